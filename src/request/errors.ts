/** A request that cannot be carried out as given (bad option value, missing repo). */
export class RequestError extends Error {
  override name = 'RequestError';
}
