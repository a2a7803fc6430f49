'use strict';

// Seed 000: fs.opendir got 3-8% faster from Node 18 to 20. Walks a
// directory of `files` entries n times with a Dir handle; the rate is
// entries read per second.
const common = require('../common.js');
const fs = require('fs');
const path = require('path');

const bench = common.createBenchmark(main, {
  mode: ['async', 'sync', 'callback'],
  bufferSize: [32, 1024],
  files: [1000],
  n: [100],
});

function readWithCallbacks(dir) {
  return new Promise((resolve, reject) => {
    let count = 0;
    const step = () => {
      dir.read((err, entry) => {
        if (err) return reject(err);
        if (entry === null) {
          return dir.close((closeErr) => (closeErr ? reject(closeErr) : resolve(count)));
        }
        count++;
        step();
      });
    };
    step();
  });
}

async function main({ mode, bufferSize, files, n }) {
  const target = path.join(common.tmpdir(), 'opendir');
  fs.mkdirSync(target);
  for (let i = 0; i < files; i++) fs.writeFileSync(path.join(target, `file-${i}.txt`), '');

  let entries = 0;
  bench.start();
  for (let i = 0; i < n; i++) {
    if (mode === 'async') {
      const dir = await fs.promises.opendir(target, { bufferSize });
      for await (const entry of dir) if (entry.name) entries++;
    } else if (mode === 'callback') {
      const dir = await fs.promises.opendir(target, { bufferSize });
      entries += await readWithCallbacks(dir);
    } else if (mode === 'sync') {
      const dir = fs.opendirSync(target, { bufferSize });
      while (dir.readSync() !== null) entries++;
      dir.closeSync();
    } else {
      throw new Error(`unknown mode: ${mode}`);
    }
  }
  bench.end(entries);
  if (entries !== n * files) throw new Error('wrong number of entries');
}
