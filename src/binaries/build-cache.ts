// The cache of node binaries built from git commits.
//
// Layout under the cache directory:
//   entries/<sha>-<config16>/  one finished build: the binary, build.log,
//                              meta.json, and `last-used` (its mtime is the
//                              LRU clock, touched on every hit)
//   tmp/                       entries being written; renamed into entries/
//                              in one step, so a failed or half-copied
//                              build is never visible as an entry
//   locks/<sha>-<config16>.lock  held while that entry is being built
//
// The key is the commit plus sha256 of what decides the binary: the build
// command, the binary path and the configure flags.

import { createHash, randomBytes } from 'node:crypto';
import { constants, createReadStream } from 'node:fs';
import {
  access,
  chmod,
  copyFile,
  mkdir,
  readFile,
  readdir,
  rename,
  rm,
  stat,
  utimes,
  writeFile,
} from 'node:fs/promises';
import { basename, join, resolve } from 'node:path';

import { BuildError } from './builder-errors.ts';
import { GIT_OBJECT_ID } from '../options/grammar.ts';
import { acquireLock, type HeldLock, type LockOptions } from './builder-lock.ts';
import { isProcessAlive } from './git.ts';

export const DEFAULT_CACHE_MAX_BYTES = 10 * 1024 ** 3;

export interface BuildConfig {
  buildCommand: string;
  binaryPath: string;
  configureFlags: readonly string[];
  /** builds of pull-request code never serve a trusted build (see BuildTrust) */
  trust?: 'trusted' | 'untrusted';
}

export interface CacheKey {
  sha: string;
  /** sha256 (hex) of the build configuration */
  configHash: string;
  /** directory and lock name: `<sha>-<first 16 of configHash>` */
  name: string;
}

export function cacheKey(sha: string, config: BuildConfig): CacheKey {
  if (!GIT_OBJECT_ID.test(sha)) throw new Error(`internal: cache key needs a full commit SHA, got ${sha}`);
  const configHash = createHash('sha256')
    .update(
      JSON.stringify({
        buildCommand: config.buildCommand,
        binaryPath: config.binaryPath,
        configureFlags: [...config.configureFlags],
        // only when untrusted, so that trusted keys stay what they always were
        ...(config.trust === 'untrusted' ? { trust: 'untrusted' } : {}),
      }),
    )
    .digest('hex');
  return { sha, configHash, name: `${sha}-${configHash.slice(0, 16)}` };
}

export interface CacheEntryMeta {
  version: 1;
  sha: string;
  configHash: string;
  buildCommand: string;
  binaryPath: string;
  configureFlags: string[];
  /** file name of the binary inside the entry */
  binaryName: string;
  binarySize: number;
  /** sha256 (hex) of the binary, recorded when this process stored it; checked on every hit */
  binarySha256: string;
  /** the ref it was built for first */
  ref?: string;
  createdAt: string;
  buildMs?: number;
}

/** What the builder says about a build it stores. */
export interface StoreMeta extends BuildConfig {
  ref?: string;
  buildMs?: number;
}

export interface CacheEntry {
  name: string;
  dir: string;
  /** absolute path of the cached binary */
  binary: string;
  /** absolute path of the build log kept with it */
  logFile: string;
  meta: CacheEntryMeta;
  sizeBytes: number;
  lastUsedMs: number;
}

const LAST_USED = 'last-used';
const META = 'meta.json';
const LOG = 'build.log';
const STALE_TEMP_MS = 24 * 3600_000;

export class BuildCache {
  readonly dir: string;
  readonly entriesDir: string;
  readonly tmpDir: string;
  readonly locksDir: string;

  constructor(dir: string) {
    if (typeof dir !== 'string' || dir === '')
      throw new BuildError('bad-input', `cacheDir must be a directory path, got ${JSON.stringify(dir)}`);
    this.dir = resolve(dir);
    this.entriesDir = join(this.dir, 'entries');
    this.tmpDir = join(this.dir, 'tmp');
    this.locksDir = join(this.dir, 'locks');
  }

  async init(): Promise<void> {
    try {
      for (const dir of [this.entriesDir, this.tmpDir, this.locksDir]) await mkdir(dir, { recursive: true });
    } catch (error) {
      throw new BuildError('bad-input', `cannot use cache directory ${this.dir}: ${(error as Error).message}`, {
        cause: error,
      });
    }
  }

