// One child process in its own process group: stdout delivered line by line
// as it arrives, stderr forwarded and its tail kept, a time limit and an
// abort signal that kill the whole group (the benchmark processes compare.js
// forks, and anything they started, die with it).

import { spawn } from 'node:child_process';

export type KillCause = 'timeout' | 'deadline' | 'aborted';

export interface GroupRunOptions {
  command: string;
  args: readonly string[];
  cwd: string;
  env: NodeJS.ProcessEnv;
  /** kill the group after this many milliseconds; `cause` says why in the result */
  limit?: { ms: number; cause: Exclude<KillCause, 'aborted'> };
  signal?: AbortSignal;
  /** each complete stdout line, without its newline */
  onLine: (line: string) => void;
  /** text after the last newline when stdout closed */
  onPartialLine?: (text: string) => void;
  onStderr?: (text: string) => void;
  /** characters of stderr kept for the result (default 8192) */
  stderrTailChars?: number;
}

export interface GroupRunResult {
  exitCode: number | null;
  signal: NodeJS.Signals | null;
  /** set when we killed the group */
  killed: KillCause | null;
  /** the child could not be started */
  spawnError: Error | null;
  stderrTail: string;
  durationMs: number;
}

/** Process groups still running, killed if our own process exits first. */
const liveGroups = new Set<number>();
let exitHookInstalled = false;

function killGroup(pid: number): void {
  try {
    if (process.platform === 'win32') process.kill(pid, 'SIGKILL');
    else process.kill(-pid, 'SIGKILL');
  } catch {
    // ESRCH: the group is already gone.
  }
}

function installExitHook(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.on('exit', () => {
    for (const pid of liveGroups) killGroup(pid);
  });
}

/** How long to wait for stdout/stderr to close after the group was killed. */
const DRAIN_GRACE_MS = 2000;

export function runInGroup(options: GroupRunOptions): Promise<GroupRunResult> {
  const started = Date.now();
  const tailLimit = options.stderrTailChars ?? 8192;
  installExitHook();

  return new Promise((resolve) => {
    let killed: KillCause | null = null;
    let spawnError: Error | null = null;
    let exitCode: number | null = null;
    let exitSignal: NodeJS.Signals | null = null;
    let stderrTail = '';
    let pending = '';
    let settled = false;
    let exited = false;

    if (options.signal?.aborted) {
      resolve({
        exitCode: null,
        signal: null,
        killed: 'aborted',
        spawnError: null,
        stderrTail: '',
        durationMs: 0,
      });
      return;
    }

    const child = spawn(options.command, options.args, {
      cwd: options.cwd,
      env: options.env,
      detached: process.platform !== 'win32',
      stdio: ['ignore', 'pipe', 'pipe'],
      windowsHide: true,
    });
    const pid = child.pid;
    if (pid !== undefined) liveGroups.add(pid);

    const kill = (cause: KillCause) => {
      if (killed === null && !exited) killed = cause;
      if (pid !== undefined) killGroup(pid);
    };

    const timer =
      options.limit !== undefined
        ? setTimeout(() => kill(options.limit!.cause), Math.max(0, options.limit.ms))
        : undefined;
    const onAbort = () => kill('aborted');
    options.signal?.addEventListener('abort', onAbort, { once: true });
    let drainTimer: NodeJS.Timeout | undefined;

    const finish = () => {
      if (settled) return;
      settled = true;
      if (timer) clearTimeout(timer);
      if (drainTimer) clearTimeout(drainTimer);
      options.signal?.removeEventListener('abort', onAbort);
      if (pid !== undefined) liveGroups.delete(pid);
      if (stderrTail.length > tailLimit) stderrTail = stderrTail.slice(-tailLimit);
      if (pending !== '') {
        options.onPartialLine?.(pending);
        pending = '';
      }
      resolve({
        exitCode,
        signal: exitSignal,
        killed,
        spawnError,
        stderrTail,
        durationMs: Date.now() - started,
      });
    };

    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      pending += chunk;
      let newline = pending.indexOf('\n');
      while (newline !== -1) {
        const line = pending.slice(0, newline);
        pending = pending.slice(newline + 1);
        options.onLine(line.endsWith('\r') ? line.slice(0, -1) : line);
        newline = pending.indexOf('\n');
      }
    });

    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      options.onStderr?.(chunk);
      stderrTail += chunk;
      if (stderrTail.length > tailLimit * 2) stderrTail = stderrTail.slice(-tailLimit);
    });

    child.on('error', (error) => {
      // spawn failed (ENOENT, EACCES); 'close' follows.
      spawnError = error;
    });

    child.on('exit', (code, signal) => {
      exited = true;
      exitCode = code;
      exitSignal = signal;
      // Anything the child left behind in its group would skew the next
      // measurement and may hold our pipes open: kill it.
      if (pid !== undefined) killGroup(pid);
      // A process that left the group could still hold stdout; don't wait forever.
      drainTimer = setTimeout(() => {
        child.stdout.destroy();
        child.stderr.destroy();
        finish();
      }, DRAIN_GRACE_MS);
      drainTimer.unref();
    });

    child.on('close', finish);
  });
}
