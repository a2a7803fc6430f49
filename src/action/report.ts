// Report job (GitHub-hosted, has a token, executes nothing from the
// artifact): validates the result directory, recomputes the verdicts from
// the CSV, and delivers them: sticky PR comment, reactions, job summary.
// Where it posts (the PR, the /benchmark comment) comes from the gate's
// request, never from the artifact, which must be for the SHA the gate pinned.
import { addReaction, removeOwnReaction } from '../github/reactions.ts';
import { statusOf } from '../github/errors.ts';
import { editComment } from '../github/comments.ts';
import { writeStickyComment, type FoundComment } from '../github/sticky-comment.ts';
import { findReportComments } from './report-comments.ts';
import type { GitHubClient } from '../github/client.ts';
import {
  buildReport,
  isSuperseded,
  markReportSuperseded,
  missingResultReport,
  noteNewerAnswer,
  REPORT_MARKER,
  reportMarker,
  sizingDescription,
} from '../report/comment.ts';
import type { AnyReportInput, RunDescription } from '../report/report-input.ts';
import { buildPlatformsReport, rowsChangedOnAny, type PlatformReport } from '../report/platforms.ts';
import { calibrationHeader, noiseMark } from '../nightly/calibration.ts';
import { serializeRequest, type Request } from '../request/request.ts';
import { moreLine, moreMinutes, nextMoreCap } from '../report/more-line.ts';
import { plural } from '../report/text.ts';
import type { AdaptiveRows } from '../stats/verdict.ts';
import { describeHeavyLoad, heavyLoadWarning } from '../run/index.ts';
import { isImprovement, isRegression, type Analysis, type RowComparison } from '../stats/analyze.ts';
import type { ActionInputs } from './inputs.ts';
import type { GitHubEnv } from './github-env.ts';
import { readdir } from 'node:fs/promises';
import type { NightlyCalibrationMetadata } from '../artifact/nightly-schema.ts';
import {
  analyzeResult,
  readFailureRecord,
  RESULT_JSON,
  ResultDirError,
  type MissingShards,
} from '../artifact/result-dir.ts';
import type { ResultMetadata } from '../artifact/result-schema.ts';
import { readResultsByPlatform, type PlatformResult } from '../artifact/shard-merge.ts';
import { RequestError } from '../errors.ts';

export interface ReportResult {
  body: string;
  /** absent when the execute job left no result (the body says so), and for several platforms (each has its own) */
  analysis?: Analysis;
  regressions: number;
  improvements: number;
  commentUrl?: string;
  /** why there is nothing to report (the answer posted says it), when there is not */
  missing?: string;
  /** a sharded run some of whose shards left no result: which, in one line (the table has the others' rows) */
  incomplete?: string;
  /** the table is not the whole run: shards missing, or the run stopped early */
  partial: boolean;
}

/** Whether the result directory holds a result to read: result.json, or shard directories. */
async function holdsResult(resultDir: string): Promise<boolean> {
  let entries;
  try {
    entries = await readdir(resultDir, { withFileTypes: true });
  } catch {
    return false;
  }
  return entries.some((entry) => entry.name === RESULT_JSON || entry.isDirectory());
}

export interface ReportDeps {
  /** absent: no GitHub delivery (job summary only) */
  octokit?: GitHubClient;
  botId: number;
  log: (line: string) => void;
  /** the workflow file name (GITHUB_WORKFLOW_REF's), part of the sticky comment's marker */
  workflow: string;
  /** the execute job's summary of the result it just wrote: one shard of a sharded run is not missing the others */
  ownResult?: boolean;
}

/** The artifact must be the result of exactly this request: the commit and comment the gate pinned. */
export function checkResultMatchesRequest(metadata: ResultMetadata, request: Request): void {
  const pinned = request.pr?.headSha ?? null;
  if (metadata.headSha !== pinned) {
    throw new ResultDirError(
      pinned === null
        ? `result.json is for the pull request head ${metadata.headSha}, but the request names no pull request: refused`
        : `result.json is for commit ${metadata.headSha ?? '(none)'} but the gate pinned ${pinned} for #${request.pr!.number}: refusing an artifact for another commit`,
    );
  }
  const comment = request.comment?.id ?? null;
  if (metadata.commentId !== comment) {
    throw new ResultDirError(
      `result.json names the /benchmark comment ${metadata.commentId ?? '(none)'} but the request is for comment ${comment ?? '(none)'}: refused`,
    );
  }
}

