// Every node-bench command reads its argv here: node:util's parseArgs, with
// one habit of ours on top. parseArgs takes `--runs -3` for an option whose
// value is missing ("argument is ambiguous"), which sends the user hunting
// for a typo; a value that reads as a negative number is the value, so the
// option's own rule refuses it by name (`--runs must be … at least 1`).
import { parseArgs, type ParseArgsConfig } from 'node:util';

/** `-3`, `-1.5`, `-.5`, `-5%`, `-1s`: a negative number (with a unit), never a flag of ours. */
const NEGATIVE_NUMBER = /^-(?:\d|\.\d)/;

type Options = NonNullable<ParseArgsConfig['options']>;

/** `--name -3` as `--name=-3` wherever `--name` takes a value; everything else as given. */
export function joinNegativeValues(args: readonly string[], options: Options): string[] {
  const joined: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--') return [...joined, ...args.slice(i)];
    const next = args[i + 1];
    const name = arg.startsWith('--') && !arg.includes('=') ? arg.slice(2) : undefined;
    const takesValue = name !== undefined && Object.hasOwn(options, name) && options[name]!.type === 'string';
    if (takesValue && next !== undefined && NEGATIVE_NUMBER.test(next)) {
      joined.push(`${arg}=${next}`);
      i++;
    } else {
      joined.push(arg);
    }
  }
  return joined;
}

/** parseArgs over argv, negative values joined to their option (see above). */
export function readArgv<const T extends { args: string[]; options: Options; allowPositionals?: boolean }>(
  config: T,
): ReturnType<typeof parseArgs<T>> {
  return parseArgs({ ...config, args: joinNegativeValues(config.args, config.options) } as T);
}
