// The one GitHub-flavoured markdown rendering of an analysis, shared by the
// CLI's `--format markdown`, the job summary, the sticky PR comment and the
// nightly issue (comment.ts puts the header above it).
//
// Read at a glance in a 900 px comment column: a headline counting the
// regressions and improvements, a noise line, a forest plot of the rows that
// changed, one table of them (benchmark, change ± 95 % interval, verdict, the
// stars that decided a fixed run, runs per side), then folds whose titles say
// what is in them, and a fold with the p-values and the 99 % / 99.9 %
// intervals (all of which are in the JSON too).
//
// Every row is placed, worded and counted by its one decision
// (stats/decision.ts): the headline's count is the number of rows in the
// table marked slower, which is the Action's `regressions` output.
import { markdownTable } from 'markdown-table';
import type { Analysis, RowComparison } from '../stats/analyze.ts';
import { countOutcomes, type Outcome } from '../stats/decision.ts';
import { codeSpan, escapeMarkdown, escapeMultiline } from './escape.ts';
import { forestPlot } from './forest-plot.ts';
import { falsePositiveNote, formatPValue, passesWords, plural, sameIsPerRowNote } from './text.ts';

export interface MarkdownOptions {
  /** show at most this many rows in all (significant ones first); the rest are counted, not shown */
  maxRows?: number;
  /** longer file names and configurations are cut (before escaping) */
  maxCellLength?: number;
  /** leave out the fold of p-values and 99 % / 99.9 % intervals (to fit a comment) */
  withoutStatistics?: boolean;
  /** where the rows that are not shown can be found (a link or a sentence), default "the CSV" */
  elsewhere?: string;
}

const DEFAULT_MAX_CELL = 300;
/** Regressions named in the summary line. */
const MAX_NAMED = 3;

const MINUS = '\u2212';

/** No-break spaces: `−7.6 % ± 3.6 %` and `▼ slower` never wrap inside a cell. */
const nowrap = (text: string) => text.replace(/ /g, '\u00a0');

