// A speed-up counts only where both tools measured the same workload (issue 53): where compare.js ran beside ours,
// ours' rate must stand within a factor of two of compare.js's; the halves of the live recording where a harness's
// CPU guard starved ours' children are the ones the check names, and their items were recorded again
// (bench/time-to-verdict.ts --redo-different-workload, docs/time-to-verdict.md "The last 16 items").
import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import {
  differentWorkload,
  HALVES,
  rateRatios,
  readRecording,
  ROOT,
  type TimeToVerdictData,
} from '../../bench/time-to-verdict.ts';

const recording = readRecording(path.join(ROOT, 'bench/data/time-to-verdict-steady.json')) as TimeToVerdictData;

const csv = (rates: Record<'old' | 'new', number[]>) =>
  [
    '"binary","filename","configuration","rate","time"',
    ...(['old', 'new'] as const).flatMap((side) =>
      rates[side].map((rate) => `"${side}","misc/a.js","n=1000 kind='x'",${rate},0.1`),
    ),
  ].join('\n');
const toolRun = (rates: Record<'old' | 'new', number[]>) => ({ wallMs: 1, exitCode: 0, csv: csv(rates), rows: {} });
const half = (ours: Record<'old' | 'new', number[]>, compareJs: Record<'old' | 'new', number[]>) => ({
  ours: toolRun(ours),
  compareJs: toolRun(compareJs),
});

describe('the same-workload check', () => {
  it("compares each side's median rate with compare.js's beside it", () => {
    const h = half({ old: [1, 2, 9], new: [3, 3, 3] }, { old: [4, 4, 4], new: [3, 6, 60] });
    assert.deepEqual(rateRatios(h), [0.5, 0.5]);
  });

  it('names a half more than a factor of two away on every side, the same way; nothing else', () => {
    const compareJs = { old: [100, 110, 90], new: [100, 100, 100] };
    assert.equal(differentWorkload(half({ old: [24, 25, 26], new: [30, 20, 25] }, compareJs)), true);
    assert.equal(differentWorkload(half({ old: [240, 250, 260], new: [300, 250, 210] }, compareJs)), true);
    assert.equal(differentWorkload(half({ old: [60, 55, 70], new: [150, 170, 160] }, compareJs)), false);
    assert.equal(differentWorkload(half({ old: [24, 25, 26], new: [99, 100, 101] }, compareJs)), false);
    assert.equal(differentWorkload(half({ old: [24, 25, 26], new: [300, 250, 210] }, compareJs)), false);
  });

  it('leaves a half alone whose compare.js ran on another day, or whose rows ran in one tool only', () => {
    const starved = half({ old: [25], new: [25] }, { old: [100], new: [100] });
    assert.equal(differentWorkload({ ...starved, compareJsFrom: '2026-11-26T10:00:00.000Z' }), false);
    assert.equal(differentWorkload({ ...starved, ours: { ...starved.ours, csv: '' } }), false);
  });

  it("names exactly the live recording's starved halves, which were recorded again", () => {
    const named = (recording.replaced ?? []).flatMap((item) =>
      HALVES.filter((h) => differentWorkload(item.halves[h])).map((h) => `${h} ${item.key}`),
    );
    assert.deepEqual(named.sort(), [
      'aa-v20 buffers/buffer-swap.js len=2056 method=swap16 aligned=false',
      'aa-v20 querystring/querystring-stringify.js type=multiprimitives',
      'v18-vs-v20 perf_hooks/performance-observer.js pending=10',
      'v18-vs-v20 querystring/querystring-stringify.js type=multiprimitives',
    ]);
    for (const item of recording.items)
      for (const h of HALVES) assert.equal(differentWorkload(item.halves[h]), false, `${h} ${item.key}`);
  });

  it('in every half recorded now, each side of each row stands within the factor of two on its own', () => {
    // bimodal files come near it (buffer-swap v18: ours drew 8 fast processes of 14, compare.js 5 of 30: 178 %)
    const ratios = recording.items.flatMap((item) => HALVES.flatMap((h) => rateRatios(item.halves[h])));
    assert.ok(ratios.length >= 2 * 2 * 16, `${ratios.length} ratios`);
    assert.ok(Math.min(...ratios) > 0.5 && Math.max(...ratios) < 2, `${Math.min(...ratios)} … ${Math.max(...ratios)}`);
  });
});
