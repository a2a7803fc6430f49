// node-bench doctor on this machine, through the CLI: what holds on any machine (every check printed with a
// state, exit 0), and bad input in one line.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CHECK_IDS, FINDING_STATES } from '../../src/artifact/runner-findings.ts';
import { runNodeBench } from '../helpers/cli.ts';

describe('node-bench doctor on this machine', () => {
  it('prints every check with a state and exits 0 whatever it finds', async () => {
    const { code, stdout, stderr } = await runNodeBench(['doctor']);
    assert.equal(code, 0, stderr);
    const states = FINDING_STATES.join('|');
    for (const id of CHECK_IDS) assert.match(stdout, new RegExp(`^(${states}) +${id} +\\S`, 'm'), `no ${id} line`);
    assert.match(stdout, /^\d+ warnings?, \d+ unknown here, \d+ ok: advice/m);
  });

  it('--format json --cpuset 0: every finding with a state, what was found, why and the fix', async () => {
    const { code, stdout, stderr } = await runNodeBench(['doctor', '--format', 'json', '--cpuset', '0']);
    assert.equal(code, 0, stderr);
    const parsed = JSON.parse(stdout) as { cpuset: string; findings: Record<string, string>[] };
    assert.equal(parsed.cpuset, '0');
    assert.deepEqual(
      parsed.findings.map((f) => f.check),
      [...CHECK_IDS],
    );
    for (const f of parsed.findings) {
      assert.ok((FINDING_STATES as readonly string[]).includes(f.state!), f.state);
      for (const key of ['found', 'why', 'fix']) assert.ok(f[key]!.length > 0, `${f.check} has no ${key}`);
    }
  });

  it('bad input: one line naming what was wrong, exit 1', async () => {
    for (const [args, expected] of [
      [
        ['--cpuset', '4096'],
        /^node-bench doctor: --cpuset 4096: this machine has CPUs? [\d,-]+ only \(no CPU 4096\)\n$/,
      ],
      [['--cpuset', 'x'], /^node-bench doctor: --cpuset "x" is not a CPU list/],
      [['--format', 'csv'], /^node-bench doctor: --format must be one of text, json; got "csv"\n$/],
      [['now'], /^node-bench doctor: doctor takes no arguments; got "now"\n$/],
    ] as const) {
      const { code, stdout, stderr } = await runNodeBench(['doctor', ...args]);
      assert.equal(code, 1, stdout);
      assert.match(stderr, expected);
    }
  });
});
