// Broken benchmarks cost their own rows only; a time budget or an abort
// keeps everything measured so far. Real children throughout: exceptions,
// exit codes, signals, hangs with a grandchild, listings that differ.
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';

import { runSupervised, type ProcessSpec, type Supervisor } from '../../src/process/supervisor.ts';
import { lastLines } from '../../src/run/measure/stderr.ts';
import { parseCompareCsv } from '../../src/stats/csv.ts';
import { NODE, SUITE, isAlive, key, record, request, setOf, tempDir, testEnv } from './support.ts';

function grandchildrenFrom(pidfile: string): number[] {
  let text = '';
  try {
    text = readFileSync(pidfile, 'utf8');
  } catch {
    return [];
  }
  return text.split('\n').filter(Boolean).map(Number);
}

async function waitDead(pids: number[]): Promise<number[]> {
  // SIGKILL is immediate, but reaping by init can lag behind a little.
  for (let i = 0; i < 50 && pids.some(isAlive); i++) await new Promise((r) => setTimeout(r, 100));
  return pids.filter(isAlive);
}

test('each broken configuration costs its own row; the others complete', async () => {
  const { dir, cleanup } = tempDir();
  try {
    const pidfile = path.join(dir, 'grandchildren.txt');
    const started = performance.now();
    const runs = 3;
    const r = await record(request({ groups: ['broken'], runs, timeoutMs: 2500 }), {
      env: testEnv({ NODE_BENCH_FIXTURE_PIDFILE: pidfile }),
    });
    const elapsed = performance.now() - started;

    // The working configurations have every sample, on both sides.
    for (const mode of ['ok', 'noisy']) {
      for (const binary of ['old', 'new']) {
        const rows = r.samples.filter((s) => s.configuration === `mode='${mode}'` && s.binary === binary);
        assert.equal(rows.length, runs, `${mode} on ${binary}`);
        for (const row of rows) assert.ok(row.rate > 0 && row.time > 0);
      }
    }
    // Stray stdout (even a line that looks like a CSV row) is not a sample.
    assert.ok(r.samples.every((s) => s.filename === 'broken/mixed.js'));
    assert.equal(r.samples.length, 2 * 2 * runs);

    // Every broken configuration failed on both sides, with the right reason,
    // exactly twice (then it was given up for the remaining run).
    const expected: Record<string, string> = {
      throw: 'exit code 1',
      exit: 'exit code 3',
      crash: 'crash',
      silent: 'no report',
      hang: 'timeout',
    };
    for (const [mode, reason] of Object.entries(expected)) {
      for (const binary of ['old', 'new'] as const) {
        const failed = r.summary.failures.filter((f) => f.configuration === `mode='${mode}'` && f.binary === binary);
        assert.equal(failed.length, 2, `${mode} on ${binary}: ${JSON.stringify(failed)}`);
        assert.deepEqual(
          failed.map((f) => [f.reason, f.run, f.phase, f.filename]),
          [
            [reason, 1, 'run', 'broken/mixed.js'],
            [reason, 2, 'run', 'broken/mixed.js'],
          ],
        );
        assert.ok(
          r.summary.skipped.some(
            (s) =>
              s.configuration === `mode='${mode}'` && s.binary === binary && s.failures === 2 && s.runsSkipped === 1,
          ),
        );
      }
    }
    assert.equal(r.summary.failures.length, 5 * 2 * 2);
    assert.equal(r.summary.skipped.length, 5 * 2);
    assert.deepEqual(r.failures, r.summary.failures, 'onFailure saw every failure');

    // The stderr tail says why.
    const thrown = r.summary.failures.find((f) => f.configuration === "mode='throw'")!;
    assert.match(thrown.stderrTail, /Error: deliberate failure in mode=throw/);
    assert.match(thrown.detail, /exited with code 1; stderr: Error: deliberate failure in mode=throw/);
    const exited = r.summary.failures.find((f) => f.configuration === "mode='exit'")!;
    assert.equal(exited.stderrTail, 'mode=exit: giving up with exit code 3');
    assert.match(r.summary.failures.find((f) => f.configuration === "mode='crash'")!.detail, /killed by SIGTERM/);
    const hung = r.summary.failures.find((f) => f.configuration === "mode='hang'")!;
    assert.match(hung.stderrTail, /mode=hang: never reporting/);
    // The working noisy configuration's stderr is no failure; a tail is capped.
    assert.ok(!r.summary.failures.some((f) => f.configuration === "mode='noisy'"));

    // Hangs cost 2 x 2 timeouts, not runs x 2 timeouts, and the grandchild
    // each one started died with it.
    const grandchildren = grandchildrenFrom(pidfile);
    assert.equal(grandchildren.length, 4);
    assert.deepEqual(await waitDead(grandchildren), [], 'grandchildren were killed with their process group');
    assert.ok(elapsed < 4 * 2500 + 20_000, `took ${elapsed} ms`);

    // Counts and the exit code contract.
    const planned = 7 * 2 * runs;
    assert.equal(r.summary.jobs!.planned, planned);
    assert.equal(r.summary.jobs!.done, planned - 5 * 2 * 1);
    assert.equal(r.summary.jobs!.failed, 20);
    assert.equal(r.summary.samples, r.samples.length);
    assert.equal(r.summary.exitCode, 1);
    assert.equal(r.summary.timedOut, false);
    assert.match(r.progress, /FAILED broken\/mixed\.js mode='hang' \((old|new), run 1\): timeout/);
    assert.match(
      r.progress,
      /giving up broken\/mixed\.js mode='throw' on (old|new) after 2 failures \(1 runs skipped\)/,
    );
  } finally {
    cleanup();
  }
});

