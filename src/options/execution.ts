// How to run — builds, benchmarks and their limits — for the CLI and the
// Action's inputs (a /benchmark comment cannot set any of these: they decide
// what PR code may do on the runner, so they are the workflow author's).
import { randomInt } from 'node:crypto';

import { checkPassEnv } from '../process/env.ts';
import { SANDBOX_MODES, type SandboxMode } from '../process/sandbox.ts';
import { RequestError } from '../errors.ts';
import { isAbsent, Option, spelled, type Surface, type TextSchema } from './option.ts';
import { oneOf } from './choice.ts';
import { duration, durationOrOff, flag, gibibytes, orUnset } from './schemas.ts';
import type { Made } from './made.ts';

/** How long a build may take unless told otherwise (a first node core build on 2 cores is 60–90 min). */
export const DEFAULT_BUILD_TIMEOUT_MS = 3 * 3_600_000;

/** The same name as a CLI flag and an Action input. */
const flagAndInput = <const N extends string>(name: N) => ({ cli: name, input: name }) as const;

/**
 * Where builds and benchmarks run (src/process/sandbox.ts): `auto` uses
 * bubblewrap and, for PR code, refuses to run without it; `none` is safe only
 * on an ephemeral runner.
 */
export const sandbox = new Option({ names: flagAndInput('sandbox'), schema: oneOf(SANDBOX_MODES), default: 'auto' });

export const buildTimeout = new Option({
  names: flagAndInput('build-timeout'),
  schema: duration,
  default: DEFAULT_BUILD_TIMEOUT_MS,
});

/** One benchmark process's time limit (none unless given) */
export const timeout = new Option({ names: flagAndInput('timeout'), schema: orUnset(duration), default: undefined });

/** The whole run's time limit, keeping what was measured (none unless given) */
export const maxTime = new Option({ names: flagAndInput('max-time'), schema: orUnset(duration), default: undefined });

/**
 * The default timed work of one child. Startup and setup of a child cost
 * ~0.1–0.3 s whatever `n` is, so a much shorter target would spend more time
 * starting than measuring; V8 has optimized a micro-benchmark's loop within
 * a few ms, so 300 ms of timed work is well past warm-up; and run-to-run
 * noise on a shared runner is dominated by the machine, not by `n`, once a
 * child measures more than ~100 ms (bench/data: noise-quiet, noise-loaded).
 */
export const DEFAULT_CHILD_TIME_MS = 300;

/**
 * The timed work each benchmark child is sized to (run/plan/sizing.ts): `off`
 * runs every file's own `n`, as compare.js does.
 */
export const childTime = new Option({
  names: flagAndInput('child-time'),
  schema: durationOrOff,
  default: DEFAULT_CHILD_TIME_MS as number | 'off',
});

/** The child time as a comparison carries it: absent when off. */
export function childTimeMsOf(value: number | 'off'): { childTimeMs?: number } {
  return value === 'off' ? {} : { childTimeMs: value };
}

/** The free-disk floor for a build, in bytes (the builder's own default unless given) */
export const minFreeGb = new Option({
  names: flagAndInput('min-free-gb'),
  schema: orUnset(gibibytes),
  default: undefined,
});

export const BINARY_SOURCES = ['auto', 'dist', 'npm'] as const;
/** Where release binaries come from; `auto` is dist, then npm when the dist host cannot be reached. */
export type BinarySource = (typeof BINARY_SOURCES)[number];

/** Where releases come from; any case (`NPM`), as NODE_BENCH_BINARY_SOURCE-style values are written. */
export const binarySource = new Option({
  names: flagAndInput('binary-source'),
  schema: oneOf(BINARY_SOURCES, true),
  default: 'auto',
});

/** How the core suite runs (src/run/suites/core-compare-js.ts): our engine, or the checkout's benchmark/compare.js. */
export const CORE_ENGINES = ['node-bench', 'compare.js'] as const;
export type CoreEngine = (typeof CORE_ENGINES)[number];

/** How --suite core runs (src/run/suites/core-compare-js.ts); unset means ours, and only core takes it. */
export const engine = new Option({
  names: { cli: 'engine' },
  schema: oneOf(CORE_ENGINES) as TextSchema<CoreEngine | undefined>,
  default: undefined,
});

/** `auto`: the core suite in a Node.js checkout, else ours. */
export const suite = new Option({
  names: flagAndInput('suite'),
  schema: oneOf(['auto', 'bundled', 'core'] as const),
  default: 'auto',
});

/**
 * Host variables whose values builds and benchmarks get besides those
 * src/process/env.ts passes (which also refuses credentials even when named):
 * comma or space separated, the CLI option repeatable.
 */
