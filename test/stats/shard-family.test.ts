// Sharded --runs auto runs (issue 41): each shard stops its rows at the whole
// run's family size, so the report's merge keeps every shard's calls and
// finds about as many real changes as the same rows run unsharded, with the
// familywise false-call rate still at most 5 %. Simulated through the
// runner's own rows (AdaptiveRows) with fixed seeds.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { gaussian, runShardedFamily, simulateShardFamilies } from '../../bench/shard-family.ts';
import { createPrng } from '../../src/run/plan/prng.ts';
import { familyDecisions, lookStatistic, NO_EARLY_CALL_GUARD, sequentialDesign } from '../../src/stats/sequential.ts';
import { AdaptiveRows } from '../../src/stats/verdict.ts';

const isDifferent = (outcome: string) => outcome === 'regression' || outcome === 'improvement';

describe('familyDecisions at a family size beyond its rows', () => {
  const design = sequentialDesign({ minRuns: 5, roundRuns: 5, maxRuns: 15 });
  // one row whose repeated p-value lies between 0.05/3 and 0.05: rejected alone, not as 1 of a family of 3
  const ratios = [0.02, 0.035, 0.03, 0.04, 0.025];
  const looks = [lookStatistic(0, ratios)];
  const borderline = design.repeatedPValue(0, looks[0]!.pValue);

  it('steps down at α/(m − rank) with the family size given as m', () => {
    assert.ok(borderline > 0.05 / 3 && borderline <= 0.05, `repeated p ${borderline}`);
    // the step-down alone: the early-call guard would hold back a change this small at 5 pairs
    const decide = (familySize?: number) =>
      familyDecisions(design, [looks], 0, familySize, NO_EARLY_CALL_GUARD)[0]!.state;
    assert.equal(decide(), 'different');
    assert.equal(decide(1), 'different');
    assert.equal(decide(3), 'open');
  });

  it('refuses a family smaller than its rows, or not a whole number', () => {
    assert.throws(() => familyDecisions(design, [looks, looks], 0, 1), /at least the 2 rows; got 1/);
    assert.throws(() => familyDecisions(design, [looks], 0, 1.5), /at least the 1 rows; got 1.5/);
  });

  it('AdaptiveRows takes the family size: checked, with no room for more rows, and merged only alike', () => {
    const schedule = { minRuns: 5, roundRuns: 5, maxRuns: 15 };
    assert.throws(() => new AdaptiveRows({ schedule, deltaPercent: 0, familySize: 0 }), /family size .* got 0/);
    const shard = new AdaptiveRows({ schedule, deltaPercent: 0, familySize: 3 });
    ratios.forEach((ratio, i) => {
      shard.add('a', 'old', i + 1, 1);
      shard.add('a', 'new', i + 1, Math.exp(ratio));
    });
    shard.look();
    assert.equal(shard.verdict('a').outcome, 'unresolved', 'one row of three needs p ≤ 0.05/3');
    assert.equal(shard.familySize, 3);
    shard.track('b');
    shard.track('c');
    assert.throws(() => shard.track('d'), /the family has 3 rows: no room for d/);
    const alone = new AdaptiveRows({ schedule, deltaPercent: 0 });
    assert.equal(alone.familySize, null);
    assert.throws(() => AdaptiveRows.merge([shard, alone]), /different family sizes \(3, their rows\)/);
    assert.equal(AdaptiveRows.merge([shard]).familySize, 3);
  });
});

describe('sharded runs auto: the merge keeps every shard call', () => {
  it('every row a shard calls different the merged family calls the same, with or without every shard', () => {
    const random = createPrng(4101);
    const normal = gaussian(random);
    let shardCalls = 0;
    for (let family = 0; family < 40; family++) {
      const shards = 2 + Math.floor(random() * 4);
      const rows = shards + Math.floor(random() * 40);
      const moved = random();
      const sd = 0.01 + 0.07 * random();
      const means = Array.from({ length: rows }, () =>
        random() < moved ? (random() < 0.5 ? -1 : 1) * Math.log1p(0.2 * random()) : 0,
      );
      const { parts, merged } = runShardedFamily(means, shards, 'run', () => sd * normal());
      // a shard lost (its artifact missing): the merge at the run's family size is still a superset
      const lost = Math.floor(random() * shards);
      const partial = AdaptiveRows.merge(parts.filter((_, i) => i !== lost));
      assert.equal(merged.familySize, rows);
      parts.forEach((part, i) => {
        for (const key of part.keys()) {
          const { outcome } = part.verdict(key);
          if (!isDifferent(outcome)) continue;
          shardCalls++;
          assert.equal(merged.verdict(key).outcome, outcome, `family ${family}: shard ${i}'s row ${key}`);
          if (i !== lost) assert.equal(partial.verdict(key).outcome, outcome, `family ${family}: lost shard ${lost}`);
        }
      });
    }
    assert.ok(shardCalls > 100, `${shardCalls} calls checked`);
  });

  it('4 shards of 20 rows find about as many 3-10 % changes as one run of 80 (the shard family never more)', () => {
    const common = { rows: 80, families: 40, seed: 41, movedShare: 0.25 };
    const rate = ({ detected, changes }: { detected: number; changes: number }) => detected / changes;
    const whole = rate(simulateShardFamilies({ ...common, shards: 1, shardFamily: 'run' }));
    const sharded = rate(simulateShardFamilies({ ...common, shards: 4, shardFamily: 'run' }));
    const before = rate(simulateShardFamilies({ ...common, shards: 4, shardFamily: 'shard' }));
    // 0.855 with issue 54's trimmed test beside the t, 0.72 with its rare-run margins (their cost on 3-5 % changes)
    assert.ok(whole > 0.7, `unsharded found ${whole}`);
    // (with the margins of issue 54: 0.775 sharded, 0.7225 whole; 40 families of 20 changes a case)
    assert.ok(Math.abs(sharded - whole) < 0.06, `sharded found ${sharded}, unsharded ${whole}`);
    // deciding each shard as its own family (a laxer m, and no familywise level) finds at most a point or two more
    // (it lost most before the early-call guard of #41.2 held small changes back to the later looks: 0.876 against
    // 0.876 with the t alone; 0.855 against 0.845 with issue 54's trimmed test beside it)
    assert.ok(before <= sharded + 0.02, `deciding each shard as its own family found ${before}, the run's ${sharded}`);
  });

  it('A/A: 4 shards keep the familywise false-call rate at or below 5 %', () => {
    const aa = simulateShardFamilies({
      rows: 80,
      families: 120,
      seed: 42,
      movedShare: 0,
      shards: 4,
      shardFamily: 'run',
    });
    assert.ok(aa.familiesWithFalseCall / aa.families <= 0.05, `${aa.familiesWithFalseCall} of ${aa.families}`);
  });
});
