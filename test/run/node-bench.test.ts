// node:bench files (Node.js >= 26.9) on our engine, with real release
// binaries (26.9.0, the first with node:bench, and 26.12.1), in a `--suite
// core` checkout (node core's benchmark/ harness from NODE_CORE_SOURCE, one of
// its category files) beside common.js benchmarks: every bench(name, {params}) a
// row, one bench and one measured sample per fresh process, the sample read
// from the json reporter; a bench that throws costs its own row; a binary
// without node:bench (24.21.0) gets one line for the file and costs only
// its rows, and two such binaries leave the file out; compare.js leaves the
// files out, saying so.
import assert from 'node:assert/strict';
import { copyFileSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { before, test } from 'node:test';

import { runCore, type CoreRunOptions } from './support.ts';
import type { JobRecord } from '../../src/run/measure/executor.ts';
import { missingNodeBench, paramsKey } from '../../src/run/suites/node-bench-files.ts';
import { isNodeBenchFile } from '../../src/run/suites/bundled-files.ts';
import type { RunPlan } from '../../src/run/plan/plan.ts';
import type { SuiteResult } from '../../src/run/measure/runner.ts';
import type { Sample } from '../../src/stats/csv.ts';
import { analyze } from '../../src/stats/analyze.ts';
import { findNodeCore } from '../helpers/node-core-repo.ts';
import { scratchDir } from '../helpers/paths.ts';
import { getReleaseBinary } from '../helpers/releases.ts';
import { setOf, testEnv } from './support.ts';

// node core's shape (benchmark/buffers/_buffer-compare-offset.node-bench.js):
// one name, one bench per configuration in `params`; the bench records its
// own params so the test sees which one a process ran.
const PORTED = `'use strict';
const { bench } = require('node:bench');
const fs = require('node:fs');
const path = require('node:path');
const name = path.join('buffers', 'sum.js');
const n = 20000;
for (const size of [1, 10]) {
  for (const style of ['loop', 'reduce']) {
    bench(name, { params: { n, size, style } }, (b) => {
      const list = Array.from({ length: size }, (_, i) => i);
      let total = 0;
      b.start();
      for (let i = 0; i < n; i++) {
        total += style === 'loop' ? list.length : list.reduce((a, x) => a + x, 0);
      }
      b.end(n);
      if (total < 0) throw new Error('unreachable');
      fs.appendFileSync(process.env.RAN_LOG, JSON.stringify({ size, style, pid: process.pid }) + '\\n');
    });
  }
}
`;

// Names in a suite, a skipped bench, a bench that throws, a boolean param.
const NESTED = `'use strict';
const { bench, suite } = require('node:bench');
suite('strings', () => {
  bench('join', { params: { short: true } }, (b) => { b.start(); ['a', 'b'].join(','); b.end(1); });
  bench('join', { params: { short: false } }, (b) => { b.start(); 'a,b'.repeat(100).split(',').join(','); b.end(1); });
  bench.skip('skipped', (b) => { b.start(); b.end(1); });
});
bench('throws', (b) => { throw new Error('boom in the bench'); });
`;

const core = findNodeCore();
const skip = 'reason' in core ? core.reason : false;
const binaries: Record<string, string> = {};
let repo = '';
let ranLog = '';
// node core's common.js file beside the node:bench file, cut to two configurations
const COMMON_JS = 'buffer-compare-offset.js';
const SET = setOf({ size: 16, n: 1000 });

before(async () => {
  if (skip) return;
  for (const version of ['26.9.0', '26.12.1', '24.21.0', '22.22.0'])
    binaries[version] = await getReleaseBinary(version);
  const dir = scratchDir('node-bench-files-');
  repo = path.join(dir, 'node');
  const source = path.join((core as { dir: string }).dir, 'benchmark');
  const benchmark = path.join(repo, 'benchmark');
  mkdirSync(path.join(benchmark, 'buffers'), { recursive: true });
  // the harness (common.js, compare.js, _cli.js, ...) and one category file
  for (const file of readdirSync(source).filter((f) => f.endsWith('.js'))) {
    copyFileSync(path.join(source, file), path.join(benchmark, file));
  }
  copyFileSync(path.join(source, 'buffers', COMMON_JS), path.join(benchmark, 'buffers', COMMON_JS));
  writeFileSync(path.join(benchmark, 'buffers', '_sum.node-bench.js'), PORTED);
  mkdirSync(path.join(benchmark, 'nb'));
  writeFileSync(path.join(benchmark, 'nb', 'nested.node-bench.js'), NESTED);
  ranLog = path.join(dir, 'ran.ndjson');
});

interface Run {
  result: SuiteResult;
  samples: Sample[];
  jobs: JobRecord[];
  plan: RunPlan | null;
}

async function run(options: Partial<CoreRunOptions> & Pick<CoreRunOptions, 'categories'>): Promise<Run> {
  const samples: Sample[] = [];
  const jobs: JobRecord[] = [];
  let plan: RunPlan | null = null;
  writeFileSync(ranLog, '');
  const result = await runCore(
    {
      repo,
      old: binaries['26.9.0']!,
      new: binaries['26.12.1']!,
      runs: 2,
      set: SET,
      env: testEnv({ RAN_LOG: ranLog }),
      hostNode: process.execPath,
      ...options,
    },
    {
      onSample: (sample) => samples.push(sample),
      onJob: (job) => jobs.push(job),
      onPlan: (p) => (plan = p),
    },
  );
  return { result, samples, jobs, plan };
}

const SUM_ROWS = [
  "bench='buffers/sum.js' n=20000 size=1 style='loop'",
  "bench='buffers/sum.js' n=20000 size=1 style='reduce'",
  "bench='buffers/sum.js' n=20000 size=10 style='loop'",
  "bench='buffers/sum.js' n=20000 size=10 style='reduce'",
];

test(
  'a node:bench file beside common.js benchmarks: each bench a row, one bench and one sample per fresh process, on both binaries',
  { skip },
  async () => {
    const { result, samples, jobs, plan } = await run({ categories: ['buffers'] });
    assert.deepEqual(result.failures, []);
    assert.deepEqual(result.files, ['buffers/_sum.node-bench.js', `buffers/${COMMON_JS}`]);
    // listed: node:bench's rows with the name, then the params in node:bench's (sorted) order
    const listed = plan!.configurations.map((c) => `${c.filename} ${c.configuration}`);
    assert.deepEqual(listed, [
      ...SUM_ROWS.map((c) => `buffers/_sum.node-bench.js ${c}`),
      `buffers/${COMMON_JS} n=1000 size=16 method='offset'`,
      `buffers/${COMMON_JS} n=1000 size=16 method='slice'`,
    ]);
    // one measuring child per row, side and run, each reporting exactly one sample
    assert.equal(jobs.length, 6 * 2 * 2);
    assert.ok(jobs.every((job) => job.samples === 1 && job.failure === null));
    const nodeBench = samples.filter((s) => s.filename === 'buffers/_sum.node-bench.js');
    assert.equal(nodeBench.length, 4 * 2 * 2);
    for (const configuration of SUM_ROWS) {
      for (const binary of ['old', 'new'] as const) {
        assert.equal(nodeBench.filter((s) => s.configuration === configuration && s.binary === binary).length, 2);
      }
    }
    // rate is operations per second and time is seconds: their product is the bench's n (b.end(n))
    for (const sample of nodeBench) {
      assert.ok(Math.abs(sample.rate * sample.time - 20000) < 1e-3, `${sample.rate} × ${sample.time}`);
    }
    // each process ran the one bench it was started for: 16 processes, 16 distinct pids, each bench 4 times
    const ran = readRan();
    assert.equal(ran.length, 16);
    assert.equal(new Set(ran.map((r) => r.pid)).size, 16);
    for (const size of [1, 10]) {
      for (const style of ['loop', 'reduce']) {
        assert.equal(ran.filter((r) => r.size === size && r.style === style).length, 4);
      }
    }
    // the statistics take the rows like any other
    const analysis = analyze(samples);
    assert.equal(analysis.comparisons.length, 6);
  },
);

function readRan(): { size: number; style: string; pid: number }[] {
  return readFileSync(ranLog, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { size: number; style: string; pid: number });
}

test(
  'names in a suite, booleans, bench.skip and a bench that throws: the throw costs its own row, with its message',
  { skip },
  async () => {
    const { result, samples, plan } = await run({ categories: ['nb'], runs: 1 });
    assert.deepEqual(
      plan!.configurations.map((c) => c.configuration),
      ["bench='strings join' short=true", "bench='strings join' short=false", "bench='throws'"],
    );
    assert.deepEqual([...new Set(samples.map((s) => s.configuration))].sort(), [
      "bench='strings join' short=false",
      "bench='strings join' short=true",
    ]);
    assert.equal(samples.length, 4);
    assert.equal(result.failures.length, 2);
    for (const failure of result.failures) {
      assert.equal(failure.configuration, "bench='throws'");
      assert.equal(failure.phase, 'run');
      assert.match(failure.detail, /the bench threw: boom in the bench/);
    }
    assert.equal(result.exitCode, 1);
  },
);

test(
  'a binary without node:bench: one line for the file, only its rows lost, the common.js rows measured',
  { skip },
  async () => {
    const { result, samples } = await run({ categories: ['buffers'], old: binaries['24.21.0']! });
    const listing = result.failures.filter((f) => f.phase === 'list');
    assert.equal(listing.length, 1);
    assert.equal(listing[0]!.filename, 'buffers/_sum.node-bench.js');
    assert.equal(listing[0]!.binary, 'old');
    assert.equal(
      listing[0]!.detail,
      'this binary has no node:bench (Node.js 26.9.0 or later runs *.node-bench.js files)',
    );
    const commonJs = samples.filter((s) => s.filename === `buffers/${COMMON_JS}`);
    assert.equal(commonJs.filter((s) => s.binary === 'old').length, 4);
    assert.equal(commonJs.filter((s) => s.binary === 'new').length, 4);
    // the new binary's node:bench rows are measured (the engine keeps what one side lists), never the old's
    assert.ok(samples.every((s) => s.filename === `buffers/${COMMON_JS}` || s.binary === 'new'));
    assert.equal(result.exitCode, 1);
  },
);

test(
  'two binaries without node:bench (two releases before 26.9): the file is left out with one line, no failure',
  { skip },
  async () => {
    const old = binaries['22.22.0']!;
    const neu = binaries['24.21.0']!;
    const { result, samples } = await run({ categories: ['buffers'], old, new: neu });
    assert.deepEqual(result.failures, []);
    assert.equal(result.exitCode, 0);
    assert.deepEqual(result.warnings, [
      'buffers/_sum.node-bench.js left out: neither binary has node:bench (Node.js 26.9.0 or later runs *.node-bench.js files)',
    ]);
    assert.deepEqual([...new Set(samples.map((s) => s.filename))], [`buffers/${COMMON_JS}`]);
    assert.equal(samples.length, 2 * 2 * 2);
    // nothing else to run: refused with that line
    await assert.rejects(
      run({ categories: ['nb'], old, new: neu }),
      /^RunConfigError: nothing of the 1 selected file\(s\) can run: nb\/nested\.node-bench\.js left out: neither binary has node:bench/,
    );
  },
);

test(
  'compare.js cannot run node:bench files: they are left out with a warning, or refused when they are all',
  { skip },
  async () => {
    const warnings: string[] = [];
    const result = await runCore(
      {
        repo,
        categories: ['buffers'],
        set: SET,
        old: binaries['26.9.0']!,
        new: binaries['26.9.0']!,
        runs: 1,
        env: testEnv(),
        hostNode: process.execPath,
        engine: 'compare.js',
      },
      { onSample: () => {}, onWarning: (w) => warnings.push(w) },
    );
    assert.deepEqual(result.files, [`buffers/${COMMON_JS}`]);
    assert.deepEqual(result.completed, [`buffers/${COMMON_JS}`]);
    assert.deepEqual(warnings, [
      'compare.js cannot run node:bench files, left out: buffers/_sum.node-bench.js (--engine node-bench runs them)',
    ]);
    await assert.rejects(
      runCore(
        {
          repo,
          categories: ['nb'],
          old: binaries['26.9.0']!,
          new: binaries['26.9.0']!,
          runs: 1,
          env: testEnv(),
          hostNode: process.execPath,
          engine: 'compare.js',
        },
        { onSample: () => {} },
      ),
      /compare\.js cannot run node:bench files \(nb\/nested\.node-bench\.js\); --engine node-bench runs them/,
    );
  },
);

test('file names, the params key the preload compares, and the line for a binary without node:bench', () => {
  assert.ok(isNodeBenchFile('_buffer-compare-offset.node-bench.js'));
  assert.ok(isNodeBenchFile('x.node-bench.mjs'));
  assert.ok(!isNodeBenchFile('node-bench.js'));
  assert.ok(!isNodeBenchFile('concat.js'));
  assert.equal(paramsKey({ bench: 'x', size: 2, method: 'slice' }), '{"method":"slice","size":2}');
  assert.equal(paramsKey({ bench: 'x' }), '{}');
  assert.equal(
    missingNodeBench('/x/node: bad option: --experimental-bench\n'),
    'node:bench (Node.js 26.9.0 or later runs *.node-bench.js files)',
  );
  assert.equal(missingNodeBench('Error: boom\n'), null);
});
