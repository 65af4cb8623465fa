import { TIER_NAMES } from '@pomoplan/domain';
import { useLocation } from 'react-router-dom';
import SignUpPage from '../features/auth/SignUpPage';
import { checkoutPath, planFromQuery, planPriceText } from '../features/billing';

/**
 * /signup: the sign-up form, carrying the plan a 'Choose Pro' link chose: the form names it
 * and the new account goes straight to its checkout.
 */
export default function SignUpRoute() {
  const { search } = useLocation();
  const plan = planFromQuery(new URLSearchParams(search));
  return (
    <SignUpPage
      joining={
        plan && {
          text: `You're joining ${TIER_NAMES[plan.tier]} – ${planPriceText(plan)}`,
          next: checkoutPath(plan),
        }
      }
    />
  );
}
