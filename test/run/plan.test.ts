// The plans, checked without running anything: which children, in which
// order, with which arguments.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { compareArgv, planCoreRuns, type CoreBenchmark } from '../../src/run/suites/core-select.ts';
import {
  listingCommand,
  listingQueue,
  measureCommand,
  measureQueue,
  planRuns,
  type FileListings,
  type ListingOutcome,
  type PlannedConfiguration,
} from '../../src/run/plan/plan.ts';
import { createPrng } from '../../src/run/plan/prng.ts';
import type { Config } from '../../src/run/measure/protocol.ts';
import type { SuiteFile } from '../../src/run/suites/bundled-files.ts';

const file = (filename: string): SuiteFile => ({ filename, file: `/suite/${filename}` });
const listed = (configs: Config[], flags: string[] = []): ListingOutcome => ({
  listing: { type: 'configs', configs, flags },
});
const failed: ListingOutcome = {
  failure: { reason: 'exit code 1', detail: 'exited with code 1', exitCode: 1, signal: null, stderrTail: 'boom' },
};

/** Three files: 4 + 3 + 2 configurations listed alike by both binaries. */
function suite(): { files: SuiteFile[]; listings: FileListings[] } {
  const shapes: [string, Config[]][] = [
    ['a/one.js', [{ n: 1 }, { n: 2 }, { n: 3 }, { n: 4 }]],
    ['a/two.js', [{ kind: 'x' }, { kind: 'y' }, { kind: 'z' }]],
    [
      'b/three.js',
      [
        { len: 16, type: 'fast' },
        { len: 32, type: 'fast' },
      ],
    ],
  ];
  const files = shapes.map(([name]) => file(name));
  const listings = shapes.map(([, configs], i) => ({
    file: files[i]!,
    old: listed(configs),
    new: listed(configs, ['--expose-gc']),
  }));
  return { files, listings };
}

const key = (c: PlannedConfiguration) => `${c.filename} ${c.configuration}`;

test('listing: every file, old binary then new', () => {
  const files = [file('a/one.js'), file('a/two.js')];
  assert.deepEqual(
    listingQueue(files).map((j) => `${j.fileIndex} ${j.file.filename} ${j.binary}`),
    ['0 a/one.js old', '0 a/one.js new', '1 a/two.js old', '1 a/two.js new'],
  );
  const launch = {
    binaries: { old: '/o/node', new: '/n/node' },
    set: [['n', '5'] as const, ['extra', 'x y'] as const],
  };
  assert.deepEqual(listingCommand(listingQueue(files)[1]!, launch), {
    command: '/n/node',
    args: ['/suite/a/one.js', 'n=5', 'extra=x y'],
  });
});

test('the plan holds every configuration in file and listing order, each run on both binaries', () => {
  const { files, listings } = suite();
  const plan = planRuns({ files, listings, runs: 3, seed: 7 });
  assert.deepEqual(plan.configurations.map(key), [
    'a/one.js n=1',
    'a/one.js n=2',
    'a/one.js n=3',
    'a/one.js n=4',
    "a/two.js kind='x'",
    "a/two.js kind='y'",
    "a/two.js kind='z'",
    "b/three.js len=16 type='fast'",
    "b/three.js len=32 type='fast'",
  ]);
  assert.deepEqual(
    plan.configurations.map((c) => c.index),
    [0, 1, 2, 3, 4, 5, 6, 7, 8],
  );
  assert.equal(plan.totalConfigurations, 9);
  assert.equal(plan.jobs, 9 * 3 * 2);
  assert.equal(plan.queue.length, plan.jobs);
  assert.deepEqual(plan.failures, []);
  // Run after run: all of run 1 before any of run 2.
  assert.deepEqual(
    plan.queue.map((j) => j.run),
    [...Array(18).fill(1), ...Array(18).fill(2), ...Array(18).fill(3)],
  );
  // Each configuration, within a run, on both binaries back to back.
  for (let i = 0; i < plan.queue.length; i += 2) {
    const [a, b] = [plan.queue[i]!, plan.queue[i + 1]!];
    assert.equal(a.configuration, b.configuration);
    assert.notEqual(a.binary, b.binary);
  }
});

