// Measures a stratified sample of node core's benchmark configurations, the
// data bench/core-whole.ts simulates all of core from (bench/data/core-sample.json).
//
// 1. Lists every configuration of every benchmark file of the tree, as our
//    engine lists them (`--suite core`: the file in parent mode with
//    core-preload.cjs, which records the forks common.js makes), with the new
//    binary: the full configuration count, per file.
// 2. Draws the sample, stratified by category (the directories under
//    benchmark/): up to FILES_PER_CATEGORY files of each category, up to
//    CONFIGS_PER_FILE configurations of each drawn file, uniformly at random
//    (seeded).
// 3. Runs each drawn configuration as our engine runs it (one child per
//    configuration, binary, run: `binary ...flags file ...key=value`,
//    NODE_RUN_BENCHMARK_FN='' and IPC), old and new in a seeded order, RUNS
//    rounds; the first round of every configuration before any second one, and
//    each round takes the categories' first draws first, so a budget cut still
//    leaves every category measured. Per child: wall time, and CPU time
//    (user+sys, from /proc/self/stat's cutime+cstime around the child: the
//    children run one at a time), so the output can say how much the machine's
//    other load inflated wall over CPU.
//
// Run it alone-ish and niced (children inherit the niceness):
//
//   node scripts/warm-release-cache.mjs
//   nice -n 10 node --import tsx bench/core-sample-data.ts [--budget-min 25] [--core DIR]
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

import { findCorePreload } from '../src/run/suites/core-engine.ts';
import { listCategories, selectCoreBenchmarks } from '../src/run/suites/core-select.ts';
import { createPrng } from '../src/run/plan/prng.ts';
import { configArgs, formatConfiguration, type Config } from '../src/run/measure/protocol.ts';

const repoRoot = fileURLToPath(new URL('../', import.meta.url));
const releases = path.join(repoRoot, '.cache', 'node-bench', 'releases');
export const CORE_SAMPLE_DATA = path.join(repoRoot, 'bench', 'data', 'core-sample.json');
export const DEFAULT_CORE_TREE = '/root/.cache/node-bench-ci/node-core/node-v20.19.2';

const OLD = 'v18.16.0';
const NEW = 'v20.0.0';
const FILES_PER_CATEGORY = 2;
const CONFIGS_PER_FILE = 2;
const RUNS = 2;
const SEED = 31;
const LIST_TIMEOUT_MS = 60_000;
/** a child still running after this is killed and recorded as at least this long (censored) */
const RUN_TIMEOUT_MS = 120_000;
const CLOCK_TICKS = 100; // getconf CLK_TCK on Linux x64

export interface ListedFile {
  filename: string;
  category: string;
  /** configurations the new binary lists; null when listing failed */
  configurations: string[] | null;
  listWallMs: number;
  listError?: string;
}

export interface MeasuredChild {
  filename: string;
  configuration: string;
  binary: 'old' | 'new';
  run: number;
  wallMs: number;
  cpuMs: number;
  /** 'ok', or why the child did not report (its time is still what it cost) */
  status: 'ok' | 'timeout' | 'failed';
  loadavg1: number;
}

export interface CoreSampleData {
  schemaVersion: 1;
  tree: string;
  binaries: { old: string; new: string };
  measuredAt: string;
  cpus: number;
  design: { filesPerCategory: number; configsPerFile: number; runs: number; seed: number; runTimeoutMs: number };
  /** every file of every category, with its configurations (the full count) */
  files: ListedFile[];
  /** the drawn configurations: `filename configuration` */
  drawn: string[];
  children: MeasuredChild[];
  /** machine time the measurement took (listing + children), ms */
  elapsedMs: number;
  budgetMs: number;
}

