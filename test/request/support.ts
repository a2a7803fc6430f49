// Fixture payloads for the request tests: a fresh copy per call, so a test may mutate it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { testFixtures } from '../helpers/paths.ts';
import {
  parseSideInput,
  readSelectionDefaults,
  type EventInputs,
  type SelectionText,
} from '../../src/request/events.ts';
import { label } from '../../src/options/action.ts';

export type Payload = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export function loadEvent(name: string): Payload {
  return JSON.parse(readFileSync(join(testFixtures, 'events', `${name}.json`), 'utf8')) as Payload;
}

/** SHAs used in the fixtures */
export const HEAD_SHA = '6dcb09b5b57875f334f61aebed695e2e4193db5e';
export const BASE_SHA = '9049f1265b7d61be4a8904a9a27120d2064dab3b';
export const OTHER_SHA = 'e5bd3914e2e596debea16f433f57875b5b90bcd6';

export const ALLOWED_GROUPS = ['buffers', 'url', 'http', 'fs', 'misc'];

/** The Action's inputs as text, as a workflow gives them. */
export interface InputText extends SelectionText {
  allowedGroups?: readonly string[];
  label?: string;
  old?: string;
  new?: string;
  ref?: string;
  requireSha?: boolean;
}

/** What the event reader gets: the inputs read by the Action's own rules (as readActionInputs reads them). */
export function inputs(extra: InputText = {}): EventInputs {
  const { allowedGroups = ALLOWED_GROUPS, label: name, old, new: current, ref, requireSha, ...selection } = extra;
  return {
    allowedGroups,
    label: label.parse(name, 'input'),
    selection: readSelectionDefaults({ groups: 'buffers', ...selection }),
    ...(old === undefined ? {} : { old: parseSideInput(old, 'input old') }),
    ...(current === undefined ? {} : { new: parseSideInput(current, 'input new') }),
    ...(ref === undefined ? {} : { ref }),
    ...(requireSha === undefined ? {} : { requireSha }),
  };
}

/** Every string anywhere inside a value (keys too): to prove nothing of a payload leaked. */
export function allStrings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(allStrings);
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, item]) => [key, ...allStrings(item)]);
  }
  return [];
}
