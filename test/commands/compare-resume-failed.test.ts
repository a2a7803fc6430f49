// compare --out FILE after a failed child: the file's record names the run
// that gave no sample, and the resume goes on after it (a resume that counted
// samples ran the failed side's last run again and paired every later run of
// that side with the other side's previous one).
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';

import { parseCompareCsv } from '../../src/stats/csv.ts';
import { runNodeBench } from '../helpers/cli.ts';
import { repoRoot, scratchDir } from '../helpers/paths.ts';

/** A suite whose third measuring child of a run exits 3 while grp/FAIL exists (a count in the run's TMPDIR). */
function flakySuite(dir: string): string {
  const suite = join(dir, 'suite');
  mkdirSync(join(suite, 'grp'), { recursive: true });
  writeFileSync(
    join(suite, 'grp', 'flaky.js'),
    `'use strict';
const fs = require('fs');
const path = require('path');
const common = require(${JSON.stringify(join(repoRoot, 'benchmarks', 'common.js'))});
const bench = common.createBenchmark(main, { n: [1000] });
function main({ n }) {
  if (process.env.NODE_RUN_BENCHMARK_FN !== undefined && fs.existsSync(path.join(__dirname, 'FAIL'))) {
    const counter = path.join(process.env.TMPDIR, 'children');
    const count = (fs.existsSync(counter) ? Number(fs.readFileSync(counter, 'utf8')) : 0) + 1;
    fs.writeFileSync(counter, String(count));
    if (count === 3) process.exit(3);
  }
  bench.start();
  let x = 0;
  for (let i = 0; i < n * 100; i++) x += i;
  bench.end(n);
  common.sink(x);
}
`,
  );
  writeFileSync(join(suite, 'grp', 'FAIL'), '');
  return suite;
}

test('a resume after a failed child goes on after the failed run, its pairs by run number', async () => {
  const dir = scratchDir('compare-resume-failed-');
  const suite = flakySuite(dir);
  const csv = join(dir, 'out.csv');
  const args = (runs: string) => [
    'compare',
    ...['--old', process.execPath, '--new', process.execPath, '--suite-dir', suite, '--child-time', 'off'],
    ...['--seed', '1', '--runs', runs, '--out', csv, '--quiet', 'grp'],
  ];
  const first = await runNodeBench(args('3'), { cwd: dir });
  assert.equal(first.code, 3, first.stderr);
  const record = JSON.parse(readFileSync(`${csv}.node-bench.json`, 'utf8')) as {
    missingRuns: { binary: 'old' | 'new'; run: number }[];
  };
  assert.equal(record.missingRuns.length, 1, JSON.stringify(record));
  const [{ binary: failed, run }] = record.missingRuns as [{ binary: 'old' | 'new'; run: number }];
  assert.equal(run, 2, 'the third child is run 2');
  assert.equal(parseCompareCsv(readFileSync(csv, 'utf8'), csv).length, 5);

  rmSync(join(suite, 'grp', 'FAIL'));
  const resumed = await runNodeBench(args('4'), { cwd: dir });
  assert.equal(resumed.code, 0, resumed.stderr);
  const samples = parseCompareCsv(readFileSync(csv, 'utf8'), csv);
  const count = (side: string) => samples.filter((s) => s.binary === side).length;
  // run 4 of each side only: the failed side has runs 1, 3, 4
  assert.equal(samples.length, 7);
  assert.equal(count(failed), 3);
  assert.equal(count(failed === 'old' ? 'new' : 'old'), 4);
});
