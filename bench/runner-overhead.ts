// The bundled-suite runner's own cost: its wall time against a plain loop
// that spawns exactly the same child processes in the same order (the same
// configuration listings, then the same files, configurations and binaries in
// the order the runner chose) and only waits for each to end. Target: ours
// <= 1.05x the plain loop. The fixture benchmarks are tiny, so process
// start-up dominates and any per-child overhead of ours shows.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

import type { ChildEnv } from '../src/process/supervisor.ts';
import { runSuite } from '../src/run/run-suite.ts';
import { onlineCpus } from '../src/run/measure/cpuset.ts';
import { resolveLanes } from '../src/run/measure/lanes.ts';
import { seedOf } from '../src/options/execution.ts';
import { set } from '../src/options/selection.ts';
import type { JobRecord } from '../src/run/measure/executor.ts';
import type { RunPlan } from '../src/run/plan/plan.ts';
import { configArgs } from '../src/run/measure/protocol.ts';

const SUITE = fileURLToPath(new URL('../test/fixtures/bundled-suite', import.meta.url));

/** Both loops give their children this environment: ours, as strings. */
const ENV: ChildEnv = Object.fromEntries(
  Object.entries(process.env).filter((entry): entry is [string, string] => entry[1] !== undefined),
);

export interface RunnerOverheadOptions {
  /** runs per configuration (default 3: 6 configurations x 2 binaries x 3 = 36 children, plus 6 listings) */
  runs?: number;
  /** alternating measurements of each (default 5); the best of each are compared */
  rounds?: number;
  binaries?: { old: string; new: string };
}

export interface RunnerOverheadResult {
  /** best wall time of runSuite, ms */
  ours: number;
  /** best wall time of the plain loop, ms */
  plain: number;
  /** ours / plain */
  ratio: number;
}

/** Spawns one child with an IPC channel and waits for it to end. */
function plainChild(command: string, args: string[], env: ChildEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'ignore', 'ignore', 'ipc'] });
    child.on('message', () => {});
    child.on('error', reject);
    child.on('close', () => resolve());
  });
}

interface Recording {
  plan: RunPlan;
  jobs: JobRecord[];
  ms: number;
}

async function ours(runs: number, seed: number, binaries: { old: string; new: string }): Promise<Recording> {
  let plan: RunPlan | null = null;
  const jobs: JobRecord[] = [];
  const started = performance.now();
  const summary = await runSuite(
    { kind: 'bundled', dir: SUITE },
    { groups: ['alpha'], filter: [], exclude: [], set: set.fromRecord({}, 'cli') },
    { runs, seed: seedOf(String(seed), '--seed') },
    {
      binaries,
      lanes: resolveLanes(undefined, undefined, onlineCpus()),
      known: {},
      env: ENV,
      hostNode: process.execPath,
      quiet: true,
      onSample: () => {},
      onPlan: (p) => (plan = p),
      onJob: (j) => jobs.push(j),
    },
  );
  const ms = performance.now() - started;
  if (summary.exitCode !== 0 || plan === null)
    throw new Error(`the runner failed: ${JSON.stringify(summary.failures)}`);
  return { plan, jobs, ms };
}

async function plain(recording: Recording, binaries: { old: string; new: string }): Promise<number> {
  const { plan, jobs } = recording;
  const listEnv = { ...ENV, NODE_BENCH_LIST_CONFIGS: '1', NODE_BENCH_HOST_NODE: process.execPath };
  const runEnv = { ...ENV, NODE_RUN_BENCHMARK_FN: '', NODE_BENCH_HOST_NODE: process.execPath };
  const byKey = new Map(plan.configurations.map((c) => [`${c.filename}\0${c.configuration}`, c]));
  const started = performance.now();
  for (const file of plan.files) {
    await plainChild(binaries.old, [file.file], listEnv);
    await plainChild(binaries.new, [file.file], listEnv);
  }
  for (const job of jobs) {
    const c = byKey.get(`${job.filename}\0${job.configuration}`)!;
    await plainChild(binaries[job.binary], [...c.flags[job.binary]!, c.file, ...configArgs(c.conf)], runEnv);
  }
  return performance.now() - started;
}

export async function runnerOverheadBench(options: RunnerOverheadOptions = {}): Promise<RunnerOverheadResult> {
  const runs = options.runs ?? 3;
  const rounds = options.rounds ?? 5;
  const binaries = options.binaries ?? { old: process.execPath, new: process.execPath };
  const oursMs: number[] = [];
  const plainMs: number[] = [];
  let children = 0;
  // Warm-up: file system caches, the first fork of each binary.
  const warm = await ours(1, 1, binaries);
  await plain(warm, binaries);
  for (let round = 0; round < rounds; round++) {
    // Alternate, so slow drift of the machine hits both alike.
    const recording = await ours(runs, 1000 + round, binaries);
    children = recording.plan.files.length * 2 + recording.jobs.length;
    oursMs.push(recording.ms);
    plainMs.push(await plain(recording, binaries));
  }
  // Best of each: on a shared machine, other load only ever adds time.
  const best = (values: number[]) => Math.min(...values);
  const result = { ours: best(oursMs), plain: best(plainMs), ratio: best(oursMs) / best(plainMs) };
  const all = (values: number[]) => values.map((v) => v.toFixed(0)).join(', ');
  console.log(`bundled-suite runner, ${children} children per round, best of ${rounds} rounds:`);
  console.log(`  (all rounds: plain ${all(plainMs)} ms; runSuite ${all(oursMs)} ms)`);
  console.log(`  plain spawn loop ${result.plain.toFixed(0)} ms, runSuite ${result.ours.toFixed(0)} ms`);
  console.log(
    `  ratio ours/plain ${result.ratio.toFixed(3)}x  (target <= 1.05x)  ${result.ratio <= 1.05 ? 'OK' : 'MISSED'}`,
  );
  return result;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await runnerOverheadBench();
