// A/A calibration and the trend end to end: a real git repository whose
// commits build (cheaply) into a node wrapper, three nights scanning a branch
// that moves one commit a night (the third one slow), real builds through the
// build cache, real benchmark processes of two tiny loops. Each night also
// runs the range's good end against itself on one of the two files, in turn;
// the state keeps the A/A noise and false stars and the last 2 scans; the
// third night's issue (on the fake GitHub) and summary chart the trend and
// mark each flagged row against the runner's measured noise.
import assert from 'node:assert/strict';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { GitHubClient } from '../../src/github/client.ts';
import { readResults } from '../../src/artifact/shard-merge.ts';
import { reportNightly } from '../../src/nightly/report-job.ts';
import { scanNightly, type NightlyScanned } from '../../src/nightly/scan.ts';
import { loadState } from '../../src/nightly/state.ts';
import { noiseOf } from '../../src/nightly/calibration.ts';
import { forEachSample, type Sample } from '../../src/stats/csv.ts';
import { SampleGroups } from '../../src/stats/analyze.ts';
import { analyzeNightly } from '../../src/nightly/report.ts';
import { createFakeNodeRepo, makeTempDir, type FakeNodeRepo } from '../helpers/fake-node-repo.ts';
import { startFakeGitHub, type FakeGitHub } from '../helpers/fake-github.ts';
import { fakeGitHubClient, loopBenchmark, nightlyScan } from './support.ts';

const TOKEN = 'ghs_calibration-test-token';
const OWNER = 'nodejs';
const NAME = 'node';
const REPO = `${OWNER}/${NAME}`;
const RUNS = 8;
const MOD = 'loop/mod.js n=10000000';
const SUM = 'loop/sum.js n=10000000';

async function csvAnalysis(path: string) {
  const samples: Sample[] = [];
  forEachSample(await readFile(path, 'utf8'), path, {}, (sample) => samples.push({ ...sample }));
  // decided as the scan decides its fixed rows: on log rates (the A/A's false stars are the scan's own)
  const groups = new SampleGroups();
  for (const sample of samples) groups.add(sample);
  return analyzeNightly(groups, undefined);
}

