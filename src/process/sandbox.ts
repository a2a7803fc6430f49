// The sandbox for every process that runs code from a checkout or a binary
// built from one: configure/make, the built binary (also for --version),
// benchmarks and compare.js. Made with bubblewrap (bwrap):
//
// - its own PID namespace with a fresh /proc: the Action's process and its
//   environment (/proc/<pid>/environ holds the step's tokens) are invisible;
// - --die-with-parent and pid 1 inside: when we kill the sandbox (time limit,
//   abort) or die ourselves, everything inside dies, even a `setsid` daemon
//   that left its process group;
// - a read-only view of the system, with the places that hold trust hidden
//   behind empty tmpfs mounts: the invoking user's HOME (~/.gitconfig, ~/.ssh,
//   ~/.npmrc), the cache root (binaries, ccache, the nightly state), the
//   runner's directory and temp (its credentials, the step command files),
//   /tmp and /run (sockets such as docker.sock);
// - writable only what the call names (a build's worktree and its ccache, a
//   scratch dir) and a fresh HOME under its own /tmp;
// - its own network namespace (loopback only): builds need no network, the
//   HTTP benchmarks talk to 127.0.0.1.
//
// Without bwrap, PR code must not run: the Action refuses unless the user
// says `sandbox: none` (safe only on an ephemeral runner).

import { existsSync, realpathSync } from 'node:fs';
import path from 'node:path';

import { UserError } from '../errors.ts';
import { findExecutable } from '../util/files.ts';
import type { HostEnv } from './env.ts';
import { runSupervised, type CommandWrapper } from './supervisor.ts';

export const SANDBOX_MODES = ['auto', 'bwrap', 'none'] as const;
export type SandboxMode = (typeof SANDBOX_MODES)[number];

/** HOME inside the sandbox: on its own tmpfs /tmp, empty at every start. */
export const SANDBOX_HOME = '/tmp/home';

export interface ConfinePaths {
  /** bound read-write (a build's worktree, its ccache dir, a scratch dir) */
  writable?: readonly string[];
  /** bound read-only over the hidden places (the binaries, the suite, the checkout) */
  readable?: readonly string[];
}

/** What the pipeline hands to builders and runners: one wrapper per process, or none. */
export interface Sandbox {
  readonly kind: 'bwrap' | 'none';
  /** the wrapper for one process (undefined: run it as is) */
  confine(paths: ConfinePaths): CommandWrapper | undefined;
}

export const NO_SANDBOX: Sandbox = { kind: 'none', confine: () => undefined };

export interface BwrapPolicy {
  /** the bwrap executable */
  bwrap: string;
  /** directories replaced by an empty tmpfs (those that do not exist are skipped) */
  hidden: readonly string[];
}

function existing(paths: readonly string[]): string[] {
  const out: string[] = [];
  for (const p of paths) {
    const absolute = path.resolve(p);
    if (!existsSync(absolute)) continue;
    // bwrap cannot mount on a path that goes through a symlink ("Can't mkdir
    // parents", e.g. a cache dir reached through a symlinked .cache): mount on
    // the real path, where the symlinked one leads inside the sandbox too.
    try {
      out.push(realpathSync(absolute));
    } catch {
      out.push(absolute); // vanished meanwhile: the bind below fails with bwrap's own message
    }
  }
  return [...new Set(out)];
}

const depth = (p: string) => p.split(path.sep).length;

/** The bwrap arguments (before `--`) for one process. Exported for tests that read the policy. */
export function bwrapArgs(policy: BwrapPolicy, paths: ConfinePaths, cwd: string): string[] {
  const args = [
    '--ro-bind',
    '/',
    '/',
    '--dev',
    '/dev',
    '--proc',
    '/proc',
    '--unshare-pid',
    '--unshare-net',
    '--unshare-ipc',
    '--unshare-uts',
    '--die-with-parent',
    // a new session: no TIOCSTI into a terminal we might have
    '--new-session',
  ];
  // One list, shallow before deep: a deeper mount wins, so a hidden place
  // inside an exposed one stays hidden, and a path exposed inside a hidden
  // place is visible (on equal depth, hiding goes first).
  const hidden = [...new Set(['/tmp', '/run', ...existing(policy.hidden)])];
  const mounts: [string, string][] = [
    ...hidden.map((p) => ['--tmpfs', p] as [string, string]),
    ...existing(paths.readable ?? []).map((p) => ['--ro-bind', p] as [string, string]),
    ...existing(paths.writable ?? []).map((p) => ['--bind', p] as [string, string]),
  ];
  const rank = (flag: string) => (flag === '--tmpfs' ? 0 : flag === '--ro-bind' ? 1 : 2);
  mounts.sort((a, b) => depth(a[1]) - depth(b[1]) || rank(a[0]) - rank(b[0]) || a[1].localeCompare(b[1]));
  for (const [flag, p] of mounts) {
    if (flag === '--tmpfs') args.push(flag, p);
    else args.push(flag, p, p);
    if (p === '/tmp') args.push('--dir', SANDBOX_HOME);
  }
  // Hidden places are empty and read-only (the binds on them stay as they are); /tmp is the scratch space.
  for (const dir of hidden) if (dir !== '/tmp') args.push('--remount-ro', dir);
  args.push('--chdir', cwd);
  return args;
}

