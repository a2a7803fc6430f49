// Reading and writing the CSV that node core's benchmark/compare.js prints.
//
// Hand-written rather than a CSV library: compare.js output is not RFC 4180.
// Older versions wrote `\"` inside quoted fields, newer ones `""`, and the
// reference analysis (node-benchmark-compare) keeps any other backslash as
// it is; we must read both exactly as the reference does.
import { UserError } from '../errors.ts';
import { parseDecimalPrefix, prefixEnd } from './decimal.ts';

export const CSV_HEADER = '"binary","filename","configuration","rate","time"';
const HEADER_FIELDS = ['binary', 'filename', 'configuration', 'rate', 'time'];

export type Binary = 'old' | 'new';

export interface Sample {
  binary: Binary;
  filename: string;
  configuration: string;
  /** operations per second */
  rate: number;
  /** seconds the measured section took, as compare.js printed it */
  time: number;
}

/** A line that is not valid compare.js CSV; names the file and the 1-based line. */
export class CsvInputError extends UserError {
  constructor(
    readonly source: string,
    readonly line: number,
    readonly reason: string,
  ) {
    super(`${source}:${line}: ${reason}`);
    this.name = 'CsvInputError';
  }
}

export interface ParseOptions {
  /** Report malformed lines through onInvalid and go on, instead of throwing. */
  skipInvalid?: boolean;
  onInvalid?: (error: CsvInputError) => void;
}

interface Field {
  value: string;
  quoted: boolean;
}

/**
 * The common row `"old","file","conf",rate,time` with no escapes, no blanks
 * and valid values, read straight from `text` without splitting it: the
 * per-row cost of a large CSV. Returns null for anything else (header, blank
 * line, spaces, escapes, invalid values), which the general tokenizer then
 * reads, or reports, exactly as before. `end` excludes the newline; the
 * caller has checked there is no backslash before it.
 */
function parseSimpleRow(text: string, start: number, end: number): Sample | null {
  if (end > start && text.charCodeAt(end - 1) === CR) end--;
  if (text.charCodeAt(start) !== QUOTE) return null;
  const q1 = text.indexOf('"', start + 1);
  if (q1 === -1 || q1 >= end || text.charCodeAt(q1 + 1) !== COMMA || text.charCodeAt(q1 + 2) !== QUOTE) return null;
  const q2 = text.indexOf('"', q1 + 3);
  if (q2 === -1 || q2 >= end || text.charCodeAt(q2 + 1) !== COMMA || text.charCodeAt(q2 + 2) !== QUOTE) return null;
  const q3 = text.indexOf('"', q2 + 3);
  if (q3 === -1 || q3 >= end || text.charCodeAt(q3 + 1) !== COMMA) return null;
  const comma = text.indexOf(',', q3 + 2);
  if (comma === -1 || comma >= end) return null;
  const extraComma = text.indexOf(',', comma + 1);
  if (extraComma !== -1 && extraComma < end) return null;
  const extraQuote = text.indexOf('"', q3 + 1);
  if (extraQuote !== -1 && extraQuote < end) return null;
  const binary = text.slice(start + 1, q1);
  if (binary !== 'old' && binary !== 'new') return null;
  if (q2 === q1 + 3) return null; // an empty filename: the general path reports it
  const rate = parseBareNumber(text, q3 + 2, comma);
  const time = parseBareNumber(text, comma + 1, end);
  if (Number.isNaN(rate) || Number.isNaN(time)) return null;
  return { binary, filename: text.slice(q1 + 3, q2), configuration: text.slice(q2 + 3, q3), rate, time };
}

/** The finite number in text[start, end) with no blanks around it, else NaN. */
function parseBareNumber(text: string, start: number, end: number): number {
  if (end <= start || isBlank(text.charCodeAt(start)) || isBlank(text.charCodeAt(end - 1))) return NaN;
  const value = Number(text.slice(start, end));
  return Number.isFinite(value) ? value : NaN;
}

/**
 * Splits one line into fields. Quoted fields end at an unescaped `"`;
 * `\"` and `""` stand for a quote, any other backslash is kept.
 * Whitespace outside quotes is ignored, as the reference does.
 */
