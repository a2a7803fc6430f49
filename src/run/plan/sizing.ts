// Children sized by time (--child-time): the `n` each configuration runs with,
// so that one child measures about the target time instead of its file's
// hard-coded `n` (node core's children run from under a second to a minute:
// 95 % of a full compare's machine time is in children longer than 1 s, and
// node core lowers `n` by hand, file by file, with benchmark/calibrate-n.js).
//
// Throughput benchmarks that run for a time instead (node core's `dur` and
// `duration`, seconds: net, http, tls, zlib, child_process, dgram…) run their
// own time: a shorter one measures more of the connections' ramp-up (node
// core's https/simple.js at 1 s instead of its 5 s: 9 % of the rate), and no
// shorter time can be proved steady without a child as long as the file's.
//
// The rule, per configuration with a numeric `n` (others keep their own):
// - both sides run the same `n`, fixed for the whole comparison: a resumed
//   run takes the `n` its file's record holds for the row; a shard sizes only
//   its own configurations, so no row is measured by two shards at two `n`;
// - `n` never grows past the file's own: sizing only ever shortens a child;
// - the time per iteration comes from short pilot children on each side (not
//   recorded: they ran another `n`): two or three sizes, so that what the
//   timed section costs whatever n is (the loop's first, unoptimized
//   iterations; a setup inside it) is told from the cost of one more
//   iteration, and the child's iterations, not that fixed part, fill the
//   target; the side whose iterations cost more decides;
// - `n` is rounded to two significant digits, so the CSV reads like a
//   hand-set `--set n=` and small run-to-run differences of the pilot do not
//   change it;
// - a smaller n must measure the same loop as the file's own: a child that
//   stops before V8 has tiered its loop up measures a colder loop (node
//   core's events/ee-once.js at 1/30 of its n: -57 %; streams/destroy.js at
//   1/200: -81 %), and a loop whose rate is flat over a range may still rise
//   past it (timers/timers-insert-pooled.js, v24: the same rate at 210,000
//   and 840,000, 12 % faster at its own 5e6). So a size is taken only when
//   it is proved against the file's own n, on both sides: two
//   children at n and a child at the file's own n measure the same per-op
//   rate within STEADY_TOLERANCE (3 %: below the ±5 % a sized row must keep,
//   with room for the children's own noise). Otherwise the next size up (4n)
//   is tried, while it at least halves the child; else the file's own n runs
//   (proveSteady). The proof costs a child at the file's own n a side (two
//   when the first looks slowed) and one or two at each size tried, once per
//   runner: the size is stored. Where the file's own n is kept, its children
//   at it are the configuration's first runs, not a cost on top (they ran
//   what the runs run, and none of them is dropped); a size taken is not
//   measured by its proof's children, which were chosen for agreeing;
// - a size, once chosen, is reused (the resumed file's record, the runner's
//   sizes.json: run/plan/size-store.ts), not piloted again under whatever load the
//   machine has next time; rows are named by the file's configuration, with
//   the n that ran recorded beside them (result.json, the CSV's record).
// Pure: the executor runs the pilots this module asks for.
import type { Binary } from '../../stats/csv.ts';
import { SIZED_KEY } from '../../options/set-key.ts';
import { formatConfiguration, type Config, type ReportMessage } from '../measure/protocol.ts';
import { keptCounts, type KeptReason } from '../../artifact/result-metadata.ts';
import type { MeasureJob, PlannedConfiguration, RunPlan } from './plan.ts';
import type { BySide } from './budget.ts';

/** A pilot shorter than this share of the target is too short to extrapolate from (start-up effects of the loop). */
const PILOT_MIN_SHARE = 0.15;
/** The first pilot runs this share of the file's `n`. */
const FIRST_PILOT_DIVISOR = 100;
/** Pilots per side at most; the line through them (pilotLine) decides. */
export const MAX_PILOTS = 3;

