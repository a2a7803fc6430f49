import { createRequire as __nodeBenchCreateRequire } from 'node:module';
const require = __nodeBenchCreateRequire(import.meta.url);
import {
  ALPHAS,
  isImprovement,
  isRegression,
  renderMarkdown,
  renderText
} from "./chunk-GKETPKVX.js";
import {
  UsageError
} from "./chunk-2EDXHP3Q.js";

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
      verdict: !c.tested ? "insufficient-data" : isRegression(c) ? "regression" : isImprovement(c) ? "improvement" : "no-difference"
    }))
  };
}
function renderJson(analysis) {
  return JSON.stringify(toJsonReport(analysis), null, 2);
}

// src/report/render.ts
var FORMATS = ["text", "markdown", "json"];
function render(analysis, format) {
  switch (format) {
    case "text":
      return renderText(analysis);
    case "markdown":
      return renderMarkdown(analysis);
    case "json":
      return renderJson(analysis);
  }
}

// src/commands/options.ts
function parseChoice(value, choices, option, fallback) {
  if (value === void 0) return fallback;
  if (choices.includes(value)) return value;
  throw new UsageError(`${option} must be one of ${choices.join(", ")}; got ${JSON.stringify(value)}`);
}
function parsePositiveInteger(value, option, fallback) {
  if (value === void 0) return fallback;
  if (!/^\d+$/.test(value) || Number(value) < 1) {
    throw new UsageError(`${option} must be a whole number of at least 1; got ${JSON.stringify(value)}`);
  }
  return Number(value);
}

export {
  FORMATS,
  render,
  parseChoice,
  parsePositiveInteger
};
