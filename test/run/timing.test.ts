// The timing model and the shards split by it: what a configuration is
// expected to cost, and a split that every matrix job computes alike and that
// balances the expected time where the split by count cannot.
import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';

import { planRuns, type FileListings } from '../../src/run/plan/plan.ts';
import { balancedShards, spreadPercent } from '../../src/run/plan/shard.ts';
import {
  DEFAULT_CHILD_MS,
  MAX_TIMED_NAME_CHARS,
  readTimings,
  saveTimings,
  TIMING_WEIGHT_CAP,
  TimingModel,
  withUntrustedTimings,
} from '../../src/run/plan/timing.ts';
import type { SuiteFile } from '../../src/run/suites/bundled-files.ts';

describe('TimingModel', () => {
  it("estimates a configuration from its history, its file's others, every one known, then a default", () => {
    const model = new TimingModel();
    assert.equal(model.expectedMs('a/x.js', 'n=1'), DEFAULT_CHILD_MS);
    model.record('a/x.js', 'n=1', 100);
    model.record('a/x.js', 'n=1', 300);
    model.record('a/x.js', 'n=2', 1000);
    model.record('b/y.js', 'n=1', 5000);
    assert.equal(model.expectedMs('a/x.js', 'n=1'), 200);
    assert.equal(model.expectedMs('a/x.js', 'n=3'), (200 + 1000) / 2, "the file's others");
    assert.equal(model.expectedMs('c/z.js', 'n=1'), (200 + 1000 + 5000) / 3, 'every one known');
  });

  it('weighs at most the last TIMING_WEIGHT_CAP children: a faster build moves the mean', () => {
    const model = new TimingModel();
    for (let i = 0; i < 1000; i++) model.record('a/x.js', 'n=1', 1000);
    for (let i = 0; i < TIMING_WEIGHT_CAP; i++) model.record('a/x.js', 'n=1', 100);
    assert.ok(model.expectedMs('a/x.js', 'n=1') < 500, `${model.expectedMs('a/x.js', 'n=1')}`);
  });

  const dir = mkdtemp(join(tmpdir(), 'timings-test-'));
  after(async () => rm(await dir, { recursive: true, force: true }));

  it('a run adds its children to the file; a bad file is an error naming it', async () => {
    const path = join(await dir, 'cache', 'timings.json');
    assert.equal(await readTimings(path), null);
    await saveTimings(path, [
      { filename: 'a/x.js', configuration: 'n=1', ms: 100 },
      { filename: 'a/x.js', configuration: 'n=1', ms: 200 },
    ]);
    await saveTimings(path, [{ filename: 'a/x.js', configuration: 'n=2', ms: 50 }]);
    const model = TimingModel.fromFile(await readTimings(path));
    assert.equal(model.expectedMs('a/x.js', 'n=1'), 150);
    assert.equal(model.expectedMs('a/x.js', 'n=2'), 50);
    assert.deepEqual(JSON.parse(await readFile(path, 'utf8')).configurations['a/x.js n=1'], [150, 2]);

    // an entry the schema refuses is skipped, with one warning; the rest is used
    await writeFile(path, '{"schemaVersion": 1, "configurations": {"a/x.js n=1": [-1, 1], "a/x.js n=2": [50, 1]}}');
    const warnings: string[] = [];
    assert.deepEqual(await readTimings(path, (line) => warnings.push(line)), {
      schemaVersion: 1,
      configurations: { 'a/x.js n=2': [50, 1] },
    });
    assert.deepEqual(warnings, [
      `warning: the timings ${path}: skipped 1 entry the schema refuses ` +
        '(the first: a value that is not [mean ms, count] (Too small: expected number to be >=0)); the others are used',
    ]);
    // a name longer than the schema's is neither recorded nor kept
    const long = new TimingModel();
    long.record('a/x.js', 'x'.repeat(MAX_TIMED_NAME_CHARS), 5);
    assert.ok(long.empty);
    await writeFile(path, '{"schemaVersion": 2, "configurations": {}}');
    await assert.rejects(readTimings(path), /timings .*timings\.json are not node-bench timings \(schemaVersion/);
    await writeFile(path, 'not json');
    await assert.rejects(readTimings(path), /are not JSON: delete the file/);
  });
});

describe('withUntrustedTimings', () => {
  it("adds the untrusted runs' times only for configurations the trusted history lacks", () => {
    const trusted = { schemaVersion: 1 as const, configurations: { 'a n=1': [100, 3] as [number, number] } };
    const untrusted = {
      schemaVersion: 1 as const,
      configurations: { 'a n=1': [9000, 1] as [number, number], 'b n=1': [50, 1] as [number, number] },
    };
    assert.deepEqual(withUntrustedTimings(trusted, untrusted)?.configurations, { 'a n=1': [100, 3], 'b n=1': [50, 1] });
    assert.equal(withUntrustedTimings(trusted, null), trusted);
    assert.deepEqual(withUntrustedTimings(null, untrusted)?.configurations, untrusted.configurations);
  });
});

describe('balancedShards', () => {
  it('longest first onto the least loaded shard; deterministic, ties to the earlier and the lower', () => {
    assert.deepEqual(balancedShards([5, 4, 3, 3, 3], 2), { shardOf: [1, 2, 2, 1, 2], loads: [8, 10] });
    assert.deepEqual(balancedShards([1, 1, 1, 1], 2), { shardOf: [1, 2, 1, 2], loads: [2, 2] });
    assert.deepEqual(balancedShards([7, 1, 1, 1, 1], 3).shardOf, [1, 2, 3, 2, 3]);
  });
});

describe('planRuns split by expected time', () => {
  // node core's shape: a file whose last parameter has 2 values, the second 9 times slower;
  // round-robin over 2 shards puts every slow one on shard 2
  const files: SuiteFile[] = [{ filename: 'buffers/tojson.js', file: '/s/buffers/tojson.js' }];
  const configs = [0, 16, 256, 4096].flatMap((len) => [
    { len, n: 1 },
    { len, n: 9 },
  ]);
  const listings: FileListings[] = [
    {
      file: files[0]!,
      old: { listing: { type: 'configs', configs, flags: [] } },
      new: { listing: { type: 'configs', configs, flags: [] } },
    },
  ];
  const expectedMs = (_filename: string, configuration: string) => (configuration.endsWith('n=9') ? 900 : 100);
  const plan = (index: number, timed: boolean) =>
    planRuns({
      files,
      listings,
      runs: 10,
      seed: 1,
      shard: { index, count: 2 },
      ...(timed ? { expectedMs } : {}),
    });
  const load = (p: ReturnType<typeof plan>) =>
    p.configurations.reduce((sum, c) => sum + expectedMs(c.filename, c.configuration), 0);

  it('by count, one shard takes every slow configuration; by time, the shards are within 15 %', () => {
    const byCount = [plan(1, false), plan(2, false)];
    assert.deepEqual(byCount.map(load), [400, 3600]);
    assert.equal(byCount[0]!.split?.rule, 'count');
    const byTime = [plan(1, true), plan(2, true)];
    const loads = byTime.map(load);
    assert.ok(spreadPercent(loads) <= 15, `${loads}`);
    assert.equal(byTime[0]!.split?.rule, 'time');
    // what the plan announces: each shard's expected time at the planned runs, both sides
    assert.deepEqual(
      byTime[0]!.split?.expectedMs,
      loads.map((l) => l * 2 * 10),
    );
    // disjoint, and together every configuration once
    const names = byTime.flatMap((p) => p.configurations.map((c) => c.configuration));
    assert.equal(new Set(names).size, configs.length);
    assert.equal(names.length, configs.length);
  });
});
