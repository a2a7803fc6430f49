// One executor for both suites: list every selected file's configurations
// with both binaries, plan (plan.ts: pure), announce, then consume the
// queue through the run's session. What differs between the bundled suite
// and node core's benchmark files is only how a child is started and how
// its listing reads: a SuiteAdapter. Everything else — failures that cost
// their own row, giving up a configuration that keeps failing, --runs auto,
// progress with the ETA of what is still open, the load average — lives
// here once.

import os from 'node:os';

import type { ChildEnv, ProcessResult } from '../../process/supervisor.ts';
import type { Binary, Sample } from '../../stats/csv.ts';
import type { AdaptiveOutcome } from '../../stats/verdict.ts';
import { AdaptiveQueue, stoppedByRun, type RunSession } from './session.ts';
import { runsPerSide, type RunSchedule } from '../../options/run-schedule.ts';
import { RunConfigError } from '../errors.ts';
import { heavyLoadWarning, LoadRecorder, type LoadRecord, type LoadSource } from './fingerprint.ts';
import {
  listingQueue,
  planRuns,
  type FileListings,
  type ListingOutcome,
  type MeasureJob,
  type PlannedConfiguration,
  type RunPlan,
} from '../plan/plan.ts';
import type { ChildCommand, SuiteAdapter } from '../suites/adapter.ts';
import type { RunFailure } from './failure.ts';
import { clockDuration, type Progress } from './progress.ts';
import { readReportMessage, type ConfigsMessage, type ReportMessage } from './protocol.ts';
import { formatShard, spreadPercent } from '../plan/shard.ts';
import { describeUnmeasured, unmeasuredOf, VERDICT_RUNS, type BySide, type Unmeasured } from '../plan/budget.ts';
import type { ChildTiming, TimingModel } from '../plan/timing.ts';
import { duetPartner, LanePool } from './lanes.ts';
import { lastLines, stderrHint } from './stderr.ts';
import { isNodeBenchFile, type SuiteFile } from '../suites/bundled-files.ts';
import {
  applySizes,
  describeSizing,
  firstPilotN,
  listedName,
  pilotEvidence,
  nextPilotN,
  PILOT_BUDGET_SHARE,
  proofChildrenAt,
  proveSteady,
  sizableN,
  sizeFromPilots,
  withN,
  type ConfigurationSize,
  type PilotPoint,
  type ProofChild,
  type SidePilots,
  type SizingRecord,
} from '../plan/sizing.ts';
import { SIZED_KEY } from '../../options/set-key.ts';
import type { SizeBook } from '../plan/size-store.ts';

/** Failed runs after which a configuration is no longer run on that binary (default). */
export const MAX_FAILURES_PER_CONFIG = 2;

export interface SkippedConfig {
  binary: Binary;
  filename: string;
  configuration: string;
  /** failed runs that led to giving it up */
  failures: number;
  /** runs no longer attempted */
  runsSkipped: number;
}

export interface JobRecord {
  run: number;
  binary: Binary;
  filename: string;
  configuration: string;
  /** samples reported by this child (normally 1) */
  samples: number;
  failure: RunFailure | null;
  durationMs: number;
}

/**
 * What is known before a run starts: expected child times (the --timings file, this machine's history), a resumed
 * file's samples, the sizes chosen before.
 */
export interface KnownBefore {
  /** expected child times: with a shard, the split is by expected time (balancedShards) instead of by count */
  timings?: TimingModel;
  /** expected child times for ordering a --max-time run only (this machine's history), when `timings` is absent */
  history?: TimingModel;
  /** a resumed run: the rates already measured (see PriorSamples); their runs are not run again */
  prior?: PriorSamples;
  /** --child-time: sizes chosen before (a resumed file's record, this runner's sizes.json), taken without pilots */
  sizes?: SizeBook;
}

/**
 * One run of our engine, as its suite's entry checked and selected it, before anything starts: the files, the two
 * binaries, the schedule as options/ made it for a runner (runScheduleOf: the runs, the seed, the limits), and what
 * is known before.
 */
export interface SuiteRun {
  /** the children's working directory: the suite's own (inside a sandbox, one of the few places of ours they see) */
  cwd: string;
  files: readonly SuiteFile[];
  /** absolute paths of executable files (the entry checked them) */
  binaries: Record<Binary, string>;
  schedule: RunSchedule;
  known: KnownBefore;
}

/**
 * The samples an earlier run of the same comparison left in the CSV, by
 * `filename\0configuration` (priorKey): each side's rates by run number
 * (ratesByRun) and the last run it measured or failed. A side whose last run
 * was k starts at run k+1 (runs tops up, it does not add); --runs auto looks
 * at them as the runs they were.
 */
