// Which children run, in which order, with which arguments: real runs of the
// fixture suite with real node processes.
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';

import { createPrng } from '../../src/run/plan/prng.ts';
import { selectSuiteFiles } from '../../src/run/suites/bundled-files.ts';
import { SUITE, key, readLog, record, request, seeded, setOf, shardOf, tempDir, testEnv } from './support.ts';

const FAST = ["n=2000 kind='a'", "n=2000 kind='b'", "n=4000 kind='a'", "n=4000 kind='b'"];

test('the old/new order follows the seed, run by run, configuration by configuration', async () => {
  const seed = seeded(1234);
  const first = await record(request({ filter: ['fast'], runs: 3, seed }));
  const again = await record(request({ filter: ['fast'], runs: 3, seed }));
  const other = await record(request({ filter: ['fast'], runs: 3, seed: seeded(99) }));

  const sequence = (r: typeof first) => r.jobs.map((j) => `${j.run} ${j.configuration} ${j.binary}`);
  assert.equal(first.jobs.length, 3 * 4 * 2);
  assert.deepEqual(sequence(again), sequence(first), 'same seed, same order');
  assert.notDeepEqual(sequence(other), sequence(first), 'another seed, another order');

  // The schedule itself: run after run, every configuration in listing
  // order, both sides back to back, the first side drawn from the PRNG.
  const prng = createPrng(seed);
  const expected: string[] = [];
  for (let run = 1; run <= 3; run++) {
    for (const configuration of FAST) {
      const sides = prng() < 0.5 ? ['old', 'new'] : ['new', 'old'];
      for (const side of sides) expected.push(`${run} ${configuration} ${side}`);
    }
  }
  assert.deepEqual(sequence(first), expected);
  // Both orders occur (the coin is not stuck).
  const firsts = new Set(first.jobs.filter((_, i) => i % 2 === 0).map((j) => j.binary));
  assert.deepEqual([...firsts].sort(), ['new', 'old']);

  // Samples arrive in the same order as the jobs, one each.
  assert.deepEqual(
    first.samples.map((s) => `${s.configuration} ${s.binary}`),
    first.jobs.map((j) => `${j.configuration} ${j.binary}`),
  );
  assert.equal(first.summary.seed, seed);
  assert.match(first.progress, /seed 1234 \(--seed 1234 replays this order\)/);
});

test('without a seed a random one is used and reported', async () => {
  const r = await record(request({ filter: ['params'], seed: undefined }));
  const seed = r.summary.seed!;
  assert.ok(Number.isInteger(seed) && seed >= 0 && seed <= 0xffffffff);
  assert.match(r.progress, new RegExp(`seed ${r.summary.seed} `));
});

test('shards partition the configuration list exactly, round-robin', async () => {
  const full = await record(request({ runs: 1 }));
  const all = full.plan!.configurations.map(key);
  assert.equal(all.length, 6); // fast.js 4, params.js 1, slowdown.js 1
  assert.deepEqual(new Set(full.samples.map(key)), new Set(all));

  const count = 4;
  const seen: string[] = [];
  for (let index = 1; index <= count; index++) {
    const part = await record(request({ runs: 1, shard: shardOf(index, count) }));
    const mine = part.plan!.configurations;
    assert.equal(part.plan!.totalConfigurations, all.length);
    // configuration k of the sorted list goes to shard (k mod n) + 1
    assert.deepEqual(
      mine.map(key),
      all.filter((_, k) => k % count === index - 1),
      `shard ${index}/${count}`,
    );
    assert.deepEqual(new Set(part.samples.map(key)), new Set(mine.map(key)), 'each shard measures its own only');
    assert.equal(part.summary.samples, mine.length * 2);
    seen.push(...mine.map(key));
  }
  assert.equal(seen.length, all.length, 'disjoint');
  assert.deepEqual(new Set(seen), new Set(all), 'union is everything');
});

test('a shard with nothing to do succeeds without running anything', async () => {
  const r = await record(request({ filter: ['params'], shard: shardOf(2, 2) }));
  assert.equal(r.summary.plan!.configurations.length, 0);
  assert.equal(r.summary.samples, 0);
  assert.equal(r.jobs.length, 0);
  assert.equal(r.summary.exitCode, 0);
});

test('filter and exclude select files by their path in the suite', async () => {
  const files = (filter: string[], exclude: string[], groups = ['alpha']) =>
    selectSuiteFiles(SUITE, groups, filter, exclude).map((f) => f.filename);
  assert.deepEqual(files([], []), ['alpha/fast.js', 'alpha/params.js', 'alpha/slowdown.js']);
  // any filter keeps a file...
  assert.deepEqual(files(['fast', 'slow'], []), ['alpha/fast.js', 'alpha/slowdown.js']);
  // ...any exclude drops it
  assert.deepEqual(files([], ['fast', 'params']), ['alpha/slowdown.js']);
  // the group is part of the path
  assert.deepEqual(files(['alpha/p'], [], ['alpha', 'listing']), ['alpha/params.js']);
  assert.deepEqual(files(['listing/'], ['broken'], ['alpha', 'listing']), ['listing/varies.js']);

  // And a real run measures exactly the selected files.
  const r = await record(request({ filter: ['fast', 'slow'], exclude: ['slow'] }));
  assert.deepEqual(r.summary.files, ['alpha/fast.js']);
  assert.deepEqual(new Set(r.samples.map((s) => s.filename)), new Set(['alpha/fast.js']));
  assert.equal(r.samples.length, 8);
});

test('--set overrides reach the benchmark, extra keys included', async () => {
  const { dir, cleanup } = tempDir();
  try {
    const log = path.join(dir, 'log.jsonl');
    const r = await record(
      request({ filter: ['params'], runs: 2, set: setOf({ n: ['5', '7'], label: 'custom', extra: 'x y' }) }),
      { env: testEnv({ NODE_BENCH_FIXTURE_LOG: log }) },
    );
    assert.deepEqual(
      r.plan!.configurations.map((c) => c.configuration),
      ["n=5 label='custom'", "n=7 label='custom'"],
    );
    assert.deepEqual([...new Set(r.samples.map((s) => s.configuration))].sort(), [
      "n=5 label='custom'",
      "n=7 label='custom'",
    ]);
    assert.equal(r.samples.length, 2 * 2 * 2);
    const logged = readLog(log);
    assert.equal(logged.length, 8);
    for (const entry of logged) {
      assert.equal(entry.file, 'params.js');
      // configuration keys in order, then the --set keys that are not configuration keys
      assert.match(entry.argv.join(' '), /^n=(5|7) label=custom extra=x y$/);
    }
  } finally {
    cleanup();
  }
});
