// The runner acts on workflow commands in a step's output: a line starting
// with `::name …::` (add-mask, set-output, warning, stop-commands…) or
// holding `##[name]` anywhere. In the modes that run a pull request's code
// (execute, run, nightly), what we print carries text the PR controls —
// benchmark and configuration names, its benchmarks' output, its build's
// errors — so that part of the log is fenced: `::stop-commands::<token>`
// before it, `::<token>::` after it, with a token nobody can guess (fresh
// random bytes per run, never printed before it is used). Our own
// annotations (core.setFailed, core.warning) come after the fence ends;
// outputs and the job summary go through files, which the fence does not
// touch.
import { randomBytes } from 'node:crypto';

export interface CommandFence {
  /** from now on the runner acts on no workflow command in the output (a second call does nothing) */
  stop(): void;
  /** the runner acts on workflow commands again (nothing when not stopped) */
  resume(): void;
  readonly stopped: boolean;
}

/**
 * A fence writing its two lines with `writeLine` (the stream that carries
 * every line it fences: one stream keeps them in order). `token` is for tests.
 */
export function commandFence(
  writeLine: (line: string) => void,
  token: string = randomBytes(16).toString('hex'),
): CommandFence {
  if (!/^[0-9a-f]{32,}$/.test(token))
    throw new Error('internal: the stop-commands token must be 32+ random hex digits');
  let stopped = false;
  return {
    stop() {
      if (stopped) return;
      writeLine(`::stop-commands::${token}`);
      stopped = true;
    },
    resume() {
      if (!stopped) return;
      writeLine(`::${token}::`);
      stopped = false;
    },
    get stopped() {
      return stopped;
    },
  };
}
