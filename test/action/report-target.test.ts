// T7, forged target: the report job takes the pull request and the pinned SHA
// from the gate's request, never from the artifact. An artifact claiming
// another PR's head (or another /benchmark comment) is refused, and nothing
// is posted anywhere. Runs the real Action process against the fake GitHub.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { serializeRequest, type Request } from '../../src/request/request.ts';
import { runAction } from '../helpers/action.ts';
import { resultArtifact } from '../helpers/result-artifact.ts';
import { commentEvent } from '../helpers/events.ts';
import { GITHUB_ACTIONS_BOT, startFakeGitHub, type FakeGitHub } from '../helpers/fake-github.ts';
import { set as setOption } from '../../src/options/selection.ts';

const REPO = 'nodejs/node';
const BASE = 'b'.repeat(40);
const HEAD_7 = '7'.repeat(40);
const HEAD_8 = '8'.repeat(40);
const writer = { login: 'writer-person', id: 1001 };

describe('report mode: where the report goes comes from the gate request only', () => {
  let github: FakeGitHub;
  let request: string;
  let commentOn7: number;
  let commentOn8: number;
  const scratch = mkdtempSync(join(tmpdir(), 'report-target-'));

  before(async () => {
    github = await startFakeGitHub();
    github.state.addRepo(REPO);
    github.state.addPull(REPO, { number: 7, headSha: HEAD_7, baseSha: BASE, baseRef: 'main' });
    github.state.addPull(REPO, { number: 8, headSha: HEAD_8, baseSha: BASE, baseRef: 'main' });
    commentOn7 = github.state.addComment(REPO, 7, { body: '/benchmark buffers', user: writer }).id;
    commentOn8 = github.state.addComment(REPO, 8, { body: '/benchmark buffers', user: writer }).id;
    const gated: Request = {
      schemaVersion: 1,
      trigger: 'issue_comment',
      repository: REPO,
      old: { kind: 'ref', ref: 'main', sha: BASE },
      new: { kind: 'ref', ref: HEAD_7, sha: HEAD_7 },
      pr: { number: 7, headSha: HEAD_7, baseRef: 'main', baseSha: BASE },
      comment: { id: commentOn7, author: writer },
      groups: ['buffers'],
      filter: [],
      exclude: [],
      set: setOption.none(),
      runs: 2,
    };
    request = serializeRequest(gated);
  });
  after(async () => {
    await github.close();
    rmSync(scratch, { recursive: true, force: true });
  });

  const report = (resultDir: string, inputs: Record<string, string> = { request }) =>
    runAction({
      // the report job runs in the gate's workflow run: the /benchmark comment's event
      eventName: 'issue_comment',
      payload: commentEvent({
        repository: REPO,
        issueNumber: 7,
        commentId: commentOn7,
        body: '/benchmark buffers',
        user: writer,
      }),
      apiUrl: github.url,
      inputs: { mode: 'report', 'result-dir': resultDir, 'github-token': 'report-token', ...inputs },
    });
  const botComments = (pr: number) =>
    github.state.comments(REPO, pr).filter((c) => c.user.id === GITHUB_ACTIONS_BOT.id);
  const reactionCount = () => github.state.repo(REPO)!.reactions.length;

  it("refuses an artifact whose headSha is another PR's head: no table, and only the request's PR is told why", async () => {
    const dir = resultArtifact(mkdtempSync(join(scratch, 'forged-')), {
      headSha: HEAD_8,
      new: { spec: `ref:${HEAD_8}`, version: 'v20.0.0', sha: HEAD_8 },
      commentId: commentOn8,
    });
    const run = await report(dir);
    assert.equal(run.code, 1, run.stdout + run.stderr);
    assert.match(run.stdout, new RegExp(`::error::.*${HEAD_8}.*gate pinned ${HEAD_7}`));
    // issue 47.5: the pull request the gate's request names gets its one answer (never the artifact's)
    const answers = botComments(7);
    assert.equal(answers.length, 1);
    assert.match(
      answers[0]!.body,
      new RegExp(
        `\\*\\*No results for commit \`${HEAD_7}\`\\*\\*: the execute job's result arrived but could not be used: result\\.json is for commit ${HEAD_8} but the gate pinned ${HEAD_7}`,
      ),
    );
    assert.doesNotMatch(answers[0]!.body, /\| benchmark \|/);
    assert.deepEqual(botComments(8), []);
    const reactions = github.state.repo(REPO)!.reactions;
    assert.deepEqual(
      reactions.map((r) => [r.commentId, r.content]),
      [[commentOn7, 'confused']],
    );
  });

  it("refuses an artifact that names another /benchmark comment, and says so on the request's PR", async () => {
    const before = reactionCount();
    const run = await report(resultArtifact(mkdtempSync(join(scratch, 'comment-')), { commentId: commentOn8 }));
    assert.equal(run.code, 1, run.stdout + run.stderr);
    assert.match(run.stdout, /::error::.*comment/);
    assert.equal(botComments(7).length, 1, 'the one answer, updated');
    assert.match(botComments(7)[0]!.body, /could not be used: result\.json names the \/benchmark comment/);
    assert.deepEqual(botComments(8), []);
    assert.ok(reactionCount() <= before + 1);
  });

  it('refuses to post without the request input', async () => {
    const run = await report(resultArtifact(mkdtempSync(join(scratch, 'norequest-')), {}), { request: '' });
    assert.equal(run.code, 1, run.stdout + run.stderr);
    assert.match(run.stdout, /::error::mode report needs the request input/);
    assert.equal(botComments(7).length, 1, "nothing new: only the earlier refusal's answer");
  });

  it("posts on the request's PR and reacts on the request's comment", async () => {
    const run = await report(resultArtifact(mkdtempSync(join(scratch, 'honest-')), { commentId: commentOn7 }));
    assert.equal(run.code, 0, run.stdout + run.stderr);
    // the one answer: the earlier refusal's, replaced by the table
    assert.equal(botComments(7).length, 1);
    assert.match(botComments(7)[0]!.body, /a\/b\.js/);
    assert.doesNotMatch(botComments(7)[0]!.body, /No results/);
    assert.deepEqual(botComments(8), []);
    // the reaction says the latest answer: the refusals' confused one is gone beside the rocket (issue 47.5)
    const reactions = github.state.repo(REPO)!.reactions;
    assert.deepEqual(
      reactions.map((r) => [r.commentId, r.content]),
      [[commentOn7, 'rocket']],
    );
  });

  it("reproduces with this Action's own repository and ref, and node core's compare.js beside it", async () => {
    const dir = resultArtifact(mkdtempSync(join(scratch, 'reproduce-')), { commentId: commentOn7, suite: 'core' });
    const run = await runAction({
      eventName: 'issue_comment',
      payload: commentEvent({
        repository: REPO,
        issueNumber: 7,
        commentId: commentOn7,
        body: '/benchmark buffers',
        user: writer,
      }),
      apiUrl: github.url,
      inputs: { mode: 'report', 'result-dir': dir, 'github-token': 'report-token', request },
      // what the runner sets for a `uses: octo-tools/node-benchmark-action@v2.1.0` step
      env: { GITHUB_ACTION_REPOSITORY: 'octo-tools/node-benchmark-action', GITHUB_ACTION_REF: 'v2.1.0' },
      entry: 'src',
    });
    assert.equal(run.code, 0, run.stdout + run.stderr);
    const body = botComments(7).at(-1)!.body;
    for (const text of [run.summary, body]) {
      assert.ok(
        text.includes(
          'npx --yes --package=github:octo-tools/node-benchmark-action#v2.1.0 -- node-bench compare ' +
            `--old ref:${BASE} --new ref:${HEAD_7} --repo . --suite core --runs 2 --child-time off --correction holm ` +
            '--format markdown buffers',
        ),
        text,
      );
      assert.ok(
        text.includes('node benchmark/compare.js --old ./node-old --new ./node-new --runs 2 -- buffers > compare.csv'),
        text,
      );
    }
    assert.doesNotMatch(body, /npx node-bench/);
    // the pull request's head is in a reviewer's checkout once fetched: both blocks start with that
    assert.equal(body.split('git fetch https://github.com/nodejs/node pull/7/head\n').length, 3, body);
  });

  it('posts the report when the /benchmark comment was deleted meanwhile, and succeeds (issue 47.5)', async () => {
    github.state.repo(REPO)!.comments.delete(commentOn7);
    const run = await report(resultArtifact(mkdtempSync(join(scratch, 'deleted-')), { commentId: commentOn7 }));
    assert.equal(run.code, 0, run.stdout + run.stderr);
    assert.match(run.stdout, new RegExp(`the /benchmark comment ${commentOn7} is gone \\(deleted\\?\\)`));
    assert.equal(botComments(7).length, 1);
    assert.match(botComments(7)[0]!.body, /a\/b\.js/);
  });
});
