export const TEST_NOTIFICATION_DELAY_MS = 500;

/** Confirms that push works by showing a notification right away. */
export async function showTestNotification(): Promise<void> {
  const title = 'Pomoplan notifications are on';
  const options = { body: 'You will be notified about your reminders here.' };
  try {
    new Notification(title, options);
  } catch {
    // Some browsers (Chrome on Android) only show notifications through a service worker.
    const registration = await navigator.serviceWorker?.getRegistration();
    await registration?.showNotification(title, options);
  }
}
