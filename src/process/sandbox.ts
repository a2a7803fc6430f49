// The sandbox for every process that runs code from a checkout or a binary
// built from one: configure/make, the built binary (also for --version),
// benchmarks and compare.js. Made with bubblewrap (bwrap):
//
// - a file system that starts empty and holds only what the run needs: the
//   system's programs and libraries (/usr, /lib*, /etc without its secrets)
//   read-only, what the call names (the binaries, the suite's repository,
//   this package's own files) read-only, what it must write (a build's
//   worktree and ccache dir, a scratch dir) read-write, and a private /tmp
//   of bounded size holding HOME. Nothing else of the machine is there — not
//   the user's HOME, the runner's install dir, other work folders, other
//   runners, sockets — wherever they are; a place named as hidden (the cache
//   root, the nightly state) stays hidden even inside an exposed directory;
// - its own user namespace, no capabilities, and no way to make further
//   namespaces (bwrap --disable-userns); when we run as root, PR code runs as
//   an unprivileged user (setpriv), in a second bwrap inside the first: root
//   builds the file system, the unprivileged user gets the namespace;
// - its own PID namespace with a fresh /proc (the Action's environment, with
//   the step's tokens, is not there), its own network namespace (loopback
//   only), IPC and UTS; --die-with-parent and pid 1 inside: when we kill the
//   sandbox or die ourselves, everything inside dies;
// - bounded resources (prlimit): processes and threads, memory per process,
//   no core files; /tmp is a tmpfs of bounded size. Hitting a limit fails the
//   build or the benchmark row, never the runner.
//
// Without bwrap, PR code must not run: the Action refuses unless the user
// says `sandbox: none` (safe only on an ephemeral runner).

import { existsSync, lstatSync, readlinkSync, realpathSync } from 'node:fs';
import path from 'node:path';

import { UserError } from '../errors.ts';
import { delegatedCgroup } from './cgroup.ts';
import { findExecutable } from '../util/files.ts';
import type { HostEnv } from './env.ts';
import { runSupervised, type CommandWrapper } from './supervisor.ts';
import { isMacOs, type Platform } from '../util/platform.ts';

export const SANDBOX_MODES = ['auto', 'bwrap', 'none'] as const;
export type SandboxMode = (typeof SANDBOX_MODES)[number];

/** HOME inside the sandbox: on its own tmpfs /tmp, empty at every start. */
export const SANDBOX_HOME = '/tmp/home';

/** The user PR code runs as when we are root: nobody, which every Linux distribution has. */
export const UNPRIVILEGED_ID = 65534;

export interface SandboxLimits {
  /** processes and threads of the sandbox's user (RLIMIT_NPROC) */
  processes: number;
  /** data memory per process, heap included (RLIMIT_DATA) */
  memoryBytes: number;
  /** size of the private /tmp (HOME lives there) */
  tmpBytes: number;
}

const GiB = 1024 ** 3;
/** A benchmark: node with its worker threads, a few children (cluster, child_process), an HTTP server and its load. */
export const BENCHMARK_LIMITS: SandboxLimits = { processes: 256, memoryBytes: 4 * GiB, tmpBytes: 1 * GiB };
/** A build of node: `make -j` on a large runner, each compiler or linker process up to a few GiB. */
export const BUILD_LIMITS: SandboxLimits = { processes: 4096, memoryBytes: 8 * GiB, tmpBytes: 4 * GiB };

export interface ConfinePaths {
  /** bound read-write (a build's worktree, its ccache dir, a scratch dir) */
  writable?: readonly string[];
  /** bound read-only (the binaries, the suite, the checkout, tools) */
  readable?: readonly string[];
  /** default: the sandbox's own (BENCHMARK_LIMITS unless told otherwise) */
  limits?: SandboxLimits;
}

/** What the pipeline hands to builders and runners: one wrapper per process, or none. */
export interface Sandbox {
  readonly kind: 'bwrap' | 'none';
  /**
   * The wrapper for processes that see `paths` (undefined: run them as is).
   * As root, hands the writable paths to the unprivileged user first.
   */
  confine(paths: ConfinePaths): Promise<CommandWrapper | undefined>;
}

export const NO_SANDBOX: Sandbox = { kind: 'none', confine: () => Promise.resolve(undefined) };

export interface BwrapPolicy {
  bwrap: string;
  /** util-linux prlimit: the resource limits */
  prlimit: string;
  /** places that stay hidden even inside an exposed directory (the cache root, the state file's dir) */
  hidden: readonly string[];
  /** when we run as root: PR code runs as this user, through util-linux setpriv */
  unprivileged?: { uid: number; gid: number; setpriv: string };
  limits: SandboxLimits;
}

