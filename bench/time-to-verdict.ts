// Time to a verdict, against node core's own tool at its defaults: for a
// stratified sample of node core configurations (one configuration an item,
// across categories and child costs, the slow kinds included), node core's
// benchmark/compare.js with each file's own n and 30 runs, then node-bench at
// its defaults (our engine, --runs auto, children sized to 300 ms), on the
// same configurations and binaries: v18.16.0 against v20.0.0, and v20.0.0
// against itself (A/A). Reports our wall time as a share of compare.js's (the
// sample's raw share and one re-weighted to all of core), verdict agreement
// with compare.js's starred rows (never the opposite direction), and false
// calls on the A/A half.
//
//   NODE_CORE_SOURCE=<node v20 tree> nice node --import tsx bench/time-to-verdict.ts [--runs 30] [--only N]
//     [--resume FILE]            (continue a stopped recording: same sample, same src/ and package-lock.json of ours)
//     [--ours-only EARLIER.json] (compare.js's runs from an earlier recording, where it has them: only ours runs)
//     [--at-new-source]          (with --resume: ours' src/ changed since; each item after records ours' commit)
//     [--redo-different-workload] (with --resume: run again, both tools, each item where ours measured another
//                                 workload than compare.js beside it; the first record kept under `replaced`)
//     [--out FILE]               (default bench/data/time-to-verdict.json)
//     [--cli dist/cli.js]        (ours as users run it, the bundle; default src/cli.ts through tsx)
//     [--plan]                   (print the sample, its strata and the estimated cost; measure nothing)
//   NODE_BENCH_CHILD_TIME=1s …    (ours with another --child-time)
//   npm run bench -- time-to-verdict   (reads the recording, partial or whole; does not measure)
//   TIME_TO_VERDICT_FILE=bench/data/time-to-verdict-16-configs.json npm run bench -- time-to-verdict
//
// The recording is written after every item (both halves, both tools), so a
// stop loses at most one item, and --resume continues it. It is slow
// (compare.js at 30 runs), so it is a script, not a test.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

import { createPrng } from '../src/run/plan/prng.ts';
import { parseCompareCsv, type Binary } from '../src/stats/csv.ts';
import { getReleaseBinary } from '../test/helpers/releases.ts';
import { CORE_SAMPLE_DATA, type CoreSampleData } from './core-sample-data.ts';
import { median } from './parity-report.ts';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const TIME_TO_VERDICT_DATA = path.join(ROOT, 'bench/data/time-to-verdict.json');

/** The sample's seed: the same seed and core-sample.json draw the same items in the same order. */
const SAMPLE_SEED = 40;
/** The categories issue 40 names as slow: each gets an item where core-sample measured one that runs. */
const REQUIRED_CATEGORIES = ['string_decoder', 'http', 'net', 'crypto', 'perf_hooks', 'fs'];
/**
 * Strata by a configuration's child cost (mean of its old and new child at
 * its own n, core-sample.json), and how many items each gets: the expensive
 * ones sparsely, so the whole recording fits (see estimatedCompareJsMs); the
 * weights re-scale them to all of core.
 */
const STRATA: readonly { name: string; belowMs: number; items: number }[] = [
  { name: '<0.3 s', belowMs: 300, items: 38 },
  { name: '0.3-1 s', belowMs: 1000, items: 16 },
  { name: '1-5 s', belowMs: 5000, items: 4 },
  { name: '>5 s', belowMs: Infinity, items: 2 },
];
/**
 * No drawn item may cost compare.js more than this (both halves, estimated):
 * one item must not take the recording. A required category's cheapest item
 * may (perf_hooks has none cheaper: ~15 min).
 */
const MAX_ITEM_MS = 11 * 60_000;
/** Keys the tools size (ours) or leave at the file's own value (compare.js): never pinned. */
const SIZED_KEYS = new Set(['n', 'dur', 'duration']);
/**
 * http benchmarks: node core's default load generator is the first of wrk and
 * autocannon on the PATH, else its test double. Ours runs core's children in a
 * sandbox that sees only the run's own files, so this repo's
 * node_modules/.bin/autocannon is out of its reach ("Requested benchmarker
 * 'autocannon' is not installed") and the system has neither: both tools are
 * pinned to the test double, which both can run.
 */
const HTTP_BENCHMARKER = 'benchmarker=test-double-http';

export interface SampleItem {
  category: string;
  /** the file's name inside its category (compare.js's and ours' --filter) */
  file: string;
  /** every key but the sized ones, pinned with --set in both tools */
  set: string[];
  /** other files of the category whose names contain `file`: --exclude'd in both tools */
  exclude: string[];
  /** the configuration as core-sample.json lists it (with the file's own n) */
  configuration: string;
  stratum: string;
  /** core-sample.json's mean child at own n, ms */
  childMs: { old: number; new: number };
  /** compare.js's estimated wall time for this item, per half, ms */
  estimatedMs: { 'v18-vs-v20': number; 'aa-v20': number };
}

export interface Stratum {
  name: string;
  belowMs: number;
  /** items drawn */
  items: number;
  /** all of core: configurations (estimated) in this stratum, their share, and their share of compare.js's machine time */
  coreConfigurations: number;
  configurationShare: number;
  machineTimeShare: number;
}

export type HalfName = 'v18-vs-v20' | 'aa-v20';
export const HALVES: readonly HalfName[] = ['v18-vs-v20', 'aa-v20'];

type Rows = Record<string, { verdict: string; stars: string; change: number }>;

interface ToolRun {
  wallMs: number;
  exitCode: number | null;
  /** the tool's CSV (compare.js: its stdout; ours: its --out file) */
  csv: string;
  /** rows by name without the sized keys: verdict (ours) or stars and change (compare.js, as compare.R reads it) */
  rows: Rows;
}

interface ItemHalf {
  compareJs: ToolRun;
  ours: ToolRun;
  /** compare.js's run was taken from the recording of this time (--ours-only) */
  compareJsFrom?: string;
}

export interface ItemRecord {
  key: string;
  stratum: string;
  recordedAt: string;
  /** the 1-minute load average when the item started and when it ended (2 cores: above ~1 the tools shared them) */
  load: [number, number];
  halves: Record<HalfName, ItemHalf>;
  /** ours' commit, where a resume at a new source (--at-new-source) ran this item at another than the recording's */
  oursCommit?: string;
}

