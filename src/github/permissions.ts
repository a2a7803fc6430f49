// Who may trigger a benchmark: the repository role from
// GET /repos/{owner}/{repo}/collaborators/{username}/permission must be
// admin, maintain or write, for the same numeric user id as the commenter.
// author_association (CONTRIBUTOR = "has committed before") never counts (T1).
import type { GitHubClient } from './client.ts';
import { GitHubInputError, statusOf, step } from './errors.ts';
import { assertRepoRef } from './validate.ts';

export interface RepoPermissionQuery {
  owner: string;
  repo: string;
  /** the commenter's login */
  username: string;
  /** the commenter's numeric id, from the event payload: the answer must be about this user */
  userId: number;
}

export interface RepoPermission {
  allowed: boolean;
  /** role_name from GitHub (admin, maintain, write, triage, read, a custom role), or none */
  role: string;
  /** one sentence for logs and for the refusal reply */
  reason: string;
}

/** The roles allowed to run code on the benchmark runner. */
export const ALLOWED_ROLES: readonly string[] = ['admin', 'maintain', 'write'];

/** A GitHub user login (bots' `name[bot]` logins do not match, and are refused). */
const LOGIN = /^[A-Za-z0-9](?:[A-Za-z0-9]|-(?=[A-Za-z0-9])){0,38}$/;

export async function getRepoPermission(octokit: GitHubClient, query: RepoPermissionQuery): Promise<RepoPermission> {
  const { owner, repo, username, userId } = query;
  assertRepoRef(owner, repo);
  if (!Number.isSafeInteger(userId) || userId <= 0) {
    throw new GitHubInputError(`invalid user id for ${JSON.stringify(username)}: ${String(userId)}`);
  }
  if (typeof username !== 'string' || !LOGIN.test(username)) {
    return {
      allowed: false,
      role: 'none',
      reason: `${JSON.stringify(String(username).slice(0, 60))} is not a user login that may trigger benchmarks`,
    };
  }
  const where = `${owner}/${repo}`;
  let data: { permission?: unknown; role_name?: unknown; user?: { id?: unknown; login?: unknown } | null };
  try {
    ({ data } = await step(`checking ${username}'s permission on ${where}`, () =>
      octokit.rest.repos.getCollaboratorPermissionLevel({ owner, repo, username }),
    ));
  } catch (error) {
    if (statusOf(error) === 404) {
      return { allowed: false, role: 'none', reason: `${username} is not a collaborator of ${where}` };
    }
    throw error;
  }
  const answeredId = data.user?.id;
  if (answeredId !== userId) {
    return {
      allowed: false,
      role: 'none',
      reason:
        `GitHub's permission answer for login ${username} is about user id ${String(answeredId)}, not the ` +
        `commenter's id ${userId} (a look-alike or renamed login): refused`,
    };
  }
  const role = data.role_name;
  if (typeof role !== 'string' || role.length === 0) {
    return {
      allowed: false,
      role: 'none',
      reason: `GitHub's permission answer for ${username} has no role_name: refused`,
    };
  }
  if (ALLOWED_ROLES.includes(role)) {
    return { allowed: true, role, reason: `${username} has the ${role} role on ${where}` };
  }
  return {
    allowed: false,
    role,
    reason: `${username} has the ${role} role on ${where}; admin, maintain or write is required`,
  };
}
