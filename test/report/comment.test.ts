// T6: whatever the benchmark data contains, the comment stays a well-formed
// table under GitHub's size limit and pings nobody.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  buildReport,
  describeFingerprint,
  markReportStale,
  REPORT_MARKER,
  reportMarker,
} from '../../src/report/comment.ts';
import type { ReportInput } from '../../src/report/report-input.ts';
import { packageVersion } from '../../src/util/package-root.ts';
import { describeHeavyLoad, runnerFingerprint } from '../../src/run/measure/fingerprint.ts';
import { resolveLanes } from '../../src/run/measure/lanes.ts';
import { SampleGroups } from '../../src/stats/analyze.ts';
import { cpuListOf, type LaneOption } from '../../src/options/execution.ts';
import { linkable, noRenderer, renderGfm, tables } from './gfm.ts';

function input(groups: SampleGroups, extra: Partial<ReportInput> = {}): ReportInput {
  return {
    analysis: groups.analyze(),
    old: { spec: 'ref:main', version: 'v20.0.0', sha: 'b'.repeat(40) },
    new: { spec: 'ref:pr', version: 'v20.0.1', sha: 'a'.repeat(40) },
    fingerprint: runnerFingerprint('0-1', { env: { RUNNER_NAME: 'bench-1' } }),
    runs: 3,
    durationMs: 3_725_000,
    partial: false,
    failures: [],
    runUrl: 'https://github.com/nodejs/node/actions/runs/1',
    ...extra,
  };
}

function add(groups: SampleGroups, filename: string, configuration: string, shift: number) {
  for (const [binary, base] of [
    ['old', 100],
    ['new', 100 + shift],
  ] as const) {
    for (const noise of [0, 1, 2]) groups.add({ binary, filename, configuration, rate: base + noise, time: 1 });
  }
}

const cells = (row: string) => row.slice(1, -1).split(/(?<!\\)\|/);
const dataRows = (body: string) =>
  body.split('\n').filter((l) => l.startsWith('|') && !l.startsWith('| benchmark') && !/^\|[\s:|-]+\|$/.test(l));

