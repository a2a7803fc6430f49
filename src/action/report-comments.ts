// Our report comments on a pull request: one per request, each with a marker naming the PR, the workflow and the
// workflow run that answers it (reportMarker). The report posts and folds them, the gate marks them stale and
// `/benchmark more` reads the latest; all three find them here.
import type { GitHubClient } from '../github/client.ts';
import { findOurComments, type FoundComment } from '../github/sticky-comment.ts';
import { reportRunOf } from '../report/comment.ts';

export interface ReportComment extends FoundComment {
  /** the workflow run of the request it answers; 0 for a comment from before requests had their own */
  run: number;
}

/**
 * Every request's report of ours on `pr` for `workflow` (our author id AND our marker first: a pasted copy is not
 * ours), in request order: by run, comment order within one run.
 */
export async function findReportComments(
  octokit: GitHubClient,
  where: { owner: string; repo: string; pr: number; workflow: string; botId: number },
): Promise<ReportComment[]> {
  const { owner, repo, pr, workflow, botId } = where;
  const found = await findOurComments(
    octokit,
    { owner, repo, issueNumber: pr, authorId: botId },
    (firstLine) => reportRunOf(firstLine, pr, workflow) !== undefined,
  );
  return found
    .map((comment) => ({ ...comment, run: reportRunOf(comment.firstLine, pr, workflow)! }))
    .sort((a, b) => a.run - b.run);
}
