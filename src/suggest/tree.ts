// The benchmark tree a suggestion is made against, read as text and never
// run: a directory (the gate's checkout of the base branch, the bundled
// suite) or a commit of a git repository (node-bench suggest's base).
import { execFile } from 'node:child_process';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { loadsOf } from './scan.ts';
import type { BenchmarkTree, TreeFile } from './suggest.ts';

const run = promisify(execFile);

/** As compare.js lists them: directories other than fixtures; entries not starting with . or _ that are scripts. */
const NOT_A_CATEGORY = new Set(['fixtures']);
const BENCHMARK = /^[^._].*\.(?:js|mjs|cjs)$/;
/** A benchmark file read at most this far (node core's largest is ~20 KB). */
const MAX_FILE_BYTES = 256 * 1024;

/** benchmark/ (or the bundled suite's directory) of a checkout, read from disk. */
export async function readTreeFromDir(dir: string): Promise<BenchmarkTree> {
  const tree = new Map<string, TreeFile[]>();
  for (const category of (await readdir(dir)).sort()) {
    if (NOT_A_CATEGORY.has(category) || category.startsWith('.')) continue;
    const categoryDir = path.join(dir, category);
    if (!(await stat(categoryDir)).isDirectory()) continue;
    const files: TreeFile[] = [];
    for (const name of (await readdir(categoryDir)).sort()) {
      if (!BENCHMARK.test(name)) continue;
      const file = path.join(categoryDir, name);
      const info = await stat(file);
      if (!info.isFile()) continue;
      const source = info.size > MAX_FILE_BYTES ? '' : await readFile(file, 'utf8');
      files.push({ name, loads: loadsOf(source) });
    }
    tree.set(category, files);
  }
  return tree;
}

async function git(repo: string, args: string[]): Promise<string> {
  const { stdout } = await run('git', ['-C', repo, ...args], { maxBuffer: 256 * 1024 * 1024, encoding: 'utf8' });
  return stdout;
}

/** benchmark/ as it is in `commit` of the git repository `repo`. */
export async function readTreeFromGit(repo: string, commit: string, dir = 'benchmark'): Promise<BenchmarkTree> {
  const listing = await git(repo, ['ls-tree', '-r', '-z', '--format=%(objectname) %(path)', commit, '--', `${dir}/`]);
  const entries = listing
    .split('\0')
    .filter(Boolean)
    .map((line) => {
      const space = line.indexOf(' ');
      return { object: line.slice(0, space), path: line.slice(space + 1 + dir.length + 1) };
    });
  const wanted = entries
    .map((entry) => ({ ...entry, parts: entry.path.split('/') }))
    .filter(({ parts }) => parts.length === 2 && !NOT_A_CATEGORY.has(parts[0]!) && !parts[0]!.startsWith('.'));
  const tree = new Map<string, TreeFile[]>();
  for (const { parts } of wanted) tree.set(parts[0]!, []);
  // one git process for every file's text: cat-file --batch
  const benchmarks = wanted.filter(({ parts }) => BENCHMARK.test(parts[1]!));
  const sources = await catFiles(
    repo,
    benchmarks.map((entry) => entry.object),
  );
  benchmarks.forEach(({ parts }, index) => {
    tree.get(parts[0]!)!.push({ name: parts[1]!, loads: loadsOf(sources[index] ?? '') });
  });
  for (const files of tree.values()) files.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return new Map([...tree].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

async function catFiles(repo: string, objects: readonly string[]): Promise<string[]> {
  if (objects.length === 0) return [];
  const child = execFile('git', ['-C', repo, 'cat-file', '--batch'], {
    maxBuffer: 512 * 1024 * 1024,
    encoding: 'buffer',
  });
  const done = new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    child.stdout!.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve(Buffer.concat(chunks)) : reject(new Error(`git cat-file exited ${code}`)),
    );
  });
  child.stdin!.end(objects.join('\n') + '\n');
  const out = await done;
  const texts: string[] = [];
  let at = 0;
  for (let i = 0; i < objects.length; i++) {
    const newline = out.indexOf(0x0a, at);
    const header = out.subarray(at, newline).toString('utf8').split(' ');
    const size = Number(header[2]);
    at = newline + 1;
    texts.push(size > MAX_FILE_BYTES ? '' : out.subarray(at, at + size).toString('utf8'));
    at += size + 1;
  }
  return texts;
}

/** The files changed between two commits (base..head as GitHub compares a pull request: from their merge base). */
export async function changedFilesFromGit(repo: string, base: string, head: string): Promise<string[]> {
  const out = await git(repo, ['diff', '--name-only', '-z', '--no-renames', `${base}...${head}`]);
  return out.split('\0').filter(Boolean);
}

export { git as gitOutput };
