import assert from 'node:assert/strict';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { parseCompareCsv } from '../../src/stats/csv.ts';
import { runNodeBench } from '../helpers/cli.ts';
import { createFakeNodeRepo, type FakeNodeRepo } from '../helpers/fake-node-repo.ts';
import { repoRoot, testFixtures, scratchDir } from '../helpers/paths.ts';
import { getReleaseBinary } from '../helpers/releases.ts';

const suiteDir = join(testFixtures, 'compare-suite');
const scratch = () => scratchDir('compare-cmd-');
/** table rows of the text output: lines that start with a benchmark file name */
/** A row's name without its n (children are sized: the n that ran is each run's own). */
const withoutN = (name: string) => name.replace(/ n=\d+/, '');
const tableRows = (stdout: string) => stdout.split('\n').filter((line) => /^\S+\.js /.test(line));

describe('node-bench compare with git refs built from a checkout', () => {
  let fake: FakeNodeRepo;
  before(async () => {
    fake = await createFakeNodeRepo();
  });
  after(async () => {
    await fake.cleanup();
  });

  it('builds both commits, runs the suite and stars the slowdown', async () => {
    const dir = scratch();
    const out = join(dir, 'results.csv');
    const result = await runNodeBench(
      [
        'compare',
        '--repo',
        fake.repo,
        '--old',
        'ref:v-fast',
        '--new',
        'ref:main',
        '--suite',
        'bundled',
        '--suite-dir',
        suiteDir,
        '--runs',
        '10',
        '--min-free-gb',
        '0',
        '--cache-dir',
        join(dir, 'cache'),
        '--out',
        out,
        'loop',
      ],
      { cwd: dir },
    );
    assert.equal(result.code, 0, result.stderr);
    assert.match(result.stderr, new RegExp(`old: node v\\d+\\.\\d+\\.\\d+ \\(build at ${fake.fast}\\)`));
    assert.match(result.stderr, new RegExp(`new: node v\\d+\\.\\d+\\.\\d+ \\(build at ${fake.slow}\\)`));
    const [row] = tableRows(result.stdout);
    // JIT-less is about 6 times slower, far beyond any load's noise: a starred regression of more than half
    // (how many stars is the load's to say)
    const match = /^loop\/sum\.js n=2000000\s+(\*{1,3})\s+(-\d+\.\d\d) %/.exec(row!);
    assert.ok(match, result.stdout);
    assert.ok(Number(match[2]) < -50, row);
    const samples = parseCompareCsv(readFileSync(out, 'utf8'), out);
    assert.equal(samples.length, 20);
    // built in the sandbox, which the fake build's marker file is outside of: count the builds in the log
    assert.equal(result.stderr.match(/^build: running /gm)?.length, 2, result.stderr);
    assert.match(result.stderr, /^sandbox: bwrap/m);

    // Second time: both binaries come from the cache, nothing is built.
    const again = await runNodeBench(
      [
        'compare',
        '--repo',
        fake.repo,
        '--old',
        'ref:v-fast',
        '--new',
        'ref:main',
        '--suite-dir',
        suiteDir,
        '--runs',
        '2',
        '--min-free-gb',
        '0',
        '--cache-dir',
        join(dir, 'cache'),
        '--out',
        join(dir, 'again.csv'),
        'loop',
      ],
      { cwd: dir },
    );
    assert.equal(again.code, 0, again.stderr);
    assert.equal(again.stderr.match(/^build: running /gm), null, 'no build on the second run');
    assert.equal(again.stderr.match(/^cache hit for /gm)?.length, 2, again.stderr);
  });
});

