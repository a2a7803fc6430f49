// Building node from a git ref (`--old ref:<sha|branch>`): resolve the ref
// to a commit, reuse the cached binary for that commit and build
// configuration when there is one, otherwise build it in a dedicated git
// worktree (the user's checkout and index are never touched) and put the
// binary in the cache.
//
// Concurrent runs wanting the same build wait on a lock instead of building
// twice; a failed or interrupted build never enters the cache.

import { constants } from 'node:fs';
import { access, appendFile, mkdir, open, realpath, rm, stat, statfs, writeFile } from 'node:fs/promises';
import { isAbsolute, join, normalize, resolve, sep } from 'node:path';

import { BuildCache, cacheKey, DEFAULT_CACHE_MAX_BYTES, type CacheKey } from './build-cache.ts';
import { ccacheDelta, readCcacheCounters, setupCcache, type CcacheReport } from './builder-ccache.ts';
import { BuildError, BuildFailedError } from './builder-errors.ts';
import type { LockOptions } from './builder-lock.ts';
import { runProcess, type ProcessRunner } from './builder-process.ts';
import {
  addOwnedWorktree,
  checkRepository,
  cleanupStaleWorktrees,
  git,
  isInside,
  removeOwnedWorktree,
  resolveCommit,
  validateRef,
} from './git.ts';

/**
 * The default build: node core's `./configure && make`, with the configure
 * flags passed as `"$@"` (so they never go through a shell string) and one
 * make job per online CPU (getconf works on Linux and macOS; nproc is Linux only).
 */
export const DEFAULT_BUILD_COMMAND = './configure "$@" && make -j"$(getconf _NPROCESSORS_ONLN)"';
export const DEFAULT_BINARY_PATH = 'out/Release/node';
/** A node core build tree with out/ is about 10 GB; leave room for the rest of the machine. */
export const DEFAULT_MIN_FREE_BYTES = 30 * 1024 ** 3;
export { DEFAULT_CACHE_MAX_BYTES };

/** Lines of the build log quoted in the error of a failed build. */
const LOG_TAIL_LINES = 50;

export interface BuildRefOptions {
  /** the git repository (a node core clone) to build from */
  repo: string;
  /** a commit SHA, branch or tag in that repository */
  ref: string;
  /** where worktrees and build logs go (one worktree per build, removed afterwards) */
  workDir: string;
  /** where built binaries are kept between runs */
  cacheDir: string;
  /**
   * Run as `bash -c <buildCommand> node-bench-build <configureFlags...>` in the
   * worktree: the flags are the positional parameters `"$@"`.
   */
  buildCommand?: string;
  /** the binary the build produces, relative to the worktree */
  binaryPath?: string;
  /** extra arguments for ./configure, passed as "$@" to the build command; part of the cache key */
  configureFlags?: readonly string[];
  /** CCACHE_DIR for the build (default: ccache's own default, or CCACHE_DIR from env) */
  ccacheDir?: string;
  /** use ccache when it is on PATH (default true) */
  useCcache?: boolean;
  /** refuse to build with less free space than this in workDir (default 30 GiB) */
  minFreeBytes?: number;
  /** evict least-recently-used binaries above this cache size (default 10 GiB) */
  cacheMaxBytes?: number;
  /** environment of the build (default process.env) */
  env?: NodeJS.ProcessEnv;
  /** waiting for a concurrent build of the same commit */
  lock?: Pick<LockOptions, 'staleMs' | 'pollMs' | 'timeoutMs'>;
  /** kills the build (and stops waiting for a lock) */
  signal?: AbortSignal;
  log: (message: string) => void;
}

export interface BuildRefDeps {
  /** runs git, bash and ccache (default: child_process.spawn, no shell) */
  run?: ProcessRunner;
}

export interface BuildTimings {
  checkoutMs: number;
  buildMs: number;
  copyMs: number;
}

export interface BuildRefResult {
  /** what was asked for */
  ref: string;
  /** the full commit SHA it resolved to */
  sha: string;
  /** absolute path of the binary, inside the cache */
  binary: string;
  cacheHit: boolean;
  /** cache entry name: `<sha>-<first 16 hex of the config hash>` */
  cacheKey: string;
  /** all zero on a cache hit */
  timings: BuildTimings;
  /** only when a build ran */
  ccache?: CcacheReport;
  /** the build log kept with the cached binary */
  logFile: string;
}

