// The report as GitHub renders it: cmark-gfm's HTML of the comment, job
// summary and CLI markdown. No stray emphasis, tables of at most 6 columns
// that stay intact, every comparison in the tables exactly once, one verdict
// everywhere (the headline's counts are the rows marked slower and faster,
// every fold holds only rows whose verdict its title names, the plot has one
// line per changed row and fits the comment column), failures above the
// table, the false-positive note with its line breaks and no emphasis.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { Readable, Writable } from 'node:stream';
import { analyzeCommand } from '../../src/commands/analyze.ts';
import { buildReport } from '../../src/report/comment.ts';
import type { ReportInput } from '../../src/report/report-input.ts';
import { render } from '../../src/report/render.ts';
import { runnerFingerprint } from '../../src/run/measure/fingerprint.ts';
import { analyze, isImprovement, isRegression, type Analysis, type RowComparison } from '../../src/stats/analyze.ts';
import { parseCompareCsv, type Sample } from '../../src/stats/csv.ts';
import { DEFAULT_DELTA_PERCENT } from '../../src/stats/decision.ts';
import { ADAPTIVE_DEFAULTS, AdaptiveRows, applyAdaptiveDecisions } from '../../src/stats/verdict.ts';
import { repoRoot } from '../helpers/paths.ts';
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
const label = (c: RowComparison) => `${c.filename} ${c.configuration}`;

/** The verdict cell words each place may hold. */
const SHOWN = /^(▼ slower|▲ faster)$/;
const FOLDS: [RegExp, RegExp][] = [
  [/^\d+ comparisons? not distinguishable from noise/, /^≈ not distinguishable \(±[\d.]+ %(?:, stopped early)?\)$/],
  [/^\d+ comparisons? the same within ±[\d.]+ %/, /^= same \(±[\d.]+ %\)$/],
  [/^\d+ comparisons? not tested/, /^not tested$/],
];

