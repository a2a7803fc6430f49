// compare.js's own analysis flags (node v24.x and later: `--analyze`,
// `--max-regression N`, `--scale N`), which a compare.js user types out of
// habit. We never pass them on: node-bench always takes compare.js's CSV and
// judges it itself (the table, the verdicts, the exit code), so each is
// refused with one line saying what does its job here. On the CLI they are
// known options (a value is not taken for a group name); in a /benchmark
// comment they get the same line instead of "unknown option".
import { RequestError } from '../errors.ts';
import type { Surface } from './option.ts';

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
