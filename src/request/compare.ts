// The one validated description of a comparison, whichever trigger asks for it
// (CLI argv here; the Action's inputs and events build the same object).
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { checkSetKey } from '../options/set-key.ts';
import { checkPassEnv } from '../process/env.ts';
import { SANDBOX_MODES, type SandboxMode } from '../process/sandbox.ts';
import { parseBinarySpec, type BinarySpec } from '../binaries/spec.ts';
import { parseBinarySource, type BinarySource } from '../binaries/releases.ts';
import { parseCpuset } from '../run/cpuset.ts';
import { parseSeed } from '../run/prng.ts';
import { parseShard, type Shard } from '../run/shard.ts';
import type { CoreEngine } from '../run/core.ts';
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
  runs: number;
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

/** `--set key=value`, repeatable; a key given twice runs both values, as compare.js does. */
export function parseSetOptions(values: readonly string[]): Record<string, string[]> {
  const set = new Map<string, string[]>();
  for (const text of values) {
    const eq = text.indexOf('=');
    if (eq <= 0) throw new RequestError(`--set needs key=value (e.g. --set n=1000); got ${JSON.stringify(text)}`);
    const key = checkSetKey(text.slice(0, eq), '--set key');
    const value = text.slice(eq + 1);
    set.set(key, [...(set.get(key) ?? []), value]);
  }
  // A Map first: keys such as `constructor` or `__proto__` must not meet Object.prototype.
  return Object.fromEntries(set);
}

/** The inverse of parseSetOptions: `key=value` items, repeated keys repeated. */
export function formatSetOptions(set: Readonly<Record<string, readonly string[]>>): string[] {
  return Object.entries(set).flatMap(([key, values]) => values.map((value) => `${key}=${value}`));
}

/** Durations for --timeout and --max-time: `90` (seconds), `90s`, `15m`, `2h`. */
export function parseDuration(text: string, option: string): number {
  const match = /^(\d+(?:\.\d+)?)(ms|s|m|h)?$/.exec(text.trim());
  const units = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 } as const;
  if (!match || Number(match[1]) <= 0) {
    throw new RequestError(
      `${option} must be a positive duration such as 90, 90s, 15m or 2h; got ${JSON.stringify(text)}`,
    );
  }
  return Number(match[1]) * units[(match[2] ?? 's') as keyof typeof units];
}

/** How long a build may take unless told otherwise (a first node core build on 2 cores is 60–90 min). */
export const DEFAULT_BUILD_TIMEOUT_MS = 3 * 3_600_000;

/** `auto`, `bwrap` or `none`; `where` is the option as the user spelled it (`--sandbox`, `input sandbox`). */
export function parseSandboxMode(text: string | undefined, where: string): SandboxMode {
  if (text === undefined || text.trim() === '') return 'auto';
  const mode = text.trim();
  if ((SANDBOX_MODES as readonly string[]).includes(mode)) return mode as SandboxMode;
  throw new RequestError(`${where} must be one of ${SANDBOX_MODES.join(', ')}; got ${JSON.stringify(text)}`);
}

/** Names of host variables to pass to builds and benchmarks: comma or space separated, repeatable. */
export function parsePassEnv(values: readonly string[] | undefined, where: string): string[] {
  const names = (values ?? []).flatMap((value) => value.split(/[\s,]+/)).filter(Boolean);
  try {
    return checkPassEnv(names, where);
  } catch (error) {
    throw new RequestError((error as Error).message);
  }
}

export function parseBuildTimeout(text: string | undefined, where: string): number {
  return text === undefined || text.trim() === '' ? DEFAULT_BUILD_TIMEOUT_MS : parseDuration(text, where);
}

export function parseGibibytes(text: string, option: string): number {
  if (!/^\d+(\.\d+)?$/.test(text.trim()))
    throw new RequestError(`${option} must be a number of GiB; got ${JSON.stringify(text)}`);
  return Number(text) * 2 ** 30;
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
  runs: number;
  seed?: string;
  cpuset?: string;
  timeout?: string;
  maxTime?: string;
  shard?: string;
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
  if (raw.engine === 'compare.js' && raw.shard !== undefined) {
    throw new RequestError('--shard needs our engine: --engine compare.js runs whole files in a fixed order');
  }
  if (raw.engine === 'compare.js' && raw.seed !== undefined) {
    throw new RequestError('--seed sets the old/new order of our engine; --engine compare.js has a fixed order');
  }
  const timestamp = now.toISOString().replace(/[:.]/g, '-');
  return {
    old: parseBinarySpec(raw.old, '--old', cwd),
    new: parseBinarySpec(raw.new, '--new', cwd),
    suite,
    repo,
    groups: raw.groups,
    filter: raw.filter ?? [],
    exclude: raw.exclude ?? [],
    set: parseSetOptions(raw.set ?? []),
    runs: raw.runs,
    seed: raw.seed === undefined ? undefined : parseSeed(raw.seed),
    cpuset: raw.cpuset === undefined ? undefined : parseCpuset(raw.cpuset),
    timeoutMs: raw.timeout === undefined ? undefined : parseDuration(raw.timeout, '--timeout'),
    maxTimeMs: raw.maxTime === undefined ? undefined : parseDuration(raw.maxTime, '--max-time'),
    shard: raw.shard === undefined ? undefined : parseShard(raw.shard),
    engine: raw.engine,
    out: resolve(cwd, raw.out ?? `node-bench-${timestamp}.csv`),
    format: raw.format,
    correction: raw.correction,
    failOnRegression: raw.failOnRegression,
    quiet: raw.quiet,
    binarySource: raw.binarySource === undefined ? 'auto' : parseBinarySource(raw.binarySource),
    cacheDir: raw.cacheDir === undefined ? undefined : resolve(cwd, raw.cacheDir),
    mirror: raw.mirror,
    buildCommand: raw.buildCommand,
    binaryPath: raw.binaryPath,
    minFreeBytes: raw.minFreeGb === undefined ? undefined : parseGibibytes(raw.minFreeGb, '--min-free-gb'),
    suiteDir: raw.suiteDir === undefined ? undefined : resolve(cwd, raw.suiteDir),
    sandbox: parseSandboxMode(raw.sandbox, '--sandbox'),
    passEnv: parsePassEnv(raw.passEnv, '--pass-env'),
    buildTimeoutMs: parseBuildTimeout(raw.buildTimeout, '--build-timeout'),
  };
}
