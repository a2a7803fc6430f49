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
}

const COMMANDS: Record<string, () => Promise<Command>> = {
  analyze: async () => {
    const { analyzeCommand, ANALYZE_USAGE } = await import('./analyze.ts');
    return { run: analyzeCommand, usage: ANALYZE_USAGE };
  },
  compare: async () => {
    const { compareCommand, COMPARE_USAGE } = await import('./compare.ts');
    return { run: compareCommand, usage: COMPARE_USAGE };
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
    write(io.stdout, topic ? (await topic()).usage : USAGE);
    return EXIT.ok;
  }
  const load = Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : undefined;
  if (!load) {
    write(io.stderr, `node-bench: unknown command ${JSON.stringify(name)}\n\n${USAGE}`);
    return EXIT.error;
  }
  try {
    const command = await load();
    return await command.run(rest, io);
  } catch (error) {
    // What the user asked for was wrong: one clear line, exit 1. Anything else is a bug and keeps its stack.
    if (isUserError(error) || isParseArgsError(error)) {
      write(io.stderr, `node-bench ${name}: ${(error as Error).message}`);
      return EXIT.error;
    }
    throw error;
  }
}

function isParseArgsError(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code ?? '';
  return code.startsWith('ERR_PARSE_ARGS_');
}
