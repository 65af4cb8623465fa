import { describe, expect, it } from 'vitest';
import { readDoc } from './support/admin';
import { api, messageOf } from './support/http';
import { createAuthUser, createUser } from './support/users';

describe('PATCH /api/users/settings', () => {
  it('changes the notification switches and returns the user', async () => {
    const user = await createUser();
    const response = await api('PATCH', '/api/users/settings', user.idToken, {
      notifyPush: true,
      notifyEmail: false,
      notifyDigest: true,
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      id: user.uid,
      notifyInApp: true,
      notifyEmail: false,
      notifyPush: true,
      notifyDigest: true,
    });
    expect(await readDoc(`users/${user.uid}`)).toMatchObject({
      notifyPush: true,
      notifyEmail: false,
    });
    expect(await api('GET', '/api/auth/user', user.idToken)).toMatchObject({ body: response.body });
  });

  it('ignores every other field, such as the tier', async () => {
    const user = await createUser();
    const response = await api('PATCH', '/api/users/settings', user.idToken, {
      notifyInApp: false,
      subscriptionTier: 'master',
      email: 'other@example.com',
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ subscriptionTier: 'free', email: user.email });
    const onlyOthers = await api('PATCH', '/api/users/settings', user.idToken, {
      subscriptionTier: 'master',
    });
    expect(onlyOthers.status).toBe(400);
    expect(messageOf(onlyOthers)).toBe('Send at least one field to update');
  });

  it('answers 400 naming the field, and 404 before the first sign-in', async () => {
    const user = await createUser();
    const bad = await api('PATCH', '/api/users/settings', user.idToken, { notifyEmail: 'no' });
    expect(bad.status).toBe(400);
    expect(messageOf(bad)).toBe('notifyEmail: E-mail notifications must be true or false');

    const stranger = await createAuthUser();
    const missing = await api('PATCH', '/api/users/settings', stranger.idToken, {
      notifyPush: true,
    });
    expect(missing.status).toBe(404);
    expect(messageOf(missing)).toBe('User not found');
  });
});
