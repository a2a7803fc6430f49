// A lost shard through the bundled Action (dist/index.js), as the sharded PR
// example runs it (example-benchmark-pr-sharded.yml): a writer's /benchmark
// comment -> gate -> execute as shard 1 of 2 -> shard 2 dies before it
// uploads -> report, handed what actions/download-artifact with a pattern
// merges (each shard's artifact in its own directory: only shard 1's here)
// and `execute-result: failure`. The PR must say that shard 2 is missing and
// what it would have measured, and the /benchmark comment must not get a
// rocket. Then the failed job is run again: shard 2 arrives, and the report
// job run again posts the whole table and the rocket.
//
// Real git, real (fake) node builds in the sandbox, node core's own
// benchmark/common.js, the fake GitHub. The benchmark reports rates it
// chooses (bench.report), not timed ones, so what is decided does not depend
// on the machine's load: three rows a, b, c dealt out round-robin (shard 1:
// a and c, shard 2: b); the head's build is twice as slow on b only, so the
// lost shard is the one that held the regression.
import assert from 'node:assert/strict';
import { cpSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { reportMarker } from '../../src/report/comment.ts';
import { parseCompareCsv } from '../../src/stats/csv.ts';
import { runAction, type ActionRun } from '../helpers/action.ts';
import { commentEvent } from '../helpers/events.ts';
import { createFakeNodeRepo, type FakeNodeRepo } from '../helpers/fake-node-repo.ts';
import { GITHUB_ACTIONS_BOT, startFakeGitHub, type FakeGitHub } from '../helpers/fake-github.ts';
import { findNodeCore } from '../helpers/node-core-repo.ts';
import { scratchDir } from '../helpers/paths.ts';
import { chosenRatesPullRequest } from '../helpers/chosen-rates.ts';

const REPO = 'nodejs/node';
const PR = 47;
const writer = { login: 'writer-person', id: 1001 };
const WORKFLOW_ENV = { GITHUB_WORKFLOW_REF: `${REPO}/.github/workflows/benchmark-sharded.yml@refs/heads/main` };
const RUN_ID = '4701';
const MARKER = reportMarker(PR, 'benchmark-sharded.yml', Number(RUN_ID));
const core = findNodeCore();

const CHOSEN = `'use strict';
// rates chosen, not timed: see test/action/lost-shard-flow.test.ts
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
  if (row === 'b' && isNew) rate /= 2;
  bench.report(rate, 1000000n);
}
`;

describe(
  'the Action, sharded: shard 2 of 2 dies before uploading -> the PR is told, no rocket; run again -> the whole table',
  { skip: 'reason' in core ? core.reason : false },
  () => {
    let fake: FakeNodeRepo;
    let github: FakeGitHub;
    let head: string;
    let commentId: number;
    let request: string;
    const scratch = scratchDir('lost-shard-flow-');
    /** what the report job's download-artifact step leaves: node-bench-result-<shard>/ per shard that uploaded */
    const downloaded = join(scratch, 'node-bench-results');
    /** the issue_comment event every job of the workflow run sees */
    let event: unknown;
    const common = () => ({ eventName: 'issue_comment', payload: event, runId: RUN_ID, env: WORKFLOW_ENV });

    before(async () => {
      fake = await createFakeNodeRepo();
      const { base, head: pinned } = await chosenRatesPullRequest(fake, (core as { dir: string }).dir, {
        'grp/chosen.js': CHOSEN,
      });
      head = pinned;
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
      assert.equal(gated.outputs.proceed, 'true', gated.stdout);
      request = gated.outputs.request!;
    });
    after(async () => {
      await github.close();
      await fake.cleanup();
    });

    /** One matrix job of execute: its shard's result directory, uploaded as node-bench-result-<index>. */
    async function executeShard(index: number) {
      const resultDir = join(scratch, `runner-${index}`, 'node-bench-result');
      const executed = await runAction({
        ...common(),
        workspace: join(scratch, `runner-${index}`),
        inputs: {
          mode: 'execute',
          request,
          'github-token': '',
          shard: `${index}/2`,
          'repo-path': fake.repo,
          'result-dir': resultDir,
          'cache-dir': join(scratch, 'cache'),
          'min-free-gb': '0',
          'child-time': 'off',
        },
      });
      assert.equal(executed.code, 0, executed.stdout + executed.stderr);
      // the execute job's summary of its own shard: the other shard runs in its own job, it is not missing
      assert.doesNotMatch(executed.summary, /left no result|Stopped early/);
      assert.equal(executed.outputs.partial, 'false');
      cpSync(resultDir, join(downloaded, `node-bench-result-${index}`), { recursive: true });
      return resultDir;
    }

    const report = (executeResult: string): Promise<ActionRun> =>
      runAction({
        ...common(),
        apiUrl: github.url,
        inputs: {
          mode: 'report',
          request,
          'execute-result': executeResult,
          'result-dir': downloaded,
          'github-token': 'report-token',
        },
      });
    const ours = () =>
      github.state
        .comments(REPO, PR)
        .filter((c) => c.user.id === GITHUB_ACTIONS_BOT.id && c.body.startsWith(`${MARKER}\n`));
    /** the bot's reactions on the /benchmark comment */
    const reactions = () =>
      github.state
        .repo(REPO)!
        .reactions.filter((r) => r.commentId === commentId && r.user.id === GITHUB_ACTIONS_BOT.id)
        .map((r) => r.content)
        .sort();
    /** the rows of a result directory's CSV, and their samples per side */
    const rows = (resultDir: string) => {
      const csv = join(resultDir, 'results.csv');
      const byRow: Record<string, number> = {};
      for (const s of parseCompareCsv(readFileSync(csv, 'utf8'), csv)) {
        const key = `${/row='?(\w+)/.exec(s.configuration)![1]} ${s.binary}`;
        byRow[key] = (byRow[key] ?? 0) + 1;
      }
      return byRow;
    };
    /**
     * What a maintainer sees on the PR, in one value (a failure shows every
     * difference at once): the sticky comment's missing-shard warning, its bold
     * headline (`**1 regression, 0 improvements** out of 3 comparisons`), the
     * rows in its table, and the bot's reactions on the /benchmark comment.
     */
    const seen = () => {
      const comments = ours();
      const body = comments.at(-1)?.body ?? '';
      const warning = /^> \[!WARNING\]\n> (Shards? .* left no result.*)$/m.exec(body);
      const headline = /^(\*\*\d+ regressions?, \d+ improvements?\*\* out of \d+ comparisons?) /m.exec(body);
      return {
        comments: comments.length,
        missingShards: warning?.[1],
        headline: headline?.[1],
        warningFirst: warning !== null && headline !== null && warning.index < headline.index,
        rows: [...body.matchAll(/^\| `grp\/chosen\.js n=1000 row='(\w)'` \| [^|]* \| ([^|]*) \| [^|]* \| 4 \/ 4 \|$/gm)]
          .map(([, row, verdict]) => `${row}: ${verdict!.replace(/\u00a0/g, ' ')}`)
          .sort(),
        reactions: reactions(),
      };
    };

    it('shard 1 of 2 arrives alone: the comment names shard 2 and what it would have measured; confused, not 🚀', async () => {
      const shard1 = await executeShard(1);
      assert.deepEqual(rows(shard1), { 'a old': 4, 'a new': 4, 'c old': 4, 'c new': 4 }, 'shard 1 of 2: rows a and c');
      // shard 2's runner is lost before its upload step: no node-bench-result-2 to download

      const reported = await report('failure');
      assert.deepEqual(seen(), {
        comments: 1,
        missingShards:
          "Shard 2 of 2 left no result (its execute job failed, was cancelled or never uploaded): 1 of the run's 3 " +
          "configurations were not measured, and the table has only the other shards' rows. Run the request again " +
          'for a whole result.',
        // shard 1's rows only, under the warning: not the whole run's 3 comparisons, whose regression shard 2 held
        headline: '**0 regressions, 0 improvements** out of 2 comparisons',
        warningFirst: true,
        rows: ['a: = same (±5.0 %)', 'c: = same (±5.0 %)'],
        reactions: ['confused', 'eyes'],
      });
      const body = ours()[0]!.body;

      // the job: the PR was answered with what was measured; then it fails, naming the lost shard, and says partial
      // (a step that reads regressions=0 alone would pass a run whose regression was in the lost shard)
      assert.equal(reported.code, 1, reported.stdout + reported.stderr);
      assert.match(
        reported.stdout,
        /::error::shard 2 of 2 left no result: 1 of the run's 3 configurations were not measured \(the report has the other shards' rows\)/,
      );
      assert.equal(reported.outputs.partial, 'true');
      assert.equal(reported.outputs.regressions, '0');
      assert.equal(reported.outputs.improvements, '0');
      assert.equal(readFileSync(reported.outputs['report-file']!, 'utf8'), body);
      assert.equal(reported.summary.trim(), body.trim());
    });

    it('the failed shard is run again and arrives: the whole table, the regression named, 🚀 replaces 😕', async () => {
      const shard2 = await executeShard(2);
      assert.deepEqual(rows(shard2), { 'b old': 4, 'b new': 4 }, 'shard 2 of 2: row b');

      const reported = await report('success');
      assert.equal(reported.code, 0, reported.stdout + reported.stderr);
      assert.deepEqual(seen(), {
        comments: 1,
        missingShards: undefined,
        headline: '**1 regression, 0 improvements** out of 3 comparisons',
        warningFirst: false,
        rows: ['a: = same (±5.0 %)', 'b: ▼ slower', 'c: = same (±5.0 %)'],
        reactions: ['eyes', 'rocket'],
      });
      // (a heavy-load warning may stand there on a busy machine: only the missing-shard one must be gone)
      assert.doesNotMatch(ours()[0]!.body, /left no result/);
      assert.equal(reported.outputs.regressions, '1');
      assert.equal(reported.outputs.improvements, '0');
      assert.equal(reported.outputs.partial, 'false');
    });
  },
);
