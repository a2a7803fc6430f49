// Debian's headless Chromium on a page: the DOM after the page's scripts ran (with --virtual-time-budget: no
// wall-clock wait), or a screenshot. The site tests open their pages in it as a person would.
import { spawn } from 'node:child_process';

export function chromium(
  args: string[],
  timeoutMs = 240_000,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn('chromium', ['--headless', '--no-sandbox', '--disable-gpu', '--hide-scrollbars', ...args], {
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: timeoutMs,
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}
