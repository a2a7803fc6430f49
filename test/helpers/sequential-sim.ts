// Simulated rows through the sequential test, as the runner runs them: what
// the tests that guard the sequential test and its futility rule share.
import { isFutile } from '../../src/stats/futility.ts';
import {
  familyDecisions,
  lookStatistic,
  type LookSchedule,
  type SequentialDesign,
} from '../../src/stats/sequential.ts';
import { AdaptiveRows } from '../../src/stats/verdict.ts';

/** Standard normal draws (Box-Muller) from a uniform generator. */
export function gaussian(random: () => number): () => number {
  return () => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
}

/**
 * One row through the looks as the runner would run it (with the futility
 * rule unless `futility` is false): its decision when it settles, else at the
 * last look. Every run is drawn first, so the rule on and off see the same rows.
 */
export function simulate(design: SequentialDesign, draw: () => number, delta: number, futility = true) {
  const ratios = Array.from({ length: design.looks.at(-1)! }, draw);
  const looks = [];
  for (let look = 0; look < design.looks.length; look++) {
    looks.push(lookStatistic(look, ratios.slice(0, design.looks[look]!)));
    const [decision] = familyDecisions(design, [looks], delta);
    if (decision!.state !== 'open') return { ...decision!, mean: looks.at(-1)!.mean, runs: design.looks[look]! };
    if (futility && isFutile(design, looks.at(-1)!, delta)) {
      return { state: 'futile' as const, settledAt: look, mean: looks.at(-1)!.mean, runs: design.looks[look]! };
    }
  }
  return { state: 'open' as const, settledAt: null, mean: looks.at(-1)!.mean, runs: design.looks.at(-1)! };
}

/**
 * A family of rows through the runner's rows (AdaptiveRows), each run's log
 * ratio from `draw(row)` (all drawn first, every row's every run, so the
 * futility rule on and off see the same rows); how many rows ended different.
 */
export function simulateFamily(
  schedule: LookSchedule,
  rows: number,
  draw: (row: number) => number,
  delta = 0,
  futility = true,
): number {
  const ratios = Array.from({ length: schedule.maxRuns }, () => Array.from({ length: rows }, (_, row) => draw(row)));
  const family = new AdaptiveRows({ schedule, delta, futility });
  for (let row = 0; row < rows; row++) family.track(String(row));
  for (let next = family.nextLookRuns, run = 1; next !== null; next = family.nextLookRuns) {
    for (; run <= next; run++) {
      for (let row = 0; row < rows; row++) {
        if (family.isSettled(String(row))) continue;
        family.add(String(row), 'old', run, 1);
        family.add(String(row), 'new', run, Math.exp(ratios[run - 1]![row]!));
      }
    }
    if (family.look().length === 0) break;
  }
  let different = 0;
  for (let row = 0; row < rows; row++) {
    const { outcome } = family.verdict(String(row));
    if (outcome === 'regression' || outcome === 'improvement') different++;
  }
  return different;
}
