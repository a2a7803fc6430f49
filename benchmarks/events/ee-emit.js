'use strict';

// Seed 000: EventEmitter.prototype.emit got ~11% faster from Node 16 to 20.
const common = require('../common.js');
const { EventEmitter } = require('events');

const bench = common.createBenchmark(main, {
  listeners: [1, 5, 10],
  argc: [0, 2, 4],
  n: [1e7],
});

function main({ listeners, argc, n }) {
  const ee = new EventEmitter();
  ee.setMaxListeners(listeners + 1);
  let calls = 0;
  for (let k = 0; k < listeners; k++) {
    ee.on('tick', () => {
      calls++;
    });
  }

  let i;
  switch (argc) {
    case 0:
      bench.start();
      for (i = 0; i < n; i++) ee.emit('tick');
      bench.end(n);
      break;
    case 2:
      bench.start();
      for (i = 0; i < n; i++) ee.emit('tick', true, i);
      bench.end(n);
      break;
    case 4:
      bench.start();
      for (i = 0; i < n; i++) ee.emit('tick', true, i, 'x', null);
      bench.end(n);
      break;
    default:
      throw new Error(`unsupported argc: ${argc}`);
  }
  if (calls !== n * listeners) throw new Error('listeners were not all called');
}
