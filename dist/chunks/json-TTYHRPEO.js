import { createRequire as __nodeBenchCreateRequire } from 'node:module';
const require = __nodeBenchCreateRequire(import.meta.url);
import {
  ALPHAS,
  isImprovement,
  isRegression
} from "./chunk-XPXED6EU.js";
import "./chunk-6GNYY2MZ.js";
import "./chunk-PHDEEH6Z.js";

// src/report/json.ts
var JSON_SCHEMA_VERSION = 3;
var finite = (value) => Number.isFinite(value) ? value : null;
function toJsonReport(analysis) {
  return {
    schemaVersion: JSON_SCHEMA_VERSION,
    correction: analysis.correction,
    /** how every row's verdict was decided: welch, welch-holm, log-welch-holm (the nightly) or sequential-holm, and the margin of "same" */
    decision: analysis.basis,
    summary: {
      comparisons: analysis.comparisons.length,
      regressions: analysis.comparisons.filter(isRegression).length,
      improvements: analysis.comparisons.filter(isImprovement).length,
      same: analysis.comparisons.filter((c) => c.decision.outcome === "same").length,
      unresolved: analysis.comparisons.filter((c) => c.decision.outcome === "unresolved").length,
      untested: analysis.comparisons.filter((c) => c.decision.outcome === "untested").length
    },
    comparisons: analysis.comparisons.map((c) => ({
      name: c.name,
      filename: c.filename,
      configuration: c.configuration,
      old: { n: c.old.n, mean: finite(c.old.mean), sd: finite(Math.sqrt(c.old.variance)) },
      new: { n: c.new.n, mean: finite(c.new.mean), sd: finite(Math.sqrt(c.new.variance)) },
      improvement: finite(c.improvement),
      tested: c.tested,
      /** compare.R's Welch test (also in `welch`, as schema 2 had them) */
      t: finite(c.t),
      df: finite(c.df),
      pValue: finite(c.pValue),
      /** the stars the verdict was read from; never contradicts it */
      stars: c.decision.stars,
      welch: { t: finite(c.t), df: finite(c.df), pValue: finite(c.pValue), stars: c.stars },
      accuracy: Object.fromEntries(ALPHAS.map((alpha, i) => [String(alpha), finite(c.accuracy[i])])),
      ...c.holm ? { holm: { pValue: finite(c.holm.pValue), stars: c.holm.stars } } : {},
      /** the row's one verdict (regression, improvement, same, unresolved, untested) and the change it is about */
      verdict: c.decision.outcome,
      change: {
        percent: finite(c.decision.estimate.change),
        low: finite(c.decision.estimate.low),
        high: finite(c.decision.estimate.high)
      }
    }))
  };
}
function renderJson(analysis) {
  return JSON.stringify(toJsonReport(analysis), null, 2);
}
export {
  JSON_SCHEMA_VERSION,
  renderJson,
  toJsonReport
};
