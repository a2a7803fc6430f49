import { createRequire as __nodeBenchCreateRequire } from 'node:module';
const require = __nodeBenchCreateRequire(import.meta.url);
import {
  ratesByRun
} from "./chunk-2NKTRLOZ.js";
import {
  RunConfigError,
  formatShard,
  priorKey
} from "./chunk-G2IUYMHM.js";
import {
  parseCompareCsv
} from "./chunk-R2WWX3V3.js";
import {
  mergeLoads
} from "./chunk-6AVMWGWR.js";

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
function readPrevious(request, deps) {
  const existing = deps.resume ? readExistingResults(request.output.out) : null;
  const { suite, output, schedule } = request;
  if (existing !== null && existing.samples.length > 0 && suite.kind === "core" && suite.engine === "compare.js") {
    throw new RunConfigError(
      `--out ${output.out} holds samples already; adding runs to them needs --engine node-bench (compare.js always runs --runs in full)`
    );
  }
  const passes = deps.resume && schedule.adaptive ? resumedPasses(
    output.out,
    (existing?.identity ?? deps.continuing)?.autoCaps,
    schedule.adaptive.maxRuns,
    (existing?.samples.length ?? 0) > 0
  ) : void 0;
  return { existing, passes };
}
function openRecord(request, deps, { binaries, fingerprint }, found, passes) {
  let existing = found;
  const identity = comparisonIdentity(request, binaries, fingerprint);
  if (existing !== null && existing.identity === null && deps.continuing) {
    existing = { ...existing, identity: { ...identity, ...deps.continuing } };
  }
  if (existing !== null)
    for (const warning of checkResumable(request.output.out, existing, identity)) deps.log(warning);
  let record = existing?.identity ?? identity;
  if (identity.runsAuto) record = { ...record, runsAuto: true };
  if (passes && JSON.stringify(passes.caps) !== JSON.stringify(record.autoCaps))
    record = { ...record, autoCaps: passes.caps };
  if (record !== existing?.identity) writeIdentity(request.output.out, record);
  const earlierCaps = passes?.earlierCaps ?? [];
  const resumed = existing !== null && existing.samples.length > 0 ? existing : null;
  const prior = resumed === null ? void 0 : priorSamples(resumed.samples, record.missingRuns);
  const recordJob = (job) => {
    if (job.samples > 0) return;
    const { filename, configuration, binary, run } = job;
    record = { ...record, missingRuns: [...record.missingRuns ?? [], { filename, configuration, binary, run }] };
    writeIdentity(request.output.out, record);
  };
  const recordMeasured = (samples, ms, load) => {
    const before = record.measured;
    if (samples === 0) return before ?? { ms: 0, load: null };
    const measured = {
      ms: (before?.ms ?? 0) + ms,
      load: before === void 0 || before.load === null ? load : load === null ? before.load : mergeLoads([before.load, load])
    };
    record = { ...record, measured };
    writeIdentity(request.output.out, record);
    return measured;
  };
  const recordSizes = (sizes) => {
    const known = new Set((record.sizes ?? []).map((s) => `${s.filename}\0${s.configuration}`));
    const added = sizes.filter((s) => !known.has(`${s.filename}\0${s.configuration}`));
    if (added.length === 0) return;
    record = { ...record, sizes: [...record.sizes ?? [], ...added] };
    writeIdentity(request.output.out, record);
  };
  if (resumed === null) return { earlierCaps, recordJob, recordMeasured, recordSizes };
  const runsText = request.schedule.adaptive ? `--runs auto (at most ${request.schedule.runs})` : `${request.schedule.runs} runs per side`;
  deps.log(
    earlierCaps.length > 0 && earlierCaps.at(-1) < request.schedule.runs ? `resuming: ${request.output.out} holds ${resumed.samples.length} samples of this comparison, run to at most ${earlierCaps.at(-1)} runs; its calls stand, and the rows it left open run on to ${request.schedule.runs} runs (more); the table covers the whole file` : `resuming: ${request.output.out} holds ${resumed.samples.length} samples of this comparison; each configuration is topped up to ${runsText}, and the table covers the whole file`
  );
  return {
    prior,
    earlierCaps,
    recordJob,
    recordMeasured,
    recordSizes
  };
}

export {
  identityPath,
  readPrevious,
  openRecord
};
