// The parity table of issue 53 (part 4), measured: on a stratified sample of
// node core's configurations from two trees, each configuration run A/A on one
// binary three ways by driving the CLI as a user would, one process a call:
//   sized      our default (n sized to --child-time)
//   ownN       our engine at the file's own n (--child-time off)
//   compareJs  compare.js's engine at its own n (--engine compare.js)
// The report (bench/parity-report.ts): per configuration the n that ran, the
// three median rates, sized/own-n and ours/compare.js in %, and the shares
// within ±5 % and ±10 %.
//
//   node --import tsx bench/parity.ts --plan [--runs K]       the sample, its strata, the estimated time
//   nice node --import tsx bench/parity.ts --record [--resume] [--runs K] [--cli PATH] [--out FILE]
//        [--match TEXT]...  (only the items whose key contains TEXT: a smoke run, to another --out)
//        [--redo TEXT]...   (with --resume: record again the items whose key contains TEXT; the first kept under `replaced`)
//   npm run bench -- parity                                  print the committed recording (PARITY_FILE=... another)
// --cli: the CLI that measures (default /work/main/src/cli.ts, a .ts run through tsx from its repository);
// --runs: runs a call (default 4); --out: default bench/data/parity.json; PARITY_TREE_V20 / PARITY_TREE_V24
// move the trees. Each call gets the recording's own cache folder (see CallContext), so sizes are chosen afresh.
//
// The sample: v20 items from bench/data/core-sample.json's measured
// configurations (node-v20.19.2 tree, child costs on v20.0.0); v24 items from
// bench/data/core-listing-v24.json (the v24.21.0 tree listed as our engine
// lists it, --relist to redo), costed by the same file's nearest measured
// configuration in core-sample.json. The recording is written after every
// configuration; --resume continues it.
import { execFileSync, spawn } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  linkSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

import { defaultCacheDir } from '../src/binaries/cache-dir.ts';
import { resolveRelease } from '../src/binaries/releases.ts';
import { createPrng } from '../src/run/plan/prng.ts';
import { parseCompareCsv } from '../src/stats/csv.ts';
import {
  childrenCpuMs,
  CORE_SAMPLE_DATA,
  listCoreFiles,
  type CoreSampleData,
  type ListedFile,
} from './core-sample-data.ts';
import {
  CALL_KINDS,
  itemKeyOf,
  ranFromRecord,
  reportParity,
  type CallKind,
  type CallRecord,
  type ParityItem,
  type ParityItemRecord,
  type ParityRecording,
  type TreeName,
} from './parity-report.ts';
import {
  imputedCost,
  leastRepresented,
  measuredConfigurations,
  pinnedAlone,
  shuffled,
  toItem,
  type Measured,
} from './time-to-verdict.ts';
import { runnerPlatform } from '../src/util/platform.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const PARITY_DATA = path.join(ROOT, 'bench/data/parity.json');
export const V24_LISTING = path.join(ROOT, 'bench/data/core-listing-v24.json');
const DEFAULT_CLI = '/work/main/src/cli.ts';