describe('node-bench compare on real releases', () => {
  // A/A runs: which stars and verdict is the machine's load to say. Asserted live: one row, both sides
  // measured alike, the verdict among the allowed ones; the claims about an A/A's stars and "same" are
  // asserted on a recorded run (test/stats/recorded-runs.test.ts).
  it('an A/A comparison (one binary on both sides) measures both sides alike and prints one row', async () => {
    const node = await getReleaseBinary('20.0.0');
    const dir = scratch();
    const result = await runNodeBench(
      [
        'compare',
        '--old',
        node,
        '--new',
        node,
        '--suite-dir',
        suiteDir,
        '--runs',
        '8',
        '--out',
        join(dir, 'aa.csv'),
        '--quiet',
        'loop',
      ],
      { cwd: dir },
    );
    assert.equal(result.code, 0, result.stderr);
    const rows = tableRows(result.stdout);
    assert.equal(rows.length, 1);
    assert.match(rows[0]!, /^loop\/sum\.js n=\d+\s+\**\s+-?\d+\.\d\d %/);
    const samples = parseCompareCsv(readFileSync(join(dir, 'aa.csv'), 'utf8'), 'aa.csv');
    assert.deepEqual(
      ['old', 'new'].map((side) => samples.filter((s) => s.binary === side).map((s) => s.configuration)),
      [Array(8).fill(samples[0]!.configuration), Array(8).fill(samples[0]!.configuration)],
      'the same configuration (and n), 8 runs a side',
    );
  });

  it('--delta sets the margin of "same" of a fixed run: the JSON and the comment use it', async () => {
    const node = await getReleaseBinary('20.0.0');
    const dir = scratch();
    const run = (format: string, delta: string) =>
      runNodeBench(
        ['compare', '--old', node, '--new', node, '--suite-dir', suiteDir, '--runs', '6', '--delta', delta].concat([
          '--format',
          format,
          '--out',
          join(dir, `${format}-${delta}.csv`),
          '--quiet',
          'loop',
        ]),
        { cwd: dir },
      );
    const json = await run('json', '80');
    assert.equal(json.code, 0, json.stderr);
    const report = JSON.parse(json.stdout) as {
      decision: { rule: string; deltaPercent: number };
      comparisons: { verdict: string; change: { low: number; high: number } }[];
    };
    assert.deepEqual(report.decision, { rule: 'welch', deltaPercent: 80 });
    assert.equal(report.comparisons.length, 1);
    const [row] = report.comparisons;
    // same exactly when the 95 % interval lies inside ±80 % (this 5 ms loop's A/A interval can reach beyond
    // it even on a quiet machine); a starred row is different whatever the margin
    assert.ok(['same', 'unresolved', 'regression', 'improvement'].includes(row!.verdict), row!.verdict);
    if (row!.verdict === 'same') assert.ok(row!.change.low >= -80 && row!.change.high <= 80, JSON.stringify(row));
    if (row!.verdict === 'unresolved') assert.ok(row!.change.low < -80 || row!.change.high > 80, JSON.stringify(row));
    const markdown = await run('markdown', '80');
    assert.equal(markdown.code, 0, markdown.stderr);
    // a row called same says its margin; under load this A/A row may be starred instead, and then names none
    if (/= same/.test(markdown.stdout)) assert.match(markdown.stdout, /= same \(±80\.0 %\)/);
    assert.doesNotMatch(markdown.stdout, /= same \(±5\.0 %\)/, 'never the default margin');
  });

  it('resolves release versions and reports them with the table', async () => {
    const dir = scratch();
    const result = await runNodeBench(
      [
        'compare',
        '--old',
        '18.16.0',
        '--new',
        '20.0.0',
        '--binary-source',
        'npm',
        '--cache-dir',
        join(repoRoot, '.cache', 'node-bench'),
        '--suite-dir',
        suiteDir,
        '--runs',
        '3',
        '--format',
        'json',
        '--out',
        join(dir, 'r.csv'),
        'loop',
      ],
      { cwd: dir },
    );
    assert.equal(result.code, 0, result.stderr);
    assert.match(result.stderr, /old: node v18\.16\.0 \((cache|npm)\)/);
    assert.match(result.stderr, /new: node v20\.0\.0 \((cache|npm)\)/);
    const report = JSON.parse(result.stdout);
    assert.equal(report.comparisons[0].old.n, 3);
    assert.equal(report.comparisons[0].new.n, 3);
  });
});

