// T10 for the benchmarks: PR code in a benchmark child finds no secret in its
// environment, which has the shape of the one compare.js's children inherit
// (the host's names in the host's order, each value as long), less what
// docs/security.md says is left out. The children are real: node core's way of running a file (a
// parent that forks itself once per configuration, as common.js does),
// listed and measured by our engine (runCore, run/suites/core-engine.ts) in the real
// bwrap sandbox, each dumping what it sees (process.env, and the raw
// /proc/self/environ it started with) into a directory the test reads.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';

import { benchmarkChildEnv } from '../../src/pipeline/compare.ts';
import type { HostEnv } from '../../src/process/env.ts';
import { chooseSandbox, SANDBOX_HOME, type Sandbox } from '../../src/process/sandbox.ts';
import { runCore } from '../run/support.ts';
import { findExecutable } from '../../src/util/files.ts';
import type { Sample } from '../../src/stats/csv.ts';
import { repoRoot } from '../helpers/paths.ts';

const NODE = process.execPath;
const TOKEN = `ghs_${randomBytes(18).toString('hex')}`;
const ID_TOKEN = `eyJ${randomBytes(24).toString('base64url')}`;
const PAT = `ghp_${randomBytes(18).toString('hex')}`;
const PASSWORD = `pw${randomBytes(9).toString('hex')}`;
const SECRETS = [TOKEN, ID_TOKEN, PAT, PASSWORD];

/** What the execute step's environment holds on a runner, besides the machine's own variables. */
function attackerFacingHost(runnerTemp: string): Record<string, string> {
  const machine = Object.fromEntries(Object.entries(process.env).filter(([, v]) => v !== undefined)) as Record<
    string,
    string
  >;
  return {
    ...machine,
    // (bwrap sets PWD, and HOME is the sandbox's: they keep their place when the host has them, as a runner does)
    PWD: machine.PWD ?? process.cwd(),
    HOME: machine.HOME ?? '/home/runner',
    GITHUB_TOKEN: TOKEN,
    ACTIONS_ID_TOKEN_REQUEST_TOKEN: ID_TOKEN,
    ACTIONS_ID_TOKEN_REQUEST_URL: `https://token.actions.example/?secret=${ID_TOKEN}`,
    'INPUT_GITHUB-TOKEN': TOKEN,
    // a token under a name no pattern knows, and a credential inside a URL
    RELEASE_NOTES_AUTH: PAT,
    DATABASE_URL: `postgres://bench:${PASSWORD}@db.example:5432/results`,
    HTTPS_PROXY: `http://proxyuser:${PASSWORD}@proxy.example:3128`,
    http_proxy: `http://proxyuser:${PASSWORD}@proxy.example:3128`,
    // what changes how node runs: a masked one would break every start
    NODE_OPTIONS: '--require /nonexistent/evil.js',
    LD_PRELOAD: '/nonexistent/evil.so',
    UV_THREADPOOL_SIZE: '1',
    GITHUB_ENV: path.join(runnerTemp, '_runner_file_commands', 'set_env'),
    RUNNER_TEMP: runnerTemp,
  };
}

/** A minimal node core common.js: the parent forks itself per configuration, the child runs main and reports. */
const COMMON_JS = `'use strict';
const { fork } = require('node:child_process');
exports.createBenchmark = function (main, configs) {
  const queue = Object.entries(configs).reduce(
    (confs, [key, values]) => confs.flatMap((conf) => values.map((value) => ({ ...conf, [key]: value }))),
    [{}],
  );
  let started;
  const bench = {
    queue,
    start() { started = process.hrtime.bigint(); },
    end(n) {
      const time = Number(process.hrtime.bigint() - started) / 1e9 || 1e-9;
      process.send({ type: 'report', conf: bench.conf, rate: n / time, time });
    },
  };
  if (process.env.NODE_RUN_BENCHMARK_FN !== undefined) {
    bench.conf = Object.fromEntries(process.argv.slice(2).map((arg) => arg.split('=')).map(([k, v]) => [k, +v]));
    process.nextTick(() => main(bench.conf));
  } else {
    process.nextTick(function next(i = 0) {
      if (i === queue.length) return;
      const args = Object.entries(queue[i]).map(([k, v]) => k + '=' + v);
      fork(require.main.filename, args, { env: { ...process.env, NODE_RUN_BENCHMARK_FN: '' } })
        .on('exit', () => next(i + 1));
    });
  }
  return bench;
};
`;

/** A benchmark that writes what its process sees into `dumps`, whichever mode it runs in. */
function dumpingBenchmark(dumps: string): string {
  return `'use strict';
const fs = require('node:fs');
const path = require('node:path');
const common = require('../common.js');
const seen = {
  measuring: process.env.NODE_RUN_BENCHMARK_FN !== undefined,
  env: Object.entries(process.env),
  environ: fs.readFileSync('/proc/self/environ', 'latin1'),
};
fs.writeFileSync(path.join(${JSON.stringify(dumps)}, require('node:crypto').randomUUID() + '.json'), JSON.stringify(seen));
const bench = common.createBenchmark(main, { n: [1000], size: [1, 2] });
function main({ n }) {
  bench.start();
  for (let i = 0; i < n; i++) Object.keys(process.env);
  bench.end(n);
}
`;
}

interface Seen {
  measuring: boolean;
  env: [string, string][];
  environ: string;
}