test('shards: disjoint, round-robin, and their union is the full plan', () => {
  const { files, listings } = suite();
  const full = planRuns({ files, listings, runs: 2, seed: 1 });
  for (const count of [1, 2, 3, 4, 9, 10]) {
    const parts = Array.from({ length: count }, (_, i) =>
      planRuns({ files, listings, runs: 2, seed: 1, shard: { index: i + 1, count } }),
    );
    const seen = parts.flatMap((p) => p.configurations.map(key));
    assert.equal(seen.length, full.configurations.length, `${count} shards: disjoint`);
    assert.deepEqual(new Set(seen), new Set(full.configurations.map(key)), `${count} shards: union`);
    for (const [i, part] of parts.entries()) {
      assert.ok(part.configurations.every((c) => c.index % count === i));
      assert.equal(part.totalConfigurations, full.totalConfigurations);
      assert.equal(part.jobs, part.configurations.length * 2 * 2);
    }
  }
});

test('the old/new order is the seed’s: reproducible, and another seed gives another order', () => {
  const { files, listings } = suite();
  const order = (seed: number) =>
    planRuns({ files, listings, runs: 5, seed }).queue.map((j) => `${j.run} ${key(j.configuration)} ${j.binary}`);
  assert.deepEqual(order(1234), order(1234));
  assert.notDeepEqual(order(1234), order(99));

  // One draw per configuration and run, old first below 0.5.
  const plan = planRuns({ files, listings, runs: 5, seed: 1234 });
  const prng = createPrng(1234);
  const firsts = plan.queue.filter((_, i) => i % 2 === 0).map((j) => j.binary);
  assert.deepEqual(
    firsts,
    firsts.map(() => (prng() < 0.5 ? 'old' : 'new')),
  );
});

test('the order is balanced: over many configurations and runs each binary goes first about half the time', () => {
  const configurations: PlannedConfiguration[] = Array.from({ length: 50 }, (_, index) => ({
    index,
    filename: 'a/many.js',
    file: '/suite/a/many.js',
    conf: { n: index },
    configuration: `n=${index}`,
    flags: { old: [], new: [] },
  }));
  for (const seed of [0, 1, 42, 0xffffffff]) {
    const queue = measureQueue(configurations, 40, seed);
    const oldFirst = queue.filter((j, i) => i % 2 === 0 && j.binary === 'old').length;
    const pairs = queue.length / 2;
    // 2000 fair coin flips: 5 standard deviations (~112) either side of 1000 is beyond any honest seed.
    assert.ok(
      Math.abs(oldFirst - pairs / 2) < 5 * Math.sqrt(pairs / 4),
      `seed ${seed}: old first ${oldFirst}/${pairs}`,
    );
    // and per configuration, neither binary always first
    for (const c of configurations) {
      const firsts = new Set(queue.filter((j, i) => i % 2 === 0 && j.configuration === c).map((j) => j.binary));
      assert.equal(firsts.size, 2, `seed ${seed}, ${c.configuration}`);
    }
  }
});

