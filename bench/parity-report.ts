// The parity table of issue 53 (part 4), from a recording of bench/parity.ts:
// per configuration, on one binary (A/A), the per-op rate of our default child
// (n sized to --child-time), of our engine at the file's own n (--child-time
// off) and of compare.js's engine at its own n; and the shares within ±5 % and
// ±10 %. Pure: reads a recording, measures nothing (test/stats/parity.test.ts).
import { holmAdjust } from '../src/stats/holm.ts';
import { summarize, welchTest } from '../src/stats/welch.ts';

export type TreeName = 'v20' | 'v24';
/** The three ways one configuration is run: our default, ours at own n, compare.js's engine at own n. */
export type CallKind = 'sized' | 'ownN' | 'compareJs';
export const CALL_KINDS: readonly CallKind[] = ['sized', 'ownN', 'compareJs'];

export interface ParityItem {
  tree: TreeName;
  category: string;
  /** the file's name inside its category (--filter) */
  file: string;
  /** every key but n, dur and duration, pinned with --set */
  set: string[];
  /** other files of the category whose names contain `file` (--exclude) */
  exclude: string[];
  /** the configuration as the tree's listing names it, with the file's own n */
  configuration: string;
  stratum: string;
  /** estimated child at own n on the A/A binary, ms */
  childMs: number;
  /** where childMs comes from */
  costFrom: 'measured' | 'nearest' | 'category';
  /** the file's listing process (compare.js runs one per child), ms */
  listMs: number;
  /** why the item is in the sample outside the strata */
  reason?: string;
}

export interface CallRecord {
  wallMs: number;
  /**
   * CPU time reaped from the call: the CLI's own (what its start, listing and report cost, whatever the load);
   * its benchmark children run sandboxed and are mostly reaped outside it, so not their time
   */
  cpuMs?: number;
  exitCode: number | null;
  /** the row's configuration as the CLI's CSV names it */
  configuration: string;
  /** the sized keys as they ran (`n=34000`): the CLI's record beside its CSV, else the row's name */
  ran?: string;
  /** every sample's rate (ops/s), old and new alike: the same binary */
  rates: number[];
  /** why the call gave no samples, or more than one row */
  error?: string;
}

export interface ParityItemRecord {
  key: string;
  recordedAt: string;
  /** 1-minute load average before and after the item */
  load: [number, number];
  /** the commit of the CLI that measured it (a resumed recording may mix them: the report says so) */
  cliCommit?: string;
  /** the order the three calls ran in (seeded, so no kind always runs first) */
  order: CallKind[];
  calls: Record<CallKind, CallRecord>;
}

export interface ParityRecording {
  schemaVersion: 1;
  startedAt: string;
  updatedAt: string;
  /** the CLI that ran, its repository's commit, and whether its src/ had uncommitted changes */
  cli: { path: string; commit: string; dirty: boolean };
  /** the release each tree ran on (old and new alike) */
  binaries: Record<TreeName, string>;
  trees: Record<TreeName, string>;
  runs: number;
  cpuset: string;
  design: string;
  sample: ParityItem[];
  items: ParityItemRecord[];
  /** a correction made to the recording by hand, and why */
  cliCommitNote?: string;
  /** items recorded again (--redo), as first recorded */
  replaced?: (ParityItemRecord & { replacedAt: string })[];
}

const SIZED_KEY = /(?:^| )((?:n|dur|duration)=[^\s]+)/g;

/** The sized keys of a row's name (`n=34000`): what ran. */
export const sizedValues = (configuration: string) =>
  [...configuration.matchAll(SIZED_KEY)].map((m) => m[1]!).join(' ');

/**
 * The sized keys a call ran: the CLI's record beside its CSV (its rows keep
 * the file's own n in their names, the n that ran is in `sizes`), else the
 * row's name (a CLI that named rows by the n that ran).
 */
