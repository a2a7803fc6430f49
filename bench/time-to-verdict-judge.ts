// The tie-break of the live sample (issue 53, item 6): where ours and
// compare.js call a row of the v18.16.0 -> v20.0.0 half differently, neither
// tool is the truth. Node core's own compare.js at the file's own n, run long
// (60 runs a side, twice its default), is the judge: a starred row moved in
// its direction, an unstarred one did not move detectably. Each tool is then
// scored against the judge: a right call, a wrong call (a false or opposite
// star), or no call (a change missed, or rightly none). Ours' `same` claims
// |change| < 5 %: right when the judge's 95 % interval lies inside ±5 %, wrong
// when it lies wholly outside, else undecided. The A/A half needs no judge:
// both binaries are one, so every call there is false.
//
//   NODE_CORE_SOURCE=<node v20 tree> taskset -c 1 node --import tsx bench/time-to-verdict-judge.ts
//     [--recording bench/data/time-to-verdict-steady.json]  (the live recording whose disagreements are judged)
//     [--out bench/data/time-to-verdict-steady-judge.json]  (written after every item; a rerun resumes it)
//     [--runs 60] [--max-item-minutes 8] [--budget-minutes 40]
//     [--unsettled-in FIRST_ROUND.json]  (a second, longer round: only the items with a row the first judge did not star)
//     [--item KEY ...]  (only these items, by their key in the recording: a third round on the rows still unsettled)
//   npm run bench -- time-to-verdict   (prints the scores when the judge's file exists)
//
// Items are judged cheapest first (compare.js's recorded time, scaled to the runs); one whose
// estimate exceeds --max-item-minutes, or that would run past the budget, is
// recorded as not judged and named in the report.
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

import { getReleaseBinary } from '../test/helpers/releases.ts';
import {
  compareJsCall,
  direction,
  fail,
  itemKey,
  oursCall,
  readRecording,
  ROOT,
  run,
  save,
  selection,
  unsized,
  type SampleItem,
  type TimeToVerdictData,
} from './time-to-verdict.ts';

export const JUDGE_DATA = path.join(ROOT, 'bench/data/time-to-verdict-steady-judge.json');
/** the second, longer round on the rows the first left unsettled (--unsettled-in JUDGE_DATA) */
export const JUDGE_LONG_DATA = path.join(ROOT, 'bench/data/time-to-verdict-steady-judge-long.json');
/** the third round, longer again, on the rows where ours called a change the rounds before did not star (--item) */
export const JUDGE_LONGEST_DATA = path.join(ROOT, 'bench/data/time-to-verdict-steady-judge-longest.json');
const DELTA_PERCENT = 5;

type Call = 'slower' | 'faster' | 'no star';

export interface JudgedRow {
  item: string;
  row: string;
  compareJs: { stars: string; change: number };
  ours: { verdict: string; change: number | null };
  /** compare.js at the file's own n, --runs <runs>: the truth */
  judge?: { stars: string; change: number; low: number | null; high: number | null };
}

export interface JudgedItem {
  key: string;
  recordedAt: string;
  /** compare.js's wall time for the judge's run, ms; absent when not judged */
  wallMs?: number;
  /** why the item was not judged (its cost, the budget, a failed run) */
  notJudged?: string;
  csv?: string;
  rows: JudgedRow[];
}

export interface JudgeData {
  schemaVersion: 1;
  /** the recording whose disagreements were judged, and its last update then */
  recording: string;
  recordingUpdatedAt: string;
  runs: number;
  startedAt: string;
  updatedAt: string;
  items: JudgedItem[];
}

/** The v18 -> v20 rows where the two tools' calls differ, grouped by item. */
export function disagreements(recording: TimeToVerdictData): Map<string, JudgedRow[]> {
  const byItem = new Map<string, JudgedRow[]>();
  for (const record of recording.items) {
    const half = record.halves['v18-vs-v20'];
    for (const [row, reference] of Object.entries(half.compareJs.rows)) {
      const ours = half.ours.rows[row];
      if (compareJsCall(reference) === oursCall(ours?.verdict)) continue;
      const judged: JudgedRow = {
        item: record.key,
        row,
        compareJs: { stars: reference.stars, change: reference.change },
        ours: { verdict: ours?.verdict ?? 'missing', change: ours?.change ?? null },
      };
      byItem.set(record.key, [...(byItem.get(record.key) ?? []), judged]);
    }
  }
  return byItem;
}

