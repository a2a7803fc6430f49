import { createRequire as __nodeBenchCreateRequire } from 'node:module';
const require = __nodeBenchCreateRequire(import.meta.url);
import {
  formatBinarySpec,
  parseBinarySpec,
  resolveSpec
} from "./chunk-Z5U6SWIE.js";
import {
  TIMINGS_FILE_NAME,
  TIMINGS_UNTRUSTED_FILE_NAME,
  TimingModel,
  describePlannedTime,
  readTimings,
  saveTimings,
  withUntrustedTimings
} from "./chunk-PR6Q5SJM.js";
import {
  defaultCacheDir,
  processRunner
} from "./chunk-USKMEVUG.js";
import {
  closestName
} from "./chunk-HUCITX4Q.js";
import {
  formatChange
} from "./chunk-ANBSXWCR.js";
import {
  CSV_HEADER,
  MAX_FAILURES_PER_CONFIG,
  Progress,
  RESULT_ROW,
  RunSession,
  checkResumable,
  clockDuration,
  comparisonIdentity,
  configArgs,
  describeLanes,
  describeUnmeasured,
  errorLine,
  executeSuite,
  formatCsvRow,
  isNodeBenchFile,
  listingCommand,
  measureCommand,
  onlineCpus,
  parseCompareCsv,
  printable,
  priorSamples,
  readConfigsMessage,
  readExistingResults,
  resolveLanes,
  resolveTaskset,
  resumedPasses,
  runnerFingerprint,
  withNodeBench,
  writeIdentity
} from "./chunk-L5FXVYRO.js";
import {
  ADAPTIVE_DEFAULTS,
  DEFAULT_RUNS,
  RunConfigError,
  SIZED_KEYS,
  exclude,
  filter,
  set
} from "./chunk-SVN2V47Y.js";
import {
  OUTCOME_WORDS,
  packageFile,
  packageRoot
} from "./chunk-76T5VCKO.js";
import {
  CORE_ENGINES,
  binarySource,
  childTime,
  childTimeMsOf,
  cpuset,
  drawSeed,
  lanes,
  maxTime,
  minFreeGb,
  seed,
  shard,
  timeout
} from "./chunk-MLKVXZD3.js";
import {
  childEnv,
  findExecutable,
  isDirectory,
  isExecutableFile,
  runSupervised
} from "./chunk-3ZX7OUWT.js";
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
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
var NOT_A_GROUP = /* @__PURE__ */ new Set(["fixtures", "node_modules"]);
var RUNNABLE = /\.(js|cjs|mjs)$/;
function findSuiteDir(moduleUrl = import.meta.url) {
  const suite = path.join(packageRoot(moduleUrl), "benchmarks");
  if (!existsSync(path.join(suite, "common.js"))) {
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
      if (name[0] === "." || name[0] === "_" && !isNodeBenchFile(name) || !RUNNABLE.test(name)) continue;
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

// src/pipeline/compare.ts
import { mkdtemp, rm } from "node:fs/promises";
import path5 from "node:path";

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
async function runSuite(adapterFor, run, deps) {
  const now = deps.now ?? (() => performance.now());
  const startedAt = now();
  const supervisor = deps.supervisor ?? runSupervised;
  const seed2 = run.seed ?? drawSeed();
  const lanes2 = resolveLanes(run.lanes, run.cpuset, onlineCpus());
  const laneAdapters = await pinnedLanes(adapterFor, lanes2, run, deps, supervisor);
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
      laneAdapters,
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
  const resolved = path2.resolve(binary);
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
  const suiteDir = path2.resolve(request.suiteDir ?? findSuiteDir());
  return {
    cwd: suiteDir,
    files: selectSuiteFiles(suiteDir, request.groups, request.filter ?? [], request.exclude ?? []),
    binaries,
    runs,
    adaptive,
    seed: request.seed,
    cpuset: request.cpuset,
    ...request.lanes ? { lanes: request.lanes } : {},
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
  const suiteDir = path2.resolve(selection.suiteDir ?? findSuiteDir());
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
  const adapterFor = (pin) => withNodeBench(bundledAdapter({ binaries: run.binaries, set: set2, pin }, deps), run.binaries, deps.env, pin);
  return runSuite(adapterFor, run, {
    ...deps,
    quiet: request.quiet,
    onSample: (sample) => deps.onSample?.(sample)
  });
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
    const nodeBench = readdirSync2(path3.join(benchmarkDir, category)).filter((n) => n[0] === "_" && isNodeBenchFile(n));
    for (const name of [...listCategoryEntries(benchmarkDir, category), ...nodeBench].sort()) {
      if (!isSelected2(name, filter2, exclude2)) continue;
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
      const key = `${job.file.filename}\0${job.binary}`;
      extras.set(key, extraOptions(listing));
      if (listing.setup) withSetup.add(key);
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
  const absolute = path4.resolve(file);
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
function checkoutOf(repoOption) {
  const repo = path4.resolve(repoOption);
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
async function runCore(options, handlers) {
  const startedAt = performance.now();
  const { repo, benchmarkDir, compareJs } = checkoutOf(options.repo);
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
  const nodeBench = benchmarks.filter((b) => isNodeBenchFile(b.name)).map((b) => b.filename);
  const forCompareJs = benchmarks.filter((b) => !isNodeBenchFile(b.name));
  if (forCompareJs.length === 0) {
    fail(`compare.js cannot run node:bench files (${nodeBench.join(", ")}); --engine node-bench runs them`);
  }
  const queue = planCoreRuns(forCompareJs, entries, { compareJs, old, new: neu, runs: options.runs, set: set2 });
  const result = compareJsResult(forCompareJs.map((b) => b.filename));
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
    (pin) => withNodeBench(coreAdapter(binaries, selected.set, options.env, pin), binaries, options.env, pin),
    {
      // the checkout's root, where compare.js runs: test_runner's files pass
      // --test-reporter=./benchmark/fixtures/... to their children
      cwd: path4.dirname(benchmarkDir),
      files: benchmarks.map((b) => ({ filename: b.filename, file: path4.join(benchmarkDir, b.category, b.name) })),
      binaries,
      runs: options.adaptive?.maxRuns ?? options.runs,
      adaptive: options.adaptive,
      seed: options.seed,
      cpuset: options.cpuset,
      ...options.lanes ? { lanes: options.lanes } : {},
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
      onSample: handlers.onSample,
      ...handlers.onJob ? { onJob: handlers.onJob } : {}
    }
  );
}

// src/artifact/result-metadata.ts
function sizingMetadata(record) {
  return {
    targetMs: record.targetMs,
    unsizedByBudget: record.unsizedByBudget,
    configurations: record.configurations.slice(0, 1e5).map((c) => ({
      filename: printable(c.filename, 500),
      listed: printable(c.listed, 2e3),
      key: printable(c.key, 100),
      own: c.own,
      value: c.value,
      source: c.source
    }))
  };
}
function printableFailure(failure) {
  return {
    filename: printable(failure.filename, 500),
    ...failure.configuration !== void 0 ? { configuration: printable(failure.configuration, 2e3) } : {},
    ...failure.binary !== void 0 ? { binary: failure.binary } : {},
    detail: printable(failure.detail, 1e3)
  };
}
function adaptiveMetadata(adaptive, outcome) {
  return {
    minRuns: Math.min(ADAPTIVE_DEFAULTS.minRuns, adaptive.maxRuns),
    roundRuns: ADAPTIVE_DEFAULTS.roundRuns,
    maxRuns: adaptive.maxRuns,
    delta: outcome?.deltaPercent ?? (adaptive.delta ?? DEFAULT_DELTA_PERCENT / 100) * 100,
    ...outcome ? { familySize: outcome.familySize } : {},
    ...outcome?.passes && outcome.passes.length > 1 ? { earlierCaps: outcome.passes.slice(0, -1) } : {},
    looks: outcome?.looks ?? 0,
    rows: (outcome?.rows ?? []).slice(0, 1e5).map(({ filename, configuration, verdict }) => ({
      filename: printable(filename, 500),
      configuration: printable(configuration, 2e3),
      outcome: verdict.outcome,
      n: { old: verdict.n.old, new: verdict.n.new },
      looks: verdict.looks,
      missingRuns: verdict.missingRuns
    }))
  };
}
function resultMetadata(run, about) {
  return {
    schemaVersion: 1,
    headSha: about.headSha,
    commentId: about.commentId,
    old: about.old,
    new: about.new,
    runs: about.runs,
    durationMs: Math.round(run.elapsedMs),
    partial: about.partial,
    ...about.unmeasured ? { unmeasured: about.unmeasured.slice(0, 2e3) } : {},
    ...about.shard ? { shard: about.shard } : {},
    seed: run.seed ?? null,
    samples: run.samples,
    fingerprint: about.fingerprint,
    ..."load" in about ? { load: about.load } : {},
    ...about.adaptive ? { adaptive: adaptiveMetadata(about.adaptive, run.verdicts) } : {},
    ...run.sizing ? { sizing: sizingMetadata(run.sizing) } : {},
    ...about.nightly ? { nightly: about.nightly } : {},
    ...about.suite ? { suite: about.suite } : {},
    failures: run.failures.slice(0, 1e4).map(printableFailure)
  };
}
function mergeCalibrations(calibrations) {
  const first = calibrations[0];
  if (first === void 0) return void 0;
  const record = (c) => c && JSON.stringify([c.nights, c.comparisons, c.falseStars]);
  if (calibrations.some((c) => record(c) !== record(first))) return void 0;
  const rows = /* @__PURE__ */ new Map();
  for (const c of calibrations) for (const row of c.rows) rows.set(row.name, row);
  return { ...first, rows: [...rows.values()] };
}
function mergeSizings(sizings) {
  const present = sizings.filter((s) => s !== void 0);
  if (present.length === 0) return {};
  return {
    sizing: {
      targetMs: present[0].targetMs,
      configurations: present.flatMap((s) => s.configurations).slice(0, 1e5),
      unsizedByBudget: present.reduce((sum, s) => sum + (s.unsizedByBudget ?? 0), 0)
    }
  };
}
function mergeLoads(loads) {
  if (loads.length === 0 || loads.some((load) => load == null)) return null;
  const all = loads;
  const samples = all.reduce((sum, load) => sum + load.samples, 0);
  return {
    cores: Math.min(...all.map((load) => load.cores)),
    samples,
    mean1m: samples === 0 ? 0 : all.reduce((sum, load) => sum + load.mean1m * load.samples, 0) / samples,
    max1m: Math.max(...all.map((load) => load.max1m)),
    heavy: all.some((load) => load.heavy)
  };
}

// src/pipeline/compare.ts
async function benchmarkSandbox(request, deps, binaries, scratch) {
  const suiteDir = request.suite.kind === "core" ? request.suite.repo : request.suite.dir ?? findSuiteDir();
  return deps.sandbox.confine({
    readable: [binaries.old.path, binaries.new.path, suiteDir, packageRoot(), process.execPath],
    writable: [scratch]
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
async function shardTimings(request, deps) {
  if (request.schedule.timings === void 0) return void 0;
  const file = await readTimings(request.schedule.timings, deps.log);
  if (file === null) {
    throw new RunConfigError(
      `--timings ${request.schedule.timings}: no such file; give the timings.json of an earlier run (every run writes its children's times to <cache dir>/${TIMINGS_FILE_NAME}), the same file to every shard`
    );
  }
  return TimingModel.fromFile(file);
}
async function runnerHistory(request, deps) {
  const read = (file) => readTimings(file, deps.log).catch(() => null);
  if (request.schedule.timings !== void 0)
    return { file: request.schedule.timings, history: await read(request.schedule.timings) };
  const cacheDir = request.binaries.cacheDir ?? defaultCacheDir(deps.host);
  const trusted = path5.join(cacheDir, TIMINGS_FILE_NAME);
  if (deps.trust === "trusted") return { file: trusted, history: await read(trusted) };
  const untrusted = path5.join(cacheDir, TIMINGS_UNTRUSTED_FILE_NAME);
  return {
    file: `${trusted} (and ${untrusted} for configurations it lacks)`,
    history: withUntrustedTimings(await read(trusted), await read(untrusted))
  };
}
function plannedTimeLine(request, { file, history }) {
  const runs = request.schedule.adaptive ? { min: ADAPTIVE_DEFAULTS.minRuns, max: request.schedule.runs } : { min: request.schedule.runs, max: request.schedule.runs };
  return (plan) => describePlannedTime(plan.configurations, history, runs, file);
}
function budgetHistory(request, { history }, timings) {
  if (request.schedule.maxTimeMs === void 0 || timings !== void 0) return void 0;
  const model = TimingModel.fromFile(history);
  return model.empty ? void 0 : model;
}
function leftUnmeasured(unmeasured, request) {
  return unmeasured ? describeUnmeasured(unmeasured, request.schedule.adaptive !== void 0) : null;
}
async function recordTimings(request, deps, timed) {
  if (timed.length === 0) return;
  const name = deps.trust === "trusted" ? TIMINGS_FILE_NAME : TIMINGS_UNTRUSTED_FILE_NAME;
  const file = path5.join(request.binaries.cacheDir ?? defaultCacheDir(deps.host), name);
  try {
    await saveTimings(file, timed);
  } catch (error) {
    deps.log(`warning: the children's times were not recorded in ${file}: ${error.message}`);
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
function readPrevious(request, deps) {
  const existing = deps.resume ? readExistingResults(request.output.out) : null;
  const { suite, output, schedule } = request;
  if (existing !== null && existing.samples.length > 0 && suite.kind === "core" && suite.engine === "compare.js") {
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
function suiteSchedule(request, adaptive, expected) {
  const { timings: file, delta, ...schedule } = request.schedule;
  const { timings, history, prior } = expected;
  return {
    filter: request.selection.filter,
    exclude: request.selection.exclude,
    set: request.selection.set,
    ...schedule,
    adaptive,
    ...timings ? { timings } : {},
    ...history ? { history } : {},
    ...prior ? { prior } : {}
  };
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
function runSuiteOf(request, deps, call) {
  const { schedule, binaries, env, hostNode, sandbox, onSample, onPlan, onJob } = call;
  if (request.suite.kind === "core") {
    return runCore(
      {
        repo: request.suite.repo,
        categories: request.selection.groups,
        old: binaries.old.path,
        new: binaries.new.path,
        ...schedule,
        signal: deps.signal,
        env,
        hostNode,
        sandbox,
        engine: request.suite.engine,
        progress: deps.progress
      },
      {
        onSample,
        onPlan,
        ...onJob ? { onJob } : {},
        onFileStart: (benchmark, index, total) => {
          if (deps.progress) deps.log(`[${index + 1}/${total}] ${benchmark.filename}`);
        },
        onWarning: (message) => deps.log(`warning: ${message}`)
      }
    );
  }
  return runBundled(
    {
      suiteDir: request.suite.dir,
      groups: request.selection.groups,
      ...schedule,
      binaries: { old: binaries.old.path, new: binaries.new.path },
      quiet: deps.progress === void 0
    },
    {
      onSample,
      onPlan,
      ...onJob ? { onJob } : {},
      progress: deps.progress,
      signal: deps.signal,
      env,
      hostNode,
      sandbox
    }
  );
}
async function runComparison(request, deps) {
  const started = performance.now();
  const hostNode = process.execPath;
  if (request.schedule.lanes !== void 0) resolveLanes(request.schedule.lanes, request.schedule.cpuset, onlineCpus());
  await checkSelection(request, deps, hostNode);
  const timings = await shardTimings(request, deps);
  const runnerTimes = await runnerHistory(request, deps);
  const plannedTime = plannedTimeLine(request, runnerTimes);
  const { existing, passes } = readPrevious(request, deps);
  const history = budgetHistory(request, runnerTimes, timings);
  const binaries = await resolveBoth(request, deps);
  const file = deps.resume ? openRecord(request, deps, binaries, existing, passes) : void 0;
  const prior = file?.prior;
  const adaptive = request.schedule.adaptive && file && file.earlierCaps.length > 0 ? { ...request.schedule.adaptive, earlierCaps: file.earlierCaps } : request.schedule.adaptive;
  const scratch = await mkdtemp(path5.join(deps.host.TMPDIR || "/tmp", "node-bench-scratch-"));
  const sandbox = await benchmarkSandbox(request, deps, binaries, scratch);
  const env = childEnv(deps.host, {
    purpose: "benchmark",
    passEnv: deps.passEnv,
    set: { TMPDIR: scratch, ...request.suite.kind === "core" ? { NODE_TEST_DIR: scratch } : {} }
  });
  const priorCount = existing?.samples.length ?? 0;
  const sink = sampleSink(request, deps, existing);
  let planned;
  const onPlan = (plan) => {
    planned = { configurations: plan.configurations.length, runConfigurations: plan.totalConfigurations };
    if (deps.progress === void 0) {
      deps.log(`seed ${plan.seed}, ${plan.configurations.length} configurations x ${plan.runs} runs x 2 binaries`);
    }
    deps.log(plannedTime(plan));
  };
  try {
    const result = await runSuiteOf(request, deps, {
      schedule: suiteSchedule(request, adaptive, { timings, history, prior }),
      binaries,
      env,
      hostNode,
      sandbox,
      onSample: sink.onSample,
      onPlan,
      onJob: file?.recordJob
    });
    await recordTimings(request, deps, result.timed);
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
function openRecord(request, deps, binaries, found, passes) {
  let existing = found;
  const identity = comparisonIdentity(
    request,
    binaries,
    deps.machine ?? runnerFingerprint(request.schedule.cpuset, { env: deps.host }, request.schedule.lanes)
  );
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
  if (existing === null || existing.samples.length === 0) return { earlierCaps, recordJob, recordMeasured };
  const runsText = request.schedule.adaptive ? `--runs auto (at most ${request.schedule.runs})` : `${request.schedule.runs} runs per side`;
  deps.log(
    earlierCaps.length > 0 && earlierCaps.at(-1) < request.schedule.runs ? `resuming: ${request.output.out} holds ${existing.samples.length} samples of this comparison, run to at most ${earlierCaps.at(-1)} runs; its calls stand, and the rows it left open run on to ${request.schedule.runs} runs (more); the table covers the whole file` : `resuming: ${request.output.out} holds ${existing.samples.length} samples of this comparison; each configuration is topped up to ${runsText}, and the table covers the whole file`
  );
  return { prior: priorSamples(existing.samples, record.missingRuns), earlierCaps, recordJob, recordMeasured };
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

// src/options/comparison.ts
import { existsSync as existsSync2 } from "node:fs";
import { join, resolve } from "node:path";
function isNodeCheckout(dir) {
  return existsSync2(join(dir, "benchmark", "compare.js"));
}
function resultsFileName(now) {
  return `node-bench-${now.toISOString().replace(/[:.]/g, "-")}.csv`;
}
function comparisonFrom(parts, cwd, now = /* @__PURE__ */ new Date()) {
  return assemble(parts, checkCombination(parts, cwd), cwd, now);
}
function assemble(parts, { repo, suite }, cwd, now) {
  return {
    sides: { old: parts.old, new: parts.new },
    suite: {
      kind: suite,
      repo,
      engine: parts.engine,
      dir: parts.suiteDir === void 0 ? void 0 : resolve(cwd, parts.suiteDir)
    },
    selection: { groups: parts.groups, filter: [...parts.filter], exclude: [...parts.exclude], set: parts.set },
    schedule: {
      runs: parts.runs === "auto" ? parts.maxRuns ?? DEFAULT_RUNS : parts.runs,
      ...parts.runs === "auto" ? { adaptive: { maxRuns: parts.maxRuns ?? DEFAULT_RUNS, delta: parts.delta } } : {},
      ...parts.delta !== void 0 ? { delta: parts.delta } : {},
      seed: parts.seed,
      shard: parts.shard,
      ...parts.timings === void 0 ? {} : { timings: resolve(cwd, parts.timings) },
      cpuset: parts.cpuset,
      ...parts.lanes === void 0 ? {} : { lanes: parts.lanes },
      timeoutMs: parts.timeoutMs,
      maxTimeMs: parts.maxTimeMs,
      ...sizedChildren(parts)
    },
    binaries: {
      source: parts.binarySource ?? binarySource.defaultOn("cli"),
      cacheDir: parts.cacheDir === void 0 ? void 0 : resolve(cwd, parts.cacheDir),
      mirror: parts.mirror,
      buildCommand: parts.buildCommand,
      binaryPath: parts.binaryPath,
      minFreeBytes: parts.minFreeBytes
    },
    output: {
      out: resolve(cwd, parts.out ?? resultsFileName(now)),
      format: parts.format,
      correction: parts.correction,
      failOnRegression: parts.failOnRegression,
      quiet: parts.quiet
    }
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
  if (parts.engine === "compare.js" && (parts.lanes !== void 0 || parts.duet === true)) {
    throw new RequestError(
      "--lanes and --duet need our engine: --engine compare.js runs one benchmark process at a time, in its own order"
    );
  }
  return { repo, suite };
}
function buildComparison(raw, cwd, now = /* @__PURE__ */ new Date()) {
  const chosen = checkCombination(raw, cwd);
  const values = {
    filter: filter.parse(raw.filter ?? [], "cli"),
    exclude: exclude.parse(raw.exclude ?? [], "cli"),
    set: set.parse(raw.set ?? [], "cli"),
    seed: seed.parse(raw.seed, "cli"),
    cpuset: cpuset.parse(raw.cpuset, "cli"),
    lanes: lanes.parse(raw.lanes, raw.duet ?? false, "cli"),
    timeoutMs: timeout.parse(raw.timeout, "cli"),
    maxTimeMs: maxTime.parse(raw.maxTime, "cli"),
    ...childTimeMsOf(childTime.parse(raw.childTime, "cli")),
    shard: shard.parse(raw.shard, "cli"),
    binarySource: binarySource.parse(raw.binarySource, "cli"),
    minFreeBytes: minFreeGb.parse(raw.minFreeGb, "cli")
  };
  return assemble(
    {
      ...raw,
      ...values,
      // checkCombination saw both
      old: parseBinarySpec(raw.old, "--old", cwd),
      new: parseBinarySpec(raw.new, "--new", cwd)
    },
    chosen,
    cwd,
    now
  );
}
function withSchedule(comparison, schedule) {
  return { ...comparison, schedule: { ...comparison.schedule, ...schedule } };
}
function analysisOptions(comparison) {
  const { delta } = comparison.schedule;
  return { correction: comparison.output.correction, ...delta === void 0 ? {} : { deltaPercent: delta * 100 } };
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
  findSuiteDir,
  listGroups,
  isSelected2 as isSelected,
  resultMetadata,
  mergeCalibrations,
  mergeSizings,
  mergeLoads,
  runComparison,
  COMPARE_JS_ANALYSIS_FLAGS,
  compareJsFlagRefusal,
  refuseCompareJsFlags,
  resultsFileName,
  comparisonFrom,
  buildComparison,
  withSchedule,
  analysisOptions,
  renderBoxPlot,
  writeBoxPlot
};
