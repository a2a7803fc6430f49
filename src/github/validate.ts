// Checks on what we send to GitHub, made before sending: a clear error here
// beats a 422 (or a request to the wrong place) there.
import { GIT_OBJECT_ID } from '../options/grammar.ts';
import { BodyTooLongError, GitHubInputError } from './errors.ts';

/** GitHub's limit for issue and comment bodies, in characters. */
export const MAX_BODY_LENGTH = 65536;

const MARKER = /^<!-- [A-Za-z0-9_.:=/-]+(?: [A-Za-z0-9_.:=/-]+)* -->$/;

/** Throws unless `marker` is a short one-line hidden HTML comment of plain characters. */
export function assertValidMarker(marker: string): void {
  if (typeof marker !== 'string' || marker.length > 200 || !MARKER.test(marker) || marker.slice(4, -3).includes('--')) {
    throw new GitHubInputError(
      `invalid comment marker ${JSON.stringify(marker)}: expected a hidden HTML comment such as ` +
        `"<!-- node-benchmark-action:report -->" (letters, digits and _ . : = / - only, at most 200 characters)`,
    );
  }
}

export function assertRepoRef(owner: string, repo: string): void {
  const ownerOk = typeof owner === 'string' && /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})$/.test(owner);
  const repoOk = typeof repo === 'string' && /^[A-Za-z0-9._-]{1,100}$/.test(repo) && !/^\.+$/.test(repo);
  if (!ownerOk || !repoOk) {
    throw new GitHubInputError(`invalid repository ${JSON.stringify(`${owner}/${repo}`)}: expected owner/name`);
  }
}

export function assertPositiveInteger(value: number, what: string): void {
  if (!Number.isSafeInteger(value) || value <= 0) {
    throw new GitHubInputError(`invalid ${what}: ${String(value)} (expected a positive integer)`);
  }
}

export function assertIssueNumber(issueNumber: number): void {
  assertPositiveInteger(issueNumber, 'issue or pull request number');
}

/** A full commit SHA: 40 hex digits (SHA-1) or 64 (SHA-256 repositories); abbreviations are refused. */
export function assertFullSha(sha: string, what = 'commit SHA'): void {
  if (typeof sha !== 'string' || !GIT_OBJECT_ID.test(sha)) {
    throw new GitHubInputError(
      `invalid ${what} ${JSON.stringify(String(sha).slice(0, 80))}: expected a full lowercase hex SHA (40 or 64 digits)`,
    );
  }
}

/** Refuses a body GitHub would reject with 422 "Body is too long". Counts UTF-16 units: never fewer than GitHub's characters. */
export function assertBodyLength(what: string, body: string): void {
  if (body.length > MAX_BODY_LENGTH) throw new BodyTooLongError(what, body.length, MAX_BODY_LENGTH);
}
