// The one validated description of a comparison, whichever trigger asks for it,
// built in one step at each edge: comparisonFrom from typed values (the request
// JSON and the Action's inputs, the nightly's), buildComparison from the CLI's
// argv (each flag's text read by its option's rule).
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import {
  binarySource,
  childTime,
  childTimeMsOf,
  engine as engineOption,
  maxTime,
  minFreeGb,
  seed as seedOption,
  shard as shardOption,
  cpuset as cpusetOption,
  lanes as lanesOption,
  suite as suiteOption,
  type LaneOption,
  type Shard,
  timeout,
} from './execution.ts';
import { asCompareJs } from './compare-js.ts';
import {
  cliMaxRuns,
  COMPARE_JS_RUNS,
  delta as deltaOption,
  exclude,
  filter,
  runs as runsOption,
  runsSetting,
  set as setOption,
  type RunsSetting,
  type SetRecord,
} from './selection.ts';
import { formatBinarySpec, parseBinarySpec, type BinarySpec } from './binary-spec.ts';
import type { CompareArgv } from './compare-argv.ts';
import type { BinarySource } from './execution.ts';
import type { CoreEngine, CpuList, Seed } from './execution.ts';
import type { Binary } from '../stats/csv.ts';
import type { Correction } from '../stats/analyze.ts';
import type { DecidedOptions } from '../stats/verdict.ts';
import { correction, type Format } from './output.ts';
import { RequestError } from '../errors.ts';
import { SIZED_KEYS } from './set-key.ts';

export type Suite = 'bundled' | 'core';
/** --runs auto as the schedule holds it: the cap and, optionally, the looks' schedule (δ is the schedule's own). */
export interface AdaptiveSchedule {
  /** runs per side at most (max-runs) */
  maxRuns: number;
  /** runs per side before the first look (default ADAPTIVE_DEFAULTS') */
  minRuns?: number;
  /** runs per side between looks (default ADAPTIVE_DEFAULTS') */
  roundRuns?: number;
  /** false: no futility stops (src/stats/futility.ts); default true. Not a CLI option */
  futility?: boolean;
  /**
   * The caps of the passes this run resumes (`more`: its results file was
   * run to these caps before, increasing, each below maxRuns): the rows they
   * left open run on (AdaptiveRows passes)
   */
  earlierCaps?: readonly number[];
  /**
   * A bisect's run instead of a comparison: this rule (a step's
   * StepClassifier, or FlaggedRows remeasuring the range's ends; the flagged
   * rows only) decides which rows run and when the run stops, and the caller
   * reads it; the run then has no adaptive outcome of its own.
   */
  rule?: LookRule;
}

/** --runs auto as a runner takes it: the schedule's adaptive part with the schedule's margin of "same". */
export interface AdaptiveRunOptions extends AdaptiveSchedule {
  /** in percent; absent: DEFAULT_DELTA_PERCENT */
  deltaPercent?: number;
}

/** What decides, look by look, which rows still run: AdaptiveRows or a bisect step's StepClassifier. */
export interface LookRule {
  track(key: string, name: string): void;
  add(key: string, binary: Binary, run: number, rate: number): void;
  isSettled(key: string): boolean;
  /** runs per side the next look wants; null: no look is left (the run ends) */
  readonly nextLookRuns: number | null;
  readonly looksDone: number;
  /** looks at the open rows; returns the keys still open */
  look(): string[];
}

/**
 * One comparison, nested by concern: what every surface (the CLI, the Action's
 * execute job, the nightly) builds once at its edge (comparisonFrom,
 * buildComparison) and hands unchanged to runComparison.
 */
export interface Comparison {
  sides: { old: BinarySpec; new: BinarySpec };
  suite: ComparisonSuite;
  selection: Selection;
  schedule: Schedule;
  binaries: BinarySettings;
  output: Output;
}

export interface ComparisonSuite {
  kind: Suite;
  /** Node.js checkout: the core suite's benchmark/ and the source of `ref:` specs */
  repo?: string;
  /** core suite: our engine (default) or the checkout's compare.js */
  engine?: CoreEngine;
  /** a bundled-style suite other than ours (createBenchmark files in group directories) */
  dir?: string;
}

