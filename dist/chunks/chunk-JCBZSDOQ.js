import { createRequire as __nodeBenchCreateRequire } from 'node:module';
const require = __nodeBenchCreateRequire(import.meta.url);
import {
  describeEstimate
} from "./chunk-HLTIGYLM.js";

// src/suggest/format.ts
var SHOWN = 3;
function plainPath(file) {
  return file.replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, "?");
}
function codePath(file) {
  const clean = plainPath(file).replace(/`/g, "?").slice(0, 200);
  return `\`${clean}\``;
}
function some(items, render) {
  const shown = items.slice(0, SHOWN).map(render).join(", ");
  return items.length > SHOWN ? `${shown} and ${items.length - SHOWN} more` : shown;
}
function filesAndWhys(reasons) {
  const whys = [...new Set(reasons.map((r) => r.why))].slice(0, SHOWN).join("; ");
  const files = reasons.map((r) => r.file);
  return `${some(files, codePath)} (${whys})`;
}
function suggestionMarkdown(suggestion, dropped = []) {
  const lines = [];
  const cut = suggestion.truncated ? ` (GitHub lists at most 3,000 files of a pull request: only those were read)` : "";
  lines.push(`Groups chosen from the ${suggestion.fileCount} changed files${cut}:`);
  for (const group of suggestion.groups) {
    if (dropped.includes(group.name)) continue;
    lines.push(`- \`${group.name}\` ← ${filesAndWhys(group.because)}`);
  }
  if (dropped.length > 0) {
    lines.push(`- not run (not in this workflow's allowed-groups): ${dropped.map((g) => `\`${g}\``).join(", ")}`);
  }
  const reasoned = [
    ["every benchmark", suggestion.broad],
    ["nothing to measure", suggestion.unmeasured]
  ];
  for (const [what, reasons] of reasoned) {
    if (reasons.length > 0) lines.push(`- ${what}: ${filesAndWhys(reasons)}`);
  }
  if (suggestion.unmatched.length > 0) {
    lines.push(`- no benchmark found for ${some(suggestion.unmatched, codePath)}`);
  }
  return lines;
}
function suggestionJson(suggestion, estimate) {
  return {
    decision: suggestion.decision,
    groups: suggestion.groups.map((g) => g.name),
    files: Object.fromEntries(suggestion.groups.map((g) => [g.name, g.because])),
    broad: suggestion.broad,
    unmeasured: suggestion.unmeasured,
    unmatched: suggestion.unmatched,
    fileCount: suggestion.fileCount,
    truncated: suggestion.truncated,
    estimate: estimate === null ? null : { ...estimate, text: describeEstimate(estimate) }
  };
}
function suggestionText(suggestion, estimate) {
  const lines = [];
  if (suggestion.decision === "run") lines.push(`groups: ${suggestion.groups.map((g) => g.name).join(" ")}`);
  else if (suggestion.decision === "ask")
    lines.push("groups: none chosen: a file changes every benchmark; name the groups");
  else lines.push("groups: none: no changed file is measured by a benchmark");
  for (const group of suggestion.groups) {
    for (const reason of group.because) lines.push(`  ${group.name} <- ${plainPath(reason.file)} (${reason.why})`);
  }
  for (const reason of suggestion.broad) lines.push(`  every benchmark <- ${plainPath(reason.file)} (${reason.why})`);
  for (const reason of suggestion.unmeasured) lines.push(`  nothing <- ${plainPath(reason.file)} (${reason.why})`);
  for (const file of suggestion.unmatched) lines.push(`  no benchmark found <- ${plainPath(file)}`);
  if (estimate !== null) lines.push(describeEstimate(estimate));
  if (suggestion.decision === "run") {
    lines.push(`run: node-bench compare ${suggestion.groups.map((g) => g.name).join(" ")} --old <base> --new <head>`);
  }
  return lines.join("\n");
}

// src/suggest/glob.ts
var SPECIAL = /[\\^$.+()|[\]]/g;
function globToRegExp(glob) {
  let source = "";
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i];
    if (c === "*") {
      if (glob[i + 1] === "*") {
        i++;
        if (glob[i + 1] === "/") {
          i++;
          source += "(?:.*/)?";
        } else source += ".*";
      } else source += "[^/]*";
    } else if (c === "?") source += "[^/]";
    else if (c === "{") {
      const end = glob.indexOf("}", i);
      if (end === -1) throw new SyntaxError(`unclosed { in the glob ${JSON.stringify(glob)}`);
      const words = glob.slice(i + 1, end).split(",");
      source += `(?:${words.map((word) => word.replace(SPECIAL, "\\$&")).join("|")})`;
      i = end;
    } else source += c.replace(SPECIAL, "\\$&");
  }
  return new RegExp(`^${source}$`);
}

// src/suggest/rules.ts
var PATH_RULES = [
  // Everything, or the build of everything: never all of core silently.
  { glob: "deps/v8/**", kind: "broad", why: "V8 runs every benchmark" },
  { glob: "tools/v8_gypfiles/**", kind: "broad", why: "how V8 is built" },
  { glob: "configure", kind: "broad", why: "build configuration" },
  { glob: "configure.py", kind: "broad", why: "build configuration" },
  { glob: "node.gyp", kind: "broad", why: "build of the whole binary" },
  { glob: "node.gypi", kind: "broad", why: "build of the whole binary" },
  { glob: "common.gypi", kind: "broad", why: "compiler flags of the whole binary" },
  // Not in the binary, or not measured.
  { glob: "test/**", kind: "nothing", why: "tests" },
  { glob: "doc/**", kind: "nothing", why: "documentation" },
  { glob: "**/*.md", kind: "nothing", why: "documentation" },
  { glob: "tools/**", kind: "nothing", why: "tools and CI" },
  { glob: ".github/**", kind: "nothing", why: "CI" },
  { glob: ".*", kind: "nothing", why: "repository settings" },
  { glob: "typings/**", kind: "nothing", why: "type declarations for editors" },
  { glob: "benchmark/*", kind: "nothing", why: "the benchmark harness, not a benchmark" },
  { glob: "benchmark/fixtures/**", kind: "nothing", why: "benchmark fixtures" },
  { glob: "deps/npm/**", kind: "nothing", why: "npm is not benchmarked" },
  { glob: "deps/corepack/**", kind: "nothing", why: "corepack is not benchmarked" },
  { glob: "deps/googletest/**", kind: "nothing", why: "C++ test framework" },
  { glob: "src/README.md", kind: "nothing", why: "documentation" },
  { glob: "lib/internal/test/**", kind: "nothing", why: "test helpers" },
  { glob: "Makefile", kind: "nothing", why: "developer build script" },
  { glob: "vcbuild.bat", kind: "nothing", why: "Windows build script" },
  { glob: "BSDmakefile", kind: "nothing", why: "developer build script" },
  { glob: "*.gn", kind: "nothing", why: "GN build (not the release build)" },
  { glob: "*.gni", kind: "nothing", why: "GN build (not the release build)" },
  { glob: "android*", kind: "nothing", why: "Android build" },
  { glob: "{LICENSE,AUTHORS,CODEOWNERS}", kind: "nothing", why: "repository metadata" },
  { glob: "pyproject.toml", kind: "nothing", why: "Python tooling" },
  { glob: "tsconfig.json", kind: "nothing", why: "editor settings" },
  { glob: "codecov.yml", kind: "nothing", why: "CI" },
  // Bundled libraries: the categories that exercise them.
  { glob: "deps/ada/**", kind: "groups", groups: ["url"], why: "ada parses URLs" },
  { glob: "deps/llhttp/**", kind: "groups", groups: ["http"], why: "llhttp parses HTTP" },
  { glob: "deps/undici/**", kind: "groups", groups: ["fetch", "websocket"], why: "undici is fetch and WebSocket" },
  {
    glob: "deps/sqlite/**",
    kind: "groups",
    groups: ["sqlite", "webstorage"],
    why: "SQLite is node:sqlite and Web Storage"
  },
  { glob: "deps/openssl/**", kind: "groups", groups: ["crypto", "tls"], why: "OpenSSL" },
  { glob: "deps/ncrypto/**", kind: "groups", groups: ["crypto", "tls"], why: "crypto bindings" },
  { glob: "deps/zlib/**", kind: "groups", groups: ["zlib"], why: "zlib" },
  { glob: "deps/brotli/**", kind: "groups", groups: ["zlib"], why: "brotli is in zlib" },
  { glob: "deps/zstd/**", kind: "groups", groups: ["zlib"], why: "zstd is in zlib" },
  { glob: "deps/nghttp2/**", kind: "groups", groups: ["http2"], why: "nghttp2 is HTTP/2" },
  { glob: "deps/cares/**", kind: "groups", groups: ["dns"], why: "c-ares resolves names" },
  {
    glob: "deps/simdutf/**",
    kind: "groups",
    groups: ["buffers", "string_decoder", "util"],
    why: "simdutf transcodes strings (Buffer, TextDecoder)"
  },
  { glob: "deps/base64/**", kind: "groups", groups: ["buffers"], why: "base64 coding of Buffer" },
  { glob: "deps/nbytes/**", kind: "groups", groups: ["buffers"], why: "byte helpers of Buffer" },
  {
    glob: "deps/uv/**",
    kind: "groups",
    groups: ["fs", "net", "dgram", "child_process"],
    why: "libuv does the I/O; a short list, name others by hand"
  },
  { glob: "deps/histogram/**", kind: "groups", groups: ["perf_hooks"], why: "HdrHistogram" },
  { glob: "deps/cjs-module-lexer/**", kind: "groups", groups: ["esm", "module"], why: "CommonJS export detection" },
  { glob: "deps/simdjson/**", kind: "groups", groups: ["module"], why: "package.json parsing" },
  { glob: "deps/amaro/**", kind: "groups", groups: ["ts"], why: "type stripping" },
  { glob: "deps/icu-small/**", kind: "groups", groups: ["util", "url"], why: "ICU (TextDecoder, IDNA)" },
  { glob: "src/crypto/**", kind: "groups", groups: ["crypto", "tls"], why: "crypto bindings" }
];
var ALIASES = {
  _http: ["http"],
  _stream: ["streams"],
  _tls: ["tls"],
  http_parser: ["http"],
  stream: ["streams"],
  stream_base: ["net", "streams"],
  stream_wrap: ["net"],
  tcp_wrap: ["net"],
  pipe_wrap: ["net"],
  udp_wrap: ["dgram"],
  cares_wrap: ["dns"],
  process_wrap: ["child_process"],
  spawn_sync: ["child_process"],
  file: ["fs"],
  dir: ["fs"],
  fs_event_wrap: ["fs"],
  event_target: ["events"],
  perf: ["perf_hooks"],
  histogram: ["perf_hooks"],
  "modules/esm": ["esm"],
  "modules/cjs": ["module"],
  modules: ["module", "esm"],
  "modules/typescript": ["ts"],
  module_wrap: ["esm"],
  errors: ["error"],
  encoding: ["util"],
  encoding_binding: ["util"],
  i18n: ["util"],
  string_bytes: ["buffers", "string_decoder"],
  messaging: ["worker"],
  worker_threads: ["worker"],
  contextify: ["vm"],
  bootstrap: ["misc"],
  main: ["misc"],
  realm: ["misc"],
  snapshot: ["misc"],
  url_pattern: ["url"],
  querystring: ["querystring", "url"],
  punycode: ["url"],
  blocklist: ["net"],
  socketaddress: ["net"],
  js_stream_socket: ["net"],
  freelist: ["http"],
  priority_queue: ["timers"],
  linkedlist: ["timers"],
  process_methods: ["process"],
  "process/permission": ["permission"],
  test: ["test_runner"],
  report: ["process"],
  trace_events: ["misc"],
  async_wrap: ["async_hooks"],
  async_context_frame: ["async_hooks"],
  async_local_storage: ["async_hooks"],
  util_types: ["util"],
  types: ["util"],
  mime: ["mime"],
  webidl: ["webstreams"],
  webstreams: ["webstreams"],
  wasm_web_api: ["es"],
  validators: ["validators"],
  abort_controller: ["abort_controller"]
};
var HELPER_MODULES = ["fs", "path", "assert", "os", "child_process", "common"];
var LOAD_SHARE = 1 / 3;

// src/suggest/suggest.ts
var BUILT_IN = PATH_RULES.map((rule) => ({ test: globToRegExp(rule.glob), rule }));
function layoutOf(file) {
  const lib = /^lib\/(.+)\.(?:js|mjs)$/.exec(file);
  if (lib) {
    const parts = lib[1].split("/");
    const internal = parts[0] === "internal";
    const rest = internal ? parts.slice(1) : parts;
    if (rest.length === 0) return void 0;
    const names = [];
    if (rest.length > 1) names.push(rest.slice(0, 2).join("/"));
    names.push(...underscorePrefixes(rest[0]));
    return { names, specifiers: [lib[1]] };
  }
  const src = /^src\/(.+?)(?:-inl)?\.(?:cc|h|c|cpp)$/.exec(file);
  if (src) {
    const parts = src[1].split("/");
    const base = parts.length === 1 ? parts[0] : parts[0];
    return { names: underscorePrefixes(base.replace(/^node_/, "")), specifiers: [] };
  }
  return void 0;
}
function underscorePrefixes(name) {
  const names = [name];
  for (let end = name.lastIndexOf("_"); end > 0; end = name.lastIndexOf("_", end - 1)) names.push(name.slice(0, end));
  return names;
}
function categoriesOfName(name, tree) {
  const alias = ALIASES[name];
  if (alias !== void 0) return alias.filter((group) => tree.has(group));
  if (tree.has(name)) return [name];
  if (tree.has(`${name}s`)) return [`${name}s`];
  return void 0;
}
function loadsModule(load, specifier) {
  return load === specifier || load.startsWith(`${specifier}/`);
}
function categoriesLoading(specifiers, tree) {
  const wanted = specifiers.filter((specifier) => !HELPER_MODULES.includes(specifier.split("/")[0]));
  if (wanted.length === 0) return [];
  const found = [];
  for (const [group, files] of tree) {
    if (files.length === 0) continue;
    const loading = files.filter((file) => file.loads.some((load) => wanted.some((s) => loadsModule(load, s))));
    if (loading.length === 0) continue;
    const internal = loading.some(
      (file) => file.loads.some((load) => load.startsWith("internal/") && wanted.some((s) => loadsModule(load, s)))
    );
    if (!internal && loading.length < files.length * LOAD_SHARE) continue;
    const what = wanted.map((s) => `\`${s}\``).join(", ");
    found.push({ group, why: `${loading.length} of ${files.length} of its benchmarks load ${what}` });
  }
  return found;
}
function parseUserRules(text, where) {
  const rules = [];
  for (const [index, raw] of text.split("\n").entries()) {
    const line = raw.replace(/#.*/, "").trim();
    if (line === "") continue;
    const colon = line.indexOf(":");
    if (colon <= 0) {
      throw new SyntaxError(
        `${where} line ${index + 1}: write a rule as \`<glob>: <group> [<group>…]\` (no groups: the files change nothing)`
      );
    }
    const glob = line.slice(0, colon).trim();
    const groups = line.slice(colon + 1).split(/[\s,]+/).filter(Boolean);
    if (!/^[A-Za-z0-9_.,*?{}/@+-]+$/.test(glob)) {
      throw new SyntaxError(
        `${where} line ${index + 1}: the glob ${JSON.stringify(glob)} has characters a path glob has not`
      );
    }
    const badGroup = groups.find((group) => !/^[A-Za-z0-9_.-]+$/.test(group));
    if (badGroup !== void 0) {
      throw new SyntaxError(`${where} line ${index + 1}: ${JSON.stringify(badGroup)} is not a group name`);
    }
    globToRegExp(glob);
    rules.push({ glob, groups });
  }
  return rules;
}
function suggestGroups(files, tree, options = {}) {
  const userRules = (options.rules ?? []).map((rule) => ({ test: globToRegExp(rule.glob), rule }));
  const chosen = /* @__PURE__ */ new Map();
  const broad = [];
  const unmeasured = [];
  const unmatched = [];
  const choose = (group, reason) => {
    const list = chosen.get(group) ?? [];
    if (!list.some((r) => r.file === reason.file)) list.push(reason);
    chosen.set(group, list);
  };
  for (const file of [...new Set(files)]) {
    const user = userRules.find(({ test }) => test.test(file));
    if (user !== void 0) {
      const groups2 = user.rule.groups.filter((group) => tree.has(group));
      const why = `the workflow's rule \`${user.rule.glob}\``;
      if (user.rule.groups.length === 0) unmeasured.push({ file, why });
      else if (groups2.length === 0) unmatched.push(file);
      else for (const group of groups2) choose(group, { file, why });
      continue;
    }
    const builtIn = BUILT_IN.find(({ test }) => test.test(file));
    if (builtIn !== void 0) {
      const { rule } = builtIn;
      if (rule.kind === "broad") broad.push({ file, why: rule.why });
      else if (rule.kind === "nothing") unmeasured.push({ file, why: rule.why });
      else {
        const groups2 = (rule.groups ?? []).filter((group) => tree.has(group));
        if (groups2.length === 0) unmatched.push(file);
        for (const group of groups2) choose(group, { file, why: rule.why });
      }
      continue;
    }
    const bench = /^benchmark\/([^/]+)\/./.exec(file);
    if (bench) {
      if (tree.has(bench[1])) choose(bench[1], { file, why: "the benchmark itself" });
      else unmatched.push(file);
      continue;
    }
    const layout = layoutOf(file);
    let found = false;
    if (layout !== void 0) {
      for (const name of layout.names) {
        const groups2 = categoriesOfName(name, tree);
        if (groups2 === void 0) continue;
        for (const group of groups2) choose(group, { file, why: `measures \`${name}\`` });
        found = groups2.length > 0;
        break;
      }
      for (const { group, why } of categoriesLoading(layout.specifiers, tree)) {
        choose(group, { file, why });
        found = true;
      }
    }
    if (!found) unmatched.push(file);
  }
  const groups = [...chosen].map(([name, because]) => ({ name, because })).sort((a, b) => a.name.localeCompare(b.name));
  return {
    decision: broad.length > 0 ? "ask" : groups.length > 0 ? "run" : "nothing",
    groups,
    broad,
    unmeasured,
    unmatched,
    fileCount: new Set(files).size,
    truncated: options.truncated ?? false
  };
}

// src/suggest/tree.ts
import { execFile } from "node:child_process";
import { readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";

// src/suggest/scan.ts
var LOADS = /\brequire\s*\(\s*(['"])([^'"\n]{1,200})\1\s*\)|\bfrom\s*(['"])([^'"\n]{1,200})\3|\bimport\s*\(\s*(['"])([^'"\n]{1,200})\5\s*\)/g;
function loadsOf(source) {
  const found = /* @__PURE__ */ new Set();
  for (const match of source.matchAll(LOADS)) {
    let specifier = match[2] ?? match[4] ?? match[6];
    if (specifier.startsWith("node:")) specifier = specifier.slice(5);
    if (specifier.startsWith(".") || specifier.startsWith("/")) continue;
    found.add(specifier);
  }
  return [...found].sort();
}

// src/suggest/tree.ts
var run = promisify(execFile);
var NOT_A_CATEGORY = /* @__PURE__ */ new Set(["fixtures"]);
var BENCHMARK = /^[^._].*\.(?:js|mjs|cjs)$/;
var MAX_FILE_BYTES = 256 * 1024;
async function readTreeFromDir(dir) {
  const tree = /* @__PURE__ */ new Map();
  for (const category of (await readdir(dir)).sort()) {
    if (NOT_A_CATEGORY.has(category) || category.startsWith(".")) continue;
    const categoryDir = path.join(dir, category);
    if (!(await stat(categoryDir)).isDirectory()) continue;
    const files = [];
    for (const name of (await readdir(categoryDir)).sort()) {
      if (!BENCHMARK.test(name)) continue;
      const file = path.join(categoryDir, name);
      const info = await stat(file);
      if (!info.isFile()) continue;
      const source = info.size > MAX_FILE_BYTES ? "" : await readFile(file, "utf8");
      files.push({ name, loads: loadsOf(source) });
    }
    tree.set(category, files);
  }
  return tree;
}
async function git(repo, args) {
  const { stdout } = await run("git", ["-C", repo, ...args], { maxBuffer: 256 * 1024 * 1024, encoding: "utf8" });
  return stdout;
}
async function readTreeFromGit(repo, commit, dir = "benchmark") {
  const listing = await git(repo, ["ls-tree", "-r", "-z", "--format=%(objectname) %(path)", commit, "--", `${dir}/`]);
  const entries = listing.split("\0").filter(Boolean).map((line) => {
    const space = line.indexOf(" ");
    return { object: line.slice(0, space), path: line.slice(space + 1 + dir.length + 1) };
  });
  const wanted = entries.map((entry) => ({ ...entry, parts: entry.path.split("/") })).filter(({ parts }) => parts.length === 2 && !NOT_A_CATEGORY.has(parts[0]) && !parts[0].startsWith("."));
  const tree = /* @__PURE__ */ new Map();
  for (const { parts } of wanted) tree.set(parts[0], []);
  const benchmarks = wanted.filter(({ parts }) => BENCHMARK.test(parts[1]));
  const sources = await catFiles(
    repo,
    benchmarks.map((entry) => entry.object)
  );
  benchmarks.forEach(({ parts }, index) => {
    tree.get(parts[0]).push({ name: parts[1], loads: loadsOf(sources[index] ?? "") });
  });
  for (const files of tree.values()) files.sort((a, b) => a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
  return new Map([...tree].sort(([a], [b]) => a < b ? -1 : a > b ? 1 : 0));
}
async function catFiles(repo, objects) {
  if (objects.length === 0) return [];
  const child = execFile("git", ["-C", repo, "cat-file", "--batch"], {
    maxBuffer: 512 * 1024 * 1024,
    encoding: "buffer"
  });
  const done = new Promise((resolve, reject) => {
    const chunks = [];
    child.stdout.on("data", (chunk) => chunks.push(chunk));
    child.on("error", reject);
    child.on(
      "close",
      (code) => code === 0 ? resolve(Buffer.concat(chunks)) : reject(new Error(`git cat-file exited ${code}`))
    );
  });
  child.stdin.end(objects.join("\n") + "\n");
  const out = await done;
  const texts = [];
  let at = 0;
  for (let i = 0; i < objects.length; i++) {
    const newline = out.indexOf(10, at);
    const header = out.subarray(at, newline).toString("utf8").split(" ");
    const size = Number(header[2]);
    at = newline + 1;
    texts.push(size > MAX_FILE_BYTES ? "" : out.subarray(at, at + size).toString("utf8"));
    at += size + 1;
  }
  return texts;
}
async function changedFilesFromGit(repo, base, head) {
  const out = await git(repo, ["diff", "--name-only", "-z", "--no-renames", `${base}...${head}`]);
  return out.split("\0").filter(Boolean);
}

export {
  suggestionMarkdown,
  suggestionJson,
  suggestionText,
  parseUserRules,
  suggestGroups,
  readTreeFromDir,
  git,
  readTreeFromGit,
  changedFilesFromGit
};
