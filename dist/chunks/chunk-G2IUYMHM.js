import { createRequire as __nodeBenchCreateRequire } from 'node:module';
const require = __nodeBenchCreateRequire(import.meta.url);
import {
  CSV_HEADER,
  RESULT_ROW,
  formatCsvRow,
  parseCompareCsv
} from "./chunk-R2WWX3V3.js";
import {
  closestName
} from "./chunk-HUCITX4Q.js";
import {
  ADAPTIVE_DEFAULTS,
  AdaptiveRows,
  SIZED_KEY,
  keptCounts,
  packageFile,
  packageRoot
} from "./chunk-6AVMWGWR.js";
import {
  SampleGroups
} from "./chunk-XPXED6EU.js";
import {
  DEFAULT_DELTA_PERCENT
} from "./chunk-6GNYY2MZ.js";
import {
  CORE_ENGINES,
  MAX_SEED,
  Option,
  cpuListOf,
  cpuset,
  drawSeed,
  external_exports,
  findExecutable,
  isDirectory,
  isExecutableFile,
  lanes,
  oneOf,
  replaceFile,
  runSupervised,
  spelled
} from "./chunk-ILDHKKTL.js";
import {
  RequestError,
  UserError
} from "./chunk-S77ZKJKL.js";

// src/options/output.ts
import { accessSync, constants, existsSync, statSync } from "node:fs";
import { dirname, resolve } from "node:path";
var FORMATS = ["text", "markdown", "json"];
var format = new Option({
  names: { cli: "format" },
  schema: oneOf(FORMATS),
  default: "text"
});
var correction = new Option({
  names: { cli: "correction", input: "correction" },
  schema: oneOf(["none", "holm"]),
  default: { bySurface: { cli: "none", input: "holm" } }
});
var compareFormat = new Option({
  names: { cli: "format" },
  schema: oneOf([...FORMATS, "csv"]),
  default: "text"
});
var suggestFormat = new Option({
  names: { cli: "format" },
  schema: oneOf(["text", "json"]),
  default: "text"
});
var doctorFormat = new Option({
  names: { cli: "format" },
  schema: oneOf(["text", "json"]),
  default: "text"
});
function checkOutputFile(flag, file, cwd) {
  const full = resolve(cwd, file);
  const folder = dirname(full);
  const shown = `--${flag} ${file}`;
  let kind;
  try {
    kind = statSync(folder);
  } catch {
    throw new RequestError(`${shown}: the folder ${folder} does not exist (create it first, or write elsewhere)`);
  }
  if (!kind.isDirectory()) throw new RequestError(`${shown}: ${folder} is not a folder`);
  try {
    accessSync(folder, constants.W_OK);
  } catch {
    throw new RequestError(`${shown}: the folder ${folder} is not writable by this user`);
  }
  if (existsSync(full) && statSync(full).isDirectory()) {
    throw new RequestError(`${shown}: ${full} is a folder; give a file name`);
  }
  return full;
}
var plot = {
  names: { cli: "plot" },
  parse(text) {
    if (text === void 0) return void 0;
    if (!/\.svg$/i.test(text)) {
      throw new RequestError(
        `--plot writes an SVG picture: give a file name ending in .svg; got ${JSON.stringify(text)}`
      );
    }
    return text;
  }
};
var quiet = {
  names: { cli: "quiet" },
  alias: "no-progress",
  flags: { quiet: { type: "boolean", default: false }, "no-progress": { type: "boolean", default: false } },
  parse(values) {
    return values.quiet === true || values["no-progress"] === true;
  }
};

// src/run/suites/bundled-files.ts
import { existsSync as existsSync2, readdirSync, statSync as statSync2 } from "node:fs";
import path from "node:path";

// src/run/errors.ts
var RunConfigError = class extends UserError {
  constructor(message) {
    super(message);
    this.name = "RunConfigError";
  }
};

