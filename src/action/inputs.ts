// The Action's inputs, read once into one typed, validated object. Each
// option's rule, default and error wording (`input runs`) is in src/options/.
import { DEFAULT_BISECT_BUDGET, parseBisectBudget, type BisectBudget } from '../nightly/bisect.ts';
import { parseCalibrationFiles } from '../nightly/calibration.ts';
import * as action from '../options/action.ts';
import * as execution from '../options/execution.ts';
import { Option } from '../options/option.ts';
import type { ExecutionPolicy, BinarySource } from '../options/execution.ts';
import type { Schedule, ScheduleSettings } from '../options/comparison.ts';
import { correction } from '../options/output.ts';
import { oneOf } from '../options/choice.ts';
import { nightlyRuns } from '../options/selection.ts';
import { parseUserRules, type UserRule } from '../suggest/suggest.ts';
import { parseSideInput, readSelectionDefaults, type SelectionDefaults } from '../request/events.ts';
import type { ResolvedSide } from '../request/request.ts';
import type { Correction } from '../stats/analyze.ts';
import { RequestError } from '../errors.ts';

export const MODES = ['run', 'gate', 'execute', 'report', 'nightly', 'nightly-report'] as const;
export type Mode = (typeof MODES)[number];

/**
 * Every input, typed when read; how builds and benchmarks run (ExecutionPolicy) among them, and the schedule's
 * fields as the Comparison's Schedule declares them (timings: the file as given, relative to the workspace).
 */
export interface ActionInputs extends ExecutionPolicy, Omit<ScheduleSettings, 'seed'> {
  mode: Mode;
  /** run mode, and a workflow_dispatch form that leaves them blank: the sides */
  old?: ResolvedSide;
  new?: ResolvedSide;
  /** groups, filter, exclude, set, runs, max-runs, delta: what to run when an event does not say */
  selection: SelectionDefaults;
  label: string;
  allowedGroups: string[];
  /** gate, groups auto: the workflow's rules, one `<glob>: <group>…` a line, before the built-in ones */
  suggestRules: UserRule[];
  suite: 'auto' | 'bundled' | 'core';
  repoPath: string;
  buildCommand?: string;
  mergeMode: 'merge' | 'merge-base';
  cacheDir?: string;
  binarySource: BinarySource;
  /** refuse to build with less free disk than this */
  minFreeBytes?: number;
  request?: string;
  resultDir: string;
  /** execute, for a `/benchmark more` request: the earlier run's result directory (as downloaded), relative to the workspace */
  previousResult?: string;
  githubToken: string;
  comment: boolean;
  failOnRegression: boolean;
  /** gate: /benchmark comments must carry sha=<head> */
  requireSha: boolean;
  /** report: how the execute job ended (needs.execute.result) */
  executeResult: (typeof action.EXECUTE_RESULTS)[number];
  correction: Correction;
  botId?: number;
  /** nightly: the branch scanned, the old side of the first scan, the state file, the regression rule */
  branch?: string;
  baseline?: string;
  statePath?: string;
  regressionStars: '*' | '**' | '***';
  regressionMinChange: number;
  /** nightly: how many builds and/or how long a bisect of a regressed range may take */
  bisectBudget: BisectBudget;
  /** nightly: benchmark files run A/A (the base against itself) each night; 0: off */
  calibrationFiles: number;
  issueLabel: string;
  /** nightly-report: build the history site here (unset: no site) */
  siteDir?: string;
  /** nightly-report: a folder whose subfolders are the earlier nights' result directories */
  siteHistory?: string;
}

// MODES stays above (one line other work extends); its option is made here.
const mode = new Option({ names: { input: 'mode' }, schema: oneOf(MODES), default: 'run' });

const BUILDS: readonly Mode[] = ['execute', 'run', 'nightly'];
const SELECTS: readonly Mode[] = ['gate', 'run', 'nightly'];
const WITH_TOKEN: readonly Mode[] = ['gate', 'report', 'run', 'nightly-report'];

/**
 * The inputs each mode reads: a per-job action (gate/action.yml…) declares exactly its mode's, and its job reads
 * no other (test/action/job-actions.test.ts holds each action.yml to this). The root action.yml, deprecated,
 * declares them all and `mode`.
 */
