// `--suite core` on our own engine: node core's benchmark files, one
// configuration per process, exactly as node core's common.js runs them,
// but planned and executed like the bundled suite (plan.ts, RunSession):
// a seeded old/new order per run, --shard by configuration, a timeout per
// child, --max-time, a failure costs its own row, rows handed out as they
// arrive.
//
// Listing: each selected file runs in parent mode on each binary with the
// --set arguments (as compare.js forks it) and core-preload.cjs, which
// records every fork common.js makes (configuration, key=value arguments,
// node flags) instead of starting it. Measuring: each (configuration,
// binary, run) is that fork: `[taskset -c CPUS] binary ...flags file
// ...args` with NODE_RUN_BENCHMARK_FN='' and IPC; the child reports
// {type: 'report'} and we write compare.js's CSV row.

import type { ChildEnv, CommandWrapper, Supervisor } from '../process/supervisor.ts';
import type { Binary, Sample } from '../stats/csv.ts';
import { resolveTaskset } from './cpuset.ts';
import { RunSession, type AdaptiveRunOptions, type AdaptiveOutcome } from './execute.ts';
import {
  executeSuite,
  MAX_FAILURES_PER_CONFIG,
  type ExecutedFailure,
  type PriorSamples,
  type Execution,
  type SkippedConfig,
  type SuiteAdapter,
} from './executor.ts';
import type { LoadRecord, LoadSource } from './fingerprint.ts';
import type { MeasureJob, RunPlan } from './plan.ts';
import { Progress, clockDuration, type ProgressOutput } from './progress.ts';
import { MAX_SEED, randomSeed } from './prng.ts';
import { configArgs, readConfigsMessage, type ConfigsMessage } from './protocol.ts';
import type { CpuList, Shard } from '../options/execution.ts';
import type { Unmeasured } from './budget.ts';
import type { ChildTiming, TimingModel } from './timing.ts';
import type { SuiteFile } from './suite.ts';
import { CoreSuiteError } from './core-select.ts';
import { packageFile } from '../util/package-root.ts';

/**
 * core-preload.cjs, from the package root: src/run/ under tsx, dist/ in the
 * bundle (scripts/build.mjs copies it there), whichever chunk asks.
 */
export function findCorePreload(moduleUrl: string = import.meta.url): string {
  return packageFile({ dist: 'dist/core-preload.cjs', source: 'src/run/core-preload.cjs' }, moduleUrl);
}

export interface CoreEngineRequest {
  /** absolute path of the checkout's benchmark/ directory: the children's working directory */
  benchmarkDir: string;
  files: readonly SuiteFile[];
  binaries: Record<Binary, string>;
  /** runs per side; with `adaptive`, its maxRuns */
  runs: number;
  /** --runs auto: rounds until each configuration is settled (see AdaptiveQueue) */
  adaptive?: AdaptiveRunOptions;
  /** compare.js's --set arguments, `key=value`, CPUSET included when pinning */
  setArgs: readonly string[];
  /** the CPU list for taskset, when pinning */
  cpuset?: CpuList;
  seed?: number;
  shard?: Shard;
  /** per child (listing or measuring); default 5 min */
  timeoutMs?: number;
  maxTimeMs?: number;
  /** expected child times: a shard is split by them (run/timing.ts) */
  timings?: TimingModel;
  /** a resumed run's samples (executor.ts) */
  prior?: PriorSamples;
  /** expected child times for ordering a --max-time run only (this machine's history; run/budget.ts) */
  history?: TimingModel;
}

export interface CoreEngineDeps {
  env: ChildEnv;
  sandbox?: CommandWrapper;
  supervisor: Supervisor;
  signal?: AbortSignal;
  onSample: (sample: Sample) => void;
  onPlan?: (plan: RunPlan) => void;
  /** progress and ETA per configuration; none when absent */
  progress?: ProgressOutput;
  now?: () => number;
  /** the load average, sampled at each measuring child's start; default os.loadavg on os.availableParallelism() cores */
  load?: LoadSource;
}

export interface CoreEngineFailure {
  binary: Binary;
  filename: string;
  /** '' for a failed listing */
  configuration: string;
  run: number | null;
  phase: 'list' | 'run';
  kind: 'timeout' | 'signal' | 'exit' | 'spawn' | 'incomplete';
  reason: string;
  exitCode: number | null;
  signal: string | null;
  stderrTail: string;
}

export interface CoreEngineResult {
  seed: number;
  shard: Shard | null;
  plan: RunPlan;
  failures: CoreEngineFailure[];
  /** configurations given up on one binary after failing MAX_FAILURES_PER_CONFIG times */
  skipped: SkippedConfig[];
  samples: number;
  /** measuring children that ended on their own */
  done: number;
  timedOut: boolean;
  aborted: boolean;
  elapsedMs: number;
  /** the load average while measuring (null: no child measured) */
  load: LoadRecord | null;
  /** each measuring child's wall time (the timing history's input) */
  timed: ChildTiming[];
  /** stopped early: what was left unmeasured (null: it was not) */
  unmeasured: Unmeasured | null;
  /** --runs auto: each configuration's verdict (this shard's) */
  verdicts?: AdaptiveOutcome;
}

const DEFAULT_TIMEOUT_MS = 5 * 60_000;

function childEnv(env: ChildEnv, mode: 'list' | 'run'): ChildEnv {
  const e: Record<string, string> = { ...env };
  delete e.NODE_RUN_BENCHMARK_FN;
  // as common.js forks its configurations: the variable set, and empty
  if (mode === 'run') e.NODE_RUN_BENCHMARK_FN = '';
  return e;
}

