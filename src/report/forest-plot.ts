// The forest plot of the rows that changed: each row's 95 % interval against
// "no change", on a log scale, in a ```text block.
//
// Monospace rather than a mermaid chart: mermaid's xychart (the only chart
// GitHub renders with numeric axes) has no error bars and no horizontal
// layout; a code block renders the same everywhere GitHub shows markdown
// (comments, job summaries, issues, e-mail notifications) and nothing in it is
// parsed, so names need no escaping beyond removing fences.
//
// It must fit a 900 px comment column: GitHub's code font is ~7.2 px a
// character there, and the block has 16 px of padding each side, so a line
// may have ~115 characters before it scrolls; lines here are at most
// PLOT_LINE_WIDTH; the rows are in the order of the table below it, which
// has their full names. The axis is log(new/old): 2× faster and 2× slower lie as
// far from zero, and a 9× change stays on the axis next to a 5 % one.
import type { RowComparison } from '../stats/analyze.ts';
import { breakReferences, plainText } from './escape.ts';
import { plural } from './text.ts';

export const PLOT_LINE_WIDTH = 100;
const LABEL_WIDTH = 44;
const AXIS_WIDTH = 30;
/** The change text after the axis: what is left of a line. */
const CHANGE_WIDTH = PLOT_LINE_WIDTH - LABEL_WIDTH - AXIS_WIDTH - 2;
/** The axis never spans more than ÷10 to ×10: one huge change must not squash the others to a dot. */
const AXIS_LIMIT = Math.log(10);
/** The plot shows at most this many rows. */
export const MAX_PLOT_ROWS = 25;

const MINUS = '\u2212';

/**
 * The axis labels, in one unit: percentages (`−20%`, `0%`, `+45%`) while both ends are within 2×; factors
 * (`÷3.1`, `×1`, `×9.4`) when either end is beyond, as the table words such changes.
 */
function axisLabels(low: number, high: number): { low: string; zero: string; high: string } {
  const factors = Math.exp(high) >= 2 || Math.exp(low) <= 0.5;
  const label = (logRatio: number) => {
    const ratio = Math.exp(logRatio);
    if (factors) return ratio >= 1 ? `×${ratio.toFixed(1)}` : `÷${(1 / ratio).toFixed(1)}`;
    const percent = (ratio - 1) * 100;
    const digits = Math.abs(percent) >= 10 ? 0 : 1;
    return `${percent > 0 ? '+' : percent < 0 ? MINUS : ''}${Math.abs(percent).toFixed(digits)}%`;
  };
  return { low: label(low), zero: factors ? '×1' : '0%', high: label(high) };
}

/**
 * The rows' labels: file and configuration, without what tells the plotted
 * rows nothing — the folder every row's file is in, and the settings every
 * plotted row of the same file shares — cut in the middle when still too long
 * (a file's start and a configuration's end are where rows differ). The
 * table below has the full names.
 */
