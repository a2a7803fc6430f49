// docs/setup.md, followed: the workflow file it says to copy, checked against what the page says of it (the Action
// reference, the runner's labels and version, the label, the permissions, the inputs to edit), then its three jobs
// run as GitHub would run them for the page's first comment — each job's `if:` and each of our steps' inputs
// evaluated by GitHub's expression evaluator from the file, each job's action (dist/<job>.js) in child processes,
// a real build in the sandbox, a fake GitHub — to the first sticky comment. Then the timing history the page says
// reaches the gate: the report job's cache, restored by the next gate, makes its reply's estimate.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { parse } from 'yaml';
import { reportMarker } from '../../src/report/comment.ts';
import type { Mode } from '../../src/action/inputs.ts';
import { readActionYml, runAction, type ActionRun } from '../helpers/action.ts';
import { commentEvent } from '../helpers/events.ts';
import { createFakeNodeRepo, type FakeNodeRepo } from '../helpers/fake-node-repo.ts';
import { GITHUB_ACTIONS_BOT, startFakeGitHub, type FakeGitHub } from '../helpers/fake-github.ts';
import { repoRoot, scratchDir } from '../helpers/paths.ts';
import { interpolate, jobStarts } from '../helpers/workflow-expressions.ts';

interface Step {
  id?: string;
  uses?: string;
  with?: Record<string, unknown>;
}
interface Job {
  if?: string;
  'runs-on': unknown;
  permissions?: Record<string, string>;
  steps: Step[];
}

const page = readFileSync(join(repoRoot, 'docs', 'setup.md'), 'utf8');

