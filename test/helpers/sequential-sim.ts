// Simulated rows through the sequential test, as the runner runs them: what
// the tests that guard the sequential test and its futility rule share.
import { isFutile } from '../../src/stats/futility.ts';
import {
  EARLY_CALL_GUARD,
  familyDecisions,
  lookStatistic,
  VERDICT_RULE,
  type EarlyCallGuard,
  type LookSchedule,
  type SequentialDesign,
  type VerdictRule,
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
export function simulate(
  design: SequentialDesign,
  draw: () => number,
  delta: number,
  futility = true,
  guard: EarlyCallGuard = EARLY_CALL_GUARD,
) {
  const ratios = Array.from({ length: design.looks.at(-1)! }, draw);
  const looks = [];
  for (let look = 0; look < design.looks.length; look++) {
    looks.push(lookStatistic(look, ratios.slice(0, design.looks[look]!)));
    const [decision] = familyDecisions(design, [looks], delta, 1, guard);
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
  rule: VerdictRule = VERDICT_RULE,
): number {
  const ratios = Array.from({ length: schedule.maxRuns }, () => Array.from({ length: rows }, (_, row) => draw(row)));
  const family = new AdaptiveRows({ schedule, deltaPercent: delta * 100, futility, rule });
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

/**
 * A family of rows through the looks as AdaptiveRows.look makes them (with
 * the futility rule), each row's runs from `draw(row)`, under `guard`: how
 * many rows ended different, and how many of them faster.
 */
export function simulateGuardedFamily(
  design: SequentialDesign,
  rows: number,
  draw: (row: number) => number,
  delta: number,
  guard: EarlyCallGuard,
): { different: number; faster: number } {
  const ratios = Array.from({ length: rows }, (_, row) =>
    Array.from({ length: design.looks.at(-1)! }, () => draw(row)),
  );
  const looks: ReturnType<typeof lookStatistic>[][] = ratios.map(() => []);
  const stopped = ratios.map(() => false);
  let decisions = familyDecisions(design, looks, delta, rows, guard);
  for (let look = 0; look < design.looks.length && stopped.includes(false); look++) {
    ratios.forEach((row, i) => {
      if (!stopped[i]) looks[i]!.push(lookStatistic(look, row.slice(0, design.looks[look]!)));
    });
    decisions = familyDecisions(design, looks, delta, rows, guard);
    decisions.forEach((decision, i) => {
      if (decision.state !== 'open' || isFutile(design, looks[i]!.at(-1)!, delta)) stopped[i] = true;
    });
  }
  let different = 0;
  let faster = 0;
  decisions.forEach((decision, i) => {
    if (decision.state !== 'different') return;
    different++;
    if (looks[i]!.find((s) => s.look === decision.settledAt)!.mean > 0) faster++;
  });
  return { different, faster };
}

/** Student t draws with `degrees` degrees of freedom, scaled to unit variance (degrees > 2). */
export function studentT(normal: () => number, degrees: number): () => number {
  return () => {
    let chiSquare = 0;
    for (let i = 0; i < degrees; i++) chiSquare += normal() ** 2;
    return normal() / Math.sqrt(chiSquare / degrees) / Math.sqrt(degrees / (degrees - 2));
  };
}

/**
 * Per-run log(new/old) of rows whose two sides share each run's machine
 * state (it cancels in the ratio) and draw their own noise from `sideNoise`.
 */
export interface RowScenario {
  name: string;
  /** one run's log(new/old) */
  draw: (random: () => number) => () => number;
}

/** A true change (fraction) with Gaussian log-scale noise of `sd` on the ratio. */
export const gaussianRow = (change: number, sd: number): RowScenario => ({
  name: `Gaussian ${(change * 100).toFixed(0)} %, sd ${(sd * 100).toFixed(0)} %`,
  draw: (random) => {
    const normal = gaussian(random);
    return () => Math.log1p(change) + sd * normal();
  },
});

/**
 * The new side stalls (`slowdown` times slower) in `share` of its runs and
 * is faster otherwise, by as much as keeps its mean rate over runs unchanged;
 * Gaussian noise of `sd` on the ratio.
 */
export const stallRow = (sd: number, share = 0.1, slowdown = 2): RowScenario => ({
  name: `new stalls ${slowdown}× in ${share * 100} % of runs, mean rate unchanged, sd ${(sd * 100).toFixed(0)} %`,
  draw: (random) => {
    const normal = gaussian(random);
    const faster = Math.log(1 / (1 - share + share / slowdown));
    return () => faster + (random() < share ? -Math.log(slowdown) : 0) + sd * normal();
  },
});

/** A/A with heavy tails: t with 3 degrees of freedom on the log scale, sd `sd`. */
export const heavyTailedRow = (sd: number): RowScenario => ({
  name: `A/A, t(3) noise, sd ${(sd * 100).toFixed(0)} %`,
  draw: (random) => {
    const t = studentT(gaussian(random), 3);
    return () => sd * t();
  },
});

/**
 * A/A whose sides' own noise is skewed (a lognormal on the log scale; the
 * ratio's sd `sd`): right-skewed (rare fast runs) or left (rare slow runs). The
 * ratio of two such sides is symmetric, with tails longer than the normal's.
 */
export const skewedRow = (sd: number, direction: 'right' | 'left'): RowScenario => ({
  name: `A/A, ${direction}-skewed noise a side, ratio sd ${(sd * 100).toFixed(0)} %`,
  draw: (random) => {
    const normal = gaussian(random);
    // lognormal(0, 1): mean e^0.5, sd √((e − 1)e); the sign sets the skew
    const [center, spread] = [Math.exp(0.5), Math.sqrt((Math.E - 1) * Math.E)];
    const sign = direction === 'right' ? 1 : -1;
    const side = () => (sign * sd * (Math.exp(normal()) - center)) / spread / Math.SQRT2;
    return () => side() - side();
  },
});

/** A/A where each side stalls `slowdown` times slower in `share` of its runs, independently. */
export const stallsBothRow = (sd: number, share = 0.1, slowdown = 2): RowScenario => ({
  name: `A/A, each side stalls ${slowdown}× in ${share * 100} % of runs, sd ${(sd * 100).toFixed(0)} %`,
  draw: (random) => {
    const normal = gaussian(random);
    const stall = () => (random() < share ? -Math.log(slowdown) : 0);
    return () => stall() - stall() + sd * normal();
  },
});
