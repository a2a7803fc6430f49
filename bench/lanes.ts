// Benchmark lanes (issue 44, item 3): one lane against two lanes taking the
// next child of the queue (--lanes 2) and two lanes running old and new of
// each run together (--lanes 2 --duet), on an effect-heavy comparison
// (v18.16.0 -> v20.0.0) and an A/A one (v20.0.0 against itself), the bundled
// suite, a fixed --runs and one --seed for every mode of a comparison. Each
// item is one whole `node-bench compare` process (src/cli.ts through tsx):
// its wall time, its CSV and its --format json rows, and the load average at
// its start and end. The report (bench/lanes-metrics.ts) gives per mode the
// median 95 % interval half-widths (compare.R's Welch (*) and the paired one,
// log(new/old) of the k-th old and new sample of a row), width × √(wall
// minutes), one lane's over each mode's ("at equal wall time, N× narrower"),
// A/A false calls and verdict agreement with one lane.
//
//   npm run bench -- lanes [--plan] [--report] [--fresh] [--selection full|tiny] [--modes 1-lane,pinned,queue,duet] [--out FILE]
//   (or node --import tsx bench/lanes.ts with the same options)
//     --plan       print the items, their commands and the estimated time; measure nothing
//     --report     print the report of the recording; measure nothing
//     --fresh      start a new recording (default: go on with the recording's missing items)
//     --selection  full (default: util, async and streams, 41 rows, --runs 10, ~3.3 min a one-lane item here)
//                  or tiny (3 rows of util/text-encoder.js, --runs 3: proves the tool works)
//     --modes      the modes to run (default all four; 1-lane alone runs without --lanes; pinned is one lane on CPU 0)
//     --out        the recording (default bench/data/lanes.json, tiny: bench/data/lanes-tiny.json)
//
// The recording is written after every item, so a stop loses at most the item
// running, and the next start goes on with the items missing (same
// selection, seeds and src/ of ours; else it refuses, naming the difference).
// It needs a quiet machine: nothing else running on the 2 cores.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

import { getReleaseBinary } from '../test/helpers/releases.ts';
import {
  rowMetrics,
  summarizeComparison,
  type ComparisonSummary,
  type JsonRow,
  type ModeRun,
} from './lanes-metrics.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const LANES_DATA = path.join(ROOT, 'bench/data/lanes.json');
const LANES_TINY_DATA = path.join(ROOT, 'bench/data/lanes-tiny.json');

/** The seed of every item: the same interleaving of old and new in every mode of a comparison. */
const SEED = 44;

interface Selection {
  /** the CLI's selection arguments (groups, filters, --set) */
  args: string[];
  runs: number;
  why: string;
  /** a one-lane item's wall time as measured here, minutes (the plan's estimate) */
  oneLaneMinutes: number;
}

const SELECTIONS: Record<'full' | 'tiny', Selection> = {
  full: {
    args: ['util', 'async', 'streams'],
    runs: 10,
    why:
      'bundled groups util (text-decoder, text-encoder: 24 rows), async (styles: 5) and streams (12): 41 rows, ' +
      'rows v20.0.0 changed by 10-60 % beside rows within ±5 % (11 of 41); one lane, v18.16.0 -> v20.0.0, ' +
      '--runs 10, 820 children: 5.6 min measured at load 5.4-11.8 (util and async alone: 3.2 min at load 6.5-7, ' +
      "2.3 min at load 3-3.5), so ~3.3 min on the quiet machine (estimated from the children's measured time " +
      'plus ~0.1 s of start-up each)',
    oneLaneMinutes: 3.3,
  },
  tiny: {
    args: ['--filter', 'text-encoder', '--set', 'op=encode', '--set', 'len=256', 'util'],
    runs: 3,
    why: "util/text-encoder.js op='encode' len=256: 3 rows, --runs 3 (the tool's trial, not a measurement)",
    oneLaneMinutes: 0.3,
  },
};