export interface TimeToVerdictData {
  schemaVersion: 2;
  startedAt: string;
  updatedAt: string;
  tree: string;
  runs: number;
  seed: number;
  /** how the sample was drawn, and the population model its weights come from */
  design: string;
  strata: Stratum[];
  sample: SampleItem[];
  /** the commit of ours that ran */
  oursCommit: string;
  /** git's hash of that commit's src/ and package-lock.json: what ours ran; --resume needs it unchanged */
  oursSource: string;
  childTime?: string;
  /** the CLI that ran ours, when not src/cli.ts through tsx (the bundle: dist/cli.js) */
  oursCli?: string;
  /** one record per finished item, in the sample's order */
  items: ItemRecord[];
  /** records run again by --redo-different-workload, each with the check that failed it */
  replaced?: (ItemRecord & { why: string })[];
}

/** The first recordings (16 configurations, one file of totals per half): still printable. */
export interface TimeToVerdictDataV1 {
  schemaVersion: 1;
  recordedAt: string;
  tree: string;
  runs: number;
  sample: { category: string; file: string; set: string[] }[];
  oursCommit?: string;
  compareJsFrom?: string;
  halves: { name: HalfName; compareJs: Omit<ToolRun, 'csv'>; ours: Omit<ToolRun, 'csv'> }[];
}

export const itemKey = (item: Pick<SampleItem, 'category' | 'file' | 'set'>) =>
  `${item.category}/${item.file}${item.set.map((s) => ` ${s}`).join('')}`;

// ---------------------------------------------------------------- the sample