export const INPUT_MODES = {
  old: ['gate', 'run'],
  new: ['gate', 'run'],
  groups: SELECTS,
  'suggest-rules': ['gate'],
  'allowed-groups': ['gate', 'run'],
  filter: SELECTS,
  exclude: SELECTS,
  set: SELECTS,
  runs: SELECTS,
  'max-runs': SELECTS,
  delta: SELECTS,
  label: ['gate'],
  suite: ['gate', ...BUILDS],
  'repo-path': ['gate', ...BUILDS],
  'build-command': BUILDS,
  'merge-mode': ['execute'],
  'cache-dir': BUILDS,
  // the nightly builds both sides from the branch (no releases) and runs every file at its own n
  'binary-source': ['execute', 'run'],
  cpuset: BUILDS,
  // the nightly runs one lane: each night measures as the last did
  lanes: ['execute', 'run'],
  duet: ['execute', 'run'],
  timeout: BUILDS,
  'max-time': ['gate', ...BUILDS],
  'child-time': ['execute', 'run'],
  shard: ['execute', 'run'],
  timings: ['gate', 'execute', 'run'],
  'min-free-gb': BUILDS,
  sandbox: BUILDS,
  'pass-env': BUILDS,
  'build-timeout': BUILDS,
  request: ['execute', 'report'],
  'result-dir': ['execute', 'report', 'run', 'nightly', 'nightly-report'],
  'previous-result': ['execute'],
  'execute-result': ['report'],
  // execute and nightly run the code they build: they have no token input at all
  'github-token': WITH_TOKEN,
  'bot-id': WITH_TOKEN,
  comment: ['report', 'run'],
  correction: ['execute', 'report', 'run'],
  'fail-on-regression': ['execute', 'report', 'run', 'nightly-report'],
  'require-sha': ['gate'],
  branch: ['nightly'],
  baseline: ['nightly'],
  // execute and run read the nightly's state for the runner's calibration (its A/A noise)
  // and nightly-report reads it for the history site's nights
  'state-path': [...BUILDS, 'nightly-report'],
  'bisect-budget': ['nightly'],
  'calibration-files': ['nightly'],
  'regression-stars': ['nightly', 'nightly-report'],
  'regression-min-change': ['nightly', 'nightly-report'],
  'issue-label': ['nightly-report'],
  'site-dir': ['nightly-report'],
  'site-history': ['nightly-report'],
} as const satisfies Record<string, readonly Mode[]>;
export type InputName = keyof typeof INPUT_MODES;

/** The outputs each mode sets (src/main.ts): a per-job action.yml declares exactly its mode's. */
export const OUTPUT_MODES = {
  proceed: ['gate'],
  request: ['gate'],
  sha: ['gate'],
  'more-run-id': ['gate'],
  'result-dir': ['execute', 'run', 'nightly'],
  csv: ['execute', 'run', 'nightly'],
  json: ['execute', 'run', 'nightly'],
  plot: ['execute', 'run'],
  regressions: ['execute', 'report', 'run', 'nightly', 'nightly-report'],
  improvements: ['execute', 'report', 'run', 'nightly', 'nightly-report'],
  partial: ['execute', 'report', 'run'],
  'comment-url': ['report', 'run'],
  'report-file': ['execute', 'report', 'run'],
  undecided: ['nightly', 'nightly-report'],
  'nightly-status': ['nightly'],
  from: ['nightly', 'nightly-report'],
  to: ['nightly', 'nightly-report'],
  'issue-url': ['nightly-report'],
} as const satisfies Record<string, readonly Mode[]>;

/** The names of the inputs (or outputs) `mode` reads (or sets), in the map's order. */
export function namesOf(map: Record<string, readonly Mode[]>, mode: Mode): string[] {
  return Object.entries(map)
    .filter(([, modes]) => modes.includes(mode))
    .map(([name]) => name);
}

const optional = (value: string) => (value === '' ? undefined : value);

/**
 * A per-job action's inputs (gate/action.yml…): only those its mode reads; any other is left at its default, even
 * when a step passes it (GitHub warns of an unexpected input).
 * @param getInput returns '' for an input that was not given (as @actions/core does)
 */
export function readJobInputs(chosen: Mode, getInput: (name: string) => string): ActionInputs {
  const reads = new Set(namesOf(INPUT_MODES, chosen));
  return parseInputs(chosen, (name) => (reads.has(name) ? getInput(name) : ''));
}

/**
 * The root action.yml's inputs (deprecated for the per-job actions): the mode from its `mode` input, every other
 * input as given.
 */
export function readActionInputs(getInput: (name: string) => string): ActionInputs {
  return parseInputs(mode.parse(getInput('mode').trim(), 'input'), getInput);
}

