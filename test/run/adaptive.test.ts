// --runs auto with real binaries and real children: rows settle after the
// looks, settled rows run no more, open rows run to max-runs.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

import { symlinkSync } from 'node:fs';
import { runSupervised, type Supervisor } from '../../src/process/supervisor.ts';
import { getReleaseBinary } from '../helpers/releases.ts';
import { NODE, SUITE, record, request, seeded, tempDir, testEnv } from './support.ts';
import { maxRuns } from '../../src/options/selection.ts';

// Live runs assert only what holds under any load (the machine's load decides
// how many runs a row needs and may leave it open): the rows, their runs on both
// sides, the verdict among the allowed ones, no run after a row settled. When a
// row settles is asserted on recorded runs (test/stats/recorded-runs.test.ts).

/** The runs per side a look can stop at: 4, then rounds of 2, up to max-runs. */
const lookRuns = (maxRuns: number) => Array.from({ length: (maxRuns - 4) / 2 + 1 }, (_, i) => 4 + 2 * i);

test('a real slowdown runs until it settles (or max-runs), both sides alike, and no run after', async () => {
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
  const [row] = r.summary.verdicts!.rows;
  assert.equal(r.summary.verdicts!.rows.length, 1);
  assert.equal(row!.filename, 'alpha/slowdown.js');
  // 4x the work on one side: never faster or the same, however loaded; open at max-runs at worst
  assert.ok(['regression', 'unresolved'].includes(row!.verdict.outcome), row!.verdict.outcome);
  const n = row!.verdict.n.old;
  assert.ok(lookRuns(20).includes(n), `stopped after ${n} runs`);
  assert.equal(row!.verdict.n.new, n);
  assert.equal(r.samples.length, 2 * n, 'no run after the row settled');
  assert.match(r.progress, /x up to 20 runs \(--runs auto\)/);
  assert.match(r.progress, /\nnode-bench: at most \d+ benchmark runs to do \(fewer as rows settle\)\n/);
  if (row!.verdict.outcome === 'regression') {
    assert.match(r.progress, new RegExp(`after ${n} runs: 1 settled \\(0 faster, 1 slower, 0 same\\), 0 open`));
  }
  assert.match(
    r.progress,
    /"same" means surely within ±5\.00 % \(δ\); different means the sequential test, Holm over the rows, at 5 %/,
  );
});

test('a child that fails on one side costs its own pair: the later runs pair by run number', async () => {
  const { dir, cleanup } = tempDir();
  try {
    // a second path to the same node tells the sides apart; new is 3 times slower (the fixture's SIDE switch)
    const newNode = path.join(dir, 'node-new');
    symlinkSync(NODE, newNode);
    let newChildren = 0;
    const failSecondNew: Supervisor = (spec) => {
      const measuring = spec.env.NODE_BENCH_LIST_CONFIGS === undefined;
      const side = spec.command === newNode ? 'new' : 'old';
      const env = { ...spec.env, NODE_BENCH_FIXTURE_SIDE: side };
      if (measuring && side === 'new' && ++newChildren === 2)
        return runSupervised({ ...spec, env, command: '/nonexistent/node' });
      return runSupervised({ ...spec, env });
    };
    const r = await record(
      request({
        filter: ['slowdown'],
        runs: undefined,
        seed: seeded(2),
        adaptive: { maxRuns: 10 },
        binaries: { old: NODE, new: newNode },
      }),
      {
        supervisor: failSecondNew,
        env: testEnv({ NODE_BENCH_FIXTURE_SLOW_ON: 'new', NODE_BENCH_FIXTURE_SLOWDOWN: '3' }),
      },
    );
    assert.equal(r.summary.failures.length, 1);
    assert.equal(r.summary.failures[0]!.binary, 'new');
    const [row] = r.summary.verdicts!.rows;
    assert.deepEqual(row!.verdict.missingRuns, { old: [], new: [2] });
    assert.equal(row!.verdict.n.new, row!.verdict.n.old - 1);
    // the rates by run number, from the jobs in the order they ran (each job that reported gave one sample)
    const rates: Record<'old' | 'new', Map<number, number>> = { old: new Map(), new: new Map() };
    let next = 0;
    for (const job of r.jobs) if (job.samples === 1) rates[job.binary].set(job.run, r.samples[next++]!.rate);
    const byRun = [...rates.old.keys()].filter((run) => rates.new.has(run));
    const mean =
      byRun.reduce((sum, run) => sum + Math.log(rates.new.get(run)! / rates.old.get(run)!), 0) / byRun.length;
    assert.ok(Math.abs(row!.verdict.estimate.change - Math.expm1(mean) * 100) < 1e-9);
    // pairing by position would pair new's run 3 with old's run 2, and so on: another figure
    const old = [...rates.old.values()];
    const neu = [...rates.new.values()];
    const byPosition = neu.reduce((sum, rate, i) => sum + Math.log(rate / old[i]!), 0) / neu.length;
    assert.notEqual(Math.expm1(byPosition) * 100, row!.verdict.estimate.change);
    // 3x the work on new: never faster or the same, however loaded
    assert.ok(['regression', 'unresolved'].includes(row!.verdict.outcome), row!.verdict.outcome);
  } finally {
    cleanup();
  }
});

