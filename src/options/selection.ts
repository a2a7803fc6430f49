// What to run — runs, --set, --filter, --exclude — on every surface that has
// them: the CLI, the Action's inputs, a /benchmark comment, the request JSON.
//
// One rule each. Where the surfaces trust differently, the difference is a
// parameter of that rule, stated here once:
// - runs: GitHub surfaces (input, comment, JSON) are capped at LIMITS.runs
//   (and an Action's max-runs): a commenter must not be able to book the
//   runner for days. The CLI is the user's own machine: no cap.
// - values (filter, exclude, set values): from GitHub they must be in the
//   value alphabet (see values.ts), at most LIMITS of them; on the CLI they are
//   the user's own text and reach a benchmark as one argv element (never
//   through a shell), so any text goes.
// - set keys: the strictest rule everywhere (set-key.ts), the CLI included.
import { RequestError } from '../errors.ts';
import { isAbsent, parseWith, spelled, type Surface } from './option.ts';
import { autoOrCount, autoOrCountValue, count, countValue, marginPercent, marginPercentValue } from './schemas.ts';
import { checkSetKey } from './set-key.ts';
import { LIMITS, validateValue } from './values.ts';
import type { Made } from './made.ts';

/**
 * compare.js's runs (its `--runs` default): the fixed count of a schedule that
 * cannot adapt (--as-compare-js, --engine compare.js, a fixed nightly), and
 * the cap of runs auto, so that auto never costs more than compare.js.
 */
export const COMPARE_JS_RUNS = 30;

const GITHUB_SURFACES: readonly Surface[] = ['input', 'command', 'json'];
const fromGitHub = (surface: Surface) => GITHUB_SURFACES.includes(surface);

/** The runs option's names and cap; its values (`auto` or a count) are runsSetting's. */
export const runs = {
  names: { cli: 'runs', input: 'runs', command: 'runs', json: 'runs' },

  /** The highest runs `surface` accepts; `maxRuns` (the max-runs input) lowers it for GitHub surfaces. */
  max(surface: Surface, maxRuns: number = LIMITS.runs): number | undefined {
    return fromGitHub(surface) ? Math.min(maxRuns, LIMITS.runs) : undefined;
  },
} as const;

/** `--filter`/`--exclude`: texts a benchmark path must (not) contain; repeatable. */
function pathMatches<const N extends 'filter' | 'exclude'>(name: N, limit: number) {
  const names = { cli: name, input: name, command: name, json: name } as const;
  return {
    names,
    repeatable: true as const,
    /** Each value as given on `surface`; `label(i)` names one (`input filter[0]`). */
    parse(values: readonly string[], surface: Surface, label = (index: number) => labelOf(names, surface, index)) {
      if (!fromGitHub(surface)) {
        // every path contains "": an empty value would select (or skip) every file without a word
        if (values.some((value) => value === ''))
          throw new RequestError(`${spelled(names, surface)} is empty: it would match every benchmark file; got ""`);
        return [...values];
      }
      if (values.length > limit) throw new RequestError(tooMany(spelled(names, surface), values.length, limit));
      return values.map((value, index) => validateValue(value, label(index)));
    },
  };
}

export const filter = pathMatches('filter', LIMITS.filter);
export const exclude = pathMatches('exclude', LIMITS.exclude);

export function tooMany(name: string, count: number, limit: number): string {
  return `${name} has ${count} entries; at most ${limit}`;
}

/** `input set[0]`, `request.set[0]`; on the CLI and in a comment one token is at stake: `--set`. */
function labelOf(names: Parameters<typeof spelled>[0], surface: Surface, index: number): string {
  const name = spelled(names, surface);
  return surface === 'input' || surface === 'json' ? `${name}[${index}]` : name;
}

/**
 * The set record: each key (set-key.ts's rule) with its values, at least one,
 * none holding a NUL (they become argv elements); made only by set.parse, so
 * the runners take it as it is.
 */
export type SetRecord = Made<Readonly<Record<string, readonly string[]>>, 'SetRecord'>;

