// `/benchmark more` in the gate: the last `--runs auto` table this bot posted
// on the pull request names (in its hidden more-line, src/report/more-line.ts)
// the run whose artifact holds its samples, the caps it ran to, its open rows
// and its request. The new request is that one, re-validated, with a higher
// cap and `more`, for the SAME commits (even when the head has moved since:
// those commits were approved when the table's request was; new ones were
// not). The execute job resumes the earlier result, so only the open rows run.
// Since the line picks what the self-hosted runner builds, its request needs what a fresh one would (issue
// 55.5): its commit approved for the run the line names (which must be the report's run), by our own acceptance
// reply or approval check run; its groups allowed; its δ the workflow's.
import type { GitHubClient } from '../github/client.ts';
import { fetchPull } from '../github/pulls.ts';
import { addReaction, replyToComment } from '../github/reactions.ts';
import { findReportComments } from './report-comments.ts';
import { nextMoreCap, readMoreLine } from '../report/more-line.ts';
import {
  earlierRequestRefused,
  moreAccepted,
  moreCapReached,
  moreRequestUnusable,
  moreShaNotMeasured,
  NO_OPEN_ROW,
  NO_TABLE,
  notAllowed,
  pullNotOpen,
  requestSummary,
} from '../report/gate-words.ts';
import type { EventResult } from '../request/events.ts';
import { parseRequestJson, serializeRequest, type Actor, type Request } from '../request/request.ts';
import { LIMITS } from '../options/values.ts';
import { RequestError } from '../errors.ts';
import type { GitHubEnv } from './github-env.ts';

export type MoreEvent = Extract<EventResult, { kind: 'more' }>;

export interface MoreDeps {
  octokit: GitHubClient;
  log: (line: string) => void;
  botId: number;
  isAllowed: (actor: Actor) => Promise<boolean>;
  /** the commit our earlier acceptance of this comment named (a re-run of the gate), if any */
  earlierAcceptance: () => Promise<string | undefined>;
  /** 👀 on the comment and the acceptance reply (its marker first: what a re-run finds), with this message */
  acknowledge: (message: string) => Promise<void>;
  /** what any request is checked against: the groups a comment may name, and the workflow's δ */
  allowedGroups: readonly string[];
  delta: number | undefined;
  /** whether our own record says the earlier request's head was approved in run `runId` (reply or check run) */
  earlierApproved: (earlier: Request, runId: number) => Promise<boolean>;
  /** records this request's approval of `sha` as a check run (what a later `/benchmark more` proves it by) */
  keepApproval: (sha: string, summary: string) => Promise<void>;
}

export type MoreGate =
  | { proceed: false; reason: string }
  | { proceed: true; request: Request; requestJson: string; sha: string; moreRunId: number };

