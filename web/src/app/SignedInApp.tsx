import { memo, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { FirestoreProvider } from '../data/sync/firestoreContext';
import { UidProvider } from '../data/useUid';
import { useResumePendingCheckout } from '../features/billing/usePendingPlan';
import { ProjectList } from '../features/projects/ProjectList';
import { LoadingScreen } from '../ui/LoadingScreen';
import { useSignedIn } from '../platform/session/authContext';
import { firestore } from '../platform/firebase/firestore';
import { startFirstListeners } from './firstListeners';
import { AppShell } from './shell/AppShell';
import { TierGate } from './TierGate';

import {
  CalendarPage,
  CheckoutPage,
  GoalsPage,
  preloadPage,
  ProjectPage,
  ReportsPage,
  SettingsPage,
  SubscribePage,
  TimelinePage,
  TodoPage,
} from './signedInPages';

// This chunk is requested as soon as the browser had a session (App.tsx), before Auth has
// confirmed it: the page's chunk and Firestore's cache can load meanwhile.
preloadPage(window.location.pathname);
firestore();

/** Starts the current page's first listeners for a returning user (firstListeners.ts). */
export function listenForReturningUser(uid: string): void {
  startFirstListeners(firestore(), uid, window.location.pathname);
}

/** The signed-in routes. Loaded as its own chunk with Firestore. */
export default function SignedInApp() {
  const { uid } = useSignedIn();
  useResumePendingCheckout();
  if (!uid) return <LoadingScreen />;
  // Keyed by user: when Auth names another user than the kept session's, nothing is reused.
  return <SignedInRoutes key={uid} uid={uid} />;
}

/** Drawn again only for another user, not as Auth and the backend confirm the same one. */
const SignedInRoutes = memo(function SignedInRoutes({ uid }: { uid: string }) {
  return (
    <UidProvider uid={uid}>
      <FirestoreProvider db={firestore()}>
        <Suspense fallback={<LoadingScreen />}>
          <Routes>
            <Route element={<AppShell uid={uid} sidebarExtra={<ProjectList uid={uid} />} />}>
              <Route path="/" element={<TodoPage />} />
              <Route path="/todo" element={<TodoPage />} />
              <Route path="/goals" element={<GoalsPage />} />
              <Route path="/goal/:id" element={<GoalsPage />} />
              <Route path="/reports" element={<ReportsPage />} />
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
    </UidProvider>
  );
});