test('a failure keeps the last 20 lines of stderr', async () => {
  const result = await runSupervised({
    command: NODE,
    args: ['-e', 'for (let i = 1; i <= 100; i++) console.error("line " + i); process.exitCode = 2'],
    cwd: SUITE,
    env: testEnv(),
    limit: { ms: 30_000, cause: 'timeout' },
  });
  assert.equal(result.exitCode, 2);
  const lines = lastLines(result.stderrTail).split('\n');
  assert.equal(lines.length, 20);
  assert.equal(lines[0], 'line 81');
  assert.equal(lines[19], 'line 100');
});

test('a binary that cannot start is a crash of its own child, not of the run', async () => {
  // The binaries exist when the run is checked; they "disappear" for the second configuration's measuring children.
  const measuring = (spec: ProcessSpec) => spec.env.NODE_BENCH_LIST_CONFIGS === undefined;
  const missing: Supervisor = (spec) =>
    runSupervised(measuring(spec) && spec.args.includes('n=4000') ? { ...spec, command: '/nonexistent/node' } : spec);
  const r = await record(request({ filter: ['fast'], set: setOf({ n: ['2000', '4000'], kind: 'a' }), runs: 1 }), {
    supervisor: missing,
  });
  assert.deepEqual(r.summary.failures.map((f) => [f.configuration, f.binary, f.reason]).sort(), [
    ["n=4000 kind='a'", 'new', 'crash'],
    ["n=4000 kind='a'", 'old', 'crash'],
  ]);
  assert.match(r.summary.failures[0]!.detail, /could not start: .*ENOENT/);
  assert.deepEqual(r.samples.map(key).sort(), ["alpha/fast.js n=2000 kind='a'", "alpha/fast.js n=2000 kind='a'"]);
});

// Both sides run the same node here; the side each child belongs to is told
// through the environment, by wrapping the real supervisor.
function sideAware(newBinary: string): Supervisor {
  return (spec) =>
    runSupervised({
      ...spec,
      env: { ...spec.env, NODE_BENCH_FIXTURE_SIDE: spec.command === newBinary ? 'new' : 'old' },
    });
}

test('configurations listed by one side only run on that side and fail on the other', async () => {
  // A second path to the same node, so the wrapper can tell the sides apart.
  const { dir, cleanup } = tempDir();
  try {
    const { symlinkSync } = await import('node:fs');
    const newNode = path.join(dir, 'node-new');
    symlinkSync(NODE, newNode);
    const r = await record(
      request({ groups: ['listing'], filter: ['varies'], runs: 2, binaries: { old: NODE, new: newNode } }),
      { supervisor: sideAware(newNode) },
    );
    // old lists size 1 and 2, new lists 2 and 3: the union, old's order first.
    assert.deepEqual(
      r.plan!.configurations.map((c) => [c.configuration, c.flags.old !== null, c.flags.new !== null]),
      [
        ['size=1', true, false],
        ['size=2', true, true],
        ['size=3', false, true],
      ],
    );
    const count = (configuration: string, binary: string) =>
      r.samples.filter((s) => s.configuration === configuration && s.binary === binary).length;
    assert.deepEqual(
      [
        count('size=1', 'old'),
        count('size=1', 'new'),
        count('size=2', 'old'),
        count('size=2', 'new'),
        count('size=3', 'old'),
        count('size=3', 'new'),
      ],
      [2, 0, 2, 2, 0, 2],
    );
    assert.deepEqual(
      r.summary.failures.map((f) => [f.binary, f.configuration, f.reason, f.run]),
      [
        ['new', 'size=1', 'not listed', null],
        ['old', 'size=3', 'not listed', null],
      ],
    );
    assert.equal(r.summary.jobs!.planned, 2 * 4);
    assert.equal(r.summary.exitCode, 1);
  } finally {
    cleanup();
  }
});

