'use strict';

// Seed 000: iterating a Readable with for await got ~6% faster in Node 20.
// The object-mode source pushes synchronously or from process.nextTick.
const common = require('../common.js');
const { Readable } = require('stream');

const bench = common.createBenchmark(main, {
  sync: ['yes', 'no'],
  n: [1e6],
});

async function main({ sync, n }) {
  const pushSync = sync === 'yes';
  let pushed = 0;
  const readable = new Readable({
    objectMode: true,
    read() {
      if (pushed === n) {
        this.push(null);
      } else if (pushSync) {
        this.push(++pushed);
      } else {
        const value = ++pushed;
        process.nextTick(() => this.push(value));
      }
    },
  });

  let count = 0;
  let sum = 0;
  bench.start();
  for await (const value of readable) {
    count++;
    sum += value;
  }
  bench.end(count);
  if (count !== n || sum !== (n * (n + 1)) / 2) throw new Error('iteration lost chunks');
}
