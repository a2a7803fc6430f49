// Shared by the runner tests: the fixture suite, runBundled and runCore (the
// tests' flat requests as runSuite's suite, selection, schedule and deps), and
// a runBundled that records everything it hands out.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import type { JobRecord, KnownBefore } from '../../src/run/measure/executor.ts';
import type { RunFailure } from '../../src/run/measure/failure.ts';
import type { RunPlan } from '../../src/run/plan/plan.ts';
import type { SuiteDeps, SuiteResult } from '../../src/run/measure/runner.ts';
import { runSuite } from '../../src/run/run-suite.ts';
import { onlineCpus } from '../../src/run/measure/cpuset.ts';
import { resolveLanes, type Lanes } from '../../src/run/measure/lanes.ts';
import type { TimingModel } from '../../src/run/plan/timing.ts';
import type { ChildEnv } from '../../src/process/supervisor.ts';
import type { AdaptiveRunOptions, AdaptiveSchedule, Schedule } from '../../src/options/comparison.ts';
import {
  cpuset,
  seed,
  shard,
  type CoreEngine,
  type CpuList,
  type Seed,
  type Shard,
} from '../../src/options/execution.ts';
import { COMPARE_JS_RUNS, set, type SetRecord } from '../../src/options/selection.ts';
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

/**
 * The test's own environment as a benchmark child's, plus `extra`: without NODE_EXTRA_CA_CERTS, which no benchmark
 * child of ours gets (process/env.ts) and which costs every start of node 20 ~60 ms of CPU here reading the proxy's
 * CA bundle (a core category's listing starts a process per configuration: buffers' took 2.5 times as long with it).
 */
export function testEnv(extra: Record<string, string> = {}): ChildEnv {
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(process.env)) {
    if (value !== undefined && name !== 'NODE_EXTRA_CA_CERTS') env[name] = value;
  }
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

/** The schedule's fields as the runner tests give them, the --timings file read and the lanes resolved. */
interface TestSchedule extends Partial<Omit<Schedule, 'timings' | 'lanes' | 'adaptive'>>, Omit<KnownBefore, 'timings'> {
  adaptive?: AdaptiveRunOptions;
  timings?: TimingModel;
  /** absent: one lane on cpuset, as runComparison resolves it */
  lanes?: Lanes;
}

/** A bundled run as the tests write it: the suite, selection, schedule, binaries and what is known, flat. */
export interface BundledRunRequest extends TestSchedule {
  suiteDir?: string;
  groups: readonly string[];
  filter?: readonly string[];
  exclude?: readonly string[];
  set?: SetRecord;
  binaries: { old: string; new: string };
  out?: string;
  quiet?: boolean;
}

export type BundledRunDeps = Omit<SuiteDeps, 'binaries' | 'lanes' | 'known' | 'quiet' | 'out' | 'onSample'> &
  Partial<Pick<SuiteDeps, 'onSample'>>;

/** The comparison's parts and the run's deps of a test's flat request (runs default to compare.js's 30). */
function suiteArguments(request: TestSchedule & { filter?: readonly string[]; exclude?: readonly string[] }) {
  const { runs, seed, shard, cpuset, timeoutMs, maxTimeMs, childTimeMs } = request;
  // the tests give auto's margin with its cap; the schedule holds it once, beside
  const { deltaPercent, ...adaptive } = request.adaptive ?? {};
  const schedule: Schedule = {
    runs: runs ?? COMPARE_JS_RUNS,
    ...(request.adaptive ? { adaptive: adaptive as AdaptiveSchedule } : {}),
    deltaPercent: deltaPercent ?? request.deltaPercent,
    seed,
    shard,
    cpuset,
    timeoutMs,
    maxTimeMs,
  };
  if (childTimeMs !== undefined) schedule.childTimeMs = childTimeMs;
  return {
    filter: [...(request.filter ?? [])],
    exclude: [...(request.exclude ?? [])],
    schedule,
    lanes: request.lanes ?? resolveLanes(undefined, cpuset, onlineCpus()),
    known: { timings: request.timings, history: request.history, prior: request.prior, sizes: request.sizes },
  };
}

/** Runs a bundled request through runSuite (a lane layout this machine cannot give rejects, as runComparison). */
export async function runBundled(request: BundledRunRequest, deps: BundledRunDeps): Promise<SuiteResult> {
  const { filter, exclude, schedule, lanes, known } = suiteArguments(request);
  const selection = { groups: [...request.groups], filter, exclude, set: request.set ?? setOf({}) };
  return runSuite({ kind: 'bundled', dir: request.suiteDir }, selection, schedule, {
    ...deps,
    binaries: request.binaries,
    lanes,
    known,
    quiet: request.quiet,
    out: request.out,
    onSample: (sample) => deps.onSample?.(sample),
  });
}

/** A core run as the tests write it: the checkout, categories, binaries, schedule and the run's deps, flat. */
export interface CoreRunOptions
  extends TestSchedule, Omit<SuiteDeps, 'binaries' | 'lanes' | 'known' | 'quiet' | 'onSample' | 'load' | 'now'> {
  repo: string;
  categories: readonly string[];
  old: string;
  new: string;
  filter?: readonly string[];
  exclude?: readonly string[];
  set?: SetRecord;
  engine?: CoreEngine;
}

export type CoreRunHandlers = Pick<
  SuiteDeps,
  'onSample' | 'onStderr' | 'onFileStart' | 'onWarning' | 'onPlan' | 'onJob'
>;

/** Runs a core request through runSuite; without progress, quietly. */
export async function runCore(options: CoreRunOptions, handlers: CoreRunHandlers): Promise<SuiteResult> {
  const { filter, exclude, schedule, lanes, known } = suiteArguments(options);
  const selection = { groups: [...options.categories], filter, exclude, set: options.set ?? setOf({}) };
  const { env, hostNode, sandbox, supervisor, signal, progress } = options;
  return runSuite({ kind: 'core', repo: options.repo, engine: options.engine }, selection, schedule, {
    binaries: { old: options.old, new: options.new },
    lanes,
    known,
    env,
    hostNode,
    sandbox,
    supervisor,
    signal,
    progress,
    quiet: progress === undefined,
    ...handlers,
  });
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
