// The per-configuration decision of an adaptive run after each round:
// different (a real difference, with its stars), same (equivalent within
// ±δ) or open (run it again). Pure.
//
// Which test, and why:
// - Paired: run k of a configuration measures old and new back to back, so
//   both share that moment's machine state (within-run correlation ≈ +0.45
//   measured here). The statistic is the per-run log(new/old), tested with a
//   one-sample t-test: the shared state cancels, where the unpaired Welch test
//   counts it as noise. Logs make faster and slower symmetric.
// - Group-sequential with alpha spending (Lan & DeMets), not an always-valid
//   test: the looks are few and known in advance (the minimum runs, then one
//   look per round up to max-runs), which is exactly what alpha spending
//   exploits; an always-valid (mixture) test pays for looks that never
//   happen and needs far more runs at the 4-30 runs we have. The spending
//   function is the Hwang-Shih-DeCani family with γ = -4: between Pocock
//   (spends early: big effects stop at the first look) and O'Brien-Fleming
//   (keeps the last look's boundary near the fixed test's 1.96, so rows the
//   fixed run calls borderline get the same verdict). γ = -2 left the last
//   look at p < 0.033 (20 runs): rows the fixed run calls at p 0.035-0.05
//   ended inconclusive; γ = -4 moves it to 0.035 and, with looks every 2
//   runs, still stops big effects at 4-6 runs (bench/adaptive-replay:
//   agreement +1 point, wall time -3 points on real CSVs). The boundaries are
//   exact for the canonical joint distribution of the look statistics
//   (Brownian motion at information n_k/N, Armitage-McPherson-Rowe
//   recursive integration); at each look the paired t statistic is compared
//   through its nominal p-value, which carries the small-sample t tails.
//   One boundary set per star level (0.05, 0.01, 0.001): the false-positive
//   rate at each level stays at or below nominal over all looks (with 90 %
//   of each alpha spent: see T_ALLOWANCE).
// - Same: the look's 95 % confidence interval of log(new/old) lies within
//   ±δ (two one-sided tests at 2.5 % each, at every look), and, when δ is
//   the measured noise rather than the user's, the look's own test is far
//   from significant (p >= SAME_MIN_P): a real but small change (+3 % ***
//   over 20 runs, measured δ ±5.7 %) was called same after 5 runs, which hid
//   what the fixed run shows; now it runs on until it is different or the
//   runs run out. A δ the user chose says which changes matter, so it is
//   taken as it is. Stopping as same never adds false positives, so this
//   costs time only (null rows: +2 points). Not alpha-spent:
//   over 4-6 looks a true difference of exactly δ is called same 5-6 % of
//   the time (simulated in the tests). The simultaneous (repeated)
//   confidence interval would keep that at 1 %, but it is so wide at the
//   early looks that a comparison with no difference (a typical PR) ran 70 %
//   of the fixed runs instead of 53 % in the replay (bench/adaptive-replay).
//   δ is the user's, or by default one run's noise: the median over the
//   rows of the standard deviation of log(new/old) after the minimum runs.
import { ALPHAS, type Stars } from './analyze.ts';
import { normalDistribution, studentTLowerTail, studentTUpperQuantile } from './student-t.ts';

export const STAR_ALPHAS = ALPHAS;
/** Hwang-Shih-DeCani γ of the spending function (see the header) */
export const SPENDING_GAMMA = -4;

/** With a measured δ, a row is called same only when its unadjusted p-value at the look is at least this (see the header). */
export const SAME_MIN_P = 0.2;

/** The equivalence margin: δ as a fraction (0.03 = ±3 %), and whether it is the measured noise (not the user's). */
export interface Margin {
  delta: number;
  measured: boolean;
}

/** The equivalence test's level: the confidence interval that must lie within ±δ is 1 - this. */
export const EQUIVALENCE_ALPHA = 0.05;

/**
 * The share of each alpha the boundaries spend. The boundaries are exact for
 * z statistics; t statistics with 4-30 degrees of freedom are less
 * correlated from look to look (each look estimates the variance anew),
 * which raised the simulated A/A rate at the 0.05 level by up to 11 %
 * (0.0555 with looks at 5/10/15/20 runs; 0.01 and 0.001 stayed below
 * nominal). Spending 90 % keeps every level at or below nominal
 * (test/stats/sequential.test.ts simulates it).
 */
export const T_ALLOWANCE = 0.9;

/** When the verdicts are looked at: after minRuns, then every roundRuns, and at maxRuns. */
export interface LookSchedule {
  minRuns: number;
  roundRuns: number;
  maxRuns: number;
}

