// The node-bench command line: picks the command (run.ts is the one error
// boundary). Each command is imported on demand, so `analyze` starts without loading what
// `compare`/`build` need (the sandbox, the builder, the HTTP clients).
import { EXIT, write, type CommandIo } from './io.ts';
import { didYouMean, runCommand, type Command } from './run.ts';

const USAGE = `Usage: node-bench <command> [options]

Commands:
  compare [GROUP...]  run benchmarks with two Node.js binaries -> table
  analyze [FILE...]   compare.js CSV -> starred confidence table
  build --ref REF...  build git refs of a Node.js checkout (cached by commit)
  suggest [BASE..HEAD] the benchmark groups a change needs, and how long they take
  doctor              what on this runner adds noise to benchmarks, and how to fix it
  history --out DIR [RESULT_DIR...] the nightly's history as a static site
  releases RELEASE RELEASE... --groups G --out DIR  a chain of releases compared, as a page
  help [COMMAND]      usage of a command

Run "node-bench <command> --help" for a command's options.`;

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
  suggest: async () => {
    const { suggestCommand, SUGGEST_USAGE } = await import('./suggest.ts');
    return { run: suggestCommand, usage: SUGGEST_USAGE };
  },
  history: async () => {
    const { historyCommand, HISTORY_USAGE } = await import('./history.ts');
    return { run: historyCommand, usage: HISTORY_USAGE };
  },
  releases: async () => {
    const { releasesCommand, RELEASES_USAGE } = await import('./releases.ts');
    return { run: releasesCommand, usage: RELEASES_USAGE };
  },
  doctor: async () => {
    const { doctorCommand, DOCTOR_USAGE } = await import('./doctor.ts');
    return { run: doctorCommand, usage: DOCTOR_USAGE };
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
    // compare.js takes its options first: `node-bench --old … --new … buffers` means compare
    const hint = name.startsWith('-')
      ? ` (the command comes first: node-bench compare ${argv.join(' ')})`
      : didYouMean(name, Object.keys(COMMANDS));
    write(io.stderr, `node-bench: unknown command ${JSON.stringify(name)}${hint}\n\n${USAGE}`);
    return EXIT.error;
  }
  return runCommand(name, await load(), rest, io);
}
