import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { withinDelta } from '../../src/stats/decision.ts';
import { AdaptiveRows } from '../../src/stats/verdict.ts';
import { createPrng } from '../../src/run/plan/prng.ts';

describe('the interval beside an adaptive verdict', () => {
  it('never clears zero beside "not distinguishable" and lies within ±δ beside "same"', () => {
    const schedule = { minRuns: 4, roundRuns: 2, maxRuns: 12 };
    const random = createPrng(41);
    const normal = () => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
    const effects = [0, 0, 0, 0.01, -0.02, 0.03, -0.04, 0.06, 0.1, -0.15];
    const seen = { unresolved: 0, same: 0, different: 0 };
    for (let family = 0; family < 30; family++) {
      const rows = new AdaptiveRows({ schedule, deltaPercent: 5 });
      for (let row = 0; row < 15; row++) {
        const effect = effects[row % effects.length]!;
        for (let run = 1; run <= schedule.maxRuns; run++) {
          const shared = 100 * Math.exp(0.05 * normal());
          rows.add(`r${row}`, 'old', run, shared * Math.exp(0.04 * normal()));
          rows.add(`r${row}`, 'new', run, shared * Math.exp(effect + 0.04 * normal()));
        }
      }
      while (rows.nextLookRuns !== null && rows.look().length > 0);
      for (const key of rows.keys()) {
        const { outcome, estimate } = rows.verdict(key);
        const where = `family ${family} ${key}: ${outcome} ${JSON.stringify(estimate)}`;
        if (outcome === 'unresolved') {
          seen.unresolved++;
          assert.ok(estimate.low <= 0 && estimate.high >= 0, where);
        } else if (outcome === 'same') {
          seen.same++;
          assert.ok(withinDelta(estimate, 5), where);
        } else seen.different++;
        assert.ok(estimate.low <= estimate.change && estimate.change <= estimate.high, where);
      }
    }
    // the families have rows of every kind
    for (const count of Object.values(seen)) assert.ok(count > 20, JSON.stringify(seen));
  });
});
