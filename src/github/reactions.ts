// Acknowledging a /benchmark comment: a reaction on it, and a short reply on
// the pull request that repeats nothing of the user's text but the validated
// command.
import type { GitHubClient } from './client.ts';
import { GitHubInputError, step } from './errors.ts';
import { assertBodyLength, assertIssueNumber, assertPositiveInteger, assertRepoRef } from './validate.ts';

export const REACTION_CONTENTS = ['+1', '-1', 'laugh', 'confused', 'heart', 'hooray', 'rocket', 'eyes'] as const;
export type ReactionContent = (typeof REACTION_CONTENTS)[number];

export interface AddReactionOptions {
  owner: string;
  repo: string;
  commentId: number;
  content: ReactionContent;
}

export interface ReactionResult {
  id: number;
  content: string;
  /** false when the reaction was already there (GitHub answers 200 instead of 201) */
  created: boolean;
}

export async function addReaction(octokit: GitHubClient, options: AddReactionOptions): Promise<ReactionResult> {
  const { owner, repo, commentId, content } = options;
  assertRepoRef(owner, repo);
  assertPositiveInteger(commentId, 'comment id');
  if (!(REACTION_CONTENTS as readonly string[]).includes(content)) {
    throw new GitHubInputError(
      `invalid reaction ${JSON.stringify(content)}: expected one of ${REACTION_CONTENTS.join(', ')}`,
    );
  }
  const response = await step(`adding the ${content} reaction to comment ${commentId} in ${owner}/${repo}`, () =>
    octokit.rest.reactions.createForIssueComment({ owner, repo, comment_id: commentId, content }),
  );
  return { id: response.data.id, content: response.data.content, created: response.status === 201 };
}

/**
 * Removes our own `content` reaction from a comment, if it has one (another
 * user's is never touched): the answer's reaction says the latest outcome,
 * not a refused or failed attempt beside a later success. Returns how many
 * were removed.
 */
export async function removeOwnReaction(
  octokit: GitHubClient,
  options: AddReactionOptions & { authorId: number },
): Promise<number> {
  const { owner, repo, commentId, content, authorId } = options;
  assertRepoRef(owner, repo);
  assertPositiveInteger(commentId, 'comment id');
  const reactions = await step(`listing the ${content} reactions of comment ${commentId} in ${owner}/${repo}`, () =>
    octokit.paginate(octokit.rest.reactions.listForIssueComment, {
      owner,
      repo,
      comment_id: commentId,
      content,
      per_page: 100,
    }),
  );
  const ours = reactions.filter((reaction) => reaction.user?.id === authorId);
  for (const reaction of ours) {
    await step(`removing our ${content} reaction from comment ${commentId} in ${owner}/${repo}`, () =>
      octokit.rest.reactions.deleteForIssueComment({ owner, repo, comment_id: commentId, reaction_id: reaction.id }),
    );
  }
  return ours.length;
}

export interface ReplyOptions {
  owner: string;
  repo: string;
  /** the pull request (or issue) the comment is on */
  issueNumber: number;
  /** the comment we answer; it must be on `issueNumber` */
  commentId: number;
  /** our own text (never the user's): e.g. "Benchmarking abc1234 …" */
  message: string;
  /** the parsed, validated command to echo back, e.g. `/benchmark http --runs 30` */
  command?: string;
}

export interface ReplyResult {
  id: number;
  url: string;
}

/** What an echoed command may contain: the request grammar's characters, no backticks, @, # or newlines. */
const SAFE_COMMAND = /^[A-Za-z0-9_.,:=/ -]{1,500}$/;

export async function replyToComment(octokit: GitHubClient, options: ReplyOptions): Promise<ReplyResult> {
  const { owner, repo, issueNumber, commentId, message, command } = options;
  assertRepoRef(owner, repo);
  assertIssueNumber(issueNumber);
  assertPositiveInteger(commentId, 'comment id');
  if (message.trim().length === 0) {
    throw new GitHubInputError('replyToComment: the reply message is empty');
  }
  if (command !== undefined && !SAFE_COMMAND.test(command)) {
    throw new GitHubInputError(
      `replyToComment: refusing to echo the command ${JSON.stringify(String(command).slice(0, 80))}: ` +
        'only letters, digits, spaces and _ . , : = / - may be quoted back',
    );
  }
  const where = `${owner}/${repo}#${issueNumber}`;
  const { data: original } = await step(`reading comment ${commentId} to reply to it on ${where}`, () =>
    octokit.rest.issues.getComment({ owner, repo, comment_id: commentId }),
  );
  const expectedSuffix = `/repos/${owner}/${repo}/issues/${issueNumber}`.toLowerCase();
  if (!original.issue_url.toLowerCase().endsWith(expectedSuffix)) {
    throw new GitHubInputError(
      `replyToComment: comment ${commentId} is not on ${where} (it is on ${original.issue_url})`,
    );
  }
  const parts = [message.trim()];
  if (command !== undefined) parts.push(`> Request: \`${command}\``);
  parts.push(`<sub>In reply to [this comment](${original.html_url}).</sub>`);
  const body = parts.join('\n\n');
  assertBodyLength(`the reply on ${where}`, body);
  const { data } = await step(`replying on ${where}`, () =>
    octokit.rest.issues.createComment({ owner, repo, issue_number: issueNumber, body }),
  );
  return { id: data.id, url: data.html_url };
}
