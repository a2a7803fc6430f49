// node-bench analyze [FILE...]: compare.js CSV in, starred table out.
import { closeSync, openSync, readSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { cliFlags } from '../options/option.ts';
import { correction as correctionOption, format as formatOption } from '../options/output.ts';
import { render } from '../report/render.ts';
import { plural } from '../report/text.ts';
import { isRegression, SampleGroups } from '../stats/analyze.ts';
import { CsvRateReader } from '../stats/csv.ts';
import { EXIT, UsageError, write, type CommandIo } from './io.ts';

export const ANALYZE_USAGE = `Usage: node-bench analyze [options] [FILE...]

Reads compare.js CSV from the files (or standard input, or "-") and prints
the confidence table. Several files (e.g. shards of one run) are merged.

Options:
  --format text|markdown|json   output format (default text: as node-benchmark-compare)
  --correction none|holm        add Holm-adjusted p-values and stars from them
  --skip-invalid                warn about malformed lines instead of failing
  --fail-on-regression          exit ${EXIT.regression} when any row is a significant slowdown
  -h, --help                    this text`;

export async function analyzeCommand(argv: string[], io: CommandIo): Promise<number> {
  const { values, positionals } = parseArgs({
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

  const groups = new SampleGroups();
  const options = {
    skipInvalid: values['skip-invalid'],
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

  const analysis = groups.analyze({ correction });
  write(
    io.stdout,
    await render(analysis, format, {
      partial: false,
      failures: [],
      sources: sources.map((s) => (s === '-' ? '<stdin>' : s)),
      reproduce: [
        'npx',
        'node-bench',
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
