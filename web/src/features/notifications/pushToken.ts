// This browser's push address for reminders. A real project asks Firebase Cloud Messaging
// for a registration token bound to /sw.js; the emulators have no FCM, so a local build uses
// a token of its own (kept per browser), which the functions' push outbox records against.
import { registerPushToken, unregisterPushToken } from '../../api/push';
import { firebaseApp } from '../../platform/firebase/app';
import { usesEmulators } from '../../platform/firebase/config';

const LOCAL_TOKEN_KEY = 'pomoplan.localPushToken';

function localToken(): string {
  let token = window.localStorage.getItem(LOCAL_TOKEN_KEY);
  if (!token) {
    token = `local-${crypto.randomUUID()}`;
    window.localStorage.setItem(LOCAL_TOKEN_KEY, token);
  }
  return token;
}

async function fcmToken(): Promise<string | null> {
  const registration = await navigator.serviceWorker.ready;
  const { getMessaging, getToken, isSupported } = await import('firebase/messaging');
  if (!(await isSupported())) return null;
  // FCM renews tokens itself; getToken answers the current one, so calling it at every start
  // is what keeps the server's copy fresh.
  return getToken(getMessaging(firebaseApp()), {
    vapidKey: import.meta.env.VITE_FIREBASE_VAPID_KEY as string | undefined,
    serviceWorkerRegistration: registration,
  });
}

export async function currentPushToken(): Promise<string | null> {
  if (!('serviceWorker' in navigator) || !('Notification' in window)) return null;
  return usesEmulators ? localToken() : fcmToken();
}

/** Registers (or refreshes) this browser's token for the signed-in user. */
export async function registerThisBrowser(): Promise<void> {
  if (!('Notification' in window) || Notification.permission !== 'granted') return;
  const token = await currentPushToken();
  if (token) await registerPushToken(token);
}

/** Forgets this browser's token (push switched off). */
export async function unregisterThisBrowser(): Promise<void> {
  const token = await currentPushToken();
  if (token) await unregisterPushToken(token);
}
