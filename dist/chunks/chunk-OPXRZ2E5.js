import { createRequire as __nodeBenchCreateRequire } from 'node:module';
const require = __nodeBenchCreateRequire(import.meta.url);
import {
  render
} from "./chunk-SWJUEY6D.js";
import {
  readArgv
} from "./chunk-QWJHKUYG.js";
import {
  EXIT,
  UsageError,
  write
} from "./chunk-D4O6D7PS.js";
import {
  COMPARE_JS_ANALYSIS_FLAGS,
  analysisOptions,
  asCompareJs,
  buildComparison,
  failureNotes,
  refuseCompareJsFlags,
  resultsFileName,
  runComparisonProbing,
  writeBoxPlot
} from "./chunk-FEEC4AQF.js";
import {
  runnerCheckForFingerprint
} from "./chunk-OQS66D46.js";
import {
  compareArguments,
  coreCompareLines,
  shellLine,
  shellQuote,
  sizingDescription,
  toolInvocation
} from "./chunk-C7NMIJ2O.js";
import {
  DEFAULT_MIN_FREE_BYTES,
  formatBinarySpec
} from "./chunk-X24E7EC6.js";
import {
  checkOutputFile,
  compareFormat,
  correction,
  describeHeavyLoad,
  findSuiteDir,
  listGroups,
  plot,
  quiet
} from "./chunk-G2IUYMHM.js";
import {
  CSV_HEADER,
  formatCsvRow
} from "./chunk-R2WWX3V3.js";
import {
  COMPARE_JS_RUNS,
  cliMaxRuns,
  exclude,
  filter,
  runs,
  runsSetting,
  set,
  takeCpusetPair
} from "./chunk-OKLX6OW5.js";
import {
  analyzeDecided,
  namedVerdicts,
  packageToolSource,
  packageVersion
} from "./chunk-6AVMWGWR.js";
import {
  isRegression
} from "./chunk-XPXED6EU.js";
import {
  cacheDirFrom,
  defaultCacheDir
} from "./chunk-R6LVNVJH.js";
import {
  binarySource,
  buildTimeout,
  childTime,
  chooseSandbox,
  cliFlags,
  engine,
  executionPolicy,
  lanes,
  maxTime,
  minFreeGb,
  passEnv,
  runnerPlatform,
  sandbox,
  suite,
  timeout
} from "./chunk-ILDHKKTL.js";

// src/commands/compare.ts
import { mkdir } from "node:fs/promises";
import path from "node:path";

// src/options/compare-argv.ts
var COMPARE_FLAGS = {
  ...cliFlags(suite, runs, filter, exclude, set, timeout, maxTime, compareFormat, correction, binarySource),
  ...cliFlags(minFreeGb, sandbox, passEnv, buildTimeout, engine, plot, childTime, lanes),
  ...quiet.flags,
  ...asCompareJs.flags,
  ...COMPARE_JS_ANALYSIS_FLAGS,
  old: { type: "string" },
  new: { type: "string" },
  repo: { type: "string" },
  seed: { type: "string" },
  cpuset: { type: "string" },
  shard: { type: "string" },
  timings: { type: "string" },
  out: { type: "string" },
  "fail-on-regression": { type: "boolean", default: false },
  duet: { type: "boolean", default: false },
  "max-runs": { type: "string" },
  delta: { type: "string" },
  "cache-dir": { type: "string" },
  mirror: { type: "string" },
  "build-command": { type: "string" },
  "binary-path": { type: "string" },
  "suite-dir": { type: "string" },
  help: { type: "boolean", short: "h", default: false }
};
function readCompareArgv(argv) {
  return readArgv({ args: argv, allowPositionals: true, options: COMPARE_FLAGS });
}

