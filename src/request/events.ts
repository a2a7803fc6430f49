// GitHub event payload → a validated (draft) Request, plus what the caller
// must check before anything runs. Pure: no @actions/*, no network. The gate
// job does the lookups named in `needs` (permission by API, the PR's current
// head) and only then hands a resolved Request to the execute job.
//
// Nothing a PR author controls is copied into the request except as a
// validated value: head branch names, titles and bodies are never read (T5);
// PR sides are pinned by SHA. author_association is never read (T1).
import { SHA_ANY_CASE, VALUE, isFullSha } from '../options/grammar.ts';
import {
  delta as deltaOption,
  exclude as excludeOption,
  filter as filterOption,
  maxRuns as maxRunsOption,
  runsSetting,
  set as setOption,
  type RunsSetting,
} from '../options/selection.ts';
import { AUTO_GROUPS, parseBenchmarkCommand } from './command.ts';
import {
  REQUEST_SCHEMA_VERSION,
  validateActor,
  validateDraftRequest,
  validateGroups,
  validateReleaseVersion,
  validateRepository,
  validateRequest,
  validateSha,
  type Actor,
  type DraftRequest,
  type Request,
  type RequestSelection,
  type ResolvedSide,
} from './request.ts';
import { normalizeReleaseVersion } from '../options/binary-spec.ts';
import { RequestError } from '../errors.ts';
import { PULL_COMMITS_LISTED } from '../github/pulls.ts';
import { LIMITS, validateRef, validateValue } from '../options/values.ts';
import { closestName } from '../util/closest.ts';

/** pull_request actions that may start a run (with our label on the PR) */
export const PULL_REQUEST_ACTIONS = ['opened', 'labeled', 'synchronize'] as const;

/**
 * The events whose payload is a pull request's: `pull_request` runs the PR's
 * own copy of the workflow with a read-only token for a fork PR;
 * `pull_request_target` runs the base branch's copy with the base's token,
 * which is what lets the label path report on fork PRs. Both are read the same
 * way (the sender's permission checked by API, the head pinned by SHA, a push
 * to a fork PR needing the label again); the request's trigger is
 * `pull_request` for both.
 */
export const PULL_REQUEST_EVENTS = ['pull_request', 'pull_request_target'] as const;

/**
 * What to run when an event does not say: the Action's inputs, typed when they
 * were read (readSelectionDefaults), so that the event reader parses only an
 * event's own text (a comment, a workflow_dispatch form). Its fields are a request's; maxRuns is always set: the
 * cap of runs auto, and the highest runs a request may ask for.
 */
export interface SelectionDefaults extends RequestSelection {
  /** split on whitespace and commas; checked against the allowed groups per event (blank or `auto`: see isAutoGroups) */
  groups: string[];
  maxRuns: number;
}

/** The selection inputs as text (core.getInput strings, or a test's arrays). */
export interface SelectionText {
  groups?: string | readonly string[];
  filter?: string | readonly string[];
  exclude?: string | readonly string[];
  set?: string | readonly string[];
  runs?: string | number;
  maxRuns?: string | number;
  delta?: string | number;
}

/** The whitespace-separated list inputs, each read by its rule: the Action's own and a dispatch form's alike. */
const readList = {
  filter: (text: SelectionText['filter']) => filterOption.parse(listInput(text, /\s+/), 'input'),
  exclude: (text: SelectionText['exclude']) => excludeOption.parse(listInput(text, /\s+/), 'input'),
  set: (text: SelectionText['set']) => setOption.parse(listInput(text, /\s+/), 'input'),
};

/** The Action's selection inputs, each by its own rule, worded as the input (`input runs …`). */
export function readSelectionDefaults(text: SelectionText): SelectionDefaults {
  const maxRuns = maxRunsOption.parse(text.maxRuns);
  const runs = runsSetting.parse(text.runs, 'input', maxRuns);
  if (runs === 'auto') maxRunsOption.forAuto(maxRuns, 'input');
  const delta = deltaOption.parse(text.delta, 'input');
  return {
    groups: listInput(text.groups, /[\s,]+/),
    filter: readList.filter(text.filter),
    exclude: readList.exclude(text.exclude),
    set: readList.set(text.set),
    runs,
    maxRuns,
    delta,
  };
}

