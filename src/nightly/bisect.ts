// Bisecting a nightly range: which commit of from..to made the flagged
// configurations slower. Like `git bisect --first-parent`: the candidates are
// the first-parent line of the range (a merge commit is tested as one commit,
// the state its merge produced), from is good, to is bad, and the commit
// tested next is the middle of what is left. A commit that cannot be built is
// skipped as `git bisect skip` does: a neighbour is tested instead, and when
// only skipped commits separate the last good from the first bad commit, the
// answer is that range, not a guess.
//
// planBisect is pure (the unit tests drive it with tables); runBisect is the
// loop, with testing a commit (build + run) handed in by the nightly.
import { DURATION, DURATION_UNITS_MS } from '../options/grammar.ts';
import { git } from '../binaries/git.ts';
import type { ProcessRunner } from '../binaries/builder-process.ts';
import type { Analysis } from '../stats/analyze.ts';
import {
  checkCulprit,
  rangeChange,
  stepVerdict,
  type RangeChange,
  type RowClass,
  type StepClassifier,
} from '../stats/classify.ts';
import type { NightlyFinding } from './finding.ts';
import { UserError } from '../errors.ts';

/** good/bad: the step was sure which end the commit resembles; unknown: it could not tell; skip: not built or measured */
export type Verdict = 'good' | 'bad' | 'skip' | 'unknown';

/** Commits tested (each one build, unless already cached) and wall time, whichever runs out first. */
export interface BisectBudget {
  /** commits tested at most (each is one build); 0: no bisect */
  builds: number;
  /** wall time for the whole bisect, ms; a test under way is finished, no new one starts */
  timeMs?: number;
}

export const DEFAULT_BISECT_BUDGET: BisectBudget = { builds: 6 };
export const MAX_BISECT_BUILDS = 100;

export class BisectBudgetError extends UserError {
  override name = 'BisectBudgetError';
}

/**
 * The `bisect-budget` input: builds, a duration, or both, comma-separated:
 * `6`, `6 builds`, `2h`, `6,2h`. `0` turns bisecting off. A duration alone
 * keeps the default build count.
 */
export function parseBisectBudget(text: string): BisectBudget {
  const parts = text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  if (parts.length === 0 || parts.length > 2) {
    throw new BisectBudgetError(
      `bisect-budget: expected builds and/or a duration (e.g. 6, 2h or 6,2h); got ${JSON.stringify(text)}`,
    );
  }
  let builds: number | undefined;
  let timeMs: number | undefined;
  for (const part of parts) {
    const count = /^(\d+)(?:\s*builds?)?$/.exec(part);
    const duration = DURATION.exec(part);
    if (count && builds === undefined && (duration === null || duration[2] === undefined)) {
      builds = Number(count[1]);
      if (builds > MAX_BISECT_BUILDS) {
        throw new BisectBudgetError(`bisect-budget: at most ${MAX_BISECT_BUILDS} builds; got ${builds}`);
      }
    } else if (duration && duration[2] !== undefined && timeMs === undefined) {
      timeMs = Number(duration[1]) * DURATION_UNITS_MS[duration[2] as keyof typeof DURATION_UNITS_MS];
      if (timeMs <= 0 || timeMs > 7 * 24 * 3_600_000) {
        throw new BisectBudgetError(`bisect-budget: the duration must be above 0 and at most a week; got ${part}`);
      }
    } else {
      throw new BisectBudgetError(
        `bisect-budget: ${JSON.stringify(part)} is neither a build count nor a duration (90s, 15m, 2h); ` +
          `expected e.g. 6, 2h or 6,2h`,
      );
    }
  }
  return { builds: builds ?? DEFAULT_BISECT_BUDGET.builds, ...(timeMs === undefined ? {} : { timeMs }) };
}

/** What the planner says: test this commit next, or here is the answer. */
export type BisectPlan =
  | { kind: 'test'; sha: string }
  /** one commit is left: the first bad one */
  | { kind: 'culprit'; sha: string; good: string; bad: string }
  /**
   * no single commit: the first bad commit is one of candidates (good exclusive, bad inclusive),
   * because the budget ran out, or only commits that could not be built (skipped) or told apart
   * (unsure) are left between good and bad
   */
  | { kind: 'range'; good: string; bad: string; candidates: string[]; reason: 'budget' | 'skipped' | 'unsure' };

export interface BisectInput {
  /** the range's first-parent line, oldest first, without from and ending with to (which is bad) */
  commits: readonly string[];
  /** from: the good end (not in commits) */
  from: string;
  /** verdicts so far; to is bad whether or not it is listed */
  results: ReadonlyMap<string, Verdict>;
  /** false: no further test may start (the budget is out) */
  canTest: boolean;
}