describe('nightly A/A calibration and trend', () => {
  let fake: FakeNodeRepo;
  let gh: FakeGitHub;
  let octokit: GitHubClient;
  let dir: string;
  let suiteDir: string;
  let cacheDir: string;
  let statePath: string;
  const logs: string[] = [];
  /** t[0], t[1]: documentation commits; t[2]: the slow build */
  const t: string[] = [];

  before(async () => {
    fake = await createFakeNodeRepo();
    dir = await makeTempDir('nightly-calibration-test-');
    suiteDir = join(dir, 'suite');
    cacheDir = join(dir, 'cache');
    statePath = join(dir, 'state', 'state.json');
    await mkdir(join(suiteDir, 'loop'), { recursive: true });
    await writeFile(join(suiteDir, 'loop', 'sum.js'), loopBenchmark('i % 7'));
    await writeFile(join(suiteDir, 'loop', 'mod.js'), loopBenchmark('(i * 3) % 11'));
    await fake.git(['checkout', '-q', '-b', 'trend', fake.fast]);
    t.push(await fake.commit({ 'README.md': 'night 1\n' }, 'doc: night 1'));
    t.push(await fake.commit({ 'README.md': 'night 2\n' }, 'doc: night 2'));
    t.push(await fake.commit({ 'node.sh.in': fake.sources.slowNode }, 'src: slow things down'));
    await fake.git(['checkout', '-q', 'main']);

    gh = await startFakeGitHub({ token: TOKEN });
    gh.state.addRepo(REPO);
    octokit = fakeGitHubClient(gh, TOKEN, logs);
  });
  after(async () => {
    await gh?.close();
    await fake?.cleanup();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  /** the Action's inputs (strings, as a workflow gives them); the test's suite and a short history beside them */
  const options = (extra: Record<string, string> = {}) =>
    nightlyScan(
      {
        'repo-path': fake.repo,
        branch: 'trend',
        baseline: 'v-fast',
        runs: String(RUNS),
        'regression-stars': '**',
        'regression-min-change': '5',
        'cache-dir': cacheDir,
        'state-path': statePath,
        'calibration-files': '1',
        ...extra,
      },
      dir,
      { suiteDir, historyLimit: 2 },
    );
  /** night n ends on 2026-11-2n, 03:00 */
  const night = async (n: number): Promise<NightlyScanned> => {
    await fake.git(['branch', '-f', 'trend', t[n - 1]!]);
    const result = await scanNightly(options(), {
      owner: OWNER,
      repo: NAME,
      log: (line: string) => logs.push(line),
      env: { ...process.env },
      runnerCheck: undefined,
      platform: 'linux-x64',
      now: () => new Date(`2026-11-2${n - 1}T03:00:00.000Z`),
    });
    assert.equal(result.status, 'scanned', logs.join('\n'));
    return result as NightlyScanned;
  };

  it('night 1: the base runs against itself on the first file, without a new build; noise and false stars are kept', async () => {
    const before = (await fake.builds()).length;
    const result = await night(1);
    assert.equal((await fake.builds()).length - before, 2, 'the base and the head: the A/A run reuses the base');
    assert.ok(
      logs.some((line) => /old and new are the same binary .*an A\/A run/.test(line)),
      logs.join('\n'),
    );
    const aa = result.calibration;
    assert.ok(aa, logs.join('\n'));
    assert.deepEqual(aa.night.files, ['loop/mod.js']);
    assert.equal(aa.night.sha, fake.fast);

    // the state's record is what the A/A samples give
    const recomputed = (await csvAnalysis(aa.csvPath)).comparisons;
    assert.deepEqual(
      recomputed.map((c) => c.name),
      [MOD],
    );
    const row = recomputed[0]!;
    const mod = { pValue: row.decision.test!.pValue, improvement: row.decision.estimate.change };
    const { state } = await loadState(statePath);
    const calibration = state?.calibration;
    assert.ok(calibration);
    assert.equal(state!.schemaVersion, 2);
    assert.equal(calibration.slices, 1);
    assert.deepEqual(calibration.nights, [
      {
        date: '2026-11-20T03:00:00.000Z',
        sha: fake.fast,
        files: ['loop/mod.js'],
        comparisons: 1,
        falseStars: [mod.pValue < 0.05 ? 1 : 0, mod.pValue < 0.01 ? 1 : 0, mod.pValue < 0.001 ? 1 : 0],
      },
    ]);
    assert.equal(calibration.configs.length, 1);
    assert.equal(calibration.configs[0]!.name, MOD);
    assert.equal(calibration.configs[0]!.comparisons, 1);
    assert.ok(Math.abs(calibration.configs[0]!.changes[0]! - mod.improvement) < 0.001);
    // the same binary on both sides: far from the 10x the slow build makes
    assert.ok(Math.abs(mod.improvement) < 80, String(mod.improvement));

    // result.json carries the rate for the report job
    const { metadata } = await readResults(result.resultDir);
    assert.equal(metadata.nightly?.calibration?.nights, 1);
    assert.deepEqual(metadata.nightly?.calibration?.slice?.files, ['loop/mod.js']);
    assert.equal(metadata.nightly?.trend?.nights.length, 0);
  });

  it('night 2: the slice moves on to the next file; the history grows', async () => {
    const result = await night(2);
    assert.deepEqual(result.calibration?.night.files, ['loop/sum.js']);
    assert.equal(result.calibration?.night.sha, t[0]);
    const { state } = await loadState(statePath);
    assert.equal(state!.calibration!.slices, 2);
    assert.deepEqual(state!.calibration!.configs.map((c) => [c.name, c.comparisons]).sort(), [
      [MOD, 1],
      [SUM, 1],
    ]);
    assert.deepEqual(
      state!.history.map((scan) => [scan.fromSha, scan.toSha]),
      [
        [fake.fast, t[0]],
        [t[0], t[1]],
      ],
    );
    assert.deepEqual(
      state!.history.map((scan) => scan.configs.map((c) => c.name).sort()),
      [
        [MOD, SUM],
        [MOD, SUM],
      ],
    );
  });

  it('night 3 (slow): the history is capped at 2; the issue charts the trend and marks each row against the noise', async () => {
    const result = await night(3);
    // the slow build is ~10x slower; on a loaded shared machine a row may miss ** with few runs, not both
    assert.ok(result.regressions.length >= 1, result.summaryMarkdown);
    for (const r of result.regressions) assert.ok([MOD, SUM].includes(r.name), r.name);
    // back to the first file: it now has 2 A/A runs, so a noise
    assert.deepEqual(result.calibration?.night.files, ['loop/mod.js']);
    const { state } = await loadState(statePath);
    assert.deepEqual(
      state!.history.map((scan) => scan.toSha),
      [t[1], t[2]],
      'the last 2 scans',
    );
    const modRecord = state!.calibration!.configs.find((c) => c.name === MOD)!;
    assert.equal(modRecord.comparisons, 2);
    const noise = noiseOf(modRecord.changes)!;
    assert.ok(noise > 0);

    const { metadata } = await readResults(result.resultDir);
    const trend = metadata.nightly?.trend;
    assert.equal(trend?.nights.length, 2, 'the 2 scans before tonight');
    const rows = metadata.nightly?.calibration?.rows ?? [];
    // the starred rows (any threshold could flag them) with their A/A record
    const starred = result.analysis.comparisons.filter((c) => c.holm?.stars).map((c) => c.name);
    assert.deepEqual(
      rows.map((row) => [row.name, row.comparisons]).sort(),
      [
        [MOD, 2],
        [SUM, 1],
      ].filter(([name]) => starred.includes(name as string)),
    );
    for (const row of rows) assert.equal(row.noise === null, row.name === SUM);

    const delivered = await reportNightly(
      result.resultDir,
      { threshold: { stars: '**', minChange: 5 } },
      { octokit, owner: OWNER, repo: NAME, log: (line) => logs.push(line), serverUrl: 'https://github.com' },
    );
    assert.equal(delivered.issue?.action, 'created');
    const body = gh.state.issues(REPO).find((i) => i.number === delivered.issue!.number)!.body ?? '';
    for (const text of [body, delivered.summaryMarkdown, result.summaryMarkdown]) {
      assert.match(
        text,
        /Runner calibration \(A\/A: the base against itself, 3 nights, 3 comparisons\): false stars p\u00a0<\u00a00\.05 in [\d.]+ % \(nominal 5 %\)/,
      );
      const chart = /```mermaid\n([\s\S]*?)\n```/.exec(text)?.[1];
      assert.ok(chart, text);
      const lines = chart.split('\n');
      assert.equal(lines[0], 'xychart-beta');
      assert.equal(lines[2], '  x-axis ["11-20", "11-21", "11-22"]');
      assert.match(lines[3]!, /^ {2}y-axis "change %" -\d+ --> \d+$/);
      const series = lines.filter((line) => line.startsWith('  line ['));
      assert.equal(series.length, delivered.regressions.length, chart);
      // each line: the 2 earlier nights as the state recorded them, then tonight's slowdown
      const order = delivered.regressions.map((r) => r.name);
      for (const [i, name] of order.entries()) {
        const values = JSON.parse(series[i]!.slice('  line '.length)) as number[];
        assert.equal(values.length, 3);
        const recorded: (number | null)[] = trend!.rows.find((row) => row.name === name)!.changes;
        assert.deepEqual(
          values.slice(0, 2),
          recorded.map((v) => Number(v!.toFixed(2))),
        );
        assert.ok(values[2]! < -20, `${name}: ${values[2]}`);
        assert.ok(text.includes(`${i + 1}. \`${name}\`: `), text);
      }
      const findingLine = (file: string) => text.split('\n').find((l) => l.startsWith('- ') && l.includes(file));
      for (const regression of delivered.regressions) {
        const line = findingLine(regression.name === MOD ? 'mod.js' : 'sum.js');
        assert.ok(line, text);
        if (regression.name === SUM) {
          assert.match(line, /· A\/A noise not known yet \(1 A\/A run of it on this runner\)$/);
        } else {
          assert.match(
            line,
            Math.abs(regression.improvement) <= noise
              ? /· ≈ within this runner's A\/A noise \(±[\d.]+ %, 2 A\/A runs\)$/
              : /· beyond this runner's A\/A noise \(±[\d.]+ %, 2 A\/A runs\)$/,
          );
        }
      }
    }
  });
});
