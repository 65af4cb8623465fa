import NotificationsIcon from '@mui/icons-material/Notifications';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import { useState } from 'react';
import { useNotifications } from '../../data/notifications';
import { EMPTY } from '../../data/sync/useLive';
import { useUid } from '../../data/useUid';
import { deferUntilInput, useDeferred } from '../../ui/deferred';
import { HeaderPopover } from '../../ui/HeaderPopover';

const panelModule = deferUntilInput(() => import('./NotificationPanel'));

function bellLabel(unread: number): string {
  return unread === 0 ? 'Notifications' : `Notifications (${unread} unread)`;
}

/** The bell of the app bar: unread count, the newest notifications, mark read, open the task. */
export function NotificationBell() {
  const uid = useUid();
  const notifications = useNotifications(uid).data ?? EMPTY;
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const panel = useDeferred(panelModule);
  const unread = notifications.filter((notification) => !notification.read).length;

  return (
    <>
      <IconButton
        aria-label={bellLabel(unread)}
        onClick={(e) => {
          void panelModule.load();
          setAnchor(e.currentTarget);
        }}
      >
        {/* No count at all when nothing is unread: a hidden "0" would still be text inside a
            button whose name does not say it. */}
        <Badge badgeContent={unread > 0 ? unread : null} color="error" max={99}>
          <NotificationsIcon />
        </Badge>
      </IconButton>
      <HeaderPopover
        anchor={anchor}
        ready={panel !== undefined}
        width={360}
        onClose={() => setAnchor(null)}
      >
        {panel && (
          <panel.NotificationPanel notifications={notifications} onLeave={() => setAnchor(null)} />
        )}
      </HeaderPopover>
    </>
  );
}
