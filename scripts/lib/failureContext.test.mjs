import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { failureContexts, warningsBetween } from './failureContext.mjs';
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

describe('warningsBetween', () => {
  const log = [
    'Nov 25, 2026 5:09:03 PM io.gapi.emulators.netty.HttpVersionRoutingHandler channelRead',
    'INFO: Detected HTTP/2 connection.',
    'Nov 25, 2026 5:09:10 PM com.google.cloud.datastore.emulator.impl.util.WrappedStreamObserver onError',
    'WARNING: Operation failed: No matching allow statements',
    'Nov 25, 2026 5:09:19 PM com.google.cloud.datastore.emulator.impl.util.WrappedStreamObserver onError',
    'WARNING: Operation failed: Transaction lock timeout.',
    'com.google.cloud.datastore.core.exception.DatastoreException: Transaction lock timeout.',
    'Nov 25, 2026 5:11:00 PM com.google.cloud.datastore.emulator.impl.util.WrappedStreamObserver onError',
    'WARNING: Operation failed: Transaction lock timeout.',
  ].join('\n');
  const at = (time) => Date.parse(`Nov 25, 2026 ${time} PM`);

  it('lists the warnings of the window with their time, leaving out refused writes', () => {
    expect(warningsBetween(log, at('5:09:00'), at('5:10:00'))).toEqual([
      `${new Date(at('5:09:19')).toISOString()} WARNING: Operation failed: Transaction lock timeout.`,
    ]);
  });

  it('finds nothing outside the window or in an empty log', () => {
    expect(warningsBetween(log, at('5:12:00'), at('5:13:00'))).toEqual([]);
    expect(warningsBetween('', 0, Date.now())).toEqual([]);
  });
});
