// node-bench releases' command line, read once here into a ReleaseChain the command trusts: the releases (each a
// release version, two or more, no release twice in a row), the site and results folders, and each step's
// comparison options, which are compare's own (the same flags, read by buildComparison's rules per step).
import { readArgv } from './argv.ts';
import { COMPARE_FLAGS, type CompareArgv } from './compare-argv.ts';
import { parseBinarySpec } from './binary-spec.ts';
import { UserError } from '../errors.ts';

// compare's flags but those a chain step does not take (parseArgs refuses them as unknown): the chain names both
// sides of each step and where its files go; a step is whole (no shard) and exits by the chain's rule
const {
  old: _old,
  new: _new,
  out: _out,
  plot: _plot,
  shard: _shard,
  'fail-on-regression': _fail,
  repo: _repo,
  'build-command': _build,
  'binary-path': _binaryPath,
  'min-free-gb': _minFree,
  'build-timeout': _buildTimeout,
  ...STEP_FLAGS
} = COMPARE_FLAGS;

const RELEASES_FLAGS = {
  ...STEP_FLAGS,
  out: { type: 'string' },
  groups: { type: 'string', multiple: true },
  results: { type: 'string' },
  'from-results': { type: 'string' },
  repo: { type: 'string' },
} as const;

/** One consecutive pair of the chain: a normal comparison, old → new. */
export interface ReleaseStep {
  old: string;
  new: string;
  /** the step's result directory's name inside the results folder: `1-16.20.0..18.16.0` */
  dirName: string;
}

export interface ReleaseChain {
  /** measure the steps (with their comparison options), or build the page from a results folder only */
  mode: 'measure' | 'rebuild';
  /** oldest first, as given (normalized: `v18.16.0` is `18.16.0`) */
  releases: string[];
  steps: ReleaseStep[];
  groups: string[];
  /** the site's folder, absolute */
  siteDir: string;
  /** where each step's result directory goes (or is read from), absolute; undefined: the command's default */
  resultsDir: string | undefined;
  /** where the page's links go, e.g. https://github.com/nodejs/node */
  repoUrl: string;
  /** compare's values every step's Comparison is built from (buildComparison adds --old, --new and --out) */
  stepValues: CompareArgv;
}

const REPO = /^[A-Za-z0-9_.-]{1,100}\/[A-Za-z0-9_.-]{1,100}$/;

/** The step's folder name: its place in the chain and its releases (the chain's order survives `ls`). */
export const stepDirName = (index: number, old: string, now: string) => `${index + 1}-${old}..${now}`;

/** node-bench releases' argv → the chain; every mistake one line naming the option or value. */
export function readReleaseChain(argv: string[], resolvePath: (path: string) => string): ReleaseChain | 'help' {
  const { values, positionals } = readArgv({ args: argv, allowPositionals: true, options: RELEASES_FLAGS });
  if (values.help) return 'help';
  if (values.out === undefined || values.out === '') throw new UserError('releases needs --out SITE_DIR');
  const repo = values.repo ?? 'nodejs/node';
  if (!REPO.test(repo)) throw new UserError(`--repo must be OWNER/NAME; got ${JSON.stringify(repo)}`);
  const groups = (values.groups ?? [])
    .flatMap((g) => g.split(','))
    .map((g) => g.trim())
    .filter((g) => g !== '');
  const fromResults = values['from-results'];
  const base = {
    groups,
    siteDir: resolvePath(values.out),
    repoUrl: `https://github.com/${repo}`,
    stepValues: stepValuesOf(values),
  };
  if (fromResults !== undefined) {
    if (positionals.length > 0 || values.results !== undefined)
      throw new UserError(
        'releases --from-results DIR builds the page from DIR alone: give no releases or --results with it',
      );
    return { ...base, mode: 'rebuild', releases: [], steps: [], resultsDir: resolvePath(fromResults) };
  }
  const releases = positionals.map((text) => releaseOf(text));
  if (releases.length < 2)
    throw new UserError(
      `releases needs a chain of two or more releases (oldest first, e.g. 16.20.0 18.16.0 20.0.0); got ${releases.length === 0 ? 'none' : `only ${releases[0]}`}`,
    );
  if (groups.length === 0) throw new UserError('releases needs --groups GROUP[,GROUP...] to compare');
  const steps = releases.slice(1).map((now, i) => {
    const old = releases[i]!;
    if (old === now) throw new UserError(`${old} follows itself in the chain; give each step two releases`);
    return { old, new: now, dirName: stepDirName(i, old, now) };
  });
  return {
    ...base,
    mode: 'measure',
    releases,
    steps,
    resultsDir: values.results === undefined ? undefined : resolvePath(values.results),
  };
}

/** A chain's link is a release version (20.0.0, v18.16.0, 20, lts); a path or ref:<git ref> is compare's. */
function releaseOf(text: string): string {
  const spec = parseBinarySpec(text, 'releases');
  if (spec.kind !== 'release')
    throw new UserError(
      `${JSON.stringify(text)} is not a release version (e.g. 20.0.0, v18.16.0, 20); compare paths and refs with node-bench compare`,
    );
  return spec.version;
}

/** compare's values for a step: the chain's own (--out, --groups, --results, --from-results, --repo) taken out */
function stepValuesOf(values: Record<string, unknown>): CompareArgv {
  const { out: _out, groups: _groups, results: _results, 'from-results': _from, repo: _repo, ...rest } = values;
  return { ...rest, 'fail-on-regression': false, duet: rest.duet === true } as CompareArgv;
}
