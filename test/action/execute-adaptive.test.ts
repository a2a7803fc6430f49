// runs auto through the Action's execute and report jobs, for real: two
// cached release binaries (18.16.0 -> 20.0.0) on the bundled buffers/tojson
// (3 configurations), sharded in two, each shard adapting its own rows. The
// report job reads the shards back, replays the looks from the CSV (pairing
// runs by run number), checks every verdict against the replay and decides
// the rows as one family, keeping every call a shard made (each shard decides
// at the whole run's family size); a result.json whose verdicts, counts,
// looks or missing runs the samples do not bear out is refused.
import assert from 'node:assert/strict';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { runExecute, type ExecuteResult } from '../../src/action/execute.ts';
import { readActionInputs } from '../../src/action/inputs.ts';
import { runReport } from '../../src/action/report.ts';
import { readResultDir, RESULT_JSON, ResultDirError } from '../../src/artifact/result-dir.ts';
import type { ResultMetadata } from '../../src/artifact/result-schema.ts';
import { readResults } from '../../src/artifact/shard-merge.ts';
import { parseRequestJson, serializeRequest, type Request } from '../../src/request/request.ts';
import { dispatchEvent } from '../helpers/events.ts';
import { repoRoot } from '../helpers/paths.ts';
import { set as setOption } from '../../src/options/selection.ts';
import { localExecuteDeps } from '../helpers/execute-deps.ts';

const scratch = mkdtempSync(join(tmpdir(), 'execute-adaptive-'));
after(() => rmSync(scratch, { recursive: true, force: true }));

const MAX_RUNS = 10;

