// Entry of the GitHub Action (action.yml runs dist/index.js): nothing but run().
import { run } from './main.ts';

await run();
