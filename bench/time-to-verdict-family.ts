// The live sample as one table (issue 53). The recording (bench/time-to-verdict.ts) runs each configuration
// alone, so each row is a family of one: Holm over the rows, which keeps a whole table's chance of any false
// slower/faster call at 5 %, has nothing to step down over, and each row is called at 5 % on its own. A
// contributor's comparison is one table of many rows. This replays ours' recorded runs of one half as a single
// run of all its rows: each row looked at as the runner would (--runs auto's defaults, the family's size the
// sample's), the family decided over every row's looks, as a sharded run's merge does (AdaptiveRows.merge).
//
// What a replay cannot give: a row the recording stopped early (decided alone) may need more runs than it has
// at the family's stricter level; those runs were never measured, so the replay leaves it open ("stopped
// before its cap alone": what a live run of the table would have gone on to decide). Rows that ran to the cap
// are replayed whole: their family verdict is the one a live run of the table would give on the same runs.
//
//   npm run bench -- time-to-verdict          (prints it after the recording and its tie-break)
import type { Binary } from '../src/stats/csv.ts';
import { DEFAULT_DELTA_PERCENT, type Outcome } from '../src/stats/decision.ts';
import { ADAPTIVE_DEFAULTS, AdaptiveRows, type RowVerdict } from '../src/stats/verdict.ts';
import { asRecordedNow, judgeRounds, longestEvidence, type JudgedRow } from './time-to-verdict-judge.ts';
import { oursCall, ratesByRow, readRecording, type HalfName, type TimeToVerdictData } from './time-to-verdict.ts';

export interface FamilyRow {
  item: string;
  /** the row as the table names it: `file configuration` */
  row: string;
  /** the row replayed alone (a family of one): what the recording called */
  alone: RowVerdict;
  /** the row replayed in one family with every row of the half */
  family: RowVerdict;
  /** the recording stopped it before the cap: runs a live table might have wanted were never measured */
  stoppedBeforeCap: boolean;
}

type Rates = Record<Binary, number[]>;

/** Each item's rows and their rates in run order (a side's k-th rate is its run k, as the CSV lists them). */
function itemRows(data: TimeToVerdictData, half: HalfName): { item: string; row: string; rates: Rates }[] {
  return data.items.flatMap((item) =>
    [...ratesByRow(item.halves[half]?.ours.csv ?? '', item.key)].map(([row, rates]) => ({
      item: item.key,
      row,
      rates,
    })),
  );
}

/** One row's runs, look by look as the runner takes them, until it stops or its recorded runs run out. */
function replayRow(row: string, rates: Rates, familySize: number): AdaptiveRows {
  const rows = new AdaptiveRows({
    schedule: { ...ADAPTIVE_DEFAULTS },
    deltaPercent: DEFAULT_DELTA_PERCENT,
    familySize,
  });
  rows.track(row, row);
  const recorded = Math.min(rates.old.length, rates.new.length);
  for (let runs = rows.nextLookRuns; runs !== null && runs <= recorded; runs = rows.nextLookRuns) {
    for (let run = 1; run <= runs; run++) {
      rows.add(row, 'old', run, rates.old[run - 1]!);
      rows.add(row, 'new', run, rates.new[run - 1]!);
    }
    if (rows.look().length === 0) break;
  }
  return rows;
}

/** Every row of the half, replayed alone and as one family of all of them. */
export function familyReplay(data: TimeToVerdictData, half: HalfName): FamilyRow[] {
  const rows = itemRows(data, half);
  const inFamily = rows.map(({ row, rates }) => replayRow(row, rates, rows.length));
  const family = inFamily.length > 0 ? AdaptiveRows.merge(inFamily) : undefined;
  return rows.map(({ item, row, rates }) => {
    const alone = replayRow(row, rates, 1).verdict(row);
    return {
      item,
      row,
      alone,
      family: family!.verdict(row),
      stoppedBeforeCap: Math.min(rates.old.length, rates.new.length) < ADAPTIVE_DEFAULTS.maxRuns,
    };
  });
}

const called = (outcome: Outcome) => oursCall(outcome) !== 'no star';
const word = (outcome: Outcome) => (called(outcome) ? oursCall(outcome) : outcome);

/** The half's calls alone and in one table; with the tie-break's rows, which of ours' wrong calls the table keeps. */
export function reportFamily(data: TimeToVerdictData, half: HalfName, judged: readonly JudgedRow[] = []): string[] {
  const rows = familyReplay(data, half);
  if (rows.length === 0) return [];
  const alone = rows.filter((r) => called(r.alone.outcome));
  const kept = alone.filter((r) => r.family.outcome === r.alone.outcome);
  const early = alone.filter((r) => !called(r.family.outcome) && r.stoppedBeforeCap);
  const dropped = alone.filter((r) => !called(r.family.outcome) && !r.stoppedBeforeCap);
  const lines = [
    `${half}, the ${rows.length} rows as one table (Holm over ${rows.length}, ours' recorded runs replayed): ` +
      `of ${alone.length} calls made alone, ${kept.length} kept; ${dropped.length} not called on all ${ADAPTIVE_DEFAULTS.maxRuns} ` +
      `runs; ${early.length} stopped early alone (their further runs never measured)`,
  ];
  for (const r of dropped)
    lines.push(
      `  not called in the table: ${r.row} (alone ${word(r.alone.outcome)} ${r.alone.estimate.change.toFixed(1)} %)`,
    );
  const unmoved = judged.filter((j) => j.judge !== undefined && j.judge.stars === '');
  for (const j of unmoved) {
    const row = rows.find((r) => r.item === j.item && called(r.alone.outcome));
    if (row !== undefined)
      lines.push(
        `  judged unmoved (${j.judge!.change.toFixed(1)} %, no star): ${row.row}: alone ${word(row.alone.outcome)}, ` +
          `in the table ${word(row.family.outcome)}`,
      );
  }
  return lines;
}

/** Both halves of a recording as one table each, the v18 -> v20 half with the tie-break's longest judges. */
export function familyBench(recordingFile: string): void {
  const data = readRecording(recordingFile);
  if (data.schemaVersion !== 2) return;
  const judged = asRecordedNow(longestEvidence(judgeRounds(recordingFile)), data);
  for (const line of reportFamily(data, 'v18-vs-v20', judged)) console.log(line);
  for (const line of reportFamily(data, 'aa-v20')) console.log(line);
}
