// Points every named import of a barrel (a module that only re-exports others, like the domain's
// index or a feature's index) at the module that declares the name. The first-screen chunk
// groups follow the import graph module by module: through the barrel, the shell took every
// module it re-exports (calendar months, timelines and imports of the domain; billing's plan
// change dialog with MUI's dialogs and toggle buttons) although the first screen uses a few.
// Going straight to the declaring module, each page's chunks hold only the code it uses. A name
// the barrel does not export, or an import of another shape (a namespace), fails the build.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ExportNamedDeclaration, ImportDeclaration, Program } from '@oxc-project/types';
import { parseAst, type Plugin } from 'vite';

type Declarations = Map<string, string>;

function resolveRelative(from: string, specifier: string): string {
  const base = path.resolve(path.dirname(from), specifier);
  const found = [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find(existsSync);
  if (!found) throw new Error(`directBarrelImports: cannot resolve ${specifier} from ${from}`);
  return found;
}

function parseFile(file: string): Program {
  return parseAst(readFileSync(file, 'utf8'), { lang: file.endsWith('.tsx') ? 'tsx' : 'ts' }, file);
}

/** The run-time names `file` declares itself, with `export const|function|class|enum`. */
function ownValueExports(declaration: ExportNamedDeclaration): string[] {
  if (declaration.exportKind === 'type' || declaration.source) return [];
  const declared = declaration.declaration;
  if (!declared) {
    return declaration.specifiers
      .filter((specifier) => specifier.exportKind !== 'type')
      .map((specifier) => exportedName(specifier.exported));
  }
  switch (declared.type) {
    case 'VariableDeclaration':
      return declared.declarations.map(({ id }) => {
        if (id.type !== 'Identifier') throw new Error('directBarrelImports: destructured export');
        return id.name;
      });
    case 'FunctionDeclaration':
    case 'ClassDeclaration':
    case 'TSEnumDeclaration':
      return declared.id ? [declared.id.name] : [];
    default:
      return [];
  }
}

function exportedName(node: { type: string; name?: string; value?: unknown }): string {
  return node.type === 'Identifier' ? String(node.name) : String(node.value);
}

/** Each run-time name `file` exports, with the file that declares it (following re-exports). */
function declarationsOf(file: string, into: Declarations = new Map()): Declarations {
  for (const statement of parseFile(file).body) {
    if (statement.type === 'ExportAllDeclaration') {
      if (statement.exported) throw new Error(`directBarrelImports: export * as in ${file}`);
      declarationsOf(resolveRelative(file, statement.source.value), into);
    } else if (statement.type === 'ExportNamedDeclaration' && statement.source) {
      const source = declarationsOf(resolveRelative(file, statement.source.value));
      for (const specifier of statement.specifiers) {
        const declaredIn = source.get(exportedName(specifier.local));
        if (declaredIn) into.set(exportedName(specifier.exported), declaredIn);
      }
    } else if (statement.type === 'ExportNamedDeclaration') {
      for (const name of ownValueExports(statement)) into.set(name, file);
    }
  }
  return into;
}

/** `import { a, b as c }` (or `export { ... }`) from the barrel, one statement per declaring file. */
function direct(statement: BarrelStatement, declarations: Declarations): string {
  const keyword = statement.type === 'ImportDeclaration' ? 'import' : 'export';
  const byFile = new Map<string, string[]>();
  for (const specifier of statement.specifiers) {
    if (specifier.type !== 'ImportSpecifier' && specifier.type !== 'ExportSpecifier') {
      throw new Error(`directBarrelImports: only named imports are rewritten (${specifier.type})`);
    }
    const imported = exportedName('imported' in specifier ? specifier.imported : specifier.local);
    const local = exportedName(
      specifier.type === 'ImportSpecifier' ? specifier.local : specifier.exported,
    );
    const file = declarations.get(imported);
    if (!file) throw new Error(`directBarrelImports: the barrel does not export ${imported}`);
    byFile.set(file, [
      ...(byFile.get(file) ?? []),
      imported === local ? local : `${imported} as ${local}`,
    ]);
  }
  return [...byFile]
    .map(([file, names]) => `${keyword} { ${names.join(', ')} } from ${JSON.stringify(file)};`)
    .join(' ');
}

type BarrelStatement = ImportDeclaration | ExportNamedDeclaration;

/** A barrel, and the bare specifier that names it, if any (relative imports name it by path). */
export interface Barrel {
  file: string;
  specifier?: string;
}

/** The barrel a statement imports from, if it does (a relative specifier resolved from `id`). */
function barrelOf(
  statement: Program['body'][number],
  id: string,
  barrels: readonly Barrel[],
): Barrel | undefined {
  if (statement.type !== 'ImportDeclaration' && statement.type !== 'ExportNamedDeclaration') {
    return undefined;
  }
  const source = statement.source?.value;
  if (source === undefined) return undefined;
  if (!source.startsWith('.')) return barrels.find((barrel) => barrel.specifier === source);
  const target = path.resolve(path.dirname(id), source);
  return barrels.find(
    (barrel) => barrel.file === target || barrel.file === path.join(target, 'index.ts'),
  );
}

function keptLines(removed: string): string {
  return '\n'.repeat(removed.split('\n').length - 1);
}

/** Rewrites the imports of each of `barrels` to the modules that declare the names. */
export function directBarrelImports(barrels: readonly Barrel[]): Plugin {
  const declarations = new Map<string, Declarations>();
  const declarationsOfBarrel = (barrel: Barrel) => {
    let found = declarations.get(barrel.file);
    if (!found) declarations.set(barrel.file, (found = declarationsOf(barrel.file)));
    return found;
  };
  // Cheap words to look for before parsing: the specifiers and the barrels' folder names.
  const words = barrels.map(
    (barrel) => barrel.specifier ?? path.basename(path.dirname(barrel.file)),
  );
  return {
    name: 'direct-barrel-imports',
    transform(code, id) {
      if (id.includes('node_modules') || !/\.[jt]sx?$/.test(id)) return null;
      if (!words.some((word) => code.includes(word))) return null;
      let rewritten = '';
      let copied = 0;
      for (const statement of parseAst(code, { lang: 'tsx' }, id).body) {
        const barrel = barrelOf(statement, id, barrels);
        // A barrel's own re-exports stay as they are: they are what the rewrite reads.
        if (!barrel || barrel.file === id) continue;
        const named = statement as BarrelStatement;
        // On the statement's own line, so that the lines after it keep their numbers.
        const replacement = direct(named, declarationsOfBarrel(barrel)).concat(
          keptLines(code.slice(named.start, named.end)),
        );
        rewritten += code.slice(copied, named.start) + replacement;
        copied = named.end;
      }
      return copied === 0 ? null : { code: rewritten + code.slice(copied), map: null };
    },
  };
}
