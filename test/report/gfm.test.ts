// The report as GitHub renders it: cmark-gfm's HTML of the comment, job
// summary and CLI markdown. No stray emphasis, tables of at most 6 columns
// that stay intact, every comparison in the tables exactly once, folds that
// say what is in them, failures above the table, the false-positive note
// with its line breaks and no emphasis.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { Readable, Writable } from 'node:stream';
import { analyzeCommand } from '../../src/commands/analyze.ts';
import { buildReport, type ReportInput } from '../../src/report/comment.ts';
import { render } from '../../src/report/render.ts';
import { runnerFingerprint } from '../../src/run/fingerprint.ts';
import { analyze, type Analysis, type Comparison } from '../../src/stats/analyze.ts';
import { parseCompareCsv, type Sample } from '../../src/stats/csv.ts';
import { compareCsvFixtures } from '../helpers/paths.ts';
import { emphasis, foldTitles, linkable, noRenderer, renderGfm, tables, type HtmlTable } from './gfm.ts';

const fixture = (name: string, correction: 'none' | 'holm' = 'none') =>
  analyze(parseCompareCsv(readFileSync(join(compareCsvFixtures, name), 'utf8'), name), { correction });

function report(analysis: Analysis, extra: Partial<ReportInput> = {}): ReportInput {
  return {
    analysis,
    old: { spec: 'ref:main', version: 'v24.0.0', sha: 'b'.repeat(40) },
    new: { spec: 'ref:pr', version: 'v24.0.0-pre', sha: 'a'.repeat(40) },
    fingerprint: runnerFingerprint('0-1', { env: { RUNNER_NAME: 'bench-1' } }),
    runs: 30,
    durationMs: 3_725_000,
    partial: false,
    failures: [],
    runUrl: 'https://github.com/nodejs/node/actions/runs/1',
    repositoryUrl: 'https://github.com/nodejs/node',
    run: {
      groups: ['http'],
      filter: ['simple'],
      set: { c: ['50'] },
      seed: 7,
      requestedBy: 'octocat',
      trigger: 'issue_comment',
    },
    ...extra,
  };
}

const isVerdictTable = (table: HtmlTable) => table.header[1] === 'change (95 % interval)';
const isStatisticsTable = (table: HtmlTable) => table.header[1] === 'p';
const label = (c: Comparison) => `${c.filename} ${c.configuration}`;

/** The checks every rendered report passes. */
function checkReport(html: string, analysis: Analysis): { verdictRows: string[][] } {
  // only our own emphasis: the bold counts of the summary, old/new, the failure count
  for (const text of emphasis(html)) {
    assert.match(
      text,
      /^strong:(\d+ significant (regression|improvement)s?, \d+ significant (regression|improvement)s?|old|new|\d+ benchmark failures?)$/,
      `stray emphasis: ${text}`,
    );
  }
  const all = tables(html);
  for (const table of all) {
    assert.ok(table.header.length <= 6, `${table.header.length} columns: ${table.header.join(' | ')}`);
    for (const row of table.rows) assert.equal(row.length, table.header.length, row.join(' | '));
  }
  const verdictRows = all.filter(isVerdictTable).flatMap((t) => t.rows);
  const names = verdictRows.map((row) => row[0]!.replace(/\u200b/g, ''));
  const expected = analysis.comparisons.map(label);
  assert.deepEqual([...names].sort(), [...expected].sort(), 'every comparison exactly once in the verdict tables');
  const statistics = all.filter(isStatisticsTable).flatMap((t) => t.rows);
  if (statistics.length > 0) {
    assert.deepEqual(statistics.map((row) => row[0]!.replace(/\u200b/g, '')).sort(), [...expected].sort());
  }
  assert.doesNotMatch(html, /Infinity|NaN/);
  assert.deepEqual(linkable(html), []);
  // the false-positive note: one paragraph, its five lines kept, no emphasis from its stars
  const note = /<p>Be aware[\s\S]*?<\/p>/.exec(html)?.[0] ?? '';
  assert.equal(note.split('<br />').length, 5, note);
  assert.match(note, /\(\*, \*\*, \*\*\*\),/);
  return { verdictRows };
}

