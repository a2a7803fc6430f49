// Consuming a plan, the part both suites share: a RunSession owns the
// stopping rules of one run (the --max-time budget, the caller's signal, an
// error thrown by one of the caller's callbacks) and starts every child of
// the run through the supervisor, in the run's sandbox and working
// directory, so no child escapes those rules.

import type { ChildEnv, CommandWrapper, ProcessResult, ProcessSpec, Supervisor } from '../../process/supervisor.ts';
import type { Binary } from '../../stats/csv.ts';
import type { AdaptiveRunOptions, LookRule } from '../../options/comparison.ts';
import type { RunSchedule } from '../../options/run-schedule.ts';
import { DEFAULT_DELTA_PERCENT } from '../../stats/decision.ts';
import { ADAPTIVE_DEFAULTS, AdaptiveRows, type AdaptiveOutcome } from '../../stats/verdict.ts';

/** Why a run stopped before its plan was done. */
export type StopReason = 'max-time' | 'signal' | 'fatal';

/** How a run's session runs: the comparison's --max-time, the whole run's budget, given (Infinity: none). */
export interface SessionOptions extends Pick<RunSchedule, 'maxTimeMs'> {
  /** the caller's stop (SIGINT/SIGTERM: children are in their own process groups) */
  signal?: AbortSignal;
  supervisor: Supervisor;
  /** every child runs inside it, when given */
  sandbox?: CommandWrapper;
  /** the children's working directory */
  cwd: string;
}

/**
 * One child of the run: the supervisor's spec minus what the session decides,
 * killed after the comparison's per-child timeout (the result says killed: 'timeout'; Infinity: none).
 */
export interface SessionChild
  extends Omit<ProcessSpec, 'cwd' | 'signal' | 'sandbox' | 'limit'>, Pick<RunSchedule, 'timeoutMs'> {
  env: ChildEnv;
}

// setTimeout fires at once for delays past 2^31-1 ms: longer ones are no limit.
const MAX_TIMER_MS = 2 ** 31 - 1;

export class RunSession {
  readonly #stop = new AbortController();
  readonly #options: SessionOptions;
  readonly #budget: NodeJS.Timeout | undefined;
  readonly #onSignal = () => this.halt('signal');
  readonly #deadline: number;
  #reason: StopReason | null = null;
  #fatal: { error: unknown } | null = null;

