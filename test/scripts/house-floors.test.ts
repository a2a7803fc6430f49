// The house's floors are kept by lint (eslint.config.js FLOORS): an import that runs back up is an error where it is
// written, not a figure found later. Lints made-up sources at real paths of src/ with the project's own config (the
// code as it stands is `npm run lint`'s).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: ROOT });

async function importErrors(filePath: string, specifier: string): Promise<string[]> {
  const [result] = await eslint.lintText(`import '${specifier}';\n`, { filePath });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('the house floors (eslint.config.js)', () => {
  it('refuses an import from a floor above, naming the room and its floor', async () => {
    const errors = await importErrors('src/stats/made-up.ts', '../run/index.ts');
    assert.equal(errors.length, 1);
    assert.match(errors[0]!, /src\/stats is on floor 2 of the house/);
    assert.equal((await importErrors('src/artifact/made-up.ts', '../runner-check/check.ts')).length, 1);
    assert.equal((await importErrors('src/pipeline/made-up.ts', '../main.ts')).length, 1);
    assert.equal((await importErrors('src/main.ts', './jobs/execute.ts')).length, 1);
  });

  it("refuses an import from another room of the same floor (rooms on one floor are each other's strangers)", async () => {
    assert.equal((await importErrors('src/report/made-up.ts', '../pipeline/compare.ts')).length, 1);
  });

  it("enters run/ only by its front: run/'s rooms are its own", async () => {
    const errors = await importErrors('src/pipeline/made-up.ts', '../run/measure/executor.ts');
    assert.equal(errors.length, 1);
    assert.match(errors[0]!, /src\/run\/ is entered by its front, src\/run\/index\.ts/);
    assert.deepEqual(await importErrors('src/pipeline/made-up.ts', '../run/index.ts'), []);
    assert.deepEqual(await importErrors('src/run/plan/made-up.ts', '../measure/executor.ts'), []);
  });

  it('lets a room import from floors below and from itself', async () => {
    assert.deepEqual(await importErrors('src/run/made-up.ts', '../stats/holm.ts'), []);
    assert.deepEqual(await importErrors('src/run/made-up.ts', './measure/executor.ts'), []);
    assert.deepEqual(await importErrors('src/commands/made-up.ts', './index.ts'), []);
    assert.deepEqual(await importErrors('src/report/made-up.ts', '../artifact/runner-findings.ts'), []);
    assert.deepEqual(await importErrors('src/cli.ts', './commands/index.ts'), []);
  });
});
