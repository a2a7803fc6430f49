import { createRequire as __nodeBenchCreateRequire } from 'node:module';
const require = __nodeBenchCreateRequire(import.meta.url);
var __defProp = Object.defineProperty;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __esm = (fn, res) => function __init() {
  return fn && (res = (0, fn[__getOwnPropNames(fn)[0]])(fn = 0)), res;
};
var __export = (target, all) => {
  for (var name2 in all)
    __defProp(target, name2, { get: all[name2], enumerable: true });
};

// src/stats/decision.ts
function withinDelta(estimate, deltaPercent) {
  return estimate.low >= -deltaPercent && estimate.high <= deltaPercent;
}
function fixedDecision(row, stars, deltaPercent) {
  if (!row.tested || !Number.isFinite(row.improvement) || !Number.isFinite(row.accuracy[0])) {
    return { outcome: "untested", estimate: NO_ESTIMATE, stars: "" };
  }
  const half = row.accuracy[0];
  return starsDecision(
    { change: row.improvement, low: row.improvement - half, high: row.improvement + half },
    stars,
    deltaPercent
  );
}
function starsDecision(estimate, stars, deltaPercent) {
  if (stars !== "" && estimate.change !== 0) {
    return { outcome: estimate.change < 0 ? "regression" : "improvement", estimate, stars };
  }
  return { outcome: withinDelta(estimate, deltaPercent) ? "same" : "unresolved", estimate, stars };
}
function countOutcomes(decisions) {
  const counts = { regression: 0, improvement: 0, same: 0, unresolved: 0, untested: 0 };
  for (const decision of decisions) counts[decision.outcome]++;
  return counts;
}
var DEFAULT_DELTA_PERCENT, NO_ESTIMATE;
var init_decision = __esm({
  "src/stats/decision.ts"() {
    "use strict";
    DEFAULT_DELTA_PERCENT = 5;
    NO_ESTIMATE = { change: NaN, low: NaN, high: NaN };
  }
});

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
function alignTable(table) {
  const widths = table[0].map(() => 0);
  for (const row of table) row.forEach((cell, column) => widths[column] = Math.max(widths[column], cell.length));
  return table.map(
    (row) => row.map((cell, column) => column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column])).join(" ")
  );
}
function renderAdaptiveText(analysis) {
  const percent = (value) => Number.isFinite(value) ? `${value.toFixed(2)} %` : "NA";
  const header2 = ["", "verdict", "change", "95 % interval", "runs old/new"];
  const rows = analysis.comparisons.map((c) => {
    const { change, low, high } = c.decision.estimate;
    return [
      c.name,
      OUTCOME_WORDS[c.decision.outcome],
      percent(change),
      Number.isFinite(low) ? `${low.toFixed(2)} to ${high.toFixed(2)} %` : "NA",
      `${c.old.n}/${c.new.n}`
    ];
  });
  const counts = countOutcomes(analysis.comparisons.map((c) => c.decision));
  const delta = analysis.basis.deltaPercent.toFixed(2);
  return [
    ...alignTable([header2, ...rows]),
    "",
    `--runs auto: ${counts.improvement} faster, ${counts.regression} slower, ${counts.same} same within ±${delta} %, ${counts.unresolved} not distinguishable, ${counts.untested} not tested.`,
    `Faster and slower: the sequential paired test of log(new/old), Holm over the ${plural(analysis.comparisons.length, "row")}: a familywise 5 % risk of any false one.`,
    `Same: the 95 % interval (repeated over the looks) lies within ±${delta} %. Not distinguishable: neither (more runs, or a quieter machine, would tell).`
  ].join("\n");
}
function renderText(analysis, options = {}) {
  if (analysis.basis.rule === "sequential-holm") return renderAdaptiveText(analysis);
  const naForMissing = options.missingSide === "NA";
  const withHolm = analysis.correction === "holm";
  const header2 = ["", "confidence", "improvement", "accuracy (*)", "(**)", "(***)"];
  if (withHolm) header2.push("holm p", "(holm)");
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
  return [...alignTable([header2, ...rows]), "", ...falsePositiveNote(analysis.comparisons.length)].join("\n");
}
var OUTCOME_WORDS;
var init_text = __esm({
  "src/report/text.ts"() {
    "use strict";
    init_decision();
    OUTCOME_WORDS = {
      regression: "slower",
      improvement: "faster",
      same: "same",
      unresolved: "not distinguishable",
      untested: "not tested"
    };
  }
});

// src/report/escape.ts
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
var ZERO_WIDTH_SPACE, INVISIBLE, BREAKS, REPLACEMENTS, ACTIVE;
var init_escape = __esm({
  "src/report/escape.ts"() {
    "use strict";
    ZERO_WIDTH_SPACE = "​";
    INVISIBLE = new RegExp("\\p{Cf}", "gu");
    BREAKS = /\r\n|[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;
    REPLACEMENTS = {
      // `&` first of all: no entity (&#64; &commat; &#x40;) survives to be decoded into a mention or tag.
      "&": "&amp;",
      "<": "&lt;",
      ">": "&gt;",
      "!": "&#33;",
      // A zero-width space after @ and # keeps GitHub from linking mentions, emails and issue references.
      "@": `@${ZERO_WIDTH_SPACE}`,
      "#": `#${ZERO_WIDTH_SPACE}`
    };
    ACTIVE = /[\\`*_~[\]|&<>!@]|#(?=\d)|(?<=gh-)(?=\d)|:(?=\/)|(?<=mailto|xmpp):|(?<=www)\./gi;
  }
});

// node_modules/markdown-table/index.js
function defaultStringLength(value) {
  return value.length;
}
function markdownTable(table, options) {
  const settings = options || {};
  const align = (settings.align || []).concat();
  const stringLength = settings.stringLength || defaultStringLength;
  const alignments = [];
  const cellMatrix = [];
  const sizeMatrix = [];
  const longestCellByColumn = [];
  let mostCellsPerRow = 0;
  let rowIndex = -1;
  while (++rowIndex < table.length) {
    const row2 = [];
    const sizes2 = [];
    let columnIndex2 = -1;
    if (table[rowIndex].length > mostCellsPerRow) {
      mostCellsPerRow = table[rowIndex].length;
    }
    while (++columnIndex2 < table[rowIndex].length) {
      const cell = serialize(table[rowIndex][columnIndex2]);
      if (settings.alignDelimiters !== false) {
        const size = stringLength(cell);
        sizes2[columnIndex2] = size;
        if (longestCellByColumn[columnIndex2] === void 0 || size > longestCellByColumn[columnIndex2]) {
          longestCellByColumn[columnIndex2] = size;
        }
      }
      row2.push(cell);
    }
    cellMatrix[rowIndex] = row2;
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
  const row = [];
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
    const cell = before + "-".repeat(size) + after;
    if (settings.alignDelimiters !== false) {
      size = before.length + size + after.length;
      if (size > longestCellByColumn[columnIndex]) {
        longestCellByColumn[columnIndex] = size;
      }
      sizes[columnIndex] = size;
    }
    row[columnIndex] = cell;
  }
  cellMatrix.splice(1, 0, row);
  sizeMatrix.splice(1, 0, sizes);
  rowIndex = -1;
  const lines = [];
  while (++rowIndex < cellMatrix.length) {
    const row2 = cellMatrix[rowIndex];
    const sizes2 = sizeMatrix[rowIndex];
    const cellsInRow = settings.fillRows === false ? Math.max(1, cellMatrix[rowIndex === 1 ? 0 : rowIndex].length) : mostCellsPerRow;
    columnIndex = -1;
    const line = [];
    while (++columnIndex < cellsInRow) {
      const cell = row2[columnIndex] || "";
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
      !(settings.alignDelimiters === false && cell === "") && (settings.delimiterStart !== false || columnIndex)) {
        line.push(" ");
      }
      if (settings.alignDelimiters !== false) {
        line.push(before);
      }
      line.push(cell);
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
var init_markdown_table = __esm({
  "node_modules/markdown-table/index.js"() {
  }
});

// src/report/forest-plot.ts
function ratioLabel(logRatio) {
  const ratio = Math.exp(logRatio);
  if (ratio >= 2) return `×${ratio.toFixed(1)}`;
  if (ratio <= 0.5) return `÷${(1 / ratio).toFixed(1)}`;
  const percent = (ratio - 1) * 100;
  const digits = Math.abs(percent) >= 10 ? 0 : 1;
  return `${percent > 0 ? "+" : percent < 0 ? MINUS : ""}${Math.abs(percent).toFixed(digits)}%`;
}
function labels(rows) {
  const settings = rows.map((c) => c.configuration.split(/\s+/).filter((s) => s !== ""));
  const shared = /* @__PURE__ */ new Map();
  rows.forEach((c, i) => {
    const known = shared.get(c.filename);
    if (known === void 0) shared.set(c.filename, new Set(settings[i]));
    else for (const setting of [...known]) if (!settings[i].includes(setting)) known.delete(setting);
  });
  for (const [filename, set] of shared) if (rows.filter((c) => c.filename === filename).length < 2) set.clear();
  const folder = /^[^/]+\//.exec(rows[0]?.filename ?? "")?.[0];
  const inOneFolder = folder !== void 0 && rows.every((c) => c.filename.startsWith(folder));
  return rows.map((c, i) => {
    const own = settings[i].filter((s) => !shared.get(c.filename).has(s)).join(" ");
    const file = inOneFolder ? c.filename.slice(folder.length) : c.filename;
    const text = breakReferences(plainText(`${file}${own === "" ? "" : ` ${own}`}`).replace(/`/g, "'"));
    if (text.length <= LABEL_WIDTH) return text.padEnd(LABEL_WIDTH);
    const head = 14;
    return `${text.slice(0, head)}…${text.slice(text.length - (LABEL_WIDTH - head - 1))}`;
  });
}
function fitChange(text) {
  return text.length <= CHANGE_WIDTH ? text : `${text.slice(0, CHANGE_WIDTH - 1)}…`;
}
function forestPlot(rows, change) {
  const log = (percent) => Math.log1p(percent / 100);
  const shown = rows.filter((c) => Number.isFinite(c.decision.estimate.low) && Number.isFinite(c.decision.estimate.high)).filter((c) => c.decision.estimate.low > -100).slice(0, MAX_PLOT_ROWS);
  if (shown.length === 0) return "";
  const ends = shown.map((c) => [log(c.decision.estimate.low), log(c.decision.estimate.high)]);
  const low = Math.max(-AXIS_LIMIT, Math.min(0, ...ends.map(([from]) => from)));
  const high = Math.min(AXIS_LIMIT, Math.max(0, ...ends.map(([, to]) => to)));
  const span = high - low || 1;
  const column = (value) => Math.round((value - low) / span * (AXIS_WIDTH - 1));
  const clamp = (i) => Math.max(0, Math.min(AXIS_WIDTH - 1, i));
  const zero = column(0);
  const names = labels(shown);
  const lines = shown.map((c, row) => {
    const [from, to] = ends[row];
    const cells = Array.from({ length: AXIS_WIDTH }, () => " ");
    cells[zero] = "│";
    const a = clamp(column(from));
    const b = clamp(column(to));
    for (let i = a; i <= b; i++) cells[i] = "─";
    cells[a] = from < low ? "◀" : "├";
    cells[b] = to > high ? "▶" : "┤";
    const point = log(c.decision.estimate.change);
    if (point >= low && point <= high) cells[column(point)] = "●";
    return `${names[row]} ${cells.join("")} ${fitChange(plainText(change(c)))}`.trimEnd();
  });
  const axis = Array.from({ length: AXIS_WIDTH }, () => " ");
  const place = (text, at) => {
    const start = Math.max(0, Math.min(AXIS_WIDTH - text.length, at));
    for (let i = 0; i < text.length; i++) axis[start + i] = text[i];
  };
  if (low < 0) place(ratioLabel(low), 0);
  if (high > 0) place(ratioLabel(high), AXIS_WIDTH);
  place("0", zero);
  const left = zero >= 8 ? "slower ◀".padStart(zero) : zero >= 1 ? "◀".padStart(zero) : "";
  const right = AXIS_WIDTH - zero > 8 ? "▶ faster" : AXIS_WIDTH - zero > 1 ? "▶" : "";
  const legend = `${" ".repeat(LABEL_WIDTH)} ${left}│${right}`;
  const scale = `${" ".repeat(LABEL_WIDTH)} (log scale)`;
  const more = rows.length > shown.length ? [`… ${plural(rows.length - shown.length, "more row")} in the table`] : [];
  const fence = "```";
  return [
    `${fence}text`,
    legend,
    ...lines,
    `${" ".repeat(LABEL_WIDTH)} ${axis.join("").trimEnd()}`,
    scale,
    ...more,
    fence
  ].join("\n");
}
var PLOT_LINE_WIDTH, LABEL_WIDTH, AXIS_WIDTH, CHANGE_WIDTH, AXIS_LIMIT, MAX_PLOT_ROWS, MINUS;
var init_forest_plot = __esm({
  "src/report/forest-plot.ts"() {
    "use strict";
    init_escape();
    init_text();
    PLOT_LINE_WIDTH = 100;
    LABEL_WIDTH = 44;
    AXIS_WIDTH = 30;
    CHANGE_WIDTH = PLOT_LINE_WIDTH - LABEL_WIDTH - AXIS_WIDTH - 2;
    AXIS_LIMIT = Math.log(10);
    MAX_PLOT_ROWS = 25;
    MINUS = "−";
  }
});

