import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { join } from 'node:path';
import { buildCompareRequest, parseDuration, parseGibibytes, parseSetOptions } from '../../src/request/compare.ts';
import { testFixtures } from '../helpers/paths.ts';
import { RequestError } from '../../src/request/errors.ts';

describe('CLI request values', () => {
  it('--set collects repeated keys; names Object.prototype has are refused, as in a /benchmark comment', () => {
    const set = parseSetOptions(['n=1', 'n=2', 'type=a=b']);
    assert.deepEqual(Object.entries(set), [
      ['n', ['1', '2']],
      ['type', ['a=b']],
    ]);
    assert.throws(() => parseSetOptions(['constructor=3']), /--set key "constructor" is reserved/);
    assert.throws(() => parseSetOptions(['__proto__=4']), /--set key "__proto__" is reserved/);
    assert.throws(() => parseSetOptions(['=1']), RequestError);
    assert.throws(() => parseSetOptions(['n']), /--set needs key=value \(e\.g\. --set n=1000\); got "n"/);
  });

  it('durations take seconds or a unit', () => {
    assert.equal(parseDuration('90', '--timeout'), 90_000);
    assert.equal(parseDuration('1.5m', '--timeout'), 90_000);
    assert.equal(parseDuration('2h', '--max-time'), 7_200_000);
    assert.equal(parseDuration('250ms', '--timeout'), 250);
    for (const bad of ['', '0', '-1', '5 minutes', '1d']) {
      assert.throws(() => parseDuration(bad, '--timeout'), /--timeout must be a positive duration/);
    }
  });

  it('GiB values', () => {
    assert.equal(parseGibibytes('0', '--min-free-gb'), 0);
    assert.equal(parseGibibytes('1.5', '--min-free-gb'), 1.5 * 2 ** 30);
    assert.throws(() => parseGibibytes('lots', '--min-free-gb'), /--min-free-gb must be a number of GiB; got "lots"/);
  });
});

describe('buildCompareRequest', () => {
  const base = {
    old: '18.16.0',
    new: '20.0.0',
    groups: ['buffers'],
    runs: 3,
    format: 'text' as const,
    correction: 'none' as const,
    failOnRegression: false,
    quiet: true,
  };
  const coreRepo = join(testFixtures, 'core-repo');

  it('picks the core suite for a Node.js checkout and the bundled one elsewhere', () => {
    assert.equal(buildCompareRequest({ ...base, repo: coreRepo }, '/').suite, 'core');
    assert.equal(buildCompareRequest(base, '/').suite, 'bundled');
    assert.match(
      buildCompareRequest(base, '/tmp', new Date(0)).out,
      /^\/tmp\/node-bench-1970-01-01T00-00-00-000Z\.csv$/,
    );
  });

  it('core on our engine takes --shard and --seed; --engine compare.js refuses them', () => {
    const request = buildCompareRequest({ ...base, repo: coreRepo, shard: '1/2', seed: '1' }, '/');
    assert.deepEqual([request.shard, request.seed, request.engine], [{ index: 1, count: 2 }, 1, undefined]);
    assert.throws(
      () => buildCompareRequest({ ...base, repo: coreRepo, engine: 'compare.js', shard: '1/2' }, '/'),
      /--shard needs our engine/,
    );
    assert.throws(
      () => buildCompareRequest({ ...base, repo: coreRepo, engine: 'compare.js', seed: '1' }, '/'),
      /--seed sets the old\/new order of our engine/,
    );
    assert.throws(() => buildCompareRequest({ ...base, engine: 'compare.js' }, '/'), /--engine .* needs --suite core/);
    assert.throws(
      () => buildCompareRequest({ ...base, suite: 'core', repo: '/tmp' }, '/'),
      /is not a Node\.js checkout/,
    );
  });
});
