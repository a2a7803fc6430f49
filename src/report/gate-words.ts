// What the gate says on a pull request: its acceptances, acknowledgements and refusals, worded in one place. Pure:
// each takes the facts and returns the markdown (logins without an @, so nobody is pinged).
import { describeRuns, type Request } from '../request/request.ts';

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
