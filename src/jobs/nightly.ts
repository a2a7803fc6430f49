// Entry of the nightly action (nightly/action.yml runs dist/nightly.js): nothing but run().
import { run } from '../main.ts';

await run('nightly');
