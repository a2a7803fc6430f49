// Which run each rate of a side belongs to, when the rates come without run
// numbers (compare.js's CSV has no run column): the rates are in the order
// the runs were measured, and the runs whose child gave no rate (a failure)
// are recorded beside them (result.json's missingRuns, the CLI's
// FILE.node-bench.json). One rule for the report job's replay and a CLI
// resume: a failed child costs its own pair and shifts no later one. Pure.

/** A side's rates by run number: run 1, 2, … in order, skipping the runs that gave no rate. */
export function ratesByRun(rates: readonly number[], missingRuns: Iterable<number>): Map<number, number> {
  const skip = new Set(missingRuns);
  const byRun = new Map<number, number>();
  let run = 0;
  for (const rate of rates) {
    do run++;
    while (skip.has(run));
    byRun.set(run, rate);
  }
  return byRun;
}
