// The Action's nightly split end to end, as the example workflow runs it: a
// schedule event, a real git repository whose main got slower, real builds;
// `mode: nightly` (self-hosted, no token) writes a data-only result directory
// and the state, `mode: nightly-report` (GitHub-hosted, token) validates it
// and files the issue on the fake GitHub server.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { RESULT_CSV, RESULT_JSON } from '../../src/artifact/result-dir.ts';
import { runAction } from '../helpers/action.ts';
import { createFakeNodeRepo, type FakeNodeRepo } from '../helpers/fake-node-repo.ts';
import { startFakeGitHub, type FakeGitHub } from '../helpers/fake-github.ts';

const REPO = 'nodejs/node';
const SECRET = 'ghs_nightlySecretThatMustNotReachTheScan';

describe('the Action in nightly and nightly-report mode', () => {
  let fake: FakeNodeRepo;
  let github: FakeGitHub;
  const scratch = mkdtempSync(join(tmpdir(), 'nightly-action-'));
  const resultDir = join(scratch, 'node-bench-nightly');
  const cacheDir = join(scratch, 'cache');
  before(async () => {
    fake = await createFakeNodeRepo();
    github = await startFakeGitHub();
    github.state.addRepo(REPO);
  });
  after(async () => {
    await github.close();
    await fake.cleanup();
    rmSync(scratch, { recursive: true, force: true });
  });

  const schedule = { schedule: '0 3 * * *', repository: { full_name: REPO, default_branch: 'main' } };
  const scan = () =>
    runAction({
      eventName: 'schedule',
      payload: schedule,
      apiUrl: github.url,
      workspace: scratch,
      env: { GITHUB_TOKEN: SECRET },
      inputs: {
        mode: 'nightly',
        'repo-path': fake.repo,
        baseline: 'v-fast',
        groups: 'buffers',
        filter: 'tojson',
        set: 'len=256',
        // the default, as PR runs: the scan adds runs to the rows still open, up to max-runs
        runs: 'auto',
        'max-runs': '12',
        'result-dir': resultDir,
        'cache-dir': cacheDir,
        'min-free-gb': '0',
        'github-token': '',
      },
    });
  const report = (dir = resultDir) =>
    runAction({
      eventName: 'schedule',
      payload: schedule,
      apiUrl: github.url,
      workspace: scratch,
      inputs: { mode: 'nightly-report', 'result-dir': dir, 'github-token': 'report-token' },
    });

  it("the scan's minimum runs fail the nightly job when its inputs are read, named as the inputs", async () => {
    const tooFew = (inputs: Record<string, string>) =>
      runAction({
        eventName: 'schedule',
        payload: schedule,
        workspace: scratch,
        inputs: { mode: 'nightly', 'repo-path': fake.repo, groups: 'buffers', 'github-token': '', ...inputs },
      });
    const fixed = await tooFew({ runs: '1' });
    assert.equal(fixed.code, 1);
    assert.match(
      fixed.stdout,
      /::error::input runs must be auto or 2 or more for the nightly \(a t-test needs 2\); got 1/,
    );
    const auto = await tooFew({ runs: 'auto', 'max-runs': '3' });
    assert.equal(auto.code, 1);
    assert.match(
      auto.stdout,
      /::error::input max-runs must be 4 or more with input runs auto for the nightly \(its first look is at 4\); got 3/,
    );
    assert.doesNotMatch(fixed.stdout + auto.stdout, /nightly: |builds: /, 'refused before the scan started');
  });

  it('scans without a token, then the report job files one issue; the second night is skipped', async () => {
    const first = await scan();
    assert.equal(first.code, 0, first.stdout + first.stderr);
    assert.equal(github.requests.length, 0, 'the scan job talks to no GitHub API');
    // the runner check at the start: advice in the log, never a failure
    assert.match(first.stdout, /^runner check: \d+ warnings?, \d+ unknown here, \d+ ok/m);
    assert.equal(first.outputs['nightly-status'], 'scanned');
    assert.equal(first.outputs.from, fake.fast);
    assert.equal(first.outputs.to, fake.slow);
    assert.equal(first.outputs['result-dir'], resultDir);
    assert.equal(github.state.issues(REPO).length, 0);
    const metadata = JSON.parse(readFileSync(join(resultDir, RESULT_JSON), 'utf8'));
    assert.deepEqual(
      [metadata.nightly.from, metadata.nightly.to, metadata.nightly.branch],
      [fake.fast, fake.slow, 'main'],
    );
    // runs auto: the report job replays the looks from the CSV (the adaptive section) and decides with them
    assert.equal(metadata.adaptive.maxRuns, 12);
    assert.equal(metadata.adaptive.rows[0].outcome, 'regression');
    assert.ok(metadata.adaptive.rows[0].n.old < 12, 'a 10x slowdown settles before the cap');
    const state = JSON.parse(readFileSync(join(cacheDir, 'nightly-state.json'), 'utf8'));
    assert.equal(state.lastScannedSha, fake.slow, 'the state lives in the cache dir');

    const reported = await report();
    assert.equal(reported.code, 0, reported.stdout + reported.stderr);
    assert.ok(Number(reported.outputs.regressions) >= 1, reported.summary);
    assert.equal(reported.outputs.undecided, '0');
    assert.match(reported.summary, /the sequential test \(runs auto, Holm over the rows at 5 %\)/);
    const issues = github.state.issues(REPO);
    assert.equal(issues.length, 1);
    assert.deepEqual(issues[0]!.labels, ['performance-regression']);
    assert.match(issues[0]!.body ?? '', /buffers\/tojson\.js/);
    assert.match(issues[0]!.body ?? '', new RegExp(`compare/${fake.fast}\\.\\.\\.${fake.slow}`));
    assert.equal(reported.outputs['issue-url'], `https://github.com/${REPO}/issues/${issues[0]!.number}`);

    const second = await scan();
    assert.equal(second.code, 0, second.stderr);
    assert.equal(second.outputs['nightly-status'], 'skipped');
    assert.match(second.summary, /has not moved/);
    assert.ok(existsSync(join(cacheDir, 'nightly-state.json')));
  });

  it('nightly-report builds the history site: tonight, the kept nights (none yet) and the state', async () => {
    // from src (the history site is newer than the committed bundle); the night the test above scanned and filed
    const site = join(scratch, 'site');
    const reported = await runAction({
      eventName: 'schedule',
      payload: schedule,
      apiUrl: github.url,
      workspace: scratch,
      entry: 'src',
      job: 'nightly-report',
      inputs: {
        'result-dir': resultDir,
        'github-token': 'report-token',
        'site-dir': site,
        'site-history': join(scratch, 'history-not-restored-yet'),
        'state-path': join(cacheDir, 'nightly-state.json'),
      },
    });
    assert.equal(reported.code, 0, reported.stdout + reported.stderr);
    assert.match(reported.stdout, /^history: 1 nights, \d+ files/m);
    assert.doesNotMatch(reported.stdout, /left out/);
    const issue = github.state.issues(REPO)[0]!;
    const page = readFileSync(join(site, 'c', '0-buffers.html'), 'utf8');
    assert.ok(page.includes(`href="https://github.com/${REPO}/issues/${issue.number}"`), "tonight's issue is linked");
    assert.ok(page.includes(`<li class="regressed" data-to="${fake.slow}">`));
    assert.ok(existsSync(join(site, 'assets', 'vega.min.js')) && existsSync(join(site, 'regressions.atom')));
  });

  it('nightly-report refuses a forged or foreign result directory and posts nothing', async () => {
    const writes = () => github.requests.filter((r) => r.method !== 'GET').length;
    const before = writes();
    const metadata = JSON.parse(readFileSync(join(resultDir, RESULT_JSON), 'utf8'));
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a JSON document edited in place
    const cases: [string, (m: any) => void, RegExp][] = [
      ['range', (m) => (m.nightly.to = 'f'.repeat(40)), /not the scanned range/],
      ['pr', (m) => (m.headSha = m.nightly.to), /names a pull request head/],
      ['plain', (m) => delete m.nightly, /no nightly section/],
      ['branch', (m) => (m.nightly.branch = 'main\n@nodejs/tsc'), /nightly\.branch/],
    ];
    for (const [name, change, message] of cases) {
      const dir = join(scratch, `forged-${name}`);
      mkdirSync(dir);
      copyFileSync(join(resultDir, RESULT_CSV), join(dir, RESULT_CSV));
      const forged = structuredClone(metadata);
      change(forged);
      writeFileSync(join(dir, RESULT_JSON), JSON.stringify(forged));
      const run = await report(dir);
      assert.equal(run.code, 1, `${name}: ${run.stdout}`);
      assert.match(run.stdout, message, name);
    }
    // and the PR report refuses a nightly result directory
    const asPr = await runAction({
      eventName: 'schedule',
      payload: schedule,
      apiUrl: github.url,
      workspace: scratch,
      inputs: { mode: 'report', 'result-dir': resultDir, comment: 'false', 'github-token': '' },
    });
    assert.equal(asPr.code, 1);
    assert.match(asPr.stdout, /nightly scan result directory: report it with mode nightly-report/);
    assert.equal(writes(), before);
  });
});

