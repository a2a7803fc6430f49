import { createRequire as __nodeBenchCreateRequire } from 'node:module';
const require = __nodeBenchCreateRequire(import.meta.url);
import {
  falsePositiveNote,
  formatPValue,
  plural
} from "./chunk-7TBZOMY4.js";
import {
  formatVerdictCounts
} from "./chunk-7NT3BXBL.js";
import {
  effectiveStars,
  isImprovement,
  isRegression
} from "./chunk-ZPW32CLV.js";

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

// src/report/markdown.ts
var DEFAULT_MAX_CELL = 300;
var NOISY_HALF_WIDTH = 10;
var MAX_PLOT_ROWS = 25;
var MAX_NAMED = 3;
var MINUS = "−";
var nowrap = (text) => text.replace(/ /g, " ");
function cut(text, max) {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}
function magnitude(value) {
  const abs = Math.abs(value);
  return abs >= 1 || abs === 0 ? abs.toFixed(1) : abs.toFixed(2);
}
function signedPercent(value) {
  const sign = value > 0 ? "+" : value < 0 ? MINUS : "";
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
  const half = c.tested ? c.accuracy[0] : NaN;
  const ratio = 1 + c.improvement / 100;
  const spread = Number.isFinite(half) ? half / 100 : NaN;
  if (ratio >= 2) {
    const range = Number.isFinite(spread) ? ` (${(ratio - spread).toFixed(1)}–${(ratio + spread).toFixed(1)}×)` : "";
    return `${ratio.toFixed(1)}× faster${range}`;
  }
  if (ratio > 0 && ratio <= 0.5) {
    let range = "";
    if (Number.isFinite(spread)) {
      const low = 1 / (ratio + spread);
      const high = ratio - spread > 0 ? (1 / (ratio - spread)).toFixed(1) : "∞";
      range = ` (${low.toFixed(1)}–${high}×)`;
    }
    return `${(1 / ratio).toFixed(1)}× slower${range}`;
  }
  const interval = Number.isFinite(half) ? ` ± ${magnitude(half)} %` : " (no interval: n < 2)";
  return `${signedPercent(c.improvement)}${interval}`;
}
function adaptiveVerdict(verdict) {
  switch (verdict.verdict) {
    case "faster":
      return "▲ faster";
    case "slower":
      return "▼ slower";
    case "same":
      return `= same within ±${magnitude(verdict.deltaPercent)} %`;
    case "inconclusive":
      return "? inconclusive";
  }
}
function formatVerdict(c) {
  if (c.verdict) return adaptiveVerdict(c.verdict);
  if (!c.tested) return "not tested";
  if (!Number.isFinite(c.improvement)) return "no result";
  if (isRegression(c)) return "▼ slower";
  if (isImprovement(c)) return "▲ faster";
  return c.improvement < 0 ? "▽ n.s." : c.improvement > 0 ? "△ n.s." : "n.s.";
}
function starsCell(c) {
  if (!c.tested || !Number.isFinite(c.improvement)) return "n/a";
  const stars = effectiveStars(c);
  return stars === "" ? "–" : escapeMarkdown(stars);
}
var name = (c, max) => codeSpan(`${cut(c.filename, max)} ${cut(c.configuration, max)}`);
function verdictTable(rows, withHolm, maxCell) {
  const header2 = ["benchmark", "change (95 % interval)", "verdict", withHolm ? "Holm" : "stars", "runs old/new"];
  const body = rows.map((c) => [
    name(c, maxCell),
    nowrap(escapeMarkdown(formatChange(c))),
    nowrap(escapeMarkdown(formatVerdict(c))),
    starsCell(c),
    `${c.old.n} / ${c.new.n}`
  ]);
  return markdownTable([header2, ...body], { align: ["l", "r", "l", "c", "r"], alignDelimiters: false });
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
  return median(analysis.comparisons.filter((c) => c.tested).map((c) => c.accuracy[0]));
}
var PLOT_WIDTH = 41;
var LABEL_WIDTH = 52;
var AXIS_LIMIT = { low: -60, high: 100 };
function plotLabel(c) {
  const text = breakReferences(plainText(`${cut(c.filename, 200)} ${cut(c.configuration, 200)}`).replace(/`/g, "'"));
  if (text.length <= LABEL_WIDTH) return text.padEnd(LABEL_WIDTH);
  const head = 20;
  return `${text.slice(0, head)}…${text.slice(text.length - (LABEL_WIDTH - head - 1))}`;
}
function forestPlot(rows) {
  const shown = rows.filter((c) => c.tested && Number.isFinite(c.improvement)).slice(0, MAX_PLOT_ROWS);
  if (shown.length === 0) return "";
  const low = Math.max(AXIS_LIMIT.low, Math.min(0, ...shown.map((c) => c.improvement - c.accuracy[0])));
  const high = Math.min(AXIS_LIMIT.high, Math.max(0, ...shown.map((c) => c.improvement + c.accuracy[0])));
  const span = high - low || 1;
  const column = (value) => Math.round((value - low) / span * (PLOT_WIDTH - 1));
  const zero = column(0);
  const lines = shown.map((c) => {
    const cells = Array.from({ length: PLOT_WIDTH }, () => " ");
    cells[zero] = "│";
    const from = c.improvement - c.accuracy[0];
    const to = c.improvement + c.accuracy[0];
    const clamp = (i) => Math.max(0, Math.min(PLOT_WIDTH - 1, i));
    const a = clamp(column(from));
    const b = clamp(column(to));
    for (let i = a; i <= b; i++) cells[i] = "─";
    cells[a] = from < low ? "◀" : from > high ? "▶" : "├";
    cells[b] = to > high ? "▶" : to < low ? "◀" : "┤";
    const point = column(c.improvement);
    if (point >= 0 && point < PLOT_WIDTH) cells[point] = "●";
    return `${plotLabel(c)} ${cells.join("")} ${plainText(formatChange(c))}`;
  });
  const axis = Array.from({ length: PLOT_WIDTH }, () => " ");
  const place = (text, at) => {
    const start = Math.max(0, Math.min(PLOT_WIDTH - text.length, at));
    for (let i = 0; i < text.length; i++) axis[start + i] = text[i];
  };
  if (low < 0) place(signedPercent(low).replace(" ", ""), 0);
  if (high > 0) place(signedPercent(high).replace(" ", ""), PLOT_WIDTH);
  place("0", zero);
  const left = zero >= 8 ? "slower ◀".padStart(zero) : " ".repeat(zero);
  const legend = `${" ".repeat(LABEL_WIDTH)} ${left}│${PLOT_WIDTH - zero > 8 ? "▶ faster" : ""}`;
  const more = rows.length > shown.length ? [`… ${plural(rows.length - shown.length, "more row")} in the table`] : [];
  const fence = "```";
  return [
    `${fence}text`,
    legend,
    ...lines,
    `${" ".repeat(LABEL_WIDTH)} ${axis.join("").trimEnd()}`,
    ...more,
    fence
  ].join("\n");
}
var classified = /* @__PURE__ */ new WeakMap();
function classify(analysis) {
  const known = classified.get(analysis);
  if (known) return known;
  const result = {
    regressions: [],
    improvements: [],
    rawOnly: [],
    insignificant: [],
    untested: [],
    detectable: detectableChange(analysis)
  };
  const withHolm = analysis.correction === "holm";
  for (const c of analysis.comparisons) {
    if (!c.tested || !Number.isFinite(c.improvement)) result.untested.push(c);
    else if (isRegression(c)) result.regressions.push(c);
    else if (isImprovement(c)) result.improvements.push(c);
    else if (withHolm && c.stars !== "") result.rawOnly.push(c);
    else result.insignificant.push(c);
  }
  result.regressions.sort((a, b) => a.improvement - b.improvement);
  result.improvements.sort((a, b) => b.improvement - a.improvement);
  classified.set(analysis, result);
  return result;
}
function fold(summary, body, shown = 0, total = 0) {
  const cut2 = shown < total ? ` (${shown} shown)` : "";
  return `<details><summary>${summary}${cut2}</summary>

${body}

</details>`;
}
function renderMarkdown(analysis, options = {}) {
  const withHolm = analysis.correction === "holm";
  const maxCell = options.maxCellLength ?? DEFAULT_MAX_CELL;
  const all = analysis.comparisons;
  const { regressions, improvements, rawOnly, insignificant, untested, detectable } = classify(analysis);
  let budget = options.maxRows ?? Infinity;
  const take = (rows) => {
    const shown = rows.slice(0, Math.max(0, Math.min(rows.length, budget)));
    budget -= shown.length;
    return shown;
  };
  const significant = take([...regressions, ...improvements]);
  const rawShown = take(rawOnly);
  const insignificantShown = take(insignificant);
  const untestedShown = take(untested);
  const hidden = all.length - significant.length - rawShown.length - insignificantShown.length - untestedShown.length;
  const parts = [];
  const source = withHolm ? "significance: stars of the Holm-adjusted p-values" : "significance: stars of p-values not corrected for multiple comparisons";
  let summary = `**${plural(regressions.length, "significant regression")}, ${plural(improvements.length, "significant improvement")}** out of ${plural(all.length, "comparison")} (${source}).`;
  if (regressions.length > 0) {
    const named = regressions.slice(0, MAX_NAMED).map((c) => `${name(c, 60)} ${nowrap(escapeMarkdown(signedPercent(c.improvement)))}`);
    const more = regressions.length > MAX_NAMED ? `, and ${regressions.length - MAX_NAMED} more` : "";
    summary += `  
Slower: ${named.join(", ")}${more}.`;
  }
  const verdicts = all.flatMap((c) => c.verdict ? [c.verdict] : []);
  if (verdicts.length > 0) summary += `  
${escapeMarkdown(formatVerdictCounts(verdicts))}.`;
  parts.push(summary);
  if (Number.isFinite(detectable)) {
    const line = `the median 95 % interval is ±${magnitude(detectable)} %: changes smaller than about ${magnitude(detectable)} % could not be told from noise`;
    parts.push(
      detectable > NOISY_HALF_WIDTH ? `> [!WARNING]
> This run was too noisy to detect the changes that usually matter: ${line}. More runs per side, a quieter machine or pinning CPUs (\`--cpuset\`) narrow it.` : `Smallest detectable change: ${line}.`
    );
  }
  if (significant.length > 0) {
    const plot = forestPlot(significant);
    if (plot !== "") parts.push(`Significant changes, 95 % intervals against zero:

${plot}`);
    parts.push(verdictTable(significant, withHolm, maxCell));
  }
  if (rawShown.length > 0) {
    parts.push(
      fold(
        `${plural(rawOnly.length, "comparison")} significant before the Holm correction only (raw p &lt; 0.05, adjusted p ≥ 0.05)`,
        verdictTable(rawShown, withHolm, maxCell),
        rawShown.length,
        rawOnly.length
      )
    );
  }
  if (insignificantShown.length > 0) {
    parts.push(
      fold(
        `${plural(insignificant.length, "comparison")} without a significant difference (p ≥ 0.05)`,
        verdictTable(insignificantShown, withHolm, maxCell),
        insignificantShown.length,
        insignificant.length
      )
    );
  }
  if (untestedShown.length > 0) {
    parts.push(
      fold(
        `${plural(untested.length, "comparison")} without a result (fewer than 2 runs on a side, or an old mean of 0)`,
        verdictTable(untestedShown, withHolm, maxCell),
        untestedShown.length,
        untested.length
      )
    );
  }
  if (hidden > 0) {
    parts.push(`${plural(hidden, "more row")} not shown here: every row is in ${options.elsewhere ?? "the CSV"}.`);
  }
  if (!options.withoutStatistics && all.length > 0) {
    const shown = [...significant, ...rawShown, ...insignificantShown, ...untestedShown];
    parts.push(
      fold(
        `p-values${withHolm ? " (raw and Holm-adjusted)" : ""} and 99 % / 99.9 % intervals of ${plural(shown.length, "comparison")}`,
        statisticsTable(shown, withHolm, maxCell)
      )
    );
  }
  parts.push(escapeMultiline(falsePositiveNote(all.length)));
  return parts.join("\n\n");
}

// src/report/comment.ts
var REPORT_MARKER = "<!-- node-benchmark-action:report -->";
function reportMarker(pr, workflow) {
  if (!Number.isSafeInteger(pr) || pr < 1) throw new TypeError(`reportMarker: bad pull request number ${pr}`);
  const file = workflow.replace(/[^A-Za-z0-9_.-]/g, "_").replace(/-{2,}/g, "-").slice(0, 100) || "_";
  return `<!-- node-benchmark-action:report pr=${pr} workflow=${file} -->`;
}
var COMMENT_BUDGET = 6e4;
var MAX_FAILURES_SHOWN = 20;
var MAX_NOISE_ROWS_SHOWN = 20;
var HEX_SHA = /^[0-9a-f]{7,64}$/i;
function side(info, repositoryUrl) {
  let commit = "";
  if (info.sha && HEX_SHA.test(info.sha)) {
    const short = `\`${info.sha.slice(0, 12)}\``;
    commit = repositoryUrl ? ` [${short}](${repositoryUrl}/commit/${info.sha})` : ` ${short}`;
  }
  return `${codeSpan(info.spec.slice(0, 100), { inTable: false })} (node ${escapeMarkdown(info.version.slice(0, 40))}${commit})`;
}
function formatDuration(ms) {
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
  if (what.length > 0) lines.push(`Ran ${what.join(" · ")}`);
  const by = [];
  if (run?.requestedBy)
    by.push(
      `requested by ${escapeMarkdown(run.requestedBy.startsWith("@") ? run.requestedBy : `@${run.requestedBy}`)}`
    );
  if (run?.trigger) by.push(TRIGGER_WORDS[run.trigger] ?? `via ${escapeMarkdown(run.trigger)}`);
  if (input.durationMs !== void 0) by.push(`took ${formatDuration(input.durationMs)}`);
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
      "> [!WARNING]\n> Stopped early (time limit or cancellation): results are partial, some rows have fewer runs or none."
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
var STALE_MARKER = "<!-- node-benchmark-action:stale -->";
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

export {
  escapeMarkdown,
  codeSpan,
  REPORT_MARKER,
  reportMarker,
  COMMENT_BUDGET,
  formatDuration,
  shellQuote,
  compareCommand,
  buildReport,
  markReportStale,
  describeFingerprint
};
