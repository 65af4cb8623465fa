import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  BillingToggle,
  PlanCards,
  planLinkQuery,
  priceOf,
  usePlans,
  type Billing,
} from '../billing';

/** `initialBilling` lets the build prerender the yearly variant for the static landing page. */
export function PricingSection({ initialBilling = 'monthly' }: { initialBilling?: Billing }) {
  const { plans } = usePlans();
  const [billing, setBilling] = useState<Billing>(initialBilling);
  return (
    <Box component="section" aria-labelledby="pricing-title">
      <Box sx={{ textAlign: 'center', mb: 4 }}>
        <Typography id="pricing-title" variant="h4" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
          Simple pricing
        </Typography>
        <BillingToggle value={billing} onChange={setBilling} plans={plans} />
      </Box>
      <PlanCards
        plans={plans}
        billing={billing}
        headingLevel="h3"
        action={(tier) => (
          <Button
            component={RouterLink}
            // A paid plan's link carries the choice through sign-up to its checkout.
            to={
              tier === 'free'
                ? '/signup'
                : `/signup${planLinkQuery({ tier, billing, amount: priceOf(plans, tier, billing) })}`
            }
            fullWidth
            variant={tier === 'pro' ? 'contained' : 'outlined'}
          >
            {tier === 'free' ? 'Start for free' : `Choose ${plans[tier].name}`}
          </Button>
        )}
      />
    </Box>
  );
}