export interface Selection {
  /** bundled groups or core categories */
  groups: string[];
  filter: string[];
  exclude: string[];
  set: SetRecord;
}

/** The schedule's runs: how many, whether rounds stop early (auto), and the margin they are judged by. */
interface ScheduleRuns {
  /** runs per side; with `adaptive`, the cap (max-runs) */
  runs: number;
  /** --runs auto: rounds until each configuration is settled (by deltaPercent); or a bisect step's classifier */
  adaptive?: AdaptiveSchedule | undefined;
  /** the margin of "same" in percent (--delta: 2 = ±2 %), fixed runs or auto; absent: DEFAULT_DELTA_PERCENT */
  deltaPercent?: number | undefined;
}

export interface Schedule extends ScheduleSettings, ScheduleRuns {}

/** The schedule's values a surface sets by name (its flags, its inputs), as read; its runs are made apart (runsOf). */
export interface ScheduleSettings {
  seed?: Seed;
  shard?: Shard;
  /** --timings: the timing history a shard is split by (absent: by count) */
  timings?: string;
  cpuset?: CpuList;
  /** --lanes/--duet: children at once, each lane on CPUs of its own (run/measure/lanes.ts); absent: one lane */
  lanes?: LaneOption;
  timeoutMs?: number;
  maxTimeMs?: number;
  /** --child-time: each configuration's `n` sized to this much timed work per child; absent: the files' own n */
  childTimeMs?: number;
}

/** Where binaries are cached and downloaded from, and how a ref is built: each optional, a surface's as given. */
interface BinaryFetchSettings {
  cacheDir?: string;
  mirror?: string;
  buildCommand?: string;
  /** the built binary, relative to the checkout (default out/Release/node) */
  binaryPath?: string;
  /** refuse to build a ref with less free disk than this */
  minFreeBytes?: number;
}

export interface BinarySettings extends BinaryFetchSettings {
  source: BinarySource;
  /** the cache folder, absolute: decided once by the surface (cacheDirFrom), which hides it from what it runs */
  cacheDir: string;
}

/** How the table is shown. */
interface TableOutput {
  format: Format;
  quiet: boolean;
}

/**
 * Where the table and the CSV go, as the surface routes them (the CLI: compare.js's habits, the cache folder
 * for an unasked CSV; the Action and the nightly: JSON into their result). A relative out starts at cwd.
 */
export interface RoutedOutput extends TableOutput {
  /** CSV path: rows are appended as they arrive */
  out: string;
}

/** How the table judges: the correction over its rows, and whether a regression fails the run. */
interface Judging {
  correction: Correction;
  failOnRegression: boolean;
}

export interface Output extends RoutedOutput, Judging {}

/** A Node.js checkout is a directory with benchmark/compare.js. */
export function isNodeCheckout(dir: string): boolean {
  return existsSync(join(dir, 'benchmark', 'compare.js'));
}

/** `node-bench-<time>.csv`: the name of a run's CSV when --out does not give one. */
export function resultsFileName(now: Date): string {
  return `node-bench-${now.toISOString().replace(/[:.]/g, '-')}.csv`;
}

/**
 * What a comparison takes of a surface's settings (the Action's inputs are one: ActionInputs satisfies it as it
 * is); `suite: 'auto'` picks core for a Node.js checkout, else bundled. Paths start at cwd.
 */
export type ComparisonSettings = ScheduleSettings &
  Judging &
  BinaryFetchSettings & {
    /** decided by the surface (cacheDirFrom) */
    cacheDir: string;
    suite: Suite | 'auto';
    engine?: CoreEngine;
    suiteDir?: string;
    /** absent: auto */
    binarySource?: BinarySource;
  };

/**
 * The one constructor of a comparison from typed values: the request JSON's selection and runs (a Request
 * satisfies `request` as it is; its delta in percent), a surface's settings, and the sides, checkout and output
 * its edge resolved. Checks how they fit together (a core suite needs a checkout…) up front, so nothing is
 * downloaded or run for a request that would fail later; the values themselves were checked where they were read.
 */
