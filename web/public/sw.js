// Pomoplan service worker: shows push notifications (task reminders) and focuses the app when
// one is clicked. It deliberately caches nothing: Firestore's own cache keeps data offline.
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
  };
}

self.addEventListener('push', (event) => {
  const message = messageOf(event);
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      icon: '/favicon.svg',
      // The same reminder pushed to one browser twice replaces itself instead of stacking.
      tag: message.tag,
      data: { url: message.url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
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
