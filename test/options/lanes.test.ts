// --lanes / --duet (inputs lanes, duet): one rule, read alike on the CLI and
// the Action, each refusal one line naming the option as its surface spells
// it. How a layout fits this machine is run/measure/lanes.ts's (test/commands/lanes).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { readActionInputs } from '../../src/action/inputs.ts';
import { lanes } from '../../src/options/execution.ts';
import { buildComparison } from '../../src/options/comparison.ts';
import { readCompareArgv } from '../../src/options/compare-argv.ts';

const inputs = (given: Record<string, string>) => readActionInputs((name) => given[name] ?? '');
const refusal = (run: () => unknown): string => {
  try {
    run();
  } catch (error) {
    assert.equal((error as Error).name, 'RequestError', String(error));
    return (error as Error).message;
  }
  assert.fail('accepted');
};

describe('--lanes and --duet: the grammar', () => {
  it('a number of lanes, or each lane’s CPUs separated by /; duet alone is two lanes', () => {
    assert.deepEqual(lanes.parse('4', false, 'cli'), { count: 4, cpusets: null, duet: false, surface: 'cli' });
    assert.deepEqual(lanes.parse(' 1 ', false, 'cli'), { count: 1, cpusets: null, duet: false, surface: 'cli' });
    assert.deepEqual(lanes.parse('0-3/4-7', false, 'cli'), {
      count: 2,
      cpusets: ['0-3', '4-7'],
      duet: false,
      surface: 'cli',
    });
    assert.deepEqual(lanes.parse('0, 2/1,3', true, 'cli'), {
      count: 2,
      cpusets: ['0,2', '1,3'],
      duet: true,
      surface: 'cli',
    });
    assert.deepEqual(lanes.parse(undefined, true, 'cli'), { count: 2, cpusets: null, duet: true, surface: 'cli' });
    assert.deepEqual(lanes.parse('6', true, 'input'), { count: 6, cpusets: null, duet: true, surface: 'input' });
    // auto: chosen from the machine's cores when the run starts (run/measure/lanes.ts), duet's even count too
    assert.deepEqual(lanes.parse('auto', true, 'cli'), { count: 'auto', cpusets: null, duet: true, surface: 'cli' });
    assert.equal(lanes.parse(undefined, false, 'cli'), undefined);
  });

  it('refuses each bad value in one line, worded as the CLI flag', () => {
    const cli = (text: string, duet = false) => refusal(() => lanes.parse(text, duet, 'cli'));
    assert.equal(cli('0'), '--lanes must be a number of lanes from 1 to 4096; got "0"');
    assert.equal(cli('99999'), '--lanes must be a number of lanes from 1 to 4096; got "99999"');
    assert.equal(
      cli('x'),
      '--lanes must be a number of lanes (2), auto (one a physical core) or each lane\'s CPUs separated by / (0-3/4-7); got "x"',
    );
    assert.equal(
      cli(''),
      '--lanes must be a number of lanes (2), auto (one a physical core) or each lane\'s CPUs separated by / (0-3/4-7); got ""',
    );
    assert.equal(
      cli('0-1'),
      '--lanes must be a number of lanes (2), auto (one a physical core) or each lane\'s CPUs separated by / (0-3/4-7); got "0-1" ' +
        '(one lane on CPUs 0-1 is --cpuset 0-1)',
    );
    assert.equal(cli('0-1/'), "--lanes 0-1/: lane 2 has no CPUs (give each lane's CPUs between the /)");
    assert.equal(cli('/0'), "--lanes /0: lane 1 has no CPUs (give each lane's CPUs between the /)");
    assert.equal(
      cli('0/x'),
      '--lanes 0/x: lane 2 "x" is not a CPU list: use a CPU number (0), a range (0-3) or a comma-separated list of both (0,2-3)',
    );
    assert.equal(cli('3-1/4'), '--lanes 3-1/4: lane 1 "3-1": range 3-1 ends before it starts');
    assert.equal(
      cli('3', true),
      '--duet runs old and new side by side on pairs of lanes: --lanes 3 gives 3 lanes; give an even number',
    );
    assert.equal(
      cli('0/1/2', true),
      '--duet runs old and new side by side on pairs of lanes: --lanes 0/1/2 gives 3 lanes; give an even number',
    );
    assert.equal(
      cli('1', true),
      '--duet runs old and new side by side on pairs of lanes: --lanes 1 gives 1 lane; give an even number',
    );
  });
});