export function comparisonFrom(
  request: Selection & { runs: RunsSetting; maxRuns?: number; delta?: number },
  settings: ComparisonSettings,
  edge: { sides: Comparison['sides']; repo?: string; output: RoutedOutput },
  cwd: string,
): Comparison {
  const { sides, output } = edge;
  const engine = settings.engine;
  const chosen = checkCombination(
    {
      ...settings,
      ...sides,
      suite: autoAsUndefined(settings.suite),
      repo: edge.repo,
      runs: request.runs,
      maxTime: settings.maxTimeMs,
    },
    cwd,
  );
  return {
    sides: { old: sides.old, new: sides.new },
    suite: suiteOf(chosen, engine, settings.suiteDir, cwd),
    selection: { groups: request.groups, filter: [...request.filter], exclude: [...request.exclude], set: request.set },
    schedule: scheduleOf({ ...request, deltaPercent: request.delta }, settings, { engine, set: request.set }, cwd),
    binaries: binariesOf(settings.binarySource, settings, cwd),
    output: {
      out: resolve(cwd, output.out),
      format: output.format,
      correction: settings.correction,
      failOnRegression: settings.failOnRegression,
      quiet: output.quiet,
    },
  };
}

/**
 * The CLI's edge: node-bench compare's argv (its flags' text, the groups) to a comparison. Read in the order the
 * CLI always read them: the values how the options fit together needs, then that fit (checkCombination), then
 * each other value by its option's rule, worded as its flag, the binary specs last (their grammar resolves paths
 * against cwd). `values` has --set CPUSET=LIST taken as --cpuset (takeCpusetPair).
 */
export function buildComparison(
  { values, positionals }: { values: CompareArgv; positionals: string[] },
  /** cacheDir: the cache folder the CLI decided (cacheDirFrom of --cache-dir); values['cache-dir'] is not read again */
  { cwd, cacheDir }: { cwd: string; cacheDir: string },
  /** out absent: node-bench-<time>.csv in cwd */
  output: TableOutput & { out?: string | undefined },
  now: Date = new Date(),
): Comparison {
  const kind = autoAsUndefined(suiteOption.parse(values[suiteOption.names.cli], 'cli'));
  const engine = engineOption.parse(values[engineOption.names.cli], 'cli');
  const { runs, maxRuns, childTimeMs, correction: chosenCorrection } = cliMethod(values, engine);
  const margin = deltaOption.parse(values[deltaOption.names.cli]);
  const chosen = checkCombination({ ...values, suite: kind, engine, runs, maxTime: values[maxTime.names.cli] }, cwd);
  const filters = filter.parse(values[filter.names.cli] ?? [], 'cli');
  const excludes = exclude.parse(values[exclude.names.cli] ?? [], 'cli');
  const set = setOption.parse(values[setOption.names.cli] ?? [], 'cli');
  const seed = seedOption.parse(values.seed, 'cli');
  const cpuset = cpusetOption.parse(values.cpuset, 'cli');
  const lanes = lanesOption.parse(values[lanesOption.names.cli], values.duet, 'cli');
  const timeoutMs = timeout.parse(values[timeout.names.cli], 'cli');
  const maxTimeMs = maxTime.parse(values[maxTime.names.cli], 'cli');
  const shard = shardOption.parse(values.shard, 'cli');
  const source = binarySource.parse(values[binarySource.names.cli], 'cli');
  const minFreeBytes = minFreeGb.parse(values[minFreeGb.names.cli], 'cli');
  return {
    // checkCombination saw both
    sides: { old: parseBinarySpec(values.old!, '--old', cwd), new: parseBinarySpec(values.new!, '--new', cwd) },
    suite: suiteOf(chosen, engine, values['suite-dir'], cwd),
    selection: { groups: positionals, filter: filters, exclude: excludes, set },
    schedule: scheduleOf(
      { runs, maxRuns, deltaPercent: margin },
      { seed, shard, timings: values.timings, cpuset, lanes, timeoutMs, maxTimeMs, childTimeMs },
      { engine, set },
      cwd,
    ),
    binaries: binariesOf(
      source,
      {
        cacheDir,
        mirror: values.mirror,
        buildCommand: values['build-command'],
        binaryPath: values['binary-path'],
        minFreeBytes,
      },
      cwd,
    ),
    output: {
      out: resolve(cwd, output.out ?? resultsFileName(now)),
      format: output.format,
      correction: chosenCorrection,
      failOnRegression: values['fail-on-regression'],
      quiet: output.quiet,
    },
  };
}

