import { useAuth } from '../../app/auth/authContext';

/** The signed-in user's uid; the signed-in route set renders only once it is known. */
export function useUid(): string {
  const { firebaseUser } = useAuth();
  if (!firebaseUser) throw new Error('useUid is only available in the signed-in app');
  return firebaseUser.uid;
}
