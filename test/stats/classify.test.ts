// A bisect step's rule (StepClassifier): which end of the range a commit
// resembles, look by look, as the runner feeds it; and its error at the worst
// place (a commit exactly halfway), by simulation.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { createPrng } from '../../src/run/plan/prng.ts';
import {
  BUILD_OFFSET_SD,
  checkCulprit,
  FlaggedRows,
  midpointT,
  needsReference,
  refineRangeChange,
  rangeChange,
  STEP_ALPHA,
  STEP_SCHEDULE,
  StepClassifier,
  stepVerdict,
  type RangeChange,
} from '../../src/stats/classify.ts';

function gaussian(random: () => number): () => number {
  return () => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
}

const ROW = 'buffers/tojson.js len=256';
const OTHER = 'buffers/tojson.js len=0';
const schedule = { ...STEP_SCHEDULE, maxRuns: 20 };

/** One step as the runner drives it: rates of run 1, 2, … until the classifier stops or the cap. */
function step(
  targets: Map<string, RangeChange>,
  logRatio: (name: string, run: number) => number,
  names = [...targets.keys()],
): { classifier: StepClassifier; runs: number } {
  const classifier = new StepClassifier({ schedule, targets });
  names.forEach((name, key) => classifier.track(String(key), name));
  let runs = 0;
  for (let run = 1; run <= schedule.maxRuns; run++) {
    while (classifier.nextLookRuns !== null && run > classifier.nextLookRuns) classifier.look();
    if (classifier.nextLookRuns === null) break;
    names.forEach((name, key) => {
      if (classifier.isSettled(String(key))) return;
      classifier.add(String(key), 'old', run, 1000);
      classifier.add(String(key), 'new', run, 1000 * Math.exp(logRatio(name, run)));
    });
    runs = run;
  }
  while (classifier.nextLookRuns !== null) classifier.look();
  return { classifier, runs };
}

