// The Action's glue: inputs -> the mode's pipeline -> outputs. The only place
// that talks to @actions/core and @actions/github (the event context, the
// authenticated Octokit) and the only one that calls setFailed.
import * as core from '@actions/core';
import { context, getOctokit } from '@actions/github';
import { isUserError, RequestError } from './errors.ts';
import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { EOL, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createGitHubClient, type GitHubClient } from './github/client.ts';
import { GITHUB_ACTIONS_BOT } from './github/identity.ts';
import { fetchFor } from './net/fetch.ts';
import { runExecute, type ExecuteResult } from './action/execute.ts';
import { runGate } from './action/gate.ts';
import { gitHubEnvFrom, type GitHubEnv } from './action/github-env.ts';
import { readActionInputs, readJobInputs, type ActionInputs, type Mode } from './action/inputs.ts';
import { runNightlyMode, runNightlyReportMode } from './action/nightly.ts';
import type { NightlyReported } from './nightly/report-job.ts';
import type { NightlyResult } from './nightly/scan.ts';
import { runReport, type ReportResult } from './action/report.ts';
import { runModeRequest } from './action/run.ts';
import { requestTrust } from './action/trust.ts';
import { commandFence } from './action/workflow-commands.ts';
import { parseRequestJson, type Request } from './request/request.ts';
import { checkThisRunner } from './runner-check/machine.ts';
import { runnerPlatform } from './util/platform.ts';

const log = (line: string) => core.info(line);
/**
 * Where the modes that run PR code print progress: stdout, the stream of
 * every other line, so that all of it stays inside the stop-commands fence.
 */
const progress = process.stdout;

function client(inputs: ActionInputs, github: GitHubEnv): GitHubClient | undefined {
  if (inputs.githubToken === '') return undefined;
  return createGitHubClient({
    // the toolkit's Octokit (its user agent and defaults), with our fetch, timeouts, throttling and retries
    construct: (token, options, plugins) => getOctokit(token, options, ...plugins),
    fetch: fetchFor(process.env),
    token: inputs.githubToken,
    baseUrl: github.apiUrl,
    log: { info: (m) => core.info(m), warn: (m) => core.warning(m), debug: (m) => core.debug(m) },
  });
}

async function setReportOutputs(report: ReportResult): Promise<void> {
  // the report's markdown as a file, for a step that files it elsewhere (an issue: example-nightly-core-sharded.yml)
  const file = join(process.env.RUNNER_TEMP || tmpdir(), `node-bench-report-${randomBytes(6).toString('hex')}.md`);
  await writeFile(file, report.body);
  core.setOutput('report-file', file);
  core.setOutput('regressions', String(report.regressions));
  core.setOutput('improvements', String(report.improvements));
  core.setOutput('partial', String(report.partial));
  if (report.commentUrl) core.setOutput('comment-url', report.commentUrl);
}

function setExecuteOutputs(execute: ExecuteResult): void {
  core.setOutput('result-dir', execute.resultDir);
  core.setOutput('csv', execute.csvPath);
  core.setOutput('json', execute.jsonPath);
  if (execute.plotPath !== null) core.setOutput('plot', execute.plotPath);
}

async function setNightlyOutputs(nightly: NightlyResult): Promise<void> {
  core.setOutput('nightly-status', nightly.status);
  await core.summary.addRaw(nightly.summaryMarkdown).write();
  if (nightly.status === 'scanned') {
    core.setOutput('from', nightly.from);
    core.setOutput('to', nightly.to);
    core.setOutput('result-dir', nightly.resultDir);
    core.setOutput('csv', nightly.csvPath);
    core.setOutput('json', nightly.jsonPath);
    core.setOutput('regressions', String(nightly.regressions.length));
    core.setOutput('improvements', String(nightly.improvements.length));
    core.setOutput('undecided', String(nightly.undecided.length));
  }
}

