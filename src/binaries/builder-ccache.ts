// ccache for node builds: found on PATH, put in front of CC/CXX, and its
// counters read (as plain files, never by running ccache on the build's
// directory) before and after a build to report the hit rate.

import { constants, existsSync, type Stats } from 'node:fs';
import { mkdir, open, readlink, realpath, type FileHandle } from 'node:fs/promises';
import { basename, join } from 'node:path';

import type { ChildEnv } from '../process/supervisor.ts';
import { findExecutable as findOnPath } from '../util/files.ts';
import type { ProcessRunner } from './builder-process.ts';
import { pruneUntrustedCcaches, recordUntrustedUse, UNTRUSTED_SCOPE, type Housekeeping } from './untrusted-ccache.ts';

/** The first executable file called `name` on env.PATH, or undefined. */
export async function findExecutable(name: string, env: ChildEnv): Promise<string | undefined> {
  return findOnPath(name, env.PATH ?? env.Path) ?? undefined;
}

/**
 * Who wrote a build's source decides which ccache it may write. Builds of
 * commits we trust (a protected branch, a release tag) write the trusted
 * cache; builds of pull-request code write their own and only read what
 * trusted builds compiled (ccache's secondary storage, read-only): a PR can
 * never put an object file into a build of main.
 */
export type BuildTrust = 'trusted' | 'untrusted';

export function pullRequestScope(number: number): string {
  if (!Number.isSafeInteger(number) || number < 1) throw new Error(`internal: not a pull request number: ${number}`);
  return `pr-${number}`;
}

/**
 * ccache's directories under `root`:
 *   trusted/              the trusted builds' cache (CCACHE_DIR)
 *   trusted-shared/       what trusted builds compile, also stored as ccache's
 *                         file storage (the layout secondary storage reads; a
 *                         cache directory is not in it): written by trusted builds,
 *                         read-only to untrusted ones, trimmed to max_size
 *   untrusted/<scope>/    one per pull request or run (UNTRUSTED_SCOPE)
 *   last-used/<scope>     when each was last used (untrusted-ccache.ts): not the dir's
 *                         mtime, which its build can set
 *   ccache.conf           ccache's settings for every build (CCACHE_CONFIGPATH):
 *                         no build can write it, so a PR cannot set prefix_command
 *                         for a later build, and the ccache.conf a build drops into
 *                         its own cache directory is never read
 */
export function ccacheDirs(
  root: string,
  trust: BuildTrust,
  scope?: string,
): { own: string; trusted: string; shared: string; config: string } {
  const trusted = join(root, 'trusted');
  const shared = join(root, 'trusted-shared');
  const config = join(root, 'ccache.conf');
  if (trust === 'trusted') return { own: trusted, trusted, shared, config };
  if (scope === undefined || !UNTRUSTED_SCOPE.test(scope)) {
    throw new Error(`internal: an untrusted ccache needs a scope (pr-<n>, run-<id>), got ${JSON.stringify(scope)}`);
  }
  return { own: join(root, 'untrusted', scope), trusted, shared, config };
}

/** `ccache <compiler>`, unless the compiler command already goes through ccache. */
export function withCcache(compiler: string | undefined, fallback: string): string {
  const command = compiler === undefined || compiler.trim() === '' ? fallback : compiler.trim();
  const first = command.split(/\s+/)[0] ?? '';
  return basename(first) === 'ccache' ? command : `ccache ${command}`;
}

export interface CcacheSetup {
  /** absolute path of ccache, when it is used */
  ccache?: string;
  /** the build environment (CC/CXX/CCACHE_* set when ccache is used) */
  env: ChildEnv;
  /** the ccache dirs the build writes, and those it may only read */
  writable: string[];
  readable: string[];
  /** trusted builds: the copy untrusted builds read, to trim after the build (trimSharedCcache) */
  shared?: string;
  /** one line for the log: used or not, and why */
  message: string;
  /** one line each: an unused untrusted ccache dir that could not be removed */
  warnings: string[];
}

/**
 * The build environment with ccache in front of the compilers when ccache is
 * on PATH and `enabled`: CC=`ccache gcc`, CXX=`ccache g++` (an existing CC/CXX
 * is kept and prefixed), CCACHE_DIR from ccacheDir (an untrusted build's own,
 * per pull request or run), CCACHE_CONFIGPATH the root's ccache.conf, and
 * CCACHE_BASEDIR set to the worktree so that builds in different worktrees
 * share cache entries.
 */
