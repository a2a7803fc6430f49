// The runner for the bundled suite (benchmarks/): node core's compare.js
// methodology, one fresh child process per configuration per run per binary,
// with what compare.js lacks for unattended runs: per-child timeouts that
// kill the whole process group, failures that cost their own row only, a
// time budget, a seeded old/new interleaving, sharding, and every sample
// handed out (and appended to the CSV) the moment it arrives.
//
// Three steps: list the configurations of every selected file with both
// binaries, plan (plan.ts: pure, the whole queue of measuring children in
// order) and execute the queue (RunSession, execute.ts). Every child goes
// through the supervisor, in the caller's sandbox and environment.

import path from 'node:path';

import { runSupervised, type ChildEnv, type CommandWrapper, type Supervisor } from '../process/supervisor.ts';
import type { Binary, Sample } from '../stats/csv.ts';
import { isExecutableFile } from '../util/files.ts';
import { resolveTaskset } from './cpuset.ts';
import { CsvAppender } from './csv-out.ts';
import type { LoadRecord, LoadSource } from './fingerprint.ts';
import { RunConfigError } from './errors.ts';
import { RunSession, type AdaptiveRunOptions, type AdaptiveOutcome } from './execute.ts';
import {
  executeSuite,
  MAX_FAILURES_PER_CONFIG,
  type Execution,
  type ExecutedFailure,
  type JobRecord,
  type PriorSamples,
  type SkippedConfig,
  type SuiteAdapter,
} from './executor.ts';
import { listingCommand, measureCommand, type LaunchOptions, type RunFailure, type RunPlan } from './plan.ts';
import { Progress, clockDuration, type ProgressOutput } from './progress.ts';
import { MAX_SEED, randomSeed } from './prng.ts';
import { readConfigsMessage, type ConfigsMessage } from './protocol.ts';
import type { Unmeasured } from './budget.ts';
import type { ChildTiming, TimingModel } from './timing.ts';
import { findSuiteDir, selectSuiteFiles, type SuiteFile } from './suite.ts';
import { DEFAULT_RUNS, type SetRecord } from '../options/selection.ts';
import type { CpuList, Shard } from '../options/execution.ts';

export { RunConfigError } from './errors.ts';
export { parseShard } from './shard.ts';
export type { Shard } from '../options/execution.ts';
export { parseCpuset } from './cpuset.ts';
export { parseSeed } from './prng.ts';
export { findSuiteDir, listGroups } from './suite.ts';
export { CsvAppender } from './csv-out.ts';
export { stderrHint } from './stderr.ts';
export type { ProgressOutput } from './progress.ts';
export type { FailureReason, PlannedConfiguration, RunFailure, RunPlan } from './plan.ts';

export const RUN_DEFAULTS = {
  runs: DEFAULT_RUNS,
  /** per child process (listing or measuring) */
  timeoutMs: 5 * 60_000,
  /** whole run: no limit */
  maxTimeMs: Infinity,
  /** failed runs of one configuration on one binary before it is given up */
  maxFailuresPerConfig: MAX_FAILURES_PER_CONFIG,
} as const;

export interface BundledRunRequest {
  /** the suite directory; default: the repository's benchmarks/ */
  suiteDir?: string;
  /** group directories under suiteDir; empty or `all` means every group */
  groups: readonly string[];
  /** substrings of `group/file.js`; a file is kept if it matches any (or none is given)... */
  filter?: readonly string[];
  /** ...and matches none of these */
  exclude?: readonly string[];
  /** benchmark parameter overrides (`--set key=value`), as options/ read them */
  set?: SetRecord;
  /** samples per configuration per binary (default 30); ignored with `adaptive` */
  runs?: number;
  /** --runs auto: rounds until each configuration is settled, at most adaptive.maxRuns runs */
  adaptive?: AdaptiveRunOptions;
  /** PRNG seed of the old/new order, 0..2^32-1; default random (see summary.seed) */
  seed?: number;
  /** taskset CPU list to pin every measuring child to, e.g. `0-1` */
  cpuset?: CpuList;
  /** kill a child after this long (default 5 min) */
  timeoutMs?: number;
  /** stop starting children after this long, kill the running one (default no limit) */
  maxTimeMs?: number;
  shard?: Shard;
  binaries: { old: string; new: string };
  /** append the CSV here, header first if the file is new or empty */
  out?: string;
  /** no progress output */
  quiet?: boolean;
  /** failed runs after which a configuration is no longer run on that binary (default 2) */
  maxFailuresPerConfig?: number;
  /** expected child times: a shard is split by them (run/timing.ts) */
  timings?: TimingModel;
  /** a resumed run's samples: their runs are not run again (executor.ts) */
  prior?: PriorSamples;
  /** expected child times for ordering a --max-time run only (this machine's history; run/budget.ts) */
  history?: TimingModel;
}

