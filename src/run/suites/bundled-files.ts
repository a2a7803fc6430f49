// Which files of the bundled suite a run covers.
//
// The suite is a directory (the repository's benchmarks/ by default) whose
// subdirectories are groups; a group's benchmarks are the .js/.cjs/.mjs files
// directly inside it whose names start with neither `.` nor `_` (helpers),
// like node core's benchmark/ layout. `fixtures` is never a group. node:bench
// files (`*.node-bench.js`, node-bench-files.ts) are benchmarks even when
// named `_x.node-bench.js`, as node core names them.
//
// --filter/--exclude follow node core's rule (a file is kept when it matches
// ANY filter, or no filter was given, and NO exclude), but match substrings of
// the path relative to the suite (`buffers/tojson.js`), so a filter can name a
// group as well as a file.

import { existsSync, readdirSync, statSync } from 'node:fs';
import { isDirectory } from '../../util/files.ts';
import { packageRoot } from '../../util/package-root.ts';
import path from 'node:path';

import { RunConfigError } from '../errors.ts';
import { closestName } from '../../util/closest.ts';

/** A node:bench file: found in a category or group even behind `_` (node core hides them from compare.js so). */
export const NODE_BENCH_FILE = /\.node-bench\.(js|cjs|mjs)$/;

export function isNodeBenchFile(name: string): boolean {
  return NODE_BENCH_FILE.test(name);
}

const NOT_A_GROUP = new Set(['fixtures', 'node_modules']);
const RUNNABLE = /\.(js|cjs|mjs)$/;

/** One benchmark file of the suite. */
export interface SuiteFile {
  /** path relative to the suite with `/` separators; the CSV `filename` column */
  filename: string;
  /** absolute path */
  file: string;
}

/** The bundled suite: benchmarks/ at the package root, from src/ (tsx) and from dist/ alike. */
export function findSuiteDir(moduleUrl: string = import.meta.url): string {
  const suite = path.join(packageRoot(moduleUrl), 'benchmarks');
  if (!existsSync(path.join(suite, 'common.js'))) {
    throw new RunConfigError(`${suite} has no common.js: the package is incomplete`);
  }
  return suite;
}

/** The groups of a suite, sorted. */
export function listGroups(suiteDir: string): string[] {
  if (!isDirectory(suiteDir)) throw new RunConfigError(`benchmark suite ${suiteDir} is not a directory`);
  return readdirSync(suiteDir)
    .filter((name) => name[0] !== '.' && name[0] !== '_' && !NOT_A_GROUP.has(name))
    .filter((name) => isDirectory(path.join(suiteDir, name)))
    .sort();
}

/**
 * node core's benchmark/ categories (v20's), for the hint when one is asked
 * of the bundled suite: the person typing it wants node core's benchmarks.
 */
const NODE_CORE_CATEGORIES: readonly string[] = (
  'abort_controller assert async_hooks blob buffers child_process cluster crypto dgram diagnostics_channel dns ' +
  'domain error es esm events fs http http2 https mime misc module napi net os path perf_hooks permission policy ' +
  'process querystring readline streams string_decoder test_runner timers tls ts url util v8 validators vm ' +
  'websocket webstreams worker zlib'
).split(' ');

/**
 * Checks the requested groups; `all` (or no group at all) stands for every
 * group. Duplicates are dropped, the order is kept.
 */
export function resolveGroups(suiteDir: string, groups: readonly string[]): string[] {
  const existing = listGroups(suiteDir);
  const valid = existing.length > 0 ? `valid groups: ${existing.join(', ')}` : `${suiteDir} has no groups`;
  if (groups.length === 0 || groups.includes('all')) {
    if (existing.length === 0) throw new RunConfigError(`no benchmark groups to run: ${valid}`);
    return existing;
  }
  const unknown = groups.filter((g) => !existing.includes(g));
  if (unknown.length > 0) {
    const names = unknown.map((g) => JSON.stringify(g)).join(', ');
    const core = unknown.filter((g) => NODE_CORE_CATEGORIES.includes(g));
    const hint =
      core.length === 0
        ? ''
        : `. ${core.map((g) => JSON.stringify(g)).join(', ')} ${core.length > 1 ? 'are categories' : 'is a category'} ` +
          "of node core's benchmark/, not of this suite: --repo <node checkout> (or running in one) runs node core's own";
    const guess = unknown.length === 1 && core.length === 0 ? closestName(unknown[0]!, existing) : undefined;
    throw new RunConfigError(
      `unknown benchmark group${unknown.length > 1 ? 's' : ''} ${names}` +
        `${guess === undefined ? '' : ` (did you mean ${JSON.stringify(guess)}?)`}; ${valid} (or all)${hint}`,
    );
  }
  return [...new Set(groups)];
}

/** compare.js's rule on the relative path: any filter (or none), no exclude. */
export function isSelected(filename: string, filter: readonly string[], exclude: readonly string[]): boolean {
  const kept = filter.length === 0 || filter.some((f) => filename.includes(f));
  return kept && !exclude.some((e) => filename.includes(e));
}

/**
 * The selected benchmark files, sorted by relative path. Throws when the
 * selection is empty: a run that measures nothing is a mistake in the options.
 */
export function selectSuiteFiles(
  suiteDir: string,
  groups: readonly string[],
  filter: readonly string[] = [],
  exclude: readonly string[] = [],
): SuiteFile[] {
  const root = path.resolve(suiteDir);
  const files: SuiteFile[] = [];
  let candidates = 0;
  for (const group of resolveGroups(root, groups)) {
    for (const name of readdirSync(path.join(root, group))) {
      if (name[0] === '.' || (name[0] === '_' && !isNodeBenchFile(name)) || !RUNNABLE.test(name)) continue;
      const file = path.join(root, group, name);
      if (!statSync(file).isFile()) continue;
      candidates++;
      const filename = `${group}/${name}`;
      if (isSelected(filename, filter, exclude)) files.push({ filename, file });
    }
  }
  if (files.length === 0) {
    const how = [...filter.map((f) => `--filter ${f}`), ...exclude.map((e) => `--exclude ${e}`)].join(' ');
    throw new RunConfigError(
      candidates === 0
        ? `no benchmark files in group(s) ${groups.join(', ') || 'all'} of ${root}`
        : `no benchmark file matches ${how} (out of ${candidates} in the selected groups)`,
    );
  }
  return files.sort((a, b) => (a.filename < b.filename ? -1 : a.filename > b.filename ? 1 : 0));
}
