import { createRequire as __nodeBenchCreateRequire } from 'node:module';
const require = __nodeBenchCreateRequire(import.meta.url);
import {
  MAX_FAILURES_PER_CONFIG,
  MAX_SEED,
  Progress,
  RunSession,
  binarySource,
  buildTimeout,
  childEnv,
  describeUnmeasured,
  executeSuite,
  formatDuration,
  formatShard,
  isDirectory,
  isExecutableFile,
  listingCommand,
  maxTime,
  measureCommand,
  minFreeGb,
  packageRoot,
  parseBinarySpec,
  parseCpuset,
  parseSeed,
  parseShard,
  passEnv,
  priorKey,
  processRunner,
  randomSeed,
  readConfigsMessage,
  resolveSpec,
  resolveTaskset,
  runCore,
  runSupervised,
  runnerFingerprint,
  sandbox,
  timeout,
  validateShard
} from "./chunk-WBKR5YUJ.js";
import {
  DEFAULT_RUNS,
  TIMINGS_FILE_NAME,
  TimingModel,
  checkSetKey,
  describePlannedTime,
  exclude,
  filter,
  readTimings,
  saveTimings,
  set
} from "./chunk-C66Z6TM3.js";
import {
  ADAPTIVE_DEFAULTS,
  RunConfigError,
  defaultCacheDir,
  gibibytes
} from "./chunk-JCL3ZUGQ.js";
import {
  CSV_HEADER,
  formatCsvRow,
  parseCompareCsv
} from "./chunk-IKWMKCEN.js";
import {
  RequestError,
  parseWith
} from "./chunk-JFARD4SM.js";
import {
  SampleGroups
} from "./chunk-KFI2GG4L.js";

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

// src/pipeline/compare.ts
import { mkdtemp, rm } from "node:fs/promises";
import path4 from "node:path";

// src/run/bundled.ts
import path2 from "node:path";

