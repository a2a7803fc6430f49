import { createRequire as __nodeBenchCreateRequire } from 'node:module';
const require = __nodeBenchCreateRequire(import.meta.url);
import {
  COMPARE_FLAGS,
  nothingMeasured,
  runInterruptible
} from "./chunk-OPXRZ2E5.js";
import "./chunk-SWJUEY6D.js";
import {
  readArgv
} from "./chunk-QWJHKUYG.js";
import {
  EXIT,
  UsageError,
  write
} from "./chunk-D4O6D7PS.js";
import {
  CATEGORY_SEARCH,
  Z95,
  categoryOf,
  categoryPath,
  escapeHtml,
  leftOut,
  logChange,
  page,
  percentOf,
  readResults,
  runnerOf,
  writeSite
} from "./chunk-ISM3LZKS.js";
import {
  RESULT_CSV,
  RESULT_JSON,
  analyzeResult,
  writeResultMetadata
} from "./chunk-Y4NU447O.js";
import {
  buildComparison,
  failureNotes,
  resultsFileName
} from "./chunk-FEEC4AQF.js";
import "./chunk-OQS66D46.js";
import "./chunk-C7NMIJ2O.js";
import "./chunk-EKHJGHTL.js";
import "./chunk-2NKTRLOZ.js";
import "./chunk-WEI2IXKL.js";
import "./chunk-UUCBSCLN.js";
import {
  formatBinarySpec,
  parseBinarySpec
} from "./chunk-X24E7EC6.js";
import "./chunk-HLTIGYLM.js";
import {
  quiet
} from "./chunk-G2IUYMHM.js";
import "./chunk-R2WWX3V3.js";
import "./chunk-HUCITX4Q.js";
import "./chunk-OKLX6OW5.js";
import {
  comparisonMetadata
} from "./chunk-6AVMWGWR.js";
import "./chunk-XPXED6EU.js";
import "./chunk-6GNYY2MZ.js";
import {
  cacheDirFrom
} from "./chunk-R6LVNVJH.js";
import "./chunk-ILDHKKTL.js";
import {
  UserError,
  isUserError
} from "./chunk-S77ZKJKL.js";
import "./chunk-PHDEEH6Z.js";

// src/commands/releases.ts
import { lstat, mkdir, rm } from "node:fs/promises";
import { join as join2, resolve } from "node:path";

// src/options/releases-argv.ts
var {
  old: _old,
  new: _new,
  out: _out,
  plot: _plot,
  shard: _shard,
  "fail-on-regression": _fail,
  repo: _repo,
  "build-command": _build,
  "binary-path": _binaryPath,
  "min-free-gb": _minFree,
  "build-timeout": _buildTimeout,
  ...STEP_FLAGS
} = COMPARE_FLAGS;
var RELEASES_FLAGS = {
  ...STEP_FLAGS,
  out: { type: "string" },
  groups: { type: "string", multiple: true },
  results: { type: "string" },
  "from-results": { type: "string" },
  repo: { type: "string" }
};
var REPO = /^[A-Za-z0-9_.-]{1,100}\/[A-Za-z0-9_.-]{1,100}$/;
var stepDirName = (index, old, now) => `${index + 1}-${old}..${now}`;
function readReleaseChain(argv, resolvePath) {
  const { values, positionals } = readArgv({ args: argv, allowPositionals: true, options: RELEASES_FLAGS });
  if (values.help) return "help";
  if (values.out === void 0 || values.out === "") throw new UserError("releases needs --out SITE_DIR");
  const repo = values.repo ?? "nodejs/node";
  if (!REPO.test(repo)) throw new UserError(`--repo must be OWNER/NAME; got ${JSON.stringify(repo)}`);
  const groups = (values.groups ?? []).flatMap((g) => g.split(",")).map((g) => g.trim()).filter((g) => g !== "");
  const fromResults = values["from-results"];
  const base = {
    groups,
    siteDir: resolvePath(values.out),
    repoUrl: `https://github.com/${repo}`,
    stepValues: stepValuesOf(values)
  };
  if (fromResults !== void 0) {
    if (positionals.length > 0 || values.results !== void 0)
      throw new UserError(
        "releases --from-results DIR builds the page from DIR alone: give no releases or --results with it"
      );
    return { ...base, mode: "rebuild", releases: [], steps: [], resultsDir: resolvePath(fromResults) };
  }
  const releases = positionals.map((text) => releaseOf(text));
  if (releases.length < 2)
    throw new UserError(
      `releases needs a chain of two or more releases (oldest first, e.g. 16.20.0 18.16.0 20.0.0); got ${releases.length === 0 ? "none" : `only ${releases[0]}`}`
    );
  if (groups.length === 0) throw new UserError("releases needs --groups GROUP[,GROUP...] to compare");
  const steps = releases.slice(1).map((now, i) => {
    const old = releases[i];
    if (old === now) throw new UserError(`${old} follows itself in the chain; give each step two releases`);
    return { old, new: now, dirName: stepDirName(i, old, now) };
  });
  return {
    ...base,
    mode: "measure",
    releases,
    steps,
    resultsDir: values.results === void 0 ? void 0 : resolvePath(values.results)
  };
}
function releaseOf(text) {
  const spec = parseBinarySpec(text, "releases");
  if (spec.kind !== "release")
    throw new UserError(
      `${JSON.stringify(text)} is not a release version (e.g. 20.0.0, v18.16.0, 20); compare paths and refs with node-bench compare`
    );
  return spec.version;
}
function stepValuesOf(values) {
  const { out: _out2, groups: _groups, results: _results, "from-results": _from, repo: _repo2, ...rest } = values;
  return { ...rest, "fail-on-regression": false, duet: rest.duet === true };
}

