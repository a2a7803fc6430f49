// node-bench compare --old SPEC --new SPEC [options] GROUP...
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { DEFAULT_MIN_FREE_BYTES } from '../binaries/builder.ts';
import { cacheDirFrom, defaultCacheDir } from '../binaries/cache-dir.ts';
import { describeHeavyLoad, findSuiteDir, listGroups } from '../run/index.ts';
import { chooseSandbox } from '../process/sandbox.ts';
import type { ComparisonDeps, ComparisonRun } from '../pipeline/compare.ts';
import type { FailureNote } from '../artifact/result-metadata.ts';
import { runComparisonProbing } from '../pipeline/compare.ts';
import { failureNotes } from '../report/failure-notes.ts';
import { buildTimeout, executionPolicy, childTime, passEnv, sandbox } from '../options/execution.ts';
import { readCompareArgv, type CompareArgv } from '../options/compare-argv.ts';
import { refuseCompareJsFlags } from '../options/compare-js.ts';
import { checkOutputFile, compareFormat, plot, quiet, type Format } from '../options/output.ts';
import { cliMaxRuns, COMPARE_JS_RUNS, runsSetting, set, takeCpusetPair } from '../options/selection.ts';
import { CSV_HEADER, formatCsvRow, type Sample } from '../stats/csv.ts';
import { analyzeDecided, namedVerdicts } from '../stats/verdict.ts';
import { formatBinarySpec } from '../options/binary-spec.ts';
import { sizingDescription } from '../report/comment.ts';
import { compareArguments, coreCompareLines, shellLine, shellQuote, toolInvocation } from '../report/reproduce.ts';
import { packageToolSource, packageVersion } from '../util/package-root.ts';
import { render, type ReportContext } from '../report/render.ts';
import { runnerCheckForFingerprint } from '../runner-check/machine.ts';
import { analysisOptions, buildComparison, resultsFileName, type Comparison } from '../options/comparison.ts';
import { isRegression, type Analysis } from '../stats/analyze.ts';
import { EXIT, UsageError, write, type CommandIo } from './io.ts';
import { writeBoxPlot } from '../report/box-plot.ts';
import { runnerPlatform } from '../util/platform.ts';

const hours = (ms: number) => `${ms / 3_600_000}h`;
const gibibytes = (bytes: number) => bytes / 2 ** 30;

export const COMPARE_USAGE = `Usage: node-bench compare --old SPEC --new SPEC [options] GROUP...

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
                            this much (default ${childTime.defaultOn('cli')}ms), only where its per-op rate
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
  --build-timeout DURATION  kill a build of a ref after this long (default ${hours(buildTimeout.defaultOn('cli'))})
  --quiet, --no-progress    no progress and status lines: stderr gets the last
                            line only (the table or CSV still goes to stdout; with
                            the CSV on stdout, a table --format names goes to stderr)
  -h, --help                this text

Exit codes: 0 done, 1 bad input or nothing measured, ${EXIT.regression} regression (with
--fail-on-regression), ${EXIT.benchmarkFailures} some benchmarks failed (the others are reported)
or --max-time cut the run short, ${EXIT.interrupted} interrupted (Ctrl-C): repeat the command
with the --out it names to go on.`;

/** Where the CSV, the table and the log lines go: compare.js's habits and --quiet. */
export interface Routing {
  isQuiet: boolean;
  csvOnStdout: boolean;
  tableFormat: Format;
  tableStream: NodeJS.WritableStream | null;
  log: (line: string) => void;
}

export async function compareCommand(argv: string[], io: CommandIo): Promise<number> {
  const { values, positionals } = readCompareArgv(argv);
  if (values.help) {
    write(io.stdout, compareHelp(io.env));
    return EXIT.ok;
  }
  refuseCompareJsFlags(values, 'cli');
  if (positionals.length === 0) {
    throw new UsageError('name at least one benchmark group, e.g. "node-bench compare --old 18 --new 20 buffers"');
  }
  const routing = outputRouting(values, io);
  const { request, plotFile } = comparisonFromArgv(values, positionals, routing, io);
  const run = await runInterruptible(request, values, routing, io);
  return reportRun(request, run, routing, plotFile, io);
}

