// The bounded, printable fields of the JSON a result directory holds (result.json, failure.json): what a reader
// accepts (text, sha, count) and what a writer makes of a text from a benchmark or a suite (printable).
import { z } from 'zod';
import { GITHUB_SHA } from '../options/grammar.ts';

/** A string of at most max characters with no control characters. */
export const text = (max: number) =>
  z
    .string()
    .max(max)
    // eslint-disable-next-line no-control-regex -- refusing control characters is the point
    .regex(/^[^\u0000-\u0008\u000b-\u001f\u007f]*$/, 'control characters');
export const sha = z.string().regex(GITHUB_SHA, 'a 40-character hex SHA');
export const count = z.number().int().min(0).max(1e9);

/** Texts from benchmark stderr or names from a suite: no control characters (colours), bounded length. */
export function printable(text: string, max: number): string {
  // eslint-disable-next-line no-control-regex -- stripping control characters is the point
  return text.replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, ' ').slice(0, max);
}
