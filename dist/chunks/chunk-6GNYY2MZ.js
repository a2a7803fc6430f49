import { createRequire as __nodeBenchCreateRequire } from 'node:module';
const require = __nodeBenchCreateRequire(import.meta.url);

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

// src/stats/decision.ts
var DEFAULT_DELTA_PERCENT = 5;
var NO_ESTIMATE = { change: NaN, low: NaN, high: NaN };
function withinDelta(estimate, deltaPercent) {
  return estimate.low >= -deltaPercent && estimate.high <= deltaPercent;
}
function fixedDecision(row, stars, deltaPercent) {
  if (!row.tested || !Number.isFinite(row.improvement) || !Number.isFinite(row.accuracy[0])) {
    return { outcome: "untested", estimate: NO_ESTIMATE, stars: "" };
  }
  const half = row.accuracy[0];
  return starsDecision(
    { change: row.improvement, low: row.improvement - half, high: row.improvement + half },
    stars,
    deltaPercent
  );
}
function starsDecision(estimate, stars, deltaPercent) {
  if (stars !== "" && estimate.change !== 0) {
    return { outcome: estimate.change < 0 ? "regression" : "improvement", estimate, stars };
  }
  return { outcome: withinDelta(estimate, deltaPercent) ? "same" : "unresolved", estimate, stars };
}
function countOutcomes(decisions) {
  const counts = { regression: 0, improvement: 0, same: 0, unresolved: 0, untested: 0 };
  for (const decision of decisions) counts[decision.outcome]++;
  return counts;
}

export {
  studentTLowerTail,
  studentTUpperQuantile,
  normalDistribution,
  DEFAULT_DELTA_PERCENT,
  NO_ESTIMATE,
  fixedDecision,
  starsDecision,
  countOutcomes
};
