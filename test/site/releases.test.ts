// The release chain's page model: the chained change first → last and its band, and where a chain cannot be made.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { buildChainSite, cumulativeOf, type ChainRow, type ChainStep } from '../../src/site/releases.ts';

const row = (ratio: number, se: number): ChainRow => ({
  change: (ratio - 1) * 100,
  stars: '***',
  outcome: ratio > 1 ? 'improvement' : 'regression',
  logRatio: Math.log(ratio),
  variance: se * se,
});
const step = (old: string, now: string, rows: [string, ChainRow][], failed: string | null = null): ChainStep => ({
  old,
  new: now,
  rows: new Map(rows),
  failed,
  partial: false,
  about: null,
  source: `/r/${old}..${now}`,
});

describe('release chain', () => {
  it('multiplies the steps’ ratios and adds their variances on the log scale', () => {
    const steps = [
      step('16', '18', [['a/x.js n=1', row(1.1, 0.01)]]),
      step('18', '20', [['a/x.js n=1', row(1.2, 0.02)]]),
    ];
    const chained = cumulativeOf(steps, 'a/x.js n=1');
    assert.ok(typeof chained !== 'string');
    assert.ok(Math.abs(chained.change - 32) < 1e-9, String(chained.change));
    const halfWidth = 1.959963984540054 * Math.sqrt(0.01 ** 2 + 0.02 ** 2);
    assert.ok(Math.abs(chained.halfWidth - (Math.exp(halfWidth) - 1) * 100) < 1e-9);
    assert.equal(chained.sure, true);
    // a band wider than the change: not sure, whatever the sign
    const noisy = [step('16', '18', [['a/x.js n=1', row(1.01, 0.05)]])];
    assert.equal((cumulativeOf(noisy, 'a/x.js n=1') as { sure: boolean }).sure, false);
  });

  it('says why a row has no chain: a failed step, a row a step did not measure', () => {
    const measured = step('16', '18', [['a/x.js n=1', row(1.1, 0.01)]]);
    assert.equal(cumulativeOf([measured, step('18', '20', [], 'HTTP 404')], 'a/x.js n=1'), 'the step 18 → 20 failed');
    assert.equal(
      cumulativeOf([measured, step('18', '20', [['b/y.js n=1', row(1, 0.1)]])], 'a/x.js n=1'),
      'not measured in 18 → 20',
    );
  });

  it('a page per category, names escaped, every row of every step in its table', () => {
    const files = buildChainSite({
      repoUrl: 'https://github.com/nodejs/node',
      steps: [
        step('16.20.0', '18.16.0', [
          ['a/x.js n=1', row(1.1, 0.01)],
          ['b/<y>.js n=1', row(0.9, 0.01)],
        ]),
      ],
      generated: '2026-11-29T00:00:00Z',
      problems: [],
    });
    assert.deepEqual(
      files.map((f) => f.path),
      ['index.html', 'c/0-a.html', 'c/1-b.html'],
    );
    const b = files[2]!.content;
    assert.ok(
      b.includes('<td>b/&lt;y&gt;.js n=1</td><td class="slower" data-outcome="regression">-10.00 % ***</td>'),
      b,
    );
    assert.ok(!b.includes('(chained'), 'one step has no chain column');
  });
});