// src/commands/releases-site.ts
import { readdir } from "node:fs/promises";
import { join } from "node:path";

// src/site/releases.ts
function cumulativeOf(steps, name) {
  let level = 0;
  let variance = 0;
  for (const step of steps) {
    const row = step.rows.get(name);
    if (step.failed !== null) return `the step ${step.old} → ${step.new} failed`;
    if (row === void 0 || row.logRatio === null) return `not measured in ${step.old} → ${step.new}`;
    if (row.variance === null) return `no known uncertainty in ${step.old} → ${step.new}`;
    level += row.logRatio;
    variance += row.variance;
  }
  const halfWidth = Z95 * Math.sqrt(variance);
  return { change: percentOf(level), halfWidth: percentOf(halfWidth), sure: Math.abs(level) > halfWidth };
}
var percent = (value, signed = true) => Number.isFinite(value) ? `${signed && value > 0 ? "+" : ""}${value.toFixed(2)} %` : "NA";
var stepName = (step) => `${step.old} → ${step.new}`;
var tag = (version) => /^\d+\.\d+\.\d+$/.test(version) ? `v${version}` : version;
var compareLink = (context, step) => `${context.repoUrl}/compare/${tag(step.old)}...${tag(step.new)}`;
var chainNav = (up) => `<a href="${up}index.html">categories</a>`;
var CLASS = {
  regression: "slower",
  improvement: "faster",
  same: "same",
  unresolved: "",
  untested: ""
};
function stepCell(row) {
  if (row === void 0) return '<td class="na">—</td>';
  const mark = row.stars !== "" ? ` ${row.stars}` : row.outcome === "same" ? " (same)" : "";
  return `<td class="${CLASS[row.outcome]}" data-outcome="${row.outcome}">${percent(row.change)}${escapeHtml(mark)}</td>`;
}
function cumulativeCell(steps, name) {
  const chained = cumulativeOf(steps, name);
  if (typeof chained === "string")
    return `<td class="na" title="${escapeHtml(chained)}">— (${escapeHtml(chained)})</td>`;
  const kind = !chained.sure ? "" : chained.change < 0 ? "slower" : "faster";
  return `<td class="chain ${kind}">${percent(chained.change)} ±${percent(chained.halfWidth, false)}</td>`;
}
function rowsByCategory(steps) {
  const names = /* @__PURE__ */ new Set();
  for (const step of steps) for (const name of step.rows.keys()) names.add(name);
  const byCategory = /* @__PURE__ */ new Map();
  for (const name of [...names].sort()) {
    const list = byCategory.get(categoryOf(name)) ?? [];
    list.push(name);
    byCategory.set(categoryOf(name), list);
  }
  return byCategory;
}
var STYLE = `<style>.faster{color:#060}.same{color:#555}td.chain{font-weight:600}.na{color:#888}
table{font-size:14px}td:first-child{font-family:ui-monospace,monospace;word-break:break-all}.wide{overflow-x:auto}</style>`;
var SEARCH = `<script>
const box=document.getElementById('search');box.addEventListener('input',()=>{const q=box.value.trim().toLowerCase();
for(const tr of document.querySelectorAll('tr[data-name]')){tr.hidden=q!==''&&!tr.dataset.name.toLowerCase().includes(q);}});
</script>`;
function chainTitle(context) {
  const releases = context.steps.length === 0 ? [] : [context.steps[0].old, ...context.steps.map((s) => s.new)];
  return `Node.js ${releases.join(" → ")}`;
}
function chainCategoryPage(context, category, names) {
  const { steps } = context;
  const chainHead = steps.length > 1 ? `<th>${escapeHtml(`${steps[0].old} → ${steps[steps.length - 1].new}`)} (chained, 95 %)</th>` : "";
  const head = `<tr><th>configuration</th>` + steps.map((s) => `<th><a href="${escapeHtml(compareLink(context, s))}">${escapeHtml(stepName(s))}</a></th>`).join("") + `${chainHead}</tr>`;
  const body = names.map(
    (name) => `<tr data-name="${escapeHtml(name)}"><td>${escapeHtml(name)}</td>${steps.map((s) => stepCell(s.rows.get(name))).join("")}${steps.length > 1 ? cumulativeCell(steps, name) : ""}</tr>`
  ).join("\n");
  const intro = `<p>${names.length} ${names.length === 1 ? "configuration" : "configurations"}. Each step's change is the new release's rate relative to the old's (positive: faster), starred as the PR comment stars it (* p &lt; 0.05, ** p &lt; 0.01, *** p &lt; 0.001, Holm-corrected); the chained change multiplies the steps’ ratios, its 95 % band from their summed variances.</p>`;
  return page(
    `${chainTitle(context)}: ${category}`,
    1,
    `${STYLE}${intro}<div class="wide"><table class="chain-table"><thead>${head}</thead><tbody>${body}</tbody></table></div>${SEARCH}`,
    true,
    chainNav
  );
}
function chainIndexPage(context, categories) {
  const steps = context.steps.map((s) => {
    const state = s.failed !== null ? `<span class="slower">failed: ${escapeHtml(s.failed)}</span>` : `${s.rows.size} rows${s.partial ? " (stopped early: partial)" : ""}${s.about ? `; ${escapeHtml(s.about)}` : ""}`;
    return `<li class="step" data-step="${escapeHtml(stepName(s))}"><a href="${escapeHtml(compareLink(context, s))}">${escapeHtml(stepName(s))}</a>: ${state}</li>`;
  }).join("");
  const items = categories.map(
    (c) => `<li data-rows="${escapeHtml(c.rows.join("\n"))}"><a href="${escapeHtml(c.path)}">${escapeHtml(c.name)}</a> (${c.rows.length} rows)</li>`
  ).join("\n");
  const problems = leftOut(context.problems);
  const script = CATEGORY_SEARCH;
  return page(
    chainTitle(context),
    0,
    `<p>Release against release: each step an interleaved comparison of two releases on one runner. Built ${escapeHtml(context.generated.slice(0, 10))}.</p><h2>Steps</h2><ul class="steps">${steps}</ul><h2>Categories</h2><ul class="categories">${items}</ul>${problems}${script}`,
    true,
    chainNav
  );
}
function buildChainSite(context) {
  const categories = [...rowsByCategory(context.steps)].map(([name, rows], i) => ({
    name,
    rows,
    path: categoryPath(name, i)
  }));
  return [
    { path: "index.html", content: chainIndexPage(context, categories) },
    ...categories.map((c) => ({ path: c.path, content: chainCategoryPage(context, c.name, c.rows) }))
  ];
}

