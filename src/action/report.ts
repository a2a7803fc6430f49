// Report job (GitHub-hosted, has a token, executes nothing from the
// artifact): validates the result directory, recomputes the verdicts from
// the CSV, and delivers them: sticky PR comment, reactions, job summary.
// Where it posts (the PR, the /benchmark comment) comes from the gate's
// request, never from the artifact, which must be for the SHA the gate pinned.
import { addReaction } from '../github/reactions.ts';
import { upsertStickyComment } from '../github/sticky-comment.ts';
import type { GitHubClient } from '../github/client.ts';
import {
  buildReport,
  missingResultReport,
  REPORT_MARKER,
  reportMarker,
  type AnyReportInput,
  sizingDescription,
} from '../report/comment.ts';
import { calibrationHeader, noiseMark } from '../nightly/calibration.ts';
import type { Request } from '../request/request.ts';
import { describeHeavyLoad, heavyLoadWarning } from '../run/fingerprint.ts';
import { isImprovement, isRegression, type Analysis, type Comparison } from '../stats/analyze.ts';
import { analyzeDecided } from '../stats/verdict.ts';
import type { ActionInputs } from './inputs.ts';
import type { GitHubEnv } from './github-env.ts';
import { readdir } from 'node:fs/promises';
import {
  readResults,
  RESULT_JSON,
  ResultDirError,
  type NightlyCalibrationMetadata,
  type ResultMetadata,
} from '../artifact/result-dir.ts';
import { RequestError } from '../errors.ts';

export interface ReportResult {
  body: string;
  /** absent when the execute job left no result: the body says so */
  analysis?: Analysis;
  regressions: number;
  improvements: number;
  commentUrl?: string;
  /** why there is nothing to report (the answer posted says it), when there is not */
  missing?: string;
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
  const { metadata, groups, adaptive } = await readResults(resultDir);
  if (metadata.nightly !== undefined) {
    throw new ResultDirError('this is a nightly scan result directory: report it with mode nightly-report');
  }
  if (request) {
    if (request.repository.toLowerCase() !== `${github.owner}/${github.repo}`.toLowerCase()) {
      throw new RequestError(`the request is for ${request.repository}, not ${github.owner}/${github.repo}`);
    }
    checkResultMatchesRequest(metadata, request);
  }
  const pr = request?.pr;
  const marker = pr ? reportMarker(pr.number, deps.workflow) : REPORT_MARKER;
  // runs auto: the decisions of the looks readResults replayed from the CSV (one family over every shard)
  const analysis = analyzeDecided(
    groups,
    { correction: inputs.correction, deltaPercent: metadata.adaptive?.delta },
    adaptive?.named(),
  );
  const heavy = heavyLoadWarning(metadata.load ?? null);
  if (heavy !== null) deps.log(heavy);
  const body = buildReport({
    analysis,
    old: { spec: metadata.old.spec, version: metadata.old.version, sha: metadata.old.sha ?? undefined },
    new: { spec: metadata.new.spec, version: metadata.new.version, sha: metadata.new.sha ?? undefined },
    fingerprint: metadata.fingerprint,
    runs: metadata.runs,
    durationMs: metadata.durationMs,
    partial: metadata.partial,
    ...(metadata.unmeasured ? { unmeasured: metadata.unmeasured } : {}),
    failures: metadata.failures,
    warnings: [describeHeavyLoad(metadata.load ?? null)].filter((w) => w !== null),
    ...(metadata.calibration ? { runnerNoise: runnerNoise(metadata.calibration, analysis.comparisons) } : {}),
    runUrl: github.runUrl,
    repositoryUrl: github.runUrl?.replace(/\/actions\/runs\/.*$/, ''),
    run: request && {
      groups: request.groups,
      filter: request.filter,
      exclude: request.exclude,
      set: request.set,
      seed: metadata.seed,
      requestedBy: (request.comment?.author ?? request.requestedBy)?.login,
      trigger: request.trigger,
      adaptiveMaxRuns: metadata.adaptive?.maxRuns,
      sizing: sizingDescription(metadata.sizing),
      ...(metadata.suite ? { suite: metadata.suite } : {}),
    },
    ...(github.tool ? { tool: github.tool } : {}),
    ...(request?.pr ? { pullRequest: { number: request.pr.number, headSha: request.pr.headSha } } : {}),
    marker,
  });
  const result: ReportResult = {
    body,
    analysis,
    regressions: analysis.comparisons.filter(isRegression).length,
    improvements: analysis.comparisons.filter(isImprovement).length,
  };

  const { octokit } = deps;
  if (!octokit || !inputs.comment || pr === undefined) return result;
  const failed = metadata.failures.length > 0 || metadata.partial;
  result.commentUrl = await answerOnPullRequest(octokit, github, request!, body, failed ? 'confused' : 'rocket', deps);
  return result;
}

/** The one answer on the PR: the sticky comment (created or updated) and the /benchmark comment's reaction. */
async function answerOnPullRequest(
  octokit: GitHubClient,
  github: GitHubEnv,
  request: Request,
  body: string,
  reaction: 'rocket' | 'confused',
  deps: ReportDeps,
): Promise<string> {
  const { owner, repo } = github;
  const pr = request.pr!;
  const comment = await upsertStickyComment(octokit, {
    owner,
    repo,
    issueNumber: pr.number,
    marker: reportMarker(pr.number, deps.workflow),
    body,
    authorId: deps.botId,
  });
  deps.log(`report comment ${comment.action}: ${comment.url}`);
  if (request.comment !== undefined) {
    await addReaction(octokit, { owner, repo, commentId: request.comment.id, content: reaction });
  }
  return comment.url;
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
  const { octokit } = deps;
  if (!octokit || !inputs.comment || pr === undefined) throw new ResultDirError(missing);
  const body = missingResultReport({
    marker: reportMarker(pr.number, deps.workflow),
    headSha: pr.headSha,
    executeResult: inputs.executeResult,
    runUrl: github.runUrl,
  });
  const commentUrl = await answerOnPullRequest(octokit, github, request!, body, 'confused', deps);
  return { body, regressions: 0, improvements: 0, commentUrl, missing };
}

/** The runner's A/A line and, for each significant row, whether its change is within the runner's noise. */
function runnerNoise(
  calibration: NightlyCalibrationMetadata,
  comparisons: readonly Comparison[],
): NonNullable<AnyReportInput['runnerNoise']> {
  return {
    header: calibrationHeader(calibration),
    rows: comparisons
      .filter((c) => isRegression(c) || isImprovement(c))
      .map((c) => ({ name: c.name, note: noiseMark(calibration, c).replace(/^ · /, '') })),
  };
}