export type PriorSamples = ReadonlyMap<string, Readonly<Record<Binary, PriorSide>>>;

export interface PriorSide {
  rates: ReadonlyMap<number, number>;
  lastRun: number;
}

export function priorKey(filename: string, configuration: string): string {
  return `${filename}\0${configuration}`;
}

export interface ExecutionDeps {
  session: RunSession;
  progress: Progress;
  /** sampled at each measuring child's start; default os.loadavg on os.availableParallelism() cores */
  load?: LoadSource;
  /** each sample as it arrives */
  onSample: (sample: Sample) => void;
  onFailure?: (failure: RunFailure) => void;
  onJob?: (job: JobRecord) => void;
  onPlan?: (plan: RunPlan) => void;
}

export interface Execution {
  plan: RunPlan;
  failures: RunFailure[];
  skipped: SkippedConfig[];
  samples: number;
  /** measuring children that ended on their own, and of those, the failed ones */
  done: number;
  failed: number;
  /** --runs auto: each row's verdict once the queue ran (AdaptiveQueue.outcomes) */
  verdicts: AdaptiveOutcome | undefined;
  /** the load average while measuring (null: no child measured) */
  load: LoadRecord | null;
  /** each measuring child's wall time, for the timing history (children stopped by the run excepted) */
  timed: ChildTiming[];
  /** the run stopped early (--max-time or a signal): what it left unmeasured; null otherwise */
  unmeasured: Unmeasured | null;
  /** the line saying what it left unmeasured (run/plan/budget.ts); null when nothing was */
  unmeasuredLine: string | null;
  /** --child-time: how each configuration was sized (null: not sized) */
  sizing: SizingRecord | null;
  /** files neither binary can run, each as the line that said so (no rows, no failure) */
  leftOut: string[];
}

type End = Pick<RunFailure, 'reason' | 'detail' | 'exitCode' | 'signal'>;

/** How a child ended, when that makes it a failure (null: it exited 0). */
export function describeEnd(result: ProcessResult, timeoutMs: number): End | null {
  const how = { exitCode: result.exitCode, signal: result.signal };
  let end: End | null = null;
  if (result.killed === 'timeout')
    end = { reason: 'timeout', detail: `killed after the ${clockDuration(timeoutMs)} timeout`, ...how };
  else if (result.killed === 'output')
    end = { reason: 'crash', detail: `killed: ${result.outputProblem ?? 'its output broke the protocol'}`, ...how };
  else if (result.spawnError)
    end = { reason: 'crash', detail: `could not start: ${result.spawnError.message}`, ...how };
  else if (result.signal) end = { reason: 'crash', detail: `killed by ${result.signal}`, ...how };
  else if (result.exitCode !== 0)
    end = { reason: `exit code ${result.exitCode ?? 1}`, detail: `exited with code ${result.exitCode}`, ...how };
  if (end === null) return null;
  const hint = stderrHint(result.stderrTail);
  return hint === '' ? end : { ...end, detail: `${end.detail}; stderr: ${hint}` };
}

/** The supervisor's spec of a child: its reports on the IPC channel, or read from its stdout lines. */
function childSpec(command: ChildCommand, env: ChildEnv, onMessage: (message: unknown) => void) {
  const { command: file, args, stdoutMessages } = command;
  const spec = { command: file, args, env: command.env ?? env };
  if (stdoutMessages === undefined) return { ...spec, onMessage };
  return {
    ...spec,
    stdout: 'lines' as const,
    onLine: (line: string) => {
      const message = stdoutMessages(line);
      if (message !== null) onMessage(message);
    },
  };
}

/**
 * A failed child's end with what it said about it: the command's own reading
 * of its stderr, else the reason it reported (`invalid`) after the generic detail.
 */
function explainEnd(command: ChildCommand, end: End | null, result: ProcessResult, invalid: string | null): End | null {
  if (end === null) return null;
  const lacking = command.lacks?.(result.stderrTail) ?? null;
  if (lacking !== null) return { ...end, detail: `this binary has no ${lacking}` };
  return invalid === null ? end : { ...end, detail: `${end.detail}: ${invalid}` };
}

