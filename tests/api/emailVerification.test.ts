// Whether a user's address is verified: Firebase Auth decides, the user document keeps its
// answer for the mail senders, and no client can claim it. The local mailbox shows the
// verification e-mail the Auth emulator would have sent, with a link that verifies.
import { describe, expect, it } from 'vitest';
import { readDoc } from './support/admin';
import { adminAuth } from './support/adminAccounts';
import { api } from './support/http';
import {
  createUser,
  sendVerificationEmail,
  signInAgain,
  verificationLinkOf,
  type TestUser,
} from './support/users';

const MAILBOX_URL = 'http://127.0.0.1:9905';
const APP_URL = 'http://localhost:5000/';

const storedVerified = async (uid: string) => (await readDoc(`users/${uid}`))?.emailVerified;

const refresh = (user: TestUser) =>
  api<{ emailVerified: boolean }>('POST', '/api/auth/email-verification', user.idToken);

const signIn = (user: TestUser) =>
  api<{ emailVerified: boolean }>('POST', '/api/auth/firebase', user.idToken, {
    idToken: user.idToken,
    email: user.email,
  });

interface Mail {
  to: string[];
  subject: string;
  text: string;
}

async function mailboxFor(address: string): Promise<Mail[]> {
  const all = (await (await fetch(`${MAILBOX_URL}/messages`)).json()) as Mail[];
  return all.filter((mail) => mail.to.includes(address));
}

describe('a verified e-mail address', () => {
  it('is what Firebase Auth says: no after a password sign-up, yes once the link was opened', async () => {
    const user = await createUser('Vera Newcomer', { verified: false });
    expect(await storedVerified(user.uid)).toBe(false);
    await sendVerificationEmail(user, APP_URL);

    // Asking before the link was opened changes nothing.
    const early = await refresh(user);
    expect(early.status).toBe(200);
    expect(early.body.emailVerified).toBe(false);

    // The local mailbox lists the e-mail the Auth emulator would have sent, link included.
    const link = await verificationLinkOf(user.email);
    const [mail] = await mailboxFor(user.email);
    expect(mail?.subject).toBe('Verify your e-mail for Pomoplan');
    expect(mail?.text).toContain(link);
    const page = await (await fetch(`${MAILBOX_URL}/`)).text();
    expect(page).toContain(`<a href="${link.replaceAll('&', '&amp;')}">`);

    // Opening it verifies the address and leads back to the app.
    const opened = await fetch(link, { redirect: 'manual' });
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toBe(APP_URL);
    expect((await adminAuth().getUser(user.uid)).emailVerified).toBe(true);

    const after = await refresh(user);
    expect(after.status).toBe(200);
    expect(after.body.emailVerified).toBe(true);
    expect(await storedVerified(user.uid)).toBe(true);
  });

  it('follows a new sign-in whose token says verified, and an old token never undoes it', async () => {
    const user = await createUser('Otto Oldtoken', { verified: false });
    await adminAuth().updateUser(user.uid, { emailVerified: true });
    const fresh = await signInAgain(user);
    expect((await signIn(fresh)).body.emailVerified).toBe(true);

    // A tab that still holds the token from before the verification loads the app.
    const stale = await signIn(user);
    expect(stale.status).toBe(200);
    expect(stale.body.emailVerified).toBe(true);
    expect(await storedVerified(user.uid)).toBe(true);
  });

  it('is no longer verified when Auth no longer says so', async () => {
    const user = await createUser('Una Undone');
    expect(await storedVerified(user.uid)).toBe(true);
    await adminAuth().updateUser(user.uid, { emailVerified: false });
    expect((await refresh(user)).body.emailVerified).toBe(false);
  });

  it('cannot be claimed through the settings', async () => {
    const user = await createUser('Mallory Claims', { verified: false });
    const response = await api('PATCH', '/api/users/settings', user.idToken, {
      emailVerified: true,
    });
    expect(response.status).toBe(400);
    expect(await storedVerified(user.uid)).toBe(false);
  });
});
