// npm run reproduce [-- --runs N] [-- --only CLAIM]... [-- --render] [-- --list]
//
// Checks the seed articles' claims against our own engine: every claim names
// a benchmark file of the bundled suite, the configurations that stand for
// it and the seed's figure. The benchmark files are run once per comparison
// (16.20.0 -> 18.16.0, 18.16.0 -> 20.0.0, 16.20.0 -> 20.0.0) with
// runComparison, exactly as `node-bench compare` runs them; every sample goes
// to docs/reproduction-data/<unit>.csv and the doc is rendered from those
// CSVs with the same SampleGroups/analyze the CLI uses. Claims that compare
// two configurations of one binary (async styles, loop styles, sync vs
// promise I/O) relabel that binary's samples as old/new and go through the
// same analysis.
//
//   --runs N         samples per configuration and binary for every unit
//                    (default: each unit's own, see UNITS)
//   --only ID        measure only the units this claim (or unit id) needs; repeatable.
//                    The doc is rendered from all stored data.
//   --render         measure nothing: rebuild the doc from docs/reproduction-data/
//   --list           print the units and claims and exit
//   --binary-source  where releases come from (default npm); --cache-dir (default .cache/node-bench)
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

import { cacheDirFrom } from '../src/binaries/cache-dir.ts';
import { runComparison } from '../src/pipeline/compare.ts';
import { chooseSandbox } from '../src/process/sandbox.ts';
import { executionPolicy } from '../src/options/execution.ts';
import { buildComparison } from '../src/options/comparison.ts';
import { readCompareArgv } from '../src/options/compare-argv.ts';
import { describeFingerprint } from '../src/report/comment.ts';
import { runnerFingerprint } from '../src/run/measure/fingerprint.ts';
import { formatConfiguration, type Config } from '../src/run/measure/protocol.ts';
import { SampleGroups, type RowComparison } from '../src/stats/analyze.ts';
import type { Stars } from '../src/stats/stars.ts';
import { parseCompareCsv, type Binary, type Sample } from '../src/stats/csv.ts';
import { loadClaims, type Claim, type Expectation, type Figure, type Unit, type Where } from './reproduce/claims.ts';
import { runnerPlatform } from '../src/util/platform.ts';
import { failureNotes } from '../src/report/failure-notes.ts';

const repoRoot = fileURLToPath(new URL('../', import.meta.url));
export const DOC_PATH = path.join(repoRoot, 'docs', 'reproducing-the-seeds.md');
export const DATA_DIR = path.join(repoRoot, 'docs', 'reproduction-data');
const MANIFEST = 'manifest.json';

// ---------------------------------------------------------------------------
// What is compared

export const CLAIMS_PATH = path.join(DATA_DIR, 'claims.yaml');
const data = loadClaims(CLAIMS_PATH);

export const DIRECTIONS = data.directions;
/** The releases of a direction (the schema checked every reference to one). */
export function directionOf(id: DirectionId): { old: string; new: string } {
  const direction = DIRECTIONS[id];
  if (direction === undefined) throw new Error(`${CLAIMS_PATH}: unknown direction ${id}`);
  return direction;
}
export type DirectionId = string;
const DIRECTION_ORDER: DirectionId[] = Object.keys(DIRECTIONS);

export const SEEDS = data.seeds;
export type SeedId = string;
export type { Claim, Expectation, Figure, Unit, Where };

export const DEFAULT_RUNS = data.defaultRuns;
export const UNITS: Unit[] = data.units;

export const unitId = (unit: Pick<Unit, 'direction' | 'file'>): string =>
  `${unit.direction}_${unit.file.replace(/\.js$/, '').replace(/\//g, '-')}`;

export const CLAIMS: Claim[] = data.claims;

/** Seed claims the suite cannot check, for the doc. */
export const NOT_COVERED: string[] = data.notCovered;

// ---------------------------------------------------------------------------
// Matching rows to claims

