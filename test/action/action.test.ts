// The bundled Action (dist/index.js) end to end, as GitHub runs it: gate ->
// execute -> report for a /benchmark comment, against real git repositories,
// real node builds and a fake GitHub REST server on 127.0.0.1.
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, readdirSync, readFileSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { parseCompareCsv } from '../../src/stats/csv.ts';
import { runAction } from '../helpers/action.ts';
import { reportComments } from '../helpers/report-comments.ts';
import { commentEvent, dispatchEvent, pullRequestEvent } from '../helpers/events.ts';
import { createFakeNodeRepo, type FakeNodeRepo } from '../helpers/fake-node-repo.ts';
import { GITHUB_ACTIONS_BOT, startFakeGitHub, type FakeGitHub } from '../helpers/fake-github.ts';
import { repoRoot, scratchDir } from '../helpers/paths.ts';
import { noRenderer, renderGfm, tables } from '../report/gfm.ts';

const REPO = 'nodejs/node';
const PR = 7;
const writer = { login: 'writer-person', id: 1001 };
const reader = { login: 'read-only-person', id: 1002 };
const stranger = { login: 'writer-persom', id: 1003 };
const SECRET = 'ghs_secretTokenValueThatMustNotLeak';
const WORKFLOW_ENV = { GITHUB_WORKFLOW_REF: `${REPO}/.github/workflows/benchmark.yml@refs/heads/main` };
// the workflow run of the first request's report (its re-run keeps the id)
const REPORT_RUN = '3001';

