// One comparison of the scan: two commits of the checkout, built through the build cache and run, as trusted
// code, in the scan's sandbox. The range itself, the bisect's steps and the A/A calibration are all made here.
import { dirname, resolve } from 'node:path';
import { runComparison, type ComparisonRun } from '../pipeline/compare.ts';
import { chooseSandbox, type Sandbox } from '../process/sandbox.ts';
import { comparisonFrom, type Comparison } from '../options/comparison.ts';
import type { Analysis } from '../stats/analyze.ts';
import { namedVerdicts } from '../stats/verdict.ts';
import { analyzeNightly, NightlyError } from './report.ts';
import { failureNotes } from '../report/failure-notes.ts';
import type { NightlyDeps, NightlyScan } from './scan-options.ts';

/** What every comparison of one scan shares: the scan as checked, the sandbox, the range's comparison. */
export interface ScanContext {
  checked: NightlyScan;
  deps: NightlyDeps;
  cwd: string;
  sandbox: Sandbox;
  /** tonight's range, from its old end to the head: made (and checked) once; every other step is made from it */
  range: Comparison;
}

/**
 * The scan's context: the sandbox its builds and benchmarks run in, and the range's comparison, its rows written
 * to csvPath.
 */
export async function openScan(
  checked: NightlyScan,
  deps: NightlyDeps,
  cwd: string,
  range: { from: string; head: string; csvPath: string },
): Promise<ScanContext> {
  // main's own code: sandboxed when bubblewrap is there, and the nightly state is out of its reach either way
  const sandbox = await chooseSandbox({
    mode: checked.sandbox,
    untrustedCode: false,
    hide: [checked.cacheDir, dirname(checked.statePath)],
    env: deps.env,
    uid: process.getuid!(),
    platform: deps.platform,
    log: deps.log,
  });
  const rangeRequest = rangeComparison(checked, deps, cwd, range);
  return { checked, deps, cwd, sandbox, range: rangeRequest };
}

/** The range's comparison: the one the scan's options make (comparisonFrom checks how they fit together, once). */
function rangeComparison(
  checked: NightlyScan,
  deps: NightlyDeps,
  cwd: string,
  { from, head, csvPath }: { from: string; head: string; csvPath: string },
): Comparison {
  return comparisonFrom(
    // the scan as checked carries the selection and the runs under a request's names (δ in percent, as its)
    checked,
    // and the rest of a comparison's settings: the suite (auto: core for a Node.js checkout, else bundled), the
    // cache dir and the build, the CPU list and time limits
    { ...checked, correction: 'holm', failOnRegression: false, binarySource: 'auto' },
    {
      sides: { old: { kind: 'ref', ref: from }, new: { kind: 'ref', ref: head } },
      repo: checked.repo,
      output: { out: csvPath, format: 'json', quiet: deps.progress === undefined },
    },
    cwd,
  );
}

/**
 * Another comparison of the scan, made from the range's: two other commits, its own CSV; filter narrows it (a
 * bisect's flagged files). The scan adapts with runs auto; `fixed` runs the cap on every row (the A/A
 * calibration measures the noise at a fixed count).
 */
export function scanRequest(
  scan: ScanContext,
  old: string,
  current: string,
  out: string,
  filter?: string[],
  fixed = false,
): Comparison {
  const { range } = scan;
  // a fixed count: the cap, without the adaptive schedule or its margin
  const { adaptive: _adaptive, deltaPercent: _deltaPercent, ...fixedSchedule } = range.schedule;
  return {
    ...range,
    sides: { old: { kind: 'ref', ref: old }, new: { kind: 'ref', ref: current } },
    selection: filter === undefined ? range.selection : { ...range.selection, filter: [...filter] },
    schedule: fixed ? fixedSchedule : range.schedule,
    output: { ...range.output, out: resolve(scan.cwd, out) },
  };
}

/** Builds (through the build cache) and runs, in the scan's sandbox, as trusted code. */
export function compareSides(scan: ScanContext, request: Comparison): Promise<ComparisonRun> {
  const { deps, checked } = scan;
  return runComparison(request, {
    log: deps.log,
    progress: deps.progress,
    signal: deps.signal,
    host: deps.env,
    platform: deps.platform,
    sandbox: scan.sandbox,
    runnerCheck: deps.runnerCheck,
    trust: 'trusted',
    passEnv: checked.passEnv,
    buildTimeoutMs: checked.buildTimeoutMs,
  });
}

/**
 * The files of the flagged configurations, as filters: each file's name
 * within its group matches it under both suites' filter rules (a substring of
 * the path, or of the name within the category).
 */
export function flaggedFilters(regressions: readonly { filename: string }[]): string[] {
  return [...new Set(regressions.map((r) => r.filename.split('/').pop() ?? r.filename))].sort();
}

/**
 * A run that measured everything it was asked to: neither cancelled nor cut by max-time. Only such a run
 * gets a result.json (whose `partial` is this false) and moves the state on.
 */
export type CompleteRun = ComparisonRun & { partial: false };

function isComplete(run: ComparisonRun): run is CompleteRun {
  return !run.partial;
}

/**
 * Builds both ends and runs the scan; a cancelled or partial run, or one where nothing measured on both sides,
 * throws (the state stays where it was, and no result.json is written).
 */
export async function measureRange(
  scan: ScanContext,
  request: Comparison,
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
    const [first] = failureNotes(run.failures.slice(0, 1), request.suite.kind);
    const detail = first ? `: ${first.filename}: ${first.detail}` : '';
    throw new NightlyError(
      `nightly: no benchmark produced results on both sides (${run.failures.length} failure(s)${detail}); ` +
        `state left unchanged`,
    );
  }
  return { run, analysis };
}