interface CheckedOptions {
  repo: string;
  ref: string;
  workDir: string;
  cacheDir: string;
  buildCommand: string;
  binaryPath: string;
  configureFlags: string[];
  ccacheDir?: string;
  useCcache: boolean;
  minFreeBytes: number;
  cacheMaxBytes: number;
  env: NodeJS.ProcessEnv;
}

function checkOptions(options: BuildRefOptions): CheckedOptions {
  if (typeof options !== 'object' || options === null)
    throw new BuildError('bad-input', 'buildRef needs an options object');
  if (typeof options.log !== 'function') throw new BuildError('bad-input', 'buildRef needs a log function');
  validateRef(options.ref);
  const dir = (value: unknown, name: string): string => {
    if (typeof value !== 'string' || value.trim() === '' || value.includes('\0')) {
      throw new BuildError('bad-input', `${name} must be a directory path, got ${JSON.stringify(value)}`);
    }
    return resolve(value);
  };
  const workDir = dir(options.workDir, 'workDir');
  const cacheDir = dir(options.cacheDir, 'cacheDir');
  if (isInside(workDir, cacheDir) || isInside(cacheDir, workDir)) {
    throw new BuildError('bad-input', `workDir (${workDir}) and cacheDir (${cacheDir}) must not contain one another`);
  }
  const buildCommand = options.buildCommand ?? DEFAULT_BUILD_COMMAND;
  if (typeof buildCommand !== 'string' || buildCommand.trim() === '' || buildCommand.includes('\0')) {
    throw new BuildError(
      'bad-input',
      `buildCommand must be a non-empty shell command, got ${JSON.stringify(buildCommand)}`,
    );
  }
  const binaryPath = options.binaryPath ?? DEFAULT_BINARY_PATH;
  if (typeof binaryPath !== 'string' || binaryPath === '' || binaryPath.includes('\0')) {
    throw new BuildError(
      'bad-input',
      `binaryPath must be a file path relative to the worktree, got ${JSON.stringify(binaryPath)}`,
    );
  }
  const normalized = normalize(binaryPath);
  if (
    isAbsolute(binaryPath) ||
    normalized === '..' ||
    normalized.startsWith(`..${sep}`) ||
    normalized === '.' ||
    binaryPath.endsWith('/')
  ) {
    throw new BuildError(
      'bad-input',
      `binaryPath ${JSON.stringify(binaryPath)} must name a file inside the worktree (e.g. out/Release/node)`,
    );
  }
  const flags = options.configureFlags ?? [];
  if (!Array.isArray(flags) || flags.some((flag) => typeof flag !== 'string' || flag.includes('\0'))) {
    throw new BuildError(
      'bad-input',
      `configureFlags must be an array of strings (one argument each), got ${JSON.stringify(flags)}`,
    );
  }
  const bytes = (value: unknown, name: string, fallback: number): number => {
    if (value === undefined) return fallback;
    if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) {
      throw new BuildError('bad-input', `${name} must be a number of bytes >= 0, got ${JSON.stringify(value)}`);
    }
    return value;
  };
  const checked: CheckedOptions = {
    repo: options.repo,
    ref: options.ref,
    workDir,
    cacheDir,
    buildCommand,
    binaryPath: normalized,
    configureFlags: [...flags],
    useCcache: options.useCcache ?? true,
    minFreeBytes: bytes(options.minFreeBytes, 'minFreeBytes', DEFAULT_MIN_FREE_BYTES),
    cacheMaxBytes: bytes(options.cacheMaxBytes, 'cacheMaxBytes', DEFAULT_CACHE_MAX_BYTES),
    env: options.env ?? process.env,
  };
  if (options.ccacheDir !== undefined) checked.ccacheDir = dir(options.ccacheDir, 'ccacheDir');
  return checked;
}