/**
 * @param request the gate's request: the only source of the PR to post on.
 *   Absent (a summary-only report) nothing is posted.
 */
export async function runReport(
  resultDir: string,
  request: Request | undefined,
  github: GitHubEnv,
  inputs: ActionInputs,
  deps: ReportDeps,
): Promise<ReportResult> {
  if (!(await holdsResult(resultDir))) return answerMissingResult(resultDir, request, github, inputs, deps);
  if (request && request.repository.toLowerCase() !== `${github.owner}/${github.repo}`.toLowerCase()) {
    throw new RequestError(`the request is for ${request.repository}, not ${github.owner}/${github.repo}`);
  }
  let results: PlatformResult[];
  try {
    results = await readResultsByPlatform(resultDir, { ownShard: deps.ownResult === true });
    for (const { result } of results) {
      if (result.metadata.nightly !== undefined) {
        throw new ResultDirError('this is a nightly scan result directory: report it with mode nightly-report');
      }
      if (request) checkResultMatchesRequest(result.metadata, request);
    }
  } catch (error) {
    // the pull request still gets its one answer: why there is no table; the job fails with the reason
    if (error instanceof ResultDirError) {
      await answerWithoutTable({ unusable: error.message }, request, github, inputs, deps);
    }
    throw error;
  }
  if (results.length > 1) return reportPlatforms(results, request, github, inputs, deps);
  const read = results[0]!.result;
  const { metadata, adaptive, samples, missingShards, sharded } = read;
  const analysis = analyzeResult(read, inputs.correction);
  const heavy = heavyLoadWarning(metadata.load ?? null);
  if (heavy !== null) deps.log(heavy);
  const body = buildReport({
    ...runHeader(metadata, request, github, deps),
    analysis,
    fingerprint: metadata.fingerprint,
    durationMs: metadata.durationMs,
    partial: metadata.partial,
    missingShards,
    failures: metadata.failures,
    warnings: [describeHeavyLoad(metadata.load ?? null)].filter((w) => w !== null),
    runnerNoise: metadata.calibration && runnerNoise(metadata.calibration, analysis.comparisons),
    moreOf: moreOfResult(metadata, adaptive),
    // a sharded run's open rows cannot be run again yet (execute resumes one result directory): no offer
    more:
      request && adaptive && !sharded
        ? moreOffer(request, metadata, analysis, measuredPairs(metadata, adaptive, samples), github.runId)
        : undefined,
  });
  const result: ReportResult = {
    body,
    analysis,
    regressions: analysis.comparisons.filter(isRegression).length,
    improvements: analysis.comparisons.filter(isImprovement).length,
    partial: metadata.partial || missingShards !== undefined,
    incomplete: missingShards && describeMissingShards(missingShards),
  };

  return deliverTable(result, metadata.failures.length > 0 || metadata.partial, request, github, inputs, deps);
}

/** The table goes on the request's pull request (when there is one and comments are on), with its reaction. */
async function deliverTable(
  result: ReportResult,
  failed: boolean,
  request: Request | undefined,
  github: GitHubEnv,
  inputs: ActionInputs,
  deps: ReportDeps,
): Promise<ReportResult> {
  const { octokit } = deps;
  if (!octokit || !inputs.comment || request?.pr === undefined) return result;
  result.commentUrl = await answerOnPullRequest(
    octokit,
    github,
    request,
    { body: result.body, reaction: failed ? 'confused' : 'rocket', isTable: true },
    deps,
  );
  return result;
}

/**
 * A request measured on several platforms (a matrix of runners): each platform analysed alone, the verdicts side
 * by side in one comment. Its regressions and improvements are the rows slower (faster) on at least one platform.
 */
