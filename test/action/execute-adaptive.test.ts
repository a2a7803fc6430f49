// runs auto through the Action's execute and report jobs, for real: two
// cached release binaries (16.20.0 -> 20.0.0) on the bundled buffers/tojson
// (3 configurations), sharded in two, each shard adapting its own rows. The
// report job reads the shards back, checks every verdict against the CSV
// (recomputing it by replaying the looks) and puts the verdicts on the rows;
// a result.json whose verdicts, counts or margin the samples do not bear out
// is refused.
import assert from 'node:assert/strict';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { runExecute, type ExecuteResult } from '../../src/action/execute.ts';
import { readActionInputs } from '../../src/action/inputs.ts';
import { runReport } from '../../src/action/report.ts';
import {
  readResultDir,
  readResults,
  RESULT_JSON,
  ResultDirError,
  type ResultMetadata,
} from '../../src/artifact/result-dir.ts';
import { parseRequestJson, serializeRequest, type Request } from '../../src/request/request.ts';
import { dispatchEvent } from '../helpers/events.ts';
import { repoRoot } from '../helpers/paths.ts';

const scratch = mkdtempSync(join(tmpdir(), 'execute-adaptive-'));
after(() => rmSync(scratch, { recursive: true, force: true }));

const MAX_RUNS = 10;

// What the gate hands on for `runs: auto` with `max-runs: 10`: through the request JSON, as the execute job reads it.
const request: Request = parseRequestJson(
  serializeRequest({
    schemaVersion: 1,
    trigger: 'workflow_dispatch',
    repository: 'nodejs/node',
    old: { kind: 'release', version: '16.20.0' },
    new: { kind: 'release', version: '20.0.0' },
    groups: ['buffers'],
    filter: ['tojson'],
    exclude: [],
    set: {},
    runs: 'auto',
    maxRuns: MAX_RUNS,
  }),
);

function inputs(resultDir: string, shard: string) {
  const given: Record<string, string> = {
    mode: 'execute',
    suite: 'bundled',
    'binary-source': 'npm',
    'cache-dir': join(repoRoot, '.cache', 'node-bench'),
    'result-dir': resultDir,
    runs: 'auto',
    'max-runs': String(MAX_RUNS),
    shard,
  };
  return readActionInputs((name) => given[name] ?? '');
}

// the run that request came from: a dispatch of the releases above
const github = {
  eventName: 'workflow_dispatch',
  payload: dispatchEvent({ repository: 'nodejs/node', inputs: { old: '16.20.0', new: '20.0.0', groups: 'buffers' } }),
  owner: 'nodejs',
  repo: 'node',
  apiUrl: '',
  workflow: 'local',
};

/** A copy of a shard's directory with result.json edited. */
function tampered(from: string, edit: (metadata: ResultMetadata) => void): string {
  const dir = mkdtempSync(join(scratch, 'tampered-'));
  cpSync(from, dir, { recursive: true });
  const metadata = JSON.parse(readFileSync(join(dir, RESULT_JSON), 'utf8')) as ResultMetadata;
  edit(metadata);
  writeFileSync(join(dir, RESULT_JSON), JSON.stringify(metadata));
  return dir;
}

async function refused(dir: string, message: RegExp) {
  await assert.rejects(readResultDir(dir), (error: unknown) => {
    assert.ok(error instanceof ResultDirError, String(error));
    assert.match(error.message, message);
    return true;
  });
}

