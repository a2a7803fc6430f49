// The Octokit factory: @octokit/rest (or, in the Action, @actions/github's
// getOctokit, handed in as `construct`) with plugin-throttling (rate limits,
// honouring retry-after and x-ratelimit-reset, a growing backoff when a
// secondary limit names no wait) and plugin-retry (5xx and
// network errors with quadratic backoff; no retry on other 4xx), a per-request
// timeout, and failures turned into GitHubApiError / GitHubPermissionError /
// GitHubRateLimitError. Everything else in src/github takes the instance as a
// parameter.
import { retry } from '@octokit/plugin-retry';
import { throttling } from '@octokit/plugin-throttling';
import type { Octokit as CoreOctokit } from '@octokit/core';
import type { OctokitOptions, OctokitPlugin } from '@octokit/core/types';
import { Octokit } from '@octokit/rest';
import Bottleneck from 'bottleneck/light.js';

import { isRateLimitError, retryAfterSecondsOf, toGitHubError } from './errors.ts';

/**
 * What every function in src/github accepts: an Octokit with the REST methods
 * and pagination, as @octokit/rest and @actions/github's getOctokit both make
 * (ours adds retries and throttling).
 */
export type GitHubClient = Pick<Octokit, 'rest' | 'paginate' | 'hook' | 'request' | 'log'>;

/**
 * Makes the instance from the token, its options and our plugins (innermost
 * first). The Action passes @actions/github's
 * `(token, options, plugins) => getOctokit(token, options, ...plugins)`.
 */
export type OctokitConstructor = (token: string, options: OctokitOptions, plugins: OctokitPlugin[]) => GitHubClient;

/** @octokit/rest's Octokit with the plugins: what the CLI and the tests use. */
export const restOctokit: OctokitConstructor = (token, options, plugins) =>
  new (Octokit.plugin(...plugins))({ ...options, auth: token });

export interface GitHubLog {
  debug?(message: string): void;
  info?(message: string): void;
  warn(message: string): void;
}

import type { FetchFn } from '../net/fetch.ts';

export interface GitHubClientOptions {
  token: string;
  /** how requests leave the machine: fetchFor(host env) honours HTTPS_PROXY/NO_PROXY */
  fetch: FetchFn;
  /** REST API root, e.g. https://api.github.com or $GITHUB_API_URL */
  baseUrl: string;
  userAgent?: string;
  /** where retries and rate-limit waits are reported; default: warnings to stderr */
  log?: GitHubLog;
  /** retries after the first attempt, for 5xx/network errors and for rate limits alike; default 3 */
  retries?: number;
  /** unit of the 5xx backoff: retry n waits n² × this; default 1000 */
  minRetryDelayMs?: number;
  /** never wait longer than this for a rate limit to lift (fail with GitHubRateLimitError instead); default 180 */
  maxRateLimitWaitSeconds?: number;
  /** the first wait for a rate limit that says no retry-after, doubled on each retry; default 60 (GitHub's advice) */
  fallbackWaitSeconds?: number;
  /**
   * Minimum spacing between write requests. Default: octokit's (1 s between
   * writes, 3 s between writes that notify people, as GitHub recommends).
   * Tests set 0.
   */
  writeSpacingMs?: number;
  /** abort (and retry) a request that takes longer than this; default 30000 */
  requestTimeoutMs?: number;
  /** how the instance is made; default restOctokit */
  construct?: OctokitConstructor;
}

const DEFAULT_USER_AGENT = 'node-benchmark-action';
/**
 * GitHub's advice when a secondary rate limit comes without retry-after: wait
 * at least a minute, and exponentially longer on each retry (60, 120, 240 s).
 */
const FALLBACK_SECONDARY_WAIT_SECONDS = 60;
/** The REST API version every request asks for (GitHub answers with its default otherwise, which may change). */
export const GITHUB_API_VERSION = '2022-11-28';

const defaultLog: GitHubLog = {
  warn: (message) => process.stderr.write(`warning: ${message}\n`),
};

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** `GET /repos/nodejs/node/pulls/7` from octokit's request options (route template plus parameters). */
function describe(options: { method?: string; url?: string }): string {
  const params = options as Record<string, unknown>;
  const url = (options.url ?? '').replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    typeof params[name] === 'string' || typeof params[name] === 'number' ? String(params[name]) : placeholder,
  );
  return `${(options.method ?? 'GET').toUpperCase()} ${url}`;
}

function checkCount(name: string, value: number | undefined, fallback: number): number {
  const result = value ?? fallback;
  if (!Number.isFinite(result) || result < 0) {
    throw new RangeError(`createGitHubClient: ${name} must be a non-negative number, got ${String(value)}`);
  }
  return result;
}

