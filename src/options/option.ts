// What an option is: its name on each surface a user can give it on, the zod
// schema that turns the text into a value, and its default. Errors name the
// option as that surface spells it (`--runs`, `input runs`, `/benchmark
// --runs`, `request.runs`), so the user knows where to look.
import { RequestError } from '../errors.ts';

/** Where an option was given: node-bench's argv, an Action input, a /benchmark comment, the request JSON. */
export type Surface = 'cli' | 'input' | 'command' | 'json';

/** The option's name on each surface it exists on; absent: the surface does not have it. */
export type OptionNames = Readonly<Partial<Record<Surface, string>>>;

/** How a user reads the option's name on `surface`. */
export function spelled(names: OptionNames, surface: Surface): string {
  const name = names[surface];
  if (name === undefined) throw new Error(`this option cannot be given as ${surface}: ${JSON.stringify(names)}`);
  switch (surface) {
    case 'cli':
      return `--${name}`;
    case 'input':
      return `input ${name}`;
    case 'command':
      return `/benchmark --${name}`;
    case 'json':
      return `request.${name}`;
  }
}

/**
 * What follows a refusal: the value, on the surfaces whose user typed it and
 * reads the message themselves. A comment's refusal is posted back and the
 * request JSON is a forged one at worst: neither repeats what it refuses.
 */
function echo(surface: Surface, text: string): string {
  return surface === 'cli' || surface === 'input' ? `; got ${JSON.stringify(text)}` : '';
}

/**
 * Text to a value: what Option needs of a zod schema (zod's safeParse has
 * this shape). choice.ts has one without zod, for enums on the start-up path.
 */
export interface TextSchema<T> {
  safeParse(
    text: string,
  ): { success: true; data: T } | { success: false; error: { issues: readonly { message: string }[] } };
}

/** Runs `schema` on `text`; a failure throws RequestError `<name> <issue message>[; got "<text>"]`. */
export function parseWith<T>(schema: TextSchema<T>, text: string, name: string, surface: Surface): T {
  const result = schema.safeParse(text);
  if (result.success) return result.data;
  throw new RequestError(`${name} ${result.error.issues[0]!.message}${echo(surface, text)}`);
}

/**
 * Not given: undefined, or for an Action input also blank (the runner passes
 * every input, '' when the workflow does not set it). On the CLI `--runs=` is
 * a mistake and is refused as such.
 */
export function isAbsent(text: string | number | undefined, surface: Surface): text is undefined {
  return text === undefined || (surface === 'input' && String(text).trim() === '');
}

export interface OptionSpec<T> {
  names: OptionNames;
  /** text (trimmed) to value; each issue's message reads after the option's name: `must be …` */
  schema: TextSchema<T>;
  /** when not given; a record when surfaces differ (say why where it is defined) */
  default: NoInfer<T> | { readonly bySurface: Readonly<Partial<Record<Surface, NoInfer<T>>>> };
}

export class Option<T, const N extends OptionNames = OptionNames> {
  readonly names: N;
  readonly #schema: TextSchema<T>;
  readonly #default: OptionSpec<T>['default'];

  constructor(spec: OptionSpec<T> & { names: N }) {
    this.names = spec.names;
    this.#schema = spec.schema;
    this.#default = spec.default;
  }

  /** The option's name as `surface` spells it: `--runs`, `input runs`… */
  name(surface: Surface): string {
    return spelled(this.names, surface);
  }

  defaultOn(surface: Surface): T {
    const fallback = this.#default;
    if (typeof fallback === 'object' && fallback !== null && 'bySurface' in fallback) {
      const value = fallback.bySurface[surface];
      if (value === undefined) throw new Error(`no default for ${this.name(surface)}`);
      return value;
    }
    return fallback;
  }

  /** The value of `text` given on `surface`; absent: the default. */
  parse(text: string | undefined, surface: Surface): T {
    return isAbsent(text, surface) ? this.defaultOn(surface) : this.#given(text, surface);
  }

  /** As parse, but absent stays undefined (whether it was given decides what another option may mean). */
  parseOptional(text: string | undefined, surface: Surface): T | undefined {
    return isAbsent(text, surface) ? undefined : this.#given(text, surface);
  }

  #given(text: string, surface: Surface): T {
    return parseWith(this.#schema, text.trim(), this.name(surface), surface);
  }
}

/** What cliFlags needs of an option: its flag, and whether it repeats. */
interface CliOption {
  readonly names: { readonly cli?: string };
  readonly repeatable?: boolean;
}

type CliFlags<L extends readonly CliOption[]> = {
  [O in L[number] as O['names']['cli'] & string]: O extends { repeatable: true }
    ? { type: 'string'; multiple: true }
    : { type: 'string' };
};

/** The node:util parseArgs declarations of these options, under their CLI names. */
export function cliFlags<const L extends readonly CliOption[]>(...options: L): CliFlags<L> {
  return Object.fromEntries(
    options.map((option) => [
      option.names.cli,
      option.repeatable ? { type: 'string', multiple: true } : { type: 'string' },
    ]),
  ) as CliFlags<L>;
}
