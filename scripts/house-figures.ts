// Size figures of src/, for the before/after of a refactoring: total lines, the largest files, and every function
// longer than a screen. A function is a function declaration, a method (or accessor or constructor), or an arrow or
// function expression assigned to a const; its length runs from its first line to its last, comments inside included.
//
//   node --import tsx scripts/house-figures.ts [--over N] [--largest K] [DIR]
//
// The defaults: functions over 100 lines (those over 120 are marked), the 10 largest files, DIR = src.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

interface FunctionSize {
  file: string;
  name: string;
  line: number;
  lines: number;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|mts|cts)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

function lineCount(text: string): number {
  return text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
}

/** The name a function goes by: its own, its method's (Class.method), or the const it is assigned to. */
function functionName(node: ts.Node, source: ts.SourceFile): string | undefined {
  const owner = (n: ts.Node): string => {
    const parent = n.parent;
    return parent && (ts.isClassLike(parent) || ts.isObjectLiteralExpression(parent)) && 'name' in parent && parent.name
      ? `${(parent.name as ts.Identifier).text}.`
      : '';
  };
  if (ts.isFunctionDeclaration(node)) return node.name?.text ?? 'default';
  if (ts.isMethodDeclaration(node) || ts.isGetAccessor(node) || ts.isSetAccessor(node)) {
    return owner(node) + node.name.getText(source);
  }
  if (ts.isConstructorDeclaration(node)) return `${owner(node)}constructor`;
  if (ts.isArrowFunction(node) || ts.isFunctionExpression(node)) {
    const declaration = node.parent;
    if (declaration && ts.isVariableDeclaration(declaration) && ts.isIdentifier(declaration.name)) {
      const list = declaration.parent;
      if (ts.isVariableDeclarationList(list) && list.flags & ts.NodeFlags.Const) return declaration.name.text;
    }
  }
  return undefined;
}

function functionSizes(file: string, text: string): FunctionSize[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const sizes: FunctionSize[] = [];
  const visit = (node: ts.Node): void => {
    const name = functionName(node, source);
    if (name !== undefined) {
      const first = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const last = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      sizes.push({ file, name, line: first + 1, lines: last - first + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return sizes;
}

function main(argv: string[]): void {
  let over = 100;
  let largest = 10;
  let dir = 'src';
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--over') over = Number(argv[++i]);
    else if (arg === '--largest') largest = Number(argv[++i]);
    else dir = arg;
  }
  const files = sourceFiles(join(repoRoot, dir)).map((path) => {
    const text = readFileSync(path, 'utf8');
    return { file: relative(repoRoot, path), text, lines: lineCount(text) };
  });
  const total = files.reduce((sum, f) => sum + f.lines, 0);
  const functions = files.flatMap((f) => functionSizes(f.file, f.text)).sort((a, b) => b.lines - a.lines);
  const long = functions.filter((f) => f.lines > over);
  const overScreen = functions.filter((f) => f.lines > 120);

  console.log(`${dir}: ${files.length} files, ${total} lines`);
  console.log(
    `functions: ${functions.length}; over ${over} lines: ${long.length}; over 120 lines: ${overScreen.length}`,
  );
  for (const f of long) {
    console.log(`  ${String(f.lines).padStart(4)} ${f.lines > 120 ? '*' : ' '} ${f.name}  ${f.file}:${f.line}`);
  }
  console.log(`largest files:`);
  for (const f of [...files].sort((a, b) => b.lines - a.lines).slice(0, largest)) {
    console.log(`  ${String(f.lines).padStart(4)}  ${f.file}`);
  }
}

main(process.argv.slice(2));