// src/commands/releases-site.ts
var STEP_DIR = /^(\d+)-(.+)\.\.(.+)$/;
function stepOfDirName(name) {
  const match = STEP_DIR.exec(name);
  return match ? { index: Number(match[1]), old: match[2], new: match[3] } : null;
}
async function stepDirsOf(resultsDir) {
  const entries = await readdir(resultsDir, { withFileTypes: true });
  return entries.filter((e) => e.isDirectory()).map((e) => ({ name: e.name, step: stepOfDirName(e.name) })).filter((e) => e.step !== null).sort((a, b) => a.step.index - b.step.index).map((e) => ({ dir: join(resultsDir, e.name), old: e.step.old, new: e.step.new }));
}
function failedChainStep(step, dir, why) {
  return { old: step.old, new: step.new, rows: /* @__PURE__ */ new Map(), failed: why, partial: false, about: null, source: dir };
}
async function readChainStep(dir, old, now) {
  let read;
  try {
    read = await readResults(dir);
  } catch (error) {
    return failedChainStep({ old, new: now }, dir, error instanceof Error ? error.message : String(error));
  }
  const { metadata, groups } = read;
  const analysis = analyzeResult(read, "holm");
  const rates = new Map(groups.ratesByRow().map((row) => [`${row.filename} ${row.configuration}`, row]));
  const rows = /* @__PURE__ */ new Map();
  for (const c of analysis.comparisons) {
    const row = rates.get(c.name);
    rows.set(c.name, {
      change: c.decision.estimate.change,
      stars: c.decision.stars,
      outcome: c.decision.outcome,
      ...row ? logChange(row.old, row.new) : { logRatio: null, variance: null }
    });
  }
  const runs = metadata.adaptive ? `runs auto up to ${metadata.adaptive.maxRuns}` : `${metadata.runs} runs`;
  return {
    old: metadata.old.version.replace(/^v/, ""),
    new: metadata.new.version.replace(/^v/, ""),
    rows,
    failed: null,
    partial: metadata.partial,
    about: `${runs}; ${runnerOf(metadata.fingerprint)}`,
    source: dir
  };
}
async function writeChainSite(steps, options) {
  const files = buildChainSite({
    repoUrl: options.repoUrl,
    steps,
    generated: options.generated,
    problems: options.problems
  });
  await writeSite(files, options.siteDir);
  return files.length;
}

