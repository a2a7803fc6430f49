import type { Analysis } from '../stats/analyze.ts';
import { renderJson } from './json.ts';
import { renderMarkdown } from './markdown.ts';
import { renderText } from './text.ts';

export const FORMATS = ['text', 'markdown', 'json'] as const;
export type Format = (typeof FORMATS)[number];

export function render(analysis: Analysis, format: Format): string {
  switch (format) {
    case 'text':
      return renderText(analysis);
    case 'markdown':
      return renderMarkdown(analysis);
    case 'json':
      return renderJson(analysis);
  }
}
