// Every admin endpoint needs the credentials of a Firebase Auth user with the admin claim.
import { describe, expect, it } from 'vitest';
import { adminAuth, adminCall, createAccount, createAdmin } from './support/adminAccounts';
import { messageOf } from './support/http';
import { ADMIN_ROUTES } from './support/routes';

describe('admin credentials', () => {
  // The 401 without credentials, for every admin route, is in guard.test.ts.
  it('answers 403 for a wrong password, an unknown e-mail and an account without the claim', async () => {
    const admin = await createAdmin();
    const plain = await createAccount(false);
    const wrongPassword = { email: admin.email, password: 'not-the-password' };
    const unknown = { email: 'nobody-here@pomoplan.test', password: 'whatever-1' };
    for (const { method, url, body } of ADMIN_ROUTES) {
      for (const credentials of [wrongPassword, unknown, plain]) {
        const response = await adminCall(method, url, credentials, body);
        expect(response.status, `${method} ${url} as ${credentials.email}`).toBe(403);
        expect(messageOf(response)).toBe('Invalid admin credentials');
      }
    }
  });

  it('lets an admin in, whatever the case of the e-mail', async () => {
    const admin = await createAdmin();
    const first = await adminCall('GET', '/api/admin/settings', admin);
    expect(first.status).toBe(200);
    const again = await adminCall('GET', '/api/admin/settings', {
      email: admin.email.toUpperCase(),
      password: admin.password,
    });
    expect(again.status).toBe(200);
  });

  // Revoked sessions end a remembered check too (adminCredentials.test.ts). That is not asserted
  // here: the functions emulator may hand the next call to a new instance, which remembers
  // nothing and rightly lets a fresh sign-in with the password through.
  it('ends at once when the claim is removed or the account disabled', async () => {
    const auth = adminAuth();
    for (const end of [
      (uid: string) => auth.setCustomUserClaims(uid, {}),
      (uid: string) => auth.updateUser(uid, { disabled: true }),
    ]) {
      const admin = await createAdmin();
      expect((await adminCall('GET', '/api/admin/settings', admin)).status).toBe(200);
      await end(admin.uid);
      const refused = await adminCall('GET', '/api/admin/settings', admin);
      expect(refused.status).toBe(403);
      expect(messageOf(refused)).toBe('Invalid admin credentials');
    }
  });
});
