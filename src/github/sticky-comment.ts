// One report comment per pull request, updated in place: found by our hidden
// marker AND our author id across every page of comments (a user who pastes
// our marker is ignored: T8), skipped when unchanged, re-created when it was
// deleted under us. The marker must be the body's whole first line: another
// comment by the same bot (another workflow sharing github-actions[bot]) that
// quotes or mentions our marker further down is not ours.
import type { GitHubClient } from './client.ts';
import { statusOf, step } from './errors.ts';
import { resolveAuthorId } from './identity.ts';
import { editComment, postComment } from './comments.ts';
import { assertBodyLength, assertIssueNumber, assertRepoRef, assertValidMarker } from './validate.ts';

export interface StickyCommentOptions {
  owner: string;
  repo: string;
  issueNumber: number;
  /** a hidden HTML comment naming the PR and workflow (see reportMarker); put first in the body if absent */
  marker: string;
  body: string;
  /** our bot's numeric user id; default: the token's (GET /user, github-actions[bot] for GITHUB_TOKEN) */
  authorId?: number;
}

export interface StickyCommentResult {
  action: 'created' | 'updated' | 'unchanged';
  id: number;
  url: string;
}

/** A body with CRLF line endings made LF, as bodies are compared and split. */
export function normalise(text: string | undefined | null): string {
  return (text ?? '').replace(/\r\n/g, '\n');
}

/** True when `marker` is the body's whole first line. */
export function startsWithMarker(body: string | undefined | null, marker: string): boolean {
  const text = normalise(body);
  return text === marker || text.startsWith(`${marker}\n`);
}

export interface FoundComment {
  id: number;
  body: string;
  /** the body's first line (the marker, in ours), without its line ending */
  firstLine: string;
  url: string;
}

/** Our comments (every page searched; other authors' ignored) whose first line `isOurs` accepts, oldest first. */
export async function findOurComments(
  octokit: GitHubClient,
  options: Pick<StickyCommentOptions, 'owner' | 'repo' | 'issueNumber' | 'authorId'>,
  isOurs: (firstLine: string) => boolean,
): Promise<FoundComment[]> {
  const { owner, repo, issueNumber } = options;
  const authorId = await resolveAuthorId(octokit, options.authorId);
  const comments = await step(`listing the comments of ${owner}/${repo}#${issueNumber}`, () =>
    octokit.paginate(octokit.rest.issues.listComments, { owner, repo, issue_number: issueNumber, per_page: 100 }),
  );
  return comments
    .filter((comment) => comment.user?.id === authorId)
    .map((comment) => ({
      id: comment.id,
      body: comment.body ?? '',
      firstLine: normalise(comment.body).split('\n', 1)[0]!,
      url: comment.html_url,
    }))
    .filter((comment) => isOurs(comment.firstLine));
}

/** Our comment carrying the marker (every page searched; other authors' copies ignored), or null. */
export async function findStickyComment(
  octokit: GitHubClient,
  options: Pick<StickyCommentOptions, 'owner' | 'repo' | 'issueNumber' | 'marker' | 'authorId'>,
): Promise<FoundComment | null> {
  // Oldest first, as GitHub lists them: the comment we created first stays the sticky one.
  const [ours] = await findOurComments(octokit, options, (firstLine) => firstLine === options.marker);
  return ours ?? null;
}

export async function upsertStickyComment(
  octokit: GitHubClient,
  options: StickyCommentOptions,
): Promise<StickyCommentResult> {
  checkStickyOptions(options);
  return writeStickyComment(octokit, options, await findStickyComment(octokit, options));
}

/** Bad options are refused before any request is made. */
function checkStickyOptions(options: StickyCommentOptions): void {
  assertRepoRef(options.owner, options.repo);
  assertIssueNumber(options.issueNumber);
  assertValidMarker(options.marker);
  assertBodyLength(
    `the report comment for ${options.owner}/${options.repo}#${options.issueNumber}`,
    withMarker(options),
  );
}

/** The body as posted: the marker its first line. */
function withMarker(options: StickyCommentOptions): string {
  return startsWithMarker(options.body, options.marker) ? options.body : `${options.marker}\n${options.body}`;
}

/**
 * Creates the comment, or updates `ours` (the comment findStickyComment or
 * findOurComments found): unchanged bodies are left alone, and a comment
 * deleted under us is posted afresh.
 */
export async function writeStickyComment(
  octokit: GitHubClient,
  options: StickyCommentOptions,
  ours: FoundComment | null,
): Promise<StickyCommentResult> {
  const { owner, repo, issueNumber } = options;
  checkStickyOptions(options);
  const body = withMarker(options);
  const where = `${owner}/${repo}#${issueNumber}`;

  const create = async (): Promise<StickyCommentResult> => {
    const posted = await postComment(octokit, { owner, repo, issueNumber, body }, 'creating the report comment');
    return { action: 'created', ...posted };
  };

  if (!ours) return create();
  if (normalise(ours.body) === normalise(body)) return { action: 'unchanged', id: ours.id, url: ours.url };
  try {
    const edited = await editComment(
      octokit,
      { owner, repo, commentId: ours.id, body },
      `updating the report comment ${ours.id} on ${where}`,
    );
    return { action: 'updated', ...edited };
  } catch (error) {
    // Deleted between listing and updating: post a fresh one.
    if (statusOf(error) === 404) return create();
    throw error;
  }
}
