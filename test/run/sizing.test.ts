// Children sized by time (--child-time, run/plan/sizing.ts): the rule on its own,
// then the engine sizing a real benchmark on two real releases.
import assert from 'node:assert/strict';
import { symlinkSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

import {
  applySizes,
  firstPilotN,
  listedName,
  nextPilotN,
  proveSteady,
  roundN,
  sizedN,
  pilotLine,
  sizeFromPilots,
  sameRate,
  type PilotRunner,
} from '../../src/run/plan/sizing.ts';
import { SizeBook } from '../../src/run/plan/size-store.ts';
import { planRuns, type FileListings } from '../../src/run/plan/plan.ts';
import { priorSamples } from '../../src/pipeline/resume.ts';
import type { Sample } from '../../src/stats/csv.ts';
import { buildComparison } from '../../src/options/comparison.ts';
import { readCompareArgv } from '../../src/options/compare-argv.ts';
import { getReleaseBinary } from '../helpers/releases.ts';
import { runSupervised, type Supervisor } from '../../src/process/supervisor.ts';
import { NODE, readLog, record, request, seeded, setOf, shardOf, tempDir, testEnv } from './support.ts';

const BENCHMARKS = fileURLToPath(new URL('../../benchmarks', import.meta.url));

describe('the sizing rule', () => {
  it('rounds n down to two significant digits and never sizes above the file’s own n', () => {
    assert.equal(roundN(123_456), 120_000);
    assert.equal(roundN(99), 99);
    assert.equal(roundN(0.4), 1);
    // 0.001 ms an iteration, 300 ms: 300,000 iterations, but the file says 1e5
    assert.equal(sizedN(100_000, 0.001, 300), 100_000);
    assert.equal(sizedN(10_000_000, 0.001, 300), 300_000);
    assert.equal(sizedN(10_000_000, 0.0017, 300), 170_000);
    assert.equal(sizedN(1000, NaN, 300), 1000, 'no speed known: the file’s own n');
  });

  it('pilots: one when the file’s n already fits, a second of at least 4× for the slope, a third if still short', () => {
    assert.equal(firstPilotN(1_000_000), 10_000);
    assert.equal(firstPilotN(50), 1);
    // 10,000 of 1e6 took 2 ms: the whole file's child would take 200 ms, under 300: nothing to size
    assert.equal(nextPilotN(1_000_000, [{ n: 10_000, ms: 2 }], 300), null);
    // 10,000 of 1e8 took 2 ms: aim at a quarter of the target (the size's proof compares with it)
    assert.equal(nextPilotN(100_000_000, [{ n: 10_000, ms: 2 }], 300), 375_000);
    // long already: the second pilot still runs 4× the first, for the slope
    assert.equal(nextPilotN(100_000_000, [{ n: 10_000, ms: 400 }], 300), 40_000);
    // a second pilot long enough: done
    assert.equal(
      nextPilotN(
        100_000_000,
        [
          { n: 10_000, ms: 2 },
          { n: 750_000, ms: 80 },
        ],
        300,
      ),
      null,
    );
    // a pilot of 0 ms grows 100×, never past the file's n
    assert.equal(nextPilotN(100_000_000, [{ n: 10_000, ms: 0 }], 300), 1_000_000);
    assert.equal(nextPilotN(20_000, [{ n: 10_000, ms: 0 }], 300), 20_000);
    const three = [
      { n: 1, ms: 0 },
      { n: 100, ms: 1 },
      { n: 10_000, ms: 10 },
    ];
    assert.equal(nextPilotN(100_000_000, three, 300), null, 'pilots are bounded');
  });

  it('a timed section with a fixed part: the iterations, not the fixed part, fill the target', () => {
    // readable-unevenread-like: 10 iterations 300 ms, 40 iterations 420 ms: 4 ms an iteration past 260 ms fixed
    const points = [
      { n: 10, ms: 300 },
      { n: 40, ms: 420 },
    ];
    assert.deepEqual(pilotLine(points), { fixedMs: 260, perIterationMs: 4 });
    assert.deepEqual(sizeFromPilots(1000, { old: points }, 300), { n: 75, expectedMs: 560 });
    // the average of the first pilot alone (30 ms an iteration) would have run 10 iterations, mostly the fixed part
    assert.equal(sizedN(1000, 300 / 10, 300), 10);
    // noise that makes the slope 0 or less: all of the longest pilot's time counts per iteration
    const flat = [
      { n: 10, ms: 300 },
      { n: 40, ms: 290 },
    ];
    assert.deepEqual(pilotLine(flat), { fixedMs: 0, perIterationMs: 290 / 40 });
  });

  it('the side whose iterations cost more decides, so no child measures much more than the target', () => {
    const pilots = {
      old: [
        { n: 1000, ms: 1 },
        { n: 100_000, ms: 100 },
      ],
      new: [
        { n: 1000, ms: 9 },
        { n: 100_000, ms: 900 },
      ],
    };
    const { n, expectedMs } = sizeFromPilots(10_000_000, pilots, 300);
    assert.equal(n, 33_000);
    assert.ok(expectedMs! <= 300);
    assert.deepEqual(sizeFromPilots(5000, {}, 300), { n: 5000, expectedMs: null });
  });

  it('applySizes gives every queued child of a configuration its sized n; the row keeps the file’s name', () => {
    const file = { filename: 'g/a.js', file: '/x/g/a.js' };
    const listing = {
      type: 'configs' as const,
      configs: [
        { n: 1e6, len: 1 },
        { n: 1e6, len: 2 },
      ],
      flags: [],
    };
    const listings: FileListings[] = [{ file, old: { listing }, new: { listing } }];
    const plan = planRuns({ files: [file], listings, runs: 3, seed: 1 });
    const sized = applySizes(plan, new Map([[1, { key: 'n', value: 20_000 }]]));
    assert.deepEqual(
      sized.configurations.map((c) => [c.configuration, c.conf.n, c.sized]),
      [
        ['n=1000000 len=1', 1e6, undefined],
        ['n=1000000 len=2', 20_000, { key: 'n', own: 1e6 }],
      ],
    );
    for (const job of sized.queue) assert.equal(job.configuration, sized.configurations[job.configuration.index]);
    assert.equal(plan.configurations[1]!.conf.n, 1e6, 'the plan given is not changed');
    // the child reports the n it ran; its row is named by the file's own
    assert.equal(listedName({ n: 20_000, len: 2 }, sized.configurations[1]!.sized), 'n=1000000 len=2');
    assert.equal(listedName({ n: 20_000, len: 2 }, undefined), 'n=20000 len=2');
  });
});

/**
 * A warm-up model of one side: a child at n measures `fixedMs` of colder loop (the iterations before V8 tiers it up)
 * plus `perIterationMs` each (or `msAt(n)`); the runner counts its children. `slowFirst`: sizes whose first child is
 * slowed by the machine's other work.
 */
function warmingUp(
  fixedMs: number,
  perIterationMs: number,
  slowFirst: ReadonlySet<number> = new Set(),
  msAt: (n: number) => number = (n) => fixedMs + perIterationMs * n,
) {
  const ran: [string, number][] = [];
  const run: PilotRunner = async (binary, n) => {
    ran.push([binary, n]);
    const once = ran.filter(([b, m]) => b === binary && m === n).length === 1;
    return msAt(n) * (once && slowFirst.has(n) ? 1.3 : 1);
  };
  return { run, ran };
}

describe('the steady-state proof', () => {
  it('two children measured the same rate when their per-op rates agree within 3 %', () => {
    assert.equal(sameRate({ n: 1000, ms: 10 }, { n: 4000, ms: 40.9 }), true);
    assert.equal(sameRate({ n: 1000, ms: 10 }, { n: 4000, ms: 38.5 }), false, 'faster by 3.9 %');
    assert.equal(sameRate({ n: 1000, ms: 10 }, { n: 4000, ms: 41.5 }), false, 'slower by 3.6 %');
    assert.equal(sameRate({ n: 1000, ms: 0 }, { n: 4000, ms: 40 }), false, 'no time measured proves nothing');
  });

  it('a loop without warm-up is proved at the candidate: one child a side at the file’s own n, two there', async () => {
    const { run, ran } = warmingUp(0, 0.001);
    const pilots = { old: [{ n: 75_000, ms: 75 }], new: [{ n: 75_000, ms: 75 }] };
    const size = await proveSteady(10_000_000, 300_000, pilots, run);
    assert.deepEqual([size.n, size.source], [300_000, 'pilot']);
    assert.deepEqual(ran, [
      ['old', 10_000_000],
      ['old', 300_000],
      ['old', 300_000],
      ['new', 10_000_000],
      ['new', 300_000],
      ['new', 300_000],
    ]);
    assert.deepEqual(
      size.pilots.old!.map((p) => p.n),
      [75_000, 10_000_000, 300_000, 300_000],
      'the evidence holds every child',
    );
  });

  it('a colder loop at the candidate tries 4× the size, and keeps the file’s own n when none is steady', async () => {
    // 40 ms of warm-up: at 300,000 iterations (300 ms) the rate is 12 % below steady, at 1.2 M 3.2 %, at 4.8 M 0.8 %
    const mid = warmingUp(40, 0.001);
    const size = await proveSteady(100_000_000, 300_000, { old: [], new: [] }, mid.run);
    assert.deepEqual([size.n, size.source], [4_800_000, 'pilot']);
    assert.equal(mid.ran.filter(([, n]) => n === 100_000_000).length, 2, 'one child at the file’s own n a side');
    // a size that fails costs one child: 300,000 and 1.2 M once on the side that decides, 4.8 M twice a side
    assert.deepEqual(
      mid.ran.filter(([b]) => b === 'old').map(([, n]) => n),
      [100_000_000, 300_000, 1_200_000, 4_800_000, 4_800_000],
    );

    const cold = warmingUp(5000, 0.001);
    const kept = await proveSteady(2_000_000, 300_000, { old: [], new: [] }, cold.run);
    assert.deepEqual([kept.n, kept.source, kept.kept], [2_000_000, 'own', 'not steady']);
    assert.ok(!cold.ran.some(([, n]) => n === 1_200_000), 'a size that would not halve the child is not tried');
    const fits = await proveSteady(2_000_000, 1_100_000, { old: [], new: [] }, cold.run);
    assert.deepEqual([fits.n, fits.kept], [2_000_000, 'fits']);
  });

  it('a rate flat over a range that rises past it (timers-insert-pooled) is not taken below the rise', async () => {
    // per-op 1 µs up to 1 M iterations, 12 % faster past 2 M: 300,000 and 1.2 M agree with each other, not with 5 M
    const msAt = (n: number) => n * 0.001 * (n > 2_000_000 ? 0.88 : 1);
    const { run } = warmingUp(0, 0, new Set(), msAt);
    const size = await proveSteady(20_000_000, 300_000, { old: [], new: [] }, run);
    assert.equal(size.n, 4_800_000);
    const kept = await proveSteady(8_000_000, 300_000, { old: [], new: [] }, run);
    assert.deepEqual([kept.n, kept.kept], [8_000_000, 'not steady'], '4.8 M would not halve the child');
  });

  it('a child at the file’s own n slowed by outside load runs again; one at n slowed moves on to 4n', async () => {
    const sized = warmingUp(0, 0.001, new Set([300_000]));
    assert.deepEqual((await proveSteady(10_000_000, 300_000, { old: [], new: [] }, sized.run)).n, 1_200_000);

    const own = warmingUp(0, 0.001, new Set([10_000_000]));
    assert.deepEqual((await proveSteady(10_000_000, 300_000, { old: [], new: [] }, own.run)).n, 300_000);
    assert.equal(own.ran.filter(([b, n]) => b === 'old' && n === 10_000_000).length, 2);
  });

  it('a workload that grows with n (faster at the smaller n) keeps the file’s own n', async () => {
    const { run } = warmingUp(0, 0, new Set(), (n) => n * 0.001 * n ** 0.05);
    // 1.2 M 11 % faster than 10 M, 4.8 M 3.7 % faster
    const size = await proveSteady(10_000_000, 300_000, { old: [], new: [] }, run);
    assert.deepEqual([size.n, size.kept], [10_000_000, 'not steady']);
  });

  it('a failed pilot keeps the file’s own n and says so; the evidence holds every pilot', async () => {
    const failing: PilotRunner = async (binary, n) => (binary === 'new' && n > 100_000 ? null : n * 0.001);
    const size = await proveSteady(10_000_000, 300_000, { old: [], new: [{ n: 20_000, ms: 20 }] }, failing);
    assert.deepEqual([size.n, size.source, size.kept], [10_000_000, 'own', 'no pilot']);
    assert.deepEqual(
      size.pilots.new!.map((p) => p.n),
      [20_000],
      'the child at the file’s own n failed first',
    );
  });

  it('a size chosen before is taken: the resumed file’s record first, then this runner’s', () => {
    const pair = { old: 'v20.0.0', new: 'v20.0.0' };
    const sizes = { '300ms v20.0.0 v20.0.0 a/b.js n=100': 9, '300ms v20.0.0 v20.0.0 a/c.js n=100': 11 };
    const book = new SizeBook(
      300,
      pair,
      [{ filename: 'a/b.js', configuration: 'n=100', n: 7 }],
      [{ schemaVersion: 1, sizes: { ...sizes, '1000ms v20.0.0 v20.0.0 a/d.js n=5': 2 } }],
    );
    assert.deepEqual(book.get('a/b.js', 'n=100'), { n: 7, source: 'resumed' });
    assert.deepEqual(book.get('a/c.js', 'n=100'), { n: 11, source: 'stored' });
    assert.equal(book.get('a/d.js', 'n=5'), null, 'another target’s size is not this one’s');
  });
});

describe('the engine sizes a real benchmark', () => {
  const tojson = (overrides: Parameters<typeof request>[0] = {}) =>
    request({
      suiteDir: BENCHMARKS,
      groups: ['buffers'],
      filter: ['tojson'],
      set: setOf({ len: ['4096'] }),
      runs: 2,
      seed: seeded(7),
      ...overrides,
    });

  it('both sides run one n, proved steady or the file’s own, recorded with its pilots; the row keeps its name', async () => {
    const binaries = { old: await getReleaseBinary('18.16.0'), new: await getReleaseBinary('20.0.0') };
    const run = await record(tojson({ binaries, childTimeMs: 20 }));
    assert.equal(run.failures.length, 0, run.progress);
    assert.deepEqual([...new Set(run.samples.map((s) => s.configuration))], ['n=10000 len=4096']);
    assert.equal(run.samples.length, 4, 'pilots are not samples');
    const [size] = run.summary.sizing!.configurations;
    assert.deepEqual([size!.listed, size!.key, size!.own], ['n=10000 len=4096', 'n', 10_000]);
    // on a quiet machine 10,000 toJSON calls of 4 KiB (~1 s) are sized down; under load the proof may fail
    if (size!.source === 'pilot') assert.ok(size!.value < 10_000 && size!.kept === undefined);
    else assert.deepEqual([size!.source, size!.value], ['own', 10_000]);
    assert.ok(size!.pilots!.old!.length >= 1 && size!.pilots!.new!.length >= 1, 'each side’s pilots are recorded');
    assert.match(
      run.progress,
      /children sized to ~20 ms of timed work .*: [01] of 1 configurations with n run a smaller n/,
    );
  });

  it('kept at its own n, the proof’s children there are its first runs: runs children a side at it, no more', async () => {
    const { dir, cleanup } = tempDir();
    try {
      const log = path.join(dir, 'children.log');
      // a second path to the same node tells the sides apart in the fixture's log
      const newNode = path.join(dir, 'node-new');
      symlinkSync(NODE, newNode);
      const sided: Supervisor = (spec) =>
        runSupervised({
          ...spec,
          env: { ...spec.env, NODE_BENCH_FIXTURE_SIDE: spec.command === newNode ? 'new' : 'old' },
        });
      // a target of 2 ms: the pilots, short and so per operation far faster than the file's own loop, estimate its
      // child at ~10 ms on a quiet machine; at 10 ms that was under twice the target ("fits", no proof) only when
      // the machine was quiet, so the test passed under load and failed without it
      const run = await record(
        request({ groups: ['growing'], runs: 3, childTimeMs: 2, binaries: { old: NODE, new: newNode } }),
        { env: testEnv({ NODE_BENCH_FIXTURE_LOG: log }), supervisor: sided },
      );
      assert.equal(run.failures.length, 0, run.progress);
      const [size] = run.summary.sizing!.configurations;
      // each smaller n runs faster per operation (the workload grows with n): never the file's own loop
      assert.deepEqual([size!.source, size!.kept, size!.value], ['own', 'not steady', 6000]);
      // the proof's children taken as runs are done runs of the total, never past it (it read 6/5 when they were
      // taken off the total as well)
      assert.match(run.progress, /^node-bench: 6 benchmark runs to do$/m);
      const counts = [...run.progress.matchAll(/(\d+)\/(\d+) runs done/g)].map((m) => [Number(m[1]), Number(m[2])]);
      assert.ok(counts.length > 0 && counts.every(([done, total]) => done! <= total!), JSON.stringify(counts));
      assert.deepEqual(counts.at(-1), [6, 6]);
      for (const side of ['old', 'new'] as const) {
        const samples = run.samples.filter((s) => s.binary === side);
        assert.deepEqual(
          samples.map((s) => s.configuration),
          ['n=6000', 'n=6000', 'n=6000'],
        );
        const ownChildren = readLog(log).filter((l) => l.side === side && l.argv.includes('n=6000'));
        assert.equal(ownChildren.length, 3, `${side}: the proof's children at n=6000 are runs, not extra children`);
        const proofTimes = size!.pilots![side]!.filter(([n]) => n === 6000).map(([, ms]) => ms / 1000);
        // old is proved first: its children at the file's own n ran (the proof stops at the first side not steady)
        if (side === 'old') assert.ok(proofTimes.length >= 1, JSON.stringify(size!.pilots));
        // the pilots hold milliseconds, the samples seconds: the same reading up to the division's rounding
        const taken = samples.slice(0, proofTimes.length).map((s) => s.time);
        assert.equal(taken.length, proofTimes.length);
        taken.forEach((time, i) =>
          assert.ok(Math.abs(time - proofTimes[i]!) < 1e-12, JSON.stringify([taken, proofTimes])),
        );
      }
    } finally {
      cleanup();
    }
  });

  it('without a child time (compare.js’s way) every child runs the file’s own n', async () => {
    const run = await record(tojson({ runs: 1 }));
    assert.deepEqual([...new Set(run.samples.map((s) => s.configuration))], ['n=10000 len=4096']);
    assert.equal(run.summary.sizing, null);
  });

  it('a resumed run runs the n its record holds, and a shard sizes only its own configurations', async () => {
    const prior: Sample[] = [
      { binary: 'old', filename: 'buffers/tojson.js', configuration: 'n=10000 len=4096', rate: 1, time: 1 },
      { binary: 'new', filename: 'buffers/tojson.js', configuration: 'n=10000 len=4096', rate: 1, time: 1 },
    ];
    const sizes = new SizeBook(
      20,
      { old: process.version, new: process.version },
      [{ filename: 'buffers/tojson.js', configuration: 'n=10000 len=4096', n: 1234 }],
      [],
    );
    const resumed = await record(tojson({ runs: 2, childTimeMs: 20, prior: priorSamples(prior), sizes }));
    assert.deepEqual([...new Set(resumed.samples.map((s) => s.configuration))], ['n=10000 len=4096']);
    assert.equal(resumed.samples.length, 2, 'run 1 was in the CSV: only run 2 runs');
    assert.deepEqual(
      resumed.summary.sizing!.configurations.map((c) => [c.value, c.source]),
      [[1234, 'resumed']],
    );
    assert.ok(resumed.samples.every((s) => s.time > 0));

    const sharded = await record(
      tojson({ set: setOf({ len: ['0', '4096'] }), runs: 1, childTimeMs: 20, shard: shardOf(2, 2) }),
    );
    assert.deepEqual(
      sharded.summary.sizing!.configurations.map((c) => c.listed),
      ['n=10000 len=4096'],
      'shard 2/2 holds the second configuration only',
    );
    assert.deepEqual([...new Set(sharded.samples.map((s) => s.configuration))], ['n=10000 len=4096']);
  });

  it('a timed benchmark (http/hello.js, dur=5) runs its own time, unsized, with no pilot', async () => {
    const run = await record(
      request({
        suiteDir: BENCHMARKS,
        groups: ['http'],
        filter: ['hello'],
        set: setOf({ c: ['10'] }),
        childTimeMs: 300,
      }),
    );
    assert.equal(run.failures.length, 0, run.progress);
    assert.deepEqual([...new Set(run.samples.map((s) => s.configuration))], ['c=10 dur=5']);
    assert.ok(
      run.samples.every((s) => s.time >= 4),
      'each child ran its own 5 s',
    );
    assert.deepEqual(run.summary.sizing!.configurations, []);
    assert.match(run.progress, /no configuration has a numeric n/);
  });
});

describe('the child time a comparison runs with', () => {
  /** the child time of node-bench compare's comparison with these flags */
  const childTime = (...flags: string[]) =>
    buildComparison(
      readCompareArgv([
        ...['--old', '18.16.0', '--new', '20.0.0', '--suite', 'bundled', '--runs', 'auto', '--out', 'x.csv'],
        ...flags,
        'buffers',
      ]),
      { cwd: process.cwd(), cacheDir: '/cache' },
      { format: 'text', quiet: true },
    ).schedule.childTimeMs;

  it('300 ms unless told otherwise; off, a --set of n, dur or duration, or compare.js size nothing', () => {
    assert.equal(childTime(), 300);
    assert.equal(childTime('--child-time', '1s'), 1000);
    assert.equal(childTime('--child-time', 'off'), undefined);
    assert.equal(childTime('--set', 'n=1000'), undefined);
    assert.equal(childTime('--set', 'dur=2'), undefined);
    assert.equal(childTime('--set', 'len=4096'), 300);
    assert.throws(() => childTime('--child-time', 'fast'), /--child-time must be off or a positive duration/);
  });
});
