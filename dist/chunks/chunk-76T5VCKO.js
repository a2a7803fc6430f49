import { createRequire as __nodeBenchCreateRequire } from 'node:module';
const require = __nodeBenchCreateRequire(import.meta.url);
import {
  DEFAULT_CHILD_TIME_MS
} from "./chunk-MLKVXZD3.js";
import {
  UserError
} from "./chunk-JNGJNHL4.js";
import {
  countOutcomes
} from "./chunk-27CU5ESO.js";

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
function plural(count, word) {
  return `${count} ${word}${count === 1 ? "" : "s"}`;
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
function falsePositiveNote(count) {
  return [
    "Be aware that when doing many comparisons the risk of a false-positive result increases.",
    `In this case, there are ${count} comparisons, you can thus expect the following amount of false-positive results:`,
    `  ${(count * 0.05).toFixed(2)} false positives, when considering a   5% risk acceptance (*, **, ***),`,
    `  ${(count * 0.01).toFixed(2)} false positives, when considering a   1% risk acceptance (**, ***),`,
    `  ${(count * 1e-3).toFixed(2)} false positives, when considering a 0.1% risk acceptance (***)`
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
function renderAdaptiveText(analysis) {
  const percent = (value) => Number.isFinite(value) ? `${value.toFixed(2)} %` : "NA";
  const header = ["", "verdict", "change", "95 % interval", "runs old/new"];
  const rows = analysis.comparisons.map((c) => {
    const { change, low, high } = c.decision.estimate;
    return [
      c.name,
      OUTCOME_WORDS[c.decision.outcome] + (c.decision.stop === "futile" ? " (stopped early)" : ""),
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

// src/report/escape.ts
var ZERO_WIDTH_SPACE = "​";
var INVISIBLE = new RegExp("\\p{Cf}", "gu");
var BREAKS = /\r\n|[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;
var REPLACEMENTS = {
  // `&` first of all: no entity (&#64; &commat; &#x40;) survives to be decoded into a mention or tag.
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  "!": "&#33;",
  // A zero-width space after @ and # keeps GitHub from linking mentions, emails and issue references.
  "@": `@${ZERO_WIDTH_SPACE}`,
  "#": `#${ZERO_WIDTH_SPACE}`
};
var ACTIVE = /[\\`*_~[\]|&<>!@]|#(?=\d)|(?<=gh-)(?=\d)|:(?=\/)|(?<=mailto|xmpp):|(?<=www)\./gi;
function escapeMarkdown(text) {
  return text.replace(INVISIBLE, "").replace(BREAKS, " ").replace(ACTIVE, (match) => match === "" ? ZERO_WIDTH_SPACE : REPLACEMENTS[match] ?? `\\${match}`);
}
function plainText(text) {
  return text.replace(INVISIBLE, "").replace(BREAKS, " ");
}
function breakReferences(text) {
  return text.replace(/[@#](?=\S)/g, (match) => `${match}${ZERO_WIDTH_SPACE}`).replace(/(?<=gh-)(?=\d)|(?<=<)|(?<=\])(?=\()/gi, ZERO_WIDTH_SPACE);
}
function codeSpan(text, options = {}) {
  let body = breakReferences(plainText(text));
  if (options.inTable ?? true) body = body.replace(/\|/g, "\\|");
  if (body.trim() === "") return "` `";
  const longest = Math.max(0, ...[...body.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = "`".repeat(longest + 1);
  const pad = body.startsWith("`") || body.endsWith("`") || body.startsWith(" ") && body.endsWith(" ") ? " " : "";
  return `${fence}${pad}${body}${pad}${fence}`;
}
function escapeMultiline(lines) {
  return lines.map(
    (line) => escapeMarkdown(line).replace(/^ +/, (spaces) => "&nbsp;".repeat(spaces.length)).replace(/ {2,}/g, (spaces) => `${"&nbsp;".repeat(spaces.length - 1)} `)
  ).join("\\\n");
}

// src/report/reproduce.ts
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
function packageSpec(tool) {
  return `github:${tool.repository}#${tool.ref}`;
}
function toolInvocation(tool) {
  return ["npx", "--yes", `--package=${packageSpec(tool)}`, "--", "node-bench"];
}
function shellQuote(word) {
  const clean = plainText(word);
  return /^[A-Za-z0-9_.,:=/@+%^-][A-Za-z0-9_.,:=/@+%^#-]*$/.test(clean) ? clean : `'${clean.replace(/'/g, `'\\''`)}'`;
}
function shellLine(argv) {
  return argv.map(shellQuote).join(" ");
}
var HEX_SHA = /^[0-9a-f]{7,64}$/i;
function cliSpec(info) {
  return info.spec.startsWith("ref:") && info.sha && HEX_SHA.test(info.sha) ? `ref:${info.sha}` : info.spec;
}
function pullRequestLines(input) {
  const pr = input.pullRequest;
  const base = input.old?.sha;
  if (pr === void 0 || !HEX_SHA.test(pr.headSha)) return { lines: [] };
  const source = input.repositoryUrl && /^https:\/\/[^\s'"]+$/.test(input.repositoryUrl) ? input.repositoryUrl : "origin";
  const lines = [`git fetch ${shellQuote(source)} pull/${pr.number}/head`];
  if (input.new?.sha === pr.headSha || base === void 0 || !HEX_SHA.test(base)) return { lines };
  const branch = `pr-${pr.number}-merged`;
  lines.push(
    `git branch -f ${branch} "$(git commit-tree -p ${base} -p ${pr.headSha} -m 'pull request #${pr.number} merged' "$(git merge-tree --write-tree ${base} ${pr.headSha})")"`
  );
  return { lines, newRef: branch };
}
function preludeLines(input) {
  return pullRequestLines(input).lines;
}
function compareArguments(input) {
  const { old, new: current, run } = input;
  if (!old || !current || !run || run.groups.length === 0) return void 0;
  const merged = pullRequestLines(input).newRef;
  const argv = ["compare", "--old", cliSpec(old), "--new", merged ? `ref:${merged}` : cliSpec(current)];
  if (old.spec.startsWith("ref:") || current.spec.startsWith("ref:") || run.suite === "core") argv.push("--repo", ".");
  if (run.suite !== void 0) argv.push("--suite", run.suite);
  if (run.adaptiveMaxRuns !== void 0) argv.push("--runs", "auto", "--max-runs", String(run.adaptiveMaxRuns));
  else if (input.runs !== void 0) argv.push("--runs", String(input.runs));
  for (const value of run.filter ?? []) argv.push("--filter", value);
  for (const value of run.exclude ?? []) argv.push("--exclude", value);
  for (const [key, values] of Object.entries(run.set ?? {}))
    for (const value of values) argv.push("--set", `${key}=${value}`);
  if (run.seed !== void 0 && run.seed !== null) argv.push("--seed", String(run.seed));
  if (run.sizing === "off") argv.push("--child-time", "off");
  else if (run.sizing !== void 0 && run.sizing.targetMs !== DEFAULT_CHILD_TIME_MS)
    argv.push("--child-time", `${run.sizing.targetMs}ms`);
  if (input.analysis.correction !== "none") argv.push("--correction", input.analysis.correction);
  argv.push("--format", "markdown", ...run.groups);
  return argv;
}
function coreBinary(info, name, ref) {
  const path2 = `./node-${name}`;
  if (info.spec.startsWith("ref:")) {
    const commit = ref ?? (info.sha && HEX_SHA.test(info.sha) ? info.sha : info.spec.slice("ref:".length));
    return {
      path: path2,
      lines: [`git checkout ${shellQuote(commit)} && ./configure && make -j4 && cp out/Release/node ${path2}`]
    };
  }
  if (/^v?\d+\.\d+\.\d+$/.test(info.version) && !info.spec.includes("/")) {
    const version = info.version.startsWith("v") ? info.version : `v${info.version}`;
    return { path: path2, lines: [`# ${path2}: the node ${version} release binary (https://nodejs.org/dist/${version}/)`] };
  }
  return { path: info.spec, lines: [] };
}
function coreCompareLines(input) {
  const { old, new: current, run } = input;
  if (!old || !current || !run || run.suite !== "core" || run.groups.length === 0) return void 0;
  const oldBinary = coreBinary(old, "old");
  const newBinary = coreBinary(current, "new", pullRequestLines(input).newRef);
  const runs = run.adaptiveMaxRuns ?? input.runs;
  const argv = ["node", "benchmark/compare.js", "--old", oldBinary.path, "--new", newBinary.path];
  if (runs !== void 0) argv.push("--runs", String(runs));
  for (const value of run.filter ?? []) argv.push("--filter", value);
  for (const value of run.exclude ?? []) argv.push("--exclude", value);
  for (const [key, values] of Object.entries(run.set ?? {}))
    for (const value of values) argv.push("--set", `${key}=${value}`);
  argv.push("--", ...run.groups);
  return [
    ...oldBinary.lines,
    ...newBinary.lines,
    `${shellLine(argv)} > compare.csv`,
    // node core's own table (R with ggplot2 and plyr); node-bench analyze prints the same one
    "Rscript benchmark/compare.R < compare.csv"
  ];
}

// src/util/package-root.ts
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
var PACKAGE_NAME = "node-benchmark-action";
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
  const file = path.join(packageRoot(), "package.json");
  const manifest = JSON.parse(readFileSync(file, "utf8"));
  const source = toolSource(
    githubRepositoryOf(manifest.repository),
    typeof manifest.version === "string" ? `v${manifest.version}` : void 0
  );
  if (source === void 0)
    throw new UserError(`${file} names no GitHub "repository" and "version": the package is incomplete`);
  return source;
}

export {
  passesWords,
  plural,
  formatImprovement,
  formatPValue,
  falsePositiveNote,
  OUTCOME_WORDS,
  sameIsPerRowNote,
  renderText,
  escapeMarkdown,
  plainText,
  breakReferences,
  codeSpan,
  escapeMultiline,
  toolSource,
  toolInvocation,
  shellQuote,
  shellLine,
  preludeLines,
  compareArguments,
  coreCompareLines,
  packageRoot,
  packageFile,
  packageToolSource
};
