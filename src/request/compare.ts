// The one validated description of a comparison, whichever trigger asks for it
// (CLI argv here; the Action's inputs and events build the same object).
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { binarySource, buildTimeout, maxTime, minFreeGb, passEnv, sandbox, timeout } from '../options/execution.ts';
import { parseWith } from '../options/option.ts';
import { gibibytes } from '../options/schemas.ts';
import { DEFAULT_RUNS, exclude, filter, set as setOption } from '../options/selection.ts';
import type { SandboxMode } from '../process/sandbox.ts';
import { parseBinarySpec, type BinarySpec } from '../binaries/spec.ts';
import type { BinarySource } from '../binaries/releases.ts';
import { parseCpuset } from '../run/cpuset.ts';
import { parseSeed } from '../run/prng.ts';
import { parseShard, type Shard } from '../run/shard.ts';
import type { CoreEngine } from '../run/core.ts';
import type { AdaptiveRunOptions } from '../run/execute.ts';
import type { Correction } from '../stats/analyze.ts';
import type { Format } from '../report/render.ts';
import { RequestError } from './errors.ts';

export type Suite = 'bundled' | 'core';
export const SUITES: readonly Suite[] = ['bundled', 'core'];

export interface CompareRequest {
  old: BinarySpec;
  new: BinarySpec;
  suite: Suite;
  /** Node.js checkout: the core suite's benchmark/ and the source of `ref:` specs */
  repo?: string;
  /** bundled groups or core categories */
  groups: string[];
  filter: string[];
  exclude: string[];
  set: Record<string, string[]>;
  /** runs per side; with `adaptive`, the cap (max-runs) */
  runs: number;
  /** --runs auto: rounds until each configuration is settled (delta as a fraction); or a bisect step's classifier */
  adaptive?: AdaptiveRunOptions;
  /** the margin of "same" as a fraction (--delta), fixed runs or auto; absent: DEFAULT_DELTA_PERCENT */
  delta?: number;
  /** --timings: the timing history a shard is split by (absent: by count) */
  timings?: string;
  seed?: number;
  cpuset?: string;
  timeoutMs?: number;
  maxTimeMs?: number;
  shard?: Shard;
  /** core suite: our engine (default) or the checkout's compare.js */
  engine?: CoreEngine;
  /** CSV path: rows are appended as they arrive */
  out: string;
  format: Format;
  correction: Correction;
  failOnRegression: boolean;
  quiet: boolean;
  binarySource: BinarySource;
  cacheDir?: string;
  mirror?: string;
  buildCommand?: string;
  /** the built binary, relative to the checkout (default out/Release/node) */
  binaryPath?: string;
  /** refuse to build a ref with less free disk than this */
  minFreeBytes?: number;
  /** a bundled-style suite other than ours (createBenchmark files in group directories) */
  suiteDir?: string;
  /** where builds and benchmarks run (see src/process/sandbox.ts) */
  sandbox: SandboxMode;
  /** host variables builds and benchmarks get besides the allowlist */
  passEnv: string[];
  buildTimeoutMs: number;
}

/** A Node.js checkout is a directory with benchmark/compare.js. */
export function isNodeCheckout(dir: string): boolean {
  return existsSync(join(dir, 'benchmark', 'compare.js'));
}

/** `key=value` items from a set record (what the runners and buildCompareRequest take). */
export const formatSetOptions = setOption.format;

/** For callers that name the option themselves (the Action's `input min-free-gb`). */
export function parseGibibytes(text: string, option: string): number {
  return parseWith(gibibytes, text.trim(), option, 'cli');
}

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
  timeout?: string;
  maxTime?: string;
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
  sandbox?: string;
  passEnv?: string[];
  buildTimeout?: string;
}

/** Validates everything up front, so nothing is downloaded or run for a request that would fail later. */
/** `node-bench-<time>.csv`: the name of a run's CSV when --out does not give one. */
export function resultsFileName(now: Date): string {
  return `node-bench-${now.toISOString().replace(/[:.]/g, '-')}.csv`;
}

