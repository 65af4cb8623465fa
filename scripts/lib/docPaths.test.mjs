import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { missingPaths, namedPaths } from './docPaths.mjs';
import { ROOT } from './paths.mjs';

const TOP = new Set(['web', 'docs', 'firebase.json', 'README.md']);

describe('namedPaths', () => {
  it('reads code spans, layout lines and links, and leaves commands and URLs alone', () => {
    const markdown = [
      'See `web/src/app/App.tsx:12`, `firebase.json` and `npm run lint`.',
      '[the map](docs/architecture.md#the-layout) and [Stripe](https://stripe.com)',
      '```',
      'web/src/ui/            generic components',
      'npm start',
      '```',
    ].join('\n');
    expect(namedPaths(markdown, TOP)).toEqual([
      { path: 'web/src/app/App.tsx', line: 1, kind: 'code' },
      { path: 'firebase.json', line: 1, kind: 'code' },
      { path: 'docs/architecture.md', line: 2, kind: 'link' },
      { path: 'web/src/ui', line: 4, kind: 'code' },
    ]);
  });
});

describe('missingPaths', () => {
  it('names a path that does not exist, with its document and line', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'doc-paths-'));
    fs.mkdirSync(path.join(root, 'web/src/features/todo'), { recursive: true });
    fs.writeFileSync(
      path.join(root, 'README.md'),
      'Pages: `web/src/features/<name>/`.\nGone: `web/src/vendor/re2js.ts`.\n',
    );
    expect(missingPaths(root)).toEqual(['README.md:2 web/src/vendor/re2js.ts']);
  });

  it('finds every path that README.md, CONTRIBUTING.md and docs/ name in the repository', () => {
    expect(missingPaths(ROOT)).toEqual([]);
  });
});
