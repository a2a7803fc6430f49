// Progress of a run on stderr. On a terminal: one bar redrawn in place, with
// done/total, percentage, elapsed time, ETA and the job now running; other
// messages (the seed, failures) are printed above it. Elsewhere (CI logs, a
// pipe): a plain line every 5 % or every ~10 seconds, whichever comes first,
// so a log stays short but a slow run still shows it is alive.

export interface ProgressOutput {
  write(text: string): unknown;
  isTTY?: boolean;
  columns?: number;
}

export interface ProgressOptions {
  output: ProgressOutput;
  /** milliseconds, monotonic */
  now?: () => number;
  /** print nothing at all */
  quiet?: boolean;
  /** plain mode: longest silence between lines (default 10 s) */
  intervalMs?: number;
  /** plain mode: print a line every time this many percent are done (default 5) */
  stepPercent?: number;
  /** defaults to output.isTTY */
  tty?: boolean;
}

export function clockDuration(ms: number): string {
  if (!Number.isFinite(ms) || ms < 0) return '?';
  const seconds = Math.round(ms / 1000);
  if (seconds < 60) return `${seconds}s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes}m${String(seconds % 60).padStart(2, '0')}s`;
  return `${Math.floor(minutes / 60)}h${String(minutes % 60).padStart(2, '0')}m`;
}

const PREFIX = 'node-bench:';

export class Progress {
  readonly #output: ProgressOutput;
  readonly #now: () => number;
  readonly #quiet: boolean;
  readonly #tty: boolean;
  readonly #intervalMs: number;
  readonly #stepPercent: number;

  #phase: 'idle' | 'listing' | 'running' | 'done' = 'idle';
  #listed = 0;
  #files = 0;
  #done = 0;
  #total = 0;
  #failed = 0;
  #current = '';
  #startedAt = 0;
  #lastLineAt = 0;
  #lastLineDone = -1;
  #lastStep = -1;
  #barShown = false;
  #timer: NodeJS.Timeout | undefined;

  constructor(options: ProgressOptions) {
    this.#output = options.output;
    this.#now = options.now ?? (() => performance.now());
    this.#quiet = options.quiet ?? false;
    this.#tty = options.tty ?? options.output.isTTY === true;
    this.#intervalMs = options.intervalMs ?? 10_000;
    this.#stepPercent = options.stepPercent ?? 5;
  }

  /** A line of its own (the seed, a failure), above the bar on a terminal. */
  message(line: string): void {
    if (this.#quiet) return;
    this.#clearBar();
    this.#output.write(`${line}\n`);
    if (this.#tty) this.#draw();
  }

  /** Listing configurations: `listed` of `files` benchmark files done. */
  listing(listed: number, files: number): void {
    if (this.#quiet) return;
    const first = this.#phase !== 'listing';
    this.#phase = 'listing';
    this.#listed = listed;
    this.#files = files;
    if (this.#tty) this.#draw();
    else if (first) this.#output.write(`${PREFIX} listing the configurations of ${files} benchmark file(s)\n`);
  }

  /**
   * The measuring phase begins: `total` child runs planned; `atMost` when
   * that is a cap (--runs auto: settled rows run no more).
   */
  start(total: number, atMost = false): void {
    if (this.#quiet) return;
    this.#clearBar();
    this.#phase = 'running';
    this.#total = total;
    this.#startedAt = this.#now();
    this.#lastLineAt = this.#startedAt;
    this.#lastStep = 0;
    if (!this.#tty) {
      const count = atMost
        ? `at most ${total} benchmark runs to do (fewer as rows settle)`
        : `${total} benchmark runs to do`;
      this.#output.write(`${PREFIX} ${count}\n`);
    }
    this.#timer = setInterval(() => this.#tick(), this.#tty ? 1000 : Math.min(this.#intervalMs, 1000));
    this.#timer.unref();
    if (this.#tty) this.#draw();
  }

  /** A child is starting; `label` names it. */
  running(label: string): void {
    if (this.#quiet) return;
    this.#current = label;
    if (this.#tty) this.#draw();
  }

  /** Counts after a child finished (total shrinks when configurations are given up). */
  update(done: number, total: number, failed: number): void {
    if (this.#quiet || this.#phase !== 'running') return;
    this.#done = done;
    this.#total = total;
    this.#failed = failed;
    if (this.#tty) {
      this.#draw();
      return;
    }
    const percent = total > 0 ? (100 * done) / total : 100;
    const step = Math.floor(percent / this.#stepPercent);
    if (step > this.#lastStep || this.#now() - this.#lastLineAt >= this.#intervalMs) {
      this.#lastStep = step;
      this.#plainLine();
    }
  }

  /** The run is over; `line` is printed last. */
  finish(line?: string): void {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = undefined;
    if (this.#quiet) return;
    if (this.#tty && this.#phase === 'running') this.#draw();
    if (this.#barShown) {
      this.#output.write('\n');
      this.#barShown = false;
    } else if (!this.#tty && this.#phase === 'running' && this.#lastLineDone !== this.#done) {
      this.#plainLine();
    }
    this.#phase = 'done';
    if (line !== undefined) this.#output.write(`${line}\n`);
  }

  #tick(): void {
    if (this.#phase !== 'running') return;
    if (this.#tty) this.#draw();
    else if (this.#now() - this.#lastLineAt >= this.#intervalMs) this.#plainLine();
  }

  #eta(): string {
    const elapsed = this.#now() - this.#startedAt;
    if (this.#done === 0) return '?';
    return clockDuration((elapsed / this.#done) * (this.#total - this.#done));
  }

  #plainLine(): void {
    const now = this.#now();
    this.#lastLineAt = now;
    this.#lastLineDone = this.#done;
    const percent = this.#total > 0 ? Math.floor((100 * this.#done) / this.#total) : 100;
    const failed = this.#failed > 0 ? `, ${this.#failed} failed` : '';
    this.#output.write(
      `${PREFIX} ${this.#done}/${this.#total} runs done (${percent}%)${failed}, ` +
        `${clockDuration(now - this.#startedAt)} elapsed, ETA ${this.#eta()}\n`,
    );
  }

  #clearBar(): void {
    if (this.#barShown) {
      this.#output.write('\r\x1b[2K');
      this.#barShown = false;
    }
  }

  // One redraw per child start and end (and per second): children take tens
  // of milliseconds at least, so no throttling is needed.
  #draw(): void {
    const now = this.#now();
    const columns = this.#output.columns && this.#output.columns > 20 ? this.#output.columns : 80;
    let text: string;
    if (this.#phase === 'listing') {
      text = `listing configurations ${this.#listed}/${this.#files} files`;
    } else if (this.#phase === 'running') {
      const ratio = this.#total > 0 ? this.#done / this.#total : 1;
      const width = 20;
      const filled = Math.round(ratio * width);
      const bar = `[${'█'.repeat(filled)}${'░'.repeat(width - filled)}]`;
      const failed = this.#failed > 0 ? ` ${this.#failed} failed` : '';
      text =
        `${bar} ${this.#done}/${this.#total} ${Math.floor(ratio * 100)}%${failed} ` +
        `${clockDuration(now - this.#startedAt)} ETA ${this.#eta()}` +
        (this.#current && this.#done < this.#total ? ` ${this.#current}` : '');
    } else {
      return;
    }
    if (text.length > columns - 1) text = `${text.slice(0, columns - 2)}…`;
    this.#output.write(`\r\x1b[2K${text}`);
    this.#barShown = true;
  }
}
