// The nightly's two jobs as the Action runs them. Mode nightly (self-hosted,
// no token) scans the branch since the last scanned commit into a data-only
// result directory; mode nightly-report (GitHub-hosted, has a token, runs
// nothing) files the issue from it. Here the inputs become each job's
// options; main.ts sets the outputs.
import { resolve } from 'node:path';
import type { GitHubClient } from '../github/client.ts';
import { reportNightly, type NightlyReported } from '../nightly/report-job.ts';
import { runNightly, type NightlyResult } from '../nightly/scan.ts';
import { RequestError } from '../errors.ts';
import { requestFromEvent } from '../request/events.ts';
import type { ProgressOutput } from '../run/progress.ts';
import { describedEventInputs } from './gate.ts';
import type { GitHubEnv } from './github-env.ts';
import type { ActionInputs } from './inputs.ts';

export interface NightlyModeDeps {
  log: (line: string) => void;
  progress: ProgressOutput;
  /** the step's environment: builds and benchmarks get it without credentials */
  env: NodeJS.ProcessEnv;
  /** GITHUB_WORKSPACE or the current directory */
  workspace: string;
}

/**
 * Mode nightly: groups and values validated like a schedule event's. The
 * token input is never handed on: no GitHub client.
 */
export async function runNightlyMode(
  inputs: ActionInputs,
  github: GitHubEnv,
  deps: NightlyModeDeps,
): Promise<NightlyResult> {
  const scheduled = requestFromEvent({
    eventName: 'schedule',
    payload: github.eventName === 'schedule' ? github.payload : {},
    inputs: describedEventInputs(inputs),
    repository: `${github.owner}/${github.repo}`,
  });
  if (scheduled.kind !== 'run')
    throw new RequestError(scheduled.kind === 'more' ? 'a schedule runs no /benchmark more' : scheduled.reason);
  const { request } = scheduled;
  const defaultBranch = (github.payload as { repository?: { default_branch?: unknown } }).repository?.default_branch;
  const { workspace, env } = deps;
  return runNightly(
    {
      repo: resolve(workspace, inputs.repoPath),
      branch: inputs.branch ?? (typeof defaultBranch === 'string' ? defaultBranch : undefined),
      baseline: inputs.baseline,
      groups: request.groups,
      filter: request.filter,
      exclude: request.exclude,
      set: request.set,
      runs: request.runs,
      ...(request.runs === 'auto' ? { maxRuns: request.maxRuns } : {}),
      ...(request.delta === undefined ? {} : { deltaPercent: request.delta }),
      suite: inputs.suite,
      cacheDir: inputs.cacheDir,
      statePath: inputs.statePath,
      resultDir: resolve(workspace, inputs.resultDir),
      resultRoots: [workspace, ...(env.RUNNER_TEMP ? [env.RUNNER_TEMP] : [])],
      buildCommand: inputs.buildCommand,
      minFreeBytes: inputs.minFreeBytes,
      sandbox: inputs.sandbox,
      passEnv: inputs.passEnv,
      buildTimeoutMs: inputs.buildTimeoutMs,
      cpuset: inputs.cpuset,
      timeoutMs: inputs.timeoutMs,
      maxTimeMs: inputs.maxTimeMs,
      threshold: { stars: inputs.regressionStars, minChange: inputs.regressionMinChange },
      bisectBudget: inputs.bisectBudget,
      calibrationFiles: inputs.calibrationFiles,
    },
    {
      owner: github.owner,
      repo: github.repo,
      log: deps.log,
      progress: deps.progress,
      runUrl: github.runUrl,
      serverUrl: env.GITHUB_SERVER_URL,
      env,
      cwd: workspace,
    },
  );
}

export interface NightlyReportModeDeps {
  /** absent (no github-token): nothing is filed, the summary still says what regressed */
  octokit: GitHubClient | undefined;
  log: (line: string) => void;
  /** the step's environment, for GITHUB_SERVER_URL */
  env: { GITHUB_SERVER_URL?: string };
  /** GITHUB_WORKSPACE or the current directory */
  workspace: string;
  /** the account that files the issue */
  botId: number;
}

/** Mode nightly-report: the scan's result directory -> the regression issue and the summary. */
export async function runNightlyReportMode(
  inputs: ActionInputs,
  github: GitHubEnv,
  deps: NightlyReportModeDeps,
): Promise<NightlyReported> {
  return reportNightly(
    resolve(deps.workspace, inputs.resultDir),
    {
      threshold: { stars: inputs.regressionStars, minChange: inputs.regressionMinChange },
      label: inputs.issueLabel,
    },
    {
      octokit: deps.octokit,
      owner: github.owner,
      repo: github.repo,
      log: deps.log,
      runUrl: github.runUrl,
      serverUrl: deps.env.GITHUB_SERVER_URL ?? 'https://github.com',
      botId: deps.botId,
    },
  );
}
