// The shape of every Firestore query the code issues, read from the sources with the TypeScript
// compiler: the collection, whether it is a collection-group query, and its filters and orders
// in the order written. Admin SDK chains (`ref.where(...).orderBy(...)`) and the web SDK's
// `query(ref, where(...), orderBy(...))` are both read; constants are read through their types.
import path from 'node:path';
import ts from 'typescript';
import { ROOT } from './functionsManifest';

export type Step =
  | { kind: 'where'; field: string; op: string }
  | { kind: 'orderBy'; field: string; direction: 'asc' | 'desc' };

export interface QueryShape {
  collection: string;
  group: boolean;
  steps: Step[];
  /** `file:line` of the query, relative to the repository root. */
  at: string;
}

/** A query whose fields or collection come from data, not from the source text. */
export interface UnreadQuery {
  at: string;
  /** The function the query is written in: data-driven queries are listed by it. */
  inFunction: string;
  reason: string;
}

const CHAIN_STEPS = new Set(['where', 'orderBy']);
/** Methods that keep a query's filters and orders as they are. */
const PASS_THROUGH = new Set([
  'limit',
  'limitToLast',
  'offset',
  'select',
  'startAt',
  'startAfter',
  'endAt',
  'endBefore',
  'withConverter',
]);
const QUERY_METHODS = new Set([...CHAIN_STEPS, ...PASS_THROUGH, 'get', 'count', 'stream']);

class Unreadable extends Error {}

interface Base {
  collection: string;
  group: boolean;
  steps: Step[];
}

