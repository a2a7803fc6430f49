import assert from 'node:assert/strict';
import { execFile, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';

import { runCore, type CoreRunOptions } from './support.ts';
import { compareArgv, CoreSuiteError, selectCoreBenchmarks } from '../../src/run/suites/core-select.ts';
import type { SuiteResult } from '../../src/run/measure/runner.ts';
import type { Sample } from '../../src/stats/csv.ts';
import { sharedDir, testFixtures } from '../helpers/paths.ts';
import { getReleaseBinary } from '../helpers/releases.ts';
import { cpuList, setOf, testEnv } from './support.ts';
import { runsSetting } from '../../src/options/selection.ts';

/** The environment and node compare.js runs with; these tests are about the compare.js engine (core-engine.test.ts: ours). */
const hostDeps = () => ({ env: testEnv(), hostNode: process.execPath, engine: 'compare.js' as const });

const fixtureRepo = path.join(testFixtures, 'core-repo');
const fixtureBench = path.join(fixtureRepo, 'benchmark');

let oldNode = '';
let newNode = '';
let scratch = '';

before(async () => {
  oldNode = await getReleaseBinary('18.16.0');
  newNode = await getReleaseBinary('20.0.0');
  scratch = mkdtempSync(path.join(os.tmpdir(), 'core-test-'));
});
after(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

async function run(
  options: Partial<CoreRunOptions>,
): Promise<{ result: SuiteResult; samples: Sample[]; stderr: string }> {
  const samples: Sample[] = [];
  let stderr = '';
  const result = await runCore(
    { repo: fixtureRepo, categories: ['math'], old: oldNode, new: newNode, runs: 2, ...hostDeps(), ...options },
    { onSample: (sample) => samples.push(sample), onStderr: (text) => (stderr += text) },
  );
  return { result, samples, stderr };
}

function count(samples: Sample[], filename: string, binary?: 'old' | 'new'): number {
  return samples.filter((s) => s.filename === filename && (binary === undefined || s.binary === binary)).length;
}

function isAlive(pid: number): boolean {
  // A killed process whose parent died may stay a zombie until init reaps it.
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
}

describe('selecting benchmark files like compare.js', () => {
  test('skips _helpers, non-JavaScript entries and the fixtures directory; `all` means every category', () => {
    assert.deepEqual(
      selectCoreBenchmarks(fixtureBench, ['all']).map((b) => b.filename),
      [
        'crash/die.js',
        'math/add.js',
        'math/noisy.js',
        'math/throws.js',
        'slow/hang.js',
        'slow/quick.js',
        'strings/fast-join.js',
        'strings/join.js',
      ],
    );
  });

  test('filter and exclude are substrings of the file name; an exclude wins over a filter', () => {
    const names = (filter: string[], exclude: string[]) =>
      selectCoreBenchmarks(fixtureBench, ['math', 'strings'], filter, exclude).map((b) => b.filename);
    assert.deepEqual(names(['join'], []), ['strings/fast-join.js', 'strings/join.js']);
    assert.deepEqual(names(['join', 'add'], ['fast']), ['math/add.js', 'strings/join.js']);
    assert.deepEqual(names([], ['noisy', 'throws', 'fast']), ['math/add.js', 'strings/join.js']);
    // the category is not part of the name matched
    assert.deepEqual(names(['math'], []), []);
  });

  test('argv: options first, an exclude for each longer name containing the file, then -- and the category', () => {
    const argv = compareArgv(
      { compareJs: '/r/benchmark/compare.js', old: '/o/node', new: '/n/node', runs: 5, set: ['n=1', 'CPUSET=0'] },
      { category: 'strings', name: 'join.js', filename: 'strings/join.js' },
      ['fast-join.js', 'join.js', 'README.md'],
    );
    assert.deepEqual(argv, [
      '/r/benchmark/compare.js',
      '--old',
      '/o/node',
      '--new',
      '/n/node',
      '--runs',
      '5',
      '--no-progress',
      '--filter',
      'join.js',
      '--exclude',
      'fast-join.js',
      '--set',
      'n=1',
      '--set',
      'CPUSET=0',
      '--',
      'strings',
    ]);
  });
});

describe('runCore against the fixture checkout', () => {
  test('parses every row, one compare.js per file, and a throwing benchmark costs only its own file', async () => {
    const { result, samples, stderr } = await run({ categories: ['math'] });

    // add.js: 2 configurations x 2 runs x 2 binaries, alternating old/new per run
    assert.equal(count(samples, 'math/add.js'), 8);
    assert.deepEqual(
      samples.filter((s) => s.filename === 'math/add.js').map((s) => `${s.binary} ${s.configuration}`),
      [
        'old n=2000 size=1',
        'old n=2000 size=10',
        'new n=2000 size=1',
        'new n=2000 size=10',
        'old n=2000 size=1',
        'old n=2000 size=10',
        'new n=2000 size=1',
        'new n=2000 size=10',
      ],
    );
    for (const s of samples) {
      assert.ok(s.rate > 0 && Number.isFinite(s.rate), `rate ${s.rate}`);
      assert.ok(s.time > 0, `time ${s.time}`);
    }
    // noisy.js ran after add.js and completed although it writes to stdout
    assert.equal(count(samples, 'math/noisy.js'), 8);
    // throws.js: the row printed before the throw is kept, then its compare.js failed
    assert.equal(count(samples, 'math/throws.js', 'old'), 1);
    assert.equal(count(samples, 'math/throws.js', 'new'), 0);
    assert.equal(result.samples, samples.length);

    assert.deepEqual(result.completed, ['math/add.js', 'math/noisy.js']);
    assert.equal(result.failures.length, 1);
    const [failure] = result.failures;
    assert.equal(failure!.filename, 'math/throws.js');
    assert.equal(failure!.reason, 'exit code 1');
    assert.equal(failure!.exitCode, 1);
    assert.match(failure!.detail, /exited with code 1 \(Error: fixture benchmark failure\)/);
    assert.deepEqual(failure!.rows, { old: 1, new: 0 });
    assert.match(failure!.stderrTail, /throws\.js:\d+/);
    assert.match(stderr, /fixture benchmark failure/);
    assert.equal(result.timedOut, false);
    assert.deepEqual(result.notRun, []);
  });

  test('stray stdout is dropped, rows glued behind stray text are recovered', async () => {
    const { result, samples } = await run({ filter: ['noisy'], runs: 3 });
    assert.deepEqual(result.failures, []);
    assert.equal(count(samples, 'math/noisy.js', 'old'), 6);
    assert.equal(count(samples, 'math/noisy.js', 'new'), 6);
    assert.equal(samples.length, 12);
    for (const s of samples) assert.match(s.configuration, /^n=1000 kind='[ab]'$/);
    assert.ok(
      result.warnings.some((w) => /stray stdout from math\/noisy\.js were dropped/.test(w)),
      result.warnings.join('\n'),
    );
  });

  test('compare.js gets options before categories, a filter selecting exactly one file, and --set values', async () => {
    const log = path.join(scratch, 'argv.log');
    const { result, samples } = await run({
      categories: ['strings'],
      filter: ['join'],
      exclude: ['README'],
      set: setOf({ n: 300, sep: ['-', '*'] }),
      env: testEnv({ CORE_FIXTURE_ARGV_LOG: log }),
    });
    assert.deepEqual(result.failures, []);
    assert.deepEqual(result.completed, ['strings/fast-join.js', 'strings/join.js']);

    const invocations = readFileSync(log, 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as string[]);
    const common = ['--old', oldNode, '--new', newNode, '--runs', '2', '--no-progress'];
    const sets = ['--set', 'n=300', '--set', 'sep=-', '--set', 'sep=*'];
    assert.deepEqual(invocations, [
      [...common, '--filter', 'fast-join.js', ...sets, '--', 'strings'],
      [...common, '--filter', 'join.js', '--exclude', 'fast-join.js', ...sets, '--', 'strings'],
    ]);

    // join.js ran alone (fast-join.js rows came only from its own run), with the --set values
    assert.deepEqual(
      [...new Set(samples.map((s) => `${s.filename} ${s.configuration}`))],
      ["strings/fast-join.js n=300 sep='-'", "strings/fast-join.js n=300 sep='*'", 'strings/join.js n=300 parts=4'],
    );
    assert.equal(count(samples, 'strings/fast-join.js'), 8);
    assert.equal(count(samples, 'strings/join.js'), 4);
  });

  test('the fixture compare.js, like node core, refuses an option after a category', () => {
    const bad = spawnSync(
      process.execPath,
      [path.join(fixtureBench, 'compare.js'), '--old', oldNode, '--new', newNode, 'strings', '--runs', '1'],
      { encoding: 'utf8' },
    );
    assert.equal(bad.status, 1);
    assert.match(bad.stderr, /The "--runs" category does not exist/);
  });

  test('a per-file timeout kills the whole process group, keeps the rows and goes on with the next file', async () => {
    const pidFile = path.join(scratch, 'hang-pids');
    const started = Date.now();
    const { result, samples } = await run({
      categories: ['slow'],
      runs: 1,
      timeoutMs: 3000,
      env: testEnv({ CORE_FIXTURE_PID_FILE: pidFile }),
    });
    assert.ok(Date.now() - started < 15_000);
    assert.equal(result.failures.length, 1);
    const [failure] = result.failures;
    assert.equal(failure!.filename, 'slow/hang.js');
    assert.equal(failure!.reason, 'timeout');
    assert.match(failure!.detail, /timed out after 3000 ms/);
    assert.deepEqual(failure!.rows, { old: 1, new: 0 });
    assert.equal(count(samples, 'slow/hang.js'), 1);
    assert.deepEqual(result.completed, ['slow/quick.js']);
    assert.equal(count(samples, 'slow/quick.js'), 2);
    assert.equal(result.timedOut, false);

    const pids = readFileSync(pidFile, 'utf8').trim().split('\n').map(Number);
    assert.equal(pids.length, 1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    assert.equal(isAlive(pids[0]!), false, `grandchild ${pids[0]} survived`);
  });

  test('the whole-run limit stops the run, keeps the rows and lists what never ran', async () => {
    const { result, samples } = await run({ categories: ['slow'], runs: 1, maxTimeMs: 3000 });
    assert.equal(result.timedOut, true);
    assert.equal(result.failures.length, 1);
    assert.equal(result.failures[0]!.reason, 'deadline');
    assert.equal(result.failures[0]!.filename, 'slow/hang.js');
    assert.equal(count(samples, 'slow/hang.js'), 1);
    assert.deepEqual(result.notRun, ['slow/quick.js']);
    assert.deepEqual(result.completed, []);
  });

  test('an AbortSignal kills the running file and stops', async () => {
    const controller = new AbortController();
    const samples: Sample[] = [];
    const result = await runCore(
      {
        repo: fixtureRepo,
        categories: ['slow'],
        old: oldNode,
        new: newNode,
        runs: 1,
        signal: controller.signal,
        ...hostDeps(),
      },
      {
        onSample: (sample) => {
          samples.push(sample);
          controller.abort();
        },
      },
    );
    assert.equal(result.interrupted, true);
    assert.equal(samples.length, 1);
    assert.equal(result.failures[0]!.reason, 'aborted');
    assert.deepEqual(result.notRun, ['slow/quick.js']);
  });

  test('a throwing onSample stops the run and rejects with its error', async () => {
    const started = Date.now();
    await assert.rejects(
      runCore(
        { repo: fixtureRepo, categories: ['slow'], old: oldNode, new: newNode, runs: 1, ...hostDeps() },
        {
          onSample: () => {
            throw new Error('disk full');
          },
        },
      ),
      /disk full/,
    );
    // hang.js was killed rather than waited for
    assert.ok(Date.now() - started < 10_000);
  });

  test('a benchmark killed by a signal, which compare.js ignores, is reported as incomplete', async () => {
    const dieOn = path.join(scratch, 'node-that-dies');
    symlinkSync(newNode, dieOn);
    const { result, samples } = await run({
      categories: ['crash'],
      new: dieOn,
      env: testEnv({ CORE_FIXTURE_DIE_ON: dieOn }),
    });
    assert.equal(count(samples, 'crash/die.js', 'old'), 2);
    assert.equal(count(samples, 'crash/die.js', 'new'), 0);
    assert.equal(result.failures.length, 1);
    assert.equal(result.failures[0]!.reason, 'incomplete');
    assert.deepEqual(result.failures[0]!.rows, { old: 2, new: 0 });
  });

  test(
    'cpuset pins the benchmarks through compare.js --set CPUSET',
    { skip: !hasTaskset() && 'no taskset' },
    async () => {
      const log = path.join(scratch, 'argv-cpuset.log');
      const { result, samples } = await run({
        categories: ['slow'],
        filter: ['quick'],
        runs: 1,
        cpuset: cpuList('0'),
        env: testEnv({ CORE_FIXTURE_ARGV_LOG: log }),
      });
      assert.deepEqual(result.failures, []);
      assert.equal(samples.length, 2);
      const argv = JSON.parse(readFileSync(log, 'utf8').trim()) as string[];
      assert.deepEqual(argv.slice(-4), ['--set', 'CPUSET=0', '--', 'slow']);
    },
  );

  test('clear errors before anything runs', async () => {
    const empty = mkdtempSync(path.join(scratch, 'not-a-checkout-'));
    await assert.rejects(
      run({ repo: empty }),
      (error: Error) =>
        error instanceof CoreSuiteError && error.message.includes(path.join(empty, 'benchmark', 'compare.js')),
    );
    await assert.rejects(
      run({ categories: ['math', 'nope'] }),
      /"nope" is not a directory under .*existing categories: crash, math, slow, strings/,
    );
    await assert.rejects(run({ categories: ['fixtures'] }), /"fixtures" is not a directory/);
    await assert.rejects(run({ categories: ['../math'] }), /is not a directory/);
    await assert.rejects(run({ old: path.join(empty, 'node') }), /old binary .* does not exist/);
    await assert.rejects(run({ filter: ['no-such-benchmark'] }), /no benchmark file in math .* matches --filter/);
    // A bad CPU list or --set key never reaches the runner: it takes only what options/ read, which refuses them.
    assert.throws(() => cpuList('0;reboot'), /--cpuset "0;reboot" is not a CPU list/);
    assert.throws(() => setOf({ 'a=b': 1 }), /--set key must be a letter or _/);
    await assert.rejects(run({ set: setOf({ CPUSET: '0' }) }), /pin CPUs with the cpuset option, not --set CPUSET/);
    assert.throws(() => runsSetting.parse('0', 'cli'), /--runs/);
  });
});

function hasTaskset(): boolean {
  return process.platform === 'linux' && spawnSync('taskset', ['-p', String(process.pid)]).status === 0;
}

/** A Node.js source tree with benchmark/compare.js, or why there is none. */
async function findNodeCore(): Promise<{ dir: string } | { reason: string }> {
  const roots = [process.env.NODE_CORE_SOURCE, '/tmp/nodecore'].filter((d): d is string => !!d);
  for (const root of roots) {
    if (existsSync(path.join(root, 'benchmark', 'compare.js'))) return { dir: root };
    if (!existsSync(root)) continue;
    for (const entry of readdirSync(root).sort()) {
      if (/^node-v/.test(entry) && existsSync(path.join(root, entry, 'benchmark', 'compare.js'))) {
        return { dir: path.join(root, entry) };
      }
    }
  }
  const script = path.join(sharedDir, 'tools', 'node-core-source.sh');
  if (!existsSync(script)) return { reason: `no node core tree and no ${script} to fetch one` };
  const dest = process.env.NODE_CORE_SOURCE ?? path.join(os.tmpdir(), 'nodecore');
  return new Promise((resolve) => {
    execFile('bash', [script, dest], { timeout: 600_000, maxBuffer: 1 << 20 }, (error, stdout, stderr) => {
      const dir = stdout.trim().split('\n').pop() ?? '';
      if (error || !existsSync(path.join(dir, 'benchmark', 'compare.js'))) {
        resolve({
          reason: `could not fetch a node core tree with ${script}: ${(stderr || String(error)).slice(-500)}`,
        });
      } else {
        resolve({ dir });
      }
    });
  });
}

describe('runCore against node core', () => {
  let core: { dir: string } | { reason: string } = { reason: 'not looked up yet' };
  before(
    async () => {
      core = await findNodeCore();
      if ('reason' in core) console.log(`# skipping the node core test: ${core.reason}`);
    },
    { timeout: 660_000 },
  );

  test(
    'real benchmark/compare.js: Buffer#toJSON is much faster in 20.0.0 than in 18.16.0',
    { timeout: 120_000 },
    async (t) => {
      if ('reason' in core) return t.skip(core.reason);
      const samples: Sample[] = [];
      let stderr = '';
      const started = Date.now();
      const result = await runCore(
        {
          repo: core.dir,
          categories: ['buffers'],
          filter: ['buffer-tojson'],
          set: setOf({ n: 20000, len: 256 }),
          old: oldNode,
          new: newNode,
          runs: 3,
          timeoutMs: 90_000,
          ...hostDeps(),
        },
        { onSample: (s) => samples.push(s), onStderr: (text) => (stderr += text) },
      );
      t.diagnostic(`node core compare.js run took ${Date.now() - started} ms`);
      assert.deepEqual(result.failures, [], stderr);
      assert.deepEqual(result.completed, ['buffers/buffer-tojson.js']);
      assert.equal(samples.length, 6);

      const configs = new Set(samples.map((s) => s.configuration));
      assert.deepEqual([...configs], ['len=256 n=20000']);
      for (const configuration of configs) {
        const mean = (binary: 'old' | 'new') => {
          const rates = samples
            .filter((s) => s.configuration === configuration && s.binary === binary)
            .map((s) => s.rate);
          assert.equal(rates.length, 3);
          return rates.reduce((a, b) => a + b, 0) / rates.length;
        };
        const ratio = mean('new') / mean('old');
        t.diagnostic(`${configuration}: new/old rate ratio ${ratio.toFixed(2)}`);
        assert.ok(ratio > 2, `expected Buffer#toJSON in 20.0.0 to be over 2x faster, got ${ratio.toFixed(2)}x`);
      }
    },
  );
});

describe('runCore and module scope', () => {
  test('a checkout inside an ESM package is refused before anything runs', async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'esm-scope-'));
    const { cpSync, writeFileSync } = await import('node:fs');
    writeFileSync(path.join(root, 'package.json'), '{ "type": "module" }');
    const checkout = path.join(root, 'node');
    cpSync(path.join(testFixtures, 'core-repo', 'benchmark'), path.join(checkout, 'benchmark'), { recursive: true });
    await assert.rejects(
      runCore(
        { repo: checkout, categories: ['math'], old: process.execPath, new: process.execPath, runs: 1, ...hostDeps() },
        { onSample: () => {} },
      ),
      (error: Error) =>
        error instanceof CoreSuiteError &&
        error.message.includes(`${path.join(root, 'package.json')} sets "type": "module"`),
    );
    rmSync(root, { recursive: true, force: true });
  });
});
