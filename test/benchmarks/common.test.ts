// benchmarks/common.js: the parent/child protocol the runner relies on, run
// for real (fork/spawn of node on fixture benchmark files).
import assert from 'node:assert/strict';
import { fork, spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

import { cleanEnv, RESULT_LINE } from './smoke.ts';

const fixtures = fileURLToPath(new URL('./fixtures/', import.meta.url));
const CONFIGS = path.join(fixtures, 'configs.cjs');
const MISUSE = path.join(fixtures, 'misuse.cjs');
const FAILING = path.join(fixtures, 'failing.cjs');
const HTTP = path.join(fixtures, 'http-server.cjs');
const FLAG = '--max-old-space-size=123';

interface Forked {
  code: number | null;
  signal: NodeJS.Signals | null;
  messages: Record<string, unknown>[];
  stdout: string;
  stderr: string;
  ms: number;
}

/** Forks `file` with an IPC channel (as the runner does) and collects its messages. */
function forkBench(file: string, args: string[], env: NodeJS.ProcessEnv, execArgv: string[] = []): Promise<Forked> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = fork(file, args, { env: cleanEnv(env), execArgv, stdio: ['ignore', 'pipe', 'pipe', 'ipc'] });
    const messages: Record<string, unknown>[] = [];
    let stdout = '';
    let stderr = '';
    child.stdout!.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('message', (message) => messages.push(message as Record<string, unknown>));
    child.on('error', reject);
    child.on('close', (code, signal) => resolve({ code, signal, messages, stdout, stderr, ms: Date.now() - started }));
  });
}

/** Spawns `node file args` without IPC (as a person at a terminal does). */
function spawnBench(file: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<Forked> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [file, ...args], { env: cleanEnv(env), stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code, signal) =>
      resolve({ code, signal, messages: [], stdout, stderr, ms: Date.now() - started }),
    );
  });
}

const LIST = { NODE_BENCH_LIST_CONFIGS: '1' };
const RUN = { NODE_RUN_BENCHMARK_FN: '' };

test('list mode sends every configuration, in key order, with the flags', async () => {
  const r = await forkBench(CONFIGS, [], LIST);
  assert.equal(r.code, 0, r.stderr);
  assert.equal(r.stdout, '');
  assert.deepEqual(r.messages, [
    {
      type: 'configs',
      name: 'fixtures/configs.cjs',
      configs: [
        { n: 1000, kind: 'a', size: 5 },
        { n: 1000, kind: 'b', size: 5 },
        { n: 1000, kind: 'c', size: 5 },
        { n: 2000, kind: 'a', size: 5 },
        { n: 2000, kind: 'b', size: 5 },
      ],
      flags: [FLAG],
    },
  ]);
  // Listing runs nothing: main() would have thrown without the flag.
});

test('list mode applies key=value overrides, typed like the first value', async () => {
  const r = await forkBench(CONFIGS, ['n=7', 'kind=c', 'kind=a', 'size=2.5'], LIST);
  assert.equal(r.code, 0, r.stderr);
  assert.deepEqual(r.messages[0]?.configs, [
    { n: 7, kind: 'c', size: 2.5 },
    { n: 7, kind: 'a', size: 2.5 },
  ]);
});

test('list mode applies the combination filter to overrides too', async () => {
  const r = await forkBench(CONFIGS, ['n=2000', 'kind=c'], LIST);
  assert.equal(r.code, 0, r.stderr);
  assert.deepEqual(r.messages[0]?.configs, []);
});

test('--test: first values, numbers above 1 become 1, options.test wins, argv overrides win over both', async () => {
  const r = await forkBench(CONFIGS, ['--test'], LIST);
  assert.equal(r.code, 0, r.stderr);
  assert.deepEqual(r.messages[0]?.configs, [{ n: 1, kind: 'b', size: 1 }]);

  const overridden = await forkBench(CONFIGS, ['--test', 'n=50', 'kind=a'], LIST);
  assert.equal(overridden.code, 0, overridden.stderr);
  assert.deepEqual(overridden.messages[0]?.configs, [{ n: 50, kind: 'a', size: 1 }]);
});

