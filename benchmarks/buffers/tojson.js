'use strict';

// Seed 000 (State of Node.js Performance 2023): Buffer#toJSON regressed from
// Node 16 to 18 and improved again in Node 20. Same shape as node core's
// benchmark/buffers/buffer-tojson.js: a Buffer of len bytes serialised n times.
const common = require('../common.js');

const bench = common.createBenchmark(main, {
  n: [1e4],
  len: [0, 256, 4 * 1024],
});

function main({ n, len }) {
  const buf = Buffer.alloc(len);
  for (let i = 0; i < len; i++) buf[i] = i & 0xff;
  let total = 0;

  bench.start();
  for (let i = 0; i < n; ++i) {
    total += buf.toJSON().data.length;
  }
  bench.end(n);
  common.sink(total);
}
