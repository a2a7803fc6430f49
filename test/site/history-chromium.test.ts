// The history site as a person sees it: three real nightly scans of the fake node checkout (night 1 plants a
// slowdown, night 2 a README change, night 3 the same on another runner: a cpuset), the regression issue filed on
// the fake GitHub, the site built from their result directories and the state (as the nightly-report job and
// `node-bench history` build it), then opened in headless Chromium: the series drawn from its baseline (0 %), the
// regression mark at night 1's commit, the axis by night and commit, the links, the break. Asserts structure,
// never timing: it must pass on a busy machine.
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { buildHistorySite } from '../../src/nightly/history-site.ts';
import { reportNightly } from '../../src/nightly/report-job.ts';
import { scanNightly, type NightlyScanned } from '../../src/nightly/scan.ts';
import { chromium } from '../helpers/chromium.ts';
import { runNodeBench } from '../helpers/cli.ts';
import { startFakeGitHub, type FakeGitHub } from '../helpers/fake-github.ts';
import { createFakeNodeRepo, makeTempDir, type FakeNodeRepo } from '../helpers/fake-node-repo.ts';
import { fakeGitHubClient, loopBenchmark, nightlyScan } from '../nightly/support.ts';

const TOKEN = 'ghs_history-site-token';
const ROW = 'loop/sum.js n=10000000';
const REPO_URL = 'https://github.com/nodejs/node';

