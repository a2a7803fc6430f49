import assert from 'node:assert/strict';
import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';

import { BinaryError, BinaryUnusableError } from '../../src/binaries/errors.ts';
import { BinarySpecError } from '../../src/options/binary-spec.ts';
import { formatBinarySpec, parseBinarySpec, type BinarySpec } from '../../src/options/binary-spec.ts';
import { resolveBinary } from '../../src/binaries/spec.ts';
import { refusedUrl } from '../helpers/fake-dist-server.ts';
import { getReleaseBinary, TEST_CACHE_DIR } from '../helpers/releases.ts';
import type { FetchFn } from '../../src/net/fetch.ts';

const noNetwork: FetchFn = async (input) => {
  throw new Error(`no network expected, but fetched ${input}`);
};

let dir: string;
before(async () => {
  dir = await mkdtemp(join(tmpdir(), 'node-bench-spec-'));
});
after(() => rm(dir, { recursive: true, force: true }));

describe('parseBinarySpec', () => {
  test('paths', () => {
    assert.deepEqual(parseBinarySpec('./out/Release/node', '--new', '/work'), {
      kind: 'path',
      path: '/work/out/Release/node',
    });
    assert.deepEqual(parseBinarySpec('../node/out/Release/node', '--new', '/work/x'), {
      kind: 'path',
      path: '/work/node/out/Release/node',
    });
    assert.deepEqual(parseBinarySpec('/usr/bin/node', '--old'), { kind: 'path', path: '/usr/bin/node' });
    assert.deepEqual(parseBinarySpec('bin/node', '--old', '/opt'), { kind: 'path', path: '/opt/bin/node' });
    assert.deepEqual(parseBinarySpec('.node', '--old', '/opt'), { kind: 'path', path: '/opt/.node' });
    assert.deepEqual(parseBinarySpec('~/n/node', '--old'), { kind: 'path', path: join(homedir(), 'n/node') });
    assert.deepEqual(parseBinarySpec('  /usr/bin/node  ', '--old'), { kind: 'path', path: '/usr/bin/node' });
  });

  test('a bare name is a path when such a file exists, a release when it reads as a version', async () => {
    await writeFile(join(dir, 'mynode'), '');
    await writeFile(join(dir, '20'), '');
    assert.deepEqual(parseBinarySpec('mynode', '--old', dir), { kind: 'path', path: join(dir, 'mynode') });
    assert.deepEqual(parseBinarySpec('20', '--old', dir), { kind: 'release', version: '20' });
    assert.deepEqual(parseBinarySpec('./20', '--old', dir), { kind: 'path', path: join(dir, '20') });
  });

  test('releases', () => {
    const release = (text: string) => parseBinarySpec(text, '--old', dir);
    assert.deepEqual(release('20.0.0'), { kind: 'release', version: '20.0.0' });
    assert.deepEqual(release('v18.16.0'), { kind: 'release', version: '18.16.0' });
    assert.deepEqual(release('20'), { kind: 'release', version: '20' });
    assert.deepEqual(release('v20.1'), { kind: 'release', version: '20.1' });
    assert.deepEqual(release('lts'), { kind: 'release', version: 'lts' });
    assert.deepEqual(release('LTS/Hydrogen'), { kind: 'release', version: 'lts/hydrogen' });
    assert.deepEqual(release('latest'), { kind: 'release', version: 'latest' });
  });

  test('git refs', () => {
    assert.deepEqual(parseBinarySpec('ref:main', '--new'), { kind: 'ref', ref: 'main' });
    assert.deepEqual(parseBinarySpec('ref:3f1bf263d40a', '--new'), { kind: 'ref', ref: '3f1bf263d40a' });
    assert.deepEqual(parseBinarySpec('ref:HEAD~1', '--old'), { kind: 'ref', ref: 'HEAD~1' });
    assert.deepEqual(parseBinarySpec('ref:feature/x', '--old'), { kind: 'ref', ref: 'feature/x' });
  });

  test('round trip through formatBinarySpec', () => {
    for (const text of ['/usr/bin/node', '20.0.0', 'lts', 'ref:main']) {
      assert.equal(formatBinarySpec(parseBinarySpec(text, '--old')), text);
    }
  });

  test('bad values name the option and the value', () => {
    const cases: [string, RegExp][] = [
      ['', /^--old "": empty value; expected a path to a node executable/],
      ['   ', /^--old " {3}": empty value/],
      ['ref:', /^--old "ref:": ref: needs a branch, tag or commit after it/],
      ['ref:--upload-pack=x', /^--old "ref:--upload-pack=x": a git ref cannot start with "-"/],
      ['ref:a b', /^--old "ref:a b": a git ref cannot contain spaces/],
      ['20.x', /^--old "20.x": not a release version: give a full release like 20.0.0/],
      ['18.16.0-rc.1', /^--old "18.16.0-rc.1": not a release version/],
      ['20.0.0.1', /^--old "20.0.0.1": not a release version/],
      ['banana', /^--old "banana": no such file, and not a release version or ref:<git ref>; .*command -v node/],
    ];
    for (const [text, pattern] of cases) {
      assert.throws(
        () => parseBinarySpec(text, '--old', dir),
        (error: unknown) => {
          assert.ok(error instanceof BinarySpecError, `${text}: ${String(error)}`);
          assert.ok(error instanceof BinaryError);
          assert.equal(error.option, '--old');
          assert.equal(error.value, text);
          assert.match(error.message, pattern);
          return true;
        },
        text,
      );
    }
  });
});

