import Box from '@mui/material/Box';
import type { AdminApi } from '../../api/admin';
import { AiAnalysisCard } from './AiAnalysisCard';
import { ChatWebhookCard } from './ChatWebhookCard';
import type { AdminUsers } from './useAdminUsers';

export function IntegrationsTab({ api, users }: { api: AdminApi; users: AdminUsers }) {
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <ChatWebhookCard api={api} />
      <AiAnalysisCard api={api} users={users} />
    </Box>
  );
}
