import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { User } from '@pomoplan/domain';
import { Fragment } from 'react';
import { NotificationSwitch } from './NotificationSwitch';
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
    <Card variant="outlined" component="section" aria-labelledby="settings-notifications">
      <CardContent>
        <Typography id="settings-notifications" variant="h6" component="h2">
          Notifications
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          Choose how Pomoplan keeps you informed.
        </Typography>
        {!user ? (
          <Skeleton
            variant="rounded"
            height={160}
            role="progressbar"
            aria-label="Loading notification settings"
          />
        ) : (
          SWITCHES.map(({ key, label, help }, index) => {
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
          })
        )}
        {denied && (
          <Alert severity="warning" sx={{ mt: 2 }}>
            <AlertTitle>Notifications blocked</AlertTitle>
            {blockedDescription}
          </Alert>
        )}
      </CardContent>
    </Card>
  );
}
