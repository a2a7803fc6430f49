'use strict';

// Seed 004 (sync vs promise I/O): the cost of promises alone, without I/O:
// resolving one empty promise versus 100 empty promises awaited with
// Promise.all. The seed found this far too cheap to explain the readFile
// gap. One operation = one batch; `n` is the total number of promises, so
// every configuration does similar work.
const common = require('../common.js');

const bench = common.createBenchmark(main, {
  count: [1, 100],
  n: [5e6],
});

async function main({ count, n }) {
  const rounds = Math.max(1, Math.floor(n / count));
  let settled = 0;

  bench.start();
  if (count === 1) {
    for (let r = 0; r < rounds; r++) {
      await new Promise((resolve) => resolve()).then(() => {
        settled++;
      });
    }
  } else {
    for (let r = 0; r < rounds; r++) {
      const batch = [];
      for (let i = 0; i < count; i++) batch.push(new Promise((resolve) => resolve()));
      settled += (await Promise.all(batch)).length;
    }
  }
  bench.end(rounds);
  if (settled !== rounds * count) throw new Error('not every promise settled');
}
