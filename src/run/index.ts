// The front of run/: what the rest of the house takes from a run (eslint.config.js keeps it the only door).
// Inside, three rooms: suites/ (what a suite is and how its children start), plan/ (which children run, in which
// order, with which n, and what is known before: shards, the time budget, timings, sizes) and measure/ (the runner
// and executor that run the plan, the session's stopping rules, lanes and CPUs, progress, failures, the fingerprint).
export { RunConfigError } from './errors.ts';
export { runSuite } from './run-suite.ts';
export { checkCpusExist, cpusOf, listOf, onlineCpus } from './measure/cpuset.ts';
export { openSampleSink } from './measure/csv-out.ts';
export { priorKey, type JobRecord, type PriorSamples, type PriorSide } from './measure/executor.ts';
export type { RunFailure } from './measure/failure.ts';
export { describeHeavyLoad, heavyLoadWarning, runnerFingerprint, type LoadRecord } from './measure/fingerprint.ts';
export { resolveLanes, type Lanes } from './measure/lanes.ts';
export type { ProgressOutput } from './measure/progress.ts';
export type { RunPlan } from './plan/plan.ts';
export { formatShard } from './plan/shard.ts';
export { knownSizes, plannedSizes, recordChosenSizes, type SizeRecord } from './plan/size-store.ts';
export type { SizingRecord } from './plan/sizing.ts';
export {
  DEFAULT_CHILD_MS,
  readRunnerHistory,
  readShardTimings,
  readTimings,
  saveTimings,
  TimingModel,
  TIMINGS_FILE_NAME,
  TIMINGS_UNTRUSTED_FILE_NAME,
  type ChildTiming,
  type TimingsFile,
} from './plan/timing.ts';
export { findSuiteDir, listGroups } from './suites/bundled-files.ts';
export { checkBundledSelection } from './suites/bundled.ts';
export { isSelected, resolveCategories } from './suites/core-select.ts';
