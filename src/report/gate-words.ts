// What the gate says on a pull request: its acceptances, acknowledgements and refusals, worded in one place. Pure:
// each takes the facts and returns the markdown (logins without an @, so nobody is pinged).
import { describeRuns, type Request } from '../request/request.ts';
import { plural } from './text.ts';

/** The groups and runs of a request, as every acknowledgement names them: `` `buffers` `url`, 4 runs ``. */
export function requestSummary(request: Request): string {
  return `${request.groups.map((g) => `\`${g}\``).join(' ')}, ${describeRuns(request)}`;
}

/** Why an actor's request runs nothing. */
export function notAllowed(login: string): string {
  return `${login} may not run benchmarks (needs write, maintain or admin)`;
}

/** A label added by someone who may not run benchmarks: the pull request is told, once. */
export function labelRefused(label: string, pr: number, reason: string): string {
  return (
    `The \`${label}\` label runs nothing on #${pr}: ${reason}. Someone with write access can remove and ` +
    're-add the label, or comment `/benchmark …`.'
  );
}

/** groups auto chose nothing to run: why, by the suggestion's decision. */
export function noGroupsChosen(decision: 'ask' | 'run' | 'nothing', pr: number): string {
  if (decision === 'ask') {
    return (
      `#${pr} changes files that every benchmark depends on, so no groups were chosen: ` +
      'name the groups to run (`/benchmark <group>…`).'
    );
  }
  if (decision === 'run') {
    return `none of the groups chosen for #${pr} may run here: name the groups to run (\`/benchmark <group>…\`).`;
  }
  return `no benchmark measures what #${pr} changes: name groups to run one anyway (\`/benchmark <group>…\`).`;
}

/** The answer when groups auto chose nothing: why (noGroupsChosen), then the suggestion's lines. */
export function noGroupsReply(why: string, lines: readonly string[]): string {
  return [why, '', ...lines].join('\n');
}

/** The approval recorded with the run (a check run on the commit): what was asked, and in which comment (or how). */
export function approvalSummary(summary: string, asked: number | 'label' | 'dispatch'): string {
  if (asked === 'label') return `${summary}, asked by adding the label`;
  if (asked === 'dispatch') return `${summary}, asked by a workflow dispatch`;
  return `${summary}, asked in comment ${asked}`;
}

/** A re-run that finds no record of what an earlier attempt accepted. */
export function reRunUnrecorded(attempt: number, pr: number, head: string): string {
  return (
    `This is attempt ${attempt} of the workflow run, and nothing records which commit an earlier ` +
    `attempt accepted: the acceptance reply is gone and no approval is recorded on the head of #${pr} ` +
    `(\`${head}\`). A re-run does not benchmark commits nobody approved: comment \`/benchmark …\` again.`
  );
}

/** A re-run after the head moved past the commit that was accepted. */
export function headMovedSinceAcceptance(accepted: string, pr: number, head: string): string {
  return (
    `This request was accepted for commit \`${accepted}\`, but the head of #${pr} is now \`${head}\`: ` +
    'a re-run does not benchmark commits nobody approved. Review the new commits and comment again ' +
    `(\`/benchmark … sha=${head}\`) to benchmark them.`
  );
}

/**
 * The first line of the gate's acceptance reply to a /benchmark comment: it
 * names the comment, so a later gate of the same comment (a re-run) finds
 * what was accepted.
 */
export function acceptanceMarker(commentId: number): string {
  return `<!-- node-benchmark-action:accepted comment=${commentId} -->`;
}

/** The acceptance reply: its marker first (what a re-run finds), then the message. */
export function acceptanceReply(commentId: number, message: string): string {
  return `${acceptanceMarker(commentId)}\n${message}`;
}

const ACCEPTED_SHA = /^Benchmark accepted for commit `([0-9a-f]{40})`/m;

/** The commit an acceptance reply (commentAccepted, moreAccepted) names, or undefined. */
export function acceptedCommitOf(reply: string): string | undefined {
  return ACCEPTED_SHA.exec(reply)?.[1];
}

/** The acceptance reply to a /benchmark comment (after its hidden marker); `chosen`: groups auto's lines, if it ran. */
export function commentAccepted(sha: string, summary: string, chosen: readonly string[] | undefined): string {
  return (
    `Benchmark accepted for commit \`${sha}\` (${summary}). ` +
    `Later pushes are not included; results will be posted here.${chosenLines(chosen)}`
  );
}

