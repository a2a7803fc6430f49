// The per-job actions (gate/, execute/, report/, run/, nightly/, nightly-report/): each action.yml declares exactly
// the inputs its job reads and the outputs it sets, and each runs through its own bundle entry (dist/<job>.js) as
// GitHub runs it, against real git repositories, real builds and the fake GitHub; the root action still works and
// says, in one line, which action to use instead.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { INPUT_MODES, MODES, namesOf, OUTPUT_MODES, readJobInputs, type Mode } from '../../src/action/inputs.ts';
import { rootDeprecation } from '../../src/main.ts';
import { readActionYml, runAction, type ActionRun } from '../helpers/action.ts';
import { commentEvent } from '../helpers/events.ts';
import { createFakeNodeRepo, type FakeNodeRepo } from '../helpers/fake-node-repo.ts';
import { startFakeGitHub, type FakeGitHub } from '../helpers/fake-github.ts';
import { repoRoot, scratchDir } from '../helpers/paths.ts';
import { reportComments } from '../helpers/report-comments.ts';

/** The names readJobInputs asks for when it reads `mode`'s inputs (every one given blank: its default). */
function inputsRead(mode: Mode): string[] {
  const read: string[] = [];
  readJobInputs(mode, (name) => {
    read.push(name);
    return '';
  });
  return [...new Set(read)].sort();
}

const sorted = (names: Iterable<string>) => [...names].sort();

describe('each per-job action.yml', () => {
  for (const mode of MODES) {
    describe(`${mode}/action.yml`, () => {
      const action = readActionYml(mode);

      it('declares exactly the inputs its job reads', () => {
        const declared = sorted(Object.keys(action.inputs));
        const read = inputsRead(mode);
        const undeclared = read.filter((name) => !declared.includes(name));
        const unread = declared.filter((name) => !read.includes(name));
        assert.deepEqual({ undeclared, unread }, { undeclared: [], unread: [] });
      });

      it('declares exactly the outputs its job sets, and no mode input', () => {
        assert.deepEqual(sorted(Object.keys(action.outputs)), sorted(namesOf(OUTPUT_MODES, mode)));
        assert.equal(action.inputs.mode, undefined);
      });

      it(`runs its own entry, dist/${mode}.js, on node24`, () => {
        assert.deepEqual(action.runs, { using: 'node24', main: `../dist/${mode}.js` });
        // the entry the build bundles into it tells main.ts this mode
        const entry = readFileSync(join(repoRoot, 'src', 'jobs', `${mode}.ts`), 'utf8');
        assert.match(entry, new RegExp(`await run\\('${mode}'\\);`));
        assert.match(readFileSync(join(repoRoot, 'scripts', 'build.mjs'), 'utf8'), new RegExp(`'${mode}'`));
      });
    });
  }

  it('a job never reads an input it does not declare, even when a step passes it', () => {
    for (const mode of MODES) {
      const own = new Set(namesOf(INPUT_MODES, mode));
      // a value no option takes: reading any of the others would throw
      const inputs = readJobInputs(mode, (name) => (own.has(name) ? '' : 'not-a-value-of-any-input'));
      assert.equal(inputs.mode, mode);
    }
  });

  it('an input that several actions declare has the same default in each, and in the root action', () => {
    const defaults = new Map<string, Set<string>>();
    for (const job of ['root', ...MODES] as const) {
      for (const [name, input] of Object.entries(readActionYml(job).inputs)) {
        defaults.set(name, (defaults.get(name) ?? new Set()).add(input.default ?? '(none)'));
      }
    }
    const differing = [...defaults].filter(([, values]) => values.size > 1).map(([name]) => name);
    assert.deepEqual(differing, []);
  });

  it('the root action.yml (deprecated) still declares mode and every input and output of the jobs', () => {
    const root = readActionYml('root');
    assert.deepEqual(sorted(Object.keys(root.inputs)), sorted(['mode', ...Object.keys(INPUT_MODES)]));
    assert.deepEqual(sorted(Object.keys(root.outputs)), sorted(Object.keys(OUTPUT_MODES)));
    assert.deepEqual(root.runs, { using: 'node24', main: 'dist/index.js' });
  });
});

const REPO = 'nodejs/node';
const PR = 7;
const writer = { login: 'writer-person', id: 1001 };
const WORKFLOW_ENV = { GITHUB_WORKFLOW_REF: `${REPO}/.github/workflows/benchmark.yml@refs/heads/main` };
const DEPRECATION = /::warning::the root action \(mode: \w+\) is deprecated/;

/** Every output a run set is one its action.yml declares. */
function assertDeclaredOutputs(run: ActionRun, job: Mode): void {
  const declared = Object.keys(readActionYml(job).outputs);
  assert.deepEqual(
    Object.keys(run.outputs).filter((name) => !declared.includes(name)),
    [],
    `${job} set outputs its action.yml does not declare`,
  );
}