/** Lists, plans and measures one run. Resolves when the queue is done or the session stopped. */
export async function executeSuite<Listing extends ConfigsMessage>(
  lanes: LaneAdapters<Listing>,
  run: SuiteRun,
  deps: ExecutionDeps,
): Promise<Execution> {
  const execution = new Executor(lanes, run, deps);
  const { files, schedule, known } = run;
  // A run stopped while listing still plans what was listed: its listing failures are reported.
  const listings = await execution.list();
  if (!deps.session.stopped) refuseBinaryThatListsNothing(listings);
  if (execution.leftOut.length === files.length && files.length > 0) {
    const lines = execution.leftOut.map((l) => l.line);
    throw new RunConfigError(`nothing of the ${files.length} selected file(s) can run: ${lines.join('; ')}`);
  }
  // with no history at all, every configuration is expected alike: cheapest first is the listing order
  const budgetModel = known.timings ?? known.history;
  let plan = planRuns({
    files,
    listings,
    runs: runsPerSide(schedule.runs),
    seed: schedule.seed,
    shard: schedule.shard,
    balanced: schedule.runs.kind === 'auto',
    expectedMs: known.timings ? known.timings.expectedMs.bind(known.timings) : undefined,
    budget:
      budgetModel && Number.isFinite(deps.session.remainingMs)
        ? {
            ms: deps.session.remainingMs,
            // children in every lane at once: of a child's time, the run's wall time takes its share
            expectedMs: (filename: string, configuration: string) =>
              budgetModel.expectedMs(filename, configuration) / lanes.adapters.length,
          }
        : undefined,
  });
  if (schedule.childTimeMs !== undefined && !deps.session.stopped)
    plan = await execution.size(plan, schedule.childTimeMs);
  for (const failure of plan.failures) execution.fail(failure);
  if (!deps.session.stopped) {
    // the caller hears of the plan first (its own lines come before the plan's)
    deps.session.guard(() => deps.onPlan?.(plan));
    execution.announce(plan);
  }
  if (!deps.session.stopped) await execution.measure(plan);
  const result = execution.result(plan);
  if (result.unmeasuredLine !== null) deps.progress.message(`node-bench: ${result.unmeasuredLine}`);
  // before the run's last line (the caller's), which stays its summary
  const warning = heavyLoadWarning(result.load);
  if (warning !== null) deps.progress.message(warning);
  return result;
}

/** The announcement of a --max-time plan: what is expected to fit, and the order that follows. */
export function describeBudget(budget: NonNullable<RunPlan['budget']>, runs: number): string {
  const head = `--max-time: ${clockDuration(budget.budgetMs)} left, all ${runs} runs expected to take ${clockDuration(budget.expectedMs)}`;
  if (budget.fullRuns >= runs) return `${head}; cheapest configurations first in each run`;
  const fit = `about ${budget.fullRuns} of ${runs} runs of every configuration fit`;
  if (budget.firstStage === null) return `${head}: ${fit}; cheapest configurations first in each run`;
  return (
    `${head}: ${fit}; the ${budget.firstStage} cheapest configurations run ${Math.min(runs, VERDICT_RUNS)} runs first, ` +
    'then the rest run by run, cheapest first'
  );
}

/** A binary that could list no file at all can compare nothing: the run stops before measuring (exit 1). */
function refuseBinaryThatListsNothing(listings: readonly FileListings[]): void {
  if (listings.length === 0) return;
  for (const binary of ['old', 'new'] as const) {
    const failures = listings.map((l) => l[binary].failure);
    if (failures.some((f) => f === undefined)) continue;
    const first = failures[0]!;
    const tail = first.stderrTail.trim().split('\n').slice(-3).join(' | ');
    throw new RunConfigError(
      `the ${binary} binary could not list the configurations of any of the ${listings.length} selected file(s), ` +
        `so nothing can be compared; ${listings[0]!.file.filename}: ${first.reason}: ${first.detail}` +
        (tail === '' || first.detail.includes(tail) ? '' : ` (stderr: ${tail})`),
    );
  }
}

/** What measure() keeps while the queue runs: the total for progress, and the sides that keep failing. */
interface MeasureState {
  plan: RunPlan;
  /** children to run: planned, less those given up or settled */
  total: number;
  /** failures per `index\0binary` */
  failCounts: Map<string, number>;
  /** sides no longer run, `index\0binary` */
  givenUp: Set<string>;
}

/** The lanes of a run as the executor uses them (run/measure/lanes.ts resolves them). */
export interface LaneAdapters<Listing extends ConfigsMessage = ConfigsMessage> {
  /** one per lane, each starting its children pinned to the lane's CPUs; the first also lists and sizes */
  adapters: SuiteAdapter<Listing>[];
  /** old and new of one run start together on a pair of lanes (adapters.length is even) */
  duet: boolean;
  /** `2 lanes (duet: …) on CPUs 0 | 1`, said with the plan; null for one unpinned lane */
  description: string | null;
}

