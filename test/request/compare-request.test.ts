import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseDuration, parseGibibytes, parseSetOptions } from '../../src/request/compare.ts';
import { RequestError } from '../../src/request/errors.ts';

describe('CLI request values', () => {
  it('--set collects repeated keys, including names Object.prototype has', () => {
    const set = parseSetOptions(['n=1', 'n=2', 'constructor=3', '__proto__=4', 'type=a=b']);
    assert.deepEqual(Object.entries(set), [
      ['n', ['1', '2']],
      ['constructor', ['3']],
      ['__proto__', ['4']],
      ['type', ['a=b']],
    ]);
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
