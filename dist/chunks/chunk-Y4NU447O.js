import { createRequire as __nodeBenchCreateRequire } from 'node:module';
const require = __nodeBenchCreateRequire(import.meta.url);
import {
  ratesByRun
} from "./chunk-2NKTRLOZ.js";
import {
  CHECK_IDS,
  FINDING_STATES,
  FOUND_MAX
} from "./chunk-WEI2IXKL.js";
import {
  forEachSample
} from "./chunk-R2WWX3V3.js";
import {
  LIMITS,
  MAX_DELTA_PERCENT
} from "./chunk-OKLX6OW5.js";
import {
  ADAPTIVE_DEFAULTS,
  AdaptiveRows,
  analyzeDecided,
  count,
  printable,
  sha,
  text
} from "./chunk-6AVMWGWR.js";
import {
  SampleGroups
} from "./chunk-XPXED6EU.js";
import {
  PLATFORMS,
  external_exports
} from "./chunk-ILDHKKTL.js";
import {
  UserError
} from "./chunk-S77ZKJKL.js";

// src/artifact/result-dir.ts
import { constants } from "node:fs";
import { lstat, mkdir, open, readFile, rm } from "node:fs/promises";
import { isAbsolute, join, relative, sep } from "node:path";

// src/artifact/nightly-schema.ts
var NIGHTLY_REF = /^[A-Za-z0-9_][A-Za-z0-9_./-]{0,254}$/;
var MAX_BISECT_CANDIDATES = 1e3;
var MAX_BISECT_ROWS = 1e3;
var MAX_BISECT_STEPS = 100;
var finiteOrNull = external_exports.number().finite().nullable();
var starsSchema = external_exports.enum(["", "*", "**", "***"]);
var bisectRowSchema = external_exports.strictObject({
  name: text(5e3),
  /** percent; negative is slower */
  improvement: finiteOrNull,
  /** the range's change the scan measured, percent */
  reference: external_exports.number().finite(),
  /** 0 at the good end, 1 at the bad end */
  share: finiteOrNull,
  nOld: count,
  nNew: count,
  verdict: external_exports.enum(["good", "bad", "unknown", "missing"])
});
var bisectSchema = external_exports.strictObject({
  /** culprit: one commit is left; range: the budget ran out, or only unbuildable or unsure commits are left */
  status: external_exports.enum(["culprit", "range"]),
  /**
   * range only: the budget ran out, only skipped (unbuildable) or also unknown (could not tell) commits are
   * left, the one commit left was not confirmed against its parent, or a commit could not be tested (error)
   */
  reason: external_exports.enum(["budget", "skipped", "unsure", "unconfirmed", "error"]).nullable(),
  error: text(1e3).nullable(),
  /** the last good commit (may be nightly.from) and the first bad one */
  good: sha,
  bad: sha,
  /** the first-parent commits the first bad one is among (good exclusive, bad inclusive), oldest first */
  candidates: external_exports.array(sha).min(1).max(MAX_BISECT_CANDIDATES),
  candidateCount: external_exports.number().int().min(1).max(1e9),
  culprit: external_exports.strictObject({
    sha,
    subject: text(500),
    author: text(200),
    /** the commit's PR-URL trailer, when it names a pull request of this repository */
    prNumber: external_exports.number().int().positive().max(1e9).nullable()
  }).nullable(),
  /** the bisected configurations: the range's regressions */
  configurations: external_exports.array(text(5e3)).max(MAX_BISECT_ROWS),
  /** the culprit's own table: its flagged rows against the good end */
  rows: external_exports.array(bisectRowSchema).max(MAX_BISECT_ROWS),
  steps: external_exports.array(
    external_exports.strictObject({
      sha,
      verdict: external_exports.enum(["good", "bad", "skip", "unknown"]),
      detail: text(500).nullable(),
      rows: external_exports.array(bisectRowSchema).max(MAX_BISECT_ROWS)
    })
  ).max(MAX_BISECT_STEPS),
  /** commits tested */
  builds: count,
  elapsedMs: count
}).superRefine((b, ctx) => {
  const fail = (message) => ctx.addIssue({ code: "custom", message });
  if (b.status === "culprit") {
    if (b.culprit === null || b.culprit.sha !== b.bad) fail("a culprit bisect names the culprit, which is bad");
    if (b.reason !== null || b.error !== null) fail("a culprit bisect has no reason");
    if (b.candidates.length !== 1 || b.candidates[0] !== b.bad || b.candidateCount !== 1)
      fail("a culprit bisect has the culprit as its only candidate");
  } else {
    if (b.culprit !== null || b.rows.length > 0) fail("a range bisect names no culprit");
    if (b.reason === null) fail("a range bisect says why it stopped");
    if (b.reason === "error" !== (b.error !== null)) fail("error is given exactly when the reason is error");
    if (b.candidates[b.candidates.length - 1] !== b.bad) fail("the candidates end with the first bad commit");
    if (b.candidateCount < b.candidates.length) fail("candidateCount is below the candidates listed");
  }
  if (b.steps.length > b.builds + 1) fail("more steps than commits tested and a verification");
});
var MAX_NOISE_ROWS = 1e3;
var MAX_TREND_ROWS = 50;
var MAX_TREND_NIGHTS = 60;
var falseStarsSchema = external_exports.tuple([count, count, count]);
var starsWithin = (value) => value.falseStars[0] <= value.comparisons && value.falseStars[1] <= value.falseStars[0] && value.falseStars[2] <= value.falseStars[1];
var calibrationMetadataSchema = external_exports.strictObject({
  /** over the A/A nights the state keeps */
  nights: count,
  comparisons: count,
  falseStars: falseStarsSchema,
  /** tonight's A/A run; null: none ran (off, or it failed) */
  slice: external_exports.strictObject({ sha, files: external_exports.array(text(5e3)).max(1e3), comparisons: count, falseStars: falseStarsSchema }).nullable(),
  /** the scan's starred rows (any threshold could flag them) that have an A/A record on this runner */
  rows: external_exports.array(
    external_exports.strictObject({
      name: text(5e3),
      comparisons: count,
      falseStars: falseStarsSchema,
      /** 95 % half-width of an A/A change, percent; null: too few A/A runs yet */
      noise: external_exports.number().min(0).max(1e6).nullable()
    })
  ).max(MAX_NOISE_ROWS)
}).superRefine((c, ctx) => {
  const fail = (message) => ctx.addIssue({ code: "custom", message });
  if (!starsWithin(c) || c.slice && !starsWithin(c.slice) || !c.rows.every(starsWithin))
    fail("false stars: more than comparisons, or fewer at a looser level");
  if (new Set(c.rows.map((row) => row.name)).size !== c.rows.length) fail("a row is named twice");
});
var trendSchema = external_exports.strictObject({
  /** this scan's date (ISO), the chart's last night */
  date: text(40),
  /** the earlier scans, oldest first */
  nights: external_exports.array(external_exports.strictObject({ date: text(40), from: sha, to: sha })).max(MAX_TREND_NIGHTS),
  rows: external_exports.array(
    external_exports.strictObject({
      name: text(5e3),
      /** per earlier night: percent, null when the row was not measured */
      changes: external_exports.array(finiteOrNull).max(MAX_TREND_NIGHTS),
      stars: external_exports.array(starsSchema).max(MAX_TREND_NIGHTS)
    })
  ).max(MAX_TREND_ROWS)
}).superRefine((t, ctx) => {
  if (t.rows.some((row) => row.changes.length !== t.nights.length || row.stars.length !== t.nights.length))
    ctx.addIssue({ code: "custom", message: "every trend row has one change and stars per night" });
});
var nightlySchema = external_exports.strictObject({
  branch: external_exports.string().regex(NIGHTLY_REF, "a branch name"),
  from: sha,
  to: sha,
  fromKind: external_exports.enum(["last-scan", "baseline"]),
  baseline: external_exports.string().regex(NIGHTLY_REF, "a ref name").nullable(),
  commits: count.nullable(),
  rewritten: external_exports.boolean(),
  /** the range had regressions and several commits: what bisecting it found */
  bisect: bisectSchema.optional(),
  /** the runner's A/A noise for the scan's starred rows, and its false-positive rate */
  calibration: calibrationMetadataSchema.optional(),
  /** the earlier scans' changes of the scan's starred rows */
  trend: trendSchema.optional()
});