/** The children's CPU time so far (user + sys of every reaped child), ms. */
export function childrenCpuMs(): number {
  const stat = readFileSync('/proc/self/stat', 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // fields[0] is field 3 (state); cutime is field 16, cstime field 17
  return ((Number(fields[13]) + Number(fields[14])) * 1000) / CLOCK_TICKS;
}

function baseEnv(): Record<string, string> {
  const env: Record<string, string> = {};
  for (const name of ['PATH', 'HOME', 'LANG', 'TMPDIR']) if (process.env[name]) env[name] = process.env[name]!;
  return env;
}

interface ChildOutcome {
  wallMs: number;
  cpuMs: number;
  messages: unknown[];
  code: number | null;
  timedOut: boolean;
  stderr: string;
}

async function runChild(
  binary: string,
  args: string[],
  cwd: string,
  env: Record<string, string>,
  timeoutMs: number,
): Promise<ChildOutcome> {
  const cpuBefore = childrenCpuMs();
  const started = performance.now();
  const child = spawn(binary, args, { cwd, env, stdio: ['ignore', 'ignore', 'pipe', 'ipc'], detached: true });
  const messages: unknown[] = [];
  let stderr = '';
  child.on('message', (message) => messages.push(message));
  child.stderr!.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-2000);
  });
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      child.kill('SIGKILL');
    }
  }, timeoutMs);
  const code = await new Promise<number | null>((resolve) => {
    child.once('error', () => resolve(null));
    child.once('exit', (exitCode) => resolve(exitCode));
  });
  clearTimeout(timer);
  const wallMs = performance.now() - started;
  // the exit event comes after libuv reaped the child: its rusage is in cutime now
  await new Promise((resolve) => setImmediate(resolve));
  const cpuMs = childrenCpuMs() - cpuBefore;
  return { wallMs, cpuMs, messages, code, timedOut, stderr };
}

interface Listing {
  configs: Config[];
  flags: string[];
  args: string[][];
}

function listingOf(messages: readonly unknown[]): Listing | null {
  for (const message of messages) {
    const m = message as { type?: string; configs?: Config[]; flags?: string[]; args?: string[][] };
    if (m?.type === 'configs' && Array.isArray(m.configs)) {
      return { configs: m.configs, flags: m.flags ?? [], args: m.args ?? [] };
    }
  }
  return null;
}

/**
 * Every benchmark file of a tree's benchmark/ with the configurations `binary`
 * lists for it, as our engine lists them (the file in parent mode with
 * core-preload.cjs): the files, and the listings of those that listed.
 */
export async function listCoreFiles(
  tree: string,
  binary: string,
): Promise<{ files: ListedFile[]; listings: Map<string, Listing> }> {
  const benchmarkDir = path.join(tree, 'benchmark');
  const preload = findCorePreload();
  const files: ListedFile[] = [];
  const listings = new Map<string, Listing>();
  for (const benchmark of selectCoreBenchmarks(benchmarkDir, listCategories(benchmarkDir))) {
    const file = path.join(benchmarkDir, benchmark.filename);
    const outcome = await runChild(binary, ['--require', preload, file], benchmarkDir, baseEnv(), LIST_TIMEOUT_MS);
    const listing = listingOf(outcome.messages);
    if (listing === null) {
      const last = outcome.stderr.trim().split('\n').slice(-1)[0] ?? '';
      files.push({
        filename: benchmark.filename,
        category: benchmark.category,
        configurations: null,
        listWallMs: outcome.wallMs,
        listError: outcome.timedOut ? 'timeout' : `exit ${outcome.code}: ${last}`,
      });
      continue;
    }
    listings.set(benchmark.filename, listing);
    files.push({
      filename: benchmark.filename,
      category: benchmark.category,
      configurations: listing.configs.map(formatConfiguration),
      listWallMs: outcome.wallMs,
    });
  }
  return { files, listings };
}