function labels(rows: readonly RowComparison[]): string[] {
  const settings = rows.map((c) => c.configuration.split(/\s+/).filter((s) => s !== ''));
  const shared = new Map<string, Set<string>>();
  rows.forEach((c, i) => {
    const known = shared.get(c.filename);
    if (known === undefined) shared.set(c.filename, new Set(settings[i]));
    else for (const setting of [...known]) if (!settings[i]!.includes(setting)) known.delete(setting);
  });
  for (const [filename, set] of shared) if (rows.filter((c) => c.filename === filename).length < 2) set.clear();
  const folder = /^[^/]+\//.exec(rows[0]?.filename ?? '')?.[0];
  const inOneFolder = folder !== undefined && rows.every((c) => c.filename.startsWith(folder));
  return rows.map((c, i) => {
    const own = settings[i]!.filter((s) => !shared.get(c.filename)!.has(s)).join(' ');
    const file = inOneFolder ? c.filename.slice(folder.length) : c.filename;
    const text = breakReferences(plainText(`${file}${own === '' ? '' : ` ${own}`}`).replace(/`/g, "'"));
    if (text.length <= LABEL_WIDTH) return text.padEnd(LABEL_WIDTH);
    const head = 14;
    return `${text.slice(0, head)}…${text.slice(text.length - (LABEL_WIDTH - head - 1))}`;
  });
}

/** `+3.6 % ± 1.2 %` shortened to fit after the axis. */
function fitChange(text: string): string {
  return text.length <= CHANGE_WIDTH ? text : `${text.slice(0, CHANGE_WIDTH - 1)}…`;
}

/**
 * The plot of `rows` (those with an interval), or '' when none has one.
 * `change` is the cell text the table shows for a row.
 */
export function forestPlot(rows: readonly RowComparison[], change: (c: RowComparison) => string): string {
  const log = (percent: number) => Math.log1p(percent / 100);
  const shown = rows
    .filter((c) => Number.isFinite(c.decision.estimate.low) && Number.isFinite(c.decision.estimate.high))
    .filter((c) => c.decision.estimate.low > -100)
    .slice(0, MAX_PLOT_ROWS);
  if (shown.length === 0) return '';
  const ends = shown.map((c) => [log(c.decision.estimate.low), log(c.decision.estimate.high)] as const);
  const low = Math.max(-AXIS_LIMIT, Math.min(0, ...ends.map(([from]) => from)));
  const high = Math.min(AXIS_LIMIT, Math.max(0, ...ends.map(([, to]) => to)));
  const span = high - low || 1;
  const column = (value: number) => Math.round(((value - low) / span) * (AXIS_WIDTH - 1));
  const clamp = (i: number) => Math.max(0, Math.min(AXIS_WIDTH - 1, i));
  const zero = column(0);
  const names = labels(shown);
  const lines = shown.map((c, row) => {
    const [from, to] = ends[row]!;
    const cells = Array.from({ length: AXIS_WIDTH }, () => ' ');
    cells[zero] = '│';
    const a = clamp(column(from));
    const b = clamp(column(to));
    for (let i = a; i <= b; i++) cells[i] = '─';
    cells[a] = from < low ? '◀' : '├';
    cells[b] = to > high ? '▶' : '┤';
    const point = log(c.decision.estimate.change);
    if (point >= low && point <= high) cells[column(point)] = '●';
    return `${names[row]} ${cells.join('')} ${fitChange(plainText(change(c)))}`.trimEnd();
  });
  const axis = Array.from({ length: AXIS_WIDTH }, () => ' ');
  const place = (text: string, at: number) => {
    const start = Math.max(0, Math.min(AXIS_WIDTH - text.length, at));
    for (let i = 0; i < text.length; i++) axis[start + i] = text[i]!;
  };
  const label = axisLabels(low, high);
  if (low < 0) place(label.low, 0);
  if (high > 0) place(label.high, AXIS_WIDTH);
  // the 0 of `0%`, the 1 of `×1` under the line of no change
  place(label.zero, label.zero === '×1' ? zero - 1 : zero);
  const left = zero >= 8 ? 'slower ◀'.padStart(zero) : zero >= 1 ? '◀'.padStart(zero) : '';
  const right = AXIS_WIDTH - zero > 8 ? '▶ faster' : AXIS_WIDTH - zero > 1 ? '▶' : '';
  const legend = `${' '.repeat(LABEL_WIDTH)} ${left}│${right}`;
  const scale = `${' '.repeat(LABEL_WIDTH)} (log scale)`;
  const more = rows.length > shown.length ? [`… ${plural(rows.length - shown.length, 'more row')} in the table`] : [];
  const fence = '```';
  return [
    `${fence}text`,
    legend,
    ...lines,
    `${' '.repeat(LABEL_WIDTH)} ${axis.join('').trimEnd()}`,
    scale,
    ...more,
    fence,
  ].join('\n');
}