function parseInputs(chosen: Mode, getInput: (name: InputName) => string): ActionInputs {
  const get = (name: InputName) => getInput(name).trim();
  const botId = get('bot-id');
  if (botId !== '' && !/^\d+$/.test(botId))
    throw new RequestError(`input bot-id must be a numeric user id; got ${JSON.stringify(botId)}`);
  const selection = readSelectionDefaults({
    groups: get('groups'),
    filter: get('filter'),
    exclude: get('exclude'),
    set: get('set'),
    runs: get('runs'),
    maxRuns: get('max-runs'),
    delta: get('delta'),
  });
  // the scan's own minimums, named as the inputs, when the job that runs it reads them
  if (chosen === 'nightly') nightlyRuns.check(selection.runs, selection.maxRuns, 'input');
  const side = (name: 'old' | 'new') => (get(name) === '' ? undefined : parseSideInput(get(name), `input ${name}`));
  return {
    mode: chosen,
    old: side('old'),
    new: side('new'),
    selection,
    label: action.label.parse(get('label'), 'input'),
    suggestRules: readSuggestRules(getInput('suggest-rules')),
    allowedGroups: get('allowed-groups')
      .split(/[\s,]+/)
      .filter(Boolean),
    suite: execution.suite.parse(get('suite'), 'input'),
    repoPath: action.repoPath.parse(get('repo-path'), 'input'),
    buildCommand: optional(get('build-command')),
    mergeMode: action.mergeMode.parse(get('merge-mode'), 'input'),
    cacheDir: optional(get('cache-dir')),
    binarySource: execution.binarySource.parse(get('binary-source'), 'input'),
    cpuset: execution.cpuset.parse(get('cpuset'), 'input'),
    lanes: readLanes(get('lanes'), get('duet'), chosen),
    timeoutMs: execution.timeout.parse(get('timeout'), 'input'),
    maxTimeMs: execution.maxTime.parse(get('max-time'), 'input'),
    ...execution.childTimeMsOf(execution.childTime.parse(get('child-time'), 'input')),
    shard: execution.shard.parse(get('shard'), 'input'),
    timings: optional(get('timings')),
    minFreeBytes: execution.minFreeGb.parse(get('min-free-gb'), 'input'),
    request: optional(get('request')),
    resultDir: action.resultDir.parse(get('result-dir'), 'input'),
    previousResult: optional(get('previous-result')),
    githubToken: getInput('github-token'),
    comment: action.comment.parse(get('comment'), 'input'),
    failOnRegression: action.failOnRegression.parse(get('fail-on-regression'), 'input'),
    requireSha: action.requireSha.parse(get('require-sha'), 'input'),
    executeResult: action.executeResult.parse(get('execute-result'), 'input'),
    correction: correction.parse(get('correction'), 'input'),
    botId: botId === '' ? undefined : Number(botId),
    branch: optional(get('branch')),
    baseline: optional(get('baseline')),
    statePath: optional(get('state-path')),
    regressionStars: action.regressionStars.parse(get('regression-stars'), 'input'),
    regressionMinChange: action.regressionMinChange.parse(get('regression-min-change'), 'input'),
    bisectBudget: readBisectBudget(get('bisect-budget')),
    calibrationFiles: readCalibrationFiles(get('calibration-files')),
    issueLabel: action.issueLabel.parse(get('issue-label'), 'input'),
    siteDir: optional(get('site-dir')),
    siteHistory: optional(get('site-history')),
    ...execution.executionPolicy(
      { sandbox: get('sandbox'), passEnv: [get('pass-env')], buildTimeout: get('build-timeout') },
      'input',
    ),
  };
}

/** lanes and duet, read together (duet alone is two lanes); the nightly runs one lane, so it refuses them. */
function readLanes(lanesText: string, duetText: string, mode: Mode): Schedule['lanes'] {
  const lanes = execution.lanes.parse(lanesText, execution.duet.parse(duetText, 'input'), 'input');
  if (lanes !== undefined && mode === 'nightly') {
    throw new RequestError(
      'inputs lanes and duet are for execute and run: the nightly scan runs one lane, so that each night measures ' +
        'as the last did (pin it with input cpuset)',
    );
  }
  return lanes;
}

/** The workflow's own `<glob>: <group>…` rules (groups auto), read now so that a bad line fails the job that reads it. */
function readSuggestRules(text: string): UserRule[] {
  try {
    return parseUserRules(text, 'input suggest-rules');
  } catch (error) {
    throw new RequestError((error as Error).message);
  }
}

/** A whole number of files (unset: 2); errors name the input. */
function readCalibrationFiles(text: string): number {
  try {
    return parseCalibrationFiles(text);
  } catch (error) {
    throw new RequestError(`input ${(error as Error).message}`);
  }
}

/** `6`, `2h` or `6,2h` (unset: 6 builds); errors name the input. */
function readBisectBudget(text: string): BisectBudget {
  if (text === '') return DEFAULT_BISECT_BUDGET;
  try {
    return parseBisectBudget(text);
  } catch (error) {
    throw new RequestError(`input ${(error as Error).message}`);
  }
}
