// The one store of node binaries: downloaded releases and builds of git
// commits alike.
//
//   <entries>/<name>/   one entry: the binary, meta.json, anything else the
//                       writer staged (a build log), and `last-used` (its
//                       mtime is the LRU clock, touched on every hit)
//   <tmp>/              entries being written, renamed into <entries> whole:
//                       nobody ever sees half an entry, and when two writers
//                       race, the loser uses the winner's entry
//
// The store records the binary's sha256 when it stores it and checks it on
// every lookup, so a binary changed in the cache (by a benchmark that could
// write there, or a disk error) is never run as if it were what was stored.
// What to do about a changed binary is the caller's policy: releases refuse
// it with a way out, builds rebuild.
import { createHash, randomBytes } from 'node:crypto';
import { constants, createReadStream } from 'node:fs';
import { access, chmod, mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';

import { isProcessAlive } from './builder-lock.ts';

/** What the store itself records of every entry, beside the writer's own fields. */
export interface StoreRecord {
  /** file name of the binary inside the entry */
  binaryName: string;
  binarySize: number;
  /** sha256 (hex) of the binary, taken when it was stored */
  binarySha256: string;
}

export interface StoredEntry<M> {
  name: string;
  dir: string;
  /** absolute path of the binary */
  binary: string;
  meta: M & StoreRecord;
  sizeBytes: number;
  lastUsedMs: number;
}

export type Lookup<M> =
  | { kind: 'hit'; entry: StoredEntry<M> }
  | { kind: 'missing' }
  /** the entry's directory is there but unusable: `why` says what is wrong */
  | { kind: 'broken'; dir: string; why: string }
  /** intact, but the binary is no longer what was stored */
  | { kind: 'changed'; entry: StoredEntry<M>; actualSha256: string };

export interface Staged<M> {
  /** the binary's file name inside the staging directory */
  binaryName: string;
  meta: M;
}

const META = 'meta.json';
const LAST_USED = 'last-used';
const STALE_TEMP_MS = 24 * 3600_000;

export class BinaryStore<M extends object> {
  constructor(
    readonly entriesDir: string,
    readonly tmpDir: string,
    /** the writer's part of meta.json, checked on read; a string says what is wrong with it */
    private readonly readMeta: (raw: Record<string, unknown>, name: string) => M | string,
  ) {}

  entryDir(name: string): string {
    return join(this.entriesDir, name);
  }

  async init(): Promise<void> {
    for (const dir of [this.entriesDir, this.tmpDir]) await mkdir(dir, { recursive: true });
  }

  /** The entry `name`, its binary checked against the sha256 recorded when it was stored. */
  async lookup(name: string): Promise<Lookup<M>> {
    const read = await this.read(name);
    if (read === undefined) return { kind: 'missing' };
    if (typeof read === 'string') return { kind: 'broken', dir: this.entryDir(name), why: read };
    const actualSha256 = await sha256File(read.binary);
    if (actualSha256 !== read.meta.binarySha256) return { kind: 'changed', entry: read, actualSha256 };
    await this.touch(read);
    return { kind: 'hit', entry: read };
  }

  /**
   * Stores what `fill` writes into a fresh staging directory (the binary
   * named by its answer, and any other files): meta.json with the binary's
   * size and sha256 is added, then the directory is renamed into place. When
   * another writer stored `name` first, its entry is used if intact.
   */
  async put(
    name: string,
    fill: (staging: string) => Promise<Staged<M>>,
  ): Promise<{ entry: StoredEntry<M>; ours: boolean }> {
    await this.init();
    await this.cleanupTemp();
    const staging = join(this.tmpDir, `${name}.${process.pid}.${randomBytes(4).toString('hex')}`);
    await mkdir(staging);
    try {
      const staged = await fill(staging);
      if (basename(staged.binaryName) !== staged.binaryName)
        throw new Error(`internal: binary name ${staged.binaryName} is not a plain file name`);
      const binary = join(staging, staged.binaryName);
      await chmod(binary, 0o755);
      const record: StoreRecord = {
        binaryName: staged.binaryName,
        binarySize: (await stat(binary)).size,
        binarySha256: await sha256File(binary),
      };
      await writeFile(join(staging, META), `${JSON.stringify({ ...staged.meta, ...record }, null, 2)}\n`);
      await writeFile(join(staging, LAST_USED), '');
      for (let attempt = 0; ; attempt++) {
        try {
          await rename(staging, this.entryDir(name));
          break;
        } catch (error) {
          const code = (error as NodeJS.ErrnoException).code;
          if ((code !== 'ENOTEMPTY' && code !== 'EEXIST') || attempt > 2) throw error;
          const theirs = await this.lookup(name);
          if (theirs.kind === 'hit') return { entry: theirs.entry, ours: false };
          // theirs is unusable: out of the way, and try again
          await this.remove(name);
        }
      }
    } finally {
      await rm(staging, { recursive: true, force: true });
    }
    const entry = await this.read(name);
    if (entry === undefined || typeof entry === 'string')
      throw new Error(`internal: store entry ${name} unreadable right after storing it (${entry ?? 'missing'})`);
    return { entry, ours: true };
  }

  /** Marks an entry as just used (least-recently-used eviction goes by this). */
  async touch(entry: StoredEntry<M>): Promise<void> {
    const now = new Date();
    await utimes(join(entry.dir, LAST_USED), now, now).catch(async () => writeFile(join(entry.dir, LAST_USED), ''));
    entry.lastUsedMs = now.getTime();
  }

  /** Every readable entry. */
  async list(): Promise<StoredEntry<M>[]> {
    const entries: StoredEntry<M>[] = [];
    for (const name of await this.names()) {
      const entry = await this.read(name);
      if (entry !== undefined && typeof entry !== 'string') entries.push(entry);
    }
    return entries;
  }

  /** Total bytes of all entries, broken ones included. */
  async totalBytes(): Promise<number> {
    let total = 0;
    for (const name of await this.names()) total += await dirSize(this.entryDir(name));
    return total;
  }

  /**
   * Removes least-recently-used entries until the store holds at most
   * `maxBytes`, never those named in `keep`; broken entries go first.
   */
  async evict(maxBytes: number, keep: readonly string[] = []): Promise<{ removed: string[]; totalBytes: number }> {
    const candidates: { name: string; size: number; lastUsedMs: number }[] = [];
    let total = 0;
    for (const name of await this.names()) {
      const entry = await this.read(name);
      const readable = entry !== undefined && typeof entry !== 'string';
      const size = readable ? entry.sizeBytes : await dirSize(this.entryDir(name));
      total += size;
      candidates.push({ name, size, lastUsedMs: readable ? entry.lastUsedMs : -1 });
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

  /** Removes an entry: renamed away first, so nobody sees it half deleted. */
  async remove(name: string): Promise<void> {
    const trash = join(this.tmpDir, `trash-${name}.${process.pid}.${randomBytes(4).toString('hex')}`);
    try {
      await mkdir(this.tmpDir, { recursive: true });
      await rename(this.entryDir(name), trash);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    await rm(trash, { recursive: true, force: true });
  }

  /** Removes staging directories of writers that are gone (or older than a day). */
  async cleanupTemp(): Promise<void> {
    for (const name of await readdir(this.tmpDir).catch(() => [] as string[])) {
      const path = join(this.tmpDir, name);
      const info = await stat(path).catch(() => undefined);
      if (info === undefined) continue;
      // ours are named <entry>.<pid>.<random>: a dead writer's can go at once, anything else after a day
      const match = /\.(\d+)\.[0-9a-f]+$/.exec(name);
      const pid = match === null ? process.pid : Number(match[1]);
      const gone = pid !== process.pid && !isProcessAlive(pid);
      if (gone || Date.now() - info.mtimeMs > STALE_TEMP_MS) await rm(path, { recursive: true, force: true });
    }
  }

  private async names(): Promise<string[]> {
    return readdir(this.entriesDir).catch(() => [] as string[]);
  }

  /** undefined: no such entry; a string: what makes it unusable. */
  private async read(name: string): Promise<StoredEntry<M> | string | undefined> {
    const dir = this.entryDir(name);
    try {
      await stat(dir);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      return `cannot be read (${(error as Error).message})`;
    }
    let raw: Record<string, unknown>;
    try {
      raw = JSON.parse(await readFile(join(dir, META), 'utf8')) as Record<string, unknown>;
      if (raw === null || typeof raw !== 'object') throw new Error('not a JSON object');
    } catch (error) {
      return `has no readable meta.json (${(error as Error).message})`;
    }
    const own = this.readMeta(raw, name);
    if (typeof own === 'string') return own;
    const { binaryName, binarySize, binarySha256 } = raw;
    if (typeof binaryName !== 'string' || basename(binaryName) !== binaryName || binaryName === META)
      return 'has a meta.json without a binary name';
    if (typeof binarySha256 !== 'string' || !/^[0-9a-f]{64}$/.test(binarySha256))
      return 'has a meta.json without a sha256';
    const binary = join(dir, binaryName);
    let size: number;
    try {
      const info = await stat(binary);
      size = info.size;
      if (!info.isFile()) return `has no node binary file ${binaryName}`;
      await access(binary, constants.X_OK);
    } catch (error) {
      return `has no readable node binary (${(error as Error).message})`;
    }
    const lastUsed = await stat(join(dir, LAST_USED)).catch(() => stat(join(dir, META)));
    return {
      name,
      dir,
      binary,
      meta: { ...own, binaryName, binarySize: typeof binarySize === 'number' ? binarySize : size, binarySha256 },
      sizeBytes: await dirSize(dir),
      lastUsedMs: lastUsed.mtimeMs,
    };
  }
}

export async function sha256File(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** Bytes of the files in a directory tree (apparent size). */
async function dirSize(dir: string): Promise<number> {
  let total = 0;
  for (const item of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
    const path = join(dir, item.name);
    if (item.isDirectory()) total += await dirSize(path);
    else total += (await stat(path).catch(() => ({ size: 0 }))).size;
  }
  return total;
}
