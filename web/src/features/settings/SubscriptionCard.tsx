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
import { planDetails, subscriptionSummary, type SubscriptionSummary } from './subscriptionSummary';

/** Whether the plan's state is a payment problem, shown in the error colour. */
function unpaid(summary: SubscriptionSummary): boolean {
  return summary.kind === 'ended' || (summary.kind === 'subscription' && !!summary.paymentFailed);
}

function PlanDetails({ summary }: { summary: SubscriptionSummary }) {
  return planDetails(summary).map((line, index) => (
    <Typography
      key={line}
      variant="body2"
      color={index === 0 && unpaid(summary) ? 'error' : 'text.secondary'}
    >
      {line}
    </Typography>
  ));
}

function StatusChip({ summary }: { summary: SubscriptionSummary }) {
  if (summary.kind === 'ended') {
    return <Chip size="small" color="error" label="Ended" sx={{ ml: 1 }} />;
  }
  if (summary.kind !== 'subscription') return null;
  if (summary.paymentFailed) {
    const label = summary.paymentFailed.confirm ? 'Payment to confirm' : 'Payment failed';
    return <Chip size="small" color="error" label={label} sx={{ ml: 1 }} />;
  }
  if (summary.cancelling)
    return <Chip size="small" color="warning" label="Cancelled" sx={{ ml: 1 }} />;
  return null;
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
              {/* A div: the status chip is one, and a p may not hold it. */}
              <Typography
                component="div"
                sx={{ fontWeight: 600, display: 'flex', alignItems: 'center', gap: 0.5 }}
              >
                {(summary.kind === 'subscription' || summary.kind === 'granted') && (
                  <StarIcon fontSize="small" sx={{ color: '#EAB308' }} aria-hidden />
                )}
                {summary.plan}
                <StatusChip summary={summary} />
              </Typography>
              <PlanDetails summary={summary} />
            </>
          ) : (
            <Skeleton width={100} />
          )}
        </Box>
        <Button
          component={RouterLink}
          to="/subscribe"
          variant={summary?.kind === 'free' ? 'contained' : 'outlined'}
        >
          {summary?.kind === 'free' ? 'Upgrade Plan' : 'Change plan'}
        </Button>
      </Box>
      {user && (summary?.kind === 'subscription' || summary?.kind === 'ended') && (
        <SubscriptionActions user={user} summary={summary} />
      )}
    </SettingsCard>
  );
}
