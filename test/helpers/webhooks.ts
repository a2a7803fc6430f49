// GitHub's webhook event payloads as GitHub describes them
// (@octokit/openapi-webhooks: an OpenAPI 3.1 document, one schema per event
// and action, e.g. `issue-comment-created`). Used to check that the event
// payloads our tests feed the Action are shapes GitHub actually sends.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { ValidateFunction } from 'ajv';
import { createAjv, describeErrors } from './openapi.ts';

const require = createRequire(import.meta.url);
const WEBHOOKS_PATH = require.resolve('@octokit/openapi-webhooks/generated/api.github.com.json');
const DOCUMENT_ID = 'https://github.com/octokit/openapi-webhooks/api.github.com.json';

interface WebhooksDocument {
  webhooks: Record<string, { post?: { requestBody?: { content?: Record<string, { schema?: unknown }> } } }>;
}

let document: WebhooksDocument | undefined;
const ajv = createAjv();
const compiled = new Map<string, ValidateFunction>();

function load(): WebhooksDocument {
  if (!document) {
    document = JSON.parse(readFileSync(WEBHOOKS_PATH, 'utf8')) as WebhooksDocument;
    // the whole document, so the payload schemas' `#/components/schemas/...` references resolve
    ajv.addSchema(document as object, DOCUMENT_ID);
  }
  return document;
}

/** The documented webhook names: `issue-comment-created`, `workflow-dispatch`, ... */
export function webhookNames(): string[] {
  return Object.keys(load().webhooks);
}

/**
 * How `payload` departs from the schema GitHub documents for `event` (as
 * Actions names it: `issue_comment`) and the payload's `action`; empty when it
 * fits. Throws when GitHub documents no such event and action.
 */
export function validateWebhookPayload(event: string, payload: unknown): string[] {
  const action = (payload as { action?: unknown } | null)?.action;
  const base = event.replace(/_/g, '-');
  const withAction = typeof action === 'string' ? `${base}-${action.replace(/_/g, '-')}` : base;
  const name = load().webhooks[withAction] ? withAction : base;
  const content = load().webhooks[name]?.post?.requestBody?.content?.['application/json'];
  if (!content?.schema) {
    throw new Error(`GitHub's webhook description has no payload for ${event}${action ? ` (${String(action)})` : ''}`);
  }
  let validate = compiled.get(name);
  if (!validate) {
    const pointer = `/webhooks/${name}/post/requestBody/content/application~1json/schema`;
    validate = ajv.compile({ $ref: `${DOCUMENT_ID}#${pointer}` });
    compiled.set(name, validate);
  }
  return validate(payload) ? [] : [`${name}: ${describeErrors(validate.errors, 12)}`];
}

/**
 * How `value` departs from the schema of one top-level property (`repository`,
 * `sender`, ...) of a documented webhook payload: for events GitHub documents
 * no webhook for (`schedule`), whose parts are the same objects.
 */
export function validateWebhookProperty(webhook: string, property: string, value: unknown): string[] {
  const name = `${webhook}#${property}`;
  let validate = compiled.get(name);
  if (!validate) {
    if (!load().webhooks[webhook]) throw new Error(`GitHub's webhook description has no ${webhook}`);
    const payload = `/webhooks/${webhook}/post/requestBody/content/application~1json/schema`;
    // the payload schema is a $ref to components; its property sits there
    const ref = (
      document!.webhooks[webhook]!.post!.requestBody!.content!['application/json']!.schema as { $ref?: string }
    ).$ref;
    const pointer = ref?.startsWith('#')
      ? `${ref.slice(1)}/properties/${property}`
      : `${payload}/properties/${property}`;
    validate = ajv.compile({ $ref: `${DOCUMENT_ID}#${pointer}` });
    compiled.set(name, validate);
  }
  return validate(value) ? [] : [`${name}: ${describeErrors(validate.errors, 12)}`];
}