test('--test turns dur/duration into 0.05', async () => {
  const r = await forkBench(path.join(fixtures, '..', '..', '..', 'benchmarks', 'http', 'hello.js'), ['--test'], LIST);
  assert.equal(r.code, 0, r.stderr);
  assert.deepEqual(r.messages[0], {
    type: 'configs',
    name: 'http/hello.js',
    configs: [{ c: 1, dur: 0.05 }],
    flags: [],
  });
});

test('list mode without IPC prints the listing as one JSON line', async () => {
  const r = await spawnBench(CONFIGS, ['kind=b'], LIST);
  assert.equal(r.code, 0, r.stderr);
  const lines = r.stdout.trim().split('\n');
  assert.equal(lines.length, 1);
  assert.deepEqual(JSON.parse(lines[0]!), {
    type: 'configs',
    name: 'fixtures/configs.cjs',
    configs: [
      { n: 1000, kind: 'b', size: 5 },
      { n: 2000, kind: 'b', size: 5 },
    ],
    flags: [FLAG],
  });
});

test('a bad argument or a non-numeric value for a numeric key fails clearly', async () => {
  const bad = await forkBench(CONFIGS, ['n=abc'], LIST);
  assert.notEqual(bad.code, 0);
  assert.match(bad.stderr, /configuration "n" expects a number, got "abc"/);

  const malformed = await forkBench(CONFIGS, ['oops'], LIST);
  assert.notEqual(malformed.code, 0);
  assert.match(malformed.stderr, /bad argument: oops/);
});

test('a configuration run over IPC reports a positive rate and exits by itself', async () => {
  const r = await forkBench(CONFIGS, ['n=1000', 'kind=a', 'size=5'], RUN, [FLAG]);
  assert.equal(r.code, 0, r.stderr);
  assert.equal(r.stdout, '');
  assert.equal(r.messages.length, 1);
  const report = r.messages[0]!;
  assert.equal(report.type, 'report');
  assert.equal(report.name, 'fixtures/configs.cjs');
  assert.deepEqual(report.conf, { n: 1000, kind: 'a', size: 5 });
  assert.equal(typeof report.rate, 'number');
  assert.ok((report.rate as number) > 0 && Number.isFinite(report.rate as number));
  assert.match(report.time as string, /^\d+\.\d{9}$/);
  const seconds = Number(report.time);
  assert.ok(seconds > 0 && seconds < 5, `time ${String(report.time)}`);
  // rate = operations / time
  const expected = 1000 / seconds;
  assert.ok(
    Math.abs((report.rate as number) - expected) / expected < 1e-3,
    `rate ${String(report.rate)} vs ${expected}`,
  );
  // It ended on its own, well before the 5 s safety timer.
  assert.ok(r.ms < 4000, `took ${r.ms} ms`);
});

test('a configuration run only runs the first configuration of its queue', async () => {
  const r = await forkBench(CONFIGS, [], RUN, [FLAG]);
  assert.equal(r.code, 0, r.stderr);
  assert.equal(r.messages.length, 1);
  assert.deepEqual(r.messages[0]?.conf, { n: 1000, kind: 'a', size: 5 });
});

test('a configuration run without IPC prints the core-style line', async () => {
  const r = await spawnBench(CONFIGS, ['n=1000', 'kind=a', 'size=5'], RUN);
  // Spawned without the flag: main() refuses to run.
  assert.notEqual(r.code, 0);
  assert.match(r.stderr, /flags not applied/);

  const tojson = await spawnBench(
    path.join(fixtures, '..', '..', '..', 'benchmarks', 'buffers', 'tojson.js'),
    ['n=1000', 'len=256'],
    RUN,
  );
  assert.equal(tojson.code, 0, tojson.stderr);
  assert.match(tojson.stdout, /^buffers\/tojson\.js n=1000 len=256: \d{1,3}(,\d{3})*(\.\d+)?\n$/);
});

