// The nightly scan (self-hosted, no token), the first of the nightly's two
// jobs as execute and report are the PR flow's (report-job.ts is the other):
// benchmark the commits that landed on a branch since the last scan (the last
// scanned commit against the branch head, both built from the checkout
// through the build cache), bisect a range that got slower, write a data-only
// result directory (results.csv + result.json with the range), and remember
// the head in a state file, written only by this trusted process and only
// when the whole scan succeeded.
//
// Nothing here imports @actions/* or holds a token: the log and the
// environment are injected. Benchmarks and builds get the environment as
// allowlists and run in the sandbox when bubblewrap is there.
import { mkdir, mkdtemp } from 'node:fs/promises';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';
import {
  resultMetadata,
  createResultDir,
  NIGHTLY_REF,
  RESULT_CSV,
  writeResultMetadata,
  MAX_BISECT_CANDIDATES,
  MAX_BISECT_ROWS,
  type NightlyBisectMetadata,
  type ResultMetadata,
} from '../artifact/result-dir.ts';
import { processRunner, type ProcessRunner } from '../binaries/builder-process.ts';
import { chooseSandbox, type SandboxMode } from '../process/sandbox.ts';
import { defaultCacheDir } from '../binaries/cache-dir.ts';
import { BuildError, BuildFailedError } from '../binaries/builder-errors.ts';
import { checkRepository, git, resolveCommit, storesGitCredentials, checkRefForGit } from '../binaries/git.ts';
import { runComparison, type ComparisonRun } from '../pipeline/compare.ts';
import type { ReportInput } from '../report/comment.ts';
import { runnerFingerprint } from '../run/fingerprint.ts';
import type { ProgressOutput } from '../run/progress.ts';
import { DEFAULT_RUNS, nightlyRuns, set as setOption, type SetRecord } from '../options/selection.ts';
import type { CpuList } from '../options/execution.ts';
import { compareRequestFrom, type CompareRequest } from '../request/compare.ts';
import type { Sandbox } from '../process/sandbox.ts';
import {
  commitInfo,
  DEFAULT_BISECT_BUDGET,
  firstParentLine,
  MAX_BISECT_BUILDS,
  bisectTargets,
  runBisect,
  verificationRows,
  stepRows,
  type BisectBudget,
  type BisectOutcome,
  type BisectRow,
  type CommitInfo,
} from './bisect.ts';
import type { Analysis } from '../stats/analyze.ts';
import {
  FlaggedRows,
  needsReference,
  refineRangeChange,
  STEP_SCHEDULE,
  StepClassifier,
  type RangeChange,
} from '../stats/classify.ts';
import { namedVerdicts } from '../run/execute.ts';
import {
  analyzeNightly,
  checkThreshold,
  classify,
  compareUrl,
  NightlyError,
  nightlySummary,
  skippedSummary,
  type NightlyReportContext,
} from './report.ts';
import type { NightlyFinding } from './finding.ts';
import {
  configRecord,
  DEFAULT_HISTORY_LIMIT,
  loadState,
  nextState,
  saveState,
  STATE_FILE_NAME,
  type Calibration,
  type CalibrationNight,
  type NightlyState,
  MAX_CALIBRATION_FILES,
} from './state.ts';
import { calibrationMetadata, calibrationSlice, DEFAULT_CALIBRATION_FILES, recordCalibration } from './calibration.ts';
import { trendMetadata } from './history.ts';
import type { NightlyThreshold } from '../options/action.ts';

export const DEFAULT_NIGHTLY_RUNS = DEFAULT_RUNS;

export interface NightlyOptions {
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
  /**
   * runs per configuration and binary: auto (the default) adds runs to the
   * rows still open, up to maxRuns, as PR runs do; or a fixed count, at least 2
   */
  runs?: number | 'auto';
  /** with runs auto: runs per side at most (default 30) */
  maxRuns?: number;
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
  buildCommand?: string;
  /** the built binary relative to the checkout (default out/Release/node) */
  binaryPath?: string;
  /** refuse to build with less free disk than this */
  minFreeBytes?: number;
  /** where builds and benchmarks of main run (auto: bubblewrap when it works) */
  sandbox: SandboxMode;
  /** host variables builds and benchmarks get besides the allowlist */
  passEnv: readonly string[];
  buildTimeoutMs: number;
  /** taskset's CPU list, checked where it was read */
  cpuset?: CpuList;
  /** per benchmark process, and for the whole run */
  timeoutMs?: number;
  maxTimeMs?: number;
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
  /** relative paths in the options are resolved against this; default process.cwd() */
  cwd?: string;
  now?: () => Date;
}

