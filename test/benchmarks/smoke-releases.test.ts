// The bundled suite must run on every Node.js line it compares: the smoke
// run (every file, --test, by hand) on real release binaries 16.20.0,
// 18.16.0 and 20.0.0, with autocannon in the host node (NODE_BENCH_HOST_NODE).
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

import { runSmoke, smokeProblems } from './smoke.ts';

const VERSIONS = ['16.20.0', '18.16.0', '20.0.0'];
const releasesModule = fileURLToPath(new URL('../helpers/releases.ts', import.meta.url));

type GetReleaseBinary = (version: string) => Promise<string>;

async function loadGetReleaseBinary(): Promise<GetReleaseBinary | null> {
  if (!existsSync(releasesModule)) return null;
  const mod = (await import('../helpers/releases.ts')) as { getReleaseBinary: GetReleaseBinary };
  return mod.getReleaseBinary;
}

for (const version of VERSIONS) {
  test(`every benchmark file runs in --test mode on Node.js ${version}`, { timeout: 6 * 60_000 }, async (t) => {
    const getReleaseBinary = await loadGetReleaseBinary();
    if (getReleaseBinary === null) {
      t.skip('test/helpers/releases.ts (getReleaseBinary) is missing: cannot fetch release binaries');
      return;
    }
    const binary = await getReleaseBinary(version);
    assert.equal(execFileSync(binary, ['-p', 'process.version'], { encoding: 'utf8' }).trim(), `v${version}`);
    const started = Date.now();
    const results = await runSmoke(binary, { hostNode: process.execPath });
    const problems = smokeProblems(results);
    assert.deepEqual(problems, [], problems.join('\n\n'));
    console.log(`smoke on ${version}: ${results.length} files in ${Date.now() - started} ms`);
  });
}