/** What the event reader is given besides the event: the Action's inputs, typed. */
export interface EventInputs {
  /** groups any request may name: the benchmark tree's directories on the base branch */
  allowedGroups: readonly string[];
  /** the label that asks for a benchmark on a PR (default in src/options/action.ts), matched case-insensitively */
  label: string;
  /** groups, filter, exclude, set, runs for label-triggered, dispatched and scheduled runs; a comment's own override them */
  selection: SelectionDefaults;
  /** workflow_dispatch without a pr: the sides, when the form leaves them blank */
  old?: ResolvedSide;
  new?: ResolvedSide;
  /** schedule: the branch benchmarked nightly; default the repository's default branch, else `main` */
  ref?: string;
  /** a /benchmark comment must name the head it approves with sha= (the require-sha input) */
  requireSha?: boolean;
}

/** The fields of a workflow_dispatch form the event reader reads (payload.inputs). */
type DispatchField = keyof SelectionText | 'old' | 'new' | 'pr' | 'commit';

/** A workflow_dispatch form's fields (payload.inputs): a non-blank string or a number, as text; else undefined. */
type DispatchForm = (name: DispatchField) => string | undefined;

export interface EventContext {
  /** github.context.eventName */
  eventName: string;
  /** github.context.payload */
  payload: unknown;
  inputs: EventInputs;
  /** our own bot's login: its comments are ignored */
  botLogin?: string;
  /** GITHUB_REPOSITORY, used when the payload has no repository (schedule payloads may not) */
  repository?: string;
}

export interface RunNeeds {
  /**
   * The caller must verify by API (GET /repos/{o}/{r}/collaborators/{login}/permission)
   * that this user has admin, maintain or write, and that the returned user.id
   * equals `id` — never trust author_association or a login alone.
   */
  permissionOf?: Actor;
  /**
   * The PR whose current head the caller must fetch (GET /repos/{o}/{r}/pulls/{n})
   * and pin with pinPullRequest before anything runs (TOCTOU).
   */
  resolveHeadSha?: number;
  /** from `sha=<hex>` in the command: pinPullRequest refuses unless the current head equals it */
  expectedHeadSha?: string;
  /**
   * A dispatch's commit input: the commit to benchmark, which must be the
   * PR's head or one of its commits (the caller checks the latter by API and
   * tells pinPullRequest).
   */
  commitOfPr?: string;
  /**
   * The request's groups are `auto`: the caller lists the pull request's
   * changed files and replaces them with the suggested groups (src/suggest/)
   * before the request goes anywhere.
   */
  suggestGroups?: boolean;
}

export type EventResult =
  | { kind: 'run'; request: DraftRequest; needs: RunNeeds }
  | { kind: 'ignore'; reason: string }
  /**
   * `reason` is safe to post. `replyTo` is the comment to answer; `author` its
   * writer — check their permission before replying, so strangers cannot make
   * the bot talk. Without replyTo the refusal is for the run log (bad inputs,
   * malformed payload).
   */
  | { kind: 'refuse'; reason: string; replyTo?: number; author?: Actor }
  /**
   * `/benchmark more` on pull request `pr`: the gate checks the author's
   * permission, then reads the last table of its own report comment and runs
   * that table's open rows again (src/action/gate-more.ts). `sha`, when given,
   * must be the commit that table measured.
   */
  | { kind: 'more'; repository: string; pr: number; comment: { id: number; author: Actor }; sha?: string };

type Json = Record<string, unknown>;

const ignore = (reason: string): EventResult => ({ kind: 'ignore', reason });

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** payload.a.b.c, or undefined if any step is missing or not an object. */
function get(value: unknown, ...path: string[]): unknown {
  let current = value;
  for (const key of path) {
    if (!isObject(current) || !Object.hasOwn(current, key)) return undefined;
    current = current[key];
  }
  return current;
}