function outputRouting(values: CompareArgv, io: CommandIo): Routing {
  const isQuiet = quiet.parse(values);
  const chosenFormat = compareFormat.parse(values[compareFormat.names.cli], 'cli');
  // compare.js's habit, `> x.csv`: unless a format or a file was asked for, a stdout that is no terminal gets the CSV
  const stdoutIsTerminal = (io.stdout as { isTTY?: boolean }).isTTY === true;
  const csvOnStdout =
    values.out === '-' ||
    chosenFormat === 'csv' ||
    (values[compareFormat.names.cli] === undefined && values.out === undefined && !stdoutIsTerminal);
  const tableFormat: Format = chosenFormat === 'csv' ? 'text' : chosenFormat;
  // with the CSV on stdout, the table goes to stderr; when quiet, only a table --format asked for by name
  // (`--format json --out - --quiet`): else the CSV is all (node-bench analyze makes the table)
  const tableAsked = values[compareFormat.names.cli] !== undefined && chosenFormat !== 'csv';
  const tableStream = csvOnStdout ? (isQuiet && !tableAsked ? null : io.stderr) : io.stdout;
  // on a terminal a log line first clears the progress bar it would otherwise run on from
  const clear = (io.stderr as { isTTY?: boolean }).isTTY === true ? '\r\x1b[2K' : '';
  const log = isQuiet ? () => {} : (line: string) => write(io.stderr, `${clear}${line}`);
  return { isQuiet, csvOnStdout, tableFormat, tableStream, log };
}

/** The CLI's edge: argv to the one Comparison, what the run writes checked to have a place to go. */
function comparisonFromArgv(
  values: CompareArgv,
  positionals: string[],
  { isQuiet, tableFormat }: Routing,
  io: CommandIo,
): { request: Comparison; plotFile: string | undefined } {
  const pinning = takeCpusetPair(values[set.names.cli] ?? [], values.cpuset);
  const plotFile = plot.parse(values[plot.names.cli]);
  // what the run writes must have a place to go before it starts, not after an hour of measuring
  if (plotFile !== undefined) checkOutputFile(plot.names.cli, plotFile, io.cwd);
  if (values.out !== undefined && values.out !== '-') checkOutputFile('out', values.out, io.cwd);
  // the cache folder, decided once: the comparison's, and (unasked, or on stdout) the results' home, not the current folder
  const cacheDir = cacheDirFrom(values['cache-dir'], io.cwd, io.env);
  const out = values.out === undefined || values.out === '-' ? defaultResultsCsv(cacheDir) : values.out;
  const request = buildComparison(
    {
      values: { ...values, [set.names.cli]: pinning.set, cpuset: pinning.cpuset },
      positionals,
    },
    { cwd: io.cwd, cacheDir },
    { out, format: tableFormat, quiet: isQuiet },
  );
  return { request, plotFile };
}

/** Runs the comparison; Ctrl-C (SIGINT, SIGTERM) stops it through the runner, keeping what was measured. */
export async function runInterruptible(
  request: Comparison,
  values: CompareArgv,
  routing: Routing,
  io: CommandIo,
): Promise<ComparisonRun> {
  // Children run in their own process groups (so a hung one can be killed
  // with its children); Ctrl-C must reach them through the runner.
  const abort = new AbortController();
  const onSignal = () => abort.abort();
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    return await runComparisonProbing(request, () => probedDeps(request, values, routing, io, abort.signal));
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
}

/**
 * The run's deps, made once its lanes hold on this machine (runComparisonProbing): a layout the machine cannot give
 * is refused before the results' folder is made or the sandbox probe says anything.
 */
async function probedDeps(
  request: Comparison,
  values: CompareArgv,
  { csvOnStdout, log }: Routing,
  io: CommandIo,
  signal: AbortSignal,
): Promise<ComparisonDeps> {
  // the results' folder: the cache's unless --out named one (checked to exist)
  await mkdir(path.dirname(request.output.out), { recursive: true });
  const platform = runnerPlatform(io.system);
  const policy = executionPolicy(
    {
      sandbox: values[sandbox.names.cli],
      passEnv: values[passEnv.names.cli],
      buildTimeout: values[buildTimeout.names.cli],
    },
    'cli',
  );
  // the header with the first row: a request refused before anything ran leaves stdout empty
  let headed = false;
  const streamCsv = (sample: Sample) => {
    if (!headed) write(io.stdout, CSV_HEADER);
    headed = true;
    write(io.stdout, formatCsvRow(sample));
  };
  const chosen = await chooseSandbox({
    mode: policy.sandbox,
    untrustedCode: false,
    hide: [request.binaries.cacheDir],
    env: io.env,
    uid: process.getuid!(),
    platform: platform,
    log,
  });
  return {
    log,
    progress: request.output.quiet ? undefined : (io.stderr as NodeJS.WriteStream),
    resume: true,
    ...(csvOnStdout ? { onSample: streamCsv } : {}),
    signal,
    host: io.env,
    platform,
    sandbox: chosen,
    // no check at the start here (node-bench doctor is the command for it): the fingerprint's own, made once
    runnerCheck: await runnerCheckForFingerprint(request.schedule.cpuset, io.env, chosen.kind),
    trust: 'trusted',
    passEnv: policy.passEnv,
    buildTimeoutMs: policy.buildTimeoutMs,
  };
}

