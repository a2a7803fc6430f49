// Every child of both runners runs with the caller's environment and inside
// the caller's sandbox: the listing children, the measuring children, the
// taskset probe, compare.js (and so every benchmark it forks).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';

import { chooseSandbox, type Sandbox } from '../../src/process/sandbox.ts';
import {
  runSupervised,
  type ChildEnv,
  type CommandWrapper,
  type ProcessSpec,
  type Supervisor,
} from '../../src/process/supervisor.ts';
import { runCore } from './support.ts';
import { findExecutable } from '../../src/util/files.ts';
import type { Sample } from '../../src/stats/csv.ts';
import { repoRoot, testFixtures } from '../helpers/paths.ts';
import { NODE, cpuList, record, request } from './support.ts';

const ENV: ChildEnv = { PATH: process.env.PATH ?? '/usr/bin:/bin', ONLY_THIS: 'yes' };

/** A supervisor that keeps every spec it is given. */
function recording(): { specs: ProcessSpec[]; supervisor: Supervisor } {
  const specs: ProcessSpec[] = [];
  return {
    specs,
    supervisor: (spec) => {
      specs.push(spec);
      return runSupervised(spec);
    },
  };
}

// Passes the command through unchanged, so the children run as usual; what matters is that it is handed over.
const passThrough: CommandWrapper = { wrap: (command, args) => ({ command, args: [...args] }) };

test('bundled: every child gets the sandbox and exactly the given environment plus its mode', async () => {
  const { specs, supervisor } = recording();
  const hasTaskset = findExecutable('taskset', ENV.PATH) !== null;
  const r = await record(request({ filter: ['fast'], runs: 1, cpuset: hasTaskset ? cpuList('0') : undefined }), {
    env: ENV,
    hostNode: NODE,
    sandbox: passThrough,
    supervisor,
  });
  assert.equal(r.samples.length, 8);
  // (taskset probe,) 2 listings, 8 measuring children
  assert.equal(specs.length, (hasTaskset ? 1 : 0) + 2 + 8);
  for (const spec of specs) {
    assert.equal(spec.sandbox, passThrough, `${spec.command} ${spec.args.join(' ')}`);
    const { NODE_BENCH_HOST_NODE, NODE_BENCH_LIST_CONFIGS, NODE_RUN_BENCHMARK_FN, ...rest } = spec.env;
    assert.deepEqual(rest, ENV);
    const mode = [NODE_BENCH_LIST_CONFIGS, NODE_RUN_BENCHMARK_FN].filter((v) => v !== undefined);
    if (NODE_BENCH_HOST_NODE === undefined) assert.deepEqual(mode, [], 'the taskset probe has no mode');
    else {
      assert.equal(NODE_BENCH_HOST_NODE, NODE);
      assert.equal(mode.length, 1);
    }
  }
});

test('core: compare.js gets the sandbox, the environment and the host node', async () => {
  const { specs, supervisor } = recording();
  const samples: Sample[] = [];
  const result = await runCore(
    {
      repo: path.join(testFixtures, 'core-repo'),
      engine: 'compare.js',
      categories: ['math'],
      filter: ['add'],
      old: NODE,
      new: NODE,
      runs: 1,
      env: ENV,
      hostNode: NODE,
      sandbox: passThrough,
      supervisor,
    },
    { onSample: (s) => samples.push(s) },
  );
  assert.deepEqual(result.failures, []);
  assert.equal(samples.length, 4);
  assert.equal(specs.length, 1);
  assert.equal(specs[0]!.command, NODE);
  assert.equal(specs[0]!.sandbox, passThrough);
  assert.deepEqual(specs[0]!.env, ENV);
});

const bwrapWorks =
  findExecutable('bwrap', process.env.PATH) !== null &&
  spawnSync('bwrap', ['--ro-bind', '/', '/', '--unshare-pid', 'true']).status === 0;

describe('inside a real bwrap sandbox', { skip: !bwrapWorks && 'bwrap does not work here' }, () => {
  let root = '';
  let suite = '';
  let secret = '';
  let sandbox: Sandbox;

  before(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'node-bench-run-sandbox-'));
    // A benchmark that fails when it can see a file the sandbox hides.
    secret = path.join(root, 'hidden', 'secret.txt');
    mkdirSync(path.dirname(secret));
    writeFileSync(secret, 'token');
    suite = path.join(root, 'suite');
    mkdirSync(path.join(suite, 'probe'), { recursive: true });
    writeFileSync(
      path.join(suite, 'probe', 'see.js'),
      `'use strict';
const fs = require('node:fs');
const common = require(${JSON.stringify(path.join(repoRoot, 'benchmarks', 'common.js'))});
const bench = common.createBenchmark(main, { n: [1000] });
function main({ n }) {
  if (fs.existsSync(${JSON.stringify(secret)})) throw new Error('the hidden file is visible');
  bench.start();
  bench.end(n);
}
`,
    );
    sandbox = await chooseSandbox({
      mode: 'bwrap',
      untrustedCode: true,
      hide: [path.dirname(secret)],
      env: { PATH: ENV.PATH },
      uid: process.getuid!(),
      platform: 'linux-x64',
      log: () => {},
    });
  });
  after(() => rmSync(root, { recursive: true, force: true }));

  test('bundled: listing and measuring children run inside it (and the same run outside sees the file)', async () => {
    const outside = await record(request({ suiteDir: suite, groups: ['probe'], runs: 2 }), { env: ENV });
    assert.equal(outside.samples.length, 0);
    assert.match(outside.summary.failures[0]!.detail, /the hidden file is visible/);

    const wrapper = await sandbox.confine({ readable: [NODE, suite, repoRoot] });
    const inside = await record(request({ suiteDir: suite, groups: ['probe'], runs: 2 }), {
      env: ENV,
      sandbox: wrapper,
    });
    assert.deepEqual(inside.summary.failures, []);
    assert.equal(inside.samples.length, 4);
  });

  test('core: compare.js and the benchmarks it forks run inside it', async () => {
    const repo = path.join(testFixtures, 'core-repo');
    const samples: Sample[] = [];
    const result = await runCore(
      {
        repo,
        engine: 'compare.js',
        categories: ['math'],
        filter: ['add'],
        old: NODE,
        new: NODE,
        runs: 1,
        env: ENV,
        hostNode: NODE,
        sandbox: await sandbox.confine({ readable: [NODE, repo] }),
      },
      { onSample: (s) => samples.push(s) },
    );
    assert.deepEqual(result.failures, []);
    assert.equal(samples.length, 4);
  });
});
