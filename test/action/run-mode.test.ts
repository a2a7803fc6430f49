// Mode run's request: on any trigger but workflow_dispatch the inputs alone become it (no event is read), by
// the rule the dispatch reader lays a form over the inputs with; a dispatch's form is read by that reader.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { GitHubEnv } from '../../src/action/github-env.ts';
import { readActionInputs } from '../../src/action/inputs.ts';
import { runModeRequest } from '../../src/action/run.ts';
import { dispatchEvent } from '../helpers/events.ts';

const REPO = 'nodejs/node';
const writer = { login: 'writer-person', id: 1001 };

const inputs = (given: Record<string, string>) => readActionInputs((name) => given[name] ?? '');
const github = (eventName: string, payload: unknown): GitHubEnv => ({
  eventName,
  payload,
  owner: 'nodejs',
  repo: 'node',
  apiUrl: 'http://127.0.0.1:9',
  workflow: 'compare.yml',
});
const push = { ref: 'refs/heads/main', repository: { full_name: 'someone/else', default_branch: 'main' } };

describe('mode run', () => {
  const described = { mode: 'run', old: '18.16.0', new: 'ref:v-fast', groups: 'buffers url', runs: '3' };

  it('on a push, the request is the inputs: their sides and selection, the repository the run is in', () => {
    const request = runModeRequest(inputs({ ...described, filter: 'tojson', set: 'len=256' }), github('push', push));
    assert.deepEqual(request, {
      schemaVersion: 1,
      trigger: 'workflow_dispatch',
      repository: REPO,
      old: { kind: 'release', version: '18.16.0' },
      new: { kind: 'ref', ref: 'v-fast' },
      groups: ['buffers', 'url'],
      filter: ['tojson'],
      exclude: [],
      set: { len: ['256'] },
      runs: 3,
    });
  });

  it('on a push, runs auto carries the inputs’ cap and δ (percent)', () => {
    const request = runModeRequest(
      inputs({ ...described, runs: 'auto', 'max-runs': '12', delta: '2.5' }),
      github('push', push),
    );
    assert.deepEqual([request.runs, request.maxRuns, request.delta], ['auto', 12, 2.5]);
  });

  it('on a push, what the inputs leave out or do not allow is refused, named as the input', () => {
    const refused = (given: Record<string, string>, message: RegExp) =>
      assert.throws(() => runModeRequest(inputs(given), github('schedule', {})), message);
    refused({ mode: 'run', new: '20.0.0', groups: 'buffers' }, /^RequestError: input old is required: a release/);
    refused({ ...described, groups: '' }, /input groups is empty: name the benchmark groups to run/);
    refused(
      { ...described, 'allowed-groups': 'buffers' },
      /input groups: unknown benchmark group `url`; the groups are `buffers`/,
    );
  });

  it("on a workflow_dispatch, the form's values are laid over the inputs, and its sender asked", () => {
    const payload = dispatchEvent({ repository: REPO, inputs: { new: '20.0.0', runs: '2' }, sender: writer });
    const request = runModeRequest(inputs(described), github('workflow_dispatch', payload));
    assert.deepEqual(
      [request.old, request.new, request.groups, request.runs, request.requestedBy],
      [{ kind: 'release', version: '18.16.0' }, { kind: 'release', version: '20.0.0' }, ['buffers', 'url'], 2, writer],
    );
  });
});
