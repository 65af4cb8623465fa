// The bell's open list: loaded on the first input with the popover that holds it, so the first
// screen downloads only the bell and its unread count.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { reminderLine, relativeTimeText, type Notification } from '@pomoplan/domain';
import { useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { markAllNotificationsRead, markNotificationRead } from '../../data/notifications';
import { useDb } from '../../data/sync/firestoreContext';
import { useUid } from '../../data/useUid';
import { browserTimeZone } from '../../ui/timeZone';
import { useToast } from '../../ui/toast';
import { useNow } from '../../ui/useNow';
import { SnoozeMenu } from './SnoozeMenu';

/**
 * What a notification says under its title, read now: a reminder's time in words on this
 * browser's clock ('Reminder · Today, 2:28 PM') rather than the text stored when it was sent,
 * whose 'Today' would be wrong tomorrow.
 */
function detailOf(notification: Notification, now: Date): string {
  const { remindAt } = notification;
  return remindAt === null
    ? notification.body
    : reminderLine(remindAt, notification.dueDate, now, browserTimeZone());
}

export interface NotificationPanelProps {
  notifications: readonly Notification[];
  /** Closes the popover, when a notification leads to its page. */
  onLeave: () => void;
}

/** The newest notifications, with mark read, snooze and a way to each one's task. */
export function NotificationPanel({ notifications, onLeave }: NotificationPanelProps) {
  const uid = useUid();
  const db = useDb();
  const navigate = useNavigate();
  const toast = useToast();
  const heading = useRef<HTMLHeadingElement>(null);
  const unread = notifications.filter((notification) => !notification.read);
  const now = useNow();

  function report(promise: Promise<void>) {
    promise.catch(() =>
      toast({ title: 'Failed to update notifications.', variant: 'destructive' }),
    );
  }

  function open(notification: Notification) {
    if (!notification.read) report(markNotificationRead(db, uid, notification.id));
    if (notification.url) {
      onLeave();
      void navigate(notification.url);
    }
  }

  return (
    <Box
      role="region"
      aria-label="Notification list"
      sx={{ display: 'flex', flexDirection: 'column' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1 }}>
        <Typography
          ref={heading}
          tabIndex={-1}
          variant="subtitle1"
          component="h2"
          sx={{ flexGrow: 1, fontWeight: 600, outline: 'none' }}
        >
          Notifications
        </Typography>
        <Button
          size="small"
          disabled={unread.length === 0}
          onClick={() => {
            // The button disables itself: focus moves to the heading rather than out of the
            // list, where Escape would no longer close it.
            heading.current?.focus();
            report(
              markAllNotificationsRead(
                db,
                uid,
                unread.map((item) => item.id),
              ),
            );
          }}
        >
          Mark all as read
        </Button>
      </Box>
      <Divider />
      {notifications.length === 0 ? (
        <Typography color="text.secondary" sx={{ px: 2, py: 3 }}>
          No notifications yet
        </Typography>
      ) : (
        <List dense sx={{ maxHeight: 420, overflowY: 'auto' }}>
          {notifications.map((notification) => (
            <Box key={notification.id} sx={{ display: 'flex', alignItems: 'center', pr: 1 }}>
              <ListItemButton onClick={() => open(notification)}>
                <ListItemText
                  primary={notification.title}
                  secondary={
                    <>
                      {detailOf(notification, now)}
                      <Box component="span" sx={{ display: 'block' }}>
                        {relativeTimeText(notification.remindAt ?? notification.createdAt, now)}
                      </Box>
                    </>
                  }
                  slotProps={{
                    primary: {
                      sx: {
                        fontWeight: notification.read ? 400 : 700,
                        color: notification.missed ? 'warning.dark' : undefined,
                      },
                    },
                  }}
                />
              </ListItemButton>
              {notification.taskId !== null && (
                <SnoozeMenu
                  taskId={notification.taskId}
                  title={notification.title}
                  onSnoozed={() => {
                    if (!notification.read) {
                      report(markNotificationRead(db, uid, notification.id));
                    }
                  }}
                />
              )}
              {!notification.read && (
                <Button
                  size="small"
                  aria-label={`Mark "${notification.title}" as read`}
                  sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
                  onClick={() => {
                    heading.current?.focus(); // the button goes away once read
                    report(markNotificationRead(db, uid, notification.id));
                  }}
                >
                  Mark read
                </Button>
              )}
            </Box>
          ))}
        </List>
      )}
    </Box>
  );
}
