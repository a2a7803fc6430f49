// Error rates and power of --runs auto on skewed and heavy-tailed rows
// (issue 41.2), before and after the guard of the early looks
// (EARLY_CALL_GUARD, sequential.ts): simulated rows through the looks as the
// runner makes them (default schedule, δ ±5 %, futility on), each scenario's
// rows the same draws with the guard off and on. Single rows give the share
// called different (and faster), families of 20 the share of families with
// a row called different; the Gaussian changes give the power and the mean
// runs a row, so the guard's cost in time shows.
//
//   npm run bench -- skewed-rows   (~1-2 minutes on 2 cores)
import { createPrng } from '../src/run/plan/prng.ts';
import {
  EARLY_CALL_GUARD,
  NO_EARLY_CALL_GUARD,
  sequentialDesign,
  type EarlyCallGuard,
} from '../src/stats/sequential.ts';
import { ADAPTIVE_DEFAULTS } from '../src/stats/verdict.ts';
import {
  gaussianRow,
  heavyTailedRow,
  simulate,
  simulateGuardedFamily,
  skewedRow,
  stallRow,
  stallsBothRow,
  type RowScenario,
} from '../test/helpers/sequential-sim.ts';

const DELTA = 0.05;
const design = sequentialDesign(ADAPTIVE_DEFAULTS);

export interface RowRates {
  different: number;
  faster: number;
  runs: number;
}

/** Single rows of a scenario under a guard: shares called different and faster, mean runs. */
export function rowRates(scenario: RowScenario, guard: EarlyCallGuard, rows: number, seed: number): RowRates {
  const draw = scenario.draw(createPrng(seed));
  const tally = { different: 0, faster: 0, runs: 0 };
  for (let i = 0; i < rows; i++) {
    const row = simulate(design, draw, DELTA, true, guard);
    if (row.state === 'different') tally.different++;
    if (row.state === 'different' && row.mean > 0) tally.faster++;
    tally.runs += row.runs;
  }
  return { different: tally.different / rows, faster: tally.faster / rows, runs: tally.runs / rows };
}

/** Families of `size` rows of a scenario under a guard: the share with a row called different (faster). */
export function familyRates(
  scenario: RowScenario,
  guard: EarlyCallGuard,
  families: number,
  size: number,
  seed: number,
) {
  const draw = scenario.draw(createPrng(seed));
  let different = 0;
  let faster = 0;
  for (let i = 0; i < families; i++) {
    const family = simulateGuardedFamily(design, size, draw, DELTA, guard);
    if (family.different > 0) different++;
    if (family.faster > 0) faster++;
  }
  return { different: different / families, faster: faster / families };
}

const percent = (share: number) => `${(share * 100).toFixed(1)} %`;

export async function skewedRowsBench(): Promise<void> {
  const rows = 2000;
  const families = 200;
  const errors: RowScenario[] = [
    gaussianRow(0, 0.03),
    gaussianRow(0, 0.1),
    stallRow(0.01),
    stallRow(0.03),
    stallRow(0.1),
    heavyTailedRow(0.03),
    heavyTailedRow(0.1),
    skewedRow(0.03, 'right'),
    skewedRow(0.1, 'left'),
    stallsBothRow(0.03),
  ];
  console.log(`error rates: ${rows} single rows, ${families} families of 20 a scenario (guard off → on)`);
  console.log('| scenario | row different | row faster | family different | family faster |');
  console.log('|---|---|---|---|---|');
  for (const [index, scenario] of errors.entries()) {
    const [rowOff, rowOn] = [NO_EARLY_CALL_GUARD, EARLY_CALL_GUARD].map((g) =>
      rowRates(scenario, g, rows, 100 + index),
    );
    const [famOff, famOn] = [NO_EARLY_CALL_GUARD, EARLY_CALL_GUARD].map((g) =>
      familyRates(scenario, g, families, 20, 200 + index),
    );
    console.log(
      `| ${scenario.name} | ${percent(rowOff!.different)} → ${percent(rowOn!.different)} | ${percent(rowOff!.faster)} → ${percent(rowOn!.faster)} | ${percent(famOff!.different)} → ${percent(famOn!.different)} | ${percent(famOff!.faster)} → ${percent(famOn!.faster)} |`,
    );
  }
  console.log(`\npower: ${rows} single rows a change (guard off → on)`);
  console.log('| scenario | called different | mean runs |');
  console.log('|---|---|---|');
  let seed = 300;
  for (const sd of [0.03, 0.1]) {
    for (const change of [0.03, 0.05, 0.1, 0.2, 0.5]) {
      const scenario = gaussianRow(change, sd);
      const [off, on] = [NO_EARLY_CALL_GUARD, EARLY_CALL_GUARD].map((g) => rowRates(scenario, g, rows, seed));
      seed++;
      console.log(
        `| ${scenario.name} | ${percent(off!.different)} → ${percent(on!.different)} | ${off!.runs.toFixed(1)} → ${on!.runs.toFixed(1)} |`,
      );
    }
  }
}
