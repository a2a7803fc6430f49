import { createRequire as __nodeBenchCreateRequire } from 'node:module';
const require = __nodeBenchCreateRequire(import.meta.url);
import {
  DEFAULT_CHILD_MS,
  TimingModel
} from "./chunk-G2IUYMHM.js";
import {
  ADAPTIVE_DEFAULTS
} from "./chunk-6AVMWGWR.js";

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
    maxTimeMs: input.maxTimeMs,
    timingsSource: input.timingsSource
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
  estimateRun,
  describeEstimate,
  describePlannedTime
};
