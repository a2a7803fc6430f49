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

import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import type { ChildEnv, CommandWrapper, ProcessResult, Supervisor } from '../process/supervisor.ts';
import type { Binary, Sample } from '../stats/csv.ts';
import { resolveTaskset } from './cpuset.ts';
import { AdaptiveQueue, RunSession, stoppedByRun, type AdaptiveRunOptions, type RowOutcome } from './execute.ts';
import {
  listingQueue,
  planRuns,
  type FileListings,
  type ListingOutcome,
  type MeasureJob,
  type RunPlan,
} from './plan.ts';
import { Progress, formatDuration, type ProgressOutput } from './progress.ts';
import { MAX_SEED, randomSeed } from './prng.ts';
import {
  configArgs,
  formatConfiguration,
  readConfigsMessage,
  readReportMessage,
  type ConfigsMessage,
} from './protocol.ts';
import { formatShard, validateShard, type Shard } from './shard.ts';
import { lastLines, stderrHint } from './stderr.ts';
import type { SuiteFile } from './suite.ts';
import { CoreSuiteError } from './core-select.ts';

const PRELOAD_NAME = 'core-preload.cjs';

/**
 * core-preload.cjs: next to this module, in src/run/ (tsx, tests) or in
 * dist/ next to the bundle (scripts/build.mjs copies it there).
 */
export function findCorePreload(moduleUrl: string = import.meta.url): string {
  const preload = path.join(path.dirname(fileURLToPath(moduleUrl)), PRELOAD_NAME);
  if (!existsSync(preload)) throw new CoreSuiteError(`${preload} not found: the package is incomplete`);
  return preload;
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
  cpuset?: string;
  seed?: number;
  shard?: Shard;
  /** per child (listing or measuring); default 5 min */
  timeoutMs?: number;
  maxTimeMs?: number;
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
  plan: RunPlan | null;
  failures: CoreEngineFailure[];
  samples: number;
  /** measuring children that ended on their own */
  done: number;
  timedOut: boolean;
  aborted: boolean;
  elapsedMs: number;
  /** --runs auto: each configuration's verdict (this shard's) */
  verdicts?: RowOutcome[];
}

const DEFAULT_TIMEOUT_MS = 5 * 60_000;

function childEnv(env: ChildEnv, mode: 'list' | 'run'): ChildEnv {
  const e: Record<string, string> = { ...env };
  delete e.NODE_RUN_BENCHMARK_FN;
  // as common.js forks its configurations: the variable set, and empty
  if (mode === 'run') e.NODE_RUN_BENCHMARK_FN = '';
  return e;
}

type End = Pick<CoreEngineFailure, 'kind' | 'reason'>;

