// node-bench compare --lanes / --duet from the CLI (src, a child process): a
// lane layout this machine cannot give, and every bad value, is one line and
// exit 1 before anything runs (no sandbox probe, no download, no CSV); a run
// with lanes says them in its report (the markdown's runner line, the last
// stderr line); the help lists both flags.
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';

import { onlineCpus } from '../../src/run/measure/cpuset.ts';
import { runNodeBench } from '../helpers/cli.ts';
import { scratchDir } from '../helpers/paths.ts';
import { getReleaseBinary } from '../helpers/releases.ts';

const cpus = onlineCpus();

/** The CLI refusing `flags`: exit 1, one stderr line (returned), nothing on stdout, no CSV written. */
async function refused(flags: string[], more: string[] = []): Promise<string> {
  const dir = scratchDir('lanes-cli-');
  const out = join(dir, 'results.csv');
  const result = await runNodeBench(
    ['compare', '--old', '18.16.0', '--new', '20.0.0', ...more, ...flags, '--out', out, 'buffers'],
    { env: { NODE_BENCH_CACHE_DIR: join(dir, 'cache') } },
  );
  assert.equal(result.code, 1, result.stderr);
  assert.equal(result.stdout, '');
  const lines = result.stderr.trimEnd().split('\n');
  assert.equal(lines.length, 1, result.stderr);
  assert.ok(!existsSync(out), 'a refused run wrote its CSV');
  assert.ok(!existsSync(join(dir, 'cache')), 'a refused run touched the release cache');
  return lines[0]!;
}

describe('node-bench compare --lanes: refused in one line before anything runs', () => {
  it(`more lanes than this machine's ${cpus.length} CPUs`, async () => {
    const count = cpus.length + 1;
    assert.equal(
      await refused(['--lanes', String(count)]),
      `node-bench compare: --lanes ${count}: this machine's ${cpus.length} CPUs give at most ${cpus.length} ` +
        `lane${cpus.length === 1 ? '' : 's'} (each lane needs a CPU of its own)`,
    );
  });

  it('two lanes on one CPU, lanes given with --cpuset', async () => {
    assert.equal(await refused(['--lanes', '0/0']), 'node-bench compare: --lanes 0/0: lanes 1 and 2 share CPU 0');
    assert.equal(
      await refused(['--lanes', '0/1', '--cpuset', '0']),
      "node-bench compare: --lanes 0/1 names each lane's CPUs, --cpuset 0 all of them: give one of them",
    );
  });

  it('bad values, and duet on an odd number of lanes', async () => {
    assert.equal(
      await refused(['--lanes', '0']),
      'node-bench compare: --lanes must be a number of lanes from 1 to 4096; got "0"',
    );
    assert.equal(
      await refused(['--lanes', 'x']),
      'node-bench compare: --lanes must be a number of lanes (2), auto (one a physical core) or each lane\'s CPUs separated by / (0-3/4-7); got "x"',
    );
    assert.equal(
      await refused(['--lanes', '0-1/']),
      "node-bench compare: --lanes 0-1/: lane 2 has no CPUs (give each lane's CPUs between the /)",
    );
    assert.equal(
      await refused(['--duet', '--lanes', '3']),
      'node-bench compare: --duet runs old and new side by side on pairs of lanes: --lanes 3 gives 3 lanes; ' +
        'give an even number',
    );
  });

  it('compare.js cannot run lanes: --engine compare.js refuses --lanes and --duet', async () => {
    const checkout = scratchDir('lanes-checkout-');
    mkdirSync(join(checkout, 'benchmark'));
    writeFileSync(join(checkout, 'benchmark', 'compare.js'), '');
    const core = ['--suite', 'core', '--repo', checkout, '--engine', 'compare.js'];
    const message =
      'node-bench compare: --lanes and --duet need our engine: --engine compare.js runs one benchmark process at a ' +
      'time, in its own order';
    assert.equal(await refused(['--lanes', '2'], core), message);
    assert.equal(await refused(['--duet'], core), message);
  });
});

describe('node-bench compare --help', () => {
  it('lists --lanes and --duet', async () => {
    const help = await runNodeBench(['compare', '--help']);
    assert.equal(help.code, 0);
    assert.match(help.stdout, /^ {2}--lanes N\|auto\|LIST\/\.\.\. +run N benchmark children at once/m);
    assert.match(help.stdout, /^ {2}--duet +pairs of lanes run old and new of a run side by side/m);
  });
});

describe('a run with lanes says them in its report', () => {
  it(
    '--lanes 0/1 --duet: the markdown runner line and the last stderr line name the lanes and their CPUs',
    { skip: cpus.length < 2 || !cpus.includes(1) ? 'needs CPUs 0 and 1' : false },
    async () => {
      const [old, neu] = await Promise.all([getReleaseBinary('18.16.0'), getReleaseBinary('20.0.0')]);
      const dir = scratchDir('lanes-report-');
      const csv = join(dir, 'results.csv');
      const result = await runNodeBench(
        [
          'compare',
          '--old',
          old,
          '--new',
          neu,
          '--suite',
          'bundled',
          '--filter',
          'tojson',
          '--set',
          'len=4096',
          '--runs',
          '2',
          '--lanes',
          '0/1',
          '--duet',
          '--format',
          'markdown',
          '--out',
          csv,
          'buffers',
        ],
        { env: { NODE_BENCH_CACHE_DIR: join(dir, 'cache') } },
      );
      assert.equal(result.code, 0, result.stderr);
      const lanes = '2 lanes (duet: old and new side by side) on CPUs 0 \\| 1';
      const runner = result.stdout.split('\n').find((line) => line.startsWith('Runner: '));
      assert.ok(runner, result.stdout);
      assert.ok(runner.includes(` cores, ${lanes} · `), runner);
      const last = result.stderr.trimEnd().split('\n').at(-1)!;
      assert.match(last, /^\d+ samples; 2 lanes \(duet: old and new side by side\) on CPUs 0 \| 1; seed \d+; CSV: /);
    },
  );
});
