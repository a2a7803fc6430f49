// Issue 42.3: the disk a pull request keeps. A PR's build writes 300 MB in
// 20,001 files into its ccache dir (which stays for the PR's later runs); the
// eviction after the build must bring the untrusted ccache dirs under the caps
// (per PR, and of every PR together, least recently used first), so that PRs
// cannot starve the nightly's build of disk.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { after, before, describe, it } from 'node:test';

import {
  evictUntrustedCcaches,
  recordUntrustedUse,
  type UntrustedCcacheCaps,
} from '../../src/binaries/untrusted-ccache.ts';
import { processRunner } from '../../src/binaries/builder-process.ts';
import { buildRef } from '../../src/binaries/builder.ts';
import { chooseSandbox, type Sandbox } from '../../src/process/sandbox.ts';
import { createFakeNodeRepo, makeTempDir, type FakeNodeRepo } from '../helpers/fake-node-repo.ts';

const MiB = 1024 ** 2;
const CAPS: UntrustedCcacheCaps = {
  perScope: { bytes: 200 * MiB, files: 10_000 },
  total: { bytes: 250 * MiB, files: 30_000 },
};

describe('the disk a pull request keeps in its ccache dir', () => {
  let fake: FakeNodeRepo;
  let sandbox: Sandbox;
  const host = { PATH: process.env.PATH ?? '/usr/bin:/bin', LANG: 'C.UTF-8' };

  before(async () => {
    fake = await createFakeNodeRepo();
    const real = await chooseSandbox({
      mode: 'bwrap',
      untrustedCode: true,
      hide: [fake.cacheDir, join(fake.root, 'ccache')],
      env: host,
      uid: process.getuid!(),
      platform: 'linux-x64',
      log: () => {},
    });
    sandbox = {
      kind: real.kind,
      confine: (paths) => real.confine({ ...paths, writable: [...(paths.writable ?? []), dirname(fake.markerFile)] }),
    };
  });
  after(async () => {
    await fake.cleanup();
  });

  it('a PR build that leaves 300 MB in 20,001 files: its dir is evicted after the build', async () => {
    const original = await fake.git(['show', `${fake.slow}:configure`]);
    const plant = [
      'mkdir -p "$CCACHE_DIR/junk"',
      'head -c 300M /dev/zero > "$CCACHE_DIR/junk/big"',
      'cd "$CCACHE_DIR/junk" && seq 1 20001 | xargs touch && cd - >/dev/null',
    ].join('\n');
    const sha = await fake.commit(
      { configure: `#!/usr/bin/env bash\n${plant}\n${original.replace('#!/usr/bin/env bash\n', '')}` },
      `fills its ccache dir ${randomBytes(4).toString('hex')}`,
    );
    const scope = 'pr-4242';
    const own = join(fake.root, 'ccache', 'untrusted', scope);
    const lines: string[] = [];
    await buildRef(
      {
        repo: fake.repo,
        ref: sha,
        workDir: fake.workDir,
        cacheDir: fake.cacheDir,
        ccacheDir: join(fake.root, 'ccache'),
        minFreeBytes: 1024 * 1024,
        useCcache: true,
        trust: 'untrusted',
        untrustedScope: scope,
        untrustedCcacheCaps: CAPS,
        sandbox,
        passEnv: [],
        timeoutMs: 120_000,
        log: (line) => lines.push(line),
      },
      { run: processRunner(host) },
    );
    assert.match(
      lines.join('\n'),
      /ccache: removed untrusted ccache dir pr-4242 \(\d+ MiB in \d+ files or more: over the per-PR cap of 200 MiB in 10000 files\)/,
    );
    assert.equal(existsSync(own), false, 'the dir is gone');
  });

  it('under the per-PR cap but over the total: the least recently used dirs go first', async () => {
    const root = await makeTempDir('untrusted-ccache-');
    const ages = { 'pr-1': 3, 'pr-2': 1, 'pr-3': 2 }; // days since last use
    for (const [name, days] of Object.entries(ages)) {
      const dir = join(root, 'untrusted', name);
      await mkdir(dir, { recursive: true });
      await writeFile(join(dir, 'object'), Buffer.alloc(100 * MiB, 1));
      await recordUntrustedUse(root, name, Date.now() - days * 86_400_000);
    }
    const { removed, warnings } = await evictUntrustedCcaches(
      root,
      { ...CAPS, total: { bytes: 150 * MiB, files: 30_000 } },
      Date.now(),
    );
    assert.deepEqual(warnings, []);
    assert.equal(removed.length, 2, removed.join('\n'));
    assert.match(
      removed[0]!,
      /^pr-1 \(100 MiB in 1 file: the least recently used while all PRs' held more than 150 MiB/,
    );
    assert.match(removed[1]!, /^pr-3 /);
    assert.deepEqual(await readdir(join(root, 'untrusted')), ['pr-2']);
  });
});