test('run by hand: one child process per configuration (flags applied), one line each', async () => {
  const r = await spawnBench(CONFIGS, []);
  assert.equal(r.code, 0, r.stderr);
  const lines = r.stdout.trim().split('\n');
  assert.equal(lines.length, 5, r.stdout);
  const confs = lines.map((line) => {
    const match = RESULT_LINE.exec(line);
    assert.ok(match, `not a result line: ${line}`);
    assert.equal(match[1], 'fixtures/configs.cjs');
    return match[2]!.trim();
  });
  assert.deepEqual(confs, [
    'n=1000 kind="a" size=5',
    'n=1000 kind="b" size=5',
    'n=1000 kind="c" size=5',
    'n=2000 kind="a" size=5',
    'n=2000 kind="b" size=5',
  ]);
});

test('run by hand while forked relays the reports over IPC', async () => {
  const r = await forkBench(CONFIGS, ['kind=a'], {});
  assert.equal(r.code, 0, r.stderr);
  assert.deepEqual(r.messages[0], { type: 'config', name: 'fixtures/configs.cjs', queueLength: 2 });
  const reports = r.messages.filter((m) => m.type === 'report');
  assert.deepEqual(
    reports.map((m) => m.conf),
    [
      { n: 1000, kind: 'a', size: 5 },
      { n: 2000, kind: 'a', size: 5 },
    ],
  );
});

test('a failing configuration makes the hand run exit non-zero and stop', async () => {
  const r = await spawnBench(FAILING, []);
  assert.notEqual(r.code, 0);
  assert.match(r.stdout, /^fixtures\/failing\.cjs n=10: /);
  assert.doesNotMatch(r.stdout, /n=30/);
  assert.match(r.stderr, /deliberate failure for n=20/);
  assert.match(r.stderr, /configuration n=20 failed/);
});

for (const [mode, message] of [
  ['start-twice', /Called start more than once/],
  ['end-without-start', /called end without start/],
  ['end-twice', /called end multiple times/],
  ['end-no-count', /called end\(\) without specifying operation count/],
  ['end-zero', /called end\(\) with operation count <= 0/],
] as const) {
  test(`misuse throws: ${mode}`, async () => {
    const r = await forkBench(MISUSE, [`mode=${mode}`], RUN);
    assert.notEqual(r.code, 0);
    assert.match(r.stderr, message);
    const reports = r.messages.filter((m) => m.type === 'report');
    assert.equal(reports.length, mode === 'end-twice' ? 1 : 0);
  });
}

test('bench.http runs autocannon with NODE_BENCH_HOST_NODE and reports requests/sec', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'node-bench-host-'));
  try {
    const marker = path.join(dir, 'marker.txt');
    const wrapper = path.join(dir, 'host-node.sh');
    writeFileSync(wrapper, `#!/bin/sh\necho "$@" > "${marker}"\nexec "${process.execPath}" "$@"\n`);
    chmodSync(wrapper, 0o755);
    const r = await forkBench(HTTP, ['c=2', 'dur=1'], { ...RUN, NODE_BENCH_HOST_NODE: wrapper });
    assert.equal(r.code, 0, r.stderr);
    assert.equal(r.messages.length, 1);
    const report = r.messages[0]!;
    assert.equal(report.type, 'report');
    assert.deepEqual(report.conf, { c: 2, dur: 1 });
    assert.ok((report.rate as number) > 0);
    assert.match(report.time as string, /^\d+\.\d{9}$/);
    const args = readFileSync(marker, 'utf8');
    // the copy the package ships (dist/vendor), found inside the package wherever it is installed
    assert.match(args, /dist\/vendor\/autocannon\.cjs --json -c 2 -d 1 http:\/\/127\.0\.0\.1:\d+\//);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('bench.http fails clearly when the host node cannot run', async () => {
  const r = await forkBench(HTTP, ['c=1', 'dur=1'], { ...RUN, NODE_BENCH_HOST_NODE: '/nonexistent/node' });
  assert.notEqual(r.code, 0);
  assert.match(r.stderr, /autocannon \(\/nonexistent\/node\) could not start/);
  assert.equal(r.messages.length, 0);
});
