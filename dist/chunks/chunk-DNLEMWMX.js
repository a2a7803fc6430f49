import { createRequire as __nodeBenchCreateRequire } from 'node:module';
const require = __nodeBenchCreateRequire(import.meta.url);
import {
  SampleGroups
} from "./chunk-QKHMXKPI.js";
import {
  AdaptiveQueue,
  GIT_REF,
  MAX_SEED,
  Progress,
  RunConfigError,
  RunSession,
  SET_KEY,
  VALUE,
  binarySource,
  buildTimeout,
  childEnv,
  count,
  countValue,
  formatConfiguration,
  formatDuration,
  formatShard,
  gibibytes,
  isDirectory,
  isExecutableFile,
  lastLines,
  listingCommand,
  listingQueue,
  maxTime,
  measureCommand,
  minFreeGb,
  parseBinarySpec,
  parseCpuset,
  parseSeed,
  parseShard,
  passEnv,
  planRuns,
  processRunner,
  randomSeed,
  readConfigsMessage,
  readReportMessage,
  resolveSpec,
  resolveTaskset,
  runCore,
  runSupervised,
  sandbox,
  stderrHint,
  stoppedByRun,
  timeout,
  validateShard
} from "./chunk-L7MKED2Q.js";
import {
  CSV_HEADER,
  RequestError,
  formatCsvRow,
  isAbsent,
  parseWith,
  spelled
} from "./chunk-G23AS7Y5.js";
import {
  UserError
} from "./chunk-Z5HW6UZF.js";

// src/options/set-key.ts
function checkSetKey(key, where) {
  if (!SET_KEY.test(key)) {
    throw new UserError(
      `${where} must be a letter or _ followed by letters, digits, _ or -; got ${JSON.stringify(key)}`
    );
  }
  if (key in Object.prototype) throw new UserError(`${where} "${key}" is reserved`);
  return key;
}

// src/options/values.ts
var LIMITS = {
  /** characters in one value (group, filter, exclude, set key or value, ref) */
  valueLength: 100,
  /**
   * benchmark groups in one request. Higher than the other caps: node core has
   * ~45 benchmark categories and a nightly run may name them all.
   */
  groups: 64,
  filter: 20,
  exclude: 20,
  /** `--set` values in total (over all keys) */
  set: 20,
  /** runs per configuration and binary */
  runs: 200,
  /** parseRequestJson refuses longer input outright */
  jsonLength: 1e5
};
function validateValue(value, field) {
  if (typeof value !== "string") throw new RequestError(`${field} must be a string`);
  if (value === "") throw new RequestError(`${field} is empty`);
  if (value.length > LIMITS.valueLength) {
    throw new RequestError(`${field} is longer than ${LIMITS.valueLength} characters`);
  }
  if (!VALUE.test(value)) {
    throw new RequestError(`${field} may only contain letters, digits and _ . , : = / -`);
  }
  if (value.startsWith("-")) throw new RequestError(`${field} cannot start with "-"`);
  if (value.startsWith("/")) throw new RequestError(`${field} cannot start with "/"`);
  if (value.includes("..")) throw new RequestError(`${field} cannot contain ".."`);
  return value;
}
function validateRef(value, field) {
  const ref = validateValue(value, field);
  if (!GIT_REF.test(ref))
    throw new RequestError(`${field} is not a git ref: only letters, digits and _ . / - are allowed`);
  if (ref.includes("//") || ref.endsWith("/") || ref.endsWith(".") || ref.endsWith(".lock")) {
    throw new RequestError(`${field} is not a valid git ref name`);
  }
  if (ref.split("/").some((part) => part.startsWith("."))) {
    throw new RequestError(`${field} is not a valid git ref name (a component starts with ".")`);
  }
  return ref;
}

