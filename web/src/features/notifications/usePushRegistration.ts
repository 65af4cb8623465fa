import { useEffect, useRef } from 'react';

// Loaded only when there is something to sync: most starts have push off and send nothing.
const pushToken = () => import('./pushToken');

/**
 * Keeps the server's copy of this browser's push token in step with the push switch: while
 * push is on (and the browser allows notifications) the token is registered at every start,
 * which also refreshes it; switching push off forgets it.
 */
export function usePushRegistration(notifyPush: boolean | undefined): void {
  const previous = useRef<boolean | undefined>(undefined);
  useEffect(() => {
    const before = previous.current;
    previous.current = notifyPush;
    if (notifyPush === undefined) return;
    if (!notifyPush && before !== true) return;
    const sync = pushToken().then((token) =>
      notifyPush ? token.registerThisBrowser() : token.unregisterThisBrowser(),
    );
    sync.catch((error: unknown) => console.error('Failed to sync the push token', error));
  }, [notifyPush]);
}
