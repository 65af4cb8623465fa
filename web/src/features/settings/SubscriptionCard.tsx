import StarIcon from '@mui/icons-material/Star';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { User } from '@pomoplan/domain';
import { Link as RouterLink } from 'react-router-dom';
import { SettingsCard } from './SettingsCard';
import { SubscriptionActions } from './SubscriptionActions';
import { subscriptionSummary, type SubscriptionSummary } from './subscriptionSummary';

const longDate = (date: Date) => date.toLocaleDateString(undefined, { dateStyle: 'long' });

function PlanDetails({ summary }: { summary: SubscriptionSummary }) {
  if (summary.kind === 'free') return null;
  if (summary.kind === 'granted') {
    return (
      <Typography variant="body2" color="text.secondary">
        Granted by an administrator
      </Typography>
    );
  }
  return (
    <Typography variant="body2" color="text.secondary">
      Billed {summary.period} ·{' '}
      {summary.cancelling
        ? `Ends on ${longDate(summary.periodEnd)}`
        : `Renews on ${longDate(summary.periodEnd)}`}
    </Typography>
  );
}

export function SubscriptionCard({ user }: { user: User | undefined }) {
  const summary = user ? subscriptionSummary(user) : null;
  return (
    <SettingsCard id="subscription" title="Subscription">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Box sx={{ flexGrow: 1 }}>
          <Typography variant="body2" color="text.secondary">
            Current plan
          </Typography>
          {summary ? (
            <>
              <Typography sx={{ fontWeight: 600, display: 'flex', alignItems: 'center', gap: 0.5 }}>
                {summary.kind !== 'free' && (
                  <StarIcon fontSize="small" sx={{ color: '#EAB308' }} aria-hidden />
                )}
                {summary.plan}
                {summary.kind === 'subscription' && summary.cancelling && (
                  <Chip size="small" color="warning" label="Cancelled" sx={{ ml: 1 }} />
                )}
              </Typography>
              <PlanDetails summary={summary} />
            </>
          ) : (
            <Skeleton width={100} />
          )}
        </Box>
        {summary?.kind !== 'subscription' && (
          <Button
            component={RouterLink}
            to="/subscribe"
            variant={summary?.kind === 'free' ? 'contained' : 'outlined'}
          >
            {summary?.kind === 'free' ? 'Upgrade Plan' : 'Change Plan'}
          </Button>
        )}
      </Box>
      {user && summary?.kind === 'subscription' && (
        <SubscriptionActions tier={user.subscriptionTier} summary={summary} />
      )}
    </SettingsCard>
  );
}
