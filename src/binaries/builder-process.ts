// git, bash and ccache for the builder, through the one supervisor
// (src/process/supervisor.ts): argv arrays only, never a shell string (the
// build command is the one exception, run as `bash -c <command>` by the
// builder itself, with refs only in argv).
//
// A runner carries the host environment it was made from, so git and the
// builder build their children's environments from it (never from
// process.env); tests hand in a runner made from theirs.

import type { HostEnv } from '../process/env.ts';
import { runSupervised, type ChildEnv, type Supervisor } from '../process/supervisor.ts';

export interface RunOptions {
  cwd: string;
  env: ChildEnv;
  /** kill the child (and its process group) when this aborts */
  signal?: AbortSignal;
}

export interface RunResult {
  /** exit code, or null when killed by a signal */
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  /** the end of stderr */
  stderr: string;
}

/**
 * Runs `file` with `args` (no shell). Resolves with the exit status whatever
 * it is; rejects only when the process could not be started (e.g. ENOENT).
 */
export interface ProcessRunner {
  (file: string, args: readonly string[], options: RunOptions): Promise<RunResult>;
  /** the environment the children's environments are built from */
  readonly host: HostEnv;
}

export function processRunner(host: HostEnv, supervisor: Supervisor = runSupervised): ProcessRunner {
  const run = async (file: string, args: readonly string[], options: RunOptions): Promise<RunResult> => {
    const result = await supervisor({
      command: file,
      args,
      cwd: options.cwd,
      env: options.env,
      signal: options.signal,
      stdout: 'capture',
      captureLimit: 16 * 1024 * 1024,
      stderrTailChars: 64 * 1024,
    });
    if (result.spawnError) throw result.spawnError;
    return { code: result.exitCode, signal: result.signal, stdout: result.stdout, stderr: result.stderrTail };
  };
  return Object.assign(run, { host });
}
