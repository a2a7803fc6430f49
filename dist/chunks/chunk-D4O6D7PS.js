import { createRequire as __nodeBenchCreateRequire } from 'node:module';
const require = __nodeBenchCreateRequire(import.meta.url);
import {
  UserError
} from "./chunk-S77ZKJKL.js";

// src/commands/io.ts
var UsageError = class extends UserError {
  name = "UsageError";
};
var EXIT = {
  ok: 0,
  /** invalid input, bad options, or an error before anything was measured */
  error: 1,
  /** --fail-on-regression and at least one significant slowdown */
  regression: 2,
  /** some benchmarks crashed, hung or timed out; the rest were reported */
  benchmarkFailures: 3,
  /** Ctrl-C or SIGTERM stopped the run (128 + SIGINT, the shell's convention); what was measured is in the CSV */
  interrupted: 130
};
function write(stream, text) {
  stream.write(text.endsWith("\n") ? text : `${text}
`);
}

export {
  UsageError,
  EXIT,
  write
};
