import { createRequire as __nodeBenchCreateRequire } from 'node:module';
const require = __nodeBenchCreateRequire(import.meta.url);
import {
  Option,
  oneOf,
  require_lib,
  require_lib2
} from "./chunk-G23AS7Y5.js";
import {
  __toESM
} from "./chunk-Z5HW6UZF.js";

// src/stats/holm.ts
function holmAdjust(pValues) {
  const order = pValues.map((p, index) => ({ p, index })).filter(({ p }) => !Number.isNaN(p)).sort((a, b) => a.p - b.p);
  const m = order.length;
  const adjusted = pValues.map(() => NaN);
  let runningMax = 0;
  order.forEach(({ p, index }, rank) => {
    runningMax = Math.max(runningMax, Math.min(1, (m - rank) * p));
    adjusted[index] = runningMax;
  });
  return adjusted;
}

// src/stats/welch.ts
var import_stats_base_dists_t_cdf = __toESM(require_lib(), 1);
var import_stats_base_dists_t_quantile = __toESM(require_lib2(), 1);
function summarize(values) {
  const n = values.length;
  if (n === 0) return { n, mean: NaN, variance: NaN };
  let sum = 0;
  for (const value of values) sum += value;
  const mean = sum / n;
  let squares = 0;
  for (const value of values) squares += (value - mean) ** 2;
  return { n, mean, variance: n > 1 ? squares / (n - 1) : NaN };
}
function welchTest(old, current) {
  const oldTerm = old.variance / old.n;
  const newTerm = current.variance / current.n;
  const standardError = Math.sqrt(oldTerm + newTerm);
  const difference = current.mean - old.mean;
  if (standardError === 0) {
    return {
      t: difference === 0 ? 0 : Math.sign(difference) * Infinity,
      df: NaN,
      standardError,
      pValue: difference === 0 ? 1 : 0
    };
  }
  const df = (oldTerm + newTerm) ** 2 / (oldTerm ** 2 / (old.n - 1) + newTerm ** 2 / (current.n - 1));
  const t = difference / standardError;
  const pValue = Math.min(1, 2 * (0, import_stats_base_dists_t_cdf.default)(-Math.abs(t), df));
  return { t, df, pValue, standardError };
}
function confidenceHalfWidth(result, alpha) {
  if (result.standardError === 0) return 0;
  return (0, import_stats_base_dists_t_quantile.default)(1 - alpha / 2, result.df) * result.standardError;
}

// src/stats/analyze.ts
var ALPHAS = [0.05, 0.01, 1e-3];
function starsFor(pValue) {
  if (pValue < 1e-3) return "***";
  if (pValue < 0.01) return "**";
  if (pValue < 0.05) return "*";
  return "";
}
var collator = new Intl.Collator();
var SampleGroups = class {
  byFile = /* @__PURE__ */ new Map();
  add(sample) {
    let byConfiguration = this.byFile.get(sample.filename);
    if (byConfiguration === void 0) {
      byConfiguration = /* @__PURE__ */ new Map();
      this.byFile.set(sample.filename, byConfiguration);
    }
    let group = byConfiguration.get(sample.configuration);
    if (group === void 0) {
      group = { filename: sample.filename, configuration: sample.configuration, old: [], new: [] };
      byConfiguration.set(sample.configuration, group);
    }
    group[sample.binary].push(sample.rate);
  }
  get size() {
    let size = 0;
    for (const byConfiguration of this.byFile.values()) size += byConfiguration.size;
    return size;
  }
  /** Tests each group; rows sorted by name as the reference sorts them. */
  analyze(options = {}) {
    const correction2 = options.correction ?? "none";
    const comparisons = [];
    for (const byConfiguration of this.byFile.values()) {
      for (const group of byConfiguration.values()) {
        comparisons.push(compareGroup(`${group.filename} ${group.configuration}`, group));
      }
    }
    comparisons.sort((a, b) => collator.compare(a.name, b.name));
    if (correction2 === "holm") {
      const adjusted = holmAdjust(comparisons.map((c) => c.pValue));
      comparisons.forEach((comparison, i) => {
        const pValue = adjusted[i] ?? NaN;
        comparison.holm = { pValue, stars: starsFor(pValue) };
      });
    }
    return { comparisons, correction: correction2 };
  }
};
function compareGroup(name, group) {
  const old = summarize(group.old);
  const current = summarize(group.new);
  const base = {
    name,
    filename: group.filename,
    configuration: group.configuration,
    old,
    new: current,
    improvement: (current.mean - old.mean) / old.mean * 100
  };
  if (old.n < 2 || current.n < 2) {
    return { ...base, tested: false, t: NaN, df: NaN, pValue: NaN, stars: "", accuracy: [NaN, NaN, NaN] };
  }
  const result = welchTest(old, current);
  const accuracy = ALPHAS.map((alpha) => confidenceHalfWidth(result, alpha) / old.mean * 100);
  return {
    ...base,
    tested: true,
    t: result.t,
    df: result.df,
    pValue: result.pValue,
    stars: starsFor(result.pValue),
    accuracy
  };
}
function effectiveStars(comparison) {
  return comparison.holm ? comparison.holm.stars : comparison.stars;
}
function isRegression(comparison) {
  return effectiveStars(comparison) !== "" && comparison.improvement < 0;
}
function isImprovement(comparison) {
  return effectiveStars(comparison) !== "" && comparison.improvement > 0;
}