interface AnalyzedRow {
  name: string;
  stars: string;
  improvement: number | null;
  change: { low: number | null; high: number | null };
}

async function judgeItem(tree: string, item: SampleItem, rows: JudgedRow[], binaries: [string, string], runs: number) {
  const [old, neu] = binaries;
  const args = ['benchmark/compare.js', '--old', old, '--new', neu, '--runs', String(runs), ...selection(item)];
  const result = await run(process.execPath, [...args, item.category], { cwd: tree });
  const csvPath = path.join(mkdtempSync(path.join(tmpdir(), 'ttv-judge-')), 'judge.csv');
  writeFileSync(csvPath, result.stdout);
  const analyzed = await run(process.execPath, ['dist/cli.js', 'analyze', '--format', 'json', csvPath], { cwd: ROOT });
  const comparisons =
    analyzed.stdout.trim() === '' ? [] : (JSON.parse(analyzed.stdout) as { comparisons: AnalyzedRow[] }).comparisons;
  const byRow = new Map(comparisons.map((c) => [unsized(c.name), c]));
  const judged = rows.map((row): JudgedRow => {
    const found = byRow.get(row.row);
    if (found?.improvement === null || found === undefined) return row;
    return { ...row, judge: { stars: found.stars, change: found.improvement, ...found.change } };
  });
  return { wallMs: result.ms, csv: result.stdout, rows: judged, exitCode: result.code };
}

async function recordJudge(options: {
  recording: string;
  out: string;
  runs: number;
  maxItemMs: number;
  budgetMs: number;
  /** a first round's judge file: judge again, longer, only the items where that judge starred no row of ours' calls */
  unsettledIn: string | undefined;
  /** only these items (their keys in the recording); empty: every item with a disagreement */
  only: string[];
}): Promise<JudgeData> {
  const tree = process.env.NODE_CORE_SOURCE ?? fail('NODE_CORE_SOURCE must name a node core tree (v20)');
  const recording = readRecording(options.recording);
  if (recording.schemaVersion !== 2) fail(`${options.recording}: a schemaVersion 2 recording is needed`);
  const items = new Map(recording.sample.map((item) => [itemKey(item), item]));
  const unknown = options.only.filter((key) => !items.has(key));
  if (unknown.length > 0) fail(`--item ${unknown[0]}: no such item in ${options.recording}`);
  const data: JudgeData = existsSync(options.out)
    ? (JSON.parse(readFileSync(options.out, 'utf8')) as JudgeData)
    : {
        schemaVersion: 1,
        recording: path.relative(ROOT, path.resolve(options.recording)),
        recordingUpdatedAt: recording.updatedAt,
        runs: options.runs,
        startedAt: new Date().toISOString(),
        updatedAt: '',
        items: [],
      };
  const done = new Set(data.items.filter((i) => i.notJudged === undefined).map((i) => i.key));
  // compare.js's own wall time on the recording, scaled to the judge's runs
  const recorded = new Map(recording.items.map((r) => [r.key, r.halves['v18-vs-v20'].compareJs.wallMs]));
  const cost = (key: string) => recorded.get(key)! * (options.runs / recording.runs);
  const unsettled = options.unsettledIn === undefined ? undefined : unsettledItems(options.unsettledIn);
  const todo = [...disagreements(recording)]
    .filter(([key]) => !done.has(key) && (unsettled === undefined || unsettled.has(key)))
    .filter(([key]) => options.only.length === 0 || options.only.includes(key))
    .sort(([a], [b]) => cost(a) - cost(b));
  const binaries: [string, string] = [await getReleaseBinary('18.16.0'), await getReleaseBinary('20.0.0')];
  let spentMs = 0;
  for (const [key, rows] of todo) {
    data.items = data.items.filter((i) => i.key !== key);
    const estimate = cost(key);
    const skip =
      estimate > options.maxItemMs
        ? `estimated ${(estimate / 60_000).toFixed(1)} min, over the ${options.maxItemMs / 60_000} min an item may take`
        : spentMs + estimate > options.budgetMs
          ? `estimated ${(estimate / 60_000).toFixed(1)} min, past the judge's budget`
          : undefined;
    if (skip !== undefined) {
      data.items.push({ key, recordedAt: new Date().toISOString(), notJudged: skip, rows });
      continue;
    }
    console.log(`[judge] ${key} (estimated ${(estimate / 60_000).toFixed(1)} min) ${new Date().toISOString()}`);
    const judged = await judgeItem(tree, items.get(key)!, rows, binaries, options.runs);
    spentMs += judged.wallMs;
    data.items.push({
      key,
      recordedAt: new Date().toISOString(),
      wallMs: judged.wallMs,
      csv: judged.csv,
      rows: judged.rows,
      ...(judged.exitCode === 0 ? {} : { notJudged: `compare.js exited ${judged.exitCode}` }),
    });
    save(options.out, data);
  }
  save(options.out, data);
  return data;
}

