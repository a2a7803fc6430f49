// The label with groups auto, the whole way through the bundled Action
// (dist/index.js): gate -> execute -> report on a fake GitHub, real git, real
// builds. The gate has no node core checkout, so it chooses among the bundled
// suite's groups: the pull request changes lib/internal/url.js, the label
// runs `url`, and both the gate's comment and the report name it.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { reportMarker } from '../../src/report/comment.ts';
import { parseRequestJson } from '../../src/request/request.ts';
import { runAction } from '../helpers/action.ts';
import { pullRequestEvent } from '../helpers/events.ts';
import { createFakeNodeRepo, type FakeNodeRepo } from '../helpers/fake-node-repo.ts';
import { GITHUB_ACTIONS_BOT, startFakeGitHub, type FakeGitHub } from '../helpers/fake-github.ts';
import { scratchDir } from '../helpers/paths.ts';

const REPO = 'nodejs/node';
const PR = 31;
const writer = { login: 'writer-person', id: 1001 };
const WORKFLOW_ENV = { GITHUB_WORKFLOW_REF: `${REPO}/.github/workflows/benchmark.yml@refs/heads/main` };

describe('the Action: the benchmark label with groups auto -> gate -> execute -> report', () => {
  let fake: FakeNodeRepo;
  let github: FakeGitHub;
  let head: string;
  const scratch = scratchDir('label-auto-');

  before(async () => {
    fake = await createFakeNodeRepo();
    head = await fake.commit({ 'lib/internal/url.js': "'use strict';\n// a faster parser\n" }, 'url: a change');
    github = await startFakeGitHub();
    github.state.addRepo(REPO);
    github.state.addCollaborator(REPO, writer, 'write');
    github.state.addPull(REPO, {
      number: PR,
      headSha: head,
      baseSha: fake.fast,
      baseRef: 'main',
      files: ['lib/internal/url.js', 'test/parallel/test-url.js'],
    });
  });
  after(async () => {
    await github.close();
    await fake.cleanup();
  });

  it('runs the groups the diff needs and names them in the comment and the report', async () => {
    const event = pullRequestEvent({
      repository: REPO,
      number: PR,
      action: 'labeled',
      headSha: head,
      baseSha: fake.fast,
      baseRef: 'main',
      labels: ['benchmark'],
      sender: writer,
    });
    const gated = await runAction({
      eventName: 'pull_request_target',
      payload: event,
      apiUrl: github.url,
      workspace: scratch,
      inputs: {
        mode: 'gate',
        'github-token': 'gate-token',
        groups: 'auto',
        runs: '2',
        set: 'type=short withBase=false n=20000',
      },
    });
    assert.equal(gated.code, 0, gated.stdout + gated.stderr);
    assert.equal(gated.outputs.proceed, 'true', gated.stdout);
    assert.match(gated.stdout, /groups auto: no benchmark\/ at .*, so the groups are the bundled suite's/);
    const request = parseRequestJson(gated.outputs.request!);
    assert.deepEqual(request.groups, ['url']);
    const said = github.state.comments(REPO, PR).at(-1)!.body;
    assert.match(said, /started by the label/);
    assert.match(said, /^- `url` ← `lib\/internal\/url\.js` \(measures `url`\)$/m);

    const resultDir = join(scratch, 'result');
    const executed = await runAction({
      eventName: 'pull_request_target',
      payload: event,
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
    // the execute job has the runner's history (here none yet) and says how long before it measures
    assert.match(
      executed.stdout,
      /expected time: no timing history in .*timings\.json.* yet; 1 configurations × 2 binaries/,
    );

    const reported = await runAction({
      eventName: 'pull_request_target',
      payload: event,
      apiUrl: github.url,
      env: WORKFLOW_ENV,
      inputs: {
        mode: 'report',
        request: gated.outputs.request!,
        'result-dir': resultDir,
        'github-token': 'report-token',
      },
    });
    assert.equal(reported.code, 0, reported.stdout + reported.stderr);
    const report = github.state
      .comments(REPO, PR)
      .find(
        (c) => c.user.id === GITHUB_ACTIONS_BOT.id && c.body.startsWith(`${reportMarker(PR, 'benchmark.yml', 1001)}\n`),
      );
    assert.ok(report, 'the report was posted');
    assert.match(report.body, /url\/whatwg-parse\.js/);
  });
});
