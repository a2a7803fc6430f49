// The one GitHub-flavoured markdown rendering of an analysis, shared by the
// CLI's `--format markdown`, the job summary, the sticky PR comment and the
// nightly issue (comment.ts puts the header above it).
//
// Read at a glance in a 900 px comment column: a summary line naming the
// regressions, a noise warning, a forest plot of the significant rows, one
// table of at most 5 columns (benchmark, change ± 95 % interval, verdict,
// the stars that decide, runs per side), then folds whose titles say exactly
// what is in them, and a fold with the raw and adjusted p-values and the
// 99 % / 99.9 % intervals (all of which are in the JSON too).
import { markdownTable } from 'markdown-table';
import { effectiveStars, isImprovement, isRegression, type Analysis, type Comparison } from '../stats/analyze.ts';
import { formatVerdictCounts, type RowVerdict } from '../stats/verdict.ts';
import { breakReferences, codeSpan, escapeMarkdown, escapeMultiline, plainText } from './escape.ts';
import { falsePositiveNote, formatPValue, plural } from './text.ts';

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
/** A median 95 % half-width above this (percent) earns the run a noise warning. */
export const NOISY_HALF_WIDTH = 10;
/** The forest plot shows at most this many rows. */
const MAX_PLOT_ROWS = 25;
/** Regressions named in the summary line. */
const MAX_NAMED = 3;

const MINUS = '\u2212';

/** No-break spaces: `−7.6 % ± 3.6 %` and `▼ slower` never wrap inside a cell. */
const nowrap = (text: string) => text.replace(/ /g, '\u00a0');

