// --lanes and --duet: children at once, each lane pinned to its own CPUs.
// The live tests read what happened from the children themselves (their
// CPU affinity, when they ran, which binary they were), never from timing
// figures: two children that sleep 0.8 s each and start together overlap
// however loaded the machine is.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import test from 'node:test';

import type { LaneOption } from '../../src/options/execution.ts';
import { describeLanes, duetPartner, LanePool, resolveLanes } from '../../src/run/measure/lanes.ts';
import { priorSamples } from '../../src/pipeline/resume.ts';
import { onlineCpus } from '../../src/run/measure/cpuset.ts';
import { measureQueue, type PlannedConfiguration } from '../../src/run/plan/plan.ts';
import { cpuList, NODE, record, request, seeded, tempDir } from './support.ts';

const COMMON = fileURLToPath(new URL('../../benchmarks/common.js', import.meta.url));
const lanes = (count: number, duet = false, cpusets: string[] | null = null): LaneOption => ({
  count,
  duet,
  cpusets: cpusets === null ? null : cpusets.map(cpuList),
  surface: 'cli',
});
/** the lanes a run is handed: resolved on this machine, as runComparison resolves them */
const onThisMachine = (option: LaneOption) => resolveLanes(option, undefined, onlineCpus());

test('lanes split the CPUs evenly, or take them as given', () => {
  const online = [0, 1, 2, 3, 4, 5, 6, 7];
  assert.deepEqual(resolveLanes(lanes(2), undefined, online).cpusets, ['0-3', '4-7']);
  assert.deepEqual(resolveLanes(lanes(3), undefined, online).cpusets, ['0-1', '2-3', '4-5']);
  assert.deepEqual(resolveLanes(lanes(2, true), cpuList('2-5'), online), { cpusets: ['2-3', '4-5'], duet: true });
  assert.deepEqual(resolveLanes(lanes(2, false, ['0,2', '5']), undefined, online).cpusets, ['0,2', '5']);
  // no --lanes: one lane, pinned as --cpuset says (or not at all)
  assert.deepEqual(resolveLanes(undefined, cpuList('1'), online), { cpusets: ['1'], duet: false });
  assert.deepEqual(resolveLanes(lanes(1), undefined, online), { cpusets: [null], duet: false });
  assert.equal(describeLanes(resolveLanes(lanes(1), undefined, online)), null);
  assert.equal(
    describeLanes(resolveLanes(lanes(2, true), undefined, [0, 1])),
    '2 lanes (duet: old and new side by side) on CPUs 0 | 1',
  );
});

test('a lane layout that cannot be is refused in one line', () => {
  const online = [0, 1];
  const refusals: [() => unknown, RegExp][] = [
    [
      () => resolveLanes(lanes(3), undefined, online),
      /^--lanes 3: this machine's 2 CPUs give at most 2 lanes \(each lane needs a CPU of its own\)$/,
    ],
    [() => resolveLanes(lanes(2), cpuList('1'), online), /^--lanes 2: --cpuset 1 \(1 CPUs\) give at most 1 lane/],
    [
      () => resolveLanes(lanes(2, false, ['0', '0-1']), undefined, online),
      /^--lanes 0\/0-1: lanes 1 and 2 share CPU 0$/,
    ],
    [
      () => resolveLanes(lanes(2, false, ['0', '7']), undefined, online),
      /^--lanes 0\/7: lane 2: this machine has CPUs 0-1 only \(no CPU 7\)$/,
    ],
    [
      () => resolveLanes(lanes(2, false, ['0', '1']), cpuList('0-1'), online),
      /names each lane's CPUs, --cpuset 0-1 all of them: give one of them$/,
    ],
  ];
  for (const [resolve, message] of refusals) {
    assert.throws(resolve, (error: Error) => {
      assert.match(error.message, message);
      assert.doesNotMatch(error.message, /\n/);
      return true;
    });
  }
});

test('duet: the two sides of a run are neighbours in the queue, and a pair of lanes is one slot', () => {
  const configuration = (index: number, sides = { old: [], new: [] as string[] | null }) =>
    ({
      index,
      filename: 'g/f.js',
      file: '/g/f.js',
      conf: {},
      configuration: `k=${index}`,
      flags: sides,
    }) as PlannedConfiguration;
  const queue = measureQueue([configuration(0), configuration(1, { old: [], new: null })], 3, 7, true);
  for (let position = 0; position < queue.length; position++) {
    const partner = duetPartner(queue, position);
    const job = queue[position]!;
    if (job.configuration.index === 1) assert.equal(partner, null, 'a side alone has no partner');
    else if (partner !== null) {
      assert.equal(queue[partner]!.run, job.run);
      assert.notEqual(queue[partner]!.binary, job.binary);
    }
  }
  const pairs = queue.filter((_, p) => duetPartner(queue, p) !== null).length;
  assert.equal(pairs, 3, 'every run of the configuration both sides list is a pair');
  const pool = new LanePool(4, true);
  assert.deepEqual(
    [pool.lanesOf(0), pool.lanesOf(1)],
    [
      [0, 1],
      [2, 3],
    ],
  );
  assert.deepEqual(new LanePool(3, false).lanesOf(2), [2]);
});

