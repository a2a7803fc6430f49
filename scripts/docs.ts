// The reference tables of the user guides, generated so they cannot drift: each per-job action's inputs and outputs
// from its action.yml (gate/action.yml…), each node-bench command's options from the help text the command prints. A
// page asks for a table with `<!-- generated:inputs gate -->` … `<!-- /generated -->`; `npm run docs` rewrites what
// is between,
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
import { HISTORY_USAGE } from '../src/commands/history.ts';
import { RELEASES_USAGE } from '../src/commands/releases.ts';
import { MODES, type Mode } from '../src/action/inputs.ts';

export const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/** Each user guide with Action tables, and the per-job actions (folders) it documents. */
export const PAGES = {
  'pr-bot': ['gate', 'execute', 'report'],
  dispatch: ['run'],
  nightly: ['nightly', 'nightly-report'],
} as const satisfies Record<string, readonly Mode[]>;
export type Page = keyof typeof PAGES;

/** Each node-bench command's help text: its Options section is the CLI page's table. */
export const COMMAND_USAGES: Record<string, string> = {
  compare: COMPARE_USAGE,
  analyze: ANALYZE_USAGE,
  build: BUILD_USAGE,
  suggest: SUGGEST_USAGE,
  doctor: DOCTOR_USAGE,
  history: HISTORY_USAGE,
  releases: RELEASES_USAGE,
};

interface ActionEntry {
  description?: string;
  default?: string;
}
export interface ActionYml {
  inputs: Record<string, ActionEntry>;
  outputs: Record<string, ActionEntry>;
}

/** A per-job action's action.yml (gate/action.yml…). */
export function readActionYml(job: Mode): ActionYml {
  return parse(readFileSync(join(repoRoot, job, 'action.yml'), 'utf8')) as ActionYml;
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

/** The table of a per-job action's inputs (kind inputs) or outputs, in its action.yml's order. */
export function actionTable(action: ActionYml, kind: 'inputs' | 'outputs'): string {
  const header = kind === 'inputs' ? ['input', 'default', 'what it does'] : ['output', 'what it holds'];
  const rows = Object.entries(action[kind]).map(([name, entry]) => {
    const what = cell(entry.description ?? '');
    const defaultValue = entry.default === undefined || entry.default === '' ? '' : code(String(entry.default));
    return kind === 'inputs' ? [code(name), defaultValue, what] : [code(name), what];
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

/** The generated block a marker asks for: `inputs gate`, `outputs nightly-report`, `cli compare`. */
export function generatedBlock(request: string): string {
  const [kind, name] = request.trim().split(/\s+/);
  if ((kind === 'inputs' || kind === 'outputs') && (MODES as readonly string[]).includes(name ?? '')) {
    return actionTable(readActionYml(name as Mode), kind);
  }
  if (kind === 'cli' && name !== undefined) return cliTable(name);
  throw new Error(`unknown generated block "${request}" (inputs|outputs <${MODES.join('|')}>, or cli <command>)`);
}

const BLOCK = /(<!-- generated:([^>]*?) -->)[\s\S]*?(<!-- \/generated -->)/g;

/** `text` with every generated block made anew, formatted as `npm run format` would leave the file. */
export async function regenerate(text: string, path: string): Promise<string> {
  const made = text.replace(BLOCK, (_, open: string, request: string, close: string) => {
    return `${open}\n\n${generatedBlock(request)}\n\n${close}`;
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
