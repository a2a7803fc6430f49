// The release chain's page from its steps' result directories: each read as the report job reads one (readResults,
// the PR comment's analysis), made a ChainStep (src/site/releases.ts) and the page written. A directory that cannot
// be read is one line on the page and in the log; the other steps are still shown.
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { analyzeResult } from '../artifact/result-dir.ts';
import { readResults } from '../artifact/shard-merge.ts';
import { logChange, runnerOf, writeSite } from '../nightly/history-site.ts';
import { buildChainSite, type ChainRow, type ChainStep } from '../site/releases.ts';

const STEP_DIR = /^(\d+)-(.+)\.\.(.+)$/;

/** A step folder's place and releases, from its name (`2-18.16.0..20.0.0`); null for any other folder. */
export function stepOfDirName(name: string): { index: number; old: string; new: string } | null {
  const match = STEP_DIR.exec(name);
  return match ? { index: Number(match[1]), old: match[2]!, new: match[3]! } : null;
}

/** The step folders of a results folder, in the chain's order. */
export async function stepDirsOf(resultsDir: string): Promise<{ dir: string; old: string; new: string }[]> {
  const entries = await readdir(resultsDir, { withFileTypes: true });
  return entries
    .filter((e) => e.isDirectory())
    .map((e) => ({ name: e.name, step: stepOfDirName(e.name) }))
    .filter((e) => e.step !== null)
    .sort((a, b) => a.step!.index - b.step!.index)
    .map((e) => ({ dir: join(resultsDir, e.name), old: e.step!.old, new: e.step!.new }));
}

/** A step without rows: it failed, was not run, or its directory cannot be read; `why` in one line. */
export function failedChainStep(step: { old: string; new: string }, dir: string, why: string): ChainStep {
  return { old: step.old, new: step.new, rows: new Map(), failed: why, partial: false, about: null, source: dir };
}

/** One step's result directory as the page's step; a directory that cannot be read, a failed step saying why. */
export async function readChainStep(dir: string, old: string, now: string): Promise<ChainStep> {
  let read;
  try {
    read = await readResults(dir);
  } catch (error) {
    return failedChainStep({ old, new: now }, dir, error instanceof Error ? error.message : String(error));
  }
  const { metadata, groups } = read;
  const analysis = analyzeResult(read, 'holm');
  const rates = new Map(groups.ratesByRow().map((row) => [`${row.filename} ${row.configuration}`, row]));
  const rows = new Map<string, ChainRow>();
  for (const c of analysis.comparisons) {
    const row = rates.get(c.name);
    rows.set(c.name, {
      change: c.decision.estimate.change,
      stars: c.decision.stars,
      outcome: c.decision.outcome,
      ...(row ? logChange(row.old, row.new) : { logRatio: null, variance: null }),
    });
  }
  const runs = metadata.adaptive ? `runs auto up to ${metadata.adaptive.maxRuns}` : `${metadata.runs} runs`;
  return {
    old: metadata.old.version.replace(/^v/, ''),
    new: metadata.new.version.replace(/^v/, ''),
    rows,
    failed: null,
    partial: metadata.partial,
    about: `${runs}; ${runnerOf(metadata.fingerprint)}`,
    source: dir,
  };
}

/** Builds and writes the chain's page; returns its files' count. */
export async function writeChainSite(
  steps: readonly ChainStep[],
  options: { siteDir: string; repoUrl: string; generated: string; problems: readonly string[] },
): Promise<number> {
  const files = buildChainSite({
    repoUrl: options.repoUrl,
    steps,
    generated: options.generated,
    problems: options.problems,
  });
  await writeSite(files, options.siteDir);
  return files.length;
}
