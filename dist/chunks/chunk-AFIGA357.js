import { createRequire as __nodeBenchCreateRequire } from 'node:module';
const require = __nodeBenchCreateRequire(import.meta.url);
import {
  GIT_REF,
  SET_KEY,
  VALUE,
  autoOrCount,
  autoOrCountValue,
  count,
  countValue,
  external_exports,
  marginPercent,
  marginPercentValue
} from "./chunk-CCN5JQCK.js";
import {
  isAbsent,
  parseWith,
  spelled
} from "./chunk-2OECEQEI.js";
import {
  RequestError,
  UserError
} from "./chunk-JNGJNHL4.js";
import {
  normalDistribution,
  studentTLowerTail,
  studentTUpperQuantile
} from "./chunk-FLZQBWRG.js";
import {
  NO_ESTIMATE
} from "./chunk-27CU5ESO.js";

// src/stats/sequential.ts
var SPENDING_GAMMA = -4;
var T_ALLOWANCE = 0.9;
function lookRuns(schedule) {
  const { minRuns, roundRuns, maxRuns: maxRuns2 } = schedule;
  if (!Number.isInteger(minRuns) || minRuns < 3) throw new RangeError(`minimum runs must be 3 or more; got ${minRuns}`);
  if (!Number.isInteger(roundRuns) || roundRuns < 1)
    throw new RangeError(`runs per round must be 1 or more; got ${roundRuns}`);
  if (!Number.isInteger(maxRuns2) || maxRuns2 < minRuns) {
    throw new RangeError(`max runs must be a whole number of at least the minimum runs (${minRuns}); got ${maxRuns2}`);
  }
  const looks = [];
  for (let n = minRuns; n < maxRuns2; n += roundRuns) looks.push(n);
  looks.push(maxRuns2);
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
var designs = /* @__PURE__ */ new Map();
function sequentialDesign(schedule, gamma = SPENDING_GAMMA) {
  const key2 = JSON.stringify([schedule.minRuns, schedule.roundRuns, schedule.maxRuns, gamma]);
  let design = designs.get(key2);
  if (design === void 0) {
    design = new SequentialDesign(schedule, gamma);
    designs.set(key2, design);
  }
  return design;
}
function pairedLogRatios(old, current, upToRun = Infinity) {
  const runs2 = [...old.keys()].filter((run) => run <= upToRun && current.has(run)).sort((a, b) => a - b);
  return runs2.map((run) => Math.log(current.get(run) / old.get(run)));
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
  return { look, n, mean, standardError, pValue };
}
function logInterval(statistic, alpha = 0.05) {
  const { n, mean, standardError } = statistic;
  if (n < 2) return [-Infinity, Infinity];
  const half = standardError === 0 ? 0 : studentTUpperQuantile(alpha / 2, n - 1) * standardError;
  return [mean - half, mean + half];
}
function withinMargin(design, statistic, delta2) {
  if (statistic.n < 2) return false;
  const [low, high] = logInterval(statistic, design.equivalenceLevels[statistic.look]);
  const margin = Math.log1p(delta2);
  return low >= -margin && high <= margin;
}
function repeatedPValue(design, looks) {
  let best = { pValue: Infinity, look: null };
  for (const statistic of looks) {
    if (statistic.n < 2) continue;
    const pValue = design.repeatedPValue(statistic.look, statistic.pValue);
    if (pValue < best.pValue) best = { pValue, look: statistic.look };
  }
  return best;
}
function familyDecisions(design, rows, delta2, familySize = rows.length) {
  if (!Number.isInteger(familySize) || familySize < rows.length) {
    throw new RangeError(
      `the family size must be a whole number of at least the ${rows.length} rows; got ${familySize}`
    );
  }
  const decisions = rows.map(() => ({ state: "open", settledAt: null }));
  const repeated = rows.map((looks) => repeatedPValue(design, looks));
  const order = repeated.map((_, i) => i).sort((a, b) => repeated[a].pValue - repeated[b].pValue);
  for (const [rank, i] of order.entries()) {
    const { pValue, look } = repeated[i];
    if (!(pValue <= FAMILY_ALPHA / (familySize - rank))) break;
    decisions[i] = { state: "different", settledAt: look };
  }
  rows.forEach((looks, i) => {
    if (decisions[i].state === "different") return;
    const same = looks.find((s) => withinMargin(design, s, delta2));
    if (same !== void 0) decisions[i] = { state: "same", settledAt: same.look };
  });
  return decisions;
}

// src/stats/futility.ts
var FUTILITY = { power: 0.05, sdConfidence: 0.9 };
function isFutile(design, statistic, delta2, thresholds = FUTILITY) {
  const remaining = design.schedule.maxRuns - design.looks[statistic.look];
  const { n, standardError } = statistic;
  if (remaining <= 0 || n < 2 || !(standardError > 0)) return false;
  const maxPairs = n + remaining;
  return sameIsFutile(design, statistic, maxPairs, delta2, thresholds.sdConfidence) && differentIsFutile(design, statistic, maxPairs, thresholds.power);
}
function sameIsFutile(design, statistic, maxPairs, delta2, sdConfidence) {
  const { n, standardError } = statistic;
  const sd = standardError * Math.sqrt(n);
  const sdLow = sd * Math.sqrt((n - 1) / memo(`chi ${sdConfidence} ${n - 1}`, () => chiSquareQuantile(sdConfidence, n - 1)));
  const lastLevel = design.equivalenceLevels.at(-1);
  const quantile = memo(`t ${lastLevel} ${maxPairs - 1}`, () => studentTUpperQuantile(lastLevel / 2, maxPairs - 1));
  return quantile * sdLow / Math.sqrt(maxPairs) > Math.log1p(delta2);
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
function memo(key2, compute) {
  let value = quantiles.get(key2);
  if (value === void 0) {
    value = compute();
    quantiles.set(key2, value);
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

// src/stats/verdict.ts
var ADAPTIVE_DEFAULTS = { minRuns: 4, roundRuns: 2, maxRuns: 30 };
var AdaptiveRows = class _AdaptiveRows {
  design;
  delta;
  /** Holm's m as given; null: the rows' own count */
  familySize;
  #futility;
  #rows = /* @__PURE__ */ new Map();
  #decisions = /* @__PURE__ */ new Map();
  #looked = -1;
  constructor(options) {
    this.design = sequentialDesign(options.schedule);
    if (!(options.delta >= 0)) throw new RangeError(`the equivalence margin must be 0 or more; got ${options.delta}`);
    this.delta = options.delta;
    const { familySize } = options;
    if (familySize !== void 0 && !(Number.isInteger(familySize) && familySize >= 1)) {
      throw new RangeError(`the family size must be a whole number of 1 or more; got ${familySize}`);
    }
    this.familySize = familySize ?? null;
    this.#futility = options.futility ?? true;
  }
  #row(key2) {
    let row = this.#rows.get(key2);
    if (row === void 0) {
      if (this.#rows.size === this.familySize) {
        throw new RangeError(`the family has ${this.familySize} rows: no room for ${key2}`);
      }
      row = { rates: { old: /* @__PURE__ */ new Map(), new: /* @__PURE__ */ new Map() }, looks: [], stoppedAt: null };
      this.#rows.set(key2, row);
    }
    return row;
  }
  /** The rate of run `run` (1-based) of a row on one side; a second rate for the same run is not paired. */
  add(key2, binary, run, rate) {
    const rates = this.#row(key2).rates[binary];
    if (!rates.has(run)) rates.set(run, rate);
  }
  /** Declares a row (so a row with no sample yet is open, not forgotten). */
  track(key2) {
    this.#row(key2);
  }
  isSettled(key2) {
    return this.#rows.get(key2)?.stoppedAt != null;
  }
  /** Runs per side the next look wants, null after the last look. */
  get nextLookRuns() {
    return this.design.looks[this.#looked + 1] ?? null;
  }
  /** How many looks were made. */
  get looksDone() {
    return this.#looked + 1;
  }
  /**
   * Looks at every open row (the next look of the schedule: the pairs up to
   * its runs), then decides for the family; returns the keys still open.
   */
  look() {
    const look = this.#looked + 1;
    const runs2 = this.design.looks[look];
    if (runs2 === void 0) throw new RangeError("every look of the schedule is done");
    this.#looked = look;
    for (const row of this.#rows.values()) {
      if (row.stoppedAt === null)
        row.looks.push(lookStatistic(look, pairedLogRatios(row.rates.old, row.rates.new, runs2)));
    }
    this.#decideFamily();
    const open = [];
    for (const [key2, row] of this.#rows) {
      if (this.#decisions.get(key2).state !== "open") row.stoppedAt ??= look;
      else if (row.stoppedAt === null && this.#futility && isFutile(this.design, row.looks.at(-1), this.delta)) {
        row.stoppedAt = look;
        row.futile = true;
      } else if (row.stoppedAt === null) open.push(key2);
    }
    return open;
  }
  /** The family's decisions over every row's looks so far (familyDecisions), kept per row. */
  #decideFamily() {
    const keys = [...this.#rows.keys()];
    const decisions = familyDecisions(
      this.design,
      keys.map((key2) => this.#rows.get(key2).looks),
      this.delta,
      this.familySize ?? keys.length
    );
    keys.forEach((key2, i) => this.#decisions.set(key2, decisions[i]));
  }
  /** The row's outcome so far: open rows are unresolved, rows without two pairs untested. */
  verdict(key2) {
    const row = this.#rows.get(key2) ?? { rates: { old: /* @__PURE__ */ new Map(), new: /* @__PURE__ */ new Map() }, looks: [], stoppedAt: null };
    const ratios = pairedLogRatios(row.rates.old, row.rates.new);
    const all = lookStatistic(-1, ratios);
    const estimate = all.n < 2 ? NO_ESTIMATE : percentEstimate(all);
    const decision = this.#decisions.get(key2);
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
      ...row.futile && outcome === "unresolved" ? { stop: "futile" } : {}
    };
  }
  keys() {
    return [...this.#rows.keys()];
  }
  /** Every row's verdict by its key (the table's row name), with δ: what analyzeDecided takes. */
  named() {
    return { deltaPercent: this.delta * 100, rows: this.keys().map((name) => ({ name, verdict: this.verdict(name) })) };
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
      schedule: first.design.schedule,
      delta: first.delta,
      ...first.familySize === null ? {} : { familySize: first.familySize }
    });
    for (const part of parts) {
      if (JSON.stringify(part.design.schedule) !== JSON.stringify(first.design.schedule) || part.delta !== first.delta) {
        throw new RangeError("the adaptive runs to merge have different schedules or margins");
      }
      if (part.familySize !== first.familySize) {
        throw new RangeError(
          `the adaptive runs to merge have different family sizes (${first.familySize ?? "their rows"}, ${part.familySize ?? "their rows"})`
        );
      }
      for (const [key2, row] of part.#rows) {
        if (merged.#rows.has(key2)) throw new RangeError(`the row ${key2} was measured by two of the runs merged`);
        merged.#rows.set(key2, row);
      }
      merged.#looked = Math.max(merged.#looked, part.#looked);
    }
    merged.#decideFamily();
    return merged;
  }
  /** The look (index) after which the row ran no more; null while open. */
  stoppedAt(key2) {
    return this.#rows.get(key2)?.stoppedAt ?? null;
  }
};
function percentEstimate(statistic) {
  const [low, high] = logInterval(statistic);
  const percent = (log) => Math.expm1(log) * 100;
  return { change: percent(statistic.mean), low: percent(low), high: percent(high) };
}
function applyAdaptiveDecisions(analysis, outcomes, deltaPercent) {
  const byName = new Map(outcomes.map((o) => [o.name, o.verdict]));
  for (const comparison of analysis.comparisons) {
    const verdict = byName.get(comparison.name);
    comparison.decision = verdict === void 0 ? { outcome: "untested", estimate: NO_ESTIMATE, stars: "" } : { outcome: verdict.outcome, estimate: verdict.estimate, stars: "" };
  }
  analysis.basis = { rule: "sequential-holm", deltaPercent };
}
function analyzeDecided(groups, options, verdicts) {
  const deltaPercent = verdicts?.deltaPercent ?? options.deltaPercent;
  const analysis = groups.analyze({
    correction: options.correction,
    ...deltaPercent === void 0 ? {} : { deltaPercent }
  });
  if (verdicts) applyAdaptiveDecisions(analysis, verdicts.rows, verdicts.deltaPercent);
  return analysis;
}

// src/options/set-key.ts
function checkSetKey(key2, where) {
  if (!SET_KEY.test(key2)) {
    throw new UserError(
      `${where} must be a letter or _ followed by letters, digits, _ or -; got ${JSON.stringify(key2)}`
    );
  }
  if (key2 in Object.prototype) throw new UserError(`${where} "${key2}" is reserved`);
  return key2;
}

// src/options/values.ts
var LIMITS = {
  /** characters in one value (group, filter, exclude, set key or value, ref) */
  valueLength: 100,
  /**
   * benchmark groups in one request. Higher than the other caps: node core has
   * ~45 benchmark categories and a nightly run may name them all.
   */
  groups: 64,
  filter: 20,
  exclude: 20,
  /** `--set` values in total (over all keys) */
  set: 20,
  /** runs per configuration and binary */
  runs: 200,
  /** parseRequestJson refuses longer input outright */
  jsonLength: 1e5
};
function validateValue(value, field) {
  if (typeof value !== "string") throw new RequestError(`${field} must be a string`);
  if (value === "") throw new RequestError(`${field} is empty`);
  if (value.length > LIMITS.valueLength) {
    throw new RequestError(`${field} is longer than ${LIMITS.valueLength} characters`);
  }
  if (!VALUE.test(value)) {
    throw new RequestError(`${field} may only contain letters, digits and _ . , : = / -`);
  }
  if (value.startsWith("-")) throw new RequestError(`${field} cannot start with "-"`);
  if (value.startsWith("/")) throw new RequestError(`${field} cannot start with "/"`);
  if (value.includes("..")) throw new RequestError(`${field} cannot contain ".."`);
  return value;
}
function validateRef(value, field) {
  const ref = validateValue(value, field);
  if (!GIT_REF.test(ref))
    throw new RequestError(`${field} is not a git ref: only letters, digits and _ . / - are allowed`);
  if (ref.includes("//") || ref.endsWith("/") || ref.endsWith(".") || ref.endsWith(".lock")) {
    throw new RequestError(`${field} is not a valid git ref name`);
  }
  if (ref.split("/").some((part) => part.startsWith("."))) {
    throw new RequestError(`${field} is not a valid git ref name (a component starts with ".")`);
  }
  return ref;
}

// src/options/selection.ts
var DEFAULT_RUNS = 30;
var GITHUB_SURFACES = ["input", "command", "json"];
var fromGitHub = (surface) => GITHUB_SURFACES.includes(surface);
var runs = {
  names: { cli: "runs", input: "runs", command: "runs", json: "runs" },
  default: DEFAULT_RUNS,
  /** The highest runs `surface` accepts; `maxRuns` (the max-runs input) lowers it for GitHub surfaces. */
  max(surface, maxRuns2 = LIMITS.runs) {
    return fromGitHub(surface) ? Math.min(maxRuns2, LIMITS.runs) : void 0;
  },
  /** The default where `max` caps it (a max-runs of 10 makes 10 the default). */
  defaultUnder(max) {
    return max === void 0 ? DEFAULT_RUNS : Math.min(DEFAULT_RUNS, max);
  },
  /** Text from argv, an input or a comment; absent or blank: the default. */
  parse(text, surface, maxRuns2) {
    return runs.parseOptional(text, surface, maxRuns2) ?? runs.defaultUnder(runs.max(surface, maxRuns2));
  },
  /** As parse, but absent or blank stays undefined. */
  parseOptional(text, surface, maxRuns2) {
    return isAbsent(text, surface) ? void 0 : runs.given(String(text).trim(), surface, maxRuns2);
  },
  /** Text that was given, even empty (`--runs=` in a comment is a mistake, not an absence). */
  given(text, surface, maxRuns2) {
    return parseWith(count(runs.max(surface, maxRuns2)), text, spelled(runs.names, surface), surface);
  },
  /** A number (the request JSON, a default handed in); `field` overrides the name (`the default runs`). */
  check(value, surface, maxRuns2, field = spelled(runs.names, surface)) {
    const result = countValue(runs.max(surface, maxRuns2)).safeParse(value);
    if (!result.success) throw new RequestError(`${field} ${result.error.issues[0].message}`);
    return result.data;
  }
};
function pathMatches(name, limit) {
  const names = { cli: name, input: name, command: name, json: name };
  return {
    names,
    repeatable: true,
    /** Each value as given on `surface`; `label(i)` names one (`input filter[0]`). */
    parse(values, surface, label = (index) => labelOf(names, surface, index)) {
      if (!fromGitHub(surface)) return [...values];
      if (values.length > limit) throw new RequestError(tooMany(spelled(names, surface), values.length, limit));
      return values.map((value, index) => validateValue(value, label(index)));
    }
  };
}
var filter = pathMatches("filter", LIMITS.filter);
var exclude = pathMatches("exclude", LIMITS.exclude);
function tooMany(name, count2, limit) {
  return `${name} has ${count2} entries; at most ${limit}`;
}
function labelOf(names, surface, index) {
  const name = spelled(names, surface);
  return surface === "input" || surface === "json" ? `${name}[${index}]` : name;
}
var set = {
  names: { cli: "set", input: "set", command: "set", json: "set" },
  repeatable: true,
  /**
   * `key=value` items to the set record; a key given twice runs both values,
   * as compare.js does. Keys follow set-key.ts everywhere; values and counts
   * as the header says.
   */
  parse(pairs, surface, label = (index) => labelOf(set.names, surface, index)) {
    const github = fromGitHub(surface);
    if (github && pairs.length > LIMITS.set) {
      throw new RequestError(tooMany(spelled(set.names, surface), pairs.length, LIMITS.set));
    }
    const record = /* @__PURE__ */ new Map();
    pairs.forEach((pair, index) => {
      const where = label(index);
      if (github) validateValue(pair, where);
      const eq = pair.indexOf("=");
      const echo = github ? "" : `; got ${JSON.stringify(pair)}`;
      if (eq <= 0) throw new RequestError(`${where} must be key=value, e.g. n=1000${echo}`);
      const key2 = setKey(pair.slice(0, eq), `${where} key`, github);
      const value = github ? validateValue(pair.slice(eq + 1), `${where} value`) : pair.slice(eq + 1);
      if (value.includes("\0")) throw new RequestError(`${where} ${key2} value contains a NUL character`);
      record.set(key2, [...record.get(key2) ?? [], value]);
    });
    const checked = Object.fromEntries(record);
    return checked;
  },
  /**
   * A record of values by key (a library caller's, a test's), read as parse
   * reads `key=value` items: each key by the key rule first (a key holding
   * `=` must be refused, not split), then the items.
   */
  fromRecord(record, surface) {
    const pairs = [];
    for (const [key2, values] of Object.entries(record)) {
      setKey(key2, `${spelled(set.names, surface)} key`, fromGitHub(surface));
      for (const value of [values].flat()) pairs.push(`${key2}=${value}`);
    }
    return set.parse(pairs, surface);
  },
  /** No overrides. */
  none() {
    return set.parse([], "cli");
  },
  /** One key alone (the request JSON's record keys), `where` naming it. */
  key(key2, where, surface) {
    return setKey(key2, where, fromGitHub(surface));
  },
  /** The inverse of parse: `key=value` items, repeated keys repeated. */
  format(record) {
    return Object.entries(record).flatMap(([key2, values]) => values.map((value) => `${key2}=${value}`));
  }
};
function setKey(key2, where, github) {
  try {
    return checkSetKey(github ? validateValue(key2, where) : key2, where);
  } catch (error) {
    if (error instanceof RequestError) throw error;
    throw new RequestError(error.message);
  }
}
var AUTO_RUNS = "auto";
var maxRuns = {
  names: { cli: "max-runs", input: "max-runs", json: "maxRuns" },
  /** --runs auto looks after a few runs: fewer than this cannot be a cap */
  autoMin: 3,
  /** Text from argv or an input; absent or blank: the CLI's 30, the Action's LIMITS.runs. */
  parse(text, surface = "input") {
    if (isAbsent(text, surface)) return surface === "cli" ? DEFAULT_RUNS : LIMITS.runs;
    const value = parseWith(count(), String(text).trim(), spelled(maxRuns.names, surface), surface);
    return fromGitHub(surface) ? Math.min(value, LIMITS.runs) : value;
  },
  /** A number (the request JSON): 3 to LIMITS.runs. */
  check(value, surface = "json") {
    const name = spelled(maxRuns.names, surface);
    const result = countValue(LIMITS.runs).safeParse(value);
    if (!result.success) throw new RequestError(`${name} ${result.error.issues[0].message}`);
    return maxRuns.forAuto(result.data, surface);
  },
  /** The cap of runs auto must allow the first look: `<max-runs> must be 3 or more with <runs> auto`. */
  forAuto(value, surface) {
    if (value < maxRuns.autoMin) {
      throw new RequestError(
        `${spelled(maxRuns.names, surface)} must be ${maxRuns.autoMin} or more with ${spelled(runs.names, surface)} auto; got ${value}`
      );
    }
    return value;
  }
};
var nightlyRuns = {
  fixedMin: 2,
  autoMin: 4,
  max: 1e4,
  check(setting, cap, surface) {
    const runsName = spelled(runs.names, surface);
    if (setting === AUTO_RUNS && cap < nightlyRuns.autoMin) {
      throw new RequestError(
        `${spelled(maxRuns.names, surface)} must be ${nightlyRuns.autoMin} or more with ${runsName} auto for the nightly (its first look is at ${nightlyRuns.autoMin}); got ${cap}`
      );
    }
    if (setting !== AUTO_RUNS && setting < nightlyRuns.fixedMin) {
      throw new RequestError(
        `${runsName} must be auto or ${nightlyRuns.fixedMin} or more for the nightly (a t-test needs ${nightlyRuns.fixedMin}); got ${setting}`
      );
    }
  }
};
var runsSetting = {
  names: runs.names,
  defaultOn(surface) {
    return surface === "cli" ? DEFAULT_RUNS : AUTO_RUNS;
  },
  /** Text from argv, an input or a comment; absent or blank: the default. */
  parse(text, surface, maxRuns2) {
    return runsSetting.parseOptional(text, surface, maxRuns2) ?? runsSetting.defaultOn(surface);
  },
  /** As parse, but absent or blank stays undefined. */
  parseOptional(text, surface, maxRuns2) {
    return isAbsent(text, surface) ? void 0 : runsSetting.given(String(text).trim(), surface, maxRuns2);
  },
  /** Text that was given, even empty (`--runs=` in a comment is a mistake, not an absence). */
  given(text, surface, maxRuns2) {
    return parseWith(autoOrCount(runs.max(surface, maxRuns2)), text, spelled(runs.names, surface), surface);
  },
  /** A value (the request JSON, a default handed in): `"auto"` or a count; `field` overrides the name. */
  check(value, surface, maxRuns2, field = spelled(runs.names, surface)) {
    const result = autoOrCountValue(runs.max(surface, maxRuns2)).safeParse(value);
    if (!result.success) throw new RequestError(`${field} ${result.error.issues[0].message}`);
    return result.data;
  }
};
var cliMaxRuns = {
  names: { cli: "max-runs" },
  default: DEFAULT_RUNS,
  parse(text) {
    return maxRuns.forAuto(maxRuns.parse(text, "cli"), "cli");
  }
};
var MAX_DELTA_PERCENT = 100;
var delta = {
  names: { cli: "delta", input: "delta", json: "delta" },
  /** As a fraction (2 -> 0.02); absent (blank for an input): undefined. */
  parse(text, surface = "cli") {
    const value = delta.percent(text, surface);
    return value === void 0 ? void 0 : value / 100;
  },
  /** In percent, as typed (2.5); absent: undefined. */
  percent(text, surface) {
    if (isAbsent(text, surface)) return void 0;
    return parseWith(marginPercent(MAX_DELTA_PERCENT), String(text).trim(), spelled(delta.names, surface), surface);
  },
  /** A number of percent (the request JSON). */
  check(value, surface = "json") {
    const result = marginPercentValue(MAX_DELTA_PERCENT).safeParse(value);
    if (!result.success) throw new RequestError(`${spelled(delta.names, surface)} ${result.error.issues[0].message}`);
    return result.data;
  }
};
function takeCpusetPair(pairs, cpuset) {
  const set2 = [];
  let chosen = cpuset;
  for (const pair of pairs) {
    const match = /^CPUSET=(.*)$/.exec(pair);
    if (match === null) {
      set2.push(pair);
      continue;
    }
    if (chosen !== void 0 && chosen !== match[1]) {
      throw new RequestError(
        `--set ${pair} (compare.js's way to pin, our --cpuset) and --cpuset ${chosen} disagree: give one of them`
      );
    }
    chosen = match[1];
  }
  return { cpuset: chosen, set: set2 };
}

// src/run/timing.ts
import { randomBytes } from "node:crypto";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";

// src/run/errors.ts
var RunConfigError = class extends UserError {
  constructor(message) {
    super(message);
    this.name = "RunConfigError";
  }
};

// src/run/timing.ts
var DEFAULT_CHILD_MS = 2e3;
var TIMING_WEIGHT_CAP = 30;
var MAX_TIMED_CONFIGURATIONS = 2e5;
var TIMINGS_FILE_NAME = "timings.json";
var timingsSchema = external_exports.strictObject({
  schemaVersion: external_exports.literal(1),
  /** `filename configuration` → [mean child wall ms, children counted] */
  configurations: external_exports.record(external_exports.string().max(5e3), external_exports.tuple([external_exports.number().finite().min(0), external_exports.number().int().min(1)]))
});
var key = (filename, configuration) => `${filename} ${configuration}`;
var TimingModel = class _TimingModel {
  #entries = /* @__PURE__ */ new Map();
  #byFile = /* @__PURE__ */ new Map();
  static fromFile(file) {
    const model = new _TimingModel();
    if (file === null) return model;
    for (const [name, [ms, n]] of Object.entries(file.configurations)) {
      const space = name.indexOf(" ");
      model.#set(name, name.slice(0, space === -1 ? name.length : space), { ms, n });
    }
    return model;
  }
  #set(name, filename, entry) {
    this.#entries.set(name, entry);
    let names = this.#byFile.get(filename);
    if (names === void 0) this.#byFile.set(filename, names = /* @__PURE__ */ new Set());
    names.add(name);
  }
  /** One child's wall time. */
  record(filename, configuration, ms) {
    if (!(ms >= 0) || !Number.isFinite(ms)) return;
    const name = key(filename, configuration);
    const entry = this.#entries.get(name);
    if (entry === void 0) {
      this.#set(name, filename, { ms, n: 1 });
      return;
    }
    const weight = Math.min(entry.n, TIMING_WEIGHT_CAP - 1);
    this.#set(name, filename, { ms: (entry.ms * weight + ms) / (weight + 1), n: Math.min(entry.n + 1, 1e9) });
  }
  /** Whether this configuration has a history of its own. */
  has(filename, configuration) {
    return this.#entries.has(key(filename, configuration));
  }
  /** The mean child times of a file's configurations that have a history (none: the file has none). */
  recordedMs(filename) {
    return [...this.#byFile.get(filename) ?? []].map((name) => this.#entries.get(name).ms);
  }
  /** Whether any configuration has a history. */
  get empty() {
    return this.#entries.size === 0;
  }
  /**
   * A child's expected wall time: the configuration's history, else the mean
   * of its file's configurations, else of every configuration known, else
   * DEFAULT_CHILD_MS.
   */
  expectedMs(filename, configuration) {
    const entry = this.#entries.get(key(filename, configuration));
    if (entry !== void 0) return entry.ms;
    const mean = (names) => {
      let sum = 0;
      let count2 = 0;
      for (const name of names) {
        sum += this.#entries.get(name).ms;
        count2++;
      }
      return count2 === 0 ? null : sum / count2;
    };
    return mean(this.#byFile.get(filename) ?? []) ?? mean(this.#entries.keys()) ?? DEFAULT_CHILD_MS;
  }
  toFile() {
    const entries = [...this.#entries].sort((a, b) => b[1].n - a[1].n).slice(0, MAX_TIMED_CONFIGURATIONS);
    return {
      schemaVersion: 1,
      configurations: Object.fromEntries(entries.map(([name, { ms, n }]) => [name, [Math.round(ms), n]]))
    };
  }
};
async function readTimings(path) {
  let text;
  try {
    text = await readFile(path, "utf8");
  } catch (error) {
    if (error.code === "ENOENT") return null;
    throw new RunConfigError(`cannot read the timings ${path}: ${error.message}`);
  }
  let parsed;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new RunConfigError(`the timings ${path} are not JSON: delete the file (the next run writes a new one)`);
  }
  const checked = timingsSchema.safeParse(parsed);
  if (!checked.success) {
    const issue = checked.error.issues[0];
    throw new RunConfigError(
      `the timings ${path} are not node-bench timings (${issue.path.join(".") || "the file"}: ${issue.message}): delete the file (the next run writes a new one)`
    );
  }
  return checked.data;
}
async function saveTimings(path, children) {
  const model = TimingModel.fromFile(await readTimings(path).catch(() => null));
  for (const child of children) model.record(child.filename, child.configuration, child.ms);
  const dir = dirname(path);
  await mkdir(dir, { recursive: true });
  const temp = join(dir, `.timings-${randomBytes(6).toString("hex")}.tmp`);
  try {
    await writeFile(temp, JSON.stringify(model.toFile()));
    await rename(temp, path);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}

// src/suggest/estimate.ts
function estimateRun(input) {
  const runs2 = input.runs === "auto" ? { min: ADAPTIVE_DEFAULTS.minRuns, max: input.maxRuns ?? ADAPTIVE_DEFAULTS.maxRuns } : { min: input.runs, max: input.runs };
  const model = TimingModel.fromFile(input.timings);
  let timedFiles = 0;
  let configurations = 0;
  let childMs = 0;
  for (const file of new Set(input.files)) {
    const known = model.recordedMs(file);
    if (known.length === 0) continue;
    timedFiles++;
    configurations += known.length;
    for (const ms of known) childMs += ms;
  }
  const sides = 2;
  const files = new Set(input.files).size;
  const runMs = (childMs + (files - timedFiles) * DEFAULT_CHILD_MS) * sides;
  return {
    files,
    timedFiles,
    configurations,
    runs: runs2,
    ms: timedFiles === 0 ? null : { min: runMs * runs2.min, max: runMs * runs2.max },
    lowerBoundMs: files * sides * runs2.min * DEFAULT_CHILD_MS,
    ...input.maxTimeMs === void 0 ? {} : { maxTimeMs: input.maxTimeMs },
    ...input.timingsSource === void 0 ? {} : { timingsSource: input.timingsSource }
  };
}
function roughDuration(ms) {
  if (ms < 9e4) return `${Math.max(1, Math.round(ms / 1e3))} s`;
  if (ms < 90 * 6e4) return `${Math.round(ms / 6e4)} min`;
  const hours = ms / 36e5;
  return `${hours < 10 ? hours.toFixed(1) : Math.round(hours)} h`;
}
function describeEstimate(estimate) {
  const runs2 = estimate.runs.min === estimate.runs.max ? `${estimate.runs.min} runs` : `${estimate.runs.min}–${estimate.runs.max} runs`;
  const cap = estimate.maxTimeMs === void 0 ? "" : ` The run stops at max-time (${roughDuration(estimate.maxTimeMs)}), keeping what was measured.`;
  if (estimate.ms === null) {
    const from2 = estimate.timingsSource === void 0 ? "" : ` (${estimate.timingsSource})`;
    return `No timing history on this runner for these benchmarks${from2}: ${estimate.files} benchmark files, each one configuration or more, × 2 builds × ${runs2} take at least ${roughDuration(estimate.lowerBoundMs)} (${roughDuration(DEFAULT_CHILD_MS)} a process).${cap}`;
  }
  const untimed = estimate.files - estimate.timedFiles;
  const { min, max } = estimate.ms;
  const time = untimed === 0 ? min === max ? `about ${roughDuration(min)} at ${estimate.runs.min} runs` : `about ${roughDuration(min)} at ${estimate.runs.min} runs, at most ${roughDuration(max)} at ${estimate.runs.max}` : min === max ? `at least ${roughDuration(min)} at ${estimate.runs.min} runs` : `at least ${roughDuration(min)} at ${estimate.runs.min} runs, ${roughDuration(max)} at ${estimate.runs.max}`;
  const rest = untimed === 0 ? "" : `; ${untimed} of the ${estimate.files} files have no history: counted as one configuration at ${roughDuration(DEFAULT_CHILD_MS)} a process each`;
  const from = estimate.timingsSource === void 0 ? "timing history" : estimate.timingsSource;
  return `Expected time: ${time} (${estimate.configurations} configurations × 2 builds from ${from}${rest}).${cap}`;
}
function describePlannedTime(configurations, timings, runs2, source) {
  const model = TimingModel.fromFile(timings);
  let childMs = 0;
  let timed = 0;
  for (const { filename, configuration } of configurations) {
    childMs += model.expectedMs(filename, configuration);
    if (model.has(filename, configuration)) timed++;
  }
  const count2 = `${configurations.length} configurations × 2 builds`;
  const at = (n) => roughDuration(childMs * 2 * n);
  const time = runs2.min === runs2.max ? `about ${at(runs2.min)} at ${runs2.min} runs` : `about ${at(runs2.min)} at ${runs2.min} runs, at most ${at(runs2.max)} at ${runs2.max}`;
  if (model.empty) {
    return `expected time: no timing history in ${source} yet; ${count2} at ${roughDuration(DEFAULT_CHILD_MS)} a process: ${time}`;
  }
  return `expected time: ${time} (${count2}; ${timed} of them timed before, the rest estimated, from ${source})`;
}

export {
  RunConfigError,
  lookRuns,
  sequentialDesign,
  pairedLogRatios,
  summarizePairs,
  ADAPTIVE_DEFAULTS,
  AdaptiveRows,
  analyzeDecided,
  LIMITS,
  validateValue,
  validateRef,
  DEFAULT_RUNS,
  runs,
  filter,
  exclude,
  tooMany,
  set,
  maxRuns,
  nightlyRuns,
  runsSetting,
  cliMaxRuns,
  MAX_DELTA_PERCENT,
  delta,
  takeCpusetPair,
  TIMINGS_FILE_NAME,
  TimingModel,
  readTimings,
  saveTimings,
  estimateRun,
  describeEstimate,
  describePlannedTime
};
