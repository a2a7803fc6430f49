// The gate on `/benchmark … --runs auto`: the request it hands to the execute
// job carries runs "auto" with the workflow's cap (max-runs) and δ (delta),
// and the acknowledgement says so; a cap auto cannot work with is the
// workflow's mistake, said in the run log, never to the commenter.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { runGate } from '../../src/action/gate.ts';
import { readActionInputs } from '../../src/action/inputs.ts';
import { parseRequestJson } from '../../src/request/request.ts';
import { commentEvent } from '../helpers/action.ts';
import { GITHUB_ACTIONS_BOT } from '../helpers/fake-github.ts';
import { sha, startHarness, type Harness } from '../github/support.ts';

const REPO = 'nodejs/node';
const PR = 9;
const writer = { login: 'writer-person', id: 1001 };

const inputs = (given: Record<string, string>) =>
  readActionInputs(
    (name) => ({ mode: 'gate', 'github-token': 'gate-token', 'allowed-groups': 'buffers', ...given })[name] ?? '',
  );

describe('gate: /benchmark --runs auto', () => {
  let h: Harness;
  before(async () => {
    h = await startHarness();
    h.gh.state.addRepo(REPO);
    h.gh.state.addCollaborator(REPO, writer, 'write');
    h.gh.state.addPull(REPO, { number: PR, headSha: sha('a'), baseSha: sha('b'), baseRef: 'main' });
  });
  after(async () => {
    await h.close();
  });

  const gate = (body: string, given: Record<string, string>, log: string[] = []) => {
    const comment = h.gh.state.addComment(REPO, PR, { body, user: { ...writer, type: 'User' } });
    const github = {
      eventName: 'issue_comment',
      owner: 'nodejs',
      repo: 'node',
      apiUrl: h.gh.url,
      workflow: 'benchmark.yml',
      payload: commentEvent({ repository: REPO, issueNumber: PR, commentId: comment.id, body, user: writer }),
    };
    return runGate(github, inputs(given), {
      octokit: h.octokit,
      log: (line) => log.push(line),
      botLogin: GITHUB_ACTIONS_BOT.login,
      botId: GITHUB_ACTIONS_BOT.id,
      // no groups auto here: the workspace is never read
      workspace: process.cwd(),
    });
  };

  it('hands on runs "auto" with max-runs and delta, and says so', async () => {
    const result = await gate('/benchmark buffers --runs auto', { runs: '10', 'max-runs': '20', delta: '3%' });
    assert.equal(result.proceed, true, result.reason);
    const request = parseRequestJson(result.requestJson!);
    assert.deepEqual([request.runs, request.maxRuns, request.delta], ['auto', 20, 3]);
    const ack = h.gh.state.comments(REPO, PR).at(-1)!;
    assert.match(ack.body, /\(`buffers`, auto runs \(up to 20, same within ±3 %\)\)/);
  });

  it('runs auto by default (action.yml: runs auto, max-runs 30); --runs N is a fixed count', async () => {
    const byDefault = await gate('/benchmark buffers', { runs: 'auto', 'max-runs': '30' });
    const request = parseRequestJson(byDefault.requestJson!);
    assert.deepEqual([request.runs, request.maxRuns, request.delta], ['auto', 30, undefined]);
    const fixed = await gate('/benchmark buffers runs=12', { runs: 'auto', 'max-runs': '30', delta: '3' });
    assert.deepEqual(parseRequestJson(fixed.requestJson!).runs, 12);
    assert.match(h.gh.state.comments(REPO, PR).at(-1)!.body, /\(`buffers`, 12 runs\)/);
  });

  it('refuses, in the log, a max-runs too low for auto; and tells the commenter about a bad --runs', async () => {
    await assert.rejects(
      gate('/benchmark buffers --runs auto', { runs: '2', 'max-runs': '2' }),
      /^RequestError: input max-runs must be 3 or more with input runs auto; got 2$/,
    );
    const refused = await gate('/benchmark buffers --runs often', { 'max-runs': '30' });
    assert.equal(refused.proceed, false);
    assert.equal(refused.reason, '/benchmark --runs must be auto or an integer from 1 to 30');
    assert.match(
      h.gh.state.comments(REPO, PR).at(-1)!.body,
      /\/benchmark --runs must be auto or an integer from 1 to 30/,
    );
  });
});
