// Zod schemas for option text, shared by the option definitions. Each issue's
// message reads after the option's name: `--runs must be …`.
import { z } from 'zod';
import { DURATION, DURATION_UNITS_MS } from './grammar.ts';

/** A whole number from 1 to `max` (unbounded: at least 1), in decimal digits. */
export function count(max?: number) {
  return z
    .string()
    .regex(/^\d+$/, { error: countMessage(max) })
    .transform(Number)
    .pipe(countValue(max));
}

/** The same rule for a number that is already one (the request JSON). */
export function countValue(max?: number) {
  const message = countMessage(max);
  const number = z.number({ error: message }).int({ error: message }).min(1, { error: message });
  return max === undefined
    ? number.max(Number.MAX_SAFE_INTEGER, { error: message })
    : number.max(max, { error: message });
}

/**
 * `auto` (any case, answered in lower case) or a count from 1 to `max`: the
 * runs setting (`--runs auto`, `input runs`, `/benchmark --runs`).
 */
export function autoOrCount(max?: number) {
  const message = `must be auto or ${countMessage(max).replace(/^must be /, '')}`;
  return z.string().transform((text, context): number | 'auto' => {
    if (/^auto$/i.test(text)) return 'auto';
    const parsed = count(max).safeParse(text);
    if (parsed.success) return parsed.data;
    context.addIssue({ code: 'custom', message });
    return z.NEVER;
  });
}

/** The same rule for a value that is already one (the request JSON: `"auto"` or a number). */
export function autoOrCountValue(max?: number) {
  const message = `must be "auto" or ${countMessage(max).replace(/^must be /, '')}`;
  const number = countValue(max);
  return z.unknown().transform((value, context): number | 'auto' => {
    if (value === 'auto') return 'auto';
    const parsed = number.safeParse(value);
    if (parsed.success) return parsed.data;
    context.addIssue({ code: 'custom', message });
    return z.NEVER;
  });
}

function countMessage(max: number | undefined): string {
  return max === undefined ? 'must be an integer of at least 1' : `must be an integer from 1 to ${max}`;
}

/** `90` (seconds), `90s`, `1500ms`, `15m`, `2h`, to milliseconds. */
export const duration = z.string().transform((text, context) => {
  const match = DURATION.exec(text);
  if (!match || Number(match[1]) <= 0) {
    context.addIssue({ code: 'custom', message: 'must be a positive duration such as 90, 90s, 15m or 2h' });
    return z.NEVER;
  }
  return Number(match[1]) * DURATION_UNITS_MS[(match[2] ?? 's') as keyof typeof DURATION_UNITS_MS];
});

/** A duration (as `duration`) or `off` (any case). */
export const durationOrOff = z.string().transform((text, context): number | 'off' => {
  if (/^off$/i.test(text)) return 'off';
  const parsed = duration.safeParse(text);
  if (parsed.success) return parsed.data;
  context.addIssue({ code: 'custom', message: 'must be off or a positive duration such as 300ms, 0.5s or 2s' });
  return z.NEVER;
});

/** A number of GiB (`30`, `1.5`), to bytes. */
export const gibibytes = z
  .string()
  .regex(/^\d+(\.\d+)?$/, { error: 'must be a number of GiB' })
  .transform((text) => Number(text) * 2 ** 30);

/** A percentage such as 5 or 2.5. */
export const percent = z
  .string()
  .regex(/^\d+(\.\d+)?$/, { error: 'must be a percentage such as 5' })
  .transform(Number);

/** An equivalence margin in percent, 0 to `max` (`2`, `2.5`, `2.5%`). */
export function marginPercent(max: number) {
  return z.string().transform((text, context) => {
    const match = /^(\d+(?:\.\d+)?)%?$/.exec(text);
    const value = match ? Number(match[1]) : NaN;
    if (!(value <= max)) {
      context.addIssue({ code: 'custom', message: marginMessage(max) });
      return z.NEVER;
    }
    return value;
  });
}

/** The same rule for a number that is already one (the request JSON). */
export function marginPercentValue(max: number) {
  const message = marginMessage(max);
  return z.number({ error: message }).min(0, { error: message }).max(max, { error: message });
}

function marginMessage(max: number): string {
  return `must be a percentage from 0 to ${max}, e.g. 2 or 2.5%`;
}

/** The Action's truthy and falsy spellings. */
export const flag = z.string().transform((text, context) => {
  if (/^(true|yes|on|1)$/i.test(text)) return true;
  if (/^(false|no|off|0)$/i.test(text)) return false;
  context.addIssue({ code: 'custom', message: 'must be true or false' });
  return z.NEVER;
});

/** Any text (a name, a path): the option only has a default. */
export const text = z.string();

/** `schema` for an option whose default is "not given" (undefined); the schema itself never yields undefined. */
export function orUnset<T>(schema: z.ZodType<T, string>): z.ZodType<T | undefined, string> {
  return schema;
}