describe('StepClassifier', () => {
  const slowdown = Math.log(0.2); // the seed's toJSON regression: 5x slower
  const targets = new Map([[ROW, { logChange: slowdown, standardError: 0.1, degreesOfFreedom: 29 }]]);
  const noise = (sd: number, seed = 1) => {
    const draw = gaussian(createPrng(seed));
    return () => sd * draw();
  };

  it('a commit at the bad end is bad, at the good end good, each at the first look when the noise is small', () => {
    const n = noise(0.05);
    const bad = step(targets, () => slowdown + n());
    assert.equal(bad.classifier.verdict(), 'bad');
    assert.equal(bad.runs, 4);
    const good = step(targets, () => n());
    assert.equal(good.classifier.verdict(), 'good');
    assert.equal(good.runs, 4);
    const row = good.classifier.classifications().get(ROW)!;
    assert.equal(row.verdict, 'good');
    assert.ok(Math.abs(row.share) < 0.1, `${row.share}`);
    assert.deepEqual(row.n, { old: 4, new: 4 });
  });

  it('a noisy commit takes more runs, and one halfway between the ends is unknown at the cap', () => {
    const noisy = step(targets, noise(0.9, 7));
    assert.ok(noisy.runs > 4, `${noisy.runs}`);
    const jitter = noise(0.02, 3);
    const halfway = step(targets, () => slowdown / 2 + jitter());
    assert.equal(halfway.runs, 20);
    assert.equal(halfway.classifier.verdict(), 'unknown');
    assert.equal(halfway.classifier.classifications().get(ROW)!.verdict, 'unknown');
  });

  it('runs the flagged rows only: another configuration of the file is settled from the start', () => {
    const { classifier } = step(targets, () => 0, [OTHER, ROW]);
    assert.equal(classifier.isSettled('0'), true);
    assert.equal(classifier.classifications().size, 1);
    assert.equal(classifier.verdict(), 'good');
  });

  it('one bad row ends the step; a flagged row the run never listed is missing', () => {
    const two = new Map([...targets, [OTHER, { logChange: Math.log(0.9), standardError: 0.01, degreesOfFreedom: 29 }]]);
    const { classifier, runs } = step(two, (name) => (name === ROW ? slowdown : 0), [ROW, OTHER]);
    assert.equal(classifier.verdict(), 'bad');
    assert.equal(runs, 4);
    const unlisted = step(two, () => 0, [OTHER]).classifier;
    assert.equal(unlisted.classifications().get(ROW)!.verdict, 'missing');
  });

  it('the commit verdict: bad when a row is, good when every measured row is, skip when none was measured', () => {
    assert.equal(stepVerdict(['good', 'bad', 'unknown']), 'bad');
    assert.equal(stepVerdict(['good', 'missing']), 'good');
    assert.equal(stepVerdict(['good', 'unknown']), 'unknown');
    assert.equal(stepVerdict(['missing']), 'skip');
  });

  it('never decides a commit exactly halfway more often than α (simulated, 4,000 steps, 3 rows)', () => {
    const three = new Map([
      ['a x=1', { logChange: Math.log(0.9), standardError: 0, degreesOfFreedom: Infinity }],
      ['a x=2', { logChange: Math.log(0.5), standardError: 0, degreesOfFreedom: Infinity }],
      ['a x=3', { logChange: Math.log(0.95), standardError: 0, degreesOfFreedom: Infinity }],
    ]);
    const draw = gaussian(createPrng(11));
    let decided = 0;
    const steps = 4000;
    for (let i = 0; i < steps; i++) {
      const { classifier } = step(three, (name) => three.get(name)!.logChange / 2 + 0.05 * draw());
      if (classifier.verdict() !== 'unknown') decided++;
    }
    const rate = decided / steps;
    const se = Math.sqrt((STEP_ALPHA * (1 - STEP_ALPHA)) / steps);
    assert.ok(rate <= STEP_ALPHA + 2 * se, `decided ${(rate * 100).toFixed(2)} % of halfway steps`);
  });

  it('the statistic counts the uncertainty of the range change too', () => {
    const ratios = [-0.9, -1.0, -1.1, -1.0];
    const exact = midpointT(ratios, { logChange: -1, standardError: 0, degreesOfFreedom: Infinity });
    const unsure = midpointT(ratios, { logChange: -1, standardError: 0.4, degreesOfFreedom: 29 });
    assert.ok(exact.t < unsure.t && unsure.t < 0, `${exact.t} ${unsure.t}`);
    assert.equal(exact.df, 3);
    // the range's change dominates: its degrees of freedom count most
    assert.ok(unsure.df > 3 && unsure.df <= 3 + 29, `${unsure.df}`);
    assert.ok(Number.isNaN(midpointT([-1], { logChange: -1, standardError: 0, degreesOfFreedom: Infinity }).t));
  });

  it("reads the range's change from the scan's percent estimate", () => {
    const change = rangeChange({ change: -80, low: -90, high: -60 }, 1e6);
    assert.ok(Math.abs(change.logChange - Math.log(0.2)) < 1e-12);
    assert.ok(Math.abs(change.standardError - (Math.log(0.4) - Math.log(0.1)) / (2 * 1.959964)) < 1e-5);
    assert.equal(change.degreesOfFreedom, 1e6);
    // few degrees of freedom: a wider t quantile, a smaller standard error for the same interval
    assert.ok(rangeChange({ change: -80, low: -90, high: -60 }, 5).standardError < change.standardError);
    assert.equal(rangeChange({ change: -10, low: -10, high: -10 }, 9).standardError, 0);
    assert.throws(
      () =>
        new StepClassifier({
          schedule,
          targets: new Map([[ROW, { logChange: 0, standardError: 0, degreesOfFreedom: Infinity }]]),
        }),
      /non-zero/,
    );
  });

  it('a range change known only roughly is measured again, and the two combine by inverse variance', () => {
    const rough = { logChange: Math.log(0.9), standardError: 0.03, degreesOfFreedom: 5 };
    const precise = { logChange: Math.log(0.2), standardError: 0.05, degreesOfFreedom: 29 };
    assert.equal(needsReference(rough), true);
    assert.equal(needsReference(precise), false);
    const ratios = Array.from({ length: 30 }, (_, i) => Math.log(0.88) + (i % 2 === 0 ? 0.01 : -0.01));
    const refined = refineRangeChange(rough, ratios);
    assert.ok(refined.logChange < rough.logChange && refined.logChange > Math.log(0.88) - 1e-9, `${refined.logChange}`);
    assert.ok(refined.standardError < (0.01 / Math.sqrt(30)) * 1.1, `${refined.standardError}`);
    assert.equal(refined.degreesOfFreedom, 5 + 29);
    // a remeasure that sees the other way leaves the scan's change: unsure, never reversed
    assert.deepEqual(refineRangeChange(rough, [0.1, 0.12, 0.11]), rough);
    assert.deepEqual(refineRangeChange(rough, [-0.1]), rough);
  });

  it('FlaggedRows runs the flagged rows only, to the cap, and gives their paired ratios', () => {
    const rows = new FlaggedRows([ROW], 6);
    rows.track('0', OTHER);
    rows.track('1', ROW);
    assert.equal(rows.isSettled('0'), true);
    assert.equal(rows.isSettled('1'), false);
    assert.equal(rows.nextLookRuns, 6);
    for (let run = 1; run <= 6; run++) {
      rows.add('1', 'old', run, 100);
      rows.add('1', 'new', run, 50);
      rows.add('0', 'old', run, 100);
    }
    assert.deepEqual(rows.look(), []);
    assert.equal(rows.nextLookRuns, null);
    assert.equal(rows.isSettled('1'), true);
    assert.deepEqual([...rows.ratios().keys()], [ROW]);
    assert.deepEqual(rows.ratios().get(ROW), Array(6).fill(Math.log(0.5)));
  });
});

