// Issue 42.5: a benchmark (PR code) that writes 600 MB without a newline on
// the channel it reports over. It must cost its own row — a failed child with
// a clear reason — and the rest of the run must go on; before, Node's IPC
// parser in the runner's process threw (Invalid string length) and the job died.
import assert from 'node:assert/strict';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { it } from 'node:test';

import { parseCompareCsv } from '../../src/stats/csv.ts';
import { runNodeBench } from '../helpers/cli.ts';
import { repoRoot, scratchDir } from '../helpers/paths.ts';

const common = JSON.stringify(join(repoRoot, 'benchmarks', 'common.js'));
const benchmark = (body: string) => `'use strict';
const common = require(${common});
const bench = common.createBenchmark(main, { n: [1000] });
function main({ n }) {
  ${body}
  let total = 0;
  bench.start();
  for (let i = 0; i < n; i++) total += i % 7;
  bench.end(n);
  if (total < 0) console.log(total);
}
`;

it('a 600 MB message on the benchmark channel costs its row, with the reason; the other row is measured', async () => {
  const suite = scratchDir('ipc-suite-');
  chmodSync(suite, 0o755); // readable by the sandbox's unprivileged user when we are root
  mkdirSync(join(suite, 'pr'));
  writeFileSync(join(suite, 'package.json'), '{ "type": "commonjs" }\n');
  writeFileSync(join(suite, 'pr', 'good.js'), benchmark(''));
  writeFileSync(
    join(suite, 'pr', 'flood.js'),
    benchmark(`const fs = require('fs'); const wait = new Int32Array(new SharedArrayBuffer(4));
  const chunk = Buffer.alloc(1 << 20, 0x61);
  for (let i = 0; i < 600; i++) for (let off = 0; off < chunk.length; ) {
    try { off += fs.writeSync(3, chunk, off); } catch (e) { if (e.code !== 'EAGAIN') throw e; Atomics.wait(wait, 0, 0, 1); }
  }`),
  );
  const out = join(scratchDir('ipc-out-'), 'results.csv');
  const node = process.execPath;
  const result = await runNodeBench(
    ['compare', '--old', node, '--new', node, '--runs', '1', '--suite-dir', suite, '--out', out, 'pr'],
    { env: { NODE_BENCH_CACHE_DIR: scratchDir('ipc-cache-') } },
  );
  assert.notEqual(result.code, null, 'the run ended by itself');
  assert.match(
    result.stderr + result.stdout,
    /pr\/flood\.js[^\n]*killed: it wrote a message of more than 16777216 characters on the benchmark channel/,
  );
  const samples = parseCompareCsv(readFileSync(out, 'utf8'), out);
  assert.ok(
    samples.some((s) => s.filename === 'pr/good.js'),
    'the other row was measured',
  );
  assert.ok(!samples.some((s) => s.filename === 'pr/flood.js'));
});
