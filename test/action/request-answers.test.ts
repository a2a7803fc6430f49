// Issue 47.3: two requests on one pull request each get their own answer. The bundled Action's gate accepts two
// /benchmark comments (workflow runs 5001 and 5002); each report posts its own comment; the later table folds the
// earlier one under a link to it (kept, never deleted); the earlier request's report run again updates only its own
// comment and stays folded; an earlier request answered after a later one says so; a push marks every report stale.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { runAction } from '../helpers/action.ts';
import { reportComments } from '../helpers/report-comments.ts';
import { commentEvent, pullRequestEvent } from '../helpers/events.ts';
import { startFakeGitHub, type FakeGitHub } from '../helpers/fake-github.ts';
import { scratchDir } from '../helpers/paths.ts';
import { RESULT_BASE_SHA, resultArtifact } from '../helpers/result-artifact.ts';

const REPO = 'nodejs/node';
const HEAD = '7'.repeat(40);
const writer = { login: 'writer-person', id: 1001 };
const WORKFLOW_ENV = { GITHUB_WORKFLOW_REF: `${REPO}/.github/workflows/benchmark.yml@refs/heads/main` };

describe('two requests on one pull request: one answer each', () => {
  let github: FakeGitHub;
  const scratch = scratchDir('request-answers-');

  before(async () => {
    github = await startFakeGitHub();
    github.state.addRepo(REPO);
    github.state.addCollaborator(REPO, writer, 'write');
  });
  after(async () => {
    await github.close();
  });

  const event = (pr: number, commentId: number, body: string) =>
    commentEvent({ repository: REPO, issueNumber: pr, commentId, body, user: writer });

  /** A /benchmark comment accepted by the gate in workflow run `runId`: the request it hands on. */
  async function accepted(pr: number, runId: number): Promise<{ request: string; commentId: number }> {
    const body = '/benchmark buffers';
    const { id } = github.state.addComment(REPO, pr, { body, user: { ...writer, type: 'User' } });
    const gate = await runAction({
      eventName: 'issue_comment',
      payload: event(pr, id, body),
      apiUrl: github.url,
      env: WORKFLOW_ENV,
      runId: String(runId),
      inputs: { mode: 'gate', 'github-token': 'gate-token', 'allowed-groups': 'buffers', runs: '2' },
    });
    assert.equal(gate.outputs.proceed, 'true', gate.stdout + gate.stderr);
    return { request: gate.outputs.request!, commentId: id };
  }

  /** The report job of workflow run `runId`, on a result whose old side ran at `rate` (the new one at 10 and 11). */
  const report = (pr: number, runId: number, request: { request: string; commentId: number }, rates: number[]) =>
    runAction({
      eventName: 'issue_comment',
      payload: event(pr, request.commentId, '/benchmark buffers'),
      apiUrl: github.url,
      env: WORKFLOW_ENV,
      runId: String(runId),
      inputs: {
        mode: 'report',
        'github-token': 'report-token',
        request: request.request,
        'result-dir': resultArtifact(scratchDir('request-answers-result-'), { commentId: request.commentId }, rates),
      },
    });

  const reports = (pr: number) => reportComments(github, { repo: REPO, pr, workflow: 'benchmark.yml' });
  const urlOf = (pr: number, comment: { id: number }) =>
    `https://github.com/${REPO}/pull/${pr}#issuecomment-${comment.id}`;
  const reportOf = (pr: number, runId: number) => {
    const found = reportComments(github, { repo: REPO, pr, workflow: 'benchmark.yml', runId });
    assert.equal(found.length, 1, `one report of run ${runId} on #${pr}`);
    return found[0]!;
  };

  it('the later table folds the earlier one; the earlier report run again changes only its own comment', async () => {
    const pr = 21;
    github.state.addPull(REPO, { number: pr, headSha: HEAD, baseSha: RESULT_BASE_SHA, baseRef: 'main' });
    const first = await accepted(pr, 5001);
    const second = await accepted(pr, 5002);

    const one = await report(pr, 5001, first, [10, 11]);
    assert.equal(one.code, 0, one.stdout + one.stderr);
    assert.equal(reports(pr).length, 1);
    assert.doesNotMatch(reportOf(pr, 5001).body, /Superseded|later request/);

    const two = await report(pr, 5002, second, [20, 21]);
    assert.equal(two.code, 0, two.stdout + two.stderr);
    assert.equal(reports(pr).length, 2, 'the second request has its own comment');
    const later = reportOf(pr, 5002);
    const earlier = reportOf(pr, 5001);
    assert.doesNotMatch(later.body, /Superseded|later request/);
    assert.match(later.body, /a\/b\.js/);
    assert.ok(
      earlier.body.includes(
        `Superseded: a later request (workflow run 5002) posted [newer results](${urlOf(pr, later)})`,
      ),
    );
    assert.match(earlier.body, /<details><summary>Earlier results<\/summary>[\s\S]*a\/b\.js[\s\S]*<\/details>\n$/);

    // re-running the first request's report: its own comment only, still folded; the later table untouched
    const laterBody = later.body;
    const again = await report(pr, 5001, first, [10, 11]);
    assert.equal(again.code, 0, again.stdout + again.stderr);
    assert.equal(reports(pr).length, 2);
    assert.equal(reportOf(pr, 5002).body, laterBody);
    assert.equal(reportOf(pr, 5001).body.split('Superseded:').length, 2, 'folded once');
    assert.match(reportOf(pr, 5001).body, /<details><summary>Earlier results<\/summary>/);
  });

  it('an earlier request answered after a later one says so and folds nothing', async () => {
    const pr = 22;
    github.state.addPull(REPO, { number: pr, headSha: HEAD, baseSha: RESULT_BASE_SHA, baseRef: 'main' });
    const first = await accepted(pr, 6001);
    const second = await accepted(pr, 6002);
    assert.equal((await report(pr, 6002, second, [20, 21])).code, 0);
    const late = await report(pr, 6001, first, [10, 11]);
    assert.equal(late.code, 0, late.stdout + late.stderr);
    const later = reportOf(pr, 6002);
    assert.doesNotMatch(later.body, /Superseded|later request/, 'the later table is not folded by an earlier one');
    assert.ok(
      reportOf(pr, 6001).body.includes(
        `A later request (workflow run 6002) has [its own answer](${urlOf(pr, later)}); these results are for the earlier request.`,
      ),
    );
  });

  it('a failed request folds no table: the earlier results stay in view', async () => {
    const pr = 23;
    github.state.addPull(REPO, { number: pr, headSha: HEAD, baseSha: RESULT_BASE_SHA, baseRef: 'main' });
    const first = await accepted(pr, 7001);
    const second = await accepted(pr, 7002);
    assert.equal((await report(pr, 7001, first, [10, 11])).code, 0);
    const failed = await runAction({
      eventName: 'issue_comment',
      payload: event(pr, second.commentId, '/benchmark buffers'),
      apiUrl: github.url,
      env: WORKFLOW_ENV,
      runId: '7002',
      inputs: {
        mode: 'report',
        'github-token': 'report-token',
        request: second.request,
        'result-dir': join(scratch, 'never-downloaded'),
        'execute-result': 'failure',
      },
    });
    // the job fails (nothing to report), after the PR got its answer
    assert.equal(failed.code, 1, failed.stdout + failed.stderr);
    assert.match(reportOf(pr, 7002).body, /No results for commit/);
    assert.doesNotMatch(reportOf(pr, 7001).body, /Superseded/);
  });

  it('a push marks every request’s report stale', async () => {
    const pushed = 'c'.repeat(40);
    const sync = await runAction({
      eventName: 'pull_request_target',
      payload: pullRequestEvent({
        repository: REPO,
        number: 21,
        action: 'synchronize',
        headSha: pushed,
        baseSha: RESULT_BASE_SHA,
        baseRef: 'main',
        labels: [],
        sender: writer,
      }),
      apiUrl: github.url,
      env: WORKFLOW_ENV,
      inputs: { mode: 'gate', 'github-token': 'gate-token', 'allowed-groups': 'buffers' },
    });
    assert.equal(sync.code, 0, sync.stdout + sync.stderr);
    for (const run of [5001, 5002]) {
      assert.match(reportOf(21, run).body, new RegExp(`Stale: the pull request's head moved to \`${pushed}\``));
    }
  });
});