export function parameters(configuration: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const match of configuration.matchAll(/([^\s=]+)=('[^']*'|"[^"]*"|\S+)/g)) map.set(match[1]!, match[2]!);
  return map;
}

/** A listed value as --set takes it: the quotes core's listing adds around strings taken off. */
const setValue = (value: string) => (/^'.*'$|^".*"$/.test(value) ? value.slice(1, -1) : value);

function shared(a: Map<string, string>, b: Map<string, string>): number {
  let count = 0;
  for (const [key, value] of a) if (b.get(key) === value) count++;
  return count;
}

export interface Measured {
  filename: string;
  configuration: string;
  old: number;
  new: number;
  /** every child of it ran to its end on both binaries */
  ok: boolean;
}

export function measuredConfigurations(data: CoreSampleData): Measured[] {
  const byKey = new Map<
    string,
    { filename: string; configuration: string; old: number[]; new: number[]; ok: boolean }
  >();
  for (const child of data.children) {
    const key = `${child.filename} ${child.configuration}`;
    let entry = byKey.get(key);
    if (entry === undefined) {
      entry = { filename: child.filename, configuration: child.configuration, old: [], new: [], ok: true };
      byKey.set(key, entry);
    }
    entry[child.binary].push(child.wallMs);
    if (child.status !== 'ok') entry.ok = false;
  }
  const mean = (xs: number[], other: number[]) => {
    const values = xs.length > 0 ? xs : other;
    return values.reduce((a, b) => a + b, 0) / values.length;
  };
  return [...byKey.values()].map((e) => ({
    filename: e.filename,
    configuration: e.configuration,
    old: mean(e.old, e.new),
    new: mean(e.new, e.old),
    ok: e.ok && e.old.length > 0 && e.new.length > 0,
  }));
}

const stratumOf = (childMs: number) => STRATA.find((s) => childMs < s.belowMs)!;

/** compare.js's wall time for one configuration and half: per run and binary, the file's process and its child. */
function estimatedCompareJsMs(runs: number, old: number, neu: number, listMs: number): number {
  return runs * (old + neu + 2 * listMs);
}

/**
 * All of core, every configuration costed: its own measurement, else the
 * measured configuration of its file sharing the most parameter values, else
 * the mean of its category's measured ones. Configurations whose stand-in
 * failed on a binary (or whose category has none that ran) are left out: they
 * cannot be compared between v18.16.0 and v20.0.0 either way.
 */
function coreStrata(data: CoreSampleData, measured: readonly Measured[], runs: number): Stratum[] {
  const byFile = new Map<string, Measured[]>();
  const byCategory = new Map<string, Measured[]>();
  for (const m of measured) {
    byFile.set(m.filename, [...(byFile.get(m.filename) ?? []), m]);
    const category = m.filename.split('/')[0]!;
    if (m.ok) byCategory.set(category, [...(byCategory.get(category) ?? []), m]);
  }
  const count = new Map<string, number>();
  const machine = new Map<string, number>();
  for (const file of data.files) {
    for (const configuration of file.configurations ?? []) {
      const cost = imputedCost(file.filename, file.category, configuration, byFile, byCategory);
      if (cost === undefined) continue;
      const stratum = stratumOf((cost.old + cost.new) / 2).name;
      count.set(stratum, (count.get(stratum) ?? 0) + 1);
      const ms = estimatedCompareJsMs(runs, cost.old, cost.new, file.listWallMs);
      machine.set(stratum, (machine.get(stratum) ?? 0) + ms);
    }
  }
  const totalCount = [...count.values()].reduce((a, b) => a + b, 0);
  const totalMachine = [...machine.values()].reduce((a, b) => a + b, 0);
  return STRATA.map((s) => ({
    name: s.name,
    belowMs: s.belowMs,
    items: s.items,
    coreConfigurations: count.get(s.name) ?? 0,
    configurationShare: (count.get(s.name) ?? 0) / totalCount,
    machineTimeShare: (machine.get(s.name) ?? 0) / totalMachine,
  }));
}

export function imputedCost(
  filename: string,
  category: string,
  configuration: string,
  byFile: ReadonlyMap<string, Measured[]>,
  byCategory: ReadonlyMap<string, Measured[]>,
): { old: number; new: number } | undefined {
  const own = byFile.get(filename);
  if (own !== undefined) {
    const params = parameters(configuration);
    const nearest = own.reduce((best, m) =>
      shared(parameters(m.configuration), params) > shared(parameters(best.configuration), params) ? m : best,
    );
    return nearest.ok ? nearest : undefined;
  }
  const siblings = byCategory.get(category);
  if (siblings === undefined) return undefined;
  const mean = (side: 'old' | 'new') => siblings.reduce((sum, m) => sum + m[side], 0) / siblings.length;
  return { old: mean('old'), new: mean('new') };
}

/** Whether the file drives an http server with core's load generator (bench.http). */
function usesHttpBenchmarker(tree: string, filename: string): boolean {
  const source = path.join(tree, 'benchmark', filename);
  return existsSync(source) && readFileSync(source, 'utf8').includes('.http(');
}

export function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/**
 * The sample, drawn with SAMPLE_SEED from core-sample.json's configurations
 * that ran on both binaries: first one item for each required category (its
 * cheapest configuration within MAX_ITEM_MS), then each stratum's quota,
 * category by category (the least represented first, so the sample spreads
 * over as many categories as it can), at most one configuration a file where
 * the stratum allows. Ordered so every stratum is spread evenly through the
 * recording: a partial one is a smaller sample of the same design.
 */
export function drawSample(
  tree: string,
  data: CoreSampleData,
  runs: number,
): { sample: SampleItem[]; strata: Stratum[] } {
  const measured = measuredConfigurations(data);
  const listMs = new Map(data.files.map((f) => [f.filename, f.listWallMs]));
  const files = data.files.map((f) => f.filename);
  const random = createPrng(SAMPLE_SEED);
  const listed = new Map(data.files.map((f) => [f.filename, f.configurations ?? []]));
  const runnable = shuffled(
    measured
      .filter((m) => m.ok && pinnedAlone(m, listed.get(m.filename) ?? []))
      .map((m) => toItem(tree, m, files, listMs.get(m.filename) ?? 0, runs)),
    random,
  );
  const candidates = runnable.filter((item) => cost(item) <= MAX_ITEM_MS);
  const chosen: SampleItem[] = [];
  const perStratum = new Map<string, number>();
  const take = (item: SampleItem) => {
    chosen.push(item);
    perStratum.set(item.stratum, (perStratum.get(item.stratum) ?? 0) + 1);
  };
  for (const category of REQUIRED_CATEGORIES) {
    let inCategory = runnable.filter((c) => c.category === category);
    // a category whose files all sweep n themselves (crypto/randomInt.js): n pinned too, which turns ours' sizing off
    if (inCategory.length === 0)
      inCategory = measured
        .filter((m) => m.ok && m.filename.startsWith(`${category}/`))
        .map((m) => toItem(tree, m, files, listMs.get(m.filename) ?? 0, runs, true));
    const cheapest = inCategory.sort((a, b) => cost(a) - cost(b))[0];
    if (cheapest !== undefined) take(cheapest);
  }
  for (const stratum of STRATA) {
    while ((perStratum.get(stratum.name) ?? 0) < stratum.items) {
      const next = leastRepresented(
        candidates.filter((c) => c.stratum === stratum.name && !chosen.includes(c)),
        chosen,
      );
      if (next === undefined) break;
      take(next);
    }
  }
  return { sample: interleaved(chosen, random), strata: coreStrata(data, measured, runs) };
}

/** The key values but the sized ones: a configuration's identity when n, dur and duration are the tools' to choose. */
const pinnedKey = (configuration: string) =>
  [...parameters(configuration)]
    .filter(([key]) => !SIZED_KEYS.has(key))
    .map(([key, value]) => `${key}=${value}`)
    .join(' ');

/** Whether pinning its unsized keys selects this configuration alone (not also a sibling that differs only in n). */
export const pinnedAlone = (m: Measured, configurations: readonly string[]) =>
  configurations.filter((c) => pinnedKey(c) === pinnedKey(m.configuration)).length === 1;

const cost = (item: SampleItem) => item.estimatedMs['v18-vs-v20'] + item.estimatedMs['aa-v20'];

export function leastRepresented<T extends Pick<SampleItem, 'category' | 'file'>>(
  pool: readonly T[],
  chosen: readonly T[],
): T | undefined {
  const inSample = (item: T) => [
    chosen.filter((c) => c.category === item.category).length,
    chosen.filter((c) => c.category === item.category && c.file === item.file).length,
  ];
  let best: T | undefined;
  let bestRank: number[] = [];
  for (const item of pool) {
    const [category, file] = inSample(item);
    const rank = [file!, category!];
    if (best === undefined || rank[0]! < bestRank[0]! || (rank[0] === bestRank[0] && rank[1]! < bestRank[1]!)) {
      best = item;
      bestRank = rank;
    }
  }
  return best;
}

/** Each stratum's items spread evenly through the order (a seeded shuffle inside each). */
function interleaved(items: readonly SampleItem[], random: () => number): SampleItem[] {
  const keyed: { item: SampleItem; at: number }[] = [];
  for (const stratum of STRATA) {
    const members = shuffled(
      items.filter((i) => i.stratum === stratum.name),
      random,
    );
    members.forEach((item, j) => keyed.push({ item, at: (j + 0.25 + random() * 0.5) / members.length }));
  }
  return keyed.sort((a, b) => a.at - b.at).map((k) => k.item);
}

export function toItem(
  tree: string,
  m: Measured,
  files: readonly string[],
  listMs: number,
  runs: number,
  pinSized = false,
): SampleItem {
  const [category, ...rest] = m.filename.split('/');
  const file = rest.join('/');
  const set = [...parameters(m.configuration)]
    .filter(([key]) => pinSized || !SIZED_KEYS.has(key))
    .map(([key, value]) => `${key}=${setValue(value)}`);
  if (usesHttpBenchmarker(tree, m.filename) && !set.some((s) => s.startsWith('benchmarker=')))
    set.push(HTTP_BENCHMARKER);
  const exclude = files
    .filter((f) => f !== m.filename && f.startsWith(`${category}/`) && f.slice(category!.length + 1).includes(file))
    .map((f) => f.slice(category!.length + 1));
  return {
    category: category!,
    file,
    set,
    exclude,
    configuration: m.configuration,
    stratum: stratumOf((m.old + m.new) / 2).name,
    childMs: { old: Math.round(m.old), new: Math.round(m.new) },
    estimatedMs: {
      'v18-vs-v20': Math.round(estimatedCompareJsMs(runs, m.old, m.new, listMs)),
      'aa-v20': Math.round(estimatedCompareJsMs(runs, m.new, m.new, listMs)),
    },
  };
}

// ---------------------------------------------------------------- the recording

export function run(
  command: string,
  args: string[],
  options: { cwd: string },
): Promise<{ ms: number; code: number | null; stdout: string }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const env = { ...process.env };
    // benchmarked processes must not inherit the proxy's CA
    delete env.NODE_EXTRA_CA_CERTS;
    const child = spawn(command, args, { cwd: options.cwd, env, stdio: ['ignore', 'pipe', 'inherit'] });
    let stdout = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ ms: performance.now() - started, code, stdout }));
  });
}

