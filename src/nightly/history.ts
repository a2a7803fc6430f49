// The nightly trend: the state keeps every scan's per-configuration change
// and stars (the last historyLimit scans, 60 by default, with their commit
// ranges); the scan hands the earlier nights of its starred rows to the
// report job (result.json nightly.trend), which charts the flagged rows as a
// mermaid xychart-beta, one line per row, the nights along x, the change in
// percent up y. GitHub renders it in issues and job summaries.
import { MAX_TREND_NIGHTS, MAX_TREND_ROWS, type NightlyTrendMetadata } from '../artifact/nightly-schema.ts';
import { codeSpan } from '../report/escape.ts';
import { formatImprovement } from '../report/text.ts';
import type { RowComparison } from '../stats/analyze.ts';
import type { NightlyFinding } from './finding.ts';
import type { ScanRecord } from './state.ts';

/** lines in one chart: more are unreadable (xychart-beta has no legend) */
export const MAX_CHART_LINES = 8;
/** the row names result.json carries for the trend or the noise, at most (it is capped at 1 MiB) */
export const MAX_ROW_NAME_BYTES = 200_000;

/** The first rows whose names fit in MAX_ROW_NAME_BYTES together. */
export function withinNameBudget<T>(rows: readonly T[], name: (row: T) => string): T[] {
  let total = 0;
  const kept: T[] = [];
  for (const row of rows) {
    total += name(row).length + 16;
    if (total > MAX_ROW_NAME_BYTES) break;
    kept.push(row);
  }
  return kept;
}

/**
 * The rows any report threshold could flag (Holm stars, a finite change),
 * slowest first, then the fastest: the ones a chart may be asked for.
 */
export function starredRows(comparisons: readonly RowComparison[]): RowComparison[] {
  const starred = comparisons.filter(
    (c) =>
      (c.decision.outcome === 'regression' || c.decision.outcome === 'improvement') && Number.isFinite(c.improvement),
  );
  return [
    ...starred.filter((c) => c.improvement < 0).sort((a, b) => a.improvement - b.improvement),
    ...starred.filter((c) => c.improvement >= 0).sort((a, b) => b.improvement - a.improvement),
  ];
}

/** What result.json carries for the chart: the earlier scans' changes of the scan's starred rows. */
export function trendMetadata(
  history: readonly ScanRecord[],
  comparisons: readonly RowComparison[],
  date: string,
): NightlyTrendMetadata {
  const nights = history.slice(-MAX_TREND_NIGHTS);
  const lookups = nights.map((scan) => new Map(scan.configs.map((config) => [config.name, config])));
  const rows = withinNameBudget(starredRows(comparisons).slice(0, MAX_TREND_ROWS), (c) => c.name.slice(0, 5000)).map(
    (comparison) => {
      const name = comparison.name.slice(0, 5000);
      const records = lookups.map((lookup) => lookup.get(name));
      return {
        name,
        changes: records.map((record) => record?.improvement ?? null),
        stars: records.map((record) => record?.stars ?? ''),
      };
    },
  );
  return {
    date: date.slice(0, 40),
    nights: nights.map((scan) => ({ date: scan.date.slice(0, 40), from: scan.fromSha, to: scan.toSha })),
    rows,
  };
}

/** `MM-DD` of an ISO date; repeated days get #2, #3. */
function nightLabels(dates: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return dates.map((date) => {
    const day = /^\d{4}-(\d\d-\d\d)/.exec(date)?.[1] ?? '?';
    const n = (seen.get(day) ?? 0) + 1;
    seen.set(day, n);
    return n === 1 ? day : `${day} #${n}`;
  });
}

const axisBound = (value: number, direction: 'down' | 'up') =>
  direction === 'down' ? Math.floor(value / 5) * 5 : Math.ceil(value / 5) * 5;

/**
 * The trend of the flagged rows: a mermaid xychart-beta (one line per row, at
 * most MAX_CHART_LINES) over the earlier nights and tonight, then which line
 * is which. Nights where one of the charted rows was not measured are left
 * out (a line cannot have gaps). Empty when there is nothing to chart: no
 * trend, no flagged row, or no earlier night with them all.
 */
export function trendSection(
  trend: NightlyTrendMetadata | undefined,
  flagged: readonly NightlyFinding[],
  heading = '### Trend',
): string {
  if (trend === undefined || flagged.length === 0) return '';
  const byName = new Map(trend.rows.map((row) => [row.name, row]));
  const charted = flagged.slice(0, MAX_CHART_LINES).map((finding) => ({
    finding,
    values: [...(byName.get(finding.name)?.changes ?? trend.nights.map(() => null)), finding.improvement],
  }));
  const dates = [...trend.nights.map((night) => night.date), trend.date];
  const columns = dates
    .map((_, i) => i)
    .filter((i) => charted.every(({ values }) => values[i] !== null && Number.isFinite(values[i])));
  if (columns.length < 2) return '';
  const labels = nightLabels(dates);
  const all = charted.flatMap(({ values }) => columns.map((i) => values[i]!));
  const low = axisBound(Math.min(0, ...all), 'down');
  let high = axisBound(Math.max(0, ...all), 'up');
  if (high === low) high = low + 5;
  const dropped = dates.length - columns.length;
  const chart = [
    '```mermaid',
    'xychart-beta',
    '  title "Change per nightly scan, % (negative is slower)"',
    `  x-axis [${columns.map((i) => JSON.stringify(labels[i])).join(', ')}]`,
    `  y-axis "change %" ${low} --> ${high}`,
    ...charted.map(({ values }) => `  line [${columns.map((i) => values[i]!.toFixed(2)).join(', ')}]`),
    '```',
  ].join('\n');
  const legend = charted.map(({ finding }, i) => {
    const name = finding.name.length > 300 ? `${finding.name.slice(0, 300)}…` : finding.name;
    return `${i + 1}. ${codeSpan(name)}: ${formatImprovement(finding.improvement)} tonight`;
  });
  const notes = [
    `Lines in the order listed (the chart has no legend; its colours follow this order), ` +
      `${columns.length} scans from ${labels[columns[0]!]} to ${labels[columns[columns.length - 1]!]}` +
      (dropped > 0 ? `; ${dropped} scan(s) where a row was not measured are left out.` : '.'),
    ...(flagged.length > MAX_CHART_LINES ? [`Only the ${MAX_CHART_LINES} slowest flagged rows are charted.`] : []),
  ];
  return [heading, chart, legend.join('\n'), notes.join(' ')].join('\n\n');
}