export function formatBytes(bytes: number): string {
  if (bytes >= 1024 ** 3) return `${(bytes / 1024 ** 3).toFixed(1)} GiB`;
  if (bytes >= 1024 ** 2) return `${(bytes / 1024 ** 2).toFixed(1)} MiB`;
  if (bytes >= 1024) return `${(bytes / 1024).toFixed(1)} KiB`;
  return `${bytes} B`;
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

/** Free bytes for an unprivileged user in the file system holding `dir`. */
export async function freeBytes(dir: string): Promise<number> {
  const info = await statfs(dir);
  return Number(info.bavail) * Number(info.bsize);
}

/** The last `lines` lines of a (possibly huge) text file. */
export async function readLogTail(path: string, lines = LOG_TAIL_LINES): Promise<string> {
  const handle = await open(path, 'r').catch(() => undefined);
  if (handle === undefined) return '';
  try {
    const { size } = await handle.stat();
    const length = Math.min(size, 256 * 1024);
    const buffer = Buffer.alloc(length);
    await handle.read(buffer, 0, length, size - length);
    const text = buffer.toString('utf8').replace(/\n$/, '');
    return text.split('\n').slice(-lines).join('\n');
  } finally {
    await handle.close();
  }
}

/** Refuses a workDir inside the repository's working tree unless git ignores it (worktrees there would show up in `git status`). */
async function checkWorkDirPlacement(repo: string, workDir: string, run: ProcessRunner): Promise<void> {
  const top = await git(repo, ['rev-parse', '--show-toplevel'], run, { allowFailure: true });
  if (top.code !== 0 || top.stdout.trim() === '') return; // bare repository
  const root = await realpath(top.stdout.trim()).catch(() => top.stdout.trim());
  const real = await realpath(workDir).catch(() => workDir);
  if (!isInside(real, root)) return;
  const ignored = await git(repo, ['check-ignore', '-q', '--', join(real, 'build-x')], run, { allowFailure: true });
  if (ignored.code === 0) return;
  throw new BuildError(
    'bad-input',
    `workDir ${workDir} is inside the working tree of ${root} and not ignored by git: ` +
      'the build worktrees would show up in its git status. Use a directory outside the checkout, or add it to .gitignore.',
  );
}

/**
 * Builds node at `ref` (or takes it from the cache) and returns the binary.
 * See BuildRefOptions; errors are BuildError with a message for the user.
 */
export async function buildRef(options: BuildRefOptions, deps: BuildRefDeps = {}): Promise<BuildRefResult> {
  const run = deps.run ?? runProcess;
  const opts = checkOptions(options);
  const log = options.log;
  const repo = await checkRepository(opts.repo, run);

  await checkWorkDirPlacement(repo, opts.workDir, run);
  const sha = await resolveCommit(repo, opts.ref, run);
  log(`${opts.ref} is commit ${sha}`);
  const key = cacheKey(sha, opts);
  const cache = new BuildCache(opts.cacheDir);
  await cache.init();

  const hit = await cache.lookup(key);
  if (hit !== undefined) return cacheHit(opts, key, hit, log, false);

  const lock = await cache.lock(key, {
    ...options.lock,
    purpose: `build ${sha}`,
    signal: options.signal,
    onWait: (holder) =>
      log(
        `waiting for another build of ${sha.slice(0, 12)} with the same configuration` +
          (holder === undefined ? '' : ` (pid ${holder.pid} on ${holder.hostname})`) +
          ' to finish',
      ),
    onStale: (_holder, why) => log(`removing a stale build lock for ${sha.slice(0, 12)}: ${why}`),
  });
  let result: BuildRefResult;
  try {
    const built = await cache.lookup(key);
    if (built !== undefined) return cacheHit(opts, key, built, log, true);
    result = await buildLocked(repo, sha, key, cache, opts, options, log, run);
  } finally {
    await lock.release();
  }

  try {
    const { removed, totalBytes } = await cache.evict(opts.cacheMaxBytes, [key.name]);
    if (removed.length > 0) {
      log(
        `cache: evicted ${removed.length} least recently used build(s) to stay under ${formatBytes(opts.cacheMaxBytes)}: ${removed.join(', ')}`,
      );
    }
    if (totalBytes > opts.cacheMaxBytes) {
      log(
        `cache: ${formatBytes(totalBytes)} in ${cache.dir} is above the ${formatBytes(opts.cacheMaxBytes)} limit (kept the build just made)`,
      );
    }
  } catch (error) {
    // The build is done and cached; a cache that could not be trimmed is not worth failing it for.
    log(`cache: could not evict old builds from ${cache.dir}: ${(error as Error).message}`);
  }
  return result;
}

function cacheHit(
  opts: CheckedOptions,
  key: CacheKey,
  entry: { binary: string; logFile: string },
  log: (message: string) => void,
  afterWait: boolean,
): BuildRefResult {
  log(
    `cache hit for ${opts.ref} (${key.sha.slice(0, 12)})${afterWait ? ', built by another run meanwhile' : ''}: ${entry.binary}, no build`,
  );
  log('timings: checkout 0.0 s, build 0.0 s (cache hit), copy 0.0 s');
  return {
    ref: opts.ref,
    sha: key.sha,
    binary: entry.binary,
    cacheHit: true,
    cacheKey: key.name,
    timings: { checkoutMs: 0, buildMs: 0, copyMs: 0 },
    logFile: entry.logFile,
  };
}

async function buildLocked(
  repo: string,
  sha: string,
  key: CacheKey,
  cache: BuildCache,
  opts: CheckedOptions,
  options: BuildRefOptions,
  log: (message: string) => void,
  run: ProcessRunner,
): Promise<BuildRefResult> {
  try {
    await mkdir(opts.workDir, { recursive: true });
  } catch (error) {
    throw new BuildError('bad-input', `cannot create workDir ${opts.workDir}: ${(error as Error).message}`, {
      cause: error,
    });
  }
  const free = await freeBytes(opts.workDir);
  if (free < opts.minFreeBytes) {
    throw new BuildError(
      'disk-space',
      `not enough free disk space to build ${opts.ref} (${sha.slice(0, 12)}) in ${opts.workDir}: ` +
        `${formatBytes(free)} free, at least ${formatBytes(opts.minFreeBytes)} needed (minFreeBytes). ` +
        'Free some space or point workDir at a larger disk (a node core build tree takes about 10 GB).',
    );
  }
  const stale = await cleanupStaleWorktrees(repo, opts.workDir, run);
  if (stale.length > 0) log(`removed ${stale.length} worktree(s) left by earlier runs: ${stale.join(', ')}`);

  const logsDir = join(opts.workDir, 'logs');
  await mkdir(logsDir, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const logFile = join(logsDir, `build-${key.name}-${stamp}.log`);

  let started = Date.now();
  const worktree = await addOwnedWorktree(repo, opts.workDir, `build-${key.name}`, sha, `build ${opts.ref}`, run);
  const checkoutMs = Date.now() - started;
  log(`checkout: worktree ${worktree} at ${sha.slice(0, 12)} in ${seconds(checkoutMs)}`);
  try {
    const buildEnv: NodeJS.ProcessEnv = { ...opts.env };
    for (const name of ['GIT_DIR', 'GIT_WORK_TREE', 'GIT_INDEX_FILE', 'GIT_COMMON_DIR', 'GIT_PREFIX'])
      delete buildEnv[name];
    const ccacheSetup = await setupCcache({
      env: buildEnv,
      enabled: opts.useCcache,
      ccacheDir: opts.ccacheDir,
      worktree,
    });
    log(ccacheSetup.message);
    const before =
      ccacheSetup.ccache === undefined ? undefined : await readCcacheCounters(ccacheSetup.ccache, ccacheSetup.env, run);

    await writeFile(
      logFile,
      [
        `# node-bench build of ${opts.ref} (${sha})`,
        `# worktree: ${worktree}`,
        `# command: bash -c ${JSON.stringify(opts.buildCommand)} node-bench-build ${opts.configureFlags.map((f) => JSON.stringify(f)).join(' ')}`,
        `# ${ccacheSetup.message}`,
        `# started: ${new Date().toISOString()}`,
        '',
      ].join('\n'),
    );
    log(
      `build: running ${opts.buildCommand}${opts.configureFlags.length > 0 ? ` with configure flags ${opts.configureFlags.join(' ')}` : ''} (log: ${logFile})`,
    );
    started = Date.now();
    let status;
    try {
      status = await run('bash', ['-c', opts.buildCommand, 'node-bench-build', ...opts.configureFlags], {
        cwd: worktree,
        env: ccacheSetup.env,
        outputFile: logFile,
        signal: options.signal,
      });
    } catch (error) {
      const why =
        (error as NodeJS.ErrnoException).code === 'ENOENT'
          ? 'bash is not installed or not on PATH'
          : (error as Error).message;
      throw new BuildError('build-failed', `could not start the build of ${opts.ref}: ${why}`, { cause: error });
    }
    const buildMs = Date.now() - started;
    const exit = status.code === null ? `killed by ${status.signal ?? 'a signal'}` : `exit code ${status.code}`;
    await appendFile(logFile, `\n# finished: ${new Date().toISOString()}, ${exit}, ${seconds(buildMs)}\n`);

    let ccache: CcacheReport;
    if (ccacheSetup.ccache === undefined) ccache = { used: false };
    else {
      ccache = ccacheDelta(before, await readCcacheCounters(ccacheSetup.ccache, ccacheSetup.env, run));
      log(
        ccache.hitRate === undefined
          ? `ccache: ${ccache.hits === undefined ? 'statistics unavailable' : 'nothing cacheable compiled'}`
          : `ccache: ${(ccache.hitRate * 100).toFixed(1)}% hit rate (hits ${ccache.hits}, misses ${ccache.misses})`,
      );
    }

    if (status.code !== 0) {
      const aborted = options.signal?.aborted === true;
      const tail = await readLogTail(logFile);
      throw new BuildFailedError(
        aborted ? 'aborted' : 'build-failed',
        `the build of ${opts.ref} (${sha}) ${aborted ? 'was aborted' : 'failed'} after ${seconds(buildMs)}: ` +
          `${opts.buildCommand} ended with ${exit}.\nLast ${LOG_TAIL_LINES} lines of ${logFile}:\n${tail}\n(full log: ${logFile})`,
        sha,
        logFile,
        tail,
      );
    }
    const binary = join(worktree, opts.binaryPath);
    const info = await stat(binary).catch(() => undefined);
    const runnable =
      info?.isFile() === true &&
      (await access(binary, constants.X_OK).then(
        () => true,
        () => false,
      ));
    if (!runnable) {
      const tail = await readLogTail(logFile);
      throw new BuildFailedError(
        'missing-binary',
        `the build of ${opts.ref} (${sha}) succeeded but ${opts.binaryPath} ` +
          `${info === undefined ? 'does not exist' : info.isFile() ? 'is not executable' : 'is not a file'} in the worktree ` +
          `(check binaryPath).\nLast ${LOG_TAIL_LINES} lines of ${logFile}:\n${tail}\n(full log: ${logFile})`,
        sha,
        logFile,
        tail,
      );
    }
    log(`build: ${seconds(buildMs)}`);

    started = Date.now();
    const entry = await cache.store(key, {
      binary,
      log: logFile,
      meta: {
        buildCommand: opts.buildCommand,
        binaryPath: opts.binaryPath,
        configureFlags: opts.configureFlags,
        ref: opts.ref,
        buildMs,
      },
    });
    const copyMs = Date.now() - started;
    await rm(logFile, { force: true }); // kept in the cache entry now
    log(`copy: ${entry.binary} in ${seconds(copyMs)}`);
    log(`timings: checkout ${seconds(checkoutMs)}, build ${seconds(buildMs)}, copy ${seconds(copyMs)}`);
    return {
      ref: opts.ref,
      sha,
      binary: entry.binary,
      cacheHit: false,
      cacheKey: key.name,
      timings: { checkoutMs, buildMs, copyMs },
      ccache,
      logFile: entry.logFile,
    };
  } finally {
    await removeOwnedWorktree(repo, worktree, run).catch((error: unknown) =>
      log(`could not remove worktree ${worktree}: ${(error as Error).message} (it will be removed by the next run)`),
    );
  }
}
