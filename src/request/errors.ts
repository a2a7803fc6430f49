// RequestError is defined in src/errors.ts (src/options/ throws it, and imports nothing from above it).
export { RequestError } from '../errors.ts';