// src/run/suites/bundled-files.ts
var NODE_BENCH_FILE = /\.node-bench\.(js|cjs|mjs)$/;
function isNodeBenchFile(name) {
  return NODE_BENCH_FILE.test(name);
}
var NOT_A_GROUP = /* @__PURE__ */ new Set(["fixtures", "node_modules"]);
var RUNNABLE = /\.(js|cjs|mjs)$/;
function findSuiteDir(moduleUrl = import.meta.url) {
  const suite = path.join(packageRoot(moduleUrl), "benchmarks");
  if (!existsSync2(path.join(suite, "common.js"))) {
    throw new RunConfigError(`${suite} has no common.js: the package is incomplete`);
  }
  return suite;
}
function listGroups(suiteDir) {
  if (!isDirectory(suiteDir)) throw new RunConfigError(`benchmark suite ${suiteDir} is not a directory`);
  return readdirSync(suiteDir).filter((name) => name[0] !== "." && name[0] !== "_" && !NOT_A_GROUP.has(name)).filter((name) => isDirectory(path.join(suiteDir, name))).sort();
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
    const guess = unknown.length === 1 && core.length === 0 ? closestName(unknown[0], existing) : void 0;
    throw new RunConfigError(
      `unknown benchmark group${unknown.length > 1 ? "s" : ""} ${names}${guess === void 0 ? "" : ` (did you mean ${JSON.stringify(guess)}?)`}; ${valid} (or all)${hint}`
    );
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
      if (name[0] === "." || name[0] === "_" && !isNodeBenchFile(name) || !RUNNABLE.test(name)) continue;
      const file = path.join(root, group, name);
      if (!statSync2(file).isFile()) continue;
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

// src/run/measure/cpuset.ts
import { readFileSync } from "node:fs";
import { cpus } from "node:os";
function cpusOf(list) {
  return list.replace(/\s+/g, "").split(",").filter((part) => part !== "").flatMap((part) => {
    const [low, high = low] = part.split("-").map(Number);
    return Array.from({ length: Math.max(0, high - low + 1) }, (_, i) => low + i);
  });
}
function onlineCpus(read = () => readFileSync("/sys/devices/system/cpu/online", "utf8")) {
  try {
    return cpusOf(read().trim());
  } catch {
    return cpus().map((_, index) => index);
  }
}
function checkCpusExist(cpuset2, online = onlineCpus(), given = `--cpuset ${cpuset2}`) {
  const have = new Set(online);
  const missing = cpusOf(cpuset2).filter((cpu) => !have.has(cpu));
  if (missing.length === 0 || online.length === 0) return;
  throw new RunConfigError(
    `${given}: this machine has CPU${online.length === 1 ? "" : "s"} ${listOf(online)} only (no CPU${missing.length === 1 ? "" : "s"} ${listOf(missing)})`
  );
}
function listOf(cpus2) {
  const parts = [];
  for (let i = 0; i < cpus2.length; ) {
    let j = i;
    while (j + 1 < cpus2.length && cpus2[j + 1] === cpus2[j] + 1) j++;
    parts.push(i === j ? `${cpus2[i]}` : `${cpus2[i]}-${cpus2[j]}`);
    i = j + 1;
  }
  return parts.join(",");
}
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

// src/run/measure/fingerprint.ts
import { readFileSync as readFileSync3 } from "node:fs";
import os from "node:os";

// src/run/measure/lanes.ts
import { readFileSync as readFileSync2 } from "node:fs";
function coreOfCpu(cpu) {
  try {
    const dir = `/sys/devices/system/cpu/cpu${cpu}/topology`;
    const read = (name) => readFileSync2(`${dir}/${name}`, "utf8").trim();
    return `${read("physical_package_id")}:${read("core_id")}`;
  } catch {
    return null;
  }
}
function singleLane(cpuset2) {
  return { cpusets: [cpuset2 ?? null], duet: false };
}
function resolveLanes(option, cpuset2, online, coreOf = coreOfCpu) {
  if (option === void 0 || option.count === 1 && option.cpusets === null && !option.duet) {
    if (cpuset2 !== void 0) checkCpusExist(cpuset2, online);
    return singleLane(cpuset2);
  }
  const lanesName = spelled(lanes.names, option.surface);
  const cpusetName = spelled(cpuset.names, option.surface);
  if (option.count === "auto") return autoLanes(option.duet, cpuset2, online, coreOf, cpusetName);
  if (option.cpusets !== null) {
    const given = `${lanesName} ${option.cpusets.join("/")}`;
    if (cpuset2 !== void 0) {
      throw new RunConfigError(
        `${given} names each lane's CPUs, ${cpusetName} ${cpuset2} all of them: give one of them`
      );
    }
    const seen = /* @__PURE__ */ new Map();
    option.cpusets.forEach((list, lane) => {
      checkCpusExist(list, online, `${given}: lane ${lane + 1}`);
      for (const cpu of cpusOf(list)) {
        const other = seen.get(cpu);
        if (other !== void 0)
          throw new RunConfigError(`${given}: lanes ${other + 1} and ${lane + 1} share CPU ${cpu}`);
        seen.set(cpu, lane);
      }
    });
    return { cpusets: [...option.cpusets], duet: option.duet };
  }
  if (cpuset2 !== void 0) checkCpusExist(cpuset2, online, `${cpusetName} ${cpuset2}`);
  const cpus2 = cpuset2 === void 0 ? [...online] : cpusOf(cpuset2);
  const from = cpuset2 === void 0 ? `this machine's ${cpus2.length} CPUs` : `${cpusetName} ${cpuset2} (${cpus2.length} CPUs)`;
  if (option.count > cpus2.length) {
    throw new RunConfigError(
      `${lanesName} ${option.count}: ${from} give at most ${cpus2.length} lane${cpus2.length === 1 ? "" : "s"} (each lane needs a CPU of its own)`
    );
  }
  const size = Math.floor(cpus2.length / option.count);
  const cpusets = Array.from(
    { length: option.count },
    (_, lane) => cpuListOf(listOf(cpus2.slice(lane * size, (lane + 1) * size)), lanesName)
  );
  return { cpusets, duet: option.duet };
}
function describeLanes(lanes2) {
  if (lanes2.cpusets.length === 1) return lanes2.auto ?? null;
  const mode = lanes2.duet ? " (duet: old and new side by side)" : "";
  const chosen = lanes2.auto === void 0 ? "" : `; ${lanes2.auto}`;
  return `${lanes2.cpusets.length} lanes${mode} on CPUs ${lanes2.cpusets.join(" | ")}${chosen}`;
}
function autoLanes(duet, cpuset2, online, coreOf, cpusetName) {
  if (cpuset2 !== void 0) checkCpusExist(cpuset2, online, `${cpusetName} ${cpuset2}`);
  const cpus2 = cpuset2 === void 0 ? [...online] : cpusOf(cpuset2);
  const seen = /* @__PURE__ */ new Set();
  const firsts = cpus2.filter((cpu) => {
    const core = coreOf(cpu) ?? `cpu${cpu}`;
    if (seen.has(core)) return false;
    seen.add(core);
    return true;
  });
  const count = duet ? firsts.length - firsts.length % 2 : firsts.length;
  const cores = `${firsts.length} physical core${firsts.length === 1 ? "" : "s"}`;
  const of = cpuset2 === void 0 ? `${cores} of ${cpus2.length} CPUs` : `${cores} of the ${cpus2.length} CPUs of ${cpusetName} ${cpuset2}`;
  if (count < 2) return { ...singleLane(cpuset2), auto: `--lanes auto: 1 lane (${of})` };
  const cpusets = firsts.slice(0, count).map((cpu) => cpuListOf(String(cpu), "--lanes"));
  return { cpusets, duet, auto: `--lanes auto: one a physical core (${of})` };
}
function duetPartner(queue, position) {
  const job = queue[position];
  const next = queue[position + 1];
  if (next === void 0) return null;
  const same = next.run === job.run && next.configuration.index === job.configuration.index;
  return same && next.binary !== job.binary ? position + 1 : null;
}
var LanePool = class {
  #slots;
  #free;
  #running = /* @__PURE__ */ new Set();
  #error = null;
  constructor(lanes2, duet) {
    const size = duet ? 2 : 1;
    this.#slots = Array.from(
      { length: Math.max(1, Math.floor(lanes2 / size)) },
      (_, slot) => Array.from({ length: size }, (_2, i) => slot * size + i)
    );
    this.#free = this.#slots.map((_, slot) => slot);
  }
  /** the lanes of a slot, in the order its work's children take them */
  lanesOf(slot) {
    return this.#slots[slot];
  }
  /** A free slot (the lowest), once one is. */
  async acquire() {
    while (this.#free.length === 0) await Promise.race(this.#running);
    this.#rethrow();
    this.#free.sort((a, b) => a - b);
    return this.#free.shift();
  }
  release(slot) {
    this.#free.push(slot);
  }
  /** Runs `work` on `slot` (acquired); the slot is free again when it ends. */
  start(slot, work) {
    const running = work().then(
      () => void 0,
      (error) => {
        this.#error ??= { error };
      }
    ).finally(() => {
      this.#running.delete(running);
      this.release(slot);
    });
    this.#running.add(running);
  }
  /** Waits for every piece of work started. */
  async drain() {
    while (this.#running.size > 0) await Promise.race(this.#running);
    this.#rethrow();
  }
  #rethrow() {
    if (this.#error !== null) throw this.#error.error;
  }
};

// src/run/measure/fingerprint.ts
function runnerFingerprint(cpuset2, sources, lanes2) {
  const cpus2 = (sources.cpus ?? os.cpus)();
  const read = sources.readFile ?? ((path6) => readFileSync3(path6, "utf8"));
  let governor = null;
  try {
    governor = read("/sys/devices/system/cpu/cpu0/cpufreq/scaling_governor").trim() || null;
  } catch {
  }
  return {
    cpuModel: cpus2[0]?.model.trim().replace(/\s+/g, " ") ?? "unknown",
    cores: cpus2.length,
    cpuset: cpuset2 ?? null,
    lanes: lanes2 === void 0 ? null : describeLanes(lanes2),
    kernel: (sources.kernel ?? (() => `${os.type()} ${os.release()}`))(),
    governor,
    hostNode: process.version,
    runnerName: sources.env.RUNNER_NAME ?? null,
    ...sources.platform !== void 0 ? { platform: sources.platform } : {}
  };
}
var OWN_LOAD = 1;
var LoadRecorder = class {
  /** `lanes`: children the run itself keeps busy at once (--lanes), each with its own load */
  constructor(loadavg, cores, lanes2 = 1) {
    this.loadavg = loadavg;
    this.cores = cores;
    this.lanes = lanes2;
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
      heavy: this.#max > this.cores + this.lanes * OWN_LOAD
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

// src/run/plan/timing.ts
import { readFile } from "node:fs/promises";
import path2 from "node:path";
var DEFAULT_CHILD_MS = 2e3;
var TIMING_WEIGHT_CAP = 30;
var MAX_TIMED_CONFIGURATIONS = 2e5;
var TIMINGS_FILE_NAME = "timings.json";
var TIMINGS_UNTRUSTED_FILE_NAME = "timings-untrusted.json";
var MAX_TIMED_NAME_CHARS = 5e3;
var nameSchema = external_exports.string().max(MAX_TIMED_NAME_CHARS);
var entrySchema = external_exports.tuple([external_exports.number().finite().min(0), external_exports.number().int().min(1)]);
var frameSchema = external_exports.strictObject({
  schemaVersion: external_exports.literal(1),
  configurations: external_exports.record(external_exports.string(), external_exports.unknown())
});
var key = (filename, configuration) => `${filename} ${configuration}`;
var TimingModel = class _TimingModel {
  #entries = /* @__PURE__ */ new Map();
  #byFile = /* @__PURE__ */ new Map();
  static fromFile(file) {
    const model = new _TimingModel();
    if (file === null) return model;
    for (const [name, [ms, n]] of Object.entries(file.configurations)) {
      const space = name.indexOf(" ");
      model.#set(name, name.slice(0, space === -1 ? name.length : space), { ms, n });
    }
    return model;
  }
  #set(name, filename, entry) {
    this.#entries.set(name, entry);
    let names = this.#byFile.get(filename);
    if (names === void 0) this.#byFile.set(filename, names = /* @__PURE__ */ new Set());
    names.add(name);
  }
  /** One child's wall time; a name longer than the file's schema accepts is not recorded. */
  record(filename, configuration, ms) {
    if (!(ms >= 0) || !Number.isFinite(ms)) return;
    const name = key(filename, configuration);
    if (name.length > MAX_TIMED_NAME_CHARS) return;
    const entry = this.#entries.get(name);
    if (entry === void 0) {
      this.#set(name, filename, { ms, n: 1 });
      return;
    }
    const weight = Math.min(entry.n, TIMING_WEIGHT_CAP - 1);
    this.#set(name, filename, { ms: (entry.ms * weight + ms) / (weight + 1), n: Math.min(entry.n + 1, 1e9) });
  }
  /** Whether this configuration has a history of its own. */
  has(filename, configuration) {
    return this.#entries.has(key(filename, configuration));
  }
  /** The mean child times of a file's configurations that have a history (none: the file has none). */
  recordedMs(filename) {
    return [...this.#byFile.get(filename) ?? []].map((name) => this.#entries.get(name).ms);
  }
  /** Whether any configuration has a history. */
  get empty() {
    return this.#entries.size === 0;
  }
  /**
   * A child's expected wall time: the configuration's history, else the mean
   * of its file's configurations, else of every configuration known, else
   * DEFAULT_CHILD_MS.
   */
  expectedMs(filename, configuration) {
    const entry = this.#entries.get(key(filename, configuration));
    if (entry !== void 0) return entry.ms;
    const mean = (names) => {
      let sum = 0;
      let count = 0;
      for (const name of names) {
        sum += this.#entries.get(name).ms;
        count++;
      }
      return count === 0 ? null : sum / count;
    };
    return mean(this.#byFile.get(filename) ?? []) ?? mean(this.#entries.keys()) ?? DEFAULT_CHILD_MS;
  }
  toFile() {
    const entries = [...this.#entries].sort((a, b) => b[1].n - a[1].n).slice(0, MAX_TIMED_CONFIGURATIONS);
    return {
      schemaVersion: 1,
      configurations: Object.fromEntries(entries.map(([name, { ms, n }]) => [name, [Math.round(ms), n]]))
    };
  }
};
async function readTimings(path6, warn) {
  let text;
  try {
    text = await readFile(path6, "utf8");
  } catch (error) {
    if (error.code === "ENOENT") return null;
    throw new RunConfigError(`cannot read the timings ${path6}: ${error.message}`);
  }
  let parsed;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new RunConfigError(`the timings ${path6} are not JSON: delete the file (the next run writes a new one)`);
  }
  const frame = frameSchema.safeParse(parsed);
  if (!frame.success) {
    const issue = frame.error.issues[0];
    throw new RunConfigError(
      `the timings ${path6} are not node-bench timings (${issue.path.join(".") || "the file"}: ${issue.message}): delete the file (the next run writes a new one)`
    );
  }
  const configurations = {};
  let skipped = 0;
  let firstProblem = "";
  for (const [name, value] of Object.entries(frame.data.configurations)) {
    const entry = entrySchema.safeParse(value);
    const problem = !nameSchema.safeParse(name).success ? `a name of ${name.length} characters (at most ${MAX_TIMED_NAME_CHARS})` : entry.success ? void 0 : `a value that is not [mean ms, count] (${entry.error.issues[0].message})`;
    if (problem === void 0 && entry.success) configurations[name] = entry.data;
    else {
      skipped++;
      firstProblem ||= problem ?? "";
    }
  }
  if (skipped > 0) {
    warn?.(
      `warning: the timings ${path6}: skipped ${skipped} ${skipped === 1 ? "entry" : "entries"} the schema refuses (the first: ${firstProblem}); the others are used`
    );
  }
  return { schemaVersion: 1, configurations };
}
function withUntrustedTimings(trusted, untrusted) {
  if (untrusted === null) return trusted;
  return { schemaVersion: 1, configurations: { ...untrusted.configurations, ...trusted?.configurations } };
}
async function saveTimings(path6, children) {
  const model = TimingModel.fromFile(await readTimings(path6).catch(() => null));
  for (const child of children) model.record(child.filename, child.configuration, child.ms);
  await replaceFile(path6, JSON.stringify(model.toFile()));
}
async function readShardTimings(file, log) {
  const read = await readTimings(file, log);
  if (read === null) {
    throw new RunConfigError(
      `--timings ${file}: no such file; give the timings.json of an earlier run (every run writes its children's times to <cache dir>/${TIMINGS_FILE_NAME}), the same file to every shard`
    );
  }
  return TimingModel.fromFile(read);
}
async function readRunnerHistory(given, cacheDir, deps) {
  const read = (file) => readTimings(file, deps.log).catch(() => null);
  if (given !== void 0) return { file: given, history: await read(given) };
  const trusted = path2.join(cacheDir, TIMINGS_FILE_NAME);
  if (deps.trust === "trusted") return { file: trusted, history: await read(trusted) };
  const untrusted = path2.join(cacheDir, TIMINGS_UNTRUSTED_FILE_NAME);
  return {
    file: `${trusted} (and ${untrusted} for configurations it lacks)`,
    history: withUntrustedTimings(await read(trusted), await read(untrusted))
  };
}

// src/options/run-schedule.ts
var CHILD_TIMEOUT_MS = 5 * 6e4;
function runScheduleOf(schedule, suite) {
  const { adaptive, deltaPercent, seed, shard, cpuset: cpuset2, childTimeMs } = schedule;
  const compareJs = suite.engine === "compare.js";
  return {
    runs: adaptive ? { kind: "auto", ...adaptive, deltaPercent } : { kind: "fixed", n: schedule.runs },
    seed: seed ?? drawSeed(),
    shard,
    cpuset: cpuset2,
    timeoutMs: schedule.timeoutMs ?? (compareJs ? Infinity : CHILD_TIMEOUT_MS),
    maxTimeMs: schedule.maxTimeMs ?? Infinity,
    childTimeMs
  };
}
function runsPerSide(runs) {
  return runs.kind === "auto" ? runs.maxRuns : runs.n;
}

// src/run/suites/bundled.ts
import path3 from "node:path";

// src/run/plan/budget.ts
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

// src/run/plan/prng.ts
function createPrng(seed) {
  if (!Number.isInteger(seed) || seed < 0 || seed > MAX_SEED) {
    throw new RangeError(`seed must be an integer from 0 to ${MAX_SEED}; got ${seed}`);
  }
  let state = seed >>> 0;
  return () => {
    state = state + 1831565813 >>> 0;
    let t = state;
    t = Math.imul(t ^ t >>> 15, t | 1);
    t ^= t + Math.imul(t ^ t >>> 7, t | 61);
    return ((t ^ t >>> 14) >>> 0) / 4294967296;
  };
}

// src/run/measure/protocol.ts
import { inspect } from "node:util";
function isPlainObject(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
function isConfig(value) {
  return isPlainObject(value) && Object.values(value).every(
    (v) => typeof v === "string" || typeof v === "boolean" || typeof v === "number" && !Number.isNaN(v)
  );
}
function readConfigsMessage(message) {
  if (!isPlainObject(message) || message.type !== "configs") return null;
  const { configs, flags = [] } = message;
  if (!Array.isArray(configs) || !configs.every(isConfig)) {
    return "configs listing without a valid configs array (objects of string, number or boolean values)";
  }
  if (!Array.isArray(flags) || !flags.every((f) => typeof f === "string")) {
    return "configs listing with flags that are not an array of strings";
  }
  return { type: "configs", configs, flags };
}
function readReportMessage(message) {
  if (!isPlainObject(message) || message.type !== "report") return null;
  if (typeof message.error === "string") return message.error;
  const { conf, rate, time } = message;
  if (!isConfig(conf)) return "report without a valid conf object";
  if (typeof rate !== "number" || !Number.isFinite(rate)) return `report with rate ${String(rate)}`;
  const seconds = typeof time === "string" || typeof time === "number" ? Number(time) : NaN;
  if (!Number.isFinite(seconds)) return `report with time ${String(time)}`;
  return { type: "report", conf, rate, time: seconds };
}
function formatConfiguration(conf) {
  return Object.keys(conf).map((key3) => `${key3}=${inspect(conf[key3])}`).join(" ");
}
function configArgs(conf) {
  return Object.entries(conf).map(([key3, value]) => `${key3}=${value}`);
}

// src/run/plan/shard.ts
function inShard(k, shard) {
  return shard === void 0 || k % shard.count === shard.index - 1;
}
function formatShard(shard) {
  return `${shard.index}/${shard.count}`;
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

// src/run/plan/plan.ts
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
      const key3 = `${configuration}\0${occurrence}`;
      let entry = merged.get(key3);
      if (entry === void 0) {
        entry = { filename: file.filename, file: file.file, conf, configuration, flags: { old: null, new: null } };
        merged.set(key3, entry);
      }
      entry.flags[side] = listing.flags;
    }
  }
  return [...merged.values()];
}
function measureQueue(configurations, runs, seed, balanced = false) {
  const prng = createPrng(seed);
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
  const { shard, expectedMs } = input;
  let configurations;
  let split = null;
  if (shard !== void 0 && expectedMs !== void 0) {
    const costs = all.map(
      (c) => expectedMs(c.filename, c.configuration) * BINARIES.filter((b) => c.flags[b] !== null).length
    );
    const { shardOf: shardOf2, loads } = balancedShards(costs, shard.count);
    configurations = all.filter((c) => shardOf2[c.index] === shard.index);
    split = { rule: "time", expectedMs: loads.map((load) => load * input.runs) };
  } else {
    configurations = all.filter((c) => inShard(c.index, shard));
    if (shard !== void 0) split = { rule: "count", expectedMs: null };
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

// src/run/measure/csv-out.ts
import { closeSync, constants as constants2, fstatSync, openSync, readSync, writeSync } from "node:fs";
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
      fd = openSync(path6, constants2.O_RDWR | constants2.O_APPEND | constants2.O_CREAT | constants2.O_NOFOLLOW, 420);
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
function openSampleSink(out, prior, onSample) {
  const groups = new SampleGroups();
  for (const sample of prior) groups.add(sample);
  const csv = CsvAppender.open(out);
  const sink = {
    groups,
    csv,
    samples: 0,
    onSample: (sample) => {
      csv.write(sample);
      sink.samples++;
      groups.add(sample);
      onSample?.(sample);
    }
  };
  return sink;
}

// src/run/measure/session.ts
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
      limit: Number.isFinite(timeoutMs) ? { ms: timeoutMs, cause: "timeout" } : void 0
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
      deltaPercent: options.deltaPercent ?? DEFAULT_DELTA_PERCENT,
      familySize,
      futility: options.futility,
      earlierCaps: options.earlierCaps
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
      deltaPercent: rows.deltaPercent,
      familySize: rows.familySize ?? rows.keys().length,
      looks: rows.looksDone,
      passes: rows.earlierCaps.length > 0 ? rows.passCaps : void 0,
      rows: rows.keys().map((key3) => ({ ...this.#names.get(key3), verdict: rows.verdict(key3) }))
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
        `node-bench: --runs auto: "same" means surely within ±${this.rows.deltaPercent.toFixed(2)} % (δ); different means the sequential test, ${family}, at 5 %`
      );
    }
    const pass = this.rows.currentPass;
    const open = this.rows.look();
    const counts = { regression: 0, improvement: 0, same: 0, futile: 0, unmeasurable: 0 };
    for (const key3 of this.rows.keys()) {
      if (!this.rows.isSettled(key3)) continue;
      const { outcome, stop, unmeasurable } = this.rows.verdict(key3);
      if (outcome === "regression" || outcome === "improvement" || outcome === "same") counts[outcome]++;
      else if (stop === "futile") counts.futile++;
      else if (unmeasurable) counts.unmeasurable++;
    }
    const settled = counts.regression + counts.improvement + counts.same;
    const last = this.rows.nextLookRuns === null;
    const futile = (counts.futile > 0 ? `${counts.futile} stopped as not distinguishable, ` : "") + (counts.unmeasurable > 0 ? `${counts.unmeasurable} not measurable (one call per child, bimodal timings), ` : "");
    this.#report(
      `node-bench: after ${runs} runs: ${settled} settled (${counts.improvement} faster, ${counts.regression} slower, ${counts.same} same), ${futile}${open.length} open${last && open.length > 0 ? " (max runs: not distinguishable)" : ""}`
    );
    if (this.rows.currentPass !== pass && open.length > 0) {
      this.#report(
        `node-bench: more: ${open.length} row(s) left open at ${runs} runs run on to ${this.rows.passCaps[pass + 1]}, tested anew at 5 % (Holm over the run's rows): with the pass before, any false slower or faster call is at most ${(pass + 2) * 5} %`
      );
    }
    if (open.length === 0 || last) this.#done = true;
  }
};

// src/run/measure/executor.ts
import os2 from "node:os";

// src/run/measure/progress.ts
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

// src/run/measure/stderr.ts
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

// src/run/plan/sizing.ts
var PILOT_MIN_SHARE = 0.15;
var FIRST_PILOT_DIVISOR = 100;
var MAX_PILOTS = 3;
var PILOT_BUDGET_SHARE = 0.1;
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
  return wanted >= ownN ? ownN : roundN(wanted);
}
function nextPilotN(ownN, points, targetMs) {
  const last = points.at(-1);
  if (last === void 0 || last.n >= ownN || points.length >= MAX_PILOTS) return null;
  if (points.length === 1 && last.ms > 0 && last.ms * (ownN / last.n) <= targetMs) return null;
  if (points.length >= 2 && last.ms >= targetMs * PILOT_MIN_SHARE) return null;
  const aim = last.ms > 0 ? last.n * targetMs / (4 * last.ms) : last.n * 100;
  const least = points.length === 1 ? 4 * last.n : last.n + 1;
  return Math.min(ownN, Math.round(Math.min(Math.max(aim, least), 100 * last.n)));
}
function pilotLine(points) {
  if (points.length === 0) return null;
  const shortest = points.reduce((a, b) => b.n < a.n ? b : a);
  const longest = points.reduce((a, b) => b.n > a.n ? b : a);
  const slope = longest.n > shortest.n ? (longest.ms - shortest.ms) / (longest.n - shortest.n) : 0;
  if (slope > 0) return { fixedMs: Math.max(0, longest.ms - slope * longest.n), perIterationMs: slope };
  return longest.ms > 0 ? { fixedMs: 0, perIterationMs: longest.ms / longest.n } : null;
}
function firstPilotN(ownN) {
  return Math.max(1, Math.round(ownN / FIRST_PILOT_DIVISOR));
}
function listedName(reported, sized) {
  return formatConfiguration(sized && sized.key in reported ? { ...reported, [sized.key]: sized.own } : reported);
}
function withN(conf, n) {
  return { ...conf, [SIZED_KEY]: n };
}
function applySizes(plan, sizes) {
  const replaced = /* @__PURE__ */ new Map();
  const configurations = plan.configurations.map((c) => {
    const size = sizes.get(c.index);
    const own = size && c.conf[size.key];
    if (size === void 0 || typeof own !== "number" || own === size.value) return c;
    const conf = { ...c.conf, [size.key]: size.value };
    const sized = { ...c, conf, sized: { key: size.key, own } };
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
function pilotEvidence(pilots) {
  const evidence = {};
  for (const [binary, points] of Object.entries(pilots)) {
    evidence[binary] = points.map((p) => [p.n, p.ms]);
  }
  return evidence;
}
var STEADY_TOLERANCE = 0.03;
var PROOF_STEP = 4;
var CHILDREN_PER_SIZE = 2;
function sameRate(a, b) {
  if (!(a.ms > 0) || !(b.ms > 0)) return false;
  const ratio = a.n / a.ms / (b.n / b.ms);
  return Math.abs(ratio - 1) <= STEADY_TOLERANCE;
}
function proofChildrenAt(children, n) {
  const sides = {};
  for (const child of children) if (child.n === n) (sides[child.binary] ??= []).push(child);
  return sides;
}
var SideChildren = class {
  constructor(binary, earlier, run) {
    this.binary = binary;
    this.run = run;
    this.points = [...earlier];
  }
  points;
  /** The children at `n`, fastest first, at least `count` of them (null: a child failed). */
  async atLeast(n, count) {
    while (this.fastestAt(n).length < count) {
      const ms = await this.run(this.binary, n);
      if (ms === null) return null;
      this.points.push({ n, ms });
    }
    return this.fastestAt(n);
  }
  fastestAt(n) {
    return this.points.filter((p) => p.n === n).sort((a, b) => a.ms - b.ms);
  }
};
async function steadyAt(side, n, ownN) {
  let own = await side.atLeast(ownN, 1);
  const first = own && await side.atLeast(n, 1);
  if (!own || !first) return null;
  if (!sameRate(first[0], own[0])) {
    const faster = first[0].ms / first[0].n < own[0].ms / own[0].n;
    if (!faster || own.length > 1) return false;
    own = await side.atLeast(ownN, 2);
    if (own === null) return null;
    if (!sameRate(first[0], own[0])) return false;
  }
  const sized = await side.atLeast(n, CHILDREN_PER_SIZE);
  if (sized === null) return null;
  return sized.every((child) => sameRate(child, own[0]));
}
async function proveSteady(ownN, candidate, pilots, run, stopped = () => false) {
  const sides = Object.keys(pilots).map((b) => [b, new SideChildren(b, pilots[b], run)]);
  const evidence = () => Object.fromEntries(sides.map(([b, side]) => [b, side.points]));
  for (let n = candidate; n <= ownN / 2 && n >= 2; n *= PROOF_STEP) {
    let steady = true;
    for (const [, side] of sides) {
      if (stopped()) return { n: ownN, source: "own", kept: "no pilot", pilots: evidence() };
      const verdict = await steadyAt(side, n, ownN);
      if (verdict === null) return { n: ownN, source: "own", kept: "no pilot", pilots: evidence() };
      if (!verdict) {
        steady = false;
        break;
      }
    }
    if (steady) return { n, source: "pilot", pilots: evidence() };
  }
  return { n: ownN, source: "own", kept: candidate > ownN / 2 ? "fits" : "not steady", pilots: evidence() };
}
function sizeFromPilots(ownN, pilots, targetMs) {
  const lines = Object.values(pilots).flatMap((points) => {
    const line = points && pilotLine(points);
    return line ? [line] : [];
  });
  if (lines.length === 0) return { n: ownN, expectedMs: null };
  const slower = lines.reduce((a, b) => b.perIterationMs > a.perIterationMs ? b : a);
  const n = sizedN(ownN, slower.perIterationMs, targetMs);
  return { n, expectedMs: slower.fixedMs + n * slower.perIterationMs };
}
function describeSizing(record) {
  const withN2 = record.configurations.filter((c) => c.key === SIZED_KEY);
  const head = `children sized to ~${record.targetMs} ms of timed work (--child-time off runs each file's own n)`;
  const asWritten = record.asWritten ? `; ${record.asWritten} node:bench row(s) run as written` : "";
  if (withN2.length === 0) return `${head}: no configuration has a numeric n${asWritten}`;
  const parts = [describeSizedN(withN2)];
  if (record.unsizedByBudget > 0) {
    const share = `${PILOT_BUDGET_SHARE * 100} %`;
    parts.push(`${record.unsizedByBudget} left at their own n (the pilots used their ${share} of --max-time)`);
  }
  return `${head}: ${parts.join("; ")}${asWritten}`;
}
var SOURCE_WORDS = { resumed: "the resumed file's record", stored: "this runner's sizes.json" };
function describeSizedN(withN2) {
  const shortened = withN2.filter((c) => c.value < c.own);
  const factors = shortened.map((c) => c.own / c.value).sort((a, b) => a - b);
  const median = factors.length === 0 ? 1 : factors[Math.floor(factors.length / 2)];
  const earlier = ["resumed", "stored"].map((s) => [s, withN2.filter((c) => c.source === s).length]).filter(([, count]) => count > 0).map(([s, count]) => `${count} as ${SOURCE_WORDS[s]} has it`);
  const kept = keptCounts(withN2);
  const parts = [
    `${shortened.length} of ${withN2.length} configurations with n run a smaller n, proved steady` + (shortened.length > 0 ? ` (median ${median.toFixed(median < 10 ? 1 : 0)}× fewer)` : "")
  ];
  if (earlier.length > 0) parts.push(`sized before: ${earlier.join(", ")}`);
  if (kept.length > 0) parts.push(`the file's own n: ${kept.join(", ")}`);
  return parts.join("; ");
}

// src/run/measure/executor.ts
var MAX_FAILURES_PER_CONFIG = 2;
function priorKey(filename, configuration) {
  return `${filename}\0${configuration}`;
}
function describeEnd(result, timeoutMs) {
  const how = { exitCode: result.exitCode, signal: result.signal };
  let end = null;
  if (result.killed === "timeout")
    end = { reason: "timeout", detail: `killed after the ${clockDuration(timeoutMs)} timeout`, ...how };
  else if (result.killed === "output")
    end = { reason: "crash", detail: `killed: ${result.outputProblem ?? "its output broke the protocol"}`, ...how };
  else if (result.spawnError)
    end = { reason: "crash", detail: `could not start: ${result.spawnError.message}`, ...how };
  else if (result.signal) end = { reason: "crash", detail: `killed by ${result.signal}`, ...how };
  else if (result.exitCode !== 0)
    end = { reason: `exit code ${result.exitCode ?? 1}`, detail: `exited with code ${result.exitCode}`, ...how };
  if (end === null) return null;
  const hint = stderrHint(result.stderrTail);
  return hint === "" ? end : { ...end, detail: `${end.detail}; stderr: ${hint}` };
}
function childSpec(command, env, onMessage) {
  const { command: file, args, stdoutMessages } = command;
  const spec = { command: file, args, env: command.env ?? env };
  if (stdoutMessages === void 0) return { ...spec, onMessage };
  return {
    ...spec,
    stdout: "lines",
    onLine: (line) => {
      const message = stdoutMessages(line);
      if (message !== null) onMessage(message);
    }
  };
}
function explainEnd(command, end, result, invalid) {
  if (end === null) return null;
  const lacking = command.lacks?.(result.stderrTail) ?? null;
  if (lacking !== null) return { ...end, detail: `this binary has no ${lacking}` };
  return invalid === null ? end : { ...end, detail: `${end.detail}: ${invalid}` };
}
async function executeSuite(lanes2, run, deps) {
  const execution = new Executor(lanes2, run, deps);
  const { files, schedule, known } = run;
  const listings = await execution.list();
  if (!deps.session.stopped) refuseBinaryThatListsNothing(listings);
  if (execution.leftOut.length === files.length && files.length > 0) {
    const lines = execution.leftOut.map((l) => l.line);
    throw new RunConfigError(`nothing of the ${files.length} selected file(s) can run: ${lines.join("; ")}`);
  }
  const budgetModel = known.timings ?? known.history;
  let plan = planRuns({
    files,
    listings,
    runs: runsPerSide(schedule.runs),
    seed: schedule.seed,
    shard: schedule.shard,
    balanced: schedule.runs.kind === "auto",
    expectedMs: known.timings ? known.timings.expectedMs.bind(known.timings) : void 0,
    budget: budgetModel && Number.isFinite(deps.session.remainingMs) ? {
      ms: deps.session.remainingMs,
      // children in every lane at once: of a child's time, the run's wall time takes its share
      expectedMs: (filename, configuration) => budgetModel.expectedMs(filename, configuration) / lanes2.adapters.length
    } : void 0
  });
  if (schedule.childTimeMs !== void 0 && !deps.session.stopped)
    plan = await execution.size(plan, schedule.childTimeMs);
  for (const failure of plan.failures) execution.fail(failure);
  if (!deps.session.stopped) {
    deps.session.guard(() => deps.onPlan?.(plan));
    execution.announce(plan);
  }
  if (!deps.session.stopped) await execution.measure(plan);
  const result = execution.result(plan);
  if (result.unmeasuredLine !== null) deps.progress.message(`node-bench: ${result.unmeasuredLine}`);
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
  constructor(lanes2, run, deps) {
    this.lanes = lanes2;
    this.run = run;
    this.deps = deps;
    this.adapter = lanes2.adapters[0];
    const { loadavg, cores } = deps.load ?? { loadavg: os2.loadavg, cores: os2.availableParallelism() };
    this.load = new LoadRecorder(loadavg, cores, lanes2.adapters.length);
  }
  failures = [];
  skipped = [];
  /** files neither binary can run (ChildCommand.lacks), each with the line that says so: left out, no rows */
  leftOut = [];
  samples = 0;
  done = 0;
  failed = 0;
  adaptive = null;
  sizing = null;
  timed = [];
  /** runs per configuration index and side: those a resumed file held, then the children that ended on their own */
  doneRuns = /* @__PURE__ */ new Map();
  /** per configuration index kept at its own n: the sizing proof's children at it, each side's first runs */
  proofRuns = /* @__PURE__ */ new Map();
  /** per configuration index: the runs proofRuns took, by side */
  takenRuns = /* @__PURE__ */ new Map();
  load;
  adapter;
  result(plan) {
    const { failures, skipped, samples, done, failed, adaptive, timed } = this;
    const reason = this.deps.session.reason;
    const rows = adaptive?.rows;
    const unmeasured = reason === "max-time" || reason === "signal" ? unmeasuredOf({
      reason,
      configurations: plan.configurations,
      runs: plan.runs,
      done: this.doneRuns,
      settled: rows ? (index) => rows.isSettled(String(index)) : void 0
    }) : null;
    const unmeasuredLine = unmeasured && describeUnmeasured(unmeasured, this.run.schedule.runs.kind === "auto");
    const load = this.load.record();
    const leftOut = this.leftOut.map((l) => l.line);
    return {
      plan,
      failures,
      skipped,
      samples,
      done,
      failed,
      verdicts: adaptive?.outcomes(),
      load,
      timed,
      unmeasured,
      unmeasuredLine,
      sizing: this.sizing,
      leftOut
    };
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
    const { files } = this.run;
    const { timeoutMs } = this.run.schedule;
    const { session, progress } = this.deps;
    const listings = [];
    let current = {};
    let lacking = {};
    for (const job of listingQueue(files)) {
      if (job.binary === "old") progress.listing(job.fileIndex, files.length);
      let listing = null;
      let invalid = null;
      const command = this.adapter.listingCommand(job);
      const result = await session.run({
        ...childSpec(command, this.adapter.listEnv, (message) => {
          if (listing !== null) return;
          const read = this.adapter.readListing(message);
          if (typeof read === "string") invalid ??= read;
          else if (read !== null) listing = read;
        }),
        timeoutMs
      });
      if (stoppedByRun(result)) return listings;
      const stderrTail = lastLines(result.stderrTail);
      const end = explainEnd(command, describeEnd(result, timeoutMs), result, invalid);
      const listed = listing;
      if (end !== null) lacking[job.binary] = command.lacks?.(result.stderrTail) ?? null;
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
        const lacked = lacking.old ?? null;
        if (lacked !== null && lacked === (lacking.new ?? null)) {
          const line = `${job.file.filename} left out: neither binary has ${lacked}`;
          this.leftOut.push({ filename: job.file.filename, line });
          progress.message(`node-bench: ${line}`);
          const none = { type: "configs", configs: [], flags: [] };
          listings.push({ file: job.file, old: { listing: none }, new: { listing: none } });
        } else {
          listings.push({ file: job.file, old: current.old, new: current.new });
        }
        current = {};
        lacking = {};
      }
    }
    progress.listing(files.length, files.length);
    return listings;
  }
  /**
   * Sizes this shard's configurations to `targetMs` of timed work per child
   * (run/plan/sizing.ts): the `n` chosen before (a resumed file's record, this
   * runner's sizes.json), else pilot children on each side that estimate it
   * and prove it steady. Pilots are not samples (they ran another n); a pilot
   * that fails leaves the file's own n (its failure shows when the row runs).
   */
  async size(plan, targetMs) {
    const record = { targetMs, configurations: [], unsizedByBudget: 0 };
    const pilotDeadline = performance.now() + this.deps.session.remainingMs * PILOT_BUDGET_SHARE;
    this.sizing = record;
    const sizes = /* @__PURE__ */ new Map();
    const nodeBench = plan.configurations.filter((c) => isNodeBenchFile(c.filename)).length;
    if (nodeBench > 0) record.asWritten = nodeBench;
    const sizable = plan.configurations.filter(
      // a benchmark that runs for a time (dur, duration) runs its own: at 1 s instead of 5 s one measured its ramp-up
      // (https/simple.js: 9 % of its rate at its own 5 s), and no shorter time can be proved without a child as long
      (c) => !isNodeBenchFile(c.filename) && sizableN(c.conf) !== null
    );
    if (sizable.length > 0) this.deps.progress.message(`node-bench: sizing ${sizable.length} configuration(s)`);
    const pool = new LanePool(this.lanes.adapters.length, false);
    for (const c of sizable) {
      if (this.deps.session.stopped) break;
      const known = this.run.known.sizes?.get(c.filename, c.configuration) ?? null;
      if (known === null && performance.now() > pilotDeadline) {
        record.unsizedByBudget++;
        continue;
      }
      const slot = await pool.acquire();
      pool.start(slot, async () => {
        const size = await this.#sizeOne(c, targetMs, known, pool.lanesOf(slot)[0]);
        if (size === null) return;
        sizes.set(c.index, { key: size.key, value: size.value });
        record.configurations.push(size);
      });
    }
    await pool.drain();
    const position = new Map(sizable.map((c, i) => [c.index, i]));
    record.configurations.sort((a, b) => position.get(a.index) - position.get(b.index));
    this.deps.progress.message(`node-bench: ${describeSizing(record)}`);
    return applySizes(plan, sizes);
  }
  /** One configuration's n (`known`: chosen before, SizeBook); null when the run stopped meanwhile. */
  async #sizeOne(c, targetMs, known, lane) {
    const base = { index: c.index, filename: c.filename, listed: c.configuration };
    const own = sizableN(c.conf);
    if (known)
      return { ...base, key: SIZED_KEY, own, value: Math.min(known.n, own), source: known.source, expectedMs: null };
    const children = [];
    const pilots = await this.#pilot(c, own, targetMs, lane, children);
    if (this.deps.session.stopped) return null;
    const estimate = sizeFromPilots(own, pilots, targetMs);
    const runPilot = (binary, n2) => this.#pilotAt(c, binary, n2, lane, children);
    const proof = await proveSteady(own, estimate.n, pilots, runPilot, () => this.deps.session.stopped);
    if (this.deps.session.stopped) return null;
    const { n, source, kept } = proof;
    if (source === "own") this.proofRuns.set(c.index, proofChildrenAt(children, own));
    const expectedMs = n === estimate.n ? estimate.expectedMs : null;
    return {
      ...base,
      key: SIZED_KEY,
      own,
      value: n,
      source,
      expectedMs,
      ...kept ? { kept } : {},
      pilots: pilotEvidence(proof.pilots)
    };
  }
  /** Each side's pilot children (run/plan/sizing.ts nextPilotN); a pilot that fails ends that side's. */
  async #pilot(c, ownN, targetMs, lane, children) {
    const pilots = {};
    for (const binary of ["old", "new"]) {
      if (c.flags[binary] === null) continue;
      const points = pilots[binary] = [];
      for (let n = firstPilotN(ownN); n !== null; n = nextPilotN(ownN, points, targetMs)) {
        const ms = await this.#pilotAt(c, binary, n, lane, children);
        if (ms === null) break;
        points.push({ n, ms });
      }
    }
    return pilots;
  }
  /**
   * One pilot child of `c` at `n` on `binary`: its ms of timed work, null when it failed or reported none; a child
   * that reported is added to `children`.
   */
  async #pilotAt(c, binary, n, lane, children) {
    this.deps.progress.running(`sizing ${c.filename} ${c.configuration} (${binary}, n=${n})`);
    const reports = [];
    const configuration = { ...c, conf: withN(c.conf, n) };
    const { result } = await this.#measuringChild({ run: 0, binary, configuration }, lane, (report) => {
      reports.push(report);
    });
    if (describeEnd(result, this.run.schedule.timeoutMs) !== null || reports.length === 0) return null;
    children.push({ binary, n, reports, durationMs: result.durationMs });
    return reports[0].time * 1e3;
  }
  /** Tells the log what will run, and how to replay its order. */
  announce(plan) {
    let shardText = "";
    if (plan.shard) {
      shardText = `, shard ${formatShard(plan.shard)} of ${plan.totalConfigurations} configurations`;
      if (plan.split?.rule === "time") {
        const loads = plan.split.expectedMs;
        const total = loads.reduce((sum, load) => sum + load, 0);
        shardText += ` (split by expected time: this shard ${clockDuration(loads[plan.shard.index - 1])} of ${clockDuration(total)}, the shards within ${spreadPercent(loads).toFixed(0)} % of each other)`;
      }
    }
    const runsText = this.run.schedule.runs.kind === "auto" ? `up to ${plan.runs} runs (--runs auto)` : `${plan.runs} runs`;
    this.deps.progress.message(
      `node-bench: ${plan.configurations.length} configurations${shardText} x ${runsText} x 2 binaries; seed ${plan.seed} (--seed ${plan.seed} replays this order)`
    );
    if (this.lanes.description !== null) this.deps.progress.message(`node-bench: ${this.lanes.description}`);
    if (plan.budget !== null) this.deps.progress.message(`node-bench: ${describeBudget(plan.budget, plan.runs)}`);
  }
  /**
   * Runs the plan's queue until it is done or the run stops, each child on
   * a free lane (with --duet, old and new of one run on a pair of lanes at
   * once). A failed child costs its own row; after MAX_FAILURES_PER_CONFIG failures a
   * configuration is no longer run on that binary (a benchmark that hangs
   * would otherwise cost runs x timeout).
   */
  async measure(plan) {
    const { session, progress } = this.deps;
    const state = { plan, total: plan.jobs, failCounts: /* @__PURE__ */ new Map(), givenUp: /* @__PURE__ */ new Set() };
    const { runs } = this.run.schedule;
    const adaptive = runs.kind === "auto" ? new AdaptiveQueue(runs, plan.configurations, (line) => progress.message(line), plan.totalConfigurations) : null;
    this.adaptive = adaptive;
    state.total -= this.#addPrior(plan, adaptive);
    this.#takeProofRuns(plan);
    progress.start(state.total, adaptive !== null);
    const pool = new LanePool(this.lanes.adapters.length, this.lanes.duet);
    const paired = /* @__PURE__ */ new Set();
    for (const [position, job] of plan.queue.entries()) {
      if (paired.has(position)) continue;
      if (session.stopped) break;
      if (!this.#runsOn(job, state)) continue;
      if (adaptive !== null) {
        const next = adaptive.rule.nextLookRuns;
        if (next !== null && job.run > next) await pool.drain();
        const admitted = adaptive.admit(job.run, job.configuration.index);
        if (admitted === "done") break;
        if (next !== adaptive.rule.nextLookRuns) {
          state.total = this.done + adaptive.remainingJobs(plan.queue, position, state.givenUp);
          progress.update(this.done, state.total, this.failed);
        }
        if (admitted === "skip") continue;
      }
      if (this.#priorRuns(job.configuration, job.binary) >= job.run) continue;
      const jobs = [job];
      const partner = this.lanes.duet ? duetPartner(plan.queue, position) : null;
      const other = partner === null ? null : plan.queue[partner];
      if (partner !== null && other !== null && this.#runsOn(other, state) && this.#priorRuns(other.configuration, other.binary) < other.run) {
        paired.add(partner);
        jobs.push(other);
      }
      const slot = await pool.acquire();
      if (session.stopped) {
        pool.release(slot);
        break;
      }
      pool.start(slot, () => Promise.all(jobs.map((j, i) => this.#measureJob(j, pool.lanesOf(slot)[i], state))));
    }
    await pool.drain();
    if (adaptive !== null && !session.stopped) adaptive.complete();
  }
  /** A resumed run's samples, added to the adaptive rows; returns the jobs they already did. */
  #addPrior(plan, adaptive) {
    const prior = this.run.known.prior;
    if (prior === void 0) return 0;
    for (const c of plan.configurations) {
      const sides = prior.get(priorKey(c.filename, c.configuration));
      if (sides === void 0) continue;
      for (const binary of ["old", "new"]) {
        for (const [run, rate] of sides[binary].rates) adaptive?.add(c.index, binary, run, rate);
      }
      this.doneRuns.set(c.index, { old: sides.old.lastRun, new: sides.new.lastRun });
    }
    return plan.queue.filter((job) => job.run <= this.#priorRuns(job.configuration, job.binary)).length;
  }
  /**
   * The sizing proof's children at a kept configuration's own n, as its first runs (a resumed row's runs come from
   * its file instead): their samples, counted as measured (done runs of this run).
   */
  #takeProofRuns(plan) {
    for (const c of plan.configurations) {
      const sides = this.proofRuns.get(c.index);
      if (sides === void 0 || this.run.known.prior?.has(priorKey(c.filename, c.configuration))) continue;
      const counts = {};
      for (const binary of ["old", "new"]) {
        const children = (sides[binary] ?? []).slice(0, plan.runs);
        children.forEach((child, i) => {
          const job = { run: i + 1, binary, configuration: c };
          for (const report of child.reports) this.#sample(job, report);
          this.#ended(job, child.reports.length, child.durationMs, null);
        });
        counts[binary] = children.length;
      }
      this.takenRuns.set(c.index, counts);
    }
  }
  /** The runs a configuration's side already has: a resumed file's, or the sizing proof's children. */
  #priorRuns(c, binary) {
    const resumed = this.run.known.prior?.get(priorKey(c.filename, c.configuration))?.[binary].lastRun;
    return resumed ?? this.takenRuns.get(c.index)?.[binary] ?? 0;
  }
  /** Whether the job's side of its configuration still runs (it was not given up). */
  #runsOn(job, state) {
    return !state.givenUp.has(`${job.configuration.index}\0${job.binary}`);
  }
  /** One child of the queue on `lane`, and what it leaves: a done run, a failure, a side given up. */
  async #measureJob(job, lane, state) {
    const { progress } = this.deps;
    const c = job.configuration;
    const where = this.lanes.adapters.length > 1 ? `lane ${lane + 1}: ` : "";
    progress.running(`${where}${c.filename} ${c.configuration} (${job.binary})`);
    this.load.sample();
    const { result, reported, invalid, command } = await this.#runMeasuring(job, lane);
    if (stoppedByRun(result)) return;
    const end = explainEnd(command, describeEnd(result, this.run.schedule.timeoutMs), result, invalid) ?? (reported === 0 ? {
      reason: "no report",
      detail: invalid ?? "exited with code 0 without reporting a result",
      exitCode: result.exitCode,
      signal: result.signal
    } : null);
    const failure = end === null ? null : this.#failed(job, end, result, state);
    this.#ended(job, reported, result.durationMs, failure);
    progress.update(this.done, state.total, this.failed);
  }
  /** A measuring child that ended on its own: counted as its configuration's run, timed, and told to onJob. */
  #ended(job, samples, durationMs, failure) {
    const c = job.configuration;
    this.done++;
    const sides = this.doneRuns.get(c.index) ?? {};
    sides[job.binary] = (sides[job.binary] ?? 0) + 1;
    this.doneRuns.set(c.index, sides);
    const record = {
      run: job.run,
      binary: job.binary,
      filename: c.filename,
      configuration: c.configuration,
      samples,
      failure,
      durationMs
    };
    this.timed.push({ filename: c.filename, configuration: c.configuration, ms: durationMs });
    this.deps.session.guard(() => this.deps.onJob?.(record));
  }
  /** A measuring child failed: its failure, and its side given up after MAX_FAILURES_PER_CONFIG of them. */
  #failed(job, end, result, state) {
    const c = job.configuration;
    this.failed++;
    const failure = {
      binary: job.binary,
      filename: c.filename,
      configuration: c.configuration,
      run: job.run,
      phase: "run",
      ...end,
      stderrTail: lastLines(result.stderrTail)
    };
    this.fail(failure);
    const key3 = `${c.index}\0${job.binary}`;
    const count = (state.failCounts.get(key3) ?? 0) + 1;
    state.failCounts.set(key3, count);
    const runs = state.plan.runs;
    if (count >= MAX_FAILURES_PER_CONFIG && job.run < runs && !state.givenUp.has(key3)) {
      state.givenUp.add(key3);
      const runsSkipped = runs - job.run;
      state.total -= runsSkipped;
      this.skipped.push({
        binary: job.binary,
        filename: c.filename,
        configuration: c.configuration,
        failures: count,
        runsSkipped
      });
      this.deps.progress.message(
        `node-bench: giving up ${c.filename} ${c.configuration} on ${job.binary} after ${count} failures (${runsSkipped} runs skipped)`
      );
    }
    return failure;
  }
  /** One measuring child; each sample it reports goes to onSample as it arrives. */
  async #runMeasuring(job, lane) {
    let reported = 0;
    const { result, invalid, command } = await this.#measuringChild(job, lane, (read) => {
      reported++;
      this.#sample(job, read);
    });
    return { result, reported, invalid, command };
  }
  /** One reported sample of a run: to the --runs auto rows and to onSample. */
  #sample(job, read) {
    this.adaptive?.add(job.configuration.index, job.binary, job.run, read.rate);
    const sample = {
      binary: job.binary,
      filename: job.configuration.filename,
      configuration: listedName(read.conf, job.configuration.sized),
      rate: read.rate,
      time: read.time
    };
    this.deps.session.guard(() => {
      this.deps.onSample(sample);
      this.samples++;
    });
  }
  /** A measuring child (a run's or a pilot's): each valid report to `onReport`, the first invalid one's reason kept. */
  async #measuringChild(job, lane, onReport) {
    let invalid = null;
    const adapter = this.lanes.adapters[lane];
    const command = adapter.measureCommand(job);
    const result = await this.deps.session.run({
      ...childSpec(command, adapter.runEnv, (message) => {
        const read = readReportMessage(message);
        if (read === null) return;
        if (typeof read === "string") invalid ??= read;
        else onReport(read);
      }),
      timeoutMs: this.run.schedule.timeoutMs
    });
    return { result, invalid, command };
  }
};

