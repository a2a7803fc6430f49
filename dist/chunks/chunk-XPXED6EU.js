import { createRequire as __nodeBenchCreateRequire } from 'node:module';
const require = __nodeBenchCreateRequire(import.meta.url);
import {
  DEFAULT_DELTA_PERCENT,
  fixedDecision,
  studentTLowerTail,
  studentTUpperQuantile
} from "./chunk-6GNYY2MZ.js";

// src/stats/stars.ts
var ALPHAS = [0.05, 0.01, 1e-3];
function starsFor(pValue) {
  if (pValue < 1e-3) return "***";
  if (pValue < 0.01) return "**";
  if (pValue < 0.05) return "*";
  return "";
}

// src/stats/collation.ts
var PRIMARY_ORDER = " _-,;:!?.'\"()[]{}@*/\\&#%`^+<=>|~$0123456789abcdefghijklmnopqrstuvwxyz";
var PRIMARY = new Uint8Array(128);
for (let i = 0; i < PRIMARY_ORDER.length; i++) {
  const code = PRIMARY_ORDER.charCodeAt(i);
  PRIMARY[code] = i + 1;
  if (code >= 97 && code <= 122) PRIMARY[code - 32] = i + 1;
}
var scratch = Buffer.allocUnsafe(4096);
function asciiSortKey(text) {
  const length = text.length;
  const size = 2 * length + 1;
  const key = size <= scratch.length ? scratch : Buffer.allocUnsafe(size);
  key[length] = 0;
  for (let i = 0; i < length; i++) {
    const code = text.charCodeAt(i);
    const weight = code < 128 ? PRIMARY[code] : 0;
    if (weight === 0) return null;
    key[i] = weight;
    key[length + 1 + i] = code >= 65 && code <= 90 ? 2 : 1;
  }
  return key.toString("latin1", 0, size);
}
var collator;
function sortByName(items, name) {
  const keys = new Array(items.length);
  for (let i = 0; i < items.length; i++) {
    const key = asciiSortKey(name(items[i]));
    if (key === null) {
      collator ??= new Intl.Collator();
      const compare = collator.compare;
      items.sort((a, b) => compare(name(a), name(b)));
      return;
    }
    keys[i] = key + String.fromCharCode(0, i >>> 16, i & 65535);
  }
  keys.sort();
  const unsorted = items.slice();
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i];
    const length = key.length;
    items[i] = unsorted[key.charCodeAt(length - 2) << 16 | key.charCodeAt(length - 1)];
  }
}

// src/stats/holm.ts
function holmAdjust(pValues) {
  const order = pValues.map((p, index) => ({ p, index })).filter(({ p }) => !Number.isNaN(p)).sort((a, b) => a.p - b.p);
  const m = order.length;
  const adjusted = pValues.map(() => NaN);
  let runningMax = 0;
  order.forEach(({ p, index }, rank) => {
    runningMax = Math.max(runningMax, Math.min(1, (m - rank) * p));
    adjusted[index] = runningMax;
  });
  return adjusted;
}

// src/stats/welch.ts
function summarize(values) {
  return summarizeRange(values, 0, values.length);
}
function summarizeRange(values, start, end) {
  const n = end - start;
  if (n === 0) return { n, mean: NaN, variance: NaN };
  let sum = 0;
  for (let i = start; i < end; i++) sum += values[i];
  const mean = sum / n;
  let squares = 0;
  for (let i = start; i < end; i++) squares += (values[i] - mean) ** 2;
  return { n, mean, variance: n > 1 ? squares / (n - 1) : NaN };
}
function welchTest(old, current) {
  const oldTerm = old.variance / old.n;
  const newTerm = current.variance / current.n;
  const standardError = Math.sqrt(oldTerm + newTerm);
  const difference = current.mean - old.mean;
  if (standardError === 0) {
    return {
      t: difference === 0 ? 0 : Math.sign(difference) * Infinity,
      df: NaN,
      standardError,
      pValue: difference === 0 ? 1 : 0
    };
  }
  const df = (oldTerm + newTerm) ** 2 / (oldTerm ** 2 / (old.n - 1) + newTerm ** 2 / (current.n - 1));
  const t = difference / standardError;
  const pValue = Math.min(1, 2 * studentTLowerTail(-Math.abs(t), df));
  return { t, df, pValue, standardError };
}
function confidenceHalfWidth(result, alpha) {
  if (result.standardError === 0) return 0;
  return studentTUpperQuantile(alpha / 2, result.df) * result.standardError;
}

