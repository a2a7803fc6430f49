// Errors of the GitHub delivery layer. Every API failure becomes a
// GitHubApiError (or one of its two special kinds) whose message names the
// call that failed, GitHub's own message and how many retries were spent.
import { UserError } from '../errors.ts';

/** The fields we read from an @octokit/request-error RequestError (or anything shaped like one). */
interface RequestErrorLike {
  status: number;
  message: string;
  request?: { method?: string; url?: string; request?: { retryCount?: number } };
  response?: { status?: number; headers?: Record<string, string | number | undefined>; data?: unknown };
}

export interface GitHubApiErrorDetails {
  status: number;
  method: string;
  /** the request path, e.g. /repos/o/r/issues/comments/12 (no host, no query) */
  path: string;
  /** GitHub's `message` (or the network error) */
  githubMessage: string;
  requestId?: string;
  /** retries spent before giving up */
  retries: number;
  cause?: unknown;
}

/** A GitHub REST call failed: `status` is the HTTP status (500 for network errors and timeouts). */
export class GitHubApiError extends UserError {
  readonly status: number;
  readonly method: string;
  readonly path: string;
  readonly githubMessage: string;
  readonly requestId: string | undefined;
  readonly retries: number;

  constructor(details: GitHubApiErrorDetails, message?: string) {
    super(message ?? defaultMessage(details), { cause: details.cause });
    this.name = 'GitHubApiError';
    this.status = details.status;
    this.method = details.method;
    this.path = details.path;
    this.githubMessage = details.githubMessage;
    this.requestId = details.requestId;
    this.retries = details.retries;
  }
}

/**
 * GitHub refused the call for lack of permission (403 that is not a rate
 * limit). Never retried: this is the token's scope, not a transient fault.
 */
export class GitHubPermissionError extends GitHubApiError {
  constructor(details: GitHubApiErrorDetails) {
    super(details, permissionMessage(details));
    this.name = 'GitHubPermissionError';
  }
}

/** Still rate limited after the allowed retries, or GitHub asked for a longer wait than we accept. */
export class GitHubRateLimitError extends GitHubApiError {
  /** how long GitHub asked us to wait, when it said */
  readonly retryAfterSeconds: number | undefined;

