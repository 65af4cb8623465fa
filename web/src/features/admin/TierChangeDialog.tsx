import { TIER_NAMES, type Tier } from '@pomoplan/domain';
import { ConfirmDialog } from '../../ui/ConfirmDialog';

export interface TierChange {
  email: string;
  from: Tier;
  to: Tier;
}

/**
 * What a tier set by hand does to billing: it is a grant, so nothing is charged or refunded
 * and Stripe is left as it is; it lasts until an admin changes it again.
 */
export function tierChangeText({ email, from, to }: TierChange): string {
  const billing = 'Nothing is charged or refunded, and nothing changes at Stripe.';
  if (to === 'free') {
    return `${email} loses the ${TIER_NAMES[from]} features at once. ${billing}`;
  }
  return (
    `${email} gets the ${TIER_NAMES[to]} plan at no charge until an admin changes it again. ` +
    `${billing} A user who pays through Stripe must cancel that subscription first.`
  );
}

/** Every change of a tier by hand is confirmed first, with what it does to billing. */
export function TierChangeDialog(props: {
  change: TierChange | null;
  onConfirm(): void;
  onCancel(): void;
}) {
  const { change } = props;
  return (
    <ConfirmDialog
      open={change !== null}
      title={change ? `Change to the ${TIER_NAMES[change.to]} plan?` : ''}
      confirmLabel="Change plan"
      onConfirm={props.onConfirm}
      onCancel={props.onCancel}
    >
      {change && tierChangeText(change)}
    </ConfirmDialog>
  );
}
