// The history site's inputs and output: reads the nightly state and the scans' result directories into the
// site's nights (src/site/series.ts), builds the site and writes it. A state or result directory that cannot be
// used is one line on the site and in the log, and the rest is built; nothing read is changed or removed.
import { lstat, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { readResults } from '../artifact/shard-merge.ts';
import { RESULT_JSON } from '../artifact/result-dir.ts';
import { isUserError } from '../errors.ts';
import type { NightlyThreshold } from '../options/action.ts';
import { buildSite, type SiteFile } from '../site/build.ts';
import type { NightRow, SiteNight } from '../site/series.ts';
import { studentTUpperQuantile } from '../stats/student-t.ts';
import { summarize } from '../stats/welch.ts';
import type { RunnerFingerprint } from '../artifact/result-schema.ts';
import { packageFile } from '../util/package-root.ts';
import { analyzeNightly, checkThreshold, classifyByThreshold } from './report.ts';
import { loadState, type ScanRecord } from './state.ts';

export interface HistorySiteOptions {
  /** result directories of nightly scans (each as readResults reads it: one run, or its shards) */
  resultDirs: readonly string[];
  /** the nightly state: its history adds the nights whose result directory is not given */
  statePath?: string | undefined;
  outDir: string;
  /** e.g. https://github.com/nodejs/node */
  repoUrl: string;
  threshold?: Partial<NightlyThreshold>;
  /** issues the caller knows (the report job: tonight's), by `${from}..${to}` */
  issues?: ReadonlyMap<string, number>;
  /** now, ISO */
  generated: string;
}

export interface HistorySiteBuilt {
  files: number;
  bytes: number;
  nights: number;
  problems: string[];
}

const RANK: Record<string, number> = { '': 0, '*': 1, '**': 2, '***': 3 };
const rangeKey = (from: string, to: string) => `${from}..${to}`;

/** The moments of a side's log rates (a rate that is not positive has no log and is left out). */
const logMoments = (rates: readonly number[]) => summarize(rates.filter((rate) => rate > 0).map(Math.log));

/**
 * A row's change on the log scale: ln(new/old) of the two sides' geometric means (null when a side has no rate),
 * its variance the two sides' squared standard errors (independent runs; null with fewer than two runs a side).
 */
export function logChange(
  oldRates: readonly number[],
  newRates: readonly number[],
): { logRatio: number | null; variance: number | null } {
  const old = logMoments(oldRates);
  const now = logMoments(newRates);
  return {
    logRatio: old.n > 0 && now.n > 0 ? now.mean - old.mean : null,
    variance: old.n > 1 && now.n > 1 ? old.variance / old.n + now.variance / now.n : null,
  };
}

export const runnerOf = (f: RunnerFingerprint) =>
  `${f.cpuModel} × ${f.cores}, cpuset ${f.cpuset ?? 'all'}, ${f.kernel}, ${f.runnerName ?? 'unnamed runner'}`;

/** One scan's result directory as a night; throws a UserError naming the problem. */
async function nightOfResultDir(
  dir: string,
  threshold: NightlyThreshold,
  dates: ReadonlyMap<string, string>,
  issues: ReadonlyMap<string, number>,
): Promise<{ night: SiteNight; branch: string }> {
  const { metadata, groups, adaptive } = await readResults(dir);
  const scan = metadata.nightly;
  if (scan === undefined) throw new Error('result.json has no nightly section: not a nightly scan');
  if (metadata.partial) throw new Error('the scan stopped early (partial): left out, its range shows as a break');
  const analysis = analyzeNightly(groups, adaptive?.named());
  const regressed = new Set(classifyByThreshold(analysis, threshold).regressions.map((r) => r.name));
  const ran = new Map(
    (metadata.sizing?.configurations ?? []).map((c) => [
      `${c.filename} ${c.listed}`,
      c.value === c.own ? 'own' : `${c.key}=${c.value}`,
    ]),
  );
  const rows = new Map<string, NightRow>();
  for (const row of groups.ratesByRow()) {
    const name = `${row.filename} ${row.configuration}`;
    rows.set(name, {
      ...logChange(row.old, row.new),
      regressed: regressed.has(name),
      // a row not in sizing ran the n its name lists (child-time off, or no n to size)
      ran: ran.get(name) ?? 'own',
    });
  }
  const key = rangeKey(scan.from, scan.to);
  const date =
    scan.trend?.date ??
    dates.get(key) ??
    (await stat(join(dir, RESULT_JSON)).catch(() => stat(dir))).mtime.toISOString();
  const bisect = scan.bisect
    ? {
        culprit: scan.bisect.culprit ? { sha: scan.bisect.culprit.sha, subject: scan.bisect.culprit.subject } : null,
        good: scan.bisect.good,
        bad: scan.bisect.bad,
      }
    : null;
  const night: SiteNight = {
    date,
    from: scan.from,
    to: scan.to,
    commits: scan.commits,
    rewritten: scan.rewritten,
    runner: runnerOf(metadata.fingerprint),
    rows,
    issue: issues.get(key) ?? null,
    bisect,
    source: dir,
  };
  return { night, branch: scan.branch };
}

/**
 * A scan the state keeps but no result directory was given for: its changes, and a variance read back from
 * the row's two-sided p-value (se = |ln ratio| / z(p/2)); a row whose p says nothing (null, 1, no change) has
 * none, so its series breaks there. The state knows neither n nor the runner: those never break on it.
 */
function nightOfScan(scan: ScanRecord, threshold: NightlyThreshold, issues: ReadonlyMap<string, number>): SiteNight {
  const rows = new Map<string, NightRow>();
  for (const config of scan.configs) {
    const logRatio = config.improvement === null ? null : Math.log1p(config.improvement / 100);
    const z = config.p !== null && config.p > 0 && config.p < 1 ? studentTUpperQuantile(config.p / 2, 1e6) : NaN;
    const se = logRatio !== null && logRatio !== 0 && Number.isFinite(z) && z > 0 ? Math.abs(logRatio) / z : NaN;
    const regressed =
      config.improvement !== null &&
      config.improvement <= -threshold.minChange &&
      RANK[config.stars]! >= RANK[threshold.stars]!;
    rows.set(config.name, { logRatio, variance: Number.isFinite(se) ? se * se : null, regressed, ran: null });
  }
  const key = rangeKey(scan.fromSha, scan.toSha);
  return {
    date: scan.date,
    from: scan.fromSha,
    to: scan.toSha,
    commits: null,
    rewritten: false,
    runner: null,
    rows,
    issue: scan.issue ?? issues.get(key) ?? null,
    bisect: null,
    source: 'state',
  };
}

const problemOf = (error: unknown) =>
  isUserError(error) || error instanceof Error ? (error as Error).message : String(error);

/** The nights the state and the result directories hold, oldest first; what could not be read, one line each. */
export async function readSiteNights(
  options: HistorySiteOptions,
): Promise<{ nights: SiteNight[]; problems: string[]; branch: string | null }> {
  const threshold = checkThreshold(options.threshold);
  const issues = options.issues ?? new Map<string, number>();
  const problems: string[] = [];
  let scans: ScanRecord[] = [];
  let branch: string | null = null;
  if (options.statePath !== undefined) {
    try {
      const { state } = await loadState(options.statePath);
      if (state === null) problems.push(`nightly state ${options.statePath}: no such file`);
      scans = state?.history ?? [];
      branch = state?.branch ?? null;
    } catch (error) {
      problems.push(problemOf(error));
    }
  }
  const dates = new Map(scans.map((scan) => [rangeKey(scan.fromSha, scan.toSha), scan.date]));
  const stateIssues = new Map(issues);
  for (const scan of scans)
    if (scan.issue !== undefined) stateIssues.set(rangeKey(scan.fromSha, scan.toSha), scan.issue);
  const byRange = new Map<string, SiteNight>();
  for (const dir of options.resultDirs) {
    try {
      const { night, branch: scanned } = await nightOfResultDir(resolve(dir), threshold, dates, stateIssues);
      branch ??= scanned;
      const key = rangeKey(night.from, night.to);
      if (byRange.has(key)) problems.push(`result directory ${dir}: the range ${key} again; this one is used`);
      byRange.set(key, night);
    } catch (error) {
      problems.push(`result directory ${dir}: ${problemOf(error)}`);
    }
  }
  for (const scan of scans) {
    const key = rangeKey(scan.fromSha, scan.toSha);
    if (!byRange.has(key)) byRange.set(key, nightOfScan(scan, threshold, stateIssues));
  }
  const nights = [...byRange.values()].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  return { nights, problems, branch };
}

/** The chart library every page loads: Vega's browser build, shipped in dist/vendor/ by scripts/build.mjs. */
export async function readChartLibrary(): Promise<string> {
  return readFile(
    packageFile({ dist: 'dist/vendor/vega.min.js', source: 'node_modules/vega/build/vega.min.js' }),
    'utf8',
  );
}

/** Writes the site into outDir: its own files replaced, anything else there left alone. */
export async function writeSite(files: readonly SiteFile[], outDir: string): Promise<void> {
  const existing = await lstat(outDir).catch(() => null);
  if (existing !== null && !existing.isDirectory()) throw new Error(`${outDir} exists and is not a directory`);
  await rm(join(outDir, 'c'), { recursive: true, force: true });
  for (const file of files) {
    const path = join(outDir, ...file.path.split('/'));
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, file.content);
  }
}

/** Reads the nights, builds the site, writes it; `log` gets a line per problem and one for the site. */
export async function buildHistorySite(
  options: HistorySiteOptions,
  log: (line: string) => void,
): Promise<HistorySiteBuilt> {
  const { nights, problems, branch } = await readSiteNights(options);
  for (const problem of problems) log(`history: left out: ${problem}`);
  const files = buildSite(
    {
      repoUrl: options.repoUrl.replace(/\/+$/, ''),
      branch: branch ?? 'main',
      nights,
      generated: options.generated,
      problems,
    },
    await readChartLibrary(),
  );
  await writeSite(files, options.outDir);
  const bytes = files.reduce((sum, file) => sum + Buffer.byteLength(file.content), 0);
  log(`history: ${nights.length} nights, ${files.length} files (${(bytes / 1e6).toFixed(1)} MB) in ${options.outDir}`);
  return { files: files.length, bytes, nights: nights.length, problems };
}