export interface NightlySkipped {
  status: 'skipped';
  reason: string;
  /** the branch head */
  head: string;
  summaryMarkdown: string;
}

export interface NightlyScanned {
  status: 'scanned';
  from: string;
  to: string;
  fromKind: 'last-scan' | 'baseline';
  /** by this job's threshold; the report job classifies again with its own */
  regressions: NightlyFinding[];
  improvements: NightlyFinding[];
  /** rows possibly slower that the scan could not tell (runs auto at its cap): not a clean range */
  undecided: NightlyFinding[];
  summaryMarkdown: string;
  analysis: Analysis;
  run: ComparisonRun;
  resultDir: string;
  csvPath: string;
  jsonPath: string;
  statePath: string;
  /** the range had regressions and several commits: which commit (or narrower range) caused them */
  bisect?: NightlyBisect;
  /** tonight's A/A run, when one ran */
  calibration?: NightlyCalibrationRun;
}

/** Tonight's A/A run: the good end against itself on a slice of the files. */
export interface NightlyCalibrationRun {
  night: CalibrationNight;
  analysis: Analysis;
  csvPath: string;
}

/** What bisecting the range found, as the result directory carries it. */
export interface NightlyBisect extends BisectOutcome {
  /** status culprit: the first bad commit */
  culprit: CommitInfo | null;
  /** the culprit's own table: the flagged configurations at the culprit against the good end */
  rows: BisectRow[];
  /** where the bisect runs' samples are */
  csvDir: string;
}

export type NightlyResult = NightlySkipped | NightlyScanned;

interface Checked {
  repo: string;
  branch: string;
  baseline?: string;
  /** runs per side: the fixed count, or with adaptive the cap */
  runs: number;
  /** runs auto: its margin of "same" as a fraction */
  adaptive: { delta?: number } | null;
  threshold: NightlyThreshold;
  cacheDir: string;
  statePath: string;
  historyLimit: number;
  suite: 'auto' | 'bundled' | 'core';
  bisectBudget: BisectBudget;
  calibrationFiles: number;
}

function checkNightlyOptions(options: NightlyOptions, deps: NightlyDeps): Checked {
  if (typeof options !== 'object' || options === null) throw new NightlyError('runNightly needs an options object');
  const cwd = deps.cwd ?? process.cwd();
  if (typeof options.repo !== 'string' || options.repo.trim() === '') {
    throw new NightlyError('nightly: repo must be the path of the checkout to build from');
  }
  const branch = options.branch ?? 'main';
  const checkRef = (ref: string, what: string) => {
    try {
      checkRefForGit(ref, what);
    } catch (error) {
      throw new NightlyError(`nightly: ${(error as Error).message}`);
    }
    // the result directory carries it to the report job, which accepts only these
    if (!NIGHTLY_REF.test(ref)) {
      throw new NightlyError(`nightly: ${what} ${JSON.stringify(ref)} may only contain letters, digits and _ . / -`);
    }
  };
  checkRef(branch, 'branch');
  if (options.baseline !== undefined) checkRef(options.baseline, 'baseline');
  if (!Array.isArray(options.groups) || options.groups.length === 0) {
    throw new NightlyError('nightly: name at least one benchmark group to scan');
  }
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
  const cacheDir = resolve(cwd, options.cacheDir ?? defaultCacheDir(deps.env));
  const statePath = resolve(cwd, options.statePath ?? join(cacheDir, STATE_FILE_NAME));
  const repo = resolve(cwd, options.repo);
  const inCheckout = relative(repo, statePath);
  if (!inCheckout.startsWith('..') && !isAbsolute(inCheckout)) {
    throw new NightlyError(
      `nightly: the state file ${statePath} is inside the checkout ${repo}, where the code being built could ` +
        'rewrite it: keep it in the cache dir (the default) or elsewhere on the runner',
    );
  }
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
  return {
    calibrationFiles,
    repo,
    branch,
    baseline: options.baseline,
    runs,
    adaptive: auto ? (deltaPercent === undefined ? {} : { delta: deltaPercent / 100 }) : null,
    threshold,
    cacheDir,
    statePath,
    historyLimit,
    suite,
    bisectBudget,
  };
}

