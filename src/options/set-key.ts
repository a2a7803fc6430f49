// The one rule for a `--set key=value` key, wherever it comes from (the CLI,
// an Action input, a /benchmark comment, the request JSON, a runner request):
// a benchmark parameter name, and never a name Object.prototype has
// (`constructor`, `__proto__`, `toString`…): no benchmark uses one, and
// record code downstream must not meet one.
import { UserError } from '../errors.ts';
import { SET_KEY } from './grammar.ts';

/** Returns the key, or throws naming `where` (how the user spelled the option). */
export function checkSetKey(key: string, where: string): string {
  if (!SET_KEY.test(key)) {
    throw new UserError(
      `${where} must be a letter or _ followed by letters, digits, _ or -; got ${JSON.stringify(key)}`,
    );
  }
  if (key in Object.prototype) throw new UserError(`${where} "${key}" is reserved`);
  return key;
}
