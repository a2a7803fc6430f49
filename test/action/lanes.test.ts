// The Action's inputs lanes and duet (src/index.ts through tsx: the bundle is
// rebuilt when merged): run mode carries them to the comparison, whose
// result.json and job summary say how the lanes ran; a bad value, or a layout
// this runner cannot give, is one error annotation, no stack, no result.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';

import { RESULT_JSON } from '../../src/artifact/result-dir.ts';
import { onlineCpus } from '../../src/run/measure/cpuset.ts';
import { runAction } from '../helpers/action.ts';
import { dispatchEvent } from '../helpers/events.ts';
import { repoRoot } from '../helpers/paths.ts';

const REPO = 'nodejs/node';
const writer = { login: 'writer-person', id: 1001 };
const cpus = onlineCpus();

/** Run mode, as example-compare.yml runs it, on two releases' buffers/tojson.js. */
const compareReleases = (more: Record<string, string>) => {
  const form = { old: '18.16.0', new: '20.0.0', groups: 'buffers', filter: 'tojson', runs: '2' };
  return runAction({
    entry: 'src',
    eventName: 'workflow_dispatch',
    payload: dispatchEvent({ repository: REPO, inputs: form, sender: writer }),
    inputs: {
      mode: 'run',
      ...form,
      set: 'len=4096',
      'binary-source': 'npm',
      'cache-dir': join(repoRoot, '.cache', 'node-bench'),
      'github-token': '',
      ...more,
    },
  });
};

/** The job's error annotations. */
const errors = (stdout: string) => stdout.split('\n').filter((line) => line.startsWith('::error::'));

describe('the Action: inputs lanes and duet', () => {
  it(
    'run mode: result.json and the job summary say the lanes and their CPUs',
    { skip: cpus.length < 2 || !cpus.includes(1) ? 'needs CPUs 0 and 1' : false },
    async () => {
      const run = await compareReleases({ lanes: '0/1', duet: 'true' });
      assert.equal(run.code, 0, run.stdout + run.stderr);
      const lanes = '2 lanes (duet: old and new side by side) on CPUs 0 | 1';
      const metadata = JSON.parse(readFileSync(join(run.outputs['result-dir']!, RESULT_JSON), 'utf8')) as {
        fingerprint: { lanes: string | null; cpuset: string | null };
      };
      assert.equal(metadata.fingerprint.lanes, lanes);
      assert.equal(metadata.fingerprint.cpuset, null);
      const runner = run.summary.split('\n').find((line) => line.startsWith('Runner: '));
      assert.ok(runner?.includes(` cores, ${lanes.replace('|', '\\|')} · `), run.summary);
    },
  );

  it('a layout the runner cannot give is one error annotation before any binary is fetched', async () => {
    const run = await compareReleases({ lanes: '0/0' });
    assert.equal(run.code, 1, run.stdout + run.stderr);
    assert.deepEqual(errors(run.stdout), ['::error::input lanes 0/0: lanes 1 and 2 share CPU 0']);
    assert.doesNotMatch(run.stdout, /^(old|new): node |^results: /m);
    assert.doesNotMatch(run.stdout + run.stderr, /\bat .*\.ts:\d+|%0A/);
  });

  it('a bad value fails when the inputs are read, named as the input', async () => {
    const odd = await compareReleases({ lanes: '3', duet: 'yes' });
    assert.equal(odd.code, 1);
    assert.deepEqual(errors(odd.stdout), [
      '::error::input duet runs old and new side by side on pairs of lanes: input lanes 3 gives 3 lanes; give an even number',
    ]);
    assert.doesNotMatch(odd.stdout, /builds: /);
    const nightly = await runAction({
      entry: 'src',
      eventName: 'schedule',
      payload: {},
      inputs: { mode: 'nightly', lanes: '2', 'github-token': '' },
    });
    assert.equal(nightly.code, 1);
    assert.deepEqual(errors(nightly.stdout), [
      '::error::inputs lanes and duet are for execute and run: the nightly scan runs one lane, so that each night ' +
        'measures as the last did (pin it with input cpuset)',
    ]);
  });
});