function splitFields(line: string): Field[] | string {
  const fields: Field[] = [];
  const length = line.length;
  let i = 0;
  for (;;) {
    while (i < length && isBlank(line.charCodeAt(i))) i++;
    if (i < length && line.charCodeAt(i) === QUOTE) {
      let value = '';
      let chunkStart = ++i;
      for (;;) {
        if (i >= length) return `unterminated quoted field ${fields.length + 1}`;
        const code = line.charCodeAt(i);
        if (code === BACKSLASH && line.charCodeAt(i + 1) === QUOTE) {
          value += line.slice(chunkStart, i) + '"';
          i += 2;
          chunkStart = i;
        } else if (code === QUOTE) {
          if (line.charCodeAt(i + 1) === QUOTE) {
            value += line.slice(chunkStart, i) + '"';
            i += 2;
            chunkStart = i;
          } else {
            value += line.slice(chunkStart, i);
            i++;
            break;
          }
        } else {
          i++;
        }
      }
      fields.push({ value, quoted: true });
      while (i < length && isBlank(line.charCodeAt(i))) i++;
      if (i < length && line.charCodeAt(i) !== COMMA) {
        return `unexpected ${JSON.stringify(line[i])} after quoted field ${fields.length}`;
      }
    } else {
      let end = line.indexOf(',', i);
      if (end === -1) end = length;
      fields.push({ value: line.slice(i, end).trim(), quoted: false });
      i = end;
    }
    if (i >= length) return fields;
    i++; // the comma
  }
}

const QUOTE = 34;
const BACKSLASH = 92;
const COMMA = 44;
const CR = 13;
function isBlank(code: number): boolean {
  return code === 32 || code === 9 || code === 13;
}

function isHeader(fields: Field[]): boolean {
  return fields.length === HEADER_FIELDS.length && fields.every((f, i) => f.value === HEADER_FIELDS[i]);
}

function parseNumber(field: Field, column: string): number | string {
  if (field.value === '') return `${column} is empty`;
  const value = Number(field.value);
  if (!Number.isFinite(value)) return `${column} ${JSON.stringify(field.value)} is not a finite number`;
  return value;
}

function toSample(fields: Field[]): Sample | string {
  if (fields.length !== HEADER_FIELDS.length) {
    return `expected 5 fields (binary, filename, configuration, rate, time), found ${fields.length}`;
  }
  const [binary, filename, configuration, rate, time] = fields as [Field, Field, Field, Field, Field];
  if (binary.value !== 'old' && binary.value !== 'new') {
    return `binary ${JSON.stringify(binary.value)} is neither "old" nor "new"`;
  }
  if (filename.value === '') return 'filename is empty';
  const rateValue = parseNumber(rate, 'rate');
  if (typeof rateValue === 'string') return rateValue;
  const timeValue = parseNumber(time, 'time');
  if (typeof timeValue === 'string') return timeValue;
  return {
    binary: binary.value,
    filename: filename.value,
    configuration: configuration.value,
    rate: rateValue,
    time: timeValue,
  };
}

/**
 * Calls onSample for each row of compare.js CSV text, without keeping the
 * rows: callers that aggregate keep memory at one number per row. Header
 * lines may repeat (concatenated files), lines may end in CRLF, blank lines
 * are skipped.
 * @param source the file name used in error messages
 */
export function forEachSample(
  text: string,
  source: string,
  options: ParseOptions,
  onSample: (sample: Sample) => void,
): void {
  let lineNumber = 0;
  let start = 0;
  // Where the next backslash is (-2: none left), found once rather than searched for on every line.
  let nextBackslash = -1;
  while (start < text.length) {
    let end = text.indexOf('\n', start);
    if (end === -1) end = text.length;
    lineNumber++;
    if (nextBackslash !== -2 && nextBackslash < start) {
      nextBackslash = text.indexOf('\\', start);
      if (nextBackslash === -1) nextBackslash = -2;
    }
    if (nextBackslash === -2 || nextBackslash >= end) {
      const simple = parseSimpleRow(text, start, end);
      if (simple !== null) {
        start = end + 1;
        onSample(simple);
        continue;
      }
    }
    const line = text.slice(start, end);
    start = end + 1;
    const sample = readLine(line, source, lineNumber, options);
    if (sample !== null) onSample(sample);
  }
}

/**
 * One line by the general tokenizer: its sample, or null for a header, a
 * blank line or (with skipInvalid) a malformed line, reported.
 */
function readLine(line: string, source: string, lineNumber: number, options: ParseOptions): Sample | null {
  if (line.trim() === '') return null;
  const fields = splitFields(line);
  const sample = typeof fields === 'string' ? fields : isHeader(fields) ? null : toSample(fields);
  if (typeof sample !== 'string') return sample;
  const error = new CsvInputError(source, lineNumber, sample);
  if (!options.skipInvalid) throw error;
  options.onInvalid?.(error);
  return null;
}