export function cut(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

/** `3.6`, `0.42`: one decimal from 1 on, two below. */
export function magnitude(value: number): string {
  const abs = Math.abs(value);
  return abs >= 1 || abs === 0 ? abs.toFixed(1) : abs.toFixed(2);
}

/** `+3.6 %`, `−7.6 %` (a real minus sign). */
export function signedPercent(value: number): string {
  const sign = value > 0 ? '+' : value < 0 ? MINUS : '';
  return `${sign}${magnitude(value)} %`;
}

/** Why a row has no change to show, or undefined when it has one. */
function missingSide(c: RowComparison): string | undefined {
  if (c.old.n === 0 && c.new.n === 0) return 'no runs';
  if (c.old.n === 0) return 'no runs on old';
  if (c.new.n === 0) return 'no runs on new';
  if (c.old.mean === 0) return 'old rate is 0';
  if (!Number.isFinite(c.improvement)) return 'not measurable';
  return undefined;
}

/**
 * The change with its 95 % interval in one cell: `−7.6 % ± 3.6 %`, or as a
 * factor beyond 2×: `3.6× faster (3.4–3.8×)`. A side that measured nothing
 * says so (never `Infinity %` or `−100 %`). The interval is the decision's:
 * Welch's for a fixed run; for --runs auto the paired runs', or beside same
 * and not distinguishable the one the verdict rests on (verdictInterval).
 */
export function formatChange(c: RowComparison): string {
  const missing = missingSide(c);
  if (missing !== undefined) return missing;
  const { change, low, high } = c.decision.estimate;
  if (!Number.isFinite(change)) {
    return Number.isFinite(c.improvement) ? `${signedPercent(c.improvement)} (no interval: n < 2)` : 'not measurable';
  }
  const ratio = 1 + change / 100;
  const [lowRatio, highRatio] = [1 + low / 100, 1 + high / 100];
  if (ratio >= 2) return `${ratio.toFixed(1)}× faster (${lowRatio.toFixed(1)}–${highRatio.toFixed(1)}×)`;
  if (ratio > 0 && ratio <= 0.5) {
    const fastest = lowRatio > 0 ? (1 / lowRatio).toFixed(1) : '∞';
    return `${(1 / ratio).toFixed(1)}× slower (${(1 / highRatio).toFixed(1)}–${fastest}×)`;
  }
  return `${signedPercent(change)} ± ${magnitude(halfWidth(c))} %`;
}

/** The 95 % interval's half-width of a row, percent, its wider side when uneven (NaN without one). */
function halfWidth(c: RowComparison): number {
  const { change, low, high } = c.decision.estimate;
  return Math.max(change - low, high - change);
}

/** The verdict in words: `▼ slower`, `= same (±5 %)`, `≈ not distinguishable (±9.1 %)`. */
export function formatVerdict(c: RowComparison, deltaPercent: number): string {
  switch (c.decision.outcome) {
    case 'regression':
      return '▼ slower';
    case 'improvement':
      return '▲ faster';
    case 'same':
      return `= same (±${magnitude(deltaPercent)} %)`;
    case 'unresolved':
      if (c.decision.unmeasurable === 'single-call') return '≈ not measurable (one call per child, bimodal timings)';
      return `≈ not distinguishable (±${magnitude(halfWidth(c))} %${c.decision.stop === 'futile' ? ', stopped early' : ''})`;
    case 'untested':
      return 'not tested';
  }
}

const name = (c: RowComparison, max: number) => codeSpan(`${cut(c.filename, max)} ${cut(c.configuration, max)}`);

/** Whether the analysis's rows were decided by stars (fixed runs), so the table shows them. */
const decidedByStars = (analysis: Analysis) => analysis.basis.rule !== 'sequential-holm';

function verdictTable(analysis: Analysis, rows: readonly RowComparison[], maxCell: number): string {
  const stars = decidedByStars(analysis);
  const header = ['benchmark', 'change (95 % interval)', 'verdict'];
  if (stars) header.push(analysis.basis.rule === 'welch' ? 'stars' : 'Holm');
  header.push('runs\u00a0old/new');
  const body = rows.map((c) => {
    const row = [
      name(c, maxCell),
      nowrap(escapeMarkdown(formatChange(c))),
      nowrap(escapeMarkdown(formatVerdict(c, analysis.basis.deltaPercent))),
    ];
    if (stars)
      row.push(
        c.decision.outcome === 'untested' ? 'n/a' : c.decision.stars === '' ? '–' : escapeMarkdown(c.decision.stars),
      );
    row.push(`${c.old.n} / ${c.new.n}`);
    return row;
  });
  const align = stars ? ['l', 'r', 'l', 'c', 'r'] : ['l', 'r', 'l', 'r'];
  return markdownTable([header, ...body], { align, alignDelimiters: false });
}

function statisticsTable(rows: readonly RowComparison[], withHolm: boolean, maxCell: number): string {
  const header = ['benchmark', 'p', ...(withHolm ? ['Holm p'] : []), '± 95 %', '± 99 %', '± 99.9 %'];
  const half = (c: RowComparison, i: number) =>
    c.tested && Number.isFinite(c.accuracy[i]) ? `${magnitude(c.accuracy[i]!)} %` : 'n/a';
  const body = rows.map((c) => [
    name(c, maxCell),
    c.tested ? `${formatPValue(c.pValue)} ${escapeMarkdown(c.stars)}`.trim() : 'n/a',
    ...(withHolm
      ? [c.tested && c.holm ? `${formatPValue(c.holm.pValue)} ${escapeMarkdown(c.holm.stars)}`.trim() : 'n/a']
      : []),
    half(c, 0),
    half(c, 1),
    half(c, 2),
  ]);
  return markdownTable([header, ...body], {
    align: ['l', 'r', ...(withHolm ? ['r'] : []), 'r', 'r', 'r'],
    alignDelimiters: false,
  });
}

/** The median of the finite values, NaN for none. */
function median(values: number[]): number {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/**
 * The smallest change the run could tell from noise: the median 95 %
 * half-width of the rows that did not change (a real effect widens its own
 * interval, and a row stopped early for a big effect has few runs: neither
 * says how noisy the run was). NaN when every row changed.
 */
export function detectableChange(analysis: Analysis): number {
  return median(
    analysis.comparisons
      .filter((c) => c.decision.outcome === 'same' || c.decision.outcome === 'unresolved')
      .map(halfWidth),
  );
}

interface Classified {
  regressions: RowComparison[];
  improvements: RowComparison[];
  same: RowComparison[];
  unresolved: RowComparison[];
  untested: RowComparison[];
  detectable: number;
}

// A report cut to fit a comment renders one analysis many times: classify it once.
const classified = new WeakMap<Analysis, Classified>();

function classifyByOutcome(analysis: Analysis): Classified {
  const known = classified.get(analysis);
  if (known) return known;
  const byOutcome: Record<Outcome, RowComparison[]> = {
    regression: [],
    improvement: [],
    same: [],
    unresolved: [],
    untested: [],
  };
  for (const c of analysis.comparisons) byOutcome[c.decision.outcome].push(c);
  byOutcome.regression.sort((a, b) => a.decision.estimate.change - b.decision.estimate.change);
  byOutcome.improvement.sort((a, b) => b.decision.estimate.change - a.decision.estimate.change);
  const result: Classified = {
    regressions: byOutcome.regression,
    improvements: byOutcome.improvement,
    same: byOutcome.same,
    unresolved: byOutcome.unresolved,
    untested: byOutcome.untested,
    detectable: detectableChange(analysis),
  };
  classified.set(analysis, result);
  return result;
}

/** A fold; when its table was cut to fit, the title says how many rows it shows. */
function fold(summary: string, body: string, shown = 0, total = 0): string {
  const cut = shown < total ? ` (${shown} shown)` : '';
  return `<details><summary>${summary}${cut}</summary>\n\n${body}\n\n</details>`;
}

/** How the rows were decided, for the headline. */
function ruleWords(analysis: Analysis): string {
  switch (analysis.basis.rule) {
    case 'welch':
      return "Welch's t-test, p < 0.05 not corrected for multiple comparisons";
    case 'welch-holm':
      return "Welch's t-test, Holm-adjusted p < 0.05";
    case 'log-welch-holm':
      return "Welch's t-test on log rates, Holm-adjusted p < 0.05";
    case 'sequential-holm':
      return analysis.basis.passes
        ? `runs auto in ${passesWords(analysis.basis.passes)}: the sequential paired test, Holm over the rows at 5 % ` +
            `each pass (any false slower or faster call at most ${analysis.basis.passes.length * 5} %)`
        : 'runs auto: the sequential paired test, Holm over the rows at 5 %';
  }
}

/**
 * Why a row that is not slower or faster may still have a 95 % interval
 * clear of zero after fixed runs: the rule corrects for the many rows (the
 * interval shown does not; after --runs auto it does, verdictInterval).
 */
function notSignificantWords(analysis: Analysis): string {
  switch (analysis.basis.rule) {
    case 'welch':
      return 'p ≥ 0.05';
    case 'welch-holm':
    case 'log-welch-holm':
      return "not significant after Holm's correction";
    case 'sequential-holm':
      return 'not significant by the sequential test, Holm over the rows';
  }
}

/** The headline's counts, the ones the Action outputs: `2 regressions, 1 improvement`. */
export function headlineCounts(analysis: Analysis): string {
  const counts = countOutcomes(analysis.comparisons.map((c) => c.decision));
  return `${plural(counts.regression, 'regression')}, ${plural(counts.improvement, 'improvement')}`;
}

export function renderMarkdown(analysis: Analysis, options: MarkdownOptions = {}): string {
  const withHolm = analysis.correction === 'holm';
  const delta = magnitude(analysis.basis.deltaPercent);
  const maxCell = options.maxCellLength ?? DEFAULT_MAX_CELL;
  const all = analysis.comparisons;
  const { regressions, improvements, same, unresolved, untested, detectable } = classifyByOutcome(analysis);

  let budget = options.maxRows ?? Infinity;
  const take = (rows: RowComparison[]) => {
    const taken = rows.slice(0, Math.max(0, Math.min(rows.length, budget)));
    budget -= taken.length;
    return taken;
  };
  const changed = take([...regressions, ...improvements]);
  const unresolvedShown = take(unresolved);
  const sameShown = take(same);
  const untestedShown = take(untested);
  const shown = [...changed, ...unresolvedShown, ...sameShown, ...untestedShown];
  const hidden = all.length - shown.length;

  const parts: string[] = [];
  let summary = `**${headlineCounts(analysis)}** out of ${plural(all.length, 'comparison')} (${ruleWords(analysis)}).`;
  if (regressions.length > 0) {
    const named = regressions
      .slice(0, MAX_NAMED)
      .map((c) => `${name(c, 60)} ${nowrap(escapeMarkdown(signedPercent(c.decision.estimate.change)))}`);
    const more = regressions.length > MAX_NAMED ? `, and ${regressions.length - MAX_NAMED} more` : '';
    summary += `  \nSlower: ${named.join(', ')}${more}.`;
  }
  const rest = [
    same.length > 0 ? `${same.length} the same within ±${delta} %` : '',
    unresolved.length > 0 ? `${unresolved.length} not distinguishable from noise` : '',
    untested.length > 0 ? `${untested.length} not tested` : '',
  ].filter((part) => part !== '');
  if (rest.length > 0) summary += `  \nThe others: ${rest.join(', ')}.`;
  parts.push(summary);

  if (Number.isFinite(detectable)) {
    const line =
      `the rows without a change have a median 95 % interval of ±${magnitude(detectable)} %: ` +
      `changes smaller than about ${magnitude(detectable)} % could not be told from noise`;
    parts.push(
      detectable > analysis.basis.deltaPercent
        ? `> [!WARNING]\n> This run was too noisy to see changes of ±${delta} % (the margin that matters): ${line}. More runs per side, a quieter machine or pinning CPUs (\`--cpuset\`) narrow it.`
        : `Smallest detectable change: ${line}.`,
    );
  }

  if (changed.length > 0) {
    const plot = forestPlot(changed, formatChange);
    if (plot !== '') parts.push(`Changes, 95 % intervals against zero:\n\n${plot}`);
    parts.push(verdictTable(analysis, changed, maxCell));
  }
  const folds: [string, RowComparison[], RowComparison[]][] = [
    [
      `not distinguishable from noise (${notSignificantWords(analysis)}; the 95 % interval reaches beyond ±${delta} %)`,
      unresolvedShown,
      unresolved,
    ],
    [
      `the same within ±${delta} % (${notSignificantWords(analysis)}; the 95 % interval lies inside ±${delta} %)`,
      sameShown,
      same,
    ],
    ['not tested (fewer than 2 runs on a side, or an old mean of 0)', untestedShown, untested],
  ];
  for (const [what, rowsShown, rows] of folds) {
    if (rowsShown.length === 0) continue;
    const table = verdictTable(analysis, rowsShown, maxCell);
    parts.push(fold(`${plural(rows.length, 'comparison')} ${what}`, table, rowsShown.length, rows.length));
  }
  if (hidden > 0) {
    parts.push(`${plural(hidden, 'more row')} not shown here: every row is in ${options.elsewhere ?? 'the CSV'}.`);
  }
  if (!options.withoutStatistics && all.length > 0) {
    const what = decidedByStars(analysis)
      ? `p-values${withHolm ? ' (raw and Holm-adjusted)' : ''} and 99 % / 99.9 % intervals`
      : "compare.R's Welch statistics of all samples (for reference: the verdicts above are the sequential test's)";
    parts.push(fold(`${what} of ${plural(shown.length, 'comparison')}`, statisticsTable(shown, withHolm, maxCell)));
  }
  if (decidedByStars(analysis)) parts.push(escapeMultiline(falsePositiveNote(all.length)));
  else {
    parts.push(
      (analysis.basis.passes
        ? `The verdicts hold together: the chance that any row is called faster or slower when nothing changed is at most ${analysis.basis.passes.length * 5} % (Holm over ${plural(all.length, 'row')} at 5 % in each of ${passesWords(analysis.basis.passes)}). `
        : `The verdicts hold together: the chance that any row of this run is called faster or slower when nothing changed is at most 5 % (Holm over ${plural(all.length, 'row')}). `) +
        'Beside "same" and "not distinguishable" the interval is the one the verdict rests on: repeated over the looks, and for "not distinguishable" also Holm-adjusted over the rows not called faster or slower (so it holds zero).',
    );
  }
  if (same.length > 0) parts.push(escapeMarkdown(sameIsPerRowNote(analysis.basis.deltaPercent)));
  return parts.join('\n\n');
}
