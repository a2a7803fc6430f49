// --runs auto, --max-runs and --delta: how they read, and what they refuse.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { cliMaxRuns, delta, runsSetting } from '../../src/options/selection.ts';
import { buildComparison } from '../../src/options/comparison.ts';
import { readCompareArgv } from '../../src/options/compare-argv.ts';

/** node-bench compare's comparison of these flags */
const compare = (...flags: string[]) =>
  buildComparison(
    readCompareArgv(['--old', process.execPath, '--new', process.execPath, ...flags, 'alpha']),
    { cwd: process.cwd(), cacheDir: '/cache' },
    { format: 'text', quiet: true },
  );

test('--runs takes auto or a count', () => {
  assert.equal(runsSetting.parse('auto', 'cli'), 'auto');
  assert.equal(runsSetting.parse(' AUTO ', 'cli'), 'auto');
  assert.equal(runsSetting.parse('12', 'cli'), 12);
  assert.equal(runsSetting.parse(undefined, 'cli'), 'auto', 'the default, as the Action’s');
  assert.throws(() => runsSetting.parse('sometimes', 'cli'), /--runs must be auto or an integer of at least 1/);
});

test('--max-runs caps --runs auto: 30 by default, at least 3', () => {
  assert.equal(cliMaxRuns.parse(undefined), 30);
  assert.equal(cliMaxRuns.parse('60'), 60);
  assert.throws(() => cliMaxRuns.parse('2'), /--max-runs must be 3 or more with --runs auto; got 2/);
  assert.throws(() => cliMaxRuns.parse('x'), /--max-runs must be an integer of at least 1/);
});

test('--delta is a percentage', () => {
  assert.equal(delta.parse(undefined), undefined);
  assert.equal(delta.parse('2'), 2);
  assert.equal(delta.parse('2.5%'), 2.5);
  assert.throws(() => delta.parse('-1'), /--delta must be a percentage from 0 to 100, e\.g\. 2 or 2\.5%; got "-1"/);
  assert.equal(delta.parse('', 'input'), undefined);
  assert.equal(delta.parse('2.5%', 'input'), 2.5);
  assert.equal(delta.check(2.5), 2.5);
  assert.throws(() => delta.check(Number.NaN), /^RequestError: request\.delta must be a percentage from 0 to 100/);
});

test('a request with --runs auto runs adaptively up to max-runs', () => {
  const request = compare('--runs', 'auto', '--max-runs', '20', '--delta', '3');
  assert.equal(request.schedule.runs, 20);
  // δ is the schedule's, held once: the same margin for fixed and auto runs
  assert.deepEqual(request.schedule.adaptive, { maxRuns: 20 });
  assert.equal(request.schedule.deltaPercent, 3);
  const fixed = compare('--runs', '12');
  assert.equal(fixed.schedule.adaptive, undefined);
  assert.equal(fixed.schedule.runs, 12);
});

test('--delta is the margin of "same" for fixed runs too', () => {
  const fixed = compare('--runs', '12', '--delta', '2');
  assert.equal(fixed.schedule.adaptive, undefined);
  assert.equal(fixed.schedule.deltaPercent, 2);
  assert.equal(compare('--runs', '12').schedule.deltaPercent, undefined);
});
