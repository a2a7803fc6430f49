// A result directory as the execute job hands it to the report job (result.json and the compare.js CSV) for
// report tests that are about where and how a result is answered, not about measuring: one configuration,
// two runs per side.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { RESULT_CSV, RESULT_JSON } from '../../src/artifact/result-dir.ts';
import type { ResultMetadata } from '../../src/artifact/result-schema.ts';
import { runnerFingerprint } from '../../src/run/measure/fingerprint.ts';
import { CSV_HEADER, formatCsvRow } from '../../src/stats/csv.ts';

export const RESULT_BASE_SHA = 'b'.repeat(40);

/** Writes the result into `dir`: by default for head `7…7` over base `b…b`; `metadata` overrides fields. */
export function resultArtifact(
  dir: string,
  metadata: Partial<ResultMetadata>,
  rates: readonly number[] = [10, 11],
): string {
  const headSha = metadata.headSha ?? '7'.repeat(40);
  const rows = [CSV_HEADER];
  for (const binary of ['old', 'new'] as const)
    for (const rate of rates)
      rows.push(formatCsvRow({ binary, filename: 'a/b.js', configuration: 'n=1', rate, time: 1 }));
  const full: ResultMetadata = {
    schemaVersion: 1,
    headSha,
    commentId: null,
    old: { spec: `ref:${RESULT_BASE_SHA}`, version: 'v20.0.0', sha: RESULT_BASE_SHA },
    new: { spec: `ref:${headSha}`, version: 'v20.0.0', sha: headSha },
    runs: rates.length,
    durationMs: 1000,
    partial: false,
    seed: null,
    samples: 2 * rates.length,
    fingerprint: runnerFingerprint(undefined, { env: {} }),
    failures: [],
    ...metadata,
  };
  writeFileSync(join(dir, RESULT_JSON), JSON.stringify(full));
  writeFileSync(join(dir, RESULT_CSV), rows.join('\n') + '\n');
  return dir;
}
