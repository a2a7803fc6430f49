'use strict';

// Seed 000: constructing then destroying Duplex/Readable/Transform/Writable
// streams; slower from Node 16 to 18, and from 18 to 20 for duplex/transform.
const common = require('../common.js');
const { Duplex, Readable, Transform, Writable } = require('stream');

const bench = common.createBenchmark(main, {
  kind: ['duplex', 'readable', 'transform', 'writable'],
  n: [1.5e5],
});

const classes = { duplex: Duplex, readable: Readable, transform: Transform, writable: Writable };

function main({ kind, n }) {
  const Klass = classes[kind];
  if (!Klass) throw new Error(`unknown kind: ${kind}`);
  new Klass({}).destroy();
  new Klass().destroy();
  let destroyed = 0;

  bench.start();
  for (let i = 0; i < n; i++) {
    const stream = new Klass();
    stream.destroy();
    if (stream.destroyed) destroyed++;
  }
  bench.end(n);
  if (destroyed !== n) throw new Error('a stream was not destroyed');
}