/** A row's name with n, dur and duration taken out: the same configuration in both tools' CSVs. */
export const unsized = (name: string) => name.replace(/ (?:n|dur|duration)=[\d.e+]+/g, '');

async function analyzeRows(csvPath: string): Promise<Rows> {
  const analyzed = await run(
    process.execPath,
    ['--import', 'tsx', 'src/cli.ts', 'analyze', '--format', 'json', csvPath],
    { cwd: ROOT },
  );
  return jsonRows(analyzed.stdout);
}

/** The rows of a --format json report (compare or analyze). */
function jsonRows(json: string): Rows {
  if (json.trim() === '') return {};
  const report = JSON.parse(json) as {
    comparisons: { name: string; verdict: string; stars: string; improvement: number }[];
  };
  return Object.fromEntries(
    report.comparisons.map((c) => [unsized(c.name), { verdict: c.verdict, stars: c.stars, change: c.improvement }]),
  );
}

export const selection = (item: SampleItem) => [
  '--filter',
  item.file,
  ...item.exclude.flatMap((e) => ['--exclude', e]),
  ...item.set.flatMap((s) => ['--set', s]),
];

async function runCompareJs(tree: string, item: SampleItem, old: string, neu: string, runs: number, dir: string) {
  const args = ['benchmark/compare.js', '--old', old, '--new', neu, '--runs', String(runs), ...selection(item)];
  const result = await run(process.execPath, [...args, item.category], { cwd: tree });
  const csvPath = path.join(dir, 'compare-js.csv');
  writeFileSync(csvPath, result.stdout);
  const rows = result.stdout.trim() === '' ? {} : await analyzeRows(csvPath);
  return { wallMs: result.ms, exitCode: result.code, csv: result.stdout, rows };
}

/** ours as it ran: src/cli.ts through tsx, or the bundle given by --cli */
let oursCli = 'src/cli.ts';

async function runOurs(tree: string, item: SampleItem, old: string, neu: string, runs: number, dir: string) {
  const out = path.join(dir, 'ours.csv');
  const entry = oursCli.endsWith('.ts') ? ['--import', 'tsx', oursCli] : [oursCli];
  const args = [...entry, 'compare', '--suite', 'core', '--repo', tree, '--old', old];
  args.push('--new', neu, '--runs', 'auto', '--max-runs', String(runs), ...selection(item));
  args.push('--out', out, '--format', 'json', '--quiet');
  if (process.env.NODE_BENCH_CHILD_TIME) args.push('--child-time', process.env.NODE_BENCH_CHILD_TIME);
  const result = await run(process.execPath, [...args, item.category], { cwd: ROOT });
  const csv = existsSync(out) ? readFileSync(out, 'utf8') : '';
  // the run's own verdicts (--runs auto), as its JSON says them
  return { wallMs: result.ms, exitCode: result.code, csv, rows: jsonRows(result.stdout) };
}

/** Both halves of one item, v18 -> v20 then A/A, each compare.js then ours: both tools see the same minutes' load. */
async function recordItem(
  tree: string,
  item: SampleItem,
  binaries: { v18: string; v20: string },
  runs: number,
  reuse: ItemRecord | undefined,
): Promise<ItemRecord> {
  const pairs: Record<HalfName, [string, string]> = {
    'v18-vs-v20': [binaries.v18, binaries.v20],
    'aa-v20': [binaries.v20, binaries.v20],
  };
  const halves = {} as Record<HalfName, ItemHalf>;
  const loadAtStart = loadavg()[0]!;
  for (const half of HALVES) {
    const [old, neu] = pairs[half];
    const dir = mkdtempSync(path.join(tmpdir(), 'time-to-verdict-'));
    const earlier = reuse?.halves[half];
    const compareJs = earlier?.compareJs ?? (await runCompareJs(tree, item, old, neu, runs, dir));
    const ours = await runOurs(tree, item, old, neu, runs, dir);
    halves[half] = { compareJs, ours, ...(earlier ? { compareJsFrom: reuse!.recordedAt } : {}) };
    console.log(
      `  ${half}: compare.js ${(compareJs.wallMs / 1000).toFixed(1)} s${earlier ? ' (reused)' : ''} ` +
        `(estimated ${(item.estimatedMs[half] / 1000).toFixed(1)} s), ours ${(ours.wallMs / 1000).toFixed(1)} s`,
    );
  }
  const load: [number, number] = [loadAtStart, loadavg()[0]!];
  return { key: itemKey(item), stratum: item.stratum, recordedAt: new Date().toISOString(), load, halves };
}

/** Written whole to a temporary file, then renamed: a stop mid-write never leaves half a JSON. */
export function save(file: string, data: { updatedAt: string }): void {
  data.updatedAt = new Date().toISOString();
  writeFileSync(`${file}.tmp`, `${JSON.stringify(data, null, 1)}\n`);
  renameSync(`${file}.tmp`, file);
}

