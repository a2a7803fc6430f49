// Figures of the house (src/), for the before/after of a refactoring, each counted on the TypeScript syntax tree:
// - lines and files, the largest files, and every function longer than a screen (a function declaration, a method,
//   accessor or constructor, or an arrow or function expression assigned to a const; first line to last);
// - uses of the utility types Pick, Omit, Partial and Required (a bag re-cut from another type);
// - conditional spreads: `...(cond ? x : y)` and `...(cond && x)`, in object literals and in arrays or arguments;
// - exports (each exported name of a module) and how many have exactly one importer, or none, in the tree (an
//   importer is another file that imports the name: by name, as a default, through a namespace (`ns.name`), a
//   re-export or `await import()`);
// - upward imports: a room importing from its own floor's other rooms or any floor above, by eslint.config.js's
//   FLOORS (read from that file, not repeated here), with the rooms FLOORS does not place;
// - import cycles: groups of files that import each other in a loop (type-only imports included).
//
//   node --import tsx scripts/house-figures.ts [--over N] [--largest K] [DIR]
//
// The defaults: functions over 100 lines (those over 120 are marked), the 10 largest files, DIR = src (relative to
// the repository, or absolute).
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
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

const UTILITY_TYPES = ['Pick', 'Omit', 'Partial', 'Required'] as const;
type UtilityType = (typeof UTILITY_TYPES)[number];

/** One file's syntax, where it is, and what of the house's figures it holds. */
interface ParsedFile {
  path: string;
  source: ts.SourceFile;
}

/** The structure figures of a tree of modules: the counts the done-when names. */
export interface HouseFigures {
  files: number;
  lines: number;
  utilityTypes: Record<UtilityType, number>;
  conditionalSpreads: { ternary: number; and: number; inObjects: number; inArrays: number };
  exports: number;
  exportsWithOneImporter: number;
  exportsWithNoImporter: number;
  /** `from -> to` (paths relative to the tree) */
  upwardImports: string[];
  /** rooms with files that FLOORS does not name */
  unplacedRooms: string[];
  /** each cycle's files, relative to the tree */
  cycles: string[][];
}

function parse(path: string): ParsedFile {
  return { path, source: ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true) };
}

function walk(node: ts.Node, visit: (node: ts.Node) => void): void {
  visit(node);
  ts.forEachChild(node, (child) => walk(child, visit));
}

/** `Pick<…>` as a type or in an `extends` clause; a name declared as one of these in the file itself does not count. */
function utilityTypeUses(file: ParsedFile, counts: Record<UtilityType, number>): void {
  walk(file.source, (node) => {
    const name = ts.isTypeReferenceNode(node)
      ? node.typeName
      : ts.isExpressionWithTypeArguments(node)
        ? node.expression
        : undefined;
    if (name && ts.isIdentifier(name) && (UTILITY_TYPES as readonly string[]).includes(name.text)) {
      counts[name.text as UtilityType] += 1;
    }
  });
}

function conditionalSpreads(file: ParsedFile, counts: HouseFigures['conditionalSpreads']): void {
  walk(file.source, (node) => {
    if (!ts.isSpreadAssignment(node) && !ts.isSpreadElement(node)) return;
    const spread = ts.skipPartiallyEmittedExpressions(skipParentheses(node.expression));
    const ternary = ts.isConditionalExpression(spread);
    const and = ts.isBinaryExpression(spread) && spread.operatorToken.kind === ts.SyntaxKind.AmpersandAmpersandToken;
    if (!ternary && !and) return;
    counts[ternary ? 'ternary' : 'and'] += 1;
    counts[ts.isSpreadAssignment(node) ? 'inObjects' : 'inArrays'] += 1;
  });
}

function skipParentheses(node: ts.Expression): ts.Expression {
  return ts.isParenthesizedExpression(node) ? skipParentheses(node.expression) : node;
}

function hasModifier(node: ts.Node, kind: ts.SyntaxKind): boolean {
  return ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === kind);
}

function bindingNames(name: ts.BindingName): string[] {
  if (ts.isIdentifier(name)) return [name.text];
  return name.elements.flatMap((element) => (ts.isOmittedExpression(element) ? [] : bindingNames(element.name)));
}

/** The names a module exports (`default` for its default export), re-exports included. */
function exportedNames(file: ParsedFile): Set<string> {
  const names = new Set<string>();
  for (const statement of file.source.statements) {
    if (ts.isExportDeclaration(statement)) {
      const clause = statement.exportClause;
      if (clause && ts.isNamedExports(clause)) for (const element of clause.elements) names.add(element.name.text);
      continue;
    }
    if (ts.isExportAssignment(statement)) {
      names.add('default');
      continue;
    }
    if (!hasModifier(statement, ts.SyntaxKind.ExportKeyword)) continue;
    if (hasModifier(statement, ts.SyntaxKind.DefaultKeyword)) names.add('default');
    else if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        for (const name of bindingNames(declaration.name)) names.add(name);
      }
    } else if (
      (ts.isFunctionDeclaration(statement) ||
        ts.isClassDeclaration(statement) ||
        ts.isInterfaceDeclaration(statement) ||
        ts.isTypeAliasDeclaration(statement) ||
        ts.isEnumDeclaration(statement)) &&
      statement.name
    ) {
      names.add(statement.name.text);
    }
  }
  return names;
}

