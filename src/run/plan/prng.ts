// Seeded pseudo-random numbers for the interleaving order of old/new runs.
// Not cryptographic: it only has to be reproducible from a printed seed, so a
// run can be replayed exactly with --seed.

import { MAX_SEED, seedOf, type Seed } from '../../options/execution.ts';
import { RunConfigError } from '../errors.ts';

/**
 * A generator of floats in [0, 1) from a 32-bit seed (mulberry32: a 32-bit
 * Weyl sequence through an xorshift-multiply mix). Same seed, same sequence,
 * on every Node version.
 */
export function createPrng(seed: number): () => number {
  if (!Number.isInteger(seed) || seed < 0 || seed > MAX_SEED) {
    throw new RangeError(`seed must be an integer from 0 to ${MAX_SEED}; got ${seed}`);
  }
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Parses a `--seed` value (src/options/execution.ts), worded as the CLI flag. */
export function parseSeed(text: string): Seed {
  try {
    return seedOf(text, '--seed');
  } catch (error) {
    throw new RunConfigError((error as Error).message);
  }
}
