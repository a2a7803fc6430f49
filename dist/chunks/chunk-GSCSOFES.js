import { createRequire as __nodeBenchCreateRequire } from 'node:module';
const require = __nodeBenchCreateRequire(import.meta.url);
import {
  Option,
  oneOf
} from "./chunk-2OECEQEI.js";
import {
  RequestError
} from "./chunk-JNGJNHL4.js";

// src/options/output.ts
var FORMATS = ["text", "markdown", "json"];
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
var suggestFormat = new Option({
  names: { cli: "format" },
  schema: oneOf(["text", "json"]),
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
  format,
  correction,
  compareFormat,
  suggestFormat,
  plot,
  quiet
};
