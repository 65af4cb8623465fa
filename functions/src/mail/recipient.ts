// Who an app mail may go to: the user's own address, once Firebase Auth has verified it. The
// user document carries Auth's answer (emailVerified, written only by the server), so a sender
// learns it from the user document it reads anyway.
import { verifiedAddress } from '@pomoplan/domain';
import type { DocumentSnapshot } from 'firebase-admin/firestore';

export interface MailRecipient {
  uid: string;
  address: string;
}

/** The user's verified address, or null: then no mail of any kind is written. */
export function mailRecipient(user: DocumentSnapshot): MailRecipient | null {
  const email: unknown = user.get('email');
  if (typeof email !== 'string') return null;
  const address = verifiedAddress({ email, emailVerified: user.get('emailVerified') === true });
  return address ? { uid: user.id, address } : null;
}