describe('the report through cmark-gfm', { skip: noRenderer }, () => {
  it('renders a big report with Holm: 5 columns, the Holm stars decide, folds titled truthfully', () => {
    const analysis = fixture('big.csv', 'holm');
    const html = renderGfm(buildReport(report(analysis)));
    const { verdictRows } = checkReport(html, analysis);
    const byLabel = new Map(analysis.comparisons.map((c) => [label(c), c]));
    const header = tables(html).find(isVerdictTable)!.header;
    assert.deepEqual(header, ['benchmark', 'change (95 % interval)', 'verdict', 'Holm', 'runs old/new']);
    for (const row of verdictRows) {
      const c = byLabel.get(row[0]!.replace(/\u200b/g, ''))!;
      const measured = c.tested && Number.isFinite(c.improvement);
      assert.equal(row[3], measured ? c.holm!.stars || '–' : 'n/a', row[0]);
      assert.equal(row[4], `${c.old.n} / ${c.new.n}`);
    }
    assert.match(html, /significance: stars of the Holm-adjusted p-values/);
    // no row with stars under a title that says there are none
    const without = /<summary>\d+ comparisons without a significant difference[\s\S]*?<\/details>/.exec(html)![0];
    for (const table of tables(without)) {
      for (const row of table.rows) assert.equal(byLabel.get(row[0]!.replace(/\u200b/g, ''))!.stars, '', row[0]);
    }
    assert.deepEqual(
      foldTitles(html).map((t) => t.replace(/^\d+ /, 'N ')),
      [
        'Reproduce locally (in a Node.js checkout that has both commits)',
        'N comparisons significant before the Holm correction only (raw p < 0.05, adjusted p ≥ 0.05)',
        'N comparisons without a significant difference (p ≥ 0.05)',
        'N comparisons without a result (fewer than 2 runs on a side, or an old mean of 0)',
        'p-values (raw and Holm-adjusted) and 99 % / 99.9 % intervals of 205 comparisons',
      ],
    );
    // the forest plot: a code block, one line per significant row, each with its point
    const plot = /<pre><code class="language-text">([\s\S]*?)<\/code><\/pre>/.exec(html)![1]!;
    const significant = analysis.comparisons.filter((c) => c.holm!.stars !== '').length;
    assert.equal((plot.match(/●/g) ?? []).length, significant);
    // the reproduce command
    assert.match(
      html,
      /<pre><code class="language-sh">npx node-bench compare --old ref:b{40} --new ref:a{40} --repo \. --runs 30 --filter simple --set c=50 --seed 7 --correction holm --format markdown http\n<\/code><\/pre>/,
    );
    // summary line names the regressions, largest first
    assert.match(
      html.replace(/\u00a0/g, ' '),
      /Slower: <code>http\/http_server_for_chunky_client\.js type='send' n=5 len=128<\/code> −22\.9 %/,
    );
  });

  it('renders a failed, stopped report: failures and the stop above the table, no Infinity, noise warned', () => {
    const samples: Sample[] = [];
    const add = (filename: string, configuration: string, old: number[], current: number[]) => {
      for (const rate of old) samples.push({ binary: 'old', filename, configuration, rate, time: 1 });
      for (const rate of current) samples.push({ binary: 'new', filename, configuration, rate, time: 1 });
    };
    add('buffers/buffer-compare.js', 'size=16 n=1000000', [100, 140, 90, 120], [60, 100, 70, 80]);
    add('buffers/buffer-compare.js', 'size=512 n=1000000', [100, 130, 80, 120], [150, 110, 90, 140]);
    add('buffers/buffer-tojson.js', 'len=256 n=10000', [100, 102, 101], []);
    add('url/whatwg-url.js', 'e=1 type="*bold*" #1 @nodejs/tsc', [100, 110, 95], [90, 80, 99]);
    const analysis = analyze(samples);
    const failures = [
      {
        filename: 'buffers/buffer-tojson.js',
        configuration: 'len=256 n=10000',
        binary: 'new',
        detail: 'exited with code 1: RangeError *boom*',
      },
    ];
    const markdown = buildReport(report(analysis, { failures, partial: true }));
    const html = renderGfm(markdown);
    checkReport(html, analysis);
    const table = html.indexOf('<table>');
    assert.ok(html.indexOf('1 benchmark failure') < table);
    assert.ok(html.indexOf('Stopped early') < table);
    assert.match(html, /no\u00a0runs\u00a0on\u00a0new/);
    assert.match(html, /This run was too noisy/);
    assert.match(html, /exited with code 1: RangeError \*boom\*/);
  });

  it('renders every hostile name once, inert, in an intact table', () => {
    const hostile = [
      'x|y',
      '`code`',
      '**bold** _it_',
      '[link](http://x)',
      '<img src=x>',
      '@nodejs/tsc #1',
      '\\|',
      'a\\',
    ];
    const samples = hostile.flatMap((name, i) =>
      [1, 2, 3, 4].flatMap((k) => [
        { binary: 'old' as const, filename: `${name}.js`, configuration: `c=${name}`, rate: 100 + k, time: 1 },
        {
          binary: 'new' as const,
          filename: `${name}.js`,
          configuration: `c=${name}`,
          rate: 100 + k + (i % 2 ? -50 : 0),
          time: 1,
        },
      ]),
    );
    const analysis = analyze(samples, { correction: 'holm' });
    const html = renderGfm(buildReport(report(analysis)));
    checkReport(html, analysis);
    assert.doesNotMatch(html, /<a href="(?!https:\/\/github\.com\/nodejs\/node\/)/, 'only our links');
    assert.doesNotMatch(html, /<img/);
  });

  it('gives the CLI markdown a header, the same renderer', async () => {
    const analysis = fixture('confidence.csv');
    const markdown = await render(analysis, 'markdown', {
      partial: false,
      failures: [],
      sources: ['confidence.csv'],
      reproduce: ['npx', 'node-bench', 'analyze', '--format', 'markdown', 'confidence.csv'],
    });
    const html = renderGfm(markdown);
    checkReport(html, analysis);
    assert.match(html, /^<h3>Benchmark results<\/h3>\n<p>Ran CSV <code>confidence\.csv<\/code><\/p>/);
    assert.match(html, /npx node-bench analyze --format markdown confidence\.csv/);
  });
});

describe('node-bench analyze --format markdown', { skip: noRenderer }, () => {
  it('prints the report with its header: the CSV read, how to reproduce it', async () => {
    let stdout = '';
    const sink = (append: (text: string) => void) =>
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          append(chunk.toString());
          done();
        },
      });
    const file = join(compareCsvFixtures, 'http.csv');
    const code = await analyzeCommand(['--format', 'markdown', '--correction', 'holm', file], {
      stdout: sink((text) => (stdout += text)),
      stderr: sink(() => {}),
      stdin: Readable.from([]),
      env: {},
      cwd: compareCsvFixtures,
    });
    assert.equal(code, 0);
    const html = renderGfm(stdout);
    checkReport(html, fixture('http.csv', 'holm'));
    assert.ok(html.startsWith('<h3>Benchmark results</h3>'), html.slice(0, 200));
    assert.ok(html.includes(`Ran CSV <code>${file}</code>`));
    assert.ok(html.includes(`npx node-bench analyze --format markdown --correction holm ${file}`));
  });
});
