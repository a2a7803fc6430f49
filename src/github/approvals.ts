// Which commit a request was accepted for, kept where a re-run of the workflow (or a later `/benchmark more`)
// finds it: a check run on that commit, named for the workflow run and the comment. The gate's acceptance reply
// says the same, but anyone with write access can delete a comment, and then a re-run would pin whatever the head
// is by then; a check run cannot be deleted.
//
// Anyone whose token may write checks can create a check run of any name and external id, so one is taken as an
// approval only when it is completed and neutral (as we record it) and was made by our own app: the app whose bot
// user (`<slug>[bot]`) posts for us. For GitHub Actions that is every workflow of the repository: the API does not
// say which workflow made a check run (it files it under whichever of the app's check suites it picks).
import type { GitHubClient } from './client.ts';
import { step } from './errors.ts';
import { GITHUB_ACTIONS_BOT } from './identity.ts';
import { assertPositiveInteger, assertRepoRef } from './validate.ts';

export const APPROVAL_CHECK_NAME = 'node-benchmark-action approval';

/** What an approval answers: the workflow run that accepted it, and the /benchmark comment when there was one. */
export interface Approved {
  runId: number;
  commentId?: number;
}

/** The check run's external id: which run (and /benchmark comment) this approval answers. */
export function approvalExternalId(approved: Approved): string {
  const comment = approved.commentId === undefined ? '' : ` comment=${approved.commentId}`;
  return `node-benchmark-action:approved${comment} run=${approved.runId}`;
}

export interface ApprovalOptions extends Approved {
  owner: string;
  repo: string;
  /** the commit approved (the pinned head) */
  sha: string;
}

function checkOptions(options: ApprovalOptions): void {
  assertRepoRef(options.owner, options.repo);
  assertPositiveInteger(options.runId, 'workflow run id');
  if (options.commentId !== undefined) assertPositiveInteger(options.commentId, 'comment id');
}

/** Records the approval: a completed, neutral check run on the approved commit, its summary saying what runs. */
export async function recordApproval(
  octokit: GitHubClient,
  options: ApprovalOptions & { summary: string },
): Promise<void> {
  checkOptions(options);
  const { owner, repo, sha } = options;
  await step(`recording the approval of run ${options.runId} on ${sha}`, () =>
    octokit.rest.checks.create({
      owner,
      repo,
      name: APPROVAL_CHECK_NAME,
      head_sha: sha,
      external_id: approvalExternalId(options),
      status: 'completed',
      conclusion: 'neutral',
      output: { title: 'Benchmark approved for this commit', summary: options.summary },
    }),
  );
}

/** The login of the bot that posts for us (`<app slug>[bot]`), or undefined when that account is no bot. */
async function botLogin(octokit: GitHubClient, botId: number): Promise<string | undefined> {
  if (botId === GITHUB_ACTIONS_BOT.id) return GITHUB_ACTIONS_BOT.login;
  const { data } = await step(`looking up the bot user ${botId}`, () =>
    octokit.rest.users.getById({ account_id: botId }),
  );
  return data.type === 'Bot' ? data.login : undefined;
}

/**
 * Whether the approval is recorded on `sha` (only that commit's check runs are read): a check run with its
 * external id, completed and neutral, made by the app of the bot `botId`.
 */
export async function isApprovalRecorded(
  octokit: GitHubClient,
  options: ApprovalOptions & { botId: number },
): Promise<boolean> {
  checkOptions(options);
  const { owner, repo, sha } = options;
  const runs = await step(`reading the approvals recorded on ${sha}`, () =>
    octokit.paginate(octokit.rest.checks.listForRef, {
      owner,
      repo,
      ref: sha,
      check_name: APPROVAL_CHECK_NAME,
      filter: 'all',
      per_page: 100,
    }),
  );
  const externalId = approvalExternalId(options);
  const candidates = runs.filter(
    (run) =>
      run.external_id === externalId &&
      run.head_sha === sha &&
      run.status === 'completed' &&
      run.conclusion === 'neutral' &&
      typeof run.app?.slug === 'string',
  );
  if (candidates.length === 0) return false;
  const ours = await botLogin(octokit, options.botId);
  return candidates.some((run) => ours !== undefined && `${run.app!.slug}[bot]` === ours);
}
