// The bundled suite's plan: which children run, in which order, with which
// arguments. Pure: it takes the selected files and what their listings said,
// and returns the queue the executor (bundled.ts) consumes, so the order,
// the shard split and the arguments can be checked without running anything.
// Like node core's benchmark/compare.js, the whole queue exists before the
// first measuring child starts.
//
// Order of the children: after listing the configurations of every selected
// file (old binary, then new, file by file), for run = 1..runs, for each
// configuration of the shard (files sorted by path, each file's
// configurations in the listing order), both binaries once, old first or new
// first as a seeded PRNG decides. Spreading each configuration's runs over
// the whole session, instead of compare.js's 30 back-to-back runs per file,
// exposes both binaries to the same machine drift (thermal state, noisy
// neighbours), and the random side order keeps a systematic
// first/second-run effect out of the comparison.
// With --max-time the configurations of each run go cheapest first, and
// fixed runs too long for the budget run the cheapest configurations to a
// usable number of runs first (run/plan/budget.ts).

import type { Binary } from '../../stats/csv.ts';
import type { Schedule } from '../../options/comparison.ts';
import { cheapestFirst, planBudget, stageOrder, type BudgetPlan } from './budget.ts';
import { createPrng } from './prng.ts';
import { configArgs, formatConfiguration, type Config, type ConfigsMessage } from '../measure/protocol.ts';
import { balancedShards, inShard, type ShardSpan } from './shard.ts';
import type { SuiteFile } from '../suites/bundled-files.ts';
import type { RunFailure } from '../measure/failure.ts';

export const BINARIES: readonly Binary[] = ['old', 'new'];

/** A configuration as the listings give it (mergeListings), before it has its place in the run. */
interface ListedConfiguration {
  filename: string;
  /** absolute path of the benchmark file */
  file: string;
  conf: Config;
  configuration: string;
  /**
   * --child-time: the key sized and the file's own value of it (run/plan/sizing.ts). `conf` then holds the value the
   * children run, while `configuration`, the row's name, stays the file's: rows line up with compare.js's, a
   * resume's, the nightly's history and the timing history whatever n ran
   */
  sized?: { key: string; own: number };
  /** node flags per binary from its listing; null when that binary does not list this configuration */
  flags: Record<Binary, string[] | null>;
}

export interface PlannedConfiguration extends ListedConfiguration {
  /** position in the full configuration list (all shards), 0-based */
  index: number;
}

/** One listing child: a file's configurations as one binary sees them. */
export interface ListingJob {
  /** position of the file in the sorted selection */
  fileIndex: number;
  file: SuiteFile;
  binary: Binary;
}

/** One measuring child. */
export interface MeasureJob {
  /** 1-based */
  run: number;
  binary: Binary;
  configuration: PlannedConfiguration;
}

/** A run's runs per side (the comparison's) and the seed the run drew or was given. */
interface PlannedRuns extends Pick<Schedule, 'runs'> {
  seed: number;
}

/** The plan of a run: its runs and seed as planned (PlanInput's), its shard (null: not sharded). */
export interface RunPlan extends PlannedRuns {
  shard: NonNullable<PlanInput['shard']> | null;
  /**
   * how the configurations were split between the shards (null: not sharded):
   * by count, or by expected time with each shard's expected wall time (ms, at the planned runs)
   */
  split: { rule: 'count'; expectedMs: null } | { rule: 'time'; expectedMs: number[] } | null;
  files: SuiteFile[];
  /** configurations of this shard, in run order (with a budget: cheapest first) */
  configurations: PlannedConfiguration[];
  /** configurations over all shards */
  totalConfigurations: number;
  /** --max-time: what the budget is expected to fit, and the order it asked for (run/plan/budget.ts); null without */
  budget: BudgetPlan | null;
  /** child runs planned: runs x (configurations x binaries listing them) */
  jobs: number;
  /** the measuring children in the order they run */
  queue: MeasureJob[];
  /** failures known before measuring: listings that failed or differ between the binaries (this shard's) */
  failures: RunFailure[];
}

/** What listing one file with one binary gave: its configurations, or why there are none. */
export type ListingOutcome =
  | { listing: ConfigsMessage; failure?: undefined }
  | { listing?: undefined; failure: Pick<RunFailure, 'reason' | 'detail' | 'stderrTail' | 'exitCode' | 'signal'> };

export interface FileListings {
  file: SuiteFile;
  old: ListingOutcome;
  new: ListingOutcome;
}

/** The listing children: every file, the old binary first. */
export function listingQueue(files: readonly SuiteFile[]): ListingJob[] {
  return files.flatMap((file, fileIndex) => BINARIES.map((binary) => ({ fileIndex, file, binary })));
}

