// One decision per row, made here once and read by everything that reports
// one: the comment's headline, tables, folds and plot, the CLI's text and
// JSON, the Action's outputs, --fail-on-regression and the nightly. Pure.
//
// The rule: a row is a regression or an improvement when its test says it
// differs (fixed runs: compare.R's Welch test, with Holm's correction when
// asked for; the nightly's fixed runs: Welch on log rates, Holm, see
// log-rates.ts; --runs auto: the sequential test, Holm over the rows, see
// sequential.ts); otherwise it is the same when its whole 95 % interval lies
// within ±δ, and not distinguishable from noise when it does not (the run
// could not have seen a change of δ); a row without two runs on each side
// is untested.
//
// δ, the margin that matters, is a fixed 5 % unless the user sets another
// (DEFAULT_DELTA_PERCENT): node core's micro-benchmarks move by a few percent
// from one build to the next without a change that matters, reviewers act on
// changes of 5 % and more, and a 30-run comparison on a runner whose run-to-run
// noise is up to ~12 % can still confirm ±5 % (the 95 % half-width of 30
// paired runs is ~0.37 of one run's noise). A margin taken from the run's own
// noise would call a noisy run's rows "same" exactly when it saw least.
import type { Stars } from './stars.ts';

export const DEFAULT_DELTA_PERCENT = 5;

export type Outcome = 'regression' | 'improvement' | 'same' | 'unresolved' | 'untested';

/** A change in percent of the old rate, with its 95 % interval (NaN when untested). */
export interface Estimate {
  change: number;
  low: number;
  high: number;
}

export interface RowDecision {
  outcome: Outcome;
  /** the change and interval the outcome is about (what the report shows) */
  estimate: Estimate;
  /**
   * fixed runs: the stars the outcome was read from (Holm's with that
   * correction, compare.R's meaning); adaptive rows: '' (their outcome is
   * their only mark: different at the family's 5 %)
   */
  stars: Stars;
  /** the test the stars were read from when it is not compare.R's (log-rates.ts) */
  test?: DecisionTest;
  /** adaptive rows not distinguishable: stopped before max-runs because the runs left could not decide them */
  stop?: 'futile';
  /** adaptive rows not distinguishable because never tested: one call per child with bimodal timings (single-call.ts) */
  unmeasurable?: 'single-call';
}

/** A fixed run's test other than compare.R's: its p-values and degrees of freedom. */
export interface DecisionTest {
  pValue: number;
  /** after Holm's correction over the rows */
  holmPValue: number;
  /** the degrees of freedom of the test and of the estimate's interval */
  df: number;
}

/** How the decisions of an analysis were made. */
export interface DecisionBasis {
  rule: 'welch' | 'welch-holm' | 'log-welch-holm' | 'sequential-holm';
  /** the margin of "same" in percent (5 = ±5 %): the statistics' one declaration of δ, which the rest derives */
  deltaPercent: number;
  /**
   * sequential-holm run in more than one pass (`more`: resumed with a higher
   * cap): each pass's cap, in order; each pass decided at 5 % (verdict.ts passSchedules)
   */
  passes?: number[];
}

export const NO_ESTIMATE: Estimate = { change: NaN, low: NaN, high: NaN };

/** Whether a 95 % interval (percent) lies within ±δ (percent). */
export function withinDelta(estimate: Estimate, deltaPercent: number): boolean {
  return estimate.low >= -deltaPercent && estimate.high <= deltaPercent;
}

/**
 * A fixed run's row: different when its stars (Holm's, with that correction)
 * say so, else same or not distinguishable by its 95 % interval against ±δ.
 */
export function fixedDecision(
  row: { tested: boolean; improvement: number; accuracy: readonly number[] },
  stars: Stars,
  deltaPercent: number,
): RowDecision {
  if (!row.tested || !Number.isFinite(row.improvement) || !Number.isFinite(row.accuracy[0]!)) {
    return { outcome: 'untested', estimate: NO_ESTIMATE, stars: '' };
  }
  const half = row.accuracy[0]!;
  return starsDecision(
    { change: row.improvement, low: row.improvement - half, high: row.improvement + half },
    stars,
    deltaPercent,
  );
}

/** A fixed rule's row from its estimate: different when it has stars, else same or not distinguishable. */
export function starsDecision(estimate: Estimate, stars: Stars, deltaPercent: number): RowDecision {
  if (stars !== '' && estimate.change !== 0) {
    return { outcome: estimate.change < 0 ? 'regression' : 'improvement', estimate, stars };
  }
  return { outcome: withinDelta(estimate, deltaPercent) ? 'same' : 'unresolved', estimate, stars };
}

/** The headline's count words, one place: `2 regressions`, `1 improvement`. */
export function countOutcomes(decisions: Iterable<RowDecision>): Record<Outcome, number> {
  const counts: Record<Outcome, number> = { regression: 0, improvement: 0, same: 0, unresolved: 0, untested: 0 };
  for (const decision of decisions) counts[decision.outcome]++;
  return counts;
}
