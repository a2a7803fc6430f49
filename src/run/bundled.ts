// The runner for the bundled suite (benchmarks/): node core's compare.js
// methodology, one fresh child process per configuration per run per binary,
// with what compare.js lacks for unattended runs: per-child timeouts that
// kill the whole process group, failures that cost their own row only, a
// time budget, a seeded old/new interleaving, sharding, and every sample
// handed out (and appended to the CSV) the moment it arrives.
//
// Order of the children: after listing the configurations of every selected
// file, for run = 1..runs, for each configuration of the shard (files sorted
// by path, each file's configurations in its own listing order), both
// binaries once, old first or new first as a seeded PRNG decides. Spreading
// each configuration's runs over the whole session, instead of compare.js's
// 30 back-to-back runs per file, exposes both binaries to the same machine
// drift (thermal state, noisy neighbours), and the random side order keeps a
// systematic first/second-run effect out of the comparison.

import { isExecutableFile } from '../util/files.ts';
import path from 'node:path';

import type { Binary, Sample } from '../stats/csv.ts';
import { runChild, type ChildResult, type ChildRunner } from './child.ts';
import { parseCpuset, resolveTaskset } from './cpuset.ts';
import { CsvAppender } from './csv-out.ts';
import { RunConfigError } from './errors.ts';
import { Progress, formatDuration, type ProgressOutput } from './progress.ts';
import { MAX_SEED, createPrng, randomSeed } from './prng.ts';
import {
  configArgs,
  formatConfiguration,
  readConfigsMessage,
  readReportMessage,
  type Config,
  type ConfigsMessage,
} from './protocol.ts';
import { formatShard, inShard, validateShard, type Shard } from './shard.ts';
import { findSuiteDir, selectSuiteFiles, type SuiteFile } from './suite.ts';

export { RunConfigError } from './errors.ts';
export { parseShard, type Shard } from './shard.ts';
export { parseCpuset } from './cpuset.ts';
export { parseSeed } from './prng.ts';
export { findSuiteDir, listGroups } from './suite.ts';
export { CsvAppender } from './csv-out.ts';
export type { ProgressOutput } from './progress.ts';

export const RUN_DEFAULTS = {
  runs: 30,
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
  /** samples per configuration per binary (default 30) */
  runs?: number;
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

/** Why a child counts as failed. */
export type FailureReason = 'timeout' | 'crash' | `exit code ${number}` | 'no report' | 'not listed';

export interface RunFailure {
  binary: Binary;
  /** `group/file.js` */
  filename: string;
  /** the CSV configuration string; '' when listing the file's configurations failed */
  configuration: string;
  /** 1-based run, null for listing failures */
  run: number | null;
  /** 'list': the configuration listing of the file; 'run': a measuring child */
  phase: 'list' | 'run';
  /**
   * timeout: killed after timeoutMs; crash: killed by a signal (or could not
   * start); exit code N: exited non-zero; no report: exited 0 without a
   * (valid) report or listing; not listed: the other binary lists this
   * configuration, this one does not.
   */
  reason: FailureReason;
  /** one human-readable line */
  detail: string;
  /** the last ~20 lines of the child's stderr */
  stderrTail: string;
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

export interface PlannedConfiguration {
  /** position in the full configuration list (all shards), 0-based */
  index: number;
  filename: string;
  /** absolute path of the benchmark file */
  file: string;
  conf: Config;
  configuration: string;
  /** node flags per binary from its listing; null when that binary does not list this configuration */
  flags: Record<Binary, string[] | null>;
}

export interface RunPlan {
  seed: number;
  runs: number;
  shard: Shard | null;
  files: SuiteFile[];
  /** configurations of this shard, in run order */
  configurations: PlannedConfiguration[];
  /** configurations over all shards */
  totalConfigurations: number;
  /** child runs planned: runs x (configurations x binaries listing them) */
  jobs: number;
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
}

export interface BundledRunDeps {
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
  /** environment of the children and PATH for taskset; default process.env */
  env?: NodeJS.ProcessEnv;
  /** NODE_BENCH_HOST_NODE for the children (runs autocannon); default process.execPath */
  hostNode?: string;
  /** abort to stop the run like --max-time (wire SIGINT/SIGTERM here: children are detached) */
  signal?: AbortSignal;
  /** runs one child process; default runChild */
  runChild?: ChildRunner;
}

// Largest delay setTimeout honours; longer ones fire at once.
const MAX_TIMER_MS = 2 ** 31 - 1;

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
    if (key === '' || key.includes('='))
      throw new RunConfigError(`--set needs key=value; bad key ${JSON.stringify(key)}`);
    for (const v of typeof value === 'string' ? [value] : value) pairs.push([key, v]);
  }
  return pairs;
}