const TREES: Record<TreeName, { dir: string; release: string }> = {
  v20: { dir: process.env.PARITY_TREE_V20 ?? '/work/trees/v20/node-v20.19.2', release: '20.0.0' },
  v24: { dir: process.env.PARITY_TREE_V24 ?? '/work/trees/v24/node-v24.21.0', release: '24.11.0' },
};
const SEED = 53;
/** Runs a call (A/A: twice as many samples): 4 keeps the whole recording within ~45 minutes (--plan). */
const DEFAULT_RUNS = 4;
const CPUSET = '1';
/** Items per tree and stratum (the child at own n): cheap ones dense, costly ones few, all within the budget. */
const STRATA: readonly { name: string; belowMs: number; items: Record<TreeName, number> }[] = [
  { name: '<0.3 s', belowMs: 300, items: { v20: 15, v24: 13 } },
  { name: '0.3-1 s', belowMs: 1000, items: { v20: 9, v24: 8 } },
  { name: '1-5 s', belowMs: 5000, items: { v20: 6, v24: 5 } },
  { name: '>5 s', belowMs: Infinity, items: { v20: 2, v24: 2 } },
];
/** One configuration must not take the recording: children above this are not drawn. */
const MAX_CHILD_MS = 12_000;
/** The benchmarks that read process.env (issue 53: the sandbox changed their workload), on both trees. */
const ENVIRONMENT_READERS: readonly { filename: string; pins: string[] }[] = [
  { filename: 'misc/util-extend-vs-object-assign.js', pins: ["type='extend'"] },
  { filename: 'misc/util-extend-vs-object-assign.js', pins: ["type='assign'"] },
  { filename: 'process/bench-env.js', pins: ["operation='get'"] },
  { filename: 'process/bench-env.js', pins: ["operation='enumerate'"] },
];
/**
 * The time model of a call. The smoke runs' wall times say little (load ~9 on
 * 2 CPUs); their CPU time does: 2.3-2.9 s a call is the CLI's own (its start
 * through tsx, listing, report; the sandboxed benchmark children are reaped
 * outside it and not counted, see CallRecord.cpuMs). So ~2.5 s a call, ~1 s of
 * pilots where the sizing converges at once, a sized child ~300 ms of timed
 * work plus the file's setup. Where the sizing does not converge it climbs 4×
 * at a time to the file's own n: pilots up to ~2 × 4/3 of an own-n child, then
 * own-n children (the upper estimate).
 */
const CALL_OVERHEAD_MS = 2_500;
const PILOTS_MS = 1_000;
const SIZED_CHILD_MS = 450;

const DESIGN =
  `seed ${SEED}; the environment readers (${ENVIRONMENT_READERS.map((e) => `${e.filename} ${e.pins.join(' ')}`).join(', ')}) ` +
  `on both trees, then per tree and stratum of the child at own n ` +
  `(${STRATA.map((s) => `${s.name}: v20 ${s.items.v20}, v24 ${s.items.v24}`).join('; ')}) the least represented ` +
  `categories and files first, none above ${MAX_CHILD_MS / 1000} s a child; v20: core-sample.json's configurations ` +
  `that ran on both binaries; v24: the listed configurations of files core-sample.json measured, costed by the ` +
  `file's nearest measured configuration; a configuration only where pinning its keys but n/dur/duration selects it alone`;

// ---------------------------------------------------------------- the sample

interface V24Listing {
  tree: string;
  binary: string;
  listedAt: string;
  files: ListedFile[];
}

const stratumOf = (childMs: number) => STRATA.find((s) => childMs < s.belowMs)!.name;

/** A costed configuration of a tree as a ParityItem (toItem pins its keys and finds the excludes). */
function parityItem(tree: TreeName, m: Measured, costFrom: ParityItem['costFrom'], files: ListedFile[]): ParityItem {
  const listMs = files.find((f) => f.filename === m.filename)?.listWallMs ?? 0;
  const item = toItem(
    TREES[tree].dir,
    m,
    files.map((f) => f.filename),
    listMs,
    1,
  );
  return {
    tree,
    category: item.category,
    file: item.file,
    set: item.set,
    exclude: item.exclude,
    configuration: m.configuration,
    stratum: stratumOf(m.new),
    // the A/A binary is the newer one: v20.0.0 is core-sample.json's new
    childMs: Math.round(m.new),
    costFrom,
    listMs: Math.round(listMs),
  };
}

