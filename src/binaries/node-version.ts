// Asking a node executable for its version. A binary built from a pull
// request is PR code: it runs in the sandbox like a benchmark, and with an
// empty environment (`--version` needs nothing, and the Action's step
// environment holds tokens).
import type { Sandbox } from '../process/sandbox.ts';
import { runSupervised, type CommandWrapper } from '../process/supervisor.ts';
import { BinaryUnusableError } from './errors.ts';

const VERSION = /^v\d+\.\d+\.\d+\S*$/;

export interface VersionProbeOptions {
  /** where the binary runs (a build of PR code must not run outside one) */
  sandbox?: Sandbox;
  /** how the binary starts when it is not native here (qemu-user in the emulated tests); not with a sandbox */
  launcher?: CommandWrapper;
  timeoutMs?: number;
}

/**
 * Runs `<path> --version` and returns what it printed (e.g. `v20.0.0`).
 * Throws a BinaryUnusableError naming the path when it cannot run, takes
 * longer than the time limit, or prints something that is not a node version.
 */
export async function readNodeVersion(path: string, options: VersionProbeOptions | number = {}): Promise<string> {
  const { sandbox, launcher, timeoutMs = 15_000 } = typeof options === 'number' ? { timeoutMs: options } : options;
  const result = await runSupervised({
    command: path,
    args: ['--version'],
    cwd: '/',
    env: {},
    stdout: 'capture',
    captureLimit: 64 * 1024,
    limit: { ms: timeoutMs, cause: 'timeout' },
    sandbox: launcher ?? (await sandbox?.confine({ readable: [path] })),
  });
  let why: string | undefined;
  if (result.spawnError) {
    const code = (result.spawnError as NodeJS.ErrnoException).code;
    why = `${code ?? 'Error'}: ${result.spawnError.message}`;
  } else if (result.killed === 'timeout') why = `it did not finish within ${timeoutMs / 1000} s`;
  else if (result.exitCode !== 0) {
    const stderr = result.stderrTail.trim();
    why = `it exited with ${result.exitCode ?? result.signal}${stderr !== '' ? `: ${stderr.split('\n')[0]}` : ''}`;
  }
  if (why !== undefined) {
    throw new BinaryUnusableError(`running \`${path} --version\` failed: ${why}`, {
      cause: result.spawnError ?? undefined,
    });
  }
  const version = result.stdout.trim();
  if (!VERSION.test(version)) {
    throw new BinaryUnusableError(
      `${path} does not look like node: \`--version\` printed ${JSON.stringify(version.slice(0, 200))}, expected something like v20.0.0`,
    );
  }
  return version;
}