// What the gate hands on for `runs: auto` with `max-runs: 10`: through the request JSON, as the execute job reads it.
const request: Request = parseRequestJson(
  serializeRequest({
    schemaVersion: 1,
    trigger: 'workflow_dispatch',
    repository: 'nodejs/node',
    old: { kind: 'release', version: '18.16.0' },
    new: { kind: 'release', version: '20.0.0' },
    groups: ['buffers'],
    filter: ['tojson'],
    exclude: [],
    set: setOption.none(),
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
  payload: dispatchEvent({ repository: 'nodejs/node', inputs: { old: '18.16.0', new: '20.0.0', groups: 'buffers' } }),
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

/**
 * A copy with result.json edited, then each verdict the replay refuses
 * restated as what the replay gives, and a row the replay settles earlier than
 * its samples go cut back to that look (as the runner would have stopped it):
 * a directory consistent in itself.
 */
async function restated(from: string, edit: (metadata: ResultMetadata) => void): Promise<string> {
  let dir = tampered(from, edit);
  for (let attempt = 0; attempt < 20; attempt++) {
    try {
      await readResultDir(dir);
      return dir;
    } catch (error) {
      const message = (error as Error).message;
      const given = /the verdict \w+ \(\d+ looks\) of (.*) does not follow .*they give (\w+) after (\d+) looks/.exec(
        message,
      );
      if (!given) throw error;
      const ranPast = /ran past the look at (\d+) runs/.exec(message);
      const find = (m: ResultMetadata) =>
        m.adaptive!.rows.find((r) => `${r.filename} ${r.configuration}` === given[1])!;
      dir = tampered(dir, (m) => {
        find(m).outcome = given[2] as 'same';
        find(m).looks = Number(given[3]);
      });
      if (ranPast) {
        const metadata = JSON.parse(readFileSync(join(dir, RESULT_JSON), 'utf8')) as ResultMetadata;
        metadata.samples -= cutAfterRun(dir, find(metadata), Number(ranPast[1]));
        writeFileSync(join(dir, RESULT_JSON), JSON.stringify(metadata));
      }
    }
  }
  throw new Error('the replay did not settle');
}

type AdaptiveRow = NonNullable<ResultMetadata['adaptive']>['rows'][number];

/** Removes a row's samples of runs after `last` from the directory's CSV (run numbers skip its missing runs); how many. */
function cutAfterRun(dir: string, row: AdaptiveRow, last: number): number {
  const csv = join(dir, 'results.csv');
  const runs = { old: 0, new: 0 };
  let removed = 0;
  const kept = readFileSync(csv, 'utf8')
    .split('\n')
    .filter((line) => {
      for (const side of ['old', 'new'] as const) {
        if (!line.startsWith(`"${side}","${row.filename}","${row.configuration}",`)) continue;
        do runs[side]++;
        while (row.missingRuns[side].includes(runs[side]));
        if (runs[side] <= last) return true;
        row.n[side]--;
        removed++;
        return false;
      }
      return true;
    });
  writeFileSync(csv, kept.join('\n'));
  row.missingRuns.old = row.missingRuns.old.filter((run) => run <= last);
  row.missingRuns.new = row.missingRuns.new.filter((run) => run <= last);
  return removed;
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
  const progressTexts: string[][] = [];

  before(async () => {
    mkdirSync(workspace, { recursive: true });
    for (const shard of ['1/2', '2/2']) {
      const progressText: string[] = [];
      progressTexts.push(progressText);
      shards.push(
        await runExecute(request, inputs(`results/shard-${shard[0]}`, shard), {
          ...localExecuteDeps(workspace),
          progress: { write: (text: string) => progressText.push(text) },
        }),
      );
    }
  });

  it('each shard adapts its own rows: 4 runs, then rounds of 2, up to max-runs', () => {
    const rows = shards.map((shard) => shard.metadata.adaptive?.rows.length);
    assert.deepEqual(rows, [2, 1], 'tojson has 3 configurations: shard 1/2 runs two, 2/2 one');
    for (const [i, { metadata, compareRequest }] of shards.entries()) {
      assert.deepEqual(compareRequest.schedule.adaptive, { maxRuns: MAX_RUNS });
      assert.equal(metadata.runs, MAX_RUNS);
      const adaptive = metadata.adaptive!;
      assert.deepEqual([adaptive.minRuns, adaptive.roundRuns, adaptive.maxRuns, adaptive.delta], [4, 2, 10, 5]);
      assert.equal(adaptive.familySize, 3, "each shard decides at the run's family size: every shard's rows");
      assert.match(
        progressTexts[i]!.join('\n'),
        /different means the sequential test, Holm over the run's 3 rows \(every shard's\), at 5 %/,
      );
      assert.ok(adaptive.looks >= 1 && adaptive.looks <= 4, `${adaptive.looks} looks`);
      for (const row of adaptive.rows) {
        assert.ok([4, 6, 8, 10].includes(row.n.old) && row.n.new === row.n.old, JSON.stringify(row));
        assert.deepEqual(row.missingRuns, { old: [], new: [] });
        assert.equal(row.n.old, [4, 6, 8, 10][row.looks - 1], 'a row runs no more after its last look');
        // an unresolved row ran to max-runs or stopped as futile: the report job's replay (below) says which
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

  it('the report job reads both shards, replays the looks and decides every row as one family', async () => {
    const merged = await readResults(results);
    const claimed = shards.flatMap((shard) => shard.metadata.adaptive!.rows);
    assert.deepEqual(merged.metadata.adaptive?.rows, claimed);
    assert.deepEqual(merged.adaptive?.keys().sort(), claimed.map((r) => `${r.filename} ${r.configuration}`).sort());
    assert.equal(
      merged.metadata.load?.samples,
      shards.reduce((sum, s) => sum + s.metadata.load!.samples, 0),
    );

    const report = await runReport(results, undefined, github, inputs('results', ''), {
      botId: 1,
      log: () => {},
      workflow: 'local',
    });
    assert.equal(report.analysis!.comparisons.length, 3);
    assert.deepEqual(report.analysis!.basis, { rule: 'sequential-holm', deltaPercent: 5 });
    const different = new Set(['regression', 'improvement']);
    for (const comparison of report.analysis!.comparisons) {
      const row = claimed.find((r) => `${r.filename} ${r.configuration}` === comparison.name)!;
      assert.ok(row, comparison.name);
      // the family of all three rows: its decision is the replay's. Holm's step-down over every shard's rows
      // keeps each shard's calls (below) and may add some: once other rows are rejected, a row's threshold
      // rises, so a row its shard left open (a futile stop's looks stay in the family) can be called here;
      // never in the other direction
      const replayed = merged.adaptive!.verdict(comparison.name);
      assert.equal(comparison.decision.outcome, replayed.outcome);
      // unresolved before max-runs only when the futility rule stopped the row, in the run as in the replay
      if (row.outcome === 'unresolved' && row.n.old < MAX_RUNS && replayed.outcome === 'unresolved')
        assert.equal(replayed.stop, 'futile', row.filename);
      if (different.has(comparison.decision.outcome) && different.has(row.outcome))
        assert.equal(row.outcome, comparison.decision.outcome);
      assert.equal(comparison.decision.stars, '');
    }
    // and the other way (issue 41): every row a shard called different, the report calls the same
    const shardCalls = claimed.filter((row) => different.has(row.outcome));
    assert.ok(
      shardCalls.length > 0,
      `toJSON got 3-7 times faster from 18.16.0 to 20.0.0 (len 256, 4096): ${JSON.stringify(claimed)}`,
    );
    for (const row of shardCalls) {
      const name = `${row.filename} ${row.configuration}`;
      assert.equal(report.analysis!.comparisons.find((c) => c.name === name)!.decision.outcome, row.outcome, name);
    }
    const count = (outcome: string) =>
      report.analysis!.comparisons.filter((c) => c.decision.outcome === outcome).length;
    assert.equal(report.regressions, count('regression'));
    assert.equal(report.improvements, count('improvement'));
    assert.match(
      report.body,
      new RegExp(`\\*\\*${count('regression')} regressions?, ${count('improvement')} improvements?\\*\\*`),
    );
  });

  it('refuses a verdict the samples do not bear out, a wrong count, a missing row, looks or missing runs', async () => {
    const dir = shards[0]!.resultDir;
    await readResultDir(dir);
    const other = {
      regression: 'improvement',
      improvement: 'regression',
      same: 'unresolved',
      unresolved: 'same',
      untested: 'same',
    } as const;
    await refused(
      tampered(dir, (m) => {
        const row = m.adaptive!.rows[0]!;
        row.outcome = other[row.outcome];
      }),
      /result\.json: the verdict .* does not follow from the samples in results\.csv \(they give /,
    );
    await refused(
      tampered(dir, (m) => (m.adaptive!.rows[0]!.looks += 1)),
      /does not follow from the samples/,
    );
    await refused(
      tampered(dir, (m) => (m.adaptive!.looks = 99)),
      /adaptive\.looks is 99, but the schedule has 4/,
    );
    // a run said to have failed that did not: the pairs shift, and the verdict no longer follows
    await refused(
      tampered(dir, (m) => (m.adaptive!.rows[0]!.missingRuns.new = [1])),
      /does not follow from the samples|runs go past max runs/,
    );
    await refused(
      tampered(dir, (m) => (m.adaptive!.rows[0]!.missingRuns.old = [3, 2])),
      /missing runs are not in increasing order/,
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
      tampered(dir, (m) => (m.adaptive!.rows[0]!.outcome = 'maybe' as 'same')),
      /adaptive\.rows\.0\.outcome/,
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

  it('reads back a failed child by run number: the pairs after it are not shifted', async () => {
    // shard 1's first row with its new side's run 2 gone from the CSV, as a failed child leaves it
    const dir = shards[0]!.resultDir;
    const metadata = JSON.parse(readFileSync(join(dir, RESULT_JSON), 'utf8')) as ResultMetadata;
    const row = metadata.adaptive!.rows[0]!;
    const key = `"new","${row.filename}","${row.configuration}",`;
    const lines = readFileSync(join(dir, 'results.csv'), 'utf8').split('\n');
    const second = lines.findIndex(
      (line, i) => line.startsWith(key) && lines.slice(0, i).some((l) => l.startsWith(key)),
    );
    const failed = mkdtempSync(join(scratch, 'failed-child-'));
    cpSync(dir, failed, { recursive: true });
    writeFileSync(join(failed, 'results.csv'), lines.filter((_, i) => i !== second).join('\n'));
    // claiming nothing failed: refused
    await refused(failed, /results\.csv has \d+ rows but result\.json says \d+/);
    // the failure stated (and the verdicts what the pairs by run number give): accepted
    const stated = await restated(failed, (m) => {
      const r = m.adaptive!.rows[0]!;
      r.n.new -= 1;
      r.missingRuns.new = [2];
      m.samples -= 1;
    });
    const read = await readResultDir(stated);
    // what the row's estimate must be: run k of new with run k of old, new's run 2 missing (its later runs not shifted)
    const kept = readFileSync(join(stated, 'results.csv'), 'utf8').split('\n');
    const rates = (side: string) =>
      kept.filter((l) => l.startsWith(key.replace('"new"', `"${side}"`))).map((l) => Number(l.split(',').at(-2)));
    const [old, neu] = [rates('old'), rates('new')];
    const newOfRun = (run: number) => (run === 2 ? undefined : neu[run < 2 ? run - 1 : run - 2]);
    const pairs = old.flatMap((rate, i) => (newOfRun(i + 1) === undefined ? [] : [Math.log(newOfRun(i + 1)! / rate)]));
    const mean = pairs.reduce((sum, r) => sum + r, 0) / pairs.length;
    const verdict = read.adaptive!.verdict(`${row.filename} ${row.configuration}`);
    assert.deepEqual(verdict.missingRuns, { old: [], new: [2] });
    assert.ok(Math.abs(verdict.estimate.change - Math.expm1(mean) * 100) < 1e-9, `${verdict.estimate.change}`);
  });

  it("a merge without one shard still keeps the other's calls, at the run's family size", async () => {
    const root = mkdtempSync(join(scratch, 'lost-'));
    cpSync(shards[0]!.resultDir, join(root, 'a'), { recursive: true });
    const merged = await readResults(root);
    assert.equal(merged.adaptive!.familySize, 3);
    for (const row of shards[0]!.metadata.adaptive!.rows) {
      assert.equal(merged.adaptive!.verdict(`${row.filename} ${row.configuration}`).outcome, row.outcome);
    }
    // issue 47.1: each shard's result.json says which shard of how many it is, so the lost one is said, not hidden
    assert.deepEqual(
      shards.map((shard) => shard.metadata.shard),
      [
        { index: 1, count: 2, configurations: 2, runConfigurations: 3 },
        { index: 2, count: 2, configurations: 1, runConfigurations: 3 },
      ],
    );
    assert.deepEqual(merged.missingShards, { count: 2, missing: [2], configurations: 1, runConfigurations: 3 });
    assert.equal(merged.metadata.partial, true);
    // the whole run's shards: nothing missing
    assert.equal((await readResults(results)).missingShards, undefined);
    // one shard's directory alone at the root, as a flat download leaves it: the same
    assert.deepEqual((await readResults(shards[1]!.resultDir)).missingShards?.missing, [1]);

    const report = await runReport(root, undefined, github, inputs('results', ''), {
      botId: 1,
      log: () => {},
      workflow: 'local',
    });
    assert.match(
      report.body,
      /> \[!WARNING\]\n> Shard 2 of 2 left no result \(its execute job failed, was cancelled or never uploaded\): 1 of the run's 3 configurations were not measured, and the table has only the other shards' rows\./,
    );
    assert.doesNotMatch(report.body, /Stopped early/);
  });

  it('reads directories written before the family size was recorded: their rows are their family', async () => {
    const root = mkdtempSync(join(scratch, 'old-'));
    for (const [i, shard] of shards.entries()) {
      const old = await restated(shard.resultDir, (m) => delete m.adaptive!.familySize);
      cpSync(old, join(root, String(i)), { recursive: true });
    }
    const merged = await readResults(root);
    assert.equal(merged.adaptive!.familySize, null);
    assert.equal(merged.adaptive!.keys().length, 3);
    // one shard of each kind: not one run's
    cpSync(shards[0]!.resultDir, join(root, '0'), { recursive: true });
    await assert.rejects(readResults(root), /decided at different family sizes .*refusing to merge/);
    // a family smaller than the shard's own rows
    await refused(
      tampered(shards[0]!.resultDir, (m) => (m.adaptive!.familySize = 1)),
      /adaptive\.familySize: must be at least the rows/,
    );
  });

  it('shards with different runs settings are not merged', async () => {
    const root = mkdtempSync(join(scratch, 'mixed-'));
    cpSync(shards[0]!.resultDir, join(root, 'a'), { recursive: true });
    // the same samples judged with a δ of 1 %: consistent in itself, not with shard a
    cpSync(await restated(shards[1]!.resultDir, (m) => (m.adaptive!.delta = 1)), join(root, 'b'), { recursive: true });
    await assert.rejects(readResults(root), /ran different runs settings .*refusing to merge/);
  });
});
