// Who is using the admin area: the credentials the login form took (in memory for the page's
// life, mirrored to sessionStorage for the user detail page) and whether the server refused
// them.
import { createContext, useContext } from 'react';
import type { AdminCredentials } from '../../api/admin';

export interface AdminSession {
  credentials: AdminCredentials | null;
  /** The server answered 401 or 403: the login form says 'Access Denied'. */
  denied: boolean;
  signIn(credentials: AdminCredentials): void;
  signOut(): void;
  /** Drops the refused credentials and returns to the login form. */
  deny(): void;
}

export const AdminSessionContext = createContext<AdminSession | null>(null);

export function useAdminSession(): AdminSession {
  const session = useContext(AdminSessionContext);
  if (!session) throw new Error('useAdminSession must be used inside the admin app');
  return session;
}
