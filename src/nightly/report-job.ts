// The nightly report (GitHub-hosted, token), the second of the nightly's two
// jobs (scan.ts is the first, and runs no token): validates the scan's result
// directory exactly as the PR report does, recomputes the verdicts from the
// CSV, and opens or updates one `performance-regression` issue per range that
// got slower. Nothing here imports @actions/*: the GitHub client is injected.
import type { NightlyBisectMetadata } from '../artifact/nightly-schema.ts';
import { ResultDirError } from '../artifact/result-dir.ts';
import type { ResultMetadata } from '../artifact/result-schema.ts';
import { readResults } from '../artifact/shard-merge.ts';
import type { GitHubClient } from '../github/client.ts';
import { upsertRegressionIssue } from '../github/issues.ts';
import { statusOf, step } from '../github/errors.ts';
import {
  analyzeNightly,
  checkThreshold,
  classifyByThreshold,
  compareUrl,
  nightlySummary,
  regressionIssueBody,
  regressionKey,
  regressionTitle,
  undecidedTitle,
  type CulpritPull,
  type NightlyReportContext,
  type NightlyReportInput,
  type SummaryIssue,
} from './report.ts';
import type { NightlyScanned } from './scan.ts';
import type { NightlyFinding } from './finding.ts';
import { DEFAULT_REGRESSION_LABEL, type NightlyThreshold } from '../options/action.ts';

export interface NightlyReportOptions {
  threshold?: Partial<NightlyThreshold>;
  /** issue label; default performance-regression */
  label?: string;
}

export interface NightlyReportDeps {
  /** absent: nothing is posted (the summary still says what regressed) */
  octokit?: GitHubClient;
  /** the repository issues go to */
  owner: string;
  repo: string;
  log: (line: string) => void;
  /** link to the workflow run, in the issue */
  runUrl?: string;
  /** for the compare link, e.g. https://github.com */
  serverUrl: string;
  /** numeric id of the account that posts issues; default the token's (github-actions[bot] for GITHUB_TOKEN) */
  botId?: number;
}

/** The scanned range's rows as this job classified them; undecided rows: an issue says so (not a clean range). */
export interface NightlyReported extends Pick<
  NightlyScanned,
  'from' | 'to' | 'improvements' | 'undecided' | 'summaryMarkdown' | 'analysis'
> {
  branch: string;
  /** by this job's threshold */
  regressions: NightlyFinding[];
  /** what the scan's bisect found, and the pull request that merged the culprit */
  bisect?: NightlyBisectMetadata;
  culpritPull?: CulpritPull;
  /** 'closed': the range's issue was closed by a maintainer: left closed, not filed again */
  issue?: SummaryIssue;
}

/**
 * The pull request that brought the culprit into the branch:
 * `GET /repos/{owner}/{repo}/commits/{sha}/pulls`, preferring a merged one
 * into this repository (the branch scanned first), else the commit's PR-URL
 * trailer (node core lands pull requests by rebasing, with that trailer). A
 * lookup that fails costs only the link: the issue is filed either way.
 */
async function mergingPull(
  octokit: GitHubClient,
  deps: NightlyReportDeps,
  branch: string,
  culprit: { sha: string; prNumber: number | null },
): Promise<CulpritPull | undefined> {
  const { owner, repo } = deps;
  const fullName = `${owner}/${repo}`.toLowerCase();
  try {
    const pulls = await step(`listing the pull requests of commit ${culprit.sha} in ${owner}/${repo}`, () =>
      octokit.paginate(octokit.rest.repos.listPullRequestsAssociatedWithCommit, {
        owner,
        repo,
        commit_sha: culprit.sha,
        per_page: 100,
      }),
    );
    const ours = pulls.filter((pull) => pull.base.repo.full_name.toLowerCase() === fullName);
    const merged = (pull: (typeof ours)[number]) =>
      (pull as { merged_at?: string | null }).merged_at != null || (pull as { merged?: boolean }).merged === true;
    const pick =
      ours.find((pull) => merged(pull) && pull.base.ref === branch) ??
      ours.find(merged) ??
      ours.find((pull) => pull.number === culprit.prNumber) ??
      ours.find((pull) => pull.base.ref === branch);
    if (pick) return { number: pick.number, url: pick.html_url, title: pick.title };
  } catch (error) {
    // 422: GitHub does not know the commit (not pushed, or only in a fork)
    if (statusOf(error) !== 422 && statusOf(error) !== 404) {
      deps.log(
        `nightly-report: warning: could not look up the pull request of ${culprit.sha}: ${(error as Error).message}`,
      );
    }
  }
  if (culprit.prNumber !== null) {
    const url = `${deps.serverUrl.replace(/\/+$/, '')}/${encodeURIComponent(owner)}/${encodeURIComponent(repo)}/pull/${culprit.prNumber}`;
    return { number: culprit.prNumber, url, title: null };
  }
  return undefined;
}

