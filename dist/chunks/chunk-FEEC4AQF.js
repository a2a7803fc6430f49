import { createRequire as __nodeBenchCreateRequire } from 'node:module';
const require = __nodeBenchCreateRequire(import.meta.url);
import {
  formatChange
} from "./chunk-C7NMIJ2O.js";
import {
  openRecord,
  readPrevious
} from "./chunk-EKHJGHTL.js";
import {
  OUTCOME_WORDS
} from "./chunk-UUCBSCLN.js";
import {
  formatBinarySpec,
  parseBinarySpec,
  resolveSpec
} from "./chunk-X24E7EC6.js";
import {
  describePlannedTime
} from "./chunk-HLTIGYLM.js";
import {
  TIMINGS_FILE_NAME,
  TIMINGS_UNTRUSTED_FILE_NAME,
  TimingModel,
  checkBundledSelection,
  correction,
  findSuiteDir,
  knownSizes,
  onlineCpus,
  openSampleSink,
  plannedSizes,
  readRunnerHistory,
  readShardTimings,
  recordChosenSizes,
  resolveCategories,
  resolveLanes,
  runSuite,
  runnerFingerprint,
  saveTimings
} from "./chunk-G2IUYMHM.js";
import {
  AUTO_RUNS,
  COMPARE_JS_RUNS,
  cliMaxRuns,
  delta,
  exclude,
  filter,
  runs,
  runsSetting,
  set
} from "./chunk-OKLX6OW5.js";
import {
  ADAPTIVE_DEFAULTS,
  SIZED_KEYS,
  packageRoot
} from "./chunk-6AVMWGWR.js";
import {
  processRunner
} from "./chunk-R6LVNVJH.js";
import {
  SANDBOX_HOME,
  binarySource,
  childEnv,
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
} from "./chunk-ILDHKKTL.js";
import {
  RequestError
} from "./chunk-S77ZKJKL.js";

// src/pipeline/compare.ts
import { mkdtemp, rm } from "node:fs/promises";
import path2 from "node:path";