/** An import of a file of the tree: which names it takes (`*`: all of them, as far as this can tell). */
interface ImportEdge {
  target: string;
  names: Set<string>;
}

/** A relative specifier resolved to a file of the tree (`./x.ts`, `./x.js`, `./x`, `./x/index.ts`), else undefined. */
function resolveSpecifier(from: string, specifier: string, files: ReadonlySet<string>): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = resolve(dirname(from), specifier);
  const candidates = [base, base.replace(/\.js$/, '.ts'), `${base}.ts`, join(base, 'index.ts')];
  return candidates.find((candidate) => files.has(candidate));
}

/** The names a namespace import is used by in its file: `ns.name` and `ns.Name` in types. */
function namespaceUses(file: ParsedFile, namespace: string): Set<string> {
  const names = new Set<string>();
  walk(file.source, (node) => {
    if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === namespace) {
      names.add(node.name.text);
    } else if (ts.isQualifiedName(node) && ts.isIdentifier(node.left) && node.left.text === namespace) {
      names.add(node.right.text);
    }
  });
  return names;
}

/** What `await import(x)` takes: the names destructured, or read off it; else everything. */
function dynamicImportNames(call: ts.CallExpression): Set<string> {
  const awaited = ts.isAwaitExpression(call.parent) ? call.parent : undefined;
  const user = awaited && ts.isParenthesizedExpression(awaited.parent) ? awaited.parent.parent : awaited?.parent;
  if (user && ts.isVariableDeclaration(user) && ts.isObjectBindingPattern(user.name)) {
    return new Set(user.name.elements.map((e) => ((e.propertyName ?? e.name) as ts.Identifier).text));
  }
  if (user && ts.isPropertyAccessExpression(user)) return new Set([user.name.text]);
  return new Set(['*']);
}

function importEdges(file: ParsedFile, files: ReadonlySet<string>): ImportEdge[] {
  const edges: ImportEdge[] = [];
  const add = (specifier: ts.Expression | undefined, names: Set<string>) => {
    if (!specifier || !ts.isStringLiteralLike(specifier)) return;
    const target = resolveSpecifier(file.path, specifier.text, files);
    if (target !== undefined) edges.push({ target, names });
  };
  for (const statement of file.source.statements) {
    if (ts.isImportDeclaration(statement)) {
      const names = new Set<string>();
      const clause = statement.importClause;
      if (clause?.name) names.add('default');
      const bindings = clause?.namedBindings;
      if (bindings && ts.isNamedImports(bindings)) {
        for (const element of bindings.elements) names.add((element.propertyName ?? element.name).text);
      } else if (bindings && ts.isNamespaceImport(bindings)) {
        for (const name of namespaceUses(file, bindings.name.text)) names.add(name);
      }
      add(statement.moduleSpecifier, names);
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier) {
      const clause = statement.exportClause;
      const names = new Set(
        clause && ts.isNamedExports(clause) ? clause.elements.map((e) => (e.propertyName ?? e.name).text) : ['*'],
      );
      add(statement.moduleSpecifier, names);
    }
  }
  walk(file.source, (node) => {
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      add(node.arguments[0], dynamicImportNames(node));
    }
  });
  return edges;
}

/** eslint.config.js's FLOORS, lowest first, read from its syntax (the one place the floors are written). */
export function readFloors(configPath: string): string[][] {
  const source = ts.createSourceFile(configPath, readFileSync(configPath, 'utf8'), ts.ScriptTarget.Latest, true);
  let floors: string[][] | undefined;
  walk(source, (node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.name.text === 'FLOORS') {
      const list = node.initializer;
      if (list && ts.isArrayLiteralExpression(list)) {
        floors = list.elements.map((floor) =>
          ts.isArrayLiteralExpression(floor) ? floor.elements.filter(ts.isStringLiteral).map((room) => room.text) : [],
        );
      }
    }
  });
  if (floors === undefined) throw new Error(`${configPath} declares no FLOORS array`);
  return floors;
}

/** A file's room: its top folder under the tree, or the file itself at the top (main.ts). */
function roomOf(root: string, path: string): string {
  return relative(root, path).split(sep)[0]!;
}

