// The Request every Action trigger produces (PR label, `/benchmark` comment,
// workflow_dispatch, schedule). The gate job builds it from the event, pins
// SHAs, and hands it to the execute job as JSON; the execute job re-validates
// it with parseRequestJson and trusts nothing else about it.
//
// Every string in a Request is from a small alphabet ([A-Za-z0-9_.,:=/-]),
// short, and cannot start with `-` or `/` or contain `..`, so it is safe as one
// argv element and cannot name a path outside the benchmark tree. SHAs are
// full 40-hex lowercase.
import type { BinarySpec } from '../binaries/spec.ts';
import { isFullSha, SHA_ANY_CASE } from '../options/grammar.ts';
import {
  delta as deltaOption,
  exclude,
  filter,
  maxRuns as maxRunsOption,
  runsSetting,
  set as setOption,
  tooMany,
  type RunsSetting,
  type SetRecord,
} from '../options/selection.ts';
import { LIMITS, validateRef, validateValue } from '../options/values.ts';
import { RequestError } from '../errors.ts';
import { normalizeReleaseVersion } from '../binaries/versions.ts';

export const REQUEST_SCHEMA_VERSION = 1;

export const TRIGGERS = ['pull_request', 'issue_comment', 'workflow_dispatch', 'schedule'] as const;
export type Trigger = (typeof TRIGGERS)[number];

export interface Actor {
  login: string;
  /** numeric user id: match users by this, never by login alone */
  id: number;
}

/** One side of the comparison, as the execute job receives it. */
export type ResolvedSide =
  /** a git ref to build; `sha` pins it (for PRs always set, and `ref` is then the base branch or the head SHA) */
  | { kind: 'ref'; ref: string; sha?: string }
  /** an official release, normalized: `20.0.0`, `20`, `20.1`, `lts`, `lts/iron`, `latest` */
  | { kind: 'release'; version: string };

/**
 * A side the gate must still fill in before anything runs: `pr-base`/`pr-head`
 * from the pull request it fetches (see pinPullRequest in events.ts),
 * `baseline` by the nightly scheduler (the last commit it scanned). New
 * pending kinds go here; the execute job never sees one.
 */
export type PendingSide = { kind: 'pr-base' } | { kind: 'pr-head' } | { kind: 'baseline' };

export type Side = ResolvedSide | PendingSide;

export interface PullRequestInfo {
  number: number;
  /** the head commit pinned at gate time; the execute job checks out exactly this */
  headSha: string;
  /** the base branch (a validated ref name from the base repository) */
  baseRef: string;
  baseSha?: string;
}

export interface RequestOf<S extends Side> {
  schemaVersion: typeof REQUEST_SCHEMA_VERSION;
  trigger: Trigger;
  /** owner/name */
  repository: string;
  old: S;
  new: S;
  pr?: PullRequestInfo;
  /** the `/benchmark` comment (issue_comment only) */
  comment?: { id: number; author: Actor };
  groups: string[];
  filter: string[];
  exclude: string[];
  set: SetRecord;
  /** runs per configuration and binary, or `auto`: rounds until each configuration is settled, up to maxRuns */
  runs: RunsSetting;
  /** runs auto only (and then always): the most runs per side */
  maxRuns?: number;
  /** runs auto only: the margin of "same" in percent (2.5 = ±2.5 %); absent: DEFAULT_DELTA_PERCENT */
  delta?: number;
  /**
   * `/benchmark more`: this request runs on an earlier result of the same
   * request (the artifact of workflow run `runId`, whose passes went to
   * `earlierCaps`): its calls stand, the rows it left open run on to maxRuns
   */
  more?: MoreOf;
  requestedBy?: Actor;
}

/** What a `/benchmark more` request runs on. */
export interface MoreOf {
  /** the workflow run whose result artifact holds the earlier samples */
  runId: number;
  /** the caps the earlier result's passes ran to, increasing, the last below maxRuns */
  earlierCaps: number[];
}

/** What the execute job consumes: both sides resolved, PR SHAs pinned. */
export type Request = RequestOf<ResolvedSide>;
/** What an event yields before the gate has resolved pending sides. */
export type DraftRequest = RequestOf<Side>;

// ---------------------------------------------------------------------------
// Fields of the request JSON (the value grammars are in src/options/)

const REPOSITORY = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})\/[A-Za-z0-9_.-]{1,100}$/;
// GitHub logins: alphanumerics and single hyphens, at most 39; apps appear as `name[bot]`.
const LOGIN = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})(?:\[bot\])?$/;

export function validateSha(value: unknown, field: string): string {
  if (!isFullSha(value)) throw new RequestError(`${field} must be a full 40-character lowercase hex commit SHA`);
  return value;
}

