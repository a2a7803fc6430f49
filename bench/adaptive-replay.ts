// Time to verdict: replays fixed-run CSVs of real binaries (bench/data/, made
// by bench/adaptive-data.ts, 30 runs per side: the Action's default cap) with
// the rule of --runs auto at its defaults, run by run in the order they were
// measured, and compares with the full fixed run.
//
// Printed per CSV:
// - agreement: rows whose adaptive verdict (faster / slower / no difference
//   claimed: same or not distinguishable) equals the full fixed run's call
//   by the same family rule (paired t on log(new/old) over every run, Holm
//   over the rows at 5 %): what stopping early changed, target >= 97 %. Also
//   against the compare.R table's stars (unpaired Welch, raw and Holm), which
//   on a machine whose load moves both sides of a run together misses
//   differences the paired test sees. Adaptive rows carry no star level (an
//   early stop's level says how early it crossed, not how strong the
//   evidence is); the agreement with stars is on the direction called;
// - false "same": rows called same whose full fixed run puts the change
//   beyond ±δ (the paired estimate of every run), of the rows called same;
// - the share of the fixed run spent: its runs (children) and its wall time
//   (the measured seconds of the CSV's time column); time targets <= 35 %
//   (effect-heavy) and <= 60 % (null-heavy);
// - the yardstick's own noise: how often a bootstrap resample of the fixed
//   run's runs repeats its call, per row, averaged (about how often a second
//   fixed run would agree with the first), and the agreement on the rows
//   whose fixed call is sure (repeated >= 95 % of the time), which separates
//   what the rule changes from coin-flip rows (fixed p near the threshold).
// - the same without the futility rule (src/stats/futility.ts), beside: the
//   rows it stops as not distinguishable, and the time and agreement before.
//   Over the random orders, wall time 48.8 % -> 43.2 % (effect-heavy), 66.0 %
//   -> 65.6 % (null-heavy: its time is in rows that reach same late, which
//   the rule must not stop; its noisy rows are short), agreement unchanged.
//
//   npm run bench -- adaptive-replay
import { readFile } from 'node:fs/promises';

import { analyze } from '../src/stats/analyze.ts';
import { parseCompareCsv, type Binary, type Sample } from '../src/stats/csv.ts';
import { DEFAULT_DELTA_PERCENT } from '../src/stats/decision.ts';
import { holmAdjust } from '../src/stats/holm.ts';
import { pairedTTest } from '../src/stats/sequential.ts';
import { AdaptiveRows, ADAPTIVE_DEFAULTS } from '../src/stats/verdict.ts';
import { createPrng } from '../src/run/plan/prng.ts';
import { REPLAY_SETS, replayCsv } from './adaptive-data.ts';

const TARGETS: Record<string, number> = { 'effect-heavy': 0.35, 'null-heavy': 0.6, 'effect-heavy-wide': 0.35 };
const AGREEMENT_TARGET = 0.97;
/** random orders of the runs replayed besides the measured one */
const ORDERS = 200;
/** bootstrap resamples per row for the fixed run's own reproducibility */
const RESAMPLES = 1000;
/** a fixed call repeated this often by the bootstrap is sure (not borderline) */
const SURE = 0.95;
const DELTA = DEFAULT_DELTA_PERCENT / 100;

interface Row {
  key: string;
  samples: Record<Binary, Sample[]>;
}

function rowsOf(samples: readonly Sample[]): Row[] {
  const rows = new Map<string, Row>();
  for (const sample of samples) {
    const key = `${sample.filename} ${sample.configuration}`;
    let row = rows.get(key);
    if (row === undefined) {
      row = { key, samples: { old: [], new: [] } };
      rows.set(key, row);
    }
    row.samples[sample.binary].push(sample);
  }
  return [...rows.values()];
}

type Call = 'faster' | 'slower' | 'none';

export interface ReplayResult {
  name: string;
  rows: number;
  runsPerSide: number;
  agreement: number;
  /** against the compare.R table's stars (Welch), raw and Holm-adjusted */
  welchAgreement: number;
  welchHolmAgreement: number;
  /** rows called same, and those of them whose full fixed run puts the change beyond ±δ */
  same: number;
  falseSame: number;
  runShare: number;
  timeShare: number;
  verdicts: Record<string, number>;
  disagreements: string[];
  disagreeing: Set<string>;
  /** runs per side each row took before it stopped (the measured order), in row order: bench/core-whole's stopping model */
  rowRuns: number[];
  /** rows the futility rule stopped as not distinguishable (the measured order) */
  futile: number;
  /** mean over rows of how often a bootstrap resample of the fixed run repeats its call (a second fixed run's agreement) */
  fixedSelfAgreement: number;
  /** the rows whose fixed call the bootstrap repeats at least SURE of the time, and the agreement on them over the orders */
  sure: { rows: number; agreement: number };
  /** replays in random orders of each row's runs: mean and standard deviation over the orders */
  orders?: {
    count: number;
    agreement: { mean: number; sd: number };
    timeShare: { mean: number; sd: number };
    runShare: { mean: number; sd: number };
    falseSame: { count: number; of: number };
  };
}

