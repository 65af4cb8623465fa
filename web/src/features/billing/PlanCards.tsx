import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { TIERS, yearlySavingPercent, type Tier } from '@pomoplan/domain';
import type { ReactNode } from 'react';
import { FeatureList } from './FeatureList';
import type { PlansByTier } from './pricing';

export type Billing = 'monthly' | 'yearly';

/** The most any plan saves by paying yearly, in whole percent, from the prices shown. */
export function bestYearlySaving(plans: PlansByTier): number {
  return Math.max(
    ...TIERS.map((tier) => yearlySavingPercent(plans[tier].price, plans[tier].yearlyPrice)),
  );
}

export function BillingToggle(props: {
  value: Billing;
  onChange(value: Billing): void;
  plans: PlansByTier;
}) {
  const saving = bestYearlySaving(props.plans);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1.5 }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={props.value}
        onChange={(_event, value: Billing | null) => value && props.onChange(value)}
        aria-label="Billing period"
      >
        <ToggleButton value="monthly">Monthly</ToggleButton>
        <ToggleButton value="yearly">Yearly</ToggleButton>
      </ToggleButtonGroup>
      {props.value === 'yearly' && saving > 0 && (
        <Chip color="success" size="small" label={`Save up to ${saving}%`} />
      )}
    </Box>
  );
}

export function priceOf(plans: PlansByTier, tier: Tier, billing: Billing): number {
  return billing === 'yearly' ? plans[tier].yearlyPrice : plans[tier].price;
}

/** The three plan cards; `action` renders each card's button, `badge` a chip by its name. */
export function PlanCards(props: {
  plans: PlansByTier;
  billing: Billing;
  action(tier: Tier): ReactNode;
  badge?(tier: Tier): ReactNode;
  /** The card drawn out: Pro unless told (a subscriber's own plan). */
  highlighted?: Tier;
  /** The plan names' heading level: one below the heading the cards sit under. */
  headingLevel: 'h2' | 'h3';
}) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
        alignItems: 'stretch',
      }}
    >
      {TIERS.map((tier) => {
        const plan = props.plans[tier];
        const highlighted = tier === (props.highlighted ?? 'pro');
        return (
          <Card
            key={tier}
            variant="outlined"
            aria-label={`${plan.name} plan`}
            sx={{
              display: 'flex',
              flexDirection: 'column',
              borderColor: highlighted ? 'primary.main' : undefined,
              borderWidth: highlighted ? 2 : 1,
            }}
          >
            <CardContent sx={{ flexGrow: 1 }}>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                <Typography variant="h5" component={props.headingLevel} sx={{ fontWeight: 700 }}>
                  {plan.name}
                </Typography>
                {props.badge?.(tier)}
              </Box>
              <Typography variant="h3" component="p" sx={{ fontWeight: 800, my: 1 }}>
                ${priceOf(props.plans, tier, props.billing)}
                <Typography component="span" color="text.secondary">
                  {props.billing === 'yearly' ? '/year' : '/month'}
                </Typography>
              </Typography>
              <FeatureList features={plan.features} />
            </CardContent>
            <CardActions sx={{ p: 2 }}>{props.action(tier)}</CardActions>
          </Card>
        );
      })}
    </Box>
  );
}