async function gitText(repo: string, args: string[], run: ProcessRunner): Promise<{ code: number; stdout: string }> {
  const result = await git(repo, args, run, { allowFailure: true });
  return { code: result.code ?? 1, stdout: result.stdout.trim() };
}

/** The old side's commit: the last scanned one (which must still be in the checkout) or the baseline. */
async function resolveFrom(
  checked: Checked,
  state: NightlyState | null,
  run: ProcessRunner,
): Promise<{ sha: string; kind: 'last-scan' | 'baseline' }> {
  if (state !== null) {
    try {
      return { sha: await resolveCommit(checked.repo, state.lastScannedSha, run), kind: 'last-scan' };
    } catch (error) {
      if (error instanceof BuildError && error.code === 'unknown-ref') {
        throw new NightlyError(
          `the last scanned commit ${state.lastScannedSha} (from ${checked.statePath}) is not in the checkout ` +
            `${checked.repo}: check out the full history (actions/checkout with fetch-depth: 0)`,
        );
      }
      throw error;
    }
  }
  if (checked.baseline === undefined) {
    throw new NightlyError(
      `nightly: there is no state yet (${checked.statePath} does not exist) and no baseline: ` +
        'pass a baseline (e.g. the latest release tag) for the first scan to compare against',
    );
  }
  try {
    return { sha: await resolveCommit(checked.repo, checked.baseline, run), kind: 'baseline' };
  } catch (error) {
    if (error instanceof BuildError && error.code === 'unknown-ref') {
      throw new NightlyError(
        `nightly: the baseline ${JSON.stringify(checked.baseline)} does not name a commit in ${checked.repo}: ` +
          'fetch it first (actions/checkout with fetch-depth: 0 brings branches and tags) or give a full commit SHA',
      );
    }
    throw error;
  }
}

async function resolveHead(checked: Checked, run: ProcessRunner): Promise<string> {
  try {
    return await resolveCommit(checked.repo, checked.branch, run);
  } catch (error) {
    if (error instanceof BuildError && error.code === 'unknown-ref') {
      throw new NightlyError(
        `nightly: the branch ${JSON.stringify(checked.branch)} does not name a commit in ${checked.repo}: ` +
          'check it out (or name it as origin/<branch>)',
      );
    }
    throw error;
  }
}

/** What every comparison of one scan shares: the checked options and the sandbox. */
interface ScanContext {
  checked: Checked;
  options: NightlyOptions;
  deps: NightlyDeps;
  cwd: string;
  sandbox: Sandbox;
}

/**
 * The request comparing two commits of the checkout; filter narrows it (a
 * bisect's flagged files). The scan adapts with runs auto; `fixed` runs the
 * cap on every row (the A/A calibration measures the noise at a fixed count).
 */
function scanRequest(
  scan: ScanContext,
  old: string,
  current: string,
  out: string,
  filter?: string[],
  fixed = false,
): CompareRequest {
  const { checked, options, deps } = scan;
  const adaptive = fixed ? null : checked.adaptive;
  const request = compareRequestFrom(
    {
      old: { kind: 'ref', ref: old },
      new: { kind: 'ref', ref: current },
      // auto: compareRequestFrom picks core for a Node.js checkout, else bundled
      suite: checked.suite === 'auto' ? undefined : checked.suite,
      repo: checked.repo,
      groups: [...options.groups],
      filter: filter ?? (options.filter === undefined ? [] : [...options.filter]),
      exclude: options.exclude === undefined ? [] : [...options.exclude],
      set: options.set ?? setOption.none(),
      ...(adaptive === null
        ? { runs: checked.runs }
        : { runs: 'auto' as const, maxRuns: checked.runs, delta: adaptive.delta }),
      cpuset: options.cpuset,
      timeoutMs: options.timeoutMs,
      maxTimeMs: options.maxTimeMs,
      out,
      format: 'json',
      correction: 'holm',
      failOnRegression: false,
      quiet: deps.progress === undefined,
      binarySource: 'auto',
      cacheDir: checked.cacheDir,
      buildCommand: options.buildCommand,
      binaryPath: options.binaryPath,
      suiteDir: options.suiteDir,
      minFreeBytes: options.minFreeBytes,
    },
    scan.cwd,
  );
  return request;
}

