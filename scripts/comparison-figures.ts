// How one comparison travels through src/, for the before/after of issue 45, counted from the syntax tree:
//
// - schedule fields: for each field of a comparison's schedule, the named types (interfaces and type aliases,
//   their nested type literals included) that declare a property of that name;
// - δ conversions: `x * 100` or `x / 100` where x's text names a delta (percent ↔ fraction);
// - field-copy lines: lines holding a property assignment that copies a field of the same name from another
//   object (`maxTimeMs: request.maxTimeMs`, `lanes: parts.lanes`, inside a conditional spread too).
//
//   node --import tsx scripts/comparison-figures.ts [--list] [DIR]
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

const SCHEDULE_FIELDS = [
  'maxTimeMs',
  'runs',
  'adaptive',
  'maxRuns',
  'delta',
  'seed',
  'shard',
  'timings',
  'cpuset',
  'lanes',
  'childTimeMs',
  'timeoutMs',
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|mts|cts)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

interface Figures {
  declaring: Map<string, string[]>;
  deltaConversions: string[];
  copyLines: string[];
}

function propertyName(name: ts.PropertyName): string | undefined {
  return ts.isIdentifier(name) || ts.isStringLiteral(name) ? name.text : undefined;
}

/** The property names a named type declares, its nested type literals' included. */
function declaredNames(node: ts.Node): Set<string> {
  const names = new Set<string>();
  const visit = (n: ts.Node): void => {
    if (ts.isPropertySignature(n)) {
      const name = propertyName(n.name);
      if (name !== undefined) names.add(name);
    }
    ts.forEachChild(n, visit);
  };
  visit(node);
  return names;
}

function measureFile(file: string, text: string, figures: Figures): void {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const where = (node: ts.Node) => `${file}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}`;
  const copyLines = new Set<string>();
  const visit = (node: ts.Node): void => {
    if (ts.isInterfaceDeclaration(node) || ts.isTypeAliasDeclaration(node)) {
      const names = declaredNames(node);
      for (const field of SCHEDULE_FIELDS) {
        if (names.has(field)) figures.declaring.get(field)!.push(`${node.name.text} (${where(node)})`);
      }
    }
    if (
      ts.isBinaryExpression(node) &&
      (node.operatorToken.kind === ts.SyntaxKind.AsteriskToken || node.operatorToken.kind === ts.SyntaxKind.SlashToken)
    ) {
      const [hundred, other] = ts.isNumericLiteral(node.right) ? [node.right, node.left] : [node.left, node.right];
      if (ts.isNumericLiteral(hundred) && hundred.text === '100' && /delta/i.test(other.getText(source))) {
        figures.deltaConversions.push(`${where(node)}  ${node.getText(source)}`);
      }
    }
    if (ts.isPropertyAssignment(node) && ts.isPropertyAccessExpression(node.initializer)) {
      const name = propertyName(node.name);
      if (name !== undefined && node.initializer.name.text === name) copyLines.add(where(node));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  figures.copyLines.push(...copyLines);
}

function main(argv: string[]): void {
  const list = argv.includes('--list');
  const dir = argv.find((arg) => !arg.startsWith('--')) ?? 'src';
  const figures: Figures = {
    declaring: new Map(SCHEDULE_FIELDS.map((field) => [field, []])),
    deltaConversions: [],
    copyLines: [],
  };
  for (const path of sourceFiles(join(repoRoot, dir))) {
    measureFile(relative(repoRoot, path), readFileSync(path, 'utf8'), figures);
  }
  console.log('types declaring each schedule field:');
  for (const [field, types] of figures.declaring) {
    console.log(`  ${field.padEnd(12)} ${String(types.length).padStart(3)}${list ? `  ${types.join(', ')}` : ''}`);
  }
  console.log(`δ conversions (percent ↔ fraction): ${figures.deltaConversions.length}`);
  if (list) for (const line of figures.deltaConversions) console.log(`  ${line}`);
  console.log(`field-copy lines: ${figures.copyLines.length}`);
  if (list) {
    const byFile = new Map<string, number>();
    for (const line of figures.copyLines) {
      const file = line.slice(0, line.lastIndexOf(':'));
      byFile.set(file, (byFile.get(file) ?? 0) + 1);
    }
    for (const [file, count] of [...byFile].sort((a, b) => b[1] - a[1]))
      console.log(`  ${String(count).padStart(4)}  ${file}`);
  }
}

main(process.argv.slice(2));