export function readQueryShapes(rootFiles: string[]): {
  shapes: QueryShape[];
  unread: UnreadQuery[];
} {
  const options: ts.CompilerOptions = {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    jsx: ts.JsxEmit.ReactJSX,
    strict: true,
    noEmit: true,
    types: [],
    lib: ['lib.es2022.d.ts'],
  };
  // Only our own modules are loaded: the constants a query names live there, and the SDKs'
  // declarations would take most of the time.
  const host = ts.createCompilerHost(options);
  host.resolveModuleNameLiterals = (literals, containingFile) =>
    literals.map((literal) => {
      const { resolvedModule } = ts.resolveModuleName(literal.text, containingFile, options, host);
      const own = resolvedModule && !resolvedModule.resolvedFileName.includes('/node_modules/');
      return { resolvedModule: own ? resolvedModule : undefined };
    });
  const program = ts.createProgram(rootFiles, options, host);
  const checker = program.getTypeChecker();
  const shapes: QueryShape[] = [];
  const unread: UnreadQuery[] = [];

  const locationOf = (node: ts.Node) => {
    const file = node.getSourceFile();
    const line = file.getLineAndCharacterOfPosition(node.getStart()).line + 1;
    return `${path.relative(ROOT, file.fileName)}:${line}`;
  };
  const enclosingFunction = (node: ts.Node): string => {
    for (let at: ts.Node | undefined = node; at; at = at.parent) {
      if ((ts.isFunctionDeclaration(at) || ts.isMethodDeclaration(at)) && at.name) {
        return at.name.getText();
      }
      const isFunction = (e: ts.Expression | undefined) =>
        e !== undefined && (ts.isArrowFunction(e) || ts.isFunctionExpression(e));
      if (ts.isVariableDeclaration(at) && ts.isIdentifier(at.name) && isFunction(at.initializer)) {
        return at.name.text;
      }
    }
    return '(top level)';
  };

  /** A string the expression always is: a literal, a constant, documentId(). */
  function stringOf(expression: ts.Expression): string {
    if (ts.isStringLiteralLike(expression)) return expression.text;
    if (
      ts.isCallExpression(expression) &&
      /(^|\.)documentId$/.test(expression.expression.getText())
    ) {
      return '__name__';
    }
    const type = checker.getTypeAtLocation(expression);
    if (type.isStringLiteral()) return type.value;
    throw new Unreadable(`${expression.getText()} is not one known string`);
  }

  function stepOf(name: string, args: readonly ts.Expression[]): Step {
    const [field, second] = args;
    if (!field) throw new Unreadable(`${name}() without a field`);
    if (name === 'where') {
      if (!second) throw new Unreadable('a where() without an operator');
      return { kind: 'where', field: stringOf(field), op: stringOf(second) };
    }
    const direction = second ? stringOf(second) : 'asc';
    if (direction !== 'asc' && direction !== 'desc') throw new Unreadable(`order ${direction}`);
    return { kind: 'orderBy', field: stringOf(field), direction };
  }

  /** The web SDK's query constraints: where(), orderBy() and the ones that change neither. */
  function constraintSteps(args: readonly ts.Expression[]): Step[] {
    return args.flatMap((arg): Step[] => {
      if (ts.isSpreadElement(arg)) return constraintSteps([arg.expression]);
      if (ts.isParenthesizedExpression(arg)) return constraintSteps([arg.expression]);
      // `...(cursor ? [startAfter(cursor)] : [])`: both branches count.
      if (ts.isConditionalExpression(arg)) return constraintSteps([arg.whenTrue, arg.whenFalse]);
      if (ts.isArrayLiteralExpression(arg)) return constraintSteps(arg.elements);
      if (!ts.isCallExpression(arg)) throw new Unreadable(`${arg.getText()} is not a constraint`);
      const name = arg.expression.getText();
      if (CHAIN_STEPS.has(name)) return [stepOf(name, arg.arguments)];
      if (PASS_THROUGH.has(name)) return [];
      throw new Unreadable(`${name}() is not a known constraint`);
    });
  }

  /** The collection a typed-collection helper is made for: `helper('todos', ...)` or a path. */
  function helperCollection(args: readonly ts.Expression[]): string | undefined {
    for (const arg of args) {
      if (ts.isStringLiteralLike(arg)) return arg.text;
      if (ts.isArrowFunction(arg) && ts.isTemplateExpression(arg.body)) {
        const tail = arg.body.templateSpans.at(-1)?.literal.text ?? '';
        if (/^\/\w+$/.test(tail)) return tail.slice(1);
      }
    }
    return undefined;
  }

  /** The declaration an identifier or call names, through imports. */
  function declarationOf(node: ts.Node): ts.Declaration | undefined {
    let symbol = checker.getSymbolAtLocation(node);
    if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
    return symbol?.valueDeclaration ?? symbol?.declarations?.[0];
  }

  /** The expression a function returns, when it is one expression. */
  function returned(declaration: ts.Declaration): ts.Expression | undefined {
    const fn =
      ts.isVariableDeclaration(declaration) && declaration.initializer
        ? declaration.initializer
        : declaration;
    if (!ts.isArrowFunction(fn) && !ts.isFunctionDeclaration(fn) && !ts.isFunctionExpression(fn)) {
      return undefined;
    }
    if (fn.body && !ts.isBlock(fn.body)) return fn.body;
    const returns = fn.body?.statements.filter(ts.isReturnStatement) ?? [];
    return returns.length === 1 ? returns[0]?.expression : undefined;
  }

  /** The collection and the steps already applied to a query expression. */
  function baseOf(expression: ts.Expression, depth = 0): Base {
    if (depth > 12) throw new Unreadable('the collection is too far away');
    const next = (e: ts.Expression) => baseOf(e, depth + 1);
    if (ts.isParenthesizedExpression(expression) || ts.isAsExpression(expression)) {
      return next(expression.expression);
    }
    if (ts.isNonNullExpression(expression)) return next(expression.expression);
    if (ts.isCallExpression(expression)) {
      const callee = expression.expression;
      const name = ts.isPropertyAccessExpression(callee) ? callee.name.text : callee.getText();
      const firstArg = expression.arguments[0];
      if (name === 'collection' || name === 'collectionGroup') {
        if (!firstArg) throw new Unreadable(`${name}() without a name`);
        const segments = stringOf(firstArg).split('/');
        return { collection: segments.at(-1) ?? '', group: name === 'collectionGroup', steps: [] };
      }
      // The web app's typed collections: userCollection('todos', Schema) and the like.
      const helperFor = /collection/i.test(name)
        ? helperCollection(expression.arguments)
        : undefined;
      if (helperFor) return { collection: helperFor, group: false, steps: [] };
      if (ts.isPropertyAccessExpression(callee)) {
        if (CHAIN_STEPS.has(name)) {
          const base = next(callee.expression);
          return { ...base, steps: [...base.steps, stepOf(name, expression.arguments)] };
        }
        if (PASS_THROUGH.has(name) || name === 'at') return next(callee.expression);
        if (name === 'query') {
          const base = next(callee.expression);
          return { ...base, steps: [...base.steps, ...constraintSteps(expression.arguments)] };
        }
      }
      if (ts.isIdentifier(callee) && name === 'query' && firstArg) {
        const base = next(firstArg);
        return {
          ...base,
          steps: [...base.steps, ...constraintSteps(expression.arguments.slice(1))],
        };
      }
      const declaration = declarationOf(callee);
      const body = declaration && returned(declaration);
      if (body) return next(body);
      throw new Unreadable(`cannot follow ${name}()`);
    }
    if (ts.isPropertyAccessExpression(expression)) {
      if (expression.name.text === 'collection') return next(expression.expression);
      const declaration = declarationOf(expression);
      if (declaration && ts.isVariableDeclaration(declaration) && declaration.initializer) {
        return next(declaration.initializer);
      }
      throw new Unreadable(`cannot follow ${expression.getText()}`);
    }
    if (ts.isIdentifier(expression)) {
      const declaration = declarationOf(expression);
      if (declaration && ts.isVariableDeclaration(declaration) && declaration.initializer) {
        return withReassignments(expression.text, declaration, next(declaration.initializer));
      }
      if (declaration && ts.isParameter(declaration)) {
        throw new Unreadable(`the query comes in as the parameter ${expression.text}`);
      }
      throw new Unreadable(`cannot follow ${expression.text}`);
    }
    throw new Unreadable(`cannot read ${expression.getText()}`);
  }

  /**
   * A `let` query narrowed later (`q = q.where(...)`, maybe under a condition): every narrowing
   * counts, which is the query with the most fields.
   */
  function withReassignments(name: string, declaration: ts.VariableDeclaration, base: Base): Base {
    const scope = declaration.parent.parent.parent;
    const steps = [...base.steps];
    const visit = (node: ts.Node) => {
      if (
        ts.isBinaryExpression(node) &&
        node.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
        ts.isIdentifier(node.left) &&
        node.left.text === name
      ) {
        for (let call = node.right; ts.isCallExpression(call);) {
          const callee = call.expression;
          if (!ts.isPropertyAccessExpression(callee)) break;
          if (CHAIN_STEPS.has(callee.name.text))
            steps.push(stepOf(callee.name.text, call.arguments));
          if (ts.isIdentifier(callee.expression) && callee.expression.text === name) break;
          call = callee.expression;
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(scope);
    return { ...base, steps };
  }

  /** The outermost where()/orderBy() of a chain: no other one is applied on top of it. */
  function isOutermost(node: ts.CallExpression): boolean {
    for (let at: ts.Node = node; ;) {
      const parent = at.parent;
      if (!ts.isPropertyAccessExpression(parent) || parent.expression !== at) return true;
      const grand = parent.parent;
      if (!ts.isCallExpression(grand) || !QUERY_METHODS.has(parent.name.text)) return true;
      if (CHAIN_STEPS.has(parent.name.text)) return false;
      at = grand;
    }
  }

  function isQueryCall(node: ts.CallExpression): boolean {
    const callee = node.expression;
    if (ts.isPropertyAccessExpression(callee)) {
      const name = callee.name.text;
      if (CHAIN_STEPS.has(name)) return true;
      return name === 'query' && node.arguments.some((arg) => !ts.isStringLiteralLike(arg));
    }
    return ts.isIdentifier(callee) && callee.text === 'query' && node.arguments.length > 1;
  }

  for (const file of program.getSourceFiles()) {
    if (!rootFiles.includes(file.fileName)) continue;
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node) && isQueryCall(node) && isOutermost(node)) {
        try {
          shapes.push({ ...baseOf(node), at: locationOf(node) });
        } catch (error) {
          if (!(error instanceof Unreadable)) throw error;
          unread.push({
            at: locationOf(node),
            inFunction: enclosingFunction(node),
            reason: error.message,
          });
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return { shapes, unread };
}
