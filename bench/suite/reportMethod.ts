// The methods section of bench/results/report.md: how each figure in the table is taken.
export const METHOD = `## How each figure is measured

- **First-load JS**: a fresh Playwright context (empty HTTP cache) loads the page; every response
  of resource type \`script\` is summed until the page shows its main heading and no script has
  been requested for 1.5 s. Sizes are of the response bodies: raw, gzip level 9 and brotli
  quality 11 (node:zlib). The signed-in page starts from the Firebase Auth session only (its
  IndexedDB database and local storage, no Firestore cache). KB = 1,000 bytes, as Vite prints.
  Contents of the largest chunk: its minified bytes attributed to sources through the source
  map's mappings, grouped by npm package.
- **Lighthouse**: lighthouse (npm) with Debian's Chromium launched by chrome-launcher, default
  config (mobile, simulated throttling), performance category, a fresh Chrome per run. The
  signed-in run signs in through /login in that same Chrome (Playwright over CDP), then clears
  the HTTP cache and Firestore's IndexedDB cache (keeping the Auth session) and runs with
  \`disableStorageReset\`: a cold load of a signed-in user, like Lighthouse's own reset gives the
  landing page. Figures are medians per metric.
- **Live sync**: page A types a todo and presses Enter; A notes the time
  (\`performance.timeOrigin + performance.now()\`, the machine's clock to a fraction of a
  millisecond) on the Enter keydown, and A and B each note it in a MutationObserver (installed
  beforehand) when a text node with exactly that text appears: B's is the sync figure, A's the
  **own echo** (the writer's new todo on its own screen; A is always the tab in front, as a
  person types only there: a tab not in front runs its timers on whole-second wake-ups and
  shows even its own writes late, which no person sees). Two tabs of one context share the origin's IndexedDB and local storage; a
  second context is another device, reached through the emulator. Headless pages are all in
  front and Playwright turns timer throttling off, so for the background-tab rows the receiving
  tab is put in the state Chromium gives a tab the user is not looking at: \`document.hidden\`, a
  \`visibilitychange\` event and timers that fire on whole-second wake-ups. The **floor** is two
  pages (bench/tools/floor/client.ts, served from a loopback port) with the bare Firebase SDK and its
  default cache, no app: one adds the same todo document, in the same batch with its caps step as the app writes it, in the keydown of Enter
  in a text field (as the app's form does: after a key press Chromium holds back the page's
  IndexedDB replies for about 50 ms, which a write started from script never sees), both listen to the
  app's open-todos query and note the time in the snapshot callback; the **own-echo floor** is
  the adding page's own listener with the app's cache, the own echo's ratio is to it. The
  **floors with the app's cache** are the same two pages with the app's persistent multi-tab
  cache, in two contexts (the writer's with a second listening tab opened after it, as the
  app's two-context row has: that tab's SDK follows each write through the shared cache) and
  in two tabs of one context (sharing one cache, the writer opened first, as in the app's
  two-tab rows; in both the writer's tab is the one holding the Firestore connection): each
  app row is divided by the one over its own path, and between them is what the app itself
  adds. One warm-up sample is dropped everywhere. Each
  sample times one write alone: the floor's next sample waits until its batch resolved, and the app's next sample waits
  until page A's Firestore cache has no unacknowledged write left (its IndexedDB \`mutations\`
  store is empty), since the form no longer waits for the server. The app hands a new todo to
  the browser's other tabs over a BroadcastChannel (web/src/data/sync/tabHandOff.ts), so its two-tab
  rows time that message; the floor has only the shared cache.
- **Scale**: the heavy user is signed up through the app, made pro, then seeded with firebase-admin
  (batches of 400, usage/counts stepped in the same batch as the counted creates, background
  triggers off while seeding). Cold: a fresh context with the Auth session only (empty HTTP and
  Firestore caches, like a new device). Second visit: the same context loading the page again (HTTP
  and Firestore caches filled; Chrome compiles the scripts again, as V8 stores a script's compiled
  code once the script has run twice). Returning user: a third load, the compiled code kept too,
  as for anyone who has opened the app twice since its last deploy; the 800 ms budget is this
  row's. First render: \`performance.now()\` (from navigation
  start) at the first animation frame after the first To Do row / timeline row / calendar event
  chip is in the DOM. Checkbox: pointerdown on the first active todo's checkbox → first animation
  frame after its row is checked or has left the active list (and, for comparison, after the
  checkbox first changes: it is disabled while the write is pending). Heap: CDP
  \`Performance.getMetrics\` JSHeapUsedSize after a forced GC, 2 s after the cold first render.
  Medians of the runs, after one unmeasured run per page (the first heavy loads after the seed
  also warm the emulator's JVM, which shares the machine's cores). The checkbox clicks complete
  a few of the open todos. The To Do rows' floor: the bare Firebase SDK (\`bench/tools/floor/client.ts\`,
  the app's persistent multi-tab cache, signed in with the password) in a fresh context per
  run loads cold, completes as many open todos as the clicks do, then loads again twice, 2 s
  apart, each load starting as its script runs and timed from navigation start until both the
  open and the completed todos (the app's two queries) had a first snapshot; no rendering. One
  unmeasured run first.
- **Firestore reads**: counted, not computed. On a separate cold load, CDP keeps the bodies of the
  \`google.firestore.v1.Firestore/Listen/channel\` requests (the WebChannel the SDK streams over;
  \`Network.streamResourceContent\` for the long-lived streams); every \`documentChange\` in them
  is a document the server read and sent to a listener. Counted once the total has not moved
  for 1 s. Queries with no result (billed one read each) and the reads the API does on the
  server during the load (calls listed) are not in the count.
- **Reliability**: the heavy user's To Do page loaded cold (a new context with the Auth
  session only) 100 times in a row, each context closed once its first row painted or 20 s
  passed; a load whose first row never came is a stall, counted and not redone. The row also
  counts the loads whose page reopened a silent Listen channel (its console warning \`No answer
  on Firestore's Listen channel\`): those came, about 8 s late. The all-loads row also counts the
  other sections' loads, where a stall is redone in a new context. The cold-load row's floor:
  as many cold loads of the same user in new contexts with the bare Firebase SDK
  (\`bench/tools/floor/client.ts\`, signed in with the password), once with the app's persistent
  multi-tab cache, once with the SDK's default memory cache (no IndexedDB, no multi-tab lease)
  and once with that cache and \`experimentalForceLongPolling\` (a Listen channel that polls
  instead of streaming), listening to the user document and the open todos as the app does; it
  counts the loads whose open todos had no answer from the server within 8 s (when the app's
  watch would reopen the channel) and within 20 s. Silences there are the emulator's or the
  SDK's, since no app code runs.
- **API**: Node fetch through Hosting (\`/api/**\` rewrite) with real ID tokens from the Auth
  emulator. Requests go round-robin over the users, so each user makes at most
  requests/users of every run, far below the per-user limit of RATE_LIMIT_PER_MINUTE per minute
  (per function instance). An unmeasured warm-up of 100 requests at concurrency 20 comes first.
`;