/** Runs per side at each look: minRuns, minRuns + roundRuns, ..., maxRuns (always the last). */
export function lookRuns(schedule: LookSchedule): number[] {
  const { minRuns, roundRuns, maxRuns } = schedule;
  if (!Number.isInteger(minRuns) || minRuns < 3) throw new RangeError(`minimum runs must be 3 or more; got ${minRuns}`);
  if (!Number.isInteger(roundRuns) || roundRuns < 1)
    throw new RangeError(`runs per round must be 1 or more; got ${roundRuns}`);
  if (!Number.isInteger(maxRuns) || maxRuns < minRuns) {
    throw new RangeError(`max runs must be a whole number of at least the minimum runs (${minRuns}); got ${maxRuns}`);
  }
  const looks: number[] = [];
  for (let n = minRuns; n < maxRuns; n += roundRuns) looks.push(n);
  looks.push(maxRuns);
  return looks;
}

/** Alpha spent by information fraction t (Hwang-Shih-DeCani; γ = 0 is linear). */
export function spentAlpha(alpha: number, t: number, gamma: number = SPENDING_GAMMA): number {
  if (t <= 0) return 0;
  if (t >= 1) return alpha;
  if (gamma === 0) return alpha * t;
  return (alpha * (1 - Math.exp(-gamma * t))) / (1 - Math.exp(-gamma));
}

const normalDensity = (x: number) => Math.exp(-0.5 * x * x) / Math.sqrt(2 * Math.PI);

/** Odd number of points of the integration grid; Simpson's rule on it. */
const GRID = 201;

function simpsonWeights(points: number, step: number): Float64Array {
  const weights = new Float64Array(points);
  for (let i = 0; i < points; i++) {
    weights[i] = ((i === 0 || i === points - 1 ? 1 : i % 2 === 1 ? 4 : 2) * step) / 3;
  }
  return weights;
}