/** Every configuration of a tree with a cost: measured ones (v20), else costed by core-sample.json. */
function candidates(tree: TreeName, files: ListedFile[], data: CoreSampleData): ParityItem[] {
  const measured = measuredConfigurations(data);
  const byFile = new Map<string, Measured[]>();
  const byCategory = new Map<string, Measured[]>();
  for (const m of measured) {
    byFile.set(m.filename, [...(byFile.get(m.filename) ?? []), m]);
    const category = m.filename.split('/')[0]!;
    if (m.ok) byCategory.set(category, [...(byCategory.get(category) ?? []), m]);
  }
  const out: ParityItem[] = [];
  for (const file of files) {
    for (const configuration of file.configurations ?? []) {
      const own =
        tree === 'v20' ? byFile.get(file.filename)?.find((m) => m.configuration === configuration) : undefined;
      const cost = own ?? imputedCost(file.filename, file.category, configuration, byFile, byCategory);
      if (cost === undefined || (own !== undefined && !own.ok)) continue;
      const m = { filename: file.filename, configuration, old: cost.old, new: cost.new, ok: true };
      if (!pinnedAlone(m, file.configurations!)) continue;
      const costFrom = own !== undefined ? 'measured' : byFile.has(file.filename) ? 'nearest' : 'category';
      out.push(parityItem(tree, m, costFrom, files));
    }
  }
  return out;
}

export function drawParitySample(data: CoreSampleData, v24: V24Listing): ParityItem[] {
  const random = createPrng(SEED);
  const pools: Record<TreeName, ParityItem[]> = {
    v20: shuffled(candidates('v20', data.files, data), random),
    v24: shuffled(candidates('v24', v24.files, data), random),
  };
  const environment = (['v20', 'v24'] as const).flatMap((tree) =>
    ENVIRONMENT_READERS.flatMap(({ filename, pins }) => {
      const match = pools[tree].find(
        (c) => `${c.category}/${c.file}` === filename && pins.every((pin) => c.configuration.includes(pin)),
      );
      return match ? [{ ...match, reason: 'reads the environment' }] : [];
    }),
  );
  const chosen: ParityItem[] = [...environment];
  const drawn: ParityItem[][] = [];
  for (const stratum of STRATA) {
    const inStratum: ParityItem[] = [];
    for (const tree of ['v20', 'v24'] as const) {
      // the stratified draw: v20's measured configurations, v24's costed by their own file's
      const costed = tree === 'v20' ? ['measured'] : ['nearest'];
      const pool = pools[tree].filter(
        (c) => c.stratum === stratum.name && costed.includes(c.costFrom) && c.childMs <= MAX_CHILD_MS,
      );
      for (let k = 0; k < stratum.items[tree]; k++) {
        const taken = new Set(chosen.map(itemKeyOf));
        const next = leastRepresented(
          pool.filter((c) => !taken.has(itemKeyOf(c))),
          chosen,
        );
        if (next === undefined) break;
        chosen.push(next);
        inStratum.push(next);
      }
    }
    drawn.push(shuffled(inStratum, random));
  }
  return [...environment, ...spread(drawn)];
}

/** The strata's items spread evenly through the order: a partial recording is a smaller sample of the same design. */
function spread(groups: readonly ParityItem[][]): ParityItem[] {
  const keyed = groups.flatMap((group) => group.map((item, j) => ({ item, at: (j + 0.5) / group.length })));
  return keyed.sort((a, b) => a.at - b.at).map((k) => k.item);
}

/** One configuration's estimated time: the three calls, each 2 × runs children; `converging` false: the upper one. */
export function estimatedMs(item: ParityItem, runs: number, converging = true): number {
  const sized = converging
    ? PILOTS_MS + 2 * runs * Math.min(item.childMs, SIZED_CHILD_MS)
    : PILOTS_MS + (2 * 4 * item.childMs) / 3 + 2 * runs * item.childMs;
  const ownN = 2 * runs * item.childMs;
  const compareJs = 2 * runs * (item.childMs + item.listMs);
  return 3 * CALL_OVERHEAD_MS + sized + ownN + compareJs;
}

