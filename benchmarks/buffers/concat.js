'use strict';

// Seed 000: Buffer.concat() regressed in Node 18 and was fixed (and made
// faster than 16) in Node 20. Concatenates `pieces` buffers of `pieceSize`
// bytes, with or without the totalLength argument.
const common = require('../common.js');

const bench = common.createBenchmark(main, {
  pieces: [4, 16],
  pieceSize: [1, 16, 256],
  withTotalLength: [0, 1],
  n: [8e5],
});

function main({ pieces, pieceSize, withTotalLength, n }) {
  const list = [];
  for (let i = 0; i < pieces; i++) list.push(Buffer.alloc(pieceSize, i & 0xff));
  const totalLength = withTotalLength ? pieces * pieceSize : undefined;
  let bytes = 0;

  bench.start();
  for (let i = 0; i < n; i++) {
    bytes += Buffer.concat(list, totalLength).length;
  }
  bench.end(n);

  if (bytes !== n * pieces * pieceSize) throw new Error('wrong concatenated length');
}
