import { createRequire as __nodeBenchCreateRequire } from 'node:module';
const require = __nodeBenchCreateRequire(import.meta.url);
import {
  ADAPTIVE_DEFAULTS
} from "./chunk-4ZZT7LD6.js";
import {
  DEFAULT_DELTA_PERCENT,
  countOutcomes
} from "./chunk-6GNYY2MZ.js";
import {
  GITHUB_SHA,
  external_exports
} from "./chunk-22E2UFT6.js";
import {
  UserError
} from "./chunk-S77ZKJKL.js";

// src/report/text.ts
function referenceImprovement(comparison) {
  const oldMean = comparison.old.n === 0 ? 0 : comparison.old.mean;
  const newMean = comparison.new.n === 0 ? 0 : comparison.new.mean;
  return (newMean - oldMean) / oldMean * 100;
}
function hasChange(comparison) {
  return comparison.old.n > 0 && comparison.new.n > 0 && Number.isFinite(referenceImprovement(comparison));
}
function passesWords(caps) {
  const later = caps.slice(1).map((cap) => `the rows left open to ${cap}`);
  return `${caps.length} passes (to ${caps[0]} runs, then ${later.join(", then ")})`;
}
function plural(count2, word) {
  return `${count2} ${word}${count2 === 1 ? "" : "s"}`;
}
function formatImprovement(value) {
  return `${value.toFixed(2)} %`;
}
function formatAccuracy(value) {
  return `±${value.toFixed(2)}%`;
}
function formatPValue(value) {
  if (Number.isNaN(value)) return "NA";
  return value < 1e-4 ? value.toExponential(2) : value.toFixed(4);
}
function falsePositiveNote(count2) {
  return [
    "Be aware that when doing many comparisons the risk of a false-positive result increases.",
    `In this case, there are ${count2} comparisons, you can thus expect the following amount of false-positive results:`,
    `  ${(count2 * 0.05).toFixed(2)} false positives, when considering a   5% risk acceptance (*, **, ***),`,
    `  ${(count2 * 0.01).toFixed(2)} false positives, when considering a   1% risk acceptance (**, ***),`,
    `  ${(count2 * 1e-3).toFixed(2)} false positives, when considering a 0.1% risk acceptance (***)`
  ];
}
function alignTable(table) {
  const widths = table[0].map(() => 0);
  for (const row of table) row.forEach((cell, column) => widths[column] = Math.max(widths[column], cell.length));
  return table.map(
    (row) => row.map((cell, column) => column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column])).join(" ")
  );
}
var OUTCOME_WORDS = {
  regression: "slower",
  improvement: "faster",
  same: "same",
  unresolved: "not distinguishable",
  untested: "not tested"
};
function sameIsPerRowNote(deltaPercent) {
  const delta = Number(deltaPercent.toFixed(2));
  return `Each "same" is a claim about its own row: a true change of ±${delta} % is called same at most 2.5 % of the time per row, not controlled over all the rows (with many rows, one such row may be called same).`;
}
function stoppedEarly(analysis) {
  const early = analysis.comparisons.filter((c) => c.decision.stop === "futile").length;
  return early === 0 ? "" : ` (${early} stopped early: the runs left up to max-runs could not have decided them)`;
}
function verdictNote(decision) {
  if (decision.unmeasurable === "single-call") return " (not measurable: one call per child, bimodal timings)";
  return decision.stop === "futile" ? " (stopped early)" : "";
}
function renderAdaptiveText(analysis) {
  const percent = (value) => Number.isFinite(value) ? `${value.toFixed(2)} %` : "NA";
  const header = ["", "verdict", "change", "95 % interval", "runs old/new"];
  const rows = analysis.comparisons.map((c) => {
    const { change, low, high } = c.decision.estimate;
    return [
      c.name,
      OUTCOME_WORDS[c.decision.outcome] + verdictNote(c.decision),
      percent(change),
      Number.isFinite(low) ? `${low.toFixed(2)} to ${high.toFixed(2)} %` : "NA",
      `${c.old.n}/${c.new.n}`
    ];
  });
  const counts = countOutcomes(analysis.comparisons.map((c) => c.decision));
  const delta = analysis.basis.deltaPercent.toFixed(2);
  return [
    ...alignTable([header, ...rows]),
    "",
    `--runs auto: ${counts.improvement} faster, ${counts.regression} slower, ${counts.same} same within ±${delta} %, ${counts.unresolved} not distinguishable${stoppedEarly(analysis)}, ${counts.untested} not tested.`,
    "Faster and slower: the sequential paired test of log(new/old), Holm over the " + (analysis.basis.passes ? `${plural(analysis.comparisons.length, "row")} at 5 % in each of ${passesWords(analysis.basis.passes)}: at most a ${analysis.basis.passes.length * 5} % risk of any false one.` : `${plural(analysis.comparisons.length, "row")}: a familywise 5 % risk of any false one.`),
    `Same: the 95 % interval (repeated over the looks) lies within ±${delta} %. Not distinguishable: neither (more runs, or a quieter machine, would tell).`,
    "The interval of a faster or slower row is its paired runs' 95 %; beside same and not distinguishable, the one the verdict rests on (repeated over the looks; for not distinguishable also Holm over the rows not called faster or slower, so it holds 0).",
    sameIsPerRowNote(analysis.basis.deltaPercent)
  ].join("\n");
}
function renderText(analysis, options = {}) {
  if (analysis.basis.rule === "sequential-holm") return renderAdaptiveText(analysis);
  const naForMissing = options.missingSide === "NA";
  const withHolm = analysis.correction === "holm";
  const header = ["", "confidence", "improvement", "accuracy (*)", "(**)", "(***)"];
  if (withHolm) header.push("holm p", "(holm)");
  const rows = analysis.comparisons.map((comparison) => {
    const row = [
      comparison.name,
      comparison.tested ? comparison.stars : "NA",
      naForMissing && !hasChange(comparison) ? "NA" : formatImprovement(referenceImprovement(comparison)),
      ...comparison.accuracy.map((value) => comparison.tested ? formatAccuracy(value) : "NA")
    ];
    if (withHolm) {
      const holm = comparison.holm;
      row.push(
        holm && comparison.tested ? formatPValue(holm.pValue) : "NA",
        holm && comparison.tested ? holm.stars : "NA"
      );
    }
    return row;
  });
  return [...alignTable([header, ...rows]), "", ...falsePositiveNote(analysis.comparisons.length)].join("\n");
}

