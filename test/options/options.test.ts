// One definition per option (src/options/): the CLI, the Action's inputs, a
// /benchmark comment and the request JSON parse it with the same rule, take
// the same default, and name it the way that surface spells it.
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { describe, it } from 'node:test';
import { readActionInputs } from '../../src/action/inputs.ts';
import { runCli } from '../../src/commands/index.ts';
import { parse as parseYaml } from 'yaml';
import * as actionOptions from '../../src/options/action.ts';
import { label } from '../../src/options/action.ts';
import * as executionOptions from '../../src/options/execution.ts';
import {
  binarySource,
  buildTimeout,
  DEFAULT_BUILD_TIMEOUT_MS,
  DEFAULT_CHILD_TIME_MS,
  executionPolicy,
  passEnv,
  sandbox,
  timeout,
} from '../../src/options/execution.ts';
import { Option, type OptionNames } from '../../src/options/option.ts';
import * as outputOptions from '../../src/options/output.ts';
import { correction } from '../../src/options/output.ts';
import { COMPARE_JS_RUNS, delta, maxRuns, runsSetting, set } from '../../src/options/selection.ts';
import { parseBenchmarkCommand } from '../../src/request/command.ts';
import { buildComparison } from '../../src/options/comparison.ts';
import { readCompareArgv } from '../../src/options/compare-argv.ts';
import { readSelectionDefaults, requestFromEvent } from '../../src/request/events.ts';
import { parseRequestJson } from '../../src/request/request.ts';
import { repoRoot, scratchDir } from '../helpers/paths.ts';
import { loadEvent } from '../request/support.ts';

/** node-bench in this process: exit code and what it wrote. */
async function cli(argv: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  let out = '';
  let err = '';
  stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
  const code = await runCli(argv, {
    stdout,
    stderr,
    stdin: new PassThrough(),
    env: {},
    cwd: '/',
    system: { platform: 'linux', arch: 'x64' },
  });
  return { code, stdout: out, stderr: err };
}

const inputs = (given: Record<string, string>) => readActionInputs((name) => given[name] ?? '');

/** The refusal of a `/benchmark` comment (groups fs and url are allowed). */
function commandRefusal(line: string): string {
  const result = parseBenchmarkCommand(line, { allowedGroups: ['fs', 'url'] });
  assert.ok(!result.ok && !result.ignored, `expected a refusal, got ${JSON.stringify(result)}`);
  return result.reason;
}

/** The error of the request JSON with `edit` applied to a valid dispatch request. */
function jsonError(edit: (request: Record<string, unknown>) => void): string {
  const request: Record<string, unknown> = {
    schemaVersion: 1,
    trigger: 'workflow_dispatch',
    repository: 'nodejs/node',
    old: { kind: 'release', version: '20' },
    new: { kind: 'release', version: '22' },
    groups: ['fs'],
    filter: [],
    exclude: [],
    set: {},
    runs: 30,
  };
  parseRequestJson(JSON.stringify(request)); // valid as it stands: the edit is what fails
  edit(request);
  try {
    parseRequestJson(JSON.stringify(request));
  } catch (error) {
    return (error as Error).message;
  }
  assert.fail('the edited request was accepted');
}

const compareArgs = ['compare', '--old', '18.16.0', '--new', '20.0.0'];

