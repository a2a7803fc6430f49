// A pull request benchmarked merged onto its base (the Action's default) has a new side that is a commit the run
// made, in no reviewer's checkout: the reproduce lines make the same tree as a local branch and name that branch.
// The printed branch line is run in a real repository against the merge the Action's own code made.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { after, before, describe, it } from 'node:test';
import { promisify } from 'node:util';
import { processRunner } from '../../src/binaries/builder-process.ts';
import { resolvePrRefs } from '../../src/binaries/git.ts';
import { buildReport } from '../../src/report/comment.ts';
import { runnerFingerprint } from '../../src/run/measure/fingerprint.ts';
import { SampleGroups } from '../../src/stats/analyze.ts';
import { createFakeNodeRepo, type FakeNodeRepo } from '../helpers/fake-node-repo.ts';

const execFileAsync = promisify(execFile);

describe('the reproduce lines of a pull request benchmarked merged onto its base', () => {
  let fake: FakeNodeRepo;
  let base = '';
  let head = '';
  let merged = '';

  before(async () => {
    fake = await createFakeNodeRepo();
    await fake.git(['checkout', '-q', '-b', 'feature', fake.slow]);
    head = await fake.commit({ 'feature.txt': 'the pull request\n' }, 'the pull request');
    await fake.git(['checkout', '-q', 'main']);
    base = await fake.commit({ 'main.txt': 'main moved on\n' }, 'main moves on');
    const refs = await resolvePrRefs(
      { repo: fake.repo, base, head, mode: 'merge', workDir: fake.workDir },
      processRunner(process.env),
    );
    merged = refs.new.sha;
    assert.notEqual(merged, head);
  });
  after(async () => {
    await fake.cleanup();
  });

  function report(): string {
    const groups = new SampleGroups();
    for (const binary of ['old', 'new'] as const)
      for (const rate of [10, 11, 12])
        groups.add({ binary, filename: 'buffers/a.js', configuration: 'n=1', rate, time: 1 });
    return buildReport({
      analysis: groups.analyze(),
      old: { spec: `ref:${base}`, version: 'v20.0.0', sha: base },
      new: { spec: `ref:${merged}`, version: 'v20.0.0', sha: merged },
      fingerprint: runnerFingerprint(undefined, { env: {} }),
      runs: 3,
      durationMs: 1000,
      partial: false,
      failures: [],
      repositoryUrl: 'https://github.com/nodejs/node',
      run: { groups: ['buffers'], suite: 'core' },
      tool: { repository: 'nodejs/node-benchmark-action', ref: 'v1' },
      pullRequest: { number: 5134, headSha: head },
    });
  }

  it('fetches the head, makes the merge as branch pr-5134-merged, and both tools name that branch', () => {
    const body = report();
    const fetch = 'git fetch https://github.com/nodejs/node pull/5134/head';
    const branch =
      `git branch -f pr-5134-merged "$(git commit-tree -p ${base} -p ${head} -m 'pull request #5134 merged' ` +
      `"$(git merge-tree --write-tree ${base} ${head})")"`;
    const [ours, theirs] = [...body.matchAll(/```sh\n([\s\S]*?)\n```/g)].map((m) => m[1]!.split('\n'));
    assert.deepEqual(ours, [
      fetch,
      branch,
      `npx --yes --package=github:nodejs/node-benchmark-action#v1 -- node-bench compare --old ref:${base} ` +
        '--new ref:pr-5134-merged --repo . --suite core --runs 3 --format markdown buffers',
    ]);
    assert.deepEqual(theirs!.slice(0, 4), [
      fetch,
      branch,
      `git checkout ${base} && ./configure && make -j4 && cp out/Release/node ./node-old`,
      'git checkout pr-5134-merged && ./configure && make -j4 && cp out/Release/node ./node-new',
    ]);
    // the run-made commit is named nowhere (a link to it would be GitHub's 404): the header names the head it was made from
    assert.ok(!body.includes(merged) && !body.includes(merged.slice(0, 12)), body);
    assert.ok(
      body.includes(
        `**new** the head of #5134 (node v20.0.0 [\`${head.slice(0, 12)}\`](https://github.com/nodejs/node/commit/${head})) merged onto old`,
      ),
      body,
    );
  });

  it('the printed branch line, run in the checkout, makes the tree that was measured', async () => {
    const branch = report()
      .split('\n')
      .find((line) => line.startsWith('git branch -f pr-5134-merged'))!;
    // the head is here already: the fetch line is the one that needs GitHub
    await execFileAsync('sh', ['-ec', branch], {
      cwd: fake.repo,
      env: {
        ...process.env,
        GIT_COMMITTER_NAME: 'Reviewer',
        GIT_COMMITTER_EMAIL: 'r@example.com',
        GIT_AUTHOR_NAME: 'Reviewer',
        GIT_AUTHOR_EMAIL: 'r@example.com',
      },
    });
    assert.equal(
      await fake.git(['rev-parse', 'pr-5134-merged^{tree}']),
      await fake.git(['rev-parse', `${merged}^{tree}`]),
    );
    assert.equal(await fake.git(['rev-parse', 'pr-5134-merged^1']), base);
    assert.equal(await fake.git(['rev-parse', 'pr-5134-merged^2']), head);
  });
});
