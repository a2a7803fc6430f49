// What a nightly scan is asked to do (NightlyOptions), what it is given to do it with (NightlyDeps), and the
// scan as checked (NightlyScan): the one value every step of the scan trusts, and what each of its comparisons is
// made of. Two edges make it: runNightly's options, each value checked here, and the Action's nightly mode, from
// inputs already checked when they were read; the rules both need (refs, paths, runs) are here, once.
import { isAbsolute, join, relative, resolve } from 'node:path';
import { NIGHTLY_REF } from '../artifact/nightly-schema.ts';
import { defaultCacheDir } from '../binaries/cache-dir.ts';
import { checkRefForGit } from '../binaries/git.ts';
import type { NightlyThreshold } from '../options/action.ts';
import type { BinarySettings, Schedule, Selection } from '../options/comparison.ts';
import {
  COMPARE_JS_RUNS,
  nightlyRuns,
  set as setOption,
  type RunsSetting,
  type SetRecord,
} from '../options/selection.ts';
import type { SandboxMode } from '../process/sandbox.ts';
import type { ProgressOutput } from '../run/progress.ts';
import type { FingerprintFinding } from '../artifact/runner-findings.ts';
import { DEFAULT_BISECT_BUDGET, MAX_BISECT_BUILDS, type BisectBudget } from './bisect.ts';
import type { Request } from '../request/request.ts';
import { DEFAULT_CALIBRATION_FILES } from './calibration.ts';
import { checkThreshold, NightlyError } from './report.ts';
import { DEFAULT_HISTORY_LIMIT, MAX_CALIBRATION_FILES, STATE_FILE_NAME } from './state.ts';
import type { Platform } from '../util/platform.ts';

export const DEFAULT_NIGHTLY_RUNS = COMPARE_JS_RUNS;

/** How the scan's builds and benchmarks run: the same asked (NightlyOptions) and checked (NightlyScan). */
export interface ScanRunning
  extends
    Pick<Schedule, 'cpuset' | 'timeoutMs' | 'maxTimeMs'>,
    Pick<BinarySettings, 'buildCommand' | 'binaryPath' | 'minFreeBytes'> {
  /** where builds and benchmarks of main run (auto: bubblewrap when it works) */
  sandbox: SandboxMode;
  /** host variables whose values builds and benchmarks get besides those env.ts passes */
  passEnv: readonly string[];
  buildTimeoutMs: number;
}

/**
 * What a scan is asked, as runNightly's callers give it (checkNightlyOptions checks it). Runs per configuration and
 * binary as a request's: auto (the default) adds runs to the rows still open, up to maxRuns (default 30), as PR runs
 * do; or a fixed count, at least 2.
 */
export interface NightlyOptions extends ScanRunning, Partial<Pick<Request, 'runs' | 'maxRuns'>> {
  /** the Node.js checkout (or any repository whose build produces node): refs are built from it */
  repo: string;
  /** the branch scanned (any ref naming its head, e.g. origin/main); default `main` */
  branch?: string;
  /** the old side when there is no state yet, e.g. the latest release tag */
  baseline?: string;
  /** bundled groups or core categories (at least one) */
  groups: readonly string[];
  filter?: readonly string[];
  exclude?: readonly string[];
  /** parameter overrides, as in a Request: key -> values */
  set?: SetRecord;
  /** with runs auto: the margin of "same", percent (default DEFAULT_DELTA_PERCENT) */
  deltaPercent?: number;
  /** default auto: the checkout's benchmark/compare.js when it is a Node.js checkout, else the bundled suite */
  suite?: 'auto' | 'bundled' | 'core';
  /** a bundled-style suite other than ours */
  suiteDir?: string;
  /** builds (and the default state file and CSVs) live here; default the node-bench cache dir */
  cacheDir?: string;
  /** the state JSON; default `<cacheDir>/nightly-state.json`; never inside the checkout (builds run there) */
  statePath?: string;
  /**
   * the result directory (results.csv + result.json), created fresh; default
   * `<cacheDir>/nightly/<from12>-<to12>`. It must lie inside one of resultRoots.
   */
  resultDir?: string;
  /** where resultDir may be (the workspace, RUNNER_TEMP); default the cache dir */
  resultRoots?: readonly string[];
  threshold?: Partial<NightlyThreshold>;
  /** scans kept in the state's history; default 60 */
  historyLimit?: number;
  /**
   * bisecting a range of several commits that got slower: commits tested at
   * most (each one build) and/or wall time; default 6 builds; builds 0: off
   */
  bisectBudget?: BisectBudget;
  /**
   * A/A calibration: benchmark files of the scan run each night with the
   * range's good end against itself (a slice rotating over the files); default
   * 2; 0: off
   */
  calibrationFiles?: number;
}