/** Builds (through the build cache) and runs, in the scan's sandbox, as trusted code. */
function compareSides(scan: ScanContext, request: CompareRequest): Promise<ComparisonRun> {
  const { deps, options } = scan;
  return runComparison(request, {
    log: deps.log,
    progress: deps.progress,
    signal: deps.signal,
    host: deps.env,
    sandbox: scan.sandbox,
    trust: 'trusted',
    passEnv: options.passEnv,
    buildTimeoutMs: options.buildTimeoutMs,
  });
}

/**
 * The files of the flagged configurations, as filters: each file's name
 * within its group matches it under both suites' filter rules (a substring of
 * the path, or of the name within the category).
 */
function flaggedFilters(regressions: readonly { filename: string }[]): string[] {
  return [...new Set(regressions.map((r) => r.filename.split('/').pop() ?? r.filename))].sort();
}

/**
 * Which commit of from..head slowed the flagged configurations: each tested
 * commit is built and run (only the flagged configurations' files) against
 * from, the good end. Returns undefined when there is nothing to bisect.
 */
async function bisectRegressions(
  scan: ScanContext,
  range: { from: string; to: string; regressions: NightlyFinding[]; analysis: Analysis },
): Promise<NightlyBisect | undefined> {
  const { checked, deps } = scan;
  const gitRun = processRunner(deps.env);
  const commits = await firstParentLine(checked.repo, range.from, range.to, gitRun);
  if (commits.length < 2 || commits[commits.length - 1] !== range.to) return undefined;
  if (checked.bisectBudget.builds === 0) {
    deps.log('nightly: bisect is off (budget 0 builds)');
    return undefined;
  }
  const csvRoot = join(checked.cacheDir, 'nightly-bisect');
  await mkdir(csvRoot, { recursive: true });
  const csvDir = await mkdtemp(join(csvRoot, `${range.from.slice(0, 12)}-${range.to.slice(0, 12)}-`));
  const filters = flaggedFilters(range.regressions);
  deps.log(
    `nightly: bisecting ${commits.length} commits (first parents) for ${range.regressions.length} regression(s); ` +
      `samples in ${csvDir}`,
  );
  const targets = bisectTargets(range.regressions, range.analysis);
  // a step's cap: the scan's runs (its max runs with runs auto), and the step's first look at least
  const cap = Math.max(STEP_SCHEDULE.minRuns, checked.runs);
  await refineTargets(scan, range, targets, { cap, csvDir, filters });
  const outcome = await runBisect({
    commits,
    from: range.from,
    flagged: range.regressions,
    budget: checked.bisectBudget,
    log: deps.log,
    test: async (sha) => {
      if (deps.signal?.aborted) throw new NightlyError('nightly: cancelled while bisecting; state left unchanged');
      const request = scanRequest(scan, range.from, sha, join(csvDir, `${sha.slice(0, 12)}.csv`), filters);
      const classifier = new StepClassifier({ schedule: { ...STEP_SCHEDULE, maxRuns: cap }, targets });
      request.runs = cap;
      request.adaptive = { ...STEP_SCHEDULE, maxRuns: cap, rule: classifier };
      try {
        await compareSides(scan, request);
        if (deps.signal?.aborted) throw new NightlyError('nightly: cancelled while bisecting; state left unchanged');
        return { rows: stepRows(classifier, targets) };
      } catch (error) {
        if (deps.signal?.aborted || error instanceof NightlyError) throw error;
        if (error instanceof BuildFailedError && error.code !== 'aborted' && error.sha === sha) {
          return { unbuildable: `the build failed: ${error.message.split('\n')[0]}` };
        }
        // no disk space, a lock held too long, a binary that does not run: not this commit's fault
        deps.log(`nightly: bisect: warning: ${(error as Error).message}`);
        return { stop: (error as Error).message.split('\n')[0]! };
      }
    },
    verify: async (culprit, parent) => {
      const csvPath = join(csvDir, `verify-${culprit.slice(0, 12)}.csv`);
      const measured = await flaggedRatios(scan, parent, culprit, targets.keys(), { cap, csvPath, filters });
      if ('error' in measured) return { stop: measured.error };
      return { rows: verificationRows(measured, targets, checked.threshold.minChange) };
    },
  });
  let culprit: CommitInfo | null = null;
  let rows: BisectRow[] = [];
  if (outcome.status === 'culprit') {
    const sha = outcome.candidates[0]!;
    culprit = await commitInfo(checked.repo, sha, gitRun, { owner: deps.owner, repo: deps.repo });
    const step = outcome.steps.find((s) => s.sha === sha);
    if (step) rows = step.rows;
    else {
      // the culprit is the range's head: its table is the scan's own rows (the bad end itself)
      const byName = new Map(range.analysis.comparisons.map((c) => [c.name, c]));
      rows = range.regressions.map((finding) => {
        const comparison = byName.get(finding.name);
        return {
          name: finding.name,
          improvement: finding.improvement,
          reference: finding.improvement,
          share: 1,
          nOld: comparison?.old.n ?? 0,
          nNew: comparison?.new.n ?? 0,
          verdict: 'bad' as const,
        };
      });
    }
  }
  return { ...outcome, culprit, rows, csvDir };
}

