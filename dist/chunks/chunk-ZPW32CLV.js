import { createRequire as __nodeBenchCreateRequire } from 'node:module';
const require = __nodeBenchCreateRequire(import.meta.url);

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

// src/stats/student-t.ts
var EPSILON = Number.EPSILON;
var TINY = 1e-300;
var LN_SQRT_PI = 0.5723649429247001;
var LANCZOS = [
  57.15623566586292,
  -59.59796035547549,
  14.136097974741746,
  -0.4919138160976202,
  3399464998481189e-20,
  4652362892704858e-20,
  -9837447530487956e-20,
  1580887032249125e-19,
  -21026444172410488e-20,
  21743961811521265e-20,
  -1643181065367639e-19,
  8441822398385275e-20,
  -26190838401581408e-21,
  36899182659531625e-22
];
function logGamma(x) {
  let y = x;
  const tmp = x + 5.2421875;
  const front = (x + 0.5) * Math.log(tmp) - tmp;
  let series = 0.9999999999999971;
  for (let j = 0; j < 14; j++) series += LANCZOS[j] / ++y;
  return front + Math.log(2.5066282746310007 * series / x);
}
var STIRLING_FROM = 20;
function stirlingTail(x) {
  const inverse = 1 / x;
  const square = inverse * inverse;
  return inverse * (1 / 12 - square * (1 / 360 - square * (1 / 1260 - square / 1680)));
}
function logGammaHalfStep(a) {
  if (a < STIRLING_FROM) return logGamma(a + 0.5) - logGamma(a);
  return 0.5 * Math.log(a) + (a * Math.log1p(0.5 / a) - 0.5) + stirlingTail(a + 0.5) - stirlingTail(a);
}
function betaFraction(a, b, x) {
  const qab = a + b;
  const qap = a + 1;
  const qam = a - 1;
  let c = 1;
  let d = 1 - qab * x / qap;
  if (Math.abs(d) < TINY) d = TINY;
  d = 1 / d;
  let h = d;
  for (let m = 1; m <= 1e5; m++) {
    const m2 = 2 * m;
    let aa = m * (b - m) * x / ((qam + m2) * (a + m2));
    d = 1 + aa * d;
    if (Math.abs(d) < TINY) d = TINY;
    c = 1 + aa / c;
    if (Math.abs(c) < TINY) c = TINY;
    d = 1 / d;
    h *= d * c;
    aa = -(a + m) * (qab + m) * x / ((a + m2) * (qap + m2));
    d = 1 + aa * d;
    if (Math.abs(d) < TINY) d = TINY;
    c = 1 + aa / c;
    if (Math.abs(c) < TINY) c = TINY;
    d = 1 / d;
    const step = d * c;
    h *= step;
    if (Math.abs(step - 1) <= EPSILON) break;
  }
  return h;
}
function studentTLowerTail(t, df) {
  if (Number.isNaN(t) || Number.isNaN(df) || df <= 0) return NaN;
  return lowerTail(t * t / df, df / 2, LN_SQRT_PI - logGammaHalfStep(df / 2));
}
function lowerTail(ratio, a, logBeta) {
  if (ratio === 0) return 0.5;
  if (ratio === Infinity) return 0;
  const b = 0.5;
  const logZ = -Math.log1p(ratio);
  const logOneMinusZ = Math.log(ratio) + logZ;
  const z = Math.exp(logZ);
  const front = Math.exp(a * logZ + b * logOneMinusZ - logBeta);
  if (z < (a + 1) / (a + b + 2)) return 0.5 * front * betaFraction(a, b, z) / a;
  const oneMinusZ = ratio / (1 + ratio);
  return 0.5 * (1 - front * betaFraction(b, a, oneMinusZ) / b);
}
function studentTDensity(t, df, logConstant) {
  return Math.exp(logConstant - (df + 1) / 2 * Math.log1p(t * t / df));
}
function studentTUpperQuantile(upperTail, df) {
  if (!(upperTail > 0 && upperTail < 0.5) || !(df > 0)) return NaN;
  const a = df / 2;
  const halfStep = logGammaHalfStep(a);
  const logBeta = LN_SQRT_PI - halfStep;
  const logConstant = halfStep - 0.5 * Math.log(df) - LN_SQRT_PI;
  const target = Math.log(upperTail);
  let low = -Infinity;
  let high = Infinity;
  let s = Math.log(startingPoint(upperTail, df));
  for (let iteration = 0; iteration < 200; iteration++) {
    const t = Math.exp(s);
    const square = t * t;
    const tail = lowerTail(square / df, a, logBeta);
    const g = Math.log(tail) - target;
    if (g === 0) return t;
    if (g > 0) low = s;
    else high = s;
    const u = t * studentTDensity(t, df, logConstant) / tail;
    const first = -u;
    const second = -u * (1 - (df + 1) * square / (df + square)) - u * u;
    let next = s - 2 * g * first / (2 * first * first - g * second);
    if (!(next > low && next < high)) {
      if (low === -Infinity) next = high - 1;
      else if (high === Infinity) next = low + 1;
      else next = (low + high) / 2;
    }
    if (Math.abs(next - s) <= 1e-6) return Math.exp(next);
    s = next;
  }
  return Math.exp(s);
}
function startingPoint(upperTail, df) {
  let z;
  if (upperTail === 0.025) z = 1.959963984540054;
  else if (upperTail === 5e-3) z = 2.5758293035489004;
  else if (upperTail === 5e-4) z = 3.2905267314919255;
  else {
    const w = Math.sqrt(-2 * Math.log(upperTail));
    z = w - (2.515517 + w * (0.802853 + w * 0.010328)) / (1 + w * (1.432788 + w * (0.189269 + w * 1308e-6)));
  }
  const z2 = z * z;
  const g1 = z * (z2 + 1) / 4;
  const g2 = z * ((5 * z2 + 16) * z2 + 3) / 96;
  const g3 = z * (((3 * z2 + 19) * z2 + 17) * z2 - 15) / 384;
  const g4 = z * ((((79 * z2 + 776) * z2 + 1482) * z2 - 1920) * z2 - 945) / 92160;
  const guess = z + (g1 + (g2 + (g3 + g4 / df) / df) / df) / df;
  return guess > 0 && Number.isFinite(guess) ? guess : z;
}
function normalDistribution(x) {
  if (Number.isNaN(x)) return NaN;
  const half = x * x * 0.5;
  let upperTail;
  if (half < 1.5) upperTail = 0.5 * (1 - lowerGammaSeries(half));
  else upperTail = 0.5 * upperGammaFraction(half);
  return x <= 0 ? upperTail : 1 - upperTail;
}
var LN_GAMMA_HALF = LN_SQRT_PI;
function lowerGammaSeries(h) {
  if (h === 0) return 0;
  let term = 2;
  let sum = term;
  for (let n = 1; n < 500; n++) {
    term *= h / (0.5 + n);
    sum += term;
    if (term < sum * EPSILON) break;
  }
  return sum * Math.exp(-h + 0.5 * Math.log(h) - LN_GAMMA_HALF);
}
function upperGammaFraction(h) {
  const a = 0.5;
  let b = h + 1 - a;
  let c = 1 / TINY;
  let d = 1 / b;
  let fraction = d;
  for (let i = 1; i < 500; i++) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < TINY) d = TINY;
    c = b + an / c;
    if (Math.abs(c) < TINY) c = TINY;
    d = 1 / d;
    const step = d * c;
    fraction *= step;
    if (Math.abs(step - 1) <= EPSILON) break;
  }
  return Math.exp(-h + a * Math.log(h) - LN_GAMMA_HALF) * fraction;
}

