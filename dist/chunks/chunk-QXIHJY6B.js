import { createRequire as __nodeBenchCreateRequire } from 'node:module';
const require = __nodeBenchCreateRequire(import.meta.url);
import {
  CSV_HEADER,
  RESULT_ROW,
  SampleGroups,
  formatCsvRow,
  parseCompareCsv
} from "./chunk-GKETPKVX.js";
import {
  MAX_SEED,
  RunConfigError,
  checkSetKey,
  childEnv,
  createPrng,
  findExecutable,
  formatShard,
  inShard,
  isDirectory,
  isExecutableFile,
  parseCpuset,
  processRunner,
  randomSeed,
  resolveSpec,
  resolveTaskset,
  runSupervised,
  validateShard
} from "./chunk-C6BPCWA5.js";
import {
  UserError
} from "./chunk-Z5HW6UZF.js";

// src/pipeline/compare.ts
import { mkdtemp, rm } from "node:fs/promises";
import path5 from "node:path";

// src/run/suite.ts
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
var NOT_A_GROUP = /* @__PURE__ */ new Set(["fixtures", "node_modules"]);
var RUNNABLE = /\.(js|cjs|mjs)$/;
function findSuiteDir(from = fileURLToPath(import.meta.url)) {
  let dir = path.dirname(from);
  for (; ; ) {
    const candidate = path.join(dir, "benchmarks");
    if (existsSync(path.join(candidate, "common.js"))) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir) {
      throw new RunConfigError(`cannot find the bundled benchmarks/ directory (with common.js) above ${from}`);
    }
    dir = parent;
  }
}
function listGroups(suiteDir) {
  if (!isDirectory(suiteDir)) throw new RunConfigError(`benchmark suite ${suiteDir} is not a directory`);
  return readdirSync(suiteDir).filter((name) => name[0] !== "." && name[0] !== "_" && !NOT_A_GROUP.has(name)).filter((name) => isDirectory(path.join(suiteDir, name))).sort();
}
function resolveGroups(suiteDir, groups) {
  const existing = listGroups(suiteDir);
  const valid = existing.length > 0 ? `valid groups: ${existing.join(", ")}` : `${suiteDir} has no groups`;
  if (groups.length === 0 || groups.includes("all")) {
    if (existing.length === 0) throw new RunConfigError(`no benchmark groups to run: ${valid}`);
    return existing;
  }
  const unknown = groups.filter((g) => !existing.includes(g));
  if (unknown.length > 0) {
    const names = unknown.map((g) => JSON.stringify(g)).join(", ");
    throw new RunConfigError(`unknown benchmark group${unknown.length > 1 ? "s" : ""} ${names}; ${valid} (or all)`);
  }
  return [...new Set(groups)];
}
function isSelected(filename, filter, exclude) {
  const kept = filter.length === 0 || filter.some((f) => filename.includes(f));
  return kept && !exclude.some((e) => filename.includes(e));
}
function selectSuiteFiles(suiteDir, groups, filter = [], exclude = []) {
  const root = path.resolve(suiteDir);
  const files = [];
  let candidates = 0;
  for (const group of resolveGroups(root, groups)) {
    for (const name of readdirSync(path.join(root, group))) {
      if (name[0] === "." || name[0] === "_" || !RUNNABLE.test(name)) continue;
      const file = path.join(root, group, name);
      if (!statSync(file).isFile()) continue;
      candidates++;
      const filename = `${group}/${name}`;
      if (isSelected(filename, filter, exclude)) files.push({ filename, file });
    }
  }
  if (files.length === 0) {
    const how = [...filter.map((f) => `--filter ${f}`), ...exclude.map((e) => `--exclude ${e}`)].join(" ");
    throw new RunConfigError(
      candidates === 0 ? `no benchmark files in group(s) ${groups.join(", ") || "all"} of ${root}` : `no benchmark file matches ${how} (out of ${candidates} in the selected groups)`
    );
  }
  return files.sort((a, b) => a.filename < b.filename ? -1 : a.filename > b.filename ? 1 : 0);
}

// src/run/bundled.ts
import path2 from "node:path";

