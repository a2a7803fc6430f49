// action.yml and every workflow we ship, checked by GitHub's own parser
// (@actions/workflow-parser, from actions/languageservices: the schema and
// checks behind the Actions editor support). It knows `runs.using: node24`,
// every trigger and its activity types, permission scopes, job keys, the
// expression syntax and contexts, and the `needs` graph.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { convertWorkflowTemplate, NoOperationTraceWriter, parseWorkflow } from '@actions/workflow-parser';
import { convertActionTemplate, parseAction } from '@actions/workflow-parser/actions/index';
import { MODES } from '../../src/action/inputs.ts';
import { repoRoot } from '../helpers/paths.ts';

const trace = new NoOperationTraceWriter();
const workflowsDir = join(repoRoot, '.github', 'workflows');
const actionText = readFileSync(join(repoRoot, 'action.yml'), 'utf8');

function actionErrors(content: string): string[] {
  const parsed = parseAction({ name: 'action.yml', content }, trace);
  const errors = parsed.context.errors.getErrors().map((error) => error.message);
  if (errors.length > 0 || parsed.value === undefined) return errors;
  const template = convertActionTemplate(parsed.context, parsed.value);
  return [
    ...parsed.context.errors.getErrors().map((error) => error.message),
    ...(template.runs === undefined ? ['action.yml: no runs section'] : []),
  ];
}

async function workflowErrors(name: string, content: string): Promise<string[]> {
  const parsed = parseWorkflow({ name, content }, trace);
  if (parsed.value !== undefined) {
    // the semantic checks: the needs graph, job and step ids, the expressions in `if:`
    await convertWorkflowTemplate(parsed.context, parsed.value);
  }
  return parsed.context.errors.getErrors().map((error) => error.message);
}

describe('action.yml, by @actions/workflow-parser', () => {
  it('is valid', () => {
    assert.deepEqual(actionErrors(actionText), []);
  });

  it('runs on node24, a value the schema knows (and it refuses one it does not)', () => {
    assert.match(actionText, /^ {2}using: node24$/m);
    assert.deepEqual(actionErrors(actionText.replace('using: node24', 'using: node20')), []);
    const errors = actionErrors(actionText.replace('using: node24', 'using: node99'));
    assert.equal(errors.length, 1, errors.join('\n'));
    assert.match(errors[0]!, /Unexpected value 'node99'/);
  });
});

describe('the per-job action.yml files, by @actions/workflow-parser', () => {
  for (const job of MODES) {
    it(`${job}/action.yml is valid`, () => {
      assert.deepEqual(actionErrors(readFileSync(join(repoRoot, job, 'action.yml'), 'utf8')), []);
    });
  }
});

describe('workflows, by @actions/workflow-parser', () => {
  const files = readdirSync(workflowsDir).filter((name) => /\.ya?ml$/.test(name));

  it('finds the workflows', () => {
    assert.ok(files.length >= 6, files.join(', '));
  });

  for (const name of files) {
    it(`${name} is valid`, async () => {
      assert.deepEqual(await workflowErrors(name, readFileSync(join(workflowsDir, name), 'utf8')), []);
    });
  }

  it('catches what a typo in the PR example would break: a trigger type, a permission, an expression, needs', async () => {
    const name = 'example-benchmark-pr.yml';
    const text = readFileSync(join(workflowsDir, name), 'utf8');
    const broken = async (from: string | RegExp, to: string) => {
      const changed = text.replace(from, to);
      assert.notEqual(changed, text, `${String(from)} is in ${name}`);
      return (await workflowErrors(name, changed)).join('\n');
    };
    assert.match(await broken('types: [labeled,', 'types: [labelled,'), /Unexpected value 'labelled'/);
    assert.match(await broken('pull-requests: read', 'pull-request: read'), /Unexpected value 'pull-request'/);
    assert.match(await broken('timeout-minutes: 5', 'timeout-minute: 5'), /Unexpected value 'timeout-minute'/);
    assert.match(
      await broken("if: needs.gate.outputs.proceed == 'true'", "if: need.gate.outputs.proceed == 'true'"),
      /Unrecognized named-value: 'need'/,
    );
    assert.match(await broken('needs: gate', 'needs: gates'), /gates/);
  });
});
