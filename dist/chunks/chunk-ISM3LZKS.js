import { createRequire as __nodeBenchCreateRequire } from 'node:module';
const require = __nodeBenchCreateRequire(import.meta.url);
import {
  MAX_NOISE_ROWS,
  MAX_SHARDS,
  MAX_TREND_NIGHTS,
  MAX_TREND_ROWS,
  RESULT_JSON,
  ResultDirError,
  readResultDir,
  readResultJson
} from "./chunk-Y4NU447O.js";
import {
  COMMENT_BUDGET,
  buildReport,
  codeSpan,
  escapeMarkdown
} from "./chunk-C7NMIJ2O.js";
import {
  formatImprovement,
  formatPValue,
  plural
} from "./chunk-UUCBSCLN.js";
import {
  AdaptiveRows,
  analyzeDecided,
  mergeCalibrations,
  mergeLoads,
  mergeSizings,
  packageFile
} from "./chunk-6AVMWGWR.js";
import {
  ALPHAS,
  SampleGroups,
  confidenceHalfWidth,
  holmAdjust,
  starsFor,
  summarize,
  welchTest
} from "./chunk-XPXED6EU.js";
import {
  NO_ESTIMATE,
  starsDecision,
  studentTUpperQuantile
} from "./chunk-6GNYY2MZ.js";
import {
  GIT_OBJECT_ID,
  Option,
  PLATFORMS,
  external_exports,
  flag,
  oneOf,
  percent,
  replaceFile,
  text
} from "./chunk-ILDHKKTL.js";
import {
  UserError,
  isUserError
} from "./chunk-S77ZKJKL.js";

// src/options/action.ts
var label = new Option({ names: { input: "label" }, schema: text, default: "benchmark" });
var mergeMode = new Option({
  names: { input: "merge-mode" },
  schema: oneOf(["merge", "merge-base"]),
  default: "merge"
});
var repoPath = new Option({ names: { input: "repo-path" }, schema: text, default: "." });
var resultDir = new Option({ names: { input: "result-dir" }, schema: text, default: "node-bench-result" });
var EXECUTE_RESULTS = ["success", "failure", "cancelled", "skipped", "unknown"];
var executeResult = new Option({
  names: { input: "execute-result" },
  schema: oneOf(EXECUTE_RESULTS),
  default: "unknown"
});
var comment = new Option({ names: { input: "comment" }, schema: flag, default: true });
var failOnRegression = new Option({ names: { input: "fail-on-regression" }, schema: flag, default: false });
var requireSha = new Option({ names: { input: "require-sha" }, schema: flag, default: false });
var DEFAULT_REGRESSION_LABEL = "performance-regression";
var STAR_THRESHOLDS = ["*", "**", "***"];
var DEFAULT_THRESHOLD = { stars: "***", minChange: 5 };
var regressionStars = new Option({
  names: { input: "regression-stars", cli: "regression-stars" },
  schema: oneOf(STAR_THRESHOLDS),
  default: DEFAULT_THRESHOLD.stars
});
var regressionMinChange = new Option({
  names: { input: "regression-min-change", cli: "regression-min-change" },
  schema: percent,
  default: DEFAULT_THRESHOLD.minChange
});
var issueLabel = new Option({
  names: { input: "issue-label" },
  schema: text,
  default: DEFAULT_REGRESSION_LABEL
});

// src/artifact/shard-merge.ts
import { lstat, readdir } from "node:fs/promises";
import { join } from "node:path";
function missingShardsOf(records) {
  const shards = records.filter((r) => r !== void 0);
  if (shards.length === 0) return void 0;
  const { count, runConfigurations } = shards[0];
  if (shards.some((s) => s.count !== count || s.runConfigurations !== runConfigurations)) {
    throw new ResultDirError("the shard directories are shards of different splits: refusing to merge them");
  }
  const present = new Set(shards.map((s) => s.index));
  if (present.size !== shards.length) throw new ResultDirError("two shard directories hold the same shard");
  const missing = Array.from({ length: count }, (_, i) => i + 1).filter((index) => !present.has(index));
  if (missing.length === 0) return void 0;
  const measured = shards.reduce((sum, s) => sum + s.configurations, 0);
  return { count, missing, configurations: Math.max(0, runConfigurations - measured), runConfigurations };
}
async function readResults(root, options = {}) {
  const single = await lstat(join(root, RESULT_JSON)).then(
    () => true,
    () => false
  );
  if (single) {
    const result = await readResultDir(root);
    const missingShards = options.ownShard ? void 0 : missingShardsOf([result.metadata.shard]);
    if (missingShards) result.metadata.partial = true;
    return { ...result, missingShards };
  }
  return mergeRun(await shardDirectories(root));
}
async function mergeRun(directories) {
  const groups = new SampleGroups();
  const parts = [];
  for (const shard of directories) parts.push(await readResultDir(shard, groups));
  checkShardsOfOneRun(parts, groups);
  const metadata = mergedMetadata(parts);
  let merged;
  if (metadata.adaptive) {
    try {
      merged = AdaptiveRows.merge(parts.map((p) => p.adaptive));
    } catch (error) {
      throw new ResultDirError(`the shard directories cannot be merged: ${error.message}`);
    }
  }
  const missingShards = missingShardsOf(parts.map((p) => p.metadata.shard));
  if (missingShards) metadata.partial = true;
  delete metadata.shard;
  return {
    metadata,
    groups,
    samples: metadata.samples,
    rows: groups.size,
    adaptive: merged,
    missingShards,
    sharded: true
  };
}
function checkOnePlatform(parts) {
  const platforms = [...new Set(parts.map((p) => p.metadata.fingerprint.platform ?? "an unrecorded platform"))];
  if (platforms.length > 1) {
    throw new ResultDirError(
      `the shard directories were measured on different platforms (${platforms.join(", ")}): refusing to pool their samples into one row; each platform's rows are decided on its own samples`
    );
  }
}
async function shardDirectories(root) {
  let entries;
  try {
    entries = await readdir(root, { withFileTypes: true });
  } catch {
    throw new ResultDirError(`result directory ${root} does not exist`);
  }
  const shards = entries.filter((entry) => entry.isDirectory()).map((entry) => join(root, entry.name)).sort();
  if (shards.length === 0) throw new ResultDirError(`${root} has neither ${RESULT_JSON} nor shard directories`);
  if (shards.length > MAX_SHARDS)
    throw new ResultDirError(`${root} has ${shards.length} shard directories, over ${MAX_SHARDS}`);
  return shards;
}
function checkShardsOfOneRun(parts, groups) {
  checkOnePlatform(parts);
  const first = parts[0].metadata;
  for (const part of parts.slice(1)) {
    const m = part.metadata;
    if (m.old.sha !== first.old.sha || m.new.sha !== first.new.sha || m.old.version !== first.old.version || m.new.version !== first.new.version || m.headSha !== first.headSha || JSON.stringify(m.nightly) !== JSON.stringify(first.nightly)) {
      throw new ResultDirError("the shard directories compare different binaries or commits: refusing to merge them");
    }
  }
  const rowCount = parts.reduce((sum, part) => sum + part.rows, 0);
  if (rowCount !== groups.size) {
    throw new ResultDirError(
      `${rowCount - groups.size} configuration(s) are in two shard directories: the shards were not split alike (with timings, every shard must be given the same file): refusing to merge them`
    );
  }
  const adaptive = parts.map((p) => p.metadata.adaptive);
  const schedule = (a) => a && JSON.stringify([a.minRuns, a.roundRuns, a.maxRuns, a.delta, a.earlierCaps ?? []]);
  if (adaptive.some((a) => schedule(a) !== schedule(adaptive[0]))) {
    throw new ResultDirError(
      "the shard directories ran different runs settings (runs auto, max-runs, delta): refusing to merge them"
    );
  }
  if (adaptive.some((a) => a?.familySize !== adaptive[0]?.familySize)) {
    throw new ResultDirError(
      "the shard directories decided at different family sizes (runs of different configurations): refusing to merge them"
    );
  }
}
function mergedMetadata(parts) {
  const first = parts[0].metadata;
  const adaptive = parts.map((p) => p.metadata.adaptive);
  const calibration = mergeCalibrations(parts.map((p) => p.metadata.calibration));
  const metadata = {
    ...first,
    calibration,
    // each shard looked at its own rows: their verdicts side by side (the family's decisions are made anew below)
    ...adaptive[0] ? {
      adaptive: {
        ...adaptive[0],
        looks: Math.max(...adaptive.map((a) => a.looks)),
        rows: adaptive.flatMap((a) => a.rows)
      }
    } : {},
    ...mergeSizings(parts.map((p) => p.metadata.sizing)),
    load: mergeLoads(parts.map((p) => p.metadata.load)),
    durationMs: Math.max(...parts.map((p) => p.metadata.durationMs)),
    partial: parts.some((p) => p.metadata.partial),
    ...parts.some((p) => p.metadata.unmeasured) ? { unmeasured: parts.flatMap((p) => p.metadata.unmeasured ? [p.metadata.unmeasured] : []).join("\n") } : {},
    samples: parts.reduce((sum, p) => sum + p.samples, 0),
    failures: parts.flatMap((p) => p.metadata.failures)
  };
  if (calibration === void 0) delete metadata.calibration;
  return metadata;
}
async function readResultsByPlatform(root, options = {}) {
  const single = await lstat(join(root, RESULT_JSON)).then(
    () => true,
    () => false
  );
  const directories = single ? [] : await shardDirectories(root);
  const byPlatform = /* @__PURE__ */ new Map();
  for (const directory of directories) {
    const metadata = await readResultJson(directory);
    const platform = metadata.fingerprint.platform;
    const entry = byPlatform.get(platform) ?? { directories: [], metadata: [] };
    entry.directories.push(directory);
    entry.metadata.push(metadata);
    byPlatform.set(platform, entry);
  }
  if (byPlatform.size <= 1) {
    const result = await readResults(root, options);
    return [{ platform: result.metadata.fingerprint.platform, result }];
  }
  checkNotOneSplit(byPlatform);
  const order = (platform) => platform === void 0 ? -1 : PLATFORMS.indexOf(platform);
  const results = [];
  for (const [platform, { directories: directories2 }] of [...byPlatform].sort(([a], [b]) => order(a) - order(b))) {
    results.push({ platform, result: await mergeRun(directories2) });
  }
  checkOneComparison(results);
  return results;
}
function checkNotOneSplit(byPlatform) {
  const shards = [...byPlatform.values()].map(({ metadata }) => new Set(metadata.map((m) => m.shard?.index)));
  if (shards.some((indexes) => indexes.has(void 0))) return;
  const seen = /* @__PURE__ */ new Set();
  let shared = false;
  for (const indexes of shards) {
    for (const index of indexes) shared ||= seen.has(index);
    for (const index of indexes) seen.add(index);
  }
  if (shared) return;
  const platforms = [...byPlatform.keys()].map((p) => p ?? "an unrecorded platform");
  throw new ResultDirError(
    `the shard directories were measured on different platforms (${platforms.join(", ")}): refusing to pool their samples into one row; each platform's rows are decided on its own samples (each platform runs the whole split)`
  );
}
function checkOneComparison(results) {
  const first = results[0].result.metadata;
  for (const { platform, result } of results.slice(1)) {
    const m = result.metadata;
    if (m.old.sha !== first.old.sha || m.new.sha !== first.new.sha || m.old.spec !== first.old.spec || m.new.spec !== first.new.spec || m.headSha !== first.headSha || m.commentId !== first.commentId || JSON.stringify(m.nightly) !== JSON.stringify(first.nightly)) {
      throw new ResultDirError(
        `the result directories of ${platform ?? "an unrecorded platform"} and ${results[0].platform ?? "an unrecorded platform"} compare different binaries or commits: refusing to report them as one request`
      );
    }
  }
}

