// How results are shown: the table format and the p-value correction. Kept
// apart from the other options so `node-bench analyze` loads nothing else.
import { Option } from './option.ts';
import { oneOf } from './choice.ts';
import { accessSync, constants, existsSync, statSync, type Stats } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { RequestError } from '../errors.ts';

/** How node-bench prints its table: text, markdown or json. */
export const FORMATS = ['text', 'markdown', 'json'] as const;
export type Format = (typeof FORMATS)[number];

export const format = new Option({
  names: { cli: 'format' },
  schema: oneOf(FORMATS),
  default: 'text',
});

/**
 * The stars of fixed runs (runs auto, both surfaces' default, calls rows with
 * Holm over them whatever this says). The defaults differ on purpose: the
 * CLI's --runs N prints what node-benchmark-compare prints (byte for byte, so
 * no correction), while the Action's comment holds many rows at once and
 * stars them after Holm's correction.
 */
export const correction = new Option({
  names: { cli: 'correction', input: 'correction' },
  schema: oneOf(['none', 'holm'] as const),
  default: { bySurface: { cli: 'none', input: 'holm' } },
});

/**
 * `node-bench compare --format`: a table format, or `csv` (the samples on
 * stdout as compare.js prints them, the table on stderr), which is also
 * what `--out -` and a stdout that is not a terminal get without --format.
 */
export const compareFormat = new Option({
  names: { cli: 'format' },
  schema: oneOf([...FORMATS, 'csv'] as const),
  default: 'text',
});

/** `node-bench suggest --format`: the suggestion as text, or as JSON for a script. */
export const suggestFormat = new Option({
  names: { cli: 'format' },
  schema: oneOf(['text', 'json'] as const),
  default: 'text',
});

/** `node-bench doctor --format`: the runner check as text, or as JSON for a script. */
export const doctorFormat = new Option({
  names: { cli: 'format' },
  schema: oneOf(['text', 'json'] as const),
  default: 'text',
});

/**
 * A file a run will write (--out, --plot): its folder must exist and take files, and it must not be a folder
 * itself. Checked where the option is read, so a typo fails before anything is downloaded, built or measured.
 */
export function checkOutputFile(flag: string, file: string, cwd: string): string {
  const full = resolve(cwd, file);
  const folder = dirname(full);
  const shown = `--${flag} ${file}`;
  let kind: Stats;
  try {
    kind = statSync(folder);
  } catch {
    throw new RequestError(`${shown}: the folder ${folder} does not exist (create it first, or write elsewhere)`);
  }
  if (!kind.isDirectory()) throw new RequestError(`${shown}: ${folder} is not a folder`);
  try {
    accessSync(folder, constants.W_OK);
  } catch {
    throw new RequestError(`${shown}: the folder ${folder} is not writable by this user`);
  }
  if (existsSync(full) && statSync(full).isDirectory()) {
    throw new RequestError(`${shown}: ${full} is a folder; give a file name`);
  }
  return full;
}

/** `--plot FILE.svg`: box plots of each configuration's samples (report/box-plot.ts). */
export const plot = {
  names: { cli: 'plot' },
  parse(text: string | undefined): string | undefined {
    if (text === undefined) return undefined;
    if (!/\.svg$/i.test(text)) {
      throw new RequestError(
        `--plot writes an SVG picture: give a file name ending in .svg; got ${JSON.stringify(text)}`,
      );
    }
    return text;
  },
} as const;

/**
 * `--quiet`, and compare.js's spelling of it, `--no-progress`: no progress,
 * no status lines; stderr gets the run's last line only (or an error).
 */
export const quiet = {
  names: { cli: 'quiet' },
  alias: 'no-progress',
  flags: { quiet: { type: 'boolean', default: false }, 'no-progress': { type: 'boolean', default: false } },
  parse(values: { quiet?: boolean; 'no-progress'?: boolean }): boolean {
    return values.quiet === true || values['no-progress'] === true;
  },
} as const;
