// The functions' params for a project, read the way firebase-tools reads them at deploy time:
// functions/.env, then functions/.env.<project-id> over it (.env.local is for the emulators).
import fs from 'node:fs';
import path from 'node:path';

/** KEY=VALUE lines of a dotenv file; comments, blank lines and surrounding quotes dropped. */
export function parseEnv(text) {
  const values = {};
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    const match = /^(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*)$/.exec(line);
    if (!match) continue;
    const [, key, rest] = match;
    const quoted = /^(['"])(.*)\1$/.exec(rest);
    values[key] = quoted ? quoted[2] : rest.replace(/\s+#.*$/, '');
  }
  return values;
}

/** The env files that set the params of `projectId`, weakest first. */
export function paramFiles(functionsDir, projectId) {
  return ['.env', `.env.${projectId}`].map((name) => path.join(functionsDir, name));
}

/** The params set for `projectId`, and the files they came from. */
export function readParams(functionsDir, projectId) {
  const values = {};
  const files = [];
  for (const file of paramFiles(functionsDir, projectId)) {
    if (!fs.existsSync(file)) continue;
    files.push(file);
    Object.assign(values, parseEnv(fs.readFileSync(file, 'utf8')));
  }
  return { values, files };
}

/** Writes `values` as a params file, keeping no comment of an older one. */
export function formatEnv(values) {
  return Object.entries(values)
    .map(([key, value]) => `${key}=${value}`)
    .join('\n')
    .concat('\n');
}
