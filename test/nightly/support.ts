// What the nightly tests share: a GitHub client for the fake server (fast retries, no write spacing, warnings
// collected), and the options every scan of the fake node checkout takes.
import { createGitHubClient, type GitHubClient } from '../../src/github/client.ts';
import { fetchFor } from '../../src/net/fetch.ts';
import type { NightlyOptions } from '../../src/nightly/scan-options.ts';
import type { FakeGitHub } from '../helpers/fake-github.ts';

export function fakeGitHubClient(gh: FakeGitHub, token: string, logs: string[]): GitHubClient {
  return createGitHubClient({
    fetch: fetchFor({}),
    token,
    baseUrl: gh.url,
    retries: 1,
    minRetryDelayMs: 5,
    writeSpacingMs: 0,
    requestTimeoutMs: 5000,
    log: { warn: (message) => logs.push(`warn: ${message}`) },
  });
}

/**
 * The bundled runner on the test suite's `loop` group; no free-disk floor; no sandbox (the fake build
 * counts itself in a file outside its worktree, which the sandbox would not let it write).
 */
export const FAKE_CHECKOUT_SCAN = {
  groups: ['loop'],
  suite: 'bundled',
  minFreeBytes: 0,
  sandbox: 'none',
  passEnv: [],
  buildTimeoutMs: 600_000,
} as const satisfies Partial<NightlyOptions>;
