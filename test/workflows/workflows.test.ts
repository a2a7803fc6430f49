// The workflows we ship are part of the security design: check the properties
// it requires (T10 no token where PR code runs, T12 no cancel group a comment
// could trigger, timeouts everywhere, third-party actions pinned by commit, the
// report posting where the gate says) and that they only use inputs the Action has.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { parse } from 'yaml';
import { MODES, type Mode } from '../../src/action/inputs.ts';
import { readActionYml } from '../helpers/action.ts';
import { repoRoot } from '../helpers/paths.ts';
import { jobStarts as startsIf } from '../helpers/workflow-expressions.ts';

interface Step {
  id?: string;
  uses?: string;
  run?: string;
  env?: Record<string, string>;
  with?: Record<string, unknown>;
}
interface Job {
  if?: string;
  needs?: string | string[];
  strategy?: { matrix?: Record<string, unknown> };
  outputs?: Record<string, string>;
  'runs-on': unknown;
  'timeout-minutes'?: number;
  permissions?: unknown;
  concurrency?: { group: string; 'cancel-in-progress'?: boolean };
  steps: Step[];
}
interface Workflow {
  on: unknown;
  permissions?: unknown;
  concurrency?: unknown;
  jobs: Record<string, Job>;
}

const dir = join(repoRoot, '.github', 'workflows');
const workflows = readdirSync(dir)
  .filter((name) => name.endsWith('.yml'))
  .map((name) => {
    const text = readFileSync(join(dir, name), 'utf8');
    return { name, text, workflow: parse(text) as Workflow };
  });
const action = readActionYml('root');
/** Where a copied example gets the Actions from: this repository, one action per job, pinned by commit. */
const ACTION_REPOSITORY = 'nodejs-perf/node-benchmark-action';
/** A step of ours: the root action or a per-job one, from this checkout (./, ./gate) or from the repository. */
const OURS = /^(?:\.\/|nodejs-perf\/node-benchmark-action)(?:\/?([\w-]*))(?:@|$)/;
const isOurs = (step: Step) => OURS.test(step.uses ?? '');
/** The job a step of ours runs: the per-job action's folder, or the root action's mode input (default run). */
function jobOf(step: Step): Mode {
  const folder = OURS.exec(step.uses ?? '')?.[1];
  if (folder) return folder as Mode;
  return (step.with?.mode as Mode | undefined) ?? 'run';
}
/** The action.yml a step of ours runs. */
const actionOf = (step: Step) => readActionYml(OURS.exec(step.uses ?? '')?.[1] ? jobOf(step) : 'root');
/** A step of ours gets no token: execute and nightly declare none (and are passed none); run is given ''. */
function getsNoToken(step: Step): boolean {
  if (jobOf(step) === 'run') return step.with?.['github-token'] === '';
  return actionOf(step).inputs['github-token'] === undefined && step.with?.['github-token'] === undefined;
}
/** `uses: owner/repo[/path]@<40 hex> # vX.Y.Z`: the pin of every action a workflow uses. */
const PINNED = /^\s*(?:-\s+)?uses:\s*([\w.-]+\/[\w./-]+)@([0-9a-f]{40})\s+# (v\d+\.\d+\.\d+)$/;
/** The runner labels of a job; `runs-on: ${{ matrix.x }}` has those of every matrix entry (the platforms example). */
function runnerLabels(job: Job): unknown[] {
  const fromMatrix = /^\$\{\{\s*matrix\.([\w-]+)\s*\}\}$/.exec(String(job['runs-on']))?.[1];
  if (fromMatrix === undefined) return [job['runs-on']];
  const include = (job.strategy?.matrix?.include ?? []) as Record<string, unknown>[];
  return [job.strategy?.matrix?.[fromMatrix], ...include.map((entry) => entry[fromMatrix])].filter(Boolean);
}
const selfHosted = (job: Job) => {
  const labels = runnerLabels(job).map((labels) => JSON.stringify(labels));
  return labels.length > 0 && labels.every((entry) => entry.includes('self-hosted'));
};

describe('action.yml', () => {
  it('runs dist/index.js on node24', () => {
    assert.deepEqual(action.runs, { using: 'node24', main: 'dist/index.js' });
  });
});