// src/nightly/history-site.ts
import { lstat as lstat2, mkdir as mkdir2, readFile as readFile2, rm, stat, writeFile } from "node:fs/promises";
import { dirname as dirname2, join as join2, resolve } from "node:path";

// src/site/client.ts
var SITE_JS = `'use strict';
(function () {
  var data = JSON.parse(document.getElementById('site-data').textContent);
  var box = document.getElementById('search');
  box.addEventListener('input', function () {
    var q = box.value.trim().toLowerCase();
    document.querySelectorAll('section.row').forEach(function (row) {
      row.hidden = q !== '' && row.dataset.name.toLowerCase().indexOf(q) < 0;
    });
  });
  var pct = function (v) { return (Math.exp(v / 1000) - 1) * 100; };
  // x: the nights in order, one step each (a night is a range of commits, not a moment: nights seconds or weeks
  // apart step alike); position s is the commit night s starts from, s + 1 the commit it ends at
  function fromOf(i) { return data.nights[i][3] || data.nights[i - 1][1]; }
  function values(segments) {
    var points = [];
    segments.forEach(function (segment, k) {
      // the commit a segment is relative to: its 0 %, where the line starts
      points.push({ x: segment.s, seg: k, change: 0, low: 0, high: 0, baseline: true, restart: k > 0, tip: 'baseline ' + fromOf(segment.s).slice(0, 10) });
      segment.l.forEach(function (level, j) {
        var night = data.nights[segment.s + j];
        points.push({
          x: segment.s + j + 1, seg: k, change: pct(level), low: pct(level - segment.h[j]), high: pct(level + segment.h[j]),
          regressed: segment.r.indexOf(j) >= 0,
          link: night[2], tip: night[0].slice(0, 10) + ' ' + night[1].slice(0, 10) + ': ' + pct(level).toFixed(1) + ' %'
        });
      });
    });
    return points;
  }
  // a few evenly spaced positions, each labelled with its night's date and commit on two lines
  function ticks(width) {
    var n = data.nights.length;
    var count = Math.max(2, Math.min(n + 1, Math.floor(width / 110)));
    var labels = {};
    for (var i = 0; i < count; i++) {
      var x = Math.round((i * n) / (count - 1));
      labels[x] = x === 0 ? ['', fromOf(0).slice(0, 7)] : [data.nights[x - 1][0].slice(0, 10), data.nights[x - 1][1].slice(0, 7)];
    }
    return labels;
  }
  function spec(points, width) {
    var x = { scale: 'x', field: 'x' };
    var labels = ticks(width);
    return {
      width: width, height: 150, padding: 4, autosize: { type: 'fit-x', contains: 'padding' },
      signals: [{ name: 'labels', value: labels }],
      data: [
        { name: 'points', values: points },
        { name: 'regressed', source: 'points', transform: [{ type: 'filter', expr: 'datum.regressed' }] },
        { name: 'restarts', source: 'points', transform: [{ type: 'filter', expr: 'datum.restart' }] },
        { name: 'baselines', source: 'points', transform: [{ type: 'filter', expr: 'datum.baseline' }] }
      ],
      scales: [
        { name: 'x', type: 'linear', domain: [0, data.nights.length], range: 'width', padding: 8, zero: false, nice: false },
        { name: 'y', type: 'linear', domain: { data: 'points', fields: ['low', 'high'] }, range: 'height', nice: true, zero: true }
      ],
      axes: [
        { orient: 'bottom', scale: 'x', values: Object.keys(labels).map(Number), labelFontSize: 12, labelOverlap: true, encode: { labels: { update: { text: { signal: 'labels[datum.value]' } } } } },
        { orient: 'left', scale: 'y', tickCount: 5, title: '% vs baseline', titleFontSize: 12, labelFontSize: 12, grid: true, gridOpacity: 0.3 }
      ],
      marks: [
        { type: 'rule', encode: { update: { x: { value: 0 }, x2: { signal: 'width' }, y: { scale: 'y', value: 0 }, stroke: { value: '#999' } } } },
        { type: 'rule', from: { data: 'restarts' }, encode: { update: { x: x, y: { value: 0 }, y2: { signal: 'height' }, stroke: { value: '#d08000' }, strokeDash: { value: [4, 3] }, description: { value: 'break' } } } },
        {
          type: 'group', from: { facet: { name: 'segment', data: 'points', groupby: 'seg' } },
          encode: { update: { width: { signal: 'width' }, height: { signal: 'height' } } },
          marks: [
            { type: 'area', from: { data: 'segment' }, encode: { update: { x: x, y: { scale: 'y', field: 'low' }, y2: { scale: 'y', field: 'high' }, fill: { value: '#1f77b4' }, fillOpacity: { value: 0.18 } } } },
            { type: 'line', from: { data: 'segment' }, encode: { update: { x: x, y: { scale: 'y', field: 'change' }, stroke: { value: '#1f77b4' }, strokeWidth: { value: 1.5 } } } }
          ]
        },
        { type: 'symbol', from: { data: 'baselines' }, encode: { update: { x: x, y: { scale: 'y', field: 'change' }, size: { value: 30 }, stroke: { value: '#1f77b4' }, fill: { value: '#fff' }, tooltip: { field: 'tip' }, description: { field: 'tip' } } } },
        {
          type: 'symbol', name: 'regressions', from: { data: 'regressed' },
          encode: { update: { x: x, y: { scale: 'y', field: 'change' }, shape: { value: 'triangle-down' }, size: { value: 90 }, fill: { value: '#c00000' }, href: { field: 'link' }, cursor: { value: 'pointer' }, tooltip: { signal: "'regressed ' + datum.tip" }, description: { signal: "'regressed ' + datum.tip" } } }
        }
      ]
    };
  }
  function draw(element) {
    var segments = data.rows[Number(element.dataset.row)];
    var width = Math.max(200, element.clientWidth - 60);
    var view = new vega.View(vega.parse(spec(values(segments), width)), { renderer: 'svg', container: element, hover: true });
    view.runAsync().then(function () {
      element.dataset.drawn = 'true';
      // the page's own clock of its load: the browser test's budget (docs/nightly.md)
      if (performance.getEntriesByName('first-chart').length === 0) performance.mark('first-chart');
    }, function (error) { element.textContent = 'chart failed: ' + error.message; });
  }
  var charts = document.querySelectorAll('.chart');
  if (!('IntersectionObserver' in window)) { charts.forEach(draw); return; }
  var observer = new IntersectionObserver(function (entries) {
    entries.forEach(function (entry) {
      if (entry.isIntersecting) { observer.unobserve(entry.target); draw(entry.target); }
    });
  }, { rootMargin: '600px' });
  charts.forEach(function (chart) { observer.observe(chart); });
})();
`;

// src/site/series.ts
var BREAK_WORDS = {
  start: "first night",
  gap: "nights missing (this night does not start where the last one ended)",
  rewritten: "main was force-pushed",
  n: "another n (the row ran another n or duration than the night before)",
  runner: "another runner",
  missing: "the row was not measured the night before (new, renamed, failed or missing)",
  "unknown-variance": "the night before has no known uncertainty"
};
var Z95 = 1.959963984540054;
function categoryOf(name) {
  const file = name.split(" ", 1)[0];
  const slash = file.indexOf("/");
  return slash > 0 ? file.slice(0, slash) : "(top level)";
}
function nightBreak(nights, i) {
  if (i === 0) return "start";
  const night = nights[i];
  const before = nights[i - 1];
  if (night.rewritten) return "rewritten";
  if (night.from !== before.to) return "gap";
  if (night.runner !== null && before.runner !== null && night.runner !== before.runner) return "runner";
  return null;
}
function buildSeries(nights) {
  const breaks = nights.map((_, i) => nightBreak(nights, i));
  const names = /* @__PURE__ */ new Set();
  for (const night of nights) for (const name of night.rows.keys()) names.add(name);
  const series = [];
  for (const name of [...names].sort()) {
    const points = [];
    let level = 0;
    let variance = 0;
    let continues = false;
    for (let i = 0; i < nights.length; i++) {
      const row = nights[i].rows.get(name);
      if (row === void 0 || row.logRatio === null || row.variance === null) {
        continues = false;
        continue;
      }
      const reason = breaks[i] ?? (!continues ? i > 0 && lastHadNoVariance(nights, i, name) ? "unknown-variance" : "missing" : ranAnother(nights, i, name) ? "n" : null);
      if (reason !== null) {
        level = 0;
        variance = 0;
      }
      level += row.logRatio;
      variance += row.variance;
      const point = { night: i, level, halfWidth: Z95 * Math.sqrt(variance), regressed: row.regressed };
      if (reason !== null) point.breakReason = reason;
      points.push(point);
      continues = true;
    }
    series.push({ name, category: categoryOf(name), points });
  }
  return series;
}
var ranAnother = (nights, i, name) => {
  const [before, now] = [nights[i - 1].rows.get(name)?.ran ?? null, nights[i].rows.get(name).ran];
  return before !== null && now !== null && before !== now;
};
var lastHadNoVariance = (nights, i, name) => {
  const row = nights[i - 1].rows.get(name);
  return row !== void 0 && row.logRatio !== null && row.variance === null;
};
var percentOf = (logLevel) => (Math.exp(logLevel) - 1) * 100;

