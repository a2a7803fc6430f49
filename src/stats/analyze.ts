// From compare.js samples to one verdict per benchmark configuration, with
// compare.R's statistics: Welch t-test of rate old vs new, stars, accuracy.
import type { Binary, RateSink, Sample } from './csv.ts';
import { sortByName } from './collation.ts';
import { holmAdjust } from './holm.ts';
import { confidenceHalfWidth, summarizeLinked, welchTest, type SampleSummary } from './welch.ts';
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
 * a million rows cost the collector nothing), each linked to the next of its
 * group and side, so each side is summed in arrival order.
 */
export class SampleGroups implements RateSink {
  /** filename -> configuration -> group number */
  private readonly byFile = new Map<string, Map<string, number>>();
  private readonly groups: Group[] = [];
  private rates = new Float64Array(1024);
  /** per rate: the next rate of the same side of the same group, -1 for none */
  private next = new Int32Array(1024);
  private count = 0;
  // Per side (group * 2, + 1 for new): its first and last rate, and how many.
  private first = new Int32Array(64).fill(-1);
  private last = new Int32Array(64).fill(-1);
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

  addRate(group: number, binary: Binary, rate: number): void {
    if (this.count === this.rates.length) {
      const rates = new Float64Array(this.count * 2);
      rates.set(this.rates);
      this.rates = rates;
      const next = new Int32Array(this.count * 2);
      next.set(this.next);
      this.next = next;
    }
    const i = this.count++;
    this.rates[i] = rate;
    this.next[i] = -1;
    const side = group * 2 + (binary === 'new' ? 1 : 0);
    const last = this.last[side]!;
    if (last < 0) this.first[side] = i;
    else this.next[last] = i;
    this.last[side] = i;
    this.sizes[side]!++;
  }

  private growSides(): void {
    const length = this.sizes.length * 2;
    const first = new Int32Array(length).fill(-1);
    first.set(this.first);
    this.first = first;
    const last = new Int32Array(length).fill(-1);
    last.set(this.last);
    this.last = last;
    const sizes = new Int32Array(length);
    sizes.set(this.sizes);
    this.sizes = sizes;
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
    const comparisons: Comparison[] = [];
    // By file, then configuration, in order of first appearance: the order equal names keep.
    for (const byConfiguration of this.byFile.values()) {
      for (const id of byConfiguration.values()) {
        const group = this.groups[id]!;
        const old = summarizeLinked(this.rates, this.next, this.first[2 * id]!, this.sizes[2 * id]!);
        const current = summarizeLinked(this.rates, this.next, this.first[2 * id + 1]!, this.sizes[2 * id + 1]!);
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
  const improvement = ((current.mean - old.mean) / old.mean) * 100;
  const { filename, configuration } = group;
  const base = { name, filename, configuration, old, new: current, improvement };
  if (old.n < 2 || current.n < 2) {
    return { ...base, tested: false, t: NaN, df: NaN, pValue: NaN, stars: '', accuracy: [NaN, NaN, NaN] };
  }
  const result = welchTest(old, current);
  const accuracy: [number, number, number] = [
    (confidenceHalfWidth(result, ALPHAS[0]) / old.mean) * 100,
    (confidenceHalfWidth(result, ALPHAS[1]) / old.mean) * 100,
    (confidenceHalfWidth(result, ALPHAS[2]) / old.mean) * 100,
  ];
  const { t, df, pValue } = result;
  return { ...base, tested: true, t, df, pValue, stars: starsFor(pValue), accuracy };
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
