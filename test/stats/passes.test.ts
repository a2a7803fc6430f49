// A run resumed with a higher cap (`more`, issue 40.3): the rows its first
// pass decided keep their verdicts and run no more; the rows it left open run
// on and are tested anew, at a level of their own (verdict.ts passSchedules).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { createPrng } from '../../src/run/plan/prng.ts';
import { ADAPTIVE_DEFAULTS, AdaptiveRows, passSchedules } from '../../src/stats/verdict.ts';
import { gaussian } from '../helpers/sequential-sim.ts';

const DELTA_PERCENT = 5;

/**
 * A family of rows through one run of `caps.length` passes, as the runner
 * runs them (a settled row gets no more runs); `ratios(row, run)` is the
 * run's log(new/old). Returns the rows' outcomes after each pass and the
 * runs each row was measured.
 */
function runPasses(rows: number, caps: readonly number[], ratios: (row: number, run: number) => number) {
  const family = new AdaptiveRows({
    schedule: { ...ADAPTIVE_DEFAULTS, maxRuns: caps.at(-1)! },
    earlierCaps: caps.slice(0, -1),
    deltaPercent: DELTA_PERCENT,
  });
  for (let row = 0; row < rows; row++) family.track(String(row));
  const measured = new Array<number>(rows).fill(0);
  const afterPass: string[][] = [];
  let pass = 0;
  for (let next = family.nextLookRuns, run = 1; next !== null; next = family.nextLookRuns) {
    if (family.currentPass !== pass) {
      afterPass.push(outcomes());
      pass = family.currentPass;
    }
    for (; run <= next; run++) {
      for (let row = 0; row < rows; row++) {
        if (family.isSettled(String(row))) continue;
        family.add(String(row), 'old', run, 1);
        family.add(String(row), 'new', run, Math.exp(ratios(row, run)));
        measured[row] = run;
      }
    }
    family.look();
  }
  afterPass.push(outcomes());
  return { family, afterPass, measured };

  function outcomes() {
    return Array.from({ length: rows }, (_, row) => family.verdict(String(row)).outcome);
  }
}

const called = (outcome: string) => outcome === 'regression' || outcome === 'improvement';

describe('passSchedules', () => {
  it('looks from each earlier cap on, every round, up to the next', () => {
    assert.deepEqual(passSchedules(ADAPTIVE_DEFAULTS), [ADAPTIVE_DEFAULTS]);
    assert.deepEqual(passSchedules({ ...ADAPTIVE_DEFAULTS, maxRuns: 60 }, [30]), [
      ADAPTIVE_DEFAULTS,
      { minRuns: 32, roundRuns: 2, maxRuns: 60 },
    ]);
    // a cap one run above the last: its one look is at the cap
    assert.deepEqual(passSchedules({ ...ADAPTIVE_DEFAULTS, maxRuns: 31 }, [30])[1], {
      minRuns: 31,
      roundRuns: 2,
      maxRuns: 31,
    });
    assert.throws(() => passSchedules({ ...ADAPTIVE_DEFAULTS, maxRuns: 30 }, [30]), /must increase/);
    assert.throws(() => passSchedules({ ...ADAPTIVE_DEFAULTS, maxRuns: 60 }, [40, 20]), /must increase/);
  });
});

/** Seeded so that the noisy row is left open by the first pass (a row of +3 % in 15 % noise is, most of the time). */
const SEED = Number(process.env.PASSES_SEED ?? 7);

