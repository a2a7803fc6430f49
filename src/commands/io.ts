// What a command needs from the outside world, passed in so tests can hand in their own streams.
import { UserError } from '../errors.ts';
import type { HostSystem } from '../util/platform.ts';
export interface CommandIo {
  stdout: NodeJS.WritableStream;
  stderr: NodeJS.WritableStream;
  stdin: NodeJS.ReadableStream & { isTTY?: boolean };
  env: NodeJS.ProcessEnv;
  cwd: string;
  /** process.platform and process.arch, read by the entry: the runner's platform is parsed from them once */
  system: HostSystem;
}

/** A problem with what the user gave us: printed as one clear line, exit code 1. */
export class UsageError extends UserError {
  override name = 'UsageError';
}

export const EXIT = {
  ok: 0,
  /** invalid input, bad options, or an error before anything was measured */
  error: 1,
  /** --fail-on-regression and at least one significant slowdown */
  regression: 2,
  /** some benchmarks crashed, hung or timed out; the rest were reported */
  benchmarkFailures: 3,
  /** Ctrl-C or SIGTERM stopped the run (128 + SIGINT, the shell's convention); what was measured is in the CSV */
  interrupted: 130,
} as const;

export function write(stream: NodeJS.WritableStream, text: string): void {
  stream.write(text.endsWith('\n') ? text : `${text}\n`);
}