  entryDir(key: CacheKey): string {
    return join(this.entriesDir, key.name);
  }

  /**
   * The entry for `key` when it is complete and intact; marks it used.
   * Broken entries are removed, and so is one whose binary no longer has the
   * sha256 recorded when it was stored (`log` says so): whatever changed it,
   * it is not what was built.
   */
  async lookup(key: CacheKey, log?: (line: string) => void): Promise<CacheEntry | undefined> {
    const entry = await this.read(key.name);
    if (entry === undefined) {
      if (await exists(this.entryDir(key))) await this.remove(key.name);
      return undefined;
    }
    if (entry.meta.sha !== key.sha || entry.meta.configHash !== key.configHash) {
      await this.remove(key.name);
      return undefined;
    }
    const actual = await sha256File(entry.binary);
    if (actual !== entry.meta.binarySha256) {
      log?.(
        `cache: refusing ${entry.binary}: its sha256 ${actual} is not the ${entry.meta.binarySha256 ?? '(none)'} recorded when it was stored; building it again`,
      );
      await this.remove(key.name);
      return undefined;
    }
    await this.touch(entry);
    return entry;
  }

  /** Marks an entry as just used (least-recently-used eviction goes by this). */
  async touch(entry: CacheEntry): Promise<void> {
    const now = new Date();
    await utimes(join(entry.dir, LAST_USED), now, now).catch(async () => writeFile(join(entry.dir, LAST_USED), ''));
    entry.lastUsedMs = now.getTime();
  }

  /**
   * Copies a freshly built binary (and its log) into the cache: into tmp/
   * first, then renamed into place. Returns the entry.
   */
  async store(key: CacheKey, source: { binary: string; log?: string; meta: StoreMeta }): Promise<CacheEntry> {
    await this.init();
    await this.cleanupTemp();
    const binaryName = basename(source.meta.binaryPath);
    const tmp = join(this.tmpDir, `${key.name}.${process.pid}.${randomBytes(4).toString('hex')}`);
    await mkdir(tmp);
    try {
      const target = join(tmp, binaryName);
      await copyFile(source.binary, target);
      await chmod(target, 0o755);
      const binarySize = (await stat(target)).size;
      const binarySha256 = await sha256File(target);
      if (source.log !== undefined) await copyFile(source.log, join(tmp, LOG));
      else await writeFile(join(tmp, LOG), '');
      const meta: CacheEntryMeta = {
        version: 1,
        sha: key.sha,
        configHash: key.configHash,
        ...source.meta,
        configureFlags: [...source.meta.configureFlags],
        binaryName,
        binarySize,
        binarySha256,
        createdAt: new Date().toISOString(),
      };
      await writeFile(join(tmp, META), `${JSON.stringify(meta, null, 2)}\n`);
      await writeFile(join(tmp, LAST_USED), '');
      for (let attempt = 0; ; attempt++) {
        try {
          await rename(tmp, this.entryDir(key));
          break;
        } catch (error) {
          const code = (error as NodeJS.ErrnoException).code;
          if ((code !== 'ENOTEMPTY' && code !== 'EEXIST') || attempt > 2) throw error;
          // Someone else stored it first: theirs is as good as ours if intact.
          const existing = await this.lookup(key);
          if (existing !== undefined) {
            await rm(tmp, { recursive: true, force: true });
            return existing;
          }
        }
      }
    } catch (error) {
      await rm(tmp, { recursive: true, force: true });
      throw error;
    }
    const entry = await this.read(key.name);
    if (entry === undefined) throw new Error(`internal: cache entry ${key.name} unreadable right after storing it`);
    return entry;
  }

  /** Every intact entry (broken ones are listed with what can be read, so eviction can clear them). */
  async list(): Promise<CacheEntry[]> {
    const names = await readdir(this.entriesDir).catch(() => [] as string[]);
    const entries: CacheEntry[] = [];
    for (const name of names) {
      const entry = await this.read(name);
      if (entry !== undefined) entries.push(entry);
    }
    return entries;
  }

  /** Total bytes in entries/ (including broken entries). */
  async totalBytes(): Promise<number> {
    let total = 0;
    for (const name of await readdir(this.entriesDir).catch(() => [] as string[]))
      total += await dirSize(join(this.entriesDir, name));
    return total;
  }

