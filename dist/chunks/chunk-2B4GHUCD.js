import { createRequire as __nodeBenchCreateRequire } from 'node:module';
const require = __nodeBenchCreateRequire(import.meta.url);
import {
  SampleGroups
} from "./chunk-QQJ43TDJ.js";
import {
  GIT_REF,
  MAX_FAILURES_PER_CONFIG,
  MAX_SEED,
  Progress,
  RunConfigError,
  RunSession,
  SET_KEY,
  VALUE,
  autoOrCount,
  autoOrCountValue,
  binarySource,
  buildTimeout,
  childEnv,
  count,
  countValue,
  defaultCacheDir,
  describeUnmeasured,
  executeSuite,
  external_exports,
  formatDuration,
  gibibytes,
  isDirectory,
  isExecutableFile,
  listingCommand,
  marginPercent,
  marginPercentValue,
  maxTime,
  measureCommand,
  minFreeGb,
  packageRoot,
  parseBinarySpec,
  parseCpuset,
  parseSeed,
  parseShard,
  passEnv,
  processRunner,
  randomSeed,
  readConfigsMessage,
  resolveSpec,
  resolveTaskset,
  runCore,
  runSupervised,
  sandbox,
  timeout,
  validateShard
} from "./chunk-6BQCEQE2.js";
import {
  CSV_HEADER,
  RequestError,
  formatCsvRow,
  isAbsent,
  parseWith,
  spelled
} from "./chunk-RGSH7SAH.js";
import {
  UserError
} from "./chunk-HAIP72OW.js";

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

