// The nightly scan's words: how its rows are decided (analyzeNightly), which
// count as regressions and improvements (Holm stars at or above the threshold
// AND at least minChange percent), the regression issue (title and body), and
// the job summary.
import type { Platform } from '../util/platform.ts';
import { buildReport, COMMENT_BUDGET } from '../report/comment.ts';
import type { ReportInput } from '../report/report-input.ts';
import { codeSpan, escapeMarkdown } from '../report/escape.ts';
import type {
  NightlyBisectMetadata,
  NightlyCalibrationMetadata,
  NightlyTrendMetadata,
} from '../artifact/nightly-schema.ts';
import { calibrationHeader, noiseMark } from './calibration.ts';
import { trendSection } from './history.ts';
import type { NightlyFinding } from './finding.ts';
import { formatImprovement, formatPValue, plural } from '../report/text.ts';
import { regressionMarker } from '../github/issues.ts';
import type { Analysis, RowComparison, SampleGroups } from '../stats/analyze.ts';
import { decideOnLogRates } from '../stats/log-rates.ts';
import type { Stars } from '../stats/stars.ts';
import { analyzeDecided, type NamedVerdicts } from '../stats/verdict.ts';

import { DEFAULT_THRESHOLD, STAR_THRESHOLDS, type NightlyThreshold } from '../options/action.ts';
import { UserError } from '../errors.ts';

/** A nightly scan that cannot run as configured, or whose run did not give usable results. */
export class NightlyError extends UserError {
  override name = 'NightlyError';
}

/** The regression rule as given (absent parts: the defaults), checked. */
export function checkThreshold(threshold: Partial<NightlyThreshold> | undefined): NightlyThreshold {
  const stars = threshold?.stars ?? DEFAULT_THRESHOLD.stars;
  if (!STAR_THRESHOLDS.includes(stars)) {
    throw new NightlyError(`nightly: threshold stars must be one of * ** ***; got ${JSON.stringify(stars)}`);
  }
  const minChange = threshold?.minChange ?? DEFAULT_THRESHOLD.minChange;
  if (typeof minChange !== 'number' || !Number.isFinite(minChange) || minChange < 0 || minChange > 1000) {
    throw new NightlyError(`nightly: threshold minChange must be a percentage from 0 to 1000; got ${minChange}`);
  }
  return { stars, minChange };
}

const RANK: Record<Stars, number> = { '': 0, '*': 1, '**': 2, '***': 3 };

/**
 * A scan's table, the scan and the report job alike: after runs auto its
 * looks' decisions; a fixed run's rows decided on log rates (log-rates.ts),
 * the scale a slowdown lives on, so load that spreads the rates by a factor
 * cannot hide a slowdown of that size.
 */
export function analyzeNightly(groups: SampleGroups, verdicts: NamedVerdicts | undefined): Analysis {
  const analysis = analyzeDecided(groups, { correction: 'holm' }, verdicts);
  return verdicts === undefined ? decideOnLogRates(analysis, groups.ratesByRow()) : analysis;
}

function finding(comparison: RowComparison, adaptive: boolean): NightlyFinding {
  const { estimate, test } = comparison.decision;
  return {
    name: comparison.name,
    filename: comparison.filename,
    configuration: comparison.configuration,
    // what the decision is about: the paired estimate after runs auto, the log rates' otherwise
    improvement: estimate.change,
    // the test the row was decided by (compare.R's when the analysis has no other)
    pValue: test?.pValue ?? comparison.pValue,
    holmPValue: test?.holmPValue ?? comparison.holm?.pValue ?? NaN,
    stars: test === undefined ? (comparison.holm?.stars ?? '') : comparison.decision.stars,
    ...(adaptive ? { interval: [estimate.low, estimate.high] as [number, number] } : {}),
  };
}

/**
 * Rows decided a regression or an improvement (the one decision) by at
 * least minChange, each way. A fixed run's rows must also reach the
 * threshold's Holm stars; an adaptive run's decision is its sequential test
 * (Holm over the rows at 5 %: it has no stars, and it adds runs until it is
 * sure). Undecided: rows the run could not tell (not distinguishable at its
 * last runs) whose estimate is slower by at least minChange: a scan with
 * such rows is not a clean range. Slower below the threshold: how many
 * more rows the report's table marks slower (its headline counts them too),
 * so the summary can say they are below it.
 */
