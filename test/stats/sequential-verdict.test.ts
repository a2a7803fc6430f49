import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { analyze } from '../../src/stats/analyze.ts';
import { fixedDecision } from '../../src/stats/decision.ts';
import { AdaptiveRows, applyAdaptiveDecisions } from '../../src/stats/verdict.ts';

const schedule = { minRuns: 5, roundRuns: 5, maxRuns: 15 };

function feed(rows: AdaptiveRows, key: string, old: number[], current: number[], firstRun = 1): void {
  old.forEach((rate, i) => rows.add(key, 'old', firstRun + i, rate));
  current.forEach((rate, i) => rows.add(key, 'new', firstRun + i, rate));
}

describe('AdaptiveRows', () => {
  it('settles a clear slowdown at the first look and keeps a noisy row open (no futility stops)', () => {
    const rows = new AdaptiveRows({ schedule, deltaPercent: 1, futility: false });
    feed(rows, 'slow', [100, 101, 99, 100, 102], [50, 51, 49, 50, 50]);
    feed(rows, 'noisy', [100, 140, 80, 120, 90], [130, 90, 110, 70, 125]);
    rows.track('empty');
    assert.equal(rows.nextLookRuns, 5);
    assert.deepEqual(rows.look(), ['noisy', 'empty']);
    assert.equal(rows.nextLookRuns, 10);
    assert.ok(rows.isSettled('slow'));
    const slow = rows.verdict('slow');
    assert.equal(slow.outcome, 'regression');
    assert.deepEqual(slow.n, { old: 5, new: 5 });
    assert.equal(slow.looks, 1);
    assert.ok(slow.estimate.change < -49 && slow.estimate.change > -51, `${slow.estimate.change}`);
    assert.ok(slow.estimate.low < slow.estimate.change && slow.estimate.change < slow.estimate.high);
    assert.equal(rows.verdict('noisy').outcome, 'unresolved');
    assert.equal(rows.verdict('empty').outcome, 'untested');
    assert.deepEqual(rows.verdict('empty').n, { old: 0, new: 0 });
    rows.look();
    rows.look();
    assert.equal(rows.nextLookRuns, null);
    assert.equal(rows.looksDone, 3);
    assert.equal(rows.verdict('noisy').looks, 3);
    assert.throws(() => rows.look(), /every look of the schedule is done/);
  });

  it('pairs by run number: a failed child on one side shifts no later pair', () => {
    // new's run 2 failed: run 3 of new must pair with run 3 of old (both 1 % faster), not run 2 (twice as fast)
    const rows = new AdaptiveRows({ schedule, deltaPercent: 5 });
    const old = [100, 200, 100, 200, 100];
    for (const [i, rate] of old.entries()) rows.add('r', 'old', i + 1, rate);
    for (const [run, rate] of [
      [1, 101],
      [3, 101],
      [4, 202],
      [5, 101],
      [6, 202],
    ] as const)
      rows.add('r', 'new', run, rate);
    const verdict = rows.verdict('r');
    assert.ok(Math.abs(verdict.estimate.change - 1) < 1e-9, `${verdict.estimate.change}`);
    assert.deepEqual(verdict.missingRuns, { old: [6], new: [2] });
  });

  it('merges shards into one family: their looks kept, the decisions made over all rows', () => {
    const a = new AdaptiveRows({ schedule, deltaPercent: 1 });
    const b = new AdaptiveRows({ schedule, deltaPercent: 1 });
    feed(a, 'slow', [100, 101, 99, 100, 102], [50, 51, 49, 50, 50]);
    feed(b, 'fast', [100, 101, 99, 100, 102], [200, 201, 199, 201, 200]);
    a.look();
    b.look();
    const merged = AdaptiveRows.merge([a, b]);
    assert.deepEqual(merged.keys(), ['slow', 'fast']);
    assert.equal(merged.verdict('slow').outcome, 'regression');
    assert.equal(merged.verdict('fast').outcome, 'improvement');
    assert.throws(() => AdaptiveRows.merge([a, a]), /the row slow was measured by two of the runs merged/);
    assert.throws(
      () => AdaptiveRows.merge([a, new AdaptiveRows({ schedule, deltaPercent: 2 })]),
      /different schedules or margins/,
    );
  });

  it('refuses a negative margin', () => {
    assert.throws(() => new AdaptiveRows({ schedule, deltaPercent: -1 }), /margin must be 0 or more; got -1/);
  });
});

describe('one decision per row', () => {
  const row = (improvement: number, half: number) => ({ tested: true, improvement, accuracy: [half, 0, 0] });

  it('a fixed row: different by its stars, else same only when its 95 % interval lies within ±δ', () => {
    assert.equal(fixedDecision(row(-8, 3), '**', 5).outcome, 'regression');
    assert.equal(fixedDecision(row(8, 3), '*', 5).outcome, 'improvement');
    assert.equal(fixedDecision(row(1, 3), '', 5).outcome, 'same');
    // the run could not have seen a change of 5 %: not distinguishable, never "same"
    assert.equal(fixedDecision(row(1, 9), '', 5).outcome, 'unresolved');
    assert.equal(fixedDecision(row(-3.5, 3), '', 5).outcome, 'unresolved');
    assert.equal(fixedDecision({ tested: false, improvement: NaN, accuracy: [NaN] }, '', 5).outcome, 'untested');
    assert.deepEqual(fixedDecision(row(-8, 3), '**', 5).estimate, { change: -8, low: -11, high: -5 });
  });

  it('an analysis decides every row, Holm-adjusted stars with that correction', () => {
    const samples = [];
    for (let i = 0; i < 10; i++) {
      samples.push({ binary: 'old' as const, filename: 'a.js', configuration: 'n=1', rate: 100 + (i % 3), time: 1 });
      samples.push({ binary: 'new' as const, filename: 'a.js', configuration: 'n=1', rate: 80 + (i % 3), time: 1 });
      samples.push({ binary: 'old' as const, filename: 'b.js', configuration: 'n=1', rate: 100 + (i % 3), time: 1 });
      samples.push({ binary: 'new' as const, filename: 'b.js', configuration: 'n=1', rate: 100 + (i % 3), time: 1 });
    }
    const analysis = analyze(samples, { correction: 'holm' });
    assert.deepEqual(analysis.basis, { rule: 'welch-holm', deltaPercent: 5 });
    assert.deepEqual(
      analysis.comparisons.map((c) => [c.name, c.decision.outcome, c.decision.stars]),
      [
        ['a.js n=1', 'regression', '***'],
        ['b.js n=1', 'same', ''],
      ],
    );
  });

  it('after runs auto, the sequential outcomes replace the decisions; a row without one is untested', () => {
    const analysis = analyze([
      { binary: 'old', filename: 'a.js', configuration: 'n=1', rate: 1, time: 1 },
      { binary: 'new', filename: 'a.js', configuration: 'n=1', rate: 1, time: 1 },
      { binary: 'old', filename: 'b.js', configuration: 'n=1', rate: 1, time: 1 },
    ]);
    const estimate = { change: -10, low: -12, high: -8 };
    applyAdaptiveDecisions(analysis, [{ name: 'a.js n=1', verdict: { outcome: 'regression', estimate } }], 3);
    assert.deepEqual(analysis.basis, { rule: 'sequential-holm', deltaPercent: 3 });
    assert.deepEqual(analysis.comparisons[0]!.decision, { outcome: 'regression', estimate, stars: '' });
    assert.equal(analysis.comparisons[1]!.decision.outcome, 'untested');
  });
});
