import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { formatChange, renderMarkdown, signedPercent } from '../../src/report/markdown.ts';
import { codeSpan, escapeMarkdown, escapeMultiline } from '../../src/report/escape.ts';
import { analyze, type Comparison } from '../../src/stats/analyze.ts';
import { parseCompareCsv, type Sample } from '../../src/stats/csv.ts';
import { attachVerdicts } from '../../src/stats/verdict.ts';
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
    assert.match(markdown, /^\*\*1 significant regression, 1 significant improvement\*\* out of 4 comparisons/);
    assert.match(markdown, /not corrected for multiple comparisons/);
    assert.match(markdown, /\nSlower: `a\/slower\.js n=1` −19\.8 %\./);
    const table = markdown.indexOf('| benchmark | change');
    const slower = markdown.indexOf('`a/slower.js n=1` |');
    const faster = markdown.indexOf('`a/faster.js n=1` |');
    const details = markdown.indexOf('<details>');
    assert.ok(table < slower && slower < faster && faster < details, 'order: regression, improvement, details');
    assert.match(markdown, /<summary>1 comparison without a significant difference \(p ≥ 0\.05\)<\/summary>/);
    assert.match(
      markdown,
      /<summary>1 comparison without a result \(fewer than 2 runs on a side, or an old mean of 0\)<\/summary>/,
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
    assert.match(markdown, /significance: stars of the Holm-adjusted p-values/);
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
    // the rows significant only before the correction have their own fold, titled so
    const fold =
      /<summary>(\d+) comparisons significant before the Holm correction only[^<]*<\/summary>\n\n([\s\S]*?)<\/details>/.exec(
        markdown,
      );
    assert.ok(fold);
    const rawOnly = analysis.comparisons.filter((c) => c.tested && c.stars !== '' && c.holm!.stars === '');
    assert.equal(Number(fold[1]), rawOnly.length);
    const without = /without a significant difference[^<]*<\/summary>([\s\S]*?)<\/details>/.exec(markdown)!;
    for (const row of verdictRows(without[1]!).map(cells)) {
      const c = byName.get(row[0]!)!;
      assert.equal(c.stars, '', `${row[0]} has raw stars but sits in the fold without a significant difference`);
    }
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
    assert.equal(plot[1]!.split('\n').length, 1 + 7 + 1, 'legend, the 7 significant rows, axis');
    assert.doesNotMatch(plot[1]!, /`/);
    // names are code spans (literal text in GFM); outside them nothing from the data is markup
    const outsidePlot = markdown.replace(plot[0], '').replace(/(`+)(?!`)[\s\S]*?(?<!`)\1(?!`)/g, '');
    assert.doesNotMatch(outsidePlot, /<img|<!--|(?<!\\)\]\(|<details><img/);
    assert.equal((outsidePlot.match(/<details>/g) ?? []).length, 2, 'the not-significant fold and the statistics fold');
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
    assert.match(markdown, /> \[!WARNING\]\n> This run was too noisy[^\n]*median 95 % interval is ±40\.1 %/);
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
    assert.match(markdown, /`zero\.js n=1` \| old rate is 0 \| no result \| n\/a \| 2 \/ 2 \|/);
  });
});

describe('formatChange', () => {
  const row = (improvement: number, half: number) =>
    ({
      improvement,
      tested: true,
      accuracy: [half, half * 1.5, half * 2],
      old: { n: 5 },
      new: { n: 5 },
    }) as unknown as Comparison;

  it('is a percentage with its 95 % half-width up to 2×, a factor beyond', () => {
    assert.equal(formatChange(row(-7.62, 3.61)), '−7.6 % ± 3.6 %');
    assert.equal(formatChange(row(0.5, 0.25)), '+0.50 % ± 0.25 %');
    assert.equal(formatChange(row(99, 5)), '+99.0 % ± 5.0 %');
    assert.equal(formatChange(row(260, 20)), '3.6× faster (3.4–3.8×)');
    assert.equal(formatChange(row(-60, 10)), '2.5× slower (2.0–3.3×)');
    assert.equal(formatChange(row(-80, 30)), '5.0× slower (2.0–∞×)');
    assert.equal(signedPercent(0), '0.0 %');
  });
});

describe('the adaptive verdict (--runs auto)', () => {
  it('is the verdict column where a row has one', () => {
    const analysis = analyze([
      ...samples('a.js', 'n=1', [100, 101, 102, 100, 101], [80, 81, 80, 82, 81]),
      ...samples('b.js', 'n=1', [100, 101, 102, 100, 101], [101, 100, 102, 100, 101]),
      ...samples('c.js', 'n=1', [100, 101, 102, 100, 101], [100, 104, 99, 103, 101]),
    ]);
    attachVerdicts(analysis.comparisons, [
      {
        filename: 'a.js',
        configuration: 'n=1',
        verdict: { verdict: 'slower', stars: '**', deltaPercent: 2, n: { old: 5, new: 5 } },
      },
      {
        filename: 'b.js',
        configuration: 'n=1',
        verdict: { verdict: 'same', stars: '', deltaPercent: 2, n: { old: 5, new: 5 } },
      },
      {
        filename: 'c.js',
        configuration: 'n=1',
        verdict: { verdict: 'inconclusive', stars: '', deltaPercent: 2, n: { old: 5, new: 5 } },
      },
    ]);
    const rows = new Map(verdictRows(renderMarkdown(analysis)).map((row) => [cells(row)[0], cells(row)[2]]));
    assert.equal(rows.get('`a.js n=1`'), '▼ slower');
    assert.equal(rows.get('`b.js n=1`'), '= same within ±2.0 %');
    assert.equal(rows.get('`c.js n=1`'), '? inconclusive');
  });
});