// src/report/markdown.ts
function cut(text, max) {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}
function magnitude(value) {
  const abs = Math.abs(value);
  return abs >= 1 || abs === 0 ? abs.toFixed(1) : abs.toFixed(2);
}
function signedPercent(value) {
  const sign = value > 0 ? "+" : value < 0 ? MINUS2 : "";
  return `${sign}${magnitude(value)} %`;
}
function missingSide(c) {
  if (c.old.n === 0 && c.new.n === 0) return "no runs";
  if (c.old.n === 0) return "no runs on old";
  if (c.new.n === 0) return "no runs on new";
  if (c.old.mean === 0) return "old rate is 0";
  if (!Number.isFinite(c.improvement)) return "not measurable";
  return void 0;
}
function formatChange(c) {
  const missing = missingSide(c);
  if (missing !== void 0) return missing;
  const { change, low, high } = c.decision.estimate;
  if (!Number.isFinite(change)) {
    return Number.isFinite(c.improvement) ? `${signedPercent(c.improvement)} (no interval: n < 2)` : "not measurable";
  }
  const ratio = 1 + change / 100;
  const [lowRatio, highRatio] = [1 + low / 100, 1 + high / 100];
  if (ratio >= 2) return `${ratio.toFixed(1)}× faster (${lowRatio.toFixed(1)}–${highRatio.toFixed(1)}×)`;
  if (ratio > 0 && ratio <= 0.5) {
    const fastest = lowRatio > 0 ? (1 / lowRatio).toFixed(1) : "∞";
    return `${(1 / ratio).toFixed(1)}× slower (${(1 / highRatio).toFixed(1)}–${fastest}×)`;
  }
  return `${signedPercent(change)} ± ${magnitude(halfWidth(c))} %`;
}
function halfWidth(c) {
  const { change, low, high } = c.decision.estimate;
  return Math.max(change - low, high - change);
}
function formatVerdict(c, deltaPercent) {
  switch (c.decision.outcome) {
    case "regression":
      return "▼ slower";
    case "improvement":
      return "▲ faster";
    case "same":
      return `= same (±${magnitude(deltaPercent)} %)`;
    case "unresolved":
      return `≈ not distinguishable (±${magnitude(halfWidth(c))} %)`;
    case "untested":
      return "not tested";
  }
}
function verdictTable(analysis, rows, maxCell) {
  const stars = decidedByStars(analysis);
  const header2 = ["benchmark", "change (95 % interval)", "verdict"];
  if (stars) header2.push(analysis.basis.rule === "welch" ? "stars" : "Holm");
  header2.push("runs old/new");
  const body = rows.map((c) => {
    const row = [
      name(c, maxCell),
      nowrap(escapeMarkdown(formatChange(c))),
      nowrap(escapeMarkdown(formatVerdict(c, analysis.basis.deltaPercent)))
    ];
    if (stars)
      row.push(
        c.decision.outcome === "untested" ? "n/a" : c.decision.stars === "" ? "–" : escapeMarkdown(c.decision.stars)
      );
    row.push(`${c.old.n} / ${c.new.n}`);
    return row;
  });
  const align = stars ? ["l", "r", "l", "c", "r"] : ["l", "r", "l", "r"];
  return markdownTable([header2, ...body], { align, alignDelimiters: false });
}
function statisticsTable(rows, withHolm, maxCell) {
  const header2 = ["benchmark", "p", ...withHolm ? ["Holm p"] : [], "± 95 %", "± 99 %", "± 99.9 %"];
  const half = (c, i) => c.tested && Number.isFinite(c.accuracy[i]) ? `${magnitude(c.accuracy[i])} %` : "n/a";
  const body = rows.map((c) => [
    name(c, maxCell),
    c.tested ? `${formatPValue(c.pValue)} ${escapeMarkdown(c.stars)}`.trim() : "n/a",
    ...withHolm ? [c.tested && c.holm ? `${formatPValue(c.holm.pValue)} ${escapeMarkdown(c.holm.stars)}`.trim() : "n/a"] : [],
    half(c, 0),
    half(c, 1),
    half(c, 2)
  ]);
  return markdownTable([header2, ...body], {
    align: ["l", "r", ...withHolm ? ["r"] : [], "r", "r", "r"],
    alignDelimiters: false
  });
}
function median(values) {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}
function detectableChange(analysis) {
  return median(
    analysis.comparisons.filter((c) => c.decision.outcome === "same" || c.decision.outcome === "unresolved").map(halfWidth)
  );
}
function classify(analysis) {
  const known = classified.get(analysis);
  if (known) return known;
  const byOutcome = {
    regression: [],
    improvement: [],
    same: [],
    unresolved: [],
    untested: []
  };
  for (const c of analysis.comparisons) byOutcome[c.decision.outcome].push(c);
  byOutcome.regression.sort((a, b) => a.decision.estimate.change - b.decision.estimate.change);
  byOutcome.improvement.sort((a, b) => b.decision.estimate.change - a.decision.estimate.change);
  const result = {
    regressions: byOutcome.regression,
    improvements: byOutcome.improvement,
    same: byOutcome.same,
    unresolved: byOutcome.unresolved,
    untested: byOutcome.untested,
    detectable: detectableChange(analysis)
  };
  classified.set(analysis, result);
  return result;
}
function fold(summary, body, shown = 0, total = 0) {
  const cut2 = shown < total ? ` (${shown} shown)` : "";
  return `<details><summary>${summary}${cut2}</summary>

${body}

</details>`;
}
function ruleWords(analysis) {
  switch (analysis.basis.rule) {
    case "welch":
      return "Welch's t-test, p < 0.05 not corrected for multiple comparisons";
    case "welch-holm":
      return "Welch's t-test, Holm-adjusted p < 0.05";
    case "log-welch-holm":
      return "Welch's t-test on log rates, Holm-adjusted p < 0.05";
    case "sequential-holm":
      return "runs auto: the sequential paired test, Holm over the rows at 5 %";
  }
}
function notSignificantWords(analysis) {
  switch (analysis.basis.rule) {
    case "welch":
      return "p ≥ 0.05";
    case "welch-holm":
    case "log-welch-holm":
      return "not significant after Holm's correction";
    case "sequential-holm":
      return "not significant by the sequential test, Holm over the rows";
  }
}
function headlineCounts(analysis) {
  const counts = countOutcomes(analysis.comparisons.map((c) => c.decision));
  return `${plural(counts.regression, "regression")}, ${plural(counts.improvement, "improvement")}`;
}
function renderMarkdown(analysis, options = {}) {
  const withHolm = analysis.correction === "holm";
  const delta = magnitude(analysis.basis.deltaPercent);
  const maxCell = options.maxCellLength ?? DEFAULT_MAX_CELL;
  const all = analysis.comparisons;
  const { regressions, improvements, same, unresolved, untested, detectable } = classify(analysis);
  let budget = options.maxRows ?? Infinity;
  const take = (rows) => {
    const shown = rows.slice(0, Math.max(0, Math.min(rows.length, budget)));
    budget -= shown.length;
    return shown;
  };
  const changed = take([...regressions, ...improvements]);
  const unresolvedShown = take(unresolved);
  const sameShown = take(same);
  const untestedShown = take(untested);
  const hidden = all.length - changed.length - unresolvedShown.length - sameShown.length - untestedShown.length;
  const parts = [];
  let summary = `**${headlineCounts(analysis)}** out of ${plural(all.length, "comparison")} (${ruleWords(analysis)}).`;
  if (regressions.length > 0) {
    const named = regressions.slice(0, MAX_NAMED).map((c) => `${name(c, 60)} ${nowrap(escapeMarkdown(signedPercent(c.decision.estimate.change)))}`);
    const more = regressions.length > MAX_NAMED ? `, and ${regressions.length - MAX_NAMED} more` : "";
    summary += `  
Slower: ${named.join(", ")}${more}.`;
  }
  const rest = [
    same.length > 0 ? `${same.length} the same within ±${delta} %` : "",
    unresolved.length > 0 ? `${unresolved.length} not distinguishable from noise` : "",
    untested.length > 0 ? `${untested.length} not tested` : ""
  ].filter((part) => part !== "");
  if (rest.length > 0) summary += `  
The others: ${rest.join(", ")}.`;
  parts.push(summary);
  if (Number.isFinite(detectable)) {
    const line = `the rows without a change have a median 95 % interval of ±${magnitude(detectable)} %: changes smaller than about ${magnitude(detectable)} % could not be told from noise`;
    parts.push(
      detectable > analysis.basis.deltaPercent ? `> [!WARNING]
> This run was too noisy to see changes of ±${delta} % (the margin that matters): ${line}. More runs per side, a quieter machine or pinning CPUs (\`--cpuset\`) narrow it.` : `Smallest detectable change: ${line}.`
    );
  }
  if (changed.length > 0) {
    const plot = forestPlot(changed, formatChange);
    if (plot !== "") parts.push(`Changes, 95 % intervals against zero:

${plot}`);
    parts.push(verdictTable(analysis, changed, maxCell));
  }
  if (unresolvedShown.length > 0) {
    parts.push(
      fold(
        `${plural(unresolved.length, "comparison")} not distinguishable from noise (${notSignificantWords(analysis)}; the 95 % interval reaches beyond ±${delta} %)`,
        verdictTable(analysis, unresolvedShown, maxCell),
        unresolvedShown.length,
        unresolved.length
      )
    );
  }
  if (sameShown.length > 0) {
    parts.push(
      fold(
        `${plural(same.length, "comparison")} the same within ±${delta} % (${notSignificantWords(analysis)}; the 95 % interval lies inside ±${delta} %)`,
        verdictTable(analysis, sameShown, maxCell),
        sameShown.length,
        same.length
      )
    );
  }
  if (untestedShown.length > 0) {
    parts.push(
      fold(
        `${plural(untested.length, "comparison")} not tested (fewer than 2 runs on a side, or an old mean of 0)`,
        verdictTable(analysis, untestedShown, maxCell),
        untestedShown.length,
        untested.length
      )
    );
  }
  if (hidden > 0) {
    parts.push(`${plural(hidden, "more row")} not shown here: every row is in ${options.elsewhere ?? "the CSV"}.`);
  }
  if (!options.withoutStatistics && all.length > 0) {
    const shown = [...changed, ...unresolvedShown, ...sameShown, ...untestedShown];
    const what = decidedByStars(analysis) ? `p-values${withHolm ? " (raw and Holm-adjusted)" : ""} and 99 % / 99.9 % intervals` : "compare.R's Welch statistics of all samples (for reference: the verdicts above are the sequential test's)";
    parts.push(fold(`${what} of ${plural(shown.length, "comparison")}`, statisticsTable(shown, withHolm, maxCell)));
  }
  if (decidedByStars(analysis)) parts.push(escapeMultiline(falsePositiveNote(all.length)));
  else {
    parts.push(
      `The verdicts hold together: the chance that any row of this run is called faster or slower when nothing changed is at most 5 % (Holm over ${plural(all.length, "row")}).`
    );
  }
  return parts.join("\n\n");
}
var DEFAULT_MAX_CELL, MAX_NAMED, MINUS2, nowrap, name, decidedByStars, classified;
var init_markdown = __esm({
  "src/report/markdown.ts"() {
    "use strict";
    init_markdown_table();
    init_decision();
    init_escape();
    init_forest_plot();
    init_text();
    DEFAULT_MAX_CELL = 300;
    MAX_NAMED = 3;
    MINUS2 = "−";
    nowrap = (text) => text.replace(/ /g, " ");
    name = (c, max) => codeSpan(`${cut(c.filename, max)} ${cut(c.configuration, max)}`);
    decidedByStars = (analysis) => analysis.basis.rule !== "sequential-holm";
    classified = /* @__PURE__ */ new WeakMap();
  }
});