describe("the Action's nightly bisect under outside load (issue 27's scenario, through dist)", () => {
  let fake: FakeNodeRepo;
  const scratch = mkdtempSync(join(tmpdir(), 'nightly-action-load-'));
  const resultDir = join(scratch, 'node-bench-nightly');
  const commits: string[] = [];
  before(async () => {
    fake = await createFakeNodeRepo();
    // 10 first-parent commits after the baseline: the 4th does not build, the 7th makes node 5-10x slower
    await fake.git(['checkout', '-q', '-b', 'scan', fake.fast]);
    for (let i = 1; i <= 10; i++) {
      const files: Record<string, string> = { 'README.md': `scan ${i}\n` };
      if (i === 4) files.Makefile = fake.sources.brokenMakefile;
      if (i === 5) files.Makefile = fake.sources.makefile;
      if (i === 7) files['node.sh.in'] = fake.sources.slowNode;
      commits.push(await fake.commit(files, `commit ${i}`));
    }
    await fake.git(['checkout', '-q', 'main']);
  });
  after(async () => {
    await fake.cleanup();
    rmSync(scratch, { recursive: true, force: true });
  });

  it('finds the slowdown and names the 7th commit, or a range holding it, never another one', async (t) => {
    const loops = Array.from({ length: availableParallelism() }, () =>
      spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }),
    );
    let run: Awaited<ReturnType<typeof runAction>>;
    try {
      run = await runAction({
        eventName: 'schedule',
        payload: { schedule: '0 3 * * *', repository: { full_name: REPO, default_branch: 'main' } },
        apiUrl: 'http://127.0.0.1:9',
        workspace: scratch,
        inputs: {
          mode: 'nightly',
          'repo-path': fake.repo,
          branch: 'scan',
          baseline: 'v-fast',
          groups: 'buffers',
          filter: 'tojson',
          set: 'len=256',
          'max-runs': '20',
          'result-dir': resultDir,
          'cache-dir': join(scratch, 'cache'),
          'min-free-gb': '0',
          'github-token': '',
        },
      });
    } finally {
      for (const loop of loops) loop.kill('SIGKILL');
    }
    assert.equal(run.code, 0, run.stdout + run.stderr);
    assert.ok(Number(run.outputs.regressions) >= 1, run.summary);
    const metadata = JSON.parse(readFileSync(join(resultDir, RESULT_JSON), 'utf8'));
    const bisect = metadata.nightly.bisect;
    assert.ok(bisect, run.stdout);
    const culprit = commits[6]!;
    if (bisect.status === 'culprit') assert.deepEqual(bisect.candidates, [culprit], JSON.stringify(bisect.steps));
    else assert.ok(bisect.candidates.includes(culprit), JSON.stringify(bisect));
    for (const step of bisect.steps as { sha: string; verdict: string }[]) {
      const i = commits.indexOf(step.sha);
      const truth = i === 3 ? 'skip' : i >= 6 ? 'bad' : 'good';
      assert.ok(step.verdict === truth || step.verdict === 'unknown', `commit ${i + 1}: ${step.verdict}`);
    }
    assert.ok(bisect.builds <= 6);
    t.diagnostic(
      `under load: ${bisect.status} ${bisect.candidates.map((sha: string) => commits.indexOf(sha) + 1).join(',')}; ` +
        (bisect.steps as { sha: string; verdict: string; rows: { nOld: number }[] }[])
          .map((step) => `${commits.indexOf(step.sha) + 1} ${step.verdict} (${step.rows[0]?.nOld ?? 0} runs)`)
          .join(', '),
    );
  });
});
