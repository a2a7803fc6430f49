// The timing history of one comparison on this runner: read before the run (the --timings file a shard is split
// by, this machine's history that orders a --max-time run and estimates its time) and added to after it.
import path from 'node:path';

import type { BuildTrust } from '../binaries/builder-ccache.ts';
import type { Comparison } from '../options/comparison.ts';
import {
  type ChildTiming,
  readRunnerHistory,
  readShardTimings,
  type RunPlan,
  saveTimings,
  TimingModel,
  TIMINGS_FILE_NAME,
  TIMINGS_UNTRUSTED_FILE_NAME,
  type TimingsFile,
} from '../run/index.ts';
import { ADAPTIVE_DEFAULTS } from '../stats/verdict.ts';
import { describePlannedTime } from '../suggest/estimate.ts';

/** What the history reads of the comparison's deps: where warnings go, whose run it is. */
export interface HistoryDeps {
  log: (line: string) => void;
  trust: BuildTrust;
}

export class TimingHistory {
  private constructor(
    /** expected child times a shard is split by (--timings); absent: the split is by count */
    readonly timings: TimingModel | undefined,
    /** expected child times a --max-time run is ordered by when no --timings split the shards; absent: listing order */
    readonly budget: TimingModel | undefined,
    /** this runner's history, and the file(s) it came from, as the planned-time line names them */
    private readonly runner: { file: string; history: TimingsFile | null },
    /** where this run's child times are added */
    private readonly recordFile: string,
    private readonly log: (line: string) => void,
  ) {}

  /**
   * Reads the comparison's history. Only the --timings file is required (every shard of a matrix must share it: the
   * same file, the same split); this runner's own history only orders and estimates, so an unreadable one is none.
   */
  static async read(request: Comparison, cacheDir: string, deps: HistoryDeps): Promise<TimingHistory> {
    const { timings: given, maxTimeMs } = request.schedule;
    const timings = given === undefined ? undefined : await readShardTimings(given, deps.log);
    const runner = await readRunnerHistory(given, cacheDir, deps);
    const model = maxTimeMs === undefined || timings !== undefined ? undefined : TimingModel.fromFile(runner.history);
    const recordFile = path.join(cacheDir, deps.trust === 'trusted' ? TIMINGS_FILE_NAME : TIMINGS_UNTRUSTED_FILE_NAME);
    return new TimingHistory(timings, model?.empty ? undefined : model, runner, recordFile, deps.log);
  }

  /** The log line that says, before anything is measured, how long the planned run should take on this runner. */
  plannedTimeLine(request: Comparison, plan: RunPlan): string {
    const { adaptive, runs } = request.schedule;
    const range = adaptive ? { min: ADAPTIVE_DEFAULTS.minRuns, max: runs } : { min: runs, max: runs };
    return describePlannedTime(plan.configurations, this.runner.history, range, this.runner.file);
  }

  /**
   * Adds the run's child times to the cache's history (an untrusted run's to its own file: what PR code chooses
   * never plans a trusted run); a failure costs only the history (a warning).
   */
  async record(timed: readonly ChildTiming[]): Promise<void> {
    if (timed.length === 0) return;
    try {
      await saveTimings(this.recordFile, timed);
    } catch (error) {
      this.log(`warning: the children's times were not recorded in ${this.recordFile}: ${(error as Error).message}`);
    }
  }
}