// src/report/comment.ts
var comment_exports = {};
__export(comment_exports, {
  COMMENT_BUDGET: () => COMMENT_BUDGET,
  REPORT_MARKER: () => REPORT_MARKER,
  buildReport: () => buildReport,
  compareCommand: () => compareCommand,
  describeFingerprint: () => describeFingerprint,
  markReportStale: () => markReportStale,
  missingResultReport: () => missingResultReport,
  reportMarker: () => reportMarker,
  shellQuote: () => shellQuote,
  spelledDuration: () => spelledDuration
});
function reportMarker(pr, workflow) {
  if (!Number.isSafeInteger(pr) || pr < 1) throw new TypeError(`reportMarker: bad pull request number ${pr}`);
  const file = workflow.replace(/[^A-Za-z0-9_.-]/g, "_").replace(/-{2,}/g, "-").slice(0, 100) || "_";
  return `<!-- node-benchmark-action:report pr=${pr} workflow=${file} -->`;
}
function side(info, repositoryUrl) {
  let commit = "";
  if (info.sha && HEX_SHA.test(info.sha)) {
    const short = `\`${info.sha.slice(0, 12)}\``;
    commit = repositoryUrl ? ` [${short}](${repositoryUrl}/commit/${info.sha})` : ` ${short}`;
  }
  return `${codeSpan(info.spec.slice(0, 100), { inTable: false })} (node ${escapeMarkdown(info.version.slice(0, 40))}${commit})`;
}
function spelledDuration(ms) {
  const seconds = Math.round(ms / 1e3);
  const h = Math.floor(seconds / 3600);
  const m = Math.floor(seconds % 3600 / 60);
  const s = seconds % 60;
  return h > 0 ? `${h} h ${m} min` : m > 0 ? `${m} min ${s} s` : `${s} s`;
}
function failureSection(failures) {
  if (failures.length === 0) return "";
  const lines = failures.slice(0, MAX_FAILURES_SHOWN).map((f) => {
    const what = [f.filename, f.configuration, f.binary && `(${f.binary})`].filter(Boolean).join(" ");
    return `> - ${escapeMarkdown(what.slice(0, 300))}: ${escapeMarkdown(f.detail.slice(0, 300))}`;
  });
  if (failures.length > MAX_FAILURES_SHOWN) lines.push(`> - … and ${failures.length - MAX_FAILURES_SHOWN} more`);
  return `> [!CAUTION]
> **${plural(failures.length, "benchmark failure")}**: what failed has no runs, or fewer, on that side (such rows are listed as not tested); the other rows are unaffected.
>
${lines.join("\n")}`;
}
function shellQuote(word) {
  const clean = plainText(word);
  return /^[A-Za-z0-9_.,:=/@+%^-]+$/.test(clean) ? clean : `'${clean.replace(/'/g, `'\\''`)}'`;
}
function cliSpec(info) {
  return info.spec.startsWith("ref:") && info.sha && HEX_SHA.test(info.sha) ? `ref:${info.sha}` : info.spec;
}
function compareCommand(input) {
  const { old, new: current, run } = input;
  if (!old || !current || !run || run.groups.length === 0) return void 0;
  const argv = ["npx", "node-bench", "compare", "--old", cliSpec(old), "--new", cliSpec(current)];
  if (old.spec.startsWith("ref:") || current.spec.startsWith("ref:")) argv.push("--repo", ".");
  if (run.adaptiveMaxRuns !== void 0) argv.push("--runs", "auto", "--max-runs", String(run.adaptiveMaxRuns));
  else if (input.runs !== void 0) argv.push("--runs", String(input.runs));
  for (const value of run.filter ?? []) argv.push("--filter", value);
  for (const value of run.exclude ?? []) argv.push("--exclude", value);
  for (const [key, values] of Object.entries(run.set ?? {}))
    for (const value of values) argv.push("--set", `${key}=${value}`);
  if (run.seed !== void 0 && run.seed !== null) argv.push("--seed", String(run.seed));
  if (input.analysis.correction !== "none") argv.push("--correction", input.analysis.correction);
  argv.push("--format", "markdown", ...run.groups);
  return argv;
}
function codeBlock(language, text) {
  const longest = Math.max(2, ...[...text.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = "`".repeat(longest + 1);
  return `${fence}${language}
${text}
${fence}`;
}
function list(values) {
  return values.map((value) => codeSpan(value.slice(0, 200), { inTable: false })).join(", ");
}
function runLines(input) {
  const lines = [];
  const { run } = input;
  const what = [];
  if (run) {
    what.push(`${run.groups.length === 1 ? "group" : "groups"} ${list(run.groups)}`);
    if (run.filter?.length) what.push(`filter ${list(run.filter)}`);
    if (run.exclude?.length) what.push(`exclude ${list(run.exclude)}`);
    const sets = Object.entries(run.set ?? {}).flatMap(([key, values]) => values.map((v) => `${key}=${v}`));
    if (sets.length > 0) what.push(`set ${list(sets)}`);
  }
  if (input.sources?.length)
    what.push(`CSV ${list(input.sources.slice(0, 20))}${input.sources.length > 20 ? ", …" : ""}`);
  if (run?.adaptiveMaxRuns !== void 0) what.push(`runs auto (at most ${run.adaptiveMaxRuns} per side)`);
  else if (input.runs !== void 0) what.push(`${plural(input.runs, "run")} per side`);
  if (run?.seed !== void 0 && run.seed !== null) what.push(`seed ${run.seed}`);
  if (what.length > 0) lines.push(`Ran ${what.join(" · ")}`);
  const by = [];
  if (run?.requestedBy)
    by.push(
      `requested by ${escapeMarkdown(run.requestedBy.startsWith("@") ? run.requestedBy : `@${run.requestedBy}`)}`
    );
  if (run?.trigger) by.push(TRIGGER_WORDS[run.trigger] ?? `via ${escapeMarkdown(run.trigger)}`);
  if (input.durationMs !== void 0) by.push(`took ${spelledDuration(input.durationMs)}`);
  if (input.runUrl) by.push(`[workflow run](${input.runUrl})`);
  if (by.length > 0) lines.push(by.join(" · "));
  if (input.fingerprint) lines.push(`Runner: ${escapeMarkdown(describeFingerprint(input.fingerprint))}`);
  return lines;
}
function header(input) {
  const marker = input.marker ?? REPORT_MARKER;
  const head = [];
  if (marker !== "") head.push(marker);
  head.push(`### ${escapeMarkdown(input.title ?? "Benchmark results")}`);
  const lines = [];
  if (input.old && input.new) {
    lines.push(`**old** ${side(input.old, input.repositoryUrl)} → **new** ${side(input.new, input.repositoryUrl)}`);
  }
  lines.push(...runLines(input));
  if (lines.length > 0) head.push(lines.join("  \n"));
  const reproduce = input.reproduce ?? compareCommand(input);
  if (reproduce) {
    head.push(
      `<details><summary>Reproduce locally${input.old?.spec.startsWith("ref:") || input.new?.spec.startsWith("ref:") ? " (in a Node.js checkout that has both commits)" : ""}</summary>

${codeBlock("sh", reproduce.map(shellQuote).join(" "))}

</details>`
    );
  }
  if (input.partial) {
    head.push(
      "> [!WARNING]\n> Stopped early (time limit or cancellation): results are partial, some rows have fewer runs or none." + (input.unmeasured ? input.unmeasured.split("\n").map((line) => `
> ${escapeMarkdown(line)}`).join("") : "")
    );
  }
  for (const warning of input.warnings ?? []) head.push(`> [!WARNING]
> ${escapeMarkdown(warning)}`);
  if (input.runnerNoise !== void 0) {
    const { header: line, rows } = input.runnerNoise;
    const items = rows.slice(0, MAX_NOISE_ROWS_SHOWN).map((row) => `- ${codeSpan(row.name.slice(0, 300), { inTable: false })}: ${escapeMarkdown(row.note)}`);
    if (rows.length > MAX_NOISE_ROWS_SHOWN) items.push(`- … and ${rows.length - MAX_NOISE_ROWS_SHOWN} more`);
    head.push([escapeMarkdown(line), ...items].filter((part) => part !== "").join("\n"));
  }
  const failures = failureSection(input.failures);
  if (failures !== "") head.push(failures);
  return head;
}
function buildReport(input) {
  const maxLength = input.maxLength ?? COMMENT_BUDGET;
  const head = header(input);
  const elsewhere = input.runUrl ? `the CSV artifact of the [workflow run](${input.runUrl})` : "the CSV";
  const assemble = (table, note2 = "") => [...head, table, note2].filter((part) => part !== "").join("\n\n") + "\n";
  const rowsThatFit = Math.ceil(maxLength / 30);
  const rows = input.analysis.comparisons.length;
  if (rows <= rowsThatFit) {
    const full = assemble(renderMarkdown(input.analysis, { elsewhere }));
    if (full.length <= maxLength) return full;
  }
  const note = `_The table was cut to fit a GitHub comment; every row, p-value and interval is in ${elsewhere}._`;
  const cutTo = (rows2) => assemble(
    renderMarkdown(input.analysis, { maxRows: rows2, maxCellLength: 100, withoutStatistics: true, elsewhere }),
    note
  );
  if (rows <= rowsThatFit) {
    const withoutStatistics = assemble(renderMarkdown(input.analysis, { withoutStatistics: true, elsewhere }), note);
    if (withoutStatistics.length <= maxLength) return withoutStatistics;
  }
  let low = 0;
  let high = Math.min(rows, rowsThatFit);
  let best = cutTo(0);
  while (low <= high) {
    const rows2 = Math.floor((low + high) / 2);
    const body = cutTo(rows2);
    if (body.length <= maxLength) {
      best = body;
      low = rows2 + 1;
    } else {
      high = rows2 - 1;
    }
  }
  if (best.length > maxLength) throw new Error(`report header alone exceeds ${maxLength} characters`);
  return best;
}
function markReportStale(body, newHeadSha, marker) {
  const withoutOld = body.replace(new RegExp(`${STALE_MARKER}\\n(> .*\\n)+\\n`, "g"), "");
  const note = `${STALE_MARKER}
> [!WARNING]
> Stale: the pull request's head moved to \`${newHeadSha}\` after these results were measured. Comment \`/benchmark …\` again for fresh numbers.

`;
  const at = withoutOld.indexOf(`${marker}
`);
  if (at === -1) return note + withoutOld;
  const after = at + marker.length + 1;
  return withoutOld.slice(0, after) + note + withoutOld.slice(after);
}
function describeFingerprint(f) {
  const parts = [
    `${f.cpuModel}`,
    f.cpuset ? `${f.cores} cores, pinned to ${f.cpuset}` : `${f.cores} cores`,
    f.kernel,
    `governor ${f.governor ?? "unknown"}`
  ];
  if (f.runnerName) parts.push(`runner ${f.runnerName}`);
  return parts.join(" · ");
}
function missingResultReport(input) {
  const commit = input.headSha && HEX_SHA.test(input.headSha) ? ` for commit \`${input.headSha}\`` : "";
  const ending = EXECUTE_ENDINGS[input.executeResult] ?? EXECUTE_ENDINGS.unknown;
  const log = input.runUrl ? ` The log is in the [workflow run](${input.runUrl}).` : "";
  return [
    input.marker,
    "### Benchmark results",
    `> [!CAUTION]
> **No results${commit}**: ${ending}.${log} Comment \`/benchmark …\` again to retry.`
  ].filter((part) => part !== "").join("\n\n") + "\n";
}
var REPORT_MARKER, COMMENT_BUDGET, MAX_FAILURES_SHOWN, MAX_NOISE_ROWS_SHOWN, HEX_SHA, TRIGGER_WORDS, STALE_MARKER, EXECUTE_ENDINGS;
var init_comment = __esm({
  "src/report/comment.ts"() {
    "use strict";
    init_escape();
    init_markdown();
    init_text();
    REPORT_MARKER = "<!-- node-benchmark-action:report -->";
    COMMENT_BUDGET = 6e4;
    MAX_FAILURES_SHOWN = 20;
    MAX_NOISE_ROWS_SHOWN = 20;
    HEX_SHA = /^[0-9a-f]{7,64}$/i;
    TRIGGER_WORDS = {
      issue_comment: "with a /benchmark comment",
      pull_request: "with the benchmark label",
      workflow_dispatch: "by hand (workflow\\_dispatch)",
      schedule: "on schedule",
      cli: "from the command line"
    };
    STALE_MARKER = "<!-- node-benchmark-action:stale -->";
    EXECUTE_ENDINGS = {
      failure: "the execute job failed before it handed over any result (a build that failed, a runner that was lost and a job that ran out of time all end this way)",
      cancelled: "the execute job was cancelled (by hand, or at its time limit) before it handed over any result",
      skipped: "the execute job did not run",
      success: "the execute job finished, but its result did not arrive (the artifact is missing)",
      unknown: "no result arrived from the execute job"
    };
  }
});

