import { createRequire as __nodeBenchCreateRequire } from 'node:module';
const require = __nodeBenchCreateRequire(import.meta.url);
import {
  formatChange
} from "./chunk-SWVEG7K4.js";
import {
  CHILD_TIMEOUT_MS,
  Progress,
  RunSession,
  checkResumable,
  clockDuration,
  comparisonIdentity,
  configArgs,
  describeLanes,
  describeUnmeasured,
  errorLine,
  executeSuite,
  findSuiteDir,
  formatConfiguration,
  isNodeBenchFile,
  listingCommand,
  measureCommand,
  priorSamples,
  readConfigsMessage,
  readExistingResults,
  resolveLanes,
  resumedPasses,
  runScheduleOf,
  runnerFingerprint,
  runsPerSide,
  selectSuiteFiles,
  sizableN,
  writeIdentity
} from "./chunk-7QWRRYZ3.js";
import {
  CSV_HEADER,
  RESULT_ROW,
  formatCsvRow,
  parseCompareCsv
} from "./chunk-6URMURHI.js";
import {
  onlineCpus,
  resolveTaskset
} from "./chunk-G2YR6NH7.js";
import {
  closestName
} from "./chunk-HUCITX4Q.js";
import {
  OUTCOME_WORDS,
  mergeLoads,
  packageFile,
  packageRoot
} from "./chunk-WMGDE3LN.js";
import {
  SampleGroups
} from "./chunk-77SVILUT.js";
import {
  formatBinarySpec,
  parseBinarySpec,
  resolveSpec
} from "./chunk-YZ3ACDF7.js";
import {
  CORE_ENGINES,
  SANDBOX_HOME,
  binarySource,
  childTime,
  childTimeMsOf,
  cpuset,
  engine,
  lanes,
  maxTime,
  minFreeGb,
  seed,
  shard,
  suite,
  timeout
} from "./chunk-K46OEXR6.js";
import {
  TIMINGS_FILE_NAME,
  TIMINGS_UNTRUSTED_FILE_NAME,
  TimingModel,
  describePlannedTime,
  readTimings,
  saveTimings,
  withUntrustedTimings
} from "./chunk-MZZEVUFO.js";
import {
  RunConfigError,
  correction
} from "./chunk-43J52PCU.js";
import {
  ADAPTIVE_DEFAULTS,
  AUTO_RUNS,
  COMPARE_JS_RUNS,
  SIZED_KEY,
  SIZED_KEYS,
  cliMaxRuns,
  delta,
  exclude,
  filter,
  runs,
  runsSetting,
  set
} from "./chunk-4ZZT7LD6.js";
import {
  defaultCacheDir,
  processRunner
} from "./chunk-TFIMPUZS.js";
import {
  childEnv,
  external_exports,
  findExecutable,
  isDirectory,
  isExecutableFile,
  replaceFile,
  runSupervised
} from "./chunk-22E2UFT6.js";
import {
  RequestError,
  UserError
} from "./chunk-S77ZKJKL.js";

