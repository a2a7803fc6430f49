// Children sized by time (--child-time, run/sizing.ts): the rule on its own,
// then the engine sizing a real benchmark on two real releases.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

import {
  applySizes,
  durationOf,
  firstPilotN,
  nextPilotN,
  resumedN,
  roundN,
  sizedDuration,
  sizedN,
  pilotLine,
  sizeFromPilots,
} from '../../src/run/sizing.ts';
import { planRuns, type FileListings } from '../../src/run/plan.ts';
import { formatConfiguration } from '../../src/run/protocol.ts';
import { priorSamples } from '../../src/pipeline/resume.ts';
import type { Sample } from '../../src/stats/csv.ts';
import { buildComparison } from '../../src/options/comparison.ts';
import { readCompareArgv } from '../../src/options/compare-argv.ts';
import { getReleaseBinary } from '../helpers/releases.ts';
import { record, request, seeded, setOf, shardOf } from './support.ts';

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
    // 10,000 of 1e8 took 2 ms: aim at half the target
    assert.equal(nextPilotN(100_000_000, [{ n: 10_000, ms: 2 }], 300), 750_000);
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

  it('a resumed CSV’s n is found for the same configuration only', () => {
    const conf = { n: 1_000_000, type: 'fast one', len: 16 };
    const sized = formatConfiguration({ ...conf, n: 42_000 });
    assert.equal(resumedN(conf, ["n=42000 type='fast' len=16", sized]), 42_000);
    assert.equal(resumedN(conf, ["n=42000 type='fast one' len=160"]), null);
    assert.equal(resumedN({ len: 1, n: 10 }, ['len=1 n=7']), 7, 'n need not come first');
  });

  it('a timed benchmark (dur, duration in seconds) runs for the target, at least 1 s, never longer than its own', () => {
    assert.deepEqual(durationOf({ duration: 5, c: 50 }), { key: 'duration', seconds: 5 });
    assert.deepEqual(durationOf({ dur: 0.5 }), { key: 'dur', seconds: 0.5 });
    assert.equal(durationOf({ n: 5 }), null);
    assert.equal(sizedDuration(5, 300), 1);
    assert.equal(sizedDuration(5, 2500), 2.5);
    assert.equal(sizedDuration(0.5, 300), 0.5);
  });

  it('applySizes gives every queued child of a configuration its sized n, and the CSV text as --set n= would', () => {
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
      sized.configurations.map((c) => c.configuration),
      ['n=1000000 len=1', 'n=20000 len=2'],
    );
    for (const job of sized.queue) assert.equal(job.configuration, sized.configurations[job.configuration.index]);
    assert.equal(plan.configurations[1]!.configuration, 'n=1000000 len=2', 'the plan given is not changed');
  });
});

/** Each row's n per side, read from the CSV's configurations (`n=` first in tojson.js). */
function nBySide(samples: readonly Sample[]): Map<string, { old: Set<number>; new: Set<number> }> {
  const rows = new Map<string, { old: Set<number>; new: Set<number> }>();
  for (const s of samples) {
    const n = Number(/^n=(\d+) /.exec(s.configuration)![1]);
    const row = s.configuration.replace(/^n=\d+ /, '');
    if (!rows.has(row)) rows.set(row, { old: new Set(), new: new Set() });
    rows.get(row)![s.binary].add(n);
  }
  return rows;
}

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

  it('both sides run the same, smaller n, shown in the CSV, announced, and recorded in the result', async () => {
    const binaries = { old: await getReleaseBinary('18.16.0'), new: await getReleaseBinary('20.0.0') };
    const run = await record(tojson({ binaries, childTimeMs: 20 }));
    assert.equal(run.failures.length, 0, run.progress);
    const rows = nBySide(run.samples);
    assert.equal(rows.size, 1);
    const { old, new: neu } = rows.get('len=4096')!;
    assert.equal(old.size, 1, 'one n for every old child');
    assert.deepEqual(neu, old, 'the same n on both sides');
    const [n] = [...old];
    // 10,000 toJSON calls of 4 KiB take far more than 20 ms on any machine (v18: ~100 µs a call)
    assert.ok(n! < 10_000, `n=${n}`);
    assert.equal(run.samples.length, 4, 'pilots are not samples');
    assert.match(run.progress, /children sized to ~20 ms of timed work .*1 of 1 configurations with n run a smaller n/);
    const sizing = run.summary.sizing!;
    assert.equal(sizing.targetMs, 20);
    assert.deepEqual(
      sizing.configurations.map((c) => [c.listed, c.key, c.own, c.value, c.source]),
      [['n=10000 len=4096', 'n', 10_000, n, 'pilot']],
    );
  });

  it('without a child time (compare.js’s way) every child runs the file’s own n', async () => {
    const run = await record(tojson({ runs: 1 }));
    assert.deepEqual([...new Set(run.samples.map((s) => s.configuration))], ['n=10000 len=4096']);
    assert.equal(run.summary.sizing, null);
  });

  it('a resumed run keeps the n its CSV holds, and a shard sizes only its own configurations', async () => {
    const prior: Sample[] = [
      { binary: 'old', filename: 'buffers/tojson.js', configuration: 'n=1234 len=4096', rate: 1, time: 1 },
      { binary: 'new', filename: 'buffers/tojson.js', configuration: 'n=1234 len=4096', rate: 1, time: 1 },
    ];
    const resumed = await record(tojson({ runs: 2, childTimeMs: 20, prior: priorSamples(prior) }));
    assert.deepEqual([...new Set(resumed.samples.map((s) => s.configuration))], ['n=1234 len=4096']);
    assert.equal(resumed.samples.length, 2, 'run 1 was in the CSV: only run 2 runs');
    assert.equal(resumed.summary.sizing!.configurations[0]!.source, 'resumed');

    const sharded = await record(
      tojson({ set: setOf({ len: ['0', '4096'] }), runs: 1, childTimeMs: 20, shard: shardOf(2, 2) }),
    );
    assert.deepEqual(
      sharded.summary.sizing!.configurations.map((c) => c.listed),
      ['n=10000 len=4096'],
      'shard 2/2 holds the second configuration only',
    );
    assert.deepEqual([...nBySide(sharded.samples).keys()], ['len=4096']);
  });

  it('a timed benchmark (http/hello.js, dur=5) runs 1 s with no pilot', async () => {
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
    assert.deepEqual([...new Set(run.samples.map((s) => s.configuration))], ['c=10 dur=1']);
    assert.deepEqual(
      run.summary.sizing!.configurations.map((c) => [c.key, c.own, c.value, c.source]),
      [['dur', 5, 1, 'duration']],
    );
    assert.match(run.progress, /1 of 1 timed \(dur, duration\) run shorter \(1 s instead of 5 s\)/);
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
      process.cwd(),
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
