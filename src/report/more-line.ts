// `/benchmark more`: the hidden line a PR's report comment carries when its
// `--runs auto` table left rows open, read back by the gate. It is the
// comment's second line, right under the sticky marker, and is only ever
// read from OUR sticky comment (findStickyComment: our marker and our author
// id), so what it holds was written by the report job; the gate still
// re-validates the request in it (parseRequestJson) as the trust boundary.
//
//   <!-- node-benchmark-action:more run=<run id> caps=30,60 open=<rows> minutes=<estimate> request=<base64> -->
//
// The request is standard base64 (RFC 4648 §4), not base64url: base64url's
// `-` could make a `--` inside the HTML comment.
import { LIMITS } from '../options/values.ts';

export const MORE_LINE_PREFIX = '<!-- node-benchmark-action:more ';
const LINE =
  /^<!-- node-benchmark-action:more run=([1-9]\d{0,15}) caps=(\d{1,3}(?:,\d{1,3}){0,8}) open=(\d{1,7}) minutes=(\d{1,7}) request=([A-Za-z0-9+/]+={0,2}) -->$/;
/** a request longer than this (encoded) is not carried: the table then offers no `more` */
const MAX_ENCODED = 16_000;

export interface MoreLine {
  /** the workflow run whose result artifact holds the table's CSV */
  runId: number;
  /** the caps the table's passes ran to, in order (the last is its maxRuns) */
  caps: number[];
  /** rows the table left open (not distinguishable, or not tested) */
  open: number;
  /** about how long running them to the next cap takes */
  minutes: number;
  /** the request the table answered, as JSON (parseRequestJson it: it is re-validated like any request) */
  requestJson: string;
}

/**
 * The cap a `more` runs the open rows to: twice the last, at most LIMITS.runs
 * (the highest runs anything may ask for; the max-runs input is the first
 * pass's cap, so it cannot also be the ceiling). Undefined when the last cap
 * is already the ceiling.
 */
export function nextMoreCap(lastCap: number): number | undefined {
  return lastCap >= LIMITS.runs ? undefined : Math.min(2 * lastCap, LIMITS.runs);
}

/**
 * About how long the open rows take to run from the last cap to the next:
 * the run's time per configuration and run (its duration over the pairs of
 * runs it measured: old and new of one configuration) × the open rows × the
 * runs each gets at most. The duration includes builds and listing, so it
 * errs long; rounded up to whole minutes, at least one.
 */
export function moreMinutes(input: {
  durationMs: number;
  /** the pairs of runs the run itself measured (a `more` run: only those it added to the earlier result) */
  pairs: number;
  open: number;
  lastCap: number;
  nextCap: number;
}): number {
  const pairs = Math.max(1, input.pairs);
  const ms = (input.durationMs / pairs) * input.open * (input.nextCap - input.lastCap);
  return Math.max(1, Math.ceil(ms / 60_000));
}

/** The hidden line, or undefined when the request is too long to carry. */
export function moreLine(line: MoreLine): string | undefined {
  const encoded = Buffer.from(line.requestJson, 'utf8').toString('base64');
  if (encoded.length > MAX_ENCODED) return undefined;
  return `${MORE_LINE_PREFIX}run=${line.runId} caps=${line.caps.join(',')} open=${line.open} minutes=${line.minutes} request=${encoded} -->`;
}

/**
 * The hidden line of a report comment's body (its second line), or undefined.
 * Only the shape is checked here; the caller re-validates the request.
 */
export function readMoreLine(body: string): MoreLine | undefined {
  const second = body.replace(/\r\n/g, '\n').split('\n', 2)[1];
  if (second === undefined || second.length > MAX_ENCODED + 200) return undefined;
  const match = LINE.exec(second);
  if (!match) return undefined;
  const caps = match[2]!.split(',').map(Number);
  if (!caps.every((cap, i) => cap >= 3 && cap <= LIMITS.runs && (i === 0 || cap > caps[i - 1]!))) return undefined;
  const requestJson = Buffer.from(match[5]!, 'base64').toString('utf8');
  return {
    runId: Number(match[1]),
    caps,
    open: Number(match[3]),
    minutes: Number(match[4]),
    requestJson,
  };
}