export function classifyByThreshold(
  analysis: Pick<Analysis, 'comparisons' | 'basis'>,
  threshold: NightlyThreshold,
): {
  regressions: NightlyFinding[];
  improvements: NightlyFinding[];
  undecided: NightlyFinding[];
  slowerBelowThreshold: number;
} {
  const adaptive = analysis.basis.rule === 'sequential-holm';
  // the change each decision is about (a fixed run's is its log rates' ratio; NaN when untested)
  const change = (c: RowComparison) => c.decision.estimate.change;
  const significant = analysis.comparisons.filter(
    (c) =>
      (adaptive || RANK[c.decision.stars] >= RANK[threshold.stars]) &&
      Number.isFinite(change(c)) &&
      Math.abs(change(c)) >= threshold.minChange,
  );
  const regressions = significant.filter((c) => c.decision.outcome === 'regression');
  return {
    regressions: regressions.sort((a, b) => change(a) - change(b)).map((c) => finding(c, adaptive)),
    improvements: significant
      .filter((c) => c.decision.outcome === 'improvement')
      .sort((a, b) => change(b) - change(a))
      .map((c) => finding(c, adaptive)),
    undecided: analysis.comparisons
      .filter((c) => c.decision.outcome === 'unresolved' && change(c) <= -threshold.minChange)
      .sort((a, b) => change(a) - change(b))
      .map((c) => finding(c, adaptive)),
    slowerBelowThreshold:
      analysis.comparisons.filter((c) => c.decision.outcome === 'regression').length - regressions.length,
  };
}

const short = (sha: string) => sha.slice(0, 7);

/**
 * The table's slower rows that are not beyond the threshold, said as such:
 * its headline counts every row its test calls slower, the threshold only
 * these. Empty when there are none.
 */
function belowThresholdLine(context: NightlyReportContext): string {
  const count = context.slowerBelowThreshold ?? 0;
  if (count === 0) return '';
  const rows = context.regressions.length > 0 ? plural(count, 'more row') : plural(count, 'row');
  return `The table below marks ${rows} ▼\u00a0slower ${count === 1 ? 'that is' : 'that are'} below the threshold: not reported.`;
}

/** The issue key: one open issue per scanned range. */
export function regressionKey(from: string, to: string): string {
  return `${from}..${to}`;
}

export function compareUrl(serverUrl: string, owner: string, repo: string, from: string, to: string): string {
  return `${serverUrl.replace(/\/+$/, '')}/${encodeURIComponent(owner)}/${encodeURIComponent(repo)}/compare/${from}...${to}`;
}

/** One line, at most 256 characters (GitHub's limit). */
export function regressionTitle(branch: string, count: number, from: string, to: string, culprit?: string): string {
  const name = branch.length > 100 ? `${branch.slice(0, 99)}…` : branch;
  const by = culprit === undefined ? '' : `, first bad commit ${short(culprit)}`;
  return `Performance regression on ${name}: ${plural(count, 'benchmark')} slower (${short(from)}..${short(to)})${by}`;
}

export function describeThreshold(threshold: NightlyThreshold, adaptive = false): string {
  return adaptive
    ? `the sequential test (runs auto, Holm over the rows at 5 %) and at least ${threshold.minChange} %`
    : `Holm-adjusted ${threshold.stars} (Welch's t-test on log rates) and at least ${threshold.minChange} %`;
}

/** The title of an issue for a range with no regression but rows the scan could not tell. */
export function undecidedTitle(branch: string, count: number, from: string, to: string): string {
  const name = branch.length > 100 ? `${branch.slice(0, 99)}…` : branch;
  return `Performance scan on ${name}: ${plural(count, 'benchmark')} possibly slower, too noisy to tell (${short(from)}..${short(to)})`;
}

/** The rows a scan could not tell, and what to do: not a clean range. */
function undecidedSection(context: NightlyReportContext): string {
  const undecided = context.undecided ?? [];
  if (undecided.length === 0) return '';
  return [
    `### ${plural(undecided.length, 'benchmark')} too noisy to tell`,
    `The scan added runs up to its cap and still could not tell whether ${undecided.length === 1 ? 'this row' : 'these rows'} ` +
      `got slower by at least ${context.threshold.minChange} %: this range is **not** known to be clean. ` +
      'Quiet the runner (`cpuset`, no other jobs on it) or raise `max-runs`, and scan the range again ' +
      '(delete the last scan from the state, or run the workflow with this range as `baseline`).',
    findingList(undecided, context.calibration),
  ].join('\n\n');
}

