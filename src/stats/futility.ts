// The futility rule of an adaptive run (--runs auto): a row whose runs left
// up to max-runs could bring it neither to a difference nor to "same" stops
// as not distinguishable (unresolved). Pure: a function of the row's last
// look and the design, so the report job's replay stops the same rows.
//
// Why both halves, and why these slacks:
// - "Same" is futile when, even with a mean of exactly 0, the repeated
//   interval at max-runs would be wider than ±δ: its half-width at N pairs is
//   t(level of the last look, N-1) × σ/√N. σ is the row's sd, known poorly
//   after a few pairs, so the rule takes a lower confidence bound of it
//   (FUTILITY.sdConfidence): a row that would have reached "same" is
//   rarely stopped because its first pairs happened to be noisy (at 90 %, no
//   unchanged row with an sd of 3-13 % that reached same without the rule
//   was stopped, 4000 rows a case; the sd itself, no bound, cost 2.8 points
//   of same at an sd of 11 %).
// - "Different" is futile when the predictive power to cross the last
//   look's boundary is below FUTILITY.power, at the least strict level a row
//   could need (FAMILY_ALPHA, Holm's last step). With z the look's statistic
//   (from its nominal p-value, so the t tails count) at information t = n/N
//   and c the last boundary, the predictive power (the chance of crossing
//   averaged over the effect's uncertainty, flat prior) is
//   Φ((|z| − c√t)/√(1−t)). Conditional power under the current trend,
//   Φ((|z|/√t − c)/√(1−t)), was tried first: it takes the trend of 4-8 pairs
//   at face value and, at 10 %, cost up to 10 points of power (a +10 % change
//   with a 15 % sd: 90 % called different without futility, 80 % with; 2000
//   rows a case). Predictive power at 5 % cost at most 1.3 points over
//   changes of 3-10 % with sds of 5-20 % (4000 rows a case, the same rows on
//   and off) and still stopped 89 % of the unchanged rows with a 20 % sd
//   (their runs: 19.6 a row, not 29.6); at 10 % it saved 2.5 runs a row more
//   for up to 3.7 points of power. With no trend it stops from t ≈ 0.4 on
//   (12 pairs of 30): it never judges a row on its first few pairs.
// - A row stops only when both are futile, and it stops as unresolved, never
//   as different or same: the futility bound is non-binding, so the family's
//   error of "different" and the error of "same" can only fall. Its looks
//   stay in the family (a Holm step-down that later rejects it still may).
// test/stats/futility.test.ts simulates the thresholds' cost in power and
// the runs they save.
import { FAMILY_ALPHA, type LookStatistic, type SequentialDesign } from './sequential.ts';
import { normalDistribution, studentTUpperQuantile } from './student-t.ts';

export interface FutilityThresholds {
  /** predictive power below which "different" is futile */
  power: number;
  /** the confidence of the lower bound of σ that "same" is judged with (one-sided) */
  sdConfidence: number;
}

/** The thresholds the runner uses (chosen by simulation: see the header). */
export const FUTILITY: FutilityThresholds = { power: 0.05, sdConfidence: 0.9 };

/** Whether the row of this look cannot be decided by max-runs (see the header); false at the last look. */
export function isFutile(
  design: SequentialDesign,
  statistic: LookStatistic,
  delta: number,
  thresholds: FutilityThresholds = FUTILITY,
): boolean {
  const remaining = design.schedule.maxRuns - design.looks[statistic.look]!;
  const { n, standardError } = statistic;
  if (remaining <= 0 || n < 2 || !(standardError > 0)) return false;
  const maxPairs = n + remaining;
  return (
    sameIsFutile(design, statistic, maxPairs, delta, thresholds.sdConfidence) &&
    differentIsFutile(design, statistic, maxPairs, thresholds.power)
  );
}

/** Even a mean of 0 with σ at its lower bound leaves the last look's repeated interval wider than ±δ. */
function sameIsFutile(
  design: SequentialDesign,
  statistic: LookStatistic,
  maxPairs: number,
  delta: number,
  sdConfidence: number,
): boolean {
  const { n, standardError } = statistic;
  const sd = standardError * Math.sqrt(n);
  const sdLow =
    sd * Math.sqrt((n - 1) / memo(`chi ${sdConfidence} ${n - 1}`, () => chiSquareQuantile(sdConfidence, n - 1)));
  const lastLevel = design.equivalenceLevels.at(-1)!;
  const quantile = memo(`t ${lastLevel} ${maxPairs - 1}`, () => studentTUpperQuantile(lastLevel / 2, maxPairs - 1));
  return (quantile * sdLow) / Math.sqrt(maxPairs) > Math.log1p(delta);
}

/**
 * The predictive power to cross the last boundary at FAMILY_ALPHA is below
 * `threshold`: Φ((z − c√t)/√(1−t)) < threshold, that is z below c√t −
 * q√(1−t) (q the threshold's upper quantile), compared as the look's p-value
 * against that z's (one Φ a look, no quantile).
 */
function differentIsFutile(
  design: SequentialDesign,
  statistic: LookStatistic,
  maxPairs: number,
  threshold: number,
): boolean {
  const information = statistic.n / maxPairs;
  const lastNominal = design.nominal(FAMILY_ALPHA).at(-1)!;
  const boundary = memo(`z ${lastNominal}`, () => normalUpperQuantile(lastNominal / 2));
  const thresholdQuantile = memo(`z ${threshold}`, () => normalUpperQuantile(threshold));
  const highestFutileZ = boundary * Math.sqrt(information) - thresholdQuantile * Math.sqrt(1 - information);
  return highestFutileZ > 0 && statistic.pValue / 2 > normalDistribution(-highestFutileZ);
}

/** Quantiles by their arguments, each computed once: the keys are few (levels and degrees of freedom up to max-runs). */
const quantiles = new Map<string, number>();
function memo(key: string, compute: () => number): number {
  let value = quantiles.get(key);
  if (value === undefined) {
    value = compute();
    quantiles.set(key, value);
  }
  return value;
}

/** The z with P(Z > z) = upperTail (0 at one half and above), by bisection on Φ. */
export function normalUpperQuantile(upperTail: number): number {
  if (!(upperTail < 0.5)) return 0;
  let low = 0;
  let high = 40;
  for (let i = 0; i < 60 && high - low > 1e-10; i++) {
    const mid = (low + high) / 2;
    if (normalDistribution(-mid) > upperTail) low = mid;
    else high = mid;
  }
  return (low + high) / 2;
}

/** The p quantile of χ²(ν), Wilson-Hilferty (within 3 % from ν = 1 at the usual p: it sets a slack, not a test). */
export function chiSquareQuantile(p: number, degrees: number): number {
  const z = p === 0.5 ? 0 : p > 0.5 ? normalUpperQuantile(1 - p) : -normalUpperQuantile(p);
  const scale = 2 / (9 * degrees);
  return degrees * Math.max(0, 1 - scale + z * Math.sqrt(scale)) ** 3;
}
