// The `/benchmark` comment command. Grammar, on the comment's FIRST LINE only:
//
//   /benchmark [<group>…|auto] [--filter X]… [--exclude X]… [--set k=v]… [--runs N|auto] [sha=<40 hex>]
//   /benchmark more [sha=<40 hex>]
//
// - `more`: run the rows the last --runs auto table of this bot left open
//   again, with that table's settings and for its commits, up to a higher cap
//   (the gate reads the table; the comment sets nothing else). sha= then
//   names the commit the table measured. A group named `more` in the
//   allowlist is a group, as with `auto`.
// - No group (or the word `auto`): the gate chooses the groups from the pull
//   request's changed files (src/suggest/).
// - Options also take the `--option=value` form (`--filter=buf`, `--runs=10`, `--runs=auto`).
// - `--runs auto`: adaptive runs, up to the Action's max-runs (its δ is the
//   workflow's delta input: a comment cannot set how runs are spent beyond this).
// - --filter, --exclude and --set repeat; --runs (also written runs=N, runs=auto)
//   and sha= may appear once.
// - Groups must be in the allowlist; a group named twice counts once.
// - Tokens are split on spaces and tabs only. Nothing is unquoted, expanded
//   or interpreted: quotes, `$()`, backticks, `${{ }}` and `;` are simply
//   characters outside the value alphabet [A-Za-z0-9_.,:=/-] and fail.
// - Lines after the first are free text and never read.
//
// Not a command at all (ignored: say nothing): the first line, after up to
// three leading spaces, does not start with `/benchmark` — so quoted
// (`> /benchmark`), fenced or indented code blocks, inline code, and commands
// on line 2+ are all ignored. `/benchmarks` or `/benchmark-x` are other words.
//
// Refusal reasons are safe to post back: they contain our own words, numbers,
// code points, and only tokens that already passed the value alphabet, always
// inside a code span.
import { compareJsFlagRefusal } from '../options/compare-js.ts';
import { isFullSha, VALUE_ALPHABET } from '../options/grammar.ts';
import { spelled } from '../options/option.ts';
import {
  exclude as excludeOption,
  filter as filterOption,
  runs as runsOption,
  runsSetting,
  set as setOption,
  type RunsSetting,
  type SetRecord,
} from '../options/selection.ts';
import { validateValue } from '../options/values.ts';
import { RequestError } from '../errors.ts';
import type { Request } from './request.ts';
import { closestName } from '../util/closest.ts';

export const COMMAND = '/benchmark';
/** The group word (and the groups input) that has the gate choose groups from the changed files. */
export const AUTO_GROUPS = 'auto';
/** The first word that asks for the last table's open rows again. */
export const MORE_WORD = 'more';
/** The one refusal of `/benchmark more` with anything but sha=. */
export const MORE_TAKES_NOTHING =
  "/benchmark more takes no other arguments: it runs the last table's open rows again, with its settings, for its commits";

export const COMMAND_LIMITS = {
  /** longer comments are refused (GitHub's own cap on comment bodies) */
  bodyLength: 65_536,
  firstLineLength: 500,
  /** whitespace-separated tokens on the first line, `/benchmark` included */
  tokens: 50,
} as const;

/** A `/benchmark` command read; runs (a count or auto): --runs, else defaults.runs, absent when neither is given. */
export interface BenchmarkCommand {
  runs?: Request['runs'];
  /** empty when `auto` */
  groups: string[];
  /** no group was named (or `auto`): the gate chooses them from the changed files */
  auto: boolean;
  filter: string[];
  exclude: string[];
  set: SetRecord;
  /** sha=<hex>, lowercased: the caller requires it to equal the PR's current head (with more: the table's) */
  sha?: string;
  /** `/benchmark more`: the last table's open rows again; nothing else is set (groups empty, auto false) */
  more?: true;
}

/**
 * What a command may ask for: its groups, and maxRuns, the request's cap of
 * --runs auto, which is also the highest --runs accepted (default and ceiling
 * LIMITS.runs, 200).
 */
export interface CommandOptions {
  maxRuns?: Request['maxRuns'];
  /** groups a command may name (directories of the benchmark tree on the base branch) */
  allowedGroups: readonly string[];
  /** the runs of a command that names none */
  defaults?: { runs?: Request['runs'] };
}

export type CommandResult =
  | { ok: true; command: BenchmarkCommand }
  | { ok: false; ignored: false; reason: string }
  | { ok: false; ignored: true; reason: string };

