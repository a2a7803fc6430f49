import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { renderMarkdown } from '../../src/report/markdown.ts';
import { escapeMarkdown } from '../../src/report/escape.ts';
import { analyze } from '../../src/stats/analyze.ts';
import { parseCompareCsv, type Sample } from '../../src/stats/csv.ts';
import { compareCsvFixtures } from '../helpers/paths.ts';

function samples(filename: string, configuration: string, oldRates: number[], newRates: number[]): Sample[] {
  return [
    ...oldRates.map((rate) => ({ binary: 'old' as const, filename, configuration, rate, time: 1 })),
    ...newRates.map((rate) => ({ binary: 'new' as const, filename, configuration, rate, time: 1 })),
  ];
}

/** Data rows of every table in the markdown (lines starting with a pipe, minus header and delimiter rows). */
function tableRows(markdown: string): string[] {
  return markdown
    .split('\n')
    .filter((line) => line.startsWith('|') && !line.startsWith('| benchmark') && !/^\|[\s:|-]+\|$/.test(line));
}

/** Splits a GFM table row on unescaped pipes. */
function cells(row: string): string[] {
  return row
    .slice(1, -1)
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim());
}

describe('renderMarkdown', () => {
  const data = [
    ...samples('a/slower.js', 'n=1', [100, 101, 102, 100, 101], [80, 81, 80, 82, 81]),
    ...samples('a/faster.js', 'n=1', [100, 101, 102, 100, 101], [120, 121, 122, 120, 121]),
    ...samples('a/same.js', 'n=1', [100, 101, 102, 100, 101], [101, 100, 102, 100, 101]),
    ...samples('a/alone.js', 'n=1', [100], [101]),
  ];

  it('puts regressions first, then improvements, and folds the rest into <details>', () => {
    const markdown = renderMarkdown(analyze(data));
    assert.match(markdown, /^\*\*1 significant regression, 1 significant improvement\*\* out of 4 comparisons/);
    const slower = markdown.indexOf('a/slower.js');
    const faster = markdown.indexOf('a/faster.js');
    const details = markdown.indexOf('<details>');
    assert.ok(slower > 0 && slower < faster && faster < details, 'order: regression, improvement, details');
    assert.ok(markdown.indexOf('a/same.js') > details);
    assert.match(markdown, /<summary>2 comparisons without a significant difference<\/summary>/);
    assert.match(markdown, /1 comparison has fewer than 2 runs on a side: no test \(NA\)\./);
    assert.match(markdown, /Be aware that when doing many comparisons/);
    const row = cells(tableRows(markdown)[0]!);
    assert.equal(row.length, 7);
    assert.deepEqual(row.slice(0, 3), ['a/slower.js', 'n=1', '\\*\\*\\*']);
  });

  it('adds Holm columns with --correction holm', () => {
    const markdown = renderMarkdown(analyze(data, { correction: 'holm' }));
    assert.match(markdown, /\| holm p \| \(holm\) \|/);
    assert.equal(cells(tableRows(markdown)[0]!).length, 9);
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
    const dataRows = tableRows(markdown);
    assert.equal(dataRows.length, hostile.length);
    for (const row of dataRows) assert.equal(cells(row).length, 7, row);
    assert.doesNotMatch(markdown, /@nodejs/);
    assert.doesNotMatch(markdown, /#1\b/);
    assert.doesNotMatch(markdown, /<img|<!--|(?<!\\)\]\(|<details><img/);
    assert.equal((markdown.match(/<details>/g) ?? []).length, 1);
    assert.equal((markdown.match(/<\/details>/g) ?? []).length, 1);
  });

  it('escapes each markdown-active character', () => {
    assert.equal(escapeMarkdown('a|b`c[d]e<f>g\\h*i_j~k!l'), 'a\\|b\\`c\\[d\\]e&lt;f&gt;g\\\\h\\*i\\_j\\~k&#33;l');
    assert.equal(escapeMarkdown('@user #12 #x'), '@\u200buser #\u200b12 #x');
    assert.equal(escapeMarkdown('a\nb\r\nc'), 'a b c');
  });

  it('renders the http fixture with every comparison in one of its tables', () => {
    const analysis = analyze(parseCompareCsv(readFileSync(join(compareCsvFixtures, 'http.csv'), 'utf8'), 'http.csv'));
    assert.equal(tableRows(renderMarkdown(analysis)).length, analysis.comparisons.length);
  });
});
