// npm run bench [NAME...] [--anchor DIR]: every speed/memory target of the project,
// each as a ratio against an anchor measured in the same run (never a timed unit test).
// Named only: lanes [--plan] [--report] [--fresh] [--selection full|tiny] [--modes ...] [--out FILE]
// (bench/lanes.ts: measures for ~15 minutes on a quiet machine).
// parity prints issue 53's parity table from bench/data/parity.json (bench/parity.ts --record measures it);
// env-probe its environment reader against compare.js (bench/data/env-probe/probe.sh measures it).
import { parseArgs } from 'node:util';
import { adaptiveReplayBench } from './adaptive-replay.ts';
import { analyzeBench } from './analyze.ts';
import { bisectSimBench } from './bisect-sim.ts';
import { coreOverheadBench } from './core-overhead.ts';
import { robustVerdictsBench } from './robust-verdicts.ts';
import { runnerOverheadBench } from './runner-overhead.ts';
import { sandboxAaBench } from './sandbox-aa.ts';
import { shardBalanceBench, shardBalanceCoreBench } from './shard-balance.ts';
import { shardFamilyBench } from './shard-family.ts';
import { skewedRowsBench } from './skewed-rows.ts';
import { coreWholeBench } from './core-whole.ts';
import { envProbeBench } from './env-probe.ts';
import { lanesBench, LANES_OPTIONS } from './lanes.ts';
import { parityBench } from './parity.ts';
import { familyBench } from './time-to-verdict-family.ts';
import { judgeBench } from './time-to-verdict-judge.ts';
import { TIME_TO_VERDICT_DATA, timeToVerdictBench } from './time-to-verdict.ts';

const { values, positionals } = parseArgs({
  options: {
    anchor: { type: 'string' },
    bisects: { type: 'string' },
    'offset-bisects': { type: 'string' },
    ...LANES_OPTIONS,
  },
  allowPositionals: true,
});
const benches: Record<string, () => Promise<unknown>> = {
  'adaptive-replay': adaptiveReplayBench,
  analyze: () => analyzeBench({ anchorDir: values.anchor }),
  'bisect-sim': () =>
    bisectSimBench({
      bisects: values.bisects === undefined ? undefined : Number(values.bisects),
      offsetBisects: values['offset-bisects'] === undefined ? undefined : Number(values['offset-bisects']),
    }),
  'core-overhead': () => coreOverheadBench(),
  'robust-verdicts': robustVerdictsBench,
  'runner-overhead': runnerOverheadBench,
  'sandbox-aa': () => sandboxAaBench(),
  'shard-balance': () => shardBalanceBench(),
  'shard-balance-core': () => shardBalanceCoreBench(),
  'shard-family': async () => shardFamilyBench(),
  'skewed-rows': skewedRowsBench,
  'core-whole': coreWholeBench,
  lanes: () =>
    lanesBench({
      plan: values.plan,
      report: values.report,
      fresh: values.fresh,
      selection: values.selection,
      modes: values.modes,
      out: values.out,
    }),
  parity: parityBench,
  'env-probe': async () => envProbeBench(),
  'time-to-verdict': async () => {
    const recording = process.env.TIME_TO_VERDICT_FILE ?? TIME_TO_VERDICT_DATA;
    await timeToVerdictBench();
    judgeBench(recording);
    familyBench(recording);
  },
};
/** Benches that measure for many minutes on a quiet machine: run only when named. */
const ONLY_WHEN_NAMED = new Set(['lanes']);
for (const [name, bench] of Object.entries(benches)) {
  if (positionals.length > 0 ? !positionals.includes(name) : ONLY_WHEN_NAMED.has(name)) continue;
  console.log(`# ${name}`);
  await bench();
}