/** The fixed run's calls per row, which do not depend on the order of the runs. */
interface FixedCalls {
  /** paired t-test over every run, Holm over the rows */
  paired: Call;
  pairedP: number;
  holmFactor: number;
  /** the paired estimate of every run, as a ratio - 1 */
  change: number;
  /** the compare.R table's stars (Welch), raw and with Holm */
  welch: Call;
  welchHolm: Call;
  improvement: number;
  welchStars: string;
}

/** One replay of rows in the order their runs are given. */
function replayOnce(
  rows: readonly Row[],
  fixed: ReadonlyMap<string, FixedCalls>,
  runsPerSide: number,
  futility: boolean,
) {
  const schedule = { ...ADAPTIVE_DEFAULTS, maxRuns: runsPerSide };
  const adaptive = new AdaptiveRows({ schedule, deltaPercent: DEFAULT_DELTA_PERCENT, futility });
  for (const row of rows) adaptive.track(row.key);

  // run by run, as the runner would: only open rows get the next round
  const used = new Map<string, number>(rows.map((r) => [r.key, 0]));
  let open = new Set(rows.map((r) => r.key));
  for (let lookRuns = adaptive.nextLookRuns; lookRuns !== null && open.size > 0; lookRuns = adaptive.nextLookRuns) {
    for (const row of rows) {
      if (!open.has(row.key)) continue;
      for (let run = used.get(row.key)!; run < lookRuns; run++) {
        for (const binary of ['old', 'new'] as const) {
          adaptive.add(row.key, binary, run + 1, row.samples[binary][run]!.rate);
        }
      }
      used.set(row.key, lookRuns);
    }
    open = new Set(adaptive.look());
  }

  let agree = 0;
  let welchAgree = 0;
  let welchHolmAgree = 0;
  let same = 0;
  let falseSame = 0;
  let usedTime = 0;
  let allTime = 0;
  let usedRuns = 0;
  let futile = 0;
  const verdicts: Record<string, number> = {};
  const disagreements: string[] = [];
  const disagreeing = new Set<string>();
  for (const row of rows) {
    const calls = fixed.get(row.key)!;
    const verdict = adaptive.verdict(row.key);
    const call: Call =
      verdict.outcome === 'improvement' ? 'faster' : verdict.outcome === 'regression' ? 'slower' : 'none';
    verdicts[verdict.outcome] = (verdicts[verdict.outcome] ?? 0) + 1;
    if (verdict.stop === 'futile') futile++;
    if (verdict.outcome === 'same') {
      same++;
      if (Math.abs(calls.change) > DELTA) falseSame++;
    }
    if (call === calls.welch) welchAgree++;
    if (call === calls.welchHolm) welchHolmAgree++;
    if (call === calls.paired) agree++;
    else {
      disagreeing.add(row.key);
      disagreements.push(
        `${row.key}: adaptive ${verdict.outcome} at ${verdict.n.old} runs, ` +
          `fixed paired p ${calls.pairedP.toPrecision(2)} (${calls.improvement.toFixed(2)} %, Welch ${calls.welchStars || 'no star'})`,
      );
    }
    const n = used.get(row.key)!;
    usedRuns += 2 * n;
    for (const binary of ['old', 'new'] as const) {
      row.samples[binary].forEach((sample, run) => {
        allTime += sample.time;
        if (run < n) usedTime += sample.time;
      });
    }
  }
  return {
    agreement: agree / rows.length,
    welchAgreement: welchAgree / rows.length,
    welchHolmAgreement: welchHolmAgree / rows.length,
    same,
    falseSame,
    runShare: usedRuns / (2 * runsPerSide * rows.length),
    timeShare: usedTime / allTime,
    verdicts,
    disagreements,
    disagreeing,
    rowRuns: rows.map((row) => used.get(row.key)!),
    futile,
  };
}

/** The rows with each row's runs (old and new of a run kept together) in a random order. */
function shuffledRuns(rows: readonly Row[], random: () => number): Row[] {
  return rows.map((row) => {
    const order = row.samples.old.map((_, i) => i);
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    return {
      key: row.key,
      samples: { old: order.map((i) => row.samples.old[i]!), new: order.map((i) => row.samples.new[i]!) },
    };
  });
}