class Executor<Listing extends ConfigsMessage> {
  readonly failures: RunFailure[] = [];
  readonly skipped: SkippedConfig[] = [];
  /** files neither binary can run (ChildCommand.lacks), each with the line that says so: left out, no rows */
  readonly leftOut: { filename: string; line: string }[] = [];
  samples = 0;
  done = 0;
  failed = 0;
  adaptive: AdaptiveQueue | null = null;
  sizing: SizingRecord | null = null;
  readonly timed: ChildTiming[] = [];
  /** runs per configuration index and side: those a resumed file held, then the children that ended on their own */
  readonly doneRuns = new Map<number, BySide<number>>();
  /** per configuration index kept at its own n: the sizing proof's children at it, each side's first runs */
  readonly proofRuns = new Map<number, BySide<ProofChild[]>>();
  /** per configuration index: the runs proofRuns took, by side */
  readonly takenRuns = new Map<number, BySide<number>>();
  readonly load: LoadRecorder;

  readonly adapter: SuiteAdapter<Listing>;

  constructor(
    readonly lanes: LaneAdapters<Listing>,
    readonly run: SuiteRun,
    readonly deps: ExecutionDeps,
  ) {
    this.adapter = lanes.adapters[0]!;
    const { loadavg, cores } = deps.load ?? { loadavg: os.loadavg, cores: os.availableParallelism() };
    this.load = new LoadRecorder(loadavg, cores, lanes.adapters.length);
  }

  result(plan: RunPlan): Execution {
    const { failures, skipped, samples, done, failed, adaptive, timed } = this;
    const reason = this.deps.session.reason;
    const rows = adaptive?.rows;
    const unmeasured =
      reason === 'max-time' || reason === 'signal'
        ? unmeasuredOf({
            reason,
            configurations: plan.configurations,
            runs: plan.runs,
            done: this.doneRuns,
            settled: rows ? (index: number) => rows.isSettled(String(index)) : undefined,
          })
        : null;
    const unmeasuredLine = unmeasured && describeUnmeasured(unmeasured, this.run.schedule.runs.kind === 'auto');
    const load = this.load.record();
    const leftOut = this.leftOut.map((l) => l.line);
    return {
      plan,
      failures,
      skipped,
      samples,
      done,
      failed,
      verdicts: adaptive?.outcomes(),
      load,
      timed,
      unmeasured,
      unmeasuredLine,
      sizing: this.sizing,
      leftOut,
    };
  }

  fail(failure: RunFailure): void {
    this.failures.push(failure);
    const where = failure.phase === 'list' ? 'listing configurations' : `run ${failure.run}`;
    const what = [failure.filename, failure.configuration].filter(Boolean).join(' ');
    this.deps.progress.message(
      `node-bench: FAILED ${what} (${failure.binary}, ${where}): ${failure.reason}: ${failure.detail}`,
    );
    this.deps.session.guard(() => this.deps.onFailure?.(failure));
  }

  /** Every file's configurations with both binaries; fewer files when the run stops meanwhile. */
  async list(): Promise<FileListings[]> {
    const { files } = this.run;
    const { timeoutMs } = this.run.schedule;
    const { session, progress } = this.deps;
    const listings: FileListings[] = [];
    let current: BySide<ListingOutcome> = {};
    let lacking: BySide<string | null> = {};
    for (const job of listingQueue(files)) {
      if (job.binary === 'old') progress.listing(job.fileIndex, files.length);
      let listing: Listing | null = null;
      let invalid: string | null = null;
      const command = this.adapter.listingCommand(job);
      const result = await session.run({
        ...childSpec(command, this.adapter.listEnv, (message) => {
          if (listing !== null) return;
          const read = this.adapter.readListing(message);
          if (typeof read === 'string') invalid ??= read;
          else if (read !== null) listing = read;
        }),
        timeoutMs,
      });
      if (stoppedByRun(result)) return listings;
      const stderrTail = lastLines(result.stderrTail);
      const end = explainEnd(command, describeEnd(result, timeoutMs), result, invalid);
      const listed = listing as Listing | null;
      if (end !== null) lacking[job.binary] = command.lacks?.(result.stderrTail) ?? null;
      if (end === null && listed !== null) {
        this.adapter.onListing?.(job, listed);
        current[job.binary] = { listing: listed };
      } else {
        const failure = end ?? {
          reason: 'no report' as const,
          detail: invalid ?? this.adapter.noListing,
          exitCode: result.exitCode,
          signal: result.signal,
        };
        current[job.binary] = { failure: { ...failure, stderrTail } };
      }
      if (current.old !== undefined && current.new !== undefined) {
        const lacked = lacking.old ?? null;
        if (lacked !== null && lacked === (lacking.new ?? null)) {
          // neither side can run it (a node:bench file, two releases before 26.9): no rows, no failure
          const line = `${job.file.filename} left out: neither binary has ${lacked}`;
          this.leftOut.push({ filename: job.file.filename, line });
          progress.message(`node-bench: ${line}`);
          const none = { type: 'configs', configs: [], flags: [] } as ConfigsMessage as Listing;
          listings.push({ file: job.file, old: { listing: none }, new: { listing: none } });
        } else {
          listings.push({ file: job.file, old: current.old, new: current.new });
        }
        current = {};
        lacking = {};
      }
    }
    progress.listing(files.length, files.length);
    return listings;
  }

