// Pomoplan service worker: keeps the app's files for offline use, shows push notifications
// (task reminders) with their snooze buttons, and focuses the app when one is clicked. Data is
// not cached here: Firestore's own cache keeps it offline.

// The files to keep, with the cache's version: written by web/scripts/precacheServiceWorker.mjs
// at build time (empty in development, where Vite serves the files itself).
const PRECACHE = { version: 'dev', urls: [] };
const CACHE = `pomoplan-${PRECACHE.version}`;
const KEPT = new Set(PRECACHE.urls);
const APP_PAGE = '/app.html';
const LANDING_PAGE = '/';

// A copy of a response that followed a redirect (Hosting's clean URLs send /app.html to /app):
// a browser refuses a redirected response as the answer to a navigation.
async function unredirected(response) {
  if (!response.redirected) return response;
  return new Response(await response.blob(), {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
}

// A file that fails to download is left out rather than failing the install: the worker also
// delivers reminders, which must not wait for a complete copy of the app.
async function precache() {
  if (PRECACHE.urls.length === 0) return;
  const cache = await caches.open(CACHE);
  const results = await Promise.allSettled(
    PRECACHE.urls.map(async (url) => {
      const response = await fetch(url, { cache: 'no-cache' });
      if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
      await cache.put(url, await unredirected(response));
    }),
  );
  const failed = results.filter((result) => result.status === 'rejected');
  if (failed.length > 0) {
    console.warn(
      'Some files were not kept for offline use',
      failed.map((result) => result.reason),
    );
  }
}

self.addEventListener('install', (event) => {
  // The first worker takes over at once; a newer one waits until the app asks it to (the
  // 'New version' prompt), so an open page never loses the files it was built with.
  event.waitUntil(
    precache().then(() => (self.registration.active ? undefined : self.skipWaiting())),
  );
});

self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys
            .filter((key) => key.startsWith('pomoplan-') && key !== CACHE)
            .map((key) => caches.delete(key)),
        ),
      )
      // The page's request starts while the worker wakes up, instead of after it.
      .then(() => self.registration.navigationPreload?.enable())
      .then(() => self.clients.claim()),
  );
});

// Pages come from the network while there is one (so a deploy shows at once) and from the
// cache without; the hashed files never change, so the cache answers them first.
//
// Every navigation is answered here, /api/ ones included (an OAuth callback, a mail link): with
// navigation preload on, the browser has already sent the request, and a navigation left to
// the browser would be sent a second time, so a single-use link would be used twice.
self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (request.mode === 'navigate') {
    const isApi = url.pathname.startsWith('/api/');
    event.respondWith(
      (async () => {
        try {
          return (await event.preloadResponse) ?? (await fetch(request));
        } catch {
          const cache = await caches.open(CACHE);
          const page = url.pathname === LANDING_PAGE ? LANDING_PAGE : APP_PAGE;
          const kept = isApi ? undefined : await cache.match(page);
          return kept ?? Response.error();
        }
      })(),
    );
    return;
  }
  if (PRECACHE.urls.length === 0) return;
  if (url.origin !== self.location.origin || url.pathname.startsWith('/api/')) return;
  if (!KEPT.has(url.pathname)) return;
  event.respondWith(
    caches
      .open(CACHE)
      .then((cache) => cache.match(url.pathname))
      .then((cached) => cached ?? fetch(request)),
  );
});

// FCM delivers a web push as { data: {...}, from, fcmMessageId }: the message the functions
// send is data-only and sits under `data`. A payload without `data` is read as the message.
function messageOf(event) {
  let payload = {};
  try {
    payload = event.data ? event.data.json() : {};
  } catch {
    payload = { body: event.data ? event.data.text() : '' };
  }
  const data =
    payload && typeof payload.data === 'object' && payload.data !== null ? payload.data : payload;
  const text = (value, fallback) => (typeof value === 'string' ? value : fallback);
  return {
    title: text(data.title, 'Pomoplan'),
    body: text(data.body, ''),
    url: text(data.url, '/'),
    tag: text(data.tag, undefined),
    snoozeKey: text(data.snoozeKey, undefined),
    actions: snoozeActionsOf(data.snoozeActions),
    focusStart: focusStartOf(data.focusStart, data.focusStartTitle),
  };
}

const FOCUS_START_ACTION = 'focus-start';

