// Recorded rows and their resamples, replayed through the adaptive rule
// (AdaptiveRows, as the runner and the report run it): what
// bench/robust-verdicts.ts and test/stats/robust-verdicts.test.ts measure
// the rule's error rates and power with (issue 54).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { parseCompareCsv } from '../../src/stats/csv.ts';
import { DEFAULT_DELTA_PERCENT } from '../../src/stats/decision.ts';
import type { VerdictRule } from '../../src/stats/sequential.ts';
import { AdaptiveRows, ADAPTIVE_DEFAULTS, type RowVerdict } from '../../src/stats/verdict.ts';

const DATA = fileURLToPath(new URL('../../bench/data/', import.meta.url));

/** One row's runs, old and new paired by run (the k-th old with the k-th new, the order they were measured in). */
export interface PairedRow {
  /** `filename configuration`, the table's row name (the single-call detector reads it) */
  name: string;
  old: number[];
  new: number[];
}

/** A CSV's rows, each side's rates in file order, cut to the runs both sides have. */
export function csvRows(text: string, source: string): PairedRow[] {
  const rows = new Map<string, { old: number[]; new: number[] }>();
  for (const sample of parseCompareCsv(text, source)) {
    const name = `${sample.filename} ${sample.configuration}`;
    let row = rows.get(name);
    if (row === undefined) rows.set(name, (row = { old: [], new: [] }));
    row[sample.binary].push(sample.rate);
  }
  return [...rows].map(([name, row]) => {
    const runs = Math.min(row.old.length, row.new.length);
    return { name, old: row.old.slice(0, runs), new: row.new.slice(0, runs) };
  });
}

interface TimeToVerdictRecording {
  items: { key: string; halves: Record<string, Record<'compareJs' | 'ours', { csv: string }>> }[];
}

let recording: TimeToVerdictRecording | undefined;
function timeToVerdict(): TimeToVerdictRecording {
  recording ??= JSON.parse(readFileSync(`${DATA}time-to-verdict.json`, 'utf8')) as TimeToVerdictRecording;
  return recording;
}

/** The rows of one half and tool of bench/data/time-to-verdict.json (one row an item). */
export function timeToVerdictRows(half: 'v18-vs-v20' | 'aa-v20', tool: 'compareJs' | 'ours'): PairedRow[] {
  return timeToVerdict().items.flatMap((item) => csvRows(item.halves[half]![tool].csv, `${item.key} ${half} ${tool}`));
}

/** A CSV of bench/data/ (effect-heavy, null-heavy, noise-quiet, …). */
export function dataCsvRows(name: string): PairedRow[] {
  return csvRows(readFileSync(`${DATA}${name}.csv`, 'utf8'), `${name}.csv`);
}

/** Every recorded A/A data set (one binary against itself), the rows with at least `minRuns` pairs. */
export function recordedAaSets(minRuns = 10): { name: string; rows: PairedRow[] }[] {
  const sets = [
    { name: 'noise-quiet.csv', rows: dataCsvRows('noise-quiet') },
    { name: 'noise-loaded.csv', rows: dataCsvRows('noise-loaded') },
    { name: 'null-heavy.csv', rows: dataCsvRows('null-heavy') },
    { name: 'time-to-verdict aa-v20 compare.js', rows: timeToVerdictRows('aa-v20', 'compareJs') },
    { name: 'time-to-verdict aa-v20 ours', rows: timeToVerdictRows('aa-v20', 'ours') },
  ];
  return sets.map((set) => ({ ...set, rows: set.rows.filter((row) => row.old.length >= minRuns) }));
}

/**
 * `runs` pairs drawn with replacement from a row's pairs after centring its
 * log ratios on zero (new divided by the geometric mean ratio): the row's
 * shape, skew and outliers kept, its geometric means equal.
 */
export function centredBootstrap(row: PairedRow, runs: number, random: () => number): PairedRow {
  return resampled(row, runs, random, () => 1);
}

/**
 * The centred bootstrap with each drawn log ratio's sign flipped at random:
 * the row's tails kept, its skew made symmetric (what a true A/A's pairs,
 * old and new exchangeable, would be).
 */
export function signFlipBootstrap(row: PairedRow, runs: number, random: () => number): PairedRow {
  return resampled(row, runs, random, () => (random() < 0.5 ? -1 : 1));
}

