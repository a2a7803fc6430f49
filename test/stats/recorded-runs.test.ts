// The statistical claims about live runs, asserted on recorded runs
// (test/fixtures/recorded, one real run each of the request a live test makes;
// record.ts there records them again). A live run's stars and verdicts depend
// on the machine's load, so the live tests assert only what holds under any
// load; here the same code paths (the analysis, the report's renderers, the
// runner's look-by-look queue) get the rates of a real run and must still
// reach the claim: a starred improvement from 3 runs, an A/A "same" within a
// wide margin, a 4x slowdown settled long before max-runs.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';

import { render } from '../../src/report/render.ts';
import { AdaptiveQueue } from '../../src/run/measure/session.ts';
import type { AdaptiveRunOptions } from '../../src/options/comparison.ts';
import { analyze, isImprovement, isRegression, SampleGroups } from '../../src/stats/analyze.ts';
import { parseCompareCsv, type Sample } from '../../src/stats/csv.ts';
import { analyzeDecided } from '../../src/stats/verdict.ts';
import { testFixtures } from '../helpers/paths.ts';

function recorded(name: string): Sample[] {
  const file = join(testFixtures, 'recorded', name);
  return parseCompareCsv(readFileSync(file, 'utf8'), file);
}

/**
 * A fixed-run recording replayed through the runner's own adaptive queue, as
 * a --runs auto run would have met its rates: run after run, each
 * configuration's k-th rate per side is its run k, and a settled row runs no
 * more. Returns the outcome, the progress lines and how many rates it took.
 */
function replayAuto(samples: readonly Sample[], options: AdaptiveRunOptions) {
  const names = [...new Set(samples.map((s) => `${s.filename}\0${s.configuration}`))];
  const configurations = names.map((name, index) => {
    const [filename, configuration] = name.split('\0') as [string, string];
    return { index, filename, configuration };
  });
  const rates = configurations.map(({ filename, configuration }) => ({
    old: samples.filter((s) => s.filename === filename && s.configuration === configuration && s.binary === 'old'),
    new: samples.filter((s) => s.filename === filename && s.configuration === configuration && s.binary === 'new'),
  }));
  const progress: string[] = [];
  const queue = new AdaptiveQueue(options, configurations, (line) => progress.push(line));
  let used = 0;
  let done = false;
  for (let run = 1; run <= options.maxRuns && !done; run++) {
    for (const { index } of configurations) {
      const admitted = queue.admit(run, index);
      if (admitted === 'done') done = true;
      if (admitted !== 'run') continue;
      for (const binary of ['old', 'new'] as const) {
        const sample = rates[index]![binary][run - 1];
        assert.ok(sample, `the recording has no run ${run} of ${configurations[index]!.filename} (${binary})`);
        queue.add(index, binary, run, sample.rate);
        used++;
      }
    }
  }
  if (!done) queue.complete();
  return { outcome: queue.outcomes()!, progress: progress.join('\n'), used };
}

describe('recorded: buffers/tojson.js len=4096, 18.16.0 -> 20.0.0, 3 runs (the Action run mode)', () => {
  const samples = recorded('tojson-3runs.csv');

  it('3 runs a side give one Holm-starred improvement, as the report job counts it', () => {
    assert.equal(samples.length, 6);
    const groups = new SampleGroups();
    for (const sample of samples) groups.add(sample);
    // report.ts: a fixed run's analysis, at the Action's default correction
    const analysis = analyzeDecided(groups, { correction: 'holm' }, undefined);
    assert.equal(analysis.comparisons.filter(isImprovement).length, 1);
    assert.equal(analysis.comparisons.filter(isRegression).length, 0);
    const [row] = analysis.comparisons;
    assert.match(row!.name, /^buffers\/tojson\.js n=\d+ len=4096$/);
    assert.notEqual(row!.holm!.stars, '');
    assert.ok(row!.improvement > 100, `${row!.improvement} %`);
  });
});