// src/util/package-root.ts
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

// src/util/tool-source.ts
var REPOSITORY = /^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+$/;
var REF = /^[A-Za-z0-9_./+-]+$/;
function toolSource(repository, ref) {
  if (!repository || !ref || !REPOSITORY.test(repository) || !REF.test(ref) || ref.includes("..")) return void 0;
  return { repository, ref };
}
function githubRepositoryOf(field) {
  const url = typeof field === "string" ? field : field?.url;
  if (typeof url !== "string") return void 0;
  const match = /^(?:github:|(?:git\+)?(?:https?|ssh|git):\/\/(?:git@)?github\.com\/)?([^/:#]+\/[^/#]+?)(?:\.git)?$/.exec(url);
  return match && REPOSITORY.test(match[1]) ? match[1] : void 0;
}

// src/util/package-root.ts
var PACKAGE_NAME = "node-bench";
function isOurManifest(file) {
  try {
    return JSON.parse(readFileSync(file, "utf8")).name === PACKAGE_NAME;
  } catch {
    return false;
  }
}
function packageRoot(moduleUrl = import.meta.url) {
  const from = fileURLToPath(moduleUrl);
  for (let dir = path.dirname(from); ; dir = path.dirname(dir)) {
    if (isOurManifest(path.join(dir, "package.json"))) return dir;
    if (path.dirname(dir) === dir) {
      throw new UserError(`cannot find the ${PACKAGE_NAME} package.json above ${from}: the package is incomplete`);
    }
  }
}
function packageFile(shipped, moduleUrl = import.meta.url) {
  const root = packageRoot(moduleUrl);
  const bundled = fileURLToPath(moduleUrl).startsWith(path.join(root, "dist") + path.sep);
  const file = path.join(root, bundled ? shipped.dist : shipped.source);
  if (!existsSync(file)) throw new UserError(`${file} not found: the package is incomplete`);
  return file;
}
function packageToolSource() {
  const { file, manifest } = readManifest();
  const source = toolSource(
    githubRepositoryOf(manifest.repository),
    typeof manifest.version === "string" ? `v${manifest.version}` : void 0
  );
  if (source === void 0)
    throw new UserError(`${file} names no GitHub "repository" and "version": the package is incomplete`);
  return source;
}
function packageVersion() {
  const { file, manifest } = readManifest();
  if (typeof manifest.version !== "string" || !/^\d+\.\d+\.\d+$/.test(manifest.version))
    throw new UserError(`${file} has no "version" X.Y.Z: the package is incomplete`);
  return manifest.version;
}
function readManifest() {
  const file = path.join(packageRoot(), "package.json");
  return { file, manifest: JSON.parse(readFileSync(file, "utf8")) };
}

// src/artifact/fields.ts
var text = (max) => external_exports.string().max(max).regex(/^[^\u0000-\u0008\u000b-\u001f\u007f]*$/, "control characters");
var sha = external_exports.string().regex(GITHUB_SHA, "a 40-character hex SHA");
var count = external_exports.number().int().min(0).max(1e9);
function printable(text2, max) {
  return text2.replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, " ").slice(0, max);
}

// src/artifact/result-metadata.ts
var KEPT_WORDS = {
  fits: "fit the target already",
  "not steady": "steady at no smaller n",
  "no pilot": "lost a pilot"
};
function keptCounts(configurations) {
  const counts = /* @__PURE__ */ new Map();
  for (const c of configurations) {
    if (c.source !== "own") continue;
    const reason = c.kept ?? "fits";
    counts.set(reason, (counts.get(reason) ?? 0) + 1);
  }
  return [...counts].map(([reason, count2]) => `${count2} ${KEPT_WORDS[reason]}`);
}
var pilotPairs = (points) => points.slice(0, 32).map(([n, ms]) => [n, Math.round(ms * 1e3) / 1e3]);
function sizingMetadata(record) {
  return {
    targetMs: record.targetMs,
    unsizedByBudget: record.unsizedByBudget,
    configurations: record.configurations.slice(0, 1e5).map((c) => ({
      filename: printable(c.filename, 500),
      listed: printable(c.listed, 2e3),
      key: printable(c.key, 100),
      own: c.own,
      value: c.value,
      source: c.source,
      ...c.kept ? { kept: c.kept } : {},
      ...c.pilots ? {
        pilots: {
          ...c.pilots.old ? { old: pilotPairs(c.pilots.old) } : {},
          ...c.pilots.new ? { new: pilotPairs(c.pilots.new) } : {}
        }
      } : {}
    }))
  };
}
function printableFailure(failure) {
  return {
    filename: printable(failure.filename, 500),
    ...failure.configuration !== void 0 ? { configuration: printable(failure.configuration, 2e3) } : {},
    ...failure.binary !== void 0 ? { binary: failure.binary } : {},
    detail: printable(failure.detail, 1e3)
  };
}
function adaptiveMetadata(adaptive, outcome) {
  return {
    minRuns: Math.min(ADAPTIVE_DEFAULTS.minRuns, adaptive.maxRuns),
    roundRuns: ADAPTIVE_DEFAULTS.roundRuns,
    maxRuns: adaptive.maxRuns,
    delta: outcome?.deltaPercent ?? adaptive.deltaPercent ?? DEFAULT_DELTA_PERCENT,
    ...outcome ? { familySize: outcome.familySize } : {},
    ...outcome?.passes && outcome.passes.length > 1 ? { earlierCaps: outcome.passes.slice(0, -1) } : {},
    looks: outcome?.looks ?? 0,
    rows: (outcome?.rows ?? []).slice(0, 1e5).map(({ filename, configuration, verdict }) => ({
      filename: printable(filename, 500),
      configuration: printable(configuration, 2e3),
      outcome: verdict.outcome,
      n: { old: verdict.n.old, new: verdict.n.new },
      looks: verdict.looks,
      missingRuns: verdict.missingRuns
    }))
  };
}
function resultMetadata(run, about) {
  return {
    schemaVersion: 1,
    headSha: about.headSha,
    commentId: about.commentId,
    old: about.old,
    new: about.new,
    runs: about.runs,
    durationMs: Math.round(run.elapsedMs),
    partial: about.partial,
    ...about.unmeasured ? { unmeasured: about.unmeasured.slice(0, 2e3) } : {},
    ...about.shard ? { shard: about.shard } : {},
    seed: run.seed ?? null,
    samples: run.samples,
    fingerprint: about.fingerprint,
    ..."load" in about ? { load: about.load } : {},
    ...about.adaptive ? { adaptive: adaptiveMetadata(about.adaptive, run.verdicts) } : {},
    ...run.sizing ? { sizing: sizingMetadata(run.sizing) } : {},
    ...about.nightly ? { nightly: about.nightly } : {},
    ...about.suite ? { suite: about.suite } : {},
    failures: run.failures.slice(0, 1e4).map(printableFailure)
  };
}
function mergeCalibrations(calibrations) {
  const first = calibrations[0];
  if (first === void 0) return void 0;
  const record = (c) => c && JSON.stringify([c.nights, c.comparisons, c.falseStars]);
  if (calibrations.some((c) => record(c) !== record(first))) return void 0;
  const rows = /* @__PURE__ */ new Map();
  for (const c of calibrations) for (const row of c.rows) rows.set(row.name, row);
  return { ...first, rows: [...rows.values()] };
}
function mergeSizings(sizings) {
  const present = sizings.filter((s) => s !== void 0);
  if (present.length === 0) return {};
  return {
    sizing: {
      targetMs: present[0].targetMs,
      configurations: present.flatMap((s) => s.configurations).slice(0, 1e5),
      unsizedByBudget: present.reduce((sum, s) => sum + (s.unsizedByBudget ?? 0), 0)
    }
  };
}
function mergeLoads(loads) {
  if (loads.length === 0 || loads.some((load) => load == null)) return null;
  const all = loads;
  const samples = all.reduce((sum, load) => sum + load.samples, 0);
  return {
    cores: Math.min(...all.map((load) => load.cores)),
    samples,
    mean1m: samples === 0 ? 0 : all.reduce((sum, load) => sum + load.mean1m * load.samples, 0) / samples,
    max1m: Math.max(...all.map((load) => load.max1m)),
    heavy: all.some((load) => load.heavy)
  };
}

export {
  text,
  sha,
  count,
  printable,
  passesWords,
  plural,
  formatImprovement,
  formatPValue,
  falsePositiveNote,
  OUTCOME_WORDS,
  sameIsPerRowNote,
  renderText,
  toolSource,
  packageRoot,
  packageFile,
  packageToolSource,
  packageVersion,
  keptCounts,
  resultMetadata,
  mergeCalibrations,
  mergeSizings,
  mergeLoads
};
