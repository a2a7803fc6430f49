// Issue 47.4: the commit a /benchmark comment was accepted for travels with the run, not only in the bot's reply.
// The bundled Action's gate records the approval as a check run on the pinned commit (which nobody can delete);
// a re-run (GITHUB_RUN_ATTEMPT 2) whose reply was deleted benchmarks that commit if it is still the head, and
// refuses when the head moved or nothing was recorded (attempt 1 failed before it pinned anything).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { APPROVAL_CHECK_NAME, approvalExternalId } from '../../src/github/approvals.ts';
import { acceptanceMarker } from '../../src/report/gate-words.ts';
import { runAction } from '../helpers/action.ts';
import { commentEvent } from '../helpers/events.ts';
import { GITHUB_ACTIONS_APP, GITHUB_ACTIONS_BOT, startFakeGitHub, type FakeGitHub } from '../helpers/fake-github.ts';

const REPO = 'nodejs/node';
const BASE = 'b'.repeat(40);
const writer = { login: 'writer-person', id: 1001 };
const WORKFLOW_ENV = { GITHUB_WORKFLOW_REF: `${REPO}/.github/workflows/benchmark.yml@refs/heads/main` };

describe('a re-run benchmarks what was approved, even when the acceptance reply is gone', () => {
  let github: FakeGitHub;
  before(async () => {
    github = await startFakeGitHub();
    github.state.addRepo(REPO);
    github.state.addCollaborator(REPO, writer, 'write');
  });
  after(async () => {
    await github.close();
  });

  /** A pull request with a /benchmark comment on it. */
  function commented(pr: number, head: string): number {
    github.state.addPull(REPO, { number: pr, headSha: head, baseSha: BASE, baseRef: 'main' });
    return github.state.addComment(REPO, pr, { body: '/benchmark buffers', user: { ...writer, type: 'User' } }).id;
  }

  /** Attempt `attempt` of the gate of the comment's workflow run. */
  const gate = (pr: number, commentId: number, attempt: number) =>
    runAction({
      eventName: 'issue_comment',
      payload: commentEvent({ repository: REPO, issueNumber: pr, commentId, body: '/benchmark buffers', user: writer }),
      apiUrl: github.url,
      env: { ...WORKFLOW_ENV, GITHUB_RUN_ATTEMPT: String(attempt) },
      runId: String(8000 + pr),
      inputs: { mode: 'gate', 'github-token': 'gate-token', 'allowed-groups': 'buffers', runs: '2' },
    });

  const acceptanceReply = (pr: number, commentId: number) =>
    github.state
      .comments(REPO, pr)
      .find((c) => c.user.id === GITHUB_ACTIONS_BOT.id && c.body.startsWith(`${acceptanceMarker(commentId)}\n`));
  const deleteReply = (pr: number, commentId: number) =>
    github.state.repo(REPO)!.comments.delete(acceptanceReply(pr, commentId)!.id);
  const lastReply = (pr: number) => github.state.comments(REPO, pr).at(-1)!.body;

  it('records the approval as a check run on the pinned commit', async () => {
    const head = '1'.repeat(40);
    const commentId = commented(31, head);
    const first = await gate(31, commentId, 1);
    assert.equal(first.outputs.proceed, 'true', first.stdout + first.stderr);
    const runs = github.state.repo(REPO)!.checkRuns.filter((run) => run.headSha === head);
    assert.deepEqual(
      runs.map((run) => [run.name, run.externalId, run.status, run.conclusion]),
      [[APPROVAL_CHECK_NAME, approvalExternalId({ commentId, runId: 8031 }), 'completed', 'neutral']],
    );
    assert.match(runs[0]!.summary, /`buffers`, 2 runs, asked in comment \d+/);
  });

  it('reply deleted, head unchanged: the re-run benchmarks the approved commit', async () => {
    const head = '2'.repeat(40);
    const commentId = commented(32, head);
    assert.equal((await gate(32, commentId, 1)).outputs.proceed, 'true');
    deleteReply(32, commentId);
    const again = await gate(32, commentId, 2);
    assert.equal(again.code, 0, again.stdout + again.stderr);
    assert.equal(again.outputs.proceed, 'true');
    assert.equal(again.outputs.sha, head);
    assert.match(again.stdout, new RegExp(`a re-run of the request accepted for ${head}`));
  });

  it('reply deleted, head moved: the re-run refuses and says why', async () => {
    const commentId = commented(33, '3'.repeat(40));
    assert.equal((await gate(33, commentId, 1)).outputs.proceed, 'true');
    deleteReply(33, commentId);
    const pushed = 'c'.repeat(40);
    github.state.repo(REPO)!.pulls.get(33)!.headSha = pushed;
    const again = await gate(33, commentId, 2);
    assert.equal(again.code, 0, again.stdout + again.stderr);
    assert.equal(again.outputs.proceed, 'false');
    assert.equal(again.outputs.sha ?? '', '');
    assert.match(
      lastReply(33),
      new RegExp(
        `^This is attempt 2 of the workflow run, and nothing records which commit an earlier attempt accepted: the ` +
          `acceptance reply is gone and no approval is recorded on the head of #33 \\(\`${pushed}\`\\)\\.`,
      ),
    );
    assert.equal(github.state.repo(REPO)!.checkRuns.filter((run) => run.headSha === pushed).length, 0);
  });

  it('attempt 1 failed before it pinned anything: the re-run refuses, whatever the head', async () => {
    const head = '4'.repeat(40);
    const commentId = commented(34, head);
    // (a 404 fails at once; a 5xx would be retried first)
    github.faults.add({
      route: 'GET /repos/{owner}/{repo}/pulls/{pull_number}',
      status: 404,
      body: { message: 'Not Found' },
    });
    const failed = await gate(34, commentId, 1);
    assert.notEqual(failed.code, 0);
    github.faults.clear();
    assert.equal(acceptanceReply(34, commentId), undefined);
    const again = await gate(34, commentId, 2);
    assert.equal(again.outputs.proceed, 'false', again.stdout + again.stderr);
    assert.match(lastReply(34), /^This is attempt 2 of the workflow run, and nothing records/);
  });

  // Issue 55.4: a check run with our name and external id proves nothing by itself: any app or workflow token
  // with `checks: write` can create one. What was recorded by another app, or is not completed and neutral,
  // is no approval.
  const lookAlikes = [
    {
      what: 'by another app',
      app: { id: 777, slug: 'other-ci', name: 'Other CI', owner: writer },
      status: 'completed',
    },
    { what: 'left queued', app: GITHUB_ACTIONS_APP, status: 'queued' },
    { what: 'completed with another conclusion', app: GITHUB_ACTIONS_APP, status: 'completed', conclusion: 'success' },
  ];
  for (const [i, lookAlike] of lookAlikes.entries()) {
    it(`a look-alike approval ${lookAlike.what}: the re-run refuses`, async () => {
      const pr = 36 + i;
      const head = String(6 + i).repeat(40);
      const commentId = commented(pr, head);
      github.faults.add({
        route: 'GET /repos/{owner}/{repo}/pulls/{pull_number}',
        status: 404,
        body: { message: 'Not Found' },
      });
      const failed = await gate(pr, commentId, 1);
      github.faults.clear();
      assert.notEqual(failed.code, 0);
      github.state.addCheckRun(REPO, {
        name: APPROVAL_CHECK_NAME,
        headSha: head,
        externalId: approvalExternalId({ commentId, runId: 8000 + pr }),
        app: lookAlike.app,
        status: lookAlike.status,
        ...(lookAlike.conclusion === undefined ? {} : { conclusion: lookAlike.conclusion }),
      });
      const again = await gate(pr, commentId, 2);
      assert.equal(again.outputs.proceed, 'false', again.stdout + again.stderr);
      assert.match(lastReply(pr), /^This is attempt 2 of the workflow run, and nothing records/);
    });
  }

  it("with a GitHub App's token (bot-id): its own approval counts, a GITHUB_TOKEN's look-alike does not", async () => {
    const app = { login: 'bench-bot[bot]', id: 5555, type: 'Bot' as const };
    github.state.tokenUser = app;
    try {
      const withApp = (pr: number, commentId: number, attempt: number) =>
        runAction({
          eventName: 'issue_comment',
          payload: commentEvent({
            repository: REPO,
            issueNumber: pr,
            commentId,
            body: '/benchmark buffers',
            user: writer,
          }),
          apiUrl: github.url,
          env: { ...WORKFLOW_ENV, GITHUB_RUN_ATTEMPT: String(attempt) },
          runId: String(8000 + pr),
          inputs: {
            mode: 'gate',
            'github-token': 'app-token',
            'bot-id': '5555',
            'allowed-groups': 'buffers',
            runs: '2',
          },
        });
      const head = 'a'.repeat(40);
      const commentId = commented(40, head);
      assert.equal((await withApp(40, commentId, 1)).outputs.proceed, 'true');
      github.state
        .repo(REPO)!
        .comments.delete(
          github.state
            .comments(REPO, 40)
            .find((c) => c.user.id === app.id && c.body.startsWith(acceptanceMarker(commentId)))!.id,
        );
      const again = await withApp(40, commentId, 2);
      assert.equal(again.outputs.proceed, 'true', again.stdout + again.stderr);
      assert.equal(again.outputs.sha, head);

      const other = 'b'.repeat(40);
      const otherComment = commented(41, other);
      github.state.addCheckRun(REPO, {
        name: APPROVAL_CHECK_NAME,
        headSha: other,
        externalId: approvalExternalId({ commentId: otherComment, runId: 8041 }),
        app: GITHUB_ACTIONS_APP,
      });
      const forged = await withApp(41, otherComment, 2);
      assert.equal(forged.outputs.proceed, 'false', forged.stdout + forged.stderr);
    } finally {
      github.state.tokenUser = GITHUB_ACTIONS_BOT;
    }
  });

  it('a token without checks: write still runs the first attempt, and says what the re-run will lack', async () => {
    const commentId = commented(35, '5'.repeat(40));
    github.faults.notAccessibleByIntegration({ route: 'POST /repos/{owner}/{repo}/check-runs' });
    const first = await gate(35, commentId, 1);
    assert.equal(first.outputs.proceed, 'true', first.stdout + first.stderr);
    assert.match(first.stdout, /could not record the approval as a check run .*give the gate job `checks: write`/);
    assert.ok(acceptanceReply(35, commentId), 'the reply is the record');
  });
});