// src/run/suites/node-bench-files.ts
var BENCH_KEY = "bench";
var FIRST_NODE_BENCH = "26.9.0";
function findNodeBenchPreload(moduleUrl = import.meta.url) {
  return packageFile(
    { dist: "dist/node-bench-preload.cjs", source: "src/run/suites/node-bench-preload.cjs" },
    moduleUrl
  );
}
var RUNNER_FLAGS = [
  "--no-warnings",
  "--experimental-bench",
  "--bench",
  "--bench-isolation=none",
  "--bench-reporter=json",
  "--bench-samples=1",
  "--bench-warmup=0"
];
var MATCHES_NOTHING = "(?!)";
function readEvent(line) {
  let event;
  try {
    event = JSON.parse(line);
  } catch {
    return null;
  }
  if (typeof event !== "object" || event === null) return null;
  const { type, data } = event;
  if (typeof type !== "string" || !type.startsWith("bench:") || typeof data !== "object" || data === null) return null;
  return { type, data };
}
function benchConfig(data) {
  const namePath = data.namePath;
  if (!Array.isArray(namePath) || !namePath.every((n) => typeof n === "string"))
    return "a bench event without namePath";
  const params = data.params ?? {};
  if (BENCH_KEY in params) return `bench ${JSON.stringify(namePath.join(" "))} has a param named "${BENCH_KEY}"`;
  const conf = { [BENCH_KEY]: namePath.join(" ") };
  for (const [key3, value] of Object.entries(params)) {
    if (typeof value !== "string" && typeof value !== "number" && typeof value !== "boolean") {
      return `bench ${JSON.stringify(conf[BENCH_KEY])} has param ${key3} that is no string, number or boolean`;
    }
    conf[key3] = value;
  }
  return conf;
}
function paramsKey(conf) {
  const params = {};
  for (const key3 of Object.keys(conf).sort()) if (key3 !== BENCH_KEY) params[key3] = conf[key3];
  return JSON.stringify(params);
}
function escapeRegExp(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
function listingReader() {
  const configs = [];
  let problem = null;
  return (line) => {
    const event = readEvent(line);
    if (event === null) return null;
    if (event.type === "bench:plan" && event.data.skip === "name pattern") {
      const conf = benchConfig(event.data);
      if (typeof conf === "string") problem ??= conf;
      else configs.push(conf);
    }
    if (event.type !== "bench:summary") return null;
    return problem !== null ? { type: "configs", problem } : { type: "configs", nodeBench: true, configs, flags: [] };
  };
}
function reportReader(planned) {
  const configuration = formatConfiguration(planned);
  let report = null;
  let problem = null;
  const read = (data) => {
    const conf = benchConfig(data);
    if (typeof conf === "string") return { type: "report", error: conf };
    const ran = formatConfiguration(conf);
    if (ran !== configuration) return { type: "report", error: `${ran} ran in the process of ${configuration}` };
    const error = data.error;
    if (error !== void 0) return { type: "report", error: `the bench threw: ${String(error?.message)}` };
    const samples = data.samples;
    if (!Array.isArray(samples) || samples.length !== 1) {
      return { type: "report", error: `${Array.isArray(samples) ? samples.length : "no"} samples instead of 1` };
    }
    const { rate, duration_ns: ns } = samples[0];
    if (typeof ns !== "string" || !/^\d+$/.test(ns)) return { type: "report", error: `duration_ns ${String(ns)}` };
    return { type: "report", conf, rate, time: Number(ns) / 1e9 };
  };
  return (line) => {
    const event = readEvent(line);
    if (event?.type === "bench:complete" && event.data.skip === void 0) {
      const message = read(event.data);
      if (typeof message.error === "string") problem ??= message.error;
      else if (report === null) report = message;
      else problem ??= `${configuration} ran twice`;
    }
    if (event?.type !== "bench:summary") return null;
    if (problem !== null) return { type: "report", error: problem };
    return report ?? { type: "report", error: `no bench ${configuration} ran (declared through node:bench's bench export?)` };
  };
}
function missingNodeBench(stderrTail) {
  if (!/bad option: --(experimental-)?bench\b/.test(stderrTail)) return null;
  return `node:bench (Node.js ${FIRST_NODE_BENCH} or later runs *.node-bench.js files)`;
}
function readNodeBenchListing(message) {
  if (typeof message !== "object" || message === null) return null;
  const m = message;
  if (m.type !== "configs") return null;
  if (typeof m.problem === "string") return m.problem;
  if (m.nodeBench !== true) return null;
  return { type: "configs", configs: m.configs, flags: [] };
}
function pinned(pin, command, args) {
  return pin === void 0 ? { command, args } : { command: pin.taskset, args: ["-c", pin.cpuset, command, ...args] };
}
function withNodeBench(inner, binaries, env, pin) {
  const preload = findNodeBenchPreload();
  const childEnv2 = { ...env };
  for (const key3 of ["NODE_BENCH_CONTEXT", "NODE_BENCH_PARAMS"]) delete childEnv2[key3];
  const isOurs = (job) => isNodeBenchFile(job.file.filename);
  return {
    ...inner,
    listingCommand: (job) => isOurs(job) ? {
      command: binaries[job.binary],
      args: [...RUNNER_FLAGS, `--bench-name-pattern=${MATCHES_NOTHING}`, "--", job.file.file],
      env: childEnv2,
      stdoutMessages: listingReader(),
      lacks: missingNodeBench
    } : inner.listingCommand(job),
    readListing: (message) => readNodeBenchListing(message) ?? inner.readListing(message),
    onListing: (job, listing) => {
      if (!isOurs(job)) inner.onListing?.(job, listing);
    },
    measureCommand: (job) => {
      const c = job.configuration;
      if (!isNodeBenchFile(c.filename)) return inner.measureCommand(job);
      const name = String(c.conf[BENCH_KEY]);
      const args = [
        "--require",
        preload,
        ...RUNNER_FLAGS,
        `--bench-name-pattern=^${escapeRegExp(name)}$`,
        "--",
        c.file
      ];
      return {
        ...pinned(pin, binaries[job.binary], args),
        env: { ...childEnv2, NODE_BENCH_PARAMS: paramsKey(c.conf) },
        stdoutMessages: reportReader(c.conf),
        lacks: missingNodeBench
      };
    }
  };
}

// src/run/measure/failure.ts
function summaryExitCode(failures) {
  return failures.length > 0 ? 1 : 0;
}

// src/run/measure/runner.ts
async function pinnedLanes(adapterFor, lanes2, run, deps, supervisor) {
  const adapters = [];
  const probe = { binary: run.binaries.old, env: deps.env, cwd: run.cwd, sandbox: deps.sandbox, supervisor };
  for (const cpuset2 of lanes2.cpusets) {
    const pin = cpuset2 === null ? void 0 : { cpuset: cpuset2, taskset: await resolveTaskset(cpuset2, probe) };
    adapters.push(withNodeBench(adapterFor(pin), run.binaries, deps.env, pin));
  }
  return { adapters, duet: lanes2.duet, description: describeLanes(lanes2) };
}
async function runEngine(adapterFor, run, deps) {
  const now = deps.now ?? (() => performance.now());
  const startedAt = now();
  const supervisor = deps.supervisor ?? runSupervised;
  const { seed, shard, maxTimeMs } = run.schedule;
  const laneAdapters = await pinnedLanes(adapterFor, deps.lanes, run, deps, supervisor);
  const progress = new Progress({ output: deps.progress ?? process.stderr, now, quiet: deps.quiet });
  const out = deps.out === void 0 ? null : CsvAppender.open(deps.out);
  const session = new RunSession({
    maxTimeMs,
    signal: deps.signal,
    supervisor,
    sandbox: deps.sandbox,
    cwd: run.cwd
  });
  let execution;
  try {
    execution = await executeSuite(laneAdapters, run, {
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
    });
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
    seed,
    plan,
    shard: shard ?? null,
    files,
    completed: timedOut || interrupted ? [] : files.filter((f) => listed.has(f) && !failed.has(f)),
    notRun: [],
    jobs: { planned: plan.jobs, done: execution.done, failed: execution.failed },
    samples: execution.samples,
    failures,
    skipped: execution.skipped,
    warnings: execution.leftOut,
    timedOut,
    interrupted,
    elapsedMs,
    exitCode: summaryExitCode(failures),
    timed: execution.timed,
    unmeasured: execution.unmeasured,
    unmeasuredLine: execution.unmeasuredLine,
    verdicts: execution.verdicts,
    load: execution.load,
    sizing: execution.sizing
  };
}

// src/run/suites/bundled.ts
function checkBinary(side, binary) {
  const resolved = path3.resolve(binary);
  if (!isExecutableFile(resolved)) throw new RunConfigError(`the ${side} binary ${binary} is not an executable file`);
  return resolved;
}
function setPairs(set) {
  return Object.entries(set ?? {}).flatMap(([key3, values]) => values.map((v) => [key3, v]));
}
function checkRun(dir, { groups, filter, exclude }, schedule, deps) {
  const binaries = {
    old: checkBinary("old", deps.binaries.old),
    new: checkBinary("new", deps.binaries.new)
  };
  const suiteDir = path3.resolve(dir ?? findSuiteDir());
  const files = selectSuiteFiles(suiteDir, groups, filter, exclude);
  return { cwd: suiteDir, files, binaries, schedule, known: deps.known };
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
  const listEnv = modeEnv(deps.env, deps.hostNode, "list");
  const files = selectSuiteFiles(suiteDir, selection.groups, selection.filter ?? [], selection.exclude ?? []);
  const commonJsFiles = files.filter((file) => !isNodeBenchFile(file.filename));
  const keys = Object.keys(selection.set ?? {});
  if (keys.length === 0) return files.length;
  const supervisor = deps.supervisor ?? runSupervised;
  const parameters = /* @__PURE__ */ new Set();
  for (const file of commonJsFiles) {
    let listing = null;
    const result = await supervisor({
      command: deps.hostNode,
      args: [file.file],
      cwd: suiteDir,
      env: listEnv,
      limit: { ms: CHILD_TIMEOUT_MS, cause: "timeout" },
      onMessage: (message) => {
        const read = readConfigsMessage(message);
        if (read !== null && typeof read !== "string") listing ??= read;
      }
    });
    const listed = listing;
    if (result.exitCode !== 0 || listed === null) return files.length;
    for (const conf of listed.configs) for (const key3 of Object.keys(conf)) parameters.add(key3);
  }
  const unknown = keys.filter((key3) => !parameters.has(key3));
  if (unknown.length > 0) {
    throw new RunConfigError(
      `--set ${unknown.join(", ")}: no configuration of the ${files.length} selected file(s) has ${unknown.length === 1 ? "that parameter" : "those parameters"}; they have ${[...parameters].sort().join(", ")}`
    );
  }
  return files.length;
}
async function runBundled(dir, selection, schedule, deps) {
  const run = checkRun(dir, selection, schedule, deps);
  const set = setPairs(selection.set);
  return runEngine((pin) => bundledAdapter({ binaries: run.binaries, set, pin }, deps), run, deps);
}

// src/run/suites/core-compare-js.ts
import { readFileSync as readFileSync4, statSync as statSync3 } from "node:fs";
import path5 from "node:path";

// src/run/suites/core-select.ts
import { readdirSync as readdirSync2 } from "node:fs";
import path4 from "node:path";
var CoreSuiteError = class extends UserError {
  constructor(message) {
    super(message);
    this.name = "CoreSuiteError";
  }
};
var NOT_A_CATEGORY = "fixtures";
var RUNNABLE2 = /\.(js|mjs|cjs)$/;
function listCategories(benchmarkDir) {
  return readdirSync2(benchmarkDir).filter((name) => name !== NOT_A_CATEGORY && isDirectory(path4.join(benchmarkDir, name))).sort();
}
function listCategoryEntries(benchmarkDir, category) {
  return readdirSync2(path4.join(benchmarkDir, category)).filter((name) => name[0] !== "." && name[0] !== "_").sort();
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
      const guess = closestName(category, existing);
      throw new CoreSuiteError(
        `benchmark category ${JSON.stringify(category)} is not a directory under ${benchmarkDir}${guess === void 0 ? "" : ` (did you mean ${JSON.stringify(guess)}?)`}; ${describeCategories(benchmarkDir)}`
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
    const nodeBench = readdirSync2(path4.join(benchmarkDir, category)).filter((n) => n[0] === "_" && isNodeBenchFile(n));
    for (const name of [...listCategoryEntries(benchmarkDir, category), ...nodeBench].sort()) {
      if (!isSelected2(name, filter, exclude)) continue;
      if (!RUNNABLE2.test(name) && !isDirectory(path4.join(benchmarkDir, category, name))) continue;
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

// src/run/suites/core-engine.ts
function findCorePreload(moduleUrl = import.meta.url) {
  return packageFile({ dist: "dist/core-preload.cjs", source: "src/run/suites/core-preload.cjs" }, moduleUrl);
}
function childEnv(env, mode) {
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
  return { ...read, args, setup: message.setup === true };
}
function coreAdapter(binaries, setArgs, env, pin) {
  const preload = findCorePreload();
  const extras = /* @__PURE__ */ new Map();
  const withSetup = /* @__PURE__ */ new Set();
  return {
    listEnv: childEnv(env, "list"),
    runEnv: childEnv(env, "run"),
    listingCommand: (job) => ({
      command: binaries[job.binary],
      args: ["--require", preload, job.file.file, ...setArgs]
    }),
    readListing: readCoreListing,
    noListing: "exited without forking any configuration (does it use common.js?)",
    onListing: (job, listing) => {
      const key3 = `${job.file.filename}\0${job.binary}`;
      extras.set(key3, extraOptions(listing));
      if (listing.setup) withSetup.add(key3);
    },
    measureCommand: (job) => {
      const c = job.configuration;
      const setup = withSetup.has(`${c.filename}\0${job.binary}`) ? ["--require", preload] : [];
      const args = [...setup, ...c.flags[job.binary], c.file, ...forkArguments(job, extras)];
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

// src/run/suites/core-compare-js.ts
function fail(message) {
  throw new CoreSuiteError(message);
}
function executable(file, what) {
  const absolute = path5.resolve(file);
  if (!isExecutableFile(absolute)) fail(`${what} binary ${absolute} does not exist or is not an executable file`);
  return absolute;
}
function setArguments(set, cpuset2, env) {
  const settings = [];
  for (const [key3, values] of Object.entries(set ?? {})) {
    if (key3 === "CPUSET") fail("pin CPUs with the cpuset option, not --set CPUSET");
    for (const value of values) settings.push(`${key3}=${value}`);
  }
  if (cpuset2 !== void 0) {
    if (process.platform !== "linux" || findExecutable("taskset", env.PATH) === null) {
      fail("cpuset needs the taskset command (util-linux) on PATH; compare.js pins benchmarks with it");
    }
    settings.push(`CPUSET=${cpuset2}`);
  }
  return settings;
}
function describe(result, { timeoutMs, maxTimeMs }) {
  const line = errorLine(result.stderrTail);
  const suffix = line ? ` (${line})` : "";
  if (result.spawnError) return { reason: "crash", detail: `could not start compare.js: ${result.spawnError.message}` };
  switch (result.killed) {
    case "timeout":
      return { reason: "timeout", detail: `timed out after ${timeoutMs} ms (timeoutMs ${timeoutMs})` };
    case "deadline":
      return { reason: "deadline", detail: `whole-run limit of ${maxTimeMs} ms reached while running` };
    case "aborted":
      return { reason: "aborted", detail: "aborted while running" };
    case "output":
      return {
        reason: "crash",
        detail: `compare.js was killed: ${result.outputProblem ?? "its output broke the protocol"}`
      };
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
  for (let current = dir; ; current = path5.dirname(current)) {
    const manifest = path5.join(current, "package.json");
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
    if (path5.dirname(current) === current) return null;
  }
}
function checkoutOf(repoOption) {
  const repo = path5.resolve(repoOption);
  const benchmarkDir = path5.join(repo, "benchmark");
  const compareJs = path5.join(benchmarkDir, "compare.js");
  let compareIsFile = false;
  try {
    compareIsFile = statSync3(compareJs).isFile();
  } catch {
  }
  if (!compareIsFile) fail(`${compareJs} not found: is ${repo} a Node.js checkout?`);
  const esmScope = moduleTypeScope(benchmarkDir);
  if (esmScope !== null) {
    fail(
      `${esmScope} sets "type": "module", so node would load benchmark/compare.js (CommonJS) as an ES module: put the checkout outside that package`
    );
  }
  return { repo, benchmarkDir, compareJs };
}
function compareJsResult(files) {
  return {
    seed: null,
    plan: null,
    shard: null,
    files,
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
    unmeasured: null,
    unmeasuredLine: null
  };
}
async function runCore(suite, selection, schedule, deps) {
  const startedAt = performance.now();
  if (suite.repo === void 0) fail("the core suite needs a Node.js checkout (--repo)");
  const { repo, benchmarkDir, compareJs } = checkoutOf(suite.repo);
  const old = executable(deps.binaries.old, "old");
  const neu = executable(deps.binaries.new, "new");
  const set = setArguments(selection.set, schedule.cpuset, deps.env);
  const { groups: categories, filter, exclude } = selection;
  for (const pattern of [...filter, ...exclude]) {
    if (pattern === "") fail("an empty --filter or --exclude pattern would match every file");
  }
  const benchmarks = selectCoreBenchmarks(benchmarkDir, categories, filter, exclude);
  if (benchmarks.length === 0) {
    fail(
      `no benchmark file in ${categories.join(", ")} under ${benchmarkDir} matches` + (filter.length ? ` --filter ${filter.join(", ")}` : "") + (exclude.length ? ` without --exclude ${exclude.join(", ")}` : "")
    );
  }
  const entries = /* @__PURE__ */ new Map();
  for (const { category } of benchmarks) {
    if (!entries.has(category)) entries.set(category, listCategoryEntries(benchmarkDir, category));
  }
  if (suite.engine === void 0 || suite.engine === "node-bench") {
    return runOnEngine(schedule, deps, { benchmarkDir, benchmarks, old, neu, set });
  }
  if (suite.engine !== "compare.js") fail(`engine must be one of ${CORE_ENGINES.join(", ")}, got ${suite.engine}`);
  if (deps.known.prior !== void 0 && deps.known.prior.size > 0) {
    fail("adding runs to a results file needs the node-bench engine: compare.js always runs --runs in full");
  }
  if (schedule.shard !== void 0) {
    fail("--seed and --shard need the node-bench engine: compare.js has a fixed order and no shards");
  }
  const nodeBench = benchmarks.filter((b) => isNodeBenchFile(b.name)).map((b) => b.filename);
  const forCompareJs = benchmarks.filter((b) => !isNodeBenchFile(b.name));
  if (forCompareJs.length === 0) {
    fail(`compare.js cannot run node:bench files (${nodeBench.join(", ")}); --engine node-bench runs them`);
  }
  const queue = planCoreRuns(forCompareJs, entries, {
    compareJs,
    old,
    new: neu,
    runs: runsPerSide(schedule.runs),
    set
  });
  const result = compareJsResult(forCompareJs.map((b) => b.filename));
  const session = new RunSession({
    maxTimeMs: schedule.maxTimeMs,
    signal: deps.signal,
    supervisor: deps.supervisor ?? runSupervised,
    sandbox: deps.sandbox,
    cwd: repo
  });
  const context = {
    session,
    schedule,
    deps,
    result,
    warn: (message) => {
      result.warnings.push(message);
      session.guard(() => deps.onWarning?.(message));
    }
  };
  if (nodeBench.length > 0) {
    context.warn(
      `compare.js cannot run node:bench files, left out: ${nodeBench.join(", ")} (--engine node-bench runs them)`
    );
  }
  try {
    for (const [index, job] of queue.entries()) {
      if (session.stopped) {
        result.notRun.push(...queue.slice(index).map((j) => j.benchmark.filename));
        break;
      }
      session.guard(() => deps.onFileStart?.(job.benchmark, index, queue.length));
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
async function runFile({ session, schedule, deps, result, warn }, job) {
  const { benchmark } = job;
  const runs = runsPerSide(schedule.runs);
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
      session.guard(() => deps.onSample(sample));
    }
  };
  const outcome = await session.run({
    command: deps.hostNode,
    args: job.args,
    env: deps.env,
    timeoutMs: schedule.timeoutMs,
    stdout: "lines",
    stderrTailChars: 8192,
    onStderr: (text) => session.guard(() => deps.onStderr?.(text)),
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
  const failure = describe(outcome, schedule);
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
  if (rows.old !== rows.new || rows.old % runs !== 0) {
    result.failures.push({
      ...base,
      reason: "incomplete",
      detail: `compare.js finished but printed ${rows.old} old and ${rows.new} new rows for ${runs} run(s): a benchmark process probably died of a signal, which compare.js does not treat as a failure`
    });
    return;
  }
  if (rows.old === 0) warn(`${benchmark.filename} printed no result rows (no configuration matched?)`);
  result.completed.push(benchmark.filename);
}
function runOnEngine(schedule, deps, selected) {
  const { benchmarkDir, benchmarks } = selected;
  const binaries = { old: selected.old, new: selected.neu };
  const run = {
    // the checkout's root, where compare.js runs: test_runner's files pass
    // --test-reporter=./benchmark/fixtures/... to their children
    cwd: path5.dirname(benchmarkDir),
    files: benchmarks.map((b) => ({ filename: b.filename, file: path5.join(benchmarkDir, b.category, b.name) })),
    binaries,
    schedule,
    known: deps.known
  };
  return runEngine((pin) => coreAdapter(binaries, selected.set, deps.env, pin), run, deps);
}

// src/run/run-suite.ts
function runSuite(suite, selection, schedule, deps) {
  const runSchedule = runScheduleOf(schedule, suite);
  return suite.kind === "core" ? runCore(suite, selection, runSchedule, deps) : runBundled(suite.dir, selection, runSchedule, deps);
}

// src/run/plan/size-store.ts
import { readFile as readFile2 } from "node:fs/promises";
import { join } from "node:path";
var SIZES_FILE_NAME = "sizes.json";
var SIZES_UNTRUSTED_FILE_NAME = "sizes-untrusted.json";
var MAX_SIZES = 2e5;
var MAX_NAME_CHARS = 5e3;
var entrySchema2 = external_exports.number().int().min(1).max(Number.MAX_SAFE_INTEGER);
var frameSchema2 = external_exports.strictObject({ schemaVersion: external_exports.literal(1), sizes: external_exports.record(external_exports.string(), external_exports.unknown()) });
var key2 = (targetMs, pair, filename, configuration) => `${targetMs}ms ${pair.old} ${pair.new} ${filename} ${configuration}`;
var SizeBook = class {
  #entries = /* @__PURE__ */ new Map();
  #targetMs;
  #pair;
  /** `resumed`: a resumed file's record (run at its target); `stored`: this runner's files, the first one first. */
  constructor(targetMs, pair, resumed, stored) {
    this.#targetMs = targetMs;
    this.#pair = pair;
    for (const file of [...stored].reverse()) {
      for (const [name, n] of Object.entries(file?.sizes ?? {})) this.#entries.set(name, { n, source: "stored" });
    }
    for (const r of resumed)
      this.#entries.set(key2(targetMs, pair, r.filename, r.configuration), { n: r.n, source: "resumed" });
  }
  /** The size chosen before for this book's target and pair of binaries, if any. */
  get(filename, configuration) {
    return this.#entries.get(key2(this.#targetMs, this.#pair, filename, configuration)) ?? null;
  }
};
async function readSizes(path6, warn) {
  let parsed;
  try {
    parsed = JSON.parse(await readFile2(path6, "utf8"));
  } catch (error) {
    if (error.code !== "ENOENT") {
      warn(`warning: the sizes ${path6} cannot be read (${error.message}): every configuration is piloted`);
    }
    return null;
  }
  const frame = frameSchema2.safeParse(parsed);
  if (!frame.success) {
    warn(`warning: ${path6} is not node-bench's sizes.json: every configuration is piloted (the run writes a new one)`);
    return null;
  }
  const sizes = {};
  let skipped = 0;
  for (const [name, value] of Object.entries(frame.data.sizes)) {
    const n = entrySchema2.safeParse(value);
    if (n.success && name.length <= MAX_NAME_CHARS) sizes[name] = n.data;
    else skipped++;
  }
  if (skipped > 0) warn(`warning: the sizes ${path6}: skipped ${skipped} entries the schema refuses`);
  return { schemaVersion: 1, sizes };
}
function chosenSizes(configurations) {
  return configurations.filter((c) => c.key === SIZED_KEY && (c.source === "pilot" || c.source === "own" && c.kept !== "no pilot")).map((c) => ({ filename: c.filename, configuration: c.listed, n: c.value }));
}
function plannedSizes(plan) {
  return plan.configurations.flatMap((c) => {
    const n = sizableN(c.conf);
    return n === null ? [] : [{ filename: c.filename, configuration: c.configuration, n }];
  });
}
async function saveSizes(path6, targetMs, pair, chosen) {
  if (chosen.length === 0) return;
  const file = await readSizes(path6, () => {
  }) ?? { schemaVersion: 1, sizes: {} };
  for (const c of chosen) {
    const name = key2(targetMs, pair, c.filename, c.configuration);
    if (name.length <= MAX_NAME_CHARS) file.sizes[name] = c.n;
  }
  const entries = Object.entries(file.sizes).slice(-MAX_SIZES);
  await replaceFile(path6, JSON.stringify({ schemaVersion: 1, sizes: Object.fromEntries(entries) }));
}
async function knownSizes(cacheDir, trust, targetMs, pair, resumed, warn) {
  if (targetMs === void 0) return void 0;
  const names = trust === "trusted" ? [SIZES_FILE_NAME] : [SIZES_FILE_NAME, SIZES_UNTRUSTED_FILE_NAME];
  const stored = await Promise.all(names.map((name) => readSizes(join(cacheDir, name), warn)));
  return new SizeBook(targetMs, pair, resumed, stored);
}
async function recordChosenSizes(cacheDir, trust, sizing, pair, warn) {
  const chosen = chosenSizes(sizing.configurations);
  const file = join(cacheDir, trust === "trusted" ? SIZES_FILE_NAME : SIZES_UNTRUSTED_FILE_NAME);
  try {
    await saveSizes(file, sizing.targetMs, pair, chosen);
  } catch (error) {
    warn(`warning: the sizes chosen were not recorded in ${file}: ${error.message}`);
  }
}

export {
  format,
  correction,
  compareFormat,
  suggestFormat,
  doctorFormat,
  checkOutputFile,
  plot,
  quiet,
  RunConfigError,
  formatShard,
  findSuiteDir,
  listGroups,
  cpusOf,
  onlineCpus,
  checkCpusExist,
  listOf,
  resolveLanes,
  openSampleSink,
  runnerFingerprint,
  describeHeavyLoad,
  heavyLoadWarning,
  priorKey,
  checkBundledSelection,
  isSelected2 as isSelected,
  resolveCategories,
  runSuite,
  plannedSizes,
  knownSizes,
  recordChosenSizes,
  DEFAULT_CHILD_MS,
  TIMINGS_FILE_NAME,
  TIMINGS_UNTRUSTED_FILE_NAME,
  TimingModel,
  readTimings,
  saveTimings,
  readShardTimings,
  readRunnerHistory
};