/**
 * How the CLI measures and judges. Ours by default, as the Action's: runs auto up to --max-runs (Holm over the
 * rows), children sized to --child-time. --as-compare-js: compare.js's defaults (a fixed --runs, each file's own
 * n, no correction), an option said otherwise refused. --engine compare.js cannot adapt: a fixed count unless told.
 */
function cliMethod(
  values: CompareArgv,
  engine: CoreEngine | undefined,
): { runs: RunsSetting; maxRuns: number; childTimeMs?: number; correction: Correction } {
  const given = {
    runs: runsSetting.parseOptional(values[runsOption.names.cli], 'cli'),
    maxRuns: values[cliMaxRuns.names.cli] === undefined ? undefined : cliMaxRuns.parse(values[cliMaxRuns.names.cli]),
    childTime: childTime.parseOptional(values[childTime.names.cli], 'cli'),
    correction: correction.parseOptional(values[correction.names.cli], 'cli'),
  };
  const compareJs = asCompareJs.parse(values);
  if (compareJs) asCompareJs.check(given);
  const fixed = compareJs || engine === 'compare.js';
  const runs = given.runs ?? (fixed ? COMPARE_JS_RUNS : runsSetting.default);
  if (given.maxRuns !== undefined)
    cliMaxRuns.refuseWithFixed(runs, given.runs === undefined ? '--engine compare.js' : `--runs ${runs}`);
  return {
    runs,
    maxRuns: given.maxRuns ?? cliMaxRuns.default,
    ...childTimeMsOf(compareJs ? 'off' : (given.childTime ?? childTime.defaultOn('cli'))),
    correction: compareJs ? 'none' : (given.correction ?? correction.defaultOn('cli')),
  };
}

/** `auto` is what no suite means: checkCombination looks at the checkout. */
function autoAsUndefined(choice: Suite | 'auto'): Suite | undefined {
  return choice === 'auto' ? undefined : choice;
}

/** The suite, once checkCombination has chosen it and its checkout. */
function suiteOf(
  { repo, suite }: ReturnType<typeof checkCombination>,
  engine: CoreEngine | undefined,
  dir: string | undefined,
  cwd: string,
): ComparisonSuite {
  return { kind: suite, repo, engine, dir: dir === undefined ? undefined : resolve(cwd, dir) };
}

/** The schedule of either edge: its runs (runsOf), its values as read, the --timings file absolute, sized children. */
function scheduleOf(
  runs: Parameters<typeof runsOf>[0],
  values: ScheduleSettings,
  { engine, set }: { engine: CoreEngine | undefined; set: SetRecord },
  cwd: string,
): Schedule {
  const { seed, shard, cpuset, lanes, timeoutMs, maxTimeMs } = values;
  return {
    ...runsOf(runs),
    seed,
    shard,
    timings: values.timings === undefined ? undefined : resolve(cwd, values.timings),
    cpuset,
    lanes,
    timeoutMs,
    maxTimeMs,
    ...sizedChildren(values.childTimeMs, engine, set),
  };
}

/** The runs: a fixed count, or auto (rounds up to maxRuns); the margin of "same" in percent. */
function runsOf(parts: { runs: RunsSetting; maxRuns?: number; deltaPercent: number | undefined }): ScheduleRuns {
  const { deltaPercent } = parts;
  if (parts.runs !== 'auto') return { runs: parts.runs, deltaPercent };
  const maxRuns = parts.maxRuns ?? COMPARE_JS_RUNS;
  return { runs: maxRuns, adaptive: { maxRuns }, deltaPercent };
}

/** Where the binaries come from (default: auto), the cache folder as the surface decided it. */
function binariesOf(
  source: BinarySource | undefined,
  given: BinaryFetchSettings & { cacheDir: string },
  cwd: string,
): BinarySettings {
  return {
    source: source ?? binarySource.defaultOn('cli'),
    cacheDir: resolve(cwd, given.cacheDir),
    mirror: given.mirror,
    buildCommand: given.buildCommand,
    binaryPath: given.binaryPath,
    minFreeBytes: given.minFreeBytes,
  };
}