class BwrapSandbox implements Sandbox {
  readonly kind = 'bwrap';
  constructor(readonly policy: BwrapPolicy) {}
  confine(paths: ConfinePaths): CommandWrapper {
    return {
      wrap: (command, args, cwd) => ({
        command: this.policy.bwrap,
        args: [...bwrapArgs(this.policy, paths, cwd), '--', command, ...args],
      }),
    };
  }
}

/** Does bwrap work here (user namespaces allowed, setuid or not)? The reason when it does not. */
export async function probeBwrap(bwrap: string, env: HostEnv): Promise<string | null> {
  const result = await runSupervised({
    command: bwrap,
    args: [
      '--ro-bind',
      '/',
      '/',
      '--proc',
      '/proc',
      '--dev',
      '/dev',
      '--unshare-pid',
      '--unshare-net',
      '--die-with-parent',
      'true',
    ],
    cwd: '/',
    env: { PATH: env.PATH ?? '/usr/bin:/bin' },
    limit: { ms: 10_000, cause: 'timeout' },
  });
  if (result.exitCode === 0) return null;
  if (result.spawnError) return result.spawnError.message;
  return result.stderrTail.trim().split('\n').at(-1) || `exit ${result.exitCode ?? result.signal}`;
}

export interface SandboxChoice {
  mode: SandboxMode;
  /** true when the processes run code we did not write or review (a PR): then `auto` requires bwrap */
  untrustedCode: boolean;
  /** places to hide in addition to the defaults (the cache root, a state file's dir) */
  hide: readonly string[];
  env: HostEnv;
  log: (line: string) => void;
}

/**
 * The places that hold trust on a machine, by default: the user's HOME, and
 * on a GitHub runner its temp dir and its install dir (credentials, the
 * `_work` tree of other repositories); the workspace of this job is exposed
 * again read-only by the callers that need it.
 */
export function defaultHiddenPlaces(env: HostEnv): string[] {
  const places: string[] = [];
  if (env.HOME) places.push(env.HOME);
  if (env.RUNNER_TEMP) places.push(env.RUNNER_TEMP);
  if (env.RUNNER_TOOL_CACHE) places.push(env.RUNNER_TOOL_CACHE);
  // RUNNER_WORKSPACE is <runner>/_work/<repo>: hide the runner's install dir.
  const workspace = env.RUNNER_WORKSPACE;
  if (workspace && path.basename(path.dirname(workspace)) === '_work')
    places.push(path.dirname(path.dirname(workspace)));
  return places;
}

/** The sandbox `mode` asks for, after checking bwrap works; refuses to run untrusted code unsandboxed unless told `none`. */
export async function chooseSandbox(choice: SandboxChoice): Promise<Sandbox> {
  if (choice.mode === 'none') {
    if (choice.untrustedCode) {
      choice.log("sandbox: none — PR code runs with this user's rights (safe only on an ephemeral runner)");
    }
    return NO_SANDBOX;
  }
  const bwrap = findExecutable('bwrap', choice.env.PATH);
  const problem =
    bwrap === null ? 'bwrap (bubblewrap) is not installed or not on PATH' : await probeBwrap(bwrap, choice.env);
  if (problem !== null || bwrap === null) {
    if (choice.mode === 'auto' && !choice.untrustedCode) {
      choice.log(`sandbox: not used (${problem}); install bubblewrap to confine builds and benchmarks`);
      return NO_SANDBOX;
    }
    throw new UserError(
      `sandbox: ${problem}. ` +
        (choice.untrustedCode
          ? 'Refusing to run pull-request code without a sandbox: install bubblewrap (apt-get install bubblewrap) ' +
            'and allow user namespaces, or set `sandbox: none` if this runner is ephemeral.'
          : 'Install bubblewrap or use --sandbox none.'),
    );
  }
  const hidden = [...defaultHiddenPlaces(choice.env), ...choice.hide];
  choice.log(`sandbox: bwrap (${bwrap}); hidden: ${existing(hidden).join(', ') || 'nothing'}`);
  return new BwrapSandbox({ bwrap, hidden });
}
