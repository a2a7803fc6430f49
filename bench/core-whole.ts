// All of node core's benchmarks: how long a whole compare takes by strategy,
// simulated from a measured stratified sample (bench/data/core-sample.json,
// made by bench/core-sample-data.ts: real release binaries, this machine) and
// the adaptive stopping of --runs auto replayed on recorded data
// (bench/adaptive-replay.ts). Goal: all of core within 8 hours on 4 runners,
// the shards within 15 % of each other.
//
// The model:
// - core: every configuration the tree lists (our engine's listing, per file);
//   each configuration's child costs what the sample measured for it, per
//   binary (mean of its children); a configuration not drawn costs what the
//   drawn configuration of its file sharing the most parameter values cost,
//   and a file not drawn what a random drawn configuration of its category
//   cost (hot deck, seeded; REPEATS imputations, the figures are their mean
//   and range);
// - the timing history a split uses is one earlier child per side: the cost
//   times the run-to-run variation the sample measured (a child's wall time
//   over the mean of its configuration's), drawn at random;
// - compare.js, 30 runs: every configuration 30 times per binary, plus per
//   file, run and binary the parent process that forks the configurations
//   (costed as the file's listing child);
// - ours: the same children, plus one listing per file and binary per runner
//   (every shard lists everything: the split needs the whole listing);
// - ours --runs auto: each configuration stops after the runs a row of the
//   replayed data stopped at (drawn at random from that data set's rows, cap
//   30), per data set: null-heavy (no real change, a nightly's usual case),
//   effect-heavy, effect-heavy-wide;
// - shards: 4, by count (round-robin, selectShard) or by expected time
//   (balancedShards over the history's costs); a shard's time is the sum of
//   its children and its listing; the matrix takes its slowest shard.
// The measured wall times carry this machine's contention (2 cores shared
// with other jobs); the output says by how much, and gives the hours with the
// CPU-bound children's inflation taken out too.
//
//   npm run bench -- core-whole      (PARITY_FILE=bench/data/parity-proof-loaded.json: the share kept from that recording)
//   (the sample: nice -n 10 node --import tsx bench/core-sample-data.ts, ~30 minutes)
import { readFile } from 'node:fs/promises';

import { parseCompareCsv } from '../src/stats/csv.ts';
import { createPrng } from '../src/run/plan/prng.ts';
import { balancedShards, selectShard, spreadPercent } from '../src/run/plan/shard.ts';
import { REPLAY_SETS, replayCsv } from './adaptive-data.ts';
import { replay } from './adaptive-replay.ts';
import { CORE_SAMPLE_DATA, type CoreSampleData, type MeasuredChild } from './core-sample-data.ts';
import { DEFAULT_CHILD_TIME_MS } from '../src/options/execution.ts';
import { existsSync, readFileSync } from 'node:fs';
import { PARITY_DATA } from './parity.ts';
import { parityRow, itemKeyOf, type ParityRecording } from './parity-report.ts';
import { suggestGroups } from '../src/suggest/suggest.ts';
import { readTreeFromDir } from '../src/suggest/tree.ts';

const RUNS = 30;
const SHARDS = 4;
const REPEATS = 20;
/** issue 40: all of core within 4 hours on 4 runners (was 8) */
const GOAL_HOURS = 4;
/** --child-time's default (options/execution.ts DEFAULT_CHILD_TIME_MS) */
const CHILD_TIME_MS = DEFAULT_CHILD_TIME_MS;
const SPREAD_TARGET = 15;
/**
 * issue 44: lanes on 16-core runners. A lane's throughput relative to one
 * child alone on the machine (its efficiency) is what contends: all-core
 * turbo below single-core turbo (typically 80-90 % on server parts), the
 * shared L3 and memory bandwidth (the buffers, streams and zlib children),
 * and nothing else as long as each lane has a physical core of its own (no
 * SMT siblings). Listing runs on the first lane; sizing pilots on every lane.
 */
const LANE_MODEL = { lanes: 16, efficiencies: [0.85, 0.7, 0.5], goalHours: 2 };
const HOUR = 3_600_000;