test('open rows run round after round to max-runs and end not distinguishable; old/new order balanced', async () => {
  const r = await record(
    request({
      filter: ['fast'],
      runs: undefined,
      seed: seeded(5),
      // no margin and no futility stops: nothing can be "same", so rows stay open unless they differ
      adaptive: { maxRuns: 8, minRuns: 4, roundRuns: 2, deltaPercent: 0, futility: false },
      binaries: { old: NODE, new: NODE },
    }),
  );
  const outcome = r.summary.verdicts!;
  assert.equal(outcome.rows.length, 4);
  assert.equal(outcome.deltaPercent, 0);
  let jobs = 0;
  for (const { verdict } of outcome.rows) {
    if (verdict.outcome === 'unresolved') assert.deepEqual(verdict.n, { old: 8, new: 8 });
    else assert.ok(verdict.outcome === 'improvement' || verdict.outcome === 'regression', verdict.outcome);
    assert.equal(verdict.n.old, verdict.n.new);
    assert.deepEqual(verdict.missingRuns, { old: [], new: [] });
    jobs += verdict.n.old * 2;
  }
  assert.equal(r.jobs.length, jobs, 'settled rows ran no more');
  assert.match(r.progress, /after 4 runs: /);
  // a loaded machine can make an A/A row look different (and settle it): the last look is there while one is open
  if (outcome.rows.some(({ verdict }) => verdict.outcome === 'unresolved')) {
    assert.match(r.progress, /after 8 runs: .* open/);
  }
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

test('a margin far wider than the noise: an A/A run stops each row at a look, with the margin it was given', async () => {
  const r = await record(
    request({
      filter: ['fast'],
      runs: undefined,
      adaptive: { maxRuns: 10, deltaPercent: 1000 },
      binaries: { old: NODE, new: NODE },
    }),
  );
  const outcome = r.summary.verdicts!;
  assert.equal(outcome.deltaPercent, 1000);
  assert.deepEqual(r.summary.failures, []);
  assert.equal(outcome.rows.length, 4);
  for (const { configuration, verdict } of outcome.rows) {
    // which one is the load's to say ("same" long before max-runs on recorded runs: recorded-runs.test.ts)
    assert.ok(['same', 'unresolved', 'regression', 'improvement'].includes(verdict.outcome), verdict.outcome);
    assert.ok(lookRuns(10).includes(verdict.n.old), `${configuration}: ${verdict.n.old} runs`);
    assert.equal(verdict.n.new, verdict.n.old);
    if (verdict.outcome === 'unresolved') assert.ok(verdict.n.old === 10 || verdict.stop === 'futile');
  }
  assert.equal(
    r.samples.length,
    outcome.rows.reduce((sum, v) => sum + 2 * v.verdict.n.old, 0),
  );
});

test('max-runs below 3 is refused where it is read, before anything runs', () => {
  assert.throws(() => maxRuns.forAuto(2, 'cli'), /--max-runs must be 3 or more with --runs auto; got 2/);
});

test('node-bench compare --runs auto: every row of the JSON and the text carries its verdict', async () => {
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
    const report = JSON.parse(json.stdout) as {
      decision: { rule: string; deltaPercent: number };
      summary: { regressions: number; improvements: number; same: number; unresolved: number };
      comparisons: { old: { n: number }; verdict: string; change: { percent: number } }[];
    };
    assert.deepEqual(report.decision, { rule: 'sequential-holm', deltaPercent: 100 });
    assert.equal(report.comparisons.length, 4);
    const { regressions, improvements, same, unresolved } = report.summary;
    assert.equal(regressions + improvements + same + unresolved, 4);
    for (const row of report.comparisons) {
      // an A/A of microsecond benchmarks: which verdict is the machine's load to say, each row has one
      assert.ok(['same', 'unresolved', 'regression', 'improvement'].includes(row.verdict), row.verdict);
      assert.equal(typeof row.change.percent, 'number');
    }
    const text = run('text');
    assert.equal(text.status, 0, text.stderr);
    assert.match(text.stdout, /^ +verdict +change +95 % interval runs old\/new\n/);
    const lines = text.stdout.split('\n');
    for (const line of lines.slice(1, 5))
      // (a row the load leaves open may have stopped for futility: "not distinguishable (stopped early)")
      assert.match(
        line,
        /^alpha\/fast\.js .* (same|not distinguishable( \(stopped early\))?|faster|slower) +-?\d+\.\d\d % /,
      );
    assert.match(
      text.stdout,
      /--runs auto: \d faster, \d slower, \d same within ±100\.00 %, \d not distinguishable( \(\d stopped early: [^)]*\))?, 0 not tested\./,
    );
    // compare.R's stars would not be the verdicts: they are not printed
    assert.doesNotMatch(text.stdout, /confidence|\*/);
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
