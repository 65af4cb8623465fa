// The lockfile the deployed functions are installed from. Cloud Build runs `npm ci` in the
// uploaded folder, so this lockfile decides which versions production runs: it is cut out of
// the root lockfile (the one CI installs and tests with), never resolved afresh.

const DEPENDENCY_FIELDS = ['dependencies', 'optionalDependencies', 'peerDependencies'];
/** Flags that describe the package's role in the whole workspace, not in the functions alone. */
const WORKSPACE_FLAGS = ['dev', 'devOptional', 'peer', 'extraneous'];

/** The folder `location` sits in: "node_modules/a/node_modules/b" → "node_modules/a". */
function parentOf(location) {
  const at = location.lastIndexOf('node_modules/');
  if (at <= 0) return '';
  return location.slice(0, at - 1);
}

/** Where Node finds `name` from `location`, walking up the node_modules folders, in `packages`. */
export function resolveFrom(packages, location, name) {
  let folder = location;
  for (;;) {
    const candidate = folder === '' ? `node_modules/${name}` : `${folder}/node_modules/${name}`;
    if (packages[candidate]) return candidate;
    if (folder === '') return undefined;
    folder = parentOf(folder);
  }
}

/** The dependencies of one lockfile entry that must be installed with it. */
function requiredNames(entry) {
  const optionalPeers = entry.peerDependenciesMeta ?? {};
  const names = [];
  for (const field of DEPENDENCY_FIELDS) {
    for (const name of Object.keys(entry[field] ?? {})) {
      if (field === 'peerDependencies' && optionalPeers[name]?.optional) continue;
      names.push({ name, optional: field === 'optionalDependencies' });
    }
  }
  return names;
}

/**
 * A lockfile (version 3) for the workspace `workspace` of `rootLock` installed on its own, with
 * `dependencies` as its root dependencies: every package at the version and integrity the root
 * lockfile pins. Packages the root tree shares are placed at the top; a version clash nests the
 * package under the one that needs it. Throws when some dependency would resolve differently.
 */
export function workspaceLockfile(rootLock, workspace, manifest) {
  const source = rootLock.packages;
  /** new location → old location */
  const placed = new Map();
  const edges = [];
  const queue = [];

  const place = (from, name, oldLocation) => {
    const top = `node_modules/${name}`;
    const nested = from === '' ? top : `${from}/node_modules/${name}`;
    const found = resolveFrom(Object.fromEntries(placed), from, name);
    if (found && placed.get(found) === oldLocation) return;
    const target = !found && !placed.has(top) ? top : nested;
    if (placed.has(target)) throw new Error(`${target} is needed at two versions`);
    placed.set(target, oldLocation);
    queue.push(target);
  };

  for (const { name, optional } of requiredNames(manifest)) {
    const old = resolveFrom(source, workspace, name);
    if (!old) {
      if (optional) continue;
      throw new Error(`${name} (a dependency of ${workspace}) is not in the root lockfile`);
    }
    edges.push({ from: '', name, old });
    place('', name, old);
  }
  while (queue.length > 0) {
    const location = queue.shift();
    const oldLocation = placed.get(location);
    for (const { name, optional } of requiredNames(source[oldLocation])) {
      const old = resolveFrom(source, oldLocation, name);
      if (!old) {
        if (optional) continue;
        throw new Error(`${name} (needed by ${oldLocation}) is not in the root lockfile`);
      }
      edges.push({ from: location, name, old });
      place(location, name, old);
    }
  }

  const packages = { '': rootEntry(manifest) };
  for (const [location, oldLocation] of [...placed].sort(([a], [b]) => a.localeCompare(b))) {
    packages[location] = Object.fromEntries(
      Object.entries(source[oldLocation]).filter(([field]) => !WORKSPACE_FLAGS.includes(field)),
    );
  }
  for (const edge of edges) {
    const found = resolveFrom(packages, edge.from, edge.name);
    if (!found || placed.get(found) !== edge.old) {
      throw new Error(`${edge.name} needed by ${edge.from || 'the root'} resolves elsewhere`);
    }
  }
  return {
    name: manifest.name,
    version: manifest.version,
    lockfileVersion: 3,
    requires: true,
    packages,
  };
}

function rootEntry(manifest) {
  const entry = { name: manifest.name, version: manifest.version };
  for (const field of ['dependencies', 'optionalDependencies', 'engines']) {
    if (manifest[field]) entry[field] = manifest[field];
  }
  return entry;
}
