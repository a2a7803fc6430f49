// The event payloads our tests feed the Action are shapes GitHub sends: every
// fixture in test/fixtures/events and every payload builder's output validates
// against GitHub's webhook schemas (@octokit/openapi-webhooks) for its event
// and action.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';

import { commentEvent, dispatchEvent, pullRequestEvent, workflowRunEvent } from '../helpers/events.ts';
import { GITHUB_ACTIONS_BOT } from '../helpers/fake-github.ts';
import { testFixtures } from '../helpers/paths.ts';
import { validateWebhookPayload, validateWebhookProperty, webhookNames } from '../helpers/webhooks.ts';

const EVENTS = join(testFixtures, 'events');
const sha = (char: string): string => char.repeat(40);

describe('event fixtures validate against GitHub webhook schemas', () => {
  const files = readdirSync(EVENTS).filter((file) => file.endsWith('.json'));

  test('the fixtures are there', () => {
    assert.ok(files.length >= 9, files.join(', '));
  });

  for (const file of files.filter((name) => !name.startsWith('schedule'))) {
    test(file, () => {
      const payload = JSON.parse(readFileSync(join(EVENTS, file), 'utf8')) as { action?: string };
      const event = file.split('.')[0]!;
      assert.deepEqual(validateWebhookPayload(event, payload), []);
    });
  }

  test('schedule.json (an Actions event, no webhook): its repository, organization and sender are webhook shapes', () => {
    assert.ok(!webhookNames().some((name) => name.startsWith('schedule')));
    const payload = JSON.parse(readFileSync(join(EVENTS, 'schedule.json'), 'utf8')) as Record<string, unknown>;
    for (const property of ['repository', 'organization', 'sender']) {
      assert.ok(payload[property], property);
      assert.deepEqual(validateWebhookProperty('workflow-dispatch', property, payload[property]), []);
    }
  });
});

