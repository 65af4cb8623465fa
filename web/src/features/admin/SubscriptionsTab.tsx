import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { type Tier, TIER_NAMES, TIERS } from '@pomoplan/domain';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useToast } from '../../ui/toast';
import type { AdminApi, AdminUserView } from '../../api/admin';
import { adminUserPath } from './adminPaths';
import { billingStatus, scheduledChange } from './billingStatus';
import { formatDate, fullName, NOT_SET } from './format';
import { TierChangeDialog } from './TierChangeDialog';
import { TierSelect } from './TierSelect';
import { UsersTable } from './UsersTable';
import { useAdminCall } from './useAdminCall';
import type { AdminUsers } from './useAdminUsers';

/** The subscription's status at Stripe with any unpaid renewal, and a planned change. */
function StripeStatus({ billing }: { billing: AdminUserView['billing'] }) {
  if (!billing) return NOT_SET;
  const scheduled = scheduledChange(billing);
  return (
    <>
      <Box
        component="span"
        sx={{ display: 'block', color: billing.paymentIssue ? 'error.main' : undefined }}
      >
        {billingStatus(billing)}
      </Box>
      {scheduled && (
        <Box component="span" sx={{ display: 'block', color: 'text.secondary' }}>
          {scheduled}
        </Box>
      )}
    </>
  );
}

export function SubscriptionsTab({ api, users }: { api: AdminApi; users: AdminUsers }) {
  const call = useAdminCall();
  const toast = useToast();
  const [pending, setPending] = useState<string | null>(null);
  const [asked, setAsked] = useState<{ user: AdminUserView; tier: Tier } | null>(null);

  async function change(user: AdminUserView, tier: Tier) {
    setAsked(null);
    if (tier === user.subscriptionTier) return;
    setPending(user.id);
    const updated = await call(() => api.changeTier(user.id, tier), 'Failed to update user');
    setPending(null);
    if (!updated) return;
    users.replaceUser(updated);
    toast({
      title: 'Subscription updated',
      description: `${updated.email} is now on the ${TIER_NAMES[updated.subscriptionTier]} plan.`,
    });
  }

  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}
      >
        {TIERS.map((tier) => (
          <Card key={tier} variant="outlined" aria-label={`${TIER_NAMES[tier]} users`}>
            <CardContent>
              <Typography color="text.secondary">{TIER_NAMES[tier]}</Typography>
              <Typography variant="h4" component="p" sx={{ fontWeight: 700 }}>
                {users.tierCounts?.[tier] ?? '…'}
              </Typography>
            </CardContent>
          </Card>
        ))}
      </Box>
      <UsersTable
        users={users}
        label="Subscriptions"
        head={
          <>
            <TableCell>Name</TableCell>
            <TableCell>Email</TableCell>
            <TableCell>Tier</TableCell>
            <TableCell>Stripe status</TableCell>
            <TableCell>Period end</TableCell>
            <TableCell>Stripe customer</TableCell>
            <TableCell>Stripe subscription</TableCell>
          </>
        }
      >
        {users.users.map((user) => (
          <TableRow key={user.id} hover>
            <TableCell>
              <Link component={RouterLink} to={adminUserPath(user.id)}>
                {fullName(user)}
              </Link>
            </TableCell>
            <TableCell>{user.email}</TableCell>
            <TableCell>
              <TierSelect
                label="Tier"
                value={user.subscriptionTier}
                disabled={pending === user.id}
                onChange={(tier) => tier !== user.subscriptionTier && setAsked({ user, tier })}
              />
            </TableCell>
            <TableCell>
              <StripeStatus billing={user.billing} />
            </TableCell>
            <TableCell>
              {user.billing ? formatDate(user.billing.currentPeriodEnd) : NOT_SET}
            </TableCell>
            <TableCell sx={{ fontFamily: 'monospace' }}>
              {user.stripeCustomerId ?? NOT_SET}
            </TableCell>
            <TableCell sx={{ fontFamily: 'monospace' }}>
              {user.stripeSubscriptionId ?? NOT_SET}
            </TableCell>
          </TableRow>
        ))}
      </UsersTable>
      <TierChangeDialog
        change={
          asked && { email: asked.user.email, from: asked.user.subscriptionTier, to: asked.tier }
        }
        onConfirm={() => asked && void change(asked.user, asked.tier)}
        onCancel={() => setAsked(null)}
      />
    </Box>
  );
}