const hasTaskset = process.platform === 'linux' && spawnSync('taskset', ['-p', String(process.pid)]).status === 0;
const twoCpus = hasTaskset && readFileSync('/sys/devices/system/cpu/online', 'utf8').trim() !== '0';

interface Span {
  kind: string;
  side: string;
  cpus: string;
  started: number;
  ended: number;
}

/** A suite of one file whose children sleep 0.8 s and log when, where and as which binary they ran. */
function laneSuite(dir: string, log: string): { suiteDir: string; binaries: { old: string; new: string } } {
  const suiteDir = path.join(dir, 'suite');
  mkdirSync(path.join(suiteDir, 'lanes'), { recursive: true });
  writeFileSync(path.join(suiteDir, 'package.json'), '{"type":"commonjs"}\n');
  writeFileSync(
    path.join(suiteDir, 'lanes', 'sleep.js'),
    `'use strict';
const fs = require('fs');
const common = require(${JSON.stringify(COMMON)});
const bench = common.createBenchmark(main, { n: [1], kind: ['a', 'b', 'crash'] });
function main({ n, kind }) {
  const side = require('path').basename(process.argv0);
  if (kind === 'crash' && side === 'node-new') throw new Error('this row crashes on new');
  const started = Date.now();
  bench.start();
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 800);
  bench.end(n);
  const cpus = /^Cpus_allowed_list:\\s*(.+)$/m.exec(fs.readFileSync('/proc/self/status', 'utf8'))[1];
  fs.appendFileSync(${JSON.stringify(log)}, JSON.stringify({ kind, side, cpus, started, ended: Date.now() }) + '\\n');
}
`,
  );
  const binaries = { old: path.join(dir, 'node-old'), new: path.join(dir, 'node-new') };
  symlinkSync(NODE, binaries.old);
  symlinkSync(NODE, binaries.new);
  return { suiteDir, binaries };
}

const overlap = (a: Span, b: Span) => a.started < b.ended && b.started < a.ended;

async function laneRun(option: LaneOption, extra: Partial<Parameters<typeof request>[0]> = {}) {
  const { dir, cleanup } = tempDir();
  try {
    const log = path.join(dir, 'spans.jsonl');
    const suite = laneSuite(dir, log);
    const recorded = await record(
      request({ ...suite, groups: ['lanes'], runs: 2, seed: seeded(5), lanes: onThisMachine(option), ...extra }),
    );
    const spans = readFileSync(log, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Span)
      .sort((a, b) => a.started - b.started);
    return { ...recorded, spans };
  } finally {
    cleanup();
  }
}

test(
  'two lanes run children at once, each child pinned to its own lane',
  { skip: !twoCpus && 'needs taskset and 2 CPUs' },
  async () => {
    const { spans, samples, failures, summary, progress } = await laneRun(lanes(2));
    assert.match(progress, /node-bench: 2 lanes on CPUs 0 \| 1\n/);
    assert.deepEqual(
      new Set(spans.map((s) => s.cpus)),
      new Set(['0', '1']),
      'both lanes ran children, each on one CPU',
    );
    assert.ok(
      spans.some((a, i) => spans.slice(i + 1).some((b) => overlap(a, b) && a.cpus !== b.cpus)),
      'children on the two lanes ran at the same time',
    );
    assert.ok(
      !spans.some((a, i) => spans.slice(i + 1).some((b) => overlap(a, b) && a.cpus === b.cpus)),
      'a lane runs one child at a time',
    );
    // a crash costs its own row: 2 failures of crash on new, every other child measured
    assert.equal(samples.length, 2 * 2 * 2 + 2);
    assert.deepEqual(
      failures.map((f) => `${f.configuration} ${f.binary}`),
      ["n=1 kind='crash' new", "n=1 kind='crash' new"],
    );
    assert.equal(summary.jobs?.done, 12);
  },
);

test(
  'duet: old and new of each run start together on the pair of lanes',
  { skip: !twoCpus && 'needs taskset and 2 CPUs' },
  async () => {
    const { spans, samples, failures, progress } = await laneRun(lanes(2, true));
    assert.match(progress, /node-bench: 2 lanes \(duet: old and new side by side\) on CPUs 0 \| 1\n/);
    const pairs = spans.filter((s) => s.kind !== 'crash');
    assert.equal(pairs.length, 8);
    for (let i = 0; i < pairs.length; i += 2) {
      const [a, b] = [pairs[i]!, pairs[i + 1]!];
      assert.equal(a.kind, b.kind, 'a pair is one configuration');
      assert.deepEqual(new Set([a.side, b.side]), new Set(['node-old', 'node-new']), 'a pair is old and new');
      assert.deepEqual(new Set([a.cpus, b.cpus]), new Set(['0', '1']), 'each side on its own lane');
      assert.ok(overlap(a, b), 'the two sides ran at the same time');
    }
    // one pair of lanes: pairs run one after the other, and the crashing row's old side runs alone
    for (let i = 2; i < pairs.length; i += 2)
      assert.ok(!overlap(pairs[i - 1]!, pairs[i]!) && !overlap(pairs[i - 2]!, pairs[i]!));
    assert.equal(samples.length, 10);
    assert.equal(failures.length, 2);
  },
);

