import { createRequire as __nodeBenchCreateRequire } from 'node:module';
const require = __nodeBenchCreateRequire(import.meta.url);
import {
  UserError
} from "./chunk-S77ZKJKL.js";

// src/stats/decimal.ts
var POW10 = Array.from({ length: 23 }, (_, i) => Number(`1e${i}`));
var SPLITTER = 134217729;
var MARGIN = 2 ** -90;
var bits = new Float64Array(1);
var words = new Uint32Array(bits.buffer);
var HIGH = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1 ? 1 : 0;
var prefixEnd = 0;
function parseDecimalPrefix(bytes, start, end) {
  let i = start;
  let negative = false;
  if (i < end && (bytes[i] === 45 || bytes[i] === 43)) negative = bytes[i++] === 45;
  const first = i;
  let lead = 0;
  let middle = 0;
  let low = 0;
  let digits = 0;
  let point = -1;
  for (; i < end; i++) {
    const d = bytes[i] - 48;
    if (d >>> 0 > 9) {
      if (d !== 46 - 48 || point >= 0) break;
      point = i + 1;
      continue;
    }
    if (digits === 0 && d === 0) continue;
    if (digits < 9) lead = lead * 10 + d;
    else if (digits < 15) middle = middle * 10 + d;
    else low = low * 10 + d;
    digits++;
  }
  const decimals = point < 0 ? 0 : i - point;
  const any = i - first > (point < 0 ? 0 : 1);
  prefixEnd = i;
  if (!any || digits > 19 || decimals > 22) return NaN;
  const high = digits <= 9 ? lead : lead * POW10[Math.min(digits, 15) - 9] + middle;
  const value = digits <= 15 ? high / POW10[decimals] : wide(high, low, digits - 15, decimals);
  return negative ? -value : value;
}
function wide(high, low, lowDigits, decimals) {
  const scale = POW10[lowDigits];
  const product = high * scale;
  const productError = twoProductError(high, scale, product);
  const sum = product + low;
  const sumError = product - (sum - (sum - product)) + (low - (sum - product));
  const tail = sumError + productError;
  const mantissa = sum + tail;
  const mantissaLow = tail - (mantissa - sum);
  if (decimals === 0) return mantissa;
  const divisor = POW10[decimals];
  const q1 = mantissa / divisor;
  const p = q1 * divisor;
  const pError = twoProductError(q1, divisor, p);
  const q2 = (mantissa - p - pError + mantissaLow) / divisor;
  const rounded = q1 + q2;
  const residual = q2 - (rounded - q1);
  bits[0] = rounded;
  const high32 = words[HIGH];
  const exponent = high32 >>> 20 & 2047;
  if (exponent < 60 || exponent > 2e3 || (high32 & 1048575) === 0 && words[1 - HIGH] === 0) return NaN;
  words[HIGH] = exponent - 53 << 20;
  words[1 - HIGH] = 0;
  const halfUlp = bits[0];
  if (halfUlp - Math.abs(residual) <= Math.abs(rounded) * MARGIN) return NaN;
  return rounded;
}
function twoProductError(a, b, product) {
  let c = SPLITTER * a;
  const aHigh = c - (c - a);
  const aLow = a - aHigh;
  c = SPLITTER * b;
  const bHigh = c - (c - b);
  const bLow = b - bHigh;
  return aLow * bLow - (product - aHigh * bHigh - aLow * bHigh - aHigh * bLow);
}

