import { RequestError } from '../errors.ts';
import { toolSource, type ToolSource } from '../util/tool-source.ts';
// What GitHub Actions tells a step about its run: the event and where it runs.
// The toolkit reads it (`context` of @actions/github: the event payload from
// GITHUB_EVENT_PATH, the repository, the API and server URLs, the run id);
// this module only checks what the Action relies on, and adds the one thing
// the context does not carry: the workflow's file name. No @actions/* import
// here: main.ts hands the context in.

export interface GitHubEnv {
  eventName: string;
  /** the parsed event payload ({} when there is none, as in local runs) */
  payload: unknown;
  owner: string;
  repo: string;
  apiUrl: string;
  /** link to this workflow run, for reports */
  runUrl?: string;
  /** GITHUB_RUN_ID: the run whose artifacts a later `/benchmark more` downloads */
  runId?: number;
  /** GITHUB_RUN_ATTEMPT: 2 and up for a re-run of the workflow run (absent: the first attempt) */
  runAttempt?: number;
  /** the workflow's file name (from GITHUB_WORKFLOW_REF), naming our sticky comment; 'local' outside Actions */
  workflow: string;
  /**
   * This Action's own repository and ref (GITHUB_ACTION_REPOSITORY/_REF), which the report's reproduce line fetches
   * node-bench from; absent for a local action (`uses: ./`): the package's own repository and version then
   */
  tool?: ToolSource;
}

/** The fields of @actions/github's `context` (its Context class) the Action reads. */
export interface ActionsContext {
  /** GITHUB_EVENT_NAME (undefined outside Actions) */
  eventName: string | undefined;
  /** the parsed GITHUB_EVENT_PATH file, {} without one */
  payload: unknown;
  /** GITHUB_REPOSITORY split, else the payload's repository; a getter that throws without either */
  readonly repo: { owner: string; repo: string };
  apiUrl: string;
  serverUrl: string;
  /** GITHUB_RUN_ID as a number (NaN without it) */
  runId: number;
}

/** The workflow variables the context leaves out. */
export interface WorkflowVariables {
  /** owner/repo/.github/workflows/<file>@<ref> */
  GITHUB_WORKFLOW_REF?: string;
  /** the workflow's name, the fallback when there is no ref */
  GITHUB_WORKFLOW?: string;
  /** owner/name of the action that runs (empty for a local action) */
  GITHUB_ACTION_REPOSITORY?: string;
  /** the ref it runs at (`v1`, a SHA) */
  GITHUB_ACTION_REF?: string;
  /** 1, or more for a re-run */
  GITHUB_RUN_ATTEMPT?: string;
}

const NAME = /^[A-Za-z0-9_.-]+$/;

export function gitHubEnvFrom(context: ActionsContext, env: WorkflowVariables): GitHubEnv {
  let repo: { owner: string; repo: string };
  try {
    repo = context.repo;
  } catch (error) {
    throw new RequestError(`the repository is unknown: ${(error as Error).message}`);
  }
  const { owner, repo: name } = repo;
  if (typeof owner !== 'string' || !NAME.test(owner) || typeof name !== 'string' || !NAME.test(name)) {
    throw new RequestError(`GITHUB_REPOSITORY must be owner/name; got ${JSON.stringify(`${owner}/${name}`)}`);
  }
  const payload = context.payload;
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) {
    throw new RequestError('the event payload (GITHUB_EVENT_PATH) is not a JSON object');
  }
  const runId = context.runId;
  const tool = toolSource(env.GITHUB_ACTION_REPOSITORY, env.GITHUB_ACTION_REF);
  return {
    eventName: context.eventName ?? '',
    payload,
    owner,
    repo: name,
    apiUrl: context.apiUrl,
    runUrl:
      Number.isSafeInteger(runId) && runId > 0
        ? `${context.serverUrl}/${owner}/${name}/actions/runs/${runId}`
        : undefined,
    ...(Number.isSafeInteger(runId) && runId > 0 ? { runId } : {}),
    runAttempt: /^[1-9][0-9]{0,5}$/.test(env.GITHUB_RUN_ATTEMPT ?? '') ? Number(env.GITHUB_RUN_ATTEMPT) : 1,
    workflow: /\/([^/@]+)@[^@]*$/.exec(env.GITHUB_WORKFLOW_REF ?? '')?.[1] ?? (env.GITHUB_WORKFLOW || 'local'),
    ...(tool ? { tool } : {}),
  };
}
