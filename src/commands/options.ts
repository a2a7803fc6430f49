// For a command option that has no definition in src/options/ yet: the same
// enum rule and wording (`--x must be one of a, b; got "c"`). Options shared
// with the Action or the request belong in src/options/, not here.
import { parseWith } from '../options/option.ts';
import { oneOf } from '../options/choice.ts';

export function parseChoice<T extends string>(
  value: string | undefined,
  choices: readonly T[],
  option: string,
  fallback: T,
): T {
  return value === undefined ? fallback : parseWith(oneOf(choices), value, option, 'cli');
}
