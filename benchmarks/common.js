'use strict';

// Benchmark harness for the bundled suite. It follows node core's
// benchmark/common.js contract (createBenchmark(main, configs, options),
// bench.start()/bench.end(n), one child process per configuration, the
// {type: 'report'} IPC message) so the same files can be driven by the
// node-bench runner or run by hand. Written for Node 16 and newer: no APIs
// that appeared after Node 16.0.
//
// Process modes, decided by the environment:
//   NODE_BENCH_LIST_CONFIGS=1   list every configuration (after argv
//                               overrides, --test and combinationFilter) and
//                               exit without running anything.
//   NODE_RUN_BENCHMARK_FN set   run main() in this process for the first
//                               configuration only, then report.
//   neither                     run by hand: fork this file once per
//                               configuration and print one line per result.

const childProcess = require('child_process');
const fs = require('fs');
const os = require('os');
const path = require('path');

const BENCH_DIR = __dirname;

function allowAll() {
  return true;
}

// `group/file.js`: the path relative to this directory, or, for a file
// outside it (a benchmark of your own using this harness), its last two
// path segments.
function benchmarkName(filename) {
  const rel = path.relative(BENCH_DIR, filename);
  if (rel.startsWith('..') || path.isAbsolute(rel)) {
    return [path.basename(path.dirname(filename)), path.basename(filename)].join('/');
  }
  return rel.split(path.sep).join('/');
}

function toArray(value) {
  return Array.isArray(value) ? value.slice() : [value];
}

function parseValue(key, example, raw) {
  if (typeof example === 'number') {
    const num = Number(raw);
    if (raw.trim() === '' || Number.isNaN(num)) {
      throw new TypeError(`configuration "${key}" expects a number, got "${raw}"`);
    }
    return num;
  }
  return raw;
}

// Parses argv into the option table (key -> array of values) and the extra
// key=value pairs that are not configuration keys (passed through to
// children, like core).
function parseArgs(argv, configs, options) {
  const table = {};
  for (const key of Object.keys(configs)) {
    const values = toArray(configs[key]);
    if (values.length === 0) {
      throw new TypeError(`configuration "${key}" has no values`);
    }
    table[key] = values;
  }

  const args = argv.slice();
  const testIndex = args.indexOf('--test');
  const testMode = testIndex !== -1;
  if (testMode) {
    args.splice(testIndex, 1);
    for (const key of Object.keys(table)) {
      let value = table[key][0];
      if (typeof value === 'number') {
        if (key === 'dur' || key === 'duration') value = 0.05;
        else if (value > 1) value = 1;
      }
      table[key] = [value];
    }
    if (options.test) {
      for (const key of Object.keys(options.test)) {
        table[key] = toArray(options.test[key]);
      }
    }
  }

  // Explicit key=value arguments replace the defaults (or the test values)
  // of their key; repeating a key gives several values.
  const overrides = {};
  const extra = {};
  for (const arg of args) {
    const match = /^([^=]+)=([\s\S]*)$/.exec(arg);
    if (!match) {
      throw new Error(`bad argument: ${arg} (expected key=value or --test)`);
    }
    const key = match[1];
    const raw = match[2];
    if (Object.prototype.hasOwnProperty.call(table, key)) {
      if (!overrides[key]) overrides[key] = [];
      overrides[key].push(parseValue(key, toArray(configs[key])[0], raw));
    } else {
      extra[key] = raw;
    }
  }
  for (const key of Object.keys(overrides)) table[key] = overrides[key];

  return { table, extra, testMode };
}

// Every combination of the option table, keys in declaration order,
// filtered by combinationFilter.
function buildQueue(table, filter) {
  const keys = Object.keys(table);
  for (const key of keys) {
    const values = table[key];
    for (const value of values) {
      if (typeof value !== 'number' && typeof value !== 'string') {
        throw new TypeError(`configuration "${key}" had type ${typeof value}`);
      }
      if (typeof value !== typeof values[0]) {
        throw new TypeError(`configuration "${key}" has mixed types`);
      }
    }
  }

  const queue = [];
  const walk = (index, current) => {
    if (index === keys.length) {
      const allowed = filter(Object.assign({}, current));
      if (typeof allowed !== 'boolean') {
        throw new TypeError('Combination filter must always return a boolean');
      }
      if (allowed) queue.push(Object.assign({}, current));
      return;
    }
    const key = keys[index];
    for (const value of table[key]) {
      current[key] = value;
      walk(index + 1, current);
    }
    delete current[key];
  };
  walk(0, {});
  return queue;
}

function nanosecondsToString(ns) {
  const str = ns.toString();
  if (str.length <= 9) return `0.${str.padStart(9, '0')}`;
  return `${str.slice(0, str.length - 9)}.${str.slice(str.length - 9)}`;
}

