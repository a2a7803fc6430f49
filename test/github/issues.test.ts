import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, test } from 'node:test';

import { BodyTooLongError, GitHubInputError } from '../../src/github/errors.ts';
import { regressionMarker, upsertRegressionIssue } from '../../src/github/issues.ts';
import { GITHUB_ACTIONS_BOT } from '../helpers/fake-github.ts';
import { startHarness, sha, type Harness } from './support.ts';

const REPO = 'nodejs/node';
const key = `${sha('1')}..${sha('2')}`;
const base = { owner: 'nodejs', repo: 'node', key, title: 'buffer/compare.js: 12% slower', body: 'details' };

let h: Harness;
beforeEach(async () => {
  h = await startHarness();
  h.gh.state.addRepo(REPO);
});
afterEach(async () => {
  await h.close();
});

describe('upsertRegressionIssue', () => {
  test('creates the label and the issue, with the hidden key marker', async () => {
    const result = await upsertRegressionIssue(h.octokit, base);
    assert.equal(result.action, 'created');
    assert.equal(result.url, `https://github.com/nodejs/node/issues/${result.number}`);
    const [issue] = h.gh.state.issues(REPO);
    assert.equal(issue?.title, base.title);
    assert.equal(issue?.body, `${regressionMarker(key)}\ndetails`);
    assert.deepEqual(issue?.labels, ['performance-regression']);
    const label = h.gh.state.repo(REPO)!.labels.get('performance-regression');
    assert.equal(label?.color, 'd93f0b');
    assert.deepEqual(
      h.gh.requests.map((r) => `${r.status} ${r.route}`),
      [
        '200 GET /user',
        '200 GET /repos/{owner}/{repo}/issues',
        '404 GET /repos/{owner}/{repo}/labels/{name}',
        '201 POST /repos/{owner}/{repo}/labels',
        '201 POST /repos/{owner}/{repo}/issues',
      ],
    );
    assert.deepEqual(h.gh.requests[1]!.query, { state: 'all', labels: 'performance-regression', per_page: '100' });
  });

  test('the same key updates the issue; identical content is left alone', async () => {
    const first = await upsertRegressionIssue(h.octokit, base);
    const second = await upsertRegressionIssue(h.octokit, {
      ...base,
      title: 'buffer/compare.js: 15% slower',
      body: 'more',
    });
    assert.deepEqual(second, { action: 'updated', number: first.number, url: first.url });
    const third = await upsertRegressionIssue(h.octokit, {
      ...base,
      title: 'buffer/compare.js: 15% slower',
      body: 'more',
    });
    assert.equal(third.action, 'unchanged');
    assert.equal(h.gh.state.issues(REPO).length, 1);
    assert.equal(h.gh.state.issues(REPO)[0]!.body, `${regressionMarker(key)}\nmore`);
    assert.equal(h.gh.requestsTo('PATCH', /issues/).length, 1);
    assert.equal(h.gh.requestsTo('POST', /labels$/).length, 1);
  });

  test('a new key opens a new issue; an existing label is reused', async () => {
    h.gh.state.addLabel(REPO, 'performance-regression', { color: '000000' });
    const first = await upsertRegressionIssue(h.octokit, base);
    const other = await upsertRegressionIssue(h.octokit, { ...base, key: `${sha('2')}..${sha('3')}` });
    assert.equal(other.action, 'created');
    assert.notEqual(other.number, first.number);
    assert.equal(h.gh.state.issues(REPO).length, 2);
    assert.equal(h.gh.requestsTo('POST', /labels$/).length, 0);
    assert.equal(h.gh.state.repo(REPO)!.labels.get('performance-regression')?.color, '000000');
  });

  test('issues by others carrying our marker, and unlabelled ones, are not reused (T8)', async () => {
    const marker = regressionMarker(key);
    h.gh.state.addIssue(REPO, {
      title: 'planted',
      body: marker,
      labels: ['performance-regression'],
      user: { login: 'mallory', id: 666 },
    });
    h.gh.state.addIssue(REPO, { title: 'unlabelled', body: marker, user: GITHUB_ACTIONS_BOT });
    const result = await upsertRegressionIssue(h.octokit, base);
    assert.equal(result.action, 'created');
    assert.equal(h.gh.state.issues(REPO).length, 3);
    assert.deepEqual(
      h.gh.state.issues(REPO).map((i) => i.title),
      ['planted', 'unlabelled', base.title],
    );
  });

  test('the same range again after a maintainer closed its issue: left closed, no duplicate (issue 47.5)', async () => {
    const marker = regressionMarker(key);
    const closed = h.gh.state.addIssue(REPO, {
      title: 'closed',
      body: marker,
      labels: ['performance-regression'],
      state: 'closed',
      user: GITHUB_ACTIONS_BOT,
    });
    const result = await upsertRegressionIssue(h.octokit, base);
    assert.deepEqual([result.action, result.number], ['closed', closed.number]);
    assert.equal(h.gh.state.issues(REPO).length, 1);
    assert.equal(h.gh.state.issues(REPO)[0]!.state, 'closed');
    assert.equal(h.gh.requests.filter((r) => r.method !== 'GET').length, 0);
  });

  test('finds its issue among more than 100 open labelled issues', async () => {
    for (let i = 0; i < 120; i++) {
      h.gh.state.addIssue(REPO, {
        title: `r${i}`,
        body: regressionMarker(`k${i}`),
        labels: ['performance-regression'],
      });
    }
    const target = h.gh.state.issues(REPO)[3]!;
    const result = await upsertRegressionIssue(h.octokit, { ...base, key: 'k3', title: 'updated' });
    assert.equal(result.action, 'updated');
    assert.equal(result.number, target.number);
    assert.equal(h.gh.requestsTo('GET', '/repos/nodejs/node/issues').length, 2);
  });

  test('a custom label and an explicit author id', async () => {
    const result = await upsertRegressionIssue(h.octokit, { ...base, label: 'perf', authorId: GITHUB_ACTIONS_BOT.id });
    assert.equal(result.action, 'created');
    assert.deepEqual(h.gh.state.issues(REPO)[0]!.labels, ['perf']);
    assert.equal(h.gh.requestsTo('GET', '/user').length, 0);
  });

  test('a label created concurrently (422 already_exists) is fine', async () => {
    h.gh.faults.add({ route: 'GET /repos/{owner}/{repo}/labels/{name}', status: 404 });
    h.gh.state.addLabel(REPO, 'performance-regression');
    const result = await upsertRegressionIssue(h.octokit, base);
    assert.equal(result.action, 'created');
    assert.equal(h.gh.requestsTo('POST', /labels$/)[0]?.status, 422);
  });

  test('bad keys, titles, labels and oversized bodies are refused before sending', async () => {
    const bad = [
      { key: 'a--b' },
      { key: 'a b' },
      { key: '<x>' },
      { title: '' },
      { title: 'a\nb' },
      { title: 'x'.repeat(257) },
      { label: 'a,b' },
      { label: 'x'.repeat(51) },
    ];
    for (const change of bad) {
      await assert.rejects(
        upsertRegressionIssue(h.octokit, { ...base, ...change }),
        GitHubInputError,
        JSON.stringify(change),
      );
    }
    await assert.rejects(upsertRegressionIssue(h.octokit, { ...base, body: 'x'.repeat(70000) }), BodyTooLongError);
    assert.equal(h.gh.requests.length, 0);
  });
});
