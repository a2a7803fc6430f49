import { createRequire as __nodeBenchCreateRequire } from 'node:module';
const require = __nodeBenchCreateRequire(import.meta.url);
import {
  checkSetKey
} from "./chunk-6AVMWGWR.js";
import {
  GIT_REF,
  VALUE,
  autoOrCount,
  autoOrCountValue,
  count,
  countValue,
  isAbsent,
  marginPercent,
  marginPercentValue,
  parseWith,
  spelled
} from "./chunk-ILDHKKTL.js";
import {
  RequestError
} from "./chunk-S77ZKJKL.js";

// src/options/values.ts
var LIMITS = {
  /** characters in one value (group, filter, exclude, set key or value, ref) */
  valueLength: 100,
  /**
   * benchmark groups in one request. Higher than the other caps: node core has
   * ~45 benchmark categories and a nightly run may name them all.
   */
  groups: 64,
  filter: 20,
  exclude: 20,
  /** `--set` values in total (over all keys) */
  set: 20,
  /** runs per configuration and binary */
  runs: 200,
  /** parseRequestJson refuses longer input outright */
  jsonLength: 1e5
};
function validateValue(value, field) {
  if (typeof value !== "string") throw new RequestError(`${field} must be a string`);
  if (value === "") throw new RequestError(`${field} is empty`);
  if (value.length > LIMITS.valueLength) {
    throw new RequestError(`${field} is longer than ${LIMITS.valueLength} characters`);
  }
  if (!VALUE.test(value)) {
    throw new RequestError(`${field} may only contain letters, digits and _ . , : = / -`);
  }
  if (value.startsWith("-")) throw new RequestError(`${field} cannot start with "-"`);
  if (value.startsWith("/")) throw new RequestError(`${field} cannot start with "/"`);
  if (value.includes("..")) throw new RequestError(`${field} cannot contain ".."`);
  return value;
}
function validateRef(value, field) {
  const ref = validateValue(value, field);
  if (!GIT_REF.test(ref))
    throw new RequestError(`${field} is not a git ref: only letters, digits and _ . / - are allowed`);
  if (ref.includes("//") || ref.endsWith("/") || ref.endsWith(".") || ref.endsWith(".lock")) {
    throw new RequestError(`${field} is not a valid git ref name`);
  }
  if (ref.split("/").some((part) => part.startsWith("."))) {
    throw new RequestError(`${field} is not a valid git ref name (a component starts with ".")`);
  }
  return ref;
}

