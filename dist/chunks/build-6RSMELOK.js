import { createRequire as __nodeBenchCreateRequire } from 'node:module';
const require = __nodeBenchCreateRequire(import.meta.url);
import {
  readArgv
} from "./chunk-QWJHKUYG.js";
import {
  EXIT,
  UsageError,
  write
} from "./chunk-D4O6D7PS.js";
import {
  DEFAULT_MIN_FREE_BYTES,
  buildDirs,
  buildRef
} from "./chunk-X24E7EC6.js";
import {
  cacheDirFrom,
  checkRepository,
  processRunner
} from "./chunk-R6LVNVJH.js";
import {
  buildTimeout,
  chooseSandbox,
  cliFlags,
  executionPolicy,
  minFreeGb,
  passEnv,
  runnerPlatform,
  sandbox
} from "./chunk-ILDHKKTL.js";
import "./chunk-S77ZKJKL.js";
import "./chunk-PHDEEH6Z.js";

// src/commands/build.ts
import { resolve } from "node:path";
var BUILD_USAGE = `Usage: node-bench build --repo DIR --ref REF [--ref REF...] [options]

Builds each REF (commit, branch, tag) of the Node.js checkout DIR in its own
git worktree (your checkout and index are never touched) and prints
"<sha> <binary>" per ref. A commit built before with the same build command
is taken from the cache without building.

Options:
  --repo DIR               the Node.js checkout (required)
  --ref REF                what to build (repeatable)
  --build-command CMD      default: ./configure "$@" && make -j<cores>
  --configure-flag FLAG    passed to the build command as "$@" (repeatable; part of the cache key)
  --binary-path PATH       the built node, relative to the checkout (default out/Release/node)
  --cache-dir DIR          binary cache and worktrees (default $XDG_CACHE_HOME/node-bench)
  --min-free-gb N          refuse to build with less free disk (default ${DEFAULT_MIN_FREE_BYTES / 2 ** 30})
  --sandbox auto|bwrap|none   build in bubblewrap (auto: when it works; bwrap: refuse
                           to build without it)
  --pass-env NAME          pass this variable to the build (repeatable or comma
                           separated; by default it gets PATH, the locale and the
                           compiler variables only)
  --build-timeout DURATION kill a build after this long (default ${buildTimeout.defaultOn("cli") / 36e5}h)
  -h, --help               this text`;
async function buildCommand(argv, io) {
  const { values } = readArgv({
    args: argv,
    options: {
      repo: { type: "string" },
      ref: { type: "string", multiple: true },
      "build-command": { type: "string" },
      "configure-flag": { type: "string", multiple: true },
      "binary-path": { type: "string" },
      "cache-dir": { type: "string" },
      ...cliFlags(minFreeGb, sandbox, passEnv, buildTimeout),
      help: { type: "boolean", short: "h", default: false }
    }
  });
  if (values.help) {
    write(io.stdout, BUILD_USAGE);
    return EXIT.ok;
  }
  if (!values.repo) throw new UsageError("build needs --repo <Node.js checkout>");
  if (!values.ref?.length) throw new UsageError("build needs at least one --ref (a commit, branch or tag)");
  const minFreeBytes = minFreeGb.parse(values[minFreeGb.names.cli], "cli");
  const cacheDir = cacheDirFrom(values["cache-dir"], io.cwd, io.env);
  const log = (line) => write(io.stderr, line);
  const policy = executionPolicy(
    {
      sandbox: values[sandbox.names.cli],
      passEnv: values[passEnv.names.cli],
      buildTimeout: values[buildTimeout.names.cli]
    },
    "cli"
  );
  const repo = await checkRepository(resolve(io.cwd, values.repo), processRunner(io.env));
  const sandbox2 = await chooseSandbox({
    mode: policy.sandbox,
    untrustedCode: false,
    hide: [cacheDir],
    env: io.env,
    uid: process.getuid(),
    platform: runnerPlatform(io.system),
    log
  });
  for (const ref of values.ref) {
    const built = await buildRef(
      {
        repo,
        ref,
        ...buildDirs(cacheDir),
        buildCommand: values["build-command"],
        configureFlags: values["configure-flag"],
        binaryPath: values["binary-path"],
        minFreeBytes,
        sandbox: sandbox2,
        trust: "trusted",
        passEnv: policy.passEnv,
        timeoutMs: policy.buildTimeoutMs,
        log
      },
      { run: processRunner(io.env) }
    );
    write(io.stdout, `${built.sha} ${built.binary}`);
  }
  return EXIT.ok;
}
export {
  BUILD_USAGE,
  buildCommand
};
