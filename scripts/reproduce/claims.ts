// The seed claims `npm run reproduce` checks, read from
// docs/reproduction-data/claims.yaml and validated here before anything runs:
// a malformed file is an error naming the file, the path inside it
// (`claims[12].rows[0].figure`) and what was wrong.
import { readFileSync } from 'node:fs';
import YAML from 'yaml';
import { z } from 'zod';

const where = z.record(z.string(), z.union([z.string(), z.number()]));

const figure = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('change'), lo: z.number(), hi: z.number() }),
  z.strictObject({ kind: z.literal('up') }),
  z.strictObject({ kind: z.literal('down') }),
  z.strictObject({ kind: z.literal('same'), within: z.number().positive() }),
]);

const unit = z.strictObject({
  direction: z.string(),
  /** `group/file.js` of the bundled suite */
  file: z.string().regex(/^[\w-]+\/[\w.-]+\.js$/, 'a `group/file.js` of the bundled suite'),
  /** --set overrides selecting (and sizing) the configurations */
  set: z.record(z.string(), z.array(z.union([z.string(), z.number()])).min(1)).optional(),
  /** samples per configuration and binary */
  runs: z.number().int().min(2).optional(),
  /** why the set differs from the file's defaults, for the doc */
  note: z.string().optional(),
});

const claim = z.strictObject({
  id: z.string().regex(/^[a-z0-9-]+$/),
  seed: z.string(),
  /** the claim, in one line */
  text: z.string().min(1),
  /** where the figure is in the seed */
  source: z.string().min(1),
  direction: z.string(),
  file: z.string(),
  /** compare configurations within one binary instead of old vs new */
  contrast: z.strictObject({ on: z.array(z.enum(['old', 'new'])).min(1) }).optional(),
  rows: z
    .array(
      z.strictObject({
        /** the configuration (only the keys that matter) */
        where,
        /** contrast claims: the baseline configuration, same binary */
        vs: where.optional(),
        figure,
        /** how the seed puts it, when the default rendering of the figure is not enough */
        text: z.string().optional(),
      }),
    )
    .min(1),
  /** what differs between the seed's experiment and ours */
  context: z.string().optional(),
  /** a known explanation, shown only when the claim does not fully agree */
  ifNotAgreed: z.string().optional(),
});

const claimsFile = z
  .strictObject({
    seeds: z.record(z.string(), z.string()),
    /** the comparisons, in the order the doc lists them */
    directions: z.record(z.string(), z.strictObject({ old: z.string(), new: z.string() })),
    defaultRuns: z.number().int().min(2),
    units: z.array(unit).min(1),
    claims: z.array(claim).min(1),
    notCovered: z.array(z.string()),
  })
  .superRefine((data, ctx) => {
    const known = (set: Record<string, unknown>, value: string, path: (string | number)[], what: string) => {
      if (!Object.hasOwn(set, value)) {
        ctx.addIssue({ code: 'custom', path, message: `unknown ${what} ${JSON.stringify(value)}` });
      }
    };
    data.units.forEach((u, i) => known(data.directions, u.direction, ['units', i, 'direction'], 'direction'));
    const ids = new Set<string>();
    data.claims.forEach((c, i) => {
      known(data.seeds, c.seed, ['claims', i, 'seed'], 'seed');
      known(data.directions, c.direction, ['claims', i, 'direction'], 'direction');
      if (ids.has(c.id)) ctx.addIssue({ code: 'custom', path: ['claims', i, 'id'], message: `duplicate id ${c.id}` });
      ids.add(c.id);
      c.rows.forEach((r, j) => {
        if ((c.contrast !== undefined) !== (r.vs !== undefined)) {
          ctx.addIssue({
            code: 'custom',
            path: ['claims', i, 'rows', j, 'vs'],
            message: 'contrast claims, and only they, compare a row with a `vs` configuration',
          });
        }
      });
    });
  });

export type ClaimsFile = z.infer<typeof claimsFile>;
export type Unit = z.infer<typeof unit>;
export type Claim = z.infer<typeof claim>;
export type Expectation = Claim['rows'][number];
export type Figure = z.infer<typeof figure>;
export type Where = z.infer<typeof where>;

function describePath(path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (out, key) => (typeof key === 'number' ? `${out}[${key}]` : out ? `${out}.${String(key)}` : String(key)),
    '',
  );
}

/** Parses and checks a claims file's text; `file` names it in errors. */
export function parseClaims(text: string, file: string): ClaimsFile {
  let raw: unknown;
  try {
    raw = YAML.parse(text);
  } catch (error) {
    throw new Error(`${file}: not valid YAML: ${(error as Error).message}`);
  }
  const result = claimsFile.safeParse(raw);
  if (!result.success) {
    const problems = result.error.issues
      .slice(0, 10)
      .map((issue) => `${describePath(issue.path) || '(top)'}: ${issue.message}`);
    throw new Error(`${file}: ${problems.join('; ')}`);
  }
  return result.data;
}

export function loadClaims(file: string): ClaimsFile {
  return parseClaims(readFileSync(file, 'utf8'), file);
}
