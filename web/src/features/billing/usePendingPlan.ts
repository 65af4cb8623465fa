import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { checkoutPath } from '../checkout/checkoutQuery';
import { planFromQuery, savePendingPlan, takePendingPlan } from './pendingPlan';

/** Signed out: keeps the plan a sign-up or login link carries (?plan=…) for after sign-in. */
export function useRememberPlanFromLink(): void {
  const { search } = useLocation();
  useEffect(() => {
    const plan = planFromQuery(new URLSearchParams(search));
    if (plan) savePendingPlan(window.sessionStorage, plan);
  }, [search]);
}

/** Signed in: opens the checkout of the plan picked before signing in, once. */
export function useResumePendingCheckout(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const plan = takePendingPlan(window.sessionStorage);
    if (plan) navigate(checkoutPath(plan), { replace: true });
  }, [navigate]);
}
