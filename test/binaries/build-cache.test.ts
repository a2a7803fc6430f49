// The binary cache and its lock, on real files in temp dirs.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { chmod, mkdir, readdir, readFile, rm, stat, truncate, utimes, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, describe, it } from 'node:test';

import { BuildCache, cacheKey, type BuildConfig, type CacheKey } from '../../src/binaries/build-cache.ts';
import { BuildError } from '../../src/binaries/builder-errors.ts';
import { acquireLock } from '../../src/binaries/builder-lock.ts';
import { makeTempDir } from '../helpers/fake-node-repo.ts';

const SHA_A = 'a'.repeat(40);
const SHA_B = 'b'.repeat(40);
const SHA_C = 'c'.repeat(40);
const CONFIG: BuildConfig = {
  buildCommand: './configure "$@" && make',
  binaryPath: 'out/Release/node',
  configureFlags: [],
};

describe('cacheKey', () => {
  it('is the commit plus a hash of everything that decides the binary', () => {
    const base = cacheKey(SHA_A, CONFIG);
    assert.equal(base.sha, SHA_A);
    assert.match(base.configHash, /^[0-9a-f]{64}$/);
    assert.equal(base.name, `${SHA_A}-${base.configHash.slice(0, 16)}`);
    assert.deepEqual(cacheKey(SHA_A, { ...CONFIG }), base, 'stable');
    const variants = [
      cacheKey(SHA_B, CONFIG),
      cacheKey(SHA_A, { ...CONFIG, buildCommand: 'make' }),
      cacheKey(SHA_A, { ...CONFIG, binaryPath: 'out/Debug/node' }),
      cacheKey(SHA_A, { ...CONFIG, configureFlags: ['--debug'] }),
      cacheKey(SHA_A, { ...CONFIG, configureFlags: ['a b'] }),
      cacheKey(SHA_A, { ...CONFIG, configureFlags: ['a', 'b'] }),
    ];
    const names = new Set([base.name, ...variants.map((k) => k.name)]);
    assert.equal(names.size, variants.length + 1, 'every variant has its own key');
  });

  it('needs a full SHA', () => {
    assert.throws(() => cacheKey('abc123', CONFIG), /full commit SHA/);
    assert.throws(() => cacheKey('main', CONFIG), /full commit SHA/);
  });
});