async function reportPlatforms(
  results: readonly PlatformResult[],
  request: Request | undefined,
  github: GitHubEnv,
  inputs: ActionInputs,
  deps: ReportDeps,
): Promise<ReportResult> {
  const platforms: PlatformReport[] = results.map(({ platform, result }) => {
    const { metadata } = result;
    const heavy = heavyLoadWarning(metadata.load ?? null);
    if (heavy !== null) deps.log(`${platform ?? UNRECORDED_PLATFORM}: ${heavy}`);
    return {
      platform: platform ?? UNRECORDED_PLATFORM,
      analysis: analyzeResult(result, inputs.correction),
      fingerprint: metadata.fingerprint,
      durationMs: metadata.durationMs,
      partial: metadata.partial,
      failures: metadata.failures,
      missingShards: result.missingShards,
      warnings: [describeHeavyLoad(metadata.load ?? null)].filter((w) => w !== null),
    };
  });
  const body = buildPlatformsReport(runHeader(results[0]!.result.metadata, request, github, deps), platforms);
  const missing = results.filter(({ result }) => result.missingShards !== undefined);
  const result: ReportResult = {
    body,
    regressions: rowsChangedOnAny(platforms, 'slower'),
    improvements: rowsChangedOnAny(platforms, 'faster'),
    partial: platforms.some((p) => p.partial) || missing.length > 0,
    incomplete:
      missing.length > 0
        ? missing
            .map(
              ({ platform, result }) =>
                `${platform ?? UNRECORDED_PLATFORM}: ${describeMissingShards(result.missingShards!)}`,
            )
            .join('; ')
        : undefined,
  };
  const failed = platforms.some((p) => p.failures.length > 0 || p.partial);
  return deliverTable(result, failed, request, github, inputs, deps);
}

/** Results from before the runner's platform was recorded, beside recorded ones. */
const UNRECORDED_PLATFORM = 'unrecorded platform';

/** The header's sides, request and links, the same for one platform's table and several's. */
function runHeader(metadata: ResultMetadata, request: Request | undefined, github: GitHubEnv, deps: ReportDeps) {
  const pr = request?.pr;
  const side = ({ spec, version, sha }: ResultMetadata['old']) => ({ spec, version, sha: sha ?? undefined });
  return {
    old: side(metadata.old),
    new: side(metadata.new),
    runs: metadata.runs,
    unmeasured: metadata.unmeasured,
    runUrl: github.runUrl,
    repositoryUrl: github.runUrl?.replace(/\/actions\/runs\/.*$/, ''),
    run: request && runDescription(request, metadata),
    tool: github.tool,
    pullRequest: pr && { number: pr.number, headSha: pr.headSha },
    marker: pr ? answerMarker(pr.number, github, deps) : REPORT_MARKER,
  };
}

/** What was asked for and how it ran, for the report's header. */
function runDescription(request: Request, metadata: ResultMetadata): RunDescription {
  return {
    groups: request.groups,
    filter: request.filter,
    exclude: request.exclude,
    set: request.set,
    seed: metadata.seed,
    requestedBy: (request.comment?.author ?? request.requestedBy)?.login,
    trigger: request.trigger,
    adaptiveMaxRuns: metadata.adaptive?.maxRuns,
    sizing: sizingDescription(metadata.sizing),
    suite: metadata.suite,
  };
}

/** The job's failure line for a run with shards missing: which, and what they would have measured. */
function describeMissingShards(shards: MissingShards): string {
  const which = shards.missing.length === 1 ? `shard ${shards.missing[0]}` : `shards ${shards.missing.join(', ')}`;
  return (
    `${which} of ${shards.count} left no result: ${shards.configurations} of the run's ${shards.runConfigurations} ` +
    "configurations were not measured (the report has the other shards' rows)"
  );
}

/** A `/benchmark more` result's header: how many rows ran again, from which cap to which. */
type MoreOf = NonNullable<AnyReportInput['moreOf']>;

/** The `/benchmark more` offer under a table: the line the gate reads and the sentence people read. */
type MoreOffer = NonNullable<AnyReportInput['more']>;

/**
 * A result of more than one pass (a `/benchmark more`): how many rows ran
 * again (those with more runs than the pass before's cap), from which cap to
 * which. Said in the header.
 */
function moreOfResult(metadata: ResultMetadata, adaptive: AdaptiveRows | undefined): MoreOf | undefined {
  const from = metadata.adaptive?.earlierCaps?.at(-1);
  if (from === undefined || adaptive === undefined) return undefined;
  const rows = adaptive.keys().filter((key) => {
    const { n } = adaptive.verdict(key);
    return Math.max(n.old, n.new) > from;
  }).length;
  return { rows, from, to: metadata.adaptive!.maxRuns };
}

/**
 * The pairs of runs (old and new of one configuration) this run measured:
 * the CSV's samples over two sides, or for a `more` run only the runs each
 * row added beyond the earlier cap (its duration is its own, not the earlier
 * run's).
 */
