import { createRequire as __nodeBenchCreateRequire } from 'node:module';
const require = __nodeBenchCreateRequire(import.meta.url);
import {
  EXIT,
  write
} from "./chunk-2EDXHP3Q.js";
import {
  isUserError
} from "./chunk-Z5HW6UZF.js";

// src/commands/index.ts
var USAGE = `Usage: node-bench <command> [options]

Commands:
  compare [GROUP...]  run benchmarks with two Node.js binaries -> table
  analyze [FILE...]   compare.js CSV -> starred confidence table
  build --ref REF...  build git refs of a Node.js checkout (cached by commit)
  help [COMMAND]      usage of a command

Run "node-bench <command> --help" for a command's options.`;
var COMMANDS = {
  analyze: async () => {
    const { analyzeCommand, ANALYZE_USAGE } = await import("./analyze-IK5FYQNK.js");
    return { run: analyzeCommand, usage: ANALYZE_USAGE };
  },
  compare: async () => {
    const { compareCommand, COMPARE_USAGE } = await import("./compare-VIAL3YQS.js");
    return { run: compareCommand, usage: COMPARE_USAGE };
  },
  build: async () => {
    const { buildCommand, BUILD_USAGE } = await import("./build-L73W6ZJU.js");
    return { run: buildCommand, usage: BUILD_USAGE };
  }
};
async function runCli(argv, io) {
  const [name, ...rest] = argv;
  if (name === void 0 || name === "help" || name === "--help" || name === "-h") {
    const topic = name === "help" && rest[0] && Object.hasOwn(COMMANDS, rest[0]) ? COMMANDS[rest[0]] : void 0;
    write(io.stdout, topic ? (await topic()).usage : USAGE);
    return EXIT.ok;
  }
  const load = Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : void 0;
  if (!load) {
    write(io.stderr, `node-bench: unknown command ${JSON.stringify(name)}

${USAGE}`);
    return EXIT.error;
  }
  try {
    const command = await load();
    return await command.run(rest, io);
  } catch (error) {
    if (isUserError(error) || isParseArgsError(error)) {
      write(io.stderr, `node-bench ${name}: ${error.message}`);
      return EXIT.error;
    }
    throw error;
  }
}
function isParseArgsError(error) {
  const code = error?.code ?? "";
  return code.startsWith("ERR_PARSE_ARGS_");
}
export {
  runCli
};
