// --out results.csv: every sample is appended as its own line the moment it
// arrives, with a synchronous write on an O_APPEND descriptor, so a run that
// is killed (Ctrl-C, CI timeout, a crash of the runner) leaves every row
// measured so far on disk. The header goes first when the file is new or
// empty; appending to an existing results file adds rows under its header,
// like concatenating compare.js outputs.

import { closeSync, constants, fstatSync, openSync, readSync, writeSync } from 'node:fs';

import { SampleGroups } from '../../stats/analyze.ts';
import { CSV_HEADER, formatCsvRow, type Sample } from '../../stats/csv.ts';
import { RunConfigError } from '../errors.ts';

export class CsvAppender {
  #fd: number | null;
  rows = 0;

  private constructor(
    readonly path: string,
    fd: number,
  ) {
    this.#fd = fd;
  }

  static open(path: string): CsvAppender {
    // Never through a symbolic link: in the Action the file sits in a directory a pull request could
    // have planted one in (`--out` of a person's own CLI run is theirs to point anywhere directly).
    let fd: number;
    try {
      fd = openSync(path, constants.O_RDWR | constants.O_APPEND | constants.O_CREAT | constants.O_NOFOLLOW, 0o644);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ELOOP') {
        throw new RunConfigError(`${path} is a symbolic link: results are not written through one`);
      }
      throw error;
    }
    try {
      const size = fstatSync(fd).size;
      if (size === 0) {
        writeSync(fd, `${CSV_HEADER}\n`);
      } else {
        // A file cut off mid-line (a previous run killed while writing)
        // must not glue our first row onto its last one.
        const last = Buffer.alloc(1);
        readSync(fd, last, 0, 1, size - 1);
        if (last[0] !== 0x0a) writeSync(fd, '\n');
      }
    } catch (error) {
      closeSync(fd);
      throw error;
    }
    return new CsvAppender(path, fd);
  }

  write(sample: Sample): void {
    if (this.#fd === null) throw new Error(`${this.path} is already closed`);
    writeSync(this.#fd, `${formatCsvRow(sample)}\n`);
    this.rows++;
  }

  close(): void {
    if (this.#fd === null) return;
    closeSync(this.#fd);
    this.#fd = null;
  }
}

/**
 * The samples' way: disk first (a row on disk survives whatever happens to this process next), then the groups (which
 * start with the samples the file held before), then `onSample`.
 */
export function openSampleSink(out: string, prior: readonly Sample[], onSample?: (sample: Sample) => void) {
  const groups = new SampleGroups();
  for (const sample of prior) groups.add(sample);
  const csv = CsvAppender.open(out);
  const sink = {
    groups,
    csv,
    samples: 0,
    onSample: (sample: Sample) => {
      csv.write(sample);
      sink.samples++;
      groups.add(sample);
      onSample?.(sample);
    },
  };
  return sink;
}