/** `n=10000 len=256 kind='duplex'` -> { n: '10000', len: '256', kind: 'duplex' } */
export function parseConfiguration(configuration: string): Record<string, string> {
  const result: Record<string, string> = {};
  for (const match of configuration.matchAll(/([A-Za-z_][\w-]*)=('(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*"|\S+)/g)) {
    const raw = match[2]!;
    result[match[1]!] = /^['"]/.test(raw) ? raw.slice(1, -1) : raw;
  }
  return result;
}

export function matchesWhere(configuration: string, where: Where): boolean {
  const parsed = parseConfiguration(configuration);
  return Object.entries(where).every(([key, value]) => parsed[key] === String(value));
}

export function describeWhere(where: Where): string {
  const entries = Object.entries(where);
  if (entries.length === 0) return 'the only configuration';
  return entries.map(([key, value]) => `${key}=${typeof value === 'string' ? `'${value}'` : value}`).join(' ');
}

// ---------------------------------------------------------------------------
// Verdicts

export type Verdict = 'agree' | 'partly' | 'disagree' | 'no data';

export interface Judgement {
  verdict: Verdict;
  /** why, when it is not a plain agreement */
  reason: string;
}

const ratio = (percent: number) => 1 + percent / 100;
const fmtRatio = (r: number) => `×${r >= 10 ? r.toFixed(1) : r >= 0.1 ? r.toFixed(2) : r.toFixed(3)}`;

/**
 * The band of speed ratios (new/old) counted as the seed's magnitude: from
 * the square root of the seed's weakest ratio to the square of its strongest
 * (log-scale factor of two). Seed -81 % (×0.19): ×0.44 … ×0.036; seed +27 %
 * (×1.27): ×1.13 … ×1.61.
 */
export function magnitudeBand(figure: { lo: number; hi: number }): [number, number] {
  const logs = [Math.log(ratio(figure.lo)), Math.log(ratio(figure.hi))].map(Math.abs);
  const weakest = Math.min(...logs);
  const strongest = Math.max(...logs);
  const sign = figure.lo < 0 ? -1 : 1;
  const a = Math.exp((sign * weakest) / 2);
  const b = Math.exp(sign * strongest * 2);
  return a < b ? [a, b] : [b, a];
}

export function judge(figure: Figure, improvement: number, stars: Stars, runs: string): Judgement {
  if (!Number.isFinite(improvement)) return { verdict: 'no data', reason: 'no measurement' };
  const starred = stars !== '';
  const notSignificant = `not significant with ${runs}`;
  if (figure.kind === 'same') {
    const size = Math.abs(improvement);
    if (!starred) return { verdict: 'agree', reason: '' };
    if (size <= figure.within) return { verdict: 'agree', reason: '' };
    if (size <= 3 * figure.within)
      return { verdict: 'partly', reason: `a significant ${fmtPct(improvement)} where the seed saw about none` };
    return { verdict: 'disagree', reason: `a significant ${fmtPct(improvement)} where the seed saw about none` };
  }
  const expectedSign = figure.kind === 'up' ? 1 : figure.kind === 'down' ? -1 : Math.sign(figure.lo);
  const sign = Math.sign(improvement);
  if (sign !== expectedSign) {
    return {
      verdict: 'disagree',
      reason: starred ? 'the opposite direction, significant' : `the opposite direction (${notSignificant})`,
    };
  }
  if (!starred) return { verdict: 'partly', reason: `the right direction, ${notSignificant}` };
  if (figure.kind !== 'change') return { verdict: 'agree', reason: '' };
  const [low, high] = magnitudeBand(figure);
  const ours = ratio(improvement);
  if (ours >= low && ours <= high) return { verdict: 'agree', reason: '' };
  const seedRatio =
    figure.lo === figure.hi
      ? fmtRatio(ratio(figure.lo))
      : `${fmtRatio(ratio(figure.lo))}-${fmtRatio(ratio(figure.hi))}`;
  const which =
    Math.abs(Math.log(ours)) < Math.min(Math.abs(Math.log(low)), Math.abs(Math.log(high))) ? 'smaller' : 'larger';
  return {
    verdict: 'partly',
    reason: `the right direction but ${which}: ${fmtRatio(ours)} against the seed's ${seedRatio}`,
  };
}

/** A claim's verdict from its rows': all agree, or none agrees and most disagree; else partly. */
export function combineVerdicts(verdicts: Verdict[]): Verdict {
  const measured = verdicts.filter((v) => v !== 'no data');
  if (measured.length === 0) return 'no data';
  if (measured.length < verdicts.length) return 'partly';
  if (measured.every((v) => v === 'agree')) return 'agree';
  const disagreeing = measured.filter((v) => v === 'disagree').length;
  if (!measured.includes('agree') && disagreeing * 2 > measured.length) return 'disagree';
  return 'partly';
}

// ---------------------------------------------------------------------------
// Evaluation

export interface UnitData {
  samples: Sample[];
  /** samples per configuration per binary that were asked for */
  runs: number;
}

export interface RowResult {
  expectation: Expectation;
  /** contrast rows: the binary (version) the two configurations were compared on */
  binary?: Binary;
  version?: string;
  configuration: string;
  baseline?: string;
  comparison: RowComparison | null;
  judgement: Judgement;
}

export interface ClaimResult {
  claim: Claim;
  rows: RowResult[];
  verdict: Verdict;
}

/** Old vs new of each configuration: what `node-bench compare` prints. */
function versionComparisons(samples: Sample[]): RowComparison[] {
  const groups = new SampleGroups();
  for (const sample of samples) groups.add(sample);
  return groups.analyze().comparisons;
}

/** `where` vs `vs` on one binary: the baseline's samples as old, the other's as new. */
function contrastComparison(samples: Sample[], binary: Binary, where: string, vs: string): RowComparison | null {
  const groups = new SampleGroups();
  for (const sample of samples) {
    if (sample.binary !== binary) continue;
    if (sample.configuration === vs) groups.add({ ...sample, binary: 'old', configuration: 'contrast' });
    else if (sample.configuration === where) groups.add({ ...sample, binary: 'new', configuration: 'contrast' });
  }
  return groups.analyze().comparisons[0] ?? null;
}

function configurationsOf(samples: Sample[]): string[] {
  return [...new Set(samples.map((s) => s.configuration))];
}

function findConfiguration(configurations: string[], where: Where): string | null {
  const found = configurations.filter((c) => matchesWhere(c, where));
  return found.length === 1 ? found[0]! : null;
}

const runsText = (n: number) => `${n} runs`;

export function evaluateClaim(claim: Claim, data: UnitData | undefined): ClaimResult {
  const rows: RowResult[] = [];
  const samples = data?.samples ?? [];
  const configurations = configurationsOf(samples);
  const noData: Judgement = { verdict: 'no data', reason: 'not measured' };
  if (claim.contrast) {
    for (const binary of claim.contrast.on) {
      const version = directionOf(claim.direction)[binary];
      for (const expectation of claim.rows) {
        const where = findConfiguration(configurations, expectation.where);
        const vs = findConfiguration(configurations, expectation.vs ?? {});
        const comparison = where && vs ? contrastComparison(samples, binary, where, vs) : null;
        const n = comparison ? Math.min(comparison.old.n, comparison.new.n) : 0;
        rows.push({
          expectation,
          binary,
          version,
          configuration: where ?? describeWhere(expectation.where),
          baseline: vs ?? describeWhere(expectation.vs ?? {}),
          comparison,
          judgement: comparison
            ? judge(expectation.figure, comparison.improvement, comparison.stars, runsText(n))
            : noData,
        });
      }
    }
  } else {
    const comparisons = versionComparisons(samples);
    for (const expectation of claim.rows) {
      const matching = comparisons.filter((c) => matchesWhere(c.configuration, expectation.where));
      const comparison = matching.length === 1 ? matching[0]! : null;
      const n = comparison ? Math.min(comparison.old.n, comparison.new.n) : 0;
      rows.push({
        expectation,
        configuration: comparison?.configuration ?? describeWhere(expectation.where),
        comparison,
        judgement: comparison
          ? judge(expectation.figure, comparison.improvement, comparison.stars, runsText(n))
          : noData,
      });
    }
  }
  return { claim, rows, verdict: combineVerdicts(rows.map((r) => r.judgement.verdict)) };
}

// ---------------------------------------------------------------------------
// The plan: which units the claims need, checked before anything runs

export function unitFor(claim: Pick<Claim, 'direction' | 'file'>): Unit | undefined {
  return UNITS.find((u) => u.direction === claim.direction && u.file === claim.file);
}

/** Static problems of the tables (duplicate ids, claims without a unit, set values that exclude a row). */
export function checkPlan(claims: Claim[] = CLAIMS, units: Unit[] = UNITS): string[] {
  const problems: string[] = [];
  const ids = new Set<string>();
  for (const claim of claims) {
    if (ids.has(claim.id)) problems.push(`duplicate claim id ${claim.id}`);
    ids.add(claim.id);
    const unit = units.find((u) => u.direction === claim.direction && u.file === claim.file);
    if (!unit) {
      problems.push(`${claim.id}: no unit runs ${claim.file} for ${claim.direction}`);
      continue;
    }
    for (const row of claim.rows) {
      if (claim.contrast && !row.vs) problems.push(`${claim.id}: a contrast row needs vs`);
      if (!claim.contrast && row.vs) problems.push(`${claim.id}: vs only makes sense in a contrast claim`);
      if (
        row.figure.kind === 'change' &&
        (Math.sign(row.figure.lo) !== Math.sign(row.figure.hi) || row.figure.lo > row.figure.hi)
      )
        problems.push(`${claim.id}: a change range must be lo <= hi with one sign`);
      for (const where of [row.where, row.vs ?? {}]) {
        for (const [key, value] of Object.entries(where)) {
          const allowed = unit.set?.[key];
          if (allowed && !allowed.map(String).includes(String(value)))
            problems.push(`${claim.id}: ${key}=${value} is excluded by the unit's --set ${key}=${allowed.join(',')}`);
        }
      }
    }
  }
  const unitIds = new Set<string>();
  for (const unit of units) {
    const id = unitId(unit);
    if (unitIds.has(id)) problems.push(`unit ${id} is listed twice`);
    unitIds.add(id);
    if (!claims.some((c) => c.direction === unit.direction && c.file === unit.file))
      problems.push(`unit ${id} serves no claim`);
  }
  return problems;
}

export function setArgs(unit: Unit): string[] {
  return Object.entries(unit.set ?? {}).flatMap(([key, values]) => values.map((value) => `${key}=${value}`));
}

/**
 * The configurations a unit will measure, listed by the benchmark file itself
 * (NODE_BENCH_LIST_CONFIGS, with the unit's --set), in the CSV's
 * configuration format.
 */
export function listConfigurations(unit: Unit, node: string = process.execPath): string[] {
  const result = spawnSync(node, [path.join(repoRoot, 'benchmarks', unit.file), ...setArgs(unit)], {
    env: { ...process.env, NODE_BENCH_LIST_CONFIGS: '1' },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`listing ${unit.file} failed: ${result.stderr}`);
  const line = result.stdout.split('\n').find((l) => l.startsWith('{'));
  if (!line) throw new Error(`listing ${unit.file} printed no configurations`);
  const message = JSON.parse(line) as { configs: Config[] };
  return message.configs.map(formatConfiguration);
}

/** Every expectation must pick exactly one configuration of its unit's listing. */
export function checkListings(claims: Claim[] = CLAIMS, units: Unit[] = UNITS): string[] {
  const problems: string[] = [];
  const listings = new Map<string, string[]>();
  for (const unit of units) listings.set(unitId(unit), listConfigurations(unit));
  for (const claim of claims) {
    const unit = unitFor(claim);
    // --only: the claims of units not measured now are not checked now
    const configurations = unit && listings.get(unitId(unit));
    if (!unit || configurations === undefined) continue;
    for (const row of claim.rows) {
      for (const where of row.vs ? [row.where, row.vs] : [row.where]) {
        const count = configurations.filter((c) => matchesWhere(c, where)).length;
        if (count !== 1)
          problems.push(`${claim.id}: ${describeWhere(where)} matches ${count} configurations of ${unit.file}`);
      }
    }
  }
  return problems;
}

// ---------------------------------------------------------------------------
// Stored data

export interface UnitRecord {
  id: string;
  direction: DirectionId;
  old: string;
  new: string;
  file: string;
  set: string[];
  runs: number;
  configurations: number;
  samples: number;
  /** the bundled runner's interleaving seed, to replay the order */
  seed: number | null;
  elapsedMs: number;
  measuredAt: string;
  machine: string;
  loadAverage: number;
  failures: string[];
  partial: boolean;
  /** the invocation that measured it */
  command?: string;
}

export interface Manifest {
  command: string;
  generatedAt: string;
  /** wall time of the invocation that last measured something */
  lastRunMs: number;
  units: Record<string, UnitRecord>;
}

export function readManifest(dataDir: string = DATA_DIR): Manifest {
  const file = path.join(dataDir, MANIFEST);
  if (!existsSync(file)) return { command: '', generatedAt: '', lastRunMs: 0, units: {} };
  return JSON.parse(readFileSync(file, 'utf8')) as Manifest;
}

export function readUnitData(manifest: Manifest, dataDir: string = DATA_DIR): Map<string, UnitData> {
  const data = new Map<string, UnitData>();
  for (const record of Object.values(manifest.units)) {
    const file = path.join(dataDir, `${record.id}.csv`);
    if (!existsSync(file)) continue;
    data.set(record.id, { samples: parseCompareCsv(readFileSync(file, 'utf8'), file), runs: record.runs });
  }
  return data;
}

// ---------------------------------------------------------------------------
// The document

const fmtPct = (value: number | null | undefined): string => {
  if (value === null || value === undefined || !Number.isFinite(value)) return 'n/a';
  return `${value > 0 ? '+' : ''}${value.toFixed(2)} %`;
};

const fmtSeedNumber = (value: number) => `${value > 0 ? '+' : ''}${value} %`;

export function figureText(expectation: Expectation): string {
  if (expectation.text) return expectation.text;
  const figure = expectation.figure;
  switch (figure.kind) {
    case 'change':
      return figure.lo === figure.hi
        ? fmtSeedNumber(figure.lo)
        : `${fmtSeedNumber(figure.lo).replace(' %', '')} … ${fmtSeedNumber(figure.hi)}`;
    case 'up':
      return 'faster';
    case 'down':
      return 'slower';
    case 'same':
      return 'about the same';
  }
}

const whereCell = (where: Where) =>
  Object.keys(where).length === 0 ? 'the only configuration' : code(describeWhere(where));
const escapeStars = (stars: Stars) => (stars === '' ? '' : stars.replace(/\*/g, '\\*'));
const code = (text: string) => `\`${text}\``;
const cell = (text: string) => text.replace(/\|/g, '\\|');

function formatDuration(ms: number): string {
  const seconds = Math.round(ms / 1000);
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  return `${minutes} min ${String(seconds % 60).padStart(2, '0')} s`;
}

const directionTitle = (direction: DirectionId) =>
  `Node.js ${directionOf(direction).old} → ${directionOf(direction).new}`;

function counts(results: ClaimResult[]): Record<Verdict, number> {
  const tally: Record<Verdict, number> = { agree: 0, partly: 0, disagree: 0, 'no data': 0 };
  for (const result of results) tally[result.verdict]++;
  return tally;
}

function versionTable(results: ClaimResult[]): string[] {
  const lines = [
    '| Claim | Configuration | Seed | Ours | ± (95 %) | Stars | Row |',
    '| --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const result of results) {
    result.rows.forEach((row, i) => {
      const c = row.comparison;
      const claimCell = i === 0 ? `**${result.claim.id}** ${result.claim.text} (seed ${result.claim.seed})` : '';
      lines.push(
        `| ${cell(claimCell)} | ${whereCell(row.expectation.where)} | ${cell(figureText(row.expectation))} | ${fmtPct(c?.improvement)} | ${
          c && c.tested ? `±${c.accuracy[0].toFixed(2)} %` : ''
        } | ${escapeStars(c?.stars ?? '')} | ${row.judgement.verdict} |`,
      );
    });
  }
  return lines;
}

function contrastTable(results: ClaimResult[]): string[] {
  const lines = [
    '| Claim | On | Compared | Seed | Ours | ± (95 %) | Stars | Row |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const result of results) {
    result.rows.forEach((row, i) => {
      const c = row.comparison;
      const claimCell = i === 0 ? `**${result.claim.id}** ${result.claim.text} (seed ${result.claim.seed})` : '';
      const compared = `${whereCell(row.expectation.where)} vs ${whereCell(row.expectation.vs ?? {})}`;
      lines.push(
        `| ${cell(claimCell)} | ${row.version} | ${compared} | ${cell(figureText(row.expectation))} | ${fmtPct(
          c?.improvement,
        )} | ${c && c.tested ? `±${c.accuracy[0].toFixed(2)} %` : ''} | ${escapeStars(c?.stars ?? '')} | ${
          row.judgement.verdict
        } |`,
      );
    });
  }
  return lines;
}

function claimNotes(results: ClaimResult[]): string[] {
  const lines: string[] = [];
  for (const result of results) {
    // Rows with the same reason share one sentence: "`a`, `b`: not significant with 6 runs".
    const byReason = new Map<string, string[]>();
    for (const row of result.rows) {
      if (row.judgement.reason === '') continue;
      const label =
        row.binary !== undefined
          ? `${row.version}${result.claim.rows.length > 1 ? ` ${code(describeWhere(row.expectation.where))}` : ''}`
          : result.claim.rows.length > 1
            ? code(describeWhere(row.expectation.where))
            : '';
      const labels = byReason.get(row.judgement.reason) ?? [];
      labels.push(label);
      byReason.set(row.judgement.reason, labels);
    }
    const reasons = [...byReason].map(([reason, labels]) => {
      const named = labels.filter((l) => l !== '');
      return named.length > 0 ? `${named.join(', ')}: ${reason}` : reason;
    });
    const parts = [`**${result.claim.id}**: ${result.verdict}.`];
    if (reasons.length > 0) parts.push(`${capitalize(reasons.join('; '))}.`);
    if (result.claim.context) parts.push(result.claim.context);
    if (result.claim.ifNotAgreed && result.verdict !== 'agree') parts.push(result.claim.ifNotAgreed);
    parts.push(`Seed ${result.claim.seed}, ${result.claim.source}.`);
    lines.push(`- ${parts.join(' ')}`);
  }
  return lines;
}

const bare = (version: string) => version.replace(/^v/, '');
const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export interface RenderInput {
  results: ClaimResult[];
  manifest: Manifest;
}

export function renderDoc({ results, manifest }: RenderInput): string {
  const records = UNITS.map((u) => manifest.units[unitId(u)]).filter((r): r is UnitRecord => r !== undefined);
  const machines = [...new Set(records.map((r) => r.machine))];
  const dates = records.map((r) => r.measuredAt).sort();
  const totalMs = records.reduce((sum, r) => sum + r.elapsedMs, 0);
  const runCounts = [...new Set(records.map((r) => r.runs))].sort((a, b) => a - b);
  const loads = records.map((r) => r.loadAverage);
  const all = counts(results);
  const versionResults = (d: DirectionId) => results.filter((r) => r.claim.direction === d && !r.claim.contrast);
  const contrastResults = results.filter((r) => r.claim.contrast);

  const out: string[] = [];
  out.push('# Reproducing the seeds');
  out.push('');
  out.push(
    `This page checks ${results.length} claims of the seed articles with the bundled suite and our own engine. On this machine, ` +
      `**${all.agree} agree, ${all.partly} partly agree and ${all.disagree} disagree**` +
      (all['no data'] > 0 ? ` (${all['no data']} without data)` : '') +
      '. Every number below comes from the CSVs in [`reproduction-data/`](reproduction-data/).',
  );
  out.push('');
  out.push('<!-- Generated by scripts/reproduce.ts: edit the script, not this file. -->');
  out.push('');
  out.push('## How this was produced');
  out.push('');
  const commands = [...new Set(records.map((r) => r.command ?? manifest.command))].filter((c) => c);
  out.push(
    `- Command: ${(commands.length > 0 ? commands : ['npm run reproduce']).map(code).join(', then ')} ` +
      `(re-render from the stored data only: ${code('npm run reproduce -- --render')}).`,
  );
  if (dates.length > 0) {
    const first = dates[0]!.slice(0, 16).replace('T', ' ');
    const last = dates[dates.length - 1]!.slice(0, 16).replace('T', ' ');
    out.push(`- Measured: ${first === last ? first : `${first} to ${last}`} UTC.`);
  }
  for (const machine of machines) out.push(`- Machine: ${machine}.`);
  if (loads.length > 0)
    out.push(
      `- The machine was shared with other work: load average ${Math.min(...loads).toFixed(2)} to ${Math.max(
        ...loads,
      ).toFixed(2)} when the benchmark files started (2 cores).`,
    );
  out.push(
    `- Binaries: official releases ${[...new Set(Object.values(DIRECTIONS).flatMap((d) => [d.old, d.new]))].join(
      ', ',
    )} (linux-x64, from the npm registry, checksummed).`,
  );
  out.push(
    `- Runs: ${runCounts.length > 1 ? `${runCounts[0]} to ${runCounts[runCounts.length - 1]}` : runCounts.join('')} samples per configuration and binary (see the table of runs), ` +
      `one fresh process each, old and new interleaved in a seeded random order.`,
  );
  out.push(`- Measuring time: ${formatDuration(totalMs)} for ${records.length} benchmark-file runs.`);
  out.push('');
  out.push('## How to read the tables');
  out.push('');
  out.push(
    '**Ours** is the change of the mean rate (operations per second, higher is better) from the old to the new binary, ' +
      'as `node-bench compare` prints it; **±** is the 95 % accuracy and **Stars** the Welch t-test of that row ' +
      '(`*` p < 0.05, `**` p < 0.01, `***` p < 0.001), with no correction for the many rows: expect about one ' +
      'row in twenty to get a star by chance. For claims that compare two configurations on one binary (seeds 002, ' +
      '003, 004 and the nodejs-bench-operations comparisons), the first configuration is "new" and the one after ' +
      '"vs" is "old".',
  );
  out.push('');
  out.push('A row is judged by its direction and rough size:');
  out.push('');
  out.push(
    "- **agree**: the seed's direction, significant (a star), and a speed ratio (new/old) between the square root " +
      "and the square of the seed's (seed −81 %, ×0.19: anything from ×0.44 to ×0.036; seed +27 %, ×1.27: ×1.13 to " +
      '×1.61). A seed claim with only a direction ("slower") needs the direction and a star.',
  );
  out.push(
    '- **partly**: the right direction, but not significant with our few runs, or significant and outside that band.',
  );
  out.push('- **disagree**: the opposite direction.');
  out.push(
    '- "About the same" claims agree when the difference is not significant or within the stated ±%, are partly ' +
      'right up to three times that, and disagree beyond.',
  );
  out.push('');
  out.push(
    'A claim with several rows agrees when all its rows agree, disagrees when none agrees and most disagree, and is ' +
      '"partly" otherwise. The seeds ' +
      'measured other machines (an AWS c6i.xlarge with 4 dedicated vCPUs, a 2018 MacBook Pro, CentOS 6 servers) and, ' +
      'for seeds 002-004, far older Node.js versions; ours is a shared 2-core container. Directions should carry ' +
      'over; sizes only roughly.',
  );
  out.push('');
  out.push('## Summary');
  out.push('');
  out.push('| Comparison | Claims | Agree | Partly | Disagree |');
  out.push('| --- | --- | --- | --- | --- |');
  const summaryRow = (label: string, rs: ClaimResult[]) => {
    const t = counts(rs);
    out.push(`| ${label} | ${rs.length} | ${t.agree} | ${t.partly} | ${t.disagree} |`);
  };
  for (const d of DIRECTION_ORDER) summaryRow(directionTitle(d), versionResults(d));
  summaryRow('Between configurations of one binary', contrastResults);
  summaryRow('**All**', results);
  out.push('');

  for (const d of DIRECTION_ORDER) {
    const rs = versionResults(d);
    if (rs.length === 0) continue;
    out.push(`## ${directionTitle(d)}`);
    out.push('');
    out.push(...versionTable(rs));
    out.push('');
    out.push(...claimNotes(rs));
    out.push('');
  }

  out.push('## Between configurations of one binary');
  out.push('');
  out.push(
    'Seeds 002-004 and the nodejs-bench-operations comparisons rank ways of writing the same thing on one Node.js ' +
      'version. They are checked on the binaries of the runs above (the "On" column); the samples are the same ones.',
  );
  out.push('');
  out.push(...contrastTable(contrastResults));
  out.push('');
  out.push(...claimNotes(contrastResults));
  out.push('');

  out.push('## Runs');
  out.push('');
  out.push(
    'One row per benchmark file and comparison. Replay one with the same configurations and old/new order: ' +
      '`npx node-bench compare --old OLD --new NEW --filter FILE [--set ...] --runs N --seed SEED GROUP`.',
  );
  out.push('');
  out.push('| Data | Old → new | File | --set | Configurations | Runs | Seed | Time | Failures |');
  out.push('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const unit of UNITS) {
    const record = manifest.units[unitId(unit)];
    if (!record) {
      out.push(
        `| ${unitId(unit)} | ${directionOf(unit.direction).old} → ${directionOf(unit.direction).new} | ${code(unit.file)} | | | not measured | | | |`,
      );
      continue;
    }
    const failures = record.failures.length === 0 ? '' : cell(record.failures.join('; '));
    out.push(
      `| [csv](reproduction-data/${record.id}.csv) | ${bare(record.old)} → ${bare(record.new)} | ${code(record.file)} | ${
        record.set.length > 0 ? code(record.set.join(' ')) : ''
      } | ${record.configurations} | ${record.runs}${record.partial ? ' (partial)' : ''} | ${record.seed ?? ''} | ${formatDuration(
        record.elapsedMs,
      )} | ${failures} |`,
    );
  }
  out.push('');
  const notes = UNITS.filter((u) => u.note).map((u) => `- ${code(unitId(u))}: ${u.note}.`);
  if (notes.length > 0) {
    out.push('Configurations trimmed for time:');
    out.push('');
    out.push(...notes);
    out.push('');
  }
  out.push('## Not covered');
  out.push('');
  out.push(...NOT_COVERED.map((line) => `- Seed ${line}`));
  out.push('');
  return out.join('\n');
}

async function formatWithPrettier(text: string, parser: 'markdown' | 'json', file: string): Promise<string> {
  const prettier = await import('prettier');
  const options = (await prettier.resolveConfig(file)) ?? {};
  return prettier.format(text, { ...options, parser });
}

// ---------------------------------------------------------------------------
// Measuring

interface CliOptions {
  runs?: number;
  only: string[];
  render: boolean;
  list: boolean;
  binarySource: string;
  cacheDir: string;
}

function parseCli(argv: string[]): CliOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      runs: { type: 'string' },
      only: { type: 'string', multiple: true },
      render: { type: 'boolean', default: false },
      list: { type: 'boolean', default: false },
      'binary-source': { type: 'string', default: 'npm' },
      'cache-dir': { type: 'string', default: '.cache/node-bench' },
    },
  });
  const runs = values.runs === undefined ? undefined : Number(values.runs);
  if (runs !== undefined && !(Number.isInteger(runs) && runs >= 2)) throw new Error('--runs needs an integer >= 2');
  return {
    runs,
    only: values.only ?? [],
    render: values.render,
    list: values.list,
    binarySource: values['binary-source'],
    cacheDir: values['cache-dir'],
  };
}

