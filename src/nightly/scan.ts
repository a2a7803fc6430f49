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
// environment are injected. Benchmarks and builds get environments made
// from it without its secrets (process/env.ts) and run in the sandbox when
// bubblewrap is there.
//
// The steps live beside this file: scan-options.ts (the scan, checked), scan-range.ts (the checkout, the
// state, the range), scan-compare.ts (one comparison), scan-bisect.ts and scan-calibration.ts.
import { join } from 'node:path';
import { createResultDir, RESULT_CSV, writeResultMetadata } from '../artifact/result-dir.ts';
import { comparisonMetadata, type FailureNote } from '../artifact/result-metadata.ts';
import { failureNotes } from '../report/failure-notes.ts';
import type { ResultMetadata } from '../artifact/result-schema.ts';
import { processRunner } from '../binaries/builder-process.ts';
import type { ComparisonRun } from '../pipeline/compare.ts';
import type { Comparison } from '../options/comparison.ts';
import type { Analysis } from '../stats/analyze.ts';
import { calibrationMetadata } from './calibration.ts';
import type { NightlyFinding } from './finding.ts';
import { trendMetadata } from './history.ts';
import {
  classifyByThreshold,
  compareUrl,
  nightlySummary,
  skippedSummary,
  type NightlyReportContext,
  type NightlyReportInput,
} from './report.ts';
import { bisectMetadata, bisectRegressions, type NightlyBisect } from './scan-bisect.ts';
import { calibrate, type NightlyCalibrationRun } from './scan-calibration.ts';
import { measureRange, openScan, type CompleteRun, type ScanContext } from './scan-compare.ts';
import type { NightlyDeps, NightlyScan } from './scan-options.ts';
import { checkNightlyCheckout, loadBranchState, scanRange, type ScannedRange } from './scan-range.ts';
import { configRecord, nextState, saveState, type Calibration, type NightlyState } from './state.ts';

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

export type NightlyResult = NightlySkipped | NightlyScanned;

/** What tonight found besides the range's own rows: the bisect, the A/A run, the state it started from. */
interface Night {
  date: string;
  analysis: Analysis;
  findings: ReturnType<typeof classifyByThreshold>;
  bisect: NightlyBisect | undefined;
  aa: { calibration: Calibration; run: NightlyCalibrationRun } | undefined;
  state: NightlyState | null;
}

/** Tonight's scan, as checked: the range, its bisect and A/A run, result.json and the state moved on. */
export async function scanNightly(checked: NightlyScan, deps: NightlyDeps): Promise<NightlyResult> {
  const { log } = deps;
  const cwd = deps.cwd ?? process.cwd();
  const now = deps.now ?? (() => new Date());
  const gitRun = processRunner(deps.env);
  await checkNightlyCheckout(checked, gitRun);

  const { state, raw } = await loadBranchState(checked);
  const range = await scanRange(checked, state, gitRun, log);
  if ('skipped' in range) {
    const reason = range.skipped;
    return { status: 'skipped', reason, head: range.head, summaryMarkdown: skippedSummary(checked.branch, reason) };
  }
  const { from, head } = range;

  const resultDir = await createResultDir(checked.resultDir, checked.resultRoots);
  const csvPath = join(resultDir.path, RESULT_CSV);
  const scan = await openScan(checked, deps, cwd, { from: from.sha, head, csvPath });
  const request = scan.range;

  const { run, analysis } = await measureRange(scan, request, state?.lastScannedSha, csvPath);
  const findings = classifyByThreshold(analysis, checked.threshold);
  const { regressions, improvements, undecided } = findings;
  log(
    `nightly: ${regressions.length} regression(s), ${improvements.length} improvement(s) beyond the threshold` +
      (undecided.length > 0 ? `; ${undecided.length} row(s) possibly slower but too noisy to tell` : ''),
  );
  const bisect =
    regressions.length > 0 && !range.rewritten
      ? await bisectRegressions(scan, { from: from.sha, to: head, regressions, analysis })
      : undefined;
  const date = now().toISOString();
  const aa = await calibrate(scan, { from: from.sha, date, analysis, previous: state?.calibration });
  const night: Night = { date, analysis, findings, bisect, aa, state };

  const context = reportContext(scan, range, night);
  const report = scanReport(scan, range, request, run, analysis);
  const jsonPath = await writeResultMetadata(resultDir, nightlyMetadata(checked, context, report, request, run));

  const scanRecord = { date, fromSha: from.sha, toSha: head, configs: analysis.comparisons.map(configRecord) };
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
    bisect,
    calibration: aa?.run,
  };
}

/** What the summary, the issue and result.json say of tonight's range. */
function reportContext(scan: ScanContext, range: ScannedRange, night: Night): NightlyReportContext {
  const { checked, deps } = scan;
  const { from, head } = range;
  const calibration = night.aa?.calibration ?? night.state?.calibration;
  const calibrationInfo =
    calibration === undefined
      ? undefined
      : calibrationMetadata(calibration, night.aa?.run.night ?? null, night.analysis.comparisons);
  return {
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
    commits: range.commits,
    rewritten: range.rewritten,
    threshold: checked.threshold,
    ...night.findings,
    adaptive: scan.range.schedule.adaptive !== undefined,
    bisect: night.bisect && bisectMetadata(night.bisect),
    calibration: calibrationInfo,
    trend: trendMetadata(night.state?.history ?? [], night.analysis.comparisons, night.date),
  };
}

/** The range's report for the summary and the issue, its failures worded once, as result.json keeps them. */
interface RangeReport extends NightlyReportInput {
  failures: readonly FailureNote[];
}

/** The range's table as the summary renders it: both ends, the runner, the run. */
function scanReport(
  scan: ScanContext,
  range: ScannedRange,
  request: Comparison,
  run: CompleteRun,
  analysis: Analysis,
): RangeReport {
  const { checked, deps } = scan;
  const { from, head } = range;
  return {
    analysis,
    old: {
      spec: from.kind === 'baseline' ? `${checked.baseline}` : `${checked.branch} (last scan)`,
      version: run.binaries.old.version,
      sha: from.sha,
    },
    new: { spec: checked.branch, version: run.binaries.new.version, sha: head },
    // the nightly runs one lane (docs/nightly.md): its scans are compared night after night
    fingerprint: run.fingerprint,
    runs: request.schedule.runs,
    durationMs: run.elapsedMs,
    partial: run.partial,
    failures: failureNotes(run.failures, request.suite.kind),
    runUrl: deps.runUrl,
  };
}

/** result.json of a scan: what the nightly-report job validates and files the issue from. */
function nightlyMetadata(
  checked: NightlyScan,
  context: NightlyReportContext,
  report: RangeReport,
  request: Comparison,
  run: CompleteRun,
): ResultMetadata {
  // runs auto: the range's own schedule (its cap and δ), as the execute job's result.json says it
  return comparisonMetadata({ ...run, failures: report.failures }, request.schedule, {
    headSha: null,
    commentId: null,
    old: { spec: report.old.spec, version: report.old.version, sha: context.from },
    new: { spec: report.new.spec, version: report.new.version, sha: context.to },
    nightly: {
      branch: checked.branch,
      from: context.from,
      to: context.to,
      fromKind: context.fromKind,
      baseline: context.fromKind === 'baseline' ? (checked.baseline ?? null) : null,
      commits: context.commits ?? null,
      rewritten: context.rewritten ?? false,
      bisect: context.bisect,
      calibration: context.calibration,
      trend: context.trend,
    },
  });
}
