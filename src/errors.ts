// The one user-facing error base: a message that says what was wrong and
// where, for a person to act on. The CLI and the Action each catch once and
// print the message of a UserError; anything else is a bug and keeps its stack.

export class UserError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = new.target.name;
  }
}

/**
 * A request that cannot be carried out as given (bad option value, missing
 * repo). Here, beside UserError, so that src/options/ (which words most of
 * them) imports nothing from a layer above it. Every layer imports it from here.
 */
export class RequestError extends UserError {
  override name = 'RequestError';
}

/**
 * Anything wrong with a binary spec or getting its binary (binaries/errors.ts
 * has the kinds). Here, as RequestError, so that the --old/--new grammar in
 * src/options/ can throw one.
 */
export class BinaryError extends UserError {
  override name = 'BinaryError';
}

export function isUserError(error: unknown): error is UserError {
  return error instanceof UserError;
}