/**
 * Where a size came from: pilots that proved it steady, a resumed file's record, the runner's record of an earlier
 * run (sizes.json), or the file ('own': see KeptReason); 'duration' only in records of the rule before issue 53,
 * which shortened timed benchmarks.
 */
export type SizeSource = 'pilot' | 'resumed' | 'stored' | 'duration' | 'own';

export type { KeptReason };

/** How one configuration was sized. */
export interface ConfigurationSize {
  index: number;
  filename: string;
  /** the configuration as its file lists it (its own value) */
  listed: string;
  /** the key sized: `n`, or a duration key (seconds) */
  key: string;
  /** the value the file sets */
  own: number;
  /** the value that runs */
  value: number;
  /** where the value came from: 'own' when the file's already fits the target (or no pilot could tell) */
  source: SizeSource;
  /** the expected timed work of one child at `n`, ms (null: unknown) */
  expectedMs: number | null;
  /** source 'own': why */
  kept?: KeptReason;
  /** the pilots' evidence (source 'pilot' or 'own') */
  pilots?: PilotEvidence;
}

/** What a run's sizing did: announced before measuring and written to result.json. */
export interface SizingRecord {
  targetMs: number;
  configurations: ConfigurationSize[];
  /** configurations left at their own values because the pilots reached their share of --max-time */
  unsizedByBudget: number;
  /** node:bench rows: their operations are written in the file, nothing to size */
  asWritten?: number;
}

/** The share of a --max-time budget pilots may use; past it the rest run their own n (measuring comes first). */
export const PILOT_BUDGET_SHARE = 0.1;

/** Whether a configuration can be sized: a whole `n` above 1. */
export function sizableN(conf: Config): number | null {
  const n = conf[SIZED_KEY];
  return typeof n === 'number' && Number.isSafeInteger(n) && n > 1 ? n : null;
}

/** `n` rounded down to two significant digits (at least 1). */
export function roundN(n: number): number {
  if (n < 100) return Math.max(1, Math.floor(n));
  const scale = 10 ** (Math.floor(Math.log10(n)) - 1);
  return Math.floor(n / scale) * scale;
}

/** The `n` whose child measures about `targetMs`, given ms per iteration; never above the file's own. */
export function sizedN(ownN: number, msPerIteration: number, targetMs: number): number {
  if (!(msPerIteration > 0) || !Number.isFinite(msPerIteration)) return ownN;
  const wanted = targetMs / msPerIteration;
  return wanted >= ownN ? ownN : roundN(wanted);
}

/** One pilot child: the `n` it ran and the ms of timed work it reported. */
export interface PilotPoint {
  n: number;
  ms: number;
}

/**
 * The next pilot's `n` after `points` (in the order they ran); null when
 * they suffice. The second pilot runs at least 4× the first, so the two
 * give the cost of one more iteration (the slope) apart from what the timed
 * section costs whatever n is (a warm-up, a setup inside it): sizing by the
 * average of one short pilot would let that fixed part fill the child. A
 * third runs when the second was still too short to trust.
 */
export function nextPilotN(ownN: number, points: readonly PilotPoint[], targetMs: number): number | null {
  const last = points.at(-1);
  if (last === undefined || last.n >= ownN || points.length >= MAX_PILOTS) return null;
  // time grows at most in proportion to n past the fixed part: at the file's own n it fits the target, nothing to size
  if (points.length === 1 && last.ms > 0 && last.ms * (ownN / last.n) <= targetMs) return null;
  if (points.length >= 2 && last.ms >= targetMs * PILOT_MIN_SHARE) return null;
  // aim at a quarter of the target, growing at most 100× a step (a pilot may have been all start-up): pilots are
  // short, the proof of the size (proveSteady) runs children at it
  const aim = last.ms > 0 ? (last.n * targetMs) / (4 * last.ms) : last.n * 100;
  const least = points.length === 1 ? 4 * last.n : last.n + 1;
  return Math.min(ownN, Math.round(Math.min(Math.max(aim, least), 100 * last.n)));
}

