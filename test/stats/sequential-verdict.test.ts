import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { analyze } from '../../src/stats/analyze.ts';
import { AdaptiveRows, attachVerdicts, formatVerdict, formatVerdictCounts } from '../../src/stats/verdict.ts';

const schedule = { minRuns: 5, roundRuns: 5, maxRuns: 15 };

function feed(rows: AdaptiveRows, key: string, old: number[], current: number[]): void {
  for (const rate of old) rows.add(key, 'old', rate);
  for (const rate of current) rows.add(key, 'new', rate);
}

describe('AdaptiveRows', () => {
  it('settles a clear slowdown at the first look and keeps a noisy row open', () => {
    const rows = new AdaptiveRows({ schedule, delta: 0.01 });
    feed(rows, 'slow', [100, 101, 99, 100, 102], [50, 51, 49, 50, 50]);
    feed(rows, 'noisy', [100, 140, 80, 120, 90], [130, 90, 110, 70, 125]);
    rows.track('empty');
    assert.equal(rows.nextLookRuns, 5);
    assert.deepEqual(rows.look(), ['noisy', 'empty']);
    assert.equal(rows.nextLookRuns, 10);
    assert.ok(rows.isSettled('slow'));
    assert.deepEqual(rows.verdict('slow'), {
      verdict: 'slower',
      stars: rows.verdict('slow').stars,
      deltaPercent: 1,
      n: { old: 5, new: 5 },
    });
    assert.notEqual(rows.verdict('slow').stars, '');
    assert.equal(rows.verdict('noisy').verdict, 'inconclusive');
    assert.deepEqual(rows.verdict('empty').n, { old: 0, new: 0 });
    rows.look();
    rows.look();
    assert.equal(rows.nextLookRuns, null);
    assert.throws(() => rows.look(), /every look of the schedule is done/);
  });

  it('derives δ at the first look from the median noise of the rows', () => {
    const rows = new AdaptiveRows({ schedule });
    assert.equal(rows.delta, undefined);
    // log ratios with standard deviations of about 0.01, 0.02, 0.1
    feed(rows, 'a', [100, 100, 100, 100, 100], [101, 99, 100, 101, 99]);
    feed(rows, 'b', [100, 100, 100, 100, 100], [102, 98, 100, 102, 98]);
    feed(rows, 'c', [100, 100, 100, 100, 100], [110, 90, 100, 110, 90]);
    rows.look();
    const sd = (values: number[]) => {
      const logs = values.map((v) => Math.log(v / 100));
      const mean = logs.reduce((x, y) => x + y, 0) / logs.length;
      return Math.sqrt(logs.reduce((x, y) => x + (y - mean) ** 2, 0) / (logs.length - 1));
    };
    assert.ok(Math.abs(rows.delta! - Math.expm1(sd([102, 98, 100, 102, 98]))) < 1e-12);
  });

  it('refuses a negative margin', () => {
    assert.throws(() => new AdaptiveRows({ schedule, delta: -0.01 }), /margin must be 0 or more; got -0.01/);
  });
});

describe('verdicts in the report', () => {
  it('puts each verdict on its analysis row; rows without one keep none', () => {
    const analysis = analyze([
      { binary: 'old', filename: 'a.js', configuration: 'n=1', rate: 1, time: 1 },
      { binary: 'new', filename: 'a.js', configuration: 'n=1', rate: 1, time: 1 },
      { binary: 'old', filename: 'b.js', configuration: 'n=1', rate: 1, time: 1 },
    ]);
    const verdict = { verdict: 'same' as const, stars: '' as const, deltaPercent: 2.5, n: { old: 1, new: 1 } };
    attachVerdicts(analysis.comparisons, [{ filename: 'a.js', configuration: 'n=1', verdict }]);
    assert.deepEqual(analysis.comparisons[0]!.verdict, verdict);
    assert.equal(analysis.comparisons[1]!.verdict, undefined);
    assert.equal(formatVerdict(verdict), 'same within ±2.5 %');
    assert.equal(formatVerdict({ ...verdict, verdict: 'faster', stars: '**' }), 'faster **');
    assert.equal(
      formatVerdictCounts([verdict, { ...verdict, verdict: 'inconclusive', n: { old: 30, new: 30 } }]),
      '--runs auto: 0 faster, 0 slower, 1 same within ±2.50 %, 1 inconclusive; 1-30 runs per side',
    );
  });
});
