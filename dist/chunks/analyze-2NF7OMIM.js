import { createRequire as __nodeBenchCreateRequire } from 'node:module';
const require = __nodeBenchCreateRequire(import.meta.url);
import {
  render
} from "./chunk-SWJUEY6D.js";
import {
  readArgv
} from "./chunk-QWJHKUYG.js";
import {
  EXIT,
  UsageError,
  write
} from "./chunk-D4O6D7PS.js";
import {
  RESULT_CSV,
  RESULT_JSON,
  ResultDirError,
  readResultDir
} from "./chunk-Y4NU447O.js";
import {
  identityPath
} from "./chunk-EKHJGHTL.js";
import "./chunk-2NKTRLOZ.js";
import "./chunk-WEI2IXKL.js";
import {
  plural
} from "./chunk-UUCBSCLN.js";
import {
  correction,
  format
} from "./chunk-G2IUYMHM.js";
import {
  CsvRateReader
} from "./chunk-R2WWX3V3.js";
import "./chunk-HUCITX4Q.js";
import "./chunk-OKLX6OW5.js";
import {
  analyzeDecided,
  packageToolSource
} from "./chunk-6AVMWGWR.js";
import {
  SampleGroups,
  isRegression
} from "./chunk-XPXED6EU.js";
import "./chunk-6GNYY2MZ.js";
import {
  cliFlags
} from "./chunk-ILDHKKTL.js";
import "./chunk-S77ZKJKL.js";
import "./chunk-PHDEEH6Z.js";

// src/commands/analyze.ts
import { closeSync, existsSync, openSync, readFileSync, readSync } from "node:fs";
import { basename, dirname, join, resolve } from "node:path";
var ANALYZE_USAGE = `Usage: node-bench analyze [options] [FILE...]

Reads compare.js CSV from the files (or standard input, or "-") and prints
the confidence table. Several files (e.g. shards of one run) are merged.
A result directory's results.csv of a --runs auto run prints the run's own
verdicts (replayed from its result.json); another --runs auto file's table
is compare.R's Welch test, and a note on standard error says so.

Options:
  --format text|markdown|json   output format (default text: as node-benchmark-compare)
  --correction none|holm        add Holm-adjusted p-values and stars from them
  --skip-invalid                warn about malformed lines instead of failing
  --fail-on-regression          exit ${EXIT.regression} when any row is a significant slowdown
  -h, --help                    this text`;
async function analyzeCommand(argv, io) {
  const { values, positionals } = readArgv({
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
  const auto = await adaptiveSource(sources, io.cwd, correction2);
  if (auto.note !== void 0) write(io.stderr, auto.note);
  const analysis = auto.replayed ?? (await readSources(sources, values["skip-invalid"], io)).analyze({ correction: correction2 });
  write(
    io.stdout,
    await render(analysis, format2, {
      partial: false,
      failures: [],
      sources: sources.map((s) => s === "-" ? "<stdin>" : s),
      tool: packageToolSource(),
      reproduce: [
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
async function readSources(sources, skipInvalid, io) {
  const groups = new SampleGroups();
  const options = {
    skipInvalid,
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
  return groups;
}
async function adaptiveSource(sources, cwd, correction2) {
  const files = sources.filter((s) => s !== "-");
  const resultDir = (file) => {
    const dir = dirname(resolve(cwd, file));
    return basename(file) === RESULT_CSV && existsSync(join(dir, RESULT_JSON)) ? dir : null;
  };
  let why = "";
  const only = sources.length === 1 ? resultDir(sources[0]) : null;
  if (only !== null && recordSaysAuto(join(only, RESULT_JSON), (json) => json.adaptive != null)) {
    try {
      const read = await readResultDir(only);
      if (read.adaptive) return { replayed: analyzeDecided(read.groups, { correction: correction2 }, read.adaptive.named()) };
    } catch (error) {
      if (!(error instanceof ResultDirError)) throw error;
      why = ` (its verdicts could not be replayed: ${error.message})`;
    }
  }
  const auto = files.filter((file) => {
    const dir = resultDir(file);
    return recordSaysAuto(identityPath(resolve(cwd, file)), (json) => json.runsAuto === true) || dir !== null && recordSaysAuto(join(dir, RESULT_JSON), (json) => json.adaptive != null);
  });
  if (auto.length === 0) return {};
  return {
    note: `note: ${auto.join(", ")} ${auto.length === 1 ? "was" : "were"} measured with --runs auto${why}; this table is compare.R's Welch test of fixed-run statistics, not that run's verdicts (the CSV has neither its pairs nor its looks)`
  };
}
function recordSaysAuto(file, says) {
  try {
    const json = JSON.parse(readFileSync(file, "utf8"));
    return typeof json === "object" && json !== null && says(json);
  } catch {
    return false;
  }
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
export {
  ANALYZE_USAGE,
  analyzeCommand
};
