// T7, the execute side: the workspace is the PR's checkout, so a PR can commit
// `node-bench-result` (or a parent of it, or a file in it) as a symbolic link.
// Execute must create its result directory fresh, follow no link, and write
// nothing outside the workspace. The run is real: two cached release binaries
// on the bundled suite.
import assert from 'node:assert/strict';
import {
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { runExecute } from '../../src/action/execute.ts';
import { readActionInputs } from '../../src/action/inputs.ts';
import {
  createResultDir,
  readResultDir,
  RESULT_CSV,
  RESULT_PLOT,
  RESULT_JSON,
  ResultDirError,
  writeResultMetadata,
} from '../../src/artifact/result-dir.ts';
import type { ResultMetadata } from '../../src/artifact/result-schema.ts';
import type { Request } from '../../src/request/request.ts';
import { repoRoot } from '../helpers/paths.ts';
import { set as setOption } from '../../src/options/selection.ts';
import { localExecuteDeps } from '../helpers/execute-deps.ts';

const scratch = mkdtempSync(join(tmpdir(), 'execute-result-dir-'));
after(() => rmSync(scratch, { recursive: true, force: true }));

const request: Request = {
  schemaVersion: 1,
  trigger: 'workflow_dispatch',
  repository: 'nodejs/node',
  old: { kind: 'release', version: '18.16.0' },
  new: { kind: 'release', version: '20.0.0' },
  groups: ['buffers'],
  filter: ['tojson'],
  exclude: [],
  set: setOption.fromRecord({ len: '256' }, 'json'),
  runs: 2,
};

function inputs(resultDir: string) {
  const given: Record<string, string> = {
    mode: 'run',
    suite: 'bundled',
    'binary-source': 'npm',
    'cache-dir': join(repoRoot, '.cache', 'node-bench'),
    'result-dir': resultDir,
  };
  return readActionInputs((name) => given[name] ?? '');
}

/** A workspace as a PR might commit it, and a directory outside it that must stay untouched. */
function setup(name: string) {
  const workspace = join(scratch, name, 'workspace');
  const outside = join(scratch, name, 'outside');
  mkdirSync(workspace, { recursive: true });
  mkdirSync(outside, { recursive: true });
  writeFileSync(join(outside, 'victim'), 'precious\n');
  return { workspace, outside };
}

const execute = (workspace: string, resultDir = 'node-bench-result') =>
  runExecute(request, inputs(resultDir), localExecuteDeps(workspace));

describe('execute: the result directory', () => {
  it('replaces a committed symlink node-bench-result -> outside, writing nothing there', async () => {
    const { workspace, outside } = setup('dir-link');
    symlinkSync(outside, join(workspace, 'node-bench-result'));
    const result = await execute(workspace);
    assert.deepEqual(readdirSync(outside), ['victim']);
    assert.equal(result.resultDir, join(workspace, 'node-bench-result'));
    assert.ok(lstatSync(result.resultDir).isDirectory(), 'a real directory now');
    const read = await readResultDir(result.resultDir);
    assert.equal(read.samples, result.metadata.samples);
  });

  it('draws plot.svg beside the results, a picture of every configuration in the artifact', async () => {
    const { workspace } = setup('plot');
    const result = await execute(workspace);
    assert.equal(result.plotPath, join(result.resultDir, RESULT_PLOT));
    const svg = readFileSync(result.plotPath!, 'utf8');
    assert.match(svg, /^<svg /);
    // its n is the one the sizing chose on this machine, at this load: the row's other parameters are the file's
    assert.match(svg, /buffers\/tojson\.js n=\d+ len=256/, 'the configuration is drawn');
    assert.deepEqual(readdirSync(result.resultDir).sort(), [RESULT_JSON, RESULT_PLOT, RESULT_CSV].sort());
    // the report job reads the directory as before: the picture is not data
    assert.equal((await readResultDir(result.resultDir)).samples, result.metadata.samples);
  });

  it('replaces committed symlinked files results.csv / result.json -> outside', async () => {
    const { workspace, outside } = setup('file-link');
    mkdirSync(join(workspace, 'node-bench-result'));
    symlinkSync(join(outside, 'victim'), join(workspace, 'node-bench-result', RESULT_CSV));
    symlinkSync(join(outside, 'json'), join(workspace, 'node-bench-result', RESULT_JSON));
    const result = await execute(workspace);
    assert.deepEqual(readdirSync(outside), ['victim']);
    assert.equal(lstatSync(join(outside, 'victim')).size, 'precious\n'.length);
    assert.ok(lstatSync(result.csvPath).isFile());
    assert.ok(lstatSync(result.jsonPath).isFile());
  });

  it('refuses a result-dir reached through a symlinked parent, or outside the workspace', async () => {
    const { workspace, outside } = setup('parent-link');
    symlinkSync(outside, join(workspace, 'out'));
    await assert.rejects(execute(workspace, 'out/node-bench-result'), /out is a symbolic link/);
    await assert.rejects(execute(workspace, '../outside/x'), /outside the workspace/);
    assert.deepEqual(readdirSync(outside), ['victim']);
  });
});

describe('createResultDir', () => {
  it('starts empty, inside one of the roots, and refuses non-directories on the way', async () => {
    const { workspace } = setup('unit');
    const stale = join(workspace, 'r');
    mkdirSync(stale);
    writeFileSync(join(stale, 'old.csv'), 'x');
    const dir = await createResultDir(stale, [workspace]);
    assert.deepEqual(readdirSync(dir.path), []);
    writeFileSync(join(workspace, 'file'), 'x');
    await assert.rejects(createResultDir(join(workspace, 'file', 'r'), [workspace]), /file is not a directory/);
    await assert.rejects(createResultDir(workspace, [workspace]), ResultDirError);
    const nested = await createResultDir(join(workspace, 'a', 'b', 'c'), [join(scratch, 'elsewhere'), workspace]);
    assert.ok(lstatSync(nested.path).isDirectory());
  });

  it('writeResultMetadata refuses a directory swapped during the run, or a result.json planted in it', async () => {
    const { workspace, outside } = setup('swap');
    const { metadata }: { metadata: ResultMetadata } = await execute(workspace);
    const planted = await createResultDir(join(workspace, 'planted'), [workspace]);
    symlinkSync(join(outside, 'victim'), join(planted.path, RESULT_JSON));
    await assert.rejects(writeResultMetadata(planted, metadata), /cannot create .*result\.json \(EEXIST\)/);
    const swapped = await createResultDir(join(workspace, 'swapped'), [workspace]);
    rmSync(swapped.path, { recursive: true });
    symlinkSync(outside, swapped.path);
    await assert.rejects(writeResultMetadata(swapped, metadata), /was replaced during the run/);
    assert.deepEqual(readdirSync(outside), ['victim']);
    assert.equal(lstatSync(join(outside, 'victim')).size, 'precious\n'.length);
  });
});
