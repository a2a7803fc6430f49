// The Request every Action trigger produces (PR label, `/benchmark` comment,
// workflow_dispatch, schedule). The gate job builds it from the event, pins
// SHAs, and hands it to the execute job as JSON; the execute job re-validates
// it with parseRequestJson and trusts nothing else about it.
//
// Every string in a Request is from a small alphabet ([A-Za-z0-9_.,:=/-]),
// short, and cannot start with `-` or `/` or contain `..`, so it is safe as one
// argv element and cannot name a path outside the benchmark tree. SHAs are
// full 40-hex lowercase.
import type { z } from 'zod';
import type { BinarySpec } from '../options/binary-spec.ts';
import { SHA_ANY_CASE, isFullSha } from '../options/grammar.ts';
import { LIMITS } from '../options/values.ts';
import { RequestError } from '../errors.ts';
import {
  actor,
  EARLIER_CAPS,
  groups,
  parseField,
  pinnedSha,
  releaseVersion,
  repository,
  requestSchema,
} from './request-schema.ts';

export const REQUEST_SCHEMA_VERSION = 1;

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

/**
 * A request, as request-schema.ts reads the request JSON (each field declared
 * there, once), with its sides: pending ones in a draft, resolved ones after
 * the gate.
 */
export type RequestOf<S extends Side> = Omit<RequestJson, 'old' | 'new'> & { old: S; new: S };

type RequestJson = z.output<ReturnType<typeof requestSchema>>;

/** How many runs a request asks for: a count, or auto with its cap (maxRuns) and its margin of "same" (delta). */
export type RequestRuns = Pick<RequestJson, 'runs' | 'maxRuns' | 'delta'>;

/** What a request runs: its groups, the rows of them it keeps, and its runs. */
export interface RequestSelection extends RequestRuns {
  groups: RequestJson['groups'];
  filter: RequestJson['filter'];
  exclude: RequestJson['exclude'];
  set: RequestJson['set'];
}

/** What a `/benchmark more` request runs on. */
export type MoreOf = NonNullable<RequestJson['more']>;

/** What the execute job consumes: both sides resolved, PR SHAs pinned. */
export type Request = RequestOf<ResolvedSide>;
/** What an event yields before the gate has resolved pending sides. */
export type DraftRequest = RequestOf<Side>;

// ---------------------------------------------------------------------------
// The request JSON: its fields are request-schema.ts's; the rules between them are here. The single fields
// (an event's, named by the event) read by the same schema.

export const validateSha = (value: unknown, field: string): string => parseField(pinnedSha, value, field);
export const validateGroups = (values: unknown, field = 'groups'): string[] => parseField(groups, values, field);
export const validateActor = (value: unknown, field: string): Actor => parseField(actor, value, field);
export const validateRepository = (value: unknown, field = 'repository'): string =>
  parseField(repository, value, field);
export const validateReleaseVersion = (value: unknown, field: string): string =>
  parseField(releaseVersion, value, field);

const schemas = { draft: requestSchema(true), resolved: requestSchema(false) };

function validateAny(value: unknown, allowPending: boolean): DraftRequest {
  const request: DraftRequest = parseField(allowPending ? schemas.draft : schemas.resolved, value, 'request');
  checkSides(request);
  checkRuns(request);
  checkTrigger(request, allowPending);
  return request;
}

/** A pinned ref's SHA is its own. */
function checkSides(request: DraftRequest): void {
  for (const name of ['old', 'new'] as const) {
    const side = request[name];
    const field = `request.${name}`;
    if (side.kind !== 'ref' || !SHA_ANY_CASE.test(side.ref)) continue;
    if (side.sha === undefined && !isFullSha(side.ref)) {
      throw new RequestError(`${field}.ref: write a commit SHA in lowercase`);
    }
    if (side.sha !== undefined && side.ref !== side.sha) {
      throw new RequestError(`${field}.ref is a commit SHA other than ${field}.sha`);
    }
  }
}

/** runs auto carries its cap (and maybe δ, and what `more` runs on); a fixed count carries none of them. */
function checkRuns(request: DraftRequest): void {
  if (request.runs === 'auto') {
    if (request.maxRuns === undefined)
      throw new RequestError('request.maxRuns is missing: runs "auto" carries its cap');
  } else {
    if (request.maxRuns !== undefined) throw new RequestError('request.maxRuns is only for runs "auto"');
    if (request.delta !== undefined) throw new RequestError('request.delta is only for runs "auto"');
  }
  if (request.more === undefined) return;
  if (request.runs !== 'auto') throw new RequestError('request.more is only for runs "auto" requests');
  if (request.more.earlierCaps.at(-1)! >= request.maxRuns!) {
    throw new RequestError(`request.more.earlierCaps ${EARLIER_CAPS}`);
  }
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
export function describeRuns(request: RequestRuns): string {
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
