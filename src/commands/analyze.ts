// node-bench analyze [FILE...]: compare.js CSV in, starred table out.
import { closeSync, existsSync, openSync, readFileSync, readSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { readArgv } from '../options/argv.ts';
import { readResultDir, ResultDirError, RESULT_CSV, RESULT_JSON } from '../artifact/result-dir.ts';
import { cliFlags } from '../options/option.ts';
import { correction as correctionOption, format as formatOption } from '../options/output.ts';
import { render } from '../report/render.ts';
import { plural } from '../report/text.ts';
import { identityPath } from '../pipeline/resume.ts';
import { packageToolSource } from '../util/package-root.ts';
import { isRegression, SampleGroups, type Analysis, type Correction } from '../stats/analyze.ts';
import { CsvRateReader } from '../stats/csv.ts';
import { analyzeDecided } from '../stats/verdict.ts';
import { EXIT, UsageError, write, type CommandIo } from './io.ts';

export const ANALYZE_USAGE = `Usage: node-bench analyze [options] [FILE...]

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

export async function analyzeCommand(argv: string[], io: CommandIo): Promise<number> {
  const { values, positionals } = readArgv({
    args: argv,
    allowPositionals: true,
    options: {
      ...cliFlags(formatOption, correctionOption),
      'skip-invalid': { type: 'boolean', default: false },
      'fail-on-regression': { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    write(io.stdout, ANALYZE_USAGE);
    return EXIT.ok;
  }
  const format = formatOption.parse(values[formatOption.names.cli], 'cli');
  const correction = correctionOption.parse(values[correctionOption.names.cli], 'cli');
  const sources = positionals.length > 0 ? positionals : ['-'];
  if (sources.length === 1 && sources[0] === '-' && io.stdin.isTTY) {
    throw new UsageError('analyze needs CSV files or CSV on standard input\n\n' + ANALYZE_USAGE);
  }

  const auto = await adaptiveSource(sources, io.cwd, correction);
  if (auto.note !== undefined) write(io.stderr, auto.note);
  const analysis = auto.replayed ?? (await readSources(sources, values['skip-invalid'], io)).analyze({ correction });
  write(
    io.stdout,
    await render(analysis, format, {
      partial: false,
      failures: [],
      sources: sources.map((s) => (s === '-' ? '<stdin>' : s)),
      tool: packageToolSource(),
      reproduce: [
        'analyze',
        '--format',
        'markdown',
        ...(correction === 'none' ? [] : ['--correction', correction]),
        ...sources,
      ],
    }),
  );
  if (values['fail-on-regression'] && analysis.comparisons.some(isRegression)) {
    const count = analysis.comparisons.filter(isRegression).length;
    write(io.stderr, `${plural(count, 'significant regression')} (--fail-on-regression)`);
    return EXIT.regression;
  }
  return EXIT.ok;
}

/** The samples of `sources` (files, or "-": standard input) in one set of groups. */
async function readSources(sources: readonly string[], skipInvalid: boolean, io: CommandIo): Promise<SampleGroups> {
  const groups = new SampleGroups();
  const options = {
    skipInvalid,
    onInvalid: (error: Error) => write(io.stderr, `warning: skipped ${error.message}`),
  };
  for (const source of sources) {
    const reader = new CsvRateReader(source === '-' ? '<stdin>' : source, options, groups);
    if (source === '-') {
      for await (const chunk of io.stdin) reader.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
    } else {
      readSource(resolve(io.cwd, source), source, (chunk) => reader.push(chunk));
    }
    reader.end();
  }
  if (groups.size === 0) {
    throw new UsageError(`no benchmark rows found in ${sources.map((s) => (s === '-' ? '<stdin>' : s)).join(', ')}`);
  }
  return groups;
}

/**
 * A --runs auto run's CSV: the CSV alone has neither its pairs' run numbers
 * nor its looks, so its verdicts are replayed from the result directory's
 * result.json when the file is that directory's results.csv (as the report
 * job does); otherwise, when the file's record (FILE.node-bench.json, or a
 * result.json beside it) says --runs auto, a note that the table is Welch's.
 */
async function adaptiveSource(
  sources: readonly string[],
  cwd: string,
  correction: Correction,
): Promise<{ replayed?: Analysis; note?: string }> {
  const files = sources.filter((s) => s !== '-');
  const resultDir = (file: string) => {
    const dir = dirname(resolve(cwd, file));
    return basename(file) === RESULT_CSV && existsSync(join(dir, RESULT_JSON)) ? dir : null;
  };
  let why = '';
  const only = sources.length === 1 ? resultDir(sources[0]!) : null;
  if (only !== null && recordSaysAuto(join(only, RESULT_JSON), (json) => json.adaptive != null)) {
    try {
      const read = await readResultDir(only);
      if (read.adaptive) return { replayed: analyzeDecided(read.groups, { correction }, read.adaptive.named()) };
    } catch (error) {
      if (!(error instanceof ResultDirError)) throw error;
      why = ` (its verdicts could not be replayed: ${error.message})`;
    }
  }
  const auto = files.filter((file) => {
    const dir = resultDir(file);
    return (
      recordSaysAuto(identityPath(resolve(cwd, file)), (json) => json.runsAuto === true) ||
      (dir !== null && recordSaysAuto(join(dir, RESULT_JSON), (json) => json.adaptive != null))
    );
  });
  if (auto.length === 0) return {};
  return {
    note:
      `note: ${auto.join(', ')} ${auto.length === 1 ? 'was' : 'were'} measured with --runs auto${why}; ` +
      "this table is compare.R's Welch test of fixed-run statistics, not that run's verdicts " +
      '(the CSV has neither its pairs nor its looks)',
  };
}

/** Whether the JSON record at `file` exists and `says` so (an unreadable record says nothing). */
function recordSaysAuto(file: string, says: (json: Record<string, unknown>) => boolean): boolean {
  try {
    const json: unknown = JSON.parse(readFileSync(file, 'utf8'));
    return typeof json === 'object' && json !== null && says(json as Record<string, unknown>);
  } catch {
    return false;
  }
}

const CHUNK_BYTES = 1 << 20;

/**
 * The file in chunks of 1 MiB into `onChunk` (which must not keep the
 * buffer): memory does not grow with the file, only with what is kept of it.
 */
function readSource(path: string, shown: string, onChunk: (chunk: Buffer) => void): void {
  const fd = fileCall(shown, () => openSync(path, 'r'));
  try {
    const buffer = Buffer.allocUnsafe(CHUNK_BYTES);
    for (;;) {
      const read = fileCall(shown, () => readSync(fd, buffer, 0, CHUNK_BYTES, null));
      if (read === 0) return;
      onChunk(buffer.subarray(0, read));
    }
  } finally {
    closeSync(fd);
  }
}

/** A file system call whose failure is the user's file: reported as such. */
function fileCall<T>(shown: string, call: () => T): T {
  try {
    return call();
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const why = code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'is a directory' : (error as Error).message;
    throw new UsageError(`cannot read ${shown}: ${why}`);
  }
}
