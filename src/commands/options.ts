// Small validators shared by the commands: each error names the option and the value.
import { UsageError } from './io.ts';

export function parseChoice<T extends string>(
  value: string | undefined,
  choices: readonly T[],
  option: string,
  fallback: T,
): T {
  if (value === undefined) return fallback;
  if ((choices as readonly string[]).includes(value)) return value as T;
  throw new UsageError(`${option} must be one of ${choices.join(', ')}; got ${JSON.stringify(value)}`);
}

export function parsePositiveInteger(value: string | undefined, option: string, fallback: number): number {
  if (value === undefined) return fallback;
  if (!/^\d+$/.test(value) || Number(value) < 1) {
    throw new UsageError(`${option} must be a whole number of at least 1; got ${JSON.stringify(value)}`);
  }
  return Number(value);
}
