// What a runner takes of a comparison's schedule, made in one place: the runs as one tagged value, and every
// default a runner applies (the child timeout, the whole-run limit) applied here, once.
import type { AdaptiveRunOptions, ComparisonSuite, Schedule } from './comparison.ts';
import { drawSeed, type CpuList, type Seed, type Shard } from './execution.ts';

/** Per child process (listing or measuring) of our engine, when no --timeout is given. */
export const CHILD_TIMEOUT_MS = 5 * 60_000;

/**
 * Runs per side: a fixed count, or --runs auto — rounds up to its cap (`maxRuns`) until each configuration is
 * settled by its margin of "same" (`deltaPercent`), or a bisect step's rule (`rule`).
 */
export type Runs = { kind: 'fixed'; n: number } | ({ kind: 'auto' } & AdaptiveRunOptions);

/** The schedule as a runner trusts it: everything a run of either suite reads of it, defaults applied. */
export interface RunSchedule {
  runs: Runs;
  /** our engine's old/new order: --seed, else drawn here (compare.js has an order of its own and ignores it) */
  seed: Seed;
  shard?: Shard;
  /** one lane's CPUs when no lanes are given (the lanes themselves are resolved on the machine: run/measure/lanes.ts) */
  cpuset?: CpuList;
  /** per child; Infinity: none (compare.js, which runs a whole file in one child, unless --timeout is given) */
  timeoutMs: number;
  /** the whole run; Infinity: no limit */
  maxTimeMs: number;
  /** --child-time: each configuration's `n` sized to this much timed work per child; absent: the files' own n */
  childTimeMs?: number;
}

/** The comparison's schedule as its suite's runner takes it (the --timings file and the lanes are read elsewhere). */
export function runScheduleOf(schedule: Schedule, suite: ComparisonSuite): RunSchedule {
  const { adaptive, deltaPercent, seed, shard, cpuset, childTimeMs } = schedule;
  const compareJs = suite.engine === 'compare.js';
  return {
    runs: adaptive ? { kind: 'auto', ...adaptive, deltaPercent } : { kind: 'fixed', n: schedule.runs },
    seed: seed ?? drawSeed(),
    shard,
    cpuset,
    timeoutMs: schedule.timeoutMs ?? (compareJs ? Infinity : CHILD_TIMEOUT_MS),
    maxTimeMs: schedule.maxTimeMs ?? Infinity,
    childTimeMs,
  };
}

/** Runs per side the plan holds: the fixed count, or auto's cap. */
export function runsPerSide(runs: Runs): number {
  return runs.kind === 'auto' ? runs.maxRuns : runs.n;
}