// src/stats/collation.ts
function asciiSortKey(text) {
  const length = text.length;
  const size = 2 * length + 1;
  const key = size <= scratch.length ? scratch : Buffer.allocUnsafe(size);
  key[length] = 0;
  for (let i = 0; i < length; i++) {
    const code = text.charCodeAt(i);
    const weight = code < 128 ? PRIMARY[code] : 0;
    if (weight === 0) return null;
    key[i] = weight;
    key[length + 1 + i] = code >= 65 && code <= 90 ? 2 : 1;
  }
  return key.toString("latin1", 0, size);
}
function sortByName(items, name2) {
  const keys = new Array(items.length);
  for (let i = 0; i < items.length; i++) {
    const key = asciiSortKey(name2(items[i]));
    if (key === null) {
      collator ??= new Intl.Collator();
      const compare = collator.compare;
      items.sort((a, b) => compare(name2(a), name2(b)));
      return;
    }
    keys[i] = key + String.fromCharCode(0, i >>> 16, i & 65535);
  }
  keys.sort();
  const unsorted = items.slice();
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i];
    const length = key.length;
    items[i] = unsorted[key.charCodeAt(length - 2) << 16 | key.charCodeAt(length - 1)];
  }
}
var PRIMARY_ORDER, PRIMARY, scratch, collator;
var init_collation = __esm({
  "src/stats/collation.ts"() {
    "use strict";
    PRIMARY_ORDER = " _-,;:!?.'\"()[]{}@*/\\&#%`^+<=>|~$0123456789abcdefghijklmnopqrstuvwxyz";
    PRIMARY = new Uint8Array(128);
    for (let i = 0; i < PRIMARY_ORDER.length; i++) {
      const code = PRIMARY_ORDER.charCodeAt(i);
      PRIMARY[code] = i + 1;
      if (code >= 97 && code <= 122) PRIMARY[code - 32] = i + 1;
    }
    scratch = Buffer.allocUnsafe(4096);
  }
});

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
var init_holm = __esm({
  "src/stats/holm.ts"() {
    "use strict";
  }
});