/** All rows of compare.js CSV text; see forEachSample. */
export function parseCompareCsv(text: string, source: string, options: ParseOptions = {}): Sample[] {
  const samples: Sample[] = [];
  forEachSample(text, source, options, (sample) => samples.push(sample));
  return samples;
}

/** One CSV line (no newline) exactly as compare.js writes it. */
export function formatCsvRow(sample: Sample): string {
  const quote = (value: string) => `"${value.replace(/"/g, '""')}"`;
  return `${quote(sample.binary)},${quote(sample.filename)},${quote(sample.configuration)},${sample.rate},${sample.time}`;
}

/** Lines of child output that are result rows; anything else is stray stdout. */
export const RESULT_ROW = /^"(old|new)",/;

/** Where CsvRateReader puts the rates: one group per (filename, configuration). */
export interface RateSink {
  /** The group of (filename, configuration), the same number each time for the same pair. */
  groupId(filename: string, configuration: string): number;
  addRate(group: number, binary: Binary, rate: number): void;
}

const LF = 10;

/**
 * compare.js CSV read from bytes, chunk by chunk, into a RateSink: what
 * `analyze` needs of a large file (the rate of each row, by group), with no
 * string, array or object made per row. The common row
 * `"old","file","conf",rate,time` is read in place: its group found by
 * comparing the bytes of "file","conf" with the key that followed the
 * previous row's key last time (compare.js repeats its order every run), else
 * by a hash of them; its rate parsed from the bytes (parseDecimalPrefix, exact),
 * its time only checked. Any other line (header, blank,
 * escapes, blanks, exponents, errors) is decoded and read by the general
 * tokenizer, so rows, errors and line numbers are exactly forEachSample's.
 */
export class CsvRateReader {
  private lineNumber = 0;
  /** the unfinished last line of the previous chunk */
  private carry: Buffer | null = null;
  // Open addressing: slot -> entry + 1; entries are key bytes (in `keys`) and their group.
  private slots = new Int32Array(1024);
  private entryHash = new Int32Array(256);
  private entryStart = new Int32Array(256);
  private entryLength = new Int32Array(256);
  private entryGroup = new Int32Array(256);
  /** (entry * 2 + 1 if new) -> the entry of the row that followed it last time, or -1 */
  private successor = new Int32Array(512).fill(-1);
  /** entry * 2 + 1 if new, of the last common row; -1 at first */
  private previous = -1;
  private entries = 0;
  private keys = Buffer.allocUnsafe(1 << 14);
  private keysUsed = 0;

  constructor(
    private readonly source: string,
    private readonly options: ParseOptions,
    private readonly sink: RateSink,
  ) {}

  /** Reads the complete lines of `chunk` (after what earlier chunks left); the caller may reuse `chunk` afterwards. */
  push(chunk: Buffer): void {
    let start = 0;
    if (this.carry !== null) {
      const newline = chunk.indexOf(LF);
      if (newline === -1) {
        this.carry = Buffer.concat([this.carry, chunk]);
        return;
      }
      const line = Buffer.concat([this.carry, chunk.subarray(0, newline + 1)]);
      this.carry = null;
      this.readLines(line, line.length);
      start = newline + 1;
    }
    const last = chunk.lastIndexOf(LF);
    if (last < start) {
      if (start < chunk.length) this.carry = Buffer.from(chunk.subarray(start));
      return;
    }
    this.readLines(start === 0 ? chunk : chunk.subarray(start), last + 1 - start);
    if (last + 1 < chunk.length) this.carry = Buffer.from(chunk.subarray(last + 1));
  }

  /** Reads the last line if it has no newline. */
  end(): void {
    const carry = this.carry;
    this.carry = null;
    if (carry !== null) this.readLines(carry, carry.length);
  }

  /** The lines in bytes[0, end); every line but possibly the last ends in \n. */
  private readLines(bytes: Buffer, end: number): void {
    let start = 0;
    while (start < end) {
      this.lineNumber++;
      const next = this.readRow(bytes, start, end);
      if (next >= 0) {
        start = next;
        continue;
      }
      let lineEnd = bytes.indexOf(LF, start);
      if (lineEnd === -1 || lineEnd > end) lineEnd = end;
      const sample = readLine(bytes.toString('utf8', start, lineEnd), this.source, this.lineNumber, this.options);
      if (sample !== null) {
        this.sink.addRate(this.sink.groupId(sample.filename, sample.configuration), sample.binary, sample.rate);
      }
      start = lineEnd + 1;
    }
  }

