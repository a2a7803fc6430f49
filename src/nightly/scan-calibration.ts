// Tonight's A/A calibration: the range's good end against itself on a slice of the scan's files, recorded in
// the state (calibration.ts keeps the record) so the report can tell a runner's noise from a change.
import { mkdir, mkdtemp } from 'node:fs/promises';
import { join } from 'node:path';
import { RESULT_CSV } from '../artifact/result-dir.ts';
import type { ComparisonRun } from '../pipeline/compare.ts';
import type { Analysis } from '../stats/analyze.ts';
import { calibrationSlice, recordCalibration } from './calibration.ts';
import { analyzeNightly, NightlyError } from './report.ts';
import { compareSides, flaggedFilters, scanRequest, type ScanContext } from './scan-compare.ts';
import type { Calibration, CalibrationNight } from './state.ts';

/** Tonight's A/A run: the good end against itself on a slice of the files. */
export interface NightlyCalibrationRun {
  night: CalibrationNight;
  analysis: Analysis;
  csvPath: string;
}

/**
 * The A/A run: the good end (built for the scan, so cached) against itself
 * on tonight's slice of the scan's benchmark files. A run that fails or stops
 * early costs only tonight's calibration (a warning); a cancelled one stops
 * the scan.
 */
export async function calibrate(
  scan: ScanContext,
  night: { from: string; date: string; analysis: Analysis; previous: Calibration | undefined },
): Promise<{ calibration: Calibration; run: NightlyCalibrationRun } | undefined> {
  const { checked, deps } = scan;
  if (checked.calibrationFiles === 0) return undefined;
  const files = calibrationSlice(
    night.analysis.comparisons.map((c) => c.filename),
    night.previous?.slices ?? 0,
    checked.calibrationFiles,
  );
  if (files.length === 0) return undefined;
  const csvRoot = join(checked.cacheDir, 'nightly-calibration');
  await mkdir(csvRoot, { recursive: true });
  const csvPath = join(await mkdtemp(join(csvRoot, `${night.from.slice(0, 12)}-`)), RESULT_CSV);
  deps.log(`nightly: A/A calibration: ${night.from} against itself on ${files.join(', ')}; samples in ${csvPath}`);
  const filters = flaggedFilters(files.map((filename) => ({ filename })));
  const cancelled = () => new NightlyError('nightly: cancelled during the A/A calibration; state left unchanged');
  if (deps.signal?.aborted) throw cancelled();
  let run: ComparisonRun;
  try {
    run = await compareSides(scan, scanRequest(scan, night.from, night.from, csvPath, filters, true));
  } catch (error) {
    if (deps.signal?.aborted) throw cancelled();
    deps.log(`nightly: warning: the A/A calibration failed, none recorded tonight: ${(error as Error).message}`);
    return undefined;
  }
  if (deps.signal?.aborted) throw cancelled();
  if (run.partial) {
    deps.log('nightly: warning: the A/A calibration stopped early (max-time): none recorded tonight');
    return undefined;
  }
  // decided as the night's own fixed rows are (log rates): a false star here is one the scan could have given
  const analysis = analyzeNightly(run.groups, undefined);
  const calibration = recordCalibration(night.previous, {
    date: night.date,
    sha: night.from,
    files,
    comparisons: analysis.comparisons,
  });
  const tonight = calibration.nights[calibration.nights.length - 1]!;
  deps.log(
    `nightly: A/A calibration: ${tonight.comparisons} comparison(s), false stars at p < 0.05/0.01/0.001: ` +
      tonight.falseStars.join('/'),
  );
  return { calibration, run: { night: tonight, analysis, csvPath } };
}
