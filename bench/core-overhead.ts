// The core suite on our engine against the compare.js engine (the checkout's
// own benchmark/compare.js) on the same work: the same node core files,
// configurations, binaries and runs, measured side by side in alternating
// rounds. Target: ours <= 1.05x compare.js. The configurations are tiny
// (--set n=...), so process start-up dominates and any per-child overhead of
// ours shows. Needs a node core tree: NODE_CORE_SOURCE (the tree, or a
// directory holding node-v*).
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import type { ChildEnv } from '../src/process/supervisor.ts';
import { runSuite } from '../src/run/run-suite.ts';
import { onlineCpus } from '../src/run/measure/cpuset.ts';
import { resolveLanes } from '../src/run/measure/lanes.ts';
import type { Selection } from '../src/options/comparison.ts';
import { seedOf, type CoreEngine, type Seed } from '../src/options/execution.ts';
import { set } from '../src/options/selection.ts';

const ENV: ChildEnv = Object.fromEntries(
  Object.entries(process.env).filter((entry): entry is [string, string] => entry[1] !== undefined),
);

export interface CoreOverheadOptions {
  /** runs per configuration (default 3) */
  runs?: number;
  /** alternating measurements of each engine (default 3); the best of each are compared */
  rounds?: number;
  binaries?: { old: string; new: string };
}

export interface CoreOverheadResult {
  /** best wall time of our engine, ms */
  ours: number;
  /** best wall time of the compare.js engine, ms */
  compareJs: number;
  /** ours / compareJs */
  ratio: number;
}

function nodeCoreTree(): string | null {
  const root = process.env.NODE_CORE_SOURCE;
  if (!root) return null;
  if (existsSync(path.join(root, 'benchmark', 'compare.js'))) return root;
  if (!existsSync(root)) return null;
  const tree = readdirSync(root)
    .sort()
    .find((entry) => /^node-v/.test(entry) && existsSync(path.join(root, entry, 'benchmark', 'compare.js')));
  return tree === undefined ? null : path.join(root, tree);
}

/** The same work for both engines: the checkout, what it selects, the binaries and the runs. */
interface CoreWork {
  repo: string;
  selection: Selection;
  binaries: { old: string; new: string };
  runs: number;
}

async function timed(engine: CoreEngine, work: CoreWork, seed?: Seed): Promise<{ ms: number; rows: number }> {
  let rows = 0;
  const started = performance.now();
  const result = await runSuite(
    { kind: 'core', repo: work.repo, engine },
    work.selection,
    { runs: work.runs, seed },
    {
      binaries: work.binaries,
      lanes: resolveLanes(undefined, undefined, onlineCpus()),
      known: {},
      env: ENV,
      hostNode: process.execPath,
      quiet: true,
      onSample: () => rows++,
    },
  );
  const ms = performance.now() - started;
  if (result.failures.length > 0) throw new Error(`the ${engine} engine failed: ${JSON.stringify(result.failures)}`);
  return { ms, rows };
}

export async function coreOverheadBench(options: CoreOverheadOptions = {}): Promise<CoreOverheadResult | null> {
  const repo = nodeCoreTree();
  if (repo === null) {
    console.log('core-overhead: skipped, no node core tree (set NODE_CORE_SOURCE)');
    return null;
  }
  const runs = options.runs ?? 3;
  const rounds = options.rounds ?? 3;
  const binaries = options.binaries ?? { old: process.execPath, new: process.execPath };
  const work: CoreWork = {
    repo,
    selection: {
      groups: ['buffers', 'string_decoder'],
      filter: ['buffer-tojson', 'buffer-compare.js', 'string-decoder-create'],
      exclude: [],
      set: set.fromRecord({ n: 1000 }, 'cli'),
    },
    binaries,
    runs,
  };
  const oursMs: number[] = [];
  const theirsMs: number[] = [];
  let rows = 0;
  // Warm-up: file system caches, the first start of each binary.
  await timed('node-bench', { ...work, runs: 1 });
  await timed('compare.js', { ...work, runs: 1 });
  for (let round = 0; round < rounds; round++) {
    // Alternate, so slow drift of the machine hits both alike.
    const ours = await timed('node-bench', work, seedOf(String(1000 + round), '--seed'));
    const theirs = await timed('compare.js', work);
    if (ours.rows !== theirs.rows) throw new Error(`not the same work: ${ours.rows} rows against ${theirs.rows}`);
    rows = ours.rows;
    oursMs.push(ours.ms);
    theirsMs.push(theirs.ms);
  }
  // Best of each: on a shared machine, other load only ever adds time.
  const best = (values: number[]) => Math.min(...values);
  const result = { ours: best(oursMs), compareJs: best(theirsMs), ratio: best(oursMs) / best(theirsMs) };
  const all = (values: number[]) => values.map((v) => v.toFixed(0)).join(', ');
  console.log(`core suite, ${rows} rows per round (${path.basename(repo)}), best of ${rounds} rounds:`);
  console.log(`  (all rounds: compare.js ${all(theirsMs)} ms; node-bench engine ${all(oursMs)} ms)`);
  console.log(`  compare.js engine ${result.compareJs.toFixed(0)} ms, node-bench engine ${result.ours.toFixed(0)} ms`);
  console.log(
    `  ratio ours/compare.js ${result.ratio.toFixed(3)}x  (target <= 1.05x)  ${result.ratio <= 1.05 ? 'OK' : 'MISSED'}`,
  );
  return result;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await coreOverheadBench();
