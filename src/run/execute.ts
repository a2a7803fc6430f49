// Consuming a plan, the part both suites share: a RunSession owns the
// stopping rules of one run (the --max-time budget, the caller's signal, an
// error thrown by one of the caller's callbacks) and starts every child of
// the run through the supervisor, in the run's sandbox and working
// directory, so no child escapes those rules.

import type { ChildEnv, CommandWrapper, ProcessResult, ProcessSpec, Supervisor } from '../process/supervisor.ts';

/** Why a run stopped before its plan was done. */
export type StopReason = 'max-time' | 'signal' | 'fatal';

export interface SessionOptions {
  /** the whole run's budget (Infinity: none) */
  maxTimeMs: number;
  /** the caller's stop (SIGINT/SIGTERM: children are in their own process groups) */
  signal?: AbortSignal;
  supervisor: Supervisor;
  /** every child runs inside it, when given */
  sandbox?: CommandWrapper;
  /** the children's working directory */
  cwd: string;
}

/** One child of the run: the supervisor's spec minus what the session decides. */
export interface SessionChild extends Omit<ProcessSpec, 'cwd' | 'signal' | 'sandbox' | 'limit'> {
  env: ChildEnv;
  /** kill the child after this long (the result says killed: 'timeout') */
  timeoutMs?: number;
}

// setTimeout fires at once for delays past 2^31-1 ms: longer ones are no limit.
const MAX_TIMER_MS = 2 ** 31 - 1;

export class RunSession {
  readonly #stop = new AbortController();
  readonly #options: SessionOptions;
  readonly #budget: NodeJS.Timeout | undefined;
  readonly #onSignal = () => this.halt('signal');
  #reason: StopReason | null = null;
  #fatal: { error: unknown } | null = null;

  constructor(options: SessionOptions) {
    this.#options = options;
    const { maxTimeMs, signal } = options;
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
      limit: timeoutMs === undefined ? undefined : { ms: timeoutMs, cause: 'timeout' },
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
