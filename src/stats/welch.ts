// Welch's unequal-variance t-test, as R's t.test(var.equal = FALSE) computes it.
import { studentTLowerTail, studentTUpperQuantile } from './student-t.ts';

export interface SampleSummary {
  n: number;
  /** NaN when n = 0 */
  mean: number;
  /** sample variance (n - 1 denominator); NaN when n < 2 */
  variance: number;
}

export function summarize(values: readonly number[]): SampleSummary {
  return summarizeRange(values, 0, values.length);
}

/** summarize of values[start, end). */
export function summarizeRange(values: ArrayLike<number>, start: number, end: number): SampleSummary {
  const n = end - start;
  if (n === 0) return { n, mean: NaN, variance: NaN };
  let sum = 0;
  for (let i = start; i < end; i++) sum += values[i]!;
  const mean = sum / n;
  // Two passes: the one-pass formula loses precision on rates around 1e7.
  let squares = 0;
  for (let i = start; i < end; i++) squares += (values[i]! - mean) ** 2;
  return { n, mean, variance: n > 1 ? squares / (n - 1) : NaN };
}

export interface WelchResult {
  /** t statistic of mean(new) - mean(old) */
  t: number;
  df: number;
  /** two-sided p-value */
  pValue: number;
  /** standard error of the difference of the means */
  standardError: number;
}

/** Requires n >= 2 on both sides. */
export function welchTest(old: SampleSummary, current: SampleSummary): WelchResult {
  const oldTerm = old.variance / old.n;
  const newTerm = current.variance / current.n;
  const standardError = Math.sqrt(oldTerm + newTerm);
  const difference = current.mean - old.mean;
  if (standardError === 0) {
    // Both sides constant: R refuses ("data are essentially constant"). Two
    // different constants are as different as it gets; equal ones are not.
    return {
      t: difference === 0 ? 0 : Math.sign(difference) * Infinity,
      df: NaN,
      standardError,
      pValue: difference === 0 ? 1 : 0,
    };
  }
  const df = (oldTerm + newTerm) ** 2 / (oldTerm ** 2 / (old.n - 1) + newTerm ** 2 / (current.n - 1));
  const t = difference / standardError;
  // The lower tail of -|t| keeps precision for tiny p-values that 1 - cdf would round to 0.
  const pValue = Math.min(1, 2 * studentTLowerTail(-Math.abs(t), df));
  return { t, df, pValue, standardError };
}

/** Half the width of the two-sided (1 - alpha) confidence interval of the difference of the means. */
export function confidenceHalfWidth(result: WelchResult, alpha: number): number {
  if (result.standardError === 0) return 0;
  return studentTUpperQuantile(alpha / 2, result.df) * result.standardError;
}