export const set = {
  names: { cli: 'set', input: 'set', command: 'set', json: 'set' },
  repeatable: true,

  /**
   * `key=value` items to the set record; a key given twice runs both values,
   * as compare.js does. Keys follow set-key.ts everywhere; values and counts
   * as the header says.
   */
  parse(
    pairs: readonly string[],
    surface: Surface,
    label = (index: number) => labelOf(set.names, surface, index),
  ): SetRecord {
    const github = fromGitHub(surface);
    if (github && pairs.length > LIMITS.set) {
      throw new RequestError(tooMany(spelled(set.names, surface), pairs.length, LIMITS.set));
    }
    // A Map first: keys such as `constructor` must never meet Object.prototype, even on the way to the refusal.
    const record = new Map<string, string[]>();
    pairs.forEach((pair, index) => {
      const where = label(index);
      if (github) validateValue(pair, where);
      const eq = pair.indexOf('=');
      const echo = github ? '' : `; got ${JSON.stringify(pair)}`;
      if (eq <= 0) throw new RequestError(`${where} must be key=value, e.g. n=1000${echo}`);
      const key = setKey(pair.slice(0, eq), `${where} key`, github);
      const value = github ? validateValue(pair.slice(eq + 1), `${where} value`) : pair.slice(eq + 1);
      // argv cannot carry a NUL; a library caller's text could (GitHub's alphabet has none)
      if (value.includes('\0')) throw new RequestError(`${where} ${key} value contains a NUL character`);
      record.set(key, [...(record.get(key) ?? []), value]);
    });
    const checked: Readonly<Record<string, readonly string[]>> = Object.fromEntries(record);
    return checked as SetRecord;
  },

  /**
   * A record of values by key (a library caller's, a test's), read as parse
   * reads `key=value` items: each key by the key rule first (a key holding
   * `=` must be refused, not split), then the items.
   */
  fromRecord(
    record: Readonly<Record<string, string | number | readonly (string | number)[]>>,
    surface: Surface,
  ): SetRecord {
    const pairs: string[] = [];
    for (const [key, values] of Object.entries(record)) {
      setKey(key, `${spelled(set.names, surface)} key`, fromGitHub(surface));
      for (const value of [values].flat()) pairs.push(`${key}=${value}`);
    }
    return set.parse(pairs, surface);
  },

  /** No overrides. */
  none(): SetRecord {
    return set.parse([], 'cli');
  },

  /** One key alone (the request JSON's record keys), `where` naming it. */
  key(key: string, where: string, surface: Surface): string {
    return setKey(key, where, fromGitHub(surface));
  },

  /** The inverse of parse: `key=value` items, repeated keys repeated. */
  format(record: Readonly<Record<string, readonly string[]>>): string[] {
    return Object.entries(record).flatMap(([key, values]) => values.map((value) => `${key}=${value}`));
  },
} as const;

/** checkSetKey as a RequestError (a comment gets the reason as a reply); from GitHub the value alphabet first. */
function setKey(key: string, where: string, github: boolean): string {
  try {
    return checkSetKey(github ? validateValue(key, where) : key, where);
  } catch (error) {
    if (error instanceof RequestError) throw error;
    throw new RequestError((error as Error).message);
  }
}

/** `--runs auto`: rounds until each configuration is settled (see src/stats/sequential.ts). */
export const AUTO_RUNS = 'auto';

/** What the runs option holds: `auto` or a count. */
export type RunsSetting = number | typeof AUTO_RUNS;

/**
 * The cap: the most runs per side `--runs auto` makes, and on GitHub also the
 * most runs a request may ask for. On the CLI `--max-runs` (default 30, so
 * auto never costs more than compare.js's fixed 30); the Action's `max-runs`
 * input (action.yml's default, also 30, is what a workflow that does not set
 * it gets; blank means LIMITS.runs, and more is capped there); the request
 * JSON's `maxRuns` (present with runs "auto").
 */
export const maxRuns = {
  names: { cli: 'max-runs', input: 'max-runs', json: 'maxRuns' },
  /** --runs auto looks after a few runs: fewer than this cannot be a cap */
  autoMin: 3,

  /** Text from argv or an input; absent or blank: the CLI's 30, the Action's LIMITS.runs. */
  parse(text: string | number | undefined, surface: Surface = 'input'): number {
    if (isAbsent(text, surface)) return surface === 'cli' ? COMPARE_JS_RUNS : LIMITS.runs;
    const value = parseWith(count(), String(text).trim(), spelled(maxRuns.names, surface), surface);
    return fromGitHub(surface) ? Math.min(value, LIMITS.runs) : value;
  },

  /** A number (the request JSON): 3 to LIMITS.runs. */
  check(value: unknown, surface: Surface = 'json'): number {
    const name = spelled(maxRuns.names, surface);
    const result = countValue(LIMITS.runs).safeParse(value);
    if (!result.success) throw new RequestError(`${name} ${result.error.issues[0]!.message}`);
    return maxRuns.forAuto(result.data, surface);
  },

  /** The cap of runs auto must allow the first look: `<max-runs> must be 3 or more with <runs> auto`. */
  forAuto(value: number, surface: Surface): number {
    if (value < maxRuns.autoMin) {
      throw new RequestError(
        `${spelled(maxRuns.names, surface)} must be ${maxRuns.autoMin} or more with ${spelled(runs.names, surface)} auto; got ${value}`,
      );
    }
    return value;
  },
} as const;

/**
 * The nightly's runs, stricter than a pull request's: every row of a scan must
 * give a t-test (2 runs a side), and with runs auto its first look is at 4.
 * Checked when mode nightly reads its inputs, named as the inputs.
 */
export const nightlyRuns = {
  fixedMin: 2,
  autoMin: 4,

  check(setting: RunsSetting, cap: number, surface: Surface): void {
    const runsName = spelled(runs.names, surface);
    if (setting === AUTO_RUNS && cap < nightlyRuns.autoMin) {
      throw new RequestError(
        `${spelled(maxRuns.names, surface)} must be ${nightlyRuns.autoMin} or more with ${runsName} auto for the nightly (its first look is at ${nightlyRuns.autoMin}); got ${cap}`,
      );
    }
    if (setting !== AUTO_RUNS && setting < nightlyRuns.fixedMin) {
      throw new RequestError(
        `${runsName} must be auto or ${nightlyRuns.fixedMin} or more for the nightly (a t-test needs ${nightlyRuns.fixedMin}); got ${setting}`,
      );
    }
  },
} as const;

