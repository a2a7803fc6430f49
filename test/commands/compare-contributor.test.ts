// Issue 30: what a node core contributor expects of `compare`, on real
// release binaries and real child processes: Ctrl-C then a resume that tops
// the file up (its table = `analyze` of the file), the CSV on stdout,
// compare.js's flags, --plot, --quiet as one line.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { copyFileSync, existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';

import { escapeMarkdown } from '../../src/report/escape.ts';
import { describeHeavyLoad } from '../../src/run/measure/fingerprint.ts';
import { parseCompareCsv, type Sample } from '../../src/stats/csv.ts';
import { runNodeBench, TSX_LOADER, type CliResult } from '../helpers/cli.ts';
import { gitIn } from '../helpers/fake-node-repo.ts';
import { repoRoot, scratchDir } from '../helpers/paths.ts';
import { getReleaseBinary } from '../helpers/releases.ts';

const scratch = () => scratchDir('compare-contributor-');
/** buffers/tojson.js: three configurations, v20.0.0 several times faster than v18.16.0 on two of them */
const SELECTION = ['--filter', 'tojson', 'buffers'];

async function releases() {
  return { old: await getReleaseBinary('18.16.0'), new: await getReleaseBinary('20.0.0') };
}

const readSamples = (file: string) => parseCompareCsv(readFileSync(file, 'utf8'), file);

/** samples per `configuration side` */
function counts(samples: readonly Sample[]): Map<string, number> {
  const byKey = new Map<string, number>();
  for (const s of samples) {
    const key = `${s.filename} ${s.configuration} ${s.binary}`;
    byKey.set(key, (byKey.get(key) ?? 0) + 1);
  }
  return byKey;
}

/** Starts the CLI and sends it SIGINT (Ctrl-C) once `csv` holds `rows` samples. */
function interruptAfter(args: string[], csv: string, rows: number, cwd: string): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', TSX_LOADER, join(repoRoot, 'src', 'cli.ts'), ...args], {
      cwd,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    const poll = setInterval(() => {
      if (!existsSync(csv)) return;
      if (
        readFileSync(csv, 'utf8')
          .split('\n')
          .filter((l) => l.startsWith('"old"') || l.startsWith('"new"')).length >= rows
      ) {
        clearInterval(poll);
        child.kill('SIGINT');
      }
    }, 50);
    child.on('error', reject);
    child.on('close', (code) => {
      clearInterval(poll);
      resolve({ code, stdout, stderr });
    });
  });
}

