// Nightly scans end to end: a real git repository whose build produces a node
// wrapper (fast commit, then a JIT-less slow one on main), real builds through
// the build cache, real benchmark child processes, and real HTTP to the fake
// GitHub. The nights run in order and share one state file and cache.
import assert from 'node:assert/strict';
import { existsSync, readdirSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { GitHubClient } from '../../src/github/client.ts';
import { regressionMarker } from '../../src/github/issues.ts';
import { reportNightly } from '../../src/nightly/report-job.ts';
import { scanNightly, type NightlyScanned } from '../../src/nightly/scan.ts';
import type { NightlyDeps } from '../../src/nightly/scan-options.ts';
import { NightlyStateError, loadState } from '../../src/nightly/state.ts';
import { createFakeNodeRepo, makeTempDir, type FakeNodeRepo } from '../helpers/fake-node-repo.ts';
import { startFakeGitHub, type FakeGitHub } from '../helpers/fake-github.ts';
import { fakeGitHubClient, nightlyScan } from './support.ts';
import { repoRoot } from '../helpers/paths.ts';
import { NightlyError } from '../../src/nightly/report.ts';
import { RequestError } from '../../src/errors.ts';
import type { FingerprintFinding } from '../../src/artifact/runner-findings.ts';

/** the test's requests go straight to 127.0.0.1, whatever proxy the machine sets */

const TOKEN = 'ghs_nightly-secret-token';
const OWNER = 'nodejs';
const NAME = 'node';
const REPO = `${OWNER}/${NAME}`;
const RUNS = 8;
const ROW = 'loop/sum.js n=10000000';
/** The runner check the job made at its start (the Action's nightly mode, runnerCheckAtStart), as the scan is given it. */
const RUNNER_CHECK: FingerprintFinding[] = [
  { check: 'turbo', state: 'warn', found: "boost on (the job's check at its start)" },
  { check: 'swap', state: 'ok', found: 'no swap' },
];
/** Every build fails if the token reached its environment (by name or by value). */
const BUILD_COMMAND = `if env | grep -q -e '${TOKEN}' -e GITHUB_TOKEN; then echo 'token leaked into the build' >&2; exit 9; fi; ./configure "$@" && make`;

/** The compare-suite loop, plus a check that no benchmark process sees the token (its name stays, masked: env.ts). */
function sumBenchmark(): string {
  const common = JSON.stringify(join(repoRoot, 'benchmarks', 'common.js'));
  return `'use strict';
const common = require(${common});
for (const [name, value] of Object.entries(process.env)) {
  if (String(value).includes(${JSON.stringify(TOKEN)})) throw new Error('token leaked: ' + name);
}
const bench = common.createBenchmark(main, { n: [10000000] });
function main({ n }) {
  let total = 0;
  bench.start();
  for (let i = 0; i < n; i++) total += i % 7;
  bench.end(n);
  if (total < 0) console.log(total);
}
`;
}

function boomBenchmark(): string {
  const common = JSON.stringify(join(repoRoot, 'benchmarks', 'common.js'));
  return `'use strict';
const common = require(${common});
const bench = common.createBenchmark(main, { n: [10] });
function main() {
  throw new Error('this benchmark always fails');
}
`;
}

describe("the nightly scan (scanNightly, as the Action's nightly mode makes it)", () => {
  let fake: FakeNodeRepo;
  let gh: FakeGitHub;
  let octokit: GitHubClient;
  let dir: string;
  let suiteDir: string;
  let cacheDir: string;
  let statePath: string;
  const logs: string[] = [];

  before(async () => {
    fake = await createFakeNodeRepo();
    dir = await makeTempDir('nightly-test-');
    suiteDir = join(dir, 'suite');
    await mkdir(join(suiteDir, 'loop'), { recursive: true });
    await mkdir(join(suiteDir, 'fail'), { recursive: true });
    await writeFile(join(suiteDir, 'loop', 'sum.js'), sumBenchmark());
    await writeFile(join(suiteDir, 'fail', 'boom.js'), boomBenchmark());
    cacheDir = join(dir, 'cache');
    statePath = join(dir, 'state', 'nightly-state.json');
    gh = await startFakeGitHub({ token: TOKEN });
    gh.state.addRepo(REPO);
    octokit = fakeGitHubClient(gh, TOKEN, logs);
  });
  after(async () => {
    await gh?.close();
    await fake?.cleanup();
  });

  /** the Action's inputs (strings, as a workflow gives them); the test's suite directory beside them */
  const options = (extra: Record<string, string> = {}) =>
    nightlyScan(
      {
        'repo-path': fake.repo,
        runs: String(RUNS),
        'cache-dir': cacheDir,
        'state-path': statePath,
        'build-command': BUILD_COMMAND,
        ...extra,
      },
      dir,
      { suiteDir },
    );
  const deps = (extra: Partial<NightlyDeps> = {}): NightlyDeps => ({
    owner: OWNER,
    repo: NAME,
    log: (line) => logs.push(line),
    runUrl: 'https://github.com/nodejs/node/actions/runs/77',
    env: { ...process.env, GITHUB_TOKEN: TOKEN, 'INPUT_GITHUB-TOKEN': TOKEN },
    runnerCheck: RUNNER_CHECK,
    platform: 'linux-x64',
    ...extra,
  });
  const writes = () => gh.requests.filter((r) => r.method !== 'GET').length;
  /** the GitHub-hosted half: the scan's result directory -> the regression issue */
  const deliver = (result: NightlyScanned, reportOptions: Parameters<typeof reportNightly>[1] = {}) =>
    reportNightly(result.resultDir, reportOptions, {
      octokit,
      owner: OWNER,
      repo: NAME,
      log: (line) => logs.push(line),
      runUrl: 'https://github.com/nodejs/node/actions/runs/77',
      serverUrl: 'https://github.com',
    });
  const seedState = (path: string, lastScannedSha: string, extra: Record<string, unknown> = {}) =>
    mkdir(join(path, '..'), { recursive: true }).then(() =>
      writeFile(path, JSON.stringify({ schemaVersion: 1, lastScannedSha, history: [], ...extra })),
    );

  let firstIssue: number;

  it('night 1: main got slower since the last scan: one issue with the label, the table and the compare link', async () => {
    await seedState(statePath, fake.fast);
    const requests = gh.requests.length;
    const result = await scanNightly(options(), deps());
    assert.equal(gh.requests.length, requests, 'the scan makes no GitHub request');
    assert.equal(result.status, 'scanned');
    if (result.status !== 'scanned') return;
    assert.match(result.summaryMarkdown, /No issue posted: the nightly-report job files the issue/);
    const delivered = await deliver(result);
    assert.equal(result.from, fake.fast);
    assert.equal(result.to, fake.slow);
    assert.equal(result.fromKind, 'last-scan');
    assert.deepEqual(result.run.failures, [], 'no benchmark saw the token');
    assert.equal(result.regressions.length, 1, result.summaryMarkdown);
    assert.equal(result.regressions[0]!.name, ROW);
    // live timings: how many stars a 2× slowdown gets at 8 runs depends on the machine's load (it got ** under two
    // other jobs); that it is called, and how far, does not
    assert.match(result.regressions[0]!.stars, /^\*+$/);
    assert.ok(result.regressions[0]!.improvement < -50);
    assert.deepEqual(result.improvements, []);
    assert.equal(delivered.issue?.action, 'created');
    assert.deepEqual(
      delivered.regressions.map((r) => r.name),
      [ROW],
    );

    const issues = gh.state.issues(REPO);
    assert.equal(issues.length, 1);
    const issue = issues[0]!;
    firstIssue = issue.number;
    assert.equal(delivered.issue?.number, issue.number);
    assert.equal(delivered.issue?.url, `https://github.com/${REPO}/issues/${issue.number}`);
    assert.deepEqual(issue.labels, ['performance-regression']);
    assert.equal(
      issue.title,
      `Performance regression on main: 1 benchmark slower (${fake.fast.slice(0, 7)}..${fake.slow.slice(0, 7)})`,
    );
    const body = issue.body ?? '';
    assert.ok(body.startsWith(regressionMarker(`${fake.fast}..${fake.slow}`)), body.slice(0, 200));
    assert.ok(body.includes(`https://github.com/${REPO}/compare/${fake.fast}...${fake.slow}`), body);
    assert.match(body, /\| benchmark \| change \(95 % interval\) \| verdict \| Holm \| runs\u00a0old\/new \|/);
    assert.match(body, /\| `loop\/sum\.js n=10000000` \| [^|]+ \| ▼\u00a0slower \| (?:\\\*){1,3} \| \d+ \/ \d+ \|/);
    assert.match(body, /Runner: .+ cores/);
    // the job's one runner check is every comparison's: the scan checks the machine no second time
    assert.match(body, /Runner: .+runner check: warn turbo\b/);
    const metadata = JSON.parse(await readFile(result.jsonPath, 'utf8')) as {
      fingerprint: { runnerCheck?: FingerprintFinding[] };
    };
    assert.deepEqual(metadata.fingerprint.runnerCheck, RUNNER_CHECK);
    assert.match(body, /1 commit\b/);
    assert.match(body, /\[workflow run\]\(https:\/\/github\.com\/nodejs\/node\/actions\/runs\/77\)/);
    assert.ok(body.length < 65_536);

    const { state } = await loadState(statePath);
    assert.equal(state?.lastScannedSha, fake.slow);
    assert.equal(state?.branch, 'main');
    assert.equal(state?.history.length, 1);
    const scan = state!.history[0]!;
    assert.equal(scan.fromSha, fake.fast);
    assert.equal(scan.toSha, fake.slow);
    assert.equal(scan.configs.length, 1);
    assert.equal(scan.configs[0]!.name, ROW);
    assert.equal(scan.configs[0]!.stars, '***');
    assert.ok(scan.configs[0]!.meanNew! < scan.configs[0]!.meanOld!);

    assert.match(result.summaryMarkdown, /### 1 regression/);
    assert.ok(delivered.summaryMarkdown.includes(`[#${issue.number}](${delivered.issue!.url}) created`));
    assert.ok(existsSync(result.csvPath));
    assert.ok(existsSync(result.jsonPath));
    assert.equal((await fake.builds()).length, 2);
  });

  it('night 2: main has not moved: skipped, nothing posted, state untouched', async () => {
    const before = await readFile(statePath);
    const requests = gh.requests.length;
    const result = await scanNightly(options(), deps());
    assert.equal(result.status, 'skipped');
    if (result.status !== 'skipped') return;
    assert.equal(result.reason, `main has not moved since ${fake.slow}`);
    assert.equal(result.head, fake.slow);
    assert.match(result.summaryMarkdown, /Skipped: main has not moved/);
    assert.equal(gh.requests.length, requests, 'no GitHub request at all');
    assert.deepEqual(await readFile(statePath), before);
    assert.equal((await fake.builds()).length, 2, 'nothing built');
  });

  it("re-running night 1's range updates the same open issue instead of opening another", async () => {
    const rerunState = join(dir, 'rerun', 'state.json');
    await seedState(rerunState, fake.fast);
    const result = await scanNightly(options({ 'state-path': rerunState }), deps());
    assert.equal(result.status, 'scanned');
    if (result.status !== 'scanned') return;
    assert.equal(result.to, fake.slow);
    assert.equal(result.regressions.length, 1, result.summaryMarkdown);
    const { issue } = await deliver(result);
    assert.ok(issue?.action === 'updated' || issue?.action === 'unchanged', issue?.action);
    assert.equal(issue?.number, firstIssue);
    assert.equal(gh.state.issues(REPO).length, 1, 'no second issue');
    assert.equal(gh.requestsTo('POST', `/repos/${REPO}/issues`).length, 1);
  });

  let readmeCommit: string;

  it('night 3: a commit of the same speed (README change): no issue, the history grows', async () => {
    readmeCommit = await fake.commit({ 'README.md': 'fake node checkout, now with docs\n' }, 'doc: README');
    const posted = writes();
    // an A/A range: on a loaded machine a row can come out slower by chance, undecided; only a change of 50 %
    // (night 2's is 10x) would be one to file, so this night asserts what holds under any load
    const threshold = { minChange: 50 };
    const result = await scanNightly(options({ 'regression-min-change': String(threshold.minChange) }), deps());
    assert.equal(result.status, 'scanned');
    if (result.status !== 'scanned') return;
    assert.equal(result.from, fake.slow);
    assert.equal(result.to, readmeCommit);
    assert.deepEqual(result.regressions, [], result.summaryMarkdown);
    const delivered = await deliver(result, { threshold });
    assert.equal(delivered.issue, undefined);
    assert.equal(writes(), posted, 'nothing posted');
    assert.equal(gh.state.issues(REPO).length, 1);
    assert.match(delivered.summaryMarkdown, /No regression beyond the threshold: nothing posted\./);

    const { state } = await loadState(statePath);
    assert.equal(state?.lastScannedSha, readmeCommit);
    assert.deepEqual(
      state?.history.map((scan) => [scan.fromSha, scan.toSha]),
      [
        [fake.fast, fake.slow],
        [fake.slow, readmeCommit],
      ],
    );
    assert.equal(state?.history[1]!.issue, undefined);
    assert.equal((await fake.builds()).length, 3, 'only the new commit was built');
  });

  it('only improvements: listed in the summary, nothing posted', async () => {
    const path = join(dir, 'improve', 'state.json');
    await seedState(path, fake.slow);
    const posted = writes();
    const result = await scanNightly(options({ 'state-path': path, branch: 'v-fast' }), deps());
    assert.equal(result.status, 'scanned');
    if (result.status !== 'scanned') return;
    assert.deepEqual(result.regressions, []);
    assert.equal(result.improvements.length, 1, result.summaryMarkdown);
    assert.equal(result.improvements[0]!.name, ROW);
    assert.equal((await deliver(result)).issue, undefined);
    assert.equal(writes(), posted);
    assert.match(result.summaryMarkdown, /### 1 improvement\n\n- loop\/sum\.js n=10000000: \*\*\d+\.\d\d %\*\*/);
  });

  it('a failing build leaves the state file byte for byte unchanged', async () => {
    const path = join(dir, 'broken', 'state.json');
    await seedState(path, fake.slow, { branch: 'broken' });
    const before = await readFile(path);
    const posted = writes();
    await assert.rejects(scanNightly(options({ 'state-path': path, branch: 'broken' }), deps()), (error: Error) => {
      assert.equal(error.name, 'BuildFailedError');
      assert.match(error.message, /this commit does not build/);
      return true;
    });
    assert.deepEqual(await readFile(path), before);
    assert.deepEqual(readdirSync(join(dir, 'broken')), ['state.json'], 'no temp file left behind');
    assert.equal(writes(), posted);
  });

  it('a cancelled run leaves the state unchanged and posts nothing', async () => {
    const path = join(dir, 'abort', 'state.json');
    await seedState(path, fake.fast);
    const before = await readFile(path);
    const posted = writes();
    const controller = new AbortController();
    const log = (line: string) => {
      logs.push(line);
      // both binaries are resolved (from the cache): cancel as the benchmarks start
      if (line.startsWith('results: ')) controller.abort();
    };
    await assert.rejects(
      scanNightly(options({ 'state-path': path }), deps({ log, signal: controller.signal })),
      (error: Error) => error instanceof NightlyError && /cancelled/.test(error.message),
    );
    assert.deepEqual(await readFile(path), before);
    assert.equal(writes(), posted);
  });

  it('a run cut by max-time writes no result.json (nothing says partial: false) and leaves the state unchanged', async () => {
    const path = join(dir, 'cut', 'state.json');
    const resultDir = join(dir, 'cut', 'result');
    await seedState(path, fake.fast);
    const before = await readFile(path);
    const posted = writes();
    await assert.rejects(
      // 40 runs a side take 10 s and more (the slow side runs without the JIT); 4 s are spent after the first few,
      // even on a loaded machine
      scanNightly(options({ 'state-path': path, 'result-dir': resultDir, runs: '40', 'max-time': '4s' }), deps()),
      (error: Error) =>
        error instanceof NightlyError &&
        /the benchmark run stopped early \(max-time\): results are partial, so no result\.json was written/.test(
          error.message,
        ),
    );
    assert.deepEqual(await readFile(path), before);
    assert.equal(existsSync(join(resultDir, 'result.json')), false, 'no result.json for the report job to file');
    assert.match(
      await readFile(join(resultDir, 'results.csv'), 'utf8'),
      /loop\/sum\.js/,
      'the samples so far are kept',
    );
    assert.equal(writes(), posted);
  });

  it('a run where every benchmark failed leaves the state unchanged', async () => {
    const path = join(dir, 'fail', 'state.json');
    await seedState(path, fake.fast);
    const before = await readFile(path);
    await assert.rejects(
      scanNightly(options({ 'state-path': path, groups: 'fail', runs: '2' }), deps()),
      (error: Error) =>
        error instanceof NightlyError &&
        /no benchmark produced results on both sides/.test(error.message) &&
        /boom\.js/.test(error.message),
    );
    assert.deepEqual(await readFile(path), before);
  });

  it('no state and no baseline: a clear error, nothing built', async () => {
    const builds = (await fake.builds()).length;
    const path = join(dir, 'none', 'state.json');
    await assert.rejects(
      scanNightly(options({ 'state-path': path }), deps()),
      /no state yet \(.*state\.json does not exist\) and no baseline: pass a baseline/,
    );
    assert.equal(existsSync(path), false);
    assert.equal((await fake.builds()).length, builds);
  });

  it('no state: the baseline is the old side, and the first state is written', async () => {
    const path = join(dir, 'first', 'nested', 'state.json');
    const result = await scanNightly(options({ 'state-path': path, baseline: 'v-fast' }), deps());
    assert.equal(result.status, 'scanned');
    if (result.status !== 'scanned') return;
    assert.equal(result.fromKind, 'baseline');
    assert.equal(result.from, fake.fast);
    assert.equal(result.to, readmeCommit);
    assert.equal(result.regressions.length, 1, result.summaryMarkdown);
    assert.match(result.summaryMarkdown, /No issue posted: the nightly-report job files the issue/);
    assert.match(result.summaryMarkdown, /from the baseline v-fast/);
    assert.match(result.summaryMarkdown, /2 commits/);
    const { state } = await loadState(path);
    assert.equal(state?.lastScannedSha, readmeCommit);
    assert.equal(state?.history.length, 1);

    // With state, the baseline is ignored: nothing new on main, so skipped.
    const again = await scanNightly(options({ 'state-path': path, baseline: 'v-fast' }), deps());
    assert.equal(again.status, 'skipped');
  });

  it('the default state path is <cacheDir>/nightly-state.json', async () => {
    const ownCache = join(dir, 'own-cache');
    const result = await scanNightly(options({ 'state-path': '', 'cache-dir': ownCache, baseline: 'main' }), deps());
    // baseline == head: nothing to compare, nothing written
    assert.equal(result.status, 'skipped');
    assert.match((result as { reason: string }).reason, /main is at the baseline main/);
    assert.equal(existsSync(join(ownCache, 'nightly-state.json')), false);
    await seedState(join(ownCache, 'nightly-state.json'), readmeCommit);
    const again = await scanNightly(options({ 'state-path': '', 'cache-dir': ownCache }), deps());
    assert.equal(again.status, 'skipped');
  });

  describe('refuses bad state and options before building anything', () => {
    const cases: [string, () => Promise<unknown>, RegExp][] = [
      [
        'a state file that is not JSON',
        async () => {
          const path = join(dir, 'bad-json.json');
          await writeFile(path, '{"schemaVersion": 1, ');
          return scanNightly(options({ 'state-path': path }), deps());
        },
        /bad-json\.json is not valid JSON .*delete it and pass a baseline/,
      ],
      [
        'a state file of another shape',
        async () => {
          const path = join(dir, 'bad-shape.json');
          await writeFile(path, JSON.stringify({ schemaVersion: 1, lastScannedSha: 'main', history: [] }));
          return scanNightly(options({ 'state-path': path }), deps());
        },
        /bad-shape\.json is not a node-benchmark-action state file: lastScannedSha: a full hex commit SHA/,
      ],
      [
        'a state file from a newer version',
        async () => {
          const path = join(dir, 'newer.json');
          await writeFile(path, JSON.stringify({ schemaVersion: 3, lastScannedSha: fake.fast, history: [] }));
          return scanNightly(options({ 'state-path': path }), deps());
        },
        /schemaVersion 3: it was written by a newer node-benchmark-action/,
      ],
      [
        'a state file of another branch',
        async () => {
          const path = join(dir, 'other-branch.json');
          await seedState(path, fake.fast, { branch: 'v20.x' });
          return scanNightly(options({ 'state-path': path }), deps());
        },
        /is for the branch "v20\.x", not "main": give each branch its own state file/,
      ],
      [
        'a last scanned commit missing from the checkout',
        async () => {
          const path = join(dir, 'missing.json');
          await seedState(path, 'f'.repeat(40));
          return scanNightly(options({ 'state-path': path }), deps());
        },
        /the last scanned commit f{40} .* is not in the checkout .*fetch-depth: 0/,
      ],
      [
        'an unknown branch',
        async () => scanNightly(options({ 'state-path': join(dir, 'nope.json'), branch: 'no-such-branch' }), deps()),
        /the branch "no-such-branch" does not name a commit/,
      ],
      [
        'an unknown baseline',
        async () => scanNightly(options({ 'state-path': join(dir, 'nope.json'), baseline: 'v0.0.0' }), deps()),
        /the baseline "v0\.0\.0" does not name a commit/,
      ],
      [
        'a branch that looks like an option',
        async () => scanNightly(options({ branch: '--upload-pack=evil' }), deps()),
        /branch "--upload-pack=evil" starts with "-"/,
      ],
      [
        'a state file inside the checkout (the code being built could rewrite it)',
        async () => scanNightly(options({ 'state-path': join(fake.repo, 'nightly-state.json') }), deps()),
        /the state file .* is inside the checkout .*: keep it in the cache dir/,
      ],
      [
        'a branch name the report could not print safely',
        async () => scanNightly(options({ branch: 'main@{1}' }), deps()),
        /branch "main@\{1\}" may only contain letters, digits and _ \. \/ -/,
      ],
      [
        'a checkout that keeps the token in .git/config',
        async () => {
          await fake.git(['config', 'http.https://github.com/.extraheader', `AUTHORIZATION: basic ${TOKEN}`]);
          try {
            return await scanNightly(options(), deps());
          } finally {
            await fake.git(['config', '--unset', 'http.https://github.com/.extraheader']);
          }
        },
        /keeps a GitHub token in \.git\/config .*persist-credentials: false/,
      ],
      [
        'a repo that is not a git repository',
        async () => scanNightly(options({ 'repo-path': suiteDir }), deps()),
        /no git repository at /,
      ],
    ];
    for (const [name, attempt, message] of cases) {
      it(name, async () => {
        const builds = (await fake.builds()).length;
        const posted = writes();
        await assert.rejects(attempt(), (error: Error) => {
          assert.ok(
            error instanceof NightlyError || error instanceof NightlyStateError,
            `${error.name}: ${error.message}`,
          );
          assert.match(error.message, message);
          return true;
        });
        assert.equal((await fake.builds()).length, builds);
        assert.equal(writes(), posted);
      });
    }

    // the scan's own rules on runs, the regression rule, the groups and the suite: named as the inputs, when the
    // nightly job reads them (before any scan starts)
    const inputCases: [string, Record<string, string>, RegExp][] = [
      ['runs 1', { runs: '1' }, /input runs must be auto or 2 or more for the nightly \(a t-test needs 2\); got 1/],
      [
        'max runs 3 with runs auto',
        { runs: 'auto', 'max-runs': '3' },
        /input max-runs must be 4 or more with input runs auto for the nightly/,
      ],
      [
        'four stars',
        { 'regression-stars': '****' },
        /input regression-stars must be one of \*, \*\*, \*\*\*; got "\*\*\*\*"/,
      ],
      ['a negative minChange', { 'regression-min-change': '-1' }, /input regression-min-change must be a percentage/],
      ['no groups', { groups: '' }, /input groups is empty: name the benchmark groups to run/],
      ['a suite that does not exist', { suite: 'other' }, /input suite must be one of auto, bundled, core/],
    ];
    for (const [name, inputs, message] of inputCases) {
      it(name, () => {
        assert.throws(
          () => options(inputs),
          (error: Error) => error instanceof RequestError && message.test(error.message),
        );
      });
    }
  });
});
