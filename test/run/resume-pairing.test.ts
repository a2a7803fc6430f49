// A CLI resume (--out FILE) after a failed child: the file's rates are
// numbered by run, the failed run skipped (FILE.node-bench.json records it),
// so the pairs of --runs auto and the runs still to do are the right ones.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { priorSamples, type MissingRun } from '../../src/pipeline/resume.ts';
import type { Sample } from '../../src/stats/csv.ts';
import { AdaptiveRows } from '../../src/stats/verdict.ts';
import { record, request } from './support.ts';

const filename = 'alpha/slowdown.js';
const configuration = 'n=2000000';
const old = [100, 200, 300, 400, 500];
// new is 10 % slower in every run; its child of run 2 failed
const newByRun = new Map([1, 3, 4, 5].map((run) => [run, old[run - 1]! * 0.9]));
// the CSV's rows in the order measured: old and new of each run back to back, new's run 2 missing
const csv: Sample[] = old.flatMap((rate, i) => [
  { binary: 'old' as const, filename, configuration, rate, time: 1 },
  ...(newByRun.has(i + 1)
    ? [{ binary: 'new' as const, filename, configuration, rate: newByRun.get(i + 1)!, time: 1 }]
    : []),
]);
const missing: MissingRun[] = [{ filename, configuration, binary: 'new', run: 2 }];

test('the rates of a file with a failed child are numbered by run: every pair is run k with run k', () => {
  const prior = priorSamples(csv, missing).get(`${filename}\0${configuration}`)!;
  assert.deepEqual([...prior.new.rates.keys()], [1, 3, 4, 5]);
  assert.equal(prior.new.lastRun, 5);
  assert.equal(prior.old.lastRun, 5);
  const rows = new AdaptiveRows({ schedule: { minRuns: 4, roundRuns: 2, maxRuns: 10 }, deltaPercent: 5 });
  for (const binary of ['old', 'new'] as const)
    for (const [run, rate] of prior[binary].rates) rows.add('row', binary, run, rate);
  const { estimate, missingRuns } = rows.verdict('row');
  assert.ok(Math.abs(estimate.change - -10) < 1e-9, `${estimate.change}: paired by position it is not -10 %`);
  assert.deepEqual(missingRuns, { old: [], new: [2] });
});

test('a resume runs the runs after the last one measured or failed, not the failed run again', async () => {
  const run = await record(request({ filter: ['slowdown'], runs: 6, prior: priorSamples(csv, missing) }));
  assert.deepEqual(
    run.jobs.map((job) => `${job.binary} ${job.run}`).sort(),
    ['new 6', 'old 6'],
    'run 6 of each side; new has runs 1-5 (2 failed)',
  );
});
