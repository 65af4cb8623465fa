// Pomoplan service worker: shows push notifications (task reminders) with their snooze
// buttons, and focuses the app when one is clicked. It deliberately caches nothing:
// Firestore's own cache keeps data offline.
self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
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
  };
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
    }),
  );
});

// A snooze button: the server schedules the reminder again; the notification says until when.
async function snooze(notification, choice) {
  const { sendId, snoozeKey } = notification.data ?? {};
  let title = 'Could not snooze';
  let body = 'Open Pomoplan and snooze it from the bell.';
  try {
    const response = await fetch('/api/reminders/snooze-from-push', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ sendId, key: snoozeKey, choice }),
    });
    const answer = await response.json();
    if (response.ok) {
      const until = new Date(answer.until);
      const time = until.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
      const sameDay = until.toDateString() === new Date().toDateString();
      title = 'Snoozed';
      body = `We'll remind you again ${sameDay ? 'at' : 'tomorrow at'} ${time}.`;
    } else if (typeof answer.message === 'string') {
      body = answer.message;
    }
  } catch {
    // offline: the message above says what to do
  }
  await self.registration.showNotification(title, {
    body,
    icon: '/favicon.svg',
    tag: notification.tag,
  });
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  if (event.action.startsWith(SNOOZE_PREFIX)) {
    event.waitUntil(snooze(event.notification, event.action.slice(SNOOZE_PREFIX.length)));
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
