import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';

import { AdaptiveQueue } from '../../src/run/measure/session.ts';
import { createPrng } from '../../src/run/plan/prng.ts';
import { parseCompareCsv, type Binary } from '../../src/stats/csv.ts';
import { chiSquareQuantile, isFutile, normalUpperQuantile } from '../../src/stats/futility.ts';
import { lookStatistic, sequentialDesign } from '../../src/stats/sequential.ts';
import { ADAPTIVE_DEFAULTS, AdaptiveRows, type RowVerdict } from '../../src/stats/verdict.ts';
import { repoRoot } from '../helpers/paths.ts';
import { gaussian, simulate, simulateFamily } from '../helpers/sequential-sim.ts';

const design = sequentialDesign(ADAPTIVE_DEFAULTS);
const DELTA = 0.05;

/** Rows of one true change and sd through the looks, the rule on and off on the same draws. */
function compare(change: number, sd: number, draws: number, seed: number) {
  const draw = gaussian(createPrng(seed));
  const tally = () => ({ different: 0, same: 0, futile: 0, runs: 0 });
  const on = tally();
  const off = tally();
  for (let i = 0; i < draws; i++) {
    const ratios = Array.from({ length: ADAPTIVE_DEFAULTS.maxRuns }, () => Math.log1p(change) + sd * draw());
    for (const [futility, count] of [
      [true, on],
      [false, off],
    ] as const) {
      let k = 0;
      const row = simulate(design, () => ratios[k++]!, DELTA, futility);
      if (row.state === 'different') count.different++;
      else if (row.state === 'same') count.same++;
      else if (row.state === 'futile') count.futile++;
      count.runs += row.runs;
    }
  }
  const share = (c: ReturnType<typeof tally>) => ({
    different: c.different / draws,
    same: c.same / draws,
    futile: c.futile / draws,
    runs: c.runs / draws,
  });
  return { on: share(on), off: share(off) };
}

describe('isFutile', () => {
  const at = (look: number, ratios: number[]) => isFutile(design, lookStatistic(look, ratios), DELTA);
  // 14 pairs (look 5 of 4, 6, … 30): with no trend, the predictive power falls below 5 % from 12 pairs of 30 on
  const noisy = [0.3, -0.3, 0.25, -0.2, 0.1, -0.15, 0.2, -0.2, 0.15, -0.1, 0.3, -0.25, 0.05, -0.15];

  it('stops a noisy row centred on no change, not one that trends or that can still reach same', () => {
    assert.equal(at(5, noisy), true);
    assert.equal(at(1, noisy.slice(0, 6)), false, 'too early to tell');
    // the same noise around +30 %: its predictive power is high
    assert.equal(
      at(
        5,
        noisy.map((r) => r + 0.3),
      ),
      false,
    );
    // 3 % noise: at 30 runs its interval would fit within ±5 %
    assert.equal(
      at(
        5,
        noisy.map((r) => r / 10),
      ),
      false,
    );
  });

  it('never at the last look (the row ends there anyway) nor with fewer than two pairs', () => {
    assert.equal(at(design.looks.length - 1, [...noisy, ...noisy, ...noisy, ...noisy].slice(0, 30)), false);
    assert.equal(at(0, [0.3]), false);
  });

  it('reads the normal and chi-square quantiles it needs', () => {
    assert.ok(Math.abs(normalUpperQuantile(0.025) - 1.959964) < 1e-6);
    assert.equal(normalUpperQuantile(0.7), 0);
    // χ²(0.9) at 3 and 29 degrees of freedom: 6.251, 39.087 (tables)
    assert.ok(Math.abs(chiSquareQuantile(0.9, 3) / 6.251 - 1) < 0.01);
    assert.ok(Math.abs(chiSquareQuantile(0.9, 29) / 39.087 - 1) < 0.002);
  });
});

