// --runs auto with real binaries and real children: rows settle after the
// looks, settled rows run no more, open rows run to max-runs.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

import { getReleaseBinary } from '../helpers/releases.ts';
import { NODE, SUITE, record, request, tempDir, testEnv } from './support.ts';

test('a real slowdown settles after a look or two (4 or 6 runs per side), not at max-runs', async () => {
  const old = await getReleaseBinary('18.16.0');
  const neu = await getReleaseBinary('20.0.0');
  const r = await record(
    request({
      filter: ['slowdown'],
      runs: undefined,
      adaptive: { maxRuns: 20 },
      binaries: { old, new: neu },
    }),
    { env: testEnv({ NODE_BENCH_FIXTURE_SLOW_ON: 'v20.0.0', NODE_BENCH_FIXTURE_SLOWDOWN: '4' }) },
  );
  assert.deepEqual(r.summary.failures, []);
  const [row] = r.summary.verdicts!;
  assert.equal(row!.filename, 'alpha/slowdown.js');
  assert.equal(row!.verdict.verdict, 'slower');
  assert.notEqual(row!.verdict.stars, '');
  const n = row!.verdict.n.old;
  assert.ok(n === 4 || n === 6, `settled after ${n} runs`);
  assert.equal(row!.verdict.n.new, n);
  assert.equal(r.samples.length, 2 * n, 'no run after the row settled');
  assert.match(r.progress, /x up to 20 runs \(--runs auto\)/);
  assert.match(r.progress, /\nnode-bench: at most \d+ benchmark runs to do \(fewer as rows settle\)\n/);
  assert.match(r.progress, new RegExp(`after ${n} runs: 1 settled \\(0 faster, 1 slower, 0 same\\), 0 open`));
  assert.match(r.progress, /same means within ±\d+\.\d\d % \(δ; one run's noise\)/);
});

test('open rows run round after round to max-runs and end inconclusive; old/new order balanced', async () => {
  const r = await record(
    request({
      filter: ['fast'],
      runs: undefined,
      seed: 5,
      // no margin: nothing can be "same", so rows stay open unless they differ
      adaptive: { maxRuns: 8, minRuns: 4, roundRuns: 2, delta: 0 },
      binaries: { old: NODE, new: NODE },
    }),
  );
  const verdicts = r.summary.verdicts!;
  assert.equal(verdicts.length, 4);
  let jobs = 0;
  for (const { verdict } of verdicts) {
    if (verdict.verdict === 'inconclusive') assert.deepEqual(verdict.n, { old: 8, new: 8 });
    else assert.ok(verdict.verdict === 'faster' || verdict.verdict === 'slower', verdict.verdict);
    assert.equal(verdict.n.old, verdict.n.new);
    assert.equal(verdict.deltaPercent, 0);
    jobs += verdict.n.old * 2;
  }
  assert.equal(r.jobs.length, jobs, 'settled rows ran no more');
  assert.match(r.progress, /after 4 runs: /);
  assert.match(r.progress, /after 8 runs: .* open/);
  // per configuration, runs 2k-1 and 2k start with different sides
  const byConfiguration = new Map<string, string[]>();
  r.jobs.forEach((job, i) => {
    if (i % 2 === 1) return;
    byConfiguration.set(job.configuration, [...(byConfiguration.get(job.configuration) ?? []), job.binary]);
  });
  for (const [configuration, firsts] of byConfiguration) {
    assert.equal(firsts.filter((b) => b === 'old').length, firsts.length / 2, configuration);
  }
});

test('a margin far wider than the noise settles an A/A comparison as same', async () => {
  const r = await record(
    request({
      filter: ['fast'],
      runs: undefined,
      adaptive: { maxRuns: 10, delta: 10 },
      binaries: { old: NODE, new: NODE },
    }),
  );
  const verdicts = r.summary.verdicts!;
  assert.deepEqual(
    verdicts.map((v) => v.verdict.verdict),
    ['same', 'same', 'same', 'same'],
  );
  assert.ok(verdicts.every((v) => v.verdict.n.old < 10 && v.verdict.deltaPercent === 1000));
  assert.equal(
    r.samples.length,
    verdicts.reduce((sum, v) => sum + 2 * v.verdict.n.old, 0),
  );
});

test('max-runs below 3 is refused before anything runs', async () => {
  await assert.rejects(
    record(request({ adaptive: { maxRuns: 2 } })),
    /max-runs must be 3 or more with --runs auto; got 2/,
  );
});

test('node-bench compare --runs auto: the JSON rows carry the verdict and n per side; the table stays compare.R', async () => {
  const { dir, cleanup } = tempDir();
  try {
    const cli = fileURLToPath(new URL('../../src/cli.ts', import.meta.url));
    const args = ['--import', 'tsx', cli, 'compare', '--old', NODE, '--new', NODE, '--runs', 'auto'];
    args.push('--max-runs', '10', '--delta', '100', '--suite-dir', SUITE, '--filter', 'fast', '--sandbox', 'none');
    const run = (format: string) =>
      spawnSync(
        process.execPath,
        [...args, '--format', format, '--quiet', '--out', path.join(dir, `${format}.csv`), 'alpha'],
        {
          encoding: 'utf8',
        },
      );
    const json = run('json');
    assert.equal(json.status, 0, json.stderr);
    assert.match(
      json.stderr,
      /--runs auto: 0 faster, 0 slower, \d same within ±100\.00 %, \d inconclusive; \d+-\d+ runs per side/,
    );
    const report = JSON.parse(json.stdout) as {
      comparisons: { old: { n: number }; adaptive: { verdict: string; n: { old: number } } }[];
    };
    assert.equal(report.comparisons.length, 4);
    for (const row of report.comparisons) {
      // an A/A of microsecond benchmarks: same, or (on a busy machine) still open at max-runs
      assert.ok(['same', 'inconclusive'].includes(row.adaptive.verdict), row.adaptive.verdict);
      // the statistics of the table are from every sample measured
      assert.equal(row.old.n, row.adaptive.n.old);
    }
    const text = run('text');
    assert.equal(text.status, 0, text.stderr);
    assert.match(text.stdout, /^ +confidence improvement accuracy \(\*\) +\(\*\*\) +\(\*\*\*\)\n/);
    assert.doesNotMatch(text.stdout, /same/);
  } finally {
    cleanup();
  }
});

test('the load average is recorded while measuring, and heavy outside load is flagged', async () => {
  const heavy = await record(request({ filter: ['fast'] }), { load: { loadavg: () => [4.2, 3, 2], cores: 2 } });
  assert.deepEqual(heavy.summary.load, { cores: 2, samples: 8, mean1m: 4.2, max1m: 4.2, heavy: true });
  assert.match(
    heavy.progress,
    /WARNING: heavy outside load while measuring: 1-minute load average up to 4\.2 \(mean 4\.2\) on 2 cores/,
  );

  let calls = 0;
  const calm = await record(request({ filter: ['fast'] }), {
    load: { loadavg: () => [calls++ % 2 ? 1.5 : 0.5, 0, 0], cores: 2 },
  });
  assert.deepEqual(calm.summary.load, { cores: 2, samples: 8, mean1m: 1, max1m: 1.5, heavy: false });
  assert.doesNotMatch(calm.progress, /WARNING/);

  // the run's own processes: the http group's server and load generator took a quiet 2-core machine to 2.5
  const own = await record(request({ filter: ['fast'] }), { load: { loadavg: () => [2.5, 2, 1], cores: 2 } });
  assert.equal(own.summary.load!.heavy, false);
  assert.doesNotMatch(own.progress, /WARNING/);
  const beyond = await record(request({ filter: ['fast'] }), { load: { loadavg: () => [3.1, 2, 1], cores: 2 } });
  assert.equal(beyond.summary.load!.heavy, true);

  // the real one: the machine's own load average
  const real = await record(request({ filter: ['fast'] }));
  assert.equal(real.summary.load!.samples, 8);
  assert.ok(real.summary.load!.max1m >= 0);
});