/**
 * Rows whose range change the scan knew only roughly (it stopped as soon as
 * it was sure of the slowdown) are measured again, from against to, up to
 * the cap (both builds are cached), and their change refined: otherwise the
 * midpoint is too unsure for any step to be sure of a commit. A failure
 * costs only the refinement (the scan's change stays).
 */
async function refineTargets(
  scan: ScanContext,
  range: { from: string; to: string },
  targets: Map<string, RangeChange>,
  how: { cap: number; csvDir: string; filters: string[] },
): Promise<void> {
  const rough = [...targets].filter(([, change]) => needsReference(change)).map(([name]) => name);
  if (rough.length === 0) return;
  const { deps } = scan;
  deps.log(`nightly: bisect: measuring the range's ends again for ${rough.length} row(s) known only roughly`);
  const measured = await flaggedRatios(scan, range.from, range.to, rough, {
    ...how,
    csvPath: join(how.csvDir, 'range-ends.csv'),
  });
  if ('error' in measured) {
    deps.log(`nightly: bisect: warning: the range's ends could not be measured again: ${measured.error}`);
    return;
  }
  for (const [name, ratios] of measured) targets.set(name, refineRangeChange(targets.get(name)!, ratios));
}

/**
 * The flagged rows of current against old (both built already), every run up
 * to the cap: each row's paired log ratios, or why they could not be measured.
 */
async function flaggedRatios(
  scan: ScanContext,
  old: string,
  current: string,
  names: Iterable<string>,
  how: { cap: number; csvPath: string; filters: string[] },
): Promise<Map<string, number[]> | { error: string }> {
  const rows = new FlaggedRows(names, how.cap);
  const request = scanRequest(scan, old, current, how.csvPath, how.filters);
  request.runs = how.cap;
  request.adaptive = { minRuns: how.cap, roundRuns: 1, maxRuns: how.cap, rule: rows };
  try {
    await compareSides(scan, request);
  } catch (error) {
    if (scan.deps.signal?.aborted) throw new NightlyError('nightly: cancelled while bisecting; state left unchanged');
    return { error: (error as Error).message.split('\n')[0]! };
  }
  return rows.ratios();
}

/** The bisect as result.json carries it (nightly.bisect): lists capped, no undefined. */
function bisectMetadata(bisect: NightlyBisect): NightlyBisectMetadata {
  const row = (r: BisectRow) => ({ ...r, name: r.name.slice(0, 5000) });
  return {
    status: bisect.status,
    reason: bisect.reason ?? null,
    error: bisect.error?.slice(0, 1000) ?? null,
    good: bisect.good,
    bad: bisect.bad,
    candidates: bisect.candidates.slice(0, MAX_BISECT_CANDIDATES),
    candidateCount: bisect.candidates.length,
    culprit: bisect.culprit,
    configurations: bisect.configurations.slice(0, MAX_BISECT_ROWS).map((name) => name.slice(0, 5000)),
    rows: bisect.rows.slice(0, MAX_BISECT_ROWS).map(row),
    steps: bisect.steps.map((step) => ({
      sha: step.sha,
      verdict: step.verdict,
      detail: step.detail?.slice(0, 500) ?? null,
      rows: step.rows.slice(0, MAX_BISECT_ROWS).map(row),
    })),
    builds: bisect.builds,
    elapsedMs: Math.round(bisect.elapsedMs),
  };
}

/**
 * The A/A run: the good end (built for the scan, so cached) against itself
 * on tonight's slice of the scan's benchmark files. A run that fails or stops
 * early costs only tonight's calibration (a warning); a cancelled one stops
 * the scan.
 */
