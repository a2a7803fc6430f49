import { createRequire as __nodeBenchCreateRequire } from 'node:module';
const require = __nodeBenchCreateRequire(import.meta.url);
import {
  Option,
  RequestError,
  oneOf
} from "./chunk-JFARD4SM.js";
import {
  renderText
} from "./chunk-6VZNKA4I.js";

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
      const { renderJson } = await import("./json-LYKOUZE4.js");
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
var compareFormat = new Option({
  names: { cli: "format" },
  schema: oneOf([...FORMATS, "csv"]),
  default: "text"
});
var plot = {
  names: { cli: "plot" },
  parse(text) {
    if (text === void 0) return void 0;
    if (!/\.svg$/i.test(text)) {
      throw new RequestError(
        `--plot writes an SVG picture: give a file name ending in .svg; got ${JSON.stringify(text)}`
      );
    }
    return text;
  }
};
var quiet = {
  names: { cli: "quiet" },
  alias: "no-progress",
  flags: { quiet: { type: "boolean", default: false }, "no-progress": { type: "boolean", default: false } },
  parse(values) {
    return values.quiet === true || values["no-progress"] === true;
  }
};

export {
  render,
  format,
  correction,
  compareFormat,
  plot,
  quiet
};