const bwrapWorks =
  findExecutable('bwrap', process.env.PATH) !== null &&
  spawnSync('bwrap', ['--ro-bind', '/', '/', '--unshare-pid', 'true']).status === 0;

describe('a benchmark child of a pull request looks for secrets', { skip: !bwrapWorks && 'no working bwrap' }, () => {
  let root = '';
  let repo = '';
  let scratch = '';
  let dumps = '';
  let host: HostEnv = {};
  let sandbox: Sandbox;

  before(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'node-bench-benchmark-env-'));
    repo = path.join(root, 'node');
    scratch = path.join(root, 'scratch');
    dumps = path.join(root, 'dumps');
    for (const dir of [path.join(repo, 'benchmark', 'env'), scratch, dumps]) mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(repo, 'benchmark', 'compare.js'), '// what makes a checkout; our engine runs without it\n');
    writeFileSync(path.join(repo, 'benchmark', 'common.js'), COMMON_JS);
    writeFileSync(path.join(repo, 'benchmark', 'env', 'dump.js'), dumpingBenchmark(dumps));
    host = attackerFacingHost(path.join(root, 'runner-temp'));
    sandbox = await chooseSandbox({
      mode: 'bwrap',
      untrustedCode: true,
      hide: [],
      env: host,
      uid: process.getuid!(),
      platform: 'linux-x64',
      log: () => {},
    });
  });
  after(() => rmSync(root, { recursive: true, force: true }));

  /** Lists and measures env/dump.js once on our engine, inside the sandbox; what each child saw. */
  async function runDumps(env: Readonly<Record<string, string>>): Promise<Seen[]> {
    for (const file of readdirSync(dumps)) rmSync(path.join(dumps, file));
    const samples: Sample[] = [];
    const result = await runCore(
      {
        repo,
        engine: 'node-bench',
        categories: ['env'],
        old: NODE,
        new: NODE,
        runs: 1,
        env,
        hostNode: NODE,
        sandbox: await sandbox.confine({ readable: [NODE, repo, repoRoot], writable: [scratch, dumps] }),
      },
      { onSample: (s) => samples.push(s) },
    );
    assert.deepEqual(result.failures, []);
    assert.equal(samples.length, 4, 'two configurations on two binaries');
    return readdirSync(dumps)
      .filter((file) => file.endsWith('.json'))
      .map((file) => JSON.parse(readFileSync(path.join(dumps, file), 'utf8')) as Seen);
  }

  test('no token, password or proxy credential reaches a listing or measuring child, in env or environ', async () => {
    const seen = await runDumps(benchmarkChildEnv(host, [], { scratch, sandboxed: true, core: true }));
    assert.equal(seen.filter((s) => s.measuring).length, 4);
    assert.equal(seen.filter((s) => !s.measuring).length, 2, 'one listing child per binary');
    for (const child of seen) {
      const everything = JSON.stringify(child.env) + child.environ;
      for (const secret of SECRETS) assert.ok(!everything.includes(secret), `a secret reached a child: ${secret}`);
      assert.doesNotMatch(everything, /proxyuser:/);
      assert.ok(child.env.some(([name]) => name === 'PATH'));
    }
  });

  test("every child sees the host's names in the host's order, less what changes how node runs", async () => {
    const seen = await runDumps(benchmarkChildEnv(host, [], { scratch, sandboxed: true, core: true }));
    const kept = Object.keys(host).filter((name) => !leftOut(name));
    const ours = ['TMPDIR', 'NODE_TEST_DIR'].filter((name) => !kept.includes(name));
    const listing = [...kept, ...ours];
    const measuring = [...listing, 'NODE_RUN_BENCHMARK_FN'];
    const channel = ['NODE_CHANNEL_FD', 'NODE_CHANNEL_SERIALIZATION_MODE'];
    for (const child of seen) {
      const names = child.measuring ? measuring : listing;
      assert.deepEqual(
        child.env.map(([name]) => name),
        names,
      );
      // as node's fork leaves it: the IPC channel's variables last, gone from process.env once read
      assert.deepEqual(environNames(child.environ), [...names, ...channel]);
      for (const [name, value] of child.env) {
        if (['HOME', 'TMPDIR', 'NODE_TEST_DIR', 'NODE_RUN_BENCHMARK_FN', 'PWD'].includes(name)) continue;
        assert.equal(Buffer.byteLength(value), Buffer.byteLength(host[name]!), `${name} keeps its size`);
        if (name !== 'PATH' && !/^(LANG|LANGUAGE|LC_[A-Z_]+|TZ)$/.test(name)) assert.match(value, /^x*$/, name);
      }
      assert.equal(new Map(child.env).get('HOME'), SANDBOX_HOME);
      // bwrap --chdir sets it: the working directory, the checkout's root as when compare.js is run there
      assert.equal(new Map(child.env).get('PWD'), repo);
    }
  });
});

/** What docs/security.md says a benchmark child gets only when named with --pass-env. */
function leftOut(name: string): boolean {
  return (
    /^(NODE_|UV_|OPENSSL_|SSL_CERT_|LD_|MALLOC_)/.test(name) ||
    name === 'GLIBC_TUNABLES' ||
    /^(HTTPS?|FTP|ALL|NO)_PROXY$/i.test(name)
  );
}

/** The names of a raw /proc/<pid>/environ, in order. */
function environNames(environ: string): string[] {
  return environ
    .split('\0')
    .filter((entry) => entry !== '')
    .map((entry) => entry.slice(0, entry.indexOf('=')));
}