// src/commands/compare.ts
var hours = (ms) => `${ms / 36e5}h`;
var gibibytes = (bytes) => bytes / 2 ** 30;
var COMPARE_USAGE = `Usage: node-bench compare --old SPEC --new SPEC [options] GROUP...

Runs benchmark GROUPs (bundled suite groups, or benchmark/ categories of a
Node.js checkout) with two Node.js binaries and prints each row's verdict
(slower, faster, same, ...); with fixed runs (--runs N, --as-compare-js),
compare.R's confidence table.

SPEC is a path to a node executable, a release (20.0.0, v18.16.0, 20 for the
newest 20.x, lts, latest), or ref:<git ref> of --repo (built by node-bench build).

Options:
  --suite auto|bundled|core our benchmarks/ or the checkout's own benchmark/compare.js
                            (default auto: the checkout's in a Node.js checkout)
  --repo DIR                Node.js checkout (default: the current directory if it is one)
  --runs N|auto             samples per configuration and binary (default ${runsSetting.default}: a few
                            runs, then rounds for the configurations still open, neither
                            surely different nor surely the same, up to --max-runs; Holm's
                            correction over the rows); N: a fixed count
  --max-runs N              the cap of --runs auto (default ${cliMaxRuns.default})
  --as-compare-js           node core's compare.js at its defaults: a fixed --runs (default
                            ${COMPARE_JS_RUNS}), each file's own n (--child-time off), compare.R's table
                            without correction; --runs auto, --max-runs, --child-time
                            or --correction holm with it are refused
  --delta PERCENT           the margin of "same": rows surely within ±PERCENT (default 5)
  --filter TEXT             only benchmark files whose path contains TEXT (repeatable)
  --exclude TEXT            skip benchmark files whose path contains TEXT (repeatable)
  --set KEY=VALUE           override a benchmark parameter (repeatable);
                            --set CPUSET=LIST is compare.js's --cpuset LIST
  --seed N                  replay the old/new interleaving of an earlier run
  --cpuset LIST             pin benchmarks to CPUs with taskset, e.g. 0-1
  --lanes N|auto|LIST/...   run N benchmark children at once, each lane pinned to CPUs
                            of its own: the --cpuset (or every CPU) split evenly, auto
                            (one lane a physical core), or each lane's CPUs given,
                            e.g. 0-3/4-7 (default: one child at a time). For a runner
                            whose cores are otherwise idle
  --duet                    pairs of lanes run old and new of a run side by side, so
                            whatever disturbs the machine disturbs both (--lanes 2
                            unless given)
  --timeout DURATION        kill one benchmark process after this long (90s, 5m)
  --max-time DURATION       stop the whole run after this long, keeping what was measured;
                            planned by expected time (--timings, else this machine's
                            timings.json): cheapest configurations first in each run,
                            and the report says what was left unmeasured
  --child-time DURATION|off size each configuration's n so one child measures about
                            this much (default ${childTime.defaultOn("cli")}ms), only where its per-op rate
                            is proved steady (else the file's own n); never more than the
                            file's own n; rows keep the file's names; --set n=... or off
                            runs the files' own n, as compare.js
  --shard I/N               run only part I of N of the configurations
  --timings FILE            split the shard (and order a --max-time run) by expected
                            time, from the timings.json of earlier runs (the same file
                            for every shard); default: by count. Every run adds to <cache folder>/timings.json
  --engine node-bench|compare.js   how --suite core runs: one configuration per
                            process (default) or the checkout's benchmark/compare.js
                            (a fixed --runs, default ${COMPARE_JS_RUNS})
  --out FILE                CSV of every sample, appended as it arrives
                            (default <cache folder>/results/node-bench-<time>.csv).
                            A FILE with samples of the same comparison is resumed:
                            each configuration is topped up to --runs (--runs auto
                            goes on where it stopped) and the table covers the
                            whole file; another comparison's file is refused.
                            --out -: the CSV on stdout (and in the cache folder)
  --format text|markdown|json|csv   table format (default text); csv: the
                            samples on stdout as compare.js prints them, the
                            table on stderr. Without --format and --out, a
                            stdout that is not a terminal (> x.csv, | ...) gets csv
  --plot FILE.svg           box plots of each configuration's samples, old
                            against new, significant rows first
  --correction none|holm    add Holm-adjusted p-values and stars from them
  --fail-on-regression      exit ${EXIT.regression} when any row is a significant slowdown
  --binary-source auto|dist|npm   where releases come from (default auto: nodejs.org, else npm)
  --cache-dir DIR           release cache (default $XDG_CACHE_HOME/node-bench)
  --mirror URL              Node.js dist mirror (default $NODE_BENCH_MIRROR or nodejs.org/dist)
  --build-command CMD       how ref: specs are built (default: ./configure && make -j)
  --binary-path PATH        the built node, relative to the checkout (default out/Release/node)
  --min-free-gb N           refuse to build a ref with less free disk (default ${gibibytes(DEFAULT_MIN_FREE_BYTES)})
  --suite-dir DIR           a bundled-style suite of your own instead of ours
  --sandbox auto|bwrap|none run builds and benchmarks in bubblewrap (auto: when it
                            works; bwrap: refuse to run without it)
  --pass-env NAME           pass this variable's value to builds and benchmarks
                            (repeatable or comma separated). Builds get PATH, the locale
                            and build variables only; benchmarks every variable, as
                            compare.js's children do, but values other than PATH's and
                            the locale's masked ('xxx', as long); NODE_*, UV_*, LD_*,
                            OPENSSL_*, proxy variables only when named
  --build-timeout DURATION  kill a build of a ref after this long (default ${hours(buildTimeout.defaultOn("cli"))})
  --quiet, --no-progress    no progress and status lines: stderr gets the last
                            line only (the table or CSV still goes to stdout; with
                            the CSV on stdout, a table --format names goes to stderr)
  -h, --help                this text

Exit codes: 0 done, 1 bad input or nothing measured, ${EXIT.regression} regression (with
--fail-on-regression), ${EXIT.benchmarkFailures} some benchmarks failed (the others are reported)
or --max-time cut the run short, ${EXIT.interrupted} interrupted (Ctrl-C): repeat the command
with the --out it names to go on.`;
async function compareCommand(argv, io) {
  const { values, positionals } = readCompareArgv(argv);
  if (values.help) {
    write(io.stdout, compareHelp(io.env));
    return EXIT.ok;
  }
  refuseCompareJsFlags(values, "cli");
  if (positionals.length === 0) {
    throw new UsageError('name at least one benchmark group, e.g. "node-bench compare --old 18 --new 20 buffers"');
  }
  const routing = outputRouting(values, io);
  const { request, plotFile } = comparisonFromArgv(values, positionals, routing, io);
  const run = await runInterruptible(request, values, routing, io);
  return reportRun(request, run, routing, plotFile, io);
}
function outputRouting(values, io) {
  const isQuiet = quiet.parse(values);
  const chosenFormat = compareFormat.parse(values[compareFormat.names.cli], "cli");
  const stdoutIsTerminal = io.stdout.isTTY === true;
  const csvOnStdout = values.out === "-" || chosenFormat === "csv" || values[compareFormat.names.cli] === void 0 && values.out === void 0 && !stdoutIsTerminal;
  const tableFormat = chosenFormat === "csv" ? "text" : chosenFormat;
  const tableAsked = values[compareFormat.names.cli] !== void 0 && chosenFormat !== "csv";
  const tableStream = csvOnStdout ? isQuiet && !tableAsked ? null : io.stderr : io.stdout;
  const clear = io.stderr.isTTY === true ? "\r\x1B[2K" : "";
  const log = isQuiet ? () => {
  } : (line) => write(io.stderr, `${clear}${line}`);
  return { isQuiet, csvOnStdout, tableFormat, tableStream, log };
}
function comparisonFromArgv(values, positionals, { isQuiet, tableFormat }, io) {
  const pinning = takeCpusetPair(values[set.names.cli] ?? [], values.cpuset);
  const plotFile = plot.parse(values[plot.names.cli]);
  if (plotFile !== void 0) checkOutputFile(plot.names.cli, plotFile, io.cwd);
  if (values.out !== void 0 && values.out !== "-") checkOutputFile("out", values.out, io.cwd);
  const cacheDir = cacheDirFrom(values["cache-dir"], io.cwd, io.env);
  const out = values.out === void 0 || values.out === "-" ? defaultResultsCsv(cacheDir) : values.out;
  const request = buildComparison(
    {
      values: { ...values, [set.names.cli]: pinning.set, cpuset: pinning.cpuset },
      positionals
    },
    { cwd: io.cwd, cacheDir },
    { out, format: tableFormat, quiet: isQuiet }
  );
  return { request, plotFile };
}
async function runInterruptible(request, values, routing, io) {
  const abort = new AbortController();
  const onSignal = () => abort.abort();
  process.once("SIGINT", onSignal);
  process.once("SIGTERM", onSignal);
  try {
    return await runComparisonProbing(request, () => probedDeps(request, values, routing, io, abort.signal));
  } finally {
    process.off("SIGINT", onSignal);
    process.off("SIGTERM", onSignal);
  }
}
async function probedDeps(request, values, { csvOnStdout, log }, io, signal) {
  await mkdir(path.dirname(request.output.out), { recursive: true });
  const platform = runnerPlatform(io.system);
  const policy = executionPolicy(
    {
      sandbox: values[sandbox.names.cli],
      passEnv: values[passEnv.names.cli],
      buildTimeout: values[buildTimeout.names.cli]
    },
    "cli"
  );
  let headed = false;
  const streamCsv = (sample) => {
    if (!headed) write(io.stdout, CSV_HEADER);
    headed = true;
    write(io.stdout, formatCsvRow(sample));
  };
  const chosen = await chooseSandbox({
    mode: policy.sandbox,
    untrustedCode: false,
    hide: [request.binaries.cacheDir],
    env: io.env,
    uid: process.getuid(),
    platform,
    log
  });
  return {
    log,
    progress: request.output.quiet ? void 0 : io.stderr,
    resume: true,
    ...csvOnStdout ? { onSample: streamCsv } : {},
    signal,
    host: io.env,
    platform,
    sandbox: chosen,
    // no check at the start here (node-bench doctor is the command for it): the fingerprint's own, made once
    runnerCheck: await runnerCheckForFingerprint(request.schedule.cpuset, io.env, chosen.kind),
    trust: "trusted",
    passEnv: policy.passEnv,
    buildTimeoutMs: policy.buildTimeoutMs
  };
}
async function reportRun(request, run, { isQuiet, tableStream, log }, plotFile, io) {
  const failures = failureNotes(run.failures, request.suite.kind);
  if (run.samples + run.priorSamples === 0) {
    if (failures.length > 0 && !isQuiet) write(io.stderr, formatFailures(failures));
    write(io.stderr, `${nothingMeasured(run, request)}; ${run.csvPath} has no rows`);
    return run.interrupted ? EXIT.interrupted : EXIT.error;
  }
  const analysis = analyzeDecided(run.groups, analysisOptions(request), run.verdicts && namedVerdicts(run.verdicts));
  const side = (binary) => ({
    spec: formatBinarySpec(binary.spec),
    version: binary.version,
    sha: binary.sha
  });
  const context = {
    old: side(run.binaries.old),
    new: side(run.binaries.new),
    fingerprint: run.fingerprint,
    runs: request.schedule.runs,
    // a resumed file's report: the time its samples took to measure, not this invocation's
    durationMs: run.measuredMs ?? run.elapsedMs,
    partial: run.partial,
    ...run.unmeasured ? { unmeasured: run.unmeasured } : {},
    failures,
    warnings: [describeHeavyLoad(run.load ?? null)].filter((w) => w !== null),
    run: {
      groups: request.selection.groups,
      filter: request.selection.filter,
      exclude: request.selection.exclude,
      set: request.selection.set,
      seed: run.seed,
      trigger: "cli",
      adaptiveMaxRuns: request.schedule.adaptive?.maxRuns,
      sizing: sizingDescription(run.sizing),
      suite: request.suite.kind
    },
    tool: packageToolSource()
  };
  const table = await render(
    analysis,
    request.output.format,
    context,
    // a side whose runs all failed shows NA, not -100 % or Infinity %: the failures follow the table
    { missingSide: "NA" }
  );
  if (tableStream !== null) {
    write(tableStream, table);
    if (failures.length > 0 && request.output.format !== "markdown")
      write(request.output.format === "json" ? io.stderr : tableStream, `
${formatFailures(failures)}`);
  }
  if (plotFile !== void 0) {
    const written = await writeBoxPlot(path.resolve(io.cwd, plotFile), run.groups, analysis);
    log(`plot: ${written.rows} configurations in ${written.path}`);
  }
  const csvFile = shellQuote(run.csvPath);
  const stopped = run.interrupted ? "interrupted" : "--max-time ran out";
  if (run.partial && !isQuiet) {
    write(
      io.stderr,
      `the run was stopped early (${stopped}): results are partial. Every sample measured is in ${run.csvPath}: to go on, repeat the command with --out ${csvFile} (each configuration is topped up to ${request.schedule.adaptive ? "--runs auto" : `--runs ${request.schedule.runs}`} and the table covers the whole file); to see the table of what is there: node-bench analyze ${csvFile}`
    );
    if (run.planned === void 0 && request.suite.engine !== "compare.js") write(io.stderr, stoppedBeforePlan(run));
  }
  const reproduce = request.output.format === "markdown" || isQuiet ? "" : reproduceLines({ ...context, analysis }, request.output.format);
  if (reproduce !== "") write(io.stderr, reproduce);
  const prior = run.priorSamples > 0 ? ` (and ${run.priorSamples} from before)` : "";
  const partial = run.partial ? `; ${stopped}, partial: repeat with --out ${csvFile} to go on` : "";
  const took = isQuiet ? ` in ${(run.elapsedMs / 1e3).toFixed(1)} s` : "";
  write(
    io.stderr,
    `${run.samples} samples${prior}${took}; ${context.fingerprint?.lanes ? `${context.fingerprint.lanes}; ` : ""}${run.seed === void 0 ? "" : `seed ${run.seed}; `}CSV: ${run.csvPath}${partial}`
  );
  if (request.output.failOnRegression && analysis.comparisons.some(isRegression)) return EXIT.regression;
  if (run.interrupted) return EXIT.interrupted;
  if (run.failures.length > 0 || run.partial) return EXIT.benchmarkFailures;
  return EXIT.ok;
}
function nothingMeasured(run, request) {
  if (run.failures.length > 0) return "nothing was measured (see the failures above)";
  if (run.interrupted) return "interrupted before the first sample: nothing was measured";
  if (run.partial) {
    const budget = request.schedule.maxTimeMs;
    return `--max-time ${budget === void 0 ? "" : `${budget / 1e3}s `}ran out before the first sample: nothing was measured (give a longer --max-time)`;
  }
  return "nothing was measured: no benchmark configuration was selected";
}
function stoppedBeforePlan(run) {
  const when = run.interrupted ? "interrupted" : "--max-time ran out";
  return `${when} before the configurations were listed: this invocation measured nothing new`;
}
function reproduceLines(context, format) {
  const argv = compareArguments(context, format);
  if (argv === void 0 || context.tool === void 0) return "";
  const lines = [`to reproduce it: ${shellLine([...toolInvocation(context.tool, packageVersion()), ...argv])}`];
  const core = coreCompareLines(context);
  if (core) lines.push("or with node core's own benchmark/compare.js:", ...core.map((line) => `  ${line}`));
  return lines.join("\n");
}
function formatFailures(failures) {
  const byKey = /* @__PURE__ */ new Map();
  for (const failure of failures) {
    const key = `${failure.filename}\0${failure.configuration ?? ""}\0${failure.binary ?? ""}`;
    const entry = byKey.get(key);
    if (entry) entry.count++;
    else byKey.set(key, { failure, count: 1 });
  }
  const lines = [...byKey.values()].map(({ failure, count }) => {
    const what = [failure.filename, failure.configuration, failure.binary && `(${failure.binary})`].filter(Boolean).join(" ");
    return `  ${what}: ${failure.detail}${count > 1 ? ` (${count} failures)` : ""}`;
  });
  return [`Failed benchmarks (${byKey.size}): their rows are missing from the table`, ...lines].join("\n");
}
function compareHelp(env) {
  const groups = listGroups(findSuiteDir());
  return `${COMPARE_USAGE}

Bundled suite groups (a Node.js checkout's benchmark/ categories work with --suite core):
  ${groups.join(" ")}

Cache folder (releases and builds; --cache-dir or NODE_BENCH_CACHE_DIR moves it):
  ${defaultCacheDir(env)}`;
}
function defaultResultsCsv(cacheDir) {
  return path.join(cacheDir, "results", resultsFileName(/* @__PURE__ */ new Date()));
}

export {
  COMPARE_FLAGS,
  COMPARE_USAGE,
  compareCommand,
  runInterruptible,
  nothingMeasured,
  formatFailures,
  compareHelp
};