  constructor(options: SessionOptions) {
    this.#options = options;
    const { maxTimeMs, signal } = options;
    this.#deadline = performance.now() + maxTimeMs;
    if (Number.isFinite(maxTimeMs) && maxTimeMs <= MAX_TIMER_MS) {
      this.#budget = setTimeout(() => this.halt('max-time'), Math.max(0, maxTimeMs));
    }
    if (signal?.aborted) this.halt('signal');
    else signal?.addEventListener('abort', this.#onSignal, { once: true });
  }

  /** why the run stopped, null while it goes on */
  get reason(): StopReason | null {
    return this.#reason;
  }

  /** the --max-time budget left, ms (Infinity: none) */
  get remainingMs(): number {
    return Math.max(0, this.#deadline - performance.now());
  }

  get stopped(): boolean {
    return this.#reason !== null;
  }

  /** Stops the run: no child starts any more, the running one is killed. The first reason sticks. */
  halt(reason: StopReason): void {
    this.#reason ??= reason;
    this.#stop.abort();
  }

  /**
   * Calls one of the caller's callbacks. One that throws (say, the CSV file
   * cannot be written) stops the run; rethrow() throws its error once the
   * children are gone. After that no callback is called.
   */
  guard(callback: () => void): void {
    if (this.#fatal !== null) return;
    try {
      callback();
    } catch (error) {
      this.#fatal = { error };
      this.halt('fatal');
    }
  }

  /**
   * Runs one child. A child killed because the run stopped says so in
   * `killed`: 'deadline' for the --max-time budget, 'aborted' otherwise.
   */
  async run(child: SessionChild): Promise<ProcessResult> {
    const { timeoutMs, ...spec } = child;
    const result = await this.#options.supervisor({
      ...spec,
      cwd: this.#options.cwd,
      sandbox: this.#options.sandbox,
      signal: this.#stop.signal,
      limit: Number.isFinite(timeoutMs) ? { ms: timeoutMs, cause: 'timeout' } : undefined,
    });
    if (result.killed === 'aborted' && this.#reason === 'max-time') return { ...result, killed: 'deadline' };
    return result;
  }

  /** Ends the session: the budget and the caller's signal no longer matter. */
  close(): void {
    clearTimeout(this.#budget);
    this.#options.signal?.removeEventListener('abort', this.#onSignal);
  }

  /** Rethrows the error of a callback that threw, if one did. */
  rethrow(): void {
    if (this.#fatal !== null) throw this.#fatal.error;
  }
}

/** Whether the child was killed because the run stopped (not a failure of its own). */
export function stoppedByRun(result: ProcessResult): boolean {
  return result.killed === 'aborted' || result.killed === 'deadline';
}

/**
 * The adaptive side of a run, shared by both suites' executors: the queue is
 * the fixed plan up to max-runs (run after run, every configuration), and
 * before each child admit() says whether it runs. When the queue reaches a
 * run past the next look, every open row is looked at (each row needs all
 * its runs of the round done: the queue is ordered by run); settled rows run
 * no more; the run ends when none is open.
 */
export class AdaptiveQueue {
  readonly rule: LookRule;
  /** the adaptive run's rows; null when a bisect step's classifier decides */
  readonly rows: AdaptiveRows | null;
  readonly #names = new Map<string, { filename: string; configuration: string }>();
  readonly #report: (line: string) => void;
  #done = false;

  /**
   * `familySize`: the configurations of the whole run (RunPlan.totalConfigurations),
   * of which `configurations` are this shard's; every shard decides at the
   * run's family size, so the report's merge of the shards keeps their calls.
   */
  constructor(
    options: AdaptiveRunOptions,
    configurations: readonly { index: number; filename: string; configuration: string }[],
    report: (line: string) => void,
    familySize: number = configurations.length,
  ) {
    const schedule = {
      minRuns: Math.min(options.minRuns ?? ADAPTIVE_DEFAULTS.minRuns, options.maxRuns),
      roundRuns: options.roundRuns ?? ADAPTIVE_DEFAULTS.roundRuns,
      maxRuns: options.maxRuns,
    };
    this.rows =
      options.rule === undefined
        ? new AdaptiveRows({
            schedule,
            deltaPercent: options.deltaPercent ?? DEFAULT_DELTA_PERCENT,
            familySize,
            futility: options.futility,
            earlierCaps: options.earlierCaps,
          })
        : null;
    this.rule = this.rows ?? options.rule!;
    for (const c of configurations) {
      this.rule.track(String(c.index), `${c.filename} ${c.configuration}`);
      this.#names.set(String(c.index), { filename: c.filename, configuration: c.configuration });
    }
    this.#report = report;
  }

  /** Whether the child of `run` (1-based) of configuration `index` runs; 'done': no row is open. */
  admit(run: number, index: number): 'run' | 'skip' | 'done' {
    for (let next = this.rule.nextLookRuns; !this.#done && next !== null && run > next; next = this.rule.nextLookRuns) {
      this.#look(next);
    }
    if (this.#done) return 'done';
    return this.rule.isSettled(String(index)) ? 'skip' : 'run';
  }

  /** The rate of run `run` (1-based) of configuration `index` on one side. */
  add(index: number, binary: Binary, run: number, rate: number): void {
    this.rule.add(String(index), binary, run, rate);
  }

  /** The queue ran to its end (not stopped): the last look, at max-runs. */
  complete(): void {
    for (let next = this.rule.nextLookRuns; !this.#done && next !== null; next = this.rule.nextLookRuns)
      this.#look(next);
  }

  /**
   * Children from `position` of the run-ordered queue on that still run:
   * those of open rows (sides given up, keyed `index\0binary`, excepted).
   * Progress shows done + this as the total: the ETA of the rest.
   */
  remainingJobs(
    queue: readonly { binary: Binary; configuration: { index: number } }[],
    position: number,
    givenUp: ReadonlySet<string> = new Set(),
  ): number {
    let count = 0;
    for (let i = position; i < queue.length; i++) {
      const { binary, configuration } = queue[i]!;
      if (!this.rule.isSettled(String(configuration.index)) && !givenUp.has(`${configuration.index}\0${binary}`)) {
        count++;
      }
    }
    return count;
  }

  /** Every row's verdict (rows still open are unresolved); undefined for a bisect step (its classifier says). */
  outcomes(): AdaptiveOutcome | undefined {
    const rows = this.rows;
    if (rows === null) return undefined;
    return {
      deltaPercent: rows.deltaPercent,
      familySize: rows.familySize ?? rows.keys().length,
      looks: rows.looksDone,
      passes: rows.earlierCaps.length > 0 ? rows.passCaps : undefined,
      rows: rows.keys().map((key) => ({ ...this.#names.get(key)!, verdict: rows.verdict(key) })),
    };
  }

  #look(runs: number): void {
    if (this.rows === null) {
      const open = this.rule.look();
      this.#report(`node-bench: bisect: after ${runs} runs: ${open.length} flagged row(s) open`);
      if (open.length === 0 || this.rule.nextLookRuns === null) this.#done = true;
      return;
    }
    if (this.rows.looksDone === 0) {
      const { familySize } = this.rows;
      const family =
        familySize !== null && familySize > this.rows.keys().length
          ? `Holm over the run's ${familySize} rows (every shard's)`
          : 'Holm over the rows';
      this.#report(
        `node-bench: --runs auto: "same" means surely within ±${this.rows.deltaPercent.toFixed(2)} % (δ); ` +
          `different means the sequential test, ${family}, at 5 %`,
      );
    }
    const pass = this.rows.currentPass;
    const open = this.rows.look();
    const counts = { regression: 0, improvement: 0, same: 0, futile: 0, unmeasurable: 0 };
    for (const key of this.rows.keys()) {
      if (!this.rows.isSettled(key)) continue;
      const { outcome, stop, unmeasurable } = this.rows.verdict(key);
      if (outcome === 'regression' || outcome === 'improvement' || outcome === 'same') counts[outcome]++;
      else if (stop === 'futile') counts.futile++;
      else if (unmeasurable) counts.unmeasurable++;
    }
    const settled = counts.regression + counts.improvement + counts.same;
    const last = this.rows.nextLookRuns === null;
    const futile =
      (counts.futile > 0 ? `${counts.futile} stopped as not distinguishable, ` : '') +
      (counts.unmeasurable > 0 ? `${counts.unmeasurable} not measurable (one call per child, bimodal timings), ` : '');
    this.#report(
      `node-bench: after ${runs} runs: ${settled} settled (${counts.improvement} faster, ${counts.regression} slower, ` +
        `${counts.same} same), ${futile}${open.length} open` +
        `${last && open.length > 0 ? ' (max runs: not distinguishable)' : ''}`,
    );
    if (this.rows.currentPass !== pass && open.length > 0) {
      this.#report(
        `node-bench: more: ${open.length} row(s) left open at ${runs} runs run on to ${this.rows.passCaps[pass + 1]}, ` +
          `tested anew at 5 % (Holm over the run's rows): with the pass before, any false slower or faster call ` +
          `is at most ${(pass + 2) * 5} %`,
      );
    }
    if (open.length === 0 || last) this.#done = true;
  }
}