describe('compare --out FILE resumes the comparison in FILE', () => {
  it('Ctrl-C exits 130 and says how to go on; the same command tops every configuration up, its table = analyze FILE', async () => {
    const bin = await releases();
    const dir = scratch();
    const csv = join(dir, 'pr.csv');
    const args = ['compare', '--old', bin.old, '--new', bin.new, '--runs', '4', '--out', csv, ...SELECTION];

    const stopped = await interruptAfter(args, csv, 7, dir);
    assert.equal(stopped.code, 130, stopped.stderr);
    assert.match(stopped.stderr, /stopped early \(interrupted\)/);
    // said once each: what was left, and how long the run took (one clock)
    assert.equal(stopped.stderr.match(/left unmeasured/g)?.length, 1, stopped.stderr);
    assert.match(stopped.stderr, /^node-bench: \d+ samples, 0 failure\(s\), \d+s; interrupted/m);
    assert.doesNotMatch(stopped.stderr, /samples[^\n]* in [\d.]+ s;/);
    assert.match(
      stopped.stderr,
      /to go on, repeat the command with --out \S*pr\.csv \(each configuration is topped up to --runs 4/,
    );
    const before = readSamples(csv).length;
    assert.ok(before >= 7 && before < 24, `${before} samples after the interrupt`);
    assert.ok(existsSync(`${csv}.node-bench.json`), 'the comparison is recorded beside the file');

    const resumed = await runNodeBench([...args, '--format', 'text', '--plot', join(dir, 'pr.svg')], { cwd: dir });
    assert.equal(resumed.code, 0, resumed.stderr);
    assert.match(resumed.stderr, new RegExp(`resuming: \\S*pr\\.csv holds ${before} samples of this comparison`));
    // the text table is compare.R's alone: how to reproduce it goes to stderr, this tool's release tarball, the
    // report's own format (text: no flag)
    assert.match(
      resumed.stderr,
      /^to reproduce it: npx --yes --package=https:\/\/github\.com\/[\w.-]+\/[\w.-]+\/releases\/download\/v(\d+\.\d+\.\d+)\/node-bench-\1\.tgz -- node-bench compare --old \S+ --new \S+ --suite bundled --runs 4 (?!.*--format)/m,
    );
    assert.match(resumed.stderr, new RegExp(`^${24 - before} samples \\(and ${before} from before\\)`, 'm'));
    const after = readSamples(csv);
    assert.equal(after.length, 24);
    assert.deepEqual([...counts(after).values()], [4, 4, 4, 4, 4, 4], 'every configuration and side at 4 runs');
    const analyzed = await runNodeBench(['analyze', csv]);
    assert.equal(analyzed.code, 0, analyzed.stderr);
    assert.equal(resumed.stdout, analyzed.stdout, 'the table covers the whole file');

    // the plot of the same run: significant rows first
    const svg = readFileSync(join(dir, 'pr.svg'), 'utf8');
    assert.match(svg, /^<svg /);
    const json = await runNodeBench(['analyze', '--format', 'json', csv]);
    const rows = (JSON.parse(json.stdout) as { comparisons: { name: string; stars: string }[] }).comparisons;
    const position = (name: string) => svg.indexOf(`  ${name}<`);
    for (const row of rows) assert.ok(position(row.name) > 0, `${row.name} is drawn`);
    const significant = rows.filter((r) => r.stars !== '');
    assert.ok(significant.length > 0, json.stdout);
    for (const s of significant) {
      for (const other of rows.filter((r) => r.stars === '')) {
        assert.ok(position(s.name) < position(other.name), `${s.name} before ${other.name}`);
      }
    }

    // complete: nothing left to run, the same table
    const again = await runNodeBench([...args, '--format', 'text', '--quiet'], { cwd: dir });
    assert.equal(again.code, 0, again.stderr);
    assert.equal(again.stdout, analyzed.stdout);
    assert.match(again.stderr, /^0 samples \(and 24 from before\) in [\d.]+ s; seed \d+; CSV: \S+\n$/);
    // its report is of the file's samples: the time they took to measure and the load they were measured under,
    // as the record beside the file keeps them (here made heavy and long, to tell them from this invocation's)
    const record = JSON.parse(readFileSync(`${csv}.node-bench.json`, 'utf8'));
    assert.ok(record.measured.ms > 0 && record.measured.load !== undefined, JSON.stringify(record.measured));
    const heavy = { cores: 2, samples: 9, mean1m: 6.5, max1m: 8.25, heavy: true };
    writeFileSync(`${csv}.node-bench.json`, JSON.stringify({ ...record, measured: { ms: 3_725_000, load: heavy } }));
    const report = await runNodeBench([...args, '--format', 'markdown', '--quiet'], { cwd: dir });
    assert.equal(report.code, 0, report.stderr);
    assert.match(report.stdout, / · took 1 h 2 min {2}\n/);
    assert.ok(report.stdout.includes(`> ${escapeMarkdown(describeHeavyLoad(heavy)!)}`), report.stdout);

    // cut short while topping up to 8 (by a signal once it measured: a short --max-time can run out while the
    // configurations are listed on a busy machine): what is left counts the runs the file held, none "never ran"
    const cut = await interruptAfter(
      ['compare', '--old', bin.old, '--new', bin.new, '--runs', '8', '--out', csv, ...SELECTION],
      csv,
      25,
      dir,
    );
    assert.equal(cut.code, 130, cut.stderr);
    assert.match(cut.stderr, /left unmeasured \(the run was interrupted\): 3 ran [4-7](-[4-7])? of 8 runs/);
    assert.doesNotMatch(cut.stderr, /never ran/);
  });

  it('--runs auto goes on where it stopped: the samples before count, no configuration passes --max-runs', async () => {
    const bin = await releases();
    const dir = scratch();
    const csv = join(dir, 'auto.csv');
    const args = ['compare', '--old', bin.old, '--new', bin.new, '--runs', 'auto', '--max-runs', '8', '--out', csv];
    const stopped = await interruptAfter([...args, ...SELECTION], csv, 14, dir);
    assert.equal(stopped.code, 130, stopped.stderr);
    const before = counts(readSamples(csv));
    const resumed = await runNodeBench([...args, '--format', 'json', '--quiet', ...SELECTION], { cwd: dir });
    assert.equal(resumed.code, 0, resumed.stderr);
    const after = counts(readSamples(csv));
    for (const [key, n] of before) assert.ok(after.get(key)! >= n, `${key}: the earlier samples stay`);
    for (const [key, n] of after) assert.ok(n <= 8, `${key}: ${n} samples, at most --max-runs 8 in all`);
    // every row decided from all its samples: the report's n are the file's
    const report = JSON.parse(resumed.stdout) as {
      comparisons: { name: string; old: { n: number }; new: { n: number } }[];
    };
    assert.equal(report.comparisons.length, 3);
    for (const row of report.comparisons) {
      assert.equal(row.old.n, after.get(`${row.name} old`), row.name);
      assert.equal(row.new.n, after.get(`${row.name} new`), row.name);
    }
  });

  it('another comparison in the file, or a file node-bench did not start, is refused before anything runs', async () => {
    const bin = await releases();
    const dir = scratch();
    const csv = join(dir, 'a.csv');
    const base = ['--runs', '1', '--out', csv, '--quiet', '--format', 'text'];
    const first = await runNodeBench(['compare', '--old', bin.old, '--new', bin.new, ...base, ...SELECTION]);
    assert.equal(first.code, 0, first.stderr);
    const size = statSync(csv).size;

    const swapped = await runNodeBench(['compare', '--old', bin.new, '--new', bin.old, ...base, ...SELECTION]);
    assert.equal(swapped.code, 1);
    assert.match(
      swapped.stderr,
      /--out \S*a\.csv holds samples of another comparison \(--old was node v18\.16\.0 .*now node v20\.0\.0/,
    );
    const filtered = await runNodeBench([
      'compare',
      '--old',
      bin.old,
      '--new',
      bin.new,
      ...base,
      '--filter',
      'concat',
      'buffers',
    ]);
    assert.equal(filtered.code, 1);
    assert.match(filtered.stderr, /--filter was \["tojson"\], now \["concat"\]/);
    assert.equal(statSync(csv).size, size, 'nothing was added');

    const foreign = join(dir, 'compare-js.csv');
    copyFileSync(csv, foreign);
    const refused = await runNodeBench([
      'compare',
      '--old',
      bin.old,
      '--new',
      bin.new,
      ...base.slice(0, 2),
      '--out',
      foreign,
      ...SELECTION,
    ]);
    assert.equal(refused.code, 1);
    assert.match(refused.stderr, /compare-js\.csv already holds 6 samples, but not the record of the comparison/);
  });
});

/** node core's tree (NODE_CORE_SOURCE: the tree, or a folder holding node-v*), or why the core tests are skipped */
function nodeCore(): string | { skip: string } {
  const root = process.env.NODE_CORE_SOURCE;
  if (!root) return { skip: 'NODE_CORE_SOURCE is not set' };
  if (existsSync(join(root, 'benchmark', 'compare.js'))) return root;
  const tree = existsSync(root) ? readdirSync(root).find((entry) => /^node-v/.test(entry)) : undefined;
  return tree ? join(root, tree) : { skip: `no node core tree under ${root}` };
}
const core = nodeCore();

describe('resuming node core benchmarks (--suite core)', () => {
  it(
    'the node-bench engine tops up a core run; compare.js cannot (it always runs --runs in full)',
    { skip: typeof core === 'string' ? false : core.skip },
    async () => {
      const bin = await releases();
      const dir = scratch();
      const csv = join(dir, 'core.csv');
      const args = ['compare', '--suite', 'core', '--repo', core as string, '--old', bin.old, '--new', bin.new];
      const rest = ['--out', csv, '--quiet', '--format', 'text', '--filter', 'buffer-tojson', 'buffers'];
      const first = await runNodeBench([...args, '--runs', '1', ...rest]);
      assert.equal(first.code, 0, first.stderr);
      // our engine's order has a seed on node core's suite too (it was said for the bundled suite only)
      assert.match(first.stderr, /seed \d+; CSV: /);
      const resumed = await runNodeBench([...args, '--runs', '2', ...rest]);
      assert.equal(resumed.code, 0, resumed.stderr);
      const samples = readSamples(csv);
      assert.ok(samples.length > 0);
      assert.deepEqual(new Set(counts(samples).values()), new Set([2]), 'every configuration and side at 2 runs');
      assert.equal(resumed.stdout, (await runNodeBench(['analyze', csv])).stdout);
      const compareJs = await runNodeBench([...args, '--runs', '3', '--engine', 'compare.js', ...rest]);
      assert.equal(compareJs.code, 1);
      assert.match(compareJs.stderr, /holds samples already; adding runs to them needs --engine node-bench/);
    },
  );
});

describe('the CSV where a compare.js user expects it', () => {
  it('--out -, --format csv and a stdout that is no terminal get compare.js CSV; --quiet leaves one line', async () => {
    const bin = await releases();
    const cache = scratch();
    const env = { NODE_BENCH_CACHE_DIR: cache };
    const base = ['compare', '--old', bin.old, '--new', bin.new, '--runs', '1'];

    const dash = await runNodeBench([...base, '--out', '-', ...SELECTION], { env });
    assert.equal(dash.code, 0, dash.stderr);
    assert.match(dash.stdout, /^"binary","filename","configuration","rate","time"\n/);
    assert.equal(parseCompareCsv(dash.stdout, 'stdout').length, 6);
    assert.match(dash.stderr, /confidence improvement accuracy/, 'the table on stderr');

    // `node-bench compare … > pr.csv`: stdout is a pipe here, as it is a file there
    const piped = await runNodeBench([...base, '--quiet', ...SELECTION], { env });
    assert.equal(piped.code, 0, piped.stderr);
    assert.equal(parseCompareCsv(piped.stdout, 'stdout').length, 6);
    assert.equal(piped.stderr.split('\n').length, 2, `one line: ${piped.stderr}`);
    const kept = piped.stderr.match(/CSV: (\S+)/)![1]!;
    assert.ok(kept.startsWith(join(cache, 'results')), 'the samples are kept in the cache folder too');
    assert.equal(readSamples(kept).length, 6);

    const file = join(scratch(), 'f.csv');
    const both = await runNodeBench([...base, '--format', 'csv', '--out', file, '--no-progress', ...SELECTION], {
      env,
    });
    assert.equal(both.code, 0, both.stderr);
    assert.deepEqual(parseCompareCsv(both.stdout, 'stdout'), readSamples(file));
    assert.match(both.stderr, /^6 samples in [\d.]+ s; seed \d+; CSV: \S+f\.csv\n$/, '--no-progress is --quiet');

    // with --out FILE and no --format, stdout keeps the table
    const table = await runNodeBench([...base, '--out', join(scratch(), 't.csv'), '--quiet', ...SELECTION], { env });
    assert.match(table.stdout, /^ +confidence improvement accuracy/);
  });
});

describe("compare.js's flags and habits", () => {
  it('--set CPUSET=LIST pins as --cpuset does; with another --cpuset it is refused', async () => {
    const bin = await releases();
    const out = join(scratch(), 'pinned.csv');
    const args = ['compare', '--old', bin.old, '--new', bin.new, '--runs', '1', '--out', out, '--quiet'];
    const pinned = await runNodeBench([...args, '--set', 'CPUSET=0', ...SELECTION]);
    assert.equal(pinned.code, 0, pinned.stderr);
    const recorded = JSON.parse(readFileSync(`${out}.node-bench.json`, 'utf8'));
    assert.equal(recorded.machine.cpuset, '0');
    assert.deepEqual(recorded.set, {}, 'CPUSET is no benchmark parameter');
    const both = await runNodeBench([...args, '--set', 'CPUSET=0', '--cpuset', '1', ...SELECTION]);
    assert.equal(both.code, 1);
    assert.match(both.stderr, /--set CPUSET=0 \(compare\.js's way to pin, our --cpuset\) and --cpuset 1 disagree/);
  });

  it("compare.js's --analyze, --max-regression N and --scale N: refused in one line naming what does their job", async () => {
    const cache = scratch();
    const base = ['compare', '--old', '18.16.0', '--new', '20.0.0', '--runs', '2', '--cache-dir', cache];
    const cases: [string[], RegExp][] = [
      [
        ['--analyze'],
        /--analyze is compare\.js's own table without R; .*prints compare\.R's table itself .*: drop --analyze/,
      ],
      [
        ['--max-regression', '5'],
        /--max-regression gates on .*: use --fail-on-regression \(exit 2 on any row whose verdict is slower/,
      ],
      [['--max-regression=5'], /--max-regression gates on/],
      [['--scale', '100'], /--scale sets the histogram precision of compare\.js --analyze; .*: drop --scale/],
    ];
    for (const [flags, message] of cases) {
      const result = await runNodeBench([...base, ...flags, ...SELECTION]);
      assert.equal(result.code, 1, result.stderr);
      assert.match(result.stderr, message);
      assert.match(result.stderr, /^node-bench compare: [^\n]+\n$/, 'one line');
      assert.deepEqual(readdirSync(cache), [], 'refused before fetching or running anything');
    }
  });

  it('--filter and --exclude repeat and combine as compare.js parses them (options before the categories)', async () => {
    const bin = await releases();
    const out = join(scratch(), 'sel.csv');
    const result = await runNodeBench([
      'compare',
      '--old',
      bin.old,
      '--new',
      bin.new,
      '--runs',
      '1',
      '--filter',
      'tojson',
      '--filter',
      'concat',
      '--exclude',
      'concat',
      '--out',
      out,
      '--quiet',
      'buffers',
    ]);
    assert.equal(result.code, 0, result.stderr);
    assert.deepEqual([...new Set(readSamples(out).map((s) => s.filename))], ['buffers/tojson.js']);
  });

  it('did you mean for commands; options first means compare; a node core category points to --repo', async () => {
    const typo = await runNodeBench(['compar', '--old', '18', '--new', '20', 'buffers']);
    assert.equal(typo.code, 1);
    assert.match(typo.stderr, /^node-bench: unknown command "compar" \(did you mean compare\?\)/);
    const optionsFirst = await runNodeBench(['--old', '18', '--new', '20', 'buffers']);
    assert.match(optionsFirst.stderr, /the command comes first: node-bench compare --old 18 --new 20 buffers/);
    const core = await runNodeBench(['compare', '--old', '18.16.0', '--new', '20.0.0', 'string_decoder']);
    assert.equal(core.code, 1);
    assert.match(
      core.stderr,
      /unknown benchmark group "string_decoder"; valid groups: .*"string_decoder" is a category of node core's benchmark\/, not of this suite: --repo <node checkout> \(or running in one\) runs node core's own/,
    );
  });

  it('build refuses a checkout that is not Node.js before making a worktree or building', async () => {
    const repo = scratch();
    await gitIn(repo, ['init', '-q', '-b', 'main']);
    await gitIn(repo, ['-c', 'user.name=t', '-c', 'user.email=t@t', 'commit', '-q', '--allow-empty', '-m', 'x']);
    const cache = join(scratch(), 'cache');
    const result = await runNodeBench([
      'build',
      '--repo',
      repo,
      '--ref',
      'main',
      '--cache-dir',
      cache,
      '--min-free-gb',
      '0',
    ]);
    assert.equal(result.code, 1);
    assert.match(result.stderr, /is not a Node\.js checkout: main \([0-9a-f]{12}\) has no \.\/configure/);
    assert.doesNotMatch(result.stderr, /No such file or directory|build: running/);
    assert.equal((await gitIn(repo, ['worktree', 'list'])).trim().split('\n').length, 1, 'no worktree');
    assert.ok(!existsSync(cache) || readdirSync(cache).length === 0, 'nothing in the cache');
  });
});