export async function measureCoreSample(options: { tree: string; budgetMs: number }): Promise<CoreSampleData> {
  const benchmarkDir = path.join(options.tree, 'benchmark');
  const binaries = { old: path.join(releases, OLD, 'node'), new: path.join(releases, NEW, 'node') };
  const started = performance.now();
  console.error(`listing the files with ${NEW}...`);
  const { files, listings } = await listCoreFiles(options.tree, binaries.new);
  const total = files.reduce((sum, f) => sum + (f.configurations?.length ?? 0), 0);
  console.error(
    `${total} configurations in ${files.length} files (${files.filter((f) => f.configurations === null).length} did not list), ` +
      `listed in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );

  // the draw: per category, files then configurations, uniformly (seeded)
  const random = createPrng(SEED);
  const pick = <T>(items: readonly T[], count: number): T[] => {
    const pool = [...items];
    const out: T[] = [];
    while (out.length < count && pool.length > 0) out.push(pool.splice(Math.floor(random() * pool.length), 1)[0]!);
    return out;
  };
  interface Draw {
    filename: string;
    file: string;
    index: number;
    rank: number;
  }
  const draws: Draw[] = [];
  const categories = [...new Set(files.map((f) => f.category))];
  for (const category of categories) {
    const listed = files.filter((f) => f.category === category && (f.configurations?.length ?? 0) > 0);
    let rank = 0;
    const perFile = pick(listed, FILES_PER_CATEGORY).map((f) =>
      pick(
        f.configurations!.map((_, i) => i),
        CONFIGS_PER_FILE,
      ).map((index) => ({ filename: f.filename, file: path.join(benchmarkDir, f.filename), index })),
    );
    // rank: the category's 1st draw of each file, then its 2nd...
    for (let k = 0; k < CONFIGS_PER_FILE; k++) {
      for (const chosen of perFile) if (chosen[k]) draws.push({ ...chosen[k]!, rank: rank++ });
    }
  }
  draws.sort(
    (a, b) =>
      a.rank - b.rank || categories.indexOf(a.filename.split('/')[0]!) - categories.indexOf(b.filename.split('/')[0]!),
  );
  console.error(`drew ${draws.length} configurations from ${categories.length} categories`);

  const children: MeasuredChild[] = [];
  const deadline = started + options.budgetMs;
  const runEnv = { ...baseEnv(), NODE_RUN_BENCHMARK_FN: '' };
  outer: for (let run = 1; run <= RUNS; run++) {
    for (const draw of draws) {
      const listing = listings.get(draw.filename)!;
      const conf = listing.configs[draw.index]!;
      const configuration = formatConfiguration(conf);
      const order: ('old' | 'new')[] = random() < 0.5 ? ['old', 'new'] : ['new', 'old'];
      for (const binary of order) {
        if (performance.now() > deadline) break outer;
        const args = [...listing.flags, draw.file, ...(listing.args[draw.index] ?? configArgs(conf))];
        const loadavg1 = os.loadavg()[0]!;
        const outcome = await runChild(binaries[binary], args, benchmarkDir, runEnv, RUN_TIMEOUT_MS);
        const reported = outcome.messages.some((m) => (m as { type?: string })?.type === 'report');
        children.push({
          filename: draw.filename,
          configuration,
          binary,
          run,
          wallMs: Math.round(outcome.wallMs),
          cpuMs: Math.round(outcome.cpuMs),
          status: outcome.timedOut ? 'timeout' : reported && outcome.code === 0 ? 'ok' : 'failed',
          loadavg1,
        });
        const last = children[children.length - 1]!;
        console.error(
          `${children.length} ${draw.filename} ${configuration} ${binary} run ${run}: ` +
            `${(last.wallMs / 1000).toFixed(2)} s wall, ${(last.cpuMs / 1000).toFixed(2)} s cpu, ${last.status}`,
        );
      }
    }
  }
  return {
    schemaVersion: 1,
    tree: path.basename(options.tree),
    binaries: { old: OLD, new: NEW },
    measuredAt: new Date().toISOString(),
    cpus: os.availableParallelism(),
    design: {
      filesPerCategory: FILES_PER_CATEGORY,
      configsPerFile: CONFIGS_PER_FILE,
      runs: RUNS,
      seed: SEED,
      runTimeoutMs: RUN_TIMEOUT_MS,
    },
    files,
    drawn: draws.map((d) => `${d.filename} ${formatConfiguration(listings.get(d.filename)!.configs[d.index]!)}`),
    children,
    elapsedMs: Math.round(performance.now() - started),
    budgetMs: options.budgetMs,
  };
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      'budget-min': { type: 'string', default: '25' },
      core: { type: 'string', default: process.env.NODE_CORE_SOURCE ?? DEFAULT_CORE_TREE },
      out: { type: 'string', default: CORE_SAMPLE_DATA },
    },
  });
  const data = await measureCoreSample({ tree: values.core!, budgetMs: Number(values['budget-min']) * 60_000 });
  await writeFile(values.out!, JSON.stringify(data) + '\n');
  console.error(`wrote ${values.out} (${data.children.length} children, ${(data.elapsedMs / 60_000).toFixed(1)} min)`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
