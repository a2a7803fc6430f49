// Entry of the root GitHub Action (action.yml runs dist/index.js; its mode input says the job), deprecated for the
// per-job actions (gate/, execute/…, each running dist/<mode>.js): nothing but run().
import { run } from './main.ts';

await run('root');
