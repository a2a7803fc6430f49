// compare.js's own analysis flags (node v24.x and later: `--analyze`,
// `--max-regression N`, `--scale N`), which a compare.js user types out of
// habit. We never pass them on: node-bench always takes compare.js's CSV and
// judges it itself (the table, the verdicts, the exit code), so each is
// refused with one line saying what does its job here. On the CLI they are
// known options (a value is not taken for a group name); in a /benchmark
// comment they get the same line instead of "unknown option".
//
// And `--as-compare-js`: compare.js's own method at its defaults, one flag
// away from ours.
import { RequestError } from '../errors.ts';
import type { Correction } from '../stats/analyze.ts';
import type { Surface } from './option.ts';
import { AUTO_RUNS, type RunsSetting } from './selection.ts';

type Refusal = (surface: Surface) => string;

const statistics = 'docs/statistics.md';
const failOnRegression = (surface: Surface) =>
  surface === 'cli' ? '--fail-on-regression' : "the Action's fail-on-regression input";

const REFUSALS: Readonly<Record<string, Refusal>> = {
  analyze: () =>
    "--analyze is compare.js's own table without R; node-bench reads compare.js's CSV and prints compare.R's " +
    `table itself (the same Welch test and stars, ${statistics}): drop --analyze`,
  'max-regression': (surface) =>
    "--max-regression gates on compare.js --analyze's stars; node-bench judges the CSV itself: use " +
    `${failOnRegression(surface)} (exit 2 on any row whose verdict is slower, ${statistics})`,
  scale: () =>
    "--scale sets the histogram precision of compare.js --analyze; node-bench's statistics use the rates as " +
    'they are: drop --scale',
};

/** compare.js's analysis flags, as parseArgs options: known, so that each gets its own refusal. */
export const COMPARE_JS_ANALYSIS_FLAGS = {
  analyze: { type: 'boolean' },
  'max-regression': { type: 'string' },
  scale: { type: 'string' },
} as const;

/** The refusal of compare.js's flag `name` (`analyze`, with or without `--`), or undefined for any other name. */
export function compareJsFlagRefusal(name: string, surface: Surface): string | undefined {
  const refusal = REFUSALS[name.replace(/^--/, '')];
  return refusal?.(surface);
}

/** Throws the refusal of the first compare.js analysis flag given (parseArgs values), if any. */
export function refuseCompareJsFlags(values: Readonly<Record<string, unknown>>, surface: Surface): void {
  for (const name of Object.keys(COMPARE_JS_ANALYSIS_FLAGS)) {
    if (values[name] !== undefined) throw new RequestError(compareJsFlagRefusal(name, surface)!);
  }
}

/** What --as-compare-js fixes, as the command line gave it: undefined where it was not given. */
export interface CompareJsFixed {
  runs?: RunsSetting;
  maxRuns?: number;
  childTime?: number | 'off';
  correction?: Correction;
}

/**
 * `--as-compare-js`: node core's compare.js at its defaults, on our engine: a
 * fixed --runs (30 unless given), each file's own n (--child-time off),
 * compare.R's Welch table without correction. Our defaults (runs auto with
 * Holm over the rows, sized children) give a verdict in minutes at a stated
 * family error rate; this is the way back to the method a contributor knows.
 */
export const asCompareJs = {
  names: { cli: 'as-compare-js' },
  flags: { 'as-compare-js': { type: 'boolean', default: false } },

  parse(values: { 'as-compare-js'?: boolean }): boolean {
    return values['as-compare-js'] === true;
  },

  /** Throws the first option given that says otherwise than compare.js's defaults, in one line. */
  check(given: CompareJsFixed): void {
    const refuse = (why: string): never => {
      throw new RequestError(`--as-compare-js ${why}: give one of them`);
    };
    if (given.runs === AUTO_RUNS) refuse('runs a fixed --runs, as compare.js does; --runs auto stops rows early');
    if (given.maxRuns !== undefined)
      refuse('runs a fixed --runs, as compare.js does; --max-runs is the cap of --runs auto');
    if (given.childTime !== undefined && given.childTime !== 'off') {
      refuse("runs each file's own n, as compare.js does; --child-time sizes it (only off agrees)");
    }
    if (given.correction === 'holm') {
      refuse("prints compare.R's table without correction, as compare.js does; --correction holm adds Holm's");
    }
  },
} as const;
