// What a nightly scan is given to do it with (NightlyDeps) and the scan as checked (NightlyScan): the one value
// every step of the scan trusts, and what each of its comparisons is made of. One edge makes it, the Action's nightly
// mode (action/nightly.ts), from inputs already checked when they were read; the rules it checks besides (refs, the
// paths) are here.
import { isAbsolute, join, relative, resolve } from 'node:path';
import { NIGHTLY_REF } from '../artifact/nightly-schema.ts';
import { cacheDirFrom } from '../binaries/cache-dir.ts';
import { checkRefForGit } from '../binaries/git.ts';
import type { NightlyThreshold } from '../options/action.ts';
import type { BinarySettings, Schedule, Selection } from '../options/comparison.ts';
import type { RunsSetting } from '../options/selection.ts';
import type { SandboxMode } from '../process/sandbox.ts';
import type { ProgressOutput } from '../run/index.ts';
import type { FingerprintFinding } from '../artifact/runner-findings.ts';
import type { BisectBudget } from './bisect.ts';
import type { RequestRuns } from '../request/request.ts';
import { NightlyError } from './report.ts';
import { STATE_FILE_NAME } from './state.ts';
import type { Platform } from '../util/platform.ts';

/** How the scan's builds and benchmarks run, as the inputs said. */
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
  /** made fresh each night (the result-dir input) */
  resultDir: string;
  /** where resultDir may be */
  resultRoots: string[];
}

/**
 * The scan, checked: paths absolute, defaults filled in. What every comparison of the scan (the range, the
 * bisect's steps, the A/A run) is made of, and what the scan does with their results.
 */
export interface NightlyScan extends ScanPaths, Selection, ScanRunning, RequestRuns {
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

/** How the builds and benchmarks run, taken from the Action's inputs and nothing else. */
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
export function scanSchedule(runs: RunsSetting, maxRuns: number, deltaPercent: number | undefined): RequestRuns {
  if (runs !== 'auto') return { runs };
  return { runs, maxRuns, ...(deltaPercent === undefined ? {} : { delta: deltaPercent }) };
}

/**
 * Where the scan works, resolved against cwd (the cache dir's default from env); the state file refused inside
 * the checkout, where the code being built could rewrite it.
 */
export function scanPaths(
  paths: { repo: string; cacheDir?: string; statePath?: string; resultDir: string; resultRoots: readonly string[] },
  env: NodeJS.ProcessEnv,
  cwd: string,
): ScanPaths {
  const cacheDir = cacheDirFrom(paths.cacheDir, cwd, env);
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
    resultDir: resolve(cwd, paths.resultDir),
    resultRoots: paths.resultRoots.map((root) => resolve(cwd, root)),
  };
}
