// GitHub-flavoured markdown: significant rows first (regressions, then
// improvements), everything else folded into <details>.
import { markdownTable } from 'markdown-table';
import { effectiveStars, isImprovement, isRegression, type Analysis, type Comparison } from '../stats/analyze.ts';
import { escapeMarkdown } from './escape.ts';
import { falsePositiveNote, formatAccuracy, formatImprovement, formatPValue } from './text.ts';

function row(comparison: Comparison, withHolm: boolean): string[] {
  const cells = [
    escapeMarkdown(comparison.filename),
    escapeMarkdown(comparison.configuration),
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

function table(comparisons: Comparison[], withHolm: boolean): string {
  const header = ['benchmark', 'configuration', 'confidence', 'improvement', 'accuracy (*)', '(**)', '(***)'];
  const align = ['l', 'l', 'c', 'r', 'r', 'r', 'r'];
  if (withHolm) {
    header.push('holm p', '(holm)');
    align.push('r', 'c');
  }
  return markdownTable([header, ...comparisons.map((c) => row(c, withHolm))], { align, alignDelimiters: false });
}

export function renderMarkdown(analysis: Analysis): string {
  const withHolm = analysis.correction === 'holm';
  const byImprovement = (a: Comparison, b: Comparison) => a.improvement - b.improvement;
  const regressions = analysis.comparisons.filter(isRegression).sort(byImprovement);
  const improvements = analysis.comparisons.filter(isImprovement).sort((a, b) => byImprovement(b, a));
  const rest = analysis.comparisons.filter((c) => effectiveStars(c) === '' || !Number.isFinite(c.improvement));
  const untested = analysis.comparisons.filter((c) => !c.tested).length;

  const parts: string[] = [];
  const starsSource = withHolm ? 'Holm-adjusted p-values' : 'p-values';
  parts.push(
    `**${regressions.length} significant regression${regressions.length === 1 ? '' : 's'}, ` +
      `${improvements.length} significant improvement${improvements.length === 1 ? '' : 's'}** ` +
      `out of ${analysis.comparisons.length} comparisons (stars from ${starsSource}).`,
  );
  if (regressions.length + improvements.length > 0) {
    parts.push(table([...regressions, ...improvements], withHolm));
  }
  if (rest.length > 0) {
    parts.push(
      `<details><summary>${rest.length} comparison${rest.length === 1 ? '' : 's'} without a significant difference</summary>\n\n` +
        `${table(rest, withHolm)}\n\n</details>`,
    );
  }
  if (untested > 0) {
    parts.push(`${untested} comparison${untested === 1 ? ' has' : 's have'} fewer than 2 runs on a side: no test (NA).`);
  }
  parts.push(falsePositiveNote(analysis.comparisons.length).join('\n'));
  return parts.join('\n\n');
}