/** A payload word (action name) for a log line, if it is harmless to print. */
function word(value: unknown): string {
  return typeof value === 'string' && /^[a-z_]{1,40}$/.test(value) ? `"${value}"` : 'an unknown value';
}

function userOf(value: unknown, field: string): Actor {
  return validateActor({ login: get(value, 'login'), id: get(value, 'id') }, field);
}

function idOf(value: unknown, field: string): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 1) {
    throw new RequestError(`${field} must be a positive integer`);
  }
  return value;
}

function repositoryOf(context: EventContext): string {
  const full = get(context.payload, 'repository', 'full_name');
  return validateRepository(full ?? context.repository, 'the repository (payload.repository.full_name)');
}

// ---------------------------------------------------------------------------
// Inputs

function listInput(value: string | readonly string[] | undefined, separators: RegExp): string[] {
  const items = value === undefined ? [] : typeof value === 'string' ? [value] : value;
  return items.flatMap((item) => String(item).split(separators)).filter((item) => item !== '');
}

/**
 * What a request with these runs carries besides: with auto its cap (the
 * max-runs input, at least 3) and δ (the delta input, when given); nothing
 * with a fixed count (δ is the margin of auto's "same" verdict only).
 */
function adaptiveOf(runs: RunsSetting, inputs: EventInputs, delta: number | undefined = inputs.selection.delta) {
  if (runs !== 'auto') return {};
  return {
    maxRuns: maxRunsOption.forAuto(inputs.selection.maxRuns, 'input'),
    ...(delta === undefined ? {} : { delta }),
  };
}

/** Whether a groups input asks for groups chosen from the changed files: `auto`, or blank on a pull request. */
export function isAutoGroups(value: string | readonly string[] | undefined, blankIsAuto: boolean): boolean {
  const groups = listInput(value, /[\s,]+/);
  return groups.length === 0 ? blankIsAuto : groups.length === 1 && groups[0] === AUTO_GROUPS;
}