// src/run/size-store.ts
import { readFile } from "node:fs/promises";
var SIZES_FILE_NAME = "sizes.json";
var SIZES_UNTRUSTED_FILE_NAME = "sizes-untrusted.json";
var MAX_SIZES = 2e5;
var MAX_NAME_CHARS = 5e3;
var entrySchema = external_exports.number().int().min(1).max(Number.MAX_SAFE_INTEGER);
var frameSchema = external_exports.strictObject({ schemaVersion: external_exports.literal(1), sizes: external_exports.record(external_exports.string(), external_exports.unknown()) });
var key = (targetMs, filename, configuration) => `${targetMs}ms ${filename} ${configuration}`;
var SizeBook = class {
  #entries = /* @__PURE__ */ new Map();
  /** `resumed`: a resumed file's record (run at its target); `stored`: this runner's files, the first one first. */
  constructor(targetMs, resumed, stored) {
    for (const file of [...stored].reverse()) {
      for (const [name, n] of Object.entries(file?.sizes ?? {})) this.#entries.set(name, { n, source: "stored" });
    }
    for (const r of resumed)
      this.#entries.set(key(targetMs, r.filename, r.configuration), { n: r.n, source: "resumed" });
  }
  get(targetMs, filename, configuration) {
    return this.#entries.get(key(targetMs, filename, configuration)) ?? null;
  }
};
async function readSizes(path6, warn) {
  let parsed;
  try {
    parsed = JSON.parse(await readFile(path6, "utf8"));
  } catch (error) {
    if (error.code !== "ENOENT") {
      warn(`warning: the sizes ${path6} cannot be read (${error.message}): every configuration is piloted`);
    }
    return null;
  }
  const frame = frameSchema.safeParse(parsed);
  if (!frame.success) {
    warn(`warning: ${path6} is not node-bench's sizes.json: every configuration is piloted (the run writes a new one)`);
    return null;
  }
  const sizes = {};
  let skipped = 0;
  for (const [name, value] of Object.entries(frame.data.sizes)) {
    const n = entrySchema.safeParse(value);
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
async function saveSizes(path6, targetMs, chosen) {
  if (chosen.length === 0) return;
  const file = await readSizes(path6, () => {
  }) ?? { schemaVersion: 1, sizes: {} };
  for (const c of chosen) {
    const name = key(targetMs, c.filename, c.configuration);
    if (name.length <= MAX_NAME_CHARS) file.sizes[name] = c.n;
  }
  const entries = Object.entries(file.sizes).slice(-MAX_SIZES);
  await replaceFile(path6, JSON.stringify({ schemaVersion: 1, sizes: Object.fromEntries(entries) }));
}

// src/pipeline/compare.ts
import { mkdtemp, rm } from "node:fs/promises";
import path5 from "node:path";

// src/run/bundled.ts
import path from "node:path";

// src/run/node-bench-files.ts
var BENCH_KEY = "bench";
var FIRST_NODE_BENCH = "26.9.0";
function findNodeBenchPreload(moduleUrl = import.meta.url) {
  return packageFile({ dist: "dist/node-bench-preload.cjs", source: "src/run/node-bench-preload.cjs" }, moduleUrl);
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
  for (const [key2, value] of Object.entries(params)) {
    if (typeof value !== "string" && typeof value !== "number" && typeof value !== "boolean") {
      return `bench ${JSON.stringify(conf[BENCH_KEY])} has param ${key2} that is no string, number or boolean`;
    }
    conf[key2] = value;
  }
  return conf;
}
function paramsKey(conf) {
  const params = {};
  for (const key2 of Object.keys(conf).sort()) if (key2 !== BENCH_KEY) params[key2] = conf[key2];
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
  const childEnv3 = { ...env };
  for (const key2 of ["NODE_BENCH_CONTEXT", "NODE_BENCH_PARAMS"]) delete childEnv3[key2];
  const isOurs = (job) => isNodeBenchFile(job.file.filename);
  return {
    ...inner,
    listingCommand: (job) => isOurs(job) ? {
      command: binaries[job.binary],
      args: [...RUNNER_FLAGS, `--bench-name-pattern=${MATCHES_NOTHING}`, "--", job.file.file],
      env: childEnv3,
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
        env: { ...childEnv3, NODE_BENCH_PARAMS: paramsKey(c.conf) },
        stdoutMessages: reportReader(c.conf),
        lacks: missingNodeBench
      };
    }
  };
}

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

// src/run/failure.ts
function summaryExitCode(failures) {
  return failures.length > 0 ? 1 : 0;
}

// src/run/runner.ts
async function pinnedLanes(adapterFor, lanes2, run, deps, supervisor) {
  const adapters = [];
  for (const cpuset2 of lanes2.cpusets) {
    if (cpuset2 === null) {
      adapters.push(adapterFor(void 0));
      continue;
    }
    const probe = { binary: run.binaries.old, env: deps.env, cwd: run.cwd, sandbox: deps.sandbox, supervisor };
    adapters.push(adapterFor({ cpuset: cpuset2, taskset: await resolveTaskset(cpuset2, probe) }));
  }
  return { adapters, duet: lanes2.duet, description: describeLanes(lanes2) };
}
async function runEngine(adapterFor, run, deps) {
  const now = deps.now ?? (() => performance.now());
  const startedAt = now();
  const supervisor = deps.supervisor ?? runSupervised;
  const { seed: seed2, shard: shard2, maxTimeMs } = run.schedule;
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
    seed: seed2,
    plan,
    shard: shard2 ?? null,
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
    ...execution.adaptive?.rows ? { verdicts: execution.adaptive.outcomes() } : {},
    load: execution.load,
    sizing: execution.sizing
  };
}

// src/run/bundled.ts
function checkBinary(side, binary) {
  const resolved = path.resolve(binary);
  if (!isExecutableFile(resolved)) throw new RunConfigError(`the ${side} binary ${binary} is not an executable file`);
  return resolved;
}
function setPairs(set2) {
  return Object.entries(set2 ?? {}).flatMap(([key2, values]) => values.map((v) => [key2, v]));
}
function checkRun(dir, { groups, filter: filter2, exclude: exclude2 }, schedule, deps) {
  const binaries = {
    old: checkBinary("old", deps.binaries.old),
    new: checkBinary("new", deps.binaries.new)
  };
  const suiteDir = path.resolve(dir ?? findSuiteDir());
  const files = selectSuiteFiles(suiteDir, groups, filter2, exclude2);
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
  const suiteDir = path.resolve(selection.suiteDir ?? findSuiteDir());
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
      env: modeEnv(deps.env, deps.hostNode, "list"),
      limit: { ms: CHILD_TIMEOUT_MS, cause: "timeout" },
      onMessage: (message) => {
        const read = readConfigsMessage(message);
        if (read !== null && typeof read !== "string") listing ??= read;
      }
    });
    const listed = listing;
    if (result.exitCode !== 0 || listed === null) return files.length;
    for (const conf of listed.configs) for (const key2 of Object.keys(conf)) parameters.add(key2);
  }
  const unknown = keys.filter((key2) => !parameters.has(key2));
  if (unknown.length > 0) {
    throw new RunConfigError(
      `--set ${unknown.join(", ")}: no configuration of the ${files.length} selected file(s) has ${unknown.length === 1 ? "that parameter" : "those parameters"}; they have ${[...parameters].sort().join(", ")}`
    );
  }
  return files.length;
}
async function runBundled(dir, selection, schedule, deps) {
  const run = checkRun(dir, selection, schedule, deps);
  const set2 = setPairs(selection.set);
  const adapterFor = (pin) => withNodeBench(bundledAdapter({ binaries: run.binaries, set: set2, pin }, deps), run.binaries, deps.env, pin);
  return runEngine(adapterFor, run, deps);
}

// src/run/core.ts
import { readFileSync, statSync } from "node:fs";
import path3 from "node:path";

