// Which end of a range a commit resembles: the rule of one bisect step. Pure:
// the runner feeds it the rates as they come and asks for looks (the same
// plug as the adaptive run's AdaptiveRows); the nightly's bisect reads the
// verdict.
//
// A bisect step measures a commit c against the range's good end (from),
// paired by run as every run of ours, on the flagged rows only. For each
// flagged row the scan measured the slowdown d of the whole range (log of
// to/from, with its standard error). c is good for that row when its paired
// log ratio r lies nearer 0 than d, bad when nearer d: the test is of r
// against the midpoint d/2, with the uncertainty of both r and d/2
// (t = (r̂ − d̂/2) / √(se_r² + se_d²/4), Student's t on the step's pairs).
// The looks (4 runs, then rounds of 2, up to the cap) spend the step's α as
// the adaptive run does (sequential.ts: HSD γ = −4, exact boundaries); α is
// split over the flagged rows (Bonferroni), and a wrong side has at most α/2
// of it even when r lies exactly at the midpoint; at either end of the range
// (where a real commit lies) the chance is far smaller. A row that crossed no
// boundary by the cap is unknown: the step could not tell, and says so.
//
// The commit is bad as soon as one row is bad (the first commit that slowed
// any flagged row is what is looked for), good when every measured row is
// good, unknown otherwise; skip when no row was measured.
import type { Binary } from './csv.ts';
import {
  pairedLogRatios,
  sequentialDesign,
  summarizePairs,
  type LookSchedule,
  type SequentialDesign,
} from './sequential.ts';
import { studentTLowerTail, studentTUpperQuantile } from './student-t.ts';

/** The step's α: each wrong side at most half of it, at the midpoint, over all its rows and looks. */
export const STEP_ALPHA = 0.01;

/** A step's looks: 4 runs, then rounds of 2, up to the cap (the scan's runs). */
export const STEP_SCHEDULE = { minRuns: 4, roundRuns: 2 } as const;

/** One flagged row: what the scan measured from..to. */
export interface RangeChange {
  /** log(to/from), negative when slower */
  logChange: number;
  /** its standard error (0 when unknown: the reference is then taken as exact) */
  standardError: number;
  /** the degrees of freedom of that standard error (the scan's test's) */
  degreesOfFreedom: number;
}

/** The range's change from the scan's estimate (percent, with its 95 % interval on `degreesOfFreedom`). */
export function rangeChange(
  estimate: { change: number; low: number; high: number },
  degreesOfFreedom: number,
): RangeChange {
  const log = (percent: number) => Math.log1p(percent / 100);
  const df = degreesOfFreedom >= 1 ? degreesOfFreedom : 1;
  const spread = (log(estimate.high) - log(estimate.low)) / (2 * studentTUpperQuantile(0.025, df));
  const known = Number.isFinite(spread) && spread > 0;
  return {
    logChange: log(estimate.change),
    standardError: known ? spread : 0,
    degreesOfFreedom: known ? df : Infinity,
  };
}

export type RowClass = 'good' | 'bad' | 'unknown' | 'missing';
export type StepVerdict = 'good' | 'bad' | 'unknown' | 'skip';

/** What the step says of one flagged row. */
export interface RowClassification {
  /** log(c/from) over every pair measured; NaN with fewer than 2 */
  logRatio: number;
  /** r / d: 0 at the good end, 1 at the bad end; NaN with fewer than 2 pairs */
  share: number;
  /** the test statistic against the midpoint at the deciding (or last) look */
  t: number;
  n: Record<Binary, number>;
  verdict: RowClass;
}

interface Row {
  name: string;
  target: RangeChange | null;
  rates: Record<Binary, Map<number, number>>;
  state: 'open' | 'good' | 'bad';
  t: number;
}

export interface StepClassifierOptions {
  /** the looks; the cap is the step's runs per side at most */
  schedule: LookSchedule;
  /** the flagged rows by name (`filename configuration`) */
  targets: ReadonlyMap<string, RangeChange>;
  alpha?: number;
  /** the spending function's γ (default the adaptive run's) */
  gamma?: number;
}

/**
 * The rows of one bisect step. Rows are declared with their name; a row that
 * is not flagged is settled from the start (it never runs).
 */
