// The PR comment / job summary / issue body: a header saying what was
// compared on what, the markdown table, failures, and a hard size cap
// (GitHub refuses comment bodies over 65,536 characters).
import type { Analysis } from '../stats/analyze.ts';
import { describeFingerprint, type RunnerFingerprint } from '../run/fingerprint.ts';
import { escapeMarkdown } from './escape.ts';
import { renderMarkdown } from './markdown.ts';
import { plural } from './text.ts';

/** The marker of a report that is not a PR's sticky comment (job summaries). */
export const REPORT_MARKER = '<!-- node-benchmark-action:report -->';

/**
 * The sticky comment's marker names the PR and the workflow file, so another
 * workflow posting as the same bot (or a comment quoting ours on another PR)
 * is never taken for this report. Characters outside the marker alphabet
 * become `_`.
 */
export function reportMarker(pr: number, workflow: string): string {
  if (!Number.isSafeInteger(pr) || pr < 1) throw new TypeError(`reportMarker: bad pull request number ${pr}`);
  // `--` may not appear inside an HTML comment
  const file =
    workflow
      .replace(/[^A-Za-z0-9_.-]/g, '_')
      .replace(/-{2,}/g, '-')
      .slice(0, 100) || '_';
  return `<!-- node-benchmark-action:report pr=${pr} workflow=${file} -->`;
}
/** What we aim for: well under GitHub's 65,536, leaving room for the marker and notes. */
export const COMMENT_BUDGET = 60_000;

export interface SideInfo {
  /** what was asked for: `20.0.0`, `ref:main`, a path */
  spec: string;
  /** `node --version` of the binary */
  version: string;
  sha?: string;
}

export interface ReportFailure {
  filename: string;
  configuration?: string;
  binary?: string;
  detail: string;
}

export interface ReportInput {
  analysis: Analysis;
  old: SideInfo;
  new: SideInfo;
  fingerprint: RunnerFingerprint;
  runs: number;
  durationMs: number;
  /** stopped early (time budget or signal) */
  partial: boolean;
  failures: readonly ReportFailure[];
  /** link to the workflow run (where the CSV artifact is) */
  runUrl?: string;
  title?: string;
  marker?: string;
  maxLength?: number;
}

const MAX_FAILURES_SHOWN = 20;

function side(info: SideInfo): string {
  const commit = info.sha ? ` @ \`${info.sha.slice(0, 12)}\`` : '';
  return `${escapeMarkdown(info.spec.slice(0, 100))} (node ${escapeMarkdown(info.version.slice(0, 40))}${commit})`;
}

export function formatDuration(ms: number): string {
  const seconds = Math.round(ms / 1000);
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return h > 0 ? `${h} h ${m} min` : m > 0 ? `${m} min ${s} s` : `${s} s`;
}

function failureSection(failures: readonly ReportFailure[]): string {
  if (failures.length === 0) return '';
  const lines = failures.slice(0, MAX_FAILURES_SHOWN).map((f) => {
    const what = [f.filename, f.configuration, f.binary && `(${f.binary})`].filter(Boolean).join(' ');
    return `- ${escapeMarkdown(what.slice(0, 300))}: ${escapeMarkdown(f.detail.slice(0, 300))}`;
  });
  if (failures.length > MAX_FAILURES_SHOWN) lines.push(`- … and ${failures.length - MAX_FAILURES_SHOWN} more`);
  return `**${plural(failures.length, 'benchmark failure')}** (their rows are missing; the rest is unaffected):\n\n${lines.join('\n')}`;
}

export function buildReport(input: ReportInput): string {
  const marker = input.marker ?? REPORT_MARKER;
  const maxLength = input.maxLength ?? COMMENT_BUDGET;
  const runLink = input.runUrl ? ` · [workflow run](${input.runUrl})` : '';
  const head = [
    marker,
    `### ${escapeMarkdown(input.title ?? 'Benchmark results')}`,
    `**old** ${side(input.old)} → **new** ${side(input.new)}`,
    `${input.runs} runs · ${formatDuration(input.durationMs)}${runLink}  \nRunner: ${escapeMarkdown(describeFingerprint(input.fingerprint))}`,
  ];
  if (input.partial)
    head.push('> [!WARNING]\n> The run was stopped early (time limit or cancellation): results are partial.');
  const failures = failureSection(input.failures);
  const assemble = (table: string, note = '') =>
    [...head, table, failures, note].filter((part) => part !== '').join('\n\n') + '\n';

  const full = assemble(renderMarkdown(input.analysis));
  if (full.length <= maxLength) return full;

  // Too long: show as many rows as fit (significant first) and say where the rest is.
  const note = `_The table was cut to fit a GitHub comment; every row is in the CSV artifact${input.runUrl ? ` of the [workflow run](${input.runUrl})` : ''}._`;
  let low = 0;
  let high = input.analysis.comparisons.length;
  let best = assemble(renderMarkdown(input.analysis, { maxRows: 0, maxCellLength: 100 }), note);
  while (low <= high) {
    const rows = Math.floor((low + high) / 2);
    const body = assemble(renderMarkdown(input.analysis, { maxRows: rows, maxCellLength: 100 }), note);
    if (body.length <= maxLength) {
      best = body;
      low = rows + 1;
    } else {
      high = rows - 1;
    }
  }
  if (best.length > maxLength) throw new Error(`report header alone exceeds ${maxLength} characters`);
  return best;
}

const STALE_MARKER = '<!-- node-benchmark-action:stale -->';

/**
 * The report with a warning that the PR has moved on since it was measured
 * (a new push): replaces an earlier warning, keeps the results.
 */
export function markReportStale(body: string, newHeadSha: string, marker: string): string {
  const withoutOld = body.replace(new RegExp(`${STALE_MARKER}\\n(> .*\\n)+\\n`, 'g'), '');
  const note =
    `${STALE_MARKER}\n> [!WARNING]\n> Stale: the pull request's head moved to \`${newHeadSha}\` after these results ` +
    `were measured. Comment \`/benchmark …\` again for fresh numbers.\n\n`;
  const at = withoutOld.indexOf(`${marker}\n`);
  if (at === -1) return note + withoutOld;
  const after = at + marker.length + 1;
  return withoutOld.slice(0, after) + note + withoutOld.slice(after);
}