/** The units --only selects: by claim id or unit id. */
export function selectUnits(only: string[]): Unit[] {
  if (only.length === 0) return UNITS;
  const selected = new Set<Unit>();
  for (const id of only) {
    const claim = CLAIMS.find((c) => c.id === id);
    const unit = claim ? unitFor(claim) : UNITS.find((u) => unitId(u) === id);
    if (!unit) throw new Error(`--only ${id}: no such claim or unit (see --list)`);
    selected.add(unit);
  }
  return UNITS.filter((u) => selected.has(u));
}

async function measure(unit: Unit, options: CliOptions, signal: AbortSignal): Promise<UnitRecord> {
  const id = unitId(unit);
  const direction = directionOf(unit.direction);
  const runs = options.runs ?? unit.runs ?? DEFAULT_RUNS;
  const csv = path.join(DATA_DIR, `${id}.csv`);
  const partialCsv = `${csv}.partial`;
  rmSync(partialCsv, { force: true });
  const request = buildComparison(
    readCompareArgv([
      ...['--old', direction.old, '--new', direction.new, '--filter', unit.file],
      ...setArgs(unit).flatMap((pair) => ['--set', pair]),
      ...['--runs', String(runs), '--timeout', '3m'],
      ...(options.binarySource === undefined ? [] : ['--binary-source', options.binarySource]),
      unit.file.split('/')[0]!,
    ]),
    { cwd: repoRoot, cacheDir: cacheDirFrom(options.cacheDir, repoRoot, process.env) },
    { out: partialCsv, format: 'json', quiet: true },
  );
  const policy = executionPolicy({ sandbox: undefined, passEnv: undefined, buildTimeout: undefined }, 'cli');
  const loadAverage = os.loadavg()[0]!;
  const measuredAt = new Date().toISOString();
  // as `node-bench compare` runs them: the benchmark env allowlist, and the sandbox when bubblewrap works
  const run = await runComparison(request, {
    log: () => {},
    signal,
    host: process.env,
    platform: runnerPlatform(process),
    sandbox: await chooseSandbox({
      mode: policy.sandbox,
      untrustedCode: false,
      hide: [request.binaries.cacheDir],
      env: process.env,
      uid: process.getuid!(),
      platform: runnerPlatform(process),
      log: () => {},
    }),
    // the machine line is runnerFingerprint's own (reproduction-data's `machine`): the run's fingerprint is not read
    runnerCheck: undefined,
    trust: 'trusted',
    passEnv: policy.passEnv,
    buildTimeoutMs: policy.buildTimeoutMs,
  });
  if (signal.aborted) throw new Error('interrupted');
  renameSync(partialCsv, csv);
  return {
    id,
    direction: unit.direction,
    old: run.binaries.old.version,
    new: run.binaries.new.version,
    file: unit.file,
    set: setArgs(unit),
    runs,
    configurations: run.groups.size,
    samples: run.samples,
    seed: run.seed ?? null,
    elapsedMs: Math.round(run.elapsedMs),
    measuredAt,
    machine: describeFingerprint(runnerFingerprint(undefined, { env: process.env })),
    loadAverage: Math.round(loadAverage * 100) / 100,
    failures: failureNotes(run.failures, request.suite.kind).map((f) =>
      `${f.binary ?? ''} ${f.configuration ?? ''} ${f.detail}`.replace(/\s+/g, ' ').trim(),
    ),
    partial: run.partial,
  };
}

