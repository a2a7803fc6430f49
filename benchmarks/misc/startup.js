'use strict';

// Seed 000: startup of the node under test, as a new process (spawnSync of
// process.execPath) or as a worker_threads Worker, running an empty script
// or one that requires the common builtins. Node 18 -> 20: +27% (process,
// empty), +31% (worker, empty). The rate is startups per second; the first
// `warmup` startups are not measured.
const common = require('../common.js');
const path = require('path');
const { spawnSync } = require('child_process');

const scripts = {
  empty: path.join(__dirname, '..', 'fixtures', 'empty.js'),
  builtins: path.join(__dirname, '..', 'fixtures', 'require-builtins.js'),
};

const bench = common.createBenchmark(main, {
  mode: ['process', 'worker'],
  script: ['empty', 'builtins'],
  n: [15],
});

function startProcess(script) {
  const env = Object.assign({}, process.env);
  delete env.NODE_RUN_BENCHMARK_FN;
  delete env.NODE_BENCH_LIST_CONFIGS;
  const child = spawnSync(process.execPath, [script], { env, encoding: 'utf8' });
  if (child.error) throw child.error;
  if (child.status !== 0) {
    throw new Error(`${script} exited with ${child.status}: ${child.stderr}`);
  }
}

function startWorker(Worker, script) {
  return new Promise((resolve, reject) => {
    const worker = new Worker(script);
    worker.on('error', reject);
    worker.on('exit', (code) => {
      if (code !== 0) reject(new Error(`worker ${script} exited with ${code}`));
      else resolve();
    });
  });
}

async function main({ mode, script, n }) {
  const file = scripts[script];
  if (!file) throw new Error(`unknown script: ${script}`);
  const warmup = 3;

  if (mode === 'process') {
    for (let i = 0; i < warmup; i++) startProcess(file);
    bench.start();
    for (let i = 0; i < n; i++) startProcess(file);
    bench.end(n);
  } else if (mode === 'worker') {
    const { Worker } = require('worker_threads');
    for (let i = 0; i < warmup; i++) await startWorker(Worker, file);
    bench.start();
    for (let i = 0; i < n; i++) await startWorker(Worker, file);
    bench.end(n);
  } else {
    throw new Error(`unknown mode: ${mode}`);
  }
}
