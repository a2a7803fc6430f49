import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { runNodeBench } from '../helpers/cli.ts';
import { compareCsvFixtures, scratchDir } from '../helpers/paths.ts';
import { runnerFingerprint } from '../../src/run/measure/fingerprint.ts';

const fixture = (name: string) => join(compareCsvFixtures, name);
const HEADER = '"binary","filename","configuration","rate","time"';

describe('node-bench analyze --format text is byte-identical to node-benchmark-compare', () => {
  for (const name of ['confidence', 'http', 'path-dirname-posix', 'insufficient', 'complex']) {
    it(name, async () => {
      const result = await runNodeBench(['analyze', fixture(`${name}.csv`)]);
      assert.equal(result.stderr, '');
      assert.equal(result.code, 0);
      assert.equal(result.stdout, readFileSync(fixture(`${name}.expected.txt`), 'utf8'));
    });
  }
});

describe('node-bench analyze on input the reference crashes on', () => {
  for (const [name, comparisons] of [
    ['big', 205],
    ['http-bis', 169],
  ] as const) {
    it(`${name}.csv completes with every comparison`, async () => {
      const result = await runNodeBench(['analyze', fixture(`${name}.csv`)]);
      assert.equal(result.code, 0, result.stderr);
      assert.match(result.stdout, new RegExp(`there are ${comparisons} comparisons`));
    });
  }
});

describe('node-bench analyze input handling', () => {
  it('reads standard input', async () => {
    const result = await runNodeBench(['analyze'], { input: readFileSync(fixture('confidence.csv'), 'utf8') });
    assert.equal(result.stdout, readFileSync(fixture('confidence.expected.txt'), 'utf8'));
  });

  it('merges several files (shards of one run) into one table', async () => {
    const dir = scratchDir('analyze-');
    const lines = readFileSync(fixture('confidence.csv'), 'utf8').trim().split('\n');
    const [header, ...rows] = lines;
    writeFileSync(join(dir, 'a.csv'), [header, ...rows.slice(0, 60)].join('\n'));
    writeFileSync(join(dir, 'b.csv'), [header, ...rows.slice(60)].join('\r\n'));
    const result = await runNodeBench(['analyze', 'a.csv', 'b.csv'], { cwd: dir });
    assert.equal(result.stdout, readFileSync(fixture('confidence.expected.txt'), 'utf8'));
  });

  it('names the file and line of a malformed row and exits 1', async () => {
    const dir = scratchDir('analyze-');
    writeFileSync(join(dir, 'bad.csv'), `${HEADER}\n"old","a.js","n=1",1,1\n"old","a.js","n=1",fast,1\n`);
    const result = await runNodeBench(['analyze', 'bad.csv'], { cwd: dir });
    assert.equal(result.code, 1);
    assert.equal(result.stdout, '');
    assert.equal(result.stderr, 'node-bench analyze: bad.csv:3: rate "fast" is not a finite number\n');
  });

  it('with --skip-invalid warns per line and analyses the rest', async () => {
    const dir = scratchDir('analyze-');
    const text = readFileSync(fixture('confidence.csv'), 'utf8') + '"old","a.js"\nstray output\n';
    writeFileSync(join(dir, 'mixed.csv'), text);
    const result = await runNodeBench(['analyze', '--skip-invalid', 'mixed.csv'], { cwd: dir });
    assert.equal(result.code, 0);
    assert.equal(result.stdout, readFileSync(fixture('confidence.expected.txt'), 'utf8'));
    assert.equal(result.stderr.trim().split('\n').length, 2);
    assert.match(result.stderr, /warning: skipped mixed\.csv:136: expected 5 fields/);
    assert.match(result.stderr, /warning: skipped mixed\.csv:137: /);
  });

  it('rejects a missing file, an unknown option, a bad format and empty input', async () => {
    const missing = await runNodeBench(['analyze', 'nope.csv']);
    assert.equal(missing.code, 1);
    assert.equal(missing.stderr, 'node-bench analyze: cannot read nope.csv: no such file\n');
    const option = await runNodeBench(['analyze', '--colour', fixture('confidence.csv')]);
    assert.equal(option.code, 1);
    assert.equal(option.stderr, 'node-bench analyze: unknown option --colour; see node-bench help analyze\n');
    const typo = await runNodeBench(['analyze', '--formt', 'json', fixture('confidence.csv')]);
    assert.equal(typo.code, 1);
    assert.equal(
      typo.stderr,
      'node-bench analyze: unknown option --formt (did you mean --format?); see node-bench help analyze\n',
    );
    const format = await runNodeBench(['analyze', '--format', 'html', fixture('confidence.csv')]);
    assert.equal(format.stderr, 'node-bench analyze: --format must be one of text, markdown, json; got "html"\n');
    const empty = await runNodeBench(['analyze'], { input: `${HEADER}\n` });
    assert.equal(empty.code, 1);
    assert.equal(empty.stderr, 'node-bench analyze: no benchmark rows found in <stdin>\n');
  });

  it('--fail-on-regression exits 2 when a row is a significant slowdown, 0 otherwise', async () => {
    const rows = [HEADER];
    for (let i = 0; i < 10; i++)
      rows.push(`"old","a.js","n=1",${100 + (i % 3)},1`, `"new","a.js","n=1",${80 + (i % 3)},1`);
    const slow = await runNodeBench(['analyze', '--fail-on-regression'], { input: rows.join('\n') });
    assert.equal(slow.code, 2);
    assert.match(slow.stderr, /1 significant regression \(--fail-on-regression\)/);
    const fine = await runNodeBench(['analyze', '--fail-on-regression', fixture('confidence.csv')]);
    assert.equal(fine.code, 0);
  });
});

