import { lazy, useCallback, useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { AdminCredentials } from '../../api/admin';
import { userIdOf } from './adminPaths';
import { AdminSessionContext, type AdminSession } from './adminSession';
import { clearCredentials, storeCredentials, storedCredentials } from './credentialStore';

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

  return (
    <AdminSessionContext.Provider value={session}>
      {userId === null ? <AdminPanel /> : <AdminUserPage key={userId} userId={userId} />}
    </AdminSessionContext.Provider>
  );
}
