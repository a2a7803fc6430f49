import assert from 'node:assert/strict';
import { scratchDir } from '../helpers/paths.ts';
import { after, before, describe, it } from 'node:test';
import { runNodeBench } from '../helpers/cli.ts';
import { createFakeNodeRepo, type FakeNodeRepo } from '../helpers/fake-node-repo.ts';

describe('node-bench build', () => {
  let fake: FakeNodeRepo;
  before(async () => {
    fake = await createFakeNodeRepo();
  });
  after(async () => {
    await fake.cleanup();
  });

  it('prints "<sha> <binary>" per ref, building each commit once', async () => {
    const cache = scratchDir('build-cmd-');
    const args = [
      'build',
      '--repo',
      fake.repo,
      '--ref',
      'v-fast',
      '--ref',
      'main',
      '--cache-dir',
      cache,
      '--min-free-gb',
      '0',
    ];
    const first = await runNodeBench(args);
    assert.equal(first.code, 0, first.stderr);
    const lines = first.stdout.trim().split('\n');
    assert.equal(lines.length, 2);
    assert.match(lines[0]!, new RegExp(`^${fake.fast} ${cache}/builds/.+/node$`));
    assert.match(lines[1]!, new RegExp(`^${fake.slow} `));
    // built in the sandbox, where the fake build's marker file is out of reach: count builds in the log
    assert.match(first.stderr, /^sandbox: bwrap/m);
    assert.equal(first.stderr.match(/^build: running /gm)?.length, 2, first.stderr);
    const again = await runNodeBench(args);
    assert.equal(again.stdout, first.stdout);
    assert.equal(again.stderr.match(/^build: running /gm), null, 'cached: nothing built the second time');
  });

  it('shows the log tail of a failing build and exits 1', async () => {
    const cache = scratchDir('build-cmd-');
    const result = await runNodeBench([
      'build',
      '--repo',
      fake.repo,
      '--ref',
      'broken',
      '--cache-dir',
      cache,
      '--min-free-gb',
      '0',
    ]);
    assert.equal(result.code, 1);
    assert.match(result.stderr, /error: this commit does not build/);
    assert.doesNotMatch(result.stderr, /\n\s+at /, 'no stack trace');
  });

  it('refuses missing options', async () => {
    const noRepo = await runNodeBench(['build', '--ref', 'main']);
    assert.equal(noRepo.code, 1);
    assert.match(noRepo.stderr, /build needs --repo/);
    const noRef = await runNodeBench(['build', '--repo', fake.repo]);
    assert.match(noRef.stderr, /build needs at least one --ref/);
  });
});