type ComparisonName = 'v18-vs-v20' | 'aa-v20';
const COMPARISONS: readonly { name: ComparisonName; label: string; old: string; new: string; aa: boolean }[] = [
  { name: 'v18-vs-v20', label: 'effect-heavy: v18.16.0 -> v20.0.0', old: '18.16.0', new: '20.0.0', aa: false },
  { name: 'aa-v20', label: 'A/A: v20.0.0 -> v20.0.0', old: '20.0.0', new: '20.0.0', aa: true },
];

type ModeName = '1-lane' | 'pinned' | 'queue' | 'duet';
const MODES: Record<ModeName, { label: string; args: string[]; speedup: number }> = {
  '1-lane': { label: '1 lane', args: [], speedup: 1 },
  // the lanes are pinned, one lane is not: this one tells pinning from lanes
  pinned: { label: '1 lane, CPU 0', args: ['--cpuset', '0'], speedup: 1 },
  queue: { label: '2 lanes, queue', args: ['--lanes', '2'], speedup: 2 },
  duet: { label: '2 lanes, duet', args: ['--lanes', '2', '--duet'], speedup: 2 },
};
const MODE_NAMES = Object.keys(MODES) as ModeName[];

/** The items in the order they run: the second comparison's modes reversed, so a drift of the machine's state over the recording does not favour one mode. */
function itemOrder(modes: readonly ModeName[]): { comparison: ComparisonName; mode: ModeName }[] {
  return COMPARISONS.flatMap((c, i) =>
    (i % 2 === 0 ? modes : [...modes].reverse()).map((mode) => ({ comparison: c.name, mode })),
  );
}

export interface LanesItem {
  comparison: ComparisonName;
  mode: ModeName;
  /** the CLI's arguments after `compare` (binaries as their release versions) */
  args: string[];
  startedAt: string;
  /** the whole CLI process, spawn to exit */
  wallMs: number;
  exitCode: number | null;
  /** os.loadavg() (1, 5, 15 minutes) when the item started and when it ended */
  load: { start: number[]; end: number[] };
  /** the --out CSV */
  csv: string;
  /** the json's decision basis (how the verdicts were decided) */
  decision?: unknown;
  /** the json's rows, the fields the report reads */
  rows: JsonRow[];
  /** the last lines of the CLI's stderr (--quiet: its last status line, or its error) */
  stderr: string;
}

export interface LanesData {
  schemaVersion: 1;
  startedAt: string;
  updatedAt: string;
  selection: { name: string; args: string[]; runs: number; why: string };
  seed: number;
  modes: ModeName[];
  /** `nproc` and os.availableParallelism() when the recording started */
  nproc: number;
  availableParallelism: number;
  oursCommit: string;
  /** git's hash of src/ (and package-lock.json) at that commit, `+dirty` when src/ had uncommitted changes */
  oursSource: string;
  items: LanesItem[];
}

// ---------------------------------------------------------------- the recording

function fail(message: string): never {
  console.error(`lanes: ${message}`);
  process.exit(2);
}

function ours(): { commit: string; source: string } {
  const git = (...args: string[]) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).trim();
  const dirty = git('status', '--porcelain', '--', 'src', 'package-lock.json') !== '';
  const source = git('rev-parse', 'HEAD:src', 'HEAD:package-lock.json').replace(/\n/g, ' ');
  return { commit: git('rev-parse', 'HEAD'), source: dirty ? `${source} +dirty` : source };
}

/** A path inside the repository relative to it, else as it is. */
const shown = (file: string) => (file.startsWith(ROOT) ? path.relative(ROOT, file) : file);

const itemDone = (item: LanesItem) => item.exitCode === 0 || item.exitCode === 3;

function save(file: string, data: LanesData): void {
  data.updatedAt = new Date().toISOString();
  writeFileSync(`${file}.tmp`, `${JSON.stringify(data, null, 1)}\n`);
  renameSync(`${file}.tmp`, file);
}

function readRecording(file: string): LanesData {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as LanesData;
  } catch (error) {
    fail(`cannot read ${file}: ${(error as Error).message}`);
  }
}

