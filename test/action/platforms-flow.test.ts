// One request measured on two platforms, as example-benchmark-pr-platforms.yml runs it: a writer's /benchmark
// comment -> gate -> execute on each platform's runner (a matrix job each) -> report, handed what
// actions/download-artifact merges (each platform's artifact in its own directory). The comment must carry a verdict
// per platform per row, decided on that platform's samples alone, and say whether a change shows on every platform
// or on one only.
//
// Real git, real (fake) node builds in the sandbox, node core's own benchmark/common.js, the fake GitHub; the
// report through src/ (the bundle is rebuilt when merged). Both runners are this machine: the second runner's
// result directory is labelled linux-arm64 in its result.json, as an arm64 runner records it (the only edit; its
// samples are its own). The benchmark reports rates it chooses (bench.report), so what is decided does not depend on
// the machine's load: the head halves row b everywhere, and row c on the runner whose SLOWER_HERE names it.
import assert from 'node:assert/strict';
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { RESULT_JSON } from '../../src/artifact/result-dir.ts';
import { readResults, readResultsByPlatform } from '../../src/artifact/shard-merge.ts';
import { reportMarker } from '../../src/report/comment.ts';
import { runAction } from '../helpers/action.ts';
import { chosenRatesPullRequest } from '../helpers/chosen-rates.ts';
import { commentEvent } from '../helpers/events.ts';
import { createFakeNodeRepo, type FakeNodeRepo } from '../helpers/fake-node-repo.ts';
import { GITHUB_ACTIONS_BOT, startFakeGitHub, type FakeGitHub } from '../helpers/fake-github.ts';
import { findNodeCore } from '../helpers/node-core-repo.ts';
import { scratchDir } from '../helpers/paths.ts';
import { noRenderer, renderGfm, tables } from '../report/gfm.ts';

const REPO = 'nodejs/node';
const PR = 59;
const writer = { login: 'writer-person', id: 1001 };
const WORKFLOW_ENV = { GITHUB_WORKFLOW_REF: `${REPO}/.github/workflows/benchmark-platforms.yml@refs/heads/main` };
const RUN_ID = '5901';
const MARKER = reportMarker(PR, 'benchmark-platforms.yml', Number(RUN_ID));
const core = findNodeCore();

const CHOSEN = `'use strict';
// rates chosen, not timed: see test/action/platforms-flow.test.ts
const fs = require('fs');
const path = require('path');
const common = require('../common.js');
const bench = common.createBenchmark(main, { row: ['a', 'b', 'c'], n: [1000] });
function main({ row }) {
  const isNew = process.env.FAKE_NODE_SIDE === 'new';
  // this side's child count for the row, in the run's TMPDIR: ±1 % that repeats
  const counter = path.join(process.env.TMPDIR, row + '-' + (isNew ? 'new' : 'old'));
  const count = (fs.existsSync(counter) ? Number(fs.readFileSync(counter, 'utf8')) : 0) + 1;
  fs.writeFileSync(counter, String(count));
  let rate = 1e6 * (1 + 0.01 * (count % 3));
  if (isNew && (row === 'b' || row === process.env.SLOWER_HERE)) rate /= 2;
  bench.report(rate, 1000000n);
}
`;

