import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { normalDistribution, studentTLowerTail } from '../../src/stats/student-t.ts';

import { createPrng } from '../../src/run/plan/prng.ts';
import { ADAPTIVE_DEFAULTS } from '../../src/stats/verdict.ts';
import { gaussian, simulate, simulateFamily } from '../helpers/sequential-sim.ts';
import {
  EARLY_CALL_GUARD,
  familyDecisions,
  lookRuns,
  NO_EARLY_CALL_GUARD,
  lookStatistic,
  pairedLogRatios,
  REPEATED_GRID,
  sequentialDesign,
  spentAlpha,
  VERDICT_RULE,
  zBoundaries,
} from '../../src/stats/sequential.ts';

describe('lookRuns', () => {
  it('looks after the minimum runs, each round, and at max runs', () => {
    assert.deepEqual(lookRuns({ minRuns: 5, roundRuns: 5, maxRuns: 30 }), [5, 10, 15, 20, 25, 30]);
    assert.deepEqual(lookRuns({ minRuns: 5, roundRuns: 4, maxRuns: 15 }), [5, 9, 13, 15]);
    assert.deepEqual(lookRuns({ minRuns: 6, roundRuns: 5, maxRuns: 6 }), [6]);
  });

  it('refuses schedules that cannot be tested', () => {
    assert.throws(() => lookRuns({ minRuns: 2, roundRuns: 5, maxRuns: 30 }), /minimum runs must be 3 or more; got 2/);
    assert.throws(() => lookRuns({ minRuns: 5, roundRuns: 0, maxRuns: 30 }), /runs per round must be 1 or more/);
    assert.throws(() => lookRuns({ minRuns: 5, roundRuns: 5, maxRuns: 4 }), /at least the minimum runs \(5\); got 4/);
  });
});

describe('zBoundaries (Armitage-McPherson-Rowe recursion)', () => {
  const five = [0.2, 0.4, 0.6, 0.8, 1];
  it('gives the published Lan-DeMets Pocock-type boundaries (K = 5, two-sided 0.05)', () => {
    const boundaries = zBoundaries((t) => 0.05 * Math.log(1 + (Math.E - 1) * t), five);
    const published = [2.438, 2.427, 2.41, 2.397, 2.386];
    boundaries.forEach((b, k) => assert.ok(Math.abs(b - published[k]!) < 0.001, `look ${k + 1}: ${b}`));
  });

  it("gives the published Lan-DeMets O'Brien-Fleming-type boundaries (K = 5, 0.025 each side)", () => {
    const spend = (t: number) => 2 * (2 - 2 * normalDistribution(2.241403 / Math.sqrt(t)));
    const boundaries = zBoundaries(spend, five);
    const published = [4.877, 3.357, 2.68, 2.29, 2.031];
    boundaries.forEach((b, k) => assert.ok(Math.abs(b - published[k]!) < 0.001, `look ${k + 1}: ${b}`));
  });

  it('with one look is the fixed test', () => {
    const [b] = zBoundaries(() => 0.05, [1]);
    assert.ok(Math.abs(b! - 1.959964) < 1e-5, String(b));
  });
});

describe('spentAlpha', () => {
  it('spends nothing at the start and everything at the end, increasingly', () => {
    for (const gamma of [-4, -2, 0, 1]) {
      assert.equal(spentAlpha(0.05, 0, gamma), 0);
      assert.equal(spentAlpha(0.05, 1, gamma), 0.05);
      assert.ok(spentAlpha(0.05, 0.3, gamma) < spentAlpha(0.05, 0.6, gamma));
    }
  });
});

