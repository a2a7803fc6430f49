// GitHub-flavoured markdown: significant rows first (regressions, then
// improvements), everything else folded into <details>.
import { markdownTable } from 'markdown-table';
import { effectiveStars, isImprovement, isRegression, type Analysis, type Comparison } from '../stats/analyze.ts';
import { escapeMarkdown } from './escape.ts';
import { falsePositiveNote, formatAccuracy, formatImprovement, formatPValue, plural } from './text.ts';

export interface MarkdownOptions {
  /** show at most this many rows in all (significant ones first); the rest are counted, not shown */
  maxRows?: number;
  /** longer file names and configurations are cut (before escaping) */
  maxCellLength?: number;
}

const DEFAULT_MAX_CELL = 300;

function cell(text: string, max: number): string {
  return escapeMarkdown(text.length > max ? `${text.slice(0, max)}…` : text);
}

function row(comparison: Comparison, withHolm: boolean, maxCell: number): string[] {
  const cells = [
    cell(comparison.filename, maxCell),
    cell(comparison.configuration, maxCell),
    comparison.tested ? escapeMarkdown(comparison.stars) : 'NA',
    Number.isFinite(comparison.improvement) ? formatImprovement(comparison.improvement) : 'NA',
    ...comparison.accuracy.map((value) => (comparison.tested ? formatAccuracy(value) : 'NA')),
  ];
  if (withHolm) {
    const holm = comparison.holm;
    const tested = comparison.tested && holm !== undefined;
    cells.push(tested ? formatPValue(holm.pValue) : 'NA', tested ? escapeMarkdown(holm.stars) : 'NA');
  }
  return cells;
}

function table(comparisons: Comparison[], withHolm: boolean, maxCell: number): string {
  const header = ['benchmark', 'configuration', 'confidence', 'improvement', 'accuracy (*)', '(**)', '(***)'];
  const align = ['l', 'l', 'c', 'r', 'r', 'r', 'r'];
  if (withHolm) {
    header.push('holm p', '(holm)');
    align.push('r', 'c');
  }
  return markdownTable([header, ...comparisons.map((c) => row(c, withHolm, maxCell))], {
    align,
    alignDelimiters: false,
  });
}

export function renderMarkdown(analysis: Analysis, options: MarkdownOptions = {}): string {
  const withHolm = analysis.correction === 'holm';
  const maxCell = options.maxCellLength ?? DEFAULT_MAX_CELL;
  const byImprovement = (a: Comparison, b: Comparison) => a.improvement - b.improvement;
  const regressions = analysis.comparisons.filter(isRegression).sort(byImprovement);
  const improvements = analysis.comparisons.filter(isImprovement).sort((a, b) => byImprovement(b, a));
  const rest = analysis.comparisons.filter((c) => effectiveStars(c) === '' || !Number.isFinite(c.improvement));
  const untested = analysis.comparisons.filter((c) => !c.tested).length;

  let budget = options.maxRows ?? Infinity;
  const take = (rows: Comparison[]) => {
    const shown = rows.slice(0, Math.max(0, Math.min(rows.length, budget)));
    budget -= shown.length;
    return shown;
  };
  const significant = take([...regressions, ...improvements]);
  const others = take(rest);
  const hidden = analysis.comparisons.length - significant.length - others.length;

  const parts: string[] = [];
  const starsSource = withHolm ? 'Holm-adjusted p-values' : 'p-values';
  parts.push(
    `**${plural(regressions.length, 'significant regression')}, ${plural(improvements.length, 'significant improvement')}** ` +
      `out of ${analysis.comparisons.length} comparisons (stars from ${starsSource}).`,
  );
  if (significant.length > 0) parts.push(table(significant, withHolm, maxCell));
  if (others.length > 0) {
    parts.push(
      `<details><summary>${plural(rest.length, 'comparison')} without a significant difference</summary>\n\n` +
        `${table(others, withHolm, maxCell)}\n\n</details>`,
    );
  }
  if (hidden > 0) parts.push(`${plural(hidden, 'more row')} not shown here: the full table is in the CSV.`);
  if (untested > 0) {
    parts.push(
      `${untested} comparison${untested === 1 ? ' has' : 's have'} fewer than 2 runs on a side: no test (NA).`,
    );
  }
  parts.push(falsePositiveNote(analysis.comparisons.length).join('\n'));
  return parts.join('\n\n');
}
