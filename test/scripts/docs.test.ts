// The user guides' reference tables are generated (scripts/docs.ts, `npm run docs`) from each per-job action.yml and from the
// help text each node-bench command prints: a committed table that differs from what the script makes fails here,
// and so does an input, an output or a CLI option that no table shows, or a link in the README or docs/ that
// leads nowhere.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, it } from 'node:test';
import * as actionOptions from '../../src/options/action.ts';
import * as executionOptions from '../../src/options/execution.ts';
import * as outputOptions from '../../src/options/output.ts';
import * as selectionOptions from '../../src/options/selection.ts';
import { COMMAND_USAGES, GENERATED_PAGES, PAGES, cliOptions, readActionYml, regenerate } from '../../scripts/docs.ts';
import { MODES } from '../../src/action/inputs.ts';
import { repoRoot } from '../helpers/paths.ts';

const read = (page: string) => readFileSync(join(repoRoot, page), 'utf8');

describe('the generated tables of the user guides (npm run docs)', () => {
  for (const page of GENERATED_PAGES) {
    it(`${page} holds exactly what npm run docs makes of the action.yml files and the help texts`, async () => {
      const text = read(page);
      const made = await regenerate(text, join(repoRoot, page));
      assert.ok(made === text, `${page}: its generated tables are out of date; run npm run docs`);
    });
  }

  it('every page asks for the tables of its actions, each under its own heading, and the CLI page for every command', () => {
    const all = GENERATED_PAGES.map(read).join('\n');
    for (const [page, jobs] of Object.entries(PAGES)) {
      const text = read(`docs/${page}.md`);
      for (const job of jobs) {
        const section = text.split(new RegExp(`^### ${job}$`, 'm'))[1]?.split(/^#{2,3} /m)[0] ?? '';
        assert.match(section, new RegExp(`<!-- generated:inputs ${job} -->`), `docs/${page}.md ### ${job}`);
        assert.match(section, new RegExp(`<!-- generated:outputs ${job} -->`), `docs/${page}.md ### ${job}`);
      }
    }
    for (const command of Object.keys(COMMAND_USAGES))
      assert.match(all, new RegExp(`<!-- generated:cli ${command} -->`));
  });

  it('every per-job action belongs to one page, so every input and output of each is in a table', () => {
    assert.deepEqual(Object.values(PAGES).flat().sort(), [...MODES].sort());
    for (const [page, jobs] of Object.entries(PAGES)) {
      const text = read(`docs/${page}.md`);
      for (const job of jobs) {
        const action = readActionYml(job);
        for (const name of [...Object.keys(action.inputs), ...Object.keys(action.outputs)]) {
          assert.ok(text.includes(`| \`${name}\``), `${job}: ${name} is in no table of docs/${page}.md`);
        }
      }
    }
  });

  it('every option of the registry with a CLI name is in the table of a command', () => {
    const flags = new Set(
      Object.values(COMMAND_USAGES)
        .flatMap(cliOptions)
        .flatMap(({ option }) => option.split(/[ ,]+/).filter((word) => word.startsWith('--'))),
    );
    let checked = 0;
    const registry = [actionOptions, executionOptions, outputOptions, selectionOptions].flatMap((m) =>
      Object.values(m),
    );
    for (const value of registry) {
      const cli = (value as { names?: { cli?: unknown } } | undefined)?.names?.cli;
      if (typeof cli !== 'string') continue;
      checked++;
      assert.ok(flags.has(`--${cli}`), `--${cli} is in no command's help text, so in no table`);
    }
    assert.ok(checked >= 10, `the registry's options were found (${checked})`);
  });

  it('reads every line of the help texts (an option line it could not read would throw)', () => {
    for (const [command, usage] of Object.entries(COMMAND_USAGES)) {
      const read = cliOptions(usage);
      assert.ok(read.length >= 3, command); // doctor has three
      assert.ok(
        read.some(({ option }) => option === '-h, --help'),
        command,
      );
    }
    assert.throws(() => cliOptions('Options:\n  oops\n'), /cannot read this line/);
  });
});

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

function anchorsOf(text: string): Set<string> {
  const withoutCode = text.replace(/```[\s\S]*?```/g, '');
  return new Set([...withoutCode.matchAll(/^#{1,6} (.+)$/gm)].map((match) => slug(match[1]!)));
}

const guides = [
  'README.md',
  ...readdirSync(join(repoRoot, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

describe('links in the README and the user guides', () => {
  for (const page of guides) {
    it(`${page}: every relative link leads to a file, and every #anchor to a heading`, () => {
      const text = read(page).replace(/```[\s\S]*?```/g, '');
      const targets = [
        ...[...text.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1]!),
        ...[...text.matchAll(/<img src="([^"]+)"/g)].map((match) => match[1]!),
      ].filter((target) => !/^[a-z]+:/.test(target));
      for (const target of targets) {
        const [path, anchor] = target.split('#') as [string, string | undefined];
        const file = path === '' ? join(repoRoot, page) : join(repoRoot, dirname(page), path);
        assert.ok(existsSync(file), `${page}: ${target} does not exist (${relative(repoRoot, file)})`);
        if (anchor !== undefined && statSync(file).isFile() && file.endsWith('.md')) {
          assert.ok(anchorsOf(readFileSync(file, 'utf8')).has(anchor), `${page}: ${target}: no such heading`);
        }
      }
    });
  }

  it('no user guide is a work log, and nothing links to the old places of the work logs', () => {
    assert.deepEqual(
      readdirSync(join(repoRoot, 'docs')).filter((name) => name.startsWith('issue-')),
      [],
    );
    for (const page of guides) assert.doesNotMatch(read(page), /docs\/issue-\d+/, page);
  });

  it("the example workflows' links into the Action's repository name files that are there (a copy has no docs/)", () => {
    const dir = join(repoRoot, '.github', 'workflows');
    let links = 0;
    for (const name of readdirSync(dir).filter((file) => file.startsWith('example-'))) {
      const text = readFileSync(join(dir, name), 'utf8');
      assert.doesNotMatch(text, /(?<![/\w])docs\/[\w-]+\.md/, `${name}: a bare docs/ path leads nowhere in a copy`);
      for (const [, path] of text.matchAll(
        /https:\/\/github\.com\/nodejs-perf\/node-benchmark-action\/blob\/main\/(\S+)/g,
      )) {
        links++;
        assert.ok(existsSync(join(repoRoot, path!)), `${name}: ${path} does not exist`);
      }
    }
    assert.ok(links >= 5, 'each example says where its guide is');
  });
});
