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

import os from 'node:os';
import path from 'node:path';

import {
  runSupervised,
  type ChildEnv,
  type CommandWrapper,
  type ProcessResult,
  type Supervisor,
} from '../process/supervisor.ts';
import type { Binary, Sample } from '../stats/csv.ts';
import { isExecutableFile } from '../util/files.ts';
import { parseCpuset, resolveTaskset } from './cpuset.ts';
import { CsvAppender } from './csv-out.ts';
import { heavyLoadWarning, LoadRecorder, type LoadRecord } from './fingerprint.ts';
import { RunConfigError } from './errors.ts';
import { AdaptiveQueue, RunSession, stoppedByRun, type AdaptiveRunOptions, type RowOutcome } from './execute.ts';
import {
  listingCommand,
  listingQueue,
  measureCommand,
  planRuns,
  type FileListings,
  type LaunchOptions,
  type ListingOutcome,
  type MeasureJob,
  type RunFailure,
  type RunPlan,
} from './plan.ts';
import { Progress, formatDuration, type ProgressOutput } from './progress.ts';
import { MAX_SEED, randomSeed } from './prng.ts';
import { formatConfiguration, readConfigsMessage, readReportMessage, type ConfigsMessage } from './protocol.ts';
import { formatShard, validateShard, type Shard } from './shard.ts';
import { lastLines, stderrHint } from './stderr.ts';
import { findSuiteDir, selectSuiteFiles, type SuiteFile } from './suite.ts';
import { checkSetKey } from '../options/set-key.ts';
import { DEFAULT_RUNS } from '../options/selection.ts';

export { RunConfigError } from './errors.ts';
export { parseShard, type Shard } from './shard.ts';
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
  maxFailuresPerConfig: 2,
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
  /** benchmark parameter overrides (`--set key=value`); an array gives a key several values */
  set?: Readonly<Record<string, string | readonly string[]>>;
  /** samples per configuration per binary (default 30); ignored with `adaptive` */
  runs?: number;
  /** --runs auto: rounds until each configuration is settled, at most adaptive.maxRuns runs */
  adaptive?: AdaptiveRunOptions;
  /** PRNG seed of the old/new order, 0..2^32-1; default random (see summary.seed) */
  seed?: number;
  /** taskset CPU list to pin every measuring child to, e.g. `0-1` */
  cpuset?: string;
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
}

export interface SkippedConfig {
  binary: Binary;
  filename: string;
  configuration: string;
  /** failed runs that led to giving it up */
  failures: number;
  /** runs no longer attempted */
  runsSkipped: number;
}

export interface JobRecord {
  run: number;
  binary: Binary;
  filename: string;
  configuration: string;
  /** samples reported by this child (normally 1) */
  samples: number;
  failure: RunFailure | null;
  durationMs: number;
}

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
  /** --runs auto: each configuration's verdict (this shard's) */
  verdicts?: RowOutcome[];
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
  load?: { loadavg: () => number[]; cores: number };
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

function setPairs(set: BundledRunRequest['set']): [string, string][] {
  const pairs: [string, string][] = [];
  for (const [key, value] of Object.entries(set ?? {})) {
    try {
      checkSetKey(key, '--set key');
    } catch (error) {
      throw new RunConfigError((error as Error).message);
    }
    for (const v of typeof value === 'string' ? [value] : value) pairs.push([key, v]);
  }
  return pairs;
}

type End = Pick<RunFailure, 'reason' | 'detail'>;

