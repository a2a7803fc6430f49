// How long a suggested run should take, from the timing history runs record
// (<cache>/timings.json: each configuration's mean child wall time) and the
// run settings. Without history it says so and gives the least it can take.
import { ADAPTIVE_DEFAULTS } from '../stats/verdict.ts';
import { DEFAULT_CHILD_MS, TimingModel, type TimingsFile } from '../run/index.ts';
import type { Schedule } from '../options/comparison.ts';
import type { Request } from '../request/request.ts';

/** What an estimate repeats as given: the workflow's max-time, and where the timing history came from (for the reply). */
interface EstimateContext {
  maxTimeMs?: Schedule['maxTimeMs'];
  timingsSource?: string | undefined;
}

/**
 * A run to estimate: its runs per configuration and side as a request says
 * them (a count, or auto with its cap), the workflow's max-time if it gave one.
 */
export interface EstimateInput extends Pick<Request, 'runs' | 'maxRuns'>, EstimateContext {
  /** the benchmark files the run would start (`category/name.js`, as the CSV's filename column) */
  files: readonly string[];
  /** the runner's timing history; null: none */
  timings: TimingsFile | null;
}

/** What a run would take; the max-time and the history's source as given. */
export interface TimeEstimate extends EstimateContext {
  files: number;
  /** files with timing history, and the configurations the history knows of them */
  timedFiles: number;
  configurations: number;
  /** runs per configuration and side: the least and the most (equal for a fixed count) */
  runs: { min: number; max: number };
  /**
   * expected wall time at the least and the most runs: the timed files from
   * their history, each untimed file as one configuration at DEFAULT_CHILD_MS
   * (so a least when some are untimed); null without history
   */
  ms: { min: number; max: number } | null;
  /** without history: the least any run of these files takes (one configuration each, DEFAULT_CHILD_MS a child) */
  lowerBoundMs: number;
}

export function estimateRun(input: EstimateInput): TimeEstimate {
  const runs =
    input.runs === 'auto'
      ? { min: ADAPTIVE_DEFAULTS.minRuns, max: input.maxRuns ?? ADAPTIVE_DEFAULTS.maxRuns }
      : { min: input.runs, max: input.runs };
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
  // two binaries, each configuration `runs` times
  const sides = 2;
  const files = new Set(input.files).size;
  // a file without history lists one configuration or more: count it as one at the default child time
  const runMs = (childMs + (files - timedFiles) * DEFAULT_CHILD_MS) * sides;
  return {
    files,
    timedFiles,
    configurations,
    runs,
    ms: timedFiles === 0 ? null : { min: runMs * runs.min, max: runMs * runs.max },
    lowerBoundMs: files * sides * runs.min * DEFAULT_CHILD_MS,
    maxTimeMs: input.maxTimeMs,
    timingsSource: input.timingsSource,
  };
}

/** `45 s`, `12 min`, `3.5 h`. */
export function roughDuration(ms: number): string {
  if (ms < 90_000) return `${Math.max(1, Math.round(ms / 1000))} s`;
  if (ms < 90 * 60_000) return `${Math.round(ms / 60_000)} min`;
  const hours = ms / 3_600_000;
  return `${hours < 10 ? hours.toFixed(1) : Math.round(hours)} h`;
}

/** One or two sentences: the expected time and where it comes from. */
export function describeEstimate(estimate: TimeEstimate): string {
  const runs =
    estimate.runs.min === estimate.runs.max
      ? `${estimate.runs.min} runs`
      : `${estimate.runs.min}–${estimate.runs.max} runs`;
  const cap =
    estimate.maxTimeMs === undefined
      ? ''
      : ` The run stops at max-time (${roughDuration(estimate.maxTimeMs)}), keeping what was measured.`;
  if (estimate.ms === null) {
    const from = estimate.timingsSource === undefined ? '' : ` (${estimate.timingsSource})`;
    return (
      `No timing history on this runner for these benchmarks${from}: ${estimate.files} benchmark files, ` +
      `each one configuration or more, × 2 binaries × ${runs} take at least ${roughDuration(estimate.lowerBoundMs)} ` +
      `(${roughDuration(DEFAULT_CHILD_MS)} a process).${cap}`
    );
  }
  const untimed = estimate.files - estimate.timedFiles;
  const { min, max } = estimate.ms;
  const time =
    untimed === 0
      ? min === max
        ? `about ${roughDuration(min)} at ${estimate.runs.min} runs`
        : `about ${roughDuration(min)} at ${estimate.runs.min} runs, at most ${roughDuration(max)} at ${estimate.runs.max}`
      : min === max
        ? `at least ${roughDuration(min)} at ${estimate.runs.min} runs`
        : `at least ${roughDuration(min)} at ${estimate.runs.min} runs, ${roughDuration(max)} at ${estimate.runs.max}`;
  const rest =
    untimed === 0
      ? ''
      : `; ${untimed} of the ${estimate.files} files have no history: counted as one configuration at ` +
        `${roughDuration(DEFAULT_CHILD_MS)} a process each`;
  const from = estimate.timingsSource === undefined ? 'timing history' : estimate.timingsSource;
  return `Expected time: ${time} (${estimate.configurations} configurations × 2 binaries from ${from}${rest}).${cap}`;
}

/**
 * The log line a run prints before it measures: its planned configurations
 * against the runner's own timing history (the execute job has the cache the
 * gate has not), so the job log says how long it should take.
 */
export function describePlannedTime(
  configurations: readonly { filename: string; configuration: string }[],
  timings: TimingsFile | null,
  runs: { min: number; max: number },
  source: string,
): string {
  const model = TimingModel.fromFile(timings);
  let childMs = 0;
  let timed = 0;
  for (const { filename, configuration } of configurations) {
    childMs += model.expectedMs(filename, configuration);
    if (model.has(filename, configuration)) timed++;
  }
  const count = `${configurations.length} configurations × 2 binaries`;
  const at = (n: number) => roughDuration(childMs * 2 * n);
  const time =
    runs.min === runs.max
      ? `about ${at(runs.min)} at ${runs.min} runs`
      : `about ${at(runs.min)} at ${runs.min} runs, at most ${at(runs.max)} at ${runs.max}`;
  if (model.empty) {
    return `expected time: no timing history in ${source} yet; ${count} at ${roughDuration(DEFAULT_CHILD_MS)} a process: ${time}`;
  }
  return `expected time: ${time} (${count}; ${timed} of them timed before, the rest estimated, from ${source})`;
}
