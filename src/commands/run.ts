// Runs one command: the CLI's one error boundary (a user's mistake is one clear
// line and exit 1; anything else is a bug and keeps its stack).
import { isUserError } from '../errors.ts';
import { EXIT, write, type CommandIo } from './io.ts';

export interface Command {
  run: (argv: string[], io: CommandIo) => Promise<number>;
  usage: string;
  /** the full help, when it says more than the usage (what this installation has) */
  help?: (env: NodeJS.ProcessEnv) => string;
}

export async function runCommand(name: string, command: Command, argv: string[], io: CommandIo): Promise<number> {
  try {
    return await command.run(argv, io);
  } catch (error) {
    if (isUserError(error) || isParseArgsError(error)) {
      const unknown = unknownOption(error);
      const message =
        unknown === null
          ? (error as Error).message
          : `unknown option ${unknown}${didYouMean(unknown, optionsOf(command.usage))}; see node-bench help ${name}`;
      write(io.stderr, `node-bench ${name}: ${message}`);
      return EXIT.error;
    }
    throw error;
  }
}

/** The option parseArgs refused as unknown (its message is about positionals, which confuses), or null. */
function unknownOption(error: unknown): string | null {
  if ((error as NodeJS.ErrnoException).code !== 'ERR_PARSE_ARGS_UNKNOWN_OPTION') return null;
  return /^Unknown option '([^']+)'/.exec((error as Error).message)?.[1] ?? null;
}

/** Every `--option` a usage text names: the usage is where each command lists its options. */
export function optionsOf(usage: string): string[] {
  return [...new Set(usage.match(/--[a-z][a-z0-9-]*/g) ?? [])];
}

/** ` (did you mean --x?)` for the closest known option within two edits (or a prefix of one), else ''. */
export function didYouMean(unknown: string, known: readonly string[]): string {
  const name = unknown.split('=')[0]!;
  let best: { option: string; distance: number } | null = null;
  for (const option of known) {
    const distance = option.startsWith(name) ? 1 : editDistance(name, option);
    if (distance <= 2 && (best === null || distance < best.distance)) best = { option, distance };
  }
  return best === null ? '' : ` (did you mean ${best.option}?)`;
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]!;
}

function isParseArgsError(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code ?? '';
  return code.startsWith('ERR_PARSE_ARGS_');
}
