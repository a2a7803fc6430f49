// node-bench releases: a chain of releases compared step by step (each consecutive pair a normal comparison with its
// own result directory), then the chain's page: per category the seed article's table of each configuration's change
// per step and first → last. A step that fails is one line and a failed step on the page; the others still run.
import { lstat, mkdir, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { cacheDirFrom } from '../binaries/cache-dir.ts';
import { RESULT_CSV, RESULT_JSON, writeResultMetadata } from '../artifact/result-dir.ts';
import { comparisonMetadata } from '../artifact/result-metadata.ts';
import { failureNotes } from '../report/failure-notes.ts';
import { isUserError } from '../errors.ts';
import { buildComparison, resultsFileName } from '../options/comparison.ts';
import { formatBinarySpec } from '../options/binary-spec.ts';
import { quiet } from '../options/output.ts';
import { readReleaseChain, type ReleaseChain, type ReleaseStep } from '../options/releases-argv.ts';
import type { ChainStep } from '../site/releases.ts';
import { nothingMeasured, runInterruptible, type Routing } from './compare.ts';
import { EXIT, UsageError, write, type CommandIo } from './io.ts';
import { failedChainStep, readChainStep, stepDirsOf, writeChainSite } from './releases-site.ts';
import { readResults } from '../artifact/shard-merge.ts';

export const RELEASES_USAGE = `Usage: node-bench releases RELEASE RELEASE... --groups GROUP[,GROUP] --out SITE_DIR [options]
       node-bench releases --from-results DIR --out SITE_DIR

Compares a chain of Node.js releases (oldest first, e.g. 16.20.0 18.16.0
20.0.0) step by step: each consecutive pair is one node-bench compare of
the groups, with its own result directory (result.json + results.csv) in
--results. Then builds a static page in SITE_DIR: per benchmark category a
table of each configuration's change per step, starred as the PR comment
stars it, and the chain's change first -> last with its 95 % band. Open
SITE_DIR/index.html; it needs no network.

A step that fails is one line here and on the page; the others still run.
Run again with the same --results to go on: steps already measured are
kept, a stopped one is resumed from its CSV. --from-results DIR builds the
page from DIR's step directories without measuring.

Every step takes node-bench compare's options (see node-bench help compare):
--runs, --max-runs, --as-compare-js, --delta, --correction, --filter,
--exclude, --set, --child-time, --timeout, --max-time (per step), --cpuset,
--lanes, --duet, --suite, --suite-dir, --binary-source, --cache-dir, --mirror,
--sandbox, --pass-env, --quiet.

Options:
  --groups GROUP[,GROUP]   benchmark groups each step compares (repeatable)
  --out DIR                where the page goes (its own files are replaced)
  --results DIR            where the steps' result directories go
                           (default <cache folder>/results/releases-<time>)
  --from-results DIR       build the page from DIR's steps, measure nothing
  --repo OWNER/NAME        where the steps' compare links go (default nodejs/node)
  -h, --help               this text

Exit codes: 0 every step measured, 1 bad input or no step measured,
${EXIT.benchmarkFailures} some steps (or benchmarks) failed (the page shows the rest), ${EXIT.interrupted} interrupted.`;

export async function releasesCommand(argv: string[], io: CommandIo): Promise<number> {
  const read = readReleaseChain(argv, (path) => resolve(io.cwd, path));
  if (read === 'help') {
    write(io.stdout, RELEASES_USAGE);
    return EXIT.ok;
  }
  const log = quiet.parse(read.stepValues) ? () => {} : (line: string) => write(io.stderr, line);
  if (read.mode === 'rebuild') return rebuild(read, io);
  // the cache folder, decided once, as compare decides it: every step's, and (without --results) the steps' home
  const chain: DecidedChain = { ...read, cacheDir: cacheDirFrom(read.stepValues['cache-dir'], io.cwd, io.env) };
  const { cacheDir } = chain;
  const resultsDir =
    chain.resultsDir ??
    join(
      cacheDir,
      'results',
      resultsFileName(new Date())
        .replace(/^node-bench-/, 'releases-')
        .replace(/\.csv$/, ''),
    );
  await mkdir(resultsDir, { recursive: true });
  log(`releases: ${chain.steps.length} steps, result directories in ${resultsDir}`);
  const steps: ChainStep[] = [];
  let interrupted = false;
  let benchmarkFailures = false;
  for (const [i, step] of chain.steps.entries()) {
    const dir = join(resultsDir, step.dirName);
    if (interrupted) {
      steps.push(failedChainStep(step, dir, 'not run: the chain was interrupted'));
      continue;
    }
    const measured = await measureStep(chain, step, dir, log, io).catch((error: unknown) => {
      if (!isUserError(error)) throw error;
      return { failed: (error as Error).message, interrupted: false };
    });
    interrupted = measured.interrupted;
    if ('failed' in measured) {
      write(io.stderr, `node-bench releases: step ${i + 1} (${step.old} → ${step.new}) failed: ${measured.failed}`);
      steps.push(failedChainStep(step, dir, measured.failed));
      continue;
    }
    benchmarkFailures ||= measured.benchmarkFailures;
    steps.push(await readChainStep(dir, step.old, step.new));
  }
  await writeChainSite(steps, {
    siteDir: chain.siteDir,
    repoUrl: chain.repoUrl,
    generated: new Date().toISOString(),
    problems: [],
  });
  const failed = steps.filter((s) => s.failed !== null).length;
  write(
    io.stderr,
    `releases: ${steps.length - failed} of ${steps.length} steps measured; page: ${join(chain.siteDir, 'index.html')}; results: ${resultsDir}`,
  );
  if (interrupted) return EXIT.interrupted;
  if (failed === steps.length) return EXIT.error;
  return failed > 0 || benchmarkFailures ? EXIT.benchmarkFailures : EXIT.ok;
}

/** The page from a results folder's step directories alone. */
async function rebuild(chain: ReleaseChain, io: CommandIo): Promise<number> {
  const resultsDir = chain.resultsDir!;
  const found = await stepDirsOf(resultsDir).catch((error: NodeJS.ErrnoException) => {
    throw new UsageError(
      `--from-results ${resultsDir}: ${error.code === 'ENOENT' ? 'no such directory' : error.message}`,
    );
  });
  const steps = await Promise.all(found.map((s) => readChainStep(s.dir, s.old, s.new)));
  const problems = steps.filter((s) => s.failed !== null).map((s) => `${s.source}: ${s.failed}`);
  for (const problem of problems) write(io.stderr, `releases: left out: ${problem}`);
  await writeChainSite(steps, {
    siteDir: chain.siteDir,
    repoUrl: chain.repoUrl,
    generated: new Date().toISOString(),
    problems,
  });
  write(
    io.stderr,
    `releases: ${steps.length - problems.length} of ${steps.length} steps; page: ${join(chain.siteDir, 'index.html')}`,
  );
  return steps.length > problems.length ? EXIT.ok : EXIT.error;
}

/** The chain as read, with the cache folder decided for all its steps. */
type DecidedChain = ReleaseChain & { cacheDir: string };

/**
 * One step, a normal comparison into its own result directory: kept when an earlier run finished it, resumed
 * from its CSV when one stopped; result.json written once the run is over (partial when stopped).
 */
async function measureStep(
  chain: DecidedChain,
  step: ReleaseStep,
  dir: string,
  log: (line: string) => void,
  io: CommandIo,
): Promise<{ interrupted: boolean; benchmarkFailures: boolean } | { failed: string; interrupted: boolean }> {
  const existing = await lstat(join(dir, RESULT_JSON)).catch(() => null);
  if (existing !== null) {
    const earlier = await readResults(dir).catch(() => null);
    if (earlier !== null && !earlier.metadata.partial) {
      log(`releases: ${step.old} → ${step.new}: measured before, kept (${dir})`);
      return { interrupted: false, benchmarkFailures: earlier.metadata.failures.length > 0 };
    }
    // a stopped step's record: the run below tops its CSV up and writes a new one
    await rm(join(dir, RESULT_JSON));
  }
  await mkdir(dir, { recursive: true });
  const request = buildComparison(
    { values: { ...chain.stepValues, old: step.old, new: step.new }, positionals: chain.groups },
    { cwd: io.cwd, cacheDir: chain.cacheDir },
    { out: join(dir, RESULT_CSV), format: 'text', quiet: quiet.parse(chain.stepValues) },
  );
  log(`releases: ${step.old} → ${step.new}`);
  const routing: Routing = {
    isQuiet: request.output.quiet,
    csvOnStdout: false,
    tableFormat: 'text',
    tableStream: null,
    log,
  };
  const run = await runInterruptible(request, chain.stepValues, routing, io);
  if (run.samples + run.priorSamples === 0) {
    // the step's failures are not listed above it (compare's are): its first one is the line's reason
    const first = run.failures[0];
    const why = first ? `nothing was measured: ${first.filename}: ${first.detail}` : nothingMeasured(run, request);
    return { failed: why, interrupted: run.interrupted };
  }
  const info = await lstat(dir);
  const side = (binary: typeof run.binaries.old) => ({
    spec: formatBinarySpec(binary.spec),
    version: binary.version,
    sha: null,
  });
  await writeResultMetadata(
    { path: dir, dev: info.dev, ino: info.ino },
    comparisonMetadata({ ...run, failures: failureNotes(run.failures, request.suite.kind) }, request.schedule, {
      headSha: null,
      commentId: null,
      old: side(run.binaries.old),
      new: side(run.binaries.new),
      load: run.load ?? null,
    }),
  );
  log(`releases: ${step.old} → ${step.new}: ${run.samples} samples, ${run.failures.length} failures; ${dir}`);
  return { interrupted: run.interrupted, benchmarkFailures: run.failures.length > 0 || run.partial };
}
