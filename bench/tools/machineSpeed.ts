// How fast this machine runs JavaScript in the bench's Chromium right now: a fixed workload
// (allocate, sort and serialise 200,000 small objects, as a page does with a long list) timed
// in a blank page. A shared machine's speed changes from day to day (the same build's warm To Do
// took 677 ms on one day and 1,395 ms on another): this figure says which day a run had.
import type { Browser } from '@playwright/test';
import { median } from './stats';

/** The workload, as page source: tsx's name helpers must not be carried into the page. */
const WORKLOAD = `(() => {
  const started = performance.now();
  const items = Array.from({ length: 200000 }, (_, i) => ({
    id: 'todo-' + ((i * 7919) % 200000),
    rank: (i * 2654435761) % 1000,
  }));
  items.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : a.rank - b.rank));
  const text = JSON.stringify(items);
  if (JSON.parse(text).length !== items.length) throw new Error('workload broke');
  return performance.now() - started;
})()`;

export interface MachineSpeed {
  /** The workload's median time over the runs, in ms. */
  medianMs: number;
  runsMs: number[];
}

export async function measureMachineSpeed(browser: Browser, runs = 5): Promise<MachineSpeed> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    // One run first, unrecorded: it compiles the workload and grows the heap.
    await page.evaluate(WORKLOAD);
    const runsMs: number[] = [];
    for (let run = 0; run < runs; run += 1) runsMs.push(Number(await page.evaluate(WORKLOAD)));
    return { medianMs: median(runsMs), runsMs };
  } finally {
    await context.close();
  }
}