// src/run/core-select.ts
import { readdirSync } from "node:fs";
import path2 from "node:path";
var CoreSuiteError = class extends UserError {
  constructor(message) {
    super(message);
    this.name = "CoreSuiteError";
  }
};
var NOT_A_CATEGORY = "fixtures";
var RUNNABLE = /\.(js|mjs|cjs)$/;
function listCategories(benchmarkDir) {
  return readdirSync(benchmarkDir).filter((name) => name !== NOT_A_CATEGORY && isDirectory(path2.join(benchmarkDir, name))).sort();
}
function listCategoryEntries(benchmarkDir, category) {
  return readdirSync(path2.join(benchmarkDir, category)).filter((name) => name[0] !== "." && name[0] !== "_").sort();
}
function isSelected(name, filter2, exclude2) {
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
function selectCoreBenchmarks(benchmarkDir, categories, filter2 = [], exclude2 = []) {
  const selected = [];
  for (const category of resolveCategories(benchmarkDir, categories)) {
    const nodeBench = readdirSync(path2.join(benchmarkDir, category)).filter((n) => n[0] === "_" && isNodeBenchFile(n));
    for (const name of [...listCategoryEntries(benchmarkDir, category), ...nodeBench].sort()) {
      if (!isSelected(name, filter2, exclude2)) continue;
      if (!RUNNABLE.test(name) && !isDirectory(path2.join(benchmarkDir, category, name))) continue;
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
  return { ...read, args, setup: message.setup === true };
}
function coreAdapter(binaries, setArgs, env, pin) {
  const preload = findCorePreload();
  const extras = /* @__PURE__ */ new Map();
  const withSetup = /* @__PURE__ */ new Set();
  return {
    listEnv: childEnv2(env, "list"),
    runEnv: childEnv2(env, "run"),
    listingCommand: (job) => ({
      command: binaries[job.binary],
      args: ["--require", preload, job.file.file, ...setArgs]
    }),
    readListing: readCoreListing,
    noListing: "exited without forking any configuration (does it use common.js?)",
    onListing: (job, listing) => {
      const key2 = `${job.file.filename}\0${job.binary}`;
      extras.set(key2, extraOptions(listing));
      if (listing.setup) withSetup.add(key2);
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

// src/run/core.ts
function fail(message) {
  throw new CoreSuiteError(message);
}
function executable(file, what) {
  const absolute = path3.resolve(file);
  if (!isExecutableFile(absolute)) fail(`${what} binary ${absolute} does not exist or is not an executable file`);
  return absolute;
}
function setArguments(set2, cpuset2, env) {
  const settings = [];
  for (const [key2, values] of Object.entries(set2 ?? {})) {
    if (key2 === "CPUSET") fail("pin CPUs with the cpuset option, not --set CPUSET");
    for (const value of values) settings.push(`${key2}=${value}`);
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
  for (let current = dir; ; current = path3.dirname(current)) {
    const manifest = path3.join(current, "package.json");
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
    if (path3.dirname(current) === current) return null;
  }
}
function checkoutOf(repoOption) {
  const repo = path3.resolve(repoOption);
  const benchmarkDir = path3.join(repo, "benchmark");
  const compareJs = path3.join(benchmarkDir, "compare.js");
  let compareIsFile = false;
  try {
    compareIsFile = statSync(compareJs).isFile();
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
    unmeasured: null
  };
}
async function runCore(suite2, selection, schedule, deps) {
  const startedAt = performance.now();
  if (suite2.repo === void 0) fail("the core suite needs a Node.js checkout (--repo)");
  const { repo, benchmarkDir, compareJs } = checkoutOf(suite2.repo);
  const old = executable(deps.binaries.old, "old");
  const neu = executable(deps.binaries.new, "new");
  const set2 = setArguments(selection.set, schedule.cpuset, deps.env);
  const { groups: categories, filter: filter2, exclude: exclude2 } = selection;
  for (const pattern of [...filter2, ...exclude2]) {
    if (pattern === "") fail("an empty --filter or --exclude pattern would match every file");
  }
  const benchmarks = selectCoreBenchmarks(benchmarkDir, categories, filter2, exclude2);
  if (benchmarks.length === 0) {
    fail(
      `no benchmark file in ${categories.join(", ")} under ${benchmarkDir} matches` + (filter2.length ? ` --filter ${filter2.join(", ")}` : "") + (exclude2.length ? ` without --exclude ${exclude2.join(", ")}` : "")
    );
  }
  const entries = /* @__PURE__ */ new Map();
  for (const { category } of benchmarks) {
    if (!entries.has(category)) entries.set(category, listCategoryEntries(benchmarkDir, category));
  }
  if (suite2.engine === void 0 || suite2.engine === "node-bench") {
    return runOnEngine(schedule, deps, { benchmarkDir, benchmarks, old, neu, set: set2 });
  }
  if (suite2.engine !== "compare.js") fail(`engine must be one of ${CORE_ENGINES.join(", ")}, got ${suite2.engine}`);
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
    set: set2
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
  const runs2 = runsPerSide(schedule.runs);
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
  if (rows.old !== rows.new || rows.old % runs2 !== 0) {
    result.failures.push({
      ...base,
      reason: "incomplete",
      detail: `compare.js finished but printed ${rows.old} old and ${rows.new} new rows for ${runs2} run(s): a benchmark process probably died of a signal, which compare.js does not treat as a failure`
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
    cwd: path3.dirname(benchmarkDir),
    files: benchmarks.map((b) => ({ filename: b.filename, file: path3.join(benchmarkDir, b.category, b.name) })),
    binaries,
    schedule,
    known: deps.known
  };
  return runEngine(
    (pin) => withNodeBench(coreAdapter(binaries, selected.set, deps.env, pin), binaries, deps.env, pin),
    run,
    deps
  );
}

// src/run/run-suite.ts
function runSuite(suite2, selection, schedule, deps) {
  const runSchedule = runScheduleOf(schedule, suite2);
  return suite2.kind === "core" ? runCore(suite2, selection, runSchedule, deps) : runBundled(suite2.dir, selection, runSchedule, deps);
}

// src/pipeline/resume-record.ts
function readPrevious(request, deps) {
  const existing = deps.resume ? readExistingResults(request.output.out) : null;
  const { suite: suite2, output, schedule } = request;
  if (existing !== null && existing.samples.length > 0 && suite2.kind === "core" && suite2.engine === "compare.js") {
    throw new RunConfigError(
      `--out ${output.out} holds samples already; adding runs to them needs --engine node-bench (compare.js always runs --runs in full)`
    );
  }
  const passes = deps.resume && schedule.adaptive ? resumedPasses(
    output.out,
    (existing?.identity ?? deps.continuing)?.autoCaps,
    schedule.adaptive.maxRuns,
    (existing?.samples.length ?? 0) > 0
  ) : void 0;
  return { existing, passes };
}
function openRecord(request, deps, { binaries, fingerprint }, found, passes) {
  let existing = found;
  const identity = comparisonIdentity(request, binaries, fingerprint);
  if (existing !== null && existing.identity === null && deps.continuing) {
    existing = { ...existing, identity: { ...identity, ...deps.continuing } };
  }
  if (existing !== null)
    for (const warning of checkResumable(request.output.out, existing, identity)) deps.log(warning);
  let record = existing?.identity ?? identity;
  if (identity.runsAuto) record = { ...record, runsAuto: true };
  if (passes && JSON.stringify(passes.caps) !== JSON.stringify(record.autoCaps))
    record = { ...record, autoCaps: passes.caps };
  if (record !== existing?.identity) writeIdentity(request.output.out, record);
  const earlierCaps = passes?.earlierCaps ?? [];
  const recordJob = (job) => {
    if (job.samples > 0) return;
    const { filename, configuration, binary, run } = job;
    record = { ...record, missingRuns: [...record.missingRuns ?? [], { filename, configuration, binary, run }] };
    writeIdentity(request.output.out, record);
  };
  const recordMeasured = (samples, ms, load) => {
    const before = record.measured;
    if (samples === 0) return before ?? { ms: 0, load: null };
    const measured = {
      ms: (before?.ms ?? 0) + ms,
      load: before === void 0 || before.load === null ? load : load === null ? before.load : mergeLoads([before.load, load])
    };
    record = { ...record, measured };
    writeIdentity(request.output.out, record);
    return measured;
  };
  const recordSizes2 = (sizes) => {
    const known = new Set((record.sizes ?? []).map((s) => `${s.filename}\0${s.configuration}`));
    const added = sizes.filter((s) => !known.has(`${s.filename}\0${s.configuration}`));
    if (added.length === 0) return;
    record = { ...record, sizes: [...record.sizes ?? [], ...added] };
    writeIdentity(request.output.out, record);
  };
  if (existing === null || existing.samples.length === 0)
    return { earlierCaps, recordJob, recordMeasured, recordSizes: recordSizes2 };
  const runsText = request.schedule.adaptive ? `--runs auto (at most ${request.schedule.runs})` : `${request.schedule.runs} runs per side`;
  deps.log(
    earlierCaps.length > 0 && earlierCaps.at(-1) < request.schedule.runs ? `resuming: ${request.output.out} holds ${existing.samples.length} samples of this comparison, run to at most ${earlierCaps.at(-1)} runs; its calls stand, and the rows it left open run on to ${request.schedule.runs} runs (more); the table covers the whole file` : `resuming: ${request.output.out} holds ${existing.samples.length} samples of this comparison; each configuration is topped up to ${runsText}, and the table covers the whole file`
  );
  return {
    prior: priorSamples(existing.samples, record.missingRuns),
    earlierCaps,
    recordJob,
    recordMeasured,
    recordSizes: recordSizes2
  };
}

// src/pipeline/timing-history.ts
import path4 from "node:path";
var TimingHistory = class _TimingHistory {
  constructor(timings, budget, runner, recordFile, log) {
    this.timings = timings;
    this.budget = budget;
    this.runner = runner;
    this.recordFile = recordFile;
    this.log = log;
  }
  /**
   * Reads the comparison's history. Only the --timings file is required (every shard of a matrix must share it: the
   * same file, the same split); this runner's own history only orders and estimates, so an unreadable one is none.
   */
  static async read(request, deps) {
    const { timings: given, maxTimeMs } = request.schedule;
    const timings = given === void 0 ? void 0 : await shardTimings(given, deps.log);
    const cacheDir = request.binaries.cacheDir ?? defaultCacheDir(deps.host);
    const runner = await runnerHistory(given, cacheDir, deps);
    const model = maxTimeMs === void 0 || timings !== void 0 ? void 0 : TimingModel.fromFile(runner.history);
    const recordFile = path4.join(cacheDir, deps.trust === "trusted" ? TIMINGS_FILE_NAME : TIMINGS_UNTRUSTED_FILE_NAME);
    return new _TimingHistory(timings, model?.empty ? void 0 : model, runner, recordFile, deps.log);
  }
  /** The log line that says, before anything is measured, how long the planned run should take on this runner. */
  plannedTimeLine(request, plan) {
    const { adaptive, runs: runs2 } = request.schedule;
    const range = adaptive ? { min: ADAPTIVE_DEFAULTS.minRuns, max: runs2 } : { min: runs2, max: runs2 };
    return describePlannedTime(plan.configurations, this.runner.history, range, this.runner.file);
  }
  /**
   * Adds the run's child times to the cache's history (an untrusted run's to its own file: what PR code chooses
   * never plans a trusted run); a failure costs only the history (a warning).
   */
  async record(timed) {
    if (timed.length === 0) return;
    try {
      await saveTimings(this.recordFile, timed);
    } catch (error) {
      this.log(`warning: the children's times were not recorded in ${this.recordFile}: ${error.message}`);
    }
  }
};
async function shardTimings(file, log) {
  const read = await readTimings(file, log);
  if (read === null) {
    throw new RunConfigError(
      `--timings ${file}: no such file; give the timings.json of an earlier run (every run writes its children's times to <cache dir>/${TIMINGS_FILE_NAME}), the same file to every shard`
    );
  }
  return TimingModel.fromFile(read);
}
async function runnerHistory(given, cacheDir, deps) {
  const read = (file) => readTimings(file, deps.log).catch(() => null);
  if (given !== void 0) return { file: given, history: await read(given) };
  const trusted = path4.join(cacheDir, TIMINGS_FILE_NAME);
  if (deps.trust === "trusted") return { file: trusted, history: await read(trusted) };
  const untrusted = path4.join(cacheDir, TIMINGS_UNTRUSTED_FILE_NAME);
  return {
    file: `${trusted} (and ${untrusted} for configurations it lacks)`,
    history: withUntrustedTimings(await read(trusted), await read(untrusted))
  };
}

// src/pipeline/compare.ts
function comparisonLanes(request) {
  return resolveLanes(request.schedule.lanes, request.schedule.cpuset, onlineCpus());
}
async function benchmarkSandbox(request, deps, binaries, scratch) {
  const suiteDir = request.suite.kind === "core" ? request.suite.repo : request.suite.dir ?? findSuiteDir();
  return deps.sandbox.confine({
    readable: [binaries.old.path, binaries.new.path, suiteDir, packageRoot(), process.execPath],
    writable: [scratch]
  });
}
function benchmarkChildEnv(host, passEnv, where) {
  const home = where.sandboxed ? SANDBOX_HOME : where.scratch;
  return childEnv(host, {
    purpose: "benchmark",
    passEnv,
    set: {
      ...host.HOME !== void 0 ? { HOME: home } : {},
      TMPDIR: where.scratch,
      ...where.core ? { NODE_TEST_DIR: where.scratch } : {}
    }
  });
}
async function resolveBoth(request, deps) {
  const options = {
    binarySource: request.binaries.source,
    cacheDir: request.binaries.cacheDir,
    mirror: request.binaries.mirror,
    repo: request.suite.repo,
    buildCommand: request.binaries.buildCommand,
    binaryPath: request.binaries.binaryPath,
    minFreeBytes: request.binaries.minFreeBytes,
    env: deps.host,
    platform: deps.platform,
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
  const old = await resolveSpec(request.sides.old, "--old", options);
  const current = await resolveSpec(request.sides.new, "--new", options);
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
function leftUnmeasured(unmeasured, request) {
  return unmeasured ? describeUnmeasured(unmeasured, request.schedule.adaptive !== void 0) : null;
}
var cacheFile = (request, deps, name) => path5.join(request.binaries.cacheDir ?? defaultCacheDir(deps.host), name);
async function knownSizes(request, deps, existing) {
  const targetMs = request.schedule.childTimeMs;
  if (targetMs === void 0) return void 0;
  const names = deps.trust === "trusted" ? [SIZES_FILE_NAME] : [SIZES_FILE_NAME, SIZES_UNTRUSTED_FILE_NAME];
  const stored = await Promise.all(names.map((name) => readSizes(cacheFile(request, deps, name), deps.log)));
  return new SizeBook(targetMs, existing?.identity?.sizes ?? [], stored);
}
async function recordSizes(request, deps, sizing) {
  if (!sizing) return;
  const file = cacheFile(request, deps, deps.trust === "trusted" ? SIZES_FILE_NAME : SIZES_UNTRUSTED_FILE_NAME);
  try {
    await saveSizes(file, sizing.targetMs, chosenSizes(sizing.configurations));
  } catch (error) {
    deps.log(`warning: the sizes chosen were not recorded in ${file}: ${error.message}`);
  }
}
async function checkSelection(request, deps, hostNode) {
  if (request.suite.kind !== "core") {
    await checkBundledSelection(
      { suiteDir: request.suite.dir, ...request.selection },
      { env: childEnv(deps.host, { purpose: "benchmark", passEnv: deps.passEnv }), hostNode }
    );
  } else {
    resolveCategories(path5.join(request.suite.repo, "benchmark"), request.selection.groups);
  }
}
function sampleSink(request, deps, existing) {
  const groups = new SampleGroups();
  for (const sample of existing?.samples ?? []) groups.add(sample);
  const csv = CsvAppender.open(request.output.out);
  deps.log(`results: ${request.output.out}`);
  const sink = {
    groups,
    csv,
    samples: 0,
    onSample: (sample) => {
      csv.write(sample);
      sink.samples++;
      groups.add(sample);
      deps.onSample?.(sample);
    }
  };
  return sink;
}
async function runComparison(request, deps) {
  const started = performance.now();
  const hostNode = process.execPath;
  const lanes2 = deps.lanes ?? comparisonLanes(request);
  const { runnerCheck } = deps;
  const fingerprint = {
    ...runnerFingerprint(request.schedule.cpuset, { env: deps.host, platform: deps.platform }, lanes2),
    ...runnerCheck ? { runnerCheck } : {}
  };
  await checkSelection(request, deps, hostNode);
  const times = await TimingHistory.read(request, deps);
  const { existing, passes } = readPrevious(request, deps);
  const binaries = await resolveBoth(request, deps);
  const file = deps.resume ? openRecord(request, deps, { binaries, fingerprint }, existing, passes) : void 0;
  const sizes = await knownSizes(request, deps, existing);
  const schedule = request.schedule.adaptive && file && file.earlierCaps.length > 0 ? { ...request.schedule, adaptive: { ...request.schedule.adaptive, earlierCaps: file.earlierCaps } } : request.schedule;
  const scratch = await mkdtemp(path5.join(deps.host.TMPDIR || "/tmp", "node-bench-scratch-"));
  const sandbox = await benchmarkSandbox(request, deps, binaries, scratch);
  const env = benchmarkChildEnv(deps.host, deps.passEnv, {
    scratch,
    sandboxed: sandbox !== void 0,
    core: request.suite.kind === "core"
  });
  const priorCount = existing?.samples.length ?? 0;
  const sink = sampleSink(request, deps, existing);
  let planned;
  const onPlan = (plan) => {
    planned = { configurations: plan.configurations.length, runConfigurations: plan.totalConfigurations };
    if (deps.progress === void 0) {
      deps.log(`seed ${plan.seed}, ${plan.configurations.length} configurations x ${plan.runs} runs x 2 binaries`);
    }
    deps.log(times.plannedTimeLine(request, plan));
    if (request.schedule.childTimeMs !== void 0) file?.recordSizes(plannedSizes(plan));
  };
  try {
    const result = await runSuite(request.suite, request.selection, schedule, {
      binaries: { old: binaries.old.path, new: binaries.new.path },
      lanes: lanes2,
      known: { timings: times.timings, history: times.budget, prior: file?.prior, sizes },
      env,
      hostNode,
      sandbox,
      signal: deps.signal,
      progress: deps.progress,
      quiet: deps.progress === void 0,
      onSample: sink.onSample,
      onPlan,
      onJob: file?.recordJob,
      onFileStart: (benchmark, index, total) => {
        if (deps.progress) deps.log(`[${index + 1}/${total}] ${benchmark.filename}`);
      },
      onWarning: (message) => deps.log(`warning: ${message}`)
    });
    await times.record(result.timed);
    await recordSizes(request, deps, result.sizing);
    const elapsedMs = performance.now() - started;
    const measured = file?.recordMeasured(sink.samples, elapsedMs, result.load ?? null);
    return {
      binaries,
      groups: sink.groups,
      samples: sink.samples,
      failures: result.failures.map(request.suite.kind === "core" ? coreFailureNote : bundledFailureNote),
      partial: result.timedOut || result.interrupted,
      interrupted: result.interrupted,
      priorSamples: priorCount,
      unmeasured: leftUnmeasured(result.unmeasured, request),
      // our engine's order, either suite (compare.js's own order has none): result.json and the reproduce line carry it
      ...result.seed !== null ? { seed: result.seed } : {},
      ...result.verdicts ? { verdicts: result.verdicts } : {},
      ...measured ? { load: measured.load } : result.load !== void 0 ? { load: result.load } : {},
      ...result.sizing ? { sizing: result.sizing } : {},
      fingerprint,
      csvPath: request.output.out,
      ...planned ? { planned } : {},
      elapsedMs,
      ...measured ? { measuredMs: measured.ms } : {}
    };
  } finally {
    sink.csv.close();
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

// src/options/compare-js.ts
var statistics = "docs/statistics.md";
var failOnRegression = (surface) => surface === "cli" ? "--fail-on-regression" : "the Action's fail-on-regression input";
var REFUSALS = {
  analyze: () => `--analyze is compare.js's own table without R; node-bench reads compare.js's CSV and prints compare.R's table itself (the same Welch test and stars, ${statistics}): drop --analyze`,
  "max-regression": (surface) => `--max-regression gates on compare.js --analyze's stars; node-bench judges the CSV itself: use ${failOnRegression(surface)} (exit 2 on any row whose verdict is slower, ${statistics})`,
  scale: () => "--scale sets the histogram precision of compare.js --analyze; node-bench's statistics use the rates as they are: drop --scale"
};
var COMPARE_JS_ANALYSIS_FLAGS = {
  analyze: { type: "boolean" },
  "max-regression": { type: "string" },
  scale: { type: "string" }
};
function compareJsFlagRefusal(name, surface) {
  const refusal = REFUSALS[name.replace(/^--/, "")];
  return refusal?.(surface);
}
function refuseCompareJsFlags(values, surface) {
  for (const name of Object.keys(COMPARE_JS_ANALYSIS_FLAGS)) {
    if (values[name] !== void 0) throw new RequestError(compareJsFlagRefusal(name, surface));
  }
}
var asCompareJs = {
  names: { cli: "as-compare-js" },
  flags: { "as-compare-js": { type: "boolean", default: false } },
  parse(values) {
    return values["as-compare-js"] === true;
  },
  /** Throws the first option given that says otherwise than compare.js's defaults, in one line. */
  check(given) {
    const refuse = (why) => {
      throw new RequestError(`--as-compare-js ${why}: give one of them`);
    };
    if (given.runs === AUTO_RUNS) refuse("runs a fixed --runs, as compare.js does; --runs auto stops rows early");
    if (given.maxRuns !== void 0)
      refuse("runs a fixed --runs, as compare.js does; --max-runs is the cap of --runs auto");
    if (given.childTime !== void 0 && given.childTime !== "off") {
      refuse("runs each file's own n, as compare.js does; --child-time sizes it (only off agrees)");
    }
    if (given.correction === "holm") {
      refuse("prints compare.R's table without correction, as compare.js does; --correction holm adds Holm's");
    }
  }
};

// src/options/comparison.ts
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
function isNodeCheckout(dir) {
  return existsSync(join(dir, "benchmark", "compare.js"));
}
function resultsFileName(now) {
  return `node-bench-${now.toISOString().replace(/[:.]/g, "-")}.csv`;
}
function comparisonFrom(request, settings, edge, cwd) {
  const { sides, output } = edge;
  const engine2 = settings.engine;
  const chosen = checkCombination(
    {
      ...settings,
      ...sides,
      suite: autoAsUndefined(settings.suite),
      repo: edge.repo,
      runs: request.runs,
      maxTime: settings.maxTimeMs
    },
    cwd
  );
  return {
    sides: { old: sides.old, new: sides.new },
    suite: suiteOf(chosen, engine2, settings.suiteDir, cwd),
    selection: { groups: request.groups, filter: [...request.filter], exclude: [...request.exclude], set: request.set },
    schedule: scheduleOf({ ...request, deltaPercent: request.delta }, settings, { engine: engine2, set: request.set }, cwd),
    binaries: binariesOf({ ...settings, source: settings.binarySource }, cwd),
    output: {
      out: resolve(cwd, output.out),
      format: output.format,
      correction: settings.correction,
      failOnRegression: settings.failOnRegression,
      quiet: output.quiet
    }
  };
}
function buildComparison({ values, positionals }, cwd, output, now = /* @__PURE__ */ new Date()) {
  const kind = autoAsUndefined(suite.parse(values[suite.names.cli], "cli"));
  const engine2 = engine.parse(values[engine.names.cli], "cli");
  const { runs: runs2, maxRuns, childTimeMs, correction: chosenCorrection } = cliMethod(values, engine2);
  const margin = delta.parse(values[delta.names.cli]);
  const chosen = checkCombination({ ...values, suite: kind, engine: engine2, runs: runs2, maxTime: values[maxTime.names.cli] }, cwd);
  const filters = filter.parse(values[filter.names.cli] ?? [], "cli");
  const excludes = exclude.parse(values[exclude.names.cli] ?? [], "cli");
  const set2 = set.parse(values[set.names.cli] ?? [], "cli");
  const seed2 = seed.parse(values.seed, "cli");
  const cpuset2 = cpuset.parse(values.cpuset, "cli");
  const lanes2 = lanes.parse(values[lanes.names.cli], values.duet, "cli");
  const timeoutMs = timeout.parse(values[timeout.names.cli], "cli");
  const maxTimeMs = maxTime.parse(values[maxTime.names.cli], "cli");
  const shard2 = shard.parse(values.shard, "cli");
  const source = binarySource.parse(values[binarySource.names.cli], "cli");
  const minFreeBytes = minFreeGb.parse(values[minFreeGb.names.cli], "cli");
  return {
    // checkCombination saw both
    sides: { old: parseBinarySpec(values.old, "--old", cwd), new: parseBinarySpec(values.new, "--new", cwd) },
    suite: suiteOf(chosen, engine2, values["suite-dir"], cwd),
    selection: { groups: positionals, filter: filters, exclude: excludes, set: set2 },
    schedule: scheduleOf(
      { runs: runs2, maxRuns, deltaPercent: margin },
      { seed: seed2, shard: shard2, timings: values.timings, cpuset: cpuset2, lanes: lanes2, timeoutMs, maxTimeMs, childTimeMs },
      { engine: engine2, set: set2 },
      cwd
    ),
    binaries: binariesOf(
      {
        source,
        cacheDir: values["cache-dir"],
        mirror: values.mirror,
        buildCommand: values["build-command"],
        binaryPath: values["binary-path"],
        minFreeBytes
      },
      cwd
    ),
    output: {
      out: resolve(cwd, output.out ?? resultsFileName(now)),
      format: output.format,
      correction: chosenCorrection,
      failOnRegression: values["fail-on-regression"],
      quiet: output.quiet
    }
  };
}
function cliMethod(values, engine2) {
  const given = {
    runs: runsSetting.parseOptional(values[runs.names.cli], "cli"),
    maxRuns: values[cliMaxRuns.names.cli] === void 0 ? void 0 : cliMaxRuns.parse(values[cliMaxRuns.names.cli]),
    childTime: childTime.parseOptional(values[childTime.names.cli], "cli"),
    correction: correction.parseOptional(values[correction.names.cli], "cli")
  };
  const compareJs = asCompareJs.parse(values);
  if (compareJs) asCompareJs.check(given);
  const fixed = compareJs || engine2 === "compare.js";
  const runs2 = given.runs ?? (fixed ? COMPARE_JS_RUNS : runsSetting.default);
  if (given.maxRuns !== void 0)
    cliMaxRuns.refuseWithFixed(runs2, given.runs === void 0 ? "--engine compare.js" : `--runs ${runs2}`);
  return {
    runs: runs2,
    maxRuns: given.maxRuns ?? cliMaxRuns.default,
    ...childTimeMsOf(compareJs ? "off" : given.childTime ?? childTime.defaultOn("cli")),
    correction: compareJs ? "none" : given.correction ?? correction.defaultOn("cli")
  };
}
function autoAsUndefined(choice) {
  return choice === "auto" ? void 0 : choice;
}
function suiteOf({ repo, suite: suite2 }, engine2, dir, cwd) {
  return { kind: suite2, repo, engine: engine2, dir: dir === void 0 ? void 0 : resolve(cwd, dir) };
}
function scheduleOf(runs2, values, { engine: engine2, set: set2 }, cwd) {
  const { seed: seed2, shard: shard2, cpuset: cpuset2, lanes: lanes2, timeoutMs, maxTimeMs } = values;
  return {
    ...runsOf(runs2),
    seed: seed2,
    shard: shard2,
    ...timingsOf(values.timings, cwd),
    cpuset: cpuset2,
    ...lanes2 === void 0 ? {} : { lanes: lanes2 },
    timeoutMs,
    maxTimeMs,
    ...sizedChildren(values.childTimeMs, engine2, set2)
  };
}
function runsOf(parts) {
  const { deltaPercent } = parts;
  return {
    runs: parts.runs === "auto" ? parts.maxRuns ?? COMPARE_JS_RUNS : parts.runs,
    ...parts.runs === "auto" ? { adaptive: { maxRuns: parts.maxRuns ?? COMPARE_JS_RUNS, deltaPercent } } : {},
    ...deltaPercent !== void 0 ? { deltaPercent } : {}
  };
}
function timingsOf(timings, cwd) {
  return timings === void 0 ? {} : { timings: resolve(cwd, timings) };
}
function binariesOf(given, cwd) {
  return {
    source: given.source ?? binarySource.defaultOn("cli"),
    cacheDir: given.cacheDir === void 0 ? void 0 : resolve(cwd, given.cacheDir),
    mirror: given.mirror,
    buildCommand: given.buildCommand,
    binaryPath: given.binaryPath,
    minFreeBytes: given.minFreeBytes
  };
}
function sizedChildren(childTimeMs, engine2, set2) {
  if (childTimeMs === void 0 || engine2 === "compare.js") return {};
  if (SIZED_KEYS.some((key2) => key2 in set2)) return {};
  return { childTimeMs };
}
function checkCombination(parts, cwd) {
  if (!parts.old || !parts.new)
    throw new RequestError("compare needs both --old and --new (a path, a version such as 20.0.0, or ref:<git ref>)");
  const repo = parts.repo === void 0 ? isNodeCheckout(cwd) ? cwd : void 0 : resolve(cwd, parts.repo);
  const suite2 = parts.suite ?? (repo !== void 0 && isNodeCheckout(repo) ? "core" : "bundled");
  if (suite2 === "core" && repo === void 0) {
    throw new RequestError("--suite core needs --repo <Node.js checkout> (a directory with benchmark/compare.js)");
  }
  if (suite2 === "core" && !isNodeCheckout(repo)) {
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
  if (parts.engine !== void 0 && suite2 !== "core") {
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
  if (parts.engine === "compare.js" && (parts.lanes !== void 0 || parts.duet === true)) {
    throw new RequestError(
      "--lanes and --duet need our engine: --engine compare.js runs one benchmark process at a time, in its own order"
    );
  }
  return { repo, suite: suite2 };
}
function withSchedule(comparison, schedule) {
  return { ...comparison, schedule: { ...comparison.schedule, ...schedule } };
}
function analysisOptions(comparison) {
  const { deltaPercent } = comparison.schedule;
  return { correction: comparison.output.correction, ...deltaPercent === void 0 ? {} : { deltaPercent } };
}

// src/report/box-plot.ts
import { writeFile } from "node:fs/promises";
var MAX_BOX_PLOT_ROWS = 120;
var SIDE_COLORS = { old: "#8c8c8c", new: "#1f77b4" };
var significance = (c) => c.decision.outcome === "regression" ? 0 : c.decision.outcome === "improvement" ? 1 : 2;
var isAdaptive = (analysis) => analysis.basis.rule === "sequential-holm";
function plotRows(groups, analysis) {
  const rates = new Map(groups.ratesByRow().map((row) => [`${row.filename} ${row.configuration}`, row]));
  const label = isAdaptive(analysis) ? adaptiveRowLabel : rowLabel;
  const change = (c) => isAdaptive(analysis) ? c.decision.estimate.change : c.improvement;
  return analysis.comparisons.filter((c) => (rates.get(c.name)?.old.length ?? 0) > 0).sort(
    (a, b) => significance(a) - significance(b) || Math.abs(change(b) || 0) - Math.abs(change(a) || 0) || a.name.localeCompare(b.name)
  ).slice(0, MAX_BOX_PLOT_ROWS).map((comparison) => {
    const { old, new: neu } = rates.get(comparison.name);
    return { label: label(comparison), comparison, old, new: neu };
  });
}
function rowLabel(c) {
  const mark = c.decision.stars !== "" ? ` ${c.decision.stars}` : c.decision.outcome === "same" ? " (same)" : "";
  return `${formatChange(c)}${mark}  ${c.name}`;
}
function adaptiveRowLabel(c) {
  const change = formatChange(c);
  const word = OUTCOME_WORDS[c.decision.outcome];
  return `${change.includes(word) ? change : `${change} ${word}`}  ${c.name}`;
}
function boxPlotSpec(rows, adaptive) {
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
      subtitle: `${adaptive ? "rows the sequential test called slower or faster first" : "significant rows first (*** p < 0.001, ** p < 0.01, * p < 0.05)"}; boxes: quartiles, whiskers: 1.5 IQR`,
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
  const compiled = vegaLite.compile(
    boxPlotSpec(rows, isAdaptive(analysis))
  );
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
  isSelected,
  comparisonLanes,
  runComparison,
  COMPARE_JS_ANALYSIS_FLAGS,
  compareJsFlagRefusal,
  refuseCompareJsFlags,
  asCompareJs,
  resultsFileName,
  comparisonFrom,
  buildComparison,
  withSchedule,
  analysisOptions,
  renderBoxPlot,
  writeBoxPlot
};