/**
 * The runs setting: `auto` (adaptive runs up to max-runs) or a count (capped
 * on GitHub surfaces by max-runs). Absent: auto on every surface, so the CLI
 * and the Action give the same verdicts at the same family error rate; a
 * schedule that cannot adapt (--as-compare-js, --engine compare.js) asks for
 * COMPARE_JS_RUNS itself.
 */
export const runsSetting = {
  names: runs.names,
  default: AUTO_RUNS as RunsSetting,

  /** Text from argv, an input or a comment; absent or blank: the default. */
  parse(text: string | number | undefined, surface: Surface, maxRuns?: number): RunsSetting {
    return runsSetting.parseOptional(text, surface, maxRuns) ?? runsSetting.default;
  },

  /** As parse, but absent or blank stays undefined. */
  parseOptional(text: string | number | undefined, surface: Surface, maxRuns?: number): RunsSetting | undefined {
    return isAbsent(text, surface) ? undefined : runsSetting.given(String(text).trim(), surface, maxRuns);
  },

  /** Text that was given, even empty (`--runs=` in a comment is a mistake, not an absence). */
  given(text: string, surface: Surface, maxRuns?: number): RunsSetting {
    return parseWith(autoOrCount(runs.max(surface, maxRuns)), text, spelled(runs.names, surface), surface);
  },

  /** A value (the request JSON, a default handed in): `"auto"` or a count; `field` overrides the name. */
  check(value: unknown, surface: Surface, maxRuns?: number, field = spelled(runs.names, surface)): RunsSetting {
    const result = autoOrCountValue(runs.max(surface, maxRuns)).safeParse(value);
    if (!result.success) throw new RequestError(`${field} ${result.error.issues[0]!.message}`);
    return result.data;
  },
} as const;

/** `--max-runs N` of the CLI: the cap of --runs auto, 3 or more (maxRuns above, on the CLI). */
export const cliMaxRuns = {
  names: { cli: 'max-runs' },
  default: COMPARE_JS_RUNS,
  parse(text: string | undefined): number {
    return maxRuns.forAuto(maxRuns.parse(text, 'cli'), 'cli');
  },

  /**
   * --max-runs given with runs that are fixed: it would cap nothing, so it is
   * refused rather than ignored. `why` says what fixed them (`--runs 10`).
   */
  refuseWithFixed(runs: RunsSetting, why: string): void {
    if (runs === AUTO_RUNS) return;
    throw new RequestError(
      `--max-runs is the cap of --runs auto, and ${why} runs every configuration ${runs} times: ` +
        'drop --max-runs, or give --runs auto',
    );
  },
} as const;

/** The largest δ: a margin of ±100 % calls anything short of a doubling "same". */
export const MAX_DELTA_PERCENT = 100;

/**
 * δ with runs auto: the margin of "same" (a row whose repeated 95 % interval
 * lies within ±δ); absent: DEFAULT_DELTA_PERCENT. `--delta`, `input delta` as text (`2`, `2.5%`);
 * the request JSON's `delta` as a number of percent.
 */
export const delta = {
  names: { cli: 'delta', input: 'delta', json: 'delta' },

  /** In percent, as typed (`2.5%` -> 2.5), the one unit of δ everywhere; absent (blank for an input): undefined. */
  parse(text: string | number | undefined, surface: Surface = 'cli'): number | undefined {
    if (isAbsent(text, surface)) return undefined;
    return parseWith(marginPercent(MAX_DELTA_PERCENT), String(text).trim(), spelled(delta.names, surface), surface);
  },

  /** A number of percent (the request JSON). */
  check(value: unknown, surface: Surface = 'json'): number {
    const result = marginPercentValue(MAX_DELTA_PERCENT).safeParse(value);
    if (!result.success) throw new RequestError(`${spelled(delta.names, surface)} ${result.error.issues[0]!.message}`);
    return result.data;
  },
} as const;

/**
 * compare.js pins with `--set CPUSET=LIST` (benchmark/_cli.js), which is our
 * `--cpuset LIST`: the CLI takes the pair out of --set (a benchmark has no
 * CPUSET parameter) and pins with it. Given with a different --cpuset, it is
 * refused: which one was meant?
 */
export function takeCpusetPair(
  pairs: readonly string[],
  cpuset: string | undefined,
): { cpuset: string | undefined; set: string[] } {
  const set: string[] = [];
  let chosen = cpuset;
  for (const pair of pairs) {
    const match = /^CPUSET=(.*)$/.exec(pair);
    if (match === null) {
      set.push(pair);
      continue;
    }
    if (chosen !== undefined && chosen !== match[1]) {
      throw new RequestError(
        `--set ${pair} (compare.js's way to pin, our --cpuset) and --cpuset ${chosen} disagree: give one of them`,
      );
    }
    chosen = match[1];
  }
  return { cpuset: chosen, set };
}
