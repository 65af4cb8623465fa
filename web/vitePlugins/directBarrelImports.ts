// Points every named import of a barrel (a module that only re-exports others, like the domain's
// index) at the module that declares the name. The first-screen chunk groups follow the import
// graph module by module: through the barrel, the shell took every domain module it re-exports
// (calendar months, timelines, imports, billing...) although the first screen uses a few. Going
// straight to the declaring module, each page's chunks hold only the domain code it uses. A name
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
  return parseAst(readFileSync(file, 'utf8'), { lang: 'ts' }, file);
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

function importsFrom(
  statement: Program['body'][number],
  specifier: string,
): statement is BarrelStatement {
  return (
    (statement.type === 'ImportDeclaration' || statement.type === 'ExportNamedDeclaration') &&
    statement.source?.value === specifier
  );
}

function keptLines(removed: string): string {
  return '\n'.repeat(removed.split('\n').length - 1);
}

/** Rewrites the imports of `specifier` (which resolves to the barrel file `barrel`). */
export function directBarrelImports(specifier: string, barrel: string): Plugin {
  let declarations: Declarations | undefined;
  return {
    name: 'direct-barrel-imports',
    transform(code, id) {
      if (id.includes('node_modules') || !code.includes(specifier)) return null;
      declarations ??= declarationsOf(barrel);
      let rewritten = '';
      let copied = 0;
      for (const statement of parseAst(code, { lang: 'tsx' }, id).body) {
        if (!importsFrom(statement, specifier)) continue;
        // On the statement's own line, so that the lines after it keep their numbers.
        const replacement = direct(statement, declarations).concat(
          keptLines(code.slice(statement.start, statement.end)),
        );
        rewritten += code.slice(copied, statement.start) + replacement;
        copied = statement.end;
      }
      return copied === 0 ? null : { code: rewritten + code.slice(copied), map: null };
    },
  };
}
