// The Action's nightly mode end to end: a schedule event, a real git
// repository whose main got slower, real builds, the fake GitHub server.
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { runAction } from '../helpers/action.ts';
import { createFakeNodeRepo, type FakeNodeRepo } from '../helpers/fake-node-repo.ts';
import { startFakeGitHub, type FakeGitHub } from '../helpers/fake-github.ts';

const REPO = 'nodejs/node';

describe('the Action in nightly mode', () => {
  let fake: FakeNodeRepo;
  let github: FakeGitHub;
  const scratch = mkdtempSync(join(tmpdir(), 'nightly-action-'));
  before(async () => {
    fake = await createFakeNodeRepo();
    github = await startFakeGitHub();
    github.state.addRepo(REPO);
  });
  after(async () => {
    await github.close();
    await fake.cleanup();
  });

  const night = () =>
    runAction({
      eventName: 'schedule',
      payload: { schedule: '0 3 * * *', repository: { full_name: REPO, default_branch: 'main' } },
      apiUrl: github.url,
      inputs: {
        mode: 'nightly',
        'repo-path': fake.repo,
        baseline: 'v-fast',
        groups: 'buffers',
        filter: 'tojson',
        set: 'len=256',
        runs: '8',
        'cache-dir': join(scratch, 'cache'),
        'min-free-gb': '0',
        'github-token': 'nightly-token',
      },
    });

  it('opens a regression issue on the first night and skips the second', async () => {
    const first = await night();
    assert.equal(first.code, 0, first.stdout + first.stderr);
    assert.equal(first.outputs['nightly-status'], 'scanned');
    assert.equal(first.outputs.from, fake.fast);
    assert.equal(first.outputs.to, fake.slow);
    assert.ok(Number(first.outputs.regressions) >= 1, first.summary);
    const issues = github.state.issues(REPO);
    assert.equal(issues.length, 1);
    assert.deepEqual(issues[0]!.labels, ['performance-regression']);
    assert.match(issues[0]!.body ?? '', /buffers\/tojson\.js/);
    assert.match(issues[0]!.body ?? '', new RegExp(`compare/${fake.fast}\\.\\.\\.${fake.slow}`));
    assert.equal(first.outputs['issue-url'], `https://github.com/${REPO}/issues/${issues[0]!.number}`);
    const state = JSON.parse(readFileSync(join(scratch, 'cache', 'nightly-state.json'), 'utf8'));
    assert.equal(state.lastScannedSha, fake.slow);

    const second = await night();
    assert.equal(second.code, 0, second.stderr);
    assert.equal(second.outputs['nightly-status'], 'skipped');
    assert.equal(github.state.issues(REPO).length, 1);
    assert.match(second.summary, /has not moved/);
    assert.ok(existsSync(join(scratch, 'cache', 'nightly-state.json')));
  });
});