function describeEnd(result: ProcessResult, timeoutMs: number): End | null {
  let end: End | null = null;
  if (result.killed === 'timeout')
    end = { kind: 'timeout', reason: `killed after the ${formatDuration(timeoutMs)} timeout` };
  else if (result.spawnError) end = { kind: 'spawn', reason: `could not start: ${result.spawnError.message}` };
  else if (result.signal) end = { kind: 'signal', reason: `killed by ${result.signal}` };
  else if (result.exitCode !== 0) end = { kind: 'exit', reason: `exited with code ${result.exitCode}` };
  if (end === null) return null;
  const hint = stderrHint(result.stderrTail);
  return hint === '' ? end : { ...end, reason: `${end.reason}; stderr: ${hint}` };
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
  const shard = request.shard ? validateShard(request.shard) : undefined;
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
  const failures: CoreEngineFailure[] = [];
  const fail = (failure: CoreEngineFailure) => {
    failures.push(failure);
    const what = [failure.filename, failure.configuration].filter(Boolean).join(' ');
    const where = failure.phase === 'list' ? 'listing configurations' : `run ${failure.run}`;
    progress.message(`node-bench: FAILED ${what} (${failure.binary}, ${where}): ${failure.reason}`);
  };
  // The extra options common.js passes to every fork, per file and binary.
  const extras = new Map<string, string[]>();
  let samples = 0;
  let done = 0;
  let plan: RunPlan | null = null;
  let adaptive: AdaptiveQueue | null = null;

  try {
    // Listing: every file in parent mode on each binary, forks recorded.
    const listings: FileListings[] = [];
    let current: Partial<Record<Binary, ListingOutcome>> = {};
    const listEnv = childEnv(deps.env, 'list');
    for (const job of listingQueue(request.files)) {
      if (job.binary === 'old') progress.listing(job.fileIndex, request.files.length);
      let listing: CoreListing | null = null;
      let invalid: string | null = null;
      const result = await session.run({
        command: request.binaries[job.binary],
        args: ['--require', preload, job.file.file, ...request.setArgs],
        env: listEnv,
        timeoutMs,
        onMessage: (message) => {
          if (listing !== null) return;
          const read = readCoreListing(message);
          if (typeof read === 'string') invalid ??= read;
          else if (read !== null) listing = read;
        },
      });
      if (stoppedByRun(result)) break;
      const stderrTail = lastLines(result.stderrTail);
      const end = describeEnd(result, timeoutMs);
      const got = listing as CoreListing | null;
      if (end === null && got !== null) {
        extras.set(`${job.file.filename}\0${job.binary}`, extraOptions(got));
        current[job.binary] = { listing: got };
      } else {
        current[job.binary] = {
          failure: {
            reason: end === null ? 'no report' : end.kind === 'timeout' ? 'timeout' : 'crash',
            detail: end?.reason ?? invalid ?? 'exited without forking any configuration (does it use common.js?)',
            stderrTail,
          },
        };
        fail({
          binary: job.binary,
          filename: job.file.filename,
          configuration: '',
          run: null,
          phase: 'list',
          kind: end?.kind ?? 'incomplete',
          reason: end?.reason ?? invalid ?? 'exited without forking any configuration (does it use common.js?)',
          exitCode: result.exitCode,
          signal: result.signal,
          stderrTail,
        });
      }
      if (current.old !== undefined && current.new !== undefined) {
        listings.push({ file: job.file, old: current.old, new: current.new });
        current = {};
      }
    }

    if (!session.stopped) {
      plan = planRuns({
        files: request.files,
        listings,
        runs: request.adaptive?.maxRuns ?? request.runs,
        seed,
        shard,
        balanced: request.adaptive !== undefined,
      });
      for (const f of plan.failures) {
        if (f.phase === 'list') continue; // reported above
        fail({ ...f, kind: 'incomplete', reason: f.detail, exitCode: null, signal: null });
      }
      const planned = plan;
      session.guard(() => deps.onPlan?.(planned));
      const shardText = shard ? `, shard ${formatShard(shard)} of ${plan.totalConfigurations} configurations` : '';
      const runsText = request.adaptive ? `up to ${plan.runs} runs (--runs auto)` : `${plan.runs} runs`;
      progress.message(
        `node-bench: ${plan.configurations.length} configurations${shardText} x ${runsText} x 2 binaries; ` +
          `seed ${seed} (--seed ${seed} replays this order)`,
      );
      const runEnv = childEnv(deps.env, 'run');
      progress.start(plan.jobs);
      let failed = 0;
      let total = plan.jobs;
      adaptive = request.adaptive
        ? new AdaptiveQueue(request.adaptive, plan.configurations, (line) => progress.message(line))
        : null;
      for (const [position, job] of plan.queue.entries()) {
        if (session.stopped) break;
        const c = job.configuration;
        if (adaptive !== null) {
          const looked = adaptive.rows.nextLookRuns;
          const admitted = adaptive.admit(job.run, c.index);
          if (admitted === 'done') break;
          if (looked !== adaptive.rows.nextLookRuns) {
            total = done + adaptive.remainingJobs(plan.queue, position);
            progress.update(done, total, failed);
          }
          if (admitted === 'skip') continue;
        }
        progress.running(`${c.filename} ${c.configuration} (${job.binary})`);
        const childArgs = [...c.flags[job.binary]!, c.file, ...forkArguments(job, extras)];
        const binary = request.binaries[job.binary];
        let reported = 0;
        let invalid: string | null = null;
        const result = await session.run({
          ...(taskset === undefined
            ? { command: binary, args: childArgs }
            : { command: taskset, args: ['-c', request.cpuset!, binary, ...childArgs] }),
          env: runEnv,
          timeoutMs,
          onMessage: (message) => {
            const read = readReportMessage(message);
            if (read === null) return;
            if (typeof read === 'string') {
              invalid ??= read;
              return;
            }
            reported++;
            adaptive?.add(c.index, job.binary, read.rate);
            const sample: Sample = {
              binary: job.binary,
              filename: c.filename,
              configuration: formatConfiguration(read.conf),
              rate: read.rate,
              time: read.time,
            };
            session.guard(() => {
              samples++;
              deps.onSample(sample);
            });
          },
        });
        if (stoppedByRun(result)) break;
        done++;
        const end =
          describeEnd(result, timeoutMs) ??
          (reported === 0
            ? { kind: 'incomplete' as const, reason: invalid ?? 'exited with code 0 without reporting a result' }
            : null);
        if (end !== null) {
          failed++;
          fail({
            binary: job.binary,
            filename: c.filename,
            configuration: c.configuration,
            run: job.run,
            phase: 'run',
            ...end,
            exitCode: result.exitCode,
            signal: result.signal,
            stderrTail: lastLines(result.stderrTail),
          });
        }
        progress.update(done, total, failed);
      }
      if (adaptive !== null && !session.stopped) adaptive.complete();
    }
  } finally {
    session.close();
  }
  const elapsedMs = now() - startedAt;
  progress.finish(`node-bench: ${samples} samples, ${failures.length} failure(s), ${formatDuration(elapsedMs)}`);
  session.rethrow();
  return {
    seed,
    shard: shard ?? null,
    plan,
    failures,
    samples,
    done,
    timedOut: session.reason === 'max-time',
    aborted: session.reason === 'signal',
    elapsedMs,
    ...(adaptive ? { verdicts: adaptive.outcomes() } : {}),
  };
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
