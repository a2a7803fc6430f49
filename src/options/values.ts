// Value checks for what comes from GitHub (a comment, an input, the request
// JSON): one value, one git ref, and the limits on how many. The messages
// never repeat a value that failed: a comment's refusal is posted back.
import { RequestError } from '../errors.ts';
import { GIT_REF, VALUE } from './grammar.ts';

export const LIMITS = {
  /** characters in one value (group, filter, exclude, set key or value, ref) */
  valueLength: 100,
  /**
   * benchmark groups in one request. Higher than the other caps: node core has
   * ~45 benchmark categories and a nightly run may name them all.
   */
  groups: 64,
  filter: 20,
  exclude: 20,
  /** `--set` values in total (over all keys) */
  set: 20,
  /** runs per configuration and binary */
  runs: 200,
  /** parseRequestJson refuses longer input outright */
  jsonLength: 100_000,
} as const;

/**
 * One value: a group, filter, exclude, set value, ref. Throws RequestError
 * naming `field`; the message never repeats a value that failed.
 */
export function validateValue(value: unknown, field: string): string {
  if (typeof value !== 'string') throw new RequestError(`${field} must be a string`);
  if (value === '') throw new RequestError(`${field} is empty`);
  if (value.length > LIMITS.valueLength) {
    throw new RequestError(`${field} is longer than ${LIMITS.valueLength} characters`);
  }
  if (!VALUE.test(value)) {
    throw new RequestError(`${field} may only contain letters, digits and _ . , : = / -`);
  }
  if (value.startsWith('-')) throw new RequestError(`${field} cannot start with "-"`);
  if (value.startsWith('/')) throw new RequestError(`${field} cannot start with "/"`);
  if (value.includes('..')) throw new RequestError(`${field} cannot contain ".."`);
  return value;
}

/** A git ref name (branch, tag, SHA): the value alphabet minus `,:=`, git's own rules on top. */
export function validateRef(value: unknown, field: string): string {
  const ref = validateValue(value, field);
  if (!GIT_REF.test(ref))
    throw new RequestError(`${field} is not a git ref: only letters, digits and _ . / - are allowed`);
  if (ref.includes('//') || ref.endsWith('/') || ref.endsWith('.') || ref.endsWith('.lock')) {
    throw new RequestError(`${field} is not a valid git ref name`);
  }
  if (ref.split('/').some((part) => part.startsWith('.'))) {
    throw new RequestError(`${field} is not a valid git ref name (a component starts with ".")`);
  }
  return ref;
}