/** What a `/benchmark more` comment asks for, or the one-line refusal posted in reply. */
export async function gateMore(github: GitHubEnv, event: MoreEvent, deps: MoreDeps): Promise<MoreGate> {
  const { octokit } = deps;
  const { owner, repo } = github;
  const { id: commentId, author } = event.comment;
  const issueNumber = event.pr;
  if (!(await deps.isAllowed(author))) {
    await addReaction(octokit, { owner, repo, commentId, content: 'confused' });
    return { proceed: false, reason: notAllowed(author.login) };
  }
  const refuse = async (reason: string): Promise<MoreGate> => {
    await addReaction(octokit, { owner, repo, commentId, content: 'confused' });
    await replyToComment(octokit, { owner, repo, issueNumber, commentId, message: reason });
    return { proceed: false, reason };
  };

  // our report comments only (a pasted copy is not ours): the latest request's, whichever comment it is in
  const reports = await findReportComments(octokit, {
    owner,
    repo,
    pr: issueNumber,
    workflow: github.workflow,
    botId: deps.botId,
  });
  const report = reports.at(-1);
  const line = report === undefined ? undefined : readMoreLine(report.body);
  if (line === undefined) return refuse(NO_TABLE);
  if (line.open === 0) return refuse(NO_OPEN_ROW);
  const lastCap = line.caps.at(-1)!;
  const nextCap = nextMoreCap(lastCap);
  if (nextCap === undefined) {
    return refuse(moreCapReached(lastCap, LIMITS.runs));
  }

  let earlier: Request;
  try {
    // the trust boundary: whatever the comment holds is read as any request is
    earlier = parseRequestJson(line.requestJson);
    checkEarlier(earlier, line.caps, `${owner}/${repo}`, issueNumber);
    checkAsAnyRequest(earlier, deps);
    if (line.runId !== report!.run) throw new RequestError(earlierRequestRefused.otherRun(line.runId, report!.run));
  } catch (error) {
    if (!(error instanceof RequestError)) throw error;
    return refuse(moreRequestUnusable(error.message));
  }
  const pr = earlier.pr!;
  // the same proof a re-run of the earlier request needs: our own record that its head was approved
  if (!(await deps.earlierApproved(earlier, line.runId))) {
    return refuse(moreRequestUnusable(earlierRequestRefused.notApproved(pr.headSha, line.runId)));
  }
  if (event.sha !== undefined && event.sha !== pr.headSha) {
    return refuse(moreShaNotMeasured(event.sha, pr.headSha));
  }

  const pull = await fetchPull(octokit, { owner, repo, number: issueNumber }, `reading pull request #${issueNumber}`);
  if (pull.state !== 'open') return refuse(pullNotOpen(issueNumber));

  const request: Request = {
    ...earlier,
    trigger: 'issue_comment',
    comment: { id: commentId, author },
    requestedBy: author,
    maxRuns: nextCap,
    more: { runId: line.runId, earlierCaps: line.caps },
  };
  const requestJson = serializeRequest(request);

  const accepted = await deps.earlierAcceptance();
  if (accepted === undefined) {
    const head = pull.head.sha.toLowerCase();
    const { open, minutes } = line;
    await deps.keepApproval(pr.headSha, requestSummary(request));
    await deps.acknowledge(
      moreAccepted({ pr: issueNumber, measured: pr.headSha, head, open, lastCap, nextCap, minutes }),
    );
  } else {
    deps.log(`a re-run of the more request accepted for ${accepted}: the same commits are benchmarked`);
  }
  deps.log(`accepted (more of run ${line.runId}): ${requestJson}`);
  return { proceed: true, request, requestJson, sha: pr.headSha, moreRunId: line.runId };
}

/** Groups and δ as any request's: each group in allowed-groups (when there is one: as `auto` chooses), δ the workflow's. */
function checkAsAnyRequest(earlier: Request, inputs: MoreDeps): void {
  const allowed = new Set(inputs.allowedGroups);
  const outside = allowed.size === 0 ? undefined : earlier.groups.find((group) => !allowed.has(group));
  if (outside !== undefined) throw new RequestError(earlierRequestRefused.groupNotAllowed(outside));
  if (earlier.delta !== inputs.delta)
    throw new RequestError(earlierRequestRefused.otherDelta(earlier.delta, inputs.delta));
}

/** The table's request must be a --runs auto request of this pull request, with the caps its line says. */
function checkEarlier(earlier: Request, caps: readonly number[], repository: string, issueNumber: number): void {
  if (earlier.repository.toLowerCase() !== repository.toLowerCase()) {
    throw new RequestError(earlierRequestRefused.otherRepository(earlier.repository, repository));
  }
  if (earlier.pr === undefined || earlier.pr.number !== issueNumber) {
    throw new RequestError(earlierRequestRefused.otherPull(issueNumber));
  }
  if (earlier.runs !== 'auto') throw new RequestError(earlierRequestRefused.notAuto);
  const recorded = [...(earlier.more?.earlierCaps ?? []), earlier.maxRuns];
  if (JSON.stringify(recorded) !== JSON.stringify(caps)) {
    throw new RequestError(earlierRequestRefused.otherCaps(recorded, caps));
  }
}
