// How even the shards of a real run are: two groups of the bundled suite,
// one release against another, split in 2 by count (round-robin) and by
// expected time (--timings, from a first run that recorded every child's
// time). Each shard runs alone, one after the other, as two matrix jobs on
// two identical runners would; printed: each shard's wall time and the
// spread (longest - shortest) / longest. Target: by time within 15 %.
// shard-balance-core does the same with two categories of node core's own
// benchmarks (--suite core on our engine; the tree in NODE_CORE_SOURCE, else
// the CI cache's node-v20.19.2).
//
//   npm run bench -- shard-balance       (~6 minutes on 2 cores)
//   npm run bench -- shard-balance-core  (~10 minutes on 2 cores)
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { spreadPercent } from '../src/run/plan/shard.ts';
import { DEFAULT_CORE_TREE } from './core-sample-data.ts';

const repoRoot = path.resolve(import.meta.dirname, '..');
const releases = path.join(repoRoot, '.cache', 'node-bench', 'releases');
const GROUPS = ['buffers', 'url'];
const RUNS = '2';
const TARGET_PERCENT = 15;

/** One CLI run (its table discarded, its errors shown); its wall time, ms. */
async function timed(args: string[], cacheDir: string): Promise<number> {
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'src', 'cli.ts'), ...args], {
    cwd: repoRoot,
    env: { ...process.env, NODE_BENCH_CACHE_DIR: cacheDir },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', resolve);
  });
  if (code !== 0) throw new Error(`node-bench ${args.join(' ')} exited with ${code}`);
  return performance.now() - started;
}

/** Two categories of node core, by our engine: 60 configurations of uneven cost (0.05-10 s a child), about 4 minutes a run here. */
export const CORE_GROUPS = ['events', 'querystring'];

export async function shardBalanceBench(
  suite: { name: string; args: string[]; groups: readonly string[] } = { name: 'bundled', args: [], groups: GROUPS },
): Promise<{ byCount: number; byTime: number }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'shard-balance-'));
  try {
    const base = [
      'compare',
      '--old',
      path.join(releases, 'v18.16.0', 'node'),
      '--new',
      path.join(releases, 'v20.0.0', 'node'),
      '--runs',
      RUNS,
      '--seed',
      '5',
      '--quiet',
      ...suite.args,
      ...suite.groups,
    ];
    const history = path.join(dir, 'history');
    const full = await timed([...base, '--out', path.join(dir, 'full.csv')], history);
    const timings = path.join(history, 'timings.json');
    const shards = async (extra: string[], name: string) => {
      const times: number[] = [];
      for (const index of [1, 2]) {
        const out = path.join(dir, `${name}-${index}.csv`);
        times.push(await timed([...base, '--shard', `${index}/2`, ...extra, '--out', out], path.join(dir, name)));
      }
      return times;
    };
    const byCount = await shards([], 'count');
    const byTime = await shards(['--timings', timings], 'time');
    const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
    console.log(`${suite.name}: ${suite.groups.join(' + ')}, ${RUNS} runs a side: the whole run ${seconds(full)}`);
    console.log(`by count: shards ${byCount.map(seconds).join(' / ')}, spread ${spreadPercent(byCount).toFixed(1)} %`);
    console.log(
      `by time:  shards ${byTime.map(seconds).join(' / ')}, spread ${spreadPercent(byTime).toFixed(1)} % ` +
        `(target ≤ ${TARGET_PERCENT} %: ${spreadPercent(byTime) <= TARGET_PERCENT ? 'met' : 'MISSED'})`,
    );
    return { byCount: spreadPercent(byCount), byTime: spreadPercent(byTime) };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The same on node core's own benchmarks, by our engine (--suite core). */
export function shardBalanceCoreBench(tree = process.env.NODE_CORE_SOURCE ?? DEFAULT_CORE_TREE) {
  return shardBalanceBench({
    name: `core (${path.basename(tree)})`,
    args: ['--suite', 'core', '--repo', tree],
    groups: CORE_GROUPS,
  });
}

if (process.argv[1]?.endsWith('shard-balance.ts')) await shardBalanceBench();