// What a comment may set: the options with a /benchmark name (src/options/).
// Nothing about how the runner runs (sandbox, timeouts, env) is among them.
const COMMAND_OPTIONS = [filterOption, excludeOption, setOption, runsOption] as const;
const OPTIONS = COMMAND_OPTIONS.map((option) => `--${option.names.command}`);
/** How a refusal names an option: `/benchmark --runs`. */
const named = (option: (typeof COMMAND_OPTIONS)[number]) => spelled(option.names, 'command');

// C0/C1 controls (tab is a separator and allowed), line/paragraph separators,
// format characters (bidi embeddings/overrides/isolates, zero-width space,
// joiners, word joiner, BOM, soft hyphen), lone surrogates, private use and
// unassigned code points.
const INVISIBLE = /[^\P{C}\t]|[\p{Zl}\p{Zp}]/u;

const ignore = (reason: string): CommandResult => ({ ok: false, ignored: true, reason });
const refuse = (reason: string): CommandResult => ({ ok: false, ignored: false, reason });
/** A token that passed the value alphabet, as it goes into a reason. */
const code = (token: string) => `\`${token}\``;

/** The first line if it holds a `/benchmark` command, else undefined. */
function commandLine(body: string): string | undefined {
  const newline = body.indexOf('\n');
  let line = newline === -1 ? body : body.slice(0, newline);
  if (line.endsWith('\r')) line = line.slice(0, -1); // CRLF, as the web UI sends
  // Four spaces (or a tab) of indentation make a Markdown code block.
  const indent = /^ {0,3}/.exec(line)![0].length;
  line = line.slice(indent);
  if (!line.startsWith(COMMAND)) return undefined;
  // `/benchmarks`, `/benchmark-foo`: another word, not our command.
  if (/^[A-Za-z0-9_-]/.test(line.slice(COMMAND.length))) return undefined;
  return line;
}

export function parseBenchmarkCommand(body: string, options: CommandOptions): CommandResult {
  if (typeof body !== 'string') return ignore('the comment has no text');
  const line = commandLine(body);
  if (line === undefined) return ignore(`the first line of the comment is not a ${COMMAND} command`);

  if (body.length > COMMAND_LIMITS.bodyLength) {
    return refuse(
      `the comment is ${body.length} characters long; a command comment may have at most ${COMMAND_LIMITS.bodyLength}`,
    );
  }
  if (line.length > COMMAND_LIMITS.firstLineLength) {
    return refuse(`the command line is ${line.length} characters long; at most ${COMMAND_LIMITS.firstLineLength}`);
  }
  const invisible = INVISIBLE.exec(line);
  if (invisible) {
    const point = invisible[0].codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0');
    return refuse(`the command line contains an invisible or control character (U+${point}); retype it as plain text`);
  }

  const tokens = line.split(/[ \t]+/).filter((token) => token !== '');
  if (tokens.length > COMMAND_LIMITS.tokens) {
    return refuse(`the command has ${tokens.length} arguments; at most ${COMMAND_LIMITS.tokens}`);
  }
  if (tokens[0] !== COMMAND) return refuse(`put a space after ${COMMAND}`);

  try {
    return { ok: true, command: parseTokens(tokens.slice(1), options) };
  } catch (error) {
    if (error instanceof RequestError) return refuse(error.message);
    throw error;
  }
}