/**
 * Replays one CSV in the order it was measured, and then in `orders` random
 * orders of its runs: a row's runs are exchangeable (each is old and new
 * back to back at some moment), so every order is a replay that could have
 * happened. One CSV has few rows (a single borderline row moves the
 * agreement by 3-6 points); the mean over orders is the rule's agreement,
 * with its spread.
 */
export function replay(
  name: string,
  samples: readonly Sample[],
  orders = 0,
  seed = 1,
  /** false: without the futility rule (the figures before it) */
  futility = true,
): ReplayResult {
  const rows = rowsOf(samples).map((row) => {
    const n = Math.min(row.samples.old.length, row.samples.new.length);
    return { key: row.key, samples: { old: row.samples.old.slice(0, n), new: row.samples.new.slice(0, n) } };
  });
  const runsPerSide = Math.min(...rows.map((r) => r.samples.old.length));
  const full = new Map(analyze(samples).comparisons.map((c) => [c.name, c]));
  const fullHolm = new Map(analyze(samples, { correction: 'holm' }).comparisons.map((c) => [c.name, c]));
  const pairedTests = rows.map((row) => pairedTTest(rowRatios(row)));
  const pairedHolm = holmAdjust(pairedTests.map((test) => test.pValue));
  const fixed = new Map<string, FixedCalls>();
  const welchCall = (stars: string, improvement: number): Call =>
    stars === '' ? 'none' : improvement > 0 ? 'faster' : 'slower';
  rows.forEach((row, i) => {
    const comparison = full.get(row.key)!;
    const paired = pairedTests[i]!;
    fixed.set(row.key, {
      paired: callOf({ mean: paired.mean, pValue: pairedHolm[i]! }),
      pairedP: pairedHolm[i]!,
      holmFactor: paired.pValue > 0 ? Math.max(1, pairedHolm[i]! / paired.pValue) : rows.length,
      change: Math.expm1(paired.mean),
      welch: welchCall(comparison.stars, comparison.improvement),
      welchHolm: welchCall(fullHolm.get(row.key)!.holm!.stars, comparison.improvement),
      improvement: comparison.improvement,
      welchStars: comparison.stars,
    });
  });
  const measured = replayOnce(rows, fixed, runsPerSide, futility);
  const random = createPrng(seed);
  // its own generator, so the orders replayed do not depend on the resamples
  const resampling = createPrng(seed + 1);
  const reproducibility = new Map(
    rows.map((row) => [
      row.key,
      fixedReproducibility(
        rowRatios(row),
        fixed.get(row.key)!.paired,
        resampling,
        RESAMPLES,
        fixed.get(row.key)!.holmFactor,
      ),
    ]),
  );
  const sureRows = rows.filter((row) => reproducibility.get(row.key)! >= SURE);
  let sureAgreements = 0;
  const agreements: number[] = [];
  const timeShares: number[] = [];
  const runShares: number[] = [];
  const falseSame = { count: 0, of: 0 };
  for (let i = 0; i < orders; i++) {
    const once = replayOnce(shuffledRuns(rows, random), fixed, runsPerSide, futility);
    agreements.push(once.agreement);
    timeShares.push(once.timeShare);
    runShares.push(once.runShare);
    falseSame.count += once.falseSame;
    falseSame.of += once.same;
    sureAgreements += sureRows.filter((row) => !once.disagreeing.has(row.key)).length / Math.max(1, sureRows.length);
  }
  return {
    name,
    rows: rows.length,
    runsPerSide,
    ...measured,
    fixedSelfAgreement: [...reproducibility.values()].reduce((a, b) => a + b, 0) / rows.length,
    sure: { rows: sureRows.length, agreement: orders > 0 ? sureAgreements / orders : NaN },
    ...(orders > 0
      ? {
          orders: {
            count: orders,
            agreement: meanAndSd(agreements),
            timeShare: meanAndSd(timeShares),
            runShare: meanAndSd(runShares),
            falseSame,
          },
        }
      : {}),
  };
}

function meanAndSd(values: readonly number[]): { mean: number; sd: number } {
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  const sd = Math.sqrt(values.reduce((a, v) => a + (v - mean) ** 2, 0) / Math.max(1, values.length - 1));
  return { mean, sd };
}

/** log(new/old) of run k of old with run k of new (the CSV's rows are whole runs here). */
function rowRatios(row: Row): number[] {
  return row.samples.old.map((old, k) => Math.log(row.samples.new[k]!.rate / old.rate));
}

function callOf(test: { mean: number; pValue: number }): Call {
  return test.pValue >= 0.05 ? 'none' : test.mean > 0 ? 'faster' : 'slower';
}

