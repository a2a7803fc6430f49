// Does the sandbox change what is measured? An A/A comparison of one release
// against itself where only the `new` side runs inside bubblewrap (the same
// policy the pipeline gives benchmarks), interleaved by our runner as any
// comparison: a bundled group and one node core file (through compare.js).
// The sandbox must not move the numbers: the ratio of means new/old within
// noise, and no more stars than an A/A gives anyway.
//
//   node --import tsx bench/sandbox-aa.ts [--runs N]
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

import { resolveRelease } from '../src/binaries/releases.ts';
import { runComparison } from '../src/pipeline/compare.ts';
import { failureNotes } from '../src/report/failure-notes.ts';
import {
  BENCHMARK_LIMITS,
  defaultHiddenPlaces,
  NO_SANDBOX,
  sandboxCommand,
  UNPRIVILEGED_ID,
  type BwrapPolicy,
} from '../src/process/sandbox.ts';
import { findExecutable } from '../src/util/files.ts';
import { buildComparison } from '../src/options/comparison.ts';
import { readCompareArgv } from '../src/options/compare-argv.ts';
import type { RowComparison } from '../src/stats/analyze.ts';
import { runnerPlatform } from '../src/util/platform.ts';

const repoRoot = fileURLToPath(new URL('../', import.meta.url));
const cacheDir = path.join(repoRoot, '.cache', 'node-bench');

/** A `node` that runs the real one inside bwrap: what the sandboxed side of the A/A executes. */
async function sandboxedNode(dir: string, node: string, readable: string[]): Promise<string> {
  const tool = (name: string) => {
    const file = findExecutable(name, process.env.PATH);
    if (file === null) throw new Error(`${name} is not installed (apt-get install bubblewrap util-linux)`);
    return file;
  };
  const root = process.getuid!() === 0;
  const policy: BwrapPolicy = {
    bwrap: tool('bwrap'),
    prlimit: tool('prlimit'),
    hidden: [...defaultHiddenPlaces(process.env), cacheDir],
    limits: BENCHMARK_LIMITS,
    ...(root ? { unprivileged: { uid: UNPRIVILEGED_ID, gid: UNPRIVILEGED_ID, setpriv: tool('setpriv') } } : {}),
  };
  const { command, args } = sandboxCommand(policy, { readable: [node, ...readable] }, '/', node, []);
  const quote = (a: string) => `'${a.replace(/'/g, `'\\''`)}'`;
  // The scratch dir of each comparison (TMPDIR) is bound after the private /tmp (the first --chdir
  // closes the file system), the working directory is the process's own (the last --chdir).
  const firstChdir = args.indexOf('--chdir');
  const lastChdir = args.lastIndexOf('--chdir');
  const words = args.map(quote);
  words[lastChdir + 1] = '"$PWD"';
  words.splice(firstChdir, 0, '$scratch');
  const script = path.join(dir, 'sandboxed-node');
  await writeFile(
    script,
    [
      '#!/bin/sh',
      '# the scratch dir (when there is one) and the working directory of each run, then the real node',
      `scratch=; [ -n "$TMPDIR" ] && scratch="--bind $TMPDIR $TMPDIR"`,
      root ? `[ -n "$TMPDIR" ] && chown -R ${UNPRIVILEGED_ID}:${UNPRIVILEGED_ID} "$TMPDIR"` : '',
      `exec ${quote(command)} ${words.join(' ')} "$@"`,
      '',
    ].join('\n'),
  );
  await chmod(script, 0o755);
  return script;
}

interface AaResult {
  label: string;
  rows: number;
  /** geometric mean of mean(new)/mean(old) over the rows */
  ratio: number;
  /** smallest and largest per-row ratio */
  range: [number, number];
  stars: { '*': number; '**': number; '***': number };
  seconds: number;
}

function summarise(label: string, comparisons: RowComparison[], seconds: number): AaResult {
  const tested = comparisons.filter((c) => c.tested);
  const ratios = tested.map((c) => c.new.mean / c.old.mean);
  const logMean = ratios.reduce((sum, r) => sum + Math.log(r), 0) / ratios.length;
  const stars = { '*': 0, '**': 0, '***': 0 };
  for (const c of tested) if (c.stars !== '') stars[c.stars as keyof typeof stars]++;
  return {
    label,
    rows: tested.length,
    ratio: Math.exp(logMean),
    range: [Math.min(...ratios), Math.max(...ratios)],
    stars,
    seconds,
  };
}

export async function sandboxAaBench(options: { runs?: number } = {}): Promise<AaResult[]> {
  const runs = options.runs ?? 10;
  const node = (
    await resolveRelease('20.0.0', {
      binarySource: 'npm',
      cacheDir,
      timeoutMs: 120_000,
      env: {},
      platform: runnerPlatform(process),
    })
  ).path;
  const dir = await mkdtemp(path.join(tmpdir(), 'node-bench-sandbox-aa-'));
  const results: AaResult[] = [];
  try {
    const suiteDir = path.join(repoRoot, 'benchmarks');
    const core = process.env.NODE_CORE_SOURCE;
    const cases: { label: string; groups: string[]; filter: string[]; suite: 'bundled' | 'core'; repo?: string }[] = [
      { label: 'bundled fs', groups: ['fs'], filter: [], suite: 'bundled' },
      { label: 'bundled events', groups: ['events'], filter: [], suite: 'bundled' },
    ];
    if (core)
      cases.push({
        label: 'core buffers/buffer-tojson.js',
        groups: ['buffers'],
        filter: ['buffer-tojson'],
        suite: 'core',
        repo: core,
      });
    else console.log('(NODE_CORE_SOURCE not set: the core file is skipped)');
    for (const c of cases) {
      const wrapped = await sandboxedNode(dir, node, [
        suiteDir,
        repoRoot,
        process.execPath,
        ...(c.repo ? [c.repo] : []),
      ]);
      const request = buildComparison(
        readCompareArgv([
          ...['--old', node, '--new', wrapped, '--suite', c.suite, '--runs', String(runs)],
          ...(c.repo ? ['--repo', c.repo] : []),
          ...c.filter.flatMap((text) => ['--filter', text]),
          ...c.groups,
        ]),
        { cwd: repoRoot, cacheDir },
        { out: path.join(dir, `${c.label.replace(/\W+/g, '-')}.csv`), format: 'text', quiet: true },
      );
      const started = performance.now();
      const run = await runComparison(request, {
        log: () => {},
        host: process.env,
        platform: runnerPlatform(process),
        sandbox: NO_SANDBOX,
        // the fingerprint is not read here
        runnerCheck: undefined,
        trust: 'trusted',
        passEnv: [],
        buildTimeoutMs: 3600_000,
      });
      if (run.failures.length > 0)
        console.log(
          `  failures: ${failureNotes(run.failures, request.suite.kind)
            .map((f) => `${f.filename}: ${f.detail}`)
            .join('; ')}`,
        );
      const result = summarise(c.label, run.groups.analyze().comparisons, (performance.now() - started) / 1000);
      results.push(result);
      console.log(
        `${result.label}: ${result.rows} rows x ${runs} runs, sandboxed/unsandboxed rate ${result.ratio.toFixed(4)} ` +
          `(per row ${result.range[0].toFixed(3)}..${result.range[1].toFixed(3)}), ` +
          `stars * ${result.stars['*']} ** ${result.stars['**']} *** ${result.stars['***']}, ${result.seconds.toFixed(0)} s`,
      );
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  return results;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ options: { runs: { type: 'string' } } });
  await sandboxAaBench({ runs: values.runs === undefined ? undefined : Number(values.runs) });
}