async function setNightlyReportOutputs(nightly: NightlyReported): Promise<void> {
  core.setOutput('from', nightly.from);
  core.setOutput('to', nightly.to);
  core.setOutput('regressions', String(nightly.regressions.length));
  core.setOutput('improvements', String(nightly.improvements.length));
  core.setOutput('undecided', String(nightly.undecided.length));
  if (nightly.issue) core.setOutput('issue-url', nightly.issue.url);
  await core.summary.addRaw(nightly.summaryMarkdown).write();
}

/**
 * A cancelled job sends SIGINT, then SIGTERM. Node's default for those ends
 * the process without its 'exit' hooks, and the supervisor's hook is what
 * kills every build and benchmark still running: exit through it instead.
 */
function exitWithChildren(): void {
  process.once('SIGINT', () => process.exit(130));
  process.once('SIGTERM', () => process.exit(143));
}

/** What every mode gets: its inputs, the event, the workspace, the bot's id, and the fence around PR output. */
interface ModeContext {
  inputs: ActionInputs;
  github: GitHubEnv;
  workspace: string;
  botId: number;
  fence: ReturnType<typeof commandFence>;
}

/** A report of measurements made in this job, and how many benchmarks did not deliver all their rows. */
interface Reported {
  report: ReportResult;
  /** benchmarks that did not deliver all their rows: an annotation once the fence is down */
  failures: number;
}

/** The per-job action a workflow of the root action should use instead: one line, for the log and the annotations. */
export function rootDeprecation(mode: Mode): string {
  return (
    `the root action (mode: ${mode}) is deprecated and goes away in the next release: ` +
    `use nodejs-perf/node-benchmark-action/${mode} (same commit, same inputs, no mode input)`
  );
}

/**
 * Runs one job: `job`, the per-job action's mode (gate/action.yml runs dist/gate.js…), which reads only its own
 * inputs; `root`, the deprecated action.yml, whose mode input says the job.
 */
export async function run(job: Mode | 'root'): Promise<void> {
  exitWithChildren();
  // Fences off the output that can carry a PR's text (see workflow-commands.ts); our annotations come after it.
  const fence = commandFence((line) => process.stdout.write(line + EOL));
  try {
    const inputs =
      job === 'root'
        ? readActionInputs((name) => core.getInput(name))
        : readJobInputs(job, (name) => core.getInput(name));
    if (job === 'root') core.warning(rootDeprecation(inputs.mode));
    const github = gitHubEnvFrom(context, process.env);
    const workspace = process.env.GITHUB_WORKSPACE ?? process.cwd();
    const botId = inputs.botId ?? GITHUB_ACTIONS_BOT.id;
    const mode: ModeContext = { inputs, github, workspace, botId, fence };
    let reported: Reported;
    switch (inputs.mode) {
      case 'gate':
        await gateMode(mode);
        return;
      case 'execute': {
        // Runs PR code: no GitHub client at all, and the token input is never handed on.
        if (!inputs.request) throw new RequestError('mode execute needs the request input (the gate job output)');
        // no octokit: the report is the job summary only
        reported = await executeThenReport(mode, parseRequestJson(inputs.request), undefined);
        break;
      }
      case 'report':
        reported = { report: await reportMode(mode), failures: 0 };
        break;
      case 'nightly':
        await nightlyMode(mode);
        return;
      case 'nightly-report':
        await nightlyReportMode(mode);
        return;
      case 'run': {
        reported = await executeThenReport(mode, runModeRequest(inputs, github), client(inputs, github));
        break;
      }
    }
    await finishReport(mode, reported);
  } catch (error) {
    fence.resume();
    // A UserError says what was wrong with the inputs; anything else is a bug: keep its stack.
    core.setFailed(
      isUserError(error) ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error),
    );
  }
}