// src/stats/student-t.ts
function logGamma(x) {
  let y = x;
  const tmp = x + 5.2421875;
  const front = (x + 0.5) * Math.log(tmp) - tmp;
  let series = 0.9999999999999971;
  for (let j = 0; j < 14; j++) series += LANCZOS[j] / ++y;
  return front + Math.log(2.5066282746310007 * series / x);
}
function stirlingTail(x) {
  const inverse = 1 / x;
  const square = inverse * inverse;
  return inverse * (1 / 12 - square * (1 / 360 - square * (1 / 1260 - square / 1680)));
}
function logGammaHalfStep(a) {
  if (a < STIRLING_FROM) return logGamma(a + 0.5) - logGamma(a);
  return 0.5 * Math.log(a) + (a * Math.log1p(0.5 / a) - 0.5) + stirlingTail(a + 0.5) - stirlingTail(a);
}
function betaFraction(a, b, x) {
  const qab = a + b;
  const qap = a + 1;
  const qam = a - 1;
  let c = 1;
  let d = 1 - qab * x / qap;
  if (Math.abs(d) < TINY) d = TINY;
  d = 1 / d;
  let h = d;
  for (let m = 1; m <= 1e5; m++) {
    const m2 = 2 * m;
    let aa = m * (b - m) * x / ((qam + m2) * (a + m2));
    d = 1 + aa * d;
    if (Math.abs(d) < TINY) d = TINY;
    c = 1 + aa / c;
    if (Math.abs(c) < TINY) c = TINY;
    d = 1 / d;
    h *= d * c;
    aa = -(a + m) * (qab + m) * x / ((a + m2) * (qap + m2));
    d = 1 + aa * d;
    if (Math.abs(d) < TINY) d = TINY;
    c = 1 + aa / c;
    if (Math.abs(c) < TINY) c = TINY;
    d = 1 / d;
    const step = d * c;
    h *= step;
    if (Math.abs(step - 1) <= EPSILON) break;
  }
  return h;
}
function studentTLowerTail(t, df) {
  if (Number.isNaN(t) || Number.isNaN(df) || df <= 0) return NaN;
  return lowerTail(t * t / df, df / 2, LN_SQRT_PI - logGammaHalfStep(df / 2));
}
function lowerTail(ratio, a, logBeta) {
  if (ratio === 0) return 0.5;
  if (ratio === Infinity) return 0;
  const b = 0.5;
  const logZ = -Math.log1p(ratio);
  const logOneMinusZ = Math.log(ratio) + logZ;
  const z = Math.exp(logZ);
  const front = Math.exp(a * logZ + b * logOneMinusZ - logBeta);
  if (z < (a + 1) / (a + b + 2)) return 0.5 * front * betaFraction(a, b, z) / a;
  const oneMinusZ = ratio / (1 + ratio);
  return 0.5 * (1 - front * betaFraction(b, a, oneMinusZ) / b);
}
function studentTDensity(t, df, logConstant) {
  return Math.exp(logConstant - (df + 1) / 2 * Math.log1p(t * t / df));
}
function studentTUpperQuantile(upperTail, df) {
  if (!(upperTail > 0 && upperTail < 0.5) || !(df > 0)) return NaN;
  const a = df / 2;
  const halfStep = logGammaHalfStep(a);
  const logBeta = LN_SQRT_PI - halfStep;
  const logConstant = halfStep - 0.5 * Math.log(df) - LN_SQRT_PI;
  const target = Math.log(upperTail);
  let low = -Infinity;
  let high = Infinity;
  let s = Math.log(startingPoint(upperTail, df));
  for (let iteration = 0; iteration < 200; iteration++) {
    const t = Math.exp(s);
    const square = t * t;
    const tail = lowerTail(square / df, a, logBeta);
    const g = Math.log(tail) - target;
    if (g === 0) return t;
    if (g > 0) low = s;
    else high = s;
    const u = t * studentTDensity(t, df, logConstant) / tail;
    const first = -u;
    const second = -u * (1 - (df + 1) * square / (df + square)) - u * u;
    let next = s - 2 * g * first / (2 * first * first - g * second);
    if (!(next > low && next < high)) {
      if (low === -Infinity) next = high - 1;
      else if (high === Infinity) next = low + 1;
      else next = (low + high) / 2;
    }
    if (Math.abs(next - s) <= 1e-6) return Math.exp(next);
    s = next;
  }
  return Math.exp(s);
}
function startingPoint(upperTail, df) {
  let z;
  if (upperTail === 0.025) z = 1.959963984540054;
  else if (upperTail === 5e-3) z = 2.5758293035489004;
  else if (upperTail === 5e-4) z = 3.2905267314919255;
  else {
    const w = Math.sqrt(-2 * Math.log(upperTail));
    z = w - (2.515517 + w * (0.802853 + w * 0.010328)) / (1 + w * (1.432788 + w * (0.189269 + w * 1308e-6)));
  }
  const z2 = z * z;
  const g1 = z * (z2 + 1) / 4;
  const g2 = z * ((5 * z2 + 16) * z2 + 3) / 96;
  const g3 = z * (((3 * z2 + 19) * z2 + 17) * z2 - 15) / 384;
  const g4 = z * ((((79 * z2 + 776) * z2 + 1482) * z2 - 1920) * z2 - 945) / 92160;
  const guess = z + (g1 + (g2 + (g3 + g4 / df) / df) / df) / df;
  return guess > 0 && Number.isFinite(guess) ? guess : z;
}
var EPSILON, TINY, LN_SQRT_PI, LANCZOS, STIRLING_FROM;
var init_student_t = __esm({
  "src/stats/student-t.ts"() {
    "use strict";
    EPSILON = Number.EPSILON;
    TINY = 1e-300;
    LN_SQRT_PI = 0.5723649429247001;
    LANCZOS = [
      57.15623566586292,
      -59.59796035547549,
      14.136097974741746,
      -0.4919138160976202,
      3399464998481189e-20,
      4652362892704858e-20,
      -9837447530487956e-20,
      1580887032249125e-19,
      -21026444172410488e-20,
      21743961811521265e-20,
      -1643181065367639e-19,
      8441822398385275e-20,
      -26190838401581408e-21,
      36899182659531625e-22
    ];
    STIRLING_FROM = 20;
  }
});

// src/stats/welch.ts
function summarizeRange(values, start, end) {
  const n = end - start;
  if (n === 0) return { n, mean: NaN, variance: NaN };
  let sum = 0;
  for (let i = start; i < end; i++) sum += values[i];
  const mean = sum / n;
  let squares = 0;
  for (let i = start; i < end; i++) squares += (values[i] - mean) ** 2;
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
  const pValue = Math.min(1, 2 * studentTLowerTail(-Math.abs(t), df));
  return { t, df, pValue, standardError };
}
function confidenceHalfWidth(result, alpha) {
  if (result.standardError === 0) return 0;
  return studentTUpperQuantile(alpha / 2, result.df) * result.standardError;
}
var init_welch = __esm({
  "src/stats/welch.ts"() {
    "use strict";
    init_student_t();
  }
});

// src/stats/stars.ts
function starsFor(pValue) {
  if (pValue < 1e-3) return "***";
  if (pValue < 0.01) return "**";
  if (pValue < 0.05) return "*";
  return "";
}
var ALPHAS;
var init_stars = __esm({
  "src/stats/stars.ts"() {
    "use strict";
    ALPHAS = [0.05, 0.01, 1e-3];
  }
});

