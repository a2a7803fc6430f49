// The nightly scan's words: which rows count as regressions and improvements
// (Holm stars at or above the threshold AND at least minChange percent), the
// regression issue (title and body), and the job summary.
import { buildReport, COMMENT_BUDGET, type ReportInput } from '../report/comment.ts';
import { codeSpan, escapeMarkdown } from '../report/escape.ts';
import type {
  NightlyBisectMetadata,
  NightlyCalibrationMetadata,
  NightlyTrendMetadata,
} from '../artifact/result-dir.ts';
import { calibrationHeader, noiseMark } from './calibration.ts';
import { trendSection } from './history.ts';
import { formatImprovement, formatPValue, plural } from '../report/text.ts';
import { regressionMarker } from '../github/issues.ts';
import type { Comparison, Stars } from '../stats/analyze.ts';

export type StarThreshold = Exclude<Stars, ''>;
export const STAR_THRESHOLDS: readonly StarThreshold[] = ['*', '**', '***'];

export interface NightlyThreshold {
  /** Holm-adjusted stars a row needs at least; default `***` */
  stars: StarThreshold;
  /** and at least this many percent slower (or faster, for improvements); default 5 */
  minChange: number;
}

export const DEFAULT_THRESHOLD: NightlyThreshold = { stars: '***', minChange: 5 };

/** A configuration beyond the threshold. */
export interface NightlyFinding {
  /** `${filename} ${configuration}` */
  name: string;
  filename: string;
  configuration: string;
  /** percent; negative is slower */
  improvement: number;
  pValue: number;
  holmPValue: number;
  /** Holm stars */
  stars: Stars;
}

const RANK: Record<Stars, number> = { '': 0, '*': 1, '**': 2, '***': 3 };

function finding(comparison: Comparison): NightlyFinding {
  return {
    name: comparison.name,
    filename: comparison.filename,
    configuration: comparison.configuration,
    improvement: comparison.improvement,
    pValue: comparison.pValue,
    holmPValue: comparison.holm?.pValue ?? NaN,
    stars: comparison.holm?.stars ?? '',
  };
}

/**
 * Rows decided a regression or an improvement (the one decision: Holm's
 * stars, the scan's correction) whose stars reach the threshold and whose
 * change is at least minChange, each way.
 */
export function classify(
  comparisons: readonly Comparison[],
  threshold: NightlyThreshold,
): { regressions: NightlyFinding[]; improvements: NightlyFinding[] } {
  const significant = comparisons.filter(
    (c) =>
      RANK[c.decision.stars] >= RANK[threshold.stars] &&
      Number.isFinite(c.improvement) &&
      Math.abs(c.improvement) >= threshold.minChange,
  );
  return {
    regressions: significant
      .filter((c) => c.decision.outcome === 'regression')
      .sort((a, b) => a.improvement - b.improvement)
      .map(finding),
    improvements: significant
      .filter((c) => c.decision.outcome === 'improvement')
      .sort((a, b) => b.improvement - a.improvement)
      .map(finding),
  };
}

const short = (sha: string) => sha.slice(0, 7);

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

export function describeThreshold(threshold: NightlyThreshold): string {
  return `Holm-adjusted ${threshold.stars} and at least ${threshold.minChange} %`;
}

function findingList(
  findings: readonly NightlyFinding[],
  calibration: NightlyCalibrationMetadata | undefined,
  max = 50,
): string {
  const lines = findings.slice(0, max).map((f) => {
    const name = escapeMarkdown(f.name.length > 300 ? `${f.name.slice(0, 300)}…` : f.name);
    return (
      `- ${name}: **${formatImprovement(f.improvement)}** (Holm p ${formatPValue(f.holmPValue)} ${escapeMarkdown(f.stars)})` +
      noiseMark(calibration, f)
    );
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

function bisectRowLine(row: NightlyBisectMetadata['rows'][number]): string {
  const name = codeSpan(row.name.length > 300 ? `${row.name.slice(0, 300)}…` : row.name);
  const change = row.improvement === null ? 'NA' : formatImprovement(row.improvement);
  const holm = row.holmPValue === null ? 'NA' : formatPValue(row.holmPValue);
  const stars = row.stars === '' ? '' : ` ${escapeMarkdown(row.stars)}`;
  const verdict = row.verdict === 'bad' ? '▼\u00a0slower' : row.verdict === 'good' ? 'not slower' : 'not measured';
  return `| ${name} | ${change} | ${verdict} | ${holm}${stars} | ${row.nOld} / ${row.nNew} |`;
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
        `(${tested}); the commit before it, ${commitLink(bisect.good)}, is not slower.`,
    );
    if (bisect.rows.length > 0) {
      parts.push(
        [
          `The flagged configurations at ${short(culprit.sha)} against ${short(context.from)}:`,
          '',
          '| benchmark | change | verdict | Holm | runs\u00a0old/new |',
          '| --- | ---: | --- | ---: | ---: |',
          ...bisect.rows.slice(0, maxRows).map(bisectRowLine),
          ...(bisect.rows.length > maxRows ? [`| … and ${bisect.rows.length - maxRows} more | | | | |`] : []),
        ].join('\n'),
      );
    }
  } else {
    const range = `[\`${short(bisect.good)}...${short(bisect.bad)}\`](${repoUrl}/compare/${bisect.good}...${bisect.bad})`;
    const why =
      bisect.reason === 'skipped'
        ? 'only commits that could not be built are left between the last good and the first bad one'
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
      const word = step.verdict === 'skip' ? 'skipped' : step.verdict;
      return `${commitLink(step.sha)} ${word}${detail}`;
    });
    parts.push(`Tested: ${steps.join(', ')}.`);
  }
  return parts.join('\n\n');
}

