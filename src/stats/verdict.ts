// The rows of an adaptive run (--runs auto): their rates by run number, what
// each look saw, which rows are settled, and each row's outcome. Pure: the
// runner feeds it the rates as they come and asks for looks; the report job
// replays the same looks from the CSV (artifact/result-dir.ts). The rule is
// sequential.ts's; the outcome words are decision.ts's.
import type { Binary } from './csv.ts';
import type { Analysis, AnalyzeOptions, Correction, SampleGroups } from './analyze.ts';
import { NO_ESTIMATE, type DecisionBasis, type Estimate, type Outcome } from './decision.ts';
import { isFutile } from './futility.ts';
import {
  familyDecisions,
  logInterval,
  lookPValue,
  lookStatistic,
  pairedLogRatios,
  rareRunMarginAt,
  sequentialDesign,
  VERDICT_RULE,
  type LookSchedule,
  type LookStatistic,
  type SequentialDecision,
  type SequentialDesign,
  TRIMMED_SHARE,
  type VerdictRule,
} from './sequential.ts';
import { isBimodal, timesSingleCall } from './single-call.ts';
import { verdictInterval } from './verdict-interval.ts';

/**
 * The adaptive defaults: 4 runs first, then rounds of 2, up to max runs.
 * Even looks keep each row's old-first and new-first runs equal whenever it
 * stops (plan.ts measureQueue); frequent looks stop a big effect at 4-6 runs
 * (bench/adaptive-replay).
 */
export const ADAPTIVE_DEFAULTS = { minRuns: 4, roundRuns: 2, maxRuns: 30 } as const;

/** What a report reads of a row's verdict: the outcome, its estimate, and why an unresolved row stopped. */
interface ReportedVerdict {
  outcome: Outcome;
  /**
   * the change and interval the outcome rests on (percent): different rows,
   * every pair's plain 95 % interval; the others, verdictInterval's
   */
  estimate: Estimate;
  /** 'futile': stopped before max-runs because its runs left could not decide it (futility.ts) */
  stop?: 'futile' | undefined;
  /** 'single-call': one call per child with bimodal timings, so never tested (single-call.ts); the outcome is unresolved */
  unmeasurable?: 'single-call' | undefined;
}

/** What the run says of one row. */
export interface RowVerdict extends ReportedVerdict {
  /** runs measured per side */
  n: Record<Binary, number>;
  /** looks the row was open at: it runs no more after the last of them */
  looks: number;
  /** per side, the run numbers up to the row's last run that have no rate (a failed child) */
  missingRuns: Record<Binary, number[]>;
}

/** An adaptive run's rows: their schedule, δ (DecisionBasis'), and the family they decide in. */
export interface AdaptiveOptions extends Pick<DecisionBasis, 'deltaPercent'> {
  schedule: LookSchedule;
  /**
   * Holm's m: the rows of the whole run when these are one shard's
   * (familyDecisions); default these rows' own count
   */
  familySize?: number | undefined;
  /** false: no futility stops (a row runs until it is decided or max-runs); default true */
  futility?: boolean | undefined;
  /**
   * The caps of this run's earlier passes, increasing, each below
   * schedule.maxRuns (`more`: a run resumed with a higher cap): the rows an
   * earlier pass left undecided run on to the next cap, tested anew (passSchedules)
   */
  earlierCaps?: readonly number[] | undefined;
  /** how a look may call a row different (default VERDICT_RULE; the benches compare the rule before issue 54) */
  rule?: VerdictRule;
}

/**
 * The schedules of a run's passes (`more`, issue 40.3). The first is the
 * run's own up to its first cap. A later pass looks at every round from the
 * cap before it up to its own cap, over all of a row's pairs so far, with a
 * design of its own: its boundaries spend the family's α again over the
 * looks of that pass (the first of them at information cap/next cap). A
 * row that pass 1 left open was never rejected there, so whatever pass 2
 * rejects is a new call at a level of its own: by Bonferroni over the
 * passes, the chance of any false slower/faster call in a run of k passes
 * is at most k × FAMILY_ALPHA (two: 10 %), and of a false "same" k × 2.5 %.
 * Every report of such a run says so. Keeping 5 % over both would mean
 * reserving part of α in every first pass for a second one that most runs
 * never have (a stricter boundary for every row of every run).
 */
