// The workflows we ship are part of the security design: check the properties
// it requires (T10 no token where PR code runs, T12 no cancel group a comment
// could trigger, timeouts everywhere, third-party actions pinned by commit, the
// report posting where the gate says) and that they only use inputs the Action has.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { parse } from 'yaml';
import { repoRoot } from '../helpers/paths.ts';

interface Step {
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
}
interface Job {
  needs?: string | string[];
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
const action = parse(readFileSync(join(repoRoot, 'action.yml'), 'utf8')) as {
  inputs: Record<string, unknown>;
  runs: Record<string, string>;
};
const isOurs = (step: Step) => step.uses === './' || /node-benchmark-action@/.test(step.uses ?? '');
const selfHosted = (job: Job) => JSON.stringify(job['runs-on']).includes('self-hosted');

describe('action.yml', () => {
  it('runs dist/index.js on node24', () => {
    assert.deepEqual(action.runs, { using: 'node24', main: 'dist/index.js' });
  });
});

describe('shipped workflows', () => {
  for (const { name, text, workflow } of workflows) {
    describe(name, () => {
      it('pins every third-party action by full commit SHA, with its version in a comment', () => {
        // only our own Action (./, or the placeholder users replace) is exempt
        const uses = [...text.matchAll(/^\s*(?:-\s+)?uses:\s*(\S+)(.*)$/gm)];
        for (const [line, ref, rest] of uses) {
          if (ref === './' || ref!.startsWith('your-org/node-benchmark-action@')) continue;
          assert.match(ref!, /^[\w.-]+\/[\w./-]+@[0-9a-f]{40}$/, `${line.trim()}: pin by full commit SHA`);
          assert.match(rest!, /^\s+# v\d+\.\d+\.\d+$/, `${line.trim()}: say the version in a # vX.Y.Z comment`);
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
            if (isOurs(step) && step.with?.mode !== 'run')
              assert.equal(step.with?.['github-token'], '', `${id}: github-token`);
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
              assert.ok(input in action.inputs, `unknown input ${input}`);
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
      Object.entries(pr.jobs).map(([id, job]) => [id, job.steps.find(isOurs)?.with?.mode]),
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
          for (const step of job.steps.filter(isOurs)) assert.equal(step.with?.['github-token'], '', `${name} ${id}`);
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
        const step = job.steps.find((s) => isOurs(s) && s.with?.mode === 'report');
        if (!step) continue;
        reports++;
        assert.ok([job.needs].flat().includes('gate'), `${name} ${id}: needs gate`);
        assert.equal(step.with?.request, '${{ needs.gate.outputs.request }}', `${name} ${id}: request input`);
        assert.equal(workflow.jobs.gate?.outputs?.request, '${{ steps.gate.outputs.request }}', `${name}: gate output`);
      }
    }
    assert.ok(reports >= 2, 'the PR examples have report jobs');
  });

  it('the nightly example splits a tokenless self-hosted scan from a GitHub-hosted report', () => {
    const nightly = workflows.find((w) => w.name === 'example-nightly.yml')!.workflow;
    const modes = Object.fromEntries(
      Object.entries(nightly.jobs).map(([id, job]) => [id, job.steps.find(isOurs)?.with?.mode]),
    );
    assert.deepEqual(modes, { scan: 'nightly', report: 'nightly-report' });
    const { scan, report } = nightly.jobs as { scan: Job; report: Job };
    assert.ok(selfHosted(scan) && !selfHosted(report));
    assert.deepEqual(nightly.permissions, {});
    assert.deepEqual(scan.permissions, {}, 'the scan job gets no token permissions');
    assert.equal(scan.steps.find(isOurs)?.with?.['github-token'], '', 'the scan step gets no token');
    assert.ok(!JSON.stringify(scan).includes('secrets.'), 'no secrets in the scan job');
    assert.equal(
      scan.concurrency,
      undefined,
      'no concurrency group: a PR request must not cancel the scan, nor it one',
    );
    assert.deepEqual(report.permissions, { issues: 'write' });
    assert.equal(report.needs, 'scan');
    assert.match(JSON.stringify(nightly.on), /schedule/);
  });
});