describe('the futility rule in simulation (looks at 4, 6, … 30; δ ±5 %; the rule on and off on the same rows)', () => {
  it('calls true changes of 3-10 % (sds like the recorded rows) different at most 2 points less often', () => {
    let seed = 40;
    for (const change of [0.03, 0.05, 0.1]) {
      for (const sd of [0.1, 0.15, 0.2]) {
        const { on, off } = compare(change, sd, 800, seed++);
        // non-binding: a row the rule stops would otherwise have run on; it never becomes different by stopping
        assert.ok(on.different <= off.different, `${change} ${sd}`);
        assert.ok(off.different - on.different <= 0.02, `${change} ${sd}: ${off.different} -> ${on.different}`);
      }
    }
  });

  it('calls unchanged rows that can reach same by max-runs same at most 2 points less often', () => {
    let seed = 50;
    for (const sd of [0.06, 0.09, 0.11, 0.13]) {
      const { on, off } = compare(0, sd, 800, seed++);
      assert.ok(on.same <= off.same);
      assert.ok(off.same - on.same <= 0.02, `${sd}: ${off.same} -> ${on.same}`);
    }
  });

  it('never calls a true difference of δ same more often, nor an unchanged row different', () => {
    const atDelta = compare(DELTA, 0.1, 800, 60);
    assert.ok(atDelta.on.same <= atDelta.off.same);
    const unchanged = compare(0, 0.2, 800, 61);
    assert.ok(unchanged.on.different <= unchanged.off.different && unchanged.on.different <= 0.05);
  });

  it('keeps the familywise error of "different": families of 20 unchanged noisy rows, never more rows called', () => {
    const families = 300;
    let anyOn = 0;
    let anyOff = 0;
    for (let i = 0; i < families; i++) {
      const seed = 1000 + i;
      const family = (futility: boolean) => {
        const rowDraw = gaussian(createPrng(seed));
        return simulateFamily(ADAPTIVE_DEFAULTS, 20, () => 0.2 * rowDraw(), DELTA, futility);
      };
      const [on, off] = [family(true), family(false)];
      // Holm over repeated p-values that a stop can only leave higher: never a rejection more, on the same rows
      assert.ok(on <= off, `family ${i}: ${on} different with the rule, ${off} without`);
      if (on > 0) anyOn++;
      if (off > 0) anyOff++;
    }
    const tolerance = 2 * Math.sqrt((0.05 * 0.95) / families);
    assert.ok(anyOn / families <= 0.05 + tolerance, `familywise ${anyOn / families} (${anyOff / families} without)`);
  });

  it('cuts the runs of unchanged rows too noisy for same (by a quarter or more at sds of 20-25 %)', () => {
    for (const [sd, seed] of [
      [0.15, 70],
      [0.2, 71],
      [0.25, 72],
    ] as const) {
      const { on, off } = compare(0, sd, 800, seed);
      // without the rule nearly every one of them runs to max-runs
      assert.ok(off.runs > 29, `${sd}: ${off.runs}`);
      assert.ok(on.runs <= (sd === 0.15 ? 0.85 : 0.75) * off.runs, `${sd}: ${off.runs} -> ${on.runs} runs a row`);
      assert.ok(on.futile >= 0.6, `${sd}: ${on.futile} stopped`);
    }
  });
});

/** A recorded CSV's rows: rates by run number per side (the CSV's order is the runs'). */
function recordedRows(name: string): Map<string, Record<Binary, number[]>> {
  const path = join(repoRoot, 'bench', 'data', `${name}.csv`);
  const rows = new Map<string, Record<Binary, number[]>>();
  for (const sample of parseCompareCsv(readFileSync(path, 'utf8'), path)) {
    const key = `${sample.filename} ${sample.configuration}`;
    if (!rows.has(key)) rows.set(key, { old: [], new: [] });
    rows.get(key)![sample.binary].push(sample.rate);
  }
  return rows;
}

/** The recorded rows run as the runner would: only open rows get the next round. */
function run(rows: Map<string, Record<Binary, number[]>>, futility: boolean): AdaptiveRows {
  const adaptive = new AdaptiveRows({ schedule: ADAPTIVE_DEFAULTS, deltaPercent: DELTA * 100, futility });
  for (const key of rows.keys()) adaptive.track(key);
  let done = 0;
  for (let next = adaptive.nextLookRuns; next !== null; next = adaptive.nextLookRuns) {
    for (const [key, rates] of rows) {
      if (adaptive.isSettled(key)) continue;
      for (let run = done + 1; run <= next; run++) {
        adaptive.add(key, 'old', run, rates.old[run - 1]!);
        adaptive.add(key, 'new', run, rates.new[run - 1]!);
      }
    }
    done = next;
    if (adaptive.look().length === 0) break;
  }
  return adaptive;
}

/** The report job's replay (artifact/result-dir.ts): every rate the run measured, then as many looks. */
function replay(measured: AdaptiveRows, rows: Map<string, Record<Binary, number[]>>): AdaptiveRows {
  const again = new AdaptiveRows({ schedule: ADAPTIVE_DEFAULTS, deltaPercent: DELTA * 100 });
  for (const [key, rates] of rows) {
    again.track(key);
    const { n } = measured.verdict(key);
    for (let run = 1; run <= n.old; run++) {
      again.add(key, 'old', run, rates.old[run - 1]!);
      again.add(key, 'new', run, rates.new[run - 1]!);
    }
  }
  for (let look = 0; look < measured.looksDone; look++) again.look();
  return again;
}