/** The system, read-only: programs, libraries and configuration; the CPU and cgroup facts node reads. */
const SYSTEM_PATHS = [
  '/usr',
  '/bin',
  '/sbin',
  '/lib',
  '/lib32',
  '/lib64',
  '/libx32',
  '/etc',
  '/sys/devices/system/cpu',
  '/sys/fs/cgroup',
];
/** Secrets under /etc, replaced by an empty file or directory (as root they would be readable by uid 0). */
const SYSTEM_SECRETS = [
  '/etc/shadow',
  '/etc/shadow-',
  '/etc/gshadow',
  '/etc/gshadow-',
  '/etc/sudoers',
  '/etc/sudoers.d',
  '/etc/ssh',
  '/etc/ssl/private',
  '/etc/security/opasswd',
];

function realExisting(paths: readonly string[]): string[] {
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

const depth = (p: string) => (p === '/' ? 0 : p.split(path.sep).length - 1);
const isInside = (p: string, dir: string) => p === dir || dir === '/' || p.startsWith(dir + path.sep);

/** The system paths as they are here: a symlink (/bin -> usr/bin) stays one, a directory is bound read-only. */
function systemArgs(): string[] {
  const args: string[] = [];
  for (const p of SYSTEM_PATHS) {
    const stat = lstatSync(p, { throwIfNoEntry: false });
    if (stat?.isSymbolicLink()) args.push('--symlink', readlinkSync(p), p);
    else if (stat?.isDirectory()) args.push('--ro-bind', p, p);
  }
  for (const p of SYSTEM_SECRETS) {
    const stat = lstatSync(p, { throwIfNoEntry: false });
    if (stat?.isDirectory()) args.push('--tmpfs', p, '--remount-ro', p);
    else if (stat?.isFile()) args.push('--ro-bind', '/dev/null', p);
  }
  return args;
}

/**
 * The file system and namespaces (bwrap arguments before `--`) for one
 * process, as `policy` says. Exported for tests that read the policy.
 */
export function bwrapArgs(policy: BwrapPolicy, paths: ConfinePaths, cwd: string): string[] {
  return [...fileSystemArgs(policy, paths), ...chdirArgs(policy, cwd)];
}

/** Where the outer bwrap leaves its process: in `cwd` unprivileged; as root, the inner bwrap enters it. */
function chdirArgs(policy: BwrapPolicy, cwd: string): string[] {
  return policy.unprivileged === undefined ? ['--chdir', cwd] : ['--chdir', '/'];
}

/** bwrapArgs without the working directory: the same for every process of one confine(). */
function fileSystemArgs(policy: BwrapPolicy, paths: ConfinePaths): string[] {
  const limits = paths.limits ?? policy.limits;
  const args = [
    '--unshare-pid',
    '--unshare-net',
    '--unshare-ipc',
    '--unshare-uts',
    '--unshare-cgroup-try',
    '--die-with-parent',
    // a new session: no TIOCSTI into a terminal we might have
    '--new-session',
  ];
  // Unprivileged, this bwrap makes the user namespace; as root, the inner one does (sandboxCommand).
  if (policy.unprivileged === undefined) args.push('--unshare-user', '--disable-userns', '--cap-drop', 'ALL');
  args.push(...systemArgs(), '--proc', '/proc', '--dev', '/dev');
  args.push('--perms', '1777', '--size', String(limits.tmpBytes), '--tmpfs', '/tmp');

  // The sandbox's own tools, wherever they are installed.
  const tools = [policy.prlimit, ...(policy.unprivileged ? [policy.unprivileged.setpriv, policy.bwrap] : [])];
  const readable = realExisting([...tools, ...(paths.readable ?? [])]);
  const writable = realExisting(paths.writable ?? []);
  const exposed = [...readable, ...writable];
  // A hidden place matters only inside something exposed (where it is emptied again); `/` is never one.
  const hidden = realExisting(policy.hidden).filter((h) => h !== '/' && exposed.some((e) => isInside(h, e)));

  // Shallow before deep: a deeper mount wins, so a hidden place inside an
  // exposed one stays hidden, and a path exposed inside a hidden place is
  // visible (on equal depth, hiding goes first and the exposure wins).
  const rank = { '--tmpfs': 0, '--ro-bind': 1, '--bind': 2 } as const;
  const mounts: [keyof typeof rank, string][] = [
    ...hidden.map((p) => ['--tmpfs', p] as [keyof typeof rank, string]),
    ...readable.map((p) => ['--ro-bind', p] as [keyof typeof rank, string]),
    ...writable.map((p) => ['--bind', p] as [keyof typeof rank, string]),
  ];
  mounts.sort((a, b) => depth(a[1]) - depth(b[1]) || rank[a[0]] - rank[b[0]] || a[1].localeCompare(b[1]));
  // Directories bwrap makes on the way to a mount (in the root, in /tmp, in
  // a hidden place's tmpfs) copy the modes of the real ones (/root is 0700):
  // make them traversable, or the unprivileged user could not reach what is
  // exposed. Directories inside a bound one are the real ones.
  const bound = new Set([...SYSTEM_PATHS, ...readable, ...writable]);
  const targets = [...bound, '/tmp', ...hidden];
  /** a real directory: the deepest mount holding it is a bind, not a tmpfs (the root, /tmp, a hidden place) */
  const isReal = (dir: string) => {
    const holder = targets.filter((m) => isInside(dir, m)).sort((x, y) => depth(y) - depth(x))[0];
    return holder !== undefined && bound.has(holder);
  };
  const made = new Set<string>();
  const makeParents = (target: string) => {
    const parents: string[] = [];
    for (let dir = path.dirname(target); dir !== '/'; dir = path.dirname(dir)) parents.unshift(dir);
    for (const dir of parents) {
      if (made.has(dir) || targets.includes(dir) || isReal(dir)) continue;
      made.add(dir);
      args.push('--perms', '0755', '--dir', dir);
    }
  };
  for (const [flag, p] of mounts) {
    makeParents(p);
    if (flag === '--tmpfs') args.push(flag, p);
    else args.push(flag, p, p);
  }
  for (const dir of hidden) args.push('--remount-ro', dir);
  if (policy.unprivileged === undefined) args.push('--dir', SANDBOX_HOME);
  return args;
}

/**
 * The command lines of the processes that see `paths`: bwrap [setpriv bwrap]
 * prlimit command. The file system is worked out once, here; each process
 * adds only its command and working directory.
 */
function sandboxLauncher(policy: BwrapPolicy, paths: ConfinePaths): CommandWrapper['wrap'] {
  const limits = paths.limits ?? policy.limits;
  const prlimit = [policy.prlimit, `--nproc=${limits.processes}`, `--data=${limits.memoryBytes}`, '--core=0', '--'];
  const outer = fileSystemArgs(policy, paths);
  const user = policy.unprivileged;
  const inner =
    user === undefined
      ? []
      : [
          user.setpriv,
          `--reuid=${user.uid}`,
          `--regid=${user.gid}`,
          '--clear-groups',
          '--no-new-privs',
          '--bounding-set=-all',
          '--inh-caps=-all',
          '--',
          policy.bwrap,
          '--unshare-user',
          '--disable-userns',
          '--cap-drop',
          'ALL',
          '--die-with-parent',
          // the file system root built above, read-only parts kept read-only; HOME made by the user it belongs to
          '--dev-bind', // (a plain --bind is nodev: /dev/null would be refused)
          '/',
          '/',
          '--dir',
          SANDBOX_HOME,
        ];
  return (command, args, cwd) => ({
    command: policy.bwrap,
    args: [
      ...outer,
      ...chdirArgs(policy, cwd),
      '--',
      ...(user === undefined ? [] : [...inner, '--chdir', cwd, '--']),
      ...prlimit,
      command,
      ...args,
    ],
  });
}

/** The whole command line that runs `command` confined (see sandboxLauncher). */
export function sandboxCommand(
  policy: BwrapPolicy,
  paths: ConfinePaths,
  cwd: string,
  command: string,
  args: readonly string[],
): { command: string; args: string[] } {
  return sandboxLauncher(policy, paths)(command, args, cwd);
}

class BwrapSandbox implements Sandbox {
  readonly kind = 'bwrap';
  constructor(
    readonly policy: BwrapPolicy,
    private readonly chown: (paths: readonly string[], uid: number, gid: number) => Promise<void>,
  ) {}
  async confine(paths: ConfinePaths): Promise<CommandWrapper> {
    const user = this.policy.unprivileged;
    if (user !== undefined && (paths.writable ?? []).length > 0) {
      await this.chown(realExisting(paths.writable ?? []), user.uid, user.gid);
    }
    return { wrap: sandboxLauncher(this.policy, paths) };
  }
}

/** Does the sandbox `policy` describes work here (user namespaces allowed, the tools present)? The reason when not. */
export async function probeSandbox(policy: BwrapPolicy, env: HostEnv): Promise<string | null> {
  const { command, args } = sandboxCommand(policy, {}, '/', 'true', []);
  const result = await runSupervised({
    command,
    args,
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
  /** the user we run as (process.getuid()): as root (0), PR code runs as an unprivileged user */
  uid: number;
  /** the runner's platform: bubblewrap is Linux only, so macOS runs trusted code unsandboxed and no PR code */
  platform: Platform;
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

/**
 * The bubblewrap policy this machine supports, after running `true` in it; or why there is none (a tool missing,
 * user namespaces not allowed). What chooseSandbox decides on, and what `node-bench doctor` reports.
 */
export async function workingSandbox(
  choice: Pick<SandboxChoice, 'env' | 'uid' | 'hide'>,
): Promise<{ policy: BwrapPolicy | undefined; problem: string | null; found: { chown?: string } }> {
  const tools = { bwrap: 'bubblewrap', prlimit: 'util-linux', setpriv: 'util-linux', chown: 'coreutils' } as const;
  const found: Partial<Record<keyof typeof tools, string>> = {};
  const missing: string[] = [];
  for (const [tool, pkg] of Object.entries(tools) as [keyof typeof tools, string][]) {
    if (choice.uid !== 0 && (tool === 'setpriv' || tool === 'chown')) continue;
    const file = findExecutable(tool, choice.env.PATH);
    if (file === null) missing.push(`${tool} (${pkg})`);
    else found[tool] = file;
  }
  const policy: BwrapPolicy | undefined =
    missing.length > 0
      ? undefined
      : {
          bwrap: found.bwrap!,
          prlimit: found.prlimit!,
          hidden: [...defaultHiddenPlaces(choice.env), ...choice.hide],
          limits: BENCHMARK_LIMITS,
          ...(choice.uid === 0
            ? { unprivileged: { uid: UNPRIVILEGED_ID, gid: UNPRIVILEGED_ID, setpriv: found.setpriv! } }
            : {}),
        };
  const problem: string | null =
    policy === undefined
      ? `${missing.join(', ')} not installed or not on PATH`
      : await probeSandbox(policy, choice.env);
  return { policy, problem, found };
}

/** The modes that run PR code on macOS, in one line: what the runner is, why not, and what runs there. */
export function macOsRefusal(platform: Platform): string {
  return (
    `sandbox: this runner is ${platform} and macOS has no sandbox for pull-request code (bubblewrap is Linux only): ` +
    'refusing to run it here. The safe modes on macOS run trusted code only: releases (--old/--new versions), ' +
    'a workflow_dispatch of refs of protected branches, and the nightly of main; benchmark pull requests on a Linux runner'
  );
}

/**
 * macOS: no bubblewrap. Trusted code (releases, refs of protected branches, the nightly of main) runs unsandboxed, as
 * docs/security.md says; pull-request code does not run at all, whatever `sandbox` says.
 */
function macOsSandbox(choice: SandboxChoice): Sandbox {
  if (choice.untrustedCode) throw new UserError(macOsRefusal(choice.platform));
  if (choice.mode === 'bwrap') {
    throw new UserError(
      `sandbox: bwrap is Linux only and this runner is ${choice.platform}: use sandbox auto or none (trusted code runs unsandboxed on macOS)`,
    );
  }
  choice.log(
    `sandbox: none on ${choice.platform} (macOS has no bubblewrap): trusted code runs with this user's rights`,
  );
  return NO_SANDBOX;
}

/** The sandbox `mode` asks for, after checking bwrap works; refuses to run untrusted code unsandboxed unless told `none`. */
export async function chooseSandbox(choice: SandboxChoice): Promise<Sandbox> {
  if (isMacOs(choice.platform)) return macOsSandbox(choice);
  if (choice.mode === 'none') {
    if (choice.untrustedCode) {
      choice.log("sandbox: none — PR code runs with this user's rights (safe only on an ephemeral runner)");
    }
    return NO_SANDBOX;
  }
  const { policy, problem, found } = await workingSandbox(choice);
  if (problem !== null || policy === undefined) {
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
  const chown = found.chown;
  const env = { PATH: choice.env.PATH ?? '/usr/bin:/bin' };
  choice.log(
    `sandbox: bwrap (${policy.bwrap}), ${policy.unprivileged ? `running as root: PR code runs as uid ${UNPRIVILEGED_ID}, ` : ''}` +
      `no capabilities, only the run's own files visible`,
  );
  // What holds for memory here, said once: per process always; per row needs a delegated cgroup v2 (not used yet).
  const cgroup = await delegatedCgroup();
  choice.log(
    `sandbox: memory is bounded per process (${policy.limits.memoryBytes / GiB} GiB each), not per benchmark row: ` +
      ('dir' in cgroup ? `rows do not use the delegated cgroup v2 at ${cgroup.dir} yet` : cgroup.missing),
  );
  return new BwrapSandbox(policy, async (paths, uid, gid) => {
    // -R does not follow symlinks: a link the PR left cannot hand a file outside to the unprivileged user
    const result = await runSupervised({
      command: chown!,
      args: ['-R', `${uid}:${gid}`, '--', ...paths],
      cwd: '/',
      env,
      stdout: 'capture',
      limit: { ms: 300_000, cause: 'timeout' },
    });
    if (result.exitCode !== 0) {
      throw new UserError(
        `sandbox: could not hand ${paths.join(', ')} to uid ${uid}: ${result.spawnError?.message ?? result.stderrTail.trim()}`,
      );
    }
  });
}
