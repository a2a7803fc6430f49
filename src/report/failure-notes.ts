// A run's failures (run/measure/failure.ts: data) as its reports word them: result.json's failure notes, the CLI's list,
// the nightly's refusal. The pipeline hands the failures on as they are; the words are made here.
import type { FailureNote } from '../artifact/result-metadata.ts';
import type { Suite } from '../options/comparison.ts';
import type { RunFailure } from '../run/index.ts';

/** Each failure of a run of `suite` as one note. */
export function failureNotes(failures: readonly RunFailure[], suite: Suite): FailureNote[] {
  return failures.map(suite === 'core' ? coreFailureNote : bundledFailureNote);
}

/**
 * A core run's failure as its reports have always read: one line naming the
 * configuration and side, as compare.js's failures (whole files) have no
 * fields for them.
 */
function coreFailureNote(f: RunFailure): FailureNote {
  if (f.binary === null) return { filename: f.filename, detail: f.detail };
  const line =
    f.phase === 'list'
      ? `listing its configurations on ${f.binary} failed: ${f.detail}`
      : `${f.configuration} (${f.binary}${f.run === null ? '' : `, run ${f.run}`}): ${f.detail}`;
  return { filename: f.filename, detail: line };
}

/** A bundled run's failure: the configuration and side as fields, the run in the line. */
function bundledFailureNote(f: RunFailure): FailureNote {
  return {
    filename: f.filename,
    configuration: f.configuration || undefined,
    binary: f.binary ?? undefined,
    detail: f.run === null ? f.detail : `run ${f.run}: ${f.detail}`,
  };
}