/** What a dispatch for a pull request says there, where the results will be posted. */
export function dispatchAnnounced(
  sha: string,
  summary: string,
  chosen: readonly string[] | undefined,
  by: string | undefined,
  runUrl: string | undefined,
): string {
  const who = by ? ` by ${by}` : '';
  const run = runUrl ? ` ([workflow run](${runUrl}))` : '';
  return `Benchmark of commit \`${sha}\` (${summary}) dispatched${who}${run}; results will be posted here.${chosenLines(chosen)}`;
}

/** What the label's request says on the pull request: which groups run (with groups auto, why). */
export function labelAnnounced(sha: string, summary: string, chosen: readonly string[] | undefined): string {
  return `Benchmark of commit \`${sha}\` (${summary}) started by the label; results will be posted here.${chosenLines(chosen)}`;
}

function chosenLines(chosen: readonly string[] | undefined): string {
  return chosen === undefined ? '' : `\n\n${chosen.join('\n')}`;
}

// `/benchmark more` (action/gate-more.ts): its refusals and its acceptance.

export const NO_TABLE =
  "no --runs auto table of this bot on this pull request to run more of (a sharded run's table cannot be run more of yet)";
export const NO_OPEN_ROW = 'nothing to run again: the last table on this pull request left no row open';

/** The last table's open rows already ran to the most a request may ask. */
export function moreCapReached(lastCap: number, most: number): string {
  return `the last table already ran its open rows to ${lastCap} runs per side, the most a request may ask (${most}): nothing more to run`;
}

/** The request in the last table's more-line cannot be run again; `why` is one of earlierRequestRefused's. */
export function moreRequestUnusable(why: string): string {
  return `the last table's request cannot be run again: ${why}`;
}

/** Why the last table's request is not one to run more of (after moreRequestUnusable's colon). */
export const earlierRequestRefused = {
  otherRepository: (theirs: string, ours: string) => `it is for ${theirs}, not ${ours}`,
  otherPull: (pr: number) => `it is not for #${pr}`,
  notAuto: 'it is not a --runs auto request',
  otherCaps: (recorded: readonly (number | undefined)[], caps: readonly number[]) =>
    `its caps (${recorded.join(', ')}) are not the table's (${caps.join(', ')})`,
  otherRun: (lineRun: number, reportRun: number) =>
    `its line names run ${lineRun}, but the report is run ${reportRun}'s`,
  groupNotAllowed: (group: string) => `its group \`${group}\` is not in this workflow's allowed-groups`,
  otherDelta: (theirs: number | undefined, ours: number | undefined) =>
    `its δ (${theirs === undefined ? 'none' : `${theirs} %`}) is not this workflow's (${ours === undefined ? 'none' : `${ours} %`})`,
  notApproved: (sha: string, runId: number) =>
    `nothing of ours records that commit \`${sha}\` was approved for run ${runId} ` +
    '(neither our acceptance reply nor our approval check run)',
};

/** `/benchmark more sha=…` naming another commit than the one the table measured. */
export function moreShaNotMeasured(sha: string, measured: string): string {
  return `sha=${sha} is not the commit the last table measured (${measured}): /benchmark more runs that table's commits`;
}

/** A pull request that is closed runs nothing more. */
export function pullNotOpen(pr: number): string {
  return `#${pr} is not open`;
}

/** The acceptance of `/benchmark more` (after its marker): the table's open rows run again, to a higher cap. */
export function moreAccepted(more: {
  pr: number;
  /** the commit the table measured, and the pull request's head now */
  measured: string;
  head: string;
  open: number;
  lastCap: number;
  nextCap: number;
  minutes: number;
}): string {
  const { pr, measured, head } = more;
  const moved =
    head === measured
      ? ''
      : ` The head of #${pr} is now \`${head}\`: this runs the commits the table measured, not the new ` +
        'ones (comment `/benchmark …` for those).';
  return (
    `Benchmark accepted for commit \`${measured}\` again: ` +
    `${plural(more.open, 'row')} the last table left open run again from ${more.lastCap} to ${more.nextCap} runs per side, ` +
    `for the same commits (about ${plural(more.minutes, 'minute')}). The rows it decided keep their calls; ` +
    `results will be posted in a comment of their own, the last table folded under it.${moved}`
  );
}
