import { createRequire as __nodeBenchCreateRequire } from 'node:module';
const require = __nodeBenchCreateRequire(import.meta.url);
import {
  ALPHAS,
  normalDistribution,
  studentTLowerTail,
  studentTUpperQuantile
} from "./chunk-ZPW32CLV.js";

// src/stats/sequential.ts
var STAR_ALPHAS = ALPHAS;
var SPENDING_GAMMA = -4;
var SAME_MIN_P = 0.2;
var EQUIVALENCE_ALPHA = 0.05;
var T_ALLOWANCE = 0.9;
function lookRuns(schedule) {
  const { minRuns, roundRuns, maxRuns } = schedule;
  if (!Number.isInteger(minRuns) || minRuns < 3) throw new RangeError(`minimum runs must be 3 or more; got ${minRuns}`);
  if (!Number.isInteger(roundRuns) || roundRuns < 1)
    throw new RangeError(`runs per round must be 1 or more; got ${roundRuns}`);
  if (!Number.isInteger(maxRuns) || maxRuns < minRuns) {
    throw new RangeError(`max runs must be a whole number of at least the minimum runs (${minRuns}); got ${maxRuns}`);
  }
  const looks = [];
  for (let n = minRuns; n < maxRuns; n += roundRuns) looks.push(n);
  looks.push(maxRuns);
  return looks;
}
function spentAlpha(alpha, t, gamma = SPENDING_GAMMA) {
  if (t <= 0) return 0;
  if (t >= 1) return alpha;
  if (gamma === 0) return alpha * t;
  return alpha * (1 - Math.exp(-gamma * t)) / (1 - Math.exp(-gamma));
}
var normalDensity = (x) => Math.exp(-0.5 * x * x) / Math.sqrt(2 * Math.PI);
var GRID = 201;
function simpsonWeights(points, step) {
  const weights = new Float64Array(points);
  for (let i = 0; i < points; i++) {
    weights[i] = (i === 0 || i === points - 1 ? 1 : i % 2 === 1 ? 4 : 2) * step / 3;
  }
  return weights;
}
function solveDecreasing(f, target, lo, hi) {
  for (let i = 0; i < 60 && hi - lo > 1e-9; i++) {
    const mid = (lo + hi) / 2;
    if (f(mid) > target) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}
function zBoundaries(spend, fractions) {
  const boundaries = [];
  let grid = null;
  let density = null;
  let weights = null;
  let previousFraction = 0;
  let previousSpent = 0;
  for (const fraction of fractions) {
    const spent = spend(fraction);
    const increment = Math.max(spent - previousSpent, 1e-300);
    const root = Math.sqrt(fraction);
    let boundary;
    if (grid === null || density === null || weights === null) {
      boundary = solveDecreasing((b) => 2 * normalDistribution(-b), increment, 0, 40);
    } else {
      const spread = Math.sqrt(fraction - previousFraction);
      const [g, d, w] = [grid, density, weights];
      const crossing = (b) => {
        let sum = 0;
        for (let i = 0; i < g.length; i++) {
          const u = g[i];
          sum += w[i] * d[i] * (normalDistribution((-b * root - u) / spread) + normalDistribution((-b * root + u) / spread));
        }
        return sum;
      };
      boundary = solveDecreasing(crossing, increment, 0, 40);
    }
    boundaries.push(boundary);
    const edge = boundary * root;
    const step = 2 * edge / (GRID - 1);
    const nextGrid = Float64Array.from({ length: GRID }, (_, i) => -edge + i * step);
    const nextDensity = new Float64Array(GRID);
    if (grid === null || density === null || weights === null) {
      for (let i = 0; i < GRID; i++) nextDensity[i] = normalDensity(nextGrid[i] / root) / root;
    } else {
      const spread = Math.sqrt(fraction - previousFraction);
      for (let i = 0; i < GRID; i++) {
        let sum = 0;
        for (let j = 0; j < grid.length; j++) {
          sum += weights[j] * density[j] * normalDensity((nextGrid[i] - grid[j]) / spread);
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
function sequentialDesign(schedule, gamma = SPENDING_GAMMA) {
  const looks = lookRuns(schedule);
  const fractions = looks.map((n) => n / schedule.maxRuns);
  const nominal = STAR_ALPHAS.map(
    (alpha) => zBoundaries((t) => spentAlpha(alpha * T_ALLOWANCE, t, gamma), fractions).map((z) => 2 * normalDistribution(-z))
  );
  return { schedule, looks, nominal };
}
function pairedLogRatios(old, current) {
  const pairs = Math.min(old.length, current.length);
  const ratios = [];
  for (let k = 0; k < pairs; k++) ratios.push(Math.log(current[k] / old[k]));
  return ratios;
}
function summarizePairs(ratios) {
  const n = ratios.length;
  let sum = 0;
  for (const r of ratios) sum += r;
  const mean = sum / n;
  let squares = 0;
  for (const r of ratios) squares += (r - mean) ** 2;
  return { n, mean, standardError: Math.sqrt(squares / (n - 1) / n) };
}
function pairedTTest(ratios) {
  const summary = summarizePairs(ratios);
  const { n, mean, standardError } = summary;
  const pValue = standardError === 0 ? mean === 0 ? 1 : 0 : Math.min(1, 2 * studentTLowerTail(mean / standardError, n - 1));
  return { ...summary, pValue };
}
function decide(design, look, ratios, { delta, measured }) {
  const n = ratios.length;
  if (look < 0 || look >= design.looks.length) throw new RangeError(`look ${look} is not one of the design's`);
  if (n < 2) return { state: "open", stars: "", n, meanLogRatio: NaN, interval: [-Infinity, Infinity] };
  const { mean, standardError, pValue } = pairedTTest(ratios);
  const df = n - 1;
  const crossed = STAR_ALPHAS.filter((_, level) => pValue <= design.nominal[level][look]).length;
  const halfWidth = standardError === 0 ? 0 : studentTUpperQuantile(EQUIVALENCE_ALPHA / 2, df) * standardError;
  const interval = [mean - halfWidth, mean + halfWidth];
  const margin = Math.log1p(delta);
  let state = "open";
  if (crossed > 0) state = "different";
  else if (interval[0] >= -margin && interval[1] <= margin && (!measured || pValue >= SAME_MIN_P)) state = "same";
  return { state, stars: "*".repeat(crossed), n, meanLogRatio: mean, interval };
}
function defaultDelta(rows) {
  const deviations = rows.filter((ratios) => ratios.length >= 2).map((ratios) => {
    const { standardError, n } = summarizePairs(ratios);
    return standardError * Math.sqrt(n);
  }).sort((a, b) => a - b);
  if (deviations.length === 0) return NaN;
  const middle = deviations.length >> 1;
  const median = deviations.length % 2 === 1 ? deviations[middle] : (deviations[middle - 1] + deviations[middle]) / 2;
  return Math.expm1(median);
}

// src/stats/verdict.ts
var ADAPTIVE_DEFAULTS = { minRuns: 4, roundRuns: 2, maxRuns: 30 };
var AdaptiveRows = class {
  design;
  #delta;
  /** δ is measured at the first look (the user gave none) */
  #deltaMeasured;
  #rates = /* @__PURE__ */ new Map();
  #settled = /* @__PURE__ */ new Map();
  #lastDecisions = /* @__PURE__ */ new Map();
  #looked = -1;
  constructor(options) {
    this.design = sequentialDesign(options.schedule);
    if (options.delta !== void 0 && !(options.delta >= 0)) {
      throw new RangeError(`the equivalence margin must be 0 or more; got ${options.delta}`);
    }
    this.#delta = options.delta;
    this.#deltaMeasured = options.delta === void 0;
  }
  /** The equivalence margin (fraction); undefined before the first look when derived. */
  get delta() {
    return this.#delta;
  }
  add(key, binary, rate) {
    let row = this.#rates.get(key);
    if (row === void 0) {
      row = { old: [], new: [] };
      this.#rates.set(key, row);
    }
    row[binary].push(rate);
  }
  /** Declares a row (so a row with no sample yet is open, not forgotten). */
  track(key) {
    if (!this.#rates.has(key)) this.#rates.set(key, { old: [], new: [] });
  }
  isSettled(key) {
    return this.#settled.has(key);
  }
  /** Runs per side the next look wants, null after the last look. */
  get nextLookRuns() {
    return this.design.looks[this.#looked + 1] ?? null;
  }
  /**
   * Looks at every open row (the next look of the schedule); returns the
   * keys still open. The first look fixes the derived δ.
   */
  look() {
    const look = this.#looked + 1;
    if (look >= this.design.looks.length) throw new RangeError("every look of the schedule is done");
    this.#looked = look;
    if (this.#delta === void 0) {
      const measured = defaultDelta([...this.#rates.values()].map((r) => pairedLogRatios(r.old, r.new)));
      this.#delta = Number.isNaN(measured) ? 0 : measured;
    }
    const open = [];
    const margin = { delta: this.#delta, measured: this.#deltaMeasured };
    for (const [key, rates] of this.#rates) {
      if (this.#settled.has(key)) continue;
      const decision = decide(this.design, look, pairedLogRatios(rates.old, rates.new), margin);
      this.#lastDecisions.set(key, decision);
      if (decision.state === "open") open.push(key);
      else this.#settled.set(key, decision);
    }
    return open;
  }
  /** The verdict of a row so far: open rows are inconclusive. */
  verdict(key) {
    const rates = this.#rates.get(key) ?? { old: [], new: [] };
    return rowVerdict(this.#settled.get(key), {
      deltaPercent: (this.#delta ?? NaN) * 100,
      n: { old: rates.old.length, new: rates.new.length }
    });
  }
  keys() {
    return [...this.#rates.keys()];
  }
};
function rowVerdict(decision, row) {
  if (decision === void 0 || decision.state === "open") return { verdict: "inconclusive", stars: "", ...row };
  if (decision.state === "same") return { verdict: "same", stars: "", ...row };
  return { verdict: decision.meanLogRatio > 0 ? "faster" : "slower", stars: decision.stars, ...row };
}
function attachVerdicts(comparisons, outcomes) {
  const byName = new Map(outcomes.map((o) => [`${o.filename} ${o.configuration}`, o.verdict]));
  for (const comparison of comparisons) {
    const verdict = byName.get(comparison.name);
    if (verdict !== void 0) comparison.verdict = verdict;
  }
}
function formatVerdictCounts(verdicts) {
  const count = (kind) => verdicts.filter((v) => v.verdict === kind).length;
  const delta = verdicts[0]?.deltaPercent ?? NaN;
  const runs = verdicts.map((v) => Math.min(v.n.old, v.n.new));
  const range = runs.length === 0 ? "" : `; ${Math.min(...runs)}-${Math.max(...runs)} runs per side`;
  return `--runs auto: ${count("faster")} faster, ${count("slower")} slower, ${count("same")} same within ±${delta.toFixed(2)} %, ${count("inconclusive")} inconclusive${range}`;
}

export {
  sequentialDesign,
  pairedLogRatios,
  decide,
  defaultDelta,
  ADAPTIVE_DEFAULTS,
  AdaptiveRows,
  rowVerdict,
  attachVerdicts,
  formatVerdictCounts
};
