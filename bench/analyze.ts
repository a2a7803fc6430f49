// `node-bench analyze` against the real anchor, node-benchmark-compare (in
// ../shared/anchors, set up by its setup.sh), whole process against whole
// process: `node cli.js analyze FILE` vs `node bin/node-benchmark-compare.js FILE`,
// paired runs, median. Targets: >= 20x faster at 120k rows / 2,000
// configurations; 1,000,000 rows in < 2 s; memory linear in rows.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { childEnv } from '../src/process/env.ts';
import { generateCsv } from './generate.ts';

const REPO = fileURLToPath(new URL('..', import.meta.url));
const PAIRED_RUNS = 7;

/**
 * The anchor's script: in `anchorDir` if given, else shared/anchors/node-benchmark-compare
 * beside the repository or beside one of its parent folders (a worktree in a subfolder).
 */
export function locateAnchor(anchorDir: string | undefined): string {
  const dir = resolve(anchorDir ?? findBesideRepo(join('shared', 'anchors', 'node-benchmark-compare')));
  const bin = join(dir, 'bin', 'node-benchmark-compare.js');
  if (!existsSync(bin)) {
    throw new Error(
      `the anchor node-benchmark-compare is missing: no ${bin}. ` +
        'It lives in ../shared/anchors/node-benchmark-compare beside the repository (or pass --anchor DIR).',
    );
  }
  if (!existsSync(join(dir, 'node_modules', 'ttest'))) {
    throw new Error(`the anchor in ${dir} is not set up: run ${join(dir, 'setup.sh')} once (npm ci in that folder).`);
  }
  return bin;
}

function findBesideRepo(relative: string): string {
  const nearest = join(REPO, '..', relative);
  for (let dir = resolve(REPO, '..'); ; dir = dirname(dir)) {
    if (existsSync(join(dir, relative))) return join(dir, relative);
    if (dirname(dir) === dir) return nearest;
  }
}

interface Run {
  ms: number;
  maxRssMiB: number;
}

/**
 * The environment both timed processes get: the project's allowlist for a
 * benchmarked child (PATH and the locale), as every benchmark runs. Node
 * 18/20 would otherwise parse NODE_EXTRA_CA_CERTS' bundle (~30 ms) at every
 * start, and NODE_OPTIONS would change how node runs.
 */
const TIMED_ENV = childEnv(process.env, { purpose: 'benchmark', passEnv: [] });

function timeProcess(args: string[], what: string): Run {
  const start = process.hrtime.bigint();
  const child = spawnSync(process.execPath, args, { encoding: 'utf8', maxBuffer: 1 << 30, env: TIMED_ENV });
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  if (child.status !== 0 || child.stdout.length === 0) {
    throw new Error(`${what} failed (exit ${child.status}): ${child.stderr}`);
  }
  const rss = /max-rss-kib=(\d+)/.exec(child.stderr);
  return { ms, maxRssMiB: rss ? Number(rss[1]) / 1024 : NaN };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Builds the checked-out source into a temporary dist, so the bench measures what is checked out. */
function buildCli(dir: string): string {
  const out = join(dir, 'dist');
  const build = spawnSync(process.execPath, [join(REPO, 'scripts', 'build.mjs'), '--out', out], {
    cwd: REPO,
    encoding: 'utf8',
  });
  if (build.status !== 0) throw new Error(`building the CLI failed: ${build.stderr}`);
  return join(out, 'cli.js');
}

export async function analyzeBench(options: { anchorDir?: string } = {}): Promise<{
  ratio: number;
  millionRowsMs: number;
}> {
  const anchor = locateAnchor(options.anchorDir);
  const dir = mkdtempSync(join(tmpdir(), 'bench-analyze-'));
  try {
    const cli = buildCli(dir);
    const medium = join(dir, '120k.csv');
    writeFileSync(medium, generateCsv(2000, 30));
    const ours: number[] = [];
    const theirs: number[] = [];
    for (let run = 0; run < PAIRED_RUNS; run++) {
      theirs.push(timeProcess([anchor, medium], 'node-benchmark-compare').ms);
      ours.push(timeProcess([cli, 'analyze', medium], 'node-bench analyze').ms);
    }
    const ratio = median(theirs) / median(ours);
    const tiny = join(dir, 'tiny.csv');
    writeFileSync(tiny, generateCsv(1, 2));
    const startup = (args: string[], what: string) =>
      median(Array.from({ length: PAIRED_RUNS }, () => timeProcess(args, what).ms));
    const bare = startup(['-e', 'console.log(1)'], 'node');
    const help = startup([cli, 'help'], 'node-bench help');
    const small = startup([cli, 'analyze', tiny], 'node-bench analyze');
    console.log(`analyze, 120,000 rows / 2,000 configurations, whole process, median of ${PAIRED_RUNS} paired runs:`);
    console.log(`  node-benchmark-compare ${median(theirs).toFixed(0)} ms, node-bench ${median(ours).toFixed(0)} ms`);
    console.log(`  ratio anchor/ours ${ratio.toFixed(1)}x  (target >= 20x)  ${ratio >= 20 ? 'OK' : 'MISSED'}`);
    console.log(
      `  start-up: node alone ${bare.toFixed(0)} ms, node-bench help ${help.toFixed(0)} ms, analyze of 4 rows ${small.toFixed(0)} ms`,
    );

    console.log('analyze, whole process, time and peak RSS by size (20,000 configurations):');
    let millionRowsMs = NaN;
    for (const runs of [6, 12, 25]) {
      const rows = 20_000 * runs * 2;
      const path = join(dir, `${runs}.csv`);
      writeFileSync(path, generateCsv(20_000, runs));
      const m = timeProcess(['--import', join(REPO, 'bench', 'report-rss.mjs'), cli, 'analyze', path], 'node-bench');
      console.log(
        `  ${rows.toLocaleString('en')} rows: ${m.ms.toFixed(0)} ms, ${m.maxRssMiB.toFixed(0)} MiB peak RSS, ${((m.maxRssMiB * 1024 * 1024) / rows).toFixed(0)} bytes/row`,
      );
      if (rows === 1_000_000) millionRowsMs = m.ms;
      rmSync(path);
    }
    console.log(
      `  1,000,000 rows in ${(millionRowsMs / 1000).toFixed(2)} s (target < 2 s)  ${millionRowsMs < 2000 ? 'OK' : 'MISSED'}`,
    );
    return { ratio, millionRowsMs };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
