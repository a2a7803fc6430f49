// Where tonight's scan starts and ends: the checkout (a git repository keeping no token), the state of the last
// scan (for this branch), and the range from the last scanned commit (or the baseline) to the branch head.
import { BuildError } from '../binaries/builder-errors.ts';
import type { ProcessRunner } from '../binaries/builder-process.ts';
import { checkRepository, git, resolveCommit, storesGitCredentials } from '../binaries/git.ts';
import { NightlyError } from './report.ts';
import type { NightlyScan } from './scan-options.ts';
import { loadState, type LoadedState, type NightlyState } from './state.ts';

/** The checkout is a git repository that keeps no token where builds could read it. */
export async function checkNightlyCheckout(checked: NightlyScan, gitRun: ProcessRunner): Promise<void> {
  try {
    await checkRepository(checked.repo, gitRun);
  } catch (error) {
    throw new NightlyError(`nightly: ${(error as Error).message}`);
  }
  // Builds run main's own scripts in worktrees sharing this .git/config: no token may be stored there.
  if (await storesGitCredentials(checked.repo, gitRun)) {
    throw new NightlyError(
      `nightly: the checkout ${checked.repo} keeps a GitHub token in .git/config (http.*.extraheader), where builds ` +
        'could read it: use actions/checkout with persist-credentials: false',
    );
  }
}

/** The state file (null: no scan yet) and its text as read, refused when it is another branch's. */
export async function loadBranchState(checked: NightlyScan): Promise<LoadedState> {
  const { state, raw } = await loadState(checked.statePath);
  if (state?.branch !== undefined && state.branch !== checked.branch) {
    throw new NightlyError(
      `nightly state ${checked.statePath} is for the branch ${JSON.stringify(state.branch)}, ` +
        `not ${JSON.stringify(checked.branch)}: give each branch its own state file`,
    );
  }
  return { state, raw };
}

export type ScanRange =
  | { skipped: string; head: string }
  | { from: { sha: string; kind: 'last-scan' | 'baseline' }; head: string; rewritten: boolean; commits?: number };

/** What tonight scans: from the last scan (or the baseline) to the branch head, or why there is nothing to scan. */
export async function scanRange(
  checked: NightlyScan,
  state: NightlyState | null,
  gitRun: ProcessRunner,
  log: (line: string) => void,
): Promise<ScanRange> {
  const head = await resolveHead(checked, gitRun);
  log(`nightly: ${checked.branch} is at ${head}`);
  const skip = (reason: string): ScanRange => {
    log(`nightly: skipped: ${reason}`);
    return { skipped: reason, head };
  };
  if (state !== null && state.lastScannedSha === head) return skip(`${checked.branch} has not moved since ${head}`);
  const from = await resolveFrom(checked, state, gitRun);
  if (from.sha === head) {
    return skip(`${checked.branch} is at the baseline ${checked.baseline} (${head}): nothing to compare yet`);
  }
  log(
    `nightly: scanning ${from.sha}..${head} (${from.kind === 'baseline' ? `baseline ${checked.baseline}` : 'since the last scan'})`,
  );
  const ancestor = await gitText(checked.repo, ['merge-base', '--is-ancestor', from.sha, head], gitRun);
  const rewritten = ancestor.code === 1;
  if (rewritten) log(`nightly: warning: ${from.sha} is not an ancestor of ${head} (rewritten history)`);
  const count = await gitText(checked.repo, ['rev-list', '--count', `${from.sha}..${head}`], gitRun);
  const commits = count.code === 0 && /^\d+$/.test(count.stdout) ? Number(count.stdout) : undefined;
  return { from, head, rewritten, ...(commits === undefined ? {} : { commits }) };
}

async function gitText(repo: string, args: string[], run: ProcessRunner): Promise<{ code: number; stdout: string }> {
  const result = await git(repo, args, run, { allowFailure: true });
  return { code: result.code ?? 1, stdout: result.stdout.trim() };
}

/** The old side's commit: the last scanned one (which must still be in the checkout) or the baseline. */
async function resolveFrom(
  checked: NightlyScan,
  state: NightlyState | null,
  run: ProcessRunner,
): Promise<{ sha: string; kind: 'last-scan' | 'baseline' }> {
  if (state !== null) {
    const unknown =
      `the last scanned commit ${state.lastScannedSha} (from ${checked.statePath}) is not in the checkout ` +
      `${checked.repo}: check out the full history (actions/checkout with fetch-depth: 0)`;
    return { sha: await commitOf(checked, state.lastScannedSha, run, unknown), kind: 'last-scan' };
  }
  if (checked.baseline === undefined) {
    throw new NightlyError(
      `nightly: there is no state yet (${checked.statePath} does not exist) and no baseline: ` +
        'pass a baseline (e.g. the latest release tag) for the first scan to compare against',
    );
  }
  const unknown =
    `nightly: the baseline ${JSON.stringify(checked.baseline)} does not name a commit in ${checked.repo}: ` +
    'fetch it first (actions/checkout with fetch-depth: 0 brings branches and tags) or give a full commit SHA';
  return { sha: await commitOf(checked, checked.baseline, run, unknown), kind: 'baseline' };
}

function resolveHead(checked: NightlyScan, run: ProcessRunner): Promise<string> {
  const unknown =
    `nightly: the branch ${JSON.stringify(checked.branch)} does not name a commit in ${checked.repo}: ` +
    'check it out (or name it as origin/<branch>)';
  return commitOf(checked, checked.branch, run, unknown);
}

/** The commit a ref names in the checkout; a ref that names none fails with `unknown`, which says what to do. */
async function commitOf(checked: NightlyScan, ref: string, run: ProcessRunner, unknown: string): Promise<string> {
  try {
    return await resolveCommit(checked.repo, ref, run);
  } catch (error) {
    if (error instanceof BuildError && error.code === 'unknown-ref') throw new NightlyError(unknown);
    throw error;
  }
}

/** A range there is something to scan in. */
export type ScannedRange = Exclude<ScanRange, { skipped: string }>;