export interface NightlyDeps {
  /** the repository scanned (for the compare link in the summary) */
  owner: string;
  repo: string;
  log: (line: string) => void;
  progress?: ProgressOutput;
  /** link to the workflow run, in the summary */
  runUrl?: string;
  /** for the compare link; default env.GITHUB_SERVER_URL, else https://github.com */
  serverUrl?: string;
  signal?: AbortSignal;
  /** the step's environment; builds and benchmarks get it without credentials */
  env: NodeJS.ProcessEnv;
  /**
   * what the runner check found at the start of the job (runner-check/machine.ts's runnerCheckAtStart), kept in the
   * fingerprint of every comparison the scan makes; undefined where it could not run
   */
  runnerCheck: FingerprintFinding[] | undefined;
  /** the runner's platform, read once by the entry */
  platform: Platform;
  /** relative paths in the options are resolved against this; default process.cwd() */
  cwd?: string;
  now?: () => Date;
}

/** Where the scan works, every path absolute: the checkout, the cache, the state, the result directory. */
export interface ScanPaths {
  repo: string;
  cacheDir: string;
  /** out of the checkout's reach */
  statePath: string;
  /** absent: `<cacheDir>/nightly/<from12>-<to12>` */
  resultDir?: string;
  /** where resultDir may be */
  resultRoots: string[];
}

/**
 * The scan, checked: paths absolute, defaults filled in. What every comparison of the scan (the range, the
 * bisect's steps, the A/A run) is made of, and what the scan does with their results.
 */
export interface NightlyScan extends ScanPaths, Selection, ScanRunning, Pick<Request, 'runs' | 'maxRuns' | 'delta'> {
  branch: string;
  baseline?: string;
  suite: 'auto' | 'bundled' | 'core';
  /** absolute */
  suiteDir?: string;
  threshold: NightlyThreshold;
  historyLimit: number;
  bisectBudget: BisectBudget;
  calibrationFiles: number;
}

/** runNightly's edge: every option checked by the scan's rules (messages `nightly: …`), into the scan. */
export function checkNightlyOptions(options: NightlyOptions, deps: NightlyDeps): NightlyScan {
  if (typeof options !== 'object' || options === null) throw new NightlyError('runNightly needs an options object');
  const cwd = deps.cwd ?? process.cwd();
  if (typeof options.repo !== 'string' || options.repo.trim() === '') {
    throw new NightlyError('nightly: repo must be the path of the checkout to build from');
  }
  const branch = options.branch ?? 'main';
  checkNightlyRefs(branch, options.baseline);
  if (!Array.isArray(options.groups) || options.groups.length === 0) {
    throw new NightlyError('nightly: name at least one benchmark group to scan');
  }
  const schedule = checkSchedule(options);
  const threshold = checkThreshold(options.threshold);
  const historyLimit = options.historyLimit ?? DEFAULT_HISTORY_LIMIT;
  if (!Number.isInteger(historyLimit) || historyLimit < 1 || historyLimit > 10_000) {
    throw new NightlyError(`nightly: historyLimit must be a whole number from 1 to 10000; got ${historyLimit}`);
  }
  const suite = options.suite ?? 'auto';
  if (!(['auto', 'bundled', 'core'] as const).includes(suite)) {
    throw new NightlyError(`nightly: suite must be auto, bundled or core; got ${JSON.stringify(suite)}`);
  }
  if (typeof deps.owner !== 'string' || typeof deps.repo !== 'string' || typeof deps.log !== 'function') {
    throw new NightlyError('runNightly needs deps.owner, deps.repo and deps.log');
  }
  const paths = scanPaths(options, deps.env, cwd);
  const budgets = checkBudgets(options);
  return {
    ...paths,
    branch,
    baseline: options.baseline,
    ...optionsSelection(options),
    ...schedule,
    ...scanRunning(options),
    suite,
    ...(options.suiteDir === undefined ? {} : { suiteDir: resolve(cwd, options.suiteDir) }),
    threshold,
    historyLimit,
    ...budgets,
  };
}

/** What the options select, defaults filled in (the values are the comparison's to take as given). */
function optionsSelection(options: NightlyOptions): Selection {
  return {
    groups: [...options.groups],
    filter: [...(options.filter ?? [])],
    exclude: [...(options.exclude ?? [])],
    set: options.set ?? setOption.none(),
  };
}

/** How the builds and benchmarks run, taken from what asks (the options, the Action's inputs) and nothing else. */
export function scanRunning(from: ScanRunning): ScanRunning {
  const { cpuset, timeoutMs, maxTimeMs, buildCommand, binaryPath, minFreeBytes, sandbox, passEnv, buildTimeoutMs } =
    from;
  return { cpuset, timeoutMs, maxTimeMs, buildCommand, binaryPath, minFreeBytes, sandbox, passEnv, buildTimeoutMs };
}

/** The branch and the baseline, each a ref the scan may use. */
export function checkNightlyRefs(branch: string, baseline: string | undefined): void {
  checkNightlyRef(branch, 'branch');
  if (baseline !== undefined) checkNightlyRef(baseline, 'baseline');
}

