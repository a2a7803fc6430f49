'use strict';

// Seed 000: EventEmitter.prototype.once (register + one emit) lost ~4%
// from Node 16 to 20.
const common = require('../common.js');
const { EventEmitter } = require('events');

const bench = common.createBenchmark(main, {
  argc: [0, 2],
  n: [5e6],
});

function main({ argc, n }) {
  const ee = new EventEmitter();
  let calls = 0;
  const listener = () => {
    calls++;
  };

  let i;
  if (argc === 0) {
    bench.start();
    for (i = 0; i < n; i++) {
      ee.once('tick', listener);
      ee.emit('tick');
    }
    bench.end(n);
  } else {
    bench.start();
    for (i = 0; i < n; i++) {
      ee.once('tick', listener);
      ee.emit('tick', i, true);
    }
    bench.end(n);
  }
  if (calls !== n) throw new Error('once listener count mismatch');
}
