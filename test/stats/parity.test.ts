// bench/parity-report.ts's summary (issue 53's parity table) on made-up recordings whose
// ratios are known by construction: which rows count as sized, the ±5/±10 % shares, the outliers.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import {
  binomialUpperTail,
  itemKeyOf,
  median,
  oddOneOut,
  parityRow,
  ranFromRecord,
  reportParity,
  sizedValues,
  summarizeParity,
  type CallRecord,
  type ParityItem,
  type ParityItemRecord,
  type ParityRecording,
} from '../../bench/parity-report.ts';

const item = (file: string, own: string): ParityItem => ({
  tree: 'v20',
  category: 'misc',
  file,
  set: ['type=a'],
  exclude: [],
  configuration: `${own} type='a'`,
  stratum: '<0.3 s',
  childMs: 100,
  costFrom: 'measured',
  listMs: 50,
});

/** A call whose samples have the median `rate` (a little spread around it). */
const call = (configuration: string, rate: number): CallRecord => ({
  wallMs: 1000,
  exitCode: 0,
  configuration,
  rates: [rate * 0.99, rate, rate * 1.01, rate],
});

function record(it: ParityItem, ran: string, rates: { sized: number; ownN: number; compareJs: number }) {
  const own = it.configuration;
  const calls = {
    sized: call(own.replace(/^n=\S+/, ran), rates.sized),
    ownN: call(own, rates.ownN),
    compareJs: call(own, rates.compareJs),
  };
  const r: ParityItemRecord = {
    key: itemKeyOf(it),
    recordedAt: '2026-11-28T20:00:00Z',
    load: [0.5, 0.5],
    order: ['sized', 'ownN', 'compareJs'],
    calls,
  };
  return r;
}

