// The workflows we ship are part of the security design: check the properties
// it requires (T10 no token where PR code runs, T12 no cancel group a comment
// could trigger, timeouts everywhere) and that they only use inputs the Action has.
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
  .map((name) => ({ name, workflow: parse(readFileSync(join(dir, name), 'utf8')) as Workflow }));
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
  for (const { name, workflow } of workflows) {
    describe(name, () => {
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
            if (job.concurrency)
              assert.equal(job.concurrency['cancel-in-progress'], false, `${id}: queued, not cancelled`);
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
});
