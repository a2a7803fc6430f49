// The one validated description of a comparison, whichever trigger asks for it:
// comparisonFrom builds it from typed parts (the execute job, the nightly),
// buildComparison is the CLI's edge (argv text read by each option's rule).
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import {
  binarySource,
  childTime,
  childTimeMsOf,
  maxTime,
  minFreeGb,
  seed as seedOption,
  shard as shardOption,
  cpuset as cpusetOption,
  lanes as lanesOption,
  type LaneOption,
  type Shard,
  timeout,
} from './execution.ts';
import { DEFAULT_RUNS, exclude, filter, set as setOption, type SetRecord } from './selection.ts';
import { formatBinarySpec, parseBinarySpec, type BinarySpec } from './binary-spec.ts';
import type { BinarySource } from './execution.ts';
import type { CoreEngine, CpuList, Seed } from './execution.ts';
import type { Binary } from '../stats/csv.ts';
import type { Correction } from '../stats/analyze.ts';
import type { Format } from './output.ts';
import { RequestError } from '../errors.ts';
import { SIZED_KEYS } from './set-key.ts';

export type Suite = 'bundled' | 'core';
export const SUITES: readonly Suite[] = ['bundled', 'core'];

/** --runs auto: the cap and, optionally, the schedule and the equivalence margin. */
export interface AdaptiveRunOptions {
  /** runs per side at most (max-runs) */
  maxRuns: number;
  /** runs per side before the first look (default ADAPTIVE_DEFAULTS') */
  minRuns?: number;
  /** runs per side between looks (default ADAPTIVE_DEFAULTS') */
  roundRuns?: number;
  /** the margin of "same" as a fraction (0.02 = ±2 %); default DEFAULT_DELTA_PERCENT */
  delta?: number;
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

export interface Schedule {
  /** runs per side; with `adaptive`, the cap (max-runs) */
  runs: number;
  /** --runs auto: rounds until each configuration is settled (delta as a fraction); or a bisect step's classifier */
  adaptive?: AdaptiveRunOptions;
  /** the margin of "same" as a fraction (--delta), fixed runs or auto; absent: DEFAULT_DELTA_PERCENT */
  delta?: number;
  seed?: Seed;
  shard?: Shard;
  /** --timings: the timing history a shard is split by (absent: by count) */
  timings?: string;
  cpuset?: CpuList;
  /** --lanes/--duet: children at once, each lane on CPUs of its own (run/lanes.ts); absent: one lane */
  lanes?: LaneOption;
  timeoutMs?: number;
  maxTimeMs?: number;
  /** --child-time: each configuration's `n` sized to this much timed work per child; absent: the files' own n */
  childTimeMs?: number;
}

export interface BinarySettings {
  source: BinarySource;
  cacheDir?: string;
  mirror?: string;
  buildCommand?: string;
  /** the built binary, relative to the checkout (default out/Release/node) */
  binaryPath?: string;
  /** refuse to build a ref with less free disk than this */
  minFreeBytes?: number;
}

export interface Output {
  /** CSV path: rows are appended as they arrive */
  out: string;
  format: Format;
  correction: Correction;
  failOnRegression: boolean;
  quiet: boolean;
}

/** A Node.js checkout is a directory with benchmark/compare.js. */
export function isNodeCheckout(dir: string): boolean {
  return existsSync(join(dir, 'benchmark', 'compare.js'));
}

/** node-bench compare's options as argv text (buildComparison reads them). */
export interface RawCompareOptions {
  old?: string;
  new?: string;
  suite?: Suite;
  repo?: string;
  groups: string[];
  filter?: string[];
  exclude?: string[];
  set?: string[];
  runs: number | 'auto';
  /** the cap of --runs auto */
  maxRuns?: number;
  /** --delta, the margin of "same", as a fraction */
  delta?: number;
  seed?: string;
  cpuset?: string;
  /** --lanes N or LIST/LIST…, and the --duet flag */
  lanes?: string;
  duet?: boolean;
  timeout?: string;
  maxTime?: string;
  childTime?: string;
  shard?: string;
  /** --timings FILE: split the shard by the expected times in it */
  timings?: string;
  engine?: CoreEngine;
  out?: string;
  format: Format;
  correction: Correction;
  failOnRegression: boolean;
  quiet: boolean;
  binarySource?: string;
  cacheDir?: string;
  mirror?: string;
  buildCommand?: string;
  binaryPath?: string;
  minFreeGb?: string;
  suiteDir?: string;
}

/** `node-bench-<time>.csv`: the name of a run's CSV when --out does not give one. */
export function resultsFileName(now: Date): string {
  return `node-bench-${now.toISOString().replace(/[:.]/g, '-')}.csv`;
}

/**
 * The typed parts of a comparison, as a surface's edge parsed them (the CLI's
 * argv: buildComparison; the Action's inputs and request; the nightly).
 * How it runs (sandbox, passed variables, build time limit) is not a part:
 * each surface decides that and hands it to runComparison beside the request.
 */
export type CompareParts = Selection &
  Omit<Schedule, 'runs' | 'adaptive'> &
  Omit<BinarySettings, 'source'> &
  Omit<Output, 'out'> & {
    old: BinarySpec;
    new: BinarySpec;
    suite?: Suite;
    repo?: string;
    engine?: CoreEngine;
    suiteDir?: string;
    /** a fixed count, or auto: rounds up to maxRuns */
    runs: number | 'auto';
    /** the cap of runs auto */
    maxRuns?: number;
    /** absent: auto */
    binarySource?: BinarySource;
    /** absent: node-bench-<time>.csv in cwd */
    out?: string;
  };

/**
 * The one constructor of a comparison from typed parts. Checks how the parts
 * fit together (a core suite needs a checkout…) up front, so nothing is
 * downloaded or run for a request that would fail later; the values
 * themselves were checked where they were read.
 */
export function comparisonFrom(parts: CompareParts, cwd: string, now: Date = new Date()): Comparison {
  return assemble(parts, checkCombination(parts, cwd), cwd, now);
}

/** The parts, nested by concern, once checkCombination has chosen the suite and checkout. */
function assemble(
  parts: CompareParts,
  { repo, suite }: ReturnType<typeof checkCombination>,
  cwd: string,
  now: Date,
): Comparison {
  return {
    sides: { old: parts.old, new: parts.new },
    suite: {
      kind: suite,
      repo,
      engine: parts.engine,
      dir: parts.suiteDir === undefined ? undefined : resolve(cwd, parts.suiteDir),
    },
    selection: { groups: parts.groups, filter: [...parts.filter], exclude: [...parts.exclude], set: parts.set },
    schedule: {
      runs: parts.runs === 'auto' ? (parts.maxRuns ?? DEFAULT_RUNS) : parts.runs,
      ...(parts.runs === 'auto' ? { adaptive: { maxRuns: parts.maxRuns ?? DEFAULT_RUNS, delta: parts.delta } } : {}),
      ...(parts.delta !== undefined ? { delta: parts.delta } : {}),
      seed: parts.seed,
      shard: parts.shard,
      ...(parts.timings === undefined ? {} : { timings: resolve(cwd, parts.timings) }),
      cpuset: parts.cpuset,
      ...(parts.lanes === undefined ? {} : { lanes: parts.lanes }),
      timeoutMs: parts.timeoutMs,
      maxTimeMs: parts.maxTimeMs,
      ...sizedChildren(parts),
    },
    binaries: {
      source: parts.binarySource ?? binarySource.defaultOn('cli'),
      cacheDir: parts.cacheDir === undefined ? undefined : resolve(cwd, parts.cacheDir),
      mirror: parts.mirror,
      buildCommand: parts.buildCommand,
      binaryPath: parts.binaryPath,
      minFreeBytes: parts.minFreeBytes,
    },
    output: {
      out: resolve(cwd, parts.out ?? resultsFileName(now)),
      format: parts.format,
      correction: parts.correction,
      failOnRegression: parts.failOnRegression,
      quiet: parts.quiet,
    },
  };
}

/**
 * The child time a comparison runs with: none with compare.js (which runs
 * each file's own n, byte for byte) or when `--set` says what a sized key
 * (n, dur, duration) is: what a contributor asks for is never overridden.
 */
function sizedChildren(parts: CompareParts): { childTimeMs?: number } {
  if (parts.childTimeMs === undefined || parts.engine === 'compare.js') return {};
  if (SIZED_KEYS.some((key) => key in parts.set)) return {};
  return { childTimeMs: parts.childTimeMs };
}

/** What the parts' presence must satisfy together, whichever surface gave them; the suite and checkout chosen. */
function checkCombination(
  parts: Pick<CompareParts, 'suite' | 'repo' | 'engine' | 'runs'> & {
    /** argv text (the CLI, before its values are read) or a parsed spec */
    old?: string | BinarySpec;
    new?: string | BinarySpec;
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

/**
 * The CLI's edge: argv text to a comparison. How the options fit together is
 * checked first (as it always was), then each value by its option's rule,
 * worded as its flag, the binary specs last (their grammar resolves paths
 * against cwd).
 */
export function buildComparison(raw: RawCompareOptions, cwd: string, now: Date = new Date()): Comparison {
  const chosen = checkCombination(raw, cwd);
  const values = {
    filter: filter.parse(raw.filter ?? [], 'cli'),
    exclude: exclude.parse(raw.exclude ?? [], 'cli'),
    set: setOption.parse(raw.set ?? [], 'cli'),
    seed: seedOption.parse(raw.seed, 'cli'),
    cpuset: cpusetOption.parse(raw.cpuset, 'cli'),
    lanes: lanesOption.parse(raw.lanes, raw.duet ?? false, 'cli'),
    timeoutMs: timeout.parse(raw.timeout, 'cli'),
    maxTimeMs: maxTime.parse(raw.maxTime, 'cli'),
    ...childTimeMsOf(childTime.parse(raw.childTime, 'cli')),
    shard: shardOption.parse(raw.shard, 'cli'),
    binarySource: binarySource.parse(raw.binarySource, 'cli'),
    minFreeBytes: minFreeGb.parse(raw.minFreeGb, 'cli'),
  };
  return assemble(
    {
      ...raw,
      ...values,
      // checkCombination saw both
      old: parseBinarySpec(raw.old!, '--old', cwd),
      new: parseBinarySpec(raw.new!, '--new', cwd),
    },
    chosen,
    cwd,
    now,
  );
}

/** The same comparison on another schedule (a bisect step's runs and classifier on the scan's comparison). */
export function withSchedule(comparison: Comparison, schedule: Partial<Schedule>): Comparison {
  return { ...comparison, schedule: { ...comparison.schedule, ...schedule } };
}

/** How the comparison's table is analysed: its correction, and its margin of "same" as the statistics take it (percent). */
export function analysisOptions(comparison: Comparison): { correction: Correction; deltaPercent?: number } {
  const { delta } = comparison.schedule;
  return { correction: comparison.output.correction, ...(delta === undefined ? {} : { deltaPercent: delta * 100 }) };
}