// src/site/pages.ts
var ESCAPES = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
var escapeHtml = (text2) => text2.replace(/[&<>"']/g, (c) => ESCAPES[c]);
var short = (sha2) => sha2.slice(0, 10);
var day = (date) => date.slice(0, 10);
var commitUrl = (context, sha2) => `${context.repoUrl}/commit/${sha2}`;
var compareUrl = (context, night) => `${context.repoUrl}/compare/${night.from}...${night.to}`;
function issueUrl(context, night) {
  if (night.issue !== null) return `${context.repoUrl}/issues/${night.issue}`;
  const query = `is:issue "${short(night.from).slice(0, 7)}..${short(night.to).slice(0, 7)}"`;
  return `${context.repoUrl}/issues?q=${encodeURIComponent(query)}`;
}
var issueText = (night) => night.issue !== null ? `issue #${night.issue}` : "its issue";
function categoryPath(category, index) {
  const slug = category.replace(/[^A-Za-z0-9_-]+/g, "_").slice(0, 80);
  return `c/${index}-${slug || "category"}.html`;
}
var CSS = `body{font:15px/1.45 system-ui,sans-serif;margin:0 auto;max-width:1100px;padding:0 12px;color:#1b1b1b;overflow-wrap:anywhere}
header{display:flex;flex-wrap:wrap;gap:4px 16px;align-items:center;border-bottom:1px solid #ddd;padding:8px 0}
header h1{font-size:18px;margin:0}header nav a{display:inline-block;padding:6px 0;margin-right:12px}
input[type=search]{font:inherit;font-size:16px;padding:6px 8px;flex:1 1 14em;min-width:0;max-width:28em}
.row{border-bottom:1px solid #eee;padding:6px 0}.row h3{font:600 14px/1.3 ui-monospace,monospace;margin:4px 0;word-break:break-all}
.chart{min-height:170px;width:100%}.marks,.breaks{font-size:13px;margin:2px 0;padding-left:18px}
.breaks{color:#8a5a00}table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #eee;padding:4px;text-align:left;vertical-align:top}
code{word-break:break-all}.problems{color:#a00}ul.categories{columns:3 14em}ul.categories a{display:inline-block;padding:4px 0}.slower{color:#b00}
@media (max-width:600px){table,tbody,tr,td{display:block}thead{display:none}tr{border-bottom:1px solid #ddd;padding:6px 0}td{border:0;padding:2px 0}td ul{padding-left:18px;margin:2px 0}}`;
var historyNav = (up) => `<a href="${up}index.html">categories</a><a href="${up}regressions.html">regressions</a><a href="${up}regressions.atom">feed</a>`;
function page(title, depth, body, searchable, nav = historyNav) {
  const up = depth === 1 ? "../" : "";
  const search = searchable ? `<input type="search" id="search" placeholder="search rows" aria-label="search rows">` : "";
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><style>${CSS}</style>
${nav === historyNav ? `<link rel="alternate" type="application/atom+xml" title="regressions" href="${up}regressions.atom">
` : ""}</head><body><header><h1>${escapeHtml(title)}</h1><nav>${nav(up)}</nav>${search}</header>
${body}
</body></html>
`;
}
function leftOut(problems) {
  return problems.length > 0 ? `<h2>Left out</h2><ul class="problems">${problems.map((p) => `<li>${escapeHtml(p)}</li>`).join("")}</ul>` : "";
}
var CATEGORY_SEARCH = `<script>
const box=document.getElementById('search');box.addEventListener('input',()=>{const q=box.value.trim().toLowerCase();
for(const li of document.querySelectorAll('ul.categories li')){li.hidden=q!==''&&!(li.textContent.toLowerCase().includes(q)||li.dataset.rows.toLowerCase().includes(q));}});
</script>`;
function indexPage(context, categories) {
  const items = categories.map(
    (c) => `<li data-rows="${escapeHtml(c.rows.join("\n"))}"><a href="${escapeHtml(c.path)}">${escapeHtml(c.name)}</a> (${c.rows.length} rows${c.regressions > 0 ? `, <span class="slower">${c.regressions} regressed</span>` : ""})</li>`
  ).join("\n");
  const first = context.nights[0];
  const last = context.nights[context.nights.length - 1];
  const span = first && last ? `<p>${context.nights.length} nights of <code>${escapeHtml(context.branch)}</code> from ${day(first.date)} to ${day(last.date)}. Each chart chains the nights: a row’s change relative to the commit its series starts at, with the 95 % band that chaining implies; a break in a series is shown, never joined over.</p>` : "<p>No nights yet.</p>";
  const problems = leftOut(context.problems);
  const script = CATEGORY_SEARCH;
  return page(
    `${context.branch}: performance history`,
    0,
    `${span}<h2>Categories</h2><ul class="categories">${items}</ul>${problems}${script}`,
    true
  );
}
function chartData(context, series) {
  const seen = new Uint8Array(context.nights.length);
  for (const s of series) for (const point of s.points) seen[point.night] = 1;
  const used = [...seen.keys()].filter((i) => seen[i] === 1);
  const at = new Map(used.map((night, i) => [night, i]));
  const nights = used.map((i, k) => {
    const night = context.nights[i];
    const row = [night.date, night.to, regressionLink(context, night)];
    return k > 0 && context.nights[used[k - 1]].to === night.from ? row : [...row, night.from];
  });
  const rows = series.map((s) => {
    const segments = [];
    for (const point of s.points) {
      if (point.breakReason !== void 0 || segments.length === 0) {
        segments.push({ s: at.get(point.night), b: point.breakReason ?? "start", l: [], h: [], r: [] });
      }
      const segment = segments[segments.length - 1];
      if (point.regressed) segment.r.push(segment.l.length);
      segment.l.push(Math.round(point.level * 1e3));
      segment.h.push(Math.round(point.halfWidth * 1e3));
    }
    return segments;
  });
  return { nights, rows };
}
function regressionLink(context, night) {
  return night.bisect?.culprit ? commitUrl(context, night.bisect.culprit.sha) : issueUrl(context, night);
}
function rowMarks(context, s) {
  const marks = s.points.filter((p) => p.regressed).map((p) => {
    const night = context.nights[p.night];
    const culprit = night.bisect?.culprit ? `, culprit <a class="culprit" href="${escapeHtml(commitUrl(context, night.bisect.culprit.sha))}">${short(night.bisect.culprit.sha)}</a> ${escapeHtml(night.bisect.culprit.subject)}` : "";
    return `<li class="regressed" data-to="${night.to}">${day(night.date)}: regressed (<a href="${escapeHtml(compareUrl(context, night))}">${short(night.from)}..${short(night.to)}</a>), <a class="issue" href="${escapeHtml(issueUrl(context, night))}">${issueText(night)}</a>${culprit}</li>`;
  });
  const breaks = s.points.filter((p) => p.breakReason !== void 0 && p.breakReason !== "start").map((p) => {
    const night = context.nights[p.night];
    return `<li class="break" data-reason="${p.breakReason}">${day(night.date)}: series restarts at ${short(night.from)}: ${escapeHtml(BREAK_WORDS[p.breakReason])}</li>`;
  });
  const last = s.points[s.points.length - 1];
  const now = last ? ` Latest: ${formatPercent(percentOf(last.level))} (±${formatPercent(percentOf(last.halfWidth), false)}) vs ${short(baselineOf(context, s))}.` : "";
  return `<p class="latest">${escapeHtml(now.trim())}</p>` + (marks.length > 0 ? `<ul class="marks">${marks.join("")}</ul>` : "") + (breaks.length > 0 ? `<ul class="breaks">${breaks.join("")}</ul>` : "");
}
function baselineOf(context, s) {
  let start = s.points[0];
  for (const p of s.points) if (p.breakReason !== void 0) start = p;
  return context.nights[start.night].from;
}
var formatPercent = (value, signed = true) => `${signed && value > 0 ? "+" : ""}${value.toFixed(1)} %`;
function categoryPage(context, category, series) {
  const sections = series.map(
    (s, i) => `<section class="row" id="r${i}" data-name="${escapeHtml(s.name)}"><h3>${escapeHtml(s.name)}</h3><div class="chart" data-row="${i}" role="img" aria-label="${escapeHtml(`change over time of ${s.name}`)}"></div>${rowMarks(context, s)}</section>`
  ).join("\n");
  const data = JSON.stringify(chartData(context, series)).replace(/</g, "\\u003c");
  const body = `<p>${series.length} ${series.length === 1 ? "row" : "rows"}. Change relative to the commit each series starts at (its baseline, ○ at 0 %); one step per night, labelled with its date and head commit; the band is the 95 % interval chaining implies; ▼ a night that regressed (links to its culprit or issue); a dashed line a break.</p>${sections}
<script type="application/json" id="site-data">${data}</script><script src="../assets/vega.min.js"></script><script src="../assets/site.js"></script>`;
  return page(`${context.branch}: ${category}`, 1, body, true);
}
function regressedNights(nights) {
  const entries = [];
  for (const night of nights) {
    const rows = [];
    for (const [name, row] of night.rows) {
      if (row.regressed && row.logRatio !== null) rows.push({ name, change: percentOf(row.logRatio) });
    }
    if (rows.length > 0) entries.push({ night, rows: rows.sort((a, b) => a.change - b.change) });
  }
  return entries.reverse();
}
function culpritHtml(context, night) {
  const culprit = night.bisect?.culprit;
  if (culprit)
    return `<a class="culprit" href="${escapeHtml(commitUrl(context, culprit.sha))}">${short(culprit.sha)}</a> ${escapeHtml(culprit.subject)}`;
  if (night.bisect) return `among ${short(night.bisect.good)}..${short(night.bisect.bad)} (bisect stopped)`;
  return "";
}
function regressionsPage(context, entries) {
  const rows = entries.map(({ night, rows: rows2 }) => {
    const list = rows2.slice(0, 20).map(
      (r) => `<li><code>${escapeHtml(r.name)}</code> <span class="slower">${formatPercent(r.change)}</span></li>`
    ).join("");
    const more = rows2.length > 20 ? `<li>and ${rows2.length - 20} more</li>` : "";
    return `<tr id="${night.from}..${night.to}"><td>${day(night.date)}</td><td><a href="${escapeHtml(compareUrl(context, night))}">${short(night.from)}..${short(night.to)}</a></td><td><ul>${list}${more}</ul></td><td><a class="issue" href="${escapeHtml(issueUrl(context, night))}">${issueText(night)}</a></td><td>${culpritHtml(context, night)}</td></tr>`;
  }).join("\n");
  const body = entries.length === 0 ? "<p>No night regressed.</p>" : `<table><thead><tr><th>night</th><th>range</th><th>slower</th><th>issue</th><th>culprit</th></tr></thead><tbody>${rows}</tbody></table>`;
  return page(`${context.branch}: regressions`, 0, body, false);
}
function regressionsFeed(context, entries) {
  const updated = entries[0]?.night.date ?? context.generated;
  const items = entries.map(({ night, rows }) => {
    const title = `${rows.length} benchmark${rows.length === 1 ? "" : "s"} slower on ${context.branch} (${short(night.from).slice(0, 7)}..${short(night.to).slice(0, 7)})`;
    const summary = rows.slice(0, 20).map((r) => `${r.name}: ${formatPercent(r.change)}`).join("\n");
    const culprit = night.bisect?.culprit ? `
culprit: ${night.bisect.culprit.sha} ${night.bisect.culprit.subject}` : "";
    return `<entry><id>urn:node-bench:regression:${night.from}..${night.to}</id><title>${escapeHtml(title)}</title><updated>${escapeHtml(night.date)}</updated>
<link href="${escapeHtml(issueUrl(context, night))}"/><summary>${escapeHtml(summary + culprit)}</summary></entry>`;
  });
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom"><id>urn:node-bench:regressions:${escapeHtml(context.repoUrl)}:${escapeHtml(context.branch)}</id>
<title>${escapeHtml(`${context.branch}: performance regressions`)}</title><updated>${escapeHtml(updated)}</updated><author><name>node-benchmark-action</name></author>
<link href="${escapeHtml(context.repoUrl)}"/>
${items.join("\n")}
</feed>
`;
}

// src/site/build.ts
var CATEGORY_PAGE_BUDGET_BYTES = 4 * 1024 * 1024;
var SITE_BUDGET_BYTES = 24 * 1024 * 1024;
function buildSite(context, chartLibrary) {
  const series = buildSeries(context.nights);
  const byCategory = /* @__PURE__ */ new Map();
  for (const s of series) {
    if (s.points.length === 0) continue;
    const list = byCategory.get(s.category) ?? [];
    list.push(s);
    byCategory.set(s.category, list);
  }
  const categories = [...byCategory.keys()].sort().map((name, i) => {
    const rows = byCategory.get(name);
    return {
      name,
      path: categoryPath(name, i),
      series: rows,
      rows: rows.map((s) => s.name),
      regressions: rows.filter((s) => s.points.some((p) => p.regressed)).length
    };
  });
  const regressed = regressedNights(context.nights);
  return [
    { path: "index.html", content: indexPage(context, categories) },
    { path: "regressions.html", content: regressionsPage(context, regressed) },
    { path: "regressions.atom", content: regressionsFeed(context, regressed) },
    ...categories.map((c) => ({ path: c.path, content: categoryPage(context, c.name, c.series) })),
    { path: "assets/site.js", content: SITE_JS },
    { path: "assets/vega.min.js", content: chartLibrary }
  ];
}

// src/nightly/state.ts
import { mkdir, readFile } from "node:fs/promises";
import { dirname } from "node:path";
var STATE_FILE_NAME = "nightly-state.json";
var STATE_SCHEMA_VERSION = 2;
var DEFAULT_HISTORY_LIMIT = 60;
var MAX_STATE_BYTES = 64 * 1024 * 1024;
var MAX_CONFIGS_PER_SCAN = 2e4;
var MAX_CALIBRATION_NIGHTS = 60;
var MAX_CALIBRATION_CHANGES = 30;
var MAX_CALIBRATED_CONFIGS = 2e4;
var MAX_CALIBRATION_FILES = 1e3;
var NightlyStateError = class extends UserError {
  name = "NightlyStateError";
};
var sha = external_exports.string().regex(GIT_OBJECT_ID, "a full hex commit SHA");
var num = external_exports.number().finite().nullable();
var configSchema = external_exports.strictObject({
  /** `${filename} ${configuration}` */
  name: external_exports.string().max(5e3),
  /** mean rate (operations per second) of each side */
  meanOld: num,
  meanNew: num,
  /** percent; negative is slower */
  improvement: num,
  /** Welch p-value and its Holm-adjusted value */
  p: num,
  holmP: num,
  /** Holm stars */
  stars: external_exports.enum(["", "*", "**", "***"])
});
var scanSchema = external_exports.strictObject({
  /** ISO timestamp of the scan, taken after its benchmark runs and bisect */
  date: external_exports.string().max(40),
  fromSha: sha,
  toSha: sha,
  /** the regression issue the scan opened or updated */
  issue: external_exports.number().int().positive().optional(),
  configs: external_exports.array(configSchema).max(MAX_CONFIGS_PER_SCAN)
});
var tally = external_exports.number().int().min(0).max(1e12);
var falseStarsSchema = external_exports.tuple([tally, tally, tally]);
var calibrationNightSchema = external_exports.strictObject({
  date: external_exports.string().max(40),
  /** the commit run against itself (the range's good end) */
  sha,
  files: external_exports.array(external_exports.string().max(5e3)).max(MAX_CALIBRATION_FILES),
  /** configurations compared (tested: at least 2 runs each side) */
  comparisons: tally,
  falseStars: falseStarsSchema
});
var calibratedConfigSchema = external_exports.strictObject({
  name: external_exports.string().max(5e3),
  /** A/A comparisons of it, ever */
  comparisons: tally,
  falseStars: falseStarsSchema,
  /** its last A/A changes, percent, oldest first */
  changes: external_exports.array(external_exports.number().finite()).max(MAX_CALIBRATION_CHANGES)
});
var calibrationSchema = external_exports.strictObject({
  /** A/A slices run so far: where the rotation over the benchmark files stands */
  slices: tally,
  nights: external_exports.array(calibrationNightSchema).max(MAX_CALIBRATION_NIGHTS),
  configs: external_exports.array(calibratedConfigSchema).max(MAX_CALIBRATED_CONFIGS)
});
var stateSchema = external_exports.strictObject({
  schemaVersion: external_exports.union([external_exports.literal(1), external_exports.literal(STATE_SCHEMA_VERSION)]),
  /** the branch these scans are of; a state file is never reused for another branch */
  branch: external_exports.string().min(1).max(255).optional(),
  lastScannedSha: sha,
  history: external_exports.array(scanSchema),
  /** the runner's A/A calibration (src/nightly/calibration.ts) */
  calibration: calibrationSchema.optional()
});
async function loadState(path) {
  let raw;
  try {
    raw = await readFile(path);
  } catch (error) {
    const code = error.code;
    if (code === "ENOENT") return { state: null, raw: null };
    if (code === "EISDIR") throw new NightlyStateError(`nightly state ${path} is a directory, not a JSON file`);
    throw new NightlyStateError(`cannot read the nightly state ${path}: ${error.message}`);
  }
  if (raw.length > MAX_STATE_BYTES) {
    throw new NightlyStateError(
      `nightly state ${path} is ${raw.length} bytes, more than the ${MAX_STATE_BYTES} we read`
    );
  }
  let json;
  try {
    json = JSON.parse(raw.toString("utf8"));
  } catch (error) {
    throw new NightlyStateError(
      `nightly state ${path} is not valid JSON (${error.message}); fix it, or delete it and pass a baseline to start over`
    );
  }
  const version = json?.schemaVersion;
  if (typeof version === "number" && version > STATE_SCHEMA_VERSION) {
    throw new NightlyStateError(
      `nightly state ${path} has schemaVersion ${version}: it was written by a newer node-benchmark-action (this one reads ${STATE_SCHEMA_VERSION})`
    );
  }
  const checked = stateSchema.safeParse(json);
  if (!checked.success) {
    const issue = checked.error.issues[0];
    throw new NightlyStateError(
      `nightly state ${path} is not a node-benchmark-action state file: ${issue.path.join(".") || "(root)"}: ${issue.message}; fix it, or delete it and pass a baseline to start over`
    );
  }
  return { state: checked.data, raw };
}
var rounded = (value, digits) => Number.isFinite(value) ? Number(value.toPrecision(digits)) : null;
function configRecord(comparison) {
  return {
    name: comparison.name.slice(0, 5e3),
    meanOld: rounded(comparison.old.mean, 6),
    meanNew: rounded(comparison.new.mean, 6),
    improvement: Number.isFinite(comparison.improvement) ? Math.round(comparison.improvement * 100) / 100 : null,
    p: comparison.tested ? rounded(comparison.pValue, 3) : null,
    holmP: comparison.tested && comparison.holm ? rounded(comparison.holm.pValue, 3) : null,
    stars: comparison.tested ? comparison.holm?.stars ?? "" : ""
  };
}
var MAX_HISTORY_BYTES = MAX_STATE_BYTES / 2;
function nextState(previous, scan, branch, historyLimit = DEFAULT_HISTORY_LIMIT, calibration) {
  let history = [...previous?.history ?? [], { ...scan, configs: scan.configs.slice(0, MAX_CONFIGS_PER_SCAN) }];
  history = history.slice(Math.max(0, history.length - historyLimit));
  const sizes = history.map((entry) => JSON.stringify(entry).length + 6);
  let total = sizes.reduce((sum, size) => sum + size, 0);
  let drop = 0;
  while (total > MAX_HISTORY_BYTES && drop < history.length - 1) total -= sizes[drop++];
  const kept = calibration ?? previous?.calibration;
  return {
    schemaVersion: STATE_SCHEMA_VERSION,
    branch,
    lastScannedSha: scan.toSha,
    history: history.slice(drop),
    ...kept ? { calibration: kept } : {}
  };
}
function serializeState(state) {
  const { history, calibration, ...fields } = state;
  const lines = Object.entries(fields).map(([key, value]) => `  ${JSON.stringify(key)}: ${JSON.stringify(value)}`);
  const list = (key, items, indent) => items.length === 0 ? `${indent}${JSON.stringify(key)}: []` : `${indent}${JSON.stringify(key)}: [
${items.map((item) => `${indent}  ${JSON.stringify(item)}`).join(",\n")}
${indent}]`;
  lines.push(list("history", history, "  "));
  if (calibration) {
    lines.push(
      `  "calibration": {
    "slices": ${calibration.slices},
${list("nights", calibration.nights, "    ")},
${list("configs", calibration.configs, "    ")}
  }`
    );
  }
  return `{
${lines.join(",\n")}
}
`;
}
async function saveState(path, state, expected) {
  const checked = stateSchema.safeParse(state);
  if (!checked.success) {
    const issue = checked.error.issues[0];
    throw new NightlyStateError(
      `refusing to write an invalid nightly state: ${issue.path.join(".")}: ${issue.message}`
    );
  }
  const dir = dirname(path);
  await mkdir(dir, { recursive: true });
  const current = await readFile(path).catch((error) => {
    if (error.code === "ENOENT") return null;
    throw error;
  });
  const unchanged = current === null ? expected === null : expected !== null && current.equals(expected);
  if (!unchanged) {
    throw new NightlyStateError(
      `nightly state ${path} changed while this scan ran (another nightly run?); it was left as it is. Run one scan at a time (a concurrency group on the workflow).`
    );
  }
  try {
    await replaceFile(path, serializeState(state));
  } catch (error) {
    throw new NightlyStateError(`cannot write the nightly state ${path}: ${error.message}`);
  }
}

// src/nightly/history.ts
var MAX_CHART_LINES = 8;
var MAX_ROW_NAME_BYTES = 2e5;
function withinNameBudget(rows, name) {
  let total = 0;
  const kept = [];
  for (const row of rows) {
    total += name(row).length + 16;
    if (total > MAX_ROW_NAME_BYTES) break;
    kept.push(row);
  }
  return kept;
}
function starredRows(comparisons) {
  const starred = comparisons.filter(
    (c) => (c.decision.outcome === "regression" || c.decision.outcome === "improvement") && Number.isFinite(c.improvement)
  );
  return [
    ...starred.filter((c) => c.improvement < 0).sort((a, b) => a.improvement - b.improvement),
    ...starred.filter((c) => c.improvement >= 0).sort((a, b) => b.improvement - a.improvement)
  ];
}
function trendMetadata(history, comparisons, date) {
  const nights = history.slice(-MAX_TREND_NIGHTS);
  const lookups = nights.map((scan) => new Map(scan.configs.map((config) => [config.name, config])));
  const rows = withinNameBudget(starredRows(comparisons).slice(0, MAX_TREND_ROWS), (c) => c.name.slice(0, 5e3)).map(
    (comparison) => {
      const name = comparison.name.slice(0, 5e3);
      const records = lookups.map((lookup) => lookup.get(name));
      return {
        name,
        changes: records.map((record) => record?.improvement ?? null),
        stars: records.map((record) => record?.stars ?? "")
      };
    }
  );
  return {
    date: date.slice(0, 40),
    nights: nights.map((scan) => ({ date: scan.date.slice(0, 40), from: scan.fromSha, to: scan.toSha })),
    rows
  };
}
function nightLabels(dates) {
  const seen = /* @__PURE__ */ new Map();
  return dates.map((date) => {
    const day2 = /^\d{4}-(\d\d-\d\d)/.exec(date)?.[1] ?? "?";
    const n = (seen.get(day2) ?? 0) + 1;
    seen.set(day2, n);
    return n === 1 ? day2 : `${day2} #${n}`;
  });
}
var axisBound = (value, direction) => direction === "down" ? Math.floor(value / 5) * 5 : Math.ceil(value / 5) * 5;
function trendSection(trend, flagged, heading = "### Trend") {
  if (trend === void 0 || flagged.length === 0) return "";
  const byName = new Map(trend.rows.map((row) => [row.name, row]));
  const charted = flagged.slice(0, MAX_CHART_LINES).map((finding2) => ({
    finding: finding2,
    values: [...byName.get(finding2.name)?.changes ?? trend.nights.map(() => null), finding2.improvement]
  }));
  const dates = [...trend.nights.map((night) => night.date), trend.date];
  const columns = dates.map((_, i) => i).filter((i) => charted.every(({ values }) => values[i] !== null && Number.isFinite(values[i])));
  if (columns.length < 2) return "";
  const labels = nightLabels(dates);
  const all = charted.flatMap(({ values }) => columns.map((i) => values[i]));
  const low = axisBound(Math.min(0, ...all), "down");
  let high = axisBound(Math.max(0, ...all), "up");
  if (high === low) high = low + 5;
  const dropped = dates.length - columns.length;
  const chart = [
    "```mermaid",
    "xychart-beta",
    '  title "Change per nightly scan, % (negative is slower)"',
    `  x-axis [${columns.map((i) => JSON.stringify(labels[i])).join(", ")}]`,
    `  y-axis "change %" ${low} --> ${high}`,
    ...charted.map(({ values }) => `  line [${columns.map((i) => values[i].toFixed(2)).join(", ")}]`),
    "```"
  ].join("\n");
  const legend = charted.map(({ finding: finding2 }, i) => {
    const name = finding2.name.length > 300 ? `${finding2.name.slice(0, 300)}…` : finding2.name;
    return `${i + 1}. ${codeSpan(name)}: ${formatImprovement(finding2.improvement)} tonight`;
  });
  const notes = [
    `Lines in the order listed (the chart has no legend; its colours follow this order), ${columns.length} scans from ${labels[columns[0]]} to ${labels[columns[columns.length - 1]]}` + (dropped > 0 ? `; ${dropped} scan(s) where a row was not measured are left out.` : "."),
    ...flagged.length > MAX_CHART_LINES ? [`Only the ${MAX_CHART_LINES} slowest flagged rows are charted.`] : []
  ];
  return [heading, chart, legend.join("\n"), notes.join(" ")].join("\n\n");
}

// src/nightly/calibration.ts
var DEFAULT_CALIBRATION_FILES = 2;
var NOMINAL_LEVELS = ALPHAS;
var MIN_NOISE_CHANGES = 2;
var EMPTY_CALIBRATION = { slices: 0, nights: [], configs: [] };
function parseCalibrationFiles(text2) {
  const value = text2.trim() === "" ? DEFAULT_CALIBRATION_FILES : Number(text2.trim());
  if (!/^\s*\d*\s*$/.test(text2) || !Number.isInteger(value) || value < 0 || value > MAX_CALIBRATION_FILES) {
    throw new RangeError(
      `calibration-files: ${JSON.stringify(text2)} is not a whole number of benchmark files from 0 to ${MAX_CALIBRATION_FILES}`
    );
  }
  return value;
}
function calibrationSlice(files, slices, count) {
  const sorted = [...new Set(files)].sort();
  if (sorted.length === 0 || count <= 0) return [];
  if (count >= sorted.length) return sorted;
  const start = slices * count % sorted.length;
  return Array.from({ length: count }, (_, i) => sorted[(start + i) % sorted.length]);
}
var falseStarsOf = (pValue) => [
  pValue < NOMINAL_LEVELS[0] ? 1 : 0,
  pValue < NOMINAL_LEVELS[1] ? 1 : 0,
  pValue < NOMINAL_LEVELS[2] ? 1 : 0
];
var add = (a, b) => [
  a[0] + b[0],
  a[1] + b[1],
  a[2] + b[2]
];
function recordCalibration(previous, night) {
  const base = previous ?? EMPTY_CALIBRATION;
  const tested = night.comparisons.map((c) => ({
    name: c.name,
    tested: c.tested,
    change: c.decision.test ? c.decision.estimate.change : c.improvement,
    pValue: c.decision.test?.pValue ?? c.pValue
  })).filter((c) => c.tested && Number.isFinite(c.change) && Number.isFinite(c.pValue));
  const byName = new Map(base.configs.map((config) => [config.name, config]));
  const updated = /* @__PURE__ */ new Map();
  let nightStars = [0, 0, 0];
  for (const comparison of tested) {
    const name = comparison.name.slice(0, 5e3);
    const before = updated.get(name) ?? byName.get(name);
    const stars = falseStarsOf(comparison.pValue);
    nightStars = add(nightStars, stars);
    const change = Math.round(comparison.change * 1e3) / 1e3;
    updated.set(name, {
      name,
      comparisons: (before?.comparisons ?? 0) + 1,
      falseStars: add(before?.falseStars ?? [0, 0, 0], stars),
      changes: [...before?.changes ?? [], change].slice(-MAX_CALIBRATION_CHANGES)
    });
  }
  const configs = [...base.configs.filter((config) => !updated.has(config.name)), ...updated.values()];
  const nights = [
    ...base.nights,
    {
      date: night.date,
      sha: night.sha,
      files: night.files.slice(0, MAX_CALIBRATION_FILES).map((file) => file.slice(0, 5e3)),
      comparisons: tested.length,
      falseStars: nightStars
    }
  ];
  return {
    slices: base.slices + 1,
    nights: nights.slice(-MAX_CALIBRATION_NIGHTS),
    configs: configs.slice(-MAX_CALIBRATED_CONFIGS)
  };
}
function noiseOf(changes) {
  if (changes.length < MIN_NOISE_CHANGES) return null;
  const rms = Math.sqrt(changes.reduce((sum, change) => sum + change * change, 0) / changes.length);
  return studentTUpperQuantile(0.025, changes.length) * rms;
}
function falsePositiveRate(calibration) {
  const nights = calibration?.nights ?? [];
  return {
    nights: nights.length,
    comparisons: nights.reduce((sum, night) => sum + night.comparisons, 0),
    falseStars: nights.reduce((sum, night) => add(sum, night.falseStars), [0, 0, 0])
  };
}
function calibrationMetadata(calibration, tonight, comparisons) {
  const byName = new Map((calibration?.configs ?? []).map((config) => [config.name, config]));
  const known = starredRows(comparisons).map((comparison) => byName.get(comparison.name.slice(0, 5e3))).filter((config) => config !== void 0).slice(0, MAX_NOISE_ROWS);
  const rows = withinNameBudget(known, (config) => config.name).map((config) => {
    const noise = noiseOf(config.changes);
    return {
      name: config.name,
      comparisons: config.comparisons,
      falseStars: config.falseStars,
      noise: noise === null ? null : Math.round(noise * 1e3) / 1e3
    };
  });
  return {
    ...falsePositiveRate(calibration),
    slice: tonight === null ? null : { sha: tonight.sha, files: tonight.files, comparisons: tonight.comparisons, falseStars: tonight.falseStars },
    rows
  };
}
var percent2 = (count, total) => {
  const value = 100 * count / total;
  return `${value < 1 ? value.toFixed(2) : value.toFixed(1)} %`;
};
function calibrationHeader(calibration) {
  if (calibration === void 0) return "";
  if (calibration.comparisons === 0) {
    return "Runner calibration: no A/A comparison yet (the base against itself, a slice of the benchmarks each night).";
  }
  const [one, two, three] = calibration.falseStars;
  return `Runner calibration (A/A: the base against itself, ${plural(calibration.nights, "night")}, ${plural(calibration.comparisons, "comparison")}): false stars p < 0.05 in ${percent2(one, calibration.comparisons)} (nominal 5 %), p < 0.01 in ${percent2(two, calibration.comparisons)} (nominal 1 %), p < 0.001 in ${percent2(three, calibration.comparisons)} (nominal 0.1 %).`;
}
function noiseMark(calibration, finding2) {
  if (calibration === void 0) return "";
  const row = calibration.rows.find((r) => r.name === finding2.name.slice(0, 5e3));
  if (row === void 0 || row.noise === null) {
    const runs = row === void 0 ? "no A/A run" : plural(row.comparisons, "A/A run");
    return ` · A/A noise not known yet (${runs} of it on this runner)`;
  }
  const within = Math.abs(finding2.improvement) <= row.noise;
  const noise = `±${formatImprovement(row.noise)}, ${plural(row.comparisons, "A/A run")}`;
  return within ? ` · ≈ within this runner's A/A noise (${noise})` : ` · beyond this runner's A/A noise (${noise})`;
}

// src/github/errors.ts
var GitHubApiError = class extends UserError {
  status;
  method;
  path;
  githubMessage;
  requestId;
  retries;
  constructor(details, message) {
    super(message ?? defaultMessage(details), { cause: details.cause });
    this.name = "GitHubApiError";
    this.status = details.status;
    this.method = details.method;
    this.path = details.path;
    this.githubMessage = details.githubMessage;
    this.requestId = details.requestId;
    this.retries = details.retries;
  }
};
var GitHubPermissionError = class extends GitHubApiError {
  constructor(details) {
    super(details, permissionMessage(details));
    this.name = "GitHubPermissionError";
  }
};
var GitHubRateLimitError = class extends GitHubApiError {
  /** how long GitHub asked us to wait, when it said */
  retryAfterSeconds;
  constructor(details, retryAfterSeconds) {
    const wait = retryAfterSeconds === void 0 ? "" : `; GitHub asked to wait ${retryAfterSeconds} s more`;
    super(
      details,
      `GitHub API ${details.method} ${details.path} is rate limited (${details.status}: ${details.githubMessage}); gave up after ${details.retries} ${details.retries === 1 ? "retry" : "retries"}${wait}`
    );
    this.name = "GitHubRateLimitError";
    this.retryAfterSeconds = retryAfterSeconds;
  }
};
var GitHubInputError = class extends UserError {
  constructor(message) {
    super(message);
    this.name = "GitHubInputError";
  }
};
var BodyTooLongError = class extends GitHubInputError {
  length;
  limit;
  constructor(what, length, limit) {
    super(
      `refusing to send ${what}: its body is ${length} characters, more than GitHub's limit of ${limit} (GitHub would answer 422 "Body is too long"); the report builder must truncate it`
    );
    this.name = "BodyTooLongError";
    this.length = length;
    this.limit = limit;
  }
};
function defaultMessage(details) {
  const retries = details.retries > 0 ? ` after ${details.retries} ${details.retries === 1 ? "retry" : "retries"}` : "";
  const request = details.requestId ? ` (request id ${details.requestId})` : "";
  return `GitHub API ${details.method} ${details.path} failed with ${details.status}${retries}: ${details.githubMessage}${request}`;
}
function permissionMessage(details) {
  return `GitHub API ${details.method} ${details.path} was refused with 403 "${details.githubMessage}": the token lacks the permission this call needs. A workflow run for a pull request from a fork gets a read-only GITHUB_TOKEN under pull_request, so it can neither comment, react nor open issues; trigger on issue_comment or pull_request_target (the base branch's workflow and token) and post from the separate report job (GitHub-hosted, with permissions pull-requests: write and issues: write), never from the job that runs the pull request's code. Otherwise check the workflow's permissions: block.`;
}
function isRequestErrorLike(error) {
  return error instanceof Error && typeof error.status === "number" && typeof error.request === "object";
}
function header(error, name) {
  const value = error.response?.headers?.[name];
  return value === void 0 ? void 0 : String(value);
}
function githubMessageOf(error) {
  const data = error.response?.data;
  if (typeof data === "object" && data !== null) {
    const message = data.message;
    const errors = data.errors;
    if (typeof message === "string") {
      const details = Array.isArray(errors) ? errors.map(
        (entry) => typeof entry === "object" && entry !== null && typeof entry.message === "string" ? entry.message : JSON.stringify(entry)
      ).filter((text2) => text2.length > 0) : [];
      return details.length > 0 ? `${message}: ${details.join("; ")}` : message;
    }
  }
  if (typeof data === "string" && data.length > 0) return data.slice(0, 500);
  return error.message;
}
function pathOf(url) {
  if (!url) return "(unknown URL)";
  try {
    return new URL(url).pathname;
  } catch {
    return url.split("?")[0] ?? url;
  }
}
function isRateLimitError(error) {
  if (!isRequestErrorLike(error) || error.status !== 403 && error.status !== 429) return false;
  if (error.status === 429) return true;
  if (header(error, "x-ratelimit-remaining") === "0") return true;
  if (header(error, "retry-after") !== void 0) return true;
  return /\brate limit/i.test(githubMessageOf(error));
}
function retryAfterSecondsOf(error) {
  if (!isRequestErrorLike(error)) return void 0;
  const retryAfter = Number(header(error, "retry-after"));
  if (header(error, "retry-after") !== void 0 && Number.isFinite(retryAfter) && retryAfter >= 0) return retryAfter;
  const reset = Number(header(error, "x-ratelimit-reset"));
  if (header(error, "x-ratelimit-reset") !== void 0 && Number.isFinite(reset)) {
    return Math.max(0, Math.ceil(reset - Date.now() / 1e3));
  }
  return void 0;
}
function toGitHubError(error, known = {}) {
  if (error instanceof GitHubApiError || !isRequestErrorLike(error)) return error;
  const details = {
    status: error.status,
    method: (error.request?.method ?? "GET").toUpperCase(),
    path: pathOf(error.request?.url),
    githubMessage: error.response ? githubMessageOf(error) : `no response: ${error.message}`,
    requestId: header(error, "x-github-request-id"),
    retries: known.retries ?? error.request?.request?.retryCount ?? 0,
    cause: error
  };
  if (isRateLimitError(error)) return new GitHubRateLimitError(details, retryAfterSecondsOf(error));
  if (error.status === 403) return new GitHubPermissionError(details);
  return new GitHubApiError(details);
}
function statusOf(error) {
  if (error instanceof GitHubApiError) return error.status;
  if (isRequestErrorLike(error)) return error.status;
  return void 0;
}
async function step(what, run) {
  try {
    return await run();
  } catch (error) {
    const converted = toGitHubError(error);
    if (converted instanceof Error && !converted.message.startsWith(`${what}: `)) {
      converted.message = `${what}: ${converted.message}`;
    }
    throw converted;
  }
}

// src/github/identity.ts
var GITHUB_ACTIONS_BOT = { login: "github-actions[bot]", id: 41898282, type: "Bot" };
async function getTokenIdentity(octokit, log) {
  try {
    const { data } = await step("looking up the token user (GET /user)", () => octokit.rest.users.getAuthenticated());
    if (typeof data.id !== "number" || typeof data.login !== "string") {
      throw new Error("looking up the token user (GET /user): the response has no numeric id and login");
    }
    return { login: data.login, id: data.id, type: data.type };
  } catch (error) {
    if (error instanceof GitHubPermissionError && /not accessible by integration/i.test(error.githubMessage)) {
      log?.debug?.(
        `GET /user is not available to installation tokens; assuming ${GITHUB_ACTIONS_BOT.login} (${GITHUB_ACTIONS_BOT.id})`
      );
      return GITHUB_ACTIONS_BOT;
    }
    throw error;
  }
}
async function resolveAuthorId(octokit, authorId) {
  if (authorId !== void 0) {
    if (!Number.isSafeInteger(authorId) || authorId <= 0) {
      throw new TypeError(`authorId must be a positive integer (a GitHub user id), got ${String(authorId)}`);
    }
    return authorId;
  }
  return (await getTokenIdentity(octokit)).id;
}

// src/github/validate.ts
var MAX_BODY_LENGTH = 65536;
var MARKER = /^<!-- [A-Za-z0-9_.:=/-]+(?: [A-Za-z0-9_.:=/-]+)* -->$/;
function assertValidMarker(marker) {
  if (typeof marker !== "string" || marker.length > 200 || !MARKER.test(marker) || marker.slice(4, -3).includes("--")) {
    throw new GitHubInputError(
      `invalid comment marker ${JSON.stringify(marker)}: expected a hidden HTML comment such as "<!-- node-benchmark-action:report -->" (letters, digits and _ . : = / - only, at most 200 characters)`
    );
  }
}
function assertRepoRef(owner, repo) {
  const ownerOk = typeof owner === "string" && /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})$/.test(owner);
  const repoOk = typeof repo === "string" && /^[A-Za-z0-9._-]{1,100}$/.test(repo) && !/^\.+$/.test(repo);
  if (!ownerOk || !repoOk) {
    throw new GitHubInputError(`invalid repository ${JSON.stringify(`${owner}/${repo}`)}: expected owner/name`);
  }
}
function assertPositiveInteger(value, what) {
  if (!Number.isSafeInteger(value) || value <= 0) {
    throw new GitHubInputError(`invalid ${what}: ${String(value)} (expected a positive integer)`);
  }
}
function assertIssueNumber(issueNumber) {
  assertPositiveInteger(issueNumber, "issue or pull request number");
}
function assertFullSha(sha2, what = "commit SHA") {
  if (typeof sha2 !== "string" || !GIT_OBJECT_ID.test(sha2)) {
    throw new GitHubInputError(
      `invalid ${what} ${JSON.stringify(String(sha2).slice(0, 80))}: expected a full lowercase hex SHA (40 or 64 digits)`
    );
  }
}
function assertBodyLength(what, body) {
  if (body.length > MAX_BODY_LENGTH) throw new BodyTooLongError(what, body.length, MAX_BODY_LENGTH);
}

