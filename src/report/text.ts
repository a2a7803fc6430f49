// The plain-text table, byte for byte as node-benchmark-compare prints it;
// after --runs auto, a table of each row's verdict instead (compare.R's stars
// would not be the verdicts).
import type { Analysis, RowComparison } from '../stats/analyze.ts';
import { countOutcomes, type Outcome, type RowDecision } from '../stats/decision.ts';

/** The reference takes the mean of no runs as 0 (so one missing side gives -100 % or Infinity %). */
function referenceImprovement(comparison: RowComparison): number {
  const oldMean = comparison.old.n === 0 ? 0 : comparison.old.mean;
  const newMean = comparison.new.n === 0 ? 0 : comparison.new.mean;
  return ((newMean - oldMean) / oldMean) * 100;
}

/** Both sides measured, and the old mean is not 0: the change is a number. */
function hasChange(comparison: RowComparison): boolean {
  return comparison.old.n > 0 && comparison.new.n > 0 && Number.isFinite(referenceImprovement(comparison));
}

/** `1 comparison`, `2 comparisons` */
/** `2 passes (to 30 runs, then the rows left open to 60)`: a run resumed with a higher cap (`more`). */
export function passesWords(caps: readonly number[]): string {
  const later = caps.slice(1).map((cap) => `the rows left open to ${cap}`);
  return `${caps.length} passes (to ${caps[0]} runs, then ${later.join(', then ')})`;
}

export function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

export function formatImprovement(value: number): string {
  return `${value.toFixed(2)} %`;
}

export function formatAccuracy(value: number): string {
  return `±${value.toFixed(2)}%`;
}

export function formatPValue(value: number): string {
  if (Number.isNaN(value)) return 'NA';
  return value < 0.0001 ? value.toExponential(2) : value.toFixed(4);
}

export function falsePositiveNote(count: number): string[] {
  return [
    'Be aware that when doing many comparisons the risk of a false-positive result increases.',
    `In this case, there are ${count} comparisons, you can thus expect the following amount of false-positive results:`,
    `  ${(count * 0.05).toFixed(2)} false positives, when considering a   5% risk acceptance (*, **, ***),`,
    `  ${(count * 0.01).toFixed(2)} false positives, when considering a   1% risk acceptance (**, ***),`,
    `  ${(count * 0.001).toFixed(2)} false positives, when considering a 0.1% risk acceptance (***)`,
  ];
}

export interface TextOptions {
  /**
   * 'reference' (default): a row with a side that measured nothing (or an old mean of 0) shows what
   * node-benchmark-compare prints (`-100.00 %`, `Infinity %`, `NaN %`); 'NA': it shows NA, as compare.R
   * does (our own runs: the failure is listed below the table, and a made-up change would read as a result).
   */
  missingSide?: 'reference' | 'NA';
}

/** Columns left-aligned first, right-aligned after: the widths from every row. */
function alignTable(table: readonly string[][]): string[] {
  // A loop, not Math.max(...): spreading a million rows overflows the stack.
  const widths = table[0]!.map(() => 0);
  for (const row of table) row.forEach((cell, column) => (widths[column] = Math.max(widths[column]!, cell.length)));
  return table.map((row) =>
    row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join(' '),
  );
}

/** An adaptive row's verdict in words (the CLI's table, the plot's labels). */
export const OUTCOME_WORDS: Record<Outcome, string> = {
  regression: 'slower',
  improvement: 'faster',
  same: 'same',
  unresolved: 'not distinguishable',
  untested: 'not tested',
};

/**
 * What "same" does not promise: its 2.5 % is each row's alone (the interval
 * within ±δ is a one-row test), where faster and slower are controlled over
 * the family (Holm) after --runs auto or --correction holm.
 */
export function sameIsPerRowNote(deltaPercent: number): string {
  const delta = Number(deltaPercent.toFixed(2));
  return (
    `Each "same" is a claim about its own row: a true change of ±${delta} % is called same at most 2.5 % of the ` +
    'time per row, not controlled over all the rows (with many rows, one such row may be called same).'
  );
}

