// #13, the PR side of the A/A calibration: a run on a runner whose nightly keeps an A/A record says, per
// significant row, whether the change is within what that runner measures between a commit and itself.
// Real: two cached releases on the bundled suite, a real nightly state file, the real report job.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { runExecute } from '../../src/action/execute.ts';
import type { RunnerCheck } from '../../src/runner-check/check.ts';
import { checkThisRunner } from '../../src/runner-check/machine.ts';
import { CHECK_IDS } from '../../src/artifact/runner-findings.ts';
import { readActionInputs } from '../../src/action/inputs.ts';
import { runReport } from '../../src/action/report.ts';
import type { NightlyCalibrationMetadata } from '../../src/artifact/nightly-schema.ts';
import { mergeCalibrations } from '../../src/artifact/result-metadata.ts';
import { readResults } from '../../src/artifact/shard-merge.ts';
import { saveState, type NightlyState } from '../../src/nightly/state.ts';
import type { Request } from '../../src/request/request.ts';
import { dispatchEvent } from '../helpers/events.ts';
import { repoRoot, scratchDir } from '../helpers/paths.ts';
import { set as setOption } from '../../src/options/selection.ts';
import { localExecuteDeps } from '../helpers/execute-deps.ts';

const ROW = 'buffers/tojson.js n=10000 len=256';
const request: Request = {
  schemaVersion: 1,
  trigger: 'workflow_dispatch',
  repository: 'nodejs/node',
  old: { kind: 'release', version: '18.16.0' },
  new: { kind: 'release', version: '20.0.0' },
  groups: ['buffers'],
  filter: ['tojson'],
  exclude: [],
  set: setOption.fromRecord({ len: '256' }, 'json'),
  runs: 6,
};
const github = {
  eventName: 'workflow_dispatch',
  payload: dispatchEvent({ repository: 'nodejs/node', inputs: { old: '18.16.0', new: '20.0.0', groups: 'buffers' } }),
  owner: 'nodejs',
  repo: 'node',
  apiUrl: '',
  workflow: 'local',
};

/** A nightly state whose A/A record knows ROW: three nights, its A/A changes within ±3 %. */
function calibratedState(): NightlyState {
  const night = (day: number) => ({
    date: `2026-11-2${day}T03:00:00.000Z`,
    sha: 'a'.repeat(40),
    files: ['buffers/tojson.js'],
    comparisons: 3,
    falseStars: [0, 0, 0] as [number, number, number],
  });
  return {
    schemaVersion: 2,
    branch: 'main',
    lastScannedSha: 'b'.repeat(40),
    history: [],
    calibration: {
      slices: 3,
      nights: [night(0), night(1), night(2)],
      configs: [{ name: ROW, comparisons: 3, falseStars: [0, 0, 0], changes: [1.5, -2.0, 0.8] }],
    },
  };
}

function inputs(resultDir: string, statePath: string) {
  const given: Record<string, string> = {
    mode: 'run',
    suite: 'bundled',
    'binary-source': 'npm',
    'cache-dir': join(repoRoot, '.cache', 'node-bench'),
    'result-dir': resultDir,
    'state-path': statePath,
  };
  return readActionInputs((name) => given[name] ?? '');
}

describe("the runner's A/A calibration in a PR report", () => {
  it('result.json carries the record of the starred rows; the report says the change is beyond the noise', async () => {
    const workspace = scratchDir('runner-calibration-');
    const statePath = join(workspace, 'state', 'nightly-state.json');
    await saveState(statePath, calibratedState(), null);
    const logs: string[] = [];
    // this machine's check, each one made counted and marked as this run's
    const checks: RunnerCheck[] = [];
    const checkRunner = async (cpuset: string | undefined) => {
      const check = await checkThisRunner(cpuset, { PATH: process.env.PATH });
      const marked = {
        ...check,
        findings: check.findings.map((f) => ({ ...f, found: `[check ${checks.length + 1}] ${f.found}` })),
      };
      checks.push(marked);
      return marked;
    };
    const execute = await runExecute(request, inputs('result', statePath), {
      ...localExecuteDeps(workspace),
      log: (line) => logs.push(line),
      checkRunner,
    });
    const calibration = execute.metadata.calibration;
    assert.ok(calibration, logs.join('\n'));
    assert.equal(calibration.nights, 3);
    assert.equal(calibration.comparisons, 9);
    assert.deepEqual(calibration.falseStars, [0, 0, 0]);
    // Buffer#toJSON is several times faster in 20.0.0: a starred row, known to the A/A record
    assert.deepEqual(
      calibration.rows.map((row) => [row.name, row.comparisons, row.noise !== null && row.noise > 0]),
      [[ROW, 3, true]],
    );

    const { metadata } = await readResults(join(workspace, 'result'));
    assert.deepEqual(metadata.calibration, calibration, 'result.json round-trips through the strict schema');
    // the runner check came first (warnings only), and result.json keeps what it found (runner-check/)
    assert.match(logs[0]!, /^(warning: )?runner check: /);
    assert.ok(logs.some((line) => /^runner check: \d+ warnings?, \d+ unknown here, \d+ ok/.test(line)));
    assert.deepEqual(
      metadata.fingerprint.runnerCheck?.map((finding) => finding.check),
      [...CHECK_IDS],
    );
    // one check a run: the one at the start that warned is the one the fingerprint keeps (not a second at compare)
    assert.equal(checks.length, 1, 'the runner check ran once');
    assert.deepEqual(
      metadata.fingerprint.runnerCheck?.map(({ check, state }) => [check, state]),
      checks[0]!.findings.map(({ check, state }) => [check, state]),
    );
    assert.ok(metadata.fingerprint.runnerCheck?.every((finding) => finding.found.startsWith('[check 1] ')));
    const report = await runReport(join(workspace, 'result'), undefined, github, inputs('result', statePath), {
      botId: 1,
      log: () => {},
      workflow: 'local',
    });
    assert.match(report.body, /Runner calibration \(A\/A: the base against itself, 3 nights, 9 comparisons\)/);
    assert.match(
      report.body,
      new RegExp(`- \`${ROW.replace(/[.]/g, '\\.')}\`: beyond this runner's A/A noise \\(±[\\d.]+ %, 3 A/A runs\\)`),
    );
    assert.ok(report.body.indexOf('Runner calibration') < report.body.indexOf('| benchmark |'));
  });

  it('without a nightly state the report says nothing about calibration', async () => {
    const workspace = scratchDir('runner-calibration-');
    const execute = await runExecute(
      { ...request, runs: 2 },
      inputs('result', join(workspace, 'none.json')),
      localExecuteDeps(workspace),
    );
    assert.equal(execute.metadata.calibration, undefined);
  });

  it('shards merge their rows when their runners share one A/A record, and show none otherwise', () => {
    const base: NightlyCalibrationMetadata = {
      nights: 2,
      comparisons: 10,
      falseStars: [1, 0, 0],
      slice: null,
      rows: [{ name: 'a.js n=1', comparisons: 2, falseStars: [0, 0, 0], noise: 4 }],
    };
    const other = {
      ...base,
      rows: [{ name: 'b.js n=1', comparisons: 3, falseStars: [0, 0, 0] as [number, number, number], noise: 2 }],
    };
    assert.deepEqual(
      mergeCalibrations([base, other])?.rows.map((r) => r.name),
      ['a.js n=1', 'b.js n=1'],
    );
    assert.equal(mergeCalibrations([base, { ...other, nights: 5 }]), undefined);
    assert.equal(mergeCalibrations([base, undefined]), undefined);
  });
});
