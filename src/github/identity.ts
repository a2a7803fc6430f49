// Who our token posts as. Comments and issues are recognised as ours by the
// author's numeric id (never by login or by the marker alone: T8).
import type { GitHubClient, GitHubLog } from './client.ts';
import { GitHubPermissionError, step } from './errors.ts';

export interface GitHubIdentity {
  login: string;
  id: number;
  type: string;
}

/** The user behind a workflow's GITHUB_TOKEN. */
export const GITHUB_ACTIONS_BOT: GitHubIdentity = { login: 'github-actions[bot]', id: 41898282, type: 'Bot' };

/**
 * `GET /user`. Installation tokens (GITHUB_TOKEN, GitHub Apps) may not call
 * it and get 403 "Resource not accessible by integration"; then the token is
 * taken to be GITHUB_TOKEN, i.e. github-actions[bot]. A GitHub App token
 * must therefore be paired with an explicit author id.
 */
export async function getTokenIdentity(octokit: GitHubClient, log?: GitHubLog): Promise<GitHubIdentity> {
  try {
    const { data } = await step('looking up the token user (GET /user)', () => octokit.rest.users.getAuthenticated());
    if (typeof data.id !== 'number' || typeof data.login !== 'string') {
      throw new Error('looking up the token user (GET /user): the response has no numeric id and login');
    }
    return { login: data.login, id: data.id, type: data.type };
  } catch (error) {
    if (error instanceof GitHubPermissionError && /not accessible by integration/i.test(error.githubMessage)) {
      log?.debug?.(
        `GET /user is not available to installation tokens; assuming ${GITHUB_ACTIONS_BOT.login} (${GITHUB_ACTIONS_BOT.id})`,
      );
      return GITHUB_ACTIONS_BOT;
    }
    throw error;
  }
}

/** `authorId` when given (validated), else the token's identity's id. */
export async function resolveAuthorId(octokit: GitHubClient, authorId: number | undefined): Promise<number> {
  if (authorId !== undefined) {
    if (!Number.isSafeInteger(authorId) || authorId <= 0) {
      throw new TypeError(`authorId must be a positive integer (a GitHub user id), got ${String(authorId)}`);
    }
    return authorId;
  }
  return (await getTokenIdentity(octokit)).id;
}
