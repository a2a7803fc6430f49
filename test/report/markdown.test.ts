import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { formatChange, renderMarkdown, signedPercent } from '../../src/report/markdown.ts';
import { renderText } from '../../src/report/text.ts';
import { codeSpan, escapeMarkdown, escapeMultiline } from '../../src/report/escape.ts';
import { analyze, type RowComparison } from '../../src/stats/analyze.ts';
import { parseCompareCsv, type Sample } from '../../src/stats/csv.ts';
import { applyAdaptiveDecisions } from '../../src/stats/verdict.ts';
import { compareCsvFixtures } from '../helpers/paths.ts';

function samples(filename: string, configuration: string, oldRates: number[], newRates: number[]): Sample[] {
  return [
    ...oldRates.map((rate) => ({ binary: 'old' as const, filename, configuration, rate, time: 1 })),
    ...newRates.map((rate) => ({ binary: 'new' as const, filename, configuration, rate, time: 1 })),
  ];
}

/** Data rows of the verdict tables (the statistics fold's table, whose second column is `p`, left out). */
function verdictRows(markdown: string): string[] {
  const rows: string[] = [];
  let inVerdictTable = false;
  for (const line of markdown.split('\n')) {
    if (!line.startsWith('|')) {
      inVerdictTable = false;
      continue;
    }
    if (line.startsWith('| benchmark |')) {
      inVerdictTable = line.startsWith('| benchmark | change');
      continue;
    }
    if (/^\|[\s:|-]+\|$/.test(line)) continue;
    if (inVerdictTable) rows.push(line);
  }
  return rows;
}

/** Splits a GFM table row on unescaped pipes. */
function cells(row: string): string[] {
  return row
    .slice(1, -1)
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim().replace(/\u00a0/g, ' '));
}

const fixture = (name: string, correction: 'none' | 'holm' = 'none') =>
  analyze(parseCompareCsv(readFileSync(join(compareCsvFixtures, name), 'utf8'), name), { correction });