// src/github/comments.ts
async function postComment(octokit, target, what) {
  const { owner, repo, issueNumber, body } = target;
  assertRepoRef(owner, repo);
  assertIssueNumber(issueNumber);
  assertBodyLength(`the comment on ${owner}/${repo}#${issueNumber}`, body);
  const { data } = await step(
    `${what} on ${owner}/${repo}#${issueNumber}`,
    () => octokit.rest.issues.createComment({ owner, repo, issue_number: issueNumber, body })
  );
  return { id: data.id, url: data.html_url };
}
async function editComment(octokit, target, what) {
  const { owner, repo, commentId, body } = target;
  assertRepoRef(owner, repo);
  assertPositiveInteger(commentId, "comment id");
  assertBodyLength(`comment ${commentId} in ${owner}/${repo}`, body);
  const { data } = await step(
    what,
    () => octokit.rest.issues.updateComment({ owner, repo, comment_id: commentId, body })
  );
  return { id: data.id, url: data.html_url };
}

// src/github/sticky-comment.ts
function normalise(text2) {
  return (text2 ?? "").replace(/\r\n/g, "\n");
}
function startsWithMarker(body, marker) {
  const text2 = normalise(body);
  return text2 === marker || text2.startsWith(`${marker}
`);
}
async function findOurComments(octokit, options, isOurs) {
  const { owner, repo, issueNumber } = options;
  const authorId = await resolveAuthorId(octokit, options.authorId);
  const comments = await step(
    `listing the comments of ${owner}/${repo}#${issueNumber}`,
    () => octokit.paginate(octokit.rest.issues.listComments, { owner, repo, issue_number: issueNumber, per_page: 100 })
  );
  return comments.filter((comment2) => comment2.user?.id === authorId).map((comment2) => ({
    id: comment2.id,
    body: comment2.body ?? "",
    firstLine: normalise(comment2.body).split("\n", 1)[0],
    url: comment2.html_url
  })).filter((comment2) => isOurs(comment2.firstLine));
}
async function findStickyComment(octokit, options) {
  const [ours] = await findOurComments(octokit, options, (firstLine) => firstLine === options.marker);
  return ours ?? null;
}
function checkStickyOptions(options) {
  assertRepoRef(options.owner, options.repo);
  assertIssueNumber(options.issueNumber);
  assertValidMarker(options.marker);
  assertBodyLength(
    `the report comment for ${options.owner}/${options.repo}#${options.issueNumber}`,
    withMarker(options)
  );
}
function withMarker(options) {
  return startsWithMarker(options.body, options.marker) ? options.body : `${options.marker}
${options.body}`;
}
async function writeStickyComment(octokit, options, ours) {
  const { owner, repo, issueNumber } = options;
  checkStickyOptions(options);
  const body = withMarker(options);
  const where = `${owner}/${repo}#${issueNumber}`;
  const create = async () => {
    const posted = await postComment(octokit, { owner, repo, issueNumber, body }, "creating the report comment");
    return { action: "created", ...posted };
  };
  if (!ours) return create();
  if (normalise(ours.body) === normalise(body)) return { action: "unchanged", id: ours.id, url: ours.url };
  try {
    const edited = await editComment(
      octokit,
      { owner, repo, commentId: ours.id, body },
      `updating the report comment ${ours.id} on ${where}`
    );
    return { action: "updated", ...edited };
  } catch (error) {
    if (statusOf(error) === 404) return create();
    throw error;
  }
}

