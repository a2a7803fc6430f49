// Issue 53: a benchmark that reads the environment measures, in our child, the rate compare.js's child measures —
// judged on the recorded probe (bench/data/env-probe, process/bench-env.js A/A on v24.21.0, three rounds).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { medianRatio, readProbe } from '../../bench/env-probe.ts';

describe('the environment reader against compare.js', () => {
  it('the bootstrap interval of a ratio of medians holds 1 for one distribution and not for two apart', () => {
    const rates = Array.from({ length: 30 }, (_, i) => 100 + ((i * 7) % 13));
    const same = medianRatio(rates, [...rates].reverse());
    assert.ok(same.low <= 1 && same.high >= 1, JSON.stringify(same));
    const apart = medianRatio(
      rates.map((r) => r * 1.5),
      rates,
    );
    assert.ok(apart.low > 1.3, JSON.stringify(apart));
  });

  it('every operation of bench-env: ours’ default and ours at the file’s own n within noise of compare.js', () => {
    const rates = readProbe();
    assert.deepEqual([...rates.cjs.keys()].sort(), [
      "operation='delete'",
      "operation='enumerate'",
      "operation='get'",
      "operation='query'",
      "operation='set'",
    ]);
    for (const [row, compareJs] of rates.cjs) {
      assert.ok(compareJs.length >= 30, `${row}: ${compareJs.length} compare.js samples`);
      for (const tool of ['ours', 'ownn'] as const) {
        const { low, high } = medianRatio(rates[tool].get(row)!, compareJs);
        assert.ok(low <= 1 && high >= 1, `${tool} ${row}: [${low}, ${high}]`);
      }
    }
  });
});
