// A pull request's changed files → the benchmark categories that measure
// them, each with the files that chose it and why. Pure: the base tree's
// benchmark files come in as data (tree.ts reads them), the file list from
// GitHub or git.
import { globToRegExp } from './glob.ts';
import { ALIASES, HELPER_MODULES, LOAD_SHARE, PATH_RULES, type PathRule } from './rules.ts';

/** A benchmark file of the base tree and the modules it loads. */
export interface TreeFile {
  /** entry name inside the category, e.g. `buffer-tojson.js` */
  name: string;
  loads: readonly string[];
}

/** The base tree's benchmark categories (directories of benchmark/, or the bundled suite's groups). */
export type BenchmarkTree = ReadonlyMap<string, readonly TreeFile[]>;

/** A workflow's own rule: files matching `glob` run `groups` (none: they change nothing). */
export interface UserRule {
  glob: string;
  groups: readonly string[];
}

export interface Reason {
  file: string;
  why: string;
}

export interface SuggestedGroup {
  name: string;
  /** the changed files that chose it, and why */
  because: Reason[];
}

export interface Suggestion {
  /** run: groups were found; ask: a file changes every benchmark; nothing: no file is benchmarked */
  decision: 'run' | 'ask' | 'nothing';
  groups: SuggestedGroup[];
  /** files that change every benchmark (deps/v8/, the build) */
  broad: Reason[];
  /** files that change no benchmark (tests, docs, tools, CI) */
  unmeasured: Reason[];
  /** files no rule and no benchmark knows */
  unmatched: string[];
  /** changed files read */
  fileCount: number;
  /** GitHub lists at most 3,000 files: the list was cut there */
  truncated: boolean;
}

export interface SuggestOptions {
  /** the workflow's rules, checked before the built-in ones */
  rules?: readonly UserRule[];
  truncated?: boolean;
}

interface CompiledRule {
  test: RegExp;
  rule: PathRule;
}

const BUILT_IN: readonly CompiledRule[] = PATH_RULES.map((rule) => ({ test: globToRegExp(rule.glob), rule }));

/** `lib/internal/url.js` → the names to look up (longest first) and the specifiers a benchmark would load. */
function layoutOf(file: string): { names: string[]; specifiers: string[] } | undefined {
  const lib = /^lib\/(.+)\.(?:js|mjs)$/.exec(file);
  if (lib) {
    const parts = lib[1]!.split('/');
    const internal = parts[0] === 'internal';
    const rest = internal ? parts.slice(1) : parts;
    if (rest.length === 0) return undefined;
    const names: string[] = [];
    if (rest.length > 1) names.push(rest.slice(0, 2).join('/'));
    names.push(...underscorePrefixes(rest[0]!));
    return { names, specifiers: [lib[1]!] };
  }
  const src = /^src\/(.+?)(?:-inl)?\.(?:cc|h|c|cpp)$/.exec(file);
  if (src) {
    const parts = src[1]!.split('/');
    const base = parts.length === 1 ? parts[0]! : parts[0]!;
    return { names: underscorePrefixes(base.replace(/^node_/, '')), specifiers: [] };
  }
  return undefined;
}

/** `process_methods` → [`process_methods`, `process`]; `_http_agent` → [`_http_agent`, `_http`]. */
function underscorePrefixes(name: string): string[] {
  const names = [name];
  for (let end = name.lastIndexOf('_'); end > 0; end = name.lastIndexOf('_', end - 1)) names.push(name.slice(0, end));
  return names;
}

/** Categories a module name stands for: its alias, else itself, else itself plus s (`buffer` → `buffers`). */
function categoriesOfName(name: string, tree: BenchmarkTree): string[] | undefined {
  const alias = ALIASES[name];
  if (alias !== undefined) return alias.filter((group) => tree.has(group));
  if (tree.has(name)) return [name];
  if (tree.has(`${name}s`)) return [`${name}s`];
  return undefined;
}

/** Whether a benchmark that loads `load` measures `specifier` (itself, or a subpath of it). */
function loadsModule(load: string, specifier: string): boolean {
  return load === specifier || load.startsWith(`${specifier}/`);
}

