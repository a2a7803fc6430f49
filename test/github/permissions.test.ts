import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';

import { GitHubApiError, GitHubInputError } from '../../src/github/errors.ts';
import { getRepoPermission } from '../../src/github/permissions.ts';
import { startHarness, type Harness } from './support.ts';

const REPO = 'nodejs/node';
const repo = { owner: 'nodejs', repo: 'node' };

let h: Harness;
before(async () => {
  h = await startHarness();
  const roles = ['admin', 'maintain', 'write', 'triage', 'read', 'none'];
  roles.forEach((role, i) => h.gh.state.addCollaborator(REPO, { login: `${role}-user`, id: 100 + i }, role));
  h.gh.state.addCollaborator(REPO, { login: 'custom-user', id: 200 }, 'benchmark-runner', 'write');
  h.gh.state.addCollaborator(REPO, { login: 'lookalike', id: 300 }, 'admin');
});
after(async () => {
  await h.close();
});

describe('getRepoPermission (T1)', () => {
  for (const [role, id] of [
    ['admin', 100],
    ['maintain', 101],
    ['write', 102],
  ] as const) {
    test(`${role} is allowed`, async () => {
      const result = await getRepoPermission(h.octokit, { ...repo, username: `${role}-user`, userId: id });
      assert.deepEqual(result, { allowed: true, role, reason: `${role}-user has the ${role} role on nodejs/node` });
    });
  }

  for (const [role, id] of [
    ['triage', 103],
    ['read', 104],
    ['none', 105],
  ] as const) {
    test(`${role} is refused`, async () => {
      const result = await getRepoPermission(h.octokit, { ...repo, username: `${role}-user`, userId: id });
      assert.equal(result.allowed, false);
      assert.equal(result.role, role);
      assert.match(result.reason, /admin, maintain or write is required/);
    });
  }

  test('a custom role is refused even with write as its base permission', async () => {
    const result = await getRepoPermission(h.octokit, { ...repo, username: 'custom-user', userId: 200 });
    assert.equal(result.allowed, false);
    assert.equal(result.role, 'benchmark-runner');
  });

  test('a look-alike login (same text, different id) is refused', async () => {
    // The commenter is user 999 whose login reads "lookalike"; GitHub answers about admin 300.
    const result = await getRepoPermission(h.octokit, { ...repo, username: 'lookalike', userId: 999 });
    assert.equal(result.allowed, false);
    assert.match(result.reason, /user id 300, not the commenter's id 999/);
  });

  test('login case does not matter, the id does', async () => {
    const result = await getRepoPermission(h.octokit, { ...repo, username: 'ADMIN-user', userId: 100 });
    assert.equal(result.allowed, true);
  });

  test('a non-collaborator (404) is refused', async () => {
    const result = await getRepoPermission(h.octokit, { ...repo, username: 'first-timer', userId: 4242 });
    assert.deepEqual(result, {
      allowed: false,
      role: 'none',
      reason: 'first-timer is not a collaborator of nodejs/node',
    });
  });

  test('bot logins and malformed logins are refused without asking GitHub', async () => {
    const before = h.gh.requests.length;
    for (const username of ['dependabot[bot]', '../admin-user', 'a b', '-x', '', 'x'.repeat(40)]) {
      const result = await getRepoPermission(h.octokit, { ...repo, username, userId: 1 });
      assert.equal(result.allowed, false, username);
    }
    assert.equal(h.gh.requests.length, before);
  });

  test('an invalid user id is a programming error', async () => {
    await assert.rejects(
      getRepoPermission(h.octokit, { ...repo, username: 'admin-user', userId: 0 }),
      GitHubInputError,
    );
    await assert.rejects(
      getRepoPermission(h.octokit, { ...repo, username: 'admin-user', userId: 1.5 }),
      GitHubInputError,
    );
  });

  test('other API failures fail closed by throwing', async () => {
    h.gh.faults.serverError({ status: 500, times: 4 });
    await assert.rejects(
      getRepoPermission(h.octokit, { ...repo, username: 'admin-user', userId: 100 }),
      (error: unknown) => {
        assert.ok(error instanceof GitHubApiError);
        assert.match(error.message, /^checking admin-user's permission on nodejs\/node: .*failed with 500/);
        return true;
      },
    );
  });
});
