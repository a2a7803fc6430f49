import { UserError } from '../errors.ts';
/** A request that cannot be carried out as given (bad option value, missing repo). */
export class RequestError extends UserError {
  override name = 'RequestError';
}