// src/run/csv-out.ts
import { closeSync, constants, fstatSync, openSync, readSync, writeSync } from "node:fs";
var CsvAppender = class _CsvAppender {
  constructor(path6, fd) {
    this.path = path6;
    this.#fd = fd;
  }
  #fd;
  rows = 0;
  static open(path6) {
    let fd;
    try {
      fd = openSync(path6, constants.O_RDWR | constants.O_APPEND | constants.O_CREAT | constants.O_NOFOLLOW, 420);
    } catch (error) {
      if (error.code === "ELOOP") {
        throw new RunConfigError(`${path6} is a symbolic link: results are not written through one`);
      }
      throw error;
    }
    try {
      const size = fstatSync(fd).size;
      if (size === 0) {
        writeSync(fd, `${CSV_HEADER}
`);
      } else {
        const last = Buffer.alloc(1);
        readSync(fd, last, 0, 1, size - 1);
        if (last[0] !== 10) writeSync(fd, "\n");
      }
    } catch (error) {
      closeSync(fd);
      throw error;
    }
    return new _CsvAppender(path6, fd);
  }
  write(sample) {
    if (this.#fd === null) throw new Error(`${this.path} is already closed`);
    writeSync(this.#fd, `${formatCsvRow(sample)}
`);
    this.rows++;
  }
  close() {
    if (this.#fd === null) return;
    closeSync(this.#fd);
    this.#fd = null;
  }
};

// src/run/execute.ts
var MAX_TIMER_MS = 2 ** 31 - 1;
var RunSession = class {
  #stop = new AbortController();
  #options;
  #budget;
  #onSignal = () => this.halt("signal");
  #reason = null;
  #fatal = null;
  constructor(options) {
    this.#options = options;
    const { maxTimeMs, signal } = options;
    if (Number.isFinite(maxTimeMs) && maxTimeMs <= MAX_TIMER_MS) {
      this.#budget = setTimeout(() => this.halt("max-time"), Math.max(0, maxTimeMs));
    }
    if (signal?.aborted) this.halt("signal");
    else signal?.addEventListener("abort", this.#onSignal, { once: true });
  }
  /** why the run stopped, null while it goes on */
  get reason() {
    return this.#reason;
  }
  get stopped() {
    return this.#reason !== null;
  }
  /** Stops the run: no child starts any more, the running one is killed. The first reason sticks. */
  halt(reason) {
    this.#reason ??= reason;
    this.#stop.abort();
  }
  /**
   * Calls one of the caller's callbacks. One that throws (say, the CSV file
   * cannot be written) stops the run; rethrow() throws its error once the
   * children are gone. After that no callback is called.
   */
  guard(callback) {
    if (this.#fatal !== null) return;
    try {
      callback();
    } catch (error) {
      this.#fatal = { error };
      this.halt("fatal");
    }
  }
  /**
   * Runs one child. A child killed because the run stopped says so in
   * `killed`: 'deadline' for the --max-time budget, 'aborted' otherwise.
   */
  async run(child) {
    const { timeoutMs, ...spec } = child;
    const result = await this.#options.supervisor({
      ...spec,
      cwd: this.#options.cwd,
      sandbox: this.#options.sandbox,
      signal: this.#stop.signal,
      limit: timeoutMs === void 0 ? void 0 : { ms: timeoutMs, cause: "timeout" }
    });
    if (result.killed === "aborted" && this.#reason === "max-time") return { ...result, killed: "deadline" };
    return result;
  }
  /** Ends the session: the budget and the caller's signal no longer matter. */
  close() {
    clearTimeout(this.#budget);
    this.#options.signal?.removeEventListener("abort", this.#onSignal);
  }
  /** Rethrows the error of a callback that threw, if one did. */
  rethrow() {
    if (this.#fatal !== null) throw this.#fatal.error;
  }
};
function stoppedByRun(result) {
  return result.killed === "aborted" || result.killed === "deadline";
}

// src/run/protocol.ts
import { inspect } from "node:util";
function isPlainObject(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
function isConfig(value) {
  return isPlainObject(value) && Object.values(value).every((v) => typeof v === "string" || typeof v === "number" && !Number.isNaN(v));
}
function readConfigsMessage(message) {
  if (!isPlainObject(message) || message.type !== "configs") return null;
  const { configs, flags = [] } = message;
  if (!Array.isArray(configs) || !configs.every(isConfig)) {
    return "configs listing without a valid configs array (objects of string or number values)";
  }
  if (!Array.isArray(flags) || !flags.every((f) => typeof f === "string")) {
    return "configs listing with flags that are not an array of strings";
  }
  return { type: "configs", configs, flags };
}
function readReportMessage(message) {
  if (!isPlainObject(message) || message.type !== "report") return null;
  const { conf, rate, time } = message;
  if (!isConfig(conf)) return "report without a valid conf object";
  if (typeof rate !== "number" || !Number.isFinite(rate)) return `report with rate ${String(rate)}`;
  const seconds = typeof time === "string" || typeof time === "number" ? Number(time) : NaN;
  if (!Number.isFinite(seconds)) return `report with time ${String(time)}`;
  return { type: "report", conf, rate, time: seconds };
}
function formatConfiguration(conf) {
  return Object.keys(conf).map((key) => `${key}=${inspect(conf[key])}`).join(" ");
}
function configArgs(conf) {
  return Object.entries(conf).map(([key, value]) => `${key}=${value}`);
}

// src/run/plan.ts
var BINARIES = ["old", "new"];
function listingQueue(files) {
  return files.flatMap((file, fileIndex) => BINARIES.map((binary) => ({ fileIndex, file, binary })));
}
function mergeListings(file, listings) {
  const merged = /* @__PURE__ */ new Map();
  for (const side of BINARIES) {
    const listing = listings[side];
    if (listing === void 0) continue;
    const seen = /* @__PURE__ */ new Map();
    for (const conf of listing.configs) {
      const configuration = formatConfiguration(conf);
      const occurrence = (seen.get(configuration) ?? 0) + 1;
      seen.set(configuration, occurrence);
      const key = `${configuration}\0${occurrence}`;
      let entry = merged.get(key);
      if (entry === void 0) {
        entry = { filename: file.filename, file: file.file, conf, configuration, flags: { old: null, new: null } };
        merged.set(key, entry);
      }
      entry.flags[side] = listing.flags;
    }
  }
  return [...merged.values()];
}
function measureQueue(configurations, runs, seed) {
  const prng = createPrng(seed);
  const queue = [];
  for (let run = 1; run <= runs; run++) {
    for (const configuration of configurations) {
      const order = prng() < 0.5 ? ["old", "new"] : ["new", "old"];
      for (const binary of order) {
        if (configuration.flags[binary] !== null) queue.push({ run, binary, configuration });
      }
    }
  }
  return queue;
}
function listingFailures(listings, selected, shard) {
  const failures = [];
  const failedListing = /* @__PURE__ */ new Set();
  for (const [fileIndex, { file, ...sides }] of listings.entries()) {
    for (const binary of BINARIES) {
      const { failure } = sides[binary];
      if (failure === void 0) continue;
      failedListing.add(`${file.filename}\0${binary}`);
      if (inShard(fileIndex, shard)) {
        failures.push({ binary, filename: file.filename, configuration: "", run: null, phase: "list", ...failure });
      }
    }
  }
  for (const c of selected) {
    const sides = BINARIES.filter((b) => c.flags[b] !== null);
    if (sides.length !== 1) continue;
    const other = sides[0];
    const missing = other === "old" ? "new" : "old";
    if (failedListing.has(`${c.filename}\0${missing}`)) continue;
    failures.push({
      binary: missing,
      filename: c.filename,
      configuration: c.configuration,
      run: null,
      phase: "run",
      reason: "not listed",
      detail: `the ${other} binary lists this configuration, the ${missing} binary does not; ran on ${other} only`,
      stderrTail: ""
    });
  }
  return failures;
}
function planRuns(input) {
  const all = [];
  for (const { file, old, new: neu } of input.listings) {
    for (const entry of mergeListings(file, { old: old.listing, new: neu.listing })) {
      all.push({ ...entry, index: all.length });
    }
  }
  const configurations = all.filter((c) => inShard(c.index, input.shard));
  const queue = measureQueue(configurations, input.runs, input.seed);
  return {
    seed: input.seed,
    runs: input.runs,
    shard: input.shard ?? null,
    files: [...input.files],
    configurations,
    totalConfigurations: all.length,
    jobs: queue.length,
    queue,
    failures: listingFailures(input.listings, configurations, input.shard)
  };
}
function listingCommand(job, launch) {
  return { command: launch.binaries[job.binary], args: [job.file.file, ...launch.set.map(([k, v]) => `${k}=${v}`)] };
}
function measureCommand(job, launch) {
  const c = job.configuration;
  const binary = launch.binaries[job.binary];
  const args = [...c.flags[job.binary], c.file, ...configArgs(c.conf)];
  for (const [k, v] of launch.set) if (!(k in c.conf)) args.push(`${k}=${v}`);
  if (launch.pin === void 0) return { command: binary, args };
  return { command: launch.pin.taskset, args: ["-c", launch.pin.cpuset, binary, ...args] };
}

// src/run/progress.ts
function formatDuration(ms) {
  if (!Number.isFinite(ms) || ms < 0) return "?";
  const seconds = Math.round(ms / 1e3);
  if (seconds < 60) return `${seconds}s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes}m${String(seconds % 60).padStart(2, "0")}s`;
  return `${Math.floor(minutes / 60)}h${String(minutes % 60).padStart(2, "0")}m`;
}
var PREFIX = "node-bench:";
var Progress = class {
  #output;
  #now;
  #quiet;
  #tty;
  #intervalMs;
  #stepPercent;
  #phase = "idle";
  #listed = 0;
  #files = 0;
  #done = 0;
  #total = 0;
  #failed = 0;
  #current = "";
  #startedAt = 0;
  #lastLineAt = 0;
  #lastLineDone = -1;
  #lastStep = -1;
  #barShown = false;
  #timer;
  constructor(options) {
    this.#output = options.output;
    this.#now = options.now ?? (() => performance.now());
    this.#quiet = options.quiet ?? false;
    this.#tty = options.tty ?? options.output.isTTY === true;
    this.#intervalMs = options.intervalMs ?? 1e4;
    this.#stepPercent = options.stepPercent ?? 5;
  }
  /** A line of its own (the seed, a failure), above the bar on a terminal. */
  message(line) {
    if (this.#quiet) return;
    this.#clearBar();
    this.#output.write(`${line}
`);
    if (this.#tty) this.#draw();
  }
  /** Listing configurations: `listed` of `files` benchmark files done. */
  listing(listed, files) {
    if (this.#quiet) return;
    const first = this.#phase !== "listing";
    this.#phase = "listing";
    this.#listed = listed;
    this.#files = files;
    if (this.#tty) this.#draw();
    else if (first) this.#output.write(`${PREFIX} listing the configurations of ${files} benchmark file(s)
`);
  }
  /** The measuring phase begins: `total` child runs planned. */
  start(total) {
    if (this.#quiet) return;
    this.#clearBar();
    this.#phase = "running";
    this.#total = total;
    this.#startedAt = this.#now();
    this.#lastLineAt = this.#startedAt;
    this.#lastStep = 0;
    if (!this.#tty) this.#output.write(`${PREFIX} ${total} benchmark runs to do
`);
    this.#timer = setInterval(() => this.#tick(), this.#tty ? 1e3 : Math.min(this.#intervalMs, 1e3));
    this.#timer.unref();
    if (this.#tty) this.#draw();
  }
  /** A child is starting; `label` names it. */
  running(label) {
    if (this.#quiet) return;
    this.#current = label;
    if (this.#tty) this.#draw();
  }
  /** Counts after a child finished (total shrinks when configurations are given up). */
  update(done, total, failed) {
    if (this.#quiet || this.#phase !== "running") return;
    this.#done = done;
    this.#total = total;
    this.#failed = failed;
    if (this.#tty) {
      this.#draw();
      return;
    }
    const percent = total > 0 ? 100 * done / total : 100;
    const step = Math.floor(percent / this.#stepPercent);
    if (step > this.#lastStep || this.#now() - this.#lastLineAt >= this.#intervalMs) {
      this.#lastStep = step;
      this.#plainLine();
    }
  }
  /** The run is over; `line` is printed last. */
  finish(line) {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = void 0;
    if (this.#quiet) return;
    if (this.#tty && this.#phase === "running") this.#draw();
    if (this.#barShown) {
      this.#output.write("\n");
      this.#barShown = false;
    } else if (!this.#tty && this.#phase === "running" && this.#lastLineDone !== this.#done) {
      this.#plainLine();
    }
    this.#phase = "done";
    if (line !== void 0) this.#output.write(`${line}
`);
  }
  #tick() {
    if (this.#phase !== "running") return;
    if (this.#tty) this.#draw();
    else if (this.#now() - this.#lastLineAt >= this.#intervalMs) this.#plainLine();
  }
  #eta() {
    const elapsed = this.#now() - this.#startedAt;
    if (this.#done === 0) return "?";
    return formatDuration(elapsed / this.#done * (this.#total - this.#done));
  }
  #plainLine() {
    const now = this.#now();
    this.#lastLineAt = now;
    this.#lastLineDone = this.#done;
    const percent = this.#total > 0 ? Math.floor(100 * this.#done / this.#total) : 100;
    const failed = this.#failed > 0 ? `, ${this.#failed} failed` : "";
    this.#output.write(
      `${PREFIX} ${this.#done}/${this.#total} runs done (${percent}%)${failed}, ${formatDuration(now - this.#startedAt)} elapsed, ETA ${this.#eta()}
`
    );
  }
  #clearBar() {
    if (this.#barShown) {
      this.#output.write("\r\x1B[2K");
      this.#barShown = false;
    }
  }
  // One redraw per child start and end (and per second): children take tens
  // of milliseconds at least, so no throttling is needed.
  #draw() {
    const now = this.#now();
    const columns = this.#output.columns && this.#output.columns > 20 ? this.#output.columns : 80;
    let text;
    if (this.#phase === "listing") {
      text = `listing configurations ${this.#listed}/${this.#files} files`;
    } else if (this.#phase === "running") {
      const ratio = this.#total > 0 ? this.#done / this.#total : 1;
      const width = 20;
      const filled = Math.round(ratio * width);
      const bar = `[${"█".repeat(filled)}${"░".repeat(width - filled)}]`;
      const failed = this.#failed > 0 ? ` ${this.#failed} failed` : "";
      text = `${bar} ${this.#done}/${this.#total} ${Math.floor(ratio * 100)}%${failed} ${formatDuration(now - this.#startedAt)} ETA ${this.#eta()}` + (this.#current && this.#done < this.#total ? ` ${this.#current}` : "");
    } else {
      return;
    }
    if (text.length > columns - 1) text = `${text.slice(0, columns - 2)}…`;
    this.#output.write(`\r\x1B[2K${text}`);
    this.#barShown = true;
  }
};

