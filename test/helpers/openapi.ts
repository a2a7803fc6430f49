// GitHub's REST API as its own OpenAPI description gives it (@octokit/openapi,
// the api.github.com document): match a request to its operation
// (method + path template), validate its path and query parameters and JSON
// body, and validate a response body against the schema documented for its
// status. The fake GitHub server (fake-github.ts) runs every exchange through
// this, so a test cannot pass against an answer GitHub would never give or a
// request GitHub does not document.
//
// The document is OpenAPI 3.0 (`nullable: true`, no type arrays): an
// operation is dereferenced when first used (giving exactly what the package's
// api.github.com.deref.json holds, without parsing that 70 MB file in every
// test process: 0.13 s instead of 0.75 s), its schemas rewritten to plain JSON
// Schema, compiled by ajv lazily per operation and status, and cached. Request bodies are checked strictly: an
// object with documented `properties` may not carry other fields (GitHub
// ignores unknown fields silently, so sending one is a bug on our side).
// Responses may carry more than documented (GitHub's do), but every documented
// required field must be there with its documented type and format (`uri`,
// `date-time`, ...).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';

type Schema = Record<string, unknown>;

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: Schema;
}

interface MediaType {
  schema?: Schema;
}

interface Operation {
  operationId?: string;
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content?: Record<string, MediaType> };
  responses?: Record<string, { content?: Record<string, MediaType> }>;
}

interface PathItem {
  parameters?: Parameter[];
  [method: string]: Operation | Parameter[] | undefined;
}

interface Spec {
  paths: Record<string, PathItem>;
  components: { schemas: Record<string, Schema> };
}

/** Where the components' schemas are registered with ajv for response validation. */
const SCHEMA_BASE = 'https://api.github.com/components/schemas/';
const SCHEMA_REF = '#/components/schemas/';

/**
 * Resolves every `$ref` (`#/components/...`) under `node`; a reference cycle
 * becomes `{}` (there is none today). With `keepSchemaRefs`, references to
 * `#/components/schemas/X` stay references, to the schema registered as
 * SCHEMA_BASE + X.
 */
function dereference(spec: unknown, node: unknown, stack: string[] = [], keepSchemaRefs = false): unknown {
  if (Array.isArray(node)) return node.map((item) => dereference(spec, item, stack, keepSchemaRefs));
  if (typeof node !== 'object' || node === null) return node;
  const ref = (node as { $ref?: unknown }).$ref;
  if (typeof ref === 'string') {
    if (!ref.startsWith('#/')) throw new Error(`openapi: external reference ${ref}`);
    if (keepSchemaRefs && ref.startsWith(SCHEMA_REF)) return { $ref: SCHEMA_BASE + ref.slice(SCHEMA_REF.length) };
    if (stack.includes(ref)) return {};
    const target = ref
      .slice(2)
      .split('/')
      .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], spec);
    if (target === undefined) throw new Error(`openapi: unresolved reference ${ref}`);
    return dereference(spec, target, [...stack, ref], keepSchemaRefs);
  }
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => [key, dereference(spec, value, stack, keepSchemaRefs)]),
  );
}

export interface MatchedOperation {
  method: string;
  /** the documented path template, e.g. /repos/{owner}/{repo}/pulls/{pull_number} */
  template: string;
  /** `GET /repos/{owner}/{repo}/pulls/{pull_number}`: the route as octokit names it */
  route: string;
  operationId: string | undefined;
  /** the path parameters, percent-decoded */
  params: Record<string, string>;
}

interface Candidate {
  template: string;
  pattern: RegExp;
  /** literal segments sort before parameters: /issues/comments beats /issues/{issue_number} */
  specificity: string;
}

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** What GitHub answers with on errors an operation does not list (401, rate limits, 5xx, ...). */
const BASIC_ERROR: Schema = {
  type: 'object',
  required: ['message'],
  properties: {
    message: { type: 'string' },
    documentation_url: { type: 'string' },
    url: { type: 'string' },
    status: { type: 'string' },
    errors: { type: 'array' },
  },
};

const require = createRequire(import.meta.url);
const SPEC_PATH = require.resolve('@octokit/openapi/generated/api.github.com.json');

// ajv-formats is CommonJS: its default export is the plugin itself or sits on `.default`.
type FormatsPlugin = (ajv: Ajv) => Ajv;
const addFormats = ((addFormatsModule as unknown as { default?: FormatsPlugin }).default ??
  addFormatsModule) as unknown as FormatsPlugin;

