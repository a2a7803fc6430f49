// Preloaded (`node --require`) into a node core benchmark file run in
// parent mode: the file's own common.js builds its queue of configurations
// (honouring the key=value arguments, i.e. compare.js's --set) and forks
// itself once per configuration. Instead of starting those children we
// record each fork's configuration, arguments and node flags, answer with a
// child that exits 0 at once (so common.js forks the next one), and send the
// whole listing to our runner over IPC once the queue is done:
//   {type: 'configs', configs: [{key: value}], flags: [...], args: [[...]]}
// The tree's common.js decides what the configurations are, for any node
// version; we only watch.
//
// A file may give createBenchmark a `setup(queue)` option (node v24's
// common.js): compare.js's parent process runs it once before forking, so
// its files (often under test/.tmp.*, which the parent removes on exit) are
// there for each fork. Our listing parent skips it and says so (`setup:
// true`); the measuring children of such a file get this preload too, which
// runs setup([its configuration]) in the child, before the benchmark's main,
// then unhooks itself.
'use strict';

const childProcess = require('node:child_process');
const { EventEmitter } = require('node:events');
const Module = require('node:module');

const self = __filename;
const forks = [];
const measuring = process.env.NODE_RUN_BENCHMARK_FN !== undefined;
let benchmark = null;
let hasSetup = false;

// Catch the Benchmark object createBenchmark returns: its queue holds the
// configurations with their types (numbers stay numbers), as the child
// reports them.
const load = Module._load;
/** The module's createBenchmark, if any: test/common's exports are a Proxy that throws on a name it lacks. */
function createBenchmarkOf(exported) {
  try {
    return exported ? exported.createBenchmark : undefined;
  } catch {
    return undefined;
  }
}
Module._load = function (...args) {
  const exported = load.apply(this, args);
  if (typeof createBenchmarkOf(exported) === 'function' && !exported.createBenchmark.nodeBenchWrapped) {
    const create = exported.createBenchmark;
    const wrapped = function (...createArgs) {
      benchmark = create.apply(this, createArgs);
      const setup = benchmark.originalOptions && benchmark.originalOptions.setup;
      if (typeof setup === 'function') {
        hasSetup = true;
        // common.js calls main (child) or _run (parent) on the next tick
        if (measuring) setup(benchmark.queue);
        else benchmark.originalOptions = { ...benchmark.originalOptions, setup: undefined };
      }
      return benchmark;
    };
    wrapped.nodeBenchWrapped = true;
    exported.createBenchmark = wrapped;
    // a measuring child needs nothing more of us: no hook while it is timed
    if (measuring) Module._load = load;
  }
  return exported;
};

/** node flags without our own --require of this file */
function withoutPreload(execArgv) {
  const flags = [];
  for (let i = 0; i < execArgv.length; i++) {
    const flag = execArgv[i];
    if ((flag === '--require' || flag === '-r') && execArgv[i + 1] === self) {
      i++;
      continue;
    }
    if (flag === `--require=${self}`) continue;
    flags.push(flag);
  }
  return flags;
}

// A measuring child: only the setup above.
if (measuring) return;

childProcess.fork = function recordFork(file, args = [], options = {}) {
  const queue = benchmark && Array.isArray(benchmark.queue) ? benchmark.queue : null;
  const conf = queue ? queue[forks.length] : undefined;
  forks.push({
    file,
    args: Array.from(args, String),
    flags: withoutPreload(options.execArgv ?? process.execArgv),
    conf: conf && typeof conf === 'object' ? { ...conf } : null,
  });
  const child = new EventEmitter();
  child.pid = 0;
  child.send = () => true;
  child.kill = () => true;
  setImmediate(() => {
    child.emit('exit', 0, null);
    child.emit('close', 0, null);
  });
  return child;
};

let sent = false;
process.on('beforeExit', () => {
  if (sent || typeof process.send !== 'function') return;
  sent = true;
  const flags = forks.length > 0 ? forks[0].flags : [];
  process.send(
    {
      type: 'configs',
      configs: forks.map((f) => f.conf ?? parseArgs(f.args)),
      flags,
      args: forks.map((f) => f.args),
      flagsPerFork: forks.map((f) => f.flags),
      setup: hasSetup,
    },
    () => process.disconnect(),
  );
});

/** Fallback when no Benchmark object was seen: the fork's key=value arguments. */
function parseArgs(args) {
  const conf = {};
  for (const arg of args) {
    const at = arg.indexOf('=');
    if (at > 0) conf[arg.slice(0, at)] = arg.slice(at + 1);
  }
  return conf;
}