/**
 * One side's timed work as a line, ms = fixed + perIteration × n, from its
 * pilots: the slope between the shortest and the longest (one pilot, or a
 * slope that noise made 0 or less: all of its time counted per iteration).
 */
export function pilotLine(points: readonly PilotPoint[]): { fixedMs: number; perIterationMs: number } | null {
  if (points.length === 0) return null;
  const shortest = points.reduce((a, b) => (b.n < a.n ? b : a));
  const longest = points.reduce((a, b) => (b.n > a.n ? b : a));
  const slope = longest.n > shortest.n ? (longest.ms - shortest.ms) / (longest.n - shortest.n) : 0;
  if (slope > 0) return { fixedMs: Math.max(0, longest.ms - slope * longest.n), perIterationMs: slope };
  return longest.ms > 0 ? { fixedMs: 0, perIterationMs: longest.ms / longest.n } : null;
}

/** The first pilot's `n`. */
export function firstPilotN(ownN: number): number {
  return Math.max(1, Math.round(ownN / FIRST_PILOT_DIVISOR));
}

/** A sized child's reported configuration, named as its file lists it (the sized key back at its own value). */
export function listedName(reported: Config, sized: { key: string; own: number } | undefined): string {
  return formatConfiguration(sized && sized.key in reported ? { ...reported, [sized.key]: sized.own } : reported);
}

/** The configuration with its `n` replaced, key order kept (as `--set n=` would list it). */
export function withN(conf: Config, n: number): Config {
  return { ...conf, [SIZED_KEY]: n };
}

/**
 * The plan with each sized configuration's value (the queue's jobs point at the new configurations). Its name stays
 * the file's (`configuration`): only the values its children run change, and `sized` says from what.
 */
export function applySizes(plan: RunPlan, sizes: ReadonlyMap<number, { key: string; value: number }>): RunPlan {
  const replaced = new Map<number, PlannedConfiguration>();
  const configurations = plan.configurations.map((c) => {
    const size = sizes.get(c.index);
    const own = size && c.conf[size.key];
    if (size === undefined || typeof own !== 'number' || own === size.value) return c;
    const conf = { ...c.conf, [size.key]: size.value };
    const sized = { ...c, conf, sized: { key: size.key, own } };
    replaced.set(c.index, sized);
    return sized;
  });
  if (replaced.size === 0) return plan;
  const queue = plan.queue.map((job): MeasureJob => ({
    ...job,
    configuration: replaced.get(job.configuration.index) ?? job.configuration,
  }));
  return { ...plan, configurations, queue };
}

/** Each side's pilots. */
export type SidePilots = BySide<readonly PilotPoint[]>;

/** Pilot evidence as result.json records it: each side's [n, ms of timed work], in the order they ran. */
export type PilotEvidence = BySide<[number, number][]>;

export function pilotEvidence(pilots: SidePilots): PilotEvidence {
  const evidence: PilotEvidence = {};
  for (const [binary, points] of Object.entries(pilots) as [Binary, readonly PilotPoint[]][]) {
    evidence[binary] = points.map((p) => [p.n, p.ms]);
  }
  return evidence;
}

/** A smaller n is taken when its per-op rate and the file's own n's agree within this share, on every side (header). */
export const STEADY_TOLERANCE = 0.03;
/** The next size tried after one that is not steady is this many times larger. */
export const PROOF_STEP = 4;
/** Children at a size that must each agree with the file's own n (one alone could agree by chance). */
const CHILDREN_PER_SIZE = 2;

/** Whether two children measured the same per-op rate, within STEADY_TOLERANCE. */
export function sameRate(a: PilotPoint, b: PilotPoint): boolean {
  if (!(a.ms > 0) || !(b.ms > 0)) return false;
  const ratio = a.n / a.ms / (b.n / b.ms);
  return Math.abs(ratio - 1) <= STEADY_TOLERANCE;
}