describe('node-bench compare refuses bad requests before running anything', () => {
  const cases: [string[], RegExp][] = [
    [['compare', '--new', '20.0.0', 'loop'], /compare needs both --old and --new/],
    [['compare', '--old', '18.16.0', '--new', '20.0.0'], /name at least one benchmark group/],
    [['compare', '--old', 'ref:main', '--new', '20.0.0', 'loop'], /--old ref:main: a git ref needs --repo/],
    [['compare', '--old', '18.16.0', '--new', '20.0.0', '--suite', 'core', 'buffers'], /--suite core needs --repo/],
    [
      ['compare', '--old', '18.16.0', '--new', '20.0.0', '--runs', '0', 'loop'],
      /--runs must be auto or an integer of at least 1; got "0"/,
    ],
    [
      ['compare', '--old', '18.16.0', '--new', '20.0.0', '--timeout', 'soon', 'loop'],
      /--timeout must be a positive duration/,
    ],
    [
      ['compare', '--old', '18.16.0', '--new', '20.0.0', '--set', 'novalue', 'loop'],
      /--set must be key=value, e.g. n=1000; got "novalue"/,
    ],
    [['compare', '--old', '18.16.0', '--new', '20.0.0', '--shard', '3/2', 'loop'], /--shard 3\/2/],
    [
      ['compare', '--old', '18.16.0', '--new', '20.0.0', '--format', 'xml', 'loop'],
      /--format must be one of text, markdown, json/,
    ],
    [['compare', '--old', '/nonexistent/node', '--new', '20.0.0', 'loops'], /--old \/nonexistent\/node: no such file/],
    // taskset would pin to the CPUs that exist and say nothing; 99.0.0: refused before any download
    [
      ['compare', '--old', '99.0.0', '--new', '20.0.0', '--cpuset', '0-4095', 'buffers'],
      /^node-bench compare: --cpuset 0-4095: this machine has CPUs? [\d,-]+ only \(no CPUs \d+-4095\)\n$/,
    ],
    // one key rule for every surface: the CLI refuses what a /benchmark comment refuses
    [
      ['compare', '--old', '18.16.0', '--new', '20.0.0', '--set', 'constructor=1', 'loop'],
      /--set key "constructor" is reserved/,
    ],
    [['compare', '--old', '18.16.0', '--new', '20.0.0', '--set', '1n=2', 'loop'], /--set key must be a letter or _/],
    [
      ['compare', '--old', '18.16.0', '--new', '20.0.0', '--sandbox', 'docker', 'loop'],
      /--sandbox must be one of auto, bwrap, none; got "docker"/,
    ],
    [
      ['compare', '--old', '18.16.0', '--new', '20.0.0', '--pass-env', 'GITHUB_TOKEN', 'loop'],
      /--pass-env: GITHUB_TOKEN is never passed to benchmarked or built processes/,
    ],
    [
      ['compare', '--old', '18.16.0', '--new', '20.0.0', '--pass-env', 'A-B', 'loop'],
      /--pass-env: "A-B" is not an environment variable name/,
    ],
    [
      ['compare', '--old', '18.16.0', '--new', '20.0.0', '--build-timeout', 'never', 'loop'],
      /--build-timeout must be a positive duration/,
    ],
    // the selection is checked before any download: a release that does not exist is never asked for
    [
      ['compare', '--old', '99.0.0', '--new', '20.0.0', '--filter', 'nothing-matches', 'buffers'],
      /\nnode-bench compare: no benchmark file matches --filter nothing-matches \(out of \d+ in the selected groups\)\n$/,
    ],
    [
      ['compare', '--old', '99.0.0', '--new', '20.0.0', '--set', 'lenn=0', 'buffers'],
      /\nnode-bench compare: --set lenn: no configuration of the \d+ selected file\(s\) has that parameter; they have [a-zA-Z, ]*\blen\b/,
    ],
  ];
  for (const [args, message] of cases) {
    it(args.slice(1).join(' '), async () => {
      const result = await runNodeBench(args, { cwd: scratch() });
      assert.equal(result.code, 1, result.stderr);
      assert.match(result.stderr, message);
      assert.doesNotMatch(result.stderr, /\n\s+at /, 'no stack trace');
      assert.equal(result.stdout, '');
    });
  }

  it('an output file with no folder to go into, or that is a folder: one line before anything runs', async () => {
    const cwd = scratch();
    mkdirSync(join(cwd, 'taken.svg'));
    const base = ['compare', '--old', '99.0.0', '--new', '20.0.0', '--runs', '1'];
    const cases: [string[], string][] = [
      [
        ['--out', 'results/pr.csv'],
        `--out results/pr.csv: the folder ${join(cwd, 'results')} does not exist (create it first, or write elsewhere)`,
      ],
      [
        ['--plot', 'plots/pr.svg'],
        `--plot plots/pr.svg: the folder ${join(cwd, 'plots')} does not exist (create it first, or write elsewhere)`,
      ],
      [['--plot', 'taken.svg'], `--plot taken.svg: ${join(cwd, 'taken.svg')} is a folder; give a file name`],
    ];
    for (const [flags, line] of cases) {
      // 99.0.0 does not exist: had anything been resolved or run, the error would be another
      const result = await runNodeBench([...base, ...flags, 'buffers'], { cwd });
      assert.equal(result.code, 1, result.stderr);
      assert.equal(result.stderr, `node-bench compare: ${line}\n`);
      assert.equal(result.stdout, '');
    }
    assert.deepEqual(readdirSync(cwd), ['taken.svg'], 'nothing written');
  });

  it('a mistyped group or node core category: did you mean, before any download', async () => {
    // 99.0.0 does not exist: the typo is found first
    const bundled = await runNodeBench(
      ['compare', '--old', '99.0.0', '--new', '20.0.0', '--sandbox', 'none', 'bufers'],
      {
        cwd: scratch(),
      },
    );
    assert.equal(bundled.code, 1);
    assert.match(
      bundled.stderr,
      /^node-bench compare: unknown benchmark group "bufers" \(did you mean "buffers"\?\); valid groups: [a-z_, ]+ \(or all\)\n$/,
    );
    // a checkout as compare.js needs one: benchmark/compare.js and the category folders
    const checkout = scratch();
    for (const category of ['buffers', 'url']) mkdirSync(join(checkout, 'benchmark', category), { recursive: true });
    writeFileSync(join(checkout, 'benchmark', 'compare.js'), '');
    const core = await runNodeBench(
      [
        'compare',
        '--old',
        '99.0.0',
        '--new',
        '20.0.0',
        '--suite',
        'core',
        '--repo',
        checkout,
        '--sandbox',
        'none',
        'bufers',
      ],
      { cwd: scratch() },
    );
    assert.equal(core.code, 1);
    assert.equal(
      core.stderr,
      `node-bench compare: benchmark category "bufers" is not a directory under ${join(checkout, 'benchmark')} ` +
        '(did you mean "buffers"?); existing categories: buffers, url\n',
    );
  });

  it('an unknown group lists the groups that exist', async () => {
    const node = await getReleaseBinary('20.0.0');
    const result = await runNodeBench(['compare', '--old', node, '--new', node, '--suite-dir', suiteDir, 'nope'], {
      cwd: scratch(),
    });
    assert.equal(result.code, 1);
    assert.match(result.stderr, /nope/);
    assert.match(result.stderr, /loop/);
  });
});

