import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { join } from 'node:path';
import { minFreeGb } from '../../src/options/execution.ts';
import { buildComparison, comparisonFrom, type ComparisonSettings } from '../../src/options/comparison.ts';
import { set as setOption } from '../../src/options/selection.ts';
import { readCompareArgv } from '../../src/options/compare-argv.ts';
import { testFixtures } from '../helpers/paths.ts';

describe('CLI request values', () => {
  it('GiB values, named as the surface spells the option', () => {
    assert.equal(minFreeGb.parse('0', 'input'), 0);
    assert.equal(minFreeGb.parse('1.5', 'input'), 1.5 * 2 ** 30);
    assert.throws(() => minFreeGb.parse('lots', 'input'), /input min-free-gb must be a number of GiB; got "lots"/);
  });
});

describe('buildComparison', () => {
  /** node-bench compare's comparison of these flags, run in cwd */
  const compare = (flags: string[], cwd: string, now?: Date) =>
    buildComparison(
      readCompareArgv(['--old', '18.16.0', '--new', '20.0.0', '--runs', '3', ...flags, 'buffers']),
      { cwd, cacheDir: '/cache' },
      { format: 'text', quiet: true },
      now,
    );
  const coreRepo = join(testFixtures, 'core-repo');

  it('picks the core suite for a Node.js checkout and the bundled one elsewhere', () => {
    assert.equal(compare(['--repo', coreRepo], '/').suite.kind, 'core');
    assert.equal(compare([], '/').suite.kind, 'bundled');
    assert.match(compare([], '/tmp', new Date(0)).output.out, /^\/tmp\/node-bench-1970-01-01T00-00-00-000Z\.csv$/);
  });

  it('core on our engine takes --shard and --seed; --engine compare.js refuses them', () => {
    const request = compare(['--repo', coreRepo, '--shard', '1/2', '--seed', '1'], '/');
    assert.deepEqual(
      [request.schedule.shard, request.schedule.seed, request.suite.engine],
      [{ index: 1, count: 2 }, 1, undefined],
    );
    assert.throws(
      () => compare(['--repo', coreRepo, '--engine', 'compare.js', '--shard', '1/2'], '/'),
      /--shard needs our engine/,
    );
    assert.throws(
      () => compare(['--repo', coreRepo, '--engine', 'compare.js', '--seed', '1'], '/'),
      /--seed sets the old\/new order of our engine/,
    );
    assert.throws(() => compare(['--engine', 'compare.js'], '/'), /--engine .* needs --suite core/);
    assert.throws(() => compare(['--suite', 'core', '--repo', '/tmp'], '/'), /is not a Node\.js checkout/);
  });
});

describe('comparisonFrom (the Action: the request JSON with the inputs)', () => {
  const request = { groups: ['buffers'], filter: [], exclude: [], set: setOption.none(), runs: 3 };
  const sides = {
    old: { kind: 'path', path: process.execPath },
    new: { kind: 'path', path: process.execPath },
  } as const;
  const from = (settings: Partial<ComparisonSettings>) =>
    comparisonFrom(
      request,
      { suite: 'bundled', correction: 'none', failOnRegression: false, cacheDir: '/cache', ...settings },
      { sides, output: { out: 'results.csv', format: 'json', quiet: true } },
      '/work',
    );

  it('timings with max-time and no shard orders the --max-time run: taken, the file resolved against the workspace', () => {
    const comparison = from({ timings: 'timings.json', maxTimeMs: 60_000 });
    assert.equal(comparison.schedule.timings, '/work/timings.json');
    assert.equal(comparison.schedule.maxTimeMs, 60_000);
    assert.equal(comparison.schedule.shard, undefined);
  });

  it('timings with neither a shard nor max-time is refused, as on the CLI', () => {
    assert.throws(() => from({ timings: 'timings.json' }), /--timings .* needs --shard i\/n or --max-time/);
  });
});
