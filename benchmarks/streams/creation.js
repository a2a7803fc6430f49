'use strict';

// Seed 000: constructing Duplex/Readable/Transform/Writable streams got
// slower from Node 16 to 18; Node 20 recovered part of it.
const common = require('../common.js');
const { Duplex, Readable, Transform, Writable } = require('stream');

const bench = common.createBenchmark(main, {
  kind: ['duplex', 'readable', 'transform', 'writable'],
  n: [3e6],
});

const classes = { duplex: Duplex, readable: Readable, transform: Transform, writable: Writable };

function main({ kind, n }) {
  const Klass = classes[kind];
  if (!Klass) throw new Error(`unknown kind: ${kind}`);
  // Both constructor shapes once before measuring, like core does.
  new Klass({});
  new Klass();
  let live = 0;

  bench.start();
  for (let i = 0; i < n; i++) {
    const stream = new Klass();
    if (!stream.destroyed) live++;
  }
  bench.end(n);
  if (live !== n) throw new Error('unexpected destroyed stream');
}