// src/commands/releases.ts
var RELEASES_USAGE = `Usage: node-bench releases RELEASE RELEASE... --groups GROUP[,GROUP] --out SITE_DIR [options]
       node-bench releases --from-results DIR --out SITE_DIR

Compares a chain of Node.js releases (oldest first, e.g. 16.20.0 18.16.0
20.0.0) step by step: each consecutive pair is one node-bench compare of
the groups, with its own result directory (result.json + results.csv) in
--results. Then builds a static page in SITE_DIR: per benchmark category a
table of each configuration's change per step, starred as the PR comment
stars it, and the chain's change first -> last with its 95 % band. Open
SITE_DIR/index.html; it needs no network.

A step that fails is one line here and on the page; the others still run.
Run again with the same --results to go on: steps already measured are
kept, a stopped one is resumed from its CSV. --from-results DIR builds the
page from DIR's step directories without measuring.

Every step takes node-bench compare's options (see node-bench help compare):
--runs, --max-runs, --as-compare-js, --delta, --correction, --filter,
--exclude, --set, --child-time, --timeout, --max-time (per step), --cpuset,
--lanes, --duet, --suite, --suite-dir, --binary-source, --cache-dir, --mirror,
--sandbox, --pass-env, --quiet.

Options:
  --groups GROUP[,GROUP]   benchmark groups each step compares (repeatable)
  --out DIR                where the page goes (its own files are replaced)
  --results DIR            where the steps' result directories go
                           (default <cache folder>/results/releases-<time>)
  --from-results DIR       build the page from DIR's steps, measure nothing
  --repo OWNER/NAME        where the steps' compare links go (default nodejs/node)
  -h, --help               this text

Exit codes: 0 every step measured, 1 bad input or no step measured,
${EXIT.benchmarkFailures} some steps (or benchmarks) failed (the page shows the rest), ${EXIT.interrupted} interrupted.`;
async function releasesCommand(argv, io) {
  const read = readReleaseChain(argv, (path) => resolve(io.cwd, path));
  if (read === "help") {
    write(io.stdout, RELEASES_USAGE);
    return EXIT.ok;
  }
  const log = quiet.parse(read.stepValues) ? () => {
  } : (line) => write(io.stderr, line);
  if (read.mode === "rebuild") return rebuild(read, io);
  const chain = { ...read, cacheDir: cacheDirFrom(read.stepValues["cache-dir"], io.cwd, io.env) };
  const { cacheDir } = chain;
  const resultsDir = chain.resultsDir ?? join2(
    cacheDir,
    "results",
    resultsFileName(/* @__PURE__ */ new Date()).replace(/^node-bench-/, "releases-").replace(/\.csv$/, "")
  );
  await mkdir(resultsDir, { recursive: true });
  log(`releases: ${chain.steps.length} steps, result directories in ${resultsDir}`);
  const steps = [];
  let interrupted = false;
  let benchmarkFailures = false;
  for (const [i, step] of chain.steps.entries()) {
    const dir = join2(resultsDir, step.dirName);
    if (interrupted) {
      steps.push(failedChainStep(step, dir, "not run: the chain was interrupted"));
      continue;
    }
    const measured = await measureStep(chain, step, dir, log, io).catch((error) => {
      if (!isUserError(error)) throw error;
      return { failed: error.message, interrupted: false };
    });
    interrupted = measured.interrupted;
    if ("failed" in measured) {
      write(io.stderr, `node-bench releases: step ${i + 1} (${step.old} → ${step.new}) failed: ${measured.failed}`);
      steps.push(failedChainStep(step, dir, measured.failed));
      continue;
    }
    benchmarkFailures ||= measured.benchmarkFailures;
    steps.push(await readChainStep(dir, step.old, step.new));
  }
  await writeChainSite(steps, {
    siteDir: chain.siteDir,
    repoUrl: chain.repoUrl,
    generated: (/* @__PURE__ */ new Date()).toISOString(),
    problems: []
  });
  const failed = steps.filter((s) => s.failed !== null).length;
  write(
    io.stderr,
    `releases: ${steps.length - failed} of ${steps.length} steps measured; page: ${join2(chain.siteDir, "index.html")}; results: ${resultsDir}`
  );
  if (interrupted) return EXIT.interrupted;
  if (failed === steps.length) return EXIT.error;
  return failed > 0 || benchmarkFailures ? EXIT.benchmarkFailures : EXIT.ok;
}
async function rebuild(chain, io) {
  const resultsDir = chain.resultsDir;
  const found = await stepDirsOf(resultsDir).catch((error) => {
    throw new UsageError(
      `--from-results ${resultsDir}: ${error.code === "ENOENT" ? "no such directory" : error.message}`
    );
  });
  const steps = await Promise.all(found.map((s) => readChainStep(s.dir, s.old, s.new)));
  const problems = steps.filter((s) => s.failed !== null).map((s) => `${s.source}: ${s.failed}`);
  for (const problem of problems) write(io.stderr, `releases: left out: ${problem}`);
  await writeChainSite(steps, {
    siteDir: chain.siteDir,
    repoUrl: chain.repoUrl,
    generated: (/* @__PURE__ */ new Date()).toISOString(),
    problems
  });
  write(
    io.stderr,
    `releases: ${steps.length - problems.length} of ${steps.length} steps; page: ${join2(chain.siteDir, "index.html")}`
  );
  return steps.length > problems.length ? EXIT.ok : EXIT.error;
}
async function measureStep(chain, step, dir, log, io) {
  const existing = await lstat(join2(dir, RESULT_JSON)).catch(() => null);
  if (existing !== null) {
    const earlier = await readResults(dir).catch(() => null);
    if (earlier !== null && !earlier.metadata.partial) {
      log(`releases: ${step.old} → ${step.new}: measured before, kept (${dir})`);
      return { interrupted: false, benchmarkFailures: earlier.metadata.failures.length > 0 };
    }
    await rm(join2(dir, RESULT_JSON));
  }
  await mkdir(dir, { recursive: true });
  const request = buildComparison(
    { values: { ...chain.stepValues, old: step.old, new: step.new }, positionals: chain.groups },
    { cwd: io.cwd, cacheDir: chain.cacheDir },
    { out: join2(dir, RESULT_CSV), format: "text", quiet: quiet.parse(chain.stepValues) }
  );
  log(`releases: ${step.old} → ${step.new}`);
  const routing = {
    isQuiet: request.output.quiet,
    csvOnStdout: false,
    tableFormat: "text",
    tableStream: null,
    log
  };
  const run = await runInterruptible(request, chain.stepValues, routing, io);
  if (run.samples + run.priorSamples === 0) {
    const first = run.failures[0];
    const why = first ? `nothing was measured: ${first.filename}: ${first.detail}` : nothingMeasured(run, request);
    return { failed: why, interrupted: run.interrupted };
  }
  const info = await lstat(dir);
  const side = (binary) => ({
    spec: formatBinarySpec(binary.spec),
    version: binary.version,
    sha: null
  });
  await writeResultMetadata(
    { path: dir, dev: info.dev, ino: info.ino },
    comparisonMetadata({ ...run, failures: failureNotes(run.failures, request.suite.kind) }, request.schedule, {
      headSha: null,
      commentId: null,
      old: side(run.binaries.old),
      new: side(run.binaries.new),
      load: run.load ?? null
    })
  );
  log(`releases: ${step.old} → ${step.new}: ${run.samples} samples, ${run.failures.length} failures; ${dir}`);
  return { interrupted: run.interrupted, benchmarkFailures: run.failures.length > 0 || run.partial };
}
export {
  RELEASES_USAGE,
  releasesCommand
};
