// The git side of building node from a ref: resolving refs to commits,
// dedicated worktrees (never the user's checkout or index), cleaning up the
// worktrees a crashed run left behind, and the two ways to pick the commits
// a pull request is compared with.
//
// Every git command gets its arguments as an argv array. Refs given by users
// are checked first (no leading `-`, no control characters) and only ever
// reach git as a single argument.

import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readFile, readdir, realpath, rm, stat, writeFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import { basename, dirname, join, resolve, sep } from 'node:path';

import { BuildError } from './builder-errors.ts';
import { isProcessAlive } from './builder-lock.ts';
import { findExecutable } from '../util/files.ts';
import { GIT_OBJECT_ID } from '../options/grammar.ts';
import { childEnv, type HostEnv } from '../process/env.ts';
import type { ChildEnv } from '../process/supervisor.ts';
import type { ProcessRunner, RunResult } from './builder-process.ts';

/**
 * Our environment for git: PATH and nothing else of the host's (no GIT_DIR
 * or other location overrides, no credentials), untranslated messages, no
 * prompts, and neither the system nor the user's global config: a
 * `~/.gitconfig` written by PR code (core.fsmonitor, hooks) must never run.
 */
export function gitEnv(host: HostEnv, extra: Readonly<Record<string, string>> = {}): ChildEnv {
  return {
    ...childEnv(host, { purpose: 'tool', passEnv: [] }),
    LC_ALL: 'C',
    LANGUAGE: 'C',
    GIT_TERMINAL_PROMPT: '0',
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_CONFIG_GLOBAL: '/dev/null',
    ...extra,
  };
}

/** Before every git command: a repository's own config may not run programs either. */
const SAFE_CONFIG = ['-c', 'core.fsmonitor=false', '-c', 'core.hooksPath=/dev/null'];

/** `-c` options for commands that write a checkout: the user's hooks and signing stay out of it. */
const QUIET_CONFIG = [
  '-c',
  'core.hooksPath=/dev/null',
  '-c',
  'commit.gpgSign=false',
  '-c',
  'rerere.enabled=false',
  '-c',
  'advice.detachedHead=false',
];

export interface GitRunOptions {
  /** directory to run in (default: the repository) */
  cwd?: string;
  /** resolve with the result instead of throwing on a non-zero exit */
  allowFailure?: boolean;
  env?: ChildEnv;
}

/** Runs git in `repo` (or options.cwd). Throws a BuildError naming the command and git's message. */
export async function git(
  repo: string,
  args: readonly string[],
  run: ProcessRunner,
  options: GitRunOptions = {},
): Promise<RunResult> {
  const cwd = options.cwd ?? repo;
  let result: RunResult;
  try {
    result = await run('git', [...SAFE_CONFIG, ...args], { cwd, env: options.env ?? gitEnv(run.host) });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') {
      // ENOENT is also what spawn says for a missing cwd.
      const cwdExists = await stat(cwd).then(
        (s) => s.isDirectory(),
        () => false,
      );
      if (!cwdExists) throw new BuildError('bad-input', `directory ${cwd} does not exist`, { cause: error });
      throw new BuildError('git-failed', 'git is not installed or not on PATH (needed to build node from a ref)', {
        cause: error,
      });
    }
    // EACCES is also what spawn says for a folder this user may not enter
    if (code === 'EACCES' && findExecutable('git', run.host.PATH) !== null) {
      throw new BuildError(
        'bad-input',
        `${cwd}: permission denied (uid ${process.getuid?.() ?? '?'} may not enter it)`,
        {
          cause: error,
        },
      );
    }
    throw new BuildError('git-failed', `could not run git ${args.join(' ')} in ${cwd}: ${(error as Error).message}`, {
      cause: error,
    });
  }
  if (result.code !== 0 && options.allowFailure !== true) {
    const why = (result.stderr.trim() || result.stdout.trim() || `exit ${describeExit(result)}`)
      .split('\n')
      .slice(-10)
      .join('\n');
    throw new BuildError('git-failed', `git ${args.join(' ')} failed in ${cwd}: ${why}`);
  }
  return result;
}

/**
 * Whether the checkout keeps an HTTP auth header in its git config (what
 * actions/checkout stores unless persist-credentials is false): builds and
 * benchmarks run with that config and could read the token.
 */
