// The report comments our bot posted on a pull request of the fake GitHub, as the Action finds them: our author id
// and a report marker of this PR and workflow on the first line (one comment per request).
import { reportMarker, reportRunOf } from '../../src/report/comment.ts';
import { GITHUB_ACTIONS_BOT, type FakeComment, type FakeGitHub } from './fake-github.ts';

/** Every request's report on `pr`, oldest first; with `runId`, only the report of that workflow run's request. */
export function reportComments(
  github: FakeGitHub,
  where: { repo: string; pr: number; workflow: string; runId?: number },
): FakeComment[] {
  const { repo, pr, workflow, runId } = where;
  return github.state
    .comments(repo, pr)
    .filter((c) => c.user.id === GITHUB_ACTIONS_BOT.id)
    .filter((c) =>
      runId === undefined
        ? reportRunOf(c.body.split('\n', 1)[0]!, pr, workflow) !== undefined
        : c.body.startsWith(`${reportMarker(pr, workflow, runId)}\n`),
    );
}
