// The one process supervisor: every child this project starts (builds, git,
// benchmarks of both suites, version probes) goes through runSupervised.
//
// - argv arrays only, never a shell string;
// - the environment and working directory are required: nothing is
//   inherited from this process by accident (a token once leaked that way);
// - each child leads its own process group, and the whole group is killed on
//   a time limit, on abort, when the child exits (what it left behind would
//   skew the next measurement or hold our pipes) and when we exit;
// - a sandbox, when given, wraps the command (see sandbox.ts): killing the
//   sandbox kills everything inside it, even what left the process group.

import { spawn, type ChildProcess, type StdioOptions } from 'node:child_process';
import { closeSync, openSync, writeSync } from 'node:fs';
import type { Readable } from 'node:stream';

/** An environment we built on purpose (see env.ts); never process.env itself. */
export type ChildEnv = Readonly<Record<string, string>>;

/** Why we killed a child ('output': its output broke the protocol, result.outputProblem says how). */
export type KillCause = 'timeout' | 'deadline' | 'aborted' | 'output';

/**
 * The longest stdout line ('lines') and the longest message on the IPC
 * channel we read (a CSV row or a report is short; a line without end is not
 * one): past it the child is killed instead of one string growing in our
 * process until V8 refuses it and we crash.
 */
export const MAX_LINE_CHARS = 16 * 1024 * 1024;

/** The fd of the IPC channel in the child (Node's own IPC, which node sets up from NODE_CHANNEL_FD). */
const CHANNEL_FD = 3;

/**
 * A 'data' handler that cuts utf8 text into lines: `onLine` per line, and
 * `onTooLong` once (nothing is read after it) when a line passes `maxChars`.
 * Only each new chunk is searched, so a line without end costs its length once.
 */
function lineSplitter(maxChars: number, onLine: (line: string) => void, onTooLong: () => void) {
  let pending = '';
  let tooLong = false;
  return {
    push(chunk: string): void {
      if (tooLong) return;
      let newline = chunk.indexOf('\n');
      if (newline === -1) pending += chunk;
      let start = 0;
      while (newline !== -1) {
        const line = pending + chunk.slice(start, newline);
        pending = '';
        start = newline + 1;
        onLine(line.endsWith('\r') ? line.slice(0, -1) : line);
        newline = chunk.indexOf('\n', start);
        if (newline === -1) pending = chunk.slice(start);
      }
      if (pending.length > maxChars) {
        pending = '';
        tooLong = true;
        onTooLong();
      }
    },
    /** the text after the last newline, taken */
    rest(): string {
      const rest = pending;
      pending = '';
      return rest;
    },
  };
}

/** Turns a command into the command that runs it inside a sandbox. */
export interface CommandWrapper {
  /** `cwd` is where the command runs (the wrapper may have to enter it itself) */
  wrap(command: string, args: readonly string[], cwd: string): { command: string; args: string[] };
}

export interface ProcessSpec {
  command: string;
  args: readonly string[];
  cwd: string;
  env: ChildEnv;
  /** kill the group after `ms`; the result says `cause` */
  limit?: { ms: number; cause: Exclude<KillCause, 'aborted'> };
  /** kill the group when this aborts (result.killed = 'aborted') */
  signal?: AbortSignal;
  /** runs the command inside this sandbox */
  sandbox?: CommandWrapper;
  /**
   * stdout: 'ignore' drains it, 'capture' keeps it for the result (up to
   * captureLimit characters), 'lines' calls onLine per line.
   */
  stdout?: 'ignore' | 'capture' | 'lines';
  onLine?: (line: string) => void;
  /** 'lines': a longer line kills the child (result.killed = 'output'); default MAX_LINE_CHARS */
  maxLineChars?: number;
  /** text after the last newline when stdout closed ('lines' only) */
  onPartialLine?: (text: string) => void;
  /** every stderr chunk as it arrives */
  onStderr?: (text: string) => void;
  /**
   * opens an IPC channel (fd 3, JSON lines: what the child's process.send
   * writes) and delivers each message; we read it ourselves, so a message that
   * is too long or not JSON kills the child (killed 'output') instead of
   * throwing in Node's parser in our process
   */
  onMessage?: (message: unknown) => void;
  /** characters of stderr kept for the result (default 16 KiB) */
  stderrTailChars?: number;
  /** characters of stdout kept with 'capture' (default 1 MiB) */
  captureLimit?: number;
  /**
   * Append stdout and stderr to this file instead (a build log). After
   * maxBytes the file stops growing; the last 64 KiB are appended at the end.
   */
  logFile?: { path: string; maxBytes: number };
}