/** A pilot or proof child that reported: what it measured, in full (ProofChild.reports are run samples when kept). */
export interface ProofChild {
  binary: Binary;
  n: number;
  reports: ReportMessage[];
  durationMs: number;
}

/**
 * Each side's children at `n`, in the order they ran: when a configuration keeps its own n, the proof's children
 * there ran exactly what its runs run, so they are its first runs instead of a cost on top (header).
 */
export function proofChildrenAt(children: readonly ProofChild[], n: number): BySide<ProofChild[]> {
  const sides: BySide<ProofChild[]> = {};
  for (const child of children) if (child.n === n) (sides[child.binary] ??= []).push(child);
  return sides;
}

/** Runs one pilot child of a side at `n`: its ms of timed work, null when it failed or reported none. */
export type PilotRunner = (binary: Binary, n: number) => Promise<number | null>;

/** A proved size: the n to run (the file's own when none below it was steady) and why, with every pilot it took. */
export interface SteadySize {
  n: number;
  source: 'pilot' | 'own';
  kept?: KeptReason;
  pilots: SidePilots;
}

/** One side's children by n, run on demand; outside load only ever slows a child, so a size's fastest ones count. */
class SideChildren {
  readonly points: PilotPoint[];
  constructor(
    private readonly binary: Binary,
    earlier: readonly PilotPoint[],
    private readonly run: PilotRunner,
  ) {
    this.points = [...earlier];
  }

  /** The children at `n`, fastest first, at least `count` of them (null: a child failed). */
  async atLeast(n: number, count: number): Promise<PilotPoint[] | null> {
    while (this.fastestAt(n).length < count) {
      const ms = await this.run(this.binary, n);
      if (ms === null) return null;
      this.points.push({ n, ms });
    }
    return this.fastestAt(n);
  }

  fastestAt(n: number): PilotPoint[] {
    return this.points.filter((p) => p.n === n).sort((a, b) => a.ms - b.ms);
  }
}

/**
 * Whether `n` measures a side's loop as its file's own n does (null: a child failed): a child at the file's own n
 * first, then one at n; when they agree, a second at n, and both must agree with it. A child at n faster than the
 * one at the file's own n runs that one again first (outside load only ever slows a child: it may have been slowed;
 * a rate that stays lower at the file's own n is a workload that grows with n, and n is not taken). A slower one
 * ends the size at one child: a colder loop, or a child slowed, and either way the next size up is tried.
 */
async function steadyAt(side: SideChildren, n: number, ownN: number): Promise<boolean | null> {
  let own = await side.atLeast(ownN, 1);
  const first = own && (await side.atLeast(n, 1));
  if (!own || !first) return null;
  if (!sameRate(first[0]!, own[0]!)) {
    const faster = first[0]!.ms / first[0]!.n < own[0]!.ms / own[0]!.n;
    if (!faster || own.length > 1) return false;
    own = await side.atLeast(ownN, 2);
    if (own === null) return null;
    if (!sameRate(first[0]!, own[0]!)) return false;
  }
  const sized = await side.atLeast(n, CHILDREN_PER_SIZE);
  if (sized === null) return null;
  return sized.every((child) => sameRate(child, own[0]!));
}

/**
 * The smallest n from `candidate` up to half the file's own, in steps of PROOF_STEP, whose per-op rate is the file's
 * own n's on every side (steadyAt), else the file's own n ('fits': the candidate was more than half of it already). `pilots` are the estimating pilots, kept in the evidence.
 */