async function calibrate(
  scan: ScanContext,
  night: { from: string; date: string; analysis: Analysis; previous: Calibration | undefined },
): Promise<{ calibration: Calibration; run: NightlyCalibrationRun } | undefined> {
  const { checked, deps } = scan;
  if (checked.calibrationFiles === 0) return undefined;
  const files = calibrationSlice(
    night.analysis.comparisons.map((c) => c.filename),
    night.previous?.slices ?? 0,
    checked.calibrationFiles,
  );
  if (files.length === 0) return undefined;
  const csvRoot = join(checked.cacheDir, 'nightly-calibration');
  await mkdir(csvRoot, { recursive: true });
  const csvPath = join(await mkdtemp(join(csvRoot, `${night.from.slice(0, 12)}-`)), RESULT_CSV);
  deps.log(`nightly: A/A calibration: ${night.from} against itself on ${files.join(', ')}; samples in ${csvPath}`);
  const filters = flaggedFilters(files.map((filename) => ({ filename })));
  const cancelled = () => new NightlyError('nightly: cancelled during the A/A calibration; state left unchanged');
  if (deps.signal?.aborted) throw cancelled();
  let run: ComparisonRun;
  try {
    run = await compareSides(scan, scanRequest(scan, night.from, night.from, csvPath, filters, true));
  } catch (error) {
    if (deps.signal?.aborted) throw cancelled();
    deps.log(`nightly: warning: the A/A calibration failed, none recorded tonight: ${(error as Error).message}`);
    return undefined;
  }
  if (deps.signal?.aborted) throw cancelled();
  if (run.partial) {
    deps.log('nightly: warning: the A/A calibration stopped early (max-time): none recorded tonight');
    return undefined;
  }
  // decided as the night's own fixed rows are (log rates): a false star here is one the scan could have given
  const analysis = analyzeNightly(run.groups, undefined);
  const calibration = recordCalibration(night.previous, {
    date: night.date,
    sha: night.from,
    files,
    comparisons: analysis.comparisons,
  });
  const tonight = calibration.nights[calibration.nights.length - 1]!;
  deps.log(
    `nightly: A/A calibration: ${tonight.comparisons} comparison(s), false stars at p < 0.05/0.01/0.001: ` +
      tonight.falseStars.join('/'),
  );
  return { calibration, run: { night: tonight, analysis, csvPath } };
}