export class StepClassifier {
  readonly design: SequentialDesign;
  readonly #targets: ReadonlyMap<string, RangeChange>;
  readonly #alpha: number;
  readonly #rows = new Map<string, Row>();
  #looked = -1;
  #decided: StepVerdict | null = null;

  constructor(options: StepClassifierOptions) {
    this.design = sequentialDesign(options.schedule, options.gamma);
    this.#targets = options.targets;
    this.#alpha = options.alpha ?? STEP_ALPHA;
    for (const [name, target] of options.targets) {
      if (
        !Number.isFinite(target.logChange) ||
        target.logChange === 0 ||
        !(target.standardError >= 0) ||
        !(target.degreesOfFreedom >= 1)
      ) {
        throw new RangeError(`the range's change of ${name} must be a finite non-zero log ratio`);
      }
    }
  }

  /** Declares a row by its key and name; rows that are not flagged are settled already. */
  track(key: string, name: string): void {
    if (this.#rows.has(key)) return;
    const target = this.#targets.get(name) ?? null;
    this.#rows.set(key, {
      name,
      target,
      rates: { old: new Map(), new: new Map() },
      state: target === null ? 'good' : 'open',
      t: NaN,
    });
  }

  add(key: string, binary: Binary, run: number, rate: number): void {
    const rates = this.#rows.get(key)?.rates[binary];
    if (rates !== undefined && !rates.has(run)) rates.set(run, rate);
  }

  isSettled(key: string): boolean {
    const row = this.#rows.get(key);
    return row === undefined || row.target === null || row.state !== 'open' || this.#decided !== null;
  }

  get nextLookRuns(): number | null {
    return this.#decided === null ? (this.design.looks[this.#looked + 1] ?? null) : null;
  }

  get looksDone(): number {
    return this.#looked + 1;
  }

  /** Looks at the open flagged rows (their pairs up to the look's runs); returns the keys still open. */
  look(): string[] {
    const look = this.#looked + 1;
    const runs = this.design.looks[look];
    if (runs === undefined) throw new RangeError('every look of the schedule is done');
    this.#looked = look;
    const flagged = [...this.#rows.values()].filter((row) => row.target !== null);
    const level = this.design.nominal(this.#alpha / Math.max(1, this.#targets.size))[look]!;
    for (const row of flagged) {
      if (row.state !== 'open') continue;
      const ratios = pairedLogRatios(row.rates.old, row.rates.new, runs);
      const { t, df } = midpointT(ratios, row.target!);
      row.t = t;
      if (Number.isNaN(t)) continue;
      const pValue = Math.abs(t) === Infinity ? 0 : 2 * studentTLowerTail(-Math.abs(t), df);
      if (pValue <= level) row.state = t < 0 === row.target!.logChange < 0 ? 'bad' : 'good';
    }
    const verdict = this.#verdictOf(flagged);
    if (verdict === 'bad' || (verdict === 'good' && flagged.every((row) => row.state !== 'open'))) {
      this.#decided = verdict;
    }
    return [...this.#rows].filter(([, row]) => row.target !== null && row.state === 'open').map(([key]) => key);
  }

  #verdictOf(flagged: readonly Row[]): StepVerdict {
    if (flagged.some((row) => row.state === 'bad')) return 'bad';
    if (flagged.every((row) => row.state === 'good')) return 'good';
    return 'unknown';
  }

  /** The row's classification so far: open rows are unknown, rows without two pairs missing. */
  row(key: string): RowClassification | null {
    const row = this.#rows.get(key);
    if (row === undefined || row.target === null) return null;
    const ratios = pairedLogRatios(row.rates.old, row.rates.new);
    const n = { old: row.rates.old.size, new: row.rates.new.size };
    if (ratios.length < 2) return { logRatio: NaN, share: NaN, t: NaN, n, verdict: 'missing' };
    const logRatio = summarizePairs(ratios).mean;
    return {
      logRatio,
      share: logRatio / row.target.logChange,
      t: row.t,
      n,
      verdict: row.state === 'open' ? 'unknown' : row.state,
    };
  }

  /** Every flagged row by name (a flagged row the run never listed is missing). */
  classifications(): Map<string, RowClassification> {
    const byName = new Map<string, RowClassification>();
    for (const [key, row] of this.#rows) if (row.target !== null) byName.set(row.name, this.row(key)!);
    for (const name of this.#targets.keys()) {
      if (!byName.has(name))
        byName.set(name, { logRatio: NaN, share: NaN, t: NaN, n: { old: 0, new: 0 }, verdict: 'missing' });
    }
    return byName;
  }

  /** The commit's verdict: bad when a row is bad, good when every measured row is, skip when none was measured. */
  verdict(): StepVerdict {
    return stepVerdict([...this.classifications().values()].map((row) => row.verdict));
  }

  keys(): string[] {
    return [...this.#rows.keys()];
  }
}

/**
 * The step's statistic: the pairs' mean log ratio against the range's
 * midpoint, in standard errors of both, with Welch-Satterthwaite's degrees of
 * freedom (n − 1 for the pairs, the scan's for the range's change).
 */
export function midpointT(ratios: readonly number[], target: RangeChange): { t: number; df: number } {
  if (ratios.length < 2) return { t: NaN, df: NaN };
  const { n, mean, meanVariance: pairs } = summarizePairs(ratios);
  const reference = (target.standardError / 2) ** 2;
  const variance = pairs + reference;
  const distance = mean - target.logChange / 2;
  if (variance === 0) return { t: distance === 0 ? 0 : distance > 0 ? Infinity : -Infinity, df: n - 1 };
  const df = variance ** 2 / (pairs ** 2 / (n - 1) + (reference === 0 ? 0 : reference ** 2 / target.degreesOfFreedom));
  // beyond a million degrees of freedom t is the normal (and an infinite df would break the t tail)
  return { t: distance / Math.sqrt(variance), df: Math.min(df, 1e6) };
}

/** A commit's verdict from its rows': bad when one is bad, skip when none was measured, good when all measured are. */
export function stepVerdict(rows: readonly RowClass[]): StepVerdict {
  if (rows.includes('bad')) return 'bad';
  const measured = rows.filter((row) => row !== 'missing');
  if (measured.length === 0) return 'skip';
  return measured.every((row) => row === 'good') ? 'good' : 'unknown';
}

/**
 * A range's change known only roughly (the scan stopped as soon as it was
 * sure of the slowdown) leaves the midpoint unsure, and then no step can be
 * sure of a commit near either end: the bisect measures the range's ends
 * again first when |d̂| < REFERENCE_PRECISION × se(d̂) (bench/bisect-sim:
 * the right culprit as often as a |t| ≥ 3 rule, never a wrong one).
 */
export const REFERENCE_PRECISION = 8;

export function needsReference(change: RangeChange): boolean {
  return Math.abs(change.logChange) < REFERENCE_PRECISION * change.standardError;
}

/** The scan's change and the ends measured again (paired log ratios), by inverse variance. */
export function refineRangeChange(scan: RangeChange, ratios: readonly number[]): RangeChange {
  if (ratios.length < 2) return scan;
  const { n, mean, meanVariance: variance } = summarizePairs(ratios);
  if (variance === 0 || scan.standardError === 0) return scan.standardError === 0 ? scan : { ...scan, logChange: mean };
  const weights = [1 / scan.standardError ** 2, 1 / variance];
  const total = weights[0]! + weights[1]!;
  const change = mean > 0 === scan.logChange > 0 ? (scan.logChange * weights[0]! + mean * weights[1]!) / total : NaN;
  // a remeasure that sees no change at all (or the other way) leaves the scan's: the range is unsure, not reversed
  if (!Number.isFinite(change)) return scan;
  return {
    logChange: change,
    standardError: Math.sqrt(1 / total),
    degreesOfFreedom: Math.min(1e6, scan.degreesOfFreedom + n - 1),
  };
}

/**
 * The look rule of that remeasure: the flagged rows only (the others of
 * their files are settled from the start), every run up to the cap, no
 * early stop; then each row's paired log ratios.
 */
export class FlaggedRows {
  readonly #names: ReadonlySet<string>;
  readonly #rows = new Map<string, { name: string; rates: Record<Binary, Map<number, number>> }>();
  readonly #maxRuns: number;
  #looked = false;

  constructor(names: Iterable<string>, maxRuns: number) {
    this.#names = new Set(names);
    this.#maxRuns = maxRuns;
  }

  track(key: string, name: string): void {
    if (this.#names.has(name) && !this.#rows.has(key)) {
      this.#rows.set(key, { name, rates: { old: new Map(), new: new Map() } });
    }
  }

  add(key: string, binary: Binary, run: number, rate: number): void {
    const rates = this.#rows.get(key)?.rates[binary];
    if (rates !== undefined && !rates.has(run)) rates.set(run, rate);
  }

  isSettled(key: string): boolean {
    return !this.#rows.has(key) || this.#looked;
  }

  get nextLookRuns(): number | null {
    return this.#looked ? null : this.#maxRuns;
  }

  get looksDone(): number {
    return this.#looked ? 1 : 0;
  }

  look(): string[] {
    this.#looked = true;
    return [];
  }

  /** Each flagged row's paired log ratios by name. */
  ratios(): Map<string, number[]> {
    const byName = new Map<string, number[]>();
    for (const row of this.#rows.values()) byName.set(row.name, pairedLogRatios(row.rates.old, row.rates.new));
    return byName;
  }
}

/**
 * Two builds of the same code differ a little (code layout, link order):
 * each build's speed is off by a lognormal factor of about this sd
 * (bench/bisect-sim models it). More runs do not shrink it: only a change
 * well beyond it is a commit's own.
 */
export const BUILD_OFFSET_SD = 0.02;

/** The verification's α, one-sided: how often two builds of equal code pass for a culprit. */
export const VERIFY_ALPHA = 0.001;

/** A fresh A/B of the culprit against its parent, one flagged row. */
export interface CulpritCheck {
  /** log(culprit/parent) over the pairs; NaN with fewer than 2 */
  logRatio: number;
  /** its standard error with the build offsets of both builds */
  standardError: number;
  /** logRatio / standardError, on Welch-Satterthwaite's degrees of freedom */
  t: number;
  df: number;
  /** the same direction as the range's change, beyond the threshold and beyond build-to-build noise */
  confirmed: boolean;
}

export interface CulpritCheckOptions {
  /** the smallest change that counts, percent (the nightly threshold's) */
  minChange: number;
  buildOffsetSd?: number;
  alpha?: number;
}

/**
 * The sandwich verification (Chromium Pinpoint's): before a culprit is
 * named, its build runs once more against its parent's, and the change must
 * go the range's way, reach the threshold and be beyond what two builds of
 * equal code produce: its one-sided test against 0 counts the pairs'
 * variance and both builds' offsets (2 × BUILD_OFFSET_SD²). The bisect's
 * steps compare each commit with `from` only, so an offset between builds
 * can pass for a step; this is where it is caught.
 */
export function checkCulprit(
  ratios: readonly number[],
  target: RangeChange,
  options: CulpritCheckOptions,
): CulpritCheck {
  if (ratios.length < 2) return { logRatio: NaN, standardError: NaN, t: NaN, df: NaN, confirmed: false };
  const { n, mean, meanVariance: pairs } = summarizePairs(ratios);
  const builds = 2 * (options.buildOffsetSd ?? BUILD_OFFSET_SD) ** 2;
  const variance = pairs + builds;
  const standardError = Math.sqrt(variance);
  const t = variance === 0 ? (mean === 0 ? 0 : mean > 0 ? Infinity : -Infinity) : mean / standardError;
  const df = pairs === 0 ? 1e6 : Math.min(1e6, variance ** 2 / (pairs ** 2 / (n - 1)));
  const towardRange = mean !== 0 && mean > 0 === target.logChange > 0;
  const beyondThreshold = Math.abs(Math.expm1(mean)) * 100 >= options.minChange;
  const pValue = Math.abs(t) === Infinity ? 0 : studentTLowerTail(-Math.abs(t), df);
  const confirmed = towardRange && beyondThreshold && pValue <= (options.alpha ?? VERIFY_ALPHA);
  return { logRatio: mean, standardError, t, df, confirmed };
}