  constructor(details: GitHubApiErrorDetails, retryAfterSeconds: number | undefined) {
    const wait = retryAfterSeconds === undefined ? '' : `; GitHub asked to wait ${retryAfterSeconds} s more`;
    super(
      details,
      `GitHub API ${details.method} ${details.path} is rate limited (${details.status}: ${details.githubMessage}); ` +
        `gave up after ${details.retries} ${details.retries === 1 ? 'retry' : 'retries'}${wait}`,
    );
    this.name = 'GitHubRateLimitError';
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** We refused to send a request because its input breaks a GitHub limit or our own rules. */
export class GitHubInputError extends UserError {
  constructor(message: string) {
    super(message);
    this.name = 'GitHubInputError';
  }
}

/** A comment or issue body longer than GitHub accepts (65,536 characters). */
export class BodyTooLongError extends GitHubInputError {
  readonly length: number;
  readonly limit: number;

  constructor(what: string, length: number, limit: number) {
    super(
      `refusing to send ${what}: its body is ${length} characters, more than GitHub's limit of ${limit} ` +
        `(GitHub would answer 422 "Body is too long"); the report builder must truncate it`,
    );
    this.name = 'BodyTooLongError';
    this.length = length;
    this.limit = limit;
  }
}

/** The pull request for a commit cannot be determined unambiguously. */
export class PullLookupError extends UserError {
  constructor(message: string) {
    super(message);
    this.name = 'PullLookupError';
  }
}

function defaultMessage(details: GitHubApiErrorDetails): string {
  const retries = details.retries > 0 ? ` after ${details.retries} ${details.retries === 1 ? 'retry' : 'retries'}` : '';
  const request = details.requestId ? ` (request id ${details.requestId})` : '';
  return `GitHub API ${details.method} ${details.path} failed with ${details.status}${retries}: ${details.githubMessage}${request}`;
}

function permissionMessage(details: GitHubApiErrorDetails): string {
  return (
    `GitHub API ${details.method} ${details.path} was refused with 403 "${details.githubMessage}": ` +
    `the token lacks the permission this call needs. A workflow run for a pull request from a fork gets a ` +
    `read-only GITHUB_TOKEN under pull_request, so it can neither comment, react nor open issues; trigger on ` +
    `issue_comment or pull_request_target (the base branch's workflow and token) and post from the separate report ` +
    `job (GitHub-hosted, with permissions pull-requests: write and issues: write), never from the job that runs the ` +
    `pull request's code. Otherwise check the workflow's permissions: block.`
  );
}

function isRequestErrorLike(error: unknown): error is RequestErrorLike {
  return (
    error instanceof Error &&
    typeof (error as Partial<RequestErrorLike>).status === 'number' &&
    typeof (error as Partial<RequestErrorLike>).request === 'object'
  );
}

function header(error: RequestErrorLike, name: string): string | undefined {
  const value = error.response?.headers?.[name];
  return value === undefined ? undefined : String(value);
}

/** GitHub's own `message` from the response, else the error's message. */
function githubMessageOf(error: RequestErrorLike): string {
  const data = error.response?.data;
  if (typeof data === 'object' && data !== null) {
    const message = (data as { message?: unknown }).message;
    const errors = (data as { errors?: unknown }).errors;
    if (typeof message === 'string') {
      const details = Array.isArray(errors)
        ? errors
            .map((entry) =>
              typeof entry === 'object' &&
              entry !== null &&
              typeof (entry as { message?: unknown }).message === 'string'
                ? (entry as { message: string }).message
                : JSON.stringify(entry),
            )
            .filter((text) => text.length > 0)
        : [];
      return details.length > 0 ? `${message}: ${details.join('; ')}` : message;
    }
  }
  if (typeof data === 'string' && data.length > 0) return data.slice(0, 500);
  return error.message;
}

function pathOf(url: string | undefined): string {
  if (!url) return '(unknown URL)';
  try {
    return new URL(url).pathname;
  } catch {
    return url.split('?')[0] ?? url;
  }
}

/** True for a 403/429 that GitHub sent because of a (primary or secondary) rate limit. */
export function isRateLimitError(error: unknown): boolean {
  if (!isRequestErrorLike(error) || (error.status !== 403 && error.status !== 429)) return false;
  if (error.status === 429) return true;
  if (header(error, 'x-ratelimit-remaining') === '0') return true;
  if (header(error, 'retry-after') !== undefined) return true;
  return /\brate limit/i.test(githubMessageOf(error));
}

/** Seconds GitHub asked us to wait (retry-after, else x-ratelimit-reset), if it said. */
export function retryAfterSecondsOf(error: unknown): number | undefined {
  if (!isRequestErrorLike(error)) return undefined;
  const retryAfter = Number(header(error, 'retry-after'));
  if (header(error, 'retry-after') !== undefined && Number.isFinite(retryAfter) && retryAfter >= 0) return retryAfter;
  const reset = Number(header(error, 'x-ratelimit-reset'));
  if (header(error, 'x-ratelimit-reset') !== undefined && Number.isFinite(reset)) {
    return Math.max(0, Math.ceil(reset - Date.now() / 1000));
  }
  return undefined;
}

/**
 * Turns an octokit RequestError into GitHubApiError / GitHubPermissionError /
 * GitHubRateLimitError; returns anything else (including our own errors) unchanged.
 */
export function toGitHubError(error: unknown, known: { retries?: number } = {}): unknown {
  if (error instanceof GitHubApiError || !isRequestErrorLike(error)) return error;
  const details: GitHubApiErrorDetails = {
    status: error.status,
    method: (error.request?.method ?? 'GET').toUpperCase(),
    path: pathOf(error.request?.url),
    githubMessage: error.response ? githubMessageOf(error) : `no response: ${error.message}`,
    requestId: header(error, 'x-github-request-id'),
    retries: known.retries ?? error.request?.request?.retryCount ?? 0,
    cause: error,
  };
  if (isRateLimitError(error)) return new GitHubRateLimitError(details, retryAfterSecondsOf(error));
  if (error.status === 403) return new GitHubPermissionError(details);
  return new GitHubApiError(details);
}

/** The HTTP status of a GitHub error (ours or octokit's), else undefined. */
export function statusOf(error: unknown): number | undefined {
  if (error instanceof GitHubApiError) return error.status;
  if (isRequestErrorLike(error)) return error.status;
  return undefined;
}

/**
 * Runs one API step and, when it fails, converts the error with
 * toGitHubError and prefixes its message with what we were doing.
 */
export async function step<T>(what: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const converted = toGitHubError(error);
    if (converted instanceof Error && !converted.message.startsWith(`${what}: `)) {
      converted.message = `${what}: ${converted.message}`;
    }
    throw converted;
  }
}
