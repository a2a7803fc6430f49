// The cache of node binaries built from git commits: entries of the one
// binary store (store.ts) plus a lock per entry.
//
// Layout under the cache directory:
//   entries/<sha>-<config16>/  one finished build: the binary, build.log,
//                              meta.json and `last-used`
//   tmp/                       entries being written (see store.ts)
//   locks/<sha>-<config16>.lock  held while that entry is being built
//
// The key is the commit plus sha256 of what decides the binary: the build
// command, the binary path and the configure flags; for an untrusted build,
// also the pull request or run it was built for (nothing else may take it).

import { createHash } from 'node:crypto';
import { copyFile, mkdir, writeFile } from 'node:fs/promises';
import { basename, join, resolve } from 'node:path';

import { BuildError } from './builder-errors.ts';
import { GIT_OBJECT_ID } from '../options/grammar.ts';
import { acquireLock, type HeldLock, type LockOptions } from './builder-lock.ts';
import { BinaryStore, type StoredEntry } from './store.ts';

export const DEFAULT_CACHE_MAX_BYTES = 10 * 1024 ** 3;

export interface BuildConfig {
  buildCommand: string;
  binaryPath: string;
  configureFlags: readonly string[];
  /** builds of pull-request code never serve a trusted build (see BuildTrust) */
  trust?: 'trusted' | 'untrusted';
  /** an untrusted build serves only its own pull request or run (see UNTRUSTED_SCOPE) */
  untrustedScope?: string;
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
        ...(config.trust === 'untrusted' ? { trust: 'untrusted', scope: config.untrustedScope ?? null } : {}),
      }),
    )
    .digest('hex');
  return { sha, configHash, name: `${sha}-${configHash.slice(0, 16)}` };
}

/** What a build entry's meta.json holds besides the store's record (binary name, size, sha256). */
export interface BuildEntryFields {
  version: 1;
  sha: string;
  configHash: string;
  buildCommand: string;
  binaryPath: string;
  configureFlags: string[];
  trust?: 'trusted' | 'untrusted';
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

export interface CacheEntry extends StoredEntry<BuildEntryFields> {
  /** absolute path of the build log kept with it */
  logFile: string;
}

const LOG = 'build.log';

function readBuildFields(raw: Record<string, unknown>): BuildEntryFields | string {
  if (raw.version !== 1 || typeof raw.sha !== 'string' || typeof raw.configHash !== 'string')
    return 'has a meta.json of another format';
  return raw as unknown as BuildEntryFields;
}

function withLog(entry: StoredEntry<BuildEntryFields>): CacheEntry {
  return { ...entry, logFile: join(entry.dir, LOG) };
}

/** Builds in the one binary store (store.ts), keyed by commit and build configuration, with a lock per key. */
export class BuildCache {
  readonly dir: string;
  readonly entriesDir: string;
  readonly tmpDir: string;
  readonly locksDir: string;
  readonly #store: BinaryStore<BuildEntryFields>;

  constructor(dir: string) {
    if (dir === '') throw new BuildError('bad-input', `cacheDir must be a directory path, got ${JSON.stringify(dir)}`);
    this.dir = resolve(dir);
    this.entriesDir = join(this.dir, 'entries');
    this.tmpDir = join(this.dir, 'tmp');
    this.locksDir = join(this.dir, 'locks');
    this.#store = new BinaryStore(this.entriesDir, this.tmpDir, readBuildFields);
  }

  async init(): Promise<void> {
    try {
      await this.#store.init();
      await mkdir(this.locksDir, { recursive: true });
    } catch (error) {
      throw new BuildError('bad-input', `cannot use cache directory ${this.dir}: ${(error as Error).message}`, {
        cause: error,
      });
    }
  }

  entryDir(key: CacheKey): string {
    return this.#store.entryDir(key.name);
  }