// src/options/selection.ts
var DEFAULT_RUNS = 30;
var GITHUB_SURFACES = ["input", "command", "json"];
var fromGitHub = (surface) => GITHUB_SURFACES.includes(surface);
var runs = {
  names: { cli: "runs", input: "runs", command: "runs", json: "runs" },
  default: DEFAULT_RUNS,
  /** The highest runs `surface` accepts; `maxRuns` (the max-runs input) lowers it for GitHub surfaces. */
  max(surface, maxRuns2 = LIMITS.runs) {
    return fromGitHub(surface) ? Math.min(maxRuns2, LIMITS.runs) : void 0;
  },
  /** The default where `max` caps it (a max-runs of 10 makes 10 the default). */
  defaultUnder(max) {
    return max === void 0 ? DEFAULT_RUNS : Math.min(DEFAULT_RUNS, max);
  },
  /** Text from argv, an input or a comment; absent or blank: the default. */
  parse(text, surface, maxRuns2) {
    return runs.parseOptional(text, surface, maxRuns2) ?? runs.defaultUnder(runs.max(surface, maxRuns2));
  },
  /** As parse, but absent or blank stays undefined. */
  parseOptional(text, surface, maxRuns2) {
    return isAbsent(text, surface) ? void 0 : runs.given(String(text).trim(), surface, maxRuns2);
  },
  /** Text that was given, even empty (`--runs=` in a comment is a mistake, not an absence). */
  given(text, surface, maxRuns2) {
    return parseWith(count(runs.max(surface, maxRuns2)), text, spelled(runs.names, surface), surface);
  },
  /** A number (the request JSON, a default handed in); `field` overrides the name (`the default runs`). */
  check(value, surface, maxRuns2, field = spelled(runs.names, surface)) {
    const result = countValue(runs.max(surface, maxRuns2)).safeParse(value);
    if (!result.success) throw new RequestError(`${field} ${result.error.issues[0].message}`);
    return result.data;
  }
};
var maxRuns = {
  names: { input: "max-runs" },
  parse(text) {
    if (isAbsent(text, "input")) return LIMITS.runs;
    return Math.min(parseWith(count(), String(text).trim(), spelled(maxRuns.names, "input"), "input"), LIMITS.runs);
  }
};
function pathMatches(name, limit) {
  const names = { cli: name, input: name, command: name, json: name };
  return {
    names,
    repeatable: true,
    /** Each value as given on `surface`; `label(i)` names one (`input filter[0]`). */
    parse(values, surface, label = (index) => labelOf(names, surface, index)) {
      if (!fromGitHub(surface)) return [...values];
      if (values.length > limit) throw new RequestError(tooMany(spelled(names, surface), values.length, limit));
      return values.map((value, index) => validateValue(value, label(index)));
    }
  };
}
var filter = pathMatches("filter", LIMITS.filter);
var exclude = pathMatches("exclude", LIMITS.exclude);
function tooMany(name, count2, limit) {
  return `${name} has ${count2} entries; at most ${limit}`;
}
function labelOf(names, surface, index) {
  const name = spelled(names, surface);
  return surface === "input" || surface === "json" ? `${name}[${index}]` : name;
}
var set = {
  names: { cli: "set", input: "set", command: "set", json: "set" },
  repeatable: true,
  /**
   * `key=value` items to the set record; a key given twice runs both values,
   * as compare.js does. Keys follow set-key.ts everywhere; values and counts
   * as the header says.
   */
  parse(pairs, surface, label = (index) => labelOf(set.names, surface, index)) {
    const github = fromGitHub(surface);
    if (github && pairs.length > LIMITS.set) {
      throw new RequestError(tooMany(spelled(set.names, surface), pairs.length, LIMITS.set));
    }
    const record = /* @__PURE__ */ new Map();
    pairs.forEach((pair, index) => {
      const where = label(index);
      if (github) validateValue(pair, where);
      const eq = pair.indexOf("=");
      const echo = github ? "" : `; got ${JSON.stringify(pair)}`;
      if (eq <= 0) throw new RequestError(`${where} must be key=value, e.g. n=1000${echo}`);
      const key = setKey(pair.slice(0, eq), `${where} key`, github);
      const value = github ? validateValue(pair.slice(eq + 1), `${where} value`) : pair.slice(eq + 1);
      record.set(key, [...record.get(key) ?? [], value]);
    });
    return Object.fromEntries(record);
  },
  /** One key alone (the request JSON's record keys), `where` naming it. */
  key(key, where, surface) {
    return setKey(key, where, fromGitHub(surface));
  },
  /** The inverse of parse: `key=value` items, repeated keys repeated. */
  format(record) {
    return Object.entries(record).flatMap(([key, values]) => values.map((value) => `${key}=${value}`));
  }
};
function setKey(key, where, github) {
  try {
    return checkSetKey(github ? validateValue(key, where) : key, where);
  } catch (error) {
    if (error instanceof RequestError) throw error;
    throw new RequestError(error.message);
  }
}
var AUTO_RUNS = "auto";
var runsSetting = {
  parse(text, surface, maxRuns2) {
    if (text !== void 0 && text.trim().toLowerCase() === AUTO_RUNS) return AUTO_RUNS;
    return runs.parse(text, surface, maxRuns2);
  }
};
var cliMaxRuns = {
  names: { cli: "max-runs" },
  default: DEFAULT_RUNS,
  parse(text) {
    if (isAbsent(text, "cli")) return DEFAULT_RUNS;
    const value = parseWith(count(), String(text).trim(), "--max-runs", "cli");
    if (value < 3) throw new RequestError(`--max-runs must be 3 or more with --runs auto; got ${value}`);
    return value;
  }
};
var delta = {
  names: { cli: "delta" },
  /** as a fraction (2 -> 0.02) */
  parse(text) {
    if (isAbsent(text, "cli")) return void 0;
    const trimmed = String(text).trim().replace(/%$/, "");
    const value = /^\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : NaN;
    if (!Number.isFinite(value)) {
      throw new RequestError(`--delta must be a percentage of 0 or more, e.g. 2 or 2.5%; got ${JSON.stringify(text)}`);
    }
    return value / 100;
  }
};

