import { createRequire as __nodeBenchCreateRequire } from 'node:module';
const require = __nodeBenchCreateRequire(import.meta.url);
import {
  readArgv
} from "./chunk-QWJHKUYG.js";
import {
  EXIT,
  UsageError,
  write
} from "./chunk-D4O6D7PS.js";
import {
  buildHistorySite,
  regressionMinChange,
  regressionStars
} from "./chunk-ISM3LZKS.js";
import "./chunk-Y4NU447O.js";
import "./chunk-C7NMIJ2O.js";
import "./chunk-2NKTRLOZ.js";
import "./chunk-WEI2IXKL.js";
import "./chunk-UUCBSCLN.js";
import "./chunk-R2WWX3V3.js";
import "./chunk-OKLX6OW5.js";
import "./chunk-6AVMWGWR.js";
import "./chunk-XPXED6EU.js";
import "./chunk-6GNYY2MZ.js";
import {
  cliFlags
} from "./chunk-ILDHKKTL.js";
import "./chunk-S77ZKJKL.js";
import "./chunk-PHDEEH6Z.js";

// src/commands/history.ts
import { resolve } from "node:path";
var HISTORY_USAGE = `Usage: node-bench history --out SITE_DIR [options] [RESULT_DIR...]

Builds the nightly's history site from the result directories of nightly
scans (each as the nightly writes it, or a folder of one run's shards) and
the nightly state: per benchmark category a page with each row's change
over time (the nights chained, relative to the commit a series starts at,
with its 95 % band; breaks shown), the regressions newest first and an
Atom feed of them. Open SITE_DIR/index.html; it needs no network.
A directory or state that cannot be read is one line on the site and here.

Options:
  --out DIR                     where the site goes (its own files are replaced)
  --state FILE                  the nightly state (nightly-state.json): nights whose result directory is not given
  --repo OWNER/NAME             where issues and commits link (default nodejs/node)
  --server-url URL              default https://github.com
  --regression-stars */**/***   a fixed-runs row's Holm stars to count as regressed (default ***)
  --regression-min-change PCT   and how much slower, percent (default 5)
  -h, --help                    this text`;
var REPO = /^[A-Za-z0-9_.-]{1,100}\/[A-Za-z0-9_.-]{1,100}$/;
async function historyCommand(argv, io) {
  const { values, positionals } = readArgv({
    args: argv,
    allowPositionals: true,
    options: {
      out: { type: "string" },
      state: { type: "string" },
      repo: { type: "string", default: "nodejs/node" },
      "server-url": { type: "string", default: "https://github.com" },
      ...cliFlags(regressionStars, regressionMinChange),
      help: { type: "boolean", short: "h", default: false }
    }
  });
  if (values.help) {
    write(io.stdout, HISTORY_USAGE);
    return EXIT.ok;
  }
  if (values.out === void 0 || values.out === "") throw new UsageError("history needs --out SITE_DIR");
  if (positionals.length === 0 && values.state === void 0) {
    throw new UsageError("history needs result directories or --state FILE to build from");
  }
  if (!REPO.test(values.repo)) throw new UsageError(`--repo must be OWNER/NAME; got ${JSON.stringify(values.repo)}`);
  const server = values["server-url"];
  if (!/^https?:\/\/[^\s/]+$/.test(server.replace(/\/+$/, ""))) {
    throw new UsageError(`--server-url must be an http(s) URL of a server; got ${JSON.stringify(server)}`);
  }
  const threshold = {
    stars: regressionStars.parse(values["regression-stars"], "cli"),
    minChange: regressionMinChange.parse(values["regression-min-change"], "cli")
  };
  const built = await buildHistorySite(
    {
      resultDirs: positionals.map((dir) => resolve(io.cwd, dir)),
      ...values.state !== void 0 ? { statePath: resolve(io.cwd, values.state) } : {},
      outDir: resolve(io.cwd, values.out),
      repoUrl: `${server.replace(/\/+$/, "")}/${values.repo}`,
      threshold,
      generated: (/* @__PURE__ */ new Date()).toISOString()
    },
    (line) => write(io.stderr, line)
  );
  if (built.nights === 0) {
    write(io.stderr, "node-bench history: no night could be read: the site is empty");
    return EXIT.error;
  }
  return EXIT.ok;
}
export {
  HISTORY_USAGE,
  historyCommand
};