/** The checks every rendered report passes. */
function checkReport(html: string, analysis: Analysis): { verdictRows: string[][] } {
  // only our own emphasis: the bold counts of the headline, old/new, the failure count
  for (const text of emphasis(html)) {
    assert.match(
      text,
      /^strong:(\d+ regressions?, \d+ improvements?|old|new|\d+ benchmark failures?)$/,
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

  // one verdict: the headline counts the rows marked slower and faster, which are the analysis's (the Action's outputs)
  const headline = /<strong>(\d+) regressions?, (\d+) improvements?<\/strong>/.exec(html);
  assert.ok(headline, 'a headline');
  const marked = (mark: string) => verdictRows.filter((row) => row[2] === mark).length;
  assert.equal(Number(headline[1]), marked('▼ slower'), 'headline regressions = rows marked slower');
  assert.equal(Number(headline[2]), marked('▲ faster'), 'headline improvements = rows marked faster');
  assert.equal(Number(headline[1]), analysis.comparisons.filter(isRegression).length);
  assert.equal(Number(headline[2]), analysis.comparisons.filter(isImprovement).length);
  // outside the folds only rows that changed; in each fold only rows of the verdict its title names
  const outside = html.replace(/<details>[\s\S]*?<\/details>/g, '');
  for (const row of tables(outside)
    .filter(isVerdictTable)
    .flatMap((t) => t.rows))
    assert.match(row[2]!, SHOWN, row[0]);
  for (const [, title, body] of html.matchAll(/<details><summary>([\s\S]*?)<\/summary>([\s\S]*?)<\/details>/g)) {
    const rows = tables(body!)
      .filter(isVerdictTable)
      .flatMap((t) => t.rows);
    if (rows.length === 0) continue;
    const kind = FOLDS.find(([titled]) => titled.test(title!.trim()));
    assert.ok(kind, `a fold of verdicts with an unknown title: ${title}`);
    for (const row of rows) assert.match(row[2]!, kind[1], `${row[0]} under "${title}"`);
  }
  // a fixed run's stars column agrees with the verdicts
  const starsColumn = all.find(isVerdictTable)?.header[3];
  if (starsColumn === 'stars' || starsColumn === 'Holm') {
    for (const row of verdictRows) {
      if (SHOWN.test(row[2]!)) assert.match(row[3]!, /^\*{1,3}$/, row[0]);
      else assert.match(row[3]!, /^(–|n\/a)$/, row[0]);
    }
  }
  // the plot: one line per changed row (at most 25), none wider than the comment column shows
  const plot = /<pre><code class="language-text">([\s\S]*?)<\/code><\/pre>/.exec(html)?.[1];
  const changed = marked('▼ slower') + marked('▲ faster');
  if (changed > 0) {
    assert.ok(plot, 'a plot of the changed rows');
    assert.equal((plot.match(/●|◀|▶ *$/gm) ?? []).length >= 1, true);
    // a row's line starts with its label; the legend, axis and scale lines with blanks
    const lines = plot.split('\n').filter((line) => line !== '' && !line.startsWith(' ') && !line.startsWith('…'));
    assert.equal(lines.length, Math.min(25, changed), 'one plot line per changed row');
    for (const line of plot.split('\n')) assert.ok([...decodeHtml(line)].length <= 100, `${[...line].length}: ${line}`);
  } else {
    assert.equal(plot, undefined);
  }

  assert.doesNotMatch(html, /Infinity|NaN/);
  assert.deepEqual(linkable(html), []);
  if (analysis.basis.rule !== 'sequential-holm') {
    // the false-positive note: one paragraph, its five lines kept, no emphasis from its stars
    const note = /<p>Be aware[\s\S]*?<\/p>/.exec(html)?.[0] ?? '';
    assert.equal(note.split('<br />').length, 5, note);
    assert.match(note, /\(\*, \*\*, \*\*\*\),/);
  }
  return { verdictRows };
}

const decodeHtml = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

/**
 * A real --runs auto analysis: a fixed run of real release binaries
 * (bench/data, 16.20.0 -> 20.0.0, events and url) replayed run by run with
 * the adaptive rule at its defaults, as the runner would have run it.
 */
function replayedAuto(name: string): Analysis {
  const samples = parseCompareCsv(readFileSync(join(repoRoot, 'bench', 'data', `${name}.csv`), 'utf8'), name);
  const byRow = new Map<string, Record<'old' | 'new', number[]>>();
  for (const s of samples) {
    const key = `${s.filename} ${s.configuration}`;
    if (!byRow.has(key)) byRow.set(key, { old: [], new: [] });
    byRow.get(key)![s.binary].push(s.rate);
  }
  const runs = Math.min(...[...byRow.values()].map((r) => Math.min(r.old.length, r.new.length)));
  const rows = new AdaptiveRows({
    schedule: { ...ADAPTIVE_DEFAULTS, maxRuns: runs },
    deltaPercent: DEFAULT_DELTA_PERCENT,
  });
  const kept: Sample[] = [];
  const used = new Map<string, number>();
  for (const key of byRow.keys()) rows.track(key);
  for (let next = rows.nextLookRuns; next !== null; next = rows.nextLookRuns) {
    for (const [key, rates] of byRow) {
      if (rows.isSettled(key)) continue;
      for (let run = (used.get(key) ?? 0) + 1; run <= next; run++) {
        rows.add(key, 'old', run, rates.old[run - 1]!);
        rows.add(key, 'new', run, rates.new[run - 1]!);
      }
      used.set(key, next);
    }
    if (rows.look().length === 0) break;
  }
  // the CSV the run would have written: each row's runs up to where it stopped
  const seen = new Map<string, number>();
  for (const s of samples) {
    const key = `${s.filename} ${s.configuration} ${s.binary}`;
    const count = (seen.get(key) ?? 0) + 1;
    seen.set(key, count);
    if (count <= used.get(`${s.filename} ${s.configuration}`)!) kept.push(s);
  }
  const analysis = analyze(kept);
  applyAdaptiveDecisions(
    analysis,
    rows.keys().map((key) => ({ name: key, verdict: rows.verdict(key) })),
    DEFAULT_DELTA_PERCENT,
  );
  return analysis;
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
      assert.equal(row[3], c.decision.outcome === 'untested' ? 'n/a' : c.holm!.stars || '–', row[0]);
      assert.equal(row[4], `${c.old.n} / ${c.new.n}`);
    }
    assert.match(html, /Welch's t-test, Holm-adjusted p &lt; 0\.05/);
    const count = (outcome: string) => analysis.comparisons.filter((c) => c.decision.outcome === outcome).length;
    assert.ok(count('same') > 0 && count('unresolved') > 0 && count('untested') > 0);
    assert.deepEqual(
      foldTitles(html).map((t) => t.replace(/^\d+ /, 'N ')),
      [
        'Reproduce locally (in a Node.js checkout that has both commits)',
        "N comparisons not distinguishable from noise (not significant after Holm's correction; the 95 % interval reaches beyond ±5.0 %)",
        "N comparisons the same within ±5.0 % (not significant after Holm's correction; the 95 % interval lies inside ±5.0 %)",
        'N comparisons not tested (fewer than 2 runs on a side, or an old mean of 0)',
        'p-values (raw and Holm-adjusted) and 99 % / 99.9 % intervals of 205 comparisons',
      ],
    );
    // the reproduce command: the release tarball of the version that ran (package.json's, v0.1.0)
    assert.match(
      html,
      /<pre><code class="language-sh">npx --yes --package=https:\/\/github\.com\/nodejs-perf\/node-benchmark-action\/releases\/download\/v0\.1\.0\/node-bench-0\.1\.0\.tgz -- node-bench compare --old ref:b{40} --new ref:a{40} --repo \. --runs 30 --filter simple --set c=50 --seed 7 --correction holm --format markdown http\n<\/code><\/pre>/,
    );
    // the forest plot's axis in one unit: percentages, with no change at 0%
    assert.match(html, /\n {45}\u221231% +0% +\+24%\n/);
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
        binary: 'new' as const,
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

  it('a cut-short run says in the stop warning what it left unmeasured, each shard on its line', () => {
    const samples: Sample[] = [1, 2, 3].flatMap((rate) => [
      { binary: 'old' as const, filename: 'buffers/x.js', configuration: 'n=1', rate, time: 1 },
      { binary: 'new' as const, filename: 'buffers/x.js', configuration: 'n=1', rate, time: 1 },
    ]);
    const analysis = analyze(samples);
    const unmeasured =
      'left unmeasured (the --max-time budget ran out): 1 of 2 configurations never ran (buffers/x.js n=*2*)\n' +
      'left unmeasured (the run was interrupted): 3 ran 1 of 5 runs';
    const html = renderGfm(buildReport(report(analysis, { failures: [], partial: true, unmeasured })));
    const warning = html.slice(html.indexOf('Stopped early'), html.indexOf('<table>'));
    assert.match(warning, /never ran \(buffers\/x\.js n=\*2\*\)/, 'escaped: no emphasis');
    assert.match(warning, /3 ran 1 of 5 runs/);
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

  it('renders a real runs auto report with one verdict on every row: no stars, no contradiction', () => {
    for (const name of ['effect-heavy', 'null-heavy']) {
      const analysis = replayedAuto(name);
      const html = renderGfm(buildReport(report(analysis, { run: { groups: ['events'], adaptiveMaxRuns: 30 } })));
      const { verdictRows } = checkReport(html, analysis);
      assert.deepEqual(tables(html).find(isVerdictTable)!.header, [
        'benchmark',
        'change (95 % interval)',
        'verdict',
        'runs old/new',
      ]);
      assert.match(html, /runs auto: the sequential paired test, Holm over the rows at 5 %/);
      assert.match(html, /compare\.R's Welch statistics of all samples \(for reference/);
      assert.doesNotMatch(html, /Be aware that when doing many comparisons/);
      // a row's change is the one its verdict is about: a slower row's interval lies below zero, a faster one's above
      for (const row of verdictRows) {
        const c = analysis.comparisons.find((c) => label(c) === row[0]!.replace(/\u200b/g, ''))!;
        if (c.decision.outcome === 'regression') assert.ok(c.decision.estimate.high < 0, row.join(' | '));
        if (c.decision.outcome === 'improvement') assert.ok(c.decision.estimate.low > 0, row.join(' | '));
        if (c.decision.outcome === 'same') {
          assert.ok(c.decision.estimate.low >= -5 && c.decision.estimate.high <= 5, row.join(' | '));
        }
      }
      if (name === 'effect-heavy') assert.ok(analysis.comparisons.some(isImprovement));
    }
  });

  it('plots big changes on a log scale, within the comment column, labels without shared settings', () => {
    const samples: Sample[] = [];
    const add = (configuration: string, factor: number) => {
      for (let k = 0; k < 6; k++) {
        const noise = 1 + ((k % 3) - 1) * 0.01;
        samples.push({
          binary: 'old',
          filename: 'buffers/buffer-tojson.js',
          configuration,
          rate: 100 * noise,
          time: 1,
        });
        samples.push({
          binary: 'new',
          filename: 'buffers/buffer-tojson.js',
          configuration,
          rate: (100 * factor) / noise,
          time: 1,
        });
      }
    };
    add('len=4096 n=10000 some-very-long-setting=aaaaaaaaaaaaaaaaaaaaaaa', 9.35);
    add('len=256 n=10000 some-very-long-setting=aaaaaaaaaaaaaaaaaaaaaaa', 4.2);
    add('len=16 n=10000 some-very-long-setting=aaaaaaaaaaaaaaaaaaaaaaa', 1.1);
    add('len=0 n=10000 some-very-long-setting=aaaaaaaaaaaaaaaaaaaaaaa', 0.4);
    const analysis = analyze(samples);
    const html = renderGfm(buildReport(report(analysis)));
    checkReport(html, analysis);
    const plot = decodeHtml(/<pre><code class="language-text">([\s\S]*?)<\/code><\/pre>/.exec(html)![1]!);
    const lines = plot.split('\n');
    // 9.35× still has its point on the axis: the log scale spans ÷10 to ×10
    const big = lines.find((line) => line.startsWith('buffer-tojson.js len=4096 '))!;
    assert.ok(big, plot);
    assert.ok(big.includes('●'), big);
    assert.match(big, /9\.4× faster/);
    // the axis in one unit: factors, as the table words changes beyond 2× (no `0` or `−60%` beside them)
    const axis = lines.at(-3)!.trim();
    assert.match(axis, /^÷2\.\d +×1 +×9\.\d$/, plot);
    assert.match(plot, /\(log scale\)/);
    // the folder and the settings every row shares are left out of the labels
    assert.doesNotMatch(plot, /some-very-long-setting|n=10000|buffers\//);
  });

  it('says "same" only where the run could have seen a change of δ', () => {
    const samples: Sample[] = [];
    const add = (filename: string, spread: number) => {
      for (let k = 0; k < 10; k++) {
        const wobble = ((k % 5) - 2) * spread;
        samples.push({ binary: 'old', filename, configuration: 'n=1', rate: 100 + wobble, time: 1 });
        samples.push({ binary: 'new', filename, configuration: 'n=1', rate: 100 - wobble, time: 1 });
      }
    };
    add('quiet.js', 0.5);
    add('noisy.js', 15);
    const analysis = analyze(samples);
    const html = renderGfm(buildReport(report(analysis)));
    const { verdictRows } = checkReport(html, analysis);
    const verdict = (file: string) => verdictRows.find((row) => row[0]!.startsWith(file))![2];
    assert.equal(verdict('quiet.js'), '= same (±5.0 %)');
    assert.match(verdict('noisy.js')!, /^≈ not distinguishable \(±\d+\.\d %\)$/);
    assert.match(html, /<strong>0 regressions, 0 improvements<\/strong>/);
  });

  it('gives the CLI markdown a header, the same renderer', async () => {
    const analysis = fixture('confidence.csv');
    const markdown = await render(analysis, 'markdown', {
      partial: false,
      failures: [],
      sources: ['confidence.csv'],
      reproduce: ['analyze', '--format', 'markdown', 'confidence.csv'],
      tool: { repository: 'some-org/node-benchmark-action', ref: '0123456789abcdef0123456789abcdef01234567' },
    });
    const html = renderGfm(markdown);
    checkReport(html, analysis);
    assert.match(html, /^<h3>Benchmark results<\/h3>\n<p>Ran CSV <code>confidence\.csv<\/code><\/p>/);
    assert.match(
      html,
      /npx --yes --package=https:\/\/github\.com\/some-org\/node-benchmark-action\/releases\/download\/v0\.1\.0\/node-bench-0\.1\.0\.tgz -- node-bench analyze --format markdown confidence\.csv/,
    );
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
      system: { platform: 'linux', arch: 'x64' },
    });
    assert.equal(code, 0);
    const html = renderGfm(stdout);
    checkReport(html, fixture('http.csv', 'holm'));
    assert.ok(html.startsWith('<h3>Benchmark results</h3>'), html.slice(0, 200));
    assert.ok(html.includes(`Ran CSV <code>${file}</code>`));
    // the release tarball of package.json's version from its repository: the one constant the CLI knows
    assert.ok(
      html.includes(
        `npx --yes --package=https://github.com/nodejs-perf/node-benchmark-action/releases/download/v0.1.0/node-bench-0.1.0.tgz -- node-bench analyze --format markdown --correction holm ${file}`,
      ),
    );
  });
});
