// The reference tables of the user guides, generated so they cannot drift: each mode's Action inputs and outputs
// from action.yml, each node-bench command's options from the help text the command prints. A page asks for a
// table with `<!-- generated:inputs pr-bot -->` … `<!-- /generated -->`; `npm run docs` rewrites what is between,
// and test/scripts/docs.test.ts fails when a committed page differs from what this makes.
//
//   npm run docs            rewrite the tables
//   npm run docs -- --check list the pages whose tables are out of date (exit 1), change nothing
import { readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { parse } from 'yaml';
import { ANALYZE_USAGE } from '../src/commands/analyze.ts';
import { BUILD_USAGE } from '../src/commands/build.ts';
import { COMPARE_USAGE } from '../src/commands/compare.ts';
import { SUGGEST_USAGE } from '../src/commands/suggest.ts';
import { DOCTOR_USAGE } from '../src/commands/doctor.ts';

export const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/** The Action's modes, as action.yml's mode input lists them. */
export const MODES = ['gate', 'execute', 'report', 'run', 'nightly', 'nightly-report'] as const;
export type Mode = (typeof MODES)[number];
const ALL: readonly Mode[] = MODES;

/** Each user guide with Action tables, and the modes it documents. */
export const PAGES = {
  'pr-bot': ['gate', 'execute', 'report'],
  dispatch: ['run'],
  nightly: ['nightly', 'nightly-report'],
} as const satisfies Record<string, readonly Mode[]>;
export type Page = keyof typeof PAGES;

const BUILDS: readonly Mode[] = ['execute', 'run', 'nightly'];
const SELECTS: readonly Mode[] = ['gate', 'run', 'nightly'];

/**
 * Which modes read each input (what src/action/* reads of the typed inputs). action.yml has no room for it; the
 * test checks that this map names every input and output of action.yml, and nothing else.
 */
export const INPUT_MODES: Record<string, readonly Mode[]> = {
  mode: ALL,
  old: ['gate', 'run'],
  new: ['gate', 'run'],
  groups: SELECTS,
  'suggest-rules': ['gate'],
  'allowed-groups': ['gate', 'run'],
  filter: SELECTS,
  exclude: SELECTS,
  set: SELECTS,
  runs: SELECTS,
  'max-runs': SELECTS,
  delta: SELECTS,
  label: ['gate'],
  suite: BUILDS,
  'repo-path': ['gate', ...BUILDS],
  'build-command': BUILDS,
  'merge-mode': ['execute'],
  'cache-dir': BUILDS,
  'binary-source': BUILDS,
  cpuset: BUILDS,
  // the nightly runs one lane (it refuses them): each night measures as the last did
  lanes: ['execute', 'run'],
  duet: ['execute', 'run'],
  timeout: BUILDS,
  'max-time': ['gate', ...BUILDS],
  'child-time': BUILDS,
  shard: ['execute', 'run'],
  timings: ['gate', 'execute', 'run'],
  'min-free-gb': BUILDS,
  sandbox: BUILDS,
  'pass-env': BUILDS,
  'build-timeout': BUILDS,
  request: ['execute', 'report'],
  'result-dir': ['execute', 'report', 'run', 'nightly', 'nightly-report'],
  'previous-result': ['execute'],
  'execute-result': ['report'],
  'github-token': ['gate', 'report', 'run', 'nightly-report'],
  'bot-id': ['gate', 'report', 'run', 'nightly-report'],
  comment: ['report', 'run'],
  correction: ['execute', 'report', 'run'],
  'fail-on-regression': ['execute', 'report', 'run', 'nightly-report'],
  'require-sha': ['gate'],
  branch: ['nightly'],
  baseline: ['nightly'],
  'state-path': ['nightly'],
  'bisect-budget': ['nightly'],
  'calibration-files': ['nightly'],
  'regression-stars': ['nightly', 'nightly-report'],
  'regression-min-change': ['nightly', 'nightly-report'],
  'issue-label': ['nightly-report'],
};

/** Which modes set each output (src/main.ts). */
export const OUTPUT_MODES: Record<string, readonly Mode[]> = {
  proceed: ['gate'],
  request: ['gate'],
  sha: ['gate'],
  'more-run-id': ['gate'],
  'result-dir': ['execute', 'run', 'nightly'],
  csv: ['execute', 'run', 'nightly'],
  json: ['execute', 'run', 'nightly'],
  plot: ['execute', 'run'],
  regressions: ['execute', 'report', 'run', 'nightly', 'nightly-report'],
  improvements: ['execute', 'report', 'run', 'nightly', 'nightly-report'],
  partial: ['execute', 'report', 'run'],
  'comment-url': ['report', 'run'],
  'report-file': ['execute', 'report', 'run'],
  undecided: ['nightly', 'nightly-report'],
  'nightly-status': ['nightly'],
  from: ['nightly', 'nightly-report'],
  to: ['nightly', 'nightly-report'],
  'issue-url': ['nightly-report'],
};

/** Each node-bench command's help text: its Options section is the CLI page's table. */
export const COMMAND_USAGES: Record<string, string> = {
  compare: COMPARE_USAGE,
  analyze: ANALYZE_USAGE,
  build: BUILD_USAGE,
  suggest: SUGGEST_USAGE,
  doctor: DOCTOR_USAGE,
};

interface ActionEntry {
  description?: string;
  default?: string;
}
export interface ActionYml {
  inputs: Record<string, ActionEntry>;
  outputs: Record<string, ActionEntry>;
}

export function readActionYml(): ActionYml {
  return parse(readFileSync(join(repoRoot, 'action.yml'), 'utf8')) as ActionYml;
}

/** Text for a table cell: one line, pipes escaped, `<…>` outside code spans shown rather than read as HTML. */
function cell(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .trim()
    .split(/(`[^`]*`)/)
    .map((part, i) => (i % 2 === 1 ? part : part.replace(/</g, '&lt;').replace(/>/g, '&gt;')))
    .join('')
    .replace(/\|/g, '\\|');
}

/** A code span for a table cell (a pipe, even in code, must be escaped in a GFM table). */
const code = (text: string) => (text.includes('`') ? `\`\` ${text} \`\`` : `\`${text}\``).replace(/\|/g, '\\|');

function modesCell(modes: readonly Mode[], page: Page): string {
  const shown: readonly Mode[] = PAGES[page];
  return shown.length === 1 ? '' : modes.filter((mode) => shown.includes(mode)).join(', ');
}

/** The table of `page`'s inputs (kind inputs) or outputs, in action.yml's order. */
export function actionTable(action: ActionYml, kind: 'inputs' | 'outputs', page: Page): string {
  const modesOf = kind === 'inputs' ? INPUT_MODES : OUTPUT_MODES;
  const single = PAGES[page].length === 1;
  const header =
    kind === 'inputs'
      ? single
        ? ['input', 'default', 'what it does']
        : ['input', 'modes', 'default', 'what it does']
      : single
        ? ['output', 'what it holds']
        : ['output', 'modes', 'what it holds'];
  const rows = Object.entries(action[kind])
    .filter(([name]) => (modesOf[name] ?? []).some((mode) => (PAGES[page] as readonly Mode[]).includes(mode)))
    .map(([name, entry]) => {
      const what = cell(entry.description ?? '');
      const modes = single ? [] : [modesCell(modesOf[name]!, page)];
      const defaultValue = entry.default === undefined || entry.default === '' ? '' : code(String(entry.default));
      return kind === 'inputs' ? [code(name), ...modes, defaultValue, what] : [code(name), ...modes, what];
    });
  return [header, header.map(() => '---'), ...rows].map((row) => `| ${row.join(' | ')} |`).join('\n');
}

export interface CliOptionLine {
  /** as the help prints it: `--runs N|auto`, `-h, --help` */
  option: string;
  description: string;
}

/** The Options section of a command's help text, one entry per option (continuation lines joined). */
export function cliOptions(usage: string): CliOptionLine[] {
  const section = usage.split(/^Options:\n/m)[1];
  if (section === undefined) throw new Error('a help text without an Options: section');
  const options: CliOptionLine[] = [];
  for (const line of section.split('\n')) {
    if (line.trim() === '') break;
    const start = /^ {2}(-[^\s,]+(?:, -[^\s,]+)*)(?: ([^\s-]\S*))?\s+(\S.*)$/.exec(line);
    if (start) {
      const [, flags, argument, description] = start;
      options.push({ option: argument ? `${flags} ${argument}` : flags!, description: description! });
    } else if (/^ {4,}\S/.test(line) && options.length > 0) {
      options.at(-1)!.description += ` ${line.trim()}`;
    } else {
      throw new Error(`cannot read this line of a help text's options: ${JSON.stringify(line)}`);
    }
  }
  return options;
}

export function cliTable(command: string): string {
  const usage = COMMAND_USAGES[command];
  if (usage === undefined) throw new Error(`no node-bench command ${command}`);
  const rows = cliOptions(usage).map(({ option, description }) => [code(option), cell(description)]);
  return [['option', 'what it does'], ['---', '---'], ...rows].map((row) => `| ${row.join(' | ')} |`).join('\n');
}

/** The generated block a marker asks for: `inputs pr-bot`, `outputs nightly`, `cli compare`. */
export function generatedBlock(request: string, action: ActionYml): string {
  const [kind, name] = request.trim().split(/\s+/);
  if ((kind === 'inputs' || kind === 'outputs') && name !== undefined && Object.hasOwn(PAGES, name)) {
    return actionTable(action, kind, name as Page);
  }
  if (kind === 'cli' && name !== undefined) return cliTable(name);
  throw new Error(
    `unknown generated block "${request}" (inputs|outputs <${Object.keys(PAGES).join('|')}>, or cli <command>)`,
  );
}

const BLOCK = /(<!-- generated:([^>]*?) -->)[\s\S]*?(<!-- \/generated -->)/g;

/** `text` with every generated block made anew, formatted as `npm run format` would leave the file. */
export async function regenerate(text: string, path: string, action = readActionYml()): Promise<string> {
  const made = text.replace(BLOCK, (_, open: string, request: string, close: string) => {
    return `${open}\n\n${generatedBlock(request, action)}\n\n${close}`;
  });
  const options = (await resolveConfig(path)) ?? {};
  return format(made, { ...options, filepath: path });
}

/** The user guides that hold generated blocks. */
export const GENERATED_PAGES = ['docs/pr-bot.md', 'docs/dispatch.md', 'docs/nightly.md', 'docs/cli.md'];

async function main(check: boolean): Promise<number> {
  const stale: string[] = [];
  for (const page of GENERATED_PAGES) {
    const path = join(repoRoot, page);
    const text = readFileSync(path, 'utf8');
    const made = await regenerate(text, path);
    if (made === text) continue;
    stale.push(relative(repoRoot, path));
    if (!check) writeFileSync(path, made);
  }
  if (stale.length === 0) console.log('the generated tables are up to date');
  else if (check) console.error(`out of date: ${stale.join(', ')}; run npm run docs`);
  else console.log(`rewrote ${stale.join(', ')}`);
  return check && stale.length > 0 ? 1 : 0;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.exitCode = await main(process.argv.includes('--check'));
}
