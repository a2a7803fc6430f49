// `--suite core` on node core's v24 tree (NODE_CORE_SOURCE_24, node v24.21.0's
// benchmark/: `n` everywhere, setup options, boolean parameters, categories
// the v20 tree lacks) with the real v22.22.0 and v24.21.0 releases, on our
// engine and on the tree's own compare.js. Each file below broke our engine
// once: module-require.js (its setup option wrote the files each fork reads,
// in the parent only), util/deprecate.js (`modifyPrototype: [true, false]`),
// test_runner/mock-fn.js (--test-reporter=./benchmark/..., relative to the
// checkout's root, where compare.js runs), crypto/create-keyobject.js (it
// loads test/common, whose exports throw on any name they lack, and our
// listing asked every module for createBenchmark).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { before, describe, test } from 'node:test';

import { runCore } from './support.ts';
import { parseCompareCsv, type Sample } from '../../src/stats/csv.ts';
import { runNodeBench } from '../helpers/cli.ts';
import { findNodeCore } from '../helpers/node-core-repo.ts';
import { scratchDir, testFixtures } from '../helpers/paths.ts';
import { getReleaseBinary } from '../helpers/releases.ts';
import { seeded, testEnv } from './support.ts';

const core = findNodeCore('NODE_CORE_SOURCE_24');
const skip = 'reason' in core ? core.reason : false;
const tree = () => (core as { dir: string }).dir;
const binaries = { old: '', new: '' };

before(async () => {
  if (skip) return;
  binaries.old = await getReleaseBinary('22.22.0');
  binaries.new = await getReleaseBinary('24.21.0');
});

/** `filename configuration` of each row of one side, sorted (a multiset). */
function rows(samples: readonly Sample[], binary: 'old' | 'new'): string[] {
  return samples
    .filter((s) => s.binary === binary)
    .map((s) => `${s.filename} ${s.configuration}`)
    .sort();
}

describe('core on the v24 tree: v22.22.0 against v24.21.0', { skip }, () => {
  test(
    'categories the v20 tree lacks: our engine lists and runs what compare.js runs',
    { timeout: 600_000 },
    async () => {
      // every configuration child reports at once: both engines still go through the tree's real common.js
      const reportOnly = testEnv({
        NODE_TEST_DIR: scratchDir('core-v24-tmp-'),
        NODE_OPTIONS: `--require ${path.join(testFixtures, 'core-repo', 'report-without-running.cjs')}`,
      });
      const categories = ['sqlite', 'webstorage', 'permission', 'test_runner'];
      const run = async (engine: 'node-bench' | 'compare.js', only = categories, filter: string[] = []) => {
        const samples: Sample[] = [];
        const result = await runCore(
          {
            repo: tree(),
            categories: only,
            filter,
            ...binaries,
            runs: 1,
            env: reportOnly,
            hostNode: process.execPath,
            engine,
            ...(engine === 'node-bench' ? { seed: seeded(24) } : {}),
          },
          { onSample: (sample) => samples.push(sample) },
        );
        assert.deepEqual(result.failures, [], engine);
        return samples;
      };
      const ours = await run('node-bench');
      const theirs = await run('compare.js');
      assert.deepEqual(rows(ours, 'old'), rows(theirs, 'old'));
      assert.deepEqual(rows(ours, 'new'), rows(theirs, 'new'));
      const files = new Set(ours.map((s) => s.filename.split('/')[0]));
      assert.deepEqual([...files].sort(), [...categories].sort());
      // files that load test/common too, whose exports throw on a name they lack (our listing asked each module)
      const crypto = ['create-keyobject', 'webcrypto-sign'];
      const oursCrypto = await run('node-bench', ['crypto'], crypto);
      const theirsCrypto = await run('compare.js', ['crypto'], crypto);
      assert.ok(oursCrypto.length > 0);
      assert.deepEqual(rows(oursCrypto, 'old'), rows(theirsCrypto, 'old'));
      assert.deepEqual(rows(oursCrypto, 'new'), rows(theirsCrypto, 'new'));
    },
  );

  test(
    'the CLI measures both engines alike: setup options, boolean parameters, paths from the root',
    { timeout: 900_000 },
    async (t) => {
      const files = ['module-require', 'deprecate', 'mock-fn', 'is-transaction', 'getItem', 'processhas'];
      const categories = ['module', 'util', 'test_runner', 'sqlite', 'webstorage', 'permission'];
      const dir = scratchDir('core-v24-cli-');
      const run = async (engine: 'node-bench' | 'compare.js') => {
        const csv = path.join(dir, `${engine}.csv`);
        const args = ['compare', '--suite', 'core', '--repo', tree(), '--old', binaries.old, '--new', binaries.new];
        const selection = files.flatMap((f) => ['--filter', f]);
        const result = await runNodeBench([
          ...args,
          '--engine',
          engine,
          '--runs',
          '2',
          '--set',
          'n=1000',
          '--out',
          csv,
          '--quiet',
          ...selection,
          ...categories,
        ]);
        t.diagnostic(`${engine}:\n${result.stdout}`);
        assert.equal(result.code, 0, result.stderr);
        return { table: result.stdout, samples: parseCompareCsv(readFileSync(csv, 'utf8'), csv) };
      };
      const ours = await run('node-bench');
      const theirs = await run('compare.js');
      // the same configurations, 2 runs a side each, on both engines
      const twice = (list: string[]) => list.flatMap((row) => [row, row]);
      const configurations = [...new Set(rows(theirs.samples, 'old'))];
      assert.equal(configurations.length, 17, configurations.join('\n'));
      for (const side of ['old', 'new'] as const) {
        assert.deepEqual(rows(theirs.samples, side), twice(configurations));
        assert.deepEqual(rows(ours.samples, side), twice(configurations));
      }
      assert.ok(configurations.includes('util/deprecate.js emitWarningSync=1 modifyPrototype=true n=1000'));
      for (const { table } of [ours, theirs]) {
        assert.match(table, /^ +confidence improvement accuracy/);
        for (const configuration of configurations) assert.ok(table.includes(configuration), configuration);
      }
    },
  );
});