type Side = 'old' | 'new';
interface Cost {
  old: number;
  new: number;
}
interface CoreConfiguration {
  filename: string;
  category: string;
  configuration: string;
  /** a child's cost per side, ms */
  cost: Cost;
  /** what the history says of it (one earlier child per side), ms */
  history: Cost;
}

function parameters(configuration: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const match of configuration.matchAll(/([^\s=]+)=('[^']*'|"[^"]*"|\S+)/g)) map.set(match[1]!, match[2]!);
  return map;
}

function shared(a: Map<string, string>, b: Map<string, string>): number {
  let count = 0;
  for (const [key, value] of a) if (b.get(key) === value) count++;
  return count;
}

/** A child's wall time with the contention of CPU-bound children taken out (see contention()). */
function dedicated(child: MeasuredChild, inflation: number): number {
  return child.cpuMs >= 0.8 * child.wallMs ? Math.min(child.wallMs, child.wallMs / inflation) : child.wallMs;
}

/**
 * A child's wall time with --child-time: a timed configuration (dur,
 * duration) runs sizedDuration instead of its own; one with `n` measures
 * about CHILD_TIME_MS of timed work plus what its process costs besides
 * (start-up, require, setup: the file's listing child, which starts node and
 * loads the file, stands for it); never more than it cost at its own n.
 */
function sizedChild(child: MeasuredChild, overheadMs: number): number {
  const timed = /(?:^| )(?:dur|duration)=([\d.]+)/.exec(child.configuration);
  if (timed !== null) {
    // a timed benchmark runs MIN_DURATION_S instead of its own duration: the difference comes off its wall time
    const saved = Math.max(0, Number(timed[1]) - sizedDuration(Number(timed[1]), CHILD_TIME_MS)) * 1000;
    return Math.max(overheadMs, child.wallMs - saved);
  }
  if (!/(^| )n=\d/.test(child.configuration)) return child.wallMs;
  return Math.min(child.wallMs, overheadMs + CHILD_TIME_MS);
}

/** The rule before issue 53 ran a timed benchmark at least this long (seconds), whatever the child time. */
const MIN_DURATION_S = 1;

/** The duration the rule before issue 53 ran a timed benchmark for: the target, at least MIN_DURATION_S. */
function sizedDuration(ownSeconds: number, targetMs: number): number {
  return Math.min(ownSeconds, Math.max(MIN_DURATION_S, targetMs / 1000));
}

/**
 * The pilots of a sized run, once per configuration with `n` (run/plan/sizing.ts):
 * per side at most two pilot children, each the file's overhead plus up to a
 * quarter of the target (an upper bound: a configuration whose own n already
 * fits takes one pilot of 1 % of its n).
 */
function pilotMs(data: CoreSampleData): number {
  let ms = 0;
  for (const file of data.files) {
    for (const configuration of file.configurations ?? []) {
      const timed = /(?:^| )(?:dur|duration)=/.test(configuration);
      if (!timed && /(^| )n=\d/.test(configuration)) ms += 2 * 2 * (file.listWallMs + CHILD_TIME_MS / 4);
    }
  }
  return ms;
}

/** The strata of a child at its own n, as the parity sample draws them. */
const STEADY_STRATA = [300, 1000, 5000, Infinity] as const;
const stratumIndex = (ms: number) => STEADY_STRATA.findIndex((below) => ms < below);

/**
 * Which configurations the steady-state rule (run/plan/sizing.ts proveSteady) leaves at their own n, from the parity
 * recording (`file`: bench/data/parity.json, or PARITY_FILE): a configuration it measured on the v20 tree as it ran;
 * any other by its stratum's share, drawn from a hash of its name (the same each imputation). Null without a recording.
 */
function steadyRule(children: readonly MeasuredChild[], file: string) {
  if (!existsSync(file)) return null;
  const recording = JSON.parse(readFileSync(file, 'utf8')) as ParityRecording;
  const byKey = new Map(recording.sample.map((item) => [itemKeyOf(item), item]));
  const measured = new Map<string, boolean>();
  const shares = STEADY_STRATA.map(() => ({ kept: 0, all: 0 }));
  for (const record of recording.items) {
    const item = byKey.get(record.key);
    if (item === undefined || item.reason === 'reads the environment') continue;
    const row = parityRow(item, record);
    if (row.failed !== undefined || !/(^| )n=\d/.test(item.configuration)) continue;
    const share = shares[stratumIndex(item.childMs)]!;
    share.all++;
    if (!row.sized) share.kept++;
    if (item.tree === 'v20') measured.set(`${item.category}/${item.file} ${item.configuration}`, !row.sized);
  }
  const wall = new Map<string, { sum: number; n: number }>();
  for (const c of children) {
    const key = `${c.filename} ${c.configuration}`;
    const w = wall.get(key) ?? { sum: 0, n: 0 };
    wall.set(key, { sum: w.sum + c.wallMs, n: w.n + 1 });
  }
  const hash = (text: string) => {
    let h = 2166136261;
    for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
    return (h >>> 0) / 2 ** 32;
  };
  const keeps = (key: string) => {
    const known = measured.get(key);
    if (known !== undefined) return known;
    const w = wall.get(key);
    const share = shares[stratumIndex(w ? w.sum / w.n : 0)]!;
    // a stratum the recording has no configuration of: kept, as the proof keeps what it cannot show
    return share.all === 0 || hash(key) < share.kept / share.all;
  };
  return { keeps, shares, wall };
}

/**
 * The pilots under the steady-state rule (run/plan/sizing.ts proveSteady), a side each: a configuration whose own child
 * is under twice the target fits (its estimating pilots only); one sized pays a child at its own n and two at the
 * size; one kept at its own n one child at each size tried, sizes ×4 apart up to half its n (at most two thirds of its
 * own child; its children at its own n are its first runs): an upper bound, since a side whose first child at a size
 * is slower ends there.
 */
function steadyPilotMs(data: CoreSampleData, steady: NonNullable<ReturnType<typeof steadyRule>>): number {
  let ms = pilotMs(data);
  for (const file of data.files) {
    for (const configuration of file.configurations ?? []) {
      if (/(?:^| )(?:dur|duration)=/.test(configuration) || !/(^| )n=\d/.test(configuration)) continue;
      const key = `${file.filename} ${configuration}`;
      const w = steady.wall.get(key);
      const own = w ? w.sum / w.n : file.listWallMs + CHILD_TIME_MS;
      if (own < file.listWallMs + 2 * CHILD_TIME_MS) continue;
      // kept: its child at its own n is its first run (the executor takes it), not a cost on top
      ms += steady.keeps(key) ? 2 * ((2 / 3) * own) : 2 * (own + 2 * (file.listWallMs + CHILD_TIME_MS));
    }
  }
  return ms;
}

/** How much the machine's load inflated wall over CPU: over the CPU-bound children (CPU >= 80 % of wall, at most wall). */
function contention(children: readonly MeasuredChild[]): { inflation: number; cpuBound: number; all: number } {
  let wall = 0;
  let cpu = 0;
  let cpuBound = 0;
  for (const child of children) {
    if (child.cpuMs < 0.8 * child.wallMs || child.cpuMs > child.wallMs * 1.05) continue;
    wall += child.wallMs;
    cpu += child.cpuMs;
    cpuBound++;
  }
  const allWall = children.reduce((sum, c) => sum + c.wallMs, 0);
  const allCpu = children.reduce((sum, c) => sum + c.cpuMs, 0);
  return { inflation: cpu === 0 ? 1 : wall / cpu, cpuBound, all: allWall / allCpu };
}

/** Per measured configuration (`filename configuration`): mean child cost per side. */
function measuredCosts(children: readonly MeasuredChild[], costOf: (c: MeasuredChild) => number): Map<string, Cost> {
  const sums = new Map<string, Record<Side, { sum: number; n: number }>>();
  for (const child of children) {
    const key = `${child.filename} ${child.configuration}`;
    let entry = sums.get(key);
    if (entry === undefined) sums.set(key, (entry = { old: { sum: 0, n: 0 }, new: { sum: 0, n: 0 } }));
    entry[child.binary].sum += costOf(child);
    entry[child.binary].n++;
  }
  const costs = new Map<string, Cost>();
  for (const [key, entry] of sums) {
    // a side not measured (the budget ran out between them) costs what the other did
    const old = entry.old.n > 0 ? entry.old.sum / entry.old.n : entry.new.sum / entry.new.n;
    const neu = entry.new.n > 0 ? entry.new.sum / entry.new.n : old;
    costs.set(key, { old, new: neu });
  }
  return costs;
}

/** log(child / mean of its configuration's children on that side), over configurations with 2+ children a side. */
function runToRunVariation(children: readonly MeasuredChild[]): number[] {
  const groups = new Map<string, number[]>();
  for (const child of children) {
    const key = `${child.filename} ${child.configuration} ${child.binary}`;
    groups.set(key, [...(groups.get(key) ?? []), child.wallMs]);
  }
  const logs: number[] = [];
  for (const walls of groups.values()) {
    if (walls.length < 2) continue;
    const mean = walls.reduce((a, b) => a + b, 0) / walls.length;
    for (const wall of walls) if (wall > 0 && mean > 0) logs.push(Math.log(wall / mean));
  }
  return logs;
}

/** All of core with every configuration costed (one imputation). */
function imputeCore(
  data: CoreSampleData,
  costs: ReadonlyMap<string, Cost>,
  variation: readonly number[],
  random: () => number,
): CoreConfiguration[] {
  const byFile = new Map<string, { params: Map<string, string>; cost: Cost }[]>();
  const byCategory = new Map<string, Cost[]>();
  for (const [key, cost] of costs) {
    const space = key.indexOf(' ');
    const filename = key.slice(0, space);
    byFile.set(filename, [...(byFile.get(filename) ?? []), { params: parameters(key.slice(space + 1)), cost }]);
    const category = filename.split('/')[0]!;
    byCategory.set(category, [...(byCategory.get(category) ?? []), cost]);
  }
  const everything = [...costs.values()];
  const draw = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const noisy = (ms: number) => (variation.length === 0 ? ms : ms * Math.exp(draw(variation)));
  const core: CoreConfiguration[] = [];
  for (const file of data.files) {
    if (file.configurations === null) continue;
    const measured = byFile.get(file.filename);
    for (const configuration of file.configurations) {
      let cost = costs.get(`${file.filename} ${configuration}`);
      if (cost === undefined && measured !== undefined) {
        const params = parameters(configuration);
        const best = Math.max(...measured.map((m) => shared(params, m.params)));
        cost = draw(measured.filter((m) => shared(params, m.params) === best)).cost;
      }
      cost ??= draw(byCategory.get(file.category) ?? everything);
      core.push({
        filename: file.filename,
        category: file.category,
        configuration,
        cost,
        history: { old: noisy(cost.old), new: noisy(cost.new) },
      });
    }
  }
  return core;
}

const both = (cost: Cost) => cost.old + cost.new;

/**
 * A --runs auto shard under --max-time as run/plan/budget.ts orders it: strict
 * run order, within a run the open configurations cheapest first by the
 * history, cut at the first child that does not fit. Returns how many of
 * the shard's configurations reached their verdict (ran all the runs their
 * row stops at).
 */
function settledWithin(
  core: readonly CoreConfiguration[],
  shard: readonly number[],
  runs: readonly number[],
  budgetMs: number,
): number {
  const order = [...shard].sort((a, b) => both(core[a]!.history) - both(core[b]!.history) || a - b);
  let spent = 0;
  const done = new Map<number, number>();
  for (let run = 1; run <= RUNS; run++) {
    for (const k of order) {
      if (runs[k]! < run) continue;
      spent += both(core[k]!.cost);
      if (spent > budgetMs) return shard.filter((j) => (done.get(j) ?? 0) >= runs[j]!).length;
      done.set(k, run);
    }
  }
  return shard.length;
}

interface Strategy {
  name: string;
  /** the slowest runner's hours, per imputation */
  hours: number[];
  /** shard spread, percent, per imputation (sharded strategies) */
  spread: number[];
}

export async function coreWholeBench(): Promise<Strategy[]> {
  const data = JSON.parse(await readFile(CORE_SAMPLE_DATA, 'utf8')) as CoreSampleData;
  const { inflation, cpuBound, all } = contention(data.children);
  const listed = data.files.filter((f) => f.configurations !== null);
  const totalConfigurations = listed.reduce((sum, f) => sum + f.configurations!.length, 0);
  const measuredKeys = new Set(data.children.map((c) => `${c.filename} ${c.configuration}`));
  const measuredFiles = new Set(data.children.map((c) => c.filename));
  const timeouts = data.children.filter((c) => c.status === 'timeout').length;
  const failed = data.children.filter((c) => c.status === 'failed').length;
  const childHours = data.children.reduce((sum, c) => sum + c.wallMs, 0) / HOUR;
  const cpuHours = data.children.reduce((sum, c) => sum + c.cpuMs, 0) / HOUR;
  console.log(
    `node core ${data.tree}: ${totalConfigurations} configurations in ${listed.length} files of ` +
      `${new Set(listed.map((f) => f.category)).size} categories (as ${data.binaries.new} lists them; ` +
      `${data.files.length - listed.length} files did not list: ${data.files
        .filter((f) => f.configurations === null)
        .map((f) => f.filename)
        .join(', ')})`,
  );
  console.log(
    `sample (${data.measuredAt}, ${data.cpus} cores, ${data.binaries.old} vs ${data.binaries.new}): ` +
      `${measuredKeys.size} configurations of ${measuredFiles.size} files measured ` +
      `(drawn ${data.design.filesPerCategory} files a category, ${data.design.configsPerFile} configurations a file, ` +
      `seed ${data.design.seed}), ${data.children.length} children (${failed} failed, ${timeouts} killed at ` +
      `${data.design.runTimeoutMs / 1000} s), ${(data.elapsedMs / 60_000).toFixed(1)} min of machine time`,
  );
  console.log(
    `contention: wall ${(childHours * 60).toFixed(1)} min over CPU ${(cpuHours * 60).toFixed(1)} min ` +
      `(${all.toFixed(2)}x, sleeping/IO-bound children included); over the ${cpuBound} CPU-bound children ` +
      `wall/CPU = ${inflation.toFixed(2)}: the machine's other load inflated their wall by ` +
      `${((inflation - 1) * 100).toFixed(0)} %`,
  );

  // the stopping of --runs auto, per replayed data set: runs a row took, per row
  const stopping: { name: string; rowRuns: number[]; timeShare: number }[] = [];
  for (const set of REPLAY_SETS) {
    const path = replayCsv(set.name);
    const result = replay(set.name, parseCompareCsv(await readFile(path, 'utf8'), path));
    // runs per side a row took, at the cap of 30 (the recorded sets were measured at 30: the scale is 1)
    stopping.push({
      name: set.name,
      rowRuns: result.rowRuns.map((runs) => Math.min(RUNS, Math.round((runs / result.runsPerSide) * RUNS))),
      timeShare: result.timeShare,
    });
  }

  const strategies: Strategy[] = [];
  /** the first imputation with sized children: what a real PR's suggested groups cost */
  let prCore: CoreConfiguration[] = [];
  /** per auto stopping set: the runners a by-time split needs for the slowest within GOAL_HOURS, per imputation */
  const runnersNeeded = new Map<string, number[]>();
  /** runs auto on 4 time-split shards with --max-time GOAL_HOURS: percent of all configurations that reach a verdict */
  const budgeted = new Map<string, number[]>();
  /** issue 44: runs auto on 4 time-split shards of 16-lane runners, hours of the slowest, per efficiency */
  const laneHours = new Map<string, number[]>();
  /** of which the listing, which runs on one lane */
  let laneListMs = 0;
  /** the categories' share of the fixed run's time (first imputation, as measured) */
  let categoryShare: [string, number][] = [];
  const record = (name: string, hours: number, spread?: number) => {
    let strategy = strategies.find((s) => s.name === name);
    if (strategy === undefined) strategies.push((strategy = { name, hours: [], spread: [] }));
    strategy.hours.push(hours);
    if (spread !== undefined) strategy.spread.push(spread);
  };
  const overhead = new Map(data.files.map((f) => [f.filename, f.listWallMs]));
  const sizedLabel = `children sized to ${CHILD_TIME_MS} ms (as measured here)`;
  const steadyLabel = `children sized where proved steady (parity.json's share kept at own n)`;
  const steady = steadyRule(data.children, process.env.PARITY_FILE ?? PARITY_DATA);
  const strategiesToModel: [string, (c: MeasuredChild) => number][] = [
    ['as measured here', (c: MeasuredChild) => c.wallMs],
    ['contention taken out', (c: MeasuredChild) => dedicated(c, inflation)],
    [sizedLabel, (c: MeasuredChild) => sizedChild(c, overhead.get(c.filename) ?? 0)],
  ];
  if (steady !== null) {
    strategiesToModel.push([
      steadyLabel,
      // a timed child (dur, duration) runs its own time under the rule too
      (c: MeasuredChild) =>
        steady.keeps(`${c.filename} ${c.configuration}`) || /(?:^| )(?:dur|duration)=/.test(c.configuration)
          ? c.wallMs
          : sizedChild(c, overhead.get(c.filename) ?? 0),
    ]);
  }
  for (const [label, costOf] of strategiesToModel) {
    const costs = measuredCosts(data.children, costOf);
    const variation = runToRunVariation(data.children);
    // listing: one child per file and binary (the new binary's listing time, both sides alike); sized: the pilots
    const pilots = label === sizedLabel ? pilotMs(data) : label === steadyLabel ? steadyPilotMs(data, steady!) : 0;
    const listMs = listed.reduce((sum, f) => sum + f.listWallMs, 0) * 2 + pilots;
    for (let repeat = 0; repeat < REPEATS; repeat++) {
      const random = createPrng(1000 + repeat);
      const core = imputeCore(data, costs, variation, random);
      if (label === sizedLabel && repeat === 0) prCore = core;
      const fixed = core.reduce((sum, c) => sum + both(c.cost), 0) * RUNS;
      if (repeat === 0 && categoryShare.length === 0) {
        const byCategory = new Map<string, number>();
        for (const c of core) byCategory.set(c.category, (byCategory.get(c.category) ?? 0) + both(c.cost) * RUNS);
        categoryShare = [...byCategory]
          .map(([name, ms]): [string, number] => [name, ms / fixed])
          .sort((a, b) => b[1] - a[1]);
      }
      // compare.js always runs each file's own n
      if (label !== sizedLabel && label !== steadyLabel)
        record(`${label}: compare.js, ${RUNS} runs, 1 runner`, (fixed + listMs * RUNS) / HOUR);
      record(`${label}: ours, ${RUNS} runs, 1 runner`, (fixed + listMs) / HOUR);
      const sharded = (name: string, runsOf: (k: number) => number, auto?: readonly number[]) => {
        const timeSplit = balancedShards(
          core.map((c) => both(c.history)),
          SHARDS,
        ).shardOf;
        const indexes = core.map((_, k) => k);
        const byCount = Array.from({ length: SHARDS }, (_, s) => selectShard(indexes, { index: s + 1, count: SHARDS }));
        const byTime = Array.from({ length: SHARDS }, (_, s) => indexes.filter((k) => timeSplit[k] === s + 1));
        for (const [rule, shards] of [
          ['count', byCount],
          ['time', byTime],
        ] as const) {
          const loads = shards.map((ks) => ks.reduce((sum, k) => sum + both(core[k]!.cost) * runsOf(k), 0) + listMs);
          record(`${label}: ${name}, ${SHARDS} shards by ${rule}`, Math.max(...loads) / HOUR, spreadPercent(loads));
          if (rule === 'time' && auto !== undefined) {
            const settled = shards.reduce(
              (sum, ks) => sum + settledWithin(core, ks, auto, GOAL_HOURS * HOUR - listMs),
              0,
            );
            const key = `${label}: ${name}, ${SHARDS} shards by time, --max-time ${GOAL_HOURS}h`;
            budgeted.set(key, [...(budgeted.get(key) ?? []), (settled / core.length) * 100]);
          }
        }
      };
      sharded(`ours, ${RUNS} runs`, () => RUNS);
      for (const set of stopping) {
        const runs = core.map(() => set.rowRuns[Math.floor(random() * set.rowRuns.length)]!);
        const total = core.reduce((sum, c, k) => sum + both(c.cost) * runs[k]!, 0);
        record(`${label}: ours, runs auto (${set.name} stopping), 1 runner`, (total + listMs) / HOUR);
        sharded(`ours, runs auto (${set.name} stopping)`, (k) => runs[k]!, runs);
        if (label === sizedLabel) {
          laneListMs = listed.reduce((sum, f) => sum + f.listWallMs, 0) * 2;
          const { shardOf } = balancedShards(
            core.map((c) => both(c.history)),
            SHARDS,
          );
          const children = new Array<number>(SHARDS).fill(0);
          core.forEach((c, k) => (children[shardOf[k]! - 1]! += both(c.cost) * runs[k]!));
          for (const e of LANE_MODEL.efficiencies) {
            const lanesMs = (ms: number) => laneListMs + (listMs - laneListMs + ms) / (LANE_MODEL.lanes * e);
            const hours = Math.max(...children.map(lanesMs)) / HOUR;
            const key = `${set.name} stopping, ${LANE_MODEL.lanes} lanes at ${Math.round(e * 100)} % each`;
            laneHours.set(key, [...(laneHours.get(key) ?? []), hours]);
          }
        }
        if (label !== 'contention taken out') {
          const history = core.map((c) => both(c.history));
          let runners = SHARDS;
          for (; runners < 200; runners++) {
            const { shardOf } = balancedShards(history, runners);
            const loads = new Array<number>(runners).fill(listMs);
            core.forEach((c, k) => (loads[shardOf[k]! - 1]! += both(c.cost) * runs[k]!));
            if (Math.max(...loads) <= GOAL_HOURS * HOUR) break;
          }
          const key = `${set.name} stopping, ${label}`;
          runnersNeeded.set(key, [...(runnersNeeded.get(key) ?? []), runners]);
        }
      }
    }
  }

  const range = (values: readonly number[], digits: number) => {
    const mean = values.reduce((a, b) => a + b, 0) / values.length;
    return `${mean.toFixed(digits)} (${Math.min(...values).toFixed(digits)}-${Math.max(...values).toFixed(digits)})`;
  };
  for (const set of stopping) {
    const mean = set.rowRuns.reduce((a, b) => a + b, 0) / set.rowRuns.length;
    console.log(
      `runs auto stopping, ${set.name}: ${set.rowRuns.length} replayed rows stop at ${mean.toFixed(1)} of ${RUNS} runs ` +
        `on average (${((mean / RUNS) * 100).toFixed(0)} % of the runs; ${(set.timeShare * 100).toFixed(0)} % of the ` +
        'fixed time on its own data)',
    );
  }
  console.log(
    'where the time goes (fixed runs): ' +
      categoryShare
        .slice(0, 8)
        .map(([name, share]) => `${name} ${(share * 100).toFixed(0)} %`)
        .join(', '),
  );
  console.log(
    `hours of the slowest runner, mean (range) over ${REPEATS} imputations; spread = (longest - shortest) / longest:`,
  );
  for (const strategy of strategies) {
    const hours = range(strategy.hours, 1);
    const spread = strategy.spread.length > 0 ? `, spread ${range(strategy.spread, 1)} %` : '';
    const goal =
      strategy.name.includes(`${SHARDS} shards`) && strategy.name.includes('auto')
        ? ` [goal <= ${GOAL_HOURS} h: ${Math.max(...strategy.hours) <= GOAL_HOURS ? 'met' : 'MISSED'}` +
          (strategy.name.endsWith('by time')
            ? `; spread <= ${SPREAD_TARGET} %: ${Math.max(...strategy.spread) <= SPREAD_TARGET ? 'met' : 'MISSED'}]`
            : ']')
        : '';
    console.log(`  ${strategy.name}: ${hours} h${spread}${goal}`);
  }
  console.log(
    `all of core tonight on ${SHARDS} runners: each shard given --max-time ${GOAL_HOURS}h (cheapest open rows first ` +
      'in each run, run/plan/budget.ts), the configurations that reach their verdict, mean (range):',
  );
  for (const [name, settled] of budgeted) console.log(`  ${name}: ${range(settled, 1)} %`);
  for (const [name, runners] of runnersNeeded) {
    console.log(
      `runners a by-time split of runs auto (${name}) needs for all of core within ${GOAL_HOURS} h: ` +
        range(runners, 1),
    );
  }
  console.log(
    `all of core on ${SHARDS} runners of ${LANE_MODEL.lanes} cores (issue 44, modelled): children sized, runs auto, ` +
      `shards by time, --lanes ${LANE_MODEL.lanes} (or --lanes ${LANE_MODEL.lanes} --duet: as many children at once), ` +
      `listing on one lane (${(laneListMs / HOUR).toFixed(2)} h of each runner's), pilots on all; hours of the slowest ` +
      'runner at each lane efficiency:',
  );
  for (const [name, hours] of laneHours) {
    const met = Math.max(...hours) <= LANE_MODEL.goalHours ? 'met' : 'MISSED';
    console.log(`  ${name}: ${range(hours, 2)} h [goal <= ${LANE_MODEL.goalHours} h: ${met}]`);
  }
  await realPullMinutes(prCore, stopping);
  return strategies;
}

/**
 * Minutes on one runner for the groups `node-bench suggest` picks on each
 * real pull request of test/fixtures/suggest/real-prs.json (node core's
 * tree from NODE_CORE_SOURCE), at our defaults: children sized, runs auto
 * (each configuration stopping after the runs a replayed row of each data
 * set stops at, mean over the set), pilots and listings included.
 */
async function realPullMinutes(
  core: readonly CoreConfiguration[],
  stopping: readonly { name: string; rowRuns: number[] }[],
): Promise<void> {
  const tree = process.env.NODE_CORE_SOURCE;
  if (!tree || core.length === 0) {
    console.log('real pull requests: set NODE_CORE_SOURCE to a node core tree for the suggested groups’ minutes');
    return;
  }
  const fixture = JSON.parse(
    await readFile(new URL('../test/fixtures/suggest/real-prs.json', import.meta.url), 'utf8'),
  ) as {
    pulls: { number: number; files: string[] }[];
  };
  const benchmarkTree = await readTreeFromDir(`${tree}/benchmark`);
  const meanRuns = stopping.map((set) => set.rowRuns.reduce((a, b) => a + b, 0) / set.rowRuns.length);
  const perPull: { number: number; groups: string[]; minutes: number[] }[] = [];
  for (const pull of fixture.pulls) {
    const groups = suggestGroups(pull.files, benchmarkTree).groups.map((g) => g.name);
    const chosen = core.filter((c) => groups.includes(c.category));
    const files = new Set(chosen.map((c) => c.filename)).size;
    // a listing per file and side, and the pilots (2 a side, as pilotMs)
    const fixedMs = files * 2 * 60 + chosen.length * 2 * 2 * (60 + CHILD_TIME_MS / 4);
    const minutes = meanRuns.map(
      (runs) => (chosen.reduce((sum, c) => sum + both(c.cost), 0) * runs + fixedMs) / 60_000,
    );
    perPull.push({ number: pull.number, groups, minutes });
  }
  const medians = meanRuns.map((_, k) => {
    const sorted = perPull.map((p) => p.minutes[k]!).sort((a, b) => a - b);
    return sorted[Math.floor(sorted.length / 2)]!;
  });
  console.log(
    `real pull requests (${perPull.length}): the groups suggest picks, one runner, children sized, runs auto; ` +
      `median ${stopping.map((set, k) => `${medians[k]!.toFixed(0)} min (${set.name})`).join(', ')} [goal <= 20 min]`,
  );
  for (const pull of perPull) {
    console.log(
      `  #${pull.number} ${pull.groups.join(' ') || '(nothing)'}: ` +
        pull.minutes.map((m) => `${m.toFixed(0)}`).join(' / ') +
        ' min',
    );
  }
}

if (process.argv[1]?.endsWith('core-whole.ts')) await coreWholeBench();
