// A/A calibration: each night the scan also runs the range's good end (whose
// build is in the cache) against itself on a small rotating slice of the
// benchmark files. Every star such a run gives is a false one (counted by the
// test the scan decides its rows by: log rates, log-rates.ts), and the spread
// of its changes is what this runner's noise really is, builds and nights
// included, not only what one run's t-test assumes. Per configuration the
// state keeps the last A/A changes and the false stars; per night, the counts
// for the runner's false-positive rate.
import { MAX_NOISE_ROWS, type NightlyCalibrationMetadata } from '../artifact/nightly-schema.ts';
import { formatImprovement, plural } from '../report/text.ts';
import type { RowComparison } from '../stats/analyze.ts';
import { ALPHAS } from '../stats/stars.ts';
import { studentTUpperQuantile } from '../stats/student-t.ts';
import {
  MAX_CALIBRATED_CONFIGS,
  MAX_CALIBRATION_CHANGES,
  MAX_CALIBRATION_FILES,
  MAX_CALIBRATION_NIGHTS,
  type CalibratedConfig,
  type Calibration,
  type CalibrationNight,
} from './state.ts';
import { starredRows, withinNameBudget } from './history.ts';

/** benchmark files per night run A/A; 0 turns calibration off */
export const DEFAULT_CALIBRATION_FILES = 2;
/** the nominal levels the false stars are counted at: *, **, *** (unadjusted p-values) */
export const NOMINAL_LEVELS = ALPHAS;
/** A/A changes a configuration needs before its noise is given */
export const MIN_NOISE_CHANGES = 2;

export const EMPTY_CALIBRATION: Calibration = { slices: 0, nights: [], configs: [] };

/** `calibration-files`: a whole number from 0 to MAX_CALIBRATION_FILES. */
export function parseCalibrationFiles(text: string): number {
  const value = text.trim() === '' ? DEFAULT_CALIBRATION_FILES : Number(text.trim());
  if (!/^\s*\d*\s*$/.test(text) || !Number.isInteger(value) || value < 0 || value > MAX_CALIBRATION_FILES) {
    throw new RangeError(
      `calibration-files: ${JSON.stringify(text)} is not a whole number of benchmark files from 0 to ${MAX_CALIBRATION_FILES}`,
    );
  }
  return value;
}

/**
 * Tonight's slice: `count` consecutive files of the sorted list, starting
 * where the rotation stands (slices run so far × count), wrapping around. The
 * list may change from night to night (files added or removed): the rotation
 * goes on over whatever it is.
 */
export function calibrationSlice(files: readonly string[], slices: number, count: number): string[] {
  const sorted = [...new Set(files)].sort();
  if (sorted.length === 0 || count <= 0) return [];
  if (count >= sorted.length) return sorted;
  const start = (slices * count) % sorted.length;
  return Array.from({ length: count }, (_, i) => sorted[(start + i) % sorted.length]!);
}

const falseStarsOf = (pValue: number): [number, number, number] => [
  pValue < NOMINAL_LEVELS[0] ? 1 : 0,
  pValue < NOMINAL_LEVELS[1] ? 1 : 0,
  pValue < NOMINAL_LEVELS[2] ? 1 : 0,
];
const add = (a: readonly number[], b: readonly number[]): [number, number, number] => [
  a[0]! + b[0]!,
  a[1]! + b[1]!,
  a[2]! + b[2]!,
];

/**
 * The calibration after tonight's A/A run: a night record (capped list) and
 * each tested configuration's change and false stars added to its record.
 * Configurations calibrated most recently are kept last, so the cap drops the
 * ones not calibrated for longest.
 */
export function recordCalibration(
  previous: Calibration | undefined,
  night: { date: string; sha: string; files: readonly string[]; comparisons: readonly RowComparison[] },
): Calibration {
  const base = previous ?? EMPTY_CALIBRATION;
  // each row by the test it was decided by (the scan's log rates), compare.R's when it has no other
  const tested = night.comparisons
    .map((c) => ({
      name: c.name,
      tested: c.tested,
      change: c.decision.test ? c.decision.estimate.change : c.improvement,
      pValue: c.decision.test?.pValue ?? c.pValue,
    }))
    .filter((c) => c.tested && Number.isFinite(c.change) && Number.isFinite(c.pValue));
  const byName = new Map(base.configs.map((config) => [config.name, config]));
  const updated = new Map<string, CalibratedConfig>();
  let nightStars: [number, number, number] = [0, 0, 0];
  for (const comparison of tested) {
    const name = comparison.name.slice(0, 5000);
    const before = updated.get(name) ?? byName.get(name);
    const stars = falseStarsOf(comparison.pValue);
    nightStars = add(nightStars, stars);
    const change = Math.round(comparison.change * 1000) / 1000;
    updated.set(name, {
      name,
      comparisons: (before?.comparisons ?? 0) + 1,
      falseStars: add(before?.falseStars ?? [0, 0, 0], stars),
      changes: [...(before?.changes ?? []), change].slice(-MAX_CALIBRATION_CHANGES),
    });
  }
  const configs = [...base.configs.filter((config) => !updated.has(config.name)), ...updated.values()];
  const nights = [
    ...base.nights,
    {
      date: night.date,
      sha: night.sha,
      files: night.files.slice(0, MAX_CALIBRATION_FILES).map((file) => file.slice(0, 5000)),
      comparisons: tested.length,
      falseStars: nightStars,
    },
  ];
  return {
    slices: base.slices + 1,
    nights: nights.slice(-MAX_CALIBRATION_NIGHTS),
    configs: configs.slice(-MAX_CALIBRATED_CONFIGS),
  };
}

