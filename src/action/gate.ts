// Gate job (GitHub-hosted, has a token, runs no PR code): turns the event
// into a Request, authorises the actor by API, pins the PR head SHA at this
// moment, and acknowledges. Its only output to the execute job is the
// validated, serialised Request.
import type { GitHubClient } from '../github/client.ts';
import { getRepoPermission } from '../github/permissions.ts';
import { addReaction, replyToComment } from '../github/reactions.ts';
import { isApprovalRecorded, recordApproval } from '../github/approvals.ts';
import { GitHubPermissionError, step } from '../github/errors.ts';
import { pinPullRequest, PULL_REQUEST_EVENTS, requestFromEvent, type EventInputs } from '../request/events.ts';
import { describeRuns, isResolvedRequest, serializeRequest, type Actor, type Request } from '../request/request.ts';
import { findOurComments, findStickyComment } from '../github/sticky-comment.ts';
import { isCommitOfPull } from '../github/pulls.ts';
import { markReportStale, reportRunOf } from '../report/comment.ts';
import { chooseGroups, type GroupChoice } from './suggest-groups.ts';
import { gateMore } from './gate-more.ts';
import type { ActionInputs } from './inputs.ts';
import type { GitHubEnv } from './github-env.ts';
import { RequestError } from '../errors.ts';
import { isFullSha } from '../options/grammar.ts';

/**
 * The first line of the gate's acceptance reply to a /benchmark comment: it
 * names the comment, so a later gate of the same comment (a re-run) finds
 * what was accepted.
 */
export function acceptanceMarker(commentId: number): string {
  return `<!-- node-benchmark-action:accepted comment=${commentId} -->`;
}

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
  await replyToComment(octokit, { ...where, message: `${acceptanceMarker(commentId)}\n${message}` });
}

const ACCEPTED_SHA = /^Benchmark accepted for commit `([0-9a-f]{40})`/m;

/** The commit our earlier acceptance of this comment named (the gate ran before: a re-run), or undefined. */
async function earlierAcceptance(
  octokit: GitHubClient,
  options: { owner: string; repo: string; issueNumber: number; commentId: number; botId: number },
): Promise<string | undefined> {
  const found = await findStickyComment(octokit, {
    owner: options.owner,
    repo: options.repo,
    issueNumber: options.issueNumber,
    marker: acceptanceMarker(options.commentId),
    authorId: options.botId,
  });
  return found === null ? undefined : ACCEPTED_SHA.exec(found.body)?.[1];
}
/**
 * The approval recorded with the run (a check run on the commit) before the reply: a re-run reads it when the
 * reply is gone. A token without `checks: write` records nothing; the reply is then the only record, and a re-run
 * that finds neither refuses.
 */