describe('BuildCache', () => {
  let root: string;
  let source: string;
  before(async () => {
    root = await makeTempDir('node-bench-cache-');
    source = join(root, 'src');
    await mkdir(source);
  });
  after(async () => {
    await rm(root, { recursive: true, force: true });
  });

  /** A "built binary" of `size` bytes and its log, as a build would leave them. */
  async function built(name: string, size: number): Promise<{ binary: string; log: string }> {
    const binary = join(source, `${name}.bin`);
    await writeFile(binary, Buffer.alloc(size, 0x41));
    await chmod(binary, 0o644); // the cache makes its copy executable
    const log = join(source, `${name}.log`);
    await writeFile(log, `log of ${name}\n`);
    return { binary, log };
  }

  function meta(ref: string) {
    return { ...CONFIG, ref };
  }

  it('stores a copy that survives the source, and finds it again', async () => {
    const cache = new BuildCache(join(root, 'c1'));
    const key = cacheKey(SHA_A, CONFIG);
    assert.equal(await cache.lookup(key), undefined);
    const files = await built('a', 1000);
    const entry = await cache.store(key, {
      binary: files.binary,
      log: files.log,
      meta: { ...meta('main'), buildMs: 1234 },
    });
    assert.equal(entry.binary, join(cache.entriesDir, key.name, 'node'));
    assert.equal(entry.meta.sha, SHA_A);
    assert.equal(entry.meta.binarySize, 1000);
    assert.equal(entry.meta.ref, 'main');
    assert.equal(entry.meta.buildMs, 1234);
    assert.equal((await stat(entry.binary)).mode & 0o777, 0o755);
    assert.equal(await readFile(entry.logFile, 'utf8'), 'log of a\n');
    await rm(files.binary);
    const found = await cache.lookup(key);
    assert.equal(found?.binary, entry.binary);
    assert.equal((await readFile(found!.binary)).length, 1000);
    assert.deepEqual(await readdir(cache.tmpDir), []);
  });

  it('a broken entry is a miss and is removed', async () => {
    const cache = new BuildCache(join(root, 'c2'));
    const key = cacheKey(SHA_A, CONFIG);
    const files = await built('b', 500);
    const entry = await cache.store(key, { binary: files.binary, meta: meta('x') });
    await truncate(entry.binary, 100); // e.g. a disk that filled up
    assert.equal(await cache.lookup(key), undefined);
    await assert.rejects(stat(entry.dir));
  });

  it('a store whose copy fails leaves no entry and no temp files', async () => {
    const cache = new BuildCache(join(root, 'c3'));
    const key = cacheKey(SHA_A, CONFIG);
    await assert.rejects(cache.store(key, { binary: join(source, 'missing.bin'), meta: meta('x') }), /ENOENT/);
    assert.deepEqual(await readdir(cache.entriesDir), []);
    assert.deepEqual(await readdir(cache.tmpDir), []);
  });

  it('a second store of the same key keeps the first, intact entry', async () => {
    const cache = new BuildCache(join(root, 'c4'));
    const key = cacheKey(SHA_A, CONFIG);
    const first = await cache.store(key, { binary: (await built('d1', 10)).binary, meta: meta('one') });
    const second = await cache.store(key, { binary: (await built('d2', 20)).binary, meta: meta('two') });
    assert.equal(second.dir, first.dir);
    assert.equal(second.meta.ref, 'one');
    assert.deepEqual(await readdir(cache.tmpDir), []);
  });

  it('evicts the least recently used entries first, never the kept ones', async () => {
    const cache = new BuildCache(join(root, 'c5'));
    const keys: Record<string, CacheKey> = {
      a: cacheKey(SHA_A, CONFIG),
      b: cacheKey(SHA_B, CONFIG),
      c: cacheKey(SHA_C, CONFIG),
    };
    for (const name of ['a', 'b', 'c']) {
      await cache.store(keys[name]!, { binary: (await built(name, 10_000)).binary, meta: meta(name) });
      await sleep(15);
    }
    // Use a: now b is the least recently used, then c, then a.
    assert.ok(await cache.lookup(keys.a!));
    const entries = await cache.list();
    const size = Math.max(...entries.map((e) => e.sizeBytes));
    const total = await cache.totalBytes();
    assert.equal(
      total,
      entries.reduce((sum, e) => sum + e.sizeBytes, 0),
    );

    assert.deepEqual(await cache.evict(total), { removed: [], totalBytes: total }, 'nothing to do under the cap');
    const first = await cache.evict(total - 1);
    assert.deepEqual(first.removed, [keys.b!.name]);
    const second = await cache.evict(size, [keys.c!.name]);
    assert.deepEqual(second.removed, [keys.a!.name], 'c is kept although older');
    assert.deepEqual(
      (await cache.list()).map((e) => e.name),
      [keys.c!.name],
    );
    const third = await cache.evict(0, [keys.c!.name]);
    assert.deepEqual(third.removed, []);
    assert.ok(third.totalBytes > 0, 'over the cap with only kept entries: reported, not removed');
    await assert.rejects(cache.evict(-1), BuildError);
  });

  it('clears temp dirs of writers that are gone, not of running ones', async () => {
    const cache = new BuildCache(join(root, 'c6'));
    await cache.init();
    const dead = spawn(process.execPath, ['-e', '0']);
    await new Promise((resolve) => dead.on('close', resolve));
    await mkdir(join(cache.tmpDir, `x.${dead.pid}.abcd`));
    await mkdir(join(cache.tmpDir, `y.${process.pid}.abcd`));
    await cache.cleanupTemp();
    assert.deepEqual(await readdir(cache.tmpDir), [`y.${process.pid}.abcd`]);
  });

  it('rejects an unusable cache directory clearly', async () => {
    const file = join(root, 'a-file');
    await writeFile(file, '');
    await assert.rejects(new BuildCache(join(file, 'cache')).init(), (error: unknown) => {
      return (
        error instanceof BuildError && error.message.startsWith(`cannot use cache directory ${join(file, 'cache')}`)
      );
    });
    assert.throws(() => new BuildCache(''), /cacheDir must be a directory path/);
  });
});

