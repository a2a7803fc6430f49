// The schema of the request JSON (request.ts says what a Request is): its shape in zod, each value by its grammar
// in options/, every issue one line naming the field. The rules between fields (a PR's pinned sides, runs auto's
// cap) are request.ts's.
import { z } from 'zod';
import { sha } from '../artifact/fields.ts';
import { normalizeReleaseVersion } from '../options/binary-spec.ts';
import { RequestError } from '../errors.ts';
import {
  delta,
  exclude,
  filter,
  maxRuns,
  runsSetting,
  set as setOption,
  tooMany,
  type SetRecord,
} from '../options/selection.ts';
import { LIMITS, validateRef, validateValue } from '../options/values.ts';

const REPOSITORY = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})\/[A-Za-z0-9_.-]{1,100}$/;
// GitHub logins: alphanumerics and single hyphens, at most 39; apps appear as `name[bot]`.
const LOGIN = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})(?:\[bot\])?$/;

// A grammar of options/ words its own message around the field's name; the name is the issue's path, known only
// when the issue is described, so the grammar is given this stand-in for it.
const FIELD = '\u0000field\u0000';

/** A field checked by its grammar in options/ (which throws a RequestError naming `field`). */
function grammar<T>(check: (value: unknown, field: string) => T) {
  return z.unknown().transform(checkedBy(check));
}

/** The transform running a grammar: its RequestError becomes the issue, a whole line. */
function checkedBy<I, T>(check: (value: I, field: string) => T) {
  return (value: I, ctx: z.core.$RefinementCtx<I>): T => {
    if (value === undefined) {
      ctx.issues.push({ code: 'custom', message: 'is missing', input: value });
      return z.NEVER;
    }
    try {
      return check(value, FIELD);
    } catch (error) {
      if (!(error instanceof RequestError)) throw error;
      ctx.issues.push({ code: 'custom', message: error.message, input: value, params: { line: true } });
      return z.NEVER;
    }
  };
}

/** schema, with one message for whatever was wrong with the value. */
function says<S extends z.ZodType>(schema: S, message: string) {
  return z.custom<z.output<S>>((value) => schema.safeParse(value).success, { error: message });
}

const strict = <S extends z.core.$ZodLooseShape>(shape: S) => z.strictObject(shape, { error: 'must be an object' });

export const pinnedSha = says(sha, 'must be a full 40-character lowercase hex commit SHA');
const id = says(z.int().positive(), 'must be a positive integer');
export const repository = says(
  z
    .string()
    .regex(REPOSITORY)
    .refine((name) => !/\/\.\.?$/.test(name)),
  'must be owner/name',
);
export const releaseVersion = says(
  // normalized: what normalizeReleaseVersion makes of it is itself (not `v20`, `LTS`, `current`)
  z.string().refine((version) => normalizeReleaseVersion(version) === version),
  'must be a normalized release version (20.0.0, 20, 20.1, lts, lts/iron, latest)',
);
export const actor = strict({ login: says(z.string().regex(LOGIN), 'is not a GitHub login'), id });
export const groups = z
  .array(grammar(validateValue), { error: 'must be an array of strings' })
  .max(LIMITS.groups, { error: (issue) => tooMany(FIELD, (issue.input as unknown[]).length, LIMITS.groups) })
  .min(1, 'must name at least one benchmark group')
  .refine((list) => new Set(list).size === list.length, 'names a group twice');

const ref = grammar(validateRef);
const PENDING = ['pr-base', 'pr-head', 'baseline'] as const;

/** A side: resolved, or (in a draft) pending, which the gate fills in. */
function side(allowPending: boolean) {
  const pending = allowPending
    ? strict({ kind: z.enum(PENDING) })
    : z.object({ kind: z.enum(PENDING) }).superRefine((side, ctx) => {
        const message = `${FIELD} is still "${side.kind}": the gate must resolve it before the request is passed on`;
        ctx.addIssue({ code: 'custom', message, params: { line: true } });
      });
  return z.discriminatedUnion(
    'kind',
    [
      strict({ kind: z.literal('ref'), ref, sha: pinnedSha.optional() }),
      strict({ kind: z.literal('release'), version: releaseVersion }),
      pending,
    ],
    { error: (issue) => (issue.code === 'invalid_union' ? 'must be "ref" or "release"' : 'must be an object') },
  );
}

