import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, test } from 'node:test';

import { BodyTooLongError, GitHubApiError, GitHubInputError, GitHubPermissionError } from '../../src/github/errors.ts';
import { upsertStickyComment } from '../../src/github/sticky-comment.ts';
import { MAX_BODY_LENGTH } from '../../src/github/validate.ts';
import { reportMarker } from '../../src/report/comment.ts';
import { GITHUB_ACTIONS_BOT } from '../helpers/fake-github.ts';
import { startHarness, sha, TOKEN, type Harness } from './support.ts';

const MARKER = '<!-- node-benchmark-action:report -->';
const REPO = 'nodejs/node';
const target = { owner: 'nodejs', repo: 'node', issueNumber: 12, marker: MARKER };

let h: Harness;
beforeEach(async () => {
  h = await startHarness();
  h.gh.state.addPull(REPO, { number: 12, headSha: sha('c') });
});
afterEach(async () => {
  await h.close();
});

const writes = () => h.gh.requests.filter((r) => r.method !== 'GET');

describe('upsertStickyComment', () => {
  test('creates the comment, then updates it in place on the next call', async () => {
    const first = await upsertStickyComment(h.octokit, { ...target, body: `${MARKER}\nfirst report` });
    assert.equal(first.action, 'created');
    assert.match(first.url, /^https:\/\/github\.com\/nodejs\/node\/pull\/12#issuecomment-\d+$/);
    const second = await upsertStickyComment(h.octokit, { ...target, body: `${MARKER}\nsecond report` });
    assert.deepEqual(second, { action: 'updated', id: first.id, url: first.url });

    const comments = h.gh.state.comments(REPO, 12);
    assert.equal(comments.length, 1);
    assert.equal(comments[0]!.body, `${MARKER}\nsecond report`);
    assert.deepEqual(
      writes().map((r) => r.route),
      [
        'POST /repos/{owner}/{repo}/issues/{issue_number}/comments',
        'PATCH /repos/{owner}/{repo}/issues/comments/{comment_id}',
      ],
    );
    const list = h.gh.requests.find((r) => r.route === 'GET /repos/{owner}/{repo}/issues/{issue_number}/comments');
    assert.equal(list?.query.per_page, '100');
    assert.equal(list?.headers.authorization, `token ${TOKEN}`);
  });

  test('puts the marker first when the body lacks it', async () => {
    await upsertStickyComment(h.octokit, { ...target, body: 'report without marker' });
    assert.equal(h.gh.state.comments(REPO, 12)[0]!.body, `${MARKER}\nreport without marker`);
    const again = await upsertStickyComment(h.octokit, { ...target, body: 'report without marker' });
    assert.equal(again.action, 'unchanged');
  });

  test('an unchanged body sends no PATCH', async () => {
    const body = `${MARKER}\n| a | b |\n|---|---|\n| 1 | 2 |`;
    const first = await upsertStickyComment(h.octokit, { ...target, body });
    const second = await upsertStickyComment(h.octokit, { ...target, body });
    assert.deepEqual(second, { action: 'unchanged', id: first.id, url: first.url });
    assert.equal(h.gh.requestsTo('PATCH', /comments/).length, 0);
    assert.equal(writes().length, 1);
  });

  test('finds our comment on page 2 of more than 100 comments', async () => {
    const user = { login: 'someone', id: 77 };
    for (let i = 0; i < 130; i++) h.gh.state.addComment(REPO, 12, { body: `comment ${i}`, user });
    const ours = h.gh.state.addComment(REPO, 12, { body: `${MARKER}\nold report`, user: GITHUB_ACTIONS_BOT });
    for (let i = 0; i < 5; i++) h.gh.state.addComment(REPO, 12, { body: `later ${i}`, user });

    const result = await upsertStickyComment(h.octokit, { ...target, body: `${MARKER}\nnew report` });
    assert.equal(result.action, 'updated');
    assert.equal(result.id, ours.id);
    const pages = h.gh.requests
      .filter((r) => r.route === 'GET /repos/{owner}/{repo}/issues/{issue_number}/comments')
      .map((r) => r.query.page ?? '1');
    assert.deepEqual(pages, ['1', '2']);
    assert.equal(h.gh.state.comments(REPO, 12).length, 136);
  });

  test('a user comment carrying our marker is ignored (T8)', async () => {
    const attacker = { login: 'github-actions', id: 999 };
    const planted = h.gh.state.addComment(REPO, 12, { body: `${MARKER}\nfake numbers`, user: attacker });
    const result = await upsertStickyComment(h.octokit, { ...target, body: `${MARKER}\nreal report` });
    assert.equal(result.action, 'created');
    assert.notEqual(result.id, planted.id);
    assert.equal(h.gh.state.findComment(planted.id)?.comment.body, `${MARKER}\nfake numbers`);
    assert.equal(h.gh.requestsTo('PATCH', /comments/).length, 0);
  });

  test("another workflow's comment by the same bot that quotes or mentions our marker is not ours", async () => {
    const marker = reportMarker(12, 'benchmark.yml');
    const quoted = [
      `Someone said:\n> ${marker}\n> fake numbers`,
      `\`\`\`\n${marker}\n\`\`\``,
      `see ${marker}`,
      ` ${marker}\nindented`,
      `${marker} trailing text on the marker line`,
      `${reportMarker(12, 'other.yml')}\nanother workflow's report`,
      `${reportMarker(120, 'benchmark.yml')}\nanother PR's report`,
    ];
    const planted = quoted.map((body) => h.gh.state.addComment(REPO, 12, { body, user: GITHUB_ACTIONS_BOT }));
    const result = await upsertStickyComment(h.octokit, { ...target, marker, body: `${marker}\nreal report` });
    assert.equal(result.action, 'created');
    for (const [i, comment] of planted.entries())
      assert.equal(h.gh.state.findComment(comment.id)?.comment.body, quoted[i]);
    assert.equal(h.gh.requestsTo('PATCH', /comments/).length, 0);
    // and the one we created is found again as a whole first line
    const again = await upsertStickyComment(h.octokit, { ...target, marker, body: `${marker}\nnewer report` });
    assert.deepEqual([again.action, again.id], ['updated', result.id]);
  });

  test('our own comments without the marker are left alone', async () => {
    const other = h.gh.state.addComment(REPO, 12, { body: 'Benchmark queued for cccc', user: GITHUB_ACTIONS_BOT });
    const result = await upsertStickyComment(h.octokit, { ...target, body: 'report' });
    assert.equal(result.action, 'created');
    assert.equal(h.gh.state.findComment(other.id)?.comment.body, 'Benchmark queued for cccc');
  });

  test('an explicit authorId is used instead of GET /user', async () => {
    const app = { login: 'bench-app[bot]', id: 5555, type: 'Bot' as const };
    const mine = h.gh.state.addComment(REPO, 12, { body: `${MARKER}\nold`, user: app });
    h.gh.state.addComment(REPO, 12, { body: `${MARKER}\nbot`, user: GITHUB_ACTIONS_BOT });
    const result = await upsertStickyComment(h.octokit, { ...target, body: `${MARKER}\nnew`, authorId: app.id });
    assert.equal(result.action, 'updated');
    assert.equal(result.id, mine.id);
    assert.equal(h.gh.requestsTo('GET', '/user').length, 0);
  });

  test('with GITHUB_TOKEN (GET /user forbidden) the author is github-actions[bot]', async () => {
    h.gh.state.userEndpointForbidden = true;
    const ours = h.gh.state.addComment(REPO, 12, { body: `${MARKER}\nold`, user: GITHUB_ACTIONS_BOT });
    const result = await upsertStickyComment(h.octokit, { ...target, body: `${MARKER}\nnew` });
    assert.equal(result.action, 'updated');
    assert.equal(result.id, ours.id);
    assert.equal(h.gh.requestsTo('GET', '/user')[0]?.status, 403);
  });

  test('404 on update (deleted meanwhile) creates a new comment', async () => {
    const ours = h.gh.state.addComment(REPO, 12, { body: `${MARKER}\nold`, user: GITHUB_ACTIONS_BOT });
    h.gh.faults.add({ route: 'PATCH /repos/{owner}/{repo}/issues/comments/{comment_id}', status: 404 });
    const result = await upsertStickyComment(h.octokit, { ...target, body: `${MARKER}\nnew` });
    assert.equal(result.action, 'created');
    assert.notEqual(result.id, ours.id);
    assert.deepEqual(
      writes().map((r) => `${r.method} ${r.status}`),
      ['PATCH 404', 'POST 201'],
    );
  });

  test('a comment really deleted between two runs is re-created', async () => {
    const first = await upsertStickyComment(h.octokit, { ...target, body: 'one' });
    await h.octokit.rest.issues.deleteComment({ owner: 'nodejs', repo: 'node', comment_id: first.id });
    const second = await upsertStickyComment(h.octokit, { ...target, body: 'two' });
    assert.equal(second.action, 'created');
    assert.equal(h.gh.state.comments(REPO, 12).length, 1);
  });

  test('a body over 65,536 characters is refused before sending (T13)', async () => {
    const body = `${MARKER}\n${'x'.repeat(MAX_BODY_LENGTH)}`;
    await assert.rejects(upsertStickyComment(h.octokit, { ...target, body }), (error: unknown) => {
      assert.ok(error instanceof BodyTooLongError);
      assert.equal(error.length, body.length);
      assert.match(error.message, /report comment for nodejs\/node#12.*65536/);
      return true;
    });
    assert.equal(h.gh.requests.length, 0);
    // exactly at the limit is fine
    const ok = await upsertStickyComment(h.octokit, { ...target, body: body.slice(0, MAX_BODY_LENGTH) });
    assert.equal(ok.action, 'created');
  });

  test("GitHub's own 422 for a too-long body surfaces clearly", async () => {
    const response = await h.octokit.rest.issues
      .createComment({ owner: 'nodejs', repo: 'node', issue_number: 12, body: 'y'.repeat(70000) })
      .catch((error: unknown) => error);
    assert.ok(response instanceof GitHubApiError);
    assert.equal(response.status, 422);
    assert.match(response.message, /Validation Failed: Body is too long \(maximum is 65536 characters\)/);
    assert.equal(h.gh.requests.length, 1);
  });

  test('a read-only token (fork PR) fails closed with the explanation', async () => {
    h.gh.faults.notAccessibleByIntegration({ method: 'POST' });
    await assert.rejects(upsertStickyComment(h.octokit, { ...target, body: 'report' }), (error: unknown) => {
      assert.ok(error instanceof GitHubPermissionError);
      assert.match(error.message, /^creating the report comment on nodejs\/node#12: /);
      assert.match(error.message, /read-only GITHUB_TOKEN/);
      return true;
    });
  });

  test('listing survives a 502 on page 2', async () => {
    for (let i = 0; i < 120; i++) h.gh.state.addComment(REPO, 12, { body: `c${i}`, user: { login: 'u', id: 1 } });
    h.gh.faults.serverError({ route: 'GET /repos/{owner}/{repo}/issues/{issue_number}/comments', status: 502 });
    const result = await upsertStickyComment(h.octokit, { ...target, body: 'report' });
    assert.equal(result.action, 'created');
  });

  test('refuses bad markers and targets before any request', async () => {
    for (const marker of ['report', '<!-- a -- b -->', '<!--x-->', `<!-- ${'a'.repeat(300)} -->`, '<!-- a\n -->']) {
      await assert.rejects(upsertStickyComment(h.octokit, { ...target, marker, body: 'x' }), GitHubInputError);
    }
    await assert.rejects(upsertStickyComment(h.octokit, { ...target, issueNumber: 0, body: 'x' }), /positive integer/);
    await assert.rejects(upsertStickyComment(h.octokit, { ...target, owner: '../x', body: 'x' }), /invalid repository/);
    await assert.rejects(upsertStickyComment(h.octokit, { ...target, authorId: -1, body: 'x' }), /authorId/);
    assert.equal(h.gh.requests.length, 0);
  });
});
