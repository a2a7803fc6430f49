// The seed's 16 -> 18 -> 20 claims (docs/reproduction-data/claims.yaml, seed 000) with `node-bench releases`:
//
//   node --import tsx scripts/release-chain-claims.ts command [--runs N] [--results DIR] [--out SITE]
//       the one command that runs the chain over every file those claims name, and its expected duration
//       (each file's configurations listed by the file itself, its time per sample from the reproduction's manifest)
//   node --import tsx scripts/release-chain-claims.ts compare RESULTS_DIR
//       the seed's claims next to the chain's rows, as a markdown table on stdout: each claimed configuration, the
//       seed's figure, the step's change and stars, and the verdict scripts/reproduce.ts's judge gives it
import path from 'node:path';
import { parseArgs } from 'node:util';
import { readChainStep, stepDirsOf } from '../src/commands/releases-site.ts';
import type { ChainStep } from '../src/site/releases.ts';
import type { Stars } from '../src/stats/stars.ts';
import {
  CLAIMS,
  DATA_DIR,
  describeWhere,
  directionOf,
  figureText,
  judge,
  listConfigurations,
  matchesWhere,
  readManifest,
} from './reproduce.ts';

/** the seed's own chain: State of Node.js Performance 2023 */
const SEED = '000';
const CHAIN_DIRECTIONS = ['16-18', '18-20'] as const;
export const CHAIN = ['16.20.0', '18.16.0', '20.0.0'];

/** The claims a chain checks: the seed's, release against release (a contrast within one release is not a step). */
export const chainClaims = () =>
  CLAIMS.filter(
    (c) => c.seed === SEED && c.contrast === undefined && (CHAIN_DIRECTIONS as readonly string[]).includes(c.direction),
  );

/** The command: every claimed file in both steps (the chain compares the same rows step after step). */
export function chainCommand(options: { runs: string; results: string; out: string }): string[] {
  const files = [...new Set(chainClaims().map((c) => c.file))].sort();
  const groups = [...new Set(files.map((f) => f.split('/')[0]!))];
  return [
    'node-bench',
    'releases',
    ...CHAIN,
    '--groups',
    groups.join(','),
    ...files.flatMap((f) => ['--filter', f]),
    '--runs',
    options.runs,
    '--results',
    options.results,
    '--out',
    options.out,
  ];
}

/** Expected duration in ms of the chain at `runs` fixed runs: Σ files × their configurations × time per sample × both sides × steps. */
export function estimateMs(runs: number): { ms: number; configurations: number; unknown: string[] } {
  const manifest = readManifest(DATA_DIR);
  const perSample = new Map<string, number>();
  for (const unit of Object.values(manifest.units)) {
    if (unit.samples > 0)
      perSample.set(unit.file, Math.max(perSample.get(unit.file) ?? 0, unit.elapsedMs / unit.samples));
  }
  let ms = 0;
  let configurations = 0;
  const unknown: string[] = [];
  for (const file of new Set(chainClaims().map((c) => c.file))) {
    const count = listConfigurations({ direction: '16-18', file }).length;
    configurations += count;
    const each = perSample.get(file);
    if (each === undefined) unknown.push(file);
    else ms += count * each * runs * 2 * (CHAIN.length - 1);
  }
  return { ms, configurations, unknown };
}

const pct = (value: number) => (Number.isFinite(value) ? `${value > 0 ? '+' : ''}${value.toFixed(2)} %` : 'NA');

/** The seed's claims next to the chain's rows, one line per claimed configuration. */
export function claimsTable(steps: readonly ChainStep[]): string {
  const lines = ['| claim | step | configuration | seed | chain | verdict |', '| --- | --- | --- | --- | --- | --- |'];
  for (const claim of chainClaims()) {
    const { old, new: now } = directionOf(claim.direction as never);
    const step = steps.find((s) => s.old === old && s.new === now);
    for (const expectation of claim.rows) {
      const rows = [...(step?.rows ?? new Map())].filter(([name]) => {
        const space = name.indexOf(' ');
        return name.slice(0, space) === claim.file && matchesWhere(name.slice(space + 1), expectation.where);
      });
      const where = `${claim.file} ${describeWhere(expectation.where)}`;
      if (rows.length === 0) {
        const why = step === undefined ? `no step ${old} → ${now}` : step.failed ? 'step failed' : 'not measured';
        lines.push(`| ${claim.id} | ${old} → ${now} | ${where} | ${figureText(expectation)} | — | no data (${why}) |`);
        continue;
      }
      // the claim names the keys that matter: the others (n, a size) may give several rows; each is judged
      for (const [name, row] of rows) {
        const verdict = judge(expectation.figure, row.change, row.stars as Stars, (step!.about ?? '').split(';')[0]!);
        const shown = `${pct(row.change)}${row.stars ? ` ${row.stars}` : ''}`;
        lines.push(
          `| ${claim.id} | ${old} → ${now} | \`${name}\` | ${figureText(expectation)} | ${shown} | ${verdict.verdict}${verdict.reason ? `: ${verdict.reason}` : ''} |`,
        );
      }
    }
  }
  return lines.join('\n');
}

async function main(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      runs: { type: 'string', default: '30' },
      results: { type: 'string', default: 'chain-results' },
      out: { type: 'string', default: 'chain-site' },
    },
  });
  const [mode, dir] = positionals;
  if (mode === 'command') {
    console.log(chainCommand({ runs: values.runs, results: values.results, out: values.out }).join(' '));
    const runs = Number(values.runs);
    if (Number.isInteger(runs) && runs > 0) {
      const { ms, configurations, unknown } = estimateMs(runs);
      console.log(
        `# ${chainClaims().length} claims, ${configurations} configurations a step; about ${(ms / 3_600_000).toFixed(1)} h at --runs ${runs}` +
          ` (the reproduction's time per sample on its machine)${unknown.length ? `; no time known for ${unknown.join(', ')}` : ''}`,
      );
    }
    return 0;
  }
  if (mode === 'compare' && dir !== undefined) {
    const found = await stepDirsOf(path.resolve(dir));
    const steps = await Promise.all(found.map((s) => readChainStep(s.dir, s.old, s.new)));
    console.log(claimsTable(steps));
    return 0;
  }
  console.error('usage: release-chain-claims.ts command [--runs N] [--results DIR] [--out SITE] | compare RESULTS_DIR');
  return 1;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  main(process.argv.slice(2)).then((code) => process.exit(code));
}