// an array; its items are the grammar's to check
const strings = z.array(z.unknown(), { error: 'must be an array of strings' });
export const EARLIER_CAPS = 'must be 1 to 8 increasing whole numbers of runs, from 3, each below request.maxRuns';

const TRIGGERS = ['pull_request', 'issue_comment', 'workflow_dispatch', 'schedule'] as const;

/** The request JSON, its fields in the order serializeRequest writes them; a draft's sides may be pending. */
export const requestSchema = (allowPending: boolean) =>
  strict({
    schemaVersion: z.literal(1, 'must be 1'),
    trigger: z.enum(TRIGGERS, `must be one of ${TRIGGERS.join(', ')}`),
    /** owner/name */
    repository,
    old: side(allowPending),
    new: side(allowPending),
    groups,
    filter: strings.transform(checkedBy((list) => filter.parse(list as string[], 'json'))),
    exclude: strings.transform(checkedBy((list) => exclude.parse(list as string[], 'json'))),
    set: grammar(setRecord),
    /** runs per configuration and binary, or `auto`: rounds until each configuration is settled, up to maxRuns */
    runs: grammar((value) => runsSetting.check(value, 'json')),
    /** runs auto only (and then always; request.ts checks which go together): the most runs per side */
    maxRuns: grammar((value) => maxRuns.check(value, 'json')).optional(),
    /** runs auto only: the margin of "same" in percent (2.5 = ±2.5 %); absent: DEFAULT_DELTA_PERCENT */
    delta: grammar((value) => delta.check(value, 'json')).optional(),
    pr: strict({
      number: id,
      /** the head commit pinned at gate time; the execute job checks out exactly this */
      headSha: pinnedSha,
      /** the base branch (a validated ref name from the base repository) */
      baseRef: ref,
      baseSha: pinnedSha.optional(),
    }).optional(),
    /** the `/benchmark` comment (issue_comment only) */
    comment: strict({ id, author: actor }).optional(),
    requestedBy: actor.optional(),
    /**
     * `/benchmark more`: this request runs on an earlier result of the same
     * request (the artifact of workflow run `runId`, whose passes went to
     * `earlierCaps`): its calls stand, the rows it left open run on to maxRuns
     */
    more: strict({
      /** the workflow run whose result artifact holds the earlier samples */
      runId: id,
      /** the caps the earlier result's passes ran to, increasing, the last below maxRuns */
      earlierCaps: says(
        z
          .array(z.int().min(3))
          .min(1)
          .max(8)
          .refine((caps) => caps.every((cap, i) => i === 0 || cap > caps[i - 1]!)),
        EARLIER_CAPS,
      ),
    }).optional(),
  });

/** request.set: a record of key: [values], checked pair by pair by the --set grammar. */
function setRecord(value: unknown): SetRecord {
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

/** The value as schema reads it, or a RequestError: the first issue, in one line naming the field (`root.a[0]`). */
export function parseField<S extends z.ZodType>(schema: S, value: unknown, root: string): z.output<S> {
  const result = schema.safeParse(value, { reportInput: true });
  if (result.success) return result.data;
  const issues = result.error.issues;
  // An object's unknown keys come before what is wrong inside it.
  const first = issues[0]!;
  const unknown = issues.find((issue) => issue.code === 'unrecognized_keys' && isPrefix(issue.path, first.path));
  throw new RequestError(describeIssue(unknown ?? first, root));
}

const isPrefix = (prefix: readonly PropertyKey[], path: readonly PropertyKey[]) =>
  prefix.length <= path.length && prefix.every((key, i) => key === path[i]);

function describeIssue(issue: z.core.$ZodIssue, root: string): string {
  const field = issue.path.reduce<string>(
    (name, key) => (typeof key === 'number' ? `${name}[${key}]` : `${name}.${String(key)}`),
    root,
  );
  // a grammar's message is a whole line
  if (issue.code === 'custom' && issue.params?.line === true) return issue.message.replaceAll(FIELD, field);
  if (issue.code === 'unrecognized_keys') {
    // Name the key only if it is harmless to print.
    const key = issue.keys[0]!;
    return `${field} has an unknown key${/^[A-Za-z_][A-Za-z0-9_]{0,40}$/.test(key) ? ` "${key}"` : ''}`;
  }
  if (issue.input === undefined && issue.path.length > 0) return `${field} is missing`;
  // a message naming the field itself (as the grammars' tooMany) is a whole line
  return issue.message.includes(FIELD) ? issue.message.replaceAll(FIELD, field) : `${field} ${issue.message}`;
}
