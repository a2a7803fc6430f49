// --max-time as a plan, not only a stop: when the run has a time budget, the
// measuring queue is ordered so that wherever the budget (or a signal) cuts
// it, the time went where verdicts are open and cheap to settle, and the
// report can say what was left unmeasured. Pure: expected child times in
// (run/plan/timing.ts), an order and a description out.
//
// The order, given each configuration's expected cost (both sides, one run):
// - within every run, cheapest configuration first: a cut in the middle of a
//   run leaves the expensive ones one run short, not the cheap ones, and with
//   --runs auto the open rows that are cheapest to settle get their runs first;
// - fixed runs whose budget cannot give every configuration VERDICT_RUNS runs
//   (runs x configurations spread thin would give no configuration a usable
//   t-test): the cheapest configurations that fit VERDICT_RUNS runs in the
//   budget run those first, run by run, then everything else in run order.
//   --runs auto keeps strict run order (its looks judge every open row at the
//   same number of runs).

import type { Binary } from '../../stats/csv.ts';
import type { Schedule } from '../../options/comparison.ts';

/** Runs per side a fixed-run row needs before its t-test says much (compare.R's needs 2; 3 gives it a spread). */
export const VERDICT_RUNS = 3;
/** Configurations a description names at most. */
const NAMED = 5;

export interface BudgetConfiguration {
  index: number;
  filename: string;
  configuration: string;
  /** expected wall time of one run: its children on every side it is listed on, ms */
  costMs: number;
}

export interface BudgetPlan {
  /** the time left for measuring when the plan was made, ms */
  budgetMs: number;
  /** every planned child's expected time (auto: up to its max runs), ms */
  expectedMs: number;
  /** one run of every configuration, ms */
  runMs: number;
  /** whole runs of every configuration expected to fit (at most the planned runs) */
  fullRuns: number;
  /** fixed runs that do not fit VERDICT_RUNS runs of everything: configurations run to VERDICT_RUNS first */
  firstStage: number | null;
}

/** The configurations cheapest first, ties by listing position. */
export function cheapestFirst(configurations: readonly BudgetConfiguration[]): BudgetConfiguration[] {
  return [...configurations].sort((a, b) => a.costMs - b.costMs || a.index - b.index);
}

/**
 * The budget's plan: how much of it is expected to fit, and for fixed runs
 * that cannot give everything VERDICT_RUNS runs, which configurations (the
 * cheapest first) get them before the rest.
 */
export function planBudget(
  configurations: readonly BudgetConfiguration[],
  runs: number,
  budgetMs: number,
  adaptive: boolean,
): { budget: BudgetPlan; firstStage: Set<number> } {
  const sorted = cheapestFirst(configurations);
  const runMs = sorted.reduce((sum, c) => sum + c.costMs, 0);
  const fullRuns = runMs === 0 ? runs : Math.min(runs, Math.floor(budgetMs / runMs));
  const firstStage = new Set<number>();
  const depth = Math.min(runs, VERDICT_RUNS);
  if (!adaptive && fullRuns < depth) {
    let spent = 0;
    for (const c of sorted) {
      if (spent + c.costMs * depth > budgetMs) break;
      spent += c.costMs * depth;
      firstStage.add(c.index);
    }
  }
  return {
    budget: {
      budgetMs,
      expectedMs: runMs * runs,
      runMs,
      fullRuns,
      firstStage: firstStage.size > 0 ? firstStage.size : null,
    },
    firstStage,
  };
}

/**
 * Orders a run-ordered queue for the budget: jobs of the first stage (their
 * configuration in it, run <= VERDICT_RUNS) first, then by run; the order
 * within a run (cheapest first) and a configuration's two sides stay as given.
 */
export function stageOrder<J extends { run: number; configuration: { index: number } }>(
  queue: readonly J[],
  firstStage: ReadonlySet<number>,
): J[] {
  if (firstStage.size === 0) return [...queue];
  const stage = (job: J) => (firstStage.has(job.configuration.index) && job.run <= VERDICT_RUNS ? 0 : 1);
  return queue
    .map((job, position) => ({ job, position }))
    .sort((a, b) => stage(a.job) - stage(b.job) || a.job.run - b.job.run || a.position - b.position)
    .map(({ job }) => job);
}

/** A value per side, for the sides that have one. */
export type BySide<T> = Partial<Record<Binary, T>>;

/** Why a run stopped early, and its runs per side (auto: the cap). */
interface EarlyStop extends Pick<Schedule, 'runs'> {
  reason: 'max-time' | 'signal';
}

/** What a run stopped early did not measure, configuration by configuration, of its runs per side (auto: the cap). */
export interface Unmeasured extends EarlyStop {
  /** configurations of the plan (this shard's) */
  configurations: number;
  /** configurations no child measured on any side: `filename configuration` */
  never: string[];
  /** configurations measured, but fewer runs than planned on some side (auto: rows still open) */
  short: { name: string; runs: number }[];
}

/**
 * What was left unmeasured: for each configuration of the plan, the runs
 * done on its sides (the fewest counts), against the runs planned; with
 * --runs auto, a settled row is done whatever its runs.
 */
export function unmeasuredOf(
  input: EarlyStop & {
    configurations: readonly {
      index: number;
      filename: string;
      configuration: string;
      flags: Record<Binary, unknown>;
    }[];
    /** children that ended on their own, per configuration index and side */
    done: ReadonlyMap<number, BySide<number>>;
    /** --runs auto: whether a row is settled */
    settled?: ((index: number) => boolean) | undefined;
  },
): Unmeasured {
  const never: string[] = [];
  const short: Unmeasured['short'] = [];
  for (const c of input.configurations) {
    const name = `${c.filename} ${c.configuration}`;
    const counts = (['old', 'new'] as const)
      .filter((b) => c.flags[b] !== null)
      .map((b) => input.done.get(c.index)?.[b] ?? 0);
    const runs = counts.length === 0 ? 0 : Math.min(...counts);
    if (Math.max(0, ...counts) === 0) never.push(name);
    else if (input.settled ? !input.settled(c.index) : runs < input.runs) short.push({ name, runs });
  }
  return { reason: input.reason, configurations: input.configurations.length, runs: input.runs, never, short };
}

/** One line (or none, when everything was measured) for the CLI, the comment and the log. */
export function describeUnmeasured(u: Unmeasured, adaptive = false): string | null {
  if (u.never.length === 0 && u.short.length === 0) return null;
  const why = u.reason === 'max-time' ? 'the --max-time budget ran out' : 'the run was interrupted';
  const names = (items: readonly string[]) =>
    items.slice(0, NAMED).join('; ') + (items.length > NAMED ? `; … and ${items.length - NAMED} more` : '');
  const parts: string[] = [];
  if (u.never.length > 0) {
    parts.push(`${u.never.length} of ${u.configurations} configurations never ran (${names(u.never)})`);
  }
  if (u.short.length > 0) {
    const fewest = Math.min(...u.short.map((s) => s.runs));
    const most = Math.max(...u.short.map((s) => s.runs));
    const span = fewest === most ? `${fewest}` : `${fewest}-${most}`;
    parts.push(
      adaptive
        ? `${u.short.length} were still open (not settled; ${span} runs of up to ${u.runs})`
        : `${u.short.length} ran ${span} of ${u.runs} runs`,
    );
  }
  return `left unmeasured (${why}): ${parts.join('; ')}`;
}
