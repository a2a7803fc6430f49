// The A/A calibration and the trend, as functions: the rotation, the records
// and their caps, the noise, the header, the "within noise" mark, and the
// mermaid chart text.
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import {
  calibrationHeader,
  calibrationMetadata,
  calibrationSlice,
  falsePositiveRate,
  noiseMark,
  noiseOf,
  parseCalibrationFiles,
  recordCalibration,
} from '../../src/nightly/calibration.ts';
import { starredRows, trendMetadata, trendSection, MAX_CHART_LINES } from '../../src/nightly/history.ts';
import {
  classifyByThreshold,
  compareUrl,
  nightlySummary,
  regressionIssueBody,
  type NightlyReportContext,
} from '../../src/nightly/report.ts';
import {
  configRecord,
  loadState,
  MAX_CALIBRATION_CHANGES,
  MAX_CALIBRATION_NIGHTS,
  MAX_HISTORY_BYTES,
  nextState,
  saveState,
  type Calibration,
  type ScanRecord,
} from '../../src/nightly/state.ts';
import type { NightlyCalibrationMetadata } from '../../src/artifact/nightly-schema.ts';
import { resultSchema } from '../../src/artifact/result-schema.ts';
import { runnerFingerprint } from '../../src/run/measure/fingerprint.ts';
import { analyze, type Analysis } from '../../src/stats/analyze.ts';
import type { Sample } from '../../src/stats/csv.ts';
import { studentTUpperQuantile } from '../../src/stats/student-t.ts';
import { makeTempDir } from '../helpers/fake-node-repo.ts';
import { readFileSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import { parse as parseYaml } from 'yaml';
import { readActionInputs } from '../../src/action/inputs.ts';
import { repoRoot } from '../helpers/paths.ts';
import { join } from 'node:path';

const sha = (char: string) => char.repeat(40);

/** n runs per side around the given means, with a small deterministic spread */
function samples(filename: string, configuration: string, oldMean: number, newMean: number, n = 10): Sample[] {
  const out: Sample[] = [];
  for (let i = 0; i < n; i++) {
    const wobble = 1 + ((i % 5) - 2) * 0.002;
    out.push({ binary: 'old', filename, configuration, rate: oldMean * wobble, time: 1 });
    out.push({ binary: 'new', filename, configuration, rate: newMean * wobble, time: 1 });
  }
  return out;
}

describe('A/A calibration', () => {
  it('the slice rotates over the sorted files, wrapping around, whatever order they come in', () => {
    const files = ['c.js', 'a.js', 'b.js', 'a.js', 'd.js', 'e.js'];
    assert.deepEqual(calibrationSlice(files, 0, 2), ['a.js', 'b.js']);
    assert.deepEqual(calibrationSlice(files, 1, 2), ['c.js', 'd.js']);
    assert.deepEqual(calibrationSlice(files, 2, 2), ['e.js', 'a.js']);
    assert.deepEqual(calibrationSlice(files, 3, 2), ['b.js', 'c.js']);
    assert.deepEqual(calibrationSlice(files, 7, 9), ['a.js', 'b.js', 'c.js', 'd.js', 'e.js']);
    assert.deepEqual(calibrationSlice(files, 0, 0), []);
    assert.deepEqual(calibrationSlice([], 3, 2), []);
  });

  it('calibration-files: a whole number, 2 by default, 0 for off', () => {
    assert.equal(parseCalibrationFiles(''), 2);
    assert.equal(parseCalibrationFiles('0'), 0);
    assert.equal(parseCalibrationFiles(' 5 '), 5);
    for (const bad of ['-1', '1.5', 'two', '1001', '1e2'])
      assert.throws(() => parseCalibrationFiles(bad), /calibration-files: .* is not a whole number/, bad);
  });

  it('input calibration-files: action.yml says 2, as the unset input; 0 is off; a bad value names the input', () => {
    const inputs = (given: Record<string, string>) => readActionInputs((name) => given[name] ?? '');
    const yml = parseYaml(readFileSync(join(repoRoot, 'action.yml'), 'utf8')) as {
      inputs: Record<string, { default?: string }>;
    };
    const declared = yml.inputs['calibration-files']?.default;
    assert.equal(declared, '2');
    assert.equal(inputs({}).calibrationFiles, 2);
    assert.equal(inputs({ 'calibration-files': declared! }).calibrationFiles, 2);
    assert.equal(inputs({ 'calibration-files': '0' }).calibrationFiles, 0);
    assert.throws(
      () => inputs({ 'calibration-files': 'all' }),
      /^RequestError: input calibration-files: "all" is not a whole number of benchmark files from 0 to 1000/,
    );
  });

  it('records each tested configuration: its change, its false stars (unadjusted p), the night', () => {
    // a.js: the same both sides (no star); b.js: 10 % apart, as a broken A/A would be (***); c.js: untested
    const night = analyze(
      [
        ...samples('a.js', 'n=1', 100, 100),
        ...samples('b.js', 'n=1', 100, 90),
        { binary: 'old', filename: 'c.js', configuration: 'n=1', rate: 1, time: 1 },
      ],
      { correction: 'holm' },
    );
    const first = recordCalibration(undefined, {
      date: '2026-11-20T03:00:00.000Z',
      sha: sha('a'),
      files: ['a.js', 'b.js', 'c.js'],
      comparisons: night.comparisons,
    });
    assert.equal(first.slices, 1);
    assert.deepEqual(first.nights, [
      {
        date: '2026-11-20T03:00:00.000Z',
        sha: sha('a'),
        files: ['a.js', 'b.js', 'c.js'],
        comparisons: 2,
        falseStars: [1, 1, 1],
      },
    ]);
    assert.deepEqual(
      first.configs.map((c) => [c.name, c.comparisons, c.falseStars, c.changes]),
      [
        ['a.js n=1', 1, [0, 0, 0], [0]],
        ['b.js n=1', 1, [1, 1, 1], [-10]],
      ],
    );
    const second = recordCalibration(first, {
      date: '2026-11-21T03:00:00.000Z',
      sha: sha('b'),
      files: ['a.js'],
      comparisons: analyze(samples('a.js', 'n=1', 100, 101), { correction: 'holm' }).comparisons,
    });
    assert.equal(second.slices, 2);
    // a.js was calibrated last: it moves to the end (the cap drops the stalest first)
    assert.deepEqual(
      second.configs.map((c) => c.name),
      ['b.js n=1', 'a.js n=1'],
    );
    const a = second.configs[1]!;
    assert.equal(a.comparisons, 2);
    assert.deepEqual(a.changes, [0, 1]);
    assert.deepEqual(falsePositiveRate(second), { nights: 2, comparisons: 3, falseStars: [2, 2, 2] });
  });

  it('keeps at most the last nights and changes', () => {
    let calibration: Calibration | undefined;
    const comparisons = analyze(samples('a.js', 'n=1', 100, 100.5), { correction: 'holm' }).comparisons;
    for (let i = 0; i < MAX_CALIBRATION_NIGHTS + 5; i++) {
      calibration = recordCalibration(calibration, { date: `night ${i}`, sha: sha('a'), files: ['a.js'], comparisons });
    }
    assert.equal(calibration!.nights.length, MAX_CALIBRATION_NIGHTS);
    assert.equal(calibration!.nights[0]!.date, 'night 5');
    assert.equal(calibration!.slices, MAX_CALIBRATION_NIGHTS + 5);
    assert.equal(calibration!.configs[0]!.changes.length, MAX_CALIBRATION_CHANGES);
    assert.equal(calibration!.configs[0]!.comparisons, MAX_CALIBRATION_NIGHTS + 5);
  });

  it('noise: the 95 % half-width of an A/A change (RMS about 0, Student t with n df); unknown under 2 runs', () => {
    assert.equal(noiseOf([]), null);
    assert.equal(noiseOf([3]), null);
    const noise = noiseOf([3, -4])!;
    assert.ok(Math.abs(noise - studentTUpperQuantile(0.025, 2) * Math.sqrt(12.5)) < 1e-9, String(noise));
    assert.ok(noise > 15 && noise < 16, String(noise)); // t(0.975, 2) = 4.303
    // more nights, the same spread: narrower
    assert.ok(noiseOf([3, -4, 3, -4, 3, -4, 3, -4])! < 9);
  });

  it('the header gives the false-positive rate at each level against the nominal one', () => {
    const meta: NightlyCalibrationMetadata = {
      nights: 3,
      comparisons: 200,
      falseStars: [14, 3, 1],
      slice: null,
      rows: [],
    };
    assert.equal(
      calibrationHeader(meta),
      'Runner calibration (A/A: the base against itself, 3 nights, 200 comparisons): false stars ' +
        'p\u00a0<\u00a00.05 in 7.0 % (nominal 5 %), p\u00a0<\u00a00.01 in 1.5 % (nominal 1 %), ' +
        'p\u00a0<\u00a00.001 in 0.50 % (nominal 0.1 %).',
    );
    assert.match(
      calibrationHeader({ ...meta, nights: 0, comparisons: 0, falseStars: [0, 0, 0] }),
      /no A\/A comparison yet/,
    );
    assert.equal(calibrationHeader(undefined), '');
  });
});

describe('trend and noise in the report', () => {
  const from = sha('a');
  const to = sha('b');
  /** tonight: big.js 20 % slower, small.js 6 % slower, fine.js the same */
  const tonight: Analysis = analyze(
    [
      ...samples('big.js', 'n=1', 100, 80),
      ...samples('small.js', 'n=1', 100, 94),
      ...samples('fine.js', 'n=1', 100, 100),
    ],
    { correction: 'holm' },
  );
  const scan = (day: number, changes: Record<string, number>): ScanRecord => ({
    date: `2026-11-${day}T03:00:00.000Z`,
    fromSha: sha(String(day % 10)),
    toSha: sha(String((day + 1) % 10)),
    configs: Object.entries(changes).map(([name, improvement]) => ({
      name,
      meanOld: 100,
      meanNew: 100 + improvement,
      improvement,
      p: 0.5,
      holmP: 0.5,
      stars: '',
    })),
  });
  const history = [
    scan(18, { 'big.js n=1': 0.4, 'small.js n=1': -0.8 }),
    scan(19, { 'big.js n=1': -0.2 }), // small.js not measured that night
    scan(20, { 'big.js n=1': 0.1, 'small.js n=1': 1.1 }),
  ];
  // small.js's A/A changes spread about ±4 %: its -6 % is within; big.js's about ±1 %: its -20 % is not
  let calibration: Calibration | undefined;
  for (const [i, changes] of [
    [0.5, 5],
    [-0.6, -4],
    [0.4, 3],
  ].entries()) {
    calibration = recordCalibration(calibration, {
      date: `2026-11-${18 + i}T04:00:00.000Z`,
      sha: sha('c'),
      files: ['big.js', 'small.js'],
      comparisons: analyze(
        [...samples('big.js', 'n=1', 100, 100 + changes![0]!), ...samples('small.js', 'n=1', 100, 100 + changes![1]!)],
        { correction: 'none' },
      ).comparisons,
    });
  }
  const calibrationMeta = calibrationMetadata(calibration, calibration!.nights[2]!, tonight.comparisons);
  const trend = trendMetadata(history, tonight.comparisons, '2026-11-21T03:00:00.000Z');

  function context(): NightlyReportContext {
    const { regressions, improvements } = classifyByThreshold(tonight, { stars: '***', minChange: 5 });
    return {
      branch: 'main',
      from,
      to,
      fromKind: 'last-scan',
      compareUrl: compareUrl('https://github.com', 'nodejs', 'node', from, to),
      commits: 2,
      threshold: { stars: '***', minChange: 5 },
      regressions,
      improvements,
      calibration: calibrationMeta,
      trend,
    };
  }
  const report = {
    analysis: tonight,
    old: { spec: 'main (last scan)', version: 'v24.0.0-pre', sha: from },
    new: { spec: 'main', version: 'v24.0.0-pre', sha: to },
    fingerprint: runnerFingerprint(undefined, { env: { RUNNER_NAME: 'bench-1' } }),
    runs: 10,
    durationMs: 60_000,
    partial: false,
    failures: [],
  };

  it('result.json carries the starred rows only, and passes the strict schema', () => {
    assert.deepEqual(
      starredRows(tonight.comparisons).map((c) => c.name),
      ['big.js n=1', 'small.js n=1'],
    );
    assert.deepEqual(
      trend.rows.map((row) => [row.name, row.changes]),
      [
        ['big.js n=1', [0.4, -0.2, 0.1]],
        ['small.js n=1', [-0.8, null, 1.1]],
      ],
    );
    assert.deepEqual(
      calibrationMeta.rows.map((row) => [row.name, row.comparisons]),
      [
        ['big.js n=1', 3],
        ['small.js n=1', 3],
      ],
    );
    const nightly = {
      branch: 'main',
      from,
      to,
      fromKind: 'last-scan' as const,
      baseline: null,
      commits: 2,
      rewritten: false,
      calibration: calibrationMeta,
      trend,
    };
    const metadata = {
      schemaVersion: 1,
      headSha: null,
      commentId: null,
      old: { spec: 'a', version: 'v1', sha: from },
      new: { spec: 'b', version: 'v1', sha: to },
      runs: 10,
      durationMs: 1,
      partial: false,
      seed: null,
      samples: 0,
      fingerprint: report.fingerprint,
      nightly,
      failures: [],
    };
    assert.equal(resultSchema.safeParse(metadata).success, true);
    // a row's series must match the nights, false stars must be consistent
    const shortRow = { ...trend, rows: [{ ...trend.rows[0]!, changes: [1] }] };
    assert.equal(resultSchema.safeParse({ ...metadata, nightly: { ...nightly, trend: shortRow } }).success, false);
    const inflated = { ...calibrationMeta, falseStars: [1, 2, 0] as [number, number, number] };
    assert.equal(
      resultSchema.safeParse({ ...metadata, nightly: { ...nightly, calibration: inflated } }).success,
      false,
    );
  });

  it('each flagged row says whether it is within the A/A noise; the header gives the false-positive rate', () => {
    const body = regressionIssueBody(context(), report);
    const big = body.split('\n').find((line) => line.startsWith('- big.js n=1:'))!;
    const small = body.split('\n').find((line) => line.startsWith('- small.js n=1:'))!;
    assert.match(big, /· beyond this runner's A\/A noise \(±\d\.\d\d %, 3 A\/A runs\)$/, big);
    assert.match(small, /· ≈ within this runner's A\/A noise \(±\d+\.\d\d %, 3 A\/A runs\)$/, small);
    const noise = Number(/±(\d+\.\d\d) %/.exec(small)![1]);
    assert.ok(noise >= 6, `${noise}: the -6 % change is within it`);
    assert.match(body, /Runner calibration \(A\/A: the base against itself, 3 nights, 6 comparisons\): false stars/);
    const summary = nightlySummary(context(), report, {});
    assert.ok(summary.includes(big) && summary.includes(small));
    assert.match(summary, /Runner calibration \(A\/A/);
    // a row without enough A/A runs says so
    assert.match(
      noiseMark(
        { ...calibrationMeta, rows: [{ ...calibrationMeta.rows[0]!, noise: null, comparisons: 1 }] },
        {
          name: 'big.js n=1',
          improvement: -20,
        },
      ),
      /A\/A noise not known yet \(1 A\/A run of it on this runner\)/,
    );
    assert.match(noiseMark(calibrationMeta, { name: 'other.js', improvement: -20 }), /\(no A\/A run of it/);
  });

  it('the trend is a mermaid xychart-beta, one line per flagged row, nights where one is missing left out', () => {
    const body = regressionIssueBody(context(), report);
    const chart = /```mermaid\n([\s\S]*?)\n```/.exec(body)?.[1];
    assert.ok(chart, body);
    const big = context().regressions[0]!.improvement.toFixed(2);
    const small = context().regressions[1]!.improvement.toFixed(2);
    assert.equal(
      chart,
      [
        'xychart-beta',
        '  title "Change per nightly scan, % (negative is slower)"',
        '  x-axis ["11-18", "11-20", "11-21"]',
        '  y-axis "change %" -20 --> 5',
        `  line [0.40, 0.10, ${big}]`,
        `  line [-0.80, 1.10, ${small}]`,
      ].join('\n'),
    );
    assert.match(body, /1\. `big\.js n=1`: -20\.00 % tonight\n2\. `small\.js n=1`: -6\.00 % tonight/);
    assert.match(body, /3 scans from 11-18 to 11-21; 1 scan\(s\) where a row was not measured are left out\./);
    assert.ok(nightlySummary(context(), report, {}).includes(chart));
    // the chart comes before the full table
    assert.ok(body.indexOf('```mermaid') < body.indexOf('| benchmark'), 'chart above the table');
  });

  it('no chart without earlier nights; at most MAX_CHART_LINES lines; labels only from dates', () => {
    const flagged = context().regressions;
    assert.equal(trendSection(trendMetadata([], tonight.comparisons, '2026-11-21T00:00:00Z'), flagged), '');
    assert.equal(trendSection(undefined, flagged), '');
    const many = Array.from({ length: MAX_CHART_LINES + 3 }, (_, i) => ({
      ...flagged[0]!,
      name: `row${i}`,
      improvement: -10 - i,
    }));
    const hostile = {
      date: '2026-11-21"]\n  line [1]',
      nights: [{ date: '2026-11-20T00:00:00Z', from, to }],
      rows: many.map((row) => ({ name: row.name, changes: [1], stars: [''] as const })),
    };
    const section = trendSection(
      { ...hostile, rows: hostile.rows.map((row) => ({ ...row, stars: [...row.stars] })) },
      many,
    );
    assert.equal(section.match(/^ {2}line /gm)?.length, MAX_CHART_LINES);
    assert.match(section, /x-axis \["11-20", "11-21"\]/);
    assert.match(section, /Only the 8 slowest flagged rows are charted\./);
  });
});

describe('state with calibration', () => {
  it('round-trips; a version 1 file (no calibration) is read and kept; the history is size-capped', async () => {
    const dir = await makeTempDir('nightly-calibration-state-');
    after(() => rm(dir, { recursive: true, force: true }));
    const path = join(dir, 'state.json');
    await writeFile(path, JSON.stringify({ schemaVersion: 1, lastScannedSha: sha('a'), history: [] }));
    const { state, raw } = await loadState(path);
    assert.equal(state?.schemaVersion, 1);
    const calibration = recordCalibration(undefined, {
      date: '2026-11-21T00:00:00Z',
      sha: sha('a'),
      files: ['a.js'],
      comparisons: analyze(samples('a.js', 'n=1', 100, 100), { correction: 'holm' }).comparisons,
    });
    const scanRecord: ScanRecord = {
      date: '2026-11-21T00:00:00Z',
      fromSha: sha('a'),
      toSha: sha('b'),
      configs: analyze(samples('a.js', 'n=1', 100, 90), { correction: 'holm' }).comparisons.map(configRecord),
    };
    const next = nextState(state, scanRecord, 'main', 60, calibration);
    assert.equal(next.schemaVersion, 2);
    await saveState(path, next, raw);
    const loaded = await loadState(path);
    assert.deepEqual(loaded.state, next);
    // a night without an A/A run keeps the calibration it had
    const later = nextState(loaded.state, { ...scanRecord, fromSha: sha('b'), toSha: sha('c') }, 'main', 60);
    assert.deepEqual(later.calibration, calibration);

    // a suite so large that 60 nights would not fit: the oldest scans go
    const big: ScanRecord = {
      ...scanRecord,
      configs: Array.from({ length: 20_000 }, (_, i) => ({
        ...scanRecord.configs[0]!,
        name: `x${i}`.padEnd(900, 'x'),
      })),
    };
    let capped = nextState(null, big, 'main', 60);
    for (let i = 0; i < 3; i++) capped = nextState(capped, big, 'main', 60);
    assert.ok(
      JSON.stringify(capped.history).length <= MAX_HISTORY_BYTES,
      String(JSON.stringify(capped.history).length),
    );
    assert.equal(capped.history.length, 1);
  });
});