// src/run/stderr.ts
function lastLines(tail, maxLines = 20) {
  const lines = tail.replace(/\n+$/, "").split("\n");
  return lines.slice(-maxLines).join("\n");
}
function stderrHint(tail) {
  const lines = tail.split("\n").map((l) => l.trim()).filter((l) => l !== "" && !/^Node\.js v\d/.test(l));
  const error = lines.find((l) => /^([A-Z]\w*)?(Error|Exception)\b.*:/.test(l));
  const hint = error ?? lines.at(-1) ?? "";
  return hint.length > 200 ? `${hint.slice(0, 199)}…` : hint;
}
function errorLine(stderrTail) {
  const lines = stderrTail.split("\n").map((line) => line.trim());
  for (let i = lines.length - 1; i >= 0; i--) {
    const line = lines[i];
    if (/^([A-Za-z_$][\w$]*)?(Error|Exception)\b/.test(line) || /^(Uncaught|Fatal|FATAL)\b/.test(line)) {
      return line.length > 200 ? `${line.slice(0, 197)}...` : line;
    }
  }
  return null;
}

// src/run/bundled.ts
var RUN_DEFAULTS = {
  runs: 30,
  /** per child process (listing or measuring) */
  timeoutMs: 5 * 6e4,
  /** whole run: no limit */
  maxTimeMs: Infinity,
  /** failed runs of one configuration on one binary before it is given up */
  maxFailuresPerConfig: 2
};
function checkBinary(side, binary) {
  const resolved = path2.resolve(binary);
  if (!isExecutableFile(resolved)) throw new RunConfigError(`the ${side} binary ${binary} is not an executable file`);
  return resolved;
}
function positive(value, fallback, what, integer) {
  if (value === void 0) return fallback;
  const ok = integer ? Number.isInteger(value) && value >= 1 : value > 0;
  if (!ok)
    throw new RunConfigError(`${what} must be ${integer ? "a whole number of at least 1" : "positive"}; got ${value}`);
  return value;
}
function setPairs(set) {
  const pairs = [];
  for (const [key, value] of Object.entries(set ?? {})) {
    try {
      checkSetKey(key, "--set key");
    } catch (error) {
      throw new RunConfigError(error.message);
    }
    for (const v of typeof value === "string" ? [value] : value) pairs.push([key, v]);
  }
  return pairs;
}
function describeEnd(result, timeoutMs) {
  let end = null;
  if (result.killed === "timeout")
    end = { reason: "timeout", detail: `killed after the ${formatDuration(timeoutMs)} timeout` };
  else if (result.spawnError) end = { reason: "crash", detail: `could not start: ${result.spawnError.message}` };
  else if (result.signal) end = { reason: "crash", detail: `killed by ${result.signal}` };
  else if (result.exitCode !== 0)
    end = { reason: `exit code ${result.exitCode ?? 1}`, detail: `exited with code ${result.exitCode}` };
  if (end === null) return null;
  const hint = stderrHint(result.stderrTail);
  return hint === "" ? end : { ...end, detail: `${end.detail}; stderr: ${hint}` };
}
async function checkRequest(request, deps, supervisor) {
  const binaries = {
    old: checkBinary("old", request.binaries.old),
    new: checkBinary("new", request.binaries.new)
  };
  const runs = positive(request.runs, RUN_DEFAULTS.runs, "--runs", true);
  const timeoutMs = positive(request.timeoutMs, RUN_DEFAULTS.timeoutMs, "the child timeout", false);
  const maxTimeMs = positive(request.maxTimeMs, RUN_DEFAULTS.maxTimeMs, "--max-time", false);
  const maxFailures = positive(
    request.maxFailuresPerConfig,
    RUN_DEFAULTS.maxFailuresPerConfig,
    "maxFailuresPerConfig",
    true
  );
  const shard = request.shard ? validateShard(request.shard) : void 0;
  const set = setPairs(request.set);
  if (request.seed !== void 0 && !(Number.isInteger(request.seed) && request.seed >= 0 && request.seed <= MAX_SEED)) {
    throw new RunConfigError(`--seed must be a whole number from 0 to ${MAX_SEED}; got ${request.seed}`);
  }
  const seed = request.seed ?? randomSeed();
  const cpuset = request.cpuset === void 0 ? void 0 : parseCpuset(request.cpuset);
  const suiteDir = path2.resolve(request.suiteDir ?? findSuiteDir());
  const pin = cpuset === void 0 ? void 0 : {
    cpuset,
    taskset: await resolveTaskset(cpuset, {
      binary: binaries.old,
      env: deps.env,
      cwd: suiteDir,
      sandbox: deps.sandbox,
      supervisor
    })
  };
  const files = selectSuiteFiles(suiteDir, request.groups, request.filter ?? [], request.exclude ?? []);
  return {
    binaries,
    runs,
    timeoutMs,
    maxTimeMs,
    maxFailures,
    shard,
    seed,
    suiteDir,
    files,
    launch: { binaries, set, pin }
  };
}
function modeEnv(env, hostNode, mode) {
  const e = { ...env, NODE_BENCH_HOST_NODE: hostNode };
  delete e.NODE_BENCH_LIST_CONFIGS;
  delete e.NODE_RUN_BENCHMARK_FN;
  if (mode === "list") e.NODE_BENCH_LIST_CONFIGS = "1";
  else e.NODE_RUN_BENCHMARK_FN = "";
  return e;
}
var BundledRun = class {
  constructor(session, checked, deps, progress, out) {
    this.session = session;
    this.checked = checked;
    this.deps = deps;
    this.progress = progress;
    this.out = out;
  }
  failures = [];
  skipped = [];
  samples = 0;
  /** measuring children that ended on their own, and of those, the failed ones */
  done = 0;
  failed = 0;
  fail(failure) {
    this.failures.push(failure);
    const where = failure.phase === "list" ? "listing configurations" : `run ${failure.run}`;
    const what = [failure.filename, failure.configuration].filter(Boolean).join(" ");
    this.progress.message(
      `node-bench: FAILED ${what} (${failure.binary}, ${where}): ${failure.reason}: ${failure.detail}`
    );
    this.session.guard(() => this.deps.onFailure?.(failure));
  }
  /** Lists every file's configurations with both binaries; fewer files when the run stops meanwhile. */
  async list() {
    const { files, launch, timeoutMs } = this.checked;
    const env = modeEnv(this.deps.env, this.deps.hostNode, "list");
    const listings = [];
    let current = {};
    for (const job of listingQueue(files)) {
      if (job.binary === "old") this.progress.listing(job.fileIndex, files.length);
      let listing = null;
      let invalid = null;
      const result = await this.session.run({
        ...listingCommand(job, launch),
        env,
        timeoutMs,
        onMessage: (message) => {
          if (listing !== null) return;
          const read = readConfigsMessage(message);
          if (typeof read === "string") invalid ??= read;
          else if (read !== null) listing = read;
        }
      });
      if (stoppedByRun(result)) return listings;
      const stderrTail = lastLines(result.stderrTail);
      const end = describeEnd(result, timeoutMs);
      current[job.binary] = end !== null ? { failure: { ...end, stderrTail } } : listing !== null ? { listing } : {
        failure: {
          reason: "no report",
          detail: invalid ?? "exited without listing its configurations (does it use benchmarks/common.js?)",
          stderrTail
        }
      };
      if (current.old !== void 0 && current.new !== void 0) {
        listings.push({ file: job.file, old: current.old, new: current.new });
        current = {};
      }
    }
    this.progress.listing(files.length, files.length);
    return listings;
  }
  /** Tells the caller and the log what will run, and how to replay its order. */
  announce(plan) {
    this.session.guard(() => this.deps.onPlan?.(plan));
    const shardText = plan.shard ? `, shard ${formatShard(plan.shard)} of ${plan.totalConfigurations} configurations` : "";
    this.progress.message(
      `node-bench: ${plan.configurations.length} configurations${shardText} x ${plan.runs} runs x 2 binaries; seed ${plan.seed} (--seed ${plan.seed} replays this order)`
    );
  }
  /**
   * Runs the plan's queue until it is done or the run stops. A failed child
   * costs its own row; after maxFailures failures a configuration is no
   * longer run on that binary (a benchmark that hangs would otherwise cost
   * runs x timeout).
   */
  async measure(plan) {
    const env = modeEnv(this.deps.env, this.deps.hostNode, "run");
    let total = plan.jobs;
    const failCounts = /* @__PURE__ */ new Map();
    const givenUp = /* @__PURE__ */ new Set();
    this.progress.start(total);
    for (const job of plan.queue) {
      const c = job.configuration;
      const key = `${c.index}\0${job.binary}`;
      if (givenUp.has(key)) continue;
      if (this.session.stopped) break;
      this.progress.running(`${c.filename} ${c.configuration} (${job.binary})`);
      const { result, reported, invalid } = await this.#runMeasuring(job, env);
      if (stoppedByRun(result)) break;
      this.done++;
      const end = describeEnd(result, this.checked.timeoutMs) ?? (reported === 0 ? { reason: "no report", detail: invalid ?? "exited with code 0 without reporting a result" } : null);
      let failure = null;
      if (end !== null) {
        this.failed++;
        failure = {
          binary: job.binary,
          filename: c.filename,
          configuration: c.configuration,
          run: job.run,
          phase: "run",
          ...end,
          stderrTail: lastLines(result.stderrTail)
        };
        this.fail(failure);
        const count = (failCounts.get(key) ?? 0) + 1;
        failCounts.set(key, count);
        if (count >= this.checked.maxFailures && job.run < plan.runs) {
          givenUp.add(key);
          const runsSkipped = plan.runs - job.run;
          total -= runsSkipped;
          this.skipped.push({
            binary: job.binary,
            filename: c.filename,
            configuration: c.configuration,
            failures: count,
            runsSkipped
          });
          this.progress.message(
            `node-bench: giving up ${c.filename} ${c.configuration} on ${job.binary} after ${count} failures (${runsSkipped} runs skipped)`
          );
        }
      }
      this.progress.update(this.done, total, this.failed);
      const record = {
        run: job.run,
        binary: job.binary,
        filename: c.filename,
        configuration: c.configuration,
        samples: reported,
        failure,
        durationMs: result.durationMs
      };
      this.session.guard(() => this.deps.onJob?.(record));
    }
  }
  /** One measuring child; each sample it reports goes to `out`, then to onSample, as it arrives. */
  async #runMeasuring(job, env) {
    let reported = 0;
    let invalid = null;
    const result = await this.session.run({
      ...measureCommand(job, this.checked.launch),
      env,
      timeoutMs: this.checked.timeoutMs,
      onMessage: (message) => {
        const read = readReportMessage(message);
        if (read === null) return;
        if (typeof read === "string") {
          invalid ??= read;
          return;
        }
        reported++;
        const sample = {
          binary: job.binary,
          filename: job.configuration.filename,
          configuration: formatConfiguration(read.conf),
          rate: read.rate,
          time: read.time
        };
        this.session.guard(() => {
          this.out?.write(sample);
          this.samples++;
          this.deps.onSample?.(sample);
        });
      }
    });
    return { result, reported, invalid };
  }
};
async function runBundled(request, deps) {
  const now = deps.now ?? (() => performance.now());
  const startedAt = now();
  const supervisor = deps.supervisor ?? runSupervised;
  const checked = await checkRequest(request, deps, supervisor);
  const progress = new Progress({ output: deps.progress ?? process.stderr, now, quiet: request.quiet });
  const out = request.out === void 0 ? null : CsvAppender.open(request.out);
  const session = new RunSession({
    maxTimeMs: checked.maxTimeMs,
    signal: deps.signal,
    supervisor,
    sandbox: deps.sandbox,
    // the suite's own directory: inside a sandbox, one of the few places of ours the children can see
    cwd: checked.suiteDir
  });
  const run = new BundledRun(session, checked, deps, progress, out);
  let plan = null;
  try {
    const listings = await run.list();
    plan = planRuns({ files: checked.files, listings, runs: checked.runs, seed: checked.seed, shard: checked.shard });
    for (const failure of plan.failures) run.fail(failure);
    if (!session.stopped) run.announce(plan);
    if (!session.stopped) await run.measure(plan);
  } finally {
    session.close();
    out?.close();
  }
  const elapsedMs = now() - startedAt;
  const timedOut = session.reason === "max-time";
  const interrupted = session.reason === "signal";
  const ending = timedOut ? `; stopped by --max-time after ${formatDuration(elapsedMs)}, results are partial` : interrupted ? "; interrupted, results are partial" : "";
  progress.finish(
    `node-bench: ${run.samples} samples, ${run.failures.length} failure(s), ${formatDuration(elapsedMs)}${ending}`
  );
  session.rethrow();
  return {
    seed: checked.seed,
    runs: checked.runs,
    shard: checked.shard ?? null,
    files: checked.files.map((f) => f.filename),
    configurations: plan?.configurations.length ?? 0,
    jobs: { planned: plan?.jobs ?? 0, done: run.done, failed: run.failed },
    samples: run.samples,
    failures: run.failures,
    skipped: run.skipped,
    timedOut,
    interrupted,
    elapsedMs,
    exitCode: summaryExitCode(run.failures)
  };
}
function summaryExitCode(failures) {
  return failures.length > 0 ? 1 : 0;
}

