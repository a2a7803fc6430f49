'use strict';

// buffers/concat.js as a node:bench file (Node.js >= 26.9), in the shape of
// node core's ports (benchmark/buffers/_buffer-compare-offset.node-bench.js):
// one bench per configuration, named after the file it ports, its
// configuration in `params`. The `_` keeps it out of `node file --test` smoke
// runs on releases without node:bench; node-bench compare runs it (one
// measured sample per process, like the other rows).

const { bench } = require('node:bench');
const path = require('node:path');

const name = path.join('buffers', 'concat.js');
const n = 2e5;

for (const pieces of [4, 16]) {
  for (const withTotalLength of [0, 1]) {
    const pieceSize = 256;
    bench(name, { params: { n, pieceSize, pieces, withTotalLength } }, (b) => {
      const list = [];
      for (let i = 0; i < pieces; i++) list.push(Buffer.alloc(pieceSize, i & 0xff));
      const totalLength = withTotalLength ? pieces * pieceSize : undefined;
      let bytes = 0;

      b.start();
      for (let i = 0; i < n; i++) {
        bytes += Buffer.concat(list, totalLength).length;
      }
      b.end(n);

      if (bytes !== n * pieces * pieceSize) throw new Error('wrong concatenated length');
    });
  }
}
