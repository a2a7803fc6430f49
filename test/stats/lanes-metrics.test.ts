// bench/lanes.ts's statistics on a recorded run (test/fixtures/recorded/lanes-async-4runs.csv:
// node-bench compare 18.16.0 -> 20.0.0, bundled async group, 4 runs, one lane), checked against
// figures computed by hand (Python's statistics and scipy's t quantiles, written out below).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';

import {
  agreementWith,
  median,
  pairedLogRatios,
  rowMetrics,
  summarizeComparison,
  tHalfWidth,
  unsizedKey,
  type JsonRow,
  type ModeRun,
  type RowMetrics,
} from '../../bench/lanes-metrics.ts';
import { reportLanes, type LanesData, type LanesItem } from '../../bench/lanes.ts';
import { toJsonReport } from '../../src/report/json.ts';
import { analyze } from '../../src/stats/analyze.ts';
import { parseCompareCsv } from '../../src/stats/csv.ts';
import { testFixtures } from '../helpers/paths.ts';

const file = join(testFixtures, 'recorded', 'lanes-async-4runs.csv');
const csv = readFileSync(file, 'utf8');
/** The rows as the CLI's --format json prints them for this CSV (the same analysis and serializer). */
const jsonRows = toJsonReport(analyze(parseCompareCsv(csv, file))).comparisons as JsonRow[];
const CALLBACK = "async/styles.js style='callback' n=100000";

const close = (actual: number, expected: number, tolerance: number, what: string) =>
  assert.ok(Math.abs(actual - expected) <= tolerance, `${what}: ${actual} is not ${expected} ± ${tolerance}`);

describe('lanes metrics on a recorded run', () => {
  it('pairs the k-th old with the k-th new sample of a row in CSV order', () => {
    // callback's old rates in CSV order 1364096.08, 1254993.48, 1290278.25, 1046394.32;
    // new 1215483.12, 1065850.70, 1399616.40, 1057473.46 (the 1st new line comes before the 1st old)
    const ratios = pairedLogRatios(csv, file).get(CALLBACK)!;
    const byHand = [-0.11535037088659632, -0.16335711895347105, 0.08134031324327946, 0.010532261794691685];
    assert.equal(ratios.length, 4);
    ratios.forEach((r, k) => close(r, byHand[k]!, 1e-12, `log ratio ${k}`));
  });

  it("gives the paired one-sample t 95 % half-width and compare.R's Welch (*) half-width per row", () => {
    const rows = rowMetrics(csv, file, jsonRows);
    assert.equal(rows.length, 5);
    const callback = rows.find((r) => r.key === "async/styles.js style='callback'")!;
    // paired: sd of the 4 log ratios 0.11253386, qt(0.975, 3) = 3.18244631: 3.18244631 × 0.11253386 / √4 × 100
    close(callback.paired, 17.906648628481552, 1e-6, 'callback paired');
    assert.equal(callback.pairs, 4);
    // Welch: se 105308.906, df 5.84296, qt(0.975, 5.84296) = 2.46294211, mean old 1238940.53: ± 20.9348 %
    close(callback.welch, 20.93480143115391, 1e-6, 'callback Welch');
    close(callback.change, -4.3855705247310235, 1e-9, 'callback change');
    assert.equal(callback.verdict, 'unresolved');
    const bluebird = rows.find((r) => r.key === "async/styles.js style='async-bluebird'")!;
    // log ratios -0.36855, -0.05207, -0.32208, -0.46574 (sd 0.177116): 3.18244631 × 0.177116 / 2 × 100
    close(bluebird.paired, 28.18313249001534, 1e-6, 'async-bluebird paired');
    assert.equal(bluebird.verdict, 'regression', 'the run starred it (*), slower');
  });

  it('leaves a row with fewer than two pairs without a paired width, and pairs only as far as the shorter side', () => {
    const cut = csv
      .split('\n')
      .filter((line, i) => !(line.includes("style='callback'") && line.startsWith('"new"') && i > 1))
      .join('\n');
    const callback = rowMetrics(cut, 'cut.csv', jsonRows).find((r) => r.key.endsWith("style='callback'"))!;
    assert.equal(callback.pairs, 1);
    assert.ok(Number.isNaN(callback.paired));
    assert.ok(Number.isNaN(tHalfWidth([0.1])));
    assert.equal(tHalfWidth([0.5, 0.5, 0.5]), 0);
  });

  it('takes the sized keys out of a row name (the same configuration in every mode)', () => {
    assert.equal(unsizedKey("a/b.js style='x' n=14000 len=3"), "a/b.js style='x' len=3");
    assert.equal(unsizedKey('a/b.js dur=5 n=1e+6'), 'a/b.js');
  });
});

const row = (key: string, verdict: string, welch: number, paired: number): RowMetrics => ({
  key,
  verdict,
  change: 0,
  welch,
  paired,
  pairs: 10,
});

