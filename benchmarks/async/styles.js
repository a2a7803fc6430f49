'use strict';

// Seed 002 (async styles): the same asynchronous flow written four ways.
// One operation = one call(), which awaits four add(n) steps (each resolves
// to n + 1) and checks a + b + c + d === 14.
//   style=callback            add() defers with process.nextTick, nested callbacks
//   style=generator           a generator driven by a small promise runner
//   style=async               async/await with the native Promise
//   style=generator-bluebird  the generator runner with bluebird as global Promise
//   style=async-bluebird      async/await with bluebird as global Promise
// The seed's claims: async/await beats the generator form, is close to
// callbacks, and swapping in bluebird makes async/await much slower.
// Every configuration runs in its own process, so replacing the global
// Promise cannot leak into another configuration.
const common = require('../common.js');

const bench = common.createBenchmark(main, {
  style: ['callback', 'generator', 'async', 'generator-bluebird', 'async-bluebird'],
  n: [1e5],
});

function loadBluebird() {
  // The copy bundled into dist/ first: what the package ships, inside the package wherever it is installed.
  const bundled = require('path').join(__dirname, '..', '..', 'dist', 'vendor', 'bluebird.cjs');
  if (require('fs').existsSync(bundled)) return require(bundled);
  try {
    return require('bluebird');
  } catch (err) {
    throw new Error(`style=*-bluebird needs the bluebird package next to the benchmarks (npm install): ${err.message}`);
  }
}

// --- callbacks -------------------------------------------------------------

function addCallback(n, callback) {
  process.nextTick(() => callback(null, n + 1));
}

function callCallback(callback) {
  addCallback(1, (err, a) => {
    if (err) return callback(err);
    addCallback(2, (err, b) => {
      if (err) return callback(err);
      addCallback(3, (err, c) => {
        if (err) return callback(err);
        addCallback(4, (err, d) => {
          if (err) return callback(err);
          callback(null, a + b + c + d === 14);
        });
      });
    });
  });
}

function runCallbacks(n, done) {
  let i = 0;
  let ok = 0;
  const next = (err, result) => {
    if (err) return done(err);
    if (result) ok++;
    if (i < n) {
      i++;
      process.nextTick(() => callCallback(next));
    } else {
      done(null, ok);
    }
  };
  next(null, false);
}

// --- promises (global Promise looked up at call time) ------------------------

function add(n) {
  return new Promise((resolve) => {
    resolve(n + 1);
  });
}

// --- generators --------------------------------------------------------------

// Drives a generator that yields promises, like the code TypeScript emits for
// async functions when targeting ES2015 (__awaiter).
function runGenerator(genFn) {
  return new Promise((resolve, reject) => {
    const it = genFn();
    const step = (method, arg) => {
      let result;
      try {
        result = it[method](arg);
      } catch (err) {
        reject(err);
        return;
      }
      if (result.done) {
        resolve(result.value);
        return;
      }
      Promise.resolve(result.value).then(
        (value) => step('next', value),
        (err) => step('throw', err),
      );
    };
    step('next', undefined);
  });
}

function callGenerator() {
  return runGenerator(function* () {
    const a = yield add(1);
    const b = yield add(2);
    const c = yield add(3);
    const d = yield add(4);
    return a + b + c + d === 14;
  });
}

function runGenerators(n) {
  return runGenerator(function* () {
    let ok = 0;
    for (let i = 0; i < n; i++) {
      if (yield callGenerator()) ok++;
    }
    return ok;
  });
}

// --- async/await -------------------------------------------------------------

async function callAsync() {
  const a = await add(1);
  const b = await add(2);
  const c = await add(3);
  const d = await add(4);
  return a + b + c + d === 14;
}

async function runAsync(n) {
  let ok = 0;
  for (let i = 0; i < n; i++) {
    if (await callAsync()) ok++;
  }
  return ok;
}

// -----------------------------------------------------------------------------

function finish(n, ok) {
  bench.end(n);
  if (ok !== n) throw new Error(`${n - ok} calls returned a wrong sum`);
}

function main({ style, n }) {
  if (style.endsWith('-bluebird')) {
    global.Promise = loadBluebird();
  }

  if (style === 'callback') {
    bench.start();
    runCallbacks(n, (err, ok) => {
      if (err) throw err;
      finish(n, ok);
    });
  } else if (style === 'generator' || style === 'generator-bluebird') {
    bench.start();
    runGenerators(n).then(
      (ok) => finish(n, ok),
      (err) =>
        process.nextTick(() => {
          throw err;
        }),
    );
  } else if (style === 'async' || style === 'async-bluebird') {
    bench.start();
    runAsync(n).then(
      (ok) => finish(n, ok),
      (err) =>
        process.nextTick(() => {
          throw err;
        }),
    );
  } else {
    throw new Error(`unknown style: ${style}`);
  }
}