/**
 * The line of a stderr tail that best says what went wrong: the error
 * message of an uncaught exception, else the last line (node's closing
 * `Node.js v20...` banner aside).
 */
export function stderrHint(tail: string): string {
  const lines = tail
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '' && !/^Node\.js v\d/.test(l));
  const error = lines.find((l) => /^([A-Z]\w*)?(Error|Exception)\b.*:/.test(l));
  const hint = error ?? lines.at(-1) ?? '';
  return hint.length > 200 ? `${hint.slice(0, 199)}…` : hint;
}

function describeEnd(result: ChildResult, timeoutMs: number): { reason: FailureReason; detail: string } | null {
  let end: { reason: FailureReason; detail: string } | null = null;
  if (result.timedOut) end = { reason: 'timeout', detail: `killed after the ${formatDuration(timeoutMs)} timeout` };
  else if (result.spawnError) end = { reason: 'crash', detail: `could not start: ${result.spawnError.message}` };
  else if (result.signal) end = { reason: 'crash', detail: `killed by ${result.signal}` };
  else if (result.code !== 0)
    end = { reason: `exit code ${result.code ?? 1}`, detail: `exited with code ${result.code}` };
  if (end === null) return null;
  const hint = stderrHint(result.stderrTail);
  return hint === '' ? end : { ...end, detail: `${end.detail}; stderr: ${hint}` };
}

interface Listing {
  side: Binary;
  result: ConfigsMessage | null;
  failure: { reason: FailureReason; detail: string; stderrTail: string } | null;
  aborted: boolean;
}

/**
 * The union of both binaries' listings for one file. The old binary's
 * listing comes first and gives the order; configurations only the new
 * binary lists follow in its order.
 *
 * Why both binaries list, and why the union: a benchmark's configurations
 * can depend on the binary (a combinationFilter testing for a feature, a
 * parameter whose values come from the runtime). Running only the old
 * binary's list would silently drop what the new binary adds; running only
 * the intersection would hide the difference. So every configuration either
 * side lists is run on each side that lists it, and each side that does not
 * list it gets a 'not listed' failure: the measurements that exist are kept
 * and the mismatch shows in the report and the exit code.
 */
function mergeListings(
  file: SuiteFile,
  old: ConfigsMessage | null,
  neu: ConfigsMessage | null,
): Omit<PlannedConfiguration, 'index'>[] {
  const merged = new Map<string, Omit<PlannedConfiguration, 'index'>>();
  for (const [side, listing] of [
    ['old', old],
    ['new', neu],
  ] as const) {
    if (listing === null) continue;
    const seen = new Map<string, number>();
    for (const conf of listing.configs) {
      const configuration = formatConfiguration(conf);
      // A listing may repeat a configuration (--set n=1 --set n=1): each
      // occurrence is its own row, as compare.js would run it twice.
      const occurrence = (seen.get(configuration) ?? 0) + 1;
      seen.set(configuration, occurrence);
      const key = `${configuration}\0${occurrence}`;
      let entry = merged.get(key);
      if (entry === undefined) {
        entry = { filename: file.filename, file: file.file, conf, configuration, flags: { old: null, new: null } };
        merged.set(key, entry);
      }
      entry.flags[side] = listing.flags;
    }
  }
  return [...merged.values()];
}

/**
 * Runs the bundled suite. Resolves with the summary once every planned child
 * ran (or the time budget or deps.signal stopped the run); samples are
 * delivered through deps.onSample (and `out`) as they arrive. Rejects with a
 * RunConfigError, before anything runs, when the request is invalid.
 */
