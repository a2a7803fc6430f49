// A dispatch the Action cannot carry out fails with one annotation that says why: no stack trace.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { runAction } from '../helpers/action.ts';
import { dispatchEvent } from '../helpers/events.ts';

const writer = { login: 'writer', id: 5, type: 'User' as const };
const REASON =
  'input commit is required with input pr: the full 40-character SHA of the commit you reviewed ' +
  '(the head of the pull request, or one of its commits)';

describe('a workflow_dispatch for a pull request without its commit', () => {
  for (const mode of ['gate', 'run'] as const) {
    for (const inputs of [{ pr: '5' }, { pr: '5', commit: '' }] as Record<string, string>[]) {
      it(`mode ${mode}, commit ${'commit' in inputs ? 'empty' : 'absent'}: one error annotation, no stack`, async () => {
        const run = await runAction({
          eventName: 'workflow_dispatch',
          payload: dispatchEvent({
            repository: 'nodejs/node',
            inputs: { ...inputs, groups: 'buffers' },
            sender: writer,
          }),
          inputs: { mode, 'github-token': 'token', 'allowed-groups': 'buffers', groups: 'buffers' },
          entry: 'src',
        });
        assert.equal(run.code, 1, run.stdout + run.stderr);
        const errors = run.stdout.split('\n').filter((line) => line.startsWith('::error::'));
        assert.deepEqual(errors, [`::error::${REASON}`]);
        assert.doesNotMatch(run.stdout + run.stderr, /\bat .*\.ts:\d+|%0A/);
      });
    }
  }
});
