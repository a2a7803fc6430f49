import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { regressionMarker } from '../../src/github/issues.ts';
import {
  classify,
  compareUrl,
  nightlySummary,
  regressionIssueBody,
  regressionTitle,
  type NightlyReportContext,
} from '../../src/nightly/report.ts';
import type { ReportInput } from '../../src/report/comment.ts';
import { runnerFingerprint } from '../../src/run/fingerprint.ts';
import { analyze, type Analysis } from '../../src/stats/analyze.ts';
import type { Sample } from '../../src/stats/csv.ts';
import { applyAdaptiveDecisions } from '../../src/stats/verdict.ts';

const from = 'a'.repeat(40);
const to = 'b'.repeat(40);

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

describe('classify', () => {
  const analysis = analyze(
    [
      ...samples('big.js', 'n=1', 100, 80), // -20 %, ***
      ...samples('small.js', 'n=1', 100, 98), // -2 %, *** but under minChange
      ...samples('faster.js', 'n=1', 100, 130), // +30 %, ***
      ...samples('noisy.js', 'n=1', 100, 100), // nothing
      ...samples('few.js', 'n=1', 100, 50, 1), // one run a side: no test
    ],
    { correction: 'holm' },
  );

  it('a regression needs the Holm stars AND the minimum change', () => {
    const { regressions, improvements } = classify(analysis, { stars: '***', minChange: 5 });
    assert.deepEqual(
      regressions.map((f) => f.name),
      ['big.js n=1'],
    );
    assert.deepEqual(
      improvements.map((f) => f.name),
      ['faster.js n=1'],
    );
    assert.equal(regressions[0]!.stars, '***');
    assert.ok(Math.abs(regressions[0]!.improvement + 20) < 0.01);
    const lenient = classify(analysis, { stars: '*', minChange: 1 });
    assert.deepEqual(
      lenient.regressions.map((f) => f.name),
      ['big.js n=1', 'small.js n=1'],
    );
  });

  it('stars below the threshold do not count, however large the change', () => {
    const weak = analyze(
      [
        { binary: 'old', filename: 'w.js', configuration: '', rate: 100, time: 1 },
        { binary: 'old', filename: 'w.js', configuration: '', rate: 160, time: 1 },
        { binary: 'old', filename: 'w.js', configuration: '', rate: 40, time: 1 },
        { binary: 'new', filename: 'w.js', configuration: '', rate: 60, time: 1 },
        { binary: 'new', filename: 'w.js', configuration: '', rate: 65, time: 1 },
        { binary: 'new', filename: 'w.js', configuration: '', rate: 55, time: 1 },
      ],
      { correction: 'holm' },
    );
    assert.deepEqual(classify(weak, { stars: '*', minChange: 5 }).regressions, []);
  });

  it('runs auto: the sequential decision counts without stars; a slower row it could not tell is undecided', () => {
    // the seed's shape: 6 runs a side, -85 % with Welch p ~ 0.002 (** by compare.R), decided by the paired test
    const auto = analyze(
      [
        ...samples('tojson.js', 'len=256', 400_000, 60_000, 6),
        ...samples('noisy.js', 'n=1', 100, 80, 6),
        ...samples('same.js', 'n=1', 100, 100, 6),
      ],
      { correction: 'holm' },
    );
    const interval = (change: number, half: number) => ({ change, low: change - half, high: change + half });
    applyAdaptiveDecisions(
      auto,
      [
        { name: 'tojson.js len=256', verdict: { outcome: 'regression', estimate: interval(-85, 3) } },
        { name: 'noisy.js n=1', verdict: { outcome: 'unresolved', estimate: interval(-20, 30) } },
        { name: 'same.js n=1', verdict: { outcome: 'same', estimate: interval(0, 1) } },
      ],
      5,
    );
    const found = classify(auto, { stars: '***', minChange: 5 });
    assert.deepEqual(
      found.regressions.map((f) => [f.name, f.improvement, f.interval]),
      [['tojson.js len=256', -85, [-88, -82]]],
    );
    assert.deepEqual(
      found.undecided.map((f) => f.name),
      ['noisy.js n=1'],
    );
    assert.deepEqual(classify(analysis, { stars: '***', minChange: 5 }).undecided, []);
  });
});

describe('regression issue text', () => {
  it('title: one line, short SHAs, singular and plural', () => {
    assert.equal(
      regressionTitle('main', 1, from, to),
      'Performance regression on main: 1 benchmark slower (aaaaaaa..bbbbbbb)',
    );
    assert.equal(
      regressionTitle('main', 3, from, to),
      'Performance regression on main: 3 benchmarks slower (aaaaaaa..bbbbbbb)',
    );
    const long = regressionTitle('x'.repeat(400), 2, from, to);
    assert.ok(long.length <= 256, String(long.length));
  });

  it('compare link', () => {
    assert.equal(
      compareUrl('https://ghe.example.com/', 'nodejs', 'node', from, to),
      `https://ghe.example.com/nodejs/node/compare/${from}...${to}`,
    );
  });

  function context(analysis: Analysis, branch = 'main'): NightlyReportContext {
    const { regressions, improvements } = classify(analysis, { stars: '***', minChange: 5 });
    return {
      branch,
      from,
      to,
      fromKind: 'last-scan',
      compareUrl: compareUrl('https://github.com', 'nodejs', 'node', from, to),
      commits: 4,
      threshold: { stars: '***', minChange: 5 },
      regressions,
      improvements,
    };
  }
  const report = (analysis: Analysis): Omit<ReportInput, 'marker' | 'maxLength' | 'title'> => ({
    analysis,
    old: { spec: 'main (last scan)', version: 'v24.0.0-pre', sha: from },
    new: { spec: 'main', version: 'v24.0.0-pre', sha: to },
    fingerprint: runnerFingerprint(undefined, { env: { RUNNER_NAME: 'bench-1' } }),
    runs: 10,
    durationMs: 3_600_000,
    partial: false,
    failures: [],
    runUrl: 'https://github.com/nodejs/node/actions/runs/1',
  });

  it('hostile benchmark names cannot break the table, link or ping; 20,000 rows stay under the limit', () => {
    const hostile: Sample[] = [
      ...samples('evil|name`.js', '](http://x) @nodejs/tsc #1 <details>', 100, 50),
      ...samples('x.js', regressionMarker('forged'), 100, 50),
    ];
    for (let i = 0; i < 20_000; i++) {
      hostile.push(
        { binary: 'old', filename: `many/${i}.js`, configuration: 'n=1', rate: 1, time: 1 },
        { binary: 'new', filename: `many/${i}.js`, configuration: 'n=1', rate: 1, time: 1 },
      );
    }
    const analysis = analyze(hostile, { correction: 'holm' });
    const ctx = context(analysis);
    assert.equal(ctx.regressions.length, 2);
    const body = regressionIssueBody(ctx, report(analysis));
    assert.ok(body.length <= 60_000, String(body.length));
    assert.ok(body.startsWith(`${regressionMarker(`${from}..${to}`)}\n`));
    assert.doesNotMatch(body, /@nodejs/);
    assert.doesNotMatch(body, /#1\b/);
    assert.doesNotMatch(body, /<details> /);
    assert.doesNotMatch(body, /[^\\]\]\(http:\/\/x\)/, 'the link stays escaped');
    assert.equal(body.split(regressionMarker('forged')).length, 1, 'a forged marker is escaped');
    assert.match(body, /The table was cut to fit/);
    assert.match(body, /runner bench-1/);
    const summary = nightlySummary(ctx, report(analysis), {});
    assert.match(summary, /### 2 regressions/);
  });
});
