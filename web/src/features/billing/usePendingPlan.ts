import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { checkoutPath } from './checkoutQuery';
import { planFromQuery, savePendingPlan, takePendingPlan } from './pendingPlan';

/** Signed out: keeps the plan a sign-up or login link carries (?plan=…) for after sign-in. */
export function useRememberPlanFromLink(): void {
  const { search } = useLocation();
  useEffect(() => {
    const plan = planFromQuery(new URLSearchParams(search));
    if (plan) savePendingPlan(window.sessionStorage, plan);
  }, [search]);
}

/**
 * Signed in: opens the checkout of the plan picked before signing in. It insists until the
 * checkout is reached, since the sign-up form sends the new user to / at about the same time.
 */
export function useResumePendingCheckout(): void {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  // null: storage not read yet; '': nothing (more) to do; else the checkout to reach.
  const target = useRef<string | null>(null);
  useEffect(() => {
    if (target.current === null) {
      const plan = takePendingPlan(window.sessionStorage);
      target.current = plan ? checkoutPath(plan) : '';
    }
    if (!target.current) return;
    if (`${pathname}${search}` === target.current) target.current = '';
    else navigate(target.current, { replace: true });
  }, [pathname, search, navigate]);
}
