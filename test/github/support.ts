// Shared set-up for the GitHub layer tests: a fake GitHub on 127.0.0.1 and a
// client from our real factory pointed at it, with short 5xx backoff and no
// write spacing so tests stay fast (rate-limit waits stay real).
import { createGitHubClient, type GitHubClient, type GitHubClientOptions } from '../../src/github/client.ts';
import { startFakeGitHub, type FakeGitHub, type FakeGitHubOptions } from '../helpers/fake-github.ts';
import { fetchFor } from '../../src/net/fetch.ts';

/** the test's requests go straight to 127.0.0.1, whatever proxy the machine sets */
const directFetch = fetchFor({});

export const TOKEN = 'ghs_test-token';

export interface Harness {
  gh: FakeGitHub;
  octokit: GitHubClient;
  /** warnings the client logged */
  warnings: string[];
  close(): Promise<void>;
}

export async function startHarness(
  options: { fake?: FakeGitHubOptions; client?: Partial<GitHubClientOptions> } = {},
): Promise<Harness> {
  const gh = await startFakeGitHub({ token: TOKEN, ...options.fake });
  const warnings: string[] = [];
  const octokit = createGitHubClient({
    fetch: directFetch,
    token: TOKEN,
    baseUrl: gh.url,
    retries: 3,
    minRetryDelayMs: 5,
    writeSpacingMs: 0,
    requestTimeoutMs: 5000,
    log: { warn: (message) => warnings.push(message) },
    ...options.client,
  });
  return { gh, octokit, warnings, close: () => gh.close() };
}

export const sha = (char: string): string => char.repeat(40);
