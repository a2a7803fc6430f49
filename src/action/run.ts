// Mode run: a trusted, all-in-one comparison described by the inputs (or by a
// workflow_dispatch form's values over them), executed and reported in one job.
// Here the inputs become its request; main.ts runs the execute and report
// parts as the two-job modes do.
import { RequestError } from '../errors.ts';
import { describedRequest, requestFromEvent } from '../request/events.ts';
import { isResolvedRequest, validateRequest, type Request } from '../request/request.ts';
import { describedEventInputs } from './gate.ts';
import type { GitHubEnv } from './github-env.ts';
import type { ActionInputs } from './inputs.ts';

/**
 * The run mode's request: on a workflow_dispatch, the dispatch reader's (the form's values over the inputs);
 * on any other trigger, the inputs alone, by the same rule.
 */
export function runModeRequest(inputs: ActionInputs, github: GitHubEnv): Request {
  const described = describedEventInputs(inputs);
  if (github.eventName !== 'workflow_dispatch') {
    return validateRequest(describedRequest(described, `${github.owner}/${github.repo}`));
  }
  const result = requestFromEvent({
    eventName: github.eventName,
    payload: github.payload,
    inputs: described,
    repository: `${github.owner}/${github.repo}`,
  });
  if (result.kind !== 'run')
    throw new RequestError(result.kind === 'more' ? 'a dispatch runs no /benchmark more' : result.reason);
  if (!isResolvedRequest(result.request)) throw new RequestError('mode run needs old and new inputs');
  return result.request;
}