describe('resolveBinary', () => {
  test('a path: the running node', async () => {
    const spec: BinarySpec = { kind: 'path', path: process.execPath };
    assert.deepEqual(await resolveBinary(spec, { platform: 'linux-x64', env: {}, where: '--old' }), {
      path: process.execPath,
      version: process.version,
      source: 'path',
      spec,
    });
  });

  test('a path: a real release binary', async () => {
    const path = await getReleaseBinary('18.16.0');
    const resolved = await resolveBinary(parseBinarySpec(path, '--new'), {
      platform: 'linux-x64',
      env: {},
      where: '--new',
    });
    assert.equal(resolved.version, 'v18.16.0');
    assert.equal(resolved.source, 'path');
  });

  test('paths that are not a usable node', async () => {
    const script = join(dir, 'not-node');
    await writeFile(script, '#!/bin/sh\necho hello\n');
    await chmod(script, 0o755);
    const failing = join(dir, 'failing');
    await writeFile(failing, '#!/bin/sh\necho boom >&2\nexit 3\n');
    await chmod(failing, 0o755);
    const slow = join(dir, 'slow');
    await writeFile(slow, '#!/bin/sh\nexec sleep 30\n');
    await chmod(slow, 0o755);
    const plain = join(dir, 'plain');
    await writeFile(plain, 'data');
    await chmod(plain, 0o644);
    await mkdir(join(dir, 'a-dir'));

    const cases: [string, RegExp][] = [
      [join(dir, 'missing'), /^--old .*\/missing: no such file$/],
      [join(dir, 'a-dir'), /^--old .*\/a-dir is a directory; give the node executable itself/],
      [plain, /^--old .*\/plain is not executable \(chmod \+x it\?\)$/],
      [
        script,
        /^--old: .*\/not-node does not look like node: `--version` printed "hello", expected something like v20\.0\.0$/,
      ],
      [failing, /^--old: running `.*\/failing --version` failed: it exited with 3: boom$/],
      [slow, /^--old: running `.*\/slow --version` failed: it did not finish within 0\.5 s$/],
    ];
    for (const [path, pattern] of cases) {
      await assert.rejects(
        resolveBinary(
          { kind: 'path', path },
          { platform: 'linux-x64', env: {}, where: '--old', versionTimeoutMs: 500 },
        ),
        (error: unknown) => {
          assert.ok(error instanceof BinaryUnusableError, `${path}: ${String(error)}`);
          assert.match(error.message, pattern);
          return true;
        },
      );
    }
  });

  test('a release: from the cache, with no network', async () => {
    await getReleaseBinary('20.0.0');
    const spec = parseBinarySpec('v20.0.0', '--new');
    const resolved = await resolveBinary(spec, {
      platform: 'linux-x64',
      env: {},
      where: '--new',
      cacheDir: TEST_CACHE_DIR,
      fetch: noNetwork,
    });
    assert.deepEqual(resolved, {
      path: join(TEST_CACHE_DIR, 'releases', 'v20.0.0', 'node'),
      version: 'v20.0.0',
      source: 'cache',
      spec,
    });
  });

  test('a release that cannot be fetched names the option, the URL and why', async () => {
    const mirror = await refusedUrl();
    const cacheDir = join(dir, 'empty-cache');
    await assert.rejects(
      resolveBinary(parseBinarySpec('21.0.0', '--new'), {
        platform: 'linux-x64',
        env: {},
        where: '--new',
        binarySource: 'dist',
        mirror,
        cacheDir,
      }),
      (error: unknown) => {
        assert.ok(error instanceof BinaryError, String(error));
        assert.match(
          error.message,
          new RegExp(
            `^--new 21\\.0\\.0: reading the checksums of Node\\.js v21\\.0\\.0: cannot reach ${mirror}/v21\\.0\\.0/SHASUMS256\\.txt: ECONNREFUSED`,
          ),
        );
        return true;
      },
    );
  });

  test('a git ref needs the builder', async () => {
    await assert.rejects(
      resolveBinary(parseBinarySpec('ref:main', '--old'), { platform: 'linux-x64', env: {}, where: '--old' }),
      (error: unknown) => {
        assert.ok(error instanceof BinaryUnusableError);
        assert.match(error.message, /^--old ref:main: git refs need --repo and the builder/);
        return true;
      },
    );
  });
});