export type { JobRecord, SkippedConfig } from './executor.ts';

export interface RunSummary {
  seed: number;
  runs: number;
  shard: Shard | null;
  /** selected benchmark files (`group/file.js`) */
  files: string[];
  /** configurations of this shard */
  configurations: number;
  /** measuring children: planned (before any was given up), done (ended on their own), failed (of done) */
  jobs: { planned: number; done: number; failed: number };
  /** samples written / handed to onSample */
  samples: number;
  failures: RunFailure[];
  skipped: SkippedConfig[];
  /** --max-time ran out: the results are partial */
  timedOut: boolean;
  /** deps.signal aborted the run: the results are partial */
  interrupted: boolean;
  elapsedMs: number;
  /** 0 when nothing failed; 1 when any listing or run failed (see failures) */
  exitCode: 0 | 1;
  /** each measuring child's wall time (the timing history's input) */
  timed: ChildTiming[];
  /** stopped early: what was left unmeasured (null: it was not) */
  unmeasured: Unmeasured | null;
  /** --runs auto: each configuration's verdict (this shard's) */
  verdicts?: AdaptiveOutcome;
  /** the load average while measuring (null: no child measured) */
  load: LoadRecord | null;
}

export interface BundledRunDeps {
  /** the environment of every child (built by the caller: an allowlist, never process.env); its PATH finds taskset */
  env: ChildEnv;
  /** NODE_BENCH_HOST_NODE for the children: the node that runs autocannon */
  hostNode: string;
  /** every child (listing, measuring, the taskset probe) runs inside it */
  sandbox?: CommandWrapper;
  /** each sample as it arrives (after it is appended to `out`) */
  onSample?: (sample: Sample) => void;
  onFailure?: (failure: RunFailure) => void;
  /** after each measuring child */
  onJob?: (job: JobRecord) => void;
  /** once the configurations are listed, before the first measuring child */
  onPlan?: (plan: RunPlan) => void;
  /** progress output; default process.stderr */
  progress?: ProgressOutput;
  /** monotonic milliseconds; default performance.now */
  now?: () => number;
  /** abort to stop the run like --max-time (wire SIGINT/SIGTERM here: children are detached) */
  signal?: AbortSignal;
  /** starts each child; default runSupervised (tests wrap it) */
  supervisor?: Supervisor;
  /** the load average, sampled at each measuring child's start; default os.loadavg on os.availableParallelism() cores */
  load?: LoadSource;
}

function checkBinary(side: Binary, binary: string): string {
  const resolved = path.resolve(binary);
  if (!isExecutableFile(resolved)) throw new RunConfigError(`the ${side} binary ${binary} is not an executable file`);
  return resolved;
}

function positive(value: number | undefined, fallback: number, what: string, integer: boolean): number {
  if (value === undefined) return fallback;
  const ok = integer ? Number.isInteger(value) && value >= 1 : value > 0;
  if (!ok)
    throw new RunConfigError(`${what} must be ${integer ? 'a whole number of at least 1' : 'positive'}; got ${value}`);
  return value;
}

/** The record's `key=value` pairs, in order (its keys were checked where it was read). */
function setPairs(set: SetRecord | undefined): [string, string][] {
  return Object.entries(set ?? {}).flatMap(([key, values]) => values.map((v): [string, string] => [key, v]));
}

/** A request checked in full, before anything runs. */
interface CheckedRequest {
  binaries: Record<Binary, string>;
  runs: number;
  adaptive: AdaptiveRunOptions | undefined;
  timeoutMs: number;
  maxTimeMs: number;
  maxFailures: number;
  shard: Shard | undefined;
  seed: number;
  suiteDir: string;
  files: SuiteFile[];
  launch: LaunchOptions;
}

