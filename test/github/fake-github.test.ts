// The fake GitHub itself, over plain fetch: other tests trust its shapes,
// pagination and faults.
import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, test } from 'node:test';

import {
  GITHUB_ACTIONS_BOT,
  fakeGitHubRoutes,
  startFakeGitHub,
  userJson,
  type FakeGitHub,
} from '../helpers/fake-github.ts';
import { restDescription } from '../helpers/openapi.ts';

const TOKEN = 'secret-token';
let gh: FakeGitHub;
beforeEach(async () => {
  gh = await startFakeGitHub({ token: TOKEN });
  gh.state.addPull('o/r', { number: 1, headSha: 'a'.repeat(40), headRef: 'feature', headRepo: 'fork/r' });
});
afterEach(async () => {
  await gh.close();
});

async function call(
  method: string,
  path: string,
  body?: unknown,
  token = TOKEN,
): Promise<{ status: number; headers: Headers; json: unknown }> {
  const response = await fetch(`${gh.url}${path}`, {
    method,
    headers: { authorization: `token ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, json: text ? JSON.parse(text) : undefined };
}

describe('fake GitHub', () => {
  test('enforces the token and records every request', async () => {
    const denied = await call('GET', '/user', undefined, 'wrong');
    assert.equal(denied.status, 401);
    const user = await call('GET', '/user');
    assert.deepEqual(
      { login: (user.json as { login: string }).login, id: (user.json as { id: number }).id },
      { login: GITHUB_ACTIONS_BOT.login, id: GITHUB_ACTIONS_BOT.id },
    );
    await call('POST', '/repos/o/r/issues/1/comments', { body: 'hello' });
    assert.deepEqual(
      gh.requests.map((r) => [r.method, r.path, r.status]),
      [
        ['GET', '/user', 401],
        ['GET', '/user', 200],
        ['POST', '/repos/o/r/issues/1/comments', 201],
      ],
    );
    const post = gh.requests[2]!;
    assert.deepEqual(post.body, { body: 'hello' });
    assert.deepEqual(post.query, {});
    assert.equal(post.headers.authorization, `token ${TOKEN}`);
    assert.equal(post.route, 'POST /repos/{owner}/{repo}/issues/{issue_number}/comments');
  });

  test('paginates comments with Link headers', async () => {
    for (let i = 0; i < 250; i++) gh.state.addComment('o/r', 1, { body: `c${i}`, user: { login: 'u', id: 1 } });
    const first = await call('GET', '/repos/o/r/issues/1/comments?per_page=100');
    assert.equal((first.json as unknown[]).length, 100);
    const link = first.headers.get('link') ?? '';
    assert.match(
      link,
      /<http:\/\/127\.0\.0\.1:\d+\/repos\/o\/r\/issues\/1\/comments\?per_page=100&page=2>; rel="next"/,
    );
    assert.match(link, /page=3>; rel="last"/);
    const last = await call('GET', '/repos/o/r/issues/1/comments?per_page=100&page=3');
    assert.equal((last.json as unknown[]).length, 50);
    assert.match(last.headers.get('link') ?? '', /rel="prev".*rel="first"/);
    assert.doesNotMatch(last.headers.get('link') ?? '', /rel="next"/);
    const defaults = await call('GET', '/repos/o/r/issues/1/comments');
    assert.equal((defaults.json as unknown[]).length, 30);
    const capped = await call('GET', '/repos/o/r/issues/1/comments?per_page=1000');
    assert.equal((capped.json as unknown[]).length, 100);
  });

  test('comment shapes, update, delete, 404 after delete', async () => {
    const created = await call('POST', '/repos/o/r/issues/1/comments', { body: 'x' });
    const comment = created.json as Record<string, unknown>;
    assert.equal(comment.body, 'x');
    assert.deepEqual(Object.keys(comment.user as object).sort(), [
      'avatar_url',
      'events_url',
      'followers_url',
      'following_url',
      'gists_url',
      'gravatar_id',
      'html_url',
      'id',
      'login',
      'node_id',
      'organizations_url',
      'received_events_url',
      'repos_url',
      'site_admin',
      'starred_url',
      'subscriptions_url',
      'type',
      'url',
      'user_view_type',
    ]);
    assert.match(String(comment.html_url), /^https:\/\/github\.com\/o\/r\/pull\/1#issuecomment-\d+$/);
    assert.equal(comment.issue_url, `${gh.url}/repos/o/r/issues/1`);
    assert.ok(comment.created_at && comment.updated_at);
    const id = comment.id as number;
    assert.equal((await call('PATCH', `/repos/o/r/issues/comments/${id}`, { body: 'y' })).status, 200);
    assert.equal(((await call('GET', `/repos/o/r/issues/comments/${id}`)).json as { body: string }).body, 'y');
    assert.equal((await call('DELETE', `/repos/o/r/issues/comments/${id}`)).status, 204);
    assert.equal((await call('PATCH', `/repos/o/r/issues/comments/${id}`, { body: 'z' })).status, 404);
  });

  test('a body over 65,536 characters always gets 422 "Body is too long"', async () => {
    const tooLong = await call('POST', '/repos/o/r/issues/1/comments', { body: 'x'.repeat(65537) });
    assert.equal(tooLong.status, 422);
    assert.deepEqual((tooLong.json as { errors: unknown[] }).errors, [
      {
        resource: 'IssueComment',
        code: 'unprocessable',
        field: 'data',
        message: 'Body is too long (maximum is 65536 characters)',
      },
    ]);
    // characters, not UTF-16 units: 65,536 emoji are accepted
    assert.equal((await call('POST', '/repos/o/r/issues/1/comments', { body: '😀'.repeat(65536) })).status, 201);
  });

  test('faults: per route, global, counted, then normal service', async () => {
    gh.faults.serverError({ route: 'GET /user', status: 503, times: 2 });
    gh.faults.add({ status: 500 });
    assert.equal(gh.faults.pending, 2);
    assert.equal((await call('GET', '/repos/o/r/pulls/1')).status, 500);
    assert.equal((await call('GET', '/user')).status, 503);
    assert.equal((await call('GET', '/user')).status, 503);
    assert.equal((await call('GET', '/user')).status, 200);
    assert.equal(gh.faults.pending, 0);
    assert.equal(gh.faults.served, 3);
    gh.faults.secondaryRateLimit({ path: /\/pulls\//, retryAfter: 7 });
    const limited = await call('GET', '/repos/o/r/pulls/1');
    assert.equal(limited.status, 403);
    assert.equal(limited.headers.get('retry-after'), '7');
    assert.match((limited.json as { message: string }).message, /secondary rate limit/);
    gh.faults.primaryRateLimit({ method: 'GET', resetInSeconds: 60 });
    const primary = await call('GET', '/user');
    assert.equal(primary.headers.get('x-ratelimit-remaining'), '0');
    assert.ok(Number(primary.headers.get('x-ratelimit-reset')) >= Date.now() / 1000 + 59);
  });

  test('pull request, commit→pulls and collaborator permission shapes', async () => {
    type Pull = { state: string; head: { sha: string; ref: string; repo: { full_name: string } }; base: Pull['head'] };
    const pull = (await call('GET', '/repos/o/r/pulls/1')).json as Pull;
    assert.equal(pull.head.sha, 'a'.repeat(40));
    assert.equal(pull.head.ref, 'feature');
    assert.equal(pull.head.repo.full_name, 'fork/r');
    assert.equal(pull.base.repo.full_name, 'o/r');
    assert.equal(pull.state, 'open');
    // a fork's commit is not associated; an unknown one is a 422
    assert.deepEqual((await call('GET', `/repos/o/r/commits/${'a'.repeat(40)}/pulls`)).json, []);
    assert.equal((await call('GET', `/repos/o/r/commits/${'9'.repeat(40)}/pulls`)).status, 422);
    gh.state.addCollaborator('o/r', { login: 'Maintainer', id: 5 }, 'maintain');
    const permission = (await call('GET', '/repos/o/r/collaborators/maintainer/permission')).json as {
      permission: string;
      role_name: string;
      user: { id: number };
    };
    assert.equal(permission.permission, 'write');
    assert.equal(permission.role_name, 'maintain');
    assert.equal(permission.user.id, 5);
    assert.equal((await call('GET', '/repos/o/r/collaborators/nobody/permission')).status, 404);
  });

  test('issues: create with labels, filter by label/state/creator, update', async () => {
    const created = (await call('POST', '/repos/o/r/issues', { title: 't', body: 'b', labels: ['perf'] })).json as {
      number: number;
    };
    gh.state.addIssue('o/r', { title: 'other', labels: ['perf'], user: { login: 'alice', id: 3 } });
    gh.state.addIssue('o/r', { title: 'closed', labels: ['perf'], state: 'closed' });
    const titles = async (query: string) =>
      ((await call('GET', `/repos/o/r/issues?${query}`)).json as { title: string }[]).map((i) => i.title);
    assert.deepEqual(await titles('labels=perf'), ['other', 't']);
    assert.deepEqual(await titles('labels=perf&creator=alice'), ['other']);
    assert.deepEqual(await titles('labels=perf&state=closed'), ['closed']);
    assert.deepEqual(await titles('state=all&direction=asc'), ['Pull request 1', 't', 'other', 'closed']);
    await call('PATCH', `/repos/o/r/issues/${created.number}`, { body: 'new', state: 'closed' });
    assert.equal(gh.state.issues('o/r')[0]!.state, 'closed');
    assert.equal((await call('POST', '/repos/o/r/labels', { name: 'perf' })).status, 422);
    assert.equal((await call('GET', '/repos/o/r/labels/perf')).status, 200);
    assert.equal((await call('GET', '/repos/o/r/labels/nope')).status, 404);
  });

  test('GET /user can behave like GITHUB_TOKEN (403 for installation tokens)', async () => {
    gh.state.userEndpointForbidden = true;
    const response = await call('GET', '/user');
    assert.equal(response.status, 403);
    assert.equal((response.json as { message: string }).message, 'Resource not accessible by integration');
  });
});

describe('fake GitHub: user objects as GitHub writes them', () => {
  test('percent-encodes a bot login in its url and links its app page', async () => {
    const gh = await startFakeGitHub();
    try {
      gh.state.addRepo('nodejs/node');
      gh.state.addPull('nodejs/node', { number: 1, headSha: 'a'.repeat(40), baseSha: 'b'.repeat(40), baseRef: 'main' });
      gh.state.addComment('nodejs/node', 1, { body: 'x', user: GITHUB_ACTIONS_BOT });
      const response = await fetch(`${gh.url}/repos/nodejs/node/issues/1/comments`);
      const [comment] = (await response.json()) as { user: { url: string; html_url: string } }[];
      assert.equal(comment!.user.url, 'https://api.github.com/users/github-actions%5Bbot%5D');
      assert.equal(comment!.user.html_url, 'https://github.com/apps/github-actions');
      assert.doesNotThrow(() => new URL(comment!.user.url));
    } finally {
      await gh.close();
    }
  });
});

describe("fake GitHub: GitHub's REST description is enforced (@octokit/openapi)", () => {
  test('every route the fake answers is an operation GitHub documents', () => {
    const rest = restDescription();
    for (const route of fakeGitHubRoutes()) {
      const [method, template] = route.split(' ') as [string, string];
      // a concrete path for the template: each {param} becomes a plausible value
      const path = template.replace(/\{(\w+)\}/g, (_, name: string) => (/number|_id$/.test(name) ? '1' : 'x'));
      assert.equal(rest.match(method, path)?.route, route, route);
    }
  });

  test('a request with an undocumented body field, query parameter or value is reported', async () => {
    // GitHub ignores fields it does not know: a typo would silently do nothing there
    assert.equal((await call('POST', '/repos/o/r/issues/1/comments', { body: 'x', bdy: 'typo' })).status, 201);
    await call('GET', '/repos/o/r/pulls?state=open&sort_by=created');
    await call('PATCH', '/repos/o/r/issues/1', { state: 'merged' });
    await call('GET', '/repos/o/r/pulls/not-a-number');
    const violations = gh.takeViolations();
    assert.deepEqual(
      violations.map((v) => v.replace(/:.*/, '')),
      [
        'POST /repos/{owner}/{repo}/issues/{issue_number}/comments',
        'GET /repos/{owner}/{repo}/pulls',
        'PATCH /repos/{owner}/{repo}/issues/{issue_number}',
        'GET /repos/{owner}/{repo}/pulls/{pull_number}',
      ],
      violations.join('\n'),
    );
    assert.match(violations[0]!, /request body: \(root\) must NOT have additional properties \(bdy\)/);
    assert.match(violations[1]!, /parameters: \/query must NOT have additional properties \(sort_by\)/);
    assert.match(violations[2]!, /request body: \/state must be equal to one of the allowed values/);
    assert.match(violations[3]!, /parameters: \/path\/pull_number must be integer/);
    assert.deepEqual(gh.requests.at(-1)!.violations, [violations[3]]);
  });

  test('a request to a path or method GitHub does not have is reported', async () => {
    await call('GET', '/repos/o/r/benchmarks');
    await call('PUT', '/repos/o/r/issues/comments/1');
    assert.deepEqual(gh.takeViolations(), [
      "GET /repos/o/r/benchmarks: GitHub's REST description has no operation with this method and path",
      "PUT /repos/o/r/issues/comments/1: GitHub's REST description has no operation with this method and path",
    ]);
  });

  test('an answer of the wrong shape is reported (here: queued as a fault)', async () => {
    const route = 'GET /repos/{owner}/{repo}/commits/{commit_sha}/pulls';
    // a pull request without most of its documented fields
    gh.faults.add({ route, status: 200, body: [{ number: 1, head: { sha: 'a'.repeat(40) } }] });
    await call('GET', `/repos/o/r/commits/${'a'.repeat(40)}/pulls`);
    // a user whose URL is not a URL: an unencoded [bot] login
    const bot = userJson({ login: 'x[bot]', id: 1, type: 'Bot' });
    const reaction = { id: 1, node_id: 'REA_1', content: 'eyes', created_at: '2026-01-01T00:00:00Z' };
    gh.faults.add({
      route: 'POST /repos/{owner}/{repo}/issues/comments/{comment_id}/reactions',
      status: 201,
      body: { ...reaction, user: { ...bot, url: 'https://api.github.com/users/x[bot]' } },
    });
    const commentId = gh.state.addComment('o/r', 1, { body: 'x' }).id;
    await call('POST', `/repos/o/r/issues/comments/${commentId}/reactions`, { content: 'eyes' });
    // a status the operation does not document (DELETE answers 204)
    gh.faults.add({ route: 'DELETE /repos/{owner}/{repo}/issues/comments/{comment_id}', status: 200, body: {} });
    await call('DELETE', `/repos/o/r/issues/comments/${commentId}`);
    const violations = gh.takeViolations();
    assert.equal(violations.length, 3, violations.join('\n'));
    assert.match(violations[0]!, /^GET \/repos\/\{owner\}\/\{repo\}\/commits\/\{commit_sha\}\/pulls: response 200: /);
    assert.match(violations[0]!, /\/0 must have required property '_links'/);
    assert.match(violations[1]!, /response 201: .*\/user\/url must match format "uri"/);
    assert.doesNotMatch(violations[1]!, /required property/);
    assert.match(violations[2]!, /response 200 is not documented \(documented: 204\)/);
  });

  test("the one known gap in GitHub's description is narrow: a deleted fork's head.repo may be null, nothing else", async () => {
    gh.state.addPull('o/r', { number: 2, headSha: 'b'.repeat(40), headRepo: null });
    const pull = (await call('GET', '/repos/o/r/pulls/2')).json as { head: { repo: unknown }; base: unknown };
    assert.equal(pull.head.repo, null);
    assert.deepEqual(gh.takeViolations(), []);
    gh.faults.add({
      route: 'GET /repos/{owner}/{repo}/pulls/{pull_number}',
      status: 200,
      body: { ...pull, base: { ...(pull.base as object), repo: null } },
    });
    await call('GET', '/repos/o/r/pulls/2');
    const [violation, ...rest] = gh.takeViolations();
    assert.deepEqual(rest, []);
    assert.match(violation ?? '', /response 200: \/base\/repo must be object/);
  });

  test('errors GitHub gives on any call (401, rate limits, 5xx) must still be shaped like its errors', async () => {
    gh.faults.add({ route: 'GET /user', status: 503, body: 'Service Unavailable' });
    await call('GET', '/user');
    const [violation, ...rest] = gh.takeViolations();
    assert.deepEqual(rest, []);
    assert.match(violation ?? '', /^GET \/user: response 503 \(an error\): \(root\) must be object/);
  });

  test('close() fails, listing them, when violations were left unchecked', async () => {
    const other = await startFakeGitHub();
    await fetch(`${other.url}/repos/o/r/benchmarks`);
    await assert.rejects(other.close(), /fake GitHub: 1 exchange\(s\) .*\n- GET \/repos\/o\/r\/benchmarks: /);
  });
});
