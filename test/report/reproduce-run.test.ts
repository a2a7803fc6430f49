// The "Reproduce locally" lines of a report are run as printed, in a Node.js checkout, with what a reviewer has:
// ours with only its package spec swapped for a tarball of this checkout (the printed spec names the GitHub
// repository, which this machine cannot reach), node core's own compare.js line exactly as printed.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { chmodSync, copyFileSync, existsSync, readFileSync, realpathSync } from 'node:fs';
import { join } from 'node:path';
import { before, describe, it } from 'node:test';
import { promisify } from 'node:util';
import { runNodeBench } from '../helpers/cli.ts';
import { findNodeCore, makeNodeCoreRepo } from '../helpers/node-core-repo.ts';
import { packRepository } from '../helpers/packed.ts';
import { repoRoot, scratchDir } from '../helpers/paths.ts';
import { getReleaseBinary, TEST_CACHE_DIR } from '../helpers/releases.ts';

const execFileAsync = promisify(execFile);
const core = findNodeCore();
const coreSkip = 'reason' in core ? `${core.reason}: no node core tree to run compare.js in` : false;

/** The shell blocks of a markdown report's "Reproduce locally" fold, in order. */
function reproduceBlocks(markdown: string): string[] {
  const fold = /<details><summary>Reproduce locally[^<]*<\/summary>([\s\S]*?)<\/details>/.exec(markdown);
  assert.ok(fold, markdown.slice(0, 2000));
  return [...fold[1]!.matchAll(/```sh\n([\s\S]*?)\n```/g)].map((match) => match[1]!);
}

/** `sh -c` of the lines in `cwd`: what a reviewer pasting them gets. */
async function runShell(script: string, cwd: string, env: NodeJS.ProcessEnv) {
  try {
    const { stdout, stderr } = await execFileAsync('sh', ['-ec', script], {
      cwd,
      env: { ...process.env, ...env },
      maxBuffer: 64 * 1024 * 1024,
      timeout: 600_000,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? -1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
  }
}

describe('the reproduce lines of a core-suite report, run in a Node.js checkout', { skip: coreSkip }, () => {
  let checkout = '';
  let markdown = '';
  // releases from the test cache, as a reviewer's node-bench has them in its own; its real path: the sandbox
  // exposes a binary at its real path and runs it by the path it was given (a cache behind a symbolic link fails)
  const env = {
    NODE_BENCH_CACHE_DIR: realpathSync(TEST_CACHE_DIR),
    npm_config_prefer_offline: 'true',
    npm_config_update_notifier: 'false',
  };
  const version = (JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as { version: string }).version;

  before(
    async () => {
      checkout = makeNodeCoreRepo((core as { dir: string }).dir);
      // a reviewer's checkout is readable by others: the sandbox runs benchmarks as another uid
      chmodSync(checkout, 0o755);
      await Promise.all([getReleaseBinary('18.16.0'), getReleaseBinary('20.0.0')]);
      const run = await runNodeBench(
        ['compare', '--old', '18.16.0', '--new', '20.0.0', '--runs', '2', '--filter', 'buffer-tojson'].concat([
          '--set',
          'len=256',
          '--format',
          'markdown',
          '--out',
          join(scratchDir('reproduce-out-'), 'first.csv'),
          'buffers',
        ]),
        { cwd: checkout, env },
      );
      assert.equal(run.code, 0, run.stderr);
      markdown = run.stdout;
    },
    { timeout: 600_000 },
  );

  it('prints this tool pinned to the version that ran, and node core compare.js with the same files and settings', () => {
    const [ours, theirs] = reproduceBlocks(markdown);
    // the interleaving's seed, which the run drew, replays its order
    const seed = /--seed (\d+)/.exec(ours!)?.[1];
    assert.match(markdown, new RegExp(`seed ${seed}\\b`));
    assert.equal(
      ours,
      `npx --yes --package=https://github.com/nodejs-perf/node-benchmark-action/releases/download/v${version}/node-bench-${version}.tgz -- node-bench compare --old 18.16.0 ` +
        `--new 20.0.0 --repo . --suite core --runs 2 --filter buffer-tojson --set len=256 --seed ${seed} --format markdown buffers`,
    );
    assert.equal(
      theirs,
      [
        '# ./node-old: the node v18.16.0 release binary (https://nodejs.org/dist/v18.16.0/)',
        '# ./node-new: the node v20.0.0 release binary (https://nodejs.org/dist/v20.0.0/)',
        'node benchmark/compare.js --old ./node-old --new ./node-new --runs 2 --filter buffer-tojson --set len=256 -- buffers > compare.csv',
        'Rscript benchmark/compare.R < compare.csv',
      ].join('\n'),
    );
  });

  it("runs our line as printed (the package spec a tarball of this checkout's)", { timeout: 900_000 }, async () => {
    const [ours] = reproduceBlocks(markdown);
    const tarball = packRepository(scratchDir('reproduce-pack-'));
    const spec = /--package=(\S+)/.exec(ours!)![1]!;
    const line = ours!.replace(`--package=${spec}`, `--package=${tarball}`);
    assert.notEqual(line, ours);
    // the npx cache of this test alone: a tarball of the same name and version must not come from an earlier run
    const result = await runShell(line, checkout, { ...env, npm_config_cache: scratchDir('reproduce-npm-cache-') });
    assert.equal(result.code, 0, result.stderr);
    assert.match(result.stdout, /^### Benchmark results/m);
    assert.match(result.stdout, /buffers\/buffer-tojson\.js[^|\n]*len=256/);
  });

  it(
    "runs node core's lines as printed, with the two release binaries where the comments put them",
    { timeout: 900_000 },
    async () => {
      const [, theirs] = reproduceBlocks(markdown);
      copyFileSync(await getReleaseBinary('18.16.0'), join(checkout, 'node-old'));
      copyFileSync(await getReleaseBinary('20.0.0'), join(checkout, 'node-new'));
      const lines = theirs!.split('\n').filter((line) => !line.startsWith('#'));
      const table = lines.pop()!;
      assert.equal(table, 'Rscript benchmark/compare.R < compare.csv');
      assert.ok(existsSync(join(checkout, 'benchmark', 'compare.R')));
      const result = await runShell(lines.join('\n'), checkout, env);
      assert.equal(result.code, 0, result.stderr);
      const csv = readFileSync(join(checkout, 'compare.csv'), 'utf8');
      assert.equal(csv.split('\n').filter((line) => line.includes('buffer-tojson.js')).length, 4, csv);
      // the table: compare.R where R is installed, else the line the fold names for a machine without R
      const analysis = which('Rscript')
        ? await runShell(table, checkout, env)
        : await runNodeBench(['analyze', 'compare.csv'], { cwd: checkout, env });
      assert.equal(analysis.code, 0, analysis.stderr);
      assert.match(analysis.stdout, /confidence\s+improvement\s+accuracy/);
      assert.match(analysis.stdout, /buffers\/buffer-tojson\.js [^\n]*len=256/);
    },
  );
});

/** Whether `command` is on PATH. */
function which(command: string): boolean {
  return (process.env.PATH ?? '').split(':').some((dir) => dir !== '' && existsSync(join(dir, command)));
}
