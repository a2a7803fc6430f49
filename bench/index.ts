// npm run bench: every speed/memory target of the project, each as a ratio
// against an anchor measured in the same run (never a timed unit test).
import { analyzeBench } from './analyze.ts';
import { runnerOverheadBench } from './runner-overhead.ts';
import { sandboxAaBench } from './sandbox-aa.ts';

const only = process.argv.slice(2);
const benches: Record<string, () => Promise<unknown>> = {
  analyze: analyzeBench,
  'runner-overhead': runnerOverheadBench,
  'sandbox-aa': sandboxAaBench,
};
for (const [name, bench] of Object.entries(benches)) {
  if (only.length > 0 && !only.includes(name)) continue;
  console.log(`# ${name}`);
  await bench();
}