/**
 * The next step. The last good commit is the latest one marked good before
 * the first bad; between them, the untested commit that halves what is left
 * is tested next (skipped and unknown commits are stepped over: an unknown
 * commit is neither good nor bad, so a culprit is named only when both of
 * the steps around it were sure).
 */
export function planBisect(input: BisectInput): BisectPlan {
  const { commits, from, results } = input;
  if (commits.length === 0) throw new Error('planBisect: the range has no commit');
  let bad = commits.length - 1;
  for (let i = 0; i < commits.length; i++) {
    if (results.get(commits[i]!) === 'bad') {
      bad = i;
      break;
    }
  }
  let good = -1;
  for (let i = bad - 1; i >= 0; i--) {
    if (results.get(commits[i]!) === 'good') {
      good = i;
      break;
    }
  }
  const goodSha = good === -1 ? from : commits[good]!;
  const badSha = commits[bad]!;
  const between = commits.slice(good + 1, bad);
  if (between.length === 0) return { kind: 'culprit', sha: badSha, good: goodSha, bad: badSha };
  const candidates = commits.slice(good + 1, bad + 1);
  const untested = between.filter((sha) => !results.has(sha));
  if (untested.length === 0) {
    const unsure = between.some((sha) => results.get(sha) === 'unknown');
    return { kind: 'range', good: goodSha, bad: badSha, candidates, reason: unsure ? 'unsure' : 'skipped' };
  }
  if (!input.canTest) return { kind: 'range', good: goodSha, bad: badSha, candidates, reason: 'budget' };
  // Halve what is left: the first bad commit is one of the untested ones or bad itself (skipped ones
  // are left out of the count, so a skip moves the pick to a neighbour, the newer one first).
  const left = [...untested, badSha];
  return { kind: 'test', sha: left[Math.floor((left.length - 1) / 2)]! };
}

/** The first-parent line of from..to, oldest first (to last): what is bisected. */
export async function firstParentLine(
  repo: string,
  from: string,
  to: string,
  run: ProcessRunner,
  max = 100_000,
): Promise<string[]> {
  const result = await git(
    repo,
    ['rev-list', '--first-parent', '--reverse', `--max-count=${max}`, `${from}..${to}`],
    run,
  );
  return result.stdout.split('\n').filter((line) => /^[0-9a-f]{40,64}$/.test(line));
}

export interface CommitInfo {
  sha: string;
  subject: string;
  author: string;
  /** the number of a `PR-URL: <server>/<owner>/<repo>/pull/N` trailer (node core lands PRs that way) */
  prNumber: number | null;
}

/** Subject, author and PR-URL trailer of a commit, as plain one-line text. */
export async function commitInfo(
  repo: string,
  sha: string,
  run: ProcessRunner,
  pullRepo?: { owner: string; repo: string },
): Promise<CommitInfo> {
  const result = await git(repo, ['show', '-s', '--format=%an%x00%s%x00%B', sha], run);
  const [author = '', subject = '', ...body] = result.stdout.split('\0');
  const line = (value: string, max: number) =>
    value
      // eslint-disable-next-line no-control-regex -- one printable line
      .replace(/[\u0000-\u001f\u007f]+/g, ' ')
      .trim()
      .slice(0, max);
  let prNumber: number | null = null;
  if (pullRepo) {
    const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const trailer = new RegExp(
      `^PR-URL: https?://[^/\\s]+/${escape(pullRepo.owner)}/${escape(pullRepo.repo)}/pull/(\\d{1,9})\\s*$`,
      'im',
    );
    const match = trailer.exec(body.join('\0'));
    if (match) prNumber = Number(match[1]);
  }
  return { sha, subject: line(subject, 500), author: line(author, 200), prNumber };
}

/** One flagged configuration as measured at a tested commit, against the good end. */
export interface BisectRow {
  /** `${filename} ${configuration}` */
  name: string;
  /** percent against the good end; negative is slower; null: no usable measurement */
  improvement: number | null;
  /** the range's change (from..to) the scan measured, percent */
  reference: number;
  /** how far toward the bad end: 0 the good end, 1 the bad end (log scale); null: not measured */
  share: number | null;
  /** runs per side */
  nOld: number;
  nNew: number;
  /** which end it resembles, surely; unknown: the step's runs could not tell; missing: not measured */
  verdict: RowClass;
}

