// HTTP for release downloads: one request with a stall watchdog, text/JSON
// bodies, and streamed downloads hashed as they arrive. Errors say what was
// being done and whether the host could not be reached (then `auto` tries
// the next source).
import type { Hash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

import { DownloadError, DownloadInterruptedError, ReleaseNotFoundError } from './errors.ts';
import type { FetchFn } from '../net/fetch.ts';

export interface HttpContext {
  fetch: FetchFn;
  /** longest wait for an answer, and longest stall inside a body */
  timeoutMs: number;
  /** the caller's stop (Ctrl-C): the request or download ends at once with DownloadInterruptedError */
  signal?: AbortSignal;
  /** progress of long downloads */
  log?: (line: string) => void;
}

function describeFetchFailure(error: unknown): string {
  const err = error as { name?: string; message?: string; cause?: { code?: string; message?: string } };
  const cause = err.cause;
  if (cause && typeof cause === 'object' && (cause.code || cause.message)) {
    return [cause.code, cause.message].filter(Boolean).join(' ');
  }
  return err.message ?? String(error);
}

class Timeout extends Error {}
class Interrupted extends Error {}

/**
 * One request with a timer that aborts it when nothing happens for
 * `timeoutMs`; `poke()` restarts the timer (called for each body chunk).
 * The caller's signal aborts it too (Ctrl-C during a download).
 */
class Watchdog {
  readonly controller = new AbortController();
  private timer: NodeJS.Timeout | undefined;
  private readonly onAbort = () => this.controller.abort(new Interrupted());
  constructor(
    private readonly timeoutMs: number,
    private readonly signal: AbortSignal | undefined,
  ) {
    if (signal?.aborted) this.controller.abort(new Interrupted());
    else signal?.addEventListener('abort', this.onAbort, { once: true });
    this.poke();
  }
  poke(): void {
    clearTimeout(this.timer);
    if (this.controller.signal.aborted) return;
    this.timer = setTimeout(() => this.controller.abort(new Timeout()), this.timeoutMs);
  }
  stop(): void {
    clearTimeout(this.timer);
    this.signal?.removeEventListener('abort', this.onAbort);
  }
  get timedOut(): boolean {
    return this.controller.signal.reason instanceof Timeout;
  }
  /** Throws DownloadInterruptedError when the caller stopped us. */
  checkInterrupted(what: string): void {
    if (this.controller.signal.reason instanceof Interrupted)
      throw new DownloadInterruptedError(`${what}: interrupted`);
  }
}

async function request(
  ctx: HttpContext,
  url: string,
  what: string,
  watchdog: Watchdog,
  accept?: string,
): Promise<Response> {
  let response: Response;
  try {
    response = await ctx.fetch(url, {
      signal: watchdog.controller.signal,
      redirect: 'follow',
      headers: accept ? { accept } : {},
    });
  } catch (error) {
    watchdog.stop();
    watchdog.checkInterrupted(what);
    const why = watchdog.timedOut ? `no answer within ${ctx.timeoutMs / 1000} s` : describeFetchFailure(error);
    throw new DownloadError(`${what}: cannot reach ${url}: ${why}`, url, undefined, true, { cause: error });
  }
  if (!response.ok) {
    watchdog.stop();
    await response.body?.cancel().catch(() => {});
    const status = `HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ''}`;
    if (response.status === 404) {
      throw new ReleaseNotFoundError(`${what}: ${url} answered ${status}`);
    }
    throw new DownloadError(`${what}: ${url} answered ${status}`, url, response.status, response.status >= 500);
  }
  return response;
}

function bodyFailure(ctx: HttpContext, url: string, what: string, watchdog: Watchdog, error: unknown): DownloadError {
  watchdog.checkInterrupted(what);
  const why = watchdog.timedOut ? `stalled for ${ctx.timeoutMs / 1000} s` : describeFetchFailure(error);
  return new DownloadError(`${what}: download from ${url} broke off: ${why}`, url, undefined, true, { cause: error });
}

export async function fetchText(ctx: HttpContext, url: string, what: string, accept?: string): Promise<string> {
  const watchdog = new Watchdog(ctx.timeoutMs, ctx.signal);
  try {
    const response = await request(ctx, url, what, watchdog, accept);
    try {
      return await response.text();
    } catch (error) {
      throw bodyFailure(ctx, url, what, watchdog, error);
    }
  } finally {
    watchdog.stop();
  }
}

export async function fetchJson(ctx: HttpContext, url: string, what: string, accept?: string): Promise<unknown> {
  const text = await fetchText(ctx, url, what, accept);
  try {
    return JSON.parse(text);
  } catch {
    throw new DownloadError(
      `${what}: ${url} did not answer with JSON (got ${JSON.stringify(text.slice(0, 80))})`,
      url,
      200,
      false,
    );
  }
}

/** Streams `url` into `file`, feeding every byte to `hash`. */
export async function download(ctx: HttpContext, url: string, file: string, hash: Hash, what: string): Promise<void> {
  const watchdog = new Watchdog(ctx.timeoutMs, ctx.signal);
  try {
    const response = await request(ctx, url, what, watchdog);
    if (response.body === null) throw new DownloadError(`${what}: ${url} sent no body`, url, response.status, false);
    const progress = downloadProgress(ctx, what, Number(response.headers.get('content-length')));
    const tap = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        watchdog.poke();
        hash.update(chunk);
        progress(chunk.length);
        callback(null, chunk);
      },
    });
    try {
      await pipeline(response.body as unknown as NodeJS.ReadableStream, tap, createWriteStream(file));
    } catch (error) {
      throw bodyFailure(ctx, url, what, watchdog, error);
    }
  } finally {
    watchdog.stop();
  }
}

const MiB = 1024 * 1024;

/** Logs a download's progress at each quarter, for downloads big enough to wait for (a release is 30-50 MB). */
function downloadProgress(ctx: HttpContext, what: string, total: number): (bytes: number) => void {
  if (ctx.log === undefined || !(total >= 4 * MiB)) return () => {};
  const log = ctx.log;
  let received = 0;
  let quarter = 0;
  return (bytes) => {
    received += bytes;
    const reached = Math.min(4, Math.floor((received / total) * 4));
    if (reached <= quarter || reached === 4) return;
    quarter = reached;
    log(`${what}: ${(received / MiB).toFixed(1)} of ${(total / MiB).toFixed(1)} MiB (${quarter * 25} %)`);
  };
}