// src/options/set-key.ts
function checkSetKey(key2, where) {
  if (!SET_KEY.test(key2)) {
    throw new UserError(
      `${where} must be a letter or _ followed by letters, digits, _ or -; got ${JSON.stringify(key2)}`
    );
  }
  if (key2 in Object.prototype) throw new UserError(`${where} "${key2}" is reserved`);
  return key2;
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
      const key2 = setKey(pair.slice(0, eq), `${where} key`, github);
      const value = github ? validateValue(pair.slice(eq + 1), `${where} value`) : pair.slice(eq + 1);
      record.set(key2, [...record.get(key2) ?? [], value]);
    });
    return Object.fromEntries(record);
  },
  /** One key alone (the request JSON's record keys), `where` naming it. */
  key(key2, where, surface) {
    return setKey(key2, where, fromGitHub(surface));
  },
  /** The inverse of parse: `key=value` items, repeated keys repeated. */
  format(record) {
    return Object.entries(record).flatMap(([key2, values]) => values.map((value) => `${key2}=${value}`));
  }
};
function setKey(key2, where, github) {
  try {
    return checkSetKey(github ? validateValue(key2, where) : key2, where);
  } catch (error) {
    if (error instanceof RequestError) throw error;
    throw new RequestError(error.message);
  }
}
var AUTO_RUNS = "auto";
var maxRuns = {
  names: { cli: "max-runs", input: "max-runs", json: "maxRuns" },
  /** --runs auto looks after a few runs: fewer than this cannot be a cap */
  autoMin: 3,
  /** Text from argv or an input; absent or blank: the CLI's 30, the Action's LIMITS.runs. */
  parse(text, surface = "input") {
    if (isAbsent(text, surface)) return surface === "cli" ? DEFAULT_RUNS : LIMITS.runs;
    const value = parseWith(count(), String(text).trim(), spelled(maxRuns.names, surface), surface);
    return fromGitHub(surface) ? Math.min(value, LIMITS.runs) : value;
  },
  /** A number (the request JSON): 3 to LIMITS.runs. */
  check(value, surface = "json") {
    const name = spelled(maxRuns.names, surface);
    const result = countValue(LIMITS.runs).safeParse(value);
    if (!result.success) throw new RequestError(`${name} ${result.error.issues[0].message}`);
    return maxRuns.forAuto(result.data, surface);
  },
  /** The cap of runs auto must allow the first look: `<max-runs> must be 3 or more with <runs> auto`. */
  forAuto(value, surface) {
    if (value < maxRuns.autoMin) {
      throw new RequestError(
        `${spelled(maxRuns.names, surface)} must be ${maxRuns.autoMin} or more with ${spelled(runs.names, surface)} auto; got ${value}`
      );
    }
    return value;
  }
};
var runsSetting = {
  names: runs.names,
  defaultOn(surface) {
    return surface === "cli" ? DEFAULT_RUNS : AUTO_RUNS;
  },
  /** Text from argv, an input or a comment; absent or blank: the default. */
  parse(text, surface, maxRuns2) {
    return runsSetting.parseOptional(text, surface, maxRuns2) ?? runsSetting.defaultOn(surface);
  },
  /** As parse, but absent or blank stays undefined. */
  parseOptional(text, surface, maxRuns2) {
    return isAbsent(text, surface) ? void 0 : runsSetting.given(String(text).trim(), surface, maxRuns2);
  },
  /** Text that was given, even empty (`--runs=` in a comment is a mistake, not an absence). */
  given(text, surface, maxRuns2) {
    return parseWith(autoOrCount(runs.max(surface, maxRuns2)), text, spelled(runs.names, surface), surface);
  },
  /** A value (the request JSON, a default handed in): `"auto"` or a count; `field` overrides the name. */
  check(value, surface, maxRuns2, field = spelled(runs.names, surface)) {
    const result = autoOrCountValue(runs.max(surface, maxRuns2)).safeParse(value);
    if (!result.success) throw new RequestError(`${field} ${result.error.issues[0].message}`);
    return result.data;
  }
};
var cliMaxRuns = {
  names: { cli: "max-runs" },
  default: DEFAULT_RUNS,
  parse(text) {
    return maxRuns.forAuto(maxRuns.parse(text, "cli"), "cli");
  }
};
var MAX_DELTA_PERCENT = 100;
var delta = {
  names: { cli: "delta", input: "delta", json: "delta" },
  /** As a fraction (2 -> 0.02); absent (blank for an input): undefined. */
  parse(text, surface = "cli") {
    const value = delta.percent(text, surface);
    return value === void 0 ? void 0 : value / 100;
  },
  /** In percent, as typed (2.5); absent: undefined. */
  percent(text, surface) {
    if (isAbsent(text, surface)) return void 0;
    return parseWith(marginPercent(MAX_DELTA_PERCENT), String(text).trim(), spelled(delta.names, surface), surface);
  },
  /** A number of percent (the request JSON). */
  check(value, surface = "json") {
    const result = marginPercentValue(MAX_DELTA_PERCENT).safeParse(value);
    if (!result.success) throw new RequestError(`${spelled(delta.names, surface)} ${result.error.issues[0].message}`);
    return result.data;
  }
};

// src/pipeline/compare.ts
import { mkdtemp, rm as rm2 } from "node:fs/promises";
import path3 from "node:path";

