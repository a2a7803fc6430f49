// Which benchmark files node core's benchmark/compare.js would run, and the
// argv that makes compare.js run exactly one of them.
//
// Mirrors benchmark/_cli.js (node v20): a category is a directory directly
// under benchmark/ other than `fixtures`; its benchmarks are the entries of
// that directory whose names start with neither `.` nor `_`; `--filter` and
// `--exclude` are substring matches against the entry name only (not the
// category), a file is kept when it matches any filter (or no filter was
// given) and matches no exclude. `all` stands for every category.

import { readdirSync } from 'node:fs';
import { isDirectory } from '../../util/files.ts';
import path from 'node:path';
import { UserError } from '../../errors.ts';
import { closestName } from '../../util/closest.ts';
import { isNodeBenchFile } from './bundled-files.ts';
import type { Schedule } from '../../options/comparison.ts';

/** Thrown for a checkout or a request that compare.js cannot run. */
export class CoreSuiteError extends UserError {
  constructor(message: string) {
    super(message);
    this.name = 'CoreSuiteError';
  }
}

/** One benchmark file compare.js would run. */
export interface CoreBenchmark {
  /** directory under benchmark/, e.g. `buffers` */
  category: string;
  /** entry name inside the category, e.g. `buffer-tojson.js` */
  name: string;
  /** `category/name`, exactly the `filename` column compare.js prints */
  filename: string;
}

const NOT_A_CATEGORY = 'fixtures';
// Entries compare.js would list but that are not benchmarks: a README or a
// data file in a category would only fail when node tries to run it.
const RUNNABLE = /\.(js|mjs|cjs)$/;

/** The category directories of `benchmarkDir`, sorted. */
export function listCategories(benchmarkDir: string): string[] {
  return readdirSync(benchmarkDir)
    .filter((name) => name !== NOT_A_CATEGORY && isDirectory(path.join(benchmarkDir, name)))
    .sort();
}

/** Every entry compare.js lists for a category (sorted), runnable or not. */
export function listCategoryEntries(benchmarkDir: string, category: string): string[] {
  return readdirSync(path.join(benchmarkDir, category))
    .filter((name) => name[0] !== '.' && name[0] !== '_')
    .sort();
}

/** compare.js's `shouldSkip`: filters and excludes match anywhere in the entry name. */
export function isSelected(name: string, filter: readonly string[], exclude: readonly string[]): boolean {
  let keep = filter.length === 0 || filter.some((f) => name.lastIndexOf(f) !== -1);
  if (exclude.some((e) => name.lastIndexOf(e) !== -1)) keep = false;
  return keep;
}

/**
 * Checks every category against the checkout and expands `all`.
 * Throws CoreSuiteError naming the categories that do exist.
 */
export function resolveCategories(benchmarkDir: string, categories: readonly string[]): string[] {
  if (categories.length === 0) {
    throw new CoreSuiteError(`no benchmark category given; ${describeCategories(benchmarkDir)}`);
  }
  const existing = listCategories(benchmarkDir);
  const resolved: string[] = [];
  for (const category of categories) {
    if (category === 'all') {
      resolved.push(...existing);
      continue;
    }
    if (!existing.includes(category)) {
      const guess = closestName(category, existing);
      throw new CoreSuiteError(
        `benchmark category ${JSON.stringify(category)} is not a directory under ${benchmarkDir}` +
          `${guess === undefined ? '' : ` (did you mean ${JSON.stringify(guess)}?)`}; ${describeCategories(benchmarkDir)}`,
      );
    }
    resolved.push(category);
  }
  return [...new Set(resolved)];
}

function describeCategories(benchmarkDir: string): string {
  const existing = listCategories(benchmarkDir);
  return existing.length === 0 ? 'it has no categories' : `existing categories: ${existing.join(', ')}`;
}

/**
 * The benchmark files compare.js would run for these categories, filters and
 * excludes, in category order then name order. Directories inside a category
 * (e.g. napi/string, run by node through their index.js) are kept, as
 * compare.js keeps them; plain files that are not JavaScript are left out.
 * node:bench files (`*.node-bench.js`) are kept too, `_`-named or not: our
 * engine runs them (node-bench-files.ts), compare.js cannot.
 */
export function selectCoreBenchmarks(
  benchmarkDir: string,
  categories: readonly string[],
  filter: readonly string[] = [],
  exclude: readonly string[] = [],
): CoreBenchmark[] {
  const selected: CoreBenchmark[] = [];
  for (const category of resolveCategories(benchmarkDir, categories)) {
    // node core names its node:bench files `_x.node-bench.js` so that compare.js and run.js pass them by
    const nodeBench = readdirSync(path.join(benchmarkDir, category)).filter((n) => n[0] === '_' && isNodeBenchFile(n));
    for (const name of [...listCategoryEntries(benchmarkDir, category), ...nodeBench].sort()) {
      if (!isSelected(name, filter, exclude)) continue;
      if (!RUNNABLE.test(name) && !isDirectory(path.join(benchmarkDir, category, name))) continue;
      selected.push({ category, name, filename: `${category}/${name}` });
    }
  }
  return selected;
}

/** compare.js's arguments: the comparison's runs per side among them. */
export interface CompareArgvOptions extends Pick<Schedule, 'runs'> {
  /** absolute path of benchmark/compare.js */
  compareJs: string;
  old: string;
  new: string;
  /** `key=value` strings, in order, CPUSET included when pinning */
  set: readonly string[];
}

/**
 * argv (after the node executable) that makes compare.js run exactly
 * `benchmark`: `--filter <name>` keeps every entry whose name contains the
 * name, so each other entry of the category whose name contains it is
 * excluded by its own full name (which cannot occur inside the shorter
 * target name). Options come first, then `--`, then the one category:
 * compare.js only accepts categories after its options.
 */
export function compareArgv(
  options: CompareArgvOptions,
  benchmark: CoreBenchmark,
  categoryEntries: readonly string[],
): string[] {
  const argv = [
    options.compareJs,
    '--old',
    options.old,
    '--new',
    options.new,
    '--runs',
    String(options.runs),
    '--no-progress',
    '--filter',
    benchmark.name,
  ];
  for (const other of categoryEntries) {
    if (other !== benchmark.name && other.includes(benchmark.name)) argv.push('--exclude', other);
  }
  for (const setting of options.set) argv.push('--set', setting);
  argv.push('--', benchmark.category);
  return argv;
}

/** One compare.js process of a core run: one benchmark file. */
export interface CoreJob {
  benchmark: CoreBenchmark;
  /** compare.js's argv (after the node executable) */
  args: string[];
}

/**
 * The core run's queue: one compare.js per file, in file order. compare.js
 * runs every run of one file before the next file, so this is the order one
 * compare.js over all the files would take. `entries` holds the entries of
 * each selected file's category (listCategoryEntries).
 */
export function planCoreRuns(
  benchmarks: readonly CoreBenchmark[],
  entries: ReadonlyMap<string, readonly string[]>,
  options: CompareArgvOptions,
): CoreJob[] {
  return benchmarks.map((benchmark) => ({
    benchmark,
    args: compareArgv(options, benchmark, entries.get(benchmark.category) ?? []),
  }));
}