async function checkRequest(
  request: BundledRunRequest,
  deps: BundledRunDeps,
  supervisor: Supervisor,
): Promise<CheckedRequest> {
  const binaries: Record<Binary, string> = {
    old: checkBinary('old', request.binaries.old),
    new: checkBinary('new', request.binaries.new),
  };
  const adaptive = request.adaptive && {
    ...request.adaptive,
    maxRuns: positive(request.adaptive.maxRuns, RUN_DEFAULTS.runs, 'max-runs', true),
  };
  if (adaptive && adaptive.maxRuns < 3)
    throw new RunConfigError(`max-runs must be 3 or more with --runs auto; got ${adaptive.maxRuns}`);
  if (adaptive?.delta !== undefined && !(adaptive.delta >= 0)) {
    throw new RunConfigError(`the equivalence margin must be 0 % or more; got ${adaptive.delta * 100} %`);
  }
  const runs = adaptive ? adaptive.maxRuns : positive(request.runs, RUN_DEFAULTS.runs, '--runs', true);
  const timeoutMs = positive(request.timeoutMs, RUN_DEFAULTS.timeoutMs, 'the child timeout', false);
  const maxTimeMs = positive(request.maxTimeMs, RUN_DEFAULTS.maxTimeMs, '--max-time', false);
  const maxFailures = positive(
    request.maxFailuresPerConfig,
    RUN_DEFAULTS.maxFailuresPerConfig,
    'maxFailuresPerConfig',
    true,
  );
  const set = setPairs(request.set);
  if (
    request.seed !== undefined &&
    !(Number.isInteger(request.seed) && request.seed >= 0 && request.seed <= MAX_SEED)
  ) {
    throw new RunConfigError(`--seed must be a whole number from 0 to ${MAX_SEED}; got ${request.seed}`);
  }
  const seed = request.seed ?? randomSeed();
  const { cpuset, shard } = request;
  const suiteDir = path.resolve(request.suiteDir ?? findSuiteDir());
  const pin =
    cpuset === undefined
      ? undefined
      : {
          cpuset,
          taskset: await resolveTaskset(cpuset, {
            binary: binaries.old,
            env: deps.env,
            cwd: suiteDir,
            sandbox: deps.sandbox,
            supervisor,
          }),
        };
  const files = selectSuiteFiles(suiteDir, request.groups, request.filter ?? [], request.exclude ?? []);
  return {
    binaries,
    runs,
    adaptive,
    timeoutMs,
    maxTimeMs,
    maxFailures,
    shard,
    seed,
    suiteDir,
    files,
    launch: { binaries, set, pin },
  };
}

/** The environment of a listing or measuring child: the caller's, the host node, and the mode variable. */
function modeEnv(env: ChildEnv, hostNode: string, mode: 'list' | 'run'): ChildEnv {
  const e: Record<string, string> = { ...env, NODE_BENCH_HOST_NODE: hostNode };
  delete e.NODE_BENCH_LIST_CONFIGS;
  delete e.NODE_RUN_BENCHMARK_FN;
  if (mode === 'list') e.NODE_BENCH_LIST_CONFIGS = '1';
  else e.NODE_RUN_BENCHMARK_FN = '';
  return e;
}

/** The bundled suite's children: benchmarks/common.js lists with NODE_BENCH_LIST_CONFIGS, measures with NODE_RUN_BENCHMARK_FN. */
function bundledAdapter(checked: CheckedRequest, deps: BundledRunDeps): SuiteAdapter {
  return {
    listEnv: modeEnv(deps.env, deps.hostNode, 'list'),
    runEnv: modeEnv(deps.env, deps.hostNode, 'run'),
    listingCommand: (job) => listingCommand(job, checked.launch),
    readListing: readConfigsMessage,
    noListing: 'exited without listing its configurations (does it use benchmarks/common.js?)',
    measureCommand: (job) => measureCommand(job, checked.launch),
  };
}

/** A failure as the bundled suite reports it (how the child ended is in its reason and detail). */
function runFailure({ exitCode: _exitCode, signal: _signal, ...failure }: ExecutedFailure): RunFailure {
  return failure;
}

/** What a bundled run selects, checked before any binary is downloaded or built. */
export interface BundledSelection {
  suiteDir?: string;
  groups: readonly string[];
  filter?: readonly string[];
  exclude?: readonly string[];
  set?: BundledRunRequest['set'];
}

/**
 * Checks a selection with the node running us, before binaries exist: the
 * groups and --filter/--exclude select files (else a RunConfigError naming
 * what matched nothing), and every --set key is a parameter of some selected
 * configuration — the bundled suite has no extra options, so a key none has
 * (`--set lenn=0`) is a typo that would otherwise be silently ignored.
 * Resolves with the number of selected files.
 */
