// The nightly part of result.json (nightly.*): the range a scan measured, what bisecting it found, the runner's
// A/A calibration and the trend of the starred rows. The report job trusts none of it: every list is capped and
// every text bounded and printable.
import { z } from 'zod';
import { count, sha, text } from './fields.ts';

/** Branch and tag names a nightly result may carry: plain characters, printable anywhere. */
export const NIGHTLY_REF = /^[A-Za-z0-9_][A-Za-z0-9_./-]{0,254}$/;

/** bisect lists are capped: an artifact must not make the report job's work arbitrarily large */
export const MAX_BISECT_CANDIDATES = 1000;
export const MAX_BISECT_ROWS = 1000;
export const MAX_BISECT_STEPS = 100;

/** JSON has no NaN: a number that could not be computed is null */
const finiteOrNull = z.number().finite().nullable();
const starsSchema = z.enum(['', '*', '**', '***']);

/** One flagged configuration at a bisected commit, against the range's good end. */
const bisectRowSchema = z.strictObject({
  name: text(5000),
  /** percent; negative is slower */
  improvement: finiteOrNull,
  /** the range's change the scan measured, percent */
  reference: z.number().finite(),
  /** 0 at the good end, 1 at the bad end */
  share: finiteOrNull,
  nOld: count,
  nNew: count,
  verdict: z.enum(['good', 'bad', 'unknown', 'missing']),
});

/** Which commit of the range made the flagged configurations slower (src/nightly/bisect.ts). */
const bisectSchema = z
  .strictObject({
    /** culprit: one commit is left; range: the budget ran out, or only unbuildable or unsure commits are left */
    status: z.enum(['culprit', 'range']),
    /**
     * range only: the budget ran out, only skipped (unbuildable) or also unknown (could not tell) commits are
     * left, the one commit left was not confirmed against its parent, or a commit could not be tested (error)
     */
    reason: z.enum(['budget', 'skipped', 'unsure', 'unconfirmed', 'error']).nullable(),
    error: text(1000).nullable(),
    /** the last good commit (may be nightly.from) and the first bad one */
    good: sha,
    bad: sha,
    /** the first-parent commits the first bad one is among (good exclusive, bad inclusive), oldest first */
    candidates: z.array(sha).min(1).max(MAX_BISECT_CANDIDATES),
    candidateCount: z.number().int().min(1).max(1e9),
    culprit: z
      .strictObject({
        sha,
        subject: text(500),
        author: text(200),
        /** the commit's PR-URL trailer, when it names a pull request of this repository */
        prNumber: z.number().int().positive().max(1e9).nullable(),
      })
      .nullable(),
    /** the bisected configurations: the range's regressions */
    configurations: z.array(text(5000)).max(MAX_BISECT_ROWS),
    /** the culprit's own table: its flagged rows against the good end */
    rows: z.array(bisectRowSchema).max(MAX_BISECT_ROWS),
    steps: z
      .array(
        z.strictObject({
          sha,
          verdict: z.enum(['good', 'bad', 'skip', 'unknown']),
          detail: text(500).nullable(),
          rows: z.array(bisectRowSchema).max(MAX_BISECT_ROWS),
        }),
      )
      .max(MAX_BISECT_STEPS),
    /** commits tested */
    builds: count,
    elapsedMs: count,
  })
  .superRefine((b, ctx) => {
    const fail = (message: string) => ctx.addIssue({ code: 'custom', message });
    if (b.status === 'culprit') {
      if (b.culprit === null || b.culprit.sha !== b.bad) fail('a culprit bisect names the culprit, which is bad');
      if (b.reason !== null || b.error !== null) fail('a culprit bisect has no reason');
      if (b.candidates.length !== 1 || b.candidates[0] !== b.bad || b.candidateCount !== 1)
        fail('a culprit bisect has the culprit as its only candidate');
    } else {
      if (b.culprit !== null || b.rows.length > 0) fail('a range bisect names no culprit');
      if (b.reason === null) fail('a range bisect says why it stopped');
      if ((b.reason === 'error') !== (b.error !== null)) fail('error is given exactly when the reason is error');
      if (b.candidates[b.candidates.length - 1] !== b.bad) fail('the candidates end with the first bad commit');
      if (b.candidateCount < b.candidates.length) fail('candidateCount is below the candidates listed');
    }
    // one step more at most: the culprit's verification against its parent (no build)
    if (b.steps.length > b.builds + 1) fail('more steps than commits tested and a verification');
  });