export function validateGroups(values: unknown, field = 'groups'): string[] {
  const list = validateList(values, field, LIMITS.groups);
  if (list.length === 0) throw new RequestError(`${field} must name at least one benchmark group`);
  if (new Set(list).size !== list.length) throw new RequestError(`${field} names a group twice`);
  return list;
}

/** An array, typed as the strings its items must be: whoever reads them checks each one. */
function stringArray(values: unknown, field: string): string[] {
  if (!Array.isArray(values)) throw new RequestError(`${field} must be an array of strings`);
  return values as string[];
}

function validateList(values: unknown, field: string, max: number): string[] {
  const list = stringArray(values, field);
  if (list.length > max) throw new RequestError(tooMany(field, list.length, max));
  return list.map((value, index) => validateValue(value, `${field}[${index}]`));
}

export function validateActor(value: unknown, field: string): Actor {
  const actor = expectObject(value, field, ['login', 'id'], []);
  if (typeof actor.login !== 'string' || !LOGIN.test(actor.login)) {
    throw new RequestError(`${field}.login is not a GitHub login`);
  }
  return { login: actor.login, id: validateId(actor.id, `${field}.id`) };
}

export function validateRepository(value: unknown, field = 'repository'): string {
  if (typeof value !== 'string' || !REPOSITORY.test(value) || /\/\.\.?$/.test(value)) {
    throw new RequestError(`${field} must be owner/name`);
  }
  return value;
}

export function validateReleaseVersion(value: unknown, field: string): string {
  // normalized: what normalizeReleaseVersion makes of it is itself (not `v20`, `LTS`, `current`)
  if (typeof value !== 'string' || normalizeReleaseVersion(value) !== value) {
    throw new RequestError(`${field} must be a normalized release version (20.0.0, 20, 20.1, lts, lts/iron, latest)`);
  }
  return value;
}

function validateId(value: unknown, field: string): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 1) {
    throw new RequestError(`${field} must be a positive integer`);
  }
  return value;
}

type Json = Record<string, unknown>;

/** A plain JSON object with exactly the allowed keys (required ones present). */
function expectObject(value: unknown, field: string, required: readonly string[], optional: readonly string[]): Json {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new RequestError(`${field} must be an object`);
  }
  const object = value as Json;
  for (const key of Object.keys(object)) {
    if (!required.includes(key) && !optional.includes(key)) {
      // Name the key only if it is harmless to print.
      const name = /^[A-Za-z_][A-Za-z0-9_]{0,40}$/.test(key) ? ` "${key}"` : '';
      throw new RequestError(`${field} has an unknown key${name}`);
    }
  }
  for (const key of required) {
    if (!Object.hasOwn(object, key) || object[key] === undefined) throw new RequestError(`${field}.${key} is missing`);
  }
  return object;
}

function validateSide(value: unknown, field: string, allowPending: boolean): Side {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new RequestError(`${field} must be an object`);
  }
  const kind = (value as Json).kind;
  switch (kind) {
    case 'ref': {
      const side = expectObject(value, field, ['kind', 'ref'], ['sha']);
      const ref = validateRef(side.ref, `${field}.ref`);
      if (side.sha === undefined) {
        if (SHA_ANY_CASE.test(ref) && !isFullSha(ref)) {
          throw new RequestError(`${field}.ref: write a commit SHA in lowercase`);
        }
        return { kind: 'ref', ref };
      }
      const sha = validateSha(side.sha, `${field}.sha`);
      if (SHA_ANY_CASE.test(ref) && ref !== sha) {
        throw new RequestError(`${field}.ref is a commit SHA other than ${field}.sha`);
      }
      return { kind: 'ref', ref, sha };
    }
    case 'release': {
      const side = expectObject(value, field, ['kind', 'version'], []);
      return { kind: 'release', version: validateReleaseVersion(side.version, `${field}.version`) };
    }
    case 'pr-base':
    case 'pr-head':
    case 'baseline':
      if (!allowPending) {
        throw new RequestError(`${field} is still "${kind}": the gate must resolve it before the request is passed on`);
      }
      expectObject(value, field, ['kind'], []);
      return { kind };
    default:
      throw new RequestError(`${field}.kind must be "ref" or "release"`);
  }
}

const REQUEST_KEYS = [
  'schemaVersion',
  'trigger',
  'repository',
  'old',
  'new',
  'groups',
  'filter',
  'exclude',
  'set',
  'runs',
];
const OPTIONAL_KEYS = ['pr', 'comment', 'requestedBy', 'maxRuns', 'delta', 'more'];

