// The web build's source maps stay on the machine that built it: no script names one, and
// Hosting's deploy leaves them out, so production serves no map of the app's source.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ROOT } from './support/functionsManifest';

const DIST = path.join(ROOT, 'web/dist');

function scriptsOf(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .flatMap((entry) =>
      entry.isFile() && entry.name.endsWith('.js') ? [path.join(entry.parentPath, entry.name)] : [],
    );
}

describe('source maps', () => {
  it('are left out of the Hosting deploy', () => {
    const file = z
      .object({ hosting: z.object({ ignore: z.array(z.string()) }) })
      .parse(JSON.parse(fs.readFileSync(path.join(ROOT, 'firebase.json'), 'utf8')));
    expect(file.hosting.ignore).toContain('**/*.map');
  });

  it('are named by no script of the build', () => {
    const scripts = scriptsOf(DIST);
    expect(scripts.length).toBeGreaterThan(10);
    const naming = scripts.filter((script) =>
      fs.readFileSync(script, 'utf8').includes('sourceMappingURL='),
    );
    expect(naming.map((script) => path.relative(DIST, script))).toEqual([]);
  });
});
