// Rows too short to measure one thing (issue 54): a child that times a single
// call (the configuration's n is 1) measures whichever of the call's paths
// that process took (a cold or a warm cache, a JIT tier, a GC or not), so its
// rates fall in clusters far apart, and which cluster a run lands in is a
// coin flip per process. A t-test of such a sample tests the share of coin
// flips, not the code: vm/run-in-context.js at n=1 (recorded in
// bench/data/time-to-verdict.json) has both sides split between rates 7×
// apart, and the sequential test called it −51.9 % where a fixed 30-run
// tie-break said −6.6 % ±39 %. Such a row is not measurable as it is run;
// the report says so instead of calling it. Pure.
//
// The rule: a row is not measurable when its configuration times one call
// (n=1) and either side's log rates are bimodal. Bimodal, once a side has
// MIN_RUNS_JUDGED runs: split the sorted log rates where the variance left
// within the two parts is least, each part at least MIN_CLUSTER_SHARE of the
// runs; the parts' mean rates are at least MIN_FACTOR apart and Ashman's D,
// √2·|μ₁ − μ₂| / √(σ₁² + σ₂²), is at least MIN_SEPARATION. Why each bound,
// from the recorded rows: the bimodal vm/run-in-context.js row
// (breakOnSigint=1) splits into parts 5-10× apart, 25-50 % each, D 3.4-18
// (at 6 runs, one side or the other); its sibling breakOnSigint=0, a real
// +12.7 % change, has slow runs in 15 % of runs only 1.3-1.8× apart, which
// stay tested; the best split of an unimodal sample alone has D up to ~6
// at 6 runs (Gaussian, 95th percentile), so D does not decide without the
// factor, and a factor of 2 still flagged 2.3 % of unimodal sides with 30 %
// noise a run at one look (3: at most 2 % of such rows over all their
// looks). A many-call row with a bimodal side (domain/domain-fn-args.js
// args=1: runs that stall and runs that do not) is a real sample of the
// code's mixed behaviour, and stays tested. test/stats/robust-verdicts.test.ts
// checks the recorded rows and the unimodal ones.

/** Each cluster's least share of a side's runs. */
export const MIN_CLUSTER_SHARE = 0.25;
/** The least ratio of the two clusters' (geometric) mean rates. */
export const MIN_FACTOR = 3;
/** Ashman's D at or above which two clusters are separate. */
export const MIN_SEPARATION = 3;
/** Runs a side needs before its shape is judged. */
export const MIN_RUNS_JUDGED = 6;

/** Whether a configuration (compare.js's text, e.g. `n=1 type='a'`) times a single call. */
export function timesSingleCall(configuration: string): boolean {
  return /(^|\s)n=1(\s|$)/.test(configuration);
}

/**
 * The best two-cluster split of `values` (least variance within the parts,
 * each at least MIN_CLUSTER_SHARE and two values): the distance of the
 * parts' means and Ashman's D; NaN when no split has two a side.
 */
export function bimodalSplit(values: readonly number[]): { distance: number; separation: number } {
  const sorted = [...values].sort((a, b) => a - b);
  const n = sorted.length;
  const minimum = Math.max(2, Math.ceil(MIN_CLUSTER_SHARE * n));
  let best = { within: Infinity, distance: NaN, separation: NaN };
  for (let split = minimum; split <= n - minimum; split++) {
    const low = moments(sorted, 0, split);
    const high = moments(sorted, split, n);
    const within = low.squares + high.squares;
    if (within < best.within) {
      const spread = Math.sqrt(low.squares / (split - 1) + high.squares / (n - split - 1));
      const distance = high.mean - low.mean;
      best = { within, distance, separation: spread === 0 ? Infinity : (Math.SQRT2 * distance) / spread };
    }
  }
  return { distance: best.distance, separation: best.separation };
}

function moments(sorted: readonly number[], from: number, to: number): { mean: number; squares: number } {
  let sum = 0;
  for (let i = from; i < to; i++) sum += sorted[i]!;
  const mean = sum / (to - from);
  let squares = 0;
  for (let i = from; i < to; i++) squares += (sorted[i]! - mean) ** 2;
  return { mean, squares };
}

/** Whether one side's rates fall in two separate clusters (log scale; at least MIN_RUNS_JUDGED runs). */
export function isBimodal(rates: Iterable<number>): boolean {
  const logs = [...rates].filter((rate) => rate > 0).map(Math.log);
  if (logs.length < MIN_RUNS_JUDGED) return false;
  const { distance, separation } = bimodalSplit(logs);
  return distance >= Math.log(MIN_FACTOR) && separation >= MIN_SEPARATION;
}

/** Whether a row of one call per child has a side whose timings are bimodal: not measurable as it is run. */
export function isSingleCallBimodal(configuration: string, old: Iterable<number>, current: Iterable<number>): boolean {
  return timesSingleCall(configuration) && (isBimodal(old) || isBimodal(current));
}
