'use strict';

// Seed 000: EventTarget#dispatchEvent(new Event('foo')) became up to ~3x
// faster from Node 18 to 20 (1, 5 and 10 listeners). Uses the global
// EventTarget/Event (Node >= 15), so no --expose-internals is needed.
const common = require('../common.js');

const bench = common.createBenchmark(main, {
  listeners: [1, 5, 10],
  n: [1e6],
});

function main({ listeners, n }) {
  const target = new EventTarget();
  let calls = 0;
  for (let k = 0; k < listeners; k++) {
    target.addEventListener('foo', () => {
      calls++;
    });
  }

  bench.start();
  for (let i = 0; i < n; i++) {
    target.dispatchEvent(new Event('foo'));
  }
  bench.end(n);
  if (calls !== n * listeners) throw new Error('listeners were not all called');
}
