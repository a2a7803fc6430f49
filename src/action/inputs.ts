// The Action's inputs, read once into one typed, validated object.
import { parseBinarySource, type BinarySource } from '../binaries/releases.ts';
import { parseBuildTimeout, parsePassEnv, parseSandboxMode } from '../request/compare.ts';
import { RequestError } from '../request/errors.ts';
import type { Correction } from '../stats/analyze.ts';

export const MODES = ['run', 'gate', 'execute', 'report', 'nightly', 'nightly-report'] as const;
export type Mode = (typeof MODES)[number];

export interface ActionInputs {
  mode: Mode;
  old: string;
  new: string;
  groups: string;
  filter: string;
  exclude: string;
  set: string;
  runs: string;
  maxRuns: string;
  label: string;
  allowedGroups: string[];
  suite: 'auto' | 'bundled' | 'core';
  repoPath: string;
  buildCommand?: string;
  mergeMode: 'merge' | 'merge-base';
  cacheDir?: string;
  binarySource: BinarySource;
  cpuset?: string;
  timeout?: string;
  maxTime?: string;
  shard?: string;
  minFreeGb?: string;
  request?: string;
  resultDir: string;
  githubToken: string;
  comment: boolean;
  failOnRegression: boolean;
  correction: Correction;
  botId?: number;
  /** nightly: the branch scanned, the old side of the first scan, the state file, the regression rule */
  branch?: string;
  baseline?: string;
  statePath?: string;
  regressionStars: '*' | '**' | '***';
  regressionMinChange: number;
  issueLabel: string;
  sandbox: 'auto' | 'bwrap' | 'none';
  passEnv: string[];
  buildTimeoutMs: number;
}

function choice<T extends string>(value: string, allowed: readonly T[], name: string, fallback: T): T {
  if (value === '') return fallback;
  if ((allowed as readonly string[]).includes(value)) return value as T;
  throw new RequestError(`input ${name} must be one of ${allowed.join(', ')}; got ${JSON.stringify(value)}`);
}

function boolean(value: string, name: string, fallback: boolean): boolean {
  if (value === '') return fallback;
  if (/^(true|yes|on|1)$/i.test(value)) return true;
  if (/^(false|no|off|0)$/i.test(value)) return false;
  throw new RequestError(`input ${name} must be true or false; got ${JSON.stringify(value)}`);
}

function percent(value: string, name: string, fallback: number): number {
  if (value === '') return fallback;
  if (!/^\d+(\.\d+)?$/.test(value))
    throw new RequestError(`input ${name} must be a percentage such as 5; got ${JSON.stringify(value)}`);
  return Number(value);
}

const optional = (value: string) => (value === '' ? undefined : value);

/** @param getInput returns '' for an input that was not given (as @actions/core does) */
export function readActionInputs(getInput: (name: string) => string): ActionInputs {
  const get = (name: string) => getInput(name).trim();
  const botId = get('bot-id');
  if (botId !== '' && !/^\d+$/.test(botId))
    throw new RequestError(`input bot-id must be a numeric user id; got ${JSON.stringify(botId)}`);
  return {
    mode: choice(get('mode'), MODES, 'mode', 'run'),
    old: get('old'),
    new: get('new'),
    groups: get('groups'),
    filter: get('filter'),
    exclude: get('exclude'),
    set: get('set'),
    runs: get('runs'),
    maxRuns: get('max-runs'),
    label: get('label') || 'benchmark',
    allowedGroups: get('allowed-groups')
      .split(/[\s,]+/)
      .filter(Boolean),
    suite: choice(get('suite'), ['auto', 'bundled', 'core'] as const, 'suite', 'auto'),
    repoPath: get('repo-path') || '.',
    buildCommand: optional(get('build-command')),
    mergeMode: choice(get('merge-mode'), ['merge', 'merge-base'] as const, 'merge-mode', 'merge'),
    cacheDir: optional(get('cache-dir')),
    binarySource: get('binary-source') === '' ? 'auto' : parseBinarySource(get('binary-source'), 'input binary-source'),
    cpuset: optional(get('cpuset')),
    timeout: optional(get('timeout')),
    maxTime: optional(get('max-time')),
    shard: optional(get('shard')),
    minFreeGb: optional(get('min-free-gb')),
    request: optional(get('request')),
    resultDir: get('result-dir') || 'node-bench-result',
    githubToken: getInput('github-token'),
    comment: boolean(get('comment'), 'comment', true),
    failOnRegression: boolean(get('fail-on-regression'), 'fail-on-regression', false),
    correction: choice(get('correction'), ['none', 'holm'] as const, 'correction', 'holm'),
    botId: botId === '' ? undefined : Number(botId),
    branch: optional(get('branch')),
    baseline: optional(get('baseline')),
    statePath: optional(get('state-path')),
    regressionStars: choice(get('regression-stars'), ['*', '**', '***'] as const, 'regression-stars', '***'),
    regressionMinChange: percent(get('regression-min-change'), 'regression-min-change', 5),
    issueLabel: get('issue-label') || 'performance-regression',
    sandbox: parseSandboxMode(get('sandbox'), 'input sandbox'),
    passEnv: parsePassEnv([get('pass-env')], 'input pass-env'),
    buildTimeoutMs: parseBuildTimeout(get('build-timeout'), 'input build-timeout'),
  };
}