function toBigIntNs(elapsed) {
  if (typeof elapsed === 'bigint') return elapsed;
  if (typeof elapsed === 'number' && Number.isFinite(elapsed) && elapsed >= 0) {
    return BigInt(Math.round(elapsed));
  }
  throw new TypeError('elapsed time must be a bigint or a non-negative number of nanoseconds');
}

function formatRate(rate) {
  const parts = String(rate).split('.');
  parts[0] = parts[0].replace(/(\d)(?=(?:\d{3})+(?!\d))/g, '$1,');
  return parts.length > 1 ? `${parts[0]}.${parts[1]}` : parts[0];
}

function formatResult(data) {
  let conf = '';
  for (const key of Object.keys(data.conf)) {
    conf += ` ${key}=${JSON.stringify(data.conf[key])}`;
  }
  return `${data.name}${conf}: ${formatRate(data.rate)}\n`;
}

function isChildRun() {
  return process.env.NODE_RUN_BENCHMARK_FN !== undefined;
}

// Report a result: over IPC when forked, else one core-style line on stdout.
// A child that has reported exits by itself; the unref'd timer only forces it
// if something (a forgotten handle) keeps it alive.
function sendResult(data) {
  if (typeof process.send === 'function') {
    process.send(data, () => {
      if (isChildRun()) {
        setTimeout(() => process.exit(0), 5000).unref();
      }
    });
  } else {
    process.stdout.write(formatResult(data));
  }
}

function autocannonPath() {
  const candidates = [
    // the copy bundled into dist/ first: inside the package wherever it is installed (and in the sandbox)
    path.join(BENCH_DIR, '..', 'dist', 'vendor', 'autocannon.cjs'),
    path.join(BENCH_DIR, '..', 'node_modules', 'autocannon', 'autocannon.js'),
  ];
  try {
    candidates.push(require.resolve('autocannon/autocannon.js', { paths: [BENCH_DIR] }));
  } catch {
    // not resolvable from here; the first candidate is the only one.
  }
  for (const candidate of candidates) {
    if (fs.existsSync(candidate)) return candidate;
  }
  return null;
}

class Benchmark {
  constructor(main, configs, options) {
    if (typeof main !== 'function') throw new TypeError('main must be a function');
    options = options || {};
    configs = configs || {};
    this._main = main;
    this._started = false;
    this._ended = false;
    this._time = 0n;
    this._reported = false;

    const mainFile = (require.main && require.main.filename) || process.argv[1];
    this.filename = mainFile;
    this.name = benchmarkName(mainFile);
    this.flags = Array.isArray(options.flags) ? options.flags.slice() : [];
    this.combinationFilter = typeof options.combinationFilter === 'function' ? options.combinationFilter : allowAll;

    let parsed;
    try {
      parsed = parseArgs(process.argv.slice(2), configs, options);
      this.queue = buildQueue(parsed.table, this.combinationFilter);
    } catch (err) {
      console.error(`${this.name}: ${err.message}`);
      process.exit(1);
    }
    this.options = parsed.table;
    this.extra_options = parsed.extra;
    this.testMode = parsed.testMode;
    this.config = this.queue[0];

    process.nextTick(() => this._dispatch());
  }

  _dispatch() {
    if (process.env.NODE_BENCH_LIST_CONFIGS === '1') {
      this._list();
    } else if (isChildRun()) {
      if (this.queue.length > 0) this._main(this.config);
    } else {
      this._runAll();
    }
  }

  _list() {
    const message = {
      type: 'configs',
      name: this.name,
      configs: this.queue,
      flags: this.flags,
    };
    if (typeof process.send === 'function') {
      process.send(message, () => process.exit(0));
    } else {
      process.stdout.write(`${JSON.stringify(message)}\n`);
    }
  }

  _runAll() {
    if (typeof process.send === 'function') {
      process.send({ type: 'config', name: this.name, queueLength: this.queue.length });
    }
    const runOne = (index) => {
      if (index >= this.queue.length) return;
      const config = this.queue[index];
      const args = [];
      for (const key of Object.keys(config)) args.push(`${key}=${config[key]}`);
      for (const key of Object.keys(this.extra_options)) {
        args.push(`${key}=${this.extra_options[key]}`);
      }
      const env = Object.assign({}, process.env, { NODE_RUN_BENCHMARK_FN: '' });
      delete env.NODE_BENCH_LIST_CONFIGS;
      const child = childProcess.fork(this.filename, args, {
        env,
        execArgv: this.flags.concat(process.execArgv),
      });
      child.on('message', (data) => {
        if (data && data.type === 'report') sendResult(data);
      });
      child.on('close', (code, signal) => {
        if (code || signal) {
          console.error(
            `${this.name}: configuration ${args.join(' ')} failed ` +
              `(${signal ? `signal ${signal}` : `exit code ${code}`})`,
          );
          process.exit(code || 1);
        }
        runOne(index + 1);
      });
    };
    runOne(0);
  }

  start() {
    if (this._started) {
      throw new Error('Called start more than once in a single benchmark');
    }
    this._started = true;
    this._time = process.hrtime.bigint();
  }

