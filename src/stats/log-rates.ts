// The nightly's test of a fixed run's row: Welch's t-test on log rates, Holm
// over the rows. Pure.
//
// Why logs: a change of speed is a factor, and so is load. On a busy runner
// a side's rates spread by a factor (96k to 320k ops/s), so on raw rates the
// faster side's spread swamps the difference: a 9.3× slowdown (6 runs a
// side) gave Welch on raw rates p = 0.0049, compare.R's `**`, short of the
// nightly's `***`, and the nightly ignored it. On logs both sides spread
// alike and the same runs are far beyond `***`. The change the report shows
// is the one tested: the ratio of the geometric means, with its interval.
// Not paired: a fixed run's CSV does not say which old and new runs were
// measured together (--runs auto pairs them, sequential.ts, also on logs).
import type { Analysis, RowComparison } from './analyze.ts';
import { NO_ESTIMATE, starsDecision, type Estimate, type RowDecision } from './decision.ts';
import { holmAdjust } from './holm.ts';
import { starsFor } from './stars.ts';
import { confidenceHalfWidth, summarize, welchTest } from './welch.ts';

export interface LogRateTest {
  /** Welch's t of mean log(new) − mean log(old) */
  t: number;
  df: number;
  /** two-sided */
  pValue: number;
  /** the ratio of the geometric means as a percent change, with its 95 % interval */
  estimate: Estimate;
}

/** A row's rates per side, as SampleGroups.ratesByRow gives them. */
export interface RowRates {
  filename: string;
  configuration: string;
  old: readonly number[];
  new: readonly number[];
}

/** Welch on log rates; null with fewer than 2 runs a side or a rate that is not positive (no log). */
export function logRateTest(old: readonly number[], current: readonly number[]): LogRateTest | null {
  if (old.length < 2 || current.length < 2) return null;
  if (![...old, ...current].every((rate) => Number.isFinite(rate) && rate > 0)) return null;
  const logOld = summarize(old.map(Math.log));
  const logNew = summarize(current.map(Math.log));
  const result = welchTest(logOld, logNew);
  const difference = logNew.mean - logOld.mean;
  const half = confidenceHalfWidth(result, 0.05);
  const percent = (log: number) => Math.expm1(log) * 100;
  return {
    t: result.t,
    df: result.df,
    pValue: result.pValue,
    estimate: { change: percent(difference), low: percent(difference - half), high: percent(difference + half) },
  };
}

const UNTESTED: RowDecision = { outcome: 'untested', estimate: NO_ESTIMATE, stars: '' };

/**
 * A fixed run's analysis decided on log rates: each row's decision (stars
 * from the Holm-adjusted p-value of logRateTest, its estimate, the test);
 * compare.R's statistics stay as they were, for the statistics fold.
 */
export function decideOnLogRates(analysis: Analysis, rates: readonly RowRates[]): Analysis {
  const byName = new Map(rates.map((row) => [`${row.filename} ${row.configuration}`, row]));
  const tests = analysis.comparisons.map((comparison) => {
    const row = byName.get(comparison.name);
    return row === undefined ? null : logRateTest(row.old, row.new);
  });
  const adjusted = holmAdjust(tests.map((test) => test?.pValue ?? NaN));
  const { deltaPercent } = analysis.basis;
  const comparisons = analysis.comparisons.map((comparison, i): RowComparison => {
    const test = tests[i];
    if (test === null || test === undefined) return { ...comparison, decision: UNTESTED };
    const holmPValue = adjusted[i]!;
    const decision = starsDecision(test.estimate, starsFor(holmPValue), deltaPercent);
    return { ...comparison, decision: { ...decision, test: { pValue: test.pValue, holmPValue, df: test.df } } };
  });
  return { comparisons, correction: 'holm', basis: { rule: 'log-welch-holm', deltaPercent } };
}