describe('runs auto: execute (sharded) -> result directories -> report', () => {
  const workspace = join(scratch, 'workspace');
  const results = join(workspace, 'results');
  const shards: ExecuteResult[] = [];

  before(async () => {
    mkdirSync(workspace, { recursive: true });
    for (const shard of ['1/2', '2/2']) {
      shards.push(
        await runExecute(request, inputs(`results/shard-${shard[0]}`, shard), {
          log: () => {},
          env: { PATH: process.env.PATH, HOME: process.env.HOME },
          trust: { trust: 'trusted', reason: 'releases only' },
          workspace,
        }),
      );
    }
  });

  it('each shard adapts its own rows: 4 runs, then rounds of 2, up to max-runs', () => {
    const rows = shards.map((shard) => shard.metadata.adaptive?.rows.length);
    assert.deepEqual(rows, [2, 1], 'tojson has 3 configurations: shard 1/2 runs two, 2/2 one');
    for (const { metadata, compareRequest } of shards) {
      assert.deepEqual(compareRequest.adaptive, { maxRuns: MAX_RUNS, delta: undefined });
      assert.equal(metadata.runs, MAX_RUNS);
      const adaptive = metadata.adaptive!;
      assert.deepEqual([adaptive.minRuns, adaptive.roundRuns, adaptive.maxRuns, adaptive.delta], [4, 2, 10, null]);
      for (const row of adaptive.rows) {
        assert.ok([4, 6, 8, 10].includes(row.n.old) && row.n.new === row.n.old, JSON.stringify(row));
        assert.ok(row.deltaPercent !== null && row.deltaPercent > 0, 'δ measured at the first look');
        assert.equal(row.verdict === 'faster' || row.verdict === 'slower', row.stars !== '');
        if (row.verdict === 'inconclusive') assert.equal(row.n.old, MAX_RUNS, 'inconclusive only at max-runs');
      }
      // the load average while measuring is recorded
      assert.ok(metadata.load !== null && metadata.load !== undefined);
      assert.ok(metadata.load.samples > 0 && metadata.load.cores > 0, JSON.stringify(metadata.load));
      assert.ok(metadata.load.max1m >= metadata.load.mean1m - 1e-9, JSON.stringify(metadata.load));
      assert.equal(
        metadata.samples,
        adaptive.rows.reduce((sum, row) => sum + row.n.old + row.n.new, 0),
      );
    }
  });

  it('the report job reads both shards, recomputes the verdicts from the CSVs and puts them on the rows', async () => {
    const merged = await readResults(results);
    const claimed = shards.flatMap((shard) => shard.metadata.adaptive!.rows);
    assert.deepEqual(merged.metadata.adaptive?.rows, claimed);
    assert.equal(
      merged.metadata.load?.samples,
      shards.reduce((sum, s) => sum + s.metadata.load!.samples, 0),
    );

    const report = await runReport(results, undefined, github, inputs('results', ''), {
      botId: 1,
      log: () => {},
      workflow: 'local',
    });
    assert.equal(report.analysis.comparisons.length, 3);
    for (const comparison of report.analysis.comparisons) {
      const row = claimed.find((r) => `${r.filename} ${r.configuration}` === comparison.name)!;
      assert.ok(row, comparison.name);
      assert.deepEqual(comparison.verdict, {
        verdict: row.verdict,
        stars: row.stars,
        deltaPercent: row.deltaPercent,
        n: row.n,
      });
    }
  });

  it('refuses a verdict the samples do not bear out, a wrong count, a missing row or margin', async () => {
    const dir = shards[0]!.resultDir;
    await readResultDir(dir);
    const other = { faster: 'slower', slower: 'faster', same: 'inconclusive', inconclusive: 'same' } as const;
    await refused(
      tampered(dir, (m) => {
        const row = m.adaptive!.rows[0]!;
        row.verdict = other[row.verdict];
        row.stars = row.verdict === 'faster' || row.verdict === 'slower' ? '***' : '';
      }),
      /result\.json: the verdict .* does not follow from the samples in results\.csv \(they give /,
    );
    await refused(
      tampered(dir, (m) => {
        const row = m.adaptive!.rows[0]!;
        if (row.verdict === 'faster' || row.verdict === 'slower') row.stars = row.stars === '*' ? '***' : '*';
        else row.verdict = other[row.verdict];
      }),
      /does not follow from the samples/,
    );
    await refused(
      tampered(dir, (m) => (m.adaptive!.rows[0]!.n.new -= 1)),
      /a verdict counts \d+\/\d+ runs but results\.csv has \d+\/\d+/,
    );
    await refused(
      tampered(dir, (m) => m.adaptive!.rows.pop()),
      /results\.csv has rows without a verdict in result\.json/,
    );
    await refused(
      tampered(dir, (m) => m.adaptive!.rows.push({ ...m.adaptive!.rows[0]! })),
      /two verdicts for one row/,
    );
    await refused(
      tampered(dir, (m) => (m.adaptive!.rows[0]!.deltaPercent! *= 2)),
      /a verdict's margin \(±[\d.]+ %\) is not the one the samples give/,
    );
    await refused(
      tampered(dir, (m) => (m.adaptive!.rows[0]!.verdict = 'maybe' as 'same')),
      /adaptive\.rows\.0\.verdict/,
    );
    await refused(
      tampered(dir, (m) => Object.assign(m.adaptive!, { maxRuns: 2 })),
      /adaptive\.maxRuns/,
    );
    // the schedule is the runner's, the cap GitHub's: a replay an artifact could make arbitrarily costly is refused
    await refused(
      tampered(dir, (m) => Object.assign(m.adaptive!, { roundRuns: 1 })),
      /adaptive\.roundRuns/,
    );
    await refused(
      tampered(dir, (m) => Object.assign(m.adaptive!, { maxRuns: 10_000 })),
      /adaptive\.maxRuns/,
    );
    await refused(
      tampered(dir, (m) => Object.assign(m.adaptive!, { minRuns: 3 })),
      /adaptive\.minRuns: must be 4 \(or maxRuns when lower\)/,
    );
    await refused(
      tampered(dir, (m) => (m.load = { ...m.load!, heavy: 'no' as unknown as boolean })),
      /load\.heavy/,
    );
  });

  it('a stopped run is read, not replayed: counts still checked; heavy load is reported', async () => {
    const dir = shards[0]!.resultDir;
    const partial = tampered(dir, (m) => {
      m.partial = true;
      const row = m.adaptive!.rows[0]!;
      row.verdict = other(row.verdict);
      row.stars = '';
    });
    assert.ok((await readResultDir(partial)).metadata.adaptive);
    await refused(
      tampered(partial, (m) => (m.adaptive!.rows[0]!.n.old += 5)),
      /a verdict counts/,
    );
    const logged: string[] = [];
    await runReport(
      tampered(dir, (m) => (m.load = { ...m.load!, max1m: 4, heavy: true })),
      undefined,
      github,
      inputs('results', ''),
      { botId: 1, log: (line) => logged.push(line), workflow: 'local' },
    );
    assert.ok(
      logged.some((line) => /WARNING: heavy outside load while measuring: 1-minute load average up to 4\.0/.test(line)),
      logged.join('\n'),
    );
  });

  it('shards with different runs settings are not merged', async () => {
    const root = mkdtempSync(join(scratch, 'mixed-'));
    cpSync(shards[0]!.resultDir, join(root, 'a'), { recursive: true });
    // the same samples judged with a user δ of 100 %: consistent in itself, not with shard a
    cpSync(shards[1]!.resultDir, join(root, 'b'), { recursive: true });
    const b = JSON.parse(readFileSync(join(root, 'b', RESULT_JSON), 'utf8')) as ResultMetadata;
    b.partial = true; // read as it is
    b.adaptive!.delta = 100;
    writeFileSync(join(root, 'b', RESULT_JSON), JSON.stringify(b));
    await assert.rejects(readResults(root), /ran different runs settings .*refusing to merge/);
  });
});

function other(verdict: 'faster' | 'slower' | 'same' | 'inconclusive'): 'same' | 'inconclusive' {
  return verdict === 'same' ? 'inconclusive' : 'same';
}
