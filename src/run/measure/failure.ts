// The one failure type of a run, whichever engine ran it: our executor (the
// bundled suite and node core's files, one child per configuration and run)
// or node core's own benchmark/compare.js (one process per file, both
// binaries). A failure costs its own rows only; every row that arrived was
// handed out before it was recorded.

import type { Binary } from '../../stats/csv.ts';

/**
 * Why it failed. Our engine's children: timeout (killed after the child
 * timeout), crash (killed by a signal, or could not start), exit code N,
 * no report (exited 0 without a valid report or listing), not listed (the
 * other binary lists this configuration, this one does not). compare.js's
 * process for a file adds: deadline (--max-time ran out while it ran),
 * aborted (the run's signal fired while it ran) and incomplete (it exited 0,
 * but its old and new rows do not pair up: a benchmark died of a signal,
 * which compare.js ignores). Our engine reports neither deadline nor aborted:
 * a child the run stops is neither done nor failed.
 */
export type FailureReason =
  'timeout' | 'crash' | `exit code ${number}` | 'no report' | 'not listed' | 'deadline' | 'aborted' | 'incomplete';

export interface RunFailure {
  /** `group/file.js` (`category/name.js` in node core), as in the CSV's filename column */
  filename: string;
  /** the CSV configuration string; '' when the failure is the whole file's (its listing, or compare.js's process) */
  configuration: string;
  /** the side; null for compare.js's process, which runs both binaries */
  binary: Binary | null;
  /** 1-based run; null for a listing, a configuration one binary does not list, and compare.js's process */
  run: number | null;
  /** 'list': the file's configuration listing; 'run': measuring (compare.js's process measures) */
  phase: 'list' | 'run';
  reason: FailureReason;
  /** one line for people, e.g. `exited with code 1; stderr: Error: boom` */
  detail: string;
  /** how the process ended; both null for failures known from the plan (not listed) */
  exitCode: number | null;
  signal: string | null;
  /** the last lines of its stderr */
  stderrTail: string;
  /**
   * compare.js only: the rows its process printed for the file before it
   * stopped (all went to onSample). Our engine's failures are one child's,
   * which delivers no row when it fails.
   */
  rows?: Record<Binary, number>;
}

/** The exit code contract: non-zero as soon as anything failed. */
export function summaryExitCode(failures: readonly RunFailure[]): 0 | 1 {
  return failures.length > 0 ? 1 : 0;
}
