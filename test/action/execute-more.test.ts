// The execute job of a `/benchmark more` request (issue 40.3), for real: a
// first runs-auto result of 20.0.0 against itself with δ 0 (no row can be
// "same": every row the family does not call different is left open), then
// a request with more: the earlier result handed in as previous-result is
// checked like the report job checks one, its samples are the start of the
// new run's, the rows it decided run no more and the open ones run on to the
// new cap; result.json holds the whole comparison and the report's replay
// accepts it. A previous-result that is not the one the request names is
// refused in one line before anything runs.
import assert from 'node:assert/strict';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';

import { runExecute, type ExecuteResult } from '../../src/action/execute.ts';
import { readActionInputs } from '../../src/action/inputs.ts';
import { RESULT_JSON } from '../../src/artifact/result-dir.ts';
import type { ResultMetadata } from '../../src/artifact/result-schema.ts';
import { readResults } from '../../src/artifact/shard-merge.ts';
import { RequestError } from '../../src/errors.ts';
import { set as setOption } from '../../src/options/selection.ts';
import { parseRequestJson, serializeRequest, type Request } from '../../src/request/request.ts';
import { parseCompareCsv } from '../../src/stats/csv.ts';
import { repoRoot } from '../helpers/paths.ts';
import { localExecuteDeps } from '../helpers/execute-deps.ts';

const scratch = mkdtempSync(join(tmpdir(), 'execute-more-'));
after(() => rmSync(scratch, { recursive: true, force: true }));

function request(maxRuns: number, more?: { runId: number; earlierCaps: number[] }): Request {
  return parseRequestJson(
    serializeRequest({
      schemaVersion: 1,
      trigger: 'workflow_dispatch',
      repository: 'nodejs/node',
      old: { kind: 'release', version: '20.0.0' },
      new: { kind: 'release', version: '20.0.0' },
      groups: ['buffers'],
      filter: ['tojson'],
      exclude: [],
      set: setOption.none(),
      runs: 'auto',
      maxRuns,
      delta: 0,
      ...(more ? { more } : {}),
    }),
  );
}

function inputs(resultDir: string, previousResult = '') {
  const given: Record<string, string> = {
    mode: 'execute',
    suite: 'bundled',
    'binary-source': 'npm',
    'cache-dir': join(repoRoot, '.cache', 'node-bench'),
    'result-dir': resultDir,
    'previous-result': previousResult,
    'child-time': 'off',
  };
  return readActionInputs((name) => given[name] ?? '');
}

const deps = localExecuteDeps;

/** Samples per row and side in a result directory's CSV. */
function counts(dir: string): Record<string, number> {
  const csv = join(dir, 'results.csv');
  const byRow: Record<string, number> = {};
  for (const s of parseCompareCsv(readFileSync(csv, 'utf8'), csv)) {
    const key = `${s.configuration} ${s.binary}`;
    byRow[key] = (byRow[key] ?? 0) + 1;
  }
  return byRow;
}

describe('execute: /benchmark more runs on the earlier result', () => {
  const workspace = join(scratch, 'workspace');
  let first: ExecuteResult;
  let more: ExecuteResult;
  let before4: Record<string, number>;

  before(async () => {
    mkdirSync(workspace, { recursive: true });
    first = await runExecute(request(4), inputs('first'), deps(workspace));
    before4 = counts(first.resultDir);
    // as the PR example hands it on: the artifact downloaded into another directory
    cpSync(first.resultDir, join(workspace, 'previous'), { recursive: true });
    more = await runExecute(request(8, { runId: 42, earlierCaps: [4] }), inputs('more', 'previous'), deps(workspace));
  });

  it('keeps the decided rows, runs the open ones on to the new cap, and writes the whole comparison', async () => {
    const rows = first.metadata.adaptive!.rows;
    assert.equal(rows.length, 3);
    const after8 = counts(more.resultDir);
    for (const row of rows) {
      const decided = row.outcome === 'regression' || row.outcome === 'improvement';
      for (const side of ['old', 'new'] as const) {
        const key = `${row.configuration} ${side}`;
        assert.equal(before4[key], 4);
        // an open row of the second pass runs from 4 to 6 at least (its first look), at most to 8
        if (decided) assert.equal(after8[key], 4, `${key} was decided: it runs no more`);
        else assert.ok(after8[key]! >= 6 && after8[key]! <= 8, `${key}: ${after8[key]} samples`);
      }
    }
    const { metadata } = more;
    assert.deepEqual(metadata.adaptive!.earlierCaps, [4]);
    assert.equal(metadata.adaptive!.maxRuns, 8);
    const total = Object.values(after8).reduce((a, b) => a + b, 0);
    assert.equal(metadata.samples, total, 'result.json counts every sample of the comparison');
    // the report job's check: the replay of both passes gives every stated verdict
    const validated = await readResults(more.resultDir);
    assert.equal(validated.samples, total);
    assert.deepEqual(validated.adaptive!.passCaps, [4, 8]);
    assert.ok(
      !existsSync(join(more.resultDir, 'results.csv.node-bench.json')),
      'the artifact is results and result.json',
    );
  });

  it('refuses, in one line, a previous-result that is not the one the request runs on', async () => {
    const refusal = async (dir: string, more: { runId: number; earlierCaps: number[] }, message: RegExp) =>
      assert.rejects(
        runExecute(request(8, more), inputs(`refused-${Math.random()}`, dir), deps(workspace)),
        (error) => {
          assert.ok(error instanceof RequestError, String(error));
          assert.match(error.message, message);
          assert.doesNotMatch(error.message, /\n/);
          return true;
        },
      );
    await refusal(
      '',
      { runId: 42, earlierCaps: [4] },
      /this is a \/benchmark more request \(on the result of workflow run 42\), but previous-result is empty/,
    );
    await refusal(
      'previous',
      { runId: 42, earlierCaps: [6] },
      /previous-result previous went to 4 runs, the request names 6: it is not the result this request runs on/,
    );
    const edited = join(workspace, 'edited');
    cpSync(join(workspace, 'previous'), edited, { recursive: true });
    const metadata = JSON.parse(readFileSync(join(edited, RESULT_JSON), 'utf8')) as ResultMetadata;
    metadata.samples += 1;
    writeFileSync(join(edited, RESULT_JSON), JSON.stringify(metadata));
    await refusal(
      'edited',
      { runId: 42, earlierCaps: [4] },
      /^previous-result edited: results\.csv has \d+ rows but result\.json says \d+$/,
    );
  });
});
