import { createRequire as __nodeBenchCreateRequire } from 'node:module';
const require = __nodeBenchCreateRequire(import.meta.url);
import {
  renderText
} from "./chunk-6VZNKA4I.js";
import {
  Option,
  oneOf
} from "./chunk-RGSH7SAH.js";

// src/report/render.ts
var FORMATS = ["text", "markdown", "json"];
async function render(analysis, format2, context = { partial: false, failures: [] }, text = {}) {
  switch (format2) {
    case "text":
      return renderText(analysis, text);
    case "markdown": {
      const { buildReport } = await import("./comment-W2UYE2AP.js");
      return buildReport({ ...context, analysis, marker: "", maxLength: Infinity }).trimEnd();
    }
    case "json": {
      const { renderJson } = await import("./json-AGWRUKSX.js");
      return renderJson(analysis);
    }
  }
}

// src/options/output.ts
var format = new Option({
  names: { cli: "format" },
  schema: oneOf(FORMATS),
  default: "text"
});
var correction = new Option({
  names: { cli: "correction", input: "correction" },
  schema: oneOf(["none", "holm"]),
  default: { bySurface: { cli: "none", input: "holm" } }
});

export {
  render,
  format,
  correction
};
