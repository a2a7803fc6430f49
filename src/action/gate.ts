// Gate job (GitHub-hosted, has a token, runs no PR code): turns the event
// into a Request, authorises the actor by API, pins the PR head SHA at this
// moment, and acknowledges. Its only output to the execute job is the
// validated, serialised Request.
import type { GitHubClient } from '../github/client.ts';
import { getRepoPermission } from '../github/permissions.ts';
import { addReaction, replyToComment } from '../github/reactions.ts';
import { isApprovalRecorded, recordApproval } from '../github/approvals.ts';
import { GitHubPermissionError } from '../github/errors.ts';
import { editComment, postComment } from '../github/comments.ts';
import {
  pinPullRequest,
  PULL_REQUEST_EVENTS,
  requestFromEvent,
  type EventInputs,
  type EventResult,
} from '../request/events.ts';
import {
  isResolvedRequest,
  serializeRequest,
  type Actor,
  type DraftRequest,
  type Request,
} from '../request/request.ts';
import {
  acceptanceMarker,
  acceptanceReply,
  acceptedCommitOf,
  approvalSummary,
  commentAccepted,
  dispatchAnnounced,
  headMovedSinceAcceptance,
  labelAnnounced,
  labelRefused,
  noGroupsChosen,
  noGroupsReply,
  notAllowed,
  reRunUnrecorded,
  requestSummary,
} from '../report/gate-words.ts';
import { findStickyComment } from '../github/sticky-comment.ts';
import { findReportComments } from './report-comments.ts';
import { fetchPull, isCommitOfPull } from '../github/pulls.ts';
import { markReportStale } from '../report/comment.ts';
import { chooseGroups, type GroupChoice } from './suggest-groups.ts';
import { gateMore, type MoreDeps } from './gate-more.ts';
import type { ActionInputs } from './inputs.ts';
import type { GitHubEnv } from './github-env.ts';
import { RequestError } from '../errors.ts';
import { isFullSha } from '../options/grammar.ts';

/**
 * Accepting a /benchmark comment: 👀 on it, and the reply whose first line is
 * acceptanceMarker (what a re-run of the gate finds) and then `message`.
 */
async function acknowledge(
  octokit: GitHubClient,
  where: { owner: string; repo: string; issueNumber: number; commentId: number },
  message: string,
): Promise<void> {
  const { owner, repo, commentId } = where;
  await addReaction(octokit, { owner, repo, commentId, content: 'eyes' });
  await replyToComment(octokit, { ...where, message: acceptanceReply(commentId, message) });
}

/** The commit our earlier acceptance of this comment named (the gate ran before: a re-run), or undefined. */
async function earlierAcceptance(
  octokit: GitHubClient,
  options: { owner: string; repo: string; issueNumber: number; commentId: number; botId: number },
): Promise<string | undefined> {
  const marker = acceptanceMarker(options.commentId);
  const found = await findStickyComment(octokit, { ...options, marker, authorId: options.botId });
  return found === null ? undefined : acceptedCommitOf(found.body);
}
type ApprovalAt = { owner: string; repo: string; sha: string; runId: number | undefined; commentId?: number };

/**
 * The approval recorded with the run (a check run on the commit) before the reply: a re-run, or a later
 * `/benchmark more`, reads it when the reply is gone. A token without `checks: write` records nothing; the reply is
 * then the only record, and a re-run that finds neither refuses.
 */
async function keepApproval(
  octokit: GitHubClient,
  approval: ApprovalAt,
  summary: string,
  log: (line: string) => void,
): Promise<void> {
  const { runId } = approval;
  if (runId === undefined) return log('no workflow run id (GITHUB_RUN_ID): the approval is not recorded');
  try {
    await recordApproval(octokit, { ...approval, runId, summary });
  } catch (error) {
    if (!(error instanceof GitHubPermissionError)) throw error;
    log(
      `could not record the approval as a check run (${error.githubMessage}): give the gate job \`checks: write\` ` +
        'so that a re-run whose acceptance reply was deleted can still run',
    );
  }
}
/** Whether the approval is recorded on its commit, by our own app (a token that may not read checks: not). */
export async function approvalRecorded(
  octokit: GitHubClient,
  approval: ApprovalAt & { botId: number },
  log: (line: string) => void,
): Promise<boolean> {
  const { runId } = approval;
  if (runId === undefined) return false;
  try {
    return await isApprovalRecorded(octokit, { ...approval, runId });
  } catch (error) {
    if (!(error instanceof GitHubPermissionError)) throw error;
    log(`could not read the approvals recorded on ${approval.sha} (${error.githubMessage})`);
    return false;
  }
}

