import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { FirestoreProvider } from '../data/firestoreContext';
import { useResumePendingCheckout } from '../features/billing/usePendingPlan';
import { ProjectList } from '../features/projects/ProjectList';
import { LoadingScreen } from '../ui/LoadingScreen';
import { useAuth } from './auth/authContext';
import { firestore } from './firebase/firestore';
import { AppShell } from './shell/AppShell';
import { TierGate } from './TierGate';

const TodoPage = lazy(() => import('../features/todo/TodoPage'));
const GoalsPage = lazy(() => import('../features/goals/GoalsPage'));
const SettingsPage = lazy(() => import('../features/settings/SettingsPage'));
const CalendarPage = lazy(() => import('../features/calendar/CalendarPage'));
const TimelinePage = lazy(() => import('../features/timeline/TimelinePage'));
const SubscribePage = lazy(() => import('../features/billing/SubscribePage'));
const ProjectPage = lazy(() => import('../features/projects/ProjectPage'));
const CheckoutPage = lazy(() => import('../features/checkout/CheckoutPage'));

/** The signed-in routes. Loaded as its own chunk with Firestore. */
export default function SignedInApp() {
  const { firebaseUser } = useAuth();
  useResumePendingCheckout();
  if (!firebaseUser) return <LoadingScreen />;
  const uid = firebaseUser.uid;

  return (
    <FirestoreProvider db={firestore()}>
      <Suspense fallback={<LoadingScreen />}>
        <Routes>
          <Route element={<AppShell uid={uid} sidebarExtra={<ProjectList uid={uid} />} />}>
            <Route path="/" element={<TodoPage />} />
            <Route path="/todo" element={<TodoPage />} />
            <Route path="/goals" element={<GoalsPage />} />
            <Route path="/goal/:id" element={<GoalsPage />} />
            <Route path="/settings" element={<SettingsPage />} />
            <Route path="/projects/:id" element={<ProjectPage />} />
            <Route
              path="/calendar"
              element={
                <TierGate uid={uid} title="Calendar">
                  <CalendarPage />
                </TierGate>
              }
            />
            <Route
              path="/timeline"
              element={
                <TierGate uid={uid} title="Timeline">
                  <TimelinePage />
                </TierGate>
              }
            />
            <Route path="/subscribe" element={<SubscribePage uid={uid} />} />
          </Route>
          <Route path="/checkout" element={<CheckoutPage />} />
          <Route path="/admin" element={<Navigate to="/super-panel" replace />} />
          <Route path="*" element={<Navigate to="/" replace />} />
        </Routes>
      </Suspense>
    </FirestoreProvider>
  );
}