describe('node-bench analyze --format json and --correction holm', () => {
  it('gives one object per comparison with the fields later modules consume', async () => {
    const result = await runNodeBench([
      'analyze',
      '--format',
      'json',
      '--correction',
      'holm',
      fixture('confidence.csv'),
    ]);
    const report = JSON.parse(result.stdout);
    assert.equal(report.schemaVersion, 3);
    assert.deepEqual(report.decision, { rule: 'welch-holm', deltaPercent: 5 });
    assert.deepEqual(report.summary, {
      comparisons: 3,
      regressions: 0,
      improvements: 3,
      same: 0,
      unresolved: 0,
      untested: 0,
    });
    const row = report.comparisons.find((c: { configuration: string }) => c.configuration === "type='string' n=100000");
    assert.equal(row.filename, 'util/format.js');
    assert.equal(row.stars, row.holm.stars, "the verdict's stars: Holm's");
    assert.deepEqual(row.welch, { t: row.t, df: row.df, pValue: row.pValue, stars: '***' });
    assert.equal(row.old.n, 30);
    assert.equal(typeof row.pValue, 'number');
    assert.deepEqual(Object.keys(row.accuracy), ['0.05', '0.01', '0.001']);
    assert.equal(row.improvement.toFixed(2), '14.47');
    // Holm over 3 comparisons: the smallest p is multiplied by 3
    assert.ok(Math.abs(row.holm.pValue - 3 * row.pValue) < 1e-12);
    assert.equal(row.verdict, 'improvement');
    assert.deepEqual(row.change, {
      percent: row.improvement,
      low: row.improvement - row.accuracy['0.05'],
      high: row.improvement + row.accuracy['0.05'],
    });
  });

  it('adds the Holm columns to the text table', async () => {
    const result = await runNodeBench(['analyze', '--correction', 'holm', fixture('confidence.csv')]);
    const [header, first] = result.stdout.split('\n');
    assert.match(header!, /\(\*\*\*\)\s+holm p\s+\(holm\)$/);
    assert.match(first!, /util\/format\.js type='string-2' n=100000\s+\*\s+7\.40 %.*0\.\d{4}\s+\*$/);
  });

  it('writes null for what cannot be computed', async () => {
    const result = await runNodeBench(['analyze', '--format', 'json', fixture('insufficient.csv')]);
    const report = JSON.parse(result.stdout);
    assert.equal(report.summary.untested, 2);
    assert.equal(report.comparisons[0].pValue, null);
    assert.equal(report.comparisons[0].verdict, 'untested');
    assert.deepEqual(report.comparisons[0].change, { percent: null, low: null, high: null });
  });
});

describe('node-bench analyze on a --runs auto run', () => {
  // 4 runs a side, each run's machine state shared by both sides: new is 10 % slower in every run, which the
  // paired sequential test settles at its one look, and Welch (the runs' spread is wide) does not see
  const old = [100, 200, 300, 400];
  const csv = [
    HEADER,
    ...old.flatMap((rate, i) => [
      `"old","a.js","n=1",${rate},1`,
      `"new","a.js","n=1",${rate * (0.9 + i * 0.001)},1`,
      `"old","b.js","n=1",${rate},1`,
      `"new","b.js","n=1",${rate * (1 + (i % 2 ? 0.3 : -0.3))},1`,
    ]),
  ].join('\n');
  const row = (filename: string, outcome: string) => ({
    filename,
    configuration: 'n=1',
    outcome,
    n: { old: 4, new: 4 },
    looks: 1,
    missingRuns: { old: [], new: [] },
  });
  const resultJson = {
    schemaVersion: 1,
    headSha: null,
    commentId: null,
    old: { spec: 'v20.0.0', version: 'v20.0.0', sha: null },
    new: { spec: 'v22.0.0', version: 'v22.0.0', sha: null },
    runs: 4,
    durationMs: 1,
    partial: false,
    seed: null,
    samples: 16,
    fingerprint: runnerFingerprint(undefined, { env: {} }),
    adaptive: {
      minRuns: 4,
      roundRuns: 2,
      maxRuns: 4,
      delta: 5,
      looks: 1,
      rows: [row('a.js', 'regression'), row('b.js', 'unresolved')],
    },
    failures: [],
  };

  it("prints a result directory's replayed verdicts, not Welch's", async () => {
    const dir = scratchDir('analyze-auto-result-dir');
    writeFileSync(join(dir, 'results.csv'), csv);
    writeFileSync(join(dir, 'result.json'), JSON.stringify(resultJson));
    const welch = await runNodeBench(['analyze', '--format', 'json', '-'], { input: csv });
    assert.equal(JSON.parse(welch.stdout).summary.regressions, 0, 'Welch sees no slowdown');
    const result = await runNodeBench(['analyze', join(dir, 'results.csv')]);
    assert.equal(result.code, 0, result.stderr);
    assert.match(result.stdout, /^a\.js n=1 +slower /m);
    assert.match(result.stdout, /^b\.js n=1 +not distinguishable /m);
    assert.match(result.stdout, /--runs auto: 0 faster, 1 slower/);
    assert.equal(result.stderr, '');
  });

  it("says the table is Welch's when the file's record says --runs auto but the looks are not at hand", async () => {
    const dir = scratchDir('analyze-auto-sidecar');
    const file = join(dir, 'pr.csv');
    writeFileSync(file, csv);
    writeFileSync(`${file}.node-bench.json`, JSON.stringify({ runsAuto: true }));
    const result = await runNodeBench(['analyze', file]);
    assert.equal(result.code, 0, result.stderr);
    assert.match(
      result.stderr,
      /^note: .*pr\.csv was measured with --runs auto; this table is compare\.R's Welch test/,
    );
    assert.match(result.stdout, /confidence/);
  });
});