// src/artifact/result-schema.ts
var sideSchema = external_exports.strictObject({ spec: text(200), version: text(60), sha: sha.nullable() });
var fingerprintSchema = external_exports.strictObject({
  cpuModel: text(200),
  cores: external_exports.number().int().min(0).max(4096),
  cpuset: text(100).nullable(),
  /** how the lanes ran (run/measure/lanes.ts describeLanes); absent in results written before lanes */
  lanes: text(1e3).nullable().optional(),
  kernel: text(200),
  governor: text(60).nullable(),
  hostNode: text(60),
  runnerName: text(200).nullable(),
  /** the runner's platform (util/platform.ts): each platform's rows are decided on its own samples; absent before it */
  platform: external_exports.enum(PLATFORMS).optional(),
  /** the runner check at the start of the run (runner-check/): what state the machine measured in; absent before it */
  runnerCheck: external_exports.array(external_exports.strictObject({ check: external_exports.enum(CHECK_IDS), state: external_exports.enum(FINDING_STATES), found: text(FOUND_MAX) })).max(CHECK_IDS.length).optional()
});
var pilotPoints = external_exports.array(external_exports.tuple([external_exports.number().int().positive(), external_exports.number().min(0)])).max(32);
var sizingSchema = external_exports.strictObject({
  targetMs: external_exports.number().positive().max(24 * 3600 * 1e3),
  configurations: external_exports.array(
    external_exports.strictObject({
      filename: text(500),
      /** as the file lists it, with its own value */
      listed: text(2e3),
      /** n, or a duration key (seconds) */
      key: text(100),
      own: external_exports.number().positive(),
      value: external_exports.number().positive(),
      source: external_exports.enum(["pilot", "resumed", "stored", "duration", "own"]),
      /** source own: why the file's own n ran (run/plan/sizing.ts KeptReason) */
      kept: external_exports.enum(["fits", "not steady", "no pilot"]).optional(),
      /** the pilots' evidence: each side's [n, ms of timed work], in the order they ran */
      pilots: external_exports.strictObject({ old: pilotPoints.optional(), new: pilotPoints.optional() }).optional()
    })
  ).max(1e5),
  /** left at their own values: the pilots reached their share of --max-time */
  unsizedByBudget: external_exports.number().int().min(0).optional()
});
var loadSchema = external_exports.strictObject({
  cores: external_exports.number().int().min(1).max(4096),
  samples: count,
  mean1m: external_exports.number().min(0).max(1e6),
  max1m: external_exports.number().min(0).max(1e6),
  /** the load exceeded the cores and the run's own load at some point (run/measure/fingerprint.ts): noise is inflated */
  heavy: external_exports.boolean()
});
var MAX_SHARDS = 256;
var runNumbers = external_exports.array(external_exports.number().int().min(1).max(LIMITS.runs)).max(LIMITS.runs);
var adaptiveRowSchema = external_exports.strictObject({
  filename: text(500),
  configuration: text(2e3),
  outcome: external_exports.enum(["regression", "improvement", "same", "unresolved", "untested"]),
  /** runs measured per side */
  n: external_exports.strictObject({ old: count, new: count }),
  /** looks the row was open at */
  looks: external_exports.number().int().min(0).max(LIMITS.runs),
  /** per side, the run numbers up to the row's last run without a rate (failed children): how runs pair */
  missingRuns: external_exports.strictObject({ old: runNumbers, new: runNumbers })
});
var adaptiveSchema = external_exports.strictObject({
  minRuns: external_exports.number().int().min(3).max(ADAPTIVE_DEFAULTS.minRuns),
  roundRuns: external_exports.literal(ADAPTIVE_DEFAULTS.roundRuns),
  maxRuns: external_exports.number().int().min(3).max(LIMITS.runs),
  /** the margin of "same", percent */
  delta: external_exports.number().min(0).max(MAX_DELTA_PERCENT),
  /**
   * Holm's m the shard decided at: every shard's configurations (absent in
   * directories written before it was recorded: the rows' own count)
   */
  familySize: external_exports.number().int().min(1).max(MAX_SHARDS * 1e5).optional(),
  /**
   * the caps of the passes before the last (`more`: a run resumed with a
   * higher cap), increasing, each below maxRuns; absent: one pass
   */
  earlierCaps: external_exports.array(external_exports.number().int().min(3).max(LIMITS.runs)).min(1).max(8).optional(),
  /** looks the run made (fewer than the schedule's when it stopped early or every row settled) */
  looks: external_exports.number().int().min(0).max(LIMITS.runs),
  rows: external_exports.array(adaptiveRowSchema).max(1e5)
}).refine((a) => a.minRuns === Math.min(ADAPTIVE_DEFAULTS.minRuns, a.maxRuns), {
  message: `must be ${ADAPTIVE_DEFAULTS.minRuns} (or maxRuns when lower)`,
  path: ["minRuns"]
}).refine((a) => (a.earlierCaps ?? []).every((cap, i, caps) => cap < (caps[i + 1] ?? a.maxRuns) && cap >= a.minRuns), {
  message: "must increase, from the minimum runs, each below maxRuns",
  path: ["earlierCaps"]
}).refine((a) => a.familySize === void 0 || a.familySize >= a.rows.length, {
  message: "must be at least the rows",
  path: ["familySize"]
});
var resultSchema = external_exports.strictObject({
  schemaVersion: external_exports.literal(1),
  /** the PR head that was benchmarked; the report job finds the PR from it */
  headSha: sha.nullable(),
  /** the /benchmark comment to react to when done */
  commentId: external_exports.number().int().positive().max(Number.MAX_SAFE_INTEGER).nullable(),
  old: sideSchema,
  new: sideSchema,
  runs: external_exports.number().int().min(1).max(1e4),
  durationMs: external_exports.number().min(0).max(30 * 24 * 3600 * 1e3),
  partial: external_exports.boolean(),
  /** stopped early: what was left unmeasured (one line per shard that stopped) */
  unmeasured: text(2e4).optional(),
  /**
   * a shard's result: which of how many, its configurations and the whole
   * run's, so the report can say what a shard that left no result would have measured
   */
  shard: external_exports.strictObject({
    index: external_exports.number().int().min(1).max(MAX_SHARDS),
    count: external_exports.number().int().min(1).max(MAX_SHARDS),
    configurations: count,
    runConfigurations: count
  }).refine((s) => s.index <= s.count && s.configurations <= s.runConfigurations, {
    message: "must be a shard of the run (index at most count, its configurations at most the run's)"
  }).optional(),
  seed: external_exports.number().int().min(0).max(4294967295).nullable(),
  samples: count,
  fingerprint: fingerprintSchema,
  /** the load average while measuring (null: nothing measured, or the core suite's engine) */
  load: loadSchema.nullable().optional(),
  /** runs auto only: how runs were spent, and the verdicts (checked against results.csv by the report job) */
  adaptive: adaptiveSchema.optional(),
  /** the suite that ran: core (the checkout's benchmark/, which compare.js runs too) or bundled; absent before it was recorded */
  suite: external_exports.enum(["core", "bundled"]).optional(),
  /** child-time: the timed work each child was sized to, and each sized configuration's n (run/plan/sizing.ts) */
  sizing: sizingSchema.optional(),
  /** nightly scans only: the range scanned (from = old.sha, to = new.sha) */
  nightly: nightlySchema.optional(),
  /** PR and dispatch runs on a runner the nightly calibrates: its A/A record of the starred rows */
  calibration: calibrationMetadataSchema.optional(),
  failures: external_exports.array(
    external_exports.strictObject({
      filename: text(500),
      configuration: text(2e3).optional(),
      binary: external_exports.enum(["old", "new"]).optional(),
      detail: text(1e3)
    })
  ).max(1e4)
});