/** The nightly section of a scan's result.json, checked against the rest of it: its range, whole, its bisect within. */
function scanOf(metadata: ResultMetadata): NonNullable<ResultMetadata['nightly']> {
  const scan = metadata.nightly;
  if (scan === undefined) {
    throw new ResultDirError(
      'result.json has no nightly section: not a nightly scan result (PR results go to mode report)',
    );
  }
  if (metadata.headSha !== null || metadata.commentId !== null) {
    throw new ResultDirError('result.json of a nightly scan names a pull request head or comment: refused');
  }
  if (metadata.old.sha !== scan.from || metadata.new.sha !== scan.to) {
    throw new ResultDirError('result.json: old.sha and new.sha are not the scanned range nightly.from..nightly.to');
  }
  if (metadata.partial)
    throw new ResultDirError('result.json says the scan stopped early: partial scans are not reported');
  if (scan.bisect !== undefined) {
    const { bisect } = scan;
    if (scan.rewritten || bisect.bad === scan.from || bisect.candidates.includes(scan.from)) {
      throw new ResultDirError('result.json: nightly.bisect does not lie within the scanned range');
    }
    if (bisect.good !== scan.from && bisect.steps.every((step) => step.sha !== bisect.good)) {
      throw new ResultDirError('result.json: nightly.bisect names a last good commit it did not test');
    }
    if (bisect.bad !== scan.to && bisect.steps.every((step) => step.sha !== bisect.bad)) {
      throw new ResultDirError('result.json: nightly.bisect names a first bad commit it did not test');
    }
  }
  return scan;
}

/**
 * The nightly-report job: the scan's result directory is checked like any
 * artifact (strict schema, sizes, no links, statistics recomputed from the
 * CSV, the range consistent with the sides), classified with this job's own
 * threshold, and the regression issue opened or updated.
 */
export async function reportNightly(
  resultDir: string,
  options: NightlyReportOptions,
  deps: NightlyReportDeps,
): Promise<NightlyReported> {
  const threshold = checkThreshold(options.threshold);
  const { metadata, groups, adaptive } = await readResults(resultDir);
  const scan = scanOf(metadata);

  // runs auto: the decisions of the looks, replayed from the CSV
  const analysis = analyzeNightly(groups, adaptive?.named());
  const { regressions, improvements, undecided, slowerBelowThreshold } = classifyByThreshold(analysis, threshold);
  deps.log(
    `nightly-report: ${regressions.length} regression(s), ${improvements.length} improvement(s) beyond the threshold` +
      (undecided.length > 0 ? `; ${undecided.length} row(s) possibly slower but too noisy to tell` : ''),
  );
  const context: NightlyReportContext = {
    branch: scan.branch,
    from: scan.from,
    to: scan.to,
    fromKind: scan.fromKind,
    baseline: scan.baseline ?? undefined,
    compareUrl: compareUrl(deps.serverUrl, deps.owner, deps.repo, scan.from, scan.to),
    commits: scan.commits ?? undefined,
    rewritten: scan.rewritten,
    threshold,
    regressions,
    improvements,
    undecided,
    slowerBelowThreshold,
    adaptive: adaptive !== undefined,
    bisect: scan.bisect,
    calibration: scan.calibration,
    trend: scan.trend,
  };
  const report: NightlyReportInput = {
    analysis,
    old: { spec: metadata.old.spec, version: metadata.old.version, sha: scan.from },
    new: { spec: metadata.new.spec, version: metadata.new.version, sha: scan.to },
    fingerprint: metadata.fingerprint,
    runs: metadata.runs,
    durationMs: metadata.durationMs,
    partial: metadata.partial, // false: a partial scan was refused above
    failures: metadata.failures,
    runUrl: deps.runUrl,
  };

  let issue: NightlyReported['issue'];
  let notPostedReason: string | undefined;
  if (regressions.length > 0 || undecided.length > 0) {
    if (deps.octokit) {
      const culprit = scan.bisect?.culprit ?? null;
      if (culprit !== null) {
        const pull = await mergingPull(deps.octokit, deps, scan.branch, culprit);
        if (pull) context.culpritPull = pull;
      }
      issue = await upsertRegressionIssue(deps.octokit, {
        owner: deps.owner,
        repo: deps.repo,
        label: options.label ?? DEFAULT_REGRESSION_LABEL,
        key: regressionKey(scan.from, scan.to),
        title:
          regressions.length > 0
            ? regressionTitle(scan.branch, regressions.length, scan.from, scan.to, culprit?.sha)
            : undecidedTitle(scan.branch, undecided.length, scan.from, scan.to),
        body: regressionIssueBody(context, report),
        authorId: deps.botId,
      });
      deps.log(
        issue.action === 'closed'
          ? `nightly-report: this range's regression issue was closed (${issue.url}): left closed, not filed again`
          : `nightly-report: regression issue ${issue.action}: ${issue.url}`,
      );
    } else {
      notPostedReason = 'no GitHub token';
      deps.log('nightly-report: no GitHub client: the issue was not posted');
    }
  }
  return {
    branch: scan.branch,
    from: scan.from,
    to: scan.to,
    regressions,
    improvements,
    undecided,
    issue,
    bisect: scan.bisect,
    culpritPull: context.culpritPull,
    summaryMarkdown: nightlySummary(context, report, { issue, notPostedReason }),
    analysis,
  };
}
