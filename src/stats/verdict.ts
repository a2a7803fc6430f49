// The verdict of each row of an adaptive run (--runs auto): which rows are
// settled after a look, and what the report says of each: faster, slower,
// same (within ±δ) or inconclusive (max runs reached while still open).
// Pure: the runner feeds it the rates in run order, the report reads the
// verdicts. The statistics are sequential.ts's.
import type { Binary } from './csv.ts';
import type { Comparison, Stars } from './analyze.ts';
import {
  decide,
  defaultDelta,
  pairedLogRatios,
  sequentialDesign,
  type LookSchedule,
  type SequentialDecision,
  type SequentialDesign,
} from './sequential.ts';

export type VerdictKind = 'faster' | 'slower' | 'same' | 'inconclusive';

/** What a report row of an adaptive run carries (`verdict` on a row of the analysis). */
export interface RowVerdict {
  verdict: VerdictKind;
  /** the sequential test's stars ('' unless faster or slower) */
  stars: Stars;
  /** the equivalence margin, in percent (±) */
  deltaPercent: number;
  /** runs measured per side */
  n: Record<Binary, number>;
}

/**
 * The adaptive defaults: 4 runs first, then rounds of 2, up to max runs.
 * Even looks keep each row's old-first and new-first runs equal whenever it
 * stops (plan.ts measureQueue); frequent looks stop a big effect at 4-6 runs
 * (bench/adaptive-replay, over random orders of the runs: 5 then rounds of 5
 * used about 38 % of the wall time on the effect-heavy CSV and 65 % on the
 * null-heavy one, 4 then 2 about 35 % and 59 %; both keep every star level's
 * A/A rate at nominal, test/stats/sequential.test.ts).
 */
export const ADAPTIVE_DEFAULTS = { minRuns: 4, roundRuns: 2, maxRuns: 30 } as const;

export interface AdaptiveOptions {
  schedule: LookSchedule;
  /** the equivalence margin as a fraction (0.03 = ±3 %); undefined: one run's noise, measured at the first look */
  delta?: number;
}

/**
 * The rows of one adaptive run (a shard's, when sharded): their rates in run
 * order, and after each look which are settled. Keys are the caller's (one
 * per configuration).
 */
export class AdaptiveRows {
  readonly design: SequentialDesign;
  #delta: number | undefined;
  /** δ is measured at the first look (the user gave none) */
  readonly #deltaMeasured: boolean;
  readonly #rates = new Map<string, Record<Binary, number[]>>();
  readonly #settled = new Map<string, SequentialDecision>();
  #lastDecisions = new Map<string, SequentialDecision>();
  #looked = -1;

  constructor(options: AdaptiveOptions) {
    this.design = sequentialDesign(options.schedule);
    if (options.delta !== undefined && !(options.delta >= 0)) {
      throw new RangeError(`the equivalence margin must be 0 or more; got ${options.delta}`);
    }
    this.#delta = options.delta;
    this.#deltaMeasured = options.delta === undefined;
  }

  /** The equivalence margin (fraction); undefined before the first look when derived. */
  get delta(): number | undefined {
    return this.#delta;
  }

  add(key: string, binary: Binary, rate: number): void {
    let row = this.#rates.get(key);
    if (row === undefined) {
      row = { old: [], new: [] };
      this.#rates.set(key, row);
    }
    row[binary].push(rate);
  }

  /** Declares a row (so a row with no sample yet is open, not forgotten). */
  track(key: string): void {
    if (!this.#rates.has(key)) this.#rates.set(key, { old: [], new: [] });
  }

  isSettled(key: string): boolean {
    return this.#settled.has(key);
  }

  /** Runs per side the next look wants, null after the last look. */
  get nextLookRuns(): number | null {
    return this.design.looks[this.#looked + 1] ?? null;
  }

  /**
   * Looks at every open row (the next look of the schedule); returns the
   * keys still open. The first look fixes the derived δ.
   */
  look(): string[] {
    const look = this.#looked + 1;
    if (look >= this.design.looks.length) throw new RangeError('every look of the schedule is done');
    this.#looked = look;
    if (this.#delta === undefined) {
      const measured = defaultDelta([...this.#rates.values()].map((r) => pairedLogRatios(r.old, r.new)));
      this.#delta = Number.isNaN(measured) ? 0 : measured;
    }
    const open: string[] = [];
    const margin = { delta: this.#delta, measured: this.#deltaMeasured };
    for (const [key, rates] of this.#rates) {
      if (this.#settled.has(key)) continue;
      const decision = decide(this.design, look, pairedLogRatios(rates.old, rates.new), margin);
      this.#lastDecisions.set(key, decision);
      if (decision.state === 'open') open.push(key);
      else this.#settled.set(key, decision);
    }
    return open;
  }

  /** The verdict of a row so far: open rows are inconclusive. */
  verdict(key: string): RowVerdict {
    const rates = this.#rates.get(key) ?? { old: [], new: [] };
    return rowVerdict(this.#settled.get(key), {
      deltaPercent: (this.#delta ?? NaN) * 100,
      n: { old: rates.old.length, new: rates.new.length },
    });
  }

  keys(): string[] {
    return [...this.#rates.keys()];
  }
}

/** A settled decision as a report verdict; no decision (still open) is inconclusive. */
export function rowVerdict(
  decision: SequentialDecision | undefined,
  row: Pick<RowVerdict, 'deltaPercent' | 'n'>,
): RowVerdict {
  if (decision === undefined || decision.state === 'open') return { verdict: 'inconclusive', stars: '', ...row };
  if (decision.state === 'same') return { verdict: 'same', stars: '', ...row };
  return { verdict: decision.meanLogRatio > 0 ? 'faster' : 'slower', stars: decision.stars, ...row };
}

/** One line for the report: `faster ***`, `same within ±3.1 %`, `inconclusive`. */
export function formatVerdict(verdict: RowVerdict): string {
  if (verdict.verdict === 'same') return `same within ±${verdict.deltaPercent.toFixed(1)} %`;
  if (verdict.verdict === 'inconclusive') return 'inconclusive';
  return `${verdict.verdict} ${verdict.stars}`;
}

/** Puts each row's verdict on its row of the analysis (matched by file and configuration). */
export function attachVerdicts(
  comparisons: Comparison[],
  outcomes: readonly { filename: string; configuration: string; verdict: RowVerdict }[],
): void {
  const byName = new Map(outcomes.map((o) => [`${o.filename} ${o.configuration}`, o.verdict]));
  for (const comparison of comparisons) {
    const verdict = byName.get(comparison.name);
    if (verdict !== undefined) comparison.verdict = verdict;
  }
}

/** `--runs auto: 12 faster, 3 slower, 20 same within ±2.10 %, 1 inconclusive; 5-30 runs per side` */
export function formatVerdictCounts(verdicts: readonly RowVerdict[]): string {
  const count = (kind: VerdictKind) => verdicts.filter((v) => v.verdict === kind).length;
  const delta = verdicts[0]?.deltaPercent ?? NaN;
  const runs = verdicts.map((v) => Math.min(v.n.old, v.n.new));
  const range = runs.length === 0 ? '' : `; ${Math.min(...runs)}-${Math.max(...runs)} runs per side`;
  return (
    `--runs auto: ${count('faster')} faster, ${count('slower')} slower, ` +
    `${count('same')} same within ±${delta.toFixed(2)} %, ${count('inconclusive')} inconclusive${range}`
  );
}
