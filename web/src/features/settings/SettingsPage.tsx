import Box from '@mui/material/Box';
import { PageHeader } from '../../ui/PageHeader';
import { useUid } from '../../data/useUid';
import { useUserDoc } from '../../data/users';
import { ErrorBoundary } from '../../ui/ErrorBoundary';
import { AiPreferencesCard } from './AiPreferencesCard';
import { CalendarConnectionCard } from './CalendarConnectionCard';
import { CalendarFeedCard } from './CalendarFeedCard';
import { DeleteAccountCard } from './DeleteAccountCard';
import { ExportCard } from './ExportCard';
import { FocusSettingsCard } from './FocusSettingsCard';
import { ImportCard } from './ImportCard';
import { NotificationSettingsCard } from './NotificationSettingsCard';
import { SubscriptionCard } from './SubscriptionCard';
import { useCalendarResult } from './useCalendarResult';

export default function SettingsPage() {
  return (
    <>
      <PageHeader
        title="Settings"
        subtitle="Notifications, focus timer, plan and connected calendars"
      />
      <ErrorBoundary>
        <SettingsCards />
      </ErrorBoundary>
    </>
  );
}

function SettingsCards() {
  const uid = useUid();
  const user = useUserDoc(uid).data;
  useCalendarResult();

  return (
    <Box sx={{ px: { xs: 2, md: 4 }, pb: 4, display: 'grid', gap: 3, maxWidth: 720 }}>
      <NotificationSettingsCard uid={uid} user={user} />
      <FocusSettingsCard uid={uid} />
      <AiPreferencesCard uid={uid} user={user} />
      <SubscriptionCard user={user} />
      <CalendarConnectionCard user={user} />
      <CalendarFeedCard user={user} />
      <ImportCard />
      <ExportCard />
      <DeleteAccountCard />
    </Box>
  );
}
