'use strict';

// Seed 000: adding and removing listeners, on an EventEmitter (api=emitter)
// and on an EventTarget (api=target; Node 18 -> 20 improved by 4-6%).
// One operation = add `listeners` distinct listeners and remove them all.
const common = require('../common.js');
const { EventEmitter } = require('events');

const bench = common.createBenchmark(main, {
  api: ['target', 'emitter'],
  listeners: [5, 10],
  n: [5e5],
});

function main({ api, listeners, n }) {
  const fns = [];
  for (let k = 0; k < listeners; k++) fns.push(() => {});
  let left = 0;

  if (api === 'target') {
    const target = new EventTarget();
    bench.start();
    for (let i = 0; i < n; i++) {
      for (let k = 0; k < listeners; k++) target.addEventListener('foo', fns[k]);
      for (let k = 0; k < listeners; k++) target.removeEventListener('foo', fns[k]);
    }
    bench.end(n);
  } else if (api === 'emitter') {
    const ee = new EventEmitter();
    ee.setMaxListeners(listeners + 1);
    bench.start();
    for (let i = 0; i < n; i++) {
      for (let k = 0; k < listeners; k++) ee.on('foo', fns[k]);
      for (let k = 0; k < listeners; k++) ee.removeListener('foo', fns[k]);
    }
    bench.end(n);
    left = ee.listenerCount('foo');
  } else {
    throw new Error(`unknown api: ${api}`);
  }
  if (left !== 0) throw new Error('listeners were not removed');
}