/** What `/benchmark more` reads and records through the API: acceptances and approvals, its own and the earlier request's. */
function moreDeps(
  at: Answerer,
  github: GitHubEnv,
  more: { pr: number; commentId: number; botId: number },
): Pick<
  MoreDeps,
  'octokit' | 'log' | 'botId' | 'acknowledge' | 'earlierAcceptance' | 'earlierApproved' | 'keepApproval'
> {
  const { octokit, owner, repo, log } = at;
  const { botId } = more;
  const where = { owner, repo, issueNumber: more.pr, commentId: more.commentId };
  return {
    octokit,
    log,
    botId,
    acknowledge: (message) => acknowledge(octokit, where, message),
    earlierAcceptance: () => earlierAcceptance(octokit, { ...where, botId }),
    earlierApproved: async (earlier, runId) => {
      const sha = earlier.pr!.headSha;
      const commentId = earlier.comment?.id;
      if (commentId !== undefined) {
        const replied = await earlierAcceptance(octokit, { ...where, commentId, botId });
        if (replied === sha) return true;
      }
      return approvalRecorded(octokit, { owner, repo, sha, runId, commentId, botId }, log);
    },
    keepApproval: (sha, summary) =>
      keepApproval(
        octokit,
        { owner, repo, sha, runId: github.runId, commentId: more.commentId },
        approvalSummary(summary, more.commentId),
        log,
      ),
  };
}

export interface GateResult {
  proceed: boolean;
  /** why not, for the log */
  reason?: string;
  request?: Request;
  /** serialised request for the execute job */
  requestJson?: string;
  /** the pinned head SHA (PRs) */
  sha?: string;
  /** `/benchmark more`: the workflow run whose result artifact the execute job resumes */
  moreRunId?: number;
}

export function eventInputs(inputs: ActionInputs): EventInputs {
  return {
    allowedGroups: inputs.allowedGroups,
    label: inputs.label,
    selection: inputs.selection,
    old: inputs.old,
    new: inputs.new,
    requireSha: inputs.requireSha,
  };
}

/**
 * The groups a mode described by the inputs (run, nightly) may run: it
 * trusts the groups it is given, unless allowed-groups is set.
 */
export function describedAllowedGroups(inputs: ActionInputs): string[] {
  return inputs.allowedGroups.length > 0 ? inputs.allowedGroups : inputs.selection.groups;
}

/** The event inputs of a mode described by the inputs (run): its groups allowed as describedAllowedGroups says. */
export function describedEventInputs(inputs: ActionInputs): EventInputs {
  return { ...eventInputs(inputs), allowedGroups: describedAllowedGroups(inputs) };
}

export interface GateDeps {
  octokit: GitHubClient;
  log: (line: string) => void;
  botLogin: string;
  botId: number;
  /** where the gate's checkout of the base branch is (repo-path is relative to it): groups auto reads its benchmark/ */
  workspace: string;
}

