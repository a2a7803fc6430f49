// Regenerates test/fixtures/r-reference/*.json from R (needs Rscript: apt-get install r-base-core).
// Usage: node --import tsx scripts/r-reference.mjs
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseCompareCsv } from '../src/stats/csv.ts';

const fixtures = new URL('../../shared/fixtures/compare-csv/', import.meta.url);
const names = ['big', 'http-bis', 'http', 'confidence', 'path-dirname-posix'];
const work = mkdtempSync(join(tmpdir(), 'r-reference-'));
try {
  for (const name of names) {
    const samples = parseCompareCsv(readFileSync(new URL(`${name}.csv`, fixtures), 'utf8'), `${name}.csv`);
    const groups = new Map();
    const lines = ['group,binary,rate'];
    for (const s of samples) {
      const key = `${s.filename} ${s.configuration}`;
      if (!groups.has(key)) groups.set(key, groups.size + 1);
      lines.push(`${groups.get(key)},${s.binary},${JSON.stringify(s.rate)}`);
    }
    const input = join(work, `${name}.in.csv`);
    const output = join(work, `${name}.out.csv`);
    writeFileSync(input, lines.join('\n') + '\n');
    execFileSync('Rscript', [new URL('r-reference.R', import.meta.url).pathname, input, output], { stdio: 'inherit' });
    const keys = [...groups.keys()];
    const num = (v) => (v === 'NA' ? null : Number(v));
    const rows = readFileSync(output, 'utf8')
      .trim()
      .split('\n')
      .slice(1)
      .map((line) => {
        const [group, nOld, nNew, p, hw05, hw01, hw001, holm] = line.split(',');
        return {
          name: keys[Number(group) - 1],
          nOld: Number(nOld),
          nNew: Number(nNew),
          p: num(p),
          holm: num(holm),
          halfWidth: [num(hw05), num(hw01), num(hw001)],
        };
      });
    const rVersion = execFileSync('Rscript', ['-e', 'cat(R.version.string)']).toString();
    writeFileSync(
      new URL(`../test/fixtures/r-reference/${name}.json`, import.meta.url),
      JSON.stringify(
        {
          source: `${name}.csv`,
          generatedBy: `scripts/r-reference.mjs with ${rVersion}, t.test(new, old, var.equal = FALSE), p.adjust(p, "holm")`,
          rows,
        },
        null,
        1,
      ) + '\n',
    );
    console.log(`${name}: ${rows.length} groups`);
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