// src/run/csv-out.ts
import { closeSync, constants, fstatSync, openSync, readSync, writeSync } from "node:fs";
var CsvAppender = class _CsvAppender {
  constructor(path5, fd) {
    this.path = path5;
    this.#fd = fd;
  }
  #fd;
  rows = 0;
  static open(path5) {
    let fd;
    try {
      fd = openSync(path5, constants.O_RDWR | constants.O_APPEND | constants.O_CREAT | constants.O_NOFOLLOW, 420);
    } catch (error) {
      if (error.code === "ELOOP") {
        throw new RunConfigError(`${path5} is a symbolic link: results are not written through one`);
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
    return new _CsvAppender(path5, fd);
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

// src/run/bundled.ts
var RUN_DEFAULTS = {
  runs: DEFAULT_RUNS,
  /** per child process (listing or measuring) */
  timeoutMs: 5 * 6e4,
  /** whole run: no limit */
  maxTimeMs: Infinity,
  /** failed runs of one configuration on one binary before it is given up */
  maxFailuresPerConfig: MAX_FAILURES_PER_CONFIG
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
  const runs = adaptive ? adaptive.maxRuns : positive(request.runs, RUN_DEFAULTS.runs, "--runs", true);
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
    runs,
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
function bundledAdapter(checked, deps) {
  return {
    listEnv: modeEnv(deps.env, deps.hostNode, "list"),
    runEnv: modeEnv(deps.env, deps.hostNode, "run"),
    listingCommand: (job) => listingCommand(job, checked.launch),
    readListing: readConfigsMessage,
    noListing: "exited without listing its configurations (does it use benchmarks/common.js?)",
    measureCommand: (job) => measureCommand(job, checked.launch)
  };
}
function runFailure({ exitCode: _exitCode, signal: _signal, ...failure }) {
  return failure;
}
async function checkBundledSelection(selection, deps) {
  const suiteDir = path2.resolve(selection.suiteDir ?? findSuiteDir());
  const files = selectSuiteFiles(suiteDir, selection.groups, selection.filter ?? [], selection.exclude ?? []);
  setPairs(selection.set);
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
  let run;
  try {
    run = await executeSuite(
      bundledAdapter(checked, deps),
      {
        files: checked.files,
        runs: checked.runs,
        adaptive: checked.adaptive,
        seed: checked.seed,
        shard: checked.shard,
        timeoutMs: checked.timeoutMs,
        maxFailures: checked.maxFailures,
        ...request.timings ? { timings: request.timings } : {},
        ...request.prior ? { prior: request.prior } : {},
        ...request.history ? { history: request.history } : {}
      },
      {
        session,
        progress,
        load: deps.load,
        onSample: (sample) => {
          out?.write(sample);
          deps.onSample?.(sample);
        },
        onFailure: deps.onFailure && ((failure) => deps.onFailure(runFailure(failure))),
        onJob: deps.onJob,
        onPlan: deps.onPlan
      }
    );
  } finally {
    session.close();
    out?.close();
  }
  const failures = run.failures.map(runFailure);
  const elapsedMs = now() - startedAt;
  const timedOut = session.reason === "max-time";
  const interrupted = session.reason === "signal";
  const ending = timedOut ? `; stopped by --max-time after ${formatDuration(elapsedMs)}, results are partial` : interrupted ? "; interrupted, results are partial" : "";
  progress.finish(
    `node-bench: ${run.samples} samples, ${failures.length} failure(s), ${formatDuration(elapsedMs)}${ending}`
  );
  session.rethrow();
  return {
    seed: checked.seed,
    runs: checked.runs,
    shard: checked.shard ?? null,
    files: checked.files.map((f) => f.filename),
    configurations: run.plan.configurations.length,
    jobs: { planned: run.plan.jobs, done: run.done, failed: run.failed },
    samples: run.samples,
    failures,
    skipped: run.skipped,
    timedOut,
    interrupted,
    elapsedMs,
    exitCode: summaryExitCode(failures),
    ...run.adaptive?.rows ? { verdicts: run.adaptive.outcomes() } : {},
    load: run.load,
    timed: run.timed,
    unmeasured: run.unmeasured
  };
}
function summaryExitCode(failures) {
  return failures.length > 0 ? 1 : 0;
}

// src/pipeline/resume.ts
import { existsSync as existsSync2, readFileSync, writeFileSync } from "node:fs";
import path3 from "node:path";
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
    suiteDir: suiteDir === null ? null : path3.resolve(suiteDir),
    groups: [...new Set(request.groups)].sort(),
    filter: [...request.filter].sort(),
    exclude: [...request.exclude].sort(),
    set: Object.fromEntries(Object.entries(request.set).sort(([a], [b]) => a.localeCompare(b))),
    shard: request.shard ? formatShard(request.shard) : null,
    machine: { cpuModel: machine.cpuModel, cores: machine.cores, cpuset: machine.cpuset }
  };
}
function readExistingResults(csvPath) {
  let text;
  try {
    text = readFileSync(csvPath, "utf8");
  } catch (error) {
    if (error.code === "ENOENT") return null;
    throw error;
  }
  if (text.trim() === "") return null;
  const samples = parseCompareCsv(text, csvPath, { skipInvalid: true });
  const sidecar = identityPath(csvPath);
  let identity = null;
  if (existsSync2(sidecar)) {
    try {
      identity = JSON.parse(readFileSync(sidecar, "utf8"));
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
  const file = request.timings ?? path4.join(request.cacheDir ?? defaultCacheDir(deps.host), TIMINGS_FILE_NAME);
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
  const file = path4.join(request.cacheDir ?? defaultCacheDir(deps.host), TIMINGS_FILE_NAME);
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
  const scratch = await mkdtemp(path4.join(deps.host.TMPDIR || "/tmp", "node-bench-scratch-"));
  const sandbox2 = await benchmarkSandbox(request, deps, binaries, scratch);
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
          ...timings ? { timings } : {},
          ...history ? { history } : {},
          progress: deps.progress,
          ...prior ? { prior } : {}
        },
        {
          onSample,
          onPlan: (plan) => {
            if (deps.progress === void 0) {
              deps.log(
                `seed ${plan.seed}, ${plan.configurations.length} configurations x ${plan.runs} runs x 2 binaries`
              );
            }
            deps.log(plannedTime(plan));
          },
          onFileStart: (benchmark, index, total) => {
            if (deps.progress) deps.log(`[${index + 1}/${total}] ${benchmark.filename}`);
          },
          onWarning: (message) => deps.log(`warning: ${message}`)
        }
      );
      await recordTimings(request, deps, result.timed ?? []);
      return {
        binaries,
        groups,
        samples,
        failures: result.failures.map((f) => ({ filename: f.filename, detail: f.reason })),
        partial: result.timedOut || result.aborted,
        interrupted: result.aborted,
        priorSamples: priorCount,
        unmeasured: leftUnmeasured(result.unmeasured, request),
        ...result.verdicts ? { verdicts: result.verdicts } : {},
        ...result.load !== void 0 ? { load: result.load } : {},
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
        ...timings ? { timings } : {},
        ...history ? { history } : {},
        binaries: { old: binaries.old.path, new: binaries.new.path },
        quiet: deps.progress === void 0,
        ...prior ? { prior } : {}
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
          deps.log(plannedTime(plan));
        },
        progress: deps.progress,
        signal: deps.signal,
        env,
        hostNode,
        sandbox: sandbox2
      }
    );
    await recordTimings(request, deps, summary.timed);
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
      interrupted: summary.interrupted,
      priorSamples: priorCount,
      unmeasured: leftUnmeasured(summary.unmeasured, request),
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
import { existsSync as existsSync3 } from "node:fs";
import { join, resolve } from "node:path";
function isNodeCheckout(dir) {
  return existsSync3(join(dir, "benchmark", "compare.js"));
}
var formatSetOptions = set.format;
function parseGibibytes(text, option) {
  return parseWith(gibibytes, text.trim(), option, "cli");
}
function resultsFileName(now) {
  return `node-bench-${now.toISOString().replace(/[:.]/g, "-")}.csv`;
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
  if (raw.timings !== void 0 && raw.shard === void 0 && raw.maxTime === void 0) {
    throw new RequestError(
      "--timings splits a shard by expected time and orders a --max-time run; it needs --shard i/n or --max-time"
    );
  }
  if (raw.engine === "compare.js" && raw.shard !== void 0) {
    throw new RequestError("--shard needs our engine: --engine compare.js runs whole files in a fixed order");
  }
  if (raw.runs === "auto" && raw.engine === "compare.js") {
    throw new RequestError("--runs auto needs our engine: --engine compare.js runs a fixed number of runs");
  }
  if (raw.engine === "compare.js" && raw.seed !== void 0) {
    throw new RequestError("--seed sets the old/new order of our engine; --engine compare.js has a fixed order");
  }
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
    ...raw.delta !== void 0 ? { delta: raw.delta } : {},
    seed: raw.seed === void 0 ? void 0 : parseSeed(raw.seed),
    cpuset: raw.cpuset === void 0 ? void 0 : parseCpuset(raw.cpuset),
    timeoutMs: timeout.parse(raw.timeout, "cli"),
    maxTimeMs: maxTime.parse(raw.maxTime, "cli"),
    shard: raw.shard === void 0 ? void 0 : parseShard(raw.shard),
    ...raw.timings === void 0 ? {} : { timings: resolve(cwd, raw.timings) },
    engine: raw.engine,
    out: resolve(cwd, raw.out ?? resultsFileName(now)),
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
  runComparison,
  formatSetOptions,
  parseGibibytes,
  resultsFileName,
  buildCompareRequest,
  renderBoxPlot,
  writeBoxPlot
};