/** The flagged rows (with the scan's measured change of each) a step classifies. */
export function bisectTargets(flagged: readonly NightlyFinding[], analysis: Analysis): Map<string, RangeChange> {
  const byName = new Map(analysis.comparisons.map((c) => [c.name, c]));
  const targets = new Map<string, RangeChange>();
  for (const finding of flagged) {
    const comparison = byName.get(finding.name);
    const change = finding.improvement;
    if (comparison === undefined) {
      targets.set(finding.name, rangeChange({ change, low: change, high: change }, Infinity));
      continue;
    }
    // the interval's degrees of freedom: the paired test's with runs auto, else the decision's test's (log rates)
    const df =
      analysis.basis.rule === 'sequential-holm'
        ? Math.min(comparison.old.n, comparison.new.n) - 1
        : (comparison.decision.test?.df ?? comparison.df);
    targets.set(finding.name, rangeChange(comparison.decision.estimate, df));
  }
  return targets;
}

/** A step's rows from its classifier, in the flagged order. */
export function stepRows(classifier: StepClassifier, targets: ReadonlyMap<string, RangeChange>): BisectRow[] {
  const classified = classifier.classifications();
  return [...targets].map(([name, target]) => {
    const row = classified.get(name)!;
    const finite = (value: number) => (Number.isFinite(value) ? value : null);
    return {
      name,
      improvement: finite(Math.expm1(row.logRatio) * 100),
      reference: Math.expm1(target.logChange) * 100,
      share: finite(row.share),
      nOld: row.n.old,
      nNew: row.n.new,
      verdict: row.verdict,
    };
  });
}

/**
 * The culprit's fresh A/B against its parent, row by row (checkCulprit):
 * improvement is against the parent; bad when the row's change is confirmed,
 * unknown when not, missing when it has no two pairs.
 */
export function verificationRows(
  ratios: ReadonlyMap<string, readonly number[]>,
  targets: ReadonlyMap<string, RangeChange>,
  minChange: number,
): BisectRow[] {
  return [...targets].map(([name, target]) => {
    const pairs = ratios.get(name) ?? [];
    const check = checkCulprit(pairs, target, { minChange });
    const measured = Number.isFinite(check.logRatio);
    return {
      name,
      improvement: measured ? Math.expm1(check.logRatio) * 100 : null,
      reference: Math.expm1(target.logChange) * 100,
      share: measured ? check.logRatio / target.logChange : null,
      nOld: pairs.length,
      nNew: pairs.length,
      verdict: !measured ? 'missing' : check.confirmed ? 'bad' : 'unknown',
    };
  });
}

/** A tested commit: its verdict, and each flagged row (none when it could not be built). */
export interface BisectStep {
  sha: string;
  verdict: Verdict;
  rows: BisectRow[];
  /** why it was skipped */
  detail?: string;
}

/** A commit's verdict from its rows (stepVerdict: bad when one is, good when all measured are, else unknown). */
export function commitVerdict(rows: readonly BisectRow[]): Verdict {
  return stepVerdict(rows.map((row) => row.verdict));
}

export interface BisectOutcome {
  status: 'culprit' | 'range';
  /** the last good and first bad commits (good may be from) */
  good: string;
  bad: string;
  /** culprit: [the culprit]; range: the commits the first bad one is among (good exclusive, bad inclusive) */
  candidates: string[];
  /**
   * range: why it stopped; unconfirmed: one commit was left, but its fresh A/B against its parent did not
   * confirm it; error: a test failed for another reason than the build (see error)
   */
  reason?: 'budget' | 'skipped' | 'unsure' | 'unconfirmed' | 'error';
  error?: string;
  /** the bisected configurations (the range's regressions) */
  configurations: string[];
  steps: BisectStep[];
  /** commits tested (each one build unless cached) */
  builds: number;
  elapsedMs: number;
}

export interface BisectParams {
  /** the first-parent line, oldest first, ending with to */
  commits: readonly string[];
  from: string;
  flagged: readonly NightlyFinding[];
  budget: BisectBudget;
  /**
   * Builds sha and runs the flagged configurations of it against from until
   * the step is sure (or its cap): the rows; unbuildable (with why) when the build failed: the commit is
   * skipped; stop (with why) when it could not be tested for another reason
   * (no disk space, a lock): the bisect ends with the range so far. A thrown
   * error (cancelled) ends the scan.
   */
  test: (sha: string) => Promise<{ rows: BisectRow[] } | { unbuildable: string } | { stop: string }>;
  /**
   * The sandwich verification: runs the culprit's build against its parent's
   * (both built already: no build) and checks each flagged row
   * (verificationRows). The culprit is named when a row is confirmed (bad);
   * otherwise the answer is the two commits, unconfirmed. Absent: not verified.
   */
  verify?: (culprit: string, parent: string) => Promise<{ rows: BisectRow[] } | { stop: string }>;
  log: (line: string) => void;
  now?: () => number;
}

const RANGE_REASONS = {
  budget: 'the budget ran out',
  skipped: 'only commits that could not be built are left',
  unsure: 'only commits that could not be built or told apart are left',
} as const;

