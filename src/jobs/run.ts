// Entry of the run action (run/action.yml runs dist/run.js): nothing but run().
import { run } from '../main.ts';

await run('run');
