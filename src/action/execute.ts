// Execute job (self-hosted, no token, runs PR code): builds and benchmarks
// exactly what the gate pinned, and writes the data-only result directory.
import { copyFile, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { BuildError, BuildFailedError } from '../binaries/builder-errors.ts';
import { processRunner, type ProcessRunner } from '../binaries/builder-process.ts';
import { cacheDirFrom } from '../binaries/cache-dir.ts';
import { resolveCommit, resolvePrRefs, storesGitCredentials } from '../binaries/git.ts';
import { formatBinarySpec, type BinarySpec } from '../options/binary-spec.ts';
import { buildDirs } from '../pipeline/binaries.ts';
import type { HostEnv } from '../process/env.ts';
import { chooseSandbox } from '../process/sandbox.ts';
import { runComparison, type ComparisonDeps, type ComparisonRun } from '../pipeline/compare.ts';
import { SIZED_KEY } from '../options/set-key.ts';
import { identityPath } from '../pipeline/resume.ts';
import type { ProgressOutput } from '../run/index.ts';
import { analysisOptions, comparisonFrom, type Comparison } from '../options/comparison.ts';
import { sideSpec, type Request } from '../request/request.ts';
import type { ActionInputs } from './inputs.ts';
import { pullRequestTrust, type RunTrust } from './trust.ts';
import {
  createResultDir,
  readResultDir,
  ResultDirError,
  RESULT_CSV,
  writeResultMetadata,
  writeResultPlot,
  writeFailureRecord,
  type CreatedResultDir,
  type FailureRecord,
} from '../artifact/result-dir.ts';
import { comparisonMetadata, type FailureNote } from '../artifact/result-metadata.ts';
import { failureNotes } from '../report/failure-notes.ts';
import type { NightlyCalibrationMetadata } from '../artifact/nightly-schema.ts';
import type { ResultMetadata } from '../artifact/result-schema.ts';
import { calibrationMetadata } from '../nightly/calibration.ts';
import { loadState, STATE_FILE_NAME } from '../nightly/state.ts';
import { renderBoxPlot } from '../report/box-plot.ts';
import { analyzeDecided, namedVerdicts } from '../stats/verdict.ts';
import { RequestError } from '../errors.ts';
import { runnerCheckAtStart, type RunnerChecker } from '../runner-check/machine.ts';
import type { FingerprintFinding } from '../artifact/runner-findings.ts';
import type { Platform } from '../util/platform.ts';

export interface ExecuteDeps {
  log: (line: string) => void;
  progress?: ProgressOutput;
  signal?: AbortSignal;
  /** the step's environment: builds and benchmarks get environments made from it without its secrets (env.ts) */
  env: HostEnv;
  /** GITHUB_WORKSPACE or the current directory */
  workspace: string;
  /** whose code the builds are (requestTrust); a pull request's are untrusted whatever this says */
  trust: RunTrust;
  /** the runner check (machine.ts's checkThisRunner): made once, at the start, for its warnings and the fingerprint */
  checkRunner: RunnerChecker;
  /** the runner's platform, read once by the entry */
  platform: Platform;
}

/** The commits the two sides are, once known (a pull request's, after its merge): which side a failed build was. */
interface PinnedCommits {
  old?: string;
  new?: string;
}

export interface ExecuteResult {
  run: ComparisonRun;
  compareRequest: Comparison;
  metadata: ResultMetadata;
  resultDir: string;
  csvPath: string;
  jsonPath: string;
  /** the box plots (plot.svg), null when there was nothing to draw or drawing failed (a log line says why) */
  plotPath: string | null;
}

/** The checkout must be exactly the pinned commit, and carry no credentials for PR code to find. */
async function checkPinnedCheckout(repo: string, request: Request, run: ProcessRunner): Promise<void> {
  if (!request.pr) return;
  let head: string;
  try {
    head = await resolveCommit(repo, 'HEAD', run);
  } catch {
    throw new RequestError(
      `repo-path ${repo} is not a git checkout; check out the pinned SHA ${request.pr.headSha} there`,
    );
  }
  if (head !== request.pr.headSha) {
    throw new RequestError(
      `the checkout is at ${head} but the gate pinned ${request.pr.headSha}: check out exactly that SHA (a push after approval is not run)`,
    );
  }
  if (await storesGitCredentials(repo, run)) {
    throw new RequestError(
      'the checkout keeps a GitHub token in .git/config: use actions/checkout with persist-credentials: false',
    );
  }
}

export async function runExecute(request: Request, inputs: ActionInputs, deps: ExecuteDeps): Promise<ExecuteResult> {
  const runnerCheck = await runnerCheckAtStart(inputs.cpuset, deps);
  const repo = resolve(deps.workspace, inputs.repoPath);
  const git = processRunner(deps.env);
  await checkPinnedCheckout(repo, request, git);
  // Untrusted code (a pull request's, or any not from a protected branch) runs sandboxed or not at all
  // (unless `sandbox: none`), and its builds write only the ccache and cache entries of its PR or run.
  const trust = request.pr !== undefined ? pullRequestTrust(request.pr) : deps.trust;
  const untrusted = trust.trust === 'untrusted';
  deps.log(`builds: ${trust.trust}, ${trust.reason}`);
  // one folder for the sandbox to hide and the run to write to: a relative cache-dir is the workspace's
  const cacheDir = cacheDirFrom(inputs.cacheDir, deps.workspace, deps.env);
  const sandbox = await chooseSandbox({
    mode: inputs.sandbox,
    untrustedCode: untrusted,
    hide: [cacheDir],
    env: deps.env,
    uid: process.getuid!(),
    platform: deps.platform,
    log: deps.log,
  });

  // Created fresh, through no symbolic link the PR may have committed, inside the workspace or RUNNER_TEMP.
  const roots = [resolve(deps.workspace), ...(deps.env.RUNNER_TEMP ? [resolve(deps.env.RUNNER_TEMP)] : [])];
  const resultDir = await createResultDir(resolve(deps.workspace, inputs.resultDir), roots);
  const commits: PinnedCommits = {};
  try {
    const context = { repo, cacheDir, git, sandbox, runnerCheck, trust, commits };
    return await executeInto(resultDir, request, inputs, deps, context);
  } catch (error) {
    // a comparison that failed before measuring (a merge conflict, a side that does not build) says which in
    // failure.json, for the report job to tell the pull request; the job still fails with the error
    if (error instanceof BuildError) await writeFailureRecord(resultDir, failureRecordOf(error, request, commits));
    throw error;
  }
}

/** failure.json's record of a BuildError: its kind, the side that failed to build, the log's last lines. */
function failureRecordOf(error: BuildError, request: Request, commits: PinnedCommits): FailureRecord {
  const failed = error instanceof BuildFailedError ? error : undefined;
  const side =
    failed === undefined ? null : failed.sha === commits.old ? 'old' : failed.sha === commits.new ? 'new' : null;
  return {
    schemaVersion: 1,
    headSha: request.pr?.headSha ?? null,
    commentId: request.comment?.id ?? null,
    kind: error.code,
    side,
    message: error.message,
    logTail: failed?.logTail ?? null,
  };
}

/** The two sides as the request gives them; a pull request's as its merge (or merge base) and head commits. */
async function pinnedSides(
  request: Request,
  inputs: ActionInputs,
  deps: ExecuteDeps,
  { repo, cacheDir, git, commits }: { repo: string; cacheDir: string; git: ProcessRunner; commits: PinnedCommits },
): Promise<Comparison['sides']> {
  if (!request.pr) return { old: sideSpec(request.old), new: sideSpec(request.new) };
  const refs = await resolvePrRefs(
    {
      repo,
      base: request.pr.baseSha ?? request.pr.baseRef,
      head: request.pr.headSha,
      mode: inputs.mergeMode,
      // the builds' work dir: this runner user's, under its cache dir (never a fixed name in the shared /tmp)
      workDir: buildDirs(cacheDir).workDir,
      log: deps.log,
    },
    git,
  );
  Object.assign(commits, { old: refs.old.sha, new: refs.new.sha });
  deps.log(`${inputs.mergeMode}: old ${refs.old.sha}, new ${refs.new.sha}`);
  return { old: { kind: 'ref', ref: refs.old.sha }, new: { kind: 'ref', ref: refs.new.sha } };
}

async function executeInto(
  resultDir: CreatedResultDir,
  request: Request,
  inputs: ActionInputs,
  deps: ExecuteDeps,
  context: {
    repo: string;
    /** the runner's cache folder, the one the sandbox hides */
    cacheDir: string;
    git: ProcessRunner;
    sandbox: Awaited<ReturnType<typeof chooseSandbox>>;
    /** the runner check the run started with */
    runnerCheck: FingerprintFinding[] | undefined;
    trust: RunTrust;
    commits: PinnedCommits;
  },
): Promise<ExecuteResult> {
  const { repo, cacheDir, sandbox, runnerCheck, trust } = context;
  const sides = await pinnedSides(request, inputs, deps, context);
  const csvPath = join(resultDir.path, RESULT_CSV);
  const previous = request.more ? await takePrevious(request, inputs, deps.workspace, sides, csvPath) : undefined;
  // the execute job's edge: the request JSON's selection and runs, the inputs' schedule and binaries, the pinned sides
  const usesGit = sides.old.kind === 'ref' || sides.new.kind === 'ref';
  const compareRequest = comparisonFrom(
    request,
    { ...inputs, cacheDir },
    {
      sides,
      // the workspace's checkout is the suite's or the refs' source only when one needs it
      repo: usesGit || inputs.suite !== 'bundled' ? repo : undefined,
      output: { out: csvPath, format: 'json', quiet: deps.progress === undefined },
    },
    deps.workspace,
  );
  const run = await runComparison(compareRequest, {
    log: deps.log,
    progress: deps.progress,
    signal: deps.signal,
    host: deps.env,
    platform: deps.platform,
    sandbox,
    runnerCheck,
    trust: trust.trust,
    untrustedScope: trust.untrustedScope,
    passEnv: inputs.passEnv,
    buildTimeoutMs: inputs.buildTimeoutMs,
    ...(previous ? { resume: true, continuing: previous.continuing } : {}),
  });
  // the resume's record of the comparison is the CLI's; the artifact is results.csv and result.json
  if (previous) await rm(identityPath(csvPath), { force: true });
  const side = (spec: BinarySpec, binary: ComparisonRun['binaries']['old']) => ({
    spec: formatBinarySpec(spec),
    version: binary.version,
    sha: binary.sha ?? null,
  });
  // a more run's result is the whole comparison: the earlier samples and failures with the new
  const failures = failureNotes(run.failures, compareRequest.suite.kind);
  const measured = previous
    ? { ...run, samples: run.samples + run.priorSamples, failures: [...previous.failures, ...failures] }
    : { ...run, failures };
  const { schedule } = compareRequest;
  const metadata = comparisonMetadata(measured, schedule, {
    headSha: request.pr?.headSha ?? null,
    commentId: request.comment?.id ?? null,
    old: side(sides.old, run.binaries.old),
    new: side(sides.new, run.binaries.new),
    unmeasured: run.unmeasured ?? undefined,
    shard:
      schedule.shard && run.planned
        ? { index: schedule.shard.index, count: schedule.shard.count, ...run.planned }
        : undefined,
    load: run.load ?? null,
    suite: compareRequest.suite.kind,
  });
  const calibration = await runnerCalibration(inputs, cacheDir, run, deps);
  if (calibration !== undefined) metadata.calibration = calibration;
  const plotPath = await writePlot(resultDir, run, compareRequest, deps.log);
  // result.json last: a result directory that has it is whole
  const jsonPath = await writeResultMetadata(resultDir, metadata);
  return { run, compareRequest, metadata, resultDir: resultDir.path, csvPath, jsonPath, plotPath };
}

/**
 * `/benchmark more`: the earlier run's result, as the gate job handed it on
 * (previous-result), checked as the report job checks a result (its
 * verdicts replayed from its samples) and for this request: the same head,
 * the same two commits, the passes the request names. Its CSV becomes the
 * start of this run's, so the pipeline resumes it: its calls stand, the rows
 * it left open run on.
 */
async function takePrevious(
  request: Request,
  inputs: ActionInputs,
  workspace: string,
  specs: Record<'old' | 'new', BinarySpec>,
  csvPath: string,
): Promise<{ continuing: NonNullable<ComparisonDeps['continuing']>; failures: FailureNote[] }> {
  const more = request.more!;
  if (!inputs.previousResult) {
    throw new RequestError(
      `this is a /benchmark more request (on the result of workflow run ${more.runId}), but previous-result is empty: ` +
        "hand the earlier run's node-bench-result artifact on to execute, as the PR example's gate job does",
    );
  }
  const dir = resolve(workspace, inputs.previousResult);
  let previous;
  try {
    previous = await readResultDir(dir);
  } catch (error) {
    if (!(error instanceof ResultDirError)) throw error;
    throw new RequestError(`previous-result ${inputs.previousResult}: ${error.message}`);
  }
  const { metadata } = previous;
  const caps = metadata.adaptive ? [...(metadata.adaptive.earlierCaps ?? []), metadata.adaptive.maxRuns] : [];
  const problem =
    metadata.headSha !== (request.pr?.headSha ?? null)
      ? `is of head ${metadata.headSha ?? '(none)'}, the request of ${request.pr?.headSha ?? '(none)'}`
      : metadata.adaptive === undefined
        ? 'is of a fixed number of runs, not --runs auto'
        : JSON.stringify(caps) !== JSON.stringify(more.earlierCaps)
          ? `went to ${caps.join(', ')} runs, the request names ${more.earlierCaps.join(', ')}`
          : (['old', 'new'] as const).find((side) => {
                const spec = specs[side];
                return spec.kind === 'ref'
                  ? metadata[side].sha !== spec.ref
                  : metadata[side].spec !== formatBinarySpec(spec);
              })
            ? `measured other binaries (old ${metadata.old.sha ?? metadata.old.spec}, new ${metadata.new.sha ?? metadata.new.spec})`
            : null;
  if (problem !== null) {
    throw new RequestError(
      `previous-result ${inputs.previousResult} ${problem}: it is not the result this request runs on`,
    );
  }
  await copyFile(join(dir, RESULT_CSV), csvPath);
  const missingRuns = metadata.adaptive!.rows.flatMap(({ filename, configuration, missingRuns: runs }) =>
    (['old', 'new'] as const).flatMap((binary) =>
      runs[binary].map((run) => ({ filename, configuration, binary, run })),
    ),
  );
  // the n each row ran (result.json's sizing, rows named as their file lists them): the more-run runs the same
  const sizes = (metadata.sizing?.configurations ?? [])
    .filter((c) => c.key === SIZED_KEY)
    .map((c) => ({ filename: c.filename, configuration: c.listed, n: c.value }));
  return { continuing: { autoCaps: caps, missingRuns, sizes }, failures: metadata.failures };
}

/**
 * The run's box plots beside its results, in the artifact: a picture for
 * people, which the report job never reads. Drawing is no reason to fail a
 * run that measured: a failure is a log line.
 */
async function writePlot(
  resultDir: CreatedResultDir,
  run: ComparisonRun,
  request: Comparison,
  log: (line: string) => void,
): Promise<string | null> {
  if (run.samples === 0) return null;
  try {
    const analysis = analyzeDecided(run.groups, analysisOptions(request), run.verdicts && namedVerdicts(run.verdicts));
    const { svg, rows } = await renderBoxPlot(run.groups, analysis);
    const path = await writeResultPlot(resultDir, svg);
    log(`plot: ${rows} configurations in ${path}`);
    return path;
  } catch (error) {
    log(`warning: the plot was not drawn: ${(error as Error).message}`);
    return null;
  }
}

/**
 * This runner's A/A record of the run's starred rows, from the nightly state
 * on it (the same cache dir, or state-path): whether a change is within what
 * the runner measures between a commit and itself. Read after the run: the
 * benchmarks never see the state (the cache dir is hidden in their sandbox).
 * No state, no calibration yet or an unreadable state: none (a log line).
 */
async function runnerCalibration(
  inputs: ActionInputs,
  cacheDir: string,
  run: ComparisonRun,
  deps: ExecuteDeps,
): Promise<NightlyCalibrationMetadata | undefined> {
  const statePath = resolve(deps.workspace, inputs.statePath ?? join(cacheDir, STATE_FILE_NAME));
  let state;
  try {
    ({ state } = await loadState(statePath));
  } catch (error) {
    deps.log(`runner calibration: ${statePath} unreadable, not shown: ${(error as Error).message}`);
    return undefined;
  }
  if (state?.calibration === undefined) return undefined;
  // the record of every row Holm stars (what the nightly records too; a subset of the raw stars)
  const analysis = run.groups.analyze({ correction: 'holm' });
  return calibrationMetadata(state.calibration, null, analysis.comparisons);
}
