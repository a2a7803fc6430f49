// Asking a node executable for its version.
import { execFile } from 'node:child_process';

import { BinaryUnusableError } from './errors.ts';

const VERSION = /^v\d+\.\d+\.\d+\S*$/;

/**
 * Runs `<path> --version` and returns what it printed (e.g. `v20.0.0`).
 * Throws a BinaryUnusableError naming the path when it cannot run, takes
 * longer than `timeoutMs`, or prints something that is not a node version.
 */
export async function readNodeVersion(path: string, timeoutMs = 15_000): Promise<string> {
  const { stdout, stderr, error } = await new Promise<{
    stdout: string;
    stderr: string;
    error: (Error & { code?: unknown; killed?: boolean; signal?: unknown }) | null;
  }>((done) => {
    execFile(
      path,
      ['--version'],
      { timeout: timeoutMs, maxBuffer: 64 * 1024, env: { ...process.env, NODE_OPTIONS: '' } },
      (error, stdout, stderr) => done({ stdout: String(stdout), stderr: String(stderr), error }),
    );
  });
  if (error !== null) {
    let why: string;
    if (error.killed === true || error.signal === 'SIGTERM') {
      why = `it did not finish within ${timeoutMs / 1000} s`;
    } else if (typeof error.code === 'string') {
      why = `${error.code}: ${error.message}`;
    } else {
      why = `it exited with ${error.code ?? error.signal}${stderr.trim() !== '' ? `: ${stderr.trim().split('\n')[0]}` : ''}`;
    }
    throw new BinaryUnusableError(`running \`${path} --version\` failed: ${why}`, { cause: error });
  }
  const version = stdout.trim();
  if (!VERSION.test(version)) {
    throw new BinaryUnusableError(
      `${path} does not look like node: \`--version\` printed ${JSON.stringify(version.slice(0, 200))}, expected something like v20.0.0`,
    );
  }
  return version;
}
