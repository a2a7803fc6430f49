// `/benchmark more` the whole way through the bundled Action (dist/index.js):
// gate -> execute -> report for a `/benchmark grp --runs auto` at max-runs 4,
// then `/benchmark more`: gate -> execute (handed the first run's result, as
// the PR example's gate job hands on its artifact) -> report. Real git, real
// (fake) node builds in the sandbox, node core's own benchmark/common.js, the
// fake GitHub.
//
// The benchmark reports rates it chooses (bench.report), not timed ones, so
// what is decided does not depend on the machine's load: the head's build
// (its node wrapper exports FAKE_NODE_SIDE=new) is twice as fast on `huge`
// (faster from 4 runs) and 12 % faster in ±5 % alternating noise on `small`
// (not distinguishable at 4 runs).
import assert from 'node:assert/strict';
import { cpSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { reportMarker } from '../../src/report/comment.ts';
import { readMoreLine } from '../../src/report/more-line.ts';
import { parseRequestJson } from '../../src/request/request.ts';
import { parseCompareCsv } from '../../src/stats/csv.ts';
import { runAction } from '../helpers/action.ts';
import { reportComments } from '../helpers/report-comments.ts';
import { commentEvent } from '../helpers/events.ts';
import { createFakeNodeRepo, type FakeNodeRepo } from '../helpers/fake-node-repo.ts';
import { startFakeGitHub, type FakeGitHub } from '../helpers/fake-github.ts';
import { findNodeCore } from '../helpers/node-core-repo.ts';
import { scratchDir } from '../helpers/paths.ts';
import { chosenRatesPullRequest } from '../helpers/chosen-rates.ts';

const REPO = 'nodejs/node';
const PR = 61;
const writer = { login: 'writer-person', id: 1001 };
const WORKFLOW_ENV = { GITHUB_WORKFLOW_REF: `${REPO}/.github/workflows/benchmark.yml@refs/heads/main` };
const MARKER = reportMarker(PR, 'benchmark.yml');
const FIRST_RUN = '5001';
const MORE_RUN = '5002';
const core = findNodeCore();

const CHOSEN = `'use strict';
// rates chosen, not timed: see test/action/more-flow.test.ts
const fs = require('fs');
const path = require('path');
const common = require('../common.js');
const bench = common.createBenchmark(main, { row: ['huge', 'small'], n: [1000] });
function main({ row }) {
  const isNew = process.env.FAKE_NODE_SIDE === 'new';
  // this side's child count for the row, in the run's TMPDIR
  const counter = path.join(process.env.TMPDIR, row + '-' + (isNew ? 'new' : 'old'));
  const count = (fs.existsSync(counter) ? Number(fs.readFileSync(counter, 'utf8')) : 0) + 1;
  fs.writeFileSync(counter, String(count));
  let rate = 1e6 * (1 + 0.01 * (count % 3));
  if (row === 'huge' && isNew) rate *= 2;
  if (row === 'small' && isNew) rate *= 1.12 * (count % 2 === 1 ? 1.05 : 0.95);
  bench.report(rate, 1000000n);
}
`;

describe(
  'the Action: /benchmark more -> gate -> execute -> report runs only the open rows',
  { skip: 'reason' in core ? core.reason : false },
  () => {
    let fake: FakeNodeRepo;
    let github: FakeGitHub;
    let base: string;
    let head: string;
    const scratch = scratchDir('more-flow-');

    before(async () => {
      fake = await createFakeNodeRepo();
      ({ base, head } = await chosenRatesPullRequest(fake, (core as { dir: string }).dir, { 'grp/chosen.js': CHOSEN }));
      github = await startFakeGitHub();
      github.state.addRepo(REPO);
      github.state.addCollaborator(REPO, writer, 'write');
      github.state.addPull(REPO, { number: PR, headSha: head, baseSha: base, baseRef: 'main' });
    });
    after(async () => {
      await github.close();
      await fake.cleanup();
    });

    /** One workflow run for a comment: gate, then (if it proceeds) execute and report; `previous` as execute's previous-result. */
    async function workflowRun(body: string, runId: string, previous?: string) {
      const comment = github.state.addComment(REPO, PR, { body, user: { ...writer, type: 'User' } });
      const payload = commentEvent({ repository: REPO, issueNumber: PR, commentId: comment.id, body, user: writer });
      const common = { eventName: 'issue_comment', payload, runId, env: WORKFLOW_ENV };
      const gated = await runAction({
        ...common,
        apiUrl: github.url,
        inputs: { mode: 'gate', 'github-token': 'gate-token', 'allowed-groups': 'grp', runs: 'auto', 'max-runs': '4' },
      });
      assert.equal(gated.code, 0, gated.stdout + gated.stderr);
      assert.equal(gated.outputs.proceed, 'true', gated.stdout);
      const resultDir = join(scratch, `result-${runId}`);
      const executed = await runAction({
        ...common,
        workspace: scratch,
        inputs: {
          mode: 'execute',
          request: gated.outputs.request!,
          'repo-path': fake.repo,
          'result-dir': resultDir,
          'cache-dir': join(scratch, 'cache'),
          'min-free-gb': '0',
          'child-time': 'off',
          'github-token': '',
          ...(previous === undefined ? {} : { 'previous-result': previous }),
        },
      });
      assert.equal(executed.code, 0, executed.stdout + executed.stderr);
      const reported = await runAction({
        ...common,
        apiUrl: github.url,
        inputs: {
          mode: 'report',
          request: gated.outputs.request!,
          'result-dir': resultDir,
          'github-token': 'report-token',
        },
      });
      assert.equal(reported.code, 0, reported.stdout + reported.stderr);
      return { gated, executed, resultDir, commentId: comment.id };
    }

    const ours = () => reportComments(github, { repo: REPO, pr: PR, workflow: 'benchmark.yml' });
    /** samples per row and side */
    const counts = (resultDir: string) => {
      const csv = join(resultDir, 'results.csv');
      const byRow: Record<string, number> = {};
      for (const s of parseCompareCsv(readFileSync(csv, 'utf8'), csv)) {
        const key = `${/row='?(\w+)/.exec(s.configuration)![1]} ${s.binary}`;
        byRow[key] = (byRow[key] ?? 0) + 1;
      }
      return byRow;
    };

    it('the table offers more for its open row; /benchmark more runs that row only, and its table folds the first', async () => {
      // someone pastes our marker and a more-line of their own: never read
      const forgedRequest = Buffer.from('{"forged":true}').toString('base64');
      github.state.addComment(REPO, PR, {
        body: `${MARKER}\n<!-- node-benchmark-action:more run=666 caps=4 open=2 minutes=1 request=${forgedRequest} -->\n`,
        user: { ...writer, type: 'User' },
      });

      const first = await workflowRun('/benchmark grp --runs auto', FIRST_RUN);
      assert.deepEqual(counts(first.resultDir), { 'huge old': 4, 'huge new': 4, 'small old': 4, 'small new': 4 });
      assert.equal(ours().length, 1);
      const table = ours()[0]!.body;
      const line = readMoreLine(table)!;
      assert.deepEqual([line.runId, line.caps, line.open], [Number(FIRST_RUN), [4], 1]);
      assert.deepEqual(parseRequestJson(line.requestJson), parseRequestJson(first.gated.outputs.request!));
      assert.match(
        table,
        /_1 row left open \(not distinguishable, or not tested\): comment `\/benchmark more` to run it again up to 8 runs per side, for the same commits \(about \d+ minutes?\)\._/,
      );

      // the gate of /benchmark more hands on the first run's id; the workflow hands its artifact to execute
      const previous = join(scratch, 'previous');
      cpSync(first.resultDir, previous, { recursive: true });
      const more = await workflowRun('/benchmark more', MORE_RUN, previous);
      assert.equal(more.gated.outputs['more-run-id'], FIRST_RUN, 'our table, not the pasted one');
      assert.equal(more.gated.outputs.sha, head);
      const request = parseRequestJson(more.gated.outputs.request!);
      assert.deepEqual([request.maxRuns, request.more], [8, { runId: Number(FIRST_RUN), earlierCaps: [4] }]);
      const reply = github.state.comments(REPO, PR).find((c) => c.body.includes(`comment=${more.commentId} -->`))!;
      assert.match(
        reply.body,
        new RegExp(
          `Benchmark accepted for commit \`${head}\` again: 1 row the last table left open run again from 4 to 8 runs ` +
            'per side, for the same commits \\(about \\d+ minutes?\\)\\.',
        ),
      );

      // only the open row ran: the decided one keeps its 4 runs a side
      const after = counts(more.resultDir);
      assert.deepEqual([after['huge old'], after['huge new']], [4, 4]);
      for (const side of ['old', 'new']) {
        const n = after[`small ${side}`]!;
        assert.ok(n >= 6 && n <= 8, `small ${side}: ${n} runs`);
      }

      // the more request's own answer, the combined table, which says it is a more; the first table folded under it
      assert.equal(ours().length, 2);
      const [folded, answer] = ours();
      assert.ok(answer!.body.startsWith(`${reportMarker(PR, 'benchmark.yml', Number(MORE_RUN))}\n`));
      assert.ok(folded!.body.startsWith(`${reportMarker(PR, 'benchmark.yml', Number(FIRST_RUN))}\n`));
      assert.match(folded!.body, /Superseded: a later request \(workflow run 5002\) posted \[newer results\]/);
      const combined = answer!.body;
      assert.match(combined, /\*\*more\*\*: 1 row run again from 4 to 8 runs, for the same commits/);
      assert.match(combined, /2 passes \(to 4 runs, then the rows left open to 8\)/);
      assert.deepEqual(readMoreLine(combined)?.caps, [4, 8]);

      // every row is decided now: another /benchmark more gets one line, and nothing runs
      const again = '/benchmark more';
      const comment = github.state.addComment(REPO, PR, { body: again, user: { ...writer, type: 'User' } });
      const refused = await runAction({
        eventName: 'issue_comment',
        payload: commentEvent({ repository: REPO, issueNumber: PR, commentId: comment.id, body: again, user: writer }),
        apiUrl: github.url,
        env: WORKFLOW_ENV,
        inputs: { mode: 'gate', 'github-token': 'gate-token', 'allowed-groups': 'grp', runs: 'auto', 'max-runs': '4' },
      });
      assert.equal(refused.code, 0, refused.stdout + refused.stderr);
      assert.equal(refused.outputs.proceed, 'false');
      assert.match(
        github.state.comments(REPO, PR).at(-1)!.body,
        /^nothing to run again: the last table on this pull request left no row open\n/,
      );
    });
  },
);