/**
 * A configuration's A/A noise: the 95 % half-width of the change an A/A
 * comparison gives, percent. The true A/A change is 0, so the spread is the
 * root mean square of the measured changes (n degrees of freedom), scaled by
 * Student's t for 95 %: with few nights it is wide, as it should be. Null
 * with fewer than MIN_NOISE_CHANGES changes.
 */
export function noiseOf(changes: readonly number[]): number | null {
  if (changes.length < MIN_NOISE_CHANGES) return null;
  const rms = Math.sqrt(changes.reduce((sum, change) => sum + change * change, 0) / changes.length);
  return studentTUpperQuantile(0.025, changes.length) * rms;
}

/** The runner's false-positive rate: comparisons and false stars over the nights kept. */
export function falsePositiveRate(calibration: Calibration | undefined): {
  nights: number;
  comparisons: number;
  falseStars: [number, number, number];
} {
  const nights = calibration?.nights ?? [];
  return {
    nights: nights.length,
    comparisons: nights.reduce((sum, night) => sum + night.comparisons, 0),
    falseStars: nights.reduce<[number, number, number]>((sum, night) => add(sum, night.falseStars), [0, 0, 0]),
  };
}

/**
 * What result.json carries: the false-positive rate over the nights kept,
 * tonight's slice, and the A/A record of each of the scan's starred rows (the
 * ones any report threshold could flag).
 */
export function calibrationMetadata(
  calibration: Calibration | undefined,
  tonight: CalibrationNight | null,
  comparisons: readonly RowComparison[],
): NightlyCalibrationMetadata {
  const byName = new Map((calibration?.configs ?? []).map((config) => [config.name, config]));
  const known = starredRows(comparisons)
    .map((comparison) => byName.get(comparison.name.slice(0, 5000)))
    .filter((config): config is CalibratedConfig => config !== undefined)
    .slice(0, MAX_NOISE_ROWS);
  const rows = withinNameBudget(known, (config) => config.name).map((config) => {
    const noise = noiseOf(config.changes);
    return {
      name: config.name,
      comparisons: config.comparisons,
      falseStars: config.falseStars,
      noise: noise === null ? null : Math.round(noise * 1000) / 1000,
    };
  });
  return {
    ...falsePositiveRate(calibration),
    slice:
      tonight === null
        ? null
        : { sha: tonight.sha, files: tonight.files, comparisons: tonight.comparisons, falseStars: tonight.falseStars },
    rows,
  };
}

const percent = (count: number, total: number) => {
  const value = (100 * count) / total;
  return `${value < 1 ? value.toFixed(2) : value.toFixed(1)} %`;
};

/** The header line: this runner's A/A false-positive rate against the nominal levels. */
export function calibrationHeader(calibration: NightlyCalibrationMetadata | undefined): string {
  if (calibration === undefined) return '';
  if (calibration.comparisons === 0) {
    return 'Runner calibration: no A/A comparison yet (the base against itself, a slice of the benchmarks each night).';
  }
  const [one, two, three] = calibration.falseStars;
  return (
    `Runner calibration (A/A: the base against itself, ${plural(calibration.nights, 'night')}, ` +
    `${plural(calibration.comparisons, 'comparison')}): false stars ` +
    `p\u00a0<\u00a00.05 in ${percent(one, calibration.comparisons)} (nominal 5 %), ` +
    `p\u00a0<\u00a00.01 in ${percent(two, calibration.comparisons)} (nominal 1 %), ` +
    `p\u00a0<\u00a00.001 in ${percent(three, calibration.comparisons)} (nominal 0.1 %).`
  );
}

/**
 * Whether a flagged row's change is within this runner's A/A noise (the 95 %
 * half-width of an A/A change of that configuration): a phrase to append to
 * its line, empty without calibration.
 */
export function noiseMark(
  calibration: NightlyCalibrationMetadata | undefined,
  finding: { name: string; improvement: number },
): string {
  if (calibration === undefined) return '';
  const row = calibration.rows.find((r) => r.name === finding.name.slice(0, 5000));
  if (row === undefined || row.noise === null) {
    const runs = row === undefined ? 'no A/A run' : plural(row.comparisons, 'A/A run');
    return ` · A/A noise not known yet (${runs} of it on this runner)`;
  }
  const within = Math.abs(finding.improvement) <= row.noise;
  const noise = `±${formatImprovement(row.noise)}, ${plural(row.comparisons, 'A/A run')}`;
  return within ? ` · ≈ within this runner's A/A noise (${noise})` : ` · beyond this runner's A/A noise (${noise})`;
}