/**
 * The child time a comparison runs with: none with compare.js (which runs
 * each file's own n, byte for byte) or when `--set` says what a sized key
 * (n, dur, duration) is: what a contributor asks for is never overridden.
 */
function sizedChildren(
  childTimeMs: number | undefined,
  engine: CoreEngine | undefined,
  set: SetRecord,
): { childTimeMs?: number } {
  if (childTimeMs === undefined || engine === 'compare.js') return {};
  if (SIZED_KEYS.some((key) => key in set)) return {};
  return { childTimeMs };
}

/** What the values' presence must satisfy together, whichever surface gave them; the suite and checkout chosen. */
function checkCombination(
  parts: {
    /** argv text (the CLI, before its values are read) or a parsed spec */
    old?: string | BinarySpec;
    new?: string | BinarySpec;
    suite?: Suite;
    repo?: string;
    engine?: CoreEngine;
    runs: RunsSetting;
    seed?: unknown;
    shard?: unknown;
    /** argv text or a parsed LaneOption; the CLI's --duet flag */
    lanes?: unknown;
    duet?: boolean;
    maxTime?: unknown;
    timings?: unknown;
  },
  cwd: string,
): { repo: string | undefined; suite: Suite } {
  if (!parts.old || !parts.new)
    throw new RequestError('compare needs both --old and --new (a path, a version such as 20.0.0, or ref:<git ref>)');
  const repo = parts.repo === undefined ? (isNodeCheckout(cwd) ? cwd : undefined) : resolve(cwd, parts.repo);
  const suite = parts.suite ?? (repo !== undefined && isNodeCheckout(repo) ? 'core' : 'bundled');
  if (suite === 'core' && repo === undefined) {
    throw new RequestError('--suite core needs --repo <Node.js checkout> (a directory with benchmark/compare.js)');
  }
  if (suite === 'core' && !isNodeCheckout(repo!)) {
    throw new RequestError(
      `--repo ${parts.repo ?? cwd} is not a Node.js checkout: ${join(repo!, 'benchmark', 'compare.js')} does not exist`,
    );
  }
  for (const [option, spec] of [
    ['--old', parts.old],
    ['--new', parts.new],
  ] as const) {
    const isRef = typeof spec === 'string' ? spec.startsWith('ref:') : spec.kind === 'ref';
    if (isRef && repo === undefined) {
      const text = typeof spec === 'string' ? spec : formatBinarySpec(spec);
      throw new RequestError(`${option} ${text}: a git ref needs --repo <Node.js checkout> to build it from`);
    }
  }
  if (parts.engine !== undefined && suite !== 'core') {
    throw new RequestError('--engine chooses how the core suite runs; it needs --suite core');
  }
  if (parts.timings !== undefined && parts.shard === undefined && parts.maxTime === undefined) {
    throw new RequestError(
      '--timings splits a shard by expected time and orders a --max-time run; it needs --shard i/n or --max-time',
    );
  }
  if (parts.engine === 'compare.js' && parts.shard !== undefined) {
    throw new RequestError('--shard needs our engine: --engine compare.js runs whole files in a fixed order');
  }
  if (parts.runs === 'auto' && parts.engine === 'compare.js') {
    throw new RequestError('--runs auto needs our engine: --engine compare.js runs a fixed number of runs');
  }
  if (parts.engine === 'compare.js' && parts.seed !== undefined) {
    throw new RequestError('--seed sets the old/new order of our engine; --engine compare.js has a fixed order');
  }
  if (parts.engine === 'compare.js' && (parts.lanes !== undefined || parts.duet === true)) {
    throw new RequestError(
      '--lanes and --duet need our engine: --engine compare.js runs one benchmark process at a time, in its own order',
    );
  }
  return { repo, suite };
}

/** The same comparison on another schedule (a bisect step's runs and classifier on the scan's comparison). */
export function withSchedule(comparison: Comparison, schedule: ScheduleRuns): Comparison {
  return { ...comparison, schedule: { ...comparison.schedule, ...schedule } };
}

/** How the comparison's table is analysed: its correction, and its margin of "same" as the statistics take it (percent). */
export function analysisOptions(comparison: Comparison): DecidedOptions {
  return { correction: comparison.output.correction, deltaPercent: comparison.schedule.deltaPercent };
}
