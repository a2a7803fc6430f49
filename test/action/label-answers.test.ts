// Issue 47.6: the benchmark label always gets an answer on the pull request. The bundled Action's gate, on a
// label a writer adds with fixed groups, says which commit and groups run and where the results will be posted; on
// a label added by someone who may not run benchmarks (triage), it says nothing runs, and why.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { runAction } from '../helpers/action.ts';
import { pullRequestEvent } from '../helpers/events.ts';
import { GITHUB_ACTIONS_BOT, startFakeGitHub, type FakeGitHub } from '../helpers/fake-github.ts';

const REPO = 'nodejs/node';
const BASE = 'b'.repeat(40);
const writer = { login: 'writer-person', id: 1001, type: 'User' as const };
const triager = { login: 'triage-person', id: 1002, type: 'User' as const };

describe('the benchmark label gets an answer on the pull request', () => {
  let github: FakeGitHub;
  before(async () => {
    github = await startFakeGitHub();
    github.state.addRepo(REPO);
    github.state.addCollaborator(REPO, writer, 'write');
    github.state.addCollaborator(REPO, triager, 'triage');
  });
  after(async () => {
    await github.close();
  });

  const labelled = (pr: number, head: string, sender: typeof writer) => {
    github.state.addPull(REPO, { number: pr, headSha: head, baseSha: BASE, baseRef: 'main' });
    return runAction({
      eventName: 'pull_request_target',
      payload: pullRequestEvent({
        repository: REPO,
        number: pr,
        action: 'labeled',
        headSha: head,
        baseSha: BASE,
        baseRef: 'main',
        labels: ['benchmark'],
        sender,
      }),
      apiUrl: github.url,
      inputs: { mode: 'gate', 'github-token': 'gate-token', 'allowed-groups': 'buffers', groups: 'buffers', runs: '4' },
    });
  };
  const botComments = (pr: number) =>
    github.state.comments(REPO, pr).filter((c) => c.user.id === GITHUB_ACTIONS_BOT.id);

  it('a writer’s label with fixed groups: which commit and groups run, and where the results go', async () => {
    const head = '4'.repeat(40);
    const gate = await labelled(41, head, writer);
    assert.equal(gate.outputs.proceed, 'true', gate.stdout + gate.stderr);
    assert.deepEqual(
      botComments(41).map((c) => c.body),
      [`Benchmark of commit \`${head}\` (\`buffers\`, 4 runs) started by the label; results will be posted here.`],
    );
  });

  it('a triager’s label: nothing runs, and the pull request is told why', async () => {
    const gate = await labelled(42, '5'.repeat(40), triager);
    assert.equal(gate.code, 0, gate.stdout + gate.stderr);
    assert.equal(gate.outputs.proceed, 'false');
    assert.deepEqual(
      botComments(42).map((c) => c.body),
      [
        'The `benchmark` label runs nothing on #42: triage-person may not run benchmarks (needs write, maintain or ' +
          'admin). Someone with write access can remove and re-add the label, or comment `/benchmark …`.',
      ],
    );
  });
});
