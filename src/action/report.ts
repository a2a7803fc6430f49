// Report job (GitHub-hosted, has a token, executes nothing from the
// artifact): validates the result directory, recomputes the verdicts from
// the CSV, and delivers them: sticky PR comment, reactions, job summary.
import { findPullForSha } from '../github/pulls.ts';
import { addReaction } from '../github/reactions.ts';
import { upsertStickyComment } from '../github/sticky-comment.ts';
import { step } from '../github/errors.ts';
import type { GitHubClient } from '../github/client.ts';
import { buildReport, REPORT_MARKER } from '../report/comment.ts';
import { isImprovement, isRegression, type Analysis } from '../stats/analyze.ts';
import type { ActionInputs } from './inputs.ts';
import type { GitHubEnv } from './github-env.ts';
import { readResults } from './result-dir.ts';

export interface ReportResult {
  body: string;
  analysis: Analysis;
  regressions: number;
  improvements: number;
  commentUrl?: string;
}

export interface ReportDeps {
  /** absent: no GitHub delivery (job summary only) */
  octokit?: GitHubClient;
  botId: number;
  log: (line: string) => void;
}

export async function runReport(
  resultDir: string,
  github: GitHubEnv,
  inputs: ActionInputs,
  deps: ReportDeps,
): Promise<ReportResult> {
  const { metadata, groups } = await readResults(resultDir);
  const analysis = groups.analyze({ correction: inputs.correction });
  const body = buildReport({
    analysis,
    old: { spec: metadata.old.spec, version: metadata.old.version, sha: metadata.old.sha ?? undefined },
    new: { spec: metadata.new.spec, version: metadata.new.version, sha: metadata.new.sha ?? undefined },
    fingerprint: metadata.fingerprint,
    runs: metadata.runs,
    durationMs: metadata.durationMs,
    partial: metadata.partial,
    failures: metadata.failures,
    runUrl: github.runUrl,
  });
  const result: ReportResult = {
    body,
    analysis,
    regressions: analysis.comparisons.filter(isRegression).length,
    improvements: analysis.comparisons.filter(isImprovement).length,
  };

  const { octokit } = deps;
  if (!octokit || !inputs.comment || metadata.headSha === null) return result;
  const { owner, repo } = github;
  // Never trust a PR number from the artifact: find the open PR whose head is the benchmarked commit.
  const pull = await findPullForSha(octokit, { owner, repo, sha: metadata.headSha });
  if (pull === null) {
    deps.log(`no open pull request has head ${metadata.headSha} any more: report left in the job summary only`);
    return result;
  }
  const comment = await upsertStickyComment(octokit, {
    owner,
    repo,
    issueNumber: pull.number,
    marker: REPORT_MARKER,
    body,
    authorId: deps.botId,
  });
  deps.log(`report comment ${comment.action}: ${comment.url}`);
  result.commentUrl = comment.url;

  if (metadata.commentId !== null) {
    // React only on a /benchmark comment that really belongs to this PR.
    const { data } = await step(`reading comment ${metadata.commentId}`, () =>
      octokit.rest.issues.getComment({ owner, repo, comment_id: metadata.commentId! }),
    );
    if (data.issue_url.endsWith(`/issues/${pull.number}`)) {
      const failed = metadata.failures.length > 0 || metadata.partial;
      await addReaction(octokit, {
        owner,
        repo,
        commentId: metadata.commentId,
        content: failed ? 'confused' : 'rocket',
      });
    } else {
      deps.log(`comment ${metadata.commentId} is not on #${pull.number}: no reaction`);
    }
  }
  return result;
}
