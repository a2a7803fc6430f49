// Pull request lookups. The report job finds its PR from the head SHA of the
// run (findPullForSha), never from a number carried in an artifact.
import type { GitHubClient } from './client.ts';
import { PullLookupError, statusOf, step } from './errors.ts';
import { assertFullSha, assertPositiveInteger, assertRepoRef } from './validate.ts';

export interface PullInfo {
  number: number;
  headSha: string;
  headRef: string;
  /** full name of the head repository (owner/name); null when the fork was deleted */
  headRepo: string | null;
  baseRef: string;
  baseSha: string;
  state: 'open' | 'closed';
  htmlUrl: string;
}

/** The fields of a pull request (full or "simple") that PullInfo is made of. */
interface PullLike {
  number: number;
  state: string;
  html_url: string;
  head: { sha: string; ref: string; repo: { full_name: string } | null };
  base: { sha: string; ref: string; repo: { full_name: string } };
}

function toPullInfo(pull: PullLike, where: string): PullInfo {
  if (pull.state !== 'open' && pull.state !== 'closed') {
    throw new PullLookupError(`${where}: GitHub gave pull request #${pull.number} the unknown state ${pull.state}`);
  }
  assertFullSha(pull.head.sha, `head SHA of ${where}#${pull.number}`);
  return {
    number: pull.number,
    headSha: pull.head.sha,
    headRef: pull.head.ref,
    headRepo: pull.head.repo?.full_name ?? null,
    baseRef: pull.base.ref,
    baseSha: pull.base.sha,
    state: pull.state,
    htmlUrl: pull.html_url,
  };
}

/** A pull request as GitHub sends it (GET /pulls/{n}): nothing in it checked yet. */
export type GitHubPull = Awaited<ReturnType<GitHubClient['rest']['pulls']['get']>>['data'];

/**
 * Pull request `number` as GitHub sends it, for a caller that checks the fields it uses itself (the gate pins
 * the head from it: pinPullRequest in request/events.ts); `what` names the step in an error.
 */
export async function fetchPull(
  octokit: GitHubClient,
  options: { owner: string; repo: string; number: number },
  what = `reading pull request ${options.owner}/${options.repo}#${options.number}`,
): Promise<GitHubPull> {
  const { owner, repo, number } = options;
  assertRepoRef(owner, repo);
  assertPositiveInteger(number, 'pull request number');
  const { data } = await step(what, () => octokit.rest.pulls.get({ owner, repo, pull_number: number }));
  return data;
}

export async function getPull(
  octokit: GitHubClient,
  options: { owner: string; repo: string; number: number },
): Promise<PullInfo> {
  return toPullInfo(await fetchPull(octokit, options), `${options.owner}/${options.repo}`);
}

/** GitHub lists at most this many of a pull request's commits (GET /pulls/{n}/commits). */
export const PULL_COMMITS_LISTED = 250;

/**
 * Whether `commit` is one of pull request `number`'s commits, from the pull
 * request's own commit list: it knows a fork's commits, which GET
 * /commits/{sha}/pulls does not (most node core PRs come from forks).
 * 'unlisted': not among the commits GitHub lists, which are only the first
 * PULL_COMMITS_LISTED: the pull request has more, so the answer is unknown.
 */
export async function isCommitOfPull(
  octokit: GitHubClient,
  options: { owner: string; repo: string; number: number; commit: string },
): Promise<boolean | 'unlisted'> {
  const { owner, repo, number, commit } = options;
  assertRepoRef(owner, repo);
  assertFullSha(commit);
  const commits = await step(`listing the commits of ${owner}/${repo}#${number}`, () =>
    octokit.paginate(octokit.rest.pulls.listCommits, { owner, repo, pull_number: number, per_page: 100 }),
  );
  if (commits.some((c) => c.sha.toLowerCase() === commit)) return true;
  return commits.length >= PULL_COMMITS_LISTED ? 'unlisted' : false;
}

/**
 * The open pull request of `owner/repo` whose head is exactly `sha` (a full
 * SHA), or null. Asks GET /commits/{sha}/pulls first; that endpoint does not
 * know commits that exist only in a fork, so it then scans the open pull
 * requests. Several open PRs with that head is an error (PullLookupError).
 */
export async function findPullForSha(
  octokit: GitHubClient,
  options: { owner: string; repo: string; sha: string },
): Promise<PullInfo | null> {
  const { owner, repo, sha } = options;
  assertRepoRef(owner, repo);
  assertFullSha(sha);
  const where = `${owner}/${repo}`;
  const fullName = where.toLowerCase();
  const pick = (pulls: PullLike[]): PullLike[] =>
    pulls.filter(
      (pull) => pull.state === 'open' && pull.head.sha === sha && pull.base.repo.full_name.toLowerCase() === fullName,
    );

  let matches: PullLike[] = [];
  try {
    const associated = await step(`listing the pull requests of commit ${sha} in ${where}`, () =>
      octokit.paginate(octokit.rest.repos.listPullRequestsAssociatedWithCommit, {
        owner,
        repo,
        commit_sha: sha,
        per_page: 100,
      }),
    );
    matches = pick(associated);
  } catch (error) {
    // 422 "No commit found for SHA": not in this repository (e.g. only in a fork).
    // (409 "Git Repository is empty." never gets here: octokit.paginate turns it into an empty list.)
    if (statusOf(error) !== 422 && statusOf(error) !== 404) throw error;
  }
  if (matches.length === 0) {
    const open = await step(`listing the open pull requests of ${where}`, () =>
      octokit.paginate(octokit.rest.pulls.list, { owner, repo, state: 'open', per_page: 100 }),
    );
    matches = pick(open);
  }
  // Pages can shift while we read them, listing one pull request twice: count distinct numbers.
  matches = [...new Map(matches.map((pull) => [pull.number, pull])).values()];
  if (matches.length > 1) {
    const numbers = matches.map((pull) => `#${pull.number}`).join(', ');
    throw new PullLookupError(`commit ${sha} is the head of several open pull requests in ${where} (${numbers})`);
  }
  return matches[0] ? toPullInfo(matches[0], where) : null;
}

/** GitHub lists at most this many files of a pull request. */
export const PULL_FILES_LIMIT = 3000;

export interface PullFiles {
  /** changed paths; a renamed file counts with its old path too */
  files: string[];
  /** the pull request changes more files than GitHub lists (3,000): the rest were not read */
  truncated: boolean;
}

/**
 * The files a pull request changes (GET /pulls/{n}/files, paginated). The
 * endpoint stops at 3,000 files; `changedFiles` (the pull request's
 * changed_files) says whether the list was cut there.
 */
export async function listPullFiles(
  octokit: GitHubClient,
  options: { owner: string; repo: string; number: number; changedFiles?: number },
): Promise<PullFiles> {
  const { owner, repo, number } = options;
  assertRepoRef(owner, repo);
  assertPositiveInteger(number, 'pull request number');
  const entries = await step(`listing the files of pull request ${owner}/${repo}#${number}`, () =>
    octokit.paginate(octokit.rest.pulls.listFiles, { owner, repo, pull_number: number, per_page: 100 }),
  );
  const files = new Set<string>();
  for (const entry of entries) {
    files.add(entry.filename);
    if (typeof entry.previous_filename === 'string') files.add(entry.previous_filename);
  }
  const truncated =
    entries.length >= PULL_FILES_LIMIT || (options.changedFiles !== undefined && options.changedFiles > entries.length);
  return { files: [...files], truncated };
}
