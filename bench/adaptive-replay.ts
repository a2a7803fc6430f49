// Time to verdict: replays fixed-run CSVs of real binaries (bench/data/, made
// by bench/adaptive-data.ts) with the adaptive rule of --runs auto, run by
// run in the order they were measured, and compares with the full fixed run.
//
// Printed per CSV:
// - agreement: rows whose adaptive verdict (faster / slower / no difference
//   claimed: same or inconclusive) equals the full fixed run's verdict by the
//   same test (paired t on log(new/old) over every run, p < 0.05 and its
//   sign): what stopping early changed, target >= 97 %. Also against the
//   compare.R table's stars (unpaired Welch), which on a machine whose load
//   moves both sides of a run together misses differences the paired test
//   sees;
// - wall time used: the measured seconds (the CSV's time column) of the runs
//   the adaptive rule used over those of every run; targets <= 35 %
//   (effect-heavy) and <= 60 % (null-heavy).
//
//   npm run bench -- adaptive-replay
import { readFile } from 'node:fs/promises';

import tCdf from '@stdlib/stats-base-dists-t-cdf';

import { analyze } from '../src/stats/analyze.ts';
import { parseCompareCsv, type Binary, type Sample } from '../src/stats/csv.ts';
import { pairedLogRatios } from '../src/stats/sequential.ts';
import { AdaptiveRows, ADAPTIVE_DEFAULTS } from '../src/stats/verdict.ts';
import { REPLAY_SETS, replayCsv } from './adaptive-data.ts';

const TARGETS: Record<string, number> = { 'effect-heavy': 0.35, 'null-heavy': 0.6 };
const AGREEMENT_TARGET = 0.97;

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
  deltaPercent: number;
  agreement: number;
  /** against the compare.R table's stars (Welch) */
  welchAgreement: number;
  timeShare: number;
  verdicts: Record<string, number>;
  disagreements: string[];
}

/** Replays one CSV; maxRuns is the runs per side the fixed run made. */
export function replay(name: string, samples: readonly Sample[]): ReplayResult {
  const rows = rowsOf(samples);
  const runsPerSide = Math.min(...rows.flatMap((r) => [r.samples.old.length, r.samples.new.length]));
  const schedule = { ...ADAPTIVE_DEFAULTS, maxRuns: runsPerSide };
  const adaptive = new AdaptiveRows({ schedule });
  for (const row of rows) adaptive.track(row.key);

  // run by run, as the runner would: only open rows get the next round
  const used = new Map<string, number>(rows.map((r) => [r.key, 0]));
  let open = rows.map((r) => r.key);
  for (let lookRuns = adaptive.nextLookRuns; lookRuns !== null && open.length > 0; lookRuns = adaptive.nextLookRuns) {
    for (const row of rows) {
      if (!open.includes(row.key)) continue;
      for (let run = used.get(row.key)!; run < lookRuns; run++) {
        for (const binary of ['old', 'new'] as const) adaptive.add(row.key, binary, row.samples[binary][run]!.rate);
      }
      used.set(row.key, lookRuns);
    }
    open = adaptive.look();
  }

  const full = new Map(analyze(samples).comparisons.map((c) => [c.name, c]));
  let agree = 0;
  let welchAgree = 0;
  let usedTime = 0;
  let allTime = 0;
  const verdicts: Record<string, number> = {};
  const disagreements: string[] = [];
  for (const row of rows) {
    const comparison = full.get(row.key)!;
    const welch: Call = comparison.stars === '' ? 'none' : comparison.improvement > 0 ? 'faster' : 'slower';
    const paired = pairedFixed(row);
    const fixed: Call = paired.pValue >= 0.05 ? 'none' : paired.mean > 0 ? 'faster' : 'slower';
    const verdict = adaptive.verdict(row.key);
    const call: Call = verdict.verdict === 'faster' || verdict.verdict === 'slower' ? verdict.verdict : 'none';
    verdicts[verdict.verdict] = (verdicts[verdict.verdict] ?? 0) + 1;
    if (call === welch) welchAgree++;
    if (call === fixed) agree++;
    else {
      disagreements.push(
        `${row.key}: adaptive ${verdict.verdict}${verdict.stars ? ' ' + verdict.stars : ''} at ${verdict.n.old} runs, ` +
          `fixed paired p ${paired.pValue.toPrecision(2)} (${comparison.improvement.toFixed(2)} %, Welch ${comparison.stars || 'no star'})`,
      );
    }
    const n = used.get(row.key)!;
    for (const binary of ['old', 'new'] as const) {
      row.samples[binary].forEach((sample, run) => {
        allTime += sample.time;
        if (run < n) usedTime += sample.time;
      });
    }
  }
  return {
    name,
    rows: rows.length,
    runsPerSide,
    deltaPercent: adaptive.delta! * 100,
    agreement: agree / rows.length,
    welchAgreement: welchAgree / rows.length,
    timeShare: usedTime / allTime,
    verdicts,
    disagreements,
  };
}

/** The fixed run's paired t-test of log(new/old) over every run. */
function pairedFixed(row: Row): { mean: number; pValue: number } {
  const ratios = pairedLogRatios(
    row.samples.old.map((s) => s.rate),
    row.samples.new.map((s) => s.rate),
  );
  const n = ratios.length;
  const mean = ratios.reduce((a, b) => a + b, 0) / n;
  const sd = Math.sqrt(ratios.reduce((a, r) => a + (r - mean) ** 2, 0) / (n - 1));
  if (sd === 0) return { mean, pValue: mean === 0 ? 1 : 0 };
  return { mean, pValue: Math.min(1, 2 * tCdf(-Math.abs(mean / (sd / Math.sqrt(n))), n - 1)) };
}

export async function adaptiveReplayBench(): Promise<ReplayResult[]> {
  const results: ReplayResult[] = [];
  for (const set of REPLAY_SETS) {
    const path = replayCsv(set.name);
    const result = replay(set.name, parseCompareCsv(await readFile(path, 'utf8'), path));
    results.push(result);
    const target = TARGETS[set.name]!;
    const verdicts = Object.entries(result.verdicts)
      .map(([verdict, count]) => `${verdict} ${count}`)
      .join(', ');
    console.log(
      `${set.name} (${set.old} -> ${set.new}, ${set.groups.join('+')}): ${result.rows} rows x ${result.runsPerSide} runs; ` +
        `δ ±${result.deltaPercent.toFixed(2)} % (one run's noise); ${verdicts}`,
    );
    console.log(
      `  same verdict as the full fixed run: ${(result.agreement * 100).toFixed(1)} % ` +
        `(target >= ${AGREEMENT_TARGET * 100} %: ${result.agreement >= AGREEMENT_TARGET ? 'met' : 'MISSED'}); ` +
        `same as the compare.R table's stars (Welch): ${(result.welchAgreement * 100).toFixed(1)} %`,
    );
    console.log(
      `  wall time used: ${(result.timeShare * 100).toFixed(1)} % ` +
        `(target <= ${target * 100} %: ${result.timeShare <= target ? 'met' : 'MISSED'})`,
    );
    for (const line of result.disagreements) console.log(`  differs: ${line}`);
  }
  return results;
}
