// Entry of the gate action (gate/action.yml runs dist/gate.js): nothing but run().
import { run } from '../main.ts';

await run('gate');