const AJV_OPTIONS = { strict: false, allErrors: true, unicodeRegExp: false } as const;

/** An ajv that knows the formats GitHub's descriptions use (the ones JSON Schema has no check for pass). */
export function createAjv(options: { coerceTypes?: boolean | 'array' } = {}): Ajv {
  return withFormats(new Ajv({ ...AJV_OPTIONS, coerceTypes: options.coerceTypes ?? false }));
}

function withFormats(ajv: Ajv): Ajv {
  addFormats(ajv);
  for (const name of ['int32', 'int64', 'double', 'float', 'timestamp', 'repo.nwo', 'binary', 'byte', 'password']) {
    ajv.addFormat(name, true);
  }
  return ajv;
}

/**
 * OpenAPI 3.0 schema → JSON Schema: `nullable: true` becomes a `null` type
 * (and a `null` enum member); with `strictObjects`, objects that list their
 * `properties` refuse other fields (not inside `allOf`, whose members each see
 * only part of the object).
 */
export function toJsonSchema(schema: unknown, options: { strictObjects?: boolean } = {}): Schema {
  const walk = (node: unknown, inAllOf: boolean): unknown => {
    if (typeof node !== 'object' || node === null || Array.isArray(node)) return node;
    const source = node as Schema;
    const out: Schema = {};
    for (const [key, value] of Object.entries(source)) {
      if (key === 'nullable' || key === 'example' || key === 'examples') continue;
      if ((key === 'properties' || key === 'patternProperties') && typeof value === 'object' && value !== null) {
        out[key] = Object.fromEntries(Object.entries(value).map(([name, sub]) => [name, walk(sub, false)]));
      } else if ((key === 'allOf' || key === 'anyOf' || key === 'oneOf') && Array.isArray(value)) {
        out[key] = value.map((sub) => walk(sub, key === 'allOf'));
      } else if (key === 'items' || key === 'not' || (key === 'additionalProperties' && typeof value === 'object')) {
        out[key] = Array.isArray(value) ? value.map((sub) => walk(sub, false)) : walk(value, false);
      } else {
        out[key] = value;
      }
    }
    if (
      options.strictObjects &&
      !inAllOf &&
      typeof out.properties === 'object' &&
      out.additionalProperties === undefined &&
      out.allOf === undefined
    ) {
      out.additionalProperties = false;
    }
    if (source.nullable === true) {
      if (typeof out.type === 'string') {
        out.type = [out.type, 'null'];
        if (Array.isArray(out.enum) && !out.enum.includes(null)) out.enum = [...(out.enum as unknown[]), null];
        return out;
      }
      return { anyOf: [{ type: 'null' }, out] };
    }
    return out;
  };
  return walk(schema, false) as Schema;
}

/**
 * Where GitHub's description is known to be wrong, and GitHub answers
 * otherwise: a pull request whose head fork was deleted has `head.repo: null`
 * (github/rest-api-description#424 fixed it once for "Pull Request";
 * #1811 is open for "Pull Request Simple"; the description we have says
 * `object` for both). Applied to response schemas only, and only to that field.
 */
export function allowKnownInaccuracies(schema: Schema): Schema {
  const walk = (node: unknown): void => {
    if (typeof node !== 'object' || node === null) return;
    if (Array.isArray(node)) {
      node.forEach(walk);
      return;
    }
    const record = node as Schema;
    const properties = record.properties as Record<string, Schema> | undefined;
    const head = properties?.head?.properties as Record<string, Schema> | undefined;
    if (properties?._links && properties.base && head?.repo && head.repo.anyOf === undefined) {
      head.repo = { anyOf: [{ type: 'null' }, head.repo] };
    }
    for (const value of Object.values(record)) walk(value);
  };
  walk(schema);
  return schema;
}

/** ajv's errors as short lines: `/0/head/repo/owner/html_url must match format "uri"`. */
export function describeErrors(errors: ErrorObject[] | null | undefined, limit = 8): string {
  const lines = (errors ?? []).map((error) => {
    const where = error.instancePath || '(root)';
    const extra =
      error.keyword === 'additionalProperties'
        ? ` (${String((error.params as { additionalProperty?: string }).additionalProperty)})`
        : error.keyword === 'enum'
          ? ` (${JSON.stringify((error.params as { allowedValues?: unknown }).allowedValues)})`
          : '';
    return `${where} ${error.message ?? error.keyword}${extra}`;
  });
  const unique = [...new Set(lines)];
  const shown = unique.slice(0, limit);
  if (unique.length > limit) shown.push(`… and ${unique.length - limit} more`);
  return shown.join('; ');
}