// src/stats/analyze.ts
var SampleGroups = class {
  /** filename -> configuration -> group number */
  byFile = /* @__PURE__ */ new Map();
  groups = [];
  // Per rate, in the order read: the rate and its side (group * 2, + 1 for new).
  rates = new Float64Array(1024);
  sides = new Int32Array(1024);
  count = 0;
  /** per side: how many rates */
  sizes = new Int32Array(64);
  groupId(filename, configuration) {
    let byConfiguration = this.byFile.get(filename);
    if (byConfiguration === void 0) {
      byConfiguration = /* @__PURE__ */ new Map();
      this.byFile.set(filename, byConfiguration);
    }
    let id = byConfiguration.get(configuration);
    if (id === void 0) {
      id = this.groups.length;
      this.groups.push({ filename, configuration });
      if (2 * id + 2 > this.sizes.length) this.growSides();
      byConfiguration.set(configuration, id);
    }
    return id;
  }
  // Straight-line: every statement runs from the first row on, so the JIT's
  // optimized code has seen them all (a branch first taken in the second run
  // threw the optimized CSV reader away: ~10 ms).
  addRate(group, binary, rate) {
    if (this.count === this.rates.length) this.growRates();
    const i = this.count++;
    const side = group * 2 + (binary === "new" ? 1 : 0);
    this.rates[i] = rate;
    this.sides[i] = side;
    this.sizes[side]++;
  }
  growRates() {
    const rates = new Float64Array(this.count * 2);
    rates.set(this.rates);
    this.rates = rates;
    const sides = new Int32Array(this.count * 2);
    sides.set(this.sides);
    this.sides = sides;
  }
  growSides() {
    const sizes = new Int32Array(this.sizes.length * 2);
    sizes.set(this.sizes);
    this.sizes = sizes;
  }
  /**
   * The rates side by side (a stable counting sort: each side's in the
   * order read) and where each side starts, the last entry the end.
   */
  bySide() {
    const sideCount = 2 * this.groups.length;
    const starts = new Int32Array(sideCount + 1);
    for (let side = 0; side < sideCount; side++) starts[side + 1] = starts[side] + this.sizes[side];
    const cursor = starts.slice(0, sideCount);
    const rates = new Float64Array(this.count);
    const { rates: read, sides } = this;
    for (let i = 0; i < this.count; i++) rates[cursor[sides[i]]++] = read[i];
    return { rates, starts };
  }
  /** Each configuration's rates per side, in the order read (the plot draws them). */
  ratesByRow() {
    const { rates, starts } = this.bySide();
    const side = (index) => Array.from(rates.subarray(starts[index], starts[index + 1]));
    return this.groups.map((group, id) => ({ ...group, old: side(2 * id), new: side(2 * id + 1) }));
  }
  add(sample) {
    this.addRate(this.groupId(sample.filename, sample.configuration), sample.binary, sample.rate);
  }
  get size() {
    return this.groups.length;
  }
  /** Tests each group; rows sorted by name as the reference sorts them. */
  analyze(options = {}) {
    const correction = options.correction ?? "none";
    const deltaPercent = options.deltaPercent ?? DEFAULT_DELTA_PERCENT;
    const comparisons = [];
    const bySide = this.bySide();
    for (const byConfiguration of this.byFile.values()) {
      for (const id of byConfiguration.values()) comparisons.push(compareGroup(this.groups[id], id, bySide));
    }
    sortByName(comparisons, (comparison) => comparison.name);
    if (correction === "holm") {
      const adjusted = holmAdjust(comparisons.map((c) => c.pValue));
      comparisons.forEach((comparison, i) => {
        const pValue = adjusted[i] ?? NaN;
        comparison.holm = { pValue, stars: starsFor(pValue) };
      });
    }
    for (const comparison of comparisons) {
      const stars = comparison.holm ? comparison.holm.stars : comparison.stars;
      comparison.decision = fixedDecision(comparison, comparison.tested ? stars : "", deltaPercent);
    }
    return { comparisons, correction, basis: { rule: correction === "holm" ? "welch-holm" : "welch", deltaPercent } };
  }
};
function compareGroup(group, id, bySide) {
  const { rates, starts } = bySide;
  const old = summarizeRange(rates, starts[2 * id], starts[2 * id + 1]);
  const current = summarizeRange(rates, starts[2 * id + 1], starts[2 * id + 2]);
  const improvement = (current.mean - old.mean) / old.mean * 100;
  const tested = old.n >= 2 && current.n >= 2;
  let t = NaN;
  let df = NaN;
  let pValue = NaN;
  let accuracy = [NaN, NaN, NaN];
  if (tested) {
    const result = welchTest(old, current);
    ({ t, df, pValue } = result);
    accuracy = [
      confidenceHalfWidth(result, ALPHAS[0]) / old.mean * 100,
      confidenceHalfWidth(result, ALPHAS[1]) / old.mean * 100,
      confidenceHalfWidth(result, ALPHAS[2]) / old.mean * 100
    ];
  }
  return {
    name: `${group.filename} ${group.configuration}`,
    filename: group.filename,
    configuration: group.configuration,
    old,
    new: current,
    improvement,
    tested,
    t,
    df,
    pValue,
    stars: tested ? starsFor(pValue) : "",
    accuracy,
    // set by analyze() once the correction is known
    decision: UNDECIDED
  };
}
var UNDECIDED = { outcome: "untested", estimate: { change: NaN, low: NaN, high: NaN }, stars: "" };
function isRegression(comparison) {
  return comparison.decision.outcome === "regression";
}
function isImprovement(comparison) {
  return comparison.decision.outcome === "improvement";
}

export {
  holmAdjust,
  summarize,
  welchTest,
  confidenceHalfWidth,
  ALPHAS,
  starsFor,
  SampleGroups,
  isRegression,
  isImprovement
};
