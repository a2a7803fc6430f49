// Issue 42.5: the merge worktree of a pull request used to live in a fixed
// /tmp/node-bench-work, shared by every user of the host: whoever made it
// first (a root run) owned it, and a local user could put a link there. The
// test stands a temp dir in for /tmp (TMPDIR) and plants, at that fixed name,
// what another user could: a file (every later run failed) or a link to a
// directory of theirs (the worktree went there).
import assert from 'node:assert/strict';
import { mkdir, readdir, stat, symlink, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';

import { processRunner } from '../../src/binaries/builder-process.ts';
import { resolvePrRefs } from '../../src/binaries/git.ts';
import { createFakeNodeRepo, makeTempDir, type FakeNodeRepo } from '../helpers/fake-node-repo.ts';

describe("a pull request's merge worktree and the shared temp dir", () => {
  let fake: FakeNodeRepo;
  const savedTmp = process.env.TMPDIR;
  before(async () => {
    fake = await createFakeNodeRepo();
  });
  after(async () => {
    if (savedTmp === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = savedTmp;
    await fake.cleanup();
  });

  /** resolvePrRefs in merge mode with its default work dir, `tmp` standing for the system temp dir. */
  async function mergeWithTmp(tmp: string) {
    process.env.TMPDIR = tmp;
    try {
      return await resolvePrRefs(
        { repo: fake.repo, base: 'main', head: 'v-fast', mode: 'merge' },
        processRunner(process.env),
      );
    } finally {
      if (savedTmp === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = savedTmp;
    }
  }

  it('something else at the old fixed name (another user’s file) does not stop the merge', async () => {
    const tmp = await makeTempDir('shared-tmp-');
    await writeFile(join(tmp, 'node-bench-work'), 'left by another user\n');
    const refs = await mergeWithTmp(tmp);
    assert.equal(refs.mode, 'merge');
    assert.equal(refs.old.sha, fake.slow);
  });

  it("a link at the old fixed name to another user's directory is not followed", async () => {
    const tmp = await makeTempDir('shared-tmp-');
    const theirs = join(tmp, 'their-dir');
    await mkdir(theirs);
    await symlink(theirs, join(tmp, 'node-bench-work'));
    const longAgo = new Date('2020-01-01T00:00:00Z');
    await utimes(theirs, longAgo, longAgo);
    await mergeWithTmp(tmp);
    // nothing was made (and removed) in it: a directory's mtime moves with every entry made or removed
    assert.equal((await stat(theirs)).mtime.toISOString(), longAgo.toISOString());
  });

  it('leaves no directory of its own behind', async () => {
    const tmp = await makeTempDir('shared-tmp-');
    await mergeWithTmp(tmp);
    assert.deepEqual(await readdir(tmp), []);
  });
});