function pickJson(content: Record<string, MediaType> | undefined): MediaType | undefined {
  if (!content) return undefined;
  if (content['application/json']) return content['application/json'];
  const key = Object.keys(content).find((type) => /json/.test(type));
  return key === undefined ? undefined : content[key];
}

/** The REST description, loaded once on first use. */
class RestDescription {
  private spec: Spec | undefined;
  private candidates: Map<string, Candidate[]> | undefined;
  private readonly ajv = createAjv();
  /**
   * Responses are big (a pull request embeds two repositories and six users):
   * their schemas keep their references to the components, each compiled once
   * per process and shared by every operation.
   */
  private readonly responseAjv = withFormats(new Ajv({ ...AJV_OPTIONS, inlineRefs: false }));
  private readonly registered = new Set<string>();
  private readonly paramAjv = createAjv({ coerceTypes: 'array' });
  private readonly compiled = new Map<string, ValidateFunction | null>();
  private readonly operations = new Map<string, { item: PathItem; op: Operation }>();

  private load(): Spec {
    this.spec ??= JSON.parse(readFileSync(SPEC_PATH, 'utf8')) as Spec;
    return this.spec;
  }

  private index(): Map<string, Candidate[]> {
    if (this.candidates) return this.candidates;
    const byMethod = new Map<string, Candidate[]>();
    for (const [template, item] of Object.entries(this.load().paths)) {
      const parts = template.split('/');
      const pattern = new RegExp(
        '^' +
          parts
            .map((part) => (/^\{[^}]+\}$/.test(part) ? '([^/]+)' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
            .join('/') +
          '$',
      );
      const specificity = parts.map((part) => (/^\{[^}]+\}$/.test(part) ? '1' : '0')).join('');
      for (const method of HTTP_METHODS) {
        if (!item[method]) continue;
        const list = byMethod.get(method.toUpperCase()) ?? [];
        list.push({ template, pattern, specificity });
        byMethod.set(method.toUpperCase(), list);
      }
    }
    for (const list of byMethod.values()) list.sort((a, b) => a.specificity.localeCompare(b.specificity));
    this.candidates = byMethod;
    return byMethod;
  }

  /** The operation and its path item's parameters, dereferenced (cached). */
  private operation(method: string, template: string): { item: PathItem; op: Operation } {
    const key = `${method} ${template}`;
    let found = this.operations.get(key);
    if (!found) {
      const spec = this.load();
      const item = spec.paths[template]!;
      found = {
        item: { parameters: dereference(spec, item.parameters ?? []) as Parameter[] },
        op: dereference(spec, item[method.toLowerCase()]) as Operation,
      };
      this.operations.set(key, found);
    }
    return found;
  }

  /** The documented operation for this method and path (no query string), or undefined. */
  match(method: string, path: string): MatchedOperation | undefined {
    const upper = method.toUpperCase();
    for (const candidate of this.index().get(upper) ?? []) {
      const match = candidate.pattern.exec(path);
      if (!match) continue;
      const names = [...candidate.template.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);
      const params: Record<string, string> = {};
      names.forEach((name, i) => {
        const raw = match[i + 1]!;
        try {
          params[name] = decodeURIComponent(raw);
        } catch {
          params[name] = raw;
        }
      });
      const { op } = this.operation(upper, candidate.template);
      return {
        method: upper,
        template: candidate.template,
        route: `${upper} ${candidate.template}`,
        operationId: op.operationId,
        params,
      };
    }
    return undefined;
  }

  private cached(key: string, make: () => ValidateFunction | null): ValidateFunction | null {
    if (!this.compiled.has(key)) this.compiled.set(key, make());
    return this.compiled.get(key)!;
  }

  /** Registers with the response ajv the component schemas `schema` refers to, and theirs (each once). */
  private registerComponents(schema: unknown): void {
    const spec = this.load();
    const visit = (node: unknown): void => {
      if (Array.isArray(node)) return node.forEach(visit);
      if (typeof node !== 'object' || node === null) return;
      const ref = (node as { $ref?: unknown }).$ref;
      if (typeof ref === 'string' && ref.startsWith(SCHEMA_BASE) && !this.registered.has(ref)) {
        this.registered.add(ref);
        const component = spec.components.schemas[ref.slice(SCHEMA_BASE.length)];
        if (component === undefined) throw new Error(`openapi: no component schema ${ref}`);
        const json = allowKnownInaccuracies(toJsonSchema(dereference(spec, component, [], true)));
        this.responseAjv.addSchema(json, ref);
        visit(json);
      }
      Object.values(node).forEach(visit);
    };
    visit(schema);
  }