  /**
   * The entry for `key` when it is complete and intact; marks it used.
   * Broken entries are removed, and so is one whose binary no longer has the
   * sha256 recorded when it was stored (`log` says so): whatever changed it,
   * it is not what was built.
   */
  async lookup(key: CacheKey, log?: (line: string) => void): Promise<CacheEntry | undefined> {
    const found = await this.#store.lookup(key.name);
    switch (found.kind) {
      case 'missing':
        return undefined;
      case 'broken':
        await this.#store.remove(key.name);
        return undefined;
      case 'changed':
        log?.(
          `cache: refusing ${found.entry.binary}: its sha256 ${found.actualSha256} is not the ${found.entry.meta.binarySha256} recorded when it was stored; building it again`,
        );
        await this.#store.remove(key.name);
        return undefined;
      case 'hit':
        if (found.entry.meta.sha !== key.sha || found.entry.meta.configHash !== key.configHash) {
          await this.#store.remove(key.name);
          return undefined;
        }
        return withLog(found.entry);
    }
  }

  /** Marks an entry as just used (least-recently-used eviction goes by this). */
  async touch(entry: CacheEntry): Promise<void> {
    await this.#store.touch(entry);
  }

  /** Copies a freshly built binary (and its log) into the store. */
  async store(key: CacheKey, source: { binary: string; log?: string; meta: StoreMeta }): Promise<CacheEntry> {
    await this.init();
    const { entry } = await this.#store.put(key.name, async (staging) => {
      const binaryName = basename(source.meta.binaryPath);
      await copyFile(source.binary, join(staging, binaryName));
      if (source.log !== undefined) await copyFile(source.log, join(staging, LOG));
      else await writeFile(join(staging, LOG), '');
      return {
        binaryName,
        meta: {
          version: 1,
          sha: key.sha,
          configHash: key.configHash,
          ...source.meta,
          configureFlags: [...source.meta.configureFlags],
          createdAt: new Date().toISOString(),
        },
      };
    });
    return withLog(entry);
  }

  /** Every intact entry. */
  async list(): Promise<CacheEntry[]> {
    return (await this.#store.list()).map(withLog);
  }

  /** Total bytes in entries/ (including broken entries). */
  async totalBytes(): Promise<number> {
    return this.#store.totalBytes();
  }

  /**
   * Removes least-recently-used entries until the cache holds at most
   * `maxBytes`, never the ones named in `keep`. Broken entries go first.
   */
  async evict(maxBytes: number, keep: readonly string[] = []): Promise<{ removed: string[]; totalBytes: number }> {
    if (!Number.isFinite(maxBytes) || maxBytes < 0)
      throw new BuildError('bad-input', `cache size limit must be a number of bytes >= 0, got ${maxBytes}`);
    return this.#store.evict(maxBytes, keep);
  }

  /**
   * What a build of `key` takes instead of building: an intact entry of `trusted` (the trusted build of the same
   * commit, which serves anyone: looked up first), else of `key`. Without either, waits for and takes the build lock
   * of `key` and looks again (another run may have built it meanwhile): a lock returned is the caller's to release.
   */
  async claim(
    key: CacheKey,
    trusted: CacheKey | undefined,
    log: (line: string) => void,
    lockOptions: LockOptions,
  ): Promise<{ hit: CacheEntry; key: CacheKey; afterWait: boolean } | { lock: HeldLock }> {
    for (const candidate of trusted === undefined ? [key] : [trusted, key]) {
      const hit = await this.lookup(candidate, log);
      if (hit !== undefined) return { hit, key: candidate, afterWait: false };
    }
    const lock = await this.lock(key, lockOptions);
    let built: CacheEntry | undefined;
    try {
      built = await this.lookup(key, log);
    } catch (error) {
      await lock.release();
      throw error;
    }
    if (built === undefined) return { lock };
    await lock.release();
    return { hit: built, key, afterWait: true };
  }

  /** Waits for and takes the build lock of `key`. */
  async lock(key: CacheKey, options: LockOptions = {}): Promise<HeldLock> {
    await this.init();
    return acquireLock(join(this.locksDir, `${key.name}.lock`), options);
  }

  /** Removes temporary directories of writers that are gone (or older than a day). */
  async cleanupTemp(): Promise<void> {
    await this.#store.cleanupTemp();
  }
}
