// The housekeeping of the untrusted ccache dirs (`<root>/untrusted/<scope>`, one per pull request or run), which
// PR code writes: it may leave directories read-only or unreadable, and set their times. So nothing here trusts
// what is in them: a dir's last use is our own record (`<root>/last-used/<scope>`, which no build can write: the
// sandbox mounts only the build's own dir writable), every directory is made walkable (u+rwx, as its owner)
// before it is measured or removed, a directory that stays unreadable counts as over its cap, and a removal that
// fails is one warning line, never an error: the housekeeping after a build must not fail that build or the next.
import { randomBytes } from 'node:crypto';
import type { Dirent } from 'node:fs';
import { chmod, lstat, readdir, readFile, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';

import { replaceFile } from '../util/files.ts';

/**
 * What untrusted state is shared by: the builds of one pull request
 * (`pr-<number>`), of one workflow run without a pull request (`run-<id>`),
 * or of one build alone (`build-<random>`). Nothing a PR's build leaves
 * behind (ccache entries, a ccache.conf, a binary) reaches another scope.
 */
export const UNTRUSTED_SCOPE = /^(pr|run|build)-[A-Za-z0-9_]{1,64}$/;

/** What the untrusted ccache dirs may hold on disk: each pull request's (or run's), and all of them. */
export interface UntrustedCcacheCaps {
  perScope: { bytes: number; files: number };
  total: { bytes: number; files: number };
}

/**
 * A full node core build fills about 1-2 GB of ccache in some 20,000 files;
 * each pull request keeps room for two, and every PR together no more than the
 * nightly can spare (its build refuses below 30 GiB free).
 */
export const UNTRUSTED_CCACHE_CAPS: UntrustedCcacheCaps = {
  perScope: { bytes: 5 * 1024 ** 3, files: 100_000 },
  total: { bytes: 20 * 1024 ** 3, files: 400_000 },
};

/** What a pass of the housekeeping did: the dirs removed (for the log), and one warning line per dir it could not. */
export interface Housekeeping {
  removed: string[];
  warnings: string[];
}

/** An untrusted ccache directory unused this long is removed (a run's sooner: it is never used again). */
const UNTRUSTED_MAX_AGE_MS = { pr: 14 * 24 * 3600_000, other: 24 * 3600_000 };

const lastUsedFile = (root: string, scope: string) => join(root, 'last-used', scope);

/** Records that `scope`'s ccache dir is used at `now`, where no build can write. */
export async function recordUntrustedUse(root: string, scope: string, now: number): Promise<void> {
  await replaceFile(lastUsedFile(root, scope), `${now}\n`);
}

/**
 * When `scope`'s dir was last used, by our record. A dir without one (made before records were kept) is
 * recorded as used now: it goes as long after that as any other.
 */
async function lastUse(root: string, scope: string, now: number): Promise<number> {
  const text = await readFile(lastUsedFile(root, scope), 'utf8').catch(() => '');
  const recorded = Number(text.trim());
  if (text !== '' && Number.isSafeInteger(recorded) && recorded > 0) return Math.min(recorded, now);
  await recordUntrustedUse(root, scope, now).catch(() => undefined);
  return now;
}

/** u+rwx on a directory the build took it from, so that it can be listed and emptied (as its owner, or root). */
async function makeWalkable(dir: string): Promise<void> {
  const info = await lstat(dir).catch(() => undefined);
  if (info === undefined || !info.isDirectory() || (info.mode & 0o700) === 0o700) return;
  // chmod follows a link, but lstat saw a directory, and no process of the build outlives it to swap one in
  await chmod(dir, (info.mode & 0o7777) | 0o700).catch(() => undefined);
}

/** A directory's entries once made walkable; undefined when it stays unreadable. */
async function entriesOf(dir: string): Promise<Dirent[] | undefined> {
  await makeWalkable(dir);
  try {
    return await readdir(dir, { withFileTypes: true });
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ENOENT' ? [] : undefined;
  }
}

interface DiskUse {
  bytes: number;
  files: number;
  /** why the walk could not see all of the tree (a directory that stayed unreadable, or one nested too deep): it counts as over every cap */
  unmeasured?: string;
}

const over = (use: DiskUse, cap: { bytes: number; files: number }) =>
  use.unmeasured !== undefined || use.bytes > cap.bytes || use.files > cap.files;

/**
 * The longest path walked. A build can nest directories past PATH_MAX (4,096), which no call can reach by path
 * (ENAMETOOLONG): such a tree counts as over the cap, and is moved up in pieces before it is removed.
 */
const LONGEST_PATH = 2048;

const shown = (path: string) => (path.length > 160 ? `${path.slice(0, 157)}…` : path);

const describeUse = (use: { bytes: number; files: number }) =>
  `${(use.bytes / 1024 ** 2).toFixed(0)} MiB in ${use.files} file${use.files === 1 ? '' : 's'}`;

/**
 * The disk a directory's tree takes (allocated blocks: a sparse file counts what it uses) and its entries, never
 * following a link; the walk stops once past `stopAt` (it is over a cap then, however much more it holds) or at a
 * directory it cannot read.
 */
async function diskUse(dir: string, stopAt: { bytes: number; files: number }): Promise<DiskUse> {
  const use: DiskUse = { bytes: 0, files: 0 };
  const pending = [dir];
  while (pending.length > 0 && !over(use, stopAt)) {
    const current = pending.pop()!;
    const entries = await entriesOf(current);
    if (entries === undefined) return { ...use, unmeasured: `unreadable: ${shown(current)}` };
    for (const entry of entries) {
      const path = join(current, entry.name);
      const info = await lstat(path).catch(() => undefined);
      if (info === undefined) continue;
      use.files++;
      use.bytes += info.blocks * 512;
      if (!info.isDirectory()) continue;
      if (path.length > LONGEST_PATH) return { ...use, unmeasured: `nested too deep: ${shown(path)}` };
      pending.push(path);
    }
  }
  return use;
}

/**
 * Removes a tree the build may have made read-only, unreadable or deeper than PATH_MAX: every directory in it made
 * walkable first, and one whose path grows too long moved up to a short one (`dir/.deep-<random>`).
 */
async function removeTree(dir: string): Promise<void> {
  const pending = [dir];
  while (pending.length > 0) {
    let current = pending.pop()!;
    if (current.length > LONGEST_PATH) {
      await makeWalkable(current); // moving a directory to another parent rewrites its `..`
      const short = join(dir, `.deep-${randomBytes(8).toString('hex')}`);
      await rename(current, short);
      current = short;
    }
    for (const entry of (await entriesOf(current)) ?? []) {
      if (entry.isDirectory()) pending.push(join(current, entry.name));
    }
  }
  await rm(dir, { recursive: true, force: true });
}

/** Removes `untrusted/<name>` and its record; on failure, one warning line in `into` instead. */
async function removeScope(root: string, name: string, why: string, into: Housekeeping): Promise<void> {
  try {
    await removeTree(join(root, 'untrusted', name));
    await rm(lastUsedFile(root, name), { force: true });
    into.removed.push(`${name}${why}`);
  } catch (error) {
    const reason = (error as Error).message.replace(/\s+/g, ' ');
    into.warnings.push(`ccache: warning: could not remove untrusted ccache dir ${name}${why}: ${reason}`);
  }
}

/** Removes the ccache dir of a scope made for one build alone; a warning line when it cannot. */
export async function removeUntrustedCcache(root: string, scope: string): Promise<string[]> {
  const done: Housekeeping = { removed: [], warnings: [] };
  await removeScope(root, scope, '', done);
  return done.warnings;
}

const namesIn = (dir: string) => readdir(dir).catch(() => [] as string[]);

/**
 * Removes untrusted ccache directories unused for a while (by our record of their last use), and whatever else is
 * in `untrusted/`: the one cache all pull requests shared before they had a directory each.
 */
export async function pruneUntrustedCcaches(root: string, keep: string, now: number): Promise<Housekeeping> {
  const done: Housekeeping = { removed: [], warnings: [] };
  for (const name of await namesIn(join(root, 'untrusted'))) {
    const path = join(root, 'untrusted', name);
    if (path === keep) continue;
    const info = await lstat(path).catch(() => undefined);
    if (info === undefined) continue;
    const maxAge = name.startsWith('pr-') ? UNTRUSTED_MAX_AGE_MS.pr : UNTRUSTED_MAX_AGE_MS.other;
    const scope = UNTRUSTED_SCOPE.test(name) && info.isDirectory();
    if (scope && now - (await lastUse(root, name, now)) < maxAge) continue;
    await removeScope(root, name, '', done);
  }
  return done;
}

const overCap = (use: DiskUse, cap: { bytes: number; files: number }) =>
  use.unmeasured === undefined
    ? ` (${describeUse(use)} or more: over the per-PR cap of ${describeUse(cap)})`
    : ` (${use.unmeasured}: counted as over the per-PR cap)`;

/**
 * Removes untrusted ccache dirs over the caps, after each untrusted build: each one over the per-scope cap, then
 * the least recently used ones (by our record) until all of them are under the total cap. A ccache dir is only a
 * cache: what is removed is compiled again when needed.
 */
export async function evictUntrustedCcaches(
  root: string,
  caps: UntrustedCcacheCaps,
  now: number,
): Promise<Housekeeping> {
  const done: Housekeeping = { removed: [], warnings: [] };
  const kept: { name: string; lastUsed: number; use: DiskUse }[] = [];
  for (const name of await namesIn(join(root, 'untrusted'))) {
    const path = join(root, 'untrusted', name);
    const info = await lstat(path).catch(() => undefined);
    if (info === undefined || !info.isDirectory()) continue;
    const use = await diskUse(path, caps.total);
    if (over(use, caps.perScope)) await removeScope(root, name, overCap(use, caps.perScope), done);
    else kept.push({ name, lastUsed: await lastUse(root, name, now), use });
  }
  kept.sort((a, b) => a.lastUsed - b.lastUsed);
  const total = () =>
    kept.reduce((sum, s) => ({ bytes: sum.bytes + s.use.bytes, files: sum.files + s.use.files }), {
      bytes: 0,
      files: 0,
    });
  while (kept.length > 0 && over(total(), caps.total)) {
    const { name, use } = kept.shift()!;
    const why = `: the least recently used while all PRs' held more than ${describeUse(caps.total)}`;
    await removeScope(root, name, ` (${describeUse(use)}${why})`, done);
  }
  return done;
}
