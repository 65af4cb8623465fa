import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import { OPTIONAL_MAIL, type User } from '@pomoplan/domain';
import { Fragment } from 'react';
import { useTierLimits } from '../../data/plans';
import { NotificationSwitch } from './NotificationSwitch';
import { SettingsCard } from './SettingsCard';
import { useNotificationSettings, type NotificationKey } from './useNotificationSettings';

const SWITCHES: {
  key: NotificationKey;
  label: string;
  help: string;
  email?: true;
  reporting?: true;
}[] = [
  {
    key: 'notifyInApp',
    label: 'In-app notifications',
    help: 'Reminders and updates inside Pomoplan.',
  },
  {
    key: 'notifyEmail',
    label: OPTIONAL_MAIL.reminder.switchLabel,
    help: 'Reminders and summaries by e-mail.',
    email: true,
  },
  {
    key: 'notifyPush',
    label: 'Push notifications',
    help: 'Browser notifications, also while Pomoplan is in the background.',
  },
  {
    key: 'notifyDigest',
    label: OPTIONAL_MAIL.digest.switchLabel,
    help: "Today's tasks and todos by e-mail every morning at 7:00.",
    email: true,
  },
  {
    key: 'notifyWeeklyReport',
    label: OPTIONAL_MAIL.weeklyReport.switchLabel,
    help: "Last week's focus, estimates and goals by e-mail every Monday at 8:00.",
    email: true,
    reporting: true,
  },
];

/** Why the weekly report's switch is off for a tier without the reports. */
const MASTER_HELP = 'Part of the Master plan, with the reports it sums up. Upgrade to get it.';

/** Why an e-mail switch is off and cannot be turned on, next to the switch itself. */
const UNVERIFIED_HELP =
  'Off until you verify your e-mail address with the link we sent you. No e-mail? Use “Resend e-mail” at the top of the page.';

export function NotificationSettingsCard({ uid, user }: { uid: string; user: User | undefined }) {
  const { permission, pending, change, blockedDescription } = useNotificationSettings(uid, user);
  const limits = useTierLimits(user?.subscriptionTier ?? 'free').data;
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
          {SWITCHES.map(({ key, label, help, email, reporting }, index) => {
            // While the browser blocks notifications, push cannot be on and cannot be changed;
            // while the address is not verified, no e-mail goes out.
            const unverified = email === true && !user.emailVerified;
            const notOnPlan = reporting === true && limits?.reporting !== true;
            const blocked = (key === 'notifyPush' && denied) || unverified || notOnPlan;
            return (
              <Fragment key={key}>
                {index > 0 && <Divider />}
                <NotificationSwitch
                  label={label}
                  help={notOnPlan ? MASTER_HELP : unverified ? UNVERIFIED_HELP : help}
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
