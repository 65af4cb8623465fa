import { TIER_NAMES } from '@pomoplan/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { Tier } from '@pomoplan/domain';
import { useState } from 'react';
import { useToast } from '../../ui/toast';
import type { AdminApi, AdminUserView } from '../../api/admin';

import { TierChangeDialog } from './TierChangeDialog';
import { TierSelect } from './TierSelect';
import { useAdminCall } from './useAdminCall';

/** Picks a tier and applies it; the server logs 'subscription_changed'. */
export function TierChanger(props: {
  api: AdminApi;
  user: AdminUserView;
  onChanged(): Promise<void>;
}) {
  const { api, user } = props;
  const call = useAdminCall();
  const toast = useToast();
  const [tier, setTier] = useState<Tier>(user.subscriptionTier);
  const [saving, setSaving] = useState(false);
  const [confirming, setConfirming] = useState(false);

  async function apply() {
    setConfirming(false);
    setSaving(true);
    const updated = await call(() => api.changeTier(user.id, tier), 'Failed to update user');
    if (updated) {
      toast({
        title: 'Subscription updated',
        description: `${updated.email} is now on the ${TIER_NAMES[updated.subscriptionTier]} plan.`,
      });
      await props.onChanged();
    }
    setSaving(false);
  }

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
      <TierSelect label="Subscription tier" value={tier} onChange={setTier} disabled={saving} />
      <Button
        variant="contained"
        onClick={() => setConfirming(true)}
        disabled={saving || tier === user.subscriptionTier}
      >
        {saving ? 'Updating...' : 'Update Tier'}
      </Button>
      <TierChangeDialog
        change={confirming ? { email: user.email, from: user.subscriptionTier, to: tier } : null}
        onConfirm={() => void apply()}
        onCancel={() => setConfirming(false)}
      />
    </Box>
  );
}