export async function storesGitCredentials(repo: string, run: ProcessRunner): Promise<boolean> {
  const result = await git(repo, ['config', '--get-regexp', '^http\\..*extraheader$'], run, { allowFailure: true });
  return result.code === 0 && result.stdout.trim() !== '';
}

function describeExit(result: RunResult): string {
  return result.code === null ? `signal ${result.signal ?? '?'}` : `code ${result.code}`;
}

/**
 * Checks a ref given by a user before it goes anywhere near git: not empty,
 * not starting with `-` (it would be read as an option), no whitespace or
 * control characters. Throws BuildError('bad-input').
 */
export function checkRefForGit(ref: unknown, what = 'ref'): string {
  if (typeof ref !== 'string' || ref.length === 0) {
    throw new BuildError(
      'bad-input',
      `${what} must be a non-empty string (a commit SHA, branch or tag), got ${JSON.stringify(ref)}`,
    );
  }
  if (ref.startsWith('-')) {
    throw new BuildError(
      'bad-input',
      `${what} ${JSON.stringify(ref)} starts with "-": refs must not look like options`,
    );
  }
  // eslint-disable-next-line no-control-regex
  if (/[\s\x00-\x1f\x7f]/.test(ref)) {
    throw new BuildError('bad-input', `${what} ${JSON.stringify(ref)} contains whitespace or control characters`);
  }
  return ref;
}

const FULL_SHA = GIT_OBJECT_ID;

/** Checks that `repo` is a directory inside a git repository; returns it as an absolute path. */
export async function checkRepository(repo: unknown, run: ProcessRunner): Promise<string> {
  if (typeof repo !== 'string' || repo.length === 0) {
    throw new BuildError('bad-input', `repo must be the path of a git repository, got ${JSON.stringify(repo)}`);
  }
  const dir = resolve(repo);
  const info = await stat(dir).catch(() => undefined);
  if (info === undefined) throw new BuildError('bad-input', `no git repository at ${dir}: no such folder`);
  if (!info.isDirectory()) throw new BuildError('bad-input', `no git repository at ${dir}: it is a file, not a folder`);
  const result = await git(dir, ['rev-parse', '--git-dir'], run, { allowFailure: true });
  if (result.code !== 0) {
    // git's advice (safe.directory in the global config) cannot work: we run git without that config
    if (/dubious ownership/.test(result.stderr))
      throw new BuildError(
        'bad-input',
        await ownershipProblem(dir, /repository at '([^']+)'/.exec(result.stderr)?.[1]),
      );
    const why = result.stderr.trim().split('\n')[0] || describeExit(result);
    throw new BuildError('bad-input', `no git repository at ${dir} (git says: ${why})`);
  }
  return dir;
}

/** A checkout another user owns, in one line: who owns it, who we are, and the two ways out. */
async function ownershipProblem(dir: string, refused: string = dir): Promise<string> {
  const me = process.getuid?.() ?? -1;
  // the folder git named, its .git, the one given: in a checkout of mixed ownership, the first that is not ours
  const owned = await Promise.all(
    [refused, join(refused, '.git'), dir, join(dir, '.git')].map(async (path) => ({
      path,
      uid: (await stat(path).catch(() => undefined))?.uid,
    })),
  );
  const foreign = owned.find(({ uid }) => uid !== undefined && uid !== me);
  const names = await userNames();
  const who = (uid: number) => `uid ${uid}${names.has(uid) ? ` (${names.get(uid)})` : ''}`;
  if (foreign === undefined) {
    return (
      `git refuses ${refused} as of "dubious ownership", though it belongs to ${who(me)}, as node-bench runs: ` +
      `check the owners of ${refused} and its .git (ls -ld ${refused} ${join(refused, '.git')})`
    );
  }
  const owner = foreign.uid!;
  return (
    `${foreign.path} belongs to ${who(owner)}, but node-bench runs as ${who(me)}: git refuses a checkout another user owns, ` +
    'and node-bench runs git without your global config (a safe.directory there does not apply). Run node-bench as ' +
    `${who(owner)}, or take the checkout over: chown -R ${me} ${dir}`
  );
}

/** uid -> user name from /etc/passwd (empty when it cannot be read). */
async function userNames(): Promise<Map<number, string>> {
  const text = await readFile('/etc/passwd', 'utf8').catch(() => '');
  const names = new Map<number, string>();
  for (const line of text.split('\n')) {
    const [name, , uid] = line.split(':');
    if (name && uid && /^\d+$/.test(uid) && !names.has(Number(uid))) names.set(Number(uid), name);
  }
  return names;
}

