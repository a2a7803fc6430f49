// A suggestion in words: the gate's reply (Markdown), node-bench suggest's
// text, and its JSON. Every file name comes from the pull request (a diff's
// paths are the author's): in a reply each is a code span with backticks
// removed, and lists are cut short so a reply stays short.
import { describeEstimate, type TimeEstimate } from './estimate.ts';
import type { Reason, Suggestion } from './suggest.ts';

/** Files named per group, and per list of unmeasured or unmatched files, at most. */
const SHOWN = 3;

/** A path with every invisible, reordering or control character as `?` (a terminal's escapes included). */
function plainPath(file: string): string {
  return file.replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, '?');
}

/**
 * A path as a Markdown code span: backticks and line breaks cannot end it,
 * and a character that is invisible or reorders text (bidi overrides and
 * isolates such as U+202E, zero-width characters, controls, line separators)
 * shows as `?`: what the reply names is what the diff holds.
 */
export function codePath(file: string): string {
  const clean = plainPath(file).replace(/`/g, '?').slice(0, 200);
  return `\`${clean}\``;
}

function some(items: readonly string[], render: (item: string) => string): string {
  const shown = items.slice(0, SHOWN).map(render).join(', ');
  return items.length > SHOWN ? `${shown} and ${items.length - SHOWN} more` : shown;
}

/** `\`a.js\`, \`b.js\` and 2 more (why; why)`: the first files and their reasons. */
function filesAndWhys(reasons: readonly Reason[]): string {
  const whys = [...new Set(reasons.map((r) => r.why))].slice(0, SHOWN).join('; ');
  const files = reasons.map((r) => r.file);
  return `${some(files, codePath)} (${whys})`;
}

/** The lines that say what was chosen and why, for a reply. */
export function suggestionMarkdown(suggestion: Suggestion, dropped: readonly string[] = []): string[] {
  const lines: string[] = [];
  const cut = suggestion.truncated ? ` (GitHub lists at most 3,000 files of a pull request: only those were read)` : '';
  lines.push(`Groups chosen from the ${suggestion.fileCount} changed files${cut}:`);
  for (const group of suggestion.groups) {
    if (dropped.includes(group.name)) continue;
    lines.push(`- \`${group.name}\` ← ${filesAndWhys(group.because)}`);
  }
  if (dropped.length > 0) {
    lines.push(`- not run (not in this workflow's allowed-groups): ${dropped.map((g) => `\`${g}\``).join(', ')}`);
  }
  const reasoned = [
    ['every benchmark', suggestion.broad],
    ['nothing to measure', suggestion.unmeasured],
  ] as const;
  for (const [what, reasons] of reasoned) {
    if (reasons.length > 0) lines.push(`- ${what}: ${filesAndWhys(reasons)}`);
  }
  if (suggestion.unmatched.length > 0) {
    lines.push(`- no benchmark found for ${some(suggestion.unmatched, codePath)}`);
  }
  return lines;
}

export interface SuggestionJson extends Pick<
  Suggestion,
  'decision' | 'broad' | 'unmeasured' | 'unmatched' | 'fileCount' | 'truncated'
> {
  groups: string[];
  files: Record<string, { file: string; why: string }[]>;
  estimate: (TimeEstimate & { text: string }) | null;
}

export function suggestionJson(suggestion: Suggestion, estimate: TimeEstimate | null): SuggestionJson {
  return {
    decision: suggestion.decision,
    groups: suggestion.groups.map((g) => g.name),
    files: Object.fromEntries(suggestion.groups.map((g) => [g.name, g.because])),
    broad: suggestion.broad,
    unmeasured: suggestion.unmeasured,
    unmatched: suggestion.unmatched,
    fileCount: suggestion.fileCount,
    truncated: suggestion.truncated,
    estimate: estimate === null ? null : { ...estimate, text: describeEstimate(estimate) },
  };
}

/** node-bench suggest's text: the groups, why, the estimate and the command to run them. */
export function suggestionText(suggestion: Suggestion, estimate: TimeEstimate | null): string {
  const lines: string[] = [];
  if (suggestion.decision === 'run') lines.push(`groups: ${suggestion.groups.map((g) => g.name).join(' ')}`);
  else if (suggestion.decision === 'ask')
    lines.push('groups: none chosen: a file changes every benchmark; name the groups');
  else lines.push('groups: none: no changed file is measured by a benchmark');
  for (const group of suggestion.groups) {
    for (const reason of group.because) lines.push(`  ${group.name} <- ${plainPath(reason.file)} (${reason.why})`);
  }
  for (const reason of suggestion.broad) lines.push(`  every benchmark <- ${plainPath(reason.file)} (${reason.why})`);
  for (const reason of suggestion.unmeasured) lines.push(`  nothing <- ${plainPath(reason.file)} (${reason.why})`);
  for (const file of suggestion.unmatched) lines.push(`  no benchmark found <- ${plainPath(file)}`);
  if (estimate !== null) lines.push(describeEstimate(estimate));
  if (suggestion.decision === 'run') {
    lines.push(`run: node-bench compare ${suggestion.groups.map((g) => g.name).join(' ')} --old <base> --new <head>`);
  }
  return lines.join('\n');
}
