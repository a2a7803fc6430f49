// The runner with real release binaries on both sides: listings that differ
// by version, and a regression that only the new binary has.
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';

import type { Sample } from '../../src/stats/csv.ts';
import { getReleaseBinary } from '../helpers/releases.ts';
import { readLog, record, request, seeded, tempDir, testEnv } from './support.ts';

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

const rates = (samples: Sample[], binary: string) => samples.filter((s) => s.binary === binary).map((s) => s.rate);

test('Node 16 vs Node 20: each lists its own configurations, the union runs', async () => {
  const old = await getReleaseBinary('16.20.0');
  const neu = await getReleaseBinary('20.0.0');
  const { dir, cleanup } = tempDir();
  try {
    const log = path.join(dir, 'log.jsonl');
    const r = await record(
      request({ groups: ['listing', 'alpha'], filter: ['varies', 'fast'], runs: 2, binaries: { old, new: neu } }),
      {
        env: testEnv({ NODE_BENCH_FIXTURE_LOG: log }),
      },
    );
    assert.deepEqual(
      r.summary.failures.map((f) => [f.binary, f.filename, f.configuration, f.reason]),
      [
        ['new', 'listing/varies.js', 'size=1', 'not listed'],
        ['old', 'listing/varies.js', 'size=3', 'not listed'],
      ],
    );
    // fast.js: 4 configurations x 2 sides x 2 runs; varies.js: 2 per side x 2 runs
    assert.equal(r.samples.length, 16 + 8);
    const versions = new Map(readLog(log).map((e) => [e.version, 0]));
    assert.deepEqual([...versions.keys()].sort(), ['v16.20.0', 'v20.0.0']);
    for (const entry of readLog(log)) {
      // the side of each child is the binary it was run with
      const sample = entry.file === 'varies.js' ? entry.argv[0] : null;
      if (sample === 'size=1') assert.equal(entry.version, 'v16.20.0');
      if (sample === 'size=3') assert.equal(entry.version, 'v20.0.0');
    }
  } finally {
    cleanup();
  }
});

test('a slowdown tied to a node version shows on that side only', async () => {
  const old = await getReleaseBinary('18.16.0');
  const neu = await getReleaseBinary('20.0.0');
  // new/old median rate ratio when the binary with version slowOn does 4x the work
  const ratio = async (slowOn: string) => {
    const env = testEnv({ NODE_BENCH_FIXTURE_SLOWDOWN: '4', NODE_BENCH_FIXTURE_SLOW_ON: slowOn });
    const r = await record(request({ filter: ['slowdown'], runs: 7, seed: seeded(3), binaries: { old, new: neu } }), {
      env,
    });
    assert.equal(r.samples.length, 14);
    assert.equal(r.summary.exitCode, 0);
    return median(rates(r.samples, 'new')) / median(rates(r.samples, 'old'));
  };
  // Ideally 1/4 and 4; the interleaved order keeps machine noise on both sides alike.
  const newSlowed = await ratio('v20.0.0');
  const oldSlowed = await ratio('v18.16.0');
  assert.ok(newSlowed < 0.6, `new/old rate ratio ${newSlowed.toFixed(3)} with the new binary slowed down`);
  assert.ok(oldSlowed > 1 / 0.6, `new/old rate ratio ${oldSlowed.toFixed(3)} with the old binary slowed down`);
});