// src/pipeline/timing-history.ts
import path from "node:path";
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
  static async read(request, cacheDir, deps) {
    const { timings: given, maxTimeMs } = request.schedule;
    const timings = given === void 0 ? void 0 : await readShardTimings(given, deps.log);
    const runner = await readRunnerHistory(given, cacheDir, deps);
    const model = maxTimeMs === void 0 || timings !== void 0 ? void 0 : TimingModel.fromFile(runner.history);
    const recordFile = path.join(cacheDir, deps.trust === "trusted" ? TIMINGS_FILE_NAME : TIMINGS_UNTRUSTED_FILE_NAME);
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

// src/pipeline/compare.ts
function comparisonLanes(request) {
  return resolveLanes(request.schedule.lanes, request.schedule.cpuset, onlineCpus());
}
async function benchmarkSandbox(suite2, sandbox, binaries, scratch) {
  const suiteDir = suite2.kind === "core" ? suite2.repo : suite2.dir ?? findSuiteDir();
  return sandbox.confine({
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
async function resolveBoth(request, cacheDir, ports, policy) {
  const options = {
    binarySource: request.binaries.source,
    cacheDir,
    mirror: request.binaries.mirror,
    repo: request.suite.repo,
    buildCommand: request.binaries.buildCommand,
    binaryPath: request.binaries.binaryPath,
    minFreeBytes: request.binaries.minFreeBytes,
    env: ports.host,
    platform: ports.platform,
    build: {
      run: processRunner(ports.host),
      sandbox: ports.sandbox,
      trust: policy.trust,
      untrustedScope: policy.untrustedScope,
      timeoutMs: policy.buildTimeoutMs,
      passEnv: policy.passEnv
    },
    signal: ports.signal,
    log: ports.log
  };
  const old = await resolveSpec(request.sides.old, "--old", options);
  const current = await resolveSpec(request.sides.new, "--new", options);
  for (const [side, binary] of [
    ["old", old],
    ["new", current]
  ]) {
    const commit = binary.sha ? ` at ${binary.sha}` : "";
    ports.log(`${side}: node ${binary.version} (${binary.source}${commit}) ${binary.path}`);
  }
  if (old.path === current.path) {
    ports.log(
      `warning: old and new are the same binary (${old.path}): an A/A run, where every star is a false positive`
    );
  }
  return { old, new: current };
}
async function checkSelection(request, host, passEnv, hostNode) {
  if (request.suite.kind !== "core") {
    await checkBundledSelection(
      { suiteDir: request.suite.dir, ...request.selection },
      { env: childEnv(host, { purpose: "benchmark", passEnv }), hostNode }
    );
  } else {
    resolveCategories(path2.join(request.suite.repo, "benchmark"), request.selection.groups);
  }
}
function runComparison(request, deps) {
  return runComparisonProbing(request, () => Promise.resolve(deps));
}
async function runComparisonProbing(request, probe) {
  const lanes2 = comparisonLanes(request);
  return runOnLanes(request, lanes2, await probe());
}
async function runOnLanes(request, lanes2, deps) {
  const started = performance.now();
  const hostNode = process.execPath;
  await checkSelection(request, deps.host, deps.passEnv, hostNode);
  const { runnerCheck } = deps;
  const fingerprint = {
    ...runnerFingerprint(request.schedule.cpuset, { env: deps.host, platform: deps.platform }, lanes2),
    runnerCheck
  };
  const { cacheDir } = request.binaries;
  const times = await TimingHistory.read(request, cacheDir, deps);
  const { existing, passes } = readPrevious(request, deps);
  const binaries = await resolveBoth(request, cacheDir, deps, deps);
  const file = deps.resume ? openRecord(request, deps, { binaries, fingerprint }, existing, passes) : void 0;
  const resumedSizes = existing?.identity?.sizes ?? [];
  const pair = { old: binaries.old.version, new: binaries.new.version };
  const sizes = await knownSizes(cacheDir, deps.trust, request.schedule.childTimeMs, pair, resumedSizes, deps.log);
  const schedule = request.schedule.adaptive && file && file.earlierCaps.length > 0 ? { ...request.schedule, adaptive: { ...request.schedule.adaptive, earlierCaps: file.earlierCaps } } : request.schedule;
  const scratch = await mkdtemp(path2.join(deps.host.TMPDIR || "/tmp", "node-bench-scratch-"));
  const sandbox = await benchmarkSandbox(request.suite, deps.sandbox, binaries, scratch);
  const env = benchmarkChildEnv(deps.host, deps.passEnv, {
    scratch,
    sandboxed: sandbox !== void 0,
    core: request.suite.kind === "core"
  });
  const priorCount = existing?.samples.length ?? 0;
  const sink = openSampleSink(request.output.out, existing?.samples ?? [], deps.onSample);
  deps.log(`results: ${request.output.out}`);
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
    if (result.sizing) await recordChosenSizes(cacheDir, deps.trust, result.sizing, pair, deps.log);
    const elapsedMs = performance.now() - started;
    const measured = file?.recordMeasured(sink.samples, elapsedMs, result.load ?? null);
    return {
      binaries,
      groups: sink.groups,
      samples: sink.samples,
      failures: result.failures,
      partial: result.timedOut || result.interrupted,
      interrupted: result.interrupted,
      priorSamples: priorCount,
      unmeasured: result.unmeasuredLine,
      // our engine's order, either suite (compare.js's own order has none): result.json and the reproduce line carry it
      seed: result.seed ?? void 0,
      verdicts: result.verdicts,
      load: measured ? measured.load : result.load,
      sizing: result.sizing ?? void 0,
      fingerprint,
      csvPath: request.output.out,
      planned,
      elapsedMs,
      measuredMs: measured?.ms
    };
  } finally {
    sink.csv.close();
    await rm(scratch, { recursive: true, force: true });
  }
}

// src/report/failure-notes.ts
function failureNotes(failures, suite2) {
  return failures.map(suite2 === "core" ? coreFailureNote : bundledFailureNote);
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
    binaries: binariesOf(settings.binarySource, settings, cwd),
    output: {
      out: resolve(cwd, output.out),
      format: output.format,
      correction: settings.correction,
      failOnRegression: settings.failOnRegression,
      quiet: output.quiet
    }
  };
}
function buildComparison({ values, positionals }, { cwd, cacheDir }, output, now = /* @__PURE__ */ new Date()) {
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
      source,
      {
        cacheDir,
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
    timings: values.timings === void 0 ? void 0 : resolve(cwd, values.timings),
    cpuset: cpuset2,
    lanes: lanes2,
    timeoutMs,
    maxTimeMs,
    ...sizedChildren(values.childTimeMs, engine2, set2)
  };
}
function runsOf(parts) {
  const { deltaPercent } = parts;
  if (parts.runs !== "auto") return { runs: parts.runs, deltaPercent };
  const maxRuns = parts.maxRuns ?? COMPARE_JS_RUNS;
  return { runs: maxRuns, adaptive: { maxRuns }, deltaPercent };
}
function binariesOf(source, given, cwd) {
  return {
    source: source ?? binarySource.defaultOn("cli"),
    cacheDir: resolve(cwd, given.cacheDir),
    mirror: given.mirror,
    buildCommand: given.buildCommand,
    binaryPath: given.binaryPath,
    minFreeBytes: given.minFreeBytes
  };
}
function sizedChildren(childTimeMs, engine2, set2) {
  if (childTimeMs === void 0 || engine2 === "compare.js") return {};
  if (SIZED_KEYS.some((key) => key in set2)) return {};
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
  return { correction: comparison.output.correction, deltaPercent: comparison.schedule.deltaPercent };
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
  runComparison,
  runComparisonProbing,
  failureNotes,
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