/** A new recording, or the one in `file` when it has the same design (else one line saying what differs). */
function startOrContinue(file: string, name: string, selection: Selection, modes: ModeName[], fresh: boolean) {
  const { commit, source } = ours();
  if (!fresh && existsSync(file)) {
    const data = readRecording(file);
    const differs =
      data.schemaVersion !== 1
        ? `schemaVersion ${data.schemaVersion}`
        : data.selection.name !== name || data.selection.args.join(' ') !== selection.args.join(' ')
          ? `selection ${data.selection.name} (${data.selection.args.join(' ')})`
          : data.selection.runs !== selection.runs
            ? `--runs ${data.selection.runs}`
            : data.seed !== SEED
              ? `seed ${data.seed}`
              : data.oursSource !== source || source.endsWith('+dirty')
                ? `ours at ${data.oursCommit.slice(0, 10)} (src/ or package-lock.json differ, or uncommitted)`
                : undefined;
    if (differs !== undefined) fail(`${file} was recorded with ${differs}: add --fresh to start a new recording`);
    data.modes = [...new Set([...data.modes, ...modes])].sort((a, b) => MODE_NAMES.indexOf(a) - MODE_NAMES.indexOf(b));
    return data;
  }
  const now = new Date().toISOString();
  const data: LanesData = {
    schemaVersion: 1,
    startedAt: now,
    updatedAt: now,
    selection: { name, args: selection.args, runs: selection.runs, why: selection.why },
    seed: SEED,
    modes,
    nproc: Number(execFileSync('nproc', { encoding: 'utf8' }).trim()),
    availableParallelism: availableParallelism(),
    oursCommit: commit,
    oursSource: source,
    items: [],
  };
  return data;
}

function compareArgs(comparison: (typeof COMPARISONS)[number], mode: ModeName, selection: Selection): string[] {
  return [
    '--old',
    comparison.old,
    '--new',
    comparison.new,
    '--runs',
    String(selection.runs),
    '--seed',
    String(SEED),
    ...MODES[mode].args,
    ...selection.args,
  ];
}

/** The CLI with release versions swapped for the project's cached release binaries (test/helpers/releases.ts). */
async function withBinaries(args: readonly string[]): Promise<string[]> {
  const out = [...args];
  for (const flag of ['--old', '--new']) {
    const at = out.indexOf(flag);
    out[at + 1] = await getReleaseBinary(out[at + 1]!);
  }
  return out;
}

function runCli(args: string[]): Promise<{ ms: number; code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const env = { ...process.env };
    // benchmarked processes must not inherit the proxy's CA
    delete env.NODE_EXTRA_CA_CERTS;
    const started = performance.now();
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli.ts', 'compare', ...args], {
      cwd: ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr = (stderr + chunk).slice(-4000)));
    child.on('error', reject);
    child.on('close', (code) => resolve({ ms: performance.now() - started, code, stdout, stderr }));
  });
}

function jsonReport(stdout: string): { decision?: unknown; rows: JsonRow[] } {
  if (stdout.trim() === '') return { rows: [] };
  try {
    const report = JSON.parse(stdout) as { decision?: unknown; comparisons: JsonRow[] };
    const rows = report.comparisons.map(({ name, verdict, improvement, accuracy }) => ({
      name,
      verdict,
      improvement,
      accuracy,
    }));
    return { decision: report.decision, rows };
  } catch {
    return { rows: [] };
  }
}