/** The loop: plan, test, record, until a culprit or a range is left. */
export async function runBisect(params: BisectParams): Promise<BisectOutcome> {
  const now = params.now ?? (() => performance.now());
  const started = now();
  const results = new Map<string, Verdict>();
  const steps: BisectStep[] = [];
  let builds = 0;
  let stopped: string | undefined;
  const short = (sha: string) => sha.slice(0, 12);
  const finish = (
    status: BisectOutcome['status'],
    ends: { good: string; bad: string },
    candidates: string[],
    why: Pick<BisectOutcome, 'reason' | 'error'> = {},
  ): BisectOutcome => ({
    status,
    good: ends.good,
    bad: ends.bad,
    candidates,
    ...why,
    configurations: params.flagged.map((f) => f.name),
    steps,
    builds,
    elapsedMs: now() - started,
  });
  for (;;) {
    const timeLeft = params.budget.timeMs === undefined || now() - started < params.budget.timeMs;
    const plan = planBisect({
      commits: params.commits,
      from: params.from,
      results,
      canTest: stopped === undefined && builds < params.budget.builds && timeLeft,
    });
    if (plan.kind === 'range' && plan.reason === 'budget' && stopped !== undefined) {
      params.log(`nightly: bisect: stopped: ${stopped}`);
      return finish('range', plan, plan.candidates, { reason: 'error', error: stopped.slice(0, 1000) });
    }
    if (plan.kind === 'culprit' && params.verify) {
      const verified = await verifyCulprit(params, plan.sha, plan.good, steps);
      if (verified !== 'confirmed') {
        const why =
          verified === 'unconfirmed'
            ? ({ reason: 'unconfirmed' } as const)
            : ({ reason: 'error', error: verified.error.slice(0, 1000) } as const);
        return finish('range', plan, [plan.sha], why);
      }
    }
    if (plan.kind !== 'test') {
      const outcome =
        plan.kind === 'culprit'
          ? finish('culprit', plan, [plan.sha])
          : finish('range', plan, plan.candidates, { reason: plan.reason });
      params.log(
        plan.kind === 'culprit'
          ? `nightly: bisect: the first bad commit is ${plan.sha} (${builds} commit(s) tested)`
          : `nightly: bisect: ${RANGE_REASONS[plan.reason]}: ` +
              `the first bad commit is one of ${plan.candidates.length} in ${short(plan.good)}..${short(plan.bad)}`,
      );
      return outcome;
    }
    builds++;
    params.log(`nightly: bisect: testing ${plan.sha} (${builds} of at most ${params.budget.builds})`);
    const tested = await params.test(plan.sha);
    if ('stop' in tested) {
      stopped = `${plan.sha} could not be tested: ${tested.stop}`;
      continue;
    }
    let step: BisectStep;
    if ('unbuildable' in tested) {
      step = { sha: plan.sha, verdict: 'skip', rows: [], detail: tested.unbuildable.slice(0, 500) };
    } else {
      step = { sha: plan.sha, verdict: commitVerdict(tested.rows), rows: tested.rows };
      if (step.verdict === 'skip') step.detail = 'no flagged configuration was measured';
      if (step.verdict === 'unknown') step.detail = 'its runs could not tell which end it resembles';
    }
    results.set(plan.sha, step.verdict);
    steps.push(step);
    params.log(`nightly: bisect: ${plan.sha} is ${step.verdict}${step.detail ? ` (${step.detail})` : ''}`);
  }
}

/**
 * Runs the sandwich verification of culprit against parent and records it as
 * a step of the culprit (its rows against the parent).
 */
async function verifyCulprit(
  params: BisectParams,
  culprit: string,
  parent: string,
  steps: BisectStep[],
): Promise<'confirmed' | 'unconfirmed' | { error: string }> {
  const against = `a fresh A/B against its parent ${parent.slice(0, 12)}`;
  params.log(`nightly: bisect: verifying ${culprit}: ${against} (no build)`);
  const verified = await params.verify!(culprit, parent);
  if ('stop' in verified) {
    params.log(`nightly: bisect: ${culprit} could not be verified: ${verified.stop}`);
    return { error: `the culprit ${culprit} could not be verified: ${verified.stop}` };
  }
  const confirmed = commitVerdict(verified.rows) === 'bad';
  const detail = confirmed
    ? `${against} confirmed it, beyond the threshold and build-to-build noise`
    : `${against} did not confirm it: within the threshold or build-to-build noise`;
  steps.push({ sha: culprit, verdict: confirmed ? 'bad' : 'unknown', rows: verified.rows, detail });
  params.log(`nightly: bisect: ${culprit}: ${detail}`);
  return confirmed ? 'confirmed' : 'unconfirmed';
}