// src/github/issues.ts
var LABEL_COLOR = "d93f0b";
var LABEL_DESCRIPTION = "Reported by the nightly benchmark scan";
var MAX_TITLE_LENGTH = 256;
function regressionMarker(key) {
  return `<!-- node-benchmark-action:regression key=${key} -->`;
}
async function ensureLabel(octokit, owner, repo, name) {
  const where = `${owner}/${repo}`;
  const exists = await step(`reading the label ${JSON.stringify(name)} of ${where}`, async () => {
    try {
      await octokit.rest.issues.getLabel({ owner, repo, name });
      return true;
    } catch (error) {
      if (statusOf(error) === 404) return false;
      throw error;
    }
  });
  if (exists) return;
  await step(`creating the label ${JSON.stringify(name)} in ${where}`, async () => {
    try {
      await octokit.rest.issues.createLabel({ owner, repo, name, color: LABEL_COLOR, description: LABEL_DESCRIPTION });
    } catch (error) {
      const text2 = error instanceof GitHubApiError ? error.githubMessage : error instanceof Error ? error.message : "";
      if (statusOf(error) === 422 && /already_exists/.test(text2)) return;
      throw error;
    }
  });
}
async function upsertRegressionIssue(octokit, options) {
  const { owner, repo, key, title } = options;
  const label2 = options.label ?? DEFAULT_REGRESSION_LABEL;
  assertRepoRef(owner, repo);
  if (!/^[A-Za-z0-9_.:/-]{1,150}$/.test(key) || key.includes("--")) {
    throw new GitHubInputError(
      `invalid regression key ${JSON.stringify(key.slice(0, 80))}: letters, digits and _ . : / - only (no "--"), at most 150 characters`
    );
  }
  if (label2.trim().length === 0 || label2.length > 50 || /[,\r\n]/.test(label2)) {
    throw new GitHubInputError(`invalid label ${JSON.stringify(label2)}: 1 to 50 characters, no commas or newlines`);
  }
  if (title.trim().length === 0 || title.length > MAX_TITLE_LENGTH || /[\r\n]/.test(title)) {
    throw new GitHubInputError(
      `invalid issue title ${JSON.stringify(title.slice(0, 80))}: one line of 1 to ${MAX_TITLE_LENGTH} characters`
    );
  }
  const marker = regressionMarker(key);
  const body = options.body.includes(marker) ? options.body : `${marker}
${options.body}`;
  const where = `${owner}/${repo}`;
  assertBodyLength(`the regression issue for ${key} in ${where}`, body);
  const authorId = await resolveAuthorId(octokit, options.authorId);
  const listed = await step(
    `listing the ${JSON.stringify(label2)} issues of ${where}`,
    () => octokit.paginate(octokit.rest.issues.listForRepo, { owner, repo, state: "all", labels: label2, per_page: 100 })
  );
  const ours = listed.filter((issue) => issue.pull_request === void 0 && issue.user?.id === authorId).filter((issue) => (issue.body ?? "").includes(marker)).sort((a, b) => a.number - b.number);
  const existing = ours.find((issue) => issue.state === "open");
  const closed = ours.find((issue) => issue.state === "closed");
  if (existing === void 0 && closed !== void 0) {
    return { action: "closed", number: closed.number, url: closed.html_url };
  }
  if (existing) {
    if (existing.title === title && normalise(existing.body) === normalise(body)) {
      return { action: "unchanged", number: existing.number, url: existing.html_url };
    }
    const { data: data2 } = await step(
      `updating regression issue ${where}#${existing.number}`,
      () => octokit.rest.issues.update({ owner, repo, issue_number: existing.number, title, body })
    );
    return { action: "updated", number: data2.number, url: data2.html_url };
  }
  await ensureLabel(octokit, owner, repo, label2);
  const { data } = await step(
    `creating the regression issue for ${key} in ${where}`,
    () => octokit.rest.issues.create({ owner, repo, title, body, labels: [label2] })
  );
  return { action: "created", number: data.number, url: data.html_url };
}

