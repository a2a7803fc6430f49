import type { Analysis } from '../stats/analyze.ts';
import type { AnyReportInput } from './report-input.ts';
import { renderText, type TextOptions } from './text.ts';

import type { Format } from '../options/output.ts';

/** What the markdown header says besides the analysis (see buildReport); the CLI's report is never cut. */
export type ReportContext = Omit<AnyReportInput, 'analysis' | 'marker' | 'maxLength'>;

/**
 * The analysis in `format`. The markdown and JSON renderers load on demand:
 * `node-bench analyze` prints text by default, in a process whose start-up
 * is part of the time it takes.
 */
export async function render(
  analysis: Analysis,
  format: Format,
  context: ReportContext = { partial: false, failures: [] },
  text: TextOptions = {},
): Promise<string> {
  switch (format) {
    case 'text':
      return renderText(analysis, text);
    case 'markdown': {
      // The same renderer as the comment, job summary and nightly issue, with its header.
      const { buildReport } = await import('./comment.ts');
      return buildReport({ ...context, analysis, marker: '', maxLength: Infinity }).trimEnd();
    }
    case 'json': {
      const { renderJson } = await import('./json.ts');
      return renderJson(analysis);
    }
  }
}