/**
 * The union of both binaries' listings for one file. The old binary's
 * listing comes first and gives the order; configurations only the new
 * binary lists follow in its order.
 *
 * Why both binaries list, and why the union: a benchmark's configurations
 * can depend on the binary (a combinationFilter testing for a feature, a
 * parameter whose values come from the runtime). Running only the old
 * binary's list would silently drop what the new binary adds; running only
 * the intersection would hide the difference. So every configuration either
 * side lists is run on each side that lists it, and each side that does not
 * list it gets a 'not listed' failure: the measurements that exist are kept
 * and the mismatch shows in the report and the exit code.
 */
export function mergeListings(
  file: SuiteFile,
  listings: Record<Binary, ConfigsMessage | undefined>,
): ListedConfiguration[] {
  const merged = new Map<string, ListedConfiguration>();
  for (const side of BINARIES) {
    const listing = listings[side];
    if (listing === undefined) continue;
    const seen = new Map<string, number>();
    for (const conf of listing.configs) {
      const configuration = formatConfiguration(conf);
      // A listing may repeat a configuration (--set n=1 --set n=1): each
      // occurrence is its own row, as compare.js would run it twice.
      const occurrence = (seen.get(configuration) ?? 0) + 1;
      seen.set(configuration, occurrence);
      const key = `${configuration}\0${occurrence}`;
      let entry = merged.get(key);
      if (entry === undefined) {
        entry = { filename: file.filename, file: file.file, conf, configuration, flags: { old: null, new: null } };
        merged.set(key, entry);
      }
      entry.flags[side] = listing.flags;
    }
  }
  return [...merged.values()];
}

/**
 * The measuring children: run after run, every configuration in order, both
 * binaries back to back (those that list it), the first one drawn from the
 * PRNG. A draw is made for every configuration and run (every odd run when
 * balanced), whatever the listings say, so the order depends on the seed and
 * the configurations only.
 */
export function measureQueue(
  configurations: readonly PlannedConfiguration[],
  runs: number,
  seed: number,
  balanced = false,
): MeasureJob[] {
  const prng = createPrng(seed);
  const queue: MeasureJob[] = [];
  // balanced (adaptive runs, which may stop a configuration after any
  // round): run 2k repeats run 2k-1 in the other order, so old-first and
  // new-first stay even per configuration whenever it stops.
  const newFirst = new Map<number, boolean>();
  for (let run = 1; run <= runs; run++) {
    for (const configuration of configurations) {
      const first = balanced && run % 2 === 0 ? !newFirst.get(configuration.index) : prng() >= 0.5;
      newFirst.set(configuration.index, first);
      const order: Binary[] = first ? ['new', 'old'] : ['old', 'new'];
      for (const binary of order) {
        if (configuration.flags[binary] !== null) queue.push({ run, binary, configuration });
      }
    }
  }
  return queue;
}

/**
 * This shard's failures known from the listings: a file whose listing failed
 * (reported by the shard its position in the sorted file list maps to, as it
 * has no configuration index of its own), and each configuration of the
 * shard that only one binary lists (unless the other's listing of the file
 * failed: that failure already says it).
 */
function listingFailures(
  listings: readonly FileListings[],
  selected: readonly PlannedConfiguration[],
  shard: ShardSpan | undefined,
): RunFailure[] {
  const failures: RunFailure[] = [];
  const failedListing = new Set<string>();
  for (const [fileIndex, { file, ...sides }] of listings.entries()) {
    for (const binary of BINARIES) {
      const { failure } = sides[binary];
      if (failure === undefined) continue;
      failedListing.add(`${file.filename}\0${binary}`);
      if (inShard(fileIndex, shard)) {
        failures.push({ binary, filename: file.filename, configuration: '', run: null, phase: 'list', ...failure });
      }
    }
  }
  for (const c of selected) {
    const sides = BINARIES.filter((b) => c.flags[b] !== null);
    if (sides.length !== 1) continue;
    const other = sides[0]!;
    const missing: Binary = other === 'old' ? 'new' : 'old';
    if (failedListing.has(`${c.filename}\0${missing}`)) continue;
    failures.push({
      binary: missing,
      filename: c.filename,
      configuration: c.configuration,
      run: null,
      phase: 'run',
      reason: 'not listed',
      detail: `the ${other} binary lists this configuration, the ${missing} binary does not; ran on ${other} only`,
      exitCode: null,
      signal: null,
      stderrTail: '',
    });
  }
  return failures;
}