export function createGitHubClient(options: GitHubClientOptions): GitHubClient {
  const settings = clientSettings(options);
  const decide = retryDecider(settings);
  const countsOf = attemptCounter();
  const construct = options.construct ?? restOctokit;
  const octokit = construct(settings.token, octokitOptions(options, settings, decide), [
    observeAttempts(settings, decide, countsOf),
    throttling,
    retry,
  ]);
  ownRequestOptions(octokit, countsOf);
  return octokit;
}

/** The client's options, checked and with their defaults: what its hooks and plugins are made from. */
interface ClientSettings {
  token: string;
  baseUrl: string;
  log: GitHubLog;
  retries: number;
  minRetryDelayMs: number;
  maxWait: number;
  /** The wait for a limit that named none: a minute, doubled on each retry. */
  backoff: (retryCount: number) => number;
  timeoutMs: number;
}

function clientSettings(options: GitHubClientOptions): ClientSettings {
  const { token, baseUrl } = options;
  if (token.trim().length === 0) {
    throw new TypeError('createGitHubClient: the GitHub token is empty (pass github-token / GITHUB_TOKEN)');
  }
  if (/\s/.test(token)) throw new TypeError('createGitHubClient: the GitHub token contains whitespace');
  let parsed: URL;
  try {
    parsed = new URL(baseUrl);
  } catch {
    throw new TypeError(`createGitHubClient: baseUrl is not a URL: ${JSON.stringify(baseUrl)}`);
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    throw new TypeError(`createGitHubClient: baseUrl must be http(s), got ${parsed.protocol}`);
  }
  const log = options.log ?? defaultLog;
  const retries = Math.floor(checkCount('retries', options.retries, 3));
  const minRetryDelayMs = checkCount('minRetryDelayMs', options.minRetryDelayMs, 1000);
  const maxWait = checkCount('maxRateLimitWaitSeconds', options.maxRateLimitWaitSeconds, 180);
  const fallbackWait = checkCount('fallbackWaitSeconds', options.fallbackWaitSeconds, FALLBACK_SECONDARY_WAIT_SECONDS);
  const backoff = (retryCount: number) => fallbackWait * 2 ** retryCount;
  const timeoutMs = checkCount('requestTimeoutMs', options.requestTimeoutMs, 30_000);
  if (timeoutMs === 0) throw new RangeError('createGitHubClient: requestTimeoutMs must be positive');
  if (options.writeSpacingMs !== undefined) checkCount('writeSpacingMs', options.writeSpacingMs, 0);
  return { token, baseUrl, log, retries, minRetryDelayMs, maxWait, backoff, timeoutMs };
}

/** Whether to wait `retryAfter` seconds for a limit and retry (said in the log), or give up. */
type RetryDecider = (
  kind: string,
  retryAfter: number,
  request: { method?: string; url?: string },
  count: number,
) => boolean;

function retryDecider({ log, retries, maxWait }: ClientSettings): RetryDecider {
  return (kind, retryAfter, request, count) => {
    if (count >= retries) {
      log.warn(`GitHub ${kind} on ${describe(request)}: giving up after ${count} retries`);
      return false;
    }
    if (retryAfter > maxWait) {
      log.warn(
        `GitHub ${kind} on ${describe(request)}: it lifts in ${retryAfter} s, more than the ${maxWait} s we wait`,
      );
      return false;
    }
    log.warn(`GitHub ${kind} on ${describe(request)}: retry ${count + 1}/${retries} in ${retryAfter} s`);
    return true;
  };
}

/** A call's attempts so far (all of them, and those that failed with a 5xx or on the network). */
type AttemptCounts = (requestOptions: { request?: object }) => { total: number; serverErrors: number };

/** Attempts per call, keyed by the call's own `request` options object (see ownRequestOptions). */
function attemptCounter(): AttemptCounts {
  const attempts = new WeakMap<object, { total: number; serverErrors: number }>();
  return (requestOptions) => {
    const key = requestOptions.request ?? requestOptions;
    let counts = attempts.get(key);
    if (!counts) attempts.set(key, (counts = { total: 0, serverErrors: 0 }));
    return counts;
  };
}

/**
 * Innermost: count attempts, report each 5xx/network failure that
 * plugin-retry will retry, and retry a 429 that carries neither the
 * secondary-limit message nor x-ratelimit-remaining: 0 (plugin-throttling
 * ignores those) after its retry-after.
 */