describe('the Action: /benchmark comment -> gate -> execute -> report', () => {
  let fake: FakeNodeRepo;
  let github: FakeGitHub;
  let head: string;
  const scratch = scratchDir('action-flow-');
  /** Our report comment on the PR answering the request of workflow run `runId` (each request has its own). */
  const reportsOfRun = (runId: string) =>
    reportComments(github, { repo: REPO, pr: PR, workflow: 'benchmark.yml', runId: Number(runId) });

  before(async () => {
    fake = await createFakeNodeRepo();
    // PR code that goes looking for credentials while it is built (T10).
    const configure = await fake.git(['show', 'HEAD:configure']);
    head = await fake.commit(
      // (into the build log: the sandbox lets a build write nothing outside its worktree)
      {
        configure: `${configure}\n{ echo LEAK-PROBE-BEGIN; env; git config --list --show-origin; echo LEAK-PROBE-END; } 2>&1 || true\n`,
      },
      'PR: a configure that dumps its environment',
    );
    github = await startFakeGitHub();
    github.state.addRepo(REPO);
    github.state.addCollaborator(REPO, writer, 'write');
    github.state.addCollaborator(REPO, reader, 'read');
    github.state.addPull(REPO, { number: PR, headSha: head, baseSha: fake.fast, baseRef: 'main' });
  });
  after(async () => {
    await github.close();
    await fake.cleanup();
  });

  // every job of the workflow run (gate, execute, report) sees the event that started it: this comment
  const runGate = (payload: unknown, env: NodeJS.ProcessEnv = {}, inputs: Record<string, string> = {}) =>
    runAction({
      eventName: 'issue_comment',
      payload,
      apiUrl: github.url,
      env,
      inputs: { mode: 'gate', 'github-token': 'gate-token', 'allowed-groups': 'buffers events', runs: '4', ...inputs },
    });
  const gate = (
    body: string,
    user: { login: string; id: number },
    commentId: number,
    inputs: Record<string, string> = {},
  ) => {
    const comment = github.state.addComment(REPO, PR, { body, user: { ...user, type: 'User' } });
    const payload = commentEvent({ repository: REPO, issueNumber: PR, commentId: comment.id, body, user });
    return runGate(payload, {}, inputs).then((run) => ({ run, commentId: comment.id ?? commentId, payload }));
  };
  const reactions = (commentId: number) =>
    github.state
      .repo(REPO)!
      .reactions.filter((r) => r.commentId === commentId)
      .map((r) => r.content);

  it("runs a writer's command on the pinned SHA and posts one sticky comment", async () => {
    const {
      run: gated,
      commentId,
      payload: event,
    } = await gate('/benchmark buffers --filter tojson --set len=256 --runs 4', writer, 0);
    assert.equal(gated.code, 0, gated.stdout + gated.stderr);
    assert.equal(gated.outputs.proceed, 'true');
    assert.equal(gated.outputs.sha, head);
    assert.deepEqual(reactions(commentId), ['eyes']);
    const ack = github.state.comments(REPO, PR).at(-1)!;
    assert.match(ack.body, new RegExp(`Benchmark accepted for commit \`${head}\``));

    const resultDir = join(scratch, 'result');
    const executed = await runAction({
      eventName: 'issue_comment',
      payload: event,
      inputs: {
        mode: 'execute',
        request: gated.outputs.request!,
        'repo-path': fake.repo,
        'result-dir': resultDir,
        'cache-dir': join(scratch, 'cache'),
        'min-free-gb': '0',
        'github-token': SECRET,
      },
      workspace: scratch,
      env: { GITHUB_TOKEN: SECRET, ACTIONS_RUNTIME_TOKEN: SECRET, ACTIONS_ID_TOKEN_REQUEST_TOKEN: SECRET },
    });
    assert.equal(executed.code, 0, executed.stdout + executed.stderr);
    assert.ok(existsSync(join(resultDir, 'results.csv')));
    assert.equal(executed.outputs.csv, join(resultDir, 'results.csv'));
    // T10: the PR's build ran, and found no token in its environment or git config.
    const logs = readdirSync(join(scratch, 'cache'), { recursive: true, encoding: 'utf8' })
      .filter((name) => name.endsWith('.log'))
      .map((name) => readFileSync(join(scratch, 'cache', name), 'utf8'))
      .filter((text) => text.includes('LEAK-PROBE-BEGIN'));
    assert.ok(logs.length > 0, 'the PR build ran and its log was kept');
    assert.match(logs.join('\n'), /# sandbox: bwrap/);
    const seen = logs
      .map((text) => text.slice(text.indexOf('LEAK-PROBE-BEGIN'), text.indexOf('LEAK-PROBE-END')))
      .join('\n');
    assert.match(seen, /PATH=/);
    assert.doesNotMatch(seen, new RegExp(SECRET));
    assert.doesNotMatch(seen, /INPUT_|ACTIONS_RUNTIME_TOKEN|extraheader/i);
    // execute has no token: it made no API call
    assert.equal(github.requests.filter((r) => r.headers.authorization?.includes(SECRET)).length, 0);

    const report = () =>
      runAction({
        eventName: 'issue_comment',
        payload: event,
        apiUrl: github.url,
        runId: REPORT_RUN,
        env: WORKFLOW_ENV,
        inputs: {
          mode: 'report',
          request: gated.outputs.request!,
          'result-dir': resultDir,
          'github-token': 'report-token',
        },
      });
    const first = await report();
    assert.equal(first.code, 0, first.stdout + first.stderr);
    const ours = () => reportsOfRun(REPORT_RUN);
    assert.equal(ours().length, 1);
    assert.match(ours()[0]!.body, /buffers\/tojson\.js/);
    assert.match(ours()[0]!.body, new RegExp(head.slice(0, 12)));
    assert.equal(first.outputs['comment-url'], `https://github.com/${REPO}/pull/${PR}#issuecomment-${ours()[0]!.id}`);
    assert.match(first.summary, /buffers\/tojson\.js/);
    assert.deepEqual(reactions(commentId), ['eyes', 'rocket']);

    // A second report (the job re-run: the same run) finds the same comment, and leaves the unchanged table alone.
    const patchesBefore = github.requests.filter((r) => r.method === 'PATCH').length;
    const second = await report();
    assert.equal(second.code, 0, second.stderr);
    assert.equal(ours().length, 1);
    assert.equal(github.requests.filter((r) => r.method === 'PATCH').length, patchesBefore);

    // A push to the PR marks the posted results stale (pull_request_target: the base branch's workflow and token).
    const pushed = 'c'.repeat(40);
    const sync = await runAction({
      eventName: 'pull_request_target',
      payload: pullRequestEvent({
        repository: REPO,
        number: PR,
        action: 'synchronize',
        headSha: pushed,
        baseSha: fake.fast,
        baseRef: 'main',
        labels: [],
        sender: writer,
      }),
      apiUrl: github.url,
      env: WORKFLOW_ENV,
      inputs: { mode: 'gate', 'github-token': 'gate-token', 'allowed-groups': 'buffers' },
    });
    assert.equal(sync.code, 0, sync.stdout + sync.stderr);
    assert.equal(sync.outputs.proceed, 'false');
    assert.equal(ours().length, 1);
    assert.match(ours()[0]!.body, new RegExp(`Stale: the pull request's head moved to \`${pushed}\``));
    assert.match(ours()[0]!.body, /buffers\/tojson\.js/, 'the results stay');
  });

  it('refuses a reader (T1) with a reaction only, and ignores a quoted command (T2)', async () => {
    const { run, commentId } = await gate('/benchmark buffers', reader, 0);
    assert.equal(run.code, 0, run.stderr);
    assert.equal(run.outputs.proceed, 'false');
    assert.deepEqual(reactions(commentId), ['confused']);
    const lookalike = await gate('/benchmark buffers', stranger, 0);
    assert.equal(lookalike.run.outputs.proceed, 'false');
    const quoted = await gate('> /benchmark buffers', writer, 0);
    assert.equal(quoted.run.outputs.proceed, 'false');
    assert.deepEqual(reactions(quoted.commentId), []);
  });

  it("answers a writer's bad command with the reason, and refuses a stale sha= (T3, T4)", async () => {
    const bad = await gate('/benchmark buffers --output=/etc/x', writer, 0);
    assert.equal(bad.run.outputs.proceed, 'false');
    assert.deepEqual(reactions(bad.commentId), ['confused']);
    assert.match(github.state.comments(REPO, PR).at(-1)!.body, /--output/);
    const stale = await gate(`/benchmark buffers sha=${fake.fast}`, writer, 0);
    assert.equal(stale.run.outputs.proceed, 'false');
    assert.deepEqual(reactions(stale.commentId), ['confused']);
  });

  it('a re-run benchmarks the commit that was accepted or nothing: after a push it refuses, with a reply', async () => {
    const accepted = (commentId: number) =>
      github.state
        .comments(REPO, PR)
        .filter((c) => c.user.id === GITHUB_ACTIONS_BOT.id && c.body.includes(`accepted comment=${commentId} `));
    const first = await gate('/benchmark buffers --runs 2', writer, 0);
    assert.equal(first.run.outputs.proceed, 'true');
    assert.equal(first.run.outputs.sha, head);
    assert.equal(accepted(first.commentId).length, 1);

    // the gate re-run, the head unchanged: the same commit, no second acceptance
    const again = await runGate(first.payload, { GITHUB_RUN_ATTEMPT: '2' });
    assert.equal(again.code, 0, again.stdout + again.stderr);
    assert.equal(again.outputs.proceed, 'true');
    assert.equal(again.outputs.sha, head);
    assert.equal(accepted(first.commentId).length, 1);

    // the author pushes; a writer presses re-run: the new head was never approved
    const pull = github.state.repo(REPO)!.pulls.get(PR)!;
    const pushed = 'f'.repeat(40);
    pull.headSha = pushed;
    try {
      const rerun = await runGate(first.payload, { GITHUB_RUN_ATTEMPT: '3' });
      assert.equal(rerun.code, 0, rerun.stdout + rerun.stderr);
      assert.equal(rerun.outputs.proceed, 'false');
      assert.equal(rerun.outputs.sha ?? '', '');
      assert.equal(accepted(first.commentId).length, 1, 'no acceptance of the pushed commit');
      const reply = github.state.comments(REPO, PR).at(-1)!;
      assert.match(
        reply.body,
        new RegExp(`accepted for commit \`${head}\`, but the head of #${PR} is now \`${pushed}\``),
      );
      assert.deepEqual(reactions(first.commentId), ['eyes', 'confused']);
    } finally {
      pull.headSha = head;
    }
  });

  it('execute died before uploading: the PR still gets one answer, with the run link and a confused reaction', async () => {
    const { run: gated, commentId, payload } = await gate('/benchmark events --runs 2', writer, 0);
    assert.equal(gated.outputs.proceed, 'true');
    const runId = '4242';
    const report = (executeResult: string) =>
      runAction({
        eventName: 'issue_comment',
        payload,
        apiUrl: github.url,
        runId,
        env: WORKFLOW_ENV,
        inputs: {
          mode: 'report',
          request: gated.outputs.request!,
          // download-artifact (continue-on-error) found nothing: the directory was never made
          'result-dir': join(scratch, 'never-uploaded'),
          'execute-result': executeResult,
          'github-token': 'report-token',
        },
      });
    const failed = await report('failure');
    assert.notEqual(failed.code, 0, 'the report job says the benchmark produced nothing');
    assert.match(failed.stdout + failed.stderr, /no result in .*never-uploaded: the execute job ended with failure/);
    const answers = () => reportsOfRun(runId);
    assert.equal(answers().length, 1);
    const body = answers()[0]!.body;
    assert.match(
      body,
      new RegExp(
        `\\*\\*No results for commit \`${head}\`\\*\\*: the execute job failed before it handed over any result`,
      ),
    );
    assert.match(body, new RegExp(`\\[workflow run\\]\\(https://github\\.com/${REPO}/actions/runs/${runId}\\)`));
    assert.deepEqual(reactions(commentId), ['eyes', 'confused']);
    // a re-run of the report (cancelled this time) updates the same answer
    const cancelled = await report('cancelled');
    assert.notEqual(cancelled.code, 0);
    assert.equal(answers().length, 1);
    assert.match(answers()[0]!.body, /the execute job was cancelled/);
  });

  it('a dispatch for a pull request benchmarks the commit named and answers on the pull request', async () => {
    const dispatch = (commit: string) =>
      runAction({
        eventName: 'workflow_dispatch',
        payload: dispatchEvent({
          repository: REPO,
          inputs: { pr: String(PR), commit, groups: 'buffers', filter: 'tojson', runs: '2' },
          sender: writer,
        }),
        apiUrl: github.url,
        runId: '5151',
        inputs: { mode: 'gate', 'github-token': 'gate-token', 'allowed-groups': 'buffers events' },
      });
    const comments = () => github.state.comments(REPO, PR).length;
    const before = comments();
    const gated = await dispatch(head);
    assert.equal(gated.code, 0, gated.stdout + gated.stderr);
    assert.equal(gated.outputs.proceed, 'true');
    assert.equal(gated.outputs.sha, head);
    const request = JSON.parse(gated.outputs.request!) as { trigger: string; pr: { number: number; headSha: string } };
    assert.deepEqual([request.trigger, request.pr.number, request.pr.headSha], ['workflow_dispatch', PR, head]);
    assert.equal(comments(), before + 1);
    const ack = github.state.comments(REPO, PR).at(-1)!;
    assert.match(
      ack.body,
      new RegExp(
        `^Benchmark of commit \`${head}\` \\(\`buffers\`, 2 runs[^)]*\\) dispatched by writer-person \\(\\[workflow run\\]`,
      ),
    );

    // execute and report, as the example's jobs run them: the results land on the pull request
    const payload = dispatchEvent({
      repository: REPO,
      inputs: { pr: String(PR), commit: head, groups: 'buffers', filter: 'tojson', runs: '2' },
      sender: writer,
    });
    const resultDir = join(scratch, 'dispatched-result');
    const executed = await runAction({
      eventName: 'workflow_dispatch',
      payload,
      inputs: {
        mode: 'execute',
        request: gated.outputs.request!,
        'repo-path': fake.repo,
        'result-dir': resultDir,
        'cache-dir': join(scratch, 'cache'),
        'min-free-gb': '0',
        'github-token': '',
      },
      workspace: scratch,
    });
    assert.equal(executed.code, 0, executed.stdout + executed.stderr);
    // the form's filter reached the run, through the request (execute reads no filter input)
    const measured = parseCompareCsv(readFileSync(join(resultDir, 'results.csv'), 'utf8'), 'results.csv');
    assert.deepEqual([...new Set(measured.map((sample) => sample.filename))], ['buffers/tojson.js']);
    const reported = await runAction({
      eventName: 'workflow_dispatch',
      payload,
      apiUrl: github.url,
      env: WORKFLOW_ENV,
      // the report job of the dispatch's workflow run
      runId: '5151',
      inputs: {
        mode: 'report',
        request: gated.outputs.request!,
        'result-dir': resultDir,
        'github-token': 'report-token',
      },
    });
    assert.equal(reported.code, 0, reported.stdout + reported.stderr);
    // the same markdown as a file, for a step that files it elsewhere
    const reportFile = readFileSync(reported.outputs['report-file']!, 'utf8');
    assert.match(reportFile, /buffers\/tojson\.js/);
    const sticky = reportsOfRun('5151');
    assert.equal(sticky.length, 1);
    assert.match(
      sticky[0]!.body,
      new RegExp(`buffers/tojson\\.js[\\s\\S]*${head.slice(0, 12)}|${head.slice(0, 12)}[\\s\\S]*buffers/tojson\\.js`),
    );

    // one of the pull request's earlier commits: benchmarked as named
    const pull = github.state.repo(REPO)!.pulls.get(PR)!;
    const earlier = 'c'.repeat(40);
    pull.commits.push(earlier);
    try {
      const older = await dispatch(earlier);
      assert.equal(older.outputs.proceed, 'true', older.stdout + older.stderr);
      assert.equal(older.outputs.sha, earlier);
    } finally {
      pull.commits.pop();
    }

    // a commit that is not the pull request's: refused, the job fails with the reason, nothing posted
    const count = comments();
    const wrong = await dispatch(fake.fast);
    assert.notEqual(wrong.code, 0);
    assert.match(wrong.stdout + wrong.stderr, new RegExp(`commit ${fake.fast} is neither the head of #${PR}`));
    assert.equal(comments(), count);
    const missing = await dispatch('');
    assert.notEqual(missing.code, 0);
    assert.match(missing.stdout + missing.stderr, /input commit is required with input pr/);
  });

  it('with require-sha, a comment must name the head it approves', async () => {
    const without = await gate('/benchmark buffers --runs 2', writer, 0, { 'require-sha': 'true' });
    assert.equal(without.run.code, 0, without.run.stdout + without.run.stderr);
    assert.equal(without.run.outputs.proceed, 'false');
    assert.deepEqual(reactions(without.commentId), ['confused']);
    assert.match(github.state.comments(REPO, PR).at(-1)!.body, /comment again with sha=<its full 40-character SHA>/);
    const named = await gate(`/benchmark buffers --runs 2 sha=${head}`, writer, 0, { 'require-sha': 'true' });
    assert.equal(named.run.outputs.proceed, 'true');
    assert.equal(named.run.outputs.sha, head);
    // a reader's comment is not answered, with or without sha=
    const reader_ = await gate('/benchmark buffers', reader, 0, { 'require-sha': 'true' });
    assert.equal(reader_.run.outputs.proceed, 'false');
    assert.deepEqual(reactions(reader_.commentId), []);
  });

  it('execute refuses a checkout that is not the pinned SHA (T3)', async () => {
    const { run: gated, payload: event } = await gate('/benchmark buffers --runs 2', writer, 0);
    assert.equal(gated.outputs.proceed, 'true');
    const request = JSON.parse(gated.outputs.request!);
    // a consistent request for another commit than the one checked out
    request.pr.headSha = fake.fast;
    request.new = { kind: 'ref', ref: fake.fast, sha: fake.fast };
    const executed = await runAction({
      eventName: 'issue_comment',
      payload: event,
      inputs: { mode: 'execute', request: JSON.stringify(request), 'repo-path': fake.repo, 'min-free-gb': '0' },
    });
    assert.notEqual(executed.code, 0);
    assert.match(executed.stdout, /the checkout is at [0-9a-f]{40} but the gate pinned/);
  });

  it('execute refuses to run PR code where bubblewrap is missing, unless told sandbox: none', async () => {
    // This machine's tools, all but bwrap.
    const tools = join(scratch, 'tools-without-bwrap');
    mkdirSync(tools);
    for (const dir of ['/usr/local/bin', '/usr/bin', '/bin']) {
      for (const name of existsSync(dir) ? readdirSync(dir) : []) {
        if (name !== 'bwrap' && !existsSync(join(tools, name))) symlinkSync(join(dir, name), join(tools, name));
      }
    }
    const { run: gated, payload: event } = await gate(
      '/benchmark buffers --filter tojson --set len=256 --runs 2',
      writer,
      0,
    );
    assert.equal(gated.outputs.proceed, 'true');
    const execute = (sandbox: string) =>
      runAction({
        eventName: 'issue_comment',
        payload: event,
        inputs: {
          mode: 'execute',
          request: gated.outputs.request!,
          'repo-path': fake.repo,
          'result-dir': join(scratch, `result-${sandbox || 'auto'}`),
          'cache-dir': join(scratch, 'cache-no-bwrap'),
          'min-free-gb': '0',
          sandbox,
        },
        workspace: scratch,
        env: { PATH: tools },
      });
    const builds = (await fake.builds()).length;
    const refused = await execute('');
    assert.notEqual(refused.code, 0);
    assert.match(refused.stdout, /Refusing to run pull-request code without a sandbox: install bubblewrap/);
    assert.equal((await fake.builds()).length, builds, 'nothing was built');
    const unsandboxed = await execute('none');
    assert.equal(unsandboxed.code, 0, unsandboxed.stdout + unsandboxed.stderr);
    assert.match(
      unsandboxed.stdout,
      /sandbox: none — PR code runs with this user's rights \(safe only on an ephemeral runner\)/,
    );
    assert.ok((await fake.builds()).length > builds, 'unsandboxed, the build could write outside its worktree');
  });
  it("a pull request whose build fails: the answer says which side, with the build log's last lines (issue 47.5)", async () => {
    const pull = github.state.repo(REPO)!.pulls.get(PR)!;
    pull.headSha = fake.broken;
    await fake.git(['checkout', '-q', fake.broken]);
    try {
      const { run: gated, payload } = await gate('/benchmark buffers --filter tojson --runs 2', writer, 0);
      assert.equal(gated.outputs.proceed, 'true', gated.stdout + gated.stderr);
      const resultDir = join(scratch, 'broken-result');
      const executed = await runAction({
        eventName: 'issue_comment',
        payload,
        inputs: {
          mode: 'execute',
          request: gated.outputs.request!,
          'repo-path': fake.repo,
          'result-dir': resultDir,
          'cache-dir': join(scratch, 'cache'),
          'min-free-gb': '0',
          'github-token': '',
        },
        workspace: scratch,
      });
      assert.notEqual(executed.code, 0);
      assert.ok(existsSync(join(resultDir, 'failure.json')), executed.stdout);
      const reported = await runAction({
        eventName: 'issue_comment',
        payload,
        apiUrl: github.url,
        env: WORKFLOW_ENV,
        runId: '4747',
        inputs: {
          mode: 'report',
          request: gated.outputs.request!,
          'result-dir': resultDir,
          'execute-result': 'failure',
          'github-token': 'report-token',
        },
      });
      // the answer is posted; the job fails, as the execute job did
      assert.notEqual(reported.code, 0);
      assert.match(reported.stdout, /report comment (created|updated)/);
      const answer = reportsOfRun('4747')[0]!.body;
      assert.match(
        answer,
        new RegExp(
          `\\*\\*No results for commit \`${fake.broken}\`\\*\\*: the pull request's side \\(new\\) failed to build`,
        ),
      );
      assert.match(
        answer,
        /<details><summary>The build log's last lines<\/summary>\n\n```+text\n[\s\S]*\n```+\n\n<\/details>/,
      );
    } finally {
      pull.headSha = head;
      await fake.git(['checkout', '-q', head]);
    }
  });
});

describe('the Action in run mode', () => {
  /** As example-compare.yml runs it: the dispatch form's values, handed to the Action's inputs too. */
  const compareReleases = (form: Record<string, string>, more: Record<string, string> = {}) =>
    runAction({
      eventName: 'workflow_dispatch',
      payload: dispatchEvent({ repository: REPO, inputs: form, sender: writer }),
      inputs: {
        mode: 'run',
        ...form,
        ...more,
        'binary-source': 'npm',
        'cache-dir': join(repoRoot, '.cache', 'node-bench'),
        'github-token': '',
      },
    });

  // Which rows a live run calls faster is the machine's load to say: asserted here, what holds under any
  // load (the row, both sides' runs, outputs that agree with the summary); the claim that these 3 runs
  // give a Holm-starred improvement, on a recorded run (test/stats/recorded-runs.test.ts).
  it('compares two releases on the bundled suite and writes the job summary', async () => {
    const form = { old: '18.16.0', new: '20.0.0', groups: 'buffers', filter: 'tojson', runs: '3' };
    const run = await compareReleases(form, { set: 'len=4096' });
    assert.equal(run.code, 0, run.stdout + run.stderr);
    assert.match(run.summary, /buffers\/tojson\.js/);
    assert.match(run.summary, /node v18\.16\.0/);
    // toJSON is several times faster on 20: never a regression, however loaded
    assert.equal(run.outputs.regressions, '0', run.summary);
    assert.ok(['0', '1'].includes(run.outputs.improvements!), run.summary);
    const samples = parseCompareCsv(readFileSync(run.outputs.csv!, 'utf8'), run.outputs.csv!);
    assert.deepEqual(
      ['old', 'new'].map((side) => samples.filter((s) => s.binary === side).length),
      [3, 3],
    );
    assert.ok(
      samples.every((s) => /^len=4096 n=\d+$|^n=\d+ len=4096$/.test(s.configuration)),
      run.outputs.csv,
    );
  });

  // issue 46: node:bench files run in the Action as in the CLI (the same engine): a row per bench, each side's
  // samples read from the json reporter; the verdicts are the load's to say, the rows and runs are not
  it('runs the bundled node:bench file on releases that have node:bench (26.9.0 against 26.12.1)', async () => {
    const form = { old: '26.9.0', new: '26.12.1', groups: 'buffers', filter: '_concat.node-bench', runs: '3' };
    const run = await compareReleases(form);
    assert.equal(run.code, 0, run.stdout + run.stderr);
    const samples = parseCompareCsv(readFileSync(run.outputs.csv!, 'utf8'), run.outputs.csv!);
    const rows = [...new Set(samples.map((s) => `${s.filename} ${s.configuration}`))];
    assert.equal(rows.length, 4, rows.join('\n'));
    for (const row of rows)
      assert.match(row, /^buffers\/_concat\.node-bench\.js bench='buffers\/concat\.js' n=200000 /);
    assert.deepEqual(
      ['old', 'new'].map((side) => samples.filter((s) => s.binary === side).length),
      [12, 12],
    );
    assert.match(run.summary, /_concat\.node-bench\.js/);
    assert.match(run.summary, /node v26\.9\.0/);
  });

  it(
    'with runs auto (the default) the summary, its headline and the outputs give each row one verdict',
    { skip: noRenderer },
    async () => {
      const run = await compareReleases(
        { old: '18.16.0', new: '20.0.0', groups: 'buffers', filter: 'tojson' },
        { 'max-runs': '8' },
      );
      assert.equal(run.code, 0, run.stdout + run.stderr);
      const html = renderGfm(run.summary);
      const headline =
        /<strong>(\d+) regressions?, (\d+) improvements?<\/strong> out of (\d+) comparisons \(runs auto/.exec(html);
      assert.ok(headline, run.summary);
      const rows = tables(html)
        .filter((t) => t.header[1] === 'change (95 % interval)')
        .flatMap((t) => t.rows);
      assert.equal(rows.length, Number(headline[3]));
      assert.equal(run.outputs.regressions, headline[1]);
      assert.equal(run.outputs.improvements, headline[2]);
      assert.equal(rows.filter((row) => row[2] === '▼ slower').length, Number(headline[1]));
      assert.equal(rows.filter((row) => row[2] === '▲ faster').length, Number(headline[2]));
      // 18 -> 20 made toJSON several times faster: whether a row is called faster by max-runs 8 is the
      // load's to say, slower it never is
      assert.equal(headline[1], '0', run.summary);
    },
  );

  it('an invalid input (cpuset, shard, filter, suggest-rules, old) fails when the inputs are read, named as the input, before anything runs', async () => {
    // mode run: the one job reads cpuset; it used to pass and fail at the comparison, worded `--cpuset`
    const cpuset = await compareReleases(
      { old: '18.16.0', new: '20.0.0', groups: 'buffers', filter: 'tojson', runs: '2' },
      { cpuset: '0--1' },
    );
    assert.equal(cpuset.code, 1);
    assert.match(cpuset.stdout, /::error::input cpuset "0--1" is not a CPU list: use a CPU number \(0\)/);
    assert.doesNotMatch(cpuset.stdout, /--cpuset|builds: /);
    assert.equal(cpuset.outputs['result-dir'], undefined);
    // mode execute: the job that reads shard refuses it before it reads the gate's request
    const shard = await runAction({
      eventName: 'workflow_dispatch',
      payload: dispatchEvent({ repository: REPO }),
      inputs: { mode: 'execute', request: '{}', shard: 'two', 'github-token': '' },
    });
    assert.equal(shard.code, 1);
    assert.match(
      shard.stdout,
      /::error::input shard must look like i\/n \(for example 1\/4: the first of four shards\); got "two"/,
    );
    assert.doesNotMatch(shard.stdout, /--shard/);
    // mode gate: the selection inputs are typed when read too (they were text, re-read per event, and a bad one
    // was a refusal in the log of a job that passed)
    const filter = await runAction({
      eventName: 'workflow_dispatch',
      payload: dispatchEvent({ repository: REPO }),
      inputs: { mode: 'gate', filter: 'tojson $(reboot)', 'github-token': 'gate-token', 'allowed-groups': 'buffers' },
    });
    assert.equal(filter.code, 1);
    assert.match(filter.stdout, /::error::input filter\[1\] may only contain/);
    assert.equal(filter.outputs.proceed, undefined);
    // the workflow's groups-auto rules: read with the inputs, not only when a comment asks for auto
    const rules = await runAction({
      eventName: 'workflow_dispatch',
      payload: dispatchEvent({ repository: REPO }),
      inputs: {
        mode: 'gate',
        'suggest-rules': 'lib/x.js url',
        'github-token': 'gate-token',
        'allowed-groups': 'buffers',
      },
    });
    assert.equal(rules.code, 1);
    assert.match(rules.stdout, /::error::input suggest-rules line 1: write a rule/);
    const side = await runAction({
      eventName: 'workflow_dispatch',
      payload: dispatchEvent({ repository: REPO }),
      inputs: { mode: 'run', old: 'yesterday', new: '20.0.0', groups: 'buffers' },
    });
    assert.equal(side.code, 1);
    assert.match(side.stdout, /::error::input old must be a release version/);
    assert.doesNotMatch(side.stdout, /builds: /);
  });

  it('fails clearly on a bad input', async () => {
    const run = await runAction({
      entry: 'src',
      eventName: 'workflow_dispatch',
      payload: dispatchEvent({ repository: REPO }),
      inputs: { mode: 'sideways' },
    });
    assert.equal(run.code, 1);
    assert.match(
      run.stdout,
      /::error::input mode must be one of run, gate, execute, report, nightly, nightly-report; got "sideways"/,
    );
  });
});