export function evaluateAll(manifest: Manifest, data: Map<string, UnitData>): ClaimResult[] {
  return CLAIMS.map((claim) => {
    const unit = unitFor(claim);
    return evaluateClaim(claim, unit ? data.get(unitId(unit)) : undefined);
  });
}

async function writeDoc(manifest: Manifest): Promise<ClaimResult[]> {
  const results = evaluateAll(manifest, readUnitData(manifest));
  const markdown = renderDoc({ results, manifest });
  writeFileSync(DOC_PATH, await formatWithPrettier(markdown, 'markdown', DOC_PATH));
  return results;
}

async function main(argv: string[]): Promise<number> {
  const options = parseCli(argv);
  const problems = checkPlan();
  if (problems.length > 0) {
    for (const p of problems) console.error(`plan: ${p}`);
    return 1;
  }
  if (options.list) {
    for (const unit of UNITS) {
      const claims = CLAIMS.filter((c) => c.direction === unit.direction && c.file === unit.file).map((c) => c.id);
      console.log(`${unitId(unit)}  runs ${options.runs ?? unit.runs ?? DEFAULT_RUNS}  ${setArgs(unit).join(' ')}`);
      console.log(`    ${claims.join(', ')}`);
    }
    return 0;
  }
  mkdirSync(DATA_DIR, { recursive: true });
  const manifest = readManifest();
  if (!options.render) {
    const units = selectUnits(options.only);
    const listingProblems = checkListings(CLAIMS, units);
    if (listingProblems.length > 0) {
      for (const p of listingProblems) console.error(`plan: ${p}`);
      return 1;
    }
    const abort = new AbortController();
    const onSignal = () => abort.abort();
    process.once('SIGINT', onSignal);
    process.once('SIGTERM', onSignal);
    const started = performance.now();
    try {
      for (const [i, unit] of units.entries()) {
        const label = `[${i + 1}/${units.length}] ${unitId(unit)}`;
        process.stderr.write(`${label} ...`);
        const command = `npm run reproduce${argv.length > 0 ? ` -- ${argv.join(' ')}` : ''}`;
        const record = { ...(await measure(unit, options, abort.signal)), command };
        manifest.units[record.id] = record;
        manifest.command = command;
        manifest.generatedAt = new Date().toISOString();
        manifest.lastRunMs = Math.round(performance.now() - started);
        // Written after every unit: an interrupted session keeps what it measured.
        writeFileSync(
          path.join(DATA_DIR, MANIFEST),
          await formatWithPrettier(JSON.stringify(manifest), 'json', path.join(DATA_DIR, MANIFEST)),
        );
        const failures = record.failures.length > 0 ? `, ${record.failures.length} failures` : '';
        process.stderr.write(
          ` ${record.configurations} configurations × ${record.runs} runs, ${formatDuration(record.elapsedMs)}${failures} ` +
            `(total ${formatDuration(performance.now() - started)})\n`,
        );
      }
    } finally {
      process.off('SIGINT', onSignal);
      process.off('SIGTERM', onSignal);
    }
  }
  const results = await writeDoc(manifest);
  const t = counts(results);
  console.log(
    `${path.relative(process.cwd(), DOC_PATH)}: ${results.length} claims, ${t.agree} agree, ${t.partly} partly, ${t.disagree} disagree` +
      (t['no data'] > 0 ? `, ${t['no data']} without data` : ''),
  );
  for (const result of results) console.log(`  ${result.verdict.padEnd(8)} ${result.claim.id}`);
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
      process.exit(1);
    },
  );
}
