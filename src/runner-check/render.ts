// The runner check for people (doctor's text, the Action's start-of-run warnings), for scripts (JSON), and for
// the report's runner fingerprint (each check's state and what was found, in a line a comment can hold).
import { cpusOf, listOf } from '../run/index.ts';
import type { RunnerCheck } from './check.ts';
import type { Finding } from './checks.ts';
import { CHECK_IDS, FOUND_MAX, type FindingState, type FingerprintFinding } from '../artifact/runner-findings.ts';

const WIDTH = Math.max(...CHECK_IDS.map((name) => name.length));

function where(check: RunnerCheck): string {
  return check.cpuset === null
    ? 'benchmarks on every online CPU (--cpuset narrows it)'
    : `benchmarks on CPU ${listOf(cpusOf(check.cpuset))} (--cpuset ${check.cpuset})`;
}

/** `node-bench doctor`'s text: one line a check, and for each warning why and the command that fixes it. */
export function runnerCheckText(check: RunnerCheck): string {
  const lines = [`node-bench doctor: what on this runner adds noise to benchmarks; ${where(check)}`, ''];
  for (const finding of check.findings) {
    lines.push(`${finding.state.padEnd(7)}  ${finding.check.padEnd(WIDTH)}  ${finding.found}`);
    if (finding.state === 'warn') {
      const indent = ' '.repeat(9 + WIDTH + 2);
      lines.push(`${indent}why: ${finding.why}`, `${indent}fix: ${finding.fix}`);
    }
  }
  lines.push('', summaryLine(check));
  return lines.join('\n');
}

function count(findings: Finding[], state: FindingState): number {
  return findings.filter((finding) => finding.state === state).length;
}

function summaryLine(check: RunnerCheck): string {
  const warnings = count(check.findings, 'warn');
  const unknown = count(check.findings, 'unknown');
  return (
    `${warnings} warning${warnings === 1 ? '' : 's'}, ${unknown} unknown here, ` +
    `${count(check.findings, 'ok')} ok: advice, the benchmarks run either way`
  );
}

/** `node-bench doctor --format json`: every finding with its why and fix. */
export function runnerCheckJson(check: RunnerCheck): string {
  return JSON.stringify(check, null, 2);
}

/**
 * The Action's lines at the start of execute and nightly: one `warning:` line per warning, with its fix, and
 * one line for the rest. Warnings only: the job runs on whatever they say.
 */
export function runnerCheckWarnings(check: RunnerCheck): string[] {
  const warnings = check.findings
    .filter((finding) => finding.state === 'warn')
    .map((finding) => `warning: runner check: ${finding.check}: ${finding.found}; fix: ${finding.fix}`);
  return [...warnings, `runner check: ${summaryLine(check)} (node-bench doctor explains each)`];
}

export function fingerprintFindings(check: RunnerCheck): FingerprintFinding[] {
  return check.findings.map(({ check: id, state, found }) => ({
    check: id,
    state,
    found: found.length > FOUND_MAX ? `${found.slice(0, FOUND_MAX - 1)}…` : found,
  }));
}