async function keepApproval(
  octokit: GitHubClient,
  approval: { owner: string; repo: string; sha: string; commentId: number },
  summary: string,
  log: (line: string) => void,
): Promise<void> {
  try {
    await recordApproval(octokit, { ...approval, summary });
  } catch (error) {
    if (!(error instanceof GitHubPermissionError)) throw error;
    log(
      `could not record the approval as a check run (${error.githubMessage}): give the gate job \`checks: write\` ` +
        'so that a re-run whose acceptance reply was deleted can still run',
    );
  }
}
/** Whether the approval of the comment is recorded on the head (a token that may not read checks: not). */
async function approvalOnHead(
  octokit: GitHubClient,
  approval: { owner: string; repo: string; sha: string; commentId: number },
  log: (line: string) => void,
): Promise<boolean> {
  try {
    return await isApprovalRecorded(octokit, approval);
  } catch (error) {
    if (!(error instanceof GitHubPermissionError)) throw error;
    log(`could not read the approvals recorded on ${approval.sha} (${error.githubMessage})`);
    return false;
  }
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
 * The event inputs of a mode described by the inputs (run, nightly): it
 * trusts the groups it is given, unless allowed-groups is set.
 */
export function describedEventInputs(inputs: ActionInputs): EventInputs {
  const allowedGroups = inputs.allowedGroups.length > 0 ? inputs.allowedGroups : inputs.selection.groups;
  return { ...eventInputs(inputs), allowedGroups };
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
  const reports = await findOurComments(
    deps.octokit,
    { owner, repo, issueNumber: number, authorId: deps.botId },
    (line) => reportRunOf(line, number, github.workflow) !== undefined,
  );
  // synchronize means the head changed: whatever the reports show was measured on an earlier one.
  for (const report of reports) {
    const body = markReportStale(report.body, sha, report.firstLine);
    if (body === report.body) continue;
    try {
      await step(`marking the report on #${number} stale`, () =>
        deps.octokit.rest.issues.updateComment({ owner, repo, comment_id: report.id, body }),
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

export async function runGate(github: GitHubEnv, inputs: ActionInputs, deps: GateDeps): Promise<GateResult> {
  const { octokit, log } = deps;
  const { owner, repo } = github;
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
      await addReaction(octokit, { owner, repo, commentId: result.replyTo, content: 'confused' });
      await replyToComment(octokit, { owner, repo, issueNumber, commentId: result.replyTo, message: result.reason });
      return { proceed: false, reason: result.reason };
    }
    if (result.replyTo === undefined) throw new RequestError(result.reason);
    return { proceed: false, reason: result.reason };
  }

  if (result.kind === 'more') {
    const botId = deps.botId;
    return gateMore(github, result, {
      octokit,
      log,
      botId,
      isAllowed,
      acknowledge: (message) =>
        acknowledge(octokit, { owner, repo, issueNumber: result.pr, commentId: result.comment.id }, message),
      earlierAcceptance: () =>
        earlierAcceptance(octokit, { owner, repo, issueNumber: result.pr, commentId: result.comment.id, botId }),
    });
  }

  const { needs } = result;
  const commentId = result.request.comment?.id;
  if (needs.permissionOf && !(await isAllowed(needs.permissionOf))) {
    const reason = `${needs.permissionOf.login} may not run benchmarks (needs write, maintain or admin)`;
    if (commentId !== undefined) await addReaction(octokit, { owner, repo, commentId, content: 'confused' });
    const pr = result.request.pr?.number;
    if (result.request.trigger === 'pull_request' && pr !== undefined) {
      // a label asks on the pull request (only people with triage rights can add one): it is answered there
      const body =
        `The \`${inputs.label}\` label runs nothing on #${pr}: ${reason}. Someone with write access can remove and ` +
        're-add the label, or comment `/benchmark …`.';
      await step(`answering the label on #${pr}`, () =>
        octokit.rest.issues.createComment({ owner, repo, issue_number: pr, body }),
      );
    }
    return { proceed: false, reason };
  }

  let request: Request;
  /** the pull request's changed_files, when the gate read it (groups auto: was GitHub's file list cut?) */
  let changedFiles: number | undefined;
  if (needs.resolveHeadSha !== undefined) {
    // TOCTOU: the head is whatever it is now, not what the commenter saw; results carry this SHA.
    const { data: pull } = await step(`reading pull request #${needs.resolveHeadSha}`, () =>
      octokit.rest.pulls.get({ owner, repo, pull_number: needs.resolveHeadSha! }),
    );
    // a dispatch's commit that is not the head must be one of the pull request's own commits
    const commit = needs.commitOfPr;
    const commitInPr =
      commit !== undefined &&
      commit !== pull.head.sha.toLowerCase() &&
      (await isCommitOfPull(octokit, { owner, repo, number: pull.number, commit }));
    changedFiles = pull.changed_files;
    const pinned = pinPullRequest(result, pull, commitInPr);
    if (!pinned.ok) {
      // a dispatcher reads the run: its refusal fails the job with the reason
      if (result.request.trigger === 'workflow_dispatch') throw new RequestError(pinned.reason);
      if (commentId !== undefined && issueNumber !== undefined) {
        await addReaction(octokit, { owner, repo, commentId, content: 'confused' });
        await replyToComment(octokit, { owner, repo, issueNumber, commentId, message: pinned.reason });
      }
      return { proceed: false, reason: pinned.reason };
    }
    request = pinned.request;
  } else if (isResolvedRequest(result.request)) {
    request = result.request;
  } else {
    return { proceed: false, reason: `a ${result.request.trigger} event has no commits to compare in gate mode` };
  }

  let choice: GroupChoice | undefined;
  if (needs.suggestGroups === true) {
    if (request.pr === undefined) throw new RequestError('groups auto needs a pull request: name the groups');
    if (changedFiles === undefined) changedFiles = changedFilesOf(github.payload);
    choice = await chooseGroups(octokit, request, inputs, {
      owner,
      repo,
      workspace: deps.workspace,
      log,
      ...(changedFiles === undefined ? {} : { changedFiles }),
    });
    if (choice.groups.length === 0) {
      const why =
        choice.suggestion.decision === 'ask'
          ? `#${request.pr.number} changes files that every benchmark depends on, so no groups were chosen: ` +
            'name the groups to run (`/benchmark <group>…`).'
          : choice.suggestion.decision === 'run'
            ? `none of the groups chosen for #${request.pr.number} may run here: name the groups to run (\`/benchmark <group>…\`).`
            : `no benchmark measures what #${request.pr.number} changes: name groups to run one anyway (\`/benchmark <group>…\`).`;
      const message = [why, '', ...choice.lines].join('\n');
      if (commentId !== undefined && issueNumber !== undefined) {
        await replyToComment(octokit, { owner, repo, issueNumber, commentId, message });
      } else {
        await step(`answering on #${request.pr.number}`, () =>
          octokit.rest.issues.createComment({ owner, repo, issue_number: request.pr!.number, body: message }),
        );
      }
      return { proceed: false, reason: why };
    }
    request = { ...request, groups: choice.groups };
  }
  const chosenLines = choice === undefined ? '' : `\n\n${choice.lines.join('\n')}`;

  const requestJson = serializeRequest(request);
  const sha = request.pr?.headSha;
  if (commentId !== undefined && issueNumber !== undefined) {
    // A re-run of this gate (or a second gate of the same comment) benchmarks what was accepted, or nothing:
    // the head may have moved to commits nobody approved since.
    const reRun = (github.runAttempt ?? 1) > 1;
    const accepted =
      (await earlierAcceptance(octokit, { owner, repo, issueNumber, commentId, botId: deps.botId })) ??
      (reRun && (await approvalOnHead(octokit, { owner, repo, sha: sha!, commentId }, log)) ? sha : undefined);
    if (accepted === undefined && reRun) {
      // a re-run with no record of what the first attempt approved (its reply deleted, or it failed before replying)
      const reason =
        `This is attempt ${github.runAttempt} of the workflow run, and nothing records which commit an earlier ` +
        `attempt accepted: the acceptance reply is gone and no approval is recorded on the head of #${issueNumber} ` +
        `(\`${sha}\`). A re-run does not benchmark commits nobody approved: comment \`/benchmark …\` again.`;
      await addReaction(octokit, { owner, repo, commentId, content: 'confused' });
      await replyToComment(octokit, { owner, repo, issueNumber, commentId, message: reason });
      return { proceed: false, reason };
    }
    if (accepted !== undefined && accepted !== sha) {
      const reason =
        `This request was accepted for commit \`${accepted}\`, but the head of #${issueNumber} is now \`${sha}\`: ` +
        'a re-run does not benchmark commits nobody approved. Review the new commits and comment again ' +
        `(\`/benchmark … sha=${sha}\`) to benchmark them.`;
      await addReaction(octokit, { owner, repo, commentId, content: 'confused' });
      await replyToComment(octokit, { owner, repo, issueNumber, commentId, message: reason });
      return { proceed: false, reason };
    }
    if (accepted !== undefined) {
      log(`a re-run of the request accepted for ${accepted}: the head has not moved, the same commit is benchmarked`);
    } else {
      const what = `${request.groups.map((g) => `\`${g}\``).join(' ')}, ${describeRuns(request)}`;
      await keepApproval(octokit, { owner, repo, sha: sha!, commentId }, `${what}, asked in comment ${commentId}`, log);
      await acknowledge(
        octokit,
        { owner, repo, issueNumber, commentId },
        `Benchmark accepted for commit \`${sha}\` (${what}). ` +
          `Later pushes are not included; results will be posted here.${chosenLines}`,
      );
    }
  }
  if (request.trigger === 'workflow_dispatch' && request.pr !== undefined) {
    // dispatched for a pull request: say so there, where the results will be posted
    // the dispatcher's login without an @: nobody is pinged
    const by = request.requestedBy ? ` by ${request.requestedBy.login}` : '';
    const run = github.runUrl ? ` ([workflow run](${github.runUrl}))` : '';
    const what = `${request.groups.map((g) => `\`${g}\``).join(' ')}, ${describeRuns(request)}`;
    const body = `Benchmark of commit \`${sha}\` (${what}) dispatched${by}${run}; results will be posted here.${chosenLines}`;
    await step(`acknowledging the dispatch on #${request.pr.number}`, () =>
      octokit.rest.issues.createComment({ owner, repo, issue_number: request.pr!.number, body }),
    );
  }
  if (request.trigger === 'pull_request' && request.pr !== undefined) {
    // the label asked: say which groups run (and, with groups auto, why), where the results will be posted
    const what = `${request.groups.map((g) => `\`${g}\``).join(' ')}, ${describeRuns(request)}`;
    const body = `Benchmark of commit \`${sha}\` (${what}) started by the label; results will be posted here.${chosenLines}`;
    await step(`acknowledging the label on #${request.pr.number}`, () =>
      octokit.rest.issues.createComment({ owner, repo, issue_number: request.pr!.number, body }),
    );
  }
  log(`accepted: ${requestJson}`);
  return { proceed: true, request, requestJson, sha };
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