describe('the Action: inputs lanes and duet', () => {
  it('are read into the same LaneOption; blank is absent; duet takes the Action’s true/false spellings', () => {
    assert.equal(inputs({}).lanes, undefined);
    assert.equal(inputs({ lanes: '  ', duet: 'false' }).lanes, undefined);
    assert.deepEqual(inputs({ lanes: '2' }).lanes, { count: 2, cpusets: null, duet: false, surface: 'input' });
    assert.deepEqual(inputs({ duet: 'true' }).lanes, { count: 2, cpusets: null, duet: true, surface: 'input' });
    assert.deepEqual(inputs({ duet: 'Yes', lanes: '0/1' }).lanes, {
      count: 2,
      cpusets: ['0', '1'],
      duet: true,
      surface: 'input',
    });
    assert.deepEqual(inputs({ mode: 'execute', lanes: '4', duet: 'on' }).lanes, {
      count: 4,
      cpusets: null,
      duet: true,
      surface: 'input',
    });
  });

  it('refuses a bad value in one line naming the input', () => {
    const read = (given: Record<string, string>) => refusal(() => inputs(given));
    assert.equal(read({ lanes: '0' }), 'input lanes must be a number of lanes from 1 to 4096; got "0"');
    assert.equal(read({ lanes: '0-1/' }), "input lanes 0-1/: lane 2 has no CPUs (give each lane's CPUs between the /)");
    assert.equal(
      read({ lanes: '2-3' }),
      'input lanes must be a number of lanes (2), auto (one a physical core) or each lane\'s CPUs separated by / (0-3/4-7); got "2-3" ' +
        '(one lane on CPUs 2-3 is input cpuset 2-3)',
    );
    assert.equal(read({ duet: 'maybe' }), 'input duet must be true or false; got "maybe"');
    assert.equal(
      read({ lanes: '3', duet: 'true' }),
      'input duet runs old and new side by side on pairs of lanes: input lanes 3 gives 3 lanes; give an even number',
    );
  });

  it('the nightly runs one lane: lanes or duet given to it are refused, not ignored', () => {
    const nightly = { mode: 'nightly', runs: '10' };
    const message =
      'inputs lanes and duet are for execute and run: the nightly scan runs one lane, so that each night ' +
      'measures as the last did (pin it with input cpuset)';
    assert.equal(
      refusal(() => inputs({ ...nightly, lanes: '2' })),
      message,
    );
    assert.equal(
      refusal(() => inputs({ ...nightly, duet: 'true' })),
      message,
    );
    assert.equal(inputs({ ...nightly, duet: 'false', lanes: '' }).lanes, undefined);
  });
});

describe('the CLI request: where lanes fit with the other options', () => {
  /** node-bench compare's comparison of these flags */
  const compare = (...flags: string[]) =>
    buildComparison(
      readCompareArgv([
        ...['--old', '/bin/true', '--new', '/bin/true', '--suite', 'bundled', '--runs', '3', '--correction', 'holm'],
        ...flags,
        'buffers',
      ]),
      { cwd: '/', cacheDir: '/cache' },
      { format: 'text', quiet: true },
    );

  it('carries the LaneOption to the comparison (absent without --lanes and --duet)', () => {
    assert.equal(compare().schedule.lanes, undefined);
    assert.deepEqual(compare('--lanes', '0/1', '--duet').schedule.lanes, {
      count: 2,
      cpusets: ['0', '1'],
      duet: true,
      surface: 'cli',
    });
    assert.deepEqual(compare('--duet').schedule.lanes, {
      count: 2,
      cpusets: null,
      duet: true,
      surface: 'cli',
    });
  });
});