export async function runNightly(options: NightlyOptions, deps: NightlyDeps): Promise<NightlyResult> {
  const checked = checkNightlyOptions(options, deps);
  const { log } = deps;
  const cwd = deps.cwd ?? process.cwd();
  const now = deps.now ?? (() => new Date());
  const gitRun = processRunner(deps.env);
  await checkNightlyCheckout(checked, gitRun);

  const { state, raw } = await loadState(checked.statePath);
  if (state?.branch !== undefined && state.branch !== checked.branch) {
    throw new NightlyError(
      `nightly state ${checked.statePath} is for the branch ${JSON.stringify(state.branch)}, ` +
        `not ${JSON.stringify(checked.branch)}: give each branch its own state file`,
    );
  }
  const range = await scanRange(checked, state, gitRun, log);
  if ('skipped' in range) return range.skipped;
  const { from, head, rewritten, commits } = range;

  const resultDir = await createResultDir(
    resolve(
      cwd,
      options.resultDir ?? join(checked.cacheDir, 'nightly', `${from.sha.slice(0, 12)}-${head.slice(0, 12)}`),
    ),
    (options.resultRoots ?? [checked.cacheDir]).map((root) => resolve(cwd, root)),
  );
  const csvPath = join(resultDir.path, RESULT_CSV);
  const scan: ScanContext = {
    checked,
    options,
    deps,
    cwd,
    // main's own code: sandboxed when bubblewrap is there, and the nightly state is out of its reach either way
    sandbox: await chooseSandbox({
      mode: options.sandbox,
      untrustedCode: false,
      hide: [checked.cacheDir, dirname(checked.statePath)],
      env: deps.env,
      uid: process.getuid!(),
      log,
    }),
  };
  const request = scanRequest(scan, from.sha, head, csvPath);

  const { run, analysis } = await measureRange(scan, request, state?.lastScannedSha, csvPath);
  const { regressions, improvements, undecided, slowerBelowThreshold } = classify(analysis, checked.threshold);
  log(
    `nightly: ${regressions.length} regression(s), ${improvements.length} improvement(s) beyond the threshold` +
      (undecided.length > 0 ? `; ${undecided.length} row(s) possibly slower but too noisy to tell` : ''),
  );
  const bisect =
    regressions.length > 0 && !rewritten
      ? await bisectRegressions(scan, { from: from.sha, to: head, regressions, analysis })
      : undefined;
  const date = now().toISOString();
  const aa = await calibrate(scan, { from: from.sha, date, analysis, previous: state?.calibration });
  const calibration = aa?.calibration ?? state?.calibration;
  const calibrationInfo =
    calibration === undefined
      ? undefined
      : calibrationMetadata(calibration, aa?.run.night ?? null, analysis.comparisons);
  const trend = trendMetadata(state?.history ?? [], analysis.comparisons, date);

  const context: NightlyReportContext = {
    branch: checked.branch,
    from: from.sha,
    to: head,
    fromKind: from.kind,
    baseline: checked.baseline,
    compareUrl: compareUrl(
      deps.serverUrl ?? deps.env.GITHUB_SERVER_URL ?? 'https://github.com',
      deps.owner,
      deps.repo,
      from.sha,
      head,
    ),
    commits,
    rewritten,
    threshold: checked.threshold,
    regressions,
    improvements,
    undecided,
    slowerBelowThreshold,
    adaptive: checked.adaptive !== null,
    ...(bisect ? { bisect: bisectMetadata(bisect) } : {}),
    ...(calibrationInfo ? { calibration: calibrationInfo } : {}),
    trend,
  };
  const report: Omit<ReportInput, 'marker' | 'maxLength' | 'title'> = {
    analysis,
    old: {
      spec: from.kind === 'baseline' ? `${checked.baseline}` : `${checked.branch} (last scan)`,
      version: run.binaries.old.version,
      sha: from.sha,
    },
    new: { spec: checked.branch, version: run.binaries.new.version, sha: head },
    // the nightly runs one lane (docs/nightly.md): its scans are compared night after night
    fingerprint: runnerFingerprint(request.cpuset, { env: deps.env }, undefined),
    runs: checked.runs,
    durationMs: run.elapsedMs,
    partial: run.partial,
    failures: run.failures,
    runUrl: deps.runUrl,
  };

  const metadata = nightlyMetadata(checked, context, report, run);
  const jsonPath = await writeResultMetadata(resultDir, metadata);

  const scanRecord = {
    date,
    fromSha: from.sha,
    toSha: head,
    configs: analysis.comparisons.map(configRecord),
  };
  await saveState(
    checked.statePath,
    nextState(state, scanRecord, checked.branch, checked.historyLimit, aa?.calibration),
    raw,
  );
  log(`nightly: state ${checked.statePath} now at ${head}`);

  return {
    status: 'scanned',
    from: from.sha,
    to: head,
    fromKind: from.kind,
    regressions,
    improvements,
    undecided,
    summaryMarkdown: nightlySummary(context, report, { notPostedReason: 'the nightly-report job files the issue' }),
    analysis,
    run,
    resultDir: resultDir.path,
    csvPath,
    jsonPath,
    statePath: checked.statePath,
    ...(bisect ? { bisect } : {}),
    ...(aa ? { calibration: aa.run } : {}),
  };
}

/** result.json of a scan: what the nightly-report job validates and files the issue from. */
function nightlyMetadata(
  checked: Checked,
  context: NightlyReportContext,
  report: Pick<ReportInput, 'old' | 'new' | 'fingerprint'>,
  run: CompleteRun,
): ResultMetadata {
  return resultMetadata(run, {
    headSha: null,
    commentId: null,
    old: { spec: report.old.spec, version: report.old.version, sha: context.from },
    new: { spec: report.new.spec, version: report.new.version, sha: context.to },
    runs: checked.runs,
    partial: run.partial,
    fingerprint: report.fingerprint,
    ...(checked.adaptive ? { adaptive: { maxRuns: checked.runs, delta: checked.adaptive.delta } } : {}),
    nightly: {
      branch: checked.branch,
      from: context.from,
      to: context.to,
      fromKind: context.fromKind,
      baseline: context.fromKind === 'baseline' ? (checked.baseline ?? null) : null,
      commits: context.commits ?? null,
      rewritten: context.rewritten ?? false,
      ...(context.bisect ? { bisect: context.bisect } : {}),
      ...(context.calibration ? { calibration: context.calibration } : {}),
      trend: context.trend,
    },
  });
}