describe('the examples use one action per job, all pinned to one release', () => {
  const examples = workflows.filter(({ name }) => name.startsWith('example-'));
  const ours = examples.flatMap(({ text }) =>
    [...text.matchAll(/^.*uses:.*node-benchmark-action.*$/gm)].map(([line]) => line),
  );

  it('every step of ours is a per-job action (the root action is deprecated), at one commit and one version', () => {
    assert.ok(ours.length >= 10, `${ours.length} steps of ours`);
    const pins = new Set<string>();
    for (const line of ours) {
      const pinned = PINNED.exec(line);
      assert.ok(pinned, `${line.trim()}: pin by full commit SHA, with # vX.Y.Z after it`);
      const [, path, sha, version] = pinned;
      assert.match(path!, new RegExp(`^${ACTION_REPOSITORY}/(${MODES.join('|')})$`), line.trim());
      pins.add(`${sha} ${version}`);
    }
    assert.equal(pins.size, 1, `one release for every step of ours: ${[...pins].join(', ')}`);
  });

  it('no step of ours passes mode (each action is its job)', () => {
    for (const { name, workflow } of examples) {
      for (const job of Object.values(workflow.jobs)) {
        for (const step of job.steps.filter(isOurs)) assert.equal(step.with?.mode, undefined, `${name} ${step.uses}`);
      }
    }
  });
});