const summary = (rows: AdaptiveRows) =>
  rows.keys().map((key) => {
    const { outcome, n, looks, stop }: RowVerdict = rows.verdict(key);
    return { key, outcome, n: n.old, looks, stop };
  });

describe('the futility rule on the recorded data (bench/data)', () => {
  for (const name of ['null-heavy', 'effect-heavy']) {
    it(`${name}: the report job's replay gives the run's verdicts, futile stops included`, () => {
      const rows = recordedRows(name);
      const measured = run(rows, true);
      assert.deepEqual(summary(replay(measured, rows)), summary(measured));
      assert.deepEqual(summary(replay(measured, rows)), summary(replay(measured, rows)));
    });
  }

  it('null-heavy: stops rows that could not be decided, as not distinguishable, in fewer runs; the calls stay', () => {
    const rows = recordedRows('null-heavy');
    const withRule = summary(run(rows, true));
    const without = summary(run(rows, false));
    const futile = withRule.filter((row) => row.stop === 'futile');
    assert.ok(futile.length >= 2, JSON.stringify(withRule));
    for (const row of futile) {
      assert.equal(row.outcome, 'unresolved');
      assert.ok(row.n < ADAPTIVE_DEFAULTS.maxRuns, `${row.key} at ${row.n} runs`);
      // without the rule the row ran on and was decided no other way
      assert.equal(without.find((r) => r.key === row.key)!.outcome, 'unresolved', row.key);
    }
    const runs = (verdicts: typeof withRule) => verdicts.reduce((sum, row) => sum + row.n, 0);
    assert.ok(runs(withRule) < runs(without), `${runs(withRule)} runs, ${runs(without)} without the rule`);
  });
});

describe('the progress line of a run', () => {
  it('counts the rows stopped as not distinguishable', () => {
    const lines: string[] = [];
    const configurations = [0, 1].map((index) => ({ index, filename: 'a.js', configuration: `n=${index}` }));
    const queue = new AdaptiveQueue({ maxRuns: 10 }, configurations, (line) => lines.push(line));
    // row 0 wildly noisy around no change; row 1 the same within 1 %
    const noise = [0.3, -0.3, 0.25, -0.25, 0.2, -0.2, 0.3, -0.3, 0.25, -0.25];
    for (let run = 1; run <= 10 && queue.admit(run, 0) !== 'done'; run++) {
      for (const index of [0, 1]) {
        if (queue.admit(run, index) !== 'run') continue;
        queue.add(index, 'old', run, 100);
        queue.add(index, 'new', run, 100 * Math.exp(noise[run - 1]! / (index === 0 ? 1 : 30)));
      }
    }
    queue.complete();
    assert.ok(
      lines.some((line) =>
        /after \d+ runs: 1 settled \(0 faster, 0 slower, 1 same\), 1 stopped as not distinguishable, 0 open/.test(line),
      ),
      lines.join('\n'),
    );
    assert.equal(queue.outcomes()!.rows[0]!.verdict.stop, 'futile');
  });

  it('counts the single-call rows with bimodal timings as not measurable (issue 54)', () => {
    const lines: string[] = [];
    const configurations = [{ index: 0, filename: 'vm/run-in-context.js', configuration: 'n=1' }];
    // 30 runs: at 10, futility would stop such noise at the first look, before the shape can be judged (6 runs)
    const queue = new AdaptiveQueue({ maxRuns: 30 }, configurations, (line) => lines.push(line));
    // each process lands on one of two paths 7× apart, whichever binary it runs
    const path = (run: number, binary: number) => ((run + binary) % 2 === 0 ? 100 : 700) * (1 + 0.01 * (run % 3));
    for (let run = 1; run <= 30 && queue.admit(run, 0) === 'run'; run++) {
      queue.add(0, 'old', run, path(run, 0));
      queue.add(0, 'new', run, path(run, 1));
    }
    queue.complete();
    assert.ok(
      lines.some((line) => /1 not measurable \(one call per child, bimodal timings\), 0 open/.test(line)),
      lines.join('\n'),
    );
    assert.equal(queue.outcomes()!.rows[0]!.verdict.unmeasurable, 'single-call');
  });
});