function planLines(sample: readonly ParityItem[], runs: number): string[] {
  const minutes = (ms: number) => `${(ms / 60_000).toFixed(1)} min`;
  const lines = sample.map(
    (item, i) =>
      `${String(i + 1).padStart(2)} ${item.stratum.padEnd(7)} ${(item.childMs / 1000).toFixed(2).padStart(6)} s ` +
      `${item.costFrom.padEnd(8)} ${minutes(estimatedMs(item, runs)).padStart(8)}  ${itemKeyOf(item)}` +
      (item.reason ? ` (${item.reason})` : ''),
  );
  const total = sample.reduce((sum, item) => sum + estimatedMs(item, runs), 0);
  const upper = sample.reduce((sum, item) => sum + estimatedMs(item, runs, false), 0);
  const categories = new Set(sample.map((i) => i.category)).size;
  lines.push(
    `${sample.length} configurations, ${categories} categories; ${runs} runs a call (A/A: ${2 * runs} samples); ` +
      `estimated ${minutes(total)} on a quiet machine, ${minutes(upper)} if no configuration's sizing converges`,
  );
  for (const s of STRATA)
    for (const tree of ['v20', 'v24'] as const) {
      const items = sample.filter((i) => i.tree === tree && i.stratum === s.name);
      lines.push(
        `  ${tree} ${s.name}: ${items.length} configurations, ${minutes(items.reduce((t, i) => t + estimatedMs(i, runs), 0))}`,
      );
    }
  return lines;
}

async function releaseBinary(version: string): Promise<string> {
  const release = await resolveRelease(version, {
    binarySource: 'npm',
    cacheDir: defaultCacheDir(process.env),
    platform: runnerPlatform(process),
    env: {},
  });
  return release.path;
}

async function v24Listing(relist: boolean): Promise<V24Listing> {
  if (existsSync(V24_LISTING) && !relist) return JSON.parse(readFileSync(V24_LISTING, 'utf8')) as V24Listing;
  console.error(`listing ${TREES.v24.dir} with ${TREES.v24.release}...`);
  const { files } = await listCoreFiles(TREES.v24.dir, await releaseBinary(TREES.v24.release));
  const listing = {
    tree: path.basename(TREES.v24.dir),
    binary: `v${TREES.v24.release}`,
    listedAt: new Date().toISOString(),
    files: files.map((f) => ({ ...f, listWallMs: Math.round(f.listWallMs) })),
  };
  writeFileSync(V24_LISTING, `${JSON.stringify(listing)}\n`);
  return listing;
}

/** The sample, or (--match) the items whose key contains one of the texts. */
async function paritySample(match: readonly string[]): Promise<ParityItem[]> {
  const data = JSON.parse(readFileSync(CORE_SAMPLE_DATA, 'utf8')) as CoreSampleData;
  const sample = drawParitySample(data, await v24Listing(false));
  return match.length === 0 ? sample : sample.filter((i) => match.some((m) => itemKeyOf(i).includes(m)));
}

// ---------------------------------------------------------------- the recording

/** The CLI's arguments for one call: the configuration pinned, A/A on the tree's release. */
function callArgs(item: ParityItem, kind: CallKind, runs: number, csv: string): string[] {
  const { dir, release } = TREES[item.tree];
  const args = ['compare', '--old', release, '--new', release, '--suite', 'core', '--repo', dir];
  args.push('--filter', item.file, ...item.exclude.flatMap((e) => ['--exclude', e]));
  args.push(...item.set.flatMap((s) => ['--set', s]), '--runs', String(runs), '--cpuset', CPUSET);
  if (kind === 'ownN') args.push('--child-time', 'off');
  if (kind === 'compareJs') args.push('--engine', 'compare.js');
  return [...args, '--format', 'json', '--quiet', '--out', csv, item.category];
}

/**
 * What every call shares: the CLI, the runs, and the CLI's cache folder. The
 * folder is the recording's own, so the default sizes each configuration
 * afresh rather than taking a size an earlier run stored in this runner's
 * sizes.json; the two releases are hard-linked in from the user's cache (a
 * symlink would dangle inside the CLI's sandbox).
 */