/**
 * The items a first round left unsettled: a row the judge did not star says only that 60 runs saw no change, so a
 * second, longer round decides whether it moved (every such row, whichever tool called it).
 */
function unsettledItems(firstRound: string): Set<string> {
  const data = JSON.parse(readFileSync(firstRound, 'utf8')) as JudgeData;
  return new Set(data.items.filter((i) => i.rows.some((r) => r.judge?.stars === '')).map((i) => i.key));
}

// ---------------------------------------------------------------- the scores

type Score = 'right' | 'wrong' | 'missed' | 'rightly none' | 'undecided';

function truthOf(judge: NonNullable<JudgedRow['judge']>): Call {
  return judge.stars === '' ? 'no star' : direction(judge.change);
}

export function scoreCompareJs(row: JudgedRow): Score {
  const truth = truthOf(row.judge!);
  const call = compareJsCall(row.compareJs);
  if (call === 'no star') return truth === 'no star' ? 'rightly none' : 'missed';
  return call === truth ? 'right' : 'wrong';
}

export function scoreOurs(row: JudgedRow): Score {
  const judge = row.judge!;
  const truth = truthOf(judge);
  const call = oursCall(row.ours.verdict);
  if (call === 'slower' || call === 'faster') return call === truth ? 'right' : 'wrong';
  if (row.ours.verdict === 'same') {
    if (judge.low === null || judge.high === null) return 'undecided';
    if (judge.low > -DELTA_PERCENT && judge.high < DELTA_PERCENT) return 'right';
    if (judge.low > DELTA_PERCENT || judge.high < -DELTA_PERCENT) return 'wrong';
    return 'undecided';
  }
  return truth === 'no star' ? 'rightly none' : 'missed';
}

const count = (scores: Score[]) => {
  const by = (s: Score) => scores.filter((x) => x === s).length;
  return (
    `${by('right')} right, ${by('wrong')} wrong, ${by('missed')} missed, ${by('rightly none')} rightly no call` +
    (by('undecided') > 0 ? `, ${by('undecided')} undecided ('same' with the judge's interval across ±5 %)` : '')
  );
};

export function reportJudge(data: JudgeData): string[] {
  const judged = data.items.flatMap((i) => (i.notJudged === undefined ? i.rows.filter((r) => r.judge) : []));
  const lines = [
    `tie-break (${data.recording}, v18.16.0 -> v20.0.0): compare.js at the file's own n, ${data.runs} runs a side, ` +
      `judged ${judged.length} of ${data.items.reduce((s, i) => s + i.rows.length, 0)} rows where the tools disagree`,
    `  ours:       ${count(judged.map(scoreOurs))}`,
    `  compare.js: ${count(judged.map(scoreCompareJs))}`,
  ];
  for (const row of judged) {
    const j = row.judge!;
    const interval = j.low === null ? '' : ` [${j.low.toFixed(1)}, ${j.high!.toFixed(1)}]`;
    lines.push(
      `    ${row.row}: judge ${j.stars || '-'} ${j.change.toFixed(1)} %${interval}; ` +
        `compare.js ${row.compareJs.stars || '-'} ${row.compareJs.change.toFixed(1)} % (${scoreCompareJs(row)}); ` +
        `ours ${row.ours.verdict}${row.ours.change === null ? '' : ` ${row.ours.change.toFixed(1)} %`} (${scoreOurs(row)})`,
    );
  }
  for (const item of data.items.filter((i) => i.notJudged !== undefined))
    lines.push(`    not judged: ${item.key} (${item.notJudged})`);
  return lines;
}

