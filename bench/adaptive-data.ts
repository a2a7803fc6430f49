// Makes the fixed-run CSVs the adaptive-replay bench replays: real release
// binaries, every configuration run a fixed number of times per side by our
// runner (interleaved, seeded old/new order), written to bench/data/.
// Run it once, alone on the machine (about 25 minutes on 2 cores):
//
//   node scripts/warm-release-cache.mjs
//   node --import tsx bench/adaptive-data.ts [--runs 20]
import { spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const repoRoot = fileURLToPath(new URL('../', import.meta.url));
const releases = path.join(repoRoot, '.cache', 'node-bench', 'releases');
export const dataDir = path.join(repoRoot, 'bench', 'data');

/** The replayed comparisons: one where most rows differ, one where none should. */
export const REPLAY_SETS = [
  { name: 'effect-heavy', old: '16.20.0', new: '20.0.0', groups: ['events', 'url'], seed: 12 },
  { name: 'null-heavy', old: '20.0.0', new: '20.0.0', groups: ['operations'], seed: 13 },
] as const;

export function replayCsv(name: string): string {
  return path.join(dataDir, `${name}.csv`);
}

async function run(command: string, args: string[]): Promise<void> {
  const child = spawn(command, args, { cwd: repoRoot, stdio: ['ignore', 'inherit', 'inherit'] });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', resolve);
  });
  if (code !== 0) throw new Error(`${command} ${args.join(' ')} exited with ${code}`);
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { runs: { type: 'string', default: '20' } } });
  for (const set of REPLAY_SETS) {
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
