// node-bench suggest --repo DIR [<base>..<head>]: the benchmark groups a
// change needs, why, and how long they should take — what the gate's
// `groups: auto` would answer, before the change is pushed.
import path from 'node:path';
import { readArgv } from '../options/argv.ts';
import { processRunner } from '../binaries/builder-process.ts';
import { cacheDirFrom } from '../binaries/cache-dir.ts';
import { checkRepository } from '../binaries/git.ts';
import { cliFlags } from '../options/option.ts';
import { cliMaxRuns, runsSetting } from '../options/selection.ts';
import { readTimings, TIMINGS_FILE_NAME } from '../run/index.ts';
import { estimateRun } from '../suggest/estimate.ts';
import { suggestionJson, suggestionText } from '../suggest/format.ts';
import { parseUserRules, suggestGroups } from '../suggest/suggest.ts';
import { changedFilesFromGit, gitOutput, readTreeFromGit } from '../suggest/tree.ts';
import { readFile } from 'node:fs/promises';
import { EXIT, UsageError, write, type CommandIo } from './io.ts';
import { suggestFormat } from '../options/output.ts';

export const SUGGEST_USAGE = `Usage: node-bench suggest [--repo DIR] [<base>..<head>] [options]

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

async function defaultBranch(repo: string): Promise<string> {
  try {
    return (await gitOutput(repo, ['symbolic-ref', '--short', 'refs/remotes/origin/HEAD'])).trim();
  } catch {
    for (const name of ['main', 'master']) {
      try {
        await gitOutput(repo, ['rev-parse', '--verify', '--quiet', `refs/heads/${name}`]);
        return name;
      } catch {
        // not this one
      }
    }
  }
  throw new UsageError('cannot tell the default branch (no origin/HEAD, main or master): give <base>..<head>');
}

/** The commit `ref` names in `repo`; one line naming the ref (never git's command line) when there is none. */
async function commitOf(repo: string, ref: string, side: 'base' | 'head'): Promise<string> {
  try {
    return (await gitOutput(repo, ['rev-parse', '--verify', '--quiet', '--end-of-options', `${ref}^{commit}`])).trim();
  } catch {
    throw new UsageError(`the range's ${side} ${JSON.stringify(ref)} is no branch, tag or commit of ${repo}`);
  }
}

/** Where <base> and <head> meet: the commit the benchmark tree is read from and the diff starts at. */
async function mergeBaseOf(repo: string, base: string, head: string): Promise<string> {
  const [baseCommit, headCommit] = [await commitOf(repo, base, 'base'), await commitOf(repo, head, 'head')];
  try {
    return (await gitOutput(repo, ['merge-base', baseCommit, headCommit])).trim();
  } catch {
    throw new UsageError(`${base} and ${head} have no commit in common in ${repo}: give a range on one history`);
  }
}

/** The --rules file's text; one line naming the file when it cannot be read. */
async function readRules(file: string, given: string): Promise<string> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const why = code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'it is a folder' : (error as Error).message;
    throw new UsageError(`--rules ${given}: cannot read ${file}: ${why}`);
  }
}

export async function suggestCommand(argv: string[], io: CommandIo): Promise<number> {
  const { values, positionals } = readArgv({
    args: argv,
    allowPositionals: true,
    options: {
      repo: { type: 'string' },
      format: { type: 'string' },
      rules: { type: 'string' },
      timings: { type: 'string' },
      'cache-dir': { type: 'string' },
      ...cliFlags(runsSetting, cliMaxRuns),
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    write(io.stdout, SUGGEST_USAGE);
    return EXIT.ok;
  }
  if (positionals.length > 1) throw new UsageError('suggest takes one range, <base>..<head>');
  const format = suggestFormat.parse(values.format, 'cli');
  const runs = runsSetting.parse(values.runs, 'cli');
  const maxRuns = cliMaxRuns.parse(values['max-runs']);
  if (values['max-runs'] !== undefined) cliMaxRuns.refuseWithFixed(runs, `--runs ${runs}`);
  // a missing folder or no repository says so, not that it has no default branch
  const repo = await checkRepository(path.resolve(io.cwd, values.repo ?? '.'), processRunner(io.env));
  let base: string;
  let head: string;
  if (positionals[0] !== undefined) {
    const match = /^(.+?)\.\.(.+)$/.exec(positionals[0]);
    if (!match || match[2]!.startsWith('.'))
      throw new UsageError(`the range must be <base>..<head>; got ${JSON.stringify(positionals[0])}`);
    [base, head] = [match[1]!, match[2]!];
  } else {
    base = await defaultBranch(repo);
    head = 'HEAD';
  }
  const mergeBase = await mergeBaseOf(repo, base, head);
  const rules =
    values.rules === undefined
      ? []
      : parseUserRules(await readRules(path.resolve(io.cwd, values.rules), values.rules), values.rules);
  const [files, tree] = await Promise.all([
    changedFilesFromGit(repo, mergeBase, head),
    readTreeFromGit(repo, mergeBase),
  ]);
  if (tree.size === 0)
    throw new UsageError(
      `${base} (${mergeBase.slice(0, 12)}) has no benchmark/ directory: is ${repo} a Node.js checkout?`,
    );
  if (files.length === 0) {
    write(
      io.stderr,
      `node-bench suggest: no file changed from ${base} to ${head} (${mergeBase.slice(0, 12)}): nothing to benchmark`,
    );
  }
  const suggestion = suggestGroups(files, tree, { rules });

  const timingsPath = values.timings
    ? path.resolve(io.cwd, values.timings)
    : path.join(cacheDirFrom(values['cache-dir'], io.cwd, io.env), TIMINGS_FILE_NAME);
  const groups = suggestion.decision === 'run' ? suggestion.groups.map((g) => g.name) : [];
  const estimate =
    groups.length === 0
      ? null
      : estimateRun({
          files: groups.flatMap((group) => (tree.get(group) ?? []).map((file) => `${group}/${file.name}`)),
          timings: await readTimings(timingsPath, (line) => write(io.stderr, line)),
          timingsSource: timingsPath,
          runs,
          maxRuns,
        });
  write(
    io.stdout,
    format === 'json'
      ? JSON.stringify(suggestionJson(suggestion, estimate), null, 2)
      : suggestionText(suggestion, estimate),
  );
  return EXIT.ok;
}
