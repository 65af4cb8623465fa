import { useAuth } from '../app/auth/authContext';

/** The signed-in user's id. Only the signed-in app renders data pages, so one always exists. */
export function useUid(): string {
  const { firebaseUser } = useAuth();
  if (!firebaseUser) throw new Error('useUid needs a signed-in user');
  return firebaseUser.uid;
}