describe('a comparison over its modes', () => {
  // one lane 4 min, queue 2 min, duet 1 min; row c is called faster by the queue, so it leaves the widths
  const runs: ModeRun[] = [
    {
      mode: '1 lane',
      wallMs: 4 * 60_000,
      rows: [
        row('a', 'same', 2, 1.5),
        row('b', 'unresolved', 4, 3),
        row('c', 'unresolved', 9, 9),
        row('d', 'improvement', 1, 1),
      ],
    },
    {
      mode: '2 lanes',
      wallMs: 2 * 60_000,
      rows: [
        row('a', 'same', 3, 2),
        row('b', 'same', 5, 4),
        row('c', 'improvement', 9, 9),
        row('d', 'regression', 1, 1),
      ],
    },
    {
      mode: 'duet',
      wallMs: 60_000,
      rows: [
        row('a', 'same', 4, 1),
        row('b', 'unresolved', 6, 1),
        row('c', 'unresolved', 9, 9),
        row('e', 'same', 1, 1),
      ],
    },
  ];

  it('takes the medians over the rows no mode called different, scaled by √(wall minutes)', () => {
    const summary = summarizeComparison(runs, false);
    assert.deepEqual(summary.widthRows, ['a', 'b']);
    assert.deepEqual(summary.missing, ['d', 'e']);
    const [one, queue, duet] = summary.modes;
    assert.equal(one!.medianWelch, 3); // (2 + 4) / 2
    assert.equal(one!.welchPerTime, 6); // 3 × √4
    assert.equal(queue!.medianPaired, 3); // (2 + 4) / 2
    close(queue!.pairedPerTime, 3 * Math.SQRT2, 1e-12, 'queue paired × √2');
    assert.equal(duet!.medianWelch, 5);
    assert.equal(duet!.medianPaired, 1);
    // at equal wall time: one lane's 6 against duet's 5 × √1 (Welch), 2.25 × 2 against 1 × 1 (paired), 6 against 1
    close(duet!.narrower.welch, 6 / 5, 1e-12, 'Welch ratio');
    close(duet!.narrower.paired, 4.5, 1e-12, 'paired ratio');
    close(duet!.narrower.welchToPaired, 6, 1e-12, 'one lane Welch to duet paired');
    assert.equal(one!.narrower.welch, 1);
  });

  it('counts calls, verdict agreement with one lane and faster↔slower flips', () => {
    const summary = summarizeComparison(runs, false);
    const [one, queue, duet] = summary.modes;
    assert.deepEqual(one!.agreement, { same: 4, of: 4, flipped: [] });
    assert.deepEqual(queue!.agreement, { same: 1, of: 4, flipped: ['d'] });
    assert.deepEqual(duet!.agreement, { same: 3, of: 3, flipped: [] });
    assert.deepEqual(queue!.verdicts, { same: 2, improvement: 1, regression: 1 });
    assert.equal(queue!.calls, 2);
    assert.deepEqual(agreementWith([row('x', 'regression', 1, 1)], [row('x', 'same', 1, 1)]).flipped, []);
  });

  it('A/A: every row present in every mode counts, called or not', () => {
    const summary = summarizeComparison(runs, true);
    assert.deepEqual(summary.widthRows, ['a', 'b', 'c']);
    assert.equal(summary.modes[0]!.medianWelch, 4);
    assert.equal(median([3, Number.NaN, 1]), 2);
    assert.ok(Number.isNaN(median([])));
  });
});

describe('the report of a recording', () => {
  const item = (mode: LanesItem['mode'], wallMs: number, exitCode = 0): LanesItem => ({
    comparison: 'v18-vs-v20',
    mode,
    args: [],
    startedAt: '2026-11-26T21:00:00.000Z',
    wallMs,
    exitCode,
    load: { start: [0.5, 0.4, 0.3], end: [0.75, 0.5, 0.3] },
    csv: exitCode === 0 ? csv : '',
    decision: { rule: 'welch', deltaPercent: 5 },
    rows: exitCode === 0 ? jsonRows : [],
    stderr: exitCode === 0 ? '' : 'node-bench: --lanes 3: this machine has 2 CPUs',
  });
  const data: LanesData = {
    schemaVersion: 1,
    startedAt: '2026-11-26T21:00:00.000Z',
    updatedAt: '2026-11-26T21:10:00.000Z',
    selection: { name: 'tiny', args: ['async'], runs: 4, why: 'the recorded fixture' },
    seed: 44,
    modes: ['1-lane', 'queue', 'duet'],
    nproc: 2,
    availableParallelism: 2,
    oursCommit: '0123456789abcdef',
    oursSource: 'x y',
    // the same recorded run as one lane (4 min) and as duet (1 min); the queue's item failed
    items: [item('1-lane', 240_000), item('queue', 60_000, 1), item('duet', 60_000)],
  };

  it('prints each mode of a comparison, the failed item, and what is not recorded yet', () => {
    const lines = reportLanes(data);
    assert.ok(
      lines.includes('FAILED v18-vs-v20 2 lanes, queue: exit 1: node-bench: --lanes 3: this machine has 2 CPUs'),
    );
    // 4 of the 5 rows are unchanged (async-bluebird was called slower); their median widths
    const unchanged = rowMetrics(csv, file, jsonRows).filter((r) => r.verdict !== 'regression');
    assert.ok(lines.some((l) => l.includes('5 rows; widths over 4 rows (unchanged')));
    const one = lines.find((l) => l.trimStart().startsWith('1 lane'))!;
    const duet = lines.find((l) => l.trimStart().startsWith('2 lanes, duet'))!;
    assert.ok(one.includes(`${median(unchanged.map((r) => r.welch)).toFixed(1)}`), one);
    // the same widths in a quarter of the time: √4 = 2× narrower by every ratio
    assert.match(duet, /2\.00 2\.00 \d+\.\d\d/);
    assert.match(duet, /5\/5 \(100\.0 %\)/);
    assert.ok(lines.includes('A/A: v20.0.0 -> v20.0.0: not recorded yet'));
    assert.ok(lines.some((l) => l.includes('flipped faster<->slower against one lane: none')));
  });
});