function parseTokens(tokens: readonly string[], options: CommandOptions): BenchmarkCommand {
  const allowed = options.allowedGroups.filter((group) => safeToken(group));
  if (tokens[0] === MORE_WORD && !allowed.includes(MORE_WORD)) return parseMore(tokens.slice(1));
  // In a code span: it goes into a Markdown comment, where <group> would read as an HTML tag.
  const usage = `\`${COMMAND} [<group>…] [--filter X] [--exclude X] [--set key=value] [--runs N|auto] [sha=<full commit SHA>]\``;
  const groups: string[] = [];
  const filter: string[] = [];
  const exclude: string[] = [];
  const set: string[] = [];
  let runs: RunsSetting | undefined;
  let sha: string | undefined;
  let auto = false;

  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    if (token.startsWith('-')) {
      const { name, inline } = splitOption(token);
      if (!OPTIONS.includes(name)) {
        const compareJs = compareJsFlagRefusal(name, 'command');
        if (compareJs !== undefined) throw new RequestError(compareJs);
        const shown = /^--[a-z][a-z0-9-]{0,30}$/.test(name) ? `option ${code(name)}` : 'option';
        throw new RequestError(`unknown ${shown}; the options are ${OPTIONS.join(', ')}. Usage: ${usage}`);
      }
      let value = inline;
      if (value === undefined) {
        value = tokens[++i];
        if (value === undefined || value.startsWith('--')) throw new RequestError(`${name} needs a value`);
      }
      switch (name) {
        case '--filter':
          filter.push(checkToken(value, named(filterOption)));
          break;
        case '--exclude':
          exclude.push(checkToken(value, named(excludeOption)));
          break;
        case '--set':
          // validated now, for a message about this very token
          setOption.parse([checkToken(value, named(setOption))], 'command');
          set.push(value);
          break;
        case '--runs':
          if (runs !== undefined) throw new RequestError(`${named(runsOption)} is given twice`);
          runs = runsSetting.given(value, 'command', options.maxRuns);
          break;
      }
      continue;
    }
    if (token.toLowerCase().startsWith('runs=')) {
      // `runs=auto`, `runs=10`: the same option as --runs, written like sha=
      if (runs !== undefined) throw new RequestError(`${named(runsOption)} is given twice`);
      runs = runsSetting.given(checkToken(token.slice(5), named(runsOption)), 'command', options.maxRuns);
      continue;
    }
    if (token.toLowerCase().startsWith('sha=')) {
      if (sha !== undefined) throw new RequestError('sha= is given twice');
      sha = shaOf(token);
      continue;
    }
    const group = checkToken(token, 'a group name');
    if (group === AUTO_GROUPS && !allowed.includes(group)) {
      auto = true;
      continue;
    }
    if (!allowed.includes(group)) {
      const guess = closestName(group, allowed);
      const hint = group.includes('=')
        ? ` (for a benchmark parameter write --set ${group})`
        : guess === undefined
          ? ''
          : ` (did you mean ${code(guess)}?)`;
      throw new RequestError(`unknown benchmark group ${code(group)}${hint}; ${allowedList(allowed)}`);
    }
    if (!groups.includes(group)) groups.push(group);
  }

  if (auto && groups.length > 0) {
    throw new RequestError(
      `\`${AUTO_GROUPS}\` chooses the groups from the changed files: name groups or write auto, not both`,
    );
  }
  const command: BenchmarkCommand = {
    groups,
    auto: groups.length === 0,
    filter: filterOption.parse(filter, 'command'),
    exclude: excludeOption.parse(exclude, 'command'),
    set: setOption.parse(set, 'command'),
  };
  const defaultRuns = options.defaults?.runs;
  if (runs !== undefined) command.runs = runs;
  else if (defaultRuns !== undefined)
    command.runs = runsSetting.check(defaultRuns, 'command', undefined, 'the default runs');
  if (sha !== undefined) command.sha = sha;
  return command;
}

/** `sha=<hex>` lowercased, or a refusal. */
function shaOf(token: string): string {
  const hex = token.slice(4).toLowerCase();
  if (!isFullSha(hex))
    throw new RequestError('sha= needs the full 40-character hex commit SHA of the pull request head');
  return hex;
}

/** `/benchmark more [sha=<hex>]`: everything else comes from the table it runs again. */
function parseMore(tokens: readonly string[]): BenchmarkCommand {
  const none = setOption.parse([], 'command');
  const command: BenchmarkCommand = { groups: [], auto: false, filter: [], exclude: [], set: none, more: true };
  for (const token of tokens) {
    if (!token.toLowerCase().startsWith('sha=')) throw new RequestError(MORE_TAKES_NOTHING);
    if (command.sha !== undefined) throw new RequestError('sha= is given twice');
    command.sha = shaOf(token);
  }
  return command;
}

/** `--name=value` or `--name`; the name is not echoed unless it looks like an option name. */
function splitOption(token: string): { name: string; inline?: string } {
  const eq = token.indexOf('=');
  return eq === -1 ? { name: token } : { name: token.slice(0, eq), inline: token.slice(eq + 1) };
}

function safeToken(token: string): boolean {
  try {
    validateValue(token, 'token');
    return true;
  } catch {
    return false;
  }
}

/** validateValue with messages worded for a comment: `--filter may only contain …`. */
function checkToken(token: string, what: string): string {
  try {
    return validateValue(token, what);
  } catch (error) {
    if (!(error instanceof RequestError)) throw error;
    const hint = error.message.includes('may only contain') ? ` (\`${VALUE_ALPHABET}\`)` : '';
    throw new RequestError(`${error.message}${hint}`);
  }
}

function allowedList(allowed: readonly string[]): string {
  if (allowed.length === 0) return 'no benchmark groups are configured for this repository';
  return `the groups are ${allowed.map(code).join(', ')}`;
}