/** The section of the page under the heading that starts with `title`. */
function section(title: string): string {
  const start = page.search(new RegExp(`^## ${title}`, 'm'));
  assert.ok(start >= 0, `docs/setup.md has a section "${title}"`);
  const end = page.indexOf('\n## ', start + 1);
  return page.slice(start, end === -1 ? undefined : end);
}
/** The first fenced block of a section. */
const codeBlock = (text: string) => /```\w*\n([\s\S]*?)```/.exec(text)?.[1]?.trim();
/** The first column of a section's table: `name` cells. */
const tableNames = (text: string) => [...text.matchAll(/^\| `([^`]+)`/gm)].map((match) => match[1]!);

// 1. The workflow file: the one the page links to, saved where the page says
const [, linked] = /\]\(\.\.\/(\.github\/workflows\/[\w-]+\.yml)\)/.exec(section('1\\.'))!;
const [, savedAs] = /to\s+`\.github\/workflows\/([\w-]+\.yml)`/.exec(section('1\\.'))!;
const workflow = parse(readFileSync(join(repoRoot, linked!), 'utf8')) as { jobs: Record<string, Job> };
const OURS = /^nodejs-perf\/node-benchmark-action\/([\w-]+)@/;
const ours = (job: Job) => job.steps.find((step) => OURS.test(step.uses ?? ''))!;
/** The per-job action a job's step of ours runs (gate, execute, report). */
const jobOf = (job: Job) => OURS.exec(ours(job).uses!)![1] as Mode;

const REPO = 'nodejs/node';
const PR = 12;
const writer = { login: 'writer-person', id: 1001 };

describe('docs/setup.md says what the workflow it points to does', () => {
  it("the workflow to copy is the PR example, saved under a name nodejs/node's own workflows do not have", () => {
    assert.equal(linked, '.github/workflows/example-benchmark-pr.yml');
    assert.equal(savedAs, 'node-bench-pr.yml');
    // a fork of nodejs/node carries core's .github/workflows/benchmark.yml: the copy must not replace it
    assert.notEqual(savedAs, 'benchmark.yml');
    const fork = section('A fork of nodejs/node');
    assert.match(fork, /Disable workflow/);
    assert.match(fork, /no runner groups/);
  });

  it("the fork section's command lists every benchmark category of a node core checkout", () => {
    const fork = section('A fork of nodejs/node');
    const command = codeBlock(fork.slice(fork.indexOf('`allowed-groups` names')))!;
    const core = process.env.NODE_CORE_SOURCE_24;
    if (core === undefined) return;
    const listed = execFileSync('sh', ['-c', command], { cwd: core, encoding: 'utf8' }).trim().split(' ');
    assert.equal(listed.length, 54, listed.join(' '));
    assert.ok(listed.includes('buffers') && !listed.includes('fixtures') && !listed.includes('common.js'));
  });

  it("the Action references on the page are the ones of the workflow's jobs, one action per job", () => {
    const references = codeBlock(section('2\\.'))!
      .split('\n')
      .map((line) => line.replace(/^uses:\s*/, '').replace(/\s+#.*$/, ''));
    const used = Object.values(workflow.jobs).map((job) => ours(job).uses);
    assert.deepEqual(references.sort(), used.sort());
    assert.deepEqual(Object.values(workflow.jobs).map(jobOf), ['gate', 'execute', 'report']);
    assert.match(section('2\\.'), /full SHA/);
  });

  it('bubblewrap, the runner version and the runner labels are the ones the workflow needs', () => {
    assert.match(codeBlock(section('3\\.'))!, /apt-get install bubblewrap/);
    assert.match(section('3\\.'), new RegExp(String(ours(workflow.jobs.execute!).with!['cache-dir'])));
    const runner = section('4\\.');
    // node24 actions need runner 2.327.1 (the pinned actions' READMEs say so); the Action is node24 too
    for (const job of Object.values(workflow.jobs)) assert.equal(readActionYml(jobOf(job)).runs.using, 'node24');
    assert.match(runner, /v2\.327\.1 or newer/);
    assert.deepEqual(workflow.jobs.execute!['runs-on'], ['self-hosted', 'benchmark']);
    assert.match(runner, /runs-on: \[self-hosted, benchmark\]/);
    assert.match(codeBlock(runner)!, /--labels benchmark/);
  });

  it('the runner group admits exactly the copied file on the default branch', () => {
    assert.match(section('5\\.'), new RegExp(`/\\.github/workflows/${savedAs!.replace('.', '\\.')}@refs/heads/main`));
  });

  it("the label is the gate's, and the gate job's if: names it", () => {
    const label = String(ours(workflow.jobs.gate!).with?.label ?? readActionYml('gate').inputs.label!.default);
    assert.match(section('6\\.'), new RegExp(`Create the label \`${label}\``));
    assert.match(workflow.jobs.gate!.if!, new RegExp(`'${label}'`));
  });

  it("the permissions table is each job's permissions", () => {
    const rows = new Map(
      [...section('7\\.').matchAll(/^\| `(\w+)`\s*\|([^|]*)\|/gm)].map((match) => [match[1]!, match[2]!.trim()]),
    );
    for (const [id, job] of Object.entries(workflow.jobs)) {
      const granted = Object.entries(job.permissions ?? {}).map(([scope, level]) => `\`${scope}: ${level}\``);
      assert.equal(rows.get(id), granted.length === 0 ? 'none (`permissions: {}`)' : granted.join(', '), id);
    }
  });

  it('the inputs it says to edit are in the workflow', () => {
    const inputs = Object.values(workflow.jobs).flatMap((job) => Object.keys(ours(job).with ?? {}));
    for (const name of tableNames(section('8\\.'))) {
      const declaring = Object.values(workflow.jobs).filter((job) => name in readActionYml(jobOf(job)).inputs);
      assert.ok(declaring.length > 0, `${name} is an input of a job's action`);
      assert.ok(inputs.includes(name) || name === 'min-free-gb', `${name} is set in the workflow`);
    }
  });
});

