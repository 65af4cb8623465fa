import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { failureContexts } from './failureContext.mjs';
import { ROOT } from './paths.mjs';

const result = (status, file) => ({
  status,
  attachments: [
    { name: 'screenshot', path: `test-results/${file}/test-failed-1.png` },
    { name: 'error-context', path: `test-results/${file}/error-context.md` },
  ],
});

describe('failureContexts', () => {
  it('lists the page snapshot of every failed or timed-out test, nested suites included', () => {
    const report = {
      suites: [
        {
          specs: [{ title: 'passes', tests: [{ results: [result('passed', 'a')] }] }],
          suites: [
            {
              specs: [
                { title: 'fails', tests: [{ results: [result('failed', 'b')] }] },
                { title: 'times out', tests: [{ results: [result('timedOut', 'c')] }] },
              ],
            },
          ],
        },
      ],
    };
    expect(failureContexts(report)).toEqual([
      { title: 'fails', file: path.join(ROOT, 'test-results/b/error-context.md') },
      { title: 'times out', file: path.join(ROOT, 'test-results/c/error-context.md') },
    ]);
  });

  it('finds nothing in a report without failures', () => {
    expect(failureContexts({ suites: [] })).toEqual([]);
  });
});
