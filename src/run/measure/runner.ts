// The one runner of our engine, for every suite: the bundled suite
// (bundled.ts) and node core's benchmark files (core.ts, core-engine.ts)
// differ only by their SuiteAdapter — how a child starts and how its listing
// reads — and by how their entries select files. Everything around
// executeSuite lives here once: the seed, the taskset pin, the session (the
// --max-time budget, the signal, the sandbox), progress and its last line,
// and the run's result, in the one result type (SuiteResult) that node core's
// compare.js (core.ts, the peer we check ourselves against) returns as well.

import type { ChildEnv, CommandWrapper, Supervisor } from '../../process/supervisor.ts';
import { runSupervised } from '../../process/supervisor.ts';
import type { Binary } from '../../stats/csv.ts';
import type { Unmeasured } from '../plan/budget.ts';
import type { CoreBenchmark } from '../suites/core-select.ts';
import { resolveTaskset } from './cpuset.ts';
import { describeLanes, type Lanes } from './lanes.ts';
import { CsvAppender } from './csv-out.ts';
import { RunSession } from './session.ts';
import type { AdaptiveOutcome } from '../../stats/verdict.ts';
import {
  executeSuite,
  type Execution,
  type ExecutionDeps,
  type KnownBefore,
  type SkippedConfig,
  type LaneAdapters,
  type SuiteRun,
} from './executor.ts';
import type { Pin, SuiteAdapter } from '../suites/adapter.ts';
import { withNodeBench } from '../suites/node-bench-files.ts';
import { summaryExitCode, type RunFailure } from './failure.ts';
import type { LoadRecord } from './fingerprint.ts';
import type { RunPlan } from '../plan/plan.ts';
import { Progress, clockDuration, type ProgressOutput } from './progress.ts';
import type { ConfigsMessage } from './protocol.ts';
import type { ShardSpan } from '../plan/shard.ts';
import type { SizingRecord } from '../plan/sizing.ts';
import type { ChildTiming } from '../plan/timing.ts';

/**
 * What a run is given besides the comparison's parts (its suite, selection and schedule): the two binaries, the
 * lanes and what is known before, where its children run, and the handlers of what it measures.
 */
export interface SuiteDeps extends Pick<ExecutionDeps, 'load' | 'onSample' | 'onFailure' | 'onJob' | 'onPlan'> {
  /** the two node binaries; relative paths are taken from the current directory (the suite's entry checks them) */
  binaries: Record<Binary, string>;
  /** each lane's CPUs, resolved once on this machine before anything runs (pipeline/compare.ts: comparisonLanes) */
  lanes: Lanes;
  known: KnownBefore;
  /** the environment of every child (built by the caller, env.ts: never process.env); its PATH finds taskset */
  env: ChildEnv;
  /** the runner's own node: it runs compare.js, and the bundled suite's load generator (autocannon) */
  hostNode: string;
  /** every child (listing, measuring, the taskset probe, compare.js) runs inside it */
  sandbox?: CommandWrapper;
  /** starts each child; default runSupervised (tests wrap it) */
  supervisor?: Supervisor;
  /** abort to stop the run like --max-time (wire SIGINT/SIGTERM here: children are detached) */
  signal?: AbortSignal;
  /** progress output (our engine); default process.stderr */
  progress?: ProgressOutput;
  /** no progress output */
  quiet?: boolean;
  /** monotonic milliseconds; default performance.now */
  now?: () => number;
  /** append each sample to this CSV (header first if the file is new or empty), before onSample (our engine) */
  out?: string;
  /** compare.js: each file as its compare.js starts */
  onFileStart?: (benchmark: CoreBenchmark, index: number, total: number) => void;
  /** compare.js: a row we could not use, stray text around a row, an unexpected filename */
  onWarning?: (message: string) => void;
  /** compare.js: its and its benchmarks' stderr, as it arrives */
  onStderr?: (text: string) => void;
}

/**
 * Each lane's adapter, pinned to the lane's CPUs with taskset (checked to
 * work here once per lane, before any child runs): the suite's, with
 * node:bench files added (every suite on our engine runs them).
 */
async function pinnedLanes<Listing extends ConfigsMessage>(
  adapterFor: (pin: Pin | undefined) => SuiteAdapter<Listing>,
  lanes: Lanes,
  run: SuiteRun,
  deps: SuiteDeps,
  supervisor: Supervisor,
): Promise<LaneAdapters<Listing | ConfigsMessage>> {
  const adapters: SuiteAdapter<Listing | ConfigsMessage>[] = [];
  const probe = { binary: run.binaries.old, env: deps.env, cwd: run.cwd, sandbox: deps.sandbox, supervisor };
  for (const cpuset of lanes.cpusets) {
    const pin = cpuset === null ? undefined : { cpuset, taskset: await resolveTaskset(cpuset, probe) };
    adapters.push(withNodeBench(adapterFor(pin), run.binaries, deps.env, pin));
  }
  return { adapters, duet: lanes.duet, description: describeLanes(lanes) };
}

/**
 * A run's result, whichever engine ran it. compare.js (core.ts) runs whole
 * files in an order of its own and measures inside its own process, so the
 * figures only our engine has are null or empty there, as each says.
 */
