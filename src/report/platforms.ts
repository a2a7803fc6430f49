// The report of one request measured on several platforms (a matrix of runners): one table whose rows carry a
// verdict per platform, and per row whether the change shows on every platform or on some only. Each platform's
// analysis was made from its own samples with its own Holm family (artifact/shard-merge.ts readResultsByPlatform):
// this file only puts the verdicts side by side, it never combines samples or p-values across platforms.
import { markdownTable } from 'markdown-table';
import type { MissingShards } from '../artifact/result-dir.ts';
import type { RunnerFingerprint } from '../artifact/result-schema.ts';
import type { Analysis, RowComparison } from '../stats/analyze.ts';
import { COMMENT_BUDGET, describeFingerprint, mostRowsThatFit, reportHeader, spelledDuration } from './comment.ts';
import { codeSpan, escapeMarkdown } from './escape.ts';
import { cut, formatChange, formatVerdict, headlineCounts, renderMarkdown } from './markdown.ts';
import type { FailureNote } from '../artifact/result-metadata.ts';
import type { AnyReportInput } from './report-input.ts';
import { plural } from './text.ts';

/** One platform's part: its own analysis and what its runner recorded. */
export interface PlatformReport {
  /** `linux-x64`…, or a stand-in for a result from before the platform was recorded */
  platform: string;
  analysis: Analysis;
  fingerprint: RunnerFingerprint;
  durationMs: number;
  partial: boolean;
  failures: readonly FailureNote[];
  missingShards?: MissingShards;
  warnings: readonly string[];
}

/** What the header says of the request (sides, run, reproduce, marker); its runner and table are the platforms'. */
export type PlatformsHeader = Omit<AnyReportInput, 'analysis' | 'fingerprint' | 'durationMs' | 'partial' | 'failures'>;

type Direction = 'slower' | 'faster';

function directionOf(c: RowComparison | undefined): Direction | undefined {
  if (c?.decision.outcome === 'regression') return 'slower';
  if (c?.decision.outcome === 'improvement') return 'faster';
  return undefined;
}

/**
 * Where a row's change shows, from its verdict on each platform (undefined: not measured there):
 * `all 2 platforms: slower`, `linux-arm64 only: slower`, `linux-x64: slower; darwin-arm64: faster`, `none`.
 */
export function showsOn(platforms: readonly string[], rows: readonly (RowComparison | undefined)[]): string {
  const by: Record<Direction, string[]> = { slower: [], faster: [] };
  rows.forEach((row, i) => {
    const direction = directionOf(row);
    if (direction !== undefined) by[direction].push(platforms[i]!);
  });
  const changed = by.slower.length + by.faster.length;
  if (changed === 0) return 'none';
  if (changedEverywhere({ cells: rows })) return `all ${platforms.length} platforms: ${directionOf(rows[0])!}`;
  if (changed === 1) {
    const direction = by.slower.length === 1 ? 'slower' : 'faster';
    return `${by[direction][0]} only: ${direction}`;
  }
  return (['slower', 'faster'] as const)
    .filter((direction) => by[direction].length > 0)
    .map((direction) => `${by[direction].join(', ')}: ${direction}`)
    .join('; ');
}

/** The row changed the same way on every platform (each platform measured it and called it so). */
function changedEverywhere(row: { cells: readonly (RowComparison | undefined)[] }): boolean {
  const first = directionOf(row.cells[0]);
  return first !== undefined && row.cells.every((c) => directionOf(c) === first);
}

interface Row {
  name: string;
  filename: string;
  configuration: string;
  cells: (RowComparison | undefined)[];
}

/** The rows of every platform by name, in the first platform's order (a row another platform alone ran after). */
function rowsOf(platforms: readonly PlatformReport[]): Row[] {
  const rows = new Map<string, Row>();
  platforms.forEach(({ analysis }, i) => {
    for (const c of analysis.comparisons) {
      let row = rows.get(c.name);
      if (row === undefined) {
        row = {
          name: c.name,
          filename: c.filename,
          configuration: c.configuration,
          cells: platforms.map(() => undefined),
        };
        rows.set(c.name, row);
      }
      row.cells[i] = c;
    }
  });
  return [...rows.values()];
}

/** A platform's verdict on a row, in one cell: the verdict, then the change with its interval. */
function cell(c: RowComparison | undefined, deltaPercent: number): string {
  if (c === undefined) return 'not run';
  return `${escapeMarkdown(formatVerdict(c, deltaPercent))}<br>${escapeMarkdown(formatChange(c))}`;
}

function platformTable(platforms: readonly PlatformReport[], rows: readonly Row[], maxCell: number): string {
  const names = platforms.map((p) => p.platform);
  const header = ['benchmark', ...names.map((name) => codeSpan(name)), 'shows on'];
  const body = rows.map((row) => [
    codeSpan(`${cut(row.filename, maxCell)} ${cut(row.configuration, maxCell)}`),
    ...row.cells.map((c, i) => cell(c, platforms[i]!.analysis.basis.deltaPercent)),
    escapeMarkdown(showsOn(names, row.cells)),
  ]);
  return markdownTable([header, ...body], { align: ['l', ...names.map(() => 'l'), 'l'], alignDelimiters: false });
}