export async function runBundled(request: BundledRunRequest, deps: BundledRunDeps = {}): Promise<RunSummary> {
  const now = deps.now ?? (() => performance.now());
  const startedAt = now();
  const env = deps.env ?? process.env;
  const hostNode = deps.hostNode ?? process.execPath;
  const spawnChild = deps.runChild ?? runChild;

  // ---- validate everything before running anything
  const binaries: Record<Binary, string> = {
    old: checkBinary('old', request.binaries.old),
    new: checkBinary('new', request.binaries.new),
  };
  const runs = positive(request.runs, RUN_DEFAULTS.runs, '--runs', true);
  const timeoutMs = positive(request.timeoutMs, RUN_DEFAULTS.timeoutMs, 'the child timeout', false);
  const maxTimeMs = positive(request.maxTimeMs, RUN_DEFAULTS.maxTimeMs, '--max-time', false);
  const maxFailures = positive(
    request.maxFailuresPerConfig,
    RUN_DEFAULTS.maxFailuresPerConfig,
    'maxFailuresPerConfig',
    true,
  );
  const shard = request.shard ? validateShard(request.shard) : undefined;
  const pairs = setPairs(request.set);
  if (
    request.seed !== undefined &&
    !(Number.isInteger(request.seed) && request.seed >= 0 && request.seed <= MAX_SEED)
  ) {
    throw new RunConfigError(`--seed must be a whole number from 0 to ${MAX_SEED}; got ${request.seed}`);
  }
  const seed = request.seed ?? randomSeed();
  const cpuset = request.cpuset === undefined ? undefined : parseCpuset(request.cpuset);
  const taskset = cpuset === undefined ? undefined : resolveTaskset(cpuset, env.PATH, binaries.old);
  const suiteDir = request.suiteDir ?? findSuiteDir();
  const files = selectSuiteFiles(suiteDir, request.groups, request.filter ?? [], request.exclude ?? []);

  const progress = new Progress({ output: deps.progress ?? process.stderr, now, quiet: request.quiet });
  const out = request.out === undefined ? null : CsvAppender.open(request.out);

  // ---- stopping: the time budget, the caller's signal, or an error of ours
  const stop = new AbortController();
  let stopReason: 'max-time' | 'signal' | 'fatal' | null = null;
  let fatal: unknown = null;
  const halt = (reason: 'max-time' | 'signal' | 'fatal') => {
    if (stopReason === null) stopReason = reason;
    stop.abort();
  };
  const budget =
    Number.isFinite(maxTimeMs) && maxTimeMs <= MAX_TIMER_MS ? setTimeout(() => halt('max-time'), maxTimeMs) : undefined;
  const onSignal = () => halt('signal');
  if (deps.signal?.aborted) halt('signal');
  deps.signal?.addEventListener('abort', onSignal, { once: true });
  // A throwing callback must not leave children behind: stop, clean up, rethrow.
  const guard = (fn: () => void) => {
    try {
      fn();
    } catch (error) {
      if (fatal === null) fatal = error;
      halt('fatal');
    }
  };

  const failures: RunFailure[] = [];
  const skipped: SkippedConfig[] = [];
  let samples = 0;
  let planned = 0;
  let done = 0;
  let failedJobs = 0;
  let selected: PlannedConfiguration[] = [];

  const fail = (failure: RunFailure) => {
    failures.push(failure);
    const where = failure.phase === 'list' ? 'listing configurations' : `run ${failure.run}`;
    const what = [failure.filename, failure.configuration].filter(Boolean).join(' ');
    progress.message(`node-bench: FAILED ${what} (${failure.binary}, ${where}): ${failure.reason}: ${failure.detail}`);
    guard(() => deps.onFailure?.(failure));
  };

  try {
    // ---- list the configurations of every file with both binaries
    const childEnv = (mode: 'list' | 'run'): NodeJS.ProcessEnv => {
      const e: NodeJS.ProcessEnv = { ...env, NODE_BENCH_HOST_NODE: hostNode };
      delete e.NODE_BENCH_LIST_CONFIGS;
      delete e.NODE_RUN_BENCHMARK_FN;
      if (mode === 'list') e.NODE_BENCH_LIST_CONFIGS = '1';
      else e.NODE_RUN_BENCHMARK_FN = '';
      return e;
    };
    const listEnv = childEnv('list');
    const runEnv = childEnv('run');
    const setArgs = pairs.map(([k, v]) => `${k}=${v}`);

    const list = async (side: Binary, file: SuiteFile): Promise<Listing> => {
      let listing: ConfigsMessage | null = null;
      let invalid: string | null = null;
      const result = await spawnChild({
        command: binaries[side],
        args: [file.file, ...setArgs],
        env: listEnv,
        timeoutMs,
        signal: stop.signal,
        onMessage: (message) => {
          if (listing !== null) return;
          const read = readConfigsMessage(message);
          if (typeof read === 'string') invalid ??= read;
          else if (read !== null) listing = read;
        },
      });
      if (result.aborted) return { side, result: null, failure: null, aborted: true };
      const end = describeEnd(result, timeoutMs);
      if (end !== null)
        return { side, result: null, failure: { ...end, stderrTail: result.stderrTail }, aborted: false };
      if (listing === null) {
        const detail = invalid ?? 'exited without listing its configurations (does it use benchmarks/common.js?)';
        return {
          side,
          result: null,
          failure: { reason: 'no report', detail, stderrTail: result.stderrTail },
          aborted: false,
        };
      }
      return { side, result: listing, failure: null, aborted: false };
    };

    const all: PlannedConfiguration[] = [];
    const listFailures: { fileIndex: number; failure: RunFailure }[] = [];
    for (const [fileIndex, file] of files.entries()) {
      progress.listing(fileIndex, files.length);
      const old = await list('old', file);
      const neu = old.aborted ? old : await list('new', file);
      if (old.aborted || neu.aborted) break;
      for (const listing of [old, neu]) {
        if (listing.failure === null) continue;
        listFailures.push({
          fileIndex,
          failure: {
            binary: listing.side,
            filename: file.filename,
            configuration: '',
            run: null,
            phase: 'list',
            ...listing.failure,
          },
        });
      }
      for (const entry of mergeListings(file, old.result, neu.result)) all.push({ ...entry, index: all.length });
    }
    if (stopReason === null) progress.listing(files.length, files.length);

    // ---- this shard's part; failures that concern it
    selected = all.filter((c) => inShard(c.index, shard));
    // A file whose listing failed has no configuration index of its own: the
    // shard its position in the sorted file list maps to reports it.
    for (const { fileIndex, failure } of listFailures) if (inShard(fileIndex, shard)) fail(failure);
    for (const c of selected) {
      const sides = (['old', 'new'] as const).filter((b) => c.flags[b] !== null);
      if (sides.length !== 1) continue;
      const other = sides[0]!;
      const missing: Binary = other === 'old' ? 'new' : 'old';
      // Only when the missing side listed the file at all (else its listing failure says it).
      if (listFailures.some((f) => f.failure.filename === c.filename && f.failure.binary === missing)) continue;
      fail({
        binary: missing,
        filename: c.filename,
        configuration: c.configuration,
        run: null,
        phase: 'run',
        reason: 'not listed',
        detail: `the ${other} binary lists this configuration, the ${missing} binary does not; ran on ${other} only`,
        stderrTail: '',
      });
    }
    planned = runs * selected.reduce((n, c) => n + (c.flags.old ? 1 : 0) + (c.flags.new ? 1 : 0), 0);

    const plan: RunPlan = {
      seed,
      runs,
      shard: shard ?? null,
      files,
      configurations: selected,
      totalConfigurations: all.length,
      jobs: planned,
    };
    if (stopReason === null) {
      guard(() => deps.onPlan?.(plan));
      const shardText = shard ? `, shard ${formatShard(shard)} of ${all.length} configurations` : '';
      progress.message(
        `node-bench: ${selected.length} configurations${shardText} x ${runs} runs x 2 binaries; ` +
          `seed ${seed} (--seed ${seed} replays this order)`,
      );
    }

    // ---- measure
    let total = planned;
    const failCounts = new Map<string, number>();
    const givenUp = new Set<string>();
    const prng = createPrng(seed);
    if (stopReason === null) progress.start(total);

    outer: for (let run = 1; run <= runs; run++) {
      for (const c of selected) {
        // Drawn for every configuration and run, whatever happens, so the
        // order depends on the seed and the plan only.
        const order: Binary[] = prng() < 0.5 ? ['old', 'new'] : ['new', 'old'];
        for (const binary of order) {
          const flags = c.flags[binary];
          const key = `${c.index}\0${binary}`;
          if (flags === null || givenUp.has(key)) continue;
          if (stop.signal.aborted) break outer;

          const args = [...flags, c.file, ...configArgs(c.conf)];
          // --set keys that are not configuration keys reach the child too,
          // like core's extra options (e.g. benchmarker=...).
          for (const [k, v] of pairs) if (!(k in c.conf)) args.push(`${k}=${v}`);
          const command = taskset ?? binaries[binary];
          if (taskset !== undefined) args.unshift('-c', cpuset!, binaries[binary]);

          let reported = 0;
          let invalid: string | null = null;
          progress.running(`${c.filename} ${c.configuration} (${binary})`);
          const result = await spawnChild({
            command,
            args,
            env: runEnv,
            timeoutMs,
            signal: stop.signal,
            onMessage: (message) => {
              const report = readReportMessage(message);
              if (report === null) return;
              if (typeof report === 'string') {
                invalid ??= report;
                return;
              }
              // The row is compare.js's: the configuration as the child reports it.
              const sample: Sample = {
                binary,
                filename: c.filename,
                configuration: formatConfiguration(report.conf),
                rate: report.rate,
                time: report.time,
              };
              guard(() => {
                out?.write(sample);
                samples++;
                reported++;
                deps.onSample?.(sample);
              });
            },
          });
          // Killed because the run stops: neither done nor failed.
          if (result.aborted) break outer;

          done++;
          const end =
            describeEnd(result, timeoutMs) ??
            (reported === 0
              ? { reason: 'no report' as const, detail: invalid ?? 'exited with code 0 without reporting a result' }
              : null);
          let failure: RunFailure | null = null;
          if (end !== null) {
            failedJobs++;
            failure = {
              binary,
              filename: c.filename,
              configuration: c.configuration,
              run,
              phase: 'run',
              ...end,
              stderrTail: result.stderrTail,
            };
            fail(failure);
            const count = (failCounts.get(key) ?? 0) + 1;
            failCounts.set(key, count);
            if (count >= maxFailures && run < runs) {
              // A benchmark that hangs would otherwise cost runs x timeout.
              givenUp.add(key);
              const runsSkipped = runs - run;
              total -= runsSkipped;
              skipped.push({
                binary,
                filename: c.filename,
                configuration: c.configuration,
                failures: count,
                runsSkipped,
              });
              progress.message(
                `node-bench: giving up ${c.filename} ${c.configuration} on ${binary} after ${count} failures ` +
                  `(${runsSkipped} runs skipped)`,
              );
            }
          }
          progress.update(done, total, failedJobs);
          const job: JobRecord = {
            run,
            binary,
            filename: c.filename,
            configuration: c.configuration,
            samples: reported,
            failure,
            durationMs: result.durationMs,
          };
          guard(() => deps.onJob?.(job));
        }
      }
    }
  } finally {
    clearTimeout(budget);
    deps.signal?.removeEventListener('abort', onSignal);
    out?.close();
  }

  const elapsedMs = now() - startedAt;
  const timedOut = stopReason === 'max-time';
  const interrupted = stopReason === 'signal';
  const ending = timedOut
    ? `; stopped by --max-time after ${formatDuration(elapsedMs)}, results are partial`
    : interrupted
      ? '; interrupted, results are partial'
      : '';
  progress.finish(
    `node-bench: ${samples} samples, ${failures.length} failure(s), ${formatDuration(elapsedMs)}${ending}`,
  );
  if (fatal !== null) throw fatal;

  return {
    seed,
    runs,
    shard: shard ?? null,
    files: files.map((f) => f.filename),
    configurations: selected.length,
    jobs: { planned, done, failed: failedJobs },
    samples,
    failures,
    skipped,
    timedOut,
    interrupted,
    elapsedMs,
    exitCode: summaryExitCode(failures),
  };
}

/** The exit code contract: non-zero as soon as anything failed. */
export function summaryExitCode(failures: readonly RunFailure[]): 0 | 1 {
  return failures.length > 0 ? 1 : 0;
}
