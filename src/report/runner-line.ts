// The report's Runner line: the runner check's findings in a few words.
import type { FindingState, FingerprintFinding } from '../artifact/runner-findings.ts';

/** The fingerprint's findings in a few words for the report's Runner line: `runner check: warn turbo, smt; unknown governor`. */
export function describeFindings(findings: readonly FingerprintFinding[]): string {
  const named = (state: FindingState) =>
    findings.filter((finding) => finding.state === state).map((finding) => finding.check);
  const warn = named('warn');
  const unknown = named('unknown');
  if (warn.length === 0 && unknown.length === 0) return 'runner check: all ok';
  return [
    'runner check:',
    [warn.length > 0 ? `warn ${warn.join(', ')}` : '', unknown.length > 0 ? `unknown ${unknown.join(', ')}` : '']
      .filter(Boolean)
      .join('; '),
  ].join(' ');
}
