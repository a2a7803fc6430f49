// Building node from a git ref (`--old ref:<sha|branch>`): resolve the ref
// to a commit, reuse the cached binary for that commit and build
// configuration when there is one, otherwise build it in a dedicated git
// worktree (the user's checkout and index are never touched) and put the
// binary in the cache.
//
// Concurrent runs wanting the same build wait on a lock instead of building
// twice; a failed or interrupted build never enters the cache.

import { constants } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { access, appendFile, lstat, mkdir, mkdtemp, open, realpath, rm, statfs, writeFile } from 'node:fs/promises';
import { delimiter, isAbsolute, join, normalize, resolve, sep } from 'node:path';

import { BuildCache, cacheKey, DEFAULT_CACHE_MAX_BYTES, type CacheKey } from './build-cache.ts';
import { childEnv } from '../process/env.ts';
import { BUILD_LIMITS, SANDBOX_HOME, type Sandbox } from '../process/sandbox.ts';
import { runSupervised, type Supervisor } from '../process/supervisor.ts';
import {
  ccacheDelta,
  readCcacheCounters,
  type CcacheCounters,
  setupCcache,
  trimSharedCcache,
  type BuildTrust,
  type CcacheReport,
} from './builder-ccache.ts';
import {
  evictUntrustedCcaches,
  removeUntrustedCcache,
  UNTRUSTED_CCACHE_CAPS,
  UNTRUSTED_SCOPE,
  type UntrustedCcacheCaps,
} from './untrusted-ccache.ts';
import { BuildError, BuildFailedError } from './builder-errors.ts';
import type { LockOptions } from './builder-lock.ts';
import type { ProcessRunner } from './builder-process.ts';
import {
  addOwnedWorktree,
  checkNodeSource,
  checkRepository,
  checkWorkDirPlacement,
  cleanupStaleWorktrees,
  isInside,
  removeOwnedWorktree,
  resolveCommit,
  checkRefForGit,
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

/** Lines of the build log quoted in the error of a failed build. */
const LOG_TAIL_LINES = 50;
/** A build log stops growing here (a node build writes ~5 MB; a runaway one must not fill the disk). */
const BUILD_LOG_MAX_BYTES = 64 * 1024 * 1024;
/** While a build runs, free disk is checked this often; below the floor the build is killed. */
const DISK_CHECK_INTERVAL_MS = 15_000;
const DISK_FLOOR_BYTES = 1024 ** 3;

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
  /** holds one ccache dir per trust level (see BuildTrust) */
  ccacheDir: string;
  /** use ccache when it is on PATH (default true) */
  useCcache?: boolean;
  /** pull-request code is untrusted: its own ccache and cache entries, read-only trusted ccache */
  trust: BuildTrust;
  /**
   * untrusted builds: whose ccache dir and cache entries they share (`pr-<n>`,
   * `run-<id>`, see UNTRUSTED_SCOPE); without one, this build's alone
   */
  untrustedScope?: string;
  /** where configure and make run (NO_SANDBOX only where the code is trusted) */
  sandbox: Sandbox;
  /** host variables the build may see besides PATH, the locale and the compiler variables */
  passEnv: readonly string[];
  /** kill the build (with its whole sandbox) after this long */
  timeoutMs: number;
  /** free-disk floor while the build runs (default 1 GiB or minFreeBytes, whichever is smaller), checked every intervalMs */
  diskCheck?: { floorBytes: number; intervalMs: number };
  /** refuse to build with less free space than this in workDir (default 30 GiB) */
  minFreeBytes?: number;
  /** evict least-recently-used binaries above this cache size (default 10 GiB) */
  cacheMaxBytes?: number;
  /** what untrusted builds' ccache dirs may hold (default UNTRUSTED_CCACHE_CAPS) */
  untrustedCcacheCaps?: UntrustedCcacheCaps;
  /** waiting for a concurrent build of the same commit */
  lock?: Pick<LockOptions, 'staleMs' | 'pollMs' | 'timeoutMs'>;
  /** kills the build (and stops waiting for a lock) */
  signal?: AbortSignal;
  log: (message: string) => void;
}