/**
 * Resolves REF to the full SHA of a commit (`git rev-parse --verify REF^{commit}`).
 * Throws BuildError('unknown-ref') when there is no such commit.
 */
export async function resolveCommit(repo: string, ref: string, run: ProcessRunner): Promise<string> {
  checkRefForGit(ref);
  const result = await git(repo, ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`], run, { allowFailure: true });
  const sha = result.stdout.trim();
  if (result.code !== 0 || !FULL_SHA.test(sha)) {
    const extra = result.stderr.trim() === '' ? '' : ` (git says: ${result.stderr.trim()})`;
    throw new BuildError(
      'unknown-ref',
      `unknown git ref ${JSON.stringify(ref)} in ${repo}: it does not name a commit there${extra}. ` +
        'Fetch it first (e.g. git fetch origin <branch> or refs/pull/<n>/head) or give a full commit SHA.',
    );
  }
  return sha;
}

/**
 * The default build runs ./configure: a commit without one is no Node.js
 * source tree (a wrong --repo, or a ref of another project), refused before
 * a worktree, a cache entry or a build is made.
 */
export async function checkNodeSource(repo: string, ref: string, sha: string, run: ProcessRunner): Promise<void> {
  const has = async (file: string) =>
    (await git(repo, ['cat-file', '-e', `${sha}:${file}`], run, { allowFailure: true })).code === 0;
  if (await has('configure')) return;
  throw new BuildError(
    'bad-input',
    `${repo} is not a Node.js checkout: ${ref} (${sha.slice(0, 12)}) has no ./configure, which the default build ` +
      'runs (./configure && make). Give --repo a clone of nodejs/node, or --build-command for another build',
  );
}

/** Refuses a workDir inside the repository's working tree unless git ignores it (worktrees there would show up in `git status`). */
export async function checkWorkDirPlacement(repo: string, workDir: string, run: ProcessRunner): Promise<void> {
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

// --- worktrees ---------------------------------------------------------------

export interface WorktreeInfo {
  path: string;
  head?: string;
  detached: boolean;
  bare: boolean;
  locked: boolean;
  /** git's reason when it considers the worktree prunable (its directory is gone) */
  prunable?: string;
}

/** `git worktree list --porcelain`, parsed. The first entry is the main worktree. */
export async function listWorktrees(repo: string, run: ProcessRunner): Promise<WorktreeInfo[]> {
  const { stdout } = await git(repo, ['worktree', 'list', '--porcelain'], run);
  const result: WorktreeInfo[] = [];
  let current: WorktreeInfo | undefined;
  for (const line of stdout.split('\n')) {
    if (line.startsWith('worktree ')) {
      current = { path: line.slice('worktree '.length), detached: false, bare: false, locked: false };
      result.push(current);
    } else if (current === undefined || line === '') {
      continue;
    } else if (line.startsWith('HEAD ')) current.head = line.slice(5);
    else if (line === 'detached') current.detached = true;
    else if (line === 'bare') current.bare = true;
    else if (line === 'locked' || line.startsWith('locked ')) current.locked = true;
    else if (line === 'prunable' || line.startsWith('prunable '))
      current.prunable = line.slice('prunable'.length).trim() || 'prunable';
  }
  return result;
}

/** Who made a worktree under workDir, written beside it as `<dir>.owner.json` before it exists. */
interface WorktreeOwner {
  pid: number;
  hostname: string;
  startedAt: number;
  purpose: string;
}

/** Names of the worktrees we create under workDir. */
const OWNED_NAME = /^(?:build|merge)-[0-9a-z-]+$/;
/** An owner on another host is presumed alive for this long. */
const FOREIGN_OWNER_MAX_AGE_MS = 48 * 3600_000;

async function readOwner(dir: string): Promise<WorktreeOwner | undefined> {
  try {
    const owner = JSON.parse(await readFile(`${dir}.owner.json`, 'utf8')) as Partial<WorktreeOwner>;
    if (typeof owner.pid !== 'number' || typeof owner.hostname !== 'string' || typeof owner.startedAt !== 'number')
      return undefined;
    return owner as WorktreeOwner;
  } catch {
    return undefined;
  }
}

function ownerIsAlive(owner: WorktreeOwner | undefined): boolean {
  if (owner === undefined) return false;
  if (owner.hostname !== hostname()) return Date.now() - owner.startedAt < FOREIGN_OWNER_MAX_AGE_MS;
  return isProcessAlive(owner.pid);
}

async function realpathOr(path: string): Promise<string> {
  return realpath(path).catch(() => resolve(path));
}

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}

/**
 * Removes a worktree: its directory and git's registration of it. Works when
 * the directory is already gone. Never touches any other worktree.
 */
export async function removeWorktree(repo: string, dir: string, run: ProcessRunner): Promise<void> {
  const first = await git(repo, ['worktree', 'remove', '--force', '--force', dir], run, { allowFailure: true });
  if (first.code === 0 && !(await exists(dir))) return;
  // A directory git could not remove (or no longer knew about): delete it,
  // then drop the registration if git still has one.
  await rm(dir, { recursive: true, force: true });
  const stillListed = (await listWorktrees(repo, run)).some((w) => samePath(w.path, dir));
  if (!stillListed) return;
  const second = await git(repo, ['worktree', 'remove', '--force', '--force', dir], run, { allowFailure: true });
  if (second.code === 0) return;
  // Older git refuses to remove a worktree whose directory is gone: remove
  // only its administrative directory (what `git worktree prune` would do
  // for it, without pruning anyone else's).
  const commonDir = resolve(repo, (await git(repo, ['rev-parse', '--git-common-dir'], run)).stdout.trim());
  const adminRoot = join(commonDir, 'worktrees');
  for (const name of await readdir(adminRoot).catch(() => [] as string[])) {
    const gitdir = await readFile(join(adminRoot, name, 'gitdir'), 'utf8').catch(() => '');
    if (gitdir.trim() !== '' && samePath(dirname(gitdir.trim()), dir)) {
      await rm(join(adminRoot, name), { recursive: true, force: true });
    }
  }
}

function samePath(a: string, b: string): boolean {
  return resolve(a) === resolve(b);
}

/**
 * Creates `<workDir>/<name>` as a detached worktree of `sha`, after writing
 * its owner file (so a crash at any point leaves something cleanupStaleWorktrees
 * recognises). Any leftover at that path is removed first: callers hold the
 * lock for the name.
 */
export async function addOwnedWorktree(
  repo: string,
  workDir: string,
  name: string,
  sha: string,
  purpose: string,
  run: ProcessRunner,
): Promise<string> {
  if (!OWNED_NAME.test(name)) throw new Error(`internal: bad worktree name ${name}`);
  if (!FULL_SHA.test(sha)) throw new Error(`internal: addOwnedWorktree needs a full SHA, got ${sha}`);
  await mkdir(workDir, { recursive: true });
  const dir = join(await realpathOr(workDir), name);
  if (await exists(dir)) await removeWorktree(repo, dir, run);
  else if ((await listWorktrees(repo, run)).some((w) => samePath(w.path, dir))) await removeWorktree(repo, dir, run);
  const owner: WorktreeOwner = { pid: process.pid, hostname: hostname(), startedAt: Date.now(), purpose };
  await writeFile(`${dir}.owner.json`, `${JSON.stringify(owner)}\n`);
  try {
    await git(repo, [...QUIET_CONFIG, 'worktree', 'add', '--detach', dir, sha], run);
  } catch (error) {
    await removeOwnedWorktree(repo, dir, run).catch(() => undefined);
    throw error;
  }
  return dir;
}

/** Removes a worktree made by addOwnedWorktree, with its owner file. */
export async function removeOwnedWorktree(repo: string, dir: string, run: ProcessRunner): Promise<void> {
  await removeWorktree(repo, dir, run);
  await rm(`${dir}.owner.json`, { force: true });
}

/**
 * Removes what crashed or killed runs left in workDir: worktrees of `repo`
 * there whose directory is gone, and our worktrees whose owner process no
 * longer runs (with their directories). Worktrees elsewhere, and ones whose
 * owner still runs, are left alone. Returns the paths removed.
 */
export async function cleanupStaleWorktrees(repo: string, workDir: string, run: ProcessRunner): Promise<string[]> {
  if (!(await exists(workDir))) return [];
  const root = await realpathOr(workDir);
  const removed: string[] = [];
  const registered = new Set<string>();
  for (const worktree of await listWorktrees(repo, run)) {
    const parent = await realpathOr(dirname(worktree.path));
    if (parent !== root || !OWNED_NAME.test(basename(worktree.path))) continue;
    const dir = join(root, basename(worktree.path));
    registered.add(dir);
    const gone = worktree.prunable !== undefined || !(await exists(dir));
    if (!gone && ownerIsAlive(await readOwner(dir))) continue;
    await removeOwnedWorktree(repo, dir, run);
    removed.push(dir);
  }
  // Directories whose registration is gone (or that belong to a clone we
  // cannot see): deleted only when their owner is dead.
  for (const name of await readdir(root)) {
    const dir = join(root, name);
    if (!OWNED_NAME.test(name) || registered.has(dir)) continue;
    if (
      !(await stat(dir).then(
        (s) => s.isDirectory(),
        () => false,
      ))
    )
      continue;
    if (ownerIsAlive(await readOwner(dir))) continue;
    await rm(dir, { recursive: true, force: true });
    await rm(`${dir}.owner.json`, { force: true });
    removed.push(dir);
  }
  // Owner files whose worktree never came to be.
  for (const name of await readdir(root)) {
    if (!name.endsWith('.owner.json')) continue;
    const dir = join(root, name.slice(0, -'.owner.json'.length));
    if (!OWNED_NAME.test(basename(dir)) || (await exists(dir))) continue;
    if (ownerIsAlive(await readOwner(dir))) continue;
    await rm(`${dir}.owner.json`, { force: true });
  }
  return removed;
}

// --- pull requests -----------------------------------------------------------

export interface ResolvedRef {
  /** what was asked for, or a description of a commit we made */
  ref: string;
  sha: string;
}

export type PrMode = 'merge' | 'merge-base';

export interface PrRefs {
  mode: PrMode;
  /** the baseline to build and benchmark */
  old: ResolvedRef;
  /** the change to build and benchmark */
  new: ResolvedRef;
  base: ResolvedRef;
  head: ResolvedRef;
  mergeBase: string;
}

export interface ResolvePrRefsOptions {
  repo: string;
  /** the PR's base: branch, tag or SHA */
  base: string;
  /** the PR's head: branch, tag or SHA */
  head: string;
  /**
   * `merge`: new = head merged onto the base tip (what refs/pull/N/merge is),
   * old = the base tip. `merge-base`: new = head, old = merge-base(base, head).
   */
  mode: PrMode;
  /**
   * where the temporary merge worktree goes (the Action: the cache's work dir);
   * default: a fresh directory of our own in the system temp dir, removed after
   * (never a fixed name there: another user could own it or link it elsewhere)
   */
  workDir?: string;
  log?: (message: string) => void;
}

const MERGE_IDENTITY = { name: 'node-bench', email: 'node-bench@localhost' };

/**
 * The two commits to compare for a pull request. In `merge` mode this makes
 * the merge commit in a temporary detached worktree (the user's checkout,
 * index and branches are untouched; the commit is only in the object store,
 * unreferenced). The merge is reproducible: fixed identity and the later of
 * the two commit dates, so the same base and head give the same SHA and a
 * rebuild hits the binary cache. Conflicts throw BuildError('merge-conflict')
 * naming the files.
 */
export async function resolvePrRefs(options: ResolvePrRefsOptions, run: ProcessRunner): Promise<PrRefs> {
  if (options.mode !== 'merge' && options.mode !== 'merge-base') {
    throw new BuildError('bad-input', `mode must be "merge" or "merge-base", got ${JSON.stringify(options.mode)}`);
  }
  checkRefForGit(options.base, 'base');
  checkRefForGit(options.head, 'head');
  const repo = await checkRepository(options.repo, run);
  const base: ResolvedRef = { ref: options.base, sha: await resolveCommit(repo, options.base, run) };
  const head: ResolvedRef = { ref: options.head, sha: await resolveCommit(repo, options.head, run) };
  const mb = await git(repo, ['merge-base', base.sha, head.sha], run, { allowFailure: true });
  const mergeBase = mb.stdout.trim();
  if (mb.code !== 0 || !FULL_SHA.test(mergeBase)) {
    throw new BuildError(
      'no-merge-base',
      `${options.base} (${base.sha}) and ${options.head} (${head.sha}) have no common ancestor in ${repo}` +
        (mb.stderr.trim() === '' ? '' : `: ${mb.stderr.trim()}`) +
        '. If the clone is shallow, fetch more history (git fetch --unshallow).',
    );
  }

  if (options.mode === 'merge-base') {
    return {
      mode: 'merge-base',
      old: { ref: `merge-base(${options.base}, ${options.head})`, sha: mergeBase },
      new: head,
      base,
      head,
      mergeBase,
    };
  }

  const fresh = options.workDir === undefined ? await mkdtemp(join(tmpdir(), 'node-bench-merge-')) : undefined;
  try {
    return await mergeInWorktree(repo, options, { base, head, mergeBase }, fresh ?? resolve(options.workDir!), run);
  } finally {
    if (fresh !== undefined) await rm(fresh, { recursive: true, force: true });
  }
}

/** resolvePrRefs in `merge` mode: the merge commit, made in a worktree under workDir that is removed after. */
async function mergeInWorktree(
  repo: string,
  options: ResolvePrRefsOptions,
  { base, head, mergeBase }: { base: ResolvedRef; head: ResolvedRef; mergeBase: string },
  workDir: string,
  run: ProcessRunner,
): Promise<PrRefs> {
  await cleanupStaleWorktrees(repo, workDir, run);
  const name = `merge-${base.sha.slice(0, 12)}-${head.sha.slice(0, 12)}-${randomBytes(4).toString('hex')}`;
  const dir = await addOwnedWorktree(repo, workDir, name, base.sha, 'pr-merge', run);
  try {
    const dates = await git(repo, ['show', '-s', '--format=%ct', base.sha, head.sha], run);
    const when = Math.max(...dates.stdout.trim().split('\n').map(Number));
    const date = `@${when} +0000`;
    const env = gitEnv(run.host, {
      GIT_AUTHOR_NAME: MERGE_IDENTITY.name,
      GIT_AUTHOR_EMAIL: MERGE_IDENTITY.email,
      GIT_COMMITTER_NAME: MERGE_IDENTITY.name,
      GIT_COMMITTER_EMAIL: MERGE_IDENTITY.email,
      GIT_AUTHOR_DATE: date,
      GIT_COMMITTER_DATE: date,
    });
    // Only SHAs in the message: the same commits give the same merge commit however they were named.
    const message = `Merge ${head.sha} into ${base.sha}\n\nMade by node-bench to benchmark a pull request as merged.`;
    const merged = await git(
      repo,
      [
        ...QUIET_CONFIG,
        'merge',
        '--ff',
        '--no-edit',
        '--no-stat',
        '--no-verify',
        '--no-verify-signatures',
        '-m',
        message,
        head.sha,
      ],
      run,
      { cwd: dir, env, allowFailure: true },
    );
    if (merged.code !== 0) {
      const conflicted = (
        await git(repo, ['diff', '--name-only', '--diff-filter=U'], run, { cwd: dir, allowFailure: true })
      ).stdout
        .split('\n')
        .filter((line) => line !== '');
      if (conflicted.length > 0) {
        const shown =
          conflicted.slice(0, 20).join(', ') + (conflicted.length > 20 ? `, … (${conflicted.length} files)` : '');
        throw new BuildError(
          'merge-conflict',
          `${options.head} (${head.sha.slice(0, 12)}) does not merge cleanly onto ${options.base} (${base.sha.slice(0, 12)}): ` +
            `conflicts in ${shown}. Rebase the pull request, or compare with mode "merge-base" instead.`,
        );
      }
      const why = (merged.stderr.trim() || merged.stdout.trim()).split('\n').slice(-10).join('\n');
      throw new BuildError('git-failed', `merging ${options.head} onto ${options.base} failed: ${why}`);
    }
    const sha = (await git(repo, ['rev-parse', 'HEAD'], run, { cwd: dir })).stdout.trim();
    if (sha === base.sha) options.log?.(`${options.head} is already part of ${options.base}: both sides are ${sha}`);
    else if (sha === head.sha)
      options.log?.(`${options.head} already contains ${options.base}: the merge is ${options.head} itself`);
    return {
      mode: 'merge',
      old: base,
      new: { ref: `${options.head} merged into ${options.base}`, sha },
      base,
      head,
      mergeBase,
    };
  } finally {
    await removeOwnedWorktree(repo, dir, run);
  }
}

/** True when `path` is inside `root` (both absolute). */
export function isInside(path: string, root: string): boolean {
  return path === root || path.startsWith(root.endsWith(sep) ? root : root + sep);
}