// src/run/core.ts
import { readFileSync, statSync as statSync2 } from "node:fs";
import path4 from "node:path";

// src/run/core-select.ts
import { readdirSync as readdirSync2 } from "node:fs";
import path3 from "node:path";
var CoreSuiteError = class extends UserError {
  constructor(message) {
    super(message);
    this.name = "CoreSuiteError";
  }
};
var NOT_A_CATEGORY = "fixtures";
var RUNNABLE2 = /\.(js|mjs|cjs)$/;
function listCategories(benchmarkDir) {
  return readdirSync2(benchmarkDir).filter((name) => name !== NOT_A_CATEGORY && isDirectory(path3.join(benchmarkDir, name))).sort();
}
function listCategoryEntries(benchmarkDir, category) {
  return readdirSync2(path3.join(benchmarkDir, category)).filter((name) => name[0] !== "." && name[0] !== "_").sort();
}
function isSelected2(name, filter, exclude) {
  let keep = filter.length === 0 || filter.some((f) => name.lastIndexOf(f) !== -1);
  if (exclude.some((e) => name.lastIndexOf(e) !== -1)) keep = false;
  return keep;
}
function resolveCategories(benchmarkDir, categories) {
  if (categories.length === 0) {
    throw new CoreSuiteError(`no benchmark category given; ${describeCategories(benchmarkDir)}`);
  }
  const existing = listCategories(benchmarkDir);
  const resolved = [];
  for (const category of categories) {
    if (category === "all") {
      resolved.push(...existing);
      continue;
    }
    if (!existing.includes(category)) {
      throw new CoreSuiteError(
        `benchmark category ${JSON.stringify(category)} is not a directory under ${benchmarkDir}; ` + describeCategories(benchmarkDir)
      );
    }
    resolved.push(category);
  }
  return [...new Set(resolved)];
}
function describeCategories(benchmarkDir) {
  const existing = listCategories(benchmarkDir);
  return existing.length === 0 ? "it has no categories" : `existing categories: ${existing.join(", ")}`;
}
function selectCoreBenchmarks(benchmarkDir, categories, filter = [], exclude = []) {
  const selected = [];
  for (const category of resolveCategories(benchmarkDir, categories)) {
    for (const name of listCategoryEntries(benchmarkDir, category)) {
      if (!isSelected2(name, filter, exclude)) continue;
      if (!RUNNABLE2.test(name) && !isDirectory(path3.join(benchmarkDir, category, name))) continue;
      selected.push({ category, name, filename: `${category}/${name}` });
    }
  }
  return selected;
}
function compareArgv(options, benchmark, categoryEntries) {
  const argv = [
    options.compareJs,
    "--old",
    options.old,
    "--new",
    options.new,
    "--runs",
    String(options.runs),
    "--no-progress",
    "--filter",
    benchmark.name
  ];
  for (const other of categoryEntries) {
    if (other !== benchmark.name && other.includes(benchmark.name)) argv.push("--exclude", other);
  }
  for (const setting of options.set) argv.push("--set", setting);
  argv.push("--", benchmark.category);
  return argv;
}
function planCoreRuns(benchmarks, entries, options) {
  return benchmarks.map((benchmark) => ({
    benchmark,
    args: compareArgv(options, benchmark, entries.get(benchmark.category) ?? [])
  }));
}