/** A push to a PR makes the results posted for its earlier heads stale: say so on each request's report. */
async function markStaleOnPush(github: GitHubEnv, deps: GateDeps): Promise<void> {
  const payload = github.payload as { action?: unknown; pull_request?: { number?: unknown; head?: { sha?: unknown } } };
  const number = payload.pull_request?.number;
  const sha = payload.pull_request?.head?.sha;
  const isPullRequestEvent = (PULL_REQUEST_EVENTS as readonly string[]).includes(github.eventName);
  if (!isPullRequestEvent || payload.action !== 'synchronize') return;
  if (typeof number !== 'number' || !Number.isSafeInteger(number) || typeof sha !== 'string' || !isFullSha(sha)) return;
  const { owner, repo } = github;
  const reports = await findReportComments(deps.octokit, {
    owner,
    repo,
    pr: number,
    workflow: github.workflow,
    botId: deps.botId,
  });
  // synchronize means the head changed: whatever the reports show was measured on an earlier one.
  for (const report of reports) {
    const body = markReportStale(report.body, sha, report.firstLine);
    if (body === report.body) continue;
    try {
      await editComment(
        deps.octokit,
        { owner, repo, commentId: report.id, body },
        `marking the report on #${number} stale`,
      );
    } catch (error) {
      // A fork PR's pull_request run gets a read-only token: the note is a courtesy, not worth failing the gate over.
      if (!(error instanceof GitHubPermissionError)) throw error;
      deps.log(
        `could not mark the report on #${number} stale (${error.githubMessage}); the token may not edit comments`,
      );
      return;
    }
    deps.log(`report comment on #${number} marked stale: head is now ${sha}`);
  }
}

/** The gate's answers go here: the repository, its client, the log. */
interface Answerer {
  octokit: GitHubClient;
  owner: string;
  repo: string;
  log: (line: string) => void;
}

/** Turned down on a /benchmark comment: 😕 on it and the reason as a reply. */
async function refuseComment(
  at: Answerer,
  where: { issueNumber: number; commentId: number },
  reason: string,
): Promise<GateResult> {
  const { octokit, owner, repo } = at;
  await addReaction(octokit, { owner, repo, commentId: where.commentId, content: 'confused' });
  await replyToComment(octokit, { owner, repo, ...where, message: reason });
  return { proceed: false, reason };
}

/** A comment on the pull request itself (a label or a dispatch has no comment to reply to). */
async function postOnPull(at: Answerer, pr: number, body: string, what: string): Promise<void> {
  await postComment(at.octokit, { owner: at.owner, repo: at.repo, issueNumber: pr, body }, what);
}

export async function runGate(github: GitHubEnv, inputs: ActionInputs, deps: GateDeps): Promise<GateResult> {
  const { octokit, log } = deps;
  const { owner, repo } = github;
  const at: Answerer = { octokit, owner, repo, log };
  await markStaleOnPush(github, deps);
  const result = requestFromEvent({
    eventName: github.eventName,
    payload: github.payload,
    inputs: eventInputs(inputs),
    botLogin: deps.botLogin,
    repository: `${owner}/${repo}`,
  });
  if (result.kind === 'ignore') return { proceed: false, reason: result.reason };

  const isAllowed = async (actor: Actor) => {
    const permission = await getRepoPermission(octokit, { owner, repo, username: actor.login, userId: actor.id });
    log(`${actor.login} (id ${actor.id}): ${permission.reason}`);
    return permission.allowed;
  };
  const issueNumber = issueNumberOf(github.payload);

  if (result.kind === 'refuse') {
    // Answer only people who could have run it, so strangers cannot make the bot talk.
    if (
      result.replyTo !== undefined &&
      result.author &&
      issueNumber !== undefined &&
      (await isAllowed(result.author))
    ) {
      return refuseComment(at, { issueNumber, commentId: result.replyTo }, result.reason);
    }
    if (result.replyTo === undefined) throw new RequestError(result.reason);
    return { proceed: false, reason: result.reason };
  }

  if (result.kind === 'more') {
    return gateMore(github, result, {
      ...moreDeps(at, github, { pr: result.pr, commentId: result.comment.id, botId: deps.botId }),
      isAllowed,
      allowedGroups: inputs.allowedGroups,
      delta: inputs.selection.delta,
    });
  }

  const { needs } = result;
  const commentId = result.request.comment?.id;
  const comment = commentId !== undefined && issueNumber !== undefined ? { issueNumber, commentId } : undefined;
  if (needs.permissionOf && !(await isAllowed(needs.permissionOf))) {
    return refuseActor(at, result.request, needs.permissionOf, inputs.label);
  }

  const pinned = await pinRequest(at, result, comment);
  if ('proceed' in pinned) return pinned;
  let request = pinned.request;

  let chosen: string[] | undefined;
  if (needs.suggestGroups === true) {
    const auto = await autoGroups(at, request, inputs, {
      workspace: deps.workspace,
      changedFiles: pinned.changedFiles ?? changedFilesOf(github.payload),
      comment,
    });
    if ('proceed' in auto) return auto;
    request = { ...request, groups: auto.choice.groups };
    chosen = auto.choice.lines;
  }

  const requestJson = serializeRequest(request);
  const sha = request.pr?.headSha;
  if (comment !== undefined) {
    const refused = await acceptComment(at, github, { request, sha: sha!, chosen, comment, botId: deps.botId });
    if (refused !== undefined) return refused;
  }
  await announceOnPull(at, github, request, chosen);
  log(`accepted: ${requestJson}`);
  return { proceed: true, request, requestJson, sha };
}

