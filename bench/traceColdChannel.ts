// Cold loads of the heavy user with the bare SDK (bench/floor/client.ts), each page's requests
// traced one by one (what the SDK sent, each chunk that came back, when). It prints the loads
// whose open todos had no server answer within 20 s, and for every load where its first Listen
// back channel began: at array 1, or later when the arrays before it were lost.
//   npm run build -w web
//   npm run emulators:exec -- "env TRACE_LOADS=100 TRACE_CACHE=memory npx tsx bench/traceColdChannel.ts"
// TRACE_CACHE is one of the floor's caches: persistent, memory (the default), long-polling.
import { ensurePlansConfig } from './core/admin';
import { launchChromium, newBenchContext } from './core/browser';
import { FULL_SIZES } from './core/config';
import { openFloorPage, serveFloor, type FloorCache } from './core/floor';
import { firstTodosAnswer } from './sections/coldLoadsFloor';
import { createHeavyUser, FIRST_RENDER_TIMEOUT_MS } from './sections/scale';

const LOADS = Number(process.env.TRACE_LOADS) || 100;
const CACHE = (process.env.TRACE_CACHE ?? 'memory') as FloorCache;

interface TracedRequest {
  id: number;
  method: string;
  url: string;
  body: string;
  openedMs: number;
  status?: number;
  events: { ms: number; what: string }[];
}

// Runs in the page before any script: wraps fetch (the SDK's streams) and XMLHttpRequest (its
// long polling) to log every request, its body, each chunk of its answer and its end, with
// times from the page's start.
const TRACER = `(() => {
  const log = (window.__requestLog = []);
  let next = 1;
  const enter = (method, url, body) => {
    const entry = { id: next++, method, url: String(url), body: typeof body === 'string' ? body.slice(0, 600) : '', openedMs: performance.now(), events: [] };
    log.push(entry);
    return entry;
  };
  const note = (entry, what) => entry.events.push({ ms: performance.now(), what });
  const decoder = new TextDecoder();
  const originalFetch = window.fetch;
  window.fetch = async function (input, init) {
    const request = input instanceof Request ? input : null;
    const url = request ? request.url : String(input);
    const entry = enter((init && init.method) || (request && request.method) || 'GET', url, init && init.body);
    let response;
    try {
      response = await originalFetch.apply(this, arguments);
    } catch (error) {
      note(entry, 'error ' + error);
      throw error;
    }
    entry.status = response.status;
    if (!response.body) return response;
    const [kept, traced] = response.body.tee();
    (async () => {
      const reader = traced.getReader();
      try {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          note(entry, 'data ' + decoder.decode(value).slice(0, 400));
        }
        note(entry, 'end');
      } catch (error) {
        note(entry, 'error ' + error);
      }
    })();
    return new Response(kept, { status: response.status, statusText: response.statusText, headers: response.headers });
  };
  const Original = window.XMLHttpRequest;
  const open = Original.prototype.open;
  const send = Original.prototype.send;
  Original.prototype.open = function (method, url) {
    const entry = (this.__entry = enter(method, url, ''));
    let seen = 0;
    this.addEventListener('readystatechange', () => {
      const text = this.readyState >= 3 ? this.responseText || '' : '';
      if (this.readyState >= 2 && entry.status === undefined) entry.status = this.status;
      if (text.length > seen) {
        note(entry, 'data ' + text.slice(seen, seen + 400));
        seen = text.length;
      }
      if (this.readyState === 4) note(entry, 'end ' + this.status);
    });
    for (const kind of ['error', 'abort', 'timeout']) this.addEventListener(kind, () => note(entry, kind));
    return open.apply(this, arguments);
  };
  Original.prototype.send = function (body) {
    if (this.__entry && typeof body === 'string') this.__entry.body = body.slice(0, 600);
    return send.apply(this, arguments);
  };
})()`;

function short(url: string): string {
  const parsed = new URL(url);
  const keep = ['RID', 'AID', 'TYPE', 'CI', 'SID', 'zx'].filter((key) =>
    parsed.searchParams.has(key),
  );
  const params = keep.map((key) => `${key}=${(parsed.searchParams.get(key) ?? '').slice(0, 8)}`);
  return `${parsed.pathname.replace('/google.firestore.v1.Firestore/', '')}?${params.join('&')}`;
}

function print(log: TracedRequest[]): void {
  for (const entry of log) {
    const body = decodeURIComponent(entry.body.replace(/\+/g, ' ')).slice(0, 300);
    console.log(
      `  #${entry.id} ${entry.method} ${short(entry.url)} at ${Math.round(entry.openedMs)} ms, status ${entry.status ?? '-'}${body ? `\n     sent: ${body}` : ''}`,
    );
    for (const event of entry.events)
      console.log(
        `     ${Math.round(event.ms)} ms ${event.what.replace(/\s+/g, ' ').slice(0, 300)}`,
      );
  }
}

await ensurePlansConfig();
const browser = await launchChromium();
const heavy = await createHeavyUser(browser, FULL_SIZES);
const server = await serveFloor();
const byOutcome = { answered: new Map<string, number>(), silent: new Map<string, number>() };
try {
  for (let load = 1; load <= LOADS; load += 1) {
    const context = await newBenchContext(browser);
    await context.addInitScript(TRACER);
    try {
      const page = await openFloorPage(context, server.url, heavy.user, CACHE, 'cold');
      const answered = (await firstTodosAnswer(page, FIRST_RENDER_TIMEOUT_MS)) !== null;
      const state = await page.evaluate(() => ({
        firstServer: window.__floorFirstServer,
        firstArray: window.__floorFirstArray ?? null,
        log: (window as unknown as { __requestLog: TracedRequest[] }).__requestLog,
      }));
      const first = String(state.firstArray);
      const tally = answered ? byOutcome.answered : byOutcome.silent;
      tally.set(first, (tally.get(first) ?? 0) + 1);
      if (!answered || load === 1) {
        console.log(
          `load ${load}: ${answered ? 'answered' : `no answer for the todos in ${FIRST_RENDER_TIMEOUT_MS / 1000} s`}; first answers ${JSON.stringify(state.firstServer)}; back channel began with array ${first}`,
        );
        print(state.log.map((entry) => ({ ...entry, events: entry.events.slice(0, 3) })));
      }
    } finally {
      await context.close();
    }
  }
} finally {
  await server.close();
  await browser.close();
}
for (const [outcome, tally] of Object.entries(byOutcome))
  console.log(
    `${outcome}: ${[...tally].map(([first, count]) => `${count} began with array ${first}`).join(', ') || 'none'}`,
  );
