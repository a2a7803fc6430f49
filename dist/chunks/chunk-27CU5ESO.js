import { createRequire as __nodeBenchCreateRequire } from 'node:module';
const require = __nodeBenchCreateRequire(import.meta.url);

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
  DEFAULT_DELTA_PERCENT,
  NO_ESTIMATE,
  fixedDecision,
  starsDecision,
  countOutcomes
};
