// Password guessing on the admin sign-in: the lock follows the account, so a caller who
// rotates X-Forwarded-For (a header any client can set) gets no extra guesses, and it is kept
// in Firestore, so the several api instances the emulator runs beside the browser suite all
// count the same failures.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { adminDb } from './support/admin';
import { HOSTING_URL } from '../support/emulators';
import { createAdmin } from './support/adminAccounts';

async function adminSignIn(email: string, password: string, forwardedFor: string) {
  return fetch(`${HOSTING_URL}/api/admin/settings`, {
    headers: {
      'x-admin-email': email,
      'x-admin-password': password,
      'x-forwarded-for': forwardedFor,
    },
  });
}

describe('admin sign-in lockout', () => {
  it('locks the account after 10 wrong passwords, however X-Forwarded-For rotates', async () => {
    const admin = await createAdmin();
    for (let i = 0; i < 10; i += 1) {
      const wrong = await adminSignIn(admin.email, `wrong-${i}`, `203.0.113.${i}`);
      expect(wrong.status).toBe(403);
    }
    const locked = await adminSignIn(admin.email, admin.password, '198.51.100.200');
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    const key = createHash('sha256').update(admin.email.toLowerCase()).digest('hex');
    const record = (await adminDb().doc(`adminSignInFailures/${key}`).get()).data();
    expect(record?.failures).toHaveLength(10);
    expect(record?.blockedUntil).toBeGreaterThan(Date.now());

    // Another admin account is not affected.
    const other = await createAdmin();
    expect((await adminSignIn(other.email, other.password, '198.51.100.201')).status).toBe(200);
  });
});
