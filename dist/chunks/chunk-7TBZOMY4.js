import { createRequire as __nodeBenchCreateRequire } from 'node:module';
const require = __nodeBenchCreateRequire(import.meta.url);

// src/report/text.ts
function referenceImprovement(comparison) {
  const oldMean = comparison.old.n === 0 ? 0 : comparison.old.mean;
  const newMean = comparison.new.n === 0 ? 0 : comparison.new.mean;
  return (newMean - oldMean) / oldMean * 100;
}
function hasChange(comparison) {
  return comparison.old.n > 0 && comparison.new.n > 0 && Number.isFinite(referenceImprovement(comparison));
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
function renderText(analysis, options = {}) {
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
  const table = [header, ...rows];
  const widths = header.map(() => 0);
  for (const row of table) row.forEach((cell, column) => widths[column] = Math.max(widths[column], cell.length));
  const lines = table.map(
    (row) => row.map((cell, column) => column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column])).join(" ")
  );
  return [...lines, "", ...falsePositiveNote(analysis.comparisons.length)].join("\n");
}

export {
  plural,
  formatImprovement,
  formatPValue,
  falsePositiveNote,
  renderText
};
