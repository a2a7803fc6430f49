import { createRequire as __nodeBenchCreateRequire } from 'node:module';
const require = __nodeBenchCreateRequire(import.meta.url);
import {
  DEFAULT_DELTA_PERCENT,
  NO_ESTIMATE,
  normalDistribution,
  studentTLowerTail,
  studentTUpperQuantile
} from "./chunk-6GNYY2MZ.js";
import {
  GITHUB_SHA,
  SET_KEY,
  external_exports
} from "./chunk-ILDHKKTL.js";
import {
  UserError
} from "./chunk-S77ZKJKL.js";

// src/stats/sequential.ts
var SPENDING_GAMMA = -4;
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
var FAMILY_ALPHA = 0.05;
var EQUIVALENCE_ALPHA = 0.05;
var SequentialDesign = class {
  constructor(schedule, gamma = SPENDING_GAMMA) {
    this.schedule = schedule;
    this.looks = lookRuns(schedule);
    this.#fractions = this.looks.map((n) => n / schedule.maxRuns);
    this.#gamma = gamma;
    this.equivalenceLevels = this.nominal(EQUIVALENCE_ALPHA);
  }
  looks;
  /** per look, the two-sided level of the interval the "same" test reads */
  equivalenceLevels;
  #fractions;
  #gamma;
  #boundaries = /* @__PURE__ */ new Map();
  /**
   * A look's repeated p-value: the smallest familywise level α (at most
   * FAMILY_ALPHA) whose boundary the look's nominal p-value crosses;
   * Infinity when it crosses none up to FAMILY_ALPHA (such a row can never be
   * rejected). Levels come from a fixed grid, 8 a decade from FAMILY_ALPHA
   * down (REPEATED_GRID), each computed on first use, log-linear between grid
   * points: at most the grid's levels are ever computed, whatever the rows
   * (a hostile artifact cannot make the report job's replay costly).
   */
  repeatedPValue(look, pValue) {
    const at = (j) => this.nominal(gridAlpha(j))[look];
    if (!(pValue <= at(0))) return Infinity;
    if (pValue <= at(REPEATED_GRID)) return gridAlpha(REPEATED_GRID);
    let high = 0;
    let low = REPEATED_GRID;
    while (low - high > 1) {
      const mid = high + low >> 1;
      if (pValue <= at(mid)) high = mid;
      else low = mid;
    }
    const [pHigh, pLow] = [Math.log(at(high)), Math.log(at(low))];
    const share = pHigh === pLow ? 0 : (Math.log(pValue) - pLow) / (pHigh - pLow);
    return Math.exp(Math.log(gridAlpha(low)) + share * (Math.log(gridAlpha(high)) - Math.log(gridAlpha(low))));
  }
  /** How many levels' boundaries were computed (what the design cost). */
  get levelsComputed() {
    return this.#boundaries.size;
  }
  /** The nominal two-sided p-value each look must beat for a row to cross level `alpha`. */
  nominal(alpha) {
    let levels = this.#boundaries.get(alpha);
    if (levels === void 0) {
      levels = zBoundaries((t) => spentAlpha(alpha * T_ALLOWANCE, t, this.#gamma), this.#fractions).map(
        (z) => 2 * normalDistribution(-z)
      );
      this.#boundaries.set(alpha, levels);
    }
    return levels;
  }
};
var REPEATED_GRID = 72;
var gridAlpha = (j) => FAMILY_ALPHA * 10 ** (-j / 8);
function gridLevelAtMost(alpha) {
  const j = Math.ceil(-8 * Math.log10(alpha / FAMILY_ALPHA) - 1e-9);
  return gridAlpha(Math.min(REPEATED_GRID, Math.max(0, j)));
}
var designs = /* @__PURE__ */ new Map();
function sequentialDesign(schedule, gamma = SPENDING_GAMMA) {
  const key = JSON.stringify([schedule.minRuns, schedule.roundRuns, schedule.maxRuns, gamma]);
  let design = designs.get(key);
  if (design === void 0) {
    design = new SequentialDesign(schedule, gamma);
    designs.set(key, design);
  }
  return design;
}
function pairedLogRatios(old, current, upToRun = Infinity) {
  const runs = [...old.keys()].filter((run) => run <= upToRun && current.has(run)).sort((a, b) => a - b);
  return runs.map((run) => Math.log(current.get(run) / old.get(run)));
}
function summarizePairs(ratios) {
  const n = ratios.length;
  let sum = 0;
  for (const r of ratios) sum += r;
  const mean = sum / n;
  let squares = 0;
  for (const r of ratios) squares += (r - mean) ** 2;
  const meanVariance = squares / (n - 1) / n;
  return { n, mean, meanVariance, standardError: Math.sqrt(meanVariance) };
}
function pairedTTest(ratios) {
  const summary = summarizePairs(ratios);
  const { n, mean, standardError } = summary;
  const pValue = standardError === 0 ? mean === 0 ? 1 : 0 : Math.min(1, 2 * studentTLowerTail(mean / standardError, n - 1));
  return { ...summary, pValue };
}
function lookStatistic(look, ratios) {
  if (ratios.length < 2) return { look, n: ratios.length, mean: NaN, standardError: NaN, pValue: 1 };
  const { n, mean, standardError, pValue } = pairedTTest(ratios);
  return { look, n, mean, standardError, pValue, trimmed: trimmedMeanTest(ratios) };
}
var TRIM = 0.2;
function trimmedMeanTest(ratios) {
  const n = ratios.length;
  const sorted = [...ratios].sort((a, b) => a - b);
  const g = Math.floor(TRIM * n);
  let sum = 0;
  for (let i = g; i < n - g; i++) sum += sorted[i];
  const estimate = sum / (n - 2 * g);
  const winsorized = sorted.map((_, i) => sorted[Math.min(n - 1 - g, Math.max(g, i))]);
  const winsorizedSd = Math.sqrt(summarizePairs(winsorized).meanVariance * n);
  const standardError = winsorizedSd / ((1 - 2 * g / n) * Math.sqrt(n));
  const df = n - 2 * g - 1;
  const pValue = standardError === 0 ? estimate === 0 ? 1 : 0 : Math.min(1, 2 * studentTLowerTail(-Math.abs(estimate) / standardError, df));
  return { estimate, standardError, df, pValue, winsorizedSd };
}
function logInterval(statistic, alpha = 0.05) {
  const { n, mean, standardError } = statistic;
  if (n < 2) return [-Infinity, Infinity];
  const half = standardError === 0 ? 0 : studentTUpperQuantile(alpha / 2, n - 1) * standardError;
  return [mean - half, mean + half];
}
function withinMargin(design, statistic, delta) {
  if (statistic.n < 2) return false;
  const [low, high] = logInterval(statistic, design.equivalenceLevels[statistic.look]);
  const margin = Math.log1p(delta);
  return low >= -margin && high <= margin;
}
var EARLY_CALL_GUARD = { slowdown: 2, unseenChance: 0.2 };
var TRIMMED_TEST_RULE = {
  ...EARLY_CALL_GUARD,
  trimmedTestGate: 0.01,
  detectsSingleCalls: true
};
var RARE_RUN_MARGIN = { slowdown: 1.2, unseenChance: 0.2, spread: 4, largest: 1.6 };
var VERDICT_RULE = { ...TRIMMED_TEST_RULE, rareRunMargin: RARE_RUN_MARGIN };
function cancellableChange(n, guard = VERDICT_RULE) {
  return missedRunChange(Math.log(guard.slowdown), n, guard.unseenChance);
}
function missedRunChange(run, n, unseenChance) {
  return run * (1 - unseenChance ** (1 / n));
}
function clearsGuard(n, estimate, standardError, df, guard) {
  let quantile = interval95Quantiles.get(df);
  if (quantile === void 0) {
    quantile = studentTUpperQuantile(0.025, df);
    interval95Quantiles.set(df, quantile);
  }
  return Math.abs(estimate) - quantile * standardError >= cancellableChange(n, guard);
}
function mayCallDifferent(design, statistic, rule = VERDICT_RULE) {
  if (statistic.n < 2) return false;
  if (statistic.look === design.looks.length - 1) return true;
  return clearsGuard(statistic.n, statistic.mean, statistic.standardError, statistic.n - 1, rule);
}
function rareRunMarginAt(statistic, rule = VERDICT_RULE) {
  const margin = rule.rareRunMargin;
  if (margin === void 0) return 0;
  const { n, standardError, trimmed } = statistic;
  const bulkSd = trimmed?.winsorizedSd ?? standardError * Math.sqrt(n);
  const run = Math.max(
    Math.log(margin.slowdown),
    Math.min(Math.log(margin.largest ?? Infinity), (margin.spread ?? 0) * bulkSd)
  );
  return missedRunChange(run, n, margin.unseenChance);
}
function tMarginPValue(statistic, rule = VERDICT_RULE) {
  if (rule.rareRunMargin === void 0) return statistic.pValue;
  const margin = rareRunMarginAt(statistic, rule);
  return marginPValue(statistic.mean, statistic.standardError, statistic.n - 1, margin);
}
function marginPValue(estimate, standardError, df, margin) {
  const beyond = Math.abs(estimate) - margin;
  if (!(beyond > 0)) return 1;
  if (standardError === 0) return 0;
  return Math.min(1, 2 * studentTLowerTail(-beyond / standardError, df));
}
var interval95Quantiles = /* @__PURE__ */ new Map();
function lookPValue(statistic, rule = VERDICT_RULE) {
  if (rule.trimmedTestGate === void 0 || statistic.trimmed === void 0) return statistic.pValue;
  const share = rule.trimmedShare ?? TRIMMED_SHARE;
  return Math.min(1, statistic.pValue / (1 - share), statistic.trimmed.pValue / share);
}
var TRIMMED_SHARE = 0.2;
function callablePValue(design, statistic, rule) {
  const gate = rule.trimmedTestGate;
  const trimmed = gate === void 0 ? void 0 : statistic.trimmed;
  const share = rule.trimmedShare ?? TRIMMED_SHARE;
  const tPValue = tMarginPValue(statistic, rule);
  let best = mayCallDifferent(design, statistic, rule) ? tPValue / (trimmed === void 0 ? 1 : 1 - share) : Infinity;
  if (trimmed === void 0 || !(tPValue <= gate) || Math.sign(trimmed.estimate) !== Math.sign(statistic.mean)) {
    return best === Infinity ? Infinity : Math.min(1, best);
  }
  if (rule.rareRunMargin === void 0) {
    if (clearsGuard(statistic.n, trimmed.estimate, trimmed.standardError, trimmed.df, rule)) {
      best = Math.min(best, trimmed.pValue / share);
    }
  } else {
    const margin = cancellableChange(statistic.n, rule);
    if (Math.abs(trimmed.estimate) > margin) {
      best = Math.min(best, marginPValue(trimmed.estimate, trimmed.standardError, trimmed.df, margin) / share);
    }
  }
  return best === Infinity ? Infinity : Math.min(1, best);
}
function heldBack(design, statistic, rule) {
  return statistic.n >= 2 && callablePValue(design, statistic, rule) === Infinity && lookPValue(statistic, rule) <= design.nominal(FAMILY_ALPHA)[statistic.look];
}
function repeatedPValue(design, looks, rule = VERDICT_RULE) {
  let best = { pValue: Infinity, look: null };
  for (const statistic of looks) {
    const nominal = callablePValue(design, statistic, rule);
    if (nominal === Infinity) continue;
    const pValue = design.repeatedPValue(statistic.look, nominal);
    if (pValue < best.pValue) best = { pValue, look: statistic.look };
  }
  return best;
}
function familyDecisions(design, rows, delta, familySize = rows.length, rule = VERDICT_RULE) {
  if (!Number.isInteger(familySize) || familySize < rows.length) {
    throw new RangeError(
      `the family size must be a whole number of at least the ${rows.length} rows; got ${familySize}`
    );
  }
  const decisions = rows.map(() => ({ state: "open", settledAt: null }));
  const repeated = rows.map((looks) => repeatedPValue(design, looks, rule));
  const order = repeated.map((_, i) => i).sort((a, b) => repeated[a].pValue - repeated[b].pValue);
  for (const [rank, i] of order.entries()) {
    const { pValue, look } = repeated[i];
    if (!(pValue <= FAMILY_ALPHA / (familySize - rank))) break;
    decisions[i] = { state: "different", settledAt: look };
  }
  rows.forEach((looks, i) => {
    if (decisions[i].state === "different") return;
    const same = looks.find((s) => withinMargin(design, s, delta) && !heldBack(design, s, rule));
    if (same !== void 0) decisions[i] = { state: "same", settledAt: same.look };
  });
  return decisions;
}

// src/stats/futility.ts
var FUTILITY = { power: 0.05, sdConfidence: 0.9 };
function isFutile(design, statistic, delta, thresholds = FUTILITY) {
  const remaining = design.schedule.maxRuns - design.looks[statistic.look];
  const { n, standardError } = statistic;
  if (remaining <= 0 || n < 2 || !(standardError > 0)) return false;
  const maxPairs = n + remaining;
  return sameIsFutile(design, statistic, maxPairs, delta, thresholds.sdConfidence) && differentIsFutile(design, statistic, maxPairs, thresholds.power);
}
function sameIsFutile(design, statistic, maxPairs, delta, sdConfidence) {
  const { n, standardError } = statistic;
  const sd = standardError * Math.sqrt(n);
  const sdLow = sd * Math.sqrt((n - 1) / memo(`chi ${sdConfidence} ${n - 1}`, () => chiSquareQuantile(sdConfidence, n - 1)));
  const lastLevel = design.equivalenceLevels.at(-1);
  const quantile = memo(`t ${lastLevel} ${maxPairs - 1}`, () => studentTUpperQuantile(lastLevel / 2, maxPairs - 1));
  return quantile * sdLow / Math.sqrt(maxPairs) > Math.log1p(delta);
}
function differentIsFutile(design, statistic, maxPairs, threshold) {
  const information = statistic.n / maxPairs;
  const lastNominal = design.nominal(FAMILY_ALPHA).at(-1);
  const boundary = memo(`z ${lastNominal}`, () => normalUpperQuantile(lastNominal / 2));
  const thresholdQuantile = memo(`z ${threshold}`, () => normalUpperQuantile(threshold));
  const highestFutileZ = boundary * Math.sqrt(information) - thresholdQuantile * Math.sqrt(1 - information);
  return highestFutileZ > 0 && statistic.pValue / 2 > normalDistribution(-highestFutileZ);
}
var quantiles = /* @__PURE__ */ new Map();
function memo(key, compute) {
  let value = quantiles.get(key);
  if (value === void 0) {
    value = compute();
    quantiles.set(key, value);
  }
  return value;
}
function normalUpperQuantile(upperTail) {
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
function chiSquareQuantile(p, degrees) {
  const z = p === 0.5 ? 0 : p > 0.5 ? normalUpperQuantile(1 - p) : -normalUpperQuantile(p);
  const scale = 2 / (9 * degrees);
  return degrees * Math.max(0, 1 - scale + z * Math.sqrt(scale)) ** 3;
}

// src/stats/single-call.ts
var MIN_CLUSTER_SHARE = 0.25;
var MIN_FACTOR = 3;
var MIN_SEPARATION = 3;
var MIN_RUNS_JUDGED = 6;
function timesSingleCall(configuration) {
  return /(^|\s)n=1(\s|$)/.test(configuration);
}
function bimodalSplit(values) {
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
      best = { within, distance, separation: spread === 0 ? Infinity : Math.SQRT2 * distance / spread };
    }
  }
  return { distance: best.distance, separation: best.separation };
}
function moments(sorted, from, to) {
  let sum = 0;
  for (let i = from; i < to; i++) sum += sorted[i];
  const mean = sum / (to - from);
  let squares = 0;
  for (let i = from; i < to; i++) squares += (sorted[i] - mean) ** 2;
  return { mean, squares };
}
function isBimodal(rates) {
  const logs = [...rates].filter((rate) => rate > 0).map(Math.log);
  if (logs.length < MIN_RUNS_JUDGED) return false;
  const { distance, separation } = bimodalSplit(logs);
  return distance >= Math.log(MIN_FACTOR) && separation >= MIN_SEPARATION;
}

