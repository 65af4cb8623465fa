import { describe, expect, it } from 'vitest';
import { unsubscribeUrl, verifiedUnsubscribe } from './unsubscribeLink';

const KEY = 'a-key-for-the-tests';
const APP = 'https://pomoplan.example';

const queryOf = (url: string) => Object.fromEntries(new URL(url).searchParams);

describe('unsubscribe links', () => {
  it('lead to the api on the app origin and are accepted as they were signed', () => {
    const url = unsubscribeUrl({ uid: 'u1', kind: 'digest' }, APP, KEY);
    expect(url).toMatch(
      /^https:\/\/pomoplan\.example\/api\/mail\/unsubscribe\?uid=u1&kind=digest&sig=[\w-]{43}$/,
    );
    expect(verifiedUnsubscribe(queryOf(url), KEY)).toEqual({ uid: 'u1', kind: 'digest' });
  });

  it.each([
    ['another user', { uid: 'u2' }],
    ['another kind of mail', { kind: 'reminder' }],
    ['a changed signature', { sig: 'A'.repeat(43) }],
    ['a cut-short signature', { sig: 'abc' }],
    ['no signature', { sig: undefined }],
    ['a kind the app does not send', { kind: 'receipt' }],
    ['a user id that names no document', { uid: 'a/b' }],
    ['a repeated parameter', { uid: ['u1', 'u1'] }],
  ])('refuse %s', (_label, change) => {
    const signed = queryOf(unsubscribeUrl({ uid: 'u1', kind: 'digest' }, APP, KEY));
    expect(verifiedUnsubscribe({ ...signed, ...change }, KEY)).toBeNull();
  });

  it('refuse a link signed with another key', () => {
    const url = unsubscribeUrl({ uid: 'u1', kind: 'reminder' }, APP, 'an-older-key');
    expect(verifiedUnsubscribe(queryOf(url), KEY)).toBeNull();
  });

  it('are never signed with an empty key', () => {
    expect(() => unsubscribeUrl({ uid: 'u1', kind: 'reminder' }, APP, '')).toThrow(
      /MAIL_UNSUBSCRIBE_KEY/,
    );
  });
});