describe('recorded: an A/A of loop/sum.js on one release, 8 runs (node-bench compare)', () => {
  const samples = recorded('aa-loop-sum.csv');

  it('gives no *** row', () => {
    assert.equal(samples.length, 16);
    const [row] = analyze(samples).comparisons;
    assert.notEqual(row!.stars, '***');
  });

  it('--delta is the margin "same" is judged against: ±80 % holds the interval, ±20 % does not', async () => {
    // the recording's 95 % interval: about -56 % to +40 % (a 5 ms loop: JIT tiering makes its rates bimodal)
    const wide = analyze(samples, { deltaPercent: 80 });
    const json = JSON.parse(await render(wide, 'json')) as {
      decision: { rule: string; deltaPercent: number };
      comparisons: { verdict: string }[];
    };
    assert.deepEqual(json.decision, { rule: 'welch', deltaPercent: 80 });
    assert.deepEqual(
      json.comparisons.map((c) => c.verdict),
      ['same'],
    );
    assert.match(await render(wide, 'markdown'), /1 the same within ±80\.0 %/);
    const narrow = analyze(samples, { deltaPercent: 20 });
    assert.equal(narrow.comparisons[0]!.decision.outcome, 'unresolved');
    assert.match(await render(narrow, 'markdown'), /1 not distinguishable from noise/);
  });
});

describe('recorded runs replayed through the runner’s --runs auto queue', () => {
  it('a real 4x slowdown (18.16.0 -> 20.0.0, the fixture) settles after a few looks, far from max-runs', () => {
    const { outcome, progress, used } = replayAuto(recorded('slowdown-4x.csv'), { maxRuns: 20 });
    const [row] = outcome.rows;
    assert.equal(outcome.rows.length, 1);
    assert.equal(row!.filename, 'alpha/slowdown.js');
    assert.equal(row!.verdict.outcome, 'regression');
    const n = row!.verdict.n.old;
    // recorded at load 3 on 2 cores (rates of one side vary 2x): 4 or 6 runs on a quiet machine
    assert.ok(n <= 8, `settled after ${n} runs`);
    assert.equal(row!.verdict.n.new, n);
    assert.equal(used, 2 * n, 'no run after the row settled');
    assert.match(progress, new RegExp(`after ${n} runs: 1 settled \\(0 faster, 1 slower, 0 same\\), 0 open`));
  });

  it('a margin far wider than the noise (±1000 %) settles an A/A of four rows as same before max-runs', () => {
    const { outcome, used } = replayAuto(recorded('aa-fast.csv'), { maxRuns: 10, deltaPercent: 1000 });
    assert.equal(outcome.deltaPercent, 1000);
    assert.deepEqual(
      outcome.rows.map((r) => r.verdict.outcome),
      ['same', 'same', 'same', 'same'],
    );
    assert.ok(outcome.rows.every((r) => r.verdict.n.old < 10));
    assert.equal(
      used,
      outcome.rows.reduce((sum, r) => sum + 2 * r.verdict.n.old, 0),
    );
  });
});

describe('recorded: Buffer#toJSON 16.20.0 -> 18.16.0 on node core, our engine and compare.js (6 runs)', () => {
  const ours = analyze(recorded('core-tojson-node-bench.csv')).comparisons;
  const theirs = analyze(recorded('core-tojson-compare-js.csv')).comparisons;

  it('both engines measured the same rows, 6 runs a side', () => {
    assert.deepEqual(
      ours.map((c) => [c.name, c.old.n, c.new.n]),
      theirs.map((c) => [c.name, c.old.n, c.new.n]),
    );
    assert.deepEqual(
      ours.map((c) => [c.name, c.old.n, c.new.n]),
      [
        ['buffers/buffer-tojson.js len=256 n=10000', 6, 6],
        ['buffers/buffer-tojson.js len=4096 n=10000', 6, 6],
      ],
    );
  });

  it('the results agree with compare.js: a starred slowdown on both rows, each change inside the other’s interval', () => {
    for (const [engine, comparisons] of [
      ['node-bench', ours],
      ['compare.js', theirs],
    ] as const) {
      for (const c of comparisons) {
        assert.ok(c.stars === '**' || c.stars === '***', `${engine}: ${c.name} ${c.stars}`);
        assert.ok(c.improvement < -50, `${engine}: ${c.name} ${c.improvement} %`);
      }
    }
    ours.forEach((c, i) => {
      const other = theirs[i]!;
      // accuracy[0]: the 95 % half-width compare.R prints for (*)
      assert.ok(Math.abs(c.improvement - other.improvement) <= other.accuracy[0], `${c.name}: ours vs compare.js`);
      assert.ok(Math.abs(c.improvement - other.improvement) <= c.accuracy[0], `${c.name}: compare.js vs ours`);
    });
  });
});