function measuredPairs(metadata: ResultMetadata, adaptive: AdaptiveRows, samples: number): number {
  const from = metadata.adaptive?.earlierCaps?.at(-1);
  if (from === undefined) return samples / 2;
  return adaptive.keys().reduce((pairs, key) => {
    const { n } = adaptive.verdict(key);
    return pairs + Math.max(0, Math.max(n.old, n.new) - from);
  }, 0);
}

/**
 * A pull request's `--runs auto` table with rows left open (not
 * distinguishable, or not tested): the hidden line the gate reads for
 * `/benchmark more` and the line under the table offering it, when a higher
 * cap is possible and the run is known.
 */
function moreOffer(
  request: Request,
  metadata: ResultMetadata,
  analysis: Analysis,
  pairs: number,
  runId: number | undefined,
): MoreOffer | undefined {
  const adaptive = metadata.adaptive;
  if (request.pr === undefined || adaptive === undefined || runId === undefined) return undefined;
  const open = analysis.comparisons.filter(
    (c) => c.decision.outcome === 'unresolved' || c.decision.outcome === 'untested',
  ).length;
  const caps = [...(adaptive.earlierCaps ?? []), adaptive.maxRuns];
  const nextCap = nextMoreCap(adaptive.maxRuns);
  const minutes =
    open === 0 || nextCap === undefined
      ? 0
      : moreMinutes({ durationMs: metadata.durationMs, pairs, open, lastCap: adaptive.maxRuns, nextCap });
  // the line also when nothing is open or the cap is the ceiling: the gate then says so, not "no table"
  const line = moreLine({ runId, caps, open, minutes, requestJson: serializeRequest(request) });
  if (line === undefined) return undefined;
  const note =
    minutes === 0
      ? ''
      : `_${plural(open, 'row')} left open (not distinguishable, or not tested): comment \`/benchmark more\` to run ` +
        `${open === 1 ? 'it' : 'them'} again up to ${nextCap} runs per side, for the same commits (about ${plural(minutes, 'minute')})._`;
  return { line, note };
}

/**
 * The one answer on the PR: this request's own report comment (created or
 * updated) and the /benchmark comment's reaction. A table folds away the
 * reports of earlier requests (kept, linked to it); a report of an earlier
 * request than one already answered says so above its table.
 */
async function answerOnPullRequest(
  octokit: GitHubClient,
  github: GitHubEnv,
  request: Request,
  answer: { body: string; reaction: 'rocket' | 'confused'; isTable: boolean },
  deps: ReportDeps,
): Promise<string> {
  const { owner, repo } = github;
  const pr = request.pr!;
  const marker = answerMarker(pr.number, github, deps);
  const where = { owner, repo, issueNumber: pr.number, authorId: deps.botId };
  const reports = await findReportComments(octokit, {
    owner,
    repo,
    pr: pr.number,
    workflow: deps.workflow,
    botId: deps.botId,
  });
  const ours = reports.find((report) => report.firstLine === marker) ?? null;
  const runId = github.runId ?? 0;
  const newest = reports.filter((report) => report.run > runId).at(-1);
  // an earlier request answered again (its report re-run): it stays folded under the later answer, or says there is one
  const newer = newest && { url: newest.url, runId: newest.run };
  const body =
    newer === undefined
      ? answer.body
      : ours !== null && isSuperseded(ours.body)
        ? markReportSuperseded(answer.body, newer, marker)
        : noteNewerAnswer(answer.body, newer, marker);
  const comment = await writeStickyComment(octokit, { ...where, marker, body }, ours);
  deps.log(`report comment ${comment.action}: ${comment.url}`);
  if (answer.isTable && github.runId !== undefined) {
    const earlier = reports.filter((report) => report.run < runId && !isSuperseded(report.body));
    await foldEarlierReports(octokit, github, earlier, { url: comment.url, runId }, deps);
  }
  if (request.comment !== undefined) await reactOnRequest(octokit, github, request.comment.id, answer.reaction, deps);
  return comment.url;
}

/** The marker of this request's report: its PR, the workflow and the run that answers it. */
function answerMarker(pr: number, github: GitHubEnv, deps: ReportDeps): string {
  return reportMarker(pr, deps.workflow, github.runId);
}

