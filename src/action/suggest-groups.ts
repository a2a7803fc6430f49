// The gate's `groups: auto`: a pull request's changed files (from GitHub's
// file list) mapped to the benchmark categories of the BASE tree — the
// gate's checkout of the base branch (repo-path), or the bundled suite — with
// the workflow's own rules first, and how long the run should take. Nothing
// of the pull request is checked out or run: only its file names are read.
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { GitHubClient } from '../github/client.ts';
import { listPullFiles } from '../github/pulls.ts';
import type { Request } from '../request/request.ts';
import { findSuiteDir, isSelected, readTimings } from '../run/index.ts';
import { describeEstimate, estimateRun, type TimeEstimate } from '../suggest/estimate.ts';
import { suggestionMarkdown } from '../suggest/format.ts';
import { suggestGroups, type BenchmarkTree, type Suggestion } from '../suggest/suggest.ts';
import { readTreeFromDir } from '../suggest/tree.ts';
import type { ActionInputs } from './inputs.ts';
import { RequestError } from '../errors.ts';

export interface GroupChoice {
  /** the groups to run; empty: none (the reply asks for them) */
  groups: string[];
  suggestion: Suggestion;
  estimate: TimeEstimate | null;
  /** Markdown lines for the reply: what was chosen and why, the estimate, how to override */
  lines: string[];
}

/** Where the base tree is: node core's benchmark/ in the gate's checkout, else the bundled suite. */
export function baseTreeDir(
  inputs: Pick<ActionInputs, 'suite' | 'repoPath'>,
  workspace: string,
): { dir: string; suite: 'core' | 'bundled' } {
  const core = path.join(path.resolve(workspace, inputs.repoPath), 'benchmark');
  if (inputs.suite === 'core') {
    if (!existsSync(path.join(core, 'common.js'))) {
      throw new RequestError(
        `groups auto reads the base branch's benchmark/ but ${core} has none: check out the base branch in the gate ` +
          'job (actions/checkout, sparse-checkout: benchmark) or name the groups',
      );
    }
    return { dir: core, suite: 'core' };
  }
  if (inputs.suite === 'auto' && existsSync(path.join(core, 'common.js'))) return { dir: core, suite: 'core' };
  return { dir: findSuiteDir(), suite: 'bundled' };
}

export async function chooseGroups(
  octokit: GitHubClient,
  request: Request,
  inputs: ActionInputs,
  options: { owner: string; repo: string; workspace: string; changedFiles?: number; log: (line: string) => void },
): Promise<GroupChoice> {
  const number = request.pr!.number;
  const { dir, suite } = baseTreeDir(inputs, options.workspace);
  if (suite === 'bundled' && inputs.suite === 'auto') {
    // execute's suite auto runs node core's own benchmarks on a Node.js checkout: its categories are not ours
    options.log(
      `groups auto: no benchmark/ at ${path.join(path.resolve(options.workspace, inputs.repoPath), 'benchmark')}, so the ` +
        "groups are the bundled suite's; if the execute job runs node core's benchmarks, check out the base branch's " +
        'benchmark/ in the gate job (sparse-checkout: benchmark), or set suite: bundled',
    );
  }
  const tree: BenchmarkTree = await readTreeFromDir(dir);
  const rules = inputs.suggestRules;
  const listed = await listPullFiles(octokit, {
    owner: options.owner,
    repo: options.repo,
    number,
    ...(options.changedFiles === undefined ? {} : { changedFiles: options.changedFiles }),
  });
  const suggestion = suggestGroups(listed.files, tree, { rules, truncated: listed.truncated });
  const allowed = new Set(inputs.allowedGroups);
  const dropped = allowed.size === 0 ? [] : suggestion.groups.map((g) => g.name).filter((name) => !allowed.has(name));
  const groups =
    suggestion.decision === 'run' ? suggestion.groups.map((g) => g.name).filter((name) => !dropped.includes(name)) : [];
  options.log(
    `groups auto on #${number} (${suite} suite, ${dir}): ${listed.files.length} files → ${groups.join(' ') || 'none'} (${suggestion.decision})`,
  );

  let estimate: TimeEstimate | null = null;
  if (groups.length > 0) {
    // the files the run will start: compare.js matches --filter against the entry name, the bundled suite the path
    const files = groups.flatMap((group) =>
      (tree.get(group) ?? [])
        .filter((file) =>
          isSelected(suite === 'core' ? file.name : `${group}/${file.name}`, request.filter, request.exclude),
        )
        .map((file) => `${group}/${file.name}`),
    );
    const timings =
      inputs.timings === undefined
        ? null
        : await readTimings(path.resolve(options.workspace, inputs.timings), options.log);
    const maxTimeMs = inputs.maxTimeMs;
    estimate = estimateRun({
      files,
      timings,
      timingsSource: inputs.timings === undefined ? 'no timings input' : `the timings input`,
      runs: request.runs,
      ...(request.maxRuns === undefined ? {} : { maxRuns: request.maxRuns }),
      ...(maxTimeMs === undefined ? {} : { maxTimeMs }),
    });
  }
  const lines = suggestionMarkdown(suggestion, dropped);
  if (estimate !== null) lines.push('', describeEstimate(estimate));
  lines.push('', overrideHint(groups[0] ?? suggestion.groups[0]?.name ?? [...tree.keys()][0], tree));
  return { groups, suggestion, estimate, lines };
}

/** How to run something else, with a real group and a real file of it: `/benchmark url --filter url-parse`. */
function overrideHint(group: string | undefined, tree: BenchmarkTree): string {
  if (group === undefined) return 'To run groups of your choice, comment `/benchmark <group>…`.';
  const stems = (tree.get(group) ?? []).map((file) => file.name.replace(/\.[cm]?js$/, ''));
  const shortest = stems.sort((a, b) => a.length - b.length || (a < b ? -1 : 1))[0];
  const filter = shortest === undefined ? '' : ` --filter ${shortest}`;
  return `To run something else, comment e.g. \`/benchmark ${group}${filter}\` (the groups you name; --filter keeps the files whose name contains it).`;
}