describe('docs/setup.md followed on a fake GitHub: the first comment gets the table', () => {
  let fake: FakeNodeRepo;
  let github: FakeGitHub;
  let head: string;
  const scratch = scratchDir('setup-page-');
  const workflowEnv = { GITHUB_WORKFLOW_REF: `${REPO}/.github/workflows/${savedAs}@refs/heads/main` };
  // step 8: what the page says to set for your runner, set for this machine (CPU 0: CPU 1 is not ours to load)
  const edits: Record<string, Record<string, string>> = {
    execute: { cpuset: '0', 'cache-dir': join(scratch, 'cache'), 'min-free-gb': '0' },
  };

  before(async () => {
    fake = await createFakeNodeRepo();
    head = await fake.commit({ 'lib/buffer.js': '// a change to Buffer\n' }, 'buffer: a change');
    github = await startFakeGitHub();
    github.state.addRepo(REPO);
    github.state.addCollaborator(REPO, writer, 'write');
    github.state.addPull(REPO, {
      number: PR,
      headSha: head,
      baseSha: fake.fast,
      baseRef: 'main',
      files: ['lib/buffer.js'],
    });
  });
  after(async () => {
    await github.close();
    await fake.cleanup();
  });

  /** One job's run of our step: its `with:` evaluated, action.yml's defaults for the rest, as the runner does. */
  async function runJob(
    id: string,
    contexts: Record<string, unknown>,
    run: { payload: unknown; workspace: string; temp: string; env?: NodeJS.ProcessEnv },
  ): Promise<ActionRun> {
    const step = ours(workflow.jobs[id]!);
    const given = Object.fromEntries(
      Object.entries(step.with ?? {}).map(([name, value]) => [name, interpolate(value, contexts)]),
    );
    const editable = tableNames(section('8\\.'));
    for (const name of Object.keys(edits[id] ?? {}))
      assert.ok(editable.includes(name), `the page says to edit ${name}`);
    const defaults = Object.fromEntries(
      Object.entries(readActionYml(jobOf(workflow.jobs[id]!)).inputs).map(([name, input]) => [
        name,
        interpolate(input.default ?? '', contexts),
      ]),
    );
    return runAction({
      job: jobOf(workflow.jobs[id]!),
      eventName: 'issue_comment',
      payload: run.payload,
      apiUrl: github.url,
      workspace: run.workspace,
      env: { RUNNER_TEMP: run.temp, ...workflowEnv, ...run.env },
      inputs: { ...defaults, ...given, ...edits[id] },
    });
  }

  const comment = (body: string) => {
    const posted = github.state.addComment(REPO, PR, { body, user: { ...writer, type: 'User' } });
    return commentEvent({ repository: REPO, issueNumber: PR, commentId: posted.id, body, user: writer });
  };
  const githubContext = (event: unknown, token: string) => ({
    event_name: 'issue_comment',
    event,
    repository: REPO,
    token,
  });
  const reactions = (commentId: number) =>
    github.state
      .repo(REPO)!
      .reactions.filter((r) => r.commentId === commentId)
      .map((r) => r.content);

  it("a writer's first comment from the page: acknowledged, built, benchmarked, one sticky comment", async () => {
    const body = codeBlock(section('9\\.'))!;
    assert.match(body, /^\/benchmark /);
    const event = comment(body);
    const commentId = (event.comment as { id: number }).id;
    const temp = (job: string) => {
      const dir = join(scratch, `${job}-temp`);
      mkdirSync(dir, { recursive: true });
      return dir;
    };

    // gate: GitHub-hosted; its workspace is the sparse checkout of the base branch's benchmark/ (none here: the
    // bundled groups) and the cache restore found nothing yet
    assert.ok(
      jobStarts(workflow.jobs.gate!.if, { github: githubContext(event, ''), vars: {} }),
      'the comment starts the gate',
    );
    const gateWorkspace = join(scratch, 'gate-workspace');
    mkdirSync(gateWorkspace, { recursive: true });
    const gateContexts = {
      github: githubContext(event, 'gate-token'),
      runner: { temp: temp('gate') },
      steps: { timings: { outputs: { 'cache-matched-key': '' } } },
    };
    const gated = await runJob('gate', gateContexts, { payload: event, workspace: gateWorkspace, temp: temp('gate') });
    assert.equal(gated.code, 0, gated.stdout + gated.stderr);
    assert.equal(gated.outputs.proceed, 'true');
    assert.equal(gated.outputs.sha, head);
    assert.deepEqual(reactions(commentId), ['eyes']);
    assert.match(github.state.comments(REPO, PR).at(-1)!.body, new RegExp(`Benchmark accepted for commit \`${head}\``));

    // execute: the self-hosted runner, no token; the checkout is the SHA the gate pinned
    const needs = { gate: { result: 'success', outputs: gated.outputs } };
    assert.ok(jobStarts(workflow.jobs.execute!.if, { github: githubContext(event, ''), needs }));
    const checkout = workflow.jobs.execute!.steps.find((step) => step.uses?.startsWith('actions/checkout@'))!;
    assert.equal(interpolate(checkout.with!.ref, { needs }), head);
    assert.equal(await fake.git(['rev-parse', 'HEAD']), head, 'the runner checked out the pinned SHA');
    const executeTemp = temp('execute');
    const executed = await runJob(
      'execute',
      { github: githubContext(event, 'execute-token'), runner: { temp: executeTemp }, needs },
      { payload: event, workspace: fake.repo, temp: executeTemp },
    );
    assert.equal(executed.code, 0, executed.stdout + executed.stderr);
    assert.equal(readActionYml('execute').inputs['github-token'], undefined, 'no token where PR code runs');
    assert.equal(ours(workflow.jobs.execute!).with!['github-token'], undefined);

    // the artifact: what execute uploaded is what report downloads
    const upload = workflow.jobs.execute!.steps.find((s) => s.with?.name === 'node-bench-result')!;
    const download = workflow.jobs.report!.steps.find((s) => s.with?.name === 'node-bench-result')!;
    const reportTemp = temp('report');
    cpSync(
      interpolate(upload.with!.path, { runner: { temp: executeTemp } }),
      interpolate(download.with!.path, { runner: { temp: reportTemp } }),
      {
        recursive: true,
      },
    );

    // report: GitHub-hosted, token; posts where the gate's request says
    const reportNeeds = { ...needs, execute: { result: 'success', outputs: {} } };
    assert.ok(jobStarts(workflow.jobs.report!.if, { github: githubContext(event, ''), needs: reportNeeds }));
    const reported = await runJob(
      'report',
      { github: githubContext(event, 'report-token'), runner: { temp: reportTemp }, needs: reportNeeds },
      { payload: event, workspace: join(scratch, 'report-workspace'), temp: reportTemp },
    );
    assert.equal(reported.code, 0, reported.stdout + reported.stderr);
    const sticky = github.state
      .comments(REPO, PR)
      .filter((c) => c.user.id === GITHUB_ACTIONS_BOT.id && c.body.startsWith(`${reportMarker(PR, savedAs!, 1001)}\n`));
    assert.equal(sticky.length, 1, 'one report comment for the request');
    assert.match(sticky[0]!.body, /buffers\/tojson\.js/);
    assert.match(sticky[0]!.body, new RegExp(head.slice(0, 12)));
    assert.equal(
      reported.outputs['comment-url'],
      `https://github.com/${REPO}/pull/${PR}#issuecomment-${sticky[0]!.id}`,
    );
    assert.deepEqual(reactions(commentId), ['eyes', 'rocket']);
  });

  it("the runner's timing history reaches the next gate through the cache, and its reply gives an estimate", async () => {
    const { gate, execute, report } = workflow.jobs as { gate: Job; execute: Job; report: Job };
    // execute uploads the runner's timings-untrusted.json (a pull request's run is untrusted); report downloads it and saves it; the next gate restores it
    const upload = execute.steps.find((s) => s.with?.name === 'node-bench-timings')!;
    const uploaded = interpolate(upload.with!.path, {}).replace(
      String(ours(execute).with!['cache-dir']),
      edits.execute!['cache-dir']!,
    );
    const restore = gate.steps.find((s) => s.uses?.startsWith('actions/cache/restore@'))!;
    const saved = report.steps.find((s) => s.uses?.startsWith('actions/cache/save@'))!;
    assert.equal(restore.with!.path, saved.with!.path);
    const gateWorkspace = join(scratch, 'gate-workspace-2');
    mkdirSync(join(gateWorkspace, 'node-bench-timings'), { recursive: true });
    mkdirSync(join(scratch, 'gate-temp'), { recursive: true });
    cpSync(uploaded, join(gateWorkspace, String(restore.with!.path)));

    // `/benchmark` with no group: the groups of the changed files (lib/buffer.js: buffers), and how long they take
    const ask = async (cacheMatched: string) => {
      const event = comment('/benchmark auto --filter tojson --set len=256 --runs 4');
      const contexts = {
        github: githubContext(event, 'gate-token'),
        runner: { temp: join(scratch, 'gate-temp') },
        steps: { [restore.id!]: { outputs: { 'cache-matched-key': cacheMatched } } },
      };
      const gated = await runJob('gate', contexts, {
        payload: event,
        workspace: gateWorkspace,
        temp: join(scratch, 'gate-temp'),
      });
      assert.equal(gated.code, 0, gated.stdout + gated.stderr);
      return github.state.comments(REPO, PR).at(-1)!.body;
    };
    const restored = await ask('node-bench-timings-1001');
    assert.match(restored, /`buffers`/);
    assert.match(restored, /Expected time: .* from the timings input/);
    const missed = await ask('');
    assert.match(missed, /No timing history on this runner for these benchmarks \(no timings input\)/);
  });
});
