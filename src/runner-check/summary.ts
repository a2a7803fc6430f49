// The runner check's names and states, and what a report keeps of it, apart from the checks themselves:
// result.json's schema and the report's Runner line use them without loading what reads the machine.

export const CHECK_IDS = [
  'governor',
  'turbo',
  'smt',
  'thp',
  'aslr',
  'numa-balancing',
  'irqs',
  'swap',
  'load',
  'autogroup',
  'cgroup',
  'bubblewrap',
] as const;
export type CheckId = (typeof CHECK_IDS)[number];

/** ok: nothing to do; warn: this adds noise (or, for bubblewrap, blocks pull-request runs); unknown: not readable here */
export const FINDING_STATES = ['ok', 'warn', 'unknown'] as const;
export type FindingState = (typeof FINDING_STATES)[number];

/** The most of `found` a fingerprint keeps. */
export const FOUND_MAX = 300;

/** What result.json's fingerprint keeps of a finding: which check, its state, what was found. */
export interface FingerprintFinding {
  check: CheckId;
  state: FindingState;
  found: string;
}

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
