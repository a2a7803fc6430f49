// Records the per-run noise the bisect simulation (bench/bisect-sim.ts) draws
// from: one release binary against itself (A/A: every difference is noise),
// fixed runs, interleaved and seeded as every run of ours, once on a quiet
// machine and once with outside load (busy loops on every core, as a CI job
// sharing a self-hosted runner would add). Run it alone on the machine
// (about 25 minutes on 2 cores):
//
//   node scripts/warm-release-cache.mjs
//   node --import tsx bench/noise-data.ts [--runs 30] [--only quiet|loaded]
import { spawn, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

import { run } from './adaptive-data.ts';

const repoRoot = fileURLToPath(new URL('../', import.meta.url));
const releases = path.join(repoRoot, '.cache', 'node-bench', 'releases');
const dataDir = path.join(repoRoot, 'bench', 'data');

/** The A/A sets: buffers (tojson is the seed's regression) and operations, 20.0.0 against itself. */
export const NOISE_SETS = [
  { name: 'quiet', busyLoops: 0 },
  { name: 'loaded', busyLoops: os.availableParallelism() },
] as const;
const GROUPS = ['buffers', 'operations'];
const VERSION = '20.0.0';

export function noiseCsv(name: string): string {
  return path.join(dataDir, `noise-${name}.csv`);
}

function busyLoop(): ChildProcess {
  return spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' });
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { runs: { type: 'string', default: '30' }, only: { type: 'string' } } });
  const sets = NOISE_SETS.filter((set) => values.only === undefined || set.name === values.only);
  if (sets.length === 0) throw new Error(`--only ${values.only}: no such set (quiet, loaded)`);
  const binary = path.join(releases, `v${VERSION}`, 'node');
  for (const set of sets) {
    const out = noiseCsv(set.name);
    await rm(out, { force: true });
    const loops = Array.from({ length: set.busyLoops }, busyLoop);
    try {
      await run(process.execPath, [
        '--import',
        'tsx',
        path.join(repoRoot, 'src', 'cli.ts'),
        'compare',
        '--old',
        binary,
        '--new',
        binary,
        '--runs',
        values.runs,
        '--seed',
        '21',
        '--quiet',
        '--out',
        out,
        ...GROUPS,
      ]);
    } finally {
      for (const loop of loops) loop.kill('SIGKILL');
    }
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