// src/stats/verdict-interval.ts
function verdictInterval(design, looks, decision, notRejectedRows, tShare = 1, margin = () => 0) {
  if (decision?.state === "different") return void 0;
  if (decision?.state === "same") {
    const statistic = looks.find((s) => s.look === decision.settledAt);
    return { statistic, alpha: design.equivalenceLevels[statistic.look] };
  }
  const last = looks.at(-1);
  if (last === void 0 || last.n < 2) return void 0;
  const level = gridLevelAtMost(FAMILY_ALPHA / Math.max(1, notRejectedRows));
  const alpha = design.nominal(level)[last.look] * tShare;
  const widening = margin(last);
  if (widening === 0) return { statistic: last, alpha };
  const standardError = last.standardError + widening / studentTUpperQuantile(alpha / 2, last.n - 1);
  return { statistic: { ...last, standardError }, alpha };
}

// src/stats/verdict.ts
var ADAPTIVE_DEFAULTS = { minRuns: 4, roundRuns: 2, maxRuns: 30 };
function passSchedules(schedule, earlierCaps = []) {
  const caps = [...earlierCaps, schedule.maxRuns];
  caps.forEach((cap, i) => {
    if (!Number.isInteger(cap) || i > 0 && cap <= caps[i - 1] || i === 0 && cap < schedule.minRuns) {
      throw new RangeError(
        `the passes' caps must increase from the minimum runs (${schedule.minRuns}); got ${caps.join(", ")}`
      );
    }
  });
  return caps.map(
    (cap, i) => i === 0 ? { ...schedule, maxRuns: cap } : { minRuns: Math.min(caps[i - 1] + schedule.roundRuns, cap), roundRuns: schedule.roundRuns, maxRuns: cap }
  );
}
var AdaptiveRows = class _AdaptiveRows {
  /** the run's schedule: minRuns, roundRuns, and its cap (the last pass's) */
  schedule;
  /** the caps of the passes before the last ([]: one pass, the usual run) */
  earlierCaps;
  /** each pass's design (passSchedules) */
  designs;
  /** each look of the run: its pass, its index within that pass's design, and its runs per side */
  #lookAt;
  /** the margin of "same" in percent */
  deltaPercent;
  /** the same as a fraction: the one place δ enters the math (sequential.ts, futility.ts) */
  #delta;
  /** Holm's m as given; null: the rows' own count */
  familySize;
  #futility;
  #rule;
  #rows = /* @__PURE__ */ new Map();
  #decisions = /* @__PURE__ */ new Map();
  #looked = -1;
  /** per pass, the rows its family did not reject: Holm's level of their intervals (verdictInterval) */
  #notRejected;
  constructor(options) {
    this.schedule = options.schedule;
    this.earlierCaps = [...options.earlierCaps ?? []];
    this.designs = passSchedules(options.schedule, this.earlierCaps).map((schedule) => sequentialDesign(schedule));
    this.#lookAt = this.designs.flatMap((design, pass) => design.looks.map((runs, look) => ({ pass, look, runs })));
    this.#notRejected = this.designs.map(() => 0);
    const { deltaPercent } = options;
    if (!(deltaPercent >= 0)) throw new RangeError(`the equivalence margin must be 0 or more; got ${deltaPercent}`);
    this.deltaPercent = deltaPercent;
    this.#delta = deltaPercent / 100;
    const { familySize } = options;
    if (familySize !== void 0 && !(Number.isInteger(familySize) && familySize >= 1)) {
      throw new RangeError(`the family size must be a whole number of 1 or more; got ${familySize}`);
    }
    this.familySize = familySize ?? null;
    this.#futility = options.futility ?? true;
    this.#rule = options.rule ?? VERDICT_RULE;
  }
  #row(key) {
    let row = this.#rows.get(key);
    if (row === void 0) {
      if (this.#rows.size === this.familySize) {
        throw new RangeError(`the family has ${this.familySize} rows: no room for ${key}`);
      }
      row = { rates: { old: /* @__PURE__ */ new Map(), new: /* @__PURE__ */ new Map() }, pass: 0, looks: [], stoppedAt: null, singleCall: false };
      this.#rows.set(key, row);
    }
    return row;
  }
  /** The rate of run `run` (1-based) of a row on one side; a second rate for the same run is not paired. */
  add(key, binary, run, rate) {
    const rates = this.#row(key).rates[binary];
    if (!rates.has(run)) rates.set(run, rate);
  }
  /**
   * Declares a row (so a row with no sample yet is open, not forgotten);
   * `name`, the row's `filename configuration`, says whether its children
   * time a single call (single-call.ts). The runner and the report's replay
   * must give the same name.
   */
  track(key, name) {
    const row = this.#row(key);
    if (name !== void 0) row.singleCall = timesSingleCall(name);
  }
  isSettled(key) {
    return this.#rows.get(key)?.stoppedAt != null;
  }
  /** Runs per side the next look wants, null after the last look. */
  get nextLookRuns() {
    return this.#lookAt[this.#looked + 1]?.runs ?? null;
  }
  /** How many looks were made. */
  get looksDone() {
    return this.#looked + 1;
  }
  /** Each pass's cap, in order (one: the usual run). */
  get passCaps() {
    return [...this.earlierCaps, this.schedule.maxRuns];
  }
  /** The runs per side of each look of the run, every pass's, in order. */
  get lookRuns() {
    return this.#lookAt.map((at) => at.runs);
  }
  /** The pass the next look belongs to (the last pass's index after the last look). */
  get currentPass() {
    return (this.#lookAt[this.#looked + 1] ?? this.#lookAt.at(-1)).pass;
  }
  /**
   * Looks at every open row (the next look of the schedule: the pairs up to
   * its runs), then decides for the family; returns the keys still open. The
   * last look of a pass before the last reopens the rows it left undecided
   * for the next pass: they run on. Only the last pass stops rows as futile.
   */
  look() {
    const at = this.#lookAt[this.#looked + 1];
    if (at === void 0) throw new RangeError("every look of the schedule is done");
    this.#looked++;
    const design = this.designs[at.pass];
    for (const row of this.#rows.values()) {
      if (row.stoppedAt !== null || row.pass !== at.pass) continue;
      row.looks.push(lookStatistic(at.look, pairedLogRatios(row.rates.old, row.rates.new, at.runs)));
      if (row.singleCall && this.#rule.detectsSingleCalls === true && bimodalUpTo(row, at.runs))
        row.unmeasurable = true;
    }
    this.#decideFamily(at.pass);
    const lastPass = at.pass === this.designs.length - 1;
    const passEnds = at.look === design.looks.length - 1 && !lastPass;
    const open = [];
    for (const [key, row] of this.#rows) {
      if (row.pass !== at.pass) continue;
      const state = this.#decisions.get(key).state;
      if (state !== "open" || row.unmeasurable) row.stoppedAt ??= this.#looked;
      else if (passEnds) {
        Object.assign(row, { pass: at.pass + 1, looks: [], stoppedAt: null });
        delete row.futile;
        this.#decisions.delete(key);
        open.push(key);
      } else if (row.stoppedAt === null && this.#futility && lastPass && isFutile(design, { ...row.looks.at(-1), pValue: lookPValue(row.looks.at(-1), this.#rule) }, this.#delta)) {
        row.stoppedAt = this.#looked;
        row.futile = true;
      } else if (row.stoppedAt === null) open.push(key);
    }
    return open;
  }
  /** The decisions of pass `pass`'s family over its rows' looks so far (familyDecisions), kept per row. */
  #decideFamily(pass) {
    const keys = [...this.#rows.keys()].filter((key) => this.#rows.get(key).pass === pass);
    const decisions = familyDecisions(
      this.designs[pass],
      // a row not measurable is never called: it keeps its place in Holm's m, with no look
      keys.map((key) => this.#rows.get(key).unmeasurable ? [] : this.#rows.get(key).looks),
      this.#delta,
      // a later pass tests only the rows left open, at the whole run's m (Holm over a data-chosen subset would not hold)
      this.familySize ?? this.#rows.size,
      this.#rule
    );
    keys.forEach((key, i) => this.#decisions.set(key, decisions[i]));
    this.#notRejected[pass] = decisions.filter((d) => d.state !== "different").length + (this.#rows.size - keys.length);
  }
  /** The row's outcome so far: open rows are unresolved, rows without two pairs untested. */
  verdict(key) {
    const row = this.#rows.get(key) ?? {
      rates: { old: /* @__PURE__ */ new Map(), new: /* @__PURE__ */ new Map() },
      pass: 0,
      looks: [],
      stoppedAt: null,
      singleCall: false
    };
    const ratios = pairedLogRatios(row.rates.old, row.rates.new);
    const all = lookStatistic(-1, ratios);
    const decision = this.#decisions.get(key);
    const rested = verdictInterval(
      this.designs[row.pass],
      row.looks,
      decision,
      this.#notRejected[row.pass],
      this.#rule.trimmedTestGate === void 0 ? 1 : 1 - (this.#rule.trimmedShare ?? TRIMMED_SHARE),
      (statistic) => rareRunMarginAt(statistic, this.#rule)
    );
    const estimate = all.n < 2 ? NO_ESTIMATE : rested ? percentEstimate(rested.statistic, rested.alpha) : percentEstimate(all);
    let outcome;
    if (decision?.state === "different") {
      const decisive = row.looks.find((s) => s.look === decision.settledAt);
      outcome = decisive.mean < 0 ? "regression" : "improvement";
    } else if (decision?.state === "same") outcome = "same";
    else outcome = all.n < 2 ? "untested" : "unresolved";
    const lastRun = Math.max(0, ...row.rates.old.keys(), ...row.rates.new.keys());
    const missing = (side) => Array.from({ length: lastRun }, (_, i) => i + 1).filter((run) => !side.has(run));
    return {
      outcome,
      estimate,
      n: { old: row.rates.old.size, new: row.rates.new.size },
      looks: row.looks.length,
      missingRuns: { old: missing(row.rates.old), new: missing(row.rates.new) },
      stop: row.futile && outcome === "unresolved" ? "futile" : void 0,
      unmeasurable: row.unmeasurable && outcome === "unresolved" ? "single-call" : void 0
    };
  }
  keys() {
    return [...this.#rows.keys()];
  }
  /** Every row's verdict by its key (the table's row name), with δ: what analyzeDecided takes. */
  named() {
    return {
      deltaPercent: this.deltaPercent,
      passes: this.earlierCaps.length > 0 ? this.passCaps : void 0,
      rows: this.keys().map((name) => ({ name, verdict: this.verdict(name) }))
    };
  }
  /**
   * The rows of several runs (the shards of one) as one family: each row's
   * looks as its own run made them (a row is never looked at again), the
   * family's decisions made anew over all of them, at the family size the
   * runs were given (a lost shard keeps its place in m: the merge still
   * contains every present shard's calls). The runs must share the schedule,
   * δ and family size, and no row may be in two.
   */
  static merge(parts) {
    const first = parts[0];
    if (first === void 0) throw new RangeError("no adaptive rows to merge");
    const merged = new _AdaptiveRows({
      schedule: first.schedule,
      deltaPercent: first.deltaPercent,
      earlierCaps: first.earlierCaps,
      rule: first.#rule,
      familySize: first.familySize ?? void 0
    });
    for (const part of parts) {
      if (JSON.stringify([part.schedule, part.earlierCaps]) !== JSON.stringify([first.schedule, first.earlierCaps]) || part.deltaPercent !== first.deltaPercent) {
        throw new RangeError("the adaptive runs to merge have different schedules or margins");
      }
      if (part.familySize !== first.familySize) {
        throw new RangeError(
          `the adaptive runs to merge have different family sizes (${first.familySize ?? "their rows"}, ${part.familySize ?? "their rows"})`
        );
      }
      for (const [key, row] of part.#rows) {
        if (merged.#rows.has(key)) throw new RangeError(`the row ${key} was measured by two of the runs merged`);
        merged.#rows.set(key, row);
      }
      merged.#looked = Math.max(merged.#looked, part.#looked);
    }
    const passes = new Set([...merged.#rows.values()].map((row) => row.pass));
    for (const pass of [...passes].sort()) merged.#decideFamily(pass);
    return merged;
  }
  /** The look (index) after which the row ran no more; null while open. */
  stoppedAt(key) {
    return this.#rows.get(key)?.stoppedAt ?? null;
  }
};
function bimodalUpTo(row, runs) {
  const upTo = (side) => [...side].filter(([run]) => run <= runs).map(([, rate]) => rate);
  return isBimodal(upTo(row.rates.old)) || isBimodal(upTo(row.rates.new));
}
function percentEstimate(statistic, alpha = 0.05) {
  const [low, high] = logInterval(statistic, alpha);
  const percent = (log) => Math.expm1(log) * 100;
  return { change: percent(statistic.mean), low: percent(low), high: percent(high) };
}
function applyAdaptiveDecisions(analysis, outcomes, deltaPercent, passes) {
  const byName = new Map(outcomes.map((o) => [o.name, o.verdict]));
  for (const comparison of analysis.comparisons) {
    const verdict = byName.get(comparison.name);
    comparison.decision = verdict === void 0 ? { outcome: "untested", estimate: NO_ESTIMATE, stars: "" } : {
      outcome: verdict.outcome,
      estimate: verdict.estimate,
      stars: "",
      ...verdict.stop ? { stop: verdict.stop } : {},
      ...verdict.unmeasurable ? { unmeasurable: verdict.unmeasurable } : {}
    };
  }
  analysis.basis = {
    rule: "sequential-holm",
    deltaPercent,
    ...passes && passes.length > 1 ? { passes: [...passes] } : {}
  };
}
function namedVerdicts(outcome) {
  return {
    deltaPercent: outcome.deltaPercent,
    passes: outcome.passes,
    rows: outcome.rows.map((row) => ({ name: `${row.filename} ${row.configuration}`, verdict: row.verdict }))
  };
}
function analyzeDecided(groups, options, verdicts) {
  const deltaPercent = verdicts?.deltaPercent ?? options.deltaPercent;
  const analysis = groups.analyze({ correction: options.correction, deltaPercent });
  if (verdicts) applyAdaptiveDecisions(analysis, verdicts.rows, verdicts.deltaPercent, verdicts.passes);
  return analysis;
}

// src/options/set-key.ts
function checkSetKey(key, where) {
  if (!SET_KEY.test(key)) {
    throw new UserError(
      `${where} must be a letter or _ followed by letters, digits, _ or -; got ${JSON.stringify(key)}`
    );
  }
  if (key in Object.prototype) throw new UserError(`${where} "${key}" is reserved`);
  return key;
}
var SIZED_KEY = "n";
var DURATION_KEYS = ["dur", "duration"];
var SIZED_KEYS = [SIZED_KEY, ...DURATION_KEYS];

// src/util/package-root.ts
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

// src/util/tool-source.ts
var REPOSITORY = /^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+$/;
var REF = /^[A-Za-z0-9_./+-]+$/;
function toolSource(repository, ref) {
  if (!repository || !ref || !REPOSITORY.test(repository) || !REF.test(ref) || ref.includes("..")) return void 0;
  return { repository, ref };
}
function githubRepositoryOf(field) {
  const url = typeof field === "string" ? field : field?.url;
  if (typeof url !== "string") return void 0;
  const match = /^(?:github:|(?:git\+)?(?:https?|ssh|git):\/\/(?:git@)?github\.com\/)?([^/:#]+\/[^/#]+?)(?:\.git)?$/.exec(url);
  return match && REPOSITORY.test(match[1]) ? match[1] : void 0;
}

// src/util/package-root.ts
var PACKAGE_NAME = "node-bench";
function isOurManifest(file) {
  try {
    return JSON.parse(readFileSync(file, "utf8")).name === PACKAGE_NAME;
  } catch {
    return false;
  }
}
function packageRoot(moduleUrl = import.meta.url) {
  const from = fileURLToPath(moduleUrl);
  for (let dir = path.dirname(from); ; dir = path.dirname(dir)) {
    if (isOurManifest(path.join(dir, "package.json"))) return dir;
    if (path.dirname(dir) === dir) {
      throw new UserError(`cannot find the ${PACKAGE_NAME} package.json above ${from}: the package is incomplete`);
    }
  }
}
function packageFile(shipped, moduleUrl = import.meta.url) {
  const root = packageRoot(moduleUrl);
  const bundled = fileURLToPath(moduleUrl).startsWith(path.join(root, "dist") + path.sep);
  const file = path.join(root, bundled ? shipped.dist : shipped.source);
  if (!existsSync(file)) throw new UserError(`${file} not found: the package is incomplete`);
  return file;
}
function packageToolSource() {
  const { file, manifest } = readManifest();
  const source = toolSource(
    githubRepositoryOf(manifest.repository),
    typeof manifest.version === "string" ? `v${manifest.version}` : void 0
  );
  if (source === void 0)
    throw new UserError(`${file} names no GitHub "repository" and "version": the package is incomplete`);
  return source;
}
function packageVersion() {
  const { file, manifest } = readManifest();
  if (typeof manifest.version !== "string" || !/^\d+\.\d+\.\d+$/.test(manifest.version))
    throw new UserError(`${file} has no "version" X.Y.Z: the package is incomplete`);
  return manifest.version;
}
function readManifest() {
  const file = path.join(packageRoot(), "package.json");
  return { file, manifest: JSON.parse(readFileSync(file, "utf8")) };
}

// src/artifact/fields.ts
var text = (max) => external_exports.string().max(max).regex(/^[^\u0000-\u0008\u000b-\u001f\u007f]*$/, "control characters");
var sha = external_exports.string().regex(GITHUB_SHA, "a 40-character hex SHA");
var count = external_exports.number().int().min(0).max(1e9);
function printable(text2, max) {
  return text2.replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, " ").slice(0, max);
}

// src/artifact/result-metadata.ts
var KEPT_WORDS = {
  fits: "fit the target already",
  "not steady": "steady at no smaller n",
  "no pilot": "lost a pilot"
};
function keptCounts(configurations) {
  const counts = /* @__PURE__ */ new Map();
  for (const c of configurations) {
    if (c.source !== "own") continue;
    const reason = c.kept ?? "fits";
    counts.set(reason, (counts.get(reason) ?? 0) + 1);
  }
  return [...counts].map(([reason, count2]) => `${count2} ${KEPT_WORDS[reason]}`);
}
var pilotPairs = (points) => points.slice(0, 32).map(([n, ms]) => [n, Math.round(ms * 1e3) / 1e3]);
function sizingMetadata(record) {
  return {
    targetMs: record.targetMs,
    unsizedByBudget: record.unsizedByBudget,
    configurations: record.configurations.slice(0, 1e5).map((c) => ({
      filename: printable(c.filename, 500),
      listed: printable(c.listed, 2e3),
      key: printable(c.key, 100),
      own: c.own,
      value: c.value,
      source: c.source,
      kept: c.kept,
      pilots: c.pilots && {
        old: c.pilots.old && pilotPairs(c.pilots.old),
        new: c.pilots.new && pilotPairs(c.pilots.new)
      }
    }))
  };
}
function printableFailure(failure) {
  return {
    filename: printable(failure.filename, 500),
    ...failure.configuration !== void 0 ? { configuration: printable(failure.configuration, 2e3) } : {},
    ...failure.binary !== void 0 ? { binary: failure.binary } : {},
    detail: printable(failure.detail, 1e3)
  };
}
function adaptiveMetadata(adaptive, deltaPercent, outcome) {
  return {
    minRuns: Math.min(ADAPTIVE_DEFAULTS.minRuns, adaptive.maxRuns),
    roundRuns: ADAPTIVE_DEFAULTS.roundRuns,
    maxRuns: adaptive.maxRuns,
    delta: outcome?.deltaPercent ?? deltaPercent ?? DEFAULT_DELTA_PERCENT,
    familySize: outcome?.familySize,
    earlierCaps: outcome?.passes && outcome.passes.length > 1 ? outcome.passes.slice(0, -1) : void 0,
    looks: outcome?.looks ?? 0,
    rows: (outcome?.rows ?? []).slice(0, 1e5).map(({ filename, configuration, verdict }) => ({
      filename: printable(filename, 500),
      configuration: printable(configuration, 2e3),
      outcome: verdict.outcome,
      n: { old: verdict.n.old, new: verdict.n.new },
      looks: verdict.looks,
      missingRuns: verdict.missingRuns
    }))
  };
}
function resultMetadata(run, about) {
  return {
    schemaVersion: 1,
    headSha: about.headSha,
    commentId: about.commentId,
    old: about.old,
    new: about.new,
    runs: about.runs,
    durationMs: Math.round(run.elapsedMs),
    partial: about.partial,
    ...about.unmeasured ? { unmeasured: about.unmeasured.slice(0, 2e3) } : {},
    ...about.shard ? { shard: about.shard } : {},
    seed: run.seed ?? null,
    samples: run.samples,
    fingerprint: about.fingerprint,
    ..."load" in about ? { load: about.load } : {},
    ...about.adaptive ? { adaptive: adaptiveMetadata(about.adaptive, about.deltaPercent, run.verdicts) } : {},
    ...run.sizing ? { sizing: sizingMetadata(run.sizing) } : {},
    ...about.nightly ? { nightly: about.nightly } : {},
    ...about.suite ? { suite: about.suite } : {},
    failures: run.failures.slice(0, 1e4).map(printableFailure)
  };
}
function comparisonMetadata(run, schedule, writer) {
  return resultMetadata(run, {
    ...writer,
    runs: schedule.runs,
    partial: run.partial,
    fingerprint: run.fingerprint,
    adaptive: schedule.adaptive,
    deltaPercent: schedule.deltaPercent
  });
}
function mergeCalibrations(calibrations) {
  const first = calibrations[0];
  if (first === void 0) return void 0;
  const record = (c) => c && JSON.stringify([c.nights, c.comparisons, c.falseStars]);
  if (calibrations.some((c) => record(c) !== record(first))) return void 0;
  const rows = /* @__PURE__ */ new Map();
  for (const c of calibrations) for (const row of c.rows) rows.set(row.name, row);
  return { ...first, rows: [...rows.values()] };
}
function mergeSizings(sizings) {
  const present = sizings.filter((s) => s !== void 0);
  if (present.length === 0) return {};
  return {
    sizing: {
      targetMs: present[0].targetMs,
      configurations: present.flatMap((s) => s.configurations).slice(0, 1e5),
      unsizedByBudget: present.reduce((sum, s) => sum + (s.unsizedByBudget ?? 0), 0)
    }
  };
}
function mergeLoads(loads) {
  if (loads.length === 0 || loads.some((load) => load == null)) return null;
  const all = loads;
  const samples = all.reduce((sum, load) => sum + load.samples, 0);
  return {
    cores: Math.min(...all.map((load) => load.cores)),
    samples,
    mean1m: samples === 0 ? 0 : all.reduce((sum, load) => sum + load.mean1m * load.samples, 0) / samples,
    max1m: Math.max(...all.map((load) => load.max1m)),
    heavy: all.some((load) => load.heavy)
  };
}

export {
  sequentialDesign,
  pairedLogRatios,
  summarizePairs,
  ADAPTIVE_DEFAULTS,
  AdaptiveRows,
  namedVerdicts,
  analyzeDecided,
  text,
  sha,
  count,
  printable,
  checkSetKey,
  SIZED_KEY,
  SIZED_KEYS,
  toolSource,
  packageRoot,
  packageFile,
  packageToolSource,
  packageVersion,
  keptCounts,
  comparisonMetadata,
  mergeCalibrations,
  mergeSizings,
  mergeLoads
};