function validateAny(value: unknown, allowPending: boolean): DraftRequest {
  const raw = expectObject(value, 'request', REQUEST_KEYS, OPTIONAL_KEYS);
  if (raw.schemaVersion !== REQUEST_SCHEMA_VERSION) {
    throw new RequestError(`request.schemaVersion must be ${REQUEST_SCHEMA_VERSION}`);
  }
  if (typeof raw.trigger !== 'string' || !(TRIGGERS as readonly string[]).includes(raw.trigger)) {
    throw new RequestError(`request.trigger must be one of ${TRIGGERS.join(', ')}`);
  }
  const trigger = raw.trigger as Trigger;
  const request: DraftRequest = {
    schemaVersion: REQUEST_SCHEMA_VERSION,
    trigger,
    repository: validateRepository(raw.repository, 'request.repository'),
    old: validateSide(raw.old, 'request.old', allowPending),
    new: validateSide(raw.new, 'request.new', allowPending),
    groups: validateGroups(raw.groups, 'request.groups'),
    filter: filter.parse(stringArray(raw.filter, 'request.filter'), 'json'),
    exclude: exclude.parse(stringArray(raw.exclude, 'request.exclude'), 'json'),
    set: validateSetRecord(raw.set),
    runs: runsSetting.check(raw.runs, 'json'),
  };
  // runs auto carries its cap (and maybe δ); a fixed count carries neither
  if (request.runs === 'auto') {
    if (raw.maxRuns === undefined) throw new RequestError('request.maxRuns is missing: runs "auto" carries its cap');
    request.maxRuns = maxRunsOption.check(raw.maxRuns, 'json');
    if (raw.delta !== undefined) request.delta = deltaOption.check(raw.delta, 'json');
  } else {
    if (raw.maxRuns !== undefined) throw new RequestError('request.maxRuns is only for runs "auto"');
    if (raw.delta !== undefined) throw new RequestError('request.delta is only for runs "auto"');
  }

  if (raw.pr !== undefined) {
    const pr = expectObject(raw.pr, 'request.pr', ['number', 'headSha', 'baseRef'], ['baseSha']);
    request.pr = {
      number: validateId(pr.number, 'request.pr.number'),
      headSha: validateSha(pr.headSha, 'request.pr.headSha'),
      baseRef: validateRef(pr.baseRef, 'request.pr.baseRef'),
    };
    if (pr.baseSha !== undefined) request.pr.baseSha = validateSha(pr.baseSha, 'request.pr.baseSha');
  }
  if (raw.comment !== undefined) {
    const comment = expectObject(raw.comment, 'request.comment', ['id', 'author'], []);
    request.comment = {
      id: validateId(comment.id, 'request.comment.id'),
      author: validateActor(comment.author, 'request.comment.author'),
    };
  }
  if (raw.requestedBy !== undefined) request.requestedBy = validateActor(raw.requestedBy, 'request.requestedBy');
  if (raw.more !== undefined) request.more = validateMore(raw.more, request);

  checkTrigger(request, allowPending);
  return request;
}

/** request.more: a pull request's --runs auto request, on caps below its own. */
function validateMore(value: unknown, request: DraftRequest): MoreOf {
  const more = expectObject(value, 'request.more', ['runId', 'earlierCaps'], []);
  const runId = validateId(more.runId, 'request.more.runId');
  if (request.runs !== 'auto') throw new RequestError('request.more is only for runs "auto" requests');
  const caps = more.earlierCaps;
  if (
    !Array.isArray(caps) ||
    caps.length === 0 ||
    caps.length > 8 ||
    !caps.every((cap, i) => Number.isInteger(cap) && cap >= 3 && cap > ((caps[i - 1] as number | undefined) ?? 0)) ||
    (caps.at(-1) as number) >= request.maxRuns!
  ) {
    throw new RequestError(
      'request.more.earlierCaps must be 1 to 8 increasing whole numbers of runs, from 3, each below request.maxRuns',
    );
  }
  return { runId, earlierCaps: caps as number[] };
}