// src/report/text.ts
function referenceImprovement(comparison) {
  const oldMean = comparison.old.n === 0 ? 0 : comparison.old.mean;
  const newMean = comparison.new.n === 0 ? 0 : comparison.new.mean;
  return (newMean - oldMean) / oldMean * 100;
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
function renderText(analysis) {
  const withHolm = analysis.correction === "holm";
  const header = ["", "confidence", "improvement", "accuracy (*)", "(**)", "(***)"];
  if (withHolm) header.push("holm p", "(holm)");
  const rows = analysis.comparisons.map((comparison) => {
    const row2 = [
      comparison.name,
      comparison.tested ? comparison.stars : "NA",
      formatImprovement(referenceImprovement(comparison)),
      ...comparison.accuracy.map((value) => comparison.tested ? formatAccuracy(value) : "NA")
    ];
    if (withHolm) {
      const holm = comparison.holm;
      row2.push(
        holm && comparison.tested ? formatPValue(holm.pValue) : "NA",
        holm && comparison.tested ? holm.stars : "NA"
      );
    }
    return row2;
  });
  const table2 = [header, ...rows];
  const widths = header.map(() => 0);
  for (const row2 of table2) row2.forEach((cell2, column) => widths[column] = Math.max(widths[column], cell2.length));
  const lines = table2.map(
    (row2) => row2.map((cell2, column) => column === 0 ? cell2.padEnd(widths[column]) : cell2.padStart(widths[column])).join(" ")
  );
  return [...lines, "", ...falsePositiveNote(analysis.comparisons.length)].join("\n");
}

// src/report/json.ts
var JSON_SCHEMA_VERSION = 1;
var finite = (value) => Number.isFinite(value) ? value : null;
function toJsonReport(analysis) {
  return {
    schemaVersion: JSON_SCHEMA_VERSION,
    correction: analysis.correction,
    summary: {
      comparisons: analysis.comparisons.length,
      regressions: analysis.comparisons.filter(isRegression).length,
      improvements: analysis.comparisons.filter(isImprovement).length,
      untested: analysis.comparisons.filter((c) => !c.tested).length
    },
    comparisons: analysis.comparisons.map((c) => ({
      name: c.name,
      filename: c.filename,
      configuration: c.configuration,
      old: { n: c.old.n, mean: finite(c.old.mean), sd: finite(Math.sqrt(c.old.variance)) },
      new: { n: c.new.n, mean: finite(c.new.mean), sd: finite(Math.sqrt(c.new.variance)) },
      improvement: finite(c.improvement),
      tested: c.tested,
      t: finite(c.t),
      df: finite(c.df),
      pValue: finite(c.pValue),
      stars: c.stars,
      accuracy: Object.fromEntries(ALPHAS.map((alpha, i) => [String(alpha), finite(c.accuracy[i])])),
      ...c.holm ? { holm: { pValue: finite(c.holm.pValue), stars: c.holm.stars } } : {},
      ...c.verdict ? {
        adaptive: {
          verdict: c.verdict.verdict,
          stars: c.verdict.stars,
          deltaPercent: finite(c.verdict.deltaPercent),
          n: c.verdict.n
        }
      } : {},
      verdict: !c.tested ? "insufficient-data" : isRegression(c) ? "regression" : isImprovement(c) ? "improvement" : "no-difference"
    }))
  };
}
function renderJson(analysis) {
  return JSON.stringify(toJsonReport(analysis), null, 2);
}

// node_modules/markdown-table/index.js
function defaultStringLength(value) {
  return value.length;
}
function markdownTable(table2, options) {
  const settings = options || {};
  const align = (settings.align || []).concat();
  const stringLength = settings.stringLength || defaultStringLength;
  const alignments = [];
  const cellMatrix = [];
  const sizeMatrix = [];
  const longestCellByColumn = [];
  let mostCellsPerRow = 0;
  let rowIndex = -1;
  while (++rowIndex < table2.length) {
    const row3 = [];
    const sizes2 = [];
    let columnIndex2 = -1;
    if (table2[rowIndex].length > mostCellsPerRow) {
      mostCellsPerRow = table2[rowIndex].length;
    }
    while (++columnIndex2 < table2[rowIndex].length) {
      const cell2 = serialize(table2[rowIndex][columnIndex2]);
      if (settings.alignDelimiters !== false) {
        const size = stringLength(cell2);
        sizes2[columnIndex2] = size;
        if (longestCellByColumn[columnIndex2] === void 0 || size > longestCellByColumn[columnIndex2]) {
          longestCellByColumn[columnIndex2] = size;
        }
      }
      row3.push(cell2);
    }
    cellMatrix[rowIndex] = row3;
    sizeMatrix[rowIndex] = sizes2;
  }
  let columnIndex = -1;
  if (typeof align === "object" && "length" in align) {
    while (++columnIndex < mostCellsPerRow) {
      alignments[columnIndex] = toAlignment(align[columnIndex]);
    }
  } else {
    const code = toAlignment(align);
    while (++columnIndex < mostCellsPerRow) {
      alignments[columnIndex] = code;
    }
  }
  columnIndex = -1;
  const row2 = [];
  const sizes = [];
  while (++columnIndex < mostCellsPerRow) {
    const code = alignments[columnIndex];
    let before = "";
    let after = "";
    if (code === 99) {
      before = ":";
      after = ":";
    } else if (code === 108) {
      before = ":";
    } else if (code === 114) {
      after = ":";
    }
    let size = settings.alignDelimiters === false ? 1 : Math.max(
      1,
      longestCellByColumn[columnIndex] - before.length - after.length
    );
    const cell2 = before + "-".repeat(size) + after;
    if (settings.alignDelimiters !== false) {
      size = before.length + size + after.length;
      if (size > longestCellByColumn[columnIndex]) {
        longestCellByColumn[columnIndex] = size;
      }
      sizes[columnIndex] = size;
    }
    row2[columnIndex] = cell2;
  }
  cellMatrix.splice(1, 0, row2);
  sizeMatrix.splice(1, 0, sizes);
  rowIndex = -1;
  const lines = [];
  while (++rowIndex < cellMatrix.length) {
    const row3 = cellMatrix[rowIndex];
    const sizes2 = sizeMatrix[rowIndex];
    const cellsInRow = settings.fillRows === false ? Math.max(1, cellMatrix[rowIndex === 1 ? 0 : rowIndex].length) : mostCellsPerRow;
    columnIndex = -1;
    const line = [];
    while (++columnIndex < cellsInRow) {
      const cell2 = row3[columnIndex] || "";
      let before = "";
      let after = "";
      if (settings.alignDelimiters !== false) {
        const size = longestCellByColumn[columnIndex] - (sizes2[columnIndex] || 0);
        const code = alignments[columnIndex];
        if (code === 114) {
          before = " ".repeat(size);
        } else if (code === 99) {
          const half = size / 2;
          if (size % 2) {
            before = " ".repeat(half + 0.5);
            after = " ".repeat(half - 0.5);
          } else {
            before = " ".repeat(half);
            after = before;
          }
        } else {
          after = " ".repeat(size);
        }
      }
      if (settings.delimiterStart !== false && !columnIndex) {
        line.push("|");
      }
      if (settings.padding !== false && // Don’t add the opening space if we’re not aligning and the cell is
      // empty: there will be a closing space.
      !(settings.alignDelimiters === false && cell2 === "") && (settings.delimiterStart !== false || columnIndex)) {
        line.push(" ");
      }
      if (settings.alignDelimiters !== false) {
        line.push(before);
      }
      line.push(cell2);
      if (settings.alignDelimiters !== false) {
        line.push(after);
      }
      if (settings.padding !== false) {
        line.push(" ");
      }
      if (settings.delimiterEnd !== false || columnIndex !== cellsInRow - 1) {
        line.push("|");
      }
    }
    lines.push(
      settings.delimiterEnd === false ? line.join("").replace(/ +$/, "") : line.join("")
    );
  }
  return lines.join("\n");
}
function serialize(value) {
  return value === null || value === void 0 ? "" : String(value);
}
function toAlignment(value) {
  const code = typeof value === "string" ? value.codePointAt(0) : 0;
  return code === 67 || code === 99 ? 99 : code === 76 || code === 108 ? 108 : code === 82 || code === 114 ? 114 : 0;
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

// src/report/markdown.ts
var DEFAULT_MAX_CELL = 300;
function cell(text, max) {
  return escapeMarkdown(text.length > max ? `${text.slice(0, max)}…` : text);
}
function row(comparison, withHolm, maxCell) {
  const cells = [
    cell(comparison.filename, maxCell),
    cell(comparison.configuration, maxCell),
    comparison.tested ? escapeMarkdown(comparison.stars) : "NA",
    Number.isFinite(comparison.improvement) ? formatImprovement(comparison.improvement) : "NA",
    ...comparison.accuracy.map((value) => comparison.tested ? formatAccuracy(value) : "NA")
  ];
  if (withHolm) {
    const holm = comparison.holm;
    const tested = comparison.tested && holm !== void 0;
    cells.push(tested ? formatPValue(holm.pValue) : "NA", tested ? escapeMarkdown(holm.stars) : "NA");
  }
  return cells;
}
function table(comparisons, withHolm, maxCell) {
  const header = ["benchmark", "configuration", "confidence", "improvement", "accuracy (*)", "(**)", "(***)"];
  const align = ["l", "l", "c", "r", "r", "r", "r"];
  if (withHolm) {
    header.push("holm p", "(holm)");
    align.push("r", "c");
  }
  return markdownTable([header, ...comparisons.map((c) => row(c, withHolm, maxCell))], {
    align,
    alignDelimiters: false
  });
}
function renderMarkdown(analysis, options = {}) {
  const withHolm = analysis.correction === "holm";
  const maxCell = options.maxCellLength ?? DEFAULT_MAX_CELL;
  const byImprovement = (a, b) => a.improvement - b.improvement;
  const regressions = analysis.comparisons.filter(isRegression).sort(byImprovement);
  const improvements = analysis.comparisons.filter(isImprovement).sort((a, b) => byImprovement(b, a));
  const rest = analysis.comparisons.filter((c) => effectiveStars(c) === "" || !Number.isFinite(c.improvement));
  const untested = analysis.comparisons.filter((c) => !c.tested).length;
  let budget = options.maxRows ?? Infinity;
  const take = (rows) => {
    const shown = rows.slice(0, Math.max(0, Math.min(rows.length, budget)));
    budget -= shown.length;
    return shown;
  };
  const significant = take([...regressions, ...improvements]);
  const others = take(rest);
  const hidden = analysis.comparisons.length - significant.length - others.length;
  const parts = [];
  const starsSource = withHolm ? "Holm-adjusted p-values" : "p-values";
  parts.push(
    `**${plural(regressions.length, "significant regression")}, ${plural(improvements.length, "significant improvement")}** out of ${analysis.comparisons.length} comparisons (stars from ${starsSource}).`
  );
  if (significant.length > 0) parts.push(table(significant, withHolm, maxCell));
  if (others.length > 0) {
    parts.push(
      `<details><summary>${plural(rest.length, "comparison")} without a significant difference</summary>

${table(others, withHolm, maxCell)}

</details>`
    );
  }
  if (hidden > 0) parts.push(`${plural(hidden, "more row")} not shown here: the full table is in the CSV.`);
  if (untested > 0) {
    parts.push(
      `${untested} comparison${untested === 1 ? " has" : "s have"} fewer than 2 runs on a side: no test (NA).`
    );
  }
  parts.push(falsePositiveNote(analysis.comparisons.length).join("\n"));
  return parts.join("\n\n");
}

// src/report/render.ts
var FORMATS = ["text", "markdown", "json"];
function render(analysis, format2) {
  switch (format2) {
    case "text":
      return renderText(analysis);
    case "markdown":
      return renderMarkdown(analysis);
    case "json":
      return renderJson(analysis);
  }
}

// src/options/output.ts
var format = new Option({
  names: { cli: "format" },
  schema: oneOf(FORMATS),
  default: "text"
});
var correction = new Option({
  names: { cli: "correction", input: "correction" },
  schema: oneOf(["none", "holm"]),
  default: { bySurface: { cli: "none", input: "holm" } }
});

export {
  SampleGroups,
  isRegression,
  isImprovement,
  escapeMarkdown,
  plural,
  formatImprovement,
  formatPValue,
  renderMarkdown,
  render,
  format,
  correction
};
