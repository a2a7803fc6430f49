// A resumed comparison's record beside its --out file (resume.ts): checked against this comparison, and kept up to
// date as the run measures (runs without a sample, the sizes, the time spent measuring), so a later resume continues it.
import type { RunnerFingerprint } from '../artifact/result-schema.ts';
import { mergeLoads } from '../artifact/result-metadata.ts';
import type { ResolvedBinary } from '../binaries/spec.ts';
import type { Comparison } from '../options/comparison.ts';
import type { JobRecord, LoadRecord, PriorSamples, SizeRecord } from '../run/index.ts';
import type { Binary } from '../stats/csv.ts';
import {
  checkResumable,
  comparisonIdentity,
  priorSamples,
  resumedPasses,
  writeIdentity,
  type ComparisonIdentity,
  type ExistingResults,
  type MeasuredTime,
  type ResumeDeps,
} from './resume.ts';

/**
 * `--out FILE`'s record beside it (resume.ts): checked against this
 * comparison, written when new, and the samples it already holds by run.
 * recordJob adds each run whose child gave no sample to the record as it
 * happens, so a resume numbers the file's later rates right (ratesByRun).
 */
export function openRecord(
  request: Comparison,
  deps: ResumeDeps,
  /** what measures it: the two binaries and the machine */
  { binaries, fingerprint }: { binaries: Record<Binary, ResolvedBinary>; fingerprint: RunnerFingerprint },
  found: ExistingResults | null,
  /** resumedPasses' answer for this file (runs auto), made before the binaries were resolved */
  passes: ReturnType<typeof resumedPasses> | undefined,
): {
  prior?: PriorSamples;
  earlierCaps: number[];
  recordJob: (job: JobRecord) => void;
  recordMeasured: (samples: number, ms: number, load: LoadRecord | null) => MeasuredTime;
  recordSizes: (sizes: SizeRecord[]) => void;
} {
  let existing = found;
  const identity = comparisonIdentity(request, binaries, fingerprint);
  if (existing !== null && existing.identity === null && deps.continuing) {
    existing = { ...existing, identity: { ...identity, ...deps.continuing } };
  }
  if (existing !== null)
    for (const warning of checkResumable(request.output.out, existing, identity)) deps.log(warning);
  let record: ComparisonIdentity = existing?.identity ?? identity;
  if (identity.runsAuto) record = { ...record, runsAuto: true };
  if (passes && JSON.stringify(passes.caps) !== JSON.stringify(record.autoCaps))
    record = { ...record, autoCaps: passes.caps };
  if (record !== existing?.identity) writeIdentity(request.output.out, record);
  const earlierCaps = passes?.earlierCaps ?? [];
  // the samples the file holds, numbered by run as the executor takes them (a file without any is started anew)
  const resumed = existing !== null && existing.samples.length > 0 ? existing : null;
  const prior = resumed === null ? undefined : priorSamples(resumed.samples, record.missingRuns);
  const recordJob = (job: JobRecord) => {
    if (job.samples > 0) return;
    const { filename, configuration, binary, run } = job;
    record = { ...record, missingRuns: [...(record.missingRuns ?? []), { filename, configuration, binary, run }] };
    writeIdentity(request.output.out, record);
  };
  const recordMeasured = (samples: number, ms: number, load: LoadRecord | null): MeasuredTime => {
    const before = record.measured;
    if (samples === 0) return before ?? { ms: 0, load: null };
    const measured = {
      ms: (before?.ms ?? 0) + ms,
      load:
        before === undefined || before.load === null
          ? load
          : load === null
            ? before.load
            : mergeLoads([before.load, load]),
    };
    record = { ...record, measured };
    writeIdentity(request.output.out, record);
    return measured;
  };
  const recordSizes = (sizes: SizeRecord[]) => {
    // the file's earlier sizes stand (they were taken as known); this run adds the configurations it sized
    const known = new Set((record.sizes ?? []).map((s) => `${s.filename}\0${s.configuration}`));
    const added = sizes.filter((s) => !known.has(`${s.filename}\0${s.configuration}`));
    if (added.length === 0) return;
    record = { ...record, sizes: [...(record.sizes ?? []), ...added] };
    writeIdentity(request.output.out, record);
  };
  if (resumed === null) return { earlierCaps, recordJob, recordMeasured, recordSizes };
  const runsText = request.schedule.adaptive
    ? `--runs auto (at most ${request.schedule.runs})`
    : `${request.schedule.runs} runs per side`;
  deps.log(
    earlierCaps.length > 0 && earlierCaps.at(-1)! < request.schedule.runs
      ? `resuming: ${request.output.out} holds ${resumed.samples.length} samples of this comparison, run to at most ` +
          `${earlierCaps.at(-1)} runs; its calls stand, and the rows it left open run on to ${request.schedule.runs} runs ` +
          '(more); the table covers the whole file'
      : `resuming: ${request.output.out} holds ${resumed.samples.length} samples of this comparison; ` +
          `each configuration is topped up to ${runsText}, and the table covers the whole file`,
  );
  return {
    prior,
    earlierCaps,
    recordJob,
    recordMeasured,
    recordSizes,
  };
}
