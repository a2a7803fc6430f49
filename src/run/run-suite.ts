// The one entry of a run: the comparison's suite, selection and schedule as they are (options/comparison.ts), and
// what the run is given besides (SuiteDeps). The schedule becomes the runner's here, once (options/run-schedule.ts);
// each suite's entry then checks and selects its files: bundled.ts, core.ts (our engine or the checkout's compare.js).
import type { ComparisonSuite, Schedule, Selection } from '../options/comparison.ts';
import { runScheduleOf } from '../options/run-schedule.ts';
import { runBundled } from './suites/bundled.ts';
import { runCore } from './suites/core-compare-js.ts';
import type { SuiteDeps, SuiteResult } from './measure/runner.ts';

/**
 * Runs the suite. The schedule's --timings file and lanes are read on this machine before (deps.known, deps.lanes);
 * rejects before anything runs when the run is invalid (RunConfigError, CoreSuiteError), else resolves with every
 * failure in the result.
 */
export function runSuite(
  suite: ComparisonSuite,
  selection: Selection,
  schedule: Schedule,
  deps: SuiteDeps,
): Promise<SuiteResult> {
  const runSchedule = runScheduleOf(schedule, suite);
  return suite.kind === 'core'
    ? runCore(suite, selection, runSchedule, deps)
    : runBundled(suite.dir, selection, runSchedule, deps);
}