  /** The common row at `start`, read and handed to the sink: returns where the next line starts, or -1 if this line is not one. */
  private readRow(bytes: Buffer, start: number, end: number): number {
    if (end - start < 12 || bytes[start] !== QUOTE) return -1;
    let binary: Binary;
    const b1 = bytes[start + 1];
    const b2 = bytes[start + 2];
    const b3 = bytes[start + 3];
    if (b1 === 111 && b2 === 108 && b3 === 100) binary = 'old';
    else if (b1 === 110 && b2 === 101 && b3 === 119) binary = 'new';
    else return -1;
    if (bytes[start + 4] !== QUOTE || bytes[start + 5] !== COMMA || bytes[start + 6] !== QUOTE) return -1;
    // "file","conf": most often the key the previous row's key was followed by last time
    // (compare.js prints configurations in the same order every run): compared in place.
    const keyStart = start + 7;
    let entry = this.predicted(bytes, keyStart, end);
    let hash = 0;
    let i: number;
    if (entry >= 0) {
      i = keyStart + this.entryLength[entry]!;
    } else {
      i = this.scanKey(bytes, keyStart, end);
      if (i < 0) return -1;
      hash = this.keyHash;
    }
    const keyEnd = i;
    if (bytes[i + 1] !== COMMA) return -1;
    // rate: a plain decimal read as it is scanned; anything else up to the comma by Number().
    const rateStart = i + 2;
    let rate = parseDecimalPrefix(bytes, rateStart, end);
    i = prefixEnd;
    if (i >= end || bytes[i] !== COMMA || Number.isNaN(rate)) {
      i = numberEnd(bytes, rateStart, end);
      if (i === rateStart || i >= end || bytes[i] !== COMMA) return -1;
      rate = Number(bytes.toString('latin1', rateStart, i));
      if (!Number.isFinite(rate)) return -1;
    }
    // time: only checked (a finite number), then the end of the line.
    const timeStart = i + 1;
    i = plainDecimalEnd(bytes, timeStart, end);
    if (i < 0 || (i < end && bytes[i] !== CR && bytes[i] !== LF)) {
      i = numberEnd(bytes, timeStart, end);
      if (i === timeStart || !Number.isFinite(Number(bytes.toString('latin1', timeStart, i)))) return -1;
    }
    if (i < end && bytes[i] === CR) i++;
    if (i < end && bytes[i] !== LF) return -1;
    if (entry < 0) entry = this.entry(bytes, keyStart, keyEnd, hash);
    const isNew = binary === 'new' ? 1 : 0;
    if (this.previous >= 0) this.successor[this.previous] = entry;
    this.previous = entry * 2 + isNew;
    this.sink.addRate(this.entryGroup[entry]!, binary, rate);
    return i + 1;
  }

  /** The hash of the key scanKey read last. */
  private keyHash = 0;

  /**
   * Reads the key at keyStart (`file","conf`: no quote, backslash or newline
   * inside, a filename): returns where its closing quote is, or -1; its hash
   * (FNV-1a) in keyHash. Apart from readRow, which then stays small.
   */
  private scanKey(bytes: Buffer, keyStart: number, end: number): number {
    let hash = -2128831035;
    let i = keyStart;
    for (;;) {
      if (i >= end) return -1;
      const c = bytes[i]!;
      if (c === QUOTE) break;
      if (c === BACKSLASH || c === LF) return -1;
      hash = Math.imul(hash ^ c, 16777619);
      i++;
    }
    if (i === keyStart || bytes[i + 1] !== COMMA || bytes[i + 2] !== QUOTE) return -1;
    hash = Math.imul(hash ^ QUOTE, 16777619);
    i += 3;
    for (;;) {
      if (i >= end) return -1;
      const c = bytes[i]!;
      if (c === QUOTE) break;
      if (c === BACKSLASH || c === LF) return -1;
      hash = Math.imul(hash ^ c, 16777619);
      i++;
    }
    this.keyHash = hash;
    return i;
  }

  /**
   * The entry the previous row's (key, binary) was followed by last time, if
   * the bytes at keyStart are its key and a quote; before that is known, the
   * previous row's own entry ("new" follows "old" of one configuration).
   * That second guess also runs this path from the second row on, so the JIT
   * optimizes readRow with it instead of deoptimizing at the second run.
   */
  private predicted(bytes: Buffer, keyStart: number, end: number): number {
    if (this.previous < 0) return -1;
    let entry = this.successor[this.previous]!;
    if (entry < 0) entry = this.previous >> 1;
    const length = this.entryLength[entry]!;
    const keyEnd = keyStart + length;
    if (keyEnd >= end || bytes[keyEnd] !== QUOTE) return -1;
    return this.isKey(entry, bytes, keyStart, length) ? entry : -1;
  }

