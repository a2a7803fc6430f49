import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { normalDistribution, studentTLowerTail } from '../../src/stats/student-t.ts';

import { createPrng } from '../../src/run/prng.ts';
import { ADAPTIVE_DEFAULTS } from '../../src/stats/verdict.ts';
import {
  decide,
  defaultDelta,
  lookRuns,
  pairedLogRatios,
  sequentialDesign,
  spentAlpha,
  STAR_ALPHAS,
  zBoundaries,
  type SequentialDesign,
} from '../../src/stats/sequential.ts';

function gaussian(random: () => number): () => number {
  return () => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
}

/** Runs one simulated sequence through the looks; the first decision that is not open, else the last. */
function simulate(design: SequentialDesign, draw: () => number, delta: number) {
  const ratios: number[] = [];
  for (let look = 0; look < design.looks.length; look++) {
    while (ratios.length < design.looks[look]!) ratios.push(draw());
    const decision = decide(design, look, ratios, { delta, measured: false });
    if (decision.state !== 'open') return decision;
  }
  return decide(design, design.looks.length - 1, ratios, { delta, measured: false });
}

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

describe('decide', () => {
  const design = sequentialDesign({ minRuns: 5, roundRuns: 5, maxRuns: 30 });

  it('spends less than the fixed test at every look, least at the first', () => {
    design.nominal.forEach((levels, level) => {
      const alpha = STAR_ALPHAS[level]!;
      levels.forEach((p) => assert.ok(p < alpha));
      assert.ok(levels[0]! < levels.at(-1)!);
    });
  });

  for (const schedule of [
    { ...ADAPTIVE_DEFAULTS, maxRuns: 10 },
    { ...ADAPTIVE_DEFAULTS, maxRuns: 20 },
    ADAPTIVE_DEFAULTS,
    { minRuns: 5, roundRuns: 5, maxRuns: 20 },
  ]) {
    it(`keeps the false-positive rate at or below nominal at each star level (A/A, looks at ${lookRuns(schedule)})`, () => {
      const looked = sequentialDesign(schedule);
      const draws = 50_000;
      const draw = gaussian(createPrng(20261122));
      const starCounts = [0, 0, 0];
      let naive = 0;
      for (let i = 0; i < draws; i++) {
        const ratios = Array.from({ length: schedule.maxRuns }, () => 0.03 * draw());
        // the naive rule: the fixed 0.05 test at every look
        if (looked.looks.some((n) => fixedPValue(ratios.slice(0, n)) < 0.05)) naive++;
        let decision = decide(looked, 0, ratios.slice(0, looked.looks[0]), { delta: 0, measured: false });
        for (let look = 1; decision.state === 'open' && look < looked.looks.length; look++) {
          decision = decide(looked, look, ratios.slice(0, looked.looks[look]), { delta: 0, measured: false });
        }
        for (let level = 0; level < decision.stars.length; level++) starCounts[level]!++;
      }
      STAR_ALPHAS.forEach((alpha, level) => {
        const rate = starCounts[level]! / draws;
        const tolerance = 2 * Math.sqrt((alpha * (1 - alpha)) / draws);
        assert.ok(rate <= alpha + tolerance, `level ${alpha}: ${rate}`);
      });
      // not so conservative that it wastes power at the * level
      assert.ok(starCounts[0]! / draws >= 0.04, `level 0.05: ${starCounts[0]! / draws}`);
      // looking repeatedly with the fixed test is what the spending prevents
      assert.ok(naive / draws > 0.09, `naive ${naive / draws}`);
    });
  }

  it('stops a clear difference at the first look, with its direction in the mean', () => {
    const decision = decide(design, 0, [0.2, 0.21, 0.19, 0.2, 0.22], { delta: 0.03, measured: false });
    assert.equal(decision.state, 'different');
    assert.equal(decision.stars, '***');
    assert.ok(decision.meanLogRatio > 0);
  });

  it('calls equivalent rows same, and a true difference of δ same at most 6 % of the time over 6 looks', () => {
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
    // a 95 % interval at each look: 5 % at one look, a little more over six
    assert.ok(sameAtDelta / draws <= 0.06, `same at a difference of δ: ${sameAtDelta / draws}`);
  });

  it('with a measured δ, does not call a small change same while its own test is near significance', () => {
    // +1.5 % a run, sd 1.2 %: the 95 % interval (-0.4 %, +3.4 %) is within ±6 %, but p = 0.08 at 4 runs
    const ratios = [0.003, 0.018, 0.03, 0.009];
    const early = decide(design, 0, ratios, { delta: 0.06, measured: true });
    assert.equal(early.state, 'open');
    assert.ok(early.interval[0] > -Math.log1p(0.06) && early.interval[1] < Math.log1p(0.06));
    // the same interval with no hint of a change is same
    assert.equal(decide(design, 0, [0.02, -0.02, 0.015, -0.015], { delta: 0.06, measured: true }).state, 'same');
    // a δ the user chose says which changes matter: within it is same
    assert.equal(decide(design, 0, ratios, { delta: 0.06, measured: false }).state, 'same');
  });

  it('keeps open what it cannot tell yet', () => {
    assert.equal(decide(design, 0, [0.05, -0.04, 0.06, -0.05, 0.01], { delta: 0.01, measured: false }).state, 'open');
    assert.equal(decide(design, 0, [0.1], { delta: 0.01, measured: false }).state, 'open');
  });

  it('handles constant ratios', () => {
    assert.equal(decide(design, 0, [0, 0, 0, 0, 0], { delta: 0.01, measured: false }).state, 'same');
    assert.equal(decide(design, 0, [0.1, 0.1, 0.1, 0.1, 0.1], { delta: 0.01, measured: false }).state, 'different');
  });
});

describe('pairedLogRatios and defaultDelta', () => {
  it('pairs run k of old with run k of new', () => {
    assert.deepEqual(pairedLogRatios([100, 200, 300], [110, 180]), [Math.log(1.1), Math.log(0.9)]);
  });

  it('is the median run-to-run noise of log(new/old)', () => {
    // standard deviations 0.01, 0.02, 0.1 (one row too short to count)
    const rows = [[0.01, -0.01, 0], [0.02, -0.02, 0], [0.1, -0.1, 0], [0.5]];
    assert.ok(Math.abs(defaultDelta(rows) - Math.expm1(0.02)) < 1e-12);
    assert.ok(Number.isNaN(defaultDelta([[1]])));
  });
});

function fixedPValue(ratios: readonly number[]): number {
  const n = ratios.length;
  const mean = ratios.reduce((a, b) => a + b, 0) / n;
  const sd = Math.sqrt(ratios.reduce((a, r) => a + (r - mean) ** 2, 0) / (n - 1));
  return 2 * studentTLowerTail(mean / (sd / Math.sqrt(n)), n - 1);
}
