// compare --runs auto resumed with a higher --max-runs (issue 40.3, `more`):
// the rows the first run decided keep their verdicts and run no more; the
// rows it left open run on to the new cap. The suite's benchmarks report
// rates they choose (bench.report), not timed ones, so what is decided does
// not depend on the machine's load: `huge` is twice as fast on the new
// binary, `small` 12 % faster in ±5 % noise (not distinguishable from 4
// runs; faster from 10).
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';

import { parseCompareCsv } from '../../src/stats/csv.ts';
import { runNodeBench } from '../helpers/cli.ts';
import { repoRoot, scratchDir } from '../helpers/paths.ts';
import { getReleaseBinary } from '../helpers/releases.ts';

function chosenRateSuite(dir: string): string {
  const suite = join(dir, 'suite');
  mkdirSync(join(suite, 'grp'), { recursive: true });
  writeFileSync(
    join(suite, 'grp', 'chosen.js'),
    `'use strict';
const fs = require('fs');
const path = require('path');
const common = require(${JSON.stringify(join(repoRoot, 'benchmarks', 'common.js'))});
const bench = common.createBenchmark(main, { row: ['huge', 'small'], n: [1000] });
function main({ row, n }) {
  // this side's child count for the row, in the run's TMPDIR
  const counter = path.join(process.env.TMPDIR, row + '-' + process.version);
  const count = (fs.existsSync(counter) ? Number(fs.readFileSync(counter, 'utf8')) : 0) + 1;
  fs.writeFileSync(counter, String(count));
  const isNew = !process.version.startsWith('v18.');
  let rate = 1e6 * (1 + 0.01 * (count % 3));
  if (row === 'huge' && isNew) rate *= 2;
  if (row === 'small' && isNew) rate *= 1.12 * (count % 2 === 1 ? 1.05 : 0.95);
  bench.report(rate, 1e6);
}
`,
  );
  return suite;
}

interface JsonReport {
  decision: { rule: string; deltaPercent: number; passes?: number[] };
  comparisons: { name: string; verdict: string }[];
}

describe('compare --runs auto resumed with a higher --max-runs (more)', () => {
  let dir: string;
  let args: (maxRuns: number, format?: string) => string[];
  let csv: string;
  const counts = () => {
    const byRow = new Map<string, number>();
    for (const s of parseCompareCsv(readFileSync(csv, 'utf8'), csv)) {
      const key = `${s.configuration.match(/row='?(\w+)/)![1]} ${s.binary}`;
      byRow.set(key, (byRow.get(key) ?? 0) + 1);
    }
    return Object.fromEntries([...byRow].sort());
  };
  const verdicts = (stdout: string) =>
    Object.fromEntries(
      (JSON.parse(stdout) as JsonReport).comparisons.map((c) => [c.name.match(/row='?(\w+)/)![1], c.verdict]),
    );

  before(async () => {
    dir = scratchDir('compare-more-');
    const suite = chosenRateSuite(dir);
    csv = join(dir, 'out.csv');
    const [v18, v20] = [await getReleaseBinary('18.16.0'), await getReleaseBinary('20.0.0')];
    args = (maxRuns, format = 'json') => [
      'compare',
      ...['--old', v18, '--new', v20, '--suite-dir', suite, '--child-time', 'off', '--sandbox', 'none'],
      ...['--seed', '1', '--runs', 'auto', '--max-runs', String(maxRuns), '--out', csv, '--format', format, 'grp'],
    ];
  });
  after(() => {
    // scratchDir is removed with the test's scratch root
  });

  it('runs only the rows the first run left open, to the new cap, and says so', async () => {
    const first = await runNodeBench(args(4), { cwd: dir });
    assert.equal(first.code, 0, first.stderr);
    assert.deepEqual(verdicts(first.stdout), { huge: 'improvement', small: 'unresolved' });
    assert.deepEqual(counts(), { 'small new': 4, 'small old': 4, 'huge new': 4, 'huge old': 4 });

    const more = await runNodeBench(args(10), { cwd: dir });
    assert.equal(more.code, 0, more.stderr);
    // the call stands, the decided row ran no more; the open one ran on to 10, and is called there
    assert.deepEqual(verdicts(more.stdout), { huge: 'improvement', small: 'improvement' });
    assert.deepEqual(counts(), { 'small new': 10, 'small old': 10, 'huge new': 4, 'huge old': 4 });
    assert.match(more.stderr, /its calls stand, and the rows it left open run on to 10 runs \(more\)/);
    assert.match(more.stderr, /more: 1 row\(s\) left open at 4 runs run on to 10, tested anew at 5 %/);
    assert.deepEqual((JSON.parse(more.stdout) as JsonReport).decision.passes, [4, 10]);
    const record = JSON.parse(readFileSync(`${csv}.node-bench.json`, 'utf8')) as { autoCaps: number[] };
    assert.deepEqual(record.autoCaps, [4, 10]);

    // the text table says how the rows were decided
    const text = await runNodeBench(args(10, 'text'), { cwd: dir });
    assert.equal(text.code, 0, text.stderr);
    assert.match(
      text.stdout,
      /at 5 % in each of 2 passes \(to 4 runs, then the rows left open to 10\): at most a 10 % risk/,
    );
    assert.deepEqual(counts(), { 'small new': 10, 'small old': 10, 'huge new': 4, 'huge old': 4 });
  });

  it('refuses a cap below the one the file already went to, in one line, before anything runs', async () => {
    const lower = await runNodeBench(args(6), { cwd: dir });
    assert.equal(lower.code, 1, lower.stderr);
    assert.equal(
      lower.stderr.trim(),
      `node-bench compare: --max-runs 6 is below the 10 runs ${csv}'s --runs auto already went to: give --max-runs 10 ` +
        'to finish that run, or more than 10 to run the rows it left open on',
    );
    assert.deepEqual(counts(), { 'small new': 10, 'small old': 10, 'huge new': 4, 'huge old': 4 });
  });
});