  /**
   * Whether entry's key is the `length` bytes at keyStart. One function for
   * both look-ups, so that the first run's rows (all of them new to the hash
   * table) have already run it when the second run's first look-up finds a
   * key: the optimized readRow is not thrown away for want of type feedback.
   */
  private isKey(entry: number, bytes: Buffer, keyStart: number, length: number): boolean {
    if (this.entryLength[entry] !== length) return false;
    const keys = this.keys;
    const at = this.entryStart[entry]! - keyStart;
    const keyEnd = keyStart + length;
    for (let k = keyStart; k < keyEnd; k++) if (keys[at + k] !== bytes[k]) return false;
    return true;
  }

  /** The entry of the key bytes[keyStart, keyEnd) (filename","configuration), found or added. */
  private entry(bytes: Buffer, keyStart: number, keyEnd: number, hash: number): number {
    const length = keyEnd - keyStart;
    const mask = this.slots.length - 1;
    for (let slot = hash & mask; ; slot = (slot + 1) & mask) {
      const entry = this.slots[slot]! - 1;
      if (entry < 0) break;
      // isKey first: every occupied slot runs it (see isKey)
      if (this.isKey(entry, bytes, keyStart, length) && this.entryHash[entry] === hash) return entry;
    }
    // One decoding of `file","conf` (cheaper than two), split at its first quote (the filename has none).
    const key = bytes.toString('utf8', keyStart, keyEnd);
    const quote = key.indexOf('"');
    const group = this.sink.groupId(key.slice(0, quote), key.slice(quote + 3));
    return this.insert(bytes, keyStart, length, hash, group);
  }

  private insert(bytes: Buffer, keyStart: number, length: number, hash: number, group: number): number {
    if (this.keysUsed + length > this.keys.length) {
      const keys = Buffer.allocUnsafe(Math.max(this.keys.length * 2, this.keysUsed + length));
      this.keys.copy(keys, 0, 0, this.keysUsed);
      this.keys = keys;
    }
    const keys = this.keys;
    for (let k = 0; k < length; k++) keys[this.keysUsed + k] = bytes[keyStart + k]!;
    if (this.entries === this.entryHash.length) {
      const grow = (array: Int32Array) => {
        const grown = new Int32Array(array.length * 2);
        grown.set(array);
        return grown;
      };
      this.entryHash = grow(this.entryHash);
      this.entryStart = grow(this.entryStart);
      this.entryLength = grow(this.entryLength);
      this.entryGroup = grow(this.entryGroup);
      const successor = new Int32Array(this.successor.length * 2).fill(-1);
      successor.set(this.successor);
      this.successor = successor;
    }
    const entry = this.entries++;
    this.entryHash[entry] = hash;
    this.entryStart[entry] = this.keysUsed;
    this.entryLength[entry] = length;
    this.entryGroup[entry] = group;
    this.keysUsed += length;
    if (this.entries * 2 > this.slots.length) {
      this.slots = new Int32Array(this.slots.length * 2);
      for (let e = 0; e < this.entries; e++) this.place(e);
    } else this.place(entry);
    return entry;
  }

  private place(entry: number): void {
    const mask = this.slots.length - 1;
    let slot = this.entryHash[entry]! & mask;
    while (this.slots[slot] !== 0) slot = (slot + 1) & mask;
    this.slots[slot] = entry + 1;
  }
}

/** Where the run of digits, signs, points and exponents at `start` ends: a number field for Number(). */
function numberEnd(bytes: Uint8Array, start: number, end: number): number {
  let i = start;
  for (; i < end; i++) {
    const c = bytes[i]!;
    if (!((c >= 48 && c <= 57) || c === 46 || c === 45 || c === 43 || c === 101 || c === 69)) break;
  }
  return i;
}

/**
 * Where `[+-]digits[.digits]` at `start` ends (a digit somewhere, short
 * enough to be finite: what Number() reads as finite), or -1.
 */
function plainDecimalEnd(bytes: Uint8Array, start: number, end: number): number {
  let i = start;
  if (i < end && (bytes[i] === 45 || bytes[i] === 43)) i++;
  const digitsStart = i;
  while (i < end && (bytes[i]! - 48) >>> 0 <= 9) i++;
  let digits = i - digitsStart;
  if (i < end && bytes[i] === 46) {
    const point = ++i;
    while (i < end && (bytes[i]! - 48) >>> 0 <= 9) i++;
    digits += i - point;
  }
  return digits > 0 && i - start <= 300 ? i : -1;
}
