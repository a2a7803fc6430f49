import { createRequire as __nodeBenchCreateRequire } from 'node:module';
const require = __nodeBenchCreateRequire(import.meta.url);
import {
  falsePositiveNote,
  formatPValue,
  passesWords,
  plural,
  sameIsPerRowNote
} from "./chunk-UUCBSCLN.js";
import {
  COMPARE_JS_RUNS,
  LIMITS
} from "./chunk-OKLX6OW5.js";
import {
  SIZED_KEY,
  keptCounts,
  packageToolSource,
  packageVersion
} from "./chunk-6AVMWGWR.js";
import {
  countOutcomes
} from "./chunk-6GNYY2MZ.js";
import {
  DEFAULT_CHILD_TIME_MS
} from "./chunk-ILDHKKTL.js";

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

// src/report/forest-plot.ts
var PLOT_LINE_WIDTH = 100;
var LABEL_WIDTH = 44;
var AXIS_WIDTH = 30;
var CHANGE_WIDTH = PLOT_LINE_WIDTH - LABEL_WIDTH - AXIS_WIDTH - 2;
var AXIS_LIMIT = Math.log(10);
var MAX_PLOT_ROWS = 25;
var MINUS = "−";
function axisLabels(low, high) {
  const factors = Math.exp(high) >= 2 || Math.exp(low) <= 0.5;
  const label = (logRatio) => {
    const ratio = Math.exp(logRatio);
    if (factors) return ratio >= 1 ? `×${ratio.toFixed(1)}` : `÷${(1 / ratio).toFixed(1)}`;
    const percent = (ratio - 1) * 100;
    const digits = Math.abs(percent) >= 10 ? 0 : 1;
    return `${percent > 0 ? "+" : percent < 0 ? MINUS : ""}${Math.abs(percent).toFixed(digits)}%`;
  };
  return { low: label(low), zero: factors ? "×1" : "0%", high: label(high) };
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
  const label = axisLabels(low, high);
  if (low < 0) place(label.low, 0);
  if (high > 0) place(label.high, AXIS_WIDTH);
  place(label.zero, label.zero === "×1" ? zero - 1 : zero);
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

// src/report/markdown.ts
var DEFAULT_MAX_CELL = 300;
var MAX_NAMED = 3;
var MINUS2 = "−";
var nowrap = (text) => text.replace(/ /g, " ");
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
      if (c.decision.unmeasurable === "single-call") return "≈ not measurable (one call per child, bimodal timings)";
      return `≈ not distinguishable (±${magnitude(halfWidth(c))} %${c.decision.stop === "futile" ? ", stopped early" : ""})`;
    case "untested":
      return "not tested";
  }
}
var name = (c, max) => codeSpan(`${cut(c.filename, max)} ${cut(c.configuration, max)}`);
var decidedByStars = (analysis) => analysis.basis.rule !== "sequential-holm";
function verdictTable(analysis, rows, maxCell) {
  const stars = decidedByStars(analysis);
  const header = ["benchmark", "change (95 % interval)", "verdict"];
  if (stars) header.push(analysis.basis.rule === "welch" ? "stars" : "Holm");
  header.push("runs old/new");
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
  return markdownTable([header, ...body], { align, alignDelimiters: false });
}
function statisticsTable(rows, withHolm, maxCell) {
  const header = ["benchmark", "p", ...withHolm ? ["Holm p"] : [], "± 95 %", "± 99 %", "± 99.9 %"];
  const half = (c, i) => c.tested && Number.isFinite(c.accuracy[i]) ? `${magnitude(c.accuracy[i])} %` : "n/a";
  const body = rows.map((c) => [
    name(c, maxCell),
    c.tested ? `${formatPValue(c.pValue)} ${escapeMarkdown(c.stars)}`.trim() : "n/a",
    ...withHolm ? [c.tested && c.holm ? `${formatPValue(c.holm.pValue)} ${escapeMarkdown(c.holm.stars)}`.trim() : "n/a"] : [],
    half(c, 0),
    half(c, 1),
    half(c, 2)
  ]);
  return markdownTable([header, ...body], {
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
var classified = /* @__PURE__ */ new WeakMap();
function classifyByOutcome(analysis) {
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
      return analysis.basis.passes ? `runs auto in ${passesWords(analysis.basis.passes)}: the sequential paired test, Holm over the rows at 5 % each pass (any false slower or faster call at most ${analysis.basis.passes.length * 5} %)` : "runs auto: the sequential paired test, Holm over the rows at 5 %";
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
  const { regressions, improvements, same, unresolved, untested, detectable } = classifyByOutcome(analysis);
  let budget = options.maxRows ?? Infinity;
  const take = (rows) => {
    const taken = rows.slice(0, Math.max(0, Math.min(rows.length, budget)));
    budget -= taken.length;
    return taken;
  };
  const changed = take([...regressions, ...improvements]);
  const unresolvedShown = take(unresolved);
  const sameShown = take(same);
  const untestedShown = take(untested);
  const shown = [...changed, ...unresolvedShown, ...sameShown, ...untestedShown];
  const hidden = all.length - shown.length;
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
  const folds = [
    [
      `not distinguishable from noise (${notSignificantWords(analysis)}; the 95 % interval reaches beyond ±${delta} %)`,
      unresolvedShown,
      unresolved
    ],
    [
      `the same within ±${delta} % (${notSignificantWords(analysis)}; the 95 % interval lies inside ±${delta} %)`,
      sameShown,
      same
    ],
    ["not tested (fewer than 2 runs on a side, or an old mean of 0)", untestedShown, untested]
  ];
  for (const [what, rowsShown, rows] of folds) {
    if (rowsShown.length === 0) continue;
    const table = verdictTable(analysis, rowsShown, maxCell);
    parts.push(fold(`${plural(rows.length, "comparison")} ${what}`, table, rowsShown.length, rows.length));
  }
  if (hidden > 0) {
    parts.push(`${plural(hidden, "more row")} not shown here: every row is in ${options.elsewhere ?? "the CSV"}.`);
  }
  if (!options.withoutStatistics && all.length > 0) {
    const what = decidedByStars(analysis) ? `p-values${withHolm ? " (raw and Holm-adjusted)" : ""} and 99 % / 99.9 % intervals` : "compare.R's Welch statistics of all samples (for reference: the verdicts above are the sequential test's)";
    parts.push(fold(`${what} of ${plural(shown.length, "comparison")}`, statisticsTable(shown, withHolm, maxCell)));
  }
  if (decidedByStars(analysis)) parts.push(escapeMultiline(falsePositiveNote(all.length)));
  else {
    parts.push(
      (analysis.basis.passes ? `The verdicts hold together: the chance that any row is called faster or slower when nothing changed is at most ${analysis.basis.passes.length * 5} % (Holm over ${plural(all.length, "row")} at 5 % in each of ${passesWords(analysis.basis.passes)}). ` : `The verdicts hold together: the chance that any row of this run is called faster or slower when nothing changed is at most 5 % (Holm over ${plural(all.length, "row")}). `) + 'Beside "same" and "not distinguishable" the interval is the one the verdict rests on: repeated over the looks, and for "not distinguishable" also Holm-adjusted over the rows not called faster or slower (so it holds zero).'
    );
  }
  if (same.length > 0) parts.push(escapeMarkdown(sameIsPerRowNote(analysis.basis.deltaPercent)));
  return parts.join("\n\n");
}

// src/report/more-line.ts
var MORE_LINE_PREFIX = "<!-- node-benchmark-action:more ";
var LINE = /^<!-- node-benchmark-action:more run=([1-9]\d{0,15}) caps=(\d{1,3}(?:,\d{1,3}){0,8}) open=(\d{1,7}) minutes=(\d{1,7}) request=([A-Za-z0-9+/]+={0,2}) -->$/;
var MAX_ENCODED = 16e3;
function nextMoreCap(lastCap) {
  return lastCap >= LIMITS.runs ? void 0 : Math.min(2 * lastCap, LIMITS.runs);
}
function moreMinutes(input) {
  const pairs = Math.max(1, input.pairs);
  const ms = input.durationMs / pairs * input.open * (input.nextCap - input.lastCap);
  return Math.max(1, Math.ceil(ms / 6e4));
}
function moreLine(line) {
  const encoded = Buffer.from(line.requestJson, "utf8").toString("base64");
  if (encoded.length > MAX_ENCODED) return void 0;
  return `${MORE_LINE_PREFIX}run=${line.runId} caps=${line.caps.join(",")} open=${line.open} minutes=${line.minutes} request=${encoded} -->`;
}
function readMoreLine(body) {
  const second = body.replace(/\r\n/g, "\n").split("\n", 2)[1];
  if (second === void 0 || second.length > MAX_ENCODED + 200) return void 0;
  const match = LINE.exec(second);
  if (!match) return void 0;
  const caps = match[2].split(",").map(Number);
  if (!caps.every((cap, i) => cap >= 3 && cap <= LIMITS.runs && (i === 0 || cap > caps[i - 1]))) return void 0;
  const requestJson = Buffer.from(match[5], "base64").toString("utf8");
  return {
    runId: Number(match[1]),
    caps,
    open: Number(match[3]),
    minutes: Number(match[4]),
    requestJson
  };
}

// src/report/reproduce.ts
function releaseTarballName(version) {
  return `node-bench-${version}.tgz`;
}
function releaseTarballUrl(repository, version) {
  return `https://github.com/${repository}/releases/download/v${version}/${releaseTarballName(version)}`;
}
var FULL_SHA = /^[0-9a-f]{40}$/i;
function packageSpec(tool, version) {
  return isRelease(tool, version) ? releaseTarballUrl(tool.repository, version) : `github:${tool.repository}#${tool.ref}`;
}
function isRelease(tool, version) {
  const major = /^(\d+)\.\d+\.\d+$/.exec(version)?.[1];
  return major !== void 0 && (tool.ref === `v${version}` || tool.ref === `v${major}` || FULL_SHA.test(tool.ref));
}
function packageFetchNote(tool, version) {
  return isRelease(tool, version) ? "npx fetches that release from GitHub: one package, no dependencies" : "no release: npx clones that ref from GitHub and installs its development dependencies before it runs, minutes the first time";
}
function toolInvocation(tool, version) {
  return ["npx", "--yes", `--package=${packageSpec(tool, version)}`, "--", "node-bench"];
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
function compareArguments(input, format) {
  const { old, new: current, run } = input;
  if (!old || !current || !run || run.groups.length === 0) return void 0;
  const merged = pullRequestLines(input).newRef;
  const argv = ["compare", "--old", cliSpec(old), "--new", merged ? `ref:${merged}` : cliSpec(current)];
  if (old.spec.startsWith("ref:") || current.spec.startsWith("ref:") || run.suite === "core") argv.push("--repo", ".");
  if (run.suite !== void 0) argv.push("--suite", run.suite);
  const compareJs = ranAsCompareJs(input);
  if (compareJs)
    argv.push("--as-compare-js", ...input.runs === COMPARE_JS_RUNS ? [] : ["--runs", String(input.runs)]);
  else if (run.adaptiveMaxRuns !== void 0) argv.push("--runs", "auto", "--max-runs", String(run.adaptiveMaxRuns));
  else if (input.runs !== void 0) argv.push("--runs", String(input.runs));
  for (const value of run.filter ?? []) argv.push("--filter", value);
  for (const value of run.exclude ?? []) argv.push("--exclude", value);
  for (const [key, values] of Object.entries(run.set ?? {}))
    for (const value of values) argv.push("--set", `${key}=${value}`);
  if (run.seed !== void 0 && run.seed !== null) argv.push("--seed", String(run.seed));
  if (!compareJs) argv.push(...childTimeArguments(run.sizing));
  if (!compareJs && input.analysis.correction !== "none") argv.push("--correction", input.analysis.correction);
  if (format !== "text") argv.push("--format", format);
  argv.push(...run.groups);
  return argv;
}
function ranAsCompareJs(input) {
  const { run } = input;
  return input.runs !== void 0 && run?.adaptiveMaxRuns === void 0 && run?.sizing === "off" && input.analysis.correction === "none";
}
function childTimeArguments(sizing) {
  if (sizing === "off") return ["--child-time", "off"];
  if (sizing !== void 0 && sizing.targetMs !== DEFAULT_CHILD_TIME_MS)
    return ["--child-time", `${sizing.targetMs}ms`];
  return [];
}
function coreBinary(info, name2, ref) {
  const path = `./node-${name2}`;
  if (info.spec.startsWith("ref:")) {
    const commit = ref ?? (info.sha && HEX_SHA.test(info.sha) ? info.sha : info.spec.slice("ref:".length));
    return {
      path,
      lines: [`git checkout ${shellQuote(commit)} && ./configure && make -j4 && cp out/Release/node ${path}`]
    };
  }
  if (/^v?\d+\.\d+\.\d+$/.test(info.version) && !info.spec.includes("/")) {
    const version = info.version.startsWith("v") ? info.version : `v${info.version}`;
    return { path, lines: [`# ${path}: the node ${version} release binary (https://nodejs.org/dist/${version}/)`] };
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

// src/report/runner-line.ts
function describeFindings(findings) {
  const named = (state) => findings.filter((finding) => finding.state === state).map((finding) => finding.check);
  const warn = named("warn");
  const unknown = named("unknown");
  if (warn.length === 0 && unknown.length === 0) return "runner check: all ok";
  return [
    "runner check:",
    [warn.length > 0 ? `warn ${warn.join(", ")}` : "", unknown.length > 0 ? `unknown ${unknown.join(", ")}` : ""].filter(Boolean).join("; ")
  ].join(" ");
}

// src/report/comment.ts
var REPORT_MARKER = "<!-- node-benchmark-action:report -->";
function reportMarker(pr, workflow, runId) {
  if (!Number.isSafeInteger(pr) || pr < 1) throw new TypeError(`reportMarker: bad pull request number ${pr}`);
  if (runId !== void 0 && (!Number.isSafeInteger(runId) || runId < 1)) {
    throw new TypeError(`reportMarker: bad run id ${runId}`);
  }
  return `${reportMarkerPrefix(pr, workflow)}${runId === void 0 ? "" : ` run=${runId}`} -->`;
}
function reportMarkerPrefix(pr, workflow) {
  const file = workflow.replace(/[^A-Za-z0-9_.-]/g, "_").replace(/-{2,}/g, "-").slice(0, 100) || "_";
  return `<!-- node-benchmark-action:report pr=${pr} workflow=${file}`;
}
function reportRunOf(firstLine, pr, workflow) {
  const prefix = reportMarkerPrefix(pr, workflow);
  if (!firstLine.startsWith(prefix)) return void 0;
  const rest = firstLine.slice(prefix.length);
  if (rest === " -->") return 0;
  const run = / run=([1-9][0-9]{0,15}) -->$/.exec(rest)?.[1];
  return run === void 0 ? void 0 : Number(run);
}
var COMMENT_BUDGET = 6e4;
function sizingDescription(sizing) {
  if (sizing == null) return "off";
  const { targetMs, configurations } = sizing;
  const kept = keptCounts(configurations.filter((c) => c.key === SIZED_KEY));
  return {
    targetMs,
    shortened: configurations.filter((c) => c.value < c.own).length,
    sizable: configurations.length,
    ...kept.length > 0 ? { kept } : {}
  };
}
var MAX_FAILURES_SHOWN = 20;
var MAX_NOISE_ROWS_SHOWN = 20;
var HEX_SHA2 = /^[0-9a-f]{7,64}$/i;
function side(info, repositoryUrl) {
  let commit = "";
  if (info.sha && HEX_SHA2.test(info.sha)) {
    const short = `\`${info.sha.slice(0, 12)}\``;
    commit = repositoryUrl ? ` [${short}](${repositoryUrl}/commit/${info.sha})` : ` ${short}`;
  }
  return `${codeSpan(info.spec.slice(0, 100), { inTable: false })} (node ${escapeMarkdown(info.version.slice(0, 40))}${commit})`;
}
function newSide(input, info) {
  const pr = input.pullRequest;
  if (pr === void 0 || info.sha === pr.headSha || !HEX_SHA2.test(pr.headSha)) return side(info, input.repositoryUrl);
  const headInfo = side({ spec: `#${pr.number}`, version: info.version, sha: pr.headSha }, input.repositoryUrl);
  return `${headInfo.replace(/^`[^`]*`/, `the head of #${pr.number}`)} merged onto old`;
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
function reproduceFold(input) {
  const argv = input.reproduce ?? compareArguments(input, "markdown");
  if (!argv) return "";
  const tool = input.tool ?? packageToolSource();
  const version = packageVersion();
  const invocation = toolInvocation(tool, version);
  const prelude = input.reproduce ? [] : preludeLines(input);
  const ours = [
    ...prelude,
    ...passLines(argv, "analysis" in input ? input.analysis.basis.passes : void 0).map(
      (line) => shellLine([...invocation, ...line])
    )
  ].join("\n");
  const where = input.old?.spec.startsWith("ref:") || input.new?.spec.startsWith("ref:") ? " (in a Node.js checkout that has both commits)" : input.run?.suite === "core" ? " (in a Node.js checkout)" : "";
  const parts = [
    `With node-bench from ${codeSpan(tool.repository, { inTable: false })} at ${codeSpan(tool.ref, { inTable: false })}, the version that ran (${packageFetchNote(tool, version)}):`,
    codeBlock("sh", ours)
  ];
  const core = coreCompareLines(input);
  if (core) {
    parts.push(
      `With node core's own \`benchmark/compare.js\` (nothing of ours; the same files, settings and runs${input.run?.adaptiveMaxRuns !== void 0 ? " (runs auto: its cap)" : ""}, each file's own n; \`node-bench analyze compare.csv\` prints the same table without R):`,
      codeBlock("sh", [...prelude, ...core].join("\n"))
    );
  }
  return `<details><summary>Reproduce locally${where}</summary>

${parts.join("\n\n")}

</details>`;
}
function passLines(argv, passes) {
  const at = argv.indexOf("--max-runs");
  if (passes === void 0 || passes.length < 2 || at === -1) return [[...argv]];
  return passes.map((cap) => [
    ...argv.slice(0, at + 1),
    String(cap),
    ...argv.slice(at + 2),
    "--out",
    "node-bench-more.csv"
  ]);
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
var TRIGGER_WORDS = {
  issue_comment: "with a /benchmark comment",
  pull_request: "with the benchmark label",
  workflow_dispatch: "by hand (workflow\\_dispatch)",
  schedule: "on schedule",
  cli: "from the command line"
};
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
  if (typeof run?.sizing === "object") {
    const { targetMs, shortened, sizable, kept } = run.sizing;
    const keptText = kept?.length ? `; the file's own n: ${kept.join(", ")}` : "";
    what.push(
      `children sized to ~${targetMs} ms (${shortened} of ${sizable} configurations ran a smaller n or duration, proved steady${keptText})`
    );
  }
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
function reportHeader(input) {
  const marker = input.marker ?? REPORT_MARKER;
  const head = [];
  if (marker !== "") head.push(input.more ? `${marker}
${input.more.line}` : marker);
  head.push(`### ${escapeMarkdown(input.title ?? "Benchmark results")}`);
  const lines = [];
  if (input.moreOf) {
    const { rows, from, to } = input.moreOf;
    lines.push(`**more**: ${plural(rows, "row")} run again from ${from} to ${to} runs, for the same commits`);
  }
  if (input.old && input.new) {
    lines.push(`**old** ${side(input.old, input.repositoryUrl)} → **new** ${newSide(input, input.new)}`);
  }
  lines.push(...runLines(input));
  if (lines.length > 0) head.push(lines.join("  \n"));
  const reproduce = reproduceFold(input);
  if (reproduce !== "") head.push(reproduce);
  if (input.missingShards) {
    const { count, missing, configurations, runConfigurations } = input.missingShards;
    const which = missing.length === 1 ? `Shard ${missing[0]} of ${count} left` : `Shards ${missing.join(", ")} of ${count} left`;
    head.push(
      `> [!WARNING]
> ${which} no result (its execute job failed, was cancelled or never uploaded): ${configurations} of the run's ${runConfigurations} configurations were not measured, and the table has only the other shards' rows. Run the request again for a whole result.`
    );
  }
  if (input.partial && (input.missingShards === void 0 || input.unmeasured)) {
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
  const head = reportHeader(input);
  const elsewhere = input.runUrl ? `the CSV artifact of the [workflow run](${input.runUrl})` : "the CSV";
  const offer = input.more?.note ?? "";
  const assemble = (table, note2 = "") => [...head, table, offer, note2].filter((part) => part !== "").join("\n\n") + "\n";
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
  return mostRowsThatFit(Math.min(rows, rowsThatFit), cutTo, maxLength);
}
function mostRowsThatFit(most, body, maxLength) {
  let low = 0;
  let high = most;
  let best = body(0);
  while (low <= high) {
    const rows = Math.floor((low + high) / 2);
    const candidate = body(rows);
    if (candidate.length <= maxLength) {
      best = candidate;
      low = rows + 1;
    } else {
      high = rows - 1;
    }
  }
  if (best.length > maxLength) throw new Error(`report header alone exceeds ${maxLength} characters`);
  return best;
}
var STALE_MARKER = "<!-- node-benchmark-action:stale -->";
function markReportStale(body, newHeadSha, marker) {
  const withoutOld = body.replace(new RegExp(`${STALE_MARKER}\\n(> .*\\n)+\\n`, "g"), "");
  const note = `${STALE_MARKER}
> [!WARNING]
> Stale: the pull request's head moved to \`${newHeadSha}\` after these results were measured. Comment \`/benchmark …\` again for fresh numbers.

`;
  const after = headerEnd(withoutOld, marker);
  return withoutOld.slice(0, after) + note + withoutOld.slice(after);
}
function headerEnd(body, marker) {
  const at = body.indexOf(`${marker}
`);
  if (at === -1) return 0;
  const after = at + marker.length + 1;
  const second = body.slice(after, body.indexOf("\n", after) + 1 || void 0);
  return second.startsWith(MORE_LINE_PREFIX) ? after + second.length : after;
}
var SUPERSEDED_MARKER = "<!-- node-benchmark-action:superseded -->";
function markReportSuperseded(body, newer, marker) {
  if (body.includes(SUPERSEDED_MARKER)) return body;
  const after = headerEnd(body, marker);
  const note = `${SUPERSEDED_MARKER}
> [!NOTE]
> Superseded: a later request (workflow run ${newer.runId}) posted [newer results](${newer.url}). These earlier ones are kept below.

`;
  const earlier = body.slice(after).trimEnd();
  return `${body.slice(0, after)}${note}<details><summary>Earlier results</summary>

${earlier}

</details>
`;
}
function isSuperseded(body) {
  return body.includes(SUPERSEDED_MARKER);
}
function noteNewerAnswer(body, newer, marker) {
  const note = `> [!NOTE]
> A later request (workflow run ${newer.runId}) has [its own answer](${newer.url}); these results are for the earlier request.

`;
  const after = headerEnd(body, marker);
  return body.slice(0, after) + note + body.slice(after);
}
function describeFingerprint(f) {
  const parts = [
    `${f.cpuModel}`,
    f.lanes ? `${f.cores} cores, ${f.lanes}` : f.cpuset ? `${f.cores} cores, pinned to ${f.cpuset}` : `${f.cores} cores`,
    f.kernel,
    `governor ${f.governor ?? "unknown"}`
  ];
  if (f.runnerName) parts.push(`runner ${f.runnerName}`);
  if (f.runnerCheck) parts.push(describeFindings(f.runnerCheck));
  return parts.join(" · ");
}
var EXECUTE_ENDINGS = {
  failure: "the execute job failed before it handed over any result (a build that failed, a runner that was lost and a job that ran out of time all end this way)",
  cancelled: "the execute job was cancelled (by hand, or at its time limit) before it handed over any result",
  skipped: "the execute job did not run",
  success: "the execute job finished, but its result did not arrive (the artifact is missing)",
  unknown: "no result arrived from the execute job"
};
function failureWords(failure, oneLine) {
  const side2 = failure.side === "new" ? "the pull request's side (new)" : failure.side === "old" ? "the base (old)" : "a side";
  switch (failure.kind) {
    case "merge-conflict":
      return `the pull request does not merge cleanly into its base, so there is nothing to build: ${oneLine(failure.message)}`;
    case "build-failed":
    case "missing-binary":
      return `${side2} failed to build: ${oneLine(failure.message)}`;
    default:
      return `the execute job failed before measuring (${failure.kind}): ${oneLine(failure.message)}`;
  }
}
function missingResultReport(input) {
  const commit = input.headSha && HEX_SHA2.test(input.headSha) ? ` for commit \`${input.headSha}\`` : "";
  const oneLine = (text) => escapeMarkdown(text.slice(0, 500).replace(/\s+/g, " "));
  const ending = input.failure !== void 0 ? failureWords(input.failure, oneLine) : input.unusable !== void 0 ? `the execute job's result arrived but could not be used: ${oneLine(input.unusable)}` : EXECUTE_ENDINGS[input.executeResult] ?? EXECUTE_ENDINGS.unknown;
  const log = input.runUrl ? ` The log is in the [workflow run](${input.runUrl}).` : "";
  const tail = input.failure?.logTail ? `<details><summary>The build log's last lines</summary>

${codeBlock("text", input.failure.logTail)}

</details>` : "";
  return [
    input.marker,
    "### Benchmark results",
    `> [!CAUTION]
> **No results${commit}**: ${ending}.${log} Comment \`/benchmark …\` again to retry.`,
    tail
  ].filter((part) => part !== "").join("\n\n") + "\n";
}

export {
  escapeMarkdown,
  codeSpan,
  markdownTable,
  cut,
  formatChange,
  formatVerdict,
  headlineCounts,
  renderMarkdown,
  nextMoreCap,
  moreMinutes,
  moreLine,
  readMoreLine,
  toolInvocation,
  shellQuote,
  shellLine,
  compareArguments,
  coreCompareLines,
  REPORT_MARKER,
  reportMarker,
  reportRunOf,
  COMMENT_BUDGET,
  sizingDescription,
  spelledDuration,
  reportHeader,
  buildReport,
  mostRowsThatFit,
  markReportStale,
  markReportSuperseded,
  isSuperseded,
  noteNewerAnswer,
  describeFingerprint,
  missingResultReport
};