describe('the sequential rule', () => {
  const design = sequentialDesign({ minRuns: 5, roundRuns: 5, maxRuns: 30 });

  it('spends less than the fixed test at every look, least at the first', () => {
    for (const alpha of [0.05, 0.01, 0.001]) {
      const levels = design.nominal(alpha);
      levels.forEach((p) => assert.ok(p < alpha));
      assert.ok(levels[0]! < levels.at(-1)!);
    }
    // each level is computed once
    assert.equal(design.nominal(0.05), design.nominal(0.05));
  });

  for (const schedule of [
    { ...ADAPTIVE_DEFAULTS, maxRuns: 10 },
    { ...ADAPTIVE_DEFAULTS, maxRuns: 20 },
    ADAPTIVE_DEFAULTS,
    { minRuns: 5, roundRuns: 5, maxRuns: 20 },
  ]) {
    it(`keeps one row's false-positive rate at or below 5 % (A/A, looks at ${lookRuns(schedule)})`, () => {
      const looked = sequentialDesign(schedule);
      const draws = 20_000;
      const draw = gaussian(createPrng(20261122));
      let different = 0;
      let naive = 0;
      for (let i = 0; i < draws; i++) {
        const ratios = Array.from({ length: schedule.maxRuns }, () => 0.03 * draw());
        // the naive rule: the fixed 0.05 test at every look
        if (looked.looks.some((n) => fixedPValue(ratios.slice(0, n)) < 0.05)) naive++;
        let k = 0;
        // the boundaries' calibration: the early-call guard (skewed-rows.test.ts) can only remove calls
        if (simulate(looked, () => ratios[k++]!, 0, true, NO_EARLY_CALL_GUARD).state === 'different') different++;
      }
      const tolerance = 2 * Math.sqrt((0.05 * 0.95) / draws);
      assert.ok(different / draws <= 0.05 + tolerance, `A/A rate ${different / draws}`);
      // not so conservative that it wastes power
      assert.ok(different / draws >= 0.04, `A/A rate ${different / draws}`);
      // looking repeatedly with the fixed test is what the spending prevents
      assert.ok(naive / draws > 0.09, `naive ${naive / draws}`);
    });
  }

  it('keeps the familywise rate of a family of 20 unchanged rows at or below 5 % (Holm over the rows)', () => {
    const draws = 1500;
    const tolerance = 2 * Math.sqrt((0.05 * 0.95) / draws);
    // the t alone (the boundaries spend most of α: not far below 5 %), then with the trimmed test beside it (issue 54)
    for (const rule of [EARLY_CALL_GUARD, VERDICT_RULE]) {
      const draw = gaussian(createPrng(5));
      let anyDifferent = 0;
      for (let i = 0; i < draws; i++) {
        if (simulateFamily(ADAPTIVE_DEFAULTS, 20, () => 0.03 * draw(), 0, true, rule) > 0) anyDifferent++;
      }
      assert.ok(anyDifferent / draws <= 0.05 + tolerance, `familywise ${anyDifferent / draws}`);
      if (rule === EARLY_CALL_GUARD) assert.ok(anyDifferent / draws >= 0.02, `familywise ${anyDifferent / draws}`);
    }
  });

  it('calls a row different alone that a family of unchanged rows leaves open (Holm), and big effects in any family', () => {
    // +2 % a run with 3 % noise: the fixed test at 30 runs gives p ~ 0.001
    const weak = (random: () => number) => () => 0.02 + 0.03 * random();
    const draw = gaussian(createPrng(11));
    let alone = 0;
    let amongNull = 0;
    const draws = 200;
    for (let i = 0; i < draws; i++) {
      if (simulateFamily(ADAPTIVE_DEFAULTS, 1, weak(draw)) === 1) alone++;
      if (simulateFamily(ADAPTIVE_DEFAULTS, 30, (row) => (row === 0 ? weak(draw)() : 0.03 * draw())) >= 1) amongNull++;
    }
    assert.ok(alone > amongNull, `alone ${alone}, among 29 unchanged rows ${amongNull}`);
    // 30 rows that all doubled: every one is called
    assert.equal(
      simulateFamily(ADAPTIVE_DEFAULTS, 30, () => Math.log(2) + 0.03 * draw()),
      30,
    );
  });

  it('stops a clear difference at the first look, with its direction in the mean', () => {
    let k = 0;
    // +50 %: beyond what an unseen stall could cancel at 5 pairs (the early-call guard)
    const ratios = [0.4, 0.41, 0.39, 0.4, 0.42];
    const decision = simulate(design, () => ratios[k++]!, 0.03);
    assert.equal(decision.state, 'different');
    assert.equal(decision.settledAt, 0);
    assert.ok(decision.mean > 0);
  });

  it('calls equivalent rows same, and a true difference of δ same at most 2.5 % of the time however often it looks', () => {
    const draw = gaussian(createPrng(7));
    const delta = 0.03;
    let sameNull = 0;
    let sameAtDelta = 0;
    const draws = 5000;
    for (let i = 0; i < draws; i++) {
      if (simulate(design, () => 0.02 * draw(), delta).state === 'same') sameNull++;
      if (simulate(design, () => Math.log1p(delta) + 0.02 * draw(), delta).state === 'same') sameAtDelta++;
    }
    assert.ok(sameNull / draws > 0.9, `same under no difference: ${sameNull / draws}`);
    // the repeated interval: spent over the looks like the difference test (an unspent one gave 8.5 %)
    const tolerance = 2 * Math.sqrt((0.025 * 0.975) / draws);
    assert.ok(sameAtDelta / draws <= 0.025 + tolerance, `same at a difference of δ: ${sameAtDelta / draws}`);
  });

  it("reads a look's repeated p-value off the grid: exact at its levels, monotone between, bounded in cost", () => {
    for (const alpha of [0.05, 0.05 * 10 ** (-3 / 8), 0.05 * 10 ** -2]) {
      for (const look of [0, 2, design.looks.length - 1]) {
        const p = design.repeatedPValue(look, design.nominal(alpha)[look]!);
        assert.ok(Math.abs(p / alpha - 1) < 1e-9, `${alpha} at look ${look}: ${p}`);
      }
    }
    // between grid levels: the level of a boundary in between is recovered to within 0.5 %
    const between = 0.05 / 7;
    const p = design.repeatedPValue(3, design.nominal(between)[3]!);
    assert.ok(Math.abs(p / between - 1) < 0.005, `${between}: ${p}`);
    let last = 0;
    for (let exponent = -12; exponent <= -1.4; exponent += 0.05) {
      const value = design.repeatedPValue(5, 10 ** exponent);
      assert.ok(value >= last, `monotone at 1e${exponent}`);
      last = value;
    }
    assert.equal(design.repeatedPValue(5, 0.5), Infinity, 'no boundary up to 5 % crossed');
    // 4000 rows whose p-values would each need a Holm level of their own: no more levels than the grid's
    const fresh = sequentialDesign({ minRuns: 4, roundRuns: 2, maxRuns: 12 });
    const rows = Array.from({ length: 4000 }, (_, i) => [
      { look: 0, n: 4, mean: 0.1, standardError: 0.01, pValue: 1e-9 * 1.004 ** i },
      { look: 3, n: 10, mean: 0.1, standardError: 0.01, pValue: 1e-7 * 1.003 ** i },
    ]);
    const decisions = familyDecisions(fresh, rows, 0.05, rows.length, NO_EARLY_CALL_GUARD);
    assert.ok(decisions.filter((d) => d.state === 'different').length > 100);
    assert.ok(fresh.levelsComputed <= REPEATED_GRID + 2, `${fresh.levelsComputed} levels`);
  });

  it('keeps open what it cannot tell yet', () => {
    const rows = [[0.05, -0.04, 0.06, -0.05, 0.01], [0.1]];
    const decisions = familyDecisions(
      design,
      rows.map((ratios) => [lookStatistic(0, ratios)]),
      0.01,
    );
    assert.deepEqual(
      decisions.map((d) => d.state),
      ['open', 'open'],
    );
  });

  it('handles constant ratios', () => {
    const decide = (ratios: number[]) => familyDecisions(design, [[lookStatistic(0, ratios)]], 0.01)[0]!.state;
    assert.equal(decide([0, 0, 0, 0, 0]), 'same');
    assert.equal(decide([0.5, 0.5, 0.5, 0.5, 0.5]), 'different');
  });
});

describe('pairedLogRatios', () => {
  it('pairs by run number: a run missing on one side costs that pair only', () => {
    const old = new Map([
      [1, 100],
      [2, 200],
      [3, 300],
      [4, 400],
    ]);
    // run 2 of new failed
    const current = new Map([
      [1, 110],
      [3, 270],
      [4, 440],
    ]);
    const ratios = pairedLogRatios(old, current);
    assert.deepEqual(ratios, [Math.log(1.1), Math.log(0.9), Math.log(1.1)]);
    assert.deepEqual(pairedLogRatios(old, current, 3), [Math.log(1.1), Math.log(0.9)]);
  });
});

function fixedPValue(ratios: readonly number[]): number {
  const n = ratios.length;
  const mean = ratios.reduce((a, b) => a + b, 0) / n;
  const sd = Math.sqrt(ratios.reduce((a, r) => a + (r - mean) ** 2, 0) / (n - 1));
  return 2 * studentTLowerTail(mean / (sd / Math.sqrt(n)), n - 1);
}
