// node-bench compare on the bundled node:bench file (benchmarks/buffers/
// _concat.node-bench.js) from the CLI (src), with real releases: 26.9.0 (the
// first with node:bench) against 26.12.1 prints a row per bench, the CSV is
// compare.js's and `node-bench analyze` reads it back to the same table; a
// binary without node:bench (24.21.0) gets one line for the file and costs
// only its rows. The bundled CLI (dist) runs the same once rebuilt
// (test/dist: the preload ships as dist/node-bench-preload.cjs).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { before, test } from 'node:test';

import { parseCompareCsv } from '../../src/stats/csv.ts';
import { runNodeBench } from '../helpers/cli.ts';
import { scratchDir } from '../helpers/paths.ts';
import { getReleaseBinary } from '../helpers/releases.ts';

const FILE = 'buffers/_concat.node-bench.js';
const ROWS = [
  "bench='buffers/concat.js' n=200000 pieceSize=256 pieces=16 withTotalLength=0",
  "bench='buffers/concat.js' n=200000 pieceSize=256 pieces=16 withTotalLength=1",
  "bench='buffers/concat.js' n=200000 pieceSize=256 pieces=4 withTotalLength=0",
  "bench='buffers/concat.js' n=200000 pieceSize=256 pieces=4 withTotalLength=1",
];
const binaries: Record<string, string> = {};

before(async () => {
  for (const version of ['26.9.0', '26.12.1', '24.21.0']) binaries[version] = await getReleaseBinary(version);
});

/** The table's rows: lines that start with a benchmark file name. */
const tableRows = (stdout: string) => stdout.split('\n').filter((line) => /^\S+\.js /.test(line));

test('26.9.0 against 26.12.1 on the bundled node:bench file: a row per bench, a compare.js CSV that analyze reads back', async () => {
  const dir = scratchDir('compare-node-bench-');
  const csv = join(dir, 'results.csv');
  const env = { NODE_BENCH_CACHE_DIR: join(dir, 'cache') };
  const result = await runNodeBench(
    [
      'compare',
      '--old',
      binaries['26.9.0']!,
      '--new',
      binaries['26.12.1']!,
      '--filter',
      '_concat.node-bench',
      '--runs',
      '2',
      '--seed',
      '46',
      '--out',
      csv,
      'buffers',
    ],
    { env },
  );
  assert.equal(result.code, 0, result.stderr);
  assert.match(result.stderr, /4 configurations x 2 runs x 2 binaries; seed 46/);
  assert.match(result.stderr, /4 node:bench row\(s\) run as written/);
  const rows = tableRows(result.stdout);
  assert.deepEqual(
    rows.map((row) => row.replace(/\s{2,}.*$/, '')),
    ROWS.map((configuration) => `${FILE} ${configuration}`),
  );

  const samples = parseCompareCsv(readFileSync(csv, 'utf8'), csv);
  assert.equal(samples.length, 4 * 2 * 2);
  for (const sample of samples) {
    assert.equal(sample.filename, FILE);
    assert.ok(ROWS.includes(sample.configuration), sample.configuration);
    // rate is operations/s and time seconds: b.end(n) with n = 2e5
    assert.ok(Math.abs(sample.rate * sample.time - 2e5) < 1e-2, `${sample.rate} × ${sample.time}`);
  }

  const analyzed = await runNodeBench(['analyze', csv], { env });
  assert.equal(analyzed.code, 0, analyzed.stderr);
  assert.deepEqual(tableRows(analyzed.stdout), rows);
});

test('a binary without node:bench: one line for the file, its rows lost, the common.js rows of the group measured', async () => {
  const dir = scratchDir('compare-node-bench-old-');
  const result = await runNodeBench(
    [
      'compare',
      '--old',
      binaries['24.21.0']!,
      '--new',
      binaries['26.12.1']!,
      '--filter',
      'concat',
      '--set',
      'pieces=4',
      '--set',
      'pieceSize=1',
      '--set',
      'withTotalLength=0',
      '--set',
      'n=1000',
      '--child-time',
      'off',
      '--runs',
      '2',
      '--out',
      join(dir, 'results.csv'),
      'buffers',
    ],
    { env: { NODE_BENCH_CACHE_DIR: join(dir, 'cache') } },
  );
  assert.equal(result.code, 3, result.stderr);
  const failed = result.stderr.split('\n').filter((line) => line.includes('FAILED'));
  assert.deepEqual(failed, [
    `node-bench: FAILED ${FILE} (old, listing configurations): exit code 9: ` +
      'this binary has no node:bench (Node.js 26.9.0 or later runs *.node-bench.js files)',
  ]);
  const rows = tableRows(result.stdout);
  const concat = rows.find((row) => row.startsWith('buffers/concat.js pieces=4 pieceSize=1 withTotalLength=0 n=1000'));
  assert.ok(concat !== undefined && !/\bNA\b/.test(concat), result.stdout);
  assert.equal(rows.filter((row) => row.startsWith(FILE) && /\bNA\b/.test(row)).length, 4);
  assert.match(result.stdout, /buffers\/_concat\.node-bench\.js \(old\): this binary has no node:bench/);
});
