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
  changedFilesFromGit,
  git,
  parseUserRules,
  readTreeFromGit,
  suggestGroups,
  suggestionJson,
  suggestionText
} from "./chunk-JCBZSDOQ.js";
import {
  estimateRun
} from "./chunk-HLTIGYLM.js";
import {
  TIMINGS_FILE_NAME,
  readTimings,
  suggestFormat
} from "./chunk-G2IUYMHM.js";
import "./chunk-R2WWX3V3.js";
import "./chunk-HUCITX4Q.js";
import {
  cliMaxRuns,
  runsSetting
} from "./chunk-OKLX6OW5.js";
import "./chunk-6AVMWGWR.js";
import "./chunk-XPXED6EU.js";
import "./chunk-6GNYY2MZ.js";
import {
  cacheDirFrom,
  checkRepository,
  processRunner
} from "./chunk-R6LVNVJH.js";
import {
  cliFlags
} from "./chunk-ILDHKKTL.js";
import "./chunk-S77ZKJKL.js";
import "./chunk-PHDEEH6Z.js";

// src/commands/suggest.ts
import path from "node:path";
import { readFile } from "node:fs/promises";
var SUGGEST_USAGE = `Usage: node-bench suggest [--repo DIR] [<base>..<head>] [options]

Prints the benchmark groups (directories of benchmark/) that the changes
from <base> to <head> need, the changed files that chose each one, and how
long running them should take from this machine's timing history. The
benchmark tree is read from the base (the merge base of <base> and <head>).
Without a range: the merge base with the default branch (origin/HEAD, else
main or master) up to HEAD.

Options:
  --repo DIR          the Node.js checkout (default: the current directory)
  --format text|json  json: {"groups": [...], "files": {group: [{file, why}]}, "estimate": {...}}
  --rules FILE        your own rules first: one "<glob>: <group>..." a line
  --timings FILE      timing history (default <cache-dir>/${TIMINGS_FILE_NAME}, written by every run)
  --cache-dir DIR     default $XDG_CACHE_HOME/node-bench
  --runs N|auto       the runs the estimate assumes (default auto)
  --max-runs N        the cap of --runs auto (default 30)
  -h, --help          this text`;
async function defaultBranch(repo) {
  try {
    return (await git(repo, ["symbolic-ref", "--short", "refs/remotes/origin/HEAD"])).trim();
  } catch {
    for (const name of ["main", "master"]) {
      try {
        await git(repo, ["rev-parse", "--verify", "--quiet", `refs/heads/${name}`]);
        return name;
      } catch {
      }
    }
  }
  throw new UsageError("cannot tell the default branch (no origin/HEAD, main or master): give <base>..<head>");
}
async function commitOf(repo, ref, side) {
  try {
    return (await git(repo, ["rev-parse", "--verify", "--quiet", "--end-of-options", `${ref}^{commit}`])).trim();
  } catch {
    throw new UsageError(`the range's ${side} ${JSON.stringify(ref)} is no branch, tag or commit of ${repo}`);
  }
}
async function mergeBaseOf(repo, base, head) {
  const [baseCommit, headCommit] = [await commitOf(repo, base, "base"), await commitOf(repo, head, "head")];
  try {
    return (await git(repo, ["merge-base", baseCommit, headCommit])).trim();
  } catch {
    throw new UsageError(`${base} and ${head} have no commit in common in ${repo}: give a range on one history`);
  }
}
async function readRules(file, given) {
  try {
    return await readFile(file, "utf8");
  } catch (error) {
    const code = error.code;
    const why = code === "ENOENT" ? "no such file" : code === "EISDIR" ? "it is a folder" : error.message;
    throw new UsageError(`--rules ${given}: cannot read ${file}: ${why}`);
  }
}
async function suggestCommand(argv, io) {
  const { values, positionals } = readArgv({
    args: argv,
    allowPositionals: true,
    options: {
      repo: { type: "string" },
      format: { type: "string" },
      rules: { type: "string" },
      timings: { type: "string" },
      "cache-dir": { type: "string" },
      ...cliFlags(runsSetting, cliMaxRuns),
      help: { type: "boolean", short: "h", default: false }
    }
  });
  if (values.help) {
    write(io.stdout, SUGGEST_USAGE);
    return EXIT.ok;
  }
  if (positionals.length > 1) throw new UsageError("suggest takes one range, <base>..<head>");
  const format = suggestFormat.parse(values.format, "cli");
  const runs = runsSetting.parse(values.runs, "cli");
  const maxRuns = cliMaxRuns.parse(values["max-runs"]);
  if (values["max-runs"] !== void 0) cliMaxRuns.refuseWithFixed(runs, `--runs ${runs}`);
  const repo = await checkRepository(path.resolve(io.cwd, values.repo ?? "."), processRunner(io.env));
  let base;
  let head;
  if (positionals[0] !== void 0) {
    const match = /^(.+?)\.\.(.+)$/.exec(positionals[0]);
    if (!match || match[2].startsWith("."))
      throw new UsageError(`the range must be <base>..<head>; got ${JSON.stringify(positionals[0])}`);
    [base, head] = [match[1], match[2]];
  } else {
    base = await defaultBranch(repo);
    head = "HEAD";
  }
  const mergeBase = await mergeBaseOf(repo, base, head);
  const rules = values.rules === void 0 ? [] : parseUserRules(await readRules(path.resolve(io.cwd, values.rules), values.rules), values.rules);
  const [files, tree] = await Promise.all([
    changedFilesFromGit(repo, mergeBase, head),
    readTreeFromGit(repo, mergeBase)
  ]);
  if (tree.size === 0)
    throw new UsageError(
      `${base} (${mergeBase.slice(0, 12)}) has no benchmark/ directory: is ${repo} a Node.js checkout?`
    );
  if (files.length === 0) {
    write(
      io.stderr,
      `node-bench suggest: no file changed from ${base} to ${head} (${mergeBase.slice(0, 12)}): nothing to benchmark`
    );
  }
  const suggestion = suggestGroups(files, tree, { rules });
  const timingsPath = values.timings ? path.resolve(io.cwd, values.timings) : path.join(cacheDirFrom(values["cache-dir"], io.cwd, io.env), TIMINGS_FILE_NAME);
  const groups = suggestion.decision === "run" ? suggestion.groups.map((g) => g.name) : [];
  const estimate = groups.length === 0 ? null : estimateRun({
    files: groups.flatMap((group) => (tree.get(group) ?? []).map((file) => `${group}/${file.name}`)),
    timings: await readTimings(timingsPath, (line) => write(io.stderr, line)),
    timingsSource: timingsPath,
    runs,
    maxRuns
  });
  write(
    io.stdout,
    format === "json" ? JSON.stringify(suggestionJson(suggestion, estimate), null, 2) : suggestionText(suggestion, estimate)
  );
  return EXIT.ok;
}
export {
  SUGGEST_USAGE,
  suggestCommand
};
