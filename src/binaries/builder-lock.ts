// An exclusive lock file, so that two runs wanting the same build wait for
// one another instead of building twice (or racing on one worktree).
//
// The lock is a file created with O_EXCL (`fs.open(path, 'wx')`) holding its
// owner's pid, host and a random token. Its holder touches it every
// staleMs/4; a lock is stale when its owner (on this host) is no longer
// running, or when it has not been touched for staleMs (a hung or killed
// holder on another host, or a pid that was reused).

import { randomBytes } from 'node:crypto';
import { link, open, readFile, rename, stat, unlink, utimes } from 'node:fs/promises';
import { hostname } from 'node:os';

import { BuildError } from './builder-errors.ts';

export interface LockHolder {
  pid: number;
  hostname: string;
  acquiredAt: number;
  token: string;
  purpose?: string;
}

export interface LockOptions {
  /** a lock untouched for this long is stale (default 10 minutes; holders touch it every staleMs/4) */
  staleMs?: number;
  /** how often a waiter looks again (default 500 ms) */
  pollMs?: number;
  /** give up waiting after this long (default 6 hours) */
  timeoutMs?: number;
  /** told once when we start waiting, with the current holder when readable */
  onWait?: (holder: LockHolder | undefined) => void;
  /** told when a stale lock is broken */
  onStale?: (holder: LockHolder | undefined, why: string) => void;
  purpose?: string;
  signal?: AbortSignal;
}

export interface HeldLock {
  path: string;
  token: string;
  /** true when we had to wait for another holder first */
  waited: boolean;
  release(): Promise<void>;
}

export const DEFAULT_LOCK_STALE_MS = 10 * 60_000;

/** Whether a process of this host with that pid runs (EPERM: it does, as another user). */
export function isProcessAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Tokens of the locks this process holds: a lock with our pid but another token is a leftover. */
const heldHere = new Set<string>();

async function readHolder(path: string): Promise<LockHolder | undefined> {
  try {
    const value = JSON.parse(await readFile(path, 'utf8')) as Partial<LockHolder>;
    if (typeof value.pid !== 'number' || typeof value.token !== 'string' || typeof value.hostname !== 'string')
      return undefined;
    return value as LockHolder;
  } catch {
    return undefined;
  }
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done(): void {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
    signal?.addEventListener('abort', done, { once: true });
  });
}

/** Why the lock at `path` is stale, or undefined when it is not. */
function staleReason(holder: LockHolder | undefined, mtimeMs: number, staleMs: number): string | undefined {
  if (holder !== undefined && holder.hostname === hostname()) {
    if (holder.pid === process.pid && !heldHere.has(holder.token))
      return `left behind by this process (pid ${holder.pid})`;
    if (holder.pid !== process.pid && !isProcessAlive(holder.pid))
      return `its owner (pid ${holder.pid}) is no longer running`;
  }
  const age = Date.now() - mtimeMs;
  if (age > staleMs) return `not touched for ${Math.round(age / 1000)} s (stale after ${Math.round(staleMs / 1000)} s)`;
  return undefined;
}

/**
 * Removes a stale lock without ever removing a live one: the lock is renamed
 * aside (atomic: only one breaker gets it) and, if what we got is not the
 * stale lock we examined (someone broke it and took it meanwhile), put back.
 */
async function breakLock(path: string, seen: LockHolder | undefined): Promise<void> {
  const aside = `${path}.stale-${process.pid}-${randomBytes(4).toString('hex')}`;
  try {
    await rename(path, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  const got = await readHolder(aside);
  if (got !== undefined && seen !== undefined && got.token !== seen.token) {
    await link(aside, path).catch(() => undefined); // fails only if yet another lock exists: theirs wins
  }
  await unlink(aside).catch(() => undefined);
}

/** Takes the lock at `path`, waiting while someone else holds it. */
export async function acquireLock(path: string, options: LockOptions = {}): Promise<HeldLock> {
  const staleMs = options.staleMs ?? DEFAULT_LOCK_STALE_MS;
  const pollMs = options.pollMs ?? 500;
  const timeoutMs = options.timeoutMs ?? 6 * 3600_000;
  const started = Date.now();
  let waited = false;
  for (;;) {
    if (options.signal?.aborted) throw new BuildError('aborted', `gave up waiting for lock ${path}: aborted`);
    const token = randomBytes(12).toString('hex');
    const holder: LockHolder = {
      pid: process.pid,
      hostname: hostname(),
      acquiredAt: Date.now(),
      token,
      purpose: options.purpose,
    };
    let handle;
    try {
      handle = await open(path, 'wx');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') {
        throw new BuildError('bad-input', `cannot create lock file ${path}: ${(error as Error).message}`, {
          cause: error,
        });
      }
    }
    if (handle !== undefined) {
      heldHere.add(token);
      try {
        await handle.writeFile(`${JSON.stringify(holder)}\n`);
      } finally {
        await handle.close();
      }
      return holdLock(path, token, staleMs, waited);
    }

    const current = await readHolder(path);
    const info = await stat(path).catch(() => undefined);
    if (info === undefined) continue; // released meanwhile: try again at once
    // A lock file that is still empty may be mid-write: judge it by age only.
    const why = staleReason(current, info.mtimeMs, staleMs);
    if (why !== undefined) {
      options.onStale?.(current, why);
      await breakLock(path, current);
      continue;
    }
    if (!waited) {
      waited = true;
      options.onWait?.(current);
    }
    if (Date.now() - started > timeoutMs) {
      const who = current === undefined ? 'another process' : `pid ${current.pid} on ${current.hostname}`;
      throw new BuildError(
        'lock-timeout',
        `waited ${Math.round((Date.now() - started) / 1000)} s for ${path}, still held by ${who}; ` +
          'if no build is running, delete the lock file',
      );
    }
    await sleep(pollMs, options.signal);
  }
}

function holdLock(path: string, token: string, staleMs: number, waited: boolean): HeldLock {
  const beat = setInterval(
    () => {
      const now = new Date();
      utimes(path, now, now).catch(() => undefined);
    },
    Math.max(50, Math.floor(staleMs / 4)),
  );
  beat.unref();
  let released = false;
  return {
    path,
    token,
    waited,
    async release() {
      if (released) return;
      released = true;
      clearInterval(beat);
      heldHere.delete(token);
      const holder = await readHolder(path);
      if (holder?.token === token) await unlink(path).catch(() => undefined);
    },
  };
}
