// The run's facts as the Action uses them, from @actions/github's context: the
// real Context class, hydrated from a child-free environment of our making.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { context as actionsContext } from '@actions/github';
import { gitHubEnvFrom, type ActionsContext } from '../../src/action/github-env.ts';
import { commentEvent } from '../helpers/events.ts';
import { RequestError } from '../../src/errors.ts';

/** @actions/github's Context class (the package exports its instance, made when it was imported) */
const Context = actionsContext.constructor as new () => typeof actionsContext;
type Context = typeof actionsContext;

const scratch = mkdtempSync(join(tmpdir(), 'github-env-'));
after(() => rmSync(scratch, { recursive: true, force: true }));

const VARIABLES = [
  'GITHUB_EVENT_PATH',
  'GITHUB_EVENT_NAME',
  'GITHUB_REPOSITORY',
  'GITHUB_API_URL',
  'GITHUB_SERVER_URL',
  'GITHUB_RUN_ID',
] as const;

/** A Context as @actions/github makes one in a step with these variables (restored afterwards). */
function contextWith(env: Partial<Record<(typeof VARIABLES)[number], string>>): Context {
  const saved = Object.fromEntries(VARIABLES.map((name) => [name, process.env[name]]));
  try {
    for (const name of VARIABLES) {
      if (env[name] === undefined) delete process.env[name];
      else process.env[name] = env[name];
    }
    const context = new Context();
    // the repo getter reads GITHUB_REPOSITORY when called: pin it to this environment
    const repo = (() => {
      try {
        return { value: context.repo };
      } catch (error) {
        return { error };
      }
    })();
    Object.defineProperty(context, 'repo', {
      get: () => {
        if ('error' in repo) throw repo.error;
        return repo.value;
      },
    });
    return context;
  } finally {
    for (const name of VARIABLES) {
      if (saved[name] === undefined) delete process.env[name];
      else process.env[name] = saved[name];
    }
  }
}

describe('gitHubEnvFrom(@actions/github context)', () => {
  const payload = commentEvent({
    repository: 'octo-org/node',
    issueNumber: 12,
    commentId: 3456,
    body: '/benchmark buffers',
    user: { login: 'writer', id: 77 },
  });
  const eventPath = join(scratch, 'event.json');
  writeFileSync(eventPath, JSON.stringify(payload));

  it('takes the event, the repository, the URLs and the run from the context, the file name from the ref', () => {
    const context = contextWith({
      GITHUB_EVENT_PATH: eventPath,
      GITHUB_EVENT_NAME: 'issue_comment',
      GITHUB_REPOSITORY: 'octo-org/node',
      GITHUB_API_URL: 'https://ghe.example/api/v3',
      GITHUB_SERVER_URL: 'https://ghe.example',
      GITHUB_RUN_ID: '9001',
    });
    const github = gitHubEnvFrom(context, {
      GITHUB_WORKFLOW_REF: 'octo-org/node/.github/workflows/benchmark.yml@refs/heads/main',
      GITHUB_WORKFLOW: 'benchmark PR',
    });
    assert.deepEqual(github, {
      eventName: 'issue_comment',
      payload,
      owner: 'octo-org',
      repo: 'node',
      apiUrl: 'https://ghe.example/api/v3',
      runUrl: 'https://ghe.example/octo-org/node/actions/runs/9001',
      runId: 9001,
      runAttempt: 1,
      workflow: 'benchmark.yml',
    });
  });

  it('outside Actions: no payload, public URLs, no run link, the workflow "local"', () => {
    const github = gitHubEnvFrom(contextWith({ GITHUB_REPOSITORY: 'nodejs/node' }), {});
    assert.deepEqual(github, {
      eventName: '',
      payload: {},
      owner: 'nodejs',
      repo: 'node',
      apiUrl: 'https://api.github.com',
      runUrl: undefined,
      runAttempt: 1,
      workflow: 'local',
    });
    // a re-run of the workflow run: its attempt (what the gate's re-run guard reads)
    assert.equal(
      gitHubEnvFrom(contextWith({ GITHUB_REPOSITORY: 'nodejs/node' }), { GITHUB_RUN_ATTEMPT: '3' }).runAttempt,
      3,
    );
    assert.equal(
      gitHubEnvFrom(contextWith({ GITHUB_REPOSITORY: 'nodejs/node' }), { GITHUB_RUN_ATTEMPT: 'x' }).runAttempt,
      1,
    );
    assert.equal(
      gitHubEnvFrom(contextWith({ GITHUB_REPOSITORY: 'nodejs/node' }), { GITHUB_WORKFLOW: 'ci' }).workflow,
      'ci',
    );
  });

  it("this Action's own repository and ref (the reports' reproduce line), when they are plain names", () => {
    const context = () => contextWith({ GITHUB_REPOSITORY: 'nodejs/node' });
    const tool = (env: Record<string, string>) => gitHubEnvFrom(context(), env).tool;
    assert.deepEqual(tool({ GITHUB_ACTION_REPOSITORY: 'octo-tools/node-benchmark-action', GITHUB_ACTION_REF: 'v1' }), {
      repository: 'octo-tools/node-benchmark-action',
      ref: 'v1',
    });
    // a local action (`uses: ./`) has neither: the package's own repository and version are used then
    assert.equal(tool({ GITHUB_ACTION_REPOSITORY: '', GITHUB_ACTION_REF: '' }), undefined);
    assert.equal(tool({ GITHUB_ACTION_REPOSITORY: 'a/b', GITHUB_ACTION_REF: 'v1; rm -rf /' }), undefined);
    assert.equal(tool({ GITHUB_ACTION_REPOSITORY: 'not a repo', GITHUB_ACTION_REF: 'v1' }), undefined);
  });

  it('without GITHUB_REPOSITORY, the payload names the repository (the context falls back to it)', () => {
    const github = gitHubEnvFrom(contextWith({ GITHUB_EVENT_PATH: eventPath }), {});
    assert.deepEqual([github.owner, github.repo], ['octo-org', 'node']);
  });

  it('refuses, as a RequestError, no repository at all, a malformed one, and a payload that is not an object', () => {
    assert.throws(
      () => gitHubEnvFrom(contextWith({}), {}),
      (error: unknown) =>
        error instanceof RequestError && /the repository is unknown: .*GITHUB_REPOSITORY/.test(error.message),
    );
    assert.throws(
      () => gitHubEnvFrom(contextWith({ GITHUB_REPOSITORY: 'just-a-name' }), {}),
      (error: unknown) => error instanceof RequestError && /GITHUB_REPOSITORY must be owner\/name/.test(error.message),
    );
    const arrayPath = join(scratch, 'array.json');
    writeFileSync(arrayPath, '[1]');
    assert.throws(
      () => gitHubEnvFrom(contextWith({ GITHUB_EVENT_PATH: arrayPath, GITHUB_REPOSITORY: 'nodejs/node' }), {}),
      /the event payload \(GITHUB_EVENT_PATH\) is not a JSON object/,
    );
  });

  it('the context type fits what gitHubEnvFrom reads', () => {
    const context: ActionsContext = contextWith({ GITHUB_REPOSITORY: 'nodejs/node' });
    assert.equal(context.runId, Number.NaN);
  });
});