// src/stats/log-rates.ts
function logRateTest(old, current) {
  if (old.length < 2 || current.length < 2) return null;
  if (![...old, ...current].every((rate) => Number.isFinite(rate) && rate > 0)) return null;
  const logOld = summarize(old.map(Math.log));
  const logNew = summarize(current.map(Math.log));
  const result = welchTest(logOld, logNew);
  const difference = logNew.mean - logOld.mean;
  const half = confidenceHalfWidth(result, 0.05);
  const percent3 = (log) => Math.expm1(log) * 100;
  return {
    t: result.t,
    df: result.df,
    pValue: result.pValue,
    estimate: { change: percent3(difference), low: percent3(difference - half), high: percent3(difference + half) }
  };
}
var UNTESTED = { outcome: "untested", estimate: NO_ESTIMATE, stars: "" };
function decideOnLogRates(analysis, rates) {
  const byName = new Map(rates.map((row) => [`${row.filename} ${row.configuration}`, row]));
  const tests = analysis.comparisons.map((comparison) => {
    const row = byName.get(comparison.name);
    return row === void 0 ? null : logRateTest(row.old, row.new);
  });
  const adjusted = holmAdjust(tests.map((test) => test?.pValue ?? NaN));
  const { deltaPercent } = analysis.basis;
  const comparisons = analysis.comparisons.map((comparison, i) => {
    const test = tests[i];
    if (test === null || test === void 0) return { ...comparison, decision: UNTESTED };
    const holmPValue = adjusted[i];
    const decision = starsDecision(test.estimate, starsFor(holmPValue), deltaPercent);
    return { ...comparison, decision: { ...decision, test: { pValue: test.pValue, holmPValue, df: test.df } } };
  });
  return { comparisons, correction: "holm", basis: { rule: "log-welch-holm", deltaPercent } };
}

