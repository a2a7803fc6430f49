import { createRequire as __nodeBenchCreateRequire } from 'node:module';
const require = __nodeBenchCreateRequire(import.meta.url);

// src/options/argv.ts
import { parseArgs } from "node:util";
var NEGATIVE_NUMBER = /^-(?:\d|\.\d)/;
function joinNegativeValues(args, options) {
  const joined = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg === "--") return [...joined, ...args.slice(i)];
    const next = args[i + 1];
    const name = arg.startsWith("--") && !arg.includes("=") ? arg.slice(2) : void 0;
    const takesValue = name !== void 0 && Object.hasOwn(options, name) && options[name].type === "string";
    if (takesValue && next !== void 0 && NEGATIVE_NUMBER.test(next)) {
      joined.push(`${arg}=${next}`);
      i++;
    } else {
      joined.push(arg);
    }
  }
  return joined;
}
function readArgv(config) {
  return parseArgs({ ...config, args: joinNegativeValues(config.args, config.options) });
}

export {
  readArgv
};