interface CallContext {
  cli: string;
  runs: number;
  cacheDir: string;
}

function recordingCacheDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'parity-cache-'));
  for (const { release } of Object.values(TREES)) {
    const from = path.join(defaultCacheDir(process.env), 'releases', `v${release}`);
    if (!existsSync(from)) continue; // the CLI downloads it into the recording's folder
    const to = path.join(dir, 'releases', `v${release}`);
    mkdirSync(to, { recursive: true });
    for (const name of readdirSync(from)) {
      try {
        linkSync(path.join(from, name), path.join(to, name));
      } catch {
        copyFileSync(path.join(from, name), path.join(to, name));
      }
    }
  }
  return dir;
}

/** How the CLI is started: a .ts through tsx (from its own repository, whose node_modules has tsx). */
function cliCommand(cli: string): { args: string[]; cwd: string } {
  const cwd = path.resolve(path.dirname(cli), '..');
  return { args: cli.endsWith('.ts') ? ['--import', 'tsx', cli] : [cli], cwd };
}

/**
 * One call of the CLI, killed (its process group: it was started detached)
 * after timeoutMs. cpuMs: the CPU time reaped into this process by the call.
 */
function runCli(
  context: CallContext,
  args: string[],
  timeoutMs: number,
): Promise<{ ms: number; cpuMs: number; code: number | null; stderr: string }> {
  const command = cliCommand(context.cli);
  // the proxy's CA stays: the CLI may download a release through it, and leaves every NODE_* variable out of the
  // benchmarked children's environment itself (src/process/env.ts), as a user's run does
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_BENCH_CACHE_DIR: context.cacheDir };
  return new Promise((resolve, reject) => {
    const cpuBefore = childrenCpuMs();
    const started = performance.now();
    const child = spawn(process.execPath, [...command.args, ...args], {
      cwd: command.cwd,
      env,
      stdio: ['ignore', 'ignore', 'pipe'],
      detached: true,
    });
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr = (stderr + chunk).slice(-4000)));
    const timer = setTimeout(() => process.kill(-child.pid!, 'SIGKILL'), timeoutMs);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      const ms = performance.now() - started;
      // after the exit, libuv has reaped the child: its rusage is in cutime by the next turn
      setImmediate(() => resolve({ ms, cpuMs: childrenCpuMs() - cpuBefore, code, stderr }));
    });
  });
}

/** The n a call ran, by the CLI's record beside the CSV (`<csv>.node-bench.json`) where it has one. */
function ranValues(csv: string, configuration: string): string {
  const sidecar = `${csv}.node-bench.json`;
  return ranFromRecord(existsSync(sidecar) ? JSON.parse(readFileSync(sidecar, 'utf8')) : undefined, configuration);
}