/** The regression issue: the marker, what regressed in which range, then the full report table. */
export function regressionIssueBody(
  context: NightlyReportContext,
  report: Omit<ReportInput, 'marker' | 'maxLength' | 'title'>,
): string {
  const head = [
    regressionMarker(regressionKey(context.from, context.to)),
    `## ${plural(context.regressions.length, 'benchmark')} slower on ${escapeMarkdown(context.branch)}`,
    rangeLine(context),
    `Threshold: ${escapeMarkdown(describeThreshold(context.threshold))} slower.`,
    calibrationHeader(context.calibration),
    findingList(context.regressions, context.calibration),
    trendSection(context.trend, context.regressions),
    bisectSection(context),
  ]
    .filter((part) => part !== '')
    .join('\n\n');
  const body = buildReport({
    ...report,
    title: `Nightly scan of ${context.branch}: ${short(context.from)}..${short(context.to)}`,
    repositoryUrl: report.repositoryUrl ?? context.compareUrl.replace(/\/compare\/[^/]*$/, ''),
    marker: '',
    maxLength: COMMENT_BUDGET - head.length - 2,
  });
  return `${head}\n\n${body}`;
}

export interface SummaryIssue {
  number: number;
  url: string;
  action: 'created' | 'updated' | 'unchanged';
}

/** The job summary: range, verdict, issue, regressions and improvements, then the table. */
export function nightlySummary(
  context: NightlyReportContext,
  report: Omit<ReportInput, 'marker' | 'maxLength' | 'title'>,
  delivery: { issue?: SummaryIssue; notPostedReason?: string },
): string {
  const parts = [
    `## Nightly benchmark scan of ${escapeMarkdown(context.branch)}`,
    rangeLine(context),
    `Threshold: ${escapeMarkdown(describeThreshold(context.threshold))} change.`,
  ];
  const calibration = calibrationHeader(context.calibration);
  if (calibration !== '') parts.push(calibration);
  if (context.regressions.length > 0) {
    const issue = delivery.issue
      ? ` Issue [#${delivery.issue.number}](${delivery.issue.url}) ${delivery.issue.action}.`
      : delivery.notPostedReason
        ? ` No issue posted: ${escapeMarkdown(delivery.notPostedReason)}.`
        : '';
    parts.push(`### ${plural(context.regressions.length, 'regression')}`);
    if (issue !== '') parts.push(issue.trim());
    parts.push(findingList(context.regressions, context.calibration));
    const trend = trendSection(context.trend, context.regressions);
    if (trend !== '') parts.push(trend);
    const bisect = bisectSection(context);
    if (bisect !== '') parts.push(bisect);
  } else {
    parts.push('No regression beyond the threshold: nothing posted.');
  }
  if (context.improvements.length > 0) {
    parts.push(
      `### ${plural(context.improvements.length, 'improvement')}`,
      findingList(context.improvements, context.calibration),
    );
  }
  parts.push(
    buildReport({
      ...report,
      title: `Nightly scan of ${context.branch}: ${short(context.from)}..${short(context.to)}`,
      repositoryUrl: report.repositoryUrl ?? context.compareUrl.replace(/\/compare\/[^/]*$/, ''),
      marker: '',
    }),
  );
  return parts.join('\n\n') + '\n';
}

export function skippedSummary(branch: string, reason: string): string {
  return `## Nightly benchmark scan of ${escapeMarkdown(branch)}\n\nSkipped: ${escapeMarkdown(reason)}.\n`;
}
