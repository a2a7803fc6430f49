import { createRequire as __nodeBenchCreateRequire } from 'node:module';
const require = __nodeBenchCreateRequire(import.meta.url);
import {
  CORE_ENGINES,
  MAX_SEED,
  binarySource,
  childEnv,
  childTime,
  childTimeMsOf,
  cpuset,
  drawSeed,
  findExecutable,
  formatBinarySpec,
  isDirectory,
  isExecutableFile,
  maxTime,
  minFreeGb,
  parseBinarySpec,
  processRunner,
  resolveSpec,
  runSupervised,
  seed,
  shard,
  timeout
} from "./chunk-KWOEGIBL.js";
import {
  ADAPTIVE_DEFAULTS,
  AdaptiveRows,
  DEFAULT_RUNS,
  RunConfigError,
  TIMINGS_FILE_NAME,
  TimingModel,
  describePlannedTime,
  exclude,
  filter,
  readTimings,
  saveTimings,
  set
} from "./chunk-AFIGA357.js";
import {
  defaultCacheDir
} from "./chunk-CCN5JQCK.js";
import {
  CSV_HEADER,
  RESULT_ROW,
  formatCsvRow,
  parseCompareCsv
} from "./chunk-KOLYPMLY.js";
import {
  RequestError,
  UserError
} from "./chunk-JNGJNHL4.js";
import {
  SampleGroups
} from "./chunk-BPHDWMZU.js";
import {
  DEFAULT_DELTA_PERCENT
} from "./chunk-27CU5ESO.js";

// src/run/suite.ts
import { existsSync as existsSync2, readdirSync, statSync } from "node:fs";

// src/util/package-root.ts
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
var PACKAGE_NAME = "node-benchmark-action";
function isOurManifest(file) {
  try {
    return JSON.parse(readFileSync(file, "utf8")).name === PACKAGE_NAME;
  } catch {
    return false;
  }
}
function packageRoot(moduleUrl = import.meta.url) {
  const from = fileURLToPath(moduleUrl);
  for (let dir = path.dirname(from); ; dir = path.dirname(dir)) {
    if (isOurManifest(path.join(dir, "package.json"))) return dir;
    if (path.dirname(dir) === dir) {
      throw new UserError(`cannot find the ${PACKAGE_NAME} package.json above ${from}: the package is incomplete`);
    }
  }
}
function packageFile(shipped, moduleUrl = import.meta.url) {
  const root = packageRoot(moduleUrl);
  const bundled = fileURLToPath(moduleUrl).startsWith(path.join(root, "dist") + path.sep);
  const file = path.join(root, bundled ? shipped.dist : shipped.source);
  if (!existsSync(file)) throw new UserError(`${file} not found: the package is incomplete`);
  return file;
}

// src/run/suite.ts
import path2 from "node:path";
var NOT_A_GROUP = /* @__PURE__ */ new Set(["fixtures", "node_modules"]);
var RUNNABLE = /\.(js|cjs|mjs)$/;
function findSuiteDir(moduleUrl = import.meta.url) {
  const suite = path2.join(packageRoot(moduleUrl), "benchmarks");
  if (!existsSync2(path2.join(suite, "common.js"))) {
    throw new RunConfigError(`${suite} has no common.js: the package is incomplete`);
  }
  return suite;
}
function listGroups(suiteDir) {
  if (!isDirectory(suiteDir)) throw new RunConfigError(`benchmark suite ${suiteDir} is not a directory`);
  return readdirSync(suiteDir).filter((name) => name[0] !== "." && name[0] !== "_" && !NOT_A_GROUP.has(name)).filter((name) => isDirectory(path2.join(suiteDir, name))).sort();
}
var NODE_CORE_CATEGORIES = "abort_controller assert async_hooks blob buffers child_process cluster crypto dgram diagnostics_channel dns domain error es esm events fs http http2 https mime misc module napi net os path perf_hooks permission policy process querystring readline streams string_decoder test_runner timers tls ts url util v8 validators vm websocket webstreams worker zlib".split(" ");
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
    const core = unknown.filter((g) => NODE_CORE_CATEGORIES.includes(g));
    const hint = core.length === 0 ? "" : `. ${core.map((g) => JSON.stringify(g)).join(", ")} ${core.length > 1 ? "are categories" : "is a category"} of node core's benchmark/, not of this suite: --repo <node checkout> (or running in one) runs node core's own`;
    throw new RunConfigError(
      `unknown benchmark group${unknown.length > 1 ? "s" : ""} ${names}; ${valid} (or all)${hint}`
    );
  }
  return [...new Set(groups)];
}
function isSelected(filename, filter2, exclude2) {
  const kept = filter2.length === 0 || filter2.some((f) => filename.includes(f));
  return kept && !exclude2.some((e) => filename.includes(e));
}
function selectSuiteFiles(suiteDir, groups, filter2 = [], exclude2 = []) {
  const root = path2.resolve(suiteDir);
  const files = [];
  let candidates = 0;
  for (const group of resolveGroups(root, groups)) {
    for (const name of readdirSync(path2.join(root, group))) {
      if (name[0] === "." || name[0] === "_" || !RUNNABLE.test(name)) continue;
      const file = path2.join(root, group, name);
      if (!statSync(file).isFile()) continue;
      candidates++;
      const filename = `${group}/${name}`;
      if (isSelected(filename, filter2, exclude2)) files.push({ filename, file });
    }
  }
  if (files.length === 0) {
    const how = [...filter2.map((f) => `--filter ${f}`), ...exclude2.map((e) => `--exclude ${e}`)].join(" ");
    throw new RunConfigError(
      candidates === 0 ? `no benchmark files in group(s) ${groups.join(", ") || "all"} of ${root}` : `no benchmark file matches ${how} (out of ${candidates} in the selected groups)`
    );
  }
  return files.sort((a, b) => a.filename < b.filename ? -1 : a.filename > b.filename ? 1 : 0);
}