/** The table, the plot, the notes and the exit code of a run. */
async function reportRun(
  request: Comparison,
  run: ComparisonRun,
  { isQuiet, tableStream, log }: Routing,
  plotFile: string | undefined,
  io: CommandIo,
): Promise<number> {
  const failures = failureNotes(run.failures, request.suite.kind);
  if (run.samples + run.priorSamples === 0) {
    if (failures.length > 0 && !isQuiet) write(io.stderr, formatFailures(failures));
    write(io.stderr, `${nothingMeasured(run, request)}; ${run.csvPath} has no rows`);
    return run.interrupted ? EXIT.interrupted : EXIT.error;
  }
  const analysis = analyzeDecided(run.groups, analysisOptions(request), run.verdicts && namedVerdicts(run.verdicts));
  const side = (binary: ComparisonRun['binaries']['old']) => ({
    spec: formatBinarySpec(binary.spec),
    version: binary.version,
    sha: binary.sha,
  });
  const context: ReportContext = {
    old: side(run.binaries.old),
    new: side(run.binaries.new),
    fingerprint: run.fingerprint,
    runs: request.schedule.runs,
    // a resumed file's report: the time its samples took to measure, not this invocation's
    durationMs: run.measuredMs ?? run.elapsedMs,
    partial: run.partial,
    ...(run.unmeasured ? { unmeasured: run.unmeasured } : {}),
    failures,
    warnings: [describeHeavyLoad(run.load ?? null)].filter((w) => w !== null),
    run: {
      groups: request.selection.groups,
      filter: request.selection.filter,
      exclude: request.selection.exclude,
      set: request.selection.set,
      seed: run.seed,
      trigger: 'cli',
      adaptiveMaxRuns: request.schedule.adaptive?.maxRuns,
      sizing: sizingDescription(run.sizing),
      suite: request.suite.kind,
    },
    tool: packageToolSource(),
  };
  const table = await render(
    analysis,
    request.output.format,
    context,
    // a side whose runs all failed shows NA, not -100 % or Infinity %: the failures follow the table
    { missingSide: 'NA' },
  );
  if (tableStream !== null) {
    write(tableStream, table);
    // markdown has the failures above its table
    if (failures.length > 0 && request.output.format !== 'markdown')
      write(request.output.format === 'json' ? io.stderr : tableStream, `\n${formatFailures(failures)}`);
  }
  if (plotFile !== undefined) {
    const written = await writeBoxPlot(path.resolve(io.cwd, plotFile), run.groups, analysis);
    log(`plot: ${written.rows} configurations in ${written.path}`);
  }
  const csvFile = shellQuote(run.csvPath);
  const stopped = run.interrupted ? 'interrupted' : '--max-time ran out';
  if (run.partial && !isQuiet) {
    write(
      io.stderr,
      `the run was stopped early (${stopped}): results are partial. Every sample measured is in ${run.csvPath}: ` +
        `to go on, repeat the command with --out ${csvFile} (each configuration is topped up to ` +
        `${request.schedule.adaptive ? '--runs auto' : `--runs ${request.schedule.runs}`} and the table covers the whole file); ` +
        `to see the table of what is there: node-bench analyze ${csvFile}`,
    );
    // what was left unmeasured: the run's own progress said it (once) above
    if (run.planned === undefined && request.suite.engine !== 'compare.js') write(io.stderr, stoppedBeforePlan(run));
  }
  // the markdown report has them in its header; the text and JSON tables are compare.R's and ours alone
  const reproduce =
    request.output.format === 'markdown' || isQuiet
      ? ''
      : reproduceLines({ ...context, analysis }, request.output.format);
  if (reproduce !== '') write(io.stderr, reproduce);
  const prior = run.priorSamples > 0 ? ` (and ${run.priorSamples} from before)` : '';
  const partial = run.partial ? `; ${stopped}, partial: repeat with --out ${csvFile} to go on` : '';
  // the time once: the run's progress gave it in its own last line (quiet: this is the only line)
  const took = isQuiet ? ` in ${(run.elapsedMs / 1000).toFixed(1)} s` : '';
  write(
    io.stderr,
    `${run.samples} samples${prior}${took}; ` +
      `${context.fingerprint?.lanes ? `${context.fingerprint.lanes}; ` : ''}` +
      `${run.seed === undefined ? '' : `seed ${run.seed}; `}CSV: ${run.csvPath}${partial}`,
  );

  if (request.output.failOnRegression && analysis.comparisons.some(isRegression)) return EXIT.regression;
  if (run.interrupted) return EXIT.interrupted;
  if (run.failures.length > 0 || run.partial) return EXIT.benchmarkFailures;
  return EXIT.ok;
}