  /** Violations of the documented parameters and request body (empty when the request is as documented). */
  validateRequest(
    operation: MatchedOperation,
    request: { query: Record<string, string | string[]>; body: unknown; rawBody: string; contentType?: string },
  ): string[] {
    const { item, op } = this.operation(operation.method, operation.template);
    const problems: string[] = [];
    const validateParams = this.cached(`${operation.route} params`, () => {
      const parameters = [...(item.parameters ?? []), ...(op.parameters ?? [])];
      const group = (where: 'path' | 'query'): Schema => {
        const list = parameters.filter((p) => p.in === where);
        return {
          type: 'object',
          properties: Object.fromEntries(list.map((p) => [p.name, toJsonSchema(p.schema ?? {})])),
          required: list.filter((p) => p.required || where === 'path').map((p) => p.name),
          additionalProperties: false,
        };
      };
      return this.paramAjv.compile({
        type: 'object',
        properties: { path: group('path'), query: group('query') },
      });
    })!;
    // coerceTypes rewrites the data: validate copies
    const data = { path: { ...operation.params }, query: { ...request.query } };
    if (!validateParams(data)) problems.push(`parameters: ${describeErrors(validateParams.errors)}`);

    const documented = pickJson(op.requestBody?.content);
    if (request.rawBody.length === 0) {
      if (op.requestBody?.required) problems.push('the documented request body is required but none was sent');
    } else if (!op.requestBody) {
      problems.push('a request body was sent to an operation that takes none');
    } else if (!documented?.schema) {
      // a documented binary body (a release asset's bytes) as its declared type
      const sentType = request.contentType?.split(';')[0]?.trim().toLowerCase() ?? '';
      if (!(sentType in (op.requestBody.content ?? {})))
        problems.push(
          `a JSON body was sent; the operation takes ${Object.keys(op.requestBody.content ?? {}).join(', ')}`,
        );
    } else if (typeof request.body === 'string') {
      problems.push('the request body is not JSON');
    } else {
      const validateBody = this.cached(`${operation.route} body`, () =>
        this.ajv.compile(toJsonSchema(documented.schema, { strictObjects: true })),
      )!;
      if (!validateBody(request.body)) problems.push(`request body: ${describeErrors(validateBody.errors)}`);
    }
    return problems.map((problem) => `${operation.route}: ${problem}`);
  }

  /**
   * Violations of the response documented for this status. A status the
   * operation does not list is accepted only for errors (>= 400) shaped like
   * GitHub's basic error: GitHub answers any call with 401, 403 rate limits or
   * 5xx without each operation listing them.
   */
  validateResponse(operation: MatchedOperation, status: number, body: unknown): string[] {
    const { op } = this.operation(operation.method, operation.template);
    const documented = op.responses?.[String(status)] ?? op.responses?.default;
    const where = `${operation.route}: response ${status}`;
    if (!documented) {
      if (status < 400) {
        return [`${where} is not documented (documented: ${Object.keys(op.responses ?? {}).join(', ')})`];
      }
      const validateError = this.cached('basic error', () => this.ajv.compile(BASIC_ERROR))!;
      return validateError(body) ? [] : [`${where} (an error): ${describeErrors(validateError.errors)}`];
    }
    const media = pickJson(documented.content);
    if (!media?.schema) {
      return body === undefined ? [] : [`${where} has a body but GitHub documents none`];
    }
    if (body === undefined) return [`${where} has no body but GitHub documents one`];
    const validate = this.cached(`${operation.route} ${status}`, () => {
      const raw = this.load().paths[operation.template]![operation.method.toLowerCase()] as Operation;
      const response = dereference(this.load(), raw.responses?.[String(status)] ?? raw.responses?.default, [], true);
      const schema = allowKnownInaccuracies(
        toJsonSchema(pickJson((response as { content?: Record<string, MediaType> }).content)?.schema),
      );
      this.registerComponents(schema);
      return this.responseAjv.compile(schema);
    })!;
    return validate(body) ? [] : [`${where}: ${describeErrors(validate.errors)}`];
  }
}

let description: RestDescription | undefined;

/** The shared REST description (parsed on first use, compiled schemas cached per operation). */
export function restDescription(): RestDescription {
  description ??= new RestDescription();
  return description;
}
