import { TIER_NAMES } from '@pomoplan/domain';
import { useEffect, useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import SignUpPage from '../features/auth/SignUpPage';
import { checkoutPath, planFromQuery, planPriceText } from '../features/billing';
import { prepareCheckout } from '../features/billing/prepareCheckout';
import { preloadSignedInApp } from '../platform/signedInAppLoading';

/**
 * /signup: the sign-up form, carrying the plan a 'Choose Pro' link chose: the form names it
 * and the new account goes straight to its checkout, prepared while the form is filled in.
 */
export default function SignUpRoute() {
  const { search } = useLocation();
  const plan = useMemo(() => planFromQuery(new URLSearchParams(search)), [search]);
  useEffect(() => {
    // Whoever signs up needs the signed-in app next; one who chose a plan, its checkout too.
    if (plan) prepareCheckout();
    else preloadSignedInApp();
  }, [plan]);
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