// src/nightly/report.ts
var NightlyError = class extends UserError {
  name = "NightlyError";
};
function checkThreshold(threshold) {
  const stars = threshold?.stars ?? DEFAULT_THRESHOLD.stars;
  if (!STAR_THRESHOLDS.includes(stars)) {
    throw new NightlyError(`nightly: threshold stars must be one of * ** ***; got ${JSON.stringify(stars)}`);
  }
  const minChange = threshold?.minChange ?? DEFAULT_THRESHOLD.minChange;
  if (typeof minChange !== "number" || !Number.isFinite(minChange) || minChange < 0 || minChange > 1e3) {
    throw new NightlyError(`nightly: threshold minChange must be a percentage from 0 to 1000; got ${minChange}`);
  }
  return { stars, minChange };
}
var RANK = { "": 0, "*": 1, "**": 2, "***": 3 };
function analyzeNightly(groups, verdicts) {
  const analysis = analyzeDecided(groups, { correction: "holm" }, verdicts);
  return verdicts === void 0 ? decideOnLogRates(analysis, groups.ratesByRow()) : analysis;
}
function finding(comparison, adaptive) {
  const { estimate, test } = comparison.decision;
  return {
    name: comparison.name,
    filename: comparison.filename,
    configuration: comparison.configuration,
    // what the decision is about: the paired estimate after runs auto, the log rates' otherwise
    improvement: estimate.change,
    // the test the row was decided by (compare.R's when the analysis has no other)
    pValue: test?.pValue ?? comparison.pValue,
    holmPValue: test?.holmPValue ?? comparison.holm?.pValue ?? NaN,
    stars: test === void 0 ? comparison.holm?.stars ?? "" : comparison.decision.stars,
    ...adaptive ? { interval: [estimate.low, estimate.high] } : {}
  };
}
function classifyByThreshold(analysis, threshold) {
  const adaptive = analysis.basis.rule === "sequential-holm";
  const change = (c) => c.decision.estimate.change;
  const significant = analysis.comparisons.filter(
    (c) => (adaptive || RANK[c.decision.stars] >= RANK[threshold.stars]) && Number.isFinite(change(c)) && Math.abs(change(c)) >= threshold.minChange
  );
  const regressions = significant.filter((c) => c.decision.outcome === "regression");
  return {
    regressions: regressions.sort((a, b) => change(a) - change(b)).map((c) => finding(c, adaptive)),
    improvements: significant.filter((c) => c.decision.outcome === "improvement").sort((a, b) => change(b) - change(a)).map((c) => finding(c, adaptive)),
    undecided: analysis.comparisons.filter((c) => c.decision.outcome === "unresolved" && change(c) <= -threshold.minChange).sort((a, b) => change(a) - change(b)).map((c) => finding(c, adaptive)),
    slowerBelowThreshold: analysis.comparisons.filter((c) => c.decision.outcome === "regression").length - regressions.length
  };
}
var short2 = (sha2) => sha2.slice(0, 7);
function belowThresholdLine(context) {
  const count = context.slowerBelowThreshold ?? 0;
  if (count === 0) return "";
  const rows = context.regressions.length > 0 ? plural(count, "more row") : plural(count, "row");
  return `The table below marks ${rows} ▼ slower ${count === 1 ? "that is" : "that are"} below the threshold: not reported.`;
}
function regressionKey(from, to) {
  return `${from}..${to}`;
}
function compareUrl2(serverUrl, owner, repo, from, to) {
  return `${serverUrl.replace(/\/+$/, "")}/${encodeURIComponent(owner)}/${encodeURIComponent(repo)}/compare/${from}...${to}`;
}
function regressionTitle(branch, count, from, to, culprit) {
  const name = branch.length > 100 ? `${branch.slice(0, 99)}…` : branch;
  const by = culprit === void 0 ? "" : `, first bad commit ${short2(culprit)}`;
  return `Performance regression on ${name}: ${plural(count, "benchmark")} slower (${short2(from)}..${short2(to)})${by}`;
}
function describeThreshold(threshold, adaptive = false) {
  return adaptive ? `the sequential test (runs auto, Holm over the rows at 5 %) and at least ${threshold.minChange} %` : `Holm-adjusted ${threshold.stars} (Welch's t-test on log rates) and at least ${threshold.minChange} %`;
}
function undecidedTitle(branch, count, from, to) {
  const name = branch.length > 100 ? `${branch.slice(0, 99)}…` : branch;
  return `Performance scan on ${name}: ${plural(count, "benchmark")} possibly slower, too noisy to tell (${short2(from)}..${short2(to)})`;
}
function undecidedSection(context) {
  const undecided = context.undecided ?? [];
  if (undecided.length === 0) return "";
  return [
    `### ${plural(undecided.length, "benchmark")} too noisy to tell`,
    `The scan added runs up to its cap and still could not tell whether ${undecided.length === 1 ? "this row" : "these rows"} got slower by at least ${context.threshold.minChange} %: this range is **not** known to be clean. Quiet the runner (\`cpuset\`, no other jobs on it) or raise \`max-runs\`, and scan the range again (delete the last scan from the state, or run the workflow with this range as \`baseline\`).`,
    findingList(undecided, context.calibration)
  ].join("\n\n");
}
function findingList(findings, calibration, max = 50) {
  const lines = findings.slice(0, max).map((f) => {
    const name = escapeMarkdown(f.name.length > 300 ? `${f.name.slice(0, 300)}…` : f.name);
    const test = f.interval === void 0 ? `Holm p ${formatPValue(f.holmPValue)} ${escapeMarkdown(f.stars)}` : `95 % interval ${formatImprovement(f.interval[0])} to ${formatImprovement(f.interval[1])}`;
    return `- ${name}: **${formatImprovement(f.improvement)}** (${test})` + noiseMark(calibration, f);
  });
  if (findings.length > max) lines.push(`- … and ${findings.length - max} more (see the table)`);
  return lines.join("\n");
}
function rangeLine(context) {
  const range = `[\`${short2(context.from)}...${short2(context.to)}\`](${context.compareUrl})`;
  const commits = context.commits === void 0 ? "" : ` (${plural(context.commits, "commit")})`;
  const origin = context.fromKind === "baseline" ? `first scan, from the baseline ${escapeMarkdown((context.baseline ?? "").slice(0, 100))}` : "since the last scan";
  const note = context.rewritten ? "\n\n> [!NOTE]\n> The last scanned commit is not an ancestor of the new head: the branch history was rewritten." : "";
  return `Commits on ${escapeMarkdown(context.branch)} ${range}${commits}, ${origin}.${note}`;
}
var repoUrlOf = (context) => context.compareUrl.replace(/\/compare\/[^/]*$/, "");
var RESEMBLES = {
  bad: "▼ the bad end",
  good: "the good end",
  unknown: "could not tell",
  missing: "not measured"
};
function bisectRowLine(row) {
  const name = codeSpan(row.name.length > 300 ? `${row.name.slice(0, 300)}…` : row.name);
  const change = row.improvement === null ? "NA" : formatImprovement(row.improvement);
  const share = row.share === null ? "" : ` (${Math.round(row.share * 100)} % of the range's)`;
  return `| ${name} | ${change}${share} | ${formatImprovement(row.reference)} | ${RESEMBLES[row.verdict]} | ${row.nOld} / ${row.nNew} |`;
}
function bisectSection(context, maxRows = 50) {
  const bisect = context.bisect;
  if (bisect === void 0) return "";
  const repoUrl = repoUrlOf(context);
  const commitLink = (sha2) => `[\`${short2(sha2)}\`](${repoUrl}/commit/${sha2})`;
  const tested = `${plural(bisect.builds, "commit")} built and tested`;
  const parts = [];
  if (bisect.status === "culprit" && bisect.culprit !== null) {
    const { culprit } = bisect;
    parts.push(`### First bad commit: ${commitLink(culprit.sha)} ${escapeMarkdown(culprit.subject)}`);
    const pull = context.culpritPull ? `, merged in [#${context.culpritPull.number}](${context.culpritPull.url})` + (context.culpritPull.title === null ? "" : ` ${escapeMarkdown(context.culpritPull.title.slice(0, 300))}`) : "";
    parts.push(
      `By ${escapeMarkdown(culprit.author)}${pull}. Bisected over the first-parent commits of the range (${tested}); the commit before it, ${commitLink(bisect.good)}, surely resembles the good end.`
    );
    if (bisect.rows.length > 0) {
      parts.push(
        [
          `The flagged configurations at ${short2(culprit.sha)} against ${short2(context.from)}:`,
          "",
          "| benchmark | change | the range's change | resembles | runs old/new |",
          "| --- | ---: | ---: | --- | ---: |",
          ...bisect.rows.slice(0, maxRows).map(bisectRowLine),
          ...bisect.rows.length > maxRows ? [`| … and ${bisect.rows.length - maxRows} more | | | | |`] : []
        ].join("\n")
      );
    }
  } else if (bisect.reason === "unconfirmed") {
    parts.push(`### Narrowed to ${commitLink(bisect.bad)}, not confirmed`);
    parts.push(
      `The bisect (${tested}) pointed at ${commitLink(bisect.bad)}, but the culprit could not be confirmed: a fresh A/B of it against its parent ${commitLink(bisect.good)} did not show a change beyond the threshold and what two builds of the same code differ by. The first bad commit may be another one of the range.`
    );
  } else {
    const range = `[\`${short2(bisect.good)}...${short2(bisect.bad)}\`](${repoUrl}/compare/${bisect.good}...${bisect.bad})`;
    const why = bisect.reason === "skipped" ? "only commits that could not be built are left between the last good and the first bad one" : bisect.reason === "unsure" ? "the commits left between the last good and the first bad one could not be built or told apart: their runs did not show surely which end they resemble (a noisy runner)" : bisect.reason === "error" ? `it stopped: ${escapeMarkdown((bisect.error ?? "").slice(0, 300))}` : "the bisect budget ran out";
    parts.push(`### Narrowed to ${plural(bisect.candidateCount, "commit")}: ${range}`);
    parts.push(`The first bad commit is one of these (${tested}; ${why}):`);
    const listed = bisect.candidates.slice(-20);
    parts.push(
      listed.map((sha2) => `- ${commitLink(sha2)}`).join("\n") + (bisect.candidateCount > listed.length ? `
- … and ${bisect.candidateCount - listed.length} older` : "")
    );
  }
  if (bisect.steps.length > 0) {
    const steps = bisect.steps.map((step2) => {
      const detail = step2.detail === null ? "" : ` (${escapeMarkdown(step2.detail.slice(0, 200))})`;
      const word = step2.verdict === "skip" ? "skipped" : step2.verdict === "unknown" ? "could not tell" : step2.verdict;
      return `${commitLink(step2.sha)} ${word}${detail}`;
    });
    parts.push(`Tested: ${steps.join(", ")}.`);
  }
  return parts.join("\n\n");
}
function platformLine(platform) {
  return platform === void 0 ? "" : `Measured on \`${platform}\`: the regression showed on this platform.`;
}
function regressionIssueBody(context, report) {
  const head = [
    regressionMarker(regressionKey(context.from, context.to)),
    context.regressions.length > 0 ? `## ${plural(context.regressions.length, "benchmark")} slower on ${escapeMarkdown(context.branch)}` : `## ${plural(context.undecided?.length ?? 0, "benchmark")} possibly slower on ${escapeMarkdown(context.branch)}: too noisy to tell`,
    rangeLine(context),
    platformLine(report.fingerprint.platform),
    `Threshold: ${escapeMarkdown(describeThreshold(context.threshold, context.adaptive))} slower.`,
    calibrationHeader(context.calibration),
    findingList(context.regressions, context.calibration),
    belowThresholdLine(context),
    trendSection(context.trend, context.regressions),
    bisectSection(context),
    undecidedSection(context)
  ].filter((part) => part !== "").join("\n\n");
  return `${head}

${scanTable(context, report, COMMENT_BUDGET - head.length - 2)}`;
}
function scanTable(context, report, maxLength) {
  return buildReport({
    ...report,
    title: `Nightly scan of ${context.branch}: ${short2(context.from)}..${short2(context.to)}`,
    repositoryUrl: report.repositoryUrl ?? repoUrlOf(context),
    marker: "",
    maxLength
  });
}
function issueWords(issue) {
  return issue.action === "closed" ? `Issue [#${issue.number}](${issue.url}) of this range was closed: left closed, not filed again.` : `Issue [#${issue.number}](${issue.url}) ${issue.action}.`;
}
function nightlySummary(context, report, delivery) {
  const parts = [
    `## Nightly benchmark scan of ${escapeMarkdown(context.branch)}`,
    rangeLine(context),
    `Threshold: ${escapeMarkdown(describeThreshold(context.threshold, context.adaptive))} change.`
  ];
  const issue = delivery.issue ? issueWords(delivery.issue) : delivery.notPostedReason ? `No issue posted: ${escapeMarkdown(delivery.notPostedReason)}.` : "";
  const below = belowThresholdLine(context);
  parts.push(calibrationHeader(context.calibration));
  if (context.regressions.length > 0) {
    parts.push(
      `### ${plural(context.regressions.length, "regression")} beyond the threshold`,
      issue,
      findingList(context.regressions, context.calibration),
      below,
      trendSection(context.trend, context.regressions),
      bisectSection(context)
    );
  } else if ((context.undecided?.length ?? 0) === 0) {
    parts.push(["No regression beyond the threshold: nothing posted.", below].join(" ").trim());
  } else {
    const sentences = ["No regression beyond the threshold, but the range is not known to be clean.", issue, below];
    parts.push(sentences.filter((part) => part !== "").join(" "));
  }
  parts.push(undecidedSection(context));
  if (context.improvements.length > 0) {
    parts.push(
      `### ${plural(context.improvements.length, "improvement")}`,
      findingList(context.improvements, context.calibration)
    );
  }
  parts.push(scanTable(context, report));
  return parts.filter((part) => part !== "").join("\n\n") + "\n";
}
function skippedSummary(branch, reason) {
  return `## Nightly benchmark scan of ${escapeMarkdown(branch)}

Skipped: ${escapeMarkdown(reason)}.
`;
}