describe('buildReport', () => {
  it('starts with the marker and says what was compared, what was run, by whom, and how to reproduce it', () => {
    const groups = new SampleGroups();
    add(groups, 'buffers/tojson.js', 'len=256', -50);
    const body = buildReport(
      input(groups, {
        repositoryUrl: 'https://github.com/nodejs/node',
        run: {
          groups: ['buffers', 'url'],
          filter: ['tojson'],
          set: { len: ['256'] },
          seed: 42,
          requestedBy: 'octocat',
          trigger: 'issue_comment',
          suite: 'core',
        },
        tool: { repository: 'some-org/node-benchmark-action', ref: 'v1.2.0' },
      }),
    );
    assert.ok(body.startsWith(`${REPORT_MARKER}\n\n### Benchmark results\n`));
    assert.match(
      body,
      /\*\*old\*\* `ref:main` \(node v20\.0\.0 \[`bbbbbbbbbbbb`\]\(https:\/\/github\.com\/nodejs\/node\/commit\/b{40}\)\) → \*\*new\*\* `ref:pr` \(node v20\.0\.1 \[`aaaaaaaaaaaa`\]/,
    );
    assert.match(body, /Ran groups `buffers`, `url` · filter `tojson` · set `len=256` · 3 runs per side · seed 42/);
    assert.match(
      body,
      /requested by @\u200boctocat · with a \/benchmark comment · took 1 h 2 min · \[workflow run\]\(https:\/\/github\.com\/nodejs\/node\/actions\/runs\/1\)/,
    );
    assert.match(body, /Runner: .*2 cores|cores, pinned to 0-1/);
    assert.match(body, /runner bench-1/);
    assert.match(
      body,
      /With node-bench from `some-org\/node-benchmark-action` at `v1\.2\.0`, the version that ran \(no release: npx clones that ref from GitHub and installs its development dependencies before it runs, minutes the first time\):\n\n```sh\nnpx --yes --package=github:some-org\/node-benchmark-action#v1\.2\.0 -- node-bench compare --old ref:b{40} --new ref:a{40} --repo \. --suite core --runs 3 --filter tojson --set len=256 --seed 42 --format markdown buffers url\n```/,
    );
    // node core's own, with the same files, settings and runs, from the same commits
    assert.ok(
      body.includes(
        [
          '```sh',
          `git checkout ${'b'.repeat(40)} && ./configure && make -j4 && cp out/Release/node ./node-old`,
          `git checkout ${'a'.repeat(40)} && ./configure && make -j4 && cp out/Release/node ./node-new`,
          'node benchmark/compare.js --old ./node-old --new ./node-new --runs 3 --filter tojson --set len=256 -- buffers url > compare.csv',
          'Rscript benchmark/compare.R < compare.csv',
          '```',
        ].join('\n'),
      ),
      body,
    );
    assert.match(body, /\*\*1 regression, 0 improvements\*\*/);
    assert.match(body.replace(/\u00a0/g, ' '), /Slower: `buffers\/tojson\.js len=256` −49\.5 %/);
  });

  it("the reproduce line's words say what npx fetches: a release's tarball alone, or a ref's clone and its dev install", () => {
    const groups = new SampleGroups();
    add(groups, 'buffers/tojson.js', 'len=256', -50);
    const repository = 'some-org/node-benchmark-action';
    const fold = (ref: string) => {
      const body = buildReport(input(groups, { run: { groups: ['buffers'] }, tool: { repository, ref } }));
      return /the version that ran \(([^)]*)\):\n\n```sh\nnpx --yes --package=(\S+) -- node-bench /
        .exec(body)
        ?.slice(1);
    };
    // the release of package.json's version: its tarball, which bundles everything
    const version = packageVersion();
    assert.deepEqual(fold(`v${version}`), [
      'npx fetches that release from GitHub: one package, no dependencies',
      `https://github.com/${repository}/releases/download/v${version}/node-bench-${version}.tgz`,
    ]);
    // a branch is no release: npm clones it and, for a package with a build script, installs its dev dependencies
    assert.deepEqual(fold('main'), [
      'no release: npx clones that ref from GitHub and installs its development dependencies before it runs, ' +
        'minutes the first time',
      `github:${repository}#main`,
    ]);
  });

  it('lists failures and warns about partial results above the table', () => {
    const groups = new SampleGroups();
    add(groups, 'a.js', 'n=1', -30);
    const failures = Array.from({ length: 25 }, (_, i) => ({
      filename: `f${i}.js`,
      binary: 'new' as const,
      detail: 'exited with code 1',
    }));
    const body = buildReport(input(groups, { failures, partial: true }));
    assert.match(body, /\*\*25 benchmark failures\*\*/);
    assert.match(body, /> - f0\.js \(new\): exited with code 1/);
    assert.match(body, /… and 5 more/);
    assert.match(body, /results are partial/);
    const table = body.indexOf('| benchmark |');
    assert.ok(table > body.indexOf('results are partial') && table > body.indexOf('… and 5 more'));
  });

  it('shows a heavy-load warning above the table, escaped, and runs auto with its cap', () => {
    const groups = new SampleGroups();
    add(groups, 'a.js', 'n=1', -30);
    const load = { cores: 2, samples: 10, mean1m: 5.5, max1m: 8.25, heavy: true };
    const warning = describeHeavyLoad(load)!;
    const body = buildReport(input(groups, { warnings: [warning], run: { groups: ['buffers'], adaptiveMaxRuns: 20 } }));
    assert.match(
      body,
      /> \[!WARNING\]\n> heavy outside load while measuring: 1-minute load average up to 8\.3 \(mean 5\.5\) on 2 cores/,
    );
    assert.ok(body.indexOf('heavy outside load') < body.indexOf('| benchmark |'));
    assert.match(body, /runs auto \(at most 20 per side\)/);
    assert.match(body, /--runs auto --max-runs 20/);
    assert.equal(describeHeavyLoad({ ...load, heavy: false }), null);
  });

  it('says the children were sized, and the reproduce line carries a child time other than the default', () => {
    const groups = new SampleGroups();
    add(groups, 'a.js', 'n=1', -30);
    const report = (sizing: NonNullable<ReportInput['run']>['sizing']) =>
      buildReport(input(groups, { run: { groups: ['buffers'], sizing } }));
    const sized = report({
      targetMs: 300,
      shortened: 2,
      sizable: 5,
      kept: ['2 fit the target already', '1 steady at no smaller n'],
    });
    assert.match(
      sized,
      /children sized to ~300 ms \(2 of 5 configurations ran a smaller n or duration, proved steady; the file's own n: 2 fit the target already, 1 steady at no smaller n\)/,
    );
    assert.doesNotMatch(sized, /--child-time/);
    assert.match(report({ targetMs: 1000, shortened: 0, sizable: 5 }), /--child-time 1000ms/);
    // each file's own n of a fixed count without correction is compare.js's method: its flag (the next test)
    const own = report('off');
    assert.match(own, /--as-compare-js --runs 3 /);
    assert.doesNotMatch(own, /children sized/);
  });

  it("the reproduce line of compare.js's method is --as-compare-js; of runs auto, auto with its cap", () => {
    const groups = new SampleGroups();
    add(groups, 'a.js', 'n=1', -30);
    const line = (extra: Partial<ReportInput>, correction: 'none' | 'holm' = 'none') =>
      /node-bench (compare .*)/.exec(
        buildReport(input(groups, { analysis: groups.analyze({ correction }), ...extra })),
      )![1]!;
    const own = { groups: ['buffers'], sizing: 'off' as const };
    // a fixed count of each file's own n without correction: compare.js's defaults, 30 runs or the count
    assert.match(line({ run: own, runs: 30 }), /--new ref:a{40} --repo \. --as-compare-js --format markdown buffers$/);
    assert.match(line({ run: own, runs: 3 }), /--as-compare-js --runs 3 --format markdown buffers$/);
    // Holm's correction is not compare.js's; nor are runs auto or sized children
    assert.match(line({ run: own, runs: 3 }, 'holm'), /--runs 3 --child-time off --correction holm --format/);
    assert.match(
      line({ run: { ...own, adaptiveMaxRuns: 30 }, runs: 30 }),
      /--runs auto --max-runs 30 --child-time off/,
    );
    const sized = { groups: ['buffers'], sizing: { targetMs: 300, shortened: 1, sizable: 1 } };
    assert.match(line({ run: sized, runs: 30 }), /--new ref:a{40} --repo \. --runs 30 --format markdown buffers$/);
    for (const run of [{ ...own, adaptiveMaxRuns: 30 }, sized])
      assert.doesNotMatch(line({ run, runs: 30 }), /--as-compare-js/);
  });

  it('keeps 100,000 hostile rows and a 10 MB name under the limit, table intact, nobody pinged', () => {
    const groups = new SampleGroups();
    const hostile = ['|', '`', '](http://x)', '![](http://t)', '@nodejs/tsc', '#1', '<details>', REPORT_MARKER];
    for (let i = 0; i < 100_000; i++)
      add(groups, `x${hostile[i % hostile.length]}${i}.js`, `c=${i}`, i % 3 === 0 ? -30 : 0);
    add(groups, 'huge.js', 'n='.padEnd(10 * 1024 * 1024, 'z'), -40);
    const body = buildReport(input(groups));
    assert.ok(body.length <= 65_536, `${body.length} characters`);
    assert.equal(body.split(REPORT_MARKER).length, 2, 'our marker appears once');
    assert.match(body, /The table was cut to fit a GitHub comment/);
    const rows = dataRows(body);
    assert.ok(rows.length > 100, `${rows.length} rows shown`);
    for (const row of rows) assert.equal(cells(row).length, 5, row.slice(0, 200));
    if (noRenderer) return;
    // as GitHub renders it: no link, image or ping from the data, every shown row intact
    const html = renderGfm(body);
    assert.deepEqual(
      new Set([...html.matchAll(/<a href="([^"]*)"/g)].map((m) => m[1])),
      new Set(['https://github.com/nodejs/node/actions/runs/1']),
    );
    assert.doesNotMatch(html, /<img/);
    assert.deepEqual(linkable(html), []);
    const shown = tables(html);
    assert.equal(
      shown.reduce((sum, t) => sum + t.rows.length, 0),
      rows.length,
    );
    for (const table of shown) for (const row of table.rows) assert.equal(row.length, 5);
  });
});

describe('the runner line', () => {
  /** A fingerprint of a known 4-CPU machine, pinned to `cpuset`, with `lanes`. */
  const machine = (cpuset: string | undefined, lanes?: LaneOption) =>
    runnerFingerprint(
      cpuset,
      {
        cpus: () => Array.from({ length: 4 }, () => ({ model: 'Test  CPU', speed: 1, times: cpuTimes })),
        kernel: () => 'Linux 6.1',
        readFile: () => 'performance\n',
        env: { RUNNER_NAME: 'bench-1' },
      },
      lanes && resolveLanes(lanes, cpuset === undefined ? undefined : cpuListOf(cpuset, '--cpuset'), [0, 1, 2, 3]),
    );
  const cpuTimes = { user: 0, nice: 0, sys: 0, idle: 0, irq: 0 };

  it('without lanes reads as it always did', () => {
    assert.equal(
      describeFingerprint(machine(undefined)),
      'Test CPU · 4 cores · Linux 6.1 · governor performance · runner bench-1',
    );
    assert.equal(
      describeFingerprint(machine('0-1')),
      'Test CPU · 4 cores, pinned to 0-1 · Linux 6.1 · governor performance · runner bench-1',
    );
    assert.equal(machine('0-1').lanes, null);
    // one unpinned lane is no lanes at all
    assert.equal(machine(undefined, { count: 1, cpusets: null, duet: false, surface: 'cli' }).lanes, null);
    // results written before lanes have no lanes key
    const older = machine('2-3');
    delete older.lanes;
    assert.equal(
      describeFingerprint(older),
      'Test CPU · 4 cores, pinned to 2-3 · Linux 6.1 · governor performance · runner bench-1',
    );
  });

  it('with lanes says how many ran on which CPUs, and duet', () => {
    assert.equal(
      describeFingerprint(machine(undefined, { count: 2, cpusets: null, duet: true, surface: 'cli' })),
      'Test CPU · 4 cores, 2 lanes (duet: old and new side by side) on CPUs 0-1 | 2-3 · Linux 6.1 · governor performance · runner bench-1',
    );
    assert.equal(
      describeFingerprint(machine('1-3', { count: 3, cpusets: null, duet: false, surface: 'cli' })),
      'Test CPU · 4 cores, 3 lanes on CPUs 1 | 2 | 3 · Linux 6.1 · governor performance · runner bench-1',
    );
    const cpuList = (text: string) => cpuListOf(text, '--lanes');
    assert.equal(
      machine(undefined, { count: 2, cpusets: [cpuList('0'), cpuList('3')], duet: false, surface: 'cli' }).lanes,
      '2 lanes on CPUs 0 | 3',
    );
    // the comment: the same line, its | escaped for markdown
    const groups = new SampleGroups();
    add(groups, 'buffers/tojson.js', 'len=256', -50);
    const body = buildReport(
      input(groups, { fingerprint: machine(undefined, { count: 2, cpusets: null, duet: true, surface: 'cli' }) }),
    );
    assert.match(
      body,
      /^Runner: Test CPU · 4 cores, 2 lanes \(duet: old and new side by side\) on CPUs 0-1 \\\| 2-3 · Linux 6\.1 · governor performance · runner bench-1$/m,
    );
  });
});

describe('reportMarker', () => {
  it('names the pull request and the workflow file, in the marker alphabet', () => {
    assert.equal(
      reportMarker(12, 'benchmark.yml'),
      '<!-- node-benchmark-action:report pr=12 workflow=benchmark.yml -->',
    );
    assert.equal(reportMarker(3, 'a b/--c'), '<!-- node-benchmark-action:report pr=3 workflow=a_b_-c -->');
  });
});

describe('markReportStale', () => {
  it('adds one warning after the marker and replaces it on the next push', () => {
    const body = `${REPORT_MARKER}\n### Benchmark results\n\ntable\n`;
    const once = markReportStale(body, 'a'.repeat(40), REPORT_MARKER);
    assert.ok(once.startsWith(`${REPORT_MARKER}\n<!-- node-benchmark-action:stale -->\n> [!WARNING]\n`));
    assert.match(once, /moved to `a{40}`/);
    assert.ok(once.endsWith('### Benchmark results\n\ntable\n'));
    const twice = markReportStale(once, 'b'.repeat(40), REPORT_MARKER);
    assert.equal(twice.match(/\[!WARNING\]/g)?.length, 1);
    assert.match(twice, /moved to `b{40}`/);
    assert.doesNotMatch(twice, /a{40}/);
  });
});