export function ranFromRecord(record: unknown, configuration: string): string {
  const sizes = (record as { sizes?: { configuration: string; n: number }[] } | undefined)?.sizes;
  const size = sizes?.find((s) => s.configuration === configuration);
  return size !== undefined ? `n=${size.n}` : sizedValues(configuration);
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Welch's two-sided p of two calls' rates (NaN with fewer than 2 samples a side). */
function pValue(a: readonly number[], b: readonly number[]): number {
  if (a.length < 2 || b.length < 2) return NaN;
  return welchTest(summarize(b), summarize(a)).pValue;
}

export interface ParityRow {
  key: string;
  tree: TreeName;
  stratum: string;
  /** the sized keys at the file's own values and as the default ran them */
  ownN: string;
  sizedN: string;
  /** the default ran a smaller n than the file's own */
  sized: boolean;
  medians: Record<CallKind, number>;
  /** median rate of the sized child over the own-n child, and of ours at own n over compare.js's */
  sizedOverOwn: number;
  oursOverCompareJs: number;
  pSized: number;
  pEngine: number;
  /** largest coefficient of variation among the three calls: the rows' own noise */
  noise: number;
  /** a call that gave no samples (the row is left out of the shares) */
  failed?: string;
}

const coefficientOfVariation = (values: readonly number[]) => {
  const s = summarize(values);
  return Math.sqrt(s.variance) / s.mean;
};

export function parityRow(item: ParityItem, record: ParityItemRecord): ParityRow {
  const { sized, ownN, compareJs } = record.calls;
  const medians = { sized: median(sized.rates), ownN: median(ownN.rates), compareJs: median(compareJs.rates) };
  const failed = CALL_KINDS.filter((kind) => record.calls[kind].rates.length === 0)
    .map((kind) => `${kind}: ${record.calls[kind].error ?? `exit ${record.calls[kind].exitCode}`}`)
    .join('; ');
  const own = ownN.ran || sizedValues(ownN.configuration || item.configuration);
  const ran = sized.ran ?? sizedValues(sized.configuration);
  return {
    key: record.key,
    tree: item.tree,
    stratum: item.stratum,
    ownN: own,
    sizedN: ran,
    sized: sized.rates.length > 0 && ran !== own,
    medians,
    sizedOverOwn: medians.sized / medians.ownN,
    oursOverCompareJs: medians.ownN / medians.compareJs,
    pSized: pValue(sized.rates, ownN.rates),
    pEngine: pValue(ownN.rates, compareJs.rates),
    noise: Math.max(
      ...CALL_KINDS.map((kind) => coefficientOfVariation(record.calls[kind].rates)).filter(Number.isFinite),
    ),
    ...(failed === '' ? {} : { failed }),
  };
}

export interface Share {
  count: number;
  within5: number;
  within10: number;
}

export interface ParitySummary {
  rows: number;
  failed: number;
  /** configurations the default sized: their rate against their own n's */
  sized: Share;
  /** configurations the default ran at their own n (sizing left them alone) */
  keptOwnN: number;
  /** every configuration: ours at own n against compare.js's engine */
  engine: Share;
  /** rows beyond ±5 % in either comparison */
  outliers: ParityRow[];
  /** rows whose difference is beyond the calls' own noise (beyondNoise): sized against own n, ours against ours at
   * the same n (configurations the default kept: the control), ours against compare.js's engine */
  beyondNoise: { sized: ParityRow[]; same: ParityRow[]; engine: ParityRow[] };
}

/**
 * The rows whose two calls differ beyond their own samples' noise: Welch's p, Holm-adjusted over the rows compared,
 * under 5 %. The between-call noise of a busy machine is not in a call's samples: the control (ours against ours at
 * the same n) says how often it alone makes a row "differ".
 */
function beyondNoise(rows: readonly ParityRow[], pOf: (row: ParityRow) => number): ParityRow[] {
  const tested = rows.filter((row) => Number.isFinite(pOf(row)));
  const adjusted = holmAdjust(tested.map(pOf));
  return tested.filter((_, i) => adjusted[i]! < 0.05);
}

/** P(X >= k) for X ~ Binomial(trials, chance), summed exactly (the sample has tens of configurations). */
export function binomialUpperTail(k: number, trials: number, chance: number): number {
  let term = (1 - chance) ** trials; // P(X = 0)
  let tail = k <= 0 ? term : 0;
  for (let x = 1; x <= trials; x++) {
    term *= ((trials - x + 1) / x) * (chance / (1 - chance));
    if (x >= k) tail += term;
  }
  return Math.min(1, tail);
}

/**
 * Does compare.js's engine measure another rate than ours, beyond the machine's between-call swing? A configuration
 * the default kept at its own n has three calls at the same n, two of ours and compare.js's engine's, run in a seeded
 * order. If the engines measure the same workload the three are exchangeable, so each is with chance 1/3 the odd one
 * (the median farthest from the nearer of the other two), however widely calls swing on the machine; compare.js's
 * call the odd one far more often than that is a difference the swing does not explain (binomial, one-sided). The
 * direction: how often compare.js's median is above ours at own n (1/2 under the same hypothesis).
 */
export interface OddOneOut {
  configurations: number;
  compareJsOdd: number;
  pOdd: number;
  compareJsAbove: number;
  pDirection: number;
}

export function oddOneOut(rows: readonly ParityRow[]): OddOneOut {
  const kept = rows.filter((r) => r.failed === undefined && !r.sized);
  const isCompareJsOdd = ({ medians: { sized, ownN, compareJs } }: ParityRow) =>
    Math.min(Math.abs(compareJs - sized), Math.abs(compareJs - ownN)) > Math.abs(sized - ownN);
  const compareJsOdd = kept.filter(isCompareJsOdd).length;
  const compareJsAbove = kept.filter((r) => r.medians.compareJs > r.medians.ownN).length;
  const fewer = Math.min(compareJsAbove, kept.length - compareJsAbove);
  return {
    configurations: kept.length,
    compareJsOdd,
    pOdd: binomialUpperTail(compareJsOdd, kept.length, 1 / 3),
    compareJsAbove,
    pDirection: Math.min(1, 2 * (1 - binomialUpperTail(fewer + 1, kept.length, 1 / 2))),
  };
}

const within = (ratio: number, percent: number) => Math.abs(ratio - 1) <= percent / 100;

function share(ratios: readonly number[]): Share {
  return {
    count: ratios.length,
    within5: ratios.filter((r) => within(r, 5)).length,
    within10: ratios.filter((r) => within(r, 10)).length,
  };
}

export function summarizeParity(rows: readonly ParityRow[]): ParitySummary {
  const measured = rows.filter((r) => r.failed === undefined);
  const sized = measured.filter((r) => r.sized);
  return {
    rows: rows.length,
    failed: rows.length - measured.length,
    sized: share(sized.map((r) => r.sizedOverOwn)),
    keptOwnN: measured.length - sized.length,
    engine: share(measured.map((r) => r.oursOverCompareJs)),
    outliers: measured.filter((r) => (r.sized && !within(r.sizedOverOwn, 5)) || !within(r.oursOverCompareJs, 5)),
    beyondNoise: {
      sized: beyondNoise(sized, (r) => r.pSized),
      same: beyondNoise(
        measured.filter((r) => !r.sized),
        (r) => r.pSized,
      ),
      engine: beyondNoise(measured, (r) => r.pEngine),
    },
  };
}

const percent = (ratio: number) => (Number.isFinite(ratio) ? `${(ratio * 100).toFixed(1)} %` : '-');
const compact = new Intl.NumberFormat('en', { notation: 'compact', maximumSignificantDigits: 4 });
const rate = (value: number) => (Number.isFinite(value) ? compact.format(value) : '-');
const p = (value: number) => (Number.isFinite(value) ? value.toPrecision(2) : '-');
const shareLine = (s: Share) =>
  `${s.within5} of ${s.count} within ±5 % (${percent(s.within5 / Math.max(s.count, 1))}), ` +
  `${s.within10} within ±10 % (${percent(s.within10 / Math.max(s.count, 1))})`;

function rowLine(row: ParityRow): string {
  if (row.failed !== undefined) return `${row.key}: failed (${row.failed})`;
  return (
    `${row.key} [${row.stratum}]: ${row.sized ? `ran ${row.sizedN} of own ${row.ownN}` : `ran its own ${row.ownN || 'n'}`}; ` +
    `rates sized ${rate(row.medians.sized)}, own n ${rate(row.medians.ownN)}, compare.js ${rate(row.medians.compareJs)}; ` +
    `sized/own ${percent(row.sizedOverOwn)} (p ${p(row.pSized)}${row.sized ? '' : ', the same n'}), ` +
    `ours/compare.js ${percent(row.oursOverCompareJs)} (p ${p(row.pEngine)}); noise ${percent(row.noise)}`
  );
}

function oddOneOutLine(odd: OddOneOut): string {
  return (
    `beyond the machine's between-call swing (the three calls of a configuration kept at its own n, exchangeable if ` +
    `the engines measure the same): compare.js's call the odd one in ${odd.compareJsOdd} of ${odd.configurations} ` +
    `(${percent(odd.compareJsOdd / Math.max(odd.configurations, 1))}; 1/3 expected, binomial p ${p(odd.pOdd)}); ` +
    `above ours in ${odd.compareJsAbove} of ${odd.configurations} (sign test p ${p(odd.pDirection)})`
  );
}

/** The report of a recording, whole or partial: every row, the shares, the outliers. */
export function reportParity(recording: ParityRecording): string[] {
  const byKey = new Map(recording.sample.map((item) => [itemKeyOf(item), item]));
  const rows = recording.items.map((record) => parityRow(byKey.get(record.key)!, record));
  const summary = summarizeParity(rows);
  const categories = new Set(recording.items.map((i) => i.key.split(' ')[1]!.split('/')[0])).size;
  const lines = [
    `recorded ${recording.startedAt} to ${recording.updatedAt}: ${recording.items.length} of ` +
      `${recording.sample.length} configurations (${categories} categories), A/A at ${recording.runs} runs a call ` +
      `(${2 * recording.runs} samples), --cpuset ${recording.cpuset}; ` +
      `${Object.entries(recording.binaries)
        .map(([tree, version]) => `${recording.trees[tree as TreeName]} on ${version}`)
        .join(', ')}; ` +
      `CLI ${recording.cli.path} at ${recording.cli.commit.slice(0, 10)}${recording.cli.dirty ? ' (uncommitted src/)' : ''}`,
    ...rows.map(rowLine),
    `sized by the default: ${summary.sized.count} configurations, ${shareLine(summary.sized)} of their own-n rate; ` +
      `${summary.keptOwnN} ran their own n`,
    `ours at own n against compare.js's engine: ${shareLine(summary.engine)}`,
    `beyond the calls' own noise (Welch, Holm over the rows, 5 %): sized against own n ` +
      `${summary.beyondNoise.sized.length} of ${summary.sized.count}; ours against ours at the same n (the control) ` +
      `${summary.beyondNoise.same.length} of ${summary.keptOwnN}; ours against compare.js's engine ` +
      `${summary.beyondNoise.engine.length} of ${summary.engine.count}`,
    ...[...new Set(Object.values(summary.beyondNoise).flat())].map((row) => `  beyond noise: ${rowLine(row)}`),
    oddOneOutLine(oddOneOut(rows)),
  ];
  const calls = recording.items.flatMap((i) => CALL_KINDS.map((kind) => i.calls[kind]));
  const minutes = (ms: number) => `${(ms / 60_000).toFixed(1)} min`;
  lines.push(
    `measuring took ${minutes(calls.reduce((t, c) => t + c.wallMs, 0))}` +
      (calls.every((c) => c.cpuMs !== undefined)
        ? ` (the CLI's own CPU ${minutes(calls.reduce((t, c) => t + c.cpuMs!, 0))})`
        : '') +
      '; ' +
      `load average ${Math.min(...recording.items.flatMap((i) => i.load)).toFixed(1)} to ` +
      `${Math.max(...recording.items.flatMap((i) => i.load)).toFixed(1)}`,
  );
  lines.push(...wallTimeLines(recording));
  const commits = new Set(recording.items.map((i) => i.cliCommit ?? recording.cli.commit));
  if (commits.size > 1)
    lines.push(`measured by ${commits.size} commits of the CLI: ${[...commits].map((c) => c.slice(0, 10)).join(', ')}`);
  if (summary.failed > 0) lines.push(`${summary.failed} configurations failed (left out of the shares)`);
  lines.push(`outliers (beyond ±5 % in either comparison): ${summary.outliers.length}`);
  for (const row of summary.outliers) lines.push(`  ${rowLine(row)}`);
  // issue 53 asks these to be within noise of compare.js: their p says whether they are
  const readers = rows.filter((row) => byKey.get(row.key)?.reason === 'reads the environment');
  lines.push(`the environment readers, ours at own n against compare.js's engine:`);
  for (const row of readers)
    lines.push(`  ${row.key}: ${percent(row.oursOverCompareJs)} (p ${p(row.pEngine)}; noise ${percent(row.noise)})`);
  return lines;
}

/**
 * What the default's call cost against compare.js's at the same runs, by stratum: the whole CLI process each, the
 * default's pilots included (at K runs a call they weigh 30/K times what they do in a 30-run comparison).
 */
export function wallTimeLines(recording: ParityRecording): string[] {
  const stratumOf = new Map(recording.sample.map((item) => [itemKeyOf(item), item.stratum]));
  const sums = new Map<string, { sized: number; ownN: number; compareJs: number; items: number }>();
  for (const item of recording.items) {
    const stratum = stratumOf.get(item.key) ?? '?';
    const sum = sums.get(stratum) ?? { sized: 0, ownN: 0, compareJs: 0, items: 0 };
    for (const kind of CALL_KINDS) sum[kind] += item.calls[kind].wallMs;
    sum.items++;
    sums.set(stratum, sum);
  }
  const lines = [`wall time of the default's call against compare.js's engine, ${recording.runs} runs each:`];
  for (const [stratum, sum] of [...sums].sort(([a], [b]) => a.localeCompare(b)))
    lines.push(
      `  ${stratum}: ${sum.items} configurations, the default ${percent(sum.sized / sum.compareJs)}, ` +
        `ours at own n ${percent(sum.ownN / sum.compareJs)}`,
    );
  return lines;
}

/** An item's key: its tree, then the configuration as --filter and --set select it. */
export const itemKeyOf = (item: Pick<ParityItem, 'tree' | 'category' | 'file' | 'set'>) =>
  `${item.tree} ${item.category}/${item.file}${item.set.map((s) => ` ${s}`).join('')}`;
