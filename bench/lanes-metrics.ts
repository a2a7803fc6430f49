// The statistics of bench/lanes.ts, pure: from one CLI run's CSV and its
// --format json rows to each row's two 95 % interval half-widths, and from the
// runs of one comparison in every mode to the figures the report prints
// (median widths, precision per unit of machine time, A/A false calls,
// verdict agreement with one lane). Tested on a recorded CSV
// (test/stats/lanes-metrics.test.ts), never on a live run.
import { parseCompareCsv } from '../src/stats/csv.ts';
import { studentTUpperQuantile } from '../src/stats/student-t.ts';

/** A row of the CLI's --format json report (src/report/json.ts), the fields the bench reads. */
export interface JsonRow {
  name: string;
  verdict: string;
  improvement: number | null;
  /** compare.R's Welch accuracy: the ± half-width in percent of the old mean, by alpha */
  accuracy: Record<string, number | null>;
}

export interface RowMetrics {
  /** the row's name without the sized keys (n, dur, duration): the same configuration in every mode */
  key: string;
  verdict: string;
  /** the change, percent (the json's improvement) */
  change: number;
  /** compare.R's Welch 95 % half-width, percent of the old mean (the table's (*) column) */
  welch: number;
  /**
   * The paired 95 % half-width: per run k, log(new_k / old_k) with the k-th
   * old and the k-th new sample of the row in CSV order; the one-sample t
   * interval of their mean, times 100 (percent on the log scale, ≈ ± % of the ratio)
   */
  paired: number;
  /** how many pairs the paired interval used (the shorter side's count) */
  pairs: number;
}

/** A configuration's name with the keys the CLI sizes taken out (they may differ between runs). */
export const unsizedKey = (name: string) => name.replace(/ (?:n|dur|duration)=[\d.e+]+/g, '');

/**
 * The one-sample t interval's half-width (1 - alpha, two-sided) of the mean
 * of `values`; NaN below 2 values.
 */
export function tHalfWidth(values: readonly number[], alpha = 0.05): number {
  const n = values.length;
  if (n < 2) return NaN;
  const mean = values.reduce((a, b) => a + b, 0) / n;
  const variance = values.reduce((sum, v) => sum + (v - mean) ** 2, 0) / (n - 1);
  if (variance === 0) return 0;
  return studentTUpperQuantile(alpha / 2, n - 1) * Math.sqrt(variance / n);
}

/** Per run k, log(new_k / old_k) of each row (CSV order), by the row's full name (`filename configuration`). */
export function pairedLogRatios(csv: string, source: string): Map<string, number[]> {
  const sides = new Map<string, { old: number[]; new: number[] }>();
  for (const sample of parseCompareCsv(csv, source)) {
    const name = `${sample.filename} ${sample.configuration}`;
    let row = sides.get(name);
    if (row === undefined) sides.set(name, (row = { old: [], new: [] }));
    row[sample.binary].push(sample.rate);
  }
  const ratios = new Map<string, number[]>();
  for (const [name, row] of sides) {
    const pairs = Math.min(row.old.length, row.new.length);
    ratios.set(
      name,
      Array.from({ length: pairs }, (_, k) => Math.log(row.new[k]! / row.old[k]!)),
    );
  }
  return ratios;
}

const orNaN = (value: number | null | undefined) => (typeof value === 'number' ? value : NaN);

/** Each json row's verdict and its two interval half-widths, from the run's CSV. */
export function rowMetrics(csv: string, source: string, rows: readonly JsonRow[]): RowMetrics[] {
  const ratios = pairedLogRatios(csv, source);
  return rows.map((row) => {
    const logRatios = ratios.get(row.name) ?? [];
    return {
      key: unsizedKey(row.name),
      verdict: row.verdict,
      change: orNaN(row.improvement),
      welch: orNaN(row.accuracy['0.05']),
      paired: tHalfWidth(logRatios) * 100,
      pairs: logRatios.length,
    };
  });
}

