import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import LogoutIcon from '@mui/icons-material/Logout';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { adminApi, type AdminCredentials } from '../../api/admin';
import { AdminLoginForm } from './AdminLoginForm';
import { useAdminSession } from './adminSession';
import { IntegrationsTab } from './IntegrationsTab';
import { SettingsTab } from './SettingsTab';
import { SubscriptionsTab } from './SubscriptionsTab';
import { UsersTab } from './UsersTab';
import { useAdminUsers } from './useAdminUsers';

const TABS = ['Users', 'Subscriptions', 'Integrations', 'Settings'] as const;
type TabName = (typeof TABS)[number];

/** /super-panel: the credential form, then the admin tabs. */
export default function AdminPanel() {
  const { credentials } = useAdminSession();
  return credentials ? <SignedInPanel credentials={credentials} /> : <AdminLoginForm />;
}

function SignedInPanel({ credentials }: { credentials: AdminCredentials }) {
  const { signOut } = useAdminSession();
  const api = useMemo(() => adminApi(credentials), [credentials]);
  const users = useAdminUsers(api);
  const [tab, setTab] = useState<TabName>('Users');

  return (
    <Box component="main" sx={{ maxWidth: 1200, mx: 'auto', px: { xs: 2, md: 4 }, py: 3 }}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          flexWrap: 'wrap',
          gap: 2,
          mb: 2,
        }}
      >
        <Box>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
            Admin Panel
          </Typography>
          <Typography color="text.secondary">Signed in as {credentials.email}</Typography>
        </Box>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button component={RouterLink} to="/todo" startIcon={<ArrowBackIcon />}>
            Back to the app
          </Button>
          <Button variant="outlined" startIcon={<LogoutIcon />} onClick={signOut}>
            Logout
          </Button>
        </Box>
      </Box>
      <Tabs
        value={tab}
        onChange={(_event, value: TabName) => setTab(value)}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label="Admin sections"
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}
      >
        {TABS.map((name) => (
          <Tab
            key={name}
            label={name}
            value={name}
            id={`admin-tab-${name}`}
            aria-controls={`admin-tabpanel-${name}`}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`admin-tabpanel-${tab}`} aria-labelledby={`admin-tab-${tab}`}>
        {tab === 'Users' && <UsersTab users={users} />}
        {tab === 'Subscriptions' && <SubscriptionsTab api={api} users={users} />}
        {tab === 'Integrations' && <IntegrationsTab api={api} users={users} />}
        {tab === 'Settings' && <SettingsTab api={api} />}
      </Box>
    </Box>
  );
}
