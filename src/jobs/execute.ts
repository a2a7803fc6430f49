// Entry of the execute action (execute/action.yml runs dist/execute.js): nothing but run().
import { run } from '../main.ts';

await run('execute');