function findingList(
  findings: readonly NightlyFinding[],
  calibration: NightlyCalibrationMetadata | undefined,
  max = 50,
): string {
  const lines = findings.slice(0, max).map((f) => {
    const name = escapeMarkdown(f.name.length > 300 ? `${f.name.slice(0, 300)}…` : f.name);
    const test =
      f.interval === undefined
        ? `Holm p ${formatPValue(f.holmPValue)} ${escapeMarkdown(f.stars)}`
        : `95\u00a0% interval ${formatImprovement(f.interval[0])} to ${formatImprovement(f.interval[1])}`;
    return `- ${name}: **${formatImprovement(f.improvement)}** (${test})` + noiseMark(calibration, f);
  });
  if (findings.length > max) lines.push(`- … and ${findings.length - max} more (see the table)`);
  return lines.join('\n');
}

export interface NightlyReportContext {
  branch: string;
  from: string;
  to: string;
  /** how the old side was chosen */
  fromKind: 'last-scan' | 'baseline';
  /** the baseline ref as given, when fromKind is baseline */
  baseline?: string;
  compareUrl: string;
  /** commits in from..to, when git could count them */
  commits?: number;
  /** from is not an ancestor of to (history was rewritten) */
  rewritten?: boolean;
  threshold: NightlyThreshold;
  regressions: readonly NightlyFinding[];
  improvements: readonly NightlyFinding[];
  /** rows the scan could not tell whose estimate is slower by the threshold's change (runs auto) */
  undecided?: readonly NightlyFinding[];
  /** rows the report's table marks slower that are not beyond the threshold (classifyByThreshold) */
  slowerBelowThreshold?: number;
  /** the scan ran with runs auto: its rows are decided by the sequential test */
  adaptive?: boolean;
  /** what bisecting the range found */
  bisect?: NightlyBisectMetadata;
  /** the pull request that merged the culprit, when GitHub (or its PR-URL trailer) knows it */
  culpritPull?: CulpritPull;
  /** the runner's A/A calibration: noise per row, false-positive rate */
  calibration?: NightlyCalibrationMetadata;
  /** the earlier scans' changes of the starred rows */
  trend?: NightlyTrendMetadata;
}

export interface CulpritPull {
  number: number;
  url: string;
  /** null: known only from the commit's PR-URL trailer */
  title: string | null;
}

function rangeLine(context: NightlyReportContext): string {
  const range = `[\`${short(context.from)}...${short(context.to)}\`](${context.compareUrl})`;
  const commits = context.commits === undefined ? '' : ` (${plural(context.commits, 'commit')})`;
  const origin =
    context.fromKind === 'baseline'
      ? `first scan, from the baseline ${escapeMarkdown((context.baseline ?? '').slice(0, 100))}`
      : 'since the last scan';
  const note = context.rewritten
    ? '\n\n> [!NOTE]\n> The last scanned commit is not an ancestor of the new head: the branch history was rewritten.'
    : '';
  return `Commits on ${escapeMarkdown(context.branch)} ${range}${commits}, ${origin}.${note}`;
}

const repoUrlOf = (context: NightlyReportContext) => context.compareUrl.replace(/\/compare\/[^/]*$/, '');

const RESEMBLES = {
  bad: '▼\u00a0the bad end',
  good: 'the good end',
  unknown: 'could not tell',
  missing: 'not measured',
} as const;

function bisectRowLine(row: NightlyBisectMetadata['rows'][number]): string {
  const name = codeSpan(row.name.length > 300 ? `${row.name.slice(0, 300)}…` : row.name);
  const change = row.improvement === null ? 'NA' : formatImprovement(row.improvement);
  const share = row.share === null ? '' : ` (${Math.round(row.share * 100)}\u00a0% of the range's)`;
  return `| ${name} | ${change}${share} | ${formatImprovement(row.reference)} | ${RESEMBLES[row.verdict]} | ${row.nOld} / ${row.nNew} |`;
}

