// Entry of the report action (report/action.yml runs dist/report.js): nothing but run().
import { run } from '../main.ts';

await run('report');
