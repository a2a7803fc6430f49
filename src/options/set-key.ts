// The one rule for a `--set key=value` key, wherever it comes from (the CLI,
// an Action input, a /benchmark comment, the request JSON, a runner request):
// a benchmark parameter name, and never a name Object.prototype has
// (`constructor`, `__proto__`, `toString`…): no benchmark uses one, and
// record code downstream must not meet one.
import { UserError } from '../errors.ts';
import { SET_KEY } from './grammar.ts';

/** Returns the key, or throws naming `where` (how the user spelled the option). */
export function checkSetKey(key: string, where: string): string {
  if (!SET_KEY.test(key)) {
    throw new UserError(
      `${where} must be a letter or _ followed by letters, digits, _ or -; got ${JSON.stringify(key)}`,
    );
  }
  if (key in Object.prototype) throw new UserError(`${where} "${key}" is reserved`);
  return key;
}

/** The configuration key sizing sets (run/plan/sizing.ts): node core's and the bundled suite's iteration count. */
export const SIZED_KEY = 'n';
/** The keys of benchmarks that run for a time, in seconds (node core's spellings). */
export const DURATION_KEYS = ['dur', 'duration'] as const;
/** Every key sizing sets: a `--set` of one of them turns sizing off (options/comparison.ts). */
export const SIZED_KEYS: readonly string[] = [SIZED_KEY, ...DURATION_KEYS];