// src/stats/analyze.ts
function compareGroup(name2, group, old, current) {
  const improvement = (current.mean - old.mean) / old.mean * 100;
  const tested = old.n >= 2 && current.n >= 2;
  let t = NaN;
  let df = NaN;
  let pValue = NaN;
  let accuracy = [NaN, NaN, NaN];
  if (tested) {
    const result = welchTest(old, current);
    ({ t, df, pValue } = result);
    accuracy = [
      confidenceHalfWidth(result, ALPHAS[0]) / old.mean * 100,
      confidenceHalfWidth(result, ALPHAS[1]) / old.mean * 100,
      confidenceHalfWidth(result, ALPHAS[2]) / old.mean * 100
    ];
  }
  return {
    name: name2,
    filename: group.filename,
    configuration: group.configuration,
    old,
    new: current,
    improvement,
    tested,
    t,
    df,
    pValue,
    stars: tested ? starsFor(pValue) : "",
    accuracy,
    // set by analyze() once the correction is known
    decision: UNDECIDED
  };
}
function isRegression(comparison) {
  return comparison.decision.outcome === "regression";
}
function isImprovement(comparison) {
  return comparison.decision.outcome === "improvement";
}
var SampleGroups, UNDECIDED;
var init_analyze = __esm({
  "src/stats/analyze.ts"() {
    "use strict";
    init_collation();
    init_holm();
    init_welch();
    init_decision();
    init_stars();
    SampleGroups = class {
      /** filename -> configuration -> group number */
      byFile = /* @__PURE__ */ new Map();
      groups = [];
      // Per rate, in the order read: the rate and its side (group * 2, + 1 for new).
      rates = new Float64Array(1024);
      sides = new Int32Array(1024);
      count = 0;
      /** per side: how many rates */
      sizes = new Int32Array(64);
      groupId(filename, configuration) {
        let byConfiguration = this.byFile.get(filename);
        if (byConfiguration === void 0) {
          byConfiguration = /* @__PURE__ */ new Map();
          this.byFile.set(filename, byConfiguration);
        }
        let id = byConfiguration.get(configuration);
        if (id === void 0) {
          id = this.groups.length;
          this.groups.push({ filename, configuration });
          if (2 * id + 2 > this.sizes.length) this.growSides();
          byConfiguration.set(configuration, id);
        }
        return id;
      }
      // Straight-line: every statement runs from the first row on, so the JIT's
      // optimized code has seen them all (a branch first taken in the second run
      // threw the optimized CSV reader away: ~10 ms).
      addRate(group, binary, rate) {
        if (this.count === this.rates.length) this.growRates();
        const i = this.count++;
        const side2 = group * 2 + (binary === "new" ? 1 : 0);
        this.rates[i] = rate;
        this.sides[i] = side2;
        this.sizes[side2]++;
      }
      growRates() {
        const rates = new Float64Array(this.count * 2);
        rates.set(this.rates);
        this.rates = rates;
        const sides = new Int32Array(this.count * 2);
        sides.set(this.sides);
        this.sides = sides;
      }
      growSides() {
        const sizes = new Int32Array(this.sizes.length * 2);
        sizes.set(this.sizes);
        this.sizes = sizes;
      }
      /**
       * The rates side by side (a stable counting sort: each side's in the
       * order read) and where each side starts, the last entry the end.
       */
      bySide() {
        const sideCount = 2 * this.groups.length;
        const starts = new Int32Array(sideCount + 1);
        for (let side2 = 0; side2 < sideCount; side2++) starts[side2 + 1] = starts[side2] + this.sizes[side2];
        const cursor = starts.slice(0, sideCount);
        const rates = new Float64Array(this.count);
        const { rates: read, sides } = this;
        for (let i = 0; i < this.count; i++) rates[cursor[sides[i]]++] = read[i];
        return { rates, starts };
      }
      /** Each configuration's rates per side, in the order read (the plot draws them). */
      ratesByRow() {
        const { rates, starts } = this.bySide();
        const side2 = (index) => Array.from(rates.subarray(starts[index], starts[index + 1]));
        return this.groups.map((group, id) => ({ ...group, old: side2(2 * id), new: side2(2 * id + 1) }));
      }
      add(sample) {
        this.addRate(this.groupId(sample.filename, sample.configuration), sample.binary, sample.rate);
      }
      get size() {
        return this.groups.length;
      }
      /** Tests each group; rows sorted by name as the reference sorts them. */
      analyze(options = {}) {
        const correction2 = options.correction ?? "none";
        const deltaPercent = options.deltaPercent ?? DEFAULT_DELTA_PERCENT;
        const comparisons = [];
        const { rates, starts } = this.bySide();
        for (const byConfiguration of this.byFile.values()) {
          for (const id of byConfiguration.values()) {
            const group = this.groups[id];
            const old = summarizeRange(rates, starts[2 * id], starts[2 * id + 1]);
            const current = summarizeRange(rates, starts[2 * id + 1], starts[2 * id + 2]);
            comparisons.push(compareGroup(`${group.filename} ${group.configuration}`, group, old, current));
          }
        }
        sortByName(comparisons, (comparison) => comparison.name);
        if (correction2 === "holm") {
          const adjusted = holmAdjust(comparisons.map((c) => c.pValue));
          comparisons.forEach((comparison, i) => {
            const pValue = adjusted[i] ?? NaN;
            comparison.holm = { pValue, stars: starsFor(pValue) };
          });
        }
        for (const comparison of comparisons) {
          const stars = comparison.holm ? comparison.holm.stars : comparison.stars;
          comparison.decision = fixedDecision(comparison, comparison.tested ? stars : "", deltaPercent);
        }
        return { comparisons, correction: correction2, basis: { rule: correction2 === "holm" ? "welch-holm" : "welch", deltaPercent } };
      }
    };
    UNDECIDED = { outcome: "untested", estimate: { change: NaN, low: NaN, high: NaN }, stars: "" };
  }
});

// src/report/json.ts
var json_exports = {};
__export(json_exports, {
  JSON_SCHEMA_VERSION: () => JSON_SCHEMA_VERSION,
  renderJson: () => renderJson,
  toJsonReport: () => toJsonReport
});
function toJsonReport(analysis) {
  return {
    schemaVersion: JSON_SCHEMA_VERSION,
    correction: analysis.correction,
    /** how every row's verdict was decided: welch, welch-holm, log-welch-holm (the nightly) or sequential-holm, and the margin of "same" */
    decision: analysis.basis,
    summary: {
      comparisons: analysis.comparisons.length,
      regressions: analysis.comparisons.filter(isRegression).length,
      improvements: analysis.comparisons.filter(isImprovement).length,
      same: analysis.comparisons.filter((c) => c.decision.outcome === "same").length,
      unresolved: analysis.comparisons.filter((c) => c.decision.outcome === "unresolved").length,
      untested: analysis.comparisons.filter((c) => c.decision.outcome === "untested").length
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
      /** the row's one verdict (regression, improvement, same, unresolved, untested) and the change it is about */
      verdict: c.decision.outcome,
      change: {
        percent: finite(c.decision.estimate.change),
        low: finite(c.decision.estimate.low),
        high: finite(c.decision.estimate.high)
      }
    }))
  };
}
function renderJson(analysis) {
  return JSON.stringify(toJsonReport(analysis), null, 2);
}
var JSON_SCHEMA_VERSION, finite;
var init_json = __esm({
  "src/report/json.ts"() {
    "use strict";
    init_analyze();
    init_stars();
    JSON_SCHEMA_VERSION = 2;
    finite = (value) => Number.isFinite(value) ? value : null;
  }
});

// src/commands/analyze.ts
import { closeSync, openSync, readSync } from "node:fs";
import { resolve } from "node:path";
import { parseArgs } from "node:util";

// src/errors.ts
var UserError = class extends Error {
  constructor(message, options) {
    super(message, options);
    this.name = new.target.name;
  }
};
var RequestError = class extends UserError {
  name = "RequestError";
};
function isUserError(error) {
  return error instanceof UserError;
}

