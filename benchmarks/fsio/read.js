'use strict';

// Seed 004 (sync vs promise I/O): reading 1, 2 or 100 small files (2 KiB of
// random bytes, base64: ~2.7 KB each) with fs.readFileSync in a loop versus
// fs.promises.readFile for all of them awaited with Promise.all. The seed
// measured the promise version at ~11-13x the sync time for one file and ~3x
// for 100 files. One operation = reading the whole set once; `n` is the
// total number of file reads, so every configuration does similar work.
const common = require('../common.js');
const { randomBytes } = require('crypto');
const fs = require('fs');
const path = require('path');

const bench = common.createBenchmark(main, {
  method: ['sync', 'promises'],
  files: [1, 2, 100],
  n: [5e3],
});

async function main({ method, files, n }) {
  const dir = path.join(common.tmpdir(), 'files');
  fs.mkdirSync(dir);
  const paths = [];
  for (let i = 0; i < files; i++) {
    const file = path.join(dir, `${randomBytes(6).toString('hex')}.txt`);
    fs.writeFileSync(file, randomBytes(2048).toString('base64'));
    paths.push(file);
  }
  const expected = paths.reduce((total, file) => total + fs.statSync(file).size, 0);
  const rounds = Math.max(1, Math.floor(n / files));
  let bytes = 0;

  if (method === 'sync') {
    bench.start();
    for (let r = 0; r < rounds; r++) {
      for (let i = 0; i < files; i++) bytes += fs.readFileSync(paths[i]).length;
    }
    bench.end(rounds);
  } else if (method === 'promises') {
    bench.start();
    for (let r = 0; r < rounds; r++) {
      const pending = [];
      for (let i = 0; i < files; i++) pending.push(fs.promises.readFile(paths[i]));
      const contents = await Promise.all(pending);
      for (const content of contents) bytes += content.length;
    }
    bench.end(rounds);
  } else {
    throw new Error(`unknown method: ${method}`);
  }
  if (bytes !== rounds * expected) throw new Error('read an unexpected number of bytes');
}
