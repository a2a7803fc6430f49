// Errors raised while building node from a git ref.
//
// They extend BinaryError, so the CLI prints their message as it is (no
// stack): every message names what went wrong and what to do about it.

import { BinaryError } from './errors.ts';

export type BuildErrorCode =
  | 'bad-input'
  | 'git-failed'
  | 'unknown-ref'
  | 'no-merge-base'
  | 'merge-conflict'
  | 'disk-space'
  | 'lock-timeout'
  | 'build-failed'
  | 'missing-binary'
  | 'aborted';

export class BuildError extends BinaryError {
  override name = 'BuildError';
  constructor(
    readonly code: BuildErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** The build command failed or did not leave a binary; carries the log. */
export class BuildFailedError extends BuildError {
  override name = 'BuildFailedError';
  constructor(
    code: 'build-failed' | 'missing-binary' | 'aborted',
    message: string,
    readonly sha: string,
    readonly logFile: string,
    /** the last lines of the log, as they are in the message */
    readonly logTail: string,
  ) {
    super(code, message);
  }
}
