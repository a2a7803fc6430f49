// Mode run: a trusted, all-in-one comparison described by the inputs (or by a
// workflow_dispatch form's values over them), executed and reported in one job.
// Here the inputs become its request; main.ts runs the execute and report
// parts as the two-job modes do.
import { RequestError } from '../errors.ts';
import { requestFromEvent } from '../request/events.ts';
import { isResolvedRequest, type Request } from '../request/request.ts';
import { describedEventInputs } from './gate.ts';
import type { GitHubEnv } from './github-env.ts';
import type { ActionInputs } from './inputs.ts';

/** The run mode's request: the inputs, with a workflow_dispatch form's values over them. */
export function runModeRequest(inputs: ActionInputs, github: GitHubEnv): Request {
  const dispatch = github.eventName === 'workflow_dispatch';
  const result = requestFromEvent({
    eventName: 'workflow_dispatch',
    payload: dispatch ? github.payload : { inputs: {} },
    inputs: describedEventInputs(inputs),
    repository: `${github.owner}/${github.repo}`,
  });
  if (result.kind !== 'run')
    throw new RequestError(result.kind === 'more' ? 'a dispatch runs no /benchmark more' : result.reason);
  if (!isResolvedRequest(result.request)) throw new RequestError('mode run needs old and new inputs');
  return result.request;
}