/** The listing message of core-preload.cjs: the configs, plus the exact key=value arguments of each fork. */
interface CoreListing extends ConfigsMessage {
  args: string[][];
}

function readCoreListing(message: unknown): CoreListing | string | null {
  const read = readConfigsMessage(message);
  if (read === null || typeof read === 'string') return read;
  const args = (message as { args?: unknown }).args;
  if (
    !Array.isArray(args) ||
    args.length !== read.configs.length ||
    !args.every((a) => Array.isArray(a) && a.every((s) => typeof s === 'string'))
  ) {
    return 'configs listing without one argument list per configuration';
  }
  return { ...read, args: args as string[][] };
}

/** Runs the selected core benchmark files on our engine. */
export async function runCoreEngine(request: CoreEngineRequest, deps: CoreEngineDeps): Promise<CoreEngineResult> {
  const now = deps.now ?? (() => performance.now());
  const startedAt = now();
  const timeoutMs = request.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const { shard } = request;
  if (
    request.seed !== undefined &&
    !(Number.isInteger(request.seed) && request.seed >= 0 && request.seed <= MAX_SEED)
  ) {
    throw new CoreSuiteError(`--seed must be a whole number from 0 to ${MAX_SEED}; got ${request.seed}`);
  }
  const seed = request.seed ?? randomSeed();
  const preload = findCorePreload();
  const taskset =
    request.cpuset === undefined
      ? undefined
      : await resolveTaskset(request.cpuset, {
          binary: request.binaries.old,
          env: deps.env,
          cwd: request.benchmarkDir,
          sandbox: deps.sandbox,
          supervisor: deps.supervisor,
        });

  const progress = new Progress({ output: deps.progress ?? process.stderr, now, quiet: deps.progress === undefined });
  const session = new RunSession({
    maxTimeMs: request.maxTimeMs ?? Infinity,
    signal: deps.signal,
    supervisor: deps.supervisor,
    sandbox: deps.sandbox,
    cwd: request.benchmarkDir,
  });
  // The extra options common.js passes to every fork, per file and binary.
  const extras = new Map<string, string[]>();
  const adapter: SuiteAdapter<CoreListing> = {
    listEnv: childEnv(deps.env, 'list'),
    runEnv: childEnv(deps.env, 'run'),
    listingCommand: (job) => ({
      command: request.binaries[job.binary],
      args: ['--require', preload, job.file.file, ...request.setArgs],
    }),
    readListing: readCoreListing,
    noListing: 'exited without forking any configuration (does it use common.js?)',
    onListing: (job, listing) => extras.set(`${job.file.filename}\0${job.binary}`, extraOptions(listing)),
    measureCommand: (job) => {
      const c = job.configuration;
      const args = [...c.flags[job.binary]!, c.file, ...forkArguments(job, extras)];
      const binary = request.binaries[job.binary];
      return taskset === undefined
        ? { command: binary, args }
        : { command: taskset, args: ['-c', request.cpuset!, binary, ...args] };
    },
  };
  let run: Execution;
  try {
    run = await executeSuite(
      adapter,
      {
        files: request.files,
        runs: request.adaptive?.maxRuns ?? request.runs,
        adaptive: request.adaptive,
        seed,
        shard,
        timeoutMs,
        maxFailures: MAX_FAILURES_PER_CONFIG,
        ...(request.timings ? { timings: request.timings } : {}),
        ...(request.prior ? { prior: request.prior } : {}),
        ...(request.history ? { history: request.history } : {}),
      },
      { session, progress, load: deps.load, onSample: deps.onSample, onPlan: deps.onPlan },
    );
  } finally {
    session.close();
  }
  const elapsedMs = now() - startedAt;
  progress.finish(`node-bench: ${run.samples} samples, ${run.failures.length} failure(s), ${clockDuration(elapsedMs)}`);
  session.rethrow();
  return {
    seed,
    shard: shard ?? null,
    plan: run.plan,
    failures: run.failures.map(coreFailure),
    skipped: run.skipped,
    samples: run.samples,
    done: run.done,
    timedOut: session.reason === 'max-time',
    aborted: session.reason === 'signal',
    elapsedMs,
    load: run.load,
    timed: run.timed,
    unmeasured: run.unmeasured,
    ...(run.adaptive?.rows ? { verdicts: run.adaptive.outcomes() } : {}),
  };
}

/** A failure in node core's terms: how the child ended, as a kind. */
function coreFailure(failure: ExecutedFailure): CoreEngineFailure {
  const { reason, detail, ...rest } = failure;
  const kind: CoreEngineFailure['kind'] =
    reason === 'timeout'
      ? 'timeout'
      : reason === 'crash'
        ? failure.signal === null
          ? 'spawn'
          : 'signal'
        : reason.startsWith('exit code')
          ? 'exit'
          : 'incomplete';
  return { ...rest, kind, reason: detail };
}

/**
 * A measuring job's key=value arguments, as common.js builds them for its
 * fork: the configuration's `key=value` in its key order, then the extra
 * options (--set keys that are no configuration key), which are the same
 * for every fork of the file.
 */
function forkArguments(job: MeasureJob, extras: ReadonlyMap<string, string[]>): string[] {
  const c = job.configuration;
  return [...configArgs(c.conf), ...(extras.get(`${c.filename}\0${job.binary}`) ?? [])];
}

/** The extra options of a listing: the first fork's arguments whose key is not a configuration key. */
function extraOptions(listing: CoreListing): string[] {
  const first = listing.args[0];
  const conf = listing.configs[0];
  if (first === undefined || conf === undefined) return [];
  return first.filter((arg) => !(arg.slice(0, arg.indexOf('=')) in conf));
}
