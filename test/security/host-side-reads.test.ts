// Issue 42: what a pull request's build leaves in its ccache dir, read by the
// Action outside the sandbox after the build (for the hit rate). The PR's
// configure plants, where ccache keeps its counters, a FIFO (a reader that
// waits for a writer hangs), a link to /dev/zero (a reader that reads to the
// end never ends) and a link to a file only the runner user can read, holding
// a number (a reader that follows it prints that number as a counter). The
// build must finish, say the statistics were refused, and print no number
// from the secret file — as root, and as an unprivileged runner user.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { after, before, describe, test } from 'node:test';

import { processRunner } from '../../src/binaries/builder-process.ts';
import { buildRef, type BuildRefOptions } from '../../src/binaries/builder.ts';
import { chooseSandbox, type Sandbox } from '../../src/process/sandbox.ts';
import { createFakeNodeRepo, type FakeNodeRepo } from '../helpers/fake-node-repo.ts';

describe("the Action's own read of a PR's ccache statistics", () => {
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

  function options(ref: string, extra: Partial<BuildRefOptions> & { log: (line: string) => void }): BuildRefOptions {
    return {
      repo: fake.repo,
      ref,
      workDir: fake.workDir,
      cacheDir: fake.cacheDir,
      ccacheDir: join(fake.root, 'ccache'),
      minFreeBytes: 1024 * 1024,
      useCcache: true,
      trust: 'untrusted',
      untrustedScope: `pr-${randomBytes(3).toString('hex')}`,
      sandbox,
      passEnv: [],
      timeoutMs: 60_000,
      ...extra,
    };
  }

  /** Builds a PR commit whose configure first runs `plant` with $CCACHE_DIR set; the Action's log lines. */
  async function buildPlanting(plant: string): Promise<string> {
    // on top of the untouched configure: each test plants only its own thing
    const original = await fake.git(['show', `${fake.slow}:configure`]);
    const sha = await fake.commit(
      { configure: `#!/usr/bin/env bash\n${plant}\n${original.replace('#!/usr/bin/env bash\n', '')}` },
      `plants ${randomBytes(4).toString('hex')}`,
    );
    const lines: string[] = [];
    await buildRef(options(sha, { log: (l) => lines.push(l) }), { run: processRunner(host) });
    return lines.join('\n');
  }

  test('a FIFO at $CCACHE_DIR/1/stats does not hang the job', { timeout: 60_000 }, async () => {
    const log = await buildPlanting(
      'mkdir -p "$CCACHE_DIR/1" && rm -f "$CCACHE_DIR/1/stats" && mkfifo "$CCACHE_DIR/1/stats"',
    );
    assert.match(log, /ccache: statistics refused: \S*\/1\/stats is a FIFO, not a regular file/);
  });

  test('a link from $CCACHE_DIR/2/stats to /dev/zero is not followed', { timeout: 60_000 }, async () => {
    const log = await buildPlanting('mkdir -p "$CCACHE_DIR/2" && ln -sfn /dev/zero "$CCACHE_DIR/2/stats"');
    assert.match(log, /ccache: statistics refused: \S*\/2\/stats is a symbolic link/);
  });

  test('a link to a file only the runner user can read does not print its numbers', { timeout: 60_000 }, async () => {
    const secret = join(fake.root, 'runner-only-counters');
    const number = String(100_000_000 + (randomBytes(3).readUIntBE(0, 3) % 99_000_000));
    // ccache's counter file layout: the 5th line is cache_miss, the 23rd direct_cache_hit
    await writeFile(
      secret,
      Array.from({ length: 48 }, (_, i) => (i === 4 || i === 22 ? number : '0')).join('\n') + '\n',
      {
        mode: 0o600,
      },
    );
    const log = await buildPlanting(`mkdir -p "$CCACHE_DIR/3" && ln -sfn '${secret}' "$CCACHE_DIR/3/stats"`);
    assert.doesNotMatch(log, new RegExp(number));
    assert.match(log, /ccache: statistics refused: \S*\/3\/stats is a symbolic link/);
  });

  test('a directory on the way that links elsewhere is not followed either', { timeout: 60_000 }, async () => {
    const elsewhere = join(fake.root, 'runner-only-dir');
    const number = String(100_000_000 + (randomBytes(3).readUIntBE(0, 3) % 99_000_000));
    await mkdir(elsewhere, { recursive: true, mode: 0o700 });
    await writeFile(
      join(elsewhere, 'stats'),
      Array.from({ length: 48 }, (_, i) => (i === 4 ? number : '0')).join('\n') + '\n',
      {
        mode: 0o600,
      },
    );
    const log = await buildPlanting(`rm -rf "$CCACHE_DIR/4" && ln -sfn '${elsewhere}' "$CCACHE_DIR/4"`);
    assert.doesNotMatch(log, new RegExp(number));
    assert.match(log, /ccache: statistics refused: \S*\/4\/stats is reached through a symbolic link to a directory/);
  });

  test('an ordinary build still reports its hit rate', { timeout: 60_000 }, async () => {
    const log = await buildPlanting('true');
    assert.match(log, /ccache: (\d+\.\d% hit rate \(hits \d+, misses \d+\)|nothing cacheable compiled)/);
  });
});
