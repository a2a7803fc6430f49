// --shard i/n: split the configuration list between n independent jobs
// (e.g. a CI matrix), so their CSV files concatenated cover every
// configuration exactly once.
//
// Split rules. The configuration list is every configuration of every
// selected file, files sorted by path, each file's configurations in the
// order the benchmark lists them.
// - By count (no timings): configuration k (0-based) belongs to shard
//   (k mod n) + 1. Round-robin rather than contiguous blocks because the
//   configurations of one file tend to cost alike; but a file whose last
//   parameter has n values puts all of its slowest value on one shard.
// - By expected time (--timings, run/plan/timing.ts): longest first onto the
//   least loaded shard (LPT), ties by position and shard number: every
//   matrix job computes the same split from the same listing and the same
//   timings file, without talking to the others.

import { shardOf, type Shard } from '../../options/execution.ts';
import { RunConfigError } from '../errors.ts';

/** A shard's position as the plan uses it (a Shard, or a plan's own copy of one). */
export type ShardSpan = Pick<Shard, 'index' | 'count'>;

/** Parses `i/n` (1 <= i <= n), worded as the CLI flag. */
export function parseShard(text: string): Shard {
  try {
    return shardOf(text, '--shard');
  } catch (error) {
    throw new RunConfigError((error as Error).message);
  }
}

/** Whether configuration k (0-based position in the full sorted list) belongs to the shard. */
export function inShard(k: number, shard: ShardSpan | undefined): boolean {
  return shard === undefined || k % shard.count === shard.index - 1;
}

/** The items of the shard, in their original order. */
export function selectShard<T>(items: readonly T[], shard: ShardSpan | undefined): T[] {
  return items.filter((_, k) => inShard(k, shard));
}

export function formatShard(shard: ShardSpan): string {
  return `${shard.index}/${shard.count}`;
}

/**
 * The shard (1-based) of each configuration, by expected cost, and each
 * shard's expected load: longest first, each onto the shard with the least
 * expected load so far (Graham's LPT: within 4/3 of the best split).
 * Deterministic: ties go to the earlier configuration and the lower shard.
 */
export function balancedShards(costs: readonly number[], count: number): { shardOf: number[]; loads: number[] } {
  const order = costs.map((_, k) => k).sort((a, b) => costs[b]! - costs[a]! || a - b);
  const loads = new Array<number>(count).fill(0);
  const shardOf = new Array<number>(costs.length);
  for (const k of order) {
    let best = 0;
    for (let s = 1; s < count; s++) if (loads[s]! < loads[best]!) best = s;
    loads[best]! += costs[k]!;
    shardOf[k] = best + 1;
  }
  return { shardOf, loads };
}

/** How far apart the shards' times are: (longest - shortest) / longest, percent. */
export function spreadPercent(loads: readonly number[]): number {
  const longest = Math.max(...loads);
  return longest === 0 ? 0 : ((longest - Math.min(...loads)) / longest) * 100;
}