export interface ProcessResult {
  /** exit code, null when killed by a signal or never started */
  exitCode: number | null;
  signal: NodeJS.Signals | null;
  /** set when we killed it */
  killed: KillCause | null;
  /** the process could not be started (ENOENT, EACCES, a missing cwd) */
  spawnError: Error | null;
  /** with stdout 'capture' */
  stdout: string;
  stderrTail: string;
  durationMs: number;
  /** bytes of output the log file did not take (logFile only) */
  logOmittedBytes: number;
  /** killed 'output': what broke the protocol, in words */
  outputProblem?: string;
}

export type Supervisor = (spec: ProcessSpec) => Promise<ProcessResult>;

/** After the child exits, how long its pipes may stay open (something that escaped the group can hold them). */
const DRAIN_GRACE_MS = 2000;
/** setTimeout fires at once past 2^31-1 ms: longer limits are no limit. */
const MAX_TIMER_MS = 2 ** 31 - 1;
const LOG_TAIL_BYTES = 64 * 1024;

// Process groups alive right now, killed if this process exits first (an
// uncaught error, process.exit from the CLI) — they would outlive us.
const liveGroups = new Set<number>();
let exitHookInstalled = false;

function track(pid: number): void {
  liveGroups.add(pid);
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.on('exit', killAllSupervised);
}

/** SIGKILL the process group led by pid, or the pid alone when it leads none. */
function killGroup(pid: number): void {
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
}

/** Kills every process group still running. For exit paths; runSupervised cleans up after itself. */
export function killAllSupervised(): void {
  for (const pid of liveGroups) killGroup(pid);
  liveGroups.clear();
}

/** How many supervised groups are alive (tests check nothing is left). */
export function liveGroupCount(): number {
  return liveGroups.size;
}

