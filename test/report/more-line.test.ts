// The report's hidden more-line (issue 40.3): what the report job writes, the
// gate reads back exactly; it stays the comment's second line when the
// comment is marked stale; a line of another shape, or not second, is no
// line; and the comment says under the table what `/benchmark more` would run.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { buildReport, markReportStale, reportMarker } from '../../src/report/comment.ts';
import { moreLine, moreMinutes, nextMoreCap, readMoreLine } from '../../src/report/more-line.ts';
import { SampleGroups } from '../../src/stats/analyze.ts';

const MARKER = reportMarker(7, 'benchmark.yml');
// a request JSON whose base64url would hold `--` (bytes 0xfb 0xef… → `-_`): base64's alphabet has no `-`
const REQUEST = JSON.stringify({ repository: 'nodejs/node', filter: ['a>?>?>?~~~'], note: 'ûïû' });

describe('the more-line', () => {
  const line = { runId: 123456789, caps: [30, 60], open: 3, minutes: 12, requestJson: REQUEST };

  it('is read back as written, from the second line, and holds no `--` inside the HTML comment', () => {
    const text = moreLine(line)!;
    assert.match(
      text,
      /^<!-- node-benchmark-action:more run=123456789 caps=30,60 open=3 minutes=12 request=[A-Za-z0-9+/=]+ -->$/,
    );
    assert.ok(!text.slice(4, -3).includes('--'), text);
    assert.deepEqual(readMoreLine(`${MARKER}\n${text}\n\n### Benchmark results\n`), line);
    assert.deepEqual(readMoreLine(`${MARKER}\r\n${text}\r\n`), line);
  });

  it('is no line on the third line, with caps that do not increase, or with anything after it', () => {
    const text = moreLine(line)!;
    assert.equal(readMoreLine(`${MARKER}\n\n${text}\n`), undefined);
    assert.equal(readMoreLine(`${MARKER}\n${text.replace('caps=30,60', 'caps=60,30')}\n`), undefined);
    assert.equal(readMoreLine(`${MARKER}\n${text.replace('caps=30,60', 'caps=2')}\n`), undefined);
    assert.equal(readMoreLine(`${MARKER}\n${text} x\n`), undefined);
    assert.equal(readMoreLine(`${MARKER}\n${text.replace('request=', 'request=$')}\n`), undefined);
  });

  it('is left out when the request would make it too long', () => {
    assert.equal(moreLine({ ...line, requestJson: 'x'.repeat(20_000) }), undefined);
  });

  it('doubles the cap up to 200 runs, then offers none; estimates from the time per run, rounded up', () => {
    assert.deepEqual([4, 30, 100, 150, 200].map(nextMoreCap), [8, 60, 200, 200, undefined]);
    // 10 min for 2 rows × 30 runs (60 pairs): 10 s a pair; 3 open rows × 30 more runs = 15 min
    assert.equal(moreMinutes({ durationMs: 600_000, pairs: 60, open: 3, lastCap: 30, nextCap: 60 }), 15);
    assert.equal(moreMinutes({ durationMs: 1000, pairs: 4, open: 1, lastCap: 4, nextCap: 8 }), 1);
  });

  it('stays the second line when a push marks the report stale', () => {
    const body = `${MARKER}\n${moreLine(line)}\n\n### Benchmark results\n\n| table |\n`;
    const stale = markReportStale(body, 'c'.repeat(40), MARKER);
    assert.match(stale, /Stale: the pull request's head moved/);
    assert.deepEqual(readMoreLine(stale), line);
    assert.deepEqual(readMoreLine(markReportStale(stale, 'd'.repeat(40), MARKER)), line);
  });

  it('goes under the marker of the report, with the offer under the table and, after a more, the header line', () => {
    const groups = new SampleGroups();
    for (const binary of ['old', 'new'] as const)
      for (const rate of [100, 101, 102])
        groups.add({ binary, filename: 'a/b.js', configuration: 'n=1', rate, time: 1 });
    const body = buildReport({
      analysis: groups.analyze(),
      partial: false,
      failures: [],
      marker: MARKER,
      more: { line: moreLine(line)!, note: '_offer_' },
      moreOf: { rows: 2, from: 30, to: 60 },
    });
    assert.deepEqual(readMoreLine(body), line);
    assert.match(body, /\*\*more\*\*: 2 rows run again from 30 to 60 runs, for the same commits/);
    // under the table and its notes, the last thing in the comment
    assert.ok(body.endsWith('\n\n_offer_\n'), body);
    assert.ok(body.indexOf('| `a/b.js n=1` |') < body.indexOf('_offer_'));
  });

  it('reproduces a run of two passes as it was made: the command once per cap, on one results file', () => {
    const groups = new SampleGroups();
    for (const binary of ['old', 'new'] as const)
      for (const rate of [100, 101, 102])
        groups.add({ binary, filename: 'a/b.js', configuration: 'n=1', rate, time: 1 });
    const analysis = groups.analyze();
    analysis.basis = { rule: 'sequential-holm', deltaPercent: 5, passes: [4, 8] };
    const body = buildReport({
      analysis,
      partial: false,
      failures: [],
      old: { spec: '18.16.0', version: 'v18.16.0' },
      new: { spec: '20.0.0', version: 'v20.0.0' },
      run: { groups: ['a'], adaptiveMaxRuns: 8, seed: 7 },
      tool: { repository: 'nodejs-perf/node-benchmark-action', ref: 'v0.1.0' },
    });
    const lines = body.split('\n').filter((l) => l.includes(' node-bench compare '));
    assert.equal(lines.length, 2, body);
    assert.match(lines[0]!, /--runs auto --max-runs 4 .*--out node-bench-more\.csv$/);
    assert.match(lines[1]!, /--runs auto --max-runs 8 .*--out node-bench-more\.csv$/);
  });
});
