// Which commit a /benchmark comment was accepted for, kept where a re-run of the workflow finds it: a check run on
// that commit, named for the comment. The gate's acceptance reply says the same, but anyone with write access can
// delete a comment, and then a re-run would pin whatever the head is by then; a check run cannot be deleted.
import type { GitHubClient } from './client.ts';
import { step } from './errors.ts';
import { assertPositiveInteger, assertRepoRef } from './validate.ts';

export const APPROVAL_CHECK_NAME = 'node-benchmark-action approval';

/** The check run's external id: which /benchmark comment this approval answers. */
export function approvalExternalId(commentId: number): string {
  return `node-benchmark-action:approved comment=${commentId}`;
}

export interface ApprovalOptions {
  owner: string;
  repo: string;
  /** the commit approved (the pinned head) */
  sha: string;
  commentId: number;
}

/** Records the approval: a completed, neutral check run on the approved commit, its summary saying what runs. */
export async function recordApproval(
  octokit: GitHubClient,
  options: ApprovalOptions & { summary: string },
): Promise<void> {
  const { owner, repo, sha, commentId } = options;
  assertRepoRef(owner, repo);
  assertPositiveInteger(commentId, 'comment id');
  await step(`recording the approval of comment ${commentId} on ${sha}`, () =>
    octokit.rest.checks.create({
      owner,
      repo,
      name: APPROVAL_CHECK_NAME,
      head_sha: sha,
      external_id: approvalExternalId(commentId),
      status: 'completed',
      conclusion: 'neutral',
      output: { title: 'Benchmark approved for this commit', summary: options.summary },
    }),
  );
}

/** Whether the comment's approval is recorded on `sha` (only that commit's check runs are read). */
export async function isApprovalRecorded(octokit: GitHubClient, options: ApprovalOptions): Promise<boolean> {
  const { owner, repo, sha, commentId } = options;
  assertRepoRef(owner, repo);
  assertPositiveInteger(commentId, 'comment id');
  const runs = await step(`reading the approvals recorded on ${sha}`, () =>
    octokit.paginate(octokit.rest.checks.listForRef, {
      owner,
      repo,
      ref: sha,
      check_name: APPROVAL_CHECK_NAME,
      filter: 'all',
      per_page: 100,
    }),
  );
  return runs.some((run) => run.external_id === approvalExternalId(commentId) && run.head_sha === sha);
}