/** What each trigger must (and must not) carry. */
function checkTrigger(request: DraftRequest, allowPending: boolean): void {
  const { trigger, pr } = request;
  // a dispatch names a pull request (its pr and commit inputs) or two sides of its own
  const dispatchedPr =
    trigger === 'workflow_dispatch' &&
    (pr !== undefined || request.new.kind === 'pr-head' || request.old.kind === 'pr-base');
  const fromPr = trigger === 'pull_request' || trigger === 'issue_comment' || dispatchedPr;
  if (trigger === 'issue_comment' && request.comment === undefined) {
    throw new RequestError('request.comment is missing: an issue_comment request names its comment');
  }
  if (trigger !== 'issue_comment' && request.comment !== undefined) {
    throw new RequestError(`request.comment is only allowed for issue_comment requests`);
  }
  if (!fromPr && pr !== undefined) throw new RequestError(`request.pr is not allowed for ${trigger} requests`);
  for (const name of ['old', 'new'] as const) {
    const side = request[name];
    const pendingPr = side.kind === 'pr-base' || side.kind === 'pr-head';
    if (pendingPr && trigger !== 'issue_comment' && trigger !== 'workflow_dispatch') {
      throw new RequestError(`request.${name} "${side.kind}" is only for issue_comment and workflow_dispatch requests`);
    }
    if (side.kind === 'baseline' && trigger !== 'schedule') {
      throw new RequestError(`request.${name} "baseline" is only for schedule requests`);
    }
  }
  if (!fromPr) return;
  if (pr === undefined) {
    // Only a draft from a comment or a dispatch may lack it: the gate fetches the PR and pins it.
    if (allowPending && request.new.kind === 'pr-head') return;
    throw new RequestError(`request.pr is missing: a ${trigger} request carries the pinned pull request`);
  }
  if (request.new.kind !== 'ref' || request.new.sha !== pr.headSha) {
    throw new RequestError('request.new must be the pinned head: { kind: "ref", sha: request.pr.headSha }');
  }
  // The base side: pinned to baseSha when known, else the base branch itself.
  const old = request.old;
  const baseOk =
    old.kind === 'ref' &&
    (pr.baseSha === undefined ? old.ref === pr.baseRef && old.sha === undefined : old.sha === pr.baseSha);
  if (!baseOk) {
    throw new RequestError(
      'request.old must be the pull request base: { kind: "ref", sha: request.pr.baseSha } (or ref: request.pr.baseRef without a baseSha)',
    );
  }
}

function validateSetRecord(value: unknown): SetRecord {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new RequestError('request.set must be an object of key: [values]');
  }
  const pairs: string[] = [];
  for (const [key, values] of Object.entries(value)) {
    // the key first: it is named in the messages below
    setOption.key(key, 'request.set key', 'json');
    if (!Array.isArray(values) || values.length === 0) {
      throw new RequestError(`request.set.${key} must be a non-empty array of strings`);
    }
    if (pairs.length + values.length > LIMITS.set) {
      throw new RequestError(tooMany('request.set', pairs.length + values.length, LIMITS.set));
    }
    values.forEach((item, index) => pairs.push(`${key}=${validateValue(item, `request.set.${key}[${index}]`)}`));
  }
  return setOption.parse(pairs, 'json');
}

/**
 * Validates a request (draft or final) and returns a fresh copy holding only
 * known fields. Throws RequestError naming the first bad field.
 */
export function validateRequest(value: unknown): Request {
  return validateAny(value, false) as Request;
}

/** As validateRequest, but pending sides (`pr-base`, `pr-head`, `baseline`) are allowed. */
export function validateDraftRequest(value: unknown): DraftRequest {
  return validateAny(value, true);
}

/** True when neither side is pending: the request can go to the execute job. */
export function isResolvedRequest(request: DraftRequest): request is Request {
  const resolved = (side: Side) => side.kind === 'ref' || side.kind === 'release';
  return resolved(request.old) && resolved(request.new);
}

/** The request as JSON for the execute job; validates first, so nothing invalid is ever written. */
export function serializeRequest(request: Request): string {
  return JSON.stringify(validateRequest(request));
}

/** Reads a request written by serializeRequest, re-validating every field: the execute job trusts nothing. */
export function parseRequestJson(text: string): Request {
  if (typeof text !== 'string') throw new RequestError('request JSON must be text');
  if (text.length > LIMITS.jsonLength) {
    throw new RequestError(`request JSON is ${text.length} characters; at most ${LIMITS.jsonLength}`);
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new RequestError('request JSON is not valid JSON');
  }
  return validateRequest(value);
}

/** How many runs, for people: `12 runs`, `auto runs (up to 30, ±2 %)`. */
export function describeRuns(request: Pick<Request, 'runs' | 'maxRuns' | 'delta'>): string {
  if (request.runs !== 'auto') return `${request.runs} runs`;
  const margin = request.delta === undefined ? '' : `, same within ±${request.delta} %`;
  return `auto runs (up to ${request.maxRuns ?? '?'}${margin})`;
}

/**
 * The binary a side stands for, as CompareRequest takes it: no text between
 * (the side was checked when the request was read, its release normalized as
 * BinarySpec's). A pinned ref is given by its SHA, never by its (possibly
 * attacker-named) ref.
 */
export function sideSpec(side: ResolvedSide): BinarySpec {
  return side.kind === 'release'
    ? { kind: 'release', version: side.version }
    : { kind: 'ref', ref: side.sha ?? side.ref };
}