/** The actor may not run benchmarks: 😕 on their comment; a label's pull request is told why (nothing else is). */
async function refuseActor(at: Answerer, draft: DraftRequest, actor: Actor, label: string): Promise<GateResult> {
  const reason = notAllowed(actor.login);
  const { octokit, owner, repo } = at;
  if (draft.comment !== undefined) {
    await addReaction(octokit, { owner, repo, commentId: draft.comment.id, content: 'confused' });
  }
  const pr = draft.pr?.number;
  // a label asks on the pull request (only people with triage rights can add one): it is answered there
  if (draft.trigger === 'pull_request' && pr !== undefined) {
    await postOnPull(at, pr, labelRefused(label, pr, reason), 'answering the label');
  }
  return { proceed: false, reason };
}

/** The request with its pull request's head pinned (and the commit a dispatch names checked), or the refusal. */
async function pinRequest(
  at: Answerer,
  result: Extract<EventResult, { kind: 'run' }>,
  comment: { issueNumber: number; commentId: number } | undefined,
): Promise<{ request: Request; changedFiles?: number } | GateResult> {
  const { needs } = result;
  if (needs.resolveHeadSha === undefined) {
    if (isResolvedRequest(result.request)) return { request: result.request };
    return { proceed: false, reason: `a ${result.request.trigger} event has no commits to compare in gate mode` };
  }
  const { octokit, owner, repo } = at;
  // TOCTOU: the head is whatever it is now, not what the commenter saw; results carry this SHA.
  const number = needs.resolveHeadSha;
  const pull = await fetchPull(octokit, { owner, repo, number }, `reading pull request #${number}`);
  // a dispatch's commit that is not the head must be one of the pull request's own commits
  const commit = needs.commitOfPr;
  const commitInPr =
    commit !== undefined &&
    commit !== pull.head.sha.toLowerCase() &&
    (await isCommitOfPull(octokit, { owner, repo, number: pull.number, commit }));
  const pinned = pinPullRequest(result, pull, commitInPr);
  if (pinned.ok) return { request: pinned.request, changedFiles: pull.changed_files };
  // a dispatcher reads the run: its refusal fails the job with the reason
  if (result.request.trigger === 'workflow_dispatch') throw new RequestError(pinned.reason);
  if (comment !== undefined) return refuseComment(at, comment, pinned.reason);
  return { proceed: false, reason: pinned.reason };
}

/** groups auto: the groups chosen from the pull request's changes, or — none chosen — the answer why. */
async function autoGroups(
  at: Answerer,
  request: Request,
  inputs: ActionInputs,
  context: {
    workspace: string;
    changedFiles: number | undefined;
    comment: { issueNumber: number; commentId: number } | undefined;
  },
): Promise<{ choice: GroupChoice } | GateResult> {
  const pr = request.pr;
  if (pr === undefined) throw new RequestError('groups auto needs a pull request: name the groups');
  const choice = await chooseGroups(at.octokit, request, inputs, {
    owner: at.owner,
    repo: at.repo,
    workspace: context.workspace,
    log: at.log,
    changedFiles: context.changedFiles,
  });
  if (choice.groups.length > 0) return { choice };
  const why = noGroupsChosen(choice.suggestion.decision, pr.number);
  const message = noGroupsReply(why, choice.lines);
  if (context.comment !== undefined) {
    await replyToComment(at.octokit, { owner: at.owner, repo: at.repo, ...context.comment, message });
  } else {
    await postOnPull(at, pr.number, message, 'answering');
  }
  return { proceed: false, reason: why };
}