function oursCommit(): { commit: string; source: string } {
  const dirty = execFileSync('git', ['status', '--porcelain', '--', 'src', 'package-lock.json'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  if (dirty.trim() !== '') fail(`src/ or package-lock.json has uncommitted changes: commit them first`);
  const git = (...args: string[]) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).trim();
  return { commit: git('rev-parse', 'HEAD'), source: git('rev-parse', 'HEAD:src', 'HEAD:package-lock.json') };
}

export function fail(message: string): never {
  console.error(`time-to-verdict: ${message}`);
  process.exit(2);
}

const sampleKeys = (sample: readonly SampleItem[]) => sample.map(itemKey).join('\n');

/** A new recording, or the one in --resume checked to be the same design, runs and ours. */
function startOrResume(
  tree: string,
  runs: number,
  only: number | undefined,
  drawn: { sample: SampleItem[]; strata: Stratum[] },
  resume: string | undefined,
  atNewSource: boolean,
  ours: { commit: string; source: string },
): TimeToVerdictData {
  const sample = drawn.sample.slice(0, only ?? drawn.sample.length);
  if (resume === undefined) {
    const now = new Date().toISOString();
    return {
      schemaVersion: 2,
      startedAt: now,
      updatedAt: now,
      tree: path.basename(tree),
      runs,
      seed: SAMPLE_SEED,
      design: DESIGN,
      strata: drawn.strata,
      sample,
      oursCommit: ours.commit,
      oursSource: ours.source,
      ...(process.env.NODE_BENCH_CHILD_TIME ? { childTime: process.env.NODE_BENCH_CHILD_TIME } : {}),
      ...(oursCli === 'src/cli.ts' ? {} : { oursCli }),
      items: [],
    };
  }
  const data = readRecording(resume);
  if (data.schemaVersion !== 2) fail(`${resume} is a schemaVersion ${data.schemaVersion} recording: it cannot resume`);
  if (data.runs !== runs) fail(`${resume} ran compare.js at ${data.runs} runs, not ${runs}`);
  if (data.tree !== path.basename(tree)) fail(`${resume} ran on ${data.tree}, NODE_CORE_SOURCE is ${tree}`);
  if (sampleKeys(data.sample) !== sampleKeys(drawn.sample.slice(0, data.sample.length)))
    fail(`${resume} has another sample (seed, --only or core-sample.json changed)`);
  // the recording's own sample, unless a larger --only extends it (the order spreads every stratum throughout)
  if (only !== undefined && sample.length > data.sample.length) data.sample = sample;
  if ((data.childTime ?? '') !== (process.env.NODE_BENCH_CHILD_TIME ?? ''))
    fail(`${resume} ran ours with --child-time ${data.childTime ?? 'default'}: set NODE_BENCH_CHILD_TIME the same`);
  if ((data.oursCli ?? 'src/cli.ts') !== oursCli)
    fail(`${resume} ran ours as ${data.oursCli ?? 'src/cli.ts'}: give --cli the same`);
  if (data.oursSource !== ours.source && atNewSource)
    console.log(
      `resuming at ${ours.commit.slice(0, 10)}, src/ changed since ${data.oursCommit.slice(0, 10)}: each item says so`,
    );
  else if (data.oursSource !== ours.source)
    fail(
      `${resume} ran ours at ${data.oursCommit.slice(0, 10)}, whose src/ or package-lock.json differs from ` +
        `${ours.commit.slice(0, 10)}'s: start a new recording with --ours-only ${resume} ` +
        `(it reuses compare.js's runs and runs ours again), or give --at-new-source to go on at this one`,
    );
  else if (data.oursCommit !== ours.commit)
    console.log(
      `resuming at ${ours.commit.slice(0, 10)}: src/ and package-lock.json as at ${data.oursCommit.slice(0, 10)}`,
    );
  return data;
}

const DESIGN =
  `seed ${SAMPLE_SEED}; from bench/data/core-sample.json's configurations whose children ran on both binaries; ` +
  `one item for each of ${REQUIRED_CATEGORIES.join(', ')} (its cheapest; n pinned too where every file of the ` +
  `category sweeps n itself), then each stratum's quota ` +
  `(${STRATA.map((s) => `${s.name}: ${s.items}`).join(', ')}) over the least represented categories and files; ` +
  `no item over ${MAX_ITEM_MS / 60_000} min of compare.js (both halves, estimated); strata by the mean child at own n. ` +
  `Population (the weights): every configuration core lists, costed by its own measurement, else its file's nearest ` +
  `measured configuration (most shared values), else its category's mean; those whose stand-in failed left out.`;

export async function recordTimeToVerdict(options: {
  runs: number;
  only?: number;
  resume?: string;
  oursOnly?: string;
  out?: string;
  plan?: boolean;
  cli?: string;
  atNewSource?: boolean;
  redoDifferentWorkload?: boolean;
}): Promise<TimeToVerdictData | undefined> {
  if (options.cli !== undefined) oursCli = options.cli;
  const tree = process.env.NODE_CORE_SOURCE;
  if (!tree) fail('set NODE_CORE_SOURCE to a node core tree (../shared/tools/node-core-source.sh DIR)');
  const coreSample = JSON.parse(await readFile(CORE_SAMPLE_DATA, 'utf8')) as CoreSampleData;
  const drawn = drawSample(tree, coreSample, options.runs);
  if (options.plan) {
    for (const line of planLines(drawn.sample.slice(0, options.only), drawn.strata)) console.log(line);
    return undefined;
  }
  if (options.redoDifferentWorkload && options.resume === undefined)
    fail('--redo-different-workload needs --resume FILE: it runs again items of a recording');
  const out = options.resume ?? options.out ?? TIME_TO_VERDICT_DATA;
  const ours = oursCommit();
  const atNewSource = options.atNewSource === true;
  const data = startOrResume(tree, options.runs, options.only, drawn, options.resume, atNewSource, ours);
  const newSource = data.oursSource === ours.source ? undefined : ours.commit;
  const earlier = options.oursOnly ? readRecording(options.oursOnly) : undefined;
  const reused = new Map(earlier?.schemaVersion === 2 ? earlier.items.map((i) => [i.key, i]) : []);
  if (earlier !== undefined && earlier.schemaVersion !== 2) fail(`--ours-only needs a schemaVersion 2 recording`);
  const binaries = { v18: await getReleaseBinary('18.16.0'), v20: await getReleaseBinary('20.0.0') };
  const redo = new Map(options.redoDifferentWorkload ? differentWorkloadItems(data).map((r) => [r.key, r]) : []);
  const done = new Set(data.items.map((i) => i.key).filter((key) => !redo.has(key)));
  save(out, data);
  for (const [index, item] of data.sample.entries()) {
    if (done.has(itemKey(item))) continue;
    console.log(`[${index + 1}/${data.sample.length}] ${itemKey(item)} (${item.stratum}) ${new Date().toISOString()}`);
    const first = redo.get(itemKey(item));
    if (first !== undefined) console.log(`  again: ${first.why}`);
    const record = await recordItem(tree, item, binaries, options.runs, first ? undefined : reused.get(itemKey(item)));
    const recorded = newSource === undefined ? record : { ...record, oursCommit: newSource };
    const at = data.items.findIndex((i) => i.key === recorded.key);
    if (at < 0) data.items.push(recorded);
    else {
      (data.replaced ??= []).push({ ...data.items[at]!, why: first!.why });
      data.items[at] = recorded;
    }
    save(out, data);
  }
  return data;
}

/** The items with a half where ours measured another workload than compare.js beside it, and the figures why. */
function differentWorkloadItems(data: TimeToVerdictData): { key: string; why: string }[] {
  return data.items.flatMap((item) => {
    const unlike = HALVES.filter((half) => differentWorkload(item.halves[half]));
    if (unlike.length === 0) return [];
    const why = unlike.map(
      (half) => `${half}: ours at ${ratiosText(item.halves[half])} of compare.js's rate beside it`,
    );
    return [{ key: item.key, why: why.join('; ') }];
  });
}

const ratiosText = (half: ItemHalf) =>
  rateRatios(half)
    .map((r) => `${(r * 100).toFixed(0)} %`)
    .join(', ');

function planLines(sample: readonly SampleItem[], strata: readonly Stratum[]): string[] {
  const lines = sample.map(
    (item, i) =>
      `${String(i + 1).padStart(2)} ${item.stratum.padEnd(7)} ${((cost(item) / 60_000).toFixed(1) + ' min').padStart(8)}  ${itemKey(item)}` +
      (item.exclude.length > 0 ? ` (excluding ${item.exclude.join(', ')})` : ''),
  );
  const total = sample.reduce((sum, item) => sum + cost(item), 0);
  const categories = new Set(sample.map((i) => i.category)).size;
  lines.push(
    `${sample.length} items, ${categories} categories; compare.js estimated ${(total / 60_000).toFixed(1)} min (both halves)`,
  );
  for (const s of strata)
    lines.push(
      `  ${s.name}: ${sample.filter((i) => i.stratum === s.name).length} items; all of core: ` +
        `${s.coreConfigurations} configurations (${(s.configurationShare * 100).toFixed(1)} %), ` +
        `${(s.machineTimeShare * 100).toFixed(1)} % of compare.js's machine time`,
    );
  return lines;
}

// ---------------------------------------------------------------- the report

export function readRecording(file: string): TimeToVerdictData | TimeToVerdictDataV1 {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as TimeToVerdictData | TimeToVerdictDataV1;
  } catch (error) {
    fail(`cannot read ${file}: ${(error as Error).message}`);
  }
}