// src/stats/welch.ts
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
var ALPHAS = [0.05, 0.01, 1e-3];
function starsFor(pValue) {
  if (pValue < 1e-3) return "***";
  if (pValue < 0.01) return "**";
  if (pValue < 0.05) return "*";
  return "";
}
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
  add(sample) {
    this.addRate(this.groupId(sample.filename, sample.configuration), sample.binary, sample.rate);
  }
  get size() {
    return this.groups.length;
  }
  /** Tests each group; rows sorted by name as the reference sorts them. */
  analyze(options = {}) {
    const correction = options.correction ?? "none";
    const comparisons = [];
    const { rates, starts } = this.bySide();
    for (const byConfiguration of this.byFile.values()) {
      for (const id of byConfiguration.values()) {
        const group = this.groups[id];
        const old = summarizeRange(rates, starts[2 * id], starts[2 * id + 1]);
        const current = summarizeRange(rates, starts[2 * id + 1], starts[2 * id + 2]);
        comparisons.push(compareGroup(`${group.filename} ${group.configuration}`, group, old, current));
      }
    }
    sortByName(comparisons, (comparison) => comparison.name);
    if (correction === "holm") {
      const adjusted = holmAdjust(comparisons.map((c) => c.pValue));
      comparisons.forEach((comparison, i) => {
        const pValue = adjusted[i] ?? NaN;
        comparison.holm = { pValue, stars: starsFor(pValue) };
      });
    }
    return { comparisons, correction };
  }
};
function compareGroup(name, group, old, current) {
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
    name,
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
    accuracy
  };
}
function effectiveStars(comparison) {
  return comparison.holm ? comparison.holm.stars : comparison.stars;
}
function isRegression(comparison) {
  return effectiveStars(comparison) !== "" && comparison.improvement < 0;
}
function isImprovement(comparison) {
  return effectiveStars(comparison) !== "" && comparison.improvement > 0;
}

export {
  studentTLowerTail,
  studentTUpperQuantile,
  normalDistribution,
  ALPHAS,
  SampleGroups,
  effectiveStars,
  isRegression,
  isImprovement
};
