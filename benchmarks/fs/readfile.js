'use strict';

// Seed 000: fs.readFile of a 16 MiB file: +67% (ascii) / +12% (utf-8) from
// Node 16 to 18, then -27% for ascii from 18 to 20. Reads the file over and
// over for `duration` seconds with `concurrent` reads in flight; the rate is
// completed reads per second.
const common = require('../common.js');
const fs = require('fs');
const path = require('path');

const bench = common.createBenchmark(main, {
  encoding: ['ascii', 'utf-8'],
  len: [16 * 1024 * 1024],
  concurrent: [1],
  duration: [1],
});

function main({ encoding, len, concurrent, duration }) {
  // One file per process: every configuration runs in its own process.
  const filename = path.join(common.tmpdir(), 'readfile.txt');
  fs.writeFileSync(filename, Buffer.alloc(len, 'x'));

  let reads = 0;
  let finished = 0;
  const endAt = Date.now() + duration * 1000;

  function afterRead(err, data) {
    if (err) throw err;
    if (data.length !== len) throw new Error(`read ${data.length} characters, expected ${len}`);
    reads++;
    if (Date.now() < endAt) {
      fs.readFile(filename, encoding, afterRead);
    } else if (++finished === concurrent) {
      bench.end(reads);
    }
  }

  bench.start();
  for (let i = 0; i < concurrent; i++) fs.readFile(filename, encoding, afterRead);
}
