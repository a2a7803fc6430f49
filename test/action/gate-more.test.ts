// The gate on `/benchmark more` (issue 40.3): it reads the last --runs auto
// table of OUR report comment (its hidden more-line) and hands on that
// table's request with a doubled cap and `more`, for the same commits; a
// pasted copy of the line in someone else's comment is never read, and every
// case where there is nothing to run again gets one line in reply.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { runGate } from '../../src/action/gate.ts';
import { APPROVAL_CHECK_NAME, approvalExternalId } from '../../src/github/approvals.ts';
import { acceptanceReply, commentAccepted, NO_OPEN_ROW, NO_TABLE } from '../../src/report/gate-words.ts';
import { readActionInputs } from '../../src/action/inputs.ts';
import { reportMarker } from '../../src/report/comment.ts';
import { moreLine } from '../../src/report/more-line.ts';
import { parseRequestJson, type Request } from '../../src/request/request.ts';
import { commentEvent } from '../helpers/action.ts';
import { GITHUB_ACTIONS_APP, GITHUB_ACTIONS_BOT, type FakeApp, type FakeUser } from '../helpers/fake-github.ts';
import { sha, startHarness, type Harness } from '../github/support.ts';

const REPO = 'nodejs/node';
const writer = { login: 'writer-person', id: 1001 };
const reader = { login: 'read-only-person', id: 1002 };
const HEAD = sha('a');
const BASE = sha('b');
const RUN_ID = 424242;
/** the run of the `/benchmark more` gate */
const MORE_RUN_ID = 434343;

const inputs = readActionInputs(
  (name) =>
    ({
      mode: 'gate',
      'github-token': 'gate-token',
      'allowed-groups': 'buffers',
      'max-runs': '4',
      'require-sha': 'true',
    })[name] ?? '',
);

/** The request a first table answered: a /benchmark --runs auto on `pr`, to `caps`. */
function tableRequest(pr: number, caps: number[], over: Partial<Request> = {}): Request {
  return {
    schemaVersion: 1,
    trigger: 'issue_comment',
    repository: REPO,
    old: { kind: 'ref', ref: 'main', sha: BASE },
    new: { kind: 'ref', ref: HEAD, sha: HEAD },
    pr: { number: pr, headSha: HEAD, baseRef: 'main', baseSha: BASE },
    comment: { id: 5, author: writer },
    groups: ['buffers'],
    filter: ['tojson'],
    exclude: [],
    set: {} as Request['set'],
    runs: 'auto',
    maxRuns: caps.at(-1)!,
    ...(caps.length > 1 ? { more: { runId: 1, earlierCaps: caps.slice(0, -1) } } : {}),
    requestedBy: writer,
    ...over,
  };
}

function reportBody(pr: number, line: { caps: number[]; open: number; request?: Request; reportRun?: number }): string {
  const more = moreLine({
    runId: RUN_ID,
    caps: line.caps,
    open: line.open,
    minutes: 3,
    requestJson: JSON.stringify(line.request ?? tableRequest(pr, line.caps)),
  })!;
  return `${reportMarker(pr, 'benchmark.yml', line.reportRun ?? RUN_ID)}\n${more}\n\n### Benchmark results\n\n| a table |\n`;
}

