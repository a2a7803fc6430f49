// requestTrust: which events may build trusted (write the caches every later build reads).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { requestTrust } from '../../src/action/trust.ts';

const repository = { default_branch: 'main' };
const noPr = {};
const trust = (eventName: string, ref: string, protectedRef: boolean, pr?: number) =>
  requestTrust(
    pr === undefined ? noPr : { pr: { number: pr, headSha: 'a'.repeat(40), baseRef: 'main' } },
    { eventName, payload: { repository } },
    { GITHUB_REF: ref, GITHUB_REF_PROTECTED: String(protectedRef), GITHUB_RUN_ID: '4242' },
  );

describe('requestTrust', () => {
  it('trusts a push to the default or a protected branch, and a schedule', () => {
    assert.deepEqual(trust('push', 'refs/heads/main', false), {
      trust: 'trusted',
      reason: 'push on the default branch main',
    });
    assert.equal(trust('push', 'refs/heads/v22.x-staging', true).trust, 'trusted');
    assert.equal(trust('schedule', 'refs/heads/main', false).trust, 'trusted');
  });

  it('builds everything else untrusted, per workflow run', () => {
    for (const [event, ref, protectedRef] of [
      ['push', 'refs/heads/feature', false],
      ['push', 'refs/tags/v1.0.0', true],
      ['workflow_dispatch', 'refs/heads/main', true], // the inputs may name any commit
      ['workflow_dispatch', 'refs/heads/feature', false],
      ['pull_request', 'refs/pull/7/merge', false],
      ['pull_request_target', 'refs/heads/main', true],
      ['issue_comment', 'refs/heads/main', true],
      ['workflow_run', 'refs/heads/main', true],
    ] as const) {
      const result = trust(event, ref, protectedRef);
      assert.equal(result.trust, 'untrusted', `${event} on ${ref}`);
      assert.equal(result.untrustedScope, 'run-4242');
      assert.match(result.reason, new RegExp(`^${event} on ${ref} \\(run-4242\\)`));
    }
  });

  it("builds a pull request's code untrusted, per pull request, whatever the event", () => {
    assert.deepEqual(trust('push', 'refs/heads/main', true, 12), {
      trust: 'untrusted',
      untrustedScope: 'pr-12',
      reason: 'pull request #12 (pr-12)',
    });
  });

  it('without a run id (not on GitHub), each untrusted build keeps to itself', () => {
    const result = requestTrust(noPr, { eventName: '', payload: {} }, {});
    assert.equal(result.trust, 'untrusted');
    assert.equal(result.untrustedScope, undefined);
  });
});
