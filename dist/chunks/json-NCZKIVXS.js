import { createRequire as __nodeBenchCreateRequire } from 'node:module';
const require = __nodeBenchCreateRequire(import.meta.url);
import {
  ALPHAS,
  isImprovement,
  isRegression
} from "./chunk-ZPW32CLV.js";
import "./chunk-PHDEEH6Z.js";

// src/report/json.ts
var JSON_SCHEMA_VERSION = 1;
var finite = (value) => Number.isFinite(value) ? value : null;
function toJsonReport(analysis) {
  return {
    schemaVersion: JSON_SCHEMA_VERSION,
    correction: analysis.correction,
    summary: {
      comparisons: analysis.comparisons.length,
      regressions: analysis.comparisons.filter(isRegression).length,
      improvements: analysis.comparisons.filter(isImprovement).length,
      untested: analysis.comparisons.filter((c) => !c.tested).length
    },
    comparisons: analysis.comparisons.map((c) => ({
      name: c.name,
      filename: c.filename,
      configuration: c.configuration,
      old: { n: c.old.n, mean: finite(c.old.mean), sd: finite(Math.sqrt(c.old.variance)) },
      new: { n: c.new.n, mean: finite(c.new.mean), sd: finite(Math.sqrt(c.new.variance)) },
      improvement: finite(c.improvement),
      tested: c.tested,
      t: finite(c.t),
      df: finite(c.df),
      pValue: finite(c.pValue),
      stars: c.stars,
      accuracy: Object.fromEntries(ALPHAS.map((alpha, i) => [String(alpha), finite(c.accuracy[i])])),
      ...c.holm ? { holm: { pValue: finite(c.holm.pValue), stars: c.holm.stars } } : {},
      ...c.verdict ? {
        adaptive: {
          verdict: c.verdict.verdict,
          stars: c.verdict.stars,
          deltaPercent: finite(c.verdict.deltaPercent),
          n: c.verdict.n
        }
      } : {},
      verdict: !c.tested ? "insufficient-data" : isRegression(c) ? "regression" : isImprovement(c) ? "improvement" : "no-difference"
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