export interface BuildRefDeps {
  /** runs git and ccache; carries the host environment the build's is made from */
  run: ProcessRunner;
  /** runs the build command (default: the one supervisor) */
  supervisor?: Supervisor;
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
  ccacheDir: string;
  useCcache: boolean;
  minFreeBytes: number;
  cacheMaxBytes: number;
  untrustedCcacheCaps: UntrustedCcacheCaps;
  trust: BuildTrust;
  /** untrusted builds only: always set (a fresh `build-<random>` when none was given) */
  untrustedScope?: string;
  /** the scope was made up for this build: its ccache dir goes with it */
  ownScope: boolean;
  timeoutMs: number;
  diskCheck: { floorBytes: number; intervalMs: number };
  sandbox: Sandbox;
  passEnv: readonly string[];
}

/**
 * The options are typed values, each checked where it was read (the build timeout and the free-disk floor by their
 * options in options/) and trusted here; checked here are only the builder's own rules: the ref as git takes it, the
 * directories apart, a build command, the binary inside the worktree, arguments and a scope a shell and the cache
 * can carry.
 */
function checkBuildOptions(options: BuildRefOptions): CheckedOptions {
  checkRefForGit(options.ref);
  const dir = (value: string, name: string): string => {
    if (value.trim() === '' || value.includes('\0')) {
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
  if (buildCommand.trim() === '' || buildCommand.includes('\0')) {
    throw new BuildError(
      'bad-input',
      `buildCommand must be a non-empty shell command, got ${JSON.stringify(buildCommand)}`,
    );
  }
  const binaryPath = options.binaryPath ?? DEFAULT_BINARY_PATH;
  if (binaryPath === '' || binaryPath.includes('\0')) {
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
  if (flags.some((flag) => flag.includes('\0'))) {
    throw new BuildError(
      'bad-input',
      `configureFlags must be an array of strings (one argument each), got ${JSON.stringify(flags)}`,
    );
  }
  const scope = options.trust === 'untrusted' ? options.untrustedScope : undefined;
  if (scope !== undefined && !UNTRUSTED_SCOPE.test(scope)) {
    throw new BuildError(
      'bad-input',
      `untrustedScope must be pr-<number>, run-<id> or build-<id>, got ${JSON.stringify(scope)}`,
    );
  }
  const minFreeBytes = options.minFreeBytes ?? DEFAULT_MIN_FREE_BYTES;
  const checked: CheckedOptions = {
    repo: options.repo,
    ref: options.ref,
    workDir,
    cacheDir,
    buildCommand,
    binaryPath: normalized,
    configureFlags: [...flags],
    ccacheDir: dir(options.ccacheDir, 'ccacheDir'),
    useCcache: options.useCcache ?? true,
    minFreeBytes,
    cacheMaxBytes: options.cacheMaxBytes ?? DEFAULT_CACHE_MAX_BYTES,
    untrustedCcacheCaps: options.untrustedCcacheCaps ?? UNTRUSTED_CCACHE_CAPS,
    trust: options.trust,
    ...(options.trust === 'untrusted'
      ? { untrustedScope: scope ?? `build-${randomBytes(8).toString('hex')}`, ownScope: scope === undefined }
      : { ownScope: false }),
    timeoutMs: options.timeoutMs,
    sandbox: options.sandbox,
    passEnv: options.passEnv,
    diskCheck: options.diskCheck ?? {
      floorBytes: Math.min(DISK_FLOOR_BYTES, minFreeBytes),
      intervalMs: DISK_CHECK_INTERVAL_MS,
    },
  };
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

/**
 * Aborts a running build when the caller aborts or free disk in workDir
 * falls below the floor (a node build tree grows to ~10 GB: the check before
 * it started is not enough when other jobs share the disk).
 */
function watchBuild(opts: CheckedOptions, outer: AbortSignal | undefined) {
  const controller = new AbortController();
  const state: { signal: AbortSignal; lowDisk?: string; stop: () => void } = {
    signal: controller.signal,
    stop: () => {
      clearInterval(timer);
      outer?.removeEventListener('abort', onAbort);
    },
  };
  const onAbort = () => controller.abort();
  if (outer?.aborted) controller.abort();
  outer?.addEventListener('abort', onAbort, { once: true });
  const timer = setInterval(() => {
    freeBytes(opts.workDir).then(
      (free) => {
        if (free >= opts.diskCheck.floorBytes || controller.signal.aborted) return;
        state.lowDisk = `only ${formatBytes(free)} of disk left in ${opts.workDir} (floor ${formatBytes(opts.diskCheck.floorBytes)})`;
        controller.abort();
      },
      () => undefined, // statfs failing is no reason to kill a build
    );
  }, opts.diskCheck.intervalMs);
  return state;
}

function pathEntries(searchPath: string | undefined): string[] {
  return (searchPath ?? '').split(delimiter).filter((dir) => isAbsolute(dir));
}

/**
 * Builds node at `ref` (or takes it from the cache) and returns the binary.
 * See BuildRefOptions; errors are BuildError with a message for the user.
 */
export async function buildRef(options: BuildRefOptions, deps: BuildRefDeps): Promise<BuildRefResult> {
  const run = deps.run;
  const opts = checkBuildOptions(options);
  const log = options.log;
  const repo = await checkRepository(opts.repo, run);

  await checkWorkDirPlacement(repo, opts.workDir, run);
  const sha = await resolveCommit(repo, opts.ref, run);
  log(`${opts.ref} is commit ${sha}`);
  if (opts.buildCommand === DEFAULT_BUILD_COMMAND) await checkNodeSource(repo, opts.ref, sha, run);
  const key = cacheKey(sha, opts);
  if (opts.trust === 'untrusted') {
    log(
      `untrusted build (${opts.ownScope ? 'no pull request or run named: this build alone' : opts.untrustedScope}): ` +
        `cache entry ${key.name} serves ${opts.ownScope ? 'no other build' : `${opts.untrustedScope} only`}`,
    );
  }
  const cache = new BuildCache(opts.cacheDir);
  await cache.init();

  // A trusted build of the same commit serves anyone; an untrusted one only untrusted builds.
  const trustedKey = opts.trust === 'untrusted' ? cacheKey(sha, { ...opts, trust: 'trusted' }) : undefined;
  const claim = await cache.claim(key, trustedKey, log, {
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
  if ('hit' in claim) return cacheHit(opts, claim.key, claim.hit, log, claim.afterWait);
  let result: BuildRefResult;
  try {
    result = await buildLocked({
      repo,
      sha,
      key,
      cache,
      opts,
      signal: options.signal,
      log,
      run,
      supervisor: deps.supervisor ?? runSupervised,
    });
  } finally {
    await claim.lock.release();
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

interface BuildJob {
  repo: string;
  sha: string;
  key: CacheKey;
  cache: BuildCache;
  opts: CheckedOptions;
  signal: AbortSignal | undefined;
  log: (message: string) => void;
  run: ProcessRunner;
  supervisor: Supervisor;
}

async function buildLocked(job: BuildJob): Promise<BuildRefResult> {
  const { repo, sha, key, opts, log, run } = job;
  const logFile = await prepareWorkDir(job);
  let started = Date.now();
  const worktree = await addOwnedWorktree(repo, opts.workDir, `build-${key.name}`, sha, `build ${opts.ref}`, run);
  const checkoutMs = Date.now() - started;
  log(`checkout: worktree ${worktree} at ${sha.slice(0, 12)} in ${seconds(checkoutMs)}`);
  try {
    const { buildMs, ccache } = await runBuildCommand(job, worktree, logFile);
    const binary = await checkBuiltBinary(job, worktree, logFile);
    log(`build: ${seconds(buildMs)}`);

    started = Date.now();
    const entry = await job.cache.store(key, {
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
    if (opts.trust === 'untrusted') await tidyUntrustedCcaches(opts, log);
  }
}

/**
 * After an untrusted build: a ccache dir made for this build alone is removed (it serves nothing after it), and
 * what PR code left in its ccache dir is measured and evicted over the caps (it must not starve the nightly).
 * What cannot be removed is a warning line each: housekeeping never fails this build or a later one.
 */
async function tidyUntrustedCcaches(opts: CheckedOptions, log: (message: string) => void): Promise<void> {
  try {
    if (opts.ownScope) {
      for (const line of await removeUntrustedCcache(opts.ccacheDir, opts.untrustedScope!)) log(line);
    }
    const { removed, warnings } = await evictUntrustedCcaches(opts.ccacheDir, opts.untrustedCcacheCaps, Date.now());
    for (const line of removed) log(`ccache: removed untrusted ccache dir ${line}`);
    for (const line of warnings) log(line);
  } catch (error) {
    log(`ccache: warning: could not tidy the untrusted ccache dirs: ${(error as Error).message.replace(/\s+/g, ' ')}`);
  }
}

/** The work directory made, its free space checked, earlier runs' worktrees removed; returns this build's log file. */
async function prepareWorkDir({ repo, sha, key, opts, log, run }: BuildJob): Promise<string> {
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
  return join(logsDir, `build-${key.name}-${stamp}.log`);
}

/**
 * Runs the build command in the worktree, in the sandbox, with ccache set up
 * for the build's trust level; throws BuildError/BuildFailedError unless it
 * exited 0.
 */
async function runBuildCommand(
  job: BuildJob,
  worktree: string,
  logFile: string,
): Promise<{ buildMs: number; ccache: CcacheReport }> {
  const { repo, sha, opts, log, run } = job;
  const sandboxed = opts.sandbox.kind !== 'none';
  // A fresh HOME: what the build writes there (~/.gitconfig...) is gone with it.
  const home = sandboxed ? SANDBOX_HOME : await mkdtemp(join(opts.workDir, 'home-'));
  const ccacheSetup = await setupCcache({
    env: childEnv(run.host, { purpose: 'build', passEnv: opts.passEnv, set: { HOME: home } }),
    enabled: opts.useCcache,
    ccacheRoot: opts.ccacheDir,
    trust: opts.trust,
    untrustedScope: opts.untrustedScope,
    worktree,
  });
  log(ccacheSetup.message);
  for (const line of ccacheSetup.warnings) log(line);
  const ccacheDir = ccacheSetup.env.CCACHE_DIR;
  const before = ccacheSetup.ccache === undefined ? undefined : await ccacheCounters(ccacheDir!, log);

  await writeFile(
    logFile,
    [
      `# node-bench build of ${opts.ref} (${sha})`,
      `# worktree: ${worktree}`,
      `# command: bash -c ${JSON.stringify(opts.buildCommand)} node-bench-build ${opts.configureFlags.map((f) => JSON.stringify(f)).join(' ')}`,
      `# ${ccacheSetup.message}`,
      `# sandbox: ${opts.sandbox.kind}; environment: ${Object.keys(ccacheSetup.env).sort().join(' ')}`,
      `# started: ${new Date().toISOString()}`,
      '',
    ].join('\n'),
  );
  log(
    `build: running ${opts.buildCommand}${opts.configureFlags.length > 0 ? ` with configure flags ${opts.configureFlags.join(' ')}` : ''} (log: ${logFile})`,
  );
  const started = Date.now();
  const watch = watchBuild(opts, job.signal);
  let status;
  try {
    status = await job.supervisor({
      command: 'bash',
      args: ['-c', opts.buildCommand, 'node-bench-build', ...opts.configureFlags],
      cwd: worktree,
      env: ccacheSetup.env,
      logFile: { path: logFile, maxBytes: BUILD_LOG_MAX_BYTES },
      limit: { ms: opts.timeoutMs, cause: 'timeout' },
      signal: watch.signal,
      sandbox: await opts.sandbox.confine({
        writable: [worktree, ...ccacheSetup.writable, ...(sandboxed ? [] : [home])],
        // the tools the build runs (PATH entries may sit under a hidden HOME)
        readable: [repo, ...ccacheSetup.readable, ...pathEntries(ccacheSetup.env.PATH)],
        limits: BUILD_LIMITS,
      }),
    });
  } finally {
    watch.stop();
    if (!sandboxed) await rm(home, { recursive: true, force: true });
  }
  if (status.spawnError) {
    const error = status.spawnError;
    const why =
      (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'bash is not installed or not on PATH' : error.message;
    throw new BuildError('build-failed', `could not start the build of ${opts.ref}: ${why}`, { cause: error });
  }
  const buildMs = Date.now() - started;
  const exit =
    status.killed === 'timeout'
      ? `killed after the ${seconds(opts.timeoutMs)} build timeout`
      : watch.lowDisk !== undefined
        ? `killed: ${watch.lowDisk}`
        : status.exitCode === null
          ? `killed by ${status.signal ?? 'a signal'}`
          : `exit code ${status.exitCode}`;
  await appendFile(logFile, `\n# finished: ${new Date().toISOString()}, ${exit}, ${seconds(buildMs)}\n`);

  let ccache: CcacheReport;
  if (ccacheSetup.ccache === undefined) ccache = { used: false };
  else {
    ccache = ccacheDelta(before, await ccacheCounters(ccacheDir!, log));
    log(
      ccache.hitRate === undefined
        ? `ccache: ${ccache.hits === undefined ? 'no hit rate' : 'nothing cacheable compiled'}`
        : `ccache: ${(ccache.hitRate * 100).toFixed(1)}% hit rate (hits ${ccache.hits}, misses ${ccache.misses})`,
    );
    if (ccacheSetup.shared !== undefined) {
      const problem = await trimSharedCcache(ccacheSetup.ccache, ccacheSetup.shared, ccacheSetup.env, run);
      if (problem !== undefined) log(problem);
    }
  }

  if (watch.lowDisk !== undefined) {
    throw new BuildError(
      'disk-space',
      `the build of ${opts.ref} (${sha.slice(0, 12)}) was stopped: ${watch.lowDisk}. Free some space or point the cache at a larger disk.`,
    );
  }
  if (status.exitCode !== 0) {
    const aborted = job.signal?.aborted === true;
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
  return { buildMs, ccache };
}

/** ccache's counters in `dir`, or undefined after saying in one line why they cannot be read. */
async function ccacheCounters(dir: string, log: (line: string) => void): Promise<CcacheCounters | undefined> {
  const reading = await readCcacheCounters(dir);
  if ('counters' in reading) return reading.counters;
  log(
    'refused' in reading
      ? `ccache: statistics refused: ${reading.refused}`
      : `ccache: statistics unavailable: ${reading.unavailable}`,
  );
  return undefined;
}

/** The built node: an executable file at binaryPath in the worktree, else BuildFailedError('missing-binary'). */
async function checkBuiltBinary({ sha, opts }: BuildJob, worktree: string, logFile: string): Promise<string> {
  const binary = join(worktree, opts.binaryPath);
  // The worktree is the PR's: a link there could hand us any file of the host to copy into the cache
  // and to expose to the benchmarks. The binary must be a regular file reached without leaving it.
  const link = await lstat(binary).catch(() => undefined);
  const real = await realpath(binary).catch(() => undefined);
  const realWorktree = await realpath(worktree);
  if (link?.isSymbolicLink() === true || (real !== undefined && !real.startsWith(realWorktree + sep))) {
    throw new BuildFailedError(
      'missing-binary',
      `the build of ${opts.ref} (${sha}) left ${opts.binaryPath} as ` +
        (link?.isSymbolicLink() === true ? 'a symbolic link' : `a path that leads out of the worktree (to ${real})`) +
        `: refusing it (the built node must be a regular file in the worktree)`,
      sha,
      logFile,
      '',
    );
  }
  const info = link; // not a link: lstat says what stat would
  const runnable =
    info?.isFile() === true &&
    (await access(binary, constants.X_OK).then(
      () => true,
      () => false,
    ));
  if (runnable) return binary;
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
