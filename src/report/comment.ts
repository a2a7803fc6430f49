// The PR comment / job summary / issue body: a header saying what was
// compared on what, the markdown table, failures, and a hard size cap
// (GitHub refuses comment bodies over 65,536 characters).
import type { RunnerFingerprint } from '../artifact/result-schema.ts';
import type { FailureNote } from '../artifact/result-metadata.ts';
import type { AnyReportInput, RunDescription, SideInfo } from './report-input.ts';
import type { FailureRecord } from '../artifact/result-dir.ts';
import { codeSpan, escapeMarkdown } from './escape.ts';
import { renderMarkdown } from './markdown.ts';
import { MORE_LINE_PREFIX } from './more-line.ts';
import { plural } from './text.ts';
import {
  compareArguments,
  coreCompareLines,
  packageFetchNote,
  preludeLines,
  shellLine,
  toolInvocation,
} from './reproduce.ts';
import { packageToolSource, packageVersion } from '../util/package-root.ts';
import { keptCounts, type KeptReason } from '../artifact/result-metadata.ts';
import { SIZED_KEY } from '../options/set-key.ts';
import { describeFindings } from './runner-line.ts';

/** The marker of a report that is not a PR's sticky comment (job summaries). */
export const REPORT_MARKER = '<!-- node-benchmark-action:report -->';

/**
 * A report comment's marker names the PR, the workflow file and the workflow
 * run that answers the request (each request its own comment: a second
 * request never overwrites the first's table), so another workflow posting as
 * the same bot (or a comment quoting ours on another PR) is never taken for
 * this report. Without a run (a local run) one comment per PR and workflow, as
 * before requests had their own. Characters outside the marker alphabet
 * become `_`.
 */
export function reportMarker(pr: number, workflow: string, runId?: number): string {
  if (!Number.isSafeInteger(pr) || pr < 1) throw new TypeError(`reportMarker: bad pull request number ${pr}`);
  if (runId !== undefined && (!Number.isSafeInteger(runId) || runId < 1)) {
    throw new TypeError(`reportMarker: bad run id ${runId}`);
  }
  return `${reportMarkerPrefix(pr, workflow)}${runId === undefined ? '' : ` run=${runId}`} -->`;
}

/** What every report marker of this PR and workflow starts with, whatever its run. */
function reportMarkerPrefix(pr: number, workflow: string): string {
  // `--` may not appear inside an HTML comment
  const file =
    workflow
      .replace(/[^A-Za-z0-9_.-]/g, '_')
      .replace(/-{2,}/g, '-')
      .slice(0, 100) || '_';
  return `<!-- node-benchmark-action:report pr=${pr} workflow=${file}`;
}

/**
 * Whether a comment's first line is a report marker of this PR and workflow;
 * its run (0 for a comment from before requests had their own) orders the
 * requests: run ids grow with time, and a re-run keeps its run's id.
 */
export function reportRunOf(firstLine: string, pr: number, workflow: string): number | undefined {
  const prefix = reportMarkerPrefix(pr, workflow);
  if (!firstLine.startsWith(prefix)) return undefined;
  const rest = firstLine.slice(prefix.length);
  if (rest === ' -->') return 0;
  const run = / run=([1-9][0-9]{0,15}) -->$/.exec(rest)?.[1];
  return run === undefined ? undefined : Number(run);
}

/** What we aim for: well under GitHub's 65,536, leaving room for the marker and notes. */
export const COMMENT_BUDGET = 60_000;

/**
 * What the header says of a run's sizing (run/plan/sizing.ts's record, or result.json's): none recorded means each
 * file's own values ran.
 */
export function sizingDescription(
  sizing:
    | {
        targetMs: number;
        configurations: readonly { key: string; own: number; value: number; source: string; kept?: KeptReason }[];
      }
    | null
    | undefined,
): RunDescription['sizing'] {
  if (sizing == null) return 'off';
  const { targetMs, configurations } = sizing;
  const kept = keptCounts(configurations.filter((c) => c.key === SIZED_KEY));
  return {
    targetMs,
    shortened: configurations.filter((c) => c.value < c.own).length,
    sizable: configurations.length,
    ...(kept.length > 0 ? { kept } : {}),
  };
}

const MAX_FAILURES_SHOWN = 20;
const MAX_NOISE_ROWS_SHOWN = 20;

const HEX_SHA = /^[0-9a-f]{7,64}$/i;

