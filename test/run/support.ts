// Shared by the runner tests: the fixture suite and a runBundled that
// records everything it hands out.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { runBundled, type BundledRunDeps, type BundledRunRequest } from '../../src/run/bundled.ts';
import type { JobRecord } from '../../src/run/executor.ts';
import type { RunFailure } from '../../src/run/failure.ts';
import type { RunPlan } from '../../src/run/plan.ts';
import type { SuiteResult } from '../../src/run/runner.ts';
import type { ChildEnv } from '../../src/process/supervisor.ts';
import { cpuset, seed, shard, type CpuList, type Seed, type Shard } from '../../src/options/execution.ts';
import { set, type SetRecord } from '../../src/options/selection.ts';
import type { Sample } from '../../src/stats/csv.ts';

export const SUITE = fileURLToPath(new URL('../fixtures/bundled-suite', import.meta.url));
export const NODE = process.execPath;

// The runners take only values options/ made: the tests make theirs the CLI's way.

/** `--set` overrides as the CLI reads them (`{ n: [1, 2] }` is `--set n=1 --set n=2`). */
export function setOf(record: Parameters<typeof set.fromRecord>[0]): SetRecord {
  return set.fromRecord(record, 'cli');
}

/** `--shard index/count` */
export function shardOf(index: number, count: number): Shard {
  return shard.parse(`${index}/${count}`, 'cli')!;
}

/** `--seed n` */
export function seeded(n: number): Seed {
  return seed.parse(String(n), 'cli')!;
}

/** `--cpuset text` */
export function cpuList(text: string): CpuList {
  return cpuset.parse(text, 'cli')!;
}

/** The test's own environment as a child environment, plus `extra`. */
export function testEnv(extra: Record<string, string> = {}): ChildEnv {
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(process.env)) if (value !== undefined) env[name] = value;
  return { ...env, ...extra };
}

/** A progress output that keeps everything written to it. */
export class CapturedOutput {
  text = '';
  constructor(
    readonly isTTY = false,
    readonly columns = 120,
  ) {}
  write(chunk: string): boolean {
    this.text += chunk;
    return true;
  }
}

export interface Recorded {
  summary: SuiteResult;
  samples: Sample[];
  jobs: JobRecord[];
  failures: RunFailure[];
  plan: RunPlan | null;
  progress: string;
}

export function request(overrides: Partial<BundledRunRequest> = {}): BundledRunRequest {
  return {
    suiteDir: SUITE,
    groups: ['alpha'],
    runs: 1,
    seed: seeded(1),
    timeoutMs: 30_000,
    binaries: { old: NODE, new: NODE },
    ...overrides,
  };
}

/** Runs the request with the test's environment and node unless deps say otherwise. */
export async function record(req: BundledRunRequest, deps: Partial<BundledRunDeps> = {}): Promise<Recorded> {
  const samples: Sample[] = [];
  const jobs: JobRecord[] = [];
  const failures: RunFailure[] = [];
  let plan: RunPlan | null = null;
  const output = deps.progress instanceof CapturedOutput ? deps.progress : new CapturedOutput();
  const summary = await runBundled(req, {
    env: testEnv(),
    hostNode: NODE,
    ...deps,
    progress: output,
    onSample: (s) => {
      samples.push(s);
      deps.onSample?.(s);
    },
    onJob: (j) => {
      jobs.push(j);
      deps.onJob?.(j);
    },
    onFailure: (f) => {
      failures.push(f);
      deps.onFailure?.(f);
    },
    onPlan: (p) => {
      plan = p;
      deps.onPlan?.(p);
    },
  });
  return { summary, samples, jobs, failures, plan, progress: output.text };
}

/** A temporary directory removed by the returned function. */
export function tempDir(): { dir: string; cleanup: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'node-bench-run-'));
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

export interface LoggedRun {
  file: string;
  argv: string[];
  execArgv: string[];
  version: string;
  side: string | null;
  cpus: string | null;
}

/** The lines the fixtures append to NODE_BENCH_FIXTURE_LOG. */
export function readLog(file: string): LoggedRun[] {
  let text = '';
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return [];
  }
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as LoggedRun);
}

/** Whether a process exists and is not a zombie waiting to be reaped. */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    // /proc/<pid>/stat: "pid (comm) state ..."; Z is a zombie (already dead).
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return true;
  }
}

export const key = (s: { filename: string; configuration: string }) => `${s.filename} ${s.configuration}`;
