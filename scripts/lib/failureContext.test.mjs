import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  failureContexts,
  logLinesNaming,
  pageApiFailuresBetween,
  warningsBetween,
} from './failureContext.mjs';
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

describe('pageApiFailuresBetween', () => {
  const agent = '"Mozilla/5.0 HeadlessChrome/156.0"';
  const log = [
    `i  hosting: 127.0.0.1 - - [26/Nov/2026:15:35:59 +0000] "POST /api/create-payment-intent HTTP/1.1" 500 52 "http://localhost:5000/checkout?tier=pro" ${agent}`,
    `i  hosting: 127.0.0.1 - - [26/Nov/2026:15:36:04 +0000] "POST /api/create-payment-intent HTTP/1.1" 409 99 "http://localhost:5000/checkout?tier=pro" ${agent}`,
    `i  hosting: 127.0.0.1 - - [26/Nov/2026:15:36:05 +0000] "GET /api/subscription HTTP/1.1" 200 80 "http://localhost:5000/settings" ${agent}`,
    'i  hosting: 127.0.0.1 - - [26/Nov/2026:15:36:06 +0000] "POST /api/todos HTTP/1.1" 400 61 "-" "undici"',
    `i  hosting: 127.0.0.1 - - [26/Nov/2026:15:36:07 +0000] "GET /app.html HTTP/1.1" 404 - "http://localhost:5000/sw.js" ${agent}`,
    '>  {"severity":"ERROR","message":"Request failed"}',
  ].join('\n');

  it("lists a page's failed API calls of the window with their time, status and page", () => {
    const from = Date.parse('2026-11-26T15:36:00Z');
    expect(pageApiFailuresBetween(log, from, Date.parse('2026-11-26T15:36:10Z'))).toEqual([
      '2026-11-26T15:36:04.000Z POST /api/create-payment-intent → 409 (from http://localhost:5000/checkout?tier=pro)',
    ]);
  });

  it('counts a call logged in the second the test started', () => {
    const from = Date.parse('2026-11-26T15:35:59.400Z');
    expect(pageApiFailuresBetween(log, from, Date.parse('2026-11-26T15:36:00Z'))).toHaveLength(1);
  });
});

describe('logLinesNaming', () => {
  const log = [
    'i  functions: Beginning execution of "us-central1-api"',
    'i  functions: Finished "us-central1-api" in 60ms',
    'i  functions: Beginning execution of "us-central1-analyseUserTask"',
    '>  {"uid":"s9HuaEwE8B9zIosmoqe9ToSO0SqC","message":"Gemini failed"}',
    'i  functions: Finished "us-central1-analyseUserTask" in 900ms',
    'i  hosting: GET /',
    'i  hosting: GET /todo',
    'i  hosting: GET /goals',
  ].join('\n');

  it("shows the lines that name the failure's ids, with the function run around them", () => {
    const message = 'Error: Timed out waiting for the analysis of s9HuaEwE8B9zIosmoqe9ToSO0SqC';
    expect(logLinesNaming(log, message)).toEqual([
      'i  functions: Finished "us-central1-api" in 60ms',
      'i  functions: Beginning execution of "us-central1-analyseUserTask"',
      '>  {"uid":"s9HuaEwE8B9zIosmoqe9ToSO0SqC","message":"Gemini failed"}',
      'i  functions: Finished "us-central1-analyseUserTask" in 900ms',
      'i  hosting: GET /',
    ]);
  });

  it('shows nothing when the message names no id, or the log never names it', () => {
    expect(logLinesNaming(log, 'expected 0 to be 1')).toEqual([]);
    expect(logLinesNaming(log, 'the analysis of AAAAAAAAAAAAAAAAAAAAAAAAAAAA')).toEqual([]);
  });
});