function cut(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

/** `3.6`, `0.42`: one decimal from 1 on, two below. */
function magnitude(value: number): string {
  const abs = Math.abs(value);
  return abs >= 1 || abs === 0 ? abs.toFixed(1) : abs.toFixed(2);
}

/** `+3.6 %`, `−7.6 %` (a real minus sign). */
export function signedPercent(value: number): string {
  const sign = value > 0 ? '+' : value < 0 ? MINUS : '';
  return `${sign}${magnitude(value)} %`;
}

/** Why a row has no change to show, or undefined when it has one. */
function missingSide(c: Comparison): string | undefined {
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
 * says so (never `Infinity %` or `−100 %`).
 */
export function formatChange(c: Comparison): string {
  const missing = missingSide(c);
  if (missing !== undefined) return missing;
  const half = c.tested ? c.accuracy[0] : NaN;
  const ratio = 1 + c.improvement / 100;
  const spread = Number.isFinite(half) ? half / 100 : NaN;
  if (ratio >= 2) {
    const range = Number.isFinite(spread) ? ` (${(ratio - spread).toFixed(1)}–${(ratio + spread).toFixed(1)}×)` : '';
    return `${ratio.toFixed(1)}× faster${range}`;
  }
  if (ratio > 0 && ratio <= 0.5) {
    let range = '';
    if (Number.isFinite(spread)) {
      const low = 1 / (ratio + spread);
      const high = ratio - spread > 0 ? (1 / (ratio - spread)).toFixed(1) : '∞';
      range = ` (${low.toFixed(1)}–${high}×)`;
    }
    return `${(1 / ratio).toFixed(1)}× slower${range}`;
  }
  const interval = Number.isFinite(half) ? ` ± ${magnitude(half)} %` : ' (no interval: n < 2)';
  return `${signedPercent(c.improvement)}${interval}`;
}

/** The adaptive verdict (--runs auto) in words. */
function adaptiveVerdict(verdict: RowVerdict): string {
  switch (verdict.verdict) {
    case 'faster':
      return '▲ faster';
    case 'slower':
      return '▼ slower';
    case 'same':
      return `= same within ±${magnitude(verdict.deltaPercent)} %`;
    case 'inconclusive':
      return '? inconclusive';
  }
}

/** The direction mark: filled when significant, hollow when not. */
export function formatVerdict(c: Comparison): string {
  if (c.verdict) return adaptiveVerdict(c.verdict);
  if (!c.tested) return 'not tested';
  if (!Number.isFinite(c.improvement)) return 'no result';
  if (isRegression(c)) return '▼ slower';
  if (isImprovement(c)) return '▲ faster';
  return c.improvement < 0 ? '▽ n.s.' : c.improvement > 0 ? '△ n.s.' : 'n.s.';
}

function starsCell(c: Comparison): string {
  if (!c.tested || !Number.isFinite(c.improvement)) return 'n/a';
  const stars = effectiveStars(c);
  return stars === '' ? '–' : escapeMarkdown(stars);
}

const name = (c: Comparison, max: number) => codeSpan(`${cut(c.filename, max)} ${cut(c.configuration, max)}`);

function verdictTable(rows: readonly Comparison[], withHolm: boolean, maxCell: number): string {
  const header = ['benchmark', 'change (95 % interval)', 'verdict', withHolm ? 'Holm' : 'stars', 'runs\u00a0old/new'];
  const body = rows.map((c) => [
    name(c, maxCell),
    nowrap(escapeMarkdown(formatChange(c))),
    nowrap(escapeMarkdown(formatVerdict(c))),
    starsCell(c),
    `${c.old.n} / ${c.new.n}`,
  ]);
  return markdownTable([header, ...body], { align: ['l', 'r', 'l', 'c', 'r'], alignDelimiters: false });
}

function statisticsTable(rows: readonly Comparison[], withHolm: boolean, maxCell: number): string {
  const header = ['benchmark', 'p', ...(withHolm ? ['Holm p'] : []), '± 95 %', '± 99 %', '± 99.9 %'];
  const half = (c: Comparison, i: number) =>
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

/** The smallest change the run could tell from noise: the median 95 % half-width, in percent. */
export function detectableChange(analysis: Analysis): number {
  return median(analysis.comparisons.filter((c) => c.tested).map((c) => c.accuracy[0]));
}

// ---------------------------------------------------------------------------
// The forest plot. Monospace in a ```text block rather than a mermaid chart:
// mermaid's xychart (the only chart GitHub renders with numeric axes) has no
// error bars and no horizontal layout, so it cannot show an interval against
// zero; a code block renders the same everywhere GitHub shows markdown
// (comments, job summaries, issues, e-mail notifications) and nothing in it
// is parsed, so benchmark names need no escaping beyond removing fences.

const PLOT_WIDTH = 41;
const LABEL_WIDTH = 52;
/** The axis never spans more than this (percent): one 3× faster row must not squash the others to a dot. */
const AXIS_LIMIT = { low: -60, high: 100 };

function plotLabel(c: Comparison): string {
  const text = breakReferences(plainText(`${cut(c.filename, 200)} ${cut(c.configuration, 200)}`).replace(/`/g, "'"));
  if (text.length <= LABEL_WIDTH) return text.padEnd(LABEL_WIDTH);
  // the file's start and the configuration's end, where rows of one file differ
  const head = 20;
  return `${text.slice(0, head)}…${text.slice(text.length - (LABEL_WIDTH - head - 1))}`;
}

export function forestPlot(rows: readonly Comparison[]): string {
  const shown = rows.filter((c) => c.tested && Number.isFinite(c.improvement)).slice(0, MAX_PLOT_ROWS);
  if (shown.length === 0) return '';
  const low = Math.max(AXIS_LIMIT.low, Math.min(0, ...shown.map((c) => c.improvement - c.accuracy[0])));
  const high = Math.min(AXIS_LIMIT.high, Math.max(0, ...shown.map((c) => c.improvement + c.accuracy[0])));
  const span = high - low || 1;
  const column = (value: number) => Math.round(((value - low) / span) * (PLOT_WIDTH - 1));
  const zero = column(0);
  const lines = shown.map((c) => {
    const cells = Array.from({ length: PLOT_WIDTH }, () => ' ');
    cells[zero] = '│';
    const from = c.improvement - c.accuracy[0];
    const to = c.improvement + c.accuracy[0];
    const clamp = (i: number) => Math.max(0, Math.min(PLOT_WIDTH - 1, i));
    const a = clamp(column(from));
    const b = clamp(column(to));
    for (let i = a; i <= b; i++) cells[i] = '─';
    cells[a] = from < low ? '◀' : from > high ? '▶' : '├';
    cells[b] = to > high ? '▶' : to < low ? '◀' : '┤';
    const point = column(c.improvement);
    if (point >= 0 && point < PLOT_WIDTH) cells[point] = '●';
    return `${plotLabel(c)} ${cells.join('')} ${plainText(formatChange(c))}`;
  });
  const axis = Array.from({ length: PLOT_WIDTH }, () => ' ');
  const place = (text: string, at: number) => {
    const start = Math.max(0, Math.min(PLOT_WIDTH - text.length, at));
    for (let i = 0; i < text.length; i++) axis[start + i] = text[i]!;
  };
  if (low < 0) place(signedPercent(low).replace(' ', ''), 0);
  if (high > 0) place(signedPercent(high).replace(' ', ''), PLOT_WIDTH);
  place('0', zero);
  const left = zero >= 8 ? 'slower ◀'.padStart(zero) : ' '.repeat(zero);
  const legend = `${' '.repeat(LABEL_WIDTH)} ${left}│${PLOT_WIDTH - zero > 8 ? '▶ faster' : ''}`;
  const more = rows.length > shown.length ? [`… ${plural(rows.length - shown.length, 'more row')} in the table`] : [];
  const fence = '```';
  return [
    `${fence}text`,
    legend,
    ...lines,
    `${' '.repeat(LABEL_WIDTH)} ${axis.join('').trimEnd()}`,
    ...more,
    fence,
  ].join('\n');
}

// ---------------------------------------------------------------------------

interface Classified {
  regressions: Comparison[];
  improvements: Comparison[];
  /** with Holm: raw p below 0.05, adjusted p not */
  rawOnly: Comparison[];
  insignificant: Comparison[];
  /** no change to show: a side with fewer than 2 runs, or an old mean of 0 */
  untested: Comparison[];
  detectable: number;
}

// A report cut to fit a comment renders one analysis many times: classify it once.
const classified = new WeakMap<Analysis, Classified>();

function classify(analysis: Analysis): Classified {
  const known = classified.get(analysis);
  if (known) return known;
  const result: Classified = {
    regressions: [],
    improvements: [],
    rawOnly: [],
    insignificant: [],
    untested: [],
    detectable: detectableChange(analysis),
  };
  const withHolm = analysis.correction === 'holm';
  for (const c of analysis.comparisons) {
    if (!c.tested || !Number.isFinite(c.improvement)) result.untested.push(c);
    else if (isRegression(c)) result.regressions.push(c);
    else if (isImprovement(c)) result.improvements.push(c);
    else if (withHolm && c.stars !== '') result.rawOnly.push(c);
    else result.insignificant.push(c);
  }
  result.regressions.sort((a, b) => a.improvement - b.improvement);
  result.improvements.sort((a, b) => b.improvement - a.improvement);
  classified.set(analysis, result);
  return result;
}

/** A fold; when its table was cut to fit, the title says how many rows it shows. */
function fold(summary: string, body: string, shown = 0, total = 0): string {
  const cut = shown < total ? ` (${shown} shown)` : '';
  return `<details><summary>${summary}${cut}</summary>\n\n${body}\n\n</details>`;
}

export function renderMarkdown(analysis: Analysis, options: MarkdownOptions = {}): string {
  const withHolm = analysis.correction === 'holm';
  const maxCell = options.maxCellLength ?? DEFAULT_MAX_CELL;
  const all = analysis.comparisons;
  const { regressions, improvements, rawOnly, insignificant, untested, detectable } = classify(analysis);

  let budget = options.maxRows ?? Infinity;
  const take = (rows: Comparison[]) => {
    const shown = rows.slice(0, Math.max(0, Math.min(rows.length, budget)));
    budget -= shown.length;
    return shown;
  };
  const significant = take([...regressions, ...improvements]);
  const rawShown = take(rawOnly);
  const insignificantShown = take(insignificant);
  const untestedShown = take(untested);
  const hidden = all.length - significant.length - rawShown.length - insignificantShown.length - untestedShown.length;

  const parts: string[] = [];
  const source = withHolm
    ? 'significance: stars of the Holm-adjusted p-values'
    : 'significance: stars of p-values not corrected for multiple comparisons';
  let summary =
    `**${plural(regressions.length, 'significant regression')}, ${plural(improvements.length, 'significant improvement')}** ` +
    `out of ${plural(all.length, 'comparison')} (${source}).`;
  if (regressions.length > 0) {
    const named = regressions
      .slice(0, MAX_NAMED)
      .map((c) => `${name(c, 60)} ${nowrap(escapeMarkdown(signedPercent(c.improvement)))}`);
    const more = regressions.length > MAX_NAMED ? `, and ${regressions.length - MAX_NAMED} more` : '';
    summary += `  \nSlower: ${named.join(', ')}${more}.`;
  }
  const verdicts = all.flatMap((c) => (c.verdict ? [c.verdict] : []));
  if (verdicts.length > 0) summary += `  \n${escapeMarkdown(formatVerdictCounts(verdicts))}.`;
  parts.push(summary);

  if (Number.isFinite(detectable)) {
    const line = `the median 95 % interval is ±${magnitude(detectable)} %: changes smaller than about ${magnitude(detectable)} % could not be told from noise`;
    parts.push(
      detectable > NOISY_HALF_WIDTH
        ? `> [!WARNING]\n> This run was too noisy to detect the changes that usually matter: ${line}. More runs per side, a quieter machine or pinning CPUs (\`--cpuset\`) narrow it.`
        : `Smallest detectable change: ${line}.`,
    );
  }

  if (significant.length > 0) {
    const plot = forestPlot(significant);
    if (plot !== '') parts.push(`Significant changes, 95 % intervals against zero:\n\n${plot}`);
    parts.push(verdictTable(significant, withHolm, maxCell));
  }
  if (rawShown.length > 0) {
    parts.push(
      fold(
        `${plural(rawOnly.length, 'comparison')} significant before the Holm correction only (raw p &lt; 0.05, adjusted p ≥ 0.05)`,
        verdictTable(rawShown, withHolm, maxCell),
        rawShown.length,
        rawOnly.length,
      ),
    );
  }
  if (insignificantShown.length > 0) {
    parts.push(
      fold(
        `${plural(insignificant.length, 'comparison')} without a significant difference (p ≥ 0.05)`,
        verdictTable(insignificantShown, withHolm, maxCell),
        insignificantShown.length,
        insignificant.length,
      ),
    );
  }
  if (untestedShown.length > 0) {
    parts.push(
      fold(
        `${plural(untested.length, 'comparison')} without a result (fewer than 2 runs on a side, or an old mean of 0)`,
        verdictTable(untestedShown, withHolm, maxCell),
        untestedShown.length,
        untested.length,
      ),
    );
  }
  if (hidden > 0) {
    parts.push(`${plural(hidden, 'more row')} not shown here: every row is in ${options.elsewhere ?? 'the CSV'}.`);
  }
  if (!options.withoutStatistics && all.length > 0) {
    const shown = [...significant, ...rawShown, ...insignificantShown, ...untestedShown];
    parts.push(
      fold(
        `p-values${withHolm ? ' (raw and Holm-adjusted)' : ''} and 99 % / 99.9 % intervals of ${plural(shown.length, 'comparison')}`,
        statisticsTable(shown, withHolm, maxCell),
      ),
    );
  }
  parts.push(escapeMultiline(falsePositiveNote(all.length)));
  return parts.join('\n\n');
}