describe('checkCulprit (the sandwich verification)', () => {
  const target: RangeChange = { logChange: Math.log(0.9), standardError: 0.005, degreesOfFreedom: 29 };
  /** 30 pairs around a change, with a little run-to-run noise */
  const pairs = (change: number, sd = 0.005) => {
    const random = gaussian(createPrng(7));
    return Array.from({ length: 30 }, () => Math.log1p(change) + sd * random());
  };

  it("confirms a change of the range's size, well beyond two builds' offsets", () => {
    const check = checkCulprit(pairs(-0.1), target, { minChange: 5 });
    assert.ok(check.confirmed, JSON.stringify(check));
    assert.ok(check.t < -3, `${check.t}`);
  });

  it('does not confirm a change two builds of equal code can show (a -5 % offset), however many runs', () => {
    const check = checkCulprit(pairs(-0.05, 0.0001), target, { minChange: 5 });
    assert.equal(check.confirmed, false);
    // the offsets of both builds dominate its error: more runs do not shrink it
    assert.ok(check.standardError >= Math.SQRT2 * BUILD_OFFSET_SD, `${check.standardError}`);
    // without build offsets the same runs would confirm it
    assert.equal(checkCulprit(pairs(-0.05, 0.0001), target, { minChange: 4, buildOffsetSd: 0 }).confirmed, true);
  });

  it("needs the range's direction and the threshold", () => {
    assert.equal(checkCulprit(pairs(0.15), target, { minChange: 5 }).confirmed, false);
    assert.equal(checkCulprit(pairs(-0.15), target, { minChange: 20 }).confirmed, false);
    assert.equal(checkCulprit(pairs(-0.15), target, { minChange: 5 }).confirmed, true);
  });

  it('fewer than 2 pairs: not measured, not confirmed', () => {
    const check = checkCulprit([-0.2], target, { minChange: 5 });
    assert.equal(check.confirmed, false);
    assert.ok(Number.isNaN(check.logRatio));
  });
});
