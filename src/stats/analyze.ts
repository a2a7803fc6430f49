// From compare.js samples to one verdict per benchmark configuration, with
// compare.R's statistics: Welch t-test of rate old vs new, stars, accuracy.
import type { Binary, RateSink, Sample } from './csv.ts';
import { sortByName } from './collation.ts';
import { holmAdjust } from './holm.ts';
import { confidenceHalfWidth, summarizeRange, welchTest, type SampleSummary } from './welch.ts';
import { DEFAULT_DELTA_PERCENT, fixedDecision, type DecisionBasis, type RowDecision } from './decision.ts';
import { ALPHAS, starsFor, type Stars } from './stars.ts';

export type Correction = 'none' | 'holm';

export interface RowComparison {
  /** `${filename} ${configuration}`, the key the reference groups and sorts by */
  name: string;
  filename: string;
  configuration: string;
  old: SampleSummary;
  new: SampleSummary;
  /** (mean new - mean old) / mean old * 100; NaN when a side has no runs */
  improvement: number;
  /** false when a side has fewer than 2 runs: no test, `NA` in the table */
  tested: boolean;
  t: number;
  df: number;
  pValue: number;
  stars: Stars;
  /** half-width of the confidence interval / mean old * 100, for alpha 0.05, 0.01, 0.001 */
  accuracy: [number, number, number];
  /** present with correction 'holm' */
  holm?: { pValue: number; stars: Stars };
  /**
   * The row's one decision (decision.ts): every report reads it. A fixed
   * run's is read from the stars above (Holm's with that correction); after
   * --runs auto it is the sequential test's, and the stars above stay
   * compare.R's statistics of all samples.
   */
  decision: RowDecision;
}

export interface Analysis {
  comparisons: RowComparison[];
  correction: Correction;
  basis: DecisionBasis;
}

/** How to analyse: the correction, and δ (default DEFAULT_DELTA_PERCENT). */
export interface AnalyzeOptions {
  correction?: Correction;
  deltaPercent?: DecisionBasis['deltaPercent'] | undefined;
}

interface Group {
  filename: string;
  configuration: string;
}

/**
 * Rates grouped by benchmark configuration, one pass, 12 bytes kept per
 * sample. Groups are numbered (RateSink): the CSV byte reader finds a row's
 * group by its bytes and hands over only the number and the rate. Rates are
 * kept in arrival order in typed arrays (outside the garbage-collected heap:
 * a million rows cost the collector nothing) with their group and side, and
 * sorted side by side (stably) when analyzed, so each side is summed in
 * arrival order.
 */
export class SampleGroups implements RateSink {
  /** filename -> configuration -> group number */
  private readonly byFile = new Map<string, Map<string, number>>();
  private readonly groups: Group[] = [];
  // Per rate, in the order read: the rate and its side (group * 2, + 1 for new).
  private rates = new Float64Array(1024);
  private sides = new Int32Array(1024);
  private count = 0;
  /** per side: how many rates */
  private sizes = new Int32Array(64);

  groupId(filename: string, configuration: string): number {
    let byConfiguration = this.byFile.get(filename);
    if (byConfiguration === undefined) {
      byConfiguration = new Map();
      this.byFile.set(filename, byConfiguration);
    }
    let id = byConfiguration.get(configuration);
    if (id === undefined) {
      id = this.groups.length;
      this.groups.push({ filename, configuration });
      if (2 * id + 2 > this.sizes.length) this.growSides();
      byConfiguration.set(configuration, id);
    }
    return id;
  }

  // Straight-line: every statement runs from the first row on, so the JIT's
  // optimized code has seen them all (a branch first taken in the second run
  // threw the optimized CSV reader away: ~10 ms).
  addRate(group: number, binary: Binary, rate: number): void {
    if (this.count === this.rates.length) this.growRates();
    const i = this.count++;
    const side = group * 2 + (binary === 'new' ? 1 : 0);
    this.rates[i] = rate;
    this.sides[i] = side;
    this.sizes[side]!++;
  }

  private growRates(): void {
    const rates = new Float64Array(this.count * 2);
    rates.set(this.rates);
    this.rates = rates;
    const sides = new Int32Array(this.count * 2);
    sides.set(this.sides);
    this.sides = sides;
  }

  private growSides(): void {
    const sizes = new Int32Array(this.sizes.length * 2);
    sizes.set(this.sizes);
    this.sizes = sizes;
  }