export function passSchedules(schedule: LookSchedule, earlierCaps: readonly number[] = []): LookSchedule[] {
  const caps = [...earlierCaps, schedule.maxRuns];
  caps.forEach((cap, i) => {
    if (!Number.isInteger(cap) || (i > 0 && cap <= caps[i - 1]!) || (i === 0 && cap < schedule.minRuns)) {
      throw new RangeError(
        `the passes' caps must increase from the minimum runs (${schedule.minRuns}); got ${caps.join(', ')}`,
      );
    }
  });
  return caps.map((cap, i) =>
    i === 0
      ? { ...schedule, maxRuns: cap }
      : { minRuns: Math.min(caps[i - 1]! + schedule.roundRuns, cap), roundRuns: schedule.roundRuns, maxRuns: cap },
  );
}

interface Row {
  rates: Record<Binary, Map<number, number>>;
  /** the pass (index) the row was last looked at in: its looks, decision and design are that pass's */
  pass: number;
  /** what each look of its pass the row was open at saw */
  looks: LookStatistic[];
  /** the look (index) after which the row ran no more; null while open */
  stoppedAt: number | null;
  /** stopped because its runs left could not decide it */
  futile?: true;
  /** its configuration times one call per child (single-call.ts), from the name it was tracked with */
  singleCall: boolean;
  /** stopped untested: one call per child with bimodal timings */
  unmeasurable?: true;
}

/**
 * The rows of one adaptive run (a shard's, when sharded): the family whose
 * familywise level the looks control, of `familySize` rows (a shard's rows
 * are part of the run's family). Keys are the caller's (one per
 * configuration).
 */
export class AdaptiveRows {
  /** the run's schedule: minRuns, roundRuns, and its cap (the last pass's) */
  readonly schedule: LookSchedule;
  /** the caps of the passes before the last ([]: one pass, the usual run) */
  readonly earlierCaps: readonly number[];
  /** each pass's design (passSchedules) */
  readonly designs: readonly SequentialDesign[];
  /** each look of the run: its pass, its index within that pass's design, and its runs per side */
  readonly #lookAt: readonly { pass: number; look: number; runs: number }[];
  /** the margin of "same" in percent */
  readonly deltaPercent: number;
  /** the same as a fraction: the one place δ enters the math (sequential.ts, futility.ts) */
  readonly #delta: number;
  /** Holm's m as given; null: the rows' own count */
  readonly familySize: number | null;
  readonly #futility: boolean;
  readonly #rule: VerdictRule;
  readonly #rows = new Map<string, Row>();
  #decisions = new Map<string, SequentialDecision>();
  #looked = -1;
  /** per pass, the rows its family did not reject: Holm's level of their intervals (verdictInterval) */
  #notRejected: number[];

  constructor(options: AdaptiveOptions) {
    this.schedule = options.schedule;
    this.earlierCaps = [...(options.earlierCaps ?? [])];
    this.designs = passSchedules(options.schedule, this.earlierCaps).map((schedule) => sequentialDesign(schedule));
    this.#lookAt = this.designs.flatMap((design, pass) => design.looks.map((runs, look) => ({ pass, look, runs })));
    this.#notRejected = this.designs.map(() => 0);
    const { deltaPercent } = options;
    if (!(deltaPercent >= 0)) throw new RangeError(`the equivalence margin must be 0 or more; got ${deltaPercent}`);
    this.deltaPercent = deltaPercent;
    this.#delta = deltaPercent / 100;
    const { familySize } = options;
    if (familySize !== undefined && !(Number.isInteger(familySize) && familySize >= 1)) {
      throw new RangeError(`the family size must be a whole number of 1 or more; got ${familySize}`);
    }
    this.familySize = familySize ?? null;
    this.#futility = options.futility ?? true;
    this.#rule = options.rule ?? VERDICT_RULE;
  }

