// The interval beside an adaptive row's verdict when the row is not
// different: the one its verdict rests on, so the two never disagree (a
// plain 95 % interval clear of zero beside "not distinguishable" read as a
// change the report had not found). Pure.
import { studentTUpperQuantile } from './student-t.ts';
import {
  gridLevelAtMost,
  FAMILY_ALPHA,
  type LookStatistic,
  type SequentialDecision,
  type SequentialDesign,
} from './sequential.ts';

/** A look's statistic and the two-sided nominal level of its interval. */
export interface LevelledLook {
  statistic: LookStatistic;
  alpha: number;
}

/**
 * Same: the repeated interval that lay within ±δ, at the look that settled
 * the row. Not distinguishable: the repeated interval at the row's last look
 * at Holm's level for the rows the family did not reject (FAMILY_ALPHA over
 * their count, Strassburger & Bretz 2008), its nominal level times the t's
 * share of it (`tShare`: 1 − TRIMMED_SHARE when the trimmed-mean test
 * stands beside the t, which then needs p_t below that share): it contains
 * zero, since Holm's step-down rejects a row whose repeated p-value is at
 * most that level. With a rare-run `margin` (the change, log, the t was
 * tested beyond: sequential.ts marginPValue) the interval is widened by it,
 * which keeps zero inside (a row is left open when |mean| − margin is within
 * the interval's half-width).
 * Undefined for a different row or one no look saw two pairs of (its plain
 * 95 % interval stands).
 */
export function verdictInterval(
  design: SequentialDesign,
  looks: readonly LookStatistic[],
  decision: SequentialDecision | undefined,
  notRejectedRows: number,
  tShare = 1,
  margin: (statistic: LookStatistic) => number = () => 0,
): LevelledLook | undefined {
  if (decision?.state === 'different') return undefined;
  if (decision?.state === 'same') {
    const statistic = looks.find((s) => s.look === decision.settledAt)!;
    return { statistic, alpha: design.equivalenceLevels[statistic.look]! };
  }
  const last = looks.at(-1);
  if (last === undefined || last.n < 2) return undefined;
  const level = gridLevelAtMost(FAMILY_ALPHA / Math.max(1, notRejectedRows));
  const alpha = design.nominal(level)[last.look]! * tShare;
  const widening = margin(last);
  if (widening === 0) return { statistic: last, alpha };
  const standardError = last.standardError + widening / studentTUpperQuantile(alpha / 2, last.n - 1);
  return { statistic: { ...last, standardError }, alpha };
}
