import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, test } from 'node:test';

import { createGitHubClient } from '../../src/github/client.ts';
import { GitHubApiError, GitHubPermissionError, GitHubRateLimitError, toGitHubError } from '../../src/github/errors.ts';
import { getPull } from '../../src/github/pulls.ts';
import { startHarness, sha, TOKEN, type Harness } from './support.ts';
import { fetchFor } from '../../src/net/fetch.ts';

/** the test's requests go straight to 127.0.0.1, whatever proxy the machine sets */
const directFetch = fetchFor({});

const PULL_ROUTE = 'GET /repos/{owner}/{repo}/pulls/{pull_number}';

let h: Harness;
beforeEach(async () => {
  h = await startHarness();
  h.gh.state.addPull('nodejs/node', { number: 7, headSha: sha('a') });
});
afterEach(async () => {
  await h.close();
});

async function rejection(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (error) {
    assert.ok(error instanceof Error, `expected an Error, got ${String(error)}`);
    return error;
  }
  assert.fail('expected the call to fail');
}

describe('createGitHubClient', () => {
  test('sends the token and our user agent to baseUrl', async () => {
    const { data } = await h.octokit.rest.users.getAuthenticated();
    assert.equal(data.login, 'github-actions[bot]');
    assert.equal(data.id, 41898282);
    const [request] = h.gh.requests;
    assert.equal(request?.headers.authorization, `token ${TOKEN}`);
    assert.match(String(request?.headers['user-agent']), /^node-benchmark-action /);
  });

  test('refuses an empty token, a token with whitespace and a bad baseUrl', () => {
    assert.throws(() => createGitHubClient({ fetch: directFetch, token: '', baseUrl: h.gh.url }), /token is empty/);
    assert.throws(() => createGitHubClient({ fetch: directFetch, token: 'a b', baseUrl: h.gh.url }), /whitespace/);
    assert.throws(
      () => createGitHubClient({ fetch: directFetch, token: 't', baseUrl: 'not a url' }),
      /baseUrl is not a URL/,
    );
    assert.throws(() => createGitHubClient({ fetch: directFetch, token: 't', baseUrl: 'file:///etc' }), /must be http/);
    assert.throws(
      () => createGitHubClient({ fetch: directFetch, token: 't', baseUrl: h.gh.url, retries: -1 }),
      /retries/,
    );
  });

  test('a wrong token fails with 401, not retried', async () => {
    const octokit = createGitHubClient({
      fetch: directFetch,
      token: 'wrong',
      baseUrl: h.gh.url,
      minRetryDelayMs: 5,
      log: { warn() {} },
    });
    const error = await rejection(octokit.rest.users.getAuthenticated());
    assert.ok(error instanceof GitHubApiError);
    assert.equal(error.status, 401);
    assert.match(error.message, /GET \/user failed with 401: Bad credentials/);
    assert.equal(h.gh.requests.length, 1);
  });
});

