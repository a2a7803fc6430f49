import { createRequire as __nodeBenchCreateRequire } from 'node:module';
const require = __nodeBenchCreateRequire(import.meta.url);
import {
  GIT_REF,
  VALUE
} from "./chunk-YDQD3Q4G.js";
import {
  RequestError
} from "./chunk-S77ZKJKL.js";

// src/options/values.ts
var LIMITS = {
  /** characters in one value (group, filter, exclude, set key or value, ref) */
  valueLength: 100,
  /**
   * benchmark groups in one request. Higher than the other caps: node core has
   * ~45 benchmark categories and a nightly run may name them all.
   */
  groups: 64,
  filter: 20,
  exclude: 20,
  /** `--set` values in total (over all keys) */
  set: 20,
  /** runs per configuration and binary */
  runs: 200,
  /** parseRequestJson refuses longer input outright */
  jsonLength: 1e5
};
function validateValue(value, field) {
  if (typeof value !== "string") throw new RequestError(`${field} must be a string`);
  if (value === "") throw new RequestError(`${field} is empty`);
  if (value.length > LIMITS.valueLength) {
    throw new RequestError(`${field} is longer than ${LIMITS.valueLength} characters`);
  }
  if (!VALUE.test(value)) {
    throw new RequestError(`${field} may only contain letters, digits and _ . , : = / -`);
  }
  if (value.startsWith("-")) throw new RequestError(`${field} cannot start with "-"`);
  if (value.startsWith("/")) throw new RequestError(`${field} cannot start with "/"`);
  if (value.includes("..")) throw new RequestError(`${field} cannot contain ".."`);
  return value;
}
function validateRef(value, field) {
  const ref = validateValue(value, field);
  if (!GIT_REF.test(ref))
    throw new RequestError(`${field} is not a git ref: only letters, digits and _ . / - are allowed`);
  if (ref.includes("//") || ref.endsWith("/") || ref.endsWith(".") || ref.endsWith(".lock")) {
    throw new RequestError(`${field} is not a valid git ref name`);
  }
  if (ref.split("/").some((part) => part.startsWith("."))) {
    throw new RequestError(`${field} is not a valid git ref name (a component starts with ".")`);
  }
  return ref;
}

export {
  LIMITS,
  validateValue,
  validateRef
};
