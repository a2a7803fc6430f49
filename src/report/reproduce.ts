// How a reader reproduces a report where they stand (a Node.js checkout) with what they have. Our line fetches
// this tool as its release publishes it (the `npm pack` tarball attached to the GitHub release of the version that
// ran: dist/ bundles everything, so npx installs one package and nothing else), whether or not the registry has
// it yet. Beside it, for node core's own benchmarks, node core's benchmark/compare.js with the same files and
// settings, which needs nothing of ours.
import { DEFAULT_CHILD_TIME_MS } from '../options/execution.ts';
import { COMPARE_JS_RUNS } from '../options/selection.ts';
import type { AnyReportInput, RunDescription, SideInfo } from './report-input.ts';
import { plainText } from './escape.ts';
import type { ToolSource } from '../util/tool-source.ts';

/** The file name `npm pack` gives this package at `version`, which the release attaches. */
export function releaseTarballName(version: string): string {
  return `node-bench-${version}.tgz`;
}

/** Where a release's tarball downloads from. */
export function releaseTarballUrl(repository: string, version: string): string {
  return `https://github.com/${repository}/releases/download/v${version}/${releaseTarballName(version)}`;
}

const FULL_SHA = /^[0-9a-f]{40}$/i;

/**
 * The npm package spec of the tool that ran at `version` (package.json's): the release tarball when the ref is that
 * release (its tag `vX.Y.Z`, the major tag `vX` that follows it, or a commit SHA, as workflows pin a release); a
 * branch or any other ref is not a release: npm fetches it from GitHub (`github:owner/name#ref`, a full dev install).
 */
export function packageSpec(tool: ToolSource, version: string): string {
  return isRelease(tool, version)
    ? releaseTarballUrl(tool.repository, version)
    : `github:${tool.repository}#${tool.ref}`;
}

function isRelease(tool: ToolSource, version: string): boolean {
  const major = /^(\d+)\.\d+\.\d+$/.exec(version)?.[1];
  return major !== undefined && (tool.ref === `v${version}` || tool.ref === `v${major}` || FULL_SHA.test(tool.ref));
}

/**
 * What npx does to get packageSpec's package, in a few words beside the line: a release's tarball is one package
 * and no dependencies (dist/ bundles everything); any other ref is cloned, and because package.json has a `build`
 * script npm's git fetcher installs the clone's development dependencies before it packs it (it runs no build: dist/
 * is the ref's own, as committed).
 */
export function packageFetchNote(tool: ToolSource, version: string): string {
  return isRelease(tool, version)
    ? 'npx fetches that release from GitHub: one package, no dependencies'
    : 'no release: npx clones that ref from GitHub and installs its development dependencies before it runs, ' +
        'minutes the first time';
}

/** `npx --yes --package=<spec> -- node-bench`: argv before the command's own. */
export function toolInvocation(tool: ToolSource, version: string): string[] {
  return ['npx', '--yes', `--package=${packageSpec(tool, version)}`, '--', 'node-bench'];
}

