import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { toJsonReport } from '../../src/report/json.ts';
import { analyze } from '../../src/stats/analyze.ts';
import type { Sample } from '../../src/stats/csv.ts';
import { applyAdaptiveDecisions } from '../../src/stats/verdict.ts';

function samples(filename: string, oldRates: number[], newRates: number[]): Sample[] {
  return [
    ...oldRates.map((rate) => ({ binary: 'old' as const, filename, configuration: 'n=1', rate, time: 1 })),
    ...newRates.map((rate) => ({ binary: 'new' as const, filename, configuration: 'n=1', rate, time: 1 })),
  ];
}

describe('--format json of a --runs auto run', () => {
  it("gives each row the verdict's stars ('') and keeps compare.R's Welch stars under welch", () => {
    // Welch calls a.js *** slower; the sequential run left it unresolved
    const analysis = analyze([
      ...samples('a.js', [100, 101, 102, 100, 101], [80, 81, 80, 82, 81]),
      ...samples('b.js', [100, 101, 102, 100, 101], [101, 100, 102, 100, 101]),
    ]);
    applyAdaptiveDecisions(
      analysis,
      [
        { name: 'a.js n=1', verdict: { outcome: 'unresolved', estimate: { change: -20, low: -45, high: 3 } } },
        { name: 'b.js n=1', verdict: { outcome: 'same', estimate: { change: 0, low: -1, high: 1 } } },
      ],
      5,
    );
    const report = toJsonReport(analysis);
    const [a, b] = report.comparisons;
    assert.equal(a!.verdict, 'unresolved');
    assert.equal(a!.stars, '', 'no star beside a verdict that is not different');
    assert.equal(a!.welch.stars, '***');
    assert.equal(a!.welch.pValue, a!.pValue);
    assert.equal(b!.stars, '');
    const contradicting = report.comparisons.filter(
      (c) => c.stars !== '' && c.verdict !== 'regression' && c.verdict !== 'improvement',
    );
    assert.deepEqual(contradicting, []);
  });
});
