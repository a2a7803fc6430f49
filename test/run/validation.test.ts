// Option parsing and the checks made before anything runs, plus --cpuset
// with the real taskset.
import assert from 'node:assert/strict';
import { chmodSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';

import { runBundled } from './support.ts';
import { RunConfigError } from '../../src/run/errors.ts';
import { findExecutable } from '../../src/util/files.ts';
import { MAX_SEED } from '../../src/options/execution.ts';
import { checkCpusExist, cpusOf, onlineCpus, parseCpuset } from '../../src/run/measure/cpuset.ts';
import { createPrng, parseSeed } from '../../src/run/plan/prng.ts';
import { formatConfiguration } from '../../src/run/measure/protocol.ts';
import { parseShard, selectShard } from '../../src/run/plan/shard.ts';
import {
  findSuiteDir,
  isSelected,
  listGroups,
  resolveGroups,
  selectSuiteFiles,
} from '../../src/run/suites/bundled-files.ts';
import { NODE, SUITE, cpuList, readLog, record, request, setOf, shardOf, tempDir, testEnv } from './support.ts';
import { maxTime } from '../../src/options/execution.ts';
import { runsSetting } from '../../src/options/selection.ts';

test('parseShard: i/n with 1 <= i <= n, clear errors otherwise', () => {
  assert.deepEqual(parseShard('1/1'), { index: 1, count: 1 });
  assert.deepEqual(parseShard(' 3 / 4 '), { index: 3, count: 4 });
  assert.throws(() => parseShard('0/4'), /shard number must be from 1 to 4 \(shards are numbered from 1\)/);
  assert.throws(() => parseShard('5/4'), /from 1 to 4/);
  assert.throws(() => parseShard('1/0'), /shard count must be at least 1/);
  for (const bad of ['', '1', '1/', '/2', 'a/b', '1/2/3', '-1/2', '1.5/2']) {
    assert.throws(
      () => parseShard(bad),
      (e: Error) => e instanceof RunConfigError && /--shard must look like i\/n/.test(e.message),
      bad,
    );
  }
});

test('selectShard deals items out round-robin, a partition for any n', () => {
  const items = Array.from({ length: 11 }, (_, i) => i);
  for (let count = 1; count <= 13; count++) {
    const parts = Array.from({ length: count }, (_, i) => selectShard(items, { index: i + 1, count }));
    assert.deepEqual(
      parts.flat().sort((a, b) => a - b),
      items,
    );
    parts.forEach((part, i) => assert.ok(part.every((k) => k % count === i)));
  }
});

test('checkCpusExist: every CPU of the list must be online', () => {
  assert.deepEqual(cpusOf('0,2-4, 7'), [0, 2, 3, 4, 7]);
  assert.deepEqual(
    onlineCpus(() => '0-1,4\n'),
    [0, 1, 4],
  );
  checkCpusExist('0-1,4', [0, 1, 4]);
  assert.throws(() => checkCpusExist('0-99', [0, 1]), {
    name: 'RunConfigError',
    message: '--cpuset 0-99: this machine has CPUs 0-1 only (no CPUs 2-99)',
  });
  assert.throws(() => checkCpusExist('1,3,5', [0, 1, 2, 3]), {
    message: '--cpuset 1,3,5: this machine has CPUs 0-3 only (no CPU 5)',
  });
  // a list given elsewhere (a lane of --lanes) is named as its user wrote it
  assert.throws(() => checkCpusExist('5', [0, 1], '--lanes 0/5: lane 2'), {
    message: '--lanes 0/5: lane 2: this machine has CPUs 0-1 only (no CPU 5)',
  });
});

test('parseCpuset accepts taskset lists only', () => {
  assert.equal(parseCpuset('0'), '0');
  assert.equal(parseCpuset('0-1'), '0-1');
  assert.equal(parseCpuset('0, 2-3'), '0,2-3');
  for (const bad of ['', 'a', '0-', '-1', '0,,1', '1-0', '0x1', '0-1-2']) {
    assert.throws(() => parseCpuset(bad), RunConfigError, bad);
  }
  assert.throws(() => parseCpuset('3-1'), /range 3-1 ends before it starts/);
});

test('parseSeed and the PRNG: reproducible, in range', () => {
  assert.equal(parseSeed('42'), 42);
  assert.equal(parseSeed(String(MAX_SEED)), MAX_SEED);
  for (const bad of ['', '-1', '1.5', 'x', String(MAX_SEED + 1)])
    assert.throws(() => parseSeed(bad), RunConfigError, bad);
  const a = createPrng(7);
  const b = createPrng(7);
  const values = Array.from({ length: 1000 }, () => a());
  assert.deepEqual(
    values,
    Array.from({ length: 1000 }, () => b()),
  );
  assert.ok(values.every((v) => v >= 0 && v < 1));
  const heads = values.filter((v) => v < 0.5).length;
  assert.ok(heads > 430 && heads < 570, `${heads} heads out of 1000`);
  assert.notDeepEqual(createPrng(8)(), values[0]);
  assert.throws(() => createPrng(-1), RangeError);
});

test('configuration strings are compare.js-exact', () => {
  assert.equal(formatConfiguration({ n: 1e6, type: 'fast', len: 0.5 }), "n=1000000 type='fast' len=0.5");
  assert.equal(formatConfiguration({ s: "it's" }), `s="it's"`);
  assert.equal(formatConfiguration({}), '');
});

test('suite selection: groups, helpers and non-JavaScript files are skipped', () => {
  assert.deepEqual(listGroups(SUITE), ['alpha', 'broken', 'growing', 'listing']);
  assert.deepEqual(resolveGroups(SUITE, []), ['alpha', 'broken', 'growing', 'listing']);
  assert.deepEqual(resolveGroups(SUITE, ['all']), ['alpha', 'broken', 'growing', 'listing']);
  assert.deepEqual(resolveGroups(SUITE, ['listing', 'alpha', 'listing']), ['listing', 'alpha']);
  assert.throws(
    () => resolveGroups(SUITE, ['alpha', 'nope']),
    /unknown benchmark group "nope"; valid groups: alpha, broken, growing, listing \(or all\)/,
  );
  assert.deepEqual(
    selectSuiteFiles(SUITE, ['listing', 'alpha']).map((f) => f.filename),
    ['alpha/fast.js', 'alpha/params.js', 'alpha/slowdown.js', 'listing/broken-list.js', 'listing/varies.js'],
  );
  assert.equal(selectSuiteFiles(SUITE, ['alpha'])[0]!.file, path.join(SUITE, 'alpha', 'fast.js'));
  assert.throws(() => selectSuiteFiles(SUITE, ['alpha'], ['zzz']), /no benchmark file matches --filter zzz \(out of 3/);
  assert.ok(isSelected('a/b.js', [], []));
  assert.ok(!isSelected('a/b.js', ['c'], []));
  assert.ok(!isSelected('a/b.js', ['b'], ['a/']));
  assert.equal(findSuiteDir(), path.resolve(SUITE, '../../../benchmarks'));
});

test('runBundled rejects bad requests before running anything', async () => {
  const rejects = (overrides: Parameters<typeof request>[0], message: RegExp, env = testEnv()) =>
    assert.rejects(
      runBundled(request(overrides), {
        env,
        hostNode: NODE,
        progress: { write: () => assert.fail('nothing may be printed') },
      }),
      (e: Error) => e instanceof RunConfigError && message.test(e.message),
    );
  await rejects({ groups: ['nope'] }, /unknown benchmark group "nope"; valid groups: alpha, broken, growing, listing/);
  await rejects(
    { groups: ['alpah'] },
    /^unknown benchmark group "alpah" \(did you mean "alpha"\?\); valid groups: alpha, broken, growing, listing/,
  );
  await rejects(
    { binaries: { old: '/no/such/node', new: NODE } },
    /the old binary \/no\/such\/node is not an executable file/,
  );
  await rejects({ binaries: { old: NODE, new: SUITE } }, /the new binary .* is not an executable file/);
  // runs and time limits reach a runner as options/ read them: the bad ones are refused there
  assert.throws(() => runsSetting.parse('0', 'cli'), /--runs/);
  assert.throws(() => runsSetting.parse('2.5', 'cli'), /--runs/);
  assert.throws(() => maxTime.parse('-5', 'cli'), /--max-time/);
  // A shard, CPU list or set record reaches a runner only as options/ read it: the bad ones are refused there.
  assert.throws(() => shardOf(3, 2), /--shard 3\/2: the shard number must be from 1 to 2/);
  assert.throws(() => cpuList('0-x'), /--cpuset "0-x" is not a CPU list/);
  assert.throws(() => setOf({ 'a=b': 'c' }), /--set key must be a letter or _/);
  assert.throws(() => setOf({ n: 'a\0b' }), /--set n value contains a NUL character/);
  await rejects(
    { cpuset: cpuList('0') },
    /--cpuset 0 needs the taskset command, which is not on the PATH/,
    testEnv({ PATH: '' }),
  );
  // a CPU the machine does not have: refused, also when the others exist (taskset would pin to those alone)
  assert.ok(onlineCpus().length < 4000);
  const have = 'this machine has CPUs? [\\d,-]+ only';
  await rejects({ cpuset: cpuList('4000') }, new RegExp(`^--cpuset 4000: ${have} \\(no CPU 4000\\)$`));
  await rejects({ cpuset: cpuList('0-4000') }, new RegExp(`^--cpuset 0-4000: ${have} \\(no CPUs \\d+-4000\\)$`));
  const { dir, cleanup } = tempDir();
  try {
    const out = path.join(dir, 'never.csv');
    await rejects({ cpuset: cpuList('4000'), out }, /--cpuset 4000: this machine has CPUs? [\d-]+ only/);
    assert.equal(existsSync(out), false, 'a refused run leaves no results file behind');
  } finally {
    cleanup();
  }
  await rejects({ filter: ['no-such-file'] }, /no benchmark file matches --filter no-such-file/);
});

test('findExecutable searches the PATH for executables only', () => {
  const { dir, cleanup } = tempDir();
  try {
    mkdirSync(path.join(dir, 'bin'));
    writeFileSync(path.join(dir, 'bin', 'tool'), '#!/bin/sh\n');
    assert.equal(findExecutable('tool', path.join(dir, 'bin')), null, 'not executable');
    chmodSync(path.join(dir, 'bin', 'tool'), 0o755);
    assert.equal(findExecutable('tool', `/nonexistent:${path.join(dir, 'bin')}`), path.join(dir, 'bin', 'tool'));
    assert.equal(findExecutable('tool', undefined), null);
  } finally {
    cleanup();
  }
});

test('--cpuset pins every measuring child with taskset', async (t) => {
  if (findExecutable('taskset', process.env.PATH) === null) {
    t.skip('taskset is not installed');
    return;
  }
  const { dir, cleanup } = tempDir();
  try {
    const log = path.join(dir, 'log.jsonl');
    const r = await record(request({ filter: ['fast'], runs: 1, cpuset: cpuList('0') }), {
      env: testEnv({ NODE_BENCH_FIXTURE_LOG: log }),
    });
    assert.equal(r.samples.length, 8);
    const logged = readLog(log);
    assert.equal(logged.length, 8);
    for (const entry of logged) assert.equal(entry.cpus, '0');
  } finally {
    cleanup();
  }
});
