// Which package a reproduce line installs, and in which format it prints: the release tarball of the version that
// ran (no git fetch, no dev install), in the report's own format.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compareArguments, packageSpec, toolInvocation } from '../../src/report/reproduce.ts';
import type { AnyReportInput } from '../../src/report/report-input.ts';

const repository = 'nodejs-perf/node-benchmark-action';
const tarball = `https://github.com/${repository}/releases/download/v1.4.2/node-bench-1.4.2.tgz`;

describe('packageSpec', () => {
  it('names the release tarball for the release tag, its moving major tag and a pinned commit SHA', () => {
    for (const ref of ['v1.4.2', 'v1', '0123456789abcdef0123456789abcdef01234567'])
      assert.equal(packageSpec({ repository, ref }, '1.4.2'), tarball, ref);
  });

  it('fetches from GitHub what no release is: a branch, another version, another major, a short SHA', () => {
    for (const ref of ['main', 'v1.4.1', 'v2', '0123456789ab'])
      assert.equal(packageSpec({ repository, ref }, '1.4.2'), `github:${repository}#${ref}`, ref);
  });

  it('is the package npx installs, running the node-bench command', () => {
    assert.deepEqual(toolInvocation({ repository, ref: 'v1' }, '1.4.2'), [
      'npx',
      '--yes',
      `--package=${tarball}`,
      '--',
      'node-bench',
    ]);
  });
});

describe('compareArguments: the format the report was printed in', () => {
  const input = {
    old: { spec: '18.16.0', version: 'v18.16.0' },
    new: { spec: '20.0.0', version: 'v20.0.0' },
    runs: 5,
    run: { groups: ['buffers'], sizing: 'off' as const },
    analysis: { correction: 'holm' },
  } as unknown as AnyReportInput;

  it('says nothing for text, the default, and names markdown and json', () => {
    const text = compareArguments(input, 'text')!;
    assert.equal(text.includes('--format'), false, text.join(' '));
    assert.deepEqual(text.slice(-1), ['buffers']);
    assert.deepEqual(compareArguments(input, 'markdown')!.slice(-3), ['--format', 'markdown', 'buffers']);
    assert.deepEqual(compareArguments(input, 'json')!.slice(-3), ['--format', 'json', 'buffers']);
  });
});
