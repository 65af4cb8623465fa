import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { useRememberPlanFromLink } from '../features/billing/usePendingPlan';
import { usesEmulators } from '../platform/firebase/config';

const LandingPage = lazy(() => import('../features/landing/LandingPage'));
const LoginPage = lazy(() => import('../features/auth/LoginPage'));
const SignUpPage = lazy(() => import('./SignUpRoute'));
// The test accounts sign in through /api/dev/login-as, which only the emulators have: a
// production build leaves the page out (its path goes to /login like any unknown one).
const TestAccountsPage = usesEmulators
  ? lazy(() => import('../features/auth/TestAccountsPage'))
  : null;
const SubscribePage = lazy(() => import('../features/billing/SubscribePage'));
const CheckoutSignedOut = lazy(() => import('../features/billing/CheckoutSignedOut'));

/** The signed-out routes: login, signup, subscribe, test and the landing page. */
export function SignedOutRoutes() {
  useRememberPlanFromLink();
  return (
    <Routes>
      <Route path="/" element={<LandingPage />} />
      <Route path="/login" element={<LoginPage />} />
      <Route path="/signup" element={<SignUpPage />} />
      <Route path="/subscribe" element={<SubscribePage />} />
      {TestAccountsPage && <Route path="/test" element={<TestAccountsPage />} />}
      <Route path="/checkout" element={<CheckoutSignedOut />} />
      <Route path="*" element={<Navigate to="/login" replace />} />
    </Routes>
  );
}
