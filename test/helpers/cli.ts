import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { repoRoot } from './paths.ts';

// Absolute, so the CLI can run with any working directory.
export const TSX_LOADER = import.meta.resolve('tsx');

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the node-bench CLI from source in a real child process. */
export function runNodeBench(
  args: string[],
  options: { input?: string; cwd?: string; env?: NodeJS.ProcessEnv; timeoutMs?: number } = {},
): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', TSX_LOADER, join(repoRoot, 'src', 'cli.ts'), ...args], {
      cwd: options.cwd ?? repoRoot,
      env: { ...process.env, ...options.env },
      stdio: ['pipe', 'pipe', 'pipe'],
      timeout: options.timeoutMs ?? 600_000,
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(options.input ?? '');
  });
}
