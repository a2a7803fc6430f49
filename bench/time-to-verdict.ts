// Time to a verdict, against node core's own tool at its defaults: for a
// stratified sample of node core configurations (one per file, across
// categories, the slow kinds included), node core's benchmark/compare.js
// with each file's own n and 30 runs, then node-bench at its defaults (our
// engine, --runs auto, children sized to 300 ms), on the same configurations
// and binaries: v18.16.0 against v20.0.0, and v20.0.0 against itself (A/A).
// Reports our wall time as a share of compare.js's, verdict agreement with
// compare.js's starred rows (never the opposite direction), and false calls
// on the A/A half. Records everything in bench/data/time-to-verdict.json.
//
//   NODE_CORE_SOURCE=<node v20 tree> nice node --import tsx bench/time-to-verdict.ts [--runs 30] [--only N]
//     [--ours-only EARLIER.json]   (compare.js's half from an earlier recording: only ours runs)
//   NODE_BENCH_CHILD_TIME=1s …      (ours with another --child-time)
//   npm run bench -- time-to-verdict   (reads the recording; does not measure)
//
// The recording is slow (compare.js at 30 runs: ~25 min a half on this sample),
// so it is a script, not a test.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

import { getReleaseBinary } from '../test/helpers/releases.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const TIME_TO_VERDICT_DATA = path.join(ROOT, 'bench/data/time-to-verdict.json');

/**
 * One configuration per file: its category, file, and every key but the sized
 * ones (n, dur, duration) pinned with --set, so both tools run exactly it.
 * Drawn from bench/data/core-sample.json's measured children: default
 * children of 0.3–5 s in 16 categories, the kinds sizing shortens (long n
 * loops, a dur=5 stream) and short ones it leaves alone.
 */
export const SAMPLE: readonly { category: string; file: string; set: readonly string[] }[] = [
  { category: 'string_decoder', file: 'string-decoder-create.js', set: ['encoding=utf8'] },
  { category: 'blob', file: 'resolveObjectURL.js', set: [] },
  { category: 'diagnostics_channel', file: 'publish.js', set: ['subscribers=10', 'objSize=10', 'checkSubscribers=0'] },
  { category: 'dns', file: 'lookup.js', set: ['all=true', 'name=127.0.0.1'] },
  { category: 'error', file: 'format-list.js', set: ['type=or', 'input=a,b,c'] },
  { category: 'net', file: 'net-is-ip-v4.js', set: [] },
  { category: 'worker', file: 'messageport.js', set: ['style=eventtarget', 'payload=string'] },
  { category: 'zlib', file: 'deflate.js', set: ['inputLen=1024', 'method=deflateSync'] },
  { category: 'timers', file: 'timers-insert-pooled.js', set: [] },
  { category: 'streams', file: 'readable-unevenread.js', set: [] },
  { category: 'module', file: 'module-loader.js', set: ['cache=true', 'files=500', 'dir=rel', 'name=/index.js'] },
  { category: 'os', file: 'networkInterfaces.js', set: [] },
  { category: 'misc', file: 'object-property-bench.js', set: ['method=variable'] },
  { category: 'child_process', file: 'child-process-read.js', set: ['len=64'] },
  { category: 'querystring', file: 'querystring-stringify.js', set: ['type=array'] },
  { category: 'events', file: 'ee-listeners.js', set: ['raw=false', 'listeners=5'] },
];

interface ToolRun {
  wallMs: number;
  exitCode: number | null;
  /** rows by name without the sized keys: verdict (ours) or stars and change (compare.js, as compare.R reads it) */
  rows: Record<string, { verdict: string; stars: string; change: number }>;
}

interface Half {
  name: 'v18-vs-v20' | 'aa-v20';
  compareJs: ToolRun;
  ours: ToolRun;
}

export interface TimeToVerdictData {
  schemaVersion: 1;
  recordedAt: string;
  tree: string;
  runs: number;
  sample: typeof SAMPLE;
  /** the commit of ours that ran */
  oursCommit?: string;
  /** compare.js's figures were taken from the recording of this time (--ours-only) */
  compareJsFrom?: string;
  halves: Half[];
}