describe('parity summary', () => {
  it('reads the sized keys out of a row name, and takes medians', () => {
    assert.equal(sizedValues("n=34000 type='assign'"), 'n=34000');
    assert.equal(sizedValues('dur=5 len=10 n=2'), 'dur=5 n=2');
    assert.equal(sizedValues("type='x'"), '');
    assert.equal(median([3, 1, 2]), 2);
    assert.equal(median([4, 1, 3, 2]), 2.5);
  });

  it("takes the n that ran from the CLI's record beside the CSV, else from the row's name", () => {
    const record = { sizes: [{ filename: 'events/ee-once.js', configuration: 'argc=4 n=20000000', n: 670000 }] };
    assert.equal(ranFromRecord(record, 'argc=4 n=20000000'), 'n=670000');
    assert.equal(ranFromRecord(record, 'argc=1 n=20000000'), 'n=20000000');
    assert.equal(ranFromRecord(undefined, 'argc=4 n=670000'), 'n=670000');
  });

  it('counts a row as sized only when the default ran another n than the own one', () => {
    const a = item('a.js', 'n=1000000');
    const sized = parityRow(a, record(a, 'n=34000', { sized: 90, ownN: 100, compareJs: 100 }));
    assert.equal(sized.sized, true);
    assert.equal(sized.sizedN, 'n=34000');
    assert.equal(sized.ownN, 'n=1000000');
    assert.ok(Math.abs(sized.sizedOverOwn - 0.9) < 1e-12);
    const kept = parityRow(a, record(a, 'n=1000000', { sized: 100, ownN: 100, compareJs: 100 }));
    assert.equal(kept.sized, false);
  });

  it('shares within ±5 % and ±10 %, and lists the rows beyond ±5 % as outliers', () => {
    const cases: [string, string, number, number][] = [
      // file, n the default ran, sized rate, compare.js rate (own n rate is 100)
      ['a.js', 'n=1000', 104, 100], // sized within 5, engine within 5
      ['b.js', 'n=1000', 93, 100], // sized within 10 only: an outlier
      ['c.js', 'n=1000', 70, 100], // sized beyond 10: an outlier
      ['d.js', 'n=1000000', 100, 108], // kept own n; ours 92.6 % of compare.js: an outlier
      ['e.js', 'n=1000000', 100, 100], // kept own n, equal
    ];
    const rows = cases.map(([file, ran, sized, compareJs]) => {
      const it = item(file, 'n=1000000');
      return parityRow(it, record(it, ran, { sized, ownN: 100, compareJs }));
    });
    const summary = summarizeParity(rows);
    assert.deepEqual(summary.sized, { count: 3, within5: 1, within10: 2 });
    assert.equal(summary.keptOwnN, 2);
    assert.deepEqual(summary.engine, { count: 5, within5: 4, within10: 5 });
    assert.deepEqual(
      summary.outliers.map((r) => r.key),
      ['v20 misc/b.js type=a', 'v20 misc/c.js type=a', 'v20 misc/d.js type=a'],
    );
  });

  it("names the rows whose calls differ beyond their own samples' noise (Welch, Holm over the rows)", () => {
    const cases: [string, string, number, number][] = [
      // file, n the default ran, sized rate, compare.js rate (own n rate is 100; each call ±1 %)
      ['a.js', 'n=1000', 100, 100], // sized, the same rate
      ['b.js', 'n=1000', 80, 100], // sized, 20 % off: beyond noise
      ['c.js', 'n=1000000', 100.3, 130], // kept: ours against ours alike; compare.js 30 % off: beyond noise
      ['d.js', 'n=1000000', 112, 100], // kept: ours against ours 12 % apart (the control): beyond noise
    ];
    const rows = cases.map(([file, ran, sized, compareJs]) => {
      const it = item(file, 'n=1000000');
      return parityRow(it, record(it, ran, { sized, ownN: 100, compareJs }));
    });
    const { beyondNoise } = summarizeParity(rows);
    const keys = (list: readonly { key: string }[]) => list.map((r) => r.key.split(' ')[1]);
    assert.deepEqual(keys(beyondNoise.sized), ['misc/b.js']);
    assert.deepEqual(keys(beyondNoise.same), ['misc/d.js']);
    assert.deepEqual(keys(beyondNoise.engine), ['misc/c.js']);
  });

  it('sums the binomial upper tail exactly (reference values from exact sums of binomial terms)', () => {
    const close = (actual: number, expected: number) => assert.ok(Math.abs(actual - expected) < 1e-12, `${actual}`);
    close(binomialUpperTail(20, 52, 1 / 3), 0.258945288186301);
    close(binomialUpperTail(32, 66, 1 / 3), 0.007636088483756673);
    close(binomialUpperTail(3, 3, 1 / 3), 1 / 27);
    close(binomialUpperTail(7, 10, 0.5), 0.171875);
    assert.equal(binomialUpperTail(0, 10, 0.5), 1);
  });

  it("counts compare.js's call the odd one of three only among kept configurations, with the direction", () => {
    const cases: [string, string, number, number][] = [
      // file, n the default ran, the default's rate, compare.js's rate (ours at own n 100)
      ['a.js', 'n=1000000', 101, 130], // compare.js farthest: odd, above
      ['b.js', 'n=1000000', 130, 101], // ours' default call farthest: not compare.js
      ['c.js', 'n=1000000', 100.5, 70], // compare.js odd, below
      ['d.js', 'n=1000', 50, 200], // sized: not one of the exchangeable three
    ];
    const rows = cases.map(([file, ran, sized, compareJs]) => {
      const it = item(file, 'n=1000000');
      return parityRow(it, record(it, ran, { sized, ownN: 100, compareJs }));
    });
    const odd = oddOneOut(rows);
    assert.deepEqual(
      { configurations: odd.configurations, compareJsOdd: odd.compareJsOdd, compareJsAbove: odd.compareJsAbove },
      { configurations: 3, compareJsOdd: 2, compareJsAbove: 2 },
    );
    assert.ok(Math.abs(odd.pOdd - 7 / 27) < 1e-12, `${odd.pOdd}`); // P(X >= 2), X ~ Bin(3, 1/3)
    assert.equal(odd.pDirection, 1); // 2 of 3 above: min(1, 2 * P(X <= 1)) with X ~ Bin(3, 1/2)
  });

  it('leaves a failed call out of the shares, and says so in the report', () => {
    const a = item('a.js', 'n=1000000');
    const b = item('b.js', 'n=1000000');
    const failed = record(b, 'n=1000', { sized: 100, ownN: 100, compareJs: 100 });
    failed.calls.compareJs = { wallMs: 500, exitCode: 1, configuration: '', rates: [], error: 'no samples (exit 1)' };
    const recording: ParityRecording = {
      schemaVersion: 1,
      startedAt: '2026-11-28T20:00:00Z',
      updatedAt: '2026-11-28T20:01:00Z',
      cli: { path: '/work/main/src/cli.ts', commit: '0123456789abcdef', dirty: false },
      binaries: { v20: 'v20.0.0', v24: 'v24.11.0' },
      trees: { v20: 'node-v20.19.2', v24: 'node-v24.21.0' },
      runs: 2,
      cpuset: '1',
      design: 'made up',
      sample: [a, b],
      items: [record(a, 'n=1000', { sized: 100, ownN: 100, compareJs: 100 }), failed],
    };
    const summary = summarizeParity(recording.items.map((r, i) => parityRow(recording.sample[i]!, r)));
    assert.equal(summary.failed, 1);
    assert.deepEqual(summary.engine, { count: 1, within5: 1, within10: 1 });
    const report = reportParity(recording).join('\n');
    assert.match(report, /2 of 2 configurations \(1 categories\)/);
    assert.match(report, /v20 misc\/b\.js type=a: failed \(compareJs: no samples \(exit 1\)\)/);
    assert.match(report, /1 configurations failed/);
  });
});