// src/run/core.ts
var SET_KEY = /^[^=\s\0]+$/;
function fail(message) {
  throw new CoreSuiteError(message);
}
function executable(file, what) {
  const absolute = path4.resolve(file);
  if (!isExecutableFile(absolute)) fail(`${what} binary ${absolute} does not exist or is not an executable file`);
  return absolute;
}
function positive2(value, name) {
  if (value !== void 0 && !(Number.isFinite(value) && value > 0)) {
    fail(`${name} must be a positive number of milliseconds, got ${value}`);
  }
}
function setArguments(set, cpuset, env) {
  const settings = [];
  for (const [key, raw] of Object.entries(set ?? {})) {
    if (!SET_KEY.test(key)) fail(`--set key ${JSON.stringify(key)} must be non-empty, without "=" or spaces`);
    if (key === "CPUSET") fail("pin CPUs with the cpuset option, not --set CPUSET");
    const values = Array.isArray(raw) ? raw : [raw];
    if (values.length === 0) fail(`--set ${key} has no value`);
    for (const value of values) {
      const text = String(value);
      if (text.includes("\0")) fail(`--set ${key} value contains a NUL character`);
      settings.push(`${key}=${text}`);
    }
  }
  if (cpuset !== void 0) {
    let list = cpuset;
    try {
      list = parseCpuset(cpuset);
    } catch (error) {
      fail(error.message);
    }
    if (process.platform !== "linux" || findExecutable("taskset", env.PATH) === null) {
      fail("cpuset needs the taskset command (util-linux) on PATH; compare.js pins benchmarks with it");
    }
    settings.push(`CPUSET=${list}`);
  }
  return settings;
}
function describe(result, options) {
  const detail = errorLine(result.stderrTail);
  const suffix = detail ? ` (${detail})` : "";
  if (result.spawnError) return { kind: "spawn", reason: `could not start compare.js: ${result.spawnError.message}` };
  switch (result.killed) {
    case "timeout":
      return { kind: "timeout", reason: `timed out after ${options.timeoutMs} ms (timeoutMs ${options.timeoutMs})` };
    case "deadline":
      return { kind: "deadline", reason: `whole-run limit of ${options.maxTimeMs} ms reached while running` };
    case "aborted":
      return { kind: "aborted", reason: "aborted while running" };
  }
  if (result.signal) return { kind: "signal", reason: `compare.js was killed by ${result.signal}${suffix}` };
  if (result.exitCode !== 0) return { kind: "exit", reason: `compare.js exited with code ${result.exitCode}${suffix}` };
  return null;
}
function csvQuote(text) {
  return `"${text.replace(/"/g, '""')}"`;
}
function moduleTypeScope(dir) {
  for (let current = dir; ; current = path4.dirname(current)) {
    const manifest = path4.join(current, "package.json");
    let text = null;
    try {
      text = readFileSync(manifest, "utf8");
    } catch {
    }
    if (text !== null) {
      try {
        return JSON.parse(text).type === "module" ? manifest : null;
      } catch {
        return null;
      }
    }
    if (path4.dirname(current) === current) return null;
  }
}
async function runCore(options, handlers) {
  const repo = path4.resolve(options.repo);
  const benchmarkDir = path4.join(repo, "benchmark");
  const compareJs = path4.join(benchmarkDir, "compare.js");
  let compareIsFile = false;
  try {
    compareIsFile = statSync2(compareJs).isFile();
  } catch {
  }
  if (!compareIsFile) fail(`${compareJs} not found: is ${repo} a Node.js checkout?`);
  const esmScope = moduleTypeScope(benchmarkDir);
  if (esmScope !== null) {
    fail(
      `${esmScope} sets "type": "module", so node would load benchmark/compare.js (CommonJS) as an ES module: put the checkout outside that package`
    );
  }
  if (!Number.isSafeInteger(options.runs) || options.runs < 1) {
    fail(`runs must be a positive integer, got ${options.runs}`);
  }
  positive2(options.timeoutMs, "timeoutMs");
  positive2(options.maxTimeMs, "maxTimeMs");
  const old = executable(options.old, "old");
  const neu = executable(options.new, "new");
  const set = setArguments(options.set, options.cpuset, options.env);
  const filter = options.filter ?? [];
  const exclude = options.exclude ?? [];
  for (const pattern of [...filter, ...exclude]) {
    if (pattern === "") fail("an empty --filter or --exclude pattern would match every file");
  }
  const benchmarks = selectCoreBenchmarks(benchmarkDir, options.categories, filter, exclude);
  if (benchmarks.length === 0) {
    fail(
      `no benchmark file in ${options.categories.join(", ")} under ${benchmarkDir} matches` + (filter.length ? ` --filter ${filter.join(", ")}` : "") + (exclude.length ? ` without --exclude ${exclude.join(", ")}` : "")
    );
  }
  const entries = /* @__PURE__ */ new Map();
  for (const { category } of benchmarks) {
    if (!entries.has(category)) entries.set(category, listCategoryEntries(benchmarkDir, category));
  }
  const queue = planCoreRuns(benchmarks, entries, { compareJs, old, new: neu, runs: options.runs, set });
  const result = {
    failures: [],
    timedOut: false,
    aborted: false,
    completed: [],
    notRun: [],
    samples: 0,
    warnings: []
  };
  const session = new RunSession({
    maxTimeMs: options.maxTimeMs ?? Infinity,
    signal: options.signal,
    supervisor: options.supervisor ?? runSupervised,
    sandbox: options.sandbox,
    cwd: repo
  });
  const context = {
    session,
    options,
    result,
    handlers,
    warn: (message) => {
      result.warnings.push(message);
      session.guard(() => handlers.onWarning?.(message));
    }
  };
  try {
    for (const [index, job] of queue.entries()) {
      if (session.stopped) {
        result.notRun.push(...queue.slice(index).map((j) => j.benchmark.filename));
        break;
      }
      session.guard(() => handlers.onFileStart?.(job.benchmark, index, queue.length));
      await runFile(context, job);
    }
  } finally {
    session.close();
  }
  result.timedOut = session.reason === "max-time";
  result.aborted = session.reason === "signal";
  session.rethrow();
  return result;
}
async function runFile({ session, options, result, handlers, warn }, job) {
  const { benchmark } = job;
  const rows = { old: 0, new: 0 };
  let stray = 0;
  const source = `compare.js stdout for ${benchmark.filename}`;
  const rowStarts = ["old", "new"].map((binary) => `${csvQuote(binary)},${csvQuote(benchmark.filename)},`);
  const takeRow = (text) => {
    for (const sample of parseCompareCsv(text, source, {
      skipInvalid: true,
      onInvalid: (error) => warn(`${error.reason}: ${JSON.stringify(text.slice(0, 200))} (${benchmark.filename})`)
    })) {
      if (sample.filename !== benchmark.filename) {
        warn(`compare.js printed a row for ${sample.filename} while running ${benchmark.filename}`);
      }
      rows[sample.binary]++;
      result.samples++;
      session.guard(() => handlers.onSample(sample));
    }
  };
  const outcome = await session.run({
    command: options.hostNode,
    args: job.args,
    env: options.env,
    timeoutMs: options.timeoutMs,
    stdout: "lines",
    stderrTailChars: 8192,
    onStderr: (text) => session.guard(() => handlers.onStderr?.(text)),
    onLine: (line) => {
      if (RESULT_ROW.test(line)) return takeRow(line);
      if (line === CSV_HEADER) return;
      const at = Math.max(...rowStarts.map((start) => line.lastIndexOf(start)));
      if (at > 0) {
        warn(
          `stray output before a result row of ${benchmark.filename} was dropped: ${JSON.stringify(line.slice(0, Math.min(at, 200)))}`
        );
        return takeRow(line.slice(at));
      }
      stray++;
    },
    onPartialLine: (text) => {
      if (RESULT_ROW.test(text) || rowStarts.some((start) => text.includes(start))) {
        warn(`an unfinished result row of ${benchmark.filename} was dropped: ${JSON.stringify(text.slice(0, 200))}`);
      } else {
        stray++;
      }
    }
  });
  if (stray > 0) warn(`${stray} line(s) of stray stdout from ${benchmark.filename} were dropped`);
  const failure = describe(outcome, options);
  const base = { filename: benchmark.filename, exitCode: outcome.exitCode, signal: outcome.signal, rows };
  if (failure) {
    result.failures.push({ ...base, ...failure, stderrTail: outcome.stderrTail });
    return;
  }
  if (rows.old !== rows.new || rows.old % options.runs !== 0) {
    result.failures.push({
      ...base,
      kind: "incomplete",
      reason: `compare.js finished but printed ${rows.old} old and ${rows.new} new rows for ${options.runs} run(s): a benchmark process probably died of a signal, which compare.js does not treat as a failure`,
      stderrTail: outcome.stderrTail
    });
    return;
  }
  if (rows.old === 0) warn(`${benchmark.filename} printed no result rows (no configuration matched?)`);
  result.completed.push(benchmark.filename);
}