/** A branch or baseline: a ref git takes, which the result directory can carry to the report job. */
function checkNightlyRef(ref: string, what: string): void {
  try {
    checkRefForGit(ref, what);
  } catch (error) {
    throw new NightlyError(`nightly: ${(error as Error).message}`);
  }
  // the result directory carries it to the report job, which accepts only these
  if (!NIGHTLY_REF.test(ref)) {
    throw new NightlyError(`nightly: ${what} ${JSON.stringify(ref)} may only contain letters, digits and _ . / -`);
  }
}

/**
 * The runs as a request says them (the scan's comparison is made from them, comparisonFrom): a fixed count, or
 * auto with its cap and its margin of "same" in percent (both go with runs auto only).
 */
export function scanSchedule(
  runs: RunsSetting,
  maxRuns: number,
  deltaPercent: number | undefined,
): Pick<NightlyScan, 'runs' | 'maxRuns' | 'delta'> {
  if (runs !== 'auto') return { runs };
  return { runs, maxRuns, ...(deltaPercent === undefined ? {} : { delta: deltaPercent }) };
}

/** Runs per side (the fixed count, or the cap of runs auto) and the margin of "same" of runs auto. */
function checkSchedule(options: NightlyOptions): Pick<NightlyScan, 'runs' | 'maxRuns' | 'delta'> {
  const auto = (options.runs ?? 'auto') === 'auto';
  const runs = auto ? (options.maxRuns ?? DEFAULT_NIGHTLY_RUNS) : (options.runs as number);
  const { fixedMin, autoMin, max } = nightlyRuns;
  if (!Number.isInteger(runs) || runs < (auto ? autoMin : fixedMin) || runs > max) {
    throw new NightlyError(
      auto
        ? `nightly: max runs must be a whole number from ${autoMin} to ${max} with runs auto (its first look is at ${autoMin}); got ${runs}`
        : `nightly: runs must be auto or a whole number from ${fixedMin} to ${max} (a t-test needs ${fixedMin}); got ${runs}`,
    );
  }
  const deltaPercent = options.deltaPercent;
  if (deltaPercent !== undefined && !(Number.isFinite(deltaPercent) && deltaPercent >= 0 && deltaPercent <= 100)) {
    throw new NightlyError(`nightly: the margin of "same" must be 0 to 100 percent; got ${deltaPercent}`);
  }
  return scanSchedule(auto ? 'auto' : runs, runs, deltaPercent);
}

/**
 * Where the scan works, resolved against cwd (the cache dir's default from env); the state file refused inside
 * the checkout, where the code being built could rewrite it.
 */
export function scanPaths(
  paths: Pick<NightlyOptions, 'repo' | 'cacheDir' | 'statePath' | 'resultDir' | 'resultRoots'>,
  env: NodeJS.ProcessEnv,
  cwd: string,
): ScanPaths {
  const cacheDir = resolve(cwd, paths.cacheDir ?? defaultCacheDir(env));
  const statePath = resolve(cwd, paths.statePath ?? join(cacheDir, STATE_FILE_NAME));
  const repo = resolve(cwd, paths.repo);
  const inCheckout = relative(repo, statePath);
  if (!inCheckout.startsWith('..') && !isAbsolute(inCheckout)) {
    throw new NightlyError(
      `nightly: the state file ${statePath} is inside the checkout ${repo}, where the code being built could ` +
        'rewrite it: keep it in the cache dir (the default) or elsewhere on the runner',
    );
  }
  return {
    repo,
    cacheDir,
    statePath,
    ...(paths.resultDir === undefined ? {} : { resultDir: resolve(cwd, paths.resultDir) }),
    resultRoots: (paths.resultRoots ?? [cacheDir]).map((root) => resolve(cwd, root)),
  };
}

/** What the bisect may spend, and how many files tonight's A/A calibration runs. */
function checkBudgets(options: NightlyOptions): Pick<NightlyScan, 'bisectBudget' | 'calibrationFiles'> {
  const bisectBudget = options.bisectBudget ?? DEFAULT_BISECT_BUDGET;
  if (
    typeof bisectBudget !== 'object' ||
    bisectBudget === null ||
    !Number.isInteger(bisectBudget.builds) ||
    bisectBudget.builds < 0 ||
    bisectBudget.builds > MAX_BISECT_BUILDS ||
    (bisectBudget.timeMs !== undefined && !(Number.isFinite(bisectBudget.timeMs) && bisectBudget.timeMs > 0))
  ) {
    throw new NightlyError(
      `nightly: bisectBudget must be { builds: 0 to ${MAX_BISECT_BUILDS}, timeMs?: above 0 }; got ${JSON.stringify(bisectBudget)}`,
    );
  }
  const calibrationFiles = options.calibrationFiles ?? DEFAULT_CALIBRATION_FILES;
  if (!Number.isInteger(calibrationFiles) || calibrationFiles < 0 || calibrationFiles > MAX_CALIBRATION_FILES) {
    throw new NightlyError(
      `nightly: calibrationFiles must be a whole number from 0 to ${MAX_CALIBRATION_FILES}; got ${calibrationFiles}`,
    );
  }
  return { bisectBudget, calibrationFiles };
}
