// Errors raised while turning --old/--new into a runnable node binary.
//
// Every one of them carries a message meant for the user as it is: the CLI
// prints `error.message` without a stack for any BinaryError. The base and
// the spec's own error live below this layer (src/errors.ts, the spec's
// grammar in options/binary-spec.ts), so that options/ imports nothing from here.
import { BinaryError } from '../errors.ts';

export { BinaryError };

/** A path that is not a usable node executable, or a kind of spec this setup cannot resolve. */
export class BinaryUnusableError extends BinaryError {
  override name = 'BinaryUnusableError';
}

/** A release that does not exist (or not for this platform) on the mirror or registry asked. */
export class ReleaseNotFoundError extends BinaryError {
  override name = 'ReleaseNotFoundError';
}

/**
 * A network request that failed. `unreachable` is true when the host could
 * not be reached or did not answer in time (connection refused, DNS failure,
 * timeout, dropped connection, HTTP 5xx): only those let `auto` fall back to
 * the npm registry.
 */
/** The caller stopped a download (Ctrl-C): not a failure of the source, so no other source is tried. */
export class DownloadInterruptedError extends BinaryError {
  override name = 'DownloadInterruptedError';
}

export class DownloadError extends BinaryError {
  override name = 'DownloadError';
  constructor(
    message: string,
    readonly url: string,
    readonly status: number | undefined,
    readonly unreachable: boolean,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** A download whose checksum or integrity hash does not match: never retried elsewhere. */
export class IntegrityError extends BinaryError {
  override name = 'IntegrityError';
  constructor(
    message: string,
    readonly url: string,
    readonly expected: string,
    readonly actual: string,
  ) {
    super(message);
  }
}

/** A cached release that no longer matches what was downloaded (modified, truncated, half-deleted). */
export class CacheCorruptError extends BinaryError {
  override name = 'CacheCorruptError';
  constructor(
    message: string,
    readonly dir: string,
  ) {
    super(message);
  }
}