export function median(values: readonly number[]): number {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Whether a verdict calls the row different (faster or slower). */
export const isCall = (verdict: string) => verdict === 'improvement' || verdict === 'regression';

/** One mode's run of a comparison, as the summary needs it. */
export interface ModeRun {
  mode: string;
  wallMs: number;
  rows: RowMetrics[];
}

export interface ModeSummary {
  mode: string;
  wallMinutes: number;
  rows: number;
  /** rows called faster (improvement), slower (regression), same, unresolved, untested */
  verdicts: Record<string, number>;
  /** over the rows the widths are taken over (see ComparisonSummary.widthRows) */
  medianWelch: number;
  medianPaired: number;
  /** median half-width × √(wall minutes): precision per unit of machine time, lower is better */
  welchPerTime: number;
  pairedPerTime: number;
  /** one lane's per-time figure over this mode's: "at equal wall time, N× narrower" (1 lane's Welch vs this mode's Welch, paired vs paired, and one lane's Welch vs this mode's paired) */
  narrower: { welch: number; paired: number; welchToPaired: number };
  /** rows called different: in an A/A comparison, false calls */
  calls: number;
  /** against one lane, over the rows both have: the same verdict, and rows whose call flipped faster↔slower */
  agreement: { same: number; of: number; flipped: string[] };
}

export interface ComparisonSummary {
  /** the rows the medians are over: every row (A/A), else the rows no mode called faster or slower */
  widthRows: string[];
  /** rows not present in every mode (a failed child, a row only one mode has) */
  missing: string[];
  modes: ModeSummary[];
}

/**
 * The figures of one comparison over its modes; the first mode is the
 * reference (one lane). `aa`: every row's width counts; else only the rows
 * present in every mode and called neither faster nor slower by any.
 */
export function summarizeComparison(runs: readonly ModeRun[], aa: boolean): ComparisonSummary {
  const keySets = runs.map((run) => new Set(run.rows.map((r) => r.key)));
  const allKeys = [...new Set(runs.flatMap((run) => run.rows.map((r) => r.key)))];
  const inEvery = allKeys.filter((key) => keySets.every((set) => set.has(key)));
  const widthRows = aa
    ? inEvery
    : inEvery.filter((key) => runs.every((run) => !isCall(run.rows.find((r) => r.key === key)!.verdict)));
  const reference = runs[0];
  const figures = runs.map((run) => {
    const counted = run.rows.filter((r) => widthRows.includes(r.key));
    const wallMinutes = run.wallMs / 60_000;
    const medianWelch = median(counted.map((r) => r.welch));
    const medianPaired = median(counted.map((r) => r.paired));
    return { run, wallMinutes, medianWelch, medianPaired };
  });
  const perTime = (width: number, minutes: number) => width * Math.sqrt(minutes);
  const ref = figures[0];
  const modes = figures.map(({ run, wallMinutes, medianWelch, medianPaired }): ModeSummary => {
    const welchPerTime = perTime(medianWelch, wallMinutes);
    const pairedPerTime = perTime(medianPaired, wallMinutes);
    const refWelch = ref ? perTime(ref.medianWelch, ref.wallMinutes) : NaN;
    const refPaired = ref ? perTime(ref.medianPaired, ref.wallMinutes) : NaN;
    const verdicts: Record<string, number> = {};
    for (const row of run.rows) verdicts[row.verdict] = (verdicts[row.verdict] ?? 0) + 1;
    return {
      mode: run.mode,
      wallMinutes,
      rows: run.rows.length,
      verdicts,
      medianWelch,
      medianPaired,
      welchPerTime,
      pairedPerTime,
      narrower: {
        welch: refWelch / welchPerTime,
        paired: refPaired / pairedPerTime,
        welchToPaired: refWelch / pairedPerTime,
      },
      calls: run.rows.filter((r) => isCall(r.verdict)).length,
      agreement: agreementWith(reference?.rows ?? [], run.rows),
    };
  });
  return { widthRows, missing: allKeys.filter((key) => !inEvery.includes(key)), modes };
}

/** Over the rows both runs have: how many got the same verdict, and which flipped faster↔slower. */
export function agreementWith(
  reference: readonly RowMetrics[],
  rows: readonly RowMetrics[],
): { same: number; of: number; flipped: string[] } {
  const byKey = new Map(reference.map((r) => [r.key, r]));
  let same = 0;
  let of = 0;
  const flipped: string[] = [];
  for (const row of rows) {
    const ref = byKey.get(row.key);
    if (ref === undefined) continue;
    of++;
    if (ref.verdict === row.verdict) same++;
    else if (isCall(ref.verdict) && isCall(row.verdict)) flipped.push(row.key);
  }
  return { same, of, flipped };
}
