// What a suite hands the executor: how its children start (listing and measuring) and how their listings are
// read. The bundled suite, node core's suite and node:bench files each make one; the executor runs them all alike.
import type { CpuList } from '../../options/execution.ts';
import type { ChildEnv } from '../../process/supervisor.ts';
import type { ListingJob, MeasureJob } from '../plan/plan.ts';
import type { ConfigsMessage } from '../measure/protocol.ts';

export interface ChildCommand {
  command: string;
  args: string[];
  /** this child's environment instead of the adapter's listEnv/runEnv */
  env?: ChildEnv;
  /**
   * the child speaks on stdout (node:bench's json reporter) instead of the IPC
   * channel: each line turned into one of our protocol's messages, or null
   */
  stdoutMessages?: (line: string) => unknown;
  /**
   * a failed child's stderr tail read as what the binary lacks to run this
   * file (e.g. `node:bench (Node.js 26.9.0 or later ...)`), else null: the
   * failure then says `this binary has no <that>`, and a file that both
   * binaries lack it for is left out with one line instead of failing
   */
  lacks?: (stderrTail: string) => string | null;
}

/** How one suite starts its children and reads their listings. */
export interface SuiteAdapter<Listing extends ConfigsMessage = ConfigsMessage> {
  /** the environment of listing children (its mode variables set) */
  listEnv: ChildEnv;
  /** the environment of measuring children */
  runEnv: ChildEnv;
  listingCommand(job: ListingJob): ChildCommand;
  /** an IPC message read as a listing: the listing, why it is invalid, or null when it is no listing */
  readListing(message: unknown): Listing | string | null;
  /** what a listing child that exits 0 without a listing did wrong */
  noListing: string;
  /** a listing accepted (before planning) */
  onListing?(job: ListingJob, listing: Listing): void;
  measureCommand(job: MeasureJob): ChildCommand;
}

/** A lane's CPUs, and the taskset found to pin a child to them (checked to work once per lane). */
export interface Pin {
  cpuset: CpuList;
  taskset: string;
}
