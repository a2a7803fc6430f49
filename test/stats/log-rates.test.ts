import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { analyze } from '../../src/stats/analyze.ts';
import { decideOnLogRates, logRateTest } from '../../src/stats/log-rates.ts';

describe('logRateTest', () => {
  it('is symmetric: k× slower and k× faster have the same p-value, the change is the geometric ratio', () => {
    const old = [100, 130, 90, 120, 110];
    const slower = old.map((rate, i) => rate / 3 / (1 + (i % 2) * 0.1));
    const down = logRateTest(old, slower)!;
    const up = logRateTest(slower, old)!;
    assert.ok(Math.abs(down.pValue - up.pValue) < 1e-15);
    assert.ok(Math.abs((1 + down.estimate.change / 100) * (1 + up.estimate.change / 100) - 1) < 1e-12);
    assert.ok(down.estimate.low < down.estimate.change && down.estimate.change < down.estimate.high);
    assert.ok(down.estimate.low > -100, 'a log interval never passes −100 %');
  });

  it('no test with fewer than 2 runs a side or a rate that has no log', () => {
    assert.equal(logRateTest([1], [1, 2]), null);
    assert.equal(logRateTest([1, 2], [0, 2]), null);
    assert.equal(logRateTest([1, NaN], [1, 2]), null);
  });
});

describe('decideOnLogRates', () => {
  it("decides each row by the Holm-adjusted log test and keeps compare.R's statistics", () => {
    const rows = [
      { filename: 'a.js', configuration: 'n=1', old: [100, 101, 99, 100], new: [50, 51, 49, 50] },
      { filename: 'b.js', configuration: 'n=1', old: [100, 101, 99, 100], new: [100, 99, 101, 100] },
      { filename: 'c.js', configuration: 'n=1', old: [100], new: [100, 99] },
    ];
    const raw = analyze(
      rows.flatMap((row) =>
        (['old', 'new'] as const).flatMap((binary) => row[binary].map((rate) => ({ ...row, binary, rate, time: 1 }))),
      ),
      { correction: 'holm' },
    );
    const decided = decideOnLogRates(raw, rows);
    assert.deepEqual(decided.basis, { rule: 'log-welch-holm', deltaPercent: 5 });
    const [a, b, c] = decided.comparisons;
    assert.equal(a!.decision.outcome, 'regression');
    assert.equal(a!.decision.stars, '***');
    assert.ok(a!.decision.test!.holmPValue >= a!.decision.test!.pValue);
    assert.equal(b!.decision.outcome, 'same');
    assert.equal(c!.decision.outcome, 'untested');
    assert.deepEqual(
      decided.comparisons.map((row) => [row.pValue, row.holm]),
      raw.comparisons.map((row) => [row.pValue, row.holm]),
    );
  });
});
