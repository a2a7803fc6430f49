import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, test } from 'node:test';

import { GitHubInputError, GitHubPermissionError } from '../../src/github/errors.ts';
import { addReaction, replyToComment, type ReactionContent } from '../../src/github/reactions.ts';
import { startHarness, sha, type Harness } from './support.ts';

const REPO = 'nodejs/node';
const repo = { owner: 'nodejs', repo: 'node' };
const alice = { login: 'alice', id: 7 };

let h: Harness;
let commentId: number;
beforeEach(async () => {
  h = await startHarness();
  h.gh.state.addPull(REPO, { number: 20, headSha: sha('f') });
  h.gh.state.addIssue(REPO, { number: 21, title: 'plain issue' });
  commentId = h.gh.state.addComment(REPO, 20, { body: '/benchmark http @everyone `$(curl x)`', user: alice }).id;
});
afterEach(async () => {
  await h.close();
});

describe('addReaction', () => {
  test('adds eyes, then rocket; a repeated reaction reports created: false', async () => {
    const eyes = await addReaction(h.octokit, { ...repo, commentId, content: 'eyes' });
    assert.equal(eyes.created, true);
    assert.equal(eyes.content, 'eyes');
    await addReaction(h.octokit, { ...repo, commentId, content: 'rocket' });
    const again = await addReaction(h.octokit, { ...repo, commentId, content: 'eyes' });
    assert.equal(again.created, false);
    assert.equal(again.id, eyes.id);
    assert.deepEqual(
      h.gh.state.repo(REPO)!.reactions.map((r) => r.content),
      ['eyes', 'rocket'],
    );
  });

  test('an unknown reaction is refused before sending', async () => {
    await assert.rejects(
      addReaction(h.octokit, { ...repo, commentId, content: 'shipit' as ReactionContent }),
      GitHubInputError,
    );
    assert.equal(h.gh.requests.length, 0);
  });

  test('a missing comment is a clear 404', async () => {
    await assert.rejects(
      addReaction(h.octokit, { ...repo, commentId: 1, content: 'eyes' }),
      /^GitHubApiError: adding the eyes reaction to comment 1 in nodejs\/node: GitHub API POST .* failed with 404/,
    );
  });

  test('a read-only token fails closed', async () => {
    h.gh.faults.notAccessibleByIntegration({ method: 'POST' });
    await assert.rejects(addReaction(h.octokit, { ...repo, commentId, content: 'eyes' }), GitHubPermissionError);
  });
});

describe('replyToComment', () => {
  test('posts our message and the validated command, nothing else of the user text', async () => {
    const reply = await replyToComment(h.octokit, {
      ...repo,
      issueNumber: 20,
      commentId,
      message: `Benchmarking ${sha('f').slice(0, 12)} against main.`,
      command: '/benchmark http --runs 30',
    });
    const posted = h.gh.state.findComment(reply.id)!.comment;
    assert.equal(
      posted.body,
      `Benchmarking ffffffffffff against main.\n\n> Request: \`/benchmark http --runs 30\`\n\n` +
        `<sub>In reply to [this comment](https://github.com/nodejs/node/pull/20#issuecomment-${commentId}).</sub>`,
    );
    assert.doesNotMatch(posted.body, /@everyone|curl/);
    assert.equal(reply.url, `https://github.com/nodejs/node/pull/20#issuecomment-${reply.id}`);
  });

  test('without a command only the message and the link are posted', async () => {
    const reply = await replyToComment(h.octokit, { ...repo, issueNumber: 20, commentId, message: 'Refused.' });
    assert.match(h.gh.state.findComment(reply.id)!.comment.body, /^Refused\.\n\n<sub>In reply to /);
  });

  test('a command with characters outside the grammar is not echoed', async () => {
    for (const command of ['/benchmark `x`', '/benchmark @nodejs/tsc', '/benchmark #1', '/benchmark a\nb', '']) {
      await assert.rejects(
        replyToComment(h.octokit, { ...repo, issueNumber: 20, commentId, message: 'ok', command }),
        GitHubInputError,
      );
    }
    assert.equal(h.gh.requests.length, 0);
  });

  test('refuses to reply on another issue than the comment is on', async () => {
    await assert.rejects(
      replyToComment(h.octokit, { ...repo, issueNumber: 21, commentId, message: 'ok' }),
      /comment \d+ is not on nodejs\/node#21/,
    );
    assert.equal(h.gh.requestsTo('POST', /comments$/).length, 0);
  });
});