function side(info: SideInfo, repositoryUrl: string | undefined): string {
  let commit = '';
  if (info.sha && HEX_SHA.test(info.sha)) {
    const short = `\`${info.sha.slice(0, 12)}\``;
    commit = repositoryUrl ? ` [${short}](${repositoryUrl}/commit/${info.sha})` : ` ${short}`;
  }
  return `${codeSpan(info.spec.slice(0, 100), { inTable: false })} (node ${escapeMarkdown(info.version.slice(0, 40))}${commit})`;
}

/**
 * The new side; a pull request merged onto old is a commit the run made, which exists nowhere else: named by the
 * pull request's head it was made from, never linked.
 */
function newSide(input: AnyReportInput, info: SideInfo): string {
  const pr = input.pullRequest;
  if (pr === undefined || info.sha === pr.headSha || !HEX_SHA.test(pr.headSha)) return side(info, input.repositoryUrl);
  const headInfo = side({ spec: `#${pr.number}`, version: info.version, sha: pr.headSha }, input.repositoryUrl);
  return `${headInfo.replace(/^`[^`]*`/, `the head of #${pr.number}`)} merged onto old`;
}

export function spelledDuration(ms: number): string {
  const seconds = Math.round(ms / 1000);
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return h > 0 ? `${h} h ${m} min` : m > 0 ? `${m} min ${s} s` : `${s} s`;
}

function failureSection(failures: readonly FailureNote[]): string {
  if (failures.length === 0) return '';
  const lines = failures.slice(0, MAX_FAILURES_SHOWN).map((f) => {
    const what = [f.filename, f.configuration, f.binary && `(${f.binary})`].filter(Boolean).join(' ');
    return `> - ${escapeMarkdown(what.slice(0, 300))}: ${escapeMarkdown(f.detail.slice(0, 300))}`;
  });
  if (failures.length > MAX_FAILURES_SHOWN) lines.push(`> - … and ${failures.length - MAX_FAILURES_SHOWN} more`);
  return (
    `> [!CAUTION]\n> **${plural(failures.length, 'benchmark failure')}**: what failed has no runs, or fewer, ` +
    `on that side (such rows are listed as not tested); the other rows are unaffected.\n>\n${lines.join('\n')}`
  );
}

/**
 * How to reproduce the report where a reviewer stands: this tool at the version that ran (its release tarball, or
 * the ref itself where that is no release: reproduce.ts packageSpec, and what fetching it costs: packageFetchNote),
 * and for node core's benchmarks, node core's own compare.js beside it.
 */
function reproduceFold(input: AnyReportInput): string {
  const argv = input.reproduce ?? compareArguments(input, 'markdown');
  if (!argv) return '';
  const tool = input.tool ?? packageToolSource();
  const version = packageVersion();
  const invocation = toolInvocation(tool, version);
  const prelude = input.reproduce ? [] : preludeLines(input);
  const ours = [
    ...prelude,
    ...passLines(argv, 'analysis' in input ? input.analysis.basis.passes : undefined).map((line) =>
      shellLine([...invocation, ...line]),
    ),
  ].join('\n');
  const where =
    input.old?.spec.startsWith('ref:') || input.new?.spec.startsWith('ref:')
      ? ' (in a Node.js checkout that has both commits)'
      : input.run?.suite === 'core'
        ? ' (in a Node.js checkout)'
        : '';
  const parts = [
    `With node-bench from ${codeSpan(tool.repository, { inTable: false })} at ${codeSpan(tool.ref, { inTable: false })}, the version that ran ` +
      `(${packageFetchNote(tool, version)}):`,
    codeBlock('sh', ours),
  ];
  const core = coreCompareLines(input);
  if (core) {
    parts.push(
      "With node core's own `benchmark/compare.js` (nothing of ours; the same files, settings and runs" +
        `${input.run?.adaptiveMaxRuns !== undefined ? ' (runs auto: its cap)' : ''}, each file's own n; ` +
        '`node-bench analyze compare.csv` prints the same table without R):',
      codeBlock('sh', [...prelude, ...core].join('\n')),
    );
  }
  return `<details><summary>Reproduce locally${where}</summary>\n\n` + `${parts.join('\n\n')}\n\n</details>`;
}

/**
 * A run of several passes (`/benchmark more`) is reproduced as it was made:
 * the same command once per cap, on one results file, so each pass resumes
 * the one before (its calls stand, its open rows run on).
 */
function passLines(argv: readonly string[], passes: readonly number[] | undefined): string[][] {
  const at = argv.indexOf('--max-runs');
  if (passes === undefined || passes.length < 2 || at === -1) return [[...argv]];
  return passes.map((cap) => [
    ...argv.slice(0, at + 1),
    String(cap),
    ...argv.slice(at + 2),
    '--out',
    'node-bench-more.csv',
  ]);
}