/** Earlier requests' reports, folded under a link to the newer table; one deleted meanwhile is skipped. */
async function foldEarlierReports(
  octokit: GitHubClient,
  github: GitHubEnv,
  earlier: readonly FoundComment[],
  newer: { url: string; runId: number },
  deps: ReportDeps,
): Promise<void> {
  const { owner, repo } = github;
  for (const report of earlier) {
    const body = markReportSuperseded(report.body, newer, report.firstLine);
    try {
      await editComment(
        octokit,
        { owner, repo, commentId: report.id, body },
        `folding the earlier report ${report.id}`,
      );
      deps.log(`earlier report folded under the new one: ${report.url}`);
    } catch (error) {
      if (statusOf(error) !== 404) throw error;
    }
  }
}

/** The reaction on the /benchmark comment says the latest answer: our opposite one from an earlier attempt goes. */
async function reactOnRequest(
  octokit: GitHubClient,
  github: GitHubEnv,
  commentId: number,
  reaction: 'rocket' | 'confused',
  deps: ReportDeps,
): Promise<void> {
  const { owner, repo } = github;
  try {
    await addReaction(octokit, { owner, repo, commentId, content: reaction });
  } catch (error) {
    // the /benchmark comment was deleted since: the answer is posted, there is nothing to react on
    if (statusOf(error) !== 404) throw error;
    deps.log(`the /benchmark comment ${commentId} is gone (deleted?): the report is posted without a reaction`);
    return;
  }
  const opposite = reaction === 'rocket' ? 'confused' : 'rocket';
  try {
    await removeOwnReaction(octokit, { owner, repo, commentId, content: opposite, authorId: deps.botId });
  } catch (error) {
    deps.log(`could not remove the earlier ${opposite} reaction: ${(error as Error).message}`);
  }
}

/**
 * The execute job left nothing (it failed, was cancelled or lost its runner
 * before uploading): the PR still gets its one answer — what happened, with
 * the run's link — and the /benchmark comment a confused reaction. Without a
 * PR to answer, the missing directory is the error it always was.
 */
async function answerMissingResult(
  resultDir: string,
  request: Request | undefined,
  github: GitHubEnv,
  inputs: ActionInputs,
  deps: ReportDeps,
): Promise<ReportResult> {
  const pr = request?.pr;
  const missing = `no result in ${resultDir}: the execute job ended with ${inputs.executeResult}`;
  if (!deps.octokit || !inputs.comment || pr === undefined) throw new ResultDirError(missing);
  // execute's own word on why it stopped, when it left one and it is for this request
  const failure = await readFailureRecord(resultDir, deps.log);
  const forThis =
    failure !== null && failure.headSha === pr.headSha && failure.commentId === (request!.comment?.id ?? null);
  const answered = await answerWithoutTable({ failure: forThis ? failure : undefined }, request, github, inputs, deps);
  return { ...answered!, regressions: 0, improvements: 0, missing, partial: true };
}

/** The PR's answer without a table (when there is a PR to answer and comments are on), with a confused reaction. */
async function answerWithoutTable(
  why: Pick<Parameters<typeof missingResultReport>[0], 'failure' | 'unusable'>,
  request: Request | undefined,
  github: GitHubEnv,
  inputs: ActionInputs,
  deps: ReportDeps,
): Promise<{ body: string; commentUrl: string } | undefined> {
  const pr = request?.pr;
  const { octokit } = deps;
  if (!octokit || !inputs.comment || pr === undefined) return undefined;
  const body = missingResultReport({
    ...why,
    marker: answerMarker(pr.number, github, deps),
    headSha: pr.headSha,
    executeResult: inputs.executeResult,
    runUrl: github.runUrl,
  });
  const answer = { body, reaction: 'confused', isTable: false } as const;
  return { body, commentUrl: await answerOnPullRequest(octokit, github, request!, answer, deps) };
}

/** The runner's A/A line and, for each significant row, whether its change is within the runner's noise. */
function runnerNoise(
  calibration: NightlyCalibrationMetadata,
  comparisons: readonly RowComparison[],
): NonNullable<AnyReportInput['runnerNoise']> {
  return {
    header: calibrationHeader(calibration),
    rows: comparisons
      .filter((c) => isRegression(c) || isImprovement(c))
      .map((c) => ({ name: c.name, note: noiseMark(calibration, c).replace(/^ · /, '') })),
  };
}