/** ` (2 stopped early: …)`: the not distinguishable rows the futility rule stopped before max-runs. */
function stoppedEarly(analysis: Analysis): string {
  const early = analysis.comparisons.filter((c) => c.decision.stop === 'futile').length;
  return early === 0 ? '' : ` (${early} stopped early: the runs left up to max-runs could not have decided them)`;
}

/** Why a not distinguishable adaptive row stopped, when it says more than the outcome: `(stopped early)`. */
function verdictNote(decision: RowDecision): string {
  if (decision.unmeasurable === 'single-call') return ' (not measurable: one call per child, bimodal timings)';
  return decision.stop === 'futile' ? ' (stopped early)' : '';
}

/** --runs auto: each row's verdict, its change and the 95 % interval it rests on (verdictInterval), its runs. */
function renderAdaptiveText(analysis: Analysis): string {
  const percent = (value: number) => (Number.isFinite(value) ? `${value.toFixed(2)} %` : 'NA');
  const header = ['', 'verdict', 'change', '95 % interval', 'runs old/new'];
  const rows = analysis.comparisons.map((c) => {
    const { change, low, high } = c.decision.estimate;
    return [
      c.name,
      OUTCOME_WORDS[c.decision.outcome] + verdictNote(c.decision),
      percent(change),
      Number.isFinite(low) ? `${low.toFixed(2)} to ${high.toFixed(2)} %` : 'NA',
      `${c.old.n}/${c.new.n}`,
    ];
  });
  const counts = countOutcomes(analysis.comparisons.map((c) => c.decision));
  const delta = analysis.basis.deltaPercent.toFixed(2);
  return [
    ...alignTable([header, ...rows]),
    '',
    `--runs auto: ${counts.improvement} faster, ${counts.regression} slower, ${counts.same} same within ±${delta} %, ` +
      `${counts.unresolved} not distinguishable${stoppedEarly(analysis)}, ${counts.untested} not tested.`,
    'Faster and slower: the sequential paired test of log(new/old), Holm over the ' +
      (analysis.basis.passes
        ? `${plural(analysis.comparisons.length, 'row')} at 5 % in each of ${passesWords(analysis.basis.passes)}: ` +
          `at most a ${analysis.basis.passes.length * 5} % risk of any false one.`
        : `${plural(analysis.comparisons.length, 'row')}: a familywise 5 % risk of any false one.`),
    `Same: the 95 % interval (repeated over the looks) lies within ±${delta} %. ` +
      'Not distinguishable: neither (more runs, or a quieter machine, would tell).',
    "The interval of a faster or slower row is its paired runs' 95 %; beside same and not distinguishable, the " +
      'one the verdict rests on (repeated over the looks; for not distinguishable also Holm over the rows not ' +
      'called faster or slower, so it holds 0).',
    sameIsPerRowNote(analysis.basis.deltaPercent),
  ].join('\n');
}

export function renderText(analysis: Analysis, options: TextOptions = {}): string {
  if (analysis.basis.rule === 'sequential-holm') return renderAdaptiveText(analysis);
  const naForMissing = options.missingSide === 'NA';
  const withHolm = analysis.correction === 'holm';
  const header = ['', 'confidence', 'improvement', 'accuracy (*)', '(**)', '(***)'];
  if (withHolm) header.push('holm p', '(holm)');
  const rows = analysis.comparisons.map((comparison) => {
    const row = [
      comparison.name,
      comparison.tested ? comparison.stars : 'NA',
      naForMissing && !hasChange(comparison) ? 'NA' : formatImprovement(referenceImprovement(comparison)),
      ...comparison.accuracy.map((value) => (comparison.tested ? formatAccuracy(value) : 'NA')),
    ];
    if (withHolm) {
      const holm = comparison.holm;
      row.push(
        holm && comparison.tested ? formatPValue(holm.pValue) : 'NA',
        holm && comparison.tested ? holm.stars : 'NA',
      );
    }
    return row;
  });
  return [...alignTable([header, ...rows]), '', ...falsePositiveNote(analysis.comparisons.length)].join('\n');
}