/** Groups from an input, each required to be in the allowlist (EventInputs' allowedGroups). */
export function groupsInput(
  value: string | readonly string[] | undefined,
  field: string,
  allowedGroups: readonly string[],
): string[] {
  const groups = [...new Set(listInput(value, /[\s,]+/))];
  if (groups.length === 0) throw new RequestError(`${field} is empty: name the benchmark groups to run`);
  validateGroups(groups, field);
  const allowed = new Set(allowedGroups);
  const unknown = groups.find((group) => !allowed.has(group));
  if (unknown !== undefined) {
    const list = [...allowed].filter((group) => VALUE.test(group) && group.length <= LIMITS.valueLength);
    const guess = closestName(unknown, list);
    throw new RequestError(
      `${field}: unknown benchmark group \`${unknown}\`${guess === undefined ? '' : ` (did you mean \`${guess}\`?)`}; ` +
        (list.length === 0 ? 'no groups are allowed' : `the groups are ${list.map((g) => `\`${g}\``).join(', ')}`),
    );
  }
  return groups;
}

/**
 * groups, filter, exclude, set and runs (with auto: max-runs, delta): a
 * workflow_dispatch form's value where it gives one, read by the input's rule,
 * else the Action's input (typed already).
 */
function selectionFromInputs(
  inputs: EventInputs,
  form: DispatchForm = () => undefined,
  /** groups auto: the placeholder AUTO_GROUPS, replaced by the gate (RunNeeds.suggestGroups) */
  auto = false,
): RequestSelection {
  const defaults = inputs.selection;
  const [filter, exclude, set, delta] = [form('filter'), form('exclude'), form('set'), form('delta')];
  const runs = runsSetting.parseOptional(form('runs'), 'input', defaults.maxRuns) ?? defaults.runs;
  return {
    groups: auto ? [AUTO_GROUPS] : groupsInput(form('groups') ?? defaults.groups, 'input groups', inputs.allowedGroups),
    filter: filter === undefined ? [...defaults.filter] : readList.filter(filter),
    exclude: exclude === undefined ? [...defaults.exclude] : readList.exclude(exclude),
    set: set === undefined ? defaults.set : readList.set(set),
    runs,
    ...adaptiveOf(runs, inputs, delta === undefined ? defaults.delta : deltaOption.parse(delta, 'input')),
  };
}

/**
 * A release version (20.0.0, v20, 20.1, lts, lts/iron, latest), `ref:<git ref>`
 * or a full 40-hex commit SHA — what workflow_dispatch's old/new accept.
 * (Paths are not: the Action builds or downloads every binary itself.)
 */
export function parseSideInput(text: unknown, field: string): ResolvedSide {
  const expected = 'a release version (20.0.0, v20, lts, latest), ref:<git ref> or a full 40-character commit SHA';
  if (typeof text !== 'string' || text.trim() === '') throw new RequestError(`${field} is required: ${expected}`);
  const value = validateValue(text.trim(), field);
  if (SHA_ANY_CASE.test(value)) {
    const sha = value.toLowerCase();
    return { kind: 'ref', ref: sha, sha };
  }
  if (value.toLowerCase().startsWith('ref:')) {
    const ref = validateRef(value.slice(4), field);
    if (SHA_ANY_CASE.test(ref)) return { kind: 'ref', ref: ref.toLowerCase(), sha: ref.toLowerCase() };
    return { kind: 'ref', ref };
  }
  const version = normalizeReleaseVersion(value);
  if (version === undefined) throw new RequestError(`${field} must be ${expected}`);
  return { kind: 'release', version: validateReleaseVersion(version, field) };
}

// ---------------------------------------------------------------------------
// Events

function finish(draft: DraftRequest, needs: RunNeeds, replyTo?: number): EventResult {
  try {
    return { kind: 'run', request: validateDraftRequest(draft), needs };
  } catch (error) {
    if (error instanceof RequestError) return { kind: 'refuse', reason: error.message, replyTo };
    throw error;
  }
}

function fromPullRequest(context: EventContext): EventResult {
  const { payload, inputs } = context;
  const action = get(payload, 'action');
  if (!(PULL_REQUEST_ACTIONS as readonly unknown[]).includes(action)) {
    return ignore(`${context.eventName} action ${word(action)} does not start a benchmark`);
  }
  const { label } = inputs;
  const ours = (name: unknown) => typeof name === 'string' && name.toLowerCase() === label.toLowerCase();
  if (action === 'labeled' && !ours(get(payload, 'label', 'name'))) {
    return ignore(`a label other than "${label}" was added`);
  }
  const pr = get(payload, 'pull_request');
  const labels = get(pr, 'labels');
  if (!Array.isArray(labels) || !labels.some((item) => ours(get(item, 'name')))) {
    return ignore(`the pull request does not carry the "${label}" label`);
  }
  if (get(pr, 'state') !== 'open') return ignore('the pull request is not open');
  // The label approves the commits it was added on. A later push to a fork PR
  // is code nobody with write access has looked at: it needs the label again.
  // (Pushes to a branch of the base repository come from people with write
  // access, and the sender's permission is checked anyway.)
  const headRepo = get(pr, 'head', 'repo', 'id');
  const baseRepo = get(pr, 'base', 'repo', 'id');
  if (action === 'synchronize' && (typeof headRepo !== 'number' || headRepo !== baseRepo)) {
    return ignore(
      `new commits on a pull request from a fork are not benchmarked automatically: remove and re-add the "${label}" label to approve them`,
    );
  }
  // Label events come from users with triage rights or more; triage is not
  // enough to run code on our runner, so the sender (who labeled, opened or
  // pushed) is checked for write access like a commenter.
  const sender = userOf(get(payload, 'sender'), 'payload.sender');
  const headSha = validateSha(get(pr, 'head', 'sha'), 'payload.pull_request.head.sha');
  const baseSha = validateSha(get(pr, 'base', 'sha'), 'payload.pull_request.base.sha');
  // The base branch lives in the base repository (named by people with write
  // access) but is validated like anything else; the head branch name, which
  // a fork author picks, is never read: the head is its SHA.
  const baseRef = validateRef(get(pr, 'base', 'ref'), 'payload.pull_request.base.ref');
  const number = idOf(get(pr, 'number'), 'payload.pull_request.number');
  // the label's groups: the groups input, or (blank, auto) chosen from the changed files
  const auto = isAutoGroups(inputs.selection.groups, true);
  const selection = selectionFromInputs(inputs, undefined, auto);
  return finish(
    {
      schemaVersion: REQUEST_SCHEMA_VERSION,
      trigger: 'pull_request',
      repository: repositoryOf(context),
      old: { kind: 'ref', ref: baseRef, sha: baseSha },
      new: { kind: 'ref', ref: headSha, sha: headSha },
      pr: { number, headSha, baseRef, baseSha },
      ...selection,
      requestedBy: sender,
    },
    auto ? { permissionOf: sender, suggestGroups: true } : { permissionOf: sender },
  );
}

function fromIssueComment(context: EventContext): EventResult {
  const { payload, inputs } = context;
  const action = get(payload, 'action');
  // Edits and deletions never run anything: an approved-looking comment could
  // be edited into a different command after the fact (T2).
  if (action !== 'created') return ignore(`the comment was ${word(action)}, not created; only new comments are read`);
  if (!isObject(get(payload, 'issue', 'pull_request'))) return ignore('the comment is on an issue, not a pull request');
  const comment = get(payload, 'comment');
  const user = get(comment, 'user');
  const login = get(user, 'login');
  if (get(user, 'type') === 'Bot' || (typeof login === 'string' && login.endsWith('[bot]'))) {
    return ignore('the comment was written by a bot');
  }
  if (
    context.botLogin !== undefined &&
    typeof login === 'string' &&
    login.toLowerCase() === context.botLogin.toLowerCase()
  ) {
    return ignore('the comment is our own');
  }

  const parsed = parseBenchmarkCommand(get(comment, 'body') as string, {
    allowedGroups: inputs.allowedGroups,
    maxRuns: inputs.selection.maxRuns,
    defaults: { runs: inputs.selection.runs },
  });
  if (!parsed.ok && parsed.ignored) return ignore(parsed.reason);

  const id = idOf(get(comment, 'id'), 'payload.comment.id');
  const author = userOf(user, 'payload.comment.user');
  const number = idOf(get(payload, 'issue', 'number'), 'payload.issue.number');
  if (!parsed.ok) return { kind: 'refuse', reason: parsed.reason, replyTo: id, author };

  const repository = repositoryOf(context);
  const { command } = parsed;
  // the commits and settings are the earlier table's, approved when it ran: require-sha asks nothing more
  if (command.more) {
    return {
      kind: 'more',
      repository,
      pr: number,
      comment: { id, author },
      ...(command.sha === undefined ? {} : { sha: command.sha }),
    };
  }
  if (inputs.requireSha === true && command.sha === undefined) {
    return {
      kind: 'refuse',
      reason:
        'This repository asks every /benchmark comment to name the commit it approves: review the head of the ' +
        'pull request and comment again with sha=<its full 40-character SHA>.',
      replyTo: id,
      author,
    };
  }
  const runs = command.runs ?? inputs.selection.runs;
  // the workflow's max-runs or delta, not the comment: refused without a reply, for the run log
  const adaptive = adaptiveOf(runs, inputs);
  const needs: RunNeeds = { permissionOf: author, resolveHeadSha: number };
  if (command.sha !== undefined) needs.expectedHeadSha = command.sha;
  if (command.auto) needs.suggestGroups = true;
  return finish(
    {
      schemaVersion: REQUEST_SCHEMA_VERSION,
      trigger: 'issue_comment',
      repository,
      old: { kind: 'pr-base' },
      new: { kind: 'pr-head' },
      comment: { id, author },
      groups: command.auto ? [AUTO_GROUPS] : command.groups,
      filter: command.filter,
      exclude: command.exclude,
      set: command.set,
      runs,
      ...adaptive,
      requestedBy: author,
    },
    needs,
    id,
  );
}

function fromWorkflowDispatch(context: EventContext): EventResult {
  const { payload, inputs } = context;
  // The workflow's own dispatch inputs (payload.inputs) first, else the Action's inputs.
  const form: DispatchForm = (name) => {
    const value = get(payload, 'inputs', name);
    if ((typeof value === 'string' && value.trim() !== '') || typeof value === 'number') return String(value);
    return undefined;
  };
  const sender = get(payload, 'sender');
  const pr = form('pr');
  if (pr !== undefined) return dispatchedPullRequest(context, form, pr);
  const draft: DraftRequest = describedRequest(inputs, repositoryOf(context), form);
  if (sender !== undefined) draft.requestedBy = userOf(sender, 'payload.sender');
  // Only users with write access can dispatch a workflow: no permission lookup needed.
  return finish(draft, {});
}

/**
 * The comparison the Action's inputs describe, a workflow_dispatch form's values laid over them (without a form:
 * the inputs alone, as mode run reads them on any other trigger). Not yet validated as a whole: see finish.
 */
export function describedRequest(
  inputs: EventInputs,
  repository: string,
  form: DispatchForm = () => undefined,
): DraftRequest {
  // the form's side, else the Action's (read with the inputs); neither: parseSideInput says it is required
  const side = (name: 'old' | 'new'): ResolvedSide => {
    const text = form(name);
    return (text === undefined ? inputs[name] : undefined) ?? parseSideInput(text, `input ${name}`);
  };
  return {
    schemaVersion: REQUEST_SCHEMA_VERSION,
    trigger: 'workflow_dispatch',
    repository,
    old: side('old'),
    new: side('new'),
    ...selectionFromInputs(inputs, form),
  };
}

/**
 * A dispatch that names a pull request and the commit reviewed (as node core
 * starts its benchmarks): the PR's base against that commit, which the gate
 * checks is the PR's head or one of its commits, answered on the PR.
 */
function dispatchedPullRequest(context: EventContext, form: DispatchForm, pr: string): EventResult {
  const { payload, inputs } = context;
  if (!/^[1-9]\d{0,9}$/.test(pr.trim())) {
    throw new RequestError(`input pr must be a pull request number; got ${JSON.stringify(pr.slice(0, 40))}`);
  }
  const number = Number(pr.trim());
  const commit = form('commit');
  if (commit === undefined || !SHA_ANY_CASE.test(commit.trim())) {
    throw new RequestError(
      'input commit is required with input pr: the full 40-character SHA of the commit you reviewed ' +
        '(the head of the pull request, or one of its commits)',
    );
  }
  const sender = userOf(get(payload, 'sender'), 'payload.sender');
  const auto = isAutoGroups(form('groups') ?? inputs.selection.groups, false);
  return finish(
    {
      schemaVersion: REQUEST_SCHEMA_VERSION,
      trigger: 'workflow_dispatch',
      repository: repositoryOf(context),
      old: { kind: 'pr-base' },
      new: { kind: 'pr-head' },
      ...selectionFromInputs(inputs, form, auto),
      requestedBy: sender,
    },
    // dispatching needs write access already; checked again like a commenter's, by id
    {
      permissionOf: sender,
      resolveHeadSha: number,
      commitOfPr: commit.trim().toLowerCase(),
      ...(auto ? { suggestGroups: true } : {}),
    },
  );
}

function fromSchedule(context: EventContext): EventResult {
  const { payload, inputs } = context;
  const branch = inputs.ref?.trim() || get(payload, 'repository', 'default_branch') || 'main';
  return finish(
    {
      schemaVersion: REQUEST_SCHEMA_VERSION,
      trigger: 'schedule',
      repository: repositoryOf(context),
      // the nightly scheduler fills this with the last commit it scanned
      old: { kind: 'baseline' },
      new: { kind: 'ref', ref: validateRef(branch, 'input ref') },
      ...selectionFromInputs(inputs),
    },
    {},
  );
}

/** What an event asks for, validated; see RunNeeds for what the caller must still check. */
export function requestFromEvent(context: EventContext): EventResult {
  try {
    switch (context.eventName) {
      case 'pull_request':
      case 'pull_request_target':
        return fromPullRequest(context);
      case 'issue_comment':
        return fromIssueComment(context);
      case 'workflow_dispatch':
        return fromWorkflowDispatch(context);
      case 'schedule':
        return fromSchedule(context);
      default:
        return ignore(`the ${word(context.eventName)} event does not start a benchmark`);
    }
  } catch (error) {
    // what the payload or the inputs hold is not valid: refused, the reason in the run log
    if (error instanceof RequestError) return { kind: 'refuse', reason: error.message };
    throw error;
  }
}

export type PinResult = { ok: true; request: Request } | { ok: false; reason: string };

/**
 * Pins a comment's draft to the pull request as it is now. `pull` is the
 * `GET /repos/{owner}/{repo}/pulls/{number}` response body, fetched by the
 * caller after the permission check. Refuses when the PR is closed or, with
 * `sha=<hex>` in the command, when its head is no longer that commit (a push
 * after the command must not run unapproved code). The reason is safe to post.
 */
/**
 * @param commitInPr the gate checked by API that needs.commitOfPr is one of
 *   the pull request's commits (only asked when it is not the head)
 */
export function pinPullRequest(
  run: { request: DraftRequest; needs: RunNeeds },
  pull: unknown,
  commitInPr: boolean | 'unlisted' = false,
): PinResult {
  const { request, needs } = run;
  if (needs.resolveHeadSha === undefined)
    throw new RequestError('pinPullRequest: this request has no pull request to pin');
  try {
    const number = idOf(get(pull, 'number'), 'the pull request number');
    if (number !== needs.resolveHeadSha) {
      throw new RequestError(`the fetched pull request is #${number}, not #${needs.resolveHeadSha}`);
    }
    if (get(pull, 'state') !== 'open') return { ok: false, reason: `#${number} is not open` };
    const rawHead = get(pull, 'head', 'sha');
    const headSha = validateSha(typeof rawHead === 'string' ? rawHead.toLowerCase() : rawHead, 'the head SHA');
    const baseSha = validateSha(get(pull, 'base', 'sha'), 'the base SHA');
    const baseRef = validateRef(get(pull, 'base', 'ref'), 'the base branch name');
    if (needs.expectedHeadSha !== undefined && needs.expectedHeadSha !== headSha) {
      const expected = isFullSha(needs.expectedHeadSha) ? needs.expectedHeadSha : 'the given SHA';
      return {
        ok: false,
        reason: `sha=${expected} is not the head of #${number}: the head is ${headSha}. Review the new commits and comment again with that SHA.`,
      };
    }
    let measured = headSha;
    if (needs.commitOfPr !== undefined && needs.commitOfPr !== headSha) {
      if (commitInPr === 'unlisted') {
        return {
          ok: false,
          reason:
            `commit ${needs.commitOfPr} is not the head of #${number} (${headSha}) nor among the first ` +
            `${PULL_COMMITS_LISTED} of its commits, all GitHub lists: it cannot be checked, so nothing was run ` +
            `(dispatch the head, or a commit among the first ${PULL_COMMITS_LISTED})`,
        };
      }
      if (!commitInPr) {
        return {
          ok: false,
          reason: `commit ${needs.commitOfPr} is neither the head of #${number} (${headSha}) nor one of its commits: nothing was run`,
        };
      }
      measured = needs.commitOfPr;
    }
    const pinned = validateRequest({
      ...request,
      old: { kind: 'ref', ref: baseRef, sha: baseSha },
      new: { kind: 'ref', ref: measured, sha: measured },
      pr: { number, headSha: measured, baseRef, baseSha },
    });
    return { ok: true, request: pinned };
  } catch (error) {
    if (error instanceof RequestError) return { ok: false, reason: error.message };
    throw error;
  }
}