/**
 * A /benchmark comment's request: accepted (the approval recorded, 👀 and the reply), or — a re-run, or a later
 * gate of the same comment — the commit accepted before, or nothing: the head may have moved to commits nobody
 * approved since. Returns the refusal, or undefined to proceed.
 */
async function acceptComment(
  at: Answerer,
  github: GitHubEnv,
  accept: {
    request: Request;
    sha: string;
    chosen: string[] | undefined;
    comment: { issueNumber: number; commentId: number };
    botId: number;
  },
): Promise<GateResult | undefined> {
  const { octokit, owner, repo, log } = at;
  const { request, sha, comment } = accept;
  const { issueNumber, commentId } = comment;
  const attempt = github.runAttempt ?? 1;
  const approvalAt = { owner, repo, sha, commentId, runId: github.runId };
  const accepted =
    (await earlierAcceptance(octokit, { owner, repo, issueNumber, commentId, botId: accept.botId })) ??
    (attempt > 1 && (await approvalRecorded(octokit, { ...approvalAt, botId: accept.botId }, log)) ? sha : undefined);
  // a re-run with no record of what the first attempt approved (its reply deleted, or it failed before replying)
  if (accepted === undefined && attempt > 1)
    return refuseComment(at, comment, reRunUnrecorded(attempt, issueNumber, sha));
  if (accepted !== undefined && accepted !== sha) {
    return refuseComment(at, comment, headMovedSinceAcceptance(accepted, issueNumber, sha));
  }
  if (accepted !== undefined) {
    log(`a re-run of the request accepted for ${accepted}: the head has not moved, the same commit is benchmarked`);
    return undefined;
  }
  const summary = requestSummary(request);
  await keepApproval(octokit, approvalAt, approvalSummary(summary, commentId), log);
  await acknowledge(octokit, { owner, repo, ...comment }, commentAccepted(sha, summary, accept.chosen));
  return undefined;
}

/** A dispatch or a label for a pull request says so there, where the results will be posted. */
async function announceOnPull(
  at: Answerer,
  github: GitHubEnv,
  request: Request,
  chosen: string[] | undefined,
): Promise<void> {
  const pr = request.pr;
  if (pr === undefined) return;
  const summary = requestSummary(request);
  // what a later `/benchmark more` of this run's table proves its commit by
  const approval = { owner: at.owner, repo: at.repo, sha: pr.headSha, runId: github.runId };
  if (request.trigger === 'workflow_dispatch') {
    await keepApproval(at.octokit, approval, approvalSummary(summary, 'dispatch'), at.log);
    const body = dispatchAnnounced(pr.headSha, summary, chosen, request.requestedBy?.login, github.runUrl);
    await postOnPull(at, pr.number, body, 'acknowledging the dispatch');
  }
  if (request.trigger === 'pull_request') {
    await keepApproval(at.octokit, approval, approvalSummary(summary, 'label'), at.log);
    await postOnPull(at, pr.number, labelAnnounced(pr.headSha, summary, chosen), 'acknowledging the label');
  }
}

/** A pull_request payload's changed_files. */
function changedFilesOf(payload: unknown): number | undefined {
  const count = (payload as { pull_request?: { changed_files?: unknown } })?.pull_request?.changed_files;
  return typeof count === 'number' && Number.isSafeInteger(count) ? count : undefined;
}

function issueNumberOf(payload: unknown): number | undefined {
  const p = payload as { issue?: { number?: unknown }; pull_request?: { number?: unknown } };
  const number = p?.issue?.number ?? p?.pull_request?.number;
  return typeof number === 'number' && Number.isSafeInteger(number) && number > 0 ? number : undefined;
}
