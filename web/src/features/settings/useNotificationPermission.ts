import { useCallback, useEffect, useState } from 'react';

export type NotificationPermissionState = NotificationPermission | 'unsupported';

function current(): NotificationPermissionState {
  return 'Notification' in window ? Notification.permission : 'unsupported';
}

/**
 * The browser's notification permission, kept up to date when the user changes it in the
 * browser's site settings while the page is open.
 */
export function useNotificationPermission() {
  const [permission, setPermission] = useState(current);
  const refresh = useCallback(() => setPermission(current()), []);

  useEffect(() => {
    let status: PermissionStatus | undefined;
    let cancelled = false;
    navigator.permissions
      ?.query({ name: 'notifications' })
      .then((result) => {
        if (cancelled) return;
        status = result;
        status.addEventListener('change', refresh);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
      status?.removeEventListener('change', refresh);
    };
  }, [refresh]);

  return { permission, refresh };
}