// src/pipeline/compare.ts
function benchmarkSandbox(request, deps, binaries, scratch) {
  const suiteDir = request.suite === "core" ? request.repo : request.suiteDir ?? findSuiteDir();
  return deps.sandbox.confine({
    readable: [binaries.old.path, binaries.new.path, suiteDir, path5.dirname(suiteDir), process.execPath],
    writable: [scratch]
  });
}
async function resolveBoth(request, deps) {
  const options = {
    binarySource: request.binarySource,
    cacheDir: request.cacheDir,
    mirror: request.mirror,
    repo: request.repo,
    buildCommand: request.buildCommand,
    binaryPath: request.binaryPath,
    minFreeBytes: request.minFreeBytes,
    env: deps.host,
    build: {
      run: processRunner(deps.host),
      sandbox: deps.sandbox,
      trust: deps.trust,
      timeoutMs: deps.buildTimeoutMs,
      passEnv: deps.passEnv
    },
    signal: deps.signal,
    log: deps.log
  };
  const old = await resolveSpec(request.old, "--old", options);
  const current = await resolveSpec(request.new, "--new", options);
  for (const [side, binary] of [
    ["old", old],
    ["new", current]
  ]) {
    const commit = binary.sha ? ` at ${binary.sha}` : "";
    deps.log(`${side}: node ${binary.version} (${binary.source}${commit}) ${binary.path}`);
  }
  return { old, new: current };
}
async function runComparison(request, deps) {
  const started = performance.now();
  const binaries = await resolveBoth(request, deps);
  const scratch = await mkdtemp(path5.join(deps.host.TMPDIR || "/tmp", "node-bench-scratch-"));
  const sandbox = benchmarkSandbox(request, deps, binaries, scratch);
  const hostNode = process.execPath;
  const env = childEnv(deps.host, {
    purpose: "benchmark",
    passEnv: deps.passEnv,
    set: { TMPDIR: scratch, ...request.suite === "core" ? { NODE_TEST_DIR: scratch } : {} }
  });
  const groups = new SampleGroups();
  const csv = CsvAppender.open(request.out);
  deps.log(`results: ${request.out}`);
  let samples = 0;
  const onSample = (sample) => {
    csv.write(sample);
    samples++;
    groups.add(sample);
  };
  try {
    if (request.suite === "core") {
      const result = await runCore(
        {
          repo: request.repo,
          categories: request.groups,
          old: binaries.old.path,
          new: binaries.new.path,
          runs: request.runs,
          filter: request.filter,
          exclude: request.exclude,
          set: request.set,
          cpuset: request.cpuset,
          timeoutMs: request.timeoutMs,
          maxTimeMs: request.maxTimeMs,
          signal: deps.signal,
          env,
          hostNode,
          sandbox
        },
        {
          onSample,
          onFileStart: (benchmark, index, total) => {
            if (deps.progress) deps.log(`[${index + 1}/${total}] ${benchmark.filename}`);
          },
          onWarning: (message) => deps.log(`warning: ${message}`)
        }
      );
      return {
        binaries,
        groups,
        samples,
        failures: result.failures.map((f) => ({ filename: f.filename, detail: f.reason })),
        partial: result.timedOut || result.aborted,
        csvPath: request.out,
        elapsedMs: performance.now() - started
      };
    }
    const summary = await runBundled(
      {
        suiteDir: request.suiteDir,
        groups: request.groups,
        filter: request.filter,
        exclude: request.exclude,
        set: request.set,
        runs: request.runs,
        seed: request.seed,
        cpuset: request.cpuset,
        timeoutMs: request.timeoutMs,
        maxTimeMs: request.maxTimeMs,
        shard: request.shard,
        binaries: { old: binaries.old.path, new: binaries.new.path },
        quiet: deps.progress === void 0
      },
      {
        onSample,
        // The runner's progress output already states the plan and seed; a quiet run still needs the seed to replay.
        onPlan: (plan) => {
          if (deps.progress === void 0) {
            deps.log(
              `seed ${plan.seed}, ${plan.configurations.length} configurations x ${plan.runs} runs x 2 binaries`
            );
          }
        },
        progress: deps.progress,
        signal: deps.signal,
        env,
        hostNode,
        sandbox
      }
    );
    return {
      binaries,
      groups,
      samples,
      failures: summary.failures.map((f) => ({
        filename: f.filename,
        configuration: f.configuration || void 0,
        binary: f.binary,
        detail: f.run === null ? f.detail : `run ${f.run}: ${f.detail}`
      })),
      partial: summary.timedOut || summary.interrupted,
      seed: summary.seed,
      csvPath: request.out,
      elapsedMs: performance.now() - started
    };
  } finally {
    csv.close();
    await rm(scratch, { recursive: true, force: true });
  }
}

export {
  runComparison
};