// src/artifact/result-dir.ts
var RESULT_JSON = "result.json";
var RESULT_CSV = "results.csv";
var RESULT_PLOT = "plot.svg";
var MAX_JSON_BYTES = 1024 * 1024;
var MAX_CSV_BYTES = 64 * 1024 * 1024;
var ResultDirError = class extends UserError {
  name = "ResultDirError";
};
async function createResultDir(path, roots) {
  const root = roots.find((candidate) => {
    const inside = relative(candidate, path);
    return inside !== "" && !inside.startsWith("..") && !isAbsolute(inside);
  });
  if (root === void 0) {
    throw new ResultDirError(`result-dir ${path} is outside the workspace (${roots.join(", ")}): refused`);
  }
  await mkdir(root, { recursive: true });
  const parts = relative(root, path).split(sep);
  let current = root;
  for (const part of parts.slice(0, -1)) {
    current = join(current, part);
    const info2 = await lstat(current).catch(() => null);
    if (info2 === null) await mkdir(current);
    else if (info2.isSymbolicLink())
      throw new ResultDirError(`${current} is a symbolic link: the result directory may not be reached through one`);
    else if (!info2.isDirectory()) throw new ResultDirError(`${current} is not a directory`);
  }
  await rm(path, { recursive: true, force: true });
  await mkdir(path);
  const info = await lstat(path);
  return { path, dev: info.dev, ino: info.ino };
}
async function writeResultMetadata(dir, metadata) {
  const checked = resultSchema.safeParse(metadata);
  if (!checked.success) {
    const issue = checked.error.issues[0];
    throw new ResultDirError(`result metadata: ${issue.path.join(".") || "(root)"}: ${issue.message}`);
  }
  return writeNewFile(dir, RESULT_JSON, JSON.stringify(metadata, null, 2) + "\n");
}
var FAILURE_JSON = "failure.json";
var failureSchema = external_exports.strictObject({
  schemaVersion: external_exports.literal(1),
  headSha: sha.nullable(),
  commentId: external_exports.number().int().positive().max(Number.MAX_SAFE_INTEGER).nullable(),
  /** the BuildError's code: merge-conflict, build-failed, missing-binary, no-merge-base, … */
  kind: external_exports.string().regex(/^[a-z-]{1,40}$/),
  /** the side whose build failed (old: the base; new: the pull request), when one did */
  side: external_exports.enum(["old", "new"]).nullable(),
  message: text(2e3),
  /** the build log's last lines */
  logTail: text(8e3).nullable()
});
async function writeFailureRecord(dir, record) {
  const cut = {
    ...record,
    message: printable(record.message, 2e3),
    logTail: record.logTail === null ? null : printable(record.logTail.slice(-8e3), 8e3)
  };
  return writeNewFile(dir, FAILURE_JSON, JSON.stringify(failureSchema.parse(cut), null, 2) + "\n");
}
async function readFailureRecord(dir, log) {
  let text2;
  try {
    const info = await lstat(join(dir, FAILURE_JSON));
    if (!info.isFile() || info.size > 64e3) return null;
    text2 = await readFile(join(dir, FAILURE_JSON), "utf8");
  } catch {
    return null;
  }
  try {
    return failureSchema.parse(JSON.parse(text2));
  } catch {
    log(`${FAILURE_JSON} in ${dir} is not one execute wrote: ignored`);
    return null;
  }
}
async function writeResultPlot(dir, svg) {
  return writeNewFile(dir, RESULT_PLOT, svg);
}
async function writeNewFile(dir, name, text2) {
  const now = await lstat(dir.path).catch(() => null);
  if (now === null || !now.isDirectory() || now.dev !== dir.dev || now.ino !== dir.ino) {
    throw new ResultDirError(`the result directory ${dir.path} was replaced during the run: refusing to write into it`);
  }
  const path = join(dir.path, name);
  const flags = constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW;
  const file = await open(path, flags, 420).catch((error) => {
    throw new ResultDirError(
      `cannot create ${path} (${error.code ?? error.message}): something was put there during the run`
    );
  });
  try {
    await file.writeFile(text2);
  } finally {
    await file.close();
  }
  return path;
}
async function readRegularFile(dir, name, maxBytes) {
  const path = join(dir, name);
  let info;
  try {
    info = await lstat(path);
  } catch {
    throw new ResultDirError(`the result directory has no ${name}`);
  }
  if (info.isSymbolicLink()) throw new ResultDirError(`${name} is a symbolic link: refused`);
  if (!info.isFile()) throw new ResultDirError(`${name} is not a regular file`);
  if (info.size > maxBytes) throw new ResultDirError(`${name} is ${info.size} bytes, over the ${maxBytes}-byte limit`);
  return readFile(path, "utf8");
}
function analyzeResult(result, correction) {
  return analyzeDecided(
    result.groups,
    { correction, deltaPercent: result.metadata.adaptive?.delta },
    result.adaptive?.named()
  );
}
async function readResultJson(dir) {
  let info;
  try {
    info = await lstat(dir);
  } catch {
    throw new ResultDirError(`result directory ${dir} does not exist`);
  }
  if (!info.isDirectory()) throw new ResultDirError(`${dir} is not a directory`);
  let raw;
  try {
    raw = JSON.parse(await readRegularFile(dir, RESULT_JSON, MAX_JSON_BYTES));
  } catch (error) {
    if (error instanceof ResultDirError) throw error;
    throw new ResultDirError(`${RESULT_JSON} is not valid JSON`);
  }
  const parsed = resultSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ResultDirError(`${RESULT_JSON}: ${issue.path.join(".") || "(root)"}: ${issue.message}`);
  }
  return parsed.data;
}
async function readResultDir(dir, groups = new SampleGroups()) {
  const metadata = await readResultJson(dir);
  let samples = 0;
  const rows = /* @__PURE__ */ new Set();
  const rates = metadata.adaptive ? /* @__PURE__ */ new Map() : null;
  try {
    forEachSample(await readRegularFile(dir, RESULT_CSV, MAX_CSV_BYTES), RESULT_CSV, {}, (sample) => {
      samples++;
      groups.add(sample);
      const key = `${sample.filename} ${sample.configuration}`;
      rows.add(key);
      if (rates === null) return;
      let row = rates.get(key);
      if (row === void 0) rates.set(key, row = { old: [], new: [] });
      row[sample.binary].push(sample.rate);
    });
  } catch (error) {
    throw error instanceof ResultDirError ? error : new ResultDirError(`${error.message}`);
  }
  if (samples !== metadata.samples) {
    throw new ResultDirError(`${RESULT_CSV} has ${samples} rows but ${RESULT_JSON} says ${metadata.samples}`);
  }
  const adaptive = metadata.adaptive && rates ? replayAdaptive(metadata.adaptive, rates) : void 0;
  return { metadata, groups, samples, rows: rows.size, adaptive };
}
function replayAdaptive(adaptive, rates) {
  const schedule = { minRuns: adaptive.minRuns, roundRuns: adaptive.roundRuns, maxRuns: adaptive.maxRuns };
  const rows = new AdaptiveRows({
    schedule,
    deltaPercent: adaptive.delta,
    familySize: adaptive.familySize,
    earlierCaps: adaptive.earlierCaps
  });
  const looks = rows.lookRuns;
  if (adaptive.looks > looks.length) {
    throw new ResultDirError(
      `${RESULT_JSON}: adaptive.looks is ${adaptive.looks}, but the schedule has ${looks.length}`
    );
  }
  const seen = /* @__PURE__ */ new Set();
  for (const row of adaptive.rows) {
    const key = `${row.filename} ${row.configuration}`;
    const measured = rates.get(key) ?? (row.n.old === 0 && row.n.new === 0 ? { old: [], new: [] } : void 0);
    if (measured === void 0)
      throw new ResultDirError(`${RESULT_JSON}: a verdict names a row ${RESULT_CSV} does not have`);
    if (seen.has(key)) throw new ResultDirError(`${RESULT_JSON}: two verdicts for one row`);
    seen.add(key);
    if (measured.old.length !== row.n.old || measured.new.length !== row.n.new) {
      throw new ResultDirError(
        `${RESULT_JSON}: a verdict counts ${row.n.old}/${row.n.new} runs but ${RESULT_CSV} has ${measured.old.length}/${measured.new.length}`
      );
    }
    rows.track(key, key);
    for (const binary of ["old", "new"]) {
      const missing = row.missingRuns[binary];
      if (missing.some((run, i) => i > 0 && run <= missing[i - 1])) {
        throw new ResultDirError(`${RESULT_JSON}: a verdict's missing runs are not in increasing order`);
      }
      for (const [run, rate] of ratesByRun(measured[binary], missing)) {
        if (run > adaptive.maxRuns) {
          throw new ResultDirError(`${RESULT_JSON}: a verdict's runs go past max runs (${adaptive.maxRuns})`);
        }
        rows.add(key, binary, run, rate);
      }
    }
  }
  if ([...rates.keys()].some((key) => !seen.has(key)))
    throw new ResultDirError(`${RESULT_CSV} has rows without a verdict in ${RESULT_JSON}`);
  for (let look = 0; look < adaptive.looks; look++) rows.look();
  for (const row of adaptive.rows) {
    const key = `${row.filename} ${row.configuration}`;
    const replayed = rows.verdict(key);
    const stopped = rows.stoppedAt(key);
    const lastRun = Math.max(row.n.old + row.missingRuns.old.length, row.n.new + row.missingRuns.new.length);
    const ranPast = stopped !== null && lastRun > looks[stopped];
    if (replayed.outcome !== row.outcome || replayed.looks !== row.looks || JSON.stringify(replayed.missingRuns) !== JSON.stringify(row.missingRuns) || ranPast) {
      throw new ResultDirError(
        `${RESULT_JSON}: the verdict ${row.outcome} (${row.looks} looks) of ${key.slice(0, 200)} does not follow from the samples in ${RESULT_CSV} (they give ${replayed.outcome} after ${replayed.looks} looks${ranPast ? `, and the row ran past the look at ${looks[stopped]} runs that settled it` : ""})`
      );
    }
  }
  return rows;
}

export {
  NIGHTLY_REF,
  MAX_BISECT_CANDIDATES,
  MAX_BISECT_ROWS,
  MAX_NOISE_ROWS,
  MAX_TREND_ROWS,
  MAX_TREND_NIGHTS,
  MAX_SHARDS,
  RESULT_JSON,
  RESULT_CSV,
  ResultDirError,
  createResultDir,
  writeResultMetadata,
  writeFailureRecord,
  readFailureRecord,
  writeResultPlot,
  analyzeResult,
  readResultJson,
  readResultDir
};