test('listings that differ: the union runs, each side only where it lists; the missing side fails once', () => {
  const files = [file('a/varies.js'), file('a/broken.js')];
  const listings: FileListings[] = [
    { file: files[0]!, old: listed([{ size: 1 }, { size: 2 }]), new: listed([{ size: 2 }, { size: 3 }]) },
    { file: files[1]!, old: failed, new: listed([{ n: 1 }]) },
  ];
  const plan = planRuns({ files, listings, runs: 2, seed: 5 });
  assert.deepEqual(
    plan.configurations.map((c) => [key(c), c.flags.old !== null, c.flags.new !== null]),
    [
      ['a/varies.js size=1', true, false],
      ['a/varies.js size=2', true, true],
      ['a/varies.js size=3', false, true],
      ['a/broken.js n=1', false, true],
    ],
  );
  assert.equal(plan.jobs, 2 * (1 + 2 + 1 + 1));
  assert.ok(plan.queue.every((j) => j.configuration.flags[j.binary] !== null));
  // The listing failure, then one 'not listed' per one-sided configuration (none for the file whose listing failed).
  assert.deepEqual(
    plan.failures.map((f) => [f.phase, f.binary, f.filename, f.configuration, f.reason]),
    [
      ['list', 'old', 'a/broken.js', '', 'exit code 1'],
      ['run', 'new', 'a/varies.js', 'size=1', 'not listed'],
      ['run', 'old', 'a/varies.js', 'size=3', 'not listed'],
    ],
  );
  // A file's listing failure belongs to the shard its file index maps to.
  const shard = (index: number) => planRuns({ files, listings, runs: 1, seed: 5, shard: { index, count: 2 } });
  assert.ok(shard(2).failures.some((f) => f.phase === 'list'));
  assert.ok(!shard(1).failures.some((f) => f.phase === 'list'));
});

test('a repeated configuration is its own row', () => {
  const files = [file('a/one.js')];
  const listings = [{ file: files[0]!, old: listed([{ n: 1 }, { n: 1 }]), new: listed([{ n: 1 }, { n: 1 }]) }];
  const plan = planRuns({ files, listings, runs: 1, seed: 1 });
  assert.deepEqual(plan.configurations.map(key), ['a/one.js n=1', 'a/one.js n=1']);
  assert.equal(plan.jobs, 4);
});

test("measuring children: the binary's flags, the file, the configuration, extra --set keys, taskset in front", () => {
  const { files, listings } = suite();
  const plan = planRuns({ files, listings, runs: 1, seed: 3 });
  const job = plan.queue.find((j) => j.configuration.filename === 'b/three.js' && j.binary === 'new')!;
  const set = [['len', '32'] as const, ['benchmarker', 'autocannon'] as const];
  assert.deepEqual(measureCommand(job, { binaries: { old: '/o/node', new: '/n/node' }, set }), {
    command: '/n/node',
    args: [
      '--expose-gc',
      '/suite/b/three.js',
      `len=${job.configuration.conf.len}`,
      'type=fast',
      'benchmarker=autocannon',
    ],
  });
  const pinned = measureCommand(job, {
    binaries: { old: '/o/node', new: '/n/node' },
    set: [],
    pin: { taskset: '/usr/bin/taskset', cpuset: '0-1' },
  });
  assert.equal(pinned.command, '/usr/bin/taskset');
  assert.deepEqual(pinned.args.slice(0, 4), ['-c', '0-1', '/n/node', '--expose-gc']);
});

test('core: one compare.js per file, in file order, each selecting exactly its file', () => {
  const benchmarks: CoreBenchmark[] = [
    { category: 'strings', name: 'fast-join.js', filename: 'strings/fast-join.js' },
    { category: 'strings', name: 'join.js', filename: 'strings/join.js' },
    { category: 'math', name: 'add.js', filename: 'math/add.js' },
  ];
  const entries = new Map([
    ['strings', ['fast-join.js', 'join.js']],
    ['math', ['add.js']],
  ]);
  const options = { compareJs: '/r/benchmark/compare.js', old: '/o', new: '/n', runs: 3, set: ['n=1'] };
  const queue = planCoreRuns(benchmarks, entries, options);
  assert.deepEqual(
    queue.map((j) => j.benchmark.filename),
    benchmarks.map((b) => b.filename),
  );
  for (const [i, job] of queue.entries()) {
    assert.deepEqual(job.args, compareArgv(options, benchmarks[i]!, entries.get(benchmarks[i]!.category)!));
  }
  assert.deepEqual(queue[1]!.args.slice(8, 12), ['--filter', 'join.js', '--exclude', 'fast-join.js']);
});