describe('retries on server errors', () => {
  test('502 then success: retried once, logged', async () => {
    h.gh.faults.serverError({ route: PULL_ROUTE, status: 502 });
    const pull = await getPull(h.octokit, { owner: 'nodejs', repo: 'node', number: 7 });
    assert.equal(pull.headSha, sha('a'));
    assert.deepEqual(
      h.gh.requests.map((r) => r.status),
      [502, 200],
    );
    assert.equal(h.warnings.length, 1);
    assert.match(h.warnings[0]!, /^GitHub GET \/repos\/nodejs\/node\/pulls\/7 failed \(502\): retry 1\/3 in 5 ms$/);
  });

  test('500 every time: GitHubApiError after 3 retries, saying what failed', async () => {
    h.gh.faults.serverError({ status: 500, times: Infinity });
    const error = await rejection(getPull(h.octokit, { owner: 'nodejs', repo: 'node', number: 7 }));
    assert.ok(error instanceof GitHubApiError);
    assert.ok(!(error instanceof GitHubPermissionError));
    assert.equal(error.status, 500);
    assert.equal(error.retries, 3);
    assert.match(error.message, /^reading pull request nodejs\/node#7: GitHub API GET \/repos\/nodejs\/node\/pulls\/7/);
    assert.match(error.message, /failed with 500 after 3 retries: Internal Error/);
    assert.equal(h.gh.requests.length, 4);
    assert.deepEqual(
      h.warnings.map((w) => /retry (\d)\/3/.exec(w)?.[1]),
      ['1', '2', '3'],
    );
  });

  test('backoff grows quadratically with minRetryDelayMs', async () => {
    const harness = await startHarness({ client: { minRetryDelayMs: 40, retries: 2 } });
    try {
      harness.gh.faults.serverError({ status: 503, times: 2 });
      await harness.octokit.rest.users.getAuthenticated();
      const [a, b, c] = harness.gh.requests.map((r) => r.at);
      assert.ok(b! - a! >= 35, `first retry after ${b! - a!} ms, expected >= 40`);
      assert.ok(c! - b! >= 150, `second retry after ${c! - b!} ms, expected >= 160`);
    } finally {
      await harness.close();
    }
  });

  test('a dropped connection is retried', async () => {
    h.gh.faults.add({ route: PULL_ROUTE, destroy: true });
    const pull = await getPull(h.octokit, { owner: 'nodejs', repo: 'node', number: 7 });
    assert.equal(pull.number, 7);
    assert.equal(h.gh.requests.length, 2);
    assert.match(h.warnings[0] ?? '', /failed \(no response\)/);
  });

  test('a request slower than requestTimeoutMs is aborted and retried', async () => {
    const harness = await startHarness({ client: { requestTimeoutMs: 150 } });
    try {
      harness.gh.state.addPull('nodejs/node', { number: 7, headSha: sha('a') });
      harness.gh.faults.add({ route: PULL_ROUTE, delayMs: 600 });
      const pull = await getPull(harness.octokit, { owner: 'nodejs', repo: 'node', number: 7 });
      assert.equal(pull.number, 7);
      assert.equal(harness.gh.requests.length, 2);
    } finally {
      await harness.close();
    }
  });

  test('404 and 422 are final: one request each', async () => {
    const notFound = await rejection(getPull(h.octokit, { owner: 'nodejs', repo: 'node', number: 8 }));
    assert.ok(notFound instanceof GitHubApiError);
    assert.equal(notFound.status, 404);
    assert.match(notFound.message, /reading pull request nodejs\/node#8: .*failed with 404: Not Found/);
    // a documented request GitHub refuses: a comment body over 65,536 characters
    const invalid = await rejection(
      h.octokit.rest.issues.createComment({ owner: 'nodejs', repo: 'node', issue_number: 7, body: 'x'.repeat(65537) }),
    );
    assert.ok(invalid instanceof GitHubApiError);
    assert.equal(invalid.status, 422);
    assert.equal(h.gh.requests.length, 2);
  });
});

describe('rate limits (T13)', () => {
  test('secondary rate limit 403 with retry-after: 1 is waited out, then succeeds', async () => {
    h.gh.faults.secondaryRateLimit({ route: PULL_ROUTE, retryAfter: 1 });
    const started = Date.now();
    const pull = await getPull(h.octokit, { owner: 'nodejs', repo: 'node', number: 7 });
    const elapsed = Date.now() - started;
    assert.equal(pull.number, 7);
    assert.ok(elapsed >= 950, `waited only ${elapsed} ms`);
    const [first, second] = h.gh.requests;
    assert.equal(first?.status, 403);
    assert.equal(second?.status, 200);
    assert.ok(second!.at - first!.at >= 950);
    assert.match(
      h.warnings.join('\n'),
      /secondary rate limit on GET \/repos\/nodejs\/node\/pulls\/7: retry 1\/3 in 1 s/,
    );
  });

  test('a secondary rate limit without retry-after waits a growing backoff (1, 2, 4 × the first wait)', async () => {
    const harness = await startHarness({ client: { fallbackWaitSeconds: 0.2 } });
    try {
      harness.gh.state.addPull('nodejs/node', { number: 7, headSha: sha('a') });
      harness.gh.faults.secondaryRateLimit({ route: PULL_ROUTE, retryAfter: null, times: 3 });
      const pull = await getPull(harness.octokit, { owner: 'nodejs', repo: 'node', number: 7 });
      assert.equal(pull.number, 7);
      const at = harness.gh.requests.map((r) => r.at);
      assert.deepEqual(
        harness.gh.requests.map((r) => r.status),
        [403, 403, 403, 200],
      );
      const gaps = at.slice(1).map((t, i) => t - at[i]!);
      assert.ok(gaps[0]! >= 190 && gaps[1]! >= 390 && gaps[2]! >= 790, `waits ${gaps.join(', ')} ms`);
      assert.match(
        harness.warnings.join('\n'),
        /secondary rate limit \(no retry-after\) on GET \/repos\/nodejs\/node\/pulls\/7: retry 3\/3 in 0\.8 s/,
      );
    } finally {
      await harness.close();
    }
  });

  test('every request names the API version it was written against', async () => {
    await getPull(h.octokit, { owner: 'nodejs', repo: 'node', number: 7 });
    assert.ok(h.gh.requests.length > 0);
    for (const request of h.gh.requests) assert.equal(request.headers['x-github-api-version'], '2022-11-28');
  });

  test('429 "secondary rate limit" with retry-after is waited out', async () => {
    h.gh.faults.secondaryRateLimit({ route: PULL_ROUTE, retryAfter: 1, status: 429 });
    const started = Date.now();
    await getPull(h.octokit, { owner: 'nodejs', repo: 'node', number: 7 });
    assert.ok(Date.now() - started >= 950);
    assert.deepEqual(
      h.gh.requests.map((r) => r.status),
      [429, 200],
    );
  });

  test('a plain 429 with retry-after is waited out too', async () => {
    h.gh.faults.tooManyRequests({ route: PULL_ROUTE, retryAfter: 1 });
    const started = Date.now();
    await getPull(h.octokit, { owner: 'nodejs', repo: 'node', number: 7 });
    assert.ok(Date.now() - started >= 950);
    assert.deepEqual(
      h.gh.requests.map((r) => r.status),
      [429, 200],
    );
    assert.match(h.warnings.join('\n'), /rate limit \(429\) on GET .*retry 1\/3 in 1 s/);
  });

  test('403 with x-ratelimit-remaining: 0 waits until x-ratelimit-reset', async () => {
    h.gh.faults.primaryRateLimit({ route: PULL_ROUTE, resetInSeconds: 1 });
    const started = Date.now();
    const pull = await getPull(h.octokit, { owner: 'nodejs', repo: 'node', number: 7 });
    assert.equal(pull.number, 7);
    const resetAt = Math.ceil(started / 1000 + 1) * 1000;
    const [first, second] = h.gh.requests;
    assert.equal(first?.status, 403);
    assert.equal(second?.status, 200);
    assert.ok(second!.at >= resetAt - 5, `retried ${resetAt - second!.at} ms before x-ratelimit-reset`);
    assert.match(h.warnings.join('\n'), /GitHub rate limit on GET/);
  });

  test('still limited after the retries: GitHubRateLimitError', async () => {
    const harness = await startHarness({ client: { retries: 1 } });
    try {
      harness.gh.faults.secondaryRateLimit({ retryAfter: 1, times: Infinity });
      const error = await rejection(harness.octokit.rest.users.getAuthenticated());
      assert.ok(error instanceof GitHubRateLimitError);
      assert.equal(error.status, 403);
      assert.equal(error.retryAfterSeconds, 1);
      assert.match(error.message, /GET \/user is rate limited \(403: You have exceeded a secondary rate limit/);
      assert.match(error.message, /gave up after 1 retry/);
      assert.equal(harness.gh.requests.length, 2);
    } finally {
      await harness.close();
    }
  });

  test('a wait longer than maxRateLimitWaitSeconds fails at once', async () => {
    const harness = await startHarness({ client: { maxRateLimitWaitSeconds: 5 } });
    try {
      harness.gh.faults.primaryRateLimit({ resetInSeconds: 3600 });
      const started = Date.now();
      const error = await rejection(harness.octokit.rest.users.getAuthenticated());
      assert.ok(Date.now() - started < 1000);
      assert.ok(error instanceof GitHubRateLimitError);
      assert.ok(error.retryAfterSeconds! > 3000);
      assert.equal(harness.gh.requests.length, 1);
      assert.match(harness.warnings.join('\n'), /more than the 5 s we wait/);
    } finally {
      await harness.close();
    }
  });
});

describe('permission 403 (T13)', () => {
  test('"Resource not accessible by integration" fails closed with the explanation, not retried', async () => {
    h.gh.faults.notAccessibleByIntegration({ method: 'POST' });
    const error = await rejection(
      h.octokit.rest.issues.createComment({ owner: 'nodejs', repo: 'node', issue_number: 7, body: 'hi' }),
    );
    assert.ok(error instanceof GitHubPermissionError);
    assert.equal(error.status, 403);
    assert.equal(error.githubMessage, 'Resource not accessible by integration');
    assert.match(error.message, /POST \/repos\/nodejs\/node\/issues\/7\/comments was refused with 403/);
    assert.match(error.message, /fork gets a read-only GITHUB_TOKEN/);
    assert.match(error.message, /separate report job/);
    assert.match(error.message, /issue_comment or pull_request_target \(the base branch's workflow and token\)/);
    assert.equal(h.gh.requests.length, 1);
    assert.equal(h.warnings.length, 0);
    assert.equal(h.gh.state.comments('nodejs/node', 7).length, 0);
  });

  test('toGitHubError leaves other errors alone', () => {
    const plain = new Error('x');
    assert.equal(toGitHubError(plain), plain);
    assert.equal(toGitHubError('text'), 'text');
  });
});

describe('write spacing', () => {
  test('writeSpacingMs spaces consecutive writes', async () => {
    const harness = await startHarness({ client: { writeSpacingMs: 300 } });
    try {
      harness.gh.state.addPull('nodejs/node', { number: 7, headSha: sha('a') });
      await Promise.all(
        ['one', 'two'].map((body) =>
          harness.octokit.rest.issues.createComment({ owner: 'nodejs', repo: 'node', issue_number: 7, body }),
        ),
      );
      const [a, b] = harness.gh.requests.map((r) => r.at);
      assert.ok(b! - a! >= 280, `writes ${b! - a!} ms apart`);
    } finally {
      await harness.close();
    }
  });
});