export function buildCompareRequest(raw: RawCompareOptions, cwd: string, now: Date = new Date()): CompareRequest {
  if (!raw.old || !raw.new)
    throw new RequestError('compare needs both --old and --new (a path, a version such as 20.0.0, or ref:<git ref>)');
  const repo = raw.repo === undefined ? (isNodeCheckout(cwd) ? cwd : undefined) : resolve(cwd, raw.repo);
  const suite = raw.suite ?? (repo !== undefined && isNodeCheckout(repo) ? 'core' : 'bundled');
  if (suite === 'core' && repo === undefined) {
    throw new RequestError('--suite core needs --repo <Node.js checkout> (a directory with benchmark/compare.js)');
  }
  if (suite === 'core' && !isNodeCheckout(repo!)) {
    throw new RequestError(
      `--repo ${raw.repo ?? cwd} is not a Node.js checkout: ${join(repo!, 'benchmark', 'compare.js')} does not exist`,
    );
  }
  for (const [option, spec] of [
    ['--old', raw.old],
    ['--new', raw.new],
  ] as const) {
    if (spec.startsWith('ref:') && repo === undefined) {
      throw new RequestError(`${option} ${spec}: a git ref needs --repo <Node.js checkout> to build it from`);
    }
  }
  if (raw.engine !== undefined && suite !== 'core') {
    throw new RequestError('--engine chooses how the core suite runs; it needs --suite core');
  }
  if (raw.timings !== undefined && raw.shard === undefined && raw.maxTime === undefined) {
    throw new RequestError(
      '--timings splits a shard by expected time and orders a --max-time run; it needs --shard i/n or --max-time',
    );
  }
  if (raw.engine === 'compare.js' && raw.shard !== undefined) {
    throw new RequestError('--shard needs our engine: --engine compare.js runs whole files in a fixed order');
  }
  if (raw.runs === 'auto' && raw.engine === 'compare.js') {
    throw new RequestError('--runs auto needs our engine: --engine compare.js runs a fixed number of runs');
  }
  if (raw.engine === 'compare.js' && raw.seed !== undefined) {
    throw new RequestError('--seed sets the old/new order of our engine; --engine compare.js has a fixed order');
  }
  return {
    old: parseBinarySpec(raw.old, '--old', cwd),
    new: parseBinarySpec(raw.new, '--new', cwd),
    suite,
    repo,
    groups: raw.groups,
    filter: filter.parse(raw.filter ?? [], 'cli'),
    exclude: exclude.parse(raw.exclude ?? [], 'cli'),
    set: setOption.parse(raw.set ?? [], 'cli'),
    runs: raw.runs === 'auto' ? (raw.maxRuns ?? DEFAULT_RUNS) : raw.runs,
    ...(raw.runs === 'auto' ? { adaptive: { maxRuns: raw.maxRuns ?? DEFAULT_RUNS, delta: raw.delta } } : {}),
    ...(raw.delta !== undefined ? { delta: raw.delta } : {}),
    seed: raw.seed === undefined ? undefined : parseSeed(raw.seed),
    cpuset: raw.cpuset === undefined ? undefined : parseCpuset(raw.cpuset),
    timeoutMs: timeout.parse(raw.timeout, 'cli'),
    maxTimeMs: maxTime.parse(raw.maxTime, 'cli'),
    shard: raw.shard === undefined ? undefined : parseShard(raw.shard),
    ...(raw.timings === undefined ? {} : { timings: resolve(cwd, raw.timings) }),
    engine: raw.engine,
    out: resolve(cwd, raw.out ?? resultsFileName(now)),
    format: raw.format,
    correction: raw.correction,
    failOnRegression: raw.failOnRegression,
    quiet: raw.quiet,
    binarySource: binarySource.parse(raw.binarySource, 'cli'),
    cacheDir: raw.cacheDir === undefined ? undefined : resolve(cwd, raw.cacheDir),
    mirror: raw.mirror,
    buildCommand: raw.buildCommand,
    binaryPath: raw.binaryPath,
    minFreeBytes: minFreeGb.parse(raw.minFreeGb, 'cli'),
    suiteDir: raw.suiteDir === undefined ? undefined : resolve(cwd, raw.suiteDir),
    sandbox: sandbox.parse(raw.sandbox, 'cli'),
    passEnv: passEnv.parse(raw.passEnv, 'cli'),
    buildTimeoutMs: buildTimeout.parse(raw.buildTimeout, 'cli'),
  };
}