describe('shipped workflows', () => {
  for (const { name, text, workflow } of workflows) {
    describe(name, () => {
      it('pins every action it uses, ours too, by full commit SHA, with its version in a comment', () => {
        // only this checkout's own actions (./run in ci.yml) have nothing to pin
        const uses = [...text.matchAll(/^\s*(?:-\s+)?uses:.*$/gm)].map(([line]) => line);
        assert.ok(uses.length > 0);
        for (const line of uses) {
          if (/uses:\s*\.\/[\w-]*$/.test(line)) continue;
          assert.match(line, PINNED, `${line.trim()}: pin by full commit SHA, with # vX.Y.Z after it`);
        }
      });

      it('sets a timeout on every job and no workflow-level cancel group (T12)', () => {
        assert.equal(workflow.concurrency, undefined);
        for (const [id, job] of Object.entries(workflow.jobs)) {
          assert.ok(typeof job['timeout-minutes'] === 'number', `${id} has timeout-minutes`);
        }
      });

      it('gives self-hosted jobs that run our Action no token and no stored git credentials (T10)', () => {
        for (const [id, job] of Object.entries(workflow.jobs)) {
          if (!selfHosted(job) || !job.steps.some(isOurs)) continue;
          for (const step of job.steps) {
            if (step.uses?.startsWith('actions/checkout'))
              assert.equal(step.with?.['persist-credentials'], false, `${id}: checkout`);
            if (isOurs(step)) assert.ok(getsNoToken(step), `${id}: github-token`);
          }
          const triggers = JSON.stringify(workflow.on);
          if (/issue_comment|pull_request/.test(triggers)) {
            assert.deepEqual(job.permissions, {}, `${id}: permissions {}`);
            // a concurrency group keeps one pending job and cancels the one before it: requests would be dropped
            assert.equal(job.concurrency, undefined, `${id}: no concurrency group (it drops pending requests)`);
          }
        }
      });

      it('passes our Action only inputs it declares', () => {
        for (const job of Object.values(workflow.jobs)) {
          for (const step of job.steps.filter(isOurs)) {
            for (const input of Object.keys(step.with ?? {}))
              assert.ok(input in actionOf(step).inputs, `${step.uses}: unknown input ${input}`);
          }
        }
      });

      it('never puts event text into a run: script', () => {
        for (const job of Object.values(workflow.jobs)) {
          for (const step of job.steps) {
            assert.doesNotMatch(
              step.run ?? '',
              /\$\{\{\s*github\.event\./,
              'use env: or inputs, not ${{ github.event.* }} in run:',
            );
          }
        }
      });
    });
  }

  it('the PR example splits gate, execute and report', () => {
    const pr = workflows.find((w) => w.name === 'example-benchmark-pr.yml')!.workflow;
    const modes = Object.fromEntries(
      Object.entries(pr.jobs).map(([id, job]) => [
        id,
        job.steps.some(isOurs) ? jobOf(job.steps.find(isOurs)!) : undefined,
      ]),
    );
    assert.deepEqual(modes, { gate: 'gate', execute: 'execute', report: 'report' });
    assert.ok(selfHosted(pr.jobs.execute!));
    assert.ok(!selfHosted(pr.jobs.gate!) && !selfHosted(pr.jobs.report!));
    assert.deepEqual(pr.permissions, {});
  });

  it("PR examples run the base branch's copy for fork PRs too: issue_comment and pull_request_target, never pull_request", () => {
    const pr = workflows.find((w) => w.name === 'example-benchmark-pr.yml')!.workflow;
    const on = pr.on as Record<string, { types?: string[] }>;
    assert.deepEqual(Object.keys(on).sort(), ['issue_comment', 'pull_request_target', 'workflow_dispatch']);
    assert.ok(on.pull_request_target!.types!.includes('labeled'), 'the label trigger');
    // by hand as node core does it: the pull request and the commit reviewed, both required
    const dispatch = (on as Record<string, { inputs?: Record<string, { required?: boolean }> }>).workflow_dispatch!;
    assert.equal(dispatch.inputs!.pr!.required, true);
    assert.equal(dispatch.inputs!.commit!.required, true);
    for (const { name, workflow } of workflows) {
      if (!/^example-/.test(name)) continue;
      // `pull_request` runs the PR's own copy with a read-only token for a fork: it could never post the report
      assert.ok(!Object.keys(workflow.on as object).includes('pull_request'), `${name}: no pull_request trigger`);
      assert.ok(!Object.keys(workflow.on as object).includes('workflow_run'), `${name}: no workflow_run trigger`);
    }
  });

  it('in workflows that run with the base token for fork PRs, no job with a token checks out or runs anything', () => {
    let checked = 0;
    for (const { name, workflow } of workflows) {
      const triggers = Object.keys(workflow.on as object);
      if (!triggers.some((t) => t === 'issue_comment' || t === 'pull_request_target')) continue;
      assert.deepEqual(workflow.permissions, {}, `${name}: no token unless a job asks`);
      for (const [id, job] of Object.entries(workflow.jobs)) {
        const hasToken = JSON.stringify(job.permissions ?? {}) !== '{}';
        if (!hasToken) {
          // the job that runs PR code: no permissions, our Action without a token
          for (const step of job.steps.filter(isOurs)) assert.ok(getsNoToken(step), `${name} ${id}`);
          continue;
        }
        checked++;
        assert.ok(!selfHosted(job), `${name} ${id}: a job with a token runs GitHub-hosted`);
        for (const step of job.steps) {
          if (step.uses?.startsWith('actions/checkout')) {
            // only the base branch's benchmark/, as data for groups auto: no ref (these triggers check out the
            // base or default branch, never the pull request), no stored credentials, nothing else
            const { with: given = {} } = step;
            assert.deepEqual(
              given,
              { 'persist-credentials': false, 'sparse-checkout': 'benchmark', 'sparse-checkout-cone-mode': true },
              `${name} ${id}: a job with a token checks out nothing but the base branch's benchmark/`,
            );
          }
          assert.equal(step.run, undefined, `${name} ${id}: a job with a token runs no script`);
        }
      }
    }
    assert.ok(checked >= 4, 'gate and report of both PR examples');
  });

  it("every report job takes the PR and the pinned SHA from the gate's request output", () => {
    let reports = 0;
    for (const { name, workflow } of workflows) {
      for (const [id, job] of Object.entries(workflow.jobs)) {
        const step = job.steps.find((s) => isOurs(s) && jobOf(s) === 'report');
        if (!step) continue;
        // a report that posts on no pull request (comment: false; the core nightly files an issue) takes no request
        if (step.with?.comment === false) {
          assert.equal(step.with.request, undefined, `${name} ${id}: no request without a PR to answer`);
          continue;
        }
        reports++;
        assert.ok([job.needs].flat().includes('gate'), `${name} ${id}: needs gate`);
        assert.equal(step.with?.request, '${{ needs.gate.outputs.request }}', `${name} ${id}: request input`);
        assert.equal(workflow.jobs.gate?.outputs?.request, '${{ steps.gate.outputs.request }}', `${name}: gate output`);
      }
    }
    assert.ok(reports >= 2, 'the PR examples have report jobs');
  });

  it('the platforms example: an execute job per platform on its own self-hosted runner, one report of all', () => {
    const example = workflows.find((w) => w.name === 'example-benchmark-pr-platforms.yml')!.workflow;
    const { execute, report } = example.jobs as { execute: Job; report: Job };
    const include = execute.strategy!.matrix!.include as { platform: string; runner: string[] }[];
    assert.equal(execute['runs-on'], '${{ matrix.runner }}');
    assert.deepEqual(
      include.map((entry) => entry.platform),
      ['linux-x64', 'linux-arm64'],
    );
    for (const entry of include) assert.ok(entry.runner.includes('self-hosted'), entry.platform);
    assert.ok(selfHosted(execute) && !selfHosted(report));
    const upload = execute.steps.find((step) => step.uses?.startsWith('actions/upload-artifact'))!;
    assert.equal(upload.with?.name, 'node-bench-result-${{ matrix.platform }}', 'an artifact per platform');
    const download = report.steps.find((step) => step.uses?.startsWith('actions/download-artifact'))!;
    // every platform's artifact in a directory of its own (no merge-multiple): the report reads each alone
    assert.equal(download.with?.pattern, 'node-bench-result-*');
    assert.equal(download.with?.['merge-multiple'], undefined);
    const step = report.steps.find((s) => isOurs(s) && jobOf(s) === 'report')!;
    assert.equal(step.with?.['result-dir'], download.with?.path);
    assert.deepEqual([report.needs].flat(), ['gate', 'execute']);
  });

  it('the nightly example splits a tokenless self-hosted scan from a GitHub-hosted report', () => {
    const nightly = workflows.find((w) => w.name === 'example-nightly.yml')!.workflow;
    const modes = Object.fromEntries(
      Object.entries(nightly.jobs).map(([id, job]) => [
        id,
        job.steps.some(isOurs) ? jobOf(job.steps.find(isOurs)!) : undefined,
      ]),
    );
    assert.deepEqual(modes, { scan: 'nightly', report: 'nightly-report', pages: undefined });
    const { scan, report, pages } = nightly.jobs as { scan: Job; report: Job; pages: Job };
    assert.ok(selfHosted(scan) && !selfHosted(report));
    assert.deepEqual(nightly.permissions, {});
    assert.deepEqual(scan.permissions, {}, 'the scan job gets no token permissions');
    assert.ok(getsNoToken(scan.steps.find(isOurs)!), 'the scan step gets no token');
    assert.ok(!JSON.stringify(scan).includes('secrets.'), 'no secrets in the scan job');
    assert.equal(
      scan.concurrency,
      undefined,
      'no concurrency group: a PR request must not cancel the scan, nor it one',
    );
    assert.deepEqual(report.permissions, { issues: 'write' });
    assert.equal(report.needs, 'scan');
    assert.match(JSON.stringify(nightly.on), /schedule/);

    // the history site: built by the report job from the nights the cache keeps, published by Pages' own actions
    const reporting = report.steps.find(isOurs)!.with!;
    const restore = report.steps.find((s) => s.uses?.startsWith('actions/cache/restore@'))!;
    const save = report.steps.find((s) => s.uses?.startsWith('actions/cache/save@'))!;
    assert.equal(restore.with!.path, save.with!.path, 'the same path on both sides: the cache version is its path');
    assert.equal(restore.with!.key, save.with!.key);
    assert.ok(String(save.with!.key).startsWith(String(restore.with!['restore-keys'])));
    assert.equal(reporting['site-history'], restore.with!.path);
    assert.ok(
      String(reporting['result-dir']).startsWith(`${String(restore.with!.path)}/`),
      'tonight joins the kept nights',
    );
    const steps = report.steps.map((s) => s.uses?.split('@')[0]);
    assert.ok(steps.indexOf('actions/cache/save') > steps.findIndex((u) => u?.endsWith('/nightly-report')));
    const upload = report.steps.find((s) => s.uses?.startsWith('actions/upload-pages-artifact@'))!;
    assert.equal(upload.with!.path, reporting['site-dir']);
    assert.equal(pages.needs, 'report');
    assert.ok(!selfHosted(pages));
    assert.deepEqual(pages.permissions, { pages: 'write', 'id-token': 'write' });
    assert.deepEqual(
      pages.steps.map((s) => s.uses?.split('@')[0]),
      ['actions/deploy-pages'],
    );
  });

  it('the release chain example: a tokenless self-hosted chain, the page built from its result directories, Pages publishing it', () => {
    const { workflow, text } = workflows.find((w) => w.name === 'example-releases.yml')!;
    const nightlyText = workflows.find((w) => w.name === 'example-nightly.yml')!.text;
    const on = workflow.on as { workflow_dispatch: { inputs: Record<string, { default?: string }> } };
    assert.deepEqual(Object.keys(on), ['workflow_dispatch']);
    assert.equal(on.workflow_dispatch.inputs.releases!.default, '16.20.0 18.16.0 20.0.0');
    assert.deepEqual(workflow.permissions, {});
    const { chain, page, pages } = workflow.jobs as { chain: Job; page: Job; pages: Job };
    assert.ok(selfHosted(chain) && !selfHosted(page) && !selfHosted(pages));
    assert.deepEqual(chain.permissions, {}, 'the self-hosted job gets no token permissions');
    assert.deepEqual(page.permissions, {});
    assert.ok(!JSON.stringify(workflow.jobs).includes('secrets.'), 'no secrets');
    // the inputs reach the command through env, never pasted into the script
    const measure = chain.steps.find((s) => s.run?.includes('node-bench releases'))!;
    assert.doesNotMatch(measure.run!, /\$\{\{/);
    assert.deepEqual(Object.keys(measure.env!).sort(), ['FILTER', 'GROUPS', 'RELEASES', 'RUNS']);
    const results = chain.steps.find((s) => s.uses?.startsWith('actions/upload-artifact@'))!;
    assert.match(measure.run!, new RegExp(`--results "\\$RUNNER_TEMP/${String(results.with!.path).split('/').pop()}"`));
    const build = page.steps.find((s) => s.run?.includes('--from-results'))!;
    const upload = page.steps.find((s) => s.uses?.startsWith('actions/upload-pages-artifact@'))!;
    assert.ok(build.run!.includes(`--out "$RUNNER_TEMP/${String(upload.with!.path).split('/').pop()}"`));
    assert.equal(page.needs, 'chain');
    assert.equal(pages.needs, 'page');
    assert.deepEqual(pages.permissions, { pages: 'write', 'id-token': 'write' });
    // Pages' actions at the nightly's pins; node-bench the release tarball of the version the Actions are pinned at
    for (const action of ['actions/upload-pages-artifact', 'actions/deploy-pages']) {
      const pin = (t: string) => new RegExp(`uses: ${action}@([0-9a-f]{40}) # (v[\\d.]+)`).exec(t)?.slice(1).join(' ');
      assert.equal(pin(text), pin(nightlyText), action);
    }
    const version = /node-benchmark-action\/nightly@[0-9a-f]{40} # v([\d.]+)/.exec(nightlyText)![1]!;
    assert.ok(
      text.includes(`/releases/download/v${version}/node-bench-${version}.tgz`),
      'the tarball of the pinned release',
    );
  });

  it('the whole-core nightly example: tokenless shards split by one shared timings file, merged into one issue', () => {
    const core = workflows.find((w) => w.name === 'example-nightly-core-sharded.yml')!.workflow;
    assert.match(JSON.stringify(core.on), /schedule/);
    assert.deepEqual(core.permissions, {});
    const { range, shard, report } = core.jobs as { range: Job; shard: Job; report: Job };
    assert.ok(!selfHosted(range) && selfHosted(shard) && !selfHosted(report));
    assert.deepEqual(range.permissions, { contents: 'read' });
    assert.deepEqual(shard.permissions, {}, 'the shards build and run main: no token permissions');
    assert.ok(!JSON.stringify(shard).includes('secrets.'), 'no secrets in the shard job');

    // the matrix: every shard i of n, n the matrix's size, on all of node core by our engine
    const shards = shard.strategy?.matrix?.shard as number[];
    const running = shard.steps.find(isOurs)!;
    const run = running.with!;
    assert.deepEqual(
      shards,
      Array.from({ length: shards.length }, (_, i) => i + 1),
    );
    assert.equal(run.shard, `\${{ matrix.shard }}/${shards.length}`);
    assert.equal(jobOf(running), 'run');
    assert.equal(run.suite, 'core');
    assert.equal(run.groups, 'all');
    assert.equal(run['github-token'], '');
    assert.ok(typeof run['max-time'] === 'string', 'a budget: a cut run says what it left');
    // both sides are the range job's commits, the same for every shard
    assert.equal(run.old, 'ref:${{ needs.range.outputs.from }}');
    assert.equal(run.new, 'ref:${{ needs.range.outputs.to }}');

    // one timings file for every shard: restored from what the report job saved, given as timings when found
    const restore = shard.steps.find((s) => s.uses?.startsWith('actions/cache/restore@'))!;
    const save = report.steps.find((s) => s.uses?.startsWith('actions/cache/save@'))!;
    assert.equal(restore.with!.path, save.with!.path, 'the same path on both sides: the cache version is its path');
    assert.doesNotMatch(String(restore.with!.path), /runner\.temp/, 'not a per-runner path');
    assert.equal(restore.with!.key, save.with!.key);
    assert.ok(String(save.with!.key).startsWith(String(restore.with!['restore-keys'])));
    assert.equal(
      run.timings,
      `\${{ steps.${restore.id}.outputs.cache-matched-key != '' && '${restore.with!.path}' || '' }}`,
    );
    // every shard uploads its results and its runner's timings
    const uploads = shard.steps.filter((s) => s.uses?.startsWith('actions/upload-artifact@')).map((s) => s.with!.name);
    assert.deepEqual(uploads, ['node-bench-result-${{ matrix.shard }}', 'node-bench-timings-${{ matrix.shard }}']);

    // the report merges every shard's directory (mode report) and files the table as one issue
    assert.deepEqual(report.needs, ['range', 'shard']);
    assert.deepEqual(report.permissions, { issues: 'write' });
    const downloads = report.steps.filter((s) => s.uses?.startsWith('actions/download-artifact@'));
    assert.deepEqual(
      downloads.map((s) => s.with!.pattern),
      ['node-bench-result-*', 'node-bench-timings-*'],
    );
    const reporting = report.steps.find(isOurs)!;
    assert.equal(jobOf(reporting), 'report');
    assert.equal(reporting.with!['result-dir'], downloads[0]!.with!.path);
    assert.ok('report-file' in (action as unknown as { outputs: Record<string, unknown> }).outputs);
    const filing = report.steps.find((s) => s.run?.includes('gh issue'))!;
    assert.equal(filing.env!.REPORT, `\${{ steps.${reporting.id}.outputs.report-file }}`);
    assert.match(filing.run!, /--body-file "\$REPORT"/);
  });
});

/** Whether GitHub starts a job for an event: its `if:` evaluated by GitHub's own expression evaluator. */
const jobStarts = (job: Job, contexts: Record<string, unknown>) => startsIf(job.if, contexts);

describe('example-benchmark-pr.yml: which events start a job (the job `if:`s, evaluated as GitHub does)', () => {
  const pr = workflows.find((w) => w.name === 'example-benchmark-pr.yml')!.workflow;
  const repository = 'nodejs/node';
  /** The jobs GitHub starts for an event: the gate's `if`, then execute and report as the gate left them. */
  const started = (event_name: string, event: Record<string, unknown>, repo = repository) => {
    const github = { event_name, event, repository: repo };
    const jobs: string[] = [];
    const gateRuns = jobStarts(pr.jobs.gate!, { github, vars: {} });
    if (gateRuns) jobs.push('gate');
    // a skipped gate has no outputs; a gate that ran is taken to accept, so execute and report could start
    const needs = { gate: { result: gateRuns ? 'success' : 'skipped', outputs: gateRuns ? { proceed: 'true' } : {} } };
    for (const id of ['execute', 'report']) {
      const withExecute = { ...needs, execute: { result: 'success', outputs: {} } };
      if (jobStarts(pr.jobs[id]!, { github, needs: withExecute })) jobs.push(id);
    }
    return jobs;
  };
  const pullRequest = (labels: string[]) => ({ number: 7, labels: labels.map((name) => ({ name })) });

  it('a push to a pull request without the benchmark label starts no job', () => {
    assert.deepEqual(started('pull_request_target', { action: 'synchronize', pull_request: pullRequest([]) }), []);
    assert.deepEqual(
      started('pull_request_target', { action: 'synchronize', pull_request: pullRequest(['lib / src', 'needs-ci']) }),
      [],
    );
  });

  it('a push to a pull request with the label starts the gate (it benchmarks the new head or marks the report stale)', () => {
    const event = { action: 'synchronize', pull_request: pullRequest(['needs-ci', 'benchmark']) };
    assert.deepEqual(started('pull_request_target', event), ['gate', 'execute', 'report']);
  });

  it('adding the benchmark label starts the gate; adding another label to a labelled pull request does not', () => {
    const labelled = pullRequest(['benchmark', 'needs-ci']);
    assert.deepEqual(
      started('pull_request_target', { action: 'labeled', label: { name: 'benchmark' }, pull_request: labelled }),
      ['gate', 'execute', 'report'],
    );
    assert.deepEqual(
      started('pull_request_target', { action: 'labeled', label: { name: 'needs-ci' }, pull_request: labelled }),
      [],
    );
  });

  it('a /benchmark comment on a pull request starts the gate; any other comment, or one on an issue, none', () => {
    const onPr = (body: string) => ({
      action: 'created',
      issue: { number: 7, pull_request: { url: 'u' } },
      comment: { body },
    });
    assert.deepEqual(started('issue_comment', onPr('/benchmark buffers')), ['gate', 'execute', 'report']);
    assert.deepEqual(started('issue_comment', onPr('LGTM')), []);
    assert.deepEqual(
      started('issue_comment', { action: 'created', issue: { number: 7 }, comment: { body: '/benchmark' } }),
      [],
    );
  });

  it("a dispatch starts the gate; in the Action's own repository nothing starts", () => {
    assert.deepEqual(started('workflow_dispatch', { inputs: {} }), ['gate', 'execute', 'report']);
    assert.deepEqual(started('workflow_dispatch', { inputs: {} }, ACTION_REPOSITORY), []);
  });

  it('a gate that turned the request down starts neither execute nor report', () => {
    const github = { event_name: 'issue_comment', event: {}, repository };
    const needs = { gate: { result: 'success', outputs: { proceed: 'false' } }, execute: { result: 'skipped' } };
    assert.equal(jobStarts(pr.jobs.execute!, { github, needs }), false);
    assert.equal(jobStarts(pr.jobs.report!, { github, needs }), false);
  });

  it("the gate's label filter names the label the Action answers to (the label input, or its default)", () => {
    const gate = pr.jobs.gate!.steps.find(isOurs)!;
    const label = String(gate.with?.label ?? readActionYml('gate').inputs.label!.default);
    assert.match(
      pr.jobs.gate!.if!,
      new RegExp(`contains\\(github\\.event\\.pull_request\\.labels\\.\\*\\.name, '${label}'\\)`),
    );
    assert.match(pr.jobs.gate!.if!, new RegExp(`github\\.event\\.label\\.name == '${label}'`));
  });
});

describe('the examples, as a copy gets them', () => {
  it('use the Action from one repository, and run everywhere but in that repository (no hidden switch)', () => {
    for (const { name, text, workflow } of workflows.filter((w) => w.name.startsWith('example-'))) {
      assert.doesNotMatch(text, /\bvars\./, `${name}: no repository variable gates a copied workflow`);
      const refs = Object.values(workflow.jobs).flatMap((job) => job.steps.filter(isOurs).map((step) => step.uses));
      // the release chain has no Action of its own: it runs node-bench, the same repository's release tarball
      const cli = text.includes(`https://github.com/${ACTION_REPOSITORY}/releases/download/`);
      assert.ok(refs.length > 0 || cli, name);
      for (const ref of refs) assert.ok(ref!.startsWith(`${ACTION_REPOSITORY}/`), `${name}: ${ref}`);
      // every job starts unless it is the Action's own repository (or it needs one that did not start)
      for (const [id, job] of Object.entries(workflow.jobs)) {
        if (job.needs !== undefined) continue;
        assert.match(job.if ?? '', new RegExp(`^github\\.repository != '${ACTION_REPOSITORY}'`), `${name} ${id}`);
      }
    }
  });

  it('the PR example hands /benchmark more its earlier result: gate downloads it by run id and re-uploads it, execute reads it', () => {
    const pr = workflows.find((w) => w.name === 'example-benchmark-pr.yml')!.workflow;
    const { gate, execute } = pr.jobs as { gate: Job; execute: Job };
    const when = "steps.gate.outputs.more-run-id != ''";
    const stepIf = (step: Step) => (step as Step & { if?: string }).if;
    // the Action's gate step is `gate`, and the job passes its more-run-id on
    assert.equal(gate.steps.find(isOurs)!.id, 'gate');
    assert.equal(gate.outputs!['more-run-id'], '${{ steps.gate.outputs.more-run-id }}');
    assert.equal((gate.permissions as Record<string, string>).actions, 'read', "reading another run's artifact");
    // the gate: the earlier run's result artifact (the name execute uploads), by run id, with the job's token
    const resultUpload = execute.steps.find(
      (s) =>
        s.uses?.startsWith('actions/upload-artifact@') &&
        s.with?.path === execute.steps.find(isOurs)!.with!['result-dir'],
    )!;
    const download = gate.steps.find((s) => s.uses?.startsWith('actions/download-artifact@'))!;
    assert.equal(stepIf(download), when);
    assert.deepEqual(download.with, {
      name: resultUpload.with!.name,
      'run-id': '${{ steps.gate.outputs.more-run-id }}',
      'github-token': '${{ github.token }}',
      path: download.with!.path,
    });
    const reupload = gate.steps.find((s) => s.uses?.startsWith('actions/upload-artifact@'))!;
    assert.equal(stepIf(reupload), when);
    assert.equal(reupload.with!.path, download.with!.path, 'what the gate downloaded is what it uploads');
    // execute: that artifact, into the directory its previous-result names
    const fetched = execute.steps.find(
      (s) => s.uses?.startsWith('actions/download-artifact@') && s.with?.name === reupload.with!.name,
    )!;
    assert.equal(stepIf(fetched), "needs.gate.outputs.more-run-id != ''");
    assert.equal(execute.steps.find(isOurs)!.with!['previous-result'], fetched.with!.path);
    assert.ok(execute.steps.indexOf(fetched) < execute.steps.findIndex(isOurs), 'downloaded before the Action runs');
    assert.ok(getsNoToken(execute.steps.find(isOurs)!), 'execute still has no token');
  });

  it("the PR example hands the runner's timings to the gate: execute uploads them, report saves them, gate restores them", () => {
    const pr = workflows.find((w) => w.name === 'example-benchmark-pr.yml')!.workflow;
    const { gate, execute, report } = pr.jobs as { gate: Job; execute: Job; report: Job };
    const cacheDir = String(execute.steps.find(isOurs)!.with!['cache-dir']);
    const upload = execute.steps.find(
      (s) => s.uses?.startsWith('actions/upload-artifact@') && s.with?.name === 'node-bench-timings',
    )!;
    // a pull request's run is untrusted: its times are the runner's timings-untrusted.json (docs/security.md)
    assert.equal(
      upload.with!.path,
      `${cacheDir}/timings-untrusted.json`,
      "the execute job's runner's timings-untrusted.json",
    );
    const download = report.steps.find(
      (s) => s.uses?.startsWith('actions/download-artifact@') && s.with?.name === 'node-bench-timings',
    )!;
    const save = report.steps.find((s) => s.uses?.startsWith('actions/cache/save@'))!;
    assert.equal(save.with!.path, `${String(download.with!.path)}/timings-untrusted.json`);
    const restore = gate.steps.find((s) => s.uses?.startsWith('actions/cache/restore@'))!;
    assert.equal(restore.with!.path, save.with!.path, 'the same path on both sides: the cache version is its path');
    assert.equal(restore.with!.key, save.with!.key);
    assert.ok(String(save.with!.key).startsWith(String(restore.with!['restore-keys'])));
    assert.equal(
      gate.steps.find(isOurs)!.with!.timings,
      `\${{ steps.${restore.id}.outputs.cache-matched-key != '' && '${String(restore.with!.path)}' || '' }}`,
    );
  });
});
