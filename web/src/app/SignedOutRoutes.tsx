import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';

const LandingPage = lazy(() => import('../features/landing/LandingPage'));
const LoginPage = lazy(() => import('../features/auth/LoginPage'));
const SignUpPage = lazy(() => import('../features/auth/SignUpPage'));
const TestAccountsPage = lazy(() => import('../features/auth/TestAccountsPage'));
const SubscribePage = lazy(() => import('../features/billing/SubscribePage'));

/** The signed-out routes: login, signup, subscribe, test and the landing page. */
export function SignedOutRoutes() {
  return (
    <Routes>
      <Route path="/" element={<LandingPage />} />
      <Route path="/login" element={<LoginPage />} />
      <Route path="/signup" element={<SignUpPage />} />
      <Route path="/subscribe" element={<SubscribePage />} />
      <Route path="/test" element={<TestAccountsPage />} />
      <Route path="*" element={<Navigate to="/login" replace />} />
    </Routes>
  );
}