describe('each surface names the option as its user wrote it', () => {
  it('runs: --runs, input runs, /benchmark --runs, request.runs', async () => {
    const fromCli = await cli([...compareArgs, '--runs', '0', 'fs']);
    assert.equal(fromCli.code, 1);
    assert.equal(fromCli.stderr, 'node-bench compare: --runs must be auto or an integer of at least 1; got "0"\n');
    assert.throws(() => inputs({ runs: '0' }), {
      name: 'RequestError',
      message: 'input runs must be auto or an integer from 1 to 200; got "0"',
    });
    assert.equal(
      commandRefusal('/benchmark fs --runs 0'),
      '/benchmark --runs must be auto or an integer from 1 to 200',
    );
    assert.equal(commandRefusal('/benchmark fs runs=0'), '/benchmark --runs must be auto or an integer from 1 to 200');
    assert.equal(
      jsonError((request) => (request.runs = 0)),
      'request.runs must be "auto" or an integer from 1 to 200',
    );
    assert.equal(
      jsonError((request) => (request.runs = 'sometimes')),
      'request.runs must be "auto" or an integer from 1 to 200',
    );
  });

  it('max-runs and delta: --max-runs/input max-runs/request.maxRuns, --delta/input delta/request.delta', async () => {
    const fromCli = await cli([...compareArgs, '--runs', 'auto', '--max-runs', '2', 'fs']);
    assert.equal(fromCli.code, 1);
    assert.equal(fromCli.stderr, 'node-bench compare: --max-runs must be 3 or more with --runs auto; got 2\n');
    assert.throws(() => inputs({ runs: 'auto', 'max-runs': '2' }), {
      name: 'RequestError',
      message: 'input max-runs must be 3 or more with input runs auto; got 2',
    });
    // a fixed count may be capped below 3
    assert.equal(inputs({ runs: '2', 'max-runs': '2' }).selection.runs, 2);
    const badDelta = await cli([...compareArgs, '--runs', 'auto', '--delta', 'lots', 'fs']);
    assert.equal(
      badDelta.stderr,
      'node-bench compare: --delta must be a percentage from 0 to 100, e.g. 2 or 2.5%; got "lots"\n',
    );
    assert.throws(() => inputs({ delta: '-2' }), {
      name: 'RequestError',
      message: 'input delta must be a percentage from 0 to 100, e.g. 2 or 2.5%; got "-2"',
    });
    assert.throws(() => inputs({ delta: '101' }), /^RequestError: input delta must be a percentage from 0 to 100/);
    const auto = (request: Record<string, unknown>) => Object.assign(request, { runs: 'auto', maxRuns: 20 });
    assert.equal(
      jsonError((request) => Object.assign(auto(request), { maxRuns: 2 })),
      'request.maxRuns must be 3 or more with request.runs auto; got 2',
    );
    assert.equal(
      jsonError((request) => Object.assign(auto(request), { maxRuns: 201 })),
      'request.maxRuns must be an integer from 1 to 200',
    );
    assert.equal(
      jsonError((request) => Object.assign(auto(request), { delta: '2' })),
      'request.delta must be a percentage from 0 to 100, e.g. 2 or 2.5%',
    );
    assert.equal(
      jsonError((request) => Object.assign(request, { runs: 'auto' })),
      'request.maxRuns is missing: runs "auto" carries its cap',
    );
    assert.equal(
      jsonError((request) => Object.assign(request, { delta: 2 })),
      'request.delta is only for runs "auto"',
    );
    assert.equal(
      jsonError((request) => Object.assign(request, { maxRuns: 20 })),
      'request.maxRuns is only for runs "auto"',
    );
  });

  it('the runs ceiling is the GitHub surfaces’ (and max-runs lowers it); the CLI has none', async () => {
    assert.equal(runsSetting.parse('5000', 'cli'), 5000);
    assert.throws(
      () => inputs({ runs: '201' }),
      /^RequestError: input runs must be auto or an integer from 1 to 200; got "201"$/,
    );
    assert.throws(
      () => inputs({ runs: '31', 'max-runs': '30' }),
      /^RequestError: input runs must be auto or an integer from 1 to 30; got "31"$/,
    );
    assert.throws(
      () => inputs({ runs: '11', 'max-runs': '10' }),
      /input runs must be auto or an integer from 1 to 10;/,
    );
    assert.throws(
      () => inputs({ 'max-runs': 'many' }),
      /^RequestError: input max-runs must be an integer of at least 1; got "many"$/,
    );
    assert.equal(
      commandRefusal('/benchmark fs --runs 201'),
      '/benchmark --runs must be auto or an integer from 1 to 200',
    );
  });

  it('--set: each surface names the key rule it broke', () => {
    assert.throws(() => set.parse(['n'], 'cli'), { message: '--set must be key=value, e.g. n=1000; got "n"' });
    assert.throws(() => inputs({ set: 'n=1 m' }), { message: 'input set[1] must be key=value, e.g. n=1000' });
    assert.equal(commandRefusal('/benchmark fs --set m'), '/benchmark --set must be key=value, e.g. n=1000');
    assert.equal(
      jsonError((request) => (request.set = { '1n': ['2'] })),
      'request.set key must be a letter or _ followed by letters, digits, _ or -; got "1n"',
    );
  });

  it('sandbox, build-timeout and pass-env: the CLI and the inputs, never a comment', async () => {
    const badSandbox = await cli([...compareArgs, '--sandbox', 'docker', 'fs']);
    assert.equal(badSandbox.stderr, 'node-bench compare: --sandbox must be one of auto, bwrap, none; got "docker"\n');
    assert.throws(() => inputs({ sandbox: 'docker' }), {
      message: 'input sandbox must be one of auto, bwrap, none; got "docker"',
    });

    const badTimeout = await cli(['build', '--repo', '/nonexistent', '--ref', 'main', '--build-timeout', 'never']);
    assert.equal(
      badTimeout.stderr,
      'node-bench build: --build-timeout must be a positive duration such as 90, 90s, 15m or 2h; got "never"\n',
    );
    assert.throws(() => inputs({ 'build-timeout': '0' }), {
      message: 'input build-timeout must be a positive duration such as 90, 90s, 15m or 2h; got "0"',
    });

    assert.throws(() => inputs({ 'pass-env': 'LANG, A-B' }), {
      message: 'input pass-env: "A-B" is not an environment variable name',
    });
    const token = await cli(['build', '--repo', '/nonexistent', '--ref', 'main', '--pass-env', 'MY_TOKEN']);
    assert.match(
      token.stderr,
      /^node-bench build: --pass-env: MY_TOKEN is never passed to benchmarked or built processes/,
    );

    for (const option of ['--sandbox', '--build-timeout', '--pass-env']) {
      assert.match(
        commandRefusal(`/benchmark fs ${option} x`),
        new RegExp(`^unknown option \`${option}\`; the options are`),
      );
    }
  });

  it('timeout and max-time from an input name the input, not the CLI flag', () => {
    assert.throws(() => inputs({ timeout: 'soon' }), /^RequestError: input timeout must be a positive duration/);
    assert.throws(
      () => inputs({ 'max-time': '5 minutes' }),
      /^RequestError: input max-time must be a positive duration/,
    );
    assert.throws(() => inputs({ 'min-free-gb': 'lots' }), /^RequestError: input min-free-gb must be a number of GiB/);
  });

  it('cpuset and shard are read into typed values when the inputs are read, errors naming the input', () => {
    assert.throws(() => inputs({ cpuset: '0--1' }), {
      name: 'RequestError',
      message:
        'input cpuset "0--1" is not a CPU list: use a CPU number (0), a range (0-3) or a comma-separated list of both (0,2-3)',
    });
    assert.throws(() => inputs({ cpuset: '3-1' }), { message: 'input cpuset "3-1": range 3-1 ends before it starts' });
    assert.throws(() => inputs({ shard: 'two' }), {
      name: 'RequestError',
      message: 'input shard must look like i/n (for example 1/4: the first of four shards); got "two"',
    });
    assert.throws(() => inputs({ shard: '3/2' }), {
      message: 'input shard 3/2: the shard number must be from 1 to 2 (shards are numbered from 1)',
    });
    const read = inputs({ cpuset: ' 0, 2-3 ', shard: '2/4', timeout: '90s', 'max-time': '2h', 'min-free-gb': '1.5' });
    assert.equal(read.cpuset, '0,2-3');
    assert.deepEqual(read.shard, { index: 2, count: 4 });
    assert.equal(read.timeoutMs, 90_000);
    assert.equal(read.maxTimeMs, 2 * 3_600_000);
    assert.equal(read.minFreeBytes, 1.5 * 2 ** 30);
    const blank = inputs({});
    assert.deepEqual(
      [blank.cpuset, blank.shard, blank.timeoutMs, blank.maxTimeMs, blank.minFreeBytes],
      [undefined, undefined, undefined, undefined, undefined],
    );
  });

  it("the CLI keeps its flags' wording for cpuset and shard", async () => {
    const cpuset = await cli(['compare', '--old', '18.16.0', '--new', '20.0.0', '--cpuset', '0--1', 'buffers']);
    assert.match(cpuset.stderr, /^node-bench compare: --cpuset "0--1" is not a CPU list: use a CPU number \(0\)/);
    const shard = await cli(['compare', '--old', '18.16.0', '--new', '20.0.0', '--shard', 'two', 'buffers']);
    assert.match(shard.stderr, /^node-bench compare: --shard must look like i\/n \(for example 1\/4/);
  });

  it('a comment and the request JSON never repeat a refused value; the CLI and inputs do', () => {
    assert.doesNotMatch(commandRefusal('/benchmark fs --runs 99999'), /99999/);
    assert.doesNotMatch(
      jsonError((request) => (request.runs = 99999)),
      /99999/,
    );
    assert.throws(() => runsSetting.parse('99999', 'input'), /got "99999"/);
  });
});

describe('--set keys follow the strictest rule everywhere', () => {
  it('constructor, __proto__ and prototype members are refused by the CLI as by the Action', async () => {
    for (const key of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) {
      const fromCli = await cli([...compareArgs, '--set', `${key}=1`, 'fs']);
      assert.equal(fromCli.code, 1);
      assert.equal(fromCli.stderr, `node-bench compare: --set key "${key}" is reserved\n`);
      assert.throws(() => inputs({ set: `${key}=1` }), { message: `input set[0] key "${key}" is reserved` });
      assert.equal(commandRefusal(`/benchmark fs --set ${key}=1`), `/benchmark --set key "${key}" is reserved`);
    }
    // JSON.parse makes `__proto__` an own key, as an attacker's JSON would
    assert.equal(
      jsonError((request) => (request.set = JSON.parse('{"__proto__": ["1"]}'))),
      'request.set key "__proto__" is reserved',
    );
    assert.equal(
      jsonError((request) => (request.set = { constructor: ['1'] })),
      'request.set key "constructor" is reserved',
    );
  });

  it('values: the CLI takes any text (the user’s own), GitHub surfaces the value alphabet', () => {
    assert.deepEqual(set.parse(['path=/tmp/a b'], 'cli'), { path: ['/tmp/a b'] });
    assert.throws(() => inputs({ set: 'path=/tmp/a' }), { message: 'input set[0] value cannot start with "/"' });
    assert.deepEqual(set.parse(['n=1', 'n=2', 'type=a=b'], 'input'), { n: ['1', '2'], type: ['a=b'] });
  });
});

describe('defaults live once', () => {
  it("runs: auto on the CLI and the Action alike, capped at max-runs (30, compare.js's fixed count)", async () => {
    assert.equal(runsSetting.default, 'auto');
    assert.equal(runsSetting.parse(undefined, 'cli'), 'auto');
    assert.equal(runsSetting.parse('', 'input'), 'auto');
    assert.equal(inputs({}).selection.runs, 'auto');
    assert.equal(maxRuns.parse(undefined, 'cli'), COMPARE_JS_RUNS);
    const help = await cli(['compare', '--help']);
    assert.match(help.stdout, /--runs N\|auto +samples per configuration and binary \(default auto: a few/);
    assert.match(
      help.stdout,
      new RegExp(
        `--as-compare-js +node core's compare\\.js at its defaults: a fixed --runs \\(default\\s+${COMPARE_JS_RUNS}\\)`,
      ),
    );

    const dispatch = loadEvent('workflow_dispatch');
    const event = requestFromEvent({
      eventName: 'workflow_dispatch',
      payload: { ...dispatch, inputs: { old: '20', new: '22' } },
      inputs: { allowedGroups: ['fs'], label: 'benchmark', selection: readSelectionDefaults({ groups: 'fs' }) },
    });
    assert.equal(event.kind, 'run', JSON.stringify(event));
    assert.equal(event.kind === 'run' && event.request.runs, 'auto');
    // max-runs is auto's cap
    const capped = requestFromEvent({
      eventName: 'workflow_dispatch',
      payload: { ...dispatch, inputs: { old: '20', new: '22' } },
      inputs: {
        allowedGroups: ['fs'],
        label: 'benchmark',
        selection: readSelectionDefaults({ groups: 'fs', maxRuns: '10' }),
      },
    });
    assert.ok(capped.kind === 'run');
    assert.deepEqual([capped.request.runs, capped.request.maxRuns, capped.request.delta], ['auto', 10, undefined]);
    // a fixed count: 30 unless max-runs is lower
    const fixed = requestFromEvent({
      eventName: 'workflow_dispatch',
      payload: { ...dispatch, inputs: { old: '20', new: '22', runs: '30' } },
      inputs: {
        allowedGroups: ['fs'],
        label: 'benchmark',
        selection: readSelectionDefaults({ groups: 'fs', maxRuns: '10' }),
      },
    });
    assert.equal(fixed.kind, 'refuse');
    assert.equal(
      fixed.kind === 'refuse' && fixed.reason,
      'input runs must be auto or an integer from 1 to 10; got "30"',
    );
  });

  it('the Action: label, sandbox, build-timeout, pass-env, correction', () => {
    const read = inputs({});
    assert.equal(read.label, label.defaultOn('input'));
    assert.equal(read.label, 'benchmark');
    assert.equal(read.sandbox, 'auto');
    assert.equal(read.buildTimeoutMs, DEFAULT_BUILD_TIMEOUT_MS);
    assert.equal(DEFAULT_BUILD_TIMEOUT_MS, 3 * 3600 * 1000);
    assert.deepEqual(read.passEnv, []);
    assert.equal(read.correction, 'holm');
    assert.equal(correction.defaultOn('cli'), 'none');
  });

  it("action.yml's input defaults are the options' (GitHub passes them, so they must not drift)", () => {
    const yml = parseYaml(readFileSync(join(repoRoot, 'action.yml'), 'utf8')) as {
      inputs: Record<string, { default?: string }>;
    };
    const defaultIn = (name: string) => {
      assert.ok(Object.hasOwn(yml.inputs, name), `action.yml has no input ${name}`);
      return String(yml.inputs[name]!.default ?? '');
    };
    const options = [
      ...Object.values(actionOptions),
      ...Object.values(executionOptions),
      ...Object.values(outputOptions),
    ];
    let checked = 0;
    for (const option of options) {
      if (!(option instanceof Option)) continue;
      const name = (option.names as OptionNames).input;
      if (name === undefined) continue;
      assert.deepEqual(option.parse(defaultIn(name), 'input'), option.defaultOn('input'), `input ${name}`);
      checked++;
    }
    assert.ok(checked >= 14, `only ${checked} options checked`);
    assert.equal(runsSetting.parse(defaultIn('runs'), 'input'), runsSetting.default);
    // the cap of auto is the CLI's --max-runs default: auto never costs more than the fixed default
    assert.equal(maxRuns.parse(defaultIn('max-runs'), 'input'), maxRuns.parse(undefined, 'cli'));
    assert.equal(delta.parse(defaultIn('delta'), 'input'), undefined);
    assert.deepEqual(passEnv.parse([defaultIn('pass-env')], 'input'), passEnv.default);
    for (const name of ['filter', 'exclude', 'set']) assert.equal(defaultIn(name), '');
  });

  it('the CLI: the same defaults reach CompareRequest', () => {
    const request = buildComparison(
      readCompareArgv(['--old', '18.16.0', '--new', '20.0.0', 'fs']),
      { cwd: '/', cacheDir: '/cache' },
      { format: 'text', quiet: true },
    );
    // the Action's: runs auto up to 30 (Holm over the rows), children sized
    assert.deepEqual(request.schedule.adaptive, { maxRuns: COMPARE_JS_RUNS });
    assert.equal(request.schedule.runs, COMPARE_JS_RUNS);
    assert.equal(request.schedule.childTimeMs, DEFAULT_CHILD_TIME_MS);
    assert.equal(request.output.correction, 'none');
    assert.equal(request.schedule.timeoutMs, undefined);
    // how it runs travels beside the request, from the same options
    const policy = executionPolicy({ sandbox: undefined, passEnv: undefined, buildTimeout: undefined }, 'cli');
    assert.deepEqual(policy, {
      sandbox: sandbox.defaultOn('cli'),
      passEnv: [],
      buildTimeoutMs: buildTimeout.defaultOn('cli'),
    });
    assert.equal('sandbox' in request, false);
  });
});

describe("--as-compare-js: compare.js's defaults one flag away", () => {
  const comparison = (...flags: string[]) =>
    buildComparison(
      readCompareArgv(['--old', '18.16.0', '--new', '20.0.0', ...flags, 'fs']),
      { cwd: '/', cacheDir: '/cache' },
      { format: 'text', quiet: true },
    );
  /** What a comparison measures and how it judges: runs, cap, child time, correction. */
  const method = ({ schedule, output }: ReturnType<typeof comparison>) => ({
    runs: schedule.runs,
    adaptive: schedule.adaptive !== undefined,
    childTimeMs: schedule.childTimeMs,
    correction: output.correction,
  });
  const compareJs = { runs: COMPARE_JS_RUNS, adaptive: false, childTimeMs: undefined, correction: 'none' };

  it("is a fixed 30 runs (or --runs N), each file's own n, no correction", () => {
    assert.deepEqual(method(comparison('--as-compare-js')), compareJs);
    assert.deepEqual(method(comparison('--as-compare-js', '--runs', '10')), { ...compareJs, runs: 10 });
    // what agrees with it is taken
    assert.deepEqual(method(comparison('--as-compare-js', '--child-time', 'off', '--correction', 'none')), compareJs);
    // without it, a fixed count keeps our sized children
    assert.deepEqual(method(comparison('--runs', '10')), {
      runs: 10,
      adaptive: false,
      childTimeMs: DEFAULT_CHILD_TIME_MS,
      correction: 'none',
    });
    assert.deepEqual(method(comparison('--max-runs', '10')), {
      runs: 10,
      adaptive: true,
      childTimeMs: DEFAULT_CHILD_TIME_MS,
      correction: 'none',
    });
  });

  it('--engine compare.js, which cannot adapt, runs a fixed 30 unless told', () => {
    const checkout = scratchDir('as-compare-js-checkout-');
    mkdirSync(join(checkout, 'benchmark'));
    writeFileSync(join(checkout, 'benchmark', 'compare.js'), '');
    const core = ['--suite', 'core', '--repo', checkout, '--engine', 'compare.js'];
    assert.equal(comparison(...core).schedule.runs, COMPARE_JS_RUNS);
    assert.equal(comparison(...core).schedule.adaptive, undefined);
    assert.equal(comparison(...core, '--runs', '5').schedule.runs, 5);
    assert.throws(() => comparison(...core, '--runs', 'auto'), /--runs auto needs our engine/);
  });
});

describe('value grammars', () => {
  it('durations take seconds or a unit, on every surface that has one', () => {
    assert.equal(timeout.parse('90', 'cli'), 90_000);
    assert.equal(timeout.parse('1.5m', 'cli'), 90_000);
    assert.equal(buildTimeout.parse('2h', 'input'), 7_200_000);
    assert.equal(timeout.parse('250ms', 'cli'), 250);
    for (const bad of ['', '0', '-1', '5 minutes', '1d']) {
      assert.throws(() => timeout.parse(bad, 'cli'), /^RequestError: --timeout must be a positive duration/);
    }
    // an Action input left blank is not given
    assert.equal(timeout.parse('', 'input'), undefined);
    assert.equal(buildTimeout.parse('  ', 'input'), DEFAULT_BUILD_TIMEOUT_MS);
  });

  it('pass-env: comma or space separated, repeatable, each an environment variable name, once', () => {
    assert.deepEqual(passEnv.parse(['NODE_OPTIONS,UV_THREADPOOL_SIZE', 'HTTPS_PROXY  NODE_OPTIONS'], 'cli'), [
      'NODE_OPTIONS',
      'UV_THREADPOOL_SIZE',
      'HTTPS_PROXY',
    ]);
    assert.throws(() => passEnv.parse(['1ABC'], 'cli'), {
      message: '--pass-env: "1ABC" is not an environment variable name',
    });
    assert.throws(
      () => passEnv.parse(['GITHUB_TOKEN'], 'input'),
      /^RequestError: input pass-env: GITHUB_TOKEN is never passed/,
    );
  });

  it('binary-source: one of the release sources in any case, auto by default', () => {
    assert.equal(binarySource.parse('NPM', 'cli'), 'npm');
    assert.equal(binarySource.parse('dist', 'input'), 'dist');
    assert.equal(binarySource.parse(undefined, 'cli'), 'auto');
    assert.throws(
      () => binarySource.parse('github', 'cli'),
      /^RequestError: --binary-source must be one of auto, dist, npm; got "github"$/,
    );
  });
});

describe('input bisect-budget', () => {
  it('reads builds and/or a duration, defaults to 6 builds, and names the input when wrong', () => {
    assert.deepEqual(inputs({}).bisectBudget, { builds: 6 });
    assert.deepEqual(inputs({ 'bisect-budget': '6,2h' }).bisectBudget, { builds: 6, timeMs: 2 * 3_600_000 });
    assert.deepEqual(inputs({ 'bisect-budget': '0' }).bisectBudget, { builds: 0 });
    assert.throws(
      () => inputs({ 'bisect-budget': 'lots' }),
      /^RequestError: input bisect-budget: "lots" is neither a build count nor a duration/,
    );
  });
});
