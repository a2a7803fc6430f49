// What a report is made from, whoever makes it: the Action's comment and summary, the nightly's issue, the
// CLI's compare and analyze. The report's header, its reproduce line and its renderers read it.
import type { FailureNote } from '../artifact/result-metadata.ts';
import type { MissingShards } from '../artifact/result-dir.ts';
import type { ResultMetadata, RunnerFingerprint } from '../artifact/result-schema.ts';
import type { Schedule } from '../options/comparison.ts';
import type { Analysis } from '../stats/analyze.ts';
import type { ToolSource } from '../util/tool-source.ts';

export interface SideInfo {
  /** what was asked for: `20.0.0`, `ref:main`, a path */
  spec: string;
  /** `node --version` of the binary */
  version: string;
  sha?: string;
}

/** What was asked for, when the caller knows (the Action's request, the CLI's options); the seed as result.json's. */
export interface RunDescription {
  seed?: ResultMetadata['seed'];
  groups: readonly string[];
  filter?: readonly string[];
  exclude?: readonly string[];
  set?: Readonly<Record<string, readonly string[]>>;
  /** a GitHub login (shown without pinging) or a description */
  requestedBy?: string;
  /** how it was asked for: `pull_request`, `issue_comment`, `schedule`, `cli` */
  trigger?: string;
  /** `--runs auto`: the cap of runs per side */
  adaptiveMaxRuns?: number;
  /**
   * --child-time: the timed work children were sized to and how many configurations ran shorter than their
   * file's own n or duration; 'off' when each file's own values ran (absent: not known, nothing is said)
   */
  sizing?: { targetMs: number; shortened: number; sizable: number; kept?: string[] } | 'off';
  /** the suite that ran: core (a checkout's benchmark/, which compare.js runs too) or bundled (ours) */
  suite?: 'core' | 'bundled';
}

/** What a run's report knows of the run besides its table: the sides, the machine, runs per side as asked for, its time. */
interface RunFacts {
  old: SideInfo;
  new: SideInfo;
  fingerprint: RunnerFingerprint;
  runs: Schedule['runs'];
  durationMs: number;
}

/** A report of any origin: `analyze` knows neither the binaries nor the machine. */
export interface AnyReportInput extends Partial<RunFacts> {
  analysis: Analysis;
  /** stopped early (time budget or signal) */
  partial: boolean;
  /** stopped early: what was left unmeasured, one line per shard that stopped (run/plan/budget.ts) */
  unmeasured?: string;
  /** a sharded run whose shards did not all leave a result (artifact/result-dir.ts readResults) */
  missingShards?: MissingShards;
  failures: readonly FailureNote[];
  /** what makes the numbers less reliable (heavy outside load, ...), shown above the table */
  warnings?: readonly string[];
  /**
   * This runner's A/A calibration (from its nightly): the false-positive line, and for each significant
   * row whether its change is within what the runner measures between a commit and itself.
   */
  runnerNoise?: { header: string; rows: readonly { name: string; note: string }[] };
  run?: RunDescription;
  /** the repository's web address (`https://github.com/nodejs/node`): links the commits */
  repositoryUrl?: string;
  /** node-bench's arguments that reproduce this locally (`analyze …`); default: the compare of the sides and run */
  reproduce?: readonly string[];
  /** where this tool came from (the Action's repository and ref); default: this package's repository and version */
  tool?: ToolSource;
  /** the pull request benchmarked: its head (new is that head, or the head merged onto old, made by the run) */
  pullRequest?: { number: number; headSha: string };
  /** the CSV files an `analyze` read */
  sources?: readonly string[];
  /** link to the workflow run (where the CSV artifact is) */
  runUrl?: string;
  title?: string;
  /** '' for none; default REPORT_MARKER */
  marker?: string;
  /** `/benchmark more`: the hidden line under the marker (more-line.ts) and the line under the table offering it */
  more?: { line: string; note: string };
  /** the result of a `/benchmark more`: what ran again, said in the header */
  moreOf?: { rows: number; from: number; to: number };
  /** Infinity: never cut (the CLI); default COMMENT_BUDGET */
  maxLength?: number;
}

/** A report of a run: the Action's comment and summary, the nightly issue (which know all of these). */
export type ReportInput = AnyReportInput & RunFacts;
