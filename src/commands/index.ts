// The node-bench command line: picks the command and is the one error boundary.
// Each command is imported on demand, so `analyze` starts without loading what
// `compare`/`build` need (the sandbox, the builder, the HTTP clients).
import { isUserError } from '../errors.ts';
import { EXIT, write, type CommandIo } from './io.ts';

const USAGE = `Usage: node-bench <command> [options]

Commands:
  compare [GROUP...]  run benchmarks with two Node.js binaries -> table
  analyze [FILE...]   compare.js CSV -> starred confidence table
  build --ref REF...  build git refs of a Node.js checkout (cached by commit)
  help [COMMAND]      usage of a command

Run "node-bench <command> --help" for a command's options.`;

interface Command {
  run: (argv: string[], io: CommandIo) => Promise<number>;
  usage: string;
  /** the full help, when it says more than the usage (what this installation has) */
  help?: (env: NodeJS.ProcessEnv) => string;
}

const COMMANDS: Record<string, () => Promise<Command>> = {
  analyze: async () => {
    const { analyzeCommand, ANALYZE_USAGE } = await import('./analyze.ts');
    return { run: analyzeCommand, usage: ANALYZE_USAGE };
  },
  compare: async () => {
    const { compareCommand, compareHelp, COMPARE_USAGE } = await import('./compare.ts');
    return { run: compareCommand, usage: COMPARE_USAGE, help: compareHelp };
  },
  build: async () => {
    const { buildCommand, BUILD_USAGE } = await import('./build.ts');
    return { run: buildCommand, usage: BUILD_USAGE };
  },
};

export async function runCli(argv: string[], io: CommandIo): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === 'help' || name === '--help' || name === '-h') {
    const topic = name === 'help' && rest[0] && Object.hasOwn(COMMANDS, rest[0]) ? COMMANDS[rest[0]] : undefined;
    const command = topic && (await topic());
    write(io.stdout, command ? (command.help?.(io.env) ?? command.usage) : USAGE);
    return EXIT.ok;
  }
  const load = Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : undefined;
  if (!load) {
    write(io.stderr, `node-bench: unknown command ${JSON.stringify(name)}\n\n${USAGE}`);
    return EXIT.error;
  }
  const command = await load();
  try {
    return await command.run(rest, io);
  } catch (error) {
    // What the user asked for was wrong: one clear line, exit 1. Anything else is a bug and keeps its stack.
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