// The Start button of a focus phase's end ({uid, revision, key} and its title), when the next
// phase waits for its Start; null for anything else.
function focusStartOf(value, title) {
  try {
    const start = typeof value === 'string' ? JSON.parse(value) : null;
    const valid =
      start &&
      typeof start.uid === 'string' &&
      typeof start.revision === 'number' &&
      typeof start.key === 'string' &&
      typeof title === 'string';
    return valid
      ? { title, start: { uid: start.uid, revision: start.revision, key: start.key } }
      : null;
  } catch {
    return null;
  }
}

// The snooze buttons the server named ([{action: 'snooze-10m', title: '10 minutes'}, ...]);
// anything else is ignored rather than shown.
function snoozeActionsOf(value) {
  try {
    const actions = typeof value === 'string' ? JSON.parse(value) : [];
    return Array.isArray(actions)
      ? actions.filter(
          (item) =>
            item &&
            typeof item.title === 'string' &&
            typeof item.action === 'string' &&
            item.action.startsWith(SNOOZE_PREFIX),
        )
      : [];
  } catch {
    return [];
  }
}

const SNOOZE_PREFIX = 'snooze-';

self.addEventListener('push', (event) => {
  const message = messageOf(event);
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      icon: '/favicon.svg',
      // The same reminder pushed to one browser twice replaces itself instead of stacking.
      tag: message.tag,
      data: { url: message.url },
      ...(message.snoozeKey && message.tag
        ? {
            actions: message.actions,
            data: { url: message.url, sendId: message.tag, snoozeKey: message.snoozeKey },
          }
        : {}),
      ...(message.focusStart
        ? {
            actions: [{ action: FOCUS_START_ACTION, title: message.focusStart.title }],
            data: { url: message.url, focusStart: message.focusStart.start },
          }
        : {}),
    }),
  );
});

// A push's button that asks the server for something (a snooze, a phase's Start): the
// notification is replaced by what the server answered, or by `failed` when it could not be
// reached or refused without a message. `said` turns a 2xx answer into {title, body}.
async function pressOnServer(notification, { path, body, failed, said, data }) {
  let shown = failed;
  try {
    const response = await fetch(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    const answer = await response.json();
    if (response.ok) shown = said(answer) ?? failed;
    else if (typeof answer.message === 'string') shown = { ...failed, body: answer.message };
  } catch {
    // offline: the failure's message says what to do
  }
  await self.registration.showNotification(shown.title, {
    body: shown.body,
    icon: '/favicon.svg',
    tag: notification.tag,
    ...(data ? { data } : {}),
  });
}

// A focus push's Start button: the server starts the waiting phase; the notification says so.
function startFocusPhase(notification) {
  return pressOnServer(notification, {
    path: '/api/focus/start-from-push',
    body: notification.data?.focusStart ?? {},
    failed: { title: 'Could not start', body: 'Open Pomoplan and start it from the timer.' },
    said: (answer) => {
      if (!answer.timer) return null;
      const minutes = Math.round(answer.timer.plannedMs / 60000);
      const focus = answer.timer.phase === 'focus';
      return {
        title: focus ? 'Pomodoro started' : 'Break started',
        body: `Your ${minutes}-minute ${focus ? 'pomodoro' : 'break'} is running on every device.`,
      };
    },
    data: { url: notification.data?.url ?? '/' },
  });
}

// A snooze button: the server schedules the reminder again; the notification says until when.
function snooze(notification, choice) {
  const { sendId, snoozeKey } = notification.data ?? {};
  return pressOnServer(notification, {
    path: '/api/reminders/snooze-from-push',
    body: { sendId, key: snoozeKey, choice },
    failed: { title: 'Could not snooze', body: 'Open Pomoplan and snooze it from the bell.' },
    said: (answer) => {
      const until = new Date(answer.until);
      const time = until.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
      const sameDay = until.toDateString() === new Date().toDateString();
      return {
        title: 'Snoozed',
        body: `We'll remind you again ${sameDay ? 'at' : 'tomorrow at'} ${time}.`,
      };
    },
  });
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  if (event.action.startsWith(SNOOZE_PREFIX)) {
    event.waitUntil(snooze(event.notification, event.action.slice(SNOOZE_PREFIX.length)));
    return;
  }
  if (event.action === FOCUS_START_ACTION) {
    event.waitUntil(startFocusPhase(event.notification));
    return;
  }
  const target = new URL(event.notification.data?.url ?? '/', self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => client.url.startsWith(self.location.origin));
      if (open) {
        open.navigate(target);
        return open.focus();
      }
      return self.clients.openWindow(target);
    }),
  );
});