/**
 * Each disagreeing row judged by its longest evidence: the round with the most runs a side that judged it (a later,
 * longer round replaces a shorter one's verdict on the rows it ran again).
 */
export function longestEvidence(rounds: JudgeData[]): JudgedRow[] {
  const best = new Map<string, { runs: number; row: JudgedRow }>();
  for (const round of rounds) {
    for (const item of round.items) {
      if (item.notJudged !== undefined) continue;
      for (const row of item.rows.filter((r) => r.judge !== undefined)) {
        const held = best.get(row.row);
        if (held === undefined || held.runs < round.runs) best.set(row.row, { runs: round.runs, row });
      }
    }
  }
  return [...best.values()].map(({ row }) => row);
}

/**
 * The judged rows as the recording calls them now. An item recorded again (--redo-different-workload) has both
 * tools' new calls, and a row on which they now agree leaves the tie-break; the judge's truth stands (compare.js
 * run long measures neither tool's run). A row that disagrees now and no round judged comes back without a judge.
 */
export function asRecordedNow(judged: JudgedRow[], recording: TimeToVerdictData): JudgedRow[] {
  const truth = new Map(judged.map((row) => [row.row, row.judge]));
  return [...disagreements(recording).values()].flat().map((row) => {
    const judge = truth.get(row.row);
    return judge === undefined ? row : { ...row, judge };
  });
}

export function reportLongestEvidence(rounds: JudgeData[], recording: TimeToVerdictData): string[] {
  const now = asRecordedNow(longestEvidence(rounds), recording);
  const rows = now.filter((r) => r.judge !== undefined);
  const runs = [...new Set(rounds.map((r) => r.runs))].join(', ');
  return [
    `the ${rows.length} rows where the tools disagree in the recording now, each by its longest judge (${runs} runs a side):`,
    `  ours:       ${count(rows.map(scoreOurs))}`,
    `  compare.js: ${count(rows.map(scoreCompareJs))}`,
    ...now.filter((r) => r.judge === undefined).map((r) => `    not judged yet: ${r.row}`),
  ];
}

/** The judges' rounds of one recording, in the order they ran (the files that exist). */
export function judgeRounds(
  recordingFile: string,
  judgeFiles = [JUDGE_DATA, JUDGE_LONG_DATA, JUDGE_LONGEST_DATA],
): JudgeData[] {
  return judgeFiles
    .filter((f) => existsSync(f))
    .map((f) => JSON.parse(readFileSync(f, 'utf8')) as JudgeData)
    .filter((data) => path.resolve(ROOT, data.recording) === path.resolve(recordingFile));
}

/** The judges' scores (each round, then each row by its longest round), after the report of the recording they judged. */
export function judgeBench(recordingFile: string): void {
  const rounds = judgeRounds(recordingFile);
  const recording = readRecording(recordingFile);
  for (const data of rounds) for (const line of reportJudge(data)) console.log(line);
  if (rounds.length > 1 && recording.schemaVersion === 2)
    for (const line of reportLongestEvidence(rounds, recording)) console.log(line);
}

if (process.argv[1]?.endsWith('time-to-verdict-judge.ts')) {
  const { values } = parseArgs({
    options: {
      recording: { type: 'string', default: path.join(ROOT, 'bench/data/time-to-verdict-steady.json') },
      out: { type: 'string', default: JUDGE_DATA },
      runs: { type: 'string', default: '60' },
      'max-item-minutes': { type: 'string', default: '8' },
      'budget-minutes': { type: 'string', default: '40' },
      'unsettled-in': { type: 'string' },
      item: { type: 'string', multiple: true, default: [] },
    },
  });
  const data = await recordJudge({
    recording: values.recording,
    out: values.out,
    runs: Number(values.runs),
    maxItemMs: Number(values['max-item-minutes']) * 60_000,
    budgetMs: Number(values['budget-minutes']) * 60_000,
    unsettledIn: values['unsettled-in'],
    only: values.item,
  });
  for (const line of reportJudge(data)) console.log(line);
}
