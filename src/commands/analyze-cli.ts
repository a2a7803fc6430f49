// `node-bench analyze ...` on its own: the CLI's entry loads this instead of
// the command table, and the build bundles it as one module (dist/analyze.js),
// since analyze's run is short enough for module loading to show (~7 ms of
// ~130 ms on 120,000 rows, measured with chunks against one file).
import { ANALYZE_USAGE, analyzeCommand } from './analyze.ts';
import type { CommandIo } from './io.ts';
import { runCommand } from './run.ts';

/** argv without the command name. */
export function runAnalyze(argv: string[], io: CommandIo): Promise<number> {
  return runCommand('analyze', { run: analyzeCommand, usage: ANALYZE_USAGE }, argv, io);
}
