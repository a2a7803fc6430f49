import { createRequire as __nodeBenchCreateRequire } from 'node:module';
const require = __nodeBenchCreateRequire(import.meta.url);
import {
  RunConfigError
} from "./chunk-43J52PCU.js";
import {
  ADAPTIVE_DEFAULTS
} from "./chunk-4ZZT7LD6.js";
import {
  external_exports,
  replaceFile
} from "./chunk-22E2UFT6.js";

// src/run/timing.ts
import { readFile } from "node:fs/promises";
var DEFAULT_CHILD_MS = 2e3;
var TIMING_WEIGHT_CAP = 30;
var MAX_TIMED_CONFIGURATIONS = 2e5;
var TIMINGS_FILE_NAME = "timings.json";
var TIMINGS_UNTRUSTED_FILE_NAME = "timings-untrusted.json";
var MAX_TIMED_NAME_CHARS = 5e3;
var nameSchema = external_exports.string().max(MAX_TIMED_NAME_CHARS);
var entrySchema = external_exports.tuple([external_exports.number().finite().min(0), external_exports.number().int().min(1)]);
var frameSchema = external_exports.strictObject({
  schemaVersion: external_exports.literal(1),
  configurations: external_exports.record(external_exports.string(), external_exports.unknown())
});
var key = (filename, configuration) => `${filename} ${configuration}`;
var TimingModel = class _TimingModel {
  #entries = /* @__PURE__ */ new Map();
  #byFile = /* @__PURE__ */ new Map();
  static fromFile(file) {
    const model = new _TimingModel();
    if (file === null) return model;
    for (const [name, [ms, n]] of Object.entries(file.configurations)) {
      const space = name.indexOf(" ");
      model.#set(name, name.slice(0, space === -1 ? name.length : space), { ms, n });
    }
    return model;
  }
  #set(name, filename, entry) {
    this.#entries.set(name, entry);
    let names = this.#byFile.get(filename);
    if (names === void 0) this.#byFile.set(filename, names = /* @__PURE__ */ new Set());
    names.add(name);
  }
  /** One child's wall time; a name longer than the file's schema accepts is not recorded. */
  record(filename, configuration, ms) {
    if (!(ms >= 0) || !Number.isFinite(ms)) return;
    const name = key(filename, configuration);
    if (name.length > MAX_TIMED_NAME_CHARS) return;
    const entry = this.#entries.get(name);
    if (entry === void 0) {
      this.#set(name, filename, { ms, n: 1 });
      return;
    }
    const weight = Math.min(entry.n, TIMING_WEIGHT_CAP - 1);
    this.#set(name, filename, { ms: (entry.ms * weight + ms) / (weight + 1), n: Math.min(entry.n + 1, 1e9) });
  }
  /** Whether this configuration has a history of its own. */
  has(filename, configuration) {
    return this.#entries.has(key(filename, configuration));
  }
  /** The mean child times of a file's configurations that have a history (none: the file has none). */
  recordedMs(filename) {
    return [...this.#byFile.get(filename) ?? []].map((name) => this.#entries.get(name).ms);
  }
  /** Whether any configuration has a history. */
  get empty() {
    return this.#entries.size === 0;
  }
  /**
   * A child's expected wall time: the configuration's history, else the mean
   * of its file's configurations, else of every configuration known, else
   * DEFAULT_CHILD_MS.
   */
  expectedMs(filename, configuration) {
    const entry = this.#entries.get(key(filename, configuration));
    if (entry !== void 0) return entry.ms;
    const mean = (names) => {
      let sum = 0;
      let count = 0;
      for (const name of names) {
        sum += this.#entries.get(name).ms;
        count++;
      }
      return count === 0 ? null : sum / count;
    };
    return mean(this.#byFile.get(filename) ?? []) ?? mean(this.#entries.keys()) ?? DEFAULT_CHILD_MS;
  }
  toFile() {
    const entries = [...this.#entries].sort((a, b) => b[1].n - a[1].n).slice(0, MAX_TIMED_CONFIGURATIONS);
    return {
      schemaVersion: 1,
      configurations: Object.fromEntries(entries.map(([name, { ms, n }]) => [name, [Math.round(ms), n]]))
    };
  }
};
async function readTimings(path, warn) {
  let text;
  try {
    text = await readFile(path, "utf8");
  } catch (error) {
    if (error.code === "ENOENT") return null;
    throw new RunConfigError(`cannot read the timings ${path}: ${error.message}`);
  }
  let parsed;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new RunConfigError(`the timings ${path} are not JSON: delete the file (the next run writes a new one)`);
  }
  const frame = frameSchema.safeParse(parsed);
  if (!frame.success) {
    const issue = frame.error.issues[0];
    throw new RunConfigError(
      `the timings ${path} are not node-bench timings (${issue.path.join(".") || "the file"}: ${issue.message}): delete the file (the next run writes a new one)`
    );
  }
  const configurations = {};
  let skipped = 0;
  let firstProblem = "";
  for (const [name, value] of Object.entries(frame.data.configurations)) {
    const entry = entrySchema.safeParse(value);
    const problem = !nameSchema.safeParse(name).success ? `a name of ${name.length} characters (at most ${MAX_TIMED_NAME_CHARS})` : entry.success ? void 0 : `a value that is not [mean ms, count] (${entry.error.issues[0].message})`;
    if (problem === void 0 && entry.success) configurations[name] = entry.data;
    else {
      skipped++;
      firstProblem ||= problem ?? "";
    }
  }
  if (skipped > 0) {
    warn?.(
      `warning: the timings ${path}: skipped ${skipped} ${skipped === 1 ? "entry" : "entries"} the schema refuses (the first: ${firstProblem}); the others are used`
    );
  }
  return { schemaVersion: 1, configurations };
}
function withUntrustedTimings(trusted, untrusted) {
  if (untrusted === null) return trusted;
  return { schemaVersion: 1, configurations: { ...untrusted.configurations, ...trusted?.configurations } };
}
async function saveTimings(path, children) {
  const model = TimingModel.fromFile(await readTimings(path).catch(() => null));
  for (const child of children) model.record(child.filename, child.configuration, child.ms);
  await replaceFile(path, JSON.stringify(model.toFile()));
}

// src/suggest/estimate.ts
function estimateRun(input) {
  const runs = input.runs === "auto" ? { min: ADAPTIVE_DEFAULTS.minRuns, max: input.maxRuns ?? ADAPTIVE_DEFAULTS.maxRuns } : { min: input.runs, max: input.runs };
  const model = TimingModel.fromFile(input.timings);
  let timedFiles = 0;
  let configurations = 0;
  let childMs = 0;
  for (const file of new Set(input.files)) {
    const known = model.recordedMs(file);
    if (known.length === 0) continue;
    timedFiles++;
    configurations += known.length;
    for (const ms of known) childMs += ms;
  }
  const sides = 2;
  const files = new Set(input.files).size;
  const runMs = (childMs + (files - timedFiles) * DEFAULT_CHILD_MS) * sides;
  return {
    files,
    timedFiles,
    configurations,
    runs,
    ms: timedFiles === 0 ? null : { min: runMs * runs.min, max: runMs * runs.max },
    lowerBoundMs: files * sides * runs.min * DEFAULT_CHILD_MS,
    ...input.maxTimeMs === void 0 ? {} : { maxTimeMs: input.maxTimeMs },
    ...input.timingsSource === void 0 ? {} : { timingsSource: input.timingsSource }
  };
}
function roughDuration(ms) {
  if (ms < 9e4) return `${Math.max(1, Math.round(ms / 1e3))} s`;
  if (ms < 90 * 6e4) return `${Math.round(ms / 6e4)} min`;
  const hours = ms / 36e5;
  return `${hours < 10 ? hours.toFixed(1) : Math.round(hours)} h`;
}
function describeEstimate(estimate) {
  const runs = estimate.runs.min === estimate.runs.max ? `${estimate.runs.min} runs` : `${estimate.runs.min}–${estimate.runs.max} runs`;
  const cap = estimate.maxTimeMs === void 0 ? "" : ` The run stops at max-time (${roughDuration(estimate.maxTimeMs)}), keeping what was measured.`;
  if (estimate.ms === null) {
    const from2 = estimate.timingsSource === void 0 ? "" : ` (${estimate.timingsSource})`;
    return `No timing history on this runner for these benchmarks${from2}: ${estimate.files} benchmark files, each one configuration or more, × 2 binaries × ${runs} take at least ${roughDuration(estimate.lowerBoundMs)} (${roughDuration(DEFAULT_CHILD_MS)} a process).${cap}`;
  }
  const untimed = estimate.files - estimate.timedFiles;
  const { min, max } = estimate.ms;
  const time = untimed === 0 ? min === max ? `about ${roughDuration(min)} at ${estimate.runs.min} runs` : `about ${roughDuration(min)} at ${estimate.runs.min} runs, at most ${roughDuration(max)} at ${estimate.runs.max}` : min === max ? `at least ${roughDuration(min)} at ${estimate.runs.min} runs` : `at least ${roughDuration(min)} at ${estimate.runs.min} runs, ${roughDuration(max)} at ${estimate.runs.max}`;
  const rest = untimed === 0 ? "" : `; ${untimed} of the ${estimate.files} files have no history: counted as one configuration at ${roughDuration(DEFAULT_CHILD_MS)} a process each`;
  const from = estimate.timingsSource === void 0 ? "timing history" : estimate.timingsSource;
  return `Expected time: ${time} (${estimate.configurations} configurations × 2 binaries from ${from}${rest}).${cap}`;
}
function describePlannedTime(configurations, timings, runs, source) {
  const model = TimingModel.fromFile(timings);
  let childMs = 0;
  let timed = 0;
  for (const { filename, configuration } of configurations) {
    childMs += model.expectedMs(filename, configuration);
    if (model.has(filename, configuration)) timed++;
  }
  const count = `${configurations.length} configurations × 2 binaries`;
  const at = (n) => roughDuration(childMs * 2 * n);
  const time = runs.min === runs.max ? `about ${at(runs.min)} at ${runs.min} runs` : `about ${at(runs.min)} at ${runs.min} runs, at most ${at(runs.max)} at ${runs.max}`;
  if (model.empty) {
    return `expected time: no timing history in ${source} yet; ${count} at ${roughDuration(DEFAULT_CHILD_MS)} a process: ${time}`;
  }
  return `expected time: ${time} (${count}; ${timed} of them timed before, the rest estimated, from ${source})`;
}

export {
  TIMINGS_FILE_NAME,
  TIMINGS_UNTRUSTED_FILE_NAME,
  TimingModel,
  readTimings,
  withUntrustedTimings,
  saveTimings,
  estimateRun,
  describeEstimate,
  describePlannedTime
};