export const direction = (change: number) => (change < 0 ? 'slower' : 'faster');

/** compare.js's call on a row, as compare.R's stars say it. */
export const compareJsCall = (row: { stars: string; change: number }) =>
  row.stars === '' ? 'no star' : direction(row.change);

export const oursCall = (verdict: string | undefined) =>
  verdict === undefined
    ? 'missing'
    : verdict === 'regression'
      ? 'slower'
      : verdict === 'improvement'
        ? 'faster'
        : 'no star';

/** One half's figures over a set of items. */
interface Tally {
  items: number;
  compareMs: number;
  oursMs: number;
  rows: number;
  same: number;
  strong: number;
  strongSame: number;
  opposite: number;
  oursCalls: number;
  compareStarred: number;
  differing: string[];
}

function tally(halves: readonly Pick<ItemHalf, 'compareJs' | 'ours'>[]): Tally {
  const t: Tally = {
    items: halves.length,
    compareMs: 0,
    oursMs: 0,
    rows: 0,
    same: 0,
    strong: 0,
    strongSame: 0,
    opposite: 0,
    oursCalls: 0,
    compareStarred: 0,
    differing: [],
  };
  for (const half of halves) {
    t.compareMs += half.compareJs.wallMs;
    t.oursMs += half.ours.wallMs;
    for (const r of Object.values(half.ours.rows)) if (oursCall(r.verdict) !== 'no star') t.oursCalls++;
    for (const [name, reference] of Object.entries(half.compareJs.rows)) {
      const ours = half.ours.rows[name];
      const refCall = compareJsCall(reference);
      const ourCall = oursCall(ours?.verdict);
      t.rows++;
      if (reference.stars !== '') t.compareStarred++;
      if (refCall === ourCall) t.same++;
      else
        t.differing.push(
          `${name}: compare.js ${reference.stars || '-'} ${reference.change.toFixed(1)} %, ` +
            `ours ${ours?.verdict ?? 'missing'}${ours ? ` ${ours.change.toFixed(1)} %` : ''}`,
        );
      if (reference.stars === '**' || reference.stars === '***') {
        t.strong++;
        if (refCall === ourCall) t.strongSame++;
      }
      if (refCall !== 'no star' && (ourCall === 'slower' || ourCall === 'faster') && refCall !== ourCall) t.opposite++;
    }
  }
  return t;
}

/**
 * Ours' median rate over compare.js's, by row and side, in a half whose compare.js ran beside ours (the same
 * machine, the same minutes): empty where compare.js's runs came from another recording, or a row ran in one tool.
 */
export function rateRatios(half: Pick<ItemHalf, 'compareJs' | 'ours' | 'compareJsFrom'>): number[] {
  if (half.compareJsFrom !== undefined) return [];
  const byConfiguration = (csv: string) =>
    new Map([...ratesByRow(csv, 'recording')].map(([row, rates]) => [unsized(row), rates]));
  const ours = byConfiguration(half.ours.csv);
  const compareJs = byConfiguration(half.compareJs.csv);
  const ratios: number[] = [];
  for (const [row, rates] of ours) {
    const reference = compareJs.get(row);
    for (const side of ['old', 'new'] as const)
      if (reference !== undefined && rates[side].length > 0 && reference[side].length > 0)
        ratios.push(median(rates[side]) / median(reference[side]));
  }
  return ratios;
}

