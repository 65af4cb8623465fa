// Chunk groups for the signed-in first screen. Left to itself, the bundler cuts the modules that
// several lazy chunks share into many small chunks (54 files on the To Do page); each file pays
// its own request and compresses on its own, without the dictionary of its neighbours. Grouping
// by package name would be wrong too: an MUI or Firestore group would also pull in what only the
// lazy routes use. So the groups hold exactly the modules the first screen imports statically,
// computed from the module graph; whatever only a lazy route needs stays in that route's chunks.
import path from 'node:path';
import type { ChunkingContext, CodeSplittingGroup } from 'rolldown';

/** React, ReactDOM and the router change only on upgrades: apart, they stay cached across deploys. */
const REACT =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/;
/** Firestore and its channel, the largest part of the signed-in app, change only on upgrades. */
const FIRESTORE = /[\\/]node_modules[\\/]@firebase[\\/](firestore|webchannel-wrapper)[\\/]/;
/**
 * zod's locales: its core re-exports them all, so the module graph draws them into the shell,
 * yet the bundle keeps only the one the app loads itself, on the first input (main.tsx).
 */
const LOADED_ON_INPUT = /[\\/]node_modules[\\/]zod[\\/]v4[\\/]locales[\\/]/;

export interface FirstScreen {
  /** What every page loads: the app's entry module. */
  entry: string;
  /** The modules the signed-in To Do screen loads on its own (lazily) before it is complete. */
  signedIn: string[];
  /** The signed-out pages' lazy modules: what they share with the first screen joins the shell. */
  signedOut: string[];
  /**
   * Signed-out modules that fetch the signed-in app (or a page of it) ahead, for after sign-in:
   * what they load lazily is not part of signing in, so the shell does not take it.
   */
  preloaders: string[];
}

/**
 * Every module `roots` import statically (or also lazily, with `lazy`, except what the modules
 * in `lazyExcept` import lazily), the roots included.
 */
function closure(
  roots: string[],
  ctx: ChunkingContext,
  lazy = false,
  lazyExcept: ReadonlySet<string> = new Set(),
): Set<string> {
  const seen = new Set<string>();
  const pending = [...roots];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    const info = ctx.getModuleInfo(id);
    pending.push(...(info?.importedIds ?? []));
    if (lazy && !lazyExcept.has(id)) pending.push(...(info?.dynamicallyImportedIds ?? []));
  }
  return seen;
}

/**
 * The shell is the entry's static imports plus what the first screen shares with a signed-out
 * page, even one the page loads lazily (signing in): a visitor of /login then never downloads
 * the signed-in chunk, nor Firestore, which that chunk imports.
 */
function firstScreenGroups(
  screen: FirstScreen,
  resolve: (file: string) => string,
  ctx: ChunkingContext,
): { shell: Set<string>; signedIn: Set<string> } {
  const shell = closure([resolve(screen.entry)], ctx);
  const signedIn = closure(screen.signedIn.map(resolve), ctx);
  const preloaders = new Set(screen.preloaders.map(resolve));
  for (const id of closure(screen.signedOut.map(resolve), ctx, true, preloaders)) {
    if (signedIn.has(id)) shell.add(id);
  }
  return { shell, signedIn };
}

/**
 * The `codeSplitting` groups, first come first served (a group also takes the dependencies of
 * what it captures, so the order keeps the shell's own modules out of the later groups):
 * `react`, `shell` (the rest of the entry's static imports), `firestore` and `signed-in` (the
 * rest of the first screen). Every other module is split as the bundler would.
 */
export function firstScreenChunks(webRoot: string, screen: FirstScreen): CodeSplittingGroup[] {
  const resolve = (file: string) => path.resolve(webRoot, file);
  let groups: { shell: Set<string>; signedIn: Set<string> } | undefined;
  const sets = (ctx: ChunkingContext) => (groups ??= firstScreenGroups(screen, resolve, ctx));
  const group = (
    name: string,
    captures: (id: string, ctx: ChunkingContext) => boolean,
  ): CodeSplittingGroup => ({
    name: (id, ctx) => (!LOADED_ON_INPUT.test(id) && captures(id, ctx) ? name : null),
  });
  return [
    group('react', (id) => REACT.test(id)),
    group('shell', (id, ctx) => sets(ctx).shell.has(id)),
    group('firestore', (id, ctx) => FIRESTORE.test(id) && sets(ctx).signedIn.has(id)),
    group('signed-in', (id, ctx) => sets(ctx).signedIn.has(id)),
  ];
}
