// The nightly's two jobs as the Action runs them. Mode nightly (self-hosted,
// no token) scans the branch since the last scanned commit into a data-only
// result directory; mode nightly-report (GitHub-hosted, has a token, runs
// nothing) files the issue from it. Here the inputs become the scan (one
// checked value, no event read) and the report job's options; main.ts sets
// the outputs.
import { readdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { GitHubClient } from '../github/client.ts';
import type { NightlyThreshold } from '../options/action.ts';
import { buildHistorySite } from '../nightly/history-site.ts';
import { reportNightly, type NightlyReported } from '../nightly/report-job.ts';
import { scanNightly, type NightlyResult } from '../nightly/scan.ts';
import { checkNightlyRefs, scanPaths, scanRunning, scanSchedule, type NightlyScan } from '../nightly/scan-options.ts';
import { DEFAULT_HISTORY_LIMIT } from '../nightly/state.ts';
import { groupsInput } from '../request/events.ts';
import type { ProgressOutput } from '../run/index.ts';
import { runnerCheckAtStart, type RunnerChecker } from '../runner-check/machine.ts';
import { describedAllowedGroups } from './gate.ts';
import type { GitHubEnv } from './github-env.ts';
import type { ActionInputs } from './inputs.ts';
import type { Platform } from '../util/platform.ts';

export interface NightlyModeDeps {
  log: (line: string) => void;
  progress: ProgressOutput;
  /** the step's environment: builds and benchmarks get it without credentials */
  env: NodeJS.ProcessEnv;
  /** GITHUB_WORKSPACE or the current directory */
  workspace: string;
  /** the runner check (machine.ts's checkThisRunner): made once, at the start, for its warnings and the fingerprint */
  checkRunner: RunnerChecker;
  /** the runner's platform, read once by the entry */
  platform: Platform;
}

/** Mode nightly: the scan the inputs describe. The token input is never handed on: no GitHub client. */
export async function runNightlyMode(
  inputs: ActionInputs,
  github: GitHubEnv,
  deps: NightlyModeDeps,
): Promise<NightlyResult> {
  const { workspace, env } = deps;
  const scan = nightlyScanOf(inputs, github, deps);
  const runnerCheck = await runnerCheckAtStart(scan.cpuset, deps);
  return scanNightly(scan, {
    owner: github.owner,
    repo: github.repo,
    log: deps.log,
    progress: deps.progress,
    runUrl: github.runUrl,
    serverUrl: env.GITHUB_SERVER_URL,
    env,
    platform: deps.platform,
    runnerCheck,
    cwd: workspace,
  });
}

/**
 * The nightly's edge: the inputs, checked when they were read, become the scan as they are. Checked here is
 * only what they could not check alone: the groups (as a scheduled run's: within allowed-groups when it is
 * set), the branch (default: the repository's default branch) and baseline as refs, and the paths against the
 * workspace (the state file out of the checkout's reach), by the scan's own rules.
 */
export function nightlyScanOf(
  inputs: ActionInputs,
  github: GitHubEnv,
  { workspace, env }: Pick<NightlyModeDeps, 'workspace' | 'env'>,
): NightlyScan {
  const { selection } = inputs;
  const groups = groupsInput(selection.groups, 'input groups', describedAllowedGroups(inputs));
  const defaultBranch = (github.payload as { repository?: { default_branch?: unknown } }).repository?.default_branch;
  const branch = inputs.branch ?? (typeof defaultBranch === 'string' ? defaultBranch : 'main');
  checkNightlyRefs(branch, inputs.baseline);
  const paths = scanPaths(
    {
      repo: inputs.repoPath,
      cacheDir: inputs.cacheDir,
      statePath: inputs.statePath,
      resultDir: inputs.resultDir,
      resultRoots: [workspace, ...(env.RUNNER_TEMP ? [env.RUNNER_TEMP] : [])],
    },
    env,
    workspace,
  );
  return {
    ...paths,
    branch,
    baseline: inputs.baseline,
    groups,
    filter: selection.filter,
    exclude: selection.exclude,
    set: selection.set,
    ...scanSchedule(selection.runs, selection.maxRuns, selection.delta),
    ...scanRunning(inputs),
    suite: inputs.suite,
    threshold: thresholdOf(inputs),
    historyLimit: DEFAULT_HISTORY_LIMIT,
    bisectBudget: inputs.bisectBudget,
    calibrationFiles: inputs.calibrationFiles,
  };
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
  const reported = await reportNightly(
    resolve(deps.workspace, inputs.resultDir),
    { threshold: thresholdOf(inputs), label: inputs.issueLabel },
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
  if (inputs.siteDir !== undefined) await buildNightlySite(inputs, github, deps, reported);
  return reported;
}

/**
 * The history site, after the issue was filed (a site that cannot be built never costs the issue): tonight's
 * result directory and the earlier ones site-history keeps, the state for the nights it lacks, tonight's issue.
 */
async function buildNightlySite(
  inputs: ActionInputs,
  github: GitHubEnv,
  deps: NightlyReportModeDeps,
  reported: NightlyReported,
): Promise<void> {
  const tonight = resolve(deps.workspace, inputs.resultDir);
  const earlier =
    inputs.siteHistory === undefined ? [] : await subdirectories(resolve(deps.workspace, inputs.siteHistory));
  const server = (deps.env.GITHUB_SERVER_URL ?? 'https://github.com').replace(/\/+$/, '');
  await buildHistorySite(
    {
      resultDirs: [...earlier.filter((dir) => dir !== tonight), tonight],
      statePath: inputs.statePath === undefined ? undefined : resolve(deps.workspace, inputs.statePath),
      outDir: resolve(deps.workspace, inputs.siteDir!),
      repoUrl: `${server}/${github.owner}/${github.repo}`,
      threshold: thresholdOf(inputs),
      issues: new Map(reported.issue ? [[`${reported.from}..${reported.to}`, reported.issue.number]] : []),
      generated: new Date().toISOString(),
    },
    deps.log,
  );
}

/** The folders in dir, sorted by name; none when it does not exist yet (the first night). */
async function subdirectories(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  return entries
    .filter((entry) => entry.isDirectory())
    .map((entry) => join(dir, entry.name))
    .sort();
}

/** What the nightly calls a regression (the scan classifies by it, the report job again by its own). */
function thresholdOf(inputs: ActionInputs): NightlyThreshold {
  return { stars: inputs.regressionStars, minChange: inputs.regressionMinChange };
}