export const passEnv = {
  names: flagAndInput('pass-env'),
  repeatable: true,
  default: [] as readonly string[],
  parse(values: readonly string[] | undefined, surface: Surface): string[] {
    const names = (values ?? []).flatMap((value) => value.split(/[\s,]+/)).filter(Boolean);
    try {
      return checkPassEnv(names, spelled(passEnv.names, surface));
    } catch (error) {
      throw new RequestError((error as Error).message);
    }
  },
} as const;

/**
 * How builds and benchmarks run. It travels beside the comparison, not in it:
 * each surface decides it (the CLI and the Action from these options, the
 * nightly from its own) and hands it to the pipeline with the sandbox chosen.
 */
export interface ExecutionPolicy {
  sandbox: SandboxMode;
  /** host variables builds and benchmarks get besides the allowlist */
  passEnv: string[];
  buildTimeoutMs: number;
}

/** The policy from a surface's text (absent: each option's default). */
export function executionPolicy(
  text: { sandbox: string | undefined; passEnv: readonly string[] | undefined; buildTimeout: string | undefined },
  surface: Surface,
): ExecutionPolicy {
  return {
    sandbox: sandbox.parse(text.sandbox, surface),
    passEnv: passEnv.parse(text.passEnv, surface),
    buildTimeoutMs: buildTimeout.parse(text.buildTimeout, surface),
  };
}

/**
 * One shard of a split run (src/run/plan/shard.ts): the index-th, from 1, of count,
 * with 1 <= index <= count; made only by shardOf.
 */
export type Shard = Made<
  {
    /** 1-based */
    readonly index: number;
    readonly count: number;
  },
  'Shard'
>;

/**
 * `--shard i/n` / `input shard`: one of n jobs that split the configurations
 * between them (1 <= i <= n). Absent (or a blank input): no split.
 */
export const shard = {
  names: flagAndInput('shard'),
  parse(text: string | undefined, surface: Surface): Shard | undefined {
    if (isAbsent(text, surface)) return undefined;
    return shardOf(text, spelled(shard.names, surface));
  },
} as const;

/** Reads `i/n`; `name` is the option as its surface spells it (`--shard`, `input shard`). */
export function shardOf(text: string, name: string): Shard {
  const match = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(text);
  if (!match) {
    throw new RequestError(
      `${name} must look like i/n (for example 1/4: the first of four shards); got ${JSON.stringify(text)}`,
    );
  }
  const index = Number(match[1]);
  const count = Number(match[2]);
  if (count < 1) throw new RequestError(`${name} ${text}: the shard count must be at least 1`);
  if (index < 1 || index > count) {
    throw new RequestError(`${name} ${text}: the shard number must be from 1 to ${count} (shards are numbered from 1)`);
  }
  return { index, count } as Shard;
}

/**
 * `--cpuset` / `input cpuset`: the CPUs every benchmark child is pinned to
 * (`taskset -c`), in taskset's list syntax. Absent (or a blank input): none.
 */
export const cpuset = {
  names: flagAndInput('cpuset'),
  parse(text: string | undefined, surface: Surface): CpuList | undefined {
    if (isAbsent(text, surface)) return undefined;
    return cpuListOf(text, spelled(cpuset.names, surface));
  },
} as const;

/**
 * A CPU list in taskset's syntax, without blanks: it reaches taskset's and
 * compare.js's argv (`--set CPUSET=`), so cpuListOf is the only way to one.
 */
export type CpuList = Made<string, 'CpuList'>;

/**
 * taskset's list syntax: CPUs and ranges separated by commas, e.g. `0`,
 * `0-1`, `0,2-3`. Returns the list without blanks; `name` is the option as
 * its surface spells it.
 */
export function cpuListOf(text: string, name: string): CpuList {
  const value = text.replace(/\s+/g, '');
  if (!/^\d+(-\d+)?(,\d+(-\d+)?)*$/.test(value)) {
    throw new RequestError(
      `${name} ${JSON.stringify(text)} is not a CPU list: use a CPU number (0), ` +
        `a range (0-3) or a comma-separated list of both (0,2-3)`,
    );
  }
  for (const part of value.split(',')) {
    const [low, high] = part.split('-').map(Number) as [number, number | undefined];
    if (high !== undefined && high < low) {
      throw new RequestError(`${name} ${JSON.stringify(text)}: range ${part} ends before it starts`);
    }
  }
  return value as CpuList;
}

/** Largest seed accepted: seeds are unsigned 32-bit integers. */
export const MAX_SEED = 0xffffffff;

/** A seed of our engine's old/new order, 0 to MAX_SEED: made by seedOf or drawSeed. */
export type Seed = Made<number, 'Seed'>;

