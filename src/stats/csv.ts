// Reading and writing the CSV that node core's benchmark/compare.js prints.
//
// Hand-written rather than a CSV library: compare.js output is not RFC 4180.
// Older versions wrote `\"` inside quoted fields, newer ones `""`, and the
// reference analysis (node-benchmark-compare) keeps any other backslash as
// it is; we must read both exactly as the reference does.
import { UserError } from '../errors.ts';

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
    if (line.trim() === '') continue;

    const fields = splitFields(line);
    const sample = typeof fields === 'string' ? fields : isHeader(fields) ? null : toSample(fields);
    if (sample === null) continue;
    if (typeof sample === 'string') {
      const error = new CsvInputError(source, lineNumber, sample);
      if (!options.skipInvalid) throw error;
      options.onInvalid?.(error);
      continue;
    }
    onSample(sample);
  }
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
