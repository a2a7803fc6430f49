// Entry of the nightly-report action (nightly-report/action.yml runs dist/nightly-report.js): nothing but run().
import { run } from '../main.ts';

await run('nightly-report');