/** `--seed`: the old/new order of our engine, replayed exactly (CLI only: the Action prints the seed it drew). */
export const seed = {
  names: { cli: 'seed' },
  parse(text: string | undefined, surface: Surface): Seed | undefined {
    if (isAbsent(text, surface)) return undefined;
    return seedOf(text, spelled(seed.names, surface));
  },
} as const;

/** A decimal integer from 0 to MAX_SEED; `name` is the option as its surface spells it. */
export function seedOf(text: string, name: string): Seed {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed) || Number(trimmed) > MAX_SEED) {
    throw new RequestError(`${name} must be a whole number from 0 to ${MAX_SEED}; got ${JSON.stringify(text)}`);
  }
  return Number(trimmed) as Seed;
}

/** A fresh random seed, for runs that did not ask for one (it is printed, so --seed replays the run). */
export function drawSeed(): Seed {
  return randomInt(0, MAX_SEED + 1) as Seed;
}

/**
 * `--lanes` / `--duet` (inputs `lanes`, `duet`): benchmark children run in
 * this many lanes at once, each pinned to its own CPUs (run/measure/lanes.ts). Absent:
 * one lane, one child at a time (compare.js's way).
 */
export interface LaneOption {
  /** lanes; with `cpusets`, its length; `auto`: one a physical core of the --cpuset (or the machine), said in the plan */
  count: number | 'auto';
  /** each lane's CPUs as given (`--lanes 0-3/4-7`); null: the --cpuset (or every online CPU) split evenly */
  cpusets: CpuList[] | null;
  /** pairs of lanes run old and new of one configuration's run at the same moment (count is even) */
  duet: boolean;
  /** how the options were given (the CLI's flags, the Action's inputs): refusals on this machine name them so */
  surface: Surface;
}

/** The most lanes `--lanes N` takes: more than any runner has CPUs (the machine's own count refuses the rest). */
export const MAX_LANES = 4096;

/**
 * `--duet` / `input duet`: pairs of lanes run old and new of one
 * configuration's run at the same moment (Bulej et al. 2020). The CLI's is a
 * boolean flag; the input reads the Action's true/false spellings.
 */
export const duet = new Option({ names: flagAndInput('duet'), schema: flag, default: false });

/**
 * `--lanes N|auto|LIST/LIST…` / `input lanes`, with `--duet`: N lanes (the
 * --cpuset, or every online CPU, split evenly; run/measure/lanes.ts), one a physical
 * core (`auto`), or each lane's CPUs in taskset's list syntax, separated by
 * `/` (`0-3/4-7`). --duet alone
 * means two lanes; duet pairs lanes, so their count must be even. Absent (a
 * blank input) and no duet: undefined, one lane.
 */
export const lanes = {
  names: flagAndInput('lanes'),
  parse(text: string | undefined, withDuet: boolean, surface: Surface): LaneOption | undefined {
    const name = spelled(lanes.names, surface);
    if (isAbsent(text, surface)) return withDuet ? { count: 2, cpusets: null, duet: true, surface } : undefined;
    const option = laneOptionOf(text.trim(), withDuet, surface);
    if (withDuet && option.count !== 'auto' && option.count % 2 === 1) {
      throw new RequestError(
        `${spelled(duet.names, surface)} runs old and new side by side on pairs of lanes: ` +
          `${name} ${text.trim()} gives ${option.count} lane${option.count === 1 ? '' : 's'}; give an even number`,
      );
    }
    return option;
  },
} as const;

/** `N` or `LIST/LIST…` (see `lanes`), refused in words of `surface`. */
function laneOptionOf(text: string, withDuet: boolean, surface: Surface): LaneOption {
  const name = spelled(lanes.names, surface);
  if (text === 'auto') return { count: 'auto', cpusets: null, duet: withDuet, surface };
  if (/^\d+$/.test(text)) {
    const count = Number(text);
    if (count < 1 || count > MAX_LANES) {
      throw new RequestError(`${name} must be a number of lanes from 1 to ${MAX_LANES}; got ${JSON.stringify(text)}`);
    }
    return { count, cpusets: null, duet: withDuet, surface };
  }
  if (!text.includes('/')) {
    throw new RequestError(
      `${name} must be a number of lanes (2), auto (one a physical core) or each lane's CPUs separated by / (0-3/4-7); ` +
        `got ${JSON.stringify(text)}${/^[\d,-]+$/.test(text) ? ` (one lane on CPUs ${text} is ${spelled(cpuset.names, surface)} ${text})` : ''}`,
    );
  }
  const cpusets = text.split('/').map((part, index) => {
    if (part.trim() === '') {
      throw new RequestError(`${name} ${text}: lane ${index + 1} has no CPUs (give each lane's CPUs between the /)`);
    }
    return cpuListOf(part, `${name} ${text}: lane ${index + 1}`);
  });
  return { count: cpusets.length, cpusets, duet: withDuet, surface };
}
