'use strict';

// Seed 000: Readable.pipe(Writable) of n 1 KiB chunks; slower from Node 16
// to 18, +87% from 18 to 20.
const common = require('../common.js');
const { Readable, Writable } = require('stream');

const bench = common.createBenchmark(main, {
  n: [5e6],
});

function main({ n }) {
  const chunk = Buffer.alloc(1024, 'p');
  let produced = 0;
  let consumed = 0;

  const readable = new Readable({
    read() {
      this.push(produced++ === n ? null : chunk);
    },
  });
  const writable = new Writable({
    write(data, encoding, callback) {
      consumed++;
      callback();
    },
  });

  writable.on('finish', () => {
    bench.end(n);
    if (consumed !== n) throw new Error(`wrote ${consumed} chunks, expected ${n}`);
  });
  bench.start();
  readable.pipe(writable);
}
