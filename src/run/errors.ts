// Errors found before anything is run: a bad option value, a missing group,
// a missing taskset. The message is meant to be printed as is; nothing has
// been measured yet when one is thrown.
import { UserError } from '../errors.ts';

export class RunConfigError extends UserError {
  constructor(message: string) {
    super(message);
    this.name = 'RunConfigError';
  }
}