async function recordItem(comparisonName: ComparisonName, mode: ModeName, selection: Selection): Promise<LanesItem> {
  const comparison = COMPARISONS.find((c) => c.name === comparisonName)!;
  const args = compareArgs(comparison, mode, selection);
  const dir = mkdtempSync(path.join(tmpdir(), 'node-bench-lanes-'));
  try {
    const out = path.join(dir, 'samples.csv');
    const cliArgs = [...(await withBinaries(args)), '--out', out, '--format', 'json', '--quiet'];
    const startedAt = new Date().toISOString();
    const loadStart = loadavg();
    const result = await runCli(cliArgs);
    const loadEnd = loadavg();
    const csv = existsSync(out) ? readFileSync(out, 'utf8') : '';
    return {
      comparison: comparisonName,
      mode,
      args,
      startedAt,
      wallMs: Math.round(result.ms),
      exitCode: result.code,
      load: { start: loadStart, end: loadEnd },
      csv,
      ...jsonReport(result.stdout),
      stderr: result.stderr.split('\n').slice(-6).join('\n').trim(),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Whether this checkout's CLI has --lanes and --duet (the lead's work: merged from main). */
function cliHasLanes(): boolean {
  const help = execFileSync(process.execPath, ['--import', 'tsx', 'src/cli.ts', 'compare', '--help'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  return /--lanes\b/.test(help) && /--duet\b/.test(help);
}

export interface LanesOptions {
  plan?: boolean;
  report?: boolean;
  fresh?: boolean;
  selection?: string;
  modes?: string;
  out?: string;
}

function parseOptions(options: LanesOptions) {
  const name = options.selection ?? 'full';
  if (name !== 'full' && name !== 'tiny') fail(`--selection ${name}: expected full or tiny`);
  const modes = (options.modes ?? MODE_NAMES.join(',')).split(',').map((m) => m.trim()) as ModeName[];
  const unknown = modes.find((m) => !MODE_NAMES.includes(m));
  if (unknown !== undefined) fail(`--modes: unknown mode ${unknown} (expected ${MODE_NAMES.join(', ')})`);
  const out = path.resolve(options.out ?? (name === 'tiny' ? LANES_TINY_DATA : LANES_DATA));
  return { name, selection: SELECTIONS[name], modes, out };
}

export async function lanesBench(options: LanesOptions = {}): Promise<void> {
  const { name, selection, modes, out } = parseOptions(options);
  if (options.plan) {
    const recorded = existsSync(out) ? readRecording(out).items.filter(itemDone) : [];
    for (const line of planLines(name, selection, modes, recorded, out)) console.log(line);
    return;
  }
  if (!options.report) await record(out, name, selection, modes, options.fresh ?? false);
  if (!existsSync(out)) {
    console.log(`no recording in ${out}: npm run bench -- lanes measures one`);
    return;
  }
  for (const line of reportLanes(readRecording(out))) console.log(line);
}

async function record(out: string, name: string, selection: Selection, modes: ModeName[], fresh: boolean) {
  if (modes.some((m) => MODES[m].args.length > 0) && !cliHasLanes())
    fail(`src/cli.ts compare has no --lanes/--duet here (merge main), or run --modes 1-lane`);
  const data = startOrContinue(out, name, selection, modes, fresh);
  const order = itemOrder(modes);
  const missing = order.filter(
    (o) => !data.items.some((i) => i.comparison === o.comparison && i.mode === o.mode && itemDone(i)),
  );
  if (missing.length === 0) return;
  console.log(
    `${missing.length} of ${order.length} items to measure (${name}, --runs ${selection.runs}, seed ${SEED}); ` +
      `load average now ${loadavg()[0]!.toFixed(2)}; recording to ${shown(out)}`,
  );
  if (loadavg()[0]! > availableParallelism() / 2)
    console.log(
      `NOTE: load average ${loadavg()[0]!.toFixed(2)} on ${availableParallelism()} CPUs: not a quiet machine`,
    );
  save(out, data);
  for (const [index, next] of missing.entries()) {
    console.log(
      `[${index + 1}/${missing.length}] ${next.comparison}, ${MODES[next.mode].label} ${new Date().toISOString()}`,
    );
    const item = await recordItem(next.comparison, next.mode, selection);
    data.items = data.items.filter((i) => !(i.comparison === item.comparison && i.mode === item.mode));
    data.items.push(item);
    save(out, data);
    console.log(
      `  ${(item.wallMs / 1000).toFixed(1)} s, exit ${item.exitCode}, ${item.rows.length} rows, ` +
        `load ${item.load.start[0]!.toFixed(2)} -> ${item.load.end[0]!.toFixed(2)}` +
        (itemDone(item) ? '' : `: failed (${item.stderr.split('\n').at(-1)}); the next start runs it again`),
    );
  }
}

function planLines(
  name: string,
  selection: Selection,
  modes: readonly ModeName[],
  recorded: readonly LanesItem[],
  out: string,
): string[] {
  const lines = [`selection ${name}: ${selection.why}`, `recording: ${shown(out)}`];
  let minutes = 0;
  for (const { comparison, mode } of itemOrder(modes)) {
    const c = COMPARISONS.find((x) => x.name === comparison)!;
    const done = recorded.some((i) => i.comparison === comparison && i.mode === mode);
    const estimate = selection.oneLaneMinutes / MODES[mode].speedup;
    if (!done) minutes += estimate;
    lines.push(
      `  ${done ? 'recorded ' : `~${estimate.toFixed(1)} min `} ${comparison.padEnd(10)} ${MODES[mode].label.padEnd(15)} ` +
        `node-bench compare ${compareArgs(c, mode, selection).join(' ')} --out ... --format json --quiet`,
    );
  }
  lines.push(
    `to measure: ~${minutes.toFixed(1)} min if 2 lanes halve the wall time, ` +
      `~${(minutes + (modes.length - 1) * selection.oneLaneMinutes).toFixed(1)} min at most (lanes no faster); ` +
      `nproc ${execFileSync('nproc', { encoding: 'utf8' }).trim()}, load average now ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
  );
  return lines;
}

// ---------------------------------------------------------------- the report

const f1 = (x: number) => (Number.isFinite(x) ? x.toFixed(1) : '-');
const f2 = (x: number) => (Number.isFinite(x) ? x.toFixed(2) : '-');
const percent = (part: number, whole: number) => (whole > 0 ? `${((part / whole) * 100).toFixed(1)} %` : '-');

/** The report of a recording, whole or partial. */
export function reportLanes(data: LanesData): string[] {
  const lines = [
    `recorded ${data.startedAt} to ${data.updatedAt}, ours at ${data.oursCommit.slice(0, 10)}` +
      `${data.oursSource.endsWith('+dirty') ? ' (with uncommitted changes)' : ''}; nproc ${data.nproc}`,
    `selection ${data.selection.name}: node-bench compare ... ${data.selection.args.join(' ')} ` +
      `--runs ${data.selection.runs} --seed ${data.seed} (child time default)`,
    `  ${data.selection.why}`,
    `widths: 95 % half-widths, ± % (Welch: compare.R's (*) column; paired: log(new/old) of the k-th old and new ` +
      `sample of a row, one-sample t, × 100); W×√m, P×√m: median width × √(wall minutes), lower is better; ` +
      `narrower: one lane's W×√m over the mode's W×√m, P×√m over P×√m, and one lane's W×√m over the mode's P×√m`,
  ];
  const failed = data.items.filter((i) => !itemDone(i));
  for (const item of failed)
    lines.push(
      `FAILED ${item.comparison} ${MODES[item.mode].label}: exit ${item.exitCode}: ${item.stderr.split('\n').at(-1)}`,
    );
  for (const comparison of COMPARISONS) {
    const items = data.modes
      .map((mode) => data.items.find((i) => i.comparison === comparison.name && i.mode === mode && itemDone(i)))
      .filter((i): i is LanesItem => i !== undefined);
    if (items.length === 0) {
      lines.push(`${comparison.label}: not recorded yet`);
      continue;
    }
    const runs: ModeRun[] = items.map((item) => ({
      mode: MODES[item.mode].label,
      wallMs: item.wallMs,
      rows: rowMetrics(item.csv, `${item.comparison} ${item.mode}`, item.rows),
    }));
    lines.push(...comparisonLines(comparison, items, summarizeComparison(runs, comparison.aa)));
  }
  return lines;
}

function comparisonLines(
  comparison: (typeof COMPARISONS)[number],
  items: readonly LanesItem[],
  summary: ComparisonSummary,
): string[] {
  const rows = summary.modes[0]?.rows ?? 0;
  const lines = [
    `${comparison.label} (seed ${SEED}), ${rows} rows; widths over ${summary.widthRows.length} rows` +
      (comparison.aa ? ' (all present in every mode)' : ' (unchanged: called neither faster nor slower in any mode)') +
      (items[0]?.mode !== '1-lane'
        ? `; NOTE: no one-lane item, the ratios are against ${MODES[items[0]!.mode].label}`
        : ''),
    `  ${'mode'.padEnd(15)} ${'wall'.padStart(8)} ${'load 1m'.padStart(11)}  faster slower same unres  ` +
      `${'Welch'.padStart(6)} ${'paired'.padStart(6)}  ${'W×√m'.padStart(6)} ${'P×√m'.padStart(6)}  ` +
      `${'narrower W/W P/P W/P'.padEnd(20)}  agree with 1 lane`,
  ];
  for (const [i, mode] of summary.modes.entries()) {
    const item = items[i]!;
    const v = (name: string) => String(mode.verdicts[name] ?? 0);
    lines.push(
      `  ${mode.mode.padEnd(15)} ${`${f2(mode.wallMinutes)} min`.padStart(8)} ` +
        `${`${f2(item.load.start[0]!)}-${f2(item.load.end[0]!)}`.padStart(11)}  ` +
        `${v('improvement').padStart(6)} ${v('regression').padStart(6)} ${v('same').padStart(4)} ${v('unresolved').padStart(5)}  ` +
        `${f1(mode.medianWelch).padStart(6)} ${f1(mode.medianPaired).padStart(6)}  ` +
        `${f1(mode.welchPerTime).padStart(6)} ${f1(mode.pairedPerTime).padStart(6)}  ` +
        `${`${f2(mode.narrower.welch)} ${f2(mode.narrower.paired)} ${f2(mode.narrower.welchToPaired)}`.padEnd(20)}  ` +
        `${mode.agreement.same}/${mode.agreement.of} (${percent(mode.agreement.same, mode.agreement.of)})`,
    );
  }
  // the CLI's last status line says how the lanes ran (how many, on which CPUs)
  for (const item of items)
    lines.push(`  ${MODES[item.mode].label}: "${(item.stderr.split('\n').at(-1) ?? '').replace(/; CSV: .*$/, '')}"`);
  if (comparison.aa)
    lines.push(
      `  A/A false slower/faster calls: ` +
        summary.modes.map((m) => `${m.mode} ${m.calls} of ${m.rows} (${percent(m.calls, m.rows)})`).join(', ') +
        ' (nominal 5 % a row)',
    );
  const flipped = summary.modes.flatMap((m) => m.agreement.flipped.map((key) => `${m.mode}: ${key}`));
  lines.push(`  flipped faster<->slower against one lane: ${flipped.length === 0 ? 'none' : flipped.join('; ')}`);
  if (summary.missing.length > 0) lines.push(`  rows not in every mode (left out): ${summary.missing.join('; ')}`);
  const rules = new Set(items.map((i) => JSON.stringify(i.decision)));
  if (rules.size > 1) lines.push(`  NOTE: the modes' verdicts were decided differently: ${[...rules].join(' / ')}`);
  const loads = items.flatMap((i) => [i.load.start[0]!, i.load.end[0]!]);
  lines.push(
    `  load average (1 min) at the items' starts and ends: ${Math.min(...loads).toFixed(2)} to ${Math.max(...loads).toFixed(2)}`,
  );
  return lines;
}

/** This bench's options, as bench/index.ts reads them too. */
export const LANES_OPTIONS = {
  plan: { type: 'boolean' },
  report: { type: 'boolean' },
  fresh: { type: 'boolean' },
  selection: { type: 'string' },
  modes: { type: 'string' },
  out: { type: 'string' },
} as const;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({ options: LANES_OPTIONS });
  await lanesBench(values);
}
