'use strict';

// Seed 000 (nodejs-bench-operations): create a Writable and write `chunks`
// strings ("some data") to it; faster on Node 20 than its predecessors.
// One operation = one Writable receiving all its chunks.
const common = require('../common.js');
const { Writable } = require('stream');

const bench = common.createBenchmark(main, {
  chunks: [1e3],
  n: [2e3],
});

function main({ chunks, n }) {
  let written = 0;
  const write = (chunk, encoding, callback) => {
    written++;
    callback();
  };

  bench.start();
  for (let i = 0; i < n; i++) {
    const writable = new Writable({ write });
    let k = 0;
    while (k < chunks) {
      writable.write('some data');
      ++k;
    }
  }
  bench.end(n);
  if (written !== n * chunks) throw new Error(`wrote ${written} chunks, expected ${n * chunks}`);
}
