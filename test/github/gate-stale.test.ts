// The gate on a push to a PR that already has a report: marking the report
// stale is a courtesy, and a fork PR's read-only token may not write, so a
// refused PATCH must end the gate quietly (proceed=false, a log line).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { runGate } from '../../src/action/gate.ts';
import { readActionInputs } from '../../src/action/inputs.ts';
import { reportMarker } from '../../src/report/comment.ts';
import { pullRequestEvent } from '../helpers/events.ts';
import { GITHUB_ACTIONS_BOT } from '../helpers/fake-github.ts';
import { sha, startHarness, type Harness } from './support.ts';

const REPO = 'nodejs/node';
const PR = 7;
const WORKFLOW = 'benchmark.yml';
const inputs = readActionInputs(
  (name) => ({ mode: 'gate', 'github-token': 'gate-token', 'allowed-groups': 'buffers' })[name] ?? '',
);

const synchronize = (headSha: string) => ({
  eventName: 'pull_request',
  owner: 'nodejs',
  repo: 'node',
  apiUrl: 'unused',
  workflow: WORKFLOW,
  payload: pullRequestEvent({
    repository: REPO,
    number: PR,
    headSha,
    headRef: 'x',
    headRepo: 'someone/node',
    baseRef: 'main',
    baseSha: sha('b'),
    labels: [],
    sender: { login: 'someone', id: 5, type: 'User' },
  }),
});

describe('gate: a push to a PR with a posted report', () => {
  let h: Harness;
  before(async () => {
    h = await startHarness();
    h.gh.state.addRepo(REPO);
    h.gh.state.addPull(REPO, { number: PR, headSha: sha('a'), baseSha: sha('b'), baseRef: 'main' });
  });
  after(async () => {
    await h.close();
  });

  const deps = (log: string[]) => ({
    octokit: h.octokit,
    log: (line: string) => log.push(line),
    botLogin: GITHUB_ACTIONS_BOT.login,
    botId: GITHUB_ACTIONS_BOT.id,
    // no groups auto here: the workspace is never read
    workspace: process.cwd(),
  });

  it('ends with proceed=false and a log line when the token may not edit the comment (fork PR)', async () => {
    const body = `${reportMarker(PR, WORKFLOW)}\nresults for ${sha('a')}\n`;
    const comment = h.gh.state.addComment(REPO, PR, { body, user: GITHUB_ACTIONS_BOT });
    h.gh.faults.notAccessibleByIntegration({ method: 'PATCH' });
    const log: string[] = [];
    const result = await runGate(synchronize(sha('c')), inputs, deps(log));
    assert.equal(result.proceed, false);
    assert.equal(h.gh.faults.pending, 0, 'the PATCH was attempted');
    assert.ok(
      log.some((line) => /could not mark the report on #7 stale/.test(line) && /not accessible/i.test(line)),
      log.join('\n'),
    );
    assert.equal(
      h.gh.state.comments(REPO, PR).find((c) => c.id === comment.id)?.body,
      body,
      'the comment is unchanged',
    );
  });

  it('marks the report stale when the token may write', async () => {
    const log: string[] = [];
    const result = await runGate(synchronize(sha('d')), inputs, deps(log));
    assert.equal(result.proceed, false);
    assert.ok(
      log.some((line) => line.includes(`marked stale: head is now ${sha('d')}`)),
      log.join('\n'),
    );
  });
});
