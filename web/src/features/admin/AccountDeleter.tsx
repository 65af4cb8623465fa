import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { AdminApi, AdminUserView } from '../../api/admin';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { useToast } from '../../ui/toast';
import { useAdminCall } from './useAdminCall';

/**
 * Deletes the user's account as Settings › Delete account does. Asking again for an account
 * whose deletion stopped halfway continues it.
 */
export function AccountDeleter({ api, user }: { api: AdminApi; user: AdminUserView }) {
  const call = useAdminCall();
  const toast = useToast();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  async function remove() {
    setConfirming(false);
    setBusy(true);
    const started = await call(() => api.deleteUser(user.id), 'Failed to delete the account');
    if (started) toast({ title: 'Deleting the account', description: started.message });
    setBusy(false);
  }

  return (
    <Box sx={{ display: 'grid', gap: 1, justifyItems: 'start' }}>
      <Typography variant="body2" color="text.secondary">
        Cancels the subscription, disconnects Google Calendar and deletes every document and the
        sign-in of this user; the user gets an e-mail once it is done.
      </Typography>
      <Button color="error" variant="outlined" disabled={busy} onClick={() => setConfirming(true)}>
        Delete account
      </Button>
      <ConfirmDialog
        open={confirming}
        title={`Delete the account of ${user.email}?`}
        confirmLabel="Delete account"
        onConfirm={() => void remove()}
        onCancel={() => setConfirming(false)}
      >
        This cannot be undone.
      </ConfirmDialog>
    </Box>
  );
}
