// One benchmark child process: spawn, collect its IPC messages, keep the end
// of its stderr, kill it (with everything it started) on timeout or when the
// run stops.
//
// Children are spawned `detached`, which makes each one the leader of a new
// process group; killing `-pid` then also kills what the benchmark itself
// started (an HTTP server, a load generator) instead of leaving it holding
// the CPU or our stderr pipe. The flip side is that a Ctrl-C on the terminal
// no longer reaches the child: the run's AbortSignal and the exit hook below
// take care of that.

import { spawn, type ChildProcess } from 'node:child_process';

export interface ChildSpec {
  command: string;
  args: readonly string[];
  env: NodeJS.ProcessEnv;
  /** kill the child after this long; Infinity for never */
  timeoutMs: number;
  /** kill the child (result.aborted) when this aborts */
  signal?: AbortSignal;
  /** every IPC message, as it arrives */
  onMessage?: (message: unknown) => void;
  /** how many lines of stderr to keep (default 20) */
  tailLines?: number;
  cwd?: string;
}

export interface ChildResult {
  /** exit code, null when killed by a signal or never started */
  code: number | null;
  signal: NodeJS.Signals | null;
  /** killed because timeoutMs passed */
  timedOut: boolean;
  /** killed because spec.signal aborted */
  aborted: boolean;
  /** the process could not be started (ENOENT, EACCES...) */
  spawnError: Error | null;
  /** the last tailLines lines of stderr */
  stderrTail: string;
  durationMs: number;
}

export type ChildRunner = (spec: ChildSpec) => Promise<ChildResult>;

/** After the child exits, how long to wait for its pipes to close. */
const CLOSE_GRACE_MS = 2000;
const TAIL_CHARS = 16 * 1024;

/** Keeps the last lines of a stream without holding all of it. */
export class TailBuffer {
  #text = '';
  constructor(
    readonly maxLines = 20,
    readonly maxChars = TAIL_CHARS,
  ) {}

  push(chunk: string): void {
    this.#text += chunk;
    if (this.#text.length > 2 * this.maxChars) this.#text = this.#text.slice(-this.maxChars);
  }

  toString(): string {
    const lines = this.#text.replace(/\n+$/, '').split('\n');
    const tail = lines.slice(-this.maxLines).join('\n');
    return tail.length > this.maxChars ? tail.slice(-this.maxChars) : tail;
  }
}

// Children alive right now, killed if this process exits while they run (an
// uncaught error in a callback, process.exit from the CLI).
const live = new Set<number>();
let exitHookInstalled = false;
function track(pid: number): void {
  live.add(pid);
  if (!exitHookInstalled) {
    exitHookInstalled = true;
    process.on('exit', () => {
      for (const p of live) killGroup(p);
    });
  }
}

/** SIGKILL the process group led by pid; falls back to the pid alone. */
export function killGroup(pid: number): void {
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
}

export const runChild: ChildRunner = (spec) =>
  new Promise((resolve) => {
    const started = performance.now();
    const tail = new TailBuffer(spec.tailLines ?? 20);
    let timedOut = false;
    let aborted = false;
    let spawnError: Error | null = null;
    let exitCode: number | null = null;
    let exitSignal: NodeJS.Signals | null = null;
    let exited = false;
    let settled = false;
    let timer: NodeJS.Timeout | undefined;
    let graceTimer: NodeJS.Timeout | undefined;
    let child: ChildProcess;

    const kill = () => {
      if (child.pid !== undefined && !exited) killGroup(child.pid);
    };
    const onAbort = () => {
      if (exited || settled) return;
      aborted = true;
      kill();
    };

    const finish = () => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      clearTimeout(graceTimer);
      spec.signal?.removeEventListener('abort', onAbort);
      if (child.pid !== undefined) live.delete(child.pid);
      resolve({
        code: exitCode,
        signal: exitSignal,
        timedOut,
        aborted,
        spawnError,
        stderrTail: tail.toString(),
        durationMs: performance.now() - started,
      });
    };

    try {
      child = spawn(spec.command, spec.args as string[], {
        env: spec.env,
        cwd: spec.cwd,
        stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
        detached: true,
        serialization: 'json',
      });
    } catch (error) {
      // Synchronous failures (an invalid argument) are reported like ENOENT.
      spawnError = error as Error;
      child = { pid: undefined } as ChildProcess;
      finish();
      return;
    }
    if (child.pid !== undefined) track(child.pid);

    // Stray stdout is not ours to print, but the pipe must be drained or a
    // chatty benchmark would block on a full pipe.
    child.stdout?.resume();
    child.stderr?.setEncoding('utf8');
    child.stderr?.on('data', (chunk: string) => tail.push(chunk));

    child.on('message', (message) => {
      if (settled) return;
      spec.onMessage?.(message);
    });
    // A broken IPC channel is reported here; what matters is how the child ends.
    // Without a pid the process never started (ENOENT, EACCES).
    child.on('error', (error) => {
      if (child.pid !== undefined) return;
      spawnError = error;
      finish();
    });
    child.on('exit', (code, signal) => {
      exited = true;
      exitCode = code;
      exitSignal = signal;
      if (child.pid !== undefined) {
        // Whatever the benchmark started and left behind goes with it.
        killGroup(child.pid);
        live.delete(child.pid);
      }
      // 'close' waits for stdio and IPC; something that escaped the process
      // group could hold them open forever.
      graceTimer = setTimeout(() => {
        child.stdout?.destroy();
        child.stderr?.destroy();
        if (child.connected) child.disconnect();
        finish();
      }, CLOSE_GRACE_MS);
    });
    child.on('close', finish);

    // setTimeout fires at once for delays past 2^31-1 ms: treat those as none.
    if (Number.isFinite(spec.timeoutMs) && spec.timeoutMs <= 2 ** 31 - 1) {
      timer = setTimeout(
        () => {
          if (exited || settled) return;
          timedOut = true;
          kill();
        },
        Math.max(0, spec.timeoutMs),
      );
    }
    if (spec.signal) {
      if (spec.signal.aborted) onAbort();
      else spec.signal.addEventListener('abort', onAbort, { once: true });
    }
  });