function resampled(row: PairedRow, runs: number, random: () => number, sign: () => number): PairedRow {
  const ratios = row.old.map((old, i) => Math.log(row.new[i]! / old));
  const centre = ratios.reduce((sum, r) => sum + r, 0) / ratios.length;
  const picks = Array.from({ length: runs }, () => Math.floor(random() * row.old.length));
  return {
    name: row.name,
    old: picks.map((i) => row.old[i]!),
    new: picks.map((i) => row.old[i]! * Math.exp(sign() * (ratios[i]! - centre))),
  };
}

/** A row's pairs in another order (a random permutation of its runs). */
export function shuffled(row: PairedRow, random: () => number): PairedRow {
  const order = row.old.map((_, i) => i);
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return { name: row.name, old: order.map((i) => row.old[i]!), new: order.map((i) => row.new[i]!) };
}

/** A row's verdict and the runs per side it took before it stopped. */
export type DecidedRow = RowVerdict & { runs: number };

/**
 * What an adaptive run of these rows as one family says of each (default
 * schedule capped at the rows' runs, δ 5 %, futility on), run by run as the
 * runner gives them: an open row gets the runs up to the next look.
 */
export function decideRows(rows: readonly PairedRow[], rule: VerdictRule): DecidedRow[] {
  const maxRuns = Math.max(...rows.map((row) => row.old.length));
  const adaptive = new AdaptiveRows({
    schedule: { ...ADAPTIVE_DEFAULTS, minRuns: Math.min(ADAPTIVE_DEFAULTS.minRuns, maxRuns), maxRuns },
    deltaPercent: DEFAULT_DELTA_PERCENT,
    rule,
  });
  rows.forEach((row, index) => adaptive.track(String(index), row.name));
  const given = rows.map(() => 0);
  for (let next = adaptive.nextLookRuns; next !== null; next = adaptive.nextLookRuns) {
    rows.forEach((row, index) => {
      const key = String(index);
      if (adaptive.isSettled(key)) return;
      for (; given[index]! < Math.min(next, row.old.length); given[index]!++) {
        adaptive.add(key, 'old', given[index]! + 1, row.old[given[index]!]!);
        adaptive.add(key, 'new', given[index]! + 1, row.new[given[index]!]!);
      }
    });
    if (adaptive.look().length === 0) break;
  }
  return rows.map((_, index) => ({ ...adaptive.verdict(String(index)), runs: given[index]! }));
}

/** Whether a verdict calls a difference. */
export const isCalled = (verdict: RowVerdict) => verdict.outcome === 'regression' || verdict.outcome === 'improvement';

/**
 * The share of `families` families of `size` rows, each row a `resample`
 * (30 runs; default the centred bootstrap) of a row drawn from `rows`, in which the rule calls
 * some row different: the familywise false-call rate on the rows' own
 * shapes.
 */
export function bootstrapFamilyRate(
  rows: readonly PairedRow[],
  rule: VerdictRule,
  families: number,
  random: () => number,
  resample: typeof centredBootstrap = centredBootstrap,
  size = 20,
): number {
  let called = 0;
  for (let f = 0; f < families; f++) {
    const family = Array.from({ length: size }, () =>
      resample(rows[Math.floor(random() * rows.length)]!, ADAPTIVE_DEFAULTS.maxRuns, random),
    );
    if (decideRows(family, rule).some(isCalled)) called++;
  }
  return called / families;
}

/** A row of a simulated scenario (test/helpers/sequential-sim.ts): old at rate 1, new at exp of each run's log ratio. */
export function scenarioRow(draw: () => number, runs = ADAPTIVE_DEFAULTS.maxRuns): PairedRow {
  const ratios = Array.from({ length: runs }, draw);
  return { name: 'simulated row n=1000', old: ratios.map(() => 1), new: ratios.map(Math.exp) };
}

/**
 * The 95 % Wilson score interval of a rate of `count` in `trials`: how far
 * the Monte Carlo error of a simulated rate reaches (the bench prints it
 * beside each rate).
 */
export function wilsonInterval(count: number, trials: number): [number, number] {
  const z = 1.959963984540054;
  const p = count / trials;
  const shrink = 1 + (z * z) / trials;
  const centre = (p + (z * z) / (2 * trials)) / shrink;
  const half = (z / shrink) * Math.sqrt((p * (1 - p)) / trials + (z * z) / (4 * trials * trials));
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}