  /**
   * Removes least-recently-used entries until the cache holds at most
   * `maxBytes`, never the ones named in `keep`. Broken entries go first.
   * Returns what was removed.
   */
  async evict(maxBytes: number, keep: readonly string[] = []): Promise<{ removed: string[]; totalBytes: number }> {
    if (!Number.isFinite(maxBytes) || maxBytes < 0)
      throw new BuildError('bad-input', `cache size limit must be a number of bytes >= 0, got ${maxBytes}`);
    const names = await readdir(this.entriesDir).catch(() => [] as string[]);
    const candidates: { name: string; size: number; lastUsedMs: number }[] = [];
    let total = 0;
    for (const name of names) {
      const entry = await this.read(name);
      const size = entry?.sizeBytes ?? (await dirSize(join(this.entriesDir, name)));
      total += size;
      candidates.push({ name, size, lastUsedMs: entry?.lastUsedMs ?? -1 });
    }
    candidates.sort((a, b) => a.lastUsedMs - b.lastUsedMs || a.name.localeCompare(b.name));
    const removed: string[] = [];
    for (const candidate of candidates) {
      if (total <= maxBytes) break;
      if (keep.includes(candidate.name)) continue;
      await this.remove(candidate.name);
      total -= candidate.size;
      removed.push(candidate.name);
    }
    return { removed, totalBytes: total };
  }

  /** Waits for and takes the build lock of `key`. */
  async lock(key: CacheKey, options: LockOptions = {}): Promise<HeldLock> {
    await this.init();
    return acquireLock(join(this.locksDir, `${key.name}.lock`), options);
  }

  /** Removes temporary directories of writers that are gone (or older than a day). */
  async cleanupTemp(): Promise<void> {
    for (const name of await readdir(this.tmpDir).catch(() => [] as string[])) {
      const match = /\.(\d+)\.[0-9a-f]+$/.exec(name);
      const path = join(this.tmpDir, name);
      const info = await stat(path).catch(() => undefined);
      if (info === undefined) continue;
      const pid = match === null ? 0 : Number(match[1]);
      const mine = pid === process.pid;
      const old = Date.now() - info.mtimeMs > STALE_TEMP_MS;
      if ((!mine && !isProcessAlive(pid)) || old) await rm(path, { recursive: true, force: true });
    }
  }

  private async remove(name: string): Promise<void> {
    // Renamed away first, so nobody sees a half-deleted entry.
    const trash = join(this.tmpDir, `trash-${name}.${process.pid}.${randomBytes(4).toString('hex')}`);
    try {
      await mkdir(this.tmpDir, { recursive: true });
      await rename(join(this.entriesDir, name), trash);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    await rm(trash, { recursive: true, force: true });
  }

  private async read(name: string): Promise<CacheEntry | undefined> {
    const dir = join(this.entriesDir, name);
    let meta: CacheEntryMeta;
    try {
      meta = JSON.parse(await readFile(join(dir, META), 'utf8')) as CacheEntryMeta;
    } catch {
      return undefined;
    }
    if (meta.version !== 1 || typeof meta.binaryName !== 'string' || basename(meta.binaryName) !== meta.binaryName)
      return undefined;
    const binary = join(dir, meta.binaryName);
    try {
      const info = await stat(binary);
      if (!info.isFile() || info.size !== meta.binarySize) return undefined;
      await access(binary, constants.X_OK);
    } catch {
      return undefined;
    }
    const lastUsed = await stat(join(dir, LAST_USED)).catch(() => stat(join(dir, META)));
    return {
      name,
      dir,
      binary,
      logFile: join(dir, LOG),
      meta,
      sizeBytes: await dirSize(dir),
      lastUsedMs: lastUsed.mtimeMs,
    };
  }
}

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}

/** Bytes of the files in a directory tree (apparent size). */
async function dirSize(dir: string): Promise<number> {
  let total = 0;
  const items = await readdir(dir, { withFileTypes: true }).catch(() => []);
  for (const item of items) {
    const path = join(dir, item.name);
    if (item.isDirectory()) total += await dirSize(path);
    else total += (await stat(path).catch(() => ({ size: 0 }))).size;
  }
  return total;
}

async function sha256File(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}