/** Categories whose files load one of `specifiers` (at least LOAD_SHARE of them), with the count. */
function categoriesLoading(specifiers: readonly string[], tree: BenchmarkTree): { group: string; why: string }[] {
  const wanted = specifiers.filter((specifier) => !HELPER_MODULES.includes(specifier.split('/')[0]!));
  if (wanted.length === 0) return [];
  const found: { group: string; why: string }[] = [];
  for (const [group, files] of tree) {
    if (files.length === 0) continue;
    const loading = files.filter((file) => file.loads.some((load) => wanted.some((s) => loadsModule(load, s))));
    if (loading.length === 0) continue;
    // A benchmark loads an internal module (with --expose-internals) only to measure it: one file is enough.
    // A public one may be loaded to set up: a share of the category's files must load it.
    const internal = loading.some((file) =>
      file.loads.some((load) => load.startsWith('internal/') && wanted.some((s) => loadsModule(load, s))),
    );
    if (!internal && loading.length < files.length * LOAD_SHARE) continue;
    const what = wanted.map((s) => `\`${s}\``).join(', ');
    found.push({ group, why: `${loading.length} of ${files.length} of its benchmarks load ${what}` });
  }
  return found;
}

export function parseUserRules(text: string, where: string): UserRule[] {
  const rules: UserRule[] = [];
  for (const [index, raw] of text.split('\n').entries()) {
    const line = raw.replace(/#.*/, '').trim();
    if (line === '') continue;
    const colon = line.indexOf(':');
    if (colon <= 0) {
      throw new SyntaxError(
        `${where} line ${index + 1}: write a rule as \`<glob>: <group> [<group>…]\` (no groups: the files change nothing)`,
      );
    }
    const glob = line.slice(0, colon).trim();
    const groups = line
      .slice(colon + 1)
      .split(/[\s,]+/)
      .filter(Boolean);
    if (!/^[A-Za-z0-9_.,*?{}/@+-]+$/.test(glob)) {
      throw new SyntaxError(
        `${where} line ${index + 1}: the glob ${JSON.stringify(glob)} has characters a path glob has not`,
      );
    }
    const badGroup = groups.find((group) => !/^[A-Za-z0-9_.-]+$/.test(group));
    if (badGroup !== undefined) {
      throw new SyntaxError(`${where} line ${index + 1}: ${JSON.stringify(badGroup)} is not a group name`);
    }
    globToRegExp(glob);
    rules.push({ glob, groups });
  }
  return rules;
}

/** The benchmark categories a change measures, and what each changed file meant. */
export function suggestGroups(files: readonly string[], tree: BenchmarkTree, options: SuggestOptions = {}): Suggestion {
  const userRules = (options.rules ?? []).map((rule) => ({ test: globToRegExp(rule.glob), rule }));
  const chosen = new Map<string, Reason[]>();
  const broad: Reason[] = [];
  const unmeasured: Reason[] = [];
  const unmatched: string[] = [];
  const choose = (group: string, reason: Reason) => {
    const list = chosen.get(group) ?? [];
    if (!list.some((r) => r.file === reason.file)) list.push(reason);
    chosen.set(group, list);
  };

  for (const file of [...new Set(files)]) {
    const user = userRules.find(({ test }) => test.test(file));
    if (user !== undefined) {
      const groups = user.rule.groups.filter((group) => tree.has(group));
      const why = `the workflow's rule \`${user.rule.glob}\``;
      if (user.rule.groups.length === 0) unmeasured.push({ file, why });
      else if (groups.length === 0) unmatched.push(file);
      else for (const group of groups) choose(group, { file, why });
      continue;
    }
    const builtIn = BUILT_IN.find(({ test }) => test.test(file));
    if (builtIn !== undefined) {
      const { rule } = builtIn;
      if (rule.kind === 'broad') broad.push({ file, why: rule.why });
      else if (rule.kind === 'nothing') unmeasured.push({ file, why: rule.why });
      else {
        const groups = (rule.groups ?? []).filter((group) => tree.has(group));
        if (groups.length === 0) unmatched.push(file);
        for (const group of groups) choose(group, { file, why: rule.why });
      }
      continue;
    }
    const bench = /^benchmark\/([^/]+)\/./.exec(file);
    if (bench) {
      if (tree.has(bench[1]!)) choose(bench[1]!, { file, why: 'the benchmark itself' });
      else unmatched.push(file);
      continue;
    }
    const layout = layoutOf(file);
    let found = false;
    if (layout !== undefined) {
      for (const name of layout.names) {
        const groups = categoriesOfName(name, tree);
        if (groups === undefined) continue;
        for (const group of groups) choose(group, { file, why: `measures \`${name}\`` });
        found = groups.length > 0;
        break;
      }
      for (const { group, why } of categoriesLoading(layout.specifiers, tree)) {
        choose(group, { file, why });
        found = true;
      }
    }
    if (!found) unmatched.push(file);
  }

  const groups = [...chosen].map(([name, because]) => ({ name, because })).sort((a, b) => a.name.localeCompare(b.name));
  return {
    decision: broad.length > 0 ? 'ask' : groups.length > 0 ? 'run' : 'nothing',
    groups,
    broad,
    unmeasured,
    unmatched,
    fileCount: new Set(files).size,
    truncated: options.truncated ?? false,
  };
}
