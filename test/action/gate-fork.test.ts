// The label path on a pull request from a fork. `pull_request` runs the PR's
// own workflow with a read-only token, so there the gate can only log; the
// example workflows use `pull_request_target` (the base branch's workflow,
// with its token) for the label, which the gate reads like `pull_request`:
// the labeller's permission by API, the head pinned by SHA from the payload.
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { runGate } from '../../src/action/gate.ts';
import type { GitHubEnv } from '../../src/action/github-env.ts';
import { readActionInputs } from '../../src/action/inputs.ts';
import { reportMarker } from '../../src/report/comment.ts';
import { parseRequestJson } from '../../src/request/request.ts';
import { dispatchEvent, pullRequestEvent, type PullRequestEventOptions } from '../helpers/events.ts';
import { GITHUB_ACTIONS_BOT } from '../helpers/fake-github.ts';
import { sha, startHarness, type Harness } from '../github/support.ts';

const REPO = 'nodejs/node';
const FORK = 'first-time-dev/node';
const PR = 11;
const writer = { login: 'writer-person', id: 1001, type: 'User' as const };
const triager = { login: 'triage-person', id: 1002, type: 'User' as const };
const HEAD = sha('a');
const BASE = sha('b');
const MARKER = reportMarker(PR, 'benchmark.yml');

const inputs = readActionInputs(
  (name) =>
    ({ mode: 'gate', 'github-token': 'gate-token', 'allowed-groups': 'buffers url', groups: 'buffers' })[name] ?? '',
);