it('an unknown option gets "did you mean" from the options the usage lists', async () => {
  const { didYouMean, optionsOf } = await import('../../src/commands/run.ts');
  const { COMPARE_USAGE } = await import('../../src/commands/compare.ts');
  const known = optionsOf(COMPARE_USAGE);
  for (const option of ['--old', '--new', '--runs', '--max-runs', '--filter', '--set', '--shard', '--seed'])
    assert.ok(known.includes(option), `${option} is in the usage`);
  assert.equal(didYouMean('--olds', known), ' (did you mean --old?)');
  assert.equal(didYouMean('--max-run=5', known), ' (did you mean --max-runs?)');
  assert.equal(didYouMean('--fliter', known), ' (did you mean --filter?)');
  assert.equal(didYouMean('--zzzz', known), '');
});

it('without --out the CSV goes to the cache folder, not the current one', async () => {
  const cwd = scratch();
  const cache = scratch();
  const result = await runNodeBench(
    ['compare', '--old', process.execPath, '--new', process.execPath, '--runs', '1', '--filter', 'tojson', 'buffers'],
    { cwd, env: { NODE_BENCH_CACHE_DIR: cache } },
  );
  assert.equal(result.code, 0, result.stderr);
  assert.deepEqual(readdirSync(cwd), [], 'nothing written to the current folder');
  // beside it, what identifies its comparison: `--out <it>` resumes it
  const csv = readdirSync(join(cache, 'results')).filter((name) => name.endsWith('.csv'));
  assert.equal(csv.length, 1);
  assert.ok(existsSync(join(cache, 'results', `${csv[0]!}.node-bench.json`)));
  assert.match(csv[0]!, /^node-bench-\d{4}-\d\d-\d\dT[\d-]+Z\.csv$/);
  assert.match(result.stderr, new RegExp(`CSV: ${join(cache, 'results', csv[0]!).replace(/[.]/g, '\\.')}`));
});

