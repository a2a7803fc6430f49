// Makes the fixed-run CSVs the adaptive-replay bench replays: real release
// binaries, every configuration run a fixed number of times per side by our
// runner (interleaved, seeded old/new order), written to bench/data/.
// Run it once, alone on the machine (about 75 minutes on 2 cores; --only NAME for one set):
//
//   node scripts/warm-release-cache.mjs
//   node --import tsx bench/adaptive-data.ts [--runs 20] [--only NAME]
import { spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const repoRoot = fileURLToPath(new URL('../', import.meta.url));
const releases = path.join(repoRoot, '.cache', 'node-bench', 'releases');
export const dataDir = path.join(repoRoot, 'bench', 'data');

/**
 * The replayed comparisons: one where most rows differ, one where none
 * should, and a wider effect-heavy one (more groups, more rows with small
 * and moderate changes: one borderline row is 1 point of it, not 3).
 */
export const REPLAY_SETS = [
  { name: 'effect-heavy', old: '16.20.0', new: '20.0.0', groups: ['events', 'url'], seed: 12 },
  { name: 'null-heavy', old: '20.0.0', new: '20.0.0', groups: ['operations'], seed: 13 },
  {
    name: 'effect-heavy-wide',
    old: '16.20.0',
    new: '20.0.0',
    groups: ['events', 'url', 'buffers', 'util', 'streams'],
    seed: 12,
  },
] as const;

export function replayCsv(name: string): string {
  return path.join(dataDir, `${name}.csv`);
}

export async function run(command: string, args: string[]): Promise<void> {
  const child = spawn(command, args, { cwd: repoRoot, stdio: ['ignore', 'inherit', 'inherit'] });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', resolve);
  });
  if (code !== 0) throw new Error(`${command} ${args.join(' ')} exited with ${code}`);
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { runs: { type: 'string', default: '20' }, only: { type: 'string' } },
  });
  const sets = REPLAY_SETS.filter((set) => values.only === undefined || set.name === values.only);
  if (sets.length === 0)
    throw new Error(`--only ${values.only}: no such set (${REPLAY_SETS.map((s) => s.name).join(', ')})`);
  for (const set of sets) {
    const out = replayCsv(set.name);
    await rm(out, { force: true });
    const binary = (version: string) => path.join(releases, `v${version}`, 'node');
    await run(process.execPath, [
      '--import',
      'tsx',
      path.join(repoRoot, 'src', 'cli.ts'),
      'compare',
      '--old',
      binary(set.old),
      '--new',
      binary(set.new),
      '--runs',
      values.runs,
      '--seed',
      String(set.seed),
      '--quiet',
      '--out',
      out,
      ...set.groups,
    ]);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
