// The report of a request measured on several platforms (report/platforms.ts): where each row's change shows, in
// words, and the one table as GitHub's renderer shows it; each platform's analysis is its own.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { buildPlatformsReport, rowsChangedOnAny, showsOn, type PlatformReport } from '../../src/report/platforms.ts';
import { runnerFingerprint } from '../../src/run/measure/fingerprint.ts';
import { SampleGroups, type RowComparison } from '../../src/stats/analyze.ts';
import { noRenderer, renderGfm, tables } from './gfm.ts';

/** A platform's analysis of rows whose new side moves by `shift` % (0: the same), three runs a side. */
function platform(name: string, shifts: Record<string, number>): PlatformReport {
  const groups = new SampleGroups();
  for (const [configuration, shift] of Object.entries(shifts)) {
    for (const [binary, base] of [
      ['old', 100],
      ['new', 100 + shift],
    ] as const) {
      for (const noise of [0, 0.1, 0.2]) {
        groups.add({ binary, filename: 'buffers/tojson.js', configuration, rate: base + noise, time: 1 });
      }
    }
  }
  return {
    platform: name,
    analysis: groups.analyze({ correction: 'holm' }),
    fingerprint: { ...runnerFingerprint(undefined, { env: {} }) },
    durationMs: 61_000,
    partial: false,
    failures: [],
    warnings: [],
  };
}

const outcome = (outcome: string) => ({ decision: { outcome } }) as RowComparison;

describe('showsOn', () => {
  const names = ['linux-x64', 'linux-arm64', 'darwin-arm64'];
  it('says whether a change shows on every platform, on one only, or on none', () => {
    const slower = outcome('regression');
    const faster = outcome('improvement');
    const same = outcome('same');
    assert.equal(showsOn(names, [slower, slower, slower]), 'all 3 platforms: slower');
    assert.equal(showsOn(names, [faster, faster, faster]), 'all 3 platforms: faster');
    assert.equal(showsOn(names, [same, slower, same]), 'linux-arm64 only: slower');
    assert.equal(showsOn(names, [same, same, faster]), 'darwin-arm64 only: faster');
    assert.equal(showsOn(names, [slower, slower, same]), 'linux-x64, linux-arm64: slower');
    assert.equal(showsOn(names, [slower, same, faster]), 'linux-x64: slower; darwin-arm64: faster');
    assert.equal(showsOn(names, [same, outcome('unresolved'), outcome('untested')]), 'none');
    // a platform that did not run the row is no "every platform"
    assert.equal(showsOn(names, [slower, slower, undefined]), 'linux-x64, linux-arm64: slower');
  });
});

describe('buildPlatformsReport', () => {
  const platforms = [
    platform('linux-x64', { 'len=1': 0, 'len=2': -40, 'len=3': 0 }),
    platform('linux-arm64', { 'len=1': 0, 'len=2': -40, 'len=3': -40 }),
  ];
  const header = {
    old: { spec: '20.0.0', version: 'v20.0.0' },
    new: { spec: '24.11.0', version: 'v24.11.0' },
    runs: 3,
    runUrl: 'https://github.com/nodejs/node/actions/runs/1',
  };

  it('renders one table, a verdict per platform per row, the changed rows first', { skip: noRenderer }, () => {
    const body = buildPlatformsReport(header, platforms);
    const [changed, unchanged] = tables(renderGfm(body));
    assert.deepEqual(changed!.header, ['benchmark', 'linux-x64', 'linux-arm64', 'shows on']);
    const verdicts = (rows: string[][]) =>
      rows.map(([name, ...rest]) => [name, ...rest.map((cell) => cell.replace(/(slower|same \(±5\.0 %\)).*/, '$1'))]);
    assert.deepEqual(verdicts(changed!.rows), [
      ['buffers/tojson.js len=2', '▼ slower', '▼ slower', 'all 2 platforms: slower'],
      ['buffers/tojson.js len=3', '= same (±5.0 %)', '▼ slower', 'linux-arm64 only: slower'],
    ]);
    assert.deepEqual(verdicts(unchanged!.rows), [
      ['buffers/tojson.js len=1', '= same (±5.0 %)', '= same (±5.0 %)', 'none'],
    ]);
    // the verdict and its change on two lines of one cell
    assert.match(body, /\| ▼ slower<br>−40\.\d % ± \d+\.\d+ % \|/);
    assert.match(body, /never pooled into one test/);
    assert.equal(rowsChangedOnAny(platforms, 'slower'), 2);
    assert.equal(rowsChangedOnAny(platforms, 'faster'), 0);
  });

  it("is cut to fit a comment: each platform's own report goes first, then rows, and says where the rest is", () => {
    const whole = buildPlatformsReport(header, platforms);
    assert.match(whole, /<summary>linux-arm64: its own report/);
    const cut = buildPlatformsReport({ ...header, maxLength: whole.length - 1 }, platforms);
    assert.ok(cut.length < whole.length);
    assert.doesNotMatch(cut, /its own report/);
    assert.match(cut, /every row of every platform is in the CSV artifacts of the \[workflow run\]/);
  });
});
