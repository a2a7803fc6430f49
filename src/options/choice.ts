// Enum options (`--format`, `--sandbox`, `input mode`…) without zod: loading
// zod costs about 70 ms, and `node-bench analyze` has only these two options.
import type { TextSchema } from './option.ts';

/** One of `choices`, as typed (`caseless`: any case, answered in lower case). */
export function oneOf<const T extends readonly string[]>(choices: T, caseless = false): TextSchema<T[number]> {
  const message = `must be one of ${choices.join(', ')}`;
  return {
    safeParse(text) {
      const value = caseless ? text.toLowerCase() : text;
      return choices.includes(value)
        ? { success: true, data: value as T[number] }
        : { success: false, error: { issues: [{ message }] } };
    },
  };
}