/** Keeps the last characters of a stream without holding all of it. */
class Tail {
  #text = '';
  constructor(readonly max: number) {}
  push(chunk: string): void {
    this.#text += chunk;
    if (this.#text.length > 2 * this.max) this.#text = this.#text.slice(-this.max);
  }
  toString(): string {
    return this.#text.length > this.max ? this.#text.slice(-this.max) : this.#text;
  }
}

/** A log file that stops growing at maxBytes and keeps the end of the rest. */
class CappedLog {
  readonly #fd: number;
  #written = 0;
  #omitted = 0;
  #tail: Buffer[] = [];
  #tailBytes = 0;
  constructor(
    path: string,
    readonly maxBytes: number,
  ) {
    this.#fd = openSync(path, 'a');
  }
  write(chunk: Buffer): void {
    const room = Math.max(0, this.maxBytes - this.#written);
    if (room > 0) {
      const head = chunk.subarray(0, room);
      writeSync(this.#fd, head);
      this.#written += head.length;
      chunk = chunk.subarray(head.length);
    }
    if (chunk.length === 0) return;
    this.#omitted += chunk.length;
    this.#tail.push(chunk);
    this.#tailBytes += chunk.length;
    while (this.#tailBytes - (this.#tail[0]?.length ?? 0) >= LOG_TAIL_BYTES)
      this.#tailBytes -= this.#tail.shift()!.length;
  }
  /** closes the file; returns the bytes that are not in it */
  close(): number {
    if (this.#omitted > 0) {
      const tail = Buffer.concat(this.#tail).subarray(-LOG_TAIL_BYTES);
      const left = this.#omitted - tail.length;
      writeSync(
        this.#fd,
        `\n[node-bench: log capped at ${this.maxBytes} bytes; ${left} bytes omitted; the last ${tail.length} follow]\n`,
      );
      writeSync(this.#fd, tail);
      this.#omitted = left;
    }
    closeSync(this.#fd);
    return this.#omitted;
  }
}

export const runSupervised: Supervisor = (spec) =>
  new Promise((resolve) => {
    const started = performance.now();
    const stderrTail = new Tail(spec.stderrTailChars ?? 16 * 1024);
    const captured = new Tail(spec.captureLimit ?? 1024 * 1024);
    const log = spec.logFile === undefined ? undefined : new CappedLog(spec.logFile.path, spec.logFile.maxBytes);
    let killed: KillCause | null = null;
    let spawnError: Error | null = null;
    let exitCode: number | null = null;
    let exitSignal: NodeJS.Signals | null = null;
    let exited = false;
    let settled = false;
    let outputProblem: string | undefined;
    // stdout's lines, once the child runs (finish may come first: an abort, a spawn that fails)
    let lines: ReturnType<typeof lineSplitter> | undefined = undefined;
    let limitTimer: NodeJS.Timeout | undefined;
    let drainTimer: NodeJS.Timeout | undefined;
    let child: ChildProcess | undefined;

    const kill = (cause: KillCause) => {
      if (exited || settled || child?.pid === undefined) return;
      killed ??= cause;
      killGroup(child.pid);
    };
    const brokeProtocol = (problem: string) => {
      outputProblem ??= problem;
      kill('output');
    };
    const onAbort = () => kill('aborted');

    const finish = () => {
      if (settled) return;
      settled = true;
      clearTimeout(limitTimer);
      clearTimeout(drainTimer);
      spec.signal?.removeEventListener('abort', onAbort);
      if (child?.pid !== undefined) liveGroups.delete(child.pid);
      const rest = lines?.rest() ?? '';
      if (rest !== '') spec.onPartialLine?.(rest);
      const logOmittedBytes = log?.close() ?? 0;
      if (outputProblem !== undefined) killed ??= 'output'; // (it may have exited before we could kill it)
      resolve({
        exitCode,
        signal: exitSignal,
        killed,
        spawnError,
        stdout: captured.toString(),
        stderrTail: stderrTail.toString(),
        durationMs: performance.now() - started,
        logOmittedBytes,
        ...(outputProblem === undefined ? {} : { outputProblem }),
      });
    };

    if (spec.signal?.aborted) {
      killed = 'aborted';
      finish();
      return;
    }

    const { command, args, stdio, env } = spawnPlan(spec);
    try {
      child = spawn(command, args, {
        cwd: spec.cwd,
        env,
        stdio,
        detached: process.platform !== 'win32',
        windowsHide: true,
      });
    } catch (error) {
      // synchronous failures (an invalid argument) are reported like ENOENT
      spawnError = error as Error;
      finish();
      return;
    }
    if (child.pid !== undefined) track(child.pid);

    lines = readOutput(child, spec, { log, stderrTail, captured }, brokeProtocol);

    const channel = readChannel(child, spec, () => settled, brokeProtocol);
    // Without a pid the process never started; a failed kill or a broken IPC channel is not an error here.
    child.on('error', (error) => {
      if (child?.pid !== undefined) return;
      spawnError = error;
      finish();
    });
    child.on('exit', (code, signal) => {
      exited = true;
      exitCode = code;
      exitSignal = signal;
      if (child?.pid !== undefined) killGroup(child.pid);
      drainTimer = setTimeout(() => {
        child?.stdout?.destroy();
        child?.stderr?.destroy();
        channel?.destroy();
        finish();
      }, DRAIN_GRACE_MS);
    });
    child.on('close', finish);

    if (spec.limit !== undefined && Number.isFinite(spec.limit.ms) && spec.limit.ms <= MAX_TIMER_MS) {
      const cause = spec.limit.cause;
      limitTimer = setTimeout(() => kill(cause), Math.max(0, spec.limit.ms));
    }
    spec.signal?.addEventListener('abort', onAbort, { once: true });
  });

/** The command (wrapped by the sandbox, if any), the child's stdio and its environment (with the channel's fd). */
function spawnPlan(spec: ProcessSpec): {
  command: string;
  args: string[];
  stdio: StdioOptions;
  env: Record<string, string>;
} {
  const { command, args } = spec.sandbox?.wrap(spec.command, spec.args, spec.cwd) ?? {
    command: spec.command,
    args: [...spec.args],
  };
  const stdio: StdioOptions = ['ignore', 'pipe', 'pipe'];
  const env: Record<string, string> = { ...spec.env };
  if (spec.onMessage !== undefined) {
    // Node's IPC as the child sees it (process.send), but a plain socket pair here: we parse it (readChannel)
    stdio.push('pipe');
    env.NODE_CHANNEL_FD = String(CHANNEL_FD);
    env.NODE_CHANNEL_SERIALIZATION_MODE = 'json';
  }
  return { command, args, stdio, env };
}

/**
 * The child's stdout and stderr: into the capped log file, or stdout ignored, captured or split into lines (the
 * splitter is returned: its last partial line is the caller's), and stderr to onStderr; stderr's tail kept.
 */
function readOutput(
  child: ChildProcess,
  spec: ProcessSpec,
  keep: { log: CappedLog | undefined; stderrTail: Tail; captured: Tail },
  brokeProtocol: (problem: string) => void,
): ReturnType<typeof lineSplitter> | undefined {
  const { log, stderrTail, captured } = keep;
  let lines: ReturnType<typeof lineSplitter> | undefined;
  const mode = spec.stdout ?? 'ignore';
  if (log !== undefined) {
    child.stdout?.on('data', (chunk: Buffer) => log.write(chunk));
    child.stderr?.on('data', (chunk: Buffer) => {
      log.write(chunk);
      stderrTail.push(chunk.toString('utf8'));
    });
  } else {
    child.stdout?.setEncoding('utf8');
    if (mode === 'ignore')
      child.stdout?.resume(); // a full pipe would block a chatty child
    else if (mode === 'capture') child.stdout?.on('data', (chunk: string) => captured.push(chunk));
    else {
      const splitter = lineSplitter(
        spec.maxLineChars ?? MAX_LINE_CHARS,
        (line) => spec.onLine?.(line),
        () => brokeProtocol(`it wrote a stdout line of more than ${spec.maxLineChars ?? MAX_LINE_CHARS} characters`),
      );
      lines = splitter;
      child.stdout?.on('data', (chunk: string) => splitter.push(chunk));
    }
    child.stderr?.setEncoding('utf8');
    child.stderr?.on('data', (chunk: string) => {
      spec.onStderr?.(chunk);
      stderrTail.push(chunk);
    });
  }
  return lines;
}

/**
 * The benchmark channel (spec.onMessage): one JSON message a line, Node's own messages skipped; anything else
 * breaks the protocol. Returns the channel's stream, or undefined when there is none.
 */
function readChannel(
  child: ChildProcess,
  spec: ProcessSpec,
  settled: () => boolean,
  brokeProtocol: (problem: string) => void,
): Readable | undefined {
  const channel = spec.onMessage === undefined ? undefined : (child.stdio[CHANNEL_FD] as Readable | null);
  if (channel) {
    const messages = lineSplitter(
      MAX_LINE_CHARS,
      (line) => {
        if (line === '' || settled()) return;
        let message: unknown;
        try {
          message = JSON.parse(line);
        } catch {
          brokeProtocol('it wrote something other than JSON on the benchmark channel');
          return;
        }
        // Node's own messages (handles, cluster) are not the benchmark's
        const internal = (message as { cmd?: unknown } | null)?.cmd;
        if (typeof internal === 'string' && internal.startsWith('NODE_')) return;
        spec.onMessage?.(message);
      },
      () => brokeProtocol(`it wrote a message of more than ${MAX_LINE_CHARS} characters on the benchmark channel`),
    );
    channel.setEncoding('utf8');
    channel.on('data', (chunk: string) => messages.push(chunk));
    channel.on('error', () => undefined); // a child that closed its end early
  }
  return channel ?? undefined;
}