describe('gate: /benchmark more', () => {
  let h: Harness;
  let nextPr = 40;
  before(async () => {
    h = await startHarness();
    h.gh.state.addRepo(REPO);
    h.gh.state.addCollaborator(REPO, writer, 'write');
    h.gh.state.addCollaborator(REPO, reader, 'read');
  });
  after(async () => {
    await h.close();
  });

  /** Our acceptance of the table request's comment (5) for HEAD: what proves the commit was approved. */
  const ACCEPTED = {
    body: acceptanceReply(5, commentAccepted(HEAD, '`buffers`', undefined)),
    user: GITHUB_ACTIONS_BOT,
  };
  /** A fresh pull request (head `head`) with these earlier comments, the table's acceptance first unless `approved` is false. */
  const pull = (comments: { body: string; user: FakeUser }[], head = HEAD, approved = true) => {
    const number = nextPr++;
    h.gh.state.addPull(REPO, { number, headSha: head, baseSha: BASE, baseRef: 'main' });
    for (const c of approved ? [ACCEPTED, ...comments] : comments) h.gh.state.addComment(REPO, number, c);
    return number;
  };
  const more = (pr: number, body = '/benchmark more', user = writer) => {
    const comment = h.gh.state.addComment(REPO, pr, { body, user: { ...user, type: 'User' } });
    const github = {
      eventName: 'issue_comment',
      owner: 'nodejs',
      repo: 'node',
      apiUrl: h.gh.url,
      workflow: 'benchmark.yml',
      runId: MORE_RUN_ID,
      payload: commentEvent({ repository: REPO, issueNumber: pr, commentId: comment.id, body, user }),
    };
    const log: string[] = [];
    return runGate(github, inputs, {
      octokit: h.octokit,
      log: (line) => log.push(line),
      botLogin: GITHUB_ACTIONS_BOT.login,
      botId: GITHUB_ACTIONS_BOT.id,
      workspace: process.cwd(),
    }).then((result) => ({ result, commentId: comment.id, log }));
  };
  /** the last comment, without the reply's `In reply to` footer */
  const lastReply = (pr: number) => h.gh.state.comments(REPO, pr).at(-1)!.body.split('\n\n<sub>In reply to')[0]!;

  it("runs the table's open rows again: its request, twice its cap, more, the same commits, this comment", async () => {
    const pr = pull([{ body: reportBody(40, { caps: [4], open: 2 }), user: GITHUB_ACTIONS_BOT }]);
    const { result, commentId } = await more(pr);
    assert.equal(result.proceed, true, result.reason);
    assert.equal(result.sha, HEAD);
    assert.equal(result.moreRunId, RUN_ID);
    const request = parseRequestJson(result.requestJson!);
    assert.deepEqual(request, {
      ...tableRequest(pr, [4]),
      maxRuns: 8,
      more: { runId: RUN_ID, earlierCaps: [4] },
      comment: { id: commentId, author: writer },
    });
    assert.equal(
      lastReply(pr),
      `<!-- node-benchmark-action:accepted comment=${commentId} -->\n` +
        `Benchmark accepted for commit \`${HEAD}\` again: 2 rows the last table left open run again from 4 to 8 ` +
        'runs per side, for the same commits (about 3 minutes). The rows it decided keep their calls; results will ' +
        'be posted in a comment of their own, the last table folded under it.',
    );
  });

  it('says so when the head has moved since: the commits stay those the table measured', async () => {
    const pr = pull([{ body: reportBody(41, { caps: [4, 8], open: 1 }), user: GITHUB_ACTIONS_BOT }], sha('c'));
    const { result } = await more(pr, `/benchmark more sha=${HEAD}`);
    assert.equal(result.proceed, true, result.reason);
    const request = parseRequestJson(result.requestJson!);
    assert.deepEqual(
      [request.pr!.headSha, request.maxRuns, request.more],
      [HEAD, 16, { runId: RUN_ID, earlierCaps: [4, 8] }],
    );
    assert.match(lastReply(pr), /1 row the last table left open run again from 8 to 16 runs per side/);
    assert.match(
      lastReply(pr),
      new RegExp(
        `The head of #${pr} is now \`${sha('c')}\`: this runs the commits the table measured, not the new ones`,
      ),
    );
  });

  it("ignores a user's comment that pastes our marker and a forged more-line", async () => {
    const forged = reportBody(42, { caps: [4], open: 9, request: tableRequest(42, [4], { groups: ['buffers'] }) });
    const pr = pull([{ body: forged, user: writer }]);
    const { result } = await more(pr);
    assert.deepEqual([result.proceed, result.reason], [false, NO_TABLE]);
    assert.equal(lastReply(pr), NO_TABLE);
  });

  it('answers in one line when there is no table, no open row, or no higher cap', async () => {
    const none = pull([]);
    assert.equal((await more(none)).result.reason, NO_TABLE);
    assert.equal(lastReply(none), NO_TABLE);
    // our report without a more-line: a fixed-runs table
    const fixed = pull([
      { body: `${reportMarker(nextPr, 'benchmark.yml')}\n\n### Benchmark results\n`, user: GITHUB_ACTIONS_BOT },
    ]);
    assert.equal((await more(fixed)).result.reason, NO_TABLE);
    const settled = pull([{ body: reportBody(nextPr, { caps: [4], open: 0 }), user: GITHUB_ACTIONS_BOT }]);
    assert.equal((await more(settled)).result.reason, NO_OPEN_ROW);
    assert.equal(lastReply(settled), 'nothing to run again: the last table on this pull request left no row open');
    const ceiling = pull([{ body: reportBody(nextPr, { caps: [100, 200], open: 1 }), user: GITHUB_ACTIONS_BOT }]);
    assert.equal(
      (await more(ceiling)).result.reason,
      'the last table already ran its open rows to 200 runs per side, the most a request may ask (200): nothing more to run',
    );
  });

  it("refuses a table whose request is not this pull request's, and a sha= other than the table's commit", async () => {
    const other = pull([
      { body: reportBody(nextPr, { caps: [4], open: 1, request: tableRequest(7, [4]) }), user: GITHUB_ACTIONS_BOT },
    ]);
    assert.equal(
      (await more(other)).result.reason,
      `the last table's request cannot be run again: it is not for #${other}`,
    );
    const caps = pull([
      {
        body: reportBody(nextPr, { caps: [4, 8], open: 1, request: tableRequest(nextPr, [8]) }),
        user: GITHUB_ACTIONS_BOT,
      },
    ]);
    assert.equal(
      (await more(caps)).result.reason,
      "the last table's request cannot be run again: its caps (8) are not the table's (4, 8)",
    );
    const wrongSha = pull([{ body: reportBody(nextPr, { caps: [4], open: 1 }), user: GITHUB_ACTIONS_BOT }]);
    assert.equal(
      (await more(wrongSha, `/benchmark more sha=${sha('d')}`)).result.reason,
      `sha=${sha('d')} is not the commit the last table measured (${HEAD}): /benchmark more runs that table's commits`,
    );
  });

  it('answers a reader with a reaction only, and refuses other arguments in one line', async () => {
    const pr = pull([{ body: reportBody(nextPr, { caps: [4], open: 1 }), user: GITHUB_ACTIONS_BOT }]);
    const before = h.gh.state.comments(REPO, pr).length;
    const { result, commentId } = await more(pr, '/benchmark more', reader);
    assert.equal(result.proceed, false);
    assert.equal(h.gh.state.comments(REPO, pr).length, before + 1, 'only the command itself');
    assert.deepEqual(
      h.gh.state
        .repo(REPO)!
        .reactions.filter((r) => r.commentId === commentId)
        .map((r) => r.content),
      ['confused'],
    );
    const { result: extra } = await more(pr, '/benchmark more buffers');
    assert.equal(
      extra.reason,
      "/benchmark more takes no other arguments: it runs the last table's open rows again, with its settings, for its commits",
    );
  });
  // Issue 55.5: a more-line chooses what the self-hosted runner builds, so it proves what a fresh request would.
  const approvalCheck = (pr: number, app: FakeApp) =>
    h.gh.state.addCheckRun(REPO, {
      name: APPROVAL_CHECK_NAME,
      headSha: HEAD,
      externalId: approvalExternalId({ commentId: 5, runId: RUN_ID }),
      app,
    });
  const unusable = (why: string) => `the last table's request cannot be run again: ${why}`;
  const notApproved =
    `nothing of ours records that commit \`${HEAD}\` was approved for run ${RUN_ID} ` +
    '(neither our acceptance reply nor our approval check run)';

  it("refuses a table whose commit nothing of ours records as approved, or only another app's check run", async () => {
    const bare = pull([{ body: reportBody(nextPr, { caps: [4], open: 1 }), user: GITHUB_ACTIONS_BOT }], HEAD, false);
    assert.equal((await more(bare)).result.reason, unusable(notApproved));
    const other = pull([{ body: reportBody(nextPr, { caps: [4], open: 1 }), user: GITHUB_ACTIONS_BOT }], HEAD, false);
    approvalCheck(other, { id: 777, slug: 'other-ci', name: 'Other CI', owner: writer });
    assert.equal((await more(other)).result.reason, unusable(notApproved));
  });

  it('takes our approval check run when the acceptance reply is gone, and records its own for the next more', async () => {
    const pr = pull([{ body: reportBody(nextPr, { caps: [4], open: 1 }), user: GITHUB_ACTIONS_BOT }], HEAD, false);
    approvalCheck(pr, GITHUB_ACTIONS_APP);
    const { result, commentId } = await more(pr);
    assert.equal(result.proceed, true, result.reason);
    const recorded = h.gh.state
      .repo(REPO)!
      .checkRuns.filter((run) => run.externalId === approvalExternalId({ commentId, runId: MORE_RUN_ID }));
    assert.deepEqual(
      recorded.map((run) => [run.headSha, run.status, run.conclusion, run.app.slug]),
      [[HEAD, 'completed', 'neutral', 'github-actions']],
    );
  });

  it("checks the table's groups and δ as any request's, and its line's run against its report's", async () => {
    const group = pull([
      {
        body: reportBody(nextPr, { caps: [4], open: 1, request: tableRequest(nextPr, [4], { groups: ['crypto'] }) }),
        user: GITHUB_ACTIONS_BOT,
      },
    ]);
    assert.equal(
      (await more(group)).result.reason,
      unusable("its group `crypto` is not in this workflow's allowed-groups"),
    );
    const delta = pull([
      {
        body: reportBody(nextPr, { caps: [4], open: 1, request: tableRequest(nextPr, [4], { delta: 0.5 }) }),
        user: GITHUB_ACTIONS_BOT,
      },
    ]);
    assert.equal((await more(delta)).result.reason, unusable("its δ (0.5 %) is not this workflow's (none)"));
    const run = pull([{ body: reportBody(nextPr, { caps: [4], open: 1, reportRun: 999 }), user: GITHUB_ACTIONS_BOT }]);
    assert.equal(
      (await more(run)).result.reason,
      unusable(`its line names run ${RUN_ID}, but the report is run 999's`),
    );
  });
});
