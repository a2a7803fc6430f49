// Posting and editing issue comments (a pull request's comments are its issue's): every comment the Action writes
// goes through here, its target and size checked before the request.
import type { GitHubClient } from './client.ts';
import { step } from './errors.ts';
import { assertBodyLength, assertIssueNumber, assertPositiveInteger, assertRepoRef } from './validate.ts';

export interface PostedComment {
  id: number;
  url: string;
}

/** A new comment on issue or pull request `issueNumber`; `what` names the step in an error ("answering the label"). */
export async function postComment(
  octokit: GitHubClient,
  target: { owner: string; repo: string; issueNumber: number; body: string },
  what: string,
): Promise<PostedComment> {
  const { owner, repo, issueNumber, body } = target;
  assertRepoRef(owner, repo);
  assertIssueNumber(issueNumber);
  assertBodyLength(`the comment on ${owner}/${repo}#${issueNumber}`, body);
  const { data } = await step(`${what} on ${owner}/${repo}#${issueNumber}`, () =>
    octokit.rest.issues.createComment({ owner, repo, issue_number: issueNumber, body }),
  );
  return { id: data.id, url: data.html_url };
}

/** Replaces comment `commentId`'s body; `what` names the step in an error. */
export async function editComment(
  octokit: GitHubClient,
  target: { owner: string; repo: string; commentId: number; body: string },
  what: string,
): Promise<PostedComment> {
  const { owner, repo, commentId, body } = target;
  assertRepoRef(owner, repo);
  assertPositiveInteger(commentId, 'comment id');
  assertBodyLength(`comment ${commentId} in ${owner}/${repo}`, body);
  const { data } = await step(what, () =>
    octokit.rest.issues.updateComment({ owner, repo, comment_id: commentId, body }),
  );
  return { id: data.id, url: data.html_url };
}