// src/options/option.ts
function spelled(names, surface) {
  const name2 = names[surface];
  if (name2 === void 0) throw new Error(`this option cannot be given as ${surface}: ${JSON.stringify(names)}`);
  switch (surface) {
    case "cli":
      return `--${name2}`;
    case "input":
      return `input ${name2}`;
    case "command":
      return `/benchmark --${name2}`;
    case "json":
      return `request.${name2}`;
  }
}
function echo(surface, text) {
  return surface === "cli" || surface === "input" ? `; got ${JSON.stringify(text)}` : "";
}
function parseWith(schema, text, name2, surface) {
  const result = schema.safeParse(text);
  if (result.success) return result.data;
  throw new RequestError(`${name2} ${result.error.issues[0].message}${echo(surface, text)}`);
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

// src/options/output.ts
var FORMATS = ["text", "markdown", "json"];
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
var compareFormat = new Option({
  names: { cli: "format" },
  schema: oneOf([...FORMATS, "csv"]),
  default: "text"
});
var suggestFormat = new Option({
  names: { cli: "format" },
  schema: oneOf(["text", "json"]),
  default: "text"
});

// src/report/render.ts
init_text();
async function render(analysis, format2, context = { partial: false, failures: [] }, text = {}) {
  switch (format2) {
    case "text":
      return renderText(analysis, text);
    case "markdown": {
      const { buildReport: buildReport2 } = await Promise.resolve().then(() => (init_comment(), comment_exports));
      return buildReport2({ ...context, analysis, marker: "", maxLength: Infinity }).trimEnd();
    }
    case "json": {
      const { renderJson: renderJson2 } = await Promise.resolve().then(() => (init_json(), json_exports));
      return renderJson2(analysis);
    }
  }
}

// src/commands/analyze.ts
init_text();
init_analyze();

// src/stats/decimal.ts
var POW10 = Array.from({ length: 23 }, (_, i) => Number(`1e${i}`));
var SPLITTER = 134217729;
var MARGIN = 2 ** -90;
var bits = new Float64Array(1);
var words = new Uint32Array(bits.buffer);
var HIGH = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1 ? 1 : 0;
var prefixEnd = 0;
function parseDecimalPrefix(bytes, start, end) {
  let i = start;
  let negative = false;
  if (i < end && (bytes[i] === 45 || bytes[i] === 43)) negative = bytes[i++] === 45;
  const first = i;
  let lead = 0;
  let middle = 0;
  let low = 0;
  let digits = 0;
  let point = -1;
  for (; i < end; i++) {
    const d = bytes[i] - 48;
    if (d >>> 0 > 9) {
      if (d !== 46 - 48 || point >= 0) break;
      point = i + 1;
      continue;
    }
    if (digits === 0 && d === 0) continue;
    if (digits < 9) lead = lead * 10 + d;
    else if (digits < 15) middle = middle * 10 + d;
    else low = low * 10 + d;
    digits++;
  }
  const decimals = point < 0 ? 0 : i - point;
  const any = i - first > (point < 0 ? 0 : 1);
  prefixEnd = i;
  if (!any || digits > 19 || decimals > 22) return NaN;
  const high = digits <= 9 ? lead : lead * POW10[Math.min(digits, 15) - 9] + middle;
  const value = digits <= 15 ? high / POW10[decimals] : wide(high, low, digits - 15, decimals);
  return negative ? -value : value;
}
function wide(high, low, lowDigits, decimals) {
  const scale = POW10[lowDigits];
  const product = high * scale;
  const productError = twoProductError(high, scale, product);
  const sum = product + low;
  const sumError = product - (sum - (sum - product)) + (low - (sum - product));
  const tail = sumError + productError;
  const mantissa = sum + tail;
  const mantissaLow = tail - (mantissa - sum);
  if (decimals === 0) return mantissa;
  const divisor = POW10[decimals];
  const q1 = mantissa / divisor;
  const p = q1 * divisor;
  const pError = twoProductError(q1, divisor, p);
  const q2 = (mantissa - p - pError + mantissaLow) / divisor;
  const rounded = q1 + q2;
  const residual = q2 - (rounded - q1);
  bits[0] = rounded;
  const high32 = words[HIGH];
  const exponent = high32 >>> 20 & 2047;
  if (exponent < 60 || exponent > 2e3 || (high32 & 1048575) === 0 && words[1 - HIGH] === 0) return NaN;
  words[HIGH] = exponent - 53 << 20;
  words[1 - HIGH] = 0;
  const halfUlp = bits[0];
  if (halfUlp - Math.abs(residual) <= Math.abs(rounded) * MARGIN) return NaN;
  return rounded;
}
function twoProductError(a, b, product) {
  let c = SPLITTER * a;
  const aHigh = c - (c - a);
  const aLow = a - aHigh;
  c = SPLITTER * b;
  const bHigh = c - (c - b);
  const bLow = b - bHigh;
  return aLow * bLow - (product - aHigh * bHigh - aLow * bHigh - aHigh * bLow);
}

// src/stats/csv.ts
var HEADER_FIELDS = ["binary", "filename", "configuration", "rate", "time"];
var CsvInputError = class extends UserError {
  constructor(source, line, reason) {
    super(`${source}:${line}: ${reason}`);
    this.source = source;
    this.line = line;
    this.reason = reason;
    this.name = "CsvInputError";
  }
};
function splitFields(line) {
  const fields = [];
  const length = line.length;
  let i = 0;
  for (; ; ) {
    while (i < length && isBlank(line.charCodeAt(i))) i++;
    if (i < length && line.charCodeAt(i) === QUOTE) {
      let value = "";
      let chunkStart = ++i;
      for (; ; ) {
        if (i >= length) return `unterminated quoted field ${fields.length + 1}`;
        const code = line.charCodeAt(i);
        if (code === BACKSLASH && line.charCodeAt(i + 1) === QUOTE) {
          value += line.slice(chunkStart, i) + '"';
          i += 2;
          chunkStart = i;
        } else if (code === QUOTE) {
          if (line.charCodeAt(i + 1) === QUOTE) {
            value += line.slice(chunkStart, i) + '"';
            i += 2;
            chunkStart = i;
          } else {
            value += line.slice(chunkStart, i);
            i++;
            break;
          }
        } else {
          i++;
        }
      }
      fields.push({ value, quoted: true });
      while (i < length && isBlank(line.charCodeAt(i))) i++;
      if (i < length && line.charCodeAt(i) !== COMMA) {
        return `unexpected ${JSON.stringify(line[i])} after quoted field ${fields.length}`;
      }
    } else {
      let end = line.indexOf(",", i);
      if (end === -1) end = length;
      fields.push({ value: line.slice(i, end).trim(), quoted: false });
      i = end;
    }
    if (i >= length) return fields;
    i++;
  }
}
var QUOTE = 34;
var BACKSLASH = 92;
var COMMA = 44;
var CR = 13;
function isBlank(code) {
  return code === 32 || code === 9 || code === 13;
}
function isHeader(fields) {
  return fields.length === HEADER_FIELDS.length && fields.every((f, i) => f.value === HEADER_FIELDS[i]);
}
function parseNumber(field, column) {
  if (field.value === "") return `${column} is empty`;
  const value = Number(field.value);
  if (!Number.isFinite(value)) return `${column} ${JSON.stringify(field.value)} is not a finite number`;
  return value;
}
function toSample(fields) {
  if (fields.length !== HEADER_FIELDS.length) {
    return `expected 5 fields (binary, filename, configuration, rate, time), found ${fields.length}`;
  }
  const [binary, filename, configuration, rate, time] = fields;
  if (binary.value !== "old" && binary.value !== "new") {
    return `binary ${JSON.stringify(binary.value)} is neither "old" nor "new"`;
  }
  if (filename.value === "") return "filename is empty";
  const rateValue = parseNumber(rate, "rate");
  if (typeof rateValue === "string") return rateValue;
  const timeValue = parseNumber(time, "time");
  if (typeof timeValue === "string") return timeValue;
  return {
    binary: binary.value,
    filename: filename.value,
    configuration: configuration.value,
    rate: rateValue,
    time: timeValue
  };
}
function readLine(line, source, lineNumber, options) {
  if (line.trim() === "") return null;
  const fields = splitFields(line);
  const sample = typeof fields === "string" ? fields : isHeader(fields) ? null : toSample(fields);
  if (typeof sample !== "string") return sample;
  const error = new CsvInputError(source, lineNumber, sample);
  if (!options.skipInvalid) throw error;
  options.onInvalid?.(error);
  return null;
}
var LF = 10;
var CsvRateReader = class {
  constructor(source, options, sink) {
    this.source = source;
    this.options = options;
    this.sink = sink;
  }
  lineNumber = 0;
  /** the unfinished last line of the previous chunk */
  carry = null;
  // Open addressing: slot -> entry + 1; entries are key bytes (in `keys`) and their group.
  slots = new Int32Array(1024);
  entryHash = new Int32Array(256);
  entryStart = new Int32Array(256);
  entryLength = new Int32Array(256);
  entryGroup = new Int32Array(256);
  /** (entry * 2 + 1 if new) -> the entry of the row that followed it last time, or -1 */
  successor = new Int32Array(512).fill(-1);
  /** entry * 2 + 1 if new, of the last common row; -1 at first */
  previous = -1;
  entries = 0;
  keys = Buffer.allocUnsafe(1 << 14);
  keysUsed = 0;
  /** Reads the complete lines of `chunk` (after what earlier chunks left); the caller may reuse `chunk` afterwards. */
  push(chunk) {
    let start = 0;
    if (this.carry !== null) {
      const newline = chunk.indexOf(LF);
      if (newline === -1) {
        this.carry = Buffer.concat([this.carry, chunk]);
        return;
      }
      const line = Buffer.concat([this.carry, chunk.subarray(0, newline + 1)]);
      this.carry = null;
      this.readLines(line, line.length);
      start = newline + 1;
    }
    const last = chunk.lastIndexOf(LF);
    if (last < start) {
      if (start < chunk.length) this.carry = Buffer.from(chunk.subarray(start));
      return;
    }
    this.readLines(start === 0 ? chunk : chunk.subarray(start), last + 1 - start);
    if (last + 1 < chunk.length) this.carry = Buffer.from(chunk.subarray(last + 1));
  }
  /** Reads the last line if it has no newline. */
  end() {
    const carry = this.carry;
    this.carry = null;
    if (carry !== null) this.readLines(carry, carry.length);
  }
  /** The lines in bytes[0, end); every line but possibly the last ends in \n. */
  readLines(bytes, end) {
    let start = 0;
    while (start < end) {
      this.lineNumber++;
      const next = this.readRow(bytes, start, end);
      if (next >= 0) {
        start = next;
        continue;
      }
      let lineEnd = bytes.indexOf(LF, start);
      if (lineEnd === -1 || lineEnd > end) lineEnd = end;
      const sample = readLine(bytes.toString("utf8", start, lineEnd), this.source, this.lineNumber, this.options);
      if (sample !== null) {
        this.sink.addRate(this.sink.groupId(sample.filename, sample.configuration), sample.binary, sample.rate);
      }
      start = lineEnd + 1;
    }
  }
  /** The common row at `start`, read and handed to the sink: returns where the next line starts, or -1 if this line is not one. */
  readRow(bytes, start, end) {
    if (end - start < 12 || bytes[start] !== QUOTE) return -1;
    let binary;
    const b1 = bytes[start + 1];
    const b2 = bytes[start + 2];
    const b3 = bytes[start + 3];
    if (b1 === 111 && b2 === 108 && b3 === 100) binary = "old";
    else if (b1 === 110 && b2 === 101 && b3 === 119) binary = "new";
    else return -1;
    if (bytes[start + 4] !== QUOTE || bytes[start + 5] !== COMMA || bytes[start + 6] !== QUOTE) return -1;
    const keyStart = start + 7;
    let entry = this.predicted(bytes, keyStart, end);
    let hash = 0;
    let i;
    if (entry >= 0) {
      i = keyStart + this.entryLength[entry];
    } else {
      i = this.scanKey(bytes, keyStart, end);
      if (i < 0) return -1;
      hash = this.keyHash;
    }
    const keyEnd = i;
    if (bytes[i + 1] !== COMMA) return -1;
    const rateStart = i + 2;
    let rate = parseDecimalPrefix(bytes, rateStart, end);
    i = prefixEnd;
    if (i >= end || bytes[i] !== COMMA || Number.isNaN(rate)) {
      i = numberEnd(bytes, rateStart, end);
      if (i === rateStart || i >= end || bytes[i] !== COMMA) return -1;
      rate = Number(bytes.toString("latin1", rateStart, i));
      if (!Number.isFinite(rate)) return -1;
    }
    const timeStart = i + 1;
    i = plainDecimalEnd(bytes, timeStart, end);
    if (i < 0 || i < end && bytes[i] !== CR && bytes[i] !== LF) {
      i = numberEnd(bytes, timeStart, end);
      if (i === timeStart || !Number.isFinite(Number(bytes.toString("latin1", timeStart, i)))) return -1;
    }
    if (i < end && bytes[i] === CR) i++;
    if (i < end && bytes[i] !== LF) return -1;
    if (entry < 0) entry = this.entry(bytes, keyStart, keyEnd, hash);
    const isNew = binary === "new" ? 1 : 0;
    if (this.previous >= 0) this.successor[this.previous] = entry;
    this.previous = entry * 2 + isNew;
    this.sink.addRate(this.entryGroup[entry], binary, rate);
    return i + 1;
  }
  /** The hash of the key scanKey read last. */
  keyHash = 0;
  /**
   * Reads the key at keyStart (`file","conf`: no quote, backslash or newline
   * inside, a filename): returns where its closing quote is, or -1; its hash
   * (FNV-1a) in keyHash. Apart from readRow, which then stays small.
   */
  scanKey(bytes, keyStart, end) {
    let hash = -2128831035;
    let i = keyStart;
    for (; ; ) {
      if (i >= end) return -1;
      const c = bytes[i];
      if (c === QUOTE) break;
      if (c === BACKSLASH || c === LF) return -1;
      hash = Math.imul(hash ^ c, 16777619);
      i++;
    }
    if (i === keyStart || bytes[i + 1] !== COMMA || bytes[i + 2] !== QUOTE) return -1;
    hash = Math.imul(hash ^ QUOTE, 16777619);
    i += 3;
    for (; ; ) {
      if (i >= end) return -1;
      const c = bytes[i];
      if (c === QUOTE) break;
      if (c === BACKSLASH || c === LF) return -1;
      hash = Math.imul(hash ^ c, 16777619);
      i++;
    }
    this.keyHash = hash;
    return i;
  }
  /**
   * The entry the previous row's (key, binary) was followed by last time, if
   * the bytes at keyStart are its key and a quote; before that is known, the
   * previous row's own entry ("new" follows "old" of one configuration).
   * That second guess also runs this path from the second row on, so the JIT
   * optimizes readRow with it instead of deoptimizing at the second run.
   */
  predicted(bytes, keyStart, end) {
    if (this.previous < 0) return -1;
    let entry = this.successor[this.previous];
    if (entry < 0) entry = this.previous >> 1;
    const length = this.entryLength[entry];
    const keyEnd = keyStart + length;
    if (keyEnd >= end || bytes[keyEnd] !== QUOTE) return -1;
    return this.isKey(entry, bytes, keyStart, length) ? entry : -1;
  }
  /**
   * Whether entry's key is the `length` bytes at keyStart. One function for
   * both look-ups, so that the first run's rows (all of them new to the hash
   * table) have already run it when the second run's first look-up finds a
   * key: the optimized readRow is not thrown away for want of type feedback.
   */
  isKey(entry, bytes, keyStart, length) {
    if (this.entryLength[entry] !== length) return false;
    const keys = this.keys;
    const at = this.entryStart[entry] - keyStart;
    const keyEnd = keyStart + length;
    for (let k = keyStart; k < keyEnd; k++) if (keys[at + k] !== bytes[k]) return false;
    return true;
  }
  /** The entry of the key bytes[keyStart, keyEnd) (filename","configuration), found or added. */
  entry(bytes, keyStart, keyEnd, hash) {
    const length = keyEnd - keyStart;
    const mask = this.slots.length - 1;
    for (let slot = hash & mask; ; slot = slot + 1 & mask) {
      const entry = this.slots[slot] - 1;
      if (entry < 0) break;
      if (this.isKey(entry, bytes, keyStart, length) && this.entryHash[entry] === hash) return entry;
    }
    const key = bytes.toString("utf8", keyStart, keyEnd);
    const quote = key.indexOf('"');
    const group = this.sink.groupId(key.slice(0, quote), key.slice(quote + 3));
    return this.insert(bytes, keyStart, length, hash, group);
  }
  insert(bytes, keyStart, length, hash, group) {
    if (this.keysUsed + length > this.keys.length) {
      const keys2 = Buffer.allocUnsafe(Math.max(this.keys.length * 2, this.keysUsed + length));
      this.keys.copy(keys2, 0, 0, this.keysUsed);
      this.keys = keys2;
    }
    const keys = this.keys;
    for (let k = 0; k < length; k++) keys[this.keysUsed + k] = bytes[keyStart + k];
    if (this.entries === this.entryHash.length) {
      const grow = (array) => {
        const grown = new Int32Array(array.length * 2);
        grown.set(array);
        return grown;
      };
      this.entryHash = grow(this.entryHash);
      this.entryStart = grow(this.entryStart);
      this.entryLength = grow(this.entryLength);
      this.entryGroup = grow(this.entryGroup);
      const successor = new Int32Array(this.successor.length * 2).fill(-1);
      successor.set(this.successor);
      this.successor = successor;
    }
    const entry = this.entries++;
    this.entryHash[entry] = hash;
    this.entryStart[entry] = this.keysUsed;
    this.entryLength[entry] = length;
    this.entryGroup[entry] = group;
    this.keysUsed += length;
    if (this.entries * 2 > this.slots.length) {
      this.slots = new Int32Array(this.slots.length * 2);
      for (let e = 0; e < this.entries; e++) this.place(e);
    } else this.place(entry);
    return entry;
  }
  place(entry) {
    const mask = this.slots.length - 1;
    let slot = this.entryHash[entry] & mask;
    while (this.slots[slot] !== 0) slot = slot + 1 & mask;
    this.slots[slot] = entry + 1;
  }
};
function numberEnd(bytes, start, end) {
  let i = start;
  for (; i < end; i++) {
    const c = bytes[i];
    if (!(c >= 48 && c <= 57 || c === 46 || c === 45 || c === 43 || c === 101 || c === 69)) break;
  }
  return i;
}
function plainDecimalEnd(bytes, start, end) {
  let i = start;
  if (i < end && (bytes[i] === 45 || bytes[i] === 43)) i++;
  const digitsStart = i;
  while (i < end && bytes[i] - 48 >>> 0 <= 9) i++;
  let digits = i - digitsStart;
  if (i < end && bytes[i] === 46) {
    const point = ++i;
    while (i < end && bytes[i] - 48 >>> 0 <= 9) i++;
    digits += i - point;
  }
  return digits > 0 && i - start <= 300 ? i : -1;
}

// src/commands/io.ts
var UsageError = class extends UserError {
  name = "UsageError";
};
var EXIT = {
  ok: 0,
  /** invalid input, bad options, or an error before anything was measured */
  error: 1,
  /** --fail-on-regression and at least one significant slowdown */
  regression: 2,
  /** some benchmarks crashed, hung or timed out; the rest were reported */
  benchmarkFailures: 3,
  /** Ctrl-C or SIGTERM stopped the run (128 + SIGINT, the shell's convention); what was measured is in the CSV */
  interrupted: 130
};
function write(stream, text) {
  stream.write(text.endsWith("\n") ? text : `${text}
`);
}

// src/commands/analyze.ts
var ANALYZE_USAGE = `Usage: node-bench analyze [options] [FILE...]

Reads compare.js CSV from the files (or standard input, or "-") and prints
the confidence table. Several files (e.g. shards of one run) are merged.

Options:
  --format text|markdown|json   output format (default text: as node-benchmark-compare)
  --correction none|holm        add Holm-adjusted p-values and stars from them
  --skip-invalid                warn about malformed lines instead of failing
  --fail-on-regression          exit ${EXIT.regression} when any row is a significant slowdown
  -h, --help                    this text`;
async function analyzeCommand(argv, io) {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      ...cliFlags(format, correction),
      "skip-invalid": { type: "boolean", default: false },
      "fail-on-regression": { type: "boolean", default: false },
      help: { type: "boolean", short: "h", default: false }
    }
  });
  if (values.help) {
    write(io.stdout, ANALYZE_USAGE);
    return EXIT.ok;
  }
  const format2 = format.parse(values[format.names.cli], "cli");
  const correction2 = correction.parse(values[correction.names.cli], "cli");
  const sources = positionals.length > 0 ? positionals : ["-"];
  if (sources.length === 1 && sources[0] === "-" && io.stdin.isTTY) {
    throw new UsageError("analyze needs CSV files or CSV on standard input\n\n" + ANALYZE_USAGE);
  }
  const groups = new SampleGroups();
  const options = {
    skipInvalid: values["skip-invalid"],
    onInvalid: (error) => write(io.stderr, `warning: skipped ${error.message}`)
  };
  for (const source of sources) {
    const reader = new CsvRateReader(source === "-" ? "<stdin>" : source, options, groups);
    if (source === "-") {
      for await (const chunk of io.stdin) reader.push(typeof chunk === "string" ? Buffer.from(chunk) : chunk);
    } else {
      readSource(resolve(io.cwd, source), source, (chunk) => reader.push(chunk));
    }
    reader.end();
  }
  if (groups.size === 0) {
    throw new UsageError(`no benchmark rows found in ${sources.map((s) => s === "-" ? "<stdin>" : s).join(", ")}`);
  }
  const analysis = groups.analyze({ correction: correction2 });
  write(
    io.stdout,
    await render(analysis, format2, {
      partial: false,
      failures: [],
      sources: sources.map((s) => s === "-" ? "<stdin>" : s),
      reproduce: [
        "npx",
        "node-bench",
        "analyze",
        "--format",
        "markdown",
        ...correction2 === "none" ? [] : ["--correction", correction2],
        ...sources
      ]
    })
  );
  if (values["fail-on-regression"] && analysis.comparisons.some(isRegression)) {
    const count = analysis.comparisons.filter(isRegression).length;
    write(io.stderr, `${plural(count, "significant regression")} (--fail-on-regression)`);
    return EXIT.regression;
  }
  return EXIT.ok;
}
var CHUNK_BYTES = 1 << 20;
function readSource(path, shown, onChunk) {
  const fd = fileCall(shown, () => openSync(path, "r"));
  try {
    const buffer = Buffer.allocUnsafe(CHUNK_BYTES);
    for (; ; ) {
      const read = fileCall(shown, () => readSync(fd, buffer, 0, CHUNK_BYTES, null));
      if (read === 0) return;
      onChunk(buffer.subarray(0, read));
    }
  } finally {
    closeSync(fd);
  }
}
function fileCall(shown, call) {
  try {
    return call();
  } catch (error) {
    const code = error.code;
    const why = code === "ENOENT" ? "no such file" : code === "EISDIR" ? "is a directory" : error.message;
    throw new UsageError(`cannot read ${shown}: ${why}`);
  }
}

