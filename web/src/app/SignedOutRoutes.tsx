import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { useRememberPlanFromLink } from '../features/billing/usePendingPlan';

const LandingPage = lazy(() => import('../features/landing/LandingPage'));
const LoginPage = lazy(() => import('../features/auth/LoginPage'));
const SignUpPage = lazy(() => import('./SignUpRoute'));
const TestAccountsPage = lazy(() => import('../features/auth/TestAccountsPage'));
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
      <Route path="/test" element={<TestAccountsPage />} />
      <Route path="/checkout" element={<CheckoutSignedOut />} />
      <Route path="*" element={<Navigate to="/login" replace />} />
    </Routes>
  );
}