export interface SuiteResult {
  /** the seed of the old/new order (--seed replays it); null with compare.js, whose order is fixed */
  seed: number | null;
  /** what was planned, once listed; null with compare.js, which plans inside itself */
  plan: RunPlan | null;
  shard: ShardSpan | null;
  /** the selected files (`group/file.js`) */
  files: string[];
  /** files whose every row arrived ([] when the run was stopped early: none can be said to be complete) */
  completed: string[];
  /** compare.js: files never started (--max-time, the signal); our engine says it in `unmeasured` instead */
  notRun: string[];
  /** measuring children: planned (before any was given up), done (ended on their own), failed (of done); null with compare.js (one process per file) */
  jobs: { planned: number; done: number; failed: number } | null;
  /** samples handed to onSample */
  samples: number;
  failures: RunFailure[];
  /** configurations given up on one binary after failing maxFailures times ([] with compare.js: it never gives up one) */
  skipped: SkippedConfig[];
  /** compare.js: output we could not use; our engine: files neither binary can run (a node:bench file on two releases before 26.9) */
  warnings: string[];
  /** --max-time ran out: the results are partial */
  timedOut: boolean;
  /** the signal stopped the run: the results are partial */
  interrupted: boolean;
  elapsedMs: number;
  /** 0 when nothing failed; 1 when any listing or run failed (see failures) */
  exitCode: 0 | 1;
  /** each measuring child's wall time, the timing history's input ([] with compare.js: its children are its own) */
  timed: ChildTiming[];
  /** stopped early: what was left unmeasured (null: it was not, or compare.js, which says it in notRun) */
  unmeasured: Unmeasured | null;
  /** the line saying so (run/plan/budget.ts); null when nothing was left */
  unmeasuredLine: string | null;
  /** --runs auto: each configuration's verdict (this shard's) */
  verdicts?: AdaptiveOutcome;
  /** the load average while measuring (null: no child measured); absent with compare.js, which we do not sample */
  load?: LoadRecord | null;
  /** --child-time: how each configuration was sized (null: not sized; absent with compare.js, which runs each file's own n) */
  sizing?: SizingRecord | null;
}

/**
 * Runs the files on our engine: `adapterFor` is the suite's SuiteAdapter,
 * given the taskset pin when there is one (node:bench files are added to
 * it here). Rejects with a RunConfigError before any child runs when the
 * pin does not work here; after that it resolves, with every failure in
 * the result.
 */
export async function runEngine<Listing extends ConfigsMessage>(
  adapterFor: (pin: Pin | undefined) => SuiteAdapter<Listing>,
  run: SuiteRun,
  deps: SuiteDeps,
): Promise<SuiteResult> {
  const now = deps.now ?? (() => performance.now());
  const startedAt = now();
  const supervisor = deps.supervisor ?? runSupervised;
  const { seed, shard, maxTimeMs } = run.schedule;
  const laneAdapters = await pinnedLanes(adapterFor, deps.lanes, run, deps, supervisor);

  const progress = new Progress({ output: deps.progress ?? process.stderr, now, quiet: deps.quiet });
  // opened once the run is known to start: a refused request leaves no file behind
  const out = deps.out === undefined ? null : CsvAppender.open(deps.out);
  const session = new RunSession({
    maxTimeMs,
    signal: deps.signal,
    supervisor,
    sandbox: deps.sandbox,
    cwd: run.cwd,
  });
  let execution: Execution;
  try {
    execution = await executeSuite(laneAdapters, run, {
      session,
      progress,
      load: deps.load,
      onSample: (sample) => {
        out?.write(sample);
        deps.onSample(sample);
      },
      onFailure: deps.onFailure,
      onJob: deps.onJob,
      onPlan: deps.onPlan,
    });
  } finally {
    session.close();
    out?.close();
  }

  const elapsedMs = now() - startedAt;
  const timedOut = session.reason === 'max-time';
  const interrupted = session.reason === 'signal';
  const { plan, failures } = execution;
  const ending = timedOut
    ? `; stopped by --max-time after ${clockDuration(elapsedMs)}, results are partial`
    : interrupted
      ? '; interrupted, results are partial'
      : '';
  progress.finish(
    `node-bench: ${execution.samples} samples, ${failures.length} failure(s), ${clockDuration(elapsedMs)}${ending}`,
  );
  session.rethrow();

  const listed = new Set(plan.configurations.map((c) => c.filename));
  const failed = new Set(failures.map((f) => f.filename));
  const files = run.files.map((f) => f.filename);
  return {
    seed,
    plan,
    shard: shard ?? null,
    files,
    completed: timedOut || interrupted ? [] : files.filter((f) => listed.has(f) && !failed.has(f)),
    notRun: [],
    jobs: { planned: plan.jobs, done: execution.done, failed: execution.failed },
    samples: execution.samples,
    failures,
    skipped: execution.skipped,
    warnings: execution.leftOut,
    timedOut,
    interrupted,
    elapsedMs,
    exitCode: summaryExitCode(failures),
    timed: execution.timed,
    unmeasured: execution.unmeasured,
    unmeasuredLine: execution.unmeasuredLine,
    verdicts: execution.verdicts,
    load: execution.load,
    sizing: execution.sizing,
  };
}