  end(operations) {
    const time = process.hrtime.bigint();
    if (!this._started) throw new Error('called end without start');
    if (this._ended) throw new Error('called end multiple times');
    if (typeof operations !== 'number') {
      throw new Error('called end() without specifying operation count');
    }
    if (!(operations > 0)) throw new Error('called end() with operation count <= 0');
    this._ended = true;
    const elapsed = time - this._time;
    if (elapsed <= 0n) throw new Error('insufficient clock precision for short benchmark');
    this.report(operations / (Number(elapsed) / 1e9), elapsed);
  }

  // For benchmarks that measure themselves (http): rate in operations per
  // second, elapsed in nanoseconds (bigint or number).
  report(rate, elapsedNs) {
    if (typeof rate !== 'number' || !Number.isFinite(rate) || rate <= 0) {
      throw new Error(`report() needs a positive finite rate, got ${rate}`);
    }
    if (this._reported) throw new Error('called report multiple times');
    this._reported = true;
    sendResult({
      type: 'report',
      name: this.name,
      conf: this.config,
      rate,
      time: nanosecondsToString(toBigIntNs(elapsedNs)),
    });
  }

  // Load an HTTP server with autocannon running in the host node (the
  // runner's own node, NODE_BENCH_HOST_NODE), never in the benchmarked
  // binary. Reports requests/sec (autocannon's requests.average) as the
  // rate. cb(code) runs once the load is over, before the report, so the
  // benchmark can close its server.
  http(opts, cb) {
    const options = Object.assign({ path: '/', connections: 100, duration: 5 }, opts);
    if (!options.port) throw new Error('bench.http() needs a port');
    const entry = autocannonPath();
    if (!entry) {
      const err = new Error(
        'autocannon is not installed: expected node_modules/autocannon/autocannon.js ' +
          'next to the benchmarks/ directory (run npm install in the node-bench checkout)',
      );
      if (cb) cb(1);
      console.error(err.message);
      process.exit(1);
    }
    const hostNode = process.env.NODE_BENCH_HOST_NODE || process.execPath;
    const duration = Math.max(1, Number(options.duration) || 0);
    const url = `http://127.0.0.1:${options.port}${options.path}`;
    const args = [entry, '--json', '-c', String(options.connections), '-d', String(duration)];
    if (options.pipelining) args.push('-p', String(options.pipelining));
    args.push(url);

    const env = Object.assign({}, process.env);
    // The load generator is not the process under test: it must not pick up
    // the benchmark's modes or flags meant for the benchmarked binary.
    delete env.NODE_RUN_BENCHMARK_FN;
    delete env.NODE_BENCH_LIST_CONFIGS;
    delete env.NODE_OPTIONS;

    const started = process.hrtime.bigint();
    const child = childProcess.spawn(hostNode, args, {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8');
    child.stderr.setEncoding('utf8');
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const fail = (message) => {
      if (cb) cb(1);
      console.error(`${this.name}: autocannon (${hostNode}) ${message}`);
      if (stderr.trim()) console.error(stderr.trim());
      process.exit(1);
    };
    child.on('error', (err) => fail(`could not start: ${err.message}`));
    child.on('close', (code, signal) => {
      const elapsed = process.hrtime.bigint() - started;
      if (code !== 0) return fail(`exited with ${signal ? `signal ${signal}` : `code ${code}`}`);
      let result;
      try {
        const line = stdout
          .trim()
          .split('\n')
          .filter((l) => l.startsWith('{'))
          .pop();
        result = JSON.parse(line);
      } catch {
        return fail('printed no JSON result');
      }
      const rate = result && result.requests && result.requests.average;
      if (!(rate > 0)) {
        return fail(`measured no successful requests (errors: ${result.errors}, timeouts: ${result.timeouts})`);
      }
      if (cb) cb(0);
      const ns = result.duration > 0 ? BigInt(Math.round(result.duration * 1e9)) : elapsed;
      this.report(rate, ns);
    });
  }
}

function createBenchmark(main, configs, options) {
  return new Benchmark(main, configs, options);
}

// A scratch directory private to this process (under os.tmpdir()), created
// on first use and removed when the process exits.
let scratchDir = null;
function tmpdir() {
  if (scratchDir === null) {
    scratchDir = fs.mkdtempSync(path.join(os.tmpdir(), `node-bench-${process.pid}-`));
    process.on('exit', () => {
      try {
        fs.rmSync(scratchDir, { recursive: true, force: true });
      } catch {
        // best effort: the OS cleans its temporary directory eventually
      }
    });
  }
  return scratchDir;
}

// Consume a value so the optimiser cannot drop the computation producing it.
let sinkValue;
function sink(value) {
  sinkValue = value;
  return sinkValue;
}

module.exports = {
  createBenchmark,
  sink,
  tmpdir,
  // exported for the tests and for the runner's documentation
  _internal: { parseArgs, buildQueue, nanosecondsToString, formatResult, benchmarkName },
};
