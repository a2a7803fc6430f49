import { createRequire as __nodeBenchCreateRequire } from 'node:module';
const require = __nodeBenchCreateRequire(import.meta.url);
import {
  Option,
  oneOf
} from "./chunk-22E2UFT6.js";
import {
  RequestError,
  UserError
} from "./chunk-S77ZKJKL.js";

// src/options/output.ts
import { accessSync, constants, existsSync, statSync } from "node:fs";
import { dirname, resolve } from "node:path";
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
var doctorFormat = new Option({
  names: { cli: "format" },
  schema: oneOf(["text", "json"]),
  default: "text"
});
function checkOutputFile(flag, file, cwd) {
  const full = resolve(cwd, file);
  const folder = dirname(full);
  const shown = `--${flag} ${file}`;
  let kind;
  try {
    kind = statSync(folder);
  } catch {
    throw new RequestError(`${shown}: the folder ${folder} does not exist (create it first, or write elsewhere)`);
  }
  if (!kind.isDirectory()) throw new RequestError(`${shown}: ${folder} is not a folder`);
  try {
    accessSync(folder, constants.W_OK);
  } catch {
    throw new RequestError(`${shown}: the folder ${folder} is not writable by this user`);
  }
  if (existsSync(full) && statSync(full).isDirectory()) {
    throw new RequestError(`${shown}: ${full} is a folder; give a file name`);
  }
  return full;
}
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

// src/run/errors.ts
var RunConfigError = class extends UserError {
  constructor(message) {
    super(message);
    this.name = "RunConfigError";
  }
};

export {
  format,
  correction,
  compareFormat,
  suggestFormat,
  doctorFormat,
  checkOutputFile,
  plot,
  quiet,
  RunConfigError
};