/** Largest x in [lo, hi] with decreasing f(x) >= target, by bisection. */
function solveDecreasing(f: (x: number) => number, target: number, lo: number, hi: number): number {
  for (let i = 0; i < 60 && hi - lo > 1e-9; i++) {
    const mid = (lo + hi) / 2;
    if (f(mid) > target) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

/**
 * Two-sided z boundaries, one per look, such that under no difference the
 * chance of first crossing at look k is the alpha spent between looks k-1
 * and k: `spend(t)` is the alpha spent by information fraction t. `fractions`
 * are the information fractions n_k / N (increasing, the last 1).
 */
export function zBoundaries(spend: (fraction: number) => number, fractions: readonly number[]): number[] {
  const boundaries: number[] = [];
  // density of the Brownian motion B(t_{k-1}) on the continuation region, on a grid
  let grid: Float64Array | null = null;
  let density: Float64Array | null = null;
  let weights: Float64Array | null = null;
  let previousFraction = 0;
  let previousSpent = 0;
  for (const fraction of fractions) {
    const spent = spend(fraction);
    const increment = Math.max(spent - previousSpent, 1e-300);
    const root = Math.sqrt(fraction);
    let boundary: number;
    if (grid === null || density === null || weights === null) {
      boundary = solveDecreasing((b) => 2 * normalDistribution(-b), increment, 0, 40);
    } else {
      const spread = Math.sqrt(fraction - previousFraction);
      const [g, d, w] = [grid, density, weights];
      const crossing = (b: number) => {
        let sum = 0;
        for (let i = 0; i < g.length; i++) {
          const u = g[i]!;
          sum +=
            w[i]! *
            d[i]! *
            (normalDistribution((-b * root - u) / spread) + normalDistribution((-b * root + u) / spread));
        }
        return sum;
      };
      boundary = solveDecreasing(crossing, increment, 0, 40);
      // Beyond ~40 the crossing chance underflows; such a look cannot reject.
    }
    boundaries.push(boundary);

    // The density of B(t_k) on (-b√t_k, b√t_k), for the next look.
    const edge = boundary * root;
    const step = (2 * edge) / (GRID - 1);
    const nextGrid = Float64Array.from({ length: GRID }, (_, i) => -edge + i * step);
    const nextDensity = new Float64Array(GRID);
    if (grid === null || density === null || weights === null) {
      for (let i = 0; i < GRID; i++) nextDensity[i] = normalDensity(nextGrid[i]! / root) / root;
    } else {
      const spread = Math.sqrt(fraction - previousFraction);
      for (let i = 0; i < GRID; i++) {
        let sum = 0;
        for (let j = 0; j < grid.length; j++) {
          sum += weights[j]! * density[j]! * normalDensity((nextGrid[i]! - grid[j]!) / spread);
        }
        nextDensity[i] = sum / spread;
      }
    }
    grid = nextGrid;
    density = nextDensity;
    weights = simpsonWeights(GRID, step);
    previousFraction = fraction;
    previousSpent = spent;
  }
  return boundaries;
}

/** The decision rule of one adaptive run: when it looks, the boundaries, δ. */
export interface SequentialDesign {
  schedule: LookSchedule;
  /** runs per side at each look */
  looks: number[];
  /** nominal two-sided p-value to beat at each look, per star level (index as STAR_ALPHAS) */
  nominal: [number[], number[], number[]];
}

export function sequentialDesign(schedule: LookSchedule, gamma: number = SPENDING_GAMMA): SequentialDesign {
  const looks = lookRuns(schedule);
  const fractions = looks.map((n) => n / schedule.maxRuns);
  const nominal = STAR_ALPHAS.map((alpha) =>
    zBoundaries((t) => spentAlpha(alpha * T_ALLOWANCE, t, gamma), fractions).map((z) => 2 * normalDistribution(-z)),
  );
  return { schedule, looks, nominal: nominal as SequentialDesign['nominal'] };
}

/** log(new/old) of each run that measured both sides (run k of old with run k of new). */
export function pairedLogRatios(old: readonly number[], current: readonly number[]): number[] {
  const pairs = Math.min(old.length, current.length);
  const ratios: number[] = [];
  for (let k = 0; k < pairs; k++) ratios.push(Math.log(current[k]! / old[k]!));
  return ratios;
}

interface PairedSummary {
  n: number;
  mean: number;
  /** standard error of the mean */
  standardError: number;
}

function summarizePairs(ratios: readonly number[]): PairedSummary {
  const n = ratios.length;
  let sum = 0;
  for (const r of ratios) sum += r;
  const mean = sum / n;
  let squares = 0;
  for (const r of ratios) squares += (r - mean) ** 2;
  return { n, mean, standardError: Math.sqrt(squares / (n - 1) / n) };
}

/**
 * The two-sided one-sample t-test of paired log ratios (two or more): what
 * each look computes, and what the fixed run's paired call is.
 */
export function pairedTTest(ratios: readonly number[]): PairedSummary & { pValue: number } {
  const summary = summarizePairs(ratios);
  const { n, mean, standardError } = summary;
  const pValue =
    standardError === 0 ? (mean === 0 ? 1 : 0) : Math.min(1, 2 * studentTLowerTail(mean / standardError, n - 1));
  return { ...summary, pValue };
}

export type SequentialState = 'different' | 'same' | 'open';

export interface SequentialDecision {
  state: SequentialState;
  /** the star levels whose boundary was crossed ('' unless different) */
  stars: Stars;
  /** pairs (runs per side) the decision used */
  n: number;
  /** mean of log(new/old) */
  meanLogRatio: number;
  /** the 95 % confidence interval of log(new/old) at this look (same: within ±δ) */
  interval: [number, number];
}

/** The decision after look `look` (0-based index into design.looks) from the paired log ratios measured so far. */
export function decide(
  design: SequentialDesign,
  look: number,
  ratios: readonly number[],
  { delta, measured }: Margin,
): SequentialDecision {
  const n = ratios.length;
  if (look < 0 || look >= design.looks.length) throw new RangeError(`look ${look} is not one of the design's`);
  if (n < 2) return { state: 'open', stars: '', n, meanLogRatio: NaN, interval: [-Infinity, Infinity] };
  const { mean, standardError, pValue } = pairedTTest(ratios);
  const df = n - 1;
  const crossed = STAR_ALPHAS.filter((_, level) => pValue <= design.nominal[level]![look]!).length;
  const halfWidth = standardError === 0 ? 0 : studentTUpperQuantile(EQUIVALENCE_ALPHA / 2, df) * standardError;
  const interval: [number, number] = [mean - halfWidth, mean + halfWidth];
  const margin = Math.log1p(delta);
  let state: SequentialState = 'open';
  if (crossed > 0) state = 'different';
  else if (interval[0] >= -margin && interval[1] <= margin && (!measured || pValue >= SAME_MIN_P)) state = 'same';
  return { state, stars: '*'.repeat(crossed) as Stars, n, meanLogRatio: mean, interval };
}

/**
 * The default δ (a fraction): one run's noise, the median over the rows of
 * the standard deviation of log(new/old), as e^sd - 1. Rows with fewer than
 * two pairs do not count; NaN when none has two.
 */
export function defaultDelta(rows: readonly (readonly number[])[]): number {
  const deviations = rows
    .filter((ratios) => ratios.length >= 2)
    .map((ratios) => {
      const { standardError, n } = summarizePairs(ratios);
      return standardError * Math.sqrt(n);
    })
    .sort((a, b) => a - b);
  if (deviations.length === 0) return NaN;
  const middle = deviations.length >> 1;
  const median =
    deviations.length % 2 === 1 ? deviations[middle]! : (deviations[middle - 1]! + deviations[middle]!) / 2;
  return Math.expm1(median);
}
