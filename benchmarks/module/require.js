'use strict';

// Seed 000: require() got faster from Node 18 to 20: +4.2% for .js files,
// +6.6% for .json files, +9.5% for directories. Creates `files` modules of
// the given type in a temporary directory, then requires each of them n
// times, deleting it from require.cache before every require so each one
// really reads, wraps and evaluates (or parses) the file.
const common = require('../common.js');
const fs = require('fs');
const path = require('path');

const bench = common.createBenchmark(main, {
  type: ['js', 'json', 'dir'],
  files: [100],
  n: [30],
});

function createModules(root, type, files) {
  const targets = [];
  for (let i = 0; i < files; i++) {
    if (type === 'js') {
      const file = path.join(root, `mod-${i}.js`);
      fs.writeFileSync(file, `'use strict';\nmodule.exports = { id: ${i}, name: 'mod-${i}' };\n`);
      targets.push(file);
    } else if (type === 'json') {
      const file = path.join(root, `data-${i}.json`);
      fs.writeFileSync(file, JSON.stringify({ id: i, name: `data-${i}`, list: [1, 2, 3] }));
      targets.push(file);
    } else if (type === 'dir') {
      const dir = path.join(root, `pkg-${i}`);
      fs.mkdirSync(dir);
      fs.writeFileSync(path.join(dir, 'package.json'), '{"main": "main.js"}');
      fs.writeFileSync(path.join(dir, 'main.js'), `'use strict';\nmodule.exports = { id: ${i} };\n`);
      targets.push(dir);
    } else {
      throw new Error(`unknown type: ${type}`);
    }
  }
  return targets;
}

function main({ type, files, n }) {
  const root = path.join(common.tmpdir(), 'modules');
  fs.mkdirSync(root);
  const targets = createModules(root, type, files);
  const resolved = targets.map((target) => require.resolve(target));
  let sum = 0;

  bench.start();
  for (let round = 0; round < n; round++) {
    for (let i = 0; i < files; i++) {
      delete require.cache[resolved[i]];
      sum += require(targets[i]).id;
    }
  }
  bench.end(n * files);

  if (sum !== (n * files * (files - 1)) / 2) throw new Error('modules did not load correctly');
}