describe(
  'the Action on two platforms: one comment, a verdict per platform per row, never pooled',
  { skip: 'reason' in core ? core.reason : noRenderer },
  () => {
    let fake: FakeNodeRepo;
    let github: FakeGitHub;
    let commentId: number;
    let request: string;
    const scratch = scratchDir('platforms-flow-');
    /** what the report job's download-artifact step leaves: node-bench-result-<platform>/ per platform */
    const downloaded = join(scratch, 'node-bench-results');
    let event: unknown;
    const common = () => ({ eventName: 'issue_comment', payload: event, runId: RUN_ID, env: WORKFLOW_ENV });

    /** One matrix job of execute on its platform's runner: its result directory, uploaded as node-bench-result-<platform>. */
    async function executeOn(platform: string, slowerHere: string): Promise<void> {
      const runner = join(scratch, `runner-${platform}`);
      const resultDir = join(runner, 'node-bench-result');
      const executed = await runAction({
        ...common(),
        env: { ...WORKFLOW_ENV, SLOWER_HERE: slowerHere },
        workspace: runner,
        inputs: {
          mode: 'execute',
          request,
          'github-token': '',
          'repo-path': fake.repo,
          'result-dir': resultDir,
          'cache-dir': join(runner, 'cache'),
          'min-free-gb': '0',
          'child-time': 'off',
          'pass-env': 'SLOWER_HERE',
        },
      });
      assert.equal(executed.code, 0, executed.stdout + executed.stderr);
      cpSync(resultDir, join(downloaded, `node-bench-result-${platform}`), { recursive: true });
    }

    before(async () => {
      fake = await createFakeNodeRepo();
      const { base, head } = await chosenRatesPullRequest(fake, (core as { dir: string }).dir, {
        'grp/chosen.js': CHOSEN,
      });
      github = await startFakeGitHub();
      github.state.addRepo(REPO);
      github.state.addCollaborator(REPO, writer, 'write');
      github.state.addPull(REPO, { number: PR, headSha: head, baseSha: base, baseRef: 'main' });
      const body = '/benchmark grp --runs 4';
      commentId = github.state.addComment(REPO, PR, { body, user: { ...writer, type: 'User' } }).id;
      event = commentEvent({ repository: REPO, issueNumber: PR, commentId, body, user: writer });
      const gated = await runAction({
        ...common(),
        apiUrl: github.url,
        inputs: { mode: 'gate', 'github-token': 'gate-token', 'allowed-groups': 'grp' },
      });
      assert.equal(gated.code, 0, gated.stdout + gated.stderr);
      request = gated.outputs.request!;

      await executeOn('linux-x64', 'none');
      await executeOn('linux-arm64', 'c');
      // the second runner as an arm64 runner records itself (its samples untouched)
      const json = join(downloaded, 'node-bench-result-linux-arm64', RESULT_JSON);
      const metadata = JSON.parse(readFileSync(json, 'utf8')) as { fingerprint: { platform?: string } };
      assert.equal(metadata.fingerprint.platform, 'linux-x64', 'execute records the runner it ran on');
      metadata.fingerprint.platform = 'linux-arm64';
      writeFileSync(json, JSON.stringify(metadata));
    });
    after(async () => {
      await github.close();
      await fake.cleanup();
    });

    it("pooling the two platforms' samples into one table is refused; each platform reads alone", async () => {
      await assert.rejects(
        readResults(downloaded),
        /the shard directories were measured on different platforms \(linux-arm64, linux-x64\): refusing to pool/,
      );
      const byPlatform = await readResultsByPlatform(downloaded);
      assert.deepEqual(
        byPlatform.map(({ platform, result }) => [platform, result.samples, result.rows]),
        [
          ['linux-x64', 24, 3],
          ['linux-arm64', 24, 3],
        ],
      );
      assert.notEqual(byPlatform[0]!.result.groups, byPlatform[1]!.result.groups, 'sample groups of their own');
    });

    it('posts one comment: per row a verdict per platform and where the change shows', async () => {
      const reported = await runAction({
        ...common(),
        apiUrl: github.url,
        entry: 'src',
        inputs: {
          mode: 'report',
          request,
          'execute-result': 'success',
          'result-dir': downloaded,
          'github-token': 'report-token',
        },
      });
      assert.equal(reported.code, 0, reported.stdout + reported.stderr);
      const ours = github.state
        .comments(REPO, PR)
        .filter((c) => c.user.id === GITHUB_ACTIONS_BOT.id && c.body.startsWith(`${MARKER}\n`));
      assert.equal(ours.length, 1);
      const body = ours[0]!.body;
      // what a reader sees, as GitHub's renderer makes it
      const [table, unchanged] = tables(renderGfm(body));
      const verdict = (cell: string) =>
        /^(▼ slower|▲ faster|= same \(±5\.0 %\)|≈ not distinguishable|not run)/.exec(cell)?.[1];
      const seen = (rows: string[][]) =>
        rows.map(([name, x64, arm64, shows]) => [/row='(\w)'/.exec(name!)![1], verdict(x64!), verdict(arm64!), shows]);
      assert.deepEqual(table!.header, ['benchmark', 'linux-x64', 'linux-arm64', 'shows on']);
      assert.deepEqual(seen(table!.rows), [
        ['b', '▼ slower', '▼ slower', 'all 2 platforms: slower'],
        ['c', '= same (±5.0 %)', '▼ slower', 'linux-arm64 only: slower'],
      ]);
      assert.deepEqual(seen(unchanged!.rows), [['a', '= same (±5.0 %)', '= same (±5.0 %)', 'none']]);
      assert.match(
        body,
        /\*\*linux-x64\*\*: 1 regression, 0 improvements of 3 rows · \*\*linux-arm64\*\*: 2 regressions/,
      );
      assert.match(body, /Changed on every platform: 1 row; on some only: 1 row\./);
      assert.match(body, /Runner `linux-x64` \(took [^)]+\): .*\n.*Runner `linux-arm64`/);
      // each platform's own report folded below, its own family of 3 rows
      assert.equal(body.match(/out of 3 comparisons/g)?.length, 2, body);
      assert.equal(reported.outputs.regressions, '2', 'rows slower on at least one platform');
      assert.equal(reported.outputs.improvements, '0');
      assert.equal(reported.outputs.partial, 'false');
      const reactions = github.state
        .repo(REPO)!
        .reactions.filter((r) => r.commentId === commentId && r.user.id === GITHUB_ACTIONS_BOT.id)
        .map((r) => r.content);
      assert.ok(reactions.includes('rocket'), String(reactions));
    });
  },
);