describe('gate: the benchmark label on a fork PR', () => {
  let h: Harness;
  before(async () => {
    h = await startHarness();
    h.gh.state.addRepo(REPO);
    h.gh.state.addCollaborator(REPO, writer, 'write');
    h.gh.state.addCollaborator(REPO, triager, 'triage');
    h.gh.state.addPull(REPO, { number: PR, headSha: HEAD, baseSha: BASE, baseRef: 'main', headRepo: FORK });
  });
  after(async () => {
    await h.close();
  });
  beforeEach(() => h.gh.faults.clear());

  const event = (eventName: string, o: Partial<PullRequestEventOptions>): GitHubEnv => ({
    eventName,
    owner: 'nodejs',
    repo: 'node',
    apiUrl: h.gh.url,
    workflow: 'benchmark.yml',
    payload: pullRequestEvent({
      repository: REPO,
      number: PR,
      action: 'labeled',
      headSha: HEAD,
      headRepo: FORK,
      baseSha: BASE,
      labels: ['buffer', 'benchmark'],
      sender: writer,
      ...o,
    }),
  });
  const gate = (github: GitHubEnv, log: string[] = []) =>
    runGate(github, inputs, {
      octokit: h.octokit,
      log: (line) => log.push(line),
      botLogin: GITHUB_ACTIONS_BOT.login,
      botId: GITHUB_ACTIONS_BOT.id,
      // no groups auto here: the workspace is never read
      workspace: process.cwd(),
    });
  const writes = () => h.gh.requests.filter((r) => r.method !== 'GET').length;

  it('pull_request_target, labelled by a writer: proceeds with the fork head pinned by SHA', async () => {
    const log: string[] = [];
    const before = h.gh.requests.length;
    const result = await gate(event('pull_request_target', {}), log);
    assert.equal(result.proceed, true, result.reason);
    assert.equal(result.sha, HEAD);
    const request = parseRequestJson(result.requestJson!);
    assert.deepEqual(request.pr, { number: PR, headSha: HEAD, baseRef: 'main', baseSha: BASE });
    assert.deepEqual(request.groups, ['buffers']);
    assert.deepEqual(request.requestedBy, { login: writer.login, id: writer.id });
    // the labeller's permission was looked up by API, and the pull request told what runs (issue 47.6)
    const asked = h.gh.requests.slice(before).map((r) => `${r.method} ${r.path}`);
    assert.deepEqual(asked, [
      `GET /repos/${REPO}/collaborators/${writer.login}/permission`,
      `POST /repos/${REPO}/issues/${PR}/comments`,
    ]);
    assert.match(h.gh.state.comments(REPO, PR).at(-1)!.body, new RegExp(`^Benchmark of commit \`${HEAD}\``));
    assert.match(log.join('\n'), /writer-person \(id 1001\): .*write/);
  });

  it('pull_request_target, labelled by someone with triage only: refused, and the pull request told why', async () => {
    const before = writes();
    const result = await gate(event('pull_request_target', { sender: triager }));
    assert.equal(result.proceed, false);
    assert.match(result.reason!, /triage-person may not run benchmarks/);
    assert.equal(writes(), before + 1);
    assert.match(
      h.gh.state.comments(REPO, PR).at(-1)!.body,
      /^The `benchmark` label runs nothing on #11: triage-person/,
    );
  });

  it('pull_request_target, a push to the fork: not run, and the posted report is marked stale', async () => {
    const report = h.gh.state.addComment(REPO, PR, {
      body: `${MARKER}\n## Benchmark results\n`,
      user: GITHUB_ACTIONS_BOT,
    });
    const pushed = sha('c');
    const log: string[] = [];
    const result = await gate(event('pull_request_target', { action: 'synchronize', headSha: pushed }), log);
    assert.equal(result.proceed, false);
    assert.match(result.reason!, /remove and re-add the "benchmark" label/);
    const body = h.gh.state.comments(REPO, PR).find((c) => c.id === report.id)!.body;
    assert.ok(body.startsWith(`${MARKER}\n`), body);
    assert.match(body, new RegExp(`Stale: the pull request's head moved to \`${pushed}\``));
    assert.match(log.join('\n'), new RegExp(`report comment on #${PR} marked stale`));
  });

  describe('a dispatch of an earlier commit of the fork pull request (issue 47.2)', () => {
    const dispatch = (commit: string) =>
      gate({
        eventName: 'workflow_dispatch',
        owner: 'nodejs',
        repo: 'node',
        apiUrl: h.gh.url,
        workflow: 'benchmark.yml',
        payload: dispatchEvent({
          repository: REPO,
          inputs: { pr: String(PR), commit, groups: 'buffers', runs: '2' },
          sender: writer,
        }),
      });
    const pull = () => h.gh.state.repo(REPO)!.pulls.get(PR)!;

    it("is found in the pull request's own commit list, which knows the fork's commits", async () => {
      const earlier = sha('e');
      pull().commits.push(earlier);
      try {
        const result = await dispatch(earlier);
        assert.equal(result.proceed, true, result.reason);
        assert.equal(result.sha, earlier);
        assert.equal(parseRequestJson(result.requestJson!).pr!.headSha, earlier);
        // the commit-to-PR lookup does not know a commit only the fork has: it was not what decided
        assert.ok(h.gh.requests.some((r) => r.path === `/repos/${REPO}/pulls/${PR}/commits`));
      } finally {
        pull().commits.pop();
      }
    });

    it("a commit that is not among them is refused; past GitHub's 250 listed commits, it says it cannot tell", async () => {
      await assert.rejects(
        dispatch(sha('f')),
        /commit f{40} is neither the head of #11 \(a{40}\) nor one of its commits/,
      );
      const many = Array.from({ length: 260 }, (_, i) => i.toString(16).padStart(40, '0'));
      pull().commits.push(...many);
      try {
        await assert.rejects(
          dispatch(sha('f')),
          /commit f{40} is not the head of #11 \(a{40}\) nor among the first 250 of its commits, all GitHub lists: it cannot be checked, so nothing was run \(dispatch the head, or a commit among the first 250\)/,
        );
        // one among the first 250 still is found
        const result = await dispatch(many[3]!);
        assert.equal(result.proceed, true, result.reason);
      } finally {
        pull().commits.splice(-many.length);
      }
    });
  });

  it("pull_request from a fork (the PR's read-only token): the refused stale mark is a log line", async () => {
    h.gh.state.addComment(REPO, PR, { body: `${MARKER}\n## Benchmark results\n`, user: GITHUB_ACTIONS_BOT });
    h.gh.faults.notAccessibleByIntegration({ method: 'PATCH', times: Infinity });
    const log: string[] = [];
    const result = await gate(event('pull_request', { action: 'synchronize', headSha: sha('d') }), log);
    assert.equal(result.proceed, false);
    assert.ok(h.gh.faults.served > 0, 'the PATCH was refused');
    assert.match(log.join('\n'), /could not mark the report on #11 stale \(Resource not accessible by integration\)/);
  });
});
