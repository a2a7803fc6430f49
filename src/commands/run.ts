// Runs one command: the CLI's one error boundary (a user's mistake is one clear
// line and exit 1; anything else is a bug and keeps its stack).
import { isUserError } from '../errors.ts';
import { EXIT, write, type CommandIo } from './io.ts';
import { closestName } from '../util/closest.ts';

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
  const best = closestName(unknown.split('=')[0]!, known);
  return best === undefined ? '' : ` (did you mean ${best}?)`;
}

function isParseArgsError(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code ?? '';
  return code.startsWith('ERR_PARSE_ARGS_');
}
