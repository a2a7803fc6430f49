// The runner check's names and states, and what result.json's fingerprint keeps of a finding: the vocabulary the
// schema, the checks (runner-check/) and the report's Runner line share, apart from what reads the machine.

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
