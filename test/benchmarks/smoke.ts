// Smoke runner for the bundled suite: runs every benchmark file of
// benchmarks/ by hand (`node <file> --test`), so common.js forks one real
// child process per configuration, and collects what each printed. Reusable
// with any node binary (the host node, or a release such as 16.20.0).
import { spawn } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
export const benchmarksDir = path.join(repoRoot, 'benchmarks');

/** A result line as common.js prints it: `group/file.js key=value ...: 1,234.5` */
export const RESULT_LINE = /^(\S+\/\S+\.c?js)((?: [^ =]+=\S+)*): (\d{1,3}(?:,\d{3})*(?:\.\d+)?(?:e[+-]?\d+)?)$/;

/** Benchmark files of the suite (`group/file.js`), sorted: the runner's rule (no fixtures, no `_`/`.` names). */
export function listBenchmarkFiles(dir: string = benchmarksDir): string[] {
  const files: string[] = [];
  for (const group of readdirSync(dir).sort()) {
    if (group === 'fixtures' || group === 'node_modules' || group[0] === '.' || group[0] === '_') continue;
    const groupDir = path.join(dir, group);
    if (!statSync(groupDir).isDirectory()) continue;
    for (const name of readdirSync(groupDir).sort()) {
      if (name[0] === '.' || name[0] === '_' || !/\.(c|m)?js$/.test(name)) continue;
      files.push(`${group}/${name}`);
    }
  }
  return files;
}

export interface SmokeResult {
  /** `group/file.js` */
  file: string;
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
  /** stdout lines that are result lines */
  lines: string[];
  /** stdout lines that are not */
  otherLines: string[];
  ms: number;
  timedOut: boolean;
}

export interface SmokeOptions {
  /** subset of listBenchmarkFiles() */
  files?: string[];
  /** node that runs autocannon (NODE_BENCH_HOST_NODE); default: this process's node */
  hostNode?: string;
  /** per file; default 60 s */
  timeoutMs?: number;
  /** files run at once; default 2 */
  concurrency?: number;
  /** extra arguments after --test */
  args?: string[];
}

/** The environment of a hand run: none of the runner's mode variables, no test-runner leftovers. */
export function cleanEnv(extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const key of ['NODE_RUN_BENCHMARK_FN', 'NODE_BENCH_LIST_CONFIGS', 'NODE_BENCH_HOST_NODE', 'NODE_OPTIONS']) {
    delete env[key];
  }
  for (const key of Object.keys(env)) if (key.startsWith('NODE_TEST')) delete env[key];
  return { ...env, ...extra };
}

function runOne(nodeBinary: string, file: string, options: SmokeOptions): Promise<SmokeResult> {
  const started = Date.now();
  const timeoutMs = options.timeoutMs ?? 60_000;
  return new Promise((resolve, reject) => {
    const child = spawn(nodeBinary, [path.join(benchmarksDir, file), '--test', ...(options.args ?? [])], {
      cwd: repoRoot,
      env: cleanEnv({ NODE_BENCH_HOST_NODE: options.hostNode ?? process.execPath }),
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true, // its own process group, so a timeout also kills the per-configuration children
    });
    let stdout = '';
    let stderr = '';
    let timedOut = false;
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    const timer = setTimeout(() => {
      timedOut = true;
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        child.kill('SIGKILL');
      }
    }, timeoutMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      const all = stdout.split('\n').filter((line) => line.length > 0);
      resolve({
        file,
        code,
        signal,
        stdout,
        stderr,
        lines: all.filter((line) => RESULT_LINE.test(line)),
        otherLines: all.filter((line) => !RESULT_LINE.test(line)),
        ms: Date.now() - started,
        timedOut,
      });
    });
  });
}

/** Runs every (selected) benchmark file in --test mode with `nodeBinary`; results in file order. */
export async function runSmoke(nodeBinary: string, options: SmokeOptions = {}): Promise<SmokeResult[]> {
  const files = options.files ?? listBenchmarkFiles();
  const results: SmokeResult[] = new Array(files.length);
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const index = next++;
      results[index] = await runOne(nodeBinary, files[index]!, options);
    }
  };
  const concurrency = Math.max(1, Math.min(options.concurrency ?? 2, files.length));
  await Promise.all(Array.from({ length: concurrency }, worker));
  return results;
}

/** Problems found in smoke results (empty when every file passed). */
export function smokeProblems(results: SmokeResult[]): string[] {
  const problems: string[] = [];
  for (const r of results) {
    const tail = `\n--- stdout ---\n${r.stdout.slice(-2000)}\n--- stderr ---\n${r.stderr.slice(-2000)}`;
    if (r.timedOut) problems.push(`${r.file}: timed out after ${r.ms} ms${tail}`);
    else if (r.code !== 0) problems.push(`${r.file}: exited with ${r.signal ?? r.code}${tail}`);
    else if (r.lines.length === 0) problems.push(`${r.file}: printed no result line${tail}`);
    else if (r.otherLines.length > 0) problems.push(`${r.file}: unexpected output ${JSON.stringify(r.otherLines)}`);
    else if (!r.lines.every((line) => line.startsWith(`${r.file} `))) {
      problems.push(`${r.file}: result lines name another file: ${JSON.stringify(r.lines)}`);
    }
  }
  return problems;
}
