// How results are shown: the table format and the p-value correction. Kept
// apart from the other options so `node-bench analyze` loads nothing else.
import { FORMATS } from '../report/render.ts';
import { Option } from './option.ts';
import { oneOf } from './choice.ts';

export const format = new Option({
  names: { cli: 'format' },
  schema: oneOf(FORMATS),
  default: 'text',
});

/**
 * The defaults differ on purpose: the CLI prints what node-benchmark-compare
 * prints (byte for byte, so no correction), while the Action's comment holds
 * many rows at once and stars them after Holm's correction.
 */
export const correction = new Option({
  names: { cli: 'correction', input: 'correction' },
  schema: oneOf(['none', 'holm'] as const),
  default: { bySurface: { cli: 'none', input: 'holm' } },
});
