import { lazy, useCallback, useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { AdminCredentials } from '../../api/admin';
import { userIdOf } from './adminPaths';
import { AdminSessionContext, type AdminSession } from './adminSession';
import { clearCredentials, storeCredentials, storedCredentials } from './credentialStore';
import Container from '@mui/material/Container';
import { OfflineAlert } from '../../platform/offline/OfflineAlert';
import { useOnline } from '../../platform/offline/useOnline';

const AdminPanel = lazy(() => import('./AdminPanel'));
const AdminUserPage = lazy(() => import('./AdminUserPage'));

/**
 * Every path containing /super-panel, whether or not someone is signed in: the
 * single-user view for /super-panel/user/{id}, the panel otherwise.
 */
export default function AdminApp() {
  const { pathname } = useLocation();
  const userId = userIdOf(pathname);
  // The panel starts signed out (memory only); a user page opened on its own may use the
  // credentials the panel stored for the session.
  const [credentials, setCredentials] = useState<AdminCredentials | null>(() =>
    userId === null ? null : storedCredentials(),
  );
  const [denied, setDenied] = useState(false);
  const online = useOnline();

  const signIn = useCallback((next: AdminCredentials) => {
    storeCredentials(next);
    setDenied(false);
    setCredentials(next);
  }, []);
  const signOut = useCallback(() => {
    clearCredentials();
    setDenied(false);
    setCredentials(null);
  }, []);
  const deny = useCallback(() => {
    clearCredentials();
    setDenied(true);
    setCredentials(null);
  }, []);

  const session = useMemo<AdminSession>(
    () => ({ credentials, denied, signIn, signOut, deny }),
    [credentials, denied, signIn, signOut, deny],
  );

  if (!online) {
    return (
      <Container maxWidth="sm" sx={{ py: 6 }}>
        <OfflineAlert>
          The admin panel needs a connection. It opens again once you are back online.
        </OfflineAlert>
      </Container>
    );
  }

  return (
    <AdminSessionContext.Provider value={session}>
      {userId === null ? <AdminPanel /> : <AdminUserPage key={userId} userId={userId} />}
    </AdminSessionContext.Provider>
  );
}
