// Runs the bundled Action (dist/index.js, or src/index.ts through tsx) as GitHub would: a child process with
// INPUT_* and GITHUB_* variables, an event payload file, and output files. With `job`, the per-job action
// <job>/action.yml: its runs.main, its declared inputs' defaults, and an error for an input it does not declare.
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parse } from 'yaml';
import type { Mode } from '../../src/action/inputs.ts';
import { repoRoot, scratchDir } from './paths.ts';

export interface ActionYml {
  inputs: Record<string, { description: string; default?: string }>;
  outputs: Record<string, { description: string }>;
  runs: { using: string; main: string };
}

/** The action.yml of the root action (`root`) or of a per-job action's folder. */
export function readActionYml(job: Mode | 'root'): ActionYml {
  return parse(readFileSync(join(repoRoot, job === 'root' ? '' : job, 'action.yml'), 'utf8')) as ActionYml;
}

/**
 * The inputs GitHub hands a per-job action: every declared input (its default unless given); a given input the
 * action does not declare is a mistake of the test (GitHub would warn of it, and the job would not read it).
 */
function jobInputs(action: ActionYml, job: Mode, given: Record<string, string>): Record<string, string> {
  const unknown = Object.keys(given).filter((name) => !(name in action.inputs));
  if (unknown.length > 0) throw new Error(`${job}/action.yml declares no input ${unknown.join(', ')}`);
  const defaults = Object.entries(action.inputs)
    .filter(([, input]) => input.default !== undefined && !input.default.includes('${{'))
    .map(([name, input]) => [name, input.default!]);
  return { ...Object.fromEntries(defaults), ...given };
}

export interface ActionRun {
  code: number | null;
  stdout: string;
  stderr: string;
  outputs: Record<string, string>;
  summary: string;
}

/** Parses the `name<<DELIMITER ... DELIMITER` blocks @actions/core writes to GITHUB_OUTPUT. */
function parseOutputs(text: string): Record<string, string> {
  const outputs: Record<string, string> = {};
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const match = /^([^<]+)<<(.+)$/.exec(lines[i]!);
    if (!match) continue;
    const value: string[] = [];
    for (i++; i < lines.length && lines[i] !== match[2]; i++) value.push(lines[i]!);
    outputs[match[1]!] = value.join('\n');
  }
  return outputs;
}

export async function runAction(options: {
  inputs: Record<string, string>;
  eventName: string;
  payload: unknown;
  apiUrl?: string;
  repository?: string;
  workspace?: string;
  env?: NodeJS.ProcessEnv;
  runId?: string;
  /** dist (default): the bundle GitHub runs; src: src/index.ts (src/jobs/<job>.ts) through tsx, for code not yet bundled */
  entry?: 'dist' | 'src';
  /** another bundle to run instead of this repository's dist/index.js (an installed package's) */
  script?: string;
  /** the per-job action to run (<job>/action.yml: its bundle entry and inputs) instead of the root action */
  job?: Mode;
}): Promise<ActionRun> {
  const dir = scratchDir('action-run-');
  const eventPath = join(dir, 'event.json');
  const outputPath = join(dir, 'output');
  const summaryPath = join(dir, 'summary.md');
  writeFileSync(eventPath, JSON.stringify(options.payload));
  writeFileSync(outputPath, '');
  writeFileSync(summaryPath, '');
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    GITHUB_ACTIONS: 'true',
    GITHUB_EVENT_NAME: options.eventName,
    GITHUB_EVENT_PATH: eventPath,
    GITHUB_REPOSITORY: options.repository ?? 'nodejs/node',
    GITHUB_API_URL: options.apiUrl ?? 'http://127.0.0.1:9',
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_RUN_ID: options.runId ?? '1001',
    GITHUB_WORKSPACE: options.workspace ?? dir,
    GITHUB_OUTPUT: outputPath,
    GITHUB_STEP_SUMMARY: summaryPath,
    RUNNER_TEMP: dir,
    // how a runner behind a proxy reaches the registry (release downloads when the cache is empty)
    ...Object.fromEntries(
      ['NODE_EXTRA_CA_CERTS', 'HTTPS_PROXY', 'https_proxy', 'HTTP_PROXY', 'http_proxy', 'NO_PROXY', 'no_proxy']
        .filter((name) => process.env[name] !== undefined)
        .map((name) => [name, process.env[name]]),
    ),
    ...options.env,
  };
  const action = options.job === undefined ? undefined : readActionYml(options.job);
  const inputs = action === undefined ? options.inputs : jobInputs(action, options.job!, options.inputs);
  for (const [name, value] of Object.entries(inputs)) env[`INPUT_${name.toUpperCase()}`] = value;
  return new Promise((done, reject) => {
    const source = join(repoRoot, 'src', ...(options.job === undefined ? ['index.ts'] : ['jobs', `${options.job}.ts`]));
    const args =
      options.entry === 'src'
        ? ['--import', 'tsx', source]
        : action !== undefined
          ? [resolve(repoRoot, options.job!, action.runs.main)]
          : [options.script ?? join(repoRoot, 'dist', 'index.js')];
    const child = spawn(process.execPath, args, {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) =>
      done({
        code,
        stdout,
        stderr,
        outputs: parseOutputs(readFileSync(outputPath, 'utf8')),
        summary: readFileSync(summaryPath, 'utf8'),
      }),
    );
  });
}

// the issue_comment payload builder lives with the other event builders (whole payloads, as GitHub sends them)
export { commentEvent, type CommentEventOptions } from './events.ts';