  /**
   * The rates side by side (a stable counting sort: each side's in the
   * order read) and where each side starts, the last entry the end.
   */
  private bySide(): { rates: Float64Array; starts: Int32Array } {
    const sideCount = 2 * this.groups.length;
    const starts = new Int32Array(sideCount + 1);
    for (let side = 0; side < sideCount; side++) starts[side + 1] = starts[side]! + this.sizes[side]!;
    const cursor = starts.slice(0, sideCount);
    const rates = new Float64Array(this.count);
    const { rates: read, sides } = this;
    for (let i = 0; i < this.count; i++) rates[cursor[sides[i]!]!++] = read[i]!;
    return { rates, starts };
  }

  /** Each configuration's rates per side, in the order read (the plot draws them). */
  ratesByRow(): { filename: string; configuration: string; old: number[]; new: number[] }[] {
    const { rates, starts } = this.bySide();
    const side = (index: number) => Array.from(rates.subarray(starts[index]!, starts[index + 1]!));
    return this.groups.map((group, id) => ({ ...group, old: side(2 * id), new: side(2 * id + 1) }));
  }

  add(sample: Sample): void {
    this.addRate(this.groupId(sample.filename, sample.configuration), sample.binary, sample.rate);
  }

  get size(): number {
    return this.groups.length;
  }

  /** Tests each group; rows sorted by name as the reference sorts them. */
  analyze(options: AnalyzeOptions = {}): Analysis {
    const correction = options.correction ?? 'none';
    const deltaPercent = options.deltaPercent ?? DEFAULT_DELTA_PERCENT;
    const comparisons: RowComparison[] = [];
    // By file, then configuration, in order of first appearance: the order equal names keep.
    const bySide = this.bySide();
    for (const byConfiguration of this.byFile.values()) {
      for (const id of byConfiguration.values()) comparisons.push(compareGroup(this.groups[id]!, id, bySide));
    }
    // The reference sorts with String#localeCompare.
    sortByName(comparisons, (comparison) => comparison.name);

    if (correction === 'holm') {
      const adjusted = holmAdjust(comparisons.map((c) => c.pValue));
      comparisons.forEach((comparison, i) => {
        const pValue = adjusted[i] ?? NaN;
        comparison.holm = { pValue, stars: starsFor(pValue) };
      });
    }
    for (const comparison of comparisons) {
      const stars = comparison.holm ? comparison.holm.stars : comparison.stars;
      comparison.decision = fixedDecision(comparison, comparison.tested ? stars : '', deltaPercent);
    }
    return { comparisons, correction, basis: { rule: correction === 'holm' ? 'welch-holm' : 'welch', deltaPercent } };
  }
}

export function analyze(samples: Iterable<Sample>, options: AnalyzeOptions = {}): Analysis {
  const groups = new SampleGroups();
  for (const sample of samples) groups.add(sample);
  return groups.analyze(options);
}

/** Group `id`'s row: Welch's test of its new rates against its old (`bySide`: SampleGroups.bySide's). */
function compareGroup(group: Group, id: number, bySide: { rates: Float64Array; starts: Int32Array }): RowComparison {
  const { rates, starts } = bySide;
  const old = summarizeRange(rates, starts[2 * id]!, starts[2 * id + 1]!);
  const current = summarizeRange(rates, starts[2 * id + 1]!, starts[2 * id + 2]!);
  const improvement = ((current.mean - old.mean) / old.mean) * 100;
  const tested = old.n >= 2 && current.n >= 2;
  let t = NaN;
  let df = NaN;
  let pValue = NaN;
  let accuracy: [number, number, number] = [NaN, NaN, NaN];
  if (tested) {
    const result = welchTest(old, current);
    ({ t, df, pValue } = result);
    accuracy = [
      (confidenceHalfWidth(result, ALPHAS[0]) / old.mean) * 100,
      (confidenceHalfWidth(result, ALPHAS[1]) / old.mean) * 100,
      (confidenceHalfWidth(result, ALPHAS[2]) / old.mean) * 100,
    ];
  }
  // One literal, its keys always in this order (the JSON's order): no spread of a base object.
  return {
    name: `${group.filename} ${group.configuration}`,
    filename: group.filename,
    configuration: group.configuration,
    old,
    new: current,
    improvement,
    tested,
    t,
    df,
    pValue,
    stars: tested ? starsFor(pValue) : '',
    accuracy,
    // set by analyze() once the correction is known
    decision: UNDECIDED,
  };
}

const UNDECIDED: RowDecision = { outcome: 'untested', estimate: { change: NaN, low: NaN, high: NaN }, stars: '' };

export function isRegression(comparison: RowComparison): boolean {
  return comparison.decision.outcome === 'regression';
}

export function isImprovement(comparison: RowComparison): boolean {
  return comparison.decision.outcome === 'improvement';
}
