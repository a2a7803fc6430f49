import { createRequire as __nodeBenchCreateRequire } from 'node:module';
const require = __nodeBenchCreateRequire(import.meta.url);
import {
  RequestError
} from "./chunk-JNGJNHL4.js";

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
  spelled,
  parseWith,
  isAbsent,
  Option,
  cliFlags,
  oneOf
};
