import { createRequire as __nodeBenchCreateRequire } from 'node:module';
const require = __nodeBenchCreateRequire(import.meta.url);
import {
  countOutcomes
} from "./chunk-6GNYY2MZ.js";

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

export {
  passesWords,
  plural,
  formatImprovement,
  formatPValue,
  falsePositiveNote,
  OUTCOME_WORDS,
  sameIsPerRowNote,
  renderText
};