  #row(key: string): Row {
    let row = this.#rows.get(key);
    if (row === undefined) {
      if (this.#rows.size === this.familySize) {
        throw new RangeError(`the family has ${this.familySize} rows: no room for ${key}`);
      }
      row = { rates: { old: new Map(), new: new Map() }, pass: 0, looks: [], stoppedAt: null, singleCall: false };
      this.#rows.set(key, row);
    }
    return row;
  }

  /** The rate of run `run` (1-based) of a row on one side; a second rate for the same run is not paired. */
  add(key: string, binary: Binary, run: number, rate: number): void {
    const rates = this.#row(key).rates[binary];
    if (!rates.has(run)) rates.set(run, rate);
  }

  /**
   * Declares a row (so a row with no sample yet is open, not forgotten);
   * `name`, the row's `filename configuration`, says whether its children
   * time a single call (single-call.ts). The runner and the report's replay
   * must give the same name.
   */
  track(key: string, name?: string): void {
    const row = this.#row(key);
    if (name !== undefined) row.singleCall = timesSingleCall(name);
  }

  isSettled(key: string): boolean {
    return this.#rows.get(key)?.stoppedAt != null;
  }

  /** Runs per side the next look wants, null after the last look. */
  get nextLookRuns(): number | null {
    return this.#lookAt[this.#looked + 1]?.runs ?? null;
  }

  /** How many looks were made. */
  get looksDone(): number {
    return this.#looked + 1;
  }

  /** Each pass's cap, in order (one: the usual run). */
  get passCaps(): number[] {
    return [...this.earlierCaps, this.schedule.maxRuns];
  }

  /** The runs per side of each look of the run, every pass's, in order. */
  get lookRuns(): number[] {
    return this.#lookAt.map((at) => at.runs);
  }

  /** The pass the next look belongs to (the last pass's index after the last look). */
  get currentPass(): number {
    return (this.#lookAt[this.#looked + 1] ?? this.#lookAt.at(-1)!).pass;
  }

  /**
   * Looks at every open row (the next look of the schedule: the pairs up to
   * its runs), then decides for the family; returns the keys still open. The
   * last look of a pass before the last reopens the rows it left undecided
   * for the next pass: they run on. Only the last pass stops rows as futile.
   */
  look(): string[] {
    const at = this.#lookAt[this.#looked + 1];
    if (at === undefined) throw new RangeError('every look of the schedule is done');
    this.#looked++;
    const design = this.designs[at.pass]!;
    for (const row of this.#rows.values()) {
      if (row.stoppedAt !== null || row.pass !== at.pass) continue;
      row.looks.push(lookStatistic(at.look, pairedLogRatios(row.rates.old, row.rates.new, at.runs)));
      if (row.singleCall && this.#rule.detectsSingleCalls === true && bimodalUpTo(row, at.runs))
        row.unmeasurable = true;
    }
    this.#decideFamily(at.pass);
    const lastPass = at.pass === this.designs.length - 1;
    // futility is non-binding: an earlier pass that stops no row for it keeps its error rates, and a row it would
    // have stopped (as the run before did) gets the runs up to the cap that it now runs on from
    const passEnds = at.look === design.looks.length - 1 && !lastPass;
    const open: string[] = [];
    for (const [key, row] of this.#rows) {
      if (row.pass !== at.pass) continue;
      const state = this.#decisions.get(key)!.state;
      if (state !== 'open' || row.unmeasurable) row.stoppedAt ??= this.#looked;
      else if (passEnds) {
        Object.assign(row, { pass: at.pass + 1, looks: [], stoppedAt: null });
        delete row.futile;
        this.#decisions.delete(key);
        open.push(key);
      } else if (
        row.stoppedAt === null &&
        this.#futility &&
        lastPass &&
        isFutile(design, { ...row.looks.at(-1)!, pValue: lookPValue(row.looks.at(-1)!, this.#rule) }, this.#delta)
      ) {
        row.stoppedAt = this.#looked;
        row.futile = true;
      } else if (row.stoppedAt === null) open.push(key);
    }
    return open;
  }

  /** The decisions of pass `pass`'s family over its rows' looks so far (familyDecisions), kept per row. */
  #decideFamily(pass: number): void {
    const keys = [...this.#rows.keys()].filter((key) => this.#rows.get(key)!.pass === pass);
    const decisions = familyDecisions(
      this.designs[pass]!,
      // a row not measurable is never called: it keeps its place in Holm's m, with no look
      keys.map((key) => (this.#rows.get(key)!.unmeasurable ? [] : this.#rows.get(key)!.looks)),
      this.#delta,
      // a later pass tests only the rows left open, at the whole run's m (Holm over a data-chosen subset would not hold)
      this.familySize ?? this.#rows.size,
      this.#rule,
    );
    keys.forEach((key, i) => this.#decisions.set(key, decisions[i]!));
    this.#notRejected[pass] = decisions.filter((d) => d.state !== 'different').length + (this.#rows.size - keys.length);
  }

  /** The row's outcome so far: open rows are unresolved, rows without two pairs untested. */
  verdict(key: string): RowVerdict {
    const row: Row = this.#rows.get(key) ?? {
      rates: { old: new Map(), new: new Map() },
      pass: 0,
      looks: [],
      stoppedAt: null,
      singleCall: false,
    };
    const ratios = pairedLogRatios(row.rates.old, row.rates.new);
    const all = lookStatistic(-1, ratios);
    const decision = this.#decisions.get(key);
    const rested = verdictInterval(
      this.designs[row.pass]!,
      row.looks,
      decision,
      this.#notRejected[row.pass]!,
      this.#rule.trimmedTestGate === undefined ? 1 : 1 - (this.#rule.trimmedShare ?? TRIMMED_SHARE),
      (statistic) => rareRunMarginAt(statistic, this.#rule),
    );
    const estimate =
      all.n < 2 ? NO_ESTIMATE : rested ? percentEstimate(rested.statistic, rested.alpha) : percentEstimate(all);
    let outcome: Outcome;
    if (decision?.state === 'different') {
      const decisive = row.looks.find((s) => s.look === decision.settledAt)!;
      outcome = decisive.mean < 0 ? 'regression' : 'improvement';
    } else if (decision?.state === 'same') outcome = 'same';
    else outcome = all.n < 2 ? 'untested' : 'unresolved';
    const lastRun = Math.max(0, ...row.rates.old.keys(), ...row.rates.new.keys());
    const missing = (side: Map<number, number>) =>
      Array.from({ length: lastRun }, (_, i) => i + 1).filter((run) => !side.has(run));
    return {
      outcome,
      estimate,
      n: { old: row.rates.old.size, new: row.rates.new.size },
      looks: row.looks.length,
      missingRuns: { old: missing(row.rates.old), new: missing(row.rates.new) },
      stop: row.futile && outcome === 'unresolved' ? 'futile' : undefined,
      unmeasurable: row.unmeasurable && outcome === 'unresolved' ? 'single-call' : undefined,
    };
  }

  keys(): string[] {
    return [...this.#rows.keys()];
  }

  /** Every row's verdict by its key (the table's row name), with δ: what analyzeDecided takes. */
  named(): NamedVerdicts {
    return {
      deltaPercent: this.deltaPercent,
      passes: this.earlierCaps.length > 0 ? this.passCaps : undefined,
      rows: this.keys().map((name) => ({ name, verdict: this.verdict(name) })),
    };
  }

  /**
   * The rows of several runs (the shards of one) as one family: each row's
   * looks as its own run made them (a row is never looked at again), the
   * family's decisions made anew over all of them, at the family size the
   * runs were given (a lost shard keeps its place in m: the merge still
   * contains every present shard's calls). The runs must share the schedule,
   * δ and family size, and no row may be in two.
   */
  static merge(parts: readonly AdaptiveRows[]): AdaptiveRows {
    const first = parts[0];
    if (first === undefined) throw new RangeError('no adaptive rows to merge');
    const merged = new AdaptiveRows({
      schedule: first.schedule,
      deltaPercent: first.deltaPercent,
      earlierCaps: first.earlierCaps,
      rule: first.#rule,
      familySize: first.familySize ?? undefined,
    });
    for (const part of parts) {
      if (
        JSON.stringify([part.schedule, part.earlierCaps]) !== JSON.stringify([first.schedule, first.earlierCaps]) ||
        part.deltaPercent !== first.deltaPercent
      ) {
        throw new RangeError('the adaptive runs to merge have different schedules or margins');
      }
      if (part.familySize !== first.familySize) {
        throw new RangeError(
          `the adaptive runs to merge have different family sizes (${first.familySize ?? 'their rows'}, ${part.familySize ?? 'their rows'})`,
        );
      }
      for (const [key, row] of part.#rows) {
        if (merged.#rows.has(key)) throw new RangeError(`the row ${key} was measured by two of the runs merged`);
        merged.#rows.set(key, row);
      }
      merged.#looked = Math.max(merged.#looked, part.#looked);
    }
    const passes = new Set([...merged.#rows.values()].map((row) => row.pass));
    for (const pass of [...passes].sort()) merged.#decideFamily(pass);
    return merged;
  }

  /** The look (index) after which the row ran no more; null while open. */
  stoppedAt(key: string): number | null {
    return this.#rows.get(key)?.stoppedAt ?? null;
  }
}

/** Whether either side's rates of the runs up to `runs` are bimodal (single-call.ts). */
function bimodalUpTo(row: Row, runs: number): boolean {
  const upTo = (side: Map<number, number>) => [...side].filter(([run]) => run <= runs).map(([, rate]) => rate);
  return isBimodal(upTo(row.rates.old)) || isBimodal(upTo(row.rates.new));
}

/** A look's mean and 95 % (or `alpha`) interval of log(new/old) as percent changes. */
export function percentEstimate(statistic: LookStatistic, alpha = 0.05): Estimate {
  const [low, high] = logInterval(statistic, alpha);
  const percent = (log: number) => Math.expm1(log) * 100;
  return { change: percent(statistic.mean), low: percent(low), high: percent(high) };
}

/**
 * An adaptive run's outcomes become the analysis's decisions (matched by
 * file and configuration); the Welch statistics stay, as compare.R's, for
 * the statistics fold and the JSON. A row the run has no outcome for is
 * untested.
 */
export function applyAdaptiveDecisions(
  analysis: Analysis,
  /** keyed by `${filename} ${configuration}`, the analysis's row name */
  outcomes: readonly NamedVerdict[],
  deltaPercent: number,
  passes?: readonly number[],
): void {
  const byName = new Map(outcomes.map((o) => [o.name, o.verdict]));
  for (const comparison of analysis.comparisons) {
    const verdict = byName.get(comparison.name);
    comparison.decision =
      verdict === undefined
        ? { outcome: 'untested', estimate: NO_ESTIMATE, stars: '' }
        : {
            outcome: verdict.outcome,
            estimate: verdict.estimate,
            stars: '',
            ...(verdict.stop ? { stop: verdict.stop } : {}),
            ...(verdict.unmeasurable ? { unmeasurable: verdict.unmeasurable } : {}),
          };
  }
  analysis.basis = {
    rule: 'sequential-holm',
    deltaPercent,
    ...(passes && passes.length > 1 ? { passes: [...passes] } : {}),
  };
}

/** What an adaptive run's verdicts were decided at: δ and, when it had more than one, each pass's cap (DecisionBasis'). */
type VerdictsBasis = Pick<DecisionBasis, 'deltaPercent' | 'passes'>;

/** A row's verdict by the row's name (`filename configuration`). */
interface NamedVerdict {
  name: string;
  verdict: ReportedVerdict;
}

/** An adaptive run's verdicts by row name, with its δ and passes. */
export interface NamedVerdicts extends VerdictsBasis {
  rows: readonly NamedVerdict[];
}

export interface RowOutcome {
  filename: string;
  configuration: string;
  verdict: RowVerdict;
}

/**
 * What an adaptive run says of its rows: δ, the family's size, how many looks
 * it made, each pass's cap when the run had more than one (`more`: the caps it
 * resumed, then its own), each row's verdict.
 */
export interface AdaptiveOutcome extends VerdictsBasis {
  /** Holm's m: the whole run's configurations (a shard's rows are fewer) */
  familySize: number;
  looks: number;
  rows: RowOutcome[];
}

/** The run's verdicts by row name (`filename configuration`, the table's), for analyzeDecided. */
export function namedVerdicts(outcome: AdaptiveOutcome): NamedVerdicts {
  return {
    deltaPercent: outcome.deltaPercent,
    passes: outcome.passes,
    rows: outcome.rows.map((row) => ({ name: `${row.filename} ${row.configuration}`, verdict: row.verdict })),
  };
}

/** How analyzeDecided analyses: the correction always, δ for fixed runs (default DEFAULT_DELTA_PERCENT). */
export interface DecidedOptions extends AnalyzeOptions {
  correction: Correction;
}

/**
 * The table of a run: compare.R's statistics with `correction`, decided by the
 * fixed rule at `deltaPercent`, or, after --runs auto, by the run's own
 * verdicts (applyAdaptiveDecisions, at their δ). Every report of a run builds
 * its table here: the CLI, the report job and the nightly.
 */
export function analyzeDecided(
  groups: SampleGroups,
  options: DecidedOptions,
  verdicts: NamedVerdicts | undefined,
): Analysis {
  const deltaPercent = verdicts?.deltaPercent ?? options.deltaPercent;
  const analysis = groups.analyze({ correction: options.correction, deltaPercent });
  if (verdicts) applyAdaptiveDecisions(analysis, verdicts.rows, verdicts.deltaPercent, verdicts.passes);
  return analysis;
}