/** One shell word: bare when it is plainly safe, single-quoted otherwise (POSIX sh). */
export function shellQuote(word: string): string {
  const clean = plainText(word);
  // `#` starts a comment only at the start of a word
  return /^[A-Za-z0-9_.,:=/@+%^-][A-Za-z0-9_.,:=/@+%^#-]*$/.test(clean) ? clean : `'${clean.replace(/'/g, `'\\''`)}'`;
}

export function shellLine(argv: readonly string[]): string {
  return argv.map(shellQuote).join(' ');
}

const HEX_SHA = /^[0-9a-f]{7,64}$/i;

/** A side as `node-bench compare` takes it: a ref pinned to the commit that was measured. */
function cliSpec(info: SideInfo): string {
  return info.spec.startsWith('ref:') && info.sha && HEX_SHA.test(info.sha) ? `ref:${info.sha}` : info.spec;
}

/**
 * A pull request's sides exist in a reviewer's checkout only after fetching its head; merged onto the base (the
 * Action's merge mode), the new side is a commit the run made, found nowhere else: the lines that make the same
 * tree as a local branch, and the branch's name for the new side. Empty for runs of no pull request.
 */
function pullRequestLines(input: AnyReportInput): { lines: string[]; newRef?: string } {
  const pr = input.pullRequest;
  const base = input.old?.sha;
  if (pr === undefined || !HEX_SHA.test(pr.headSha)) return { lines: [] };
  const source =
    input.repositoryUrl && /^https:\/\/[^\s'"]+$/.test(input.repositoryUrl) ? input.repositoryUrl : 'origin';
  const lines = [`git fetch ${shellQuote(source)} pull/${pr.number}/head`];
  if (input.new?.sha === pr.headSha || base === undefined || !HEX_SHA.test(base)) return { lines };
  const branch = `pr-${pr.number}-merged`;
  lines.push(
    `git branch -f ${branch} "$(git commit-tree -p ${base} -p ${pr.headSha} -m 'pull request #${pr.number} merged' ` +
      `"$(git merge-tree --write-tree ${base} ${pr.headSha})")"`,
  );
  return { lines, newRef: branch };
}

/** The lines a reproduce block starts with (fetching a pull request, making its merge), for both tools. */
export function preludeLines(input: AnyReportInput): string[] {
  return pullRequestLines(input).lines;
}

/**
 * `compare --old … --new … --runs N|--as-compare-js [--filter …] [--set k=v] [--seed S] [--format F] GROUP…`:
 * node-bench's argv, printing the report in `format`, the one it was printed in (text, the default, needs no flag).
 */
export function compareArguments(input: AnyReportInput, format: string): string[] | undefined {
  const { old, new: current, run } = input;
  if (!old || !current || !run || run.groups.length === 0) return undefined;
  const merged = pullRequestLines(input).newRef;
  const argv = ['compare', '--old', cliSpec(old), '--new', merged ? `ref:${merged}` : cliSpec(current)];
  // a ref is built from a Node.js checkout: this one; so are node core's categories
  if (old.spec.startsWith('ref:') || current.spec.startsWith('ref:') || run.suite === 'core') argv.push('--repo', '.');
  if (run.suite !== undefined) argv.push('--suite', run.suite);
  const compareJs = ranAsCompareJs(input);
  if (compareJs)
    argv.push('--as-compare-js', ...(input.runs === COMPARE_JS_RUNS ? [] : ['--runs', String(input.runs)]));
  // auto is the default, said with its cap all the same: the line must mean this run under a later default too
  else if (run.adaptiveMaxRuns !== undefined) argv.push('--runs', 'auto', '--max-runs', String(run.adaptiveMaxRuns));
  else if (input.runs !== undefined) argv.push('--runs', String(input.runs));
  for (const value of run.filter ?? []) argv.push('--filter', value);
  for (const value of run.exclude ?? []) argv.push('--exclude', value);
  for (const [key, values] of Object.entries(run.set ?? {}))
    for (const value of values) argv.push('--set', `${key}=${value}`);
  if (run.seed !== undefined && run.seed !== null) argv.push('--seed', String(run.seed));
  if (!compareJs) argv.push(...childTimeArguments(run.sizing));
  if (!compareJs && input.analysis.correction !== 'none') argv.push('--correction', input.analysis.correction);
  if (format !== 'text') argv.push('--format', format);
  argv.push(...run.groups);
  return argv;
}

/**
 * Whether the run was compare.js's at its defaults, which `--as-compare-js` asks for in one flag: a fixed count,
 * each file's own n, compare.R's table without correction (however it was asked: the flag, `--runs 30
 * --child-time off`, `--engine compare.js`, the Action's inputs).
 */
function ranAsCompareJs(input: AnyReportInput): input is AnyReportInput & { runs: number } {
  const { run } = input;
  return (
    input.runs !== undefined &&
    run?.adaptiveMaxRuns === undefined &&
    run?.sizing === 'off' &&
    input.analysis.correction === 'none'
  );
}

/** The default child time needs no flag; another, or none, does (not known: nothing said). */
function childTimeArguments(sizing: RunDescription['sizing']): string[] {
  if (sizing === 'off') return ['--child-time', 'off'];
  if (sizing !== undefined && sizing.targetMs !== DEFAULT_CHILD_TIME_MS)
    return ['--child-time', `${sizing.targetMs}ms`];
  return [];
}

/** The binary compare.js gets for a side, and how the reader gets it there (shell lines), for a side named `name`. */
function coreBinary(info: SideInfo, name: 'old' | 'new', ref?: string): { path: string; lines: string[] } {
  const path = `./node-${name}`;
  if (info.spec.startsWith('ref:')) {
    const commit = ref ?? (info.sha && HEX_SHA.test(info.sha) ? info.sha : info.spec.slice('ref:'.length));
    return {
      path,
      lines: [`git checkout ${shellQuote(commit)} && ./configure && make -j4 && cp out/Release/node ${path}`],
    };
  }
  if (/^v?\d+\.\d+\.\d+$/.test(info.version) && !info.spec.includes('/')) {
    const version = info.version.startsWith('v') ? info.version : `v${info.version}`;
    return { path, lines: [`# ${path}: the node ${version} release binary (https://nodejs.org/dist/${version}/)`] };
  }
  // a path on the machine that ran: meaningful there
  return { path: info.spec, lines: [] };
}

/**
 * node core's own commands for a core-suite run: build (or fetch) both binaries, run benchmark/compare.js with the
 * same categories, filters, settings and runs (runs auto: its cap, as compare.js has no early stop), then its
 * table. Undefined for the bundled suite, whose files are ours.
 */
export function coreCompareLines(input: AnyReportInput): string[] | undefined {
  const { old, new: current, run } = input;
  if (!old || !current || !run || run.suite !== 'core' || run.groups.length === 0) return undefined;
  const oldBinary = coreBinary(old, 'old');
  const newBinary = coreBinary(current, 'new', pullRequestLines(input).newRef);
  const runs = run.adaptiveMaxRuns ?? input.runs;
  const argv = ['node', 'benchmark/compare.js', '--old', oldBinary.path, '--new', newBinary.path];
  if (runs !== undefined) argv.push('--runs', String(runs));
  for (const value of run.filter ?? []) argv.push('--filter', value);
  for (const value of run.exclude ?? []) argv.push('--exclude', value);
  for (const [key, values] of Object.entries(run.set ?? {}))
    for (const value of values) argv.push('--set', `${key}=${value}`);
  argv.push('--', ...run.groups);
  return [
    ...oldBinary.lines,
    ...newBinary.lines,
    `${shellLine(argv)} > compare.csv`,
    // node core's own table (R with ggplot2 and plyr); node-bench analyze prints the same one
    'Rscript benchmark/compare.R < compare.csv',
  ];
}
