'use strict';

// Seed 000: fs.readdir got ~9% faster from Node 18 to 20. Lists a directory
// of `files` entries n times, sequentially, with the callback API.
const common = require('../common.js');
const fs = require('fs');
const path = require('path');

const bench = common.createBenchmark(main, {
  withFileTypes: ['false', 'true'],
  files: [1000],
  n: [1000],
});

function main({ withFileTypes, files, n }) {
  const dir = path.join(common.tmpdir(), 'readdir');
  fs.mkdirSync(dir);
  for (let i = 0; i < files; i++) fs.writeFileSync(path.join(dir, `file-${i}.txt`), '');
  const options = { withFileTypes: withFileTypes === 'true' };
  let entries = 0;

  bench.start();
  (function next(left) {
    if (left === 0) {
      bench.end(n);
      if (entries !== n * files) throw new Error('wrong number of entries');
      return;
    }
    fs.readdir(dir, options, (err, list) => {
      if (err) throw err;
      entries += list.length;
      next(left - 1);
    });
  })(n);
}
