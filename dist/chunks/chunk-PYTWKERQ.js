import { createRequire as __nodeBenchCreateRequire } from 'node:module';
const require = __nodeBenchCreateRequire(import.meta.url);
import {
  UserError
} from "./chunk-Z5HW6UZF.js";

// src/request/errors.ts
var RequestError = class extends UserError {
  name = "RequestError";
};

// src/options/option.ts
function spelled(names, surface) {
  const name = names[surface];
  if (name === void 0) throw new Error(`this option cannot be given as ${surface}: ${JSON.stringify(names)}`);
  switch (surface) {
    case "cli":
      return `--${name}`;
    case "input":
      return `input ${name}`;
    case "command":
      return `/benchmark --${name}`;
    case "json":
      return `request.${name}`;
  }
}
function echo(surface, text) {
  return surface === "cli" || surface === "input" ? `; got ${JSON.stringify(text)}` : "";
}
function parseWith(schema, text, name, surface) {
  const result = schema.safeParse(text);
  if (result.success) return result.data;
  throw new RequestError(`${name} ${result.error.issues[0].message}${echo(surface, text)}`);
}
function isAbsent(text, surface) {
  return text === void 0 || surface === "input" && String(text).trim() === "";
}
var Option = class {
  names;
  #schema;
  #default;
  constructor(spec) {
    this.names = spec.names;
    this.#schema = spec.schema;
    this.#default = spec.default;
  }
  /** The option's name as `surface` spells it: `--runs`, `input runs`… */
  name(surface) {
    return spelled(this.names, surface);
  }
  defaultOn(surface) {
    const fallback = this.#default;
    if (typeof fallback === "object" && fallback !== null && "bySurface" in fallback) {
      const value = fallback.bySurface[surface];
      if (value === void 0) throw new Error(`no default for ${this.name(surface)}`);
      return value;
    }
    return fallback;
  }
  /** The value of `text` given on `surface`; absent: the default. */
  parse(text, surface) {
    if (isAbsent(text, surface)) return this.defaultOn(surface);
    return parseWith(this.#schema, text.trim(), this.name(surface), surface);
  }
};
function cliFlags(...options) {
  return Object.fromEntries(
    options.map((option) => [
      option.names.cli,
      option.repeatable ? { type: "string", multiple: true } : { type: "string" }
    ])
  );
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
    if (line.trim() === "") continue;
    const fields = splitFields(line);
    const sample = typeof fields === "string" ? fields : isHeader(fields) ? null : toSample(fields);
    if (sample === null) continue;
    if (typeof sample === "string") {
      const error = new CsvInputError(source, lineNumber, sample);
      if (!options.skipInvalid) throw error;
      options.onInvalid?.(error);
      continue;
    }
    onSample(sample);
  }
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

// src/options/choice.ts
function oneOf(choices, caseless = false) {
  const message = `must be one of ${choices.join(", ")}`;
  return {
    safeParse(text) {
      const value = caseless ? text.toLowerCase() : text;
      return choices.includes(value) ? { success: true, data: value } : { success: false, error: { issues: [{ message }] } };
    }
  };
}

export {
  RequestError,
  spelled,
  parseWith,
  isAbsent,
  Option,
  cliFlags,
  oneOf,
  CSV_HEADER,
  forEachSample,
  parseCompareCsv,
  formatCsvRow,
  RESULT_ROW
};