test(
  '--runs auto with lanes: the looks happen, each row gets its verdict',
  { skip: !twoCpus && 'needs taskset and 2 CPUs' },
  async () => {
    const adaptive = { maxRuns: 4, minRuns: 3, roundRuns: 1, deltaPercent: 0, futility: false };
    const { summary, progress, failures } = await laneRun(lanes(2, true), { adaptive });
    assert.match(progress, /after 3 runs: /);
    assert.deepEqual(
      summary.verdicts?.rows.map((r) => r.configuration),
      ["n=1 kind='a'", "n=1 kind='b'", "n=1 kind='crash'"],
    );
    // the row that crashes on new: given up after 2 failures, it costs its own row only
    assert.equal(failures.length, 2);
    assert.equal(summary.verdicts?.rows[2]?.verdict.outcome, 'untested');
  },
);

test(
  'a resume in two lanes runs only the runs the file does not hold',
  { skip: !twoCpus && 'needs taskset and 2 CPUs' },
  async () => {
    const filename = 'alpha/slowdown.js';
    const configuration = 'n=2000000';
    const held = [100, 200, 300].flatMap((rate) => [
      { binary: 'old' as const, filename, configuration, rate, time: 1 },
      { binary: 'new' as const, filename, configuration, rate, time: 1 },
    ]);
    const run = await record(
      request({ filter: ['slowdown'], runs: 5, lanes: onThisMachine(lanes(2, true)), prior: priorSamples(held, []) }),
    );
    assert.deepEqual(run.jobs.map((job) => `${job.binary} ${job.run}`).sort(), ['new 4', 'new 5', 'old 4', 'old 5']);
  },
);

test('--lanes auto: one lane a physical core, its first CPU; with duet an even count; said with the plan', () => {
  const auto = (duet = false): LaneOption => ({ count: 'auto', cpusets: null, duet, surface: 'cli' });
  // 4 cores with 2 SMT siblings each: CPU k and k + 4 share a core
  const smt = (cpu: number) => `0:${cpu % 4}`;
  const online = [0, 1, 2, 3, 4, 5, 6, 7];
  const eight = resolveLanes(auto(), undefined, online, smt);
  assert.deepEqual(eight.cpusets, ['0', '1', '2', '3']);
  assert.equal(
    describeLanes(eight),
    '4 lanes on CPUs 0 | 1 | 2 | 3; --lanes auto: one a physical core (4 physical cores of 8 CPUs)',
  );
  // 3 cores of the cpuset, duet: a pair
  assert.deepEqual(resolveLanes(auto(true), cpuList('1-3'), online, smt), {
    cpusets: ['1', '2'],
    duet: true,
    auto: '--lanes auto: one a physical core (3 physical cores of the 3 CPUs of --cpuset 1-3)',
  });
  // one core: one lane, and why
  const one = resolveLanes(auto(true), cpuList('1,5'), online, smt);
  assert.deepEqual(one.cpusets, ['1,5']);
  assert.equal(describeLanes(one), '--lanes auto: 1 lane (1 physical core of the 2 CPUs of --cpuset 1,5)');
  // a machine that does not say its topology: each CPU its own core
  assert.deepEqual(resolveLanes(auto(), undefined, [0, 1], () => null).cpusets, ['0', '1']);
});

test(
  '--lanes auto on this machine: the plan says what it chose, and the run measures every row',
  { skip: !hasTaskset && 'needs taskset' },
  async () => {
    const { progress, samples } = await laneRun({ count: 'auto', cpusets: null, duet: true, surface: 'cli' });
    assert.match(
      progress,
      /^node-bench: (\d+ lanes \(duet: old and new side by side\) on CPUs [\d |]+; )?--lanes auto: (one a physical core|1 lane) \(\d+ physical cores? of \d+ CPUs\)$/m,
    );
    assert.equal(samples.length, 10);
  },
);

test(
  'sizing in two lanes: every configuration sized, in the plan order, as one lane sizes them',
  { skip: !twoCpus && 'needs taskset and 2 CPUs' },
  async () => {
    const sized = async (option: LaneOption | undefined) => {
      const run = await record(
        request({ filter: ['fast'], runs: 1, childTimeMs: 20, ...(option ? { lanes: onThisMachine(option) } : {}) }),
      );
      return run.summary.sizing?.configurations.map((c) => c.listed) ?? [];
    };
    const [one, two] = [await sized(undefined), await sized(lanes(2))];
    assert.equal(two.length, 4);
    assert.deepEqual(two, one);
  },
);