/** The headline: each platform's counts (its own family), and why they are never pooled. */
function headline(platforms: readonly PlatformReport[], rows: readonly Row[]): string {
  const counts = platforms.map(
    (p) =>
      `**${escapeMarkdown(p.platform)}**: ${headlineCounts(p.analysis)} of ${plural(p.analysis.comparisons.length, 'row')}`,
  );
  const everywhere = rows.filter(changedEverywhere);
  const some = rows.filter((row) => row.cells.some((c) => directionOf(c) !== undefined)).length - everywhere.length;
  return (
    `${counts.join(' · ')}.  \n` +
    `Changed on every platform: ${plural(everywhere.length, 'row')}; on some only: ${plural(some, 'row')}.  \n` +
    `Each platform's rows are decided on its own samples and its own Holm family: samples of different machines ` +
    'are never pooled into one test (a pooled test would mix their speeds and noise).'
  );
}

function runnerLines(platforms: readonly PlatformReport[]): string {
  return platforms
    .map(
      (p) =>
        `Runner ${codeSpan(p.platform, { inTable: false })} (took ${spelledDuration(p.durationMs)}): ` +
        escapeMarkdown(describeFingerprint(p.fingerprint)),
    )
    .join('  \n');
}

/** A platform's failures, named by it; its missing shards, as a warning naming it. */
function platformNotes(platforms: readonly PlatformReport[]): { failures: FailureNote[]; warnings: string[] } {
  const failures = platforms.flatMap((p) =>
    p.failures.map((f) => ({ ...f, filename: `${p.platform}: ${f.filename}` })),
  );
  const warnings = platforms.flatMap((p) => [
    ...p.warnings.map((w) => `${p.platform}: ${w}`),
    ...(p.missingShards
      ? [
          `${p.platform}: shard(s) ${p.missingShards.missing.join(', ')} of ${p.missingShards.count} left no result: ` +
            `${p.missingShards.configurations} of the run's ${p.missingShards.runConfigurations} configurations ` +
            'were not measured there (its rows are those of the other shards)',
        ]
      : []),
  ]);
  return { failures, warnings };
}

/** The comment of a request measured on several platforms; cut, as buildReport is, to fit a GitHub comment. */
export function buildPlatformsReport(input: PlatformsHeader, platforms: readonly PlatformReport[]): string {
  const maxLength = input.maxLength ?? COMMENT_BUDGET;
  const { failures, warnings } = platformNotes(platforms);
  const head = reportHeader({
    ...input,
    analysis: platforms[0]!.analysis,
    durationMs: Math.max(...platforms.map((p) => p.durationMs)),
    partial: platforms.some((p) => p.partial),
    failures,
    warnings: [...(input.warnings ?? []), ...warnings],
  });
  const rows = rowsOf(platforms);
  const changed = rows.filter((row) => row.cells.some((c) => directionOf(c) !== undefined));
  const unchanged = rows.filter((row) => !changed.includes(row));
  const elsewhere = input.runUrl ? `the CSV artifacts of the [workflow run](${input.runUrl})` : 'the CSV files';

  const assemble = (shown: number, details: boolean): string => {
    const parts = [...head, runnerLines(platforms), headline(platforms, rows)];
    const changedShown = changed.slice(0, shown);
    const unchangedShown = unchanged.slice(0, Math.max(0, shown - changed.length));
    const maxCell = shown < rows.length ? 100 : 300;
    if (changedShown.length > 0) parts.push(platformTable(platforms, changedShown, maxCell));
    if (unchangedShown.length > 0) {
      parts.push(
        `<details><summary>${plural(unchanged.length, 'row')} changed on no platform</summary>\n\n` +
          `${platformTable(platforms, unchangedShown, maxCell)}\n\n</details>`,
      );
    }
    if (details) {
      for (const p of platforms) {
        parts.push(
          `<details><summary>${escapeMarkdown(p.platform)}: its own report (intervals, p-values, the notes)</summary>\n\n` +
            `${renderMarkdown(p.analysis, { elsewhere })}\n\n</details>`,
        );
      }
    }
    if (shown < rows.length || !details) {
      parts.push(`_The report was cut to fit a GitHub comment; every row of every platform is in ${elsewhere}._`);
    }
    return parts.join('\n\n') + '\n';
  };

  const whole = assemble(rows.length, true);
  if (whole.length <= maxLength) return whole;
  return mostRowsThatFit(rows.length, (shown) => assemble(shown, false), maxLength);
}

/** The rows slower (or faster) on at least one platform: the Action's regressions and improvements outputs. */
export function rowsChangedOnAny(platforms: readonly PlatformReport[], direction: Direction): number {
  return rowsOf(platforms).filter((row) => row.cells.some((c) => directionOf(c) === direction)).length;
}
