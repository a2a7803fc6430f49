import { createRequire as __nodeBenchCreateRequire } from 'node:module';
const require = __nodeBenchCreateRequire(import.meta.url);
import {
  render
} from "./chunk-MB4GUBHB.js";
import {
  EXIT,
  UsageError,
  write
} from "./chunk-6S3DCSJC.js";
import {
  CsvRateReader
} from "./chunk-KOLYPMLY.js";
import {
  correction,
  format
} from "./chunk-GSCSOFES.js";
import {
  cliFlags
} from "./chunk-2OECEQEI.js";
import "./chunk-JNGJNHL4.js";
import {
  plural
} from "./chunk-R4IVUFHS.js";
import {
  SampleGroups,
  isRegression
} from "./chunk-BPHDWMZU.js";
import "./chunk-FLZQBWRG.js";
import "./chunk-27CU5ESO.js";
import "./chunk-PHDEEH6Z.js";

// src/commands/analyze.ts
import { closeSync, openSync, readSync } from "node:fs";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
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
export {
  ANALYZE_USAGE,
  analyzeCommand
};
