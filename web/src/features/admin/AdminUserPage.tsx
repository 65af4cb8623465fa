import { TIER_NAMES } from '@pomoplan/domain';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useMemo, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { AccountDeleter } from './AccountDeleter';
import { ActivityHistory } from './ActivityHistory';
import {
  adminApi,
  type AdminApi,
  type AdminCredentials,
  type AdminUserView,
} from '../../api/admin';
import { AdminLoginForm } from './AdminLoginForm';
import { ADMIN_PANEL_PATH } from './adminPaths';
import { useAdminSession } from './adminSession';
import { DetailList } from './DetailList';
import { formatDateTime, NOT_SET } from './format';
import { Section } from './Section';
import { TierChanger } from './TierChanger';
import { useAdminUser } from './useAdminUser';

/** /super-panel/user/{id}: one user, for an admin whose credentials are in the session. */
export default function AdminUserPage({ userId }: { userId: string }) {
  const { credentials } = useAdminSession();
  return credentials ? <UserView credentials={credentials} userId={userId} /> : <AdminLoginForm />;
}

function BackButton() {
  const navigate = useNavigate();
  return (
    <Button startIcon={<ArrowBackIcon />} onClick={() => navigate(ADMIN_PANEL_PATH)}>
      Back
    </Button>
  );
}

function UserView({ credentials, userId }: { credentials: AdminCredentials; userId: string }) {
  const api = useMemo(() => adminApi(credentials), [credentials]);
  const { state, reload } = useAdminUser(api, userId);

  return (
    <Box component="main" sx={{ maxWidth: 1000, mx: 'auto', px: { xs: 2, md: 4 }, py: 3 }}>
      <BackButton />
      {state.status === 'loading' && (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress aria-label="Loading user" />
        </Box>
      )}
      {state.status === 'missing' && (
        <Box sx={{ textAlign: 'center', py: 6 }}>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 1 }}>
            User Not Found
          </Typography>
          <Typography color="text.secondary">No user has the id {userId}.</Typography>
        </Box>
      )}
      {state.status === 'failed' && (
        <Alert severity="error" sx={{ mt: 2 }}>
          The user could not be loaded.{' '}
          <Button size="small" onClick={() => void reload()}>
            Try again
          </Button>
        </Alert>
      )}
      {state.status === 'ready' && (
        <UserDetails api={api} user={state.user} onChanged={reload}>
          <ActivityHistory logs={state.logs} />
        </UserDetails>
      )}
    </Box>
  );
}

function UserDetails(props: {
  api: AdminApi;
  user: AdminUserView;
  onChanged(): Promise<void>;
  children: ReactNode;
}) {
  const { user } = props;
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return (
    <Box sx={{ display: 'grid', gap: 3, mt: 2 }}>
      <Box>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {name || user.email}
        </Typography>
        <Typography color="text.secondary">User ID {user.id}</Typography>
      </Box>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <Section title="Personal Information">
          <DetailList
            items={[
              ['First name', user.firstName ?? NOT_SET],
              ['Last name', user.lastName ?? NOT_SET],
              ['Email', user.email],
              ['Profile image', user.profileImageUrl ?? NOT_SET],
            ]}
          />
        </Section>
        <Section title="Account Information">
          <DetailList
            items={[
              ['Created', formatDateTime(user.createdAt)],
              ['Updated', formatDateTime(user.updatedAt)],
              ['Subscription tier', TIER_NAMES[user.subscriptionTier]],
              ['Google Calendar', user.googleCalendarConnected ? 'Connected' : 'Not connected'],
              [
                'Projects / goals / groups',
                user.counts
                  ? `${user.counts.projects} / ${user.counts.goals} / ${user.counts.groups}`
                  : NOT_SET,
              ],
            ]}
          />
        </Section>
        <Section title="Payment Information">
          <DetailList
            items={[
              ['Stripe customer ID', user.stripeCustomerId ?? NOT_SET],
              ['Stripe subscription ID', user.stripeSubscriptionId ?? NOT_SET],
            ]}
          />
        </Section>
        <Section title="Subscription">
          <TierChanger api={props.api} user={user} onChanged={props.onChanged} />
        </Section>
        <Section title="Delete Account">
          <AccountDeleter api={props.api} user={user} />
        </Section>
      </Box>
      {props.children}
    </Box>
  );
}
