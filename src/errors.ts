// The one user-facing error base: a message that says what was wrong and
// where, for a person to act on. The CLI and the Action each catch once and
// print the message of a UserError; anything else is a bug and keeps its stack.

export class UserError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = new.target.name;
  }
}

export function isUserError(error: unknown): error is UserError {
  return error instanceof UserError;
}