/**
 * The bisect's finding: the culprit (commit, subject, author, the pull request
 * that merged it) with its own table, or the narrowed range; then the commits
 * tested. Empty without a bisect.
 */
export function bisectSection(context: NightlyReportContext, maxRows = 50): string {
  const bisect = context.bisect;
  if (bisect === undefined) return '';
  const repoUrl = repoUrlOf(context);
  const commitLink = (sha: string) => `[\`${short(sha)}\`](${repoUrl}/commit/${sha})`;
  const tested = `${plural(bisect.builds, 'commit')} built and tested`;
  const parts: string[] = [];
  if (bisect.status === 'culprit' && bisect.culprit !== null) {
    const { culprit } = bisect;
    parts.push(`### First bad commit: ${commitLink(culprit.sha)} ${escapeMarkdown(culprit.subject)}`);
    const pull = context.culpritPull
      ? `, merged in [#${context.culpritPull.number}](${context.culpritPull.url})` +
        (context.culpritPull.title === null ? '' : ` ${escapeMarkdown(context.culpritPull.title.slice(0, 300))}`)
      : '';
    parts.push(
      `By ${escapeMarkdown(culprit.author)}${pull}. Bisected over the first-parent commits of the range ` +
        `(${tested}); the commit before it, ${commitLink(bisect.good)}, surely resembles the good end.`,
    );
    if (bisect.rows.length > 0) {
      parts.push(
        [
          `The flagged configurations at ${short(culprit.sha)} against ${short(context.from)}:`,
          '',
          "| benchmark | change | the range's change | resembles | runs\u00a0old/new |",
          '| --- | ---: | ---: | --- | ---: |',
          ...bisect.rows.slice(0, maxRows).map(bisectRowLine),
          ...(bisect.rows.length > maxRows ? [`| … and ${bisect.rows.length - maxRows} more | | | | |`] : []),
        ].join('\n'),
      );
    }
  } else if (bisect.reason === 'unconfirmed') {
    parts.push(`### Narrowed to ${commitLink(bisect.bad)}, not confirmed`);
    parts.push(
      `The bisect (${tested}) pointed at ${commitLink(bisect.bad)}, but the culprit could not be confirmed: a fresh ` +
        `A/B of it against its parent ${commitLink(bisect.good)} did not show a change beyond the threshold and ` +
        'what two builds of the same code differ by. The first bad commit may be another one of the range.',
    );
  } else {
    const range = `[\`${short(bisect.good)}...${short(bisect.bad)}\`](${repoUrl}/compare/${bisect.good}...${bisect.bad})`;
    const why =
      bisect.reason === 'skipped'
        ? 'only commits that could not be built are left between the last good and the first bad one'
        : bisect.reason === 'unsure'
          ? 'the commits left between the last good and the first bad one could not be built or told apart: ' +
            'their runs did not show surely which end they resemble (a noisy runner)'
          : bisect.reason === 'error'
            ? `it stopped: ${escapeMarkdown((bisect.error ?? '').slice(0, 300))}`
            : 'the bisect budget ran out';
    parts.push(`### Narrowed to ${plural(bisect.candidateCount, 'commit')}: ${range}`);
    parts.push(`The first bad commit is one of these (${tested}; ${why}):`);
    const listed = bisect.candidates.slice(-20);
    parts.push(
      listed.map((sha) => `- ${commitLink(sha)}`).join('\n') +
        (bisect.candidateCount > listed.length ? `\n- … and ${bisect.candidateCount - listed.length} older` : ''),
    );
  }
  if (bisect.steps.length > 0) {
    const steps = bisect.steps.map((step) => {
      const detail = step.detail === null ? '' : ` (${escapeMarkdown(step.detail.slice(0, 200))})`;
      const word = step.verdict === 'skip' ? 'skipped' : step.verdict === 'unknown' ? 'could not tell' : step.verdict;
      return `${commitLink(step.sha)} ${word}${detail}`;
    });
    parts.push(`Tested: ${steps.join(', ')}.`);
  }
  return parts.join('\n\n');
}

/**
 * Which platform the regression showed on: the scan's runner's (a regression on one platform need not be one on
 * another). Absent for results from before the platform was recorded.
 */
function platformLine(platform: Platform | undefined): string {
  return platform === undefined ? '' : `Measured on \`${platform}\`: the regression showed on this platform.`;
}

