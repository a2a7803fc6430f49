// Bisecting a range that got slower: which commit of it slowed the flagged configurations (bisect.ts decides
// which commit to test next; here each test is a comparison of the scan), and the bisect as result.json holds it.
import { mkdir, mkdtemp } from 'node:fs/promises';
import { join } from 'node:path';
import { MAX_BISECT_CANDIDATES, MAX_BISECT_ROWS, type NightlyBisectMetadata } from '../artifact/nightly-schema.ts';
import { BuildFailedError } from '../binaries/builder-errors.ts';
import { processRunner } from '../binaries/builder-process.ts';
import type { Analysis } from '../stats/analyze.ts';
import {
  FlaggedRows,
  needsReference,
  refineRangeChange,
  STEP_SCHEDULE,
  StepClassifier,
  type RangeChange,
} from '../stats/classify.ts';
import {
  bisectTargets,
  commitInfo,
  firstParentLine,
  runBisect,
  stepRows,
  verificationRows,
  type BisectOutcome,
  type BisectRow,
  type BisectParams,
  type CommitInfo,
} from './bisect.ts';
import type { NightlyFinding } from './finding.ts';
import { NightlyError } from './report.ts';
import { compareSides, flaggedFilters, scanRequest, type ScanContext } from './scan-compare.ts';
import { withSchedule } from '../options/comparison.ts';

/** What bisecting the range found, as the result directory carries it. */
export interface NightlyBisect extends BisectOutcome {
  /** status culprit: the first bad commit */
  culprit: CommitInfo | null;
  /** the culprit's own table: the flagged configurations at the culprit against the good end */
  rows: BisectRow[];
  /** where the bisect runs' samples are */
  csvDir: string;
}

/** The range the scan measured, and what got slower in it. */
interface SlowerRange {
  from: string;
  to: string;
  regressions: NightlyFinding[];
  analysis: Analysis;
}

/** How each bisect run is made: its cap of runs, where its samples go, the files it runs. */
interface BisectRuns {
  cap: number;
  csvDir: string;
  filters: string[];
}

/**
 * Which commit of from..head slowed the flagged configurations: each tested
 * commit is built and run (only the flagged configurations' files) against
 * from, the good end. Returns undefined when there is nothing to bisect.
 */
export async function bisectRegressions(scan: ScanContext, range: SlowerRange): Promise<NightlyBisect | undefined> {
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
  const how: BisectRuns = { cap: Math.max(STEP_SCHEDULE.minRuns, scan.range.schedule.runs), csvDir, filters };
  await refineTargets(scan, range, targets, how);
  const outcome = await runBisect({
    commits,
    from: range.from,
    flagged: range.regressions,
    budget: checked.bisectBudget,
    log: deps.log,
    test: (sha) => testCommit(scan, range, targets, how, sha),
    verify: async (culprit, parent) => {
      const csvPath = join(csvDir, `verify-${culprit.slice(0, 12)}.csv`);
      const measured = await flaggedRatios(scan, parent, culprit, targets.keys(), { ...how, csvPath });
      if ('error' in measured) return { stop: measured.error };
      return { rows: verificationRows(measured, targets, checked.threshold.minChange) };
    },
  });
  if (outcome.status !== 'culprit') return { ...outcome, culprit: null, rows: [], csvDir };
  const sha = outcome.candidates[0]!;
  const culprit = await commitInfo(checked.repo, sha, gitRun, { owner: deps.owner, repo: deps.repo });
  return { ...outcome, culprit, rows: culpritRows(outcome, sha, range), csvDir };
}

/**
 * One step of the bisect: the flagged files at sha against the good end, each row classified as it goes. A
 * build that fails at this commit skips it; any other failure (no disk space, a lock held too long, a binary
 * that does not run) is not this commit's fault and stops the bisect.
 */
async function testCommit(
  scan: ScanContext,
  range: SlowerRange,
  targets: Map<string, RangeChange>,
  how: BisectRuns,
  sha: string,
): ReturnType<BisectParams['test']> {
  const { deps } = scan;
  const { cap } = how;
  if (deps.signal?.aborted) throw new NightlyError('nightly: cancelled while bisecting; state left unchanged');
  const scanned = scanRequest(scan, range.from, sha, join(how.csvDir, `${sha.slice(0, 12)}.csv`), how.filters);
  const classifier = new StepClassifier({ schedule: { ...STEP_SCHEDULE, maxRuns: cap }, targets });
  const request = withSchedule(scanned, { runs: cap, adaptive: { ...STEP_SCHEDULE, maxRuns: cap, rule: classifier } });
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
}

/** The culprit's own table: its step's rows, or when the culprit is the range's head, the scan's own rows. */
function culpritRows(outcome: BisectOutcome, sha: string, range: SlowerRange): BisectRow[] {
  const step = outcome.steps.find((s) => s.sha === sha);
  if (step) return step.rows;
  // the culprit is the range's head: its table is the scan's own rows (the bad end itself)
  const byName = new Map(range.analysis.comparisons.map((c) => [c.name, c]));
  return range.regressions.map((finding) => {
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
  how: BisectRuns,
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
  const request = withSchedule(scanRequest(scan, old, current, how.csvPath, how.filters), {
    runs: how.cap,
    adaptive: { minRuns: how.cap, roundRuns: 1, maxRuns: how.cap, rule: rows },
  });
  try {
    await compareSides(scan, request);
  } catch (error) {
    if (scan.deps.signal?.aborted) throw new NightlyError('nightly: cancelled while bisecting; state left unchanged');
    return { error: (error as Error).message.split('\n')[0]! };
  }
  return rows.ratios();
}

/** The bisect as result.json carries it (nightly.bisect): lists capped, no undefined. */
export function bisectMetadata(bisect: NightlyBisect): NightlyBisectMetadata {
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
