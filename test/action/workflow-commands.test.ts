// Text a pull request controls must never act as a workflow command in the
// job log (`::add-mask::`, `::warning::`, `::stop-commands::`, the old
// `##[set-output …]` anywhere in a line). The Action (src/index.ts, run as
// GitHub runs it) builds a PR's node whose every run prints such commands,
// and whose runs of one configuration fail with them on stderr: everything
// the PR wrote must sit inside a stop-commands fence whose token it could not
// guess, and our own annotations must come after the fence.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';

import { commandFence } from '../../src/action/workflow-commands.ts';
import { runAction, type ActionRun } from '../helpers/action.ts';
import { dispatchEvent } from '../helpers/events.ts';
import { createFakeNodeRepo, type FakeNodeRepo } from '../helpers/fake-node-repo.ts';
import { scratchDir } from '../helpers/paths.ts';

/** What the PR's node prints: each a command the runner would act on outside a fence. */
const PR_COMMANDS = [
  '::warning::pwned-warning',
  '::add-mask::pwned-mask',
  '::set-output name=proceed::pwned-output',
  '::stop-commands::pwned-token',
  'text ##[set-output name=proceed;]pwned-v1',
];

interface Fenced {
  token: string;
  /** line indexes of the stop and resume lines */
  stop: number;
  resume: number;
  lines: string[];
}

/** The one fence in a run's stdout, checked: exactly one stop line, one matching resume line after it. */
function fence(run: ActionRun): Fenced {
  const lines = run.stdout.split('\n');
  const stops = lines.flatMap((line, index) => (line.startsWith('::stop-commands::') ? [index] : []));
  assert.equal(stops.length, 1, run.stdout);
  const stop = stops[0]!;
  const token = lines[stop]!.slice('::stop-commands::'.length);
  assert.match(token, /^[0-9a-f]{32}$/, 'a token of 128 random bits');
  const resume = lines.indexOf(`::${token}::`);
  assert.ok(resume > stop, `the fence ends: ${run.stdout}`);
  return { token, stop, resume, lines };
}

/** Every line outside the fence that the runner would take for a command (v2 at the start, v1 anywhere). */
function commandsOutside({ lines, stop, resume }: Fenced): string[] {
  return lines.filter(
    (line, index) => (index < stop || index > resume) && (/^\s*::/.test(line) || line.includes('##[')),
  );
}

describe('PR text in the job log is never a workflow command', () => {
  let fake: FakeNodeRepo;
  const scratch = scratchDir('workflow-commands-');

  before(async () => {
    fake = await createFakeNodeRepo();
  });
  after(() => fake.cleanup());

  /** The PR: a node that prints PR_COMMANDS on every start, and fails the len=256 runs with them on stderr. */
  async function prNode(failListing: boolean): Promise<string> {
    const print = PR_COMMANDS.map((line) => `echo '${line}'; echo '${line}' >&2`).join('\n');
    const fail = failListing ? 'true' : `[ -z "$NODE_BENCH_LIST_CONFIGS" ] && [[ "$*" == *len=256* ]]`;
    return fake.commit(
      {
        'node.sh.in': `#!/usr/bin/env bash
if [ "$1" = --version ]; then exec '${fake.realNode}' "$@"; fi
${print}
if ${fail}; then echo "${PR_COMMANDS.join(' ')}" >&2; exit 3; fi
exec '${fake.realNode}' "$@"
`,
      },
      'a node that prints workflow commands',
    );
  }

  const runMode = (sha: string, runId: string) =>
    runAction({
      entry: 'src',
      job: 'run',
      eventName: 'workflow_dispatch',
      payload: dispatchEvent({ repository: 'nodejs/node' }),
      runId,
      workspace: scratch,
      inputs: {
        old: 'ref:v-fast',
        new: `ref:${sha}`,
        groups: 'buffers',
        filter: 'tojson',
        set: 'len=256 len=4096',
        runs: '2',
        'repo-path': fake.repo,
        'cache-dir': join(scratch, 'cache'),
        'result-dir': join(scratch, `result-${runId}`),
        'min-free-gb': '0',
        'github-token': '',
      },
    });

  it("fences the PR's output off, and annotates after the fence", async () => {
    const run = await runMode(await prNode(false), '3001');
    assert.equal(run.code, 0, run.stdout + run.stderr);
    assert.equal(run.stderr, '', 'everything on one stream: stdout, in order');
    const fenced = fence(run);
    // the PR's text did reach the log (its failed runs' stderr), inside the fence only
    const pr = fenced.lines.flatMap((line, index) => (line.includes('pwned') ? [index] : []));
    assert.ok(pr.length > 0, run.stdout);
    for (const index of pr) assert.ok(index > fenced.stop && index < fenced.resume, fenced.lines[index]);
    assert.ok(fenced.lines.some((line) => line.includes('##[set-output name=proceed;]pwned-v1')));
    // outside the fence: only our own annotation, after it
    const ours = commandsOutside(fenced);
    assert.equal(ours.length, 1, run.stdout);
    assert.match(ours[0]!, /^::warning::\d+ benchmark failure\(s\): those rows are missing from the results/);
    assert.ok(fenced.lines.indexOf(ours[0]!) > fenced.resume);
    assert.equal(run.outputs.proceed, undefined);

    // Another run, another token: nothing the PR saw or printed before tells it the next one.
    const failing = await runMode(await prNode(true), '3002');
    assert.notEqual(failing.code, 0);
    const again = fence(failing);
    assert.notEqual(again.token, fenced.token);
    // the error names the PR's text, as the data of our own annotation after the fence (one line, escaped)
    const outside = commandsOutside(again);
    assert.equal(outside.length, 1, failing.stdout);
    assert.match(outside[0]!, /^::error::the new binary could not list the configurations .*pwned/);
    assert.ok(again.lines.indexOf(outside[0]!) > again.resume);
  });

  it('a fence writes its stop line once, and its resume line only after a stop', () => {
    const written: string[] = [];
    const f = commandFence((line) => written.push(line));
    f.resume();
    f.stop();
    f.stop();
    assert.equal(f.stopped, true);
    f.resume();
    f.resume();
    assert.equal(written.length, 2);
    const token = written[0]!.slice('::stop-commands::'.length);
    assert.match(token, /^[0-9a-f]{32}$/);
    assert.deepEqual(written, [`::stop-commands::${token}`, `::${token}::`]);
    assert.notEqual(commandFence(() => {}).stopped, true);
    assert.throws(() => commandFence(() => {}, 'guessable'), /random hex/);
  });
});