describe('event payload builders validate against GitHub webhook schemas', () => {
  const comment = {
    repository: 'nodejs/node',
    issueNumber: 12,
    commentId: 3456,
    body: '/benchmark buffers',
    user: { login: 'writer', id: 77 },
  };
  for (const action of ['created', 'edited', 'deleted']) {
    test(`commentEvent: issue_comment ${action}`, () => {
      assert.deepEqual(validateWebhookPayload('issue_comment', commentEvent({ ...comment, action })), []);
    });
  }

  test('commentEvent: on a plain issue, by a bot, in another repository', () => {
    const onIssue = commentEvent({ ...comment, onPullRequest: false });
    assert.equal(onIssue.issue.pull_request, undefined);
    assert.deepEqual(validateWebhookPayload('issue_comment', onIssue), []);
    const byBot = commentEvent({ ...comment, user: GITHUB_ACTIONS_BOT, association: 'NONE' });
    assert.equal(byBot.comment.user.url, 'https://api.github.com/users/github-actions%5Bbot%5D');
    assert.deepEqual(validateWebhookPayload('issue_comment', byBot), []);
    const elsewhere = commentEvent({ ...comment, repository: 'octo-org/bench' });
    assert.equal(elsewhere.repository.full_name, 'octo-org/bench');
    assert.equal(elsewhere.issue.url, 'https://api.github.com/repos/octo-org/bench/issues/12');
    assert.deepEqual(validateWebhookPayload('issue_comment', elsewhere), []);
  });

  test('commentEvent carries what the Action reads', () => {
    const payload = commentEvent(comment);
    assert.equal(payload.action, 'created');
    assert.equal(payload.issue.number, 12);
    assert.equal(payload.comment.id, 3456);
    assert.equal(payload.comment.body, '/benchmark buffers');
    assert.equal(payload.comment.user.login, 'writer');
    assert.equal(payload.sender.id, 77);
    assert.equal(payload.issue.pull_request.url, 'https://api.github.com/repos/nodejs/node/pulls/12');
  });

  test('pullRequestEvent: synchronize on a same-repository branch, labeled from a fork', () => {
    const synchronize = pullRequestEvent({
      repository: 'nodejs/node',
      number: 7,
      headSha: sha('c'),
      baseSha: sha('b'),
    });
    assert.equal(synchronize.pull_request.head.repo.full_name, 'nodejs/node');
    assert.equal(synchronize.after, sha('c'));
    assert.deepEqual(validateWebhookPayload('pull_request', synchronize), []);
    const labeled = pullRequestEvent({
      repository: 'nodejs/node',
      number: 8,
      action: 'labeled',
      headSha: sha('d'),
      headRepo: 'someone/node',
      baseSha: sha('b'),
      labels: ['benchmark'],
    });
    assert.equal(labeled.pull_request.head.repo.full_name, 'someone/node');
    assert.equal(labeled.pull_request.head.repo.fork, true);
    assert.equal(labeled.label.name, 'benchmark');
    assert.equal(labeled.pull_request.html_url, 'https://github.com/nodejs/node/pull/8');
    assert.deepEqual(validateWebhookPayload('pull_request', labeled), []);
    const forkPush = pullRequestEvent({
      repository: 'nodejs/node',
      number: 9,
      headSha: sha('e'),
      headRepo: 'someone/node',
      baseSha: sha('b'),
      labels: [],
    });
    assert.equal(forkPush.action, 'synchronize');
    assert.equal(forkPush.label, undefined);
    assert.deepEqual(forkPush.pull_request.labels, []);
    assert.deepEqual(validateWebhookPayload('pull_request', forkPush), []);
  });

  test("dispatchEvent: a manual run with the form's inputs, and with none", () => {
    const withInputs = dispatchEvent({
      repository: 'octo-org/bench',
      inputs: { old: '18.16.0', new: '20.0.0', groups: 'buffers' },
      sender: { login: 'writer', id: 77 },
    });
    assert.deepEqual(withInputs.inputs, { old: '18.16.0', new: '20.0.0', groups: 'buffers' });
    assert.equal(withInputs.repository.full_name, 'octo-org/bench');
    assert.equal(withInputs.sender.login, 'writer');
    assert.equal(withInputs.ref, 'refs/heads/main');
    assert.deepEqual(validateWebhookPayload('workflow_dispatch', withInputs), []);
    const bare = dispatchEvent({ repository: 'nodejs/node', ref: 'v22.x' });
    assert.deepEqual(bare.inputs, {});
    assert.equal(bare.ref, 'refs/heads/v22.x');
    assert.deepEqual(validateWebhookPayload('workflow_dispatch', bare), []);
  });

  test('workflowRunEvent: a completed pull_request run, from a branch and from a fork', () => {
    const pull = { number: 7, headRef: 'perf/x', headSha: sha('a'), baseRef: 'main', baseSha: sha('b') };
    const branch = workflowRunEvent({
      repository: 'nodejs/node',
      runId: 9001,
      headSha: sha('a'),
      pullRequests: [pull],
    });
    assert.equal(branch.workflow_run.conclusion, 'success');
    assert.equal(branch.workflow_run.pull_requests[0].number, 7);
    assert.deepEqual(validateWebhookPayload('workflow_run', branch), []);
    // GitHub lists no pull request on a run whose head is in a fork: the report finds it by head SHA
    const fork = workflowRunEvent({
      repository: 'nodejs/node',
      runId: 9002,
      headSha: sha('c'),
      headRepo: 'someone/node',
    });
    assert.deepEqual(fork.workflow_run.pull_requests, []);
    assert.equal(fork.workflow_run.head_repository.full_name, 'someone/node');
    assert.equal(fork.workflow_run.head_repository.fork, true);
    assert.equal(fork.workflow_run.repository.full_name, 'nodejs/node');
    assert.deepEqual(validateWebhookPayload('workflow_run', fork), []);
    for (const action of ['requested', 'in_progress']) {
      const early = workflowRunEvent({ repository: 'nodejs/node', runId: 9003, headSha: sha('d'), action });
      assert.equal(early.workflow_run.conclusion, null);
      assert.deepEqual(validateWebhookPayload('workflow_run', early), [], action);
    }
  });

  test('a payload of the wrong shape is reported', () => {
    const bad = commentEvent(comment);
    bad.comment.user.url = 'https://api.github.com/users/x[bot]';
    delete bad.issue.number;
    const [problem, ...rest] = validateWebhookPayload('issue_comment', bad);
    assert.deepEqual(rest, []);
    assert.match(problem ?? '', /^issue-comment-created: /);
    assert.match(problem ?? '', /\/issue must have required property 'number'/);
    assert.match(problem ?? '', /\/comment\/user\/url must match format "uri"/);
    assert.throws(() => validateWebhookPayload('benchmark_request', {}), /no payload for benchmark_request/);
  });
});
