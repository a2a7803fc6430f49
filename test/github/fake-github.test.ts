// The fake GitHub itself, over plain fetch: other tests trust its shapes,
// pagination and faults.
import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, test } from 'node:test';

import { GITHUB_ACTIONS_BOT, startFakeGitHub, type FakeGitHub } from '../helpers/fake-github.ts';

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