it('a configuration is sized once: the next run takes its n from <cache>/sizes.json; rows keep the file’s name', async () => {
  const cache = scratch();
  const dir = scratch();
  const node = process.execPath;
  const pinned = ['--set', 'pieces=4', '--set', 'pieceSize=256', '--set', 'withTotalLength=1'];
  const args = (out: string) => [
    ...['compare', '--old', node, '--new', node, '--runs', '1', '--filter', 'concat', ...pinned],
    ...['--child-time', '50ms', '--out', join(dir, out), 'buffers'],
  ];
  const env = { env: { NODE_BENCH_CACHE_DIR: cache } };
  const first = await runNodeBench(args('first.csv'), env);
  assert.equal(first.code, 0, first.stderr);
  const listed = 'pieces=4 pieceSize=256 withTotalLength=1 n=800000';
  const { sizes } = JSON.parse(readFileSync(join(cache, 'sizes.json'), 'utf8'));
  // keyed by the pair of binaries it was proved on, as `node --version` prints them
  const n = sizes[`50ms ${process.version} ${process.version} buffers/concat.js ${listed}`] as number;
  assert.ok(Number.isInteger(n) && n >= 1 && n <= 800_000, JSON.stringify(sizes));
  const names = (file: string) => [
    ...new Set(parseCompareCsv(readFileSync(file, 'utf8'), file).map((r) => r.configuration)),
  ];
  assert.deepEqual(names(join(dir, 'first.csv')), [listed], 'the row is named as the file lists it');
  const record = JSON.parse(readFileSync(join(dir, 'first.csv.node-bench.json'), 'utf8'));
  assert.deepEqual(
    record.sizes,
    [{ filename: 'buffers/concat.js', configuration: listed, n }],
    'the n that ran, beside it',
  );

  const second = await runNodeBench(args('second.csv'), env);
  assert.equal(second.code, 0, second.stderr);
  assert.match(second.stderr, /sized before: 1 as this runner's sizes\.json has it/);
  assert.deepEqual(names(join(dir, 'second.csv')), [listed]);
  const again = JSON.parse(readFileSync(join(dir, 'second.csv.node-bench.json'), 'utf8'));
  assert.deepEqual(again.sizes, record.sizes, 'the same n, whatever load the machine had meanwhile');
});

it('every run records its children in <cache>/timings.json; shards given it split by expected time', async () => {
  const cache = scratch();
  const dir = scratch();
  const node = process.execPath;
  const base = ['compare', '--old', node, '--new', node, '--runs', '1', '--filter', 'concat', 'buffers'];
  const full = await runNodeBench([...base, '--out', join(dir, 'full.csv')], {
    env: { NODE_BENCH_CACHE_DIR: cache },
  });
  assert.equal(full.code, 0, full.stderr);
  const timings = JSON.parse(readFileSync(join(cache, 'timings.json'), 'utf8'));
  // children are sized (--child-time): each run picks its own n; the history keeps each configuration as listed
  const rows = (file: string) =>
    new Set(parseCompareCsv(readFileSync(file, 'utf8'), file).map((s) => withoutN(`${s.filename} ${s.configuration}`)));
  const all = rows(join(dir, 'full.csv'));
  assert.equal(all.size, 12);
  const listed = Object.keys(timings.configurations);
  assert.ok(listed.every((name) => / n=\d+$/.test(name)));
  assert.deepEqual(new Set(listed.map(withoutN)), all, 'one entry per configuration run, as listed');
  assert.deepEqual(
    new Set(listed.map((name) => / n=(\d+)$/.exec(name)![1])),
    new Set(['800000']),
    'the file’s own n (buffers/concat.js), not the sized one',
  );
  for (const [ms, n] of Object.values(timings.configurations) as [number, number][]) {
    assert.ok(ms > 0 && n === 2, `${ms} ${n}: both sides' children`);
  }

  const shards = await Promise.all(
    [1, 2].map(async (index) => {
      const out = join(dir, `shard-${index}.csv`);
      const result = await runNodeBench(
        [...base, '--shard', `${index}/2`, '--timings', join(cache, 'timings.json'), '--out', out],
        { env: { NODE_BENCH_CACHE_DIR: scratch() } },
      );
      assert.equal(result.code, 0, result.stderr);
      assert.match(
        result.stderr,
        /split by expected time: this shard \S+ of \S+, the shards within \d+ % of each other/,
      );
      return rows(out);
    }),
  );
  assert.equal(shards[0]!.size + shards[1]!.size, all.size, 'disjoint');
  assert.deepEqual(new Set([...shards[0]!, ...shards[1]!]), all, 'together every configuration');

  const alone = await runNodeBench([...base, '--timings', join(cache, 'timings.json')]);
  assert.equal(alone.code, 1);
  assert.match(
    alone.stderr,
    /--timings splits a shard by expected time and orders a --max-time run; it needs --shard i\/n or --max-time/,
  );
  const missing = await runNodeBench([...base, '--shard', '1/2', '--timings', join(dir, 'none.json')], {
    env: { NODE_BENCH_CACHE_DIR: cache },
  });
  assert.equal(missing.code, 1);
  assert.match(missing.stderr, /--timings .*none\.json: no such file; give the timings\.json of an earlier run/);
});

it("--max-time plans by this machine's history: cheapest first, the cheap ones to 3 runs, and says what was left", async () => {
  const cache = scratch();
  const dir = scratch();
  const [old, neu] = await Promise.all([getReleaseBinary('18.16.0'), getReleaseBinary('20.0.0')]);
  const base = ['compare', '--old', old, '--new', neu, '--filter', 'concat', 'buffers'];
  const env = { NODE_BENCH_CACHE_DIR: cache };
  const first = await runNodeBench([...base, '--runs', '1', '--out', join(dir, 'history.csv')], { env });
  assert.equal(first.code, 0, first.stderr);
  const history = JSON.parse(readFileSync(join(cache, 'timings.json'), 'utf8')).configurations as Record<
    string,
    [number, number]
  >;
  // the configurations cheapest first by what this machine measured (ties by name: none expected)
  const cheapest = Object.entries(history)
    .sort((a, b) => a[1][0] - b[1][0])
    .map(([name]) => name);

  const out = join(dir, 'budget.csv');
  const budgeted = await runNodeBench([...base, '--runs', '30', '--max-time', '12s', '--out', out], { env });
  assert.equal(budgeted.code, 3, `partial: exit 3\n${budgeted.stderr}`);
  // 12 s hold about one run of the 12 configurations here (~11 s), whatever the machine's load: under 3 runs of all
  const fit = /--max-time: \S+ left, all 30 runs expected to take \S+: about (\d+) of 30 runs/.exec(budgeted.stderr);
  assert.ok(fit !== null, budgeted.stderr);
  if (Number(fit[1]) < 3) assert.match(budgeted.stderr, /the \d+ cheapest configurations run 3 runs first/);
  assert.match(
    budgeted.stderr,
    /left unmeasured \(the --max-time budget ran out\): \d+ of 12 configurations never ran \(buffers\/concat\.js /,
  );
  const samples = parseCompareCsv(readFileSync(out, 'utf8'), out);
  assert.ok(samples.length > 0, budgeted.stderr);
  // the history keeps each configuration as its file lists it; the samples show the sized n
  const sampleName = (s: (typeof samples)[number]) => withoutN(`${s.filename} ${s.configuration}`);
  assert.equal(sampleName(samples[0]!), withoutN(cheapest[0]!), 'the cheapest ran first');
  // runs per configuration (the fewer of its sides) never grow with the expected cost: the cut took the expensive ones
  const runsOf = (name: string) =>
    Math.min(
      ...(['old', 'new'] as const).map(
        (side) => samples.filter((s) => s.binary === side && sampleName(s) === withoutN(name)).length,
      ),
    );
  const runs = cheapest.map(runsOf);
  assert.deepEqual(
    runs,
    [...runs].sort((a, b) => b - a),
    `${cheapest.map((n, i) => `${n}: ${runs[i]}`).join('\n')}`,
  );
  assert.ok(runs[0]! >= 1 && runs[0]! <= 3, `${runs}`);
});