// src/options/selection.ts
var COMPARE_JS_RUNS = 30;
var GITHUB_SURFACES = ["input", "command", "json"];
var fromGitHub = (surface) => GITHUB_SURFACES.includes(surface);
var runs = {
  names: { cli: "runs", input: "runs", command: "runs", json: "runs" },
  /** The highest runs `surface` accepts; `maxRuns` (the max-runs input) lowers it for GitHub surfaces. */
  max(surface, maxRuns2 = LIMITS.runs) {
    return fromGitHub(surface) ? Math.min(maxRuns2, LIMITS.runs) : void 0;
  }
};
function pathMatches(name, limit) {
  const names = { cli: name, input: name, command: name, json: name };
  return {
    names,
    repeatable: true,
    /** Each value as given on `surface`; `label(i)` names one (`input filter[0]`). */
    parse(values, surface, label = (index) => labelOf(names, surface, index)) {
      if (!fromGitHub(surface)) {
        if (values.some((value) => value === ""))
          throw new RequestError(`${spelled(names, surface)} is empty: it would match every benchmark file; got ""`);
        return [...values];
      }
      if (values.length > limit) throw new RequestError(tooMany(spelled(names, surface), values.length, limit));
      return values.map((value, index) => validateValue(value, label(index)));
    }
  };
}
var filter = pathMatches("filter", LIMITS.filter);
var exclude = pathMatches("exclude", LIMITS.exclude);
function tooMany(name, count2, limit) {
  return `${name} has ${count2} entries; at most ${limit}`;
}
function labelOf(names, surface, index) {
  const name = spelled(names, surface);
  return surface === "input" || surface === "json" ? `${name}[${index}]` : name;
}
var set = {
  names: { cli: "set", input: "set", command: "set", json: "set" },
  repeatable: true,
  /**
   * `key=value` items to the set record; a key given twice runs both values,
   * as compare.js does. Keys follow set-key.ts everywhere; values and counts
   * as the header says.
   */
  parse(pairs, surface, label = (index) => labelOf(set.names, surface, index)) {
    const github = fromGitHub(surface);
    if (github && pairs.length > LIMITS.set) {
      throw new RequestError(tooMany(spelled(set.names, surface), pairs.length, LIMITS.set));
    }
    const record = /* @__PURE__ */ new Map();
    pairs.forEach((pair, index) => {
      const where = label(index);
      if (github) validateValue(pair, where);
      const eq = pair.indexOf("=");
      const echo = github ? "" : `; got ${JSON.stringify(pair)}`;
      if (eq <= 0) throw new RequestError(`${where} must be key=value, e.g. n=1000${echo}`);
      const key = setKey(pair.slice(0, eq), `${where} key`, github);
      const value = github ? validateValue(pair.slice(eq + 1), `${where} value`) : pair.slice(eq + 1);
      if (value.includes("\0")) throw new RequestError(`${where} ${key} value contains a NUL character`);
      record.set(key, [...record.get(key) ?? [], value]);
    });
    const checked = Object.fromEntries(record);
    return checked;
  },
  /**
   * A record of values by key (a library caller's, a test's), read as parse
   * reads `key=value` items: each key by the key rule first (a key holding
   * `=` must be refused, not split), then the items.
   */
  fromRecord(record, surface) {
    const pairs = [];
    for (const [key, values] of Object.entries(record)) {
      setKey(key, `${spelled(set.names, surface)} key`, fromGitHub(surface));
      for (const value of [values].flat()) pairs.push(`${key}=${value}`);
    }
    return set.parse(pairs, surface);
  },
  /** No overrides. */
  none() {
    return set.parse([], "cli");
  },
  /** One key alone (the request JSON's record keys), `where` naming it. */
  key(key, where, surface) {
    return setKey(key, where, fromGitHub(surface));
  },
  /** The inverse of parse: `key=value` items, repeated keys repeated. */
  format(record) {
    return Object.entries(record).flatMap(([key, values]) => values.map((value) => `${key}=${value}`));
  }
};
function setKey(key, where, github) {
  try {
    return checkSetKey(github ? validateValue(key, where) : key, where);
  } catch (error) {
    if (error instanceof RequestError) throw error;
    throw new RequestError(error.message);
  }
}
var AUTO_RUNS = "auto";
var maxRuns = {
  names: { cli: "max-runs", input: "max-runs", json: "maxRuns" },
  /** --runs auto looks after a few runs: fewer than this cannot be a cap */
  autoMin: 3,
  /** Text from argv or an input; absent or blank: the CLI's 30, the Action's LIMITS.runs. */
  parse(text, surface = "input") {
    if (isAbsent(text, surface)) return surface === "cli" ? COMPARE_JS_RUNS : LIMITS.runs;
    const value = parseWith(count(), String(text).trim(), spelled(maxRuns.names, surface), surface);
    return fromGitHub(surface) ? Math.min(value, LIMITS.runs) : value;
  },
  /** A number (the request JSON): 3 to LIMITS.runs. */
  check(value, surface = "json") {
    const name = spelled(maxRuns.names, surface);
    const result = countValue(LIMITS.runs).safeParse(value);
    if (!result.success) throw new RequestError(`${name} ${result.error.issues[0].message}`);
    return maxRuns.forAuto(result.data, surface);
  },
  /** The cap of runs auto must allow the first look: `<max-runs> must be 3 or more with <runs> auto`. */
  forAuto(value, surface) {
    if (value < maxRuns.autoMin) {
      throw new RequestError(
        `${spelled(maxRuns.names, surface)} must be ${maxRuns.autoMin} or more with ${spelled(runs.names, surface)} auto; got ${value}`
      );
    }
    return value;
  }
};
var nightlyRuns = {
  fixedMin: 2,
  autoMin: 4,
  check(setting, cap, surface) {
    const runsName = spelled(runs.names, surface);
    if (setting === AUTO_RUNS && cap < nightlyRuns.autoMin) {
      throw new RequestError(
        `${spelled(maxRuns.names, surface)} must be ${nightlyRuns.autoMin} or more with ${runsName} auto for the nightly (its first look is at ${nightlyRuns.autoMin}); got ${cap}`
      );
    }
    if (setting !== AUTO_RUNS && setting < nightlyRuns.fixedMin) {
      throw new RequestError(
        `${runsName} must be auto or ${nightlyRuns.fixedMin} or more for the nightly (a t-test needs ${nightlyRuns.fixedMin}); got ${setting}`
      );
    }
  }
};
var runsSetting = {
  names: runs.names,
  default: AUTO_RUNS,
  /** Text from argv, an input or a comment; absent or blank: the default. */
  parse(text, surface, maxRuns2) {
    return runsSetting.parseOptional(text, surface, maxRuns2) ?? runsSetting.default;
  },
  /** As parse, but absent or blank stays undefined. */
  parseOptional(text, surface, maxRuns2) {
    return isAbsent(text, surface) ? void 0 : runsSetting.given(String(text).trim(), surface, maxRuns2);
  },
  /** Text that was given, even empty (`--runs=` in a comment is a mistake, not an absence). */
  given(text, surface, maxRuns2) {
    return parseWith(autoOrCount(runs.max(surface, maxRuns2)), text, spelled(runs.names, surface), surface);
  },
  /** A value (the request JSON, a default handed in): `"auto"` or a count; `field` overrides the name. */
  check(value, surface, maxRuns2, field = spelled(runs.names, surface)) {
    const result = autoOrCountValue(runs.max(surface, maxRuns2)).safeParse(value);
    if (!result.success) throw new RequestError(`${field} ${result.error.issues[0].message}`);
    return result.data;
  }
};
var cliMaxRuns = {
  names: { cli: "max-runs" },
  default: COMPARE_JS_RUNS,
  parse(text) {
    return maxRuns.forAuto(maxRuns.parse(text, "cli"), "cli");
  },
  /**
   * --max-runs given with runs that are fixed: it would cap nothing, so it is
   * refused rather than ignored. `why` says what fixed them (`--runs 10`).
   */
  refuseWithFixed(runs2, why) {
    if (runs2 === AUTO_RUNS) return;
    throw new RequestError(
      `--max-runs is the cap of --runs auto, and ${why} runs every configuration ${runs2} times: drop --max-runs, or give --runs auto`
    );
  }
};
var MAX_DELTA_PERCENT = 100;
var delta = {
  names: { cli: "delta", input: "delta", json: "delta" },
  /** In percent, as typed (`2.5%` -> 2.5), the one unit of δ everywhere; absent (blank for an input): undefined. */
  parse(text, surface = "cli") {
    if (isAbsent(text, surface)) return void 0;
    return parseWith(marginPercent(MAX_DELTA_PERCENT), String(text).trim(), spelled(delta.names, surface), surface);
  },
  /** A number of percent (the request JSON). */
  check(value, surface = "json") {
    const result = marginPercentValue(MAX_DELTA_PERCENT).safeParse(value);
    if (!result.success) throw new RequestError(`${spelled(delta.names, surface)} ${result.error.issues[0].message}`);
    return result.data;
  }
};
function takeCpusetPair(pairs, cpuset) {
  const set2 = [];
  let chosen = cpuset;
  for (const pair of pairs) {
    const match = /^CPUSET=(.*)$/.exec(pair);
    if (match === null) {
      set2.push(pair);
      continue;
    }
    if (chosen !== void 0 && chosen !== match[1]) {
      throw new RequestError(
        `--set ${pair} (compare.js's way to pin, our --cpuset) and --cpuset ${chosen} disagree: give one of them`
      );
    }
    chosen = match[1];
  }
  return { cpuset: chosen, set: set2 };
}

export {
  LIMITS,
  validateValue,
  validateRef,
  COMPARE_JS_RUNS,
  runs,
  filter,
  exclude,
  tooMany,
  set,
  AUTO_RUNS,
  maxRuns,
  nightlyRuns,
  runsSetting,
  cliMaxRuns,
  MAX_DELTA_PERCENT,
  delta,
  takeCpusetPair
};
