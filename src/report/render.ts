import type { Analysis } from '../stats/analyze.ts';
import { buildReport, type AnyReportInput } from './comment.ts';
import { renderJson } from './json.ts';
import { renderText, type TextOptions } from './text.ts';

export const FORMATS = ['text', 'markdown', 'json'] as const;
export type Format = (typeof FORMATS)[number];

/** What the markdown header says besides the analysis (see buildReport); the CLI's report is never cut. */
export type ReportContext = Omit<AnyReportInput, 'analysis' | 'marker' | 'maxLength'>;

export function render(
  analysis: Analysis,
  format: Format,
  context: ReportContext = { partial: false, failures: [] },
  text: TextOptions = {},
): string {
  switch (format) {
    case 'text':
      return renderText(analysis, text);
    case 'markdown':
      // The same renderer as the comment, job summary and nightly issue, with its header.
      return buildReport({ ...context, analysis, marker: '', maxLength: Infinity }).trimEnd();
    case 'json':
      return renderJson(analysis);
  }
}
