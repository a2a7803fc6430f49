'use strict';

// Seed 000: fs.realpath got ~5% faster from Node 18 to 20. Resolves a
// nested path (relative to the working directory, or absolute) n times,
// sequentially, with the callback API.
const common = require('../common.js');
const fs = require('fs');
const path = require('path');

const bench = common.createBenchmark(main, {
  pathType: ['relative', 'resolved'],
  n: [3e3],
});

function main({ pathType, n }) {
  const resolved = path.join(common.tmpdir(), 'a', 'b', 'c', 'd');
  fs.mkdirSync(resolved, { recursive: true });
  const input = pathType === 'relative' ? path.relative(process.cwd(), resolved) : resolved;
  const expected = fs.realpathSync(resolved);
  let mismatches = 0;

  bench.start();
  (function next(left) {
    if (left === 0) {
      bench.end(n);
      if (mismatches !== 0) throw new Error('realpath returned an unexpected path');
      return;
    }
    fs.realpath(input, (err, result) => {
      if (err) throw err;
      if (result !== expected) mismatches++;
      next(left - 1);
    });
  })(n);
}