// src/nightly/history-site.ts
var RANK2 = { "": 0, "*": 1, "**": 2, "***": 3 };
var rangeKey = (from, to) => `${from}..${to}`;
var logMoments = (rates) => summarize(rates.filter((rate) => rate > 0).map(Math.log));
function logChange(oldRates, newRates) {
  const old = logMoments(oldRates);
  const now = logMoments(newRates);
  return {
    logRatio: old.n > 0 && now.n > 0 ? now.mean - old.mean : null,
    variance: old.n > 1 && now.n > 1 ? old.variance / old.n + now.variance / now.n : null
  };
}
var runnerOf = (f) => `${f.cpuModel} × ${f.cores}, cpuset ${f.cpuset ?? "all"}, ${f.kernel}, ${f.runnerName ?? "unnamed runner"}`;
async function nightOfResultDir(dir, threshold, dates, issues) {
  const { metadata, groups, adaptive } = await readResults(dir);
  const scan = metadata.nightly;
  if (scan === void 0) throw new Error("result.json has no nightly section: not a nightly scan");
  if (metadata.partial) throw new Error("the scan stopped early (partial): left out, its range shows as a break");
  const analysis = analyzeNightly(groups, adaptive?.named());
  const regressed = new Set(classifyByThreshold(analysis, threshold).regressions.map((r) => r.name));
  const ran = new Map(
    (metadata.sizing?.configurations ?? []).map((c) => [
      `${c.filename} ${c.listed}`,
      c.value === c.own ? "own" : `${c.key}=${c.value}`
    ])
  );
  const rows = /* @__PURE__ */ new Map();
  for (const row of groups.ratesByRow()) {
    const name = `${row.filename} ${row.configuration}`;
    rows.set(name, {
      ...logChange(row.old, row.new),
      regressed: regressed.has(name),
      // a row not in sizing ran the n its name lists (child-time off, or no n to size)
      ran: ran.get(name) ?? "own"
    });
  }
  const key = rangeKey(scan.from, scan.to);
  const date = scan.trend?.date ?? dates.get(key) ?? (await stat(join2(dir, RESULT_JSON)).catch(() => stat(dir))).mtime.toISOString();
  const bisect = scan.bisect ? {
    culprit: scan.bisect.culprit ? { sha: scan.bisect.culprit.sha, subject: scan.bisect.culprit.subject } : null,
    good: scan.bisect.good,
    bad: scan.bisect.bad
  } : null;
  const night = {
    date,
    from: scan.from,
    to: scan.to,
    commits: scan.commits,
    rewritten: scan.rewritten,
    runner: runnerOf(metadata.fingerprint),
    rows,
    issue: issues.get(key) ?? null,
    bisect,
    source: dir
  };
  return { night, branch: scan.branch };
}
function nightOfScan(scan, threshold, issues) {
  const rows = /* @__PURE__ */ new Map();
  for (const config of scan.configs) {
    const logRatio = config.improvement === null ? null : Math.log1p(config.improvement / 100);
    const z = config.p !== null && config.p > 0 && config.p < 1 ? studentTUpperQuantile(config.p / 2, 1e6) : NaN;
    const se = logRatio !== null && logRatio !== 0 && Number.isFinite(z) && z > 0 ? Math.abs(logRatio) / z : NaN;
    const regressed = config.improvement !== null && config.improvement <= -threshold.minChange && RANK2[config.stars] >= RANK2[threshold.stars];
    rows.set(config.name, { logRatio, variance: Number.isFinite(se) ? se * se : null, regressed, ran: null });
  }
  const key = rangeKey(scan.fromSha, scan.toSha);
  return {
    date: scan.date,
    from: scan.fromSha,
    to: scan.toSha,
    commits: null,
    rewritten: false,
    runner: null,
    rows,
    issue: scan.issue ?? issues.get(key) ?? null,
    bisect: null,
    source: "state"
  };
}
var problemOf = (error) => isUserError(error) || error instanceof Error ? error.message : String(error);
async function readSiteNights(options) {
  const threshold = checkThreshold(options.threshold);
  const issues = options.issues ?? /* @__PURE__ */ new Map();
  const problems = [];
  let scans = [];
  let branch = null;
  if (options.statePath !== void 0) {
    try {
      const { state } = await loadState(options.statePath);
      if (state === null) problems.push(`nightly state ${options.statePath}: no such file`);
      scans = state?.history ?? [];
      branch = state?.branch ?? null;
    } catch (error) {
      problems.push(problemOf(error));
    }
  }
  const dates = new Map(scans.map((scan) => [rangeKey(scan.fromSha, scan.toSha), scan.date]));
  const stateIssues = new Map(issues);
  for (const scan of scans)
    if (scan.issue !== void 0) stateIssues.set(rangeKey(scan.fromSha, scan.toSha), scan.issue);
  const byRange = /* @__PURE__ */ new Map();
  for (const dir of options.resultDirs) {
    try {
      const { night, branch: scanned } = await nightOfResultDir(resolve(dir), threshold, dates, stateIssues);
      branch ??= scanned;
      const key = rangeKey(night.from, night.to);
      if (byRange.has(key)) problems.push(`result directory ${dir}: the range ${key} again; this one is used`);
      byRange.set(key, night);
    } catch (error) {
      problems.push(`result directory ${dir}: ${problemOf(error)}`);
    }
  }
  for (const scan of scans) {
    const key = rangeKey(scan.fromSha, scan.toSha);
    if (!byRange.has(key)) byRange.set(key, nightOfScan(scan, threshold, stateIssues));
  }
  const nights = [...byRange.values()].sort((a, b) => a.date < b.date ? -1 : a.date > b.date ? 1 : 0);
  return { nights, problems, branch };
}
async function readChartLibrary() {
  return readFile2(
    packageFile({ dist: "dist/vendor/vega.min.js", source: "node_modules/vega/build/vega.min.js" }),
    "utf8"
  );
}
async function writeSite(files, outDir) {
  const existing = await lstat2(outDir).catch(() => null);
  if (existing !== null && !existing.isDirectory()) throw new Error(`${outDir} exists and is not a directory`);
  await rm(join2(outDir, "c"), { recursive: true, force: true });
  for (const file of files) {
    const path = join2(outDir, ...file.path.split("/"));
    await mkdir2(dirname2(path), { recursive: true });
    await writeFile(path, file.content);
  }
}
async function buildHistorySite(options, log) {
  const { nights, problems, branch } = await readSiteNights(options);
  for (const problem of problems) log(`history: left out: ${problem}`);
  const files = buildSite(
    {
      repoUrl: options.repoUrl.replace(/\/+$/, ""),
      branch: branch ?? "main",
      nights,
      generated: options.generated,
      problems
    },
    await readChartLibrary()
  );
  await writeSite(files, options.outDir);
  const bytes = files.reduce((sum, file) => sum + Buffer.byteLength(file.content), 0);
  log(`history: ${nights.length} nights, ${files.length} files (${(bytes / 1e6).toFixed(1)} MB) in ${options.outDir}`);
  return { files: files.length, bytes, nights: nights.length, problems };
}

export {
  label,
  mergeMode,
  repoPath,
  resultDir,
  executeResult,
  comment,
  failOnRegression,
  requireSha,
  DEFAULT_REGRESSION_LABEL,
  regressionStars,
  regressionMinChange,
  issueLabel,
  readResults,
  readResultsByPlatform,
  Z95,
  categoryOf,
  percentOf,
  escapeHtml,
  categoryPath,
  page,
  leftOut,
  CATEGORY_SEARCH,
  STATE_FILE_NAME,
  DEFAULT_HISTORY_LIMIT,
  loadState,
  configRecord,
  nextState,
  saveState,
  trendMetadata,
  parseCalibrationFiles,
  calibrationSlice,
  recordCalibration,
  calibrationMetadata,
  calibrationHeader,
  noiseMark,
  GitHubPermissionError,
  GitHubInputError,
  isRateLimitError,
  retryAfterSecondsOf,
  toGitHubError,
  statusOf,
  step,
  GITHUB_ACTIONS_BOT,
  assertRepoRef,
  assertPositiveInteger,
  assertIssueNumber,
  assertFullSha,
  assertBodyLength,
  postComment,
  editComment,
  findOurComments,
  findStickyComment,
  writeStickyComment,
  upsertRegressionIssue,
  NightlyError,
  checkThreshold,
  analyzeNightly,
  classifyByThreshold,
  regressionKey,
  compareUrl2 as compareUrl,
  regressionTitle,
  undecidedTitle,
  regressionIssueBody,
  nightlySummary,
  skippedSummary,
  logChange,
  runnerOf,
  writeSite,
  buildHistorySite
};