/** What a plan is made of: the runs and seed, the files and their listings, its shard's span. */
export interface PlanInput extends PlannedRuns {
  files: readonly SuiteFile[];
  /** the listings of every file, in file order */
  listings: readonly FileListings[];
  shard?: ShardSpan;
  /** adaptive runs: old/new order balanced per configuration (see measureQueue) */
  balanced?: boolean;
  /** a child's expected wall time: with a shard, the split is by expected time (balancedShards), not by count */
  expectedMs?: ((filename: string, configuration: string) => number) | undefined;
  /**
   * --max-time: the time left for measuring, ms, and a child's expected wall
   * time (the --timings file or this machine's history): the queue is ordered
   * for the budget (run/plan/budget.ts)
   */
  budget?: { ms: number; expectedMs: (filename: string, configuration: string) => number } | undefined;
}

/** Everything the measuring phase will do, from the listings. */
export function planRuns(input: PlanInput): RunPlan {
  const all: PlannedConfiguration[] = [];
  for (const { file, old, new: neu } of input.listings) {
    for (const entry of mergeListings(file, { old: old.listing, new: neu.listing })) {
      all.push({ ...entry, index: all.length });
    }
  }
  const { shard, expectedMs } = input;
  let configurations: PlannedConfiguration[];
  let split: RunPlan['split'] = null;
  if (shard !== undefined && expectedMs !== undefined) {
    // every child of a configuration: both sides it is listed on, the same runs for all
    const costs = all.map(
      (c) => expectedMs(c.filename, c.configuration) * BINARIES.filter((b) => c.flags[b] !== null).length,
    );
    const { shardOf, loads } = balancedShards(costs, shard.count);
    configurations = all.filter((c) => shardOf[c.index] === shard.index);
    split = { rule: 'time', expectedMs: loads.map((load) => load * input.runs) };
  } else {
    configurations = all.filter((c) => inShard(c.index, shard));
    if (shard !== undefined) split = { rule: 'count', expectedMs: null };
  }
  let budget: BudgetPlan | null = null;
  let queue: MeasureJob[];
  if (input.budget !== undefined && Number.isFinite(input.budget.ms)) {
    const costed = configurations.map((c) => ({
      index: c.index,
      filename: c.filename,
      configuration: c.configuration,
      costMs:
        input.budget!.expectedMs(c.filename, c.configuration) * BINARIES.filter((b) => c.flags[b] !== null).length,
    }));
    const planned = planBudget(costed, input.runs, input.budget.ms, input.balanced ?? false);
    budget = planned.budget;
    const byIndex = new Map(configurations.map((c) => [c.index, c]));
    configurations = cheapestFirst(costed).map((c) => byIndex.get(c.index)!);
    queue = stageOrder(measureQueue(configurations, input.runs, input.seed, input.balanced), planned.firstStage);
  } else {
    queue = measureQueue(configurations, input.runs, input.seed, input.balanced);
  }
  return {
    seed: input.seed,
    runs: input.runs,
    shard: input.shard ?? null,
    split,
    files: [...input.files],
    configurations,
    totalConfigurations: all.length,
    budget,
    jobs: queue.length,
    queue,
    failures: listingFailures(input.listings, configurations, input.shard),
  };
}

/** How every child is started: the binaries, --set pairs, and the taskset pinning. */
export interface LaunchOptions {
  binaries: Record<Binary, string>;
  /** --set overrides, in order */
  set: readonly (readonly [string, string])[];
  /** taskset and the CPU list, when pinning */
  pin?: { taskset: string; cpuset: string };
}

/** The listing child's command: the file with the --set overrides as `key=value` arguments. */
export function listingCommand(job: ListingJob, launch: LaunchOptions): { command: string; args: string[] } {
  return { command: launch.binaries[job.binary], args: [job.file.file, ...launch.set.map(([k, v]) => `${k}=${v}`)] };
}

/** The measuring child's command: `[taskset -c CPUS] binary [...flags] file key=value...`. */
export function measureCommand(job: MeasureJob, launch: LaunchOptions): { command: string; args: string[] } {
  const c = job.configuration;
  const binary = launch.binaries[job.binary];
  const args = [...c.flags[job.binary]!, c.file, ...configArgs(c.conf)];
  // --set keys that are not configuration keys reach the child too, like
  // core's extra options (e.g. benchmarker=...).
  for (const [k, v] of launch.set) if (!(k in c.conf)) args.push(`${k}=${v}`);
  if (launch.pin === undefined) return { command: binary, args };
  return { command: launch.pin.taskset, args: ['-c', launch.pin.cpuset, binary, ...args] };
}