// src/run/bundled.ts
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
  for (const [key2, value] of Object.entries(set2 ?? {})) {
    try {
      checkSetKey(key2, "--set key");
    } catch (error) {
      throw new RunConfigError(error.message);
    }
    for (const v of typeof value === "string" ? [value] : value) pairs.push([key2, v]);
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

// src/run/timing.ts
import { randomBytes } from "node:crypto";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
var DEFAULT_CHILD_MS = 2e3;
var TIMING_WEIGHT_CAP = 30;
var MAX_TIMED_CONFIGURATIONS = 2e5;
var TIMINGS_FILE_NAME = "timings.json";
var timingsSchema = external_exports.strictObject({
  schemaVersion: external_exports.literal(1),
  /** `filename configuration` → [mean child wall ms, children counted] */
  configurations: external_exports.record(external_exports.string().max(5e3), external_exports.tuple([external_exports.number().finite().min(0), external_exports.number().int().min(1)]))
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
  /** One child's wall time. */
  record(filename, configuration, ms) {
    if (!(ms >= 0) || !Number.isFinite(ms)) return;
    const name = key(filename, configuration);
    const entry = this.#entries.get(name);
    if (entry === void 0) {
      this.#set(name, filename, { ms, n: 1 });
      return;
    }
    const weight = Math.min(entry.n, TIMING_WEIGHT_CAP - 1);
    this.#set(name, filename, { ms: (entry.ms * weight + ms) / (weight + 1), n: Math.min(entry.n + 1, 1e9) });
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
      let count2 = 0;
      for (const name of names) {
        sum += this.#entries.get(name).ms;
        count2++;
      }
      return count2 === 0 ? null : sum / count2;
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
async function readTimings(path4) {
  let text;
  try {
    text = await readFile(path4, "utf8");
  } catch (error) {
    if (error.code === "ENOENT") return null;
    throw new RunConfigError(`cannot read the timings ${path4}: ${error.message}`);
  }
  let parsed;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new RunConfigError(`the timings ${path4} are not JSON: delete the file (the next run writes a new one)`);
  }
  const checked = timingsSchema.safeParse(parsed);
  if (!checked.success) {
    const issue = checked.error.issues[0];
    throw new RunConfigError(
      `the timings ${path4} are not node-bench timings (${issue.path.join(".") || "the file"}: ${issue.message}): delete the file (the next run writes a new one)`
    );
  }
  return checked.data;
}
async function saveTimings(path4, children) {
  const model = TimingModel.fromFile(await readTimings(path4).catch(() => null));
  for (const child of children) model.record(child.filename, child.configuration, child.ms);
  const dir = dirname(path4);
  await mkdir(dir, { recursive: true });
  const temp = join(dir, `.timings-${randomBytes(6).toString("hex")}.tmp`);
  try {
    await writeFile(temp, JSON.stringify(model.toFile()));
    await rename(temp, path4);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
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
async function budgetHistory(request, deps, timings) {
  if (request.maxTimeMs === void 0 || timings !== void 0) return void 0;
  const file = path3.join(request.cacheDir ?? defaultCacheDir(deps.host), TIMINGS_FILE_NAME);
  const history = TimingModel.fromFile(await readTimings(file).catch(() => null));
  return history.empty ? void 0 : history;
}
function leftUnmeasured(unmeasured, request) {
  return unmeasured ? describeUnmeasured(unmeasured, request.adaptive !== void 0) : null;
}
async function recordTimings(request, deps, timed) {
  if (timed.length === 0) return;
  const file = path3.join(request.cacheDir ?? defaultCacheDir(deps.host), TIMINGS_FILE_NAME);
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
  const history = await budgetHistory(request, deps, timings);
  const binaries = await resolveBoth(request, deps);
  const scratch = await mkdtemp(path3.join(deps.host.TMPDIR || "/tmp", "node-bench-scratch-"));
  const sandbox2 = await benchmarkSandbox(request, deps, binaries, scratch);
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
          ...timings ? { timings } : {},
          ...history ? { history } : {},
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
      await recordTimings(request, deps, result.timed ?? []);
      return {
        binaries,
        groups,
        samples,
        failures: result.failures.map((f) => ({ filename: f.filename, detail: f.reason })),
        partial: result.timedOut || result.aborted,
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
      unmeasured: leftUnmeasured(summary.unmeasured, request),
      seed: summary.seed,
      ...summary.verdicts ? { verdicts: summary.verdicts } : {},
      load: summary.load,
      csvPath: request.out,
      elapsedMs: performance.now() - started
    };
  } finally {
    csv.close();
    await rm2(scratch, { recursive: true, force: true });
  }
}

// src/request/compare.ts
import { existsSync as existsSync2 } from "node:fs";
import { join as join2, resolve } from "node:path";
function isNodeCheckout(dir) {
  return existsSync2(join2(dir, "benchmark", "compare.js"));
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
      `--repo ${raw.repo ?? cwd} is not a Node.js checkout: ${join2(repo, "benchmark", "compare.js")} does not exist`
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

export {
  findSuiteDir,
  listGroups,
  LIMITS,
  validateValue,
  validateRef,
  DEFAULT_RUNS,
  runs,
  filter,
  exclude,
  tooMany,
  set,
  maxRuns,
  runsSetting,
  cliMaxRuns,
  MAX_DELTA_PERCENT,
  delta,
  runComparison,
  formatSetOptions,
  parseGibibytes,
  resultsFileName,
  buildCompareRequest
};
