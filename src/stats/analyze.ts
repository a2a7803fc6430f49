// From compare.js samples to one verdict per benchmark configuration, with
// compare.R's statistics: Welch t-test of rate old vs new, stars, accuracy.
import type { Binary, RateSink, Sample } from './csv.ts';
import { holmAdjust } from './holm.ts';
import { confidenceHalfWidth, summarize, welchTest, type SampleSummary } from './welch.ts';
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
  old: number[];
  new: number[];
}

// The reference sorts with String#localeCompare; one collator is the same order, much faster.
const collator = new Intl.Collator();

/**
 * Rates grouped by benchmark configuration, one pass, one number kept per
 * sample. Groups are numbered (RateSink): the CSV byte reader finds a row's
 * group by its bytes and hands over only the number and the rate.
 */
export class SampleGroups implements RateSink {
  /** filename -> configuration -> group number */
  private readonly byFile = new Map<string, Map<string, number>>();
  private readonly groups: Group[] = [];

  groupId(filename: string, configuration: string): number {
    let byConfiguration = this.byFile.get(filename);
    if (byConfiguration === undefined) {
      byConfiguration = new Map();
      this.byFile.set(filename, byConfiguration);
    }
    let id = byConfiguration.get(configuration);
    if (id === undefined) {
      id = this.groups.length;
      this.groups.push({ filename, configuration, old: [], new: [] });
      byConfiguration.set(configuration, id);
    }
    return id;
  }

  addRate(group: number, binary: Binary, rate: number): void {
    this.groups[group]![binary].push(rate);
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
        comparisons.push(compareGroup(`${group.filename} ${group.configuration}`, group));
      }
    }
    comparisons.sort((a, b) => collator.compare(a.name, b.name));

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

function compareGroup(name: string, group: Group): Comparison {
  const old = summarize(group.old);
  const current = summarize(group.new);
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
