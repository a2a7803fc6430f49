// `--plot FILE.svg` and the Action's plot.svg: compare.R's --plot, without R.
// Per configuration, a box plot of each side's samples, old above new, on one
// axis for all rows: each rate divided by the mean of the old side, so a row
// of 1,000 ops/s and one of 10^9 sit side by side and a box to the right of
// 100 % is faster. Significant rows (slower, then faster) come first, largest
// change first; then the rest. Each row's label starts with its change and
// stars (or verdict), in the markdown table's words (formatChange), before its
// name; after --runs auto, with the verdict's change, interval and word (such a
// run has no stars).
//
// Drawn by Vega-Lite (compiled to Vega, rendered to SVG by Vega's headless
// renderer: no browser, no canvas, no DOM), loaded only when a plot is asked for.
import { writeFile } from 'node:fs/promises';

import type { Analysis, RowComparison, SampleGroups } from '../stats/analyze.ts';
import { formatChange } from './markdown.ts';
import { OUTCOME_WORDS } from './text.ts';

/** More rows than this are not drawn (the table has them all): the picture would be taller than useful. */
export const MAX_BOX_PLOT_ROWS = 120;

const SIDE_COLORS = { old: '#8c8c8c', new: '#1f77b4' } as const;

interface PlotRow {
  label: string;
  comparison: RowComparison;
  old: number[];
  new: number[];
}

const significance = (c: RowComparison) =>
  c.decision.outcome === 'regression' ? 0 : c.decision.outcome === 'improvement' ? 1 : 2;

/** Whether the verdicts are an adaptive run's (no stars: the verdict's own change and interval label the rows). */
const isAdaptive = (analysis: Analysis) => analysis.basis.rule === 'sequential-holm';

/** The rows in the order drawn: slower, faster, the rest; each by the size of the change. */
function plotRows(groups: SampleGroups, analysis: Analysis): PlotRow[] {
  const rates = new Map(groups.ratesByRow().map((row) => [`${row.filename} ${row.configuration}`, row]));
  const label = isAdaptive(analysis) ? adaptiveRowLabel : rowLabel;
  const change = (c: RowComparison) => (isAdaptive(analysis) ? c.decision.estimate.change : c.improvement);
  return analysis.comparisons
    .filter((c) => (rates.get(c.name)?.old.length ?? 0) > 0)
    .sort(
      (a, b) =>
        significance(a) - significance(b) ||
        Math.abs(change(b) || 0) - Math.abs(change(a) || 0) ||
        a.name.localeCompare(b.name),
    )
    .slice(0, MAX_BOX_PLOT_ROWS)
    .map((comparison) => {
      const { old, new: neu } = rates.get(comparison.name)!;
      return { label: label(comparison), comparison, old, new: neu };
    });
}

/**
 * `+50.0 % ± 3.1 % ***  name`: the change as the markdown table words it (one formatter for the comment, the
 * summary and the picture: the same figure everywhere), then the stars, or `(same)`.
 */
function rowLabel(c: RowComparison): string {
  const mark = c.decision.stars !== '' ? ` ${c.decision.stars}` : c.decision.outcome === 'same' ? ' (same)' : '';
  // the change first: a long name is cut at its end, never the verdict
  return `${formatChange(c)}${mark}  ${c.name}`;
}

/** `6.8× faster (6.3–7.3×)  name`, `+4.4 % ± 57.1 % not distinguishable  name`: the verdict's change and word. */
function adaptiveRowLabel(c: RowComparison): string {
  const change = formatChange(c);
  const word = OUTCOME_WORDS[c.decision.outcome];
  return `${change.includes(word) ? change : `${change} ${word}`}  ${c.name}`;
}

/** The Vega-Lite specification of the picture (data included). */
export function boxPlotSpec(rows: readonly PlotRow[], adaptive: boolean): Record<string, unknown> {
  const values = rows.flatMap((row) => {
    const mean = row.old.reduce((sum, rate) => sum + rate, 0) / row.old.length;
    return (['old', 'new'] as const).flatMap((side) =>
      row[side].map((rate) => ({ row: row.label, side, relative: rate / mean })),
    );
  });
  const y = {
    field: 'row',
    type: 'nominal',
    sort: rows.map((row) => row.label),
    title: null,
    axis: { labelLimit: 720, labelFontSize: 11 },
  };
  return {
    $schema: 'https://vega.github.io/schema/vega-lite/v6.json',
    title: {
      text: 'rate of each run relative to the mean of old (log scale, right is faster)',
      subtitle: `${adaptive ? 'rows the sequential test called slower or faster first' : 'significant rows first (*** p < 0.001, ** p < 0.01, * p < 0.05)'}; boxes: quartiles, whiskers: 1.5 IQR`,
      anchor: 'start',
    },
    width: 420,
    config: { font: 'DejaVu Sans, Helvetica, Arial, sans-serif', view: { stroke: null } },
    data: { values },
    layer: [
      {
        mark: { type: 'boxplot', size: 7, median: { color: 'black' } },
        encoding: {
          y,
          yOffset: { field: 'side', sort: ['old', 'new'] },
          x: {
            field: 'relative',
            type: 'quantitative',
            // a ratio: ÷2 lies as far left as ×2 right, and a ×10 row leaves the others readable
            scale: { type: 'log', nice: false, padding: 12 },
            axis: { format: '~%', grid: true, tickCount: 8 },
            title: 'rate / mean rate of old',
          },
          color: {
            field: 'side',
            type: 'nominal',
            scale: { domain: ['old', 'new'], range: [SIDE_COLORS.old, SIDE_COLORS.new] },
            legend: { title: null, orient: 'top' },
          },
        },
      },
      { mark: { type: 'rule', color: '#d62728', strokeDash: [4, 3] }, encoding: { x: { datum: 1 } } },
    ],
    height: { step: 11 },
  };
}

/** The picture as SVG text. */
export async function renderBoxPlot(groups: SampleGroups, analysis: Analysis): Promise<{ svg: string; rows: number }> {
  const rows = plotRows(groups, analysis);
  const [vega, vegaLite] = await Promise.all([import('vega'), import('vega-lite')]);
  const compiled = vegaLite.compile(
    boxPlotSpec(rows, isAdaptive(analysis)) as unknown as Parameters<typeof vegaLite.compile>[0],
  );
  const view = new vega.View(vega.parse(compiled.spec), { renderer: 'none' });
  try {
    return { svg: await view.toSVG(), rows: rows.length };
  } finally {
    view.finalize();
  }
}

/** Renders the plot into `file`. */
export async function writeBoxPlot(
  file: string,
  groups: SampleGroups,
  analysis: Analysis,
): Promise<{ path: string; rows: number }> {
  const { svg, rows } = await renderBoxPlot(groups, analysis);
  await writeFile(file, svg);
  return { path: file, rows };
}