describe('acquireLock', () => {
  let root: string;
  before(async () => {
    root = await makeTempDir('node-bench-lock-');
  });
  after(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('is exclusive: a second taker waits for the release', async () => {
    const path = join(root, 'one.lock');
    const first = await acquireLock(path);
    assert.equal(first.waited, false);
    const holder = JSON.parse(await readFile(path, 'utf8')) as { pid: number; hostname: string };
    assert.equal(holder.pid, process.pid);
    assert.equal(holder.hostname, hostname());
    let waitedFor: number | undefined;
    let secondHasIt = false;
    const second = acquireLock(path, { pollMs: 10, onWait: (h) => (waitedFor = h?.pid) }).then((lock) => {
      secondHasIt = true;
      return lock;
    });
    await sleep(100);
    assert.equal(secondHasIt, false);
    assert.equal(waitedFor, process.pid);
    await first.release();
    const lock = await second;
    assert.equal(lock.waited, true);
    await lock.release();
    assert.deepEqual(await readdir(root), []);
  });

  it('a held lock is kept fresh: waiters time out instead of breaking it', async () => {
    const path = join(root, 'fresh.lock');
    const held = await acquireLock(path, { staleMs: 600 });
    await sleep(900); // longer than staleMs: only the heartbeat keeps it fresh
    const error = await acquireLock(path, { staleMs: 600, pollMs: 20, timeoutMs: 400 }).catch((e: unknown) => e);
    assert.ok(error instanceof BuildError && error.code === 'lock-timeout', String(error));
    assert.match(error.message, new RegExp(`still held by pid ${process.pid} on `));
    await held.release();
  });

  it('breaks the lock of a process that is gone, and one nobody touched for staleMs', async () => {
    const dead = spawn(process.execPath, ['-e', '0']);
    await new Promise((resolve) => dead.on('close', resolve));
    const path = join(root, 'stale.lock');
    await writeFile(path, JSON.stringify({ pid: dead.pid, hostname: hostname(), acquiredAt: Date.now(), token: 't1' }));
    const reasons: string[] = [];
    const lock = await acquireLock(path, { onStale: (_h, why) => reasons.push(why) });
    assert.deepEqual(reasons, [`its owner (pid ${dead.pid}) is no longer running`]);
    await lock.release();

    // A live process that stopped touching its lock (hung, or another host's pid).
    const sleeper = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      await writeFile(
        path,
        JSON.stringify({ pid: sleeper.pid, hostname: hostname(), acquiredAt: Date.now(), token: 't2' }),
      );
      const old = new Date(Date.now() - 60_000);
      await utimes(path, old, old);
      const again = await acquireLock(path, { staleMs: 30_000, onStale: (_h, why) => reasons.push(why) });
      assert.match(reasons[1]!, /not touched for 60 s \(stale after 30 s\)/);
      await again.release();
    } finally {
      sleeper.kill();
    }
    assert.deepEqual(await readdir(root), []);
  });

  it('names a lock path it cannot create', async () => {
    await assert.rejects(acquireLock(join(root, 'no-such-dir', 'x.lock')), /cannot create lock file .*no-such-dir/);
  });
});