export type NightlyBisectMetadata = z.infer<typeof bisectSchema>;

/** rows of nightly.calibration and nightly.trend: an artifact must not make the report's work arbitrarily large */
export const MAX_NOISE_ROWS = 1000;
export const MAX_TREND_ROWS = 50;
export const MAX_TREND_NIGHTS = 60;

/** comparisons with p below 0.05, 0.01, 0.001 (unadjusted) in A/A runs: false stars */
const falseStarsSchema = z.tuple([count, count, count]);
const starsWithin = (value: { comparisons: number; falseStars: readonly number[] }) =>
  value.falseStars[0]! <= value.comparisons &&
  value.falseStars[1]! <= value.falseStars[0]! &&
  value.falseStars[2]! <= value.falseStars[1]!;

/** The runner's A/A calibration (src/nightly/calibration.ts) as the report needs it. */
export const calibrationMetadataSchema = z
  .strictObject({
    /** over the A/A nights the state keeps */
    nights: count,
    comparisons: count,
    falseStars: falseStarsSchema,
    /** tonight's A/A run; null: none ran (off, or it failed) */
    slice: z
      .strictObject({ sha, files: z.array(text(5000)).max(1000), comparisons: count, falseStars: falseStarsSchema })
      .nullable(),
    /** the scan's starred rows (any threshold could flag them) that have an A/A record on this runner */
    rows: z
      .array(
        z.strictObject({
          name: text(5000),
          comparisons: count,
          falseStars: falseStarsSchema,
          /** 95 % half-width of an A/A change, percent; null: too few A/A runs yet */
          noise: z.number().min(0).max(1e6).nullable(),
        }),
      )
      .max(MAX_NOISE_ROWS),
  })
  .superRefine((c, ctx) => {
    const fail = (message: string) => ctx.addIssue({ code: 'custom', message });
    if (!starsWithin(c) || (c.slice && !starsWithin(c.slice)) || !c.rows.every(starsWithin))
      fail('false stars: more than comparisons, or fewer at a looser level');
    if (new Set(c.rows.map((row) => row.name)).size !== c.rows.length) fail('a row is named twice');
  });

/** The earlier scans' changes of the scan's starred rows, for the trend chart. */
const trendSchema = z
  .strictObject({
    /** this scan's date (ISO), the chart's last night */
    date: text(40),
    /** the earlier scans, oldest first */
    nights: z.array(z.strictObject({ date: text(40), from: sha, to: sha })).max(MAX_TREND_NIGHTS),
    rows: z
      .array(
        z.strictObject({
          name: text(5000),
          /** per earlier night: percent, null when the row was not measured */
          changes: z.array(finiteOrNull).max(MAX_TREND_NIGHTS),
          stars: z.array(starsSchema).max(MAX_TREND_NIGHTS),
        }),
      )
      .max(MAX_TREND_ROWS),
  })
  .superRefine((t, ctx) => {
    if (t.rows.some((row) => row.changes.length !== t.nights.length || row.stars.length !== t.nights.length))
      ctx.addIssue({ code: 'custom', message: 'every trend row has one change and stars per night' });
  });

export type NightlyCalibrationMetadata = z.infer<typeof calibrationMetadataSchema>;
export type NightlyTrendMetadata = z.infer<typeof trendSchema>;

/** A nightly scan's range, present only in a nightly result directory. */
export const nightlySchema = z.strictObject({
  branch: z.string().regex(NIGHTLY_REF, 'a branch name'),
  from: sha,
  to: sha,
  fromKind: z.enum(['last-scan', 'baseline']),
  baseline: z.string().regex(NIGHTLY_REF, 'a ref name').nullable(),
  commits: count.nullable(),
  rewritten: z.boolean(),
  /** the range had regressions and several commits: what bisecting it found */
  bisect: bisectSchema.optional(),
  /** the runner's A/A noise for the scan's starred rows, and its false-positive rate */
  calibration: calibrationMetadataSchema.optional(),
  /** the earlier scans' changes of the scan's starred rows */
  trend: trendSchema.optional(),
});