test('a file that cannot even list its configurations fails alone', async () => {
  const r = await record(request({ groups: ['listing', 'alpha'], filter: ['broken-list', 'params'] }));
  assert.deepEqual(r.summary.files, ['alpha/params.js', 'listing/broken-list.js']);
  assert.deepEqual(
    r.summary.failures.map((f) => [f.binary, f.filename, f.configuration, f.phase, f.reason, f.run]),
    [
      ['old', 'listing/broken-list.js', '', 'list', 'exit code 1', null],
      ['new', 'listing/broken-list.js', '', 'list', 'exit code 1', null],
    ],
  );
  assert.match(r.summary.failures[0]!.stderrTail, /broken-list\.js cannot even be loaded/);
  assert.deepEqual(r.samples.map(key).sort(), [
    "alpha/params.js n=1000 label='default'",
    "alpha/params.js n=1000 label='default'",
  ]);
  assert.equal(r.summary.exitCode, 1);
});

test('--max-time stops the run and keeps every sample measured so far', async () => {
  const { dir, cleanup } = tempDir();
  try {
    const out = path.join(dir, 'partial.csv');
    const started = performance.now();
    const r = await record(request({ filter: ['fast'], runs: 200, maxTimeMs: 2500, out }));
    const elapsed = performance.now() - started;
    assert.equal(r.summary.timedOut, true);
    assert.equal(r.summary.interrupted, false);
    assert.ok(elapsed < 2500 + 5000, `stopped after ${elapsed} ms`);
    assert.ok(r.samples.length > 0, 'some samples were measured');
    assert.ok(r.samples.length < 200 * 8);
    assert.equal(r.summary.samples, r.samples.length);
    // Nothing measured is lost: the file holds every sample handed out.
    assert.deepEqual(parseCompareCsv(readFileSync(out, 'utf8'), out), r.samples);
    // The killed child is not a failure of the benchmark.
    assert.deepEqual(r.summary.failures, []);
    assert.equal(r.summary.exitCode, 0);
    assert.match(r.progress, /stopped by --max-time after \d+s, results are partial/);
  } finally {
    cleanup();
  }
});

test('--max-time kills a running child (and its group) rather than waiting for its timeout', async () => {
  const { dir, cleanup } = tempDir();
  try {
    const pidfile = path.join(dir, 'grandchildren.txt');
    const started = performance.now();
    const r = await record(
      request({
        groups: ['broken'],
        set: setOf({ mode: ['ok', 'hang'] }),
        runs: 5,
        timeoutMs: 120_000,
        maxTimeMs: 3000,
      }),
      { env: testEnv({ NODE_BENCH_FIXTURE_PIDFILE: pidfile }) },
    );
    const elapsed = performance.now() - started;
    assert.ok(elapsed < 3000 + 5000, `stopped after ${elapsed} ms`);
    assert.equal(r.summary.timedOut, true);
    assert.deepEqual(r.summary.failures, []);
    // mode=ok ran before the hang on at least one side
    assert.ok(r.samples.some((s) => s.configuration === "mode='ok'"));
    assert.deepEqual(await waitDead(grandchildrenFrom(pidfile)), []);
  } finally {
    cleanup();
  }
});

test('aborting the signal interrupts the run, keeping what was measured', async () => {
  const controller = new AbortController();
  let seen = 0;
  const r = await record(request({ filter: ['fast'], runs: 100 }), {
    signal: controller.signal,
    onSample: () => {
      if (++seen === 5) controller.abort();
    },
  });
  assert.equal(r.summary.interrupted, true);
  assert.equal(r.summary.timedOut, false);
  // the child that reported the 5th sample is killed right after; nothing else runs
  assert.equal(r.samples.length, 5);
  assert.match(r.progress, /interrupted, results are partial/);
});

test('an error thrown by a callback stops the run and is rethrown', async () => {
  await assert.rejects(
    record(request({ filter: ['fast'], runs: 50 }), {
      onSample: () => {
        throw new Error('consumer failed');
      },
    }),
    /consumer failed/,
  );
});

test('a binary that cannot list any configuration stops the run before measuring (nothing to compare)', async () => {
  const { dir, cleanup } = tempDir();
  try {
    // an executable "node" that starts and fails, as a binary built for another libc would
    const broken = path.join(dir, 'node');
    writeFileSync(broken, '#!/bin/sh\necho "error while loading shared libraries: libfoo.so" >&2\nexit 127\n', {
      mode: 0o755,
    });
    const started: ProcessSpec[] = [];
    const supervisor: Supervisor = (spec) => {
      started.push(spec);
      return runSupervised(spec);
    };
    await assert.rejects(record(request({ binaries: { old: NODE, new: broken } }), { supervisor }), (error: Error) => {
      assert.equal(error.name, 'RunConfigError');
      assert.match(
        error.message,
        /^the new binary could not list the configurations of any of the \d+ selected file\(s\), so nothing can be compared; alpha\/\S+: exit code 127: exited with code 127; stderr: .*libfoo\.so/,
      );
      return true;
    });
    assert.ok(
      started.every((spec) => spec.env.NODE_BENCH_LIST_CONFIGS === '1'),
      'no measuring child started',
    );
  } finally {
    cleanup();
  }
});