/** Why a run has no sample at all: its benchmarks failed, --max-time ran out first, or it was interrupted. */
export function nothingMeasured(run: ComparisonRun, request: Comparison): string {
  if (run.failures.length > 0) return 'nothing was measured (see the failures above)';
  if (run.interrupted) return 'interrupted before the first sample: nothing was measured';
  if (run.partial) {
    const budget = request.schedule.maxTimeMs;
    return `--max-time ${budget === undefined ? '' : `${budget / 1000}s `}ran out before the first sample: nothing was measured (give a longer --max-time)`;
  }
  return 'nothing was measured: no benchmark configuration was selected';
}

/** A run stopped before its plan was made (while listing or sizing): nothing of its plan ran. */
function stoppedBeforePlan(run: ComparisonRun): string {
  const when = run.interrupted ? 'interrupted' : '--max-time ran out';
  return `${when} before the configurations were listed: this invocation measured nothing new`;
}

/** How to run this comparison again elsewhere, in lines for a terminal: ours, and node core's own for its suite. */
function reproduceLines(context: ReportContext & { analysis: Analysis }, format: string): string {
  const argv = compareArguments(context, format);
  if (argv === undefined || context.tool === undefined) return '';
  const lines = [`to reproduce it: ${shellLine([...toolInvocation(context.tool, packageVersion()), ...argv])}`];
  const core = coreCompareLines(context);
  if (core) lines.push("or with node core's own benchmark/compare.js:", ...core.map((line) => `  ${line}`));
  return lines.join('\n');
}

/** One line per failing benchmark configuration and side, however many runs it failed. */
export function formatFailures(failures: readonly FailureNote[]): string {
  const byKey = new Map<string, { failure: FailureNote; count: number }>();
  for (const failure of failures) {
    const key = `${failure.filename}\0${failure.configuration ?? ''}\0${failure.binary ?? ''}`;
    const entry = byKey.get(key);
    if (entry) entry.count++;
    else byKey.set(key, { failure, count: 1 });
  }
  const lines = [...byKey.values()].map(({ failure, count }) => {
    const what = [failure.filename, failure.configuration, failure.binary && `(${failure.binary})`]
      .filter(Boolean)
      .join(' ');
    return `  ${what}: ${failure.detail}${count > 1 ? ` (${count} failures)` : ''}`;
  });
  return [`Failed benchmarks (${byKey.size}): their rows are missing from the table`, ...lines].join('\n');
}

/** The usage, then what this installation has: the bundled suite's groups and the cache folder. */
export function compareHelp(env: NodeJS.ProcessEnv): string {
  const groups = listGroups(findSuiteDir());
  return (
    `${COMPARE_USAGE}\n\nBundled suite groups (a Node.js checkout's benchmark/ categories work with --suite core):\n` +
    `  ${groups.join(' ')}\n\nCache folder (releases and builds; --cache-dir or NODE_BENCH_CACHE_DIR moves it):\n` +
    `  ${defaultCacheDir(env)}`
  );
}

/** `<cache>/results/node-bench-<time>.csv`: where a run's CSV goes when --out does not say. */
function defaultResultsCsv(cacheDir: string): string {
  return path.join(cacheDir, 'results', resultsFileName(new Date()));
}