/** Beyond this factor between ours' rate and compare.js's beside it, a half measured another workload. */
const SAME_WORKLOAD_FACTOR = 2;

/**
 * Whether ours measured another workload than compare.js beside it: every row, on both sides, more than a
 * factor of two from compare.js's rate the same way. A tool's own noise stays well inside it (the parity table:
 * ours against compare.js's engine within ±10 % on 52 of 67 configurations under load, its furthest +67 %); a
 * whole call beyond it is a child on another CPU or starved of its own, as the recording of 2026-11-30 shows
 * (a harness's CPU guard moved ours' CLI to the loaded core: a quarter of compare.js's rate on every child).
 * Such a half's time and verdict are not ours' on compare.js's workload: --redo-different-workload runs it again.
 */
export function differentWorkload(half: Pick<ItemHalf, 'compareJs' | 'ours' | 'compareJsFrom'>): boolean {
  const ratios = rateRatios(half);
  return (
    ratios.length > 0 &&
    (ratios.every((r) => r < 1 / SAME_WORKLOAD_FACTOR) || ratios.every((r) => r > SAME_WORKLOAD_FACTOR))
  );
}

/** A tool's CSV as its rows (`filename configuration`), each side's rates in run order (its k-th rate is run k). */
export function ratesByRow(csv: string, source: string): Map<string, Record<Binary, number[]>> {
  const rows = new Map<string, Record<Binary, number[]>>();
  for (const s of csv.trim() === '' ? [] : parseCompareCsv(csv, source)) {
    const name = `${s.filename} ${s.configuration}`;
    if (!rows.has(name)) rows.set(name, { old: [], new: [] });
    rows.get(name)![s.binary].push(s.rate);
  }
  return rows;
}

const percent = (part: number, whole: number) => `${((part / Math.max(whole, 1e-9)) * 100).toFixed(1)} %`;

/**
 * Figures re-weighted to all of core: each stratum's per-item means scaled by
 * its share of core's configurations (a ratio estimate for the time share:
 * estimated core totals of ours over compare.js). Strata with no item
 * recorded yet are left out, and named.
 */
function reweighted(byStratum: ReadonlyMap<string, Tally>, strata: readonly Stratum[]) {
  let compare = 0;
  let ours = 0;
  let same = 0;
  let aaCalls = 0;
  let weight = 0;
  const missing: string[] = [];
  for (const s of strata) {
    const t = byStratum.get(s.name);
    if (t === undefined || t.items === 0 || t.rows === 0) {
      missing.push(s.name);
      continue;
    }
    compare += (s.coreConfigurations * t.compareMs) / t.items;
    ours += (s.coreConfigurations * t.oursMs) / t.items;
    same += (s.coreConfigurations * t.same) / t.rows;
    aaCalls += (s.coreConfigurations * t.oursCalls) / t.rows;
    weight += s.coreConfigurations;
  }
  // the time share by each stratum's share of compare.js's machine time over all of core (a separate ratio
  // estimate: each stratum's ours/compare.js ratio, weighted by where compare.js's hours are), which does not
  // assume the few items of the costly strata cost what the stratum's average configuration costs
  let byTime = 0;
  let timeWeight = 0;
  for (const s of strata) {
    const t = byStratum.get(s.name);
    if (t === undefined || t.items === 0 || !(t.compareMs > 0)) continue;
    byTime += s.machineTimeShare * (t.oursMs / t.compareMs);
    timeWeight += s.machineTimeShare;
  }
  return {
    timeShare: ours / compare,
    timeShareByMachineTime: byTime / Math.max(timeWeight, 1e-9),
    sameShare: same / weight,
    aaCallShare: aaCalls / weight,
    missing,
  };
}

function toV2View(data: TimeToVerdictDataV1): TimeToVerdictData {
  const halves = Object.fromEntries(
    data.halves.map((h) => [h.name, { compareJs: { ...h.compareJs, csv: '' }, ours: { ...h.ours, csv: '' } }]),
  ) as Record<HalfName, ItemHalf>;
  return {
    schemaVersion: 2,
    startedAt: data.recordedAt,
    updatedAt: data.recordedAt,
    tree: data.tree,
    runs: data.runs,
    seed: 0,
    design: `the first recordings (schemaVersion 1): ${data.sample.length} configurations, totals per half`,
    strata: [],
    sample: [],
    oursCommit: data.oursCommit ?? 'unknown',
    oursSource: '',
    items: [{ key: 'all', stratum: '', recordedAt: data.recordedAt, load: [0, 0], halves }],
  };
}

/** The report of a recording, whole or partial: time share, agreement, A/A false calls. */
export function reportTimeToVerdict(recording: TimeToVerdictData | TimeToVerdictDataV1): string[] {
  const data = recording.schemaVersion === 1 ? toV2View(recording) : recording;
  const lines: string[] = [
    `recorded ${data.startedAt} to ${data.updatedAt} on ${data.tree} (ours at ${data.oursCommit.slice(0, 10)}` +
      `${data.childTime ? `, --child-time ${data.childTime}` : ''}), compare.js at ${data.runs} runs, each file's own n`,
  ];
  if (recording.schemaVersion === 2) {
    const categories = new Set(data.items.map((i) => i.key.split('/')[0])).size;
    lines.push(
      `${data.items.length} of ${data.sample.length} items recorded (${categories} categories)` +
        (data.items.length < data.sample.length ? ': a partial recording' : ''),
    );
  }
  if (recording.schemaVersion === 2 && data.items.length > 0) {
    const loads = data.items.flatMap((i) => i.load);
    lines.push(
      `load average (1 min) at the items' starts and ends: mean ${(loads.reduce((a, b) => a + b, 0) / loads.length).toFixed(1)}, ` +
        `${Math.min(...loads).toFixed(1)} to ${Math.max(...loads).toFixed(1)} (2 cores: above ~1 both tools shared the machine)`,
    );
  }
  for (const first of data.replaced ?? [])
    lines.push(`${first.key}: recorded again, its first record (${first.recordedAt}) under \`replaced\`: ${first.why}`);
  if (recording.schemaVersion === 2) {
    const later = data.items.filter((i) => i.oursCommit !== undefined);
    for (const commit of new Set(later.map((i) => i.oursCommit)))
      lines.push(
        `${later.filter((i) => i.oursCommit === commit).length} items ran ours at ${commit!.slice(0, 10)} ` +
          `(resumed at a new source, --at-new-source)`,
      );
  }
  for (const half of HALVES) lines.push(...halfReport(data, half));
  return lines;
}