export async function setupCcache(options: {
  env: ChildEnv;
  enabled: boolean;
  /** holds the trusted ccache dir, the untrusted ones and the settings (see ccacheDirs) */
  ccacheRoot: string;
  trust: BuildTrust;
  /** untrusted builds: whose ccache dir (UNTRUSTED_SCOPE) */
  untrustedScope?: string;
  worktree: string;
}): Promise<CcacheSetup> {
  const env: Record<string, string> = { ...options.env };
  const none = { env, writable: [], readable: [], warnings: [] };
  if (!options.enabled) return { ...none, message: 'ccache: disabled' };
  const ccache = await findExecutable('ccache', env);
  if (ccache === undefined) {
    return {
      ...none,
      message: 'ccache not found on PATH: building without it (install ccache to make rebuilds of node much faster)',
    };
  }
  const dirs = ccacheDirs(options.ccacheRoot, options.trust, options.untrustedScope);
  await mkdir(dirs.own, { recursive: true });
  await mkdir(dirs.shared, { recursive: true });
  let pruned: Housekeeping = { removed: [], warnings: [] };
  if (options.trust === 'untrusted') {
    // its last use, what pruning and eviction go by: recorded where no build can write
    const now = Date.now();
    await recordUntrustedUse(options.ccacheRoot, options.untrustedScope!, now);
    pruned = await pruneUntrustedCcaches(options.ccacheRoot, dirs.own, now);
  }
  env.CC = withCcache(env.CC, 'gcc');
  env.CXX = withCcache(env.CXX, 'g++');
  env.CCACHE_DIR = dirs.own;
  // Settings from a file no build can write; never from a ccache.conf in CCACHE_DIR, which the build can.
  env.CCACHE_CONFIGPATH = dirs.config;
  const readable: string[] = existsSync(dirs.config) ? [dirs.config] : [];
  const writable = [dirs.own];
  if (options.trust === 'trusted') {
    // every result, cache hits included, also into the copy untrusted builds read
    env.CCACHE_SECONDARY_STORAGE = `file:${dirs.shared}`;
    env.CCACHE_RESHARE = '1';
    writable.push(dirs.shared);
  } else {
    env.CCACHE_SECONDARY_STORAGE = `file:${dirs.shared}|read-only`;
    readable.push(dirs.shared);
  }
  if (env.CCACHE_BASEDIR === undefined || env.CCACHE_BASEDIR === '') env.CCACHE_BASEDIR = options.worktree;
  // Without -g the directory is not hashed anyway; with it, this keeps
  // worktrees at different paths from missing each other's entries.
  if (env.CCACHE_NOHASHDIR === undefined && env.CCACHE_HASHDIR === undefined) env.CCACHE_NOHASHDIR = '1';
  const secondary =
    options.trust === 'trusted'
      ? `, shared with untrusted builds through ${dirs.shared}`
      : `, reading ${dirs.shared} read-only`;
  const removed =
    pruned.removed.length > 0 ? `; removed unused untrusted ccache dir(s) ${pruned.removed.join(', ')}` : '';
  return {
    ccache,
    env,
    writable,
    readable,
    warnings: pruned.warnings,
    ...(options.trust === 'trusted' ? { shared: dirs.shared } : {}),
    message:
      `ccache: using ${ccache} (${options.trust} build: CCACHE_DIR=${dirs.own}${secondary}; ` +
      `settings: CCACHE_CONFIGPATH=${dirs.config}), CC=${env.CC}, CXX=${env.CXX}${removed}`,
  };
}

/**
 * Trims the copy of the trusted results (ccache does not clean its file
 * storage itself) to ccache's max_size; `env` is the build's (its
 * CCACHE_CONFIGPATH). One line for the log when it cannot.
 */
export async function trimSharedCcache(
  ccache: string,
  shared: string,
  env: ChildEnv,
  run: ProcessRunner,
): Promise<string | undefined> {
  try {
    const size = await run(ccache, ['--get-config', 'max_size'], { cwd: '/', env });
    const maxSize = size.stdout.trim();
    if (size.code !== 0 || !/^\d+(\.\d+)?[kMGT]?i?B?$/.test(maxSize))
      return `ccache: could not read max_size to trim ${shared}`;
    const trim = await run(ccache, ['--trim-dir', shared, '--trim-max-size', maxSize], { cwd: '/', env });
    return trim.code === 0 ? undefined : `ccache: could not trim ${shared}: ${trim.stderr.trim().split('\n').at(-1)}`;
  } catch (error) {
    return `ccache: could not trim ${shared}: ${(error as Error).message}`;
  }
}

export interface CcacheCounters {
  hits: number;
  misses: number;
}

/**
 * Where ccache (3 and 4) keeps its counters: a `stats` file in each first- and
 * second-level directory of CCACHE_DIR, one number per line, by index.
 */
