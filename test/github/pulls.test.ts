import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, test } from 'node:test';

import { GitHubApiError, GitHubInputError, PullLookupError } from '../../src/github/errors.ts';
import { findPullForSha, getPull, listPullFiles } from '../../src/github/pulls.ts';
import { startHarness, sha, type Harness } from './support.ts';

const REPO = 'nodejs/node';
const repo = { owner: 'nodejs', repo: 'node' };

let h: Harness;
beforeEach(async () => {
  h = await startHarness();
});
afterEach(async () => {
  await h.close();
});

describe('getPull', () => {
  test('returns the fields the gate and report need', async () => {
    h.gh.state.addPull(REPO, {
      number: 42,
      headSha: sha('a'),
      headRef: 'perf/faster-buffer',
      headRepo: 'contributor/node',
      baseRef: 'main',
      baseSha: sha('b'),
    });
    const pull = await getPull(h.octokit, { ...repo, number: 42 });
    assert.deepEqual(pull, {
      number: 42,
      headSha: sha('a'),
      headRef: 'perf/faster-buffer',
      headRepo: 'contributor/node',
      baseRef: 'main',
      baseSha: sha('b'),
      state: 'open',
      htmlUrl: 'https://github.com/nodejs/node/pull/42',
    });
  });

  test('a deleted fork gives headRepo null; closed state is reported', async () => {
    h.gh.state.addPull(REPO, { number: 3, headSha: sha('d'), headRepo: null, state: 'closed' });
    const pull = await getPull(h.octokit, { ...repo, number: 3 });
    assert.equal(pull.headRepo, null);
    assert.equal(pull.state, 'closed');
  });

  test('a missing PR is a 404 error naming it', async () => {
    await assert.rejects(getPull(h.octokit, { ...repo, number: 9 }), (error: unknown) => {
      assert.ok(error instanceof GitHubApiError);
      assert.equal(error.status, 404);
      assert.match(error.message, /^reading pull request nodejs\/node#9: /);
      return true;
    });
  });

  test('bad numbers are refused before sending', async () => {
    await assert.rejects(getPull(h.octokit, { ...repo, number: -1 }), GitHubInputError);
    assert.equal(h.gh.requests.length, 0);
  });
});

describe('findPullForSha', () => {
  test('finds the open PR whose head is the SHA (same-repository branch)', async () => {
    h.gh.state.addPull(REPO, { number: 1, headSha: sha('1') });
    h.gh.state.addPull(REPO, { number: 2, headSha: sha('2'), commits: [sha('1')] });
    const pull = await findPullForSha(h.octokit, { ...repo, sha: sha('1') });
    assert.equal(pull?.number, 1);
    assert.equal(h.gh.requests.length, 1);
    assert.equal(h.gh.requests[0]!.route, 'GET /repos/{owner}/{repo}/commits/{commit_sha}/pulls');
  });

  test('a fork PR (unknown to /commits/{sha}/pulls) is found among the open PRs, across pages', async () => {
    for (let n = 1; n <= 150; n++) {
      h.gh.state.addPull(REPO, {
        number: n,
        headSha: sha('0').slice(0, 37) + String(n).padStart(3, '0'),
        headRepo: `u${n}/node`,
      });
    }
    const wanted = sha('0').slice(0, 37) + '007';
    const pull = await findPullForSha(h.octokit, { ...repo, sha: wanted });
    assert.equal(pull?.number, 7);
    assert.equal(pull?.headRepo, 'u7/node');
    const routes = h.gh.requests.map((r) => `${r.status} ${r.route} ${r.query.page ?? ''}`);
    assert.deepEqual(routes, [
      '200 GET /repos/{owner}/{repo}/commits/{commit_sha}/pulls ',
      '200 GET /repos/{owner}/{repo}/pulls ',
      '200 GET /repos/{owner}/{repo}/pulls 2',
    ]);
  });

  test('a SHA that is only an older commit of a PR, or of a closed PR, gives null', async () => {
    h.gh.state.addPull(REPO, { number: 5, headSha: sha('5'), commits: [sha('4')] });
    h.gh.state.addPull(REPO, { number: 6, headSha: sha('6'), state: 'closed' });
    assert.equal(await findPullForSha(h.octokit, { ...repo, sha: sha('4') }), null);
    assert.equal(await findPullForSha(h.octokit, { ...repo, sha: sha('6') }), null);
    assert.equal(await findPullForSha(h.octokit, { ...repo, sha: sha('9') }), null);
  });

  test('two open PRs with the same head are ambiguous', async () => {
    h.gh.state.addPull(REPO, { number: 10, headSha: sha('e'), baseRef: 'main' });
    h.gh.state.addPull(REPO, { number: 11, headSha: sha('e'), baseRef: 'v22.x-staging' });
    await assert.rejects(findPullForSha(h.octokit, { ...repo, sha: sha('e') }), (error: unknown) => {
      assert.ok(error instanceof PullLookupError);
      assert.match(error.message, /head of several open pull requests in nodejs\/node \(#11, #10\)/);
      return true;
    });
  });

  test('abbreviated, uppercase or non-hex SHAs are refused (T3)', async () => {
    for (const bad of ['abc1234', sha('A'), `${sha('a')}0`, 'main', `${sha('a').slice(1)}g`]) {
      await assert.rejects(findPullForSha(h.octokit, { ...repo, sha: bad }), GitHubInputError, bad);
    }
    assert.equal(h.gh.requests.length, 0);
  });

  test('server errors propagate after retries', async () => {
    h.gh.faults.serverError({ status: 500, times: Infinity });
    await assert.rejects(findPullForSha(h.octokit, { ...repo, sha: sha('1') }), /listing the pull requests of commit/);
  });
});

describe('findPullForSha: answers GitHub documents for GET /commits/{sha}/pulls', () => {
  const route = 'GET /repos/{owner}/{repo}/commits/{commit_sha}/pulls';

  test('409 Conflict (e.g. "Git Repository is empty.") falls back to the open pull requests, no crash', async () => {
    h.gh.state.addPull(REPO, { number: 3, headSha: sha('a'), baseSha: sha('b'), baseRef: 'main' });
    h.gh.faults.add({
      route,
      status: 409,
      times: Infinity,
      body: { message: 'Git Repository is empty.', status: '409' },
    });
    const pull = await findPullForSha(h.octokit, { ...repo, sha: sha('a') });
    assert.equal(pull?.number, 3);
    assert.equal(h.gh.requests.filter((r) => r.status === 409).length, 1, 'a 409 is not retried: it will not change');
  });

  test('the same pull request listed twice (pages shifting under us) counts once', async () => {
    h.gh.state.addPull(REPO, { number: 5, headSha: sha('c'), baseSha: sha('b'), baseRef: 'main' });
    const { data } = await h.octokit.rest.repos.listPullRequestsAssociatedWithCommit({ ...repo, commit_sha: sha('c') });
    assert.equal(data.length, 1);
    h.gh.faults.add({ route, status: 200, body: [data[0], data[0]] });
    const pull = await findPullForSha(h.octokit, { ...repo, sha: sha('c') });
    assert.equal(pull?.number, 5);
  });
});

describe('listPullFiles', () => {
  test('reads every page; a rename counts with its old path', async () => {
    const files = Array.from({ length: 250 }, (_, i) => `test/parallel/test-${i}.js`);
    h.gh.state.addPull(REPO, {
      number: 43,
      headSha: sha('a'),
      files: [
        ...files,
        { filename: 'lib/internal/url.js', status: 'renamed', previousFilename: 'lib/internal/old-url.js' },
      ],
    });
    const listed = await listPullFiles(h.octokit, { ...repo, number: 43, changedFiles: 251 });
    assert.equal(listed.files.length, 252);
    assert.ok(listed.files.includes('lib/internal/old-url.js') && listed.files.includes('lib/internal/url.js'));
    assert.equal(listed.truncated, false);
    assert.equal(
      h.gh.requests.filter((r) => r.route === 'GET /repos/{owner}/{repo}/pulls/{pull_number}/files').length,
      3,
    );
  });

  test('says when the pull request changes more files than GitHub lists', async () => {
    h.gh.state.addPull(REPO, { number: 44, headSha: sha('a'), files: ['lib/buffer.js'] });
    const listed = await listPullFiles(h.octokit, { ...repo, number: 44, changedFiles: 3500 });
    assert.deepEqual(listed, { files: ['lib/buffer.js'], truncated: true });
  });
});