/** How a child ended, when that makes it a failure (null: it exited 0). */
function describeEnd(result: ProcessResult, timeoutMs: number): End | null {
  let end: End | null = null;
  if (result.killed === 'timeout')
    end = { reason: 'timeout', detail: `killed after the ${formatDuration(timeoutMs)} timeout` };
  else if (result.spawnError) end = { reason: 'crash', detail: `could not start: ${result.spawnError.message}` };
  else if (result.signal) end = { reason: 'crash', detail: `killed by ${result.signal}` };
  else if (result.exitCode !== 0)
    end = { reason: `exit code ${result.exitCode ?? 1}`, detail: `exited with code ${result.exitCode}` };
  if (end === null) return null;
  const hint = stderrHint(result.stderrTail);
  return hint === '' ? end : { ...end, detail: `${end.detail}; stderr: ${hint}` };
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
  const shard = request.shard ? validateShard(request.shard) : undefined;
  const set = setPairs(request.set);
  if (
    request.seed !== undefined &&
    !(Number.isInteger(request.seed) && request.seed >= 0 && request.seed <= MAX_SEED)
  ) {
    throw new RunConfigError(`--seed must be a whole number from 0 to ${MAX_SEED}; got ${request.seed}`);
  }
  const seed = request.seed ?? randomSeed();
  const cpuset = request.cpuset === undefined ? undefined : parseCpuset(request.cpuset);
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

/** One run of the bundled suite: its session, what it hands out, what it counted. */
class BundledRun {
  readonly failures: RunFailure[] = [];
  readonly skipped: SkippedConfig[] = [];
  samples = 0;
  adaptive: AdaptiveQueue | null = null;
  readonly load: LoadRecorder;
  /** measuring children that ended on their own, and of those, the failed ones */
  done = 0;
  failed = 0;

  constructor(
    readonly session: RunSession,
    readonly checked: CheckedRequest,
    readonly deps: BundledRunDeps,
    readonly progress: Progress,
    readonly out: CsvAppender | null,
  ) {
    const { loadavg, cores } = deps.load ?? { loadavg: os.loadavg, cores: os.availableParallelism() };
    this.load = new LoadRecorder(loadavg, cores);
  }

  fail(failure: RunFailure): void {
    this.failures.push(failure);
    const where = failure.phase === 'list' ? 'listing configurations' : `run ${failure.run}`;
    const what = [failure.filename, failure.configuration].filter(Boolean).join(' ');
    this.progress.message(
      `node-bench: FAILED ${what} (${failure.binary}, ${where}): ${failure.reason}: ${failure.detail}`,
    );
    this.session.guard(() => this.deps.onFailure?.(failure));
  }

  /** Lists every file's configurations with both binaries; fewer files when the run stops meanwhile. */
  async list(): Promise<FileListings[]> {
    const { files, launch, timeoutMs } = this.checked;
    const env = modeEnv(this.deps.env, this.deps.hostNode, 'list');
    const listings: FileListings[] = [];
    let current: Partial<Record<Binary, ListingOutcome>> = {};
    for (const job of listingQueue(files)) {
      if (job.binary === 'old') this.progress.listing(job.fileIndex, files.length);
      let listing: ConfigsMessage | null = null;
      let invalid: string | null = null;
      const result = await this.session.run({
        ...listingCommand(job, launch),
        env,
        timeoutMs,
        onMessage: (message) => {
          if (listing !== null) return;
          const read = readConfigsMessage(message);
          if (typeof read === 'string') invalid ??= read;
          else if (read !== null) listing = read;
        },
      });
      if (stoppedByRun(result)) return listings;
      const stderrTail = lastLines(result.stderrTail);
      const end = describeEnd(result, timeoutMs);
      current[job.binary] =
        end !== null
          ? { failure: { ...end, stderrTail } }
          : listing !== null
            ? { listing }
            : {
                failure: {
                  reason: 'no report',
                  detail: invalid ?? 'exited without listing its configurations (does it use benchmarks/common.js?)',
                  stderrTail,
                },
              };
      if (current.old !== undefined && current.new !== undefined) {
        listings.push({ file: job.file, old: current.old, new: current.new });
        current = {};
      }
    }
    this.progress.listing(files.length, files.length);
    return listings;
  }

  /** Tells the caller and the log what will run, and how to replay its order. */
  announce(plan: RunPlan): void {
    this.session.guard(() => this.deps.onPlan?.(plan));
    const shardText = plan.shard
      ? `, shard ${formatShard(plan.shard)} of ${plan.totalConfigurations} configurations`
      : '';
    const runsText = this.checked.adaptive ? `up to ${plan.runs} runs (--runs auto)` : `${plan.runs} runs`;
    this.progress.message(
      `node-bench: ${plan.configurations.length} configurations${shardText} x ${runsText} x 2 binaries; ` +
        `seed ${plan.seed} (--seed ${plan.seed} replays this order)`,
    );
  }

  /**
   * Runs the plan's queue until it is done or the run stops. A failed child
   * costs its own row; after maxFailures failures a configuration is no
   * longer run on that binary (a benchmark that hangs would otherwise cost
   * runs x timeout).
   */
  async measure(plan: RunPlan): Promise<void> {
    const env = modeEnv(this.deps.env, this.deps.hostNode, 'run');
    let total = plan.jobs;
    const failCounts = new Map<string, number>();
    const givenUp = new Set<string>();
    const adaptive = this.checked.adaptive
      ? new AdaptiveQueue(this.checked.adaptive, plan.configurations, (line) => this.progress.message(line))
      : null;
    this.adaptive = adaptive;
    this.progress.start(total);
    for (const [position, job] of plan.queue.entries()) {
      const c = job.configuration;
      const key = `${c.index}\0${job.binary}`;
      if (givenUp.has(key)) continue;
      if (this.session.stopped) break;
      if (adaptive !== null) {
        const looked = adaptive.rows.nextLookRuns;
        const admitted = adaptive.admit(job.run, c.index);
        if (admitted === 'done') break;
        if (looked !== adaptive.rows.nextLookRuns) {
          // a look settled rows: the total is what is done plus what open rows still need (ETA of the rest)
          total = this.done + adaptive.remainingJobs(plan.queue, position, givenUp);
          this.progress.update(this.done, total, this.failed);
        }
        if (admitted === 'skip') continue;
      }

      this.progress.running(`${c.filename} ${c.configuration} (${job.binary})`);
      this.load.sample();
      const { result, reported, invalid } = await this.#runMeasuring(job, env);
      // Killed because the run stops: neither done nor failed.
      if (stoppedByRun(result)) break;

      this.done++;
      const end =
        describeEnd(result, this.checked.timeoutMs) ??
        (reported === 0
          ? { reason: 'no report' as const, detail: invalid ?? 'exited with code 0 without reporting a result' }
          : null);
      let failure: RunFailure | null = null;
      if (end !== null) {
        this.failed++;
        failure = {
          binary: job.binary,
          filename: c.filename,
          configuration: c.configuration,
          run: job.run,
          phase: 'run',
          ...end,
          stderrTail: lastLines(result.stderrTail),
        };
        this.fail(failure);
        const count = (failCounts.get(key) ?? 0) + 1;
        failCounts.set(key, count);
        if (count >= this.checked.maxFailures && job.run < plan.runs) {
          givenUp.add(key);
          const runsSkipped = plan.runs - job.run;
          total -= runsSkipped;
          this.skipped.push({
            binary: job.binary,
            filename: c.filename,
            configuration: c.configuration,
            failures: count,
            runsSkipped,
          });
          this.progress.message(
            `node-bench: giving up ${c.filename} ${c.configuration} on ${job.binary} after ${count} failures ` +
              `(${runsSkipped} runs skipped)`,
          );
        }
      }
      this.progress.update(this.done, total, this.failed);
      const record: JobRecord = {
        run: job.run,
        binary: job.binary,
        filename: c.filename,
        configuration: c.configuration,
        samples: reported,
        failure,
        durationMs: result.durationMs,
      };
      this.session.guard(() => this.deps.onJob?.(record));
    }
    if (adaptive !== null && !this.session.stopped) adaptive.complete();
  }

  /** One measuring child; each sample it reports goes to `out`, then to onSample, as it arrives. */
  async #runMeasuring(
    job: MeasureJob,
    env: ChildEnv,
  ): Promise<{ result: ProcessResult; reported: number; invalid: string | null }> {
    let reported = 0;
    let invalid: string | null = null;
    const result = await this.session.run({
      ...measureCommand(job, this.checked.launch),
      env,
      timeoutMs: this.checked.timeoutMs,
      onMessage: (message) => {
        const read = readReportMessage(message);
        if (read === null) return;
        if (typeof read === 'string') {
          invalid ??= read;
          return;
        }
        reported++;
        this.adaptive?.add(job.configuration.index, job.binary, read.rate);
        // The row is compare.js's: the configuration as the child reports it.
        const sample: Sample = {
          binary: job.binary,
          filename: job.configuration.filename,
          configuration: formatConfiguration(read.conf),
          rate: read.rate,
          time: read.time,
        };
        this.session.guard(() => {
          this.out?.write(sample);
          this.samples++;
          this.deps.onSample?.(sample);
        });
      },
    });
    return { result, reported, invalid };
  }
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
  const run = new BundledRun(session, checked, deps, progress, out);

  let plan: RunPlan | null = null;
  try {
    const listings = await run.list();
    plan = planRuns({
      files: checked.files,
      listings,
      runs: checked.runs,
      seed: checked.seed,
      shard: checked.shard,
      balanced: checked.adaptive !== undefined,
    });
    for (const failure of plan.failures) run.fail(failure);
    if (!session.stopped) run.announce(plan);
    if (!session.stopped) await run.measure(plan);
  } finally {
    session.close();
    out?.close();
  }

  const elapsedMs = now() - startedAt;
  const timedOut = session.reason === 'max-time';
  const interrupted = session.reason === 'signal';
  const ending = timedOut
    ? `; stopped by --max-time after ${formatDuration(elapsedMs)}, results are partial`
    : interrupted
      ? '; interrupted, results are partial'
      : '';
  // before the last line, which stays the run's summary
  const load = run.load.record();
  const warning = heavyLoadWarning(load);
  if (warning !== null) progress.message(warning);
  progress.finish(
    `node-bench: ${run.samples} samples, ${run.failures.length} failure(s), ${formatDuration(elapsedMs)}${ending}`,
  );
  session.rethrow();

  return {
    seed: checked.seed,
    runs: checked.runs,
    shard: checked.shard ?? null,
    files: checked.files.map((f) => f.filename),
    configurations: plan?.configurations.length ?? 0,
    jobs: { planned: plan?.jobs ?? 0, done: run.done, failed: run.failed },
    samples: run.samples,
    failures: run.failures,
    skipped: run.skipped,
    timedOut,
    interrupted,
    elapsedMs,
    exitCode: summaryExitCode(run.failures),
    ...(run.adaptive ? { verdicts: run.adaptive.outcomes() } : {}),
    load,
  };
}

/** The exit code contract: non-zero as soon as anything failed. */
export function summaryExitCode(failures: readonly RunFailure[]): 0 | 1 {
  return failures.length > 0 ? 1 : 0;
}