/** execute (no token: PR code runs) and run measure, then report with the client they may have. */
async function executeThenReport(
  mode: ModeContext,
  request: Request,
  octokit: GitHubClient | undefined,
): Promise<Reported> {
  const { inputs, github, workspace, botId } = mode;
  // a PR's builds, and those of any ref but the event's own protected branch, are untrusted
  const trust = requestTrust(request, github, process.env);
  mode.fence.stop();
  const execute = await runExecute(request, inputs, {
    log,
    progress,
    env: process.env,
    workspace,
    trust,
    checkRunner: (cpuset) => checkThisRunner(cpuset, process.env),
    platform: runnerPlatform(process),
  });
  const failures = execute.run.failures.length;
  setExecuteOutputs(execute);
  const report = await runReport(execute.resultDir, request, github, inputs, {
    ...(octokit ? { octokit } : {}),
    botId,
    log,
    workflow: github.workflow,
    ownResult: true,
  });
  return { report, failures };
}

async function gateMode({ inputs, github, workspace, botId }: ModeContext): Promise<void> {
  const octokit = client(inputs, github);
  if (!octokit) throw new RequestError('mode gate needs github-token');
  const gate = await runGate(github, inputs, {
    octokit,
    log,
    botLogin: GITHUB_ACTIONS_BOT.login,
    botId,
    workspace,
  });
  core.setOutput('proceed', String(gate.proceed));
  if (gate.requestJson) core.setOutput('request', gate.requestJson);
  if (gate.sha) core.setOutput('sha', gate.sha);
  if (gate.moreRunId !== undefined) core.setOutput('more-run-id', String(gate.moreRunId));
  if (!gate.proceed && gate.reason) core.notice(gate.reason);
}

async function reportMode({ inputs, github, botId }: ModeContext): Promise<ReportResult> {
  // Where to post comes from the gate's request (its job output), never from the artifact.
  const octokit = client(inputs, github);
  if (!inputs.request && octokit && inputs.comment) {
    throw new RequestError(
      "mode report needs the request input (the gate job's request output): it names the pull request and the " +
        'pinned SHA the artifact must be for (or set comment: false for a job summary only)',
    );
  }
  const request = inputs.request ? parseRequestJson(inputs.request) : undefined;
  return runReport(inputs.resultDir, request, github, inputs, {
    octokit,
    botId,
    log,
    workflow: github.workflow,
  });
}

async function nightlyMode({ inputs, github, workspace, fence }: ModeContext): Promise<void> {
  if (inputs.githubToken !== '') {
    core.warning(
      "mode nightly builds and runs the branch's code and uses no token: set github-token: '' " +
        '(mode nightly-report files the issue, in a job of its own)',
    );
  }
  fence.stop();
  const nightly = await runNightlyMode(inputs, github, {
    log,
    progress,
    env: process.env,
    workspace,
    checkRunner: (cpuset) => checkThisRunner(cpuset, process.env),
    platform: runnerPlatform(process),
  });
  fence.resume();
  await setNightlyOutputs(nightly);
}

async function nightlyReportMode({ inputs, github, workspace, botId }: ModeContext): Promise<void> {
  const nightly = await runNightlyReportMode(inputs, github, {
    octokit: client(inputs, github),
    log,
    env: process.env,
    workspace,
    botId,
  });
  await setNightlyReportOutputs(nightly);
  if (inputs.failOnRegression && nightly.regressions.length > 0) {
    core.setFailed(`${nightly.regressions.length} significant regression(s) on ${nightly.from}..${nightly.to}`);
  }
}

/** Execute, run and report end here: the fence down, the outputs and the summary set, the job failed when it should. */
async function finishReport({ inputs, fence }: ModeContext, { report, failures }: Reported): Promise<void> {
  fence.resume();
  if (failures > 0) {
    core.warning(
      `${failures} benchmark failure(s): those rows are missing from the results (the log and the summary say why)`,
    );
  }
  await setReportOutputs(report);
  await core.summary.addRaw(report.body).write();
  // the PR was answered; the job still says that the benchmark produced nothing
  if (report.missing !== undefined) core.setFailed(report.missing);
  else if (report.incomplete !== undefined) core.setFailed(report.incomplete);
  else if (inputs.failOnRegression && report.regressions > 0) {
    core.setFailed(`${report.regressions} significant regression(s) (fail-on-regression)`);
  }
}
