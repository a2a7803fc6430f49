// ccache for node builds: found on PATH, put in front of CC/CXX, and its
// statistics read before and after a build to report the hit rate.

import { mkdir } from 'node:fs/promises';
import { basename, join } from 'node:path';

import type { ChildEnv } from '../process/supervisor.ts';
import { findExecutable as findOnPath } from '../util/files.ts';
import type { ProcessRunner } from './builder-process.ts';

/** The first executable file called `name` on env.PATH, or undefined. */
export async function findExecutable(name: string, env: ChildEnv): Promise<string | undefined> {
  return findOnPath(name, env.PATH ?? env.Path) ?? undefined;
}

/**
 * Who wrote a build's source decides which ccache it may write. Builds of
 * commits we trust (a branch of the repository, a release tag) write the
 * trusted cache; builds of pull-request code write their own and only read
 * the trusted one (ccache's secondary storage, read-only): a PR can never
 * put an object file into a build of main.
 */
export type BuildTrust = 'trusted' | 'untrusted';

export function ccacheDirs(root: string, trust: BuildTrust): { own: string; trusted: string } {
  return { own: join(root, trust), trusted: join(root, 'trusted') };
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
  /** the ccache dir the build writes, and the one it may only read */
  writable: string[];
  readable: string[];
  /** one line for the log: used or not, and why */
  message: string;
}

/**
 * The build environment with ccache in front of the compilers when ccache is
 * on PATH and `enabled`: CC=`ccache gcc`, CXX=`ccache g++` (an existing CC/CXX
 * is kept and prefixed), CCACHE_DIR from ccacheDir, and CCACHE_BASEDIR set to
 * the worktree so that builds in different worktrees share cache entries.
 */
export async function setupCcache(options: {
  env: ChildEnv;
  enabled: boolean;
  /** holds one ccache dir per trust level */
  ccacheRoot: string;
  trust: BuildTrust;
  worktree: string;
}): Promise<CcacheSetup> {
  const env: Record<string, string> = { ...options.env };
  const none = { env, writable: [], readable: [] };
  if (!options.enabled) return { ...none, message: 'ccache: disabled' };
  const ccache = await findExecutable('ccache', env);
  if (ccache === undefined) {
    return {
      ...none,
      message: 'ccache not found on PATH: building without it (install ccache to make rebuilds of node much faster)',
    };
  }
  const dirs = ccacheDirs(options.ccacheRoot, options.trust);
  await mkdir(dirs.own, { recursive: true });
  env.CC = withCcache(env.CC, 'gcc');
  env.CXX = withCcache(env.CXX, 'g++');
  env.CCACHE_DIR = dirs.own;
  const readable: string[] = [];
  if (dirs.own !== dirs.trusted) {
    await mkdir(dirs.trusted, { recursive: true });
    env.CCACHE_SECONDARY_STORAGE = `file:${dirs.trusted}|read-only`;
    readable.push(dirs.trusted);
  }
  if (env.CCACHE_BASEDIR === undefined || env.CCACHE_BASEDIR === '') env.CCACHE_BASEDIR = options.worktree;
  // Without -g the directory is not hashed anyway; with it, this keeps
  // worktrees at different paths from missing each other's entries.
  if (env.CCACHE_NOHASHDIR === undefined && env.CCACHE_HASHDIR === undefined) env.CCACHE_NOHASHDIR = '1';
  const secondary = readable.length > 0 ? `, reading ${dirs.trusted} read-only` : '';
  return {
    ccache,
    env,
    writable: [dirs.own],
    readable,
    message: `ccache: using ${ccache} (${options.trust} build: CCACHE_DIR=${dirs.own}${secondary}), CC=${env.CC}, CXX=${env.CXX}`,
  };
}

export interface CcacheCounters {
  hits: number;
  misses: number;
}

/** Parses `ccache --print-stats` (ccache >= 4: tab-separated `name<TAB>count` lines). */
export function parsePrintStats(text: string): CcacheCounters | undefined {
  const values = new Map<string, number>();
  for (const line of text.split('\n')) {
    const match = /^([a-z_]+)\t(\d+)\s*$/.exec(line);
    if (match !== null) values.set(match[1]!, Number(match[2]));
  }
  if (!values.has('cache_miss')) return undefined;
  return {
    hits: (values.get('direct_cache_hit') ?? 0) + (values.get('preprocessed_cache_hit') ?? 0),
    misses: values.get('cache_miss') ?? 0,
  };
}

/** Parses the human summary of `ccache -s`: ccache 3 (`cache hit (direct)  12`) or 4 (`Hits: 12 / 20`). */
export function parseSummaryStats(text: string): CcacheCounters | undefined {
  const v3 = (label: string): number | undefined => {
    const match = new RegExp(`^${label.replace(/[()]/g, '\\$&')}\\s+(\\d+)\\s*$`, 'm').exec(text);
    return match === null ? undefined : Number(match[1]);
  };
  const direct = v3('cache hit (direct)');
  const preprocessed = v3('cache hit (preprocessed)');
  const miss = v3('cache miss');
  if (miss !== undefined) return { hits: (direct ?? 0) + (preprocessed ?? 0), misses: miss };
  const hits = /^\s*Hits:\s+(\d+)\s*\/\s*\d+/m.exec(text);
  const misses = /^\s*Misses:\s+(\d+)\s*\/\s*\d+/m.exec(text);
  if (hits !== null && misses !== null) return { hits: Number(hits[1]), misses: Number(misses[1]) };
  return undefined;
}

/** ccache's counters now, or undefined when they cannot be read. */
export async function readCcacheCounters(
  ccache: string,
  env: ChildEnv,
  run: ProcessRunner,
): Promise<CcacheCounters | undefined> {
  try {
    const printed = await run(ccache, ['--print-stats'], { cwd: '/', env });
    if (printed.code === 0) {
      const counters = parsePrintStats(printed.stdout);
      if (counters !== undefined) return counters;
    }
    const summary = await run(ccache, ['-s'], { cwd: '/', env });
    return summary.code === 0 ? parseSummaryStats(summary.stdout) : undefined;
  } catch {
    return undefined;
  }
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