// src/run/execute.ts
var MAX_TIMER_MS = 2 ** 31 - 1;
var RunSession = class {
  #stop = new AbortController();
  #options;
  #budget;
  #onSignal = () => this.halt("signal");
  #deadline;
  #reason = null;
  #fatal = null;
  constructor(options) {
    this.#options = options;
    const { maxTimeMs, signal } = options;
    this.#deadline = performance.now() + maxTimeMs;
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
  /** the --max-time budget left, ms (Infinity: none) */
  get remainingMs() {
    return Math.max(0, this.#deadline - performance.now());
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
function namedVerdicts(outcome) {
  return {
    deltaPercent: outcome.deltaPercent,
    rows: outcome.rows.map((row) => ({ name: `${row.filename} ${row.configuration}`, verdict: row.verdict }))
  };
}
var AdaptiveQueue = class {
  rule;
  /** the adaptive run's rows; null when a bisect step's classifier decides */
  rows;
  #names = /* @__PURE__ */ new Map();
  #report;
  #done = false;
  /**
   * `familySize`: the configurations of the whole run (RunPlan.totalConfigurations),
   * of which `configurations` are this shard's; every shard decides at the
   * run's family size, so the report's merge of the shards keeps their calls.
   */
  constructor(options, configurations, report, familySize = configurations.length) {
    const schedule = {
      minRuns: Math.min(options.minRuns ?? ADAPTIVE_DEFAULTS.minRuns, options.maxRuns),
      roundRuns: options.roundRuns ?? ADAPTIVE_DEFAULTS.roundRuns,
      maxRuns: options.maxRuns
    };
    this.rows = options.rule === void 0 ? new AdaptiveRows({
      schedule,
      delta: options.delta ?? DEFAULT_DELTA_PERCENT / 100,
      familySize,
      ...options.futility === void 0 ? {} : { futility: options.futility }
    }) : null;
    this.rule = this.rows ?? options.rule;
    for (const c of configurations) {
      this.rule.track(String(c.index), `${c.filename} ${c.configuration}`);
      this.#names.set(String(c.index), { filename: c.filename, configuration: c.configuration });
    }
    this.#report = report;
  }
  /** Whether the child of `run` (1-based) of configuration `index` runs; 'done': no row is open. */
  admit(run, index) {
    for (let next = this.rule.nextLookRuns; !this.#done && next !== null && run > next; next = this.rule.nextLookRuns) {
      this.#look(next);
    }
    if (this.#done) return "done";
    return this.rule.isSettled(String(index)) ? "skip" : "run";
  }
  /** The rate of run `run` (1-based) of configuration `index` on one side. */
  add(index, binary, run, rate) {
    this.rule.add(String(index), binary, run, rate);
  }
  /** The queue ran to its end (not stopped): the last look, at max-runs. */
  complete() {
    for (let next = this.rule.nextLookRuns; !this.#done && next !== null; next = this.rule.nextLookRuns)
      this.#look(next);
  }
  /**
   * Children from `position` of the run-ordered queue on that still run:
   * those of open rows (sides given up, keyed `index\0binary`, excepted).
   * Progress shows done + this as the total: the ETA of the rest.
   */
  remainingJobs(queue, position, givenUp = /* @__PURE__ */ new Set()) {
    let count = 0;
    for (let i = position; i < queue.length; i++) {
      const { binary, configuration } = queue[i];
      if (!this.rule.isSettled(String(configuration.index)) && !givenUp.has(`${configuration.index}\0${binary}`)) {
        count++;
      }
    }
    return count;
  }
  /** Every row's verdict (rows still open are unresolved); undefined for a bisect step (its classifier says). */
  outcomes() {
    const rows = this.rows;
    if (rows === null) return void 0;
    return {
      deltaPercent: rows.delta * 100,
      familySize: rows.familySize ?? rows.keys().length,
      looks: rows.looksDone,
      rows: rows.keys().map((key) => ({ ...this.#names.get(key), verdict: rows.verdict(key) }))
    };
  }
  #look(runs) {
    if (this.rows === null) {
      const open2 = this.rule.look();
      this.#report(`node-bench: bisect: after ${runs} runs: ${open2.length} flagged row(s) open`);
      if (open2.length === 0 || this.rule.nextLookRuns === null) this.#done = true;
      return;
    }
    if (this.rows.looksDone === 0) {
      const { familySize } = this.rows;
      const family = familySize !== null && familySize > this.rows.keys().length ? `Holm over the run's ${familySize} rows (every shard's)` : "Holm over the rows";
      this.#report(
        `node-bench: --runs auto: "same" means surely within ±${(this.rows.delta * 100).toFixed(2)} % (δ); different means the sequential test, ${family}, at 5 %`
      );
    }
    const open = this.rows.look();
    const counts = { regression: 0, improvement: 0, same: 0, futile: 0 };
    for (const key of this.rows.keys()) {
      if (!this.rows.isSettled(key)) continue;
      const { outcome, stop } = this.rows.verdict(key);
      if (outcome === "regression" || outcome === "improvement" || outcome === "same") counts[outcome]++;
      else if (stop === "futile") counts.futile++;
    }
    const settled = counts.regression + counts.improvement + counts.same;
    const last = this.rows.nextLookRuns === null;
    const futile = counts.futile > 0 ? `${counts.futile} stopped as not distinguishable, ` : "";
    this.#report(
      `node-bench: after ${runs} runs: ${settled} settled (${counts.improvement} faster, ${counts.regression} slower, ${counts.same} same), ${futile}${open.length} open${last && open.length > 0 ? " (max runs: not distinguishable)" : ""}`
    );
    if (open.length === 0 || last) this.#done = true;
  }
};

// src/run/fingerprint.ts
import { readFileSync as readFileSync2 } from "node:fs";
import os from "node:os";
function runnerFingerprint(cpuset2, sources) {
  const cpus = (sources.cpus ?? os.cpus)();
  const read = sources.readFile ?? ((path8) => readFileSync2(path8, "utf8"));
  let governor = null;
  try {
    governor = read("/sys/devices/system/cpu/cpu0/cpufreq/scaling_governor").trim() || null;
  } catch {
  }
  return {
    cpuModel: cpus[0]?.model.trim().replace(/\s+/g, " ") ?? "unknown",
    cores: cpus.length,
    cpuset: cpuset2 ?? null,
    kernel: (sources.kernel ?? (() => `${os.type()} ${os.release()}`))(),
    governor,
    hostNode: process.version,
    runnerName: sources.env.RUNNER_NAME ?? null
  };
}
var OWN_LOAD = 1;
var LoadRecorder = class {
  constructor(loadavg, cores) {
    this.loadavg = loadavg;
    this.cores = cores;
  }
  #samples = 0;
  #sum = 0;
  #max = 0;
  sample() {
    const oneMinute = this.loadavg()[0] ?? NaN;
    if (!Number.isFinite(oneMinute)) return;
    this.#samples++;
    this.#sum += oneMinute;
    this.#max = Math.max(this.#max, oneMinute);
  }
  /** null before any sample */
  record() {
    if (this.#samples === 0) return null;
    return {
      cores: this.cores,
      samples: this.#samples,
      mean1m: this.#sum / this.#samples,
      max1m: this.#max,
      heavy: this.#max > this.cores + OWN_LOAD
    };
  }
};
function describeHeavyLoad(load) {
  if (load === null || !load.heavy) return null;
  return `heavy outside load while measuring: 1-minute load average up to ${load.max1m.toFixed(1)} (mean ${load.mean1m.toFixed(1)}) on ${load.cores} cores; noise is inflated, results are less reliable`;
}
function heavyLoadWarning(load) {
  const text = describeHeavyLoad(load);
  return text === null ? null : `node-bench: WARNING: ${text}`;
}

// src/pipeline/compare.ts
import { mkdtemp, rm } from "node:fs/promises";
import path7 from "node:path";

// src/run/bundled.ts
import path3 from "node:path";

// src/run/budget.ts
var VERDICT_RUNS = 3;
var NAMED = 5;
function cheapestFirst(configurations) {
  return [...configurations].sort((a, b) => a.costMs - b.costMs || a.index - b.index);
}
function planBudget(configurations, runs, budgetMs, adaptive) {
  const sorted = cheapestFirst(configurations);
  const runMs = sorted.reduce((sum, c) => sum + c.costMs, 0);
  const fullRuns = runMs === 0 ? runs : Math.min(runs, Math.floor(budgetMs / runMs));
  const firstStage = /* @__PURE__ */ new Set();
  const depth = Math.min(runs, VERDICT_RUNS);
  if (!adaptive && fullRuns < depth) {
    let spent = 0;
    for (const c of sorted) {
      if (spent + c.costMs * depth > budgetMs) break;
      spent += c.costMs * depth;
      firstStage.add(c.index);
    }
  }
  return {
    budget: {
      budgetMs,
      expectedMs: runMs * runs,
      runMs,
      fullRuns,
      firstStage: firstStage.size > 0 ? firstStage.size : null
    },
    firstStage
  };
}
function stageOrder(queue, firstStage) {
  if (firstStage.size === 0) return [...queue];
  const stage = (job) => firstStage.has(job.configuration.index) && job.run <= VERDICT_RUNS ? 0 : 1;
  return queue.map((job, position) => ({ job, position })).sort((a, b) => stage(a.job) - stage(b.job) || a.job.run - b.job.run || a.position - b.position).map(({ job }) => job);
}
function unmeasuredOf(input) {
  const never = [];
  const short = [];
  for (const c of input.configurations) {
    const name = `${c.filename} ${c.configuration}`;
    const counts = ["old", "new"].filter((b) => c.flags[b] !== null).map((b) => input.done.get(c.index)?.[b] ?? 0);
    const runs = counts.length === 0 ? 0 : Math.min(...counts);
    if (Math.max(0, ...counts) === 0) never.push(name);
    else if (input.settled ? !input.settled(c.index) : runs < input.runs) short.push({ name, runs });
  }
  return { reason: input.reason, configurations: input.configurations.length, runs: input.runs, never, short };
}
function describeUnmeasured(u, adaptive = false) {
  if (u.never.length === 0 && u.short.length === 0) return null;
  const why = u.reason === "max-time" ? "the --max-time budget ran out" : "the run was interrupted";
  const names = (items) => items.slice(0, NAMED).join("; ") + (items.length > NAMED ? `; … and ${items.length - NAMED} more` : "");
  const parts = [];
  if (u.never.length > 0) {
    parts.push(`${u.never.length} of ${u.configurations} configurations never ran (${names(u.never)})`);
  }
  if (u.short.length > 0) {
    const fewest = Math.min(...u.short.map((s) => s.runs));
    const most = Math.max(...u.short.map((s) => s.runs));
    const span = fewest === most ? `${fewest}` : `${fewest}-${most}`;
    parts.push(
      adaptive ? `${u.short.length} were still open (not settled; ${span} runs of up to ${u.runs})` : `${u.short.length} ran ${span} of ${u.runs} runs`
    );
  }
  return `left unmeasured (${why}): ${parts.join("; ")}`;
}

// src/run/prng.ts
function createPrng(seed2) {
  if (!Number.isInteger(seed2) || seed2 < 0 || seed2 > MAX_SEED) {
    throw new RangeError(`seed must be an integer from 0 to ${MAX_SEED}; got ${seed2}`);
  }
  let state = seed2 >>> 0;
  return () => {
    state = state + 1831565813 >>> 0;
    let t = state;
    t = Math.imul(t ^ t >>> 15, t | 1);
    t ^= t + Math.imul(t ^ t >>> 7, t | 61);
    return ((t ^ t >>> 14) >>> 0) / 4294967296;
  };
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

// src/run/shard.ts
function inShard(k, shard2) {
  return shard2 === void 0 || k % shard2.count === shard2.index - 1;
}
function formatShard(shard2) {
  return `${shard2.index}/${shard2.count}`;
}
function balancedShards(costs, count) {
  const order = costs.map((_, k) => k).sort((a, b) => costs[b] - costs[a] || a - b);
  const loads = new Array(count).fill(0);
  const shardOf2 = new Array(costs.length);
  for (const k of order) {
    let best = 0;
    for (let s = 1; s < count; s++) if (loads[s] < loads[best]) best = s;
    loads[best] += costs[k];
    shardOf2[k] = best + 1;
  }
  return { shardOf: shardOf2, loads };
}
function spreadPercent(loads) {
  const longest = Math.max(...loads);
  return longest === 0 ? 0 : (longest - Math.min(...loads)) / longest * 100;
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
function measureQueue(configurations, runs, seed2, balanced = false) {
  const prng = createPrng(seed2);
  const queue = [];
  const newFirst = /* @__PURE__ */ new Map();
  for (let run = 1; run <= runs; run++) {
    for (const configuration of configurations) {
      const first = balanced && run % 2 === 0 ? !newFirst.get(configuration.index) : prng() >= 0.5;
      newFirst.set(configuration.index, first);
      const order = first ? ["new", "old"] : ["old", "new"];
      for (const binary of order) {
        if (configuration.flags[binary] !== null) queue.push({ run, binary, configuration });
      }
    }
  }
  return queue;
}
function listingFailures(listings, selected, shard2) {
  const failures = [];
  const failedListing = /* @__PURE__ */ new Set();
  for (const [fileIndex, { file, ...sides }] of listings.entries()) {
    for (const binary of BINARIES) {
      const { failure } = sides[binary];
      if (failure === void 0) continue;
      failedListing.add(`${file.filename}\0${binary}`);
      if (inShard(fileIndex, shard2)) {
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
      exitCode: null,
      signal: null,
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
  const { shard: shard2, expectedMs } = input;
  let configurations;
  let split = null;
  if (shard2 !== void 0 && expectedMs !== void 0) {
    const costs = all.map(
      (c) => expectedMs(c.filename, c.configuration) * BINARIES.filter((b) => c.flags[b] !== null).length
    );
    const { shardOf: shardOf2, loads } = balancedShards(costs, shard2.count);
    configurations = all.filter((c) => shardOf2[c.index] === shard2.index);
    split = { rule: "time", expectedMs: loads.map((load) => load * input.runs) };
  } else {
    configurations = all.filter((c) => inShard(c.index, shard2));
    if (shard2 !== void 0) split = { rule: "count", expectedMs: null };
  }
  let budget = null;
  let queue;
  if (input.budget !== void 0 && Number.isFinite(input.budget.ms)) {
    const costed = configurations.map((c) => ({
      index: c.index,
      filename: c.filename,
      configuration: c.configuration,
      costMs: input.budget.expectedMs(c.filename, c.configuration) * BINARIES.filter((b) => c.flags[b] !== null).length
    }));
    const planned = planBudget(costed, input.runs, input.budget.ms, input.balanced ?? false);
    budget = planned.budget;
    const byIndex = new Map(configurations.map((c) => [c.index, c]));
    configurations = cheapestFirst(costed).map((c) => byIndex.get(c.index));
    queue = stageOrder(measureQueue(configurations, input.runs, input.seed, input.balanced), planned.firstStage);
  } else {
    queue = measureQueue(configurations, input.runs, input.seed, input.balanced);
  }
  return {
    seed: input.seed,
    runs: input.runs,
    shard: input.shard ?? null,
    split,
    files: [...input.files],
    configurations,
    totalConfigurations: all.length,
    budget,
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

// src/run/cpuset.ts
async function resolveTaskset(cpuset2, probe) {
  const taskset = findExecutable("taskset", probe.env.PATH);
  if (taskset === null) {
    throw new RunConfigError(
      `--cpuset ${cpuset2} needs the taskset command, which is not on the PATH (it comes with util-linux; on Debian/Ubuntu: apt-get install util-linux), or drop --cpuset`
    );
  }
  const result = await probe.supervisor({
    command: taskset,
    args: ["-c", cpuset2, probe.binary, "-e", ""],
    cwd: probe.cwd,
    env: probe.env,
    sandbox: probe.sandbox,
    limit: { ms: 3e4, cause: "timeout" }
  });
  if (result.spawnError || result.exitCode !== 0) {
    const why = result.spawnError ? result.spawnError.message : result.stderrTail.trim() || (result.killed ? `killed (${result.killed})` : `exit code ${result.exitCode ?? result.signal}`);
    throw new RunConfigError(`taskset -c ${cpuset2} does not work on this machine: ${why}`);
  }
  return taskset;
}

// src/run/csv-out.ts
import { closeSync, constants, fstatSync, openSync, readSync, writeSync } from "node:fs";
var CsvAppender = class _CsvAppender {
  constructor(path8, fd) {
    this.path = path8;
    this.#fd = fd;
  }
  #fd;
  rows = 0;
  static open(path8) {
    let fd;
    try {
      fd = openSync(path8, constants.O_RDWR | constants.O_APPEND | constants.O_CREAT | constants.O_NOFOLLOW, 420);
    } catch (error) {
      if (error.code === "ELOOP") {
        throw new RunConfigError(`${path8} is a symbolic link: results are not written through one`);
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
    return new _CsvAppender(path8, fd);
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

// src/run/executor.ts
import os2 from "node:os";

// src/run/progress.ts
function clockDuration(ms) {
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
  /**
   * The measuring phase begins: `total` child runs planned; `atMost` when
   * that is a cap (--runs auto: settled rows run no more).
   */
  start(total, atMost = false) {
    if (this.#quiet) return;
    this.#clearBar();
    this.#phase = "running";
    this.#total = total;
    this.#startedAt = this.#now();
    this.#lastLineAt = this.#startedAt;
    this.#lastStep = 0;
    if (!this.#tty) {
      const count = atMost ? `at most ${total} benchmark runs to do (fewer as rows settle)` : `${total} benchmark runs to do`;
      this.#output.write(`${PREFIX} ${count}
`);
    }
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
    return clockDuration(elapsed / this.#done * (this.#total - this.#done));
  }
  #plainLine() {
    const now = this.#now();
    this.#lastLineAt = now;
    this.#lastLineDone = this.#done;
    const percent = this.#total > 0 ? Math.floor(100 * this.#done / this.#total) : 100;
    const failed = this.#failed > 0 ? `, ${this.#failed} failed` : "";
    this.#output.write(
      `${PREFIX} ${this.#done}/${this.#total} runs done (${percent}%)${failed}, ${clockDuration(now - this.#startedAt)} elapsed, ETA ${this.#eta()}
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
      text = `${bar} ${this.#done}/${this.#total} ${Math.floor(ratio * 100)}%${failed} ${clockDuration(now - this.#startedAt)} ETA ${this.#eta()}` + (this.#current && this.#done < this.#total ? ` ${this.#current}` : "");
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

// src/run/sizing.ts
var SIZED_KEY = "n";
var DURATION_KEYS = ["dur", "duration"];
var SIZED_KEYS = [SIZED_KEY, ...DURATION_KEYS];
var MIN_DURATION_S = 1;
var PILOT_MIN_SHARE = 0.25;
var FIRST_PILOT_DIVISOR = 100;
var MAX_PILOTS = 3;
function sizableN(conf) {
  const n = conf[SIZED_KEY];
  return typeof n === "number" && Number.isSafeInteger(n) && n > 1 ? n : null;
}
function roundN(n) {
  if (n < 100) return Math.max(1, Math.floor(n));
  const scale = 10 ** (Math.floor(Math.log10(n)) - 1);
  return Math.floor(n / scale) * scale;
}
function sizedN(ownN, msPerIteration, targetMs) {
  if (!(msPerIteration > 0) || !Number.isFinite(msPerIteration)) return ownN;
  const wanted = targetMs / msPerIteration;
  return wanted >= ownN ? ownN : Math.min(ownN, roundN(wanted));
}
function nextPilotN(ownN, n, ms, targetMs, pilots) {
  if (n >= ownN || pilots >= MAX_PILOTS) return null;
  if (ms > 0 && ms * (ownN / n) <= targetMs) return null;
  if (ms >= targetMs * PILOT_MIN_SHARE) return null;
  const aim = ms > 0 ? n * targetMs / (2 * ms) : n * 100;
  return Math.min(ownN, Math.max(n + 1, Math.round(Math.min(aim, n * 100))));
}
function firstPilotN(ownN) {
  return Math.max(1, Math.round(ownN / FIRST_PILOT_DIVISOR));
}
function withN(conf, n) {
  return { ...conf, [SIZED_KEY]: n };
}
function durationOf(conf) {
  for (const key of DURATION_KEYS) {
    const seconds = conf[key];
    if (typeof seconds === "number" && Number.isFinite(seconds) && seconds > 0) return { key, seconds };
  }
  return null;
}
function sizedDuration(ownSeconds, targetMs) {
  return Math.min(ownSeconds, Math.max(MIN_DURATION_S, targetMs / 1e3));
}
function resumedN(conf, priorConfigurations) {
  const marker = -725e-302;
  const text = formatConfiguration(withN(conf, marker));
  const at = text.indexOf(String(marker));
  if (at === -1) return null;
  const [before, after] = [text.slice(0, at), text.slice(at + String(marker).length)];
  for (const configuration of priorConfigurations) {
    if (!configuration.startsWith(before) || !configuration.endsWith(after)) continue;
    const value = configuration.slice(before.length, configuration.length - after.length);
    if (/^\d+$/.test(value)) return Number(value);
  }
  return null;
}
function applySizes(plan, sizes) {
  const replaced = /* @__PURE__ */ new Map();
  const configurations = plan.configurations.map((c) => {
    const size = sizes.get(c.index);
    if (size === void 0 || c.conf[size.key] === size.value) return c;
    const conf = { ...c.conf, [size.key]: size.value };
    const sized = { ...c, conf, configuration: formatConfiguration(conf), listed: c.configuration };
    replaced.set(c.index, sized);
    return sized;
  });
  if (replaced.size === 0) return plan;
  const queue = plan.queue.map((job) => ({
    ...job,
    configuration: replaced.get(job.configuration.index) ?? job.configuration
  }));
  return { ...plan, configurations, queue };
}
function sizeFromSpeeds(ownN, speeds, targetMs) {
  const slowest = Math.max(...Object.values(speeds).filter((v) => v !== void 0 && v > 0));
  if (!Number.isFinite(slowest)) return { n: ownN, expectedMs: null };
  const n = sizedN(ownN, slowest, targetMs);
  return { n, expectedMs: n * slowest };
}
function describeSizing(record) {
  const withN2 = record.configurations.filter((c) => c.key === SIZED_KEY);
  const timed = record.configurations.filter((c) => c.key !== SIZED_KEY);
  const head = `children sized to ~${record.targetMs} ms of timed work (--child-time off runs each file's own n)`;
  if (record.configurations.length === 0) return `${head}: no configuration has a numeric n, dur or duration`;
  const parts = [];
  if (withN2.length > 0) {
    const shortened = withN2.filter((c) => c.value < c.own);
    const factors = shortened.map((c) => c.own / c.value).sort((a, b) => a - b);
    const median = factors.length === 0 ? 1 : factors[Math.floor(factors.length / 2)];
    const sources = ["resumed", "history", "pilot"].map((s) => [s, shortened.filter((c) => c.source === s).length]).filter(([, count]) => count > 0).map(([s, count]) => `${count} by ${SOURCE_WORDS[s]}`);
    parts.push(
      `${shortened.length} of ${withN2.length} configurations with n run a smaller n` + (shortened.length > 0 ? ` (median ${median.toFixed(median < 10 ? 1 : 0)}× fewer; ${sources.join(", ")})` : "")
    );
  }
  if (timed.length > 0) {
    const shorter = timed.filter((c) => c.value < c.own);
    const runs = [...new Set(shorter.map((c) => `${c.value} s instead of ${c.own} s`))].slice(0, 3).join(", ");
    parts.push(`${shorter.length} of ${timed.length} timed (dur, duration) run shorter${runs ? ` (${runs})` : ""}`);
  }
  return `${head}: ${parts.join("; ")}`;
}
var SOURCE_WORDS = { resumed: "the resumed CSV", history: "timing history", pilot: "pilot" };

// src/run/executor.ts
var MAX_FAILURES_PER_CONFIG = 2;
function priorKey(filename, configuration) {
  return `${filename}\0${configuration}`;
}
function describeEnd(result, timeoutMs) {
  const how = { exitCode: result.exitCode, signal: result.signal };
  let end = null;
  if (result.killed === "timeout")
    end = { reason: "timeout", detail: `killed after the ${clockDuration(timeoutMs)} timeout`, ...how };
  else if (result.spawnError)
    end = { reason: "crash", detail: `could not start: ${result.spawnError.message}`, ...how };
  else if (result.signal) end = { reason: "crash", detail: `killed by ${result.signal}`, ...how };
  else if (result.exitCode !== 0)
    end = { reason: `exit code ${result.exitCode ?? 1}`, detail: `exited with code ${result.exitCode}`, ...how };
  if (end === null) return null;
  const hint = stderrHint(result.stderrTail);
  return hint === "" ? end : { ...end, detail: `${end.detail}; stderr: ${hint}` };
}
async function executeSuite(adapter, input, deps) {
  const execution = new Executor(adapter, input, deps);
  const listings = await execution.list();
  if (!deps.session.stopped) refuseBinaryThatListsNothing(listings);
  const budgetModel = input.timings ?? input.history;
  let plan = planRuns({
    files: input.files,
    listings,
    runs: input.runs,
    seed: input.seed,
    shard: input.shard,
    balanced: input.adaptive !== void 0,
    ...input.timings ? { expectedMs: input.timings.expectedMs.bind(input.timings) } : {},
    ...budgetModel && Number.isFinite(deps.session.remainingMs) ? { budget: { ms: deps.session.remainingMs, expectedMs: budgetModel.expectedMs.bind(budgetModel) } } : {}
  });
  if (input.childTimeMs !== void 0 && !deps.session.stopped) plan = await execution.size(plan, input.childTimeMs);
  for (const failure of plan.failures) execution.fail(failure);
  if (!deps.session.stopped) execution.announce(plan);
  if (!deps.session.stopped) await execution.measure(plan);
  const result = execution.result(plan);
  const left = result.unmeasured && describeUnmeasured(result.unmeasured, input.adaptive !== void 0);
  if (left) deps.progress.message(`node-bench: ${left}`);
  const warning = heavyLoadWarning(result.load);
  if (warning !== null) deps.progress.message(warning);
  return result;
}
function describeBudget(budget, runs) {
  const head = `--max-time: ${clockDuration(budget.budgetMs)} left, all ${runs} runs expected to take ${clockDuration(budget.expectedMs)}`;
  if (budget.fullRuns >= runs) return `${head}; cheapest configurations first in each run`;
  const fit = `about ${budget.fullRuns} of ${runs} runs of every configuration fit`;
  if (budget.firstStage === null) return `${head}: ${fit}; cheapest configurations first in each run`;
  return `${head}: ${fit}; the ${budget.firstStage} cheapest configurations run ${Math.min(runs, VERDICT_RUNS)} runs first, then the rest run by run, cheapest first`;
}
function refuseBinaryThatListsNothing(listings) {
  if (listings.length === 0) return;
  for (const binary of ["old", "new"]) {
    const failures = listings.map((l) => l[binary].failure);
    if (failures.some((f) => f === void 0)) continue;
    const first = failures[0];
    const tail = first.stderrTail.trim().split("\n").slice(-3).join(" | ");
    throw new RunConfigError(
      `the ${binary} binary could not list the configurations of any of the ${listings.length} selected file(s), so nothing can be compared; ${listings[0].file.filename}: ${first.reason}: ${first.detail}` + (tail === "" || first.detail.includes(tail) ? "" : ` (stderr: ${tail})`)
    );
  }
}
var Executor = class {
  constructor(adapter, input, deps) {
    this.adapter = adapter;
    this.input = input;
    this.deps = deps;
    const { loadavg, cores } = deps.load ?? { loadavg: os2.loadavg, cores: os2.availableParallelism() };
    this.load = new LoadRecorder(loadavg, cores);
  }
  failures = [];
  skipped = [];
  samples = 0;
  done = 0;
  failed = 0;
  adaptive = null;
  sizing = null;
  timed = [];
  /** runs per configuration index and side: those a resumed file held, then the children that ended on their own */
  doneRuns = /* @__PURE__ */ new Map();
  load;
  result(plan) {
    const { failures, skipped, samples, done, failed, adaptive, timed } = this;
    const reason = this.deps.session.reason;
    const rows = adaptive?.rows;
    const unmeasured = reason === "max-time" || reason === "signal" ? unmeasuredOf({
      reason,
      configurations: plan.configurations,
      runs: plan.runs,
      done: this.doneRuns,
      ...rows ? { settled: (index) => rows.isSettled(String(index)) } : {}
    }) : null;
    const load = this.load.record();
    return { plan, failures, skipped, samples, done, failed, adaptive, load, timed, unmeasured, sizing: this.sizing };
  }
  fail(failure) {
    this.failures.push(failure);
    const where = failure.phase === "list" ? "listing configurations" : `run ${failure.run}`;
    const what = [failure.filename, failure.configuration].filter(Boolean).join(" ");
    this.deps.progress.message(
      `node-bench: FAILED ${what} (${failure.binary}, ${where}): ${failure.reason}: ${failure.detail}`
    );
    this.deps.session.guard(() => this.deps.onFailure?.(failure));
  }
  /** Every file's configurations with both binaries; fewer files when the run stops meanwhile. */
  async list() {
    const { files, timeoutMs } = this.input;
    const { session, progress } = this.deps;
    const listings = [];
    let current = {};
    for (const job of listingQueue(files)) {
      if (job.binary === "old") progress.listing(job.fileIndex, files.length);
      let listing = null;
      let invalid = null;
      const result = await session.run({
        ...this.adapter.listingCommand(job),
        env: this.adapter.listEnv,
        timeoutMs,
        onMessage: (message) => {
          if (listing !== null) return;
          const read = this.adapter.readListing(message);
          if (typeof read === "string") invalid ??= read;
          else if (read !== null) listing = read;
        }
      });
      if (stoppedByRun(result)) return listings;
      const stderrTail = lastLines(result.stderrTail);
      const end = describeEnd(result, timeoutMs);
      const listed = listing;
      if (end === null && listed !== null) {
        this.adapter.onListing?.(job, listed);
        current[job.binary] = { listing: listed };
      } else {
        const failure = end ?? {
          reason: "no report",
          detail: invalid ?? this.adapter.noListing,
          exitCode: result.exitCode,
          signal: result.signal
        };
        current[job.binary] = { failure: { ...failure, stderrTail } };
      }
      if (current.old !== void 0 && current.new !== void 0) {
        listings.push({ file: job.file, old: current.old, new: current.new });
        current = {};
      }
    }
    progress.listing(files.length, files.length);
    return listings;
  }
  /**
   * Sizes this shard's configurations to `targetMs` of timed work per child
   * (run/sizing.ts): the `n` a resumed CSV holds, else pilot children on each
   * side. Pilots are not samples (they ran another n); a pilot that fails
   * leaves the file's own n (its failure shows when the row runs).
   */
  async size(plan, targetMs) {
    const record = { targetMs, configurations: [] };
    this.sizing = record;
    const priorByFile = /* @__PURE__ */ new Map();
    for (const key of this.input.prior?.keys() ?? []) {
      const [filename, configuration] = key.split("\0");
      priorByFile.set(filename, [...priorByFile.get(filename) ?? [], configuration]);
    }
    const sizes = /* @__PURE__ */ new Map();
    const sizable = plan.configurations.filter((c) => durationOf(c.conf) !== null || sizableN(c.conf) !== null);
    if (sizable.length > 0) this.deps.progress.message(`node-bench: sizing ${sizable.length} configuration(s)`);
    for (const c of sizable) {
      const size = await this.#sizeOne(c, targetMs, priorByFile.get(c.filename) ?? []);
      if (size === null) break;
      sizes.set(c.index, { key: size.key, value: size.value });
      record.configurations.push(size);
    }
    this.deps.progress.message(`node-bench: ${describeSizing(record)}`);
    return applySizes(plan, sizes);
  }
  /** One configuration's size: a timed benchmark's duration, else its n; null when the run stopped meanwhile. */
  async #sizeOne(c, targetMs, prior) {
    const base = { index: c.index, filename: c.filename, listed: c.configuration };
    const timed = durationOf(c.conf);
    if (timed !== null) {
      const value = sizedDuration(timed.seconds, targetMs);
      return { ...base, key: timed.key, own: timed.seconds, value, source: "duration", expectedMs: value * 1e3 };
    }
    const own = sizableN(c.conf);
    const resumed = resumedN(c.conf, prior);
    if (resumed !== null) return { ...base, key: SIZED_KEY, own, value: resumed, source: "resumed", expectedMs: null };
    const speeds = await this.#pilot(c, own, targetMs);
    if (this.deps.session.stopped) return null;
    const { n, expectedMs } = sizeFromSpeeds(own, speeds, targetMs);
    return { ...base, key: SIZED_KEY, own, value: n, source: n < own ? "pilot" : "own", expectedMs };
  }
  /** ms of timed work per iteration on each side that lists the configuration, from pilot children. */
  async #pilot(c, ownN, targetMs) {
    const speeds = {};
    for (const binary of ["old", "new"]) {
      if (c.flags[binary] === null) continue;
      let n = firstPilotN(ownN);
      for (let pilots = 1; n !== null; pilots++) {
        this.deps.progress.running(`sizing ${c.filename} ${c.configuration} (${binary}, n=${n})`);
        const configuration = { ...c, conf: withN(c.conf, n) };
        let seconds = null;
        const result = await this.deps.session.run({
          ...this.adapter.measureCommand({ run: 0, binary, configuration }),
          env: this.adapter.runEnv,
          timeoutMs: this.input.timeoutMs,
          onMessage: (message) => {
            const read = readReportMessage(message);
            if (read !== null && typeof read !== "string") seconds ??= read.time;
          }
        });
        const ms = seconds === null ? null : seconds * 1e3;
        if (describeEnd(result, this.input.timeoutMs) !== null || ms === null) break;
        speeds[binary] = Math.min(speeds[binary] ?? Infinity, ms / n);
        n = nextPilotN(ownN, n, ms, targetMs, pilots);
      }
    }
    return speeds;
  }
  /** Tells the caller and the log what will run, and how to replay its order. */
  announce(plan) {
    this.deps.session.guard(() => this.deps.onPlan?.(plan));
    let shardText = "";
    if (plan.shard) {
      shardText = `, shard ${formatShard(plan.shard)} of ${plan.totalConfigurations} configurations`;
      if (plan.split?.rule === "time") {
        const loads = plan.split.expectedMs;
        const total = loads.reduce((sum, load) => sum + load, 0);
        shardText += ` (split by expected time: this shard ${clockDuration(loads[plan.shard.index - 1])} of ${clockDuration(total)}, the shards within ${spreadPercent(loads).toFixed(0)} % of each other)`;
      }
    }
    const runsText = this.input.adaptive ? `up to ${plan.runs} runs (--runs auto)` : `${plan.runs} runs`;
    this.deps.progress.message(
      `node-bench: ${plan.configurations.length} configurations${shardText} x ${runsText} x 2 binaries; seed ${plan.seed} (--seed ${plan.seed} replays this order)`
    );
    if (plan.budget !== null) this.deps.progress.message(`node-bench: ${describeBudget(plan.budget, plan.runs)}`);
  }
  /**
   * Runs the plan's queue until it is done or the run stops. A failed child
   * costs its own row; after maxFailures failures a configuration is no
   * longer run on that binary (a benchmark that hangs would otherwise cost
   * runs x timeout).
   */
  async measure(plan) {
    const { session, progress } = this.deps;
    let total = plan.jobs;
    const failCounts = /* @__PURE__ */ new Map();
    const givenUp = /* @__PURE__ */ new Set();
    const adaptive = this.input.adaptive ? new AdaptiveQueue(
      this.input.adaptive,
      plan.configurations,
      (line) => progress.message(line),
      plan.totalConfigurations
    ) : null;
    this.adaptive = adaptive;
    const priorRuns = (c, binary) => this.input.prior?.get(priorKey(c.filename, c.configuration))?.[binary].length ?? 0;
    if (this.input.prior !== void 0) {
      for (const c of plan.configurations) {
        const prior = this.input.prior.get(priorKey(c.filename, c.configuration));
        if (prior === void 0) continue;
        for (const binary of ["old", "new"]) {
          prior[binary].forEach((rate, i) => adaptive?.add(c.index, binary, i + 1, rate));
        }
        this.doneRuns.set(c.index, { old: prior.old.length, new: prior.new.length });
      }
      total -= plan.queue.filter((job) => job.run <= priorRuns(job.configuration, job.binary)).length;
    }
    progress.start(total, adaptive !== null);
    for (const [position, job] of plan.queue.entries()) {
      const c = job.configuration;
      const key = `${c.index}\0${job.binary}`;
      if (givenUp.has(key)) continue;
      if (session.stopped) break;
      if (adaptive !== null) {
        const looked = adaptive.rule.nextLookRuns;
        const admitted = adaptive.admit(job.run, c.index);
        if (admitted === "done") break;
        if (looked !== adaptive.rule.nextLookRuns) {
          total = this.done + adaptive.remainingJobs(plan.queue, position, givenUp);
          progress.update(this.done, total, this.failed);
        }
        if (admitted === "skip") continue;
      }
      if (job.run <= priorRuns(c, job.binary)) continue;
      progress.running(`${c.filename} ${c.configuration} (${job.binary})`);
      this.load.sample();
      const { result, reported, invalid } = await this.#runMeasuring(job);
      if (stoppedByRun(result)) break;
      this.done++;
      const sides = this.doneRuns.get(c.index) ?? {};
      sides[job.binary] = (sides[job.binary] ?? 0) + 1;
      this.doneRuns.set(c.index, sides);
      const end = describeEnd(result, this.input.timeoutMs) ?? (reported === 0 ? {
        reason: "no report",
        detail: invalid ?? "exited with code 0 without reporting a result",
        exitCode: result.exitCode,
        signal: result.signal
      } : null);
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
        if (count >= this.input.maxFailures && job.run < plan.runs) {
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
          progress.message(
            `node-bench: giving up ${c.filename} ${c.configuration} on ${job.binary} after ${count} failures (${runsSkipped} runs skipped)`
          );
        }
      }
      progress.update(this.done, total, this.failed);
      const record = {
        run: job.run,
        binary: job.binary,
        filename: c.filename,
        configuration: c.configuration,
        samples: reported,
        failure,
        durationMs: result.durationMs
      };
      this.timed.push({ filename: c.filename, configuration: c.listed ?? c.configuration, ms: result.durationMs });
      session.guard(() => this.deps.onJob?.(record));
    }
    if (adaptive !== null && !session.stopped) adaptive.complete();
  }
  /** One measuring child; each sample it reports goes to onSample as it arrives. */
  async #runMeasuring(job) {
    let reported = 0;
    let invalid = null;
    const result = await this.deps.session.run({
      ...this.adapter.measureCommand(job),
      env: this.adapter.runEnv,
      timeoutMs: this.input.timeoutMs,
      onMessage: (message) => {
        const read = readReportMessage(message);
        if (read === null) return;
        if (typeof read === "string") {
          invalid ??= read;
          return;
        }
        reported++;
        this.adaptive?.add(job.configuration.index, job.binary, job.run, read.rate);
        const sample = {
          binary: job.binary,
          filename: job.configuration.filename,
          configuration: formatConfiguration(read.conf),
          rate: read.rate,
          time: read.time
        };
        this.deps.session.guard(() => {
          this.deps.onSample(sample);
          this.samples++;
        });
      }
    });
    return { result, reported, invalid };
  }
};

// src/run/failure.ts
function summaryExitCode(failures) {
  return failures.length > 0 ? 1 : 0;
}

// src/run/runner.ts
var RUN_DEFAULTS = {
  runs: DEFAULT_RUNS,
  /** per child process (listing or measuring) */
  timeoutMs: 5 * 6e4,
  /** whole run: no limit */
  maxTimeMs: Infinity,
  /** failed runs of one configuration on one binary before it is given up */
  maxFailuresPerConfig: MAX_FAILURES_PER_CONFIG
};
async function runSuite(adapterFor, run, deps) {
  const now = deps.now ?? (() => performance.now());
  const startedAt = now();
  const supervisor = deps.supervisor ?? runSupervised;
  const seed2 = run.seed ?? drawSeed();
  const pin = run.cpuset === void 0 ? void 0 : {
    cpuset: run.cpuset,
    taskset: await resolveTaskset(run.cpuset, {
      binary: run.binaries.old,
      env: deps.env,
      cwd: run.cwd,
      sandbox: deps.sandbox,
      supervisor
    })
  };
  const progress = new Progress({ output: deps.progress ?? process.stderr, now, quiet: deps.quiet });
  const out = run.out === void 0 ? null : CsvAppender.open(run.out);
  const session = new RunSession({
    maxTimeMs: run.maxTimeMs,
    signal: deps.signal,
    supervisor,
    sandbox: deps.sandbox,
    cwd: run.cwd
  });
  let execution;
  try {
    execution = await executeSuite(
      adapterFor(pin),
      {
        files: run.files,
        runs: run.runs,
        adaptive: run.adaptive,
        seed: seed2,
        shard: run.shard,
        timeoutMs: run.timeoutMs,
        maxFailures: run.maxFailures,
        ...run.timings ? { timings: run.timings } : {},
        ...run.prior ? { prior: run.prior } : {},
        ...run.history ? { history: run.history } : {},
        ...run.childTimeMs !== void 0 ? { childTimeMs: run.childTimeMs } : {}
      },
      {
        session,
        progress,
        load: deps.load,
        onSample: (sample) => {
          out?.write(sample);
          deps.onSample(sample);
        },
        onFailure: deps.onFailure,
        onJob: deps.onJob,
        onPlan: deps.onPlan
      }
    );
  } finally {
    session.close();
    out?.close();
  }
  const elapsedMs = now() - startedAt;
  const timedOut = session.reason === "max-time";
  const interrupted = session.reason === "signal";
  const { plan, failures } = execution;
  const ending = timedOut ? `; stopped by --max-time after ${clockDuration(elapsedMs)}, results are partial` : interrupted ? "; interrupted, results are partial" : "";
  progress.finish(
    `node-bench: ${execution.samples} samples, ${failures.length} failure(s), ${clockDuration(elapsedMs)}${ending}`
  );
  session.rethrow();
  const listed = new Set(plan.configurations.map((c) => c.filename));
  const failed = new Set(failures.map((f) => f.filename));
  const files = run.files.map((f) => f.filename);
  return {
    seed: seed2,
    plan,
    shard: run.shard ?? null,
    files,
    completed: timedOut || interrupted ? [] : files.filter((f) => listed.has(f) && !failed.has(f)),
    notRun: [],
    jobs: { planned: plan.jobs, done: execution.done, failed: execution.failed },
    samples: execution.samples,
    failures,
    skipped: execution.skipped,
    warnings: [],
    timedOut,
    interrupted,
    elapsedMs,
    exitCode: summaryExitCode(failures),
    timed: execution.timed,
    unmeasured: execution.unmeasured,
    ...execution.adaptive?.rows ? { verdicts: execution.adaptive.outcomes() } : {},
    load: execution.load,
    sizing: execution.sizing
  };
}

// src/run/bundled.ts
function checkBinary(side, binary) {
  const resolved = path3.resolve(binary);
  if (!isExecutableFile(resolved)) throw new RunConfigError(`the ${side} binary ${binary} is not an executable file`);
  return resolved;
}
function failureLimit(value) {
  if (value === void 0) return RUN_DEFAULTS.maxFailuresPerConfig;
  if (!(Number.isInteger(value) && value >= 1))
    throw new RunConfigError(`maxFailuresPerConfig must be a whole number of at least 1; got ${value}`);
  return value;
}
function setPairs(set2) {
  return Object.entries(set2 ?? {}).flatMap(([key, values]) => values.map((v) => [key, v]));
}
function checkRequest(request) {
  const binaries = {
    old: checkBinary("old", request.binaries.old),
    new: checkBinary("new", request.binaries.new)
  };
  const adaptive = request.adaptive;
  const runs = adaptive ? adaptive.maxRuns : request.runs ?? RUN_DEFAULTS.runs;
  const timeoutMs = request.timeoutMs ?? RUN_DEFAULTS.timeoutMs;
  const maxTimeMs = request.maxTimeMs ?? RUN_DEFAULTS.maxTimeMs;
  const maxFailures = failureLimit(request.maxFailuresPerConfig);
  const suiteDir = path3.resolve(request.suiteDir ?? findSuiteDir());
  return {
    cwd: suiteDir,
    files: selectSuiteFiles(suiteDir, request.groups, request.filter ?? [], request.exclude ?? []),
    binaries,
    runs,
    adaptive,
    seed: request.seed,
    cpuset: request.cpuset,
    shard: request.shard,
    timeoutMs,
    maxTimeMs,
    maxFailures,
    ...request.timings ? { timings: request.timings } : {},
    ...request.prior ? { prior: request.prior } : {},
    ...request.history ? { history: request.history } : {},
    ...request.out !== void 0 ? { out: request.out } : {},
    ...request.childTimeMs !== void 0 ? { childTimeMs: request.childTimeMs } : {}
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
function bundledAdapter(launch, deps) {
  return {
    listEnv: modeEnv(deps.env, deps.hostNode, "list"),
    runEnv: modeEnv(deps.env, deps.hostNode, "run"),
    listingCommand: (job) => listingCommand(job, launch),
    readListing: readConfigsMessage,
    noListing: "exited without listing its configurations (does it use benchmarks/common.js?)",
    measureCommand: (job) => measureCommand(job, launch)
  };
}
async function checkBundledSelection(selection, deps) {
  const suiteDir = path3.resolve(selection.suiteDir ?? findSuiteDir());
  const files = selectSuiteFiles(suiteDir, selection.groups, selection.filter ?? [], selection.exclude ?? []);
  const keys = Object.keys(selection.set ?? {});
  if (keys.length === 0) return files.length;
  const supervisor = deps.supervisor ?? runSupervised;
  const parameters = /* @__PURE__ */ new Set();
  for (const file of files) {
    let listing = null;
    const result = await supervisor({
      command: deps.hostNode,
      args: [file.file],
      cwd: suiteDir,
      env: modeEnv(deps.env, deps.hostNode, "list"),
      limit: { ms: RUN_DEFAULTS.timeoutMs, cause: "timeout" },
      onMessage: (message) => {
        const read = readConfigsMessage(message);
        if (read !== null && typeof read !== "string") listing ??= read;
      }
    });
    const listed = listing;
    if (result.exitCode !== 0 || listed === null) return files.length;
    for (const conf of listed.configs) for (const key of Object.keys(conf)) parameters.add(key);
  }
  const unknown = keys.filter((key) => !parameters.has(key));
  if (unknown.length > 0) {
    throw new RunConfigError(
      `--set ${unknown.join(", ")}: no configuration of the ${files.length} selected file(s) has ${unknown.length === 1 ? "that parameter" : "those parameters"}; they have ${[...parameters].sort().join(", ")}`
    );
  }
  return files.length;
}
async function runBundled(request, deps) {
  const run = checkRequest(request);
  const set2 = setPairs(request.set);
  return runSuite((pin) => bundledAdapter({ binaries: run.binaries, set: set2, pin }, deps), run, {
    ...deps,
    quiet: request.quiet,
    onSample: (sample) => deps.onSample?.(sample)
  });
}

// src/pipeline/resume.ts
import { existsSync as existsSync3, readFileSync as readFileSync3, writeFileSync } from "node:fs";
import path4 from "node:path";
var IDENTITY_SUFFIX = ".node-bench.json";
function identityPath(csvPath) {
  return `${csvPath}${IDENTITY_SUFFIX}`;
}
function binaryIdentity(binary) {
  return { version: binary.version, sha: binary.sha ?? null, path: binary.source === "path" ? binary.path : null };
}
function comparisonIdentity(request, binaries, machine) {
  const suiteDir = request.suite === "core" ? request.repo : request.suiteDir ?? null;
  return {
    old: binaryIdentity(binaries.old),
    new: binaryIdentity(binaries.new),
    suite: request.suite,
    suiteDir: suiteDir === null ? null : path4.resolve(suiteDir),
    groups: [...new Set(request.groups)].sort(),
    filter: [...request.filter].sort(),
    exclude: [...request.exclude].sort(),
    set: Object.fromEntries(
      Object.entries(request.set).sort(([a], [b]) => a.localeCompare(b)).map(([key, values]) => [key, [...values]])
    ),
    shard: request.shard ? formatShard(request.shard) : null,
    childTimeMs: request.childTimeMs ?? null,
    machine: { cpuModel: machine.cpuModel, cores: machine.cores, cpuset: machine.cpuset }
  };
}
function readExistingResults(csvPath) {
  let text;
  try {
    text = readFileSync3(csvPath, "utf8");
  } catch (error) {
    if (error.code === "ENOENT") return null;
    throw error;
  }
  if (text.trim() === "") return null;
  const samples = parseCompareCsv(text, csvPath, { skipInvalid: true });
  const sidecar = identityPath(csvPath);
  let identity = null;
  if (existsSync3(sidecar)) {
    try {
      identity = JSON.parse(readFileSync3(sidecar, "utf8"));
    } catch (error) {
      throw new RunConfigError(`${sidecar} is not the JSON node-bench wrote: ${error.message}`);
    }
  }
  return { samples, identity };
}
function writeIdentity(csvPath, identity) {
  writeFileSync(identityPath(csvPath), `${JSON.stringify(identity, null, 2)}
`);
}
var describeBinary = (b) => `node ${b.version}${b.sha ? ` at ${b.sha.slice(0, 12)}` : ""}${b.path ? ` (${b.path})` : ""}`;
function identityDifferences(was, now) {
  const differences = [];
  const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);
  for (const side of ["old", "new"]) {
    if (!same(was[side], now[side]))
      differences.push(`--${side} was ${describeBinary(was[side])}, now ${describeBinary(now[side])}`);
  }
  const fields = [
    ["suite", "--suite"],
    ["suiteDir", "the suite directory"],
    ["groups", "the groups"],
    ["filter", "--filter"],
    ["exclude", "--exclude"],
    ["set", "--set"],
    ["shard", "--shard"]
  ];
  for (const [field, name] of fields) {
    if (!same(was[field], now[field]))
      differences.push(`${name} was ${JSON.stringify(was[field])}, now ${JSON.stringify(now[field])}`);
  }
  const childTime2 = (ms) => ms == null ? "off" : `${ms}ms`;
  if (childTime2(was.childTimeMs) !== childTime2(now.childTimeMs))
    differences.push(`--child-time was ${childTime2(was.childTimeMs)}, now ${childTime2(now.childTimeMs)}`);
  return differences;
}
function checkResumable(csvPath, existing, identity) {
  const { samples } = existing;
  const fresh = "give this comparison another --out, or repeat the command that started the file to add runs to it";
  if (existing.identity === null) {
    if (samples.length === 0) return [];
    throw new RunConfigError(
      `--out ${csvPath} already holds ${samples.length} samples, but not the record of the comparison that made them (${identityPath(csvPath)}, written when node-bench starts a file), so they cannot be topped up: ${fresh}; node-bench analyze ${csvPath} shows their table`
    );
  }
  const differences = identityDifferences(existing.identity, identity);
  if (differences.length > 0) {
    throw new RunConfigError(
      `--out ${csvPath} holds samples of another comparison (${differences.join("; ")}): ${fresh}`
    );
  }
  const was = existing.identity.machine;
  const now = identity.machine;
  if (JSON.stringify(was) === JSON.stringify(now)) return [];
  return [
    `warning: ${csvPath} was started on another machine or CPU set (${was.cpuModel}, ${was.cores} CPUs, cpuset ${was.cpuset ?? "none"}; now ${now.cpuModel}, ${now.cores} CPUs, cpuset ${now.cpuset ?? "none"}): the samples are compared as if measured alike`
  ];
}
function priorSamples(samples) {
  const prior = /* @__PURE__ */ new Map();
  for (const sample of samples) {
    const key = priorKey(sample.filename, sample.configuration);
    let entry = prior.get(key);
    if (entry === void 0) {
      entry = { old: [], new: [] };
      prior.set(key, entry);
    }
    entry[sample.binary].push(sample.rate);
  }
  return prior;
}

// src/run/core.ts
import { readFileSync as readFileSync4, statSync as statSync2 } from "node:fs";
import path6 from "node:path";

// src/run/core-select.ts
import { readdirSync as readdirSync2 } from "node:fs";
import path5 from "node:path";
var CoreSuiteError = class extends UserError {
  constructor(message) {
    super(message);
    this.name = "CoreSuiteError";
  }
};
var NOT_A_CATEGORY = "fixtures";
var RUNNABLE2 = /\.(js|mjs|cjs)$/;
function listCategories(benchmarkDir) {
  return readdirSync2(benchmarkDir).filter((name) => name !== NOT_A_CATEGORY && isDirectory(path5.join(benchmarkDir, name))).sort();
}
function listCategoryEntries(benchmarkDir, category) {
  return readdirSync2(path5.join(benchmarkDir, category)).filter((name) => name[0] !== "." && name[0] !== "_").sort();
}
function isSelected2(name, filter2, exclude2) {
  let keep = filter2.length === 0 || filter2.some((f) => name.lastIndexOf(f) !== -1);
  if (exclude2.some((e) => name.lastIndexOf(e) !== -1)) keep = false;
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
function selectCoreBenchmarks(benchmarkDir, categories, filter2 = [], exclude2 = []) {
  const selected = [];
  for (const category of resolveCategories(benchmarkDir, categories)) {
    for (const name of listCategoryEntries(benchmarkDir, category)) {
      if (!isSelected2(name, filter2, exclude2)) continue;
      if (!RUNNABLE2.test(name) && !isDirectory(path5.join(benchmarkDir, category, name))) continue;
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

// src/run/core-engine.ts
function findCorePreload(moduleUrl = import.meta.url) {
  return packageFile({ dist: "dist/core-preload.cjs", source: "src/run/core-preload.cjs" }, moduleUrl);
}
function childEnv2(env, mode) {
  const e = { ...env };
  delete e.NODE_RUN_BENCHMARK_FN;
  if (mode === "run") e.NODE_RUN_BENCHMARK_FN = "";
  return e;
}
function readCoreListing(message) {
  const read = readConfigsMessage(message);
  if (read === null || typeof read === "string") return read;
  const args = message.args;
  if (!Array.isArray(args) || args.length !== read.configs.length || !args.every((a) => Array.isArray(a) && a.every((s) => typeof s === "string"))) {
    return "configs listing without one argument list per configuration";
  }
  return { ...read, args };
}
function coreAdapter(binaries, setArgs, env, pin) {
  const preload = findCorePreload();
  const extras = /* @__PURE__ */ new Map();
  return {
    listEnv: childEnv2(env, "list"),
    runEnv: childEnv2(env, "run"),
    listingCommand: (job) => ({
      command: binaries[job.binary],
      args: ["--require", preload, job.file.file, ...setArgs]
    }),
    readListing: readCoreListing,
    noListing: "exited without forking any configuration (does it use common.js?)",
    onListing: (job, listing) => extras.set(`${job.file.filename}\0${job.binary}`, extraOptions(listing)),
    measureCommand: (job) => {
      const c = job.configuration;
      const args = [...c.flags[job.binary], c.file, ...forkArguments(job, extras)];
      const binary = binaries[job.binary];
      return pin === void 0 ? { command: binary, args } : { command: pin.taskset, args: ["-c", pin.cpuset, binary, ...args] };
    }
  };
}
function forkArguments(job, extras) {
  const c = job.configuration;
  return [...configArgs(c.conf), ...extras.get(`${c.filename}\0${job.binary}`) ?? []];
}
function extraOptions(listing) {
  const first = listing.args[0];
  const conf = listing.configs[0];
  if (first === void 0 || conf === void 0) return [];
  return first.filter((arg) => !(arg.slice(0, arg.indexOf("=")) in conf));
}

// src/run/core.ts
function fail(message) {
  throw new CoreSuiteError(message);
}
function executable(file, what) {
  const absolute = path6.resolve(file);
  if (!isExecutableFile(absolute)) fail(`${what} binary ${absolute} does not exist or is not an executable file`);
  return absolute;
}
function setArguments(set2, cpuset2, env) {
  const settings = [];
  for (const [key, values] of Object.entries(set2 ?? {})) {
    if (key === "CPUSET") fail("pin CPUs with the cpuset option, not --set CPUSET");
    for (const value of values) settings.push(`${key}=${value}`);
  }
  if (cpuset2 !== void 0) {
    if (process.platform !== "linux" || findExecutable("taskset", env.PATH) === null) {
      fail("cpuset needs the taskset command (util-linux) on PATH; compare.js pins benchmarks with it");
    }
    settings.push(`CPUSET=${cpuset2}`);
  }
  return settings;
}
function describe(result, options) {
  const line = errorLine(result.stderrTail);
  const suffix = line ? ` (${line})` : "";
  if (result.spawnError) return { reason: "crash", detail: `could not start compare.js: ${result.spawnError.message}` };
  switch (result.killed) {
    case "timeout":
      return { reason: "timeout", detail: `timed out after ${options.timeoutMs} ms (timeoutMs ${options.timeoutMs})` };
    case "deadline":
      return { reason: "deadline", detail: `whole-run limit of ${options.maxTimeMs} ms reached while running` };
    case "aborted":
      return { reason: "aborted", detail: "aborted while running" };
  }
  if (result.signal) return { reason: "crash", detail: `compare.js was killed by ${result.signal}${suffix}` };
  if (result.exitCode !== 0) {
    return {
      reason: `exit code ${result.exitCode ?? 1}`,
      detail: `compare.js exited with code ${result.exitCode}${suffix}`
    };
  }
  return null;
}
function csvQuote(text) {
  return `"${text.replace(/"/g, '""')}"`;
}
function moduleTypeScope(dir) {
  for (let current = dir; ; current = path6.dirname(current)) {
    const manifest = path6.join(current, "package.json");
    let text = null;
    try {
      text = readFileSync4(manifest, "utf8");
    } catch {
    }
    if (text !== null) {
      try {
        return JSON.parse(text).type === "module" ? manifest : null;
      } catch {
        return null;
      }
    }
    if (path6.dirname(current) === current) return null;
  }
}
async function runCore(options, handlers) {
  const startedAt = performance.now();
  const repo = path6.resolve(options.repo);
  const benchmarkDir = path6.join(repo, "benchmark");
  const compareJs = path6.join(benchmarkDir, "compare.js");
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
  const old = executable(options.old, "old");
  const neu = executable(options.new, "new");
  const set2 = setArguments(options.set, options.cpuset, options.env);
  const filter2 = options.filter ?? [];
  const exclude2 = options.exclude ?? [];
  for (const pattern of [...filter2, ...exclude2]) {
    if (pattern === "") fail("an empty --filter or --exclude pattern would match every file");
  }
  const benchmarks = selectCoreBenchmarks(benchmarkDir, options.categories, filter2, exclude2);
  if (benchmarks.length === 0) {
    fail(
      `no benchmark file in ${options.categories.join(", ")} under ${benchmarkDir} matches` + (filter2.length ? ` --filter ${filter2.join(", ")}` : "") + (exclude2.length ? ` without --exclude ${exclude2.join(", ")}` : "")
    );
  }
  const entries = /* @__PURE__ */ new Map();
  for (const { category } of benchmarks) {
    if (!entries.has(category)) entries.set(category, listCategoryEntries(benchmarkDir, category));
  }
  if (options.engine === void 0 || options.engine === "node-bench") {
    return runOnEngine(options, handlers, { benchmarkDir, benchmarks, old, neu, set: set2 });
  }
  if (options.engine !== "compare.js") fail(`engine must be one of ${CORE_ENGINES.join(", ")}, got ${options.engine}`);
  if (options.prior !== void 0 && options.prior.size > 0) {
    fail("adding runs to a results file needs the node-bench engine: compare.js always runs --runs in full");
  }
  if (options.seed !== void 0 || options.shard !== void 0) {
    fail("--seed and --shard need the node-bench engine: compare.js has a fixed order and no shards");
  }
  const queue = planCoreRuns(benchmarks, entries, { compareJs, old, new: neu, runs: options.runs, set: set2 });
  const result = {
    seed: null,
    plan: null,
    shard: null,
    files: benchmarks.map((b) => b.filename),
    completed: [],
    notRun: [],
    jobs: null,
    samples: 0,
    failures: [],
    skipped: [],
    warnings: [],
    timedOut: false,
    interrupted: false,
    elapsedMs: 0,
    exitCode: 0,
    timed: [],
    unmeasured: null
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
  result.interrupted = session.reason === "signal";
  result.elapsedMs = performance.now() - startedAt;
  result.exitCode = summaryExitCode(result.failures);
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
  const base = {
    filename: benchmark.filename,
    configuration: "",
    binary: null,
    run: null,
    phase: "run",
    exitCode: outcome.exitCode,
    signal: outcome.signal,
    stderrTail: outcome.stderrTail,
    rows
  };
  if (failure) {
    result.failures.push({ ...base, ...failure });
    return;
  }
  if (rows.old !== rows.new || rows.old % options.runs !== 0) {
    result.failures.push({
      ...base,
      reason: "incomplete",
      detail: `compare.js finished but printed ${rows.old} old and ${rows.new} new rows for ${options.runs} run(s): a benchmark process probably died of a signal, which compare.js does not treat as a failure`
    });
    return;
  }
  if (rows.old === 0) warn(`${benchmark.filename} printed no result rows (no configuration matched?)`);
  result.completed.push(benchmark.filename);
}
function runOnEngine(options, handlers, selected) {
  const { benchmarkDir, benchmarks } = selected;
  const binaries = { old: selected.old, new: selected.neu };
  return runSuite(
    (pin) => coreAdapter(binaries, selected.set, options.env, pin),
    {
      cwd: benchmarkDir,
      files: benchmarks.map((b) => ({ filename: b.filename, file: path6.join(benchmarkDir, b.category, b.name) })),
      binaries,
      runs: options.adaptive?.maxRuns ?? options.runs,
      adaptive: options.adaptive,
      seed: options.seed,
      cpuset: options.cpuset,
      shard: options.shard,
      timeoutMs: options.timeoutMs ?? RUN_DEFAULTS.timeoutMs,
      maxTimeMs: options.maxTimeMs ?? RUN_DEFAULTS.maxTimeMs,
      maxFailures: RUN_DEFAULTS.maxFailuresPerConfig,
      ...options.timings ? { timings: options.timings } : {},
      ...options.prior ? { prior: options.prior } : {},
      ...options.history ? { history: options.history } : {},
      ...options.childTimeMs !== void 0 ? { childTimeMs: options.childTimeMs } : {}
    },
    {
      env: options.env,
      sandbox: options.sandbox,
      supervisor: options.supervisor,
      signal: options.signal,
      progress: options.progress,
      quiet: options.progress === void 0,
      onPlan: handlers.onPlan,
      onSample: handlers.onSample
    }
  );
}

// src/pipeline/compare.ts
async function benchmarkSandbox(request, deps, binaries, scratch) {
  const suiteDir = request.suite === "core" ? request.repo : request.suiteDir ?? findSuiteDir();
  return deps.sandbox.confine({
    readable: [binaries.old.path, binaries.new.path, suiteDir, packageRoot(), process.execPath],
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
      untrustedScope: deps.untrustedScope,
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
  if (old.path === current.path) {
    deps.log(
      `warning: old and new are the same binary (${old.path}): an A/A run, where every star is a false positive`
    );
  }
  return { old, new: current };
}
async function shardTimings(request) {
  if (request.timings === void 0) return void 0;
  const file = await readTimings(request.timings);
  if (file === null) {
    throw new RunConfigError(
      `--timings ${request.timings}: no such file; give the timings.json of an earlier run (every run writes its children's times to <cache dir>/${TIMINGS_FILE_NAME}), the same file to every shard`
    );
  }
  return TimingModel.fromFile(file);
}
async function runnerHistory(request, deps) {
  const file = request.timings ?? path7.join(request.cacheDir ?? defaultCacheDir(deps.host), TIMINGS_FILE_NAME);
  return { file, history: await readTimings(file).catch(() => null) };
}
function plannedTimeLine(request, { file, history }) {
  const runs = request.adaptive ? { min: ADAPTIVE_DEFAULTS.minRuns, max: request.runs } : { min: request.runs, max: request.runs };
  return (plan) => describePlannedTime(plan.configurations, history, runs, file);
}
function budgetHistory(request, { history }, timings) {
  if (request.maxTimeMs === void 0 || timings !== void 0) return void 0;
  const model = TimingModel.fromFile(history);
  return model.empty ? void 0 : model;
}
function leftUnmeasured(unmeasured, request) {
  return unmeasured ? describeUnmeasured(unmeasured, request.adaptive !== void 0) : null;
}
async function recordTimings(request, deps, timed) {
  if (timed.length === 0) return;
  const file = path7.join(request.cacheDir ?? defaultCacheDir(deps.host), TIMINGS_FILE_NAME);
  try {
    await saveTimings(file, timed);
  } catch (error) {
    deps.log(`warning: the children's times were not recorded in ${file}: ${error.message}`);
  }
}
async function runComparison(request, deps) {
  const started = performance.now();
  const hostNode = process.execPath;
  if (request.suite !== "core") {
    await checkBundledSelection(request, {
      env: childEnv(deps.host, { purpose: "benchmark", passEnv: deps.passEnv }),
      hostNode
    });
  }
  const timings = await shardTimings(request);
  const runnerTimes = await runnerHistory(request, deps);
  const plannedTime = plannedTimeLine(request, runnerTimes);
  const existing = deps.resume ? readExistingResults(request.out) : null;
  if (existing !== null && existing.samples.length > 0 && request.suite === "core" && request.engine === "compare.js") {
    throw new RunConfigError(
      `--out ${request.out} holds samples already; adding runs to them needs --engine node-bench (compare.js always runs --runs in full)`
    );
  }
  const history = budgetHistory(request, runnerTimes, timings);
  const binaries = await resolveBoth(request, deps);
  let prior;
  if (deps.resume) {
    const identity = comparisonIdentity(
      request,
      binaries,
      deps.machine ?? runnerFingerprint(request.cpuset, { env: deps.host })
    );
    if (existing === null) {
      writeIdentity(request.out, identity);
    } else {
      for (const warning of checkResumable(request.out, existing, identity)) deps.log(warning);
      if (existing.identity === null) writeIdentity(request.out, identity);
      if (existing.samples.length > 0) {
        prior = priorSamples(existing.samples);
        const runsText = request.adaptive ? `--runs auto (at most ${request.runs})` : `${request.runs} runs per side`;
        deps.log(
          `resuming: ${request.out} holds ${existing.samples.length} samples of this comparison; each configuration is topped up to ${runsText}, and the table covers the whole file`
        );
      }
    }
  }
  const scratch = await mkdtemp(path7.join(deps.host.TMPDIR || "/tmp", "node-bench-scratch-"));
  const sandbox = await benchmarkSandbox(request, deps, binaries, scratch);
  const env = childEnv(deps.host, {
    purpose: "benchmark",
    passEnv: deps.passEnv,
    set: { TMPDIR: scratch, ...request.suite === "core" ? { NODE_TEST_DIR: scratch } : {} }
  });
  const groups = new SampleGroups();
  for (const sample of existing?.samples ?? []) groups.add(sample);
  const priorCount = existing?.samples.length ?? 0;
  const csv = CsvAppender.open(request.out);
  deps.log(`results: ${request.out}`);
  let samples = 0;
  const onSample = (sample) => {
    csv.write(sample);
    samples++;
    groups.add(sample);
    deps.onSample?.(sample);
  };
  const onPlan = (plan) => {
    if (deps.progress === void 0) {
      deps.log(`seed ${plan.seed}, ${plan.configurations.length} configurations x ${plan.runs} runs x 2 binaries`);
    }
    deps.log(plannedTime(plan));
  };
  try {
    const result = request.suite === "core" ? await runCore(
      {
        repo: request.repo,
        categories: request.groups,
        old: binaries.old.path,
        new: binaries.new.path,
        runs: request.runs,
        adaptive: request.adaptive,
        filter: request.filter,
        exclude: request.exclude,
        set: request.set,
        cpuset: request.cpuset,
        timeoutMs: request.timeoutMs,
        maxTimeMs: request.maxTimeMs,
        ...request.childTimeMs !== void 0 ? { childTimeMs: request.childTimeMs } : {},
        signal: deps.signal,
        env,
        hostNode,
        sandbox,
        engine: request.engine,
        seed: request.seed,
        shard: request.shard,
        ...timings ? { timings } : {},
        ...history ? { history } : {},
        progress: deps.progress,
        ...prior ? { prior } : {}
      },
      {
        onSample,
        onPlan,
        onFileStart: (benchmark, index, total) => {
          if (deps.progress) deps.log(`[${index + 1}/${total}] ${benchmark.filename}`);
        },
        onWarning: (message) => deps.log(`warning: ${message}`)
      }
    ) : await runBundled(
      {
        suiteDir: request.suiteDir,
        groups: request.groups,
        filter: request.filter,
        exclude: request.exclude,
        set: request.set,
        runs: request.runs,
        adaptive: request.adaptive,
        seed: request.seed,
        cpuset: request.cpuset,
        timeoutMs: request.timeoutMs,
        maxTimeMs: request.maxTimeMs,
        ...request.childTimeMs !== void 0 ? { childTimeMs: request.childTimeMs } : {},
        shard: request.shard,
        ...timings ? { timings } : {},
        ...history ? { history } : {},
        binaries: { old: binaries.old.path, new: binaries.new.path },
        quiet: deps.progress === void 0,
        ...prior ? { prior } : {}
      },
      {
        onSample,
        onPlan,
        progress: deps.progress,
        signal: deps.signal,
        env,
        hostNode,
        sandbox
      }
    );
    await recordTimings(request, deps, result.timed);
    return {
      binaries,
      groups,
      samples,
      failures: result.failures.map(request.suite === "core" ? coreFailureNote : bundledFailureNote),
      partial: result.timedOut || result.interrupted,
      interrupted: result.interrupted,
      priorSamples: priorCount,
      unmeasured: leftUnmeasured(result.unmeasured, request),
      // our engine's order, either suite (compare.js's own order has none): result.json and the reproduce line carry it
      ...result.seed !== null ? { seed: result.seed } : {},
      ...result.verdicts ? { verdicts: result.verdicts } : {},
      ...result.load !== void 0 ? { load: result.load } : {},
      ...result.sizing ? { sizing: result.sizing } : {},
      csvPath: request.out,
      elapsedMs: performance.now() - started
    };
  } finally {
    csv.close();
    await rm(scratch, { recursive: true, force: true });
  }
}
function coreFailureNote(f) {
  if (f.binary === null) return { filename: f.filename, detail: f.detail };
  const line = f.phase === "list" ? `listing its configurations on ${f.binary} failed: ${f.detail}` : `${f.configuration} (${f.binary}${f.run === null ? "" : `, run ${f.run}`}): ${f.detail}`;
  return { filename: f.filename, detail: line };
}
function bundledFailureNote(f) {
  return {
    filename: f.filename,
    configuration: f.configuration || void 0,
    binary: f.binary ?? void 0,
    detail: f.run === null ? f.detail : `run ${f.run}: ${f.detail}`
  };
}

// src/request/compare.ts
import { existsSync as existsSync4 } from "node:fs";
import { join, resolve } from "node:path";
function isNodeCheckout(dir) {
  return existsSync4(join(dir, "benchmark", "compare.js"));
}
function resultsFileName(now) {
  return `node-bench-${now.toISOString().replace(/[:.]/g, "-")}.csv`;
}
function compareRequestFrom(parts, cwd, now = /* @__PURE__ */ new Date()) {
  const { repo, suite } = checkCombination(parts, cwd);
  return {
    old: parts.old,
    new: parts.new,
    suite,
    repo,
    groups: parts.groups,
    filter: [...parts.filter],
    exclude: [...parts.exclude],
    set: parts.set,
    runs: parts.runs === "auto" ? parts.maxRuns ?? DEFAULT_RUNS : parts.runs,
    ...parts.runs === "auto" ? { adaptive: { maxRuns: parts.maxRuns ?? DEFAULT_RUNS, delta: parts.delta } } : {},
    ...parts.delta !== void 0 ? { delta: parts.delta } : {},
    seed: parts.seed,
    cpuset: parts.cpuset,
    timeoutMs: parts.timeoutMs,
    maxTimeMs: parts.maxTimeMs,
    ...sizedChildren(parts),
    shard: parts.shard,
    ...parts.timings === void 0 ? {} : { timings: resolve(cwd, parts.timings) },
    engine: parts.engine,
    out: resolve(cwd, parts.out ?? resultsFileName(now)),
    format: parts.format,
    correction: parts.correction,
    failOnRegression: parts.failOnRegression,
    quiet: parts.quiet,
    binarySource: parts.binarySource ?? binarySource.defaultOn("cli"),
    cacheDir: parts.cacheDir === void 0 ? void 0 : resolve(cwd, parts.cacheDir),
    mirror: parts.mirror,
    buildCommand: parts.buildCommand,
    binaryPath: parts.binaryPath,
    minFreeBytes: parts.minFreeBytes,
    suiteDir: parts.suiteDir === void 0 ? void 0 : resolve(cwd, parts.suiteDir)
  };
}
function sizedChildren(parts) {
  if (parts.childTimeMs === void 0 || parts.engine === "compare.js") return {};
  if (SIZED_KEYS.some((key) => key in parts.set)) return {};
  return { childTimeMs: parts.childTimeMs };
}
function checkCombination(parts, cwd) {
  if (!parts.old || !parts.new)
    throw new RequestError("compare needs both --old and --new (a path, a version such as 20.0.0, or ref:<git ref>)");
  const repo = parts.repo === void 0 ? isNodeCheckout(cwd) ? cwd : void 0 : resolve(cwd, parts.repo);
  const suite = parts.suite ?? (repo !== void 0 && isNodeCheckout(repo) ? "core" : "bundled");
  if (suite === "core" && repo === void 0) {
    throw new RequestError("--suite core needs --repo <Node.js checkout> (a directory with benchmark/compare.js)");
  }
  if (suite === "core" && !isNodeCheckout(repo)) {
    throw new RequestError(
      `--repo ${parts.repo ?? cwd} is not a Node.js checkout: ${join(repo, "benchmark", "compare.js")} does not exist`
    );
  }
  for (const [option, spec] of [
    ["--old", parts.old],
    ["--new", parts.new]
  ]) {
    const isRef = typeof spec === "string" ? spec.startsWith("ref:") : spec.kind === "ref";
    if (isRef && repo === void 0) {
      const text = typeof spec === "string" ? spec : formatBinarySpec(spec);
      throw new RequestError(`${option} ${text}: a git ref needs --repo <Node.js checkout> to build it from`);
    }
  }
  if (parts.engine !== void 0 && suite !== "core") {
    throw new RequestError("--engine chooses how the core suite runs; it needs --suite core");
  }
  if (parts.timings !== void 0 && parts.shard === void 0 && parts.maxTime === void 0) {
    throw new RequestError(
      "--timings splits a shard by expected time and orders a --max-time run; it needs --shard i/n or --max-time"
    );
  }
  if (parts.engine === "compare.js" && parts.shard !== void 0) {
    throw new RequestError("--shard needs our engine: --engine compare.js runs whole files in a fixed order");
  }
  if (parts.runs === "auto" && parts.engine === "compare.js") {
    throw new RequestError("--runs auto needs our engine: --engine compare.js runs a fixed number of runs");
  }
  if (parts.engine === "compare.js" && parts.seed !== void 0) {
    throw new RequestError("--seed sets the old/new order of our engine; --engine compare.js has a fixed order");
  }
  return { repo, suite };
}
function buildCompareRequest(raw, cwd, now = /* @__PURE__ */ new Date()) {
  checkCombination(raw, cwd);
  const values = {
    filter: filter.parse(raw.filter ?? [], "cli"),
    exclude: exclude.parse(raw.exclude ?? [], "cli"),
    set: set.parse(raw.set ?? [], "cli"),
    seed: seed.parse(raw.seed, "cli"),
    cpuset: cpuset.parse(raw.cpuset, "cli"),
    timeoutMs: timeout.parse(raw.timeout, "cli"),
    maxTimeMs: maxTime.parse(raw.maxTime, "cli"),
    ...childTimeMsOf(childTime.parse(raw.childTime, "cli")),
    shard: shard.parse(raw.shard, "cli"),
    binarySource: binarySource.parse(raw.binarySource, "cli"),
    minFreeBytes: minFreeGb.parse(raw.minFreeGb, "cli")
  };
  return compareRequestFrom(
    {
      ...raw,
      ...values,
      // checkCombination saw both
      old: parseBinarySpec(raw.old, "--old", cwd),
      new: parseBinarySpec(raw.new, "--new", cwd)
    },
    cwd,
    now
  );
}

// src/report/box-plot.ts
import { writeFile } from "node:fs/promises";
var MAX_BOX_PLOT_ROWS = 120;
var SIDE_COLORS = { old: "#8c8c8c", new: "#1f77b4" };
var significance = (c) => c.decision.outcome === "regression" ? 0 : c.decision.outcome === "improvement" ? 1 : 2;
function plotRows(groups, analysis) {
  const rates = new Map(groups.ratesByRow().map((row) => [`${row.filename} ${row.configuration}`, row]));
  return analysis.comparisons.filter((c) => (rates.get(c.name)?.old.length ?? 0) > 0).sort(
    (a, b) => significance(a) - significance(b) || Math.abs(b.improvement || 0) - Math.abs(a.improvement || 0) || a.name.localeCompare(b.name)
  ).slice(0, MAX_BOX_PLOT_ROWS).map((comparison) => {
    const { old, new: neu } = rates.get(comparison.name);
    return { label: rowLabel(comparison), comparison, old, new: neu };
  });
}
function rowLabel(c) {
  const change = Number.isFinite(c.improvement) ? `${c.improvement >= 0 ? "+" : ""}${c.improvement.toFixed(2)} %` : "NA";
  const mark = c.decision.stars !== "" ? ` ${c.decision.stars}` : c.decision.outcome === "same" ? " (same)" : "";
  return `${change}${mark}  ${c.name}`;
}
function boxPlotSpec(rows) {
  const values = rows.flatMap((row) => {
    const mean = row.old.reduce((sum, rate) => sum + rate, 0) / row.old.length;
    return ["old", "new"].flatMap(
      (side) => row[side].map((rate) => ({ row: row.label, side, relative: rate / mean }))
    );
  });
  const y = {
    field: "row",
    type: "nominal",
    sort: rows.map((row) => row.label),
    title: null,
    axis: { labelLimit: 720, labelFontSize: 11 }
  };
  return {
    $schema: "https://vega.github.io/schema/vega-lite/v6.json",
    title: {
      text: "rate of each run relative to the mean of old (log scale, right is faster)",
      subtitle: "significant rows first (*** p < 0.001, ** p < 0.01, * p < 0.05); boxes: quartiles, whiskers: 1.5 IQR",
      anchor: "start"
    },
    width: 420,
    config: { font: "DejaVu Sans, Helvetica, Arial, sans-serif", view: { stroke: null } },
    data: { values },
    layer: [
      {
        mark: { type: "boxplot", size: 7, median: { color: "black" } },
        encoding: {
          y,
          yOffset: { field: "side", sort: ["old", "new"] },
          x: {
            field: "relative",
            type: "quantitative",
            // a ratio: ÷2 lies as far left as ×2 right, and a ×10 row leaves the others readable
            scale: { type: "log", nice: false, padding: 12 },
            axis: { format: "~%", grid: true, tickCount: 8 },
            title: "rate / mean rate of old"
          },
          color: {
            field: "side",
            type: "nominal",
            scale: { domain: ["old", "new"], range: [SIDE_COLORS.old, SIDE_COLORS.new] },
            legend: { title: null, orient: "top" }
          }
        }
      },
      { mark: { type: "rule", color: "#d62728", strokeDash: [4, 3] }, encoding: { x: { datum: 1 } } }
    ],
    height: { step: 11 }
  };
}
async function renderBoxPlot(groups, analysis) {
  const rows = plotRows(groups, analysis);
  const [vega, vegaLite] = await Promise.all([import("./vega.module-G2FSSA2A.js"), import("./build-GCZNJH4W.js")]);
  const compiled = vegaLite.compile(boxPlotSpec(rows));
  const view = new vega.View(vega.parse(compiled.spec), { renderer: "none" });
  try {
    return { svg: await view.toSVG(), rows: rows.length };
  } finally {
    view.finalize();
  }
}
async function writeBoxPlot(file, groups, analysis) {
  const { svg, rows } = await renderBoxPlot(groups, analysis);
  await writeFile(file, svg);
  return { path: file, rows };
}

export {
  findSuiteDir,
  listGroups,
  namedVerdicts,
  runnerFingerprint,
  describeHeavyLoad,
  heavyLoadWarning,
  isSelected2 as isSelected,
  runComparison,
  resultsFileName,
  compareRequestFrom,
  buildCompareRequest,
  renderBoxPlot,
  writeBoxPlot
};