  /**
   * Sizes this shard's configurations to `targetMs` of timed work per child
   * (run/plan/sizing.ts): the `n` chosen before (a resumed file's record, this
   * runner's sizes.json), else pilot children on each side that estimate it
   * and prove it steady. Pilots are not samples (they ran another n); a pilot
   * that fails leaves the file's own n (its failure shows when the row runs).
   */
  async size(plan: RunPlan, targetMs: number): Promise<RunPlan> {
    const record: SizingRecord = { targetMs, configurations: [], unsizedByBudget: 0 };
    // with --max-time, pilots may use a share of it: what is measured matters more than how long each child is
    const pilotDeadline = performance.now() + this.deps.session.remainingMs * PILOT_BUDGET_SHARE;
    this.sizing = record;
    const sizes = new Map<number, { key: string; value: number }>();
    // a node:bench file's operations are its own (no n to set from outside): run as written
    const nodeBench = plan.configurations.filter((c) => isNodeBenchFile(c.filename)).length;
    if (nodeBench > 0) record.asWritten = nodeBench;
    const sizable = plan.configurations.filter(
      // a benchmark that runs for a time (dur, duration) runs its own: at 1 s instead of 5 s one measured its ramp-up
      // (https/simple.js: 9 % of its rate at its own 5 s), and no shorter time can be proved without a child as long
      (c) => !isNodeBenchFile(c.filename) && sizableN(c.conf) !== null,
    );
    if (sizable.length > 0) this.deps.progress.message(`node-bench: sizing ${sizable.length} configuration(s)`);
    // each configuration's pilots on a free lane: with --lanes, they see the neighbours the runs will see
    const pool = new LanePool(this.lanes.adapters.length, false);
    for (const c of sizable) {
      if (this.deps.session.stopped) break;
      const known = this.run.known.sizes?.get(c.filename, c.configuration) ?? null;
      // past the pilots' share of --max-time, a size chosen before is still taken: it needs no pilot
      if (known === null && performance.now() > pilotDeadline) {
        record.unsizedByBudget++;
        continue;
      }
      const slot = await pool.acquire();
      pool.start(slot, async () => {
        const size = await this.#sizeOne(c, targetMs, known, pool.lanesOf(slot)[0]!);
        if (size === null) return;
        sizes.set(c.index, { key: size.key, value: size.value });
        record.configurations.push(size);
      });
    }
    await pool.drain();
    // in the plan's order, however the lanes finished
    const position = new Map(sizable.map((c, i) => [c.index, i]));
    record.configurations.sort((a, b) => position.get(a.index)! - position.get(b.index)!);
    this.deps.progress.message(`node-bench: ${describeSizing(record)}`);
    return applySizes(plan, sizes);
  }