describe('the per-job actions through their bundle entries: gate -> execute -> report', () => {
  let fake: FakeNodeRepo;
  let github: FakeGitHub;
  const scratch = scratchDir('job-actions-');

  before(async () => {
    fake = await createFakeNodeRepo();
    github = await startFakeGitHub();
    github.state.addRepo(REPO);
    github.state.addCollaborator(REPO, writer, 'write');
    github.state.addPull(REPO, { number: PR, headSha: fake.slow, baseSha: fake.fast, baseRef: 'main' });
  });
  after(async () => {
    await github.close();
    await fake.cleanup();
  });

  it('gate/ accepts a /benchmark comment, execute/ runs it without a token, report/ posts the table', async () => {
    if (!existsSync(join(repoRoot, 'dist', 'gate.js'))) assert.fail('dist/gate.js is missing: run npm run build');
    const body = '/benchmark buffers --filter tojson --set len=256 --runs 2';
    const comment = github.state.addComment(REPO, PR, { body, user: { ...writer, type: 'User' } });
    const payload = commentEvent({ repository: REPO, issueNumber: PR, commentId: comment.id, body, user: writer });

    const gated = await runAction({
      job: 'gate',
      eventName: 'issue_comment',
      payload,
      apiUrl: github.url,
      inputs: { 'github-token': 'gate-token', 'allowed-groups': 'buffers' },
    });
    assert.equal(gated.code, 0, gated.stdout + gated.stderr);
    assert.equal(gated.outputs.proceed, 'true');
    assert.equal(gated.outputs.sha, fake.slow);
    assertDeclaredOutputs(gated, 'gate');
    assert.doesNotMatch(gated.stdout, DEPRECATION);

    const resultDir = join(scratch, 'result');
    const callsBefore = github.requests.length;
    const executed = await runAction({
      job: 'execute',
      eventName: 'issue_comment',
      payload,
      inputs: {
        request: gated.outputs.request!,
        'repo-path': fake.repo,
        'result-dir': resultDir,
        'cache-dir': join(scratch, 'cache'),
        'min-free-gb': '0',
      },
      workspace: scratch,
    });
    assert.equal(executed.code, 0, executed.stdout + executed.stderr);
    assert.equal(executed.outputs.csv, join(resultDir, 'results.csv'));
    assert.ok(existsSync(join(resultDir, 'result.json')));
    assertDeclaredOutputs(executed, 'execute');
    // execute declares no token: it made no API call at all
    assert.equal(readActionYml('execute').inputs['github-token'], undefined);
    assert.equal(github.requests.length, callsBefore);

    const reported = await runAction({
      job: 'report',
      eventName: 'issue_comment',
      payload,
      apiUrl: github.url,
      runId: '3001',
      env: WORKFLOW_ENV,
      inputs: { request: gated.outputs.request!, 'result-dir': resultDir, 'github-token': 'report-token' },
    });
    assert.equal(reported.code, 0, reported.stdout + reported.stderr);
    assertDeclaredOutputs(reported, 'report');
    const posted = reportComments(github, { repo: REPO, pr: PR, workflow: 'benchmark.yml', runId: 3001 });
    assert.equal(posted.length, 1);
    assert.match(posted[0]!.body, /buffers\/tojson\.js/);
    assert.equal(reported.outputs['comment-url']?.endsWith(`#issuecomment-${posted[0]!.id}`), true);
  });

  it('a per-job action refuses a bad input of its own in one line, naming it', async () => {
    const run = await runAction({
      job: 'gate',
      eventName: 'issue_comment',
      payload: commentEvent({ repository: REPO, issueNumber: PR, commentId: 1, body: '/benchmark', user: writer }),
      apiUrl: github.url,
      inputs: { 'github-token': 'gate-token', 'max-runs': 'many' },
    });
    assert.notEqual(run.code, 0);
    assert.match(run.stdout, /^::error::input max-runs .*$/m);
    assert.doesNotMatch(run.stdout + run.stderr, /\n\s+at /, 'no stack trace');
  });

  it('the root action still runs a job, and says in one line which action to use instead', async () => {
    const body = '/benchmark buffers --runs 2';
    const comment = github.state.addComment(REPO, PR, { body, user: { ...writer, type: 'User' } });
    const run = await runAction({
      eventName: 'issue_comment',
      payload: commentEvent({ repository: REPO, issueNumber: PR, commentId: comment.id, body, user: writer }),
      apiUrl: github.url,
      inputs: { mode: 'gate', 'github-token': 'gate-token', 'allowed-groups': 'buffers' },
    });
    assert.equal(run.code, 0, run.stdout + run.stderr);
    assert.equal(run.outputs.proceed, 'true');
    const warnings = run.stdout.split('\n').filter((line) => DEPRECATION.test(line));
    assert.deepEqual(warnings, [`::warning::${rootDeprecation('gate')}`]);
    assert.match(
      warnings[0]!,
      /use nodejs-perf\/node-benchmark-action\/gate \(same commit, same inputs, no mode input\)/,
    );
  });
});
