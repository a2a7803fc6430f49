// Running child processes for the builder: argv arrays only, never a shell
// string (the build command is the one exception, and it is run as
// `bash -c <command>` by the builder itself, with refs only in argv).
//
// The runner is injected (BuildRefDeps.run) so callers can wrap it, e.g. to
// trace every command, but the default below is what runs in production and
// in the tests.

import { spawn } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';

export interface RunOptions {
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  /** append stdout and stderr to this file instead of capturing them */
  outputFile?: string;
  /** kill the child (and its process group) when this aborts */
  signal?: AbortSignal;
}

export interface RunResult {
  /** exit code, or null when killed by a signal */
  code: number | null;
  signal: NodeJS.Signals | null;
  /** captured output ('' when outputFile was given) */
  stdout: string;
  stderr: string;
}

/**
 * Runs `file` with `args` (no shell). Resolves with the exit status whatever
 * it is; rejects only when the process could not be started (e.g. ENOENT).
 */
export type ProcessRunner = (file: string, args: readonly string[], options?: RunOptions) => Promise<RunResult>;

/** Process groups we started and that still run: killed if we exit first (they would outlive us otherwise). */
const liveGroups = new Set<number>();
let exitHookInstalled = false;

function killGroup(pid: number): void {
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // already gone
  }
}

function trackGroup(pid: number): void {
  if (!exitHookInstalled) {
    exitHookInstalled = true;
    process.on('exit', () => {
      for (const group of liveGroups) killGroup(group);
    });
  }
  liveGroups.add(pid);
}

export const runProcess: ProcessRunner = (file, args, options = {}) =>
  new Promise((resolve, reject) => {
    let fd: number | undefined;
    if (options.outputFile !== undefined) fd = openSync(options.outputFile, 'a');
    // Own process group when it can be aborted: the whole build (make and
    // every compiler it started) is killed, not just bash.
    const detached = options.signal !== undefined && process.platform !== 'win32';
    let child;
    try {
      child = spawn(file, [...args], {
        cwd: options.cwd,
        env: options.env,
        stdio: fd === undefined ? ['ignore', 'pipe', 'pipe'] : ['ignore', fd, fd],
        detached,
      });
    } catch (error) {
      if (fd !== undefined) closeSync(fd);
      reject(error);
      return;
    }
    if (fd !== undefined) closeSync(fd); // the child has its own copy
    if (detached && child.pid !== undefined) trackGroup(child.pid);
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => err.push(chunk));

    const kill = (): void => {
      if (child.pid === undefined) return;
      try {
        if (detached) killGroup(child.pid);
        else child.kill('SIGKILL');
      } catch {
        // already gone
      }
    };
    if (options.signal?.aborted) kill();
    options.signal?.addEventListener('abort', kill, { once: true });

    let settled = false;
    child.on('error', (error) => {
      // Only a child that never started is an error; a failed kill is not.
      if (child.pid !== undefined || settled) return;
      settled = true;
      options.signal?.removeEventListener('abort', kill);
      reject(error);
    });
    child.on('close', (code, signal) => {
      options.signal?.removeEventListener('abort', kill);
      if (child.pid !== undefined) liveGroups.delete(child.pid);
      if (settled) return;
      settled = true;
      resolve({
        code,
        signal,
        stdout: Buffer.concat(out).toString('utf8'),
        stderr: Buffer.concat(err).toString('utf8'),
      });
    });
  });