async function measureCall(context: CallContext, item: ParityItem, kind: CallKind): Promise<CallRecord> {
  const dir = mkdtempSync(path.join(tmpdir(), 'parity-'));
  const csv = path.join(dir, 'samples.csv');
  try {
    const timeoutMs = 3 * estimatedMs(item, context.runs, false) + 120_000;
    const result = await runCli(context, callArgs(item, kind, context.runs, csv), timeoutMs);
    const samples = existsSync(csv) ? parseCompareCsv(readFileSync(csv, 'utf8'), csv) : [];
    const configurations = [...new Set(samples.map((s) => s.configuration))];
    const wallMs = Math.round(result.ms);
    const cpuMs = Math.round(result.cpuMs);
    const lastLine = result.stderr.trim().split('\n').slice(-1)[0] ?? '';
    if (configurations.length !== 1) {
      const error =
        configurations.length === 0
          ? `no samples (exit ${result.code}): ${lastLine}`
          : `rows: ${configurations.join(' | ')}`;
      return { wallMs, cpuMs, exitCode: result.code, configuration: '', ran: '', rates: [], error };
    }
    const configuration = configurations[0]!;
    const rates = samples.map((s) => s.rate);
    const partial = result.code === 0 ? {} : { error: `exit ${result.code}: ${lastLine}` };
    const ran = ranValues(csv, configuration);
    return { wallMs, cpuMs, exitCode: result.code, configuration, ran, rates, ...partial };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The three calls of one configuration, in a seeded order: no kind always runs first (or on a warmer machine). */
async function recordItem(context: CallContext, item: ParityItem, index: number): Promise<ParityItemRecord> {
  const order = shuffled(CALL_KINDS, createPrng(SEED * 1000 + index));
  // read per item: a bundle rebuilt mid-recording is named by the items it measured
  const cliCommit = revisionLabel(cliRevision(context.cli));
  const load: [number, number] = [loadavg()[0]!, 0];
  const calls = {} as Record<CallKind, CallRecord>;
  for (const kind of order) {
    calls[kind] = await measureCall(context, item, kind);
    const call = calls[kind];
    console.log(
      `  ${kind}: ${(call.wallMs / 1000).toFixed(1)} s (cpu ${((call.cpuMs ?? 0) / 1000).toFixed(1)} s), ` +
        `${call.configuration || '-'}, ran ${call.ran || '-'}, ${call.rates.length} samples` +
        (call.error ? ` (${call.error})` : ''),
    );
  }
  load[1] = loadavg()[0]!;
  const recordedAt = new Date().toISOString();
  return { key: itemKeyOf(item), recordedAt, cliCommit, load, order, calls };
}

/** Written whole to a temporary file, then renamed: a stop mid-write never leaves half a JSON. */
function save(file: string, data: ParityRecording): void {
  data.updatedAt = new Date().toISOString();
  writeFileSync(`${file}.tmp`, `${JSON.stringify(data, null, 1)}\n`);
  renameSync(`${file}.tmp`, file);
}

function cliRevision(cli: string): ParityRecording['cli'] {
  const git = (...args: string[]) => execFileSync('git', args, { cwd: path.dirname(cli), encoding: 'utf8' }).trim();
  try {
    // the newest commit that changed the CLI's folder (for dist/cli.js: the bundle), not the repository's HEAD, which
    // moves with every commit made while a recording runs
    const commit = git('log', '-1', '--format=%H', '--', '.');
    return { path: cli, commit, dirty: git('status', '--porcelain', '--', '.') !== '' };
  } catch {
    return { path: cli, commit: 'unknown', dirty: false };
  }
}

/** The commit, marked when the CLI's directory had uncommitted changes (a rebuilt bundle not yet committed). */
function revisionLabel(revision: ParityRecording['cli']): string {
  return revision.dirty ? `${revision.commit}+dirty` : revision.commit;
}

function fail(message: string): never {
  console.error(`parity: ${message}`);
  process.exit(2);
}

/** A new recording, or the one in `out` checked to be the same sample and runs. */
function startOrResume(out: string, resume: boolean, sample: ParityItem[], runs: number, cli: string): ParityRecording {
  const keys = (items: readonly ParityItem[]) => items.map(itemKeyOf).join('\n');
  if (resume) {
    if (!existsSync(out)) fail(`--resume: ${out} does not exist`);
    const data = JSON.parse(readFileSync(out, 'utf8')) as ParityRecording;
    if (data.runs !== runs) fail(`${out} ran ${data.runs} runs a call, not ${runs}`);
    if (keys(data.sample) !== keys(sample)) fail(`${out} has another sample (--match, the seed or the data changed)`);
    const now = cliRevision(cli);
    if (now.commit !== data.cli.commit || now.path !== data.cli.path)
      console.log(
        `resuming with ${now.path} at ${now.commit.slice(0, 10)}; the recording began at ${data.cli.commit.slice(0, 10)}`,
      );
    return data;
  }
  if (existsSync(out)) fail(`${out} exists: --resume to continue it, or another --out`);
  const now = new Date().toISOString();
  return {
    schemaVersion: 1,
    startedAt: now,
    updatedAt: now,
    cli: cliRevision(cli),
    binaries: { v20: `v${TREES.v20.release}`, v24: `v${TREES.v24.release}` },
    trees: { v20: path.basename(TREES.v20.dir), v24: path.basename(TREES.v24.dir) },
    runs,
    cpuset: CPUSET,
    design: DESIGN,
    sample,
    items: [],
  };
}

/** --redo: the recorded items whose key contains one of the texts move to `replaced`, to be recorded again. */
export function setAsideRedone(recording: ParityRecording, redo: readonly string[], replacedAt: string): number {
  const redone = (key: string) => redo.some((text) => key.includes(text));
  const moved = recording.items.filter((i) => redone(i.key));
  if (moved.length === 0) return 0;
  recording.replaced = [...(recording.replaced ?? []), ...moved.map((item) => ({ ...item, replacedAt }))];
  recording.items = recording.items.filter((i) => !redone(i.key));
  return moved.length;
}

export async function recordParity(options: {
  cli: string;
  runs: number;
  out: string;
  resume: boolean;
  match: string[];
  redo: string[];
}): Promise<ParityRecording> {
  const sample = await paritySample(options.match);
  const recording = startOrResume(options.out, options.resume, sample, options.runs, options.cli);
  if (options.redo.length > 0 && setAsideRedone(recording, options.redo, new Date().toISOString()) === 0)
    fail(`--redo ${options.redo.join(', ')}: no recorded item's key contains it`);
  const done = new Set(recording.items.map((i) => i.key));
  const context = { cli: options.cli, runs: options.runs, cacheDir: recordingCacheDir() };
  save(options.out, recording);
  try {
    for (const [index, item] of recording.sample.entries()) {
      if (done.has(itemKeyOf(item))) continue;
      const estimate = (estimatedMs(item, options.runs) / 1000).toFixed(0);
      console.log(
        `[${index + 1}/${recording.sample.length}] ${itemKeyOf(item)} (estimated ${estimate} s) ${new Date().toISOString()}`,
      );
      recording.items.push(await recordItem(context, item, index));
      save(options.out, recording);
    }
  } finally {
    rmSync(context.cacheDir, { recursive: true, force: true });
  }
  return recording;
}

export async function parityBench(): Promise<void> {
  const file = process.env.PARITY_FILE ?? PARITY_DATA;
  if (!existsSync(file)) {
    console.log(`no recording in ${file}: run bench/parity.ts --record (see its header)`);
    return;
  }
  for (const line of reportParity(JSON.parse(readFileSync(file, 'utf8')) as ParityRecording)) console.log(line);
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      plan: { type: 'boolean' },
      record: { type: 'boolean' },
      resume: { type: 'boolean' },
      relist: { type: 'boolean' },
      runs: { type: 'string', default: String(DEFAULT_RUNS) },
      cli: { type: 'string', default: DEFAULT_CLI },
      out: { type: 'string', default: PARITY_DATA },
      match: { type: 'string', multiple: true, default: [] },
      redo: { type: 'string', multiple: true, default: [] },
    },
  });
  const runs = Number(values.runs);
  if (!(Number.isInteger(runs) && runs >= 2)) fail(`--runs ${values.runs}: at least 2 (Welch needs 2 samples a side)`);
  if (values.redo!.length > 0 && !values.resume) fail('--redo records items of a recording again: with --resume');
  if (values.relist) await v24Listing(true);
  if (values.plan) {
    for (const line of planLines(await paritySample(values.match!), runs)) console.log(line);
    return;
  }
  if (!values.record) {
    await parityBench();
    return;
  }
  const cli = path.resolve(values.cli!);
  const recording = await recordParity({
    cli,
    runs,
    out: path.resolve(values.out!),
    resume: values.resume ?? false,
    match: values.match!,
    redo: values.redo!,
  });
  for (const line of reportParity(recording)) console.log(line);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
