// The bundled suite (benchmarks/) on our engine: node core's compare.js
// methodology, one fresh child process per configuration per run per binary,
// with what compare.js lacks for unattended runs: per-child timeouts that
// kill the whole process group, failures that cost their own row only, a
// time budget, a seeded old/new interleaving, sharding, and every sample
// handed out (and appended to the CSV) the moment it arrives.
//
// This file checks the request and selects the files; the one runner
// (runner.ts) lists, plans (plan.ts: pure) and executes (executor.ts) them
// with the bundled suite's SuiteAdapter. Every child goes through the
// supervisor, in the caller's sandbox and environment.

import path from 'node:path';

import { runSupervised, type ChildEnv, type Supervisor } from '../process/supervisor.ts';
import type { Binary } from '../stats/csv.ts';
import { isExecutableFile } from '../util/files.ts';
import { RunConfigError } from './errors.ts';
import type { SuiteAdapter } from './adapter.ts';
import type { PriorSamples } from './executor.ts';
import { listingCommand, measureCommand, type LaunchOptions } from './plan.ts';
import { readConfigsMessage, type ConfigsMessage } from './protocol.ts';
import { withNodeBench } from './node-bench-files.ts';
import { isNodeBenchFile } from './suite.ts';
import type { Pin } from './adapter.ts';
import {
  RUN_DEFAULTS,
  runSuite,
  type RunnerSchedule,
  type RunDeps,
  type SuiteResult,
  type SuiteRun,
} from './runner.ts';
import type { TimingModel } from './timing.ts';
import type { SizeBook } from './size-store.ts';
import { findSuiteDir, selectSuiteFiles } from './suite.ts';
import type { SetRecord } from '../options/selection.ts';

export interface BundledRunRequest extends Partial<RunnerSchedule> {
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
  binaries: { old: string; new: string };
  /** append the CSV here, header first if the file is new or empty */
  out?: string;
  /** no progress output */
  quiet?: boolean;
  /** failed runs after which a configuration is no longer run on that binary (default 2) */
  maxFailuresPerConfig?: number;
  /** a resumed run's samples: their runs are not run again (executor.ts) */
  prior?: PriorSamples;
  /** expected child times for ordering a --max-time run only (this machine's history; run/budget.ts) */
  history?: TimingModel;
  /** --child-time: sizes chosen before, taken without pilots (run/size-store.ts) */
  sizes?: SizeBook;
}

/** The runner's dependencies (runner.ts), onSample optional, and the node that runs autocannon. */
export interface BundledRunDeps extends Omit<RunDeps, 'onSample' | 'quiet'> {
  /** NODE_BENCH_HOST_NODE for the children: the node that runs autocannon */
  hostNode: string;
  /** each sample as it arrives (after it is appended to `out`) */
  onSample?: RunDeps['onSample'];
}

function checkBinary(side: Binary, binary: string): string {
  const resolved = path.resolve(binary);
  if (!isExecutableFile(resolved)) throw new RunConfigError(`the ${side} binary ${binary} is not an executable file`);
  return resolved;
}

/** maxFailuresPerConfig is the runner's own knob (no option reads it), so it is checked here. */
function failureLimit(value: number | undefined): number {
  if (value === undefined) return RUN_DEFAULTS.maxFailuresPerConfig;
  if (!(Number.isInteger(value) && value >= 1))
    throw new RunConfigError(`maxFailuresPerConfig must be a whole number of at least 1; got ${value}`);
  return value;
}

/** The record's `key=value` pairs, in order (its keys were checked where it was read). */
function setPairs(set: SetRecord | undefined): [string, string][] {
  return Object.entries(set ?? {}).flatMap(([key, values]) => values.map((v): [string, string] => [key, v]));
}

/** The request as the runner takes it, checked in full before anything runs. */
function checkRequest(request: BundledRunRequest): SuiteRun {
  const binaries: Record<Binary, string> = {
    old: checkBinary('old', request.binaries.old),
    new: checkBinary('new', request.binaries.new),
  };
  // runs, max-runs, δ and the time limits were checked where they were read (src/options/); the defaults apply here
  const adaptive = request.adaptive;
  const runs = adaptive ? adaptive.maxRuns : (request.runs ?? RUN_DEFAULTS.runs);
  const timeoutMs = request.timeoutMs ?? RUN_DEFAULTS.timeoutMs;
  const maxTimeMs = request.maxTimeMs ?? RUN_DEFAULTS.maxTimeMs;
  const maxFailures = failureLimit(request.maxFailuresPerConfig);
  const suiteDir = path.resolve(request.suiteDir ?? findSuiteDir());
  return {
    cwd: suiteDir,
    files: selectSuiteFiles(suiteDir, request.groups, request.filter ?? [], request.exclude ?? []),
    binaries,
    runs,
    adaptive,
    seed: request.seed,
    cpuset: request.cpuset,
    ...(request.lanes ? { lanes: request.lanes } : {}),
    shard: request.shard,
    timeoutMs,
    maxTimeMs,
    maxFailures,
    ...(request.timings ? { timings: request.timings } : {}),
    ...(request.prior ? { prior: request.prior } : {}),
    ...(request.history ? { history: request.history } : {}),
    ...(request.sizes ? { sizes: request.sizes } : {}),
    ...(request.out !== undefined ? { out: request.out } : {}),
    ...(request.childTimeMs !== undefined ? { childTimeMs: request.childTimeMs } : {}),
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
function bundledAdapter(launch: LaunchOptions, deps: BundledRunDeps): SuiteAdapter {
  return {
    listEnv: modeEnv(deps.env, deps.hostNode, 'list'),
    runEnv: modeEnv(deps.env, deps.hostNode, 'run'),
    listingCommand: (job) => listingCommand(job, launch),
    readListing: readConfigsMessage,
    noListing: 'exited without listing its configurations (does it use benchmarks/common.js?)',
    measureCommand: (job) => measureCommand(job, launch),
  };
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
  // node:bench files take no --set (their params are written in them), and need a node with node:bench to list
  const commonJsFiles = files.filter((file) => !isNodeBenchFile(file.filename));
  const keys = Object.keys(selection.set ?? {});
  if (keys.length === 0) return files.length;
  const supervisor = deps.supervisor ?? runSupervised;
  const parameters = new Set<string>();
  for (const file of commonJsFiles) {
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
 * Runs the bundled suite on our engine (runner.ts). Resolves with the result
 * once every planned child ran (or the time budget or deps.signal stopped the
 * run); samples are delivered through deps.onSample (and `out`) as they
 * arrive. Rejects with a RunConfigError, before anything runs, when the
 * request is invalid.
 */
export async function runBundled(request: BundledRunRequest, deps: BundledRunDeps): Promise<SuiteResult> {
  const run = checkRequest(request);
  const set = setPairs(request.set);
  const adapterFor = (pin: Pin | undefined) =>
    withNodeBench(bundledAdapter({ binaries: run.binaries, set, pin }, deps), run.binaries, deps.env, pin);
  return runSuite(adapterFor, run, {
    ...deps,
    quiet: request.quiet,
    onSample: (sample) => deps.onSample?.(sample),
  });
}
