// The runner's cache folder is hidden from the benchmarks the execute job runs: a relative `cache-dir` is the
// workspace's, for the folder the sandbox hides as for the folder the run writes to, wherever the process runs.
// Real: two cached releases (hard-linked), node core's benchmark/ in a checkout that holds the cache folder, bwrap.
import assert from 'node:assert/strict';
import { chmodSync, cpSync, linkSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { runExecute } from '../../src/action/execute.ts';
import { readActionInputs } from '../../src/action/inputs.ts';
import { set as setOption } from '../../src/options/selection.ts';
import type { Request } from '../../src/request/request.ts';
import { localExecuteDeps } from '../helpers/execute-deps.ts';
import { findNodeCore } from '../helpers/node-core-repo.ts';
import { scratchDir } from '../helpers/paths.ts';
import { getReleaseBinary, TEST_CACHE_DIR } from '../helpers/releases.ts';

const VERSIONS = ['18.16.0', '20.0.0'];
const core = findNodeCore();

/** A benchmark of the checkout that fails its row when it can read the runner's cache folder (cache/). */
const PROBE = `'use strict';
const fs = require('node:fs');
const path = require('node:path');
const common = require('../common.js');

const bench = common.createBenchmark(main, { n: [10] });

function main({ n }) {
  const secret = path.join(__dirname, '..', '..', 'cache', 'secret.txt');
  if (fs.existsSync(secret)) throw new Error('the cache folder is visible: ' + fs.readFileSync(secret, 'utf8'));
  bench.start();
  for (let i = 0; i < n; i++);
  bench.end(n);
}
`;

/** A workspace that is a Node.js checkout with the probe, and a cache folder inside it holding the releases. */
async function workspaceWithCache(coreDir: string): Promise<string> {
  for (const version of VERSIONS) await getReleaseBinary(version);
  const workspace = scratchDir('execute-cache-dir-');
  chmodSync(workspace, 0o755); // run as root, the benchmarks run as an unprivileged user
  cpSync(join(coreDir, 'benchmark'), join(workspace, 'benchmark'), { recursive: true });
  mkdirSync(join(workspace, 'benchmark', 'probe'));
  writeFileSync(join(workspace, 'benchmark', 'probe', 'cache.js'), PROBE);
  for (const version of VERSIONS) {
    const from = join(TEST_CACHE_DIR, 'releases', `v${version}`);
    const to = join(workspace, 'cache', 'releases', `v${version}`);
    mkdirSync(to, { recursive: true });
    for (const file of readdirSync(from)) linkSync(join(from, file), join(to, file));
  }
  writeFileSync(join(workspace, 'cache', 'secret.txt'), 'the runner state', { mode: 0o644 });
  return workspace;
}

describe("the execute job's cache folder", () => {
  const skip = 'reason' in core ? core.reason : false;
  it(
    'a relative cache-dir is hidden from the benchmarks where the run writes it: in the workspace',
    { skip },
    async () => {
      const workspace = await workspaceWithCache((core as { dir: string }).dir);
      assert.notEqual(process.cwd(), workspace, 'the attack: the process runs outside the workspace');
      const request: Request = {
        schemaVersion: 1,
        trigger: 'workflow_dispatch',
        repository: 'nodejs/node',
        old: { kind: 'release', version: VERSIONS[0]! },
        new: { kind: 'release', version: VERSIONS[1]! },
        groups: ['probe'],
        filter: [],
        exclude: [],
        set: setOption.none(),
        runs: 1,
      };
      const given: Record<string, string> = {
        mode: 'run',
        suite: 'core',
        sandbox: 'bwrap',
        'binary-source': 'npm',
        'cache-dir': 'cache',
        'result-dir': 'result',
      };
      const logs: string[] = [];
      const execute = await runExecute(
        request,
        readActionInputs((name) => given[name] ?? ''),
        { ...localExecuteDeps(workspace), log: (line) => logs.push(line) },
      );
      assert.equal(execute.compareRequest.binaries.cacheDir, join(workspace, 'cache'), 'the run writes there');
      assert.deepEqual(
        execute.run.failures.map((failure) => failure.detail),
        [],
        logs.join('\n'),
      );
      assert.ok(execute.run.samples > 0, 'the probe ran');
    },
  );
});
