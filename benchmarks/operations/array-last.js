'use strict';

// Seed 000 (nodejs-bench-operations, "Get the last item of an array"):
// Array.prototype.at(-1) was slower than arr[arr.length - 1] on Node 18 and
// is on par since Node 19. (Array.prototype.at exists since Node 16.6.)
const common = require('../common.js');

const bench = common.createBenchmark(main, {
  method: ['at', 'length'],
  len: [100],
  n: [3e7],
});

function main({ method, len, n }) {
  const arrays = [];
  for (let k = 0; k < 4; k++) arrays.push(Array.from({ length: len }, (_, i) => i + k));
  let sum = 0;

  if (method === 'at') {
    if (typeof Array.prototype.at !== 'function') throw new Error('Array.prototype.at is not available');
    bench.start();
    for (let i = 0; i < n; i++) sum += arrays[i & 3].at(-1);
    bench.end(n);
  } else if (method === 'length') {
    bench.start();
    for (let i = 0; i < n; i++) {
      const arr = arrays[i & 3];
      sum += arr[arr.length - 1];
    }
    bench.end(n);
  } else {
    throw new Error(`unknown method: ${method}`);
  }
  common.sink(sum);
}