describe('renderMarkdown', () => {
  const data = [
    ...samples('a/slower.js', 'n=1', [100, 101, 102, 100, 101], [80, 81, 80, 82, 81]),
    ...samples('a/faster.js', 'n=1', [100, 101, 102, 100, 101], [120, 121, 122, 120, 121]),
    ...samples('a/same.js', 'n=1', [100, 101, 102, 100, 101], [101, 100, 102, 100, 101]),
    ...samples('a/alone.js', 'n=1', [100], [101]),
  ];

  it('summarises, names the regressions, then regressions, improvements, and truthful folds', () => {
    const markdown = renderMarkdown(analyze(data)).replace(/\u00a0/g, ' ');
    assert.match(markdown, /^\*\*1 regression, 1 improvement\*\* out of 4 comparisons/);
    assert.match(markdown, /not corrected for multiple comparisons/);
    assert.match(markdown, /\nThe others: 1 the same within ±5\.0 %, 1 not tested\./);
    assert.match(markdown, /\nSlower: `a\/slower\.js n=1` −19\.8 %\./);
    const table = markdown.indexOf('| benchmark | change');
    const slower = markdown.indexOf('`a/slower.js n=1` |');
    const faster = markdown.indexOf('`a/faster.js n=1` |');
    const details = markdown.indexOf('<details>');
    assert.ok(table < slower && slower < faster && faster < details, 'order: regression, improvement, details');
    assert.match(
      markdown,
      /<summary>1 comparison the same within ±5\.0 % \(p ≥ 0\.05; the 95 % interval lies inside ±5\.0 %\)<\/summary>/,
    );
    assert.match(
      markdown,
      /<summary>1 comparison not tested \(fewer than 2 runs on a side, or an old mean of 0\)<\/summary>/,
    );
    const rows = verdictRows(markdown).map(cells);
    assert.equal(rows.length, 4);
    assert.deepEqual(rows[0], ['`a/slower.js n=1`', '−19.8 % ± 1.2 %', '▼ slower', '\\*\\*\\*', '5 / 5']);
    assert.deepEqual(rows[1]!.slice(1, 4), ['+19.8 % ± 1.2 %', '▲ faster', '\\*\\*\\*']);
    for (const row of rows) assert.ok(row.length <= 6);
  });

  it('shows one significance column: the Holm stars when Holm is on, raw ones in the statistics fold', () => {
    const analysis = fixture('big.csv', 'holm');
    const markdown = renderMarkdown(analysis);
    assert.match(markdown, /Welch's t-test, Holm-adjusted p < 0\.05/);
    assert.match(markdown, /\| benchmark \| change \(95 % interval\) \| verdict \| Holm \| runs\u00a0old\/new \|/);
    const byName = new Map(analysis.comparisons.map((c) => [codeSpan(`${c.filename} ${c.configuration}`), c]));
    const rows = verdictRows(markdown).map(cells);
    assert.equal(rows.length, analysis.comparisons.length, 'every row once');
    assert.equal(new Set(rows.map((r) => r[0])).size, rows.length);
    for (const row of rows) {
      const c = byName.get(row[0]!)!;
      assert.ok(c, row[0]);
      const holm = c.holm!.stars;
      assert.equal(row[3], !c.tested ? 'n/a' : holm === '' ? '–' : escapeMarkdown(holm), row[0]);
    }
    // rows with raw stars only are not regressions: they sit with the rows of their interval's verdict
    const rawOnly = analysis.comparisons.filter((c) => c.tested && c.stars !== '' && c.holm!.stars === '');
    assert.ok(rawOnly.length > 0);
    for (const c of rawOnly) assert.ok(['same', 'unresolved'].includes(c.decision.outcome), c.name);
    // raw and Holm p-values and the 99 % / 99.9 % intervals are in a fold
    assert.match(markdown, /\| benchmark \| p \| Holm p \| ± 95 % \| ± 99 % \| ± 99\.9 % \|/);
  });

  it('keeps the table intact and pings nobody whatever the names contain', () => {
    const hostile = [
      'x|y.js',
      '`code`',
      '[link](http://x)',
      '![](http://t)',
      '@nodejs/tsc',
      'fixes #1',
      '<details><img src=x onerror=alert(1)>',
      '<!-- node-benchmark-action -->',
      'line\nbreak\r\nmore',
      'back\\slash|pipe',
    ];
    const rows = hostile.flatMap((name, i) =>
      samples(name, `conf=${name}`, [1, 2, 3, 4], [i + 1, i + 2, i + 3, i + 4]),
    );
    const markdown = renderMarkdown(analyze(rows));
    const dataRows = verdictRows(markdown);
    assert.equal(dataRows.length, hostile.length);
    for (const row of dataRows) assert.equal(cells(row).length, 5, row);
    assert.doesNotMatch(markdown, /@nodejs/);
    assert.doesNotMatch(markdown, /#1\b/);
    // the forest plot is a code block: nothing in it is markup, and nothing closes it early
    const plot = /\n```text\n([\s\S]*?)\n```\n/.exec(markdown)!;
    assert.equal(plot[1]!.split('\n').length, 1 + 7 + 2, 'legend, the 7 significant rows, axis, scale');
    assert.doesNotMatch(plot[1]!, /`/);
    // names are code spans (literal text in GFM); outside them nothing from the data is markup
    const outsidePlot = markdown.replace(plot[0], '').replace(/(`+)(?!`)[\s\S]*?(?<!`)\1(?!`)/g, '');
    assert.doesNotMatch(outsidePlot, /<img|<!--|(?<!\\)\]\(|<details><img/);
    assert.equal((outsidePlot.match(/<details>/g) ?? []).length, 2, "the unchanged rows' fold and the statistics fold");
    assert.equal((outsidePlot.match(/<\/details>/g) ?? []).length, 2);
  });

  it('escapes each markdown-active character, and code spans fence their backticks', () => {
    assert.equal(escapeMarkdown('a|b`c[d]e<f>g\\h*i_j~k!l'), 'a\\|b\\`c\\[d\\]e&lt;f&gt;g\\\\h\\*i\\_j\\~k&#33;l');
    assert.equal(escapeMarkdown('@user #12 #x'), '@\u200buser #\u200b12 #x');
    assert.equal(escapeMarkdown('a\nb\r\nc'), 'a b c');
    assert.equal(codeSpan('a`b``c'), '```a`b``c```');
    assert.equal(codeSpan('`x'), '`` `x ``');
    assert.equal(codeSpan('a|b'), '`a\\|b`');
    assert.equal(codeSpan('a|b', { inTable: false }), '`a|b`');
    assert.equal(escapeMultiline(['a *b*', '  c']), 'a \\*b\\*\\\n&nbsp;&nbsp;c');
  });

  it('renders every comparison of the http fixture once, and warns that the run was too noisy', () => {
    const analysis = fixture('http.csv');
    const markdown = renderMarkdown(analysis);
    assert.equal(verdictRows(markdown).length, analysis.comparisons.length);
    // the median over the rows without a change: the rows that changed do not inflate it
    const unchanged = analysis.comparisons.filter((c) => ['same', 'unresolved'].includes(c.decision.outcome));
    const halves = unchanged.map((c) => c.accuracy[0]).sort((a, b) => a - b);
    const mid = halves.length >> 1;
    const median = halves.length % 2 ? halves[mid]! : (halves[mid - 1]! + halves[mid]!) / 2;
    assert.match(
      markdown,
      new RegExp(
        `> \\[!WARNING\\]\\n> This run was too noisy to see changes of ±5\\.0 % \\(the margin that matters\\): ` +
          `the rows without a change have a median 95 % interval of ±${median.toFixed(1)} %`,
      ),
    );
  });

  it('does not let big real effects inflate the detectable change', () => {
    const rows = [
      ...samples('big.js', 'n=1', [100, 130, 70, 100, 120], [1000, 1600, 700, 1200, 900]),
      ...samples('quiet.js', 'n=1', [100, 101, 102, 100, 101], [101, 100, 102, 100, 101]),
    ];
    const markdown = renderMarkdown(analyze(rows));
    assert.match(
      markdown,
      /Smallest detectable change: the rows without a change have a median 95 % interval of ±1\.\d %/,
    );
  });

  it('says what a side that measured nothing did, never Infinity % or −100 %', () => {
    const analysis = analyze([
      ...samples('gone.js', 'n=1', [100, 101, 102], []),
      ...samples('new.js', 'n=1', [], [100, 101, 102]),
      ...samples('zero.js', 'n=1', [0, 0], [1, 2]),
      ...samples('ok.js', 'n=1', [100, 101, 102], [100, 102, 101]),
    ]);
    const markdown = renderMarkdown(analysis).replace(/\u00a0/g, ' ');
    assert.doesNotMatch(markdown, /Infinity|NaN|100(\.0)? %/);
    assert.match(markdown, /`gone\.js n=1` \| no runs on new \| not tested \| n\/a \| 3 \/ 0 \|/);
    assert.match(markdown, /`new\.js n=1` \| no runs on old \| not tested \| n\/a \| 0 \/ 3 \|/);
    assert.match(markdown, /`zero\.js n=1` \| old rate is 0 \| not tested \| n\/a \| 2 \/ 2 \|/);
  });
});

describe('formatChange', () => {
  const row = (change: number, half: number) =>
    ({
      improvement: change,
      tested: true,
      accuracy: [half, half * 1.5, half * 2],
      old: { n: 5, mean: 1 },
      new: { n: 5, mean: 1 },
      decision: { outcome: 'unresolved', estimate: { change, low: change - half, high: change + half }, stars: '' },
    }) as unknown as RowComparison;

  it('is a percentage with its 95 % half-width up to 2×, a factor beyond', () => {
    assert.equal(formatChange(row(-7.62, 3.61)), '−7.6 % ± 3.6 %');
    assert.equal(formatChange(row(0.5, 0.25)), '+0.50 % ± 0.25 %');
    assert.equal(formatChange(row(99, 5)), '+99.0 % ± 5.0 %');
    assert.equal(formatChange(row(260, 20)), '3.6× faster (3.4–3.8×)');
    assert.equal(formatChange(row(-60, 10)), '2.5× slower (2.0–3.3×)');
    assert.equal(formatChange(row(-80, 30)), '5.0× slower (2.0–∞×)');
    assert.equal(signedPercent(0), '0.0 %');
  });

  it('shows an asymmetric interval by its wider side', () => {
    const c = row(-10, 0);
    c.decision.estimate = { change: -10, low: -14, high: -8 };
    assert.equal(formatChange(c), '−10.0 % ± 4.0 %');
  });
});

describe('the adaptive verdict (--runs auto)', () => {
  it('is the verdict column, the headline and the folds; no stars column', () => {
    const analysis = analyze([
      ...samples('a.js', 'n=1', [100, 101, 102, 100, 101], [80, 81, 80, 82, 81]),
      ...samples('b.js', 'n=1', [100, 101, 102, 100, 101], [101, 100, 102, 100, 101]),
      ...samples('c.js', 'n=1', [100, 101, 102, 100, 101], [100, 104, 99, 103, 101]),
    ]);
    applyAdaptiveDecisions(
      analysis,
      [
        { name: 'a.js n=1', verdict: { outcome: 'regression', estimate: { change: -20, low: -22, high: -18 } } },
        { name: 'b.js n=1', verdict: { outcome: 'same', estimate: { change: 0, low: -1, high: 1 } } },
        { name: 'c.js n=1', verdict: { outcome: 'unresolved', estimate: { change: 1, low: -3, high: 6 } } },
      ],
      2,
    );
    const markdown = renderMarkdown(analysis);
    const rows = new Map(verdictRows(markdown).map((row) => [cells(row)[0], cells(row)]));
    assert.deepEqual(rows.get('`a.js n=1`'), ['`a.js n=1`', '−20.0 % ± 2.0 %', '▼ slower', '5 / 5']);
    assert.equal(rows.get('`b.js n=1`')![2], '= same (±2.0 %)');
    assert.equal(rows.get('`c.js n=1`')![2], '≈ not distinguishable (±5.0 %)');
    assert.match(
      markdown,
      /^\*\*1 regression, 0 improvements\*\* out of 3 comparisons \(runs auto: the sequential paired test, Holm over the rows at 5 %\)\./,
    );
    assert.match(markdown, /\| benchmark \| change \(95 % interval\) \| verdict \| runs\u00a0old\/new \|/);
    // "same" has no familywise control: the report says so where it shows a "same" row
    assert.match(
      markdown,
      /\nEach "same" is a claim about its own row: a true change of ±2 % is called same at most 2\.5 % of the time per row, not controlled over all the rows/,
    );
    assert.match(renderText(analysis), /\nEach "same" is a claim about its own row: /);
  });
  it('says which not distinguishable rows stopped early, and the passes of a run resumed with a higher cap', () => {
    const analysis = analyze([
      ...samples('c.js', 'n=1', [100, 101, 102, 100, 101], [100, 104, 99, 103, 101]),
      ...samples('d.js', 'n=1', [100, 101, 102, 100, 101], [100, 104, 99, 103, 101]),
    ]);
    const noisy = { change: 1, low: -3, high: 6 };
    applyAdaptiveDecisions(
      analysis,
      [
        { name: 'c.js n=1', verdict: { outcome: 'unresolved', estimate: noisy, stop: 'futile' } },
        { name: 'd.js n=1', verdict: { outcome: 'unresolved', estimate: noisy } },
      ],
      2,
      [30, 60],
    );
    const markdown = renderMarkdown(analysis);
    const rows = new Map(verdictRows(markdown).map((row) => [cells(row)[0], cells(row)]));
    assert.equal(rows.get('`c.js n=1`')![2], '≈ not distinguishable (±5.0 %, stopped early)');
    assert.equal(rows.get('`d.js n=1`')![2], '≈ not distinguishable (±5.0 %)');
    assert.match(
      markdown,
      /\(runs auto in 2 passes \(to 30 runs, then the rows left open to 60\): the sequential paired test, Holm over the rows at 5 % each pass \(any false slower or faster call at most 10 %\)\)/,
    );
    assert.match(
      markdown,
      /The verdicts hold together: the chance that any row is called faster or slower when nothing changed is at most 10 % \(Holm over 2 rows at 5 % in each of 2 passes/,
    );
    assert.doesNotMatch(markdown, /at most 5 %/);
    const text = renderText(analysis);
    assert.match(text, /\nc\.js n=1 +not distinguishable \(stopped early\) +1\.00 %/);
    assert.match(
      text,
      /2 not distinguishable \(1 stopped early: the runs left up to max-runs could not have decided them\)/,
    );
    assert.match(text, /at 5 % in each of 2 passes \(to 30 runs, then the rows left open to 60\): at most a 10 % risk/);
  });
});
