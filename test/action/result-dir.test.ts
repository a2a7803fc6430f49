// T7: the report job refuses hostile artifacts and touches nothing outside them.
import { scratchDir } from '../helpers/paths.ts';
import assert from 'node:assert/strict';
import { mkdirSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { readResultDir, RESULT_CSV, RESULT_JSON, ResultDirError } from '../../src/artifact/result-dir.ts';
import { resultMetadata } from '../../src/artifact/result-metadata.ts';
import type { ResultMetadata } from '../../src/artifact/result-schema.ts';
import { readResults, readResultsByPlatform } from '../../src/artifact/shard-merge.ts';
import { runnerFingerprint } from '../../src/run/measure/fingerprint.ts';
import { CSV_HEADER, formatCsvRow } from '../../src/stats/csv.ts';

const SHA = 'a'.repeat(40);

function validMetadata(samples: number): ResultMetadata {
  return {
    schemaVersion: 1,
    headSha: SHA,
    commentId: 42,
    old: { spec: 'ref:main', version: 'v20.0.0', sha: 'b'.repeat(40) },
    new: { spec: `ref:${SHA}`, version: 'v20.0.0', sha: SHA },
    runs: 2,
    durationMs: 1000,
    partial: false,
    seed: 7,
    samples,
    fingerprint: runnerFingerprint(undefined, { env: {} }),
    failures: [],
  };
}

function csv(): string {
  const rows = [CSV_HEADER];
  for (const binary of ['old', 'new'] as const) {
    for (const rate of [10, 11])
      rows.push(formatCsvRow({ binary, filename: 'a/b.js', configuration: 'n=1', rate, time: 1 }));
  }
  return rows.join('\n') + '\n';
}

function makeDir(metadata: unknown, csvText = csv()): string {
  const dir = scratchDir('result-dir-');
  writeFileSync(join(dir, RESULT_JSON), typeof metadata === 'string' ? metadata : JSON.stringify(metadata));
  writeFileSync(join(dir, RESULT_CSV), csvText);
  return dir;
}

async function refused(dir: string, message: RegExp) {
  await assert.rejects(readResults(dir), (error: unknown) => {
    assert.ok(error instanceof ResultDirError, String(error));
    assert.match(error.message, message);
    return true;
  });
}

describe('resultMetadata', () => {
  it("builds what the readers accept, in the writers' key order, for the execute job and the nightly alike", async () => {
    const run = { elapsedMs: 999.6, seed: 7, samples: 4, failures: [{ filename: 'a/b.js', detail: 'bad\u0007 exit' }] };
    const about = {
      headSha: SHA,
      commentId: 42,
      old: { spec: 'ref:main', version: 'v20.0.0', sha: 'b'.repeat(40) },
      new: { spec: `ref:${SHA}`, version: 'v20.0.0', sha: SHA },
      runs: 2,
      partial: false,
      fingerprint: runnerFingerprint(undefined, { env: {} }),
    };
    const execute = resultMetadata(run, { ...about, load: null });
    assert.deepEqual(Object.keys(execute), [
      'schemaVersion',
      'headSha',
      'commentId',
      'old',
      'new',
      'runs',
      'durationMs',
      'partial',
      'seed',
      'samples',
      'fingerprint',
      'load',
      'failures',
    ]);
    assert.equal(execute.durationMs, 1000);
    assert.deepEqual(execute.failures, [{ filename: 'a/b.js', detail: 'bad  exit' }]);
    // the nightly's has no load key, and its own section before the failures
    const nightly = resultMetadata(run, { ...about, headSha: null, commentId: null, adaptive: { maxRuns: 2 } });
    assert.deepEqual(Object.keys(nightly).slice(-3), ['fingerprint', 'adaptive', 'failures']);
    assert.ok(!('load' in nightly));
    const read = await readResults(makeDir(execute));
    assert.equal(read.metadata.samples, 4);
  });
});

describe('readResultDir', () => {
  it("reads the fingerprint's lanes, and an artifact written before lanes (no lanes key)", async () => {
    const withLanes = validMetadata(4);
    withLanes.fingerprint = {
      ...withLanes.fingerprint,
      lanes: '2 lanes (duet: old and new side by side) on CPUs 0 | 1',
    };
    const read = await readResultDir(makeDir(withLanes));
    assert.equal(read.metadata.fingerprint.lanes, '2 lanes (duet: old and new side by side) on CPUs 0 | 1');
    const older = validMetadata(4);
    delete older.fingerprint.lanes;
    assert.ok(!('lanes' in older.fingerprint));
    assert.equal((await readResultDir(makeDir(older))).metadata.fingerprint.lanes, undefined);
    await refused(makeDir({ ...withLanes, fingerprint: { ...withLanes.fingerprint, lanes: 2 } }), /lanes/);
  });

  it('accepts a well-formed artifact and recomputes the groups from the CSV', async () => {
    const result = await readResultDir(makeDir(validMetadata(4)));
    assert.equal(result.samples, 4);
    assert.equal(result.groups.size, 1);
    assert.equal(result.metadata.headSha, SHA);
  });

  it('refuses a bad schema, unknown keys, NaN and huge numbers', async () => {
    await refused(makeDir({ ...validMetadata(4), schemaVersion: 2 }), /schemaVersion/);
    await refused(makeDir({ ...validMetadata(4), prNumber: 1 }), /Unrecognized key/);
    await refused(
      makeDir(JSON.stringify(validMetadata(4)).replace('"durationMs":1000', '"durationMs":NaN')),
      /not valid JSON/,
    );
    await refused(makeDir({ ...validMetadata(4), runs: 1e12 }), /runs/);
    await refused(makeDir({ ...validMetadata(4), headSha: 'abc' }), /headSha/);
    await refused(
      makeDir({ ...validMetadata(4), old: { spec: 'x\u0007', version: 'v1', sha: null } }),
      /old\.spec: control characters/,
    );
    await refused(
      makeDir({ ...validMetadata(4), failures: [{ filename: 'x'.repeat(10_000), detail: 'd' }] }),
      /failures\.0\.filename/,
    );
  });

  it('refuses a CSV whose rows do not match, are malformed, or are not finite', async () => {
    await refused(makeDir(validMetadata(5)), /has 4 rows but result\.json says 5/);
    await refused(
      makeDir(validMetadata(4), csv() + '"old","a/b.js","n=1",1e999,1\n'),
      /rate "1e999" is not a finite number/,
    );
    await refused(makeDir(validMetadata(4), csv() + '"evil","a/b.js","n=1",1,1\n'), /binary "evil"/);
  });

  it('refuses symlinks (path traversal) and missing files, reading nothing else', async () => {
    const dir = makeDir(validMetadata(4));
    const outside = scratchDir('outside-');
    writeFileSync(join(outside, 'secret'), 'x');
    const linked = scratchDir('result-dir-');
    writeFileSync(join(linked, RESULT_JSON), JSON.stringify(validMetadata(4)));
    symlinkSync(join(outside, 'secret'), join(linked, RESULT_CSV));
    await refused(linked, /results\.csv is a symbolic link/);
    const jsonLink = scratchDir('result-dir-');
    symlinkSync('/etc/passwd', join(jsonLink, RESULT_JSON));
    await refused(jsonLink, /result\.json is a symbolic link/);
    const dirAsCsv = scratchDir('result-dir-');
    writeFileSync(join(dirAsCsv, RESULT_JSON), JSON.stringify(validMetadata(4)));
    mkdirSync(join(dirAsCsv, RESULT_CSV));
    await refused(dirAsCsv, /not a regular file/);
    await refused(join(dir, 'nope'), /does not exist/);
    assert.deepEqual(readdirSync(outside), ['secret']);
  });
});

describe('readResults', () => {
  it('merges the shard directories of one run into one table', async () => {
    const root = scratchDir('shards-');
    const rows = (configuration: string) =>
      [
        CSV_HEADER,
        ...(['old', 'new'] as const).flatMap((binary) =>
          [10, 11].map((rate) => formatCsvRow({ binary, filename: 'a/b.js', configuration, rate, time: 1 })),
        ),
      ].join('\n') + '\n';
    for (const [name, configuration] of [
      ['node-bench-result-1', 'n=1'],
      ['node-bench-result-2', 'n=2'],
    ] as const) {
      mkdirSync(join(root, name));
      writeFileSync(
        join(root, name, RESULT_JSON),
        JSON.stringify({ ...validMetadata(4), failures: [{ filename: name, detail: 'x' }] }),
      );
      writeFileSync(join(root, name, RESULT_CSV), rows(configuration));
    }
    symlinkSync(join(root, 'node-bench-result-1'), join(root, 'linked'));
    const merged = await readResults(root);
    assert.equal(merged.groups.size, 2);
    assert.equal(merged.samples, 8);
    assert.equal(merged.metadata.failures.length, 2);

    // a third shard that measured n=2 too (split by another timings file): its samples would count twice
    mkdirSync(join(root, 'node-bench-result-3'));
    writeFileSync(join(root, 'node-bench-result-3', RESULT_JSON), JSON.stringify(validMetadata(4)));
    writeFileSync(join(root, 'node-bench-result-3', RESULT_CSV), rows('n=2'));
    await refused(root, /1 configuration\(s\) are in two shard directories: the shards were not split alike/);
  });

  it('merged shards that stopped early say what each left unmeasured, one line each', async () => {
    const root = scratchDir('shards-');
    for (const [index, unmeasured] of [
      [1, 'left unmeasured (the --max-time budget ran out): 1 of 2 configurations never ran (a/b.js n=9)'],
      [2, undefined],
      [3, 'left unmeasured (the run was interrupted): 1 ran 1 of 2 runs'],
    ] as const) {
      const dir = join(root, `node-bench-result-${index}`);
      mkdirSync(dir);
      const metadata = {
        ...validMetadata(4),
        partial: unmeasured !== undefined,
        ...(unmeasured ? { unmeasured } : {}),
      };
      writeFileSync(join(dir, RESULT_JSON), JSON.stringify(metadata));
      const rows = (['old', 'new'] as const).flatMap((binary) =>
        [10, 11].map((rate) =>
          formatCsvRow({ binary, filename: 'a/b.js', configuration: `n=${index}`, rate, time: 1 }),
        ),
      );
      writeFileSync(join(dir, RESULT_CSV), [CSV_HEADER, ...rows].join('\n') + '\n');
    }
    const merged = await readResults(root);
    assert.equal(merged.metadata.partial, true);
    assert.equal(
      merged.metadata.unmeasured,
      'left unmeasured (the --max-time budget ran out): 1 of 2 configurations never ran (a/b.js n=9)\n' +
        'left unmeasured (the run was interrupted): 1 ran 1 of 2 runs',
    );
    // a line with control characters is refused like any other text of the artifact
    await refused(makeDir({ ...validMetadata(4), partial: true, unmeasured: 'left \u001b[31m' }), /unmeasured/);
  });

  it('refuses shards of different comparisons', async () => {
    const root = scratchDir('shards-');
    for (const [name, version] of [
      ['a', 'v20.0.0'],
      ['b', 'v21.0.0'],
    ] as const) {
      mkdirSync(join(root, name));
      const metadata = validMetadata(4);
      writeFileSync(join(root, name, RESULT_JSON), JSON.stringify({ ...metadata, new: { ...metadata.new, version } }));
      writeFileSync(join(root, name, RESULT_CSV), csv());
    }
    await refused(root, /compare different binaries/);
  });

  it("never pools two platforms' samples into one row: the merge refuses, naming them", async () => {
    const root = scratchDir('platforms-');
    for (const platform of ['linux-x64', 'linux-arm64'] as const) {
      mkdirSync(join(root, platform));
      const metadata = validMetadata(4);
      writeFileSync(
        join(root, platform, RESULT_JSON),
        JSON.stringify({ ...metadata, fingerprint: { ...metadata.fingerprint, platform } }),
      );
      writeFileSync(join(root, platform, RESULT_CSV), csv());
    }
    await refused(
      root,
      /^the shard directories were measured on different platforms \(linux-arm64, linux-x64\): refusing to pool their samples into one row/,
    );
    // one platform's directory alone reads, its platform kept
    const alone = await readResults(join(root, 'linux-arm64'));
    assert.equal(alone.metadata.fingerprint.platform, 'linux-arm64');
    assert.equal(alone.samples, 4);
    // a platform the schema does not know is refused like any other bad field
    writeFileSync(
      join(root, 'linux-x64', RESULT_JSON),
      JSON.stringify({ ...validMetadata(4), fingerprint: { ...validMetadata(4).fingerprint, platform: 'win32-x64' } }),
    );
    await assert.rejects(readResults(join(root, 'linux-x64')), /platform/);
  });

  describe('readResultsByPlatform: a request measured on several platforms', () => {
    /** `root/<name>/`: a result of `platform`, optionally shard `index` of 2 */
    function platformDir(root: string, name: string, platform: string, extra: Partial<ResultMetadata> = {}) {
      mkdirSync(join(root, name));
      const metadata = validMetadata(4);
      writeFileSync(
        join(root, name, RESULT_JSON),
        JSON.stringify({ ...metadata, fingerprint: { ...metadata.fingerprint, platform }, ...extra }),
      );
      writeFileSync(join(root, name, RESULT_CSV), csv());
    }
    const shard = (index: number) => ({ shard: { index, count: 2, configurations: 1, runConfigurations: 2 } });

    it("reads each platform alone, into sample groups of its own, in the platforms' order", async () => {
      const root = scratchDir('by-platform-');
      platformDir(root, 'z-darwin', 'darwin-arm64');
      platformDir(root, 'a-arm', 'linux-arm64');
      platformDir(root, 'b-x64', 'linux-x64');
      const results = await readResultsByPlatform(root);
      assert.deepEqual(
        results.map(({ platform, result }) => [platform, result.samples, result.rows]),
        [
          ['linux-x64', 4, 1],
          ['linux-arm64', 4, 1],
          ['darwin-arm64', 4, 1],
        ],
      );
      assert.equal(new Set(results.map(({ result }) => result.groups)).size, 3);
      // the one reader that pools (a run's shards) still refuses them
      await refused(root, /measured on different platforms \(linux-arm64, linux-x64, darwin-arm64\)/);
    });

    it('reads one platform exactly as readResults does', async () => {
      const root = scratchDir('one-platform-');
      platformDir(root, 'only', 'linux-x64');
      const [alone] = await readResultsByPlatform(root);
      assert.deepEqual({ ...alone!.result, groups: undefined }, { ...(await readResults(root)), groups: undefined });
      const single = join(root, 'only');
      assert.equal((await readResultsByPlatform(single))[0]!.platform, 'linux-x64');
    });

    it("refuses the shards of one split spread over platforms, and platforms' results of different requests", async () => {
      const split = scratchDir('split-');
      platformDir(split, 'shard-1', 'linux-x64', shard(1));
      platformDir(split, 'shard-2', 'linux-arm64', shard(2));
      await assert.rejects(readResultsByPlatform(split), /shard directories were measured on different platforms/);
      // each platform running the whole split shares its shard numbers: each platform's shards are its run
      const whole = scratchDir('whole-split-');
      platformDir(whole, 'x64-1', 'linux-x64', shard(1));
      platformDir(whole, 'arm-1', 'linux-arm64', shard(1));
      const partial = await readResultsByPlatform(whole);
      assert.deepEqual(
        partial.map(({ platform, result }) => [platform, result.missingShards?.missing]),
        [
          ['linux-x64', [2]],
          ['linux-arm64', [2]],
        ],
      );
      const other = scratchDir('other-request-');
      platformDir(other, 'x64', 'linux-x64');
      platformDir(other, 'arm', 'linux-arm64', { headSha: 'c'.repeat(40) });
      await assert.rejects(
        readResultsByPlatform(other),
        /the result directories of linux-arm64 and linux-x64 compare different binaries or commits/,
      );
    });
  });
});