/** What the nightly's issue and summary take of a report: its own marker, length and title are theirs to set. */
export type NightlyReportInput = Omit<ReportInput, 'marker' | 'maxLength' | 'title'>;

/** The regression issue: the marker, what regressed in which range, then the full report table. */
export function regressionIssueBody(context: NightlyReportContext, report: NightlyReportInput): string {
  const head = [
    regressionMarker(regressionKey(context.from, context.to)),
    context.regressions.length > 0
      ? `## ${plural(context.regressions.length, 'benchmark')} slower on ${escapeMarkdown(context.branch)}`
      : `## ${plural(context.undecided?.length ?? 0, 'benchmark')} possibly slower on ${escapeMarkdown(context.branch)}: too noisy to tell`,
    rangeLine(context),
    platformLine(report.fingerprint.platform),
    `Threshold: ${escapeMarkdown(describeThreshold(context.threshold, context.adaptive))} slower.`,
    calibrationHeader(context.calibration),
    findingList(context.regressions, context.calibration),
    belowThresholdLine(context),
    trendSection(context.trend, context.regressions),
    bisectSection(context),
    undecidedSection(context),
  ]
    .filter((part) => part !== '')
    .join('\n\n');
  return `${head}\n\n${scanTable(context, report, COMMENT_BUDGET - head.length - 2)}`;
}

/** The scan's report table under the issue's or the summary's own head. */
function scanTable(context: NightlyReportContext, report: NightlyReportInput, maxLength?: number): string {
  return buildReport({
    ...report,
    title: `Nightly scan of ${context.branch}: ${short(context.from)}..${short(context.to)}`,
    repositoryUrl: report.repositoryUrl ?? repoUrlOf(context),
    marker: '',
    maxLength,
  });
}

export interface SummaryIssue {
  number: number;
  url: string;
  action: 'created' | 'updated' | 'unchanged' | 'closed';
}

/** `Issue [#12](…) created.`; a closed one was closed by a maintainer and is not filed again. */
function issueWords(issue: SummaryIssue): string {
  return issue.action === 'closed'
    ? `Issue [#${issue.number}](${issue.url}) of this range was closed: left closed, not filed again.`
    : `Issue [#${issue.number}](${issue.url}) ${issue.action}.`;
}

/** The job summary: range, verdict, issue, regressions and improvements, then the table. */
export function nightlySummary(
  context: NightlyReportContext,
  report: NightlyReportInput,
  delivery: { issue?: SummaryIssue; notPostedReason?: string },
): string {
  const parts = [
    `## Nightly benchmark scan of ${escapeMarkdown(context.branch)}`,
    rangeLine(context),
    `Threshold: ${escapeMarkdown(describeThreshold(context.threshold, context.adaptive))} change.`,
  ];
  const issue = delivery.issue
    ? issueWords(delivery.issue)
    : delivery.notPostedReason
      ? `No issue posted: ${escapeMarkdown(delivery.notPostedReason)}.`
      : '';
  const below = belowThresholdLine(context);
  parts.push(calibrationHeader(context.calibration));
  if (context.regressions.length > 0) {
    parts.push(
      `### ${plural(context.regressions.length, 'regression')} beyond the threshold`,
      issue,
      findingList(context.regressions, context.calibration),
      below,
      trendSection(context.trend, context.regressions),
      bisectSection(context),
    );
  } else if ((context.undecided?.length ?? 0) === 0) {
    parts.push(['No regression beyond the threshold: nothing posted.', below].join(' ').trim());
  } else {
    const sentences = ['No regression beyond the threshold, but the range is not known to be clean.', issue, below];
    parts.push(sentences.filter((part) => part !== '').join(' '));
  }
  parts.push(undecidedSection(context));
  if (context.improvements.length > 0) {
    parts.push(
      `### ${plural(context.improvements.length, 'improvement')}`,
      findingList(context.improvements, context.calibration),
    );
  }
  parts.push(scanTable(context, report));
  return parts.filter((part) => part !== '').join('\n\n') + '\n';
}

export function skippedSummary(branch: string, reason: string): string {
  return `## Nightly benchmark scan of ${escapeMarkdown(branch)}\n\nSkipped: ${escapeMarkdown(reason)}.\n`;
}