export async function proveSteady(
  ownN: number,
  candidate: number,
  pilots: SidePilots,
  run: PilotRunner,
  stopped: () => boolean = () => false,
): Promise<SteadySize> {
  const sides = (Object.keys(pilots) as Binary[]).map((b) => [b, new SideChildren(b, pilots[b]!, run)] as const);
  const evidence = (): SidePilots => Object.fromEntries(sides.map(([b, side]) => [b, side.points]));
  // a size is worth proving when it at least halves the child: the proof costs a child at the file's own n a side
  for (let n = candidate; n <= ownN / 2 && n >= 2; n *= PROOF_STEP) {
    let steady = true;
    for (const [, side] of sides) {
      if (stopped()) return { n: ownN, source: 'own', kept: 'no pilot', pilots: evidence() };
      const verdict = await steadyAt(side, n, ownN);
      if (verdict === null) return { n: ownN, source: 'own', kept: 'no pilot', pilots: evidence() };
      // one side not steady is enough to try the next size: the other side's children are kept for it
      if (!verdict) {
        steady = false;
        break;
      }
    }
    if (steady) return { n, source: 'pilot', pilots: evidence() };
  }
  return { n: ownN, source: 'own', kept: candidate > ownN / 2 ? 'fits' : 'not steady', pilots: evidence() };
}

/**
 * The size of one configuration from its sides' pilots: the n whose
 * iterations cost the target beyond the fixed part, on the side whose
 * iterations cost more (never above the file's own n).
 */
export function sizeFromPilots(
  ownN: number,
  pilots: SidePilots,
  targetMs: number,
): { n: number; expectedMs: number | null } {
  const lines = Object.values(pilots).flatMap((points) => {
    const line = points && pilotLine(points);
    return line ? [line] : [];
  });
  if (lines.length === 0) return { n: ownN, expectedMs: null };
  const slower = lines.reduce((a, b) => (b.perIterationMs > a.perIterationMs ? b : a));
  const n = sizedN(ownN, slower.perIterationMs, targetMs);
  return { n, expectedMs: slower.fixedMs + n * slower.perIterationMs };
}

/** The announcement: how many configurations were sized, and how much shorter their children are expected to be. */
export function describeSizing(record: SizingRecord): string {
  const withN = record.configurations.filter((c) => c.key === SIZED_KEY);
  const head = `children sized to ~${record.targetMs} ms of timed work (--child-time off runs each file's own n)`;
  const asWritten = record.asWritten ? `; ${record.asWritten} node:bench row(s) run as written` : '';
  if (withN.length === 0) return `${head}: no configuration has a numeric n${asWritten}`;
  const parts = [describeSizedN(withN)];
  if (record.unsizedByBudget > 0) {
    const share = `${PILOT_BUDGET_SHARE * 100} %`;
    parts.push(`${record.unsizedByBudget} left at their own n (the pilots used their ${share} of --max-time)`);
  }
  return `${head}: ${parts.join('; ')}${asWritten}`;
}

const SOURCE_WORDS = { resumed: "the resumed file's record", stored: "this runner's sizes.json" } as const;

/** How many configurations with n ran a smaller one, where it came from, and why the others kept their own. */
function describeSizedN(withN: readonly ConfigurationSize[]): string {
  const shortened = withN.filter((c) => c.value < c.own);
  const factors = shortened.map((c) => c.own / c.value).sort((a, b) => a - b);
  const median = factors.length === 0 ? 1 : factors[Math.floor(factors.length / 2)]!;
  const earlier = (['resumed', 'stored'] as const)
    .map((s) => [s, withN.filter((c) => c.source === s).length] as const)
    .filter(([, count]) => count > 0)
    .map(([s, count]) => `${count} as ${SOURCE_WORDS[s]} has it`);
  const kept = keptCounts(withN);
  const parts = [
    `${shortened.length} of ${withN.length} configurations with n run a smaller n, proved steady` +
      (shortened.length > 0 ? ` (median ${median.toFixed(median < 10 ? 1 : 0)}× fewer)` : ''),
  ];
  if (earlier.length > 0) parts.push(`sized before: ${earlier.join(', ')}`);
  if (kept.length > 0) parts.push(`the file's own n: ${kept.join(', ')}`);
  return parts.join('; ');
}
