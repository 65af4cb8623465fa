// Whether a user's e-mail address is verified, as Firebase Auth knows it (a Google account's
// address counts as verified). The user document keeps a copy, emailVerified, that only the
// server writes, so that the mail senders learn it from the user document they read anyway;
// it is written at the first sign-in and refreshed from Auth whenever a token disagrees with
// it or the app reports a verification.
import type { User } from '@pomoplan/domain';
import { getAuth, type DecodedIdToken, type UserRecord } from 'firebase-admin/auth';
import { adminApp, GRPC_NOT_FOUND, hasGrpcCode, serverTime, userDoc } from '../platform/firestore';
import { findUser } from '../users/users';

const GOOGLE = 'google.com';

const sameAddress = (a: string | undefined | null, b: string | undefined | null) =>
  typeof a === 'string' && typeof b === 'string' && a.toLowerCase() === b.toLowerCase();

/**
 * What a verified ID token says about `address`: verified only if the token is for that very
 * address, so that an account whose Auth address changed since cannot vouch for the old one.
 */
export function tokenVouchesFor(token: DecodedIdToken, address: string | null): boolean {
  const verified = token.email_verified === true || token.firebase.sign_in_provider === GOOGLE;
  return verified && sameAddress(token.email, address);
}

function recordVouchesFor(record: UserRecord, address: string | null): boolean {
  const google = record.providerData.some(
    (provider) => provider.providerId === GOOGLE && sameAddress(provider.email, record.email),
  );
  return (record.emailVerified || google) && sameAddress(record.email, address);
}

async function verifiedInAuth(uid: string, address: string | null): Promise<boolean> {
  try {
    return recordVouchesFor(await getAuth(adminApp()).getUser(uid), address);
  } catch (error) {
    const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : '';
    if (code === 'auth/user-not-found') return false;
    throw error;
  }
}

/** Asks Auth and stores its answer; the user, or null when there is no user document. */
export async function refreshEmailVerified(uid: string): Promise<User | null> {
  const user = await findUser(uid);
  if (!user) return null;
  const verified = await verifiedInAuth(uid, user.email);
  if (verified === user.emailVerified) return user;
  try {
    await userDoc(uid).update({ emailVerified: verified, updatedAt: serverTime() });
  } catch (error) {
    if (hasGrpcCode(error, GRPC_NOT_FOUND)) return null;
    throw error;
  }
  return findUser(uid);
}