// src/pipeline/compare.ts
import { mkdtemp, rm } from "node:fs/promises";
import path3 from "node:path";

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
function isSelected(filename, filter2, exclude2) {
  const kept = filter2.length === 0 || filter2.some((f) => filename.includes(f));
  return kept && !exclude2.some((e) => filename.includes(e));
}
function selectSuiteFiles(suiteDir, groups, filter2 = [], exclude2 = []) {
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

// src/run/bundled.ts
import os2 from "node:os";
import path2 from "node:path";

// src/run/csv-out.ts
import { closeSync, constants, fstatSync, openSync, readSync, writeSync } from "node:fs";
var CsvAppender = class _CsvAppender {
  constructor(path4, fd) {
    this.path = path4;
    this.#fd = fd;
  }
  #fd;
  rows = 0;
  static open(path4) {
    let fd;
    try {
      fd = openSync(path4, constants.O_RDWR | constants.O_APPEND | constants.O_CREAT | constants.O_NOFOLLOW, 420);
    } catch (error) {
      if (error.code === "ELOOP") {
        throw new RunConfigError(`${path4} is a symbolic link: results are not written through one`);
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
    return new _CsvAppender(path4, fd);
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

// src/run/fingerprint.ts
import { readFileSync } from "node:fs";
import os from "node:os";
function runnerFingerprint(cpuset, sources) {
  const cpus = (sources.cpus ?? os.cpus)();
  const read = sources.readFile ?? ((path4) => readFileSync(path4, "utf8"));
  let governor = null;
  try {
    governor = read("/sys/devices/system/cpu/cpu0/cpufreq/scaling_governor").trim() || null;
  } catch {
  }
  return {
    cpuModel: cpus[0]?.model.trim().replace(/\s+/g, " ") ?? "unknown",
    cores: cpus.length,
    cpuset: cpuset ?? null,
    kernel: (sources.kernel ?? (() => `${os.type()} ${os.release()}`))(),
    governor,
    hostNode: process.version,
    runnerName: sources.env.RUNNER_NAME ?? null
  };
}
function describeFingerprint(f) {
  const parts = [
    `${f.cpuModel}`,
    f.cpuset ? `${f.cores} cores, pinned to ${f.cpuset}` : `${f.cores} cores`,
    f.kernel,
    `governor ${f.governor ?? "unknown"}`
  ];
  if (f.runnerName) parts.push(`runner ${f.runnerName}`);
  return parts.join(" · ");
}
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
      heavy: this.#max > this.cores
    };
  }
};
function heavyLoadWarning(load) {
  if (load === null || !load.heavy) return null;
  return `node-bench: WARNING: heavy outside load while measuring: 1-minute load average up to ${load.max1m.toFixed(1)} (mean ${load.mean1m.toFixed(1)}) on ${load.cores} cores; noise is inflated, results are less reliable`;
}

// src/run/bundled.ts
var RUN_DEFAULTS = {
  runs: DEFAULT_RUNS,
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
function setPairs(set2) {
  const pairs = [];
  for (const [key, value] of Object.entries(set2 ?? {})) {
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
  const adaptive = request.adaptive && {
    ...request.adaptive,
    maxRuns: positive(request.adaptive.maxRuns, RUN_DEFAULTS.runs, "max-runs", true)
  };
  if (adaptive && adaptive.maxRuns < 3)
    throw new RunConfigError(`max-runs must be 3 or more with --runs auto; got ${adaptive.maxRuns}`);
  if (adaptive?.delta !== void 0 && !(adaptive.delta >= 0)) {
    throw new RunConfigError(`the equivalence margin must be 0 % or more; got ${adaptive.delta * 100} %`);
  }
  const runs2 = adaptive ? adaptive.maxRuns : positive(request.runs, RUN_DEFAULTS.runs, "--runs", true);
  const timeoutMs = positive(request.timeoutMs, RUN_DEFAULTS.timeoutMs, "the child timeout", false);
  const maxTimeMs = positive(request.maxTimeMs, RUN_DEFAULTS.maxTimeMs, "--max-time", false);
  const maxFailures = positive(
    request.maxFailuresPerConfig,
    RUN_DEFAULTS.maxFailuresPerConfig,
    "maxFailuresPerConfig",
    true
  );
  const shard = request.shard ? validateShard(request.shard) : void 0;
  const set2 = setPairs(request.set);
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
    runs: runs2,
    adaptive,
    timeoutMs,
    maxTimeMs,
    maxFailures,
    shard,
    seed,
    suiteDir,
    files,
    launch: { binaries, set: set2, pin }
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
    const { loadavg, cores } = deps.load ?? { loadavg: os2.loadavg, cores: os2.availableParallelism() };
    this.load = new LoadRecorder(loadavg, cores);
  }
  failures = [];
  skipped = [];
  samples = 0;
  adaptive = null;
  load;
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
    const runsText = this.checked.adaptive ? `up to ${plan.runs} runs (--runs auto)` : `${plan.runs} runs`;
    this.progress.message(
      `node-bench: ${plan.configurations.length} configurations${shardText} x ${runsText} x 2 binaries; seed ${plan.seed} (--seed ${plan.seed} replays this order)`
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
    const adaptive = this.checked.adaptive ? new AdaptiveQueue(this.checked.adaptive, plan.configurations, (line) => this.progress.message(line)) : null;
    this.adaptive = adaptive;
    this.progress.start(total);
    for (const [position, job] of plan.queue.entries()) {
      const c = job.configuration;
      const key = `${c.index}\0${job.binary}`;
      if (givenUp.has(key)) continue;
      if (this.session.stopped) break;
      if (adaptive !== null) {
        const looked = adaptive.rows.nextLookRuns;
        const admitted = adaptive.admit(job.run, c.index);
        if (admitted === "done") break;
        if (looked !== adaptive.rows.nextLookRuns) {
          total = this.done + adaptive.remainingJobs(plan.queue, position, givenUp);
          this.progress.update(this.done, total, this.failed);
        }
        if (admitted === "skip") continue;
      }
      this.progress.running(`${c.filename} ${c.configuration} (${job.binary})`);
      this.load.sample();
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
        const count2 = (failCounts.get(key) ?? 0) + 1;
        failCounts.set(key, count2);
        if (count2 >= this.checked.maxFailures && job.run < plan.runs) {
          givenUp.add(key);
          const runsSkipped = plan.runs - job.run;
          total -= runsSkipped;
          this.skipped.push({
            binary: job.binary,
            filename: c.filename,
            configuration: c.configuration,
            failures: count2,
            runsSkipped
          });
          this.progress.message(
            `node-bench: giving up ${c.filename} ${c.configuration} on ${job.binary} after ${count2} failures (${runsSkipped} runs skipped)`
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
    if (adaptive !== null && !this.session.stopped) adaptive.complete();
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
        this.adaptive?.add(job.configuration.index, job.binary, read.rate);
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
    plan = planRuns({
      files: checked.files,
      listings,
      runs: checked.runs,
      seed: checked.seed,
      shard: checked.shard,
      balanced: checked.adaptive !== void 0
    });
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
  const load = run.load.record();
  const warning = heavyLoadWarning(load);
  if (warning !== null) progress.message(warning);
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
    exitCode: summaryExitCode(run.failures),
    ...run.adaptive ? { verdicts: run.adaptive.outcomes() } : {},
    load
  };
}
function summaryExitCode(failures) {
  return failures.length > 0 ? 1 : 0;
}

// src/pipeline/compare.ts
function benchmarkSandbox(request, deps, binaries, scratch) {
  const suiteDir = request.suite === "core" ? request.repo : request.suiteDir ?? findSuiteDir();
  return deps.sandbox.confine({
    readable: [binaries.old.path, binaries.new.path, suiteDir, path3.dirname(suiteDir), process.execPath],
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
  const scratch = await mkdtemp(path3.join(deps.host.TMPDIR || "/tmp", "node-bench-scratch-"));
  const sandbox2 = benchmarkSandbox(request, deps, binaries, scratch);
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
          adaptive: request.adaptive,
          filter: request.filter,
          exclude: request.exclude,
          set: request.set,
          cpuset: request.cpuset,
          timeoutMs: request.timeoutMs,
          maxTimeMs: request.maxTimeMs,
          signal: deps.signal,
          env,
          hostNode,
          sandbox: sandbox2,
          engine: request.engine,
          seed: request.seed,
          shard: request.shard,
          progress: deps.progress
        },
        {
          onSample,
          onPlan: (plan) => {
            if (deps.progress === void 0) {
              deps.log(
                `seed ${plan.seed}, ${plan.configurations.length} configurations x ${plan.runs} runs x 2 binaries`
              );
            }
          },
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
        ...result.verdicts ? { verdicts: result.verdicts } : {},
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
        adaptive: request.adaptive,
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
        sandbox: sandbox2
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
      ...summary.verdicts ? { verdicts: summary.verdicts } : {},
      load: summary.load,
      csvPath: request.out,
      elapsedMs: performance.now() - started
    };
  } finally {
    csv.close();
    await rm(scratch, { recursive: true, force: true });
  }
}

// src/request/compare.ts
import { existsSync as existsSync2 } from "node:fs";
import { join, resolve } from "node:path";
function isNodeCheckout(dir) {
  return existsSync2(join(dir, "benchmark", "compare.js"));
}
var formatSetOptions = set.format;
function parseGibibytes(text, option) {
  return parseWith(gibibytes, text.trim(), option, "cli");
}
function buildCompareRequest(raw, cwd, now = /* @__PURE__ */ new Date()) {
  if (!raw.old || !raw.new)
    throw new RequestError("compare needs both --old and --new (a path, a version such as 20.0.0, or ref:<git ref>)");
  const repo = raw.repo === void 0 ? isNodeCheckout(cwd) ? cwd : void 0 : resolve(cwd, raw.repo);
  const suite = raw.suite ?? (repo !== void 0 && isNodeCheckout(repo) ? "core" : "bundled");
  if (suite === "core" && repo === void 0) {
    throw new RequestError("--suite core needs --repo <Node.js checkout> (a directory with benchmark/compare.js)");
  }
  if (suite === "core" && !isNodeCheckout(repo)) {
    throw new RequestError(
      `--repo ${raw.repo ?? cwd} is not a Node.js checkout: ${join(repo, "benchmark", "compare.js")} does not exist`
    );
  }
  for (const [option, spec] of [
    ["--old", raw.old],
    ["--new", raw.new]
  ]) {
    if (spec.startsWith("ref:") && repo === void 0) {
      throw new RequestError(`${option} ${spec}: a git ref needs --repo <Node.js checkout> to build it from`);
    }
  }
  if (raw.engine !== void 0 && suite !== "core") {
    throw new RequestError("--engine chooses how the core suite runs; it needs --suite core");
  }
  if (raw.engine === "compare.js" && raw.shard !== void 0) {
    throw new RequestError("--shard needs our engine: --engine compare.js runs whole files in a fixed order");
  }
  if (raw.runs === "auto" && raw.engine === "compare.js") {
    throw new RequestError("--runs auto needs our engine: --engine compare.js runs a fixed number of runs");
  }
  if (raw.runs !== "auto" && raw.delta !== void 0) throw new RequestError("--delta needs --runs auto");
  if (raw.engine === "compare.js" && raw.seed !== void 0) {
    throw new RequestError("--seed sets the old/new order of our engine; --engine compare.js has a fixed order");
  }
  const timestamp = now.toISOString().replace(/[:.]/g, "-");
  return {
    old: parseBinarySpec(raw.old, "--old", cwd),
    new: parseBinarySpec(raw.new, "--new", cwd),
    suite,
    repo,
    groups: raw.groups,
    filter: filter.parse(raw.filter ?? [], "cli"),
    exclude: exclude.parse(raw.exclude ?? [], "cli"),
    set: set.parse(raw.set ?? [], "cli"),
    runs: raw.runs === "auto" ? raw.maxRuns ?? DEFAULT_RUNS : raw.runs,
    ...raw.runs === "auto" ? { adaptive: { maxRuns: raw.maxRuns ?? DEFAULT_RUNS, delta: raw.delta } } : {},
    seed: raw.seed === void 0 ? void 0 : parseSeed(raw.seed),
    cpuset: raw.cpuset === void 0 ? void 0 : parseCpuset(raw.cpuset),
    timeoutMs: timeout.parse(raw.timeout, "cli"),
    maxTimeMs: maxTime.parse(raw.maxTime, "cli"),
    shard: raw.shard === void 0 ? void 0 : parseShard(raw.shard),
    engine: raw.engine,
    out: resolve(cwd, raw.out ?? `node-bench-${timestamp}.csv`),
    format: raw.format,
    correction: raw.correction,
    failOnRegression: raw.failOnRegression,
    quiet: raw.quiet,
    binarySource: binarySource.parse(raw.binarySource, "cli"),
    cacheDir: raw.cacheDir === void 0 ? void 0 : resolve(cwd, raw.cacheDir),
    mirror: raw.mirror,
    buildCommand: raw.buildCommand,
    binaryPath: raw.binaryPath,
    minFreeBytes: minFreeGb.parse(raw.minFreeGb, "cli"),
    suiteDir: raw.suiteDir === void 0 ? void 0 : resolve(cwd, raw.suiteDir),
    sandbox: sandbox.parse(raw.sandbox, "cli"),
    passEnv: passEnv.parse(raw.passEnv, "cli"),
    buildTimeoutMs: buildTimeout.parse(raw.buildTimeout, "cli")
  };
}

export {
  runnerFingerprint,
  describeFingerprint,
  LIMITS,
  validateValue,
  validateRef,
  DEFAULT_RUNS,
  runs,
  maxRuns,
  filter,
  exclude,
  tooMany,
  set,
  runsSetting,
  cliMaxRuns,
  delta,
  runComparison,
  formatSetOptions,
  parseGibibytes,
  buildCompareRequest
};