function halfReport(data: TimeToVerdictData, half: HalfName): string[] {
  const all = tally(data.items.map((i) => i.halves[half]));
  const estimated = data.items.reduce(
    (sum, i) => sum + (data.sample.find((s) => itemKey(s) === i.key)?.estimatedMs[half] ?? 0),
    0,
  );
  const reusedFrom = new Set(data.items.flatMap((i) => i.halves[half].compareJsFrom ?? []));
  const lines = [
    `${half}: compare.js ${(all.compareMs / 60_000).toFixed(1)} min` +
      (estimated > 0 ? ` (estimated ${(estimated / 60_000).toFixed(1)} min)` : '') +
      `, ours ${(all.oursMs / 60_000).toFixed(1)} min = ${percent(all.oursMs, all.compareMs)} of compare.js's wall time` +
      ` (the sample, raw)` +
      (reusedFrom.size > 0 ? `; compare.js's runs from the recording(s) of ${[...reusedFrom].join(', ')}` : ''),
    `  verdicts: ${all.same} of ${all.rows} the same call as compare.js (${percent(all.same, all.rows)}); ` +
      `** and *** rows: ${all.strongSame} of ${all.strong} the same direction; opposite direction: ${all.opposite}`,
  ];
  if (half === 'aa-v20')
    lines.push(
      `  A/A: ours ${all.oursCalls} false slower/faster of ${all.rows}; compare.js ${all.compareStarred} starred`,
    );
  const live = data.items.filter((i) => i.halves[half].compareJsFrom === undefined);
  if (reusedFrom.size > 0 && live.length > 0) {
    // only these saw the same machine in the same minutes: the one fair time share of a mixed recording
    const same = tally(live.map((i) => i.halves[half]));
    lines.push(
      `  the ${live.length} items whose compare.js ran beside ours (same machine, same minutes): compare.js ` +
        `${(same.compareMs / 60_000).toFixed(1)} min, ours ${percent(same.oursMs, same.compareMs)} of it`,
    );
  }
  for (const item of live.filter((i) => differentWorkload(i.halves[half])))
    lines.push(
      `  another workload: ${item.key}: ours at ${ratiosText(item.halves[half])} of compare.js's rate beside it ` +
        `(its time and verdict are not ours' on compare.js's workload: --redo-different-workload)`,
    );
  if (data.strata.length > 0) lines.push(...strataLines(data, half));
  for (const line of all.differing) lines.push(`    differs: ${line}`);
  return lines;
}

function strataLines(data: TimeToVerdictData, half: HalfName): string[] {
  const byStratum = new Map<string, Tally>();
  for (const s of data.strata)
    byStratum.set(s.name, tally(data.items.filter((i) => i.stratum === s.name).map((i) => i.halves[half])));
  const lines = data.strata.map((s) => {
    const t = byStratum.get(s.name)!;
    const estimated = data.items
      .filter((i) => i.stratum === s.name)
      .reduce((sum, i) => sum + (data.sample.find((x) => itemKey(x) === i.key)?.estimatedMs[half] ?? 0), 0);
    return (
      `  ${s.name} (${percent(s.configurationShare, 1)} of core's configurations, ${percent(s.machineTimeShare, 1)} of ` +
      `compare.js's machine time): ${t.items} items, compare.js ${(t.compareMs / 60_000).toFixed(1)} min ` +
      `(estimated ${(estimated / 60_000).toFixed(1)}), ours ${percent(t.oursMs, t.compareMs)} of it, ` +
      `${t.same} of ${t.rows} the same call` +
      (half === 'aa-v20' ? `, ${t.oursCalls} false calls` : '')
    );
  });
  const w = reweighted(byStratum, data.strata);
  lines.push(
    `  re-weighted to all of core (each stratum by its share of core's configurations): ours ` +
      `${percent(w.timeShare, 1)} of compare.js's wall time, ${percent(w.sameShare, 1)} the same call` +
      (half === 'aa-v20' ? `, ${percent(w.aaCallShare, 1)} false calls` : '') +
      (w.missing.length > 0 ? ` (strata not yet recorded, left out: ${w.missing.join(', ')})` : ''),
  );
  lines.push(
    `  all of core by where compare.js's machine time is (each stratum's ratio by its share of compare.js's ` +
      `machine time): ours ${percent(w.timeShareByMachineTime, 1)} of compare.js's wall time`,
  );
  return lines;
}

export async function timeToVerdictBench(): Promise<void> {
  const file = process.env.TIME_TO_VERDICT_FILE ?? TIME_TO_VERDICT_DATA;
  if (!existsSync(file)) {
    console.log(`no recording in ${file}: run bench/time-to-verdict.ts (see its header)`);
    return;
  }
  for (const line of reportTimeToVerdict(readRecording(file))) console.log(line);
}

if (process.argv[1]?.endsWith('time-to-verdict.ts')) {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string' },
      only: { type: 'string' },
      resume: { type: 'string' },
      'ours-only': { type: 'string' },
      out: { type: 'string' },
      plan: { type: 'boolean' },
      cli: { type: 'string' },
      'at-new-source': { type: 'boolean' },
      'redo-different-workload': { type: 'boolean' },
    },
  });
  const data = await recordTimeToVerdict({
    runs: Number(values.runs ?? 30),
    only: values.only === undefined ? undefined : Number(values.only),
    resume: values.resume,
    oursOnly: values['ours-only'],
    out: values.out,
    plan: values.plan,
    cli: values.cli,
    atNewSource: values['at-new-source'],
    redoDifferentWorkload: values['redo-different-workload'],
  });
  if (data !== undefined) for (const line of reportTimeToVerdict(data)) console.log(line);
}