const COUNTER = { cacheMiss: 4, preprocessedHit: 8, directHit: 22 } as const;
const HEX_DIRS = [...'0123456789abcdef'];
/** A counter file is ~50 short lines; anything much larger is not one. */
const COUNTER_FILE_MAX_BYTES = 16 * 1024;

/** Why a counter file was not read: one line naming it. */
class CounterFileRefused extends Error {}

function kindOf(info: Stats): string {
  if (info.isFIFO()) return 'a FIFO';
  if (info.isSocket()) return 'a socket';
  if (info.isDirectory()) return 'a directory';
  if (info.isCharacterDevice() || info.isBlockDevice()) return 'a device';
  return 'not a regular file';
}

/**
 * The numbers in one counter file, or undefined when there is none. The
 * directory is the build's (PR code may have written it), so the file is read
 * only as a regular file of bounded size that was opened without following a
 * link or waiting for a writer (O_NOFOLLOW | O_NONBLOCK), with no other hard
 * link, and reached without a linked directory on the way (on Linux, checked
 * on the opened file itself, /proc/self/fd: no race can swap it).
 */
async function readCounterFile(file: string): Promise<number[] | undefined> {
  let handle: FileHandle;
  try {
    handle = await open(file, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK | constants.O_NOCTTY);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return undefined;
    if (code === 'ELOOP') throw new CounterFileRefused(`${file} is a symbolic link`);
    throw new CounterFileRefused(`${file} cannot be opened (${code ?? (error as Error).message})`);
  }
  try {
    const info = await handle.stat();
    if (!info.isFile()) throw new CounterFileRefused(`${file} is ${kindOf(info)}, not a regular file`);
    if (info.nlink !== 1) throw new CounterFileRefused(`${file} has ${info.nlink} hard links`);
    const opened = await readlink(`/proc/self/fd/${handle.fd}`).catch(() => undefined);
    if (opened !== undefined && opened !== file) {
      throw new CounterFileRefused(`${file} is reached through a symbolic link to a directory`);
    }
    const buffer = Buffer.alloc(COUNTER_FILE_MAX_BYTES + 1);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    if (info.size > COUNTER_FILE_MAX_BYTES || bytesRead > COUNTER_FILE_MAX_BYTES) {
      throw new CounterFileRefused(`${file} is larger than ${COUNTER_FILE_MAX_BYTES} bytes`);
    }
    const fields = buffer.toString('latin1', 0, bytesRead).split(/\s+/).filter(Boolean);
    if (!fields.every((field) => /^\d{1,20}$/.test(field))) {
      throw new CounterFileRefused(`${file} holds something other than counters`);
    }
    return fields.map(Number);
  } finally {
    await handle.close();
  }
}

/** ccache's counters in `ccacheDir` now: read by us as plain files (readCounterFile), never by ccache outside the sandbox. */
export async function readCcacheCounters(
  ccacheDir: string,
): Promise<{ counters: CcacheCounters } | { refused: string } | { unavailable: string }> {
  let root: string;
  try {
    root = await realpath(ccacheDir);
  } catch (error) {
    return { unavailable: `${ccacheDir}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}` };
  }
  const counters: CcacheCounters = { hits: 0, misses: 0 };
  const files = HEX_DIRS.flatMap((x) => [join(root, x, 'stats'), ...HEX_DIRS.map((y) => join(root, x, y, 'stats'))]);
  try {
    for (const file of files) {
      const values = await readCounterFile(file);
      if (values === undefined) continue;
      counters.hits += (values[COUNTER.directHit] ?? 0) + (values[COUNTER.preprocessedHit] ?? 0);
      counters.misses += values[COUNTER.cacheMiss] ?? 0;
    }
  } catch (error) {
    if (error instanceof CounterFileRefused) return { refused: error.message };
    throw error;
  }
  return { counters };
}

export interface CcacheReport {
  used: boolean;
  hits?: number;
  misses?: number;
  /** hits / (hits + misses) during the build, 0..1; absent when nothing cacheable was compiled or stats are unreadable */
  hitRate?: number;
}

/** What happened in ccache between two readings (other builds sharing CCACHE_DIR at the same time are counted too). */
export function ccacheDelta(before: CcacheCounters | undefined, after: CcacheCounters | undefined): CcacheReport {
  if (before === undefined || after === undefined) return { used: true };
  const hits = Math.max(0, after.hits - before.hits);
  const misses = Math.max(0, after.misses - before.misses);
  const report: CcacheReport = { used: true, hits, misses };
  if (hits + misses > 0) report.hitRate = hits / (hits + misses);
  return report;
}
