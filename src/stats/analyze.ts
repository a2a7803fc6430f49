// From compare.js samples to one verdict per benchmark configuration, with
// compare.R's statistics: Welch t-test of rate old vs new, stars, accuracy.
import type { Binary, RateSink, Sample } from './csv.ts';
import { sortByName } from './collation.ts';
import { holmAdjust } from './holm.ts';
import { confidenceHalfWidth, summarizeRange, welchTest, type SampleSummary } from './welch.ts';
import type { RowVerdict } from './verdict.ts';

export type Stars = '' | '*' | '**' | '***';
export const ALPHAS = [0.05, 0.01, 0.001] as const;
export type Correction = 'none' | 'holm';

export interface Comparison {
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
  /** present after --runs auto: the sequential verdict (the stars above stay compare.R's, from all samples) */
  verdict?: RowVerdict;
}

export interface Analysis {
  comparisons: Comparison[];
  correction: Correction;
}

export function starsFor(pValue: number): Stars {
  if (pValue < 0.001) return '***';
  if (pValue < 0.01) return '**';
  if (pValue < 0.05) return '*';
  return '';
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
 * a million rows cost the collector nothing) and sorted into groups, stably,
 * when analysed.
 */
export class SampleGroups implements RateSink {
  /** filename -> configuration -> group number */
  private readonly byFile = new Map<string, Map<string, number>>();
  private readonly groups: Group[] = [];
  private rates = new Float64Array(1024);
  /** per rate: group * 2, + 1 for new */
  private sides = new Int32Array(1024);
  private count = 0;

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
      byConfiguration.set(configuration, id);
    }
    return id;
  }

  addRate(group: number, binary: Binary, rate: number): void {
    if (this.count === this.rates.length) {
      const rates = new Float64Array(this.count * 2);
      rates.set(this.rates);
      this.rates = rates;
      const sides = new Int32Array(this.count * 2);
      sides.set(this.sides);
      this.sides = sides;
    }
    this.rates[this.count] = rate;
    this.sides[this.count++] = group * 2 + (binary === 'new' ? 1 : 0);
  }

  add(sample: Sample): void {
    this.addRate(this.groupId(sample.filename, sample.configuration), sample.binary, sample.rate);
  }

  get size(): number {
    return this.groups.length;
  }

  /** Tests each group; rows sorted by name as the reference sorts them. */
  analyze(options: { correction?: Correction } = {}): Analysis {
    const correction = options.correction ?? 'none';
    // Counting sort by group and side, stable: each side's rates in arrival order, as they were summed before.
    const sides = this.groups.length * 2;
    const bounds = new Int32Array(sides + 1);
    for (let i = 0; i < this.count; i++) bounds[this.sides[i]! + 1]!++;
    for (let side = 0; side < sides; side++) bounds[side + 1]! += bounds[side]!;
    const next = bounds.slice(0, sides);
    const sorted = new Float64Array(this.count);
    for (let i = 0; i < this.count; i++) sorted[next[this.sides[i]!]!++] = this.rates[i]!;

    const comparisons: Comparison[] = [];
    // By file, then configuration, in order of first appearance: the order equal names keep.
    for (const byConfiguration of this.byFile.values()) {
      for (const id of byConfiguration.values()) {
        const group = this.groups[id]!;
        const old = summarizeRange(sorted, bounds[2 * id]!, bounds[2 * id + 1]!);
        const current = summarizeRange(sorted, bounds[2 * id + 1]!, bounds[2 * id + 2]!);
        comparisons.push(compareGroup(`${group.filename} ${group.configuration}`, group, old, current));
      }
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
    return { comparisons, correction };
  }
}

export function analyze(samples: Iterable<Sample>, options: { correction?: Correction } = {}): Analysis {
  const groups = new SampleGroups();
  for (const sample of samples) groups.add(sample);
  return groups.analyze(options);
}

function compareGroup(name: string, group: Group, old: SampleSummary, current: SampleSummary): Comparison {
  const base = {
    name,
    filename: group.filename,
    configuration: group.configuration,
    old,
    new: current,
    improvement: ((current.mean - old.mean) / old.mean) * 100,
  };
  if (old.n < 2 || current.n < 2) {
    return { ...base, tested: false, t: NaN, df: NaN, pValue: NaN, stars: '', accuracy: [NaN, NaN, NaN] };
  }
  const result = welchTest(old, current);
  const accuracy = ALPHAS.map((alpha) => (confidenceHalfWidth(result, alpha) / old.mean) * 100) as [
    number,
    number,
    number,
  ];
  return {
    ...base,
    tested: true,
    t: result.t,
    df: result.df,
    pValue: result.pValue,
    stars: starsFor(result.pValue),
    accuracy,
  };
}

/** The stars a verdict is judged by: Holm-adjusted when that correction was asked for. */
export function effectiveStars(comparison: Comparison): Stars {
  return comparison.holm ? comparison.holm.stars : comparison.stars;
}

export function isRegression(comparison: Comparison): boolean {
  return effectiveStars(comparison) !== '' && comparison.improvement < 0;
}

export function isImprovement(comparison: Comparison): boolean {
  return effectiveStars(comparison) !== '' && comparison.improvement > 0;
}