function observeAttempts(
  { log, retries, minRetryDelayMs, backoff }: ClientSettings,
  decide: RetryDecider,
  countsOf: AttemptCounts,
): (octokit: CoreOctokit) => void {
  return (octokit) => {
    octokit.hook.wrap('request', async (request, requestOptions) => {
      const counts = countsOf(requestOptions);
      for (let bareRetries = 0; ; bareRetries += 1) {
        try {
          counts.total += 1;
          return await request(requestOptions);
        } catch (error) {
          const status = (error as { status?: unknown }).status;
          // plugin-retry retries RequestErrors only (not an abort by the caller's own signal)
          if (typeof status === 'number' && status >= 500 && (error as { request?: unknown }).request !== undefined) {
            counts.serverErrors += 1;
            const n = counts.serverErrors;
            if (n <= retries) {
              const reason = (error as { response?: unknown }).response === undefined ? 'no response' : `${status}`;
              log.warn(
                `GitHub ${describe(requestOptions)} failed (${reason}): retry ${n}/${retries} in ${n ** 2 * minRetryDelayMs} ms`,
              );
            }
          }
          const message = error instanceof Error ? error.message : '';
          const bare429 =
            status === 429 &&
            !/\bsecondary rate\b/i.test(message) &&
            (error as { response?: { headers?: Record<string, string> } }).response?.headers?.[
              'x-ratelimit-remaining'
            ] !== '0';
          if (!bare429 || !isRateLimitError(error)) throw error;
          const wait = retryAfterSecondsOf(error) ?? backoff(bareRetries);
          if (!decide('rate limit (429)', wait, requestOptions, bareRetries)) throw error;
          await sleep(wait * 1000);
        }
      }
    });
  };
}

/** The instance's options: the timed fetch, the log, and the throttling and retry plugins' settings. */
function octokitOptions(options: GitHubClientOptions, settings: ClientSettings, decide: RetryDecider): OctokitOptions {
  const { log, retries, minRetryDelayMs, backoff, timeoutMs } = settings;
  const throttleGroups =
    options.writeSpacingMs === undefined
      ? {}
      : {
          write: new Bottleneck.Group({ maxConcurrent: 1, minTime: options.writeSpacingMs }),
          notifications: new Bottleneck.Group({ maxConcurrent: 1, minTime: options.writeSpacingMs }),
        };
  const timedFetch: typeof fetch = (input, init) => {
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = init?.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
    return options.fetch(String(input instanceof Request ? input.url : input), { ...init, signal });
  };
  return {
    baseUrl: settings.baseUrl.replace(/\/+$/, ''),
    userAgent: options.userAgent ?? DEFAULT_USER_AGENT,
    log: {
      debug: (message: string) => log.debug?.(message),
      info: (message: string) => log.debug?.(message),
      warn: (message: string) => log.warn(message),
      // request-log reports every failed attempt here; the retries and the final error say more.
      error: (message: string) => log.debug?.(message),
    },
    request: { fetch: timedFetch },
    throttle: {
      ...throttleGroups,
      // 0 marks "no retry-after": the handler then waits the growing backoff itself and retries at once
      fallbackSecondaryRateRetryAfter: 0,
      onRateLimit: (retryAfter, request, _octokit, retryCount) => decide('rate limit', retryAfter, request, retryCount),
      onSecondaryRateLimit: async (retryAfter, request, _octokit, retryCount) => {
        if (retryAfter > 0) return decide('secondary rate limit', retryAfter, request, retryCount);
        const wait = backoff(retryCount);
        if (!decide('secondary rate limit (no retry-after)', wait, request, retryCount)) return false;
        await sleep(wait * 1000);
        return true;
      },
    },
    retry: {
      retries,
      retryAfterBaseValue: minRetryDelayMs,
      // 403 and 429 are plugin-throttling's (rate limits) or final (permissions).
      doNotRetry: [400, 401, 403, 404, 409, 410, 422, 429, 451],
    },
  };
}

/**
 * Outermost: give each call its own `request` options object (octokit shares
 * the instance defaults' one between calls, and the plugins keep their retry
 * count in it; hooks all see this same options object, so it is replaced in
 * place), ask for the API version we were written against, and let every
 * failure leave as one of our error classes.
 */
function ownRequestOptions(octokit: GitHubClient, countsOf: AttemptCounts): void {
  octokit.hook.wrap('request', async (request, requestOptions) => {
    const own: Record<string, unknown> = { ...requestOptions.request };
    delete own.retryCount;
    requestOptions.request = own;
    requestOptions.headers = { 'x-github-api-version': GITHUB_API_VERSION, ...requestOptions.headers };
    try {
      return await request(requestOptions);
    } catch (error) {
      throw toGitHubError(error, { retries: Math.max(0, countsOf(requestOptions).total - 1) });
    }
  });
}