// src/stats/csv.ts
var CSV_HEADER = '"binary","filename","configuration","rate","time"';
var HEADER_FIELDS = ["binary", "filename", "configuration", "rate", "time"];
var CsvInputError = class extends UserError {
  constructor(source, line, reason) {
    super(`${source}:${line}: ${reason}`);
    this.source = source;
    this.line = line;
    this.reason = reason;
    this.name = "CsvInputError";
  }
};
function parseSimpleRow(text, start, end) {
  if (end > start && text.charCodeAt(end - 1) === CR) end--;
  if (text.charCodeAt(start) !== QUOTE) return null;
  const q1 = text.indexOf('"', start + 1);
  if (q1 === -1 || q1 >= end || text.charCodeAt(q1 + 1) !== COMMA || text.charCodeAt(q1 + 2) !== QUOTE) return null;
  const q2 = text.indexOf('"', q1 + 3);
  if (q2 === -1 || q2 >= end || text.charCodeAt(q2 + 1) !== COMMA || text.charCodeAt(q2 + 2) !== QUOTE) return null;
  const q3 = text.indexOf('"', q2 + 3);
  if (q3 === -1 || q3 >= end || text.charCodeAt(q3 + 1) !== COMMA) return null;
  const comma = text.indexOf(",", q3 + 2);
  if (comma === -1 || comma >= end) return null;
  const extraComma = text.indexOf(",", comma + 1);
  if (extraComma !== -1 && extraComma < end) return null;
  const extraQuote = text.indexOf('"', q3 + 1);
  if (extraQuote !== -1 && extraQuote < end) return null;
  const binary = text.slice(start + 1, q1);
  if (binary !== "old" && binary !== "new") return null;
  if (q2 === q1 + 3) return null;
  const rate = parseBareNumber(text, q3 + 2, comma);
  const time = parseBareNumber(text, comma + 1, end);
  if (Number.isNaN(rate) || Number.isNaN(time)) return null;
  return { binary, filename: text.slice(q1 + 3, q2), configuration: text.slice(q2 + 3, q3), rate, time };
}
function parseBareNumber(text, start, end) {
  if (end <= start || isBlank(text.charCodeAt(start)) || isBlank(text.charCodeAt(end - 1))) return NaN;
  const value = Number(text.slice(start, end));
  return Number.isFinite(value) ? value : NaN;
}
function splitFields(line) {
  const fields = [];
  const length = line.length;
  let i = 0;
  for (; ; ) {
    while (i < length && isBlank(line.charCodeAt(i))) i++;
    if (i < length && line.charCodeAt(i) === QUOTE) {
      let value = "";
      let chunkStart = ++i;
      for (; ; ) {
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
      let end = line.indexOf(",", i);
      if (end === -1) end = length;
      fields.push({ value: line.slice(i, end).trim(), quoted: false });
      i = end;
    }
    if (i >= length) return fields;
    i++;
  }
}
var QUOTE = 34;
var BACKSLASH = 92;
var COMMA = 44;
var CR = 13;
function isBlank(code) {
  return code === 32 || code === 9 || code === 13;
}
function isHeader(fields) {
  return fields.length === HEADER_FIELDS.length && fields.every((f, i) => f.value === HEADER_FIELDS[i]);
}
function parseNumber(field, column) {
  if (field.value === "") return `${column} is empty`;
  const value = Number(field.value);
  if (!Number.isFinite(value)) return `${column} ${JSON.stringify(field.value)} is not a finite number`;
  return value;
}
function toSample(fields) {
  if (fields.length !== HEADER_FIELDS.length) {
    return `expected 5 fields (binary, filename, configuration, rate, time), found ${fields.length}`;
  }
  const [binary, filename, configuration, rate, time] = fields;
  if (binary.value !== "old" && binary.value !== "new") {
    return `binary ${JSON.stringify(binary.value)} is neither "old" nor "new"`;
  }
  if (filename.value === "") return "filename is empty";
  const rateValue = parseNumber(rate, "rate");
  if (typeof rateValue === "string") return rateValue;
  const timeValue = parseNumber(time, "time");
  if (typeof timeValue === "string") return timeValue;
  return {
    binary: binary.value,
    filename: filename.value,
    configuration: configuration.value,
    rate: rateValue,
    time: timeValue
  };
}
function forEachSample(text, source, options, onSample) {
  let lineNumber = 0;
  let start = 0;
  let nextBackslash = -1;
  while (start < text.length) {
    let end = text.indexOf("\n", start);
    if (end === -1) end = text.length;
    lineNumber++;
    if (nextBackslash !== -2 && nextBackslash < start) {
      nextBackslash = text.indexOf("\\", start);
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
function readLine(line, source, lineNumber, options) {
  if (line.trim() === "") return null;
  const fields = splitFields(line);
  const sample = typeof fields === "string" ? fields : isHeader(fields) ? null : toSample(fields);
  if (typeof sample !== "string") return sample;
  const error = new CsvInputError(source, lineNumber, sample);
  if (!options.skipInvalid) throw error;
  options.onInvalid?.(error);
  return null;
}
function parseCompareCsv(text, source, options = {}) {
  const samples = [];
  forEachSample(text, source, options, (sample) => samples.push(sample));
  return samples;
}
function formatCsvRow(sample) {
  const quote = (value) => `"${value.replace(/"/g, '""')}"`;
  return `${quote(sample.binary)},${quote(sample.filename)},${quote(sample.configuration)},${sample.rate},${sample.time}`;
}
var RESULT_ROW = /^"(old|new)",/;
var LF = 10;
var CsvRateReader = class {
  constructor(source, options, sink) {
    this.source = source;
    this.options = options;
    this.sink = sink;
  }
  lineNumber = 0;
  /** the unfinished last line of the previous chunk */
  carry = null;
  // Open addressing: slot -> entry + 1; entries are key bytes (in `keys`) and their group.
  slots = new Int32Array(1024);
  entryHash = new Int32Array(256);
  entryStart = new Int32Array(256);
  entryLength = new Int32Array(256);
  entryGroup = new Int32Array(256);
  /** (entry * 2 + 1 if new) -> the entry of the row that followed it last time, or -1 */
  successor = new Int32Array(512).fill(-1);
  /** entry * 2 + 1 if new, of the last common row; -1 at first */
  previous = -1;
  entries = 0;
  keys = Buffer.allocUnsafe(1 << 14);
  keysUsed = 0;
  /** Reads the complete lines of `chunk` (after what earlier chunks left); the caller may reuse `chunk` afterwards. */
  push(chunk) {
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
  end() {
    const carry = this.carry;
    this.carry = null;
    if (carry !== null) this.readLines(carry, carry.length);
  }
  /** The lines in bytes[0, end); every line but possibly the last ends in \n. */
  readLines(bytes, end) {
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
      const sample = readLine(bytes.toString("utf8", start, lineEnd), this.source, this.lineNumber, this.options);
      if (sample !== null) {
        this.sink.addRate(this.sink.groupId(sample.filename, sample.configuration), sample.binary, sample.rate);
      }
      start = lineEnd + 1;
    }
  }
  /** The common row at `start`, read and handed to the sink: returns where the next line starts, or -1 if this line is not one. */
  readRow(bytes, start, end) {
    if (end - start < 12 || bytes[start] !== QUOTE) return -1;
    let binary;
    const b1 = bytes[start + 1];
    const b2 = bytes[start + 2];
    const b3 = bytes[start + 3];
    if (b1 === 111 && b2 === 108 && b3 === 100) binary = "old";
    else if (b1 === 110 && b2 === 101 && b3 === 119) binary = "new";
    else return -1;
    if (bytes[start + 4] !== QUOTE || bytes[start + 5] !== COMMA || bytes[start + 6] !== QUOTE) return -1;
    const keyStart = start + 7;
    let entry = this.predicted(bytes, keyStart, end);
    let hash = 0;
    let i;
    if (entry >= 0) {
      i = keyStart + this.entryLength[entry];
    } else {
      i = this.scanKey(bytes, keyStart, end);
      if (i < 0) return -1;
      hash = this.keyHash;
    }
    const keyEnd = i;
    if (bytes[i + 1] !== COMMA) return -1;
    const rateStart = i + 2;
    let rate = parseDecimalPrefix(bytes, rateStart, end);
    i = prefixEnd;
    if (i >= end || bytes[i] !== COMMA || Number.isNaN(rate)) {
      i = numberEnd(bytes, rateStart, end);
      if (i === rateStart || i >= end || bytes[i] !== COMMA) return -1;
      rate = Number(bytes.toString("latin1", rateStart, i));
      if (!Number.isFinite(rate)) return -1;
    }
    const timeStart = i + 1;
    i = plainDecimalEnd(bytes, timeStart, end);
    if (i < 0 || i < end && bytes[i] !== CR && bytes[i] !== LF) {
      i = numberEnd(bytes, timeStart, end);
      if (i === timeStart || !Number.isFinite(Number(bytes.toString("latin1", timeStart, i)))) return -1;
    }
    if (i < end && bytes[i] === CR) i++;
    if (i < end && bytes[i] !== LF) return -1;
    if (entry < 0) entry = this.entry(bytes, keyStart, keyEnd, hash);
    const isNew = binary === "new" ? 1 : 0;
    if (this.previous >= 0) this.successor[this.previous] = entry;
    this.previous = entry * 2 + isNew;
    this.sink.addRate(this.entryGroup[entry], binary, rate);
    return i + 1;
  }
  /** The hash of the key scanKey read last. */
  keyHash = 0;
  /**
   * Reads the key at keyStart (`file","conf`: no quote, backslash or newline
   * inside, a filename): returns where its closing quote is, or -1; its hash
   * (FNV-1a) in keyHash. Apart from readRow, which then stays small.
   */
  scanKey(bytes, keyStart, end) {
    let hash = -2128831035;
    let i = keyStart;
    for (; ; ) {
      if (i >= end) return -1;
      const c = bytes[i];
      if (c === QUOTE) break;
      if (c === BACKSLASH || c === LF) return -1;
      hash = Math.imul(hash ^ c, 16777619);
      i++;
    }
    if (i === keyStart || bytes[i + 1] !== COMMA || bytes[i + 2] !== QUOTE) return -1;
    hash = Math.imul(hash ^ QUOTE, 16777619);
    i += 3;
    for (; ; ) {
      if (i >= end) return -1;
      const c = bytes[i];
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
  predicted(bytes, keyStart, end) {
    if (this.previous < 0) return -1;
    let entry = this.successor[this.previous];
    if (entry < 0) entry = this.previous >> 1;
    const length = this.entryLength[entry];
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
  isKey(entry, bytes, keyStart, length) {
    if (this.entryLength[entry] !== length) return false;
    const keys = this.keys;
    const at = this.entryStart[entry] - keyStart;
    const keyEnd = keyStart + length;
    for (let k = keyStart; k < keyEnd; k++) if (keys[at + k] !== bytes[k]) return false;
    return true;
  }
  /** The entry of the key bytes[keyStart, keyEnd) (filename","configuration), found or added. */
  entry(bytes, keyStart, keyEnd, hash) {
    const length = keyEnd - keyStart;
    const mask = this.slots.length - 1;
    for (let slot = hash & mask; ; slot = slot + 1 & mask) {
      const entry = this.slots[slot] - 1;
      if (entry < 0) break;
      if (this.isKey(entry, bytes, keyStart, length) && this.entryHash[entry] === hash) return entry;
    }
    const key = bytes.toString("utf8", keyStart, keyEnd);
    const quote = key.indexOf('"');
    const group = this.sink.groupId(key.slice(0, quote), key.slice(quote + 3));
    return this.insert(bytes, keyStart, length, hash, group);
  }
  insert(bytes, keyStart, length, hash, group) {
    if (this.keysUsed + length > this.keys.length) {
      const keys2 = Buffer.allocUnsafe(Math.max(this.keys.length * 2, this.keysUsed + length));
      this.keys.copy(keys2, 0, 0, this.keysUsed);
      this.keys = keys2;
    }
    const keys = this.keys;
    for (let k = 0; k < length; k++) keys[this.keysUsed + k] = bytes[keyStart + k];
    if (this.entries === this.entryHash.length) {
      const grow = (array) => {
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
  place(entry) {
    const mask = this.slots.length - 1;
    let slot = this.entryHash[entry] & mask;
    while (this.slots[slot] !== 0) slot = slot + 1 & mask;
    this.slots[slot] = entry + 1;
  }
};
function numberEnd(bytes, start, end) {
  let i = start;
  for (; i < end; i++) {
    const c = bytes[i];
    if (!(c >= 48 && c <= 57 || c === 46 || c === 45 || c === 43 || c === 101 || c === 69)) break;
  }
  return i;
}
function plainDecimalEnd(bytes, start, end) {
  let i = start;
  if (i < end && (bytes[i] === 45 || bytes[i] === 43)) i++;
  const digitsStart = i;
  while (i < end && bytes[i] - 48 >>> 0 <= 9) i++;
  let digits = i - digitsStart;
  if (i < end && bytes[i] === 46) {
    const point = ++i;
    while (i < end && bytes[i] - 48 >>> 0 <= 9) i++;
    digits += i - point;
  }
  return digits > 0 && i - start <= 300 ? i : -1;
}

export {
  CSV_HEADER,
  forEachSample,
  parseCompareCsv,
  formatCsvRow,
  RESULT_ROW,
  CsvRateReader
};