function codeBlock(language: string, text: string): string {
  const longest = Math.max(2, ...[...text.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = '`'.repeat(longest + 1);
  return `${fence}${language}\n${text}\n${fence}`;
}

function list(values: readonly string[]): string {
  return values.map((value) => codeSpan(value.slice(0, 200), { inTable: false })).join(', ');
}

const TRIGGER_WORDS: Record<string, string> = {
  issue_comment: 'with a /benchmark comment',
  pull_request: 'with the benchmark label',
  workflow_dispatch: 'by hand (workflow\\_dispatch)',
  schedule: 'on schedule',
  cli: 'from the command line',
};

/** What was run: groups, filter, set, runs per side, seed, by whom, how long, where. */
function runLines(input: AnyReportInput): string[] {
  const lines: string[] = [];
  const { run } = input;
  const what: string[] = [];
  if (run) {
    what.push(`${run.groups.length === 1 ? 'group' : 'groups'} ${list(run.groups)}`);
    if (run.filter?.length) what.push(`filter ${list(run.filter)}`);
    if (run.exclude?.length) what.push(`exclude ${list(run.exclude)}`);
    const sets = Object.entries(run.set ?? {}).flatMap(([key, values]) => values.map((v) => `${key}=${v}`));
    if (sets.length > 0) what.push(`set ${list(sets)}`);
  }
  if (input.sources?.length)
    what.push(`CSV ${list(input.sources.slice(0, 20))}${input.sources.length > 20 ? ', …' : ''}`);
  if (run?.adaptiveMaxRuns !== undefined) what.push(`runs auto (at most ${run.adaptiveMaxRuns} per side)`);
  else if (input.runs !== undefined) what.push(`${plural(input.runs, 'run')} per side`);
  if (run?.seed !== undefined && run.seed !== null) what.push(`seed ${run.seed}`);
  if (typeof run?.sizing === 'object') {
    const { targetMs, shortened, sizable, kept } = run.sizing;
    const keptText = kept?.length ? `; the file's own n: ${kept.join(', ')}` : '';
    what.push(
      `children sized to ~${targetMs} ms (${shortened} of ${sizable} configurations ran a smaller n or duration, ` +
        `proved steady${keptText})`,
    );
  }
  if (what.length > 0) lines.push(`Ran ${what.join(' · ')}`);
  const by: string[] = [];
  if (run?.requestedBy)
    by.push(
      `requested by ${escapeMarkdown(run.requestedBy.startsWith('@') ? run.requestedBy : `@${run.requestedBy}`)}`,
    );
  if (run?.trigger) by.push(TRIGGER_WORDS[run.trigger] ?? `via ${escapeMarkdown(run.trigger)}`);
  if (input.durationMs !== undefined) by.push(`took ${spelledDuration(input.durationMs)}`);
  if (input.runUrl) by.push(`[workflow run](${input.runUrl})`);
  if (by.length > 0) lines.push(by.join(' · '));
  if (input.fingerprint) lines.push(`Runner: ${escapeMarkdown(describeFingerprint(input.fingerprint))}`);
  return lines;
}

/** The report's parts above its table: marker, title, what ran on what, reproduce fold, warnings, failures. */
export function reportHeader(input: AnyReportInput): string[] {
  const marker = input.marker ?? REPORT_MARKER;
  const head: string[] = [];
  if (marker !== '') head.push(input.more ? `${marker}\n${input.more.line}` : marker);
  head.push(`### ${escapeMarkdown(input.title ?? 'Benchmark results')}`);
  const lines: string[] = [];
  if (input.moreOf) {
    const { rows, from, to } = input.moreOf;
    lines.push(`**more**: ${plural(rows, 'row')} run again from ${from} to ${to} runs, for the same commits`);
  }
  if (input.old && input.new) {
    lines.push(`**old** ${side(input.old, input.repositoryUrl)} → **new** ${newSide(input, input.new)}`);
  }
  lines.push(...runLines(input));
  if (lines.length > 0) head.push(lines.join('  \n'));
  const reproduce = reproduceFold(input);
  if (reproduce !== '') head.push(reproduce);
  if (input.missingShards) {
    const { count, missing, configurations, runConfigurations } = input.missingShards;
    const which =
      missing.length === 1 ? `Shard ${missing[0]} of ${count} left` : `Shards ${missing.join(', ')} of ${count} left`;
    head.push(
      `> [!WARNING]\n> ${which} no result (its execute job failed, was cancelled or never uploaded): ` +
        `${configurations} of the run's ${runConfigurations} configurations were not measured, and the table has ` +
        "only the other shards' rows. Run the request again for a whole result.",
    );
  }
  if (input.partial && (input.missingShards === undefined || input.unmeasured)) {
    head.push(
      '> [!WARNING]\n> Stopped early (time limit or cancellation): results are partial, some rows have fewer runs or none.' +
        (input.unmeasured
          ? input.unmeasured
              .split('\n')
              .map((line) => `\n> ${escapeMarkdown(line)}`)
              .join('')
          : ''),
    );
  }
  for (const warning of input.warnings ?? []) head.push(`> [!WARNING]\n> ${escapeMarkdown(warning)}`);
  if (input.runnerNoise !== undefined) {
    const { header: line, rows } = input.runnerNoise;
    const items = rows
      .slice(0, MAX_NOISE_ROWS_SHOWN)
      .map((row) => `- ${codeSpan(row.name.slice(0, 300), { inTable: false })}: ${escapeMarkdown(row.note)}`);
    if (rows.length > MAX_NOISE_ROWS_SHOWN) items.push(`- … and ${rows.length - MAX_NOISE_ROWS_SHOWN} more`);
    head.push([escapeMarkdown(line), ...items].filter((part) => part !== '').join('\n'));
  }
  const failures = failureSection(input.failures);
  if (failures !== '') head.push(failures);
  return head;
}

export function buildReport(input: AnyReportInput): string {
  const maxLength = input.maxLength ?? COMMENT_BUDGET;
  const head = reportHeader(input);
  const elsewhere = input.runUrl ? `the CSV artifact of the [workflow run](${input.runUrl})` : 'the CSV';
  const offer = input.more?.note ?? '';
  const assemble = (table: string, note = '') =>
    [...head, table, offer, note].filter((part) => part !== '').join('\n\n') + '\n';

  // a row takes 30 characters at least: a report that cannot fit whole is not rendered whole
  const rowsThatFit = Math.ceil(maxLength / 30);
  const rows = input.analysis.comparisons.length;
  if (rows <= rowsThatFit) {
    const full = assemble(renderMarkdown(input.analysis, { elsewhere }));
    if (full.length <= maxLength) return full;
  }

  // Too long: drop the statistics fold, then show as many rows as fit (significant first) and say where the rest is.
  const note = `_The table was cut to fit a GitHub comment; every row, p-value and interval is in ${elsewhere}._`;
  const cutTo = (rows: number) =>
    assemble(
      renderMarkdown(input.analysis, { maxRows: rows, maxCellLength: 100, withoutStatistics: true, elsewhere }),
      note,
    );
  if (rows <= rowsThatFit) {
    const withoutStatistics = assemble(renderMarkdown(input.analysis, { withoutStatistics: true, elsewhere }), note);
    if (withoutStatistics.length <= maxLength) return withoutStatistics;
  }
  return mostRowsThatFit(Math.min(rows, rowsThatFit), cutTo, maxLength);
}

/**
 * The body showing the most rows (0 … `most`) that stays within `maxLength`, found by bisection over `body(rows)`
 * (its length grows with the rows); the header alone over the budget is a bug, not a report.
 */
export function mostRowsThatFit(most: number, body: (rows: number) => string, maxLength: number): string {
  let low = 0;
  let high = most;
  let best = body(0);
  while (low <= high) {
    const rows = Math.floor((low + high) / 2);
    const candidate = body(rows);
    if (candidate.length <= maxLength) {
      best = candidate;
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
  const after = headerEnd(withoutOld, marker);
  return withoutOld.slice(0, after) + note + withoutOld.slice(after);
}

/** Where a report's hidden lines end: the marker, then the more-line (the gate reads it as the second line). */
function headerEnd(body: string, marker: string): number {
  const at = body.indexOf(`${marker}\n`);
  if (at === -1) return 0;
  const after = at + marker.length + 1;
  const second = body.slice(after, body.indexOf('\n', after) + 1 || undefined);
  return second.startsWith(MORE_LINE_PREFIX) ? after + second.length : after;
}

const SUPERSEDED_MARKER = '<!-- node-benchmark-action:superseded -->';

/**
 * An earlier request's report once a later request's table is posted: a note
 * linking the newer one, and the earlier table folded away (as rust-timer
 * hides superseded runs), never deleted. Its marker and more-line stay where
 * they are; folding twice changes nothing.
 */
export function markReportSuperseded(body: string, newer: { url: string; runId: number }, marker: string): string {
  if (body.includes(SUPERSEDED_MARKER)) return body;
  const after = headerEnd(body, marker);
  const note =
    `${SUPERSEDED_MARKER}\n> [!NOTE]\n> Superseded: a later request (workflow run ${newer.runId}) posted ` +
    `[newer results](${newer.url}). These earlier ones are kept below.\n\n`;
  const earlier = body.slice(after).trimEnd();
  return `${body.slice(0, after)}${note}<details><summary>Earlier results</summary>\n\n${earlier}\n\n</details>\n`;
}

/** Whether a report was folded away by markReportSuperseded. */
export function isSuperseded(body: string): boolean {
  return body.includes(SUPERSEDED_MARKER);
}

/**
 * A report written while a later request's answer is already on the PR (the
 * earlier request's report re-run, or slower): it says so above its table.
 */
export function noteNewerAnswer(body: string, newer: { url: string; runId: number }, marker: string): string {
  const note =
    `> [!NOTE]\n> A later request (workflow run ${newer.runId}) has [its own answer](${newer.url}); ` +
    'these results are for the earlier request.\n\n';
  const after = headerEnd(body, marker);
  return body.slice(0, after) + note + body.slice(after);
}

/** The runner in one line: CPU, cores (and pinning, or the lanes), kernel, governor, runner name, the runner check. */
export function describeFingerprint(f: RunnerFingerprint): string {
  const parts = [
    `${f.cpuModel}`,
    f.lanes
      ? `${f.cores} cores, ${f.lanes}`
      : f.cpuset
        ? `${f.cores} cores, pinned to ${f.cpuset}`
        : `${f.cores} cores`,
    f.kernel,
    `governor ${f.governor ?? 'unknown'}`,
  ];
  if (f.runnerName) parts.push(`runner ${f.runnerName}`);
  if (f.runnerCheck) parts.push(describeFindings(f.runnerCheck));
  return parts.join(' · ');
}

/** How the execute job ended, as the report job is told (needs.execute.result), in words for the PR. */
const EXECUTE_ENDINGS: Record<string, string> = {
  failure:
    'the execute job failed before it handed over any result (a build that failed, a runner that was lost and a job that ran out of time all end this way)',
  cancelled: 'the execute job was cancelled (by hand, or at its time limit) before it handed over any result',
  skipped: 'the execute job did not run',
  success: 'the execute job finished, but its result did not arrive (the artifact is missing)',
  unknown: 'no result arrived from the execute job',
};

/** What stopped the comparison before it measured, as failure.json says it. */
function failureWords(failure: FailureRecord, oneLine: (text: string) => string): string {
  const side =
    failure.side === 'new' ? "the pull request's side (new)" : failure.side === 'old' ? 'the base (old)' : 'a side';
  switch (failure.kind) {
    case 'merge-conflict':
      return `the pull request does not merge cleanly into its base, so there is nothing to build: ${oneLine(failure.message)}`;
    case 'build-failed':
    case 'missing-binary':
      return `${side} failed to build: ${oneLine(failure.message)}`;
    default:
      return `the execute job failed before measuring (${failure.kind}): ${oneLine(failure.message)}`;
  }
}

/**
 * The answer on the PR when the benchmark produced nothing to report: what
 * happened, for which commit, where the log is, and how to retry.
 */
export function missingResultReport(input: {
  marker: string;
  headSha?: string;
  executeResult: string;
  runUrl?: string;
  /** the result arrived but could not be used: why (our check's words; escaped here) */
  unusable?: string;
  /** execute's failure.json: the merge conflicted, or which side failed to build, with the log's last lines */
  failure?: FailureRecord;
}): string {
  const commit = input.headSha && HEX_SHA.test(input.headSha) ? ` for commit \`${input.headSha}\`` : '';
  const oneLine = (text: string) => escapeMarkdown(text.slice(0, 500).replace(/\s+/g, ' '));
  const ending =
    input.failure !== undefined
      ? failureWords(input.failure, oneLine)
      : input.unusable !== undefined
        ? `the execute job's result arrived but could not be used: ${oneLine(input.unusable)}`
        : (EXECUTE_ENDINGS[input.executeResult] ?? EXECUTE_ENDINGS.unknown!);
  const log = input.runUrl ? ` The log is in the [workflow run](${input.runUrl}).` : '';
  const tail = input.failure?.logTail
    ? `<details><summary>The build log's last lines</summary>\n\n${codeBlock('text', input.failure.logTail)}\n\n</details>`
    : '';
  return (
    [
      input.marker,
      '### Benchmark results',
      `> [!CAUTION]\n> **No results${commit}**: ${ending}.${log} Comment \`/benchmark …\` again to retry.`,
      tail,
    ]
      .filter((part) => part !== '')
      .join('\n\n') + '\n'
  );
}
