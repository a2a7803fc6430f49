import { createRequire as __nodeBenchCreateRequire } from 'node:module';
const require = __nodeBenchCreateRequire(import.meta.url);

// src/errors.ts
var UserError = class extends Error {
  constructor(message, options) {
    super(message, options);
    this.name = new.target.name;
  }
};
var RequestError = class extends UserError {
  name = "RequestError";
};
var BinaryError = class extends UserError {
  name = "BinaryError";
};
function isUserError(error) {
  return error instanceof UserError;
}

export {
  UserError,
  RequestError,
  BinaryError,
  isUserError
};
