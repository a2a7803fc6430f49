// The nightly regression scan's issues: one open issue per regression key
// (e.g. `${fromSha}..${toSha}`), recognised by a hidden marker with that key
// AND our author id, updated in place, created (with its label) otherwise.
import type { GitHubClient } from './client.ts';
import { GitHubApiError, GitHubInputError, statusOf, step } from './errors.ts';
import { resolveAuthorId } from './identity.ts';
import { normalise } from './sticky-comment.ts';
import { assertBodyLength, assertRepoRef } from './validate.ts';
import { DEFAULT_REGRESSION_LABEL } from '../options/action.ts';

export interface RegressionIssueOptions {
  owner: string;
  repo: string;
  /** default `performance-regression` */
  label?: string;
  /** identifies the regression, e.g. `${fromSha}..${toSha}`: letters, digits and _ . : / - */
  key: string;
  title: string;
  body: string;
  /** our bot's numeric user id; default: the token's (GET /user, github-actions[bot] for GITHUB_TOKEN) */
  authorId?: number;
}

export interface RegressionIssueResult {
  /** 'closed': the issue for this key was closed (by a maintainer): it is left closed and not filed again */
  action: 'created' | 'updated' | 'unchanged' | 'closed';
  number: number;
  url: string;
}

const LABEL_COLOR = 'd93f0b';
const LABEL_DESCRIPTION = 'Reported by the nightly benchmark scan';
const MAX_TITLE_LENGTH = 256;

/** The hidden marker identifying the issue for `key`. */
export function regressionMarker(key: string): string {
  return `<!-- node-benchmark-action:regression key=${key} -->`;
}

async function ensureLabel(octokit: GitHubClient, owner: string, repo: string, name: string): Promise<void> {
  const where = `${owner}/${repo}`;
  const exists = await step(`reading the label ${JSON.stringify(name)} of ${where}`, async () => {
    try {
      await octokit.rest.issues.getLabel({ owner, repo, name });
      return true;
    } catch (error) {
      if (statusOf(error) === 404) return false;
      throw error;
    }
  });
  if (exists) return;
  await step(`creating the label ${JSON.stringify(name)} in ${where}`, async () => {
    try {
      await octokit.rest.issues.createLabel({ owner, repo, name, color: LABEL_COLOR, description: LABEL_DESCRIPTION });
    } catch (error) {
      // Created meanwhile by a concurrent run: fine.
      const text = error instanceof GitHubApiError ? error.githubMessage : error instanceof Error ? error.message : '';
      if (statusOf(error) === 422 && /already_exists/.test(text)) return;
      throw error;
    }
  });
}

export async function upsertRegressionIssue(
  octokit: GitHubClient,
  options: RegressionIssueOptions,
): Promise<RegressionIssueResult> {
  const { owner, repo, key, title } = options;
  const label = options.label ?? DEFAULT_REGRESSION_LABEL;
  assertRepoRef(owner, repo);
  if (!/^[A-Za-z0-9_.:/-]{1,150}$/.test(key) || key.includes('--')) {
    throw new GitHubInputError(
      `invalid regression key ${JSON.stringify(key.slice(0, 80))}: letters, digits and _ . : / - only ` +
        '(no "--"), at most 150 characters',
    );
  }
  if (label.trim().length === 0 || label.length > 50 || /[,\r\n]/.test(label)) {
    throw new GitHubInputError(`invalid label ${JSON.stringify(label)}: 1 to 50 characters, no commas or newlines`);
  }
  if (title.trim().length === 0 || title.length > MAX_TITLE_LENGTH || /[\r\n]/.test(title)) {
    throw new GitHubInputError(
      `invalid issue title ${JSON.stringify(title.slice(0, 80))}: one line of 1 to ${MAX_TITLE_LENGTH} characters`,
    );
  }
  const marker = regressionMarker(key);
  const body = options.body.includes(marker) ? options.body : `${marker}\n${options.body}`;
  const where = `${owner}/${repo}`;
  assertBodyLength(`the regression issue for ${key} in ${where}`, body);

  const authorId = await resolveAuthorId(octokit, options.authorId);
  // closed ones too: a scan of the same range again (a re-run) must not file what a maintainer closed
  const listed = await step(`listing the ${JSON.stringify(label)} issues of ${where}`, () =>
    octokit.paginate(octokit.rest.issues.listForRepo, { owner, repo, state: 'all', labels: label, per_page: 100 }),
  );
  const ours = listed
    .filter((issue) => issue.pull_request === undefined && issue.user?.id === authorId)
    .filter((issue) => (issue.body ?? '').includes(marker))
    .sort((a, b) => a.number - b.number);
  const existing = ours.find((issue) => issue.state === 'open');
  const closed = ours.find((issue) => issue.state === 'closed');
  if (existing === undefined && closed !== undefined) {
    return { action: 'closed', number: closed.number, url: closed.html_url };
  }

  if (existing) {
    if (existing.title === title && normalise(existing.body) === normalise(body)) {
      return { action: 'unchanged', number: existing.number, url: existing.html_url };
    }
    const { data } = await step(`updating regression issue ${where}#${existing.number}`, () =>
      octokit.rest.issues.update({ owner, repo, issue_number: existing.number, title, body }),
    );
    return { action: 'updated', number: data.number, url: data.html_url };
  }

  await ensureLabel(octokit, owner, repo, label);
  const { data } = await step(`creating the regression issue for ${key} in ${where}`, () =>
    octokit.rest.issues.create({ owner, repo, title, body, labels: [label] }),
  );
  return { action: 'created', number: data.number, url: data.html_url };
}