/** Tarjan's strongly connected components of more than one file (or a file importing itself). */
function cyclesOf(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  let next = 0;
  const connect = (node: string): void => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const target of graph.get(node) ?? []) {
      if (!index.has(target)) {
        connect(target);
        low.set(node, Math.min(low.get(node)!, low.get(target)!));
      } else if (onStack.has(target)) low.set(node, Math.min(low.get(node)!, index.get(target)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || (graph.get(node) ?? []).includes(node)) cycles.push(component.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) connect(node);
  return cycles;
}

/** The figures of the modules under root, by the floors given (eslint.config.js's, for src/). */
export function houseFigures(root: string, floors: readonly (readonly string[])[]): HouseFigures {
  const parsed = sourceFiles(root).map(parse);
  const files = new Set(parsed.map((f) => f.path));
  const utilityTypes = { Pick: 0, Omit: 0, Partial: 0, Required: 0 };
  const spreads = { ternary: 0, and: 0, inObjects: 0, inArrays: 0 };
  const importers = new Map<string, Set<string>>();
  const graph = new Map<string, string[]>();
  const upwardImports: string[] = [];
  const unplaced = new Set<string>();
  const floorOf = (room: string) => floors.findIndex((rooms) => rooms.includes(room));
  const exported = new Map(parsed.map((f) => [f.path, exportedNames(f)] as const));
  for (const file of parsed) {
    utilityTypeUses(file, utilityTypes);
    conditionalSpreads(file, spreads);
    const from = roomOf(root, file.path);
    if (floorOf(from) < 0) unplaced.add(from);
    const edges = importEdges(file, files);
    graph.set(file.path, [...new Set(edges.map((edge) => edge.target))]);
    for (const edge of edges) {
      const names = edge.names.has('*') ? exported.get(edge.target)! : edge.names;
      for (const name of names) {
        const key = `${edge.target}\0${name}`;
        if (edge.target !== file.path) importers.set(key, (importers.get(key) ?? new Set()).add(file.path));
      }
      const to = roomOf(root, edge.target);
      if (to !== from && floorOf(from) >= 0 && floorOf(to) >= floorOf(from)) {
        upwardImports.push(`${relative(root, file.path)} -> ${relative(root, edge.target)}`);
      }
    }
  }
  const counts = [...exported].flatMap(([path, names]) =>
    [...names].map((name) => importers.get(`${path}\0${name}`)?.size ?? 0),
  );
  return {
    files: parsed.length,
    lines: parsed.reduce((sum, f) => sum + lineCount(f.source.text), 0),
    utilityTypes,
    conditionalSpreads: spreads,
    exports: counts.length,
    exportsWithOneImporter: counts.filter((n) => n === 1).length,
    exportsWithNoImporter: counts.filter((n) => n === 0).length,
    upwardImports: [...new Set(upwardImports)].sort(),
    unplacedRooms: [...unplaced].sort(),
    cycles: cyclesOf(graph).map((cycle) => cycle.map((path) => relative(root, path))),
  };
}

/** The figures as lines to print, one figure a line, so that before and after diff line by line. */
export function figureLines(dir: string, figures: HouseFigures): string[] {
  const { utilityTypes: u, conditionalSpreads: c } = figures;
  const utilityTotal = u.Pick + u.Omit + u.Partial + u.Required;
  return [
    `${dir}: ${figures.files} files, ${figures.lines} lines`,
    `Pick/Omit/Partial/Required uses: ${utilityTotal} (Pick ${u.Pick}, Omit ${u.Omit}, Partial ${u.Partial}, Required ${u.Required})`,
    `conditional spreads: ${c.ternary + c.and} (? : ${c.ternary}, && ${c.and}; in objects ${c.inObjects}, in arrays or arguments ${c.inArrays})`,
    `exports: ${figures.exports}; with exactly one importer: ${figures.exportsWithOneImporter}; with none in ${dir}: ${figures.exportsWithNoImporter}`,
    `upward imports (eslint.config.js FLOORS): ${figures.upwardImports.length}`,
    ...figures.upwardImports.map((edge) => `  ${edge}`),
    ...(figures.unplacedRooms.length > 0 ? [`rooms FLOORS does not place: ${figures.unplacedRooms.join(', ')}`] : []),
    `import cycles: ${figures.cycles.length}`,
    ...figures.cycles.map((cycle) => `  ${cycle.join(' <-> ')}`),
  ];
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
  const root = resolve(repoRoot, dir);
  const files = sourceFiles(root).map((path) => {
    const text = readFileSync(path, 'utf8');
    return { file: relative(repoRoot, path), text, lines: lineCount(text) };
  });
  const functions = files.flatMap((f) => functionSizes(f.file, f.text)).sort((a, b) => b.lines - a.lines);
  const long = functions.filter((f) => f.lines > over);
  const overScreen = functions.filter((f) => f.lines > 120);

  for (const line of figureLines(dir, houseFigures(root, readFloors(join(repoRoot, 'eslint.config.js'))))) {
    console.log(line);
  }
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

// run as a script; imported (by its test), it only lends its functions
if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv.slice(2));
}
