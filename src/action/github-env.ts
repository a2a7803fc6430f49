// What GitHub Actions tells a step through its environment, read once.
import { readFile } from 'node:fs/promises';
import { RequestError } from '../request/errors.ts';

export interface GitHubEnv {
  eventName: string;
  /** the parsed event payload ({} when there is none, as in local runs) */
  payload: unknown;
  owner: string;
  repo: string;
  apiUrl: string;
  /** link to this workflow run, for reports */
  runUrl?: string;
  /** the workflow's file name (from GITHUB_WORKFLOW_REF), naming our sticky comment; 'local' outside Actions */
  workflow: string;
}

export async function readGitHubEnv(env: NodeJS.ProcessEnv): Promise<GitHubEnv> {
  const repository = env.GITHUB_REPOSITORY ?? '';
  const [owner, repo, ...rest] = repository.split('/');
  if (!owner || !repo || rest.length > 0) {
    throw new RequestError(`GITHUB_REPOSITORY must be owner/name; got ${JSON.stringify(repository)}`);
  }
  let payload: unknown = {};
  if (env.GITHUB_EVENT_PATH) {
    try {
      payload = JSON.parse(await readFile(env.GITHUB_EVENT_PATH, 'utf8'));
    } catch (error) {
      throw new RequestError(`cannot read the event payload ${env.GITHUB_EVENT_PATH}: ${(error as Error).message}`);
    }
  }
  const serverUrl = env.GITHUB_SERVER_URL ?? 'https://github.com';
  return {
    eventName: env.GITHUB_EVENT_NAME ?? '',
    payload,
    owner,
    repo,
    apiUrl: env.GITHUB_API_URL ?? 'https://api.github.com',
    runUrl: env.GITHUB_RUN_ID ? `${serverUrl}/${owner}/${repo}/actions/runs/${env.GITHUB_RUN_ID}` : undefined,
    // owner/repo/.github/workflows/<file>@<ref>
    workflow: /\/([^/@]+)@[^@]*$/.exec(env.GITHUB_WORKFLOW_REF ?? '')?.[1] ?? (env.GITHUB_WORKFLOW || 'local'),
  };
}
