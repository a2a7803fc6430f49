// A git repository made from the real node core tree (NODE_CORE_SOURCE, not
// a git repo itself): its benchmark/ and lib/ copied whole, and from src/,
// deps/ and doc/ the few files the tests change, committed as `main`. Tests
// then commit real changes on branches of it.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { scratchDir } from './paths.ts';

/**
 * The node core tree of NODE_CORE_SOURCE (v20.19.2; the tree itself or a directory holding node-v*), or why there is
 * none. `variable` names another: NODE_CORE_SOURCE_24 holds the v24 tree (`node-core-source.sh DIR forky`).
 */
export function findNodeCore(variable = 'NODE_CORE_SOURCE'): { dir: string } | { reason: string } {
  const root = process.env[variable];
  if (!root) return { reason: `${variable} is not set` };
  if (existsSync(path.join(root, 'benchmark', 'common.js'))) return { dir: root };
  if (existsSync(root)) {
    for (const entry of readdirSync(root).sort()) {
      if (/^node-v/.test(entry) && existsSync(path.join(root, entry, 'benchmark', 'common.js'))) {
        return { dir: path.join(root, entry) };
      }
    }
  }
  return { reason: `no node core tree under ${variable}=${root}` };
}

const COPIED = ['benchmark', 'lib'];
const FILES = [
  'src/node_buffer.cc',
  'src/node_url.cc',
  'deps/v8/include/v8-version.h',
  'doc/api/buffer.md',
  'configure.py',
  'node.gyp',
];

export function git(repo: string, ...args: string[]): string {
  return execFileSync('git', ['-C', repo, ...args], {
    encoding: 'utf8',
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: 'test',
      GIT_AUTHOR_EMAIL: 'test@example.com',
      GIT_COMMITTER_NAME: 'test',
      GIT_COMMITTER_EMAIL: 'test@example.com',
    },
  });
}

/** A repository of node core's benchmark/, lib/ and a few other files on `main`. */
export function makeNodeCoreRepo(core: string): string {
  const repo = scratchDir('node-core-git-');
  for (const dir of COPIED) cpSync(path.join(core, dir), path.join(repo, dir), { recursive: true });
  for (const file of FILES) {
    mkdirSync(path.dirname(path.join(repo, file)), { recursive: true });
    cpSync(path.join(core, file), path.join(repo, file));
  }
  git(repo, 'init', '--quiet', '--initial-branch=main');
  git(repo, 'add', '-A');
  git(repo, 'commit', '--quiet', '-m', `node core ${path.basename(core)} (benchmark/, lib/, a few files)`);
  return repo;
}

/** A branch off main that appends a line to each file (a real change to real files), committed. */
export function commitChange(repo: string, branch: string, files: readonly string[]): string {
  git(repo, 'checkout', '--quiet', '-B', branch, 'main');
  for (const file of files) {
    const full = path.join(repo, file);
    mkdirSync(path.dirname(full), { recursive: true });
    execFileSync('sh', ['-c', `printf '\\n// changed by %s\\n' "$1" >> "$2"`, 'sh', branch, full]);
  }
  git(repo, 'add', '-A');
  git(repo, 'commit', '--quiet', '-m', `${branch}: change ${files.join(', ')}`);
  return git(repo, 'rev-parse', 'HEAD').trim();
}