function run(
  command: string,
  args: string[],
  options: { cwd: string; out?: string },
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
const unsized = (name: string) => name.replace(/ (?:n|dur|duration)=[\d.e+]+/g, '');

async function analyzeRows(csv: string): Promise<ToolRun['rows']> {
  const analyzed = await run(process.execPath, ['--import', 'tsx', 'src/cli.ts', 'analyze', '--format', 'json', csv], {
    cwd: ROOT,
  });
  return jsonRows(analyzed.stdout);
}

/** The rows of a --format json report (compare or analyze). */
function jsonRows(json: string): ToolRun['rows'] {
  if (json.trim() === '') return {};
  const report = JSON.parse(json) as {
    comparisons: { name: string; verdict: string; stars: string; improvement: number }[];
  };
  return Object.fromEntries(
    report.comparisons.map((c) => [unsized(c.name), { verdict: c.verdict, stars: c.stars, change: c.improvement }]),
  );
}

async function recordHalf(
  name: Half['name'],
  tree: string,
  old: string,
  neu: string,
  runs: number,
  only: number,
  /** compare.js's half of an earlier recording: ours runs alone (compare.js does not change with our engine) */
  reuse?: Half,
): Promise<Half> {
  const dir = mkdtempSync(path.join(tmpdir(), 'time-to-verdict-'));
  const sample = SAMPLE.slice(0, only);
  const compareCsv = path.join(dir, 'compare-js.csv');
  let compareMs = 0;
  let compareText = '';
  let oursMs = 0;
  let oursCode: number | null = 0;
  const oursRows: ToolRun['rows'] = {};
  // item by item, compare.js then ours: both see the machine's load of the same minutes
  for (const [i, item] of sample.entries()) {
    const args = ['benchmark/compare.js', '--old', old, '--new', neu, '--runs', String(runs), '--filter', item.file];
    for (const set of item.set) args.push('--set', set);
    const reference = reuse
      ? { ms: 0, stdout: '' }
      : await run(process.execPath, [...args, item.category], { cwd: tree });
    compareMs += reference.ms;
    // compare.js prints the header once per process: keep the first
    compareText += compareText === '' ? reference.stdout : reference.stdout.split('\n').slice(1).join('\n');

    const ours = ['--import', 'tsx', 'src/cli.ts', 'compare', '--suite', 'core', '--repo', tree, '--old', old];
    ours.push('--new', neu, '--runs', 'auto', '--max-runs', String(runs), '--filter', item.file);
    ours.push('--out', path.join(dir, `ours-${i}.csv`), '--format', 'json', '--quiet');
    if (process.env.NODE_BENCH_CHILD_TIME) ours.push('--child-time', process.env.NODE_BENCH_CHILD_TIME);
    for (const set of item.set) ours.push('--set', set);
    const result = await run(process.execPath, [...ours, item.category], { cwd: ROOT });
    oursMs += result.ms;
    oursCode = result.code === 0 ? oursCode : result.code;
    // the run's own verdicts (--runs auto), as its JSON says them
    Object.assign(oursRows, jsonRows(result.stdout));
    console.log(
      `${name} ${item.category}/${item.file}: compare.js ${(reference.ms / 1000).toFixed(1)} s, ` +
        `ours ${(result.ms / 1000).toFixed(1)} s`,
    );
  }
  writeFileSync(compareCsv, compareText);
  return {
    name,
    compareJs: reuse?.compareJs ?? { wallMs: compareMs, exitCode: 0, rows: await analyzeRows(compareCsv) },
    ours: { wallMs: oursMs, exitCode: oursCode, rows: oursRows },
  };
}

export async function recordTimeToVerdict(
  runs: number,
  only: number,
  reuse?: TimeToVerdictData,
): Promise<TimeToVerdictData> {
  const tree = process.env.NODE_CORE_SOURCE;
  if (!tree) throw new Error('set NODE_CORE_SOURCE to a node core tree (../shared/tools/node-core-source.sh DIR)');
  const [v18, v20] = [await getReleaseBinary('18.16.0'), await getReleaseBinary('20.0.0')];
  const halves = [
    await recordHalf('v18-vs-v20', tree, v18, v20, runs, only, reuse?.halves[0]),
    await recordHalf('aa-v20', tree, v20, v20, runs, only, reuse?.halves[1]),
  ];
  const data: TimeToVerdictData = {
    schemaVersion: 1,
    recordedAt: new Date().toISOString(),
    tree: path.basename(tree),
    runs,
    sample: SAMPLE.slice(0, only),
    oursCommit: execFileSync('git', ['rev-parse', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim(),
    ...(reuse ? { compareJsFrom: reuse.recordedAt } : {}),
    halves,
  };
  writeFileSync(TIME_TO_VERDICT_DATA, `${JSON.stringify(data, null, 1)}\n`);
  return data;
}

const direction = (change: number) => (change < 0 ? 'slower' : 'faster');

/** The report of a recording: time share, agreement, A/A false calls. */
export function reportTimeToVerdict(data: TimeToVerdictData): string[] {
  const lines: string[] = [
    `recorded ${data.recordedAt} on ${data.tree} (ours at ${data.oursCommit?.slice(0, 10) ?? 'unknown'}), ` +
      `compare.js at ${data.runs} runs, each file's own n` +
      (data.compareJsFrom ? ` (compare.js's figures from the recording of ${data.compareJsFrom})` : ''),
  ];
  for (const half of data.halves) {
    const share = half.ours.wallMs / half.compareJs.wallMs;
    lines.push(
      `${half.name}: compare.js ${(half.compareJs.wallMs / 60_000).toFixed(1)} min, ours ` +
        `${(half.ours.wallMs / 60_000).toFixed(1)} min = ${(share * 100).toFixed(1)} % of compare.js's wall time`,
    );
    let same = 0;
    let strong = 0;
    let strongSame = 0;
    let opposite = 0;
    const differing: string[] = [];
    for (const [name, reference] of Object.entries(half.compareJs.rows)) {
      const ours = half.ours.rows[name];
      const refCall = reference.stars === '' ? 'no star' : direction(reference.change);
      const ourCall =
        ours === undefined
          ? 'missing'
          : ours.verdict === 'regression'
            ? 'slower'
            : ours.verdict === 'improvement'
              ? 'faster'
              : 'no star';
      if (refCall === ourCall) same++;
      else
        differing.push(
          `${name}: compare.js ${reference.stars || '-'} ${reference.change.toFixed(1)} %, ours ${ours?.verdict ?? 'missing'} ${ours?.change.toFixed(1) ?? ''} %`,
        );
      if (reference.stars === '**' || reference.stars === '***') {
        strong++;
        if (refCall === ourCall) strongSame++;
      }
      if (refCall !== 'no star' && (ourCall === 'slower' || ourCall === 'faster') && refCall !== ourCall) opposite++;
    }
    const rows = Object.keys(half.compareJs.rows).length;
    lines.push(
      `  verdicts: ${same} of ${rows} the same call as compare.js (${((same / Math.max(1, rows)) * 100).toFixed(0)} %); ` +
        `** and *** rows: ${strongSame} of ${strong} the same direction; opposite direction: ${opposite}`,
    );
    if (half.name === 'aa-v20') {
      const falseOurs = Object.values(half.ours.rows).filter(
        (r) => r.verdict === 'regression' || r.verdict === 'improvement',
      ).length;
      const falseRef = Object.values(half.compareJs.rows).filter((r) => r.stars !== '').length;
      lines.push(`  A/A: ours ${falseOurs} false slower/faster of ${rows}; compare.js ${falseRef} starred`);
    }
    for (const line of differing) lines.push(`    differs: ${line}`);
  }
  return lines;
}

export async function timeToVerdictBench(): Promise<void> {
  let data: TimeToVerdictData;
  try {
    data = JSON.parse(await readFile(TIME_TO_VERDICT_DATA, 'utf8')) as TimeToVerdictData;
  } catch {
    console.log(`no recording in ${TIME_TO_VERDICT_DATA}: run bench/time-to-verdict.ts (see its header)`);
    return;
  }
  for (const line of reportTimeToVerdict(data)) console.log(line);
}

if (process.argv[1]?.endsWith('time-to-verdict.ts')) {
  const { values } = parseArgs({
    options: { runs: { type: 'string' }, only: { type: 'string' }, 'ours-only': { type: 'string' } },
  });
  const reuse = values['ours-only']
    ? (JSON.parse(await readFile(values['ours-only'], 'utf8')) as TimeToVerdictData)
    : undefined;
  const data = await recordTimeToVerdict(Number(values.runs ?? 30), Number(values.only ?? SAMPLE.length), reuse);
  for (const line of reportTimeToVerdict(data)) console.log(line);
}
