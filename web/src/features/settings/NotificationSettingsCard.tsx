import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import type { User } from '@pomoplan/domain';
import { Fragment } from 'react';
import { NotificationSwitch } from './NotificationSwitch';
import { SettingsCard } from './SettingsCard';
import { useNotificationSettings, type NotificationKey } from './useNotificationSettings';

const SWITCHES: { key: NotificationKey; label: string; help: string }[] = [
  {
    key: 'notifyInApp',
    label: 'In-app notifications',
    help: 'Reminders and updates inside Pomoplan.',
  },
  { key: 'notifyEmail', label: 'Email notifications', help: 'Reminders and summaries by e-mail.' },
  {
    key: 'notifyPush',
    label: 'Push notifications',
    help: 'Browser notifications, also while Pomoplan is in the background.',
  },
  {
    key: 'notifyDigest',
    label: 'Daily digest e-mail',
    help: "Today's tasks and todos by e-mail every morning at 7:00.",
  },
];

export function NotificationSettingsCard({ uid, user }: { uid: string; user: User | undefined }) {
  const { permission, pending, change, blockedDescription } = useNotificationSettings(uid, user);
  const denied = permission === 'denied';

  return (
    <SettingsCard
      id="notifications"
      title="Notifications"
      description="Choose how Pomoplan keeps you informed."
    >
      {!user ? (
        <Skeleton
          variant="rounded"
          height={160}
          role="progressbar"
          aria-label="Loading notification settings"
        />
      ) : (
        <div>
          {SWITCHES.map(({ key, label, help }, index) => {
            // While the browser blocks notifications, push cannot be on and cannot be changed.
            const blocked = key === 'notifyPush' && denied;
            return (
              <Fragment key={key}>
                {index > 0 && <Divider />}
                <NotificationSwitch
                  label={label}
                  help={help}
                  checked={blocked ? false : user[key]}
                  disabled={blocked || pending.has(key)}
                  onChange={(checked) => change(key, checked)}
                />
              </Fragment>
            );
          })}
        </div>
      )}
      {denied && (
        <Alert severity="warning">
          <AlertTitle>Notifications blocked</AlertTitle>
          {blockedDescription}
        </Alert>
      )}
    </SettingsCard>
  );
}
