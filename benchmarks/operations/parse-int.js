'use strict';

// Seed 000 (nodejs-bench-operations, "Parsing Integer"): unary + used to
// beat parseInt(x, 10); with Node 20 (V8 11.3) both are on par.
// `digits` selects a short ('5') or long ('9999999999') numeric string.
const common = require('../common.js');

const bench = common.createBenchmark(main, {
  method: ['parseint', 'unary'],
  digits: [1, 10],
  n: [2e7],
});

function main({ method, digits, n }) {
  // A few distinct strings of the same length, so the result is not a
  // compile-time constant.
  const inputs = [];
  for (let d = 1; d <= 8; d++) inputs.push(String(d).repeat(digits));
  let sum = 0;

  if (method === 'parseint') {
    bench.start();
    for (let i = 0; i < n; i++) sum += parseInt(inputs[i & 7], 10);
    bench.end(n);
  } else if (method === 'unary') {
    bench.start();
    for (let i = 0; i < n; i++) sum += +inputs[i & 7];
    bench.end(n);
  } else {
    throw new Error(`unknown method: ${method}`);
  }
  common.sink(sum);
}
