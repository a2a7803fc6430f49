import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import tCdf from '@stdlib/stats-base-dists-t-cdf';
import tQuantile from '@stdlib/stats-base-dists-t-quantile';
import { normalDistribution, studentTLowerTail, studentTUpperQuantile } from '../../src/stats/student-t.ts';

function relativeError(actual: number, expected: number): number {
  return Math.abs(actual - expected) / Math.abs(expected);
}

const DEGREES = [1, 1.0001, 1.5, 2, 2.7, 3, 5, 7.3, 10, 18.5, 29, 39.99, 40, 48, 58, 100, 333.3, 1000, 12345];

describe('studentTLowerTail', () => {
  it('agrees with @stdlib t-cdf to 1e-12 relative, far into the tail', () => {
    for (const df of DEGREES) {
      for (let t = 0; t <= 60; t += 0.0371) {
        const expected = tCdf(-t, df);
        if (expected < 1e-290) continue;
        const actual = studentTLowerTail(-t, df);
        assert.ok(relativeError(actual, expected) < 1e-12, `t=${t} df=${df}: ${actual} vs ${expected}`);
      }
    }
  });

  it('matches the closed forms for 1 and 2 degrees of freedom', () => {
    for (const t of [0.01, 0.5, 1, 3, 12.7, 1000]) {
      const cauchy = 0.5 - Math.atan(t) / Math.PI;
      const two = 0.5 * (1 - t / Math.sqrt(t * t + 2));
      assert.ok(relativeError(studentTLowerTail(-t, 1), cauchy) < 1e-12, `df 1, t ${t}`);
      assert.ok(relativeError(studentTLowerTail(-t, 2), two) < 1e-11, `df 2, t ${t}`);
    }
  });

  it('gives 0.5 at 0, 0 at infinity and NaN for invalid input', () => {
    assert.equal(studentTLowerTail(0, 7), 0.5);
    assert.equal(studentTLowerTail(-Infinity, 7), 0);
    assert.ok(Number.isNaN(studentTLowerTail(1, 0)));
    assert.ok(Number.isNaN(studentTLowerTail(NaN, 3)));
  });
});

describe('studentTUpperQuantile', () => {
  // (@stdlib's quantile itself drifts below tails of ~1e-6 at df 1: the Cauchy test covers those.)
  it('agrees with @stdlib t-quantile to 1e-12 relative', () => {
    for (const df of DEGREES) {
      for (const tail of [0.025, 0.005, 0.0005, 0.25, 0.1, 0.4999, 1e-4]) {
        const expected = tQuantile(1 - tail, df);
        const actual = studentTUpperQuantile(tail, df);
        assert.ok(relativeError(actual, expected) < 1e-12, `tail=${tail} df=${df}: ${actual} vs ${expected}`);
      }
    }
  });

  it('inverts the lower tail', () => {
    for (const df of [1, 2.5, 9, 57.3, 4000]) {
      for (const tail of [0.3, 0.025, 1e-4, 1e-9]) {
        const t = studentTUpperQuantile(tail, df);
        assert.ok(relativeError(studentTLowerTail(-t, df), tail) < 1e-11, `tail=${tail} df=${df}`);
      }
    }
  });

  it('matches the Cauchy quantile for 1 degree of freedom', () => {
    assert.ok(relativeError(studentTUpperQuantile(1e-10, 1), 1 / Math.tan(Math.PI * 1e-10)) < 1e-12);
  });
});

describe('normalDistribution', () => {
  // @stdlib's t-cdf at df 1e300 is its normal distribution function (what the sequential design used before).
  it('agrees with @stdlib to 1e-12 relative in the tail that is nearer, down to 1e-290', () => {
    for (let x = -37.5; x <= 8; x += 0.0137) {
      const expected = tCdf(x, 1e300);
      const actual = normalDistribution(x);
      const tail = Math.min(expected, 1 - expected);
      assert.ok(Math.abs(actual - expected) / tail < 1e-12, `x=${x}: ${actual} vs ${expected}`);
    }
  });

  it('gives the textbook values and is symmetric', () => {
    assert.equal(normalDistribution(0), 0.5);
    assert.ok(relativeError(normalDistribution(-1.959963984540054), 0.025) < 1e-12);
    assert.ok(relativeError(normalDistribution(-3.2905267314919255), 0.0005) < 1e-12);
    for (const x of [0.3, 1.49, 1.74, 4, 8]) {
      assert.ok(Math.abs(normalDistribution(x) + normalDistribution(-x) - 1) < 1e-15, `x=${x}`);
    }
    assert.equal(normalDistribution(-40), 0);
    assert.ok(Number.isNaN(normalDistribution(NaN)));
  });
});
