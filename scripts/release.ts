// `npm run release -- X.Y.Z [--pack-dir DIR]`: releases the commit checked out (see release-process.ts), as the
// release workflow runs it: GITHUB_TOKEN (contents: write), GITHUB_REPOSITORY and GITHUB_API_URL from the job.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createGitHubClient } from '../src/github/client.ts';
import { fetchFor } from '../src/net/fetch.ts';
import { release, ReleaseError } from './release-process.ts';

const USAGE = 'usage: npm run release -- X.Y.Z [--pack-dir DIR]  (env: GITHUB_TOKEN, GITHUB_REPOSITORY)';

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new ReleaseError(`${name} is not set (${USAGE})`);
  return value;
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    options: { 'pack-dir': { type: 'string' } },
    allowPositionals: true,
  });
  if (positionals.length !== 1) throw new ReleaseError(USAGE);
  const octokit = createGitHubClient({
    token: required('GITHUB_TOKEN'),
    baseUrl: process.env.GITHUB_API_URL || 'https://api.github.com',
    fetch: fetchFor(process.env),
  });
  const packDir = path.resolve(values['pack-dir'] ?? mkdtempSync(path.join(tmpdir(), 'node-bench-release-')));
  const result = await release({
    octokit,
    repository: required('GITHUB_REPOSITORY'),
    dir: process.cwd(),
    version: positionals[0]!,
    build: ['npm', 'run', 'build'],
    packDir,
    log: (line) => console.log(line),
  });
  console.log(`tarball: ${result.tarball}`);
}

main().catch((error: unknown) => {
  // ours and the client's errors (GitHubApiError: the request and GitHub's message) are one line each
  console.error(`release: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