  /** One configuration's n (`known`: chosen before, SizeBook); null when the run stopped meanwhile. */
  async #sizeOne(
    c: PlannedConfiguration,
    targetMs: number,
    known: ReturnType<SizeBook['get']>,
    lane: number,
  ): Promise<ConfigurationSize | null> {
    const base = { index: c.index, filename: c.filename, listed: c.configuration };
    const own = sizableN(c.conf)!;
    if (known)
      return { ...base, key: SIZED_KEY, own, value: Math.min(known.n, own), source: known.source, expectedMs: null };
    const children: ProofChild[] = [];
    const pilots = await this.#pilot(c, own, targetMs, lane, children);
    if (this.deps.session.stopped) return null;
    const estimate = sizeFromPilots(own, pilots, targetMs);
    const runPilot = (binary: Binary, n: number) => this.#pilotAt(c, binary, n, lane, children);
    const proof = await proveSteady(own, estimate.n, pilots, runPilot, () => this.deps.session.stopped);
    if (this.deps.session.stopped) return null;
    const { n, source, kept } = proof;
    // kept at its own n, the proof's children there ran exactly what the runs run: they are its first runs (a sized
    // n's children are not taken: the size was chosen because their rates agreed, so they are not a fair sample)
    if (source === 'own') this.proofRuns.set(c.index, proofChildrenAt(children, own));
    const expectedMs = n === estimate.n ? estimate.expectedMs : null;
    return {
      ...base,
      key: SIZED_KEY,
      own,
      value: n,
      source,
      expectedMs,
      ...(kept ? { kept } : {}),
      pilots: pilotEvidence(proof.pilots),
    };
  }

  /** Each side's pilot children (run/plan/sizing.ts nextPilotN); a pilot that fails ends that side's. */
  async #pilot(
    c: PlannedConfiguration,
    ownN: number,
    targetMs: number,
    lane: number,
    children: ProofChild[],
  ): Promise<SidePilots> {
    const pilots: BySide<PilotPoint[]> = {};
    for (const binary of ['old', 'new'] as const) {
      if (c.flags[binary] === null) continue;
      const points: PilotPoint[] = (pilots[binary] = []);
      for (let n: number | null = firstPilotN(ownN); n !== null; n = nextPilotN(ownN, points, targetMs)) {
        const ms = await this.#pilotAt(c, binary, n, lane, children);
        if (ms === null) break;
        points.push({ n, ms });
      }
    }
    return pilots;
  }

  /**
   * One pilot child of `c` at `n` on `binary`: its ms of timed work, null when it failed or reported none; a child
   * that reported is added to `children`.
   */
  async #pilotAt(
    c: PlannedConfiguration,
    binary: Binary,
    n: number,
    lane: number,
    children: ProofChild[],
  ): Promise<number | null> {
    this.deps.progress.running(`sizing ${c.filename} ${c.configuration} (${binary}, n=${n})`);
    const reports: ReportMessage[] = [];
    const configuration = { ...c, conf: withN(c.conf, n) };
    const { result } = await this.#measuringChild({ run: 0, binary, configuration }, lane, (report) => {
      reports.push(report);
    });
    if (describeEnd(result, this.run.schedule.timeoutMs) !== null || reports.length === 0) return null;
    children.push({ binary, n, reports, durationMs: result.durationMs });
    return reports[0]!.time * 1000;
  }

  /** Tells the log what will run, and how to replay its order. */
  announce(plan: RunPlan): void {
    let shardText = '';
    if (plan.shard) {
      shardText = `, shard ${formatShard(plan.shard)} of ${plan.totalConfigurations} configurations`;
      if (plan.split?.rule === 'time') {
        const loads = plan.split.expectedMs;
        const total = loads.reduce((sum, load) => sum + load, 0);
        shardText +=
          ` (split by expected time: this shard ${clockDuration(loads[plan.shard.index - 1]!)} of ` +
          `${clockDuration(total)}, the shards within ${spreadPercent(loads).toFixed(0)} % of each other)`;
      }
    }
    const runsText =
      this.run.schedule.runs.kind === 'auto' ? `up to ${plan.runs} runs (--runs auto)` : `${plan.runs} runs`;
    this.deps.progress.message(
      `node-bench: ${plan.configurations.length} configurations${shardText} x ${runsText} x 2 binaries; ` +
        `seed ${plan.seed} (--seed ${plan.seed} replays this order)`,
    );
    if (this.lanes.description !== null) this.deps.progress.message(`node-bench: ${this.lanes.description}`);
    if (plan.budget !== null) this.deps.progress.message(`node-bench: ${describeBudget(plan.budget, plan.runs)}`);
  }

  /**
   * Runs the plan's queue until it is done or the run stops, each child on
   * a free lane (with --duet, old and new of one run on a pair of lanes at
   * once). A failed child costs its own row; after MAX_FAILURES_PER_CONFIG failures a
   * configuration is no longer run on that binary (a benchmark that hangs
   * would otherwise cost runs x timeout).
   */
  async measure(plan: RunPlan): Promise<void> {
    const { session, progress } = this.deps;
    const state: MeasureState = { plan, total: plan.jobs, failCounts: new Map(), givenUp: new Set() };
    const { runs } = this.run.schedule;
    const adaptive =
      runs.kind === 'auto'
        ? new AdaptiveQueue(runs, plan.configurations, (line) => progress.message(line), plan.totalConfigurations)
        : null;
    this.adaptive = adaptive;
    // a resumed file's runs are not this run's: the total leaves them out; the proof's children are, and count as done
    state.total -= this.#addPrior(plan, adaptive);
    this.#takeProofRuns(plan);
    progress.start(state.total, adaptive !== null);
    const pool = new LanePool(this.lanes.adapters.length, this.lanes.duet);
    const paired = new Set<number>();
    for (const [position, job] of plan.queue.entries()) {
      if (paired.has(position)) continue;
      if (session.stopped) break;
      if (!this.#runsOn(job, state)) continue;
      if (adaptive !== null) {
        const next = adaptive.rule.nextLookRuns;
        // a look needs every child of the runs it looks at done
        if (next !== null && job.run > next) await pool.drain();
        const admitted = adaptive.admit(job.run, job.configuration.index);
        if (admitted === 'done') break;
        if (next !== adaptive.rule.nextLookRuns) {
          // a look settled rows: the total is what is done plus what open rows still need (ETA of the rest)
          state.total = this.done + adaptive.remainingJobs(plan.queue, position, state.givenUp);
          progress.update(this.done, state.total, this.failed);
        }
        if (admitted === 'skip') continue;
      }
      if (this.#priorRuns(job.configuration, job.binary) >= job.run) continue;
      const jobs = [job];
      const partner = this.lanes.duet ? duetPartner(plan.queue, position) : null;
      const other = partner === null ? null : plan.queue[partner]!;
      if (
        partner !== null &&
        other !== null &&
        this.#runsOn(other, state) &&
        this.#priorRuns(other.configuration, other.binary) < other.run
      ) {
        paired.add(partner);
        jobs.push(other);
      }
      const slot = await pool.acquire();
      if (session.stopped) {
        pool.release(slot);
        break;
      }
      // both sides of a duet start now, each on its lane of the pair: the moment they share is the point
      pool.start(slot, () => Promise.all(jobs.map((j, i) => this.#measureJob(j, pool.lanesOf(slot)[i]!, state))));
    }
    await pool.drain();
    if (adaptive !== null && !session.stopped) adaptive.complete();
  }

  /** A resumed run's samples, added to the adaptive rows; returns the jobs they already did. */
  #addPrior(plan: RunPlan, adaptive: AdaptiveQueue | null): number {
    const prior = this.run.known.prior;
    if (prior === undefined) return 0;
    for (const c of plan.configurations) {
      const sides = prior.get(priorKey(c.filename, c.configuration));
      if (sides === undefined) continue;
      for (const binary of ['old', 'new'] as const) {
        for (const [run, rate] of sides[binary].rates) adaptive?.add(c.index, binary, run, rate);
      }
      // what the run leaves unmeasured counts the runs the file already held
      this.doneRuns.set(c.index, { old: sides.old.lastRun, new: sides.new.lastRun });
    }
    return plan.queue.filter((job) => job.run <= this.#priorRuns(job.configuration, job.binary)).length;
  }

  /**
   * The sizing proof's children at a kept configuration's own n, as its first runs (a resumed row's runs come from
   * its file instead): their samples, counted as measured (done runs of this run).
   */
  #takeProofRuns(plan: RunPlan): void {
    for (const c of plan.configurations) {
      const sides = this.proofRuns.get(c.index);
      if (sides === undefined || this.run.known.prior?.has(priorKey(c.filename, c.configuration))) continue;
      const counts: BySide<number> = {};
      for (const binary of ['old', 'new'] as const) {
        const children = (sides[binary] ?? []).slice(0, plan.runs);
        children.forEach((child, i) => {
          const job: MeasureJob = { run: i + 1, binary, configuration: c };
          for (const report of child.reports) this.#sample(job, report);
          this.#ended(job, child.reports.length, child.durationMs, null);
        });
        counts[binary] = children.length;
      }
      this.takenRuns.set(c.index, counts);
    }
  }

  /** The runs a configuration's side already has: a resumed file's, or the sizing proof's children. */
  #priorRuns(c: PlannedConfiguration, binary: Binary): number {
    const resumed = this.run.known.prior?.get(priorKey(c.filename, c.configuration))?.[binary].lastRun;
    return resumed ?? this.takenRuns.get(c.index)?.[binary] ?? 0;
  }

  /** Whether the job's side of its configuration still runs (it was not given up). */
  #runsOn(job: MeasureJob, state: MeasureState): boolean {
    return !state.givenUp.has(`${job.configuration.index}\0${job.binary}`);
  }

  /** One child of the queue on `lane`, and what it leaves: a done run, a failure, a side given up. */
  async #measureJob(job: MeasureJob, lane: number, state: MeasureState): Promise<void> {
    const { progress } = this.deps;
    const c = job.configuration;
    const where = this.lanes.adapters.length > 1 ? `lane ${lane + 1}: ` : '';
    progress.running(`${where}${c.filename} ${c.configuration} (${job.binary})`);
    this.load.sample();
    const { result, reported, invalid, command } = await this.#runMeasuring(job, lane);
    // Killed because the run stops: neither done nor failed.
    if (stoppedByRun(result)) return;
    const end =
      explainEnd(command, describeEnd(result, this.run.schedule.timeoutMs), result, invalid) ??
      (reported === 0
        ? {
            reason: 'no report' as const,
            detail: invalid ?? 'exited with code 0 without reporting a result',
            exitCode: result.exitCode,
            signal: result.signal,
          }
        : null);
    const failure = end === null ? null : this.#failed(job, end, result, state);
    this.#ended(job, reported, result.durationMs, failure);
    progress.update(this.done, state.total, this.failed);
  }

  /** A measuring child that ended on its own: counted as its configuration's run, timed, and told to onJob. */
  #ended(job: MeasureJob, samples: number, durationMs: number, failure: RunFailure | null): void {
    const c = job.configuration;
    this.done++;
    const sides = this.doneRuns.get(c.index) ?? {};
    sides[job.binary] = (sides[job.binary] ?? 0) + 1;
    this.doneRuns.set(c.index, sides);
    const record: JobRecord = {
      run: job.run,
      binary: job.binary,
      filename: c.filename,
      configuration: c.configuration,
      samples,
      failure,
      durationMs,
    };
    this.timed.push({ filename: c.filename, configuration: c.configuration, ms: durationMs });
    this.deps.session.guard(() => this.deps.onJob?.(record));
  }

  /** A measuring child failed: its failure, and its side given up after MAX_FAILURES_PER_CONFIG of them. */
  #failed(job: MeasureJob, end: End, result: ProcessResult, state: MeasureState): RunFailure {
    const c = job.configuration;
    this.failed++;
    const failure: RunFailure = {
      binary: job.binary,
      filename: c.filename,
      configuration: c.configuration,
      run: job.run,
      phase: 'run',
      ...end,
      stderrTail: lastLines(result.stderrTail),
    };
    this.fail(failure);
    const key = `${c.index}\0${job.binary}`;
    const count = (state.failCounts.get(key) ?? 0) + 1;
    state.failCounts.set(key, count);
    const runs = state.plan.runs;
    if (count >= MAX_FAILURES_PER_CONFIG && job.run < runs && !state.givenUp.has(key)) {
      state.givenUp.add(key);
      // with lanes, later runs of it may be running already: they count as they end
      const runsSkipped = runs - job.run;
      state.total -= runsSkipped;
      this.skipped.push({
        binary: job.binary,
        filename: c.filename,
        configuration: c.configuration,
        failures: count,
        runsSkipped,
      });
      this.deps.progress.message(
        `node-bench: giving up ${c.filename} ${c.configuration} on ${job.binary} after ${count} failures ` +
          `(${runsSkipped} runs skipped)`,
      );
    }
    return failure;
  }

  /** One measuring child; each sample it reports goes to onSample as it arrives. */
  async #runMeasuring(
    job: MeasureJob,
    lane: number,
  ): Promise<{ result: ProcessResult; reported: number; invalid: string | null; command: ChildCommand }> {
    let reported = 0;
    const { result, invalid, command } = await this.#measuringChild(job, lane, (read) => {
      reported++;
      this.#sample(job, read);
    });
    return { result, reported, invalid, command };
  }

  /** One reported sample of a run: to the --runs auto rows and to onSample. */
  #sample(job: MeasureJob, read: ReportMessage): void {
    this.adaptive?.add(job.configuration.index, job.binary, job.run, read.rate);
    // The row is compare.js's: the configuration as the child reports it, named by the file's own n when sized.
    const sample: Sample = {
      binary: job.binary,
      filename: job.configuration.filename,
      configuration: listedName(read.conf, job.configuration.sized),
      rate: read.rate,
      time: read.time,
    };
    this.deps.session.guard(() => {
      this.deps.onSample(sample);
      this.samples++;
    });
  }

  /** A measuring child (a run's or a pilot's): each valid report to `onReport`, the first invalid one's reason kept. */
  async #measuringChild(
    job: MeasureJob,
    lane: number,
    onReport: (report: ReportMessage) => void,
  ): Promise<{ result: ProcessResult; invalid: string | null; command: ChildCommand }> {
    let invalid: string | null = null;
    const adapter = this.lanes.adapters[lane]!;
    const command = adapter.measureCommand(job);
    const result = await this.deps.session.run({
      ...childSpec(command, adapter.runEnv, (message) => {
        const read = readReportMessage(message);
        if (read === null) return;
        if (typeof read === 'string') invalid ??= read;
        else onReport(read);
      }),
      timeoutMs: this.run.schedule.timeoutMs,
    });
    return { result, invalid, command };
  }
}
