// How many real changes a sharded --runs auto run finds, against the same
// rows run unsharded (issue 41). Simulated through the runner's own rows
// (AdaptiveRows, the default schedule and δ): each family is `rows` rows, a
// quarter moved by 3-10 % (either way), every run's log(new/old) the row's
// change plus Gaussian noise of sd 5 %. Each shard looks at its own rows; the
// report job's merge (AdaptiveRows.merge) decides the shards as one family.
// A shard decides at the run's family size (the rule), or at its own rows'
// (the rule before #41, which lost most changes at the merge). A/A families
// (nothing moved) give the familywise false-call rate, which must stay at or
// below 5 %.
//
//   npm run bench -- shard-family   (~1 minute on 2 cores)
import { createPrng } from '../src/run/plan/prng.ts';
import { ADAPTIVE_DEFAULTS, AdaptiveRows } from '../src/stats/verdict.ts';

export interface ShardFamilyOptions {
  shards: number;
  /** rows of the whole run, split evenly between the shards */
  rows: number;
  families: number;
  seed: number;
  /** Holm's m of a shard: the whole run's rows, or (the rule before #41) the shard's own */
  shardFamily: 'run' | 'shard';
  /** the share of rows moved (0: A/A families) */
  movedShare: number;
  /** the moved rows' change, a fraction drawn uniformly in [low, high] */
  change?: readonly [number, number];
  /** sd of one run's log(new/old) */
  noise?: number;
}

export interface ShardFamilyOutcome {
  /** rows moved over every family, and those called different the right way */
  changes: number;
  detected: number;
  /** families with a row called different that did not move */
  familiesWithFalseCall: number;
  families: number;
}

export function gaussian(random: () => number): () => number {
  return () => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
}

/** One shard through the looks as the runner runs it: settled rows run no more. */
function runShard(shard: AdaptiveRows, rows: readonly number[], drawRatio: (row: number) => number): void {
  for (const row of rows) shard.track(String(row));
  for (let next = shard.nextLookRuns, run = 1; next !== null; next = shard.nextLookRuns) {
    for (; run <= next; run++) {
      for (const row of rows) {
        if (shard.isSettled(String(row))) continue;
        shard.add(String(row), 'old', run, 1);
        shard.add(String(row), 'new', run, Math.exp(drawRatio(row)));
      }
    }
    if (shard.look().length === 0) break;
  }
}

/**
 * One family of rows, whose per-run log(new/old) is `means[row]` plus
 * `noise()`, measured by `shards` shards (rows round-robin, as --shard splits
 * by count) each stopping its rows at Holm's m of `shardFamily`; the shards'
 * rows and the report's merge of them.
 */
export function runShardedFamily(
  means: readonly number[],
  shards: number,
  shardFamily: ShardFamilyOptions['shardFamily'],
  noise: () => number,
): { parts: AdaptiveRows[]; merged: AdaptiveRows } {
  const parts = Array.from({ length: shards }, (_, index) => {
    const part = new AdaptiveRows({
      schedule: ADAPTIVE_DEFAULTS,
      deltaPercent: 5,
      ...(shardFamily === 'run' ? { familySize: means.length } : {}),
    });
    const rows = means.map((_, row) => row).filter((row) => row % shards === index);
    runShard(part, rows, (row) => means[row]! + noise());
    return part;
  });
  return { parts, merged: AdaptiveRows.merge(parts) };
}

/** Simulated families of a sharded (or, with 1 shard, unsharded) adaptive run; what the merged decision found. */
export function simulateShardFamilies(options: ShardFamilyOptions): ShardFamilyOutcome {
  const { shards, rows, families, shardFamily, movedShare } = options;
  const [low, high] = options.change ?? [0.03, 0.1];
  const sd = options.noise ?? 0.05;
  const random = createPrng(options.seed);
  const normal = gaussian(random);
  const outcome: ShardFamilyOutcome = { changes: 0, detected: 0, familiesWithFalseCall: 0, families };
  const moved = Math.round(rows * movedShare);
  for (let family = 0; family < families; family++) {
    const means = Array.from({ length: rows }, (_, row) =>
      row < moved ? (random() < 0.5 ? -1 : 1) * Math.log1p(low + (high - low) * random()) : 0,
    );
    const { merged } = runShardedFamily(means, shards, shardFamily, () => sd * normal());
    let falseCall = false;
    means.forEach((mean, row) => {
      const { outcome: called } = merged.verdict(String(row));
      if (mean === 0) falseCall ||= called === 'regression' || called === 'improvement';
      else {
        outcome.changes++;
        if (called === (mean < 0 ? 'regression' : 'improvement')) outcome.detected++;
      }
    });
    if (falseCall) outcome.familiesWithFalseCall++;
  }
  return outcome;
}

const percent = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)} %`;

export function shardFamilyBench(): void {
  const rowsPerShard = 20;
  const families = 200;
  console.log(
    `${families} families a line; ${rowsPerShard} rows a shard, a quarter moved 3-10 %, run noise sd 5 %; ` +
      'found = changes the merged decision calls, the right way',
  );
  console.log('shards  rows  unsharded found  sharded found (run m)  sharded found (shard m, before #41)  A/A (run m)');
  for (const shards of [1, 2, 4]) {
    const rows = shards * rowsPerShard;
    const common = { rows, families, seed: 41 };
    const whole = simulateShardFamilies({ ...common, shards: 1, shardFamily: 'run', movedShare: 0.25 });
    const byRun = simulateShardFamilies({ ...common, shards, shardFamily: 'run', movedShare: 0.25 });
    const byShard = simulateShardFamilies({ ...common, shards, shardFamily: 'shard', movedShare: 0.25 });
    const aa = simulateShardFamilies({ ...common, shards, shardFamily: 'run', movedShare: 0 });
    console.log(
      [
        String(shards).padStart(6),
        String(rows).padStart(5),
        percent(whole.detected, whole.changes).padStart(16),
        percent(byRun.detected, byRun.changes).padStart(22),
        percent(byShard.detected, byShard.changes).padStart(36),
        percent(aa.familiesWithFalseCall, aa.families).padStart(12),
      ].join(' '),
    );
  }
}