export async function checkBundledSelection(
  selection: BundledSelection,
  deps: { env: ChildEnv; hostNode: string; supervisor?: Supervisor },
): Promise<number> {
  const suiteDir = path.resolve(selection.suiteDir ?? findSuiteDir());
  const files = selectSuiteFiles(suiteDir, selection.groups, selection.filter ?? [], selection.exclude ?? []);
  const keys = Object.keys(selection.set ?? {});
  if (keys.length === 0) return files.length;
  const supervisor = deps.supervisor ?? runSupervised;
  const parameters = new Set<string>();
  for (const file of files) {
    let listing: ConfigsMessage | null = null;
    // without the --set arguments: the parameters of every configuration, not of the ones a value picks
    const result = await supervisor({
      command: deps.hostNode,
      args: [file.file],
      cwd: suiteDir,
      env: modeEnv(deps.env, deps.hostNode, 'list'),
      limit: { ms: RUN_DEFAULTS.timeoutMs, cause: 'timeout' },
      onMessage: (message) => {
        const read = readConfigsMessage(message);
        if (read !== null && typeof read !== 'string') listing ??= read;
      },
    });
    const listed = listing as ConfigsMessage | null;
    // a file that cannot list here is the run's to report (with the real binaries), not a reason to refuse
    if (result.exitCode !== 0 || listed === null) return files.length;
    for (const conf of listed.configs) for (const key of Object.keys(conf)) parameters.add(key);
  }
  const unknown = keys.filter((key) => !parameters.has(key));
  if (unknown.length > 0) {
    throw new RunConfigError(
      `--set ${unknown.join(', ')}: no configuration of the ${files.length} selected file(s) has ` +
        `${unknown.length === 1 ? 'that parameter' : 'those parameters'}; they have ${[...parameters].sort().join(', ')}`,
    );
  }
  return files.length;
}

/**
 * Runs the bundled suite. Resolves with the summary once every planned child
 * ran (or the time budget or deps.signal stopped the run); samples are
 * delivered through deps.onSample (and `out`) as they arrive. Rejects with a
 * RunConfigError, before anything runs, when the request is invalid.
 */
export async function runBundled(request: BundledRunRequest, deps: BundledRunDeps): Promise<RunSummary> {
  const now = deps.now ?? (() => performance.now());
  const startedAt = now();
  const supervisor = deps.supervisor ?? runSupervised;
  const checked = await checkRequest(request, deps, supervisor);

  const progress = new Progress({ output: deps.progress ?? process.stderr, now, quiet: request.quiet });
  const out = request.out === undefined ? null : CsvAppender.open(request.out);
  const session = new RunSession({
    maxTimeMs: checked.maxTimeMs,
    signal: deps.signal,
    supervisor,
    sandbox: deps.sandbox,
    // the suite's own directory: inside a sandbox, one of the few places of ours the children can see
    cwd: checked.suiteDir,
  });
  let run: Execution;
  try {
    run = await executeSuite(
      bundledAdapter(checked, deps),
      {
        files: checked.files,
        runs: checked.runs,
        adaptive: checked.adaptive,
        seed: checked.seed,
        shard: checked.shard,
        timeoutMs: checked.timeoutMs,
        maxFailures: checked.maxFailures,
        ...(request.timings ? { timings: request.timings } : {}),
        ...(request.prior ? { prior: request.prior } : {}),
        ...(request.history ? { history: request.history } : {}),
      },
      {
        session,
        progress,
        load: deps.load,
        onSample: (sample) => {
          out?.write(sample);
          deps.onSample?.(sample);
        },
        onFailure: deps.onFailure && ((failure) => deps.onFailure!(runFailure(failure))),
        onJob: deps.onJob,
        onPlan: deps.onPlan,
      },
    );
  } finally {
    session.close();
    out?.close();
  }
  const failures = run.failures.map(runFailure);

  const elapsedMs = now() - startedAt;
  const timedOut = session.reason === 'max-time';
  const interrupted = session.reason === 'signal';
  const ending = timedOut
    ? `; stopped by --max-time after ${clockDuration(elapsedMs)}, results are partial`
    : interrupted
      ? '; interrupted, results are partial'
      : '';
  progress.finish(
    `node-bench: ${run.samples} samples, ${failures.length} failure(s), ${clockDuration(elapsedMs)}${ending}`,
  );
  session.rethrow();

  return {
    seed: checked.seed,
    runs: checked.runs,
    shard: checked.shard ?? null,
    files: checked.files.map((f) => f.filename),
    configurations: run.plan.configurations.length,
    jobs: { planned: run.plan.jobs, done: run.done, failed: run.failed },
    samples: run.samples,
    failures,
    skipped: run.skipped,
    timedOut,
    interrupted,
    elapsedMs,
    exitCode: summaryExitCode(failures),
    ...(run.adaptive?.rows ? { verdicts: run.adaptive.outcomes() } : {}),
    load: run.load,
    timed: run.timed,
    unmeasured: run.unmeasured,
  };
}

/** The exit code contract: non-zero as soon as anything failed. */
export function summaryExitCode(failures: readonly RunFailure[]): 0 | 1 {
  return failures.length > 0 ? 1 : 0;
}