describe('AdaptiveRows over two passes', () => {
  it('keeps the first pass’s calls, runs only its open rows on, and decides some of them', () => {
    // row 0: +30 %, called at once; row 1: unchanged and quiet, same; row 2: +3 % in 15 % noise, open at 30
    const draw = gaussian(createPrng(SEED));
    const noise = Array.from({ length: 3 }, () => Array.from({ length: 60 }, () => draw()));
    const change = [Math.log(1.3), 0, Math.log(1.03)];
    const sd = [0.02, 0.005, 0.15];
    const { family, afterPass, measured } = runPasses(
      3,
      [30, 60],
      (row, run) => change[row]! + sd[row]! * noise[row]![run - 1]!,
    );
    assert.deepEqual(afterPass[0], ['improvement', 'same', 'unresolved']);
    assert.equal(afterPass[1]![0], 'improvement');
    assert.equal(afterPass[1]![1], 'same');
    assert.ok(measured[0]! <= 6 && measured[1]! <= 30, `the settled rows ran ${measured[0]} and ${measured[1]} runs`);
    assert.ok(measured[2]! > 30, 'the open row ran on past the first cap');
    assert.deepEqual(family.lookRuns, [
      ...Array.from({ length: 14 }, (_, i) => 4 + 2 * i),
      ...Array.from({ length: 15 }, (_, i) => 32 + 2 * i),
    ]);
    const second = family.verdict('2');
    assert.ok(second.n.old === measured[2] && second.n.new === measured[2]);
  });

  it('tests each pass at 5 %: unchanged families of 20 rows, any false call at most 5 % a pass, 10 % in all', () => {
    const families = 300;
    let firstPass = 0;
    let secondPass = 0;
    let either = 0;
    for (let i = 0; i < families; i++) {
      const draw = gaussian(createPrng(5000 + i));
      const runs = Array.from({ length: 20 }, () => Array.from({ length: 60 }, () => 0.2 * draw()));
      const { afterPass } = runPasses(20, [30, 60], (row, run) => runs[row]![run - 1]!);
      const [one, two] = [afterPass[0]!.some(called), afterPass[1]!.some(called)];
      if (one) firstPass++;
      if (two && !one) secondPass++;
      if (two) either++;
    }
    const tolerance = (p: number) => 2 * Math.sqrt((p * (1 - p)) / families);
    if (process.env.PASSES_VERBOSE) console.log({ firstPass, secondPass, either, families });
    assert.ok(firstPass / families <= 0.05 + tolerance(0.05), `first pass ${firstPass / families}`);
    assert.ok(secondPass / families <= 0.05 + tolerance(0.05), `new calls of the second pass ${secondPass / families}`);
    assert.ok(either / families <= 0.1 + tolerance(0.1), `either pass ${either / families}`);
  });

  it('decides more of the small changes a first pass left open (+3 %, sd 10 %)', () => {
    let decidedFirst = 0;
    let decidedBoth = 0;
    const rows = 300;
    const draw = gaussian(createPrng(99));
    for (let row = 0; row < rows; row++) {
      const runs = Array.from({ length: 90 }, () => Math.log(1.03) + 0.1 * draw());
      const { afterPass } = runPasses(1, [30, 90], (_, run) => runs[run - 1]!);
      const [first, both] = [afterPass[0]![0]!, afterPass[1]![0]!];
      // a call of the first pass stands
      assert.ok(!called(first) || both === first);
      if (called(first)) decidedFirst++;
      if (called(both)) decidedBoth++;
    }
    if (process.env.PASSES_VERBOSE) console.log({ decidedFirst, decidedBoth, rows });
    // a second pass of 60 more runs finds many of the rest
    assert.ok(decidedBoth >= decidedFirst + rows * 0.15, `${decidedFirst} then ${decidedBoth} of ${rows} called`);
  });

  it('merges shards that ran the same passes; refuses shards of other passes', () => {
    const make = (earlierCaps: number[]) =>
      new AdaptiveRows({
        schedule: { ...ADAPTIVE_DEFAULTS, maxRuns: 60 },
        earlierCaps,
        deltaPercent: DELTA_PERCENT,
        familySize: 2,
      });
    const [a, b] = [make([30]), make([30])];
    a.track('x');
    b.track('y');
    assert.deepEqual(AdaptiveRows.merge([a, b]).keys(), ['x', 'y']);
    const other = make([40]);
    other.track('z');
    assert.throws(() => AdaptiveRows.merge([a, other]), /different schedules/);
  });
});