/**
 * How often the fixed run's call of a row comes out the same from a
 * bootstrap resample of its runs (pairs drawn with replacement): an estimate
 * of how often a second fixed run would repeat it. A row the fixed run calls
 * at p = 0.05 is a coin flip for any other procedure too.
 */
function fixedReproducibility(
  ratios: readonly number[],
  call: Call,
  random: () => number,
  resamples: number,
  /** the row's Holm factor in the fixed run (adjusted p over raw p) */
  holmFactor: number,
): number {
  let same = 0;
  const drawn = new Array<number>(ratios.length);
  for (let b = 0; b < resamples; b++) {
    for (let i = 0; i < ratios.length; i++) drawn[i] = ratios[Math.floor(random() * ratios.length)]!;
    const test = pairedTTest(drawn);
    if (callOf({ mean: test.mean, pValue: Math.min(1, test.pValue * holmFactor) }) === call) same++;
  }
  return same / resamples;
}

export async function adaptiveReplayBench(): Promise<ReplayResult[]> {
  const results: ReplayResult[] = [];
  for (const set of REPLAY_SETS) {
    const path = replayCsv(set.name);
    const samples = parseCompareCsv(await readFile(path, 'utf8'), path);
    const result = replay(set.name, samples, ORDERS);
    const before = replay(set.name, samples, ORDERS, 1, false);
    results.push(result);
    const target = TARGETS[set.name]!;
    const verdicts = Object.entries(result.verdicts)
      .map(([verdict, count]) => `${verdict} ${count}`)
      .join(', ');
    console.log(
      `${set.name} (${set.old} -> ${set.new}, ${set.groups.join('+')}): ${result.rows} rows x ${result.runsPerSide} runs; ` +
        `defaults (first look at ${ADAPTIVE_DEFAULTS.minRuns}, rounds of ${ADAPTIVE_DEFAULTS.roundRuns}, ` +
        `cap ${result.runsPerSide}, δ ±${DEFAULT_DELTA_PERCENT} %); ${verdicts}; ` +
        `${result.futile} row(s) stopped early by the futility rule as not distinguishable`,
    );
    const percent = (value: number) => `${(value * 100).toFixed(1)} %`;
    console.log(
      `  measured order: same call as the full fixed run (paired, Holm): ${percent(result.agreement)} ` +
        `(target >= ${AGREEMENT_TARGET * 100} %: ${result.agreement >= AGREEMENT_TARGET ? 'met' : 'MISSED'}); ` +
        `as the compare.R stars: ${percent(result.welchAgreement)} raw, ${percent(result.welchHolmAgreement)} Holm; ` +
        `false "same" ${result.falseSame} of ${result.same}; runs ${percent(result.runShare)}, ` +
        `wall time ${percent(result.timeShare)} (target <= ${target * 100} %: ${result.timeShare <= target ? 'met' : 'MISSED'})`,
    );
    if (result.orders) {
      const { count, agreement, timeShare, runShare, falseSame } = result.orders;
      console.log(
        `  over ${count} random orders of the runs: same call ${percent(agreement.mean)} ` +
          `(sd ${(agreement.sd * 100).toFixed(1)}; target >= ${AGREEMENT_TARGET * 100} %: ` +
          `${agreement.mean >= AGREEMENT_TARGET ? 'met' : 'MISSED'}); runs ${percent(runShare.mean)}, ` +
          `wall time ${percent(timeShare.mean)} (sd ${(timeShare.sd * 100).toFixed(1)}; target <= ${target * 100} %: ` +
          `${timeShare.mean <= target ? 'met' : 'MISSED'}); false "same" ${falseSame.count} of ${falseSame.of} ` +
          `(${falseSame.of === 0 ? 'none called same' : percent(falseSame.count / falseSame.of)})`,
      );
    }
    console.log(
      `  the fixed run's own reproducibility (bootstrap over its runs): ${percent(result.fixedSelfAgreement)} ` +
        `of rows; over the orders, on the ${result.sure.rows} rows it repeats >= ${SURE * 100} % of the time: ` +
        `same call ${percent(result.sure.agreement)}`,
    );
    console.log(
      `  without the futility rule (before): measured order: same call ${percent(before.agreement)}, ` +
        `runs ${percent(before.runShare)}, wall time ${percent(before.timeShare)}` +
        (before.orders
          ? `; over ${before.orders.count} random orders: same call ${percent(before.orders.agreement.mean)}, ` +
            `runs ${percent(before.orders.runShare.mean)}, wall time ${percent(before.orders.timeShare.mean)}`
          : ''),
    );
    for (const line of result.disagreements) console.log(`  differs (measured order): ${line}`);
  }
  return results;
}