// src/commands/run.ts
async function runCommand(name2, command, argv, io) {
  try {
    return await command.run(argv, io);
  } catch (error) {
    if (isUserError(error) || isParseArgsError(error)) {
      const unknown = unknownOption(error);
      const message = unknown === null ? error.message : `unknown option ${unknown}${didYouMean(unknown, optionsOf(command.usage))}; see node-bench help ${name2}`;
      write(io.stderr, `node-bench ${name2}: ${message}`);
      return EXIT.error;
    }
    throw error;
  }
}
function unknownOption(error) {
  if (error.code !== "ERR_PARSE_ARGS_UNKNOWN_OPTION") return null;
  return /^Unknown option '([^']+)'/.exec(error.message)?.[1] ?? null;
}
function optionsOf(usage) {
  return [...new Set(usage.match(/--[a-z][a-z0-9-]*/g) ?? [])];
}
function didYouMean(unknown, known) {
  const name2 = unknown.split("=")[0];
  let best = null;
  for (const option of known) {
    const distance = option.startsWith(name2) ? 1 : editDistance(name2, option);
    if (distance <= 2 && (best === null || distance < best.distance)) best = { option, distance };
  }
  return best === null ? "" : ` (did you mean ${best.option}?)`;
}
function editDistance(a, b) {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length];
}
function isParseArgsError(error) {
  const code = error?.code ?? "";
  return code.startsWith("ERR_PARSE_ARGS_");
}

// src/commands/analyze-cli.ts
function runAnalyze(argv, io) {
  return runCommand("analyze", { run: analyzeCommand, usage: ANALYZE_USAGE }, argv, io);
}
export {
  runAnalyze
};