describe('the history site from real nightly scans, in Chromium', () => {
  let fake: FakeNodeRepo;
  let gh: FakeGitHub;
  let dir: string;
  let statePath: string;
  let site: string;
  const nights: NightlyScanned[] = [];
  let issueNumber: number;
  const logs: string[] = [];

  before(async () => {
    fake = await createFakeNodeRepo();
    dir = await makeTempDir('history-site-test-');
    const suiteDir = join(dir, 'suite');
    await mkdir(join(suiteDir, 'loop'), { recursive: true });
    await writeFile(join(suiteDir, 'loop', 'sum.js'), loopBenchmark());
    statePath = join(dir, 'state', 'nightly-state.json');
    await mkdir(join(dir, 'state'));
    await writeFile(statePath, JSON.stringify({ schemaVersion: 1, lastScannedSha: fake.fast, history: [] }));
    gh = await startFakeGitHub({ token: TOKEN });
    gh.state.addRepo('nodejs/node');
    const octokit = fakeGitHubClient(gh, TOKEN, logs);
    // the Action's inputs, read by its own rules (the nightly tests' helper); the test's suite directory beside them
    const options = (runs: number, extra: Record<string, string>) =>
      nightlyScan(
        {
          ...extra,
          'repo-path': fake.repo,
          runs: String(runs),
          'cache-dir': join(dir, 'cache'),
          'state-path': statePath,
          'build-command': './configure "$@" && make',
          // a README night can come out slower by chance on a loaded machine: only night 1's 10x is one to file
          'regression-min-change': '50',
          'bisect-budget': '0',
          'calibration-files': '0',
        },
        dir,
        { suiteDir },
      );
    const scan = async (runs: number, extra: Record<string, string> = {}) => {
      const result = await scanNightly(options(runs, extra), {
        owner: 'nodejs',
        repo: 'node',
        log: (l) => logs.push(l),
        env: process.env,
        runnerCheck: [],
        platform: 'linux-x64',
      });
      assert.equal(result.status, 'scanned', logs.join('\n'));
      nights.push(result as NightlyScanned);
      return result as NightlyScanned;
    };
    const first = await scan(8);
    const delivered = await reportNightly(
      first.resultDir,
      { threshold: { minChange: 50 } },
      {
        octokit,
        owner: 'nodejs',
        repo: 'node',
        log: (l) => logs.push(l),
        serverUrl: 'https://github.com',
      },
    );
    issueNumber = delivered.issue!.number;
    await fake.commit({ 'README.md': 'docs\n' }, 'doc: README');
    await scan(8);
    await fake.commit({ 'README.md': 'more docs\n' }, 'doc: more README');
    // another runner (a cpuset in its fingerprint): the series breaks here; fewer runs alone would not break it
    await scan(6, { cpuset: '0' });
    site = join(dir, 'site');
  });
  after(async () => {
    await gh?.close();
    await fake?.cleanup();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('the report job’s build: one series, the regression at night 1 linked to its issue, a break at night 3', async () => {
    const built = await buildHistorySite(
      {
        resultDirs: nights.map((n) => n.resultDir),
        statePath,
        outDir: site,
        repoUrl: REPO_URL,
        threshold: { minChange: 50 },
        issues: new Map([[`${nights[0]!.from}..${nights[0]!.to}`, issueNumber]]),
        generated: new Date().toISOString(),
      },
      (line) => logs.push(line),
    );
    assert.deepEqual(built.problems, []);
    assert.equal(built.nights, 3);
    const page = await readFile(join(site, 'c', '0-loop.html'), 'utf8');
    assert.ok(page.includes(`href="${REPO_URL}/issues/${issueNumber}"`), page);
    assert.ok(page.includes(`<section class="row" id="r0" data-name="${ROW}">`), 'the one row of the scans');
    assert.equal(page.match(/<li class="regressed"/g)?.length, 1);
    assert.ok(page.includes(`<li class="regressed" data-to="${fake.slow}">`));
    assert.match(page, /<li class="break" data-reason="runner">/);
    assert.doesNotMatch(page, /data-reason="n"/);
    assert.ok(existsSync(join(site, 'assets', 'vega.min.js')));

    const dom = await chromium([
      '--virtual-time-budget=30000',
      '--window-size=900,1400',
      '--dump-dom',
      `file://${join(site, 'c', '0-loop.html')}`,
    ]);
    assert.equal(dom.code, 0, dom.stderr);
    const html = dom.stdout;
    // the chart was drawn: Vega's SVG with the series' line and band, the mark, the break
    assert.match(html, /<div class="chart" data-row="0"[^>]*data-drawn="true"/);
    assert.match(html, /<svg[^>]*class="marks"/);
    assert.match(html, /role-line|mark-line/);
    assert.match(html, /mark-area/);
    const marks = html.match(/aria-label="regressed [^"]*"/g) ?? [];
    assert.equal(marks.length, 1, html.slice(0, 4000));
    assert.ok(marks[0]!.includes(fake.slow.slice(0, 10)), `the mark is at night 1's commit: ${marks[0]}`);
    assert.match(html, /aria-label="break"|description="break"|mark-rule/);
    // each series starts at its baseline, 0 %: night 1's from (the fast commit), and night 3's after the break
    const baselines = html.match(/aria-label="baseline [0-9a-f]{10}"/g) ?? [];
    assert.deepEqual(baselines, [
      `aria-label="baseline ${fake.fast.slice(0, 10)}"`,
      `aria-label="baseline ${nights[2]!.from.slice(0, 10)}"`,
    ]);
    // the axis steps night by night, labelled with their commits (the nights ran seconds apart: never a clock)
    for (const night of nights) assert.ok(html.includes(`>${night.to.slice(0, 7)}<`), `the axis names ${night.to}`);
    assert.doesNotMatch(html, />\d*:\d\d</, 'a clock on the axis');
    assert.ok(html.includes(`href="${REPO_URL}/issues/${issueNumber}"`));

    const shot = join(dir, 'site.png');
    const picture = await chromium([
      '--virtual-time-budget=30000',
      '--window-size=900,700',
      `--screenshot=${shot}`,
      `file://${join(site, 'c', '0-loop.html')}`,
    ]);
    assert.equal(picture.code, 0, picture.stderr);
    assert.ok((await readFile(shot)).subarray(1, 4).toString() === 'PNG');
    if (process.env.HISTORY_SCREENSHOT) await copyFile(shot, process.env.HISTORY_SCREENSHOT);

    const index = await chromium(['--virtual-time-budget=10000', '--dump-dom', `file://${join(site, 'index.html')}`]);
    assert.match(index.stdout, /<a href="c\/0-loop.html">loop<\/a>/);
    assert.match(index.stdout, /id="search"/);
    const regressions = await readFile(join(site, 'regressions.html'), 'utf8');
    assert.ok(regressions.includes(`href="${REPO_URL}/issues/${issueNumber}"`));
    const feed = await readFile(join(site, 'regressions.atom'), 'utf8');
    assert.equal(feed.match(/<entry>/g)?.length, 1);
  });

  it('node-bench history: a corrupted state and result directory are one line each, the rest still built', async () => {
    const bad = join(dir, 'bad-result');
    await mkdir(bad);
    await writeFile(join(bad, 'result.json'), '{ not json');
    const badState = join(dir, 'bad-state.json');
    await writeFile(badState, '[]');
    const out = join(dir, 'cli-site');
    const { code, stderr } = await runNodeBench([
      'history',
      '--out',
      out,
      '--state',
      badState,
      '--regression-min-change',
      '50',
      ...nights.map((n) => n.resultDir),
      bad,
    ]);
    assert.equal(code, 0, stderr);
    const lines = stderr.trim().split('\n');
    assert.equal(lines.filter((l) => l.startsWith('history: left out:')).length, 2, stderr);
    assert.ok(
      lines.some((l) => l.includes(bad)),
      stderr,
    );
    assert.ok(
      lines.some((l) => l.includes(badState)),
      stderr,
    );
    assert.ok(!stderr.includes('    at '), 'no stack trace');
    assert.deepEqual((await readdir(join(out, 'c'))).sort(), ['0-loop.html']);
    const index = await readFile(join(out, 'index.html'), 'utf8');
    assert.match(index, /3 nights of <code>main<\/code>/);
    assert.ok(index.includes(bad), 'the site lists what it left out');
    // without a known issue number, the mark links a search for the range
    const page = await readFile(join(out, 'c', '0-loop.html'), 'utf8');
    assert.ok(page.includes(`${REPO_URL}/issues?q=`));
    assert.equal(await readFile(join(bad, 'result.json'), 'utf8'), '{ not json', 'nothing read is changed');
  });

  it('node-bench history: bad usage is one line and exit 1', async () => {
    const noOut = await runNodeBench(['history', nights[0]!.resultDir]);
    assert.equal(noOut.code, 1);
    assert.equal(noOut.stderr, 'node-bench history: history needs --out SITE_DIR\n');
    const badRepo = await runNodeBench([
      'history',
      '--out',
      join(dir, 'x'),
      '--repo',
      'no-slash',
      nights[0]!.resultDir,
    ]);
    assert.equal(badRepo.code, 1);
    assert.match(badRepo.stderr, /^node-bench history: --repo must be OWNER\/NAME; got "no-slash"\n$/);
    const nothing = await runNodeBench(['history', '--out', join(dir, 'y'), join(dir, 'missing')]);
    assert.equal(nothing.code, 1);
    assert.match(nothing.stderr, /left out: result directory .*missing/);
  });
});
