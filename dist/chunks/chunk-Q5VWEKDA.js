import { createRequire as __nodeBenchCreateRequire } from 'node:module';
const require = __nodeBenchCreateRequire(import.meta.url);
import {
  ratesByRun
} from "./chunk-2NKTRLOZ.js";
import {
  RunConfigError,
  formatShard,
  priorKey
} from "./chunk-3M3QFY4B.js";
import {
  parseCompareCsv
} from "./chunk-R2WWX3V3.js";

// src/pipeline/resume.ts
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
var IDENTITY_SUFFIX = ".node-bench.json";
function identityPath(csvPath) {
  return `${csvPath}${IDENTITY_SUFFIX}`;
}
function binaryIdentity(binary) {
  return { version: binary.version, sha: binary.sha ?? null, path: binary.source === "path" ? binary.path : null };
}
function comparisonIdentity(request, binaries, machine) {
  const suiteDir = request.suite.kind === "core" ? request.suite.repo : request.suite.dir ?? null;
  return {
    old: binaryIdentity(binaries.old),
    new: binaryIdentity(binaries.new),
    suite: request.suite.kind,
    suiteDir: suiteDir === null ? null : path.resolve(suiteDir),
    groups: [...new Set(request.selection.groups)].sort(),
    filter: [...request.selection.filter].sort(),
    exclude: [...request.selection.exclude].sort(),
    set: Object.fromEntries(
      Object.entries(request.selection.set).sort(([a], [b]) => a.localeCompare(b)).map(([key, values]) => [key, [...values]])
    ),
    shard: request.schedule.shard ? formatShard(request.schedule.shard) : null,
    childTimeMs: request.schedule.childTimeMs ?? null,
    ...request.schedule.adaptive ? { runsAuto: true } : {},
    machine: { cpuModel: machine.cpuModel, cores: machine.cores, cpuset: machine.cpuset }
  };
}
function readExistingResults(csvPath) {
  let text;
  try {
    text = readFileSync(csvPath, "utf8");
  } catch (error) {
    if (error.code === "ENOENT") return null;
    throw error;
  }
  if (text.trim() === "") return null;
  const samples = parseCompareCsv(text, csvPath, { skipInvalid: true });
  const sidecar = identityPath(csvPath);
  let identity = null;
  if (existsSync(sidecar)) {
    try {
      identity = JSON.parse(readFileSync(sidecar, "utf8"));
    } catch (error) {
      throw new RunConfigError(`${sidecar} is not the JSON node-bench wrote: ${error.message}`);
    }
  }
  return { samples, identity };
}
function writeIdentity(csvPath, identity) {
  writeFileSync(identityPath(csvPath), `${JSON.stringify(identity, null, 2)}
`);
}
var describeBinary = (b) => `node ${b.version}${b.sha ? ` at ${b.sha.slice(0, 12)}` : ""}${b.path ? ` (${b.path})` : ""}`;
function identityDifferences(was, now) {
  const differences = [];
  const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);
  for (const side of ["old", "new"]) {
    if (!same(was[side], now[side]))
      differences.push(`--${side} was ${describeBinary(was[side])}, now ${describeBinary(now[side])}`);
  }
  const fields = [
    ["suite", "--suite"],
    ["suiteDir", "the suite directory"],
    ["groups", "the groups"],
    ["filter", "--filter"],
    ["exclude", "--exclude"],
    ["set", "--set"],
    ["shard", "--shard"]
  ];
  for (const [field, name] of fields) {
    if (!same(was[field], now[field]))
      differences.push(`${name} was ${JSON.stringify(was[field])}, now ${JSON.stringify(now[field])}`);
  }
  const childTime = (ms) => ms == null ? "off" : `${ms}ms`;
  if (childTime(was.childTimeMs) !== childTime(now.childTimeMs))
    differences.push(`--child-time was ${childTime(was.childTimeMs)}, now ${childTime(now.childTimeMs)}`);
  return differences;
}
function checkResumable(csvPath, existing, identity) {
  const { samples } = existing;
  const fresh = "give this comparison another --out, or repeat the command that started the file to add runs to it";
  if (existing.identity === null) {
    if (samples.length === 0) return [];
    throw new RunConfigError(
      `--out ${csvPath} already holds ${samples.length} samples, but not the record of the comparison that made them (${identityPath(csvPath)}, written when node-bench starts a file), so they cannot be topped up: ${fresh}; node-bench analyze ${csvPath} shows their table`
    );
  }
  if (existing.identity.childTimeMs != null && existing.identity.sizes === void 0) {
    throw new RunConfigError(
      `--out ${csvPath} was started by an older node-bench, which named sized rows by the n they ran (this one names them as their file does and records the n beside them): ${fresh}`
    );
  }
  const differences = identityDifferences(existing.identity, identity);
  if (differences.length > 0) {
    throw new RunConfigError(
      `--out ${csvPath} holds samples of another comparison (${differences.join("; ")}): ${fresh}`
    );
  }
  const was = existing.identity.machine;
  const now = identity.machine;
  if (JSON.stringify(was) === JSON.stringify(now)) return [];
  return [
    `warning: ${csvPath} was started on another machine or CPU set (${was.cpuModel}, ${was.cores} CPUs, cpuset ${was.cpuset ?? "none"}; now ${now.cpuModel}, ${now.cores} CPUs, cpuset ${now.cpuset ?? "none"}): the samples are compared as if measured alike`
  ];
}
function resumedPasses(csvPath, recorded, cap, hasSamples) {
  const caps = hasSamples ? [...recorded ?? []] : [];
  const last = caps.at(-1);
  if (last === void 0) return { earlierCaps: [], caps: [cap] };
  if (cap < last) {
    throw new RunConfigError(
      `--max-runs ${cap} is below the ${last} runs ${csvPath}'s --runs auto already went to: give --max-runs ${last} to finish that run, or more than ${last} to run the rows it left open on`
    );
  }
  return cap === last ? { earlierCaps: caps.slice(0, -1), caps } : { earlierCaps: caps, caps: [...caps, cap] };
}
function priorSamples(samples, missingRuns = []) {
  const grouped = /* @__PURE__ */ new Map();
  const entry = (filename, configuration) => {
    const key = priorKey(filename, configuration);
    let found = grouped.get(key);
    if (found === void 0) {
      found = { old: { rates: [], missing: [] }, new: { rates: [], missing: [] } };
      grouped.set(key, found);
    }
    return found;
  };
  for (const sample of samples) entry(sample.filename, sample.configuration)[sample.binary].rates.push(sample.rate);
  for (const m of missingRuns) entry(m.filename, m.configuration)[m.binary].missing.push(m.run);
  const side = ({ rates, missing }) => {
    const byRun = ratesByRun(rates, missing);
    return { rates: byRun, lastRun: Math.max(0, ...byRun.keys(), ...missing) };
  };
  return new Map([...grouped].map(([key, sides]) => [key, { old: side(sides.old), new: side(sides.new) }]));
}

export {
  identityPath,
  comparisonIdentity,
  readExistingResults,
  writeIdentity,
  checkResumable,
  resumedPasses,
  priorSamples
};
