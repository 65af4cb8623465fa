import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './paths.mjs';

const { emulators } = JSON.parse(fs.readFileSync(path.join(ROOT, 'firebase.json'), 'utf8'));

/** The base URL of one emulator of the suite, as firebase.json fixes it. */
export function emulatorUrl(name) {
  const entry = emulators[name];
  if (!entry?.port) throw new Error(`firebase.json configures no ${name} emulator.`);
  return `http://${entry.host ?? '127.0.0.1'}:${entry.port}`;
}