/** The checkout is a git repository that keeps no token where builds could read it. */
async function checkNightlyCheckout(checked: Checked, gitRun: ProcessRunner): Promise<void> {
  try {
    await checkRepository(checked.repo, gitRun);
  } catch (error) {
    throw new NightlyError(`nightly: ${(error as Error).message}`);
  }
  // Builds run main's own scripts in worktrees sharing this .git/config: no token may be stored there.
  if (await storesGitCredentials(checked.repo, gitRun)) {
    throw new NightlyError(
      `nightly: the checkout ${checked.repo} keeps a GitHub token in .git/config (http.*.extraheader), where builds ` +
        'could read it: use actions/checkout with persist-credentials: false',
    );
  }
}

type ScanRange =
  | { skipped: NightlySkipped }
  | { from: { sha: string; kind: 'last-scan' | 'baseline' }; head: string; rewritten: boolean; commits?: number };

/** What tonight scans: from the last scan (or the baseline) to the branch head, or why there is nothing to scan. */
async function scanRange(
  checked: Checked,
  state: NightlyState | null,
  gitRun: ProcessRunner,
  log: (line: string) => void,
): Promise<ScanRange> {
  const head = await resolveHead(checked, gitRun);
  log(`nightly: ${checked.branch} is at ${head}`);
  const skip = (reason: string): ScanRange => {
    log(`nightly: skipped: ${reason}`);
    return { skipped: { status: 'skipped', reason, head, summaryMarkdown: skippedSummary(checked.branch, reason) } };
  };
  if (state !== null && state.lastScannedSha === head) return skip(`${checked.branch} has not moved since ${head}`);
  const from = await resolveFrom(checked, state, gitRun);
  if (from.sha === head) {
    return skip(`${checked.branch} is at the baseline ${checked.baseline} (${head}): nothing to compare yet`);
  }
  log(
    `nightly: scanning ${from.sha}..${head} (${from.kind === 'baseline' ? `baseline ${checked.baseline}` : 'since the last scan'})`,
  );
  const ancestor = await gitText(checked.repo, ['merge-base', '--is-ancestor', from.sha, head], gitRun);
  const rewritten = ancestor.code === 1;
  if (rewritten) log(`nightly: warning: ${from.sha} is not an ancestor of ${head} (rewritten history)`);
  const count = await gitText(checked.repo, ['rev-list', '--count', `${from.sha}..${head}`], gitRun);
  const commits = count.code === 0 && /^\d+$/.test(count.stdout) ? Number(count.stdout) : undefined;
  return { from, head, rewritten, ...(commits === undefined ? {} : { commits }) };
}

/**
 * A run that measured everything it was asked to: neither cancelled nor cut by max-time. Only such a run
 * gets a result.json (whose `partial` is this false) and moves the state on.
 */
type CompleteRun = ComparisonRun & { partial: false };

function isComplete(run: ComparisonRun): run is CompleteRun {
  return !run.partial;
}

/**
 * Builds both ends and runs the scan; a cancelled or partial run, or one where nothing measured on both sides,
 * throws (the state stays where it was, and no result.json is written).
 */
async function measureRange(
  scan: ScanContext,
  request: CompareRequest,
  lastScannedSha: string | undefined,
  csvPath: string,
): Promise<{ run: CompleteRun; analysis: Analysis }> {
  const { deps, checked } = scan;
  if (deps.signal?.aborted) throw new NightlyError('nightly: cancelled before the scan started; state left unchanged');
  const run = await compareSides(scan, request);
  if (deps.signal?.aborted || !isComplete(run)) {
    const why = deps.signal?.aborted ? 'was cancelled' : 'stopped early (max-time)';
    throw new NightlyError(
      `nightly: the benchmark run ${why}: results are partial, so no result.json was written for the report and the state ` +
        `(${checked.statePath}) was left at ${lastScannedSha ?? 'nothing'}; samples so far are in ${csvPath}`,
    );
  }
  // Holm over the rows; with runs auto, the decisions of its looks
  const analysis = analyzeNightly(run.groups, run.verdicts && namedVerdicts(run.verdicts));
  if (!analysis.comparisons.some((c) => c.old.n > 0 && c.new.n > 0)) {
    const first = run.failures[0];
    const detail = first ? `: ${first.filename}: ${first.detail}` : '';
    throw new NightlyError(
      `nightly: no benchmark produced results on both sides (${run.failures.length} failure(s)${detail}); ` +
        `state left unchanged`,
    );
  }
  return { run, analysis };
}
