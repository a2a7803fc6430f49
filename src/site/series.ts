// The history site's model: the nights the nightly scanned (each an interleaved comparison of the last scanned
// commit and the new head on one runner) chained into one series per benchmark row, relative to the commit a
// segment starts at. Pure: data in, data out; the loader (src/nightly/history-site.ts) reads the state and the
// result directories into SiteNight values.

/** One row of one night: the change of the range, on the log scale a slowdown lives on. */
export interface NightRow {
  /** ln(new / old) of the row's rates; null: the row was listed but not measured (it failed) */
  logRatio: number | null;
  /** the variance of logRatio (its squared standard error); null when unknown */
  variance: number | null;
  /** the nightly report's threshold called this row a regression tonight */
  regressed: boolean;
  /** the n (or duration) the row ran, as `key=value`: its file's own or a sized one; null: unknown (a state-only night) */
  ran: string | null;
}

export interface SiteNight {
  /** ISO date of the scan */
  date: string;
  from: string;
  to: string;
  /** commits in the range, when known */
  commits: number | null;
  /** main was force-pushed: from is no longer an ancestor of to */
  rewritten: boolean;
  /** what the runner was (cpu, cores, cpuset, kernel); null: unknown (a state-only night) */
  runner: string | null;
  /** `${filename} ${configuration}` → the row */
  rows: ReadonlyMap<string, NightRow>;
  /** the regression issue, when known; else the site links a search for the range */
  issue: number | null;
  /** what the scan's bisect found in the range */
  bisect: { culprit: { sha: string; subject: string } | null; good: string; bad: string } | null;
  /** where the night came from: a result directory's path, or `state` */
  source: string;
}

/** Why a series does not continue from the night before: shown, never joined over. */
export type BreakReason = 'start' | 'gap' | 'rewritten' | 'n' | 'runner' | 'missing' | 'unknown-variance';

export const BREAK_WORDS: Record<BreakReason, string> = {
  start: 'first night',
  gap: 'nights missing (this night does not start where the last one ended)',
  rewritten: 'main was force-pushed',
  n: 'another n (the row ran another n or duration than the night before)',
  runner: 'another runner',
  missing: 'the row was not measured the night before (new, renamed, failed or missing)',
  'unknown-variance': 'the night before has no known uncertainty',
};

/** One point of a series: where the row stands after a night, relative to its segment's baseline commit. */
export interface SeriesPoint {
  /** index into the site's nights */
  night: number;
  /** chained ln-ratio since the segment's baseline */
  level: number;
  /** 95 % half-width of level, on the log scale */
  halfWidth: number;
  regressed: boolean;
  /** set on a segment's first point: why it starts here */
  breakReason?: BreakReason;
}

export interface Series {
  name: string;
  category: string;
  points: SeriesPoint[];
}

export const Z95 = 1.959963984540054;

/** The category of a row: the benchmark file's folder (`buffers/buffer-compare.js n=1` → `buffers`). */
export function categoryOf(name: string): string {
  const file = name.split(' ', 1)[0]!;
  const slash = file.indexOf('/');
  return slash > 0 ? file.slice(0, slash) : '(top level)';
}

/** Why night `i` does not continue night `i - 1` for every row, or null when it does. */
export function nightBreak(nights: readonly SiteNight[], i: number): BreakReason | null {
  if (i === 0) return 'start';
  const night = nights[i]!;
  const before = nights[i - 1]!;
  if (night.rewritten) return 'rewritten';
  if (night.from !== before.to) return 'gap';
  if (night.runner !== null && before.runner !== null && night.runner !== before.runner) return 'runner';
  return null;
}

/**
 * Every row's series over the nights (oldest first). Chaining: night k's range starts where night k-1's ended,
 * so the row's level after night k is the sum of the nights' ln-ratios since the segment began. The nights are
 * separate measurements (separate runs of separate processes), so their errors are independent and the level's
 * variance is the sum of the nights' ln-ratio variances; the band is level ± 1.96·√(that sum), shown as
 * exp(·) − 1 in percent. It widens with every night: a year of chained nights is known less well than one night.
 * A series breaks (a new segment, a new baseline, level 0 again) wherever chaining would join what does not
 * chain: a night missing or failed, a force-pushed main, another n, another runner, a row not measured the
 * night before, or a night whose uncertainty is unknown.
 */
export function buildSeries(nights: readonly SiteNight[]): Series[] {
  const breaks = nights.map((_, i) => nightBreak(nights, i));
  const names = new Set<string>();
  for (const night of nights) for (const name of night.rows.keys()) names.add(name);
  const series: Series[] = [];
  for (const name of [...names].sort()) {
    const points: SeriesPoint[] = [];
    let level = 0;
    let variance = 0;
    let continues = false;
    for (let i = 0; i < nights.length; i++) {
      const row = nights[i]!.rows.get(name);
      if (row === undefined || row.logRatio === null || row.variance === null) {
        // a row absent or failed tonight ends its segment; one with no variance cannot carry a band on
        continues = false;
        continue;
      }
      const reason =
        breaks[i] ??
        (!continues
          ? i > 0 && lastHadNoVariance(nights, i, name)
            ? 'unknown-variance'
            : 'missing'
          : ranAnother(nights, i, name)
            ? 'n'
            : null);
      if (reason !== null) {
        level = 0;
        variance = 0;
      }
      level += row.logRatio;
      variance += row.variance;
      const point: SeriesPoint = { night: i, level, halfWidth: Z95 * Math.sqrt(variance), regressed: row.regressed };
      if (reason !== null) point.breakReason = reason;
      points.push(point);
      continues = true;
    }
    series.push({ name, category: categoryOf(name), points });
  }
  return series;
}

/** The row ran another n than the night before (a number of runs is no break: it changes the precision, not what is measured). */
const ranAnother = (nights: readonly SiteNight[], i: number, name: string) => {
  const [before, now] = [nights[i - 1]!.rows.get(name)?.ran ?? null, nights[i]!.rows.get(name)!.ran];
  return before !== null && now !== null && before !== now;
};

const lastHadNoVariance = (nights: readonly SiteNight[], i: number, name: string) => {
  const row = nights[i - 1]!.rows.get(name);
  return row !== undefined && row.logRatio !== null && row.variance === null;
};

/** A level on the log scale as the percent change people read: +10 % faster, −50 % is half the speed. */
export const percentOf = (logLevel: number): number => (Math.exp(logLevel) - 1) * 100;
