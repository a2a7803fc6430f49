// Options only the Action has (no CLI flag, no /benchmark word): its trigger
// label, where it works, what it posts and when it fails the job.
import type { Stars } from '../stats/stars.ts';
import { Option } from './option.ts';
import { oneOf } from './choice.ts';
import { flag, percent, text } from './schemas.ts';

/** the label that asks for a benchmark on a pull request, matched case-insensitively */
export const label = new Option({ names: { input: 'label' }, schema: text, default: 'benchmark' });

export const mergeMode = new Option({
  names: { input: 'merge-mode' },
  schema: oneOf(['merge', 'merge-base'] as const),
  default: 'merge',
});

export const repoPath = new Option({ names: { input: 'repo-path' }, schema: text, default: '.' });
export const resultDir = new Option({ names: { input: 'result-dir' }, schema: text, default: 'node-bench-result' });

/** report: how the execute job ended (`needs.execute.result`), said on the PR when it left no result */
export const EXECUTE_RESULTS = ['success', 'failure', 'cancelled', 'skipped', 'unknown'] as const;
export const executeResult = new Option({
  names: { input: 'execute-result' },
  schema: oneOf(EXECUTE_RESULTS),
  default: 'unknown',
});

export const comment = new Option({ names: { input: 'comment' }, schema: flag, default: true });
export const failOnRegression = new Option({ names: { input: 'fail-on-regression' }, schema: flag, default: false });
/** gate: a /benchmark comment must name the head it approves (`sha=`) */
export const requireSha = new Option({ names: { input: 'require-sha' }, schema: flag, default: false });

/** nightly: the label of the issue it opens on a regression */
export const DEFAULT_REGRESSION_LABEL = 'performance-regression';

export type StarThreshold = Exclude<Stars, ''>;
export const STAR_THRESHOLDS: readonly StarThreshold[] = ['*', '**', '***'];

export interface NightlyThreshold {
  /** Holm-adjusted stars a row needs at least; default `***` */
  stars: StarThreshold;
  /** and at least this many percent slower (or faster, for improvements); default 5 */
  minChange: number;
}

export const DEFAULT_THRESHOLD: NightlyThreshold = { stars: '***', minChange: 5 };

/** nightly: the stars and the slowdown (percent) that make a row a regression */
export const regressionStars = new Option({
  names: { input: 'regression-stars', cli: 'regression-stars' },
  schema: oneOf(STAR_THRESHOLDS),
  default: DEFAULT_THRESHOLD.stars,
});
export const regressionMinChange = new Option({
  names: { input: 'regression-min-change', cli: 'regression-min-change' },
  schema: percent,
  default: DEFAULT_THRESHOLD.minChange,
});
export const issueLabel = new Option({
  names: { input: 'issue-label' },
  schema: text,
  default: DEFAULT_REGRESSION_LABEL,
});
