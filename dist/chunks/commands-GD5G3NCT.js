import { createRequire as __nodeBenchCreateRequire } from 'node:module';
const require = __nodeBenchCreateRequire(import.meta.url);
import {
  EXIT,
  write
} from "./chunk-D4O6D7PS.js";
import {
  closestName
} from "./chunk-HUCITX4Q.js";
import {
  isUserError
} from "./chunk-S77ZKJKL.js";
import "./chunk-PHDEEH6Z.js";

// src/commands/run.ts
async function runCommand(name, command, argv, io) {
  try {
    return await command.run(argv, io);
  } catch (error) {
    if (isUserError(error) || isParseArgsError(error)) {
      const unknown = unknownOption(error);
      const message = unknown === null ? error.message : `unknown option ${unknown}${didYouMean(unknown, optionsOf(command.usage))}; see node-bench help ${name}`;
      write(io.stderr, `node-bench ${name}: ${message}`);
      return EXIT.error;
    }
    throw error;
  }
}
function unknownOption(error) {
  if (error.code !== "ERR_PARSE_ARGS_UNKNOWN_OPTION") return null;
  return /^Unknown option '([^']+)'/.exec(error.message)?.[1] ?? null;
}
function optionsOf(usage) {
  return [...new Set(usage.match(/--[a-z][a-z0-9-]*/g) ?? [])];
}
function didYouMean(unknown, known) {
  const best = closestName(unknown.split("=")[0], known);
  return best === void 0 ? "" : ` (did you mean ${best}?)`;
}
function isParseArgsError(error) {
  const code = error?.code ?? "";
  return code.startsWith("ERR_PARSE_ARGS_");
}

// src/commands/index.ts
var USAGE = `Usage: node-bench <command> [options]

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
var COMMANDS = {
  analyze: async () => {
    const { analyzeCommand, ANALYZE_USAGE } = await import("./analyze-2NF7OMIM.js");
    return { run: analyzeCommand, usage: ANALYZE_USAGE };
  },
  compare: async () => {
    const { compareCommand, compareHelp, COMPARE_USAGE } = await import("./compare-GIO2R5EP.js");
    return { run: compareCommand, usage: COMPARE_USAGE, help: compareHelp };
  },
  build: async () => {
    const { buildCommand, BUILD_USAGE } = await import("./build-6RSMELOK.js");
    return { run: buildCommand, usage: BUILD_USAGE };
  },
  suggest: async () => {
    const { suggestCommand, SUGGEST_USAGE } = await import("./suggest-BDA36WTS.js");
    return { run: suggestCommand, usage: SUGGEST_USAGE };
  },
  history: async () => {
    const { historyCommand, HISTORY_USAGE } = await import("./history-CBE6K7F3.js");
    return { run: historyCommand, usage: HISTORY_USAGE };
  },
  releases: async () => {
    const { releasesCommand, RELEASES_USAGE } = await import("./releases-KRXKSKGR.js");
    return { run: releasesCommand, usage: RELEASES_USAGE };
  },
  doctor: async () => {
    const { doctorCommand, DOCTOR_USAGE } = await import("./doctor-CZWKVSZO.js");
    return { run: doctorCommand, usage: DOCTOR_USAGE };
  }
};
async function runCli(argv, io) {
  const [name, ...rest] = argv;
  if (name === void 0 || name === "help" || name === "--help" || name === "-h") {
    const topic = name === "help" && rest[0] && Object.hasOwn(COMMANDS, rest[0]) ? COMMANDS[rest[0]] : void 0;
    const command = topic && await topic();
    write(io.stdout, command ? command.help?.(io.env) ?? command.usage : USAGE);
    return EXIT.ok;
  }
  const load = Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : void 0;
  if (!load) {
    const hint = name.startsWith("-") ? ` (the command comes first: node-bench compare ${argv.join(" ")})` : didYouMean(name, Object.keys(COMMANDS));
    write(io.stderr, `node-bench: unknown command ${JSON.stringify(name)}${hint}

${USAGE}`);
    return EXIT.error;
  }
  return runCommand(name, await load(), rest, io);
}
export {
  runCli
};
