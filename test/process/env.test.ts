// What each kind of child gets of the host's environment (src/process/env.ts), and the benchmark environment the
// pipeline hands every benchmark child (benchmarkChildEnv). Real children see it in test/security/benchmark-env.test.ts.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';

import { benchmarkChildEnv } from '../../src/pipeline/compare.ts';
import { childEnv, type HostEnv } from '../../src/process/env.ts';
import { SANDBOX_HOME } from '../../src/process/sandbox.ts';

const HOST: HostEnv = {
  SHELL: '/bin/bash',
  GITHUB_TOKEN: 'ghs_0123456789abcdef',
  PATH: '/usr/local/bin:/usr/bin',
  NODE_OPTIONS: '--require /evil.js',
  HOME: '/home/runner',
  LANG: 'C.UTF-8',
  DATABASE_URL: 'postgres://u:pässword@db/x',
  UV_THREADPOOL_SIZE: '64',
  https_proxy: 'http://u:p@proxy:3128',
  LD_PRELOAD: '/lib/evil.so',
  OPENSSL_CONF: '/etc/ssl/evil.cnf',
  GLIBC_TUNABLES: 'glibc.malloc.arena_max=1',
  MY_SETTING: 'on',
  EMPTY: '',
};

describe('childEnv', () => {
  test('a benchmark gets the host names in order, values masked to their byte length but PATH, locale and named', () => {
    const env = childEnv(HOST, { purpose: 'benchmark', passEnv: ['MY_SETTING'] });
    assert.deepEqual(Object.entries(env), [
      ['SHELL', 'xxxxxxxxx'],
      ['GITHUB_TOKEN', 'x'.repeat(20)],
      ['PATH', '/usr/local/bin:/usr/bin'],
      ['HOME', 'x'.repeat(12)],
      ['LANG', 'C.UTF-8'],
      ['DATABASE_URL', 'x'.repeat(27)], // ä is two bytes
      ['MY_SETTING', 'on'],
      ['EMPTY', ''],
    ]);
  });

  test('what changes how node runs reaches a benchmark only when named, then as it is', () => {
    const env = childEnv(HOST, { purpose: 'benchmark', passEnv: ['NODE_OPTIONS', 'https_proxy', 'LD_PRELOAD'] });
    assert.equal(env.NODE_OPTIONS, '--require /evil.js');
    assert.equal(env.https_proxy, 'http://u:p@proxy:3128');
    assert.equal(env.LD_PRELOAD, '/lib/evil.so');
    for (const name of ['UV_THREADPOOL_SIZE', 'OPENSSL_CONF', 'GLIBC_TUNABLES']) assert.equal(env[name], undefined);
  });

  test("a benchmark's `set` takes the host variable's place, or comes last", () => {
    const env = childEnv(HOST, {
      purpose: 'benchmark',
      passEnv: [],
      set: { HOME: '/tmp/h', NODE_OPTIONS: '', Z: 'z' },
    });
    const names = Object.keys(env);
    assert.equal(env.HOME, '/tmp/h');
    assert.equal(names.indexOf('HOME'), 3);
    assert.deepEqual(names.slice(-2), ['NODE_OPTIONS', 'Z']);
  });

  test('a build still gets the allowlist: PATH, the locale, its variables and what is named', () => {
    const env = childEnv({ ...HOST, CC: 'clang' }, { purpose: 'build', passEnv: ['MY_SETTING'], set: { HOME: '/h' } });
    assert.deepEqual(env, {
      PATH: '/usr/local/bin:/usr/bin',
      LANG: 'C.UTF-8',
      CC: 'clang',
      MY_SETTING: 'on',
      HOME: '/h',
    });
  });

  test('a tool gets the allowlist and HOME', () => {
    assert.deepEqual(childEnv(HOST, { purpose: 'tool', passEnv: [] }), {
      PATH: '/usr/local/bin:/usr/bin',
      LANG: 'C.UTF-8',
      HOME: '/home/runner',
    });
  });
});

describe('benchmarkChildEnv', () => {
  test("sandboxed: HOME is the sandbox's, TMPDIR and NODE_TEST_DIR the scratch dir", () => {
    const env = benchmarkChildEnv(HOST, [], { scratch: '/tmp/s', sandboxed: true, core: true });
    assert.equal(env.HOME, SANDBOX_HOME);
    assert.equal(Object.keys(env).indexOf('HOME'), 3, "in the host's place");
    assert.deepEqual(Object.entries(env).slice(-2), [
      ['TMPDIR', '/tmp/s'],
      ['NODE_TEST_DIR', '/tmp/s'],
    ]);
  });

  test('unsandboxed: HOME is the scratch dir; a bundled suite gets no NODE_TEST_DIR; no HOME where the host has none', () => {
    const env = benchmarkChildEnv(HOST, [], { scratch: '/tmp/s', sandboxed: false, core: false });
    assert.equal(env.HOME, '/tmp/s');
    assert.equal(env.NODE_TEST_DIR, undefined);
    const { HOME: _home, ...homeless } = HOST;
    assert.equal(benchmarkChildEnv(homeless, [], { scratch: '/s', sandboxed: true, core: true }).HOME, undefined);
  });
});
