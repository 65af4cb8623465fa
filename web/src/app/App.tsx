import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { lazy, Suspense } from 'react';
import { BrowserRouter, useLocation } from 'react-router-dom';
import { setAppCheckSource } from '../api/client';
import { LoadingScreen } from '../ui/LoadingScreen';
import { ToastProvider } from '../ui/toast';
import { useAuth } from '../platform/session/authContext';
import { AuthProvider } from '../platform/session/AuthProvider';
import { startRestoringSession } from '../platform/session/restoreEarly';
import { hadSession, keptUid } from '../platform/session/sessionHint';
import { UpdatePrompt } from '../platform/offline/UpdatePrompt';
import { SignedOutRoutes } from './SignedOutRoutes';
import {
  onSignedInPath,
  preloadSignedInApp,
  startListeningFor,
} from '../platform/signedInAppLoading';
import { SignedInApp } from './signedInAppLoader';
import { theme } from '../ui/theme';

// Each API call's App Check token, from a chunk of its own that the first call loads.
const appCheckToken = () =>
  import('../platform/firebase/appCheck').then((appCheck) => appCheck.appCheckToken());
setAppCheckSource(appCheckToken);

// A browser that had a session most likely still has it: fetch the signed-in app and start
// Auth reading the session now, while React draws its first frame, not after.
if (hadSession() && onSignedInPath()) {
  preloadSignedInApp();
  startRestoringSession();
  // The API calls that follow Auth's answer (the backend user, the page's own) need App
  // Check's token too: fetched meanwhile, not after.
  void appCheckToken();
  // The last session's user's first lists too: Firestore answers them once Auth names that
  // user, and another user's lists are shown by no page.
  const uid = keptUid();
  if (uid) startListeningFor(uid);
}
// The admin area checks its own credentials on every call, so it needs no signed-in user.
const AdminApp = lazy(() => import('../features/admin/AdminApp'));

/** Picks the route set: the admin area for any /super-panel path, else by auth state. */
function RouteSets() {
  const { pathname } = useLocation();
  const { state } = useAuth();
  if (pathname.includes('/super-panel')) return <AdminApp />;
  if (state.status === 'loading') return <LoadingScreen />;
  return state.status === 'signedIn' ? <SignedInApp /> : <SignedOutRoutes />;
}

export function App() {
  return (
    <ThemeProvider theme={theme} defaultMode="system">
      <CssBaseline enableColorScheme />
      <ToastProvider>
        <BrowserRouter>
          <AuthProvider>
            <Suspense fallback={<LoadingScreen />}>
              <RouteSets />
            </Suspense>
          </AuthProvider>
        </BrowserRouter>
        <UpdatePrompt />
      </ToastProvider>
    </ThemeProvider>
  );
}
