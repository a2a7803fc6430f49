// A nightly finding: one configuration beyond the threshold. Its own file, below report.ts (which classifies
// the rows into findings) and the history, bisect and calibration that read them, so none imports another
// for it.
import type { Stars } from '../stats/stars.ts';

/** A configuration beyond the threshold. */
export interface NightlyFinding {
  /** `${filename} ${configuration}` */
  name: string;
  filename: string;
  configuration: string;
  /** percent; negative is slower */
  improvement: number;
  pValue: number;
  holmPValue: number;
  /** Holm stars */
  stars: Stars;
  /** runs auto: the paired estimate's 95 % interval, percent (the row's test is the sequential one) */
  interval?: [number, number];
}
